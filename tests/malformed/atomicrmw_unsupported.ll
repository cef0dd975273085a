define void @f(ptr %p) {
  %o = atomicrmw add ptr %p, i32 1 seq_cst
  ret void
}

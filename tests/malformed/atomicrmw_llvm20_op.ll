define void @f(ptr %p) {
  %o = atomicrmw usub_sat ptr %p, i32 1 seq_cst
  ret void
}

define void @f(ptr %p) {
  %o = atomicrmw add ptr %p, i32 1 unordered
  ret void
}

define void @f(ptr %p) {
  %o = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}

define void @f(ptr %p) {
  %o = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst
  ret void
}

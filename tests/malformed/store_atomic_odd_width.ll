define void @f(ptr %p) {
  store atomic i24 0, ptr %p seq_cst, align 4
  ret void
}

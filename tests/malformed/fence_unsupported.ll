define void @f() {
  fence seq_cst
  ret void
}

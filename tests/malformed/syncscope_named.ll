define void @f() {
  fence syncscope("agent") seq_cst
  ret void
}

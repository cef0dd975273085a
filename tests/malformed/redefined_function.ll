define void @f() {
  ret void
}
define void @f() {
  ret void
}

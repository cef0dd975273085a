define void @f() {
  call void @missing()
  ret void
}

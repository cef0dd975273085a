define void @f() {
  %x = add foo 1, 2
  ret void
}

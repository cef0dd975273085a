define cc 12345 void @f() {
  ret void
}

define i129 @f() {
  ret i129 0
}

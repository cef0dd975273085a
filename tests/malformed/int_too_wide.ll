define i8388609 @f() {
  ret i8388609 0
}

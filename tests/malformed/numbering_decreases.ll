define i32 @f() {
  %3 = add i32 1, 2
  %1 = add i32 %3, 1
  ret i32 %1
}

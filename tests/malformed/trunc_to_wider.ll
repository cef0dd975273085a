define i32 @f(i8 %a) {
  %c = trunc i8 %a to i32
  ret i32 %c
}

define i8 @f(i32 %a) {
  %c = zext i32 %a to i8
  ret i8 %c
}

define i32 @f(i32 %c) {
  %v = select i32 %c, i32 1, i32 2
  ret i32 %v
}

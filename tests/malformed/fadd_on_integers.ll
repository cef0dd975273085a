define i32 @f(i32 %a) {
  %c = fadd i32 %a, 1
  ret i32 %c
}

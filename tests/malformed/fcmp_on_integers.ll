define i1 @f(i32 %a) {
  %c = fcmp olt i32 %a, 0
  ret i1 %c
}

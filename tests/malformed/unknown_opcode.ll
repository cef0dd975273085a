define i32 @f(i32 %a, i32 %b) {
entry:
  %s = frobnicate i32 %a, %b
  ret i32 %s
}

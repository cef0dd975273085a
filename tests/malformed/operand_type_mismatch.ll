define i32 @f(i32 %a, i64 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

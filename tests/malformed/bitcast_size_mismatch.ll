define i64 @f(i32 %a) {
  %c = bitcast i32 %a to i64
  ret i64 %c
}

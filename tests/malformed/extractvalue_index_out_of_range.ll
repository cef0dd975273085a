define i32 @f({ i32, i32 } %a) {
  %v = extractvalue { i32, i32 } %a, 2
  ret i32 %v
}

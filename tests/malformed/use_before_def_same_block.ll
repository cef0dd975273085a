define i32 @f() {
entry:
  %y = add i32 %x, 1
  %x = add i32 1, 2
  ret i32 %y
}

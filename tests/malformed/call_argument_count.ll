declare i32 @g(i32, i32)
define i32 @f() {
  %r = call i32 (i32, i32) @g(i32 1)
  ret i32 %r
}

declare i32 @p(...)
define void @f() personality ptr @p {
  br label %l
l:
  %x = landingpad { ptr, i32 } cleanup
  ret void
}

define void @f() {
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

define void @f() {
  %a = alloca i32, align 12
  ret void
}

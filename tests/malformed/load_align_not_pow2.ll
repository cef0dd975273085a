define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 3
  ret i32 %v
}

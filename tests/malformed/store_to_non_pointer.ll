define void @f(i32 %x) {
  store i32 1, i32 %x
  ret void
}

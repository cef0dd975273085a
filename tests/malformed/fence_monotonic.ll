define void @f() {
  fence monotonic
  ret void
}

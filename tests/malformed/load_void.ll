define void @f(ptr %p) {
  %v = load void, ptr %p
  ret void
}

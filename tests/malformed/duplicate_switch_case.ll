define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 1, label %d
    i32 1, label %d
  ]
d:
  ret void
}

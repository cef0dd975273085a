define void @f(double %x) {
entry:
  switch double %x, label %d [
  ]
d:
  ret void
}

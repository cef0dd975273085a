define void @f() {
bb:
  br label %bb2
bb2:
  br label %bb
bb:
  ret void
}

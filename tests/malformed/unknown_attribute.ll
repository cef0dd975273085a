define void @f() frobnicates {
  ret void
}

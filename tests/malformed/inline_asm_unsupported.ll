define void @f() {
  call void asm "nop", ""()
  ret void
}

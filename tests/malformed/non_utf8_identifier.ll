define void @fÿþ() {
  ret void
}

define dllimport void @f() {
  ret void
}

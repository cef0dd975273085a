define internal dllexport void @f() {
  ret void
}

declare void @g()
define void @f() personality ptr null {
  invoke void @g() to label %ok unwind label %bad
ok:
  ret void
bad:
  ret void
}

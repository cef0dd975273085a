declare void @g()
define void @f() {
  invoke void @g() to label %ok unwind label %ok
ok:
  ret void
}

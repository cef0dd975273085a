%O = type opaque
define void @f() {
  %a = alloca %O
  ret void
}

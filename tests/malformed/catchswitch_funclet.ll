define void @f() {
  %c = catchswitch within none [label %h] unwind to caller
h:
  ret void
}

define void @f() {
  br label %b, !9llvm.loop !0
b:
  ret void
}
!0 = distinct !{!0}

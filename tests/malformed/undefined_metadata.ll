define void @f() {
entry:
  br label %entry2, !llvm.loop !99
entry2:
  ret void
}

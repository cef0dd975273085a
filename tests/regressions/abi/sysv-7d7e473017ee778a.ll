; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [24 x i8]
@af_kin_0_0 = external global [24 x i8]
define void @kiln_callee_0({ double, double, double } %a0) {
entry:
  store { double, double, double } %a0, ptr @af_kin_0_0, align 8
  ret void
}
declare void @c_callee_0({ double, double, double })
define void @kiln_caller_0() {
entry:
  %a0 = load { double, double, double }, ptr @af_pat_0_0, align 8
  call void @c_callee_0({ double, double, double } %a0)
  ret void
}

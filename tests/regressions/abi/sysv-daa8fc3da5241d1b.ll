; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [32 x i8]
@af_kin_0_0 = external global [32 x i8]
define void @kiln_callee_0(<8 x float> %a0) {
entry:
  store <8 x float> %a0, ptr @af_kin_0_0, align 32
  ret void
}
declare void @c_callee_0(<8 x float>)
define void @kiln_caller_0() {
entry:
  %a0 = load <8 x float>, ptr @af_pat_0_0, align 32
  call void @c_callee_0(<8 x float> %a0)
  ret void
}

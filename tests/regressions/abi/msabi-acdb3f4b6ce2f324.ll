; Kiln ABI fuzz batch (msabi)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [16 x i8]
@af_kin_0_0 = external global [16 x i8]
define win64cc void @kiln_callee_0(<2 x double> %a0) {
entry:
  store <2 x double> %a0, ptr @af_kin_0_0, align 16
  ret void
}
declare win64cc void @c_callee_0(<2 x double>)
define win64cc void @kiln_caller_0() {
entry:
  %a0 = load <2 x double>, ptr @af_pat_0_0, align 16
  call win64cc void @c_callee_0(<2 x double> %a0)
  ret void
}

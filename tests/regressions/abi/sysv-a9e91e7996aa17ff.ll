; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [8 x i8]
@af_kin_0_0 = external global [8 x i8]
@af_ret_0 = external global [32 x i8]
@af_kres_0 = external global [32 x i8]
define <4 x double> @kiln_callee_0(double %a0) {
entry:
  store double %a0, ptr @af_kin_0_0, align 8
  %r = load <4 x double>, ptr @af_ret_0, align 32
  ret <4 x double> %r
}
declare <4 x double> @c_callee_0(double)
define void @kiln_caller_0() {
entry:
  %a0 = load double, ptr @af_pat_0_0, align 8
  %r = call <4 x double> @c_callee_0(double %a0)
  store <4 x double> %r, ptr @af_kres_0, align 32
  ret void
}

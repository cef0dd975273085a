; Kiln ABI fuzz batch (msabi)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [16 x i8]
@af_kin_0_0 = external global [16 x i8]
@af_pat_0_1 = external global [32 x i8]
@af_kin_0_1 = external global [32 x i8]
@af_pat_0_2 = external global [4 x i8]
@af_kin_0_2 = external global [4 x i8]
define win64cc void @kiln_callee_0([2 x double] %a0, { [2 x float], <2 x double> } %a1, float %a2) {
entry:
  store [2 x double] %a0, ptr @af_kin_0_0, align 8
  store { [2 x float], <2 x double> } %a1, ptr @af_kin_0_1, align 16
  store float %a2, ptr @af_kin_0_2, align 4
  ret void
}
declare win64cc void @c_callee_0([2 x double], { [2 x float], <2 x double> }, float)
define win64cc void @kiln_caller_0() {
entry:
  %a0 = load [2 x double], ptr @af_pat_0_0, align 8
  %a1 = load { [2 x float], <2 x double> }, ptr @af_pat_0_1, align 16
  %a2 = load float, ptr @af_pat_0_2, align 4
  call win64cc void @c_callee_0([2 x double] %a0, { [2 x float], <2 x double> } %a1, float %a2)
  ret void
}

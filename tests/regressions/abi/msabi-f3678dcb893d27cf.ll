; Kiln ABI fuzz batch (msabi)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [4 x i8]
@af_kin_0_0 = external global [4 x i8]
@af_pat_0_1 = external global [8 x i8]
@af_kin_0_1 = external global [8 x i8]
@af_pat_0_2 = external global [16 x i8]
@af_kin_0_2 = external global [16 x i8]
@af_pat_0_3 = external global [24 x i8]
@af_kin_0_3 = external global [24 x i8]
define win64cc void @kiln_callee_0(float %a0, double %a1, <4 x float> %a2, [3 x double] %a3) {
entry:
  store float %a0, ptr @af_kin_0_0, align 4
  store double %a1, ptr @af_kin_0_1, align 8
  store <4 x float> %a2, ptr @af_kin_0_2, align 16
  store [3 x double] %a3, ptr @af_kin_0_3, align 8
  ret void
}
declare win64cc void @c_callee_0(float, double, <4 x float>, [3 x double])
define win64cc void @kiln_caller_0() {
entry:
  %a0 = load float, ptr @af_pat_0_0, align 4
  %a1 = load double, ptr @af_pat_0_1, align 8
  %a2 = load <4 x float>, ptr @af_pat_0_2, align 16
  %a3 = load [3 x double], ptr @af_pat_0_3, align 8
  call win64cc void @c_callee_0(float %a0, double %a1, <4 x float> %a2, [3 x double] %a3)
  ret void
}

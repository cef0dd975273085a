; Kiln ABI fuzz batch (win64)
target triple = "x86_64-pc-windows-gnu"

; sig 0
@af_pat_0_0 = external global [8 x i8]
@af_pat_0_1 = external global [8 x i8]
@af_pat_0_2 = external global [8 x i8]
@af_pat_0_3 = external global [16 x i8]
@af_pat_0_4 = external global [8 x i8]
@af_pat_0_5 = external global [8 x i8]
declare void @c_callee_0(double, double, ...)
define void @kiln_caller_0() {
entry:
  %a0 = load double, ptr @af_pat_0_0, align 8
  %a1 = load double, ptr @af_pat_0_1, align 8
  %a2 = load double, ptr @af_pat_0_2, align 8
  %a3 = load <2 x double>, ptr @af_pat_0_3, align 16
  %a4 = load double, ptr @af_pat_0_4, align 8
  %a5 = load double, ptr @af_pat_0_5, align 8
  call void (double, double, ...) @c_callee_0(double %a0, double %a1, double %a2, <2 x double> %a3, double %a4, double %a5)
  ret void
}

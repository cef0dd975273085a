; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"
%af_t0_0 = type { ptr, <{ i64, i64, i64 }> }

; sig 0
@af_pat_0_0 = external global [32 x i8]
@af_pat_0_1 = external global [16 x i8]
@af_pat_0_2 = external global [32 x i8]
@af_pat_0_3 = external global [4 x i8]
@af_pat_0_4 = external global [8 x i8]
@af_pat_0_5 = external global [1 x i8]
@af_ret_0 = external global [4 x i8]
@af_kres_0 = external global [4 x i8]
declare i32 @c_callee_0(%af_t0_0, ...)
define void @kiln_caller_0() {
entry:
  %a0 = load %af_t0_0, ptr @af_pat_0_0, align 8
  %a1 = load <2 x double>, ptr @af_pat_0_1, align 16
  %a2 = load <8 x float>, ptr @af_pat_0_2, align 32
  %a3 = load i32, ptr @af_pat_0_3, align 4
  %a4 = load double, ptr @af_pat_0_4, align 8
  %a5 = load { i8 }, ptr @af_pat_0_5, align 1
  %r = call i32 (%af_t0_0, ...) @c_callee_0(%af_t0_0 %a0, <2 x double> %a1, <8 x float> %a2, i32 %a3, double %a4, { i8 } %a5)
  store i32 %r, ptr @af_kres_0, align 4
  ret void
}

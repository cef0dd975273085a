; Kiln ABI fuzz batch (win64)
target triple = "x86_64-pc-windows-gnu"

; sig 0
@af_pat_0_0 = external global [8 x i8]
@af_kin_0_0 = external global [8 x i8]
@af_ret_0 = external global [16 x i8]
@af_kres_0 = external global [16 x i8]
define { double, double } @kiln_callee_0(i64 %a0) {
entry:
  store i64 %a0, ptr @af_kin_0_0, align 8
  %r = load { double, double }, ptr @af_ret_0, align 8
  ret { double, double } %r
}
declare { double, double } @c_callee_0(i64)
define void @kiln_caller_0() {
entry:
  %a0 = load i64, ptr @af_pat_0_0, align 8
  %r = call { double, double } @c_callee_0(i64 %a0)
  store { double, double } %r, ptr @af_kres_0, align 8
  ret void
}

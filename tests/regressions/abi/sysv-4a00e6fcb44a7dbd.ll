; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [8 x i8]
@af_kin_0_0 = external global [8 x i8]
@af_ret_0 = external global [16 x i8]
@af_kres_0 = external global [16 x i8]
define { i32, i8, ptr } @kiln_callee_0(double %a0) {
entry:
  store double %a0, ptr @af_kin_0_0, align 8
  %r = load { i32, i8, ptr }, ptr @af_ret_0, align 8
  ret { i32, i8, ptr } %r
}
declare { i32, i8, ptr } @c_callee_0(double)
define void @kiln_caller_0() {
entry:
  %a0 = load double, ptr @af_pat_0_0, align 8
  %r = call { i32, i8, ptr } @c_callee_0(double %a0)
  store { i32, i8, ptr } %r, ptr @af_kres_0, align 8
  ret void
}

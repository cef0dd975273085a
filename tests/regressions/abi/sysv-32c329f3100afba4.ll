; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [2 x i8]
@af_kin_0_0 = external global [2 x i8]
@af_ret_0 = external global [24 x i8]
@af_kres_0 = external global [24 x i8]
define { i64, i64, i64 } @kiln_callee_0(i16 signext %a0) {
entry:
  store i16 %a0, ptr @af_kin_0_0, align 2
  %r = load { i64, i64, i64 }, ptr @af_ret_0, align 8
  ret { i64, i64, i64 } %r
}
declare { i64, i64, i64 } @c_callee_0(i16 signext)
define void @kiln_caller_0() {
entry:
  %a0 = load i16, ptr @af_pat_0_0, align 2
  %r = call { i64, i64, i64 } @c_callee_0(i16 signext %a0)
  store { i64, i64, i64 } %r, ptr @af_kres_0, align 8
  ret void
}

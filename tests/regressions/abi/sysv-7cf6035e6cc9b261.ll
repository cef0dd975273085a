; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [2 x i8]
@af_kin_0_0 = external global [2 x i8]
@af_ret_0 = external global [2 x i8]
@af_kres_0 = external global [2 x i8]
define { i8, i8 } @kiln_callee_0(i16 signext %a0) {
entry:
  store i16 %a0, ptr @af_kin_0_0, align 2
  %r = load { i8, i8 }, ptr @af_ret_0, align 1
  ret { i8, i8 } %r
}
declare { i8, i8 } @c_callee_0(i16 signext)
define void @kiln_caller_0() {
entry:
  %a0 = load i16, ptr @af_pat_0_0, align 2
  %r = call { i8, i8 } @c_callee_0(i16 signext %a0)
  store { i8, i8 } %r, ptr @af_kres_0, align 1
  ret void
}

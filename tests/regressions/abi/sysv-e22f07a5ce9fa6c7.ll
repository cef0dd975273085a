; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [1 x i8]
@af_kin_0_0 = external global [1 x i8]
@af_ret_0 = external global [32 x i8]
@af_kres_0 = external global [32 x i8]
define { <16 x i8>, i8 } @kiln_callee_0(i8 signext %a0) {
entry:
  store i8 %a0, ptr @af_kin_0_0, align 1
  %r = load { <16 x i8>, i8 }, ptr @af_ret_0, align 16
  ret { <16 x i8>, i8 } %r
}
declare { <16 x i8>, i8 } @c_callee_0(i8 signext)
define void @kiln_caller_0() {
entry:
  %a0 = load i8, ptr @af_pat_0_0, align 1
  %r = call { <16 x i8>, i8 } @c_callee_0(i8 signext %a0)
  store { <16 x i8>, i8 } %r, ptr @af_kres_0, align 16
  ret void
}

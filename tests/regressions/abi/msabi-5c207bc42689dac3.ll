; Kiln ABI fuzz batch (msabi)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [8 x i8]
@af_kin_0_0 = external global [8 x i8]
@af_ret_0 = external global [6 x i8]
@af_kres_0 = external global [6 x i8]
define win64cc [3 x i16] @kiln_callee_0(i64 %a0) {
entry:
  store i64 %a0, ptr @af_kin_0_0, align 8
  %r = load [3 x i16], ptr @af_ret_0, align 2
  ret [3 x i16] %r
}
declare win64cc [3 x i16] @c_callee_0(i64)
define win64cc void @kiln_caller_0() {
entry:
  %a0 = load i64, ptr @af_pat_0_0, align 8
  %r = call win64cc [3 x i16] @c_callee_0(i64 %a0)
  store [3 x i16] %r, ptr @af_kres_0, align 2
  ret void
}

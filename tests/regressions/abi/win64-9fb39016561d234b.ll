; Kiln ABI fuzz batch (win64)
target triple = "x86_64-pc-windows-gnu"

; sig 0
@af_pat_0_0 = external global [4 x i8]
@af_kin_0_0 = external global [4 x i8]
@af_ret_0 = external global [12 x i8]
@af_kres_0 = external global [12 x i8]
define { i32, i32, i32 } @kiln_callee_0(i32 %a0) {
entry:
  store i32 %a0, ptr @af_kin_0_0, align 4
  %r = load { i32, i32, i32 }, ptr @af_ret_0, align 4
  ret { i32, i32, i32 } %r
}
declare { i32, i32, i32 } @c_callee_0(i32)
define void @kiln_caller_0() {
entry:
  %a0 = load i32, ptr @af_pat_0_0, align 4
  %r = call { i32, i32, i32 } @c_callee_0(i32 %a0)
  store { i32, i32, i32 } %r, ptr @af_kres_0, align 4
  ret void
}

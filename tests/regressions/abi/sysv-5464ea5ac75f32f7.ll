; Kiln ABI fuzz batch (sysv)
target triple = "x86_64-unknown-linux-gnu"
%af_t0_0 = type { i32, i32, i32, i32, i32 }

; sig 0
@af_pat_0_0 = external global [20 x i8]
@af_kin_0_0 = external global [20 x i8]
define void @kiln_callee_0(%af_t0_0 %a0) {
entry:
  store %af_t0_0 %a0, ptr @af_kin_0_0, align 4
  ret void
}
declare void @c_callee_0(%af_t0_0)
define void @kiln_caller_0() {
entry:
  %a0 = load %af_t0_0, ptr @af_pat_0_0, align 4
  call void @c_callee_0(%af_t0_0 %a0)
  ret void
}

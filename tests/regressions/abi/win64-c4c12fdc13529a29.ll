; Kiln ABI fuzz batch (win64)
target triple = "x86_64-pc-windows-gnu"

; sig 0
@af_pat_0_0 = external global [8 x i8]
@af_kin_0_0 = external global [8 x i8]
define void @kiln_callee_0(ptr %a0) {
entry:
  store ptr %a0, ptr @af_kin_0_0, align 8
  ret void
}
declare void @c_callee_0(ptr)
define void @kiln_caller_0() {
entry:
  %a0 = load ptr, ptr @af_pat_0_0, align 8
  call void @c_callee_0(ptr %a0)
  ret void
}

; Kiln ABI fuzz batch (msabi)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [2 x i8]
@af_kin_0_0 = external global [2 x i8]
@af_pat_0_1 = external global [8 x i8]
@af_kin_0_1 = external global [8 x i8]
define win64cc void @kiln_callee_0(i16 signext %a0, ptr %a1) {
entry:
  store i16 %a0, ptr @af_kin_0_0, align 2
  store ptr %a1, ptr @af_kin_0_1, align 8
  ret void
}
declare win64cc void @c_callee_0(i16 signext, ptr)
define win64cc void @kiln_caller_0() {
entry:
  %a0 = load i16, ptr @af_pat_0_0, align 2
  %a1 = load ptr, ptr @af_pat_0_1, align 8
  call win64cc void @c_callee_0(i16 signext %a0, ptr %a1)
  ret void
}

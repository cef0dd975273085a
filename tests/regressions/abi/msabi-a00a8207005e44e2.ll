; Kiln ABI fuzz batch (msabi)
target triple = "x86_64-unknown-linux-gnu"

; sig 0
@af_pat_0_0 = external global [16 x i8]
@af_kin_0_0 = external global [16 x i8]
@af_pat_0_1 = external global [2 x i8]
@af_kin_0_1 = external global [2 x i8]
@af_pat_0_2 = external global [16 x i8]
@af_kin_0_2 = external global [16 x i8]
@af_pat_0_3 = external global [4 x i8]
@af_kin_0_3 = external global [4 x i8]
@af_pat_0_4 = external global [1 x i8]
@af_kin_0_4 = external global [1 x i8]
define win64cc void @kiln_callee_0(i128 %a0, i16 signext %a1, { ptr, i16, i16 } %a2, i32 %a3, i8 signext %a4) {
entry:
  store i128 %a0, ptr @af_kin_0_0, align 16
  store i16 %a1, ptr @af_kin_0_1, align 2
  store { ptr, i16, i16 } %a2, ptr @af_kin_0_2, align 8
  store i32 %a3, ptr @af_kin_0_3, align 4
  store i8 %a4, ptr @af_kin_0_4, align 1
  ret void
}
declare win64cc void @c_callee_0(i128, i16 signext, { ptr, i16, i16 }, i32, i8 signext)
define win64cc void @kiln_caller_0() {
entry:
  %a0 = load i128, ptr @af_pat_0_0, align 16
  %a1 = load i16, ptr @af_pat_0_1, align 2
  %a2 = load { ptr, i16, i16 }, ptr @af_pat_0_2, align 8
  %a3 = load i32, ptr @af_pat_0_3, align 4
  %a4 = load i8, ptr @af_pat_0_4, align 1
  call win64cc void @c_callee_0(i128 %a0, i16 signext %a1, { ptr, i16, i16 } %a2, i32 %a3, i8 signext %a4)
  ret void
}

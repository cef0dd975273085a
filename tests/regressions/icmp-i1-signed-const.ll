; Signed compares of i1 against constants: `true` is -1 as a signed i1, so 0 > true and
; true < false hold (found by the native differential test: Kiln compared against +1).
@.f = private constant [13 x i8] c"%d %d %d %d\0A\00"
@g = internal global i8 -6
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  %b = load i8, ptr @g
  %z = trunc i8 %b to i1
  %o = xor i1 %z, true
  %c0 = icmp sgt i1 %z, true
  %c1 = icmp slt i1 %o, false
  %c2 = icmp sge i1 %o, true
  %c3 = icmp ugt i1 %o, false
  %e0 = zext i1 %c0 to i32
  %e1 = zext i1 %c1 to i32
  %e2 = zext i1 %c2 to i32
  %e3 = zext i1 %c3 to i32
  call i32 (ptr, ...) @printf(ptr @.f, i32 %e0, i32 %e1, i32 %e2, i32 %e3)
  ret i32 0
}

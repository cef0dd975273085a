; Found by the native differential test: Kiln's constant folder folded `sext` of a constant of at
; most 128 bits to a wider integer as a zext of its low 128 bits (`sext i128 -1 to i129` became
; 2^128 - 1 instead of -1), so kiln -O2 printed 0 where the program prints 1.
@.fmt = private unnamed_addr constant [20 x i8] c"%016llx %016llx %x\0A\00", align 1

define internal i32 @f0() {
entry:
  %v0 = sext i128 -1 to i129
  %v1 = trunc i129 %v0 to i64
  %v2 = lshr i129 %v0, 64
  %v3 = trunc i129 %v2 to i64
  %v6 = lshr i129 %v0, 128
  %v7 = trunc i129 %v6 to i32
  call i32 (ptr, ...) @printf(ptr @.fmt, i64 %v1, i64 %v3, i32 %v7)
  ret i32 0
}

define i32 @main() {
  %r = call i32 @f0()
  ret i32 %r
}
declare i32 @printf(ptr, ...)

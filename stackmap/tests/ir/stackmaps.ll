; llvm.experimental.stackmap and llvm.experimental.patchpoint with small, large, negative and
; repeated constants, values in registers, spilled values, allocas (Direct), live-outs.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
declare i64 @llvm.experimental.patchpoint.i64(i64, i32, ptr, i32, ...)
declare void @use(ptr)
declare i64 @ext(i64)

define i64 @constants(i64 %a, i64 %b) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 1, i32 0, i64 0, i64 -1, i32 7, i64 2147483647, i64 2147483648, i64 -2147483648, i64 -2147483649, i64 81985529216486895, i64 2147483648, i8 -3, i16 300, i64 %a, i64 %b)
  %c = add i64 %a, %b
  ret i64 %c
}

define internal i64 @spills(i64 %a, i64 %b, i64 %c) {
entry:
  %x = alloca [4 x i64]
  call void @use(ptr %x)
  %r = call i64 @ext(i64 %a)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 2, i32 8, ptr %x, i64 %a, i64 %b, i64 %c, i64 %r, i32 9, i64 -7)
  %s = add i64 %r, %b
  %t = add i64 %s, %c
  ret i64 %t
}

define i64 @patch(i64 %a, i64 %b, i64 %c) {
entry:
  %r = call i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 3, i32 15, ptr inttoptr (i64 4660 to ptr), i32 1, i64 %a, i64 %b, i64 4294967296, i64 1)
  %s = add i64 %r, %b
  %t = add i64 %s, %c
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 4, i32 15, ptr null, i32 0, i64 %t, i64 81985529216486895)
  %u = mul i64 %t, %a
  %v = add i64 %u, %b
  ret i64 %v
}

define anyregcc i64 @anyreg(i64 %a, i64 %b) {
entry:
  %r = call anyregcc i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 5, i32 15, ptr null, i32 2, i64 %a, i64 %b, i64 -9223372036854775808)
  %s = add i64 %r, %a
  ret i64 %s
}

; A variable-sized alloca: the frame has no fixed size (stack size u64::MAX).
define i64 @dynamic(i64 %n) {
entry:
  %buf = alloca i8, i64 %n
  call void @use(ptr %buf)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 7, i32 0, ptr %buf, i64 %n)
  ret i64 %n
}

; IDs at the ends of the range, an empty record, floating-point and vector values.
define i64 @many(i64 %a) {
entry:
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 -1, i32 0)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 18446744073709551614, i32 4, i64 %a)
  %x = alloca i64
  call void @use(ptr %x)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 6, i32 0, ptr %x, double 1.5, float 2.5, <2 x i64> <i64 1, i64 2>)
  ret i64 %a
}

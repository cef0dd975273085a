; Division and remainder by powers of two (isel lowers them with shifts and masks): signed
; rounding toward zero for negative dividends, i8/i32/i64.
@.f = private constant [23 x i8] c"%d %d %d %d %lld %lld\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ -37, %entry ], [ %n, %loop ]
  %a = sdiv i32 %i, 8
  %b = srem i32 %i, 8
  %c = udiv i32 %i, 4
  %d = urem i32 %i, 16
  %w = sext i32 %i to i64
  %e = sdiv i64 %w, 2
  %f = srem i64 %w, 2
  %p = call i32 (ptr, ...) @printf(ptr @.f, i32 %a, i32 %b, i32 %c, i32 %d, i64 %e, i64 %f)
  %n = add i32 %i, 5
  %done = icmp sgt i32 %n, 40
  br i1 %done, label %exit, label %loop
exit:
  %s8 = trunc i32 %i to i8
  %q8 = sdiv i8 %s8, 4
  %r8 = srem i8 -7, 4
  %z = sext i8 %q8 to i32
  %y = sext i8 %r8 to i32
  %p2 = call i32 (ptr, ...) @printf(ptr @.f, i32 %z, i32 %y, i32 0, i32 0, i64 0, i64 0)
  ret i32 0
}

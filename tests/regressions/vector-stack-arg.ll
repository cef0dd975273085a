; A <4 x i32> argument after eight doubles goes on the stack: 16 bytes, 16-aligned (psABI
; 3.2.3). Kiln once loaded only its low 8 bytes (found by the native differential test).
@.f = private constant [12 x i8] c"%016llx %d\0A\00"
@gs = internal global <4 x i32> <i32 0, i32 1, i32 2, i32 3>, align 16
declare i32 @printf(ptr, ...)
define internal i64 @f0(double %p0, double %p1, double %p2, double %p3, double %p4, double %p5, double %p6, double %p7, <4 x i32> %p8) {
entry:
  %v40 = bitcast <4 x i32> %p8 to i128
  %v41 = lshr i128 %v40, 64
  %v42 = xor i128 %v40, %v41
  %v43 = trunc i128 %v42 to i64
  ret i64 %v43
}
define internal i64 @f1(<4 x i32> %p8) {
entry:
  %v40 = bitcast <4 x i32> %p8 to i128
  %v41 = lshr i128 %v40, 64
  %v42 = xor i128 %v40, %v41
  %v43 = trunc i128 %v42 to i64
  ret i64 %v43
}
define i32 @main() {
entry:
  %sd8 = load <4 x i32>, ptr @gs
  %v0 = call i64 @f0(double 1.0, double 1.0, double 1.0, double 1.0, double 1.0, double 1.0, double 1.0, double 1.0, <4 x i32> %sd8)
  call i32 (ptr, ...) @printf(ptr @.f, i64 %v0, i32 0)
  %v1 = call i64 @f1(<4 x i32> %sd8)
  call i32 (ptr, ...) @printf(ptr @.f, i64 %v1, i32 1)
  ret i32 0
}

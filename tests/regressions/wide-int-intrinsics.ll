; ctpop, ctlz and cttz on integers wider than 128 bits (word by word; widths not a multiple of 64).
@.f = private constant [16 x i8] c"%lld %lld %lld\0A\00"
declare i32 @printf(ptr, ...)
declare i256 @llvm.ctpop.i256(i256)
declare i200 @llvm.ctlz.i200(i200, i1)
declare i200 @llvm.cttz.i200(i200, i1)
@vals = internal constant [4 x i200] [i200 0, i200 1, i200 -1, i200 803469022129495137770981046170581301261101496891396417650688]
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr [4 x i200], ptr @vals, i32 0, i32 %i
  %v = load i200, ptr %p
  %w = zext i200 %v to i256
  %w2 = shl i256 %w, 17
  %a = call i256 @llvm.ctpop.i256(i256 %w2)
  %b = call i200 @llvm.ctlz.i200(i200 %v, i1 false)
  %c = call i200 @llvm.cttz.i200(i200 %v, i1 false)
  %a6 = trunc i256 %a to i64
  %b6 = trunc i200 %b to i64
  %c6 = trunc i200 %c to i64
  call i32 (ptr, ...) @printf(ptr @.f, i64 %a6, i64 %b6, i64 %c6)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 4
  br i1 %d, label %out, label %loop
out:
  ret i32 0
}

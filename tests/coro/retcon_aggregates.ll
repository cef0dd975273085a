; A returned-continuation coroutine whose prototype takes an aggregate and whose yields are one:
; @f yields its running { i64, double } sum, each continuation passes a { i64, double } back in
; (the suspend returns { { i64, double }, i1 }), an abnormal resume ends it. Expected output:
; 0 0.500000 1 / 1 1.500000 2 / 3 3.500000 3 / 6 6.500000 4.
@.fmt = private unnamed_addr constant [12 x i8] c"%ld %f %ld\0A\00"
define { ptr, { i64, double } } @f(ptr %buffer, i64 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 8, ptr %buffer, ptr @proto, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  br label %loop
loop:
  %acc = phi { i64, double } [ { i64 0, double 0.5 }, %entry ], [ %acc2, %go ]
  %in = call { { i64, double }, i1 } (...) @llvm.coro.suspend.retcon.sl_sl_i64f64si1s({ i64, double } %acc)
  %ab = extractvalue { { i64, double }, i1 } %in, 1
  br i1 %ab, label %end, label %go
go:
  %v = extractvalue { { i64, double }, i1 } %in, 0
  %a = extractvalue { i64, double } %v, 0
  %b = extractvalue { i64, double } %v, 1
  %x = extractvalue { i64, double } %acc, 0
  %y = extractvalue { i64, double } %acc, 1
  %x2 = add i64 %x, %a
  %y2 = fadd double %y, %b
  %acc1 = insertvalue { i64, double } poison, i64 %x2, 0
  %acc2 = insertvalue { i64, double } %acc1, double %y2, 1
  br label %loop
end:
  call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  unreachable
}
declare { ptr, { i64, double } } @proto(ptr, { i64, double }, i1 zeroext)
define ptr @allocate(i32 %n) {
  %z = zext i32 %n to i64
  %p = call ptr @malloc(i64 %z)
  ret ptr %p
}
define void @deallocate(ptr %p) {
  call void @free(ptr %p)
  ret void
}
define i32 @main() {
entry:
  %buf = alloca [8 x i8], align 8
  %r0 = call { ptr, { i64, double } } @f(ptr %buf, i64 0)
  br label %l
l:
  %r = phi { ptr, { i64, double } } [ %r0, %entry ], [ %rn, %l ]
  %k = phi i64 [ 1, %entry ], [ %k1, %l ]
  %c = extractvalue { ptr, { i64, double } } %r, 0
  %v = extractvalue { ptr, { i64, double } } %r, 1
  %a = extractvalue { i64, double } %v, 0
  %b = extractvalue { i64, double } %v, 1
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %a, double %b, i64 %k)
  %kf = sitofp i64 %k to double
  %in1 = insertvalue { i64, double } poison, i64 %k, 0
  %in2 = insertvalue { i64, double } %in1, double %kf, 1
  %rn = call { ptr, { i64, double } } %c(ptr %buf, { i64, double } %in2, i1 zeroext false)
  %k1 = add i64 %k, 1
  %more = icmp slt i64 %k1, 5
  br i1 %more, label %l, label %out
out:
  %cl = extractvalue { ptr, { i64, double } } %rn, 0
  %z = call { ptr, { i64, double } } %cl(ptr %buf, { i64, double } zeroinitializer, i1 zeroext true)
  ret i32 0
}
declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare { { i64, double }, i1 } @llvm.coro.suspend.retcon.sl_sl_i64f64si1s(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

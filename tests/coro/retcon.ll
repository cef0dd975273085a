; A returned-continuation coroutine (llvm.coro.id.retcon), LLVM's coro-retcon.ll shape: f(n)
; prints n, n+1, ... and suspends after each print; each continuation takes the buffer and the
; abnormal-resumption flag. main resumes it twice normally, then abnormally, which ends it.
; The frame (n) fits in the 8-byte buffer. Expected output: 4 5 6 done.
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@.done = private unnamed_addr constant [5 x i8] c"done\00"

define ptr @f(ptr %buffer, i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 4, ptr %buffer, ptr @prototype, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  br label %loop
loop:
  %n.val = phi i32 [ %n, %entry ], [ %inc, %resume ]
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %n.val)
  %unwind0 = call i1 (...) @llvm.coro.suspend.retcon.i1()
  br i1 %unwind0, label %cleanup, label %resume
resume:
  %inc = add i32 %n.val, 1
  br label %loop
cleanup:
  %p = call i32 @puts(ptr @.done)
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token none)
  unreachable
}

declare ptr @prototype(ptr, i1 zeroext)

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
  %buf = alloca [8 x i8], align 4
  %c0 = call ptr @f(ptr %buf, i32 4)
  %c1 = call ptr %c0(ptr %buf, i1 zeroext false)
  %c2 = call ptr %c1(ptr %buf, i1 zeroext false)
  %c3 = call ptr %c2(ptr %buf, i1 zeroext true)
  %isnull = icmp eq ptr %c3, null
  %rc = select i1 %isnull, i32 0, i32 1
  ret i32 %rc
}

declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

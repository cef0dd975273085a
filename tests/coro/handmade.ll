; A coroutine frame made by hand, as split coroutines and LLVM-compiled ones are: memory holding
; a resume and a destroy pointer to ordinary IR functions `void (ptr)` in the C convention (the frame ABI;
; Kiln's fastcc is SysV even on Windows, so a fastcc resume function would not match) and a counter. The generic
; intrinsics work on it: coro.resume/coro.destroy call through offsets 0 and 8, coro.done tests
; offset 0 for null (the resume function clears it after the third step), coro.promise finds the
; counter at offset 16.
; Expected output: step 1 / step 2 / step 3 / done after 3 / promise 3 / destroy.
@.step = private unnamed_addr constant [9 x i8] c"step %d\0A\00"
@.done = private unnamed_addr constant [15 x i8] c"done after %d\0A\00"
@.promise = private unnamed_addr constant [12 x i8] c"promise %d\0A\00"
@.destroy = private unnamed_addr constant [8 x i8] c"destroy\00"

%frame = type { ptr, ptr, i32 }

define internal void @h.resume(ptr %f) {
entry:
  %cp = getelementptr inbounds %frame, ptr %f, i32 0, i32 2
  %c = load i32, ptr %cp, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr %cp, align 4
  %r = call i32 (ptr, ...) @printf(ptr @.step, i32 %c1)
  %last = icmp eq i32 %c1, 3
  br i1 %last, label %final, label %out
final:
  store ptr null, ptr %f, align 8
  br label %out
out:
  ret void
}

define internal void @h.destroy(ptr %f) {
entry:
  %r = call i32 @puts(ptr @.destroy)
  call void @free(ptr %f)
  ret void
}

define i32 @main() {
entry:
  %f = call ptr @malloc(i64 24)
  store ptr @h.resume, ptr %f, align 8
  %dp = getelementptr inbounds %frame, ptr %f, i32 0, i32 1
  store ptr @h.destroy, ptr %dp, align 8
  %cp = getelementptr inbounds %frame, ptr %f, i32 0, i32 2
  store i32 0, ptr %cp, align 4
  br label %loop
loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  call void @llvm.coro.resume(ptr %f)
  %n1 = add i32 %n, 1
  %done = call i1 @llvm.coro.done(ptr %f)
  br i1 %done, label %finished, label %loop
finished:
  %r = call i32 (ptr, ...) @printf(ptr @.done, i32 %n1)
  %pp = call ptr @llvm.coro.promise(ptr %f, i32 4, i1 false)
  %pv = load i32, ptr %pp, align 4
  %r2 = call i32 (ptr, ...) @printf(ptr @.promise, i32 %pv)
  call void @llvm.coro.destroy(ptr %f)
  ret i32 0
}

declare i1 @llvm.coro.done(ptr)
declare ptr @llvm.coro.promise(ptr, i32, i1)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

; Seed 000 (LLVM coroutines), sections "返回延续降低" (returned-continuation
; lowering), "'llvm.coro.id.retcon' 内联函数" and
; "'llvm.coro.suspend.retcon' 内联函数": multi-shot retcon coroutines whose frame
; lives in a caller-provided fixed-size buffer (spilling to @allocate if it is
; too small). Resuming = calling the returned continuation pointer with the
; buffer and an "abnormal" flag (i1 zeroext); a null continuation means done.
; @counter yields nothing (result type sequence = just the continuation);
; @squares yields an i32 per suspend (result type { ptr, i32 }).
; Expected output: 4 5 6, then 1 4 9 16, then "finished" (checked with
; opt-19 -passes='coro-early,coro-split,coro-cleanup' followed by lli-19).
; Note: a retcon ramp has no `ret` before CoroSplit (it ends in coro.end +
; unreachable), and LLVM 19's full -O1/-O2 pipeline runs IPSCCP before
; CoroSplit and wrongly concludes that the call to @counter never returns.
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.fin = private unnamed_addr constant [9 x i8] c"finished\00", align 1

; Continuation prototypes: return type must match the coroutine's.
declare ptr @prototype(ptr, i1 zeroext)
declare { ptr, i32 } @squares_prototype(ptr, i1 zeroext)

define ptr @counter(ptr %buffer, i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 4, ptr %buffer, ptr @prototype, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  br label %loop
loop:
  %n.val = phi i32 [ %n, %entry ], [ %inc, %resume ]
  call void @print(i32 %n.val)
  %unwind0 = call i1 (...) @llvm.coro.suspend.retcon.i1()
  br i1 %unwind0, label %cleanup, label %resume
resume:
  %inc = add i32 %n.val, 1
  br label %loop
cleanup:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  unreachable
}

; Yields i*i for i = 1..limit, then finishes (returns a null continuation).
define { ptr, i32 } @squares(ptr %buffer, i32 %limit) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 4, ptr %buffer, ptr @squares_prototype, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %resume ]
  %sq = mul i32 %i, %i
  %abort = call i1 (...) @llvm.coro.suspend.retcon.i1(i32 %sq)
  br i1 %abort, label %cleanup, label %resume
resume:
  %i.next = add i32 %i, 1
  %more = icmp sle i32 %i.next, %limit
  br i1 %more, label %loop, label %cleanup
cleanup:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  unreachable
}

define i32 @main() {
entry:
  %0 = alloca [8 x i8], align 4
  %cont0 = call ptr @counter(ptr %0, i32 4)
  %cont1 = call ptr %cont0(ptr %0, i1 zeroext false)
  %cont2 = call ptr %cont1(ptr %0, i1 zeroext false)
  %cont3 = call ptr %cont2(ptr %0, i1 zeroext true)   ; abnormal resume: unwind
  %buf = alloca [8 x i8], align 4
  %first = call { ptr, i32 } @squares(ptr %buf, i32 4)
  br label %drive
drive:
  %r = phi { ptr, i32 } [ %first, %entry ], [ %next, %body ]
  %k = extractvalue { ptr, i32 } %r, 0
  %done = icmp eq ptr %k, null
  br i1 %done, label %exit, label %body
body:
  %v = extractvalue { ptr, i32 } %r, 1
  call void @print(i32 %v)
  %next = call { ptr, i32 } %k(ptr %buf, i1 zeroext false)
  br label %drive
exit:
  %p = call i32 @puts(ptr @.fin)
  ret i32 0
}

define ptr @allocate(i32 %size) {
entry:
  %wide = zext i32 %size to i64
  %p = call ptr @malloc(i64 %wide)
  ret ptr %p
}

define void @deallocate(ptr %ptr) {
entry:
  call void @free(ptr %ptr)
  ret void
}

define void @print(i32 %v) {
entry:
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v)
  ret void
}

declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare i1 @llvm.coro.end(ptr, i1, token)

declare noalias ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

; async_scheduler.ll the way Swift writes it: swifttailcc functions taking the context as their
; swiftasync parameter (r14), suspends and the end going through a dispatch function @dispatch that
; musttail-calls its function argument (another signature, so the splitter inlines it, as LLVM
; does; swifttailcc allows the guaranteed tail call). As in async_scheduler.ll: @work(ctx)
; counts to its context's `n`, and after each step suspends by tail-calling @enqueue with its
; own context (the projection function @self gives it back), so the scheduler in @main resumes
; it later through the resume function it stored in the context. When done it stores its result
; and ends with a tail call of @finish. Two tasks interleave. The context: { ptr resume, i64 n,
; i64 result } (24 bytes) followed by the frame; @swork_fp's context size becomes the whole size,
; which @main allocates.
@swork_fp = constant <{ i32, i32 }> <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @work to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32 }>, ptr @swork_fp, i32 0, i32 1) to i64)) to i32), i32 24 }>
@queue = global [8 x ptr] zeroinitializer
@head = global i64 0
@tail = global i64 0
@.step = private unnamed_addr constant [19 x i8] c"task %ld step %ld\0A\00"
@.fin = private unnamed_addr constant [21 x i8] c"task %ld result %ld\0A\00"

define internal swifttailcc void @dispatch(ptr %fn, ptr %ctx) {
  musttail call swifttailcc void %fn(ptr swiftasync %ctx)
  ret void
}

define ptr @self(ptr %ctx) {
  ret ptr %ctx
}

define swifttailcc void @enqueue(ptr swiftasync %ctx) {
  %t = load i64, ptr @tail
  %slot = and i64 %t, 7
  %p = getelementptr [8 x ptr], ptr @queue, i64 0, i64 %slot
  store ptr %ctx, ptr %p
  %t1 = add i64 %t, 1
  store i64 %t1, ptr @tail
  ret void
}

define swifttailcc void @finish(ptr swiftasync %ctx) {
  %np = getelementptr inbounds i8, ptr %ctx, i64 8
  %n = load i64, ptr %np
  %rp = getelementptr inbounds i8, ptr %ctx, i64 16
  %r = load i64, ptr %rp
  %x = call i32 (ptr, ...) @printf(ptr @.fin, i64 %n, i64 %r)
  ret void
}

define swifttailcc void @work(ptr swiftasync %ctx) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.async(i32 24, i32 16, i32 0, ptr @swork_fp)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %np = getelementptr inbounds i8, ptr %ctx, i64 8
  %n = load i64, ptr %np
  %scale = mul i64 %n, 100
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %resumed ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %resumed ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %step, label %done
step:
  %x = call i32 (ptr, ...) @printf(ptr @.step, i64 %n, i64 %i)
  %resume = call ptr @llvm.coro.async.resume()
  store ptr %resume, ptr %ctx
  %r = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %resume, ptr @self, ptr @dispatch, ptr @enqueue, ptr %ctx)
  br label %resumed
resumed:
  %back = extractvalue { ptr } %r, 0
  %sq = mul i64 %i, %i
  %acc1 = add i64 %acc, %sq
  %i1 = add i64 %i, 1
  br label %loop
done:
  %res = add i64 %acc, %scale
  %rp = getelementptr inbounds i8, ptr %ctx, i64 16
  store i64 %res, ptr %rp
  call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %hdl, i1 false, ptr @dispatch, ptr @finish, ptr %ctx)
  unreachable
}

define ptr @new_task(i64 %n) {
  %szp = getelementptr inbounds i8, ptr @swork_fp, i64 4
  %sz = load i32, ptr %szp
  %sz64 = zext i32 %sz to i64
  %ctx = call ptr @malloc(i64 %sz64)
  %np = getelementptr inbounds i8, ptr %ctx, i64 8
  store i64 %n, ptr %np
  ret ptr %ctx
}

define i32 @main() {
entry:
  %a = call ptr @new_task(i64 3)
  %b = call ptr @new_task(i64 2)
  call swifttailcc void @work(ptr swiftasync %a)
  call swifttailcc void @work(ptr swiftasync %b)
  br label %sched
sched:
  %h = load i64, ptr @head
  %t = load i64, ptr @tail
  %empty = icmp eq i64 %h, %t
  br i1 %empty, label %out, label %run
run:
  %slot = and i64 %h, 7
  %p = getelementptr [8 x ptr], ptr @queue, i64 0, i64 %slot
  %c = load ptr, ptr %p
  %h1 = add i64 %h, 1
  store i64 %h1, ptr @head
  %fn = load ptr, ptr %c
  call swifttailcc void %fn(ptr swiftasync %c)
  br label %sched
out:
  call void @free(ptr %a)
  call void @free(ptr %b)
  ret i32 0
}

declare token @llvm.coro.id.async(i32, i32, i32, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare ptr @llvm.coro.async.resume()
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...)
declare i1 @llvm.coro.end.async(ptr, i1, ...)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

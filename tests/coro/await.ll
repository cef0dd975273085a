; llvm.coro.await.suspend.{void,bool,handle}. The handle flavour resumes the handle its wrapper
; returns: from the ramp as an ordinary call (the ramp then returns its handle to its caller),
; from a resumed invocation as a tail call (the worker's suspend returns straight to main), and
; to llvm.coro.noop's handle (nothing runs). A bool wrapper returning false skips the suspend.
@worker.h = global ptr null
@.step = private unnamed_addr constant [16 x i8] c"worker step %d\0A\00"
@.wclean = private unnamed_addr constant [15 x i8] c"worker cleanup\00"
@.tclean = private unnamed_addr constant [13 x i8] c"task cleanup\00"
@.resumed = private unnamed_addr constant [17 x i8] c"task resumed %d\0A\00"
@.void = private unnamed_addr constant [13 x i8] c"void wrapper\00"
@.bool = private unnamed_addr constant [17 x i8] c"bool wrapper %d\0A\00"
@.nosusp = private unnamed_addr constant [11 x i8] c"no suspend\00"
@.ramp = private unnamed_addr constant [14 x i8] c"ramp returned\00"
@.main = private unnamed_addr constant [9 x i8] c"main %d\0A\00"
@.done = private unnamed_addr constant [9 x i8] c"done=%d\0A\00"

define ptr @worker() presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %s0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %loop
                                 i8 1, label %cleanup]
loop:
  %k = phi i32 [ 1, %entry ], [ %k1, %loop ]
  %r = call i32 (ptr, ...) @printf(ptr @.step, i32 %k)
  %k1 = add i32 %k, 1
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %loop
                                i8 1, label %cleanup]
cleanup:
  %p = call i32 @puts(ptr @.wclean)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define ptr @task() presplitcoroutine {
entry:
  %awaiter = alloca i32, align 4
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  store i32 0, ptr %awaiter, align 4
  %save0 = call token @llvm.coro.save(ptr %hdl)
  call void @llvm.coro.await.suspend.handle(ptr %awaiter, ptr %hdl, ptr @to_worker)
  %s0 = call i8 @llvm.coro.suspend(token %save0, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %a1
                                 i8 1, label %cleanup]
a1:
  %r1 = call i32 (ptr, ...) @printf(ptr @.resumed, i32 1)
  %save1 = call token @llvm.coro.save(ptr %hdl)
  call void @llvm.coro.await.suspend.void(ptr %awaiter, ptr %hdl, ptr @wrap_void)
  %s1 = call i8 @llvm.coro.suspend(token %save1, i1 false)
  switch i8 %s1, label %suspend [i8 0, label %a2
                                 i8 1, label %cleanup]
a2:
  %r2 = call i32 (ptr, ...) @printf(ptr @.resumed, i32 2)
  %save2 = call token @llvm.coro.save(ptr %hdl)
  %b2 = call i1 @llvm.coro.await.suspend.bool(ptr %awaiter, ptr %hdl, ptr @wrap_bool)
  br i1 %b2, label %susp2, label %a3
susp2:
  %s2 = call i8 @llvm.coro.suspend(token %save2, i1 false)
  switch i8 %s2, label %suspend [i8 0, label %a3
                                 i8 1, label %cleanup]
a3:
  %p3 = call i32 @puts(ptr @.nosusp)
  %save3 = call token @llvm.coro.save(ptr %hdl)
  %b3 = call i1 @llvm.coro.await.suspend.bool(ptr %awaiter, ptr %hdl, ptr @wrap_bool)
  br i1 %b3, label %susp3, label %a4
susp3:
  %s3 = call i8 @llvm.coro.suspend(token %save3, i1 false)
  switch i8 %s3, label %suspend [i8 0, label %a4
                                 i8 1, label %cleanup]
a4:
  %r4 = call i32 (ptr, ...) @printf(ptr @.resumed, i32 4)
  %save4 = call token @llvm.coro.save(ptr %hdl)
  call void @llvm.coro.await.suspend.handle(ptr %awaiter, ptr %hdl, ptr @to_worker)
  %s4 = call i8 @llvm.coro.suspend(token %save4, i1 false)
  switch i8 %s4, label %suspend [i8 0, label %a5
                                 i8 1, label %cleanup]
a5:
  %r5 = call i32 (ptr, ...) @printf(ptr @.resumed, i32 5)
  %save5 = call token @llvm.coro.save(ptr %hdl)
  call void @llvm.coro.await.suspend.handle(ptr %awaiter, ptr %hdl, ptr @to_noop)
  %s5 = call i8 @llvm.coro.suspend(token %save5, i1 false)
  switch i8 %s5, label %suspend [i8 0, label %a6
                                 i8 1, label %cleanup]
a6:
  %r6 = call i32 (ptr, ...) @printf(ptr @.resumed, i32 6)
  %sf = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %sf, label %suspend [i8 0, label %trap
                                 i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %pc = call i32 @puts(ptr @.tclean)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define ptr @to_worker(ptr %awaiter, ptr %h) {
entry:
  %w = load ptr, ptr @worker.h
  ret ptr %w
}

define ptr @to_noop(ptr %awaiter, ptr %h) {
entry:
  %n = call ptr @llvm.coro.noop()
  ret ptr %n
}

define void @wrap_void(ptr %awaiter, ptr %h) {
entry:
  %p = call i32 @puts(ptr @.void)
  ret void
}

; Returns false the first time, true afterwards.
define i1 @wrap_bool(ptr %awaiter, ptr %h) {
entry:
  %n = load i32, ptr %awaiter, align 4
  %n1 = add i32 %n, 1
  store i32 %n1, ptr %awaiter, align 4
  %r = call i32 (ptr, ...) @printf(ptr @.bool, i32 %n)
  %suspend = icmp ne i32 %n, 0
  ret i1 %suspend
}

define i32 @main() {
entry:
  %w = call ptr @worker()
  store ptr %w, ptr @worker.h
  %t = call ptr @task()
  %p0 = call i32 @puts(ptr @.ramp)
  call void @llvm.coro.resume(ptr %t)
  %m1 = call i32 (ptr, ...) @printf(ptr @.main, i32 1)
  call void @llvm.coro.resume(ptr %t)
  %m2 = call i32 (ptr, ...) @printf(ptr @.main, i32 2)
  call void @llvm.coro.resume(ptr %t)
  %m3 = call i32 (ptr, ...) @printf(ptr @.main, i32 3)
  call void @llvm.coro.resume(ptr %t)
  %m4 = call i32 (ptr, ...) @printf(ptr @.main, i32 4)
  call void @llvm.coro.resume(ptr %t)
  %done = call i1 @llvm.coro.done(ptr %t)
  %done.i = zext i1 %done to i32
  %pd = call i32 (ptr, ...) @printf(ptr @.done, i32 %done.i)
  call void @llvm.coro.destroy(ptr %t)
  call void @llvm.coro.destroy(ptr %w)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare token @llvm.coro.save(ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare void @llvm.coro.await.suspend.void(ptr, ptr, ptr)
declare i1 @llvm.coro.await.suspend.bool(ptr, ptr, ptr)
declare void @llvm.coro.await.suspend.handle(ptr, ptr, ptr)
declare ptr @llvm.coro.noop()
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare i1 @llvm.coro.done(ptr)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare void @llvm.trap()
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

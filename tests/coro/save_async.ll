; A separate llvm.coro.save before an "asynchronous" operation. @sync_op completes at once and
; resumes the coroutine before the coroutine reaches its llvm.coro.suspend: the resumed execution
; continues after that suspend (with %x, computed before the save), and when @sync_op returns the
; original invocation reaches the suspend and just takes the suspend path. @deferred_op only
; records the handle; main resumes it later.
; Expected output:
;   start / sync_op / after1 x=6 / deferred_op / sync_op returns / ramp returned /
;   after2 / done=1 / cleanup
@pending = global ptr null
@.start = private unnamed_addr constant [6 x i8] c"start\00"
@.sync = private unnamed_addr constant [8 x i8] c"sync_op\00"
@.sync.ret = private unnamed_addr constant [16 x i8] c"sync_op returns\00"
@.deferred = private unnamed_addr constant [12 x i8] c"deferred_op\00"
@.after1 = private unnamed_addr constant [13 x i8] c"after1 x=%d\0A\00"
@.after2 = private unnamed_addr constant [7 x i8] c"after2\00"
@.ramp = private unnamed_addr constant [14 x i8] c"ramp returned\00"
@.done = private unnamed_addr constant [9 x i8] c"done=%d\0A\00"
@.cleanup = private unnamed_addr constant [8 x i8] c"cleanup\00"

define ptr @g(i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %p0 = call i32 @puts(ptr @.start)
  %x = add i32 %n, 1
  %save1 = call token @llvm.coro.save(ptr %hdl)
  call void @sync_op(ptr %hdl)
  %s1 = call i8 @llvm.coro.suspend(token %save1, i1 false)
  switch i8 %s1, label %suspend [i8 0, label %after1
                                 i8 1, label %cleanup]
after1:
  %p1 = call i32 (ptr, ...) @printf(ptr @.after1, i32 %x)
  %save2 = call token @llvm.coro.save(ptr %hdl)
  call void @deferred_op(ptr %hdl)
  %s2 = call i8 @llvm.coro.suspend(token %save2, i1 false)
  switch i8 %s2, label %suspend [i8 0, label %after2
                                 i8 1, label %cleanup]
after2:
  %p2 = call i32 @puts(ptr @.after2)
  %s3 = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %s3, label %suspend [i8 0, label %trap
                                 i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %p3 = call i32 @puts(ptr @.cleanup)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define void @sync_op(ptr %h) {
entry:
  %p = call i32 @puts(ptr @.sync)
  call void @llvm.coro.resume(ptr %h)
  %q = call i32 @puts(ptr @.sync.ret)
  ret void
}

define void @deferred_op(ptr %h) {
entry:
  store ptr %h, ptr @pending
  %p = call i32 @puts(ptr @.deferred)
  ret void
}

define i32 @main() {
entry:
  %hdl = call ptr @g(i32 5)
  %p = call i32 @puts(ptr @.ramp)
  %h2 = load ptr, ptr @pending
  call void @llvm.coro.resume(ptr %h2)
  %done = call i1 @llvm.coro.done(ptr %hdl)
  %done.i = zext i1 %done to i32
  %q = call i32 (ptr, ...) @printf(ptr @.done, i32 %done.i)
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare token @llvm.coro.save(ptr)
declare i8 @llvm.coro.suspend(token, i1)
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

; An "asynchronous" operation that destroys the coroutine synchronously, between its
; llvm.coro.save and llvm.coro.suspend: the destroy continues after the suspend with 1, runs the
; cleanup (which frees the frame) and returns to @cancel; the ramp then takes the suspend path
; and returns normally.
; Expected output: start / cancel / cleanup / cancel returns / ramp returned.
@.start = private unnamed_addr constant [6 x i8] c"start\00"
@.cancel = private unnamed_addr constant [7 x i8] c"cancel\00"
@.cancel.ret = private unnamed_addr constant [15 x i8] c"cancel returns\00"
@.cleanup = private unnamed_addr constant [8 x i8] c"cleanup\00"
@.resumed = private unnamed_addr constant [8 x i8] c"resumed\00"
@.ramp = private unnamed_addr constant [14 x i8] c"ramp returned\00"

define ptr @g() presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %p0 = call i32 @puts(ptr @.start)
  %save = call token @llvm.coro.save(ptr %hdl)
  call void @cancel(ptr %hdl)
  %s = call i8 @llvm.coro.suspend(token %save, i1 false)
  switch i8 %s, label %suspend [i8 0, label %resumed
                                i8 1, label %cleanup]
resumed:
  %p1 = call i32 @puts(ptr @.resumed)
  br label %cleanup
cleanup:
  %p2 = call i32 @puts(ptr @.cleanup)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define void @cancel(ptr %h) {
entry:
  %p = call i32 @puts(ptr @.cancel)
  call void @llvm.coro.destroy(ptr %h)
  %q = call i32 @puts(ptr @.cancel.ret)
  ret void
}

define i32 @main() {
entry:
  %hdl = call ptr @g()
  %p = call i32 @puts(ptr @.ramp)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare token @llvm.coro.save(ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare void @llvm.coro.destroy(ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @puts(ptr)

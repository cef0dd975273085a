; The unwind form of llvm.coro.end, reached here by a plain branch (cpp_exceptions.*.ll reach it
; from a cleanup landing pad): it marks the coroutine done (null resume pointer) and returns false
; in the ramp and true in a resumed invocation, which then leaves through the ordinary llvm.coro.end.
; Expected output: ramp unwind 0 / resumed unwind 1 / done 1.
@.ramp = private unnamed_addr constant [16 x i8] c"ramp unwind %d\0A\00"
@.res = private unnamed_addr constant [19 x i8] c"resumed unwind %d\0A\00"
@.done = private unnamed_addr constant [9 x i8] c"done %d\0A\00"

define ptr @c(i1 %in.ramp) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %m = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %m)
  br i1 %in.ramp, label %unwind.ramp, label %wait
unwind.ramp:
  %u0 = call i1 @llvm.coro.end(ptr null, i1 true, token none)
  %u0.i = zext i1 %u0 to i32
  %r0 = call i32 (ptr, ...) @printf(ptr @.ramp, i32 %u0.i)
  br label %suspend
wait:
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %unwind
                                i8 1, label %suspend]
unwind:
  %u = call i1 @llvm.coro.end(ptr null, i1 true, token none)
  %u.i = zext i1 %u to i32
  %r = call i32 (ptr, ...) @printf(ptr @.res, i32 %u.i)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define i32 @main() {
entry:
  %h0 = call ptr @c(i1 true)
  %h = call ptr @c(i1 false)
  call void @llvm.coro.resume(ptr %h)
  %d = call i1 @llvm.coro.done(ptr %h)
  %d.i = zext i1 %d to i32
  %r = call i32 (ptr, ...) @printf(ptr @.done, i32 %d.i)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare i1 @llvm.coro.end(ptr, i1, token)
declare i1 @llvm.coro.done(ptr)
declare i64 @llvm.coro.size.i64()
declare void @llvm.coro.resume(ptr)
declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

; `coro_only_destroy_when_complete`: the coroutine is destroyed only after its final suspend, so
; its destroy function needs no dispatch on the suspend index. A front-end-style `__coro_gro`
; alloca marked `!coro.outside.frame` is used before the first suspend only and stays out of the
; frame. Expected output: gro 7 / step 1 / step 2 / step 3 / cleanup 3.
@.step = private unnamed_addr constant [9 x i8] c"step %d\0A\00"
@.gro = private unnamed_addr constant [8 x i8] c"gro %d\0A\00"
@.cleanup = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00"

define ptr @steps() presplitcoroutine coro_only_destroy_when_complete {
entry:
  %gro = alloca [8 x i64], align 8, !coro.outside.frame !0
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %mem = call ptr @malloc(i64 %size)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr %mem)
  store i64 7, ptr %gro
  call void @show_gro(ptr %gro)
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %next ]
  call i32 (ptr, ...) @printf(ptr @.step, i32 %i)
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %next
                                i8 1, label %cleanup]
next:
  %i1 = add i32 %i, 1
  %more = icmp ule i32 %i1, 3
  br i1 %more, label %loop, label %final
final:
  %f = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %f, label %suspend [i8 0, label %trap
                                i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %last = phi i32 [ %i, %loop ], [ 3, %final ]
  call i32 (ptr, ...) @printf(ptr @.cleanup, i32 %last)
  %m = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %m)
  br label %suspend
suspend:
  %e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define void @show_gro(ptr %p) {
  %v = load i64, ptr %p
  %v32 = trunc i64 %v to i32
  call i32 (ptr, ...) @printf(ptr @.gro, i32 %v32)
  ret void
}

define i32 @main() {
entry:
  %h = call ptr @steps()
  br label %loop
loop:
  call void @llvm.coro.resume(ptr %h)
  %d = call i1 @llvm.coro.done(ptr %h)
  br i1 %d, label %out, label %loop
out:
  call void @llvm.coro.destroy(ptr %h)
  ret i32 0
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare void @llvm.trap()

!0 = !{}

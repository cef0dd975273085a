; Seed 000 (LLVM coroutines), sections "'llvm.coro.await.suspend.void'",
; "'llvm.coro.await.suspend.bool'", "'llvm.coro.await.suspend.handle'",
; "'llvm.coro.noop'", "'llvm.coro.frame'", "'llvm.coro.align'", the
; coro_only_destroy_when_complete attribute and the !coro.outside.frame
; metadata. One switch-resume coroutine awaits three times, once with each
; await.suspend flavour (between its coro.save and coro.suspend); the handle
; flavour transfers control to the no-op coroutine returned by llvm.coro.noop.
; (The seed's bool example writes `br i1 %resume, %a, %b` without `label`;
; fixed here.)
; Expected output: suspend void / suspend bool / suspend handle / frame ok /
; done=1 (checked with opt-19 -passes='coro-early,coro-split,coro-cleanup'
; followed by lli-19).
target triple = "x86_64-unknown-linux-gnu"

@.void = private unnamed_addr constant [13 x i8] c"suspend void\00", align 1
@.bool = private unnamed_addr constant [13 x i8] c"suspend bool\00", align 1
@.handle = private unnamed_addr constant [15 x i8] c"suspend handle\00", align 1
@.frame.ok = private unnamed_addr constant [9 x i8] c"frame ok\00", align 1
@.frame.bad = private unnamed_addr constant [10 x i8] c"frame bad\00", align 1
@.done = private unnamed_addr constant [9 x i8] c"done=%d\0A\00", align 1

define ptr @task() presplitcoroutine coro_only_destroy_when_complete {
entry:
  %__coro_gro = alloca i32, align 4, !coro.outside.frame !0
  %awaiter = alloca i32, align 4
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %align = call i64 @llvm.coro.align.i64()
  ; aligned_alloc wants a size that is a multiple of the alignment
  %align.m1 = sub i64 %align, 1
  %size.up = add i64 %size, %align.m1
  %mask = xor i64 %align.m1, -1
  %size.rounded = and i64 %size.up, %mask
  %alloc = call ptr @aligned_alloc(i64 %align, i64 %size.rounded)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  store i32 0, ptr %__coro_gro, align 4
  store i32 0, ptr %awaiter, align 4
  br label %await.suspend

await.suspend:
  %save = call token @llvm.coro.save(ptr %hdl)
  call void @llvm.coro.await.suspend.void(
              ptr %awaiter,
              ptr %hdl,
              ptr @await_suspend_function_void)
  %suspend = call i8 @llvm.coro.suspend(token %save, i1 false)
  switch i8 %suspend, label %suspend.ret [i8 0, label %await2.suspend
                                          i8 1, label %cleanup]

await2.suspend:
  %save2 = call token @llvm.coro.save(ptr %hdl)
  %resume = call i1 @llvm.coro.await.suspend.bool(
              ptr %awaiter,
              ptr %hdl,
              ptr @await_suspend_function_bool)
  br i1 %resume, label %await.suspend.bool, label %await.ready
await.suspend.bool:
  %suspend2 = call i8 @llvm.coro.suspend(token %save2, i1 false)
  switch i8 %suspend2, label %suspend.ret [i8 0, label %await.ready
                                           i8 1, label %cleanup]
await.ready:
  %save3 = call token @llvm.coro.save(ptr %hdl)
  call void @llvm.coro.await.suspend.handle(
      ptr %awaiter,
      ptr %hdl,
      ptr @await_suspend_function_handle)
  %suspend3 = call i8 @llvm.coro.suspend(token %save3, i1 false)
  switch i8 %suspend3, label %suspend.ret [i8 0, label %after.handle
                                           i8 1, label %cleanup]
after.handle:
  %frame = call ptr @llvm.coro.frame()
  %same = icmp eq ptr %frame, %hdl
  %msg = select i1 %same, ptr @.frame.ok, ptr @.frame.bad
  %p = call i32 @puts(ptr %msg)
  %final = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %final, label %suspend.ret [i8 0, label %trap
                                        i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend.ret
suspend.ret:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

; Wrapper functions with the signatures the intrinsics require.
define void @await_suspend_function_void(ptr %awaiter, ptr %hdl) {
entry:
  %n = load i32, ptr %awaiter, align 4
  %n1 = add i32 %n, 1
  store i32 %n1, ptr %awaiter, align 4
  %p = call i32 @puts(ptr @.void)
  ret void
}

define i1 @await_suspend_function_bool(ptr %awaiter, ptr %hdl) {
entry:
  %n = load i32, ptr %awaiter, align 4
  %p = call i32 @puts(ptr @.bool)
  %suspend = icmp ne i32 %n, 0
  ret i1 %suspend
}

define ptr @await_suspend_function_handle(ptr %awaiter, ptr %hdl) {
entry:
  %p = call i32 @puts(ptr @.handle)
  %noop = call ptr @llvm.coro.noop()
  ret ptr %noop
}

define i32 @main() {
entry:
  %hdl = call ptr @task()            ; runs to the void await
  call void @llvm.coro.resume(ptr %hdl)   ; bool await, suspends (awaiter != 0)
  call void @llvm.coro.resume(ptr %hdl)   ; handle await, transfers to coro.noop
  call void @llvm.coro.resume(ptr %hdl)   ; runs to the final suspend
  %done = call i1 @llvm.coro.done(ptr %hdl)
  %done.i = zext i1 %done to i32
  %p = call i32 (ptr, ...) @printf(ptr @.done, i32 %done.i)
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare i64 @llvm.coro.align.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare token @llvm.coro.save(ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare void @llvm.coro.await.suspend.void(ptr, ptr, ptr)
declare i1 @llvm.coro.await.suspend.bool(ptr, ptr, ptr)
declare void @llvm.coro.await.suspend.handle(ptr, ptr, ptr)
declare ptr @llvm.coro.noop()
declare ptr @llvm.coro.frame()
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare i1 @llvm.coro.done(ptr)
declare void @llvm.trap()

declare ptr @aligned_alloc(i64, i64)
declare void @free(ptr)
declare i32 @puts(ptr)
declare i32 @printf(ptr, ...)

!0 = !{}

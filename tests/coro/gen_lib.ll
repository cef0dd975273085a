; The coroutine the error tests drive (each test appends its own @main): @gen(n, static) prints
; 0 .. n-1, one per resume, then reaches its final suspend. Its frame is malloc'ed, or lives in
; @buf (and is never freed) when %static is true. It leaks the address of its alloca %slot
; through @leak.
@buf = global [64 x i8] zeroinitializer, align 16
@leak = global ptr null
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

define ptr @gen(i32 %n, i1 %static) presplitcoroutine {
entry:
  %slot = alloca i32, align 4
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  br i1 %static, label %begin, label %heap
heap:
  %alloc = call ptr @malloc(i64 %size)
  br label %begin
begin:
  %mem0 = phi ptr [ @buf, %entry ], [ %alloc, %heap ]
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %mem0)
  store i32 7, ptr %slot, align 4
  store ptr %slot, ptr @leak
  br label %loop
loop:
  %i = phi i32 [ 0, %begin ], [ %i1, %yield.resume ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %yield, label %final
yield:
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %yield.resume
                                i8 1, label %cleanup]
yield.resume:
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %i)
  %i1 = add i32 %i, 1
  br label %loop
final:
  %sf = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %sf, label %suspend [i8 0, label %trap
                                 i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  br i1 %static, label %suspend, label %dofree
dofree:
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
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

; A generator with an initial and a final suspend: `for i in range(n): yield i`. The driver
; resumes until llvm.coro.done, which the final suspend makes true (null resume pointer), and
; then destroys it from the final suspend point.
; Expected output: 0 1 2 3 / done / cleanup.
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@.done = private unnamed_addr constant [5 x i8] c"done\00"
@.cleanup = private unnamed_addr constant [8 x i8] c"cleanup\00"

define ptr @gen(i32 %n) presplitcoroutine {
entry:
  %current = alloca i32, align 4
  %id = call token @llvm.coro.id(i32 0, ptr %current, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %s.initial = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s.initial, label %suspend [i8 0, label %for.cond
                                        i8 1, label %cleanup]
for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.resume ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %while.end
for.body:
  store i32 %i, ptr %current, align 4
  %s.yield = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s.yield, label %suspend [i8 0, label %for.resume
                                      i8 1, label %cleanup]
for.resume:
  %i.next = add nsw i32 %i, 1
  br label %for.cond
while.end:
  %s.final = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %s.final, label %suspend [i8 0, label %trap
                                      i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %p = call i32 @puts(ptr @.cleanup)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define i32 @main() {
entry:
  %hdl = call ptr @gen(i32 4)
  %promise = call ptr @llvm.coro.promise(ptr %hdl, i32 4, i1 false)
  br label %loop
loop:
  call void @llvm.coro.resume(ptr %hdl)
  %done = call i1 @llvm.coro.done(ptr %hdl)
  br i1 %done, label %finished, label %body
body:
  %v = load i32, ptr %promise, align 4
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v)
  br label %loop
finished:
  %p = call i32 @puts(ptr @.done)
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @llvm.coro.promise(ptr, i32, i1)
declare i1 @llvm.coro.done(ptr)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare void @llvm.trap()
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

; Two suspend points per iteration: f prints n, suspends, prints -(n+1), suspends, loops. The
; destroy arrives at the second suspend point, whose cleanup prints which point it left from.
; Expected output: 4 -5 5 -6 "cleanup from 2".
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@.cleanup = private unnamed_addr constant [17 x i8] c"cleanup from %d\0A\00"

define ptr @f(i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  br label %loop
loop:
  %n.val = phi i32 [ %n, %entry ], [ %inc, %loop.resume ]
  %r1 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %n.val)
  %s1 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s1, label %suspend [i8 0, label %loop.second
                                 i8 1, label %cleanup]
loop.second:
  %inc = add nsw i32 %n.val, 1
  %neg = xor i32 %n.val, -1
  %r2 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %neg)
  %s2 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s2, label %suspend [i8 0, label %loop.resume
                                 i8 1, label %cleanup]
loop.resume:
  br label %loop
cleanup:
  %where = phi i32 [ 1, %loop ], [ 2, %loop.second ]
  %r3 = call i32 (ptr, ...) @printf(ptr @.cleanup, i32 %where)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define i32 @main() {
entry:
  %hdl = call ptr @f(i32 4)
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

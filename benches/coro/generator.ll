; The coroutine of the resume-cost benchmark: yields 0..n through an i64 promise, then suspends finally.

define ptr @gen(i64 %n) presplitcoroutine {
entry:
  %promise = alloca i64, align 8
  %id = call token @llvm.coro.id(i32 0, ptr %promise, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %mem = call ptr @malloc(i64 %size)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr %mem)
  %s0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %loop
                                 i8 1, label %cleanup]
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %more ]
  store i64 %i, ptr %promise
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %more
                                i8 1, label %cleanup]
more:
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %final
final:
  %f = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %f, label %suspend [i8 0, label %trap
                                i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %m = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %m)
  br label %suspend
suspend:
  %e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}
declare ptr @malloc(i64)
declare void @free(ptr)

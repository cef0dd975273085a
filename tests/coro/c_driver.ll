; A C-style driver that knows only the frame ABI: it loads the resume function from offset 0 of
; the handle and calls it with the handle, checks "done" as a null resume pointer, reads the
; destroy function at offset 8 (and through llvm.coro.subfn.addr) and calls that.
; Expected output: 10 / 11 / 12 / done / same destroy 1 / destroyed.
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@.done = private unnamed_addr constant [5 x i8] c"done\00"
@.same = private unnamed_addr constant [17 x i8] c"same destroy %d\0A\00"
@.destroyed = private unnamed_addr constant [10 x i8] c"destroyed\00"

define ptr @count3(i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop.resume ]
  %v = add i32 %n, %i
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v)
  %i.next = add i32 %i, 1
  %last = icmp eq i32 %i.next, 3
  br i1 %last, label %final, label %yield
yield:
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %loop.resume
                                i8 1, label %cleanup]
final:
  %f = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %f, label %suspend [i8 0, label %trap
                                i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
loop.resume:
  br label %loop
cleanup:
  %p = call i32 @puts(ptr @.destroyed)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define i32 @main() {
entry:
  %h = call ptr @count3(i32 10)
  br label %drive
drive:
  %resume = load ptr, ptr %h, align 8
  %done = icmp eq ptr %resume, null
  br i1 %done, label %finish, label %step
step:
  call void %resume(ptr %h)
  br label %drive
finish:
  %p = call i32 @puts(ptr @.done)
  %slot = getelementptr inbounds i8, ptr %h, i64 8
  %destroy = load ptr, ptr %slot, align 8
  %sub = call ptr @llvm.coro.subfn.addr(ptr %h, i8 1)
  %same = icmp eq ptr %sub, %destroy
  %same.i = zext i1 %same to i32
  %q = call i32 (ptr, ...) @printf(ptr @.same, i32 %same.i)
  call void %destroy(ptr %h)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @llvm.coro.subfn.addr(ptr, i8)
declare void @llvm.trap()
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

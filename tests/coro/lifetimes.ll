; Two 64-byte buffers whose lifetimes (llvm.lifetime.start/end) each span one suspend point and
; never overlap: both escape into calls, so both live in the frame, and Kiln gives them one slot
; (LLVM 19 at -O0 gives each its own). A third buffer lives between two suspends only and stays on
; the stack of whichever function runs it. Expected output: sum 64 / sum 128 / tmp 192 / freed.
@.sum = private unnamed_addr constant [8 x i8] c"sum %d\0A\00"
@.tmp = private unnamed_addr constant [8 x i8] c"tmp %d\0A\00"
@.freed = private unnamed_addr constant [6 x i8] c"freed\00"

define void @fill(ptr %p, i8 %v) {
  call void @llvm.memset.p0.i64(ptr %p, i8 %v, i64 64, i1 false)
  ret void
}

define i32 @sum(ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %q = getelementptr inbounds i8, ptr %p, i64 %i
  %b = load i8, ptr %q
  %bz = zext i8 %b to i32
  %acc1 = add i32 %acc, %bz
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 64
  br i1 %more, label %loop, label %done
done:
  ret i32 %acc1
}

define ptr @f() presplitcoroutine {
entry:
  %a = alloca [64 x i8], align 8
  %b = alloca [64 x i8], align 8
  %t = alloca [64 x i8], align 8
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %mem = call ptr @malloc(i64 %size)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr %mem)
  call void @llvm.lifetime.start.p0(i64 64, ptr %a)
  call void @fill(ptr %a, i8 1)
  %s0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %one
                                 i8 1, label %cleanup]
one:
  %x = call i32 @sum(ptr %a)
  call i32 (ptr, ...) @printf(ptr @.sum, i32 %x)
  call void @llvm.lifetime.end.p0(i64 64, ptr %a)
  call void @llvm.lifetime.start.p0(i64 64, ptr %b)
  call void @fill(ptr %b, i8 2)
  %s1 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s1, label %suspend [i8 0, label %two
                                 i8 1, label %cleanup]
two:
  %y = call i32 @sum(ptr %b)
  call i32 (ptr, ...) @printf(ptr @.sum, i32 %y)
  call void @llvm.lifetime.end.p0(i64 64, ptr %b)
  call void @llvm.lifetime.start.p0(i64 64, ptr %t)
  call void @fill(ptr %t, i8 3)
  %z = call i32 @sum(ptr %t)
  call i32 (ptr, ...) @printf(ptr @.tmp, i32 %z)
  call void @llvm.lifetime.end.p0(i64 64, ptr %t)
  %s2 = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %s2, label %suspend [i8 0, label %cleanup
                                 i8 1, label %cleanup]
cleanup:
  %m = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %m)
  call i32 @puts(ptr @.freed)
  br label %suspend
suspend:
  %e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define i32 @main() {
  %h = call ptr @f()
  call void @llvm.coro.resume(ptr %h)
  call void @llvm.coro.resume(ptr %h)
  call void @llvm.coro.destroy(ptr %h)
  ret i32 0
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

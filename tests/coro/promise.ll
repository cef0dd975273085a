; The promise lives in the frame at align_to(16, promise align), and the caller reads it through
; llvm.coro.promise; from=true converts a promise address back to the handle.
; @f yields n, n+1, ... through an i32 promise (offset 16). @big has an `align 64` i64 promise
; whose value is stored before llvm.coro.begin (so begin must move its bytes into the frame): its
; frame is 128 bytes aligned to 64 with the promise at offset 64, and after begin the alloca's
; SSA value is the in-frame address.
; Expected output: 4 5 6 / size 128 align 64 / inside 1 / offset 64 / 7 / 8 / back 1.
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@.layout = private unnamed_addr constant [18 x i8] c"size %d align %d\0A\00"
@.inside = private unnamed_addr constant [11 x i8] c"inside %d\0A\00"
@.offset = private unnamed_addr constant [11 x i8] c"offset %d\0A\00"
@.back = private unnamed_addr constant [9 x i8] c"back %d\0A\00"
@.lld = private unnamed_addr constant [6 x i8] c"%lld\0A\00"

define ptr @f(i32 %n) presplitcoroutine {
entry:
  %promise = alloca i32
  %id = call token @llvm.coro.id(i32 0, ptr %promise, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  br label %loop
loop:
  %n.val = phi i32 [ %n, %entry ], [ %inc, %loop ]
  %inc = add nsw i32 %n.val, 1
  store i32 %n.val, ptr %promise
  %0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %0, label %suspend [i8 0, label %loop
                                i8 1, label %cleanup]
cleanup:
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define ptr @big() presplitcoroutine {
entry:
  %promise = alloca i64, align 64
  %id = call token @llvm.coro.id(i32 0, ptr %promise, ptr null, ptr null)
  store i64 7, ptr %promise, align 64
  %size = call i64 @llvm.coro.size.i64()
  %align = call i64 @llvm.coro.align.i64()
  %size.i = trunc i64 %size to i32
  %align.i = trunc i64 %align to i32
  %r0 = call i32 (ptr, ...) @printf(ptr @.layout, i32 %size.i, i32 %align.i)
  %alloc = call ptr @aligned_alloc(i64 %align, i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %where = call ptr @llvm.coro.promise(ptr %hdl, i32 64, i1 false)
  %same = icmp eq ptr %where, %promise
  %same.i = zext i1 %same to i32
  %r1 = call i32 (ptr, ...) @printf(ptr @.inside, i32 %same.i)
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %bump
                                i8 1, label %cleanup]
bump:
  %v = load i64, ptr %promise, align 64
  %v1 = add i64 %v, 1
  store i64 %v1, ptr %promise, align 64
  %s2 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s2, label %suspend [i8 0, label %cleanup
                                 i8 1, label %cleanup]
cleanup:
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
  %promise.addr = call ptr @llvm.coro.promise(ptr %hdl, i32 4, i1 false)
  %val0 = load i32, ptr %promise.addr
  %r0 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %val0)
  call void @llvm.coro.resume(ptr %hdl)
  %val1 = load i32, ptr %promise.addr
  %r1 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %val1)
  call void @llvm.coro.resume(ptr %hdl)
  %val2 = load i32, ptr %promise.addr
  %r2 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %val2)
  call void @llvm.coro.destroy(ptr %hdl)

  %b = call ptr @big()
  %bp = call ptr @llvm.coro.promise(ptr %b, i32 64, i1 false)
  %bi = ptrtoint ptr %b to i64
  %bpi = ptrtoint ptr %bp to i64
  %off = sub i64 %bpi, %bi
  %off.i = trunc i64 %off to i32
  %r3 = call i32 (ptr, ...) @printf(ptr @.offset, i32 %off.i)
  %x0 = load i64, ptr %bp, align 64
  %r4 = call i32 (ptr, ...) @printf(ptr @.lld, i64 %x0)
  call void @llvm.coro.resume(ptr %b)
  %x1 = load i64, ptr %bp, align 64
  %r5 = call i32 (ptr, ...) @printf(ptr @.lld, i64 %x1)
  %back = call ptr @llvm.coro.promise(ptr %bp, i32 64, i1 true)
  %same = icmp eq ptr %back, %b
  %same.i = zext i1 %same to i32
  %r6 = call i32 (ptr, ...) @printf(ptr @.back, i32 %same.i)
  call void @llvm.coro.destroy(ptr %b)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare i64 @llvm.coro.align.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @llvm.coro.promise(ptr, i32, i1)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare ptr @malloc(i64)
declare ptr @aligned_alloc(i64, i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

; An `align 64` buffer whose address escapes lives in the frame across suspends, and the frame
; comes from plain malloc (16-byte alignment). LLVM 19 puts it at offset 64 of the malloc'ed
; memory and hands out a misaligned pointer (Coroutines.rst, "coro.begin and coro.free ignore
; alignment"); Kiln over-allocates, rounds the frame up, and coro.free still frees what malloc
; returned. Expected output: aligned 1 / aligned 1 / value 42 / freed.
@.al = private unnamed_addr constant [12 x i8] c"aligned %d\0A\00"
@.val = private unnamed_addr constant [10 x i8] c"value %d\0A\00"
@.freed = private unnamed_addr constant [6 x i8] c"freed\00"

define void @check(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %low = and i64 %i, 63
  %ok = icmp eq i64 %low, 0
  %okz = zext i1 %ok to i32
  call i32 (ptr, ...) @printf(ptr @.al, i32 %okz)
  ret void
}

define ptr @f() presplitcoroutine {
entry:
  %buf = alloca [16 x i32], align 64
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %mem = call ptr @malloc(i64 %size)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr %mem)
  call void @check(ptr %buf)
  store i32 42, ptr %buf, align 64
  %s0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %one
                                 i8 1, label %cleanup]
one:
  call void @check(ptr %buf)
  %v = load i32, ptr %buf, align 64
  call i32 (ptr, ...) @printf(ptr @.val, i32 %v)
  %s1 = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %s1, label %suspend [i8 0, label %cleanup
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
  call void @llvm.coro.destroy(ptr %h)
  ret i32 0
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

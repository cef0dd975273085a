; Custom allocation guarded by llvm.coro.alloc and a null-checked llvm.coro.free (the shape
; CoroElide needs). The allocator reports the frame size and alignment the interpreter asks for
; (header only: 16 and 16). Expected output: alloc 16 align 16, 4, 5, free.
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@.alloc = private unnamed_addr constant [19 x i8] c"alloc %d align %d\0A\00"
@.free = private unnamed_addr constant [5 x i8] c"free\00"

define ptr @f(i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %need.dyn.alloc = call i1 @llvm.coro.alloc(token %id)
  br i1 %need.dyn.alloc, label %dyn.alloc, label %coro.begin
dyn.alloc:
  %size = call i32 @llvm.coro.size.i32()
  %align = call i32 @llvm.coro.align.i32()
  %alloc = call ptr @CustomAlloc(i32 %size, i32 %align)
  br label %coro.begin
coro.begin:
  %phi = phi ptr [ null, %entry ], [ %alloc, %dyn.alloc ]
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %phi)
  br label %loop
loop:
  %n.val = phi i32 [ %n, %coro.begin ], [ %inc, %loop ]
  %inc = add nsw i32 %n.val, 1
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %n.val)
  %0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %0, label %suspend [i8 0, label %loop
                                i8 1, label %cleanup]
cleanup:
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  %need.dyn.free = icmp ne ptr %mem, null
  br i1 %need.dyn.free, label %dyn.free, label %if.end
dyn.free:
  call void @CustomFree(ptr %mem)
  br label %if.end
if.end:
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define ptr @CustomAlloc(i32 %size, i32 %align) {
entry:
  %r = call i32 (ptr, ...) @printf(ptr @.alloc, i32 %size, i32 %align)
  %wide = zext i32 %size to i64
  %p = call ptr @malloc(i64 %wide)
  ret ptr %p
}

define void @CustomFree(ptr %mem) {
entry:
  %r = call i32 @puts(ptr @.free)
  call void @free(ptr %mem)
  ret void
}

; The handle escapes into @keep, so CoroElide leaves the frame on the heap at -O2 too (the
; allocator's prints are part of the expected output).
@keep = global ptr null

define i32 @main() {
entry:
  %hdl = call ptr @f(i32 4)
  store ptr %hdl, ptr @keep
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i1 @llvm.coro.alloc(token)
declare i32 @llvm.coro.size.i32()
declare i32 @llvm.coro.align.i32()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

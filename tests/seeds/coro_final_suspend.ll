; Seed 000 (LLVM coroutines), sections "最终挂起" (final suspend) and
; "'llvm.coro.suspend' 内联函数" (final suspend point example with llvm.trap):
; a Python-style generator  def coroutine(n): for i in range(n): yield i
; lowered with the injected initial suspend and the final suspend (i1 true),
; the seed's main that resumes until llvm.coro.done, and its __next__ helper
; (StopIteration is modelled as returning -1).
; Expected output: 0 1 2 3 (one per line) then "done".
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.done = private unnamed_addr constant [5 x i8] c"done\00", align 1

define ptr @coroutine(i32 %n) presplitcoroutine {
entry:
  %current_value = alloca i32, align 4
  %id = call token @llvm.coro.id(i32 0, ptr %current_value, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  ; injected suspend point, so that the coroutine starts suspended
  %s.initial = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s.initial, label %suspend [i8 0, label %for.cond
                                        i8 1, label %cleanup]
for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.resume ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %while.end
for.body:
  ; current_value = i; <SUSPEND>  -- corresponds to "yield i"
  store i32 %i, ptr %current_value, align 4
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
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

; The seed's driver: keep resuming until the final suspend point is reached,
; then destroy the coroutine.
define i32 @drain(i32 %n) {
entry:
  %hdl = call ptr @coroutine(i32 %n)
  br label %while
while:
  call void @llvm.coro.resume(ptr %hdl)
  %done = call i1 @llvm.coro.done(ptr %hdl)
  br i1 %done, label %end, label %while
end:
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

; int __next__(void* hdl) {
;   coro.resume(hdl);
;   if (coro.done(hdl)) throw StopIteration();   // here: return -1
;   return *(int*)coro.promise(hdl, 4, false);
; }
define i32 @__next__(ptr %hdl) {
entry:
  call void @llvm.coro.resume(ptr %hdl)
  %done = call i1 @llvm.coro.done(ptr %hdl)
  br i1 %done, label %stop, label %value
stop:
  ret i32 -1
value:
  %p = call ptr @llvm.coro.promise(ptr %hdl, i32 4, i1 false)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @main() {
entry:
  %r = call i32 @drain(i32 3)
  %hdl = call ptr @coroutine(i32 4)
  br label %loop
loop:
  %v = call i32 @__next__(ptr %hdl)
  %stop = icmp eq i32 %v, -1
  br i1 %stop, label %end, label %body
body:
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v)
  br label %loop
end:
  call void @llvm.coro.destroy(ptr %hdl)
  %q = call i32 @puts(ptr @.done)
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
declare i1 @llvm.coro.done(ptr)
declare ptr @llvm.coro.promise(ptr, i32, i1)
declare void @llvm.trap()

declare noalias ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

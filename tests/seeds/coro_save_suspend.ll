; Seed 000 (LLVM coroutines), sections "不同的保存和挂起" (separate save and
; suspend) and "'llvm.coro.save' 内联函数": coroutine @g prepares for resumption
; with llvm.coro.save *before* handing its handle to async_op1/async_op2, and
; only then suspends. (The seed declares the suspend result as i1 but switches
; on it as i8; llvm.coro.suspend returns i8, which is used here.)
; @main plays the event loop that completes the "asynchronous" operations.
target triple = "x86_64-unknown-linux-gnu"

@pending = global ptr null, align 8
@counter = global i32 0, align 4
@.s.op1 = private unnamed_addr constant [10 x i8] c"async_op1\00", align 1
@.s.op2 = private unnamed_addr constant [10 x i8] c"async_op2\00", align 1
@.s.one = private unnamed_addr constant [7 x i8] c"do_one\00", align 1
@.s.two = private unnamed_addr constant [7 x i8] c"do_two\00", align 1

; void g() { for (;;) if (cond()) { async_op1(h); <suspend>; do_one(); }
;                     else        { async_op2(h); <suspend>; do_two(); } }
define ptr @g() presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  br label %for
for:
  %c = call i1 @cond()
  br i1 %c, label %if.true, label %if.false
if.true:
  %save1 = call token @llvm.coro.save(ptr %hdl)
  call void @async_op1(ptr %hdl)
  %suspend1 = call i8 @llvm.coro.suspend(token %save1, i1 false)
  switch i8 %suspend1, label %suspend [i8 0, label %resume1
                                       i8 1, label %cleanup]
resume1:
  call void @do_one()
  br label %for
if.false:
  %save2 = call token @llvm.coro.save(ptr %hdl)
  call void @async_op2(ptr %hdl)
  %suspend2 = call i8 @llvm.coro.suspend(token %save2, i1 false)
  switch i8 %suspend2, label %suspend [i8 0, label %resume2
                                       i8 1, label %cleanup]
resume2:
  call void @do_two()
  br label %for
cleanup:
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

; cond() is true two times out of three.
define i1 @cond() {
entry:
  %n = load i32, ptr @counter, align 4
  %n1 = add i32 %n, 1
  store i32 %n1, ptr @counter, align 4
  %r = urem i32 %n, 3
  %c = icmp ne i32 %r, 0
  ret i1 %c
}

; The "asynchronous" operations just remember which coroutine to resume.
define void @async_op1(ptr %h) {
entry:
  store ptr %h, ptr @pending, align 8
  %r = call i32 @puts(ptr @.s.op1)
  ret void
}

define void @async_op2(ptr %h) {
entry:
  store ptr %h, ptr @pending, align 8
  %r = call i32 @puts(ptr @.s.op2)
  ret void
}

define void @do_one() {
entry:
  %r = call i32 @puts(ptr @.s.one)
  ret void
}

define void @do_two() {
entry:
  %r = call i32 @puts(ptr @.s.two)
  ret void
}

; Event loop: complete five operations, then destroy the coroutine.
; Prints async_op2 do_two async_op1 do_one async_op1 do_one async_op2 do_two
; async_op1 do_one async_op1 (one per line).
define i32 @main() {
entry:
  %hdl = call ptr @g()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = load ptr, ptr @pending, align 8
  store ptr null, ptr @pending, align 8
  call void @llvm.coro.resume(ptr %p)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 5
  br i1 %more, label %loop, label %done
done:
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare token @llvm.coro.save(ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)

declare noalias ptr @malloc(i64)
declare void @free(ptr)
declare i32 @puts(ptr)

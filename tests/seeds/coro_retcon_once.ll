; Seed 000 (LLVM coroutines), sections "'llvm.coro.id.retcon.once' 内联函数" and
; "'llvm.coro.end.results' 内联函数": a yield-once returned-continuation
; coroutine @g(buffer, ptr, val) that yields %ptr to its caller (result type
; { continuation, ptr }) and, when resumed, returns an i8 captured with
; llvm.coro.end.results (the continuation prototype @prototype returns i8).
; The seed elides the body ("..."); here the normal resume returns *ptr + val
; and the abnormal (unwind flag = 1) resume returns 0.
; Expected output: 17, then 0 (checked with opt-19 -passes='coro-early,
; coro-split,coro-cleanup' followed by lli-19).
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define {ptr, ptr} @g(ptr %buffer, ptr %ptr, i8 %val) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon.once(i32 8, i32 8, ptr %buffer,
                                             ptr @prototype,
                                             ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %abnormal = call i1 (...) @llvm.coro.suspend.retcon.i1(ptr %ptr)
  br i1 %abnormal, label %cleanup, label %resume

resume:
  %cur = load i8, ptr %ptr, align 1
  %sum = add i8 %cur, %val
  br label %cleanup

cleanup:
  %result = phi i8 [ 0, %entry ], [ %sum, %resume ]
  %tok = call token (...) @llvm.coro.end.results(i8 %result)
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token %tok)
  unreachable
}

declare i8 @prototype(ptr, i1 zeroext)

define i32 @main() {
entry:
  %buffer = alloca [8 x i8], align 8
  %byte = alloca i8, align 1
  store i8 5, ptr %byte, align 1
  %r0 = call {ptr, ptr} @g(ptr %buffer, ptr %byte, i8 10)
  %k0 = extractvalue {ptr, ptr} %r0, 0
  %p0 = extractvalue {ptr, ptr} %r0, 1
  store i8 7, ptr %p0, align 1                 ; modify through the yielded pointer
  %v0 = call i8 %k0(ptr %buffer, i1 zeroext false)
  %w0 = zext i8 %v0 to i32
  call void @print(i32 %w0)

  %r1 = call {ptr, ptr} @g(ptr %buffer, ptr %byte, i8 10)
  %k1 = extractvalue {ptr, ptr} %r1, 0
  %v1 = call i8 %k1(ptr %buffer, i1 zeroext true)   ; abnormal resumption
  %w1 = zext i8 %v1 to i32
  call void @print(i32 %w1)
  ret i32 0
}

define ptr @allocate(i32 %size) {
entry:
  %wide = zext i32 %size to i64
  %p = call ptr @malloc(i64 %wide)
  ret ptr %p
}

define void @deallocate(ptr %ptr) {
entry:
  call void @free(ptr %ptr)
  ret void
}

define void @print(i32 %v) {
entry:
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v)
  ret void
}

declare token @llvm.coro.id.retcon.once(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare token @llvm.coro.end.results(...)
declare i1 @llvm.coro.end(ptr, i1, token)

declare noalias ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

; Symmetric transfer: two players hand control to each other through
; llvm.coro.await.suspend.handle one million times. Each transfer replaces the resumed
; invocation (LLVM's musttail resume), so the interpreter's call stack stays at constant depth
; (MAX_CALL_DEPTH is 250 000); the player that makes the last move reaches its final suspend,
; which returns to main.
; Expected output: player 1 finished after 1000000 moves / done 0 1 / cleanup x2.
@moves = global i32 0
@players = global [2 x ptr] zeroinitializer
@.fin = private unnamed_addr constant [35 x i8] c"player %d finished after %d moves\0A\00"
@.done = private unnamed_addr constant [12 x i8] c"done %d %d\0A\00"
@.cleanup = private unnamed_addr constant [8 x i8] c"cleanup\00"

define ptr @player(i32 %me) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %s0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %loop
                                 i8 1, label %cleanup]
loop:
  %c = load i32, ptr @moves
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @moves
  %over = icmp uge i32 %c1, 1000000
  br i1 %over, label %finish, label %pass
pass:
  %save = call token @llvm.coro.save(ptr %hdl)
  call void @llvm.coro.await.suspend.handle(ptr @players, ptr %hdl, ptr @other)
  %s = call i8 @llvm.coro.suspend(token %save, i1 false)
  switch i8 %s, label %suspend [i8 0, label %loop
                                i8 1, label %cleanup]
finish:
  %r = call i32 (ptr, ...) @printf(ptr @.fin, i32 %me, i32 %c1)
  %sf = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %sf, label %suspend [i8 0, label %trap
                                 i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %p = call i32 @puts(ptr @.cleanup)
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

; The await_suspend wrapper: the handle of the other player.
define ptr @other(ptr %players, ptr %h) {
entry:
  %a = load ptr, ptr %players
  %is.a = icmp eq ptr %a, %h
  %bp = getelementptr inbounds ptr, ptr %players, i64 1
  %b = load ptr, ptr %bp
  %r = select i1 %is.a, ptr %b, ptr %a
  ret ptr %r
}

define i32 @main() {
entry:
  %a = call ptr @player(i32 0)
  %b = call ptr @player(i32 1)
  store ptr %a, ptr @players
  %bp = getelementptr inbounds ptr, ptr @players, i64 1
  store ptr %b, ptr %bp
  call void @llvm.coro.resume(ptr %a)
  %da = call i1 @llvm.coro.done(ptr %a)
  %db = call i1 @llvm.coro.done(ptr %b)
  %da.i = zext i1 %da to i32
  %db.i = zext i1 %db to i32
  %r = call i32 (ptr, ...) @printf(ptr @.done, i32 %da.i, i32 %db.i)
  call void @llvm.coro.destroy(ptr %a)
  call void @llvm.coro.destroy(ptr %b)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare token @llvm.coro.save(ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare void @llvm.coro.await.suspend.handle(ptr, ptr, ptr)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare i1 @llvm.coro.done(ptr)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare void @llvm.trap()
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)

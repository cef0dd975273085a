; A returned-continuation coroutine whose suspend yields an i64 where the coroutine's result type
; says i32: a located error at the suspend, never a silently different program.
define { ptr, i32 } @g(ptr %buffer) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 8, ptr %buffer, ptr @proto, ptr @malloc, ptr @free)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %s = call i1 (...) @llvm.coro.suspend.retcon.i1(i64 7)
  %e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  unreachable
}

declare { ptr, i32 } @proto(ptr, i1)

define i32 @main() {
  ret i32 0
}

declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)

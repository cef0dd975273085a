; A returned-continuation coroutine (llvm.coro.id.retcon), which Kiln's coroutine passes do not
; split: a located error at the coro.id, never a silently different program.
define ptr @g(ptr %buffer) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 8, ptr %buffer, ptr @proto, ptr @malloc, ptr @free)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %s = call i1 (...) @llvm.coro.suspend.retcon.i1()
  %e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  unreachable
}

define ptr @proto(ptr %frame, i1 %unwind) {
  ret ptr null
}

define i32 @main() {
  ret i32 0
}

declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)

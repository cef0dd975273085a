; An async coroutine whose frame would need an alloca aligned to 32 bytes while its context is
; aligned to 16 only (LLVM 19 stops with a fatal error): a located error at the alloca.
@f_fp = constant <{ i32, i32 }> <{ i32 0, i32 16 }>

define void @f(ptr %ctx) presplitcoroutine {
entry:
  %v = alloca <8 x float>, align 32
  %id = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @f_fp)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  call void @use(ptr %v)
  %resume = call ptr @llvm.coro.async.resume()
  %r = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %resume, ptr @self, ptr @next, ptr %ctx)
  call void @use(ptr %v)
  call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %hdl, i1 false)
  unreachable
}

define ptr @self(ptr %c) {
  ret ptr %c
}

declare void @next(ptr)
declare void @use(ptr)

define i32 @main() {
  ret i32 0
}

declare token @llvm.coro.id.async(i32, i32, i32, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare ptr @llvm.coro.async.resume()
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...)
declare i1 @llvm.coro.end.async(ptr, i1, ...)

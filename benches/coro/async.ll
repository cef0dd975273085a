; An async coroutine that suspends 10^8 times (benches/coro.rs): each suspend stores the resume
; function in the context and tail-calls @park, which leaves the context for the driver
; (benches/coro/async_driver.ll) to resume. Context: { i64 n / result, ptr resume }, then the frame.
@counter_fp = constant <{ i32, i32 }> <{ i32 0, i32 16 }>
@pending = global ptr null

define ptr @self(ptr %c) {
  ret ptr %c
}

define void @park(ptr %c) {
  store ptr %c, ptr @pending
  ret void
}

define void @counter(ptr %ctx) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @counter_fp)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %n = load i64, ptr %ctx
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %back ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %back ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %wait, label %done
wait:
  %resume = call ptr @llvm.coro.async.resume()
  %rp = getelementptr inbounds i8, ptr %ctx, i64 8
  store ptr %resume, ptr %rp
  %r = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %resume, ptr @self, ptr @park, ptr %ctx)
  br label %back
back:
  %x = xor i64 %i, %acc
  %acc1 = add i64 %x, 3
  %i1 = add i64 %i, 1
  br label %loop
done:
  store i64 %acc, ptr %ctx
  call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %hdl, i1 false)
  unreachable
}

declare token @llvm.coro.id.async(i32, i32, i32, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare ptr @llvm.coro.async.resume()
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...)
declare i1 @llvm.coro.end.async(ptr, i1, ...)

; A retcon.once coroutine with two fallthrough coro.end calls, each with its own
; coro.end.results: the normal and the abnormal resumption return different results. LLVM 19
; cannot split it ("Only one coro.end can be marked as fallthrough"); Kiln can.
@.y = private unnamed_addr constant [10 x i8] c"yield %d\0A\00"
@.r = private unnamed_addr constant [18 x i8] c"result %d %ld %d\0A\00"

define { ptr, i32 } @once(ptr %buffer, ptr %array) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon.once(i32 8, i32 8, ptr %buffer, ptr @once_proto, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %load = load i32, ptr %array
  %load.pos = icmp sgt i32 %load, 0
  br i1 %load.pos, label %pos, label %neg
pos:
  %unwind0 = call i1 (...) @llvm.coro.suspend.retcon.i1(i32 %load)
  br i1 %unwind0, label %abnormal, label %pos.cont
pos.cont:
  store i32 0, ptr %array, align 4
  br label %cleanup
neg:
  %unwind1 = call i1 (...) @llvm.coro.suspend.retcon.i1(i32 0)
  br i1 %unwind1, label %abnormal, label %neg.cont
neg.cont:
  store i32 10, ptr %array, align 4
  br label %cleanup
abnormal:
  %tok.a = call token (...) @llvm.coro.end.results(i32 -1, i64 -1)
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token %tok.a)
  unreachable
cleanup:
  %val = phi i32 [ %load, %pos.cont ], [ 7, %neg.cont ]
  %wide = sext i32 %val to i64
  %sq = mul i64 %wide, %wide
  %tok = call token (...) @llvm.coro.end.results(i32 %val, i64 %sq)
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token %tok)
  unreachable
}

declare { i32, i64 } @once_proto(ptr, i1 zeroext)

define void @run_once(ptr %buf, i32 %init, i1 %abnormal) {
  %array = alloca i32, align 4
  store i32 %init, ptr %array
  %r = call { ptr, i32 } @once(ptr %buf, ptr %array)
  %c = extractvalue { ptr, i32 } %r, 0
  %y = extractvalue { ptr, i32 } %r, 1
  %p = call i32 (ptr, ...) @printf(ptr @.y, i32 %y)
  %res = call { i32, i64 } %c(ptr %buf, i1 zeroext %abnormal)
  %v = extractvalue { i32, i64 } %res, 0
  %sq = extractvalue { i32, i64 } %res, 1
  %a = load i32, ptr %array
  %q = call i32 (ptr, ...) @printf(ptr @.r, i32 %v, i64 %sq, i32 %a)
  ret void
}

define i32 @main() {
entry:
  %buf = alloca [8 x i8], align 8
  call void @run_once(ptr %buf, i32 5, i1 false)
  call void @run_once(ptr %buf, i32 -3, i1 false)
  call void @run_once(ptr %buf, i32 9, i1 true)
  ret i32 0
}

define ptr @allocate(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}

define void @deallocate(ptr %p) {
  call void @free(ptr %p)
  ret void
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare token @llvm.coro.id.retcon.once(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare token @llvm.coro.end.results(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare i32 @printf(ptr, ...)

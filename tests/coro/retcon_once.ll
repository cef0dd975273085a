; retcon.once coroutines (LLVM's coro-retcon-once-value.ll shape and the seed's @g): the ramp
; yields once; the continuation returns the normal result given to coro.end.results.
; @once(buffer, array) yields the array's first element, then on a normal resume stores into
; the array and returns { i32, i64 }; an abnormal resume returns other values.
; @big's frame (four i64 values, an escaping 16-byte-aligned array) does not fit its 8-byte
; buffer: it comes from @allocate and goes back to @deallocate at coro.end; @live counts the
; blocks allocated and not freed, which must be 0 at the end.
@.y = private unnamed_addr constant [10 x i8] c"yield %d\0A\00"
@.r = private unnamed_addr constant [18 x i8] c"result %d %ld %d\0A\00"
@.b = private unnamed_addr constant [16 x i8] c"big %ld %d %ld\0A\00"
@.l = private unnamed_addr constant [9 x i8] c"live %d\0A\00"
@.a = private unnamed_addr constant [14 x i8] c"aligned16 %d\0A\00"
@live = global i32 0

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
  br label %cleanup
cleanup:
  %unwound = phi i1 [ false, %pos.cont ], [ false, %neg.cont ], [ true, %abnormal ]
  %val = phi i32 [ %load, %pos.cont ], [ 7, %neg.cont ], [ -1, %abnormal ]
  %wide = sext i32 %val to i64
  %sq0 = mul i64 %wide, %wide
  %sq = select i1 %unwound, i64 -1, i64 %sq0
  %tok = call token (...) @llvm.coro.end.results(i32 %val, i64 %sq)
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token %tok)
  unreachable
}

declare { i32, i64 } @once_proto(ptr, i1 zeroext)

define { ptr, i64 } @big(ptr %buffer, i64 %a, i64 %b) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon.once(i32 8, i32 8, ptr %buffer, ptr @big_proto, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %arr = alloca [8 x i32], align 16
  call void @fill(ptr %arr, i32 8)
  %x = mul i64 %a, %b
  %y = add i64 %a, %b
  %z = sub i64 %a, %b
  %w = xor i64 %x, %y
  %unwind = call i1 (...) @llvm.coro.suspend.retcon.i1(i64 %w)
  br i1 %unwind, label %end, label %go
go:
  %s = call i32 @sum(ptr %arr, i32 8)
  %t = add i64 %x, %z
  %u = add i64 %t, %y
  %addr = ptrtoint ptr %arr to i64
  %mis = and i64 %addr, 15
  %aligned = icmp eq i64 %mis, 0
  %al = zext i1 %aligned to i32
  %pa = call i32 (ptr, ...) @printf(ptr @.a, i32 %al)
  %p = call i32 (ptr, ...) @printf(ptr @.b, i64 %u, i32 %s, i64 %w)
  br label %end
end:
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token none)
  unreachable
}

declare void @big_proto(ptr, i1 zeroext)

define void @fill(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr i32, ptr %p, i32 %i
  %v = mul i32 %i, %i
  store i32 %v, ptr %q
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret void
}

define i32 @sum(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %q = getelementptr i32, ptr %p, i32 %i
  %v = load i32, ptr %q
  %acc1 = add i32 %acc, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret i32 %acc1
}

define ptr @allocate(i64 %n) {
  %l = load i32, ptr @live
  %l1 = add i32 %l, 1
  store i32 %l1, ptr @live
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}

define void @deallocate(ptr %p) {
  %l = load i32, ptr @live
  %l1 = sub i32 %l, 1
  store i32 %l1, ptr @live
  call void @free(ptr %p)
  ret void
}

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
  %b = call { ptr, i64 } @big(ptr %buf, i64 6, i64 4)
  %bc = extractvalue { ptr, i64 } %b, 0
  call void %bc(ptr %buf, i1 zeroext false)
  %b2 = call { ptr, i64 } @big(ptr %buf, i64 1, i64 2)
  %bc2 = extractvalue { ptr, i64 } %b2, 0
  call void %bc2(ptr %buf, i1 zeroext true)
  %l = load i32, ptr @live
  %pl = call i32 (ptr, ...) @printf(ptr @.l, i32 %l)
  ret i32 0
}

declare token @llvm.coro.id.retcon.once(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare token @llvm.coro.end.results(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

; A returned-continuation frame more aligned than the allocator's memory: @big's escaping array
; asks for 32 bytes of alignment and the frame does not fit the buffer, so it is allocated (16-byte
; aligned, like malloc), rounded up, and the allocation's own address kept for the deallocator.
; LLVM 19 drops the array's alignment in its frame type ({ [8 x i32], i64, i64 }, aligned 8), so
; neither its frame size nor its run is compared.
@.b = private unnamed_addr constant [16 x i8] c"big %ld %d %ld\0A\00"
@.l = private unnamed_addr constant [9 x i8] c"live %d\0A\00"
@.a = private unnamed_addr constant [14 x i8] c"aligned32 %d\0A\00"
@live = global i32 0

define { ptr, i64 } @big(ptr %buffer, i64 %a, i64 %b) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon.once(i32 8, i32 8, ptr %buffer, ptr @big_proto, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %arr = alloca [8 x i32], align 32
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
  %mis = and i64 %addr, 31
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

define i32 @main() {
entry:
  %buf = alloca [8 x i8], align 8
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
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

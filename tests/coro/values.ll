; Values of many types live across suspend points, in registers (i1, i8, i64, i128, float,
; double, <4 x i32>, ptr) and in a struct alloca, which stays alive (and readable by the caller
; through a leaked pointer) while the coroutine is suspended.
; Expected output (n = 3):
;   leaked 21
;   1 103 3000000000000 0x2ba7d:0xef30000000000000 4.5 0.75 [3 4 5 6] 30 {21 2.5 abc}
;   1 103 3000000000000 0x2ba7d:0xef30000000000000 4.5 0.75 [3 4 5 6] 30 {22 2.5 abd}
@table = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@leak = global ptr null
@.show = private unnamed_addr constant [58 x i8] c"%d %d %lld %#llx:%#llx %g %g [%d %d %d %d] %d {%d %g %s}\0A\00"
@.leaked = private unnamed_addr constant [11 x i8] c"leaked %d\0A\00"

%S = type { i32, double, [4 x i8] }

define ptr @vals(i32 %n) presplitcoroutine {
entry:
  %st = alloca %S, align 8
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %alloc = call ptr @malloc(i64 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %b = icmp sgt i32 %n, 0
  %c = trunc i32 %n to i8
  %c2 = add i8 %c, 100
  %w = sext i32 %n to i64
  %w2 = mul i64 %w, 1000000000000
  %q = zext i64 %w2 to i128
  %q2 = shl i128 %q, 40
  %fl = sitofp i32 %n to float
  %fl2 = fmul float %fl, 1.5
  %d = sitofp i32 %n to double
  %d2 = fdiv double %d, 4.0
  %v0 = insertelement <4 x i32> poison, i32 %n, i32 0
  %vec = shufflevector <4 x i32> %v0, <4 x i32> poison, <4 x i32> zeroinitializer
  %vec2 = add <4 x i32> %vec, <i32 0, i32 1, i32 2, i32 3>
  %idx = sub i32 %n, 1
  %idx64 = sext i32 %idx to i64
  %pp = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %idx64
  %seven = mul i32 %n, 7
  store i32 %seven, ptr %st, align 8
  %f1 = getelementptr inbounds %S, ptr %st, i32 0, i32 1
  store double 2.5, ptr %f1, align 8
  %f2 = getelementptr inbounds %S, ptr %st, i32 0, i32 2
  store [4 x i8] c"abc\00", ptr %f2, align 1
  store ptr %st, ptr @leak
  %s0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %first
                                 i8 1, label %cleanup]
first:
  call void @show(i1 %b, i8 %c2, i64 %w2, i128 %q2, float %fl2, double %d2, <4 x i32> %vec2, ptr %pp, ptr %st)
  %s1 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s1, label %suspend [i8 0, label %second
                                 i8 1, label %cleanup]
second:
  %old = load i32, ptr %st, align 8
  %new = add i32 %old, 1
  store i32 %new, ptr %st, align 8
  %last = getelementptr inbounds %S, ptr %st, i32 0, i32 2, i32 2
  store i8 100, ptr %last, align 1
  call void @show(i1 %b, i8 %c2, i64 %w2, i128 %q2, float %fl2, double %d2, <4 x i32> %vec2, ptr %pp, ptr %st)
  %s2 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s2, label %suspend [i8 0, label %cleanup
                                 i8 1, label %cleanup]
cleanup:
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

define void @show(i1 %b, i8 %c, i64 %w, i128 %q, float %f, double %d, <4 x i32> %v, ptr %p, ptr %s) {
entry:
  %b.i = zext i1 %b to i32
  %c.i = zext i8 %c to i32
  %q.hi.w = lshr i128 %q, 64
  %q.hi = trunc i128 %q.hi.w to i64
  %q.lo = trunc i128 %q to i64
  %f.d = fpext float %f to double
  %v0 = extractelement <4 x i32> %v, i32 0
  %v1 = extractelement <4 x i32> %v, i32 1
  %v2 = extractelement <4 x i32> %v, i32 2
  %v3 = extractelement <4 x i32> %v, i32 3
  %pv = load i32, ptr %p, align 4
  %s0 = load i32, ptr %s, align 8
  %s1p = getelementptr inbounds %S, ptr %s, i32 0, i32 1
  %s1 = load double, ptr %s1p, align 8
  %s2p = getelementptr inbounds %S, ptr %s, i32 0, i32 2
  %r = call i32 (ptr, ...) @printf(ptr @.show, i32 %b.i, i32 %c.i, i64 %w, i64 %q.hi, i64 %q.lo, double %f.d, double %d, i32 %v0, i32 %v1, i32 %v2, i32 %v3, i32 %pv, i32 %s0, double %s1, ptr %s2p)
  ret void
}

define i32 @main() {
entry:
  %h = call ptr @vals(i32 3)
  %p = load ptr, ptr @leak
  %x = load i32, ptr %p, align 8
  %r = call i32 (ptr, ...) @printf(ptr @.leaked, i32 %x)
  call void @llvm.coro.resume(ptr %h)
  call void @llvm.coro.resume(ptr %h)
  call void @llvm.coro.destroy(ptr %h)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

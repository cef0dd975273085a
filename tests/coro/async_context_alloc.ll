; async_chain.ll with the async contexts from llvm.coro.async.context.alloc (the size the async
; function pointer holds, from malloc in Kiln's lowering) and freed with
; llvm.coro.async.context.dealloc, and the first call made through llvm.coro.prepare.async.
; LLVM 19 splits it, but its back end cannot select the two context intrinsics.
@leaf_fp = constant <{ i32, i32 }> <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @leaf to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32 }>, ptr @leaf_fp, i32 0, i32 1) to i64)) to i32), i32 40 }>
@caller_fp = constant <{ i32, i32 }> <{ i32 trunc (i64 sub (i64 ptrtoint (ptr @caller to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32 }>, ptr @caller_fp, i32 0, i32 1) to i64)) to i32), i32 40 }>
@alias_fp = constant <{ i32, i32 }> <{ i32 0, i32 40 }>
@queue = global [8 x ptr] zeroinitializer
@head = global i64 0
@tail = global i64 0
@.leaf = private unnamed_addr constant [16 x i8] c"leaf %ld waits\0A\00"
@.got = private unnamed_addr constant [16 x i8] c"caller got %ld\0A\00"
@.fin = private unnamed_addr constant [18 x i8] c"caller total %ld\0A\00"
@.same = private unnamed_addr constant [20 x i8] c"alias same size %d\0A\00"

define ptr @self(ptr %ctx) {
  ret ptr %ctx
}

define ptr @parent(ptr %ctx) {
  %p = load ptr, ptr %ctx
  ret ptr %p
}

define void @apply(ptr %fn, ptr %ctx) {
  tail call void %fn(ptr %ctx)
  ret void
}

define void @return_to(ptr %fn, ptr %ctx) {
  tail call void %fn(ptr %ctx)
  ret void
}

define void @enqueue(ptr %ctx) {
  %t = load i64, ptr @tail
  %slot = and i64 %t, 7
  %p = getelementptr [8 x ptr], ptr @queue, i64 0, i64 %slot
  store ptr %ctx, ptr %p
  %t1 = add i64 %t, 1
  store i64 %t1, ptr @tail
  ret void
}

define ptr @ctx_alloc(ptr %fp) {
  %szp = getelementptr inbounds i8, ptr %fp, i64 4
  %sz = load i32, ptr %szp
  %sz64 = zext i32 %sz to i64
  %c = call ptr @malloc(i64 %sz64)
  ret ptr %c
}

define void @leaf(ptr %ctx) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.async(i32 40, i32 16, i32 0, ptr @leaf_fp)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %ap = getelementptr inbounds i8, ptr %ctx, i64 16
  %arg = load i64, ptr %ap
  %x = mul i64 %arg, 7
  %v = insertelement <2 x i64> <i64 1, i64 2>, i64 %x, i32 1
  %pr = call i32 (ptr, ...) @printf(ptr @.leaf, i64 %arg)
  %resume = call ptr @llvm.coro.async.resume()
  %sp = getelementptr inbounds i8, ptr %ctx, i64 32
  store ptr %resume, ptr %sp
  %r = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %resume, ptr @self, ptr @enqueue, ptr %ctx)
  %e0 = extractelement <2 x i64> %v, i32 0
  %e1 = extractelement <2 x i64> %v, i32 1
  %s = add i64 %e0, %e1
  %res = add i64 %s, %arg
  %rp = getelementptr inbounds i8, ptr %ctx, i64 24
  store i64 %res, ptr %rp
  %retp = getelementptr inbounds i8, ptr %ctx, i64 8
  %ret = load ptr, ptr %retp
  call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %hdl, i1 false, ptr @return_to, ptr %ret, ptr %ctx)
  unreachable
}

define void @caller(ptr %ctx) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.async(i32 40, i32 16, i32 0, ptr @caller_fp)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  br label %loop
loop:
  %k = phi i64 [ 1, %entry ], [ %k1, %back ]
  %total = phi i64 [ 0, %entry ], [ %total1, %back ]
  %more = icmp sle i64 %k, 3
  br i1 %more, label %call, label %done
call:
  %cc = call ptr @llvm.coro.async.context.alloc(ptr null, ptr @leaf_fp)
  store ptr %ctx, ptr %cc
  %resume = call ptr @llvm.coro.async.resume()
  %rp = getelementptr inbounds i8, ptr %cc, i64 8
  store ptr %resume, ptr %rp
  %ap = getelementptr inbounds i8, ptr %cc, i64 16
  %a = mul i64 %k, 10
  store i64 %a, ptr %ap
  %r = call { ptr } (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr %resume, ptr @parent, ptr @apply, ptr @leaf, ptr %cc)
  %callee = extractvalue { ptr } %r, 0
  %gp = getelementptr inbounds i8, ptr %callee, i64 24
  %got = load i64, ptr %gp
  call void @llvm.coro.async.context.dealloc(ptr %callee)
  %pg = call i32 (ptr, ...) @printf(ptr @.got, i64 %got)
  br label %back
back:
  %total1 = add i64 %total, %got
  %k1 = add i64 %k, 1
  br label %loop
done:
  %pf = call i32 (ptr, ...) @printf(ptr @.fin, i64 %total)
  call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %hdl, i1 false)
  unreachable
}

define void @alias() {
  call void @llvm.coro.async.size.replace(ptr @alias_fp, ptr @caller_fp)
  ret void
}

define i32 @main() {
entry:
  %c = call ptr @llvm.coro.async.context.alloc(ptr null, ptr @caller_fp)
  %start = call ptr @llvm.coro.prepare.async(ptr @caller)
  call void %start(ptr %c)
  br label %sched
sched:
  %h = load i64, ptr @head
  %t = load i64, ptr @tail
  %empty = icmp eq i64 %h, %t
  br i1 %empty, label %out, label %run
run:
  %slot = and i64 %h, 7
  %p = getelementptr [8 x ptr], ptr @queue, i64 0, i64 %slot
  %lc = load ptr, ptr %p
  %h1 = add i64 %h, 1
  store i64 %h1, ptr @head
  %fp = getelementptr inbounds i8, ptr %lc, i64 32
  %fn = load ptr, ptr %fp
  call void %fn(ptr %lc)
  br label %sched
out:
  call void @llvm.coro.async.context.dealloc(ptr %c)
  %asz = load i32, ptr getelementptr inbounds (i8, ptr @alias_fp, i64 4)
  %csz = load i32, ptr getelementptr inbounds (i8, ptr @caller_fp, i64 4)
  %same = icmp eq i32 %asz, %csz
  %s32 = zext i1 %same to i32
  %ps = call i32 (ptr, ...) @printf(ptr @.same, i32 %s32)
  ret i32 0
}

declare token @llvm.coro.id.async(i32, i32, i32, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare ptr @llvm.coro.async.resume()
declare { ptr } @llvm.coro.suspend.async.sl_p0s(i32, ptr, ptr, ...)
declare i1 @llvm.coro.end.async(ptr, i1, ...)
declare void @llvm.coro.async.size.replace(ptr, ptr)
declare ptr @malloc(i64)
declare ptr @llvm.coro.async.context.alloc(ptr, ptr)
declare void @llvm.coro.async.context.dealloc(ptr)
declare ptr @llvm.coro.prepare.async(ptr)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

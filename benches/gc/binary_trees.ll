; Binary trees over the managed heap (the benchmark of benches/gc.rs): a long-lived tree of depth
; MAX, then for depth 4, 6, ..., MAX 2^(MAX - depth + 4) trees built and counted. Nodes have two
; reference slots and an 8-byte item. Front-end style: plain calls, references in addrspace(1),
; Kiln's place-safepoints and rewrite-statepoints-for-gc do the rest. `binary_trees MAX`
; (default 8).

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare i32 @atoi(ptr)

@fmt = private unnamed_addr constant [32 x i8] c"%lld trees of depth %lld: %lld\0A\00"
@fmt_long = private unnamed_addr constant [37 x i8] c"long lived tree of depth %lld: %lld\0A\00"

define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}

define ptr addrspace(1) @make(i64 %d) gc "statepoint-example" {
entry:
  %n = call ptr addrspace(1) @gc_alloc(i64 2, i64 8)
  %item = getelementptr i8, ptr addrspace(1) %n, i64 16
  store i64 %d, ptr addrspace(1) %item
  %leaf = icmp eq i64 %d, 0
  br i1 %leaf, label %done, label %inner

inner:
  %d1 = sub i64 %d, 1
  %l = call ptr addrspace(1) @make(i64 %d1)
  store ptr addrspace(1) %l, ptr addrspace(1) %n
  %r = call ptr addrspace(1) @make(i64 %d1)
  %rs = getelementptr ptr addrspace(1), ptr addrspace(1) %n, i64 1
  store ptr addrspace(1) %r, ptr addrspace(1) %rs
  br label %done

done:
  ret ptr addrspace(1) %n
}

define i64 @check(ptr addrspace(1) %t) gc "statepoint-example" {
entry:
  %l = load ptr addrspace(1), ptr addrspace(1) %t
  %leaf = icmp eq ptr addrspace(1) %l, null
  br i1 %leaf, label %one, label %inner

inner:
  %cl = call i64 @check(ptr addrspace(1) %l)
  %rs = getelementptr ptr addrspace(1), ptr addrspace(1) %t, i64 1
  %r = load ptr addrspace(1), ptr addrspace(1) %rs
  %cr = call i64 @check(ptr addrspace(1) %r)
  %s = add i64 %cl, %cr
  %s1 = add i64 %s, 1
  ret i64 %s1

one:
  ret i64 1
}

define i32 @main(i32 %argc, ptr %argv) gc "statepoint-example" {
entry:
  %has = icmp sgt i32 %argc, 1
  br i1 %has, label %arg, label %start

arg:
  %a1 = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %a1
  %v = call i32 @atoi(ptr %s)
  %v64 = sext i32 %v to i64
  br label %start

start:
  %max = phi i64 [ 8, %entry ], [ %v64, %arg ]
  %long = call ptr addrspace(1) @make(i64 %max)
  br label %depths

depths:
  %d = phi i64 [ 4, %start ], [ %d2, %depth_done ]
  %more = icmp sle i64 %d, %max
  br i1 %more, label %depth, label %finish

depth:
  %e = sub i64 %max, %d
  %e4 = add i64 %e, 4
  %iters = shl i64 1, %e4
  br label %iter

iter:
  %i = phi i64 [ 0, %depth ], [ %i1, %iter ]
  %sum = phi i64 [ 0, %depth ], [ %sum1, %iter ]
  %t = call ptr addrspace(1) @make(i64 %d)
  %c = call i64 @check(ptr addrspace(1) %t)
  %sum1 = add i64 %sum, %c
  %i1 = add i64 %i, 1
  %end = icmp eq i64 %i1, %iters
  br i1 %end, label %depth_done, label %iter

depth_done:
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i64 %iters, i64 %d, i64 %sum1)
  %d2 = add i64 %d, 2
  br label %depths

finish:
  %cl = call i64 @check(ptr addrspace(1) %long)
  %q = call i32 (ptr, ...) @printf(ptr @fmt_long, i64 %max, i64 %cl)
  ret i32 0
}

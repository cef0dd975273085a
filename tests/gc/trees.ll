; Recursion over binary trees: a recursive builder (every level allocates while the subtree built
; first is live across the second recursive call), a recursive checksum whose node is live across
; both recursive calls, a recursive mirror that allocates a copy while holding the original, and a
; recursive insertion into a search tree that rebuilds the path (a phi of the rebuilt child).
; Node: left (slot 0), right (slot 1), value (offset 16).

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00"
@polls = global i64 0

define void @do_safepoint() {
entry:
  %n = load i64, ptr @polls
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @polls
  call void @gc_safepoint()
  ret void
}

define void @gc.safepoint_poll() {
entry:
  call void @do_safepoint()
  ret void
}

define ptr addrspace(1) @node(ptr addrspace(1) %l, ptr addrspace(1) %r, i64 %v) gc "statepoint-example" {
entry:
  %n = call ptr addrspace(1) @gc_alloc(i64 2, i64 8)
  store ptr addrspace(1) %l, ptr addrspace(1) %n
  %rs = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %n, i64 1
  store ptr addrspace(1) %r, ptr addrspace(1) %rs
  %vf = getelementptr inbounds i8, ptr addrspace(1) %n, i64 16
  store i64 %v, ptr addrspace(1) %vf
  ret ptr addrspace(1) %n
}

; A complete tree of the given depth; values number the nodes in heap order from %k.
define ptr addrspace(1) @build(i64 %depth, i64 %k) gc "statepoint-example" {
entry:
  %leaf = icmp eq i64 %depth, 0
  br i1 %leaf, label %base, label %rec

base:
  ret ptr addrspace(1) null

rec:
  %d1 = sub i64 %depth, 1
  %k2 = mul i64 %k, 2
  %kl = add i64 %k2, 1
  %kr = add i64 %k2, 2
  %l = call ptr addrspace(1) @build(i64 %d1, i64 %kl)
  %r = call ptr addrspace(1) @build(i64 %d1, i64 %kr)
  %n = call ptr addrspace(1) @node(ptr addrspace(1) %l, ptr addrspace(1) %r, i64 %k)
  ret ptr addrspace(1) %n
}

; Sum of value * (depth + 1) over the tree; %t stays live across both calls.
define i64 @check(ptr addrspace(1) %t, i64 %depth) gc "statepoint-example" {
entry:
  %isnull = icmp eq ptr addrspace(1) %t, null
  br i1 %isnull, label %zero, label %rec

zero:
  ret i64 0

rec:
  %d1 = add i64 %depth, 1
  %l = load ptr addrspace(1), ptr addrspace(1) %t
  %cl = call i64 @check(ptr addrspace(1) %l, i64 %d1)
  %rs = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %t, i64 1
  %r = load ptr addrspace(1), ptr addrspace(1) %rs
  %cr = call i64 @check(ptr addrspace(1) %r, i64 %d1)
  %vf = getelementptr inbounds i8, ptr addrspace(1) %t, i64 16
  %v = load i64, ptr addrspace(1) %vf
  %w = mul i64 %v, %d1
  %s = add i64 %cl, %cr
  %s2 = add i64 %s, %w
  ret i64 %s2
}

; A mirrored copy: right and left swapped at every node.
define ptr addrspace(1) @mirror(ptr addrspace(1) %t) gc "statepoint-example" {
entry:
  %isnull = icmp eq ptr addrspace(1) %t, null
  br i1 %isnull, label %none, label %rec

none:
  ret ptr addrspace(1) null

rec:
  %rs = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %t, i64 1
  %r = load ptr addrspace(1), ptr addrspace(1) %rs
  %mr = call ptr addrspace(1) @mirror(ptr addrspace(1) %r)
  %l = load ptr addrspace(1), ptr addrspace(1) %t
  %ml = call ptr addrspace(1) @mirror(ptr addrspace(1) %l)
  %vf = getelementptr inbounds i8, ptr addrspace(1) %t, i64 16
  %v = load i64, ptr addrspace(1) %vf
  %n = call ptr addrspace(1) @node(ptr addrspace(1) %mr, ptr addrspace(1) %ml, i64 %v)
  ret ptr addrspace(1) %n
}

; Values in order, folded as acc * 31 + v (distinguishes a tree from its mirror).
define i64 @inorder(ptr addrspace(1) %t, i64 %acc) gc "statepoint-example" {
entry:
  %isnull = icmp eq ptr addrspace(1) %t, null
  br i1 %isnull, label %done, label %rec

done:
  ret i64 %acc

rec:
  %l = load ptr addrspace(1), ptr addrspace(1) %t
  %a1 = call i64 @inorder(ptr addrspace(1) %l, i64 %acc)
  %vf = getelementptr inbounds i8, ptr addrspace(1) %t, i64 16
  %v = load i64, ptr addrspace(1) %vf
  %m = mul i64 %a1, 31
  %a2 = add i64 %m, %v
  %rs = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %t, i64 1
  %r = load ptr addrspace(1), ptr addrspace(1) %rs
  %a3 = call i64 @inorder(ptr addrspace(1) %r, i64 %a2)
  ret i64 %a3
}

; Persistent insertion into a search tree: the path is copied, the rest shared.
define ptr addrspace(1) @insert(ptr addrspace(1) %t, i64 %v) gc "statepoint-example" {
entry:
  %isnull = icmp eq ptr addrspace(1) %t, null
  br i1 %isnull, label %new, label %walk

new:
  %leaf = call ptr addrspace(1) @node(ptr addrspace(1) null, ptr addrspace(1) null, i64 %v)
  ret ptr addrspace(1) %leaf

walk:
  %vf = getelementptr inbounds i8, ptr addrspace(1) %t, i64 16
  %tv = load i64, ptr addrspace(1) %vf
  %l = load ptr addrspace(1), ptr addrspace(1) %t
  %rs = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %t, i64 1
  %r = load ptr addrspace(1), ptr addrspace(1) %rs
  %goleft = icmp slt i64 %v, %tv
  br i1 %goleft, label %left, label %right

left:
  %nl = call ptr addrspace(1) @insert(ptr addrspace(1) %l, i64 %v)
  br label %join

right:
  %nr = call ptr addrspace(1) @insert(ptr addrspace(1) %r, i64 %v)
  br label %join

join:
  %newl = phi ptr addrspace(1) [ %nl, %left ], [ %l, %right ]
  %newr = phi ptr addrspace(1) [ %r, %left ], [ %nr, %right ]
  %n = call ptr addrspace(1) @node(ptr addrspace(1) %newl, ptr addrspace(1) %newr, i64 %tv)
  ret ptr addrspace(1) %n
}

define i32 @main() gc "statepoint-example" {
entry:
  %t = call ptr addrspace(1) @build(i64 5, i64 0)
  %c = call i64 @check(ptr addrspace(1) %t, i64 0)
  %m = call ptr addrspace(1) @mirror(ptr addrspace(1) %t)
  %cm = call i64 @check(ptr addrspace(1) %m, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %c, i64 %cm)
  %it = call i64 @inorder(ptr addrspace(1) %t, i64 0)
  %im = call i64 @inorder(ptr addrspace(1) %m, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %it, i64 %im)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi ptr addrspace(1) [ null, %entry ], [ %s1, %loop ]
  %old = phi ptr addrspace(1) [ null, %entry ], [ %s, %loop ]
  %x = mul i64 %i, 7
  %v = urem i64 %x, 13
  %s1 = call ptr addrspace(1) @insert(ptr addrspace(1) %s, i64 %v)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 12
  br i1 %more, label %loop, label %done

done:
  %is = call i64 @inorder(ptr addrspace(1) %s1, i64 0)
  %iold = call i64 @inorder(ptr addrspace(1) %old, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %is, i64 %iold)
  %ct = call i64 @check(ptr addrspace(1) %t, i64 0)
  %cs = call i64 @check(ptr addrspace(1) %s1, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %ct, i64 %cs)
  ret i32 0
}

; Base inference through cycles (RS4GC base-pointers-10.ll .. -13.ll, meetBDVState-hangs.ll,
; freeze.ll, check_traversal_order.ll): nested loops where a derived pointer phi in the inner
; loop is fed by a select inside that loop and by the outer loop's phi, both taking GEPs into three
; different objects; a derived pointer made by a GEP of a GEP of a phi; a phi whose inputs are
; the same derived pointer along two edges; and `freeze` of a reference and of a derived pointer,
; all live across allocating calls.

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

; Eight raw words holding base, base+1, ..., base+7.
define ptr addrspace(1) @row(i64 %base) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 64)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i64, ptr addrspace(1) %o, i64 %i
  %v = add i64 %base, %i
  store i64 %v, ptr addrspace(1) %p
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 8
  br i1 %more, label %loop, label %done

done:
  ret ptr addrspace(1) %o
}

define void @churn() gc "statepoint-example" {
entry:
  %g = call ptr addrspace(1) @row(i64 0)
  ret void
}

define i64 @nested(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) gc "statepoint-example" {
entry:
  %a1 = getelementptr inbounds i64, ptr addrspace(1) %a, i64 1
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %po = phi ptr addrspace(1) [ %a1, %entry ], [ %pi.out, %outer.latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.out, %outer.latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %pi = phi ptr addrspace(1) [ %po, %outer ], [ %sel, %inner ]
  %acc2 = phi i64 [ %acc, %outer ], [ %acc3, %inner ]
  call void @churn()
  %v = load i64, ptr addrspace(1) %pi
  %m = mul i64 %acc2, 7
  %acc3 = add i64 %m, %v
  %jb = and i64 %j, 1
  %odd = icmp ne i64 %jb, 0
  %gb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %j
  %gc = getelementptr inbounds i64, ptr addrspace(1) %c, i64 %i
  %sel = select i1 %odd, ptr addrspace(1) %gb, ptr addrspace(1) %gc
  %j1 = add i64 %j, 1
  %imore = icmp slt i64 %j1, 3
  br i1 %imore, label %inner, label %outer.latch

outer.latch:
  %pi.out = phi ptr addrspace(1) [ %sel, %inner ]
  %acc.out = phi i64 [ %acc3, %inner ]
  %i1 = add i64 %i, 1
  %omore = icmp slt i64 %i1, 4
  br i1 %omore, label %outer, label %done

done:
  call void @churn()
  %last = load i64, ptr addrspace(1) %pi.out
  %r = add i64 %acc.out, %last
  ret i64 %r
}

; A GEP of a GEP of a phi, and a phi with the same derived input on two edges.
define i64 @chains(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %k) gc "statepoint-example" {
entry:
  %z = icmp eq i64 %k, 0
  br i1 %z, label %l, label %r

l:
  br label %m

r:
  br label %m

m:
  %p = phi ptr addrspace(1) [ %a, %l ], [ %b, %r ]
  %g1 = getelementptr inbounds i64, ptr addrspace(1) %p, i64 2
  %g2 = getelementptr inbounds i64, ptr addrspace(1) %g1, i64 3
  %k1 = and i64 %k, 1
  %c = icmp eq i64 %k1, 0
  br i1 %c, label %x, label %y

x:
  call void @churn()
  br label %n

y:
  br label %n

n:
  %q = phi ptr addrspace(1) [ %g1, %x ], [ %g1, %y ]
  call void @churn()
  %v1 = load i64, ptr addrspace(1) %g2
  %v2 = load i64, ptr addrspace(1) %q
  %t = mul i64 %v1, 1000
  %s = add i64 %t, %v2
  ret i64 %s
}

define i64 @frozen(ptr addrspace(1) %a) gc "statepoint-example" {
entry:
  %fa = freeze ptr addrspace(1) %a
  %d = getelementptr inbounds i64, ptr addrspace(1) %fa, i64 4
  %fd = freeze ptr addrspace(1) %d
  call void @churn()
  %v1 = load i64, ptr addrspace(1) %fd
  %v2 = load i64, ptr addrspace(1) %fa
  %s = add i64 %v1, %v2
  ret i64 %s
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @row(i64 10)
  %b = call ptr addrspace(1) @row(i64 20)
  %c = call ptr addrspace(1) @row(i64 30)
  %n = call i64 @nested(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 1, i64 %n)
  %c0 = call i64 @chains(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 0)
  %c1 = call i64 @chains(ptr addrspace(1) %a, ptr addrspace(1) %c, i64 1)
  %c2 = call i64 @chains(ptr addrspace(1) %b, ptr addrspace(1) %c, i64 2)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %c0, i64 %c1)
  %f = call i64 @frozen(ptr addrspace(1) %c)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %c2, i64 %f)
  ret i32 0
}

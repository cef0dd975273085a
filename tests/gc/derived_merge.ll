; Derived pointers merged from different bases (RS4GC base-pointers-2.ll, -3.ll, -8.ll, -10.ll,
; -11.ll, base-inference.ll, constants.ll): a phi of GEPs into two different objects at a join, a
; loop-carried derived pointer whose phi switches between two objects (its base needs a new base
; phi), a select of GEPs from different bases, a phi of selects and a select of phis, and a phi
; whose inputs include a null reference. Every merged pointer is live across an allocating call.

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

; An object of four raw words: v, v+1, v+2, v+3.
define ptr addrspace(1) @quad(i64 %v) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i64, ptr addrspace(1) %o, i64 %i
  %x = add i64 %v, %i
  store i64 %x, ptr addrspace(1) %p
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 4
  br i1 %more, label %loop, label %done

done:
  ret ptr addrspace(1) %o
}

define void @churn(i64 %n) gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @quad(i64 %n)
  %b = call ptr addrspace(1) @gc_alloc(i64 2, i64 0)
  store ptr addrspace(1) %a, ptr addrspace(1) %b
  ret void
}

; A phi of GEPs into different objects at a join.
define i64 @join(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c) gc "statepoint-example" {
entry:
  br i1 %c, label %left, label %right

left:
  %pa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 1
  call void @churn(i64 1)
  br label %merge

right:
  %pb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 3
  br label %merge

merge:
  %p = phi ptr addrspace(1) [ %pa, %left ], [ %pb, %right ]
  call void @churn(i64 2)
  %v = load i64, ptr addrspace(1) %p
  ret i64 %v
}

; A loop-carried derived pointer that alternates between two objects.
define i64 @alternate(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %n) gc "statepoint-example" {
entry:
  %start = getelementptr inbounds i64, ptr addrspace(1) %a, i64 2
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %p = phi ptr addrspace(1) [ %start, %entry ], [ %p.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %latch ]
  call void @churn(i64 %i)
  %v = load i64, ptr addrspace(1) %p
  %acc1 = add i64 %acc, %v
  %odd = and i64 %i, 1
  %isodd = icmp ne i64 %odd, 0
  br i1 %isodd, label %to_a, label %to_b

to_a:
  %qa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 0
  br label %latch

to_b:
  %qb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 1
  br label %latch

latch:
  %p.next = phi ptr addrspace(1) [ %qa, %to_a ], [ %qb, %to_b ]
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  call void @churn(i64 9)
  %last = load i64, ptr addrspace(1) %p.next
  %r = mul i64 %acc1, %last
  ret i64 %r
}

; A select of GEPs from different bases, a phi of selects, a select of phis.
define i64 @selects(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %k) gc "statepoint-example" {
entry:
  %ga = getelementptr inbounds i64, ptr addrspace(1) %a, i64 3
  %gb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 2
  %gc = getelementptr inbounds i64, ptr addrspace(1) %c, i64 1
  %k1 = and i64 %k, 1
  %c1 = icmp eq i64 %k1, 0
  %s1 = select i1 %c1, ptr addrspace(1) %ga, ptr addrspace(1) %gb
  %k2 = and i64 %k, 2
  %c2 = icmp eq i64 %k2, 0
  br i1 %c2, label %x, label %y

x:
  %s2 = select i1 %c1, ptr addrspace(1) %gc, ptr addrspace(1) %ga
  call void @churn(i64 3)
  br label %m

y:
  %s3 = select i1 %c1, ptr addrspace(1) %gb, ptr addrspace(1) %c
  br label %m

m:
  %ps = phi ptr addrspace(1) [ %s2, %x ], [ %s3, %y ]
  %pb = phi ptr addrspace(1) [ %a, %x ], [ %b, %y ]
  %sel = select i1 %c2, ptr addrspace(1) %ps, ptr addrspace(1) %pb
  call void @churn(i64 4)
  %v1 = load i64, ptr addrspace(1) %s1
  %v2 = load i64, ptr addrspace(1) %ps
  %v3 = load i64, ptr addrspace(1) %sel
  %t = mul i64 %v1, 100
  %t2 = add i64 %t, %v2
  %t3 = mul i64 %t2, 100
  %r = add i64 %t3, %v3
  ret i64 %r
}

; A phi with a null input: reads through it only when it is not null.
define i64 @maybe(ptr addrspace(1) %a, i64 %k) gc "statepoint-example" {
entry:
  %z = icmp eq i64 %k, 0
  br i1 %z, label %none, label %some

some:
  %g = getelementptr inbounds i64, ptr addrspace(1) %a, i64 2
  br label %m

none:
  br label %m

m:
  %p = phi ptr addrspace(1) [ %g, %some ], [ null, %none ]
  call void @churn(i64 5)
  %isnull = icmp eq ptr addrspace(1) %p, null
  br i1 %isnull, label %ret0, label %load

load:
  %v = load i64, ptr addrspace(1) %p
  ret i64 %v

ret0:
  ret i64 -1
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @quad(i64 10)
  %b = call ptr addrspace(1) @quad(i64 20)
  %c = call ptr addrspace(1) @quad(i64 30)
  %j1 = call i64 @join(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 true)
  %j2 = call i64 @join(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 false)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %j1, i64 %j2)
  %al = call i64 @alternate(ptr addrspace(1) %a, ptr addrspace(1) %c, i64 5)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 2, i64 %al)
  br label %sloop

sloop:
  %k = phi i64 [ 0, %entry ], [ %k1, %sloop ]
  %s = call i64 @selects(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %k)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %k, i64 %s)
  %k1 = add i64 %k, 1
  %more = icmp slt i64 %k1, 4
  br i1 %more, label %sloop, label %tail

tail:
  %m0 = call i64 @maybe(ptr addrspace(1) %b, i64 0)
  %m1 = call i64 @maybe(ptr addrspace(1) %b, i64 1)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %m0, i64 %m1)
  %cv = load i64, ptr addrspace(1) %c
  call i32 (ptr, ...) @printf(ptr @fmt, i64 9, i64 %cv)
  ret i32 0
}

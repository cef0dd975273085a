; Reference comparisons across safepoints (RS4GC codegen-cond.ll, relocation.ll, base-pointers
; shapes): equality of two values of the same object (one held in SSA, one reloaded from a slot)
; after calls, of different objects, of a derived pointer against a GEP of its relocated base, of a
; select against both of its inputs, against null; and a comparison made before a call whose i1
; result is used after it. Only eq/ne: addresses change when objects move.

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

; A holder: one reference slot and one raw word.
define ptr addrspace(1) @holder(ptr addrspace(1) %target, i64 %v) gc "statepoint-example" {
entry:
  %h = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store ptr addrspace(1) %target, ptr addrspace(1) %h
  %f = getelementptr inbounds i8, ptr addrspace(1) %h, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %h
}

define void @churn() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @holder(ptr addrspace(1) null, i64 0)
  %b = call ptr addrspace(1) @holder(ptr addrspace(1) %a, i64 1)
  ret void
}

; 1 when %x == %y.
define i64 @eq(ptr addrspace(1) %x, ptr addrspace(1) %y) gc "statepoint-example" {
entry:
  call void @churn()
  %e = icmp eq ptr addrspace(1) %x, %y
  %r = zext i1 %e to i64
  ret i64 %r
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @holder(ptr addrspace(1) null, i64 1)
  %b = call ptr addrspace(1) @holder(ptr addrspace(1) %a, i64 2)
  %c = call ptr addrspace(1) @holder(ptr addrspace(1) %a, i64 3)
  %pre = icmp eq ptr addrspace(1) %b, %c
  call void @churn()
  %ba = load ptr addrspace(1), ptr addrspace(1) %b
  %ca = load ptr addrspace(1), ptr addrspace(1) %c
  call void @churn()
  %e1 = icmp eq ptr addrspace(1) %ba, %a
  %e2 = icmp eq ptr addrspace(1) %ba, %ca
  %e3 = icmp ne ptr addrspace(1) %b, %c
  %n1 = zext i1 %e1 to i64
  %n2 = zext i1 %e2 to i64
  %n3 = zext i1 %e3 to i64
  %x12 = mul i64 %n1, 10
  %x = add i64 %x12, %n2
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %x, i64 %n3)
  ; Derived pointers: a GEP kept across calls against a GEP of the (relocated) base.
  %bf = getelementptr inbounds i8, ptr addrspace(1) %b, i64 8
  call void @churn()
  %bf2 = getelementptr inbounds i8, ptr addrspace(1) %b, i64 8
  %e4 = icmp eq ptr addrspace(1) %bf, %bf2
  %cf = getelementptr inbounds i8, ptr addrspace(1) %c, i64 8
  %e5 = icmp eq ptr addrspace(1) %bf, %cf
  %n4 = zext i1 %e4 to i64
  %n5 = zext i1 %e5 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %n4, i64 %n5)
  ; A select, compared with its inputs after a call.
  %s = select i1 %pre, ptr addrspace(1) %a, ptr addrspace(1) %c
  %r1 = call i64 @eq(ptr addrspace(1) %s, ptr addrspace(1) %c)
  %r2 = call i64 @eq(ptr addrspace(1) %s, ptr addrspace(1) %a)
  %r3 = call i64 @eq(ptr addrspace(1) %ca, ptr addrspace(1) %ba)
  %r12 = mul i64 %r1, 100
  %r23 = mul i64 %r2, 10
  %rs = add i64 %r12, %r23
  %r = add i64 %rs, %r3
  call i32 (ptr, ...) @printf(ptr @fmt, i64 3, i64 %r)
  ; Null: the slot of %a is null, %a is not.
  %an = load ptr addrspace(1), ptr addrspace(1) %a
  call void @churn()
  %z1 = icmp eq ptr addrspace(1) %an, null
  %z2 = icmp eq ptr addrspace(1) %a, null
  %nz1 = zext i1 %z1 to i64
  %nz2 = zext i1 %z2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %nz1, i64 %nz2)
  ; The i1 computed before the calls, used now.
  br i1 %pre, label %same, label %diff

same:
  call i32 (ptr, ...) @printf(ptr @fmt, i64 5, i64 1)
  br label %out

diff:
  %cv = getelementptr inbounds i8, ptr addrspace(1) %c, i64 8
  %v = load i64, ptr addrspace(1) %cv
  call i32 (ptr, ...) @printf(ptr @fmt, i64 5, i64 %v)
  br label %out

out:
  ret i32 0
}

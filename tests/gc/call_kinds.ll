; Kinds of calls (RS4GC statepoint-calling-conventions.ll, call-argument-attributes.ll,
; deref-pointers.ll, strip-invalid-attributes.ll, statepoint-attrs.ll): an indirect call through a
; function pointer chosen at run time, fastcc and coldcc callees, a tail call, reference arguments
; and results with nonnull, noundef and dereferenceable attributes (which a relocated value can no
; longer promise about the old address), a call whose result is unused, and a gc function calling
; a non-gc function that allocates nothing but is not marked as a leaf.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00"
@polls = global i64 0
@ops = private constant [2 x ptr] [ptr @add_into, ptr @mul_into]

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

define fastcc nonnull dereferenceable(16) ptr addrspace(1) @acc(i64 %v) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 16)
  store i64 %v, ptr addrspace(1) %o
  ret ptr addrspace(1) %o
}

; o[0] += x, allocating first.
define i64 @add_into(ptr addrspace(1) nonnull dereferenceable(16) %o, i64 %x) gc "statepoint-example" {
entry:
  %g = call fastcc ptr addrspace(1) @acc(i64 0)
  %v = load i64, ptr addrspace(1) %o
  %v1 = add i64 %v, %x
  store i64 %v1, ptr addrspace(1) %o
  ret i64 %v1
}

; o[0] *= x, allocating first.
define i64 @mul_into(ptr addrspace(1) nonnull dereferenceable(16) %o, i64 %x) gc "statepoint-example" {
entry:
  %g = call fastcc ptr addrspace(1) @acc(i64 0)
  %v = load i64, ptr addrspace(1) %o
  %v1 = mul i64 %v, %x
  store i64 %v1, ptr addrspace(1) %o
  ret i64 %v1
}

define coldcc void @note(ptr addrspace(1) noundef %o) gc "statepoint-example" {
entry:
  %g = call fastcc ptr addrspace(1) @acc(i64 1)
  %f = getelementptr inbounds i64, ptr addrspace(1) %o, i64 1
  %n = load i64, ptr addrspace(1) %f
  %n1 = add i64 %n, 1
  store i64 %n1, ptr addrspace(1) %f
  ret void
}

; Not a gc function and not a leaf: it may run a collection as far as callers know.
define i64 @mix(i64 %x) {
entry:
  %a = mul i64 %x, 31
  %b = xor i64 %a, 7
  ret i64 %b
}

define i64 @tail(ptr addrspace(1) %o, i64 %x) gc "statepoint-example" {
entry:
  %r = tail call i64 @add_into(ptr addrspace(1) %o, i64 %x)
  ret i64 %r
}

define i32 @main() gc "statepoint-example" {
entry:
  %o = call fastcc ptr addrspace(1) @acc(i64 1)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %k = and i64 %i, 1
  %fp = getelementptr inbounds [2 x ptr], ptr @ops, i64 0, i64 %k
  %f = load ptr, ptr %fp
  %x = add i64 %i, 2
  %r = call i64 %f(ptr addrspace(1) nonnull dereferenceable(16) %o, i64 %x)
  call coldcc void @note(ptr addrspace(1) noundef %o)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %i, i64 %r)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 6
  br i1 %more, label %loop, label %done

done:
  %t = call i64 @tail(ptr addrspace(1) %o, i64 5)
  %m = call i64 @mix(i64 %t)
  call i64 @mix(i64 0)
  %cnt = getelementptr inbounds i64, ptr addrspace(1) %o, i64 1
  %n = load i64, ptr addrspace(1) %cnt
  %v = load i64, ptr addrspace(1) %o
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %m, i64 %n)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %v, i64 %t)
  ret i32 0
}

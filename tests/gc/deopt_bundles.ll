; Calls with "deopt" operand bundles (RS4GC basic.ll, deopt-lowering-attrs.ll, intrinsics.ll,
; liveness-basics.ll): deopt state holding integers, a reference, a derived pointer and null, on
; void and value-returning non-leaf calls, on a call inside a loop, a reference that is used only
; by the deopt bundle (it must stay live to the statepoint, not after), and a deopt bundle on a
; "gc-leaf-function" call, which stays an ordinary call.

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

define ptr addrspace(1) @obj(i64 %v) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 1, i64 16)
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  store i64 %v, ptr addrspace(1) %f
  %g = getelementptr inbounds i8, ptr addrspace(1) %o, i64 16
  %w = mul i64 %v, 2
  store i64 %w, ptr addrspace(1) %g
  ret ptr addrspace(1) %o
}

define void @tick() gc "statepoint-example" {
entry:
  %junk = call ptr addrspace(1) @obj(i64 0)
  ret void
}

define i64 @twice(i64 %x) gc "statepoint-example" {
entry:
  %junk = call ptr addrspace(1) @obj(i64 %x)
  %r = mul i64 %x, 2
  ret i64 %r
}

; Reads both words of an object; no safepoint inside.
define i64 @peek(ptr addrspace(1) %o) "gc-leaf-function" {
entry:
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %v = load i64, ptr addrspace(1) %f
  %g = getelementptr inbounds i8, ptr addrspace(1) %o, i64 16
  %w = load i64, ptr addrspace(1) %g
  %r = add i64 %v, %w
  ret i64 %r
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @obj(i64 3)
  %b = call ptr addrspace(1) @obj(i64 5)
  %bd = getelementptr inbounds i8, ptr addrspace(1) %b, i64 16
  call void @tick() [ "deopt"(i32 1, i64 42, ptr addrspace(1) %a, ptr addrspace(1) %bd, ptr addrspace(1) null) ]
  %va = call i64 @peek(ptr addrspace(1) %a)
  %vb = load i64, ptr addrspace(1) %bd
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %va, i64 %vb)
  ; %c is used by the deopt state only.
  %c = call ptr addrspace(1) @obj(i64 7)
  %t = call i64 @twice(i64 %va) [ "deopt"(ptr addrspace(1) %c, i32 2) ]
  %vb2 = call i64 @peek(ptr addrspace(1) %b) [ "deopt"(ptr addrspace(1) %a, i32 3) ]
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %t, i64 %vb2)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %cur = phi ptr addrspace(1) [ %a, %entry ], [ %new, %loop ]
  %new = call ptr addrspace(1) @obj(i64 %i) [ "deopt"(i64 %i, ptr addrspace(1) %cur, ptr addrspace(1) %b) ]
  store ptr addrspace(1) %cur, ptr addrspace(1) %new
  %x = call i64 @twice(i64 %i) [ "deopt"(i64 %i, ptr addrspace(1) %new) ]
  %p = call i64 @peek(ptr addrspace(1) %cur)
  %acc0 = add i64 %acc, %x
  %acc1 = add i64 %acc0, %p
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 4
  br i1 %more, label %loop, label %done

done:
  call i32 (ptr, ...) @printf(ptr @fmt, i64 3, i64 %acc1)
  ; Follow the chain new -> ... -> %a.
  %n1 = load ptr addrspace(1), ptr addrspace(1) %new
  %n2 = load ptr addrspace(1), ptr addrspace(1) %n1
  %pn = call i64 @peek(ptr addrspace(1) %n2)
  %vb3 = load i64, ptr addrspace(1) %bd
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %pn, i64 %vb3)
  ret i32 0
}

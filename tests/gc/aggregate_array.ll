; References inside first-class arrays: `[3 x ptr addrspace(1)]` returned from a non-leaf call,
; built element by element with insertvalue, rotated around a loop in a phi while every iteration
; allocates, passed to a call that reads all three elements, and a `{ [3 x ptr addrspace(1)], i64 }`
; nesting, each live across statepoints before its elements are extracted.
; llvm19: wrong — RewriteStatepointsForGC does not look inside arrays or structs for references,
; so the elements are not relocated and the moving-GC stress run traps on the first read after a
; statepoint.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)

%tagged = type { [3 x ptr addrspace(1)], i64 }

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

define ptr addrspace(1) @box(i64 %v) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 %v, ptr addrspace(1) %o
  ret ptr addrspace(1) %o
}

; Three boxes v, v+1, v+2.
define [3 x ptr addrspace(1)] @three(i64 %v) gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @box(i64 %v)
  %v1 = add i64 %v, 1
  %b = call ptr addrspace(1) @box(i64 %v1)
  %v2 = add i64 %v, 2
  %c = call ptr addrspace(1) @box(i64 %v2)
  %t0 = insertvalue [3 x ptr addrspace(1)] poison, ptr addrspace(1) %a, 0
  %t1 = insertvalue [3 x ptr addrspace(1)] %t0, ptr addrspace(1) %b, 1
  %t2 = insertvalue [3 x ptr addrspace(1)] %t1, ptr addrspace(1) %c, 2
  ret [3 x ptr addrspace(1)] %t2
}

; 100*x0 + 10*x1 + x2 of the boxes, read after an allocation.
define i64 @digits([3 x ptr addrspace(1)] %t) gc "statepoint-example" {
entry:
  %g = call ptr addrspace(1) @box(i64 0)
  %a = extractvalue [3 x ptr addrspace(1)] %t, 0
  %b = extractvalue [3 x ptr addrspace(1)] %t, 1
  %c = extractvalue [3 x ptr addrspace(1)] %t, 2
  %va = load i64, ptr addrspace(1) %a
  %vb = load i64, ptr addrspace(1) %b
  %vc = load i64, ptr addrspace(1) %c
  %x = mul i64 %va, 100
  %y = mul i64 %vb, 10
  %s = add i64 %x, %y
  %r = add i64 %s, %vc
  ret i64 %r
}

define %tagged @tag([3 x ptr addrspace(1)] %t, i64 %k) gc "statepoint-example" {
entry:
  %g = call ptr addrspace(1) @box(i64 %k)
  %r0 = insertvalue %tagged poison, [3 x ptr addrspace(1)] %t, 0
  %r1 = insertvalue %tagged %r0, i64 %k, 1
  ret %tagged %r1
}

define i32 @main() gc "statepoint-example" {
entry:
  %t = call [3 x ptr addrspace(1)] @three(i64 1)
  %u = call [3 x ptr addrspace(1)] @three(i64 4)
  %dt = call i64 @digits([3 x ptr addrspace(1)] %t)
  %du = call i64 @digits([3 x ptr addrspace(1)] %u)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %dt, i64 %du)
  br label %loop

loop:
  ; Rotate: (x, y, z) -> (y, z, fresh box i).
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %cur = phi [3 x ptr addrspace(1)] [ %t, %entry ], [ %next, %loop ]
  %y = extractvalue [3 x ptr addrspace(1)] %cur, 1
  %z = extractvalue [3 x ptr addrspace(1)] %cur, 2
  %fresh = call ptr addrspace(1) @box(i64 %i)
  %n0 = insertvalue [3 x ptr addrspace(1)] poison, ptr addrspace(1) %y, 0
  %n1 = insertvalue [3 x ptr addrspace(1)] %n0, ptr addrspace(1) %z, 1
  %next = insertvalue [3 x ptr addrspace(1)] %n1, ptr addrspace(1) %fresh, 2
  %d = call i64 @digits([3 x ptr addrspace(1)] %next)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %i, i64 %d)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 5
  br i1 %more, label %loop, label %done

done:
  %tg = call %tagged @tag([3 x ptr addrspace(1)] %u, i64 9)
  %junk = call [3 x ptr addrspace(1)] @three(i64 50)
  %inner = extractvalue %tagged %tg, 0
  %k = extractvalue %tagged %tg, 1
  %first = extractvalue %tagged %tg, 0, 0
  %dd = call i64 @digits([3 x ptr addrspace(1)] %inner)
  %fv = load i64, ptr addrspace(1) %first
  %r = add i64 %dd, %fv
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %k, i64 %r)
  %dn = call i64 @digits([3 x ptr addrspace(1)] %next)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 10, i64 %dn)
  ret i32 0
}

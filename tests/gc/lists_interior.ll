; Singly linked lists and interior pointers: a list built in a loop, a reversed copy and a mapped
; copy (each step allocates while the rest of both lists is live), in-place updates through a
; pointer to a node's value field kept across calls (a derived pointer whose base is a node), and
; interior pointers stored in the heap: a reference slot holding the address of another object's
; value field, which the collector must move with that object. Node: next (slot 0), value (8).

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

define ptr addrspace(1) @cons(i64 %v, ptr addrspace(1) %next) gc "statepoint-example" {
entry:
  %n = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store ptr addrspace(1) %next, ptr addrspace(1) %n
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %n
}

; Values folded as acc * 10 + v (order-sensitive).
define i64 @digits(ptr addrspace(1) %l) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %n = phi ptr addrspace(1) [ %l, %entry ], [ %next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %body ]
  %end = icmp eq ptr addrspace(1) %n, null
  br i1 %end, label %done, label %body

body:
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  %v = load i64, ptr addrspace(1) %f
  %m = mul i64 %acc, 10
  %acc1 = add i64 %m, %v
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  ret i64 %acc
}

define ptr addrspace(1) @reverse(ptr addrspace(1) %l) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %n = phi ptr addrspace(1) [ %l, %entry ], [ %next, %body ]
  %out = phi ptr addrspace(1) [ null, %entry ], [ %out1, %body ]
  %end = icmp eq ptr addrspace(1) %n, null
  br i1 %end, label %done, label %body

body:
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  %v = load i64, ptr addrspace(1) %f
  %out1 = call ptr addrspace(1) @cons(i64 %v, ptr addrspace(1) %out)
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  ret ptr addrspace(1) %out
}

; A copy with each value v replaced by (v * k) mod 10, built front to back: the tail of the copy
; is written through a derived pointer to the last node's next slot.
define ptr addrspace(1) @map(ptr addrspace(1) %l, i64 %k) gc "statepoint-example" {
entry:
  %head = call ptr addrspace(1) @cons(i64 0, ptr addrspace(1) null)
  br label %loop

loop:
  %n = phi ptr addrspace(1) [ %l, %entry ], [ %next, %body ]
  %tail = phi ptr addrspace(1) [ %head, %entry ], [ %node, %body ]
  %end = icmp eq ptr addrspace(1) %n, null
  br i1 %end, label %done, label %body

body:
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  %v = load i64, ptr addrspace(1) %f
  %vk = mul i64 %v, %k
  %w = urem i64 %vk, 10
  %slot = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %tail, i64 0
  %node = call ptr addrspace(1) @cons(i64 %w, ptr addrspace(1) null)
  store ptr addrspace(1) %node, ptr addrspace(1) %slot
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  %first = load ptr addrspace(1), ptr addrspace(1) %head
  ret ptr addrspace(1) %first
}

; A box whose only reference slot holds an interior pointer to an i64 somewhere in the heap.
define ptr addrspace(1) @point_at(ptr addrspace(1) %field) gc "statepoint-example" {
entry:
  %b = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  store ptr addrspace(1) %field, ptr addrspace(1) %b
  ret ptr addrspace(1) %b
}

define i32 @main() gc "statepoint-example" {
entry:
  br label %build

build:
  %i = phi i64 [ 1, %entry ], [ %i1, %build ]
  %l = phi ptr addrspace(1) [ null, %entry ], [ %l1, %build ]
  %l1 = call ptr addrspace(1) @cons(i64 %i, ptr addrspace(1) %l)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 8
  br i1 %more, label %build, label %built

built:
  %d = call i64 @digits(ptr addrspace(1) %l1)
  %r = call ptr addrspace(1) @reverse(ptr addrspace(1) %l1)
  %dr = call i64 @digits(ptr addrspace(1) %r)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %d, i64 %dr)
  %m = call ptr addrspace(1) @map(ptr addrspace(1) %r, i64 3)
  %dm = call i64 @digits(ptr addrspace(1) %m)
  ; The value field of the third node of %r, kept across calls and written through.
  %r2 = load ptr addrspace(1), ptr addrspace(1) %r
  %r3 = load ptr addrspace(1), ptr addrspace(1) %r2
  %field = getelementptr inbounds i8, ptr addrspace(1) %r3, i64 8
  %junk = call ptr addrspace(1) @reverse(ptr addrspace(1) %m)
  store i64 0, ptr addrspace(1) %field
  %dr2 = call i64 @digits(ptr addrspace(1) %r)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %dm, i64 %dr2)
  ; Heap interior pointers: boxes pointing into %m's first node and %r's third node.
  %mf = getelementptr inbounds i8, ptr addrspace(1) %m, i64 8
  %b1 = call ptr addrspace(1) @point_at(ptr addrspace(1) %mf)
  %b2 = call ptr addrspace(1) @point_at(ptr addrspace(1) %field)
  %junk2 = call ptr addrspace(1) @reverse(ptr addrspace(1) %l1)
  %p1 = load ptr addrspace(1), ptr addrspace(1) %b1
  store i64 9, ptr addrspace(1) %p1
  %junk3 = call ptr addrspace(1) @reverse(ptr addrspace(1) %junk2)
  %p2 = load ptr addrspace(1), ptr addrspace(1) %b2
  %v2 = load i64, ptr addrspace(1) %p2
  %v3 = load i64, ptr addrspace(1) %field
  %dm2 = call i64 @digits(ptr addrspace(1) %m)
  %sum = add i64 %v2, %v3
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %dm2, i64 %sum)
  %dj = call i64 @digits(ptr addrspace(1) %junk3)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %dj, i64 %d)
  ret i32 0
}

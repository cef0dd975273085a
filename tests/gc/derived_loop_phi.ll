; Base phis of derived pointers in loops (RS4GC base-pointers-1.ll .. -4.ll, base-inference.ll):
; a cursor that a GEP advances each iteration through a raw array inside a managed object, live
; across an allocating call in the loop body (its base is the object, found through the phi); a
; cursor through the reference slots of an array object (gc_alloc(n, 0)); and a loop whose
; derived-pointer phi cycles through two phis (a chain of phis of GEPs with one base).

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

define ptr addrspace(1) @box(i64 %v) gc "statepoint-example" {
entry:
  %c = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 %v, ptr addrspace(1) %c
  ret ptr addrspace(1) %c
}

; Fills words 0..n-1 of a raw array with i*i+1 through a cursor; each step allocates.
define i64 @fill(ptr addrspace(1) %arr, i64 %n) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %cur = phi ptr addrspace(1) [ %arr, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %sq = mul i64 %i, %i
  %v = add i64 %sq, 1
  %b = call ptr addrspace(1) @box(i64 %v)
  store i64 %v, ptr addrspace(1) %cur
  %bv = load i64, ptr addrspace(1) %b
  %acc1 = add i64 %acc, %bv
  %next = getelementptr inbounds i64, ptr addrspace(1) %cur, i64 1
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret i64 %acc1
}

; Sums the raw words [from, to) of %arr through a derived cursor that starts inside the object.
define i64 @sum_range(ptr addrspace(1) %arr, i64 %from, i64 %to) gc "statepoint-example" {
entry:
  %start = getelementptr inbounds i64, ptr addrspace(1) %arr, i64 %from
  %end = getelementptr inbounds i64, ptr addrspace(1) %arr, i64 %to
  br label %loop

loop:
  %cur = phi ptr addrspace(1) [ %start, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %v = load i64, ptr addrspace(1) %cur
  %g = call ptr addrspace(1) @box(i64 %v)
  %acc1 = add i64 %acc, %v
  %next = getelementptr inbounds i64, ptr addrspace(1) %cur, i64 1
  %at_end = icmp eq ptr addrspace(1) %next, %end
  br i1 %at_end, label %done, label %loop

done:
  ret i64 %acc1
}

; An array of n references; slot i gets a box of 100+i through a slot cursor.
define ptr addrspace(1) @boxes(i64 %n) gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @gc_alloc(i64 %n, i64 0)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %slot = phi ptr addrspace(1) [ %a, %entry ], [ %slot1, %loop ]
  %v = add i64 %i, 100
  %b = call ptr addrspace(1) @box(i64 %v)
  store ptr addrspace(1) %b, ptr addrspace(1) %slot
  %slot1 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %slot, i64 1
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret ptr addrspace(1) %a
}

; Two phis feeding each other: the cursor steps by one word on even iterations and by two on
; odd ones, with a call on both paths.
define i64 @zigzag(ptr addrspace(1) %arr, i64 %steps) gc "statepoint-example" {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %p = phi ptr addrspace(1) [ %arr, %entry ], [ %q, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %latch ]
  %v = load i64, ptr addrspace(1) %p
  %acc1 = add i64 %acc, %v
  %odd = and i64 %i, 1
  %isodd = icmp ne i64 %odd, 0
  br i1 %isodd, label %two, label %one

one:
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %p, i64 1
  %b1 = call ptr addrspace(1) @box(i64 1)
  br label %latch

two:
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %p, i64 2
  %b2 = call ptr addrspace(1) @box(i64 2)
  br label %latch

latch:
  %q = phi ptr addrspace(1) [ %p1, %one ], [ %p2, %two ]
  %bx = phi ptr addrspace(1) [ %b1, %one ], [ %b2, %two ]
  %bv = load i64, ptr addrspace(1) %bx
  %acc2 = mul i64 %acc1, %bv
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %steps
  br i1 %more, label %head, label %done

done:
  %last = load i64, ptr addrspace(1) %q
  %r = add i64 %acc2, %last
  ret i64 %r
}

define i32 @main() gc "statepoint-example" {
entry:
  %arr = call ptr addrspace(1) @gc_alloc(i64 0, i64 96)
  %f = call i64 @fill(ptr addrspace(1) %arr, i64 12)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 1, i64 %f)
  %s1 = call i64 @sum_range(ptr addrspace(1) %arr, i64 0, i64 12)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 2, i64 %s1)
  %s2 = call i64 @sum_range(ptr addrspace(1) %arr, i64 3, i64 7)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 3, i64 %s2)
  %z = call i64 @zigzag(ptr addrspace(1) %arr, i64 6)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 4, i64 %z)
  %bx = call ptr addrspace(1) @boxes(i64 5)
  br label %walk

walk:
  %j = phi i64 [ 0, %entry ], [ %j1, %walk ]
  %slot = phi ptr addrspace(1) [ %bx, %entry ], [ %slot1, %walk ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %walk ]
  %b = load ptr addrspace(1), ptr addrspace(1) %slot
  %v = load i64, ptr addrspace(1) %b
  call i32 (ptr, ...) @printf(ptr @fmt, i64 5, i64 %v)
  %acc1 = add i64 %acc, %v
  %slot1 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %slot, i64 1
  %j1 = add i64 %j, 1
  %more = icmp slt i64 %j1, 5
  br i1 %more, label %walk, label %out

out:
  %last = getelementptr inbounds i64, ptr addrspace(1) %arr, i64 11
  %lv = load i64, ptr addrspace(1) %last
  %r = add i64 %acc1, %lv
  call i32 (ptr, ...) @printf(ptr @fmt, i64 6, i64 %r)
  ret i32 0
}

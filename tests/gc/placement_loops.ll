; Poll placement (PlaceSafepoints basic.ll, finite-loops.ll, call-in-loop.ll, split-backedge.ll):
; the poll loads a flag and calls the non-leaf @do_safepoint only when it is set (@cons sets it
; after allocating, @do_safepoint clears it: a poll collects when something was allocated since
; the last collecting poll). Loops: a counted loop with a small constant trip count (no
; backedge poll), a counted i64 loop with an unknown bound and a loop walking a list to null (both
; get a backedge poll; references are live across it), a loop whose call dominates the backedge (no
; poll needed there), a loop whose only call is on one branch (poll needed), and a nest where only
; the inner loop calls. Entry polls in every gc function.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)

@fmt = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00"
@gc_requested = global i32 1
@polls = global i64 0

define void @do_safepoint() {
entry:
  %n = load i64, ptr @polls
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @polls
  store i32 0, ptr @gc_requested
  call void @gc_safepoint()
  ret void
}

define void @gc.safepoint_poll() {
entry:
  %f = load i32, ptr @gc_requested
  %want = icmp ne i32 %f, 0
  br i1 %want, label %collect, label %done

collect:
  call void @do_safepoint()
  br label %done

done:
  ret void
}

define ptr addrspace(1) @cons(i64 %v, ptr addrspace(1) %next) gc "statepoint-example" {
entry:
  %n = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store i32 1, ptr @gc_requested
  store ptr addrspace(1) %next, ptr addrspace(1) %n
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %n
}

; Sixteen iterations, no call: finite, so no backedge poll.
define i64 @small_counted(ptr addrspace(1) %l) gc "statepoint-example" {
entry:
  %f = getelementptr inbounds i8, ptr addrspace(1) %l, i64 8
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %v = load i64, ptr addrspace(1) %f
  %iw = zext i32 %i to i64
  %t = mul i64 %v, %iw
  %acc1 = add i64 %acc, %t
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 16
  br i1 %more, label %loop, label %done

done:
  %v2 = load i64, ptr addrspace(1) %f
  %r = add i64 %acc1, %v2
  ret i64 %r
}

; An i64 bound the pass cannot see: a backedge poll, with %l and its field pointer live across it.
define i64 @unknown_bound(ptr addrspace(1) %l, i64 %n) gc "statepoint-example" {
entry:
  %f = getelementptr inbounds i8, ptr addrspace(1) %l, i64 8
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %v = load i64, ptr addrspace(1) %f
  %acc1 = add i64 %acc, %v
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  %nx = load ptr addrspace(1), ptr addrspace(1) %l
  %isnull = icmp eq ptr addrspace(1) %nx, null
  %z = zext i1 %isnull to i64
  %r = add i64 %acc1, %z
  ret i64 %r
}

; Walks a list to its end without calls: the walk needs a backedge poll; the head stays live.
define i64 @walk(ptr addrspace(1) %l) gc "statepoint-example" {
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
  %m = mul i64 %acc, 3
  %acc1 = add i64 %m, %v
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  %hf = getelementptr inbounds i8, ptr addrspace(1) %l, i64 8
  %hv = load i64, ptr addrspace(1) %hf
  %r = add i64 %acc, %hv
  ret i64 %r
}

; The call dominates the backedge: no poll needed in the loop.
define ptr addrspace(1) @build(i64 %n) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %l = phi ptr addrspace(1) [ null, %entry ], [ %l1, %loop ]
  %l1 = call ptr addrspace(1) @cons(i64 %i, ptr addrspace(1) %l)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret ptr addrspace(1) %l1
}

; The only call is on one branch: the other path around the loop needs a poll.
define ptr addrspace(1) @evens(ptr addrspace(1) %l) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %n = phi ptr addrspace(1) [ %l, %entry ], [ %next, %latch ]
  %out = phi ptr addrspace(1) [ null, %entry ], [ %out1, %latch ]
  %end = icmp eq ptr addrspace(1) %n, null
  br i1 %end, label %done, label %body

body:
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  %v = load i64, ptr addrspace(1) %f
  %bit = and i64 %v, 1
  %even = icmp eq i64 %bit, 0
  br i1 %even, label %keep, label %latch

keep:
  %kept = call ptr addrspace(1) @cons(i64 %v, ptr addrspace(1) %out)
  br label %latch

latch:
  %out1 = phi ptr addrspace(1) [ %kept, %keep ], [ %out, %body ]
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  ret ptr addrspace(1) %out
}

; Outer loop without a call of its own around an inner loop that allocates.
define i64 @nest(i64 %n) gc "statepoint-example" {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %outer.latch ]
  %skip = icmp eq i64 %i, 2
  br i1 %skip, label %outer.latch, label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %l = phi ptr addrspace(1) [ null, %outer ], [ %l1, %inner ]
  %l1 = call ptr addrspace(1) @cons(i64 %j, ptr addrspace(1) %l)
  %j1 = add i64 %j, 1
  %imore = icmp sle i64 %j1, %i
  br i1 %imore, label %inner, label %inner.done

inner.done:
  %w = call i64 @walk(ptr addrspace(1) %l1)
  br label %outer.latch

outer.latch:
  %add = phi i64 [ 0, %outer ], [ %w, %inner.done ]
  %acc1 = add i64 %acc, %add
  %i1 = add i64 %i, 1
  %omore = icmp slt i64 %i1, %n
  br i1 %omore, label %outer, label %done

done:
  ret i64 %acc1
}

define i32 @main() gc "statepoint-example" {
entry:
  %l = call ptr addrspace(1) @build(i64 9)
  %a = call i64 @small_counted(ptr addrspace(1) %l)
  %b = call i64 @unknown_bound(ptr addrspace(1) %l, i64 7)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %a, i64 %b)
  %w = call i64 @walk(ptr addrspace(1) %l)
  %e = call ptr addrspace(1) @evens(ptr addrspace(1) %l)
  %we = call i64 @walk(ptr addrspace(1) %e)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w, i64 %we)
  %n = call i64 @nest(i64 5)
  %w2 = call i64 @walk(ptr addrspace(1) %l)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %n, i64 %w2)
  ret i32 0
}

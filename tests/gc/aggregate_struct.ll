; References inside first-class structs: `{ ptr addrspace(1), i64 }` returned from non-leaf calls,
; built with insertvalue, passed as a call argument, carried around a loop in a phi (rebuilt each
; iteration from a fresh allocation and the old value), and live across calls before the reference
; is extracted and read. Every such struct is live across a statepoint.
; llvm19: wrong — RewriteStatepointsForGC only tracks pointers and vectors of pointers, so a
; struct holding a reference is not relocated across a statepoint: after the first call the struct
; still holds the old copy's address and the moving-GC stress run traps reading through it.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)

%pair = type { ptr addrspace(1), i64 }

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

; A pair of a fresh object holding v (raw word 0) and the tag v*3.
define %pair @make(i64 %v) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  store i64 %v, ptr addrspace(1) %f
  %t = mul i64 %v, 3
  %p0 = insertvalue %pair poison, ptr addrspace(1) %o, 0
  %p1 = insertvalue %pair %p0, i64 %t, 1
  ret %pair %p1
}

; The value in the pair's object plus its tag; allocates first.
define i64 @read(%pair %p) gc "statepoint-example" {
entry:
  %g = call %pair @make(i64 0)
  %o = extractvalue %pair %p, 0
  %t = extractvalue %pair %p, 1
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %v = load i64, ptr addrspace(1) %f
  %r = add i64 %v, %t
  ret i64 %r
}

; Links the object of %b into the reference slot of %a's object and returns a pair of %a's object.
define %pair @link(%pair %a, %pair %b) gc "statepoint-example" {
entry:
  %junk = call ptr addrspace(1) @gc_alloc(i64 0, i64 64)
  %oa = extractvalue %pair %a, 0
  %ob = extractvalue %pair %b, 0
  store ptr addrspace(1) %ob, ptr addrspace(1) %oa
  %tb = extractvalue %pair %b, 1
  %r = insertvalue %pair %a, i64 %tb, 1
  ret %pair %r
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call %pair @make(i64 5)
  %b = call %pair @make(i64 7)
  %ra = call i64 @read(%pair %a)
  %rb = call i64 @read(%pair %b)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %ra, i64 %rb)
  %l = call %pair @link(%pair %a, %pair %b)
  %rl = call i64 @read(%pair %l)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 2, i64 %rl)
  ; A struct built here, live across a call, then taken apart.
  %ob = extractvalue %pair %b, 0
  %mine0 = insertvalue %pair poison, ptr addrspace(1) %ob, 0
  %mine = insertvalue %pair %mine0, i64 1000, 1
  %junk = call %pair @make(i64 1)
  %rm = call i64 @read(%pair %mine)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 3, i64 %rm)
  br label %loop

loop:
  ; The carried pair always holds the newest object, whose slot links to the previous one.
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %cur = phi %pair [ %a, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %fresh = call %pair @make(i64 %i)
  %next = call %pair @link(%pair %fresh, %pair %cur)
  %r = call i64 @read(%pair %next)
  %acc1 = add i64 %acc, %r
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 6
  br i1 %more, label %loop, label %done

done:
  call i32 (ptr, ...) @printf(ptr @fmt, i64 4, i64 %acc1)
  ; Walk the chain of slots from the last pair's object down to %a's and %b's.
  %head = extractvalue %pair %next, 0
  br label %walk

walk:
  %o = phi ptr addrspace(1) [ %head, %done ], [ %o.next, %walk ]
  %sum = phi i64 [ 0, %done ], [ %sum1, %walk ]
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %v = load i64, ptr addrspace(1) %f
  %sum1 = add i64 %sum, %v
  %o.next = load ptr addrspace(1), ptr addrspace(1) %o
  %end = icmp eq ptr addrspace(1) %o.next, null
  br i1 %end, label %out, label %walk

out:
  call i32 (ptr, ...) @printf(ptr @fmt, i64 5, i64 %sum1)
  ret i32 0
}

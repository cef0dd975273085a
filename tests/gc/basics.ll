; Basics (the shapes of RS4GC's basics.ll, liveness-basics.ll, relocation.ll, call-gc-result.ll):
; references live across non-leaf calls that allocate, a reference returned by a call (gc.result)
; and used after later calls, a reference passed as a call argument and used after the call, a
; reference live on one branch only, a reference reached again through a slot of another object,
; and a null reference live across a call. Entry polls only (no loops).

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

; A cell: one reference slot (offset 0) and one i64 (offset 8).
define ptr addrspace(1) @cell(i64 %v) gc "statepoint-example" {
entry:
  %c = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %f = getelementptr inbounds i8, ptr addrspace(1) %c, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %c
}

define i64 @get(ptr addrspace(1) %c) gc "statepoint-example" {
entry:
  %f = getelementptr inbounds i8, ptr addrspace(1) %c, i64 8
  %v = load i64, ptr addrspace(1) %f
  ret i64 %v
}

; Allocates while its argument stays live, then reads both.
define i64 @churn(ptr addrspace(1) %c, i64 %n) gc "statepoint-example" {
entry:
  %g = call ptr addrspace(1) @cell(i64 %n)
  %a = call i64 @get(ptr addrspace(1) %c)
  %b = call i64 @get(ptr addrspace(1) %g)
  %s = add i64 %a, %b
  ret i64 %s
}

; Returns a fresh cell holding the sum of two cells, linked to the first.
define ptr addrspace(1) @sum_cell(ptr addrspace(1) %x, ptr addrspace(1) %y) gc "statepoint-example" {
entry:
  %r = call ptr addrspace(1) @cell(i64 0)
  %a = call i64 @get(ptr addrspace(1) %x)
  %b = call i64 @get(ptr addrspace(1) %y)
  %s = add i64 %a, %b
  %f = getelementptr inbounds i8, ptr addrspace(1) %r, i64 8
  store i64 %s, ptr addrspace(1) %f
  store ptr addrspace(1) %x, ptr addrspace(1) %r
  ret ptr addrspace(1) %r
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @cell(i64 10)
  %b = call ptr addrspace(1) @cell(i64 20)
  store ptr addrspace(1) %b, ptr addrspace(1) %a
  %r1 = call i64 @churn(ptr addrspace(1) %a, i64 5)
  %va = call i64 @get(ptr addrspace(1) %a)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 1, i64 %r1)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 2, i64 %va)
  %bs = load ptr addrspace(1), ptr addrspace(1) %a
  %vb = call i64 @get(ptr addrspace(1) %bs)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 3, i64 %vb)
  %s = call ptr addrspace(1) @sum_cell(ptr addrspace(1) %a, ptr addrspace(1) %b)
  %g1 = call ptr addrspace(1) @cell(i64 99)
  %vs = call i64 @get(ptr addrspace(1) %s)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 4, i64 %vs)
  %big = icmp sgt i64 %vs, 25
  %maybe = select i1 %big, ptr addrspace(1) null, ptr addrspace(1) %g1
  br i1 %big, label %then, label %else

then:
  ; %b is live into this branch only.
  %t = call ptr addrspace(1) @cell(i64 7)
  %tv = call i64 @get(ptr addrspace(1) %b)
  %tt = call i64 @get(ptr addrspace(1) %t)
  %tsum = add i64 %tv, %tt
  br label %join

else:
  %ev = call i64 @get(ptr addrspace(1) %g1)
  br label %join

join:
  %x = phi i64 [ %tsum, %then ], [ %ev, %else ]
  call i32 (ptr, ...) @printf(ptr @fmt, i64 5, i64 %x)
  %isnull = icmp eq ptr addrspace(1) %maybe, null
  %nz = zext i1 %isnull to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 6, i64 %nz)
  ; The first slot of %s still reaches %a, which still reaches %b.
  %sa = load ptr addrspace(1), ptr addrspace(1) %s
  %sab = load ptr addrspace(1), ptr addrspace(1) %sa
  %w = call i64 @get(ptr addrspace(1) %sab)
  %w2 = call i64 @get(ptr addrspace(1) %a)
  %ws = mul i64 %w, %w2
  call i32 (ptr, ...) @printf(ptr @fmt, i64 7, i64 %ws)
  ret i32 0
}

; llvm.memcpy/memmove.element.unordered.atomic on managed arrays (RS4GC
; unordered-atomic-memcpy.ll): without "gc-leaf-function" the copy is a safepoint (LLVM rewrites
; it to a statepoint of __llvm_memcpy_element_unordered_atomic_safepoint_N taking each pointer as
; base and offset), with the call-site attribute it stays an ordinary call. Copies between raw
; arrays at interior offsets (element sizes 1, 4 and 8), between arrays of references (the copied
; slots must still reach their objects after the next collection), and an overlapping memmove;
; the destination and source are derived pointers live across the copy.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i32)
declare void @llvm.memmove.element.unordered.atomic.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i32)

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

; A raw array of %n i64 words holding start, start+1, ...
define ptr addrspace(1) @iota(i64 %n, i64 %start) gc "statepoint-example" {
entry:
  %bytes = mul i64 %n, 8
  %a = call ptr addrspace(1) @gc_alloc(i64 0, i64 %bytes)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %i
  %v = add i64 %start, %i
  store i64 %v, ptr addrspace(1) %p
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret ptr addrspace(1) %a
}

; The weighted sum (i+1)*w[i] of %n words.
define i64 @weigh(ptr addrspace(1) %a, i64 %n) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %i
  %v = load i64, ptr addrspace(1) %p
  %i1 = add i64 %i, 1
  %w = mul i64 %v, %i1
  %acc1 = add i64 %acc, %w
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret i64 %acc1
}

define i32 @main() gc "statepoint-example" {
entry:
  %src = call ptr addrspace(1) @iota(i64 8, i64 100)
  %dst = call ptr addrspace(1) @iota(i64 8, i64 0)
  ; Words 2..5 of %src to words 1..4 of %dst, as a safepoint, element size 8.
  %s2 = getelementptr inbounds i64, ptr addrspace(1) %src, i64 2
  %d1 = getelementptr inbounds i64, ptr addrspace(1) %dst, i64 1
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 8 %d1, ptr addrspace(1) align 8 %s2, i64 32, i32 8)
  %w1 = call i64 @weigh(ptr addrspace(1) %dst, i64 8)
  %vd1 = load i64, ptr addrspace(1) %d1
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w1, i64 %vd1)
  ; Element size 4 and a leaf copy (element size 1) of twelve bytes.
  %s5 = getelementptr inbounds i64, ptr addrspace(1) %src, i64 5
  %d6 = getelementptr inbounds i64, ptr addrspace(1) %dst, i64 6
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 4 %d6, ptr addrspace(1) align 4 %s5, i64 16, i32 4)
  %w2 = call i64 @weigh(ptr addrspace(1) %dst, i64 8)
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 1 %dst, ptr addrspace(1) align 1 %s5, i64 8, i32 1) "gc-leaf-function"
  %w3 = call i64 @weigh(ptr addrspace(1) %dst, i64 8)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w2, i64 %w3)
  ; An overlapping move inside %src: words 0..5 to 2..7.
  call void @llvm.memmove.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 8 %s2, ptr addrspace(1) align 8 %src, i64 48, i32 8)
  %w4 = call i64 @weigh(ptr addrspace(1) %src, i64 8)
  %vs2 = load i64, ptr addrspace(1) %s2
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w4, i64 %vs2)
  ; Arrays of references: copy three slots, then drop the source array.
  %refs = call ptr addrspace(1) @gc_alloc(i64 4, i64 0)
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %slot = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %refs, i64 %i
  %v = mul i64 %i, 11
  %b = call ptr addrspace(1) @box(i64 %v)
  store ptr addrspace(1) %b, ptr addrspace(1) %slot
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 4
  br i1 %more, label %fill, label %copy

copy:
  %out = call ptr addrspace(1) @gc_alloc(i64 3, i64 0)
  %from = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %refs, i64 1
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 8 %out, ptr addrspace(1) align 8 %from, i64 24, i32 8)
  %g = call ptr addrspace(1) @box(i64 0)
  %o0 = load ptr addrspace(1), ptr addrspace(1) %out
  %o2p = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %out, i64 2
  %o2 = load ptr addrspace(1), ptr addrspace(1) %o2p
  %g2 = call ptr addrspace(1) @box(i64 0)
  %x0 = load i64, ptr addrspace(1) %o0
  %x2 = load i64, ptr addrspace(1) %o2
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %x0, i64 %x2)
  %r1 = load ptr addrspace(1), ptr addrspace(1) %from
  %same = icmp eq ptr addrspace(1) %r1, %o0
  %samei = zext i1 %same to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 5, i64 %samei)
  ret i32 0
}

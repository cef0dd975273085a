; Variadic callees in a gc function: `@sumv` (variadic, allocates for each argument, returns an
; i64) and `@mkv` (variadic, returns a fresh reference) are non-leaf calls whose statepoints wrap a
; variadic target that returns a value, with references of the caller live across them; a void
; variadic callee that allocates (`@note`) too. Only i64 values travel through the `...` part.
; llvm19: wrong — opt-19 builds gc.statepoint calls of non-void variadic targets and then rejects
; its own output ("gc.statepoint doesn't support wrapping non-void vararg functions yet").

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

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

; Adds each of the %n variadic i64s to word 0 of %acc, allocating a box per value; returns the sum
; of the values.
define i64 @sumv(ptr addrspace(1) %acc, i64 %n, ...) gc "statepoint-example" {
entry:
  %ap = alloca [24 x i8], align 8
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %v = va_arg ptr %ap, i64
  %b = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 %v, ptr addrspace(1) %b
  %old = load i64, ptr addrspace(1) %acc
  %bv = load i64, ptr addrspace(1) %b
  %new = add i64 %old, %bv
  store i64 %new, ptr addrspace(1) %acc
  %s1 = add i64 %s, %v
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %s1
}

; A fresh object whose %n raw words are the variadic i64s.
define ptr addrspace(1) @mkv(i64 %n, ...) gc "statepoint-example" {
entry:
  %ap = alloca [24 x i8], align 8
  call void @llvm.va_start.p0(ptr %ap)
  %bytes = mul i64 %n, 8
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 %bytes)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = va_arg ptr %ap, i64
  %junk = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  %p = getelementptr inbounds i64, ptr addrspace(1) %o, i64 %i
  store i64 %v, ptr addrspace(1) %p
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done

done:
  call void @llvm.va_end.p0(ptr %ap)
  ret ptr addrspace(1) %o
}

; Void and variadic: allocates and counts its calls in word 0 of %o.
define void @note(ptr addrspace(1) %o, ...) gc "statepoint-example" {
entry:
  %junk = call ptr addrspace(1) @gc_alloc(i64 0, i64 16)
  %c = load i64, ptr addrspace(1) %o
  %c1 = add i64 %c, 1
  store i64 %c1, ptr addrspace(1) %o
  ret void
}

define i64 @word(ptr addrspace(1) %o, i64 %i) gc "statepoint-example" {
entry:
  %p = getelementptr inbounds i64, ptr addrspace(1) %o, i64 %i
  %v = load i64, ptr addrspace(1) %p
  ret i64 %v
}

define i32 @main() gc "statepoint-example" {
entry:
  %acc = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %cnt = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %s1 = call i64 (ptr addrspace(1), i64, ...) @sumv(ptr addrspace(1) %acc, i64 3, i64 1, i64 2, i64 3)
  call void (ptr addrspace(1), ...) @note(ptr addrspace(1) %cnt, i64 1)
  %s2 = call i64 (ptr addrspace(1), i64, ...) @sumv(ptr addrspace(1) %acc, i64 5, i64 10, i64 20, i64 30, i64 40, i64 50)
  call void (ptr addrspace(1), ...) @note(ptr addrspace(1) %cnt)
  %a = load i64, ptr addrspace(1) %acc
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s1, i64 %s2)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 1, i64 %a)
  %o = call ptr addrspace(1) (i64, ...) @mkv(i64 4, i64 7, i64 8, i64 9, i64 10)
  %d = getelementptr inbounds i64, ptr addrspace(1) %o, i64 2
  %o2 = call ptr addrspace(1) (i64, ...) @mkv(i64 2, i64 70, i64 80)
  %s3 = call i64 (ptr addrspace(1), i64, ...) @sumv(ptr addrspace(1) %o2, i64 2, i64 5, i64 6)
  %w0 = call i64 @word(ptr addrspace(1) %o2, i64 0)
  %dv = load i64, ptr addrspace(1) %d
  %w3 = call i64 @word(ptr addrspace(1) %o, i64 3)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w0, i64 %s3)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %dv, i64 %w3)
  %c = load i64, ptr addrspace(1) %cnt
  call i32 (ptr, ...) @printf(ptr @fmt, i64 2, i64 %c)
  ret i32 0
}

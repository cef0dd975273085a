; Calls that are not safepoints (RS4GC leaf-function.ll, intrinsics-bare.ll, PlaceSafepoints
; memset.ll, libcall.ll): a "gc-leaf-function" on the callee's definition (a non-gc function with a
; loop that walks a managed list), on the call site only, intrinsics (llvm.smax, llvm.memset and
; llvm.memcpy on managed memory), next to non-leaf calls that allocate. References live across the
; leaf calls are read after the next non-leaf call, so they must be relocated there.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare i64 @llvm.smax.i64(i64, i64)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)

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

; List node: next (slot 0), value (offset 8).
define ptr addrspace(1) @cons(i64 %v, ptr addrspace(1) %next) gc "statepoint-example" {
entry:
  %n = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store ptr addrspace(1) %next, ptr addrspace(1) %n
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %n
}

; Sum of a list's values: a leaf by its definition's attribute.
define i64 @sum(ptr addrspace(1) %l) #0 {
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
  %acc1 = add i64 %acc, %v
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  ret i64 %acc
}

; Length of a list: a plain function without the attribute; its callers mark each call site
; "gc-leaf-function" instead.
define i64 @len(ptr addrspace(1) %l) {
entry:
  br label %loop

loop:
  %n = phi ptr addrspace(1) [ %l, %entry ], [ %next, %body ]
  %k = phi i64 [ 0, %entry ], [ %k1, %body ]
  %end = icmp eq ptr addrspace(1) %n, null
  br i1 %end, label %done, label %body

body:
  %k1 = add i64 %k, 1
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  ret i64 %k
}

define i32 @main() gc "statepoint-example" {
entry:
  %l1 = call ptr addrspace(1) @cons(i64 1, ptr addrspace(1) null)
  %l2 = call ptr addrspace(1) @cons(i64 2, ptr addrspace(1) %l1)
  %l3 = call ptr addrspace(1) @cons(i64 3, ptr addrspace(1) %l2)
  %s3 = call i64 @sum(ptr addrspace(1) %l3)
  %n3 = call i64 @len(ptr addrspace(1) %l3) "gc-leaf-function"
  %m = call i64 @llvm.smax.i64(i64 %s3, i64 %n3)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s3, i64 %n3)
  ; Raw buffers: memset and memcpy between managed objects.
  %buf = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %buf, i8 1, i64 32, i1 false)
  %copy = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  %src = getelementptr inbounds i8, ptr addrspace(1) %buf, i64 8
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %copy, ptr addrspace(1) %src, i64 16, i1 false)
  %l4 = call ptr addrspace(1) @cons(i64 %m, ptr addrspace(1) %l3)
  %w0 = load i64, ptr addrspace(1) %copy
  %w2p = getelementptr inbounds i64, ptr addrspace(1) %copy, i64 2
  %w2 = load i64, ptr addrspace(1) %w2p
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w0, i64 %w2)
  %s4 = call i64 @sum(ptr addrspace(1) %l4)
  %n4 = call i64 @len(ptr addrspace(1) %l4) "gc-leaf-function"
  %l5 = call ptr addrspace(1) @cons(i64 %s4, ptr addrspace(1) %l4)
  %s1 = call i64 @sum(ptr addrspace(1) %l1)
  %s5 = call i64 @sum(ptr addrspace(1) %l5)
  %n5 = call i64 @len(ptr addrspace(1) %l5) "gc-leaf-function"
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s4, i64 %n4)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s5, i64 %n5)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s1, i64 %m)
  ret i32 0
}

attributes #0 = { "gc-leaf-function" }

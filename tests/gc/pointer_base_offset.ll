; llvm.experimental.gc.get.pointer.base and .offset (RS4GC intrinsics.ll): the base and offset of
; derived pointers made by GEPs, by a select of GEPs into two objects, by a phi of GEPs carried
; around a loop, the base of a base, and a GEP from an inferred base, all queried before and used
; after non-leaf calls; the bases are passed to a callee. The offsets are printed (they do not
; depend on where objects live).

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1))
declare i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1))

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

; An object with two reference slots and six raw words holding tag*10 + index.
define ptr addrspace(1) @obj(i64 %tag) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 2, i64 48)
  %raw = getelementptr inbounds i8, ptr addrspace(1) %o, i64 16
  %t10 = mul i64 %tag, 10
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i64, ptr addrspace(1) %raw, i64 %i
  %v = add i64 %t10, %i
  store i64 %v, ptr addrspace(1) %p
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 6
  br i1 %more, label %loop, label %done

done:
  ret ptr addrspace(1) %o
}

; Prints %off and raw word 0 of %base; allocates first. (RewriteStatepointsForGC takes every
; argument, call result and loaded reference for a base, so the base and offset are queried where
; the derivation is visible, in the caller.)
define void @show(ptr addrspace(1) %base, i64 %off) gc "statepoint-example" {
entry:
  %junk = call ptr addrspace(1) @obj(i64 0)
  %w = getelementptr inbounds i8, ptr addrspace(1) %base, i64 16
  %v = load i64, ptr addrspace(1) %w
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %off, i64 %v)
  ret void
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @obj(i64 1)
  %b = call ptr addrspace(1) @obj(i64 2)
  %a3 = getelementptr inbounds i8, ptr addrspace(1) %a, i64 40
  %b1 = getelementptr inbounds i8, ptr addrspace(1) %b, i64 24
  %sa3.base = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %a3)
  %sa3.off = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %a3)
  call void @show(ptr addrspace(1) %sa3.base, i64 %sa3.off)
  %sb1.base = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %b1)
  %sb1.off = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %b1)
  call void @show(ptr addrspace(1) %sb1.base, i64 %sb1.off)
  %sb.base = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %b)
  %sb.off = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %b)
  call void @show(ptr addrspace(1) %sb.base, i64 %sb.off)
  ; A select of GEPs into different objects; its base and offset, used after a call.
  %va3 = load i64, ptr addrspace(1) %a3
  %c = icmp eq i64 %va3, 13
  %s = select i1 %c, ptr addrspace(1) %b1, ptr addrspace(1) %a3
  %sbase = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %s)
  %soff = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %s)
  %bb = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %sbase)
  %bboff = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %bb)
  %junk = call ptr addrspace(1) @obj(i64 3)
  %raw = getelementptr inbounds i8, ptr addrspace(1) %bb, i64 48
  %rv = load i64, ptr addrspace(1) %raw
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %soff, i64 %bboff)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 4, i64 %rv)
  %same = icmp eq ptr addrspace(1) %sbase, %b
  %samei = zext i1 %same to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 5, i64 %samei)
  br label %loop

loop:
  ; A derived pointer that walks %a's raw words, swapping to %b's at i = 3.
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %p = phi ptr addrspace(1) [ %a3, %entry ], [ %q, %latch ]
  %off = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %p)
  %pbase = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %p)
  call void @show(ptr addrspace(1) %pbase, i64 %off)
  %v = load i64, ptr addrspace(1) %p
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %off, i64 %v)
  %swap = icmp eq i64 %i, 3
  br i1 %swap, label %to_b, label %step

to_b:
  %qb = getelementptr inbounds i8, ptr addrspace(1) %b, i64 16
  br label %latch

step:
  %qs = getelementptr inbounds i8, ptr addrspace(1) %p, i64 -8
  br label %latch

latch:
  %q = phi ptr addrspace(1) [ %qb, %to_b ], [ %qs, %step ]
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 6
  br i1 %more, label %loop, label %done

done:
  %qbase = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %q)
  %qoff = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %q)
  call void @show(ptr addrspace(1) %qbase, i64 %qoff)
  %qv = load i64, ptr addrspace(1) %q
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %qoff, i64 %qv)
  ret i32 0
}

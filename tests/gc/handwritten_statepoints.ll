; A program already in statepoint form (RS4GC's own output shapes, statepoint-format.ll,
; call-gc-result.ll): every call that may collect is a gc.statepoint written by hand, with a
; "gc-live" bundle naming each live reference, a gc.relocate per reference used afterwards
; (a derived pointer relocated with its base), gc.result for the callee's value, a "deopt" bundle,
; and relocated values carried around a loop in phis. printf is a "gc-leaf-function". The rewrite
; must leave it as it is; the poll placement adds entry polls.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...) #0
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
declare ptr addrspace(1) @llvm.experimental.gc.result.p1(token)
declare i64 @llvm.experimental.gc.result.i64(token)

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

; A cell: next (slot 0) and value (offset 8).
define ptr addrspace(1) @cell(i64 %v, ptr addrspace(1) %next) gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 1, i64 8, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %next) ]
  %c = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %tok)
  %next.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  store ptr addrspace(1) %next.rel, ptr addrspace(1) %c
  %f = getelementptr inbounds i8, ptr addrspace(1) %c, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %c
}

; The sum of a list's values, adding a fresh cell per step (garbage) to force collections.
define i64 @sum(ptr addrspace(1) %l) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %n = phi ptr addrspace(1) [ %l, %entry ], [ %next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %body ]
  %end = icmp eq ptr addrspace(1) %n, null
  br i1 %end, label %done, label %body

body:
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 7, i32 0, ptr elementtype(ptr addrspace(1) (i64, ptr addrspace(1))) @cell, i32 2, i32 0, i64 0, ptr addrspace(1) null, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %n, ptr addrspace(1) %f), "deopt"(i64 %acc) ]
  %n.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %f.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)
  %v = load i64, ptr addrspace(1) %f.rel
  %acc1 = add i64 %acc, %v
  %next = load ptr addrspace(1), ptr addrspace(1) %n.rel
  br label %loop

done:
  ret i64 %acc
}

define i32 @main() gc "statepoint-example" {
entry:
  br label %build

build:
  %i = phi i64 [ 0, %entry ], [ %i1, %build ]
  %l = phi ptr addrspace(1) [ null, %entry ], [ %l1, %build ]
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(ptr addrspace(1) (i64, ptr addrspace(1))) @cell, i32 2, i32 0, i64 %i, ptr addrspace(1) %l, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l) ]
  %l1 = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %tok)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 10
  br i1 %more, label %build, label %use

use:
  %tok2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2, i32 0, ptr elementtype(i64 (ptr addrspace(1))) @sum, i32 1, i32 0, ptr addrspace(1) %l1, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l1) ]
  %s = call i64 @llvm.experimental.gc.result.i64(token %tok2)
  %l.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok2, i32 0, i32 0)
  %hf = getelementptr inbounds i8, ptr addrspace(1) %l.rel, i64 8
  %tok3 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 3, i32 0, ptr elementtype(ptr addrspace(1) (i64, ptr addrspace(1))) @cell, i32 2, i32 0, i64 100, ptr addrspace(1) %l.rel, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l.rel, ptr addrspace(1) %hf) ]
  %l2 = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %tok3)
  %hf.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok3, i32 0, i32 1)
  %h = load i64, ptr addrspace(1) %hf.rel
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s, i64 %h)
  %tok4 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 4, i32 0, ptr elementtype(i64 (ptr addrspace(1))) @sum, i32 1, i32 0, ptr addrspace(1) %l2, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l2) ]
  %s2 = call i64 @llvm.experimental.gc.result.i64(token %tok4)
  %l2.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok4, i32 0, i32 0)
  %second = load ptr addrspace(1), ptr addrspace(1) %l2.rel
  %same = icmp ne ptr addrspace(1) %second, null
  %samei = zext i1 %same to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s2, i64 %samei)
  ret i32 0
}

attributes #0 = { "gc-leaf-function" }

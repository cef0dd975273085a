; Seed 001 (GC statepoints), sections "显式表示" (explicit representation),
; "RewriteStatepointsForGC" and "基指针 & 派生指针" (base and derived
; pointers): the abstract-machine call @test1, its explicit statepoint
; relocation sequence @test, the RS4GC output @test_rs4gc (statepoint ID
; 2882400000 = 0xABCDEF00, coldcc gc.relocate), a statepoint whose callee
; returns a value (gc.result), and a derived pointer relocated together with
; its base (gc.relocate with different base and derived indices).
; The seed spells the intrinsic @llvm.experimental.gc.statepoint.p0f_isVoidf,
; the typed-pointer-era mangling; with opaque pointers it is .p0.
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1

define void @foo() {
entry:
  ret void
}

define i32 @answer(i32 %x) {
entry:
  %r = add i32 %x, 40
  ret i32 %r
}

; The abstract machine model: no explicit relocation.
define ptr addrspace(1) @test1(ptr addrspace(1) %obj)
       gc "statepoint-example" {
  call void @foo()
  ret ptr addrspace(1) %obj
}

; The explicit statepoint relocation sequence for the same call.
define ptr addrspace(1) @test(ptr addrspace(1) %obj)
       gc "statepoint-example" {
  %safepoint = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) ["gc-live" (ptr addrspace(1) %obj)]
  %obj.relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %safepoint, i32 0, i32 0)
  ret ptr addrspace(1) %obj.relocated
}

; What RewriteStatepointsForGC produces for @test1.
define ptr addrspace(1) @test_rs4gc(ptr addrspace(1) %obj) gc "statepoint-example" {
  %statepoint_token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0) ; (%obj, %obj)
  ret ptr addrspace(1) %obj.relocated
}

; A statepoint around a call with one argument and a result: the original
; return value comes back through gc.result.
define i32 @call_with_result(ptr addrspace(1) %obj, i32 %x) gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(i32 (i32)) @answer, i32 1, i32 0, i32 %x, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %res = call i32 @llvm.experimental.gc.result.i32(token %tok)
  %obj.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %v = load i32, ptr addrspace(1) %obj.rel, align 4
  %sum = add i32 %res, %v
  ret i32 %sum
}

; Base and (interior) derived pointer: both live across the safepoint; the
; derived pointer's relocation names the base as its first index.
define i32 @derived(ptr addrspace(1) %base) gc "statepoint-example" {
entry:
  %derived = getelementptr inbounds i32, ptr addrspace(1) %base, i64 3
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %base, ptr addrspace(1) %derived) ]
  %base.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0) ; (%base, %base)
  %derived.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1) ; (%base, %derived)
  %a = load i32, ptr addrspace(1) %base.rel, align 4
  %b = load i32, ptr addrspace(1) %derived.rel, align 4
  %r = sub i32 %b, %a
  ret i32 %r
}

; Driver (not part of the seed): a non-moving "heap" object, so every
; relocation returns the same address. Prints "7 7 7 49 21".
define i32 @main() {
entry:
  %raw = call ptr @calloc(i64 4, i64 4)
  store i32 7, ptr %raw, align 4
  %slot3 = getelementptr inbounds i32, ptr %raw, i64 3
  store i32 28, ptr %slot3, align 4
  %obj = addrspacecast ptr %raw to ptr addrspace(1)
  %o1 = call ptr addrspace(1) @test1(ptr addrspace(1) %obj)
  %o2 = call ptr addrspace(1) @test(ptr addrspace(1) %obj)
  %o3 = call ptr addrspace(1) @test_rs4gc(ptr addrspace(1) %obj)
  %v1 = load i32, ptr addrspace(1) %o1, align 4
  %v2 = load i32, ptr addrspace(1) %o2, align 4
  %v3 = load i32, ptr addrspace(1) %o3, align 4
  %r = call i32 @call_with_result(ptr addrspace(1) %obj, i32 2)
  %d = call i32 @derived(ptr addrspace(1) %obj)
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v1, i32 %v2, i32 %v3, i32 %r, i32 %d)
  call void @free(ptr %raw)
  ret i32 0
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare i32 @llvm.experimental.gc.result.i32(token)

declare ptr @calloc(i64, i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

; Seed 001 (GC statepoints), sections "非重定位 GC 的简化" (simplification for
; non-relocating GCs) and "记录栈上区域" (recording on-stack regions):
; @manual_frame lists the addresses of two stack slots (allocas) in the
; gc-live bundle instead of SSA pointer values; @no_relocate is the explicit
; lowering for a non-relocating collector, which drops every gc.relocate and
; keeps using the original value; @mixed lists an alloca together with an
; explicit gc pointer that is relocated.
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@calls = global i32 0, align 4

define void @func() {
entry:
  %n = load i32, ptr @calls, align 4
  %n1 = add i32 %n, 1
  store i32 %n1, ptr @calls, align 4
  ret void
}

define void @manual_frame(ptr %a, ptr %b) gc "statepoint-example" {
  %alloca = alloca ptr
  %allocb = alloca ptr
  store ptr %a, ptr %alloca
  store ptr %b, ptr %allocb
  call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @func, i32 0, i32 0, i32 0, i32 0) ["gc-live" (ptr %alloca, ptr %allocb)]
  ret void
}

define ptr addrspace(1) @no_relocate(ptr addrspace(1) %obj) gc "statepoint-example" {
  %safepoint = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @func, i32 0, i32 0, i32 0, i32 0) ["gc-live" (ptr addrspace(1) %obj)]
  ret ptr addrspace(1) %obj
}

define i32 @mixed(ptr addrspace(1) %obj) gc "statepoint-example" {
entry:
  %spill = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %obj, ptr %spill, align 8
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 3, i32 0, ptr elementtype(void ()) @func, i32 0, i32 0, i32 0, i32 0) ["gc-live" (ptr %spill, ptr addrspace(1) %obj)]
  %obj.rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 1, i32 1)
  %reload = load ptr addrspace(1), ptr %spill, align 8
  %x = load i32, ptr addrspace(1) %obj.rel, align 4
  %y = load i32, ptr addrspace(1) %reload, align 4
  %s = add i32 %x, %y
  ret i32 %s
}

; Driver (not part of the seed). Prints "5 11 22".
define i32 @main() {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @manual_frame(ptr %a, ptr %b)
  %raw = call ptr @malloc(i64 4)
  store i32 11, ptr %raw, align 4
  %obj = addrspacecast ptr %raw to ptr addrspace(1)
  %same = call ptr addrspace(1) @no_relocate(ptr addrspace(1) %obj)
  %v = load i32, ptr addrspace(1) %same, align 4
  %m = call i32 @mixed(ptr addrspace(1) %obj)
  %m2 = call i32 @mixed(ptr addrspace(1) %obj)
  %m3 = call i32 @mixed(ptr addrspace(1) %obj)
  %n = load i32, ptr @calls, align 4
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %n, i32 %v, i32 %m)
  call void @free(ptr %raw)
  ret i32 0
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)

declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

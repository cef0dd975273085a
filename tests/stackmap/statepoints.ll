; Statepoints in statepoint form, one per function, for the section comparison with llc-19:
; patchable space instead of the call, every kind of deopt value, a vector of references, a
; derived pointer, a constant reference, a gc.result, a variadic target.

declare void @callee()
declare i64 @get(i64)
declare void @vararg(i32, ...)
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
declare <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token, i32 immarg, i32 immarg)
declare i64 @llvm.experimental.gc.result.i64(token)

define ptr addrspace(1) @patchable(ptr addrspace(1) %a, ptr addrspace(1) %b) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 11, i32 16, ptr elementtype(void ()) null, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %a, ptr addrspace(1) %b) ]
  %a1 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %b1 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 1)
  store ptr addrspace(1) %b1, ptr addrspace(1) %a1
  ret ptr addrspace(1) %a1
}

define ptr addrspace(1) @deopt_kinds(ptr addrspace(1) %p, i32 %x, i64 %y, double %d, i8 %c) gc "statepoint-example" {
entry:
  %slot = alloca i64
  store i64 %y, ptr %slot
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 12, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "deopt"(i32 %x, i64 %y, double %d, ptr %slot, i32 undef, ptr addrspace(1) null, i64 1099511627776, i64 -7, i8 %c, ptr addrspace(1) %p), "gc-live"(ptr addrspace(1) %p) ]
  %p1 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  ret ptr addrspace(1) %p1
}

define <2 x ptr addrspace(1)> @vector_refs(<2 x ptr addrspace(1)> %v) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 13, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(<2 x ptr addrspace(1)> %v) ]
  %v1 = call <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token %t, i32 0, i32 0)
  ret <2 x ptr addrspace(1)> %v1
}

define ptr addrspace(1) @derived(ptr addrspace(1) %base, i64 %i) gc "statepoint-example" {
entry:
  %d = getelementptr i64, ptr addrspace(1) %base, i64 %i
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 14, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %base, ptr addrspace(1) %d) ]
  %d1 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 1)
  ret ptr addrspace(1) %d1
}

define ptr addrspace(1) @constant_ref() gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 15, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) null) ]
  %n = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  ret ptr addrspace(1) %n
}

define i64 @with_result(ptr addrspace(1) %a, i64 %x) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 16, i32 0, ptr elementtype(i64 (i64)) @get, i32 1, i32 0, i64 %x, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %a) ]
  %r = call i64 @llvm.experimental.gc.result.i64(token %t)
  %a1 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %v = load i64, ptr addrspace(1) %a1
  %s = add i64 %r, %v
  ret i64 %s
}

define void @variadic(ptr addrspace(1) %a, double %d) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 17, i32 0, ptr elementtype(void (i32, ...)) @vararg, i32 3, i32 0, i32 2, double %d, ptr addrspace(1) %a, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %a) ]
  %a1 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  store i64 1, ptr addrspace(1) %a1
  ret void
}

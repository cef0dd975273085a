; Vectors of managed references (RS4GC base-vector.ll, live-vector-nosplit.ll,
; scalar-base-vector.ll): a `<2 x ptr addrspace(1)>` built with insertelement and live across
; calls, a vector GEP of it (a vector of derived pointers, whose base is the vector), a splat of a
; scalar reference through shufflevector, and extractelement after the calls. This is the only
; file with vector references: Kiln may reject them with a located error instead of rewriting.

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

; Two raw words v and v*2.
define ptr addrspace(1) @pair(i64 %v) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 16)
  store i64 %v, ptr addrspace(1) %o
  %f = getelementptr inbounds i64, ptr addrspace(1) %o, i64 1
  %w = mul i64 %v, 2
  store i64 %w, ptr addrspace(1) %f
  ret ptr addrspace(1) %o
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @pair(i64 3)
  %b = call ptr addrspace(1) @pair(i64 5)
  %v0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %v = insertelement <2 x ptr addrspace(1)> %v0, ptr addrspace(1) %b, i32 1
  %d = getelementptr inbounds i64, <2 x ptr addrspace(1)> %v, <2 x i64> <i64 1, i64 0>
  %g1 = call ptr addrspace(1) @pair(i64 0)
  %x = extractelement <2 x ptr addrspace(1)> %v, i32 1
  %y = extractelement <2 x ptr addrspace(1)> %d, i32 0
  %g2 = call ptr addrspace(1) @pair(i64 0)
  %vx = load i64, ptr addrspace(1) %x
  %vy = load i64, ptr addrspace(1) %y
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %vx, i64 %vy)
  %s0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %g1, i32 0
  %s = shufflevector <2 x ptr addrspace(1)> %s0, <2 x ptr addrspace(1)> poison, <2 x i32> zeroinitializer
  %g3 = call ptr addrspace(1) @pair(i64 9)
  %s1 = extractelement <2 x ptr addrspace(1)> %s, i32 1
  %e = icmp eq ptr addrspace(1) %s1, %g1
  %ei = zext i1 %e to i64
  %z = extractelement <2 x ptr addrspace(1)> %d, i32 1
  %vz = load i64, ptr addrspace(1) %z
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %ei, i64 %vz)
  ret i32 0
}

; Input for `opt -passes=rewrite-statepoints-for-gc`: references live across calls (spilled to
; the frame), derived pointers (interior GEPs), deopt bundles with small, large and repeated
; constants, a loop, and a call whose result is a reference (gc.result).
declare ptr addrspace(1) @alloc(i64)
declare void @safepoint()
declare i64 @observe(ptr addrspace(1))

define ptr addrspace(1) @pair(i64 %a, i64 %b) gc "statepoint-example" {
entry:
  %p = call ptr addrspace(1) @alloc(i64 %a)
  %q = call ptr addrspace(1) @alloc(i64 %b)
  store ptr addrspace(1) %q, ptr addrspace(1) %p
  ret ptr addrspace(1) %p
}

define i64 @interior(ptr addrspace(1) %obj, i64 %i) gc "statepoint-example" {
entry:
  %f = getelementptr inbounds i64, ptr addrspace(1) %obj, i64 %i
  %g = getelementptr inbounds i8, ptr addrspace(1) %obj, i64 16
  call void @safepoint()
  %x = load i64, ptr addrspace(1) %f
  %y = load i64, ptr addrspace(1) %g
  %s = add i64 %x, %y
  ret i64 %s
}

define i64 @deopt(ptr addrspace(1) %obj, i64 %v) gc "statepoint-example" {
entry:
  call void @safepoint() [ "deopt"(i32 1, i64 %v, i64 -1, i64 4294967296, i64 81985529216486895, i64 4294967296, ptr addrspace(1) %obj) ]
  %r = call i64 @observe(ptr addrspace(1) %obj) [ "deopt"(i32 2, i64 2147483648) ]
  ret i64 %r
}

define i64 @loop(ptr addrspace(1) %head, i64 %n) gc "statepoint-example" {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %body ]
  %cur = phi ptr addrspace(1) [ %head, %entry ], [ %next, %body ]
  %v = call i64 @observe(ptr addrspace(1) %cur)
  %slot = getelementptr inbounds i8, ptr addrspace(1) %cur, i64 8
  %next = load ptr addrspace(1), ptr addrspace(1) %slot
  %acc1 = add i64 %acc, %v
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %body
exit:
  call void @safepoint()
  ret i64 %acc1
}

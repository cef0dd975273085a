; C calling back into managed code: @main keeps a list of N managed nodes across a call of the C
; function @for_each_sum (native_only/callees.c), which calls the managed @visit M times; @visit
; allocates, so the collector runs with a C frame between two managed ones and must move the
; list @main holds. Prints `N M` and then the callback sum (2 * (0 + ... + M-1)) and the list's
; sum (0 + ... + N-1).

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare i64 @for_each_sum(i64, ptr)

@n = constant i64 50
@m = constant i64 100
@fmt = private unnamed_addr constant [21 x i8] c"%lld %lld %lld %lld\0A\00"

define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}

define i64 @visit(i64 %i) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %twice = shl i64 %i, 1
  store i64 %twice, ptr addrspace(1) %o
  %junk = call ptr addrspace(1) @gc_alloc(i64 1, i64 16)
  store ptr addrspace(1) %o, ptr addrspace(1) %junk
  %v = load i64, ptr addrspace(1) %o
  ret i64 %v
}

define i32 @main() gc "statepoint-example" {
entry:
  %n = load i64, ptr @n
  %m = load i64, ptr @m
  br label %build

build:
  %i = phi i64 [ 0, %entry ], [ %i1, %build ]
  %head = phi ptr addrspace(1) [ null, %entry ], [ %node, %build ]
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store ptr addrspace(1) %head, ptr addrspace(1) %node
  %val = getelementptr i8, ptr addrspace(1) %node, i64 8
  store i64 %i, ptr addrspace(1) %val
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %build, label %call

call:
  %s = call i64 @for_each_sum(i64 %m, ptr @visit)
  br label %walk

walk:
  %p = phi ptr addrspace(1) [ %node, %call ], [ %next, %walk ]
  %acc = phi i64 [ 0, %call ], [ %acc1, %walk ]
  %vp = getelementptr i8, ptr addrspace(1) %p, i64 8
  %v = load i64, ptr addrspace(1) %vp
  %acc1 = add i64 %acc, %v
  %next = load ptr addrspace(1), ptr addrspace(1) %p
  %end = icmp eq ptr addrspace(1) %next, null
  br i1 %end, label %done, label %walk

done:
  %q = call i32 (ptr, ...) @printf(ptr @fmt, i64 %n, i64 %m, i64 %s, i64 %acc1)
  ret i32 0
}

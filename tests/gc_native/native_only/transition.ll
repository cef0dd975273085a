; GC transitions and a variadic target, natively only (the callees are C: native_only/callees.c).
; Every call of @native_work / @native_work_tls carries a "gc-transition" bundle naming the flag
; (a global, then a thread-local global): RewriteStatepointsForGC makes each a statepoint with the
; GC-transition flag, and Kiln's flag transition stores 1 to the flag right before the call and 0
; right after. The callees count the calls that saw the flag set; @main counts the calls after
; which it was cleared. A reference stays live across every call (and moves: @gc_alloc collects).
; @show_doubles is variadic with double arguments: the statepoint around it must set %al (rax
; holds 0 from @native_zero right before, so a forgotten %al loses the doubles).
; llvm19: no transitions — llc-19 emits a GC transition as nothing, so the callees see the flags
; unset.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare i64 @native_work(i64)
declare i64 @native_work_tls(i64)
declare i64 @native_seen(i64)
declare void @show_doubles(i32, ...)
declare i64 @native_zero()

@in_native = external global i32
@tls_in_native = external thread_local global i32
@fmt = private unnamed_addr constant [43 x i8] c"calls %lld saw %lld cleared %lld sum %lld\0A\00"
@fmt2 = private unnamed_addr constant [29 x i8] c"direct: %.3f %.3f %.3f %.3f\0A\00"

define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}

define i64 @run(ptr %flag, i1 %tls, i64 %n) gc "statepoint-example" {
entry:
  %box = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 0, ptr addrspace(1) %box
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %cleared = phi i64 [ 0, %entry ], [ %cleared1, %next ]
  br i1 %tls, label %call_tls, label %call_global

call_global:
  %a = call i64 @native_work(i64 %i) [ "gc-transition"(ptr @in_native) ]
  br label %after

call_tls:
  %b = call i64 @native_work_tls(i64 %i) [ "gc-transition"(ptr @tls_in_native) ]
  br label %after

after:
  %r = phi i64 [ %a, %call_global ], [ %b, %call_tls ]
  %f = load i32, ptr %flag
  %is0 = icmp eq i32 %f, 0
  %c = zext i1 %is0 to i64
  %cleared1 = add i64 %cleared, %c
  %old = load i64, ptr addrspace(1) %box
  %new = add i64 %old, %r
  store i64 %new, ptr addrspace(1) %box
  %junk = call ptr addrspace(1) @gc_alloc(i64 0, i64 16)
  br label %next

next:
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop

exit:
  %sum = load i64, ptr addrspace(1) %box
  %w = zext i1 %tls to i64
  %seen = call i64 @native_seen(i64 %w)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i64 %n, i64 %seen, i64 %cleared1, i64 %sum)
  ret i64 %sum
}

define i32 @main() gc "statepoint-example" {
entry:
  %g = call i64 @run(ptr @in_native, i1 false, i64 10)
  %t = call i64 @run(ptr @tls_in_native, i1 true, i64 7)
  %keep = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %x = sitofp i64 %g to double
  %y = fdiv double %x, 4.0
  %zero = call i64 @native_zero()
  call void (i32, ...) @show_doubles(i32 4, double 1.5, double %x, double %y, double -0.25)
  %t0 = add i64 %t, %zero
  store i64 %t0, ptr addrspace(1) %keep
  %p = call i32 (ptr, ...) @printf(ptr @fmt2, double 1.5, double %x, double %y, double -0.25)
  ret i32 0
}

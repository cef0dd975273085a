; A GC transition on an invoke: @native_throw (C, native_only/callees.c) checks the flag like
; @native_work and throws its argument as a C++ `long` when it is odd. The invoke carries a
; "gc-transition" bundle, so RewriteStatepointsForGC makes it an invoked statepoint with the
; GC-transition flag: Kiln sets the flag right before the call and clears it right after it on the
; normal path and at the start of the landing pad on the exceptional one (the callee never returns
; there). @run counts the calls after which the flag was clear on either path. A fresh object is
; live across every call on the normal path and moves (@gc_alloc collects); no reference is live into
; the landing pad, whose `{ ptr, i32 }` value cannot relocate one.
; llvm19: no transitions — llc-19 emits a GC transition as nothing.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare i64 @native_throw(i64)
declare i64 @native_seen_throwing()
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for.p0(ptr)

@in_native = external global i32
@_ZTIl = external constant ptr
@fmt = private unnamed_addr constant [55 x i8] c"calls %lld saw %lld cleared %lld caught %lld sum %lld\0A\00"

define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}

define i64 @run(i64 %n) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  %sum.slot = alloca i64
  store i64 0, ptr %sum.slot
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %cleared = phi i64 [ 0, %entry ], [ %cleared1, %next ]
  %caught = phi i64 [ 0, %entry ], [ %caught1, %next ]
  %obj = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 %i, ptr addrspace(1) %obj
  %r = invoke i64 @native_throw(i64 %i) [ "gc-transition"(ptr @in_native) ]
          to label %ok unwind label %lpad

ok:
  %f = load i32, ptr @in_native
  %kept = load i64, ptr addrspace(1) %obj
  %old = load i64, ptr %sum.slot
  %new0 = add i64 %old, %r
  %new = add i64 %new0, %kept
  store i64 %new, ptr %sum.slot
  br label %next

lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr @_ZTIl
  %exn = extractvalue { ptr, i32 } %lp, 0
  %sel = extractvalue { ptr, i32 } %lp, 1
  %want = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl)
  %is_long = icmp eq i32 %sel, %want
  br i1 %is_long, label %catch, label %rethrow

catch:
  %f2 = load i32, ptr @in_native
  %e = call ptr @__cxa_begin_catch(ptr %exn)
  %v = load i64, ptr %e
  call void @__cxa_end_catch()
  %old2 = load i64, ptr %sum.slot
  %new2 = sub i64 %old2, %v
  store i64 %new2, ptr %sum.slot
  br label %next

rethrow:
  resume { ptr, i32 } %lp

next:
  %flag = phi i32 [ %f, %ok ], [ %f2, %catch ]
  %threw = phi i64 [ 0, %ok ], [ 1, %catch ]
  %is0 = icmp eq i32 %flag, 0
  %c = zext i1 %is0 to i64
  %cleared1 = add i64 %cleared, %c
  %caught1 = add i64 %caught, %threw
  %junk = call ptr addrspace(1) @gc_alloc(i64 0, i64 16)
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop

exit:
  %sum = load i64, ptr %sum.slot
  %seen = call i64 @native_seen_throwing()
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i64 %n, i64 %seen, i64 %cleared1, i64 %caught1, i64 %sum)
  ret i64 %sum
}

define i32 @main() gc "statepoint-example" {
entry:
  %s = call i64 @run(i64 12)
  ret i32 0
}

; Plain invokes in a function with a statepoint GC strategy, made statepoints by the rewrite (the
; shapes of LLVM's rewrite-invoke tests): references live on the normal path are relocated at its
; start (after the gc.result of an invoke with a result), references live into a `landingpad
; token` after it with its token; a normal destination shared by two invokes gets a block of its
; own per invoke, and so does a token landing pad shared by two invokes. A C++-style
; `{ ptr, i32 }` landing pad with no reference live into it cleans up and resumes. @may_throw
; allocates (a collection while the caller waits at its statepoint) and throws odd arguments as
; a C++ `long`; main catches what escapes.
; llvm19: wrong — opt-19's RewriteStatepointsForGC relocates every live reference at both exits of
; an invoke and, on a `{ ptr, i32 }` landing pad, passes that value as gc.relocate's token: its
; verifier then rejects the module (Kiln relocates only what is live into the pad, and refuses a
; reference live into a pad that is not `landingpad token`).

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...) #0
declare ptr @__cxa_allocate_exception(i64) #0
declare void @__cxa_throw(ptr, ptr, ptr) #0
declare ptr @__cxa_begin_catch(ptr) #0
declare void @__cxa_end_catch() #0
declare void @_Unwind_Resume(ptr) #0
declare i32 @__gxx_personality_v0(...)

@_ZTIl = external constant ptr
@s.normal = private unnamed_addr constant [7 x i8] c"normal\00"
@s.unwound = private unnamed_addr constant [8 x i8] c"unwound\00"
@s.joined = private unnamed_addr constant [7 x i8] c"joined\00"
@s.shared = private unnamed_addr constant [7 x i8] c"shared\00"
@s.cleanup = private unnamed_addr constant [8 x i8] c"cleanup\00"
@fmt.line = private unnamed_addr constant [19 x i8] c"%s %lld %lld %lld\0A\00"
@fmt.c = private unnamed_addr constant [13 x i8] c"caught %lld\0A\00"
@cleanups = global i64 0

define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}

; Allocates garbage, then throws %v when it is odd; returns %v * 3 otherwise.
define i64 @may_throw(i64 %v) gc "statepoint-example" {
entry:
  %junk = call ptr addrspace(1) @gc_alloc(i64 0, i64 64)
  %odd = and i64 %v, 1
  %t = icmp ne i64 %odd, 0
  br i1 %t, label %throw, label %done

throw:
  %e = call ptr @__cxa_allocate_exception(i64 8)
  store i64 %v, ptr %e, align 8
  call void @__cxa_throw(ptr %e, ptr @_ZTIl, ptr null)
  unreachable

done:
  %r = mul i64 %v, 3
  ret i64 %r
}

; A fresh object holding %v at offset 8.
define ptr addrspace(1) @box(i64 %v) gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  store i64 %v, ptr addrspace(1) %f, align 8
  ret ptr addrspace(1) %o
}

define i64 @unbox(ptr addrspace(1) %o) gc "statepoint-example" {
entry:
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %v = load i64, ptr addrspace(1) %f, align 8
  ret i64 %v
}

; One invoke: the object (and a pointer into it) live on both paths; the invoke carries a "deopt"
; bundle, which becomes the statepoint's deopt operands.
define i64 @both_paths(i64 %v, i64 %k) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  %o = call ptr addrspace(1) @box(i64 %v)
  %f = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %r = invoke i64 @may_throw(i64 %k) [ "deopt"(i64 %k, i32 7, i64 %v) ]
          to label %ok unwind label %lpad

ok:
  %x = load i64, ptr addrspace(1) %f, align 8
  %y = call i64 @unbox(ptr addrspace(1) %o)
  call i32 (ptr, ...) @printf(ptr @fmt.line, ptr @s.normal, i64 %r, i64 %x, i64 %y)
  %s = add i64 %x, %r
  ret i64 %s

lpad:
  %lp = landingpad token
          cleanup
  %x.u = load i64, ptr addrspace(1) %f, align 8
  %y.u = call i64 @unbox(ptr addrspace(1) %o)
  call i32 (ptr, ...) @printf(ptr @fmt.line, ptr @s.unwound, i64 %k, i64 %x.u, i64 %y.u)
  ret i64 %x.u
}

; Two invokes sharing a normal destination (a phi joins their results) and a token landing pad.
define i64 @shared(i64 %v, i64 %k, i1 %which) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  %a = call ptr addrspace(1) @box(i64 %v)
  %b = call ptr addrspace(1) @box(i64 %k)
  br i1 %which, label %left, label %right

left:
  %r1 = invoke i64 @may_throw(i64 %k)
          to label %join unwind label %lpad

right:
  %k2 = add i64 %k, 2
  %r2 = invoke i64 @may_throw(i64 %k2)
          to label %join unwind label %lpad

join:
  %r = phi i64 [ %r1, %left ], [ %r2, %right ]
  %o = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ]
  %x = call i64 @unbox(ptr addrspace(1) %o)
  %y = call i64 @unbox(ptr addrspace(1) %a)
  call i32 (ptr, ...) @printf(ptr @fmt.line, ptr @s.joined, i64 %r, i64 %x, i64 %y)
  ret i64 %x

lpad:
  %lp = landingpad token
          cleanup
  %xa = call i64 @unbox(ptr addrspace(1) %a)
  %xb = call i64 @unbox(ptr addrspace(1) %b)
  call i32 (ptr, ...) @printf(ptr @fmt.line, ptr @s.shared, i64 %k, i64 %xa, i64 %xb)
  %s = add i64 %xa, %xb
  ret i64 %s
}

; A C++-style landing pad: nothing managed is live into it; it counts and resumes.
define i64 @cxx_pad(i64 %v, i64 %k) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  %o = call ptr addrspace(1) @box(i64 %v)
  %r = invoke i64 @may_throw(i64 %k)
          to label %ok unwind label %lpad

ok:
  %x = call i64 @unbox(ptr addrspace(1) %o)
  %s = add i64 %x, %r
  ret i64 %s

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  %n = load i64, ptr @cleanups, align 8
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @cleanups, align 8
  call i32 (ptr, ...) @printf(ptr @fmt.line, ptr @s.cleanup, i64 %k, i64 %n1, i64 0)
  resume { ptr, i32 } %lp
}

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.n, %latch ]
  %v = mul i64 %i, 7
  %r1 = invoke i64 @both_paths(i64 %v, i64 %i)
          to label %second unwind label %catch

second:
  %odd = trunc i64 %i to i1
  %r2 = invoke i64 @shared(i64 %v, i64 %i, i1 %odd)
          to label %third unwind label %catch

third:
  %r3 = invoke i64 @cxx_pad(i64 %v, i64 %i)
          to label %next unwind label %catch

next:
  %acc1 = add i64 %acc, %r1
  %acc2 = add i64 %acc1, %r2
  %acc3 = add i64 %acc2, %r3
  br label %latch

catch:
  %l = landingpad { ptr, i32 }
          catch ptr null
  %e = extractvalue { ptr, i32 } %l, 0
  %p = call ptr @__cxa_begin_catch(ptr %e)
  %n = load i64, ptr %p, align 8
  call i32 (ptr, ...) @printf(ptr @fmt.c, i64 %n)
  call void @__cxa_end_catch()
  %acc.c = add i64 %acc, 1000
  br label %latch

latch:
  %acc.n = phi i64 [ %acc3, %next ], [ %acc.c, %catch ]
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 6
  br i1 %more, label %loop, label %done

done:
  %c = load i64, ptr @cleanups, align 8
  %low = trunc i64 %acc.n to i32
  %ci = trunc i64 %c to i32
  %m = mul i32 %ci, 5
  %code0 = add i32 %low, %m
  %code = and i32 %code0, 127
  ret i32 %code
}

attributes #0 = { "gc-leaf-function" }

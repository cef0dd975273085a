; Statepoints on invoke: @probe calls @may_throw through an invoked gc.statepoint whose "gc-live"
; bundle holds an object and a pointer into it. @may_throw allocates (a collection: the object
; moves while @probe's frame waits at the statepoint) and throws its argument as a C++ `long`
; when it is odd. On the normal path the references come from gc.relocates of the statepoint's
; token; on the exceptional path from gc.relocates of the landing pad's token (the pad's block is
; reached only from that invoke). Either way they must name the moved object. The landing pad is
; a cleanup that reads the object and returns, leaving the exception (main catches what nothing
; else handles, so the search phase finds a handler). The rewrite leaves the invoked statepoints as
; they are and turns @may_throw's and @main's allocating calls into statepoints.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...) #0
declare ptr @__cxa_allocate_exception(i64) #0
declare void @__cxa_throw(ptr, ptr, ptr) #0
declare ptr @__cxa_begin_catch(ptr) #0
declare void @__cxa_end_catch() #0
declare i32 @__gxx_personality_v0(...)
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)

@_ZTIl = external constant ptr
@fmt.n = private unnamed_addr constant [16 x i8] c"normal %lld %d\0A\00"
@fmt.u = private unnamed_addr constant [17 x i8] c"unwound %lld %d\0A\00"
@fmt.c = private unnamed_addr constant [15 x i8] c"caught %lld\0A\00\00\00"

define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}

; Allocates garbage (a collection point), then throws %v when it is odd.
define void @may_throw(i64 %v) gc "statepoint-example" {
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
  ret void
}

; An object holding %v at offset 8, checked after @may_throw(%k) on both paths: returns
; %v + 1000 * (whether it was a normal return).
define i64 @probe(i64 %v, i64 %k) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  %obj = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %f = getelementptr inbounds i8, ptr addrspace(1) %obj, i64 8
  store i64 %v, ptr addrspace(1) %f, align 8
  %tok = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 11, i32 0, ptr elementtype(void (i64)) @may_throw, i32 1, i32 0, i64 %k, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj, ptr addrspace(1) %f) ]
          to label %normal unwind label %lpad

normal:
  %obj.n = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %f.n = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)
  %x = load i64, ptr addrspace(1) %f.n, align 8
  %back = getelementptr inbounds i8, ptr addrspace(1) %obj.n, i64 8
  %same = icmp eq ptr addrspace(1) %back, %f.n
  %same.i = zext i1 %same to i32
  call i32 (ptr, ...) @printf(ptr @fmt.n, i64 %x, i32 %same.i)
  %r = add i64 %x, 1000
  ret i64 %r

lpad:
  %lp = landingpad token
          cleanup
  %obj.u = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lp, i32 0, i32 0)
  %f.u = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lp, i32 0, i32 1)
  %y = load i64, ptr addrspace(1) %f.u, align 8
  %back.u = getelementptr inbounds i8, ptr addrspace(1) %obj.u, i64 8
  %same.u = icmp eq ptr addrspace(1) %back.u, %f.u
  %same.ui = zext i1 %same.u to i32
  call i32 (ptr, ...) @printf(ptr @fmt.u, i64 %y, i32 %same.ui)
  ret i64 %y
}

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %next ]
  %v = mul i64 %i, 7
  %r = invoke i64 @probe(i64 %v, i64 %i)
          to label %next unwind label %catch

next:
  %acc1 = add i64 %acc, %r
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 6
  br i1 %more, label %loop, label %done

catch:
  %l = landingpad { ptr, i32 }
          catch ptr null
  %e = extractvalue { ptr, i32 } %l, 0
  %p = call ptr @__cxa_begin_catch(ptr %e)
  %n = load i64, ptr %p, align 8
  call i32 (ptr, ...) @printf(ptr @fmt.c, i64 %n)
  call void @__cxa_end_catch()
  ret i32 1

done:
  %low = trunc i64 %acc to i32
  %code = and i32 %low, 63
  ret i32 %code
}

attributes #0 = { "gc-leaf-function" }

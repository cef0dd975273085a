; Exceptions thrown out of a resumed switch-resume coroutine into its caller (hand-written, so it
; also runs under wine): @gen(limit) yields 0, 1, ... through its promise and throws the first value
; above `limit` (a C++ `int`) when resumed; a negative limit throws from the ramp. The cleanup
; landing pad runs the unwind form of coro.end (false in the ramp, true in the resume function)
; and goes on unwinding; the caller catches the int. A coroutine that unwound from a resume is done
; (suspended at its final suspend point): the caller checks coro.done and destroys it, which runs
; what follows the final suspend.
@_ZTIi = external constant ptr
@.v = private unnamed_addr constant [10 x i8] c"yield %d\0A\00"
@.c = private unnamed_addr constant [11 x i8] c"caught %d\0A\00"
@.u = private unnamed_addr constant [14 x i8] c"unwinding %d\0A\00"
@.d = private unnamed_addr constant [9 x i8] c"done %d\0A\00"
@.f = private unnamed_addr constant [6 x i8] c"freed\00"

define void @thrower(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}

define ptr @gen(i32 %limit) presplitcoroutine personality ptr @__gxx_personality_v0 {
entry:
  %promise = alloca i32, align 4
  %id = call token @llvm.coro.id(i32 0, ptr %promise, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %mem = call ptr @malloc(i64 %size)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr %mem)
  %neg = icmp slt i32 %limit, 0
  br i1 %neg, label %throw.ramp, label %loop
throw.ramp:
  invoke void @thrower(i32 %limit) to label %unreach unwind label %lpad
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  store i32 %i, ptr %promise
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %resumed
                                i8 1, label %cleanup]
resumed:
  %i1 = add i32 %i, 1
  %big = icmp sgt i32 %i1, %limit
  br i1 %big, label %throw, label %next
throw:
  invoke void @thrower(i32 %i1) to label %unreach unwind label %lpad
next:
  %stop = icmp eq i32 %i1, 100
  br i1 %stop, label %final, label %loop
final:
  %fs = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %fs, label %suspend [i8 0, label %unreach
                                 i8 1, label %cleanup]
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  %u = call i1 @llvm.coro.end(ptr null, i1 true, token none)
  %u32 = zext i1 %u to i32
  %pu = call i32 (ptr, ...) @printf(ptr @.u, i32 %u32)
  br i1 %u, label %rethrow, label %ramp.cleanup
ramp.cleanup:
  %m0 = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %m0)
  br label %rethrow
rethrow:
  resume { ptr, i32 } %lp
cleanup:
  %m = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %m)
  %pf = call i32 @puts(ptr @.f)
  br label %suspend
suspend:
  %e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
unreach:
  unreachable
}

define void @drive(i32 %limit) personality ptr @__gxx_personality_v0 {
entry:
  %h = invoke ptr @gen(i32 %limit) to label %loop unwind label %catch.ramp
loop:
  %p = call ptr @llvm.coro.promise(ptr %h, i32 4, i1 false)
  %v = load i32, ptr %p
  %pv = call i32 (ptr, ...) @printf(ptr @.v, i32 %v)
  invoke void @llvm.coro.resume(ptr %h) to label %loop unwind label %catch
catch:
  %lp = landingpad { ptr, i32 } catch ptr @_ZTIi
  call void @caught({ ptr, i32 } %lp)
  %d = call i1 @llvm.coro.done(ptr %h)
  %d32 = zext i1 %d to i32
  %pd = call i32 (ptr, ...) @printf(ptr @.d, i32 %d32)
  call void @llvm.coro.destroy(ptr %h)
  ret void
catch.ramp:
  %lr = landingpad { ptr, i32 } catch ptr @_ZTIi
  call void @caught({ ptr, i32 } %lr)
  ret void
}

define void @caught({ ptr, i32 } %lp) {
  %exn = extractvalue { ptr, i32 } %lp, 0
  %p = call ptr @__cxa_begin_catch(ptr %exn)
  %x = load i32, ptr %p
  %pc = call i32 (ptr, ...) @printf(ptr @.c, i32 %x)
  call void @__cxa_end_catch()
  ret void
}

define i32 @main() {
entry:
  call void @drive(i32 2)
  call void @drive(i32 -1)
  call void @drive(i32 0)
  ret i32 0
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @llvm.coro.promise(ptr, i32, i1)
declare void @llvm.coro.resume(ptr)
declare i1 @llvm.coro.done(ptr)
declare void @llvm.coro.destroy(ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)

; Exceptions thrown out of a returned-continuation coroutine: @gen(buffer, limit) yields 0, 1, ...
; and throws the first value above `limit` (a C++ `int`) from inside a continuation; a negative
; limit throws from the ramp. The cleanup landing pad ends the coroutine with the unwind form of
; coro.end (false in the ramp, true in a continuation), which frees the frame (an i32 and an i64
; loaded in the ramp: it does not fit the 8-byte buffer), and goes on unwinding into the caller,
; which catches the int.
; @live counts frames allocated and not freed.
@_ZTIi = external constant ptr
@.v = private unnamed_addr constant [9 x i8] c"yield %d\00"
@.c = private unnamed_addr constant [11 x i8] c"caught %d\0A\00"
@.u = private unnamed_addr constant [16 x i8] c" (unwinding %d)\00"
@.n = private unnamed_addr constant [2 x i8] c"\0A\00"
@.l = private unnamed_addr constant [9 x i8] c"live %d\0A\00"
@live = global i32 0
@salt = global i64 0

define void @thrower(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}

define { ptr, i32 } @gen(ptr %buffer, i32 %limit) presplitcoroutine personality ptr @__gxx_personality_v0 {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 8, ptr %buffer, ptr @proto, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %wide0 = sext i32 %limit to i64
  %salt = load i64, ptr @salt
  %wide = add i64 %wide0, %salt
  %neg = icmp slt i32 %limit, 0
  br i1 %neg, label %throw.ramp, label %loop
throw.ramp:
  invoke void @thrower(i32 %limit) to label %unreach unwind label %lpad
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  %ab = call i1 (...) @llvm.coro.suspend.retcon.i1(i32 %i)
  br i1 %ab, label %end, label %next
next:
  %i1 = add i32 %i, 1
  %i1w = sext i32 %i1 to i64
  %big = icmp sgt i64 %i1w, %wide
  br i1 %big, label %throw, label %cont
throw:
  invoke void @thrower(i32 %i1) to label %unreach unwind label %lpad
cont:
  br label %loop
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  %u = call i1 @llvm.coro.end(ptr %hdl, i1 true, token none)
  %u32 = zext i1 %u to i32
  %pu = call i32 (ptr, ...) @printf(ptr @.u, i32 %u32)
  resume { ptr, i32 } %lp
end:
  call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  unreachable
unreach:
  unreachable
}

declare { ptr, i32 } @proto(ptr, i1 zeroext)

define void @drive(ptr %buf, i32 %limit) personality ptr @__gxx_personality_v0 {
entry:
  %r0 = invoke { ptr, i32 } @gen(ptr %buf, i32 %limit) to label %loop unwind label %catch
loop:
  %r = phi { ptr, i32 } [ %r0, %entry ], [ %rn, %body ]
  %cont = extractvalue { ptr, i32 } %r, 0
  %v = extractvalue { ptr, i32 } %r, 1
  %pv = call i32 (ptr, ...) @printf(ptr @.v, i32 %v)
  %rn = invoke { ptr, i32 } %cont(ptr %buf, i1 zeroext false) to label %body unwind label %catch
body:
  %pn = call i32 (ptr, ...) @printf(ptr @.n)
  %c = extractvalue { ptr, i32 } %rn, 0
  %done = icmp eq ptr %c, null
  br i1 %done, label %out, label %loop
catch:
  %lp = landingpad { ptr, i32 } catch ptr @_ZTIi
  %exn = extractvalue { ptr, i32 } %lp, 0
  %p = call ptr @__cxa_begin_catch(ptr %exn)
  %x = load i32, ptr %p
  %pc = call i32 (ptr, ...) @printf(ptr @.c, i32 %x)
  call void @__cxa_end_catch()
  br label %out
out:
  ret void
}

define ptr @allocate(i32 %n) {
  %l = load i32, ptr @live
  %l1 = add i32 %l, 1
  store i32 %l1, ptr @live
  %z = zext i32 %n to i64
  %p = call ptr @malloc(i64 %z)
  ret ptr %p
}

define void @deallocate(ptr %p) {
  %l = load i32, ptr @live
  %l1 = sub i32 %l, 1
  store i32 %l1, ptr @live
  call void @free(ptr %p)
  ret void
}

define i32 @main() {
entry:
  %buf = alloca [8 x i8], align 8
  call void @drive(ptr %buf, i32 3)
  call void @drive(ptr %buf, i32 -1)
  call void @drive(ptr %buf, i32 0)
  %l = load i32, ptr @live
  %pl = call i32 (ptr, ...) @printf(ptr @.l, i32 %l)
  ret i32 0
}

declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)

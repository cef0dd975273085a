; Seed 000 (LLVM coroutines), section "协程转换" (coroutine transformation):
; the hand-written result of splitting @f from coro_switch_basic.ll into the
; ramp function @f and the outlined @f.resume / @f.destroy parts, with the
; coroutine frame %f.frame = { resume fn, destroy fn, spilled %inc }.
; Fixes relative to the seed text: the seed mixes %f.frame/%f.Frame and uses an
; undefined %FramePtr (both are %f.frame / %frame here), and its @f.resume
; printed the incremented value; here it prints the spilled value and then
; stores the increment, so the program prints 4, 5, 6 like the unsplit form.
target triple = "x86_64-unknown-linux-gnu"

%f.frame = type { ptr, ptr, i32 }

@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define ptr @f(i32 %n) {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %alloc = call noalias ptr @malloc(i32 24)
  %frame = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  %1 = getelementptr %f.frame, ptr %frame, i32 0, i32 0
  store ptr @f.resume, ptr %1
  %2 = getelementptr %f.frame, ptr %frame, i32 0, i32 1
  store ptr @f.destroy, ptr %2

  %inc = add nsw i32 %n, 1
  %inc.spill.addr = getelementptr inbounds %f.frame, ptr %frame, i32 0, i32 2
  store i32 %inc, ptr %inc.spill.addr
  call void @print(i32 %n)

  ret ptr %frame
}

define internal fastcc void @f.resume(ptr %frame.ptr.resume) {
entry:
  %inc.spill.addr = getelementptr %f.frame, ptr %frame.ptr.resume, i64 0, i32 2
  %inc.spill = load i32, ptr %inc.spill.addr, align 4
  %inc = add i32 %inc.spill, 1
  store i32 %inc, ptr %inc.spill.addr, align 4
  tail call void @print(i32 %inc.spill)
  ret void
}

define internal fastcc void @f.destroy(ptr %frame.ptr.destroy) {
entry:
  tail call void @free(ptr %frame.ptr.destroy)
  ret void
}

; The driver from the seed's introduction; llvm.coro.resume/destroy load the
; function pointers stored at offsets 0 and 8 of the frame.
define i32 @main() {
entry:
  %hdl = call ptr @f(i32 4)
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

define void @print(i32 %v) {
entry:
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v)
  ret void
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)

declare noalias ptr @malloc(i32)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

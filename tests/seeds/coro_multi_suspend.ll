; Seed 000 (LLVM coroutines), section "多个挂起点" (multiple suspend points):
; @f prints n, suspends, prints -(n+1) (computed as xor n, -1), suspends, and
; loops. @f.Resume is the seed's hand-written resume part, which switches on a
; suspend index stored in the frame %f.Frame = { ptr, ptr, i32, i32 }.
; (The seed's `call void @print(i32 %n.addr) #4` refers to an attribute group
; it never shows; the `#4` is dropped here. The entry/cleanup/suspend blocks
; "same as the previous section" are filled in from coro_switch_basic.ll.)
; With @main, the unsplit coroutine prints 4, -5, 5.
target triple = "x86_64-unknown-linux-gnu"

%f.Frame = type { ptr, ptr, i32, i32 }

@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define ptr @f(i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %size = call i32 @llvm.coro.size.i32()
  %alloc = call ptr @malloc(i32 %size)
  %hdl = call noalias ptr @llvm.coro.begin(token %id, ptr %alloc)
  br label %loop
loop:
  %n.addr = phi i32 [ %n, %entry ], [ %inc, %loop.resume ]
  call void @print(i32 %n.addr)
  %2 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %2, label %suspend [i8 0, label %loop.resume
                                i8 1, label %cleanup]
loop.resume:
  %inc = add nsw i32 %n.addr, 1
  %sub = xor i32 %n.addr, -1
  call void @print(i32 %sub)
  %3 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %3, label %suspend [i8 0, label %loop
                                i8 1, label %cleanup]
cleanup:
  %mem = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %mem)
  br label %suspend
suspend:
  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}

; The seed's outlined resume function (after CoroSplit), kept verbatim apart
; from the opaque-pointer spelling.
define internal fastcc void @f.Resume(ptr %FramePtr) {
entry.Resume:
  %index.addr = getelementptr inbounds %f.Frame, ptr %FramePtr, i64 0, i32 2
  %index = load i8, ptr %index.addr, align 1
  %switch = icmp eq i8 %index, 0
  %n.addr = getelementptr inbounds %f.Frame, ptr %FramePtr, i64 0, i32 3
  %n = load i32, ptr %n.addr, align 4

  br i1 %switch, label %loop.resume, label %loop

loop.resume:
  %sub = sub nsw i32 0, %n
  call void @print(i32 %sub)
  br label %suspend
loop:
  %inc = add nsw i32 %n, 1
  store i32 %inc, ptr %n.addr, align 4
  tail call void @print(i32 %inc)
  br label %suspend

suspend:
  %storemerge = phi i8 [ 0, %loop ], [ 1, %loop.resume ]
  store i8 %storemerge, ptr %index.addr, align 1
  ret void
}

define i32 @main() {
entry:
  %hdl = call ptr @f(i32 4)
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.resume(ptr %hdl)
  call void @llvm.coro.destroy(ptr %hdl)
  ret i32 0
}

; Drives the hand-split @f.Resume on a frame built by hand: index 0 means
; "resume after the first suspend". Prints -7, then 8.
define i32 @drive_split() {
entry:
  %frame = alloca %f.Frame, align 8
  %idx = getelementptr inbounds %f.Frame, ptr %frame, i64 0, i32 2
  store i32 0, ptr %idx, align 4
  %nslot = getelementptr inbounds %f.Frame, ptr %frame, i64 0, i32 3
  store i32 7, ptr %nslot, align 4
  call fastcc void @f.Resume(ptr %frame)
  call fastcc void @f.Resume(ptr %frame)
  %last = load i32, ptr %nslot, align 4
  ret i32 %last
}

define void @print(i32 %v) {
entry:
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v)
  ret void
}

declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i32 @llvm.coro.size.i32()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare ptr @llvm.coro.free(token, ptr)
declare i1 @llvm.coro.end(ptr, i1, token)
declare void @llvm.coro.resume(ptr)
declare void @llvm.coro.destroy(ptr)

declare noalias ptr @malloc(i32)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

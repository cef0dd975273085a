; Seed 000 (LLVM coroutines), sections "异步降低" (async lowering),
; "'llvm.coro.id.async'", "'llvm.coro.suspend.async'", "'llvm.coro.end.async'"
; and "'llvm.coro.prepare.async'": an async coroutine whose frame lives at the
; tail of its async context. The context layout follows the seed's
;   struct async_context { struct async_context *caller_context; ... }
; plus a return-continuation slot; the async function pointer structure
;   struct async_function_pointer { uint32_t relative_fn; uint32_t context_size; }
; is @async_coroutine_fp, whose size field CoroSplit enlarges by the frame size.
; Differences from the seed text (which shows an older signature):
;  * llvm.coro.id.async takes the *index* (i32) of the context argument, and
;    llvm.coro.suspend.async takes a leading i32 (index of the resume
;    function's argument to which the projection function is applied) and is
;    an overloaded intrinsic, spelled here with its mangled name .sl_p0p0p0s;
;  * the function called at the suspend point must have the coroutine's own
;    signature (it is musttail-called), so it takes (ptr, ptr, ptr), not the
;    seed's (ptr, ptr, i8).
; Expected output: start / callee / resumed / end / main done (checked with
; opt-19 -passes='coro-early,coro-split,coro-cleanup' followed by lli-19).
target triple = "x86_64-unknown-linux-gnu"

%async.ctxt = type { ptr, ptr }   ; { caller_context, return continuation }

@async_coroutine_fp = constant <{ i32, i32 }>
  <{ i32 trunc (
       i64 sub (
         i64 ptrtoint (ptr @async_coroutine to i64),
         i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32 }>, ptr @async_coroutine_fp, i32 0, i32 1) to i64))
       to i32),
     i32 16                       ; initial context size, without the frame
  }>

@.start = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.callee = private unnamed_addr constant [7 x i8] c"callee\00", align 1
@.resumed = private unnamed_addr constant [8 x i8] c"resumed\00", align 1
@.end = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.main = private unnamed_addr constant [10 x i8] c"main done\00", align 1

; char *context_projection_function(struct async_context *callee_ctxt) {
;    return callee_ctxt->caller_context;
; }
define ptr @context_projection_function(ptr %callee_ctxt) {
entry:
  %caller = load ptr, ptr %callee_ctxt, align 8
  ret ptr %caller
}

define swiftcc void @async_coroutine(ptr %async.ctxt, ptr %task, ptr %actor) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @async_coroutine_fp)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  %p0 = call i32 @puts(ptr @.start)

  ; set up the callee's context: caller context + where to return to
  %callee_ctxt = call ptr @malloc(i64 16)
  store ptr %async.ctxt, ptr %callee_ctxt, align 8
  %resume_func_ptr = call ptr @llvm.coro.async.resume()
  %ret.slot = getelementptr inbounds %async.ctxt, ptr %callee_ctxt, i32 0, i32 1
  store ptr %resume_func_ptr, ptr %ret.slot, align 8

  %res = call {ptr, ptr, ptr} (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0p0p0s(
                 i32 0,
                 ptr %resume_func_ptr,
                 ptr @context_projection_function,
                 ptr @suspend_function,
                 ptr %callee_ctxt, ptr %task, ptr %actor)

  ; resumed: the results are the resume function's arguments
  %ctxt.back = extractvalue {ptr, ptr, ptr} %res, 0
  call void @free(ptr %ctxt.back)
  %p1 = call i32 @puts(ptr @.resumed)
  call i1 (ptr, i1, ...) @llvm.coro.end.async(
                           ptr %hdl, i1 0,
                           ptr @must_tail_call_return,
                           ptr %async.ctxt, ptr %task, ptr %actor)
  unreachable
}

; The "callee" transferred to at the suspend point: it finishes at once and
; returns to the continuation stored in its context.
define swiftcc void @suspend_function(ptr %ctxt, ptr %task, ptr %actor) {
entry:
  %p = call i32 @puts(ptr @.callee)
  %ret.slot = getelementptr inbounds %async.ctxt, ptr %ctxt, i32 0, i32 1
  %k = load ptr, ptr %ret.slot, align 8
  musttail call swiftcc void %k(ptr %ctxt, ptr %task, ptr %actor)
  ret void
}

define swiftcc void @must_tail_call_return(ptr %ctxt, ptr %task, ptr %actor) {
entry:
  %p = call i32 @puts(ptr @.end)
  ret void
}

define i32 @main() {
entry:
  ; the frontend allocates the context, sized from the async function pointer
  %size.addr = getelementptr inbounds <{ i32, i32 }>, ptr @async_coroutine_fp, i32 0, i32 1
  %size = load i32, ptr %size.addr, align 4
  %size.64 = zext i32 %size to i64
  %ctxt = call ptr @aligned_alloc(i64 16, i64 %size.64)
  store ptr null, ptr %ctxt, align 8
  %fn = call ptr @llvm.coro.prepare.async(ptr @async_coroutine)
  call swiftcc void %fn(ptr %ctxt, ptr null, ptr null)
  call void @free(ptr %ctxt)
  %p = call i32 @puts(ptr @.main)
  ret i32 0
}

declare token @llvm.coro.id.async(i32, i32, i32, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare ptr @llvm.coro.async.resume()
declare {ptr, ptr, ptr} @llvm.coro.suspend.async.sl_p0p0p0s(i32, ptr, ptr, ...)
declare i1 @llvm.coro.end.async(ptr, i1, ...)
declare ptr @llvm.coro.prepare.async(ptr)

declare ptr @malloc(i64)
declare ptr @aligned_alloc(i64, i64)
declare void @free(ptr)
declare i32 @puts(ptr)

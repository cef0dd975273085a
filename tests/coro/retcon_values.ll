; Returned continuations with values both ways (LLVM's coro-retcon-resume-values.ll and
; coro-retcon-value.ll shapes). @acc(buffer, n) yields its running sum and the number of values
; seen; each continuation takes the buffer, the next value and the abnormal flag, so
; llvm.coro.suspend.retcon returns { i32, i1 }. An abnormal resume prints the sum and ends it.
; @gen(buffer, lo, hi) yields lo, lo+1, ... hi-1 as { ptr, i64 } and then a null continuation.
@.fmt = private unnamed_addr constant [13 x i8] c"sum %d (%d)\0A\00"
@.end = private unnamed_addr constant [10 x i8] c"final %d\0A\00"
@.gen = private unnamed_addr constant [9 x i8] c"gen %ld\0A\00"

define { ptr, i32, i32 } @acc(ptr %buffer, i32 %n) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 16, i32 8, ptr %buffer, ptr @acc_proto, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  br label %loop
loop:
  %sum = phi i32 [ %n, %entry ], [ %sum2, %resume ]
  %count = phi i32 [ 0, %entry ], [ %count2, %resume ]
  %values = call { i32, i1 } (...) @llvm.coro.suspend.retcon.sl_i32i1s(i32 %sum, i32 %count)
  %finished = extractvalue { i32, i1 } %values, 1
  br i1 %finished, label %cleanup, label %resume
resume:
  %input = extractvalue { i32, i1 } %values, 0
  %sum2 = add i32 %sum, %input
  %count2 = add i32 %count, 1
  br label %loop
cleanup:
  %r = call i32 (ptr, ...) @printf(ptr @.end, i32 %sum)
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token none)
  unreachable
}

declare { ptr, i32, i32 } @acc_proto(ptr, i32, i1 zeroext)

define { ptr, i64 } @gen(ptr %buffer, i64 %lo, i64 %hi) presplitcoroutine {
entry:
  %id = call token @llvm.coro.id.retcon(i32 8, i32 8, ptr %buffer, ptr @gen_proto, ptr @allocate, ptr @deallocate)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr null)
  br label %loop
loop:
  %i = phi i64 [ %lo, %entry ], [ %next, %more ]
  %go = icmp slt i64 %i, %hi
  br i1 %go, label %yield, label %done
yield:
  %abnormal = call i1 (...) @llvm.coro.suspend.retcon.i1(i64 %i)
  br i1 %abnormal, label %done, label %more
more:
  %next = add i64 %i, 1
  br label %loop
done:
  call i1 @llvm.coro.end(ptr %hdl, i1 0, token none)
  unreachable
}

declare { ptr, i64 } @gen_proto(ptr, i1 zeroext)

define ptr @allocate(i32 %n) {
  %z = zext i32 %n to i64
  %p = call ptr @malloc(i64 %z)
  ret ptr %p
}

define void @deallocate(ptr %p) {
  call void @free(ptr %p)
  ret void
}

define i32 @main() {
entry:
  %buf = alloca [16 x i8], align 8
  %r0 = call { ptr, i32, i32 } @acc(ptr %buf, i32 100)
  br label %feed
feed:
  %r = phi { ptr, i32, i32 } [ %r0, %entry ], [ %rn, %feed ]
  %k = phi i32 [ 1, %entry ], [ %k1, %feed ]
  %cont = extractvalue { ptr, i32, i32 } %r, 0
  %s = extractvalue { ptr, i32, i32 } %r, 1
  %c = extractvalue { ptr, i32, i32 } %r, 2
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %s, i32 %c)
  %rn = call { ptr, i32, i32 } %cont(ptr %buf, i32 %k, i1 zeroext false)
  %k1 = mul i32 %k, 3
  %more = icmp slt i32 %k1, 200
  br i1 %more, label %feed, label %stop
stop:
  %last = extractvalue { ptr, i32, i32 } %rn, 0
  %end = call { ptr, i32, i32 } %last(ptr %buf, i32 0, i1 zeroext true)
  %endc = extractvalue { ptr, i32, i32 } %end, 0
  %ok = icmp eq ptr %endc, null
  br i1 %ok, label %gens, label %bad
gens:
  %g0 = call { ptr, i64 } @gen(ptr %buf, i64 -2, i64 3)
  br label %gloop
gloop:
  %g = phi { ptr, i64 } [ %g0, %gens ], [ %gn, %gbody ]
  %gc = extractvalue { ptr, i64 } %g, 0
  %gdone = icmp eq ptr %gc, null
  br i1 %gdone, label %early, label %gbody
gbody:
  %gv = extractvalue { ptr, i64 } %g, 1
  %pg = call i32 (ptr, ...) @printf(ptr @.gen, i64 %gv)
  %gn = call { ptr, i64 } %gc(ptr %buf, i1 zeroext false)
  br label %gloop
early:
  ; A second generator stopped early by an abnormal resume.
  %h0 = call { ptr, i64 } @gen(ptr %buf, i64 40, i64 50)
  %hc = extractvalue { ptr, i64 } %h0, 0
  %hv = extractvalue { ptr, i64 } %h0, 1
  %ph = call i32 (ptr, ...) @printf(ptr @.gen, i64 %hv)
  %h1 = call { ptr, i64 } %hc(ptr %buf, i1 zeroext true)
  %h1c = extractvalue { ptr, i64 } %h1, 0
  %hok = icmp eq ptr %h1c, null
  %rc = select i1 %hok, i32 0, i32 2
  ret i32 %rc
bad:
  ret i32 1
}

declare token @llvm.coro.id.retcon(i32, i32, ptr, ptr, ptr, ptr)
declare ptr @llvm.coro.begin(token, ptr)
declare { i32, i1 } @llvm.coro.suspend.retcon.sl_i32i1s(...)
declare i1 @llvm.coro.suspend.retcon.i1(...)
declare i1 @llvm.coro.end(ptr, i1, token)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

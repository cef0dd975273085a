; Warnings without any debug information: Kiln points at the latch branch in the IR text, LLVM 19
; gives no position (<unknown>:0:0). Three requests that cannot be met: llvm.loop.unroll.full on a
; loop whose trip count is known only at run time, llvm.loop.unroll.count 4 with
; llvm.loop.unroll.runtime.disable on such a loop (Kiln does not unroll it and warns), and
; llvm.loop.unroll.runtime.disable next to llvm.loop.unroll.enable on a loop of 12 iterations,
; which is unrolled (fully) all the same: runtime.disable only forbids runtime unrolling.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,loop-unroll-forced,transform-warning
; opt-19: function(loop(loop-unroll-full),loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @full(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 7, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %old = load i32, ptr %p
  %s3 = mul i32 %s, 3
  %t = add i32 %s3, %i
  %s.next = xor i32 %t, %old
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i != n; i++) out[i + 32] = s = s * 5 + i; n taken as unsigned, 0 iterations when 0
define i32 @count_no_runtime(i32 %n) {
entry:
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 3, %entry ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = add i32 %s5, %i
  %j = add i32 %i, 32
  %jm = and i32 %j, 63
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %jm
  store i32 %s.next, ptr %p
  %i.next = add i32 %i, 1
  %more = icmp ne i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !3
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i < 12; i++) out[i + 50] = s = s * 7 ^ i
define i32 @constant(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s7 = mul i32 %s, 7
  %s.next = xor i32 %s7, %i
  %j = add nuw nsw i32 %i, 50
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 12
  br i1 %more, label %loop, label %exit, !llvm.loop !6
exit:
  ret i32 %s.next
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @full(i32 %n)
  %b = call i32 @count_no_runtime(i32 %n)
  %c = call i32 @constant(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b, i32 %c)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 11
  br i1 %more, label %l, label %done, !llvm.loop !9
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.full"}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.unroll.count", i32 4}
!5 = !{!"llvm.loop.unroll.runtime.disable"}
!6 = distinct !{!6, !7, !5}
!7 = !{!"llvm.loop.unroll.enable"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}

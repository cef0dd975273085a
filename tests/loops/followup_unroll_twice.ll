; Follow-ups that ask for a second unrolling of the unrolled loop; the unroll pass runs twice, as
; LLVM's loop-unroll does not revisit the loops it made in the same run. @runtime: runtime unrolling
; by 4 whose unrolled loop gets llvm.loop.unroll.count 3 (its trip count is the first unrolling's
; run-time count, so the second unrolling is at run time too, with its own epilogue: 12 copies);
; @constant: 24 iterations unrolled by 2, then the unrolled loop (12 iterations of two copies) by 3.
; The second unrolling needs the first one's output in LCSSA form with a trip count the analysis
; understands (the chained induction steps of the copies).
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-forced,loop-unroll-forced,transform-warning
; opt-19: function(loop-unroll<O2>,loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @runtime(i32 %n) {
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

; for (i = 0; i < 24; i++) out[i + 32] = s = (s * 5 + i) ^ out[i + 32]
define i32 @constant(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %j = add nuw nsw i32 %i, 32
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  %old = load i32, ptr %p
  %s5 = mul i32 %s, 5
  %t = add i32 %s5, %i
  %s.next = xor i32 %t, %old
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 24
  br i1 %more, label %loop, label %exit, !llvm.loop !5
exit:
  ret i32 %s.next
}

; Prints n, runtime(n) and constant(n) for n = 0..29: trip counts 0, 1 and every residue mod 4 and 12.
define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @runtime(i32 %n)
  %b = call i32 @constant(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 30
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !4, !3}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 2}
!3 = !{!"llvm.loop.unroll.followup_unrolled", !1, !7}
!4 = !{!"llvm.loop.unroll.count", i32 4}
!5 = distinct !{!5, !1, !2, !6}
!6 = !{!"llvm.loop.unroll.followup_unrolled", !1, !7}
!7 = !{!"llvm.loop.unroll.count", i32 3}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

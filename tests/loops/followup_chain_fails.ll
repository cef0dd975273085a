; Follow-up chains whose first transformation cannot be applied: its follow-ups are never attached,
; so the transformations they name are skipped and only the first is reported. @unroll_first:
; llvm.loop.unroll.full on a loop whose trip count is known only at run time, with a follow-up
; asking for distribution of the unrolled loop: "loop not unrolled" only. @vectorize_first: seed
; 003's example, llvm.loop.vectorize.enable with llvm.loop.disable_nonforced and a follow-up
; asking for unrolling of the vectorized loop: Kiln has no vectorizer, so "loop not vectorized" only;
; the unroll heuristic stays off (disable_nonforced) and the follow-up's unrolling never happens.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,loop-unroll,transform-warning
; opt-19: function(loop(loop-unroll-full),loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @unroll_first(i32 %n) {
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

; for (i = 0; i < 16; i++) out[i + 40] = s = s * 5 + i
define i32 @vectorize_first(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = add i32 %s5, %i
  %j = add nuw nsw i32 %i, 40
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 16
  br i1 %more, label %loop, label %exit, !llvm.loop !5
exit:
  ret i32 %s.next
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @unroll_first(i32 %n)
  %b = call i32 @vectorize_first(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 9
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.full"}
!3 = !{!"llvm.loop.unroll.followup_unrolled", !4}
!4 = !{!"llvm.loop.distribute.enable", i1 true}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = !{!"llvm.loop.disable_nonforced"}
!8 = !{!"llvm.loop.vectorize.followup_vectorized", !9}
!9 = !{!"llvm.loop.unroll.enable"}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

; Unrolling turned off on loops the -O2 heuristic would otherwise unroll fully (8 iterations, a
; small body): llvm.loop.unroll.disable, and llvm.loop.unroll.count 1 (which means the same). Both
; loops keep their LoopIDs untouched and nothing is reported.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,loop-unroll,transform-warning
; opt-19: function(loop(loop-unroll-full),loop-unroll<O2>,transform-warning)

@fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(ptr, ...)

; s = k; for (i = 0; i < 8; i++) s = s * 3 + i
define i32 @disabled(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %i
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, 8
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %s.next
}

; s = k; for (i = 8; i > 0; i--) s = s * 5 ^ i
define i32 @count_one(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 8, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = xor i32 %s5, %i
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit, !llvm.loop !2
exit:
  ret i32 %s.next
}

define i32 @main() {
entry:
  br label %l
l:
  %k = phi i32 [ 0, %entry ], [ %k.next, %l ]
  %a = call i32 @disabled(i32 %k)
  %b = call i32 @count_one(i32 %k)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b)
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, 4
  br i1 %more, label %l, label %done, !llvm.loop !9
done:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"llvm.loop.unroll.count", i32 1}
!9 = distinct !{!9, !1}

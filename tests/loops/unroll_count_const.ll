; llvm.loop.unroll.count on loops whose trip count is a constant: by 4 on 10 iterations (partial:
; the exit test stays only in the copy where it can fire, no remainder loop), by 4 on 12 (every
; exit test folded), and by 16 on 10 (a count at least the trip count unrolls fully: no loop left).
; The partially unrolled loops keep llvm.loop.mustprogress and get llvm.loop.unroll.disable.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-forced,transform-warning
; opt-19: function(loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < 10; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s   (s starts at k)
define i32 @ten_by_4(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %old = load i32, ptr %p
  %s3 = mul i32 %s, 3
  %t = add i32 %s3, %i
  %s.next = xor i32 %t, %old
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 10
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %s.next
}

; for (i = 40; i != 16; i -= 2) out[i] = s = (s * 5 + i) ^ out[i]   (12 iterations, counting down)
define i32 @twelve_by_4(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 40, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %old = load i32, ptr %p
  %s5 = mul i32 %s, 5
  %t = add i32 %s5, %i
  %s.next = xor i32 %t, %old
  store i32 %s.next, ptr %p
  %i.next = add nsw i32 %i, -2
  %more = icmp ne i32 %i.next, 16
  br i1 %more, label %loop, label %exit, !llvm.loop !3
exit:
  ret i32 %s.next
}

; for (i = 1; i <= 10; i++) out[i + 20] = s = s * 7 + i   (a count of 16 >= 10: fully unrolled)
define i32 @ten_by_16(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s7 = mul i32 %s, 7
  %s.next = add i32 %s7, %i
  %j = add nuw nsw i32 %i, 20
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp sle i32 %i.next, 10
  br i1 %more, label %loop, label %exit, !llvm.loop !5
exit:
  ret i32 %s.next
}

; Prints the three results for k = 0..5; each call sees the stores of the earlier ones.
define i32 @main() {
entry:
  br label %l
l:
  %k = phi i32 [ 0, %entry ], [ %k.next, %l ]
  %a = call i32 @ten_by_4(i32 %k)
  %b = call i32 @twelve_by_4(i32 %a)
  %c = call i32 @ten_by_16(i32 %b)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b, i32 %c)
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, 6
  br i1 %more, label %l, label %done, !llvm.loop !9
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !1, !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.count", i32 16}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}

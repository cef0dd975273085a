; llvm.loop.unroll.full on a loop of 24 iterations (a constant): the full unroller removes the loop
; and its LoopID; a second loop counting down by 3 from 30 to 0 (10 iterations, an sle test) too.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,transform-warning
; opt-19: function(loop(loop-unroll-full),transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < 24; i++) out[i] = s = (s * 3 + i) ^ out[i]
define i32 @up(i32 %k) {
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
  %more = icmp slt i32 %i.next, 24
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %s.next
}

; for (i = 30; i > 0; i -= 3) out[i + 30] = s = s * 5 + i   (as a test 0 < i: sle 1, i)
define i32 @down(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 30, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = add i32 %s5, %i
  %j = add nuw nsw i32 %i, 30
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nsw i32 %i, -3
  %more = icmp sle i32 1, %i.next
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %s.next
}

define i32 @main() {
entry:
  br label %l
l:
  %k = phi i32 [ 0, %entry ], [ %k.next, %l ]
  %a = call i32 @up(i32 %k)
  %b = call i32 @down(i32 %a)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b)
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, 5
  br i1 %more, label %l, label %done, !llvm.loop !9
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.full"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}

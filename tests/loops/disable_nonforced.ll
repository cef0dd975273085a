; llvm.loop.disable_nonforced turns off every transformation that metadata does not force. With the
; -O2 heuristic (loop-unroll-full, loop-unroll): @small (8 iterations, a tiny body the heuristic
; unrolls fully without the attribute) stays; @forced has llvm.loop.unroll.count 4 too and is
; unrolled at run time, the unrolled loop keeping disable_nonforced (it is not an llvm.loop.unroll.*
; attribute) next to the added llvm.loop.unroll.disable; @enabled has llvm.loop.unroll.enable on
; 12 iterations and is unrolled fully.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,loop-unroll,transform-warning
; opt-19: function(loop(loop-unroll-full),loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; s = k; for (i = 0; i < 8; i++) out[i + 40] = s = s * 3 + i
define i32 @small(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %i
  %j = add nuw nsw i32 %i, 40
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, 8
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %s.next
}

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @forced(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 9, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %old = load i32, ptr %p
  %s3 = mul i32 %s, 3
  %t = add i32 %s3, %i
  %s.next = xor i32 %t, %old
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !2
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; s = k; for (i = 12; i != 0; i--) out[i + 50] = s = s * 5 ^ i
define i32 @enabled(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 12, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = xor i32 %s5, %i
  %j = add nuw nsw i32 %i, 50
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nsw i32 %i, -1
  %more = icmp ne i32 %i.next, 0
  br i1 %more, label %loop, label %exit, !llvm.loop !4
exit:
  ret i32 %s.next
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @small(i32 %n)
  %b = call i32 @forced(i32 %n)
  %c = call i32 @enabled(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b, i32 %c)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 11
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.disable_nonforced"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.unroll.count", i32 4}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.unroll.enable"}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

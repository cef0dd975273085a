; llvm.loop.unroll.enable without a count: a loop whose trip count is known only at run time is
; unrolled at run time by the largest factor up to 8 within the size limit (here 8, with an
; epilogue); a loop of 20 iterations, a constant, is unrolled fully (no loop left).
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-forced,transform-warning
; opt-19: function(loop-unroll<O2>,transform-warning)

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

; for (i = 0; i < 20; i++) out[i + 30] = s = s * 7 + i
define i32 @twenty(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s7 = mul i32 %s, 7
  %s.next = add i32 %s7, %i
  %j = add nuw nsw i32 %i, 30
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 20
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %s.next
}

; Prints n, runtime(n) and twenty(n) for n = 0..18.
define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @runtime(i32 %n)
  %b = call i32 @twenty(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b)
  %n.next = add i32 %n, 1
  %c = icmp slt i32 %n.next, 19
  br i1 %c, label %l, label %done, !llvm.loop !9
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.enable"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}

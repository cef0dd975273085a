; llvm.loop.unroll.count 4 on a loop whose trip count is known only at run time: runtime unrolling
; by 4 with an epilogue for the n mod 4 iterations left. No follow-up is given, so the unrolled loop
; keeps llvm.loop.mustprogress and gets llvm.loop.unroll.disable in a new LoopID; the epilogue gets no
; attributes (seed 003; LLVM 19 gives it llvm.loop.unroll.disable). By 2 (@by2, counting down with
; an sge test), the epilogue runs at most once: LLVM emits it as straight-line code, Kiln as a loop.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-forced,transform-warning
; opt-19: function(loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @f(i32 %n) {
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

; for (i = n - 1; i >= 0; i--) out[i] = s = s * 5 + i; return s (0 when n <= 0)
define i32 @by2(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %ph, label %exit
ph:
  %start = add nsw i32 %n, -1
  br label %loop
loop:
  %i = phi i32 [ %start, %ph ], [ %i.next, %loop ]
  %s = phi i32 [ 1, %ph ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = add i32 %s5, %i
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  store i32 %s.next, ptr %p
  %i.next = add nsw i32 %i, -1
  %more = icmp sge i32 %i.next, 0
  br i1 %more, label %loop, label %exit, !llvm.loop !3
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; Prints n, f(n) and by2(n) for n = 0..18: trip counts 0, 1 and every residue modulo 2, 4 and 8.
define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %r = call i32 @f(i32 %n)
  %r2 = call i32 @by2(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %r, i32 %r2)
  %n.next = add i32 %n, 1
  %c = icmp slt i32 %n.next, 19
  br i1 %c, label %l, label %done, !llvm.loop !9
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.count", i32 2}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}

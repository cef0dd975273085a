; A top-tested loop (the exit test in the header, as a front end writes `while`) with
; llvm.loop.unroll.count 4: loop-rotate moves the exit test to the latch, where the LoopID must
; follow the back edge; LICM hoists the invariant product out; then the rotated loop is unrolled at
; run time as any other. The unrolled loop keeps mustprogress and gets llvm.loop.unroll.disable.
; kiln: loop-simplify,loop-rotate,lcssa,licm,loop-unroll-forced,transform-warning
; opt-19: function(loop-mssa(loop-rotate,licm),loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(ptr, ...)

; i = 0; s = 1; while (i < n) { out[i] = s = s * 3 + i * (n * 7); i++ } return s
define i32 @f(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 1, %entry ], [ %s.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %n7 = mul i32 %n, 7
  %in = mul i32 %i, %n7
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %in
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  br label %head, !llvm.loop !0
exit:
  ret i32 %s
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %r = call i32 @f(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %r)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 19
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

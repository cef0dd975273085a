; The unroller's follow-ups on runtime unrolling by 4: llvm.loop.unroll.followup_unrolled names the
; unrolled loop's attributes (which replace the default: no llvm.loop.unroll.disable is added, and
; llvm.loop.mustprogress is not kept), llvm.loop.unroll.followup_remainder the epilogue's, and both
; together; the loop without follow-ups (@none) gets the defaults. A follow-up is a list of
; attributes: !{!"llvm.loop.unroll.followup_unrolled", !A, !B}.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-forced,transform-warning
; opt-19: function(loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @unrolled(i32 %n) {
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

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @remainder(i32 %n) {
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
  br i1 %more, label %loop, label %exit, !llvm.loop !3
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @both(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 11, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %old = load i32, ptr %p
  %s3 = mul i32 %s, 3
  %t = add i32 %s3, %i
  %s.next = xor i32 %t, %old
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !5
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @none(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 13, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %old = load i32, ptr %p
  %s3 = mul i32 %s, 3
  %t = add i32 %s3, %i
  %s.next = xor i32 %t, %old
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !7
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; Prints n and the four results for n = 0..18: trip counts 0, 1 and every residue modulo 4.
define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @unrolled(i32 %n)
  %b = call i32 @remainder(i32 %n)
  %c = call i32 @both(i32 %n)
  %d = call i32 @none(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b, i32 %c, i32 %d)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 19
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2, !20}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!20 = !{!"llvm.loop.unroll.followup_unrolled", !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.licm_versioning.disable"}
!3 = distinct !{!3, !1, !2, !30}
!30 = !{!"llvm.loop.unroll.followup_remainder", !31, !32}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !{!"llvm.loop.vectorize.width", i32 1}
!5 = distinct !{!5, !1, !2, !20, !30}
!7 = distinct !{!7, !1, !2}
!99 = distinct !{!99, !31}

; Seed 003 (loop transformation metadata), section "迴圈展開" (loop unrolling):
; latch branches carrying !llvm.loop with
;  * llvm.loop.unroll.count 4 plus followup_unrolled / followup_remainder /
;    followup_all (llvm.loop.unroll.disable in followup_all, as the seed
;    recommends, so the unrolled loop is not unrolled again),
;  * llvm.loop.unroll.full on a constant-trip-count loop,
;  * llvm.loop.unroll.enable on a loop with a runtime trip count,
;  * llvm.loop.unroll.disable and llvm.loop.unroll.runtime.disable,
; all with llvm.loop.mustprogress. Expected output of @main: "4950 36 72 5050 20".
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1
@data = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16

; for (i = 0; i < n; i++) s += i;   -- unroll by 4, remainder loop for n % 4
define i32 @sum_to(i32 %n) mustprogress {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add nsw i32 %s, %i
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i < 8; i++) s += data[i];   -- full unroll
define i32 @sum_data() mustprogress {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [8 x i32], ptr @data, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %s.next = add nsw i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %loop, label %exit, !llvm.loop !7
exit:
  ret i32 %s.next
}

; for (i = 0; i < n; i++) s += 2 * i + 1 (= n*n), but with a runtime trip count
; and plain unroll.enable; returns s + n.
define i32 @odd_sum(i32 %n) mustprogress {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %t = shl nsw i32 %i, 1
  %odd = add nsw i32 %t, 1
  %s.next = add nsw i32 %s, %odd
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !9
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %r2 = add i32 %r, %n
  ret i32 %r2
}

; while (n) { s += n; n--; }   -- never unroll
define i32 @countdown(i32 %n) mustprogress {
entry:
  %guard = icmp ne i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %k = phi i32 [ %n, %entry ], [ %k.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i32 %s, %k
  %k.next = sub i32 %k, 1
  %c = icmp ne i32 %k.next, 0
  br i1 %c, label %loop, label %exit, !llvm.loop !11
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i < n; i++) s += 4;   -- no runtime unrolling
define i32 @times4(i32 %n) mustprogress {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add nsw i32 %s, 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !13
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call i32 @sum_to(i32 100)
  %b = call i32 @sum_data()
  %c = call i32 @odd_sum(i32 8)
  %d = call i32 @countdown(i32 100)
  %e = call i32 @times4(i32 5)
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}

declare i32 @printf(ptr, ...)

!0 = distinct !{!0, !1, !2, !3, !5, !6}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!2 = !{!"llvm.loop.unroll.followup_unrolled", !6}
!3 = !{!"llvm.loop.unroll.followup_remainder", !4}
!4 = !{!"llvm.loop.unroll.runtime.disable"}
!5 = !{!"llvm.loop.unroll.followup_all", !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !10, !6}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !12, !6}
!10 = !{!"llvm.loop.unroll.full"}
!11 = distinct !{!11, !8, !6}
!12 = !{!"llvm.loop.unroll.enable"}
!13 = distinct !{!13, !4, !6}

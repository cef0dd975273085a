; Seed 003 (loop transformation metadata), section "展開與阻塞" (unroll and
; jam): an outer loop (Fore / inner SubLoop / Aft) whose latch carries
; llvm.loop.unroll_and_jam.enable + llvm.loop.unroll_and_jam.count 2 with
; all five follow-ups (followup_outer, followup_inner,
; followup_remainder_outer, followup_remainder_inner, followup_all; the last
; holds llvm.loop.unroll.disable as the seed recommends); the inner loop has
; its own distinct loop ID. The pass is off by default in LLVM 19
; (-enable-unroll-and-jam / -passes=loop-unroll-and-jam).
;   for (i = 0; i < n; i++) {          // Fore(i): row[i] = i
;     for (j = 0; j < m; j++)          // SubLoop(i, j): acc[j] += i * j
;       acc[j] += i * j;
;     total += row[i];                 // Aft(i)
;   }
; Expected output of @main (n = 7, m = 5): "21 210".
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

define i32 @nest(ptr noalias %acc, ptr noalias %row, i32 %n, i32 %m) mustprogress {
entry:
  %n.pos = icmp sgt i32 %n, 0
  %m.pos = icmp sgt i32 %m, 0
  br i1 %n.pos, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %total = phi i32 [ 0, %entry ], [ %total.next, %outer.latch ]
  %i.64 = zext i32 %i to i64
  %row.i = getelementptr inbounds i32, ptr %row, i64 %i.64
  store i32 %i, ptr %row.i, align 4                      ; Fore(i)
  br i1 %m.pos, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.64 = zext i32 %j to i64
  %acc.j = getelementptr inbounds i32, ptr %acc, i64 %j.64
  %old = load i32, ptr %acc.j, align 4
  %prod = mul nsw i32 %i, %j
  %new = add nsw i32 %old, %prod
  store i32 %new, ptr %acc.j, align 4                   ; SubLoop(i, j)
  %j.next = add nuw nsw i32 %j, 1
  %j.more = icmp slt i32 %j.next, %m
  br i1 %j.more, label %inner, label %outer.latch, !llvm.loop !0
outer.latch:
  %r = load i32, ptr %row.i, align 4
  %total.next = add nsw i32 %total, %r                  ; Aft(i)
  %i.next = add nuw nsw i32 %i, 1
  %i.more = icmp slt i32 %i.next, %n
  br i1 %i.more, label %outer, label %exit, !llvm.loop !2
exit:
  %t = phi i32 [ 0, %entry ], [ %total.next, %outer.latch ]
  ret i32 %t
}

define i32 @main() {
entry:
  %acc = alloca [5 x i32], align 16
  %row = alloca [7 x i32], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %acc, i8 0, i64 20, i1 false)
  %t = call i32 @nest(ptr %acc, ptr %row, i32 7, i32 5)
  %a0 = getelementptr inbounds [5 x i32], ptr %acc, i64 0, i64 0
  %a4 = getelementptr inbounds [5 x i32], ptr %acc, i64 0, i64 4
  %v0 = load i32, ptr %a0, align 4
  %v4 = load i32, ptr %a4, align 4
  ; acc[4] = 4 * (0+1+...+6) = 84, acc[0] = 0; print total and the sum of acc
  %s1 = add i32 %v0, %v4
  %a1 = getelementptr inbounds [5 x i32], ptr %acc, i64 0, i64 1
  %a2 = getelementptr inbounds [5 x i32], ptr %acc, i64 0, i64 2
  %a3 = getelementptr inbounds [5 x i32], ptr %acc, i64 0, i64 3
  %v1 = load i32, ptr %a1, align 4
  %v2 = load i32, ptr %a2, align 4
  %v3 = load i32, ptr %a3, align 4
  %s2 = add i32 %s1, %v1
  %s3 = add i32 %s2, %v2
  %s4 = add i32 %s3, %v3
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %t, i32 %s4)
  ret i32 0
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
declare i32 @printf(ptr, ...)

; inner loop
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; outer loop: unroll-and-jam by 2, with every follow-up
!2 = distinct !{!2, !1, !3, !4, !5, !7, !9, !11, !13}
!3 = !{!"llvm.loop.unroll_and_jam.enable"}
!4 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!5 = !{!"llvm.loop.unroll_and_jam.followup_outer", !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{!"llvm.loop.unroll_and_jam.followup_inner", !8}
!8 = !{!"llvm.loop.unroll.count", i32 2}
!9 = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", !10}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{!"llvm.loop.unroll_and_jam.followup_remainder_inner", !12}
!12 = !{!"llvm.loop.vectorize.enable", i1 false}
!13 = !{!"llvm.loop.unroll_and_jam.followup_all", !6}

; Seed 003 (loop transformation metadata), section "迴圈分佈" (loop
; distribution): the seed's loop
;   for (int i = 1; i < n; i+=1) { A[i] = i; B[i] = 2 + B[i]; C[i] = 3 + C[i - 1]; }
; with llvm.loop.distribute.enable and the follow-ups followup_coincident
; (vectorize the dependence-free loops), followup_sequential (the C[] recurrence
; loop), followup_fallback (llvm.loop.disable_nonforced, as the seed
; recommends for the versioning fallback) and followup_all. A, B and C may
; alias, so the distributed version is guarded by a runtime check.
; Expected output of @main (n = 10): "9 20 28".
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

define void @distribute(ptr %A, ptr %B, ptr %C, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 1
  br i1 %guard, label %for.body, label %for.end
for.body:
  %i = phi i64 [ 1, %entry ], [ %i.next, %for.body ]
  %i.32 = trunc i64 %i to i32
  %a.i = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 %i.32, ptr %a.i, align 4                 ; A[i] = i
  %b.i = getelementptr inbounds i32, ptr %B, i64 %i
  %b = load i32, ptr %b.i, align 4
  %b2 = add nsw i32 %b, 2
  store i32 %b2, ptr %b.i, align 4                   ; B[i] = 2 + B[i]
  %i.m1 = add nsw i64 %i, -1
  %c.prev.p = getelementptr inbounds i32, ptr %C, i64 %i.m1
  %c.prev = load i32, ptr %c.prev.p, align 4
  %c.new = add nsw i32 %c.prev, 3
  %c.i = getelementptr inbounds i32, ptr %C, i64 %i
  store i32 %c.new, ptr %c.i, align 4                ; C[i] = 3 + C[i - 1]
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %for.end, label %for.body, !llvm.loop !0
for.end:
  ret void
}

define i32 @main() {
entry:
  %A = alloca [10 x i32], align 16
  %B = alloca [10 x i32], align 16
  %C = alloca [10 x i32], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %A, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %B, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %C, i8 0, i64 40, i1 false)
  %c0 = getelementptr inbounds [10 x i32], ptr %C, i64 0, i64 0
  store i32 1, ptr %c0, align 4
  call void @distribute(ptr %A, ptr %B, ptr %C, i64 10)
  %a9 = getelementptr inbounds [10 x i32], ptr %A, i64 0, i64 9
  %va = load i32, ptr %a9, align 4
  %b9 = getelementptr inbounds [10 x i32], ptr %B, i64 0, i64 9
  %vb = load i32, ptr %b9, align 4
  %c9 = getelementptr inbounds [10 x i32], ptr %C, i64 0, i64 9
  %vc = load i32, ptr %c9, align 4
  ; B[9] was 0 -> 2; scale to make the three numbers distinct
  %vb10 = mul i32 %vb, 10
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %va, i32 %vb10, i32 %vc)
  ret i32 0
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
declare i32 @printf(ptr, ...)

!0 = distinct !{!0, !1, !2, !3, !5, !7, !9, !11}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.distribute.enable", i1 true}
!3 = !{!"llvm.loop.distribute.followup_coincident", !4}
!4 = !{!"llvm.loop.vectorize.enable", i1 true}
!5 = !{!"llvm.loop.distribute.followup_sequential", !6}
!6 = !{!"llvm.loop.unroll.count", i32 2}
!7 = !{!"llvm.loop.distribute.followup_fallback", !8}
!8 = !{!"llvm.loop.disable_nonforced"}
!9 = !{!"llvm.loop.distribute.followup_all", !10}
!10 = !{!"llvm.loop.interleave.count", i32 1}
!11 = !{!"llvm.loop.vectorize.enable", i1 false}

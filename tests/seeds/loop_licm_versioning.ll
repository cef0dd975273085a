; Seed 003 (loop transformation metadata), sections "版本控制 LICM"
; (versioning LICM) and "迴圈上的元數據" (metadata on loops):
;  * @copy_b0 is the seed's loop  for (i = 0; i < n; i++) A[i] = B[0];
;    B[0] is loop-invariant only if A and B do not alias, so versioning LICM
;    (-enable-loop-versioning-licm) may version it on a runtime check;
;    @copy_b0_pinned carries llvm.loop.licm_versioning.disable (the pass
;    supports no follow-ups);
;  * @scale_parallel marks its memory accesses with !llvm.access.group and
;    the loop with llvm.loop.parallel_accesses, and also shows the older
;    !llvm.mem.parallel_loop_access form that points at the loop ID itself,
;    which is why a new loop ID must be propagated to such references;
;  * @keep_as_is has only llvm.loop.disable_nonforced.
; Expected output of @main: "7 7 42 21 9".
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1

define void @copy_b0(ptr %A, ptr %B, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %b0 = load i32, ptr %B, align 4
  %a.i = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 %b0, ptr %a.i, align 4
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}

define void @copy_b0_pinned(ptr %A, ptr %B, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %b0 = load i32, ptr %B, align 4
  %a.i = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 %b0, ptr %a.i, align 4
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %exit, label %loop, !llvm.loop !2
exit:
  ret void
}

; for (i = 0; i < n; i++) X[idx[i]] *= 2;   -- iterations declared independent
define void @scale_parallel(ptr %X, ptr %idx, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ip = getelementptr inbounds i32, ptr %idx, i64 %i
  %k = load i32, ptr %ip, align 4, !llvm.access.group !5
  %k.64 = sext i32 %k to i64
  %xp = getelementptr inbounds i32, ptr %X, i64 %k.64
  %x = load i32, ptr %xp, align 4, !llvm.access.group !5, !llvm.mem.parallel_loop_access !4
  %x2 = shl nsw i32 %x, 1
  store i32 %x2, ptr %xp, align 4, !llvm.access.group !5, !llvm.mem.parallel_loop_access !4
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %exit, label %loop, !llvm.loop !4
exit:
  ret void
}

; for (i = 0; i < n; i++) s += i & 3;
define i32 @keep_as_is(i32 %n) mustprogress {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %b = and i32 %i, 3
  %s.next = add nsw i32 %s, %b
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !7
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

define i32 @main() {
entry:
  %A = alloca [8 x i32], align 16
  %B = alloca i32, align 4
  %X = alloca [4 x i32], align 16
  %idx = alloca [4 x i32], align 16
  store i32 7, ptr %B, align 4
  call void @copy_b0(ptr %A, ptr %B, i64 8)
  %a7 = getelementptr inbounds [8 x i32], ptr %A, i64 0, i64 7
  %v1 = load i32, ptr %a7, align 4
  ; aliasing case: A == B, so B[0] is overwritten by the first store only with
  ; the same value; every element still ends up 7
  call void @copy_b0_pinned(ptr %A, ptr %A, i64 8)
  %v2 = load i32, ptr %a7, align 4
  ; X = {1, 5, 21, 3}, idx = {3, 2, 1, 0}: every X[k] doubled once
  store i32 1, ptr %X, align 4
  %x1 = getelementptr inbounds [4 x i32], ptr %X, i64 0, i64 1
  store i32 5, ptr %x1, align 4
  %x2 = getelementptr inbounds [4 x i32], ptr %X, i64 0, i64 2
  store i32 21, ptr %x2, align 4
  %x3 = getelementptr inbounds [4 x i32], ptr %X, i64 0, i64 3
  store i32 3, ptr %x3, align 4
  store i32 3, ptr %idx, align 4
  %i1 = getelementptr inbounds [4 x i32], ptr %idx, i64 0, i64 1
  store i32 2, ptr %i1, align 4
  %i2 = getelementptr inbounds [4 x i32], ptr %idx, i64 0, i64 2
  store i32 1, ptr %i2, align 4
  %i3 = getelementptr inbounds [4 x i32], ptr %idx, i64 0, i64 3
  store i32 0, ptr %i3, align 4
  call void @scale_parallel(ptr %X, ptr %idx, i64 4)
  %v3 = load i32, ptr %x2, align 4
  %v4 = load i32, ptr %x3, align 4
  %v4b = mul i32 %v4, 3
  %v4c = add i32 %v4b, 3
  %v5 = call i32 @keep_as_is(i32 7)
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v1, i32 %v2, i32 %v3, i32 %v4c, i32 %v5)
  ret i32 0
}

declare i32 @printf(ptr, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.licm_versioning.disable"}
!4 = distinct !{!4, !1, !6}
!5 = distinct !{}
!6 = !{!"llvm.loop.parallel_accesses", !5}
!7 = distinct !{!7, !1, !8}
!8 = !{!"llvm.loop.disable_nonforced"}

; Seed 003 (loop transformation metadata), sections "轉換元數據結構"
; (transformation metadata structure) and "迴圈向量化與交錯" (loop
; vectorization and interleaving): latch branches carrying !llvm.loop with
;  * vectorize.enable + disable_nonforced (the seed's first example),
;  * vectorize.enable + disable_nonforced + followup_vectorized asking for
;    unrolling of the vectorized loop (the seed's second example; the seed
;    writes the follow-up as `!{"llvm.loop.unroll.enable"}`, which is not valid
;    metadata syntax: the attribute name needs `!"..."` and the list is its own
;    node),
;  * an empty followup_vectorized (suppresses the automatically added
;    attributes),
;  * vectorize.width / interleave.count with followup_all (llvm.loop.isvectorized)
;    and followup_epilogue,
; on top of llvm.loop.mustprogress and the mustprogress function attribute.
; Expected output of @main: "2850 4950.000000 328350 990.000000" (also after
; opt-19 -O2, where -transform-warning reports that the unroll requested by
; followup_vectorized was not performed: a missed forced transformation).
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [15 x i8] c"%d %f %lld %f\0A\00", align 1

; for (i = 0; i < n; i++) a[i] = b[i] * 3;   -- forced vectorization
define void @scale(ptr noalias %a, ptr noalias %b, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %for.header, label %for.exit
for.header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.header ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %vb = load i32, ptr %pb, align 4
  %m = mul nsw i32 %vb, 3
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %m, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %for.exit, label %for.header, !llvm.loop !0
for.exit:
  ret void
}

; for (i = 0; i < n; i++) y[i] += a * x[i];  -- vectorize, then unroll
define void @saxpy(ptr noalias %y, ptr noalias %x, float %a, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %for.header, label %for.exit
for.header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.header ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %vy = load float, ptr %py, align 4
  %mul = fmul float %a, %vx
  %add = fadd float %vy, %mul
  store float %add, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %for.exit, label %for.header, !llvm.loop !3
for.exit:
  ret void
}

; s = 0; for (i = 0; i < n; i++) s += (long long)a[i] * a[i];
define i64 @sum_squares(ptr %a, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %for.header, label %for.exit
for.header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.header ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %for.header ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = sext i32 %v to i64
  %sq = mul nsw i64 %w, %w
  %s.next = add nsw i64 %s, %sq
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %for.exit, label %for.header, !llvm.loop !7
for.exit:
  %r = phi i64 [ 0, %entry ], [ %s.next, %for.header ]
  ret i64 %r
}

; s = 0; for (i = 0; i < n; i++) s += x[i];   (a strict float reduction: with
; the explicit width the LLVM 19 vectorizer uses an in-order reduction, so the
; result is unchanged)
define float @sum_floats(ptr %x, i64 %n) mustprogress {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %for.header, label %for.exit
for.header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.header ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %for.header ]
  %p = getelementptr inbounds float, ptr %x, i64 %i
  %v = load float, ptr %p, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %for.exit, label %for.header, !llvm.loop !10
for.exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %for.header ]
  ret float %r
}

define i32 @main() {
entry:
  %a = alloca [100 x i32], align 16
  %b = alloca [100 x i32], align 16
  %x = alloca [100 x float], align 16
  %y = alloca [100 x float], align 16
  br label %init
init:
  %i = phi i64 [ 0, %entry ], [ %i.next, %init ]
  %iv = trunc i64 %i to i32
  %pb = getelementptr inbounds [100 x i32], ptr %b, i64 0, i64 %i
  store i32 %iv, ptr %pb, align 4
  %fi = sitofp i32 %iv to float
  %px = getelementptr inbounds [100 x float], ptr %x, i64 0, i64 %i
  store float %fi, ptr %px, align 4
  %py = getelementptr inbounds [100 x float], ptr %y, i64 0, i64 %i
  store float 1.0, ptr %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 100
  br i1 %more, label %init, label %run
run:
  call void @scale(ptr %a, ptr %b, i64 20)
  call void @saxpy(ptr %y, ptr %x, float 1.0, i64 99)
  %a19 = getelementptr inbounds [100 x i32], ptr %a, i64 0, i64 19
  %v19 = load i32, ptr %a19, align 4
  %sumy = call float @sum_floats(ptr %y, i64 99)
  %sq = call i64 @sum_squares(ptr %b, i64 100)
  %sumx = call float @sum_floats(ptr %x, i64 45)
  %r0 = mul i32 %v19, 50
  %sumy.d = fpext float %sumy to double
  %sumx.d = fpext float %sumx to double
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %r0, double %sumy.d, i64 %sq, double %sumx.d)
  ret i32 0
}

declare i32 @printf(ptr, ...)

; seed example 1: force vectorization, nothing else first
!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.disable_nonforced"}

; seed example 2: vectorize, then unroll the vectorized loop
!3 = distinct !{!3, !1, !2, !4, !6}
!4 = !{!"llvm.loop.vectorize.followup_vectorized", !5}
!5 = !{!"llvm.loop.unroll.enable"}
!6 = !{!"llvm.loop.mustprogress"}

; empty follow-up: the vectorized loop gets no attributes at all
!7 = distinct !{!7, !1, !8, !6}
!8 = !{!"llvm.loop.vectorize.followup_vectorized"}

; width / interleave with follow-ups for all loops and for the epilogue
!10 = distinct !{!10, !11, !12, !13, !15, !6}
!11 = !{!"llvm.loop.vectorize.width", i32 4}
!12 = !{!"llvm.loop.interleave.count", i32 2}
!13 = !{!"llvm.loop.vectorize.followup_all", !14}
!14 = !{!"llvm.loop.isvectorized"}
!15 = !{!"llvm.loop.vectorize.followup_epilogue", !14, !16}
!16 = !{!"llvm.loop.unroll.runtime.disable"}

; Attributes that describe a loop rather than ask for a transformation survive unrolling: the
; unrolled loop's new LoopID keeps llvm.loop.mustprogress, llvm.loop.isvectorized,
; llvm.loop.licm_versioning.disable and llvm.loop.parallel_accesses (whose access group, on the
; copies' loads and stores too, does not change) and adds llvm.loop.unroll.disable. @legacy's
; accesses carry the older !llvm.mem.parallel_loop_access, a list naming the LoopID itself: after
; unrolling they name the new LoopID (pla4 in the summary: four accesses name the current LoopID).
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-forced,transform-warning
; opt-19: function(loop-unroll<O2>,transform-warning)

@a = global [64 x i32] zeroinitializer
@b = global [64 x i32] zeroinitializer
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) a[i] = a[i] * 3 + i; returns a[n - 1] (0 when n <= 0)
define i32 @grouped(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i
  %old = load i32, ptr %p, !llvm.access.group !5
  %x3 = mul i32 %old, 3
  %x = add i32 %x3, %i
  store i32 %x, ptr %p, !llvm.access.group !5
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %x, %loop ]
  ret i32 %r
}

; for (i = 0; i < 16; i++) b[i] = b[i] * 5 + i, the accesses marked with the legacy list
define i32 @legacy(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @b, i32 0, i32 %i
  %old = load i32, ptr %p, !llvm.mem.parallel_loop_access !11
  %x5 = mul i32 %old, 5
  %x0 = add i32 %x5, %i
  %x = add i32 %x0, %k
  store i32 %x, ptr %p, !llvm.mem.parallel_loop_access !11
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 16
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  ret i32 %x
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %r = call i32 @grouped(i32 %n)
  %r2 = call i32 @legacy(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %r, i32 %r2)
  %n.next = add i32 %n, 1
  %c = icmp slt i32 %n.next, 19
  br i1 %c, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2, !3, !4, !6, !7}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.licm_versioning.disable"}
!4 = !{!"llvm.loop.parallel_accesses", !5}
!5 = distinct !{}
!6 = !{!"llvm.loop.unroll.count", i32 4}
!7 = !{!"llvm.loop.unroll.runtime.disable", i1 false}
!10 = distinct !{!10, !1, !12}
!11 = !{!10}
!12 = !{!"llvm.loop.unroll.count", i32 2}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

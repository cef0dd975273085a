; Kiln's -O2 unrolling heuristic on loops without metadata. @small: 10 iterations of a small body,
; fully unrolled (LLVM too). @runtime: a trip count known only at run time; Kiln unrolls innermost
; loops without calls at run time by the largest power of two up to 8 whose copies stay within 64
; instructions, LLVM 19 only when the target asks for it (no target triple here: never). The
; unrolled loop gets llvm.loop.unroll.disable. @runtime_nonforced: the same loop with
; llvm.loop.disable_nonforced, left alone by both.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,loop-unroll,transform-warning
; opt-19: function(loop(loop-unroll-full),loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; s = k; for (i = 0; i < 10; i++) out[i + 40] = s = s * 3 + i
define i32 @small(i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %k, %entry ], [ %s.next, %loop ]
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %i
  %j = add nuw nsw i32 %i, 40
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, 10
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %s.next
}

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
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @runtime_nonforced(i32 %n) {
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
  br i1 %more, label %loop, label %exit, !llvm.loop !2
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @small(i32 %n)
  %b = call i32 @runtime(i32 %n)
  %c = call i32 @runtime_nonforced(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b, i32 %c)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 19
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!2 = distinct !{!2, !1}
!1 = !{!"llvm.loop.disable_nonforced"}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

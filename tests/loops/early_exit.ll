; Loops with an early exit (a second exiting block): Kiln's unroller leaves them alone and warns.
; @runtime (llvm.loop.unroll.count 4, a run-time trip count, leaving early when it finds a 0):
; LLVM 19 unrolls it by 4 without a remainder, every copy keeping both exit tests. @constant
; (llvm.loop.unroll.full, 8 iterations): LLVM unrolls it fully, each copy keeping its early exit.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,loop-unroll-forced,transform-warning
; opt-19: function(loop(loop-unroll-full),loop-unroll<O2>,transform-warning)

@data = global [16 x i32] [i32 5, i32 3, i32 9, i32 1, i32 4, i32 0, i32 7, i32 2, i32 8, i32 6, i32 0, i32 3, i32 1, i32 9, i32 2, i32 4]
@trace = global [16 x i32] zeroinitializer
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; s = 1; for (i = start; i < n; i++) { if (data[i] == 0) return -s; trace[i] = s = s * 3 + (data[i] ^ trace[i]) }
; return s
define i32 @runtime(i32 %start, i32 %n) {
entry:
  %go = icmp slt i32 %start, %n
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 1, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds [16 x i32], ptr @data, i32 0, i32 %i
  %d = load i32, ptr %p
  %z = icmp eq i32 %d, 0
  br i1 %z, label %found, label %latch
latch:
  %tp = getelementptr inbounds [16 x i32], ptr @trace, i32 0, i32 %i
  %t = load i32, ptr %tp
  %dt = xor i32 %d, %t
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %dt
  store i32 %s.next, ptr %tp
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
found:
  %neg = sub i32 0, %s
  ret i32 %neg
exit:
  %r = phi i32 [ 1, %entry ], [ %s.next, %latch ]
  ret i32 %r
}

; the same over data[start .. start + 8)
define i32 @constant(i32 %start) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %s = phi i32 [ 1, %entry ], [ %s.next, %latch ]
  %i = add nuw nsw i32 %k, %start
  %p = getelementptr inbounds [16 x i32], ptr @data, i32 0, i32 %i
  %d = load i32, ptr %p
  %z = icmp eq i32 %d, 0
  br i1 %z, label %found, label %latch
latch:
  %tp = getelementptr inbounds [16 x i32], ptr @trace, i32 0, i32 %i
  %t = load i32, ptr %tp
  %dt = xor i32 %d, %t
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %dt
  store i32 %s.next, ptr %tp
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 8
  br i1 %more, label %loop, label %exit, !llvm.loop !3
found:
  %neg = sub i32 0, %s
  ret i32 %neg
exit:
  ret i32 %s.next
}

; Prints runtime(start, 16) and constant(start) for start = 0..8 (early exits after 0 to 5
; iterations, or none).
define i32 @main() {
entry:
  br label %l
l:
  %st = phi i32 [ 0, %entry ], [ %st.next, %l ]
  %a = call i32 @runtime(i32 %st, i32 16)
  %b = call i32 @constant(i32 %st)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %st, i32 %a, i32 %b)
  %st.next = add i32 %st, 1
  %more = icmp slt i32 %st.next, 9
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.full"}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

; Runtime unrolling (llvm.loop.unroll.count 4) of loops with various induction shapes, each needing
; the trip count as a run-time expression: an i64 counter up to a zero-extended bound (ult), a
; countdown by 3 (sgt 0), a step of 2 up to an inclusive unsigned bound (ule), a != test from one
; parameter to another, and an i8 counter (ne), with two loop-carried values (a Fibonacci pair).
; Also a != test with a step of 2 (@ne_step2: the nsw flag rules out stepping over the bound), and
; an unsigned >= countdown to a constant (@down_uge: it stops at 0 without wrapping).
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-forced,transform-warning
; opt-19: function(loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [25 x i8] c"%d %d %d %d %d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (u64 i = 0; i < (u64)n; i++) out[i] = s = s * 3 + out[i]
define i32 @wide(i32 %n) {
entry:
  %nw = zext i32 %n to i64
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 1, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %i
  %old = load i32, ptr %p
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %old
  store i32 %s.next, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %nw
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = n; i > 0; i -= 3) out[i] = s = s * 5 + i
define i32 @down3(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 2, %entry ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = add i32 %s5, %i
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  store i32 %s.next, ptr %p
  %i.next = add nsw i32 %i, -3
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (unsigned i = 2; i <= n; i += 2) out[i + 20] ^= s = s * 7 + i
define i32 @step2(i32 %n) {
entry:
  %go = icmp ule i32 2, %n
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 2, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 3, %entry ], [ %s.next, %loop ]
  %s7 = mul i32 %s, 7
  %s.next = add i32 %s7, %i
  %j = add nuw nsw i32 %i, 20
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  %old = load i32, ptr %p
  %x = xor i32 %old, %s.next
  store i32 %x, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %more = icmp ule i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = a; i != b; i++) out[i & 63] = s = s * 9 ^ i   (a <= b)
define i32 @between(i32 %a, i32 %b) {
entry:
  %go = icmp ne i32 %a, %b
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %a, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 4, %entry ], [ %s.next, %loop ]
  %s9 = mul i32 %s, 9
  %s.next = xor i32 %s9, %i
  %k = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %k
  store i32 %s.next, ptr %p
  %i.next = add i32 %i, 1
  %more = icmp ne i32 %i.next, %b
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; (f, g) = (0, 1); for (u8 i = 0; i != (u8)n; i++) { out[i + 40] = f; (f, g) = (g, f + g) }; return f
define i32 @fib(i32 %n) {
entry:
  %n8 = trunc i32 %n to i8
  %go = icmp ne i8 %n8, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %f = phi i32 [ 0, %entry ], [ %g, %loop ]
  %g = phi i32 [ 1, %entry ], [ %fg, %loop ]
  %fg = add i32 %f, %g
  %iw = zext i8 %i to i32
  %j = add nuw nsw i32 %iw, 40
  %jm = and i32 %j, 63
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %jm
  store i32 %f, ptr %p
  %i.next = add i8 %i, 1
  %more = icmp ne i8 %i.next, %n8
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %g, %loop ]
  ret i32 %r
}

; for (i = 10; i != 10 + 2 * n; i += 2) out[i] ^= s = s * 3 + i
define i32 @ne_step2(i32 %n) {
entry:
  %n2 = shl nuw nsw i32 %n, 1
  %end = add nuw nsw i32 %n2, 10
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 10, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 5, %entry ], [ %s.next, %loop ]
  %s3 = mul i32 %s, 3
  %s.next = add i32 %s3, %i
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %old = load i32, ptr %p
  %x = xor i32 %old, %s.next
  store i32 %x, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %more = icmp ne i32 %i.next, %end
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (unsigned i = n + 20; i >= 21; i--) out[i] = s = s * 11 ^ i
define i32 @down_uge(i32 %n) {
entry:
  %start = add nuw nsw i32 %n, 20
  %go = icmp uge i32 %start, 21
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 6, %entry ], [ %s.next, %loop ]
  %s11 = mul i32 %s, 11
  %s.next = xor i32 %s11, %i
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  store i32 %s.next, ptr %p
  %i.next = add nsw i32 %i, -1
  %more = icmp uge i32 %i.next, 21
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; Prints the seven results for n = 0..18 (between(n / 2, n)).
define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @wide(i32 %n)
  %b = call i32 @down3(i32 %n)
  %c = call i32 @step2(i32 %n)
  %h = lshr i32 %n, 1
  %d = call i32 @between(i32 %h, i32 %n)
  %e = call i32 @fib(i32 %n)
  %f = call i32 @ne_step2(i32 %n)
  %g = call i32 @down_uge(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 19
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

; #pragma unroll_and_jam as clang-19 -O1 leaves it: {llvm.loop.mustprogress, llvm.loop.unroll.disable,
; llvm.loop.unroll_and_jam.enable}. llvm.loop.unroll.disable does not stop a forced unroll-and-jam.
; Without a count Kiln jams by 4. LLVM 19 takes the count from its unrolling heuristic: a constant
; outer trip count is jammed fully when the jammed body stays small (@full: 6 outer iterations
; around an inner loop whose trip count is known only at run time), otherwise not at all, with a
; warning (@runtime: a run-time outer trip count; @constant: 10 outer iterations around 8 inner ones).
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-and-jam,transform-warning
; opt-19: function(loop(loop-unroll-and-jam),transform-warning)

@a = global [64 x i32] zeroinitializer
@b = global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
@c = global [64 x [8 x i32]] zeroinitializer
@fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < %n; i++) { s = 0; for (j = 0; j < 8; j++) c[i][j] = s += b[j] * (i + 1); a[i] = a[i] * 5 + s }
define void @runtime(i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i1 = add i32 %i, 1
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ 0, %outer ], [ %s.next, %inner ]
  %bp = getelementptr inbounds [8 x i32], ptr @b, i32 0, i32 %j
  %bv = load i32, ptr %bp
  %bm = mul i32 %bv, %i1
  %s.next = add i32 %s, %bm
  %cp = getelementptr inbounds [64 x [8 x i32]], ptr @c, i32 0, i32 %i, i32 %j
  store i32 %s.next, ptr %cp
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp ult i32 %j.next, 8
  br i1 %jc, label %inner, label %latch, !llvm.loop !2
latch:
  %ap = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i
  %av = load i32, ptr %ap
  %a5 = mul i32 %av, 5
  %a.new = add i32 %a5, %s.next
  store i32 %a.new, ptr %ap
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit, !llvm.loop !0
exit:
  ret void
}

; for (i = 0; i < 10; i++) { s = 0; for (j = 0; j < 8; j++) c[i][j] = s += b[j] * (i + 1); a[i] = a[i] * 5 + s }
define void @constant(i32 %n) {
entry:
  %go = icmp sgt i32 10, 0
  br i1 %go, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i1 = add i32 %i, 1
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ 0, %outer ], [ %s.next, %inner ]
  %bp = getelementptr inbounds [8 x i32], ptr @b, i32 0, i32 %j
  %bv = load i32, ptr %bp
  %bm = mul i32 %bv, %i1
  %s.next = add i32 %s, %bm
  %cp = getelementptr inbounds [64 x [8 x i32]], ptr @c, i32 0, i32 %i, i32 %j
  store i32 %s.next, ptr %cp
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp ult i32 %j.next, 8
  br i1 %jc, label %inner, label %latch, !llvm.loop !2
latch:
  %ap = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i
  %av = load i32, ptr %ap
  %a5 = mul i32 %av, 5
  %a.new = add i32 %a5, %s.next
  store i32 %a.new, ptr %ap
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, 10
  br i1 %ic, label %outer, label %exit, !llvm.loop !3
exit:
  ret void
}

; for (i = 0; i < 6; i++) { s = 0; for (j = 0; j < m; j++) s += b[j] * (i + 1); a[i + 40] = a[i + 40] * 5 + s }
; with m = n % 8 + 1
define void @full(i32 %n) {
entry:
  %n8 = and i32 %n, 7
  %m = add nuw nsw i32 %n8, 1
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %i1 = add i32 %i, 1
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ 0, %outer ], [ %s.next, %inner ]
  %bp = getelementptr inbounds [8 x i32], ptr @b, i32 0, i32 %j
  %bv = load i32, ptr %bp
  %bm = mul i32 %bv, %i1
  %s.next = add i32 %s, %bm
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp ult i32 %j.next, %m
  br i1 %jc, label %inner, label %latch, !llvm.loop !2
latch:
  %k = add nuw nsw i32 %i, 40
  %ap = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %k
  %av = load i32, ptr %ap
  %a5 = mul i32 %av, 5
  %a.new = add i32 %a5, %s.next
  store i32 %a.new, ptr %ap
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp ult i32 %i.next, 6
  br i1 %ic, label %outer, label %exit, !llvm.loop !5
exit:
  ret void
}

; Calls each function with n = 0..11 (outer trip counts 0, 1 and every residue modulo 2, 3 and
; 4) and prints a hash of a and c after each call: every store of every iteration is seen.
define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  call void @runtime(i32 %n)
  %h.runtime = call i32 @hash()
  %pr.runtime = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %h.runtime)
  call void @constant(i32 %n)
  %h.constant = call i32 @hash()
  %pr.constant = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %h.constant)
  call void @full(i32 %n)
  %h.full = call i32 @hash()
  %pr.full = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %h.full)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 12
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

; h = h * 31 + x over a[0..64) and c[0..64)[0..8)
define i32 @hash() {
entry:
  br label %ha
ha:
  %x = phi i32 [ 0, %entry ], [ %x.next, %ha ]
  %h = phi i32 [ 0, %entry ], [ %h.next, %ha ]
  %ap = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %x
  %av = load i32, ptr %ap
  %h31 = mul i32 %h, 31
  %h.next = add i32 %h31, %av
  %x.next = add nuw nsw i32 %x, 1
  %xc = icmp ult i32 %x.next, 64
  br i1 %xc, label %ha, label %hc.ph, !llvm.loop !98
hc.ph:
  br label %hc
hc:
  %y = phi i32 [ 0, %hc.ph ], [ %y.next, %hc ]
  %g = phi i32 [ %h.next, %hc.ph ], [ %g.next, %hc ]
  %cp = getelementptr inbounds [512 x i32], ptr @c, i32 0, i32 %y
  %cv = load i32, ptr %cp
  %g31 = mul i32 %g, 31
  %g.next = add i32 %g31, %cv
  %y.next = add nuw nsw i32 %y, 1
  %yc = icmp ult i32 %y.next, 512
  br i1 %yc, label %hc, label %hdone, !llvm.loop !97
hdone:
  ret i32 %g.next
}

!0 = distinct !{!0, !1, !96, !4}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1, !96, !4}
!4 = !{!"llvm.loop.unroll_and_jam.enable"}
!5 = distinct !{!5, !1, !96, !4}
!99 = distinct !{!99, !96}
!98 = distinct !{!98, !96}
!97 = distinct !{!97, !96}
!96 = !{!"llvm.loop.unroll.disable"}

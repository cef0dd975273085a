; Unroll-and-jam that must not be done, each with llvm.loop.unroll_and_jam.count 2 and a loop start
; location: the loop is left as it is and transform-warning says "loop not unroll-and-jammed" there.
; @carried: a[j + 1] = a[j] + i in the inner loop; jamming would run iteration (i + 1, j) before
; (i, j + 1), which reads what (i + 1, j) now overwrites first (a dependence the jammed order
; reverses). Its follow-up asks for unrolling of the jammed outer loop: never attached, so the
; unroll pass that runs next leaves it and only the unroll-and-jam is reported. (The inner loops
; carry llvm.loop.unroll.disable: uaj_inner_unrolled_first.ll is about what the heuristic does to
; them.) @call: the inner loop calls a function that may write memory. @two_inner: the outer
; loop holds two inner loops one after the other, not the one jamming fuses.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-and-jam,loop-unroll,transform-warning
; opt-19: function(loop(loop-unroll-and-jam),loop-unroll<O2>,transform-warning)

@a = global [64 x i32] zeroinitializer
@b = global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
@c = global [64 x [8 x i32]] zeroinitializer
@calls = global i32 0
@fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) for (j = 0; j < 8; j++) a[j + 1] = a[j] + i
define void @carried(i32 %n) !dbg !40 {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %j
  %v = load i32, ptr %p
  %v.i = add i32 %v, %i
  %j.next = add nuw nsw i32 %j, 1
  %q = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %j.next
  store i32 %v.i, ptr %q
  %jc = icmp ult i32 %j.next, 8
  br i1 %jc, label %inner, label %latch, !llvm.loop !2
latch:
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit, !llvm.loop !0
exit:
  ret void
}

; counts its calls; b[x & 7] += 1
define void @touch(i32 %x) {
  %c = load i32, ptr @calls
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @calls
  %k = and i32 %x, 7
  %p = getelementptr inbounds [8 x i32], ptr @b, i32 0, i32 %k
  %v = load i32, ptr %p
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p
  ret void
}

; for (i = 0; i < n; i++) for (j = 0; j < 8; j++) { touch(i + j); c[i][j] = b[j] }
define void @call(i32 %n) !dbg !41 {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %ij = add i32 %i, %j
  call void @touch(i32 %ij)
  %bp = getelementptr inbounds [8 x i32], ptr @b, i32 0, i32 %j
  %bv = load i32, ptr %bp
  %cp = getelementptr inbounds [64 x [8 x i32]], ptr @c, i32 0, i32 %i, i32 %j
  store i32 %bv, ptr %cp
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp ult i32 %j.next, 8
  br i1 %jc, label %inner, label %latch, !llvm.loop !2
latch:
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit, !llvm.loop !3
exit:
  ret void
}

; for (i = 0; i < n; i++) { for (j = 0; j < 8; j++) c[i][j] = i + j; for (j = 0; j < 8; j++) a[i] += c[i][j] }
define void @two_inner(i32 %n) !dbg !42 {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %first
first:
  %j = phi i32 [ 0, %outer ], [ %j.next, %first ]
  %ij = add i32 %i, %j
  %cp = getelementptr inbounds [64 x [8 x i32]], ptr @c, i32 0, i32 %i, i32 %j
  store i32 %ij, ptr %cp
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp ult i32 %j.next, 8
  br i1 %jc, label %first, label %mid, !llvm.loop !2
mid:
  br label %second
second:
  %k = phi i32 [ 0, %mid ], [ %k.next, %second ]
  %cq = getelementptr inbounds [64 x [8 x i32]], ptr @c, i32 0, i32 %i, i32 %k
  %cv = load i32, ptr %cq
  %ap = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i
  %av = load i32, ptr %ap
  %as = add i32 %av, %cv
  store i32 %as, ptr %ap
  %k.next = add nuw nsw i32 %k, 1
  %kc = icmp ult i32 %k.next, 8
  br i1 %kc, label %second, label %latch, !llvm.loop !5
latch:
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit, !llvm.loop !4
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
  call void @carried(i32 %n)
  %h.carried = call i32 @hash()
  %pr.carried = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %h.carried)
  call void @call(i32 %n)
  %h.call = call i32 @hash()
  %pr.call = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %h.call)
  call void @two_inner(i32 %n)
  %h.two_inner = call i32 @hash()
  %pr.two_inner = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %h.two_inner)
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
  %calls.v = load i32, ptr @calls
  %g.c = add i32 %g.next, %calls.v
  ret i32 %g.c
}

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!33}

!0 = distinct !{!0, !20, !1, !6, !7}
!7 = !{!"llvm.loop.unroll_and_jam.followup_outer", !8}
!8 = !{!"llvm.loop.unroll.enable"}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !96}
!3 = distinct !{!3, !21, !1, !6}
!4 = distinct !{!4, !22, !1, !6}
!5 = distinct !{!5, !1, !96}
!6 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!20 = !DILocation(line: 4, column: 3, scope: !40)
!21 = !DILocation(line: 11, column: 3, scope: !41)
!22 = !DILocation(line: 18, column: 3, scope: !42)
!30 = distinct !DICompileUnit(language: DW_LANG_C11, file: !31, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!31 = !DIFile(filename: "nests.c", directory: "/src")
!32 = !DISubroutineType(types: !{})
!33 = !{i32 2, !"Debug Info Version", i32 3}
!40 = distinct !DISubprogram(name: "carried", scope: !31, file: !31, line: 3, type: !32, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !30)
!41 = distinct !DISubprogram(name: "call", scope: !31, file: !31, line: 10, type: !32, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !30)
!42 = distinct !DISubprogram(name: "two_inner", scope: !31, file: !31, line: 17, type: !32, scopeLine: 17, spFlags: DISPFlagDefinition, unit: !30)
!99 = distinct !{!99, !96}
!98 = distinct !{!98, !96}
!97 = distinct !{!97, !96}
!96 = !{!"llvm.loop.unroll.disable"}

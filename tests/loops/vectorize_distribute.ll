; Transformations Kiln does not implement yet, forced by metadata: each is reported by
; transform-warning as LLVM reports what its passes left over ("the transformation is not supported
; yet" in Kiln's message). @vectorize: llvm.loop.vectorize.enable, "loop not vectorized".
; @interleave: llvm.loop.vectorize.width 1 with llvm.loop.interleave.count 4 and vectorize.enable,
; "loop not interleaved". @distribute: llvm.loop.distribute.enable, "loop not distributed".
; @not_forced: llvm.loop.vectorize.width 4 alone only enables vectorization (it is not forced) and
; llvm.loop.vectorize.enable false (as #pragma clang loop vectorize(disable)) turns it off: nothing.
; No pass that could apply them runs (opt-19 runs no vectorizer or distribution here either).
; kiln: loop-simplify,loop-rotate,lcssa,transform-warning
; opt-19: function(transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [16 x i8] c"%d %d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) out[i] = (out[i] * k) + i; returns out[n - 1]
define i32 @vectorize(i32 %n, i32 %k) !dbg !40 {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %v = load i32, ptr %p
  %vk = mul i32 %v, %k
  %x = add i32 %vk, %i
  store i32 %x, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %x, %loop ]
  ret i32 %r
}

define i32 @interleave(i32 %n, i32 %k) !dbg !41 {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %v = load i32, ptr %p
  %vk = mul i32 %v, %k
  %x = add i32 %vk, %i
  store i32 %x, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !3
exit:
  %r = phi i32 [ 0, %entry ], [ %x, %loop ]
  ret i32 %r
}

define i32 @distribute(i32 %n, i32 %k) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %v = load i32, ptr %p
  %vk = mul i32 %v, %k
  %x = add i32 %vk, %i
  store i32 %x, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !6
exit:
  %r = phi i32 [ 0, %entry ], [ %x, %loop ]
  ret i32 %r
}

define i32 @not_forced(i32 %n, i32 %k) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %loop2.ph
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i
  %v = load i32, ptr %p
  %vk = mul i32 %v, %k
  %x = add i32 %vk, %i
  store i32 %x, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %loop2.ph, !llvm.loop !8
loop2.ph:
  %r = phi i32 [ 0, %entry ], [ %x, %loop ]
  br i1 %go, label %loop2, label %exit
loop2:
  %i2 = phi i32 [ 0, %loop2.ph ], [ %i2.next, %loop2 ]
  %p2 = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %i2
  %v2 = load i32, ptr %p2
  %x2 = xor i32 %v2, %k
  store i32 %x2, ptr %p2
  %i2.next = add nuw nsw i32 %i2, 1
  %more2 = icmp slt i32 %i2.next, %n
  br i1 %more2, label %loop2, label %exit, !llvm.loop !10
exit:
  ret i32 %r
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @vectorize(i32 %n, i32 3)
  %b = call i32 @interleave(i32 %n, i32 5)
  %c = call i32 @distribute(i32 %n, i32 7)
  %d = call i32 @not_forced(i32 %n, i32 9)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b, i32 %c, i32 %d)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 10
  br i1 %more, label %l, label %done, !llvm.loop !99
done:
  ret i32 0
}

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!33}

!0 = distinct !{!0, !20, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !21, !1, !2, !4, !5}
!4 = !{!"llvm.loop.vectorize.width", i32 1}
!5 = !{!"llvm.loop.interleave.count", i32 4}
!6 = distinct !{!6, !1, !7}
!7 = !{!"llvm.loop.distribute.enable", i1 true}
!8 = distinct !{!8, !1, !9}
!9 = !{!"llvm.loop.vectorize.width", i32 4}
!10 = distinct !{!10, !1, !11}
!11 = !{!"llvm.loop.vectorize.enable", i1 false}
!20 = !DILocation(line: 5, column: 3, scope: !40)
!21 = !DILocation(line: 12, column: 5, scope: !41)
!30 = distinct !DICompileUnit(language: DW_LANG_C11, file: !31, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!31 = !DIFile(filename: "vec.c", directory: "/src")
!32 = !DISubroutineType(types: !{})
!33 = !{i32 2, !"Debug Info Version", i32 3}
!40 = distinct !DISubprogram(name: "vectorize", scope: !31, file: !31, line: 3, type: !32, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !30)
!41 = distinct !DISubprogram(name: "interleave", scope: !31, file: !31, line: 10, type: !32, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !30)
!99 = distinct !{!99, !98}
!98 = !{!"llvm.loop.unroll.disable"}

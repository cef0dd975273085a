; Forced full unrolling of a loop whose trip count is known only at run time cannot be done: the
; loop is left as it is, and transform-warning says "loop not unrolled" at the loop's start location,
; the first !DILocation of its LoopID (warn.c:12:3), as LLVM does. The same request on a second
; loop whose LoopID has no location but whose latch branch has a !dbg (warn.c:21:5): LLVM points
; there (the header's terminator); Kiln, which drops instructions' !dbg when it reads IR, at the
; latch branch in the IR text.
; kiln: loop-simplify,loop-rotate,lcssa,loop-unroll-full,loop-unroll-forced,transform-warning
; opt-19: function(loop(loop-unroll-full),loop-unroll<O2>,transform-warning)

@out = global [64 x i32] zeroinitializer
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(ptr, ...)

; for (i = 0; i < n; i++) out[i] = s = (s * 3 + i) ^ out[i]; return s (-1 when n <= 0)
define i32 @f(i32 %n) !dbg !20 {
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
  br i1 %more, label %loop, label %exit, !dbg !24, !llvm.loop !0
exit:
  %r = phi i32 [ -1, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = n; i > 0; i--) s = s * 5 + i
define i32 @g(i32 %n) !dbg !21 {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 1, %entry ], [ %s.next, %loop ]
  %s5 = mul i32 %s, 5
  %s.next = add i32 %s5, %i, !dbg !25
  %j = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @out, i32 0, i32 %j
  store i32 %s.next, ptr %p
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit, !dbg !26, !llvm.loop !3
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

define i32 @main() {
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %a = call i32 @f(i32 %n)
  %b = call i32 @g(i32 %n)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %a, i32 %b)
  %n.next = add i32 %n, 1
  %c = icmp slt i32 %n.next, 11
  br i1 %c, label %l, label %done, !llvm.loop !9
done:
  ret i32 0
}

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!33, !34}

!0 = distinct !{!0, !22, !23, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.full"}
!3 = distinct !{!3, !2}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !DISubprogram(name: "f", scope: !31, file: !31, line: 10, type: !32, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !30)
!21 = distinct !DISubprogram(name: "g", scope: !31, file: !31, line: 18, type: !32, scopeLine: 18, spFlags: DISPFlagDefinition, unit: !30)
!22 = !DILocation(line: 12, column: 3, scope: !20)
!23 = !DILocation(line: 14, column: 3, scope: !20)
!24 = !DILocation(line: 12, column: 20, scope: !20)
!25 = !DILocation(line: 20, column: 9, scope: !21)
!26 = !DILocation(line: 21, column: 5, scope: !21)
!30 = distinct !DICompileUnit(language: DW_LANG_C11, file: !31, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!31 = !DIFile(filename: "warn.c", directory: "/src")
!32 = !DISubroutineType(types: !{})
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 7, !"Dwarf Version", i32 5}

; Pragmas whose transformations cannot be applied, as clang-19 writes them (tests/loops/regen.sh
; makes c_transform_warnings.ll), each reported at the loop's source location: unroll(full) on a loop
; whose trip count is known only at run time; vectorize(enable) with unroll_count(4), which clang
; writes as a vectorizer follow-up holding the unroll count (no vectorizer runs, so "loop not
; vectorized" and nothing about unrolling); distribute(enable); interleave_count(2) with
; vectorize_width(1); and #pragma unroll_and_jam(2) on a nest whose jamming would reverse a
; dependence.
; kiln: loop-simplify,loop-rotate,lcssa,licm,loop-unroll-full,loop-unroll-and-jam,loop-unroll,transform-warning
; opt-19: function(loop-mssa(loop-rotate,licm),loop(loop-unroll-full),loop(loop-unroll-and-jam),loop-unroll<O2>,transform-warning)
; ModuleID = '<stdin>'
source_filename = "c_transform_warnings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@out = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [19 x i8] c"%d %u %u %u %u %u\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @full(i32 noundef %0) #0 !dbg !22 {
    #dbg_value(i32 %0, !27, !DIExpression(), !31)
    #dbg_value(i32 1, !28, !DIExpression(), !31)
    #dbg_value(i32 0, !29, !DIExpression(), !32)
  %2 = icmp slt i32 0, %0, !dbg !33
  br i1 %2, label %.lr.ph, label %12, !dbg !35

.lr.ph:                                           ; preds = %1
  br label %3, !dbg !35

3:                                                ; preds = %.lr.ph, %3
  %.011 = phi i32 [ 0, %.lr.ph ], [ %10, %3 ]
  %.0910 = phi i32 [ 1, %.lr.ph ], [ %9, %3 ]
    #dbg_value(i32 %.011, !29, !DIExpression(), !32)
    #dbg_value(i32 %.0910, !28, !DIExpression(), !31)
  %4 = mul i32 %.0910, 3, !dbg !36
  %5 = zext nneg i32 %.011 to i64, !dbg !38
  %6 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %5, !dbg !38
  %7 = load i32, ptr %6, align 4, !dbg !38, !tbaa !39
  %8 = xor i32 %.011, %7, !dbg !43
  %9 = add i32 %4, %8, !dbg !44
    #dbg_value(i32 %9, !28, !DIExpression(), !31)
  store i32 %9, ptr %6, align 4, !dbg !45, !tbaa !39
  %10 = add nuw nsw i32 %.011, 1, !dbg !46
    #dbg_value(i32 %10, !29, !DIExpression(), !32)
  %11 = icmp slt i32 %10, %0, !dbg !33
  br i1 %11, label %3, label %._crit_edge, !dbg !35, !llvm.loop !47

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %9, %3 ]
  br label %12, !dbg !35

12:                                               ; preds = %._crit_edge, %1
  %.09.lcssa = phi i32 [ %split, %._crit_edge ], [ 1, %1 ], !dbg !31
  ret i32 %.09.lcssa, !dbg !51
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vectorize_then_unroll(i32 noundef %0) #0 !dbg !52 {
    #dbg_value(i32 %0, !54, !DIExpression(), !58)
    #dbg_value(i32 0, !55, !DIExpression(), !58)
    #dbg_value(i32 0, !56, !DIExpression(), !59)
  %2 = icmp slt i32 0, %0, !dbg !60
  br i1 %2, label %.lr.ph, label %12, !dbg !62

.lr.ph:                                           ; preds = %1
  br label %3, !dbg !62

3:                                                ; preds = %.lr.ph, %3
  %.010 = phi i32 [ 0, %.lr.ph ], [ %10, %3 ]
  %.089 = phi i32 [ 0, %.lr.ph ], [ %9, %3 ]
    #dbg_value(i32 %.010, !56, !DIExpression(), !59)
    #dbg_value(i32 %.089, !55, !DIExpression(), !58)
  %4 = add nuw nsw i32 %.010, 16, !dbg !63
  %5 = zext nneg i32 %4 to i64, !dbg !65
  %6 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %5, !dbg !65
  %7 = load i32, ptr %6, align 4, !dbg !66, !tbaa !39
  %8 = add i32 %7, %.010, !dbg !66
  store i32 %8, ptr %6, align 4, !dbg !66, !tbaa !39
  %9 = add i32 %.089, %8, !dbg !67
    #dbg_value(i32 %9, !55, !DIExpression(), !58)
  %10 = add nuw nsw i32 %.010, 1, !dbg !68
    #dbg_value(i32 %10, !56, !DIExpression(), !59)
  %11 = icmp slt i32 %10, %0, !dbg !60
  br i1 %11, label %3, label %._crit_edge, !dbg !62, !llvm.loop !69

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %9, %3 ]
  br label %12, !dbg !62

12:                                               ; preds = %._crit_edge, %1
  %.08.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %1 ], !dbg !58
  ret i32 %.08.lcssa, !dbg !76
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @distribute(i32 noundef %0) #0 !dbg !77 {
    #dbg_value(i32 %0, !79, !DIExpression(), !83)
    #dbg_value(i32 0, !80, !DIExpression(), !83)
    #dbg_value(i32 1, !81, !DIExpression(), !84)
  %2 = icmp slt i32 1, %0, !dbg !85
  br i1 %2, label %.lr.ph, label %15, !dbg !87

.lr.ph:                                           ; preds = %1
  br label %3, !dbg !87

3:                                                ; preds = %.lr.ph, %3
  %.011 = phi i32 [ 1, %.lr.ph ], [ %13, %3 ]
  %.0910 = phi i32 [ 0, %.lr.ph ], [ %12, %3 ]
    #dbg_value(i32 %.011, !81, !DIExpression(), !84)
    #dbg_value(i32 %.0910, !80, !DIExpression(), !83)
  %4 = add nuw nsw i32 %.011, 31, !dbg !88
  %5 = zext nneg i32 %4 to i64, !dbg !90
  %6 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %5, !dbg !90
  %7 = load i32, ptr %6, align 4, !dbg !90, !tbaa !39
  %8 = add i32 %7, %.011, !dbg !91
  %9 = add nuw nsw i32 %.011, 32, !dbg !92
  %10 = zext nneg i32 %9 to i64, !dbg !93
  %11 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %10, !dbg !93
  store i32 %8, ptr %11, align 4, !dbg !94, !tbaa !39
  %12 = xor i32 %.0910, %8, !dbg !95
    #dbg_value(i32 %12, !80, !DIExpression(), !83)
  %13 = add nuw nsw i32 %.011, 1, !dbg !96
    #dbg_value(i32 %13, !81, !DIExpression(), !84)
  %14 = icmp slt i32 %13, %0, !dbg !85
  br i1 %14, label %3, label %._crit_edge, !dbg !87, !llvm.loop !97

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %12, %3 ]
  br label %15, !dbg !87

15:                                               ; preds = %._crit_edge, %1
  %.09.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %1 ], !dbg !83
  ret i32 %.09.lcssa, !dbg !101
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @interleave(i32 noundef %0) #0 !dbg !102 {
    #dbg_value(i32 %0, !104, !DIExpression(), !108)
    #dbg_value(i32 5, !105, !DIExpression(), !108)
    #dbg_value(i32 0, !106, !DIExpression(), !109)
  %2 = icmp slt i32 0, %0, !dbg !110
  br i1 %2, label %.lr.ph, label %11, !dbg !112

.lr.ph:                                           ; preds = %1
  br label %3, !dbg !112

3:                                                ; preds = %.lr.ph, %3
  %.08 = phi i32 [ 0, %.lr.ph ], [ %9, %3 ]
  %.067 = phi i32 [ 5, %.lr.ph ], [ %8, %3 ]
    #dbg_value(i32 %.08, !106, !DIExpression(), !109)
    #dbg_value(i32 %.067, !105, !DIExpression(), !108)
  %4 = mul i32 %.067, 7, !dbg !113
  %5 = zext nneg i32 %.08 to i64, !dbg !114
  %6 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %5, !dbg !114
  %7 = load i32, ptr %6, align 4, !dbg !114, !tbaa !39
  %8 = add i32 %4, %7, !dbg !115
    #dbg_value(i32 %8, !105, !DIExpression(), !108)
  %9 = add nuw nsw i32 %.08, 1, !dbg !116
    #dbg_value(i32 %9, !106, !DIExpression(), !109)
  %10 = icmp slt i32 %9, %0, !dbg !110
  br i1 %10, label %3, label %._crit_edge, !dbg !112, !llvm.loop !117

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %8, %3 ]
  br label %11, !dbg !112

11:                                               ; preds = %._crit_edge, %1
  %.06.lcssa = phi i32 [ %split, %._crit_edge ], [ 5, %1 ], !dbg !108
  ret i32 %.06.lcssa, !dbg !122
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @carried(i32 noundef %0) #0 !dbg !123 {
    #dbg_value(i32 %0, !127, !DIExpression(), !134)
    #dbg_value(i32 0, !128, !DIExpression(), !135)
  %2 = icmp slt i32 0, %0, !dbg !136
  br i1 %2, label %.preheader.lr.ph, label %17, !dbg !137

.preheader.lr.ph:                                 ; preds = %1
  br label %.preheader, !dbg !137

.preheader:                                       ; preds = %.preheader.lr.ph, %14
  %.0810 = phi i32 [ 0, %.preheader.lr.ph ], [ %15, %14 ]
    #dbg_value(i32 %.0810, !128, !DIExpression(), !135)
    #dbg_value(i32 0, !130, !DIExpression(), !138)
  br label %3, !dbg !139

3:                                                ; preds = %.preheader, %3
  %.09 = phi i32 [ 0, %.preheader ], [ %12, %3 ]
    #dbg_value(i32 %.09, !130, !DIExpression(), !138)
  %4 = or disjoint i32 %.09, 48, !dbg !140
  %5 = zext nneg i32 %4 to i64, !dbg !142
  %6 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %5, !dbg !142
  %7 = load i32, ptr %6, align 4, !dbg !142, !tbaa !39
  %8 = add i32 %7, %.0810, !dbg !143
  %9 = add nuw nsw i32 %.09, 49, !dbg !144
  %10 = zext nneg i32 %9 to i64, !dbg !145
  %11 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %10, !dbg !145
  store i32 %8, ptr %11, align 4, !dbg !146, !tbaa !39
  %12 = add nuw nsw i32 %.09, 1, !dbg !147
    #dbg_value(i32 %12, !130, !DIExpression(), !138)
  %13 = icmp ult i32 %12, 8, !dbg !148
  br i1 %13, label %3, label %14, !dbg !139, !llvm.loop !149

14:                                               ; preds = %3
  %15 = add nuw nsw i32 %.0810, 1, !dbg !151
    #dbg_value(i32 %15, !128, !DIExpression(), !135)
  %16 = icmp slt i32 %15, %0, !dbg !136
  br i1 %16, label %.preheader, label %._crit_edge, !dbg !137, !llvm.loop !152

._crit_edge:                                      ; preds = %14
  br label %17, !dbg !137

17:                                               ; preds = %._crit_edge, %1
  ret void, !dbg !155
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 !dbg !156 {
    #dbg_value(i32 0, !160, !DIExpression(), !168)
  br label %1, !dbg !169

1:                                                ; preds = %0, %1
  %.012 = phi i32 [ 0, %0 ], [ %8, %1 ]
    #dbg_value(i32 %.012, !160, !DIExpression(), !168)
  %2 = call i32 @full(i32 noundef %.012), !dbg !170
    #dbg_value(i32 %2, !162, !DIExpression(), !171)
  %3 = call i32 @vectorize_then_unroll(i32 noundef %.012), !dbg !172
    #dbg_value(i32 %3, !165, !DIExpression(), !171)
  %4 = call i32 @distribute(i32 noundef %.012), !dbg !173
    #dbg_value(i32 %4, !166, !DIExpression(), !171)
  %5 = call i32 @interleave(i32 noundef %.012), !dbg !174
    #dbg_value(i32 %5, !167, !DIExpression(), !171)
  call void @carried(i32 noundef %.012), !dbg !175
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @out, i64 224), align 16, !dbg !176, !tbaa !39
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %.012, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #4, !dbg !177
  %8 = add nuw nsw i32 %.012, 1, !dbg !178
    #dbg_value(i32 %8, !160, !DIExpression(), !168)
  %9 = icmp ult i32 %8, 12, !dbg !179
  br i1 %9, label %1, label %10, !dbg !169, !llvm.loop !180

10:                                               ; preds = %1
  ret i32 0, !dbg !182
}

declare !dbg !183 i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 12, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c_transform_warnings.c", directory: ".", checksumkind: CSK_MD5, checksum: "a896752b294b20472e34688f7a2eedf0")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 19)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !13)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14}
!14 = !DISubrange(count: 64)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "full", scope: !3, file: !3, line: 14, type: !23, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!23 = !DISubroutineType(types: !24)
!24 = !{!12, !25}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{!27, !28, !29}
!27 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !3, line: 14, type: !25)
!28 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 15, type: !12)
!29 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 17, type: !25)
!30 = distinct !DILexicalBlock(scope: !22, file: !3, line: 17, column: 3)
!31 = !DILocation(line: 0, scope: !22)
!32 = !DILocation(line: 0, scope: !30)
!33 = !DILocation(line: 17, column: 21, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !3, line: 17, column: 3)
!35 = !DILocation(line: 17, column: 3, scope: !30)
!36 = !DILocation(line: 18, column: 11, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 17, column: 31)
!38 = !DILocation(line: 18, column: 22, scope: !37)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 18, column: 20, scope: !37)
!44 = !DILocation(line: 18, column: 15, scope: !37)
!45 = !DILocation(line: 19, column: 12, scope: !37)
!46 = !DILocation(line: 17, column: 27, scope: !34)
!47 = distinct !{!47, !35, !48, !49, !50}
!48 = !DILocation(line: 20, column: 3, scope: !30)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.full"}
!51 = !DILocation(line: 21, column: 3, scope: !22)
!52 = distinct !DISubprogram(name: "vectorize_then_unroll", scope: !3, file: !3, line: 24, type: !23, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!53 = !{!54, !55, !56}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !52, file: !3, line: 24, type: !25)
!55 = !DILocalVariable(name: "s", scope: !52, file: !3, line: 25, type: !12)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 27, type: !25)
!57 = distinct !DILexicalBlock(scope: !52, file: !3, line: 27, column: 3)
!58 = !DILocation(line: 0, scope: !52)
!59 = !DILocation(line: 0, scope: !57)
!60 = !DILocation(line: 27, column: 21, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 27, column: 3)
!62 = !DILocation(line: 27, column: 3, scope: !57)
!63 = !DILocation(line: 28, column: 11, scope: !64)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 27, column: 31)
!65 = !DILocation(line: 28, column: 5, scope: !64)
!66 = !DILocation(line: 28, column: 17, scope: !64)
!67 = !DILocation(line: 29, column: 7, scope: !64)
!68 = !DILocation(line: 27, column: 27, scope: !61)
!69 = distinct !{!69, !62, !70, !49, !71, !72}
!70 = !DILocation(line: 30, column: 3, scope: !57)
!71 = !{!"llvm.loop.vectorize.enable", i1 true}
!72 = !{!"llvm.loop.vectorize.followup_all", !73}
!73 = distinct !{!73, !62, !70, !49, !74, !75}
!74 = !{!"llvm.loop.isvectorized"}
!75 = !{!"llvm.loop.unroll.count", i32 4}
!76 = !DILocation(line: 31, column: 3, scope: !52)
!77 = distinct !DISubprogram(name: "distribute", scope: !3, file: !3, line: 34, type: !23, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!78 = !{!79, !80, !81}
!79 = !DILocalVariable(name: "n", arg: 1, scope: !77, file: !3, line: 34, type: !25)
!80 = !DILocalVariable(name: "s", scope: !77, file: !3, line: 35, type: !12)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 37, type: !25)
!82 = distinct !DILexicalBlock(scope: !77, file: !3, line: 37, column: 3)
!83 = !DILocation(line: 0, scope: !77)
!84 = !DILocation(line: 0, scope: !82)
!85 = !DILocation(line: 37, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 37, column: 3)
!87 = !DILocation(line: 37, column: 3, scope: !82)
!88 = !DILocation(line: 38, column: 25, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 37, column: 31)
!90 = !DILocation(line: 38, column: 19, scope: !89)
!91 = !DILocation(line: 38, column: 31, scope: !89)
!92 = !DILocation(line: 38, column: 11, scope: !89)
!93 = !DILocation(line: 38, column: 5, scope: !89)
!94 = !DILocation(line: 38, column: 17, scope: !89)
!95 = !DILocation(line: 39, column: 7, scope: !89)
!96 = !DILocation(line: 37, column: 27, scope: !86)
!97 = distinct !{!97, !87, !98, !49, !99, !100}
!98 = !DILocation(line: 40, column: 3, scope: !82)
!99 = !{!"llvm.loop.unroll.disable"}
!100 = !{!"llvm.loop.distribute.enable", i1 true}
!101 = !DILocation(line: 41, column: 3, scope: !77)
!102 = distinct !DISubprogram(name: "interleave", scope: !3, file: !3, line: 44, type: !23, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!103 = !{!104, !105, !106}
!104 = !DILocalVariable(name: "n", arg: 1, scope: !102, file: !3, line: 44, type: !25)
!105 = !DILocalVariable(name: "s", scope: !102, file: !3, line: 45, type: !12)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 47, type: !25)
!107 = distinct !DILexicalBlock(scope: !102, file: !3, line: 47, column: 3)
!108 = !DILocation(line: 0, scope: !102)
!109 = !DILocation(line: 0, scope: !107)
!110 = !DILocation(line: 47, column: 21, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 47, column: 3)
!112 = !DILocation(line: 47, column: 3, scope: !107)
!113 = !DILocation(line: 48, column: 11, scope: !111)
!114 = !DILocation(line: 48, column: 17, scope: !111)
!115 = !DILocation(line: 48, column: 15, scope: !111)
!116 = !DILocation(line: 47, column: 27, scope: !111)
!117 = distinct !{!117, !112, !118, !49, !99, !119, !120, !121}
!118 = !DILocation(line: 48, column: 22, scope: !107)
!119 = !{!"llvm.loop.vectorize.width", i32 1}
!120 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!121 = !{!"llvm.loop.interleave.count", i32 2}
!122 = !DILocation(line: 49, column: 3, scope: !102)
!123 = distinct !DISubprogram(name: "carried", scope: !3, file: !3, line: 52, type: !124, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !25}
!126 = !{!127, !128, !130}
!127 = !DILocalVariable(name: "n", arg: 1, scope: !123, file: !3, line: 52, type: !25)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 54, type: !25)
!129 = distinct !DILexicalBlock(scope: !123, file: !3, line: 54, column: 3)
!130 = !DILocalVariable(name: "j", scope: !131, file: !3, line: 56, type: !25)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 56, column: 5)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 54, column: 31)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 54, column: 3)
!134 = !DILocation(line: 0, scope: !123)
!135 = !DILocation(line: 0, scope: !129)
!136 = !DILocation(line: 54, column: 21, scope: !133)
!137 = !DILocation(line: 54, column: 3, scope: !129)
!138 = !DILocation(line: 0, scope: !131)
!139 = !DILocation(line: 56, column: 5, scope: !131)
!140 = !DILocation(line: 57, column: 27, scope: !141)
!141 = distinct !DILexicalBlock(scope: !131, file: !3, line: 56, column: 5)
!142 = !DILocation(line: 57, column: 21, scope: !141)
!143 = !DILocation(line: 57, column: 33, scope: !141)
!144 = !DILocation(line: 57, column: 13, scope: !141)
!145 = !DILocation(line: 57, column: 7, scope: !141)
!146 = !DILocation(line: 57, column: 19, scope: !141)
!147 = !DILocation(line: 56, column: 29, scope: !141)
!148 = !DILocation(line: 56, column: 23, scope: !141)
!149 = distinct !{!149, !139, !150, !99}
!150 = !DILocation(line: 57, column: 35, scope: !131)
!151 = !DILocation(line: 54, column: 27, scope: !133)
!152 = distinct !{!152, !137, !153, !49, !99, !154}
!153 = !DILocation(line: 58, column: 3, scope: !129)
!154 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!155 = !DILocation(line: 59, column: 1, scope: !123)
!156 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 61, type: !157, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!25}
!159 = !{!160, !162, !165, !166, !167}
!160 = !DILocalVariable(name: "n", scope: !161, file: !3, line: 63, type: !25)
!161 = distinct !DILexicalBlock(scope: !156, file: !3, line: 63, column: 3)
!162 = !DILocalVariable(name: "a", scope: !163, file: !3, line: 64, type: !12)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 63, column: 32)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 63, column: 3)
!165 = !DILocalVariable(name: "b", scope: !163, file: !3, line: 64, type: !12)
!166 = !DILocalVariable(name: "c", scope: !163, file: !3, line: 64, type: !12)
!167 = !DILocalVariable(name: "d", scope: !163, file: !3, line: 64, type: !12)
!168 = !DILocation(line: 0, scope: !161)
!169 = !DILocation(line: 63, column: 3, scope: !161)
!170 = !DILocation(line: 64, column: 18, scope: !163)
!171 = !DILocation(line: 0, scope: !163)
!172 = !DILocation(line: 64, column: 31, scope: !163)
!173 = !DILocation(line: 64, column: 61, scope: !163)
!174 = !DILocation(line: 64, column: 80, scope: !163)
!175 = !DILocation(line: 65, column: 5, scope: !163)
!176 = !DILocation(line: 66, column: 50, scope: !163)
!177 = !DILocation(line: 66, column: 5, scope: !163)
!178 = !DILocation(line: 63, column: 28, scope: !164)
!179 = !DILocation(line: 63, column: 21, scope: !164)
!180 = distinct !{!180, !169, !181, !49, !99}
!181 = !DILocation(line: 67, column: 3, scope: !161)
!182 = !DILocation(line: 68, column: 3, scope: !156)
!183 = !DISubprogram(name: "printf", scope: !184, file: !184, line: 356, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!185 = !DISubroutineType(types: !186)
!186 = !{!25, !187, null}
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)

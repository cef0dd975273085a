; The unroll pragmas as clang-19 writes them (tests/loops/regen.sh makes c_unroll_pragmas.ll):
; unroll(full) on a loop of 16 iterations, unroll(enable) and unroll_count(3) on loops whose trip
; count is known only at run time, unroll(disable) and nounroll on small loops the -O2 heuristic
; would unroll fully, and #pragma unroll 4 on a countdown.
; kiln: loop-simplify,loop-rotate,lcssa,licm,loop-unroll-full,loop-unroll-and-jam,loop-unroll,transform-warning
; opt-19: function(loop-mssa(loop-rotate,licm),loop(loop-unroll-full),loop(loop-unroll-and-jam),loop-unroll<O2>,transform-warning)
; ModuleID = '<stdin>'
source_filename = "c_unroll_pragmas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@out = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [19 x i8] c"%d %u %u %u %u %u\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !11

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @full(i32 noundef %0) #0 !dbg !27 {
    #dbg_value(i32 %0, !32, !DIExpression(), !36)
    #dbg_value(i32 %0, !33, !DIExpression(), !36)
    #dbg_value(i32 0, !34, !DIExpression(), !37)
  br label %2, !dbg !38

2:                                                ; preds = %1, %2
  %.011 = phi i32 [ 0, %1 ], [ %9, %2 ]
  %.0910 = phi i32 [ %0, %1 ], [ %8, %2 ]
    #dbg_value(i32 %.011, !34, !DIExpression(), !37)
    #dbg_value(i32 %.0910, !33, !DIExpression(), !36)
  %3 = mul i32 %.0910, 3, !dbg !39
  %4 = zext nneg i32 %.011 to i64, !dbg !42
  %5 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %4, !dbg !42
  %6 = load i32, ptr %5, align 4, !dbg !42, !tbaa !43
  %7 = xor i32 %.011, %6, !dbg !47
  %8 = add i32 %3, %7, !dbg !48
    #dbg_value(i32 %8, !33, !DIExpression(), !36)
  store i32 %8, ptr %5, align 4, !dbg !49, !tbaa !43
  %9 = add nuw nsw i32 %.011, 1, !dbg !50
    #dbg_value(i32 %9, !34, !DIExpression(), !37)
  %10 = icmp ult i32 %9, 16, !dbg !51
  br i1 %10, label %2, label %11, !dbg !38, !llvm.loop !52

11:                                               ; preds = %2
  %.09.lcssa = phi i32 [ %8, %2 ], !dbg !36
  ret i32 %.09.lcssa, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @enabled(i32 noundef %0) #0 !dbg !57 {
    #dbg_value(i32 %0, !59, !DIExpression(), !63)
    #dbg_value(i32 1, !60, !DIExpression(), !63)
    #dbg_value(i32 0, !61, !DIExpression(), !64)
  %2 = icmp slt i32 0, %0, !dbg !65
  br i1 %2, label %.lr.ph, label %13, !dbg !67

.lr.ph:                                           ; preds = %1
  br label %3, !dbg !67

3:                                                ; preds = %.lr.ph, %3
  %.011 = phi i32 [ 0, %.lr.ph ], [ %11, %3 ]
  %.0910 = phi i32 [ 1, %.lr.ph ], [ %10, %3 ]
    #dbg_value(i32 %.011, !61, !DIExpression(), !64)
    #dbg_value(i32 %.0910, !60, !DIExpression(), !63)
  %4 = mul i32 %.0910, 5, !dbg !68
  %5 = add nuw nsw i32 %.011, 16, !dbg !70
  %6 = zext nneg i32 %5 to i64, !dbg !71
  %7 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %6, !dbg !71
  %8 = load i32, ptr %7, align 4, !dbg !71, !tbaa !43
  %9 = xor i32 %.011, %8, !dbg !72
  %10 = add i32 %4, %9, !dbg !73
    #dbg_value(i32 %10, !60, !DIExpression(), !63)
  store i32 %10, ptr %7, align 4, !dbg !74, !tbaa !43
  %11 = add nuw nsw i32 %.011, 1, !dbg !75
    #dbg_value(i32 %11, !61, !DIExpression(), !64)
  %12 = icmp slt i32 %11, %0, !dbg !65
  br i1 %12, label %3, label %._crit_edge, !dbg !67, !llvm.loop !76

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %10, %3 ]
  br label %13, !dbg !67

13:                                               ; preds = %._crit_edge, %1
  %.09.lcssa = phi i32 [ %split, %._crit_edge ], [ 1, %1 ], !dbg !63
  ret i32 %.09.lcssa, !dbg !79
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @count3(i32 noundef %0) #0 !dbg !80 {
    #dbg_value(i32 %0, !82, !DIExpression(), !86)
    #dbg_value(i32 2, !83, !DIExpression(), !86)
    #dbg_value(i32 0, !84, !DIExpression(), !87)
  %2 = icmp slt i32 0, %0, !dbg !88
  br i1 %2, label %.lr.ph, label %13, !dbg !90

.lr.ph:                                           ; preds = %1
  br label %3, !dbg !90

3:                                                ; preds = %.lr.ph, %3
  %.011 = phi i32 [ 0, %.lr.ph ], [ %11, %3 ]
  %.0910 = phi i32 [ 2, %.lr.ph ], [ %10, %3 ]
    #dbg_value(i32 %.011, !84, !DIExpression(), !87)
    #dbg_value(i32 %.0910, !83, !DIExpression(), !86)
  %4 = add nuw nsw i32 %.011, 32, !dbg !91
  %5 = zext nneg i32 %4 to i64, !dbg !93
  %6 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %5, !dbg !93
  %7 = load i32, ptr %6, align 4, !dbg !93, !tbaa !43
  %8 = xor i32 %.0910, %7, !dbg !94
  %9 = mul i32 %8, 7, !dbg !95
  %10 = add i32 %9, %.011, !dbg !96
    #dbg_value(i32 %10, !83, !DIExpression(), !86)
  store i32 %10, ptr %6, align 4, !dbg !97, !tbaa !43
  %11 = add nuw nsw i32 %.011, 1, !dbg !98
    #dbg_value(i32 %11, !84, !DIExpression(), !87)
  %12 = icmp slt i32 %11, %0, !dbg !88
  br i1 %12, label %3, label %._crit_edge, !dbg !90, !llvm.loop !99

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %10, %3 ]
  br label %13, !dbg !90

13:                                               ; preds = %._crit_edge, %1
  %.09.lcssa = phi i32 [ %split, %._crit_edge ], [ 2, %1 ], !dbg !86
  ret i32 %.09.lcssa, !dbg !102
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @disabled(i32 noundef %0) #0 !dbg !103 {
    #dbg_value(i32 %0, !105, !DIExpression(), !112)
    #dbg_value(i32 %0, !106, !DIExpression(), !112)
    #dbg_value(i32 0, !107, !DIExpression(), !113)
  br label %2, !dbg !114

.preheader:                                       ; preds = %2
  %.014.lcssa = phi i32 [ %4, %2 ], !dbg !112
    #dbg_value(i32 0, !110, !DIExpression(), !115)
    #dbg_value(i32 %.014.lcssa, !109, !DIExpression(), !112)
  br label %7, !dbg !116

2:                                                ; preds = %1, %2
  %.01316 = phi i32 [ 0, %1 ], [ %5, %2 ]
  %.01415 = phi i32 [ %0, %1 ], [ %4, %2 ]
    #dbg_value(i32 %.01316, !107, !DIExpression(), !113)
    #dbg_value(i32 %.01415, !106, !DIExpression(), !112)
  %3 = mul i32 %.01415, 9, !dbg !117
  %4 = add i32 %3, %.01316, !dbg !119
    #dbg_value(i32 %4, !106, !DIExpression(), !112)
  %5 = add nuw nsw i32 %.01316, 1, !dbg !120
    #dbg_value(i32 %5, !107, !DIExpression(), !113)
  %6 = icmp ult i32 %5, 8, !dbg !121
  br i1 %6, label %2, label %.preheader, !dbg !114, !llvm.loop !122

7:                                                ; preds = %.preheader, %7
  %.018 = phi i32 [ 0, %.preheader ], [ %10, %7 ]
  %.01217 = phi i32 [ %.014.lcssa, %.preheader ], [ %9, %7 ]
    #dbg_value(i32 %.018, !110, !DIExpression(), !115)
    #dbg_value(i32 %.01217, !109, !DIExpression(), !112)
  %8 = mul i32 %.01217, 11, !dbg !125
  %9 = xor i32 %8, %.018, !dbg !127
    #dbg_value(i32 %9, !109, !DIExpression(), !112)
  %10 = add nuw nsw i32 %.018, 1, !dbg !128
    #dbg_value(i32 %10, !110, !DIExpression(), !115)
  %11 = icmp ult i32 %10, 6, !dbg !129
  br i1 %11, label %7, label %12, !dbg !116, !llvm.loop !130

12:                                               ; preds = %7
  %.012.lcssa = phi i32 [ %9, %7 ], !dbg !112
  %13 = add i32 %.014.lcssa, %.012.lcssa, !dbg !132
  ret i32 %13, !dbg !133
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @by4(i32 noundef %0) #0 !dbg !134 {
    #dbg_value(i32 %0, !136, !DIExpression(), !140)
    #dbg_value(i32 3, !137, !DIExpression(), !140)
    #dbg_value(i32 %0, !138, !DIExpression(), !141)
  %2 = icmp sgt i32 %0, 0, !dbg !142
  br i1 %2, label %.lr.ph, label %13, !dbg !144

.lr.ph:                                           ; preds = %1
  br label %3, !dbg !144

3:                                                ; preds = %.lr.ph, %3
  %.010 = phi i32 [ %0, %.lr.ph ], [ %11, %3 ]
  %.089 = phi i32 [ 3, %.lr.ph ], [ %5, %3 ]
    #dbg_value(i32 %.010, !138, !DIExpression(), !141)
    #dbg_value(i32 %.089, !137, !DIExpression(), !140)
  %4 = mul i32 %.089, 13, !dbg !145
  %5 = add i32 %4, %.010, !dbg !147
    #dbg_value(i32 %5, !137, !DIExpression(), !140)
  %6 = and i32 %.010, 15, !dbg !148
  %7 = zext nneg i32 %6 to i64, !dbg !149
  %8 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %7, !dbg !149
  %9 = load i32, ptr %8, align 4, !dbg !150, !tbaa !43
  %10 = xor i32 %9, %5, !dbg !150
  store i32 %10, ptr %8, align 4, !dbg !150, !tbaa !43
  %11 = add nsw i32 %.010, -1, !dbg !151
    #dbg_value(i32 %11, !138, !DIExpression(), !141)
  %12 = icmp sgt i32 %11, 0, !dbg !142
  br i1 %12, label %3, label %._crit_edge, !dbg !144, !llvm.loop !152

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %5, %3 ]
  br label %13, !dbg !144

13:                                               ; preds = %._crit_edge, %1
  %.08.lcssa = phi i32 [ %split, %._crit_edge ], [ 3, %1 ], !dbg !140
  ret i32 %.08.lcssa, !dbg !155
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 !dbg !156 {
    #dbg_value(i32 0, !160, !DIExpression(), !172)
    #dbg_value(i32 0, !161, !DIExpression(), !173)
  br label %1, !dbg !174

.preheader:                                       ; preds = %1
    #dbg_value(i32 0, !170, !DIExpression(), !175)
    #dbg_value(i32 0, !160, !DIExpression(), !172)
  br label %10, !dbg !176

1:                                                ; preds = %0, %1
  %.01920 = phi i32 [ 0, %0 ], [ %8, %1 ]
    #dbg_value(i32 %.01920, !161, !DIExpression(), !173)
  %2 = call i32 @full(i32 noundef %.01920), !dbg !177
    #dbg_value(i32 %2, !163, !DIExpression(), !178)
  %3 = call i32 @enabled(i32 noundef %.01920), !dbg !179
    #dbg_value(i32 %3, !166, !DIExpression(), !178)
  %4 = call i32 @count3(i32 noundef %.01920), !dbg !180
    #dbg_value(i32 %4, !167, !DIExpression(), !178)
  %5 = call i32 @disabled(i32 noundef %.01920), !dbg !181
    #dbg_value(i32 %5, !168, !DIExpression(), !178)
  %6 = call i32 @by4(i32 noundef %.01920), !dbg !182
    #dbg_value(i32 %6, !169, !DIExpression(), !178)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %.01920, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #4, !dbg !183
  %8 = add nuw nsw i32 %.01920, 1, !dbg !184
    #dbg_value(i32 %8, !161, !DIExpression(), !173)
  %9 = icmp ult i32 %8, 14, !dbg !185
  br i1 %9, label %1, label %.preheader, !dbg !174, !llvm.loop !186

10:                                               ; preds = %.preheader, %10
  %.022 = phi i32 [ 0, %.preheader ], [ %16, %10 ]
  %.01821 = phi i32 [ 0, %.preheader ], [ %15, %10 ]
    #dbg_value(i32 %.022, !170, !DIExpression(), !175)
    #dbg_value(i32 %.01821, !160, !DIExpression(), !172)
  %11 = mul i32 %.01821, 31, !dbg !188
  %12 = zext nneg i32 %.022 to i64, !dbg !190
  %13 = getelementptr inbounds [64 x i32], ptr @out, i64 0, i64 %12, !dbg !190
  %14 = load i32, ptr %13, align 4, !dbg !190, !tbaa !43
  %15 = add i32 %11, %14, !dbg !191
    #dbg_value(i32 %15, !160, !DIExpression(), !172)
  %16 = add nuw nsw i32 %.022, 1, !dbg !192
    #dbg_value(i32 %16, !170, !DIExpression(), !175)
  %17 = icmp ult i32 %16, 64, !dbg !193
  br i1 %17, label %10, label %18, !dbg !176, !llvm.loop !194

18:                                               ; preds = %10
  %.018.lcssa = phi i32 [ %15, %10 ], !dbg !172
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %.018.lcssa) #4, !dbg !196
  ret i32 0, !dbg !197
}

declare !dbg !198 i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 9, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c_unroll_pragmas.c", directory: ".", checksumkind: CSK_MD5, checksum: "74541f8b6e41e71ddbe754487225fa27")
!4 = !{!5, !11, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 19)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 2048, elements: !18)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !{!19}
!19 = !DISubrange(count: 64)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "full", scope: !3, file: !3, line: 11, type: !28, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!17, !30}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!32, !33, !34}
!32 = !DILocalVariable(name: "k", arg: 1, scope: !27, file: !3, line: 11, type: !30)
!33 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 12, type: !17)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 14, type: !30)
!35 = distinct !DILexicalBlock(scope: !27, file: !3, line: 14, column: 3)
!36 = !DILocation(line: 0, scope: !27)
!37 = !DILocation(line: 0, scope: !35)
!38 = !DILocation(line: 14, column: 3, scope: !35)
!39 = !DILocation(line: 15, column: 11, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 14, column: 32)
!41 = distinct !DILexicalBlock(scope: !35, file: !3, line: 14, column: 3)
!42 = !DILocation(line: 15, column: 22, scope: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 15, column: 20, scope: !40)
!48 = !DILocation(line: 15, column: 15, scope: !40)
!49 = !DILocation(line: 16, column: 12, scope: !40)
!50 = !DILocation(line: 14, column: 28, scope: !41)
!51 = !DILocation(line: 14, column: 21, scope: !41)
!52 = distinct !{!52, !38, !53, !54, !55}
!53 = !DILocation(line: 17, column: 3, scope: !35)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.unroll.full"}
!56 = !DILocation(line: 18, column: 3, scope: !27)
!57 = distinct !DISubprogram(name: "enabled", scope: !3, file: !3, line: 21, type: !28, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!58 = !{!59, !60, !61}
!59 = !DILocalVariable(name: "n", arg: 1, scope: !57, file: !3, line: 21, type: !30)
!60 = !DILocalVariable(name: "s", scope: !57, file: !3, line: 22, type: !17)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 24, type: !30)
!62 = distinct !DILexicalBlock(scope: !57, file: !3, line: 24, column: 3)
!63 = !DILocation(line: 0, scope: !57)
!64 = !DILocation(line: 0, scope: !62)
!65 = !DILocation(line: 24, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 24, column: 3)
!67 = !DILocation(line: 24, column: 3, scope: !62)
!68 = !DILocation(line: 25, column: 11, scope: !69)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 24, column: 31)
!70 = !DILocation(line: 25, column: 28, scope: !69)
!71 = !DILocation(line: 25, column: 22, scope: !69)
!72 = !DILocation(line: 25, column: 20, scope: !69)
!73 = !DILocation(line: 25, column: 15, scope: !69)
!74 = !DILocation(line: 26, column: 17, scope: !69)
!75 = !DILocation(line: 24, column: 27, scope: !66)
!76 = distinct !{!76, !67, !77, !54, !78}
!77 = !DILocation(line: 27, column: 3, scope: !62)
!78 = !{!"llvm.loop.unroll.enable"}
!79 = !DILocation(line: 28, column: 3, scope: !57)
!80 = distinct !DISubprogram(name: "count3", scope: !3, file: !3, line: 31, type: !28, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!81 = !{!82, !83, !84}
!82 = !DILocalVariable(name: "n", arg: 1, scope: !80, file: !3, line: 31, type: !30)
!83 = !DILocalVariable(name: "s", scope: !80, file: !3, line: 32, type: !17)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 34, type: !30)
!85 = distinct !DILexicalBlock(scope: !80, file: !3, line: 34, column: 3)
!86 = !DILocation(line: 0, scope: !80)
!87 = !DILocation(line: 0, scope: !85)
!88 = !DILocation(line: 34, column: 21, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 34, column: 3)
!90 = !DILocation(line: 34, column: 3, scope: !85)
!91 = !DILocation(line: 35, column: 20, scope: !92)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 34, column: 31)
!93 = !DILocation(line: 35, column: 14, scope: !92)
!94 = !DILocation(line: 35, column: 12, scope: !92)
!95 = !DILocation(line: 35, column: 27, scope: !92)
!96 = !DILocation(line: 35, column: 31, scope: !92)
!97 = !DILocation(line: 36, column: 17, scope: !92)
!98 = !DILocation(line: 34, column: 27, scope: !89)
!99 = distinct !{!99, !90, !100, !54, !101}
!100 = !DILocation(line: 37, column: 3, scope: !85)
!101 = !{!"llvm.loop.unroll.count", i32 3}
!102 = !DILocation(line: 38, column: 3, scope: !80)
!103 = distinct !DISubprogram(name: "disabled", scope: !3, file: !3, line: 41, type: !28, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!104 = !{!105, !106, !107, !109, !110}
!105 = !DILocalVariable(name: "k", arg: 1, scope: !103, file: !3, line: 41, type: !30)
!106 = !DILocalVariable(name: "s", scope: !103, file: !3, line: 42, type: !17)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 44, type: !30)
!108 = distinct !DILexicalBlock(scope: !103, file: !3, line: 44, column: 3)
!109 = !DILocalVariable(name: "t", scope: !103, file: !3, line: 46, type: !17)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 48, type: !30)
!111 = distinct !DILexicalBlock(scope: !103, file: !3, line: 48, column: 3)
!112 = !DILocation(line: 0, scope: !103)
!113 = !DILocation(line: 0, scope: !108)
!114 = !DILocation(line: 44, column: 3, scope: !108)
!115 = !DILocation(line: 0, scope: !111)
!116 = !DILocation(line: 48, column: 3, scope: !111)
!117 = !DILocation(line: 45, column: 11, scope: !118)
!118 = distinct !DILexicalBlock(scope: !108, file: !3, line: 44, column: 3)
!119 = !DILocation(line: 45, column: 15, scope: !118)
!120 = !DILocation(line: 44, column: 27, scope: !118)
!121 = !DILocation(line: 44, column: 21, scope: !118)
!122 = distinct !{!122, !114, !123, !54, !124}
!123 = !DILocation(line: 45, column: 17, scope: !108)
!124 = !{!"llvm.loop.unroll.disable"}
!125 = !DILocation(line: 49, column: 11, scope: !126)
!126 = distinct !DILexicalBlock(scope: !111, file: !3, line: 48, column: 3)
!127 = !DILocation(line: 49, column: 16, scope: !126)
!128 = !DILocation(line: 48, column: 27, scope: !126)
!129 = !DILocation(line: 48, column: 21, scope: !126)
!130 = distinct !{!130, !116, !131, !54, !124}
!131 = !DILocation(line: 49, column: 18, scope: !111)
!132 = !DILocation(line: 50, column: 12, scope: !103)
!133 = !DILocation(line: 50, column: 3, scope: !103)
!134 = distinct !DISubprogram(name: "by4", scope: !3, file: !3, line: 53, type: !28, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!135 = !{!136, !137, !138}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !3, line: 53, type: !30)
!137 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 54, type: !17)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 56, type: !30)
!139 = distinct !DILexicalBlock(scope: !134, file: !3, line: 56, column: 3)
!140 = !DILocation(line: 0, scope: !134)
!141 = !DILocation(line: 0, scope: !139)
!142 = !DILocation(line: 56, column: 21, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 56, column: 3)
!144 = !DILocation(line: 56, column: 3, scope: !139)
!145 = !DILocation(line: 57, column: 11, scope: !146)
!146 = distinct !DILexicalBlock(scope: !143, file: !3, line: 56, column: 31)
!147 = !DILocation(line: 57, column: 16, scope: !146)
!148 = !DILocation(line: 58, column: 11, scope: !146)
!149 = !DILocation(line: 58, column: 5, scope: !146)
!150 = !DILocation(line: 58, column: 17, scope: !146)
!151 = !DILocation(line: 56, column: 27, scope: !143)
!152 = distinct !{!152, !144, !153, !54, !154}
!153 = !DILocation(line: 59, column: 3, scope: !139)
!154 = !{!"llvm.loop.unroll.count", i32 4}
!155 = !DILocation(line: 60, column: 3, scope: !134)
!156 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 63, type: !157, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!30}
!159 = !{!160, !161, !163, !166, !167, !168, !169, !170}
!160 = !DILocalVariable(name: "h", scope: !156, file: !3, line: 64, type: !17)
!161 = !DILocalVariable(name: "n", scope: !162, file: !3, line: 66, type: !30)
!162 = distinct !DILexicalBlock(scope: !156, file: !3, line: 66, column: 3)
!163 = !DILocalVariable(name: "a", scope: !164, file: !3, line: 67, type: !17)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 66, column: 32)
!165 = distinct !DILexicalBlock(scope: !162, file: !3, line: 66, column: 3)
!166 = !DILocalVariable(name: "b", scope: !164, file: !3, line: 67, type: !17)
!167 = !DILocalVariable(name: "c", scope: !164, file: !3, line: 67, type: !17)
!168 = !DILocalVariable(name: "d", scope: !164, file: !3, line: 67, type: !17)
!169 = !DILocalVariable(name: "e", scope: !164, file: !3, line: 67, type: !17)
!170 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 71, type: !30)
!171 = distinct !DILexicalBlock(scope: !156, file: !3, line: 71, column: 3)
!172 = !DILocation(line: 0, scope: !156)
!173 = !DILocation(line: 0, scope: !162)
!174 = !DILocation(line: 66, column: 3, scope: !162)
!175 = !DILocation(line: 0, scope: !171)
!176 = !DILocation(line: 71, column: 3, scope: !171)
!177 = !DILocation(line: 67, column: 18, scope: !164)
!178 = !DILocation(line: 0, scope: !164)
!179 = !DILocation(line: 67, column: 31, scope: !164)
!180 = !DILocation(line: 67, column: 47, scope: !164)
!181 = !DILocation(line: 67, column: 62, scope: !164)
!182 = !DILocation(line: 67, column: 79, scope: !164)
!183 = !DILocation(line: 68, column: 5, scope: !164)
!184 = !DILocation(line: 66, column: 28, scope: !165)
!185 = !DILocation(line: 66, column: 21, scope: !165)
!186 = distinct !{!186, !174, !187, !54, !124}
!187 = !DILocation(line: 69, column: 3, scope: !162)
!188 = !DILocation(line: 72, column: 11, scope: !189)
!189 = distinct !DILexicalBlock(scope: !171, file: !3, line: 71, column: 3)
!190 = !DILocation(line: 72, column: 18, scope: !189)
!191 = !DILocation(line: 72, column: 16, scope: !189)
!192 = !DILocation(line: 71, column: 28, scope: !189)
!193 = !DILocation(line: 71, column: 21, scope: !189)
!194 = distinct !{!194, !176, !195, !54, !124}
!195 = !DILocation(line: 72, column: 23, scope: !171)
!196 = !DILocation(line: 73, column: 3, scope: !156)
!197 = !DILocation(line: 74, column: 3, scope: !156)
!198 = !DISubprogram(name: "printf", scope: !199, file: !199, line: 356, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!200 = !DISubroutineType(types: !201)
!201 = !{!30, !202, null}
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !203)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)

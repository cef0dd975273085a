; The unroll-and-jam pragmas as clang-19 writes them (tests/loops/regen.sh makes
; c_unroll_and_jam.ll): #pragma unroll_and_jam on a nest with a run-time outer trip count, #pragma
; unroll_and_jam(3), #pragma nounroll_and_jam, and #pragma unroll_and_jam(3) with #pragma clang loop
; unroll_count(2), which clang writes as a follow-up of the jammed outer loop holding a whole LoopID
; (LLVM 19 takes it as one opaque attribute: the count inside is not seen). The inner loops carry
; unroll(disable) so that nothing unrolls them fully first.
; kiln: loop-simplify,loop-rotate,lcssa,licm,loop-unroll-full,loop-unroll-and-jam,loop-unroll,transform-warning
; opt-19: function(loop-mssa(loop-rotate,licm),loop(loop-unroll-full),loop(loop-unroll-and-jam),loop-unroll<O2>,transform-warning)
; ModuleID = '<stdin>'
source_filename = "c_unroll_and_jam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@b = dso_local constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16, !dbg !0
@c = dso_local global [64 x [8 x i32]] zeroinitializer, align 16, !dbg !17
@a = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !11
@.str = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local void @jam(i32 noundef %0) #0 !dbg !32 {
    #dbg_value(i32 %0, !37, !DIExpression(), !45)
    #dbg_value(i32 0, !38, !DIExpression(), !46)
  %2 = icmp slt i32 0, %0, !dbg !47
  br i1 %2, label %.preheader.lr.ph, label %22, !dbg !48

.preheader.lr.ph:                                 ; preds = %1
  br label %.preheader, !dbg !48

.preheader:                                       ; preds = %.preheader.lr.ph, %14
  %.01518 = phi i32 [ 0, %.preheader.lr.ph ], [ %20, %14 ]
    #dbg_value(i32 %.01518, !38, !DIExpression(), !46)
    #dbg_value(i32 0, !43, !DIExpression(), !49)
    #dbg_value(i32 0, !40, !DIExpression(), !50)
  br label %3, !dbg !51

3:                                                ; preds = %.preheader, %3
  %.017 = phi i32 [ 0, %.preheader ], [ %12, %3 ]
  %.01416 = phi i32 [ 0, %.preheader ], [ %9, %3 ]
    #dbg_value(i32 %.017, !43, !DIExpression(), !49)
    #dbg_value(i32 %.01416, !40, !DIExpression(), !50)
  %4 = zext nneg i32 %.017 to i64, !dbg !52
  %5 = getelementptr inbounds [8 x i32], ptr @b, i64 0, i64 %4, !dbg !52
  %6 = load i32, ptr %5, align 4, !dbg !52, !tbaa !55
  %7 = add nuw nsw i32 %.01518, 1, !dbg !59
  %8 = mul i32 %6, %7, !dbg !60
  %9 = add i32 %.01416, %8, !dbg !61
    #dbg_value(i32 %9, !40, !DIExpression(), !50)
  %10 = zext nneg i32 %.01518 to i64, !dbg !62
  %11 = getelementptr inbounds [64 x [8 x i32]], ptr @c, i64 0, i64 %10, i64 %4, !dbg !62
  store i32 %9, ptr %11, align 4, !dbg !63, !tbaa !55
  %12 = add nuw nsw i32 %.017, 1, !dbg !64
    #dbg_value(i32 %12, !43, !DIExpression(), !49)
  %13 = icmp ult i32 %12, 8, !dbg !65
  br i1 %13, label %3, label %14, !dbg !51, !llvm.loop !66

14:                                               ; preds = %3
  %.014.lcssa = phi i32 [ %9, %3 ], !dbg !50
  %15 = zext nneg i32 %.01518 to i64, !dbg !69
  %16 = getelementptr inbounds [64 x i32], ptr @a, i64 0, i64 %15, !dbg !69
  %17 = load i32, ptr %16, align 4, !dbg !69, !tbaa !55
  %18 = mul i32 %17, 5, !dbg !70
  %19 = add i32 %18, %.014.lcssa, !dbg !71
  store i32 %19, ptr %16, align 4, !dbg !72, !tbaa !55
  %20 = add nuw nsw i32 %.01518, 1, !dbg !73
    #dbg_value(i32 %20, !38, !DIExpression(), !46)
  %21 = icmp slt i32 %20, %0, !dbg !47
  br i1 %21, label %.preheader, label %._crit_edge, !dbg !48, !llvm.loop !74

._crit_edge:                                      ; preds = %14
  br label %22, !dbg !48

22:                                               ; preds = %._crit_edge, %1
  ret void, !dbg !78
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @jam3(i32 noundef %0) #0 !dbg !79 {
    #dbg_value(i32 %0, !81, !DIExpression(), !89)
    #dbg_value(i32 0, !82, !DIExpression(), !90)
  %2 = icmp slt i32 0, %0, !dbg !91
  br i1 %2, label %.preheader.lr.ph, label %23, !dbg !92

.preheader.lr.ph:                                 ; preds = %1
  br label %.preheader, !dbg !92

.preheader:                                       ; preds = %.preheader.lr.ph, %16
  %.01417 = phi i32 [ 0, %.preheader.lr.ph ], [ %21, %16 ]
    #dbg_value(i32 %.01417, !82, !DIExpression(), !90)
    #dbg_value(i32 0, !87, !DIExpression(), !93)
    #dbg_value(i32 1, !84, !DIExpression(), !94)
  br label %3, !dbg !95

3:                                                ; preds = %.preheader, %3
  %.016 = phi i32 [ 0, %.preheader ], [ %14, %3 ]
  %.01315 = phi i32 [ 1, %.preheader ], [ %9, %3 ]
    #dbg_value(i32 %.016, !87, !DIExpression(), !93)
    #dbg_value(i32 %.01315, !84, !DIExpression(), !94)
  %4 = mul i32 %.01315, 3, !dbg !96
  %5 = zext nneg i32 %.016 to i64, !dbg !99
  %6 = getelementptr inbounds [8 x i32], ptr @b, i64 0, i64 %5, !dbg !99
  %7 = load i32, ptr %6, align 4, !dbg !99, !tbaa !55
  %8 = add i32 %4, %7, !dbg !100
  %9 = add i32 %8, %.01417, !dbg !101
    #dbg_value(i32 %9, !84, !DIExpression(), !94)
  %10 = zext nneg i32 %.01417 to i64, !dbg !102
  %11 = getelementptr inbounds [64 x [8 x i32]], ptr @c, i64 0, i64 %10, i64 %5, !dbg !102
  %12 = load i32, ptr %11, align 4, !dbg !103, !tbaa !55
  %13 = xor i32 %12, %9, !dbg !103
  store i32 %13, ptr %11, align 4, !dbg !103, !tbaa !55
  %14 = add nuw nsw i32 %.016, 1, !dbg !104
    #dbg_value(i32 %14, !87, !DIExpression(), !93)
  %15 = icmp ult i32 %14, 8, !dbg !105
  br i1 %15, label %3, label %16, !dbg !95, !llvm.loop !106

16:                                               ; preds = %3
  %.013.lcssa = phi i32 [ %9, %3 ], !dbg !94
  %17 = zext nneg i32 %.01417 to i64, !dbg !108
  %18 = getelementptr inbounds [64 x i32], ptr @a, i64 0, i64 %17, !dbg !108
  %19 = load i32, ptr %18, align 4, !dbg !109, !tbaa !55
  %20 = add i32 %19, %.013.lcssa, !dbg !109
  store i32 %20, ptr %18, align 4, !dbg !109, !tbaa !55
  %21 = add nuw nsw i32 %.01417, 1, !dbg !110
    #dbg_value(i32 %21, !82, !DIExpression(), !90)
  %22 = icmp slt i32 %21, %0, !dbg !91
  br i1 %22, label %.preheader, label %._crit_edge, !dbg !92, !llvm.loop !111

._crit_edge:                                      ; preds = %16
  br label %23, !dbg !92

23:                                               ; preds = %._crit_edge, %1
  ret void, !dbg !114
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @no_jam(i32 noundef %0) #0 !dbg !115 {
    #dbg_value(i32 %0, !117, !DIExpression(), !125)
    #dbg_value(i32 0, !118, !DIExpression(), !126)
  %2 = icmp slt i32 0, %0, !dbg !127
  br i1 %2, label %.preheader.lr.ph, label %18, !dbg !128

.preheader.lr.ph:                                 ; preds = %1
  br label %.preheader, !dbg !128

.preheader:                                       ; preds = %.preheader.lr.ph, %11
  %.01114 = phi i32 [ 0, %.preheader.lr.ph ], [ %16, %11 ]
    #dbg_value(i32 %.01114, !118, !DIExpression(), !126)
    #dbg_value(i32 0, !123, !DIExpression(), !129)
    #dbg_value(i32 0, !120, !DIExpression(), !130)
  br label %3, !dbg !131

3:                                                ; preds = %.preheader, %3
  %.013 = phi i32 [ 0, %.preheader ], [ %9, %3 ]
  %.01012 = phi i32 [ 0, %.preheader ], [ %8, %3 ]
    #dbg_value(i32 %.013, !123, !DIExpression(), !129)
    #dbg_value(i32 %.01012, !120, !DIExpression(), !130)
  %4 = zext nneg i32 %.01114 to i64, !dbg !132
  %5 = zext nneg i32 %.013 to i64, !dbg !132
  %6 = getelementptr inbounds [64 x [8 x i32]], ptr @c, i64 0, i64 %4, i64 %5, !dbg !132
  %7 = load i32, ptr %6, align 4, !dbg !132, !tbaa !55
  %8 = add i32 %.01012, %7, !dbg !134
    #dbg_value(i32 %8, !120, !DIExpression(), !130)
  %9 = add nuw nsw i32 %.013, 1, !dbg !135
    #dbg_value(i32 %9, !123, !DIExpression(), !129)
  %10 = icmp ult i32 %9, 8, !dbg !136
  br i1 %10, label %3, label %11, !dbg !131, !llvm.loop !137

11:                                               ; preds = %3
  %.010.lcssa = phi i32 [ %8, %3 ], !dbg !130
  %12 = zext nneg i32 %.01114 to i64, !dbg !139
  %13 = getelementptr inbounds [64 x i32], ptr @a, i64 0, i64 %12, !dbg !139
  %14 = load i32, ptr %13, align 4, !dbg !140, !tbaa !55
  %15 = sub i32 %14, %.010.lcssa, !dbg !140
  store i32 %15, ptr %13, align 4, !dbg !140, !tbaa !55
  %16 = add nuw nsw i32 %.01114, 1, !dbg !141
    #dbg_value(i32 %16, !118, !DIExpression(), !126)
  %17 = icmp slt i32 %16, %0, !dbg !127
  br i1 %17, label %.preheader, label %._crit_edge, !dbg !128, !llvm.loop !142

._crit_edge:                                      ; preds = %11
  br label %18, !dbg !128

18:                                               ; preds = %._crit_edge, %1
  ret void, !dbg !145
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @jam_then_unroll(i32 noundef %0) #0 !dbg !146 {
    #dbg_value(i32 %0, !148, !DIExpression(), !156)
    #dbg_value(i32 0, !149, !DIExpression(), !157)
  %2 = icmp slt i32 0, %0, !dbg !158
  br i1 %2, label %.preheader.lr.ph, label %22, !dbg !159

.preheader.lr.ph:                                 ; preds = %1
  br label %.preheader, !dbg !159

.preheader:                                       ; preds = %.preheader.lr.ph, %15
  %.01316 = phi i32 [ 0, %.preheader.lr.ph ], [ %20, %15 ]
    #dbg_value(i32 %.01316, !149, !DIExpression(), !157)
    #dbg_value(i32 0, !154, !DIExpression(), !160)
    #dbg_value(i32 7, !151, !DIExpression(), !161)
  br label %3, !dbg !162

3:                                                ; preds = %.preheader, %3
  %.015 = phi i32 [ 0, %.preheader ], [ %13, %3 ]
  %.01214 = phi i32 [ 7, %.preheader ], [ %8, %3 ]
    #dbg_value(i32 %.015, !154, !DIExpression(), !160)
    #dbg_value(i32 %.01214, !151, !DIExpression(), !161)
  %4 = mul i32 %.01214, 5, !dbg !163
  %5 = zext nneg i32 %.015 to i64, !dbg !166
  %6 = getelementptr inbounds [8 x i32], ptr @b, i64 0, i64 %5, !dbg !166
  %7 = load i32, ptr %6, align 4, !dbg !166, !tbaa !55
  %8 = xor i32 %4, %7, !dbg !167
    #dbg_value(i32 %8, !151, !DIExpression(), !161)
  %9 = zext nneg i32 %.01316 to i64, !dbg !168
  %10 = getelementptr inbounds [64 x [8 x i32]], ptr @c, i64 0, i64 %9, i64 %5, !dbg !168
  %11 = load i32, ptr %10, align 4, !dbg !169, !tbaa !55
  %12 = add i32 %11, %8, !dbg !169
  store i32 %12, ptr %10, align 4, !dbg !169, !tbaa !55
  %13 = add nuw nsw i32 %.015, 1, !dbg !170
    #dbg_value(i32 %13, !154, !DIExpression(), !160)
  %14 = icmp ult i32 %13, 8, !dbg !171
  br i1 %14, label %3, label %15, !dbg !162, !llvm.loop !172

15:                                               ; preds = %3
  %.012.lcssa = phi i32 [ %8, %3 ], !dbg !161
  %16 = zext nneg i32 %.01316 to i64, !dbg !174
  %17 = getelementptr inbounds [64 x i32], ptr @a, i64 0, i64 %16, !dbg !174
  %18 = load i32, ptr %17, align 4, !dbg !175, !tbaa !55
  %19 = xor i32 %18, %.012.lcssa, !dbg !175
  store i32 %19, ptr %17, align 4, !dbg !175, !tbaa !55
  %20 = add nuw nsw i32 %.01316, 1, !dbg !176
    #dbg_value(i32 %20, !149, !DIExpression(), !157)
  %21 = icmp slt i32 %20, %0, !dbg !158
  br i1 %21, label %.preheader, label %._crit_edge, !dbg !159, !llvm.loop !177

._crit_edge:                                      ; preds = %15
  br label %22, !dbg !159

22:                                               ; preds = %._crit_edge, %1
  ret void, !dbg !182
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #2 !dbg !183 {
    #dbg_value(i32 0, !187, !DIExpression(), !198)
  br label %1, !dbg !199

1:                                                ; preds = %0, %19
  %.01924 = phi i32 [ 0, %0 ], [ %21, %19 ]
    #dbg_value(i32 %.01924, !187, !DIExpression(), !198)
  call void @jam(i32 noundef %.01924), !dbg !200
  call void @jam3(i32 noundef %.01924), !dbg !201
  call void @no_jam(i32 noundef %.01924), !dbg !202
  call void @jam_then_unroll(i32 noundef %.01924), !dbg !203
    #dbg_value(i32 0, !189, !DIExpression(), !204)
    #dbg_value(i32 0, !192, !DIExpression(), !205)
  br label %2, !dbg !206

2:                                                ; preds = %1, %16
  %.01723 = phi i32 [ 0, %1 ], [ %17, %16 ]
  %.01822 = phi i32 [ 0, %1 ], [ %.1.lcssa, %16 ]
    #dbg_value(i32 %.01723, !192, !DIExpression(), !205)
    #dbg_value(i32 %.01822, !189, !DIExpression(), !204)
  %3 = mul i32 %.01822, 31, !dbg !207
  %4 = zext nneg i32 %.01723 to i64, !dbg !208
  %5 = getelementptr inbounds [64 x i32], ptr @a, i64 0, i64 %4, !dbg !208
  %6 = load i32, ptr %5, align 4, !dbg !208, !tbaa !55
  %7 = add i32 %3, %6, !dbg !209
    #dbg_value(i32 %7, !189, !DIExpression(), !204)
    #dbg_value(i32 0, !194, !DIExpression(), !210)
  br label %8, !dbg !211

8:                                                ; preds = %2, %8
  %.021 = phi i32 [ 0, %2 ], [ %14, %8 ]
  %.120 = phi i32 [ %7, %2 ], [ %13, %8 ]
    #dbg_value(i32 %.021, !194, !DIExpression(), !210)
    #dbg_value(i32 %.120, !189, !DIExpression(), !204)
  %9 = mul i32 %.120, 7, !dbg !212
  %10 = zext nneg i32 %.021 to i64, !dbg !214
  %11 = getelementptr inbounds [64 x [8 x i32]], ptr @c, i64 0, i64 %4, i64 %10, !dbg !214
  %12 = load i32, ptr %11, align 4, !dbg !214, !tbaa !55
  %13 = add i32 %9, %12, !dbg !215
    #dbg_value(i32 %13, !189, !DIExpression(), !204)
  %14 = add nuw nsw i32 %.021, 1, !dbg !216
    #dbg_value(i32 %14, !194, !DIExpression(), !210)
  %15 = icmp ult i32 %14, 8, !dbg !217
  br i1 %15, label %8, label %16, !dbg !211, !llvm.loop !218

16:                                               ; preds = %8
  %.1.lcssa = phi i32 [ %13, %8 ], !dbg !220
  %17 = add nuw nsw i32 %.01723, 1, !dbg !221
    #dbg_value(i32 %17, !192, !DIExpression(), !205)
    #dbg_value(i32 %.1.lcssa, !189, !DIExpression(), !204)
  %18 = icmp ult i32 %17, 64, !dbg !222
  br i1 %18, label %2, label %19, !dbg !206, !llvm.loop !223

19:                                               ; preds = %16
  %.018.lcssa = phi i32 [ %.1.lcssa, %16 ], !dbg !204
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %.01924, i32 noundef %.018.lcssa) #4, !dbg !225
  %21 = add nuw nsw i32 %.01924, 1, !dbg !226
    #dbg_value(i32 %21, !187, !DIExpression(), !198)
  %22 = icmp ult i32 %21, 12, !dbg !227
  br i1 %22, label %1, label %23, !dbg !199, !llvm.loop !228

23:                                               ; preds = %19
  ret i32 0, !dbg !230
}

declare !dbg !231 i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 12, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c_unroll_and_jam.c", directory: ".", checksumkind: CSK_MD5, checksum: "c2ee322120243cd77d7d433c2372d15e")
!4 = !{!0, !5, !11, !17}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 11, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !15)
!14 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!15 = !{!16}
!16 = !DISubrange(count: 64)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 11, type: !19, isLocal: false, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 16384, elements: !20)
!20 = !{!16, !21}
!21 = !DISubrange(count: 8)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 256, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!24 = !{!21}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "jam", scope: !3, file: !3, line: 14, type: !33, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !35}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!37, !38, !40, !43}
!37 = !DILocalVariable(name: "n", arg: 1, scope: !32, file: !3, line: 14, type: !35)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 16, type: !35)
!39 = distinct !DILexicalBlock(scope: !32, file: !3, line: 16, column: 3)
!40 = !DILocalVariable(name: "s", scope: !41, file: !3, line: 17, type: !14)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 16, column: 31)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 16, column: 3)
!43 = !DILocalVariable(name: "j", scope: !44, file: !3, line: 19, type: !35)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 19, column: 5)
!45 = !DILocation(line: 0, scope: !32)
!46 = !DILocation(line: 0, scope: !39)
!47 = !DILocation(line: 16, column: 21, scope: !42)
!48 = !DILocation(line: 16, column: 3, scope: !39)
!49 = !DILocation(line: 0, scope: !44)
!50 = !DILocation(line: 0, scope: !41)
!51 = !DILocation(line: 19, column: 5, scope: !44)
!52 = !DILocation(line: 20, column: 12, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 33)
!54 = distinct !DILexicalBlock(scope: !44, file: !3, line: 19, column: 5)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 20, column: 22, scope: !53)
!60 = !DILocation(line: 20, column: 17, scope: !53)
!61 = !DILocation(line: 20, column: 9, scope: !53)
!62 = !DILocation(line: 21, column: 7, scope: !53)
!63 = !DILocation(line: 21, column: 15, scope: !53)
!64 = !DILocation(line: 19, column: 29, scope: !54)
!65 = !DILocation(line: 19, column: 23, scope: !54)
!66 = distinct !{!66, !51, !67, !68}
!67 = !DILocation(line: 22, column: 5, scope: !44)
!68 = !{!"llvm.loop.unroll.disable"}
!69 = !DILocation(line: 23, column: 12, scope: !41)
!70 = !DILocation(line: 23, column: 17, scope: !41)
!71 = !DILocation(line: 23, column: 21, scope: !41)
!72 = !DILocation(line: 23, column: 10, scope: !41)
!73 = !DILocation(line: 16, column: 27, scope: !42)
!74 = distinct !{!74, !48, !75, !76, !68, !77}
!75 = !DILocation(line: 24, column: 3, scope: !39)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !{!"llvm.loop.unroll_and_jam.enable"}
!78 = !DILocation(line: 25, column: 1, scope: !32)
!79 = distinct !DISubprogram(name: "jam3", scope: !3, file: !3, line: 27, type: !33, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!80 = !{!81, !82, !84, !87}
!81 = !DILocalVariable(name: "n", arg: 1, scope: !79, file: !3, line: 27, type: !35)
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 29, type: !35)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 29, column: 3)
!84 = !DILocalVariable(name: "s", scope: !85, file: !3, line: 30, type: !14)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 29, column: 31)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 29, column: 3)
!87 = !DILocalVariable(name: "j", scope: !88, file: !3, line: 32, type: !35)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 32, column: 5)
!89 = !DILocation(line: 0, scope: !79)
!90 = !DILocation(line: 0, scope: !83)
!91 = !DILocation(line: 29, column: 21, scope: !86)
!92 = !DILocation(line: 29, column: 3, scope: !83)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocation(line: 0, scope: !85)
!95 = !DILocation(line: 32, column: 5, scope: !88)
!96 = !DILocation(line: 33, column: 13, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 32, column: 33)
!98 = distinct !DILexicalBlock(scope: !88, file: !3, line: 32, column: 5)
!99 = !DILocation(line: 33, column: 19, scope: !97)
!100 = !DILocation(line: 33, column: 17, scope: !97)
!101 = !DILocation(line: 33, column: 24, scope: !97)
!102 = !DILocation(line: 34, column: 7, scope: !97)
!103 = !DILocation(line: 34, column: 15, scope: !97)
!104 = !DILocation(line: 32, column: 29, scope: !98)
!105 = !DILocation(line: 32, column: 23, scope: !98)
!106 = distinct !{!106, !95, !107, !68}
!107 = !DILocation(line: 35, column: 5, scope: !88)
!108 = !DILocation(line: 36, column: 5, scope: !85)
!109 = !DILocation(line: 36, column: 10, scope: !85)
!110 = !DILocation(line: 29, column: 27, scope: !86)
!111 = distinct !{!111, !92, !112, !76, !68, !113}
!112 = !DILocation(line: 37, column: 3, scope: !83)
!113 = !{!"llvm.loop.unroll_and_jam.count", i32 3}
!114 = !DILocation(line: 38, column: 1, scope: !79)
!115 = distinct !DISubprogram(name: "no_jam", scope: !3, file: !3, line: 40, type: !33, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!116 = !{!117, !118, !120, !123}
!117 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !3, line: 40, type: !35)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 42, type: !35)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 42, column: 3)
!120 = !DILocalVariable(name: "s", scope: !121, file: !3, line: 43, type: !14)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 42, column: 31)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 42, column: 3)
!123 = !DILocalVariable(name: "j", scope: !124, file: !3, line: 45, type: !35)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 45, column: 5)
!125 = !DILocation(line: 0, scope: !115)
!126 = !DILocation(line: 0, scope: !119)
!127 = !DILocation(line: 42, column: 21, scope: !122)
!128 = !DILocation(line: 42, column: 3, scope: !119)
!129 = !DILocation(line: 0, scope: !124)
!130 = !DILocation(line: 0, scope: !121)
!131 = !DILocation(line: 45, column: 5, scope: !124)
!132 = !DILocation(line: 46, column: 12, scope: !133)
!133 = distinct !DILexicalBlock(scope: !124, file: !3, line: 45, column: 5)
!134 = !DILocation(line: 46, column: 9, scope: !133)
!135 = !DILocation(line: 45, column: 29, scope: !133)
!136 = !DILocation(line: 45, column: 23, scope: !133)
!137 = distinct !{!137, !131, !138, !68}
!138 = !DILocation(line: 46, column: 18, scope: !124)
!139 = !DILocation(line: 47, column: 5, scope: !121)
!140 = !DILocation(line: 47, column: 10, scope: !121)
!141 = !DILocation(line: 42, column: 27, scope: !122)
!142 = distinct !{!142, !128, !143, !76, !68, !144}
!143 = !DILocation(line: 48, column: 3, scope: !119)
!144 = !{!"llvm.loop.unroll_and_jam.disable"}
!145 = !DILocation(line: 49, column: 1, scope: !115)
!146 = distinct !DISubprogram(name: "jam_then_unroll", scope: !3, file: !3, line: 51, type: !33, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!147 = !{!148, !149, !151, !154}
!148 = !DILocalVariable(name: "n", arg: 1, scope: !146, file: !3, line: 51, type: !35)
!149 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 54, type: !35)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 54, column: 3)
!151 = !DILocalVariable(name: "s", scope: !152, file: !3, line: 55, type: !14)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 54, column: 31)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 54, column: 3)
!154 = !DILocalVariable(name: "j", scope: !155, file: !3, line: 57, type: !35)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 57, column: 5)
!156 = !DILocation(line: 0, scope: !146)
!157 = !DILocation(line: 0, scope: !150)
!158 = !DILocation(line: 54, column: 21, scope: !153)
!159 = !DILocation(line: 54, column: 3, scope: !150)
!160 = !DILocation(line: 0, scope: !155)
!161 = !DILocation(line: 0, scope: !152)
!162 = !DILocation(line: 57, column: 5, scope: !155)
!163 = !DILocation(line: 58, column: 13, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 57, column: 33)
!165 = distinct !DILexicalBlock(scope: !155, file: !3, line: 57, column: 5)
!166 = !DILocation(line: 58, column: 19, scope: !164)
!167 = !DILocation(line: 58, column: 17, scope: !164)
!168 = !DILocation(line: 59, column: 7, scope: !164)
!169 = !DILocation(line: 59, column: 15, scope: !164)
!170 = !DILocation(line: 57, column: 29, scope: !165)
!171 = !DILocation(line: 57, column: 23, scope: !165)
!172 = distinct !{!172, !162, !173, !68}
!173 = !DILocation(line: 60, column: 5, scope: !155)
!174 = !DILocation(line: 61, column: 5, scope: !152)
!175 = !DILocation(line: 61, column: 10, scope: !152)
!176 = !DILocation(line: 54, column: 27, scope: !153)
!177 = distinct !{!177, !159, !178, !76, !113, !179}
!178 = !DILocation(line: 62, column: 3, scope: !150)
!179 = !{!"llvm.loop.unroll_and_jam.followup_outer", !180}
!180 = distinct !{!180, !159, !178, !76, !144, !181}
!181 = !{!"llvm.loop.unroll.count", i32 2}
!182 = !DILocation(line: 63, column: 1, scope: !146)
!183 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 65, type: !184, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!35}
!186 = !{!187, !189, !192, !194}
!187 = !DILocalVariable(name: "n", scope: !188, file: !3, line: 67, type: !35)
!188 = distinct !DILexicalBlock(scope: !183, file: !3, line: 67, column: 3)
!189 = !DILocalVariable(name: "h", scope: !190, file: !3, line: 72, type: !14)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 67, column: 32)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 67, column: 3)
!192 = !DILocalVariable(name: "i", scope: !193, file: !3, line: 74, type: !35)
!193 = distinct !DILexicalBlock(scope: !190, file: !3, line: 74, column: 5)
!194 = !DILocalVariable(name: "j", scope: !195, file: !3, line: 77, type: !35)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 77, column: 7)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 74, column: 34)
!197 = distinct !DILexicalBlock(scope: !193, file: !3, line: 74, column: 5)
!198 = !DILocation(line: 0, scope: !188)
!199 = !DILocation(line: 67, column: 3, scope: !188)
!200 = !DILocation(line: 68, column: 5, scope: !190)
!201 = !DILocation(line: 69, column: 5, scope: !190)
!202 = !DILocation(line: 70, column: 5, scope: !190)
!203 = !DILocation(line: 71, column: 5, scope: !190)
!204 = !DILocation(line: 0, scope: !190)
!205 = !DILocation(line: 0, scope: !193)
!206 = !DILocation(line: 74, column: 5, scope: !193)
!207 = !DILocation(line: 75, column: 13, scope: !196)
!208 = !DILocation(line: 75, column: 20, scope: !196)
!209 = !DILocation(line: 75, column: 18, scope: !196)
!210 = !DILocation(line: 0, scope: !195)
!211 = !DILocation(line: 77, column: 7, scope: !195)
!212 = !DILocation(line: 78, column: 15, scope: !213)
!213 = distinct !DILexicalBlock(scope: !195, file: !3, line: 77, column: 7)
!214 = !DILocation(line: 78, column: 21, scope: !213)
!215 = !DILocation(line: 78, column: 19, scope: !213)
!216 = !DILocation(line: 77, column: 31, scope: !213)
!217 = !DILocation(line: 77, column: 25, scope: !213)
!218 = distinct !{!218, !211, !219, !76, !68}
!219 = !DILocation(line: 78, column: 27, scope: !195)
!220 = !DILocation(line: 0, scope: !196)
!221 = !DILocation(line: 74, column: 30, scope: !197)
!222 = !DILocation(line: 74, column: 23, scope: !197)
!223 = distinct !{!223, !206, !224, !76, !68}
!224 = !DILocation(line: 79, column: 5, scope: !193)
!225 = !DILocation(line: 80, column: 5, scope: !190)
!226 = !DILocation(line: 67, column: 28, scope: !191)
!227 = !DILocation(line: 67, column: 21, scope: !191)
!228 = distinct !{!228, !199, !229, !76, !68}
!229 = !DILocation(line: 81, column: 3, scope: !188)
!230 = !DILocation(line: 82, column: 3, scope: !183)
!231 = !DISubprogram(name: "printf", scope: !232, file: !232, line: 356, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!233 = !DISubroutineType(types: !234)
!234 = !{!35, !235, null}
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !236)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)

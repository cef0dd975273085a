; ModuleID = 'bench_sort.c'
source_filename = "bench_sort.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"unsorted\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%ld %lu\0A\00", align 1
@state = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %26, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = add i8 %7, -48
  %9 = icmp ult i8 %8, 10
  br i1 %9, label %14, label %10

10:                                               ; preds = %14, %4
  %11 = phi i32 [ 0, %4 ], [ %21, %14 ]
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 1)
  %13 = mul nuw nsw i32 %12, 2000
  br label %26

14:                                               ; preds = %4, %14
  %15 = phi i8 [ %23, %14 ], [ %7, %4 ]
  %16 = phi ptr [ %22, %14 ], [ %6, %4 ]
  %17 = phi i32 [ %21, %14 ], [ 0, %4 ]
  %18 = mul nsw i32 %17, 10
  %19 = add nsw i8 %15, -48
  %20 = zext nneg i8 %19 to i32
  %21 = add nsw i32 %18, %20
  %22 = getelementptr inbounds i8, ptr %16, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %24 = add i8 %23, -48
  %25 = icmp ult i8 %24, 10
  br i1 %25, label %14, label %10, !llvm.loop !10

26:                                               ; preds = %2, %10
  %27 = phi i32 [ %13, %10 ], [ 2000, %2 ]
  %28 = zext nneg i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = tail call ptr @malloc(i64 noundef %29) #11
  %31 = load i32, ptr @state, align 4, !tbaa !12
  %32 = zext nneg i32 %27 to i64
  br label %36

33:                                               ; preds = %36
  store i32 %46, ptr @state, align 4, !tbaa !12
  %34 = add nsw i32 %27, -1
  tail call fastcc void @quicksort(ptr noundef nonnull %30, i32 noundef 0, i32 noundef %34)
  %35 = icmp sgt i32 %27, 1
  br i1 %35, label %57, label %55

36:                                               ; preds = %36, %26
  %37 = phi i64 [ 0, %26 ], [ %50, %36 ]
  %38 = phi i32 [ %31, %26 ], [ %46, %36 ]
  %39 = mul i32 %38, 1103515245
  %40 = add i32 %39, 12345
  %41 = lshr i32 %40, 7
  %42 = urem i32 %41, 1000000
  %43 = getelementptr inbounds i32, ptr %30, i64 %37
  store i32 %42, ptr %43, align 4, !tbaa !12
  %44 = or disjoint i64 %37, 1
  %45 = mul i32 %40, 1103515245
  %46 = add i32 %45, 12345
  %47 = lshr i32 %46, 7
  %48 = urem i32 %47, 1000000
  %49 = getelementptr inbounds i32, ptr %30, i64 %44
  store i32 %48, ptr %49, align 4, !tbaa !12
  %50 = add nuw nsw i64 %37, 2
  %51 = icmp eq i64 %50, %32
  br i1 %51, label %33, label %36, !llvm.loop !14

52:                                               ; preds = %57
  %53 = add nuw nsw i64 %58, 1
  %54 = icmp eq i64 %53, %28
  br i1 %54, label %55, label %57, !llvm.loop !15

55:                                               ; preds = %52, %33
  %56 = icmp slt i32 %27, 1
  br label %68

57:                                               ; preds = %33, %52
  %58 = phi i64 [ %53, %52 ], [ 1, %33 ]
  %59 = getelementptr i32, ptr %30, i64 %58
  %60 = getelementptr i8, ptr %59, i64 -4
  %61 = load i32, ptr %60, align 4, !tbaa !12
  %62 = load i32, ptr %59, align 4, !tbaa !12
  %63 = icmp sgt i32 %61, %62
  br i1 %63, label %64, label %52

64:                                               ; preds = %57
  %65 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str)
  br label %110

66:                                               ; preds = %93
  store i32 %73, ptr @state, align 4, !tbaa !12
  %67 = sext i32 %27 to i64
  br label %101

68:                                               ; preds = %55, %93
  %69 = phi i32 [ 0, %55 ], [ %98, %93 ]
  %70 = phi i32 [ 0, %55 ], [ %97, %93 ]
  %71 = phi i32 [ %46, %55 ], [ %73, %93 ]
  %72 = mul i32 %71, 1103515245
  %73 = add i32 %72, 12345
  %74 = lshr i32 %73, 7
  %75 = urem i32 %74, 1000000
  br i1 %56, label %93, label %76

76:                                               ; preds = %68, %86
  %77 = phi i32 [ %91, %86 ], [ %34, %68 ]
  %78 = phi i32 [ %90, %86 ], [ 0, %68 ]
  %79 = sub nsw i32 %77, %78
  %80 = sdiv i32 %79, 2
  %81 = add nsw i32 %80, %78
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %30, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !12
  %85 = icmp eq i32 %84, %75
  br i1 %85, label %93, label %86

86:                                               ; preds = %76
  %87 = icmp slt i32 %84, %75
  %88 = add nsw i32 %81, 1
  %89 = add nsw i32 %81, -1
  %90 = select i1 %87, i32 %88, i32 %78
  %91 = select i1 %87, i32 %77, i32 %89
  %92 = icmp sgt i32 %90, %91
  br i1 %92, label %93, label %76

93:                                               ; preds = %76, %86, %68
  %94 = phi i32 [ -1, %68 ], [ -1, %86 ], [ %81, %76 ]
  %95 = icmp sgt i32 %94, -1
  %96 = zext i1 %95 to i32
  %97 = add nuw nsw i32 %70, %96
  %98 = add nuw nsw i32 %69, 1
  %99 = icmp eq i32 %98, %27
  br i1 %99, label %66, label %68, !llvm.loop !16

100:                                              ; preds = %101
  tail call void (ptr, ...) @printf(ptr poison, i32 noundef %97, i32 noundef %107)
  tail call void @free(ptr noundef nonnull %30)
  br label %110

101:                                              ; preds = %66, %101
  %102 = phi i64 [ 0, %66 ], [ %108, %101 ]
  %103 = phi i32 [ 0, %66 ], [ %107, %101 ]
  %104 = mul i32 %103, 31
  %105 = getelementptr inbounds i32, ptr %30, i64 %102
  %106 = load i32, ptr %105, align 4, !tbaa !12
  %107 = add i32 %106, %104
  %108 = add nuw nsw i64 %102, 7
  %109 = icmp slt i64 %108, %67
  br i1 %109, label %101, label %100, !llvm.loop !17

110:                                              ; preds = %64, %100
  %111 = phi i32 [ 0, %100 ], [ 1, %64 ]
  ret i32 %111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quicksort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %55

5:                                                ; preds = %3, %51
  %6 = phi i32 [ %53, %51 ], [ %1, %3 ]
  %7 = phi i32 [ %52, %51 ], [ %2, %3 ]
  %8 = sub nsw i32 %7, %6
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %9, %6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !12
  br label %14

14:                                               ; preds = %5, %41
  %15 = phi i32 [ %7, %5 ], [ %43, %41 ]
  %16 = phi i32 [ %6, %5 ], [ %42, %41 ]
  %17 = sext i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ %23, %18 ], [ %17, %14 ]
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !12
  %22 = icmp slt i32 %21, %13
  %23 = add nsw i64 %19, 1
  br i1 %22, label %18, label %24, !llvm.loop !18

24:                                               ; preds = %18
  %25 = getelementptr inbounds i32, ptr %0, i64 %19
  %26 = trunc nsw i64 %19 to i32
  %27 = sext i32 %15 to i64
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi i64 [ %33, %28 ], [ %27, %24 ]
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !12
  %32 = icmp sgt i32 %31, %13
  %33 = add nsw i64 %29, -1
  br i1 %32, label %28, label %34, !llvm.loop !19

34:                                               ; preds = %28
  %35 = trunc nsw i64 %29 to i32
  %36 = icmp sgt i64 %19, %29
  br i1 %36, label %41, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds i32, ptr %0, i64 %29
  store i32 %31, ptr %25, align 4, !tbaa !12
  store i32 %21, ptr %38, align 4, !tbaa !12
  %39 = add nsw i32 %26, 1
  %40 = add nsw i32 %35, -1
  br label %41

41:                                               ; preds = %37, %34
  %42 = phi i32 [ %39, %37 ], [ %26, %34 ]
  %43 = phi i32 [ %40, %37 ], [ %35, %34 ]
  %44 = icmp sgt i32 %42, %43
  br i1 %44, label %45, label %14, !llvm.loop !20

45:                                               ; preds = %41
  %46 = sub nsw i32 %43, %6
  %47 = sub nsw i32 %7, %42
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %50

49:                                               ; preds = %45
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %43)
  br label %51

50:                                               ; preds = %45
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %42, i32 noundef %7)
  br label %51

51:                                               ; preds = %50, %49
  %52 = phi i32 [ %7, %49 ], [ %43, %50 ]
  %53 = phi i32 [ %42, %49 ], [ %6, %50 ]
  %54 = icmp slt i32 %53, %52
  br i1 %54, label %5, label %55, !llvm.loop !21

55:                                               ; preds = %51, %3
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr nocapture nonnull readnone %0, ...) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull @.str.1, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { allocsize(0) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}

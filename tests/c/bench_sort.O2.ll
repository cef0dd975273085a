; ModuleID = 'bench_sort.c'
source_filename = "bench_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %13 = zext nneg i32 %12 to i64
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

26:                                               ; preds = %10, %2
  %27 = phi i64 [ %13, %10 ], [ 1, %2 ]
  %28 = mul nuw nsw i64 %27, 2000
  %29 = mul nuw nsw i64 %27, 8000
  %30 = tail call noalias ptr @malloc(i64 noundef %29) #6
  %31 = load i32, ptr @state, align 4, !tbaa !12
  br label %34

32:                                               ; preds = %34
  store i32 %44, ptr @state, align 4, !tbaa !12
  %33 = add nsw i64 %28, -1
  tail call fastcc void @quicksort(ptr noundef nonnull %30, i64 noundef 0, i64 noundef %33)
  br label %53

34:                                               ; preds = %34, %26
  %35 = phi i64 [ 0, %26 ], [ %48, %34 ]
  %36 = phi i32 [ %31, %26 ], [ %44, %34 ]
  %37 = mul i32 %36, 1103515245
  %38 = add i32 %37, 12345
  %39 = lshr i32 %38, 7
  %40 = urem i32 %39, 1000000
  %41 = getelementptr inbounds i32, ptr %30, i64 %35
  store i32 %40, ptr %41, align 4, !tbaa !12
  %42 = or disjoint i64 %35, 1
  %43 = mul i32 %38, 1103515245
  %44 = add i32 %43, 12345
  %45 = lshr i32 %44, 7
  %46 = urem i32 %45, 1000000
  %47 = getelementptr inbounds i32, ptr %30, i64 %42
  store i32 %46, ptr %47, align 4, !tbaa !12
  %48 = add nuw nsw i64 %35, 2
  %49 = icmp eq i64 %48, %28
  br i1 %49, label %32, label %34, !llvm.loop !14

50:                                               ; preds = %53
  %51 = add nuw nsw i64 %54, 1
  %52 = icmp eq i64 %51, %28
  br i1 %52, label %73, label %53, !llvm.loop !15

53:                                               ; preds = %32, %50
  %54 = phi i64 [ %51, %50 ], [ 1, %32 ]
  %55 = getelementptr i32, ptr %30, i64 %54
  %56 = getelementptr i8, ptr %55, i64 -4
  %57 = load i32, ptr %56, align 4, !tbaa !12
  %58 = load i32, ptr %55, align 4, !tbaa !12
  %59 = icmp sgt i32 %57, %58
  br i1 %59, label %60, label %50

60:                                               ; preds = %53
  %61 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str)
  br label %151

62:                                               ; preds = %97
  store i32 %78, ptr @state, align 4, !tbaa !12
  %63 = add nsw i64 %28, -1
  %64 = udiv i64 %63, 7
  %65 = add nuw nsw i64 %64, 1
  %66 = and i64 %65, 3
  %67 = icmp ult i64 %63, 21
  br i1 %67, label %104, label %68

68:                                               ; preds = %62
  %69 = and i64 %65, 9223372036854775804
  %70 = getelementptr inbounds i8, ptr %30, i64 28
  %71 = getelementptr inbounds i8, ptr %30, i64 56
  %72 = getelementptr inbounds i8, ptr %30, i64 84
  br label %124

73:                                               ; preds = %50, %97
  %74 = phi i64 [ %102, %97 ], [ 0, %50 ]
  %75 = phi i64 [ %101, %97 ], [ 0, %50 ]
  %76 = phi i32 [ %78, %97 ], [ %44, %50 ]
  %77 = mul i32 %76, 1103515245
  %78 = add i32 %77, 12345
  %79 = lshr i32 %78, 7
  %80 = urem i32 %79, 1000000
  br label %81

81:                                               ; preds = %73, %90
  %82 = phi i64 [ %95, %90 ], [ %33, %73 ]
  %83 = phi i64 [ %94, %90 ], [ 0, %73 ]
  %84 = sub nsw i64 %82, %83
  %85 = sdiv i64 %84, 2
  %86 = add nsw i64 %85, %83
  %87 = getelementptr inbounds i32, ptr %30, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !12
  %89 = icmp eq i32 %88, %80
  br i1 %89, label %97, label %90

90:                                               ; preds = %81
  %91 = icmp slt i32 %88, %80
  %92 = add nsw i64 %86, 1
  %93 = add nsw i64 %86, -1
  %94 = select i1 %91, i64 %92, i64 %83
  %95 = select i1 %91, i64 %82, i64 %93
  %96 = icmp sgt i64 %94, %95
  br i1 %96, label %97, label %81

97:                                               ; preds = %81, %90
  %98 = phi i64 [ %86, %81 ], [ -1, %90 ]
  %99 = icmp sgt i64 %98, -1
  %100 = zext i1 %99 to i64
  %101 = add nuw nsw i64 %75, %100
  %102 = add nuw nsw i64 %74, 1
  %103 = icmp eq i64 %102, %28
  br i1 %103, label %62, label %73, !llvm.loop !16

104:                                              ; preds = %124, %62
  %105 = phi i64 [ poison, %62 ], [ %147, %124 ]
  %106 = phi i64 [ 0, %62 ], [ %148, %124 ]
  %107 = phi i64 [ 0, %62 ], [ %147, %124 ]
  %108 = icmp eq i64 %66, 0
  br i1 %108, label %121, label %109

109:                                              ; preds = %104, %109
  %110 = phi i64 [ %118, %109 ], [ %106, %104 ]
  %111 = phi i64 [ %117, %109 ], [ %107, %104 ]
  %112 = phi i64 [ %119, %109 ], [ 0, %104 ]
  %113 = mul i64 %111, 31
  %114 = getelementptr inbounds i32, ptr %30, i64 %110
  %115 = load i32, ptr %114, align 4, !tbaa !12
  %116 = zext i32 %115 to i64
  %117 = add i64 %113, %116
  %118 = add nuw nsw i64 %110, 7
  %119 = add i64 %112, 1
  %120 = icmp eq i64 %119, %66
  br i1 %120, label %121, label %109, !llvm.loop !17

121:                                              ; preds = %109, %104
  %122 = phi i64 [ %105, %104 ], [ %117, %109 ]
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %101, i64 noundef %122)
  tail call void @free(ptr noundef nonnull %30) #7
  br label %151

124:                                              ; preds = %124, %68
  %125 = phi i64 [ 0, %68 ], [ %148, %124 ]
  %126 = phi i64 [ 0, %68 ], [ %147, %124 ]
  %127 = phi i64 [ 0, %68 ], [ %149, %124 ]
  %128 = mul i64 %126, 31
  %129 = getelementptr inbounds i32, ptr %30, i64 %125
  %130 = load i32, ptr %129, align 4, !tbaa !12
  %131 = zext i32 %130 to i64
  %132 = add i64 %128, %131
  %133 = mul i64 %132, 31
  %134 = getelementptr inbounds i32, ptr %70, i64 %125
  %135 = load i32, ptr %134, align 4, !tbaa !12
  %136 = zext i32 %135 to i64
  %137 = add i64 %133, %136
  %138 = mul i64 %137, 31
  %139 = getelementptr inbounds i32, ptr %71, i64 %125
  %140 = load i32, ptr %139, align 4, !tbaa !12
  %141 = zext i32 %140 to i64
  %142 = add i64 %138, %141
  %143 = mul i64 %142, 31
  %144 = getelementptr inbounds i32, ptr %72, i64 %125
  %145 = load i32, ptr %144, align 4, !tbaa !12
  %146 = zext i32 %145 to i64
  %147 = add i64 %143, %146
  %148 = add nuw nsw i64 %125, 28
  %149 = add nuw nsw i64 %127, 4
  %150 = icmp eq i64 %149, %69
  br i1 %150, label %104, label %124, !llvm.loop !19

151:                                              ; preds = %60, %121
  %152 = phi i32 [ 0, %121 ], [ 1, %60 ]
  ret i32 %152
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quicksort(ptr noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i64 %1, %2
  br i1 %4, label %5, label %48

5:                                                ; preds = %3, %44
  %6 = phi i64 [ %46, %44 ], [ %1, %3 ]
  %7 = phi i64 [ %45, %44 ], [ %2, %3 ]
  %8 = sub nsw i64 %7, %6
  %9 = sdiv i64 %8, 2
  %10 = getelementptr i32, ptr %0, i64 %6
  %11 = getelementptr i32, ptr %10, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !12
  br label %13

13:                                               ; preds = %5, %34
  %14 = phi i64 [ %7, %5 ], [ %36, %34 ]
  %15 = phi i64 [ %6, %5 ], [ %35, %34 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i64 [ %21, %16 ], [ %15, %13 ]
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !12
  %20 = icmp slt i32 %19, %12
  %21 = add nsw i64 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !20

22:                                               ; preds = %16
  %23 = getelementptr inbounds i32, ptr %0, i64 %17
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %14, %22 ]
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !12
  %28 = icmp sgt i32 %27, %12
  %29 = add nsw i64 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !21

30:                                               ; preds = %24
  %31 = icmp sgt i64 %17, %25
  br i1 %31, label %34, label %32

32:                                               ; preds = %30
  %33 = getelementptr inbounds i32, ptr %0, i64 %25
  store i32 %27, ptr %23, align 4, !tbaa !12
  store i32 %19, ptr %33, align 4, !tbaa !12
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %21, %32 ], [ %17, %30 ]
  %36 = phi i64 [ %29, %32 ], [ %25, %30 ]
  %37 = icmp sgt i64 %35, %36
  br i1 %37, label %38, label %13, !llvm.loop !22

38:                                               ; preds = %34
  %39 = sub nsw i64 %36, %6
  %40 = sub nsw i64 %7, %35
  %41 = icmp slt i64 %39, %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %38
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i64 noundef %6, i64 noundef %36)
  br label %44

43:                                               ; preds = %38
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i64 noundef %35, i64 noundef %7)
  br label %44

44:                                               ; preds = %43, %42
  %45 = phi i64 [ %7, %42 ], [ %36, %43 ]
  %46 = phi i64 [ %35, %42 ], [ %6, %43 ]
  %47 = icmp slt i64 %46, %45
  br i1 %47, label %5, label %48, !llvm.loop !23

48:                                               ; preds = %44, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}

; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.state = type { ptr, i32 }

@__const.main.fact = private unnamed_addr constant [19 x i32] [i32 0, i32 1, i32 0, i32 10, i32 3, i32 7, i32 4, i32 0, i32 0, i32 1, i32 4, i32 3, i32 0, i32 0, i32 1, i32 4, i32 6, i32 4, i32 8], align 16
@.str = private unnamed_addr constant [10 x i8] c"run: %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [11 x i32] [i32 0, i32 5, i32 7, i32 6, i32 3, i32 5, i32 2, i32 0, i32 7, i32 2, i32 8], align 16
@.str.1 = private unnamed_addr constant [11 x i8] c"loop: %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"relative(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"resumable: %d\0A\00", align 1
@run.table = internal unnamed_addr constant [9 x ptr] [ptr blockaddress(@run, %3), ptr blockaddress(@run, %18), ptr blockaddress(@run, %31), ptr blockaddress(@run, %44), ptr blockaddress(@run, %55), ptr blockaddress(@run, %67), ptr blockaddress(@run, %83), ptr blockaddress(@run, %92), ptr blockaddress(@run, %102)], align 16
@.str.6 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@relative.offsets = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %12) to i64), i64 ptrtoint (ptr blockaddress(@relative, %9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %19) to i64), i64 ptrtoint (ptr blockaddress(@relative, %9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %22) to i64), i64 ptrtoint (ptr blockaddress(@relative, %9) to i64)) to i32)], align 4
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.state, align 8
  %2 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %4 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.loop)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4)
  %6 = tail call fastcc i32 @relative(i32 noundef -1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef %6)
  %8 = tail call fastcc i32 @relative(i32 noundef 2)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %8)
  %10 = tail call fastcc i32 @relative(i32 noundef 5)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %10)
  %12 = tail call fastcc i32 @relative(i32 noundef 8)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8, i32 noundef %12)
  %14 = tail call fastcc i32 @relative(i32 noundef 11)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef %14)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %16 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %16)
  %18 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %18)
  %20 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %20)
  %22 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22)
  %24 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %24)
  %26 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  %28 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %28)
  %30 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %30)
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #0 {
  %2 = alloca [64 x i64], align 16
  br label %113

3:                                                ; preds = %113
  %4 = sext i32 %116 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = add nsw i32 %117, 1
  %9 = sext i32 %117 to i64
  %10 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %9
  store i64 %7, ptr %10, align 8, !tbaa !9
  %11 = add nsw i32 %116, 2
  %12 = getelementptr i8, ptr %5, i64 4
  br label %13

13:                                               ; preds = %3, %18, %31, %44, %55, %78, %83, %92
  %14 = phi ptr [ %12, %3 ], [ %30, %18 ], [ %43, %31 ], [ %54, %44 ], [ %66, %55 ], [ %82, %78 ], [ %91, %83 ], [ %101, %92 ]
  %15 = phi i64 [ %115, %3 ], [ %115, %18 ], [ %115, %31 ], [ %115, %44 ], [ %115, %55 ], [ %115, %78 ], [ %115, %83 ], [ %98, %92 ]
  %16 = phi i32 [ %11, %3 ], [ %28, %18 ], [ %41, %31 ], [ %52, %44 ], [ %64, %55 ], [ %80, %78 ], [ %89, %83 ], [ %99, %92 ]
  %17 = phi i32 [ %8, %3 ], [ %19, %18 ], [ %32, %31 ], [ %51, %44 ], [ %117, %55 ], [ %69, %78 ], [ %117, %83 ], [ %117, %92 ]
  br label %113

18:                                               ; preds = %113
  %19 = add nsw i32 %117, -1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !9
  %23 = add nsw i32 %117, -2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !9
  %27 = add nsw i64 %26, %22
  store i64 %27, ptr %25, align 8, !tbaa !9
  %28 = add nsw i32 %116, 1
  %29 = sext i32 %116 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  br label %13

31:                                               ; preds = %113
  %32 = add nsw i32 %117, -1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8, !tbaa !9
  %36 = add nsw i32 %117, -2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !9
  %40 = mul nsw i64 %39, %35
  store i64 %40, ptr %38, align 8, !tbaa !9
  %41 = add nsw i32 %116, 1
  %42 = sext i32 %116 to i64
  %43 = getelementptr inbounds i32, ptr %0, i64 %42
  br label %13

44:                                               ; preds = %113
  %45 = add nsw i32 %117, -1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %46
  %48 = load i64, ptr %47, align 8, !tbaa !9
  %49 = sext i32 %117 to i64
  %50 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %49
  store i64 %48, ptr %50, align 8, !tbaa !9
  %51 = add nsw i32 %117, 1
  %52 = add nsw i32 %116, 1
  %53 = sext i32 %116 to i64
  %54 = getelementptr inbounds i32, ptr %0, i64 %53
  br label %13

55:                                               ; preds = %113
  %56 = add nsw i32 %117, -1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !9
  %60 = add nsw i32 %117, -2
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !9
  store i64 %63, ptr %58, align 8, !tbaa !9
  store i64 %59, ptr %62, align 8, !tbaa !9
  %64 = add nsw i32 %116, 1
  %65 = sext i32 %116 to i64
  %66 = getelementptr inbounds i32, ptr %0, i64 %65
  br label %13

67:                                               ; preds = %113
  %68 = add nsw i32 %116, 1
  %69 = add nsw i32 %117, -1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8, !tbaa !9
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %78, label %74

74:                                               ; preds = %67
  %75 = sext i32 %116 to i64
  %76 = getelementptr inbounds i32, ptr %0, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %74, %67
  %79 = phi i32 [ %77, %74 ], [ %68, %67 ]
  %80 = add nsw i32 %79, 1
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i32, ptr %0, i64 %81
  br label %13

83:                                               ; preds = %113
  %84 = add nsw i32 %117, -1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %85
  %87 = load i64, ptr %86, align 8, !tbaa !9
  %88 = add nsw i64 %87, -1
  store i64 %88, ptr %86, align 8, !tbaa !9
  %89 = add nsw i32 %116, 1
  %90 = sext i32 %116 to i64
  %91 = getelementptr inbounds i32, ptr %0, i64 %90
  br label %13

92:                                               ; preds = %113
  %93 = add nsw i32 %117, -1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !9
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %96)
  %98 = add nsw i64 %115, 1
  %99 = add nsw i32 %116, 1
  %100 = sext i32 %116 to i64
  %101 = getelementptr inbounds i32, ptr %0, i64 %100
  br label %13

102:                                              ; preds = %113
  %103 = icmp sgt i32 %117, 0
  br i1 %103, label %104, label %109

104:                                              ; preds = %102
  %105 = add nsw i32 %117, -1
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8, !tbaa !9
  br label %109

109:                                              ; preds = %102, %104
  %110 = phi i64 [ %108, %104 ], [ 0, %102 ]
  %111 = mul nsw i64 %115, 1000
  %112 = add nsw i64 %110, %111
  ret i64 %112

113:                                              ; preds = %13, %1
  %114 = phi ptr [ %0, %1 ], [ %14, %13 ]
  %115 = phi i64 [ 0, %1 ], [ %15, %13 ]
  %116 = phi i32 [ 1, %1 ], [ %16, %13 ]
  %117 = phi i32 [ 0, %1 ], [ %17, %13 ]
  %118 = load i32, ptr %114, align 4, !tbaa !5
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %119
  %121 = load ptr, ptr %120, align 8, !tbaa !11
  indirectbr ptr %121, [label %3, label %18, label %31, label %44, label %55, label %67, label %83, label %92, label %102]
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @relative(i32 noundef %0) #2 {
  br label %2

2:                                                ; preds = %15, %1
  %3 = phi i32 [ %0, %1 ], [ %18, %15 ]
  %4 = phi i32 [ 0, %1 ], [ %17, %15 ]
  %5 = icmp slt i32 %3, 0
  %6 = and i32 %3, 1
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds [3 x i32], ptr @relative.offsets, i64 0, i64 %7
  br label %9

9:                                                ; preds = %2, %23
  br i1 %5, label %23, label %10

10:                                               ; preds = %9
  %11 = load i32, ptr %8, align 4, !tbaa !5
  br label %23

12:                                               ; preds = %23
  %13 = sdiv i32 %3, 2
  %14 = add nsw i32 %4, %13
  br label %15

15:                                               ; preds = %12, %19
  %16 = phi i32 [ -3, %12 ], [ -1, %19 ]
  %17 = phi i32 [ %14, %12 ], [ %21, %19 ]
  %18 = add nsw i32 %3, %16
  br label %2

19:                                               ; preds = %23
  %20 = mul nsw i32 %4, 3
  %21 = add nsw i32 %20, 1
  br label %15

22:                                               ; preds = %23
  ret i32 %4

23:                                               ; preds = %9, %10
  %24 = phi i32 [ %11, %10 ], [ trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %22) to i64), i64 ptrtoint (ptr blockaddress(@relative, %9) to i64)) to i32), %9 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr blockaddress(@relative, %9), i64 %25
  indirectbr ptr %26, [label %12, label %9, label %19, label %22]
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @resumable(ptr nocapture noundef %0) #4 {
  %2 = load ptr, ptr %0, align 8, !tbaa !13
  %3 = icmp eq ptr %2, null
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  indirectbr ptr %2, [label %11, label %7]

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %6, align 8, !tbaa !15
  br label %7

7:                                                ; preds = %4, %5
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !15
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %8, align 8, !tbaa !15
  br label %17

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !15
  %14 = add nsw i32 %13, 10
  store i32 %14, ptr %12, align 8, !tbaa !15
  %15 = icmp sgt i32 %13, 30
  %16 = select i1 %15, ptr blockaddress(@resumable, %7), ptr blockaddress(@resumable, %11)
  br label %17

17:                                               ; preds = %11, %7
  %18 = phi ptr [ %16, %11 ], [ blockaddress(@resumable, %11), %7 ]
  %19 = phi i32 [ %14, %11 ], [ %10, %7 ]
  store ptr %18, ptr %0, align 8, !tbaa !13
  ret i32 %19
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"state", !12, i64 0, !6, i64 8}
!15 = !{!14, !6, i64 8}

; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.state = type { ptr, i32 }

@__const.main.fact = private unnamed_addr constant [19 x i32] [i32 0, i32 1, i32 0, i32 10, i32 3, i32 7, i32 4, i32 0, i32 0, i32 1, i32 4, i32 3, i32 0, i32 0, i32 1, i32 4, i32 6, i32 4, i32 8], align 16
@.str = private unnamed_addr constant [10 x i8] c"run: %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [11 x i32] [i32 0, i32 5, i32 7, i32 6, i32 3, i32 5, i32 2, i32 0, i32 7, i32 2, i32 8], align 16
@.str.1 = private unnamed_addr constant [11 x i8] c"loop: %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"relative(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"resumable: %d\0A\00", align 1
@run.table = internal unnamed_addr constant [9 x ptr] [ptr blockaddress(@run, %3), ptr blockaddress(@run, %17), ptr blockaddress(@run, %30), ptr blockaddress(@run, %43), ptr blockaddress(@run, %54), ptr blockaddress(@run, %66), ptr blockaddress(@run, %82), ptr blockaddress(@run, %91), ptr blockaddress(@run, %100)], align 16
@.str.6 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@relative.offsets = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %12) to i64), i64 ptrtoint (ptr blockaddress(@relative, %9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %19) to i64), i64 ptrtoint (ptr blockaddress(@relative, %9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %22) to i64), i64 ptrtoint (ptr blockaddress(@relative, %9) to i64)) to i32)], align 4
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.state, align 8
  %2 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.fact)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %2)
  %3 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.loop)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %3)
  %4 = tail call fastcc i32 @relative(i32 noundef -1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef %4)
  %5 = tail call fastcc i32 @relative(i32 noundef 2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %5)
  %6 = tail call fastcc i32 @relative(i32 noundef 5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %6)
  %7 = tail call fastcc i32 @relative(i32 noundef 8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 8, i32 noundef %7)
  %8 = tail call fastcc i32 @relative(i32 noundef 11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef %8)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %9 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %9)
  %10 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %10)
  %11 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %11)
  %12 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %12)
  %13 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %13)
  %14 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %14)
  %15 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %15)
  %16 = call fastcc i32 @resumable(ptr noundef nonnull %1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %16)
  %17 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @run(ptr nocapture noundef readonly %0) #0 {
  %2 = alloca [64 x i32], align 16
  br label %111

3:                                                ; preds = %111
  %4 = sext i32 %114 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !9
  %7 = add nsw i32 %115, 1
  %8 = sext i32 %115 to i64
  %9 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %8
  store i32 %6, ptr %9, align 4, !tbaa !11
  %10 = add nsw i32 %114, 2
  %11 = getelementptr i8, ptr %5, i64 4
  br label %12

12:                                               ; preds = %3, %17, %30, %43, %54, %77, %82, %91
  %13 = phi ptr [ %11, %3 ], [ %29, %17 ], [ %42, %30 ], [ %53, %43 ], [ %65, %54 ], [ %81, %77 ], [ %90, %82 ], [ %99, %91 ]
  %14 = phi i32 [ %113, %3 ], [ %113, %17 ], [ %113, %30 ], [ %113, %43 ], [ %113, %54 ], [ %113, %77 ], [ %113, %82 ], [ %96, %91 ]
  %15 = phi i32 [ %10, %3 ], [ %27, %17 ], [ %40, %30 ], [ %51, %43 ], [ %63, %54 ], [ %79, %77 ], [ %88, %82 ], [ %97, %91 ]
  %16 = phi i32 [ %7, %3 ], [ %18, %17 ], [ %31, %30 ], [ %50, %43 ], [ %115, %54 ], [ %68, %77 ], [ %115, %82 ], [ %115, %91 ]
  br label %111

17:                                               ; preds = %111
  %18 = add nsw i32 %115, -1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !11
  %22 = add nsw i32 %115, -2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !11
  %26 = add nsw i32 %25, %21
  store i32 %26, ptr %24, align 4, !tbaa !11
  %27 = add nsw i32 %114, 1
  %28 = sext i32 %114 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  br label %12

30:                                               ; preds = %111
  %31 = add nsw i32 %115, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !11
  %35 = add nsw i32 %115, -2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !11
  %39 = mul nsw i32 %38, %34
  store i32 %39, ptr %37, align 4, !tbaa !11
  %40 = add nsw i32 %114, 1
  %41 = sext i32 %114 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  br label %12

43:                                               ; preds = %111
  %44 = add nsw i32 %115, -1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !11
  %48 = sext i32 %115 to i64
  %49 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %48
  store i32 %47, ptr %49, align 4, !tbaa !11
  %50 = add nsw i32 %115, 1
  %51 = add nsw i32 %114, 1
  %52 = sext i32 %114 to i64
  %53 = getelementptr inbounds i32, ptr %0, i64 %52
  br label %12

54:                                               ; preds = %111
  %55 = add nsw i32 %115, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !11
  %59 = add nsw i32 %115, -2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !11
  store i32 %62, ptr %57, align 4, !tbaa !11
  store i32 %58, ptr %61, align 4, !tbaa !11
  %63 = add nsw i32 %114, 1
  %64 = sext i32 %114 to i64
  %65 = getelementptr inbounds i32, ptr %0, i64 %64
  br label %12

66:                                               ; preds = %111
  %67 = add nsw i32 %114, 1
  %68 = add nsw i32 %115, -1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !11
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %77, label %73

73:                                               ; preds = %66
  %74 = sext i32 %114 to i64
  %75 = getelementptr inbounds i32, ptr %0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !9
  br label %77

77:                                               ; preds = %73, %66
  %78 = phi i32 [ %76, %73 ], [ %67, %66 ]
  %79 = add nsw i32 %78, 1
  %80 = sext i32 %78 to i64
  %81 = getelementptr inbounds i32, ptr %0, i64 %80
  br label %12

82:                                               ; preds = %111
  %83 = add nsw i32 %115, -1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !11
  %87 = add nsw i32 %86, -1
  store i32 %87, ptr %85, align 4, !tbaa !11
  %88 = add nsw i32 %114, 1
  %89 = sext i32 %114 to i64
  %90 = getelementptr inbounds i32, ptr %0, i64 %89
  br label %12

91:                                               ; preds = %111
  %92 = add nsw i32 %115, -1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !11
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %95)
  %96 = add nsw i32 %113, 1
  %97 = add nsw i32 %114, 1
  %98 = sext i32 %114 to i64
  %99 = getelementptr inbounds i32, ptr %0, i64 %98
  br label %12

100:                                              ; preds = %111
  %101 = icmp sgt i32 %115, 0
  br i1 %101, label %102, label %107

102:                                              ; preds = %100
  %103 = add nsw i32 %115, -1
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !11
  br label %107

107:                                              ; preds = %100, %102
  %108 = phi i32 [ %106, %102 ], [ 0, %100 ]
  %109 = mul nsw i32 %113, 1000
  %110 = add nsw i32 %108, %109
  ret i32 %110

111:                                              ; preds = %12, %1
  %112 = phi ptr [ %0, %1 ], [ %13, %12 ]
  %113 = phi i32 [ 0, %1 ], [ %14, %12 ]
  %114 = phi i32 [ 1, %1 ], [ %15, %12 ]
  %115 = phi i32 [ 0, %1 ], [ %16, %12 ]
  %116 = load i32, ptr %112, align 4, !tbaa !9
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %117
  %119 = load ptr, ptr %118, align 8, !tbaa !5
  indirectbr ptr %119, [label %3, label %17, label %30, label %43, label %54, label %66, label %82, label %91, label %100]
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
  %11 = load i32, ptr %8, align 4, !tbaa !9
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!14, !6, i64 0}
!14 = !{!"state", !6, i64 0, !10, i64 8}
!15 = !{!14, !10, i64 8}

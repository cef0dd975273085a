; ModuleID = 'exit_code.c'
source_filename = "exit_code.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.job = type { ptr, i32, i32 }

@main.jobs = internal unnamed_addr constant [8 x %struct.job] [%struct.job { ptr @.str, i32 10, i32 0 }, %struct.job { ptr @.str.1, i32 25, i32 1 }, %struct.job { ptr @.str.2, i32 40, i32 2 }, %struct.job { ptr @.str.3, i32 30, i32 3 }, %struct.job { ptr @.str.4, i32 5, i32 1 }, %struct.job { ptr @.str.5, i32 15, i32 0 }, %struct.job { ptr @.str.6, i32 60, i32 3 }, %struct.job { ptr @.str.7, i32 80, i32 2 }], align 16
@.str = private unnamed_addr constant [6 x i8] c"fetch\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"parse\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"lower\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"emit\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"lint\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"index\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"link\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"test\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"first batch done=%d total=%d\0A\00", align 1
@total_cost = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [36 x i8] c"run %-8s cost=%3d deps=%d total=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"budget exceeded\00", align 1
@.str.12 = private unnamed_addr constant [36 x i8] c"fatal: %s (code %d) after total=%d\0A\00", align 1
@str = private unnamed_addr constant [12 x i8] c"unreachable\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @schedule(i32 noundef 4, i32 noundef 1000)
  %2 = load i32, ptr @total_cost, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %1, i32 noundef %2)
  store i32 0, ptr @total_cost, align 4, !tbaa !5
  %3 = tail call fastcc i32 @schedule(i32 noundef 8, i32 noundef 200)
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @schedule(i32 noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %84

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  br label %86

6:                                                ; preds = %108
  br i1 %3, label %7, label %84

7:                                                ; preds = %6
  %8 = zext nneg i32 %0 to i64
  br label %9

9:                                                ; preds = %28, %7
  %10 = phi i64 [ 0, %7 ], [ %30, %28 ]
  %11 = phi i32 [ %109, %7 ], [ %29, %28 ]
  %12 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %10
  %13 = getelementptr inbounds i8, ptr %12, i64 12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %28

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !12
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %97, label %20

20:                                               ; preds = %16
  %21 = load i32, ptr @total_cost, align 4, !tbaa !5
  %22 = add nsw i32 %21, %18
  store i32 %22, ptr @total_cost, align 4, !tbaa !5
  %23 = load ptr, ptr %12, align 16, !tbaa !13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef %23, i32 noundef %18, i32 noundef 1, i32 noundef %22)
  %24 = load i32, ptr @total_cost, align 4, !tbaa !5
  %25 = icmp sgt i32 %24, %1
  br i1 %25, label %104, label %26

26:                                               ; preds = %20
  %27 = add nsw i32 %11, 1
  br label %28

28:                                               ; preds = %26, %9
  %29 = phi i32 [ %27, %26 ], [ %11, %9 ]
  %30 = add nuw nsw i64 %10, 1
  %31 = icmp eq i64 %30, %8
  br i1 %31, label %32, label %9, !llvm.loop !14

32:                                               ; preds = %28
  br i1 %3, label %33, label %84

33:                                               ; preds = %32
  %34 = zext nneg i32 %0 to i64
  br label %35

35:                                               ; preds = %54, %33
  %36 = phi i64 [ 0, %33 ], [ %56, %54 ]
  %37 = phi i32 [ %29, %33 ], [ %55, %54 ]
  %38 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %36
  %39 = getelementptr inbounds i8, ptr %38, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !9
  %41 = icmp eq i32 %40, 2
  br i1 %41, label %42, label %54

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %38, i64 8
  %44 = load i32, ptr %43, align 8, !tbaa !12
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %97, label %46

46:                                               ; preds = %42
  %47 = load i32, ptr @total_cost, align 4, !tbaa !5
  %48 = add nsw i32 %47, %44
  store i32 %48, ptr @total_cost, align 4, !tbaa !5
  %49 = load ptr, ptr %38, align 16, !tbaa !13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef %49, i32 noundef %44, i32 noundef 2, i32 noundef %48)
  %50 = load i32, ptr @total_cost, align 4, !tbaa !5
  %51 = icmp sgt i32 %50, %1
  br i1 %51, label %104, label %52

52:                                               ; preds = %46
  %53 = add nsw i32 %37, 1
  br label %54

54:                                               ; preds = %52, %35
  %55 = phi i32 [ %53, %52 ], [ %37, %35 ]
  %56 = add nuw nsw i64 %36, 1
  %57 = icmp eq i64 %56, %34
  br i1 %57, label %58, label %35, !llvm.loop !14

58:                                               ; preds = %54
  br i1 %3, label %59, label %84

59:                                               ; preds = %58
  %60 = zext nneg i32 %0 to i64
  br label %61

61:                                               ; preds = %80, %59
  %62 = phi i64 [ 0, %59 ], [ %82, %80 ]
  %63 = phi i32 [ %55, %59 ], [ %81, %80 ]
  %64 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %62
  %65 = getelementptr inbounds i8, ptr %64, i64 12
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = icmp eq i32 %66, 3
  br i1 %67, label %68, label %80

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %64, i64 8
  %70 = load i32, ptr %69, align 8, !tbaa !12
  %71 = icmp slt i32 %70, 0
  br i1 %71, label %97, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr @total_cost, align 4, !tbaa !5
  %74 = add nsw i32 %73, %70
  store i32 %74, ptr @total_cost, align 4, !tbaa !5
  %75 = load ptr, ptr %64, align 16, !tbaa !13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef %75, i32 noundef %70, i32 noundef 3, i32 noundef %74)
  %76 = load i32, ptr @total_cost, align 4, !tbaa !5
  %77 = icmp sgt i32 %76, %1
  br i1 %77, label %104, label %78

78:                                               ; preds = %72
  %79 = add nsw i32 %63, 1
  br label %80

80:                                               ; preds = %78, %61
  %81 = phi i32 [ %79, %78 ], [ %63, %61 ]
  %82 = add nuw nsw i64 %62, 1
  %83 = icmp eq i64 %82, %60
  br i1 %83, label %84, label %61, !llvm.loop !14

84:                                               ; preds = %80, %2, %6, %32, %58
  %85 = phi i32 [ %55, %58 ], [ %29, %32 ], [ %109, %6 ], [ 0, %2 ], [ %81, %80 ]
  ret i32 %85

86:                                               ; preds = %4, %108
  %87 = phi i64 [ 0, %4 ], [ %110, %108 ]
  %88 = phi i32 [ 0, %4 ], [ %109, %108 ]
  %89 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %87
  %90 = getelementptr inbounds i8, ptr %89, i64 12
  %91 = load i32, ptr %90, align 4, !tbaa !9
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %108

93:                                               ; preds = %86
  %94 = getelementptr inbounds i8, ptr %89, i64 8
  %95 = load i32, ptr %94, align 8, !tbaa !12
  %96 = icmp slt i32 %95, 0
  br i1 %96, label %97, label %98

97:                                               ; preds = %93, %16, %42, %68
  tail call void @abort() #8
  unreachable

98:                                               ; preds = %93
  %99 = load i32, ptr @total_cost, align 4, !tbaa !5
  %100 = add nsw i32 %99, %95
  store i32 %100, ptr @total_cost, align 4, !tbaa !5
  %101 = load ptr, ptr %89, align 16, !tbaa !13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef %101, i32 noundef %95, i32 noundef 0, i32 noundef %100)
  %102 = load i32, ptr @total_cost, align 4, !tbaa !5
  %103 = icmp sgt i32 %102, %1
  br i1 %103, label %104, label %106

104:                                              ; preds = %98, %20, %46, %72
  %105 = phi i32 [ %76, %72 ], [ %50, %46 ], [ %24, %20 ], [ %102, %98 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef nonnull @.str.11, i32 noundef 7, i32 noundef %105)
  tail call void @exit(i32 noundef 7) #8
  unreachable

106:                                              ; preds = %98
  %107 = add nsw i32 %88, 1
  br label %108

108:                                              ; preds = %86, %106
  %109 = phi i32 [ %107, %106 ], [ %88, %86 ]
  %110 = add nuw nsw i64 %87, 1
  %111 = icmp eq i64 %110, %5
  br i1 %111, label %6, label %86, !llvm.loop !14
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare dso_local void @abort() local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare dso_local void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 12}
!10 = !{!"job", !11, i64 0, !6, i64 8, !6, i64 12}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!11, !11, i64 0}

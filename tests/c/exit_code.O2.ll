; ModuleID = 'exit_code.c'
source_filename = "exit_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %1, i32 noundef %2)
  store i32 0, ptr @total_cost, align 4, !tbaa !5
  %4 = tail call fastcc i32 @schedule(i32 noundef 8, i32 noundef 200)
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @schedule(i32 noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %87

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  br label %89

6:                                                ; preds = %113
  br i1 %3, label %7, label %87

7:                                                ; preds = %6
  %8 = zext nneg i32 %0 to i64
  br label %9

9:                                                ; preds = %29, %7
  %10 = phi i64 [ 0, %7 ], [ %31, %29 ]
  %11 = phi i32 [ %114, %7 ], [ %30, %29 ]
  %12 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %10
  %13 = getelementptr inbounds i8, ptr %12, i64 12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %29

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !12
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %100, label %20

20:                                               ; preds = %16
  %21 = load i32, ptr @total_cost, align 4, !tbaa !5
  %22 = add nsw i32 %21, %18
  store i32 %22, ptr @total_cost, align 4, !tbaa !5
  %23 = load ptr, ptr %12, align 16, !tbaa !13
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %23, i32 noundef %18, i32 noundef 1, i32 noundef %22)
  %25 = load i32, ptr @total_cost, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, %1
  br i1 %26, label %108, label %27

27:                                               ; preds = %20
  %28 = add nsw i32 %11, 1
  br label %29

29:                                               ; preds = %27, %9
  %30 = phi i32 [ %28, %27 ], [ %11, %9 ]
  %31 = add nuw nsw i64 %10, 1
  %32 = icmp eq i64 %31, %8
  br i1 %32, label %33, label %9, !llvm.loop !14

33:                                               ; preds = %29
  br i1 %3, label %34, label %87

34:                                               ; preds = %33
  %35 = zext nneg i32 %0 to i64
  br label %36

36:                                               ; preds = %56, %34
  %37 = phi i64 [ 0, %34 ], [ %58, %56 ]
  %38 = phi i32 [ %30, %34 ], [ %57, %56 ]
  %39 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %37
  %40 = getelementptr inbounds i8, ptr %39, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !9
  %42 = icmp eq i32 %41, 2
  br i1 %42, label %43, label %56

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %39, i64 8
  %45 = load i32, ptr %44, align 8, !tbaa !12
  %46 = icmp slt i32 %45, 0
  br i1 %46, label %100, label %47

47:                                               ; preds = %43
  %48 = load i32, ptr @total_cost, align 4, !tbaa !5
  %49 = add nsw i32 %48, %45
  store i32 %49, ptr @total_cost, align 4, !tbaa !5
  %50 = load ptr, ptr %39, align 16, !tbaa !13
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %50, i32 noundef %45, i32 noundef 2, i32 noundef %49)
  %52 = load i32, ptr @total_cost, align 4, !tbaa !5
  %53 = icmp sgt i32 %52, %1
  br i1 %53, label %108, label %54

54:                                               ; preds = %47
  %55 = add nsw i32 %38, 1
  br label %56

56:                                               ; preds = %54, %36
  %57 = phi i32 [ %55, %54 ], [ %38, %36 ]
  %58 = add nuw nsw i64 %37, 1
  %59 = icmp eq i64 %58, %35
  br i1 %59, label %60, label %36, !llvm.loop !14

60:                                               ; preds = %56
  br i1 %3, label %61, label %87

61:                                               ; preds = %60
  %62 = zext nneg i32 %0 to i64
  br label %63

63:                                               ; preds = %83, %61
  %64 = phi i64 [ 0, %61 ], [ %85, %83 ]
  %65 = phi i32 [ %57, %61 ], [ %84, %83 ]
  %66 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %64
  %67 = getelementptr inbounds i8, ptr %66, i64 12
  %68 = load i32, ptr %67, align 4, !tbaa !9
  %69 = icmp eq i32 %68, 3
  br i1 %69, label %70, label %83

70:                                               ; preds = %63
  %71 = getelementptr inbounds i8, ptr %66, i64 8
  %72 = load i32, ptr %71, align 8, !tbaa !12
  %73 = icmp slt i32 %72, 0
  br i1 %73, label %100, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr @total_cost, align 4, !tbaa !5
  %76 = add nsw i32 %75, %72
  store i32 %76, ptr @total_cost, align 4, !tbaa !5
  %77 = load ptr, ptr %66, align 16, !tbaa !13
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %77, i32 noundef %72, i32 noundef 3, i32 noundef %76)
  %79 = load i32, ptr @total_cost, align 4, !tbaa !5
  %80 = icmp sgt i32 %79, %1
  br i1 %80, label %108, label %81

81:                                               ; preds = %74
  %82 = add nsw i32 %65, 1
  br label %83

83:                                               ; preds = %81, %63
  %84 = phi i32 [ %82, %81 ], [ %65, %63 ]
  %85 = add nuw nsw i64 %64, 1
  %86 = icmp eq i64 %85, %62
  br i1 %86, label %87, label %63, !llvm.loop !14

87:                                               ; preds = %83, %2, %6, %33, %60
  %88 = phi i32 [ %57, %60 ], [ %30, %33 ], [ %114, %6 ], [ 0, %2 ], [ %84, %83 ]
  ret i32 %88

89:                                               ; preds = %4, %113
  %90 = phi i64 [ 0, %4 ], [ %115, %113 ]
  %91 = phi i32 [ 0, %4 ], [ %114, %113 ]
  %92 = getelementptr inbounds %struct.job, ptr @main.jobs, i64 %90
  %93 = getelementptr inbounds i8, ptr %92, i64 12
  %94 = load i32, ptr %93, align 4, !tbaa !9
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %96, label %113

96:                                               ; preds = %89
  %97 = getelementptr inbounds i8, ptr %92, i64 8
  %98 = load i32, ptr %97, align 8, !tbaa !12
  %99 = icmp slt i32 %98, 0
  br i1 %99, label %100, label %101

100:                                              ; preds = %96, %16, %43, %70
  tail call void @abort() #4
  unreachable

101:                                              ; preds = %96
  %102 = load i32, ptr @total_cost, align 4, !tbaa !5
  %103 = add nsw i32 %102, %98
  store i32 %103, ptr @total_cost, align 4, !tbaa !5
  %104 = load ptr, ptr %92, align 16, !tbaa !13
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %104, i32 noundef %98, i32 noundef 0, i32 noundef %103)
  %106 = load i32, ptr @total_cost, align 4, !tbaa !5
  %107 = icmp sgt i32 %106, %1
  br i1 %107, label %108, label %111

108:                                              ; preds = %101, %20, %47, %74
  %109 = phi i32 [ %79, %74 ], [ %52, %47 ], [ %25, %20 ], [ %106, %101 ]
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.11, i32 noundef 7, i32 noundef %109)
  tail call void @exit(i32 noundef 7) #4
  unreachable

111:                                              ; preds = %101
  %112 = add nsw i32 %91, 1
  br label %113

113:                                              ; preds = %89, %111
  %114 = phi i32 [ %112, %111 ], [ %91, %89 ]
  %115 = add nuw nsw i64 %90, 1
  %116 = icmp eq i64 %115, %5
  br i1 %116, label %6, label %89, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn nounwind }

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
!9 = !{!10, !6, i64 12}
!10 = !{!"job", !11, i64 0, !6, i64 8, !6, i64 12}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}

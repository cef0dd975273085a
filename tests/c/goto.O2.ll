; ModuleID = 'goto.c'
source_filename = "goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [7 x i32] [i32 8, i32 3, i32 14, i32 7, i32 22, i32 5, i32 11], align 16
@.str = private unnamed_addr constant [22 x i8] c"pair ok=%d i=%d j=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"pair ok=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"goto_loop=%d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d \00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"collatz max steps=%u at %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"parse %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"1_000_000\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"4x2\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6
  store i32 -1, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 -1, ptr %2, align 4, !tbaa !5
  %3 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 27, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = load i32, ptr %2, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7)
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i32 [ 0, %0 ], [ %23, %9 ]
  %11 = phi <4 x i32> [ zeroinitializer, %0 ], [ %21, %9 ]
  %12 = phi <4 x i32> [ zeroinitializer, %0 ], [ %22, %9 ]
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %24, %9 ]
  %14 = add <4 x i32> %13, <i32 4, i32 4, i32 4, i32 4>
  %15 = urem <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %16 = urem <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>
  %17 = icmp eq <4 x i32> %15, zeroinitializer
  %18 = icmp eq <4 x i32> %16, zeroinitializer
  %19 = select <4 x i1> %17, <4 x i32> zeroinitializer, <4 x i32> %13
  %20 = select <4 x i1> %18, <4 x i32> zeroinitializer, <4 x i32> %14
  %21 = add <4 x i32> %19, %11
  %22 = add <4 x i32> %20, %12
  %23 = add nuw i32 %10, 8
  %24 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %25 = icmp eq i32 %23, 1000
  br i1 %25, label %26, label %9, !llvm.loop !9

26:                                               ; preds = %9
  %27 = add <4 x i32> %22, %21
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 27, i32 noundef %28)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 100)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 11)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef 22)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef 32)
  %34 = tail call i32 @putchar(i32 10)
  br label %95

35:                                               ; preds = %111
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %114, i32 noundef %115)
  br label %37

37:                                               ; preds = %48, %35
  %38 = phi i32 [ %52, %48 ], [ 0, %35 ]
  %39 = phi ptr [ %53, %48 ], [ @.str.7, %35 ]
  br label %40

40:                                               ; preds = %43, %37
  %41 = phi ptr [ %44, %43 ], [ %39, %37 ]
  %42 = load i8, ptr %41, align 1, !tbaa !12
  switch i8 %42, label %45 [
    i8 0, label %54
    i8 95, label %43
  ]

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %41, i64 1
  br label %40

45:                                               ; preds = %40
  %46 = add i8 %42, -58
  %47 = icmp ult i8 %46, -10
  br i1 %47, label %54, label %48

48:                                               ; preds = %45
  %49 = mul nsw i32 %38, 10
  %50 = add nsw i8 %42, -48
  %51 = zext nneg i8 %50 to i32
  %52 = add nsw i32 %49, %51
  %53 = getelementptr inbounds i8, ptr %41, i64 1
  br label %37

54:                                               ; preds = %45, %40
  %55 = phi i32 [ %38, %40 ], [ -1, %45 ]
  br label %56

56:                                               ; preds = %67, %54
  %57 = phi i32 [ %71, %67 ], [ 0, %54 ]
  %58 = phi ptr [ %72, %67 ], [ @.str.8, %54 ]
  br label %59

59:                                               ; preds = %62, %56
  %60 = phi ptr [ %63, %62 ], [ %58, %56 ]
  %61 = load i8, ptr %60, align 1, !tbaa !12
  switch i8 %61, label %64 [
    i8 0, label %73
    i8 95, label %62
  ]

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %60, i64 1
  br label %59

64:                                               ; preds = %59
  %65 = add i8 %61, -58
  %66 = icmp ult i8 %65, -10
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = mul nsw i32 %57, 10
  %69 = add nsw i8 %61, -48
  %70 = zext nneg i8 %69 to i32
  %71 = add nsw i32 %68, %70
  %72 = getelementptr inbounds i8, ptr %60, i64 1
  br label %56

73:                                               ; preds = %64, %59
  %74 = phi i32 [ %57, %59 ], [ -1, %64 ]
  br label %75

75:                                               ; preds = %86, %73
  %76 = phi i32 [ %90, %86 ], [ 0, %73 ]
  %77 = phi ptr [ %91, %86 ], [ @.str.9, %73 ]
  br label %78

78:                                               ; preds = %81, %75
  %79 = phi ptr [ %82, %81 ], [ %77, %75 ]
  %80 = load i8, ptr %79, align 1, !tbaa !12
  switch i8 %80, label %83 [
    i8 0, label %92
    i8 95, label %81
  ]

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %79, i64 1
  br label %78

83:                                               ; preds = %78
  %84 = add i8 %80, -58
  %85 = icmp ult i8 %84, -10
  br i1 %85, label %92, label %86

86:                                               ; preds = %83
  %87 = mul nsw i32 %76, 10
  %88 = add nsw i8 %80, -48
  %89 = zext nneg i8 %88 to i32
  %90 = add nsw i32 %87, %89
  %91 = getelementptr inbounds i8, ptr %79, i64 1
  br label %75

92:                                               ; preds = %83, %78
  %93 = phi i32 [ %76, %78 ], [ -1, %83 ]
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %55, i32 noundef %74, i32 noundef %93)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  ret i32 0

95:                                               ; preds = %26, %111
  %96 = phi i32 [ 1, %26 ], [ %116, %111 ]
  %97 = phi i32 [ 0, %26 ], [ %115, %111 ]
  %98 = phi i32 [ 0, %26 ], [ %114, %111 ]
  %99 = icmp eq i32 %96, 1
  br i1 %99, label %111, label %100

100:                                              ; preds = %95, %100
  %101 = phi i32 [ %103, %100 ], [ 0, %95 ]
  %102 = phi i32 [ %109, %100 ], [ %96, %95 ]
  %103 = add i32 %101, 1
  %104 = and i32 %102, 1
  %105 = icmp eq i32 %104, 0
  %106 = mul i32 %102, 3
  %107 = add i32 %106, 1
  %108 = lshr exact i32 %102, 1
  %109 = select i1 %105, i32 %108, i32 %107
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %100

111:                                              ; preds = %100, %95
  %112 = phi i32 [ 0, %95 ], [ %103, %100 ]
  %113 = icmp ugt i32 %112, %98
  %114 = tail call i32 @llvm.umax.i32(i32 %112, i32 %98)
  %115 = select i1 %113, i32 %96, i32 %97
  %116 = add nuw nsw i32 %96, 1
  %117 = icmp eq i32 %116, 3000
  br i1 %117, label %35, label %95, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #2 {
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = add nsw i32 %7, %5
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %95, label %98

10:                                               ; preds = %118
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = add nsw i32 %14, %12
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %95, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %12
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %95, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = add nsw i32 %24, %12
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %95, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %12
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %95, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 24
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %12
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %95, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %0, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, %39
  %43 = icmp eq i32 %42, %1
  br i1 %43, label %95, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %0, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = add nsw i32 %46, %39
  %48 = icmp eq i32 %47, %1
  br i1 %48, label %95, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %0, i64 20
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = add nsw i32 %51, %39
  %53 = icmp eq i32 %52, %1
  br i1 %53, label %95, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = add nsw i32 %56, %39
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %95, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %61
  %65 = icmp eq i32 %64, %1
  br i1 %65, label %95, label %66

66:                                               ; preds = %59
  %67 = getelementptr inbounds i8, ptr %0, i64 20
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = add nsw i32 %68, %61
  %70 = icmp eq i32 %69, %1
  br i1 %70, label %95, label %71

71:                                               ; preds = %66
  %72 = getelementptr inbounds i8, ptr %0, i64 24
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = add nsw i32 %73, %61
  %75 = icmp eq i32 %74, %1
  br i1 %75, label %95, label %76

76:                                               ; preds = %71
  %77 = getelementptr inbounds i8, ptr %0, i64 16
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %0, i64 20
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = add nsw i32 %80, %78
  %82 = icmp eq i32 %81, %1
  br i1 %82, label %95, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %0, i64 24
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = add nsw i32 %85, %78
  %87 = icmp eq i32 %86, %1
  br i1 %87, label %95, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %0, i64 20
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %0, i64 24
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = add nsw i32 %92, %90
  %94 = icmp eq i32 %93, %1
  br i1 %94, label %95, label %123

95:                                               ; preds = %88, %76, %83, %59, %66, %71, %37, %44, %49, %54, %10, %17, %22, %27, %32, %4, %98, %103, %108, %113, %118
  %96 = phi i32 [ 0, %118 ], [ 0, %113 ], [ 0, %108 ], [ 0, %103 ], [ 0, %98 ], [ 0, %4 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %54 ], [ 2, %49 ], [ 2, %44 ], [ 2, %37 ], [ 3, %71 ], [ 3, %66 ], [ 3, %59 ], [ 4, %83 ], [ 4, %76 ], [ 5, %88 ]
  %97 = phi i32 [ 6, %118 ], [ 5, %113 ], [ 4, %108 ], [ 3, %103 ], [ 2, %98 ], [ 1, %4 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 6, %54 ], [ 5, %49 ], [ 4, %44 ], [ 3, %37 ], [ 6, %71 ], [ 5, %66 ], [ 4, %59 ], [ 6, %83 ], [ 5, %76 ], [ 6, %88 ]
  store i32 %96, ptr %2, align 4, !tbaa !5
  store i32 %97, ptr %3, align 4, !tbaa !5
  br label %123

98:                                               ; preds = %4
  %99 = getelementptr inbounds i8, ptr %0, i64 8
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = add nsw i32 %100, %5
  %102 = icmp eq i32 %101, %1
  br i1 %102, label %95, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds i8, ptr %0, i64 12
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = add nsw i32 %105, %5
  %107 = icmp eq i32 %106, %1
  br i1 %107, label %95, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %0, i64 16
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = add nsw i32 %110, %5
  %112 = icmp eq i32 %111, %1
  br i1 %112, label %95, label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %0, i64 20
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = add nsw i32 %115, %5
  %117 = icmp eq i32 %116, %1
  br i1 %117, label %95, label %118

118:                                              ; preds = %113
  %119 = getelementptr inbounds i8, ptr %0, i64 24
  %120 = load i32, ptr %119, align 4, !tbaa !5
  %121 = add nsw i32 %120, %5
  %122 = icmp eq i32 %121, %1
  br i1 %122, label %95, label %10

123:                                              ; preds = %88, %95
  %124 = phi i32 [ 1, %95 ], [ 0, %88 ]
  ret i32 %124
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}

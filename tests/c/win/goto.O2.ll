; ModuleID = 'goto.c'
source_filename = "goto.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9
  store i32 -1, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  store i32 -1, ptr %2, align 4, !tbaa !5
  %3 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 27, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = load i32, ptr %2, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %6 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %6)
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i32 [ 0, %0 ], [ %21, %7 ]
  %9 = phi <4 x i32> [ zeroinitializer, %0 ], [ %19, %7 ]
  %10 = phi <4 x i32> [ zeroinitializer, %0 ], [ %20, %7 ]
  %11 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %22, %7 ]
  %12 = add <4 x i32> %11, <i32 4, i32 4, i32 4, i32 4>
  %13 = urem <4 x i32> %11, <i32 3, i32 3, i32 3, i32 3>
  %14 = urem <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>
  %15 = icmp eq <4 x i32> %13, zeroinitializer
  %16 = icmp eq <4 x i32> %14, zeroinitializer
  %17 = select <4 x i1> %15, <4 x i32> zeroinitializer, <4 x i32> %11
  %18 = select <4 x i1> %16, <4 x i32> zeroinitializer, <4 x i32> %12
  %19 = add <4 x i32> %17, %9
  %20 = add <4 x i32> %18, %10
  %21 = add nuw i32 %8, 8
  %22 = add <4 x i32> %11, <i32 8, i32 8, i32 8, i32 8>
  %23 = icmp eq i32 %21, 1000
  br i1 %23, label %24, label %7, !llvm.loop !9

24:                                               ; preds = %7
  %25 = add <4 x i32> %20, %19
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 27, i32 noundef %26)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 100)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef 22)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef 32)
  %27 = tail call i32 @putchar(i32 10)
  br label %86

28:                                               ; preds = %102
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %105, i32 noundef %106)
  br label %29

29:                                               ; preds = %40, %28
  %30 = phi i32 [ %44, %40 ], [ 0, %28 ]
  %31 = phi ptr [ %45, %40 ], [ @.str.7, %28 ]
  br label %32

32:                                               ; preds = %35, %29
  %33 = phi ptr [ %36, %35 ], [ %31, %29 ]
  %34 = load i8, ptr %33, align 1, !tbaa !12
  switch i8 %34, label %37 [
    i8 0, label %46
    i8 95, label %35
  ]

35:                                               ; preds = %32
  %36 = getelementptr inbounds i8, ptr %33, i64 1
  br label %32

37:                                               ; preds = %32
  %38 = add i8 %34, -58
  %39 = icmp ult i8 %38, -10
  br i1 %39, label %46, label %40

40:                                               ; preds = %37
  %41 = mul nsw i32 %30, 10
  %42 = add nsw i8 %34, -48
  %43 = zext nneg i8 %42 to i32
  %44 = add nsw i32 %41, %43
  %45 = getelementptr inbounds i8, ptr %33, i64 1
  br label %29

46:                                               ; preds = %37, %32
  %47 = phi i32 [ %30, %32 ], [ -1, %37 ]
  br label %48

48:                                               ; preds = %59, %46
  %49 = phi i32 [ %63, %59 ], [ 0, %46 ]
  %50 = phi ptr [ %64, %59 ], [ @.str.8, %46 ]
  br label %51

51:                                               ; preds = %54, %48
  %52 = phi ptr [ %55, %54 ], [ %50, %48 ]
  %53 = load i8, ptr %52, align 1, !tbaa !12
  switch i8 %53, label %56 [
    i8 0, label %65
    i8 95, label %54
  ]

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %52, i64 1
  br label %51

56:                                               ; preds = %51
  %57 = add i8 %53, -58
  %58 = icmp ult i8 %57, -10
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = mul nsw i32 %49, 10
  %61 = add nsw i8 %53, -48
  %62 = zext nneg i8 %61 to i32
  %63 = add nsw i32 %60, %62
  %64 = getelementptr inbounds i8, ptr %52, i64 1
  br label %48

65:                                               ; preds = %56, %51
  %66 = phi i32 [ %49, %51 ], [ -1, %56 ]
  br label %67

67:                                               ; preds = %78, %65
  %68 = phi i32 [ %82, %78 ], [ 0, %65 ]
  %69 = phi ptr [ %83, %78 ], [ @.str.9, %65 ]
  br label %70

70:                                               ; preds = %73, %67
  %71 = phi ptr [ %74, %73 ], [ %69, %67 ]
  %72 = load i8, ptr %71, align 1, !tbaa !12
  switch i8 %72, label %75 [
    i8 0, label %84
    i8 95, label %73
  ]

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %71, i64 1
  br label %70

75:                                               ; preds = %70
  %76 = add i8 %72, -58
  %77 = icmp ult i8 %76, -10
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = mul nsw i32 %68, 10
  %80 = add nsw i8 %72, -48
  %81 = zext nneg i8 %80 to i32
  %82 = add nsw i32 %79, %81
  %83 = getelementptr inbounds i8, ptr %71, i64 1
  br label %67

84:                                               ; preds = %75, %70
  %85 = phi i32 [ %68, %70 ], [ -1, %75 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %47, i32 noundef %66, i32 noundef %85)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9
  ret i32 0

86:                                               ; preds = %24, %102
  %87 = phi i32 [ 1, %24 ], [ %107, %102 ]
  %88 = phi i32 [ 0, %24 ], [ %106, %102 ]
  %89 = phi i32 [ 0, %24 ], [ %105, %102 ]
  %90 = icmp eq i32 %87, 1
  br i1 %90, label %102, label %91

91:                                               ; preds = %86, %91
  %92 = phi i32 [ %94, %91 ], [ 0, %86 ]
  %93 = phi i32 [ %100, %91 ], [ %87, %86 ]
  %94 = add i32 %92, 1
  %95 = and i32 %93, 1
  %96 = icmp eq i32 %95, 0
  %97 = mul i32 %93, 3
  %98 = add i32 %97, 1
  %99 = lshr exact i32 %93, 1
  %100 = select i1 %96, i32 %99, i32 %98
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %91

102:                                              ; preds = %91, %86
  %103 = phi i32 [ 0, %86 ], [ %94, %91 ]
  %104 = icmp ugt i32 %103, %89
  %105 = tail call i32 @llvm.umax.i32(i32 %103, i32 %89)
  %106 = select i1 %104, i32 %87, i32 %88
  %107 = add nuw nsw i32 %87, 1
  %108 = icmp eq i32 %107, 3000
  br i1 %108, label %28, label %86, !llvm.loop !13
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

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}

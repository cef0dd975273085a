; ModuleID = 'varargs_fwd.c'
source_filename = "varargs_fwd.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.D2 = type { double, double }
%struct.Q3 = type { [3 x i64] }
%struct.CD = type { i8, double }

@.str = private unnamed_addr constant [5 x i8] c"i%d \00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"L%lld \00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"d%.3f \00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"s%s \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"p%d/%d \00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"D%.2f/%.2f \00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"f%.2f/%.2f \00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"q%lld/%lld/%lld \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"c%c/%.1f \00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"? \00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"[%d] %s\0A\00", align 1
@__const.main.d = private unnamed_addr constant %struct.D2 { double 1.250000e+00, double -2.500000e+00 }, align 8
@__const.main.q = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 1, i64 1099511627776, i64 -7] }, align 8
@__const.main.c = private unnamed_addr constant %struct.CD { i8 122, double 6.500000e+00 }, align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"idLs\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"pDfqc\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"iiiiiiiidddddddddd\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"ipidDdfLqsc\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"split %.3f\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"mixed %.4f\0A\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"iLdidLdidLd\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"dddddddddddiiiiiiiL\00", align 1
@__const.main.b = private unnamed_addr constant %struct.D2 { double 4.000000e+00, double 0.000000e+00 }, align 8
@__const.main.e = private unnamed_addr constant %struct.D2 { double 4.000000e+00, double 3.000000e+00 }, align 8
@__const.main.g = private unnamed_addr constant %struct.D2 { double 0.000000e+00, double 3.000000e+00 }, align 8
@.str.21 = private unnamed_addr constant [20 x i8] c"centroid %.3f %.3f\0A\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"centroid9 %.4f %.4f\0A\00", align 1
@__const.main.q2 = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 -1, i64 2, i64 -3] }, align 8
@.str.23 = private unnamed_addr constant [23 x i8] c"q3_sum %lld %lld %lld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vformat(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = load i8, ptr %2, align 1, !tbaa !5
  %6 = icmp ne i8 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %11, label %9

9:                                                ; preds = %103, %4
  %10 = phi i32 [ 0, %4 ], [ %106, %103 ]
  ret i32 %10

11:                                               ; preds = %4, %103
  %12 = phi i8 [ %108, %103 ], [ %5, %4 ]
  %13 = phi ptr [ %105, %103 ], [ %3, %4 ]
  %14 = phi i32 [ %106, %103 ], [ 0, %4 ]
  %15 = phi ptr [ %107, %103 ], [ %2, %4 ]
  %16 = sub nsw i32 %1, %14
  switch i8 %12, label %98 [
    i8 105, label %17
    i8 76, label %24
    i8 100, label %31
    i8 115, label %38
    i8 112, label %45
    i8 68, label %54
    i8 102, label %64
    i8 113, label %75
    i8 99, label %87
  ]

17:                                               ; preds = %11
  %18 = sext i32 %14 to i64
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  %20 = sext i32 %16 to i64
  %21 = getelementptr inbounds i8, ptr %13, i64 8
  %22 = load i32, ptr %13, align 8, !tbaa !8
  %23 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %19, i64 noundef %20, ptr noundef @.str, i32 noundef %22)
  br label %103

24:                                               ; preds = %11
  %25 = sext i32 %14 to i64
  %26 = getelementptr inbounds i8, ptr %0, i64 %25
  %27 = sext i32 %16 to i64
  %28 = getelementptr inbounds i8, ptr %13, i64 8
  %29 = load i64, ptr %13, align 8, !tbaa !10
  %30 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %26, i64 noundef %27, ptr noundef @.str.1, i64 noundef %29)
  br label %103

31:                                               ; preds = %11
  %32 = sext i32 %14 to i64
  %33 = getelementptr inbounds i8, ptr %0, i64 %32
  %34 = sext i32 %16 to i64
  %35 = getelementptr inbounds i8, ptr %13, i64 8
  %36 = load double, ptr %13, align 8, !tbaa !12
  %37 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %33, i64 noundef %34, ptr noundef @.str.2, double noundef %36)
  br label %103

38:                                               ; preds = %11
  %39 = sext i32 %14 to i64
  %40 = getelementptr inbounds i8, ptr %0, i64 %39
  %41 = sext i32 %16 to i64
  %42 = getelementptr inbounds i8, ptr %13, i64 8
  %43 = load ptr, ptr %13, align 8, !tbaa !14
  %44 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %40, i64 noundef %41, ptr noundef @.str.3, ptr noundef %43)
  br label %103

45:                                               ; preds = %11
  %46 = getelementptr inbounds i8, ptr %13, i64 8
  %47 = load i32, ptr %13, align 8, !tbaa !8
  %48 = getelementptr inbounds i8, ptr %13, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !8
  %50 = sext i32 %14 to i64
  %51 = getelementptr inbounds i8, ptr %0, i64 %50
  %52 = sext i32 %16 to i64
  %53 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %51, i64 noundef %52, ptr noundef @.str.4, i32 noundef %47, i32 noundef %49)
  br label %103

54:                                               ; preds = %11
  %55 = getelementptr inbounds i8, ptr %13, i64 8
  %56 = load ptr, ptr %13, align 8
  %57 = load double, ptr %56, align 8, !tbaa !12
  %58 = getelementptr inbounds i8, ptr %56, i64 8
  %59 = load double, ptr %58, align 8, !tbaa !12
  %60 = sext i32 %14 to i64
  %61 = getelementptr inbounds i8, ptr %0, i64 %60
  %62 = sext i32 %16 to i64
  %63 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %61, i64 noundef %62, ptr noundef @.str.5, double noundef %57, double noundef %59)
  br label %103

64:                                               ; preds = %11
  %65 = getelementptr inbounds i8, ptr %13, i64 8
  %66 = load float, ptr %13, align 8, !tbaa !16
  %67 = getelementptr inbounds i8, ptr %13, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !16
  %69 = sext i32 %14 to i64
  %70 = getelementptr inbounds i8, ptr %0, i64 %69
  %71 = sext i32 %16 to i64
  %72 = fpext float %66 to double
  %73 = fpext float %68 to double
  %74 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %70, i64 noundef %71, ptr noundef @.str.6, double noundef %72, double noundef %73)
  br label %103

75:                                               ; preds = %11
  %76 = getelementptr inbounds i8, ptr %13, i64 8
  %77 = load ptr, ptr %13, align 8
  %78 = load i64, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %77, i64 8
  %80 = load i64, ptr %79, align 8
  %81 = getelementptr inbounds i8, ptr %77, i64 16
  %82 = load i64, ptr %81, align 8, !tbaa !5
  %83 = sext i32 %14 to i64
  %84 = getelementptr inbounds i8, ptr %0, i64 %83
  %85 = sext i32 %16 to i64
  %86 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %84, i64 noundef %85, ptr noundef @.str.7, i64 noundef %78, i64 noundef %80, i64 noundef %82)
  br label %103

87:                                               ; preds = %11
  %88 = getelementptr inbounds i8, ptr %13, i64 8
  %89 = load ptr, ptr %13, align 8
  %90 = load i8, ptr %89, align 8, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %89, i64 8
  %92 = load double, ptr %91, align 8, !tbaa !12
  %93 = sext i32 %14 to i64
  %94 = getelementptr inbounds i8, ptr %0, i64 %93
  %95 = sext i32 %16 to i64
  %96 = sext i8 %90 to i32
  %97 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %94, i64 noundef %95, ptr noundef @.str.8, i32 noundef %96, double noundef %92)
  br label %103

98:                                               ; preds = %11
  %99 = sext i32 %14 to i64
  %100 = getelementptr inbounds i8, ptr %0, i64 %99
  %101 = sext i32 %16 to i64
  %102 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %100, i64 noundef %101, ptr noundef @.str.9)
  br label %103

103:                                              ; preds = %98, %87, %75, %64, %54, %45, %38, %31, %24, %17
  %104 = phi i32 [ %102, %98 ], [ %97, %87 ], [ %86, %75 ], [ %74, %64 ], [ %63, %54 ], [ %53, %45 ], [ %44, %38 ], [ %37, %31 ], [ %30, %24 ], [ %23, %17 ]
  %105 = phi ptr [ %13, %98 ], [ %88, %87 ], [ %76, %75 ], [ %65, %64 ], [ %55, %54 ], [ %46, %45 ], [ %42, %38 ], [ %35, %31 ], [ %28, %24 ], [ %21, %17 ]
  %106 = add nsw i32 %104, %14
  %107 = getelementptr inbounds i8, ptr %15, i64 1
  %108 = load i8, ptr %107, align 1, !tbaa !5
  %109 = icmp ne i8 %108, 0
  %110 = icmp slt i32 %106, %1
  %111 = select i1 %109, i1 %110, i1 false
  br i1 %111, label %11, label %9, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) unnamed_addr #2 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %5) #10
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vformat_twice(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %3, ptr %5, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #10
  call void @llvm.va_copy.p0(ptr nonnull %6, ptr nonnull %5)
  call void @llvm.va_copy.p0(ptr nonnull %7, ptr nonnull %5)
  %8 = load ptr, ptr %6, align 8, !tbaa !14
  %9 = call i32 @vformat(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %8)
  %10 = add nsw i32 %1, -2
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  br label %20

14:                                               ; preds = %4
  %15 = add nsw i32 %9, 1
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  store i8 124, ptr %17, align 1, !tbaa !5
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  store i8 0, ptr %19, align 1, !tbaa !5
  br label %20

20:                                               ; preds = %12, %14
  %21 = phi i64 [ %13, %12 ], [ %18, %14 ]
  %22 = phi i32 [ %9, %12 ], [ %15, %14 ]
  %23 = getelementptr inbounds i8, ptr %0, i64 %21
  %24 = sub nsw i32 %1, %22
  %25 = load ptr, ptr %7, align 8, !tbaa !14
  %26 = call i32 @vformat(ptr noundef %23, i32 noundef %24, ptr noundef %2, ptr noundef %25)
  %27 = add nsw i32 %26, %22
  call void @llvm.va_end.p0(ptr nonnull %7)
  call void @llvm.va_end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  ret i32 %27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind uwtable
define dso_local void @show(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #0 {
  %2 = alloca [512 x i8], align 16
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = call i32 @vformat_twice(ptr noundef nonnull %2, i32 noundef 512, ptr noundef %0, ptr noundef %4)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %5, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10
  %4 = load ptr, ptr %2, align 8, !tbaa !14
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @split_sum(i32 noundef %0, i32 noundef %1, ...) local_unnamed_addr #5 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = icmp sgt i32 %0, 0
  %5 = load ptr, ptr %3, align 8
  br i1 %4, label %6, label %53

6:                                                ; preds = %2
  %7 = and i32 %0, 3
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %33, label %9

9:                                                ; preds = %6
  %10 = and i32 %0, 2147483644
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi ptr [ %5, %9 ], [ %27, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %30, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %31, %11 ]
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %15, ptr %3, align 8
  %16 = load i32, ptr %12, align 8, !tbaa !8
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %13, %17
  %19 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %19, ptr %3, align 8
  %20 = load i32, ptr %15, align 8, !tbaa !8
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %18, %21
  %23 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %23, ptr %3, align 8
  %24 = load i32, ptr %19, align 8, !tbaa !8
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %22, %25
  %27 = getelementptr inbounds i8, ptr %12, i64 32
  store ptr %27, ptr %3, align 8
  %28 = load i32, ptr %23, align 8, !tbaa !8
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %26, %29
  %31 = add i32 %14, 4
  %32 = icmp eq i32 %31, %10
  br i1 %32, label %33, label %11, !llvm.loop !20

33:                                               ; preds = %11, %6
  %34 = phi ptr [ poison, %6 ], [ %27, %11 ]
  %35 = phi i64 [ poison, %6 ], [ %30, %11 ]
  %36 = phi ptr [ %5, %6 ], [ %27, %11 ]
  %37 = phi i64 [ 0, %6 ], [ %30, %11 ]
  %38 = icmp eq i32 %7, 0
  br i1 %38, label %49, label %39

39:                                               ; preds = %33, %39
  %40 = phi ptr [ %43, %39 ], [ %36, %33 ]
  %41 = phi i64 [ %46, %39 ], [ %37, %33 ]
  %42 = phi i32 [ %47, %39 ], [ 0, %33 ]
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr %43, ptr %3, align 8
  %44 = load i32, ptr %40, align 8, !tbaa !8
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %41, %45
  %47 = add i32 %42, 1
  %48 = icmp eq i32 %47, %7
  br i1 %48, label %49, label %39, !llvm.loop !21

49:                                               ; preds = %39, %33
  %50 = phi ptr [ %34, %33 ], [ %43, %39 ]
  %51 = phi i64 [ %35, %33 ], [ %46, %39 ]
  %52 = sitofp i64 %51 to double
  br label %53

53:                                               ; preds = %49, %2
  %54 = phi ptr [ %5, %2 ], [ %50, %49 ]
  %55 = phi double [ 0.000000e+00, %2 ], [ %52, %49 ]
  %56 = icmp sgt i32 %1, 0
  br i1 %56, label %57, label %95

57:                                               ; preds = %53
  %58 = and i32 %1, 3
  %59 = icmp ult i32 %1, 4
  br i1 %59, label %80, label %60

60:                                               ; preds = %57
  %61 = and i32 %1, 2147483644
  br label %62

62:                                               ; preds = %62, %60
  %63 = phi ptr [ %54, %60 ], [ %75, %62 ]
  %64 = phi double [ 0.000000e+00, %60 ], [ %77, %62 ]
  %65 = phi i32 [ 0, %60 ], [ %78, %62 ]
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  store ptr %66, ptr %3, align 8
  %67 = load double, ptr %63, align 8, !tbaa !12
  %68 = fadd double %64, %67
  %69 = getelementptr inbounds i8, ptr %63, i64 16
  store ptr %69, ptr %3, align 8
  %70 = load double, ptr %66, align 8, !tbaa !12
  %71 = fadd double %68, %70
  %72 = getelementptr inbounds i8, ptr %63, i64 24
  store ptr %72, ptr %3, align 8
  %73 = load double, ptr %69, align 8, !tbaa !12
  %74 = fadd double %71, %73
  %75 = getelementptr inbounds i8, ptr %63, i64 32
  store ptr %75, ptr %3, align 8
  %76 = load double, ptr %72, align 8, !tbaa !12
  %77 = fadd double %74, %76
  %78 = add i32 %65, 4
  %79 = icmp eq i32 %78, %61
  br i1 %79, label %80, label %62, !llvm.loop !23

80:                                               ; preds = %62, %57
  %81 = phi ptr [ poison, %57 ], [ %75, %62 ]
  %82 = phi double [ poison, %57 ], [ %77, %62 ]
  %83 = phi ptr [ %54, %57 ], [ %75, %62 ]
  %84 = phi double [ 0.000000e+00, %57 ], [ %77, %62 ]
  %85 = icmp eq i32 %58, 0
  br i1 %85, label %95, label %86

86:                                               ; preds = %80, %86
  %87 = phi ptr [ %90, %86 ], [ %83, %80 ]
  %88 = phi double [ %92, %86 ], [ %84, %80 ]
  %89 = phi i32 [ %93, %86 ], [ 0, %80 ]
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  store ptr %90, ptr %3, align 8
  %91 = load double, ptr %87, align 8, !tbaa !12
  %92 = fadd double %88, %91
  %93 = add i32 %89, 1
  %94 = icmp eq i32 %93, %58
  br i1 %94, label %95, label %86, !llvm.loop !24

95:                                               ; preds = %80, %86, %53
  %96 = phi ptr [ %54, %53 ], [ %81, %80 ], [ %90, %86 ]
  %97 = phi double [ 0.000000e+00, %53 ], [ %82, %80 ], [ %92, %86 ]
  %98 = getelementptr inbounds i8, ptr %96, i64 8
  store ptr %98, ptr %3, align 8
  %99 = load i64, ptr %96, align 8, !tbaa !10
  call void @llvm.va_end.p0(ptr nonnull %3)
  %100 = fadd double %97, %55
  %101 = sitofp i64 %99 to double
  %102 = fadd double %100, %101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  ret double %102
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @mixed_sum(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  br label %4

4:                                                ; preds = %21, %1
  %5 = phi ptr [ %3, %1 ], [ %22, %21 ]
  %6 = phi double [ 0.000000e+00, %1 ], [ %24, %21 ]
  %7 = phi ptr [ %0, %1 ], [ %25, %21 ]
  %8 = load i8, ptr %7, align 1, !tbaa !5
  switch i8 %8, label %18 [
    i8 0, label %9
    i8 105, label %10
    i8 76, label %14
  ]

9:                                                ; preds = %4
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret double %6

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %11, ptr %2, align 8
  %12 = load i32, ptr %5, align 8, !tbaa !8
  %13 = sitofp i32 %12 to double
  br label %21

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %15, ptr %2, align 8
  %16 = load i64, ptr %5, align 8, !tbaa !10
  %17 = sitofp i64 %16 to double
  br label %21

18:                                               ; preds = %4
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %19, ptr %2, align 8
  %20 = load double, ptr %5, align 8, !tbaa !12
  br label %21

21:                                               ; preds = %10, %18, %14
  %22 = phi ptr [ %11, %10 ], [ %15, %14 ], [ %19, %18 ]
  %23 = phi double [ %13, %10 ], [ %17, %14 ], [ %20, %18 ]
  %24 = fadd double %6, %23
  %25 = getelementptr inbounds i8, ptr %7, i64 1
  br label %4, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @centroid(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D2) align 8 %0, i32 noundef %1, ...) local_unnamed_addr #5 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %2
  %6 = load ptr, ptr %3, align 8
  %7 = and i32 %1, 3
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i32 %1, 2147483644
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi <2 x double> [ poison, %5 ], [ %49, %30 ]
  %13 = phi ptr [ %6, %5 ], [ %46, %30 ]
  %14 = phi <2 x double> [ zeroinitializer, %5 ], [ %49, %30 ]
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %11, %16
  %17 = phi ptr [ %20, %16 ], [ %13, %11 ]
  %18 = phi <2 x double> [ %23, %16 ], [ %14, %11 ]
  %19 = phi i32 [ %24, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %20, ptr %3, align 8
  %21 = load ptr, ptr %17, align 8
  %22 = load <2 x double>, ptr %21, align 8, !tbaa !12
  %23 = fadd <2 x double> %22, %18
  %24 = add i32 %19, 1
  %25 = icmp eq i32 %24, %7
  br i1 %25, label %26, label %16, !llvm.loop !26

26:                                               ; preds = %16, %11
  %27 = phi <2 x double> [ %12, %11 ], [ %23, %16 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  br label %52

28:                                               ; preds = %2
  call void @llvm.va_end.p0(ptr nonnull %3)
  %29 = icmp eq i32 %1, 0
  br i1 %29, label %58, label %52

30:                                               ; preds = %30, %9
  %31 = phi ptr [ %6, %9 ], [ %46, %30 ]
  %32 = phi <2 x double> [ zeroinitializer, %9 ], [ %49, %30 ]
  %33 = phi i32 [ 0, %9 ], [ %50, %30 ]
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %34, ptr %3, align 8
  %35 = load ptr, ptr %31, align 8
  %36 = load <2 x double>, ptr %35, align 8, !tbaa !12
  %37 = fadd <2 x double> %36, %32
  %38 = getelementptr inbounds i8, ptr %31, i64 16
  store ptr %38, ptr %3, align 8
  %39 = load ptr, ptr %34, align 8
  %40 = load <2 x double>, ptr %39, align 8, !tbaa !12
  %41 = fadd <2 x double> %40, %37
  %42 = getelementptr inbounds i8, ptr %31, i64 24
  store ptr %42, ptr %3, align 8
  %43 = load ptr, ptr %38, align 8
  %44 = load <2 x double>, ptr %43, align 8, !tbaa !12
  %45 = fadd <2 x double> %44, %41
  %46 = getelementptr inbounds i8, ptr %31, i64 32
  store ptr %46, ptr %3, align 8
  %47 = load ptr, ptr %42, align 8
  %48 = load <2 x double>, ptr %47, align 8, !tbaa !12
  %49 = fadd <2 x double> %48, %45
  %50 = add i32 %33, 4
  %51 = icmp eq i32 %50, %10
  br i1 %51, label %11, label %30, !llvm.loop !27

52:                                               ; preds = %26, %28
  %53 = phi <2 x double> [ %27, %26 ], [ zeroinitializer, %28 ]
  %54 = sitofp i32 %1 to double
  %55 = insertelement <2 x double> poison, double %54, i64 0
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer
  %57 = fdiv <2 x double> %53, %56
  store <2 x double> %57, ptr %0, align 8, !tbaa !12
  br label %58

58:                                               ; preds = %52, %28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @q3_sum(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, i32 noundef %1, ...) local_unnamed_addr #5 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %44

5:                                                ; preds = %2
  %6 = load ptr, ptr %3, align 8
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = and i64 %7, 1
  %11 = icmp eq i32 %1, 1
  br i1 %11, label %16, label %12

12:                                               ; preds = %5
  %13 = and i64 %7, 2147483646
  br label %45

14:                                               ; preds = %45
  %15 = add nuw nsw i64 %49, 3
  br label %16

16:                                               ; preds = %14, %5
  %17 = phi i64 [ poison, %5 ], [ %75, %14 ]
  %18 = phi i64 [ poison, %5 ], [ %77, %14 ]
  %19 = phi i64 [ poison, %5 ], [ %79, %14 ]
  %20 = phi i64 [ 0, %5 ], [ %79, %14 ]
  %21 = phi i64 [ 0, %5 ], [ %77, %14 ]
  %22 = phi i64 [ 0, %5 ], [ %75, %14 ]
  %23 = phi i64 [ 1, %5 ], [ %15, %14 ]
  %24 = phi ptr [ %6, %5 ], [ %66, %14 ]
  %25 = icmp eq i64 %10, 0
  br i1 %25, label %40, label %26

26:                                               ; preds = %16
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %27, ptr %3, align 8
  %28 = load ptr, ptr %24, align 8
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds i8, ptr %28, i64 8
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 16
  %33 = load i64, ptr %32, align 8, !tbaa !5
  %34 = mul nsw i64 %29, %23
  %35 = add nsw i64 %22, %34
  %36 = mul nsw i64 %31, %23
  %37 = add nsw i64 %21, %36
  %38 = mul nsw i64 %33, %23
  %39 = add nsw i64 %20, %38
  br label %40

40:                                               ; preds = %16, %26
  %41 = phi i64 [ %17, %16 ], [ %35, %26 ]
  %42 = phi i64 [ %18, %16 ], [ %37, %26 ]
  %43 = phi i64 [ %19, %16 ], [ %39, %26 ]
  store i64 %41, ptr %0, align 8, !tbaa !10
  store i64 %42, ptr %8, align 8, !tbaa !10
  store i64 %43, ptr %9, align 8, !tbaa !10
  br label %44

44:                                               ; preds = %40, %2
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  ret void

45:                                               ; preds = %45, %12
  %46 = phi i64 [ 0, %12 ], [ %79, %45 ]
  %47 = phi i64 [ 0, %12 ], [ %77, %45 ]
  %48 = phi i64 [ 0, %12 ], [ %75, %45 ]
  %49 = phi i64 [ 0, %12 ], [ %73, %45 ]
  %50 = phi ptr [ %6, %12 ], [ %66, %45 ]
  %51 = phi i64 [ 0, %12 ], [ %80, %45 ]
  %52 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %52, ptr %3, align 8
  %53 = load ptr, ptr %50, align 8
  %54 = load i64, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %53, i64 8
  %56 = load i64, ptr %55, align 8
  %57 = getelementptr inbounds i8, ptr %53, i64 16
  %58 = load i64, ptr %57, align 8, !tbaa !5
  %59 = or disjoint i64 %49, 1
  %60 = mul nsw i64 %54, %59
  %61 = add nsw i64 %48, %60
  %62 = mul nsw i64 %56, %59
  %63 = add nsw i64 %47, %62
  %64 = mul nsw i64 %58, %59
  %65 = add nsw i64 %46, %64
  %66 = getelementptr inbounds i8, ptr %50, i64 16
  store ptr %66, ptr %3, align 8
  %67 = load ptr, ptr %52, align 8
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %67, i64 8
  %70 = load i64, ptr %69, align 8
  %71 = getelementptr inbounds i8, ptr %67, i64 16
  %72 = load i64, ptr %71, align 8, !tbaa !5
  %73 = add nuw nsw i64 %49, 2
  %74 = mul nsw i64 %68, %73
  %75 = add nsw i64 %61, %74
  %76 = mul nsw i64 %70, %73
  %77 = add nsw i64 %63, %76
  %78 = mul nsw i64 %72, %73
  %79 = add nsw i64 %65, %78
  %80 = add i64 %51, 2
  %81 = icmp eq i64 %80, %13
  br i1 %81, label %14, label %45, !llvm.loop !28
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca %struct.D2, align 8
  %2 = alloca %struct.Q3, align 8
  %3 = alloca %struct.CD, align 8
  %4 = alloca %struct.D2, align 8
  %5 = alloca %struct.Q3, align 8
  %6 = alloca %struct.CD, align 8
  %7 = alloca %struct.D2, align 8
  %8 = alloca %struct.D2, align 8
  %9 = alloca %struct.D2, align 8
  %10 = alloca %struct.D2, align 8
  %11 = alloca %struct.D2, align 8
  %12 = alloca %struct.D2, align 8
  %13 = alloca %struct.D2, align 8
  %14 = alloca %struct.D2, align 8
  %15 = alloca %struct.D2, align 8
  %16 = alloca %struct.D2, align 8
  %17 = alloca %struct.D2, align 8
  %18 = alloca %struct.D2, align 8
  %19 = alloca %struct.D2, align 8
  %20 = alloca %struct.D2, align 8
  %21 = alloca %struct.Q3, align 8
  %22 = alloca %struct.Q3, align 8
  %23 = alloca %struct.Q3, align 8
  %24 = alloca %struct.Q3, align 8
  %25 = alloca %struct.Q3, align 8
  %26 = alloca %struct.Q3, align 8
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.11, i32 noundef 42, double noundef 3.141590e+00, i64 noundef 1234567890123, ptr noundef nonnull @.str.12)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.d, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q, i64 24, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.c, i64 16, i1 false), !tbaa.struct !31
  call void (ptr, ...) @show(ptr noundef nonnull @.str.13, i64 -17179869181, ptr noundef nonnull %1, i64 4683743613522280448, ptr noundef nonnull %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  call void (ptr, ...) @show(ptr noundef nonnull @.str.14, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.d, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q, i64 24, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.c, i64 16, i1 false), !tbaa.struct !31
  call void (ptr, ...) @show(ptr noundef nonnull @.str.15, i32 noundef -12, i64 -17179869181, i32 noundef 107, double noundef 2.750000e+00, ptr noundef nonnull %4, double noundef 1.250000e-01, i64 4683743613522280448, i64 noundef -99, ptr noundef nonnull %5, ptr noundef nonnull @.str.16, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #10
  %27 = call double (i32, i32, ...) @split_sum(i32 noundef 3, i32 noundef 2, i32 noundef 10, i32 noundef 20, i32 noundef 30, double noundef 5.000000e-01, double noundef 2.500000e-01, i64 noundef 1000000000000)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, double noundef %27)
  %28 = call double (i32, i32, ...) @split_sum(i32 noundef 7, i32 noundef 9, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, i64 noundef -5)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, double noundef %28)
  %29 = call double (ptr, ...) @mixed_sum(ptr noundef nonnull @.str.19, i32 noundef 1, i64 noundef 2, double noundef 3.500000e+00, i32 noundef -12, double noundef 2.750000e+00, i64 noundef 4000000000, double noundef 2.500000e-01, i32 noundef 107, double noundef -1.500000e+00, i64 noundef -3, double noundef 1.000000e+03)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, double noundef %29)
  %30 = call double (ptr, ...) @mixed_sum(ptr noundef nonnull @.str.20, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i64 noundef 99)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, double noundef %30)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.b, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.e, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.g, i64 16, i1 false), !tbaa.struct !29
  call void (ptr, i32, ...) @centroid(ptr dead_on_unwind nonnull writable sret(%struct.D2) align 8 %7, i32 noundef 4, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #10
  %31 = load double, ptr %7, align 8, !tbaa !32
  %32 = getelementptr inbounds i8, ptr %7, i64 8
  %33 = load double, ptr %32, align 8, !tbaa !34
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, double noundef %31, double noundef %33)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.b, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.e, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.g, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.b, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.e, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.g, i64 16, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.d, i64 16, i1 false), !tbaa.struct !29
  call void (ptr, i32, ...) @centroid(ptr dead_on_unwind nonnull writable sret(%struct.D2) align 8 %7, i32 noundef 9, ptr noundef nonnull %12, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #10
  %34 = load double, ptr %7, align 8, !tbaa !32
  %35 = load double, ptr %32, align 8, !tbaa !34
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, double noundef %34, double noundef %35)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q, i64 24, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q2, i64 24, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q, i64 24, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q2, i64 24, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %26, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q, i64 24, i1 false), !tbaa.struct !30
  call void (ptr, i32, ...) @q3_sum(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %21, i32 noundef 5, ptr noundef nonnull %22, ptr noundef nonnull %23, ptr noundef nonnull %24, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #10
  %36 = load i64, ptr %21, align 8, !tbaa !10
  %37 = getelementptr inbounds i8, ptr %21, i64 8
  %38 = load i64, ptr %37, align 8, !tbaa !10
  %39 = getelementptr inbounds i8, ptr %21, i64 16
  %40 = load i64, ptr %39, align 8, !tbaa !10
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, i64 noundef %36, i64 noundef %38, i64 noundef %40)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #10
  ret i32 0
}

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !22}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19}
!29 = !{i64 0, i64 8, !12, i64 8, i64 8, !12}
!30 = !{i64 0, i64 24, !5}
!31 = !{i64 0, i64 1, !5, i64 8, i64 8, !12}
!32 = !{!33, !13, i64 0}
!33 = !{!"", !13, i64 0, !13, i64 8}
!34 = !{!33, !13, i64 8}

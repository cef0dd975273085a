; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [19 x i8] c"sum_ints=%d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"avg=%.6f %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"idsilc\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"ddddddddddi\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"twice_walk=%.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"ptrsum\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"mixed=%.4f\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"i:%d \00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"d:%.3f \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"s:%s \00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"l:%lld \00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"c:%c \00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"? \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %6 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %7 = tail call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 100)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %8 = tail call double (i32, ...) @avg_doubles(i32 noundef 4, double noundef 1.000000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -1.000000e+00)
  %9 = tail call double (i32, ...) @avg_doubles(i32 noundef 9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %8, double noundef %9)
  tail call void (ptr, ...) @describe(ptr noundef nonnull @.str.2, i32 noundef 42, double noundef 3.141590e+00, ptr noundef nonnull @.str.3, i32 noundef -7, i64 noundef 1234567890123, i32 noundef 81)
  tail call void (ptr, ...) @describe(ptr noundef nonnull @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 2.500000e+00, i32 noundef 77)
  %10 = tail call double (i32, ...) @twice_walk(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #11
  store i32 5, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11
  store i32 10, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #11
  store i32 -3, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11
  store i32 1000, ptr %4, align 4, !tbaa !5
  call void (ptr, ...) @sum_ptrs(ptr noundef nonnull @.str.6, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef null)
  call void (ptr, ...) @sum_ptrs(ptr noundef nonnull @.str.7, ptr noundef null)
  %11 = call double (i32, ...) @mixed(i32 poison, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 1.500000e+00, i32 noundef 3, double noundef 2.500000e+00, i32 noundef 4, double noundef 3.500000e+00, i32 noundef 5, double noundef 4.500000e+00, i32 noundef 6, double noundef 5.500000e+00, i32 noundef 7, double noundef 6.500000e+00)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11
  %4 = load ptr, ptr %2, align 8, !tbaa !9
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %73

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = zext nneg i32 %0 to i64
  %7 = icmp ult i32 %0, 13
  br i1 %7, label %8, label %33

8:                                                ; preds = %70, %33, %4
  %9 = phi i32 [ 0, %33 ], [ 0, %4 ], [ %48, %70 ]
  %10 = phi i32 [ 0, %33 ], [ 0, %4 ], [ %72, %70 ]
  %11 = phi ptr [ %5, %33 ], [ %5, %4 ], [ %50, %70 ]
  %12 = sub i32 %0, %9
  %13 = and i32 %12, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %8, %15
  %16 = phi i32 [ %23, %15 ], [ %9, %8 ]
  %17 = phi i32 [ %22, %15 ], [ %10, %8 ]
  %18 = phi ptr [ %20, %15 ], [ %11, %8 ]
  %19 = phi i32 [ %24, %15 ], [ 0, %8 ]
  %20 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %20, ptr %2, align 8
  %21 = load i32, ptr %18, align 8, !tbaa !5
  %22 = add nsw i32 %21, %17
  %23 = add nuw nsw i32 %16, 1
  %24 = add i32 %19, 1
  %25 = icmp eq i32 %24, %13
  br i1 %25, label %26, label %15, !llvm.loop !11

26:                                               ; preds = %15, %8
  %27 = phi i32 [ poison, %8 ], [ %22, %15 ]
  %28 = phi i32 [ %9, %8 ], [ %23, %15 ]
  %29 = phi i32 [ %10, %8 ], [ %22, %15 ]
  %30 = phi ptr [ %11, %8 ], [ %20, %15 ]
  %31 = sub i32 %9, %0
  %32 = icmp ugt i32 %31, -4
  br i1 %32, label %73, label %75

33:                                               ; preds = %4
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = add nsw i32 %0, -1
  %36 = zext i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 3
  %38 = or disjoint i64 %37, 4
  %39 = getelementptr i8, ptr %5, i64 %38
  %40 = icmp ult ptr %2, %39
  %41 = icmp ult ptr %5, %34
  %42 = and i1 %40, %41
  br i1 %42, label %8, label %43

43:                                               ; preds = %33
  %44 = and i64 %6, 3
  %45 = icmp eq i64 %44, 0
  %46 = select i1 %45, i64 4, i64 %44
  %47 = sub nsw i64 %6, %46
  %48 = trunc i64 %47 to i32
  %49 = shl nsw i64 %47, 3
  %50 = getelementptr i8, ptr %5, i64 %49
  %51 = getelementptr i8, ptr %5, i64 8
  br label %52

52:                                               ; preds = %52, %43
  %53 = phi i64 [ 0, %43 ], [ %68, %52 ]
  %54 = phi <2 x i32> [ zeroinitializer, %43 ], [ %66, %52 ]
  %55 = phi <2 x i32> [ zeroinitializer, %43 ], [ %67, %52 ]
  %56 = shl i64 %53, 3
  %57 = or disjoint i64 %56, 16
  %58 = or disjoint i64 %56, 24
  %59 = getelementptr i8, ptr %5, i64 %56
  %60 = getelementptr i8, ptr %5, i64 %57
  %61 = getelementptr i8, ptr %51, i64 %58
  %62 = load <4 x i32>, ptr %59, align 8, !tbaa !5
  %63 = load <4 x i32>, ptr %60, align 8, !tbaa !5
  %64 = shufflevector <4 x i32> %62, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %65 = shufflevector <4 x i32> %63, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %66 = add <2 x i32> %64, %54
  %67 = add <2 x i32> %65, %55
  %68 = add nuw i64 %53, 4
  %69 = icmp eq i64 %68, %47
  br i1 %69, label %70, label %52, !llvm.loop !13

70:                                               ; preds = %52
  store ptr %61, ptr %2, align 8, !alias.scope !17, !noalias !20
  %71 = add <2 x i32> %67, %66
  %72 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %71)
  br label %8

73:                                               ; preds = %26, %75, %1
  %74 = phi i32 [ 0, %1 ], [ %27, %26 ], [ %90, %75 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret i32 %74

75:                                               ; preds = %26, %75
  %76 = phi i32 [ %91, %75 ], [ %28, %26 ]
  %77 = phi i32 [ %90, %75 ], [ %29, %26 ]
  %78 = phi ptr [ %88, %75 ], [ %30, %26 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  store ptr %79, ptr %2, align 8
  %80 = load i32, ptr %78, align 8, !tbaa !5
  %81 = add nsw i32 %80, %77
  %82 = getelementptr inbounds i8, ptr %78, i64 16
  store ptr %82, ptr %2, align 8
  %83 = load i32, ptr %79, align 8, !tbaa !5
  %84 = add nsw i32 %83, %81
  %85 = getelementptr inbounds i8, ptr %78, i64 24
  store ptr %85, ptr %2, align 8
  %86 = load i32, ptr %82, align 8, !tbaa !5
  %87 = add nsw i32 %86, %84
  %88 = getelementptr inbounds i8, ptr %78, i64 32
  store ptr %88, ptr %2, align 8
  %89 = load i32, ptr %85, align 8, !tbaa !5
  %90 = add nsw i32 %89, %87
  %91 = add nuw nsw i32 %76, 4
  %92 = icmp eq i32 %91, %0
  br i1 %92, label %73, label %75, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @avg_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %24

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = and i32 %0, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483644
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %43, %28 ]
  %12 = phi double [ 0.000000e+00, %4 ], [ %43, %28 ]
  %13 = phi ptr [ %5, %4 ], [ %41, %28 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %10, %15
  %16 = phi double [ %21, %15 ], [ %12, %10 ]
  %17 = phi ptr [ %19, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %22, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %19, ptr %2, align 8
  %20 = load double, ptr %17, align 8, !tbaa !23
  %21 = fadd double %16, %20
  %22 = add i32 %18, 1
  %23 = icmp eq i32 %22, %6
  br i1 %23, label %24, label %15, !llvm.loop !25

24:                                               ; preds = %10, %15, %1
  %25 = phi double [ 0.000000e+00, %1 ], [ %11, %10 ], [ %21, %15 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  %26 = uitofp nneg i32 %0 to double
  %27 = fdiv double %25, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi double [ 0.000000e+00, %8 ], [ %43, %28 ]
  %30 = phi ptr [ %5, %8 ], [ %41, %28 ]
  %31 = phi i32 [ 0, %8 ], [ %44, %28 ]
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %32, ptr %2, align 8
  %33 = load double, ptr %30, align 8, !tbaa !23
  %34 = fadd double %29, %33
  %35 = getelementptr inbounds i8, ptr %30, i64 16
  store ptr %35, ptr %2, align 8
  %36 = load double, ptr %32, align 8, !tbaa !23
  %37 = fadd double %34, %36
  %38 = getelementptr inbounds i8, ptr %30, i64 24
  store ptr %38, ptr %2, align 8
  %39 = load double, ptr %35, align 8, !tbaa !23
  %40 = fadd double %37, %39
  %41 = getelementptr inbounds i8, ptr %30, i64 32
  store ptr %41, ptr %2, align 8
  %42 = load double, ptr %38, align 8, !tbaa !23
  %43 = fadd double %40, %42
  %44 = add i32 %31, 4
  %45 = icmp eq i32 %44, %9
  br i1 %45, label %10, label %28, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define internal void @describe(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  br label %4

4:                                                ; preds = %26, %1
  %5 = phi ptr [ %3, %1 ], [ %27, %26 ]
  %6 = phi ptr [ %0, %1 ], [ %28, %26 ]
  %7 = load i8, ptr %6, align 1, !tbaa !27
  switch i8 %7, label %25 [
    i8 0, label %29
    i8 105, label %8
    i8 100, label %11
    i8 115, label %14
    i8 108, label %17
    i8 99, label %20
  ]

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load i32, ptr %5, align 8, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %10)
  br label %26

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load double, ptr %5, align 8, !tbaa !23
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef %13)
  br label %26

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = load ptr, ptr %5, align 8, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, ptr noundef %16)
  br label %26

17:                                               ; preds = %4
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %5, align 8, !tbaa !28
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef %19)
  br label %26

20:                                               ; preds = %4
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = load i32, ptr %5, align 8, !tbaa !5
  %23 = shl i32 %22, 24
  %24 = ashr exact i32 %23, 24
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %24)
  br label %26

25:                                               ; preds = %4
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14)
  br label %26

26:                                               ; preds = %25, %20, %17, %14, %11, %8
  %27 = phi ptr [ %5, %25 ], [ %21, %20 ], [ %18, %17 ], [ %15, %14 ], [ %12, %11 ], [ %9, %8 ]
  %28 = getelementptr inbounds i8, ptr %6, i64 1
  br label %4, !llvm.loop !30

29:                                               ; preds = %4
  %30 = call i32 @putchar(i32 10)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @twice_walk(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %5, ptr %2, align 8
  %6 = load double, ptr %4, align 8, !tbaa !23
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = load double, ptr %5, align 8, !tbaa !23
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  %10 = load double, ptr %7, align 8, !tbaa !23
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = load double, ptr %9, align 8, !tbaa !23
  %13 = getelementptr inbounds i8, ptr %4, i64 40
  store ptr %13, ptr %2, align 8
  %14 = load double, ptr %11, align 8, !tbaa !23
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %16, ptr %3, align 8
  %17 = load double, ptr %15, align 8, !tbaa !23
  %18 = fsub double 0.000000e+00, %17
  %19 = getelementptr inbounds i8, ptr %15, i64 16
  %20 = load double, ptr %16, align 8, !tbaa !23
  %21 = fsub double %18, %20
  %22 = getelementptr inbounds i8, ptr %15, i64 24
  %23 = load double, ptr %19, align 8, !tbaa !23
  %24 = fsub double %21, %23
  %25 = getelementptr inbounds i8, ptr %15, i64 32
  %26 = load double, ptr %22, align 8, !tbaa !23
  %27 = fsub double %24, %26
  %28 = getelementptr inbounds i8, ptr %15, i64 40
  store ptr %28, ptr %3, align 8
  %29 = load double, ptr %25, align 8, !tbaa !23
  %30 = fsub double %27, %29
  %31 = fadd double %6, 0.000000e+00
  %32 = call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %31)
  %33 = call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %32)
  %34 = call double @llvm.fmuladd.f64(double %12, double 4.000000e+00, double %33)
  %35 = call double @llvm.fmuladd.f64(double %14, double 5.000000e+00, double %34)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %36 = fadd double %35, %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret double %36
}

; Function Attrs: nounwind uwtable
define internal void @sum_ptrs(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load ptr, ptr %3, align 8, !tbaa !9
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %1, %7
  %8 = phi ptr [ %14, %7 ], [ %5, %1 ]
  %9 = phi ptr [ %13, %7 ], [ %4, %1 ]
  %10 = phi i32 [ %12, %7 ], [ 0, %1 ]
  %11 = load i32, ptr %8, align 4, !tbaa !5
  %12 = add nsw i32 %11, %10
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load ptr, ptr %9, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %7, !llvm.loop !31

16:                                               ; preds = %7, %1
  %17 = phi i32 [ 0, %1 ], [ %12, %7 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, ptr noundef %0, i32 noundef %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @mixed(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %2, align 8
  %5 = load i32, ptr %3, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load double, ptr %4, align 8, !tbaa !23
  %8 = sitofp i32 %5 to double
  %9 = fmul double %7, %8
  %10 = fadd double %9, 0.000000e+00
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  %12 = load i32, ptr %6, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = load double, ptr %11, align 8, !tbaa !23
  %15 = sitofp i32 %12 to double
  %16 = fmul double %14, %15
  %17 = call double @llvm.fmuladd.f64(double %10, double 1.500000e+00, double %16)
  %18 = getelementptr inbounds i8, ptr %3, i64 40
  %19 = load i32, ptr %13, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %3, i64 48
  %21 = load double, ptr %18, align 8, !tbaa !23
  %22 = sitofp i32 %19 to double
  %23 = fmul double %21, %22
  %24 = call double @llvm.fmuladd.f64(double %17, double 1.500000e+00, double %23)
  %25 = getelementptr inbounds i8, ptr %3, i64 56
  %26 = load i32, ptr %20, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %3, i64 64
  %28 = load double, ptr %25, align 8, !tbaa !23
  %29 = sitofp i32 %26 to double
  %30 = fmul double %28, %29
  %31 = call double @llvm.fmuladd.f64(double %24, double 1.500000e+00, double %30)
  %32 = getelementptr inbounds i8, ptr %3, i64 72
  %33 = load i32, ptr %27, align 8, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %3, i64 80
  %35 = load double, ptr %32, align 8, !tbaa !23
  %36 = sitofp i32 %33 to double
  %37 = fmul double %35, %36
  %38 = call double @llvm.fmuladd.f64(double %31, double 1.500000e+00, double %37)
  %39 = getelementptr inbounds i8, ptr %3, i64 88
  %40 = load i32, ptr %34, align 8, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %3, i64 96
  %42 = load double, ptr %39, align 8, !tbaa !23
  %43 = sitofp i32 %40 to double
  %44 = fmul double %42, %43
  %45 = call double @llvm.fmuladd.f64(double %38, double 1.500000e+00, double %44)
  %46 = getelementptr inbounds i8, ptr %3, i64 104
  %47 = load i32, ptr %41, align 8, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %3, i64 112
  store ptr %48, ptr %2, align 8
  %49 = load double, ptr %46, align 8, !tbaa !23
  %50 = sitofp i32 %47 to double
  %51 = fmul double %49, %50
  %52 = call double @llvm.fmuladd.f64(double %45, double 1.500000e+00, double %51)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret double %52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !14, !15}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !7, i64 0}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !14}
!27 = !{!7, !7, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !7, i64 0}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}

; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %6 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %7 = tail call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 100)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = tail call double (i32, ...) @avg_doubles(i32 noundef 4, double noundef 1.000000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -1.000000e+00)
  %10 = tail call double (i32, ...) @avg_doubles(i32 noundef 9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %9, double noundef %10)
  tail call void (ptr, ...) @describe(ptr noundef nonnull @.str.2, i32 noundef 42, double noundef 3.141590e+00, ptr noundef nonnull @.str.3, i32 noundef -7, i64 noundef 1234567890123, i32 noundef 81)
  tail call void (ptr, ...) @describe(ptr noundef nonnull @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 2.500000e+00, i32 noundef 77)
  %12 = tail call double (i32, ...) @twice_walk(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 5, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 10, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  store i32 -3, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8
  store i32 1000, ptr %4, align 4, !tbaa !5
  call void (ptr, ...) @sum_ptrs(ptr noundef nonnull @.str.6, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef null)
  call void (ptr, ...) @sum_ptrs(ptr noundef nonnull @.str.7, ptr noundef null)
  %14 = call double (i32, ...) @mixed(i32 poison, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 1.500000e+00, i32 noundef 3, double noundef 2.500000e+00, i32 noundef 4, double noundef 3.500000e+00, i32 noundef 5, double noundef 4.500000e+00, i32 noundef 6, double noundef 5.500000e+00, i32 noundef 7, double noundef 6.500000e+00)
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @avg_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646
  br label %37

15:                                               ; preds = %62, %4
  %16 = phi double [ poison, %4 ], [ %67, %62 ]
  %17 = phi ptr [ %10, %4 ], [ %63, %62 ]
  %18 = phi i32 [ %9, %4 ], [ %64, %62 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %67, %62 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 161
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8
  store ptr %24, ptr %6, align 8
  br label %29

25:                                               ; preds = %21
  %26 = zext nneg i32 %18 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %18, 16
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ]
  %31 = load double, ptr %30, align 8, !tbaa !11
  %32 = fadd double %19, %31
  br label %33

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  %35 = uitofp nneg i32 %0 to double
  %36 = fdiv double %34, %35
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret double %36

37:                                               ; preds = %62, %13
  %38 = phi ptr [ %10, %13 ], [ %63, %62 ]
  %39 = phi i32 [ %9, %13 ], [ %64, %62 ]
  %40 = phi double [ 0.000000e+00, %13 ], [ %67, %62 ]
  %41 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %42 = icmp ult i32 %39, 161
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = zext nneg i32 %39 to i64
  %45 = getelementptr i8, ptr %8, i64 %44
  %46 = add nuw nsw i32 %39, 16
  store i32 %46, ptr %5, align 4
  br label %49

47:                                               ; preds = %37
  %48 = getelementptr i8, ptr %38, i64 8
  store ptr %48, ptr %6, align 8
  br label %49

49:                                               ; preds = %47, %43
  %50 = phi ptr [ %38, %43 ], [ %48, %47 ]
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi ptr [ %45, %43 ], [ %38, %47 ]
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = fadd double %40, %53
  %55 = icmp ult i32 %51, 161
  br i1 %55, label %58, label %56

56:                                               ; preds = %49
  %57 = getelementptr i8, ptr %50, i64 8
  store ptr %57, ptr %6, align 8
  br label %62

58:                                               ; preds = %49
  %59 = zext nneg i32 %51 to i64
  %60 = getelementptr i8, ptr %8, i64 %59
  %61 = add nuw nsw i32 %51, 16
  store i32 %61, ptr %5, align 4
  br label %62

62:                                               ; preds = %58, %56
  %63 = phi ptr [ %50, %58 ], [ %57, %56 ]
  %64 = phi i32 [ %61, %58 ], [ %51, %56 ]
  %65 = phi ptr [ %60, %58 ], [ %50, %56 ]
  %66 = load double, ptr %65, align 8, !tbaa !11
  %67 = fadd double %54, %66
  %68 = add i32 %41, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %37, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal void @describe(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  br label %6

6:                                                ; preds = %88, %1
  %7 = phi ptr [ %0, %1 ], [ %89, %88 ]
  %8 = load i8, ptr %7, align 1, !tbaa !14
  switch i8 %8, label %86 [
    i8 0, label %90
    i8 105, label %9
    i8 100, label %24
    i8 115, label %39
    i8 108, label %54
    i8 99, label %69
  ]

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 16
  %11 = icmp ult i32 %10, 41
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = load ptr, ptr %4, align 16
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr i8, ptr %13, i64 %14
  %16 = add nuw nsw i32 %10, 8
  store i32 %16, ptr %2, align 16
  br label %20

17:                                               ; preds = %9
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr i8, ptr %18, i64 8
  store ptr %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %17, %12
  %21 = phi ptr [ %15, %12 ], [ %18, %17 ]
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %22)
  br label %88

24:                                               ; preds = %6
  %25 = load i32, ptr %5, align 4
  %26 = icmp ult i32 %25, 161
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 16
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr i8, ptr %28, i64 %29
  %31 = add nuw nsw i32 %25, 16
  store i32 %31, ptr %5, align 4
  br label %35

32:                                               ; preds = %24
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr i8, ptr %33, i64 8
  store ptr %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %32, %27
  %36 = phi ptr [ %30, %27 ], [ %33, %32 ]
  %37 = load double, ptr %36, align 8, !tbaa !11
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %37)
  br label %88

39:                                               ; preds = %6
  %40 = load i32, ptr %2, align 16
  %41 = icmp ult i32 %40, 41
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = load ptr, ptr %4, align 16
  %44 = zext nneg i32 %40 to i64
  %45 = getelementptr i8, ptr %43, i64 %44
  %46 = add nuw nsw i32 %40, 8
  store i32 %46, ptr %2, align 16
  br label %50

47:                                               ; preds = %39
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr i8, ptr %48, i64 8
  store ptr %49, ptr %3, align 8
  br label %50

50:                                               ; preds = %47, %42
  %51 = phi ptr [ %45, %42 ], [ %48, %47 ]
  %52 = load ptr, ptr %51, align 8, !tbaa !15
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %52)
  br label %88

54:                                               ; preds = %6
  %55 = load i32, ptr %2, align 16
  %56 = icmp ult i32 %55, 41
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = load ptr, ptr %4, align 16
  %59 = zext nneg i32 %55 to i64
  %60 = getelementptr i8, ptr %58, i64 %59
  %61 = add nuw nsw i32 %55, 8
  store i32 %61, ptr %2, align 16
  br label %65

62:                                               ; preds = %54
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr i8, ptr %63, i64 8
  store ptr %64, ptr %3, align 8
  br label %65

65:                                               ; preds = %62, %57
  %66 = phi ptr [ %60, %57 ], [ %63, %62 ]
  %67 = load i64, ptr %66, align 8, !tbaa !17
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %67)
  br label %88

69:                                               ; preds = %6
  %70 = load i32, ptr %2, align 16
  %71 = icmp ult i32 %70, 41
  br i1 %71, label %72, label %77

72:                                               ; preds = %69
  %73 = load ptr, ptr %4, align 16
  %74 = zext nneg i32 %70 to i64
  %75 = getelementptr i8, ptr %73, i64 %74
  %76 = add nuw nsw i32 %70, 8
  store i32 %76, ptr %2, align 16
  br label %80

77:                                               ; preds = %69
  %78 = load ptr, ptr %3, align 8
  %79 = getelementptr i8, ptr %78, i64 8
  store ptr %79, ptr %3, align 8
  br label %80

80:                                               ; preds = %77, %72
  %81 = phi ptr [ %75, %72 ], [ %78, %77 ]
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = shl i32 %82, 24
  %84 = ashr exact i32 %83, 24
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %84)
  br label %88

86:                                               ; preds = %6
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  br label %88

88:                                               ; preds = %86, %80, %65, %50, %35, %20
  %89 = getelementptr inbounds i8, ptr %7, i64 1
  br label %6, !llvm.loop !19

90:                                               ; preds = %6
  %91 = call i32 @putchar(i32 10)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @twice_walk(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = icmp ult i32 %5, 161
  br i1 %10, label %14, label %11

11:                                               ; preds = %1
  %12 = getelementptr i8, ptr %9, i64 8
  store ptr %12, ptr %6, align 8
  %13 = load double, ptr %9, align 8, !tbaa !11
  br label %20

14:                                               ; preds = %1
  %15 = zext nneg i32 %5 to i64
  %16 = getelementptr i8, ptr %8, i64 %15
  %17 = add nuw nsw i32 %5, 16
  store i32 %17, ptr %4, align 4
  %18 = load double, ptr %16, align 8, !tbaa !11
  %19 = icmp ult i32 %5, 145
  br i1 %19, label %25, label %20

20:                                               ; preds = %14, %11
  %21 = phi double [ %13, %11 ], [ %18, %14 ]
  %22 = phi ptr [ %12, %11 ], [ %9, %14 ]
  %23 = getelementptr i8, ptr %22, i64 8
  store ptr %23, ptr %6, align 8
  %24 = load double, ptr %22, align 8, !tbaa !11
  br label %31

25:                                               ; preds = %14
  %26 = zext nneg i32 %17 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %5, 32
  store i32 %28, ptr %4, align 4
  %29 = load double, ptr %27, align 8, !tbaa !11
  %30 = icmp ult i32 %5, 129
  br i1 %30, label %37, label %31

31:                                               ; preds = %25, %20
  %32 = phi double [ %24, %20 ], [ %29, %25 ]
  %33 = phi ptr [ %23, %20 ], [ %9, %25 ]
  %34 = phi double [ %21, %20 ], [ %18, %25 ]
  %35 = getelementptr i8, ptr %33, i64 8
  store ptr %35, ptr %6, align 8
  %36 = load double, ptr %33, align 8, !tbaa !11
  br label %43

37:                                               ; preds = %25
  %38 = zext nneg i32 %28 to i64
  %39 = getelementptr i8, ptr %8, i64 %38
  %40 = add nuw nsw i32 %5, 48
  store i32 %40, ptr %4, align 4
  %41 = load double, ptr %39, align 8, !tbaa !11
  %42 = icmp ult i32 %5, 113
  br i1 %42, label %50, label %43

43:                                               ; preds = %37, %31
  %44 = phi double [ %36, %31 ], [ %41, %37 ]
  %45 = phi ptr [ %35, %31 ], [ %9, %37 ]
  %46 = phi double [ %34, %31 ], [ %18, %37 ]
  %47 = phi double [ %32, %31 ], [ %29, %37 ]
  %48 = getelementptr i8, ptr %45, i64 8
  store ptr %48, ptr %6, align 8
  %49 = load double, ptr %45, align 8, !tbaa !11
  br label %56

50:                                               ; preds = %37
  %51 = zext nneg i32 %40 to i64
  %52 = getelementptr i8, ptr %8, i64 %51
  %53 = add nuw nsw i32 %5, 64
  store i32 %53, ptr %4, align 4
  %54 = load double, ptr %52, align 8, !tbaa !11
  %55 = icmp ult i32 %5, 97
  br i1 %55, label %63, label %56

56:                                               ; preds = %43, %50
  %57 = phi double [ %49, %43 ], [ %54, %50 ]
  %58 = phi ptr [ %48, %43 ], [ %9, %50 ]
  %59 = phi double [ %47, %43 ], [ %29, %50 ]
  %60 = phi double [ %46, %43 ], [ %18, %50 ]
  %61 = phi double [ %44, %43 ], [ %41, %50 ]
  %62 = getelementptr i8, ptr %58, i64 8
  store ptr %62, ptr %6, align 8
  br label %67

63:                                               ; preds = %50
  %64 = zext nneg i32 %53 to i64
  %65 = getelementptr i8, ptr %8, i64 %64
  %66 = add nuw nsw i32 %5, 80
  store i32 %66, ptr %4, align 4
  br label %67

67:                                               ; preds = %63, %56
  %68 = phi double [ %54, %63 ], [ %57, %56 ]
  %69 = phi double [ %29, %63 ], [ %59, %56 ]
  %70 = phi double [ %18, %63 ], [ %60, %56 ]
  %71 = phi double [ %41, %63 ], [ %61, %56 ]
  %72 = phi ptr [ %65, %63 ], [ %58, %56 ]
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = getelementptr inbounds i8, ptr %3, i64 4
  %75 = load i32, ptr %74, align 4
  %76 = getelementptr inbounds i8, ptr %3, i64 8
  %77 = getelementptr inbounds i8, ptr %3, i64 16
  %78 = load ptr, ptr %77, align 16
  %79 = load ptr, ptr %76, align 8
  %80 = icmp ult i32 %75, 161
  br i1 %80, label %84, label %81

81:                                               ; preds = %67
  %82 = getelementptr i8, ptr %79, i64 8
  store ptr %82, ptr %76, align 8
  %83 = load double, ptr %79, align 8, !tbaa !11
  br label %90

84:                                               ; preds = %67
  %85 = zext nneg i32 %75 to i64
  %86 = getelementptr i8, ptr %78, i64 %85
  %87 = add nuw nsw i32 %75, 16
  store i32 %87, ptr %74, align 4
  %88 = load double, ptr %86, align 8, !tbaa !11
  %89 = icmp ult i32 %75, 145
  br i1 %89, label %95, label %90

90:                                               ; preds = %84, %81
  %91 = phi double [ %83, %81 ], [ %88, %84 ]
  %92 = phi ptr [ %82, %81 ], [ %79, %84 ]
  %93 = getelementptr i8, ptr %92, i64 8
  store ptr %93, ptr %76, align 8
  %94 = load double, ptr %92, align 8, !tbaa !11
  br label %101

95:                                               ; preds = %84
  %96 = zext nneg i32 %87 to i64
  %97 = getelementptr i8, ptr %78, i64 %96
  %98 = add nuw nsw i32 %75, 32
  store i32 %98, ptr %74, align 4
  %99 = load double, ptr %97, align 8, !tbaa !11
  %100 = icmp ult i32 %75, 129
  br i1 %100, label %107, label %101

101:                                              ; preds = %95, %90
  %102 = phi double [ %94, %90 ], [ %99, %95 ]
  %103 = phi ptr [ %93, %90 ], [ %79, %95 ]
  %104 = phi double [ %91, %90 ], [ %88, %95 ]
  %105 = getelementptr i8, ptr %103, i64 8
  store ptr %105, ptr %76, align 8
  %106 = load double, ptr %103, align 8, !tbaa !11
  br label %113

107:                                              ; preds = %95
  %108 = zext nneg i32 %98 to i64
  %109 = getelementptr i8, ptr %78, i64 %108
  %110 = add nuw nsw i32 %75, 48
  store i32 %110, ptr %74, align 4
  %111 = load double, ptr %109, align 8, !tbaa !11
  %112 = icmp ult i32 %75, 113
  br i1 %112, label %120, label %113

113:                                              ; preds = %107, %101
  %114 = phi double [ %106, %101 ], [ %111, %107 ]
  %115 = phi ptr [ %105, %101 ], [ %79, %107 ]
  %116 = phi double [ %104, %101 ], [ %88, %107 ]
  %117 = phi double [ %102, %101 ], [ %99, %107 ]
  %118 = getelementptr i8, ptr %115, i64 8
  store ptr %118, ptr %76, align 8
  %119 = load double, ptr %115, align 8, !tbaa !11
  br label %126

120:                                              ; preds = %107
  %121 = zext nneg i32 %110 to i64
  %122 = getelementptr i8, ptr %78, i64 %121
  %123 = add nuw nsw i32 %75, 64
  store i32 %123, ptr %74, align 4
  %124 = load double, ptr %122, align 8, !tbaa !11
  %125 = icmp ult i32 %75, 97
  br i1 %125, label %133, label %126

126:                                              ; preds = %113, %120
  %127 = phi double [ %119, %113 ], [ %124, %120 ]
  %128 = phi ptr [ %118, %113 ], [ %79, %120 ]
  %129 = phi double [ %117, %113 ], [ %99, %120 ]
  %130 = phi double [ %116, %113 ], [ %88, %120 ]
  %131 = phi double [ %114, %113 ], [ %111, %120 ]
  %132 = getelementptr i8, ptr %128, i64 8
  store ptr %132, ptr %76, align 8
  br label %137

133:                                              ; preds = %120
  %134 = zext nneg i32 %123 to i64
  %135 = getelementptr i8, ptr %78, i64 %134
  %136 = add nuw nsw i32 %75, 80
  store i32 %136, ptr %74, align 4
  br label %137

137:                                              ; preds = %133, %126
  %138 = phi double [ %124, %133 ], [ %127, %126 ]
  %139 = phi double [ %99, %133 ], [ %129, %126 ]
  %140 = phi double [ %88, %133 ], [ %130, %126 ]
  %141 = phi double [ %111, %133 ], [ %131, %126 ]
  %142 = phi ptr [ %135, %133 ], [ %128, %126 ]
  %143 = fsub double 0.000000e+00, %140
  %144 = fsub double %143, %139
  %145 = fsub double %144, %141
  %146 = fsub double %145, %138
  %147 = fadd double %70, 0.000000e+00
  %148 = call double @llvm.fmuladd.f64(double %69, double 2.000000e+00, double %147)
  %149 = call double @llvm.fmuladd.f64(double %71, double 3.000000e+00, double %148)
  %150 = call double @llvm.fmuladd.f64(double %68, double 4.000000e+00, double %149)
  %151 = load double, ptr %142, align 8, !tbaa !11
  %152 = fsub double %146, %151
  %153 = call double @llvm.fmuladd.f64(double %73, double 5.000000e+00, double %150)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %154 = fadd double %153, %152
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret double %154
}

; Function Attrs: nofree nounwind uwtable
define internal void @sum_ptrs(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  br label %8

8:                                                ; preds = %25, %1
  %9 = phi ptr [ %7, %1 ], [ %20, %25 ]
  %10 = phi i32 [ %3, %1 ], [ %21, %25 ]
  %11 = phi i32 [ 0, %1 ], [ %27, %25 ]
  %12 = icmp ult i32 %10, 41
  br i1 %12, label %13, label %17

13:                                               ; preds = %8
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr i8, ptr %6, i64 %14
  %16 = add nuw nsw i32 %10, 8
  store i32 %16, ptr %2, align 16
  br label %19

17:                                               ; preds = %8
  %18 = getelementptr i8, ptr %9, i64 8
  store ptr %18, ptr %4, align 8
  br label %19

19:                                               ; preds = %17, %13
  %20 = phi ptr [ %9, %13 ], [ %18, %17 ]
  %21 = phi i32 [ %16, %13 ], [ %10, %17 ]
  %22 = phi ptr [ %15, %13 ], [ %9, %17 ]
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = icmp eq ptr %23, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %19
  %26 = load i32, ptr %23, align 4, !tbaa !5
  %27 = add nsw i32 %26, %11
  br label %8, !llvm.loop !20

28:                                               ; preds = %19
  call void @llvm.va_end.p0(ptr nonnull %2)
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %0, i32 noundef %11)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @mixed(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %2, align 16
  %5 = load i32, ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = icmp ult i32 %4, 41
  br i1 %10, label %11, label %15

11:                                               ; preds = %1
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr i8, ptr %8, i64 %12
  %14 = add nuw nsw i32 %4, 8
  store i32 %14, ptr %2, align 16
  br label %17

15:                                               ; preds = %1
  %16 = getelementptr i8, ptr %9, i64 8
  store ptr %16, ptr %6, align 8
  br label %17

17:                                               ; preds = %15, %11
  %18 = phi ptr [ %9, %11 ], [ %16, %15 ]
  %19 = phi i32 [ %14, %11 ], [ %4, %15 ]
  %20 = phi ptr [ %13, %11 ], [ %9, %15 ]
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp ult i32 %5, 161
  br i1 %22, label %23, label %27

23:                                               ; preds = %17
  %24 = zext nneg i32 %5 to i64
  %25 = getelementptr i8, ptr %8, i64 %24
  %26 = add nuw nsw i32 %5, 16
  store i32 %26, ptr %3, align 4
  br label %29

27:                                               ; preds = %17
  %28 = getelementptr i8, ptr %18, i64 8
  store ptr %28, ptr %6, align 8
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi ptr [ %18, %23 ], [ %28, %27 ]
  %31 = phi i32 [ %26, %23 ], [ %5, %27 ]
  %32 = phi ptr [ %25, %23 ], [ %18, %27 ]
  %33 = load double, ptr %32, align 8, !tbaa !11
  %34 = icmp ult i32 %19, 41
  br i1 %34, label %37, label %35

35:                                               ; preds = %29
  %36 = getelementptr i8, ptr %30, i64 8
  store ptr %36, ptr %6, align 8
  br label %41

37:                                               ; preds = %29
  %38 = zext nneg i32 %19 to i64
  %39 = getelementptr i8, ptr %8, i64 %38
  %40 = add nuw nsw i32 %19, 8
  store i32 %40, ptr %2, align 16
  br label %41

41:                                               ; preds = %37, %35
  %42 = phi ptr [ %30, %37 ], [ %36, %35 ]
  %43 = phi i32 [ %40, %37 ], [ %19, %35 ]
  %44 = phi ptr [ %39, %37 ], [ %30, %35 ]
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = icmp ult i32 %31, 161
  br i1 %46, label %49, label %47

47:                                               ; preds = %41
  %48 = getelementptr i8, ptr %42, i64 8
  store ptr %48, ptr %6, align 8
  br label %53

49:                                               ; preds = %41
  %50 = zext nneg i32 %31 to i64
  %51 = getelementptr i8, ptr %8, i64 %50
  %52 = add nuw nsw i32 %31, 16
  store i32 %52, ptr %3, align 4
  br label %53

53:                                               ; preds = %49, %47
  %54 = phi ptr [ %42, %49 ], [ %48, %47 ]
  %55 = phi i32 [ %52, %49 ], [ %31, %47 ]
  %56 = phi ptr [ %51, %49 ], [ %42, %47 ]
  %57 = load double, ptr %56, align 8, !tbaa !11
  %58 = icmp ult i32 %43, 41
  br i1 %58, label %61, label %59

59:                                               ; preds = %53
  %60 = getelementptr i8, ptr %54, i64 8
  store ptr %60, ptr %6, align 8
  br label %65

61:                                               ; preds = %53
  %62 = zext nneg i32 %43 to i64
  %63 = getelementptr i8, ptr %8, i64 %62
  %64 = add nuw nsw i32 %43, 8
  store i32 %64, ptr %2, align 16
  br label %65

65:                                               ; preds = %61, %59
  %66 = phi ptr [ %54, %61 ], [ %60, %59 ]
  %67 = phi i32 [ %64, %61 ], [ %43, %59 ]
  %68 = phi ptr [ %63, %61 ], [ %54, %59 ]
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = icmp ult i32 %55, 161
  br i1 %70, label %73, label %71

71:                                               ; preds = %65
  %72 = getelementptr i8, ptr %66, i64 8
  store ptr %72, ptr %6, align 8
  br label %77

73:                                               ; preds = %65
  %74 = zext nneg i32 %55 to i64
  %75 = getelementptr i8, ptr %8, i64 %74
  %76 = add nuw nsw i32 %55, 16
  store i32 %76, ptr %3, align 4
  br label %77

77:                                               ; preds = %73, %71
  %78 = phi ptr [ %66, %73 ], [ %72, %71 ]
  %79 = phi i32 [ %76, %73 ], [ %55, %71 ]
  %80 = phi ptr [ %75, %73 ], [ %66, %71 ]
  %81 = load double, ptr %80, align 8, !tbaa !11
  %82 = icmp ult i32 %67, 41
  br i1 %82, label %85, label %83

83:                                               ; preds = %77
  %84 = getelementptr i8, ptr %78, i64 8
  store ptr %84, ptr %6, align 8
  br label %89

85:                                               ; preds = %77
  %86 = zext nneg i32 %67 to i64
  %87 = getelementptr i8, ptr %8, i64 %86
  %88 = add nuw nsw i32 %67, 8
  store i32 %88, ptr %2, align 16
  br label %89

89:                                               ; preds = %85, %83
  %90 = phi ptr [ %78, %85 ], [ %84, %83 ]
  %91 = phi i32 [ %88, %85 ], [ %67, %83 ]
  %92 = phi ptr [ %87, %85 ], [ %78, %83 ]
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = icmp ult i32 %79, 161
  br i1 %94, label %97, label %95

95:                                               ; preds = %89
  %96 = getelementptr i8, ptr %90, i64 8
  store ptr %96, ptr %6, align 8
  br label %101

97:                                               ; preds = %89
  %98 = zext nneg i32 %79 to i64
  %99 = getelementptr i8, ptr %8, i64 %98
  %100 = add nuw nsw i32 %79, 16
  store i32 %100, ptr %3, align 4
  br label %101

101:                                              ; preds = %97, %95
  %102 = phi ptr [ %90, %97 ], [ %96, %95 ]
  %103 = phi i32 [ %100, %97 ], [ %79, %95 ]
  %104 = phi ptr [ %99, %97 ], [ %90, %95 ]
  %105 = load double, ptr %104, align 8, !tbaa !11
  %106 = icmp ult i32 %91, 41
  br i1 %106, label %109, label %107

107:                                              ; preds = %101
  %108 = getelementptr i8, ptr %102, i64 8
  store ptr %108, ptr %6, align 8
  br label %113

109:                                              ; preds = %101
  %110 = zext nneg i32 %91 to i64
  %111 = getelementptr i8, ptr %8, i64 %110
  %112 = add nuw nsw i32 %91, 8
  store i32 %112, ptr %2, align 16
  br label %113

113:                                              ; preds = %109, %107
  %114 = phi ptr [ %102, %109 ], [ %108, %107 ]
  %115 = phi i32 [ %112, %109 ], [ %91, %107 ]
  %116 = phi ptr [ %111, %109 ], [ %102, %107 ]
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = icmp ult i32 %103, 161
  br i1 %118, label %121, label %119

119:                                              ; preds = %113
  %120 = getelementptr i8, ptr %114, i64 8
  store ptr %120, ptr %6, align 8
  br label %125

121:                                              ; preds = %113
  %122 = zext nneg i32 %103 to i64
  %123 = getelementptr i8, ptr %8, i64 %122
  %124 = add nuw nsw i32 %103, 16
  store i32 %124, ptr %3, align 4
  br label %125

125:                                              ; preds = %121, %119
  %126 = phi ptr [ %114, %121 ], [ %120, %119 ]
  %127 = phi i32 [ %124, %121 ], [ %103, %119 ]
  %128 = phi ptr [ %123, %121 ], [ %114, %119 ]
  %129 = load double, ptr %128, align 8, !tbaa !11
  %130 = icmp ult i32 %115, 41
  br i1 %130, label %133, label %131

131:                                              ; preds = %125
  %132 = getelementptr i8, ptr %126, i64 8
  store ptr %132, ptr %6, align 8
  br label %137

133:                                              ; preds = %125
  %134 = zext nneg i32 %115 to i64
  %135 = getelementptr i8, ptr %8, i64 %134
  %136 = add nuw nsw i32 %115, 8
  store i32 %136, ptr %2, align 16
  br label %137

137:                                              ; preds = %133, %131
  %138 = phi ptr [ %126, %133 ], [ %132, %131 ]
  %139 = phi ptr [ %135, %133 ], [ %126, %131 ]
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = icmp ult i32 %127, 161
  br i1 %141, label %147, label %142

142:                                              ; preds = %137
  %143 = getelementptr i8, ptr %138, i64 8
  store ptr %143, ptr %6, align 8
  %144 = load double, ptr %138, align 8, !tbaa !11
  %145 = getelementptr i8, ptr %138, i64 16
  store ptr %145, ptr %6, align 8
  %146 = load i32, ptr %143, align 4, !tbaa !5
  br label %155

147:                                              ; preds = %137
  %148 = zext nneg i32 %127 to i64
  %149 = getelementptr i8, ptr %8, i64 %148
  %150 = add nuw nsw i32 %127, 16
  store i32 %150, ptr %3, align 4
  %151 = load double, ptr %149, align 8, !tbaa !11
  %152 = getelementptr i8, ptr %138, i64 8
  store ptr %152, ptr %6, align 8
  %153 = load i32, ptr %138, align 4, !tbaa !5
  %154 = icmp ult i32 %127, 145
  br i1 %154, label %160, label %155

155:                                              ; preds = %142, %147
  %156 = phi i32 [ %146, %142 ], [ %153, %147 ]
  %157 = phi ptr [ %145, %142 ], [ %152, %147 ]
  %158 = phi double [ %144, %142 ], [ %151, %147 ]
  %159 = getelementptr i8, ptr %157, i64 8
  store ptr %159, ptr %6, align 8
  br label %164

160:                                              ; preds = %147
  %161 = zext nneg i32 %150 to i64
  %162 = getelementptr i8, ptr %8, i64 %161
  %163 = add nuw nsw i32 %127, 32
  store i32 %163, ptr %3, align 4
  br label %164

164:                                              ; preds = %160, %155
  %165 = phi i32 [ %153, %160 ], [ %156, %155 ]
  %166 = phi double [ %151, %160 ], [ %158, %155 ]
  %167 = phi ptr [ %162, %160 ], [ %157, %155 ]
  %168 = sitofp i32 %21 to double
  %169 = fmul double %33, %168
  %170 = fadd double %169, 0.000000e+00
  %171 = sitofp i32 %45 to double
  %172 = fmul double %57, %171
  %173 = call double @llvm.fmuladd.f64(double %170, double 1.500000e+00, double %172)
  %174 = sitofp i32 %69 to double
  %175 = fmul double %81, %174
  %176 = call double @llvm.fmuladd.f64(double %173, double 1.500000e+00, double %175)
  %177 = sitofp i32 %93 to double
  %178 = fmul double %105, %177
  %179 = call double @llvm.fmuladd.f64(double %176, double 1.500000e+00, double %178)
  %180 = sitofp i32 %117 to double
  %181 = fmul double %129, %180
  %182 = call double @llvm.fmuladd.f64(double %179, double 1.500000e+00, double %181)
  %183 = sitofp i32 %140 to double
  %184 = fmul double %166, %183
  %185 = call double @llvm.fmuladd.f64(double %182, double 1.500000e+00, double %184)
  %186 = load double, ptr %167, align 8, !tbaa !11
  %187 = sitofp i32 %165 to double
  %188 = fmul double %186, %187
  %189 = call double @llvm.fmuladd.f64(double %185, double 1.500000e+00, double %188)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret double %189
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}

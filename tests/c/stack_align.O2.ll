; ModuleID = 'stack_align.c'
source_filename = "stack_align.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A32 = type { [4 x double], i32, [28 x i8] }

@.str = private unnamed_addr constant [22 x i8] c"stack_args %lld d=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"aligned_locals %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"vla_work(%d) = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"vla_loop = %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"alloca_chain = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"a32_sum = %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"a32 arr %.3f aligned=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"a16 %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"big_frame = %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"big_vla = %u %u\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local i64 @stack_args(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, double noundef %8, double noundef %9, ptr nocapture noundef writeonly %10) local_unnamed_addr #0 {
  %12 = add nsw i64 %7, %0
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %10, align 4, !tbaa !5
  %14 = shl nsw i64 %1, 1
  %15 = add nsw i64 %14, %0
  %16 = mul nsw i64 %2, 3
  %17 = add nsw i64 %15, %16
  %18 = shl nsw i64 %3, 2
  %19 = add nsw i64 %17, %18
  %20 = mul nsw i64 %4, 5
  %21 = add nsw i64 %19, %20
  %22 = mul nsw i64 %5, 6
  %23 = add nsw i64 %21, %22
  %24 = mul nsw i64 %6, 7
  %25 = add nsw i64 %23, %24
  %26 = shl nsw i64 %7, 3
  %27 = add nsw i64 %25, %26
  %28 = fmul double %8, 1.000000e+02
  %29 = fptosi double %28 to i64
  %30 = add nsw i64 %27, %29
  %31 = fmul double %9, 1.000000e+01
  %32 = fptosi double %31 to i64
  %33 = add nsw i64 %30, %32
  ret i64 %33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @aligned_ok(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = ptrtoint ptr %0 to i64
  %4 = add i32 %1, -1
  %5 = zext i32 %4 to i64
  %6 = and i64 %5, %3
  %7 = icmp eq i64 %6, 0
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @a32_sum(ptr nocapture noundef readonly byval(%struct.A32) align 32 %0, i32 noundef %1, ptr nocapture noundef readonly byval(%struct.A32) align 32 %2) local_unnamed_addr #2 {
  %4 = sitofp i32 %1 to double
  %5 = load double, ptr %0, align 32, !tbaa !9
  %6 = load double, ptr %2, align 32, !tbaa !9
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %6, double %4)
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call double @llvm.fmuladd.f64(double %9, double %11, double %7)
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load double, ptr %13, align 16, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  %16 = load double, ptr %15, align 16, !tbaa !9
  %17 = tail call double @llvm.fmuladd.f64(double %14, double %16, double %12)
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %2, i64 24
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %19, double %21, double %17)
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = load i32, ptr %23, align 32, !tbaa !11
  %25 = sitofp i32 %24 to double
  %26 = fadd double %22, %25
  %27 = getelementptr inbounds i8, ptr %2, i64 32
  %28 = load i32, ptr %27, align 32, !tbaa !11
  %29 = sitofp i32 %28 to double
  %30 = fsub double %26, %29
  ret double %30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @a32_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A32) align 32 %0, double noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = insertelement <2 x double> poison, double %1, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = fadd <2 x double> %5, <double 0.000000e+00, double 1.000000e+00>
  store <2 x double> %6, ptr %0, align 32, !tbaa !9
  %7 = fadd <2 x double> %5, <double 2.000000e+00, double 3.000000e+00>
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  store <2 x double> %7, ptr %8, align 16, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %2, ptr %9, align 32, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { <2 x float>, <2 x float> } @a16_twice(<2 x float> %0, <2 x float> %1) local_unnamed_addr #5 {
  %3 = shufflevector <2 x float> %0, <2 x float> %1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %4 = fmul <4 x float> %3, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %6 = shufflevector <4 x float> %4, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %7 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %5, 0
  %8 = insertvalue { <2 x float>, <2 x float> } %7, <2 x float> %6, 1
  ret { <2 x float>, <2 x float> } %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i64 @vla_work(i32 noundef %0) local_unnamed_addr #7 {
  %2 = alloca i32, align 4
  %3 = zext i32 %0 to i64
  %4 = alloca i64, i64 %3, align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #14
  store i32 0, ptr %2, align 4, !tbaa !5
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %31

6:                                                ; preds = %1
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %8, label %10

8:                                                ; preds = %27, %6
  %9 = phi i64 [ 0, %6 ], [ %11, %27 ]
  br label %37

10:                                               ; preds = %6
  %11 = and i64 %3, 2147483644
  %12 = insertelement <2 x i64> poison, i64 %3, i64 0
  %13 = shufflevector <2 x i64> %12, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %24, %14 ]
  %16 = phi <2 x i64> [ <i64 0, i64 1>, %10 ], [ %25, %14 ]
  %17 = add <2 x i64> %16, <i64 2, i64 2>
  %18 = mul nuw nsw <2 x i64> %16, %16
  %19 = mul nuw nsw <2 x i64> %17, %17
  %20 = sub nsw <2 x i64> %18, %13
  %21 = sub nsw <2 x i64> %19, %13
  %22 = getelementptr inbounds i64, ptr %4, i64 %15
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <2 x i64> %20, ptr %22, align 16, !tbaa !13
  store <2 x i64> %21, ptr %23, align 16, !tbaa !13
  %24 = add nuw i64 %15, 4
  %25 = add <2 x i64> %16, <i64 4, i64 4>
  %26 = icmp eq i64 %24, %11
  br i1 %26, label %27, label %14, !llvm.loop !15

27:                                               ; preds = %14
  %28 = icmp eq i64 %11, %3
  br i1 %28, label %29, label %8

29:                                               ; preds = %37, %27
  %30 = icmp slt i32 %0, 8
  br i1 %30, label %31, label %33

31:                                               ; preds = %1, %29
  %32 = sext i32 %0 to i64
  br label %48

33:                                               ; preds = %29
  %34 = uitofp nneg i32 %0 to double
  %35 = fmul double %34, -2.500000e-01
  %36 = zext nneg i32 %0 to i64
  br label %55

37:                                               ; preds = %8, %37
  %38 = phi i64 [ %42, %37 ], [ %9, %8 ]
  %39 = mul nuw nsw i64 %38, %38
  %40 = sub nsw i64 %39, %3
  %41 = getelementptr inbounds i64, ptr %4, i64 %38
  store i64 %40, ptr %41, align 8, !tbaa !13
  %42 = add nuw nsw i64 %38, 1
  %43 = icmp eq i64 %42, %3
  br i1 %43, label %29, label %37, !llvm.loop !19

44:                                               ; preds = %55
  %45 = load i32, ptr %2, align 4, !tbaa !5
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %86, %46
  br label %48

48:                                               ; preds = %31, %44
  %49 = phi i64 [ %32, %31 ], [ %36, %44 ]
  %50 = phi i64 [ 0, %31 ], [ %47, %44 ]
  %51 = getelementptr i64, ptr %4, i64 %49
  %52 = getelementptr i8, ptr %51, i64 -8
  %53 = load i64, ptr %52, align 8, !tbaa !13
  %54 = add nsw i64 %50, %53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #14
  ret i64 %54

55:                                               ; preds = %33, %55
  %56 = phi i64 [ 0, %33 ], [ %89, %55 ]
  %57 = phi i64 [ 8, %33 ], [ %87, %55 ]
  %58 = phi i64 [ 0, %33 ], [ %86, %55 ]
  %59 = getelementptr inbounds i64, ptr %4, i64 %56
  %60 = load i64, ptr %59, align 16, !tbaa !13
  %61 = or disjoint i64 %56, 1
  %62 = getelementptr inbounds i64, ptr %4, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !13
  %64 = or disjoint i64 %56, 2
  %65 = getelementptr inbounds i64, ptr %4, i64 %64
  %66 = load i64, ptr %65, align 16, !tbaa !13
  %67 = or disjoint i64 %56, 3
  %68 = getelementptr inbounds i64, ptr %4, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !13
  %70 = or disjoint i64 %56, 4
  %71 = getelementptr inbounds i64, ptr %4, i64 %70
  %72 = load i64, ptr %71, align 16, !tbaa !13
  %73 = or disjoint i64 %56, 5
  %74 = getelementptr inbounds i64, ptr %4, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !13
  %76 = or disjoint i64 %56, 6
  %77 = getelementptr inbounds i64, ptr %4, i64 %76
  %78 = load i64, ptr %77, align 16, !tbaa !13
  %79 = or disjoint i64 %56, 7
  %80 = getelementptr inbounds i64, ptr %4, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !13
  %82 = trunc nuw nsw i64 %56 to i32
  %83 = uitofp nneg i32 %82 to double
  %84 = fmul double %83, 5.000000e-01
  %85 = call i64 @stack_args(i64 noundef %60, i64 noundef %63, i64 noundef %66, i64 noundef %69, i64 noundef %72, i64 noundef %75, i64 noundef %78, i64 noundef %81, double noundef %84, double noundef %35, ptr noundef nonnull %2)
  %86 = add nsw i64 %85, %58
  %87 = add nuw nsw i64 %57, 8
  %88 = icmp ugt i64 %87, %36
  %89 = add nuw nsw i64 %56, 8
  br i1 %88, label %44, label %55, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #8

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @vla_loop(i32 noundef %0) local_unnamed_addr #9 {
  %2 = alloca i32, align 4
  %3 = icmp slt i32 %0, 1
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = add nuw i32 %0, 1
  %6 = zext i32 %5 to i64
  br label %9

7:                                                ; preds = %64, %1
  %8 = phi double [ 0.000000e+00, %1 ], [ %79, %64 ]
  ret double %8

9:                                                ; preds = %4, %64
  %10 = phi i64 [ 1, %4 ], [ %80, %64 ]
  %11 = phi i64 [ 87, %4 ], [ %81, %64 ]
  %12 = phi i64 [ 175, %4 ], [ %82, %64 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %79, %64 ]
  %14 = mul nuw nsw i64 %10, 37
  %15 = add nuw nsw i64 %14, 50
  %16 = tail call ptr @llvm.stacksave.p0()
  %17 = alloca double, i64 %15, align 16
  %18 = shl nuw nsw i64 %15, 1
  %19 = or disjoint i64 %18, 1
  %20 = alloca i16, i64 %19, align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #14
  %21 = trunc nuw nsw i64 %10 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = and i64 %11, 9223372036854775804
  %24 = insertelement <2 x double> poison, double %22, i64 0
  %25 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer
  br label %26

26:                                               ; preds = %26, %9
  %27 = phi i64 [ 0, %9 ], [ %36, %26 ]
  %28 = phi <2 x i32> [ <i32 0, i32 1>, %9 ], [ %37, %26 ]
  %29 = add <2 x i32> %28, <i32 2, i32 2>
  %30 = uitofp <2 x i32> %28 to <2 x double>
  %31 = uitofp <2 x i32> %29 to <2 x double>
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %25)
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %25)
  %34 = getelementptr inbounds double, ptr %17, i64 %27
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  store <2 x double> %32, ptr %34, align 16, !tbaa !9
  store <2 x double> %33, ptr %35, align 16, !tbaa !9
  %36 = add nuw i64 %27, 4
  %37 = add <2 x i32> %28, <i32 4, i32 4>
  %38 = icmp eq i64 %36, %23
  br i1 %38, label %39, label %26, !llvm.loop !21

39:                                               ; preds = %26
  %40 = icmp eq i64 %11, %23
  br i1 %40, label %49, label %41

41:                                               ; preds = %39, %41
  %42 = phi i64 [ %47, %41 ], [ %23, %39 ]
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = uitofp nneg i32 %43 to double
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 5.000000e-01, double %22)
  %46 = getelementptr inbounds double, ptr %17, i64 %42
  store double %45, ptr %46, align 8, !tbaa !9
  %47 = add nuw nsw i64 %42, 1
  %48 = icmp eq i64 %47, %11
  br i1 %48, label %49, label %41, !llvm.loop !22

49:                                               ; preds = %41, %39
  %50 = and i64 %12, 9223372036854775800
  %51 = insertelement <8 x i64> poison, i64 %15, i64 0
  %52 = shufflevector <8 x i64> %51, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %53

53:                                               ; preds = %53, %49
  %54 = phi i64 [ 0, %49 ], [ %59, %53 ]
  %55 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %49 ], [ %60, %53 ]
  %56 = sub nsw <8 x i64> %55, %52
  %57 = trunc <8 x i64> %56 to <8 x i16>
  %58 = getelementptr inbounds i16, ptr %20, i64 %54
  store <8 x i16> %57, ptr %58, align 16, !tbaa !23
  %59 = add nuw i64 %54, 8
  %60 = add <8 x i64> %55, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %61 = icmp eq i64 %59, %50
  br i1 %61, label %62, label %53, !llvm.loop !25

62:                                               ; preds = %53
  %63 = icmp eq i64 %12, %50
  br i1 %63, label %64, label %84

64:                                               ; preds = %84, %62
  %65 = load i16, ptr %20, align 16, !tbaa !23
  %66 = sext i16 %65 to i64
  %67 = getelementptr inbounds i16, ptr %20, i64 %18
  %68 = load i16, ptr %67, align 4, !tbaa !23
  %69 = sext i16 %68 to i64
  %70 = shl i64 %10, 56
  %71 = add i64 %70, 6989586621679009792
  %72 = ashr exact i64 %71, 56
  %73 = getelementptr inbounds double, ptr %17, i64 %14
  %74 = getelementptr inbounds i8, ptr %73, i64 392
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = load double, ptr %17, align 16, !tbaa !9
  %77 = call i64 @stack_args(i64 noundef %15, i64 noundef %66, i64 noundef %69, i64 noundef %10, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef %72, double noundef %75, double noundef %76, ptr noundef nonnull %2)
  %78 = sitofp i64 %77 to double
  %79 = fadd double %13, %78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #14
  tail call void @llvm.stackrestore.p0(ptr %16)
  %80 = add nuw nsw i64 %10, 1
  %81 = add nuw nsw i64 %11, 37
  %82 = add nuw nsw i64 %12, 74
  %83 = icmp eq i64 %80, %6
  br i1 %83, label %7, label %9, !llvm.loop !26

84:                                               ; preds = %62, %84
  %85 = phi i64 [ %89, %84 ], [ %50, %62 ]
  %86 = sub nsw i64 %85, %15
  %87 = trunc i64 %86 to i16
  %88 = getelementptr inbounds i16, ptr %20, i64 %85
  store i16 %87, ptr %88, align 2, !tbaa !23
  %89 = add nuw nsw i64 %85, 1
  %90 = icmp eq i64 %89, %12
  br i1 %90, label %64, label %84, !llvm.loop !27
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @aligned_locals(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca [64 x i8], align 64
  %3 = alloca [4 x double], align 32
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  %5 = sitofp i32 %0 to double
  %6 = add nsw i32 %0, 3
  %7 = sitofp i32 %6 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #14
  %8 = zext i32 %0 to i64
  %9 = shl i64 %8, 56
  %10 = add i64 %9, 6989586621679009792
  %11 = ashr exact i64 %10, 56
  %12 = sext i32 %0 to i64
  %13 = call i64 @stack_args(i64 noundef %11, i64 noundef %11, i64 noundef %12, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, double noundef %7, double noundef %5, ptr noundef nonnull %4)
  %14 = trunc i64 %13 to i32
  %15 = call i32 @aligned_ok(ptr noundef nonnull %2, i32 noundef 64)
  %16 = mul nuw nsw i32 %15, 1000
  %17 = add nsw i32 %16, %14
  %18 = call i32 @aligned_ok(ptr noundef nonnull %3, i32 noundef 32)
  %19 = mul nuw nsw i32 %18, 10000
  %20 = add nsw i32 %17, %19
  %21 = load i32, ptr %4, align 4, !tbaa !5
  %22 = add nsw i32 %20, %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #14
  ret i32 %22
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @alloca_chain(i32 noundef %0, i32 noundef %1) local_unnamed_addr #10 {
  %3 = alloca i32, align 4
  %4 = sext i32 %1 to i64
  %5 = alloca i8, i64 %4, align 16
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %59

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = icmp ult i32 %1, 8
  br i1 %9, label %31, label %10

10:                                               ; preds = %7
  %11 = icmp ult i32 %1, 16
  br i1 %11, label %33, label %12

12:                                               ; preds = %10
  %13 = and i64 %8, 2147483632
  %14 = insertelement <16 x i32> poison, i32 %0, i64 0
  %15 = shufflevector <16 x i32> %14, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ 0, %12 ], [ %23, %16 ]
  %18 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %12 ], [ %24, %16 ]
  %19 = mul <16 x i32> %18, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %20 = add nsw <16 x i32> %19, %15
  %21 = trunc <16 x i32> %20 to <16 x i8>
  %22 = getelementptr inbounds i8, ptr %5, i64 %17
  store <16 x i8> %21, ptr %22, align 16, !tbaa !28
  %23 = add nuw i64 %17, 16
  %24 = add <16 x i32> %18, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %25 = icmp eq i64 %23, %13
  br i1 %25, label %26, label %16, !llvm.loop !29

26:                                               ; preds = %16
  %27 = icmp eq i64 %13, %8
  br i1 %27, label %54, label %28

28:                                               ; preds = %26
  %29 = and i64 %8, 8
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %52, %7, %28
  %32 = phi i64 [ 0, %7 ], [ %13, %28 ], [ %35, %52 ]
  br label %68

33:                                               ; preds = %10, %28
  %34 = phi i64 [ %13, %28 ], [ 0, %10 ]
  %35 = and i64 %8, 2147483640
  %36 = trunc nuw nsw i64 %34 to i32
  %37 = insertelement <8 x i32> poison, i32 %36, i64 0
  %38 = shufflevector <8 x i32> %37, <8 x i32> poison, <8 x i32> zeroinitializer
  %39 = or disjoint <8 x i32> %38, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %40 = insertelement <8 x i32> poison, i32 %0, i64 0
  %41 = shufflevector <8 x i32> %40, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %42

42:                                               ; preds = %42, %33
  %43 = phi i64 [ %34, %33 ], [ %49, %42 ]
  %44 = phi <8 x i32> [ %39, %33 ], [ %50, %42 ]
  %45 = mul <8 x i32> %44, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %46 = add nsw <8 x i32> %45, %41
  %47 = trunc <8 x i32> %46 to <8 x i8>
  %48 = getelementptr inbounds i8, ptr %5, i64 %43
  store <8 x i8> %47, ptr %48, align 8, !tbaa !28
  %49 = add nuw i64 %43, 8
  %50 = add <8 x i32> %44, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %51 = icmp eq i64 %49, %35
  br i1 %51, label %52, label %42, !llvm.loop !30

52:                                               ; preds = %42
  %53 = icmp eq i64 %35, %8
  br i1 %53, label %54, label %31

54:                                               ; preds = %68, %52, %26
  %55 = getelementptr i8, ptr %5, i64 %4
  %56 = getelementptr i8, ptr %55, i64 -1
  %57 = load i8, ptr %56, align 1, !tbaa !28
  %58 = zext i8 %57 to i32
  br label %59

59:                                               ; preds = %54, %2
  %60 = phi i32 [ %58, %54 ], [ 0, %2 ]
  %61 = sdiv i32 %1, 2
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %5, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !28
  %65 = zext i8 %64 to i32
  %66 = add nuw nsw i32 %60, %65
  %67 = icmp eq i32 %0, 0
  br i1 %67, label %90, label %77

68:                                               ; preds = %31, %68
  %69 = phi i64 [ %75, %68 ], [ %32, %31 ]
  %70 = trunc i64 %69 to i32
  %71 = mul i32 %70, 7
  %72 = add nsw i32 %71, %0
  %73 = trunc i32 %72 to i8
  %74 = getelementptr inbounds i8, ptr %5, i64 %69
  store i8 %73, ptr %74, align 1, !tbaa !28
  %75 = add nuw nsw i64 %69, 1
  %76 = icmp eq i64 %75, %8
  br i1 %76, label %54, label %68, !llvm.loop !31

77:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #14
  %78 = sext i32 %0 to i64
  %79 = call i64 @stack_args(i64 noundef %78, i64 noundef %4, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, double noundef 1.000000e+00, double noundef 2.000000e+00, ptr noundef nonnull %3)
  %80 = srem i64 %79, 1000
  %81 = trunc nsw i64 %80 to i32
  %82 = add nsw i32 %0, -1
  %83 = add nsw i32 %1, 100
  %84 = tail call i32 @alloca_chain(i32 noundef %82, i32 noundef %83)
  %85 = load i8, ptr %5, align 16, !tbaa !28
  %86 = zext i8 %85 to i32
  %87 = add i32 %84, %66
  %88 = add i32 %87, %81
  %89 = add nsw i32 %88, %86
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #14
  br label %90

90:                                               ; preds = %59, %77
  %91 = phi i32 [ %89, %77 ], [ %66, %59 ]
  ret i32 %91
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @big_frame(i32 noundef %0) local_unnamed_addr #10 {
  %2 = alloca [12411 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 12411, ptr nonnull %2) #14
  %3 = insertelement <16 x i32> poison, i32 %0, i64 0
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %5

5:                                                ; preds = %12, %1
  %6 = phi i64 [ 0, %1 ], [ %18, %12 ]
  %7 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ], [ %19, %12 ]
  %8 = xor <16 x i32> %7, %4
  %9 = trunc <16 x i32> %8 to <16 x i8>
  %10 = getelementptr inbounds [12411 x i8], ptr %2, i64 0, i64 %6
  store <16 x i8> %9, ptr %10, align 16, !tbaa !28
  %11 = icmp eq i64 %6, 12384
  br i1 %11, label %20, label %12, !llvm.loop !32

12:                                               ; preds = %5
  %13 = or disjoint i64 %6, 16
  %14 = add <16 x i32> %7, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %15 = xor <16 x i32> %14, %4
  %16 = trunc <16 x i32> %15 to <16 x i8>
  %17 = getelementptr inbounds [12411 x i8], ptr %2, i64 0, i64 %13
  store <16 x i8> %16, ptr %17, align 16, !tbaa !28
  %18 = add nuw nsw i64 %6, 32
  %19 = add <16 x i32> %7, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  br label %5

20:                                               ; preds = %5
  %21 = trunc i32 %0 to i8
  %22 = insertelement <8 x i8> poison, i8 %21, i64 0
  %23 = shufflevector <8 x i8> %22, <8 x i8> poison, <8 x i32> zeroinitializer
  %24 = xor <8 x i8> %23, <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119>
  %25 = getelementptr inbounds i8, ptr %2, i64 12400
  store <8 x i8> %24, ptr %25, align 16, !tbaa !28
  %26 = trunc i32 %0 to i8
  %27 = xor i8 %26, 120
  %28 = getelementptr inbounds i8, ptr %2, i64 12408
  store i8 %27, ptr %28, align 8, !tbaa !28
  %29 = trunc i32 %0 to i8
  %30 = xor i8 %29, 121
  %31 = getelementptr inbounds i8, ptr %2, i64 12409
  store i8 %30, ptr %31, align 1, !tbaa !28
  %32 = trunc i32 %0 to i8
  %33 = xor i8 %32, 122
  %34 = getelementptr inbounds i8, ptr %2, i64 12410
  store i8 %33, ptr %34, align 2, !tbaa !28
  br label %37

35:                                               ; preds = %37
  %36 = icmp sgt i32 %0, 0
  br i1 %36, label %71, label %75

37:                                               ; preds = %37, %20
  %38 = phi i64 [ 0, %20 ], [ %69, %37 ]
  %39 = phi i32 [ -2128831035, %20 ], [ %68, %37 ]
  %40 = getelementptr inbounds [12411 x i8], ptr %2, i64 0, i64 %38
  %41 = load i8, ptr %40, align 1, !tbaa !28
  %42 = zext i8 %41 to i32
  %43 = xor i32 %39, %42
  %44 = mul i32 %43, 16777619
  %45 = add nuw nsw i64 %38, 13
  %46 = getelementptr inbounds [12411 x i8], ptr %2, i64 0, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !28
  %48 = zext i8 %47 to i32
  %49 = xor i32 %44, %48
  %50 = mul i32 %49, 16777619
  %51 = add nuw nsw i64 %38, 26
  %52 = getelementptr inbounds [12411 x i8], ptr %2, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !28
  %54 = zext i8 %53 to i32
  %55 = xor i32 %50, %54
  %56 = mul i32 %55, 16777619
  %57 = add nuw nsw i64 %38, 39
  %58 = getelementptr inbounds [12411 x i8], ptr %2, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !28
  %60 = zext i8 %59 to i32
  %61 = xor i32 %56, %60
  %62 = mul i32 %61, 16777619
  %63 = add nuw nsw i64 %38, 52
  %64 = getelementptr inbounds [12411 x i8], ptr %2, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !28
  %66 = zext i8 %65 to i32
  %67 = xor i32 %62, %66
  %68 = mul i32 %67, 16777619
  %69 = add nuw nsw i64 %38, 65
  %70 = icmp ult i64 %38, 12346
  br i1 %70, label %37, label %35, !llvm.loop !33

71:                                               ; preds = %35
  %72 = add nsw i32 %0, -1
  %73 = tail call i32 @big_frame(i32 noundef %72)
  %74 = xor i32 %73, %68
  br label %75

75:                                               ; preds = %71, %35
  %76 = phi i32 [ %74, %71 ], [ %68, %35 ]
  call void @llvm.lifetime.end.p0(i64 12411, ptr nonnull %2) #14
  ret i32 %76
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @big_vla(i32 noundef %0) local_unnamed_addr #7 {
  %2 = zext i32 %0 to i64
  %3 = alloca i8, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %79

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8
  br i1 %6, label %24, label %7

7:                                                ; preds = %5
  %8 = icmp ult i32 %0, 16
  br i1 %8, label %26, label %9

9:                                                ; preds = %7
  %10 = and i64 %2, 2147483632
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %16, %11 ]
  %13 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %9 ], [ %17, %11 ]
  %14 = mul <16 x i8> %13, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>
  %15 = getelementptr inbounds i8, ptr %3, i64 %12
  store <16 x i8> %14, ptr %15, align 16, !tbaa !28
  %16 = add nuw i64 %12, 16
  %17 = add <16 x i8> %13, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %18 = icmp eq i64 %16, %10
  br i1 %18, label %19, label %11, !llvm.loop !34

19:                                               ; preds = %11
  %20 = icmp eq i64 %10, %2
  br i1 %20, label %43, label %21

21:                                               ; preds = %19
  %22 = and i64 %2, 8
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %41, %5, %21
  %25 = phi i64 [ 0, %5 ], [ %10, %21 ], [ %28, %41 ]
  br label %55

26:                                               ; preds = %7, %21
  %27 = phi i64 [ %10, %21 ], [ 0, %7 ]
  %28 = and i64 %2, 2147483640
  %29 = trunc i64 %27 to i8
  %30 = insertelement <8 x i8> poison, i8 %29, i64 0
  %31 = shufflevector <8 x i8> %30, <8 x i8> poison, <8 x i32> zeroinitializer
  %32 = or disjoint <8 x i8> %31, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>
  br label %33

33:                                               ; preds = %33, %26
  %34 = phi i64 [ %27, %26 ], [ %38, %33 ]
  %35 = phi <8 x i8> [ %32, %26 ], [ %39, %33 ]
  %36 = mul <8 x i8> %35, <i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31, i8 31>
  %37 = getelementptr inbounds i8, ptr %3, i64 %34
  store <8 x i8> %36, ptr %37, align 8, !tbaa !28
  %38 = add nuw i64 %34, 8
  %39 = add <8 x i8> %35, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %40 = icmp eq i64 %38, %28
  br i1 %40, label %41, label %33, !llvm.loop !35

41:                                               ; preds = %33
  %42 = icmp eq i64 %28, %2
  br i1 %42, label %43, label %24

43:                                               ; preds = %55, %41, %19
  br i1 %4, label %44, label %79

44:                                               ; preds = %43
  %45 = add nsw i64 %2, -1
  %46 = udiv i64 %45, 97
  %47 = add nuw nsw i64 %46, 1
  %48 = and i64 %47, 3
  %49 = icmp ult i32 %0, 292
  br i1 %49, label %62, label %50

50:                                               ; preds = %44
  %51 = and i64 %47, 576460752303423484
  %52 = getelementptr inbounds i8, ptr %3, i64 97
  %53 = getelementptr inbounds i8, ptr %3, i64 194
  %54 = getelementptr inbounds i8, ptr %3, i64 291
  br label %81

55:                                               ; preds = %24, %55
  %56 = phi i64 [ %60, %55 ], [ %25, %24 ]
  %57 = trunc i64 %56 to i8
  %58 = mul i8 %57, 31
  %59 = getelementptr inbounds i8, ptr %3, i64 %56
  store i8 %58, ptr %59, align 1, !tbaa !28
  %60 = add nuw nsw i64 %56, 1
  %61 = icmp eq i64 %60, %2
  br i1 %61, label %43, label %55, !llvm.loop !36

62:                                               ; preds = %81, %44
  %63 = phi i32 [ poison, %44 ], [ %104, %81 ]
  %64 = phi i64 [ 0, %44 ], [ %105, %81 ]
  %65 = phi i32 [ 0, %44 ], [ %104, %81 ]
  %66 = icmp eq i64 %48, 0
  br i1 %66, label %79, label %67

67:                                               ; preds = %62, %67
  %68 = phi i64 [ %76, %67 ], [ %64, %62 ]
  %69 = phi i32 [ %75, %67 ], [ %65, %62 ]
  %70 = phi i64 [ %77, %67 ], [ 0, %62 ]
  %71 = mul i32 %69, 33
  %72 = getelementptr inbounds i8, ptr %3, i64 %68
  %73 = load i8, ptr %72, align 1, !tbaa !28
  %74 = zext i8 %73 to i32
  %75 = add i32 %71, %74
  %76 = add nuw nsw i64 %68, 97
  %77 = add i64 %70, 1
  %78 = icmp eq i64 %77, %48
  br i1 %78, label %79, label %67, !llvm.loop !37

79:                                               ; preds = %62, %67, %1, %43
  %80 = phi i32 [ 0, %43 ], [ 0, %1 ], [ %63, %62 ], [ %75, %67 ]
  ret i32 %80

81:                                               ; preds = %81, %50
  %82 = phi i64 [ 0, %50 ], [ %105, %81 ]
  %83 = phi i32 [ 0, %50 ], [ %104, %81 ]
  %84 = phi i64 [ 0, %50 ], [ %106, %81 ]
  %85 = mul i32 %83, 33
  %86 = getelementptr inbounds i8, ptr %3, i64 %82
  %87 = load i8, ptr %86, align 4, !tbaa !28
  %88 = zext i8 %87 to i32
  %89 = add i32 %85, %88
  %90 = mul i32 %89, 33
  %91 = getelementptr inbounds i8, ptr %52, i64 %82
  %92 = load i8, ptr %91, align 1, !tbaa !28
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = mul i32 %94, 33
  %96 = getelementptr inbounds i8, ptr %53, i64 %82
  %97 = load i8, ptr %96, align 2, !tbaa !28
  %98 = zext i8 %97 to i32
  %99 = add i32 %95, %98
  %100 = mul i32 %99, 33
  %101 = getelementptr inbounds i8, ptr %54, i64 %82
  %102 = load i8, ptr %101, align 1, !tbaa !28
  %103 = zext i8 %102 to i32
  %104 = add i32 %100, %103
  %105 = add nuw nsw i64 %82, 388
  %106 = add i64 %84, 4
  %107 = icmp eq i64 %106, %51
  br i1 %107, label %62, label %81, !llvm.loop !39
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #11 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.A32, align 32
  %3 = alloca %struct.A32, align 32
  %4 = alloca [3 x %struct.A32], align 32
  %5 = alloca %struct.A32, align 32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14
  store i32 0, ptr %1, align 4, !tbaa !5
  %6 = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, double noundef 5.000000e-01, double noundef 2.500000e-01, ptr noundef nonnull %1)
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, i32 noundef %7)
  %9 = tail call i32 @aligned_locals(i32 noundef 1)
  %10 = tail call i32 @aligned_locals(i32 noundef 2)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9, i32 noundef %10)
  %12 = tail call i64 @vla_work(i32 noundef 8)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8, i64 noundef %12)
  %14 = tail call i64 @vla_work(i32 noundef 36)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 36, i64 noundef %14)
  %16 = tail call i64 @vla_work(i32 noundef 64)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 64, i64 noundef %16)
  %18 = tail call double @vla_loop(i32 noundef 6)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %18)
  %20 = tail call i32 @alloca_chain(i32 noundef 5, i32 noundef 40)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %20)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #14
  call void @a32_make(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, double noundef 1.500000e+00, i32 noundef 3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #14
  call void @a32_make(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, double noundef -2.000000e+00, i32 noundef 11)
  %22 = tail call double @a32_sum(ptr noundef nonnull byval(%struct.A32) align 32 %2, i32 noundef 7, ptr noundef nonnull byval(%struct.A32) align 32 %3)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %22)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #14
  call void @a32_make(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %5, double noundef 0.000000e+00, i32 noundef 0)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %4, ptr noundef nonnull align 32 dereferenceable(64) %5, i64 64, i1 false), !tbaa.struct !40
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #14
  %24 = getelementptr inbounds i8, ptr %4, i64 64
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #14
  call void @a32_make(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %5, double noundef 1.000000e+00, i32 noundef 2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %24, ptr noundef nonnull align 32 dereferenceable(64) %5, i64 64, i1 false), !tbaa.struct !40
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #14
  %25 = getelementptr inbounds i8, ptr %4, i64 128
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #14
  call void @a32_make(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %5, double noundef 2.000000e+00, i32 noundef 4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %25, ptr noundef nonnull align 32 dereferenceable(64) %5, i64 64, i1 false), !tbaa.struct !40
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #14
  %26 = tail call double @a32_sum(ptr noundef nonnull byval(%struct.A32) align 32 %24, i32 noundef 0, ptr noundef nonnull byval(%struct.A32) align 32 %25)
  %27 = call i32 @aligned_ok(ptr noundef nonnull %24, i32 noundef 32)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %26, i32 noundef %27)
  %29 = call { <2 x float>, <2 x float> } @a16_twice(<2 x float> <float 1.500000e+00, float -2.000000e+00>, <2 x float> <float 2.500000e-01, float 8.000000e+00>)
  %30 = extractvalue { <2 x float>, <2 x float> } %29, 0
  %31 = extractvalue { <2 x float>, <2 x float> } %29, 1
  %32 = call { <2 x float>, <2 x float> } @a16_twice(<2 x float> %30, <2 x float> %31)
  %33 = extractvalue { <2 x float>, <2 x float> } %32, 0
  %34 = extractvalue { <2 x float>, <2 x float> } %32, 1
  %35 = extractelement <2 x float> %33, i64 0
  %36 = fpext float %35 to double
  %37 = extractelement <2 x float> %33, i64 1
  %38 = fpext float %37 to double
  %39 = extractelement <2 x float> %34, i64 0
  %40 = fpext float %39 to double
  %41 = extractelement <2 x float> %34, i64 1
  %42 = fpext float %41 to double
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %36, double noundef %38, double noundef %40, double noundef %42)
  %44 = call i32 @big_frame(i32 noundef 4)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %44)
  %46 = call i32 @big_vla(i32 noundef 5000)
  %47 = call i32 @big_vla(i32 noundef 20000)
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %46, i32 noundef %47)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

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
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !6, i64 32}
!12 = !{!"", !7, i64 0, !6, i64 32}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !18, !17}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16, !17, !18}
!22 = distinct !{!22, !16, !18, !17}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !7, i64 0}
!25 = distinct !{!25, !16, !17, !18}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16, !18, !17}
!28 = !{!7, !7, i64 0}
!29 = distinct !{!29, !16, !17, !18}
!30 = distinct !{!30, !16, !17, !18}
!31 = distinct !{!31, !16, !18, !17}
!32 = distinct !{!32, !16, !17, !18}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16, !17, !18}
!35 = distinct !{!35, !16, !17, !18}
!36 = distinct !{!36, !16, !18, !17}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = distinct !{!39, !16}
!40 = !{i64 0, i64 32, !28, i64 32, i64 4, !5}

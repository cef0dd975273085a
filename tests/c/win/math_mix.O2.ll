; ModuleID = 'math_mix.c'
source_filename = "math_mix.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local local_unnamed_addr global [15 x double] [double -2.500000e+00, double -1.500000e+00, double -5.000000e-01, double -0.000000e+00, double 0.000000e+00, double 0x3FDFFFFFFFFFFFFF, double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.700000e+00, double -3.700000e+00, double 0x430C6BF526340004, double 0x4330000000000001, double -1.000000e-310, double 0x40FE240C9FBE76C9], align 16
@g_fvals = dso_local local_unnamed_addr global [9 x float] [float -2.500000e+00, float -5.000000e-01, float 5.000000e-01, float 1.500000e+00, float 2.500000e+00, float 0x4160000020000000, float -7.250000e+00, float 0x37A16C2000000000, float 0x47EFF933C0000000], align 16
@.str = private unnamed_addr constant [5 x i8] c"%-6s\00", align 1
@dnames = internal unnamed_addr constant [7 x ptr] [ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18], align 16
@.str.1 = private unnamed_addr constant [6 x i8] c" %.6g\00", align 1
@dfns = internal unnamed_addr constant [7 x ptr] [ptr @my_floor, ptr @my_ceil, ptr @my_trunc, ptr @my_round, ptr @my_rint, ptr @d_neg, ptr @d_fabs], align 16
@.str.3 = private unnamed_addr constant [6 x i8] c"f%-5s\00", align 1
@ffns = internal unnamed_addr constant [5 x ptr] [ptr @my_floorf, ptr @my_ceilf, ptr @my_truncf, ptr @my_roundf, ptr @f_fabs], align 16
@.str.4 = private unnamed_addr constant [30 x i8] c"copysign %.6g %.6g %.6g %.6g\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"fmin/fmax %.6g %.6g %.6g %.6g\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"sqrt(%d) = %.15g %.6g\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"pow %.6g %.6g %.6g %.15g\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"fmod %.6g %.6g %.6g %.6g\0A\00", align 1
@.str.9 = private unnamed_addr constant [42 x i8] c"conv[%d] ll=%lld r=%d f=%.9g back-v=%.6g\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"mixf %.6g\0A\00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"u64->f %.6g u64>>11->d %.17g d->u32 %u f->u8 %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local double @my_sqrt(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ugt double %0, 0.000000e+00
  br i1 %2, label %3, label %29

3:                                                ; preds = %1
  %4 = fcmp ogt double %0, 1.000000e+00
  %5 = select i1 %4, double %0, double 1.000000e+00
  br label %6

6:                                                ; preds = %6, %3
  %7 = phi i32 [ 0, %3 ], [ %27, %6 ]
  %8 = phi double [ %5, %3 ], [ %26, %6 ]
  %9 = fdiv double %0, %8
  %10 = fadd double %8, %9
  %11 = fmul double %10, 5.000000e-01
  %12 = fdiv double %0, %11
  %13 = fadd double %11, %12
  %14 = fmul double %13, 5.000000e-01
  %15 = fdiv double %0, %14
  %16 = fadd double %14, %15
  %17 = fmul double %16, 5.000000e-01
  %18 = fdiv double %0, %17
  %19 = fadd double %17, %18
  %20 = fmul double %19, 5.000000e-01
  %21 = fdiv double %0, %20
  %22 = fadd double %20, %21
  %23 = fmul double %22, 5.000000e-01
  %24 = fdiv double %0, %23
  %25 = fadd double %23, %24
  %26 = fmul double %25, 5.000000e-01
  %27 = add nuw nsw i32 %7, 6
  %28 = icmp eq i32 %27, 60
  br i1 %28, label %29, label %6, !llvm.loop !5

29:                                               ; preds = %6, %1
  %30 = phi double [ 0.000000e+00, %1 ], [ %26, %6 ]
  ret double %30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local float @my_sqrtf(float noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ugt float %0, 0.000000e+00
  br i1 %2, label %3, label %26

3:                                                ; preds = %1
  %4 = fcmp ogt float %0, 1.000000e+00
  %5 = select i1 %4, float %0, float 1.000000e+00
  br label %6

6:                                                ; preds = %6, %3
  %7 = phi i32 [ 0, %3 ], [ %24, %6 ]
  %8 = phi float [ %5, %3 ], [ %23, %6 ]
  %9 = fdiv float %0, %8
  %10 = fadd float %8, %9
  %11 = fmul float %10, 5.000000e-01
  %12 = fdiv float %0, %11
  %13 = fadd float %11, %12
  %14 = fmul float %13, 5.000000e-01
  %15 = fdiv float %0, %14
  %16 = fadd float %14, %15
  %17 = fmul float %16, 5.000000e-01
  %18 = fdiv float %0, %17
  %19 = fadd float %17, %18
  %20 = fmul float %19, 5.000000e-01
  %21 = fdiv float %0, %20
  %22 = fadd float %20, %21
  %23 = fmul float %22, 5.000000e-01
  %24 = add nuw nsw i32 %7, 5
  %25 = icmp eq i32 %24, 40
  br i1 %25, label %26, label %6, !llvm.loop !7

26:                                               ; preds = %6, %1
  %27 = phi float [ 0.000000e+00, %1 ], [ %23, %6 ]
  ret float %27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local double @my_pow(double noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.abs.i32(i32 %1, i1 false)
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %15, %6 ], [ %5, %4 ]
  %8 = phi double [ %14, %6 ], [ %0, %4 ]
  %9 = phi double [ %13, %6 ], [ 1.000000e+00, %4 ]
  %10 = and i32 %7, 1
  %11 = icmp eq i32 %10, 0
  %12 = fmul double %9, %8
  %13 = select i1 %11, double %9, double %12
  %14 = fmul double %8, %8
  %15 = lshr i32 %7, 1
  %16 = icmp ult i32 %7, 2
  br i1 %16, label %17, label %6, !llvm.loop !8

17:                                               ; preds = %6, %2
  %18 = phi double [ 1.000000e+00, %2 ], [ %13, %6 ]
  %19 = icmp slt i32 %1, 0
  %20 = fdiv double 1.000000e+00, %18
  %21 = select i1 %19, double %20, double %18
  ret double %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_trunc(double noundef %0) #2 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp olt double %2, 0x4330000000000000
  %4 = fptosi double %0 to i64
  %5 = sitofp i64 %4 to double
  %6 = tail call double @llvm.copysign.f64(double %5, double %0)
  %7 = select i1 %3, double %6, double %0
  ret double %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_floor(double noundef %0) #2 {
  %2 = tail call double @my_trunc(double noundef %0)
  %3 = fcmp ogt double %2, %0
  %4 = fadd double %2, -1.000000e+00
  %5 = select i1 %3, double %4, double %2
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_ceil(double noundef %0) #2 {
  %2 = tail call double @my_trunc(double noundef %0)
  %3 = fcmp olt double %2, %0
  %4 = fadd double %2, 1.000000e+00
  %5 = select i1 %3, double %4, double %2
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_round(double noundef %0) #2 {
  %2 = tail call double @my_trunc(double noundef %0)
  %3 = fsub double %0, %2
  %4 = tail call double @llvm.fabs.f64(double %3)
  %5 = fcmp ult double %4, 5.000000e-01
  %6 = tail call double @llvm.copysign.f64(double 1.000000e+00, double %0)
  %7 = fadd double %6, %2
  %8 = select i1 %5, double %2, double %7
  ret double %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @my_rint(double noundef %0) #2 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp olt double %2, 0x4330000000000000
  %4 = fadd double %2, 0x4330000000000000
  %5 = fadd double %4, 0xC330000000000000
  %6 = tail call double @llvm.copysign.f64(double %5, double %0)
  %7 = select i1 %3, double %6, double %0
  ret double %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_truncf(float noundef %0) #2 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = fcmp olt float %2, 0x4160000000000000
  %4 = fptosi float %0 to i32
  %5 = sitofp i32 %4 to float
  %6 = tail call float @llvm.copysign.f32(float %5, float %0)
  %7 = select i1 %3, float %6, float %0
  ret float %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_floorf(float noundef %0) #2 {
  %2 = tail call float @my_truncf(float noundef %0)
  %3 = fcmp ogt float %2, %0
  %4 = fadd float %2, -1.000000e+00
  %5 = select i1 %3, float %4, float %2
  ret float %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_ceilf(float noundef %0) #2 {
  %2 = tail call float @my_truncf(float noundef %0)
  %3 = fcmp olt float %2, %0
  %4 = fadd float %2, 1.000000e+00
  %5 = select i1 %3, float %4, float %2
  ret float %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_roundf(float noundef %0) #2 {
  %2 = tail call float @my_truncf(float noundef %0)
  %3 = fsub float %0, %2
  %4 = tail call float @llvm.fabs.f32(float %3)
  %5 = fcmp ult float %4, 5.000000e-01
  %6 = tail call float @llvm.copysign.f32(float 1.000000e+00, float %0)
  %7 = fadd float %6, %2
  %8 = select i1 %5, float %2, float %7
  ret float %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_fmod(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = fdiv double %0, %1
  %4 = tail call double @my_trunc(double noundef %3)
  %5 = fneg double %4
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %0)
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @mixf(float noundef %0, double noundef %1, i32 noundef %2, float noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = sitofp i32 %2 to float
  %8 = tail call float @llvm.fmuladd.f32(float %0, float %7, float %3)
  %9 = fpext float %8 to double
  %10 = sitofp i64 %4 to double
  %11 = fdiv double %10, 3.000000e+00
  %12 = tail call double @llvm.fmuladd.f64(double %9, double %1, double %11)
  %13 = uitofp i32 %5 to double
  %14 = fsub double %12, %13
  %15 = tail call float @llvm.minnum.f32(float %0, float %3)
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.copysign.f64(double %16, double %1)
  %18 = fadd double %17, %14
  %19 = tail call float @llvm.maxnum.f32(float %0, float %7)
  %20 = fpext float %19 to double
  %21 = fadd double %18, %20
  ret double %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %38, %1 ]
  %3 = getelementptr inbounds [7 x ptr], ptr @dnames, i64 0, i64 %2
  %4 = load ptr, ptr %3, align 8, !tbaa !9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef %4)
  %5 = getelementptr inbounds [7 x ptr], ptr @dfns, i64 0, i64 %2
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = load double, ptr @g_vals, align 16, !tbaa !13
  %8 = tail call double %6(double noundef %7) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %8)
  %9 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 8), align 8, !tbaa !13
  %10 = tail call double %6(double noundef %9) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %10)
  %11 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 16), align 16, !tbaa !13
  %12 = tail call double %6(double noundef %11) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %12)
  %13 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 24), align 8, !tbaa !13
  %14 = tail call double %6(double noundef %13) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %14)
  %15 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 32), align 16, !tbaa !13
  %16 = tail call double %6(double noundef %15) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %16)
  %17 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 40), align 8, !tbaa !13
  %18 = tail call double %6(double noundef %17) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %18)
  %19 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 48), align 16, !tbaa !13
  %20 = tail call double %6(double noundef %19) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %20)
  %21 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 56), align 8, !tbaa !13
  %22 = tail call double %6(double noundef %21) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %22)
  %23 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 64), align 16, !tbaa !13
  %24 = tail call double %6(double noundef %23) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %24)
  %25 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 72), align 8, !tbaa !13
  %26 = tail call double %6(double noundef %25) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %26)
  %27 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 80), align 16, !tbaa !13
  %28 = tail call double %6(double noundef %27) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %28)
  %29 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 88), align 8, !tbaa !13
  %30 = tail call double %6(double noundef %29) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %30)
  %31 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 96), align 16, !tbaa !13
  %32 = tail call double %6(double noundef %31) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %32)
  %33 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 104), align 8, !tbaa !13
  %34 = tail call double %6(double noundef %33) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %34)
  %35 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 112), align 16, !tbaa !13
  %36 = tail call double %6(double noundef %35) #12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %36)
  %37 = tail call i32 @putchar(i32 10)
  %38 = add nuw nsw i64 %2, 1
  %39 = icmp eq i64 %38, 7
  br i1 %39, label %83, label %1, !llvm.loop !15

40:                                               ; preds = %83
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef -3.000000e+00, double noundef 2.000000e+00, double noundef -1.500000e+00, double noundef 1.000000e+00)
  %41 = load double, ptr @g_vals, align 16, !tbaa !13
  %42 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 64), align 16, !tbaa !13
  %43 = tail call double @llvm.minnum.f64(double %41, double %42)
  %44 = tail call double @llvm.maxnum.f64(double %41, double %42)
  %45 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %46 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 24), align 8, !tbaa !16
  %47 = tail call float @llvm.minnum.f32(float %45, float %46)
  %48 = fpext float %47 to double
  %49 = tail call float @llvm.maxnum.f32(float %45, float %46)
  %50 = fpext float %49 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %43, double noundef %44, double noundef %48, double noundef %50)
  %51 = tail call double @my_sqrt(double noundef 1.000000e+00)
  %52 = tail call float @my_sqrtf(float noundef 1.000000e+00)
  %53 = fpext float %52 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1, double noundef %51, double noundef %53)
  %54 = tail call double @my_sqrt(double noundef 8.000000e+00)
  %55 = tail call float @my_sqrtf(float noundef 8.000000e+00)
  %56 = fpext float %55 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 8, double noundef %54, double noundef %56)
  %57 = tail call double @my_sqrt(double noundef 1.500000e+01)
  %58 = tail call float @my_sqrtf(float noundef 1.500000e+01)
  %59 = fpext float %58 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 15, double noundef %57, double noundef %59)
  %60 = tail call double @my_sqrt(double noundef 2.200000e+01)
  %61 = tail call float @my_sqrtf(float noundef 2.200000e+01)
  %62 = fpext float %61 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 22, double noundef %60, double noundef %62)
  %63 = tail call double @my_sqrt(double noundef 2.900000e+01)
  %64 = tail call float @my_sqrtf(float noundef 2.900000e+01)
  %65 = fpext float %64 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 29, double noundef %63, double noundef %65)
  %66 = tail call double @my_sqrt(double noundef 3.600000e+01)
  %67 = tail call float @my_sqrtf(float noundef 3.600000e+01)
  %68 = fpext float %67 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 36, double noundef %66, double noundef %68)
  %69 = tail call double @my_sqrt(double noundef 4.300000e+01)
  %70 = tail call float @my_sqrtf(float noundef 4.300000e+01)
  %71 = fpext float %70 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 43, double noundef %69, double noundef %71)
  %72 = tail call double @my_sqrt(double noundef 5.000000e+01)
  %73 = tail call float @my_sqrtf(float noundef 5.000000e+01)
  %74 = fpext float %73 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 50, double noundef %72, double noundef %74)
  %75 = tail call double @my_pow(double noundef 2.000000e+00, i32 noundef 10)
  %76 = tail call double @my_pow(double noundef 1.500000e+00, i32 noundef -3)
  %77 = tail call double @my_pow(double noundef -3.000000e+00, i32 noundef 7)
  %78 = tail call double @my_pow(double noundef 0x3FF000001AD7F29B, i32 noundef 1000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef %75, double noundef %76, double noundef %77, double noundef %78)
  %79 = tail call double @my_fmod(double noundef 1.050000e+01, double noundef 3.000000e+00)
  %80 = tail call double @my_fmod(double noundef -1.050000e+01, double noundef 3.000000e+00)
  %81 = tail call double @my_fmod(double noundef 1.000000e+10, double noundef 7.000000e+00)
  %82 = tail call double @my_fmod(double noundef 5.500000e+00, double noundef -2.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef %79, double noundef %80, double noundef %81, double noundef %82)
  br label %122

83:                                               ; preds = %1, %83
  %84 = phi i64 [ %120, %83 ], [ 0, %1 ]
  %85 = icmp eq i64 %84, 4
  %86 = and i64 %84, 4294967295
  %87 = select i1 %85, i64 6, i64 %86
  %88 = getelementptr inbounds [7 x ptr], ptr @dnames, i64 0, i64 %87
  %89 = load ptr, ptr %88, align 8, !tbaa !9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, ptr noundef %89)
  %90 = getelementptr inbounds [5 x ptr], ptr @ffns, i64 0, i64 %84
  %91 = load ptr, ptr %90, align 8, !tbaa !9
  %92 = load float, ptr @g_fvals, align 16, !tbaa !16
  %93 = tail call float %91(float noundef %92) #12
  %94 = fpext float %93 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %94)
  %95 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %96 = tail call float %91(float noundef %95) #12
  %97 = fpext float %96 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %97)
  %98 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 8), align 8, !tbaa !16
  %99 = tail call float %91(float noundef %98) #12
  %100 = fpext float %99 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %100)
  %101 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 12), align 4, !tbaa !16
  %102 = tail call float %91(float noundef %101) #12
  %103 = fpext float %102 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %103)
  %104 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 16), align 16, !tbaa !16
  %105 = tail call float %91(float noundef %104) #12
  %106 = fpext float %105 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %106)
  %107 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 20), align 4, !tbaa !16
  %108 = tail call float %91(float noundef %107) #12
  %109 = fpext float %108 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %109)
  %110 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 24), align 8, !tbaa !16
  %111 = tail call float %91(float noundef %110) #12
  %112 = fpext float %111 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %112)
  %113 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 28), align 4, !tbaa !16
  %114 = tail call float %91(float noundef %113) #12
  %115 = fpext float %114 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %115)
  %116 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 32), align 16, !tbaa !16
  %117 = tail call float %91(float noundef %116) #12
  %118 = fpext float %117 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %118)
  %119 = tail call i32 @putchar(i32 10)
  %120 = add nuw nsw i64 %84, 1
  %121 = icmp eq i64 %120, 5
  br i1 %121, label %40, label %83, !llvm.loop !18

122:                                              ; preds = %40, %122
  %123 = phi i64 [ 0, %40 ], [ %137, %122 ]
  %124 = getelementptr inbounds [15 x double], ptr @g_vals, i64 0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !13
  %126 = tail call double @my_trunc(double noundef %125)
  %127 = fptosi double %126 to i64
  %128 = tail call double @my_fmod(double noundef %125, double noundef 1.000000e+06)
  %129 = fcmp oeq double %128, %125
  %130 = select i1 %129, double %125, double 0.000000e+00
  %131 = tail call double @my_round(double noundef %130)
  %132 = fptosi double %131 to i32
  %133 = fptrunc double %125 to float
  %134 = fpext float %133 to double
  %135 = fsub double %134, %125
  %136 = trunc nuw nsw i64 %123 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %136, i64 noundef %127, i32 noundef %132, double noundef %134, double noundef %135)
  %137 = add nuw nsw i64 %123, 1
  %138 = icmp eq i64 %137, 15
  br i1 %138, label %139, label %122, !llvm.loop !19

139:                                              ; preds = %122
  %140 = load float, ptr @g_fvals, align 16, !tbaa !16
  %141 = load double, ptr @g_vals, align 16, !tbaa !13
  %142 = tail call double @mixf(float noundef %140, double noundef %141, i32 noundef -4, float noundef 0.000000e+00, i64 noundef 0, i32 noundef 0)
  %143 = fadd double %142, 0.000000e+00
  %144 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %145 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 8), align 8, !tbaa !13
  %146 = tail call double @mixf(float noundef %144, double noundef %145, i32 noundef -3, float noundef 2.500000e-01, i64 noundef -1000000007, i32 noundef 3)
  %147 = fadd double %143, %146
  %148 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 8), align 8, !tbaa !16
  %149 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 16), align 16, !tbaa !13
  %150 = tail call double @mixf(float noundef %148, double noundef %149, i32 noundef -2, float noundef 5.000000e-01, i64 noundef -2000000014, i32 noundef 6)
  %151 = fadd double %147, %150
  %152 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 12), align 4, !tbaa !16
  %153 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 24), align 8, !tbaa !13
  %154 = tail call double @mixf(float noundef %152, double noundef %153, i32 noundef -1, float noundef 7.500000e-01, i64 noundef -3000000021, i32 noundef 9)
  %155 = fadd double %151, %154
  %156 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 16), align 16, !tbaa !16
  %157 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 32), align 16, !tbaa !13
  %158 = tail call double @mixf(float noundef %156, double noundef %157, i32 noundef 0, float noundef 1.000000e+00, i64 noundef -4000000028, i32 noundef 12)
  %159 = fadd double %155, %158
  %160 = load float, ptr @g_fvals, align 16, !tbaa !16
  %161 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 40), align 8, !tbaa !13
  %162 = tail call double @mixf(float noundef %160, double noundef %161, i32 noundef 1, float noundef 1.250000e+00, i64 noundef -5000000035, i32 noundef 15)
  %163 = fadd double %159, %162
  %164 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %165 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 48), align 16, !tbaa !13
  %166 = tail call double @mixf(float noundef %164, double noundef %165, i32 noundef 2, float noundef 1.500000e+00, i64 noundef -6000000042, i32 noundef 18)
  %167 = fadd double %163, %166
  %168 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 8), align 8, !tbaa !16
  %169 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 56), align 8, !tbaa !13
  %170 = tail call double @mixf(float noundef %168, double noundef %169, i32 noundef 3, float noundef 1.750000e+00, i64 noundef -7000000049, i32 noundef 21)
  %171 = fadd double %167, %170
  %172 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 12), align 4, !tbaa !16
  %173 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 64), align 16, !tbaa !13
  %174 = tail call double @mixf(float noundef %172, double noundef %173, i32 noundef 4, float noundef 2.000000e+00, i64 noundef -8000000056, i32 noundef 24)
  %175 = fadd double %171, %174
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef %175)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef 0x43F0000000000000, double noundef 0x433FFFFFFFFFFFFF, i32 noundef -304967296, i32 noundef 200)
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !9
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @d_neg(double noundef %0) #9 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fneg double %2
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @d_fabs(double noundef %0) #9 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef float @f_fabs(float noundef %0) #9 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !11, i64 0}
!15 = distinct !{!15, !6}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !11, i64 0}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}

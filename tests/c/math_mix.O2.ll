; ModuleID = 'math_mix.c'
source_filename = "math_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local double @my_trunc(double noundef %0) #1 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp olt double %2, 0x4330000000000000
  %4 = fptosi double %0 to i64
  %5 = sitofp i64 %4 to double
  %6 = tail call double @llvm.copysign.f64(double %5, double %0)
  %7 = select i1 %3, double %6, double %0
  ret double %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_floor(double noundef %0) #1 {
  %2 = tail call double @my_trunc(double noundef %0)
  %3 = fcmp ogt double %2, %0
  %4 = fadd double %2, -1.000000e+00
  %5 = select i1 %3, double %4, double %2
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_ceil(double noundef %0) #1 {
  %2 = tail call double @my_trunc(double noundef %0)
  %3 = fcmp olt double %2, %0
  %4 = fadd double %2, 1.000000e+00
  %5 = select i1 %3, double %4, double %2
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @my_round(double noundef %0) #1 {
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
define dso_local noundef double @my_rint(double noundef %0) #1 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp olt double %2, 0x4330000000000000
  %4 = fadd double %2, 0x4330000000000000
  %5 = fadd double %4, 0xC330000000000000
  %6 = tail call double @llvm.copysign.f64(double %5, double %0)
  %7 = select i1 %3, double %6, double %0
  ret double %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_truncf(float noundef %0) #1 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = fcmp olt float %2, 0x4160000000000000
  %4 = fptosi float %0 to i32
  %5 = sitofp i32 %4 to float
  %6 = tail call float @llvm.copysign.f32(float %5, float %0)
  %7 = select i1 %3, float %6, float %0
  ret float %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_floorf(float noundef %0) #1 {
  %2 = tail call float @my_truncf(float noundef %0)
  %3 = fcmp ogt float %2, %0
  %4 = fadd float %2, -1.000000e+00
  %5 = select i1 %3, float %4, float %2
  ret float %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_ceilf(float noundef %0) #1 {
  %2 = tail call float @my_truncf(float noundef %0)
  %3 = fcmp olt float %2, %0
  %4 = fadd float %2, 1.000000e+00
  %5 = select i1 %3, float %4, float %2
  ret float %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @my_roundf(float noundef %0) #1 {
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
define dso_local double @my_fmod(double noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = fdiv double %0, %1
  %4 = tail call double @my_trunc(double noundef %3)
  %5 = fneg double %4
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %0)
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @mixf(float noundef %0, double noundef %1, i32 noundef %2, float noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
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
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %54, %1 ]
  %3 = getelementptr inbounds [7 x ptr], ptr @dnames, i64 0, i64 %2
  %4 = load ptr, ptr %3, align 8, !tbaa !9
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %4)
  %6 = getelementptr inbounds [7 x ptr], ptr @dfns, i64 0, i64 %2
  %7 = load ptr, ptr %6, align 8, !tbaa !9
  %8 = load double, ptr @g_vals, align 16, !tbaa !13
  %9 = tail call double %7(double noundef %8) #8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %9)
  %11 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 8), align 8, !tbaa !13
  %12 = tail call double %7(double noundef %11) #8
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %12)
  %14 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 16), align 16, !tbaa !13
  %15 = tail call double %7(double noundef %14) #8
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %15)
  %17 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 24), align 8, !tbaa !13
  %18 = tail call double %7(double noundef %17) #8
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %18)
  %20 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 32), align 16, !tbaa !13
  %21 = tail call double %7(double noundef %20) #8
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %21)
  %23 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 40), align 8, !tbaa !13
  %24 = tail call double %7(double noundef %23) #8
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %24)
  %26 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 48), align 16, !tbaa !13
  %27 = tail call double %7(double noundef %26) #8
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %27)
  %29 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 56), align 8, !tbaa !13
  %30 = tail call double %7(double noundef %29) #8
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %30)
  %32 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 64), align 16, !tbaa !13
  %33 = tail call double %7(double noundef %32) #8
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %33)
  %35 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 72), align 8, !tbaa !13
  %36 = tail call double %7(double noundef %35) #8
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %36)
  %38 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 80), align 16, !tbaa !13
  %39 = tail call double %7(double noundef %38) #8
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %39)
  %41 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 88), align 8, !tbaa !13
  %42 = tail call double %7(double noundef %41) #8
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %42)
  %44 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 96), align 16, !tbaa !13
  %45 = tail call double %7(double noundef %44) #8
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %45)
  %47 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 104), align 8, !tbaa !13
  %48 = tail call double %7(double noundef %47) #8
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %48)
  %50 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 112), align 16, !tbaa !13
  %51 = tail call double %7(double noundef %50) #8
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51)
  %53 = tail call i32 @putchar(i32 10)
  %54 = add nuw nsw i64 %2, 1
  %55 = icmp eq i64 %54, 7
  br i1 %55, label %111, label %1, !llvm.loop !15

56:                                               ; preds = %111
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef -3.000000e+00, double noundef 2.000000e+00, double noundef -1.500000e+00, double noundef 1.000000e+00)
  %58 = load double, ptr @g_vals, align 16, !tbaa !13
  %59 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 64), align 16, !tbaa !13
  %60 = tail call double @llvm.minnum.f64(double %58, double %59)
  %61 = tail call double @llvm.maxnum.f64(double %58, double %59)
  %62 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %63 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 24), align 8, !tbaa !16
  %64 = tail call float @llvm.minnum.f32(float %62, float %63)
  %65 = fpext float %64 to double
  %66 = tail call float @llvm.maxnum.f32(float %62, float %63)
  %67 = fpext float %66 to double
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %60, double noundef %61, double noundef %65, double noundef %67)
  %69 = tail call double @my_sqrt(double noundef 1.000000e+00)
  %70 = tail call float @my_sqrtf(float noundef 1.000000e+00)
  %71 = fpext float %70 to double
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, double noundef %69, double noundef %71)
  %73 = tail call double @my_sqrt(double noundef 8.000000e+00)
  %74 = tail call float @my_sqrtf(float noundef 8.000000e+00)
  %75 = fpext float %74 to double
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8, double noundef %73, double noundef %75)
  %77 = tail call double @my_sqrt(double noundef 1.500000e+01)
  %78 = tail call float @my_sqrtf(float noundef 1.500000e+01)
  %79 = fpext float %78 to double
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 15, double noundef %77, double noundef %79)
  %81 = tail call double @my_sqrt(double noundef 2.200000e+01)
  %82 = tail call float @my_sqrtf(float noundef 2.200000e+01)
  %83 = fpext float %82 to double
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 22, double noundef %81, double noundef %83)
  %85 = tail call double @my_sqrt(double noundef 2.900000e+01)
  %86 = tail call float @my_sqrtf(float noundef 2.900000e+01)
  %87 = fpext float %86 to double
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 29, double noundef %85, double noundef %87)
  %89 = tail call double @my_sqrt(double noundef 3.600000e+01)
  %90 = tail call float @my_sqrtf(float noundef 3.600000e+01)
  %91 = fpext float %90 to double
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 36, double noundef %89, double noundef %91)
  %93 = tail call double @my_sqrt(double noundef 4.300000e+01)
  %94 = tail call float @my_sqrtf(float noundef 4.300000e+01)
  %95 = fpext float %94 to double
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 43, double noundef %93, double noundef %95)
  %97 = tail call double @my_sqrt(double noundef 5.000000e+01)
  %98 = tail call float @my_sqrtf(float noundef 5.000000e+01)
  %99 = fpext float %98 to double
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 50, double noundef %97, double noundef %99)
  %101 = tail call double @my_pow(double noundef 2.000000e+00, i32 noundef 10)
  %102 = tail call double @my_pow(double noundef 1.500000e+00, i32 noundef -3)
  %103 = tail call double @my_pow(double noundef -3.000000e+00, i32 noundef 7)
  %104 = tail call double @my_pow(double noundef 0x3FF000001AD7F29B, i32 noundef 1000000)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %101, double noundef %102, double noundef %103, double noundef %104)
  %106 = tail call double @my_fmod(double noundef 1.050000e+01, double noundef 3.000000e+00)
  %107 = tail call double @my_fmod(double noundef -1.050000e+01, double noundef 3.000000e+00)
  %108 = tail call double @my_fmod(double noundef 1.000000e+10, double noundef 7.000000e+00)
  %109 = tail call double @my_fmod(double noundef 5.500000e+00, double noundef -2.000000e+00)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %106, double noundef %107, double noundef %108, double noundef %109)
  br label %160

111:                                              ; preds = %1, %111
  %112 = phi i64 [ %158, %111 ], [ 0, %1 ]
  %113 = icmp eq i64 %112, 4
  %114 = and i64 %112, 4294967295
  %115 = select i1 %113, i64 6, i64 %114
  %116 = getelementptr inbounds [7 x ptr], ptr @dnames, i64 0, i64 %115
  %117 = load ptr, ptr %116, align 8, !tbaa !9
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %117)
  %119 = getelementptr inbounds [5 x ptr], ptr @ffns, i64 0, i64 %112
  %120 = load ptr, ptr %119, align 8, !tbaa !9
  %121 = load float, ptr @g_fvals, align 16, !tbaa !16
  %122 = tail call float %120(float noundef %121) #8
  %123 = fpext float %122 to double
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %123)
  %125 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %126 = tail call float %120(float noundef %125) #8
  %127 = fpext float %126 to double
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %127)
  %129 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 8), align 8, !tbaa !16
  %130 = tail call float %120(float noundef %129) #8
  %131 = fpext float %130 to double
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %131)
  %133 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 12), align 4, !tbaa !16
  %134 = tail call float %120(float noundef %133) #8
  %135 = fpext float %134 to double
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %135)
  %137 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 16), align 16, !tbaa !16
  %138 = tail call float %120(float noundef %137) #8
  %139 = fpext float %138 to double
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %139)
  %141 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 20), align 4, !tbaa !16
  %142 = tail call float %120(float noundef %141) #8
  %143 = fpext float %142 to double
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %143)
  %145 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 24), align 8, !tbaa !16
  %146 = tail call float %120(float noundef %145) #8
  %147 = fpext float %146 to double
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %147)
  %149 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 28), align 4, !tbaa !16
  %150 = tail call float %120(float noundef %149) #8
  %151 = fpext float %150 to double
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %151)
  %153 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 32), align 16, !tbaa !16
  %154 = tail call float %120(float noundef %153) #8
  %155 = fpext float %154 to double
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %155)
  %157 = tail call i32 @putchar(i32 10)
  %158 = add nuw nsw i64 %112, 1
  %159 = icmp eq i64 %158, 5
  br i1 %159, label %56, label %111, !llvm.loop !18

160:                                              ; preds = %56, %160
  %161 = phi i64 [ 0, %56 ], [ %176, %160 ]
  %162 = getelementptr inbounds [15 x double], ptr @g_vals, i64 0, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !13
  %164 = tail call double @my_trunc(double noundef %163)
  %165 = fptosi double %164 to i64
  %166 = tail call double @my_fmod(double noundef %163, double noundef 1.000000e+06)
  %167 = fcmp oeq double %166, %163
  %168 = select i1 %167, double %163, double 0.000000e+00
  %169 = tail call double @my_round(double noundef %168)
  %170 = fptosi double %169 to i32
  %171 = fptrunc double %163 to float
  %172 = fpext float %171 to double
  %173 = fsub double %172, %163
  %174 = trunc nuw nsw i64 %161 to i32
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %174, i64 noundef %165, i32 noundef %170, double noundef %172, double noundef %173)
  %176 = add nuw nsw i64 %161, 1
  %177 = icmp eq i64 %176, 15
  br i1 %177, label %178, label %160, !llvm.loop !19

178:                                              ; preds = %160
  %179 = load float, ptr @g_fvals, align 16, !tbaa !16
  %180 = load double, ptr @g_vals, align 16, !tbaa !13
  %181 = tail call double @mixf(float noundef %179, double noundef %180, i32 noundef -4, float noundef 0.000000e+00, i64 noundef 0, i32 noundef 0)
  %182 = fadd double %181, 0.000000e+00
  %183 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %184 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 8), align 8, !tbaa !13
  %185 = tail call double @mixf(float noundef %183, double noundef %184, i32 noundef -3, float noundef 2.500000e-01, i64 noundef -1000000007, i32 noundef 3)
  %186 = fadd double %182, %185
  %187 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 8), align 8, !tbaa !16
  %188 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 16), align 16, !tbaa !13
  %189 = tail call double @mixf(float noundef %187, double noundef %188, i32 noundef -2, float noundef 5.000000e-01, i64 noundef -2000000014, i32 noundef 6)
  %190 = fadd double %186, %189
  %191 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 12), align 4, !tbaa !16
  %192 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 24), align 8, !tbaa !13
  %193 = tail call double @mixf(float noundef %191, double noundef %192, i32 noundef -1, float noundef 7.500000e-01, i64 noundef -3000000021, i32 noundef 9)
  %194 = fadd double %190, %193
  %195 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 16), align 16, !tbaa !16
  %196 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 32), align 16, !tbaa !13
  %197 = tail call double @mixf(float noundef %195, double noundef %196, i32 noundef 0, float noundef 1.000000e+00, i64 noundef -4000000028, i32 noundef 12)
  %198 = fadd double %194, %197
  %199 = load float, ptr @g_fvals, align 16, !tbaa !16
  %200 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 40), align 8, !tbaa !13
  %201 = tail call double @mixf(float noundef %199, double noundef %200, i32 noundef 1, float noundef 1.250000e+00, i64 noundef -5000000035, i32 noundef 15)
  %202 = fadd double %198, %201
  %203 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 4), align 4, !tbaa !16
  %204 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 48), align 16, !tbaa !13
  %205 = tail call double @mixf(float noundef %203, double noundef %204, i32 noundef 2, float noundef 1.500000e+00, i64 noundef -6000000042, i32 noundef 18)
  %206 = fadd double %202, %205
  %207 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 8), align 8, !tbaa !16
  %208 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 56), align 8, !tbaa !13
  %209 = tail call double @mixf(float noundef %207, double noundef %208, i32 noundef 3, float noundef 1.750000e+00, i64 noundef -7000000049, i32 noundef 21)
  %210 = fadd double %206, %209
  %211 = load float, ptr getelementptr inbounds (i8, ptr @g_fvals, i64 12), align 4, !tbaa !16
  %212 = load double, ptr getelementptr inbounds (i8, ptr @g_vals, i64 64), align 16, !tbaa !13
  %213 = tail call double @mixf(float noundef %211, double noundef %212, i32 noundef 4, float noundef 2.000000e+00, i64 noundef -8000000056, i32 noundef 24)
  %214 = fadd double %210, %213
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %214)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0x43F0000000000000, double noundef 0x433FFFFFFFFFFFFF, i32 noundef -304967296, i32 noundef 200)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @d_neg(double noundef %0) #5 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fneg double %2
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @d_fabs(double noundef %0) #5 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef float @f_fabs(float noundef %0) #5 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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

; ModuleID = 'math_mix.c'
source_filename = "math_mix.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local global [15 x double] [double -2.500000e+00, double -1.500000e+00, double -5.000000e-01, double -0.000000e+00, double 0.000000e+00, double 0x3FDFFFFFFFFFFFFF, double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.700000e+00, double -3.700000e+00, double 0x430C6BF526340004, double 0x4330000000000001, double -1.000000e-310, double 0x40FE240C9FBE76C9], align 16
@g_fvals = dso_local global [9 x float] [float -2.500000e+00, float -5.000000e-01, float 5.000000e-01, float 1.500000e+00, float 2.500000e+00, float 0x4160000020000000, float -7.250000e+00, float 0x37A16C2000000000, float 0x47EFF933C0000000], align 16
@.str = private unnamed_addr constant [5 x i8] c"%-6s\00", align 1
@dnames = internal constant [7 x ptr] [ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18], align 16
@.str.1 = private unnamed_addr constant [6 x i8] c" %.6g\00", align 1
@dfns = internal constant [7 x ptr] [ptr @my_floor, ptr @my_ceil, ptr @my_trunc, ptr @my_round, ptr @my_rint, ptr @d_neg, ptr @d_fabs], align 16
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"f%-5s\00", align 1
@ffns = internal constant [5 x ptr] [ptr @my_floorf, ptr @my_ceilf, ptr @my_truncf, ptr @my_roundf, ptr @f_fabs], align 16
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fcmp ole double %6, 0.000000e+00
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %32

9:                                                ; preds = %1
  %10 = load double, ptr %3, align 8
  %11 = fcmp ogt double %10, 1.000000e+00
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = load double, ptr %3, align 8
  br label %15

14:                                               ; preds = %9
  br label %15

15:                                               ; preds = %14, %12
  %16 = phi double [ %13, %12 ], [ 1.000000e+00, %14 ]
  store double %16, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %27, %15
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 60
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load double, ptr %4, align 8
  %22 = load double, ptr %3, align 8
  %23 = load double, ptr %4, align 8
  %24 = fdiv double %22, %23
  %25 = fadd double %21, %24
  %26 = fmul double 5.000000e-01, %25
  store double %26, ptr %4, align 8
  br label %27

27:                                               ; preds = %20
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %17, !llvm.loop !5

30:                                               ; preds = %17
  %31 = load double, ptr %4, align 8
  store double %31, ptr %2, align 8
  br label %32

32:                                               ; preds = %30, %8
  %33 = load double, ptr %2, align 8
  ret double %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @my_sqrtf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  %7 = fcmp ole float %6, 0.000000e+00
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store float 0.000000e+00, ptr %2, align 4
  br label %32

9:                                                ; preds = %1
  %10 = load float, ptr %3, align 4
  %11 = fcmp ogt float %10, 1.000000e+00
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = load float, ptr %3, align 4
  br label %15

14:                                               ; preds = %9
  br label %15

15:                                               ; preds = %14, %12
  %16 = phi float [ %13, %12 ], [ 1.000000e+00, %14 ]
  store float %16, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %27, %15
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 40
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load float, ptr %4, align 4
  %22 = load float, ptr %3, align 4
  %23 = load float, ptr %4, align 4
  %24 = fdiv float %22, %23
  %25 = fadd float %21, %24
  %26 = fmul float 5.000000e-01, %25
  store float %26, ptr %4, align 4
  br label %27

27:                                               ; preds = %20
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %17, !llvm.loop !7

30:                                               ; preds = %17
  %31 = load float, ptr %4, align 4
  store float %31, ptr %2, align 4
  br label %32

32:                                               ; preds = %30, %8
  %33 = load float, ptr %2, align 4
  ret float %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_pow(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 0
  %10 = zext i1 %9 to i32
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = sub i32 0, %14
  br label %18

16:                                               ; preds = %2
  %17 = load i32, ptr %4, align 4
  br label %18

18:                                               ; preds = %16, %13
  %19 = phi i32 [ %15, %13 ], [ %17, %16 ]
  store i32 %19, ptr %7, align 4
  br label %20

20:                                               ; preds = %31, %18
  %21 = load i32, ptr %7, align 4
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = load i32, ptr %7, align 4
  %25 = and i32 %24, 1
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %23
  %28 = load double, ptr %3, align 8
  %29 = load double, ptr %5, align 8
  %30 = fmul double %29, %28
  store double %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %27, %23
  %32 = load double, ptr %3, align 8
  %33 = load double, ptr %3, align 8
  %34 = fmul double %33, %32
  store double %34, ptr %3, align 8
  %35 = load i32, ptr %7, align 4
  %36 = lshr i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %20, !llvm.loop !8

37:                                               ; preds = %20
  %38 = load i32, ptr %6, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %43

40:                                               ; preds = %37
  %41 = load double, ptr %5, align 8
  %42 = fdiv double 1.000000e+00, %41
  br label %45

43:                                               ; preds = %37
  %44 = load double, ptr %5, align 8
  br label %45

45:                                               ; preds = %43, %40
  %46 = phi double [ %42, %40 ], [ %44, %43 ]
  ret double %46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_trunc(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fabs.f64(double %3)
  %5 = fcmp olt double %4, 0x4330000000000000
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  %8 = fptosi double %7 to i64
  %9 = sitofp i64 %8 to double
  %10 = load double, ptr %2, align 8
  %11 = call double @llvm.copysign.f64(double %9, double %10)
  br label %14

12:                                               ; preds = %1
  %13 = load double, ptr %2, align 8
  br label %14

14:                                               ; preds = %12, %6
  %15 = phi double [ %11, %6 ], [ %13, %12 ]
  ret double %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_floor(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @my_trunc(double noundef %4)
  store double %5, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %2, align 8
  %8 = fcmp ogt double %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load double, ptr %3, align 8
  %11 = fsub double %10, 1.000000e+00
  br label %14

12:                                               ; preds = %1
  %13 = load double, ptr %3, align 8
  br label %14

14:                                               ; preds = %12, %9
  %15 = phi double [ %11, %9 ], [ %13, %12 ]
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_ceil(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @my_trunc(double noundef %4)
  store double %5, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %2, align 8
  %8 = fcmp olt double %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load double, ptr %3, align 8
  %11 = fadd double %10, 1.000000e+00
  br label %14

12:                                               ; preds = %1
  %13 = load double, ptr %3, align 8
  br label %14

14:                                               ; preds = %12, %9
  %15 = phi double [ %11, %9 ], [ %13, %12 ]
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_round(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @my_trunc(double noundef %4)
  store double %5, ptr %3, align 8
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %3, align 8
  %8 = fsub double %6, %7
  %9 = call double @llvm.fabs.f64(double %8)
  %10 = fcmp oge double %9, 5.000000e-01
  br i1 %10, label %11, label %16

11:                                               ; preds = %1
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %2, align 8
  %14 = call double @llvm.copysign.f64(double 1.000000e+00, double %13)
  %15 = fadd double %12, %14
  br label %18

16:                                               ; preds = %1
  %17 = load double, ptr %3, align 8
  br label %18

18:                                               ; preds = %16, %11
  %19 = phi double [ %15, %11 ], [ %17, %16 ]
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_rint(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @llvm.fabs.f64(double %5)
  %7 = fcmp olt double %6, 0x4330000000000000
  br i1 %7, label %10, label %8

8:                                                ; preds = %1
  %9 = load double, ptr %3, align 8
  store double %9, ptr %2, align 8
  br label %18

10:                                               ; preds = %1
  %11 = load double, ptr %3, align 8
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = fadd double %12, 0x4330000000000000
  %14 = fsub double %13, 0x4330000000000000
  store double %14, ptr %4, align 8
  %15 = load double, ptr %4, align 8
  %16 = load double, ptr %3, align 8
  %17 = call double @llvm.copysign.f64(double %15, double %16)
  store double %17, ptr %2, align 8
  br label %18

18:                                               ; preds = %10, %8
  %19 = load double, ptr %2, align 8
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @my_truncf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fabs.f32(float %3)
  %5 = fcmp olt float %4, 0x4160000000000000
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = load float, ptr %2, align 4
  %8 = fptosi float %7 to i32
  %9 = sitofp i32 %8 to float
  %10 = load float, ptr %2, align 4
  %11 = call float @llvm.copysign.f32(float %9, float %10)
  br label %14

12:                                               ; preds = %1
  %13 = load float, ptr %2, align 4
  br label %14

14:                                               ; preds = %12, %6
  %15 = phi float [ %11, %6 ], [ %13, %12 ]
  ret float %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @my_floorf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = call float @my_truncf(float noundef %4)
  store float %5, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %2, align 4
  %8 = fcmp ogt float %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load float, ptr %3, align 4
  %11 = fsub float %10, 1.000000e+00
  br label %14

12:                                               ; preds = %1
  %13 = load float, ptr %3, align 4
  br label %14

14:                                               ; preds = %12, %9
  %15 = phi float [ %11, %9 ], [ %13, %12 ]
  ret float %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @my_ceilf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = call float @my_truncf(float noundef %4)
  store float %5, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %2, align 4
  %8 = fcmp olt float %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load float, ptr %3, align 4
  %11 = fadd float %10, 1.000000e+00
  br label %14

12:                                               ; preds = %1
  %13 = load float, ptr %3, align 4
  br label %14

14:                                               ; preds = %12, %9
  %15 = phi float [ %11, %9 ], [ %13, %12 ]
  ret float %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @my_roundf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = call float @my_truncf(float noundef %4)
  store float %5, ptr %3, align 4
  %6 = load float, ptr %2, align 4
  %7 = load float, ptr %3, align 4
  %8 = fsub float %6, %7
  %9 = call float @llvm.fabs.f32(float %8)
  %10 = fcmp oge float %9, 5.000000e-01
  br i1 %10, label %11, label %16

11:                                               ; preds = %1
  %12 = load float, ptr %3, align 4
  %13 = load float, ptr %2, align 4
  %14 = call float @llvm.copysign.f32(float 1.000000e+00, float %13)
  %15 = fadd float %12, %14
  br label %18

16:                                               ; preds = %1
  %17 = load float, ptr %3, align 4
  br label %18

18:                                               ; preds = %16, %11
  %19 = phi float [ %15, %11 ], [ %17, %16 ]
  ret float %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_fmod(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = fdiv double %6, %7
  %9 = call double @my_trunc(double noundef %8)
  %10 = load double, ptr %4, align 8
  %11 = fneg double %9
  %12 = call double @llvm.fmuladd.f64(double %11, double %10, double %5)
  ret double %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @mixf(float noundef %0, double noundef %1, i32 noundef %2, float noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca float, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  store float %0, ptr %7, align 4
  store double %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store float %3, ptr %10, align 4
  store i64 %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %15 = load float, ptr %7, align 4
  %16 = load i32, ptr %9, align 4
  %17 = sitofp i32 %16 to float
  %18 = load float, ptr %10, align 4
  %19 = call float @llvm.fmuladd.f32(float %15, float %17, float %18)
  store float %19, ptr %13, align 4
  %20 = load float, ptr %13, align 4
  %21 = fpext float %20 to double
  %22 = load double, ptr %8, align 8
  %23 = load i64, ptr %11, align 8
  %24 = sitofp i64 %23 to double
  %25 = fdiv double %24, 3.000000e+00
  %26 = call double @llvm.fmuladd.f64(double %21, double %22, double %25)
  %27 = load i32, ptr %12, align 4
  %28 = uitofp i32 %27 to double
  %29 = fsub double %26, %28
  store double %29, ptr %14, align 8
  %30 = load double, ptr %14, align 8
  %31 = load float, ptr %7, align 4
  %32 = fpext float %31 to double
  %33 = load float, ptr %10, align 4
  %34 = fpext float %33 to double
  %35 = call double @llvm.minnum.f64(double %32, double %34)
  %36 = load double, ptr %8, align 8
  %37 = call double @llvm.copysign.f64(double %35, double %36)
  %38 = fadd double %30, %37
  %39 = load float, ptr %7, align 4
  %40 = load i32, ptr %9, align 4
  %41 = sitofp i32 %40 to float
  %42 = call float @llvm.maxnum.f32(float %39, float %41)
  %43 = fpext float %42 to double
  %44 = fadd double %38, %43
  ret double %44
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca float, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 15, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %50, %0
  %22 = load i32, ptr %3, align 4
  %23 = icmp slt i32 %22, 7
  br i1 %23, label %24, label %53

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x ptr], ptr @dnames, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %28)
  store i32 0, ptr %4, align 4
  br label %30

30:                                               ; preds = %45, %24
  %31 = load i32, ptr %4, align 4
  %32 = load i32, ptr %2, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %48

34:                                               ; preds = %30
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x ptr], ptr @dfns, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [15 x double], ptr @g_vals, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = call double %38(double noundef %42)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %43)
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %30, !llvm.loop !9

48:                                               ; preds = %30
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %50

50:                                               ; preds = %48
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %21, !llvm.loop !10

53:                                               ; preds = %21
  store i32 9, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %54

54:                                               ; preds = %90, %53
  %55 = load i32, ptr %6, align 4
  %56 = icmp slt i32 %55, 5
  br i1 %56, label %57, label %93

57:                                               ; preds = %54
  %58 = load i32, ptr %6, align 4
  %59 = icmp eq i32 %58, 4
  br i1 %59, label %60, label %61

60:                                               ; preds = %57
  br label %63

61:                                               ; preds = %57
  %62 = load i32, ptr %6, align 4
  br label %63

63:                                               ; preds = %61, %60
  %64 = phi i32 [ 6, %60 ], [ %62, %61 ]
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [7 x ptr], ptr @dnames, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %67)
  store i32 0, ptr %7, align 4
  br label %69

69:                                               ; preds = %85, %63
  %70 = load i32, ptr %7, align 4
  %71 = load i32, ptr %5, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %88

73:                                               ; preds = %69
  %74 = load i32, ptr %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [5 x ptr], ptr @ffns, i64 0, i64 %75
  %77 = load ptr, ptr %76, align 8
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [9 x float], ptr @g_fvals, i64 0, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = call float %77(float noundef %81)
  %83 = fpext float %82 to double
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %83)
  br label %85

85:                                               ; preds = %73
  %86 = load i32, ptr %7, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %7, align 4
  br label %69, !llvm.loop !11

88:                                               ; preds = %69
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %90

90:                                               ; preds = %88
  %91 = load i32, ptr %6, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %6, align 4
  br label %54, !llvm.loop !12

93:                                               ; preds = %54
  %94 = call double @llvm.copysign.f64(double 3.000000e+00, double -0.000000e+00)
  %95 = call double @llvm.copysign.f64(double -2.000000e+00, double 1.000000e+00)
  %96 = call float @llvm.copysign.f32(float 1.500000e+00, float 0xB9B4484C00000000)
  %97 = fpext float %96 to double
  %98 = call double @llvm.copysign.f64(double 0.000000e+00, double -1.000000e+00)
  %99 = fcmp oeq double %98, 0.000000e+00
  %100 = zext i1 %99 to i64
  %101 = select i1 %99, double 1.000000e+00, double 0.000000e+00
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %94, double noundef %95, double noundef %97, double noundef %101)
  %103 = load double, ptr @g_vals, align 16
  %104 = load double, ptr getelementptr inbounds ([15 x double], ptr @g_vals, i64 0, i64 8), align 16
  %105 = call double @llvm.minnum.f64(double %103, double %104)
  %106 = load double, ptr @g_vals, align 16
  %107 = load double, ptr getelementptr inbounds ([15 x double], ptr @g_vals, i64 0, i64 8), align 16
  %108 = call double @llvm.maxnum.f64(double %106, double %107)
  %109 = load float, ptr getelementptr inbounds ([9 x float], ptr @g_fvals, i64 0, i64 1), align 4
  %110 = load float, ptr getelementptr inbounds ([9 x float], ptr @g_fvals, i64 0, i64 6), align 8
  %111 = call float @llvm.minnum.f32(float %109, float %110)
  %112 = fpext float %111 to double
  %113 = load float, ptr getelementptr inbounds ([9 x float], ptr @g_fvals, i64 0, i64 1), align 4
  %114 = load float, ptr getelementptr inbounds ([9 x float], ptr @g_fvals, i64 0, i64 6), align 8
  %115 = call float @llvm.maxnum.f32(float %113, float %114)
  %116 = fpext float %115 to double
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %105, double noundef %108, double noundef %112, double noundef %116)
  store i32 1, ptr %8, align 4
  br label %118

118:                                              ; preds = %131, %93
  %119 = load i32, ptr %8, align 4
  %120 = icmp sle i32 %119, 50
  br i1 %120, label %121, label %134

121:                                              ; preds = %118
  %122 = load i32, ptr %8, align 4
  %123 = load i32, ptr %8, align 4
  %124 = sitofp i32 %123 to double
  %125 = call double @my_sqrt(double noundef %124)
  %126 = load i32, ptr %8, align 4
  %127 = sitofp i32 %126 to float
  %128 = call float @my_sqrtf(float noundef %127)
  %129 = fpext float %128 to double
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %122, double noundef %125, double noundef %129)
  br label %131

131:                                              ; preds = %121
  %132 = load i32, ptr %8, align 4
  %133 = add nsw i32 %132, 7
  store i32 %133, ptr %8, align 4
  br label %118, !llvm.loop !13

134:                                              ; preds = %118
  %135 = call double @my_pow(double noundef 2.000000e+00, i32 noundef 10)
  %136 = call double @my_pow(double noundef 1.500000e+00, i32 noundef -3)
  %137 = call double @my_pow(double noundef -3.000000e+00, i32 noundef 7)
  %138 = call double @my_pow(double noundef 0x3FF000001AD7F29B, i32 noundef 1000000)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %135, double noundef %136, double noundef %137, double noundef %138)
  %140 = call double @my_fmod(double noundef 1.050000e+01, double noundef 3.000000e+00)
  %141 = call double @my_fmod(double noundef -1.050000e+01, double noundef 3.000000e+00)
  %142 = call double @my_fmod(double noundef 1.000000e+10, double noundef 7.000000e+00)
  %143 = call double @my_fmod(double noundef 5.500000e+00, double noundef -2.000000e+00)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %140, double noundef %141, double noundef %142, double noundef %143)
  store i32 0, ptr %9, align 4
  br label %145

145:                                              ; preds = %181, %134
  %146 = load i32, ptr %9, align 4
  %147 = load i32, ptr %2, align 4
  %148 = icmp slt i32 %146, %147
  br i1 %148, label %149, label %184

149:                                              ; preds = %145
  %150 = load i32, ptr %9, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [15 x double], ptr @g_vals, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  store double %153, ptr %10, align 8
  %154 = load double, ptr %10, align 8
  %155 = call double @my_trunc(double noundef %154)
  %156 = fptosi double %155 to i64
  store i64 %156, ptr %11, align 8
  %157 = load double, ptr %10, align 8
  %158 = call double @my_fmod(double noundef %157, double noundef 1.000000e+06)
  %159 = load double, ptr %10, align 8
  %160 = fcmp oeq double %158, %159
  br i1 %160, label %161, label %163

161:                                              ; preds = %149
  %162 = load double, ptr %10, align 8
  br label %164

163:                                              ; preds = %149
  br label %164

164:                                              ; preds = %163, %161
  %165 = phi double [ %162, %161 ], [ 0.000000e+00, %163 ]
  %166 = call double @my_round(double noundef %165)
  %167 = fptosi double %166 to i32
  store i32 %167, ptr %12, align 4
  %168 = load double, ptr %10, align 8
  %169 = fptrunc double %168 to float
  store float %169, ptr %13, align 4
  %170 = load float, ptr %13, align 4
  %171 = fpext float %170 to double
  store double %171, ptr %14, align 8
  %172 = load i32, ptr %9, align 4
  %173 = load i64, ptr %11, align 8
  %174 = load i32, ptr %12, align 4
  %175 = load float, ptr %13, align 4
  %176 = fpext float %175 to double
  %177 = load double, ptr %14, align 8
  %178 = load double, ptr %10, align 8
  %179 = fsub double %177, %178
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %172, i64 noundef %173, i32 noundef %174, double noundef %176, double noundef %179)
  br label %181

181:                                              ; preds = %164
  %182 = load i32, ptr %9, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %9, align 4
  br label %145, !llvm.loop !14

184:                                              ; preds = %145
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %185

185:                                              ; preds = %211, %184
  %186 = load i32, ptr %16, align 4
  %187 = icmp slt i32 %186, 9
  br i1 %187, label %188, label %214

188:                                              ; preds = %185
  %189 = load i32, ptr %16, align 4
  %190 = srem i32 %189, 5
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [9 x float], ptr @g_fvals, i64 0, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = load i32, ptr %16, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [15 x double], ptr @g_vals, i64 0, i64 %195
  %197 = load double, ptr %196, align 8
  %198 = load i32, ptr %16, align 4
  %199 = sub nsw i32 %198, 4
  %200 = load i32, ptr %16, align 4
  %201 = sitofp i32 %200 to float
  %202 = fmul float %201, 2.500000e-01
  %203 = load i32, ptr %16, align 4
  %204 = sext i32 %203 to i64
  %205 = mul nsw i64 -1000000007, %204
  %206 = load i32, ptr %16, align 4
  %207 = mul i32 3, %206
  %208 = call double @mixf(float noundef %193, double noundef %197, i32 noundef %199, float noundef %202, i64 noundef %205, i32 noundef %207)
  %209 = load double, ptr %15, align 8
  %210 = fadd double %209, %208
  store double %210, ptr %15, align 8
  br label %211

211:                                              ; preds = %188
  %212 = load i32, ptr %16, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %16, align 4
  br label %185, !llvm.loop !15

214:                                              ; preds = %185
  %215 = load double, ptr %15, align 8
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %215)
  store i64 -1, ptr %17, align 8
  %217 = load i64, ptr %17, align 8
  %218 = uitofp i64 %217 to float
  store float %218, ptr %18, align 4
  %219 = load i64, ptr %17, align 8
  %220 = lshr i64 %219, 11
  %221 = uitofp i64 %220 to double
  store double %221, ptr %19, align 8
  store i32 -304967296, ptr %20, align 4
  %222 = load float, ptr %18, align 4
  %223 = fpext float %222 to double
  %224 = load double, ptr %19, align 8
  %225 = load i32, ptr %20, align 4
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %223, double noundef %224, i32 noundef %225, i32 noundef 200)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d_neg(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.copysign.f64(double %3, double -1.000000e+00)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d_fabs(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fabs.f64(double %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_fabs(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fabs.f32(float %3)
  ret float %4
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}

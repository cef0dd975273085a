; ModuleID = 'tail_pressure.c'
source_filename = "tail_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.V2 = type { double, double }
%struct.Big = type { i64, i64, i64, i64 }

@g_sink = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [21 x i8] c"narrow_to_wide %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"wide_to_narrow %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"big_fwd %lld %lld %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"big_chain(%d) %lld %lld %lld %lld\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.V2 { double 1.000000e+00, double 0.000000e+00 }, align 8
@.str.4 = private unnamed_addr constant [18 x i8] c"v2_rot %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"parity %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"pressure(%d) = %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @wide10(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) #0 {
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store i64 %0, ptr %11, align 8
  store i64 %1, ptr %12, align 8
  store i64 %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store i64 %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store i64 %8, ptr %19, align 8
  store i64 %9, ptr %20, align 8
  %21 = load i64, ptr %11, align 8
  %22 = load i64, ptr %12, align 8
  %23 = sub nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = sub nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = sub nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %18, align 8
  %35 = sub nsw i64 %33, %34
  %36 = load i64, ptr %19, align 8
  %37 = add nsw i64 %35, %36
  %38 = load i64, ptr %20, align 8
  %39 = mul nsw i64 %38, 3
  %40 = sub nsw i64 %37, %39
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @narrow_to_wide(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = add nsw i64 %7, 1
  %9 = load i64, ptr %4, align 8
  %10 = add nsw i64 %9, 1
  %11 = load i64, ptr %3, align 8
  %12 = mul nsw i64 %11, 2
  %13 = load i64, ptr %4, align 8
  %14 = mul nsw i64 %13, 2
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %4, align 8
  %17 = xor i64 %15, %16
  %18 = call i64 @wide10(i64 noundef %5, i64 noundef %6, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %14, i64 noundef 7, i64 noundef 8, i64 noundef %17, i64 noundef 10)
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @wide_to_narrow(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %9, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %13, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %15, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %10, align 8
  %25 = load i64, ptr %12, align 8
  %26 = add nsw i64 %24, %25
  %27 = load i64, ptr %14, align 8
  %28 = add nsw i64 %26, %27
  %29 = load i64, ptr %16, align 8
  %30 = add nsw i64 %28, %29
  %31 = call i64 @narrow_to_wide(i64 noundef %23, i64 noundef %30)
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @big_make(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %5 = load i64, ptr %3, align 8
  store i64 %5, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %7 = load i64, ptr %3, align 8
  %8 = mul nsw i64 %7, 2
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2
  %10 = load i64, ptr %3, align 8
  %11 = mul nsw i64 %10, 3
  store i64 %11, ptr %9, align 8
  %12 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3
  %13 = load i64, ptr %3, align 8
  %14 = mul nsw i64 %13, 4
  store i64 %14, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @big_fwd(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i64 %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = load i64, ptr %4, align 8
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, i64 noundef %9)
  br label %17

10:                                               ; preds = %3
  %11 = load i64, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %11, %13
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 %15, 1
  call void @big_fwd(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, i64 noundef %14, i32 noundef %16)
  br label %17

17:                                               ; preds = %10, %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @big_combine(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1, ptr noundef byval(%struct.Big) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 3
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %6, %8
  store i64 %9, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 2
  %14 = load i64, ptr %13, align 8
  %15 = sub nsw i64 %12, %14
  store i64 %15, ptr %10, align 8
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 2
  %17 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 2
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = mul nsw i64 %18, %20
  store i64 %21, ptr %16, align 8
  %22 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 3
  %23 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 3
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = xor i64 %24, %26
  store i64 %27, ptr %22, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @big_chain(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1, ptr noundef byval(%struct.Big) align 8 %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  call void @big_combine(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1, ptr noundef byval(%struct.Big) align 8 %2)
  br label %12

9:                                                ; preds = %4
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 %10, 1
  call void @big_chain(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %2, ptr noundef byval(%struct.Big) align 8 %1, i32 noundef %11)
  br label %12

12:                                               ; preds = %9, %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @v2_rot(double %0, double %1, i32 noundef %2) #0 {
  %4 = alloca %struct.V2, align 8
  %5 = alloca %struct.V2, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.V2, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %9, align 8
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %5, i64 16, i1 false)
  br label %33

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 0
  %15 = getelementptr inbounds %struct.V2, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fneg double %16
  store double %17, ptr %14, align 8
  %18 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 1
  %19 = getelementptr inbounds %struct.V2, ptr %5, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = fadd double %20, 5.000000e-01
  store double %21, ptr %18, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sub nsw i32 %22, 1
  %24 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = call { double, double } @v2_rot(double %25, double %27, i32 noundef %23)
  %29 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %30 = extractvalue { double, double } %28, 0
  store double %30, ptr %29, align 8
  %31 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %32 = extractvalue { double, double } %28, 1
  store double %32, ptr %31, align 8
  br label %33

33:                                               ; preds = %13, %12
  %34 = load { double, double }, ptr %4, align 8
  ret { double, double } %34
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @churn(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca [12 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %30, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %12, 12
  br i1 %13, label %14, label %33

14:                                               ; preds = %11
  %15 = load double, ptr %4, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sitofp i32 %16 to double
  %18 = load double, ptr %5, align 8
  %19 = load i32, ptr %8, align 4
  %20 = add nsw i32 %19, 1
  %21 = sitofp i32 %20 to double
  %22 = fdiv double %18, %21
  %23 = call double @llvm.fmuladd.f64(double %15, double %17, double %22)
  %24 = load i32, ptr %6, align 4
  %25 = sitofp i32 %24 to double
  %26 = fadd double %23, %25
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %28
  store double %26, ptr %29, align 8
  br label %30

30:                                               ; preds = %14
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %8, align 4
  br label %11, !llvm.loop !6

33:                                               ; preds = %11
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %34

34:                                               ; preds = %49, %33
  %35 = load i32, ptr %10, align 4
  %36 = icmp slt i32 %35, 12
  br i1 %36, label %37, label %52

37:                                               ; preds = %34
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load i32, ptr %10, align 4
  %43 = sub nsw i32 11, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = load double, ptr %9, align 8
  %48 = call double @llvm.fmuladd.f64(double %41, double %46, double %47)
  store double %48, ptr %9, align 8
  br label %49

49:                                               ; preds = %37
  %50 = load i32, ptr %10, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %10, align 4
  br label %34, !llvm.loop !8

52:                                               ; preds = %34
  %53 = load i32, ptr %6, align 4
  store volatile i32 %53, ptr @g_sink, align 4
  %54 = load double, ptr %9, align 8
  ret double %54
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @pressure(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca double, align 8
  %33 = alloca i64, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %34 = load double, ptr %3, align 8
  store double %34, ptr %5, align 8
  %35 = load double, ptr %3, align 8
  %36 = fadd double %35, 1.000000e+00
  store double %36, ptr %6, align 8
  %37 = load double, ptr %3, align 8
  %38 = fmul double %37, 2.000000e+00
  store double %38, ptr %7, align 8
  %39 = load double, ptr %3, align 8
  %40 = fsub double %39, 3.000000e+00
  store double %40, ptr %8, align 8
  %41 = load double, ptr %3, align 8
  %42 = fdiv double %41, 4.000000e+00
  store double %42, ptr %9, align 8
  %43 = load double, ptr %3, align 8
  %44 = fadd double %43, 5.000000e+00
  store double %44, ptr %10, align 8
  %45 = load double, ptr %3, align 8
  %46 = fmul double %45, 6.000000e+00
  store double %46, ptr %11, align 8
  %47 = load double, ptr %3, align 8
  %48 = fsub double %47, 7.000000e+00
  store double %48, ptr %12, align 8
  %49 = load double, ptr %3, align 8
  %50 = fadd double %49, 8.000000e+00
  store double %50, ptr %13, align 8
  %51 = load double, ptr %3, align 8
  %52 = fmul double %51, 9.000000e-01
  store double %52, ptr %14, align 8
  %53 = load double, ptr %3, align 8
  %54 = fadd double %53, 1.000000e+01
  store double %54, ptr %15, align 8
  %55 = load double, ptr %3, align 8
  %56 = fsub double %55, 1.100000e+01
  store double %56, ptr %16, align 8
  %57 = load double, ptr %3, align 8
  %58 = fmul double %57, 1.200000e+00
  store double %58, ptr %17, align 8
  %59 = load double, ptr %3, align 8
  %60 = fadd double %59, 1.300000e+01
  store double %60, ptr %18, align 8
  %61 = load double, ptr %3, align 8
  %62 = fsub double %61, 1.400000e+01
  store double %62, ptr %19, align 8
  %63 = load double, ptr %3, align 8
  %64 = fmul double %63, 1.500000e+00
  store double %64, ptr %20, align 8
  %65 = load i32, ptr %4, align 4
  store i32 %65, ptr %21, align 4
  %66 = load i32, ptr %4, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %22, align 4
  %68 = load i32, ptr %4, align 4
  %69 = mul nsw i32 %68, 2
  store i32 %69, ptr %23, align 4
  %70 = load i32, ptr %4, align 4
  %71 = sub nsw i32 %70, 3
  store i32 %71, ptr %24, align 4
  %72 = load i32, ptr %4, align 4
  %73 = xor i32 %72, 4
  store i32 %73, ptr %25, align 4
  %74 = load i32, ptr %4, align 4
  %75 = add nsw i32 %74, 5
  store i32 %75, ptr %26, align 4
  %76 = load i32, ptr %4, align 4
  %77 = mul nsw i32 %76, 6
  store i32 %77, ptr %27, align 4
  %78 = load i32, ptr %4, align 4
  %79 = sub nsw i32 %78, 7
  store i32 %79, ptr %28, align 4
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 8
  store i32 %81, ptr %29, align 4
  %82 = load i32, ptr %4, align 4
  %83 = mul nsw i32 %82, 9
  store i32 %83, ptr %30, align 4
  store i32 0, ptr %31, align 4
  br label %84

84:                                               ; preds = %205, %2
  %85 = load i32, ptr %31, align 4
  %86 = icmp slt i32 %85, 3
  br i1 %86, label %87, label %208

87:                                               ; preds = %84
  %88 = load double, ptr %5, align 8
  %89 = load double, ptr %20, align 8
  %90 = fadd double %88, %89
  %91 = load double, ptr %12, align 8
  %92 = load double, ptr %13, align 8
  %93 = fsub double %91, %92
  %94 = load i32, ptr %21, align 4
  %95 = load i32, ptr %30, align 4
  %96 = add nsw i32 %94, %95
  %97 = call double @churn(double noundef %90, double noundef %93, i32 noundef %96)
  store double %97, ptr %32, align 8
  %98 = load double, ptr %32, align 8
  %99 = load double, ptr %5, align 8
  %100 = call double @llvm.fmuladd.f64(double %98, double 0x3EB0C6F7A0B5ED8D, double %99)
  store double %100, ptr %5, align 8
  %101 = load double, ptr %5, align 8
  %102 = load double, ptr %6, align 8
  %103 = fsub double %102, %101
  store double %103, ptr %6, align 8
  %104 = load double, ptr %6, align 8
  %105 = load double, ptr %7, align 8
  %106 = call double @llvm.fmuladd.f64(double %104, double 5.000000e-01, double %105)
  store double %106, ptr %7, align 8
  %107 = load double, ptr %8, align 8
  %108 = load double, ptr %7, align 8
  %109 = call double @llvm.fmuladd.f64(double %107, double 7.500000e-01, double %108)
  store double %109, ptr %8, align 8
  %110 = load double, ptr %8, align 8
  %111 = load double, ptr %9, align 8
  %112 = fadd double %111, %110
  store double %112, ptr %9, align 8
  %113 = load double, ptr %9, align 8
  %114 = load double, ptr %10, align 8
  %115 = fneg double %113
  %116 = call double @llvm.fmuladd.f64(double %115, double 1.000000e-01, double %114)
  store double %116, ptr %10, align 8
  %117 = load double, ptr %10, align 8
  %118 = load double, ptr %11, align 8
  %119 = fadd double %118, %117
  store double %119, ptr %11, align 8
  %120 = load double, ptr %12, align 8
  %121 = load double, ptr %11, align 8
  %122 = fmul double %121, 1.000000e-02
  %123 = call double @llvm.fmuladd.f64(double %120, double 5.000000e-01, double %122)
  store double %123, ptr %12, align 8
  %124 = load double, ptr %12, align 8
  %125 = load double, ptr %13, align 8
  %126 = fadd double %125, %124
  store double %126, ptr %13, align 8
  %127 = load double, ptr %13, align 8
  %128 = load double, ptr %14, align 8
  %129 = fneg double %127
  %130 = call double @llvm.fmuladd.f64(double %129, double 1.000000e-02, double %128)
  store double %130, ptr %14, align 8
  %131 = load double, ptr %14, align 8
  %132 = load double, ptr %15, align 8
  %133 = fadd double %132, %131
  store double %133, ptr %15, align 8
  %134 = load double, ptr %15, align 8
  %135 = load double, ptr %16, align 8
  %136 = fneg double %134
  %137 = call double @llvm.fmuladd.f64(double %136, double 1.000000e-02, double %135)
  store double %137, ptr %16, align 8
  %138 = load double, ptr %16, align 8
  %139 = load double, ptr %17, align 8
  %140 = fadd double %139, %138
  store double %140, ptr %17, align 8
  %141 = load double, ptr %17, align 8
  %142 = load double, ptr %18, align 8
  %143 = fneg double %141
  %144 = call double @llvm.fmuladd.f64(double %143, double 1.000000e-02, double %142)
  store double %144, ptr %18, align 8
  %145 = load double, ptr %18, align 8
  %146 = load double, ptr %19, align 8
  %147 = fadd double %146, %145
  store double %147, ptr %19, align 8
  %148 = load double, ptr %19, align 8
  %149 = load double, ptr %20, align 8
  %150 = fneg double %148
  %151 = call double @llvm.fmuladd.f64(double %150, double 1.000000e-02, double %149)
  store double %151, ptr %20, align 8
  %152 = load i32, ptr %21, align 4
  %153 = sext i32 %152 to i64
  %154 = load i32, ptr %22, align 4
  %155 = sext i32 %154 to i64
  %156 = load i32, ptr %23, align 4
  %157 = sext i32 %156 to i64
  %158 = load i32, ptr %24, align 4
  %159 = sext i32 %158 to i64
  %160 = load i32, ptr %25, align 4
  %161 = sext i32 %160 to i64
  %162 = load i32, ptr %26, align 4
  %163 = sext i32 %162 to i64
  %164 = load i32, ptr %27, align 4
  %165 = sext i32 %164 to i64
  %166 = load i32, ptr %28, align 4
  %167 = sext i32 %166 to i64
  %168 = load i32, ptr %29, align 4
  %169 = sext i32 %168 to i64
  %170 = load i32, ptr %30, align 4
  %171 = sext i32 %170 to i64
  %172 = call i64 @wide10(i64 noundef %153, i64 noundef %155, i64 noundef %157, i64 noundef %159, i64 noundef %161, i64 noundef %163, i64 noundef %165, i64 noundef %167, i64 noundef %169, i64 noundef %171)
  store i64 %172, ptr %33, align 8
  %173 = load i64, ptr %33, align 8
  %174 = and i64 %173, 7
  %175 = trunc i64 %174 to i32
  %176 = load i32, ptr %21, align 4
  %177 = add nsw i32 %176, %175
  store i32 %177, ptr %21, align 4
  %178 = load i32, ptr %21, align 4
  %179 = load i32, ptr %22, align 4
  %180 = xor i32 %179, %178
  store i32 %180, ptr %22, align 4
  %181 = load i32, ptr %22, align 4
  %182 = load i32, ptr %23, align 4
  %183 = add nsw i32 %182, %181
  store i32 %183, ptr %23, align 4
  %184 = load i32, ptr %23, align 4
  %185 = load i32, ptr %24, align 4
  %186 = sub nsw i32 %185, %184
  store i32 %186, ptr %24, align 4
  %187 = load i32, ptr %24, align 4
  %188 = load i32, ptr %25, align 4
  %189 = add nsw i32 %188, %187
  store i32 %189, ptr %25, align 4
  %190 = load i32, ptr %25, align 4
  %191 = load i32, ptr %26, align 4
  %192 = xor i32 %191, %190
  store i32 %192, ptr %26, align 4
  %193 = load i32, ptr %26, align 4
  %194 = load i32, ptr %27, align 4
  %195 = add nsw i32 %194, %193
  store i32 %195, ptr %27, align 4
  %196 = load i32, ptr %27, align 4
  %197 = load i32, ptr %28, align 4
  %198 = sub nsw i32 %197, %196
  store i32 %198, ptr %28, align 4
  %199 = load i32, ptr %28, align 4
  %200 = load i32, ptr %29, align 4
  %201 = add nsw i32 %200, %199
  store i32 %201, ptr %29, align 4
  %202 = load i32, ptr %29, align 4
  %203 = load i32, ptr %30, align 4
  %204 = xor i32 %203, %202
  store i32 %204, ptr %30, align 4
  br label %205

205:                                              ; preds = %87
  %206 = load i32, ptr %31, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %31, align 4
  br label %84, !llvm.loop !9

208:                                              ; preds = %84
  %209 = load double, ptr %5, align 8
  %210 = load double, ptr %6, align 8
  %211 = fadd double %209, %210
  %212 = load double, ptr %7, align 8
  %213 = fadd double %211, %212
  %214 = load double, ptr %8, align 8
  %215 = fadd double %213, %214
  %216 = load double, ptr %9, align 8
  %217 = fadd double %215, %216
  %218 = load double, ptr %10, align 8
  %219 = fadd double %217, %218
  %220 = load double, ptr %11, align 8
  %221 = fadd double %219, %220
  %222 = load double, ptr %12, align 8
  %223 = fadd double %221, %222
  %224 = load double, ptr %13, align 8
  %225 = fadd double %223, %224
  %226 = load double, ptr %14, align 8
  %227 = fadd double %225, %226
  %228 = load double, ptr %15, align 8
  %229 = fadd double %227, %228
  %230 = load double, ptr %16, align 8
  %231 = fadd double %229, %230
  %232 = load double, ptr %17, align 8
  %233 = fadd double %231, %232
  %234 = load double, ptr %18, align 8
  %235 = fadd double %233, %234
  %236 = load double, ptr %19, align 8
  %237 = fadd double %235, %236
  %238 = load double, ptr %20, align 8
  %239 = fadd double %237, %238
  %240 = load i32, ptr %21, align 4
  %241 = load i32, ptr %22, align 4
  %242 = add nsw i32 %240, %241
  %243 = load i32, ptr %23, align 4
  %244 = add nsw i32 %242, %243
  %245 = load i32, ptr %24, align 4
  %246 = add nsw i32 %244, %245
  %247 = load i32, ptr %25, align 4
  %248 = add nsw i32 %246, %247
  %249 = load i32, ptr %26, align 4
  %250 = add nsw i32 %248, %249
  %251 = load i32, ptr %27, align 4
  %252 = add nsw i32 %250, %251
  %253 = load i32, ptr %28, align 4
  %254 = add nsw i32 %252, %253
  %255 = load i32, ptr %29, align 4
  %256 = add nsw i32 %254, %255
  %257 = load i32, ptr %30, align 4
  %258 = add nsw i32 %256, %257
  %259 = sitofp i32 %258 to double
  %260 = fadd double %239, %259
  ret double %260
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = alloca %struct.Big, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Big, align 8
  %7 = alloca %struct.V2, align 8
  %8 = alloca %struct.V2, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %10 = call i64 @narrow_to_wide(i64 noundef 100, i64 noundef 7)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %10)
  %12 = call i64 @wide_to_narrow(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %12)
  call void @big_fwd(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, i64 noundef 10, i32 noundef 5)
  %14 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 2
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 3
  %21 = load i64, ptr %20, align 8
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %15, i64 noundef %17, i64 noundef %19, i64 noundef %21)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %3, i64 noundef 3)
  call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %4, i64 noundef -5)
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %38, %0
  %24 = load i32, ptr %5, align 4
  %25 = icmp slt i32 %24, 3
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = load i32, ptr %5, align 4
  call void @big_chain(ptr dead_on_unwind writable sret(%struct.Big) align 8 %6, ptr noundef byval(%struct.Big) align 8 %3, ptr noundef byval(%struct.Big) align 8 %4, i32 noundef %27)
  %28 = load i32, ptr %5, align 4
  %29 = getelementptr inbounds %struct.Big, ptr %6, i32 0, i32 0
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds %struct.Big, ptr %6, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds %struct.Big, ptr %6, i32 0, i32 2
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds %struct.Big, ptr %6, i32 0, i32 3
  %36 = load i64, ptr %35, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %28, i64 noundef %30, i64 noundef %32, i64 noundef %34, i64 noundef %36)
  br label %38

38:                                               ; preds = %26
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %23, !llvm.loop !10

41:                                               ; preds = %23
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.v, i64 16, i1 false)
  %42 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = call { double, double } @v2_rot(double %43, double %45, i32 noundef 7)
  %47 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %48 = extractvalue { double, double } %46, 0
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %50 = extractvalue { double, double } %46, 1
  store double %50, ptr %49, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 16, i1 false)
  %51 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %52, double noundef %54)
  %56 = call i32 @is_even(i32 noundef 2000)
  %57 = call i32 @is_odd(i32 noundef 1777)
  %58 = call i32 @is_even(i32 noundef 2999)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %56, i32 noundef %57, i32 noundef %58)
  store i32 0, ptr %9, align 4
  br label %60

60:                                               ; preds = %72, %41
  %61 = load i32, ptr %9, align 4
  %62 = icmp slt i32 %61, 3
  br i1 %62, label %63, label %75

63:                                               ; preds = %60
  %64 = load i32, ptr %9, align 4
  %65 = load i32, ptr %9, align 4
  %66 = sitofp i32 %65 to double
  %67 = fadd double 1.500000e+00, %66
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 10, %68
  %70 = call double @pressure(double noundef %67, i32 noundef %69)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %64, double noundef %70)
  br label %72

72:                                               ; preds = %63
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %60, !llvm.loop !11

75:                                               ; preds = %60
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}

; ModuleID = 'cross_cc.c'
source_filename = "cross_cc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.V2 = type { double, double }
%struct.P2 = type { i32, i32 }
%struct.Q3 = type { [3 x i64] }
%struct.FI = type { float, i32 }

@__const.main.a = private unnamed_addr constant %struct.V2 { double 1.500000e+00, double -2.000000e+00 }, align 8
@__const.main.b = private unnamed_addr constant %struct.V2 { double 2.500000e-01, double 4.000000e+00 }, align 8
@.str = private unnamed_addr constant [24 x i8] c"v2 %.6f %.6f %.6f %.6f\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.P2 { i32 7, i32 -3 }, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"p2 %d %d\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 1, i64 2, i64 3] }, align 8
@.str.2 = private unnamed_addr constant [19 x i8] c"q3 %lld %lld %lld\0A\00", align 1
@__const.main.fi = private unnamed_addr constant %struct.FI { float 1.250000e+00, i32 3 }, align 4
@.str.3 = private unnamed_addr constant [12 x i8] c"fi %.3f %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"many %.4f %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"cross %.4f %.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"rec %lld %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local win64cc void @ms_v2(ptr dead_on_unwind noalias writable sret(%struct.V2) align 8 %0, ptr noundef %1, ptr noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = getelementptr inbounds %struct.V2, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.V2, ptr %1, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = load double, ptr %8, align 8
  %13 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = call double @llvm.fmuladd.f64(double %11, double %12, double %14)
  store double %15, ptr %9, align 8
  %16 = getelementptr inbounds %struct.V2, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.V2, ptr %1, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %8, align 8
  %20 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %18, double %19, double %22)
  store double %23, ptr %16, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @sysv_v2(double %0, double %1, double %2, double %3, double noundef %4) #0 {
  %6 = alloca %struct.V2, align 8
  %7 = alloca %struct.V2, align 8
  %8 = alloca %struct.V2, align 8
  %9 = alloca double, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %0, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %1, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  store double %2, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %3, ptr %13, align 8
  store double %4, ptr %9, align 8
  %14 = getelementptr inbounds %struct.V2, ptr %6, i32 0, i32 0
  %15 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.V2, ptr %8, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %9, align 8
  %20 = call double @llvm.fmuladd.f64(double %18, double %19, double %16)
  store double %20, ptr %14, align 8
  %21 = getelementptr inbounds %struct.V2, ptr %6, i32 0, i32 1
  %22 = getelementptr inbounds %struct.V2, ptr %7, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.V2, ptr %8, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = load double, ptr %9, align 8
  %27 = call double @llvm.fmuladd.f64(double %25, double %26, double %23)
  store double %27, ptr %21, align 8
  %28 = load { double, double }, ptr %6, align 8
  ret { double, double } %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local win64cc i64 @ms_p2(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.P2, align 4
  %4 = alloca %struct.P2, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load i32, ptr %5, align 4
  %10 = mul nsw i32 %8, %9
  store i32 %10, ptr %6, align 4
  %11 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %13, %14
  store i32 %15, ptr %11, align 4
  %16 = load i64, ptr %3, align 4
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sysv_p2(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.P2, align 4
  %4 = alloca %struct.P2, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %8, %9
  store i32 %10, ptr %6, align 4
  %11 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.P2, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %5, align 4
  %15 = xor i32 %13, %14
  store i32 %15, ptr %11, align 4
  %16 = load i64, ptr %3, align 4
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local win64cc void @ms_q3(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %10 = load i64, ptr %9, align 8
  %11 = load i64, ptr %6, align 8
  %12 = add nsw i64 %10, %11
  store i64 %12, ptr %7, align 8
  %13 = getelementptr inbounds i64, ptr %7, i64 1
  %14 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %6, align 8
  %18 = mul nsw i64 %16, %17
  store i64 %18, ptr %13, align 8
  %19 = getelementptr inbounds i64, ptr %7, i64 2
  %20 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %21 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %6, align 8
  %24 = sub nsw i64 %22, %23
  store i64 %24, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sysv_q3(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, ptr noundef byval(%struct.Q3) align 8 %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  store i64 %2, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %7 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = load i64, ptr %4, align 8
  %10 = xor i64 %8, %9
  store i64 %10, ptr %5, align 8
  %11 = getelementptr inbounds i64, ptr %5, i64 1
  %12 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = load i64, ptr %4, align 8
  %16 = add nsw i64 %14, %15
  store i64 %16, ptr %11, align 8
  %17 = getelementptr inbounds i64, ptr %5, i64 2
  %18 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %19 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  %20 = load i64, ptr %19, align 8
  %21 = mul nsw i64 %20, 2
  store i64 %21, ptr %17, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local win64cc i64 @ms_fi(i64 %0) #0 {
  %2 = alloca %struct.FI, align 4
  %3 = alloca %struct.FI, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fmul float %6, 2.000000e+00
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %8, align 4
  %12 = load i64, ptr %2, align 4
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sysv_fi(i64 %0) #0 {
  %2 = alloca %struct.FI, align 4
  %3 = alloca %struct.FI, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fsub float %6, 1.000000e+00
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = mul nsw i32 %10, 3
  store i32 %11, ptr %8, align 4
  %12 = load i64, ptr %2, align 4
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local win64cc double @ms_many(double noundef %0, i32 noundef %1, double noundef %2, i32 noundef %3, double noundef %4, i32 noundef %5, double noundef %6, i32 noundef %7, double noundef %8, i32 noundef %9, float noundef %10, i64 noundef %11) #0 {
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca i64, align 8
  store double %0, ptr %13, align 8
  store i32 %1, ptr %14, align 4
  store double %2, ptr %15, align 8
  store i32 %3, ptr %16, align 4
  store double %4, ptr %17, align 8
  store i32 %5, ptr %18, align 4
  store double %6, ptr %19, align 8
  store i32 %7, ptr %20, align 4
  store double %8, ptr %21, align 8
  store i32 %9, ptr %22, align 4
  store float %10, ptr %23, align 4
  store i64 %11, ptr %24, align 8
  %25 = load double, ptr %13, align 8
  %26 = load i32, ptr %14, align 4
  %27 = sitofp i32 %26 to double
  %28 = fadd double %25, %27
  %29 = load double, ptr %15, align 8
  %30 = call double @llvm.fmuladd.f64(double %29, double 2.000000e+00, double %28)
  %31 = load i32, ptr %16, align 4
  %32 = sitofp i32 %31 to double
  %33 = fadd double %30, %32
  %34 = load double, ptr %17, align 8
  %35 = call double @llvm.fmuladd.f64(double %34, double 3.000000e+00, double %33)
  %36 = load i32, ptr %18, align 4
  %37 = sitofp i32 %36 to double
  %38 = fadd double %35, %37
  %39 = load double, ptr %19, align 8
  %40 = call double @llvm.fmuladd.f64(double %39, double 4.000000e+00, double %38)
  %41 = load i32, ptr %20, align 4
  %42 = sitofp i32 %41 to double
  %43 = fadd double %40, %42
  %44 = load double, ptr %21, align 8
  %45 = call double @llvm.fmuladd.f64(double %44, double 5.000000e+00, double %43)
  %46 = load i32, ptr %22, align 4
  %47 = sitofp i32 %46 to double
  %48 = fadd double %45, %47
  %49 = load float, ptr %23, align 4
  %50 = fmul float %49, 6.000000e+00
  %51 = fpext float %50 to double
  %52 = fadd double %48, %51
  %53 = load i64, ptr %24, align 8
  %54 = sitofp i64 %53 to double
  %55 = fadd double %52, %54
  ret double %55
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sysv_many(double noundef %0, i32 noundef %1, double noundef %2, i32 noundef %3, double noundef %4, i32 noundef %5, double noundef %6, i32 noundef %7, double noundef %8, i32 noundef %9, float noundef %10, i64 noundef %11) #0 {
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca i64, align 8
  store double %0, ptr %13, align 8
  store i32 %1, ptr %14, align 4
  store double %2, ptr %15, align 8
  store i32 %3, ptr %16, align 4
  store double %4, ptr %17, align 8
  store i32 %5, ptr %18, align 4
  store double %6, ptr %19, align 8
  store i32 %7, ptr %20, align 4
  store double %8, ptr %21, align 8
  store i32 %9, ptr %22, align 4
  store float %10, ptr %23, align 4
  store i64 %11, ptr %24, align 8
  %25 = load double, ptr %13, align 8
  %26 = load i32, ptr %14, align 4
  %27 = sitofp i32 %26 to double
  %28 = fsub double %25, %27
  %29 = load double, ptr %15, align 8
  %30 = call double @llvm.fmuladd.f64(double %29, double 2.000000e+00, double %28)
  %31 = load i32, ptr %16, align 4
  %32 = sitofp i32 %31 to double
  %33 = fsub double %30, %32
  %34 = load double, ptr %17, align 8
  %35 = call double @llvm.fmuladd.f64(double %34, double 3.000000e+00, double %33)
  %36 = load i32, ptr %18, align 4
  %37 = sitofp i32 %36 to double
  %38 = fsub double %35, %37
  %39 = load double, ptr %19, align 8
  %40 = call double @llvm.fmuladd.f64(double %39, double 4.000000e+00, double %38)
  %41 = load i32, ptr %20, align 4
  %42 = sitofp i32 %41 to double
  %43 = fsub double %40, %42
  %44 = load double, ptr %21, align 8
  %45 = call double @llvm.fmuladd.f64(double %44, double 5.000000e+00, double %43)
  %46 = load i32, ptr %22, align 4
  %47 = sitofp i32 %46 to double
  %48 = fsub double %45, %47
  %49 = load float, ptr %23, align 4
  %50 = fmul float %49, 6.000000e+00
  %51 = fpext float %50 to double
  %52 = fadd double %48, %51
  %53 = load i64, ptr %24, align 8
  %54 = sitofp i64 %53 to double
  %55 = fsub double %52, %54
  ret double %55
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local win64cc i64 @ms_rec(i32 noundef %0, i64 noundef %1, double noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  store i32 %0, ptr %5, align 4
  store i64 %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %8 = load i32, ptr %5, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8
  %12 = load double, ptr %7, align 8
  %13 = fptosi double %12 to i64
  %14 = add nsw i64 %11, %13
  store i64 %14, ptr %4, align 8
  br label %27

15:                                               ; preds = %3
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i64, ptr %6, align 8
  %19 = mul nsw i64 %18, 3
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %19, %21
  %23 = load double, ptr %7, align 8
  %24 = fmul double %23, 1.500000e+00
  %25 = call i64 @sysv_rec(i32 noundef %17, i64 noundef %22, double noundef %24)
  %26 = add nsw i64 %25, 1
  store i64 %26, ptr %4, align 8
  br label %27

27:                                               ; preds = %15, %10
  %28 = load i64, ptr %4, align 8
  ret i64 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sysv_rec(i32 noundef %0, i64 noundef %1, double noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  store i32 %0, ptr %5, align 4
  store i64 %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %8 = load i32, ptr %5, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8
  %12 = load double, ptr %7, align 8
  %13 = fptosi double %12 to i64
  %14 = sub nsw i64 %11, %13
  store i64 %14, ptr %4, align 8
  br label %27

15:                                               ; preds = %3
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i64, ptr %6, align 8
  %19 = mul nsw i64 %18, 2
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = sub nsw i64 %19, %21
  %23 = load double, ptr %7, align 8
  %24 = fadd double %23, 2.500000e-01
  %25 = call win64cc i64 @ms_rec(i32 noundef %17, i64 noundef %22, double noundef %24)
  %26 = sub nsw i64 %25, 1
  store i64 %26, ptr %4, align 8
  br label %27

27:                                               ; preds = %15, %10
  %28 = load i64, ptr %4, align 8
  ret i64 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local win64cc double @ms_calls_sysv(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca double, align 8
  %19 = alloca %struct.V2, align 8
  %20 = alloca %struct.V2, align 8
  %21 = alloca %struct.V2, align 8
  %22 = alloca %struct.P2, align 4
  %23 = alloca %struct.P2, align 4
  store double %0, ptr %2, align 8
  %24 = load double, ptr %2, align 8
  store double %24, ptr %3, align 8
  %25 = load double, ptr %2, align 8
  %26 = fmul double %25, 2.000000e+00
  store double %26, ptr %4, align 8
  %27 = load double, ptr %2, align 8
  %28 = fadd double %27, 3.000000e+00
  store double %28, ptr %5, align 8
  %29 = load double, ptr %2, align 8
  %30 = fsub double %29, 4.000000e+00
  store double %30, ptr %6, align 8
  %31 = load double, ptr %2, align 8
  %32 = fmul double %31, 5.000000e-01
  store double %32, ptr %7, align 8
  %33 = load double, ptr %2, align 8
  %34 = fadd double %33, 6.000000e+00
  store double %34, ptr %8, align 8
  %35 = load double, ptr %2, align 8
  %36 = fmul double %35, 7.000000e+00
  store double %36, ptr %9, align 8
  %37 = load double, ptr %2, align 8
  %38 = fsub double %37, 8.000000e+00
  store double %38, ptr %10, align 8
  %39 = load double, ptr %2, align 8
  %40 = fadd double %39, 9.000000e+00
  store double %40, ptr %11, align 8
  %41 = load double, ptr %2, align 8
  %42 = fmul double %41, 1.100000e+00
  store double %42, ptr %12, align 8
  %43 = load double, ptr %2, align 8
  %44 = fptosi double %43 to i64
  store i64 %44, ptr %13, align 8
  %45 = load i64, ptr %13, align 8
  %46 = mul nsw i64 %45, 3
  store i64 %46, ptr %14, align 8
  %47 = load i64, ptr %13, align 8
  %48 = sub nsw i64 %47, 5
  store i64 %48, ptr %15, align 8
  %49 = load i64, ptr %13, align 8
  %50 = xor i64 %49, 7
  store i64 %50, ptr %16, align 8
  %51 = load i64, ptr %13, align 8
  %52 = add nsw i64 %51, 11
  store i64 %52, ptr %17, align 8
  %53 = load double, ptr %3, align 8
  %54 = load double, ptr %4, align 8
  %55 = load double, ptr %5, align 8
  %56 = load double, ptr %6, align 8
  %57 = load double, ptr %7, align 8
  %58 = load i64, ptr %13, align 8
  %59 = call double @sysv_many(double noundef %53, i32 noundef 1, double noundef %54, i32 noundef 2, double noundef %55, i32 noundef 3, double noundef %56, i32 noundef 4, double noundef %57, i32 noundef 5, float noundef 1.500000e+00, i64 noundef %58)
  store double %59, ptr %18, align 8
  %60 = getelementptr inbounds %struct.V2, ptr %20, i32 0, i32 0
  %61 = load double, ptr %3, align 8
  store double %61, ptr %60, align 8
  %62 = getelementptr inbounds %struct.V2, ptr %20, i32 0, i32 1
  %63 = load double, ptr %4, align 8
  store double %63, ptr %62, align 8
  %64 = getelementptr inbounds %struct.V2, ptr %21, i32 0, i32 0
  %65 = load double, ptr %5, align 8
  store double %65, ptr %64, align 8
  %66 = getelementptr inbounds %struct.V2, ptr %21, i32 0, i32 1
  %67 = load double, ptr %6, align 8
  store double %67, ptr %66, align 8
  %68 = load double, ptr %7, align 8
  %69 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = call { double, double } @sysv_v2(double %70, double %72, double %74, double %76, double noundef %68)
  %78 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %79 = extractvalue { double, double } %77, 0
  store double %79, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %81 = extractvalue { double, double } %77, 1
  store double %81, ptr %80, align 8
  %82 = getelementptr inbounds %struct.P2, ptr %23, i32 0, i32 0
  %83 = load i64, ptr %14, align 8
  %84 = trunc i64 %83 to i32
  store i32 %84, ptr %82, align 4
  %85 = getelementptr inbounds %struct.P2, ptr %23, i32 0, i32 1
  %86 = load i64, ptr %15, align 8
  %87 = trunc i64 %86 to i32
  store i32 %87, ptr %85, align 4
  %88 = load i64, ptr %16, align 8
  %89 = trunc i64 %88 to i32
  %90 = load i64, ptr %23, align 4
  %91 = call i64 @sysv_p2(i64 %90, i32 noundef %89)
  store i64 %91, ptr %22, align 4
  %92 = load double, ptr %18, align 8
  %93 = getelementptr inbounds %struct.V2, ptr %19, i32 0, i32 0
  %94 = load double, ptr %93, align 8
  %95 = fadd double %92, %94
  %96 = getelementptr inbounds %struct.V2, ptr %19, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds %struct.P2, ptr %22, i32 0, i32 0
  %100 = load i32, ptr %99, align 4
  %101 = sitofp i32 %100 to double
  %102 = fadd double %98, %101
  %103 = getelementptr inbounds %struct.P2, ptr %22, i32 0, i32 1
  %104 = load i32, ptr %103, align 4
  %105 = sitofp i32 %104 to double
  %106 = fadd double %102, %105
  %107 = load double, ptr %3, align 8
  %108 = fadd double %106, %107
  %109 = load double, ptr %4, align 8
  %110 = fadd double %108, %109
  %111 = load double, ptr %5, align 8
  %112 = fadd double %110, %111
  %113 = load double, ptr %6, align 8
  %114 = fadd double %112, %113
  %115 = load double, ptr %7, align 8
  %116 = fadd double %114, %115
  %117 = load double, ptr %8, align 8
  %118 = fadd double %116, %117
  %119 = load double, ptr %9, align 8
  %120 = fadd double %118, %119
  %121 = load double, ptr %10, align 8
  %122 = fadd double %120, %121
  %123 = load double, ptr %11, align 8
  %124 = fadd double %122, %123
  %125 = load double, ptr %12, align 8
  %126 = fadd double %124, %125
  %127 = load i64, ptr %13, align 8
  %128 = load i64, ptr %14, align 8
  %129 = add nsw i64 %127, %128
  %130 = load i64, ptr %15, align 8
  %131 = add nsw i64 %129, %130
  %132 = load i64, ptr %16, align 8
  %133 = add nsw i64 %131, %132
  %134 = load i64, ptr %17, align 8
  %135 = add nsw i64 %133, %134
  %136 = sitofp i64 %135 to double
  %137 = fadd double %126, %136
  ret double %137
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sysv_calls_ms(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca double, align 8
  %19 = alloca %struct.FI, align 4
  %20 = alloca %struct.FI, align 4
  %21 = alloca %struct.P2, align 4
  %22 = alloca %struct.P2, align 4
  store double %0, ptr %2, align 8
  %23 = load double, ptr %2, align 8
  store double %23, ptr %3, align 8
  %24 = load double, ptr %2, align 8
  %25 = fmul double %24, 2.000000e+00
  store double %25, ptr %4, align 8
  %26 = load double, ptr %2, align 8
  %27 = fadd double %26, 3.000000e+00
  store double %27, ptr %5, align 8
  %28 = load double, ptr %2, align 8
  %29 = fsub double %28, 4.000000e+00
  store double %29, ptr %6, align 8
  %30 = load double, ptr %2, align 8
  %31 = fmul double %30, 5.000000e-01
  store double %31, ptr %7, align 8
  %32 = load double, ptr %2, align 8
  %33 = fadd double %32, 6.000000e+00
  store double %33, ptr %8, align 8
  %34 = load double, ptr %2, align 8
  %35 = fmul double %34, 7.000000e+00
  store double %35, ptr %9, align 8
  %36 = load double, ptr %2, align 8
  %37 = fsub double %36, 8.000000e+00
  store double %37, ptr %10, align 8
  %38 = load double, ptr %2, align 8
  %39 = fadd double %38, 9.000000e+00
  store double %39, ptr %11, align 8
  %40 = load double, ptr %2, align 8
  %41 = fmul double %40, 1.100000e+00
  store double %41, ptr %12, align 8
  %42 = load double, ptr %2, align 8
  %43 = fptosi double %42 to i64
  store i64 %43, ptr %13, align 8
  %44 = load i64, ptr %13, align 8
  %45 = mul nsw i64 %44, 3
  store i64 %45, ptr %14, align 8
  %46 = load i64, ptr %13, align 8
  %47 = sub nsw i64 %46, 5
  store i64 %47, ptr %15, align 8
  %48 = load i64, ptr %13, align 8
  %49 = xor i64 %48, 7
  store i64 %49, ptr %16, align 8
  %50 = load i64, ptr %13, align 8
  %51 = add nsw i64 %50, 11
  store i64 %51, ptr %17, align 8
  %52 = load double, ptr %3, align 8
  %53 = load double, ptr %4, align 8
  %54 = load double, ptr %5, align 8
  %55 = load double, ptr %6, align 8
  %56 = load double, ptr %7, align 8
  %57 = load i64, ptr %13, align 8
  %58 = call win64cc double @ms_many(double noundef %52, i32 noundef 1, double noundef %53, i32 noundef 2, double noundef %54, i32 noundef 3, double noundef %55, i32 noundef 4, double noundef %56, i32 noundef 5, float noundef 1.500000e+00, i64 noundef %57)
  store double %58, ptr %18, align 8
  %59 = getelementptr inbounds %struct.FI, ptr %20, i32 0, i32 0
  %60 = load double, ptr %8, align 8
  %61 = fptrunc double %60 to float
  store float %61, ptr %59, align 4
  %62 = getelementptr inbounds %struct.FI, ptr %20, i32 0, i32 1
  %63 = load i64, ptr %17, align 8
  %64 = trunc i64 %63 to i32
  store i32 %64, ptr %62, align 4
  %65 = load i64, ptr %20, align 4
  %66 = call win64cc i64 @ms_fi(i64 %65)
  store i64 %66, ptr %19, align 4
  %67 = getelementptr inbounds %struct.P2, ptr %22, i32 0, i32 0
  %68 = load i64, ptr %14, align 8
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %67, align 4
  %70 = getelementptr inbounds %struct.P2, ptr %22, i32 0, i32 1
  %71 = load i64, ptr %15, align 8
  %72 = trunc i64 %71 to i32
  store i32 %72, ptr %70, align 4
  %73 = load i64, ptr %16, align 8
  %74 = trunc i64 %73 to i32
  %75 = load i64, ptr %22, align 4
  %76 = call win64cc i64 @ms_p2(i64 %75, i32 noundef %74)
  store i64 %76, ptr %21, align 4
  %77 = load double, ptr %18, align 8
  %78 = getelementptr inbounds %struct.FI, ptr %19, i32 0, i32 0
  %79 = load float, ptr %78, align 4
  %80 = fpext float %79 to double
  %81 = fadd double %77, %80
  %82 = getelementptr inbounds %struct.FI, ptr %19, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = sitofp i32 %83 to double
  %85 = fadd double %81, %84
  %86 = getelementptr inbounds %struct.P2, ptr %21, i32 0, i32 0
  %87 = load i32, ptr %86, align 4
  %88 = sitofp i32 %87 to double
  %89 = fadd double %85, %88
  %90 = getelementptr inbounds %struct.P2, ptr %21, i32 0, i32 1
  %91 = load i32, ptr %90, align 4
  %92 = sitofp i32 %91 to double
  %93 = fadd double %89, %92
  %94 = load double, ptr %3, align 8
  %95 = fadd double %93, %94
  %96 = load double, ptr %4, align 8
  %97 = fadd double %95, %96
  %98 = load double, ptr %5, align 8
  %99 = fadd double %97, %98
  %100 = load double, ptr %6, align 8
  %101 = fadd double %99, %100
  %102 = load double, ptr %7, align 8
  %103 = fadd double %101, %102
  %104 = load double, ptr %8, align 8
  %105 = fadd double %103, %104
  %106 = load double, ptr %9, align 8
  %107 = fadd double %105, %106
  %108 = load double, ptr %10, align 8
  %109 = fadd double %107, %108
  %110 = load double, ptr %11, align 8
  %111 = fadd double %109, %110
  %112 = load double, ptr %12, align 8
  %113 = fadd double %111, %112
  %114 = load i64, ptr %13, align 8
  %115 = load i64, ptr %14, align 8
  %116 = add nsw i64 %114, %115
  %117 = load i64, ptr %15, align 8
  %118 = add nsw i64 %116, %117
  %119 = load i64, ptr %16, align 8
  %120 = add nsw i64 %118, %119
  %121 = load i64, ptr %17, align 8
  %122 = add nsw i64 %120, %121
  %123 = sitofp i64 %122 to double
  %124 = fadd double %113, %123
  ret double %124
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.V2, align 8
  %3 = alloca %struct.V2, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.V2, align 8
  %8 = alloca %struct.V2, align 8
  %9 = alloca %struct.V2, align 8
  %10 = alloca %struct.V2, align 8
  %11 = alloca %struct.P2, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.P2, align 4
  %14 = alloca %struct.P2, align 4
  %15 = alloca %struct.Q3, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.Q3, align 8
  %18 = alloca %struct.Q3, align 8
  %19 = alloca %struct.Q3, align 8
  %20 = alloca %struct.FI, align 4
  %21 = alloca %struct.FI, align 4
  %22 = alloca %struct.FI, align 4
  %23 = alloca %struct.FI, align 4
  %24 = alloca %struct.FI, align 4
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.a, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.b, i64 16, i1 false)
  store ptr @ms_v2, ptr %4, align 8
  store ptr @sysv_v2, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %28

28:                                               ; preds = %47, %0
  %29 = load i32, ptr %6, align 4
  %30 = icmp slt i32 %29, 3
  br i1 %30, label %31, label %50

31:                                               ; preds = %28
  %32 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %3, i64 16, i1 false)
  call win64cc void %32(ptr dead_on_unwind writable sret(%struct.V2) align 8 %7, ptr noundef %8, ptr noundef %9, double noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %7, i64 16, i1 false)
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = call { double, double } %33(double %35, double %37, double %39, double %41, double noundef -1.000000e+00)
  %43 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %44 = extractvalue { double, double } %42, 0
  store double %44, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %46 = extractvalue { double, double } %42, 1
  store double %46, ptr %45, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %10, i64 16, i1 false)
  br label %47

47:                                               ; preds = %31
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %28, !llvm.loop !6

50:                                               ; preds = %28
  %51 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %struct.V2, ptr %2, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds %struct.V2, ptr %3, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds %struct.V2, ptr %3, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %52, double noundef %54, double noundef %56, double noundef %58)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.p, i64 8, i1 false)
  store i32 0, ptr %12, align 4
  br label %60

60:                                               ; preds = %77, %50
  %61 = load i32, ptr %12, align 4
  %62 = icmp slt i32 %61, 4
  br i1 %62, label %63, label %80

63:                                               ; preds = %60
  %64 = load i32, ptr %12, align 4
  %65 = and i32 %64, 1
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %63
  %68 = load i32, ptr %12, align 4
  %69 = load i64, ptr %11, align 4
  %70 = call i64 @sysv_p2(i64 %69, i32 noundef %68)
  store i64 %70, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %13, i64 8, i1 false)
  br label %76

71:                                               ; preds = %63
  %72 = load i32, ptr %12, align 4
  %73 = add nsw i32 %72, 2
  %74 = load i64, ptr %11, align 4
  %75 = call win64cc i64 @ms_p2(i64 %74, i32 noundef %73)
  store i64 %75, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %14, i64 8, i1 false)
  br label %76

76:                                               ; preds = %71, %67
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %12, align 4
  br label %60, !llvm.loop !8

80:                                               ; preds = %60
  %81 = getelementptr inbounds %struct.P2, ptr %11, i32 0, i32 0
  %82 = load i32, ptr %81, align 4
  %83 = getelementptr inbounds %struct.P2, ptr %11, i32 0, i32 1
  %84 = load i32, ptr %83, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82, i32 noundef %84)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.q, i64 24, i1 false)
  store i32 0, ptr %16, align 4
  br label %86

86:                                               ; preds = %101, %80
  %87 = load i32, ptr %16, align 4
  %88 = icmp slt i32 %87, 4
  br i1 %88, label %89, label %104

89:                                               ; preds = %86
  %90 = load i32, ptr %16, align 4
  %91 = and i32 %90, 1
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %96

93:                                               ; preds = %89
  %94 = load i32, ptr %16, align 4
  %95 = sext i32 %94 to i64
  call void @sysv_q3(ptr dead_on_unwind writable sret(%struct.Q3) align 8 %17, ptr noundef byval(%struct.Q3) align 8 %15, i64 noundef %95)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %17, i64 24, i1 false)
  br label %100

96:                                               ; preds = %89
  %97 = load i32, ptr %16, align 4
  %98 = add nsw i32 %97, 5
  %99 = sext i32 %98 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %15, i64 24, i1 false)
  call win64cc void @ms_q3(ptr dead_on_unwind writable sret(%struct.Q3) align 8 %18, ptr noundef %19, i64 noundef %99)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %18, i64 24, i1 false)
  br label %100

100:                                              ; preds = %96, %93
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %16, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %16, align 4
  br label %86, !llvm.loop !9

104:                                              ; preds = %86
  %105 = getelementptr inbounds %struct.Q3, ptr %15, i32 0, i32 0
  %106 = getelementptr inbounds [3 x i64], ptr %105, i64 0, i64 0
  %107 = load i64, ptr %106, align 8
  %108 = getelementptr inbounds %struct.Q3, ptr %15, i32 0, i32 0
  %109 = getelementptr inbounds [3 x i64], ptr %108, i64 0, i64 1
  %110 = load i64, ptr %109, align 8
  %111 = getelementptr inbounds %struct.Q3, ptr %15, i32 0, i32 0
  %112 = getelementptr inbounds [3 x i64], ptr %111, i64 0, i64 2
  %113 = load i64, ptr %112, align 8
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %107, i64 noundef %110, i64 noundef %113)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.main.fi, i64 8, i1 false)
  %115 = load i64, ptr %20, align 4
  %116 = call win64cc i64 @ms_fi(i64 %115)
  store i64 %116, ptr %24, align 4
  %117 = load i64, ptr %24, align 4
  %118 = call i64 @sysv_fi(i64 %117)
  store i64 %118, ptr %23, align 4
  %119 = load i64, ptr %23, align 4
  %120 = call win64cc i64 @ms_fi(i64 %119)
  store i64 %120, ptr %22, align 4
  %121 = load i64, ptr %22, align 4
  %122 = call i64 @sysv_fi(i64 %121)
  store i64 %122, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %21, i64 8, i1 false)
  %123 = getelementptr inbounds %struct.FI, ptr %20, i32 0, i32 0
  %124 = load float, ptr %123, align 4
  %125 = fpext float %124 to double
  %126 = getelementptr inbounds %struct.FI, ptr %20, i32 0, i32 1
  %127 = load i32, ptr %126, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %125, i32 noundef %127)
  store ptr @ms_many, ptr %25, align 8
  store ptr @sysv_many, ptr %26, align 8
  %129 = load ptr, ptr %25, align 8
  %130 = call win64cc double %129(double noundef 1.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 4, double noundef 5.000000e+00, i32 noundef 6, double noundef 7.000000e+00, i32 noundef 8, double noundef 9.000000e+00, i32 noundef 10, float noundef 5.000000e-01, i64 noundef 1099511627776)
  %131 = load ptr, ptr %26, align 8
  %132 = call double %131(double noundef 1.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 4, double noundef 5.000000e+00, i32 noundef 6, double noundef 7.000000e+00, i32 noundef 8, double noundef 9.000000e+00, i32 noundef 10, float noundef 5.000000e-01, i64 noundef -99)
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %130, double noundef %132)
  store i32 0, ptr %27, align 4
  br label %134

134:                                              ; preds = %147, %104
  %135 = load i32, ptr %27, align 4
  %136 = icmp slt i32 %135, 3
  br i1 %136, label %137, label %150

137:                                              ; preds = %134
  %138 = load i32, ptr %27, align 4
  %139 = sitofp i32 %138 to double
  %140 = fadd double 1.050000e+01, %139
  %141 = call win64cc double @ms_calls_sysv(double noundef %140)
  %142 = load i32, ptr %27, align 4
  %143 = sitofp i32 %142 to double
  %144 = fmul double -3.250000e+00, %143
  %145 = call double @sysv_calls_ms(double noundef %144)
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %141, double noundef %145)
  br label %147

147:                                              ; preds = %137
  %148 = load i32, ptr %27, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %27, align 4
  br label %134, !llvm.loop !10

150:                                              ; preds = %134
  %151 = call win64cc i64 @ms_rec(i32 noundef 12, i64 noundef 1, double noundef 2.000000e+00)
  %152 = call i64 @sysv_rec(i32 noundef 15, i64 noundef -1, double noundef 5.000000e-01)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %151, i64 noundef %152)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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

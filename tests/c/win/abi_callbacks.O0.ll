; ModuleID = 'abi_callbacks.c'
source_filename = "abi_callbacks.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.CS = type { i8, i16 }
%struct.F2 = type { float, float }
%struct.F2Iter = type { ptr, %struct.F2, i32 }
%struct.DI = type { double, i32 }
%struct.F3 = type { float, float, float }
%struct.Q3 = type { i64, i64, i64 }
%struct.D5 = type { [4 x double], i32 }
%struct.KW = type { i32, float }

@__const.main.c = private unnamed_addr constant %struct.CS { i8 65, i16 300 }, align 2
@cs_tab = internal constant [2 x ptr] [ptr @cs_bump, ptr @cs_swap], align 16
@.str = private unnamed_addr constant [18 x i8] c"cs[%d] c=%d s=%d\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.F2 { float 1.500000e+00, float -5.000000e-01 }, align 4
@__const.main.b = private unnamed_addr constant %struct.F2 { float 2.500000e-01, float 2.000000e+00 }, align 4
@f2_tab = internal constant [2 x ptr] [ptr @f2_add, ptr @f2_mul], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"f2[%d] %.4f %.4f\0A\00", align 1
@__const.main.it = private unnamed_addr constant %struct.F2Iter { ptr @f2_mul, %struct.F2 { float 1.000000e+00, float 0.000000e+00 }, i32 8 }, align 8
@__const.main.rot = private unnamed_addr constant %struct.F2 { float 0.000000e+00, float 1.000000e+00 }, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"i^8 = %.1f %.1f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"sum5 = %.3f %.3f\0A\00", align 1
@__const.main.d = private unnamed_addr constant %struct.DI { double 3.250000e+00, i32 7 }, align 8
@di_tab = internal constant [2 x ptr] [ptr @di_scale, ptr @di_neg], align 16
@.str.4 = private unnamed_addr constant [12 x i8] c"di %.4f %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"di[%d] %.4f %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.F3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
@f3_tab = internal constant [2 x ptr] [ptr @f3_scale, ptr @f3_rot], align 16
@.str.6 = private unnamed_addr constant [23 x i8] c"f3[%d] %.3f %.3f %.3f\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.Q3 { i64 1, i64 2, i64 3 }, align 8
@__const.main.q2 = private unnamed_addr constant %struct.Q3 { i64 1000000007, i64 -5, i64 77 }, align 8
@q3_tab = internal constant [2 x ptr] [ptr @q3_add, ptr @q3_mix], align 16
@.str.7 = private unnamed_addr constant [23 x i8] c"q3[%d] %lld %lld %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [31 x i8] c"d5 %.4f %.4f %.4f %.4f tag=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"kw[%d] key=%d w=%.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"found key %d w=%.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"found=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [44 x i8] c"q3 order chk=%llu first.b=%lld last.b=%lld\0A\00", align 1
@seed = internal global i32 2024, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cs_bump(i32 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.CS, align 2
  %4 = alloca %struct.CS, align 2
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 2
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 0
  %8 = load i8, ptr %7, align 2
  %9 = sext i8 %8 to i32
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %9, %10
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %6, align 2
  %13 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 1
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = mul nsw i32 %16, %17
  %19 = trunc i32 %18 to i16
  store i16 %19, ptr %13, align 2
  %20 = load i32, ptr %3, align 2
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cs_swap(i32 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.CS, align 2
  %4 = alloca %struct.CS, align 2
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 2
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 1
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i32
  %10 = and i32 %9, 127
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %6, align 2
  %12 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 0
  %14 = load i8, ptr %13, align 2
  %15 = sext i8 %14 to i32
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %15, %16
  %18 = trunc i32 %17 to i16
  store i16 %18, ptr %12, align 2
  %19 = load i32, ptr %3, align 2
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @f2_add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd float %8, %10
  store float %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fadd float %14, %16
  store float %17, ptr %12, align 4
  %18 = load i64, ptr %3, align 4
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @f2_mul(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  store float %17, ptr %6, align 4
  %18 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %26 = load float, ptr %25, align 4
  %27 = fmul float %24, %26
  %28 = call float @llvm.fmuladd.f32(float %20, float %22, float %27)
  store float %28, ptr %18, align 4
  %29 = load i64, ptr %3, align 4
  ret i64 %29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @di_scale(ptr dead_on_unwind noalias writable sret(%struct.DI) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DI, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %6, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %7, align 8
  %12 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.DI, ptr %1, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = load double, ptr %6, align 8
  %16 = fptosi double %15 to i32
  %17 = add nsw i32 %14, %16
  store i32 %17, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @di_neg(ptr dead_on_unwind noalias writable sret(%struct.DI) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DI, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = fneg double %9
  %11 = load double, ptr %6, align 8
  %12 = fadd double %10, %11
  store double %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.DI, ptr %1, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = sub nsw i32 0, %15
  store i32 %16, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f3_scale(ptr dead_on_unwind noalias writable sret(%struct.F3) align 4 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = load float, ptr %6, align 4
  %11 = fmul float %9, %10
  store float %11, ptr %7, align 4
  %12 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = load float, ptr %6, align 4
  %16 = fmul float %14, %15
  store float %16, ptr %12, align 4
  %17 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = load float, ptr %6, align 4
  %21 = fmul float %19, %20
  store float %21, ptr %17, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f3_rot(ptr dead_on_unwind noalias writable sret(%struct.F3) align 4 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = load float, ptr %6, align 4
  %11 = fadd float %9, %10
  store float %11, ptr %7, align 4
  %12 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 2
  %14 = load float, ptr %13, align 4
  %15 = load float, ptr %6, align 4
  %16 = fadd float %14, %15
  store float %16, ptr %12, align 4
  %17 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = load float, ptr %6, align 4
  %21 = fadd float %19, %20
  store float %21, ptr %17, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @q3_add(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = add nsw i64 %9, %11
  store i64 %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = add nsw i64 %15, %17
  store i64 %18, ptr %13, align 8
  %19 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 2
  %20 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = add nsw i64 %21, %23
  store i64 %24, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @q3_mix(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = mul nsw i64 %9, %11
  store i64 %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = xor i64 %15, %17
  store i64 %18, ptr %13, align 8
  %19 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 2
  %20 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 0
  %23 = load i64, ptr %22, align 8
  %24 = sub nsw i64 %21, %23
  store i64 %24, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @d5_axpy(ptr dead_on_unwind noalias writable sret(%struct.D5) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.D5, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.D5, ptr %2, i32 0, i32 0
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %17, double %22)
  %24 = getelementptr inbounds %struct.D5, ptr %0, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 %26
  store double %23, ptr %27, align 8
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !5

31:                                               ; preds = %8
  %32 = load ptr, ptr %5, align 8
  %33 = getelementptr inbounds %struct.D5, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 8
  %35 = mul nsw i32 %34, 10
  %36 = getelementptr inbounds %struct.D5, ptr %2, i32 0, i32 1
  %37 = load i32, ptr %36, align 8
  %38 = add nsw i32 %35, %37
  %39 = getelementptr inbounds %struct.D5, ptr %0, i32 0, i32 1
  store i32 %38, ptr %39, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @f2_iterate(ptr noundef %0, i64 %1) #0 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.F2, align 4
  store i64 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %8 = getelementptr inbounds %struct.F2Iter, ptr %0, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %8, i64 8, i1 false)
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %20, %2
  %10 = load i32, ptr %6, align 4
  %11 = getelementptr inbounds %struct.F2Iter, ptr %0, i32 0, i32 2
  %12 = load i32, ptr %11, align 8
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %9
  %15 = getelementptr inbounds %struct.F2Iter, ptr %0, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = load i64, ptr %3, align 4
  %18 = load i64, ptr %4, align 4
  %19 = call i64 %16(i64 %17, i64 %18)
  store i64 %19, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %7, i64 8, i1 false)
  br label %20

20:                                               ; preds = %14
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %9, !llvm.loop !7

23:                                               ; preds = %9
  %24 = load i64, ptr %3, align 4
  ret i64 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @di_apply_all(ptr dead_on_unwind noalias writable sret(%struct.DI) align 8 %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.DI, align 8
  %13 = alloca %struct.DI, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %14

14:                                               ; preds = %25, %5
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %11, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds ptr, ptr %19, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = load double, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %3, i64 16, i1 false)
  call void %23(ptr dead_on_unwind writable sret(%struct.DI) align 8 %12, ptr noundef %13, double noundef %24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %12, i64 16, i1 false)
  br label %25

25:                                               ; preds = %18
  %26 = load i32, ptr %11, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %11, align 4
  br label %14, !llvm.loop !8

28:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %3, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.CS, align 2
  %3 = alloca i32, align 4
  %4 = alloca %struct.CS, align 2
  %5 = alloca %struct.F2, align 4
  %6 = alloca %struct.F2, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.F2, align 4
  %9 = alloca %struct.F2Iter, align 8
  %10 = alloca %struct.F2, align 4
  %11 = alloca %struct.F2, align 4
  %12 = alloca %struct.F2Iter, align 8
  %13 = alloca %struct.F2, align 4
  %14 = alloca %struct.F2Iter, align 8
  %15 = alloca %struct.DI, align 8
  %16 = alloca %struct.DI, align 8
  %17 = alloca %struct.DI, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.DI, align 8
  %20 = alloca %struct.DI, align 8
  %21 = alloca %struct.F3, align 4
  %22 = alloca i32, align 4
  %23 = alloca %struct.F3, align 4
  %24 = alloca %struct.F3, align 4
  %25 = alloca %struct.Q3, align 8
  %26 = alloca %struct.Q3, align 8
  %27 = alloca i32, align 4
  %28 = alloca %struct.Q3, align 8
  %29 = alloca %struct.Q3, align 8
  %30 = alloca %struct.Q3, align 8
  %31 = alloca ptr, align 8
  %32 = alloca %struct.D5, align 8
  %33 = alloca %struct.D5, align 8
  %34 = alloca i32, align 4
  %35 = alloca %struct.D5, align 8
  %36 = alloca %struct.D5, align 8
  %37 = alloca [40 x %struct.KW], align 16
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca %struct.KW, align 4
  %43 = alloca ptr, align 8
  %44 = alloca [12 x %struct.Q3], align 16
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.c, i64 4, i1 false)
  store i32 0, ptr %3, align 4
  br label %48

48:                                               ; preds = %69, %0
  %49 = load i32, ptr %3, align 4
  %50 = icmp slt i32 %49, 4
  br i1 %50, label %51, label %72

51:                                               ; preds = %48
  %52 = load i32, ptr %3, align 4
  %53 = and i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [2 x ptr], ptr @cs_tab, i64 0, i64 %54
  %56 = load ptr, ptr %55, align 8
  %57 = load i32, ptr %3, align 4
  %58 = add nsw i32 %57, 1
  %59 = load i32, ptr %2, align 2
  %60 = call i32 %56(i32 %59, i32 noundef %58)
  store i32 %60, ptr %4, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %4, i64 4, i1 false)
  %61 = load i32, ptr %3, align 4
  %62 = getelementptr inbounds %struct.CS, ptr %2, i32 0, i32 0
  %63 = load i8, ptr %62, align 2
  %64 = sext i8 %63 to i32
  %65 = getelementptr inbounds %struct.CS, ptr %2, i32 0, i32 1
  %66 = load i16, ptr %65, align 2
  %67 = sext i16 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %61, i32 noundef %64, i32 noundef %67)
  br label %69

69:                                               ; preds = %51
  %70 = load i32, ptr %3, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %3, align 4
  br label %48, !llvm.loop !9

72:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.b, i64 8, i1 false)
  store i32 0, ptr %7, align 4
  br label %73

73:                                               ; preds = %92, %72
  %74 = load i32, ptr %7, align 4
  %75 = icmp slt i32 %74, 2
  br i1 %75, label %76, label %95

76:                                               ; preds = %73
  %77 = load i32, ptr %7, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [2 x ptr], ptr @f2_tab, i64 0, i64 %78
  %80 = load ptr, ptr %79, align 8
  %81 = load i64, ptr %5, align 4
  %82 = load i64, ptr %6, align 4
  %83 = call i64 %80(i64 %81, i64 %82)
  store i64 %83, ptr %8, align 4
  %84 = load i32, ptr %7, align 4
  %85 = getelementptr inbounds %struct.F2, ptr %8, i32 0, i32 0
  %86 = load float, ptr %85, align 4
  %87 = fpext float %86 to double
  %88 = getelementptr inbounds %struct.F2, ptr %8, i32 0, i32 1
  %89 = load float, ptr %88, align 4
  %90 = fpext float %89 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %84, double noundef %87, double noundef %90)
  br label %92

92:                                               ; preds = %76
  %93 = load i32, ptr %7, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %7, align 4
  br label %73, !llvm.loop !10

95:                                               ; preds = %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.it, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.rot, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %9, i64 24, i1 false)
  %96 = load i64, ptr %10, align 4
  %97 = call i64 @f2_iterate(ptr noundef %12, i64 %96)
  store i64 %97, ptr %11, align 4
  %98 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 0
  %99 = load float, ptr %98, align 4
  %100 = fpext float %99 to double
  %101 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 1
  %102 = load float, ptr %101, align 4
  %103 = fpext float %102 to double
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %100, double noundef %103)
  %105 = getelementptr inbounds %struct.F2Iter, ptr %9, i32 0, i32 0
  store ptr @f2_add, ptr %105, align 8
  %106 = getelementptr inbounds %struct.F2Iter, ptr %9, i32 0, i32 2
  store i32 5, ptr %106, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %9, i64 24, i1 false)
  %107 = load i64, ptr %6, align 4
  %108 = call i64 @f2_iterate(ptr noundef %14, i64 %107)
  store i64 %108, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %13, i64 8, i1 false)
  %109 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 0
  %110 = load float, ptr %109, align 4
  %111 = fpext float %110 to double
  %112 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 1
  %113 = load float, ptr %112, align 4
  %114 = fpext float %113 to double
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %111, double noundef %114)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.d, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %15, i64 16, i1 false)
  call void @di_apply_all(ptr dead_on_unwind writable sret(%struct.DI) align 8 %16, ptr noundef @di_tab, i32 noundef 2, ptr noundef %17, double noundef 4.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %16, i64 16, i1 false)
  %116 = getelementptr inbounds %struct.DI, ptr %15, i32 0, i32 0
  %117 = load double, ptr %116, align 8
  %118 = getelementptr inbounds %struct.DI, ptr %15, i32 0, i32 1
  %119 = load i32, ptr %118, align 8
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %117, i32 noundef %119)
  store i32 0, ptr %18, align 4
  br label %121

121:                                              ; preds = %139, %95
  %122 = load i32, ptr %18, align 4
  %123 = icmp slt i32 %122, 3
  br i1 %123, label %124, label %142

124:                                              ; preds = %121
  %125 = load i32, ptr %18, align 4
  %126 = srem i32 %125, 2
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [2 x ptr], ptr @di_tab, i64 0, i64 %127
  %129 = load ptr, ptr %128, align 8
  %130 = load i32, ptr %18, align 4
  %131 = sitofp i32 %130 to double
  %132 = fadd double 5.000000e-01, %131
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %15, i64 16, i1 false)
  call void %129(ptr dead_on_unwind writable sret(%struct.DI) align 8 %19, ptr noundef %20, double noundef %132)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %19, i64 16, i1 false)
  %133 = load i32, ptr %18, align 4
  %134 = getelementptr inbounds %struct.DI, ptr %15, i32 0, i32 0
  %135 = load double, ptr %134, align 8
  %136 = getelementptr inbounds %struct.DI, ptr %15, i32 0, i32 1
  %137 = load i32, ptr %136, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %133, double noundef %135, i32 noundef %137)
  br label %139

139:                                              ; preds = %124
  %140 = load i32, ptr %18, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %18, align 4
  br label %121, !llvm.loop !11

142:                                              ; preds = %121
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 @__const.main.v, i64 12, i1 false)
  store i32 0, ptr %22, align 4
  br label %143

143:                                              ; preds = %166, %142
  %144 = load i32, ptr %22, align 4
  %145 = icmp slt i32 %144, 4
  br i1 %145, label %146, label %169

146:                                              ; preds = %143
  %147 = load i32, ptr %22, align 4
  %148 = and i32 %147, 1
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [2 x ptr], ptr @f3_tab, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8
  %152 = load i32, ptr %22, align 4
  %153 = sitofp i32 %152 to float
  %154 = fsub float %153, 5.000000e-01
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %21, i64 12, i1 false)
  call void %151(ptr dead_on_unwind writable sret(%struct.F3) align 4 %23, ptr noundef %24, float noundef %154)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %23, i64 12, i1 false)
  %155 = load i32, ptr %22, align 4
  %156 = getelementptr inbounds %struct.F3, ptr %21, i32 0, i32 0
  %157 = load float, ptr %156, align 4
  %158 = fpext float %157 to double
  %159 = getelementptr inbounds %struct.F3, ptr %21, i32 0, i32 1
  %160 = load float, ptr %159, align 4
  %161 = fpext float %160 to double
  %162 = getelementptr inbounds %struct.F3, ptr %21, i32 0, i32 2
  %163 = load float, ptr %162, align 4
  %164 = fpext float %163 to double
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %155, double noundef %158, double noundef %161, double noundef %164)
  br label %166

166:                                              ; preds = %146
  %167 = load i32, ptr %22, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %22, align 4
  br label %143, !llvm.loop !12

169:                                              ; preds = %143
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 @__const.main.q, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 @__const.main.q2, i64 24, i1 false)
  store i32 0, ptr %27, align 4
  br label %170

170:                                              ; preds = %187, %169
  %171 = load i32, ptr %27, align 4
  %172 = icmp slt i32 %171, 4
  br i1 %172, label %173, label %190

173:                                              ; preds = %170
  %174 = load i32, ptr %27, align 4
  %175 = and i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [2 x ptr], ptr @q3_tab, i64 0, i64 %176
  %178 = load ptr, ptr %177, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %25, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %26, i64 24, i1 false)
  call void %178(ptr dead_on_unwind writable sret(%struct.Q3) align 8 %28, ptr noundef %29, ptr noundef %30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %28, i64 24, i1 false)
  %179 = load i32, ptr %27, align 4
  %180 = getelementptr inbounds %struct.Q3, ptr %25, i32 0, i32 0
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds %struct.Q3, ptr %25, i32 0, i32 1
  %183 = load i64, ptr %182, align 8
  %184 = getelementptr inbounds %struct.Q3, ptr %25, i32 0, i32 2
  %185 = load i64, ptr %184, align 8
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %179, i64 noundef %181, i64 noundef %183, i64 noundef %185)
  br label %187

187:                                              ; preds = %173
  %188 = load i32, ptr %27, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %27, align 4
  br label %170, !llvm.loop !13

190:                                              ; preds = %170
  store ptr @d5_axpy, ptr %31, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %32, i8 0, i64 40, i1 false)
  %191 = getelementptr inbounds %struct.D5, ptr %32, i32 0, i32 0
  %192 = getelementptr inbounds [4 x double], ptr %191, i32 0, i32 0
  store double 1.000000e+00, ptr %192, align 8
  %193 = getelementptr inbounds [4 x double], ptr %191, i32 0, i32 1
  store double 2.000000e+00, ptr %193, align 8
  %194 = getelementptr inbounds [4 x double], ptr %191, i32 0, i32 2
  store double 3.000000e+00, ptr %194, align 8
  %195 = getelementptr inbounds [4 x double], ptr %191, i32 0, i32 3
  store double 4.000000e+00, ptr %195, align 8
  %196 = getelementptr inbounds %struct.D5, ptr %32, i32 0, i32 1
  store i32 1, ptr %196, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %33, i8 0, i64 40, i1 false)
  %197 = getelementptr inbounds %struct.D5, ptr %33, i32 0, i32 0
  %198 = getelementptr inbounds [4 x double], ptr %197, i32 0, i32 0
  store double 5.000000e-01, ptr %198, align 8
  %199 = getelementptr inbounds [4 x double], ptr %197, i32 0, i32 1
  store double 2.500000e-01, ptr %199, align 8
  %200 = getelementptr inbounds [4 x double], ptr %197, i32 0, i32 2
  store double 1.250000e-01, ptr %200, align 8
  %201 = getelementptr inbounds [4 x double], ptr %197, i32 0, i32 3
  store double 6.250000e-02, ptr %201, align 8
  %202 = getelementptr inbounds %struct.D5, ptr %33, i32 0, i32 1
  store i32 2, ptr %202, align 8
  store i32 0, ptr %34, align 4
  br label %203

203:                                              ; preds = %208, %190
  %204 = load i32, ptr %34, align 4
  %205 = icmp slt i32 %204, 3
  br i1 %205, label %206, label %211

206:                                              ; preds = %203
  %207 = load ptr, ptr %31, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %33, i64 40, i1 false)
  call void %207(ptr dead_on_unwind writable sret(%struct.D5) align 8 %35, ptr noundef %32, ptr noundef %36)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %35, i64 40, i1 false)
  br label %208

208:                                              ; preds = %206
  %209 = load i32, ptr %34, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %34, align 4
  br label %203, !llvm.loop !14

211:                                              ; preds = %203
  %212 = getelementptr inbounds %struct.D5, ptr %33, i32 0, i32 0
  %213 = getelementptr inbounds [4 x double], ptr %212, i64 0, i64 0
  %214 = load double, ptr %213, align 8
  %215 = getelementptr inbounds %struct.D5, ptr %33, i32 0, i32 0
  %216 = getelementptr inbounds [4 x double], ptr %215, i64 0, i64 1
  %217 = load double, ptr %216, align 8
  %218 = getelementptr inbounds %struct.D5, ptr %33, i32 0, i32 0
  %219 = getelementptr inbounds [4 x double], ptr %218, i64 0, i64 2
  %220 = load double, ptr %219, align 8
  %221 = getelementptr inbounds %struct.D5, ptr %33, i32 0, i32 0
  %222 = getelementptr inbounds [4 x double], ptr %221, i64 0, i64 3
  %223 = load double, ptr %222, align 8
  %224 = getelementptr inbounds %struct.D5, ptr %33, i32 0, i32 1
  %225 = load i32, ptr %224, align 8
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %214, double noundef %217, double noundef %220, double noundef %223, i32 noundef %225)
  store i32 0, ptr %38, align 4
  br label %227

227:                                              ; preds = %246, %211
  %228 = load i32, ptr %38, align 4
  %229 = icmp slt i32 %228, 40
  br i1 %229, label %230, label %249

230:                                              ; preds = %227
  %231 = load i32, ptr %38, align 4
  %232 = mul nsw i32 %231, 389
  %233 = srem i32 %232, 1000
  %234 = load i32, ptr %38, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [40 x %struct.KW], ptr %37, i64 0, i64 %235
  %237 = getelementptr inbounds %struct.KW, ptr %236, i32 0, i32 0
  store i32 %233, ptr %237, align 8
  %238 = call i32 @rnd()
  %239 = urem i32 %238, 16
  %240 = uitofp i32 %239 to float
  %241 = fmul float %240, 5.000000e-01
  %242 = load i32, ptr %38, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [40 x %struct.KW], ptr %37, i64 0, i64 %243
  %245 = getelementptr inbounds %struct.KW, ptr %244, i32 0, i32 1
  store float %241, ptr %245, align 4
  br label %246

246:                                              ; preds = %230
  %247 = load i32, ptr %38, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %38, align 4
  br label %227, !llvm.loop !15

249:                                              ; preds = %227
  %250 = getelementptr inbounds [40 x %struct.KW], ptr %37, i64 0, i64 0
  call void @qsort(ptr noundef %250, i64 noundef 40, i64 noundef 8, ptr noundef @cmp_kw)
  store i32 0, ptr %39, align 4
  br label %251

251:                                              ; preds = %268, %249
  %252 = load i32, ptr %39, align 4
  %253 = icmp slt i32 %252, 40
  br i1 %253, label %254, label %271

254:                                              ; preds = %251
  %255 = load i32, ptr %39, align 4
  %256 = load i32, ptr %39, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [40 x %struct.KW], ptr %37, i64 0, i64 %257
  %259 = getelementptr inbounds %struct.KW, ptr %258, i32 0, i32 0
  %260 = load i32, ptr %259, align 8
  %261 = load i32, ptr %39, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [40 x %struct.KW], ptr %37, i64 0, i64 %262
  %264 = getelementptr inbounds %struct.KW, ptr %263, i32 0, i32 1
  %265 = load float, ptr %264, align 4
  %266 = fpext float %265 to double
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %255, i32 noundef %260, double noundef %266)
  br label %268

268:                                              ; preds = %254
  %269 = load i32, ptr %39, align 4
  %270 = add nsw i32 %269, 8
  store i32 %270, ptr %39, align 4
  br label %251, !llvm.loop !16

271:                                              ; preds = %251
  %272 = getelementptr inbounds [40 x %struct.KW], ptr %37, i64 0, i64 0
  call void @qsort(ptr noundef %272, i64 noundef 40, i64 noundef 8, ptr noundef @cmp_kw_key)
  store i32 0, ptr %40, align 4
  store i32 0, ptr %41, align 4
  br label %273

273:                                              ; preds = %296, %271
  %274 = load i32, ptr %41, align 4
  %275 = icmp slt i32 %274, 1000
  br i1 %275, label %276, label %299

276:                                              ; preds = %273
  %277 = getelementptr inbounds %struct.KW, ptr %42, i32 0, i32 0
  %278 = load i32, ptr %41, align 4
  store i32 %278, ptr %277, align 4
  %279 = getelementptr inbounds %struct.KW, ptr %42, i32 0, i32 1
  store float 0.000000e+00, ptr %279, align 4
  %280 = getelementptr inbounds [40 x %struct.KW], ptr %37, i64 0, i64 0
  %281 = call ptr @bsearch(ptr noundef %42, ptr noundef %280, i64 noundef 40, i64 noundef 8, ptr noundef @cmp_kw_key)
  store ptr %281, ptr %43, align 8
  %282 = load ptr, ptr %43, align 8
  %283 = icmp ne ptr %282, null
  br i1 %283, label %284, label %295

284:                                              ; preds = %276
  %285 = load i32, ptr %40, align 4
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr %40, align 4
  %287 = load ptr, ptr %43, align 8
  %288 = getelementptr inbounds %struct.KW, ptr %287, i32 0, i32 0
  %289 = load i32, ptr %288, align 4
  %290 = load ptr, ptr %43, align 8
  %291 = getelementptr inbounds %struct.KW, ptr %290, i32 0, i32 1
  %292 = load float, ptr %291, align 4
  %293 = fpext float %292 to double
  %294 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %289, double noundef %293)
  br label %295

295:                                              ; preds = %284, %276
  br label %296

296:                                              ; preds = %295
  %297 = load i32, ptr %41, align 4
  %298 = add nsw i32 %297, 7
  store i32 %298, ptr %41, align 4
  br label %273, !llvm.loop !17

299:                                              ; preds = %273
  %300 = load i32, ptr %40, align 4
  %301 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %300)
  store i32 0, ptr %45, align 4
  br label %302

302:                                              ; preds = %326, %299
  %303 = load i32, ptr %45, align 4
  %304 = icmp slt i32 %303, 12
  br i1 %304, label %305, label %329

305:                                              ; preds = %302
  %306 = call i32 @rnd()
  %307 = zext i32 %306 to i64
  %308 = mul nsw i64 %307, 1000003
  %309 = load i32, ptr %45, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 %310
  %312 = getelementptr inbounds %struct.Q3, ptr %311, i32 0, i32 0
  store i64 %308, ptr %312, align 8
  %313 = load i32, ptr %45, align 4
  %314 = sext i32 %313 to i64
  %315 = load i32, ptr %45, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 %316
  %318 = getelementptr inbounds %struct.Q3, ptr %317, i32 0, i32 1
  store i64 %314, ptr %318, align 8
  %319 = call i32 @rnd()
  %320 = urem i32 %319, 5
  %321 = zext i32 %320 to i64
  %322 = load i32, ptr %45, align 4
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 %323
  %325 = getelementptr inbounds %struct.Q3, ptr %324, i32 0, i32 2
  store i64 %321, ptr %325, align 8
  br label %326

326:                                              ; preds = %305
  %327 = load i32, ptr %45, align 4
  %328 = add nsw i32 %327, 1
  store i32 %328, ptr %45, align 4
  br label %302, !llvm.loop !18

329:                                              ; preds = %302
  %330 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 0
  call void @qsort(ptr noundef %330, i64 noundef 12, i64 noundef 24, ptr noundef @cmp_q3)
  store i64 0, ptr %46, align 8
  store i32 0, ptr %47, align 4
  br label %331

331:                                              ; preds = %350, %329
  %332 = load i32, ptr %47, align 4
  %333 = icmp slt i32 %332, 12
  br i1 %333, label %334, label %353

334:                                              ; preds = %331
  %335 = load i64, ptr %46, align 8
  %336 = mul i64 %335, 31
  %337 = load i32, ptr %47, align 4
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 %338
  %340 = getelementptr inbounds %struct.Q3, ptr %339, i32 0, i32 1
  %341 = load i64, ptr %340, align 8
  %342 = mul nsw i64 %341, 7
  %343 = load i32, ptr %47, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 %344
  %346 = getelementptr inbounds %struct.Q3, ptr %345, i32 0, i32 2
  %347 = load i64, ptr %346, align 8
  %348 = add nsw i64 %342, %347
  %349 = add i64 %336, %348
  store i64 %349, ptr %46, align 8
  br label %350

350:                                              ; preds = %334
  %351 = load i32, ptr %47, align 4
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr %47, align 4
  br label %331, !llvm.loop !19

353:                                              ; preds = %331
  %354 = load i64, ptr %46, align 8
  %355 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 0
  %356 = getelementptr inbounds %struct.Q3, ptr %355, i32 0, i32 1
  %357 = load i64, ptr %356, align 8
  %358 = getelementptr inbounds [12 x %struct.Q3], ptr %44, i64 0, i64 11
  %359 = getelementptr inbounds %struct.Q3, ptr %358, i32 0, i32 1
  %360 = load i64, ptr %359, align 8
  %361 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %354, i64 noundef %357, i64 noundef %360)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @seed, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, ptr @seed, align 4
  %4 = load i32, ptr @seed, align 4
  %5 = lshr i32 %4, 9
  ret i32 %5
}

declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_kw(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.KW, ptr %10, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.KW, ptr %13, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fcmp une float %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.KW, ptr %18, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.KW, ptr %21, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = fcmp olt float %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, ptr %3, align 4
  br label %45

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.KW, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.KW, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = icmp sgt i32 %30, %33
  %35 = zext i1 %34 to i32
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.KW, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.KW, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = icmp slt i32 %38, %41
  %43 = zext i1 %42 to i32
  %44 = sub nsw i32 %35, %43
  store i32 %44, ptr %3, align 4
  br label %45

45:                                               ; preds = %27, %17
  %46 = load i32, ptr %3, align 4
  ret i32 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_kw_key(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.KW, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.KW, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp sgt i32 %11, %14
  %16 = zext i1 %15 to i32
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.KW, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.KW, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = icmp slt i32 %19, %22
  %24 = zext i1 %23 to i32
  %25 = sub nsw i32 %16, %24
  ret i32 %25
}

declare dso_local ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_q3(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Q3, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Q3, ptr %13, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = icmp ne i64 %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.Q3, ptr %18, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.Q3, ptr %21, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = icmp slt i64 %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, ptr %3, align 4
  br label %63

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.Q3, ptr %28, i32 0, i32 0
  %30 = load i64, ptr %29, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.Q3, ptr %31, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = icmp ne i64 %30, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %27
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.Q3, ptr %36, i32 0, i32 0
  %38 = load i64, ptr %37, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.Q3, ptr %39, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = icmp slt i64 %38, %41
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 -1, i32 1
  store i32 %44, ptr %3, align 4
  br label %63

45:                                               ; preds = %27
  %46 = load ptr, ptr %6, align 8
  %47 = getelementptr inbounds %struct.Q3, ptr %46, i32 0, i32 1
  %48 = load i64, ptr %47, align 8
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr inbounds %struct.Q3, ptr %49, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = icmp sgt i64 %48, %51
  %53 = zext i1 %52 to i32
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.Q3, ptr %54, i32 0, i32 1
  %56 = load i64, ptr %55, align 8
  %57 = load ptr, ptr %7, align 8
  %58 = getelementptr inbounds %struct.Q3, ptr %57, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = icmp slt i64 %56, %59
  %61 = zext i1 %60 to i32
  %62 = sub nsw i32 %53, %61
  store i32 %62, ptr %3, align 4
  br label %63

63:                                               ; preds = %45, %35, %17
  %64 = load i32, ptr %3, align 4
  ret i32 %64
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}

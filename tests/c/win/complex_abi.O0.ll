; ModuleID = 'complex_abi.c'
source_filename = "complex_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Mix = type { { float, float }, i32, { double, double } }

@.str = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"conj a\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"3a\00", align 1
@__const.main.fops = private unnamed_addr constant [3 x ptr] [ptr @cf_add, ptr @cf_sub, ptr @cf_mul], align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"fops\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"z*w\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"w/z\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"(w/z)*z\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"|w|^2 = %.10g\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"z^12\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"|z^12|^2 = %.10g\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"widen\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"narrow\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"trace\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"mix.a\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"mix.tag = %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"mix.b\00", align 1
@__const.main.dops = private unnamed_addr constant [3 x ptr] [ptr @cd_add, ptr @cd_mul, ptr @cd_div], align 16
@.str.19 = private unnamed_addr constant [5 x i8] c"fold\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"array sums %.3f %.3f\0A\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"%s = (%.5g, %.5g)\0A\00", align 1
@.str.23 = private unnamed_addr constant [21 x i8] c"%s = (%.10g, %.10g)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cf_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fadd float %7, %11
  %15 = fadd float %9, %13
  %16 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %17 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %14, ptr %16, align 4
  store float %15, ptr %17, align 4
  %18 = load i64, ptr %3, align 4
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cf_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fsub float %7, %11
  %15 = fsub float %9, %13
  %16 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %17 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %14, ptr %16, align 4
  store float %15, ptr %17, align 4
  %18 = load i64, ptr %3, align 4
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cf_mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca { float, float }, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %11 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  store float %12, ptr %6, align 4
  %13 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  store float %14, ptr %7, align 4
  %15 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  store float %16, ptr %8, align 4
  %17 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  store float %18, ptr %9, align 4
  %19 = load float, ptr %6, align 4
  %20 = load float, ptr %8, align 4
  %21 = load float, ptr %7, align 4
  %22 = load float, ptr %9, align 4
  %23 = fmul float %21, %22
  %24 = fneg float %23
  %25 = call float @llvm.fmuladd.f32(float %19, float %20, float %24)
  %26 = load float, ptr %6, align 4
  %27 = load float, ptr %9, align 4
  %28 = load float, ptr %7, align 4
  %29 = load float, ptr %8, align 4
  %30 = fmul float %28, %29
  %31 = call float @llvm.fmuladd.f32(float %26, float %27, float %30)
  %32 = call i64 @mkf(float noundef %25, float noundef %31)
  store i64 %32, ptr %10, align 4
  %33 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %38 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %34, ptr %37, align 4
  store float %36, ptr %38, align 4
  %39 = load i64, ptr %3, align 4
  ret i64 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mkf(float noundef %0, float noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  %6 = load float, ptr %4, align 4
  %7 = load float, ptr %5, align 4
  %8 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %6, ptr %8, align 4
  store float %7, ptr %9, align 4
  %10 = load i64, ptr %3, align 4
  ret i64 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cf_conj(i64 noundef %0) #0 {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  %8 = fneg float %7
  %9 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %5, ptr %9, align 4
  store float %8, ptr %10, align 4
  %11 = load i64, ptr %2, align 4
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cf_scale(float noundef %0, i64 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca float, align 4
  store i64 %1, ptr %4, align 4
  store float %0, ptr %5, align 4
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fmul float %6, %8
  %12 = fmul float %6, %10
  %13 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %14 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %11, ptr %13, align 4
  store float %12, ptr %14, align 4
  %15 = load i64, ptr %3, align 4
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cd_add(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fadd double %8, %12
  %16 = fadd double %10, %14
  %17 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %15, ptr %17, align 8
  store double %16, ptr %18, align 8
  %19 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %24 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %20, ptr %23, align 8
  store double %22, ptr %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cd_mul(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  store double %15, ptr %8, align 8
  %16 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  store double %17, ptr %9, align 8
  %18 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  store double %19, ptr %10, align 8
  %20 = load double, ptr %7, align 8
  %21 = load double, ptr %9, align 8
  %22 = load double, ptr %8, align 8
  %23 = load double, ptr %10, align 8
  %24 = fmul double %22, %23
  %25 = fneg double %24
  %26 = call double @llvm.fmuladd.f64(double %20, double %21, double %25)
  %27 = load double, ptr %7, align 8
  %28 = load double, ptr %10, align 8
  %29 = load double, ptr %8, align 8
  %30 = load double, ptr %9, align 8
  %31 = fmul double %29, %30
  %32 = call double @llvm.fmuladd.f64(double %27, double %28, double %31)
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %11, double noundef %26, double noundef %32)
  %33 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %38 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %34, ptr %37, align 8
  store double %36, ptr %38, align 8
  %39 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %44 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %40, ptr %43, align 8
  store double %42, ptr %44, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkd(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %5, align 8
  %8 = load double, ptr %6, align 8
  %9 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %7, ptr %9, align 8
  store double %8, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %16 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %12, ptr %15, align 8
  store double %14, ptr %16, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cd_div(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %15 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  store double %16, ptr %7, align 8
  %17 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  store double %18, ptr %8, align 8
  %19 = load double, ptr %7, align 8
  %20 = load double, ptr %7, align 8
  %21 = load double, ptr %8, align 8
  %22 = load double, ptr %8, align 8
  %23 = fmul double %21, %22
  %24 = call double @llvm.fmuladd.f64(double %19, double %20, double %23)
  store double %24, ptr %9, align 8
  %25 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %32 = load double, ptr %31, align 8
  %33 = fneg double %32
  %34 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %35 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %26, ptr %34, align 8
  store double %28, ptr %35, align 8
  %36 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %30, ptr %36, align 8
  store double %33, ptr %37, align 8
  call void @cd_mul(ptr dead_on_unwind writable sret({ double, double }) align 8 %11, ptr noundef %12, ptr noundef %13)
  %38 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %43 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %39, ptr %42, align 8
  store double %41, ptr %43, align 8
  %44 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %9, align 8
  %47 = fdiv double %45, %46
  %48 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = load double, ptr %9, align 8
  %51 = fdiv double %49, %50
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %14, double noundef %47, double noundef %51)
  %52 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %57 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %53, ptr %56, align 8
  store double %55, ptr %57, align 8
  %58 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %63 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %59, ptr %62, align 8
  store double %61, ptr %63, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @cd_norm(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %4 = load double, ptr %3, align 8
  %5 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fmul double %8, %10
  %12 = call double @llvm.fmuladd.f64(double %4, double %6, double %11)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cd_from_cf(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca { float, float }, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 4
  %5 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %8 = load float, ptr %7, align 4
  %9 = fpext float %6 to double
  %10 = fpext float %8 to double
  %11 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %9, ptr %11, align 8
  store double %10, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %14, ptr %17, align 8
  store double %16, ptr %18, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cf_from_cd(ptr noundef %0) #0 {
  %2 = alloca { float, float }, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fptrunc double %5 to float
  %9 = fptrunc double %7 to float
  %10 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %11 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %8, ptr %10, align 4
  store float %9, ptr %11, align 4
  %12 = load i64, ptr %2, align 4
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cd_poly(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, double noundef %2, i64 noundef %3, double noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca { float, float }, align 4
  %11 = alloca ptr, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca { double, double }, align 8
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 8
  store ptr %0, ptr %9, align 8
  store i64 %3, ptr %10, align 4
  store ptr %1, ptr %11, align 8
  store double %2, ptr %12, align 8
  store double %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  store ptr %7, ptr %16, align 8
  %24 = load double, ptr %12, align 8
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %18, double noundef %24, double noundef 0.000000e+00)
  %25 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %30 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %26, ptr %29, align 8
  store double %28, ptr %30, align 8
  %31 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %36 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %32, ptr %35, align 8
  store double %34, ptr %36, align 8
  store i32 0, ptr %20, align 4
  br label %37

37:                                               ; preds = %99, %8
  %38 = load i32, ptr %20, align 4
  %39 = load i32, ptr %15, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %102

41:                                               ; preds = %37
  %42 = load double, ptr %13, align 8
  %43 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = fmul double %42, %44
  %48 = fmul double %42, %46
  %49 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  %52 = load float, ptr %51, align 4
  %53 = fpext float %50 to double
  %54 = fpext float %52 to double
  %55 = fadd double %47, %53
  %56 = fadd double %48, %54
  %57 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = fsub double %55, %58
  %62 = fsub double %56, %60
  %63 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = fadd double %64, %61
  %68 = fadd double %66, %62
  %69 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %70 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %67, ptr %69, align 8
  store double %68, ptr %70, align 8
  %71 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %80 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %72, ptr %79, align 8
  store double %74, ptr %80, align 8
  %81 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %82 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  store double %76, ptr %81, align 8
  store double %78, ptr %82, align 8
  call void @cd_mul(ptr dead_on_unwind writable sret({ double, double }) align 8 %21, ptr noundef %22, ptr noundef %23)
  %83 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %88 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %84, ptr %87, align 8
  store double %86, ptr %88, align 8
  %89 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = load ptr, ptr %16, align 8
  %94 = load i32, ptr %20, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds { double, double }, ptr %93, i64 %95
  %97 = getelementptr inbounds { double, double }, ptr %96, i32 0, i32 0
  %98 = getelementptr inbounds { double, double }, ptr %96, i32 0, i32 1
  store double %90, ptr %97, align 8
  store double %92, ptr %98, align 8
  br label %99

99:                                               ; preds = %41
  %100 = load i32, ptr %20, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %20, align 4
  br label %37, !llvm.loop !5

102:                                              ; preds = %37
  %103 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %104 = load double, ptr %103, align 8
  %105 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %108 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %104, ptr %107, align 8
  store double %106, ptr %108, align 8
  %109 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %114 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %110, ptr %113, align 8
  store double %112, ptr %114, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mix_step(ptr dead_on_unwind noalias writable sret(%struct.Mix) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { double, double }, align 8
  %11 = alloca { float, float }, align 4
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = alloca { double, double }, align 8
  %15 = alloca { double, double }, align 8
  %16 = alloca { double, double }, align 8
  %17 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 0
  %19 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %20 = load float, ptr %19, align 8
  %21 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 0
  %24 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %25 = load float, ptr %24, align 8
  %26 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %29 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %20, ptr %28, align 4
  store float %22, ptr %29, align 4
  %30 = load i64, ptr %7, align 4
  %31 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %32 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  store float %25, ptr %31, align 4
  store float %27, ptr %32, align 4
  %33 = load i64, ptr %8, align 4
  %34 = call i64 @cf_mul(i64 noundef %30, i64 noundef %33)
  store i64 %34, ptr %9, align 4
  %35 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds %struct.Mix, ptr %0, i32 0, i32 0
  %40 = getelementptr inbounds { float, float }, ptr %39, i32 0, i32 0
  %41 = getelementptr inbounds { float, float }, ptr %39, i32 0, i32 1
  store float %36, ptr %40, align 8
  store float %38, ptr %41, align 4
  %42 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 1
  %43 = load i32, ptr %42, align 8
  %44 = add nsw i32 %43, 1
  %45 = getelementptr inbounds %struct.Mix, ptr %0, i32 0, i32 1
  store i32 %44, ptr %45, align 8
  %46 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 2
  %47 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 0
  %56 = getelementptr inbounds { float, float }, ptr %55, i32 0, i32 0
  %57 = load float, ptr %56, align 8
  %58 = getelementptr inbounds { float, float }, ptr %55, i32 0, i32 1
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %61 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float %57, ptr %60, align 4
  store float %59, ptr %61, align 4
  %62 = load i64, ptr %11, align 4
  call void @cd_from_cf(ptr dead_on_unwind writable sret({ double, double }) align 8 %10, i64 noundef %62)
  %63 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %68 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %52, ptr %67, align 8
  store double %54, ptr %68, align 8
  %69 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %70 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %64, ptr %69, align 8
  store double %66, ptr %70, align 8
  call void @cd_mul(ptr dead_on_unwind writable sret({ double, double }) align 8 %12, ptr noundef %13, ptr noundef %14)
  %71 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %76 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %48, ptr %75, align 8
  store double %50, ptr %76, align 8
  %77 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %78 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %72, ptr %77, align 8
  store double %74, ptr %78, align 8
  call void @cd_add(ptr dead_on_unwind writable sret({ double, double }) align 8 %15, ptr noundef %16, ptr noundef %17)
  %79 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds %struct.Mix, ptr %0, i32 0, i32 2
  %84 = getelementptr inbounds { double, double }, ptr %83, i32 0, i32 0
  %85 = getelementptr inbounds { double, double }, ptr %83, i32 0, i32 1
  store double %80, ptr %84, align 8
  store double %82, ptr %85, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fold_cd(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = alloca { double, double }, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %15

15:                                               ; preds = %43, %5
  %16 = load i32, ptr %11, align 4
  %17 = load i32, ptr %8, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %46

19:                                               ; preds = %15
  %20 = load ptr, ptr %10, align 8
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %7, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds { double, double }, ptr %25, i64 %27
  %29 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 1
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %34 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %22, ptr %33, align 8
  store double %24, ptr %34, align 8
  %35 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %36 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %30, ptr %35, align 8
  store double %32, ptr %36, align 8
  call void %20(ptr dead_on_unwind writable sret({ double, double }) align 8 %12, ptr noundef %13, ptr noundef %14)
  %37 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %42 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %38, ptr %41, align 8
  store double %40, ptr %42, align 8
  br label %43

43:                                               ; preds = %19
  %44 = load i32, ptr %11, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %11, align 4
  br label %15, !llvm.loop !7

46:                                               ; preds = %15
  %47 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %52 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %48, ptr %51, align 8
  store double %50, ptr %52, align 8
  %53 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %58 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %54, ptr %57, align 8
  store double %56, ptr %58, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { float, float }, align 4
  %11 = alloca { float, float }, align 4
  %12 = alloca { float, float }, align 4
  %13 = alloca { float, float }, align 4
  %14 = alloca { float, float }, align 4
  %15 = alloca { float, float }, align 4
  %16 = alloca { float, float }, align 4
  %17 = alloca { float, float }, align 4
  %18 = alloca { float, float }, align 4
  %19 = alloca { float, float }, align 4
  %20 = alloca { float, float }, align 4
  %21 = alloca { float, float }, align 4
  %22 = alloca { float, float }, align 4
  %23 = alloca { float, float }, align 4
  %24 = alloca [3 x ptr], align 16
  %25 = alloca { float, float }, align 4
  %26 = alloca { float, float }, align 4
  %27 = alloca i32, align 4
  %28 = alloca { float, float }, align 4
  %29 = alloca { float, float }, align 4
  %30 = alloca { float, float }, align 4
  %31 = alloca { float, float }, align 4
  %32 = alloca { float, float }, align 4
  %33 = alloca { double, double }, align 8
  %34 = alloca { double, double }, align 8
  %35 = alloca { double, double }, align 8
  %36 = alloca { double, double }, align 8
  %37 = alloca { double, double }, align 8
  %38 = alloca { double, double }, align 8
  %39 = alloca { double, double }, align 8
  %40 = alloca { double, double }, align 8
  %41 = alloca { double, double }, align 8
  %42 = alloca { double, double }, align 8
  %43 = alloca { double, double }, align 8
  %44 = alloca { double, double }, align 8
  %45 = alloca { double, double }, align 8
  %46 = alloca { double, double }, align 8
  %47 = alloca { double, double }, align 8
  %48 = alloca { double, double }, align 8
  %49 = alloca { double, double }, align 8
  %50 = alloca { double, double }, align 8
  %51 = alloca { double, double }, align 8
  %52 = alloca { double, double }, align 8
  %53 = alloca { double, double }, align 8
  %54 = alloca { double, double }, align 8
  %55 = alloca i32, align 4
  %56 = alloca { double, double }, align 8
  %57 = alloca { double, double }, align 8
  %58 = alloca { double, double }, align 8
  %59 = alloca { double, double }, align 8
  %60 = alloca { double, double }, align 8
  %61 = alloca { double, double }, align 8
  %62 = alloca { float, float }, align 4
  %63 = alloca { double, double }, align 8
  %64 = alloca { double, double }, align 8
  %65 = alloca { double, double }, align 8
  %66 = alloca { float, float }, align 4
  %67 = alloca { float, float }, align 4
  %68 = alloca [6 x { double, double }], align 16
  %69 = alloca { double, double }, align 8
  %70 = alloca { double, double }, align 8
  %71 = alloca { float, float }, align 4
  %72 = alloca { double, double }, align 8
  %73 = alloca { double, double }, align 8
  %74 = alloca { double, double }, align 8
  %75 = alloca { float, float }, align 4
  %76 = alloca { double, double }, align 8
  %77 = alloca { double, double }, align 8
  %78 = alloca i32, align 4
  %79 = alloca { double, double }, align 8
  %80 = alloca %struct.Mix, align 8
  %81 = alloca { float, float }, align 4
  %82 = alloca { double, double }, align 8
  %83 = alloca i32, align 4
  %84 = alloca %struct.Mix, align 8
  %85 = alloca { double, double }, align 8
  %86 = alloca %struct.Mix, align 8
  %87 = alloca { double, double }, align 8
  %88 = alloca { float, float }, align 4
  %89 = alloca { double, double }, align 8
  %90 = alloca [5 x { double, double }], align 16
  %91 = alloca i32, align 4
  %92 = alloca { double, double }, align 8
  %93 = alloca [3 x ptr], align 16
  %94 = alloca i32, align 4
  %95 = alloca { double, double }, align 8
  %96 = alloca { double, double }, align 8
  %97 = alloca { double, double }, align 8
  %98 = alloca { double, double }, align 8
  %99 = alloca [4 x { double, double }], align 16
  %100 = alloca { double, double }, align 8
  %101 = alloca { double, double }, align 8
  %102 = alloca { double, double }, align 8
  %103 = alloca { double, double }, align 8
  %104 = alloca ptr, align 8
  %105 = alloca i32, align 4
  %106 = alloca { double, double }, align 8
  %107 = alloca double, align 8
  %108 = alloca double, align 8
  %109 = alloca i32, align 4
  %110 = alloca { double, double }, align 8
  %111 = alloca { double, double }, align 8
  %112 = alloca { double, double }, align 8
  %113 = alloca { double, double }, align 8
  %114 = alloca { float, float }, align 4
  %115 = alloca { float, float }, align 4
  %116 = alloca { float, float }, align 4
  %117 = alloca { float, float }, align 4
  %118 = alloca { float, float }, align 4
  %119 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
  %120 = call i64 @mkf(float noundef 1.500000e+00, float noundef -2.000000e+00)
  store i64 %120, ptr %3, align 4
  %121 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %122 = load float, ptr %121, align 4
  %123 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %124 = load float, ptr %123, align 4
  %125 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %126 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %122, ptr %125, align 4
  store float %124, ptr %126, align 4
  %127 = call i64 @mkf(float noundef 2.500000e-01, float noundef 4.000000e+00)
  store i64 %127, ptr %5, align 4
  %128 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %129 = load float, ptr %128, align 4
  %130 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %131 = load float, ptr %130, align 4
  %132 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %133 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %129, ptr %132, align 4
  store float %131, ptr %133, align 4
  %134 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %135 = load float, ptr %134, align 4
  %136 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %137 = load float, ptr %136, align 4
  %138 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %139 = load float, ptr %138, align 4
  %140 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %141 = load float, ptr %140, align 4
  %142 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %143 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %135, ptr %142, align 4
  store float %137, ptr %143, align 4
  %144 = load i64, ptr %6, align 4
  %145 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %146 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %139, ptr %145, align 4
  store float %141, ptr %146, align 4
  %147 = load i64, ptr %7, align 4
  %148 = call i64 @cf_add(i64 noundef %144, i64 noundef %147)
  store i64 %148, ptr %8, align 4
  %149 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %150 = load float, ptr %149, align 4
  %151 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %152 = load float, ptr %151, align 4
  %153 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %154 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  store float %150, ptr %153, align 4
  store float %152, ptr %154, align 4
  %155 = load i64, ptr %9, align 4
  call void @pf(ptr noundef @.str, i64 noundef %155)
  %156 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %157 = load float, ptr %156, align 4
  %158 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %159 = load float, ptr %158, align 4
  %160 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %161 = load float, ptr %160, align 4
  %162 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %163 = load float, ptr %162, align 4
  %164 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %165 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  store float %157, ptr %164, align 4
  store float %159, ptr %165, align 4
  %166 = load i64, ptr %10, align 4
  %167 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %168 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float %161, ptr %167, align 4
  store float %163, ptr %168, align 4
  %169 = load i64, ptr %11, align 4
  %170 = call i64 @cf_sub(i64 noundef %166, i64 noundef %169)
  store i64 %170, ptr %12, align 4
  %171 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %172 = load float, ptr %171, align 4
  %173 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %174 = load float, ptr %173, align 4
  %175 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %176 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  store float %172, ptr %175, align 4
  store float %174, ptr %176, align 4
  %177 = load i64, ptr %13, align 4
  call void @pf(ptr noundef @.str.1, i64 noundef %177)
  %178 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %179 = load float, ptr %178, align 4
  %180 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %181 = load float, ptr %180, align 4
  %182 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %183 = load float, ptr %182, align 4
  %184 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %185 = load float, ptr %184, align 4
  %186 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %187 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  store float %179, ptr %186, align 4
  store float %181, ptr %187, align 4
  %188 = load i64, ptr %14, align 4
  %189 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %190 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  store float %183, ptr %189, align 4
  store float %185, ptr %190, align 4
  %191 = load i64, ptr %15, align 4
  %192 = call i64 @cf_mul(i64 noundef %188, i64 noundef %191)
  store i64 %192, ptr %16, align 4
  %193 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %194 = load float, ptr %193, align 4
  %195 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %196 = load float, ptr %195, align 4
  %197 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %198 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  store float %194, ptr %197, align 4
  store float %196, ptr %198, align 4
  %199 = load i64, ptr %17, align 4
  call void @pf(ptr noundef @.str.2, i64 noundef %199)
  %200 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %201 = load float, ptr %200, align 4
  %202 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %203 = load float, ptr %202, align 4
  %204 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %205 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  store float %201, ptr %204, align 4
  store float %203, ptr %205, align 4
  %206 = load i64, ptr %18, align 4
  %207 = call i64 @cf_conj(i64 noundef %206)
  store i64 %207, ptr %19, align 4
  %208 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %209 = load float, ptr %208, align 4
  %210 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %211 = load float, ptr %210, align 4
  %212 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %213 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  store float %209, ptr %212, align 4
  store float %211, ptr %213, align 4
  %214 = load i64, ptr %20, align 4
  call void @pf(ptr noundef @.str.3, i64 noundef %214)
  %215 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %216 = load float, ptr %215, align 4
  %217 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %218 = load float, ptr %217, align 4
  %219 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %220 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  store float %216, ptr %219, align 4
  store float %218, ptr %220, align 4
  %221 = load i64, ptr %21, align 4
  %222 = call i64 @cf_scale(float noundef 3.000000e+00, i64 noundef %221)
  store i64 %222, ptr %22, align 4
  %223 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %224 = load float, ptr %223, align 4
  %225 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  %226 = load float, ptr %225, align 4
  %227 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %228 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %224, ptr %227, align 4
  store float %226, ptr %228, align 4
  %229 = load i64, ptr %23, align 4
  call void @pf(ptr noundef @.str.4, i64 noundef %229)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 @__const.main.fops, i64 24, i1 false)
  %230 = call i64 @mkf(float noundef 1.000000e+00, float noundef 0.000000e+00)
  store i64 %230, ptr %26, align 4
  %231 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %232 = load float, ptr %231, align 4
  %233 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  %234 = load float, ptr %233, align 4
  %235 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %236 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %232, ptr %235, align 4
  store float %234, ptr %236, align 4
  store i32 0, ptr %27, align 4
  br label %237

237:                                              ; preds = %274, %0
  %238 = load i32, ptr %27, align 4
  %239 = icmp slt i32 %238, 6
  br i1 %239, label %240, label %277

240:                                              ; preds = %237
  %241 = load i32, ptr %27, align 4
  %242 = srem i32 %241, 3
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [3 x ptr], ptr %24, i64 0, i64 %243
  %245 = load ptr, ptr %244, align 8
  %246 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %247 = load float, ptr %246, align 4
  %248 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %249 = load float, ptr %248, align 4
  %250 = load i32, ptr %27, align 4
  %251 = sitofp i32 %250 to float
  %252 = fmul float 5.000000e-01, %251
  %253 = load i32, ptr %27, align 4
  %254 = sitofp i32 %253 to float
  %255 = fsub float 1.000000e+00, %254
  %256 = call i64 @mkf(float noundef %252, float noundef %255)
  store i64 %256, ptr %28, align 4
  %257 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %258 = load float, ptr %257, align 4
  %259 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %260 = load float, ptr %259, align 4
  %261 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 0
  %262 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 1
  store float %247, ptr %261, align 4
  store float %249, ptr %262, align 4
  %263 = load i64, ptr %29, align 4
  %264 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 0
  %265 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 1
  store float %258, ptr %264, align 4
  store float %260, ptr %265, align 4
  %266 = load i64, ptr %30, align 4
  %267 = call i64 %245(i64 noundef %263, i64 noundef %266)
  store i64 %267, ptr %31, align 4
  %268 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 0
  %269 = load float, ptr %268, align 4
  %270 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 1
  %271 = load float, ptr %270, align 4
  %272 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %273 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %269, ptr %272, align 4
  store float %271, ptr %273, align 4
  br label %274

274:                                              ; preds = %240
  %275 = load i32, ptr %27, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %27, align 4
  br label %237, !llvm.loop !8

277:                                              ; preds = %237
  %278 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %279 = load float, ptr %278, align 4
  %280 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %281 = load float, ptr %280, align 4
  %282 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 0
  %283 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 1
  store float %279, ptr %282, align 4
  store float %281, ptr %283, align 4
  %284 = load i64, ptr %32, align 4
  call void @pf(ptr noundef @.str.5, i64 noundef %284)
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %34, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %285 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %286 = load double, ptr %285, align 8
  %287 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %288 = load double, ptr %287, align 8
  %289 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %290 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  store double %286, ptr %289, align 8
  store double %288, ptr %290, align 8
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %36, double noundef -1.250000e+00, double noundef 3.500000e+00)
  %291 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 0
  %292 = load double, ptr %291, align 8
  %293 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 1
  %294 = load double, ptr %293, align 8
  %295 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %296 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  store double %292, ptr %295, align 8
  store double %294, ptr %296, align 8
  %297 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %298 = load double, ptr %297, align 8
  %299 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %300 = load double, ptr %299, align 8
  %301 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %302 = load double, ptr %301, align 8
  %303 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  %304 = load double, ptr %303, align 8
  %305 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 0
  %306 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 1
  store double %298, ptr %305, align 8
  store double %300, ptr %306, align 8
  %307 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 0
  %308 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 1
  store double %302, ptr %307, align 8
  store double %304, ptr %308, align 8
  call void @cd_mul(ptr dead_on_unwind writable sret({ double, double }) align 8 %37, ptr noundef %38, ptr noundef %39)
  %309 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 0
  %310 = load double, ptr %309, align 8
  %311 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 1
  %312 = load double, ptr %311, align 8
  %313 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %314 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  store double %310, ptr %313, align 8
  store double %312, ptr %314, align 8
  call void @pd(ptr noundef @.str.6, ptr noundef %40)
  %315 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %316 = load double, ptr %315, align 8
  %317 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  %318 = load double, ptr %317, align 8
  %319 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %320 = load double, ptr %319, align 8
  %321 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %322 = load double, ptr %321, align 8
  %323 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %324 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  store double %316, ptr %323, align 8
  store double %318, ptr %324, align 8
  %325 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %326 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  store double %320, ptr %325, align 8
  store double %322, ptr %326, align 8
  call void @cd_div(ptr dead_on_unwind writable sret({ double, double }) align 8 %41, ptr noundef %42, ptr noundef %43)
  %327 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %328 = load double, ptr %327, align 8
  %329 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %330 = load double, ptr %329, align 8
  %331 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %332 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  store double %328, ptr %331, align 8
  store double %330, ptr %332, align 8
  call void @pd(ptr noundef @.str.7, ptr noundef %44)
  %333 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %334 = load double, ptr %333, align 8
  %335 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  %336 = load double, ptr %335, align 8
  %337 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %338 = load double, ptr %337, align 8
  %339 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %340 = load double, ptr %339, align 8
  %341 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 0
  %342 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 1
  store double %334, ptr %341, align 8
  store double %336, ptr %342, align 8
  %343 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %344 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  store double %338, ptr %343, align 8
  store double %340, ptr %344, align 8
  call void @cd_div(ptr dead_on_unwind writable sret({ double, double }) align 8 %45, ptr noundef %46, ptr noundef %47)
  %345 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %346 = load double, ptr %345, align 8
  %347 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  %348 = load double, ptr %347, align 8
  %349 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %350 = load double, ptr %349, align 8
  %351 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %352 = load double, ptr %351, align 8
  %353 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %354 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  store double %346, ptr %353, align 8
  store double %348, ptr %354, align 8
  %355 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %356 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  store double %350, ptr %355, align 8
  store double %352, ptr %356, align 8
  call void @cd_mul(ptr dead_on_unwind writable sret({ double, double }) align 8 %48, ptr noundef %49, ptr noundef %50)
  %357 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 0
  %358 = load double, ptr %357, align 8
  %359 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 1
  %360 = load double, ptr %359, align 8
  %361 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 0
  %362 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 1
  store double %358, ptr %361, align 8
  store double %360, ptr %362, align 8
  call void @pd(ptr noundef @.str.8, ptr noundef %51)
  %363 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %364 = load double, ptr %363, align 8
  %365 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  %366 = load double, ptr %365, align 8
  %367 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %368 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  store double %364, ptr %367, align 8
  store double %366, ptr %368, align 8
  %369 = call double @cd_norm(ptr noundef %52)
  %370 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %369)
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %54, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %371 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 0
  %372 = load double, ptr %371, align 8
  %373 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 1
  %374 = load double, ptr %373, align 8
  %375 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %376 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  store double %372, ptr %375, align 8
  store double %374, ptr %376, align 8
  store i32 0, ptr %55, align 4
  br label %377

377:                                              ; preds = %399, %277
  %378 = load i32, ptr %55, align 4
  %379 = icmp slt i32 %378, 12
  br i1 %379, label %380, label %402

380:                                              ; preds = %377
  %381 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %382 = load double, ptr %381, align 8
  %383 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  %384 = load double, ptr %383, align 8
  %385 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %386 = load double, ptr %385, align 8
  %387 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %388 = load double, ptr %387, align 8
  %389 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 0
  %390 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 1
  store double %382, ptr %389, align 8
  store double %384, ptr %390, align 8
  %391 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 0
  %392 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 1
  store double %386, ptr %391, align 8
  store double %388, ptr %392, align 8
  call void @cd_mul(ptr dead_on_unwind writable sret({ double, double }) align 8 %56, ptr noundef %57, ptr noundef %58)
  %393 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 0
  %394 = load double, ptr %393, align 8
  %395 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 1
  %396 = load double, ptr %395, align 8
  %397 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %398 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  store double %394, ptr %397, align 8
  store double %396, ptr %398, align 8
  br label %399

399:                                              ; preds = %380
  %400 = load i32, ptr %55, align 4
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %55, align 4
  br label %377, !llvm.loop !9

402:                                              ; preds = %377
  %403 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %404 = load double, ptr %403, align 8
  %405 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  %406 = load double, ptr %405, align 8
  %407 = getelementptr inbounds { double, double }, ptr %59, i32 0, i32 0
  %408 = getelementptr inbounds { double, double }, ptr %59, i32 0, i32 1
  store double %404, ptr %407, align 8
  store double %406, ptr %408, align 8
  call void @pd(ptr noundef @.str.10, ptr noundef %59)
  %409 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %410 = load double, ptr %409, align 8
  %411 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  %412 = load double, ptr %411, align 8
  %413 = getelementptr inbounds { double, double }, ptr %60, i32 0, i32 0
  %414 = getelementptr inbounds { double, double }, ptr %60, i32 0, i32 1
  store double %410, ptr %413, align 8
  store double %412, ptr %414, align 8
  %415 = call double @cd_norm(ptr noundef %60)
  %416 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %415)
  %417 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %418 = load float, ptr %417, align 4
  %419 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %420 = load float, ptr %419, align 4
  %421 = getelementptr inbounds { float, float }, ptr %62, i32 0, i32 0
  %422 = getelementptr inbounds { float, float }, ptr %62, i32 0, i32 1
  store float %418, ptr %421, align 4
  store float %420, ptr %422, align 4
  %423 = load i64, ptr %62, align 4
  call void @cd_from_cf(ptr dead_on_unwind writable sret({ double, double }) align 8 %61, i64 noundef %423)
  %424 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 0
  %425 = load double, ptr %424, align 8
  %426 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 1
  %427 = load double, ptr %426, align 8
  %428 = getelementptr inbounds { double, double }, ptr %63, i32 0, i32 0
  %429 = getelementptr inbounds { double, double }, ptr %63, i32 0, i32 1
  store double %425, ptr %428, align 8
  store double %427, ptr %429, align 8
  call void @pd(ptr noundef @.str.12, ptr noundef %63)
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %64, double noundef 0x3FD5555555555555, double noundef 0xBFE5555555555555)
  %430 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 0
  %431 = load double, ptr %430, align 8
  %432 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 1
  %433 = load double, ptr %432, align 8
  %434 = getelementptr inbounds { double, double }, ptr %65, i32 0, i32 0
  %435 = getelementptr inbounds { double, double }, ptr %65, i32 0, i32 1
  store double %431, ptr %434, align 8
  store double %433, ptr %435, align 8
  %436 = call i64 @cf_from_cd(ptr noundef %65)
  store i64 %436, ptr %66, align 4
  %437 = getelementptr inbounds { float, float }, ptr %66, i32 0, i32 0
  %438 = load float, ptr %437, align 4
  %439 = getelementptr inbounds { float, float }, ptr %66, i32 0, i32 1
  %440 = load float, ptr %439, align 4
  %441 = getelementptr inbounds { float, float }, ptr %67, i32 0, i32 0
  %442 = getelementptr inbounds { float, float }, ptr %67, i32 0, i32 1
  store float %438, ptr %441, align 4
  store float %440, ptr %442, align 4
  %443 = load i64, ptr %67, align 4
  call void @pf(ptr noundef @.str.13, i64 noundef %443)
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %70, double noundef 5.000000e-01, double noundef -5.000000e-01)
  %444 = getelementptr inbounds { double, double }, ptr %70, i32 0, i32 0
  %445 = load double, ptr %444, align 8
  %446 = getelementptr inbounds { double, double }, ptr %70, i32 0, i32 1
  %447 = load double, ptr %446, align 8
  %448 = call i64 @mkf(float noundef 1.250000e-01, float noundef 2.500000e-01)
  store i64 %448, ptr %71, align 4
  %449 = getelementptr inbounds { float, float }, ptr %71, i32 0, i32 0
  %450 = load float, ptr %449, align 4
  %451 = getelementptr inbounds { float, float }, ptr %71, i32 0, i32 1
  %452 = load float, ptr %451, align 4
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %72, double noundef 6.250000e-02, double noundef -1.000000e+00)
  %453 = getelementptr inbounds { double, double }, ptr %72, i32 0, i32 0
  %454 = load double, ptr %453, align 8
  %455 = getelementptr inbounds { double, double }, ptr %72, i32 0, i32 1
  %456 = load double, ptr %455, align 8
  %457 = getelementptr inbounds [6 x { double, double }], ptr %68, i64 0, i64 0
  %458 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 0
  %459 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 1
  store double %445, ptr %458, align 8
  store double %447, ptr %459, align 8
  %460 = getelementptr inbounds { float, float }, ptr %75, i32 0, i32 0
  %461 = getelementptr inbounds { float, float }, ptr %75, i32 0, i32 1
  store float %450, ptr %460, align 4
  store float %452, ptr %461, align 4
  %462 = load i64, ptr %75, align 4
  %463 = getelementptr inbounds { double, double }, ptr %76, i32 0, i32 0
  %464 = getelementptr inbounds { double, double }, ptr %76, i32 0, i32 1
  store double %454, ptr %463, align 8
  store double %456, ptr %464, align 8
  call void @cd_poly(ptr dead_on_unwind writable sret({ double, double }) align 8 %73, ptr noundef %74, double noundef 1.000000e+00, i64 noundef %462, double noundef 2.000000e+00, ptr noundef %76, i32 noundef 6, ptr noundef %457)
  %465 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 0
  %466 = load double, ptr %465, align 8
  %467 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 1
  %468 = load double, ptr %467, align 8
  %469 = getelementptr inbounds { double, double }, ptr %69, i32 0, i32 0
  %470 = getelementptr inbounds { double, double }, ptr %69, i32 0, i32 1
  store double %466, ptr %469, align 8
  store double %468, ptr %470, align 8
  %471 = getelementptr inbounds { double, double }, ptr %69, i32 0, i32 0
  %472 = load double, ptr %471, align 8
  %473 = getelementptr inbounds { double, double }, ptr %69, i32 0, i32 1
  %474 = load double, ptr %473, align 8
  %475 = getelementptr inbounds { double, double }, ptr %77, i32 0, i32 0
  %476 = getelementptr inbounds { double, double }, ptr %77, i32 0, i32 1
  store double %472, ptr %475, align 8
  store double %474, ptr %476, align 8
  call void @pd(ptr noundef @.str.14, ptr noundef %77)
  store i32 0, ptr %78, align 4
  br label %477

477:                                              ; preds = %490, %402
  %478 = load i32, ptr %78, align 4
  %479 = icmp slt i32 %478, 6
  br i1 %479, label %480, label %493

480:                                              ; preds = %477
  %481 = load i32, ptr %78, align 4
  %482 = sext i32 %481 to i64
  %483 = getelementptr inbounds [6 x { double, double }], ptr %68, i64 0, i64 %482
  %484 = getelementptr inbounds { double, double }, ptr %483, i32 0, i32 0
  %485 = load double, ptr %484, align 16
  %486 = getelementptr inbounds { double, double }, ptr %483, i32 0, i32 1
  %487 = load double, ptr %486, align 8
  %488 = getelementptr inbounds { double, double }, ptr %79, i32 0, i32 0
  %489 = getelementptr inbounds { double, double }, ptr %79, i32 0, i32 1
  store double %485, ptr %488, align 8
  store double %487, ptr %489, align 8
  call void @pd(ptr noundef @.str.15, ptr noundef %79)
  br label %490

490:                                              ; preds = %480
  %491 = load i32, ptr %78, align 4
  %492 = add nsw i32 %491, 2
  store i32 %492, ptr %78, align 4
  br label %477, !llvm.loop !10

493:                                              ; preds = %477
  %494 = getelementptr inbounds %struct.Mix, ptr %80, i32 0, i32 0
  %495 = call i64 @mkf(float noundef 5.000000e-01, float noundef 5.000000e-01)
  store i64 %495, ptr %81, align 4
  %496 = getelementptr inbounds { float, float }, ptr %81, i32 0, i32 0
  %497 = load float, ptr %496, align 4
  %498 = getelementptr inbounds { float, float }, ptr %81, i32 0, i32 1
  %499 = load float, ptr %498, align 4
  %500 = getelementptr inbounds { float, float }, ptr %494, i32 0, i32 0
  %501 = getelementptr inbounds { float, float }, ptr %494, i32 0, i32 1
  store float %497, ptr %500, align 8
  store float %499, ptr %501, align 4
  %502 = getelementptr inbounds %struct.Mix, ptr %80, i32 0, i32 1
  store i32 0, ptr %502, align 8
  %503 = getelementptr inbounds %struct.Mix, ptr %80, i32 0, i32 2
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %82, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %504 = getelementptr inbounds { double, double }, ptr %82, i32 0, i32 0
  %505 = load double, ptr %504, align 8
  %506 = getelementptr inbounds { double, double }, ptr %82, i32 0, i32 1
  %507 = load double, ptr %506, align 8
  %508 = getelementptr inbounds { double, double }, ptr %503, i32 0, i32 0
  %509 = getelementptr inbounds { double, double }, ptr %503, i32 0, i32 1
  store double %505, ptr %508, align 8
  store double %507, ptr %509, align 8
  store i32 0, ptr %83, align 4
  br label %510

510:                                              ; preds = %523, %493
  %511 = load i32, ptr %83, align 4
  %512 = icmp slt i32 %511, 5
  br i1 %512, label %513, label %526

513:                                              ; preds = %510
  %514 = load i32, ptr %83, align 4
  %515 = sitofp i32 %514 to double
  %516 = fadd double 1.000000e+00, %515
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %85, double noundef 0.000000e+00, double noundef %516)
  %517 = getelementptr inbounds { double, double }, ptr %85, i32 0, i32 0
  %518 = load double, ptr %517, align 8
  %519 = getelementptr inbounds { double, double }, ptr %85, i32 0, i32 1
  %520 = load double, ptr %519, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %86, ptr align 8 %80, i64 32, i1 false)
  %521 = getelementptr inbounds { double, double }, ptr %87, i32 0, i32 0
  %522 = getelementptr inbounds { double, double }, ptr %87, i32 0, i32 1
  store double %518, ptr %521, align 8
  store double %520, ptr %522, align 8
  call void @mix_step(ptr dead_on_unwind writable sret(%struct.Mix) align 8 %84, ptr noundef %86, ptr noundef %87)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %80, ptr align 8 %84, i64 32, i1 false)
  br label %523

523:                                              ; preds = %513
  %524 = load i32, ptr %83, align 4
  %525 = add nsw i32 %524, 1
  store i32 %525, ptr %83, align 4
  br label %510, !llvm.loop !11

526:                                              ; preds = %510
  %527 = getelementptr inbounds %struct.Mix, ptr %80, i32 0, i32 0
  %528 = getelementptr inbounds { float, float }, ptr %527, i32 0, i32 0
  %529 = load float, ptr %528, align 8
  %530 = getelementptr inbounds { float, float }, ptr %527, i32 0, i32 1
  %531 = load float, ptr %530, align 4
  %532 = getelementptr inbounds { float, float }, ptr %88, i32 0, i32 0
  %533 = getelementptr inbounds { float, float }, ptr %88, i32 0, i32 1
  store float %529, ptr %532, align 4
  store float %531, ptr %533, align 4
  %534 = load i64, ptr %88, align 4
  call void @pf(ptr noundef @.str.16, i64 noundef %534)
  %535 = getelementptr inbounds %struct.Mix, ptr %80, i32 0, i32 1
  %536 = load i32, ptr %535, align 8
  %537 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %536)
  %538 = getelementptr inbounds %struct.Mix, ptr %80, i32 0, i32 2
  %539 = getelementptr inbounds { double, double }, ptr %538, i32 0, i32 0
  %540 = load double, ptr %539, align 8
  %541 = getelementptr inbounds { double, double }, ptr %538, i32 0, i32 1
  %542 = load double, ptr %541, align 8
  %543 = getelementptr inbounds { double, double }, ptr %89, i32 0, i32 0
  %544 = getelementptr inbounds { double, double }, ptr %89, i32 0, i32 1
  store double %540, ptr %543, align 8
  store double %542, ptr %544, align 8
  call void @pd(ptr noundef @.str.18, ptr noundef %89)
  store i32 0, ptr %91, align 4
  br label %545

545:                                              ; preds = %564, %526
  %546 = load i32, ptr %91, align 4
  %547 = icmp slt i32 %546, 5
  br i1 %547, label %548, label %567

548:                                              ; preds = %545
  %549 = load i32, ptr %91, align 4
  %550 = sitofp i32 %549 to double
  %551 = fadd double %550, 1.000000e+00
  %552 = load i32, ptr %91, align 4
  %553 = sitofp i32 %552 to double
  %554 = fmul double 5.000000e-01, %553
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %92, double noundef %551, double noundef %554)
  %555 = getelementptr inbounds { double, double }, ptr %92, i32 0, i32 0
  %556 = load double, ptr %555, align 8
  %557 = getelementptr inbounds { double, double }, ptr %92, i32 0, i32 1
  %558 = load double, ptr %557, align 8
  %559 = load i32, ptr %91, align 4
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds [5 x { double, double }], ptr %90, i64 0, i64 %560
  %562 = getelementptr inbounds { double, double }, ptr %561, i32 0, i32 0
  %563 = getelementptr inbounds { double, double }, ptr %561, i32 0, i32 1
  store double %556, ptr %562, align 16
  store double %558, ptr %563, align 8
  br label %564

564:                                              ; preds = %548
  %565 = load i32, ptr %91, align 4
  %566 = add nsw i32 %565, 1
  store i32 %566, ptr %91, align 4
  br label %545, !llvm.loop !12

567:                                              ; preds = %545
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %93, ptr align 16 @__const.main.dops, i64 24, i1 false)
  store i32 0, ptr %94, align 4
  br label %568

568:                                              ; preds = %589, %567
  %569 = load i32, ptr %94, align 4
  %570 = icmp slt i32 %569, 3
  br i1 %570, label %571, label %592

571:                                              ; preds = %568
  %572 = getelementptr inbounds [5 x { double, double }], ptr %90, i64 0, i64 0
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %95, double noundef 1.000000e+00, double noundef -1.000000e+00)
  %573 = getelementptr inbounds { double, double }, ptr %95, i32 0, i32 0
  %574 = load double, ptr %573, align 8
  %575 = getelementptr inbounds { double, double }, ptr %95, i32 0, i32 1
  %576 = load double, ptr %575, align 8
  %577 = load i32, ptr %94, align 4
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds [3 x ptr], ptr %93, i64 0, i64 %578
  %580 = load ptr, ptr %579, align 8
  %581 = getelementptr inbounds { double, double }, ptr %97, i32 0, i32 0
  %582 = getelementptr inbounds { double, double }, ptr %97, i32 0, i32 1
  store double %574, ptr %581, align 8
  store double %576, ptr %582, align 8
  call void @fold_cd(ptr dead_on_unwind writable sret({ double, double }) align 8 %96, ptr noundef %572, i32 noundef 5, ptr noundef %97, ptr noundef %580)
  %583 = getelementptr inbounds { double, double }, ptr %96, i32 0, i32 0
  %584 = load double, ptr %583, align 8
  %585 = getelementptr inbounds { double, double }, ptr %96, i32 0, i32 1
  %586 = load double, ptr %585, align 8
  %587 = getelementptr inbounds { double, double }, ptr %98, i32 0, i32 0
  %588 = getelementptr inbounds { double, double }, ptr %98, i32 0, i32 1
  store double %584, ptr %587, align 8
  store double %586, ptr %588, align 8
  call void @pd(ptr noundef @.str.19, ptr noundef %98)
  br label %589

589:                                              ; preds = %571
  %590 = load i32, ptr %94, align 4
  %591 = add nsw i32 %590, 1
  store i32 %591, ptr %94, align 4
  br label %568, !llvm.loop !13

592:                                              ; preds = %568
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %100, double noundef 1.000000e+00, double noundef 2.000000e+00)
  %593 = getelementptr inbounds { double, double }, ptr %100, i32 0, i32 0
  %594 = load double, ptr %593, align 8
  %595 = getelementptr inbounds { double, double }, ptr %100, i32 0, i32 1
  %596 = load double, ptr %595, align 8
  %597 = getelementptr inbounds { double, double }, ptr %99, i32 0, i32 0
  %598 = getelementptr inbounds { double, double }, ptr %99, i32 0, i32 1
  store double %594, ptr %597, align 16
  store double %596, ptr %598, align 8
  %599 = getelementptr inbounds { double, double }, ptr %99, i64 1
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %101, double noundef 3.000000e+00, double noundef 4.000000e+00)
  %600 = getelementptr inbounds { double, double }, ptr %101, i32 0, i32 0
  %601 = load double, ptr %600, align 8
  %602 = getelementptr inbounds { double, double }, ptr %101, i32 0, i32 1
  %603 = load double, ptr %602, align 8
  %604 = getelementptr inbounds { double, double }, ptr %599, i32 0, i32 0
  %605 = getelementptr inbounds { double, double }, ptr %599, i32 0, i32 1
  store double %601, ptr %604, align 16
  store double %603, ptr %605, align 8
  %606 = getelementptr inbounds { double, double }, ptr %99, i64 2
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %102, double noundef 5.000000e+00, double noundef 6.000000e+00)
  %607 = getelementptr inbounds { double, double }, ptr %102, i32 0, i32 0
  %608 = load double, ptr %607, align 8
  %609 = getelementptr inbounds { double, double }, ptr %102, i32 0, i32 1
  %610 = load double, ptr %609, align 8
  %611 = getelementptr inbounds { double, double }, ptr %606, i32 0, i32 0
  %612 = getelementptr inbounds { double, double }, ptr %606, i32 0, i32 1
  store double %608, ptr %611, align 16
  store double %610, ptr %612, align 8
  %613 = getelementptr inbounds { double, double }, ptr %99, i64 3
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %103, double noundef 7.000000e+00, double noundef 8.000000e+00)
  %614 = getelementptr inbounds { double, double }, ptr %103, i32 0, i32 0
  %615 = load double, ptr %614, align 8
  %616 = getelementptr inbounds { double, double }, ptr %103, i32 0, i32 1
  %617 = load double, ptr %616, align 8
  %618 = getelementptr inbounds { double, double }, ptr %613, i32 0, i32 0
  %619 = getelementptr inbounds { double, double }, ptr %613, i32 0, i32 1
  store double %615, ptr %618, align 16
  store double %617, ptr %619, align 8
  %620 = getelementptr inbounds [4 x { double, double }], ptr %99, i64 0, i64 0
  store ptr %620, ptr %104, align 8
  store i32 0, ptr %105, align 4
  br label %621

621:                                              ; preds = %650, %592
  %622 = load i32, ptr %105, align 4
  %623 = icmp slt i32 %622, 4
  br i1 %623, label %624, label %653

624:                                              ; preds = %621
  %625 = load ptr, ptr %104, align 8
  %626 = load i32, ptr %105, align 4
  %627 = sext i32 %626 to i64
  %628 = getelementptr inbounds { double, double }, ptr %625, i64 %627
  %629 = getelementptr inbounds { double, double }, ptr %628, i32 0, i32 0
  %630 = load double, ptr %629, align 8
  %631 = getelementptr inbounds { double, double }, ptr %628, i32 0, i32 1
  %632 = load double, ptr %631, align 8
  %633 = fneg double %632
  %634 = fmul double %630, 2.000000e+00
  %635 = fmul double %633, 2.000000e+00
  %636 = load i32, ptr %105, align 4
  %637 = sitofp i32 %636 to double
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %106, double noundef 0.000000e+00, double noundef %637)
  %638 = getelementptr inbounds { double, double }, ptr %106, i32 0, i32 0
  %639 = load double, ptr %638, align 8
  %640 = getelementptr inbounds { double, double }, ptr %106, i32 0, i32 1
  %641 = load double, ptr %640, align 8
  %642 = fadd double %634, %639
  %643 = fadd double %635, %641
  %644 = load ptr, ptr %104, align 8
  %645 = load i32, ptr %105, align 4
  %646 = sext i32 %645 to i64
  %647 = getelementptr inbounds { double, double }, ptr %644, i64 %646
  %648 = getelementptr inbounds { double, double }, ptr %647, i32 0, i32 0
  %649 = getelementptr inbounds { double, double }, ptr %647, i32 0, i32 1
  store double %642, ptr %648, align 8
  store double %643, ptr %649, align 8
  br label %650

650:                                              ; preds = %624
  %651 = load i32, ptr %105, align 4
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr %105, align 4
  br label %621, !llvm.loop !14

653:                                              ; preds = %621
  store double 0.000000e+00, ptr %107, align 8
  store double 0.000000e+00, ptr %108, align 8
  store i32 0, ptr %109, align 4
  br label %654

654:                                              ; preds = %672, %653
  %655 = load i32, ptr %109, align 4
  %656 = icmp slt i32 %655, 4
  br i1 %656, label %657, label %675

657:                                              ; preds = %654
  %658 = load i32, ptr %109, align 4
  %659 = sext i32 %658 to i64
  %660 = getelementptr inbounds [4 x { double, double }], ptr %99, i64 0, i64 %659
  %661 = getelementptr inbounds { double, double }, ptr %660, i32 0, i32 0
  %662 = load double, ptr %661, align 16
  %663 = load double, ptr %107, align 8
  %664 = fadd double %663, %662
  store double %664, ptr %107, align 8
  %665 = load i32, ptr %109, align 4
  %666 = sext i32 %665 to i64
  %667 = getelementptr inbounds [4 x { double, double }], ptr %99, i64 0, i64 %666
  %668 = getelementptr inbounds { double, double }, ptr %667, i32 0, i32 1
  %669 = load double, ptr %668, align 8
  %670 = load double, ptr %108, align 8
  %671 = fadd double %670, %669
  store double %671, ptr %108, align 8
  br label %672

672:                                              ; preds = %657
  %673 = load i32, ptr %109, align 4
  %674 = add nsw i32 %673, 1
  store i32 %674, ptr %109, align 4
  br label %654, !llvm.loop !15

675:                                              ; preds = %654
  %676 = load double, ptr %107, align 8
  %677 = load double, ptr %108, align 8
  %678 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %676, double noundef %677)
  %679 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %680 = load double, ptr %679, align 8
  %681 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %682 = load double, ptr %681, align 8
  call void @mkd(ptr dead_on_unwind writable sret({ double, double }) align 8 %110, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %683 = getelementptr inbounds { double, double }, ptr %110, i32 0, i32 0
  %684 = load double, ptr %683, align 8
  %685 = getelementptr inbounds { double, double }, ptr %110, i32 0, i32 1
  %686 = load double, ptr %685, align 8
  %687 = getelementptr inbounds { double, double }, ptr %112, i32 0, i32 0
  %688 = getelementptr inbounds { double, double }, ptr %112, i32 0, i32 1
  store double %680, ptr %687, align 8
  store double %682, ptr %688, align 8
  %689 = getelementptr inbounds { double, double }, ptr %113, i32 0, i32 0
  %690 = getelementptr inbounds { double, double }, ptr %113, i32 0, i32 1
  store double %684, ptr %689, align 8
  store double %686, ptr %690, align 8
  call void @cd_mul(ptr dead_on_unwind writable sret({ double, double }) align 8 %111, ptr noundef %112, ptr noundef %113)
  %691 = getelementptr inbounds { double, double }, ptr %111, i32 0, i32 0
  %692 = load double, ptr %691, align 8
  %693 = getelementptr inbounds { double, double }, ptr %111, i32 0, i32 1
  %694 = load double, ptr %693, align 8
  %695 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %696 = load double, ptr %695, align 8
  %697 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %698 = load double, ptr %697, align 8
  %699 = fcmp oeq double %692, %696
  %700 = fcmp oeq double %694, %698
  %701 = and i1 %699, %700
  %702 = zext i1 %701 to i32
  %703 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %704 = load float, ptr %703, align 4
  %705 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %706 = load float, ptr %705, align 4
  %707 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %708 = load float, ptr %707, align 4
  %709 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %710 = load float, ptr %709, align 4
  %711 = getelementptr inbounds { float, float }, ptr %114, i32 0, i32 0
  %712 = getelementptr inbounds { float, float }, ptr %114, i32 0, i32 1
  store float %704, ptr %711, align 4
  store float %706, ptr %712, align 4
  %713 = load i64, ptr %114, align 4
  %714 = getelementptr inbounds { float, float }, ptr %115, i32 0, i32 0
  %715 = getelementptr inbounds { float, float }, ptr %115, i32 0, i32 1
  store float %708, ptr %714, align 4
  store float %710, ptr %715, align 4
  %716 = load i64, ptr %115, align 4
  %717 = call i64 @cf_add(i64 noundef %713, i64 noundef %716)
  store i64 %717, ptr %116, align 4
  %718 = getelementptr inbounds { float, float }, ptr %116, i32 0, i32 0
  %719 = load float, ptr %718, align 4
  %720 = getelementptr inbounds { float, float }, ptr %116, i32 0, i32 1
  %721 = load float, ptr %720, align 4
  %722 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %723 = load float, ptr %722, align 4
  %724 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %725 = load float, ptr %724, align 4
  %726 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %727 = load float, ptr %726, align 4
  %728 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %729 = load float, ptr %728, align 4
  %730 = getelementptr inbounds { float, float }, ptr %117, i32 0, i32 0
  %731 = getelementptr inbounds { float, float }, ptr %117, i32 0, i32 1
  store float %723, ptr %730, align 4
  store float %725, ptr %731, align 4
  %732 = load i64, ptr %117, align 4
  %733 = getelementptr inbounds { float, float }, ptr %118, i32 0, i32 0
  %734 = getelementptr inbounds { float, float }, ptr %118, i32 0, i32 1
  store float %727, ptr %733, align 4
  store float %729, ptr %734, align 4
  %735 = load i64, ptr %118, align 4
  %736 = call i64 @cf_add(i64 noundef %732, i64 noundef %735)
  store i64 %736, ptr %119, align 4
  %737 = getelementptr inbounds { float, float }, ptr %119, i32 0, i32 0
  %738 = load float, ptr %737, align 4
  %739 = getelementptr inbounds { float, float }, ptr %119, i32 0, i32 1
  %740 = load float, ptr %739, align 4
  %741 = fcmp oeq float %719, %738
  %742 = fcmp oeq float %721, %740
  %743 = and i1 %741, %742
  %744 = zext i1 %743 to i32
  %745 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %702, i32 noundef %744)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pf(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = fpext float %7 to double
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fpext float %10 to double
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %5, double noundef %8, double noundef %11)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %5, double noundef %7, double noundef %9)
  ret void
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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

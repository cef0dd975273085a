; ModuleID = 'complex_abi.c'
source_filename = "complex_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local <2 x float> @cf_add(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
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
  %18 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @cf_sub(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
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
  %18 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @cf_mul(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
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
  %32 = call <2 x float> @mkf(float noundef %25, float noundef %31)
  store <2 x float> %32, ptr %10, align 4
  %33 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %38 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %34, ptr %37, align 4
  store float %36, ptr %38, align 4
  %39 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @mkf(float noundef %0, float noundef %1) #0 {
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
  %10 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @cf_conj(<2 x float> noundef %0) #0 {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %3, align 4
  %4 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  %8 = fneg float %7
  %9 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %5, ptr %9, align 4
  store float %8, ptr %10, align 4
  %11 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @cf_scale(float noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca float, align 4
  store <2 x float> %1, ptr %4, align 4
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
  %15 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cd_add(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fadd double %13, %17
  %21 = fadd double %15, %19
  %22 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %20, ptr %22, align 8
  store double %21, ptr %23, align 8
  %24 = load { double, double }, ptr %5, align 8
  ret { double, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cd_mul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %14, align 8
  %15 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %15, align 8
  %16 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  store double %17, ptr %8, align 8
  %18 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  store double %19, ptr %9, align 8
  %20 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  store double %21, ptr %10, align 8
  %22 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  store double %23, ptr %11, align 8
  %24 = load double, ptr %8, align 8
  %25 = load double, ptr %10, align 8
  %26 = load double, ptr %9, align 8
  %27 = load double, ptr %11, align 8
  %28 = fmul double %26, %27
  %29 = fneg double %28
  %30 = call double @llvm.fmuladd.f64(double %24, double %25, double %29)
  %31 = load double, ptr %8, align 8
  %32 = load double, ptr %11, align 8
  %33 = load double, ptr %9, align 8
  %34 = load double, ptr %10, align 8
  %35 = fmul double %33, %34
  %36 = call double @llvm.fmuladd.f64(double %31, double %32, double %35)
  %37 = call { double, double } @mkd(double noundef %30, double noundef %36)
  %38 = extractvalue { double, double } %37, 0
  %39 = extractvalue { double, double } %37, 1
  %40 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %41 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %38, ptr %40, align 8
  store double %39, ptr %41, align 8
  %42 = load { double, double }, ptr %5, align 8
  ret { double, double } %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @mkd(double noundef %0, double noundef %1) #2 {
  %3 = alloca { double, double }, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %5, align 8
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %6, ptr %8, align 8
  store double %7, ptr %9, align 8
  %10 = load { double, double }, ptr %3, align 8
  ret { double, double } %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cd_div(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %14, align 8
  %15 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %15, align 8
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %16, align 8
  %17 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %17, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  store double %19, ptr %8, align 8
  %20 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  store double %21, ptr %9, align 8
  %22 = load double, ptr %8, align 8
  %23 = load double, ptr %8, align 8
  %24 = load double, ptr %9, align 8
  %25 = load double, ptr %9, align 8
  %26 = fmul double %24, %25
  %27 = call double @llvm.fmuladd.f64(double %22, double %23, double %26)
  store double %27, ptr %10, align 8
  %28 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = fneg double %35
  %37 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %38 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %29, ptr %37, align 8
  store double %31, ptr %38, align 8
  %39 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %44 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %33, ptr %43, align 8
  store double %36, ptr %44, align 8
  %45 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = call { double, double } @cd_mul(double noundef %40, double noundef %42, double noundef %46, double noundef %48)
  %50 = extractvalue { double, double } %49, 0
  %51 = extractvalue { double, double } %49, 1
  %52 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %53 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %50, ptr %52, align 8
  store double %51, ptr %53, align 8
  %54 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = load double, ptr %10, align 8
  %57 = fdiv double %55, %56
  %58 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = load double, ptr %10, align 8
  %61 = fdiv double %59, %60
  %62 = call { double, double } @mkd(double noundef %57, double noundef %61)
  %63 = extractvalue { double, double } %62, 0
  %64 = extractvalue { double, double } %62, 1
  %65 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %66 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %63, ptr %65, align 8
  store double %64, ptr %66, align 8
  %67 = load { double, double }, ptr %5, align 8
  ret { double, double } %67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @cd_norm(double noundef %0, double noundef %1) #2 {
  %3 = alloca { double, double }, align 8
  %4 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  store double %0, ptr %4, align 8
  %5 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = fmul double %11, %13
  %15 = call double @llvm.fmuladd.f64(double %7, double %9, double %14)
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cd_from_cf(<2 x float> noundef %0) #0 {
  %2 = alloca { double, double }, align 8
  %3 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %3, align 4
  %4 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  %8 = fpext float %5 to double
  %9 = fpext float %7 to double
  %10 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = load { double, double }, ptr %2, align 8
  ret { double, double } %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @cf_from_cd(double noundef %0, double noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fptrunc double %8 to float
  %12 = fptrunc double %10 to float
  %13 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %14 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %11, ptr %13, align 4
  store float %12, ptr %14, align 4
  %15 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cd_poly(double noundef %0, double noundef %1, double noundef %2, <2 x float> noundef %3, double noundef %4, double noundef %5, double noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { float, float }, align 4
  %13 = alloca { double, double }, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  store double %0, ptr %23, align 8
  %24 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %1, ptr %24, align 8
  store <2 x float> %3, ptr %12, align 4
  %25 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  store double %5, ptr %25, align 8
  %26 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %6, ptr %26, align 8
  store double %2, ptr %14, align 8
  store double %4, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  store ptr %8, ptr %17, align 8
  %27 = load double, ptr %14, align 8
  %28 = call { double, double } @mkd(double noundef %27, double noundef 0.000000e+00)
  %29 = extractvalue { double, double } %28, 0
  %30 = extractvalue { double, double } %28, 1
  %31 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %32 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %29, ptr %31, align 8
  store double %30, ptr %32, align 8
  %33 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %38 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %34, ptr %37, align 8
  store double %36, ptr %38, align 8
  store i32 0, ptr %20, align 4
  br label %39

39:                                               ; preds = %108, %9
  %40 = load i32, ptr %20, align 4
  %41 = load i32, ptr %16, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %111

43:                                               ; preds = %39
  %44 = load double, ptr %15, align 8
  %45 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = fmul double %44, %46
  %50 = fmul double %44, %48
  %51 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %54 = load float, ptr %53, align 4
  %55 = fpext float %52 to double
  %56 = fpext float %54 to double
  %57 = fadd double %49, %55
  %58 = fadd double %50, %56
  %59 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = fsub double %57, %60
  %64 = fsub double %58, %62
  %65 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = fadd double %66, %63
  %70 = fadd double %68, %64
  %71 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %72 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %69, ptr %71, align 8
  store double %70, ptr %72, align 8
  %73 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %82 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double %74, ptr %81, align 8
  store double %76, ptr %82, align 8
  %83 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %88 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %78, ptr %87, align 8
  store double %80, ptr %88, align 8
  %89 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = call { double, double } @cd_mul(double noundef %84, double noundef %86, double noundef %90, double noundef %92)
  %94 = extractvalue { double, double } %93, 0
  %95 = extractvalue { double, double } %93, 1
  %96 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %97 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %94, ptr %96, align 8
  store double %95, ptr %97, align 8
  %98 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %99 = load double, ptr %98, align 8
  %100 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %101 = load double, ptr %100, align 8
  %102 = load ptr, ptr %17, align 8
  %103 = load i32, ptr %20, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds { double, double }, ptr %102, i64 %104
  %106 = getelementptr inbounds { double, double }, ptr %105, i32 0, i32 0
  %107 = getelementptr inbounds { double, double }, ptr %105, i32 0, i32 1
  store double %99, ptr %106, align 8
  store double %101, ptr %107, align 8
  br label %108

108:                                              ; preds = %43
  %109 = load i32, ptr %20, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %20, align 4
  br label %39, !llvm.loop !6

111:                                              ; preds = %39
  %112 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %113 = load double, ptr %112, align 8
  %114 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %117 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %113, ptr %116, align 8
  store double %115, ptr %117, align 8
  %118 = load { double, double }, ptr %10, align 8
  ret { double, double } %118
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mix_step(ptr dead_on_unwind noalias writable sret(%struct.Mix) align 8 %0, ptr noundef byval(%struct.Mix) align 8 %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  store double %2, ptr %14, align 8
  %15 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %3, ptr %15, align 8
  %16 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 0
  %17 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %18 = load float, ptr %17, align 8
  %19 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 0
  %22 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %23 = load float, ptr %22, align 8
  %24 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %27 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %18, ptr %26, align 4
  store float %20, ptr %27, align 4
  %28 = load <2 x float>, ptr %6, align 4
  %29 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %30 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %23, ptr %29, align 4
  store float %25, ptr %30, align 4
  %31 = load <2 x float>, ptr %7, align 4
  %32 = call <2 x float> @cf_mul(<2 x float> noundef %28, <2 x float> noundef %31)
  store <2 x float> %32, ptr %8, align 4
  %33 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds %struct.Mix, ptr %0, i32 0, i32 0
  %38 = getelementptr inbounds { float, float }, ptr %37, i32 0, i32 0
  %39 = getelementptr inbounds { float, float }, ptr %37, i32 0, i32 1
  store float %34, ptr %38, align 8
  store float %36, ptr %39, align 4
  %40 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 1
  %41 = load i32, ptr %40, align 8
  %42 = add nsw i32 %41, 1
  %43 = getelementptr inbounds %struct.Mix, ptr %0, i32 0, i32 1
  store i32 %42, ptr %43, align 8
  %44 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 2
  %45 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %struct.Mix, ptr %1, i32 0, i32 0
  %54 = getelementptr inbounds { float, float }, ptr %53, i32 0, i32 0
  %55 = load float, ptr %54, align 8
  %56 = getelementptr inbounds { float, float }, ptr %53, i32 0, i32 1
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %59 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  store float %55, ptr %58, align 4
  store float %57, ptr %59, align 4
  %60 = load <2 x float>, ptr %9, align 4
  %61 = call { double, double } @cd_from_cf(<2 x float> noundef %60)
  %62 = extractvalue { double, double } %61, 0
  %63 = extractvalue { double, double } %61, 1
  %64 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %65 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %50, ptr %64, align 8
  store double %52, ptr %65, align 8
  %66 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %69 = load double, ptr %68, align 8
  %70 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %71 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %62, ptr %70, align 8
  store double %63, ptr %71, align 8
  %72 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %75 = load double, ptr %74, align 8
  %76 = call { double, double } @cd_mul(double noundef %67, double noundef %69, double noundef %73, double noundef %75)
  %77 = extractvalue { double, double } %76, 0
  %78 = extractvalue { double, double } %76, 1
  %79 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %80 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %46, ptr %79, align 8
  store double %48, ptr %80, align 8
  %81 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %86 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %77, ptr %85, align 8
  store double %78, ptr %86, align 8
  %87 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %90 = load double, ptr %89, align 8
  %91 = call { double, double } @cd_add(double noundef %82, double noundef %84, double noundef %88, double noundef %90)
  %92 = extractvalue { double, double } %91, 0
  %93 = extractvalue { double, double } %91, 1
  %94 = getelementptr inbounds %struct.Mix, ptr %0, i32 0, i32 2
  %95 = getelementptr inbounds { double, double }, ptr %94, i32 0, i32 0
  %96 = getelementptr inbounds { double, double }, ptr %94, i32 0, i32 1
  store double %92, ptr %95, align 8
  store double %93, ptr %96, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @fold_cd(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3, ptr noundef %4) #2 {
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %14, align 8
  %15 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %15, align 8
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %16

16:                                               ; preds = %51, %5
  %17 = load i32, ptr %11, align 4
  %18 = load i32, ptr %9, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %54

20:                                               ; preds = %16
  %21 = load ptr, ptr %10, align 8
  %22 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %11, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds { double, double }, ptr %26, i64 %28
  %30 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %35 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %23, ptr %34, align 8
  store double %25, ptr %35, align 8
  %36 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %41 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %31, ptr %40, align 8
  store double %33, ptr %41, align 8
  %42 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = call { double, double } %21(double noundef %37, double noundef %39, double noundef %43, double noundef %45)
  %47 = extractvalue { double, double } %46, 0
  %48 = extractvalue { double, double } %46, 1
  %49 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %50 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %47, ptr %49, align 8
  store double %48, ptr %50, align 8
  br label %51

51:                                               ; preds = %20
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %11, align 4
  br label %16, !llvm.loop !8

54:                                               ; preds = %16
  %55 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  %59 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %60 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %56, ptr %59, align 8
  store double %58, ptr %60, align 8
  %61 = load { double, double }, ptr %6, align 8
  ret { double, double } %61
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
  %48 = alloca i32, align 4
  %49 = alloca { double, double }, align 8
  %50 = alloca { double, double }, align 8
  %51 = alloca { double, double }, align 8
  %52 = alloca { double, double }, align 8
  %53 = alloca { float, float }, align 4
  %54 = alloca { double, double }, align 8
  %55 = alloca { double, double }, align 8
  %56 = alloca { float, float }, align 4
  %57 = alloca { float, float }, align 4
  %58 = alloca [6 x { double, double }], align 16
  %59 = alloca { double, double }, align 8
  %60 = alloca { float, float }, align 4
  %61 = alloca { double, double }, align 8
  %62 = alloca { float, float }, align 4
  %63 = alloca { double, double }, align 8
  %64 = alloca { double, double }, align 8
  %65 = alloca i32, align 4
  %66 = alloca { double, double }, align 8
  %67 = alloca %struct.Mix, align 8
  %68 = alloca { float, float }, align 4
  %69 = alloca i32, align 4
  %70 = alloca %struct.Mix, align 8
  %71 = alloca { double, double }, align 8
  %72 = alloca { float, float }, align 4
  %73 = alloca { double, double }, align 8
  %74 = alloca [5 x { double, double }], align 16
  %75 = alloca i32, align 4
  %76 = alloca [3 x ptr], align 16
  %77 = alloca i32, align 4
  %78 = alloca { double, double }, align 8
  %79 = alloca { double, double }, align 8
  %80 = alloca [4 x { double, double }], align 16
  %81 = alloca ptr, align 8
  %82 = alloca i32, align 4
  %83 = alloca double, align 8
  %84 = alloca double, align 8
  %85 = alloca i32, align 4
  %86 = alloca { double, double }, align 8
  %87 = alloca { double, double }, align 8
  %88 = alloca { float, float }, align 4
  %89 = alloca { float, float }, align 4
  %90 = alloca { float, float }, align 4
  %91 = alloca { float, float }, align 4
  %92 = alloca { float, float }, align 4
  %93 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
  %94 = call <2 x float> @mkf(float noundef 1.500000e+00, float noundef -2.000000e+00)
  store <2 x float> %94, ptr %3, align 4
  %95 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %96 = load float, ptr %95, align 4
  %97 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %98 = load float, ptr %97, align 4
  %99 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %100 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %96, ptr %99, align 4
  store float %98, ptr %100, align 4
  %101 = call <2 x float> @mkf(float noundef 2.500000e-01, float noundef 4.000000e+00)
  store <2 x float> %101, ptr %5, align 4
  %102 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %103 = load float, ptr %102, align 4
  %104 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %105 = load float, ptr %104, align 4
  %106 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %107 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %103, ptr %106, align 4
  store float %105, ptr %107, align 4
  %108 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %109 = load float, ptr %108, align 4
  %110 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %111 = load float, ptr %110, align 4
  %112 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %113 = load float, ptr %112, align 4
  %114 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %115 = load float, ptr %114, align 4
  %116 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %117 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %109, ptr %116, align 4
  store float %111, ptr %117, align 4
  %118 = load <2 x float>, ptr %6, align 4
  %119 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %120 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %113, ptr %119, align 4
  store float %115, ptr %120, align 4
  %121 = load <2 x float>, ptr %7, align 4
  %122 = call <2 x float> @cf_add(<2 x float> noundef %118, <2 x float> noundef %121)
  store <2 x float> %122, ptr %8, align 4
  %123 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %124 = load float, ptr %123, align 4
  %125 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %126 = load float, ptr %125, align 4
  %127 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %128 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  store float %124, ptr %127, align 4
  store float %126, ptr %128, align 4
  %129 = load <2 x float>, ptr %9, align 4
  call void @pf(ptr noundef @.str, <2 x float> noundef %129)
  %130 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %131 = load float, ptr %130, align 4
  %132 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %133 = load float, ptr %132, align 4
  %134 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %135 = load float, ptr %134, align 4
  %136 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %137 = load float, ptr %136, align 4
  %138 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %139 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  store float %131, ptr %138, align 4
  store float %133, ptr %139, align 4
  %140 = load <2 x float>, ptr %10, align 4
  %141 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %142 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float %135, ptr %141, align 4
  store float %137, ptr %142, align 4
  %143 = load <2 x float>, ptr %11, align 4
  %144 = call <2 x float> @cf_sub(<2 x float> noundef %140, <2 x float> noundef %143)
  store <2 x float> %144, ptr %12, align 4
  %145 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %146 = load float, ptr %145, align 4
  %147 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %148 = load float, ptr %147, align 4
  %149 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %150 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  store float %146, ptr %149, align 4
  store float %148, ptr %150, align 4
  %151 = load <2 x float>, ptr %13, align 4
  call void @pf(ptr noundef @.str.1, <2 x float> noundef %151)
  %152 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %153 = load float, ptr %152, align 4
  %154 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %155 = load float, ptr %154, align 4
  %156 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %157 = load float, ptr %156, align 4
  %158 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %159 = load float, ptr %158, align 4
  %160 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 0
  %161 = getelementptr inbounds { float, float }, ptr %14, i32 0, i32 1
  store float %153, ptr %160, align 4
  store float %155, ptr %161, align 4
  %162 = load <2 x float>, ptr %14, align 4
  %163 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 0
  %164 = getelementptr inbounds { float, float }, ptr %15, i32 0, i32 1
  store float %157, ptr %163, align 4
  store float %159, ptr %164, align 4
  %165 = load <2 x float>, ptr %15, align 4
  %166 = call <2 x float> @cf_mul(<2 x float> noundef %162, <2 x float> noundef %165)
  store <2 x float> %166, ptr %16, align 4
  %167 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %168 = load float, ptr %167, align 4
  %169 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %170 = load float, ptr %169, align 4
  %171 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %172 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  store float %168, ptr %171, align 4
  store float %170, ptr %172, align 4
  %173 = load <2 x float>, ptr %17, align 4
  call void @pf(ptr noundef @.str.2, <2 x float> noundef %173)
  %174 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %175 = load float, ptr %174, align 4
  %176 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %177 = load float, ptr %176, align 4
  %178 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %179 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  store float %175, ptr %178, align 4
  store float %177, ptr %179, align 4
  %180 = load <2 x float>, ptr %18, align 4
  %181 = call <2 x float> @cf_conj(<2 x float> noundef %180)
  store <2 x float> %181, ptr %19, align 4
  %182 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %183 = load float, ptr %182, align 4
  %184 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %185 = load float, ptr %184, align 4
  %186 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %187 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  store float %183, ptr %186, align 4
  store float %185, ptr %187, align 4
  %188 = load <2 x float>, ptr %20, align 4
  call void @pf(ptr noundef @.str.3, <2 x float> noundef %188)
  %189 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %190 = load float, ptr %189, align 4
  %191 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %192 = load float, ptr %191, align 4
  %193 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %194 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  store float %190, ptr %193, align 4
  store float %192, ptr %194, align 4
  %195 = load <2 x float>, ptr %21, align 4
  %196 = call <2 x float> @cf_scale(float noundef 3.000000e+00, <2 x float> noundef %195)
  store <2 x float> %196, ptr %22, align 4
  %197 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %198 = load float, ptr %197, align 4
  %199 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  %200 = load float, ptr %199, align 4
  %201 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %202 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %198, ptr %201, align 4
  store float %200, ptr %202, align 4
  %203 = load <2 x float>, ptr %23, align 4
  call void @pf(ptr noundef @.str.4, <2 x float> noundef %203)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 @__const.main.fops, i64 24, i1 false)
  %204 = call <2 x float> @mkf(float noundef 1.000000e+00, float noundef 0.000000e+00)
  store <2 x float> %204, ptr %26, align 4
  %205 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %206 = load float, ptr %205, align 4
  %207 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  %208 = load float, ptr %207, align 4
  %209 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %210 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %206, ptr %209, align 4
  store float %208, ptr %210, align 4
  store i32 0, ptr %27, align 4
  br label %211

211:                                              ; preds = %248, %0
  %212 = load i32, ptr %27, align 4
  %213 = icmp slt i32 %212, 6
  br i1 %213, label %214, label %251

214:                                              ; preds = %211
  %215 = load i32, ptr %27, align 4
  %216 = srem i32 %215, 3
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [3 x ptr], ptr %24, i64 0, i64 %217
  %219 = load ptr, ptr %218, align 8
  %220 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %221 = load float, ptr %220, align 4
  %222 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %223 = load float, ptr %222, align 4
  %224 = load i32, ptr %27, align 4
  %225 = sitofp i32 %224 to float
  %226 = fmul float 5.000000e-01, %225
  %227 = load i32, ptr %27, align 4
  %228 = sitofp i32 %227 to float
  %229 = fsub float 1.000000e+00, %228
  %230 = call <2 x float> @mkf(float noundef %226, float noundef %229)
  store <2 x float> %230, ptr %28, align 4
  %231 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %232 = load float, ptr %231, align 4
  %233 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %234 = load float, ptr %233, align 4
  %235 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 0
  %236 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 1
  store float %221, ptr %235, align 4
  store float %223, ptr %236, align 4
  %237 = load <2 x float>, ptr %29, align 4
  %238 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 0
  %239 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 1
  store float %232, ptr %238, align 4
  store float %234, ptr %239, align 4
  %240 = load <2 x float>, ptr %30, align 4
  %241 = call <2 x float> %219(<2 x float> noundef %237, <2 x float> noundef %240)
  store <2 x float> %241, ptr %31, align 4
  %242 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 0
  %243 = load float, ptr %242, align 4
  %244 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 1
  %245 = load float, ptr %244, align 4
  %246 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %247 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %243, ptr %246, align 4
  store float %245, ptr %247, align 4
  br label %248

248:                                              ; preds = %214
  %249 = load i32, ptr %27, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %27, align 4
  br label %211, !llvm.loop !9

251:                                              ; preds = %211
  %252 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %253 = load float, ptr %252, align 4
  %254 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %255 = load float, ptr %254, align 4
  %256 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 0
  %257 = getelementptr inbounds { float, float }, ptr %32, i32 0, i32 1
  store float %253, ptr %256, align 4
  store float %255, ptr %257, align 4
  %258 = load <2 x float>, ptr %32, align 4
  call void @pf(ptr noundef @.str.5, <2 x float> noundef %258)
  %259 = call { double, double } @mkd(double noundef 6.000000e-01, double noundef 8.000000e-01)
  %260 = extractvalue { double, double } %259, 0
  %261 = extractvalue { double, double } %259, 1
  %262 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %263 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  store double %260, ptr %262, align 8
  store double %261, ptr %263, align 8
  %264 = call { double, double } @mkd(double noundef -1.250000e+00, double noundef 3.500000e+00)
  %265 = extractvalue { double, double } %264, 0
  %266 = extractvalue { double, double } %264, 1
  %267 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %268 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  store double %265, ptr %267, align 8
  store double %266, ptr %268, align 8
  %269 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %270 = load double, ptr %269, align 8
  %271 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %272 = load double, ptr %271, align 8
  %273 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %274 = load double, ptr %273, align 8
  %275 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %276 = load double, ptr %275, align 8
  %277 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %278 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  store double %270, ptr %277, align 8
  store double %272, ptr %278, align 8
  %279 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %280 = load double, ptr %279, align 8
  %281 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  %282 = load double, ptr %281, align 8
  %283 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 0
  %284 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 1
  store double %274, ptr %283, align 8
  store double %276, ptr %284, align 8
  %285 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 0
  %286 = load double, ptr %285, align 8
  %287 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 1
  %288 = load double, ptr %287, align 8
  %289 = call { double, double } @cd_mul(double noundef %280, double noundef %282, double noundef %286, double noundef %288)
  %290 = extractvalue { double, double } %289, 0
  %291 = extractvalue { double, double } %289, 1
  %292 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 0
  %293 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 1
  store double %290, ptr %292, align 8
  store double %291, ptr %293, align 8
  %294 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 0
  %295 = load double, ptr %294, align 8
  %296 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 1
  %297 = load double, ptr %296, align 8
  call void @pd(ptr noundef @.str.6, double noundef %295, double noundef %297)
  %298 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %299 = load double, ptr %298, align 8
  %300 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %301 = load double, ptr %300, align 8
  %302 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %303 = load double, ptr %302, align 8
  %304 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %305 = load double, ptr %304, align 8
  %306 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 0
  %307 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 1
  store double %299, ptr %306, align 8
  store double %301, ptr %307, align 8
  %308 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 0
  %309 = load double, ptr %308, align 8
  %310 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 1
  %311 = load double, ptr %310, align 8
  %312 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 0
  %313 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 1
  store double %303, ptr %312, align 8
  store double %305, ptr %313, align 8
  %314 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 0
  %315 = load double, ptr %314, align 8
  %316 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 1
  %317 = load double, ptr %316, align 8
  %318 = call { double, double } @cd_div(double noundef %309, double noundef %311, double noundef %315, double noundef %317)
  %319 = extractvalue { double, double } %318, 0
  %320 = extractvalue { double, double } %318, 1
  %321 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %322 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  store double %319, ptr %321, align 8
  store double %320, ptr %322, align 8
  %323 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %324 = load double, ptr %323, align 8
  %325 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  %326 = load double, ptr %325, align 8
  call void @pd(ptr noundef @.str.7, double noundef %324, double noundef %326)
  %327 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %328 = load double, ptr %327, align 8
  %329 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %330 = load double, ptr %329, align 8
  %331 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %332 = load double, ptr %331, align 8
  %333 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %334 = load double, ptr %333, align 8
  %335 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %336 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  store double %328, ptr %335, align 8
  store double %330, ptr %336, align 8
  %337 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %338 = load double, ptr %337, align 8
  %339 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %340 = load double, ptr %339, align 8
  %341 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %342 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  store double %332, ptr %341, align 8
  store double %334, ptr %342, align 8
  %343 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %344 = load double, ptr %343, align 8
  %345 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  %346 = load double, ptr %345, align 8
  %347 = call { double, double } @cd_div(double noundef %338, double noundef %340, double noundef %344, double noundef %346)
  %348 = extractvalue { double, double } %347, 0
  %349 = extractvalue { double, double } %347, 1
  %350 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %351 = load double, ptr %350, align 8
  %352 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %353 = load double, ptr %352, align 8
  %354 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %355 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  store double %348, ptr %354, align 8
  store double %349, ptr %355, align 8
  %356 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %357 = load double, ptr %356, align 8
  %358 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %359 = load double, ptr %358, align 8
  %360 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %361 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  store double %351, ptr %360, align 8
  store double %353, ptr %361, align 8
  %362 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %363 = load double, ptr %362, align 8
  %364 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  %365 = load double, ptr %364, align 8
  %366 = call { double, double } @cd_mul(double noundef %357, double noundef %359, double noundef %363, double noundef %365)
  %367 = extractvalue { double, double } %366, 0
  %368 = extractvalue { double, double } %366, 1
  %369 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %370 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  store double %367, ptr %369, align 8
  store double %368, ptr %370, align 8
  %371 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %372 = load double, ptr %371, align 8
  %373 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  %374 = load double, ptr %373, align 8
  call void @pd(ptr noundef @.str.8, double noundef %372, double noundef %374)
  %375 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %376 = load double, ptr %375, align 8
  %377 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %378 = load double, ptr %377, align 8
  %379 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 0
  %380 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 1
  store double %376, ptr %379, align 8
  store double %378, ptr %380, align 8
  %381 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 0
  %382 = load double, ptr %381, align 8
  %383 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 1
  %384 = load double, ptr %383, align 8
  %385 = call double @cd_norm(double noundef %382, double noundef %384)
  %386 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %385)
  %387 = call { double, double } @mkd(double noundef 1.000000e+00, double noundef 0.000000e+00)
  %388 = extractvalue { double, double } %387, 0
  %389 = extractvalue { double, double } %387, 1
  %390 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %391 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  store double %388, ptr %390, align 8
  store double %389, ptr %391, align 8
  store i32 0, ptr %48, align 4
  br label %392

392:                                              ; preds = %421, %251
  %393 = load i32, ptr %48, align 4
  %394 = icmp slt i32 %393, 12
  br i1 %394, label %395, label %424

395:                                              ; preds = %392
  %396 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %397 = load double, ptr %396, align 8
  %398 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  %399 = load double, ptr %398, align 8
  %400 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %401 = load double, ptr %400, align 8
  %402 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %403 = load double, ptr %402, align 8
  %404 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %405 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  store double %397, ptr %404, align 8
  store double %399, ptr %405, align 8
  %406 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %407 = load double, ptr %406, align 8
  %408 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  %409 = load double, ptr %408, align 8
  %410 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %411 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  store double %401, ptr %410, align 8
  store double %403, ptr %411, align 8
  %412 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %413 = load double, ptr %412, align 8
  %414 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %415 = load double, ptr %414, align 8
  %416 = call { double, double } @cd_mul(double noundef %407, double noundef %409, double noundef %413, double noundef %415)
  %417 = extractvalue { double, double } %416, 0
  %418 = extractvalue { double, double } %416, 1
  %419 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %420 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  store double %417, ptr %419, align 8
  store double %418, ptr %420, align 8
  br label %421

421:                                              ; preds = %395
  %422 = load i32, ptr %48, align 4
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr %48, align 4
  br label %392, !llvm.loop !10

424:                                              ; preds = %392
  %425 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %426 = load double, ptr %425, align 8
  %427 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  %428 = load double, ptr %427, align 8
  %429 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 0
  %430 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 1
  store double %426, ptr %429, align 8
  store double %428, ptr %430, align 8
  %431 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 0
  %432 = load double, ptr %431, align 8
  %433 = getelementptr inbounds { double, double }, ptr %51, i32 0, i32 1
  %434 = load double, ptr %433, align 8
  call void @pd(ptr noundef @.str.10, double noundef %432, double noundef %434)
  %435 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %436 = load double, ptr %435, align 8
  %437 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  %438 = load double, ptr %437, align 8
  %439 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %440 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  store double %436, ptr %439, align 8
  store double %438, ptr %440, align 8
  %441 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %442 = load double, ptr %441, align 8
  %443 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  %444 = load double, ptr %443, align 8
  %445 = call double @cd_norm(double noundef %442, double noundef %444)
  %446 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %445)
  %447 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %448 = load float, ptr %447, align 4
  %449 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %450 = load float, ptr %449, align 4
  %451 = getelementptr inbounds { float, float }, ptr %53, i32 0, i32 0
  %452 = getelementptr inbounds { float, float }, ptr %53, i32 0, i32 1
  store float %448, ptr %451, align 4
  store float %450, ptr %452, align 4
  %453 = load <2 x float>, ptr %53, align 4
  %454 = call { double, double } @cd_from_cf(<2 x float> noundef %453)
  %455 = extractvalue { double, double } %454, 0
  %456 = extractvalue { double, double } %454, 1
  %457 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 0
  %458 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 1
  store double %455, ptr %457, align 8
  store double %456, ptr %458, align 8
  %459 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 0
  %460 = load double, ptr %459, align 8
  %461 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 1
  %462 = load double, ptr %461, align 8
  call void @pd(ptr noundef @.str.12, double noundef %460, double noundef %462)
  %463 = call { double, double } @mkd(double noundef 0x3FD5555555555555, double noundef 0xBFE5555555555555)
  %464 = extractvalue { double, double } %463, 0
  %465 = extractvalue { double, double } %463, 1
  %466 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 0
  %467 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 1
  store double %464, ptr %466, align 8
  store double %465, ptr %467, align 8
  %468 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 0
  %469 = load double, ptr %468, align 8
  %470 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 1
  %471 = load double, ptr %470, align 8
  %472 = call <2 x float> @cf_from_cd(double noundef %469, double noundef %471)
  store <2 x float> %472, ptr %56, align 4
  %473 = getelementptr inbounds { float, float }, ptr %56, i32 0, i32 0
  %474 = load float, ptr %473, align 4
  %475 = getelementptr inbounds { float, float }, ptr %56, i32 0, i32 1
  %476 = load float, ptr %475, align 4
  %477 = getelementptr inbounds { float, float }, ptr %57, i32 0, i32 0
  %478 = getelementptr inbounds { float, float }, ptr %57, i32 0, i32 1
  store float %474, ptr %477, align 4
  store float %476, ptr %478, align 4
  %479 = load <2 x float>, ptr %57, align 4
  call void @pf(ptr noundef @.str.13, <2 x float> noundef %479)
  %480 = call { double, double } @mkd(double noundef 5.000000e-01, double noundef -5.000000e-01)
  %481 = extractvalue { double, double } %480, 0
  %482 = extractvalue { double, double } %480, 1
  %483 = call <2 x float> @mkf(float noundef 1.250000e-01, float noundef 2.500000e-01)
  store <2 x float> %483, ptr %60, align 4
  %484 = getelementptr inbounds { float, float }, ptr %60, i32 0, i32 0
  %485 = load float, ptr %484, align 4
  %486 = getelementptr inbounds { float, float }, ptr %60, i32 0, i32 1
  %487 = load float, ptr %486, align 4
  %488 = call { double, double } @mkd(double noundef 6.250000e-02, double noundef -1.000000e+00)
  %489 = extractvalue { double, double } %488, 0
  %490 = extractvalue { double, double } %488, 1
  %491 = getelementptr inbounds [6 x { double, double }], ptr %58, i64 0, i64 0
  %492 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 0
  %493 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 1
  store double %481, ptr %492, align 8
  store double %482, ptr %493, align 8
  %494 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 0
  %495 = load double, ptr %494, align 8
  %496 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 1
  %497 = load double, ptr %496, align 8
  %498 = getelementptr inbounds { float, float }, ptr %62, i32 0, i32 0
  %499 = getelementptr inbounds { float, float }, ptr %62, i32 0, i32 1
  store float %485, ptr %498, align 4
  store float %487, ptr %499, align 4
  %500 = load <2 x float>, ptr %62, align 4
  %501 = getelementptr inbounds { double, double }, ptr %63, i32 0, i32 0
  %502 = getelementptr inbounds { double, double }, ptr %63, i32 0, i32 1
  store double %489, ptr %501, align 8
  store double %490, ptr %502, align 8
  %503 = getelementptr inbounds { double, double }, ptr %63, i32 0, i32 0
  %504 = load double, ptr %503, align 8
  %505 = getelementptr inbounds { double, double }, ptr %63, i32 0, i32 1
  %506 = load double, ptr %505, align 8
  %507 = call { double, double } @cd_poly(double noundef %495, double noundef %497, double noundef 1.000000e+00, <2 x float> noundef %500, double noundef 2.000000e+00, double noundef %504, double noundef %506, i32 noundef 6, ptr noundef %491)
  %508 = extractvalue { double, double } %507, 0
  %509 = extractvalue { double, double } %507, 1
  %510 = getelementptr inbounds { double, double }, ptr %59, i32 0, i32 0
  %511 = getelementptr inbounds { double, double }, ptr %59, i32 0, i32 1
  store double %508, ptr %510, align 8
  store double %509, ptr %511, align 8
  %512 = getelementptr inbounds { double, double }, ptr %59, i32 0, i32 0
  %513 = load double, ptr %512, align 8
  %514 = getelementptr inbounds { double, double }, ptr %59, i32 0, i32 1
  %515 = load double, ptr %514, align 8
  %516 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 0
  %517 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 1
  store double %513, ptr %516, align 8
  store double %515, ptr %517, align 8
  %518 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 0
  %519 = load double, ptr %518, align 8
  %520 = getelementptr inbounds { double, double }, ptr %64, i32 0, i32 1
  %521 = load double, ptr %520, align 8
  call void @pd(ptr noundef @.str.14, double noundef %519, double noundef %521)
  store i32 0, ptr %65, align 4
  br label %522

522:                                              ; preds = %539, %424
  %523 = load i32, ptr %65, align 4
  %524 = icmp slt i32 %523, 6
  br i1 %524, label %525, label %542

525:                                              ; preds = %522
  %526 = load i32, ptr %65, align 4
  %527 = sext i32 %526 to i64
  %528 = getelementptr inbounds [6 x { double, double }], ptr %58, i64 0, i64 %527
  %529 = getelementptr inbounds { double, double }, ptr %528, i32 0, i32 0
  %530 = load double, ptr %529, align 16
  %531 = getelementptr inbounds { double, double }, ptr %528, i32 0, i32 1
  %532 = load double, ptr %531, align 8
  %533 = getelementptr inbounds { double, double }, ptr %66, i32 0, i32 0
  %534 = getelementptr inbounds { double, double }, ptr %66, i32 0, i32 1
  store double %530, ptr %533, align 8
  store double %532, ptr %534, align 8
  %535 = getelementptr inbounds { double, double }, ptr %66, i32 0, i32 0
  %536 = load double, ptr %535, align 8
  %537 = getelementptr inbounds { double, double }, ptr %66, i32 0, i32 1
  %538 = load double, ptr %537, align 8
  call void @pd(ptr noundef @.str.15, double noundef %536, double noundef %538)
  br label %539

539:                                              ; preds = %525
  %540 = load i32, ptr %65, align 4
  %541 = add nsw i32 %540, 2
  store i32 %541, ptr %65, align 4
  br label %522, !llvm.loop !11

542:                                              ; preds = %522
  %543 = getelementptr inbounds %struct.Mix, ptr %67, i32 0, i32 0
  %544 = call <2 x float> @mkf(float noundef 5.000000e-01, float noundef 5.000000e-01)
  store <2 x float> %544, ptr %68, align 4
  %545 = getelementptr inbounds { float, float }, ptr %68, i32 0, i32 0
  %546 = load float, ptr %545, align 4
  %547 = getelementptr inbounds { float, float }, ptr %68, i32 0, i32 1
  %548 = load float, ptr %547, align 4
  %549 = getelementptr inbounds { float, float }, ptr %543, i32 0, i32 0
  %550 = getelementptr inbounds { float, float }, ptr %543, i32 0, i32 1
  store float %546, ptr %549, align 8
  store float %548, ptr %550, align 4
  %551 = getelementptr inbounds %struct.Mix, ptr %67, i32 0, i32 1
  store i32 0, ptr %551, align 8
  %552 = getelementptr inbounds %struct.Mix, ptr %67, i32 0, i32 2
  %553 = call { double, double } @mkd(double noundef 1.000000e+00, double noundef 1.000000e+00)
  %554 = extractvalue { double, double } %553, 0
  %555 = extractvalue { double, double } %553, 1
  %556 = getelementptr inbounds { double, double }, ptr %552, i32 0, i32 0
  %557 = getelementptr inbounds { double, double }, ptr %552, i32 0, i32 1
  store double %554, ptr %556, align 8
  store double %555, ptr %557, align 8
  store i32 0, ptr %69, align 4
  br label %558

558:                                              ; preds = %574, %542
  %559 = load i32, ptr %69, align 4
  %560 = icmp slt i32 %559, 5
  br i1 %560, label %561, label %577

561:                                              ; preds = %558
  %562 = load i32, ptr %69, align 4
  %563 = sitofp i32 %562 to double
  %564 = fadd double 1.000000e+00, %563
  %565 = call { double, double } @mkd(double noundef 0.000000e+00, double noundef %564)
  %566 = extractvalue { double, double } %565, 0
  %567 = extractvalue { double, double } %565, 1
  %568 = getelementptr inbounds { double, double }, ptr %71, i32 0, i32 0
  %569 = getelementptr inbounds { double, double }, ptr %71, i32 0, i32 1
  store double %566, ptr %568, align 8
  store double %567, ptr %569, align 8
  %570 = getelementptr inbounds { double, double }, ptr %71, i32 0, i32 0
  %571 = load double, ptr %570, align 8
  %572 = getelementptr inbounds { double, double }, ptr %71, i32 0, i32 1
  %573 = load double, ptr %572, align 8
  call void @mix_step(ptr dead_on_unwind writable sret(%struct.Mix) align 8 %70, ptr noundef byval(%struct.Mix) align 8 %67, double noundef %571, double noundef %573)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %67, ptr align 8 %70, i64 32, i1 false)
  br label %574

574:                                              ; preds = %561
  %575 = load i32, ptr %69, align 4
  %576 = add nsw i32 %575, 1
  store i32 %576, ptr %69, align 4
  br label %558, !llvm.loop !12

577:                                              ; preds = %558
  %578 = getelementptr inbounds %struct.Mix, ptr %67, i32 0, i32 0
  %579 = getelementptr inbounds { float, float }, ptr %578, i32 0, i32 0
  %580 = load float, ptr %579, align 8
  %581 = getelementptr inbounds { float, float }, ptr %578, i32 0, i32 1
  %582 = load float, ptr %581, align 4
  %583 = getelementptr inbounds { float, float }, ptr %72, i32 0, i32 0
  %584 = getelementptr inbounds { float, float }, ptr %72, i32 0, i32 1
  store float %580, ptr %583, align 4
  store float %582, ptr %584, align 4
  %585 = load <2 x float>, ptr %72, align 4
  call void @pf(ptr noundef @.str.16, <2 x float> noundef %585)
  %586 = getelementptr inbounds %struct.Mix, ptr %67, i32 0, i32 1
  %587 = load i32, ptr %586, align 8
  %588 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %587)
  %589 = getelementptr inbounds %struct.Mix, ptr %67, i32 0, i32 2
  %590 = getelementptr inbounds { double, double }, ptr %589, i32 0, i32 0
  %591 = load double, ptr %590, align 8
  %592 = getelementptr inbounds { double, double }, ptr %589, i32 0, i32 1
  %593 = load double, ptr %592, align 8
  %594 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 0
  %595 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 1
  store double %591, ptr %594, align 8
  store double %593, ptr %595, align 8
  %596 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 0
  %597 = load double, ptr %596, align 8
  %598 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 1
  %599 = load double, ptr %598, align 8
  call void @pd(ptr noundef @.str.18, double noundef %597, double noundef %599)
  store i32 0, ptr %75, align 4
  br label %600

600:                                              ; preds = %618, %577
  %601 = load i32, ptr %75, align 4
  %602 = icmp slt i32 %601, 5
  br i1 %602, label %603, label %621

603:                                              ; preds = %600
  %604 = load i32, ptr %75, align 4
  %605 = sitofp i32 %604 to double
  %606 = fadd double %605, 1.000000e+00
  %607 = load i32, ptr %75, align 4
  %608 = sitofp i32 %607 to double
  %609 = fmul double 5.000000e-01, %608
  %610 = call { double, double } @mkd(double noundef %606, double noundef %609)
  %611 = extractvalue { double, double } %610, 0
  %612 = extractvalue { double, double } %610, 1
  %613 = load i32, ptr %75, align 4
  %614 = sext i32 %613 to i64
  %615 = getelementptr inbounds [5 x { double, double }], ptr %74, i64 0, i64 %614
  %616 = getelementptr inbounds { double, double }, ptr %615, i32 0, i32 0
  %617 = getelementptr inbounds { double, double }, ptr %615, i32 0, i32 1
  store double %611, ptr %616, align 16
  store double %612, ptr %617, align 8
  br label %618

618:                                              ; preds = %603
  %619 = load i32, ptr %75, align 4
  %620 = add nsw i32 %619, 1
  store i32 %620, ptr %75, align 4
  br label %600, !llvm.loop !13

621:                                              ; preds = %600
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %76, ptr align 16 @__const.main.dops, i64 24, i1 false)
  store i32 0, ptr %77, align 4
  br label %622

622:                                              ; preds = %649, %621
  %623 = load i32, ptr %77, align 4
  %624 = icmp slt i32 %623, 3
  br i1 %624, label %625, label %652

625:                                              ; preds = %622
  %626 = getelementptr inbounds [5 x { double, double }], ptr %74, i64 0, i64 0
  %627 = call { double, double } @mkd(double noundef 1.000000e+00, double noundef -1.000000e+00)
  %628 = extractvalue { double, double } %627, 0
  %629 = extractvalue { double, double } %627, 1
  %630 = load i32, ptr %77, align 4
  %631 = sext i32 %630 to i64
  %632 = getelementptr inbounds [3 x ptr], ptr %76, i64 0, i64 %631
  %633 = load ptr, ptr %632, align 8
  %634 = getelementptr inbounds { double, double }, ptr %78, i32 0, i32 0
  %635 = getelementptr inbounds { double, double }, ptr %78, i32 0, i32 1
  store double %628, ptr %634, align 8
  store double %629, ptr %635, align 8
  %636 = getelementptr inbounds { double, double }, ptr %78, i32 0, i32 0
  %637 = load double, ptr %636, align 8
  %638 = getelementptr inbounds { double, double }, ptr %78, i32 0, i32 1
  %639 = load double, ptr %638, align 8
  %640 = call { double, double } @fold_cd(ptr noundef %626, i32 noundef 5, double noundef %637, double noundef %639, ptr noundef %633)
  %641 = extractvalue { double, double } %640, 0
  %642 = extractvalue { double, double } %640, 1
  %643 = getelementptr inbounds { double, double }, ptr %79, i32 0, i32 0
  %644 = getelementptr inbounds { double, double }, ptr %79, i32 0, i32 1
  store double %641, ptr %643, align 8
  store double %642, ptr %644, align 8
  %645 = getelementptr inbounds { double, double }, ptr %79, i32 0, i32 0
  %646 = load double, ptr %645, align 8
  %647 = getelementptr inbounds { double, double }, ptr %79, i32 0, i32 1
  %648 = load double, ptr %647, align 8
  call void @pd(ptr noundef @.str.19, double noundef %646, double noundef %648)
  br label %649

649:                                              ; preds = %625
  %650 = load i32, ptr %77, align 4
  %651 = add nsw i32 %650, 1
  store i32 %651, ptr %77, align 4
  br label %622, !llvm.loop !14

652:                                              ; preds = %622
  %653 = call { double, double } @mkd(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %654 = extractvalue { double, double } %653, 0
  %655 = extractvalue { double, double } %653, 1
  %656 = getelementptr inbounds { double, double }, ptr %80, i32 0, i32 0
  %657 = getelementptr inbounds { double, double }, ptr %80, i32 0, i32 1
  store double %654, ptr %656, align 16
  store double %655, ptr %657, align 8
  %658 = getelementptr inbounds { double, double }, ptr %80, i64 1
  %659 = call { double, double } @mkd(double noundef 3.000000e+00, double noundef 4.000000e+00)
  %660 = extractvalue { double, double } %659, 0
  %661 = extractvalue { double, double } %659, 1
  %662 = getelementptr inbounds { double, double }, ptr %658, i32 0, i32 0
  %663 = getelementptr inbounds { double, double }, ptr %658, i32 0, i32 1
  store double %660, ptr %662, align 16
  store double %661, ptr %663, align 8
  %664 = getelementptr inbounds { double, double }, ptr %80, i64 2
  %665 = call { double, double } @mkd(double noundef 5.000000e+00, double noundef 6.000000e+00)
  %666 = extractvalue { double, double } %665, 0
  %667 = extractvalue { double, double } %665, 1
  %668 = getelementptr inbounds { double, double }, ptr %664, i32 0, i32 0
  %669 = getelementptr inbounds { double, double }, ptr %664, i32 0, i32 1
  store double %666, ptr %668, align 16
  store double %667, ptr %669, align 8
  %670 = getelementptr inbounds { double, double }, ptr %80, i64 3
  %671 = call { double, double } @mkd(double noundef 7.000000e+00, double noundef 8.000000e+00)
  %672 = extractvalue { double, double } %671, 0
  %673 = extractvalue { double, double } %671, 1
  %674 = getelementptr inbounds { double, double }, ptr %670, i32 0, i32 0
  %675 = getelementptr inbounds { double, double }, ptr %670, i32 0, i32 1
  store double %672, ptr %674, align 16
  store double %673, ptr %675, align 8
  %676 = getelementptr inbounds [4 x { double, double }], ptr %80, i64 0, i64 0
  store ptr %676, ptr %81, align 8
  store i32 0, ptr %82, align 4
  br label %677

677:                                              ; preds = %705, %652
  %678 = load i32, ptr %82, align 4
  %679 = icmp slt i32 %678, 4
  br i1 %679, label %680, label %708

680:                                              ; preds = %677
  %681 = load ptr, ptr %81, align 8
  %682 = load i32, ptr %82, align 4
  %683 = sext i32 %682 to i64
  %684 = getelementptr inbounds { double, double }, ptr %681, i64 %683
  %685 = getelementptr inbounds { double, double }, ptr %684, i32 0, i32 0
  %686 = load double, ptr %685, align 8
  %687 = getelementptr inbounds { double, double }, ptr %684, i32 0, i32 1
  %688 = load double, ptr %687, align 8
  %689 = fneg double %688
  %690 = fmul double %686, 2.000000e+00
  %691 = fmul double %689, 2.000000e+00
  %692 = load i32, ptr %82, align 4
  %693 = sitofp i32 %692 to double
  %694 = call { double, double } @mkd(double noundef 0.000000e+00, double noundef %693)
  %695 = extractvalue { double, double } %694, 0
  %696 = extractvalue { double, double } %694, 1
  %697 = fadd double %690, %695
  %698 = fadd double %691, %696
  %699 = load ptr, ptr %81, align 8
  %700 = load i32, ptr %82, align 4
  %701 = sext i32 %700 to i64
  %702 = getelementptr inbounds { double, double }, ptr %699, i64 %701
  %703 = getelementptr inbounds { double, double }, ptr %702, i32 0, i32 0
  %704 = getelementptr inbounds { double, double }, ptr %702, i32 0, i32 1
  store double %697, ptr %703, align 8
  store double %698, ptr %704, align 8
  br label %705

705:                                              ; preds = %680
  %706 = load i32, ptr %82, align 4
  %707 = add nsw i32 %706, 1
  store i32 %707, ptr %82, align 4
  br label %677, !llvm.loop !15

708:                                              ; preds = %677
  store double 0.000000e+00, ptr %83, align 8
  store double 0.000000e+00, ptr %84, align 8
  store i32 0, ptr %85, align 4
  br label %709

709:                                              ; preds = %727, %708
  %710 = load i32, ptr %85, align 4
  %711 = icmp slt i32 %710, 4
  br i1 %711, label %712, label %730

712:                                              ; preds = %709
  %713 = load i32, ptr %85, align 4
  %714 = sext i32 %713 to i64
  %715 = getelementptr inbounds [4 x { double, double }], ptr %80, i64 0, i64 %714
  %716 = getelementptr inbounds { double, double }, ptr %715, i32 0, i32 0
  %717 = load double, ptr %716, align 16
  %718 = load double, ptr %83, align 8
  %719 = fadd double %718, %717
  store double %719, ptr %83, align 8
  %720 = load i32, ptr %85, align 4
  %721 = sext i32 %720 to i64
  %722 = getelementptr inbounds [4 x { double, double }], ptr %80, i64 0, i64 %721
  %723 = getelementptr inbounds { double, double }, ptr %722, i32 0, i32 1
  %724 = load double, ptr %723, align 8
  %725 = load double, ptr %84, align 8
  %726 = fadd double %725, %724
  store double %726, ptr %84, align 8
  br label %727

727:                                              ; preds = %712
  %728 = load i32, ptr %85, align 4
  %729 = add nsw i32 %728, 1
  store i32 %729, ptr %85, align 4
  br label %709, !llvm.loop !16

730:                                              ; preds = %709
  %731 = load double, ptr %83, align 8
  %732 = load double, ptr %84, align 8
  %733 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %731, double noundef %732)
  %734 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %735 = load double, ptr %734, align 8
  %736 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %737 = load double, ptr %736, align 8
  %738 = call { double, double } @mkd(double noundef 1.000000e+00, double noundef 0.000000e+00)
  %739 = extractvalue { double, double } %738, 0
  %740 = extractvalue { double, double } %738, 1
  %741 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 0
  %742 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 1
  store double %735, ptr %741, align 8
  store double %737, ptr %742, align 8
  %743 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 0
  %744 = load double, ptr %743, align 8
  %745 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 1
  %746 = load double, ptr %745, align 8
  %747 = getelementptr inbounds { double, double }, ptr %87, i32 0, i32 0
  %748 = getelementptr inbounds { double, double }, ptr %87, i32 0, i32 1
  store double %739, ptr %747, align 8
  store double %740, ptr %748, align 8
  %749 = getelementptr inbounds { double, double }, ptr %87, i32 0, i32 0
  %750 = load double, ptr %749, align 8
  %751 = getelementptr inbounds { double, double }, ptr %87, i32 0, i32 1
  %752 = load double, ptr %751, align 8
  %753 = call { double, double } @cd_mul(double noundef %744, double noundef %746, double noundef %750, double noundef %752)
  %754 = extractvalue { double, double } %753, 0
  %755 = extractvalue { double, double } %753, 1
  %756 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %757 = load double, ptr %756, align 8
  %758 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %759 = load double, ptr %758, align 8
  %760 = fcmp oeq double %754, %757
  %761 = fcmp oeq double %755, %759
  %762 = and i1 %760, %761
  %763 = zext i1 %762 to i32
  %764 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %765 = load float, ptr %764, align 4
  %766 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %767 = load float, ptr %766, align 4
  %768 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %769 = load float, ptr %768, align 4
  %770 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %771 = load float, ptr %770, align 4
  %772 = getelementptr inbounds { float, float }, ptr %88, i32 0, i32 0
  %773 = getelementptr inbounds { float, float }, ptr %88, i32 0, i32 1
  store float %765, ptr %772, align 4
  store float %767, ptr %773, align 4
  %774 = load <2 x float>, ptr %88, align 4
  %775 = getelementptr inbounds { float, float }, ptr %89, i32 0, i32 0
  %776 = getelementptr inbounds { float, float }, ptr %89, i32 0, i32 1
  store float %769, ptr %775, align 4
  store float %771, ptr %776, align 4
  %777 = load <2 x float>, ptr %89, align 4
  %778 = call <2 x float> @cf_add(<2 x float> noundef %774, <2 x float> noundef %777)
  store <2 x float> %778, ptr %90, align 4
  %779 = getelementptr inbounds { float, float }, ptr %90, i32 0, i32 0
  %780 = load float, ptr %779, align 4
  %781 = getelementptr inbounds { float, float }, ptr %90, i32 0, i32 1
  %782 = load float, ptr %781, align 4
  %783 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %784 = load float, ptr %783, align 4
  %785 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %786 = load float, ptr %785, align 4
  %787 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %788 = load float, ptr %787, align 4
  %789 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %790 = load float, ptr %789, align 4
  %791 = getelementptr inbounds { float, float }, ptr %91, i32 0, i32 0
  %792 = getelementptr inbounds { float, float }, ptr %91, i32 0, i32 1
  store float %784, ptr %791, align 4
  store float %786, ptr %792, align 4
  %793 = load <2 x float>, ptr %91, align 4
  %794 = getelementptr inbounds { float, float }, ptr %92, i32 0, i32 0
  %795 = getelementptr inbounds { float, float }, ptr %92, i32 0, i32 1
  store float %788, ptr %794, align 4
  store float %790, ptr %795, align 4
  %796 = load <2 x float>, ptr %92, align 4
  %797 = call <2 x float> @cf_add(<2 x float> noundef %793, <2 x float> noundef %796)
  store <2 x float> %797, ptr %93, align 4
  %798 = getelementptr inbounds { float, float }, ptr %93, i32 0, i32 0
  %799 = load float, ptr %798, align 4
  %800 = getelementptr inbounds { float, float }, ptr %93, i32 0, i32 1
  %801 = load float, ptr %800, align 4
  %802 = fcmp oeq float %780, %799
  %803 = fcmp oeq float %782, %801
  %804 = and i1 %802, %803
  %805 = zext i1 %804 to i32
  %806 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %763, i32 noundef %805)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pf(ptr noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  store <2 x float> %1, ptr %3, align 4
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, double noundef %1, double noundef %2) #2 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %8, double noundef %10, double noundef %12)
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}

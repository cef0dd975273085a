; ModuleID = 'struct_small.c'
source_filename = "struct_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.II = type { i32, i32 }
%struct.DD = type { double, double }
%struct.CD = type { i8, double }
%struct.FF = type { float, float }
%struct.DI = type { double, i32 }
%struct.F3 = type { float, float, float }
%struct.S3 = type { i16, i16, i16 }
%struct.C3 = type { i8, i8, i8 }
%struct.Q1 = type { i64 }
%struct.IF = type { i32, float }

@__const.main.p = private unnamed_addr constant %struct.II { i32 3, i32 -4 }, align 4
@__const.main.q = private unnamed_addr constant %struct.II { i32 10, i32 7 }, align 4
@.str = private unnamed_addr constant [10 x i8] c"II %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"FF %.6f %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"DI %.6f %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"CD %c %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"F3 %g %g %g | %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"S3 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"C3 %c%c%c\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"Q1 %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"IF %d %.6f\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.DD { double 1.000000e+00, double 2.000000e+00 }, align 8
@.str.9 = private unnamed_addr constant [10 x i8] c"DD %g %g\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"combine %.6f\0A\00", align 1
@__const.main.acc = private unnamed_addr constant %struct.II { i32 0, i32 1 }, align 4
@.str.11 = private unnamed_addr constant [11 x i8] c"acc %d %d\0A\00", align 1
@__const.main.cds = private unnamed_addr constant [4 x %struct.CD] [%struct.CD { i8 97, double 1.000000e+00 }, %struct.CD { i8 98, double 2.000000e+00 }, %struct.CD { i8 99, double 3.000000e+00 }, %struct.CD { i8 100, double 4.000000e+00 }], align 16
@.str.12 = private unnamed_addr constant [50 x i8] c"cds %.3f size CD=%zu F3=%zu S3=%zu C3=%zu DI=%zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ii_add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.II, align 4
  %4 = alloca %struct.II, align 4
  %5 = alloca %struct.II, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.II, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.II, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.II, ptr %5, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.II, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.II, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds %struct.II, ptr %5, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = mul nsw i32 %14, %16
  store i32 %17, ptr %12, align 4
  %18 = load i64, ptr %3, align 4
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @ff_scale(<2 x float> %0, float noundef %1) #1 {
  %3 = alloca %struct.FF, align 4
  %4 = alloca %struct.FF, align 4
  %5 = alloca float, align 4
  store <2 x float> %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.FF, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.FF, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %5, align 4
  %10 = fmul float %8, %9
  store float %10, ptr %6, align 4
  %11 = getelementptr inbounds %struct.FF, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.FF, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %5, align 4
  %15 = call float @llvm.fmuladd.f32(float %13, float %14, float 5.000000e-01)
  store float %15, ptr %11, align 4
  %16 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, i32 } @di_make(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.DI, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load double, ptr %4, align 8
  %7 = fmul double %6, 2.000000e+00
  %8 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 0
  store double %7, ptr %8, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  %11 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 1
  store i32 %10, ptr %11, align 8
  %12 = load { double, i32 }, ptr %3, align 8
  ret { double, i32 } %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i8, double } @cd_swap(i8 %0, double %1) #0 {
  %3 = alloca %struct.CD, align 8
  %4 = alloca %struct.CD, align 8
  %5 = getelementptr inbounds { i8, double }, ptr %4, i32 0, i32 0
  store i8 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i8, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.CD, ptr %4, i32 0, i32 0
  %9 = load i8, ptr %8, align 8
  %10 = sext i8 %9 to i32
  %11 = add nsw i32 %10, 1
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.CD, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fneg double %15
  store double %16, ptr %13, align 8
  %17 = load { i8, double }, ptr %3, align 8
  ret { i8, double } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { <2 x float>, float } @f3_cross(<2 x float> %0, float %1, <2 x float> %2, float %3) #1 {
  %5 = alloca %struct.F3, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.F3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  store <2 x float> %0, ptr %11, align 4
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  store float %1, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 12, i1 false)
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  store <2 x float> %2, ptr %13, align 4
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  store float %3, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %9, i64 12, i1 false)
  %15 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = fmul float %21, %23
  %25 = fneg float %24
  %26 = call float @llvm.fmuladd.f32(float %17, float %19, float %25)
  store float %26, ptr %15, align 4
  %27 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 1
  %28 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 0
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 2
  %35 = load float, ptr %34, align 4
  %36 = fmul float %33, %35
  %37 = fneg float %36
  %38 = call float @llvm.fmuladd.f32(float %29, float %31, float %37)
  store float %38, ptr %27, align 4
  %39 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 2
  %40 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 1
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds %struct.F3, ptr %8, i32 0, i32 0
  %47 = load float, ptr %46, align 4
  %48 = fmul float %45, %47
  %49 = fneg float %48
  %50 = call float @llvm.fmuladd.f32(float %41, float %43, float %49)
  store float %50, ptr %39, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 4 %5, i64 12, i1 false)
  %51 = load { <2 x float>, float }, ptr %10, align 8
  ret { <2 x float>, float } %51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i48 @s3_rot(i48 %0) #0 {
  %2 = alloca %struct.S3, align 2
  %3 = alloca %struct.S3, align 2
  %4 = alloca i48, align 8
  store i48 %0, ptr %3, align 2
  %5 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 1
  %7 = load i16, ptr %6, align 2
  store i16 %7, ptr %5, align 2
  %8 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 2
  %10 = load i16, ptr %9, align 2
  store i16 %10, ptr %8, align 2
  %11 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 2
  %12 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %13 = load i16, ptr %12, align 2
  store i16 %13, ptr %11, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 2 %2, i64 6, i1 false)
  %14 = load i48, ptr %4, align 8
  ret i48 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i24 @c3_up(i24 %0) #0 {
  %2 = alloca %struct.C3, align 1
  %3 = alloca %struct.C3, align 1
  %4 = alloca i24, align 4
  store i24 %0, ptr %3, align 1
  %5 = getelementptr inbounds %struct.C3, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = sub nsw i32 %8, 32
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %5, align 1
  %11 = getelementptr inbounds %struct.C3, ptr %2, i32 0, i32 1
  %12 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 1
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = sub nsw i32 %14, 32
  %16 = trunc i32 %15 to i8
  store i8 %16, ptr %11, align 1
  %17 = getelementptr inbounds %struct.C3, ptr %2, i32 0, i32 2
  %18 = getelementptr inbounds %struct.C3, ptr %3, i32 0, i32 2
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = sub nsw i32 %20, 32
  %22 = trunc i32 %21 to i8
  store i8 %22, ptr %17, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %2, i64 3, i1 false)
  %23 = load i24, ptr %4, align 4
  ret i24 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @q1_neg(i64 %0) #0 {
  %2 = alloca %struct.Q1, align 8
  %3 = alloca %struct.Q1, align 8
  %4 = getelementptr inbounds %struct.Q1, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Q1, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Q1, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = sub nsw i64 0, %7
  store i64 %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Q1, ptr %2, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @if_mix(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.IF, align 4
  %4 = alloca %struct.IF, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.IF, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.IF, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load i32, ptr %5, align 4
  %10 = mul nsw i32 %8, %9
  store i32 %10, ptr %6, align 4
  %11 = getelementptr inbounds %struct.IF, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.IF, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = load i32, ptr %5, align 4
  %15 = sitofp i32 %14 to float
  %16 = fdiv float %13, %15
  store float %16, ptr %11, align 4
  %17 = load i64, ptr %3, align 4
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @dd_rot90(double %0, double %1) #0 {
  %3 = alloca %struct.DD, align 8
  %4 = alloca %struct.DD, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DD, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DD, ptr %4, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fneg double %9
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.DD, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.DD, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  store double %13, ptr %11, align 8
  %14 = load { double, double }, ptr %3, align 8
  ret { double, double } %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @combine(i64 %0, <2 x float> %1, double %2, i32 %3, i8 %4, double %5, double noundef %6, <2 x float> %7, float %8, i32 noundef %9, double %10, double %11) #1 {
  %13 = alloca %struct.II, align 4
  %14 = alloca %struct.FF, align 4
  %15 = alloca %struct.DI, align 8
  %16 = alloca %struct.CD, align 8
  %17 = alloca %struct.F3, align 4
  %18 = alloca { <2 x float>, float }, align 4
  %19 = alloca %struct.DD, align 8
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  store i64 %0, ptr %13, align 4
  store <2 x float> %1, ptr %14, align 4
  %22 = getelementptr inbounds { double, i32 }, ptr %15, i32 0, i32 0
  store double %2, ptr %22, align 8
  %23 = getelementptr inbounds { double, i32 }, ptr %15, i32 0, i32 1
  store i32 %3, ptr %23, align 8
  %24 = getelementptr inbounds { i8, double }, ptr %16, i32 0, i32 0
  store i8 %4, ptr %24, align 8
  %25 = getelementptr inbounds { i8, double }, ptr %16, i32 0, i32 1
  store double %5, ptr %25, align 8
  %26 = getelementptr inbounds { <2 x float>, float }, ptr %18, i32 0, i32 0
  store <2 x float> %7, ptr %26, align 4
  %27 = getelementptr inbounds { <2 x float>, float }, ptr %18, i32 0, i32 1
  store float %8, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %18, i64 12, i1 false)
  %28 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  store double %10, ptr %28, align 8
  %29 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %11, ptr %29, align 8
  store double %6, ptr %20, align 8
  store i32 %9, ptr %21, align 4
  %30 = getelementptr inbounds %struct.II, ptr %13, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds %struct.II, ptr %13, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = add nsw i32 %31, %33
  %35 = sitofp i32 %34 to float
  %36 = getelementptr inbounds %struct.FF, ptr %14, i32 0, i32 0
  %37 = load float, ptr %36, align 4
  %38 = fadd float %35, %37
  %39 = getelementptr inbounds %struct.FF, ptr %14, i32 0, i32 1
  %40 = load float, ptr %39, align 4
  %41 = fadd float %38, %40
  %42 = fpext float %41 to double
  %43 = getelementptr inbounds %struct.DI, ptr %15, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = fadd double %42, %44
  %46 = getelementptr inbounds %struct.DI, ptr %15, i32 0, i32 1
  %47 = load i32, ptr %46, align 8
  %48 = sitofp i32 %47 to double
  %49 = fadd double %45, %48
  %50 = getelementptr inbounds %struct.CD, ptr %16, i32 0, i32 0
  %51 = load i8, ptr %50, align 8
  %52 = sext i8 %51 to i32
  %53 = sitofp i32 %52 to double
  %54 = fadd double %49, %53
  %55 = getelementptr inbounds %struct.CD, ptr %16, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = fadd double %54, %56
  %58 = load double, ptr %20, align 8
  %59 = fadd double %57, %58
  %60 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 0
  %61 = load float, ptr %60, align 4
  %62 = fpext float %61 to double
  %63 = fadd double %59, %62
  %64 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 1
  %65 = load float, ptr %64, align 4
  %66 = fpext float %65 to double
  %67 = fadd double %63, %66
  %68 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 2
  %69 = load float, ptr %68, align 4
  %70 = fpext float %69 to double
  %71 = fadd double %67, %70
  %72 = load i32, ptr %21, align 4
  %73 = sitofp i32 %72 to double
  %74 = fadd double %71, %73
  %75 = getelementptr inbounds %struct.DD, ptr %19, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = fadd double %74, %76
  %78 = getelementptr inbounds %struct.DD, ptr %19, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  %80 = fadd double %77, %79
  ret double %80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.II, align 4
  %3 = alloca %struct.II, align 4
  %4 = alloca %struct.II, align 4
  %5 = alloca %struct.FF, align 4
  %6 = alloca %struct.FF, align 4
  %7 = alloca %struct.DI, align 8
  %8 = alloca %struct.CD, align 8
  %9 = alloca %struct.CD, align 8
  %10 = alloca %struct.F3, align 4
  %11 = alloca %struct.F3, align 4
  %12 = alloca %struct.F3, align 4
  %13 = alloca { <2 x float>, float }, align 4
  %14 = alloca { <2 x float>, float }, align 4
  %15 = alloca { <2 x float>, float }, align 8
  %16 = alloca %struct.F3, align 4
  %17 = alloca %struct.F3, align 4
  %18 = alloca %struct.F3, align 4
  %19 = alloca { <2 x float>, float }, align 4
  %20 = alloca { <2 x float>, float }, align 4
  %21 = alloca { <2 x float>, float }, align 8
  %22 = alloca %struct.S3, align 2
  %23 = alloca %struct.S3, align 2
  %24 = alloca i48, align 8
  %25 = alloca %struct.C3, align 1
  %26 = alloca %struct.C3, align 1
  %27 = alloca i24, align 4
  %28 = alloca %struct.Q1, align 8
  %29 = alloca %struct.Q1, align 8
  %30 = alloca %struct.IF, align 4
  %31 = alloca %struct.IF, align 4
  %32 = alloca %struct.DD, align 8
  %33 = alloca i32, align 4
  %34 = alloca %struct.DD, align 8
  %35 = alloca double, align 8
  %36 = alloca { <2 x float>, float }, align 4
  %37 = alloca [8 x %struct.II], align 16
  %38 = alloca i32, align 4
  %39 = alloca %struct.II, align 4
  %40 = alloca i32, align 4
  %41 = alloca %struct.II, align 4
  %42 = alloca %struct.II, align 4
  %43 = alloca [4 x %struct.CD], align 16
  %44 = alloca double, align 8
  %45 = alloca i32, align 4
  %46 = alloca %struct.CD, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.q, i64 8, i1 false)
  %47 = load i64, ptr %2, align 4
  %48 = load i64, ptr %3, align 4
  %49 = call i64 @ii_add(i64 %47, i64 %48)
  store i64 %49, ptr %4, align 4
  %50 = getelementptr inbounds %struct.II, ptr %4, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = getelementptr inbounds %struct.II, ptr %4, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, i32 noundef %53)
  %55 = getelementptr inbounds %struct.FF, ptr %6, i32 0, i32 0
  store float 1.500000e+00, ptr %55, align 4
  %56 = getelementptr inbounds %struct.FF, ptr %6, i32 0, i32 1
  store float -2.250000e+00, ptr %56, align 4
  %57 = load <2 x float>, ptr %6, align 4
  %58 = call <2 x float> @ff_scale(<2 x float> %57, float noundef 3.000000e+00)
  store <2 x float> %58, ptr %5, align 4
  %59 = getelementptr inbounds %struct.FF, ptr %5, i32 0, i32 0
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = getelementptr inbounds %struct.FF, ptr %5, i32 0, i32 1
  %63 = load float, ptr %62, align 4
  %64 = fpext float %63 to double
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %61, double noundef %64)
  %66 = call { double, i32 } @di_make(double noundef 1.250000e+00, i32 noundef 100)
  %67 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 0
  %68 = extractvalue { double, i32 } %66, 0
  store double %68, ptr %67, align 8
  %69 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 1
  %70 = extractvalue { double, i32 } %66, 1
  store i32 %70, ptr %69, align 8
  %71 = getelementptr inbounds %struct.DI, ptr %7, i32 0, i32 0
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds %struct.DI, ptr %7, i32 0, i32 1
  %74 = load i32, ptr %73, align 8
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %72, i32 noundef %74)
  %76 = getelementptr inbounds %struct.CD, ptr %9, i32 0, i32 0
  store i8 120, ptr %76, align 8
  %77 = getelementptr inbounds %struct.CD, ptr %9, i32 0, i32 1
  store double 6.500000e+00, ptr %77, align 8
  %78 = getelementptr inbounds { i8, double }, ptr %9, i32 0, i32 0
  %79 = load i8, ptr %78, align 8
  %80 = getelementptr inbounds { i8, double }, ptr %9, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = call { i8, double } @cd_swap(i8 %79, double %81)
  %83 = getelementptr inbounds { i8, double }, ptr %8, i32 0, i32 0
  %84 = extractvalue { i8, double } %82, 0
  store i8 %84, ptr %83, align 8
  %85 = getelementptr inbounds { i8, double }, ptr %8, i32 0, i32 1
  %86 = extractvalue { i8, double } %82, 1
  store double %86, ptr %85, align 8
  %87 = getelementptr inbounds %struct.CD, ptr %8, i32 0, i32 0
  %88 = load i8, ptr %87, align 8
  %89 = sext i8 %88 to i32
  %90 = getelementptr inbounds %struct.CD, ptr %8, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %89, double noundef %91)
  %93 = getelementptr inbounds %struct.F3, ptr %11, i32 0, i32 0
  store float 1.000000e+00, ptr %93, align 4
  %94 = getelementptr inbounds %struct.F3, ptr %11, i32 0, i32 1
  store float 0.000000e+00, ptr %94, align 4
  %95 = getelementptr inbounds %struct.F3, ptr %11, i32 0, i32 2
  store float 0.000000e+00, ptr %95, align 4
  %96 = getelementptr inbounds %struct.F3, ptr %12, i32 0, i32 0
  store float 0.000000e+00, ptr %96, align 4
  %97 = getelementptr inbounds %struct.F3, ptr %12, i32 0, i32 1
  store float 1.000000e+00, ptr %97, align 4
  %98 = getelementptr inbounds %struct.F3, ptr %12, i32 0, i32 2
  store float 0.000000e+00, ptr %98, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %11, i64 12, i1 false)
  %99 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 0
  %100 = load <2 x float>, ptr %99, align 4
  %101 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 1
  %102 = load float, ptr %101, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %12, i64 12, i1 false)
  %103 = getelementptr inbounds { <2 x float>, float }, ptr %14, i32 0, i32 0
  %104 = load <2 x float>, ptr %103, align 4
  %105 = getelementptr inbounds { <2 x float>, float }, ptr %14, i32 0, i32 1
  %106 = load float, ptr %105, align 4
  %107 = call { <2 x float>, float } @f3_cross(<2 x float> %100, float %102, <2 x float> %104, float %106)
  store { <2 x float>, float } %107, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %15, i64 12, i1 false)
  %108 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 0
  store float 1.500000e+00, ptr %108, align 4
  %109 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 1
  store float -2.000000e+00, ptr %109, align 4
  %110 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 2
  store float 3.000000e+00, ptr %110, align 4
  %111 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 0
  store float 4.000000e+00, ptr %111, align 4
  %112 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 1
  store float 5.000000e+00, ptr %112, align 4
  %113 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 2
  store float -6.500000e+00, ptr %113, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %17, i64 12, i1 false)
  %114 = getelementptr inbounds { <2 x float>, float }, ptr %19, i32 0, i32 0
  %115 = load <2 x float>, ptr %114, align 4
  %116 = getelementptr inbounds { <2 x float>, float }, ptr %19, i32 0, i32 1
  %117 = load float, ptr %116, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %18, i64 12, i1 false)
  %118 = getelementptr inbounds { <2 x float>, float }, ptr %20, i32 0, i32 0
  %119 = load <2 x float>, ptr %118, align 4
  %120 = getelementptr inbounds { <2 x float>, float }, ptr %20, i32 0, i32 1
  %121 = load float, ptr %120, align 4
  %122 = call { <2 x float>, float } @f3_cross(<2 x float> %115, float %117, <2 x float> %119, float %121)
  store { <2 x float>, float } %122, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 8 %21, i64 12, i1 false)
  %123 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 0
  %124 = load float, ptr %123, align 4
  %125 = fpext float %124 to double
  %126 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 1
  %127 = load float, ptr %126, align 4
  %128 = fpext float %127 to double
  %129 = getelementptr inbounds %struct.F3, ptr %10, i32 0, i32 2
  %130 = load float, ptr %129, align 4
  %131 = fpext float %130 to double
  %132 = getelementptr inbounds %struct.F3, ptr %16, i32 0, i32 0
  %133 = load float, ptr %132, align 4
  %134 = fpext float %133 to double
  %135 = getelementptr inbounds %struct.F3, ptr %16, i32 0, i32 1
  %136 = load float, ptr %135, align 4
  %137 = fpext float %136 to double
  %138 = getelementptr inbounds %struct.F3, ptr %16, i32 0, i32 2
  %139 = load float, ptr %138, align 4
  %140 = fpext float %139 to double
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %125, double noundef %128, double noundef %131, double noundef %134, double noundef %137, double noundef %140)
  %142 = getelementptr inbounds %struct.S3, ptr %23, i32 0, i32 0
  store i16 1, ptr %142, align 2
  %143 = getelementptr inbounds %struct.S3, ptr %23, i32 0, i32 1
  store i16 -2, ptr %143, align 2
  %144 = getelementptr inbounds %struct.S3, ptr %23, i32 0, i32 2
  store i16 300, ptr %144, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 2 %23, i64 6, i1 false)
  %145 = load i48, ptr %24, align 8
  %146 = call i48 @s3_rot(i48 %145)
  store i48 %146, ptr %22, align 2
  %147 = getelementptr inbounds %struct.S3, ptr %22, i32 0, i32 0
  %148 = load i16, ptr %147, align 2
  %149 = sext i16 %148 to i32
  %150 = getelementptr inbounds %struct.S3, ptr %22, i32 0, i32 1
  %151 = load i16, ptr %150, align 2
  %152 = sext i16 %151 to i32
  %153 = getelementptr inbounds %struct.S3, ptr %22, i32 0, i32 2
  %154 = load i16, ptr %153, align 2
  %155 = sext i16 %154 to i32
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %149, i32 noundef %152, i32 noundef %155)
  %157 = getelementptr inbounds %struct.C3, ptr %26, i32 0, i32 0
  store i8 97, ptr %157, align 1
  %158 = getelementptr inbounds %struct.C3, ptr %26, i32 0, i32 1
  store i8 98, ptr %158, align 1
  %159 = getelementptr inbounds %struct.C3, ptr %26, i32 0, i32 2
  store i8 122, ptr %159, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 1 %26, i64 3, i1 false)
  %160 = load i24, ptr %27, align 4
  %161 = call i24 @c3_up(i24 %160)
  store i24 %161, ptr %25, align 1
  %162 = getelementptr inbounds %struct.C3, ptr %25, i32 0, i32 0
  %163 = load i8, ptr %162, align 1
  %164 = sext i8 %163 to i32
  %165 = getelementptr inbounds %struct.C3, ptr %25, i32 0, i32 1
  %166 = load i8, ptr %165, align 1
  %167 = sext i8 %166 to i32
  %168 = getelementptr inbounds %struct.C3, ptr %25, i32 0, i32 2
  %169 = load i8, ptr %168, align 1
  %170 = sext i8 %169 to i32
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %164, i32 noundef %167, i32 noundef %170)
  %172 = getelementptr inbounds %struct.Q1, ptr %29, i32 0, i32 0
  store i64 1234567890123, ptr %172, align 8
  %173 = getelementptr inbounds %struct.Q1, ptr %29, i32 0, i32 0
  %174 = load i64, ptr %173, align 8
  %175 = call i64 @q1_neg(i64 %174)
  %176 = getelementptr inbounds %struct.Q1, ptr %28, i32 0, i32 0
  store i64 %175, ptr %176, align 8
  %177 = getelementptr inbounds %struct.Q1, ptr %28, i32 0, i32 0
  %178 = load i64, ptr %177, align 8
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %178)
  %180 = getelementptr inbounds %struct.IF, ptr %31, i32 0, i32 0
  store i32 7, ptr %180, align 4
  %181 = getelementptr inbounds %struct.IF, ptr %31, i32 0, i32 1
  store float 1.000000e+01, ptr %181, align 4
  %182 = load i64, ptr %31, align 4
  %183 = call i64 @if_mix(i64 %182, i32 noundef 4)
  store i64 %183, ptr %30, align 4
  %184 = getelementptr inbounds %struct.IF, ptr %30, i32 0, i32 0
  %185 = load i32, ptr %184, align 4
  %186 = getelementptr inbounds %struct.IF, ptr %30, i32 0, i32 1
  %187 = load float, ptr %186, align 4
  %188 = fpext float %187 to double
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %185, double noundef %188)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 @__const.main.v, i64 16, i1 false)
  store i32 0, ptr %33, align 4
  br label %190

190:                                              ; preds = %203, %0
  %191 = load i32, ptr %33, align 4
  %192 = icmp slt i32 %191, 3
  br i1 %192, label %193, label %206

193:                                              ; preds = %190
  %194 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %195 = load double, ptr %194, align 8
  %196 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %197 = load double, ptr %196, align 8
  %198 = call { double, double } @dd_rot90(double %195, double %197)
  %199 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %200 = extractvalue { double, double } %198, 0
  store double %200, ptr %199, align 8
  %201 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %202 = extractvalue { double, double } %198, 1
  store double %202, ptr %201, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %34, i64 16, i1 false)
  br label %203

203:                                              ; preds = %193
  %204 = load i32, ptr %33, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %33, align 4
  br label %190, !llvm.loop !6

206:                                              ; preds = %190
  %207 = getelementptr inbounds %struct.DD, ptr %32, i32 0, i32 0
  %208 = load double, ptr %207, align 8
  %209 = getelementptr inbounds %struct.DD, ptr %32, i32 0, i32 1
  %210 = load double, ptr %209, align 8
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %208, double noundef %210)
  %212 = load i64, ptr %2, align 4
  %213 = load <2 x float>, ptr %5, align 4
  %214 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 0
  %215 = load double, ptr %214, align 8
  %216 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 1
  %217 = load i32, ptr %216, align 8
  %218 = getelementptr inbounds { i8, double }, ptr %8, i32 0, i32 0
  %219 = load i8, ptr %218, align 8
  %220 = getelementptr inbounds { i8, double }, ptr %8, i32 0, i32 1
  %221 = load double, ptr %220, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 4 %16, i64 12, i1 false)
  %222 = getelementptr inbounds { <2 x float>, float }, ptr %36, i32 0, i32 0
  %223 = load <2 x float>, ptr %222, align 4
  %224 = getelementptr inbounds { <2 x float>, float }, ptr %36, i32 0, i32 1
  %225 = load float, ptr %224, align 4
  %226 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %227 = load double, ptr %226, align 8
  %228 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %229 = load double, ptr %228, align 8
  %230 = call double @combine(i64 %212, <2 x float> %213, double %215, i32 %217, i8 %219, double %221, double noundef 1.250000e-01, <2 x float> %223, float %225, i32 noundef 9, double %227, double %229)
  store double %230, ptr %35, align 8
  %231 = load double, ptr %35, align 8
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %231)
  store i32 0, ptr %38, align 4
  br label %233

233:                                              ; preds = %249, %206
  %234 = load i32, ptr %38, align 4
  %235 = icmp slt i32 %234, 8
  br i1 %235, label %236, label %252

236:                                              ; preds = %233
  %237 = load i32, ptr %38, align 4
  %238 = load i32, ptr %38, align 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [8 x %struct.II], ptr %37, i64 0, i64 %239
  %241 = getelementptr inbounds %struct.II, ptr %240, i32 0, i32 0
  store i32 %237, ptr %241, align 8
  %242 = load i32, ptr %38, align 4
  %243 = load i32, ptr %38, align 4
  %244 = mul nsw i32 %242, %243
  %245 = load i32, ptr %38, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [8 x %struct.II], ptr %37, i64 0, i64 %246
  %248 = getelementptr inbounds %struct.II, ptr %247, i32 0, i32 1
  store i32 %244, ptr %248, align 4
  br label %249

249:                                              ; preds = %236
  %250 = load i32, ptr %38, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %38, align 4
  br label %233, !llvm.loop !8

252:                                              ; preds = %233
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 4 @__const.main.acc, i64 8, i1 false)
  store i32 0, ptr %40, align 4
  br label %253

253:                                              ; preds = %270, %252
  %254 = load i32, ptr %40, align 4
  %255 = icmp slt i32 %254, 8
  br i1 %255, label %256, label %273

256:                                              ; preds = %253
  %257 = load i32, ptr %40, align 4
  %258 = sub nsw i32 7, %257
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [8 x %struct.II], ptr %37, i64 0, i64 %259
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 8 %260, i64 8, i1 false)
  %261 = getelementptr inbounds %struct.II, ptr %41, i32 0, i32 1
  %262 = load i32, ptr %261, align 4
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %261, align 4
  %264 = load i64, ptr %39, align 4
  %265 = load i64, ptr %41, align 4
  %266 = call i64 @ii_add(i64 %264, i64 %265)
  store i64 %266, ptr %42, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 4 %42, i64 8, i1 false)
  %267 = getelementptr inbounds %struct.II, ptr %39, i32 0, i32 1
  %268 = load i32, ptr %267, align 4
  %269 = srem i32 %268, 1000003
  store i32 %269, ptr %267, align 4
  br label %270

270:                                              ; preds = %256
  %271 = load i32, ptr %40, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %40, align 4
  br label %253, !llvm.loop !9

273:                                              ; preds = %253
  %274 = getelementptr inbounds %struct.II, ptr %39, i32 0, i32 0
  %275 = load i32, ptr %274, align 4
  %276 = getelementptr inbounds %struct.II, ptr %39, i32 0, i32 1
  %277 = load i32, ptr %276, align 4
  %278 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %275, i32 noundef %277)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 16 @__const.main.cds, i64 64, i1 false)
  store double 0.000000e+00, ptr %44, align 8
  store i32 0, ptr %45, align 4
  br label %279

279:                                              ; preds = %303, %273
  %280 = load i32, ptr %45, align 4
  %281 = icmp slt i32 %280, 4
  br i1 %281, label %282, label %306

282:                                              ; preds = %279
  %283 = load i32, ptr %45, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [4 x %struct.CD], ptr %43, i64 0, i64 %284
  %286 = getelementptr inbounds { i8, double }, ptr %285, i32 0, i32 0
  %287 = load i8, ptr %286, align 16
  %288 = getelementptr inbounds { i8, double }, ptr %285, i32 0, i32 1
  %289 = load double, ptr %288, align 8
  %290 = call { i8, double } @cd_swap(i8 %287, double %289)
  %291 = getelementptr inbounds { i8, double }, ptr %46, i32 0, i32 0
  %292 = extractvalue { i8, double } %290, 0
  store i8 %292, ptr %291, align 8
  %293 = getelementptr inbounds { i8, double }, ptr %46, i32 0, i32 1
  %294 = extractvalue { i8, double } %290, 1
  store double %294, ptr %293, align 8
  %295 = getelementptr inbounds %struct.CD, ptr %46, i32 0, i32 1
  %296 = load double, ptr %295, align 8
  %297 = getelementptr inbounds %struct.CD, ptr %46, i32 0, i32 0
  %298 = load i8, ptr %297, align 8
  %299 = sext i8 %298 to i32
  %300 = sitofp i32 %299 to double
  %301 = load double, ptr %44, align 8
  %302 = call double @llvm.fmuladd.f64(double %296, double %300, double %301)
  store double %302, ptr %44, align 8
  br label %303

303:                                              ; preds = %282
  %304 = load i32, ptr %45, align 4
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr %45, align 4
  br label %279, !llvm.loop !10

306:                                              ; preds = %279
  %307 = load double, ptr %44, align 8
  %308 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %307, i64 noundef 16, i64 noundef 12, i64 noundef 6, i64 noundef 3, i64 noundef 16)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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

; ModuleID = 'struct_small.c'
source_filename = "struct_small.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local i64 @ff_scale(i64 %0, float noundef %1) #0 {
  %3 = alloca %struct.FF, align 4
  %4 = alloca %struct.FF, align 4
  %5 = alloca float, align 4
  store i64 %0, ptr %4, align 4
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
  %16 = load i64, ptr %3, align 4
  ret i64 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @di_make(ptr dead_on_unwind noalias writable sret(%struct.DI) align 8 %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load double, ptr %5, align 8
  %8 = fmul double %7, 2.000000e+00
  %9 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 0
  store double %8, ptr %9, align 8
  %10 = load i32, ptr %6, align 4
  %11 = sub nsw i32 %10, 1
  %12 = getelementptr inbounds %struct.DI, ptr %0, i32 0, i32 1
  store i32 %11, ptr %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cd_swap(ptr dead_on_unwind noalias writable sret(%struct.CD) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.CD, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.CD, ptr %1, i32 0, i32 0
  %7 = load i8, ptr %6, align 8
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %8, 1
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %5, align 8
  %11 = getelementptr inbounds %struct.CD, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.CD, ptr %1, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = fneg double %13
  store double %14, ptr %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f3_cross(ptr dead_on_unwind noalias writable sret(%struct.F3) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 2
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fmul float %13, %15
  %17 = fneg float %16
  %18 = call float @llvm.fmuladd.f32(float %9, float %11, float %17)
  store float %18, ptr %7, align 4
  %19 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 0
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 2
  %27 = load float, ptr %26, align 4
  %28 = fmul float %25, %27
  %29 = fneg float %28
  %30 = call float @llvm.fmuladd.f32(float %21, float %23, float %29)
  store float %30, ptr %19, align 4
  %31 = getelementptr inbounds %struct.F3, ptr %0, i32 0, i32 2
  %32 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 0
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 1
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds %struct.F3, ptr %1, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  %39 = load float, ptr %38, align 4
  %40 = fmul float %37, %39
  %41 = fneg float %40
  %42 = call float @llvm.fmuladd.f32(float %33, float %35, float %41)
  store float %42, ptr %31, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @s3_rot(ptr dead_on_unwind noalias writable sret(%struct.S3) align 2 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.S3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 1
  %7 = load i16, ptr %6, align 2
  store i16 %7, ptr %5, align 2
  %8 = getelementptr inbounds %struct.S3, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 2
  %10 = load i16, ptr %9, align 2
  store i16 %10, ptr %8, align 2
  %11 = getelementptr inbounds %struct.S3, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 0
  %13 = load i16, ptr %12, align 2
  store i16 %13, ptr %11, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @c3_up(ptr dead_on_unwind noalias writable sret(%struct.C3) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.C3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.C3, ptr %1, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = sub nsw i32 %8, 32
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %5, align 1
  %11 = getelementptr inbounds %struct.C3, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.C3, ptr %1, i32 0, i32 1
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = sub nsw i32 %14, 32
  %16 = trunc i32 %15 to i8
  store i8 %16, ptr %11, align 1
  %17 = getelementptr inbounds %struct.C3, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.C3, ptr %1, i32 0, i32 2
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = sub nsw i32 %20, 32
  %22 = trunc i32 %21 to i8
  store i8 %22, ptr %17, align 1
  ret void
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
define dso_local void @dd_rot90(ptr dead_on_unwind noalias writable sret(%struct.DD) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.DD, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.DD, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fneg double %7
  store double %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.DD, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.DD, ptr %1, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  store double %11, ptr %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @combine(i64 %0, i64 %1, ptr noundef %2, ptr noundef %3, double noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) #0 {
  %9 = alloca %struct.II, align 4
  %10 = alloca %struct.FF, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  store i64 %0, ptr %9, align 4
  store i64 %1, ptr %10, align 4
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store double %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  store ptr %7, ptr %16, align 8
  %17 = getelementptr inbounds %struct.II, ptr %9, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds %struct.II, ptr %9, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %18, %20
  %22 = sitofp i32 %21 to float
  %23 = getelementptr inbounds %struct.FF, ptr %10, i32 0, i32 0
  %24 = load float, ptr %23, align 4
  %25 = fadd float %22, %24
  %26 = getelementptr inbounds %struct.FF, ptr %10, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = fadd float %25, %27
  %29 = fpext float %28 to double
  %30 = getelementptr inbounds %struct.DI, ptr %2, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = fadd double %29, %31
  %33 = getelementptr inbounds %struct.DI, ptr %2, i32 0, i32 1
  %34 = load i32, ptr %33, align 8
  %35 = sitofp i32 %34 to double
  %36 = fadd double %32, %35
  %37 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 0
  %38 = load i8, ptr %37, align 8
  %39 = sext i8 %38 to i32
  %40 = sitofp i32 %39 to double
  %41 = fadd double %36, %40
  %42 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = fadd double %41, %43
  %45 = load double, ptr %13, align 8
  %46 = fadd double %44, %45
  %47 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 0
  %48 = load float, ptr %47, align 4
  %49 = fpext float %48 to double
  %50 = fadd double %46, %49
  %51 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 1
  %52 = load float, ptr %51, align 4
  %53 = fpext float %52 to double
  %54 = fadd double %50, %53
  %55 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 2
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = fadd double %54, %57
  %59 = load i32, ptr %15, align 4
  %60 = sitofp i32 %59 to double
  %61 = fadd double %58, %60
  %62 = getelementptr inbounds %struct.DD, ptr %7, i32 0, i32 0
  %63 = load double, ptr %62, align 8
  %64 = fadd double %61, %63
  %65 = getelementptr inbounds %struct.DD, ptr %7, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = fadd double %64, %66
  ret double %67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.II, align 4
  %3 = alloca %struct.II, align 4
  %4 = alloca %struct.II, align 4
  %5 = alloca %struct.FF, align 4
  %6 = alloca %struct.FF, align 4
  %7 = alloca %struct.DI, align 8
  %8 = alloca %struct.CD, align 8
  %9 = alloca %struct.CD, align 8
  %10 = alloca %struct.CD, align 8
  %11 = alloca %struct.F3, align 4
  %12 = alloca %struct.F3, align 4
  %13 = alloca %struct.F3, align 4
  %14 = alloca %struct.F3, align 4
  %15 = alloca %struct.F3, align 4
  %16 = alloca %struct.F3, align 4
  %17 = alloca %struct.F3, align 4
  %18 = alloca %struct.F3, align 4
  %19 = alloca %struct.F3, align 4
  %20 = alloca %struct.F3, align 4
  %21 = alloca %struct.S3, align 2
  %22 = alloca %struct.S3, align 2
  %23 = alloca %struct.S3, align 2
  %24 = alloca %struct.C3, align 1
  %25 = alloca %struct.C3, align 1
  %26 = alloca %struct.C3, align 1
  %27 = alloca %struct.Q1, align 8
  %28 = alloca %struct.Q1, align 8
  %29 = alloca %struct.IF, align 4
  %30 = alloca %struct.IF, align 4
  %31 = alloca %struct.DD, align 8
  %32 = alloca i32, align 4
  %33 = alloca %struct.DD, align 8
  %34 = alloca %struct.DD, align 8
  %35 = alloca double, align 8
  %36 = alloca %struct.DI, align 8
  %37 = alloca %struct.CD, align 8
  %38 = alloca %struct.F3, align 4
  %39 = alloca %struct.DD, align 8
  %40 = alloca [8 x %struct.II], align 16
  %41 = alloca i32, align 4
  %42 = alloca %struct.II, align 4
  %43 = alloca i32, align 4
  %44 = alloca %struct.II, align 4
  %45 = alloca %struct.II, align 4
  %46 = alloca [4 x %struct.CD], align 16
  %47 = alloca double, align 8
  %48 = alloca i32, align 4
  %49 = alloca %struct.CD, align 8
  %50 = alloca %struct.CD, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.q, i64 8, i1 false)
  %51 = load i64, ptr %2, align 4
  %52 = load i64, ptr %3, align 4
  %53 = call i64 @ii_add(i64 %51, i64 %52)
  store i64 %53, ptr %4, align 4
  %54 = getelementptr inbounds %struct.II, ptr %4, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = getelementptr inbounds %struct.II, ptr %4, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i32 noundef %57)
  %59 = getelementptr inbounds %struct.FF, ptr %6, i32 0, i32 0
  store float 1.500000e+00, ptr %59, align 4
  %60 = getelementptr inbounds %struct.FF, ptr %6, i32 0, i32 1
  store float -2.250000e+00, ptr %60, align 4
  %61 = load i64, ptr %6, align 4
  %62 = call i64 @ff_scale(i64 %61, float noundef 3.000000e+00)
  store i64 %62, ptr %5, align 4
  %63 = getelementptr inbounds %struct.FF, ptr %5, i32 0, i32 0
  %64 = load float, ptr %63, align 4
  %65 = fpext float %64 to double
  %66 = getelementptr inbounds %struct.FF, ptr %5, i32 0, i32 1
  %67 = load float, ptr %66, align 4
  %68 = fpext float %67 to double
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %65, double noundef %68)
  call void @di_make(ptr dead_on_unwind writable sret(%struct.DI) align 8 %7, double noundef 1.250000e+00, i32 noundef 100)
  %70 = getelementptr inbounds %struct.DI, ptr %7, i32 0, i32 0
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds %struct.DI, ptr %7, i32 0, i32 1
  %73 = load i32, ptr %72, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %71, i32 noundef %73)
  %75 = getelementptr inbounds %struct.CD, ptr %9, i32 0, i32 0
  store i8 120, ptr %75, align 8
  %76 = getelementptr inbounds %struct.CD, ptr %9, i32 0, i32 1
  store double 6.500000e+00, ptr %76, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %9, i64 16, i1 false)
  call void @cd_swap(ptr dead_on_unwind writable sret(%struct.CD) align 8 %8, ptr noundef %10)
  %77 = getelementptr inbounds %struct.CD, ptr %8, i32 0, i32 0
  %78 = load i8, ptr %77, align 8
  %79 = sext i8 %78 to i32
  %80 = getelementptr inbounds %struct.CD, ptr %8, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %79, double noundef %81)
  %83 = getelementptr inbounds %struct.F3, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %83, align 4
  %84 = getelementptr inbounds %struct.F3, ptr %12, i32 0, i32 1
  store float 0.000000e+00, ptr %84, align 4
  %85 = getelementptr inbounds %struct.F3, ptr %12, i32 0, i32 2
  store float 0.000000e+00, ptr %85, align 4
  %86 = getelementptr inbounds %struct.F3, ptr %13, i32 0, i32 0
  store float 0.000000e+00, ptr %86, align 4
  %87 = getelementptr inbounds %struct.F3, ptr %13, i32 0, i32 1
  store float 1.000000e+00, ptr %87, align 4
  %88 = getelementptr inbounds %struct.F3, ptr %13, i32 0, i32 2
  store float 0.000000e+00, ptr %88, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %13, i64 12, i1 false)
  call void @f3_cross(ptr dead_on_unwind writable sret(%struct.F3) align 4 %11, ptr noundef %14, ptr noundef %15)
  %89 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 0
  store float 1.500000e+00, ptr %89, align 4
  %90 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 1
  store float -2.000000e+00, ptr %90, align 4
  %91 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 2
  store float 3.000000e+00, ptr %91, align 4
  %92 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 0
  store float 4.000000e+00, ptr %92, align 4
  %93 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 1
  store float 5.000000e+00, ptr %93, align 4
  %94 = getelementptr inbounds %struct.F3, ptr %18, i32 0, i32 2
  store float -6.500000e+00, ptr %94, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %17, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %18, i64 12, i1 false)
  call void @f3_cross(ptr dead_on_unwind writable sret(%struct.F3) align 4 %16, ptr noundef %19, ptr noundef %20)
  %95 = getelementptr inbounds %struct.F3, ptr %11, i32 0, i32 0
  %96 = load float, ptr %95, align 4
  %97 = fpext float %96 to double
  %98 = getelementptr inbounds %struct.F3, ptr %11, i32 0, i32 1
  %99 = load float, ptr %98, align 4
  %100 = fpext float %99 to double
  %101 = getelementptr inbounds %struct.F3, ptr %11, i32 0, i32 2
  %102 = load float, ptr %101, align 4
  %103 = fpext float %102 to double
  %104 = getelementptr inbounds %struct.F3, ptr %16, i32 0, i32 0
  %105 = load float, ptr %104, align 4
  %106 = fpext float %105 to double
  %107 = getelementptr inbounds %struct.F3, ptr %16, i32 0, i32 1
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = getelementptr inbounds %struct.F3, ptr %16, i32 0, i32 2
  %111 = load float, ptr %110, align 4
  %112 = fpext float %111 to double
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %97, double noundef %100, double noundef %103, double noundef %106, double noundef %109, double noundef %112)
  %114 = getelementptr inbounds %struct.S3, ptr %22, i32 0, i32 0
  store i16 1, ptr %114, align 2
  %115 = getelementptr inbounds %struct.S3, ptr %22, i32 0, i32 1
  store i16 -2, ptr %115, align 2
  %116 = getelementptr inbounds %struct.S3, ptr %22, i32 0, i32 2
  store i16 300, ptr %116, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %23, ptr align 2 %22, i64 6, i1 false)
  call void @s3_rot(ptr dead_on_unwind writable sret(%struct.S3) align 2 %21, ptr noundef %23)
  %117 = getelementptr inbounds %struct.S3, ptr %21, i32 0, i32 0
  %118 = load i16, ptr %117, align 2
  %119 = sext i16 %118 to i32
  %120 = getelementptr inbounds %struct.S3, ptr %21, i32 0, i32 1
  %121 = load i16, ptr %120, align 2
  %122 = sext i16 %121 to i32
  %123 = getelementptr inbounds %struct.S3, ptr %21, i32 0, i32 2
  %124 = load i16, ptr %123, align 2
  %125 = sext i16 %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %119, i32 noundef %122, i32 noundef %125)
  %127 = getelementptr inbounds %struct.C3, ptr %25, i32 0, i32 0
  store i8 97, ptr %127, align 1
  %128 = getelementptr inbounds %struct.C3, ptr %25, i32 0, i32 1
  store i8 98, ptr %128, align 1
  %129 = getelementptr inbounds %struct.C3, ptr %25, i32 0, i32 2
  store i8 122, ptr %129, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %26, ptr align 1 %25, i64 3, i1 false)
  call void @c3_up(ptr dead_on_unwind writable sret(%struct.C3) align 1 %24, ptr noundef %26)
  %130 = getelementptr inbounds %struct.C3, ptr %24, i32 0, i32 0
  %131 = load i8, ptr %130, align 1
  %132 = sext i8 %131 to i32
  %133 = getelementptr inbounds %struct.C3, ptr %24, i32 0, i32 1
  %134 = load i8, ptr %133, align 1
  %135 = sext i8 %134 to i32
  %136 = getelementptr inbounds %struct.C3, ptr %24, i32 0, i32 2
  %137 = load i8, ptr %136, align 1
  %138 = sext i8 %137 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %132, i32 noundef %135, i32 noundef %138)
  %140 = getelementptr inbounds %struct.Q1, ptr %28, i32 0, i32 0
  store i64 1234567890123, ptr %140, align 8
  %141 = getelementptr inbounds %struct.Q1, ptr %28, i32 0, i32 0
  %142 = load i64, ptr %141, align 8
  %143 = call i64 @q1_neg(i64 %142)
  %144 = getelementptr inbounds %struct.Q1, ptr %27, i32 0, i32 0
  store i64 %143, ptr %144, align 8
  %145 = getelementptr inbounds %struct.Q1, ptr %27, i32 0, i32 0
  %146 = load i64, ptr %145, align 8
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %146)
  %148 = getelementptr inbounds %struct.IF, ptr %30, i32 0, i32 0
  store i32 7, ptr %148, align 4
  %149 = getelementptr inbounds %struct.IF, ptr %30, i32 0, i32 1
  store float 1.000000e+01, ptr %149, align 4
  %150 = load i64, ptr %30, align 4
  %151 = call i64 @if_mix(i64 %150, i32 noundef 4)
  store i64 %151, ptr %29, align 4
  %152 = getelementptr inbounds %struct.IF, ptr %29, i32 0, i32 0
  %153 = load i32, ptr %152, align 4
  %154 = getelementptr inbounds %struct.IF, ptr %29, i32 0, i32 1
  %155 = load float, ptr %154, align 4
  %156 = fpext float %155 to double
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %153, double noundef %156)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 @__const.main.v, i64 16, i1 false)
  store i32 0, ptr %32, align 4
  br label %158

158:                                              ; preds = %162, %0
  %159 = load i32, ptr %32, align 4
  %160 = icmp slt i32 %159, 3
  br i1 %160, label %161, label %165

161:                                              ; preds = %158
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %31, i64 16, i1 false)
  call void @dd_rot90(ptr dead_on_unwind writable sret(%struct.DD) align 8 %33, ptr noundef %34)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %33, i64 16, i1 false)
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %32, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %32, align 4
  br label %158, !llvm.loop !5

165:                                              ; preds = %158
  %166 = getelementptr inbounds %struct.DD, ptr %31, i32 0, i32 0
  %167 = load double, ptr %166, align 8
  %168 = getelementptr inbounds %struct.DD, ptr %31, i32 0, i32 1
  %169 = load double, ptr %168, align 8
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %167, double noundef %169)
  %171 = load i64, ptr %2, align 4
  %172 = load i64, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %7, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %8, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %16, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %31, i64 16, i1 false)
  %173 = call double @combine(i64 %171, i64 %172, ptr noundef %36, ptr noundef %37, double noundef 1.250000e-01, ptr noundef %38, i32 noundef 9, ptr noundef %39)
  store double %173, ptr %35, align 8
  %174 = load double, ptr %35, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %174)
  store i32 0, ptr %41, align 4
  br label %176

176:                                              ; preds = %192, %165
  %177 = load i32, ptr %41, align 4
  %178 = icmp slt i32 %177, 8
  br i1 %178, label %179, label %195

179:                                              ; preds = %176
  %180 = load i32, ptr %41, align 4
  %181 = load i32, ptr %41, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [8 x %struct.II], ptr %40, i64 0, i64 %182
  %184 = getelementptr inbounds %struct.II, ptr %183, i32 0, i32 0
  store i32 %180, ptr %184, align 8
  %185 = load i32, ptr %41, align 4
  %186 = load i32, ptr %41, align 4
  %187 = mul nsw i32 %185, %186
  %188 = load i32, ptr %41, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [8 x %struct.II], ptr %40, i64 0, i64 %189
  %191 = getelementptr inbounds %struct.II, ptr %190, i32 0, i32 1
  store i32 %187, ptr %191, align 4
  br label %192

192:                                              ; preds = %179
  %193 = load i32, ptr %41, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %41, align 4
  br label %176, !llvm.loop !7

195:                                              ; preds = %176
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 @__const.main.acc, i64 8, i1 false)
  store i32 0, ptr %43, align 4
  br label %196

196:                                              ; preds = %213, %195
  %197 = load i32, ptr %43, align 4
  %198 = icmp slt i32 %197, 8
  br i1 %198, label %199, label %216

199:                                              ; preds = %196
  %200 = load i32, ptr %43, align 4
  %201 = sub nsw i32 7, %200
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [8 x %struct.II], ptr %40, i64 0, i64 %202
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 8 %203, i64 8, i1 false)
  %204 = getelementptr inbounds %struct.II, ptr %44, i32 0, i32 1
  %205 = load i32, ptr %204, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %204, align 4
  %207 = load i64, ptr %42, align 4
  %208 = load i64, ptr %44, align 4
  %209 = call i64 @ii_add(i64 %207, i64 %208)
  store i64 %209, ptr %45, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %45, i64 8, i1 false)
  %210 = getelementptr inbounds %struct.II, ptr %42, i32 0, i32 1
  %211 = load i32, ptr %210, align 4
  %212 = srem i32 %211, 1000003
  store i32 %212, ptr %210, align 4
  br label %213

213:                                              ; preds = %199
  %214 = load i32, ptr %43, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %43, align 4
  br label %196, !llvm.loop !8

216:                                              ; preds = %196
  %217 = getelementptr inbounds %struct.II, ptr %42, i32 0, i32 0
  %218 = load i32, ptr %217, align 4
  %219 = getelementptr inbounds %struct.II, ptr %42, i32 0, i32 1
  %220 = load i32, ptr %219, align 4
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %218, i32 noundef %220)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 @__const.main.cds, i64 64, i1 false)
  store double 0.000000e+00, ptr %47, align 8
  store i32 0, ptr %48, align 4
  br label %222

222:                                              ; preds = %237, %216
  %223 = load i32, ptr %48, align 4
  %224 = icmp slt i32 %223, 4
  br i1 %224, label %225, label %240

225:                                              ; preds = %222
  %226 = load i32, ptr %48, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [4 x %struct.CD], ptr %46, i64 0, i64 %227
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 16 %228, i64 16, i1 false)
  call void @cd_swap(ptr dead_on_unwind writable sret(%struct.CD) align 8 %49, ptr noundef %50)
  %229 = getelementptr inbounds %struct.CD, ptr %49, i32 0, i32 1
  %230 = load double, ptr %229, align 8
  %231 = getelementptr inbounds %struct.CD, ptr %49, i32 0, i32 0
  %232 = load i8, ptr %231, align 8
  %233 = sext i8 %232 to i32
  %234 = sitofp i32 %233 to double
  %235 = load double, ptr %47, align 8
  %236 = call double @llvm.fmuladd.f64(double %230, double %234, double %235)
  store double %236, ptr %47, align 8
  br label %237

237:                                              ; preds = %225
  %238 = load i32, ptr %48, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %48, align 4
  br label %222, !llvm.loop !9

240:                                              ; preds = %222
  %241 = load double, ptr %47, align 8
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %241, i64 noundef 16, i64 noundef 12, i64 noundef 6, i64 noundef 3, i64 noundef 16)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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

; ModuleID = 'vector_abi.c'
source_filename = "vector_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Particle = type { <4 x float>, i32 }

@g_a = dso_local global <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, align 16
@g_b = dso_local global <4 x float> <float 5.000000e-01, float -1.000000e+00, float 2.000000e+00, float 2.500000e-01>, align 16
@.str = private unnamed_addr constant [5 x i8] c"madd\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"iter\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"hsum %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"d2 %.6f %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"i4mix\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"gt\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"cvt\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"s8\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"u16 %u %u %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"f2 %.2f %.2f\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"widen %.2f %.2f\0A\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"i2 %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"d4 %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.15 = private unnamed_addr constant [24 x i8] c"q4 %lld %lld %lld %lld\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"many %.4f\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Particle { <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, i32 7 }, align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"particle %d\00", align 1
@.str.18 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.19 = private unnamed_addr constant [24 x i8] c"%s %.4f %.4f %.4f %.4f\0A\00", align 1
@.str.20 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @f4_madd(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #0 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %4, align 16
  store <4 x float> %1, ptr %5, align 16
  store <4 x float> %2, ptr %6, align 16
  %7 = load <4 x float>, ptr %4, align 16
  %8 = load <4 x float>, ptr %5, align 16
  %9 = load <4 x float>, ptr %6, align 16
  %10 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> %8, <4 x float> %9)
  ret <4 x float> %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x double> @d2_div(<2 x double> noundef %0, <2 x double> noundef %1) #0 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %3, align 16
  store <2 x double> %1, ptr %4, align 16
  %5 = load <2 x double>, ptr %3, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = fdiv <2 x double> %5, %6
  ret <2 x double> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @i4_mix(<4 x i32> noundef %0, <4 x i32> noundef %1, i32 noundef %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca i32, align 4
  store <4 x i32> %0, ptr %4, align 16
  store <4 x i32> %1, ptr %5, align 16
  store i32 %2, ptr %6, align 4
  %7 = load <4 x i32>, ptr %4, align 16
  %8 = shl <4 x i32> %7, <i32 2, i32 2, i32 2, i32 2>
  %9 = load <4 x i32>, ptr %5, align 16
  %10 = ashr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = xor <4 x i32> %8, %10
  %12 = load i32, ptr %6, align 4
  %13 = insertelement <4 x i32> poison, i32 %12, i64 0
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> zeroinitializer
  %15 = xor <4 x i32> %11, %14
  ret <4 x i32> %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i16> @s8_sat(<8 x i16> noundef %0, <8 x i16> noundef %1) #0 {
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  %5 = alloca <8 x i16>, align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store <8 x i16> %0, ptr %3, align 16
  store <8 x i16> %1, ptr %4, align 16
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %38, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %41

11:                                               ; preds = %8
  %12 = load <8 x i16>, ptr %3, align 16
  %13 = load i32, ptr %6, align 4
  %14 = extractelement <8 x i16> %12, i32 %13
  %15 = sext i16 %14 to i32
  %16 = load <8 x i16>, ptr %4, align 16
  %17 = load i32, ptr %6, align 4
  %18 = extractelement <8 x i16> %16, i32 %17
  %19 = sext i16 %18 to i32
  %20 = add nsw i32 %15, %19
  store i32 %20, ptr %7, align 4
  %21 = load i32, ptr %7, align 4
  %22 = icmp sgt i32 %21, 32767
  br i1 %22, label %23, label %24

23:                                               ; preds = %11
  br label %32

24:                                               ; preds = %11
  %25 = load i32, ptr %7, align 4
  %26 = icmp slt i32 %25, -32768
  br i1 %26, label %27, label %28

27:                                               ; preds = %24
  br label %30

28:                                               ; preds = %24
  %29 = load i32, ptr %7, align 4
  br label %30

30:                                               ; preds = %28, %27
  %31 = phi i32 [ -32768, %27 ], [ %29, %28 ]
  br label %32

32:                                               ; preds = %30, %23
  %33 = phi i32 [ 32767, %23 ], [ %31, %30 ]
  %34 = trunc i32 %33 to i16
  %35 = load i32, ptr %6, align 4
  %36 = load <8 x i16>, ptr %5, align 16
  %37 = insertelement <8 x i16> %36, i16 %34, i32 %35
  store <8 x i16> %37, ptr %5, align 16
  br label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %8, !llvm.loop !6

41:                                               ; preds = %8
  %42 = load <8 x i16>, ptr %5, align 16
  ret <8 x i16> %42
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <16 x i8> @u16_avg(<16 x i8> noundef %0, <16 x i8> noundef %1) #0 {
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %3, align 16
  store <16 x i8> %1, ptr %4, align 16
  %5 = load <16 x i8>, ptr %3, align 16
  %6 = lshr <16 x i8> %5, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %7 = load <16 x i8>, ptr %4, align 16
  %8 = lshr <16 x i8> %7, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %9 = add <16 x i8> %6, %8
  %10 = load <16 x i8>, ptr %3, align 16
  %11 = load <16 x i8>, ptr %4, align 16
  %12 = and <16 x i8> %10, %11
  %13 = and <16 x i8> %12, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %14 = add <16 x i8> %9, %13
  ret <16 x i8> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f2_rot(double noundef %0) #2 {
  %2 = alloca <2 x float>, align 8
  %3 = alloca <2 x float>, align 8
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  store double %0, ptr %3, align 8
  %6 = load <2 x float>, ptr %3, align 8
  store <2 x float> %6, ptr %4, align 8
  %7 = load <2 x float>, ptr %4, align 8
  %8 = extractelement <2 x float> %7, i32 1
  %9 = fneg float %8
  %10 = insertelement <2 x float> poison, float %9, i32 0
  %11 = load <2 x float>, ptr %4, align 8
  %12 = extractelement <2 x float> %11, i32 0
  %13 = insertelement <2 x float> %10, float %12, i32 1
  store <2 x float> %13, ptr %5, align 8
  %14 = load <2 x float>, ptr %5, align 8
  store <2 x float> %14, ptr %2, align 8
  %15 = load double, ptr %2, align 8
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @i2_add(double noundef %0, double noundef %1) #2 {
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  store double %0, ptr %4, align 8
  %8 = load <2 x i32>, ptr %4, align 8
  store double %1, ptr %5, align 8
  %9 = load <2 x i32>, ptr %5, align 8
  store <2 x i32> %8, ptr %6, align 8
  store <2 x i32> %9, ptr %7, align 8
  %10 = load <2 x i32>, ptr %6, align 8
  %11 = load <2 x i32>, ptr %7, align 8
  %12 = add <2 x i32> %10, %11
  store <2 x i32> %12, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x double> @d4_lerp(ptr noundef byval(<4 x double>) align 32 %0, ptr noundef byval(<4 x double>) align 32 %1, double noundef %2) #3 {
  %4 = alloca <4 x double>, align 32
  %5 = alloca <4 x double>, align 32
  %6 = alloca double, align 8
  %7 = load <4 x double>, ptr %0, align 32
  %8 = load <4 x double>, ptr %1, align 32
  store <4 x double> %7, ptr %4, align 32
  store <4 x double> %8, ptr %5, align 32
  store double %2, ptr %6, align 8
  %9 = load <4 x double>, ptr %4, align 32
  %10 = load <4 x double>, ptr %5, align 32
  %11 = load <4 x double>, ptr %4, align 32
  %12 = fsub <4 x double> %10, %11
  %13 = load double, ptr %6, align 8
  %14 = insertelement <4 x double> poison, double %13, i64 0
  %15 = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  %16 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %12, <4 x double> %15, <4 x double> %9)
  ret <4 x double> %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i64> @q4_mul(ptr noundef byval(<4 x i64>) align 32 %0, ptr noundef byval(<4 x i64>) align 32 %1) #3 {
  %3 = alloca <4 x i64>, align 32
  %4 = alloca <4 x i64>, align 32
  %5 = load <4 x i64>, ptr %0, align 32
  %6 = load <4 x i64>, ptr %1, align 32
  store <4 x i64> %5, ptr %3, align 32
  store <4 x i64> %6, ptr %4, align 32
  %7 = load <4 x i64>, ptr %3, align 32
  %8 = load <4 x i64>, ptr %4, align 32
  %9 = mul <4 x i64> %7, %8
  %10 = load <4 x i64>, ptr %3, align 32
  %11 = ashr <4 x i64> %10, <i64 3, i64 3, i64 3, i64 3>
  %12 = sub <4 x i64> %9, %11
  ret <4 x i64> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @f4_gt(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = fcmp ogt <4 x float> %5, %6
  %8 = sext <4 x i1> %7 to <4 x i32>
  ret <4 x i32> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @i4_to_f4(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = sitofp <4 x i32> %3 to <4 x float>
  ret <4 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x double> @f2_widen(double noundef %0) #0 {
  %2 = alloca <2 x float>, align 8
  %3 = alloca <2 x float>, align 8
  store double %0, ptr %2, align 8
  %4 = load <2 x float>, ptr %2, align 8
  store <2 x float> %4, ptr %3, align 8
  %5 = load <2 x float>, ptr %3, align 8
  %6 = fpext <2 x float> %5 to <2 x double>
  ret <2 x double> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @f4_hsum(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = extractelement <4 x float> %3, i32 0
  %5 = load <4 x float>, ptr %2, align 16
  %6 = extractelement <4 x float> %5, i32 1
  %7 = fadd float %4, %6
  %8 = load <4 x float>, ptr %2, align 16
  %9 = extractelement <4 x float> %8, i32 2
  %10 = load <4 x float>, ptr %2, align 16
  %11 = extractelement <4 x float> %10, i32 3
  %12 = fadd float %9, %11
  %13 = fadd float %7, %12
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @many_vecs(<4 x float> noundef %0, double noundef %1, <2 x double> noundef %2, i32 noundef %3, <4 x float> noundef %4, <2 x double> noundef %5, double noundef %6, <4 x float> noundef %7, <2 x double> noundef %8, <4 x i32> noundef %9, <4 x float> noundef %10, <2 x double> noundef %11, float noundef %12) #0 {
  %14 = alloca <2 x float>, align 8
  %15 = alloca <4 x float>, align 16
  %16 = alloca double, align 8
  %17 = alloca <2 x double>, align 16
  %18 = alloca i32, align 4
  %19 = alloca <4 x float>, align 16
  %20 = alloca <2 x double>, align 16
  %21 = alloca <2 x float>, align 8
  %22 = alloca <4 x float>, align 16
  %23 = alloca <2 x double>, align 16
  %24 = alloca <4 x i32>, align 16
  %25 = alloca <4 x float>, align 16
  %26 = alloca <2 x double>, align 16
  %27 = alloca float, align 4
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store double %6, ptr %14, align 8
  %31 = load <2 x float>, ptr %14, align 8
  store <4 x float> %0, ptr %15, align 16
  store double %1, ptr %16, align 8
  store <2 x double> %2, ptr %17, align 16
  store i32 %3, ptr %18, align 4
  store <4 x float> %4, ptr %19, align 16
  store <2 x double> %5, ptr %20, align 16
  store <2 x float> %31, ptr %21, align 8
  store <4 x float> %7, ptr %22, align 16
  store <2 x double> %8, ptr %23, align 16
  store <4 x i32> %9, ptr %24, align 16
  store <4 x float> %10, ptr %25, align 16
  store <2 x double> %11, ptr %26, align 16
  store float %12, ptr %27, align 4
  %32 = load double, ptr %16, align 8
  %33 = load i32, ptr %18, align 4
  %34 = sitofp i32 %33 to double
  %35 = fadd double %32, %34
  %36 = load float, ptr %27, align 4
  %37 = fpext float %36 to double
  %38 = fadd double %35, %37
  store double %38, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %39

39:                                               ; preds = %67, %13
  %40 = load i32, ptr %29, align 4
  %41 = icmp slt i32 %40, 4
  br i1 %41, label %42, label %70

42:                                               ; preds = %39
  %43 = load <4 x float>, ptr %15, align 16
  %44 = load i32, ptr %29, align 4
  %45 = extractelement <4 x float> %43, i32 %44
  %46 = load <4 x float>, ptr %19, align 16
  %47 = load i32, ptr %29, align 4
  %48 = extractelement <4 x float> %46, i32 %47
  %49 = call float @llvm.fmuladd.f32(float %48, float 2.000000e+00, float %45)
  %50 = load <4 x float>, ptr %22, align 16
  %51 = load i32, ptr %29, align 4
  %52 = extractelement <4 x float> %50, i32 %51
  %53 = call float @llvm.fmuladd.f32(float %52, float 3.000000e+00, float %49)
  %54 = load <4 x i32>, ptr %24, align 16
  %55 = load i32, ptr %29, align 4
  %56 = extractelement <4 x i32> %54, i32 %55
  %57 = sitofp i32 %56 to float
  %58 = fadd float %53, %57
  %59 = fpext float %58 to double
  %60 = load <4 x float>, ptr %25, align 16
  %61 = load i32, ptr %29, align 4
  %62 = extractelement <4 x float> %60, i32 %61
  %63 = fpext float %62 to double
  %64 = call double @llvm.fmuladd.f64(double %63, double 5.000000e-01, double %59)
  %65 = load double, ptr %28, align 8
  %66 = fadd double %65, %64
  store double %66, ptr %28, align 8
  br label %67

67:                                               ; preds = %42
  %68 = load i32, ptr %29, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %29, align 4
  br label %39, !llvm.loop !8

70:                                               ; preds = %39
  store i32 0, ptr %30, align 4
  br label %71

71:                                               ; preds = %96, %70
  %72 = load i32, ptr %30, align 4
  %73 = icmp slt i32 %72, 2
  br i1 %73, label %74, label %99

74:                                               ; preds = %71
  %75 = load <2 x double>, ptr %17, align 16
  %76 = load i32, ptr %30, align 4
  %77 = extractelement <2 x double> %75, i32 %76
  %78 = load <2 x double>, ptr %20, align 16
  %79 = load i32, ptr %30, align 4
  %80 = extractelement <2 x double> %78, i32 %79
  %81 = fsub double %77, %80
  %82 = load <2 x double>, ptr %23, align 16
  %83 = load i32, ptr %30, align 4
  %84 = extractelement <2 x double> %82, i32 %83
  %85 = load <2 x double>, ptr %26, align 16
  %86 = load i32, ptr %30, align 4
  %87 = extractelement <2 x double> %85, i32 %86
  %88 = call double @llvm.fmuladd.f64(double %84, double %87, double %81)
  %89 = load <2 x float>, ptr %21, align 8
  %90 = load i32, ptr %30, align 4
  %91 = extractelement <2 x float> %89, i32 %90
  %92 = fpext float %91 to double
  %93 = fadd double %88, %92
  %94 = load double, ptr %28, align 8
  %95 = fadd double %94, %93
  store double %95, ptr %28, align 8
  br label %96

96:                                               ; preds = %74
  %97 = load i32, ptr %30, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %30, align 4
  br label %71, !llvm.loop !9

99:                                               ; preds = %71
  %100 = load double, ptr %28, align 8
  ret double %100
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @particle_move(ptr dead_on_unwind noalias writable sret(%struct.Particle) align 16 %0, ptr noundef byval(%struct.Particle) align 16 %1, <4 x float> noundef %2, float noundef %3) #0 {
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  store <4 x float> %2, ptr %5, align 16
  store float %3, ptr %6, align 4
  %7 = load <4 x float>, ptr %5, align 16
  %8 = load float, ptr %6, align 4
  %9 = insertelement <4 x float> poison, float %8, i64 0
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %11 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %12 = load <4 x float>, ptr %11, align 16
  %13 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> %10, <4 x float> %12)
  store <4 x float> %13, ptr %11, align 16
  %14 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %15 = load i32, ptr %14, align 16
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %14, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca ptr, align 8
  %6 = alloca <4 x float>, align 16
  %7 = alloca i32, align 4
  %8 = alloca <2 x double>, align 16
  %9 = alloca <2 x double>, align 16
  %10 = alloca <2 x double>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <8 x i16>, align 16
  %14 = alloca <8 x i16>, align 16
  %15 = alloca <8 x i16>, align 16
  %16 = alloca i32, align 4
  %17 = alloca <16 x i8>, align 16
  %18 = alloca <16 x i8>, align 16
  %19 = alloca i32, align 4
  %20 = alloca <16 x i8>, align 16
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca <2 x float>, align 8
  %24 = alloca i32, align 4
  %25 = alloca <2 x float>, align 8
  %26 = alloca <2 x float>, align 8
  %27 = alloca <2 x double>, align 16
  %28 = alloca <2 x float>, align 8
  %29 = alloca <2 x i32>, align 8
  %30 = alloca <2 x i32>, align 8
  %31 = alloca <2 x i32>, align 8
  %32 = alloca <2 x i32>, align 8
  %33 = alloca <4 x double>, align 32
  %34 = alloca <4 x double>, align 32
  %35 = alloca <4 x double>, align 32
  %36 = alloca <4 x double>, align 32
  %37 = alloca <4 x double>, align 32
  %38 = alloca <4 x i64>, align 32
  %39 = alloca <4 x i64>, align 32
  %40 = alloca <4 x i64>, align 32
  %41 = alloca <4 x i64>, align 32
  %42 = alloca <4 x i64>, align 32
  %43 = alloca <2 x float>, align 8
  %44 = alloca %struct.Particle, align 16
  %45 = alloca i32, align 4
  %46 = alloca %struct.Particle, align 16
  store i32 0, ptr %1, align 4
  %47 = load <4 x float>, ptr @g_a, align 16
  store <4 x float> %47, ptr %2, align 16
  %48 = load <4 x float>, ptr @g_b, align 16
  store <4 x float> %48, ptr %3, align 16
  %49 = load <4 x float>, ptr %2, align 16
  %50 = load <4 x float>, ptr %3, align 16
  %51 = load <4 x float>, ptr %2, align 16
  %52 = call <4 x float> @f4_madd(<4 x float> noundef %49, <4 x float> noundef %50, <4 x float> noundef %51)
  store <4 x float> %52, ptr %4, align 16
  %53 = load <4 x float>, ptr %4, align 16
  call void @pf4(ptr noundef @.str, <4 x float> noundef %53)
  store ptr @f4_madd, ptr %5, align 8
  %54 = load <4 x float>, ptr %2, align 16
  store <4 x float> %54, ptr %6, align 16
  store i32 0, ptr %7, align 4
  br label %55

55:                                               ; preds = %64, %0
  %56 = load i32, ptr %7, align 4
  %57 = icmp slt i32 %56, 4
  br i1 %57, label %58, label %67

58:                                               ; preds = %55
  %59 = load ptr, ptr %5, align 8
  %60 = load <4 x float>, ptr %6, align 16
  %61 = load <4 x float>, ptr %3, align 16
  %62 = load <4 x float>, ptr %4, align 16
  %63 = call <4 x float> %59(<4 x float> noundef %60, <4 x float> noundef %61, <4 x float> noundef %62)
  store <4 x float> %63, ptr %6, align 16
  br label %64

64:                                               ; preds = %58
  %65 = load i32, ptr %7, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %7, align 4
  br label %55, !llvm.loop !10

67:                                               ; preds = %55
  %68 = load <4 x float>, ptr %6, align 16
  call void @pf4(ptr noundef @.str.1, <4 x float> noundef %68)
  %69 = load <4 x float>, ptr %6, align 16
  %70 = call float @f4_hsum(<4 x float> noundef %69)
  %71 = fpext float %70 to double
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %71)
  store <2 x double> <double 1.000000e+00, double -9.000000e+00>, ptr %8, align 16
  store <2 x double> <double 3.000000e+00, double 5.000000e-01>, ptr %9, align 16
  %73 = load <2 x double>, ptr %8, align 16
  %74 = load <2 x double>, ptr %9, align 16
  %75 = call <2 x double> @d2_div(<2 x double> noundef %73, <2 x double> noundef %74)
  store <2 x double> %75, ptr %10, align 16
  %76 = load <2 x double>, ptr %10, align 16
  %77 = extractelement <2 x double> %76, i32 0
  %78 = load <2 x double>, ptr %10, align 16
  %79 = extractelement <2 x double> %78, i32 1
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %77, double noundef %79)
  store <4 x i32> <i32 1, i32 -2, i32 300, i32 -40000>, ptr %11, align 16
  store <4 x i32> <i32 -1, i32 7, i32 1048576, i32 5>, ptr %12, align 16
  %81 = load <4 x i32>, ptr %11, align 16
  %82 = load <4 x i32>, ptr %12, align 16
  %83 = call <4 x i32> @i4_mix(<4 x i32> noundef %81, <4 x i32> noundef %82, i32 noundef 85)
  call void @pi4(ptr noundef @.str.4, <4 x i32> noundef %83)
  %84 = load <4 x float>, ptr %2, align 16
  %85 = load <4 x float>, ptr %4, align 16
  %86 = call <4 x i32> @f4_gt(<4 x float> noundef %84, <4 x float> noundef %85)
  call void @pi4(ptr noundef @.str.5, <4 x i32> noundef %86)
  %87 = load <4 x i32>, ptr %11, align 16
  %88 = call <4 x float> @i4_to_f4(<4 x i32> noundef %87)
  call void @pf4(ptr noundef @.str.6, <4 x float> noundef %88)
  store <8 x i16> <i16 30000, i16 -30000, i16 5, i16 -5, i16 100, i16 32767, i16 -32768, i16 0>, ptr %13, align 16
  store <8 x i16> <i16 5000, i16 -5000, i16 6, i16 7, i16 -200, i16 1, i16 -1, i16 0>, ptr %14, align 16
  %89 = load <8 x i16>, ptr %13, align 16
  %90 = load <8 x i16>, ptr %14, align 16
  %91 = call <8 x i16> @s8_sat(<8 x i16> noundef %89, <8 x i16> noundef %90)
  store <8 x i16> %91, ptr %15, align 16
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  store i32 0, ptr %16, align 4
  br label %93

93:                                               ; preds = %102, %67
  %94 = load i32, ptr %16, align 4
  %95 = icmp slt i32 %94, 8
  br i1 %95, label %96, label %105

96:                                               ; preds = %93
  %97 = load <8 x i16>, ptr %15, align 16
  %98 = load i32, ptr %16, align 4
  %99 = extractelement <8 x i16> %97, i32 %98
  %100 = sext i16 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %100)
  br label %102

102:                                              ; preds = %96
  %103 = load i32, ptr %16, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %16, align 4
  br label %93, !llvm.loop !11

105:                                              ; preds = %93
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  store i32 0, ptr %19, align 4
  br label %107

107:                                              ; preds = %124, %105
  %108 = load i32, ptr %19, align 4
  %109 = icmp slt i32 %108, 16
  br i1 %109, label %110, label %127

110:                                              ; preds = %107
  %111 = load i32, ptr %19, align 4
  %112 = mul nsw i32 %111, 17
  %113 = trunc i32 %112 to i8
  %114 = load i32, ptr %19, align 4
  %115 = load <16 x i8>, ptr %17, align 16
  %116 = insertelement <16 x i8> %115, i8 %113, i32 %114
  store <16 x i8> %116, ptr %17, align 16
  %117 = load i32, ptr %19, align 4
  %118 = mul nsw i32 %117, 3
  %119 = sub nsw i32 255, %118
  %120 = trunc i32 %119 to i8
  %121 = load i32, ptr %19, align 4
  %122 = load <16 x i8>, ptr %18, align 16
  %123 = insertelement <16 x i8> %122, i8 %120, i32 %121
  store <16 x i8> %123, ptr %18, align 16
  br label %124

124:                                              ; preds = %110
  %125 = load i32, ptr %19, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %19, align 4
  br label %107, !llvm.loop !12

127:                                              ; preds = %107
  %128 = load <16 x i8>, ptr %17, align 16
  %129 = load <16 x i8>, ptr %18, align 16
  %130 = call <16 x i8> @u16_avg(<16 x i8> noundef %128, <16 x i8> noundef %129)
  store <16 x i8> %130, ptr %20, align 16
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %131

131:                                              ; preds = %142, %127
  %132 = load i32, ptr %22, align 4
  %133 = icmp slt i32 %132, 16
  br i1 %133, label %134, label %145

134:                                              ; preds = %131
  %135 = load i32, ptr %21, align 4
  %136 = mul i32 %135, 3
  %137 = load <16 x i8>, ptr %20, align 16
  %138 = load i32, ptr %22, align 4
  %139 = extractelement <16 x i8> %137, i32 %138
  %140 = zext i8 %139 to i32
  %141 = add i32 %136, %140
  store i32 %141, ptr %21, align 4
  br label %142

142:                                              ; preds = %134
  %143 = load i32, ptr %22, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %22, align 4
  br label %131, !llvm.loop !13

145:                                              ; preds = %131
  %146 = load <16 x i8>, ptr %20, align 16
  %147 = extractelement <16 x i8> %146, i32 0
  %148 = zext i8 %147 to i32
  %149 = load <16 x i8>, ptr %20, align 16
  %150 = extractelement <16 x i8> %149, i32 15
  %151 = zext i8 %150 to i32
  %152 = load i32, ptr %21, align 4
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %148, i32 noundef %151, i32 noundef %152)
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %154

154:                                              ; preds = %162, %145
  %155 = load i32, ptr %24, align 4
  %156 = icmp slt i32 %155, 3
  br i1 %156, label %157, label %165

157:                                              ; preds = %154
  %158 = load <2 x float>, ptr %23, align 8
  store <2 x float> %158, ptr %25, align 8
  %159 = load double, ptr %25, align 8
  %160 = call double @f2_rot(double noundef %159)
  store double %160, ptr %26, align 8
  %161 = load <2 x float>, ptr %26, align 8
  store <2 x float> %161, ptr %23, align 8
  br label %162

162:                                              ; preds = %157
  %163 = load i32, ptr %24, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %24, align 4
  br label %154, !llvm.loop !14

165:                                              ; preds = %154
  %166 = load <2 x float>, ptr %23, align 8
  %167 = extractelement <2 x float> %166, i32 0
  %168 = fpext float %167 to double
  %169 = load <2 x float>, ptr %23, align 8
  %170 = extractelement <2 x float> %169, i32 1
  %171 = fpext float %170 to double
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %168, double noundef %171)
  %173 = load <2 x float>, ptr %23, align 8
  store <2 x float> %173, ptr %28, align 8
  %174 = load double, ptr %28, align 8
  %175 = call <2 x double> @f2_widen(double noundef %174)
  store <2 x double> %175, ptr %27, align 16
  %176 = load <2 x double>, ptr %27, align 16
  %177 = extractelement <2 x double> %176, i32 0
  %178 = load <2 x double>, ptr %27, align 16
  %179 = extractelement <2 x double> %178, i32 1
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %177, double noundef %179)
  store <2 x i32> <i32 7, i32 -8>, ptr %29, align 8
  %181 = load <2 x i32>, ptr %29, align 8
  %182 = load <2 x i32>, ptr %29, align 8
  store <2 x i32> %181, ptr %30, align 8
  %183 = load double, ptr %30, align 8
  store <2 x i32> %182, ptr %31, align 8
  %184 = load double, ptr %31, align 8
  %185 = call double @i2_add(double noundef %183, double noundef %184)
  store double %185, ptr %32, align 8
  %186 = load <2 x i32>, ptr %32, align 8
  store <2 x i32> %186, ptr %29, align 8
  %187 = load <2 x i32>, ptr %29, align 8
  %188 = extractelement <2 x i32> %187, i32 0
  %189 = load <2 x i32>, ptr %29, align 8
  %190 = extractelement <2 x i32> %189, i32 1
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %188, i32 noundef %190)
  store <4 x double> <double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, double 3.000000e+00>, ptr %33, align 32
  store <4 x double> <double 1.000000e+01, double 2.000000e+01, double 3.000000e+01, double 4.000000e+01>, ptr %34, align 32
  %192 = load <4 x double>, ptr %33, align 32
  %193 = load <4 x double>, ptr %34, align 32
  store <4 x double> %192, ptr %36, align 32
  store <4 x double> %193, ptr %37, align 32
  %194 = call <4 x double> @d4_lerp(ptr noundef byval(<4 x double>) align 32 %36, ptr noundef byval(<4 x double>) align 32 %37, double noundef 2.500000e-01)
  store <4 x double> %194, ptr %35, align 32
  %195 = load <4 x double>, ptr %35, align 32
  %196 = extractelement <4 x double> %195, i32 0
  %197 = load <4 x double>, ptr %35, align 32
  %198 = extractelement <4 x double> %197, i32 1
  %199 = load <4 x double>, ptr %35, align 32
  %200 = extractelement <4 x double> %199, i32 2
  %201 = load <4 x double>, ptr %35, align 32
  %202 = extractelement <4 x double> %201, i32 3
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %196, double noundef %198, double noundef %200, double noundef %202)
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 99>, ptr %38, align 32
  store <4 x i64> <i64 5, i64 6, i64 -7, i64 1048576>, ptr %39, align 32
  %204 = load <4 x i64>, ptr %38, align 32
  %205 = load <4 x i64>, ptr %39, align 32
  store <4 x i64> %204, ptr %41, align 32
  store <4 x i64> %205, ptr %42, align 32
  %206 = call <4 x i64> @q4_mul(ptr noundef byval(<4 x i64>) align 32 %41, ptr noundef byval(<4 x i64>) align 32 %42)
  store <4 x i64> %206, ptr %40, align 32
  %207 = load <4 x i64>, ptr %40, align 32
  %208 = extractelement <4 x i64> %207, i32 0
  %209 = load <4 x i64>, ptr %40, align 32
  %210 = extractelement <4 x i64> %209, i32 1
  %211 = load <4 x i64>, ptr %40, align 32
  %212 = extractelement <4 x i64> %211, i32 2
  %213 = load <4 x i64>, ptr %40, align 32
  %214 = extractelement <4 x i64> %213, i32 3
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %208, i64 noundef %210, i64 noundef %212, i64 noundef %214)
  %216 = load <4 x float>, ptr %2, align 16
  %217 = load <2 x double>, ptr %8, align 16
  %218 = load <4 x float>, ptr %3, align 16
  %219 = load <2 x double>, ptr %9, align 16
  %220 = load <2 x float>, ptr %23, align 8
  %221 = load <4 x float>, ptr %4, align 16
  %222 = load <2 x double>, ptr %10, align 16
  %223 = load <4 x i32>, ptr %11, align 16
  %224 = load <4 x float>, ptr %6, align 16
  %225 = load <2 x double>, ptr %27, align 16
  store <2 x float> %220, ptr %43, align 8
  %226 = load double, ptr %43, align 8
  %227 = call double @many_vecs(<4 x float> noundef %216, double noundef 5.000000e-01, <2 x double> noundef %217, i32 noundef 3, <4 x float> noundef %218, <2 x double> noundef %219, double noundef %226, <4 x float> noundef %221, <2 x double> noundef %222, <4 x i32> noundef %223, <4 x float> noundef %224, <2 x double> noundef %225, float noundef 1.250000e+00)
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %227)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %44, ptr align 16 @__const.main.p, i64 32, i1 false)
  store i32 0, ptr %45, align 4
  br label %229

229:                                              ; preds = %234, %165
  %230 = load i32, ptr %45, align 4
  %231 = icmp slt i32 %230, 5
  br i1 %231, label %232, label %237

232:                                              ; preds = %229
  %233 = load <4 x float>, ptr %3, align 16
  call void @particle_move(ptr dead_on_unwind writable sret(%struct.Particle) align 16 %46, ptr noundef byval(%struct.Particle) align 16 %44, <4 x float> noundef %233, float noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %44, ptr align 16 %46, i64 32, i1 false)
  br label %234

234:                                              ; preds = %232
  %235 = load i32, ptr %45, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %45, align 4
  br label %229, !llvm.loop !15

237:                                              ; preds = %229
  %238 = getelementptr inbounds %struct.Particle, ptr %44, i32 0, i32 1
  %239 = load i32, ptr %238, align 16
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %239)
  %241 = getelementptr inbounds %struct.Particle, ptr %44, i32 0, i32 0
  %242 = load <4 x float>, ptr %241, align 16
  call void @pf4(ptr noundef @.str.18, <4 x float> noundef %242)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pf4(ptr noundef %0, <4 x float> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <4 x float>, align 16
  store ptr %0, ptr %3, align 8
  store <4 x float> %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load <4 x float>, ptr %4, align 16
  %7 = extractelement <4 x float> %6, i32 0
  %8 = fpext float %7 to double
  %9 = load <4 x float>, ptr %4, align 16
  %10 = extractelement <4 x float> %9, i32 1
  %11 = fpext float %10 to double
  %12 = load <4 x float>, ptr %4, align 16
  %13 = extractelement <4 x float> %12, i32 2
  %14 = fpext float %13 to double
  %15 = load <4 x float>, ptr %4, align 16
  %16 = extractelement <4 x float> %15, i32 3
  %17 = fpext float %16 to double
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %5, double noundef %8, double noundef %11, double noundef %14, double noundef %17)
  ret void
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pi4(ptr noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca <4 x i32>, align 16
  store ptr %0, ptr %3, align 8
  store <4 x i32> %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = extractelement <4 x i32> %6, i32 0
  %8 = load <4 x i32>, ptr %4, align 16
  %9 = extractelement <4 x i32> %8, i32 1
  %10 = load <4 x i32>, ptr %4, align 16
  %11 = extractelement <4 x i32> %10, i32 2
  %12 = load <4 x i32>, ptr %4, align 16
  %13 = extractelement <4 x i32> %12, i32 3
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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

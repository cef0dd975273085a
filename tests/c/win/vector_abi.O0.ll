; ModuleID = 'vector_abi.c'
source_filename = "vector_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  br label %8, !llvm.loop !5

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
define dso_local <2 x float> @f2_rot(<2 x float> noundef %0) #2 {
  %2 = alloca <2 x float>, align 8
  %3 = alloca <2 x float>, align 8
  store <2 x float> %0, ptr %2, align 8
  %4 = load <2 x float>, ptr %2, align 8
  %5 = extractelement <2 x float> %4, i32 1
  %6 = fneg float %5
  %7 = insertelement <2 x float> poison, float %6, i32 0
  %8 = load <2 x float>, ptr %2, align 8
  %9 = extractelement <2 x float> %8, i32 0
  %10 = insertelement <2 x float> %7, float %9, i32 1
  store <2 x float> %10, ptr %3, align 8
  %11 = load <2 x float>, ptr %3, align 8
  ret <2 x float> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i32> @i2_add(<2 x i32> noundef %0, <2 x i32> noundef %1) #2 {
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  store <2 x i32> %0, ptr %3, align 8
  store <2 x i32> %1, ptr %4, align 8
  %5 = load <2 x i32>, ptr %3, align 8
  %6 = load <2 x i32>, ptr %4, align 8
  %7 = add <2 x i32> %5, %6
  ret <2 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x double> @d4_lerp(<4 x double> noundef %0, <4 x double> noundef %1, double noundef %2) #3 {
  %4 = alloca <4 x double>, align 32
  %5 = alloca <4 x double>, align 32
  %6 = alloca double, align 8
  store <4 x double> %0, ptr %4, align 32
  store <4 x double> %1, ptr %5, align 32
  store double %2, ptr %6, align 8
  %7 = load <4 x double>, ptr %4, align 32
  %8 = load <4 x double>, ptr %5, align 32
  %9 = load <4 x double>, ptr %4, align 32
  %10 = fsub <4 x double> %8, %9
  %11 = load double, ptr %6, align 8
  %12 = insertelement <4 x double> poison, double %11, i64 0
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %10, <4 x double> %13, <4 x double> %7)
  ret <4 x double> %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i64> @q4_mul(<4 x i64> noundef %0, <4 x i64> noundef %1) #3 {
  %3 = alloca <4 x i64>, align 32
  %4 = alloca <4 x i64>, align 32
  store <4 x i64> %0, ptr %3, align 32
  store <4 x i64> %1, ptr %4, align 32
  %5 = load <4 x i64>, ptr %3, align 32
  %6 = load <4 x i64>, ptr %4, align 32
  %7 = mul <4 x i64> %5, %6
  %8 = load <4 x i64>, ptr %3, align 32
  %9 = ashr <4 x i64> %8, <i64 3, i64 3, i64 3, i64 3>
  %10 = sub <4 x i64> %7, %9
  ret <4 x i64> %10
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
define dso_local <2 x double> @f2_widen(<2 x float> noundef %0) #0 {
  %2 = alloca <2 x float>, align 8
  store <2 x float> %0, ptr %2, align 8
  %3 = load <2 x float>, ptr %2, align 8
  %4 = fpext <2 x float> %3 to <2 x double>
  ret <2 x double> %4
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
define dso_local double @many_vecs(<4 x float> noundef %0, double noundef %1, <2 x double> noundef %2, i32 noundef %3, <4 x float> noundef %4, <2 x double> noundef %5, <2 x float> noundef %6, <4 x float> noundef %7, <2 x double> noundef %8, <4 x i32> noundef %9, <4 x float> noundef %10, <2 x double> noundef %11, float noundef %12) #0 {
  %14 = alloca <4 x float>, align 16
  %15 = alloca double, align 8
  %16 = alloca <2 x double>, align 16
  %17 = alloca i32, align 4
  %18 = alloca <4 x float>, align 16
  %19 = alloca <2 x double>, align 16
  %20 = alloca <2 x float>, align 8
  %21 = alloca <4 x float>, align 16
  %22 = alloca <2 x double>, align 16
  %23 = alloca <4 x i32>, align 16
  %24 = alloca <4 x float>, align 16
  %25 = alloca <2 x double>, align 16
  %26 = alloca float, align 4
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store <4 x float> %0, ptr %14, align 16
  store double %1, ptr %15, align 8
  store <2 x double> %2, ptr %16, align 16
  store i32 %3, ptr %17, align 4
  store <4 x float> %4, ptr %18, align 16
  store <2 x double> %5, ptr %19, align 16
  store <2 x float> %6, ptr %20, align 8
  store <4 x float> %7, ptr %21, align 16
  store <2 x double> %8, ptr %22, align 16
  store <4 x i32> %9, ptr %23, align 16
  store <4 x float> %10, ptr %24, align 16
  store <2 x double> %11, ptr %25, align 16
  store float %12, ptr %26, align 4
  %30 = load double, ptr %15, align 8
  %31 = load i32, ptr %17, align 4
  %32 = sitofp i32 %31 to double
  %33 = fadd double %30, %32
  %34 = load float, ptr %26, align 4
  %35 = fpext float %34 to double
  %36 = fadd double %33, %35
  store double %36, ptr %27, align 8
  store i32 0, ptr %28, align 4
  br label %37

37:                                               ; preds = %65, %13
  %38 = load i32, ptr %28, align 4
  %39 = icmp slt i32 %38, 4
  br i1 %39, label %40, label %68

40:                                               ; preds = %37
  %41 = load <4 x float>, ptr %14, align 16
  %42 = load i32, ptr %28, align 4
  %43 = extractelement <4 x float> %41, i32 %42
  %44 = load <4 x float>, ptr %18, align 16
  %45 = load i32, ptr %28, align 4
  %46 = extractelement <4 x float> %44, i32 %45
  %47 = call float @llvm.fmuladd.f32(float %46, float 2.000000e+00, float %43)
  %48 = load <4 x float>, ptr %21, align 16
  %49 = load i32, ptr %28, align 4
  %50 = extractelement <4 x float> %48, i32 %49
  %51 = call float @llvm.fmuladd.f32(float %50, float 3.000000e+00, float %47)
  %52 = load <4 x i32>, ptr %23, align 16
  %53 = load i32, ptr %28, align 4
  %54 = extractelement <4 x i32> %52, i32 %53
  %55 = sitofp i32 %54 to float
  %56 = fadd float %51, %55
  %57 = fpext float %56 to double
  %58 = load <4 x float>, ptr %24, align 16
  %59 = load i32, ptr %28, align 4
  %60 = extractelement <4 x float> %58, i32 %59
  %61 = fpext float %60 to double
  %62 = call double @llvm.fmuladd.f64(double %61, double 5.000000e-01, double %57)
  %63 = load double, ptr %27, align 8
  %64 = fadd double %63, %62
  store double %64, ptr %27, align 8
  br label %65

65:                                               ; preds = %40
  %66 = load i32, ptr %28, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %28, align 4
  br label %37, !llvm.loop !7

68:                                               ; preds = %37
  store i32 0, ptr %29, align 4
  br label %69

69:                                               ; preds = %94, %68
  %70 = load i32, ptr %29, align 4
  %71 = icmp slt i32 %70, 2
  br i1 %71, label %72, label %97

72:                                               ; preds = %69
  %73 = load <2 x double>, ptr %16, align 16
  %74 = load i32, ptr %29, align 4
  %75 = extractelement <2 x double> %73, i32 %74
  %76 = load <2 x double>, ptr %19, align 16
  %77 = load i32, ptr %29, align 4
  %78 = extractelement <2 x double> %76, i32 %77
  %79 = fsub double %75, %78
  %80 = load <2 x double>, ptr %22, align 16
  %81 = load i32, ptr %29, align 4
  %82 = extractelement <2 x double> %80, i32 %81
  %83 = load <2 x double>, ptr %25, align 16
  %84 = load i32, ptr %29, align 4
  %85 = extractelement <2 x double> %83, i32 %84
  %86 = call double @llvm.fmuladd.f64(double %82, double %85, double %79)
  %87 = load <2 x float>, ptr %20, align 8
  %88 = load i32, ptr %29, align 4
  %89 = extractelement <2 x float> %87, i32 %88
  %90 = fpext float %89 to double
  %91 = fadd double %86, %90
  %92 = load double, ptr %27, align 8
  %93 = fadd double %92, %91
  store double %93, ptr %27, align 8
  br label %94

94:                                               ; preds = %72
  %95 = load i32, ptr %29, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %29, align 4
  br label %69, !llvm.loop !8

97:                                               ; preds = %69
  %98 = load double, ptr %27, align 8
  ret double %98
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @particle_move(ptr dead_on_unwind noalias writable sret(%struct.Particle) align 16 %0, ptr noundef %1, <4 x float> noundef %2, float noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca <4 x float>, align 16
  %8 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store <4 x float> %2, ptr %7, align 16
  store float %3, ptr %8, align 4
  %9 = load <4 x float>, ptr %7, align 16
  %10 = load float, ptr %8, align 4
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 0
  %14 = load <4 x float>, ptr %13, align 16
  %15 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> %12, <4 x float> %14)
  store <4 x float> %15, ptr %13, align 16
  %16 = getelementptr inbounds %struct.Particle, ptr %1, i32 0, i32 1
  %17 = load i32, ptr %16, align 16
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %16, align 16
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
  %25 = alloca <2 x double>, align 16
  %26 = alloca <2 x i32>, align 8
  %27 = alloca <4 x double>, align 32
  %28 = alloca <4 x double>, align 32
  %29 = alloca <4 x double>, align 32
  %30 = alloca <4 x i64>, align 32
  %31 = alloca <4 x i64>, align 32
  %32 = alloca <4 x i64>, align 32
  %33 = alloca %struct.Particle, align 16
  %34 = alloca i32, align 4
  %35 = alloca %struct.Particle, align 16
  %36 = alloca %struct.Particle, align 16
  store i32 0, ptr %1, align 4
  %37 = load <4 x float>, ptr @g_a, align 16
  store <4 x float> %37, ptr %2, align 16
  %38 = load <4 x float>, ptr @g_b, align 16
  store <4 x float> %38, ptr %3, align 16
  %39 = load <4 x float>, ptr %2, align 16
  %40 = load <4 x float>, ptr %3, align 16
  %41 = load <4 x float>, ptr %2, align 16
  %42 = call <4 x float> @f4_madd(<4 x float> noundef %39, <4 x float> noundef %40, <4 x float> noundef %41)
  store <4 x float> %42, ptr %4, align 16
  %43 = load <4 x float>, ptr %4, align 16
  call void @pf4(ptr noundef @.str, <4 x float> noundef %43)
  store ptr @f4_madd, ptr %5, align 8
  %44 = load <4 x float>, ptr %2, align 16
  store <4 x float> %44, ptr %6, align 16
  store i32 0, ptr %7, align 4
  br label %45

45:                                               ; preds = %54, %0
  %46 = load i32, ptr %7, align 4
  %47 = icmp slt i32 %46, 4
  br i1 %47, label %48, label %57

48:                                               ; preds = %45
  %49 = load ptr, ptr %5, align 8
  %50 = load <4 x float>, ptr %6, align 16
  %51 = load <4 x float>, ptr %3, align 16
  %52 = load <4 x float>, ptr %4, align 16
  %53 = call <4 x float> %49(<4 x float> noundef %50, <4 x float> noundef %51, <4 x float> noundef %52)
  store <4 x float> %53, ptr %6, align 16
  br label %54

54:                                               ; preds = %48
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %45, !llvm.loop !9

57:                                               ; preds = %45
  %58 = load <4 x float>, ptr %6, align 16
  call void @pf4(ptr noundef @.str.1, <4 x float> noundef %58)
  %59 = load <4 x float>, ptr %6, align 16
  %60 = call float @f4_hsum(<4 x float> noundef %59)
  %61 = fpext float %60 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %61)
  store <2 x double> <double 1.000000e+00, double -9.000000e+00>, ptr %8, align 16
  store <2 x double> <double 3.000000e+00, double 5.000000e-01>, ptr %9, align 16
  %63 = load <2 x double>, ptr %8, align 16
  %64 = load <2 x double>, ptr %9, align 16
  %65 = call <2 x double> @d2_div(<2 x double> noundef %63, <2 x double> noundef %64)
  store <2 x double> %65, ptr %10, align 16
  %66 = load <2 x double>, ptr %10, align 16
  %67 = extractelement <2 x double> %66, i32 0
  %68 = load <2 x double>, ptr %10, align 16
  %69 = extractelement <2 x double> %68, i32 1
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %67, double noundef %69)
  store <4 x i32> <i32 1, i32 -2, i32 300, i32 -40000>, ptr %11, align 16
  store <4 x i32> <i32 -1, i32 7, i32 1048576, i32 5>, ptr %12, align 16
  %71 = load <4 x i32>, ptr %11, align 16
  %72 = load <4 x i32>, ptr %12, align 16
  %73 = call <4 x i32> @i4_mix(<4 x i32> noundef %71, <4 x i32> noundef %72, i32 noundef 85)
  call void @pi4(ptr noundef @.str.4, <4 x i32> noundef %73)
  %74 = load <4 x float>, ptr %2, align 16
  %75 = load <4 x float>, ptr %4, align 16
  %76 = call <4 x i32> @f4_gt(<4 x float> noundef %74, <4 x float> noundef %75)
  call void @pi4(ptr noundef @.str.5, <4 x i32> noundef %76)
  %77 = load <4 x i32>, ptr %11, align 16
  %78 = call <4 x float> @i4_to_f4(<4 x i32> noundef %77)
  call void @pf4(ptr noundef @.str.6, <4 x float> noundef %78)
  store <8 x i16> <i16 30000, i16 -30000, i16 5, i16 -5, i16 100, i16 32767, i16 -32768, i16 0>, ptr %13, align 16
  store <8 x i16> <i16 5000, i16 -5000, i16 6, i16 7, i16 -200, i16 1, i16 -1, i16 0>, ptr %14, align 16
  %79 = load <8 x i16>, ptr %13, align 16
  %80 = load <8 x i16>, ptr %14, align 16
  %81 = call <8 x i16> @s8_sat(<8 x i16> noundef %79, <8 x i16> noundef %80)
  store <8 x i16> %81, ptr %15, align 16
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  store i32 0, ptr %16, align 4
  br label %83

83:                                               ; preds = %92, %57
  %84 = load i32, ptr %16, align 4
  %85 = icmp slt i32 %84, 8
  br i1 %85, label %86, label %95

86:                                               ; preds = %83
  %87 = load <8 x i16>, ptr %15, align 16
  %88 = load i32, ptr %16, align 4
  %89 = extractelement <8 x i16> %87, i32 %88
  %90 = sext i16 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %90)
  br label %92

92:                                               ; preds = %86
  %93 = load i32, ptr %16, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %16, align 4
  br label %83, !llvm.loop !10

95:                                               ; preds = %83
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  store i32 0, ptr %19, align 4
  br label %97

97:                                               ; preds = %114, %95
  %98 = load i32, ptr %19, align 4
  %99 = icmp slt i32 %98, 16
  br i1 %99, label %100, label %117

100:                                              ; preds = %97
  %101 = load i32, ptr %19, align 4
  %102 = mul nsw i32 %101, 17
  %103 = trunc i32 %102 to i8
  %104 = load i32, ptr %19, align 4
  %105 = load <16 x i8>, ptr %17, align 16
  %106 = insertelement <16 x i8> %105, i8 %103, i32 %104
  store <16 x i8> %106, ptr %17, align 16
  %107 = load i32, ptr %19, align 4
  %108 = mul nsw i32 %107, 3
  %109 = sub nsw i32 255, %108
  %110 = trunc i32 %109 to i8
  %111 = load i32, ptr %19, align 4
  %112 = load <16 x i8>, ptr %18, align 16
  %113 = insertelement <16 x i8> %112, i8 %110, i32 %111
  store <16 x i8> %113, ptr %18, align 16
  br label %114

114:                                              ; preds = %100
  %115 = load i32, ptr %19, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %19, align 4
  br label %97, !llvm.loop !11

117:                                              ; preds = %97
  %118 = load <16 x i8>, ptr %17, align 16
  %119 = load <16 x i8>, ptr %18, align 16
  %120 = call <16 x i8> @u16_avg(<16 x i8> noundef %118, <16 x i8> noundef %119)
  store <16 x i8> %120, ptr %20, align 16
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %121

121:                                              ; preds = %132, %117
  %122 = load i32, ptr %22, align 4
  %123 = icmp slt i32 %122, 16
  br i1 %123, label %124, label %135

124:                                              ; preds = %121
  %125 = load i32, ptr %21, align 4
  %126 = mul i32 %125, 3
  %127 = load <16 x i8>, ptr %20, align 16
  %128 = load i32, ptr %22, align 4
  %129 = extractelement <16 x i8> %127, i32 %128
  %130 = zext i8 %129 to i32
  %131 = add i32 %126, %130
  store i32 %131, ptr %21, align 4
  br label %132

132:                                              ; preds = %124
  %133 = load i32, ptr %22, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %22, align 4
  br label %121, !llvm.loop !12

135:                                              ; preds = %121
  %136 = load <16 x i8>, ptr %20, align 16
  %137 = extractelement <16 x i8> %136, i32 0
  %138 = zext i8 %137 to i32
  %139 = load <16 x i8>, ptr %20, align 16
  %140 = extractelement <16 x i8> %139, i32 15
  %141 = zext i8 %140 to i32
  %142 = load i32, ptr %21, align 4
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %138, i32 noundef %141, i32 noundef %142)
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %144

144:                                              ; preds = %150, %135
  %145 = load i32, ptr %24, align 4
  %146 = icmp slt i32 %145, 3
  br i1 %146, label %147, label %153

147:                                              ; preds = %144
  %148 = load <2 x float>, ptr %23, align 8
  %149 = call <2 x float> @f2_rot(<2 x float> noundef %148)
  store <2 x float> %149, ptr %23, align 8
  br label %150

150:                                              ; preds = %147
  %151 = load i32, ptr %24, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %24, align 4
  br label %144, !llvm.loop !13

153:                                              ; preds = %144
  %154 = load <2 x float>, ptr %23, align 8
  %155 = extractelement <2 x float> %154, i32 0
  %156 = fpext float %155 to double
  %157 = load <2 x float>, ptr %23, align 8
  %158 = extractelement <2 x float> %157, i32 1
  %159 = fpext float %158 to double
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %156, double noundef %159)
  %161 = load <2 x float>, ptr %23, align 8
  %162 = call <2 x double> @f2_widen(<2 x float> noundef %161)
  store <2 x double> %162, ptr %25, align 16
  %163 = load <2 x double>, ptr %25, align 16
  %164 = extractelement <2 x double> %163, i32 0
  %165 = load <2 x double>, ptr %25, align 16
  %166 = extractelement <2 x double> %165, i32 1
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %164, double noundef %166)
  store <2 x i32> <i32 7, i32 -8>, ptr %26, align 8
  %168 = load <2 x i32>, ptr %26, align 8
  %169 = load <2 x i32>, ptr %26, align 8
  %170 = call <2 x i32> @i2_add(<2 x i32> noundef %168, <2 x i32> noundef %169)
  store <2 x i32> %170, ptr %26, align 8
  %171 = load <2 x i32>, ptr %26, align 8
  %172 = extractelement <2 x i32> %171, i32 0
  %173 = load <2 x i32>, ptr %26, align 8
  %174 = extractelement <2 x i32> %173, i32 1
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %172, i32 noundef %174)
  store <4 x double> <double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, double 3.000000e+00>, ptr %27, align 32
  store <4 x double> <double 1.000000e+01, double 2.000000e+01, double 3.000000e+01, double 4.000000e+01>, ptr %28, align 32
  %176 = load <4 x double>, ptr %27, align 32
  %177 = load <4 x double>, ptr %28, align 32
  %178 = call <4 x double> @d4_lerp(<4 x double> noundef %176, <4 x double> noundef %177, double noundef 2.500000e-01)
  store <4 x double> %178, ptr %29, align 32
  %179 = load <4 x double>, ptr %29, align 32
  %180 = extractelement <4 x double> %179, i32 0
  %181 = load <4 x double>, ptr %29, align 32
  %182 = extractelement <4 x double> %181, i32 1
  %183 = load <4 x double>, ptr %29, align 32
  %184 = extractelement <4 x double> %183, i32 2
  %185 = load <4 x double>, ptr %29, align 32
  %186 = extractelement <4 x double> %185, i32 3
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %180, double noundef %182, double noundef %184, double noundef %186)
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 99>, ptr %30, align 32
  store <4 x i64> <i64 5, i64 6, i64 -7, i64 1048576>, ptr %31, align 32
  %188 = load <4 x i64>, ptr %30, align 32
  %189 = load <4 x i64>, ptr %31, align 32
  %190 = call <4 x i64> @q4_mul(<4 x i64> noundef %188, <4 x i64> noundef %189)
  store <4 x i64> %190, ptr %32, align 32
  %191 = load <4 x i64>, ptr %32, align 32
  %192 = extractelement <4 x i64> %191, i32 0
  %193 = load <4 x i64>, ptr %32, align 32
  %194 = extractelement <4 x i64> %193, i32 1
  %195 = load <4 x i64>, ptr %32, align 32
  %196 = extractelement <4 x i64> %195, i32 2
  %197 = load <4 x i64>, ptr %32, align 32
  %198 = extractelement <4 x i64> %197, i32 3
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %192, i64 noundef %194, i64 noundef %196, i64 noundef %198)
  %200 = load <4 x float>, ptr %2, align 16
  %201 = load <2 x double>, ptr %8, align 16
  %202 = load <4 x float>, ptr %3, align 16
  %203 = load <2 x double>, ptr %9, align 16
  %204 = load <2 x float>, ptr %23, align 8
  %205 = load <4 x float>, ptr %4, align 16
  %206 = load <2 x double>, ptr %10, align 16
  %207 = load <4 x i32>, ptr %11, align 16
  %208 = load <4 x float>, ptr %6, align 16
  %209 = load <2 x double>, ptr %25, align 16
  %210 = call double @many_vecs(<4 x float> noundef %200, double noundef 5.000000e-01, <2 x double> noundef %201, i32 noundef 3, <4 x float> noundef %202, <2 x double> noundef %203, <2 x float> noundef %204, <4 x float> noundef %205, <2 x double> noundef %206, <4 x i32> noundef %207, <4 x float> noundef %208, <2 x double> noundef %209, float noundef 1.250000e+00)
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %210)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.main.p, i64 32, i1 false)
  store i32 0, ptr %34, align 4
  br label %212

212:                                              ; preds = %217, %153
  %213 = load i32, ptr %34, align 4
  %214 = icmp slt i32 %213, 5
  br i1 %214, label %215, label %220

215:                                              ; preds = %212
  %216 = load <4 x float>, ptr %3, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %36, ptr align 16 %33, i64 32, i1 false)
  call void @particle_move(ptr dead_on_unwind writable sret(%struct.Particle) align 16 %35, ptr noundef %36, <4 x float> noundef %216, float noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 %35, i64 32, i1 false)
  br label %217

217:                                              ; preds = %215
  %218 = load i32, ptr %34, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %34, align 4
  br label %212, !llvm.loop !14

220:                                              ; preds = %212
  %221 = getelementptr inbounds %struct.Particle, ptr %33, i32 0, i32 1
  %222 = load i32, ptr %221, align 16
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %222)
  %224 = getelementptr inbounds %struct.Particle, ptr %33, i32 0, i32 0
  %225 = load <4 x float>, ptr %224, align 16
  call void @pf4(ptr noundef @.str.18, <4 x float> noundef %225)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #5 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

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

; ModuleID = 'manyargs.c'
source_filename = "manyargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.pt = type { i32, i32 }
%struct.dpair = type { double, double }

@.str = private unnamed_addr constant [16 x i8] c"many_ints=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"many_doubles=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Zed\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"mixed=%.4f x=%d y=%d\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.pt { i32 1, i32 2 }, align 4
@__const.main.b = private unnamed_addr constant %struct.pt { i32 3, i32 4 }, align 4
@__const.main.d = private unnamed_addr constant %struct.pt { i32 5, i32 6 }, align 4
@__const.main.g = private unnamed_addr constant %struct.pt { i32 7, i32 8 }, align 4
@__const.main.c = private unnamed_addr constant %struct.dpair { double 1.500000e+00, double 2.000000e+00 }, align 8
@__const.main.f = private unnamed_addr constant %struct.dpair { double 2.500000e+00, double 3.000000e+00 }, align 8
@.str.4 = private unnamed_addr constant [19 x i8] c"structs r=(%d,%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"outputs sum=%d prod=%d w=%lld avg=%.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"indirect acc=%.5f\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"loop ints=%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13) #0 {
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32 %0, ptr %15, align 4
  store i32 %1, ptr %16, align 4
  store i32 %2, ptr %17, align 4
  store i32 %3, ptr %18, align 4
  store i32 %4, ptr %19, align 4
  store i32 %5, ptr %20, align 4
  store i32 %6, ptr %21, align 4
  store i32 %7, ptr %22, align 4
  store i32 %8, ptr %23, align 4
  store i32 %9, ptr %24, align 4
  store i32 %10, ptr %25, align 4
  store i32 %11, ptr %26, align 4
  store i32 %12, ptr %27, align 4
  store i32 %13, ptr %28, align 4
  %29 = load i32, ptr %15, align 4
  %30 = sext i32 %29 to i64
  %31 = load i32, ptr %16, align 4
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 2, %32
  %34 = add nsw i64 %30, %33
  %35 = load i32, ptr %17, align 4
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 3, %36
  %38 = add nsw i64 %34, %37
  %39 = load i32, ptr %18, align 4
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 4, %40
  %42 = add nsw i64 %38, %41
  %43 = load i32, ptr %19, align 4
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 5, %44
  %46 = add nsw i64 %42, %45
  %47 = load i32, ptr %20, align 4
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 6, %48
  %50 = add nsw i64 %46, %49
  %51 = load i32, ptr %21, align 4
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 7, %52
  %54 = add nsw i64 %50, %53
  %55 = load i32, ptr %22, align 4
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 8, %56
  %58 = add nsw i64 %54, %57
  %59 = load i32, ptr %23, align 4
  %60 = sext i32 %59 to i64
  %61 = mul nsw i64 9, %60
  %62 = add nsw i64 %58, %61
  %63 = load i32, ptr %24, align 4
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 10, %64
  %66 = add nsw i64 %62, %65
  %67 = load i32, ptr %25, align 4
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 11, %68
  %70 = add nsw i64 %66, %69
  %71 = load i32, ptr %26, align 4
  %72 = sext i32 %71 to i64
  %73 = mul nsw i64 12, %72
  %74 = add nsw i64 %70, %73
  %75 = load i32, ptr %27, align 4
  %76 = sext i32 %75 to i64
  %77 = mul nsw i64 13, %76
  %78 = add nsw i64 %74, %77
  %79 = load i32, ptr %28, align 4
  %80 = sext i32 %79 to i64
  %81 = mul nsw i64 14, %80
  %82 = add nsw i64 %78, %81
  ret i64 %82
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @many_doubles(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11) #0 {
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  store double %0, ptr %13, align 8
  store double %1, ptr %14, align 8
  store double %2, ptr %15, align 8
  store double %3, ptr %16, align 8
  store double %4, ptr %17, align 8
  store double %5, ptr %18, align 8
  store double %6, ptr %19, align 8
  store double %7, ptr %20, align 8
  store double %8, ptr %21, align 8
  store double %9, ptr %22, align 8
  store double %10, ptr %23, align 8
  store double %11, ptr %24, align 8
  %25 = load double, ptr %13, align 8
  %26 = load double, ptr %14, align 8
  %27 = fsub double %25, %26
  %28 = load double, ptr %15, align 8
  %29 = fadd double %27, %28
  %30 = load double, ptr %16, align 8
  %31 = fsub double %29, %30
  %32 = load double, ptr %17, align 8
  %33 = fadd double %31, %32
  %34 = load double, ptr %18, align 8
  %35 = fsub double %33, %34
  %36 = load double, ptr %19, align 8
  %37 = fadd double %35, %36
  %38 = load double, ptr %20, align 8
  %39 = fsub double %37, %38
  %40 = load double, ptr %21, align 8
  %41 = fadd double %39, %40
  %42 = load double, ptr %22, align 8
  %43 = fsub double %41, %42
  %44 = load double, ptr %23, align 8
  %45 = fadd double %43, %44
  %46 = load double, ptr %24, align 8
  %47 = fsub double %45, %46
  %48 = load double, ptr %13, align 8
  %49 = load double, ptr %24, align 8
  %50 = call double @llvm.fmuladd.f64(double %48, double %49, double %47)
  ret double %50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @mixed(i32 noundef %0, double noundef %1, ptr noundef %2, float noundef %3, i64 noundef %4, double noundef %5, i8 noundef %6, ptr noundef %7, i32 noundef %8, double noundef %9, i16 noundef %10, double noundef %11, ptr noundef %12, float noundef %13, double noundef %14, double noundef %15, double noundef %16, double noundef %17, double noundef %18, i8 noundef %19, double noundef %20) #0 {
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca ptr, align 8
  %25 = alloca float, align 4
  %26 = alloca i64, align 8
  %27 = alloca double, align 8
  %28 = alloca i8, align 1
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca i16, align 2
  %33 = alloca double, align 8
  %34 = alloca ptr, align 8
  %35 = alloca float, align 4
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca i8, align 1
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  store i32 %0, ptr %22, align 4
  store double %1, ptr %23, align 8
  store ptr %2, ptr %24, align 8
  store float %3, ptr %25, align 4
  store i64 %4, ptr %26, align 8
  store double %5, ptr %27, align 8
  store i8 %6, ptr %28, align 1
  store ptr %7, ptr %29, align 8
  store i32 %8, ptr %30, align 4
  store double %9, ptr %31, align 8
  store i16 %10, ptr %32, align 2
  store double %11, ptr %33, align 8
  store ptr %12, ptr %34, align 8
  store float %13, ptr %35, align 4
  store double %14, ptr %36, align 8
  store double %15, ptr %37, align 8
  store double %16, ptr %38, align 8
  store double %17, ptr %39, align 8
  store double %18, ptr %40, align 8
  store i8 %19, ptr %41, align 1
  store double %20, ptr %42, align 8
  %44 = load i32, ptr %22, align 4
  %45 = sitofp i32 %44 to double
  %46 = load double, ptr %23, align 8
  %47 = fadd double %45, %46
  %48 = load ptr, ptr %24, align 8
  %49 = load i32, ptr %48, align 4
  %50 = sitofp i32 %49 to double
  %51 = fadd double %47, %50
  %52 = load float, ptr %25, align 4
  %53 = fpext float %52 to double
  %54 = fadd double %51, %53
  %55 = load i64, ptr %26, align 8
  %56 = sitofp i64 %55 to double
  %57 = fadd double %54, %56
  %58 = load double, ptr %27, align 8
  %59 = fadd double %57, %58
  %60 = load i8, ptr %28, align 1
  %61 = sext i8 %60 to i32
  %62 = sitofp i32 %61 to double
  %63 = fadd double %59, %62
  %64 = load ptr, ptr %29, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 0
  %66 = load i8, ptr %65, align 1
  %67 = sext i8 %66 to i32
  %68 = sitofp i32 %67 to double
  %69 = fadd double %63, %68
  %70 = load i32, ptr %30, align 4
  %71 = sitofp i32 %70 to double
  %72 = fadd double %69, %71
  %73 = load double, ptr %31, align 8
  %74 = fadd double %72, %73
  %75 = load i16, ptr %32, align 2
  %76 = sext i16 %75 to i32
  %77 = sitofp i32 %76 to double
  %78 = fadd double %74, %77
  %79 = load double, ptr %33, align 8
  %80 = fadd double %78, %79
  %81 = load ptr, ptr %34, align 8
  %82 = load i32, ptr %81, align 4
  %83 = sitofp i32 %82 to double
  %84 = fadd double %80, %83
  %85 = load float, ptr %35, align 4
  %86 = fpext float %85 to double
  %87 = fadd double %84, %86
  store double %87, ptr %43, align 8
  %88 = load double, ptr %36, align 8
  %89 = load double, ptr %37, align 8
  %90 = fmul double %89, 3.000000e+00
  %91 = call double @llvm.fmuladd.f64(double %88, double 2.000000e+00, double %90)
  %92 = load double, ptr %38, align 8
  %93 = call double @llvm.fmuladd.f64(double %92, double 4.000000e+00, double %91)
  %94 = load double, ptr %39, align 8
  %95 = call double @llvm.fmuladd.f64(double %94, double 5.000000e+00, double %93)
  %96 = load double, ptr %40, align 8
  %97 = call double @llvm.fmuladd.f64(double %96, double 6.000000e+00, double %95)
  %98 = load i8, ptr %41, align 1
  %99 = zext i8 %98 to i32
  %100 = sitofp i32 %99 to double
  %101 = fadd double %97, %100
  %102 = load double, ptr %42, align 8
  %103 = call double @llvm.fmuladd.f64(double %102, double 7.000000e+00, double %101)
  %104 = load double, ptr %43, align 8
  %105 = fadd double %104, %103
  store double %105, ptr %43, align 8
  %106 = load ptr, ptr %24, align 8
  %107 = load i32, ptr %106, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %106, align 4
  %109 = load ptr, ptr %34, align 8
  %110 = load i32, ptr %109, align 4
  %111 = sub nsw i32 %110, 1
  store i32 %111, ptr %109, align 4
  %112 = load double, ptr %43, align 8
  ret double %112
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @structs_and_more(i64 %0, i64 %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i64 %7, double noundef %8, ptr noundef %9, i32 noundef %10, i64 %11) #0 {
  %13 = alloca %struct.pt, align 4
  %14 = alloca %struct.pt, align 4
  %15 = alloca %struct.pt, align 4
  %16 = alloca %struct.pt, align 4
  %17 = alloca %struct.pt, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  store i64 %0, ptr %14, align 4
  store i64 %1, ptr %15, align 4
  store i64 %7, ptr %16, align 4
  store i64 %11, ptr %17, align 4
  store ptr %2, ptr %18, align 8
  store i32 %3, ptr %19, align 4
  store i32 %4, ptr %20, align 4
  store i32 %5, ptr %21, align 4
  store i32 %6, ptr %22, align 4
  store double %8, ptr %23, align 8
  store ptr %9, ptr %24, align 8
  store i32 %10, ptr %25, align 4
  %26 = getelementptr inbounds %struct.pt, ptr %14, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds %struct.pt, ptr %15, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %27, %29
  %31 = getelementptr inbounds %struct.pt, ptr %16, i32 0, i32 0
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %30, %32
  %34 = getelementptr inbounds %struct.pt, ptr %17, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %33, %35
  %37 = load i32, ptr %19, align 4
  %38 = add nsw i32 %36, %37
  %39 = load i32, ptr %21, align 4
  %40 = add nsw i32 %38, %39
  %41 = load i32, ptr %25, align 4
  %42 = add nsw i32 %40, %41
  %43 = getelementptr inbounds %struct.dpair, ptr %2, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = fadd double %44, %46
  %48 = load double, ptr %23, align 8
  %49 = fadd double %47, %48
  %50 = fptosi double %49 to i32
  %51 = add nsw i32 %42, %50
  %52 = getelementptr inbounds %struct.pt, ptr %13, i32 0, i32 0
  store i32 %51, ptr %52, align 4
  %53 = getelementptr inbounds %struct.pt, ptr %14, i32 0, i32 1
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds %struct.pt, ptr %15, i32 0, i32 1
  %56 = load i32, ptr %55, align 4
  %57 = add nsw i32 %54, %56
  %58 = getelementptr inbounds %struct.pt, ptr %16, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = add nsw i32 %57, %59
  %61 = getelementptr inbounds %struct.pt, ptr %17, i32 0, i32 1
  %62 = load i32, ptr %61, align 4
  %63 = add nsw i32 %60, %62
  %64 = load i32, ptr %20, align 4
  %65 = add nsw i32 %63, %64
  %66 = load i32, ptr %22, align 4
  %67 = add nsw i32 %65, %66
  %68 = getelementptr inbounds %struct.dpair, ptr %2, i32 0, i32 1
  %69 = load double, ptr %68, align 8
  %70 = getelementptr inbounds %struct.dpair, ptr %9, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = fmul double %69, %71
  %73 = fptosi double %72 to i32
  %74 = add nsw i32 %67, %73
  %75 = getelementptr inbounds %struct.pt, ptr %13, i32 0, i32 1
  store i32 %74, ptr %75, align 4
  %76 = load i64, ptr %13, align 4
  ret i64 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @outputs(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11) #0 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 %0, ptr %13, align 4
  store i32 %1, ptr %14, align 4
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store ptr %6, ptr %19, align 8
  store ptr %7, ptr %20, align 8
  store ptr %8, ptr %21, align 8
  store ptr %9, ptr %22, align 8
  store i32 %10, ptr %23, align 4
  store i32 %11, ptr %24, align 4
  %25 = load i32, ptr %13, align 4
  %26 = load i32, ptr %14, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %15, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %16, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, ptr %18, align 4
  %35 = add nsw i32 %33, %34
  %36 = load i32, ptr %23, align 4
  %37 = add nsw i32 %35, %36
  %38 = load i32, ptr %24, align 4
  %39 = add nsw i32 %37, %38
  %40 = load ptr, ptr %19, align 8
  store i32 %39, ptr %40, align 4
  %41 = load i32, ptr %13, align 4
  %42 = load i32, ptr %14, align 4
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr %15, align 4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %16, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, ptr %17, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %18, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %23, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %24, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load ptr, ptr %20, align 8
  store i32 %55, ptr %56, align 4
  %57 = load i32, ptr %13, align 4
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %58, 1
  %60 = load i32, ptr %14, align 4
  %61 = mul nsw i32 %60, 10
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = load i32, ptr %15, align 4
  %65 = mul nsw i32 %64, 100
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %63, %66
  %68 = load i32, ptr %16, align 4
  %69 = mul nsw i32 %68, 1000
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %67, %70
  %72 = load i32, ptr %17, align 4
  %73 = sext i32 %72 to i64
  %74 = mul nsw i64 %73, 10000
  %75 = add nsw i64 %71, %74
  %76 = load i32, ptr %18, align 4
  %77 = sext i32 %76 to i64
  %78 = mul nsw i64 %77, 100000
  %79 = add nsw i64 %75, %78
  %80 = load i32, ptr %23, align 4
  %81 = sext i32 %80 to i64
  %82 = mul nsw i64 %81, 1000000
  %83 = add nsw i64 %79, %82
  %84 = load i32, ptr %24, align 4
  %85 = sext i32 %84 to i64
  %86 = mul nsw i64 %85, 10000000
  %87 = add nsw i64 %83, %86
  %88 = load ptr, ptr %21, align 8
  store i64 %87, ptr %88, align 8
  %89 = load ptr, ptr %19, align 8
  %90 = load i32, ptr %89, align 4
  %91 = sitofp i32 %90 to double
  %92 = fdiv double %91, 8.000000e+00
  %93 = load ptr, ptr %22, align 8
  store double %92, ptr %93, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca %struct.pt, align 4
  %6 = alloca %struct.pt, align 4
  %7 = alloca %struct.pt, align 4
  %8 = alloca %struct.pt, align 4
  %9 = alloca %struct.dpair, align 8
  %10 = alloca %struct.dpair, align 8
  %11 = alloca %struct.pt, align 4
  %12 = alloca %struct.dpair, align 8
  %13 = alloca %struct.dpair, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca double, align 8
  %18 = alloca ptr, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %23 = call i64 @many_ints(i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12, i32 noundef 13, i32 noundef -14)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %23)
  %25 = call double @many_doubles(double noundef 1.500000e+00, double noundef 2.250000e+00, double noundef 3.125000e+00, double noundef 4.000000e+00, double noundef 5.500000e+00, double noundef 6.750000e+00, double noundef 7.000000e+00, double noundef 8.500000e+00, double noundef 9.250000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01, double noundef 1.275000e+01)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %25)
  store i32 10, ptr %2, align 4
  store i32 20, ptr %3, align 4
  %27 = call double @mixed(i32 noundef 1, double noundef 2.500000e+00, ptr noundef %2, float noundef 3.250000e+00, i64 noundef 4000000000, double noundef 5.500000e+00, i8 noundef 65, ptr noundef @.str.2, i32 noundef -7, double noundef 8.125000e+00, i16 noundef -300, double noundef 9.000000e+00, ptr noundef %3, float noundef 7.500000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, i8 noundef -56, double noundef 6.000000e+00)
  store double %27, ptr %4, align 8
  %28 = load double, ptr %4, align 8
  %29 = load i32, ptr %2, align 4
  %30 = load i32, ptr %3, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %28, i32 noundef %29, i32 noundef %30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.b, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.d, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.g, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.c, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.f, i64 16, i1 false)
  %32 = load i64, ptr %5, align 4
  %33 = load i64, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %9, i64 16, i1 false)
  %34 = load i64, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %10, i64 16, i1 false)
  %35 = load i64, ptr %8, align 4
  %36 = call i64 @structs_and_more(i64 %32, i64 %33, ptr noundef %12, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i64 %34, double noundef 7.500000e-01, ptr noundef %13, i32 noundef 50, i64 %35)
  store i64 %36, ptr %11, align 4
  %37 = getelementptr inbounds %struct.pt, ptr %11, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds %struct.pt, ptr %11, i32 0, i32 1
  %40 = load i32, ptr %39, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %38, i32 noundef %40)
  call void @outputs(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17, i32 noundef 7, i32 noundef 8)
  %42 = load i32, ptr %14, align 4
  %43 = load i32, ptr %15, align 4
  %44 = load i64, ptr %16, align 8
  %45 = load double, ptr %17, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %42, i32 noundef %43, i64 noundef %44, double noundef %45)
  store ptr @many_doubles, ptr %18, align 8
  store double 0.000000e+00, ptr %19, align 8
  store i32 0, ptr %20, align 4
  br label %47

47:                                               ; preds = %66, %0
  %48 = load i32, ptr %20, align 4
  %49 = icmp slt i32 %48, 5
  br i1 %49, label %50, label %69

50:                                               ; preds = %47
  %51 = load ptr, ptr %18, align 8
  %52 = load i32, ptr %20, align 4
  %53 = sitofp i32 %52 to double
  %54 = load i32, ptr %20, align 4
  %55 = add nsw i32 %54, 1
  %56 = sitofp i32 %55 to double
  %57 = load i32, ptr %20, align 4
  %58 = mul nsw i32 %57, 2
  %59 = sitofp i32 %58 to double
  %60 = load i32, ptr %20, align 4
  %61 = sitofp i32 %60 to double
  %62 = fmul double %61, 2.500000e-01
  %63 = call double %51(double noundef %53, double noundef %56, double noundef %59, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef %62)
  %64 = load double, ptr %19, align 8
  %65 = fadd double %64, %63
  store double %65, ptr %19, align 8
  br label %66

66:                                               ; preds = %50
  %67 = load i32, ptr %20, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %20, align 4
  br label %47, !llvm.loop !5

69:                                               ; preds = %47
  %70 = load double, ptr %19, align 8
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %70)
  store i64 0, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %72

72:                                               ; preds = %95, %69
  %73 = load i32, ptr %22, align 4
  %74 = icmp slt i32 %73, 10
  br i1 %74, label %75, label %98

75:                                               ; preds = %72
  %76 = load i32, ptr %22, align 4
  %77 = load i32, ptr %22, align 4
  %78 = load i32, ptr %22, align 4
  %79 = load i32, ptr %22, align 4
  %80 = load i32, ptr %22, align 4
  %81 = load i32, ptr %22, align 4
  %82 = load i32, ptr %22, align 4
  %83 = load i32, ptr %22, align 4
  %84 = load i32, ptr %22, align 4
  %85 = load i32, ptr %22, align 4
  %86 = load i32, ptr %22, align 4
  %87 = load i32, ptr %22, align 4
  %88 = load i32, ptr %22, align 4
  %89 = load i32, ptr %22, align 4
  %90 = sub nsw i32 0, %89
  %91 = mul nsw i32 %90, 3
  %92 = call i64 @many_ints(i32 noundef %76, i32 noundef %77, i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84, i32 noundef %85, i32 noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %91)
  %93 = load i64, ptr %21, align 8
  %94 = add nsw i64 %93, %92
  store i64 %94, ptr %21, align 8
  br label %95

95:                                               ; preds = %75
  %96 = load i32, ptr %22, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %22, align 4
  br label %72, !llvm.loop !7

98:                                               ; preds = %72
  %99 = load i64, ptr %21, align 8
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %99)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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

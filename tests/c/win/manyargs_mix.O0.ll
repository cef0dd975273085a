; ModuleID = 'manyargs_mix.c'
source_filename = "manyargs_mix.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Pt = type { i32, i32 }
%struct.Cx = type { double, double }
%struct.FI = type { float, i32 }
%struct.Big = type { [3 x i64] }
%struct.Acc = type { double, i64, i32 }

@__const.main.p1 = private unnamed_addr constant %struct.Pt { i32 3, i32 4 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.Pt { i32 -5, i32 6 }, align 4
@__const.main.c1 = private unnamed_addr constant %struct.Cx { double 1.500000e+00, double 2.500000e-01 }, align 8
@__const.main.c2 = private unnamed_addr constant %struct.Cx { double -2.000000e+00, double 3.000000e+00 }, align 8
@__const.main.fi = private unnamed_addr constant %struct.FI { float 7.500000e-01, i32 11 }, align 4
@__const.main.b1 = private unnamed_addr constant %struct.Big { [3 x i64] [i64 100, i64 200, i64 300] }, align 8
@__const.main.b2 = private unnamed_addr constant %struct.Big { [3 x i64] [i64 -1, i64 -2, i64 -3] }, align 8
@g_counter = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [48 x i8] c"wide direct sum=%.6f isum=%lld calls=%d ctr=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"wide via ptr sum=%.6f isum=%lld calls=%d ctr=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"rec16(%d) = %.6f\0A\00", align 1
@__const.main.start = private unnamed_addr constant %struct.Big { [3 x i64] [i64 1, i64 2, i64 3] }, align 8
@__const.main.bias = private unnamed_addr constant %struct.Big { [3 x i64] [i64 700, i64 -350, i64 1400] }, align 8
@__const.main.step = private unnamed_addr constant %struct.Pt { i32 5, i32 2 }, align 4
@__const.main.scale = private unnamed_addr constant %struct.Cx { double 1.600000e+01, double 5.000000e-01 }, align 8
@__const.main.tag = private unnamed_addr constant %struct.FI { float 2.500000e-01, i32 3 }, align 4
@.str.3 = private unnamed_addr constant [30 x i8] c"rec_big(%d) = %lld %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"floats16 %.4f direct %.4f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @wide(ptr dead_on_unwind noalias writable sret(%struct.Acc) align 8 %0, i32 noundef %1, double noundef %2, i64 %3, float noundef %4, ptr noundef %5, ptr noundef %6, i64 noundef %7, double noundef %8, i64 %9, i8 noundef %10, ptr noundef %11, double noundef %12, i32 noundef %13, i64 %14, float noundef %15, double noundef %16, i16 noundef %17, ptr noundef %18, double noundef %19, i32 noundef %20, ptr noundef %21, double noundef %22) #0 {
  %24 = alloca ptr, align 8
  %25 = alloca %struct.Pt, align 4
  %26 = alloca %struct.FI, align 4
  %27 = alloca %struct.Pt, align 4
  %28 = alloca i32, align 4
  %29 = alloca double, align 8
  %30 = alloca float, align 4
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca double, align 8
  %35 = alloca i8, align 1
  %36 = alloca ptr, align 8
  %37 = alloca double, align 8
  %38 = alloca i32, align 4
  %39 = alloca float, align 4
  %40 = alloca double, align 8
  %41 = alloca i16, align 2
  %42 = alloca ptr, align 8
  %43 = alloca double, align 8
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca double, align 8
  store ptr %0, ptr %24, align 8
  store i64 %3, ptr %25, align 4
  store i64 %9, ptr %26, align 4
  store i64 %14, ptr %27, align 4
  store i32 %1, ptr %28, align 4
  store double %2, ptr %29, align 8
  store float %4, ptr %30, align 4
  store ptr %5, ptr %31, align 8
  store ptr %6, ptr %32, align 8
  store i64 %7, ptr %33, align 8
  store double %8, ptr %34, align 8
  store i8 %10, ptr %35, align 1
  store ptr %11, ptr %36, align 8
  store double %12, ptr %37, align 8
  store i32 %13, ptr %38, align 4
  store float %15, ptr %39, align 4
  store double %16, ptr %40, align 8
  store i16 %17, ptr %41, align 2
  store ptr %18, ptr %42, align 8
  store double %19, ptr %43, align 8
  store i32 %20, ptr %44, align 4
  store ptr %21, ptr %45, align 8
  store double %22, ptr %46, align 8
  %47 = load double, ptr %29, align 8
  %48 = load float, ptr %30, align 4
  %49 = fpext float %48 to double
  %50 = fadd double %47, %49
  %51 = getelementptr inbounds %struct.Cx, ptr %6, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = fadd double %50, %52
  %54 = getelementptr inbounds %struct.Cx, ptr %6, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = fsub double %53, %55
  %57 = load double, ptr %34, align 8
  %58 = fadd double %56, %57
  %59 = getelementptr inbounds %struct.FI, ptr %26, i32 0, i32 0
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = fadd double %58, %61
  %63 = load double, ptr %37, align 8
  %64 = fadd double %62, %63
  %65 = load float, ptr %39, align 4
  %66 = fpext float %65 to double
  %67 = fadd double %64, %66
  %68 = load double, ptr %40, align 8
  %69 = fadd double %67, %68
  %70 = getelementptr inbounds %struct.Cx, ptr %18, i32 0, i32 0
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds %struct.Cx, ptr %18, i32 0, i32 1
  %73 = load double, ptr %72, align 8
  %74 = call double @llvm.fmuladd.f64(double %71, double %73, double %69)
  %75 = load double, ptr %43, align 8
  %76 = fadd double %74, %75
  %77 = load double, ptr %46, align 8
  %78 = fadd double %76, %77
  %79 = getelementptr inbounds %struct.Acc, ptr %0, i32 0, i32 0
  store double %78, ptr %79, align 8
  %80 = load i32, ptr %28, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.Pt, ptr %25, i32 0, i32 0
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %83 to i64
  %85 = mul nsw i64 %84, 10
  %86 = add nsw i64 %81, %85
  %87 = getelementptr inbounds %struct.Pt, ptr %25, i32 0, i32 1
  %88 = load i32, ptr %87, align 4
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %86, %89
  %91 = load i64, ptr %33, align 8
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds %struct.FI, ptr %26, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = sext i32 %94 to i64
  %96 = add nsw i64 %92, %95
  %97 = load i8, ptr %35, align 1
  %98 = sext i8 %97 to i64
  %99 = add nsw i64 %96, %98
  %100 = getelementptr inbounds %struct.Big, ptr %11, i32 0, i32 0
  %101 = getelementptr inbounds [3 x i64], ptr %100, i64 0, i64 0
  %102 = load i64, ptr %101, align 8
  %103 = add nsw i64 %99, %102
  %104 = getelementptr inbounds %struct.Big, ptr %11, i32 0, i32 0
  %105 = getelementptr inbounds [3 x i64], ptr %104, i64 0, i64 2
  %106 = load i64, ptr %105, align 8
  %107 = sub nsw i64 %103, %106
  %108 = load i32, ptr %38, align 4
  %109 = sext i32 %108 to i64
  %110 = add nsw i64 %107, %109
  %111 = getelementptr inbounds %struct.Pt, ptr %27, i32 0, i32 0
  %112 = load i32, ptr %111, align 4
  %113 = sext i32 %112 to i64
  %114 = add nsw i64 %110, %113
  %115 = getelementptr inbounds %struct.Pt, ptr %27, i32 0, i32 1
  %116 = load i32, ptr %115, align 4
  %117 = sext i32 %116 to i64
  %118 = sub nsw i64 %114, %117
  %119 = load i16, ptr %41, align 2
  %120 = zext i16 %119 to i64
  %121 = add nsw i64 %118, %120
  %122 = load i32, ptr %44, align 4
  %123 = sext i32 %122 to i64
  %124 = add nsw i64 %121, %123
  %125 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 0
  %126 = getelementptr inbounds [3 x i64], ptr %125, i64 0, i64 1
  %127 = load i64, ptr %126, align 8
  %128 = add nsw i64 %124, %127
  %129 = getelementptr inbounds %struct.Acc, ptr %0, i32 0, i32 1
  store i64 %128, ptr %129, align 8
  %130 = getelementptr inbounds %struct.Acc, ptr %0, i32 0, i32 2
  store i32 1, ptr %130, align 8
  %131 = load i32, ptr %28, align 4
  %132 = load i32, ptr %44, align 4
  %133 = add nsw i32 %131, %132
  %134 = load ptr, ptr %31, align 8
  %135 = load i32, ptr %134, align 4
  %136 = add nsw i32 %135, %133
  store i32 %136, ptr %134, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @rec16(i32 noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15) #0 {
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca double, align 8
  store i32 %0, ptr %18, align 4
  store double %1, ptr %19, align 8
  store double %2, ptr %20, align 8
  store double %3, ptr %21, align 8
  store double %4, ptr %22, align 8
  store double %5, ptr %23, align 8
  store double %6, ptr %24, align 8
  store double %7, ptr %25, align 8
  store double %8, ptr %26, align 8
  store double %9, ptr %27, align 8
  store i32 %10, ptr %28, align 4
  store i32 %11, ptr %29, align 4
  store i32 %12, ptr %30, align 4
  store i32 %13, ptr %31, align 4
  store i32 %14, ptr %32, align 4
  store i32 %15, ptr %33, align 4
  %35 = load i32, ptr %18, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %73

37:                                               ; preds = %16
  %38 = load double, ptr %19, align 8
  %39 = load double, ptr %20, align 8
  %40 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %39, double %38)
  %41 = load double, ptr %21, align 8
  %42 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %41, double %40)
  %43 = load double, ptr %22, align 8
  %44 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %43, double %42)
  %45 = load double, ptr %23, align 8
  %46 = call double @llvm.fmuladd.f64(double 5.000000e+00, double %45, double %44)
  %47 = load double, ptr %24, align 8
  %48 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %47, double %46)
  %49 = load double, ptr %25, align 8
  %50 = call double @llvm.fmuladd.f64(double 7.000000e+00, double %49, double %48)
  %51 = load double, ptr %26, align 8
  %52 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %51, double %50)
  %53 = load double, ptr %27, align 8
  %54 = call double @llvm.fmuladd.f64(double 9.000000e+00, double %53, double %52)
  %55 = load i32, ptr %28, align 4
  %56 = sitofp i32 %55 to double
  %57 = fadd double %54, %56
  %58 = load i32, ptr %29, align 4
  %59 = sitofp i32 %58 to double
  %60 = fsub double %57, %59
  %61 = load i32, ptr %30, align 4
  %62 = sitofp i32 %61 to double
  %63 = fadd double %60, %62
  %64 = load i32, ptr %31, align 4
  %65 = sitofp i32 %64 to double
  %66 = fsub double %63, %65
  %67 = load i32, ptr %32, align 4
  %68 = sitofp i32 %67 to double
  %69 = fadd double %66, %68
  %70 = load i32, ptr %33, align 4
  %71 = sitofp i32 %70 to double
  %72 = fsub double %69, %71
  store double %72, ptr %17, align 8
  br label %104

73:                                               ; preds = %16
  %74 = load i32, ptr %18, align 4
  %75 = sub nsw i32 %74, 1
  %76 = load double, ptr %20, align 8
  %77 = load double, ptr %21, align 8
  %78 = load double, ptr %22, align 8
  %79 = load double, ptr %23, align 8
  %80 = load double, ptr %24, align 8
  %81 = load double, ptr %25, align 8
  %82 = load double, ptr %26, align 8
  %83 = load double, ptr %27, align 8
  %84 = load double, ptr %19, align 8
  %85 = fmul double %84, 5.000000e-01
  %86 = load i32, ptr %29, align 4
  %87 = load i32, ptr %30, align 4
  %88 = load i32, ptr %31, align 4
  %89 = load i32, ptr %32, align 4
  %90 = load i32, ptr %33, align 4
  %91 = load i32, ptr %28, align 4
  %92 = load i32, ptr %18, align 4
  %93 = add nsw i32 %91, %92
  %94 = call double @rec16(i32 noundef %75, double noundef %76, double noundef %77, double noundef %78, double noundef %79, double noundef %80, double noundef %81, double noundef %82, double noundef %83, double noundef %85, i32 noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %93)
  store double %94, ptr %34, align 8
  %95 = load double, ptr %34, align 8
  %96 = load double, ptr %19, align 8
  %97 = fadd double %95, %96
  %98 = load double, ptr %27, align 8
  %99 = fneg double %98
  %100 = call double @llvm.fmuladd.f64(double %99, double 2.500000e-01, double %97)
  %101 = load i32, ptr %33, align 4
  %102 = sitofp i32 %101 to double
  %103 = fadd double %100, %102
  store double %103, ptr %17, align 8
  br label %104

104:                                              ; preds = %73, %37
  %105 = load double, ptr %17, align 8
  ret double %105
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @rec_big(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1, ptr noundef %2, i64 %3, ptr noundef %4, i64 %5, ptr noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca %struct.Pt, align 4
  %10 = alloca %struct.FI, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca %struct.Big, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.Pt, align 4
  %18 = alloca %struct.Cx, align 8
  %19 = alloca %struct.Big, align 8
  %20 = alloca %struct.Cx, align 8
  %21 = alloca %struct.Big, align 8
  store ptr %0, ptr %8, align 8
  store i64 %3, ptr %9, align 4
  store i64 %5, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store ptr %2, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %22 = load i32, ptr %11, align 4
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 24, i1 false)
  br label %99

25:                                               ; preds = %7
  store i32 0, ptr %16, align 4
  br label %26

26:                                               ; preds = %60, %25
  %27 = load i32, ptr %16, align 4
  %28 = icmp slt i32 %27, 3
  br i1 %28, label %29, label %63

29:                                               ; preds = %26
  %30 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %31 = load i32, ptr %16, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x i64], ptr %30, i64 0, i64 %32
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %16, align 4
  %38 = add nsw i32 %37, 1
  %39 = mul nsw i32 %36, %38
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %34, %40
  %42 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = sext i32 %43 to i64
  %45 = sub nsw i64 %41, %44
  %46 = getelementptr inbounds %struct.Big, ptr %6, i32 0, i32 0
  %47 = load i32, ptr %16, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x i64], ptr %46, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = load i32, ptr %11, align 4
  %52 = add nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = sdiv i64 %50, %53
  %55 = add nsw i64 %45, %54
  %56 = getelementptr inbounds %struct.Big, ptr %15, i32 0, i32 0
  %57 = load i32, ptr %16, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [3 x i64], ptr %56, i64 0, i64 %58
  store i64 %55, ptr %59, align 8
  br label %60

60:                                               ; preds = %29
  %61 = load i32, ptr %16, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %16, align 4
  br label %26, !llvm.loop !5

63:                                               ; preds = %26
  %64 = getelementptr inbounds %struct.Pt, ptr %17, i32 0, i32 0
  %65 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %64, align 4
  %67 = getelementptr inbounds %struct.Pt, ptr %17, i32 0, i32 1
  %68 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 0
  %69 = load i32, ptr %68, align 4
  %70 = getelementptr inbounds %struct.FI, ptr %10, i32 0, i32 1
  %71 = load i32, ptr %70, align 4
  %72 = add nsw i32 %69, %71
  store i32 %72, ptr %67, align 4
  %73 = getelementptr inbounds %struct.Cx, ptr %18, i32 0, i32 0
  %74 = getelementptr inbounds %struct.Cx, ptr %4, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = fmul double %75, 5.000000e-01
  store double %76, ptr %73, align 8
  %77 = getelementptr inbounds %struct.Cx, ptr %18, i32 0, i32 1
  %78 = getelementptr inbounds %struct.Cx, ptr %4, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds %struct.FI, ptr %10, i32 0, i32 0
  %81 = load float, ptr %80, align 4
  %82 = fpext float %81 to double
  %83 = fadd double %79, %82
  store double %83, ptr %77, align 8
  %84 = load i32, ptr %11, align 4
  %85 = sub nsw i32 %84, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %15, i64 24, i1 false)
  %86 = load i64, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %18, i64 16, i1 false)
  %87 = load i64, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %6, i64 24, i1 false)
  call void @rec_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, i32 noundef %85, ptr noundef %19, i64 %86, ptr noundef %20, i64 %87, ptr noundef %21)
  %88 = getelementptr inbounds %struct.Cx, ptr %4, i32 0, i32 0
  %89 = load double, ptr %88, align 8
  %90 = fmul double %89, 8.000000e+00
  %91 = fptosi double %90 to i64
  %92 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %93 = load i32, ptr %11, align 4
  %94 = srem i32 %93, 3
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [3 x i64], ptr %92, i64 0, i64 %95
  %97 = load i64, ptr %96, align 8
  %98 = add nsw i64 %97, %91
  store i64 %98, ptr %96, align 8
  br label %99

99:                                               ; preds = %63, %24
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @floats16(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12, float noundef %13, float noundef %14, float noundef %15, double noundef %16, double noundef %17, double noundef %18, double noundef %19, double noundef %20, double noundef %21, double noundef %22, double noundef %23) #0 {
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  %36 = alloca float, align 4
  %37 = alloca float, align 4
  %38 = alloca float, align 4
  %39 = alloca float, align 4
  %40 = alloca float, align 4
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca double, align 8
  %49 = alloca float, align 4
  store float %0, ptr %25, align 4
  store float %1, ptr %26, align 4
  store float %2, ptr %27, align 4
  store float %3, ptr %28, align 4
  store float %4, ptr %29, align 4
  store float %5, ptr %30, align 4
  store float %6, ptr %31, align 4
  store float %7, ptr %32, align 4
  store float %8, ptr %33, align 4
  store float %9, ptr %34, align 4
  store float %10, ptr %35, align 4
  store float %11, ptr %36, align 4
  store float %12, ptr %37, align 4
  store float %13, ptr %38, align 4
  store float %14, ptr %39, align 4
  store float %15, ptr %40, align 4
  store double %16, ptr %41, align 8
  store double %17, ptr %42, align 8
  store double %18, ptr %43, align 8
  store double %19, ptr %44, align 8
  store double %20, ptr %45, align 8
  store double %21, ptr %46, align 8
  store double %22, ptr %47, align 8
  store double %23, ptr %48, align 8
  %50 = load float, ptr %25, align 4
  %51 = load float, ptr %26, align 4
  %52 = fsub float %50, %51
  %53 = load float, ptr %27, align 4
  %54 = fadd float %52, %53
  %55 = load float, ptr %28, align 4
  %56 = fsub float %54, %55
  %57 = load float, ptr %29, align 4
  %58 = fadd float %56, %57
  %59 = load float, ptr %30, align 4
  %60 = fsub float %58, %59
  %61 = load float, ptr %31, align 4
  %62 = fadd float %60, %61
  %63 = load float, ptr %32, align 4
  %64 = fsub float %62, %63
  %65 = load float, ptr %33, align 4
  %66 = fadd float %64, %65
  %67 = load float, ptr %34, align 4
  %68 = fsub float %66, %67
  %69 = load float, ptr %35, align 4
  %70 = fadd float %68, %69
  %71 = load float, ptr %36, align 4
  %72 = fsub float %70, %71
  %73 = load float, ptr %37, align 4
  %74 = fadd float %72, %73
  %75 = load float, ptr %38, align 4
  %76 = fsub float %74, %75
  %77 = load float, ptr %39, align 4
  %78 = fadd float %76, %77
  %79 = load float, ptr %40, align 4
  %80 = fsub float %78, %79
  store float %80, ptr %49, align 4
  %81 = load float, ptr %49, align 4
  %82 = load double, ptr %41, align 8
  %83 = load double, ptr %42, align 8
  %84 = call double @llvm.fmuladd.f64(double %83, double 2.000000e+00, double %82)
  %85 = load double, ptr %43, align 8
  %86 = call double @llvm.fmuladd.f64(double %85, double 3.000000e+00, double %84)
  %87 = load double, ptr %44, align 8
  %88 = call double @llvm.fmuladd.f64(double %87, double 4.000000e+00, double %86)
  %89 = load double, ptr %45, align 8
  %90 = call double @llvm.fmuladd.f64(double %89, double 5.000000e+00, double %88)
  %91 = load double, ptr %46, align 8
  %92 = call double @llvm.fmuladd.f64(double %91, double 6.000000e+00, double %90)
  %93 = load double, ptr %47, align 8
  %94 = call double @llvm.fmuladd.f64(double %93, double 7.000000e+00, double %92)
  %95 = load double, ptr %48, align 8
  %96 = call double @llvm.fmuladd.f64(double %95, double 8.000000e+00, double %94)
  %97 = fptrunc double %96 to float
  %98 = call float @llvm.fmuladd.f32(float %81, float 2.000000e+00, float %97)
  ret float %98
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 4
  %3 = alloca %struct.Pt, align 4
  %4 = alloca %struct.Cx, align 8
  %5 = alloca %struct.Cx, align 8
  %6 = alloca %struct.FI, align 4
  %7 = alloca %struct.Big, align 8
  %8 = alloca %struct.Big, align 8
  %9 = alloca %struct.Acc, align 8
  %10 = alloca %struct.Cx, align 8
  %11 = alloca %struct.Big, align 8
  %12 = alloca %struct.Cx, align 8
  %13 = alloca %struct.Big, align 8
  %14 = alloca ptr, align 8
  %15 = alloca %struct.Acc, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.Acc, align 8
  %18 = alloca %struct.Cx, align 8
  %19 = alloca %struct.Big, align 8
  %20 = alloca %struct.Cx, align 8
  %21 = alloca %struct.Big, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.Big, align 8
  %24 = alloca %struct.Big, align 8
  %25 = alloca %struct.Pt, align 4
  %26 = alloca %struct.Cx, align 8
  %27 = alloca %struct.FI, align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.Big, align 8
  %30 = alloca %struct.Big, align 8
  %31 = alloca %struct.Cx, align 8
  %32 = alloca %struct.Big, align 8
  %33 = alloca ptr, align 8
  %34 = alloca float, align 4
  %35 = alloca i32, align 4
  %36 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.p2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.c1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.c2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.fi, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.b1, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.b2, i64 24, i1 false)
  %37 = load i64, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %4, i64 16, i1 false)
  %38 = load i64, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %7, i64 24, i1 false)
  %39 = load i64, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %5, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %8, i64 24, i1 false)
  call void @wide(ptr dead_on_unwind writable sret(%struct.Acc) align 8 %9, i32 noundef 1, double noundef 2.500000e+00, i64 %37, float noundef 5.000000e-01, ptr noundef @g_counter, ptr noundef %10, i64 noundef 34359738368, double noundef -1.250000e+00, i64 %38, i8 noundef 81, ptr noundef %11, double noundef 9.000000e+00, i32 noundef -7, i64 %39, float noundef 1.250000e+00, double noundef 1.250000e-01, i16 noundef -1, ptr noundef %12, double noundef 1.000000e-03, i32 noundef 42, ptr noundef %13, double noundef -1.000000e+02)
  %40 = getelementptr inbounds %struct.Acc, ptr %9, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds %struct.Acc, ptr %9, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds %struct.Acc, ptr %9, i32 0, i32 2
  %45 = load i32, ptr %44, align 8
  %46 = load i32, ptr @g_counter, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %41, i64 noundef %43, i32 noundef %45, i32 noundef %46)
  store ptr @wide, ptr %14, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 24, i1 false)
  store i32 0, ptr %16, align 4
  br label %48

48:                                               ; preds = %126, %0
  %49 = load i32, ptr %16, align 4
  %50 = icmp slt i32 %49, 4
  br i1 %50, label %51, label %129

51:                                               ; preds = %48
  %52 = load i32, ptr %16, align 4
  %53 = getelementptr inbounds %struct.Pt, ptr %2, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = add nsw i32 %54, %52
  store i32 %55, ptr %53, align 4
  %56 = getelementptr inbounds %struct.Cx, ptr %4, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = fsub double %57, 5.000000e-01
  store double %58, ptr %56, align 8
  %59 = getelementptr inbounds %struct.FI, ptr %6, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = mul nsw i32 %60, 2
  store i32 %61, ptr %59, align 4
  %62 = load i32, ptr %16, align 4
  %63 = mul nsw i32 %62, 1000
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.Big, ptr %7, i32 0, i32 0
  %66 = load i32, ptr %16, align 4
  %67 = srem i32 %66, 3
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [3 x i64], ptr %65, i64 0, i64 %68
  %70 = load i64, ptr %69, align 8
  %71 = add nsw i64 %70, %64
  store i64 %71, ptr %69, align 8
  %72 = load ptr, ptr %14, align 8
  %73 = load i32, ptr %16, align 4
  %74 = load i32, ptr %16, align 4
  %75 = sitofp i32 %74 to double
  %76 = fmul double %75, 5.000000e-01
  %77 = load i32, ptr %16, align 4
  %78 = sitofp i32 %77 to float
  %79 = load i32, ptr %16, align 4
  %80 = sub nsw i32 0, %79
  %81 = sext i32 %80 to i64
  %82 = mul nsw i64 %81, 77
  %83 = load i32, ptr %16, align 4
  %84 = add nsw i32 %83, 1
  %85 = sitofp i32 %84 to double
  %86 = fdiv double 1.000000e+00, %85
  %87 = load i32, ptr %16, align 4
  %88 = add nsw i32 97, %87
  %89 = trunc i32 %88 to i8
  %90 = load i32, ptr %16, align 4
  %91 = load i32, ptr %16, align 4
  %92 = mul nsw i32 %90, %91
  %93 = sitofp i32 %92 to double
  %94 = fmul double %93, 2.500000e-01
  %95 = load i32, ptr %16, align 4
  %96 = sub nsw i32 %95, 10
  %97 = load i32, ptr %16, align 4
  %98 = sitofp i32 %97 to float
  %99 = fmul float -5.000000e-01, %98
  %100 = load i32, ptr %16, align 4
  %101 = mul nsw i32 %100, 1111
  %102 = trunc i32 %101 to i16
  %103 = load i32, ptr %16, align 4
  %104 = mul nsw i32 %103, 3
  %105 = load i32, ptr %16, align 4
  %106 = sitofp i32 %105 to double
  %107 = fmul double %106, -1.500000e+00
  %108 = load i64, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %4, i64 16, i1 false)
  %109 = load i64, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %7, i64 24, i1 false)
  %110 = load i64, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %5, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %8, i64 24, i1 false)
  call void %72(ptr dead_on_unwind writable sret(%struct.Acc) align 8 %17, i32 noundef %73, double noundef %76, i64 %108, float noundef %78, ptr noundef @g_counter, ptr noundef %18, i64 noundef %82, double noundef %86, i64 %109, i8 noundef %89, ptr noundef %19, double noundef %94, i32 noundef %96, i64 %110, float noundef %99, double noundef 3.000000e+00, i16 noundef %102, ptr noundef %20, double noundef 6.250000e-02, i32 noundef %104, ptr noundef %21, double noundef %107)
  %111 = getelementptr inbounds %struct.Acc, ptr %17, i32 0, i32 0
  %112 = load double, ptr %111, align 8
  %113 = getelementptr inbounds %struct.Acc, ptr %15, i32 0, i32 0
  %114 = load double, ptr %113, align 8
  %115 = fadd double %114, %112
  store double %115, ptr %113, align 8
  %116 = getelementptr inbounds %struct.Acc, ptr %17, i32 0, i32 1
  %117 = load i64, ptr %116, align 8
  %118 = getelementptr inbounds %struct.Acc, ptr %15, i32 0, i32 1
  %119 = load i64, ptr %118, align 8
  %120 = add nsw i64 %119, %117
  store i64 %120, ptr %118, align 8
  %121 = getelementptr inbounds %struct.Acc, ptr %17, i32 0, i32 2
  %122 = load i32, ptr %121, align 8
  %123 = getelementptr inbounds %struct.Acc, ptr %15, i32 0, i32 2
  %124 = load i32, ptr %123, align 8
  %125 = add nsw i32 %124, %122
  store i32 %125, ptr %123, align 8
  br label %126

126:                                              ; preds = %51
  %127 = load i32, ptr %16, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %16, align 4
  br label %48, !llvm.loop !7

129:                                              ; preds = %48
  %130 = getelementptr inbounds %struct.Acc, ptr %15, i32 0, i32 0
  %131 = load double, ptr %130, align 8
  %132 = getelementptr inbounds %struct.Acc, ptr %15, i32 0, i32 1
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds %struct.Acc, ptr %15, i32 0, i32 2
  %135 = load i32, ptr %134, align 8
  %136 = load i32, ptr @g_counter, align 4
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %131, i64 noundef %133, i32 noundef %135, i32 noundef %136)
  store i32 0, ptr %22, align 4
  br label %138

138:                                              ; preds = %146, %129
  %139 = load i32, ptr %22, align 4
  %140 = icmp slt i32 %139, 20
  br i1 %140, label %141, label %149

141:                                              ; preds = %138
  %142 = load i32, ptr %22, align 4
  %143 = load i32, ptr %22, align 4
  %144 = call double @rec16(i32 noundef %143, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %142, double noundef %144)
  br label %146

146:                                              ; preds = %141
  %147 = load i32, ptr %22, align 4
  %148 = add nsw i32 %147, 5
  store i32 %148, ptr %22, align 4
  br label %138, !llvm.loop !8

149:                                              ; preds = %138
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.main.start, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 @__const.main.bias, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 @__const.main.step, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 @__const.main.scale, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 @__const.main.tag, i64 8, i1 false)
  store i32 1, ptr %28, align 4
  br label %150

150:                                              ; preds = %168, %149
  %151 = load i32, ptr %28, align 4
  %152 = icmp sle i32 %151, 13
  br i1 %152, label %153, label %171

153:                                              ; preds = %150
  %154 = load i32, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %23, i64 24, i1 false)
  %155 = load i64, ptr %25, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %26, i64 16, i1 false)
  %156 = load i64, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %24, i64 24, i1 false)
  call void @rec_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %29, i32 noundef %154, ptr noundef %30, i64 %155, ptr noundef %31, i64 %156, ptr noundef %32)
  %157 = load i32, ptr %28, align 4
  %158 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 0
  %159 = getelementptr inbounds [3 x i64], ptr %158, i64 0, i64 0
  %160 = load i64, ptr %159, align 8
  %161 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 0
  %162 = getelementptr inbounds [3 x i64], ptr %161, i64 0, i64 1
  %163 = load i64, ptr %162, align 8
  %164 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 0
  %165 = getelementptr inbounds [3 x i64], ptr %164, i64 0, i64 2
  %166 = load i64, ptr %165, align 8
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %157, i64 noundef %160, i64 noundef %163, i64 noundef %166)
  br label %168

168:                                              ; preds = %153
  %169 = load i32, ptr %28, align 4
  %170 = add nsw i32 %169, 4
  store i32 %170, ptr %28, align 4
  br label %150, !llvm.loop !9

171:                                              ; preds = %150
  store ptr @floats16, ptr %33, align 8
  store float 0.000000e+00, ptr %34, align 4
  store i32 0, ptr %35, align 4
  br label %172

172:                                              ; preds = %198, %171
  %173 = load i32, ptr %35, align 4
  %174 = icmp slt i32 %173, 3
  br i1 %174, label %175, label %201

175:                                              ; preds = %172
  %176 = load i32, ptr %35, align 4
  %177 = sitofp i32 %176 to float
  store float %177, ptr %36, align 4
  %178 = load ptr, ptr %33, align 8
  %179 = load float, ptr %36, align 4
  %180 = fadd float 1.000000e+00, %179
  %181 = load float, ptr %36, align 4
  %182 = fmul float 3.000000e+00, %181
  %183 = load float, ptr %36, align 4
  %184 = fsub float 6.000000e+00, %183
  %185 = load float, ptr %36, align 4
  %186 = fmul float 1.000000e+01, %185
  %187 = load float, ptr %36, align 4
  %188 = fadd float 1.400000e+01, %187
  %189 = load i32, ptr %35, align 4
  %190 = sitofp i32 %189 to double
  %191 = fmul double 2.500000e-01, %190
  %192 = load i32, ptr %35, align 4
  %193 = sub nsw i32 6, %192
  %194 = sitofp i32 %193 to double
  %195 = call float %178(float noundef %180, float noundef 2.000000e+00, float noundef %182, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef %184, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef %186, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef %188, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef %191, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef %194)
  %196 = load float, ptr %34, align 4
  %197 = fadd float %196, %195
  store float %197, ptr %34, align 4
  br label %198

198:                                              ; preds = %175
  %199 = load i32, ptr %35, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %35, align 4
  br label %172, !llvm.loop !10

201:                                              ; preds = %172
  %202 = load float, ptr %34, align 4
  %203 = fpext float %202 to double
  %204 = call float @floats16(float noundef 5.000000e-01, float noundef 1.500000e+00, float noundef 2.500000e+00, float noundef 3.500000e+00, float noundef 4.500000e+00, float noundef 5.500000e+00, float noundef 6.500000e+00, float noundef 7.500000e+00, float noundef 8.500000e+00, float noundef 9.500000e+00, float noundef 1.050000e+01, float noundef 1.150000e+01, float noundef 1.250000e+01, float noundef 1.350000e+01, float noundef 1.450000e+01, float noundef 1.550000e+01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00)
  %205 = fpext float %204 to double
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %203, double noundef %205)
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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

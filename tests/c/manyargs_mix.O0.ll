; ModuleID = 'manyargs_mix.c'
source_filename = "manyargs_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local void @wide(ptr dead_on_unwind noalias writable sret(%struct.Acc) align 8 %0, i32 noundef %1, double noundef %2, i64 %3, float noundef %4, ptr noundef %5, double %6, double %7, i64 noundef %8, double noundef %9, i64 %10, i8 noundef signext %11, ptr noundef byval(%struct.Big) align 8 %12, double noundef %13, i32 noundef %14, i64 %15, float noundef %16, double noundef %17, i16 noundef zeroext %18, ptr noundef byval(%struct.Cx) align 8 %19, double noundef %20, i32 noundef %21, ptr noundef byval(%struct.Big) align 8 %22, double noundef %23) #0 {
  %25 = alloca %struct.Pt, align 4
  %26 = alloca %struct.Cx, align 8
  %27 = alloca %struct.FI, align 4
  %28 = alloca %struct.Pt, align 4
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca float, align 4
  %32 = alloca ptr, align 8
  %33 = alloca i64, align 8
  %34 = alloca double, align 8
  %35 = alloca i8, align 1
  %36 = alloca double, align 8
  %37 = alloca i32, align 4
  %38 = alloca float, align 4
  %39 = alloca double, align 8
  %40 = alloca i16, align 2
  %41 = alloca double, align 8
  %42 = alloca i32, align 4
  %43 = alloca double, align 8
  store i64 %3, ptr %25, align 4
  %44 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 0
  store double %6, ptr %44, align 8
  %45 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 1
  store double %7, ptr %45, align 8
  store i64 %10, ptr %27, align 4
  store i64 %15, ptr %28, align 4
  store i32 %1, ptr %29, align 4
  store double %2, ptr %30, align 8
  store float %4, ptr %31, align 4
  store ptr %5, ptr %32, align 8
  store i64 %8, ptr %33, align 8
  store double %9, ptr %34, align 8
  store i8 %11, ptr %35, align 1
  store double %13, ptr %36, align 8
  store i32 %14, ptr %37, align 4
  store float %16, ptr %38, align 4
  store double %17, ptr %39, align 8
  store i16 %18, ptr %40, align 2
  store double %20, ptr %41, align 8
  store i32 %21, ptr %42, align 4
  store double %23, ptr %43, align 8
  %46 = load double, ptr %30, align 8
  %47 = load float, ptr %31, align 4
  %48 = fpext float %47 to double
  %49 = fadd double %46, %48
  %50 = getelementptr inbounds %struct.Cx, ptr %26, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = fadd double %49, %51
  %53 = getelementptr inbounds %struct.Cx, ptr %26, i32 0, i32 1
  %54 = load double, ptr %53, align 8
  %55 = fsub double %52, %54
  %56 = load double, ptr %34, align 8
  %57 = fadd double %55, %56
  %58 = getelementptr inbounds %struct.FI, ptr %27, i32 0, i32 0
  %59 = load float, ptr %58, align 4
  %60 = fpext float %59 to double
  %61 = fadd double %57, %60
  %62 = load double, ptr %36, align 8
  %63 = fadd double %61, %62
  %64 = load float, ptr %38, align 4
  %65 = fpext float %64 to double
  %66 = fadd double %63, %65
  %67 = load double, ptr %39, align 8
  %68 = fadd double %66, %67
  %69 = getelementptr inbounds %struct.Cx, ptr %19, i32 0, i32 0
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds %struct.Cx, ptr %19, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = call double @llvm.fmuladd.f64(double %70, double %72, double %68)
  %74 = load double, ptr %41, align 8
  %75 = fadd double %73, %74
  %76 = load double, ptr %43, align 8
  %77 = fadd double %75, %76
  %78 = getelementptr inbounds %struct.Acc, ptr %0, i32 0, i32 0
  store double %77, ptr %78, align 8
  %79 = load i32, ptr %29, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds %struct.Pt, ptr %25, i32 0, i32 0
  %82 = load i32, ptr %81, align 4
  %83 = sext i32 %82 to i64
  %84 = mul nsw i64 %83, 10
  %85 = add nsw i64 %80, %84
  %86 = getelementptr inbounds %struct.Pt, ptr %25, i32 0, i32 1
  %87 = load i32, ptr %86, align 4
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %85, %88
  %90 = load i64, ptr %33, align 8
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds %struct.FI, ptr %27, i32 0, i32 1
  %93 = load i32, ptr %92, align 4
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = load i8, ptr %35, align 1
  %97 = sext i8 %96 to i64
  %98 = add nsw i64 %95, %97
  %99 = getelementptr inbounds %struct.Big, ptr %12, i32 0, i32 0
  %100 = getelementptr inbounds [3 x i64], ptr %99, i64 0, i64 0
  %101 = load i64, ptr %100, align 8
  %102 = add nsw i64 %98, %101
  %103 = getelementptr inbounds %struct.Big, ptr %12, i32 0, i32 0
  %104 = getelementptr inbounds [3 x i64], ptr %103, i64 0, i64 2
  %105 = load i64, ptr %104, align 8
  %106 = sub nsw i64 %102, %105
  %107 = load i32, ptr %37, align 4
  %108 = sext i32 %107 to i64
  %109 = add nsw i64 %106, %108
  %110 = getelementptr inbounds %struct.Pt, ptr %28, i32 0, i32 0
  %111 = load i32, ptr %110, align 4
  %112 = sext i32 %111 to i64
  %113 = add nsw i64 %109, %112
  %114 = getelementptr inbounds %struct.Pt, ptr %28, i32 0, i32 1
  %115 = load i32, ptr %114, align 4
  %116 = sext i32 %115 to i64
  %117 = sub nsw i64 %113, %116
  %118 = load i16, ptr %40, align 2
  %119 = zext i16 %118 to i64
  %120 = add nsw i64 %117, %119
  %121 = load i32, ptr %42, align 4
  %122 = sext i32 %121 to i64
  %123 = add nsw i64 %120, %122
  %124 = getelementptr inbounds %struct.Big, ptr %22, i32 0, i32 0
  %125 = getelementptr inbounds [3 x i64], ptr %124, i64 0, i64 1
  %126 = load i64, ptr %125, align 8
  %127 = add nsw i64 %123, %126
  %128 = getelementptr inbounds %struct.Acc, ptr %0, i32 0, i32 1
  store i64 %127, ptr %128, align 8
  %129 = getelementptr inbounds %struct.Acc, ptr %0, i32 0, i32 2
  store i32 1, ptr %129, align 8
  %130 = load i32, ptr %29, align 4
  %131 = load i32, ptr %42, align 4
  %132 = add nsw i32 %130, %131
  %133 = load ptr, ptr %32, align 8
  %134 = load i32, ptr %133, align 4
  %135 = add nsw i32 %134, %132
  store i32 %135, ptr %133, align 4
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
define dso_local void @rec_big(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i32 noundef %1, ptr noundef byval(%struct.Big) align 8 %2, i64 %3, double %4, double %5, i64 %6, ptr noundef byval(%struct.Big) align 8 %7) #0 {
  %9 = alloca %struct.Pt, align 4
  %10 = alloca %struct.Cx, align 8
  %11 = alloca %struct.FI, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Big, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Pt, align 4
  %16 = alloca %struct.Cx, align 8
  store i64 %3, ptr %9, align 4
  %17 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  store double %4, ptr %17, align 8
  %18 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %5, ptr %18, align 8
  store i64 %6, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  %19 = load i32, ptr %12, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 24, i1 false)
  br label %100

22:                                               ; preds = %8
  store i32 0, ptr %14, align 4
  br label %23

23:                                               ; preds = %57, %22
  %24 = load i32, ptr %14, align 4
  %25 = icmp slt i32 %24, 3
  br i1 %25, label %26, label %60

26:                                               ; preds = %23
  %27 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %28 = load i32, ptr %14, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [3 x i64], ptr %27, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = load i32, ptr %14, align 4
  %35 = add nsw i32 %34, 1
  %36 = mul nsw i32 %33, %35
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %31, %37
  %39 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 1
  %40 = load i32, ptr %39, align 4
  %41 = sext i32 %40 to i64
  %42 = sub nsw i64 %38, %41
  %43 = getelementptr inbounds %struct.Big, ptr %7, i32 0, i32 0
  %44 = load i32, ptr %14, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x i64], ptr %43, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = load i32, ptr %12, align 4
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = sdiv i64 %47, %50
  %52 = add nsw i64 %42, %51
  %53 = getelementptr inbounds %struct.Big, ptr %13, i32 0, i32 0
  %54 = load i32, ptr %14, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [3 x i64], ptr %53, i64 0, i64 %55
  store i64 %52, ptr %56, align 8
  br label %57

57:                                               ; preds = %26
  %58 = load i32, ptr %14, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %14, align 4
  br label %23, !llvm.loop !6

60:                                               ; preds = %23
  %61 = getelementptr inbounds %struct.Pt, ptr %15, i32 0, i32 0
  %62 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 1
  %63 = load i32, ptr %62, align 4
  store i32 %63, ptr %61, align 4
  %64 = getelementptr inbounds %struct.Pt, ptr %15, i32 0, i32 1
  %65 = getelementptr inbounds %struct.Pt, ptr %9, i32 0, i32 0
  %66 = load i32, ptr %65, align 4
  %67 = getelementptr inbounds %struct.FI, ptr %11, i32 0, i32 1
  %68 = load i32, ptr %67, align 4
  %69 = add nsw i32 %66, %68
  store i32 %69, ptr %64, align 4
  %70 = getelementptr inbounds %struct.Cx, ptr %16, i32 0, i32 0
  %71 = getelementptr inbounds %struct.Cx, ptr %10, i32 0, i32 0
  %72 = load double, ptr %71, align 8
  %73 = fmul double %72, 5.000000e-01
  store double %73, ptr %70, align 8
  %74 = getelementptr inbounds %struct.Cx, ptr %16, i32 0, i32 1
  %75 = getelementptr inbounds %struct.Cx, ptr %10, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds %struct.FI, ptr %11, i32 0, i32 0
  %78 = load float, ptr %77, align 4
  %79 = fpext float %78 to double
  %80 = fadd double %76, %79
  store double %80, ptr %74, align 8
  %81 = load i32, ptr %12, align 4
  %82 = sub nsw i32 %81, 1
  %83 = load i64, ptr %15, align 4
  %84 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = load i64, ptr %11, align 4
  call void @rec_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, i32 noundef %82, ptr noundef byval(%struct.Big) align 8 %13, i64 %83, double %85, double %87, i64 %88, ptr noundef byval(%struct.Big) align 8 %7)
  %89 = getelementptr inbounds %struct.Cx, ptr %10, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = fmul double %90, 8.000000e+00
  %92 = fptosi double %91 to i64
  %93 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %94 = load i32, ptr %12, align 4
  %95 = srem i32 %94, 3
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [3 x i64], ptr %93, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8
  %99 = add nsw i64 %98, %92
  store i64 %99, ptr %97, align 8
  br label %100

100:                                              ; preds = %60, %21
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
  %10 = alloca ptr, align 8
  %11 = alloca %struct.Acc, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.Acc, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Big, align 8
  %16 = alloca %struct.Big, align 8
  %17 = alloca %struct.Pt, align 4
  %18 = alloca %struct.Cx, align 8
  %19 = alloca %struct.FI, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.Big, align 8
  %22 = alloca ptr, align 8
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.p2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.c1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.c2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.fi, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.b1, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.b2, i64 24, i1 false)
  %26 = load i64, ptr %2, align 4
  %27 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = load i64, ptr %6, align 4
  %32 = load i64, ptr %3, align 4
  call void @wide(ptr dead_on_unwind writable sret(%struct.Acc) align 8 %9, i32 noundef 1, double noundef 2.500000e+00, i64 %26, float noundef 5.000000e-01, ptr noundef @g_counter, double %28, double %30, i64 noundef 34359738368, double noundef -1.250000e+00, i64 %31, i8 noundef signext 81, ptr noundef byval(%struct.Big) align 8 %7, double noundef 9.000000e+00, i32 noundef -7, i64 %32, float noundef 1.250000e+00, double noundef 1.250000e-01, i16 noundef zeroext -1, ptr noundef byval(%struct.Cx) align 8 %5, double noundef 1.000000e-03, i32 noundef 42, ptr noundef byval(%struct.Big) align 8 %8, double noundef -1.000000e+02)
  %33 = getelementptr inbounds %struct.Acc, ptr %9, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.Acc, ptr %9, i32 0, i32 1
  %36 = load i64, ptr %35, align 8
  %37 = getelementptr inbounds %struct.Acc, ptr %9, i32 0, i32 2
  %38 = load i32, ptr %37, align 8
  %39 = load i32, ptr @g_counter, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %34, i64 noundef %36, i32 noundef %38, i32 noundef %39)
  store ptr @wide, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 24, i1 false)
  store i32 0, ptr %12, align 4
  br label %41

41:                                               ; preds = %123, %0
  %42 = load i32, ptr %12, align 4
  %43 = icmp slt i32 %42, 4
  br i1 %43, label %44, label %126

44:                                               ; preds = %41
  %45 = load i32, ptr %12, align 4
  %46 = getelementptr inbounds %struct.Pt, ptr %2, i32 0, i32 0
  %47 = load i32, ptr %46, align 4
  %48 = add nsw i32 %47, %45
  store i32 %48, ptr %46, align 4
  %49 = getelementptr inbounds %struct.Cx, ptr %4, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  %51 = fsub double %50, 5.000000e-01
  store double %51, ptr %49, align 8
  %52 = getelementptr inbounds %struct.FI, ptr %6, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = mul nsw i32 %53, 2
  store i32 %54, ptr %52, align 4
  %55 = load i32, ptr %12, align 4
  %56 = mul nsw i32 %55, 1000
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.Big, ptr %7, i32 0, i32 0
  %59 = load i32, ptr %12, align 4
  %60 = srem i32 %59, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x i64], ptr %58, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8
  %64 = add nsw i64 %63, %57
  store i64 %64, ptr %62, align 8
  %65 = load ptr, ptr %10, align 8
  %66 = load i32, ptr %12, align 4
  %67 = load i32, ptr %12, align 4
  %68 = sitofp i32 %67 to double
  %69 = fmul double %68, 5.000000e-01
  %70 = load i32, ptr %12, align 4
  %71 = sitofp i32 %70 to float
  %72 = load i32, ptr %12, align 4
  %73 = sub nsw i32 0, %72
  %74 = sext i32 %73 to i64
  %75 = mul nsw i64 %74, 77
  %76 = load i32, ptr %12, align 4
  %77 = add nsw i32 %76, 1
  %78 = sitofp i32 %77 to double
  %79 = fdiv double 1.000000e+00, %78
  %80 = load i32, ptr %12, align 4
  %81 = add nsw i32 97, %80
  %82 = trunc i32 %81 to i8
  %83 = load i32, ptr %12, align 4
  %84 = load i32, ptr %12, align 4
  %85 = mul nsw i32 %83, %84
  %86 = sitofp i32 %85 to double
  %87 = fmul double %86, 2.500000e-01
  %88 = load i32, ptr %12, align 4
  %89 = sub nsw i32 %88, 10
  %90 = load i32, ptr %12, align 4
  %91 = sitofp i32 %90 to float
  %92 = fmul float -5.000000e-01, %91
  %93 = load i32, ptr %12, align 4
  %94 = mul nsw i32 %93, 1111
  %95 = trunc i32 %94 to i16
  %96 = load i32, ptr %12, align 4
  %97 = mul nsw i32 %96, 3
  %98 = load i32, ptr %12, align 4
  %99 = sitofp i32 %98 to double
  %100 = fmul double %99, -1.500000e+00
  %101 = load i64, ptr %2, align 4
  %102 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %103 = load double, ptr %102, align 8
  %104 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %105 = load double, ptr %104, align 8
  %106 = load i64, ptr %6, align 4
  %107 = load i64, ptr %3, align 4
  call void %65(ptr dead_on_unwind writable sret(%struct.Acc) align 8 %13, i32 noundef %66, double noundef %69, i64 %101, float noundef %71, ptr noundef @g_counter, double %103, double %105, i64 noundef %75, double noundef %79, i64 %106, i8 noundef signext %82, ptr noundef byval(%struct.Big) align 8 %7, double noundef %87, i32 noundef %89, i64 %107, float noundef %92, double noundef 3.000000e+00, i16 noundef zeroext %95, ptr noundef byval(%struct.Cx) align 8 %5, double noundef 6.250000e-02, i32 noundef %97, ptr noundef byval(%struct.Big) align 8 %8, double noundef %100)
  %108 = getelementptr inbounds %struct.Acc, ptr %13, i32 0, i32 0
  %109 = load double, ptr %108, align 8
  %110 = getelementptr inbounds %struct.Acc, ptr %11, i32 0, i32 0
  %111 = load double, ptr %110, align 8
  %112 = fadd double %111, %109
  store double %112, ptr %110, align 8
  %113 = getelementptr inbounds %struct.Acc, ptr %13, i32 0, i32 1
  %114 = load i64, ptr %113, align 8
  %115 = getelementptr inbounds %struct.Acc, ptr %11, i32 0, i32 1
  %116 = load i64, ptr %115, align 8
  %117 = add nsw i64 %116, %114
  store i64 %117, ptr %115, align 8
  %118 = getelementptr inbounds %struct.Acc, ptr %13, i32 0, i32 2
  %119 = load i32, ptr %118, align 8
  %120 = getelementptr inbounds %struct.Acc, ptr %11, i32 0, i32 2
  %121 = load i32, ptr %120, align 8
  %122 = add nsw i32 %121, %119
  store i32 %122, ptr %120, align 8
  br label %123

123:                                              ; preds = %44
  %124 = load i32, ptr %12, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %12, align 4
  br label %41, !llvm.loop !8

126:                                              ; preds = %41
  %127 = getelementptr inbounds %struct.Acc, ptr %11, i32 0, i32 0
  %128 = load double, ptr %127, align 8
  %129 = getelementptr inbounds %struct.Acc, ptr %11, i32 0, i32 1
  %130 = load i64, ptr %129, align 8
  %131 = getelementptr inbounds %struct.Acc, ptr %11, i32 0, i32 2
  %132 = load i32, ptr %131, align 8
  %133 = load i32, ptr @g_counter, align 4
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %128, i64 noundef %130, i32 noundef %132, i32 noundef %133)
  store i32 0, ptr %14, align 4
  br label %135

135:                                              ; preds = %143, %126
  %136 = load i32, ptr %14, align 4
  %137 = icmp slt i32 %136, 20
  br i1 %137, label %138, label %146

138:                                              ; preds = %135
  %139 = load i32, ptr %14, align 4
  %140 = load i32, ptr %14, align 4
  %141 = call double @rec16(i32 noundef %140, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %139, double noundef %141)
  br label %143

143:                                              ; preds = %138
  %144 = load i32, ptr %14, align 4
  %145 = add nsw i32 %144, 5
  store i32 %145, ptr %14, align 4
  br label %135, !llvm.loop !9

146:                                              ; preds = %135
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.start, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.bias, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @__const.main.step, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 @__const.main.scale, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 @__const.main.tag, i64 8, i1 false)
  store i32 1, ptr %20, align 4
  br label %147

147:                                              ; preds = %169, %146
  %148 = load i32, ptr %20, align 4
  %149 = icmp sle i32 %148, 13
  br i1 %149, label %150, label %172

150:                                              ; preds = %147
  %151 = load i32, ptr %20, align 4
  %152 = load i64, ptr %17, align 4
  %153 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %154 = load double, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %156 = load double, ptr %155, align 8
  %157 = load i64, ptr %19, align 4
  call void @rec_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %21, i32 noundef %151, ptr noundef byval(%struct.Big) align 8 %15, i64 %152, double %154, double %156, i64 %157, ptr noundef byval(%struct.Big) align 8 %16)
  %158 = load i32, ptr %20, align 4
  %159 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 0
  %160 = getelementptr inbounds [3 x i64], ptr %159, i64 0, i64 0
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 0
  %163 = getelementptr inbounds [3 x i64], ptr %162, i64 0, i64 1
  %164 = load i64, ptr %163, align 8
  %165 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 0
  %166 = getelementptr inbounds [3 x i64], ptr %165, i64 0, i64 2
  %167 = load i64, ptr %166, align 8
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %158, i64 noundef %161, i64 noundef %164, i64 noundef %167)
  br label %169

169:                                              ; preds = %150
  %170 = load i32, ptr %20, align 4
  %171 = add nsw i32 %170, 4
  store i32 %171, ptr %20, align 4
  br label %147, !llvm.loop !10

172:                                              ; preds = %147
  store ptr @floats16, ptr %22, align 8
  store float 0.000000e+00, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %173

173:                                              ; preds = %199, %172
  %174 = load i32, ptr %24, align 4
  %175 = icmp slt i32 %174, 3
  br i1 %175, label %176, label %202

176:                                              ; preds = %173
  %177 = load i32, ptr %24, align 4
  %178 = sitofp i32 %177 to float
  store float %178, ptr %25, align 4
  %179 = load ptr, ptr %22, align 8
  %180 = load float, ptr %25, align 4
  %181 = fadd float 1.000000e+00, %180
  %182 = load float, ptr %25, align 4
  %183 = fmul float 3.000000e+00, %182
  %184 = load float, ptr %25, align 4
  %185 = fsub float 6.000000e+00, %184
  %186 = load float, ptr %25, align 4
  %187 = fmul float 1.000000e+01, %186
  %188 = load float, ptr %25, align 4
  %189 = fadd float 1.400000e+01, %188
  %190 = load i32, ptr %24, align 4
  %191 = sitofp i32 %190 to double
  %192 = fmul double 2.500000e-01, %191
  %193 = load i32, ptr %24, align 4
  %194 = sub nsw i32 6, %193
  %195 = sitofp i32 %194 to double
  %196 = call float %179(float noundef %181, float noundef 2.000000e+00, float noundef %183, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef %185, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef %187, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef %189, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef %192, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef %195)
  %197 = load float, ptr %23, align 4
  %198 = fadd float %197, %196
  store float %198, ptr %23, align 4
  br label %199

199:                                              ; preds = %176
  %200 = load i32, ptr %24, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %24, align 4
  br label %173, !llvm.loop !11

202:                                              ; preds = %173
  %203 = load float, ptr %23, align 4
  %204 = fpext float %203 to double
  %205 = call float @floats16(float noundef 5.000000e-01, float noundef 1.500000e+00, float noundef 2.500000e+00, float noundef 3.500000e+00, float noundef 4.500000e+00, float noundef 5.500000e+00, float noundef 6.500000e+00, float noundef 7.500000e+00, float noundef 8.500000e+00, float noundef 9.500000e+00, float noundef 1.050000e+01, float noundef 1.150000e+01, float noundef 1.250000e+01, float noundef 1.350000e+01, float noundef 1.450000e+01, float noundef 1.550000e+01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00)
  %206 = fpext float %205 to double
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %204, double noundef %206)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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

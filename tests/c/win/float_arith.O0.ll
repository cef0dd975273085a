; ModuleID = 'float_arith.c'
source_filename = "float_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_xs = dso_local global [6 x float] [float -2.000000e+00, float -5.000000e-01, float 0.000000e+00, float 0x3FB99999A0000000, float 1.000000e+00, float 3.750000e+00], align 16
@g_big = dso_local global double 1.000000e+300, align 8
@g_tiny = dso_local global double 1.000000e-300, align 8
@g_a = dso_local global double 1.000000e-01, align 8
@g_b = dso_local global double 2.000000e-01, align 8
@g_f = dso_local global float 0x4170000000000000, align 4
@g_n = dso_local global i32 1000, align 4
@.str = private unnamed_addr constant [34 x i8] c"poly_f(%g) = %.6f  poly_d = %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"big*10=%e tiny/1e10=%e ratio=%g\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"neg zero: %g %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"inf: %f %e %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"nan cmp: %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sqrt2=%.15f sqrt10=%.10e\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"harmonic(1000)=%.9f\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"pi approx float=%.6f\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"f+1=%.1f f+2=%.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"third=%.17g %e %.3e\0A\00", align 1
@.str.10 = private unnamed_addr constant [35 x i8] c"float third=%.9g double(ff)=%.17g\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"0.1+0.2=%.17g eq0.3=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"fabs=%g %g\0A\00", align 1
@.str.13 = private unnamed_addr constant [40 x i8] c"fmt: [%10.3f] [%-10.2e] [%+g] [%08.3f]\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"acc=%.10f %g\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"facc=%.6f %e\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca float, align 4
  %9 = alloca double, align 8
  %10 = alloca float, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @g_xs, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %43, %0
  %19 = load i32, ptr %3, align 4
  %20 = icmp slt i32 %19, 6
  br i1 %20, label %21, label %46

21:                                               ; preds = %18
  %22 = load ptr, ptr %2, align 8
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fpext float %26 to double
  %28 = load ptr, ptr %2, align 8
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %28, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = call float @poly_f(float noundef %32)
  %34 = fpext float %33 to double
  %35 = load ptr, ptr %2, align 8
  %36 = load i32, ptr %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fpext float %39 to double
  %41 = call double @poly_d(double noundef %40)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %27, double noundef %34, double noundef %41)
  br label %43

43:                                               ; preds = %21
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %3, align 4
  br label %18, !llvm.loop !5

46:                                               ; preds = %18
  %47 = load double, ptr @g_big, align 8
  store double %47, ptr %4, align 8
  %48 = load double, ptr @g_tiny, align 8
  store double %48, ptr %5, align 8
  %49 = load double, ptr %4, align 8
  %50 = fmul double %49, 1.000000e+01
  %51 = load double, ptr %5, align 8
  %52 = fdiv double %51, 1.000000e+10
  %53 = load double, ptr %4, align 8
  %54 = fdiv double %53, 7.000000e+00
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %50, double noundef %52, double noundef %54)
  %56 = load double, ptr %5, align 8
  %57 = fmul double %56, 0.000000e+00
  %58 = fneg double %57
  %59 = load double, ptr %5, align 8
  %60 = fmul double %59, -0.000000e+00
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %58, double noundef %60)
  %62 = load double, ptr %4, align 8
  %63 = load double, ptr %4, align 8
  %64 = fmul double %62, %63
  store double %64, ptr %6, align 8
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %6, align 8
  %67 = fneg double %66
  %68 = load double, ptr %6, align 8
  %69 = fsub double %68, 1.000000e+00
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %65, double noundef %67, double noundef %69)
  %71 = load double, ptr %6, align 8
  %72 = load double, ptr %6, align 8
  %73 = fsub double %71, %72
  store double %73, ptr %7, align 8
  %74 = load double, ptr %7, align 8
  %75 = load double, ptr %7, align 8
  %76 = fcmp oeq double %74, %75
  %77 = zext i1 %76 to i32
  %78 = load double, ptr %7, align 8
  %79 = load double, ptr %7, align 8
  %80 = fcmp une double %78, %79
  %81 = zext i1 %80 to i32
  %82 = load double, ptr %7, align 8
  %83 = fcmp olt double %82, 1.000000e+00
  %84 = zext i1 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %77, i32 noundef %81, i32 noundef %84)
  %86 = load double, ptr @g_a, align 8
  %87 = fmul double %86, 2.000000e+01
  %88 = call double @newton_sqrt(double noundef %87)
  %89 = load double, ptr @g_b, align 8
  %90 = fmul double %89, 5.000000e+01
  %91 = call double @newton_sqrt(double noundef %90)
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %88, double noundef %91)
  %93 = load i32, ptr @g_n, align 4
  %94 = call double @harmonic(i32 noundef %93)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %94)
  %96 = load i32, ptr @g_n, align 4
  %97 = call float @series_f(i32 noundef %96)
  %98 = fpext float %97 to double
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %98)
  %100 = load float, ptr @g_f, align 4
  store float %100, ptr %8, align 4
  %101 = load float, ptr %8, align 4
  %102 = fadd float %101, 1.000000e+00
  %103 = fpext float %102 to double
  %104 = load float, ptr %8, align 4
  %105 = fadd float %104, 2.000000e+00
  %106 = fpext float %105 to double
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %103, double noundef %106)
  %108 = load double, ptr @g_a, align 8
  %109 = load double, ptr @g_a, align 8
  %110 = fmul double %109, 3.000000e+00
  %111 = fdiv double %108, %110
  store double %111, ptr %9, align 8
  %112 = load double, ptr %9, align 8
  %113 = load double, ptr %9, align 8
  %114 = load double, ptr %9, align 8
  %115 = fmul double %114, 0x3BC79CA10C924223
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %112, double noundef %113, double noundef %115)
  %117 = load ptr, ptr %2, align 8
  %118 = getelementptr inbounds float, ptr %117, i64 4
  %119 = load float, ptr %118, align 4
  %120 = fdiv float %119, 3.000000e+00
  store float %120, ptr %10, align 4
  %121 = load float, ptr %10, align 4
  %122 = fpext float %121 to double
  %123 = load float, ptr %10, align 4
  %124 = fpext float %123 to double
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %122, double noundef %124)
  %126 = load double, ptr @g_a, align 8
  store double %126, ptr %11, align 8
  %127 = load double, ptr @g_b, align 8
  store double %127, ptr %12, align 8
  %128 = load double, ptr %11, align 8
  %129 = load double, ptr %12, align 8
  %130 = fadd double %128, %129
  %131 = load double, ptr %11, align 8
  %132 = load double, ptr %12, align 8
  %133 = fadd double %131, %132
  %134 = fcmp oeq double %133, 3.000000e-01
  %135 = zext i1 %134 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %130, i32 noundef %135)
  %137 = load double, ptr %11, align 8
  %138 = fmul double -3.250000e+01, %137
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = load double, ptr %12, align 8
  %141 = fmul double 1.250000e+01, %140
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %139, double noundef %142)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef 3.141590e+00, double noundef 3.141590e+04, double noundef 2.000000e+00, double noundef -1.500000e+00)
  store double 0.000000e+00, ptr %13, align 8
  store i32 1, ptr %14, align 4
  br label %145

145:                                              ; preds = %163, %46
  %146 = load i32, ptr %14, align 4
  %147 = load i32, ptr @g_n, align 4
  %148 = sdiv i32 %147, 5
  %149 = icmp sle i32 %146, %148
  br i1 %149, label %150, label %166

150:                                              ; preds = %145
  %151 = load i32, ptr %14, align 4
  %152 = sitofp i32 %151 to double
  %153 = call double @llvm.fmuladd.f64(double %152, double 3.700000e-01, double -1.100000e+01)
  store double %153, ptr %15, align 8
  %154 = load double, ptr %13, align 8
  %155 = load double, ptr %15, align 8
  %156 = load double, ptr %15, align 8
  %157 = fmul double %155, %156
  %158 = load i32, ptr %14, align 4
  %159 = sitofp i32 %158 to double
  %160 = fadd double 1.000000e+00, %159
  %161 = fdiv double %157, %160
  %162 = call double @llvm.fmuladd.f64(double %154, double 0x3FEFF7CED916872B, double %161)
  store double %162, ptr %13, align 8
  br label %163

163:                                              ; preds = %150
  %164 = load i32, ptr %14, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %14, align 4
  br label %145, !llvm.loop !7

166:                                              ; preds = %145
  %167 = load double, ptr %13, align 8
  %168 = load double, ptr %13, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %167, double noundef %168)
  store float 1.000000e+00, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %170

170:                                              ; preds = %180, %166
  %171 = load i32, ptr %17, align 4
  %172 = icmp slt i32 %171, 50
  br i1 %172, label %173, label %183

173:                                              ; preds = %170
  %174 = load float, ptr %16, align 4
  %175 = load i32, ptr %17, align 4
  %176 = sitofp i32 %175 to float
  %177 = fmul float 0x3F689374C0000000, %176
  %178 = fneg float %177
  %179 = call float @llvm.fmuladd.f32(float %174, float 0x3FF11EB860000000, float %178)
  store float %179, ptr %16, align 4
  br label %180

180:                                              ; preds = %173
  %181 = load i32, ptr %17, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %17, align 4
  br label %170, !llvm.loop !8

183:                                              ; preds = %170
  %184 = load float, ptr %16, align 4
  %185 = fpext float %184 to double
  %186 = load float, ptr %16, align 4
  %187 = fpext float %186 to double
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %185, double noundef %187)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @poly_f(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fmuladd.f32(float 3.500000e+00, float %3, float -2.250000e+00)
  %5 = load float, ptr %2, align 4
  %6 = call float @llvm.fmuladd.f32(float %4, float %5, float 1.000000e+00)
  %7 = load float, ptr %2, align 4
  %8 = call float @llvm.fmuladd.f32(float %6, float %7, float -1.250000e-01)
  ret float %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @poly_d(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fmuladd.f64(double 3.500000e+00, double %3, double -2.250000e+00)
  %5 = load double, ptr %2, align 8
  %6 = call double @llvm.fmuladd.f64(double %4, double %5, double 1.000000e+00)
  %7 = load double, ptr %2, align 8
  %8 = call double @llvm.fmuladd.f64(double %6, double %7, double -1.250000e-01)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fcmp ogt double %5, 1.000000e+00
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  %9 = fdiv double %8, 2.000000e+00
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %7
  %12 = phi double [ %9, %7 ], [ 1.000000e+00, %10 ]
  store double %12, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %23, %11
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 40
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %2, align 8
  %19 = load double, ptr %3, align 8
  %20 = fdiv double %18, %19
  %21 = fadd double %17, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, ptr %3, align 8
  br label %23

23:                                               ; preds = %16
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %13, !llvm.loop !9

26:                                               ; preds = %13
  %27 = load double, ptr %3, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @harmonic(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %18

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to double
  %12 = fdiv double 1.000000e+00, %11
  %13 = load double, ptr %3, align 8
  %14 = fadd double %13, %12
  store double %14, ptr %3, align 8
  br label %15

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  br label %5, !llvm.loop !10

18:                                               ; preds = %5
  %19 = load double, ptr %3, align 8
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @series_f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store float 0.000000e+00, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %29, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %32

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = and i32 %10, 1
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4
  %15 = mul nsw i32 2, %14
  %16 = add nsw i32 %15, 1
  %17 = sitofp i32 %16 to float
  %18 = fdiv float -1.000000e+00, %17
  br label %25

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = mul nsw i32 2, %20
  %22 = add nsw i32 %21, 1
  %23 = sitofp i32 %22 to float
  %24 = fdiv float 1.000000e+00, %23
  br label %25

25:                                               ; preds = %19, %13
  %26 = phi float [ %18, %13 ], [ %24, %19 ]
  %27 = load float, ptr %3, align 4
  %28 = fadd float %27, %26
  store float %28, ptr %3, align 4
  br label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %5, !llvm.loop !11

32:                                               ; preds = %5
  %33 = load float, ptr %3, align 4
  %34 = fmul float 4.000000e+00, %33
  ret float %34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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

; ModuleID = 'vector_round.c'
source_filename = "vector_round.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@a = dso_local global [32 x double] zeroinitializer, align 16
@fa = dso_local global [32 x float] zeroinitializer, align 16
@b = dso_local global [32 x double] zeroinitializer, align 16
@fb = dso_local global [32 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [11 x i8] c"%d: %g %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"sum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %25, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 32
  br i1 %9, label %10, label %28

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 16
  %13 = sitofp i32 %12 to double
  %14 = call double @llvm.fmuladd.f64(double %13, double 7.500000e-01, double 5.000000e-01)
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %16
  store double %14, ptr %17, align 8
  %18 = load i32, ptr %2, align 4
  %19 = sub nsw i32 %18, 15
  %20 = sitofp i32 %19 to float
  %21 = call float @llvm.fmuladd.f32(float %20, float 1.250000e+00, float -5.000000e-01)
  %22 = load i32, ptr %2, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %23
  store float %21, ptr %24, align 4
  br label %25

25:                                               ; preds = %10
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %2, align 4
  br label %7, !llvm.loop !5

28:                                               ; preds = %7
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %83, %28
  %30 = load i32, ptr %3, align 4
  %31 = icmp slt i32 %30, 32
  br i1 %31, label %32, label %86

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @llvm.round.f64(double %36)
  %38 = load i32, ptr %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.floor.f64(double %41)
  %43 = call double @llvm.fmuladd.f64(double %42, double 2.000000e+00, double %37)
  %44 = load i32, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = call double @llvm.ceil.f64(double %47)
  %49 = call double @llvm.fmuladd.f64(double %48, double 3.000000e+00, double %43)
  %50 = load i32, ptr %3, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = call double @llvm.trunc.f64(double %53)
  %55 = call double @llvm.fmuladd.f64(double %54, double 5.000000e+00, double %49)
  %56 = load i32, ptr %3, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = call double @llvm.rint.f64(double %59)
  %61 = call double @llvm.fmuladd.f64(double %60, double 7.000000e+00, double %55)
  %62 = load i32, ptr %3, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = call double @llvm.nearbyint.f64(double %65)
  %67 = call double @llvm.fmuladd.f64(double %66, double 1.100000e+01, double %61)
  %68 = load i32, ptr %3, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = call double @llvm.fmuladd.f64(double %72, double 1.300000e+01, double %67)
  %74 = load i32, ptr %3, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = call double @llvm.copysign.f64(double 2.000000e+00, double %77)
  %79 = fadd double %73, %78
  %80 = load i32, ptr %3, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [32 x double], ptr @b, i64 0, i64 %81
  store double %79, ptr %82, align 8
  br label %83

83:                                               ; preds = %32
  %84 = load i32, ptr %3, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %3, align 4
  br label %29, !llvm.loop !7

86:                                               ; preds = %29
  store i32 0, ptr %4, align 4
  br label %87

87:                                               ; preds = %135, %86
  %88 = load i32, ptr %4, align 4
  %89 = icmp slt i32 %88, 32
  br i1 %89, label %90, label %138

90:                                               ; preds = %87
  %91 = load i32, ptr %4, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = call float @llvm.round.f32(float %94)
  %96 = load i32, ptr %4, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = call float @llvm.floor.f32(float %99)
  %101 = call float @llvm.fmuladd.f32(float %100, float 2.000000e+00, float %95)
  %102 = load i32, ptr %4, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = call float @llvm.ceil.f32(float %105)
  %107 = call float @llvm.fmuladd.f32(float %106, float 3.000000e+00, float %101)
  %108 = load i32, ptr %4, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = call float @llvm.trunc.f32(float %111)
  %113 = call float @llvm.fmuladd.f32(float %112, float 5.000000e+00, float %107)
  %114 = load i32, ptr %4, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = call float @llvm.rint.f32(float %117)
  %119 = call float @llvm.fmuladd.f32(float %118, float 7.000000e+00, float %113)
  %120 = load i32, ptr %4, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = call float @llvm.fabs.f32(float %123)
  %125 = call float @llvm.fmuladd.f32(float %124, float 1.100000e+01, float %119)
  %126 = load i32, ptr %4, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = call float @llvm.copysign.f32(float 1.000000e+00, float %129)
  %131 = fadd float %125, %130
  %132 = load i32, ptr %4, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [32 x float], ptr @fb, i64 0, i64 %133
  store float %131, ptr %134, align 4
  br label %135

135:                                              ; preds = %90
  %136 = load i32, ptr %4, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %4, align 4
  br label %87, !llvm.loop !8

138:                                              ; preds = %87
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %139

139:                                              ; preds = %178, %138
  %140 = load i32, ptr %6, align 4
  %141 = icmp slt i32 %140, 32
  br i1 %141, label %142, label %181

142:                                              ; preds = %139
  %143 = load i32, ptr %6, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [32 x double], ptr @b, i64 0, i64 %144
  %146 = load double, ptr %145, align 8
  %147 = load i32, ptr %6, align 4
  %148 = add nsw i32 %147, 1
  %149 = sitofp i32 %148 to double
  %150 = load i32, ptr %6, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [32 x float], ptr @fb, i64 0, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = load i32, ptr %6, align 4
  %155 = add nsw i32 %154, 2
  %156 = sitofp i32 %155 to float
  %157 = fmul float %153, %156
  %158 = fpext float %157 to double
  %159 = call double @llvm.fmuladd.f64(double %146, double %149, double %158)
  %160 = load double, ptr %5, align 8
  %161 = fadd double %160, %159
  store double %161, ptr %5, align 8
  %162 = load i32, ptr %6, align 4
  %163 = srem i32 %162, 8
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %177

165:                                              ; preds = %142
  %166 = load i32, ptr %6, align 4
  %167 = load i32, ptr %6, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [32 x double], ptr @b, i64 0, i64 %168
  %170 = load double, ptr %169, align 8
  %171 = load i32, ptr %6, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [32 x float], ptr @fb, i64 0, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = fpext float %174 to double
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %166, double noundef %170, double noundef %175)
  br label %177

177:                                              ; preds = %165, %142
  br label %178

178:                                              ; preds = %177
  %179 = load i32, ptr %6, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %6, align 4
  br label %139, !llvm.loop !9

181:                                              ; preds = %139
  %182 = load double, ptr %5, align 8
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %182)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

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

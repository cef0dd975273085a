; ModuleID = 'fpclass.c'
source_filename = "fpclass.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@vz = dso_local global double 0.000000e+00, align 8
@fz = dso_local global float 0.000000e+00, align 4
@.str = private unnamed_addr constant [21 x i8] c"%d %d %d %d %d %d | \00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  %6 = getelementptr inbounds double, ptr %2, i64 1
  store double -0.000000e+00, ptr %6, align 8
  %7 = getelementptr inbounds double, ptr %2, i64 2
  store double 1.000000e+00, ptr %7, align 8
  %8 = getelementptr inbounds double, ptr %2, i64 3
  store double -1.000000e+00, ptr %8, align 8
  %9 = getelementptr inbounds double, ptr %2, i64 4
  store double 1.000000e-310, ptr %9, align 8
  %10 = getelementptr inbounds double, ptr %2, i64 5
  store double -1.000000e-310, ptr %10, align 8
  %11 = getelementptr inbounds double, ptr %2, i64 6
  %12 = load volatile double, ptr @vz, align 8
  %13 = fdiv double 1.000000e+00, %12
  store double %13, ptr %11, align 8
  %14 = getelementptr inbounds double, ptr %2, i64 7
  %15 = load volatile double, ptr @vz, align 8
  %16 = fdiv double -1.000000e+00, %15
  store double %16, ptr %14, align 8
  %17 = getelementptr inbounds double, ptr %2, i64 8
  %18 = load volatile double, ptr @vz, align 8
  %19 = load volatile double, ptr @vz, align 8
  %20 = fdiv double %18, %19
  store double %20, ptr %17, align 8
  %21 = getelementptr inbounds double, ptr %2, i64 9
  store double 1.000000e+308, ptr %21, align 8
  store i32 0, ptr %3, align 4
  br label %22

22:                                               ; preds = %73, %0
  %23 = load i32, ptr %3, align 4
  %24 = icmp slt i32 %23, 10
  br i1 %24, label %25, label %84

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  store double %29, ptr %4, align 8
  %30 = load double, ptr %4, align 8
  %31 = fptrunc double %30 to float
  store float %31, ptr %5, align 4
  %32 = load double, ptr %4, align 8
  %33 = call i1 @llvm.is.fpclass.f64(double %32, i32 3)
  %34 = zext i1 %33 to i32
  %35 = load double, ptr %4, align 8
  %36 = call i1 @llvm.is.fpclass.f64(double %35, i32 516)
  %37 = zext i1 %36 to i32
  %38 = load double, ptr %4, align 8
  %39 = call i1 @llvm.is.fpclass.f64(double %38, i32 504)
  %40 = zext i1 %39 to i32
  %41 = load double, ptr %4, align 8
  %42 = call i1 @llvm.is.fpclass.f64(double %41, i32 264)
  %43 = zext i1 %42 to i32
  %44 = load double, ptr %4, align 8
  %45 = fcmp oeq double %44, 0.000000e+00
  br i1 %45, label %46, label %76

46:                                               ; preds = %81, %78, %76, %25
  %47 = phi i32 [ 50, %25 ], [ 10, %76 ], [ 20, %78 ], [ %83, %81 ]
  %48 = load double, ptr %4, align 8
  %49 = call double @llvm.fabs.f64(double %48) #3
  %50 = fcmp oeq double %49, 0x7FF0000000000000
  %51 = bitcast double %48 to i64
  %52 = icmp slt i64 %51, 0
  %53 = select i1 %52, i32 -1, i32 1
  %54 = select i1 %50, i32 %53, i32 0
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34, i32 noundef %37, i32 noundef %40, i32 noundef %43, i32 noundef %47, i32 noundef %54)
  %56 = load float, ptr %5, align 4
  %57 = call i1 @llvm.is.fpclass.f32(float %56, i32 3)
  %58 = zext i1 %57 to i32
  %59 = load float, ptr %5, align 4
  %60 = call i1 @llvm.is.fpclass.f32(float %59, i32 516)
  %61 = zext i1 %60 to i32
  %62 = load float, ptr %5, align 4
  %63 = call i1 @llvm.is.fpclass.f32(float %62, i32 504)
  %64 = zext i1 %63 to i32
  %65 = load float, ptr %5, align 4
  %66 = call i1 @llvm.is.fpclass.f32(float %65, i32 264)
  %67 = zext i1 %66 to i32
  %68 = load float, ptr %5, align 4
  %69 = bitcast float %68 to i32
  %70 = icmp slt i32 %69, 0
  %71 = zext i1 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %61, i32 noundef %64, i32 noundef %67, i32 noundef %71)
  br label %73

73:                                               ; preds = %46
  %74 = load i32, ptr %3, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %3, align 4
  br label %22, !llvm.loop !6

76:                                               ; preds = %25
  %77 = fcmp uno double %44, %44
  br i1 %77, label %46, label %78

78:                                               ; preds = %76
  %79 = call double @llvm.fabs.f64(double %44) #3
  %80 = fcmp oeq double %79, 0x7FF0000000000000
  br i1 %80, label %46, label %81

81:                                               ; preds = %78
  %82 = fcmp uge double %79, 0x10000000000000
  %83 = select i1 %82, i32 30, i32 40
  br label %46

84:                                               ; preds = %22
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { memory(none) }

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

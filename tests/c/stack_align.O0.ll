; ModuleID = 'stack_align.c'
source_filename = "stack_align.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A16 = type { [4 x float] }
%struct.A32 = type { [4 x double], i32, [28 x i8] }

@.str = private unnamed_addr constant [22 x i8] c"stack_args %lld d=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"aligned_locals %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"vla_work(%d) = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"vla_loop = %.4f\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"alloca_chain = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"a32_sum = %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"a32 arr %.3f aligned=%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant %struct.A16 { [4 x float] [float 1.500000e+00, float -2.000000e+00, float 2.500000e-01, float 8.000000e+00] }, align 16
@.str.7 = private unnamed_addr constant [25 x i8] c"a16 %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"big_frame = %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"big_vla = %u %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @stack_args(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, double noundef %8, double noundef %9, ptr noundef %10) #0 {
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca ptr, align 8
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %6, ptr %18, align 8
  store i64 %7, ptr %19, align 8
  store double %8, ptr %20, align 8
  store double %9, ptr %21, align 8
  store ptr %10, ptr %22, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %19, align 8
  %25 = add nsw i64 %23, %24
  %26 = trunc i64 %25 to i32
  %27 = load ptr, ptr %22, align 8
  store i32 %26, ptr %27, align 4
  %28 = load i64, ptr %12, align 8
  %29 = load i64, ptr %13, align 8
  %30 = mul nsw i64 %29, 2
  %31 = add nsw i64 %28, %30
  %32 = load i64, ptr %14, align 8
  %33 = mul nsw i64 %32, 3
  %34 = add nsw i64 %31, %33
  %35 = load i64, ptr %15, align 8
  %36 = mul nsw i64 %35, 4
  %37 = add nsw i64 %34, %36
  %38 = load i64, ptr %16, align 8
  %39 = mul nsw i64 %38, 5
  %40 = add nsw i64 %37, %39
  %41 = load i64, ptr %17, align 8
  %42 = mul nsw i64 %41, 6
  %43 = add nsw i64 %40, %42
  %44 = load i64, ptr %18, align 8
  %45 = mul nsw i64 %44, 7
  %46 = add nsw i64 %43, %45
  %47 = load i64, ptr %19, align 8
  %48 = mul nsw i64 %47, 8
  %49 = add nsw i64 %46, %48
  %50 = load double, ptr %20, align 8
  %51 = fmul double %50, 1.000000e+02
  %52 = fptosi double %51 to i64
  %53 = add nsw i64 %49, %52
  %54 = load double, ptr %21, align 8
  %55 = fmul double %54, 1.000000e+01
  %56 = fptosi double %55 to i64
  %57 = add nsw i64 %53, %56
  ret i64 %57
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned_ok(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = sub i32 %7, 1
  %9 = zext i32 %8 to i64
  %10 = and i64 %6, %9
  %11 = icmp eq i64 %10, 0
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @a32_sum(ptr noundef byval(%struct.A32) align 32 %0, i32 noundef %1, ptr noundef byval(%struct.A32) align 32 %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sitofp i32 %7 to double
  store double %8, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %25, %3
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.A32, ptr %2, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x double], ptr %18, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %5, align 8
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23)
  store double %24, ptr %5, align 8
  br label %25

25:                                               ; preds = %12
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %9, !llvm.loop !6

28:                                               ; preds = %9
  %29 = load double, ptr %5, align 8
  %30 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 1
  %31 = load i32, ptr %30, align 32
  %32 = sitofp i32 %31 to double
  %33 = fadd double %29, %32
  %34 = getelementptr inbounds %struct.A32, ptr %2, i32 0, i32 1
  %35 = load i32, ptr %34, align 32
  %36 = sitofp i32 %35 to double
  %37 = fsub double %33, %36
  ret double %37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @a32_make(ptr dead_on_unwind noalias writable sret(%struct.A32) align 32 %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store double %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = load double, ptr %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sitofp i32 %12 to double
  %14 = fadd double %11, %13
  %15 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %17
  store double %14, ptr %18, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !8

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  %24 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 1
  store i32 %23, ptr %24, align 32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { <2 x float>, <2 x float> } @a16_twice(<2 x float> %0, <2 x float> %1) #2 {
  %3 = alloca %struct.A16, align 16
  %4 = alloca %struct.A16, align 16
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %4, i32 0, i32 0
  store <2 x float> %0, ptr %6, align 16
  %7 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %4, i32 0, i32 1
  store <2 x float> %1, ptr %7, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %18, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.A16, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x float], ptr %12, i64 0, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fmul float %16, 2.000000e+00
  store float %17, ptr %15, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %8, !llvm.loop !9

21:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 %4, i64 16, i1 false)
  %22 = getelementptr inbounds %struct.A16, ptr %3, i32 0, i32 0
  %23 = load { <2 x float>, <2 x float> }, ptr %22, align 16
  ret { <2 x float>, <2 x float> } %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @vla_work(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = zext i32 %9 to i64
  %11 = call ptr @llvm.stacksave.p0()
  store ptr %11, ptr %3, align 8
  %12 = alloca i64, i64 %10, align 16
  store i64 %10, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %29, %1
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %32

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %19, %21
  %23 = load i32, ptr %2, align 4
  %24 = sext i32 %23 to i64
  %25 = sub nsw i64 %22, %24
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i64, ptr %12, i64 %27
  store i64 %25, ptr %28, align 8
  br label %29

29:                                               ; preds = %17
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %13, !llvm.loop !10

32:                                               ; preds = %13
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %33

33:                                               ; preds = %87, %32
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 8
  %36 = load i32, ptr %2, align 4
  %37 = icmp sle i32 %35, %36
  br i1 %37, label %38, label %90

38:                                               ; preds = %33
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %12, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = load i32, ptr %8, align 4
  %44 = add nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr %12, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i64, ptr %12, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 3
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i64, ptr %12, i64 %55
  %57 = load i64, ptr %56, align 8
  %58 = load i32, ptr %8, align 4
  %59 = add nsw i32 %58, 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i64, ptr %12, i64 %60
  %62 = load i64, ptr %61, align 8
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 5
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i64, ptr %12, i64 %65
  %67 = load i64, ptr %66, align 8
  %68 = load i32, ptr %8, align 4
  %69 = add nsw i32 %68, 6
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i64, ptr %12, i64 %70
  %72 = load i64, ptr %71, align 8
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 7
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i64, ptr %12, i64 %75
  %77 = load i64, ptr %76, align 8
  %78 = load i32, ptr %8, align 4
  %79 = sitofp i32 %78 to double
  %80 = fmul double 5.000000e-01, %79
  %81 = load i32, ptr %2, align 4
  %82 = sitofp i32 %81 to double
  %83 = fmul double -2.500000e-01, %82
  %84 = call i64 @stack_args(i64 noundef %42, i64 noundef %47, i64 noundef %52, i64 noundef %57, i64 noundef %62, i64 noundef %67, i64 noundef %72, i64 noundef %77, double noundef %80, double noundef %83, ptr noundef %5)
  %85 = load i64, ptr %7, align 8
  %86 = add nsw i64 %85, %84
  store i64 %86, ptr %7, align 8
  br label %87

87:                                               ; preds = %38
  %88 = load i32, ptr %8, align 4
  %89 = add nsw i32 %88, 8
  store i32 %89, ptr %8, align 4
  br label %33, !llvm.loop !11

90:                                               ; preds = %33
  %91 = load i64, ptr %7, align 8
  %92 = load i32, ptr %5, align 4
  %93 = sext i32 %92 to i64
  %94 = add nsw i64 %91, %93
  %95 = load i32, ptr %2, align 4
  %96 = sub nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i64, ptr %12, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = add nsw i64 %94, %99
  %101 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %101)
  ret i64 %100
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vla_loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca [64 x i8], align 16
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %13

13:                                               ; preds = %97, %1
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %100

17:                                               ; preds = %13
  %18 = load i32, ptr %4, align 4
  %19 = mul nsw i32 %18, 37
  %20 = add nsw i32 50, %19
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %5, align 4
  %22 = zext i32 %21 to i64
  %23 = call ptr @llvm.stacksave.p0()
  store ptr %23, ptr %6, align 8
  %24 = alloca double, i64 %22, align 16
  store i64 %22, ptr %7, align 8
  %25 = load i32, ptr %5, align 4
  %26 = mul nsw i32 %25, 2
  %27 = add nsw i32 %26, 1
  %28 = zext i32 %27 to i64
  %29 = alloca i16, i64 %28, align 16
  store i64 %28, ptr %9, align 8
  %30 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 97, %31
  %33 = trunc i32 %32 to i8
  call void @llvm.memset.p0.i64(ptr align 16 %30, i8 %33, i64 64, i1 false)
  store i32 0, ptr %11, align 4
  br label %34

34:                                               ; preds = %47, %17
  %35 = load i32, ptr %11, align 4
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %50

38:                                               ; preds = %34
  %39 = load i32, ptr %11, align 4
  %40 = sitofp i32 %39 to double
  %41 = load i32, ptr %4, align 4
  %42 = sitofp i32 %41 to double
  %43 = call double @llvm.fmuladd.f64(double %40, double 5.000000e-01, double %42)
  %44 = load i32, ptr %11, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %24, i64 %45
  store double %43, ptr %46, align 8
  br label %47

47:                                               ; preds = %38
  %48 = load i32, ptr %11, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %11, align 4
  br label %34, !llvm.loop !12

50:                                               ; preds = %34
  store i32 0, ptr %12, align 4
  br label %51

51:                                               ; preds = %65, %50
  %52 = load i32, ptr %12, align 4
  %53 = load i32, ptr %5, align 4
  %54 = mul nsw i32 2, %53
  %55 = add nsw i32 %54, 1
  %56 = icmp slt i32 %52, %55
  br i1 %56, label %57, label %68

57:                                               ; preds = %51
  %58 = load i32, ptr %12, align 4
  %59 = load i32, ptr %5, align 4
  %60 = sub nsw i32 %58, %59
  %61 = trunc i32 %60 to i16
  %62 = load i32, ptr %12, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i16, ptr %29, i64 %63
  store i16 %61, ptr %64, align 2
  br label %65

65:                                               ; preds = %57
  %66 = load i32, ptr %12, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %12, align 4
  br label %51, !llvm.loop !13

68:                                               ; preds = %51
  %69 = load i32, ptr %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i16, ptr %29, i64 0
  %72 = load i16, ptr %71, align 16
  %73 = sext i16 %72 to i64
  %74 = load i32, ptr %5, align 4
  %75 = mul nsw i32 2, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i16, ptr %29, i64 %76
  %78 = load i16, ptr %77, align 2
  %79 = sext i16 %78 to i64
  %80 = load i32, ptr %4, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 63
  %83 = load i8, ptr %82, align 1
  %84 = sext i8 %83 to i64
  %85 = load i32, ptr %5, align 4
  %86 = sub nsw i32 %85, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %24, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = getelementptr inbounds double, ptr %24, i64 0
  %91 = load double, ptr %90, align 16
  %92 = call i64 @stack_args(i64 noundef %70, i64 noundef %73, i64 noundef %79, i64 noundef %81, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef %84, double noundef %89, double noundef %91, ptr noundef %10)
  %93 = sitofp i64 %92 to double
  %94 = load double, ptr %3, align 8
  %95 = fadd double %94, %93
  store double %95, ptr %3, align 8
  %96 = load ptr, ptr %6, align 8
  call void @llvm.stackrestore.p0(ptr %96)
  br label %97

97:                                               ; preds = %68
  %98 = load i32, ptr %4, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %4, align 4
  br label %13, !llvm.loop !14

100:                                              ; preds = %13
  %101 = load double, ptr %3, align 8
  ret double %101
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned_locals(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 64
  %4 = alloca [4 x double], align 32
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = sitofp i32 %7 to double
  store double %8, ptr %4, align 8
  %9 = getelementptr inbounds double, ptr %4, i64 1
  %10 = load i32, ptr %2, align 4
  %11 = add nsw i32 %10, 1
  %12 = sitofp i32 %11 to double
  store double %12, ptr %9, align 8
  %13 = getelementptr inbounds double, ptr %4, i64 2
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 2
  %16 = sitofp i32 %15 to double
  store double %16, ptr %13, align 8
  %17 = getelementptr inbounds double, ptr %4, i64 3
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, 3
  %20 = sitofp i32 %19 to double
  store double %20, ptr %17, align 8
  %21 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 97, %22
  %24 = trunc i32 %23 to i8
  call void @llvm.memset.p0.i64(ptr align 64 %21, i8 %24, i64 64, i1 false)
  %25 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %26 = load i8, ptr %25, align 64
  %27 = sext i8 %26 to i64
  %28 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 63
  %29 = load i8, ptr %28, align 1
  %30 = sext i8 %29 to i64
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 3
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %36 = load double, ptr %35, align 32
  %37 = call i64 @stack_args(i64 noundef %27, i64 noundef %30, i64 noundef %32, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, double noundef %34, double noundef %36, ptr noundef %5)
  store i64 %37, ptr %6, align 8
  %38 = load i64, ptr %6, align 8
  %39 = trunc i64 %38 to i32
  %40 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %41 = call i32 @aligned_ok(ptr noundef %40, i32 noundef 64)
  %42 = mul nsw i32 %41, 1000
  %43 = add nsw i32 %39, %42
  %44 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %45 = call i32 @aligned_ok(ptr noundef %44, i32 noundef 32)
  %46 = mul nsw i32 %45, 10000
  %47 = add nsw i32 %43, %46
  %48 = load i32, ptr %5, align 4
  %49 = add nsw i32 %47, %48
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @alloca_chain(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = alloca i8, i64 %12, align 16
  store ptr %13, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %28, %2
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %31

18:                                               ; preds = %14
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 %19, 7
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  store i8 %23, ptr %27, align 1
  br label %28

28:                                               ; preds = %18
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %14, !llvm.loop !15

31:                                               ; preds = %14
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %5, align 4
  %34 = sub nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %32, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = load ptr, ptr %6, align 8
  %40 = load i32, ptr %5, align 4
  %41 = sdiv i32 %40, 2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %39, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = add nsw i32 %38, %45
  store i32 %46, ptr %8, align 4
  %47 = load i32, ptr %4, align 4
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %51

49:                                               ; preds = %31
  %50 = load i32, ptr %8, align 4
  store i32 %50, ptr %3, align 4
  br label %73

51:                                               ; preds = %31
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = call i64 @stack_args(i64 noundef %53, i64 noundef %55, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, double noundef 1.000000e+00, double noundef 2.000000e+00, ptr noundef %9)
  store i64 %56, ptr %10, align 8
  %57 = load i32, ptr %8, align 4
  %58 = load i64, ptr %10, align 8
  %59 = srem i64 %58, 1000
  %60 = trunc i64 %59 to i32
  %61 = add nsw i32 %57, %60
  %62 = load i32, ptr %4, align 4
  %63 = sub nsw i32 %62, 1
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, 100
  %66 = call i32 @alloca_chain(i32 noundef %63, i32 noundef %65)
  %67 = add nsw i32 %61, %66
  %68 = load ptr, ptr %6, align 8
  %69 = getelementptr inbounds i8, ptr %68, i64 0
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = add nsw i32 %67, %71
  store i32 %72, ptr %3, align 4
  br label %73

73:                                               ; preds = %51, %49
  %74 = load i32, ptr %3, align 4
  ret i32 %74
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @big_frame(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [12411 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i64
  %10 = icmp ult i64 %9, 12411
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i32, ptr %4, align 4
  %13 = load i32, ptr %2, align 4
  %14 = xor i32 %12, %13
  %15 = trunc i32 %14 to i8
  %16 = load i32, ptr %4, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [12411 x i8], ptr %3, i64 0, i64 %17
  store i8 %15, ptr %18, align 1
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %4, align 4
  %21 = add i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %7, !llvm.loop !16

22:                                               ; preds = %7
  store i32 -2128831035, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %23

23:                                               ; preds = %36, %22
  %24 = load i32, ptr %6, align 4
  %25 = zext i32 %24 to i64
  %26 = icmp ult i64 %25, 12411
  br i1 %26, label %27, label %39

27:                                               ; preds = %23
  %28 = load i32, ptr %5, align 4
  %29 = load i32, ptr %6, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [12411 x i8], ptr %3, i64 0, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = xor i32 %28, %33
  %35 = mul i32 %34, 16777619
  store i32 %35, ptr %5, align 4
  br label %36

36:                                               ; preds = %27
  %37 = load i32, ptr %6, align 4
  %38 = add i32 %37, 13
  store i32 %38, ptr %6, align 4
  br label %23, !llvm.loop !17

39:                                               ; preds = %23
  %40 = load i32, ptr %2, align 4
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %39
  %43 = load i32, ptr %2, align 4
  %44 = sub nsw i32 %43, 1
  %45 = call i32 @big_frame(i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = xor i32 %46, %45
  store i32 %47, ptr %5, align 4
  br label %48

48:                                               ; preds = %42, %39
  %49 = load i32, ptr %5, align 4
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @big_vla(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call ptr @llvm.stacksave.p0()
  store ptr %10, ptr %3, align 8
  %11 = alloca i8, i64 %9, align 16
  store i64 %9, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %23, %1
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = mul nsw i32 %17, 31
  %19 = trunc i32 %18 to i8
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %11, i64 %21
  store i8 %19, ptr %22, align 1
  br label %23

23:                                               ; preds = %16
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %12, !llvm.loop !18

26:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %40, %26
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %43

31:                                               ; preds = %27
  %32 = load i32, ptr %6, align 4
  %33 = mul i32 %32, 33
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %11, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = add i32 %33, %38
  store i32 %39, ptr %6, align 4
  br label %40

40:                                               ; preds = %31
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 97
  store i32 %42, ptr %7, align 4
  br label %27, !llvm.loop !19

43:                                               ; preds = %27
  %44 = load i32, ptr %6, align 4
  %45 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %45)
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.A32, align 32
  %6 = alloca %struct.A32, align 32
  %7 = alloca [3 x %struct.A32], align 32
  %8 = alloca i32, align 4
  %9 = alloca %struct.A32, align 32
  %10 = alloca %struct.A16, align 16
  %11 = alloca %struct.A16, align 16
  %12 = alloca %struct.A16, align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  %13 = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, double noundef 5.000000e-01, double noundef 2.500000e-01, ptr noundef %2)
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %3, align 8
  %15 = load i32, ptr %2, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %14, i32 noundef %15)
  %17 = call i32 @aligned_locals(i32 noundef 1)
  %18 = call i32 @aligned_locals(i32 noundef 2)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17, i32 noundef %18)
  store i32 8, ptr %4, align 4
  br label %20

20:                                               ; preds = %28, %0
  %21 = load i32, ptr %4, align 4
  %22 = icmp sle i32 %21, 64
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4
  %25 = load i32, ptr %4, align 4
  %26 = call i64 @vla_work(i32 noundef %25)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %24, i64 noundef %26)
  br label %28

28:                                               ; preds = %23
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 28
  store i32 %30, ptr %4, align 4
  br label %20, !llvm.loop !20

31:                                               ; preds = %20
  %32 = call double @vla_loop(i32 noundef 6)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %32)
  %34 = call i32 @alloca_chain(i32 noundef 5, i32 noundef 40)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %34)
  call void @a32_make(ptr dead_on_unwind writable sret(%struct.A32) align 32 %5, double noundef 1.500000e+00, i32 noundef 3)
  call void @a32_make(ptr dead_on_unwind writable sret(%struct.A32) align 32 %6, double noundef -2.000000e+00, i32 noundef 11)
  %36 = call double @a32_sum(ptr noundef byval(%struct.A32) align 32 %5, i32 noundef 7, ptr noundef byval(%struct.A32) align 32 %6)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %36)
  store i32 0, ptr %8, align 4
  br label %38

38:                                               ; preds = %49, %31
  %39 = load i32, ptr %8, align 4
  %40 = icmp slt i32 %39, 3
  br i1 %40, label %41, label %52

41:                                               ; preds = %38
  %42 = load i32, ptr %8, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x %struct.A32], ptr %7, i64 0, i64 %43
  %45 = load i32, ptr %8, align 4
  %46 = sitofp i32 %45 to double
  %47 = load i32, ptr %8, align 4
  %48 = mul nsw i32 %47, 2
  call void @a32_make(ptr dead_on_unwind writable sret(%struct.A32) align 32 %9, double noundef %46, i32 noundef %48)
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %44, ptr align 32 %9, i64 64, i1 false)
  br label %49

49:                                               ; preds = %41
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %8, align 4
  br label %38, !llvm.loop !21

52:                                               ; preds = %38
  %53 = getelementptr inbounds [3 x %struct.A32], ptr %7, i64 0, i64 1
  %54 = getelementptr inbounds [3 x %struct.A32], ptr %7, i64 0, i64 2
  %55 = call double @a32_sum(ptr noundef byval(%struct.A32) align 32 %53, i32 noundef 0, ptr noundef byval(%struct.A32) align 32 %54)
  %56 = getelementptr inbounds [3 x %struct.A32], ptr %7, i64 0, i64 1
  %57 = call i32 @aligned_ok(ptr noundef %56, i32 noundef 32)
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %55, i32 noundef %57)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.f, i64 16, i1 false)
  %59 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 0
  %60 = load <2 x float>, ptr %59, align 16
  %61 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 1
  %62 = load <2 x float>, ptr %61, align 8
  %63 = call { <2 x float>, <2 x float> } @a16_twice(<2 x float> %60, <2 x float> %62)
  %64 = getelementptr inbounds %struct.A16, ptr %12, i32 0, i32 0
  %65 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %64, i32 0, i32 0
  %66 = extractvalue { <2 x float>, <2 x float> } %63, 0
  store <2 x float> %66, ptr %65, align 16
  %67 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %64, i32 0, i32 1
  %68 = extractvalue { <2 x float>, <2 x float> } %63, 1
  store <2 x float> %68, ptr %67, align 8
  %69 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 0
  %70 = load <2 x float>, ptr %69, align 16
  %71 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 1
  %72 = load <2 x float>, ptr %71, align 8
  %73 = call { <2 x float>, <2 x float> } @a16_twice(<2 x float> %70, <2 x float> %72)
  %74 = getelementptr inbounds %struct.A16, ptr %11, i32 0, i32 0
  %75 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %74, i32 0, i32 0
  %76 = extractvalue { <2 x float>, <2 x float> } %73, 0
  store <2 x float> %76, ptr %75, align 16
  %77 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %74, i32 0, i32 1
  %78 = extractvalue { <2 x float>, <2 x float> } %73, 1
  store <2 x float> %78, ptr %77, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %11, i64 16, i1 false)
  %79 = getelementptr inbounds %struct.A16, ptr %10, i32 0, i32 0
  %80 = getelementptr inbounds [4 x float], ptr %79, i64 0, i64 0
  %81 = load float, ptr %80, align 16
  %82 = fpext float %81 to double
  %83 = getelementptr inbounds %struct.A16, ptr %10, i32 0, i32 0
  %84 = getelementptr inbounds [4 x float], ptr %83, i64 0, i64 1
  %85 = load float, ptr %84, align 4
  %86 = fpext float %85 to double
  %87 = getelementptr inbounds %struct.A16, ptr %10, i32 0, i32 0
  %88 = getelementptr inbounds [4 x float], ptr %87, i64 0, i64 2
  %89 = load float, ptr %88, align 8
  %90 = fpext float %89 to double
  %91 = getelementptr inbounds %struct.A16, ptr %10, i32 0, i32 0
  %92 = getelementptr inbounds [4 x float], ptr %91, i64 0, i64 3
  %93 = load float, ptr %92, align 4
  %94 = fpext float %93 to double
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %82, double noundef %86, double noundef %90, double noundef %94)
  %96 = call i32 @big_frame(i32 noundef 4)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %96)
  %98 = call i32 @big_vla(i32 noundef 5000)
  %99 = call i32 @big_vla(i32 noundef 20000)
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %98, i32 noundef %99)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}

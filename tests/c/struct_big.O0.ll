; ModuleID = 'struct_big.c'
source_filename = "struct_big.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Vec6 = type { [6 x i32] }
%struct.Person = type { [20 x i8], i32, double }
%struct.L3 = type { i64, i64, i64 }
%struct.Rect = type { %struct.anon, %struct.anon.0, [9 x i8] }
%struct.anon = type { i32, i32 }
%struct.anon.0 = type { float, float }
%struct.Mat3 = type { [3 x [3 x double]] }

@.str = private unnamed_addr constant [2 x i8] c"+\00", align 1
@__const.main.a = private unnamed_addr constant %struct.Vec6 { [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6] }, align 4
@__const.main.b = private unnamed_addr constant %struct.Vec6 { [6 x i32] [i32 10, i32 20, i32 30, i32 40, i32 50, i32 60] }, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"[%g %g %g]\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Person { [20 x i8] c"alice\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.150000e+01 }, align 8
@.str.4 = private unnamed_addr constant [26 x i8] c"%s %d %.2f -> %s %d %.2f\0A\00", align 1
@__const.main.x = private unnamed_addr constant %struct.L3 { i64 1, i64 2, i64 3 }, align 8
@__const.main.y = private unnamed_addr constant %struct.L3 { i64 100, i64 200, i64 300 }, align 8
@.str.5 = private unnamed_addr constant [19 x i8] c"L3 %lld %lld %lld\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Rect { %struct.anon { i32 10, i32 20 }, %struct.anon.0 { float 1.500000e+00, float 2.000000e+00 }, [9 x i8] c"box\00\00\00\00\00\00" }, align 4
@.str.6 = private unnamed_addr constant [42 x i8] c"Rect %d %d %.2f %.2f %s key=%lld orig=%s\0A\00", align 1
@__const.main.people = private unnamed_addr constant [3 x %struct.Person] [%struct.Person { [20 x i8] c"bob\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 40, double 5.000000e+01 }, %struct.Person { [20 x i8] c"carol\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.925000e+01 }, %struct.Person { [20 x i8] c"dave\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 33, double 7.000000e+01 }], align 16
@.str.7 = private unnamed_addr constant [31 x i8] c"best %s %d sizeof=%zu %zu %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @vec_add(ptr dead_on_unwind noalias writable sret(%struct.Vec6) align 4 %0, ptr noundef byval(%struct.Vec6) align 8 %1, ptr noundef byval(%struct.Vec6) align 8 %2) #0 {
  %4 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %24, %3
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %27

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Vec6, ptr %1, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [6 x i32], ptr %9, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Vec6, ptr %2, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [6 x i32], ptr %14, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %13, %18
  %20 = getelementptr inbounds %struct.Vec6, ptr %0, i32 0, i32 0
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [6 x i32], ptr %20, i64 0, i64 %22
  store i32 %19, ptr %23, align 4
  br label %24

24:                                               ; preds = %8
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %4, align 4
  br label %5, !llvm.loop !6

27:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mat_mul(ptr dead_on_unwind noalias writable sret(%struct.Mat3) align 8 %0, ptr noundef byval(%struct.Mat3) align 8 %1, ptr noundef byval(%struct.Mat3) align 8 %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %54, %3
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %57

11:                                               ; preds = %8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %50, %11
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 3
  br i1 %14, label %15, label %53

15:                                               ; preds = %12
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %38, %15
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %17, 3
  br i1 %18, label %19, label %41

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.Mat3, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [3 x [3 x double]], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x double], ptr %23, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds %struct.Mat3, ptr %2, i32 0, i32 0
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x [3 x double]], ptr %28, i64 0, i64 %30
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x double], ptr %31, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = load double, ptr %6, align 8
  %37 = call double @llvm.fmuladd.f64(double %27, double %35, double %36)
  store double %37, ptr %6, align 8
  br label %38

38:                                               ; preds = %19
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %16, !llvm.loop !8

41:                                               ; preds = %16
  %42 = load double, ptr %6, align 8
  %43 = getelementptr inbounds %struct.Mat3, ptr %0, i32 0, i32 0
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x [3 x double]], ptr %43, i64 0, i64 %45
  %47 = load i32, ptr %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x double], ptr %46, i64 0, i64 %48
  store double %42, ptr %49, align 8
  br label %50

50:                                               ; preds = %41
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %12, !llvm.loop !9

53:                                               ; preds = %12
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  br label %8, !llvm.loop !10

57:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @birthday(ptr dead_on_unwind noalias writable sret(%struct.Person) align 8 %0, ptr noundef byval(%struct.Person) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 1
  %4 = load i32, ptr %3, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fmul double %7, 1.500000e+00
  store double %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 0
  %10 = getelementptr inbounds [20 x i8], ptr %9, i64 0, i64 0
  %11 = load i8, ptr %10, align 8
  %12 = sext i8 %11 to i32
  %13 = sub nsw i32 %12, 32
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 0
  %16 = getelementptr inbounds [20 x i8], ptr %15, i64 0, i64 0
  store i8 %14, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @l3_fold(ptr dead_on_unwind noalias writable sret(%struct.L3) align 8 %0, ptr noundef byval(%struct.L3) align 8 %1, ptr noundef byval(%struct.L3) align 8 %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
  %6 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sext i32 %9 to i64
  %11 = mul nsw i64 %8, %10
  %12 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 2
  %13 = load i64, ptr %12, align 8
  %14 = add nsw i64 %11, %13
  store i64 %14, ptr %6, align 8
  %15 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1
  %16 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = sub nsw i64 %17, %19
  store i64 %20, ptr %15, align 8
  %21 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2
  %22 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = xor i64 %23, %25
  store i64 %26, ptr %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grow(ptr dead_on_unwind noalias writable sret(%struct.Rect) align 4 %0, ptr noundef byval(%struct.Rect) align 8 %1, i32 noundef %2, float noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  store i32 %2, ptr %5, align 4
  store float %3, ptr %6, align 4
  %7 = load i32, ptr %5, align 4
  %8 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = sub nsw i32 %10, %7
  store i32 %11, ptr %9, align 8
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 0
  %14 = getelementptr inbounds %struct.anon, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %15, %12
  store i32 %16, ptr %14, align 4
  %17 = load float, ptr %6, align 4
  %18 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 1
  %19 = getelementptr inbounds %struct.anon.0, ptr %18, i32 0, i32 0
  %20 = load float, ptr %19, align 8
  %21 = fmul float %20, %17
  store float %21, ptr %19, align 8
  %22 = load float, ptr %6, align 4
  %23 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 1
  %24 = getelementptr inbounds %struct.anon.0, ptr %23, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = fmul float %25, %22
  store float %26, ptr %24, align 4
  %27 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 2
  %28 = getelementptr inbounds [9 x i8], ptr %27, i64 0, i64 0
  %29 = call ptr @strcat(ptr noundef %28, ptr noundef @.str) #6
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 28, i1 false)
  ret void
}

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rect_key(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Rect, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = sext i32 %6 to i64
  %8 = mul nsw i64 %7, 1000
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.Rect, ptr %9, i32 0, i32 0
  %11 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %8, %13
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.Rect, ptr %15, i32 0, i32 1
  %17 = getelementptr inbounds %struct.anon.0, ptr %16, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.Rect, ptr %19, i32 0, i32 1
  %21 = getelementptr inbounds %struct.anon.0, ptr %20, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = fmul float %18, %22
  %24 = fptosi float %23 to i64
  %25 = add nsw i64 %14, %24
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vec6, align 8
  %3 = alloca %struct.Vec6, align 8
  %4 = alloca %struct.Vec6, align 4
  %5 = alloca %struct.Vec6, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Mat3, align 8
  %8 = alloca %struct.Mat3, align 8
  %9 = alloca %struct.Mat3, align 8
  %10 = alloca %struct.Mat3, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Person, align 8
  %13 = alloca %struct.Person, align 8
  %14 = alloca %struct.L3, align 8
  %15 = alloca %struct.L3, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.L3, align 8
  %18 = alloca %struct.Rect, align 8
  %19 = alloca %struct.Rect, align 4
  %20 = alloca %struct.Rect, align 8
  %21 = alloca [3 x %struct.Person], align 16
  %22 = alloca %struct.Person, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.Person, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 24, i1 false)
  call void @vec_add(ptr dead_on_unwind writable sret(%struct.Vec6) align 4 %5, ptr noundef byval(%struct.Vec6) align 8 %2, ptr noundef byval(%struct.Vec6) align 8 %3)
  call void @vec_add(ptr dead_on_unwind writable sret(%struct.Vec6) align 4 %4, ptr noundef byval(%struct.Vec6) align 8 %5, ptr noundef byval(%struct.Vec6) align 8 %2)
  store i32 0, ptr %6, align 4
  br label %25

25:                                               ; preds = %35, %0
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %26, 6
  br i1 %27, label %28, label %38

28:                                               ; preds = %25
  %29 = getelementptr inbounds %struct.Vec6, ptr %4, i32 0, i32 0
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [6 x i32], ptr %29, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
  br label %35

35:                                               ; preds = %28
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %25, !llvm.loop !11

38:                                               ; preds = %25
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 72, i1 false)
  %40 = getelementptr inbounds %struct.Mat3, ptr %7, i32 0, i32 0
  %41 = getelementptr inbounds [3 x [3 x double]], ptr %40, i32 0, i32 0
  %42 = getelementptr inbounds [3 x double], ptr %41, i32 0, i32 1
  store double -1.000000e+00, ptr %42, align 8
  %43 = getelementptr inbounds [3 x [3 x double]], ptr %40, i32 0, i32 1
  %44 = getelementptr inbounds [3 x double], ptr %43, i32 0, i32 0
  store double 1.000000e+00, ptr %44, align 8
  %45 = getelementptr inbounds [3 x [3 x double]], ptr %40, i32 0, i32 2
  %46 = getelementptr inbounds [3 x double], ptr %45, i32 0, i32 2
  store double 1.000000e+00, ptr %46, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 72, i1 false)
  %47 = getelementptr inbounds %struct.Mat3, ptr %8, i32 0, i32 0
  %48 = getelementptr inbounds [3 x [3 x double]], ptr %47, i32 0, i32 0
  %49 = getelementptr inbounds [3 x double], ptr %48, i32 0, i32 0
  store double 2.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds [3 x [3 x double]], ptr %47, i32 0, i32 1
  %51 = getelementptr inbounds [3 x double], ptr %50, i32 0, i32 1
  store double 3.000000e+00, ptr %51, align 8
  %52 = getelementptr inbounds [3 x [3 x double]], ptr %47, i32 0, i32 2
  %53 = getelementptr inbounds [3 x double], ptr %52, i32 0, i32 0
  store double 5.000000e-01, ptr %53, align 8
  %54 = getelementptr inbounds [3 x double], ptr %52, i32 0, i32 2
  store double 4.000000e+00, ptr %54, align 8
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.Mat3) align 8 %9, ptr noundef byval(%struct.Mat3) align 8 %7, ptr noundef byval(%struct.Mat3) align 8 %8)
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.Mat3) align 8 %10, ptr noundef byval(%struct.Mat3) align 8 %9, ptr noundef byval(%struct.Mat3) align 8 %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %10, i64 72, i1 false)
  store i32 0, ptr %11, align 4
  br label %55

55:                                               ; preds = %78, %38
  %56 = load i32, ptr %11, align 4
  %57 = icmp slt i32 %56, 3
  br i1 %57, label %58, label %81

58:                                               ; preds = %55
  %59 = getelementptr inbounds %struct.Mat3, ptr %9, i32 0, i32 0
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x [3 x double]], ptr %59, i64 0, i64 %61
  %63 = getelementptr inbounds [3 x double], ptr %62, i64 0, i64 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds %struct.Mat3, ptr %9, i32 0, i32 0
  %66 = load i32, ptr %11, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x [3 x double]], ptr %65, i64 0, i64 %67
  %69 = getelementptr inbounds [3 x double], ptr %68, i64 0, i64 1
  %70 = load double, ptr %69, align 8
  %71 = getelementptr inbounds %struct.Mat3, ptr %9, i32 0, i32 0
  %72 = load i32, ptr %11, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [3 x [3 x double]], ptr %71, i64 0, i64 %73
  %75 = getelementptr inbounds [3 x double], ptr %74, i64 0, i64 2
  %76 = load double, ptr %75, align 8
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %64, double noundef %70, double noundef %76)
  br label %78

78:                                               ; preds = %58
  %79 = load i32, ptr %11, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %11, align 4
  br label %55, !llvm.loop !12

81:                                               ; preds = %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.p, i64 32, i1 false)
  call void @birthday(ptr dead_on_unwind writable sret(%struct.Person) align 8 %13, ptr noundef byval(%struct.Person) align 8 %12)
  %82 = getelementptr inbounds %struct.Person, ptr %12, i32 0, i32 0
  %83 = getelementptr inbounds [20 x i8], ptr %82, i64 0, i64 0
  %84 = getelementptr inbounds %struct.Person, ptr %12, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = getelementptr inbounds %struct.Person, ptr %12, i32 0, i32 2
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds %struct.Person, ptr %13, i32 0, i32 0
  %89 = getelementptr inbounds [20 x i8], ptr %88, i64 0, i64 0
  %90 = getelementptr inbounds %struct.Person, ptr %13, i32 0, i32 1
  %91 = load i32, ptr %90, align 4
  %92 = getelementptr inbounds %struct.Person, ptr %13, i32 0, i32 2
  %93 = load double, ptr %92, align 8
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %83, i32 noundef %85, double noundef %87, ptr noundef %89, i32 noundef %91, double noundef %93)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.y, i64 24, i1 false)
  store i32 0, ptr %16, align 4
  br label %95

95:                                               ; preds = %101, %81
  %96 = load i32, ptr %16, align 4
  %97 = icmp slt i32 %96, 5
  br i1 %97, label %98, label %104

98:                                               ; preds = %95
  %99 = load i32, ptr %16, align 4
  %100 = add nsw i32 %99, 2
  call void @l3_fold(ptr dead_on_unwind writable sret(%struct.L3) align 8 %17, ptr noundef byval(%struct.L3) align 8 %14, ptr noundef byval(%struct.L3) align 8 %15, i32 noundef %100)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %17, i64 24, i1 false)
  br label %101

101:                                              ; preds = %98
  %102 = load i32, ptr %16, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %16, align 4
  br label %95, !llvm.loop !13

104:                                              ; preds = %95
  %105 = getelementptr inbounds %struct.L3, ptr %14, i32 0, i32 0
  %106 = load i64, ptr %105, align 8
  %107 = getelementptr inbounds %struct.L3, ptr %14, i32 0, i32 1
  %108 = load i64, ptr %107, align 8
  %109 = getelementptr inbounds %struct.L3, ptr %14, i32 0, i32 2
  %110 = load i64, ptr %109, align 8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %106, i64 noundef %108, i64 noundef %110)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 @__const.main.r, i64 28, i1 false)
  call void @grow(ptr dead_on_unwind writable sret(%struct.Rect) align 4 %20, ptr noundef byval(%struct.Rect) align 8 %18, i32 noundef 3, float noundef 2.000000e+00)
  call void @grow(ptr dead_on_unwind writable sret(%struct.Rect) align 4 %19, ptr noundef byval(%struct.Rect) align 8 %20, i32 noundef 1, float noundef 5.000000e-01)
  %112 = getelementptr inbounds %struct.Rect, ptr %19, i32 0, i32 0
  %113 = getelementptr inbounds %struct.anon, ptr %112, i32 0, i32 0
  %114 = load i32, ptr %113, align 4
  %115 = getelementptr inbounds %struct.Rect, ptr %19, i32 0, i32 0
  %116 = getelementptr inbounds %struct.anon, ptr %115, i32 0, i32 1
  %117 = load i32, ptr %116, align 4
  %118 = getelementptr inbounds %struct.Rect, ptr %19, i32 0, i32 1
  %119 = getelementptr inbounds %struct.anon.0, ptr %118, i32 0, i32 0
  %120 = load float, ptr %119, align 4
  %121 = fpext float %120 to double
  %122 = getelementptr inbounds %struct.Rect, ptr %19, i32 0, i32 1
  %123 = getelementptr inbounds %struct.anon.0, ptr %122, i32 0, i32 1
  %124 = load float, ptr %123, align 4
  %125 = fpext float %124 to double
  %126 = getelementptr inbounds %struct.Rect, ptr %19, i32 0, i32 2
  %127 = getelementptr inbounds [9 x i8], ptr %126, i64 0, i64 0
  %128 = call i64 @rect_key(ptr noundef %19)
  %129 = getelementptr inbounds %struct.Rect, ptr %18, i32 0, i32 2
  %130 = getelementptr inbounds [9 x i8], ptr %129, i64 0, i64 0
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %114, i32 noundef %117, double noundef %121, double noundef %125, ptr noundef %127, i64 noundef %128, ptr noundef %130)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.main.people, i64 96, i1 false)
  %132 = getelementptr inbounds [3 x %struct.Person], ptr %21, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 16 %132, i64 32, i1 false)
  store i32 1, ptr %23, align 4
  br label %133

133:                                              ; preds = %150, %104
  %134 = load i32, ptr %23, align 4
  %135 = icmp slt i32 %134, 3
  br i1 %135, label %136, label %153

136:                                              ; preds = %133
  %137 = load i32, ptr %23, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [3 x %struct.Person], ptr %21, i64 0, i64 %138
  %140 = getelementptr inbounds %struct.Person, ptr %139, i32 0, i32 2
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds %struct.Person, ptr %22, i32 0, i32 2
  %143 = load double, ptr %142, align 8
  %144 = fcmp ogt double %141, %143
  br i1 %144, label %145, label %149

145:                                              ; preds = %136
  %146 = load i32, ptr %23, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [3 x %struct.Person], ptr %21, i64 0, i64 %147
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 16 %148, i64 32, i1 false)
  br label %149

149:                                              ; preds = %145, %136
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %23, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %23, align 4
  br label %133, !llvm.loop !14

153:                                              ; preds = %133
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %22, i64 32, i1 false)
  %154 = getelementptr inbounds %struct.Person, ptr %24, i32 0, i32 0
  %155 = getelementptr inbounds [20 x i8], ptr %154, i64 0, i64 0
  %156 = getelementptr inbounds %struct.Person, ptr %24, i32 0, i32 1
  %157 = load i32, ptr %156, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %155, i32 noundef %157, i64 noundef 32, i64 noundef 28, i64 noundef 72)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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

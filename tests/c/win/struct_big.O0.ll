; ModuleID = 'struct_big.c'
source_filename = "struct_big.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local void @vec_add(ptr dead_on_unwind noalias writable sret(%struct.Vec6) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Vec6, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Vec6, ptr %2, i32 0, i32 0
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [6 x i32], ptr %17, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %16, %21
  %23 = getelementptr inbounds %struct.Vec6, ptr %0, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 %25
  store i32 %22, ptr %26, align 4
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !5

30:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mat_mul(ptr dead_on_unwind noalias writable sret(%struct.Mat3) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 3
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 3
  br i1 %17, label %18, label %56

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 3
  br i1 %21, label %22, label %44

22:                                               ; preds = %19
  %23 = getelementptr inbounds %struct.Mat3, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x [3 x double]], ptr %23, i64 0, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x double], ptr %26, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.Mat3, ptr %2, i32 0, i32 0
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x [3 x double]], ptr %31, i64 0, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x double], ptr %34, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %9, align 8
  %40 = call double @llvm.fmuladd.f64(double %30, double %38, double %39)
  store double %40, ptr %9, align 8
  br label %41

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %19, !llvm.loop !7

44:                                               ; preds = %19
  %45 = load double, ptr %9, align 8
  %46 = getelementptr inbounds %struct.Mat3, ptr %0, i32 0, i32 0
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x [3 x double]], ptr %46, i64 0, i64 %48
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [3 x double], ptr %49, i64 0, i64 %51
  store double %45, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %15, !llvm.loop !8

56:                                               ; preds = %15
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %11, !llvm.loop !9

60:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @birthday(ptr dead_on_unwind noalias writable sret(%struct.Person) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 1
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 2
  %9 = load double, ptr %8, align 8
  %10 = fmul double %9, 1.500000e+00
  store double %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 0
  %12 = getelementptr inbounds [20 x i8], ptr %11, i64 0, i64 0
  %13 = load i8, ptr %12, align 8
  %14 = sext i8 %13 to i32
  %15 = sub nsw i32 %14, 32
  %16 = trunc i32 %15 to i8
  %17 = getelementptr inbounds %struct.Person, ptr %1, i32 0, i32 0
  %18 = getelementptr inbounds [20 x i8], ptr %17, i64 0, i64 0
  store i8 %16, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @l3_fold(ptr dead_on_unwind noalias writable sret(%struct.L3) align 8 %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %9 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = load i32, ptr %8, align 4
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %11, %13
  %15 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = add nsw i64 %14, %16
  store i64 %17, ptr %9, align 8
  %18 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = sub nsw i64 %20, %22
  store i64 %23, ptr %18, align 8
  %24 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2
  %25 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 2
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 0
  %28 = load i64, ptr %27, align 8
  %29 = xor i64 %26, %28
  store i64 %29, ptr %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grow(ptr dead_on_unwind noalias writable sret(%struct.Rect) align 4 %0, ptr noundef %1, i32 noundef %2, float noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %9 = load i32, ptr %7, align 4
  %10 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 0
  %11 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %12, %9
  store i32 %13, ptr %11, align 4
  %14 = load i32, ptr %7, align 4
  %15 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 0
  %16 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sub nsw i32 %17, %14
  store i32 %18, ptr %16, align 4
  %19 = load float, ptr %8, align 4
  %20 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 1
  %21 = getelementptr inbounds %struct.anon.0, ptr %20, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = fmul float %22, %19
  store float %23, ptr %21, align 4
  %24 = load float, ptr %8, align 4
  %25 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 1
  %26 = getelementptr inbounds %struct.anon.0, ptr %25, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = fmul float %27, %24
  store float %28, ptr %26, align 4
  %29 = getelementptr inbounds %struct.Rect, ptr %1, i32 0, i32 2
  %30 = getelementptr inbounds [9 x i8], ptr %29, i64 0, i64 0
  %31 = call ptr @strcat(ptr noundef %30, ptr noundef @.str) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 28, i1 false)
  ret void
}

; Function Attrs: nounwind
declare dso_local ptr @strcat(ptr noundef, ptr noundef) #3

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
  %2 = alloca %struct.Vec6, align 4
  %3 = alloca %struct.Vec6, align 4
  %4 = alloca %struct.Vec6, align 4
  %5 = alloca %struct.Vec6, align 4
  %6 = alloca %struct.Vec6, align 4
  %7 = alloca %struct.Vec6, align 4
  %8 = alloca %struct.Vec6, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Mat3, align 8
  %11 = alloca %struct.Mat3, align 8
  %12 = alloca %struct.Mat3, align 8
  %13 = alloca %struct.Mat3, align 8
  %14 = alloca %struct.Mat3, align 8
  %15 = alloca %struct.Mat3, align 8
  %16 = alloca %struct.Mat3, align 8
  %17 = alloca %struct.Mat3, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.Person, align 8
  %20 = alloca %struct.Person, align 8
  %21 = alloca %struct.Person, align 8
  %22 = alloca %struct.L3, align 8
  %23 = alloca %struct.L3, align 8
  %24 = alloca i32, align 4
  %25 = alloca %struct.L3, align 8
  %26 = alloca %struct.L3, align 8
  %27 = alloca %struct.L3, align 8
  %28 = alloca %struct.Rect, align 4
  %29 = alloca %struct.Rect, align 4
  %30 = alloca %struct.Rect, align 4
  %31 = alloca %struct.Rect, align 4
  %32 = alloca [3 x %struct.Person], align 16
  %33 = alloca %struct.Person, align 8
  %34 = alloca i32, align 4
  %35 = alloca %struct.Person, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %3, i64 24, i1 false)
  call void @vec_add(ptr dead_on_unwind writable sret(%struct.Vec6) align 4 %5, ptr noundef %6, ptr noundef %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %2, i64 24, i1 false)
  call void @vec_add(ptr dead_on_unwind writable sret(%struct.Vec6) align 4 %4, ptr noundef %5, ptr noundef %8)
  store i32 0, ptr %9, align 4
  br label %36

36:                                               ; preds = %46, %0
  %37 = load i32, ptr %9, align 4
  %38 = icmp slt i32 %37, 6
  br i1 %38, label %39, label %49

39:                                               ; preds = %36
  %40 = getelementptr inbounds %struct.Vec6, ptr %4, i32 0, i32 0
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [6 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44)
  br label %46

46:                                               ; preds = %39
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %9, align 4
  br label %36, !llvm.loop !10

49:                                               ; preds = %36
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 72, i1 false)
  %51 = getelementptr inbounds %struct.Mat3, ptr %10, i32 0, i32 0
  %52 = getelementptr inbounds [3 x [3 x double]], ptr %51, i32 0, i32 0
  %53 = getelementptr inbounds [3 x double], ptr %52, i32 0, i32 1
  store double -1.000000e+00, ptr %53, align 8
  %54 = getelementptr inbounds [3 x [3 x double]], ptr %51, i32 0, i32 1
  %55 = getelementptr inbounds [3 x double], ptr %54, i32 0, i32 0
  store double 1.000000e+00, ptr %55, align 8
  %56 = getelementptr inbounds [3 x [3 x double]], ptr %51, i32 0, i32 2
  %57 = getelementptr inbounds [3 x double], ptr %56, i32 0, i32 2
  store double 1.000000e+00, ptr %57, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 72, i1 false)
  %58 = getelementptr inbounds %struct.Mat3, ptr %11, i32 0, i32 0
  %59 = getelementptr inbounds [3 x [3 x double]], ptr %58, i32 0, i32 0
  %60 = getelementptr inbounds [3 x double], ptr %59, i32 0, i32 0
  store double 2.000000e+00, ptr %60, align 8
  %61 = getelementptr inbounds [3 x [3 x double]], ptr %58, i32 0, i32 1
  %62 = getelementptr inbounds [3 x double], ptr %61, i32 0, i32 1
  store double 3.000000e+00, ptr %62, align 8
  %63 = getelementptr inbounds [3 x [3 x double]], ptr %58, i32 0, i32 2
  %64 = getelementptr inbounds [3 x double], ptr %63, i32 0, i32 0
  store double 5.000000e-01, ptr %64, align 8
  %65 = getelementptr inbounds [3 x double], ptr %63, i32 0, i32 2
  store double 4.000000e+00, ptr %65, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %10, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %11, i64 72, i1 false)
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.Mat3) align 8 %12, ptr noundef %13, ptr noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %12, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %10, i64 72, i1 false)
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.Mat3) align 8 %15, ptr noundef %16, ptr noundef %17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %15, i64 72, i1 false)
  store i32 0, ptr %18, align 4
  br label %66

66:                                               ; preds = %89, %49
  %67 = load i32, ptr %18, align 4
  %68 = icmp slt i32 %67, 3
  br i1 %68, label %69, label %92

69:                                               ; preds = %66
  %70 = getelementptr inbounds %struct.Mat3, ptr %12, i32 0, i32 0
  %71 = load i32, ptr %18, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [3 x [3 x double]], ptr %70, i64 0, i64 %72
  %74 = getelementptr inbounds [3 x double], ptr %73, i64 0, i64 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds %struct.Mat3, ptr %12, i32 0, i32 0
  %77 = load i32, ptr %18, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [3 x [3 x double]], ptr %76, i64 0, i64 %78
  %80 = getelementptr inbounds [3 x double], ptr %79, i64 0, i64 1
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds %struct.Mat3, ptr %12, i32 0, i32 0
  %83 = load i32, ptr %18, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [3 x [3 x double]], ptr %82, i64 0, i64 %84
  %86 = getelementptr inbounds [3 x double], ptr %85, i64 0, i64 2
  %87 = load double, ptr %86, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %75, double noundef %81, double noundef %87)
  br label %89

89:                                               ; preds = %69
  %90 = load i32, ptr %18, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %18, align 4
  br label %66, !llvm.loop !11

92:                                               ; preds = %66
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.p, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %19, i64 32, i1 false)
  call void @birthday(ptr dead_on_unwind writable sret(%struct.Person) align 8 %20, ptr noundef %21)
  %93 = getelementptr inbounds %struct.Person, ptr %19, i32 0, i32 0
  %94 = getelementptr inbounds [20 x i8], ptr %93, i64 0, i64 0
  %95 = getelementptr inbounds %struct.Person, ptr %19, i32 0, i32 1
  %96 = load i32, ptr %95, align 4
  %97 = getelementptr inbounds %struct.Person, ptr %19, i32 0, i32 2
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds %struct.Person, ptr %20, i32 0, i32 0
  %100 = getelementptr inbounds [20 x i8], ptr %99, i64 0, i64 0
  %101 = getelementptr inbounds %struct.Person, ptr %20, i32 0, i32 1
  %102 = load i32, ptr %101, align 4
  %103 = getelementptr inbounds %struct.Person, ptr %20, i32 0, i32 2
  %104 = load double, ptr %103, align 8
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %94, i32 noundef %96, double noundef %98, ptr noundef %100, i32 noundef %102, double noundef %104)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 @__const.main.x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.main.y, i64 24, i1 false)
  store i32 0, ptr %24, align 4
  br label %106

106:                                              ; preds = %112, %92
  %107 = load i32, ptr %24, align 4
  %108 = icmp slt i32 %107, 5
  br i1 %108, label %109, label %115

109:                                              ; preds = %106
  %110 = load i32, ptr %24, align 4
  %111 = add nsw i32 %110, 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %22, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %23, i64 24, i1 false)
  call void @l3_fold(ptr dead_on_unwind writable sret(%struct.L3) align 8 %25, ptr noundef %26, ptr noundef %27, i32 noundef %111)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %25, i64 24, i1 false)
  br label %112

112:                                              ; preds = %109
  %113 = load i32, ptr %24, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %24, align 4
  br label %106, !llvm.loop !12

115:                                              ; preds = %106
  %116 = getelementptr inbounds %struct.L3, ptr %22, i32 0, i32 0
  %117 = load i64, ptr %116, align 8
  %118 = getelementptr inbounds %struct.L3, ptr %22, i32 0, i32 1
  %119 = load i64, ptr %118, align 8
  %120 = getelementptr inbounds %struct.L3, ptr %22, i32 0, i32 2
  %121 = load i64, ptr %120, align 8
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %117, i64 noundef %119, i64 noundef %121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 @__const.main.r, i64 28, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 4 %28, i64 28, i1 false)
  call void @grow(ptr dead_on_unwind writable sret(%struct.Rect) align 4 %30, ptr noundef %31, i32 noundef 3, float noundef 2.000000e+00)
  call void @grow(ptr dead_on_unwind writable sret(%struct.Rect) align 4 %29, ptr noundef %30, i32 noundef 1, float noundef 5.000000e-01)
  %123 = getelementptr inbounds %struct.Rect, ptr %29, i32 0, i32 0
  %124 = getelementptr inbounds %struct.anon, ptr %123, i32 0, i32 0
  %125 = load i32, ptr %124, align 4
  %126 = getelementptr inbounds %struct.Rect, ptr %29, i32 0, i32 0
  %127 = getelementptr inbounds %struct.anon, ptr %126, i32 0, i32 1
  %128 = load i32, ptr %127, align 4
  %129 = getelementptr inbounds %struct.Rect, ptr %29, i32 0, i32 1
  %130 = getelementptr inbounds %struct.anon.0, ptr %129, i32 0, i32 0
  %131 = load float, ptr %130, align 4
  %132 = fpext float %131 to double
  %133 = getelementptr inbounds %struct.Rect, ptr %29, i32 0, i32 1
  %134 = getelementptr inbounds %struct.anon.0, ptr %133, i32 0, i32 1
  %135 = load float, ptr %134, align 4
  %136 = fpext float %135 to double
  %137 = getelementptr inbounds %struct.Rect, ptr %29, i32 0, i32 2
  %138 = getelementptr inbounds [9 x i8], ptr %137, i64 0, i64 0
  %139 = call i64 @rect_key(ptr noundef %29)
  %140 = getelementptr inbounds %struct.Rect, ptr %28, i32 0, i32 2
  %141 = getelementptr inbounds [9 x i8], ptr %140, i64 0, i64 0
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %125, i32 noundef %128, double noundef %132, double noundef %136, ptr noundef %138, i64 noundef %139, ptr noundef %141)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %32, ptr align 16 @__const.main.people, i64 96, i1 false)
  %143 = getelementptr inbounds [3 x %struct.Person], ptr %32, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 16 %143, i64 32, i1 false)
  store i32 1, ptr %34, align 4
  br label %144

144:                                              ; preds = %161, %115
  %145 = load i32, ptr %34, align 4
  %146 = icmp slt i32 %145, 3
  br i1 %146, label %147, label %164

147:                                              ; preds = %144
  %148 = load i32, ptr %34, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [3 x %struct.Person], ptr %32, i64 0, i64 %149
  %151 = getelementptr inbounds %struct.Person, ptr %150, i32 0, i32 2
  %152 = load double, ptr %151, align 8
  %153 = getelementptr inbounds %struct.Person, ptr %33, i32 0, i32 2
  %154 = load double, ptr %153, align 8
  %155 = fcmp ogt double %152, %154
  br i1 %155, label %156, label %160

156:                                              ; preds = %147
  %157 = load i32, ptr %34, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [3 x %struct.Person], ptr %32, i64 0, i64 %158
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 16 %159, i64 32, i1 false)
  br label %160

160:                                              ; preds = %156, %147
  br label %161

161:                                              ; preds = %160
  %162 = load i32, ptr %34, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %34, align 4
  br label %144, !llvm.loop !13

164:                                              ; preds = %144
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %33, i64 32, i1 false)
  %165 = getelementptr inbounds %struct.Person, ptr %35, i32 0, i32 0
  %166 = getelementptr inbounds [20 x i8], ptr %165, i64 0, i64 0
  %167 = getelementptr inbounds %struct.Person, ptr %35, i32 0, i32 1
  %168 = load i32, ptr %167, align 4
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %166, i32 noundef %168, i64 noundef 32, i64 noundef 28, i64 noundef 72)
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
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
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}

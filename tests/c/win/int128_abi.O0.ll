; ModuleID = 'int128_abi.c'
source_filename = "int128_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Tagged = type { i128, i32 }
%struct.Mid = type { i64, i128, i8 }

@.str = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"after5\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"after6\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"after6 ptr\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"mixed \00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"div q\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"div r\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"div2 q\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"div2 r\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"shift %d \00", align 1
@__const.main.t = private unnamed_addr constant %struct.Tagged { i128 3, i32 0 }, align 16
@.str.11 = private unnamed_addr constant [7 x i8] c"tagged\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"tag %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mid\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"va\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"va2\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"fib150 \00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @first(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = sext i32 %8 to i128
  %10 = mul nsw i128 %7, %9
  %11 = add nsw i128 %10, 1
  store i128 %11, ptr %3, align 16
  %12 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @after5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca i128, align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  %15 = alloca i32, align 4
  %16 = load i128, ptr %5, align 16
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i128 %16, ptr %14, align 16
  store i32 %6, ptr %15, align 4
  %17 = load i128, ptr %14, align 16
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i128
  %20 = add nsw i128 %17, %19
  %21 = load i32, ptr %10, align 4
  %22 = sext i32 %21 to i128
  %23 = add nsw i128 %20, %22
  %24 = load i32, ptr %11, align 4
  %25 = sext i32 %24 to i128
  %26 = add nsw i128 %23, %25
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i128
  %29 = add nsw i128 %26, %28
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i128
  %32 = add nsw i128 %29, %31
  %33 = load i32, ptr %15, align 4
  %34 = sext i32 %33 to i128
  %35 = sub nsw i128 %32, %34
  store i128 %35, ptr %8, align 16
  %36 = load <2 x i64>, ptr %8, align 16
  ret <2 x i64> %36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @after6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7) #0 {
  %9 = alloca i128, align 16
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = load i128, ptr %6, align 16
  %19 = load i128, ptr %7, align 16
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i128 %18, ptr %16, align 16
  store i128 %19, ptr %17, align 16
  %20 = load i128, ptr %16, align 16
  %21 = load i128, ptr %17, align 16
  %22 = sub nsw i128 %20, %21
  %23 = load i64, ptr %10, align 8
  %24 = load i64, ptr %11, align 8
  %25 = mul nsw i64 %23, %24
  %26 = sext i64 %25 to i128
  %27 = add nsw i128 %22, %26
  %28 = load i64, ptr %12, align 8
  %29 = load i64, ptr %13, align 8
  %30 = mul nsw i64 %28, %29
  %31 = sext i64 %30 to i128
  %32 = add nsw i128 %27, %31
  %33 = load i64, ptr %14, align 8
  %34 = load i64, ptr %15, align 8
  %35 = mul nsw i64 %33, %34
  %36 = sext i64 %35 to i128
  %37 = add nsw i128 %32, %36
  store i128 %37, ptr %9, align 16
  %38 = load <2 x i64>, ptr %9, align 16
  ret <2 x i64> %38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @mixed(double noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3, ptr noundef %4, double noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca double, align 8
  %9 = alloca i128, align 16
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i128, align 16
  %13 = alloca double, align 8
  %14 = load i128, ptr %1, align 16
  %15 = load i128, ptr %4, align 16
  store double %0, ptr %8, align 8
  store i128 %14, ptr %9, align 16
  store float %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store i128 %15, ptr %12, align 16
  store double %5, ptr %13, align 8
  %16 = load i128, ptr %9, align 16
  %17 = load i32, ptr %11, align 4
  %18 = sext i32 %17 to i128
  %19 = mul i128 %16, %18
  %20 = load i128, ptr %12, align 16
  %21 = add i128 %19, %20
  %22 = load double, ptr %8, align 8
  %23 = fmul double %22, 1.000000e+03
  %24 = fptoui double %23 to i128
  %25 = add i128 %21, %24
  %26 = load float, ptr %10, align 4
  %27 = fmul float %26, 1.000000e+01
  %28 = fptoui float %27 to i128
  %29 = add i128 %25, %28
  %30 = load double, ptr %13, align 8
  %31 = fptoui double %30 to i128
  %32 = add i128 %29, %31
  store i128 %32, ptr %7, align 16
  %33 = load <2 x i64>, ptr %7, align 16
  ret <2 x i64> %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @divmod(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca ptr, align 8
  %8 = load i128, ptr %0, align 16
  %9 = load i128, ptr %1, align 16
  store i128 %8, ptr %5, align 16
  store i128 %9, ptr %6, align 16
  store ptr %2, ptr %7, align 8
  %10 = load i128, ptr %5, align 16
  %11 = load i128, ptr %6, align 16
  %12 = srem i128 %10, %11
  %13 = load ptr, ptr %7, align 8
  store i128 %12, ptr %13, align 16
  %14 = load i128, ptr %5, align 16
  %15 = load i128, ptr %6, align 16
  %16 = sdiv i128 %14, %15
  store i128 %16, ptr %4, align 16
  %17 = load <2 x i64>, ptr %4, align 16
  ret <2 x i64> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @shifts(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  %6 = load i128, ptr %0, align 16
  store i128 %6, ptr %4, align 16
  store i32 %1, ptr %5, align 4
  %7 = load i128, ptr %4, align 16
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i128
  %10 = shl i128 %7, %9
  %11 = load i128, ptr %4, align 16
  %12 = load i32, ptr %5, align 4
  %13 = sub nsw i32 127, %12
  %14 = zext i32 %13 to i128
  %15 = lshr i128 %11, %14
  %16 = xor i128 %10, %15
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 64
  %19 = zext i32 %18 to i128
  %20 = shl i128 1, %19
  %21 = xor i128 %16, %20
  store i128 %21, ptr %3, align 16
  %22 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @tagged_mul(ptr dead_on_unwind noalias writable sret(%struct.Tagged) align 16 %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  store ptr %0, ptr %4, align 8
  %7 = load i128, ptr %2, align 16
  store ptr %1, ptr %5, align 8
  store i128 %7, ptr %6, align 16
  %8 = load i128, ptr %6, align 16
  %9 = getelementptr inbounds %struct.Tagged, ptr %1, i32 0, i32 0
  %10 = load i128, ptr %9, align 16
  %11 = mul nsw i128 %10, %8
  store i128 %11, ptr %9, align 16
  %12 = getelementptr inbounds %struct.Tagged, ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 16
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %12, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mid_make(ptr dead_on_unwind noalias writable sret(%struct.Mid) align 16 %0, i64 noundef %1, ptr noundef %2, i8 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i128, align 16
  %8 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  %9 = load i128, ptr %2, align 16
  store i64 %1, ptr %6, align 8
  store i128 %9, ptr %7, align 16
  store i8 %3, ptr %8, align 1
  %10 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 0
  %11 = load i64, ptr %6, align 8
  store i64 %11, ptr %10, align 16
  %12 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 1
  %13 = load i128, ptr %7, align 16
  store i128 %13, ptr %12, align 16
  %14 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 2
  %15 = load i8, ptr %8, align 1
  store i8 %15, ptr %14, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @mid_sum(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 0
  %7 = load i64, ptr %6, align 16
  %8 = sext i64 %7 to i128
  %9 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 1
  %10 = load i128, ptr %9, align 16
  %11 = add nsw i128 %8, %10
  %12 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 2
  %13 = load i8, ptr %12, align 16
  %14 = sext i8 %13 to i128
  %15 = add nsw i128 %11, %14
  %16 = getelementptr inbounds %struct.Mid, ptr %1, i32 0, i32 0
  %17 = load i64, ptr %16, align 16
  %18 = sext i64 %17 to i128
  %19 = add nsw i128 %15, %18
  %20 = getelementptr inbounds %struct.Mid, ptr %1, i32 0, i32 1
  %21 = load i128, ptr %20, align 16
  %22 = sub nsw i128 %19, %21
  %23 = getelementptr inbounds %struct.Mid, ptr %1, i32 0, i32 2
  %24 = load i8, ptr %23, align 16
  %25 = sext i8 %24 to i128
  %26 = sub nsw i128 %22, %25
  store i128 %26, ptr %3, align 16
  %27 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @va_sum128(i32 noundef %0, ...) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.va_start.p0(ptr %4)
  store i128 0, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %44, %1
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %47

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %4, align 8
  %15 = load i32, ptr %13, align 8
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %25

18:                                               ; preds = %12
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %20, ptr %4, align 8
  %21 = load ptr, ptr %19, align 8
  %22 = load i128, ptr %21, align 16
  %23 = load i128, ptr %5, align 16
  %24 = add nsw i128 %23, %22
  store i128 %24, ptr %5, align 16
  br label %43

25:                                               ; preds = %12
  %26 = load i32, ptr %7, align 4
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %35

28:                                               ; preds = %25
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr %30, ptr %4, align 8
  %31 = load i64, ptr %29, align 8
  %32 = sext i64 %31 to i128
  %33 = load i128, ptr %5, align 16
  %34 = add nsw i128 %33, %32
  store i128 %34, ptr %5, align 16
  br label %42

35:                                               ; preds = %25
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr %37, ptr %4, align 8
  %38 = load double, ptr %36, align 8
  %39 = fptosi double %38 to i128
  %40 = load i128, ptr %5, align 16
  %41 = add nsw i128 %40, %39
  store i128 %41, ptr %5, align 16
  br label %42

42:                                               ; preds = %35, %28
  br label %43

43:                                               ; preds = %42, %18
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %6, align 4
  br label %8, !llvm.loop !5

47:                                               ; preds = %8
  call void @llvm.va_end.p0(ptr %4)
  %48 = load i128, ptr %5, align 16
  store i128 %48, ptr %2, align 16
  %49 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %49
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x i64> @fib128(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i128, align 16
  store i32 %0, ptr %3, align 4
  store i128 0, ptr %4, align 16
  store i128 1, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %18, %1
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load i128, ptr %4, align 16
  %14 = load i128, ptr %5, align 16
  %15 = add i128 %13, %14
  store i128 %15, ptr %7, align 16
  %16 = load i128, ptr %5, align 16
  store i128 %16, ptr %4, align 16
  %17 = load i128, ptr %7, align 16
  store i128 %17, ptr %5, align 16
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  br label %8, !llvm.loop !7

21:                                               ; preds = %8
  %22 = load i128, ptr %4, align 16
  store i128 %22, ptr %2, align 16
  %23 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca ptr, align 8
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i32, align 4
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca %struct.Tagged, align 16
  %39 = alloca i32, align 4
  %40 = alloca %struct.Tagged, align 16
  %41 = alloca %struct.Tagged, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca %struct.Mid, align 16
  %45 = alloca i128, align 16
  %46 = alloca %struct.Mid, align 16
  %47 = alloca i128, align 16
  %48 = alloca %struct.Mid, align 16
  %49 = alloca %struct.Mid, align 16
  %50 = alloca i128, align 16
  %51 = alloca i128, align 16
  %52 = alloca i128, align 16
  %53 = alloca i128, align 16
  %54 = alloca i128, align 16
  %55 = alloca i128, align 16
  %56 = alloca i128, align 16
  %57 = alloca i128, align 16
  %58 = alloca i128, align 16
  %59 = alloca i128, align 16
  %60 = alloca i128, align 16
  %61 = alloca i128, align 16
  %62 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 1267650600228229401496703205376, ptr %2, align 16
  %63 = load i128, ptr %2, align 16
  %64 = add nsw i128 %63, 12345
  store i128 %64, ptr %3, align 16
  %65 = call <2 x i64> @first(ptr noundef %3, i32 noundef -3)
  store <2 x i64> %65, ptr %4, align 16
  %66 = load i128, ptr %4, align 16
  store i128 %66, ptr %5, align 16
  call void @show(ptr noundef @.str, ptr noundef %5)
  %67 = load i128, ptr %2, align 16
  store i128 %67, ptr %6, align 16
  %68 = call <2 x i64> @after5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, ptr noundef %6, i32 noundef 6)
  store <2 x i64> %68, ptr %7, align 16
  %69 = load i128, ptr %7, align 16
  store i128 %69, ptr %8, align 16
  call void @show(ptr noundef @.str.1, ptr noundef %8)
  %70 = load i128, ptr %2, align 16
  %71 = load i128, ptr %2, align 16
  %72 = sub nsw i128 0, %71
  %73 = sdiv i128 %72, 3
  store i128 %70, ptr %9, align 16
  store i128 %73, ptr %10, align 16
  %74 = call <2 x i64> @after6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %9, ptr noundef %10)
  store <2 x i64> %74, ptr %11, align 16
  %75 = load i128, ptr %11, align 16
  store i128 %75, ptr %12, align 16
  call void @show(ptr noundef @.str.2, ptr noundef %12)
  store ptr @after6, ptr %13, align 8
  %76 = load ptr, ptr %13, align 8
  store i128 -7, ptr %14, align 16
  store i128 1237940039285380274899124224, ptr %15, align 16
  %77 = call <2 x i64> %76(i64 noundef -1, i64 noundef 2, i64 noundef -3, i64 noundef 4, i64 noundef -5, i64 noundef 6, ptr noundef %14, ptr noundef %15)
  store <2 x i64> %77, ptr %16, align 16
  %78 = load i128, ptr %16, align 16
  store i128 %78, ptr %17, align 16
  call void @show(ptr noundef @.str.3, ptr noundef %17)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i128 -170141183460469231731687303715884105728, ptr %18, align 16
  store i128 170141183460469231731687303715884105727, ptr %19, align 16
  %80 = call <2 x i64> @mixed(double noundef 1.500000e+00, ptr noundef %18, float noundef 2.250000e+00, i32 noundef 3, ptr noundef %19, double noundef 1.000000e+18)
  store <2 x i64> %80, ptr %20, align 16
  %81 = load i128, ptr %20, align 16
  store i128 %81, ptr %21, align 16
  call void @put_u128(ptr noundef %21)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i128 -145752050614077475913031745553, ptr %24, align 16
  store i128 987654327913580247, ptr %25, align 16
  %83 = call <2 x i64> @divmod(ptr noundef %24, ptr noundef %25, ptr noundef %22)
  store <2 x i64> %83, ptr %26, align 16
  %84 = load i128, ptr %26, align 16
  store i128 %84, ptr %23, align 16
  %85 = load i128, ptr %23, align 16
  store i128 %85, ptr %27, align 16
  call void @show(ptr noundef @.str.6, ptr noundef %27)
  %86 = load i128, ptr %22, align 16
  store i128 %86, ptr %28, align 16
  call void @show(ptr noundef @.str.7, ptr noundef %28)
  %87 = load i128, ptr %2, align 16
  %88 = mul nsw i128 %87, 3
  %89 = add nsw i128 %88, 1
  store i128 %89, ptr %29, align 16
  store i128 -7, ptr %30, align 16
  %90 = call <2 x i64> @divmod(ptr noundef %29, ptr noundef %30, ptr noundef %22)
  store <2 x i64> %90, ptr %31, align 16
  %91 = load i128, ptr %31, align 16
  store i128 %91, ptr %23, align 16
  %92 = load i128, ptr %23, align 16
  store i128 %92, ptr %32, align 16
  call void @show(ptr noundef @.str.8, ptr noundef %32)
  %93 = load i128, ptr %22, align 16
  store i128 %93, ptr %33, align 16
  call void @show(ptr noundef @.str.9, ptr noundef %33)
  store i32 1, ptr %34, align 4
  br label %94

94:                                               ; preds = %104, %0
  %95 = load i32, ptr %34, align 4
  %96 = icmp slt i32 %95, 60
  br i1 %96, label %97, label %107

97:                                               ; preds = %94
  %98 = load i32, ptr %34, align 4
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %98)
  %100 = load i32, ptr %34, align 4
  store i128 68915718005535514953604421240, ptr %35, align 16
  %101 = call <2 x i64> @shifts(ptr noundef %35, i32 noundef %100)
  store <2 x i64> %101, ptr %36, align 16
  %102 = load i128, ptr %36, align 16
  store i128 %102, ptr %37, align 16
  call void @put_u128(ptr noundef %37)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  br label %104

104:                                              ; preds = %97
  %105 = load i32, ptr %34, align 4
  %106 = add nsw i32 %105, 29
  store i32 %106, ptr %34, align 4
  br label %94, !llvm.loop !8

107:                                              ; preds = %94
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 16 @__const.main.t, i64 32, i1 false)
  store i32 0, ptr %39, align 4
  br label %108

108:                                              ; preds = %112, %107
  %109 = load i32, ptr %39, align 4
  %110 = icmp slt i32 %109, 3
  br i1 %110, label %111, label %115

111:                                              ; preds = %108
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %41, ptr align 16 %38, i64 32, i1 false)
  store i128 -1000000007000, ptr %42, align 16
  call void @tagged_mul(ptr dead_on_unwind writable sret(%struct.Tagged) align 16 %40, ptr noundef %41, ptr noundef %42)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 16 %40, i64 32, i1 false)
  br label %112

112:                                              ; preds = %111
  %113 = load i32, ptr %39, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %39, align 4
  br label %108, !llvm.loop !9

115:                                              ; preds = %108
  %116 = getelementptr inbounds %struct.Tagged, ptr %38, i32 0, i32 0
  %117 = load i128, ptr %116, align 16
  store i128 %117, ptr %43, align 16
  call void @show(ptr noundef @.str.11, ptr noundef %43)
  %118 = getelementptr inbounds %struct.Tagged, ptr %38, i32 0, i32 1
  %119 = load i32, ptr %118, align 16
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %119)
  %121 = load i128, ptr %2, align 16
  %122 = add nsw i128 %121, 1
  store i128 %122, ptr %45, align 16
  call void @mid_make(ptr dead_on_unwind writable sret(%struct.Mid) align 16 %44, i64 noundef -5, ptr noundef %45, i8 noundef 120)
  %123 = load i128, ptr %2, align 16
  %124 = sub nsw i128 0, %123
  store i128 %124, ptr %47, align 16
  call void @mid_make(ptr dead_on_unwind writable sret(%struct.Mid) align 16 %46, i64 noundef 4611686018427387904, ptr noundef %47, i8 noundef 121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 16 %44, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %49, ptr align 16 %46, i64 48, i1 false)
  %125 = call <2 x i64> @mid_sum(ptr noundef %48, ptr noundef %49)
  store <2 x i64> %125, ptr %50, align 16
  %126 = load i128, ptr %50, align 16
  store i128 %126, ptr %51, align 16
  call void @show(ptr noundef @.str.13, ptr noundef %51)
  %127 = load i128, ptr %2, align 16
  %128 = load i128, ptr %2, align 16
  %129 = ashr i128 %128, 3
  %130 = sub nsw i128 0, %129
  store i128 %127, ptr %52, align 16
  store i128 %130, ptr %53, align 16
  %131 = call <2 x i64> (i32, ...) @va_sum128(i32 noundef 5, i64 noundef 0, ptr noundef %52, i32 noundef 1, i64 noundef -123456789012345, i32 noundef 2, double noundef 1.000000e+20, i64 noundef 0, ptr noundef %53, i32 noundef 1, i64 noundef 7)
  store <2 x i64> %131, ptr %54, align 16
  %132 = load i128, ptr %54, align 16
  store i128 %132, ptr %55, align 16
  call void @show(ptr noundef @.str.14, ptr noundef %55)
  store i128 4, ptr %56, align 16
  store i128 5, ptr %57, align 16
  store i128 -8462480737302404222943232, ptr %58, align 16
  %133 = call <2 x i64> (i32, ...) @va_sum128(i32 noundef 8, i32 noundef 1, i64 noundef 1, i32 noundef 1, i64 noundef 2, i32 noundef 1, i64 noundef 3, i64 noundef 0, ptr noundef %56, i64 noundef 0, ptr noundef %57, i32 noundef 2, double noundef 6.900000e+00, i64 noundef 0, ptr noundef %58, i32 noundef 1, i64 noundef 8)
  store <2 x i64> %133, ptr %59, align 16
  %134 = load i128, ptr %59, align 16
  store i128 %134, ptr %60, align 16
  call void @show(ptr noundef @.str.15, ptr noundef %60)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %136 = call <2 x i64> @fib128(i32 noundef 150)
  store <2 x i64> %136, ptr %61, align 16
  %137 = load i128, ptr %61, align 16
  store i128 %137, ptr %62, align 16
  call void @put_u128(ptr noundef %62)
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %6, ptr %4, align 16
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %7)
  %9 = load i128, ptr %4, align 16
  store i128 %9, ptr %5, align 16
  call void @put_i128(ptr noundef %5)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_u128(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
  store i32 47, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %7
  store i8 0, ptr %8, align 1
  br label %9

9:                                                ; preds = %21, %1
  %10 = load i128, ptr %2, align 16
  %11 = urem i128 %10, 10
  %12 = trunc i128 %11 to i32
  %13 = add nsw i32 48, %12
  %14 = trunc i32 %13 to i8
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  %19 = load i128, ptr %2, align 16
  %20 = udiv i128 %19, 10
  store i128 %20, ptr %2, align 16
  br label %21

21:                                               ; preds = %9
  %22 = load i128, ptr %2, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %9, label %24, !llvm.loop !10

24:                                               ; preds = %21
  %25 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %28)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_i128(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
  %6 = load i128, ptr %2, align 16
  %7 = icmp slt i128 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  %10 = load i128, ptr %2, align 16
  %11 = sub i128 0, %10
  store i128 %11, ptr %3, align 16
  call void @put_u128(ptr noundef %3)
  br label %14

12:                                               ; preds = %1
  %13 = load i128, ptr %2, align 16
  store i128 %13, ptr %4, align 16
  call void @put_u128(ptr noundef %4)
  br label %14

14:                                               ; preds = %12, %8
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}

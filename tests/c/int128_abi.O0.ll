; ModuleID = 'int128_abi.c'
source_filename = "int128_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Tagged = type { i128, i32 }
%struct.Mid = type { i64, i128, i8 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
define dso_local { i64, i64 } @first(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = sext i32 %12 to i128
  %14 = mul nsw i128 %11, %13
  %15 = add nsw i128 %14, 1
  store i128 %15, ptr %4, align 16
  %16 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @after5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i128 noundef %5, i32 noundef %6) #0 {
  %8 = alloca i128, align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  %15 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i128 %5, ptr %14, align 16
  store i32 %6, ptr %15, align 4
  %16 = load i128, ptr %14, align 16
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i128
  %19 = add nsw i128 %16, %18
  %20 = load i32, ptr %10, align 4
  %21 = sext i32 %20 to i128
  %22 = add nsw i128 %19, %21
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i128
  %25 = add nsw i128 %22, %24
  %26 = load i32, ptr %12, align 4
  %27 = sext i32 %26 to i128
  %28 = add nsw i128 %25, %27
  %29 = load i32, ptr %13, align 4
  %30 = sext i32 %29 to i128
  %31 = add nsw i128 %28, %30
  %32 = load i32, ptr %15, align 4
  %33 = sext i32 %32 to i128
  %34 = sub nsw i128 %31, %33
  store i128 %34, ptr %8, align 16
  %35 = load { i64, i64 }, ptr %8, align 16
  ret { i64, i64 } %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @after6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i128 noundef %6, i128 noundef %7) #0 {
  %9 = alloca i128, align 16
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i128 %6, ptr %16, align 16
  store i128 %7, ptr %17, align 16
  %18 = load i128, ptr %16, align 16
  %19 = load i128, ptr %17, align 16
  %20 = sub nsw i128 %18, %19
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = mul nsw i64 %21, %22
  %24 = sext i64 %23 to i128
  %25 = add nsw i128 %20, %24
  %26 = load i64, ptr %12, align 8
  %27 = load i64, ptr %13, align 8
  %28 = mul nsw i64 %26, %27
  %29 = sext i64 %28 to i128
  %30 = add nsw i128 %25, %29
  %31 = load i64, ptr %14, align 8
  %32 = load i64, ptr %15, align 8
  %33 = mul nsw i64 %31, %32
  %34 = sext i64 %33 to i128
  %35 = add nsw i128 %30, %34
  store i128 %35, ptr %9, align 16
  %36 = load { i64, i64 }, ptr %9, align 16
  ret { i64, i64 } %36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @mixed(double noundef %0, i64 noundef %1, i64 noundef %2, float noundef %3, i32 noundef %4, i64 noundef %5, i64 noundef %6, double noundef %7) #0 {
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca double, align 8
  %13 = alloca i128, align 16
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i128, align 16
  %17 = alloca double, align 8
  %18 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %1, ptr %18, align 16
  %19 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %2, ptr %19, align 8
  %20 = load i128, ptr %10, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  store i64 %5, ptr %21, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  store i64 %6, ptr %22, align 8
  %23 = load i128, ptr %11, align 16
  store double %0, ptr %12, align 8
  store i128 %20, ptr %13, align 16
  store float %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i128 %23, ptr %16, align 16
  store double %7, ptr %17, align 8
  %24 = load i128, ptr %13, align 16
  %25 = load i32, ptr %15, align 4
  %26 = sext i32 %25 to i128
  %27 = mul i128 %24, %26
  %28 = load i128, ptr %16, align 16
  %29 = add i128 %27, %28
  %30 = load double, ptr %12, align 8
  %31 = fmul double %30, 1.000000e+03
  %32 = fptoui double %31 to i128
  %33 = add i128 %29, %32
  %34 = load float, ptr %14, align 4
  %35 = fmul float %34, 1.000000e+01
  %36 = fptoui float %35 to i128
  %37 = add i128 %33, %36
  %38 = load double, ptr %17, align 8
  %39 = fptoui double %38 to i128
  %40 = add i128 %37, %39
  store i128 %40, ptr %9, align 16
  %41 = load { i64, i64 }, ptr %9, align 16
  ret { i64, i64 } %41
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @divmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca ptr, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %12, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %1, ptr %13, align 8
  %14 = load i128, ptr %7, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %15, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %3, ptr %16, align 8
  %17 = load i128, ptr %8, align 16
  store i128 %14, ptr %9, align 16
  store i128 %17, ptr %10, align 16
  store ptr %4, ptr %11, align 8
  %18 = load i128, ptr %9, align 16
  %19 = load i128, ptr %10, align 16
  %20 = srem i128 %18, %19
  %21 = load ptr, ptr %11, align 8
  store i128 %20, ptr %21, align 16
  %22 = load i128, ptr %9, align 16
  %23 = load i128, ptr %10, align 16
  %24 = sdiv i128 %22, %23
  store i128 %24, ptr %6, align 16
  %25 = load { i64, i64 }, ptr %6, align 16
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @shifts(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = shl i128 %11, %13
  %15 = load i128, ptr %6, align 16
  %16 = load i32, ptr %7, align 4
  %17 = sub nsw i32 127, %16
  %18 = zext i32 %17 to i128
  %19 = lshr i128 %15, %18
  %20 = xor i128 %14, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 64
  %23 = zext i32 %22 to i128
  %24 = shl i128 1, %23
  %25 = xor i128 %20, %24
  store i128 %25, ptr %4, align 16
  %26 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @tagged_mul(ptr dead_on_unwind noalias writable sret(%struct.Tagged) align 16 %0, ptr noundef byval(%struct.Tagged) align 16 %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %2, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %3, ptr %8, align 8
  %9 = load i128, ptr %5, align 16
  store i128 %9, ptr %6, align 16
  %10 = load i128, ptr %6, align 16
  %11 = getelementptr inbounds %struct.Tagged, ptr %1, i32 0, i32 0
  %12 = load i128, ptr %11, align 16
  %13 = mul nsw i128 %12, %10
  store i128 %13, ptr %11, align 16
  %14 = getelementptr inbounds %struct.Tagged, ptr %1, i32 0, i32 1
  %15 = load i32, ptr %14, align 16
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %14, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mid_make(ptr dead_on_unwind noalias writable sret(%struct.Mid) align 16 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i8 noundef signext %4) #0 {
  %6 = alloca i128, align 16
  %7 = alloca i64, align 8
  %8 = alloca i128, align 16
  %9 = alloca i8, align 1
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  store i64 %1, ptr %7, align 8
  store i128 %12, ptr %8, align 16
  store i8 %4, ptr %9, align 1
  %13 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 0
  %14 = load i64, ptr %7, align 8
  store i64 %14, ptr %13, align 16
  %15 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 1
  %16 = load i128, ptr %8, align 16
  store i128 %16, ptr %15, align 16
  %17 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 2
  %18 = load i8, ptr %9, align 1
  store i8 %18, ptr %17, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @mid_sum(ptr noundef byval(%struct.Mid) align 16 %0, ptr noundef byval(%struct.Mid) align 16 %1) #0 {
  %3 = alloca i128, align 16
  %4 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 0
  %5 = load i64, ptr %4, align 16
  %6 = sext i64 %5 to i128
  %7 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 1
  %8 = load i128, ptr %7, align 16
  %9 = add nsw i128 %6, %8
  %10 = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 2
  %11 = load i8, ptr %10, align 16
  %12 = sext i8 %11 to i128
  %13 = add nsw i128 %9, %12
  %14 = getelementptr inbounds %struct.Mid, ptr %1, i32 0, i32 0
  %15 = load i64, ptr %14, align 16
  %16 = sext i64 %15 to i128
  %17 = add nsw i128 %13, %16
  %18 = getelementptr inbounds %struct.Mid, ptr %1, i32 0, i32 1
  %19 = load i128, ptr %18, align 16
  %20 = sub nsw i128 %17, %19
  %21 = getelementptr inbounds %struct.Mid, ptr %1, i32 0, i32 2
  %22 = load i8, ptr %21, align 16
  %23 = sext i8 %22 to i128
  %24 = sub nsw i128 %20, %23
  store i128 %24, ptr %3, align 16
  %25 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @va_sum128(i32 noundef %0, ...) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i128, align 16
  store i32 %0, ptr %3, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %9)
  store i128 0, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %99, %1
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %102

14:                                               ; preds = %10
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 16
  %18 = icmp ule i32 %17, 40
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 3
  %21 = load ptr, ptr %20, align 16
  %22 = getelementptr i8, ptr %21, i32 %17
  %23 = add i32 %17, 8
  store i32 %23, ptr %16, align 16
  br label %28

24:                                               ; preds = %14
  %25 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 2
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr i8, ptr %26, i32 8
  store ptr %27, ptr %25, align 8
  br label %28

28:                                               ; preds = %24, %19
  %29 = phi ptr [ %22, %19 ], [ %26, %24 ]
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %7, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %54

33:                                               ; preds = %28
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %35 = getelementptr inbounds %struct.__va_list_tag, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 16
  %37 = icmp ule i32 %36, 32
  br i1 %37, label %38, label %43

38:                                               ; preds = %33
  %39 = getelementptr inbounds %struct.__va_list_tag, ptr %34, i32 0, i32 3
  %40 = load ptr, ptr %39, align 16
  %41 = getelementptr i8, ptr %40, i32 %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %41, i64 16, i1 false)
  %42 = add i32 %36, 16
  store i32 %42, ptr %35, align 16
  br label %49

43:                                               ; preds = %33
  %44 = getelementptr inbounds %struct.__va_list_tag, ptr %34, i32 0, i32 2
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %45, i32 15
  %47 = call ptr @llvm.ptrmask.p0.i64(ptr %46, i64 -16)
  %48 = getelementptr i8, ptr %47, i32 16
  store ptr %48, ptr %44, align 8
  br label %49

49:                                               ; preds = %43, %38
  %50 = phi ptr [ %8, %38 ], [ %47, %43 ]
  %51 = load i128, ptr %50, align 16
  %52 = load i128, ptr %5, align 16
  %53 = add nsw i128 %52, %51
  store i128 %53, ptr %5, align 16
  br label %98

54:                                               ; preds = %28
  %55 = load i32, ptr %7, align 4
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %77

57:                                               ; preds = %54
  %58 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %59 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 16
  %61 = icmp ule i32 %60, 40
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 3
  %64 = load ptr, ptr %63, align 16
  %65 = getelementptr i8, ptr %64, i32 %60
  %66 = add i32 %60, 8
  store i32 %66, ptr %59, align 16
  br label %71

67:                                               ; preds = %57
  %68 = getelementptr inbounds %struct.__va_list_tag, ptr %58, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr i8, ptr %69, i32 8
  store ptr %70, ptr %68, align 8
  br label %71

71:                                               ; preds = %67, %62
  %72 = phi ptr [ %65, %62 ], [ %69, %67 ]
  %73 = load i64, ptr %72, align 8
  %74 = sext i64 %73 to i128
  %75 = load i128, ptr %5, align 16
  %76 = add nsw i128 %75, %74
  store i128 %76, ptr %5, align 16
  br label %97

77:                                               ; preds = %54
  %78 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %79 = getelementptr inbounds %struct.__va_list_tag, ptr %78, i32 0, i32 1
  %80 = load i32, ptr %79, align 4
  %81 = icmp ule i32 %80, 160
  br i1 %81, label %82, label %87

82:                                               ; preds = %77
  %83 = getelementptr inbounds %struct.__va_list_tag, ptr %78, i32 0, i32 3
  %84 = load ptr, ptr %83, align 16
  %85 = getelementptr i8, ptr %84, i32 %80
  %86 = add i32 %80, 16
  store i32 %86, ptr %79, align 4
  br label %91

87:                                               ; preds = %77
  %88 = getelementptr inbounds %struct.__va_list_tag, ptr %78, i32 0, i32 2
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr i8, ptr %89, i32 8
  store ptr %90, ptr %88, align 8
  br label %91

91:                                               ; preds = %87, %82
  %92 = phi ptr [ %85, %82 ], [ %89, %87 ]
  %93 = load double, ptr %92, align 8
  %94 = fptosi double %93 to i128
  %95 = load i128, ptr %5, align 16
  %96 = add nsw i128 %95, %94
  store i128 %96, ptr %5, align 16
  br label %97

97:                                               ; preds = %91, %71
  br label %98

98:                                               ; preds = %97, %49
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %6, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %6, align 4
  br label %10, !llvm.loop !6

102:                                              ; preds = %10
  %103 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %103)
  %104 = load i128, ptr %5, align 16
  store i128 %104, ptr %2, align 16
  %105 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %105
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @fib128(i32 noundef %0) #0 {
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
  br label %8, !llvm.loop !8

21:                                               ; preds = %8
  %22 = load i128, ptr %4, align 16
  store i128 %22, ptr %2, align 16
  %23 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %23
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
  %10 = alloca ptr, align 8
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
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
  %29 = alloca i32, align 4
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca %struct.Tagged, align 16
  %34 = alloca i32, align 4
  %35 = alloca %struct.Tagged, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca %struct.Mid, align 16
  %39 = alloca i128, align 16
  %40 = alloca %struct.Mid, align 16
  %41 = alloca i128, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i128, align 16
  %49 = alloca i128, align 16
  %50 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 1267650600228229401496703205376, ptr %2, align 16
  %51 = load i128, ptr %2, align 16
  %52 = add nsw i128 %51, 12345
  store i128 %52, ptr %3, align 16
  %53 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %54 = load i64, ptr %53, align 16
  %55 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %56 = load i64, ptr %55, align 8
  %57 = call { i64, i64 } @first(i64 noundef %54, i64 noundef %56, i32 noundef -3)
  %58 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %59 = extractvalue { i64, i64 } %57, 0
  store i64 %59, ptr %58, align 16
  %60 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %61 = extractvalue { i64, i64 } %57, 1
  store i64 %61, ptr %60, align 8
  %62 = load i128, ptr %4, align 16
  store i128 %62, ptr %5, align 16
  %63 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %64 = load i64, ptr %63, align 16
  %65 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %66 = load i64, ptr %65, align 8
  call void @show(ptr noundef @.str, i64 noundef %64, i64 noundef %66)
  %67 = load i128, ptr %2, align 16
  %68 = call { i64, i64 } @after5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i128 noundef %67, i32 noundef 6)
  %69 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %70 = extractvalue { i64, i64 } %68, 0
  store i64 %70, ptr %69, align 16
  %71 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %72 = extractvalue { i64, i64 } %68, 1
  store i64 %72, ptr %71, align 8
  %73 = load i128, ptr %6, align 16
  store i128 %73, ptr %7, align 16
  %74 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %75 = load i64, ptr %74, align 16
  %76 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %77 = load i64, ptr %76, align 8
  call void @show(ptr noundef @.str.1, i64 noundef %75, i64 noundef %77)
  %78 = load i128, ptr %2, align 16
  %79 = load i128, ptr %2, align 16
  %80 = sub nsw i128 0, %79
  %81 = sdiv i128 %80, 3
  %82 = call { i64, i64 } @after6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i128 noundef %78, i128 noundef %81)
  %83 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %84 = extractvalue { i64, i64 } %82, 0
  store i64 %84, ptr %83, align 16
  %85 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %86 = extractvalue { i64, i64 } %82, 1
  store i64 %86, ptr %85, align 8
  %87 = load i128, ptr %8, align 16
  store i128 %87, ptr %9, align 16
  %88 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %89 = load i64, ptr %88, align 16
  %90 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %91 = load i64, ptr %90, align 8
  call void @show(ptr noundef @.str.2, i64 noundef %89, i64 noundef %91)
  store ptr @after6, ptr %10, align 8
  %92 = load ptr, ptr %10, align 8
  %93 = call { i64, i64 } %92(i64 noundef -1, i64 noundef 2, i64 noundef -3, i64 noundef 4, i64 noundef -5, i64 noundef 6, i128 noundef -7, i128 noundef 1237940039285380274899124224)
  %94 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %95 = extractvalue { i64, i64 } %93, 0
  store i64 %95, ptr %94, align 16
  %96 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %97 = extractvalue { i64, i64 } %93, 1
  store i64 %97, ptr %96, align 8
  %98 = load i128, ptr %11, align 16
  store i128 %98, ptr %12, align 16
  %99 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %100 = load i64, ptr %99, align 16
  %101 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %102 = load i64, ptr %101, align 8
  call void @show(ptr noundef @.str.3, i64 noundef %100, i64 noundef %102)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i128 -170141183460469231731687303715884105728, ptr %13, align 16
  %104 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %105 = load i64, ptr %104, align 16
  %106 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %107 = load i64, ptr %106, align 8
  store i128 170141183460469231731687303715884105727, ptr %14, align 16
  %108 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %109 = load i64, ptr %108, align 16
  %110 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %111 = load i64, ptr %110, align 8
  %112 = call { i64, i64 } @mixed(double noundef 1.500000e+00, i64 noundef %105, i64 noundef %107, float noundef 2.250000e+00, i32 noundef 3, i64 noundef %109, i64 noundef %111, double noundef 1.000000e+18)
  %113 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %114 = extractvalue { i64, i64 } %112, 0
  store i64 %114, ptr %113, align 16
  %115 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %116 = extractvalue { i64, i64 } %112, 1
  store i64 %116, ptr %115, align 8
  %117 = load i128, ptr %15, align 16
  store i128 %117, ptr %16, align 16
  %118 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %119 = load i64, ptr %118, align 16
  %120 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %121 = load i64, ptr %120, align 8
  call void @put_u128(i64 noundef %119, i64 noundef %121)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i128 -145752050614077475913031745553, ptr %19, align 16
  %123 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %124 = load i64, ptr %123, align 16
  %125 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %126 = load i64, ptr %125, align 8
  store i128 987654327913580247, ptr %20, align 16
  %127 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %128 = load i64, ptr %127, align 16
  %129 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %130 = load i64, ptr %129, align 8
  %131 = call { i64, i64 } @divmod(i64 noundef %124, i64 noundef %126, i64 noundef %128, i64 noundef %130, ptr noundef %17)
  %132 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %133 = extractvalue { i64, i64 } %131, 0
  store i64 %133, ptr %132, align 16
  %134 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %135 = extractvalue { i64, i64 } %131, 1
  store i64 %135, ptr %134, align 8
  %136 = load i128, ptr %21, align 16
  store i128 %136, ptr %18, align 16
  %137 = load i128, ptr %18, align 16
  store i128 %137, ptr %22, align 16
  %138 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %139 = load i64, ptr %138, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  call void @show(ptr noundef @.str.6, i64 noundef %139, i64 noundef %141)
  %142 = load i128, ptr %17, align 16
  store i128 %142, ptr %23, align 16
  %143 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %144 = load i64, ptr %143, align 16
  %145 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %146 = load i64, ptr %145, align 8
  call void @show(ptr noundef @.str.7, i64 noundef %144, i64 noundef %146)
  %147 = load i128, ptr %2, align 16
  %148 = mul nsw i128 %147, 3
  %149 = add nsw i128 %148, 1
  store i128 %149, ptr %24, align 16
  %150 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %151 = load i64, ptr %150, align 16
  %152 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %153 = load i64, ptr %152, align 8
  store i128 -7, ptr %25, align 16
  %154 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %155 = load i64, ptr %154, align 16
  %156 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %157 = load i64, ptr %156, align 8
  %158 = call { i64, i64 } @divmod(i64 noundef %151, i64 noundef %153, i64 noundef %155, i64 noundef %157, ptr noundef %17)
  %159 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %160 = extractvalue { i64, i64 } %158, 0
  store i64 %160, ptr %159, align 16
  %161 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %162 = extractvalue { i64, i64 } %158, 1
  store i64 %162, ptr %161, align 8
  %163 = load i128, ptr %26, align 16
  store i128 %163, ptr %18, align 16
  %164 = load i128, ptr %18, align 16
  store i128 %164, ptr %27, align 16
  %165 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %166 = load i64, ptr %165, align 16
  %167 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %168 = load i64, ptr %167, align 8
  call void @show(ptr noundef @.str.8, i64 noundef %166, i64 noundef %168)
  %169 = load i128, ptr %17, align 16
  store i128 %169, ptr %28, align 16
  %170 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %171 = load i64, ptr %170, align 16
  %172 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %173 = load i64, ptr %172, align 8
  call void @show(ptr noundef @.str.9, i64 noundef %171, i64 noundef %173)
  store i32 1, ptr %29, align 4
  br label %174

174:                                              ; preds = %196, %0
  %175 = load i32, ptr %29, align 4
  %176 = icmp slt i32 %175, 60
  br i1 %176, label %177, label %199

177:                                              ; preds = %174
  %178 = load i32, ptr %29, align 4
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %178)
  %180 = load i32, ptr %29, align 4
  store i128 68915718005535514953604421240, ptr %30, align 16
  %181 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %182 = load i64, ptr %181, align 16
  %183 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %184 = load i64, ptr %183, align 8
  %185 = call { i64, i64 } @shifts(i64 noundef %182, i64 noundef %184, i32 noundef %180)
  %186 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %187 = extractvalue { i64, i64 } %185, 0
  store i64 %187, ptr %186, align 16
  %188 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %189 = extractvalue { i64, i64 } %185, 1
  store i64 %189, ptr %188, align 8
  %190 = load i128, ptr %31, align 16
  store i128 %190, ptr %32, align 16
  %191 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %192 = load i64, ptr %191, align 16
  %193 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %194 = load i64, ptr %193, align 8
  call void @put_u128(i64 noundef %192, i64 noundef %194)
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  br label %196

196:                                              ; preds = %177
  %197 = load i32, ptr %29, align 4
  %198 = add nsw i32 %197, 29
  store i32 %198, ptr %29, align 4
  br label %174, !llvm.loop !9

199:                                              ; preds = %174
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.main.t, i64 32, i1 false)
  store i32 0, ptr %34, align 4
  br label %200

200:                                              ; preds = %208, %199
  %201 = load i32, ptr %34, align 4
  %202 = icmp slt i32 %201, 3
  br i1 %202, label %203, label %211

203:                                              ; preds = %200
  store i128 -1000000007000, ptr %36, align 16
  %204 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0
  %205 = load i64, ptr %204, align 16
  %206 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1
  %207 = load i64, ptr %206, align 8
  call void @tagged_mul(ptr dead_on_unwind writable sret(%struct.Tagged) align 16 %35, ptr noundef byval(%struct.Tagged) align 16 %33, i64 noundef %205, i64 noundef %207)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 %35, i64 32, i1 false)
  br label %208

208:                                              ; preds = %203
  %209 = load i32, ptr %34, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %34, align 4
  br label %200, !llvm.loop !10

211:                                              ; preds = %200
  %212 = getelementptr inbounds %struct.Tagged, ptr %33, i32 0, i32 0
  %213 = load i128, ptr %212, align 16
  store i128 %213, ptr %37, align 16
  %214 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %215 = load i64, ptr %214, align 16
  %216 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %217 = load i64, ptr %216, align 8
  call void @show(ptr noundef @.str.11, i64 noundef %215, i64 noundef %217)
  %218 = getelementptr inbounds %struct.Tagged, ptr %33, i32 0, i32 1
  %219 = load i32, ptr %218, align 16
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %219)
  %221 = load i128, ptr %2, align 16
  %222 = add nsw i128 %221, 1
  store i128 %222, ptr %39, align 16
  %223 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 0
  %224 = load i64, ptr %223, align 16
  %225 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 1
  %226 = load i64, ptr %225, align 8
  call void @mid_make(ptr dead_on_unwind writable sret(%struct.Mid) align 16 %38, i64 noundef -5, i64 noundef %224, i64 noundef %226, i8 noundef signext 120)
  %227 = load i128, ptr %2, align 16
  %228 = sub nsw i128 0, %227
  store i128 %228, ptr %41, align 16
  %229 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 0
  %230 = load i64, ptr %229, align 16
  %231 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 1
  %232 = load i64, ptr %231, align 8
  call void @mid_make(ptr dead_on_unwind writable sret(%struct.Mid) align 16 %40, i64 noundef 4611686018427387904, i64 noundef %230, i64 noundef %232, i8 noundef signext 121)
  %233 = call { i64, i64 } @mid_sum(ptr noundef byval(%struct.Mid) align 16 %38, ptr noundef byval(%struct.Mid) align 16 %40)
  %234 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 0
  %235 = extractvalue { i64, i64 } %233, 0
  store i64 %235, ptr %234, align 16
  %236 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 1
  %237 = extractvalue { i64, i64 } %233, 1
  store i64 %237, ptr %236, align 8
  %238 = load i128, ptr %42, align 16
  store i128 %238, ptr %43, align 16
  %239 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 0
  %240 = load i64, ptr %239, align 16
  %241 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 1
  %242 = load i64, ptr %241, align 8
  call void @show(ptr noundef @.str.13, i64 noundef %240, i64 noundef %242)
  %243 = load i128, ptr %2, align 16
  %244 = load i128, ptr %2, align 16
  %245 = ashr i128 %244, 3
  %246 = sub nsw i128 0, %245
  store i128 %243, ptr %44, align 16
  %247 = getelementptr inbounds { i64, i64 }, ptr %44, i32 0, i32 0
  %248 = load i64, ptr %247, align 16
  %249 = getelementptr inbounds { i64, i64 }, ptr %44, i32 0, i32 1
  %250 = load i64, ptr %249, align 8
  %251 = call { i64, i64 } (i32, ...) @va_sum128(i32 noundef 5, i32 noundef 0, i64 noundef %248, i64 noundef %250, i32 noundef 1, i64 noundef -123456789012345, i32 noundef 2, double noundef 1.000000e+20, i32 noundef 0, i128 noundef %246, i32 noundef 1, i64 noundef 7)
  %252 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 0
  %253 = extractvalue { i64, i64 } %251, 0
  store i64 %253, ptr %252, align 16
  %254 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 1
  %255 = extractvalue { i64, i64 } %251, 1
  store i64 %255, ptr %254, align 8
  %256 = load i128, ptr %45, align 16
  store i128 %256, ptr %46, align 16
  %257 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 0
  %258 = load i64, ptr %257, align 16
  %259 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 1
  %260 = load i64, ptr %259, align 8
  call void @show(ptr noundef @.str.14, i64 noundef %258, i64 noundef %260)
  %261 = call { i64, i64 } (i32, ...) @va_sum128(i32 noundef 8, i32 noundef 1, i64 noundef 1, i32 noundef 1, i64 noundef 2, i32 noundef 1, i64 noundef 3, i32 noundef 0, i128 noundef 4, i32 noundef 0, i128 noundef 5, i32 noundef 2, double noundef 6.900000e+00, i32 noundef 0, i128 noundef -8462480737302404222943232, i32 noundef 1, i64 noundef 8)
  %262 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 0
  %263 = extractvalue { i64, i64 } %261, 0
  store i64 %263, ptr %262, align 16
  %264 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 1
  %265 = extractvalue { i64, i64 } %261, 1
  store i64 %265, ptr %264, align 8
  %266 = load i128, ptr %47, align 16
  store i128 %266, ptr %48, align 16
  %267 = getelementptr inbounds { i64, i64 }, ptr %48, i32 0, i32 0
  %268 = load i64, ptr %267, align 16
  %269 = getelementptr inbounds { i64, i64 }, ptr %48, i32 0, i32 1
  %270 = load i64, ptr %269, align 8
  call void @show(ptr noundef @.str.15, i64 noundef %268, i64 noundef %270)
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %272 = call { i64, i64 } @fib128(i32 noundef 150)
  %273 = getelementptr inbounds { i64, i64 }, ptr %49, i32 0, i32 0
  %274 = extractvalue { i64, i64 } %272, 0
  store i64 %274, ptr %273, align 16
  %275 = getelementptr inbounds { i64, i64 }, ptr %49, i32 0, i32 1
  %276 = extractvalue { i64, i64 } %272, 1
  store i64 %276, ptr %275, align 8
  %277 = load i128, ptr %49, align 16
  store i128 %277, ptr %50, align 16
  %278 = getelementptr inbounds { i64, i64 }, ptr %50, i32 0, i32 0
  %279 = load i64, ptr %278, align 16
  %280 = getelementptr inbounds { i64, i64 }, ptr %50, i32 0, i32 1
  %281 = load i64, ptr %280, align 8
  call void @put_u128(i64 noundef %279, i64 noundef %281)
  %282 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  %10 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %10, ptr %6, align 16
  %11 = load ptr, ptr %5, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %11)
  %13 = load i128, ptr %6, align 16
  store i128 %13, ptr %7, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %15 = load i64, ptr %14, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  call void @put_i128(i64 noundef %15, i64 noundef %17)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_u128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
  store i32 47, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %11
  store i8 0, ptr %12, align 1
  br label %13

13:                                               ; preds = %25, %2
  %14 = load i128, ptr %4, align 16
  %15 = urem i128 %14, 10
  %16 = trunc i128 %15 to i32
  %17 = add nsw i32 48, %16
  %18 = trunc i32 %17 to i8
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  %23 = load i128, ptr %4, align 16
  %24 = udiv i128 %23, 10
  store i128 %24, ptr %4, align 16
  br label %25

25:                                               ; preds = %13
  %26 = load i128, ptr %4, align 16
  %27 = icmp ne i128 %26, 0
  br i1 %27, label %13, label %28, !llvm.loop !11

28:                                               ; preds = %25
  %29 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 0
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %29, i64 %31
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_i128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
  %10 = load i128, ptr %4, align 16
  %11 = icmp slt i128 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %2
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  %14 = load i128, ptr %4, align 16
  %15 = sub i128 0, %14
  store i128 %15, ptr %5, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %17 = load i64, ptr %16, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  call void @put_u128(i64 noundef %17, i64 noundef %19)
  br label %26

20:                                               ; preds = %2
  %21 = load i128, ptr %4, align 16
  store i128 %21, ptr %6, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  call void @put_u128(i64 noundef %23, i64 noundef %25)
  br label %26

26:                                               ; preds = %20, %12
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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

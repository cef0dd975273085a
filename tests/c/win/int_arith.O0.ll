; ModuleID = 'int_arith.c'
source_filename = "int_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_sc = dso_local global i8 -100, align 1
@g_uc = dso_local global i8 -56, align 1
@g_s = dso_local global i16 -30000, align 2
@g_us = dso_local global i16 -536, align 2
@g_a = dso_local global i32 -17, align 4
@g_b = dso_local global i32 5, align 4
@g_u = dso_local global i32 -294967296, align 4
@g_mx = dso_local global i32 2147483647, align 4
@g_x = dso_local global i64 -123456789012345, align 8
@g_y = dso_local global i64 987654321, align 8
@g_ux = dso_local global i64 -16, align 8
@.str = private unnamed_addr constant [18 x i8] c"checksum=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"char: %d %u %u %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"char div: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"char shift: %u %u %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"short: %d %u %u %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"short div: %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"short mul: %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"short shift: %d %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"int div: %d %d %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"int: %u %u %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"int shift: %d %d %u %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"int limits: %d %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"int mixed: %d %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [25 x i8] c"ll: %lld %lld %lld %lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"ull: %llu %llu %llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [26 x i8] c"ll shift: %lld %lld %llu\0A\00", align 1
@.str.16 = private unnamed_addr constant [21 x i8] c"25! mod 2^64 = %llu\0A\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"acc=%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  store i32 0, ptr %1, align 4
  call void @test_char()
  call void @test_short()
  call void @test_int()
  call void @test_ll()
  store i64 1469598103934665603, ptr %2, align 8
  store i32 -300, ptr %3, align 4
  br label %6

6:                                                ; preds = %36, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 300
  br i1 %8, label %9, label %39

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %4, align 1
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 111
  %14 = trunc i32 %13 to i16
  store i16 %14, ptr %5, align 2
  %15 = load i64, ptr %2, align 8
  %16 = load i8, ptr %4, align 1
  %17 = sext i8 %16 to i64
  %18 = call i64 @mix(i64 noundef %15, i64 noundef %17)
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  %20 = load i16, ptr %5, align 2
  %21 = zext i16 %20 to i64
  %22 = call i64 @mix(i64 noundef %19, i64 noundef %21)
  store i64 %22, ptr %2, align 8
  %23 = load i64, ptr %2, align 8
  %24 = load i32, ptr %3, align 4
  %25 = sdiv i32 %24, 7
  %26 = load i32, ptr %3, align 4
  %27 = srem i32 %26, 11
  %28 = sub nsw i32 %25, %27
  %29 = sext i32 %28 to i64
  %30 = call i64 @mix(i64 noundef %23, i64 noundef %29)
  store i64 %30, ptr %2, align 8
  %31 = load i64, ptr %2, align 8
  %32 = load i32, ptr %3, align 4
  %33 = mul i32 %32, -1640531535
  %34 = zext i32 %33 to i64
  %35 = call i64 @mix(i64 noundef %31, i64 noundef %34)
  store i64 %35, ptr %2, align 8
  br label %36

36:                                               ; preds = %9
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 7
  store i32 %38, ptr %3, align 4
  br label %6, !llvm.loop !5

39:                                               ; preds = %6
  %40 = load i64, ptr %2, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %40)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_char() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = load i8, ptr @g_sc, align 1
  store i8 %7, ptr %1, align 1
  %8 = load i8, ptr @g_uc, align 1
  store i8 %8, ptr %2, align 1
  %9 = load i8, ptr %2, align 1
  %10 = zext i8 %9 to i32
  %11 = add nsw i32 %10, 100
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %3, align 1
  store i8 -128, ptr %4, align 1
  %13 = load i8, ptr %1, align 1
  %14 = sext i8 %13 to i32
  %15 = load i8, ptr %2, align 1
  %16 = zext i8 %15 to i32
  %17 = mul nsw i32 %14, %16
  store i32 %17, ptr %5, align 4
  %18 = load i8, ptr %1, align 1
  %19 = sext i8 %18 to i32
  %20 = load i8, ptr %2, align 1
  %21 = zext i8 %20 to i32
  %22 = load i8, ptr %3, align 1
  %23 = zext i8 %22 to i32
  %24 = load i8, ptr %4, align 1
  %25 = sext i8 %24 to i32
  %26 = load i32, ptr %5, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19, i32 noundef %21, i32 noundef %23, i32 noundef %25, i32 noundef %26)
  %28 = load i8, ptr %1, align 1
  %29 = sext i8 %28 to i32
  %30 = sdiv i32 %29, 7
  %31 = load i8, ptr %1, align 1
  %32 = sext i8 %31 to i32
  %33 = srem i32 %32, 7
  %34 = load i8, ptr %1, align 1
  %35 = sext i8 %34 to i32
  %36 = sub nsw i32 0, %35
  %37 = trunc i32 %36 to i8
  %38 = sext i8 %37 to i32
  %39 = sdiv i32 %38, 3
  %40 = load i8, ptr %2, align 1
  %41 = zext i8 %40 to i32
  %42 = sdiv i32 %41, 9
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %30, i32 noundef %33, i32 noundef %39, i32 noundef %42)
  %44 = load i8, ptr %2, align 1
  %45 = zext i8 %44 to i32
  %46 = shl i32 %45, 1
  %47 = trunc i32 %46 to i8
  store i8 %47, ptr %6, align 1
  %48 = load i8, ptr %6, align 1
  %49 = zext i8 %48 to i32
  %50 = load i8, ptr %2, align 1
  %51 = zext i8 %50 to i32
  %52 = ashr i32 %51, 3
  %53 = load i8, ptr %1, align 1
  %54 = sext i8 %53 to i32
  %55 = ashr i32 %54, 2
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %49, i32 noundef %52, i32 noundef %55)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_short() #0 {
  %1 = alloca i16, align 2
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = load i16, ptr @g_s, align 2
  store i16 %5, ptr %1, align 2
  %6 = load i16, ptr @g_us, align 2
  store i16 %6, ptr %2, align 2
  %7 = load i16, ptr %2, align 2
  %8 = zext i16 %7 to i32
  %9 = add nsw i32 %8, 1000
  %10 = trunc i32 %9 to i16
  store i16 %10, ptr %3, align 2
  %11 = load i16, ptr %1, align 2
  %12 = sext i16 %11 to i32
  %13 = sub nsw i32 %12, 5000
  %14 = add nsw i32 %13, 70000
  %15 = trunc i32 %14 to i16
  store i16 %15, ptr %4, align 2
  %16 = load i16, ptr %1, align 2
  %17 = sext i16 %16 to i32
  %18 = load i16, ptr %2, align 2
  %19 = zext i16 %18 to i32
  %20 = load i16, ptr %3, align 2
  %21 = zext i16 %20 to i32
  %22 = load i16, ptr %4, align 2
  %23 = sext i16 %22 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %17, i32 noundef %19, i32 noundef %21, i32 noundef %23)
  %25 = load i16, ptr %1, align 2
  %26 = sext i16 %25 to i32
  %27 = sdiv i32 %26, 7
  %28 = load i16, ptr %1, align 2
  %29 = sext i16 %28 to i32
  %30 = srem i32 %29, 7
  %31 = load i16, ptr %1, align 2
  %32 = sext i16 %31 to i32
  %33 = sdiv i32 %32, -7
  %34 = load i16, ptr %1, align 2
  %35 = sext i16 %34 to i32
  %36 = srem i32 %35, -7
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %27, i32 noundef %30, i32 noundef %33, i32 noundef %36)
  %38 = load i16, ptr %1, align 2
  %39 = sext i16 %38 to i32
  %40 = mul nsw i32 %39, 3
  %41 = load i16, ptr %2, align 2
  %42 = zext i16 %41 to i32
  %43 = load i16, ptr %2, align 2
  %44 = zext i16 %43 to i32
  %45 = mul i32 %42, %44
  %46 = trunc i32 %45 to i16
  %47 = zext i16 %46 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %40, i32 noundef %47)
  %49 = load i16, ptr %1, align 2
  %50 = sext i16 %49 to i32
  %51 = ashr i32 %50, 3
  %52 = load i16, ptr %2, align 2
  %53 = zext i16 %52 to i32
  %54 = shl i32 %53, 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %51, i32 noundef %54)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_int() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = load i32, ptr @g_a, align 4
  store i32 %7, ptr %1, align 4
  %8 = load i32, ptr @g_b, align 4
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr @g_u, align 4
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = add i32 %10, 500000000
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %1, align 4
  %13 = load i32, ptr %2, align 4
  %14 = sdiv i32 %12, %13
  %15 = load i32, ptr %1, align 4
  %16 = load i32, ptr %2, align 4
  %17 = srem i32 %15, %16
  %18 = load i32, ptr %1, align 4
  %19 = sub nsw i32 0, %18
  %20 = load i32, ptr %2, align 4
  %21 = sdiv i32 %19, %20
  %22 = load i32, ptr %1, align 4
  %23 = sub nsw i32 0, %22
  %24 = load i32, ptr %2, align 4
  %25 = srem i32 %23, %24
  %26 = load i32, ptr %1, align 4
  %27 = load i32, ptr %2, align 4
  %28 = sub nsw i32 0, %27
  %29 = sdiv i32 %26, %28
  %30 = load i32, ptr %1, align 4
  %31 = load i32, ptr %2, align 4
  %32 = sub nsw i32 0, %31
  %33 = srem i32 %30, %32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %14, i32 noundef %17, i32 noundef %21, i32 noundef %25, i32 noundef %29, i32 noundef %33)
  %35 = load i32, ptr %4, align 4
  %36 = load i32, ptr %3, align 4
  %37 = mul i32 %36, 3
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %35, i32 noundef %37, i32 noundef -1)
  %39 = load i32, ptr %1, align 4
  %40 = ashr i32 %39, 1
  %41 = load i32, ptr %1, align 4
  %42 = shl i32 %41, 3
  %43 = load i32, ptr %3, align 4
  %44 = lshr i32 %43, 7
  %45 = load i32, ptr %3, align 4
  %46 = shl i32 %45, 3
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46)
  %48 = load i32, ptr @g_mx, align 4
  store i32 %48, ptr %5, align 4
  %49 = load i32, ptr %5, align 4
  %50 = sub nsw i32 0, %49
  %51 = sub nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  %52 = load i32, ptr %5, align 4
  %53 = load i32, ptr %6, align 4
  %54 = load i32, ptr %5, align 4
  %55 = sdiv i32 %54, -1
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  %58 = srem i32 %57, -1
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %52, i32 noundef %53, i32 noundef %55, i32 noundef %58)
  %60 = load i32, ptr %1, align 4
  %61 = icmp slt i32 %60, 0
  %62 = zext i1 %61 to i32
  %63 = load i32, ptr %3, align 4
  %64 = icmp ugt i32 %63, 0
  %65 = zext i1 %64 to i32
  %66 = add nsw i32 %62, %65
  %67 = load i32, ptr %1, align 4
  %68 = add i32 %67, 20
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %66, i32 noundef %68)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_ll() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = load i64, ptr @g_x, align 8
  store i64 %8, ptr %1, align 8
  %9 = load i64, ptr @g_y, align 8
  store i64 %9, ptr %2, align 8
  %10 = load i64, ptr @g_ux, align 8
  store i64 %10, ptr %3, align 8
  %11 = load i64, ptr %1, align 8
  %12 = mul nsw i64 %11, 7
  %13 = load i64, ptr %1, align 8
  %14 = load i64, ptr %2, align 8
  %15 = sdiv i64 %13, %14
  %16 = load i64, ptr %1, align 8
  %17 = load i64, ptr %2, align 8
  %18 = srem i64 %16, %17
  %19 = load i64, ptr %1, align 8
  %20 = sub nsw i64 0, %19
  %21 = sdiv i64 %20, 13
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %12, i64 noundef %15, i64 noundef %18, i64 noundef %21)
  %23 = load i64, ptr %3, align 8
  %24 = add i64 %23, 32
  %25 = load i64, ptr %3, align 8
  %26 = mul i64 %25, 3
  %27 = load i64, ptr %3, align 8
  %28 = lshr i64 %27, 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %24, i64 noundef %26, i64 noundef %28)
  %30 = load i64, ptr %1, align 8
  %31 = ashr i64 %30, 9
  %32 = load i64, ptr %2, align 8
  %33 = shl i64 %32, 20
  %34 = load i64, ptr %3, align 8
  %35 = shl i64 %34, 60
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %31, i64 noundef %33, i64 noundef %35)
  store i64 1, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %37

37:                                               ; preds = %48, %0
  %38 = load i32, ptr %5, align 4
  %39 = load i32, ptr @g_b, align 4
  %40 = add nsw i32 25, %39
  %41 = sub nsw i32 %40, 5
  %42 = icmp sle i32 %38, %41
  br i1 %42, label %43, label %51

43:                                               ; preds = %37
  %44 = load i32, ptr %5, align 4
  %45 = sext i32 %44 to i64
  %46 = load i64, ptr %4, align 8
  %47 = mul i64 %46, %45
  store i64 %47, ptr %4, align 8
  br label %48

48:                                               ; preds = %43
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %37, !llvm.loop !7

51:                                               ; preds = %37
  %52 = load i64, ptr %4, align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %52)
  store i64 0, ptr %6, align 8
  store i64 -50, ptr %7, align 8
  br label %54

54:                                               ; preds = %68, %51
  %55 = load i64, ptr %7, align 8
  %56 = icmp sle i64 %55, 50
  br i1 %56, label %57, label %71

57:                                               ; preds = %54
  %58 = load i64, ptr %7, align 8
  %59 = load i64, ptr %7, align 8
  %60 = mul nsw i64 %58, %59
  %61 = load i64, ptr %7, align 8
  %62 = mul nsw i64 %60, %61
  %63 = load i64, ptr %7, align 8
  %64 = mul nsw i64 7, %63
  %65 = sub nsw i64 %62, %64
  %66 = load i64, ptr %6, align 8
  %67 = add nsw i64 %66, %65
  store i64 %67, ptr %6, align 8
  br label %68

68:                                               ; preds = %57
  %69 = load i64, ptr %7, align 8
  %70 = add nsw i64 %69, 3
  store i64 %70, ptr %7, align 8
  br label %54, !llvm.loop !8

71:                                               ; preds = %54
  %72 = load i64, ptr %6, align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %72)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = add i64 %5, -7046029254386353131
  %7 = load i64, ptr %3, align 8
  %8 = shl i64 %7, 6
  %9 = add i64 %6, %8
  %10 = load i64, ptr %3, align 8
  %11 = lshr i64 %10, 2
  %12 = add i64 %9, %11
  %13 = load i64, ptr %3, align 8
  %14 = xor i64 %13, %12
  store i64 %14, ptr %3, align 8
  %15 = load i64, ptr %3, align 8
  ret i64 %15
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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

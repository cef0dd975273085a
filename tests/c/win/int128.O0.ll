; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"30! hex = \00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"a*b = \00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"a/b = \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" a%%b = \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"b>>3 = \00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" shl = \00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"2^89-1 = \00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"fermat 3^(m-1) mod m = \00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"as double %.6e, back \00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"from double \00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"isqrt = \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"acc = \00", align 1
@.str.17 = private unnamed_addr constant [28 x i8] c"trunc %lld %llu sizeof=%zu\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"%016llx%016llx\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"-\00", align 1

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
  %24 = alloca double, align 8
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i32, align 4
  %33 = alloca i128, align 16
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %36 = call <2 x i64> @factorial(i32 noundef 30)
  store <2 x i64> %36, ptr %3, align 16
  %37 = load i128, ptr %3, align 16
  store i128 %37, ptr %2, align 16
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %39 = load i128, ptr %2, align 16
  store i128 %39, ptr %4, align 16
  call void @print_u128(ptr noundef %4)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %42 = load i128, ptr %2, align 16
  store i128 %42, ptr %5, align 16
  call void @hex_u128(ptr noundef %5)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 -1, ptr %6, align 16
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %45 = load i128, ptr %6, align 16
  store i128 %45, ptr %7, align 16
  call void @print_u128(ptr noundef %7)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 -170141183460469231731687303715884105728, ptr %8, align 16
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %48 = load i128, ptr %8, align 16
  store i128 %48, ptr %9, align 16
  call void @print_i128(ptr noundef %9)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 123456789876543201086419746, ptr %10, align 16
  store i128 -987654321987, ptr %11, align 16
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %51 = load i128, ptr %10, align 16
  %52 = load i128, ptr %11, align 16
  %53 = mul nsw i128 %51, %52
  %54 = sdiv i128 %53, 1000
  store i128 %54, ptr %12, align 16
  call void @print_i128(ptr noundef %12)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %57 = load i128, ptr %10, align 16
  %58 = load i128, ptr %11, align 16
  %59 = sdiv i128 %57, %58
  store i128 %59, ptr %13, align 16
  call void @print_i128(ptr noundef %13)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %61 = load i128, ptr %10, align 16
  %62 = load i128, ptr %11, align 16
  %63 = srem i128 %61, %62
  store i128 %63, ptr %14, align 16
  call void @print_i128(ptr noundef %14)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %66 = load i128, ptr %11, align 16
  %67 = ashr i128 %66, 3
  store i128 %67, ptr %15, align 16
  call void @print_i128(ptr noundef %15)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %69 = load i128, ptr %10, align 16
  %70 = shl i128 %69, 37
  store i128 %70, ptr %16, align 16
  call void @hex_u128(ptr noundef %16)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %72 = load i128, ptr %10, align 16
  %73 = load i128, ptr %11, align 16
  %74 = icmp sgt i128 %72, %73
  %75 = zext i1 %74 to i32
  %76 = load i128, ptr %11, align 16
  %77 = load i128, ptr %10, align 16
  %78 = icmp ugt i128 %76, %77
  %79 = zext i1 %78 to i32
  %80 = load i128, ptr %10, align 16
  %81 = load i128, ptr %10, align 16
  %82 = add nsw i128 %81, 0
  %83 = icmp eq i128 %80, %82
  %84 = zext i1 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %75, i32 noundef %79, i32 noundef %84)
  store i128 618970019642690137449562111, ptr %17, align 16
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %87 = load i128, ptr %17, align 16
  store i128 %87, ptr %18, align 16
  call void @print_u128(ptr noundef %18)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %90 = load i128, ptr %17, align 16
  %91 = sub i128 %90, 1
  store i128 3, ptr %19, align 16
  store i128 %91, ptr %20, align 16
  store i128 2305843009213693951, ptr %21, align 16
  %92 = call <2 x i64> @powmod(ptr noundef %19, ptr noundef %20, ptr noundef %21)
  store <2 x i64> %92, ptr %22, align 16
  %93 = load i128, ptr %22, align 16
  store i128 %93, ptr %23, align 16
  call void @print_u128(ptr noundef %23)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %95 = load i128, ptr %2, align 16
  %96 = uitofp i128 %95 to double
  store double %96, ptr %24, align 8
  %97 = load double, ptr %24, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %97)
  %99 = load double, ptr %24, align 8
  %100 = fptoui double %99 to i128
  store i128 %100, ptr %25, align 16
  call void @print_u128(ptr noundef %25)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 -1499999999999999889089448902656, ptr %26, align 16
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %103 = load i128, ptr %26, align 16
  store i128 %103, ptr %27, align 16
  call void @print_i128(ptr noundef %27)
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i128 316912650057057350374175801344, ptr %28, align 16
  %106 = call <2 x i64> @isqrt_ish(ptr noundef %28)
  store <2 x i64> %106, ptr %29, align 16
  %107 = load i128, ptr %29, align 16
  store i128 %107, ptr %30, align 16
  call void @print_i128(ptr noundef %30)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 81985529216486895, ptr %31, align 16
  store i32 0, ptr %32, align 4
  br label %109

109:                                              ; preds = %119, %0
  %110 = load i32, ptr %32, align 4
  %111 = icmp slt i32 %110, 100
  br i1 %111, label %112, label %122

112:                                              ; preds = %109
  %113 = load i128, ptr %31, align 16
  %114 = mul i128 %113, 6364136223846793005
  %115 = add i128 %114, 1442695040888963407
  %116 = load i128, ptr %31, align 16
  %117 = lshr i128 %116, 70
  %118 = add i128 %115, %117
  store i128 %118, ptr %31, align 16
  br label %119

119:                                              ; preds = %112
  %120 = load i32, ptr %32, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %32, align 4
  br label %109, !llvm.loop !5

122:                                              ; preds = %109
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %124 = load i128, ptr %31, align 16
  store i128 %124, ptr %33, align 16
  call void @hex_u128(ptr noundef %33)
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i64 -5, ptr %34, align 8
  %126 = load i128, ptr %6, align 16
  %127 = lshr i128 %126, 1
  %128 = trunc i128 %127 to i64
  store i64 %128, ptr %35, align 8
  %129 = load i64, ptr %34, align 8
  %130 = load i64, ptr %35, align 8
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %129, i64 noundef %130, i64 noundef 16)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @factorial(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i128 1, ptr %4, align 16
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i128
  %13 = load i128, ptr %4, align 16
  %14 = mul i128 %13, %12
  store i128 %14, ptr %4, align 16
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !7

18:                                               ; preds = %6
  %19 = load i128, ptr %4, align 16
  store i128 %19, ptr %2, align 16
  %20 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %20
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = load i128, ptr %0, align 16
  store i128 %8, ptr %2, align 16
  store i32 0, ptr %4, align 4
  %9 = load i128, ptr %2, align 16
  %10 = icmp eq i128 %9, 0
  br i1 %10, label %11, label %16

11:                                               ; preds = %1
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %14
  store i8 48, ptr %15, align 1
  br label %16

16:                                               ; preds = %11, %1
  br label %17

17:                                               ; preds = %20, %16
  %18 = load i128, ptr %2, align 16
  %19 = icmp ne i128 %18, 0
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load i128, ptr %2, align 16
  %22 = urem i128 %21, 10
  %23 = trunc i128 %22 to i32
  %24 = add nsw i32 48, %23
  %25 = trunc i32 %24 to i8
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %4, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %28
  store i8 %25, ptr %29, align 1
  %30 = load i128, ptr %2, align 16
  %31 = udiv i128 %30, 10
  store i128 %31, ptr %2, align 16
  br label %17, !llvm.loop !8

32:                                               ; preds = %17
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %34
  store i8 0, ptr %35, align 1
  store i32 0, ptr %5, align 4
  %36 = load i32, ptr %4, align 4
  %37 = sub nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %38

38:                                               ; preds = %58, %32
  %39 = load i32, ptr %5, align 4
  %40 = load i32, ptr %6, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %63

42:                                               ; preds = %38
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1
  store i8 %46, ptr %7, align 1
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %52
  store i8 %50, ptr %53, align 1
  %54 = load i8, ptr %7, align 1
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %56
  store i8 %54, ptr %57, align 1
  br label %58

58:                                               ; preds = %42
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  %61 = load i32, ptr %6, align 4
  %62 = add nsw i32 %61, -1
  store i32 %62, ptr %6, align 4
  br label %38, !llvm.loop !9

63:                                               ; preds = %38
  %64 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 0
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %64)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex_u128(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = lshr i128 %4, 64
  %6 = trunc i128 %5 to i64
  %7 = load i128, ptr %2, align 16
  %8 = trunc i128 %7 to i64
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %6, i64 noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(ptr noundef %0) #1 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = load i128, ptr %0, align 16
  store i128 %5, ptr %2, align 16
  %6 = load i128, ptr %2, align 16
  %7 = icmp slt i128 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.20)
  %10 = load i128, ptr %2, align 16
  %11 = sub i128 0, %10
  store i128 %11, ptr %3, align 16
  call void @print_u128(ptr noundef %3)
  br label %14

12:                                               ; preds = %1
  %13 = load i128, ptr %2, align 16
  store i128 %13, ptr %4, align 16
  call void @print_u128(ptr noundef %4)
  br label %14

14:                                               ; preds = %12, %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @powmod(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = load i128, ptr %0, align 16
  %18 = load i128, ptr %1, align 16
  %19 = load i128, ptr %2, align 16
  store i128 %17, ptr %5, align 16
  store i128 %18, ptr %6, align 16
  store i128 %19, ptr %7, align 16
  store i128 1, ptr %8, align 16
  %20 = load i128, ptr %7, align 16
  %21 = load i128, ptr %5, align 16
  %22 = urem i128 %21, %20
  store i128 %22, ptr %5, align 16
  br label %23

23:                                               ; preds = %36, %3
  %24 = load i128, ptr %6, align 16
  %25 = icmp ne i128 %24, 0
  br i1 %25, label %26, label %44

26:                                               ; preds = %23
  %27 = load i128, ptr %6, align 16
  %28 = and i128 %27, 1
  %29 = icmp ne i128 %28, 0
  br i1 %29, label %30, label %36

30:                                               ; preds = %26
  %31 = load i128, ptr %8, align 16
  %32 = load i128, ptr %5, align 16
  %33 = load i128, ptr %7, align 16
  store i128 %31, ptr %9, align 16
  store i128 %32, ptr %10, align 16
  store i128 %33, ptr %11, align 16
  %34 = call <2 x i64> @mulmod(ptr noundef %9, ptr noundef %10, ptr noundef %11)
  store <2 x i64> %34, ptr %12, align 16
  %35 = load i128, ptr %12, align 16
  store i128 %35, ptr %8, align 16
  br label %36

36:                                               ; preds = %30, %26
  %37 = load i128, ptr %5, align 16
  %38 = load i128, ptr %5, align 16
  %39 = load i128, ptr %7, align 16
  store i128 %37, ptr %13, align 16
  store i128 %38, ptr %14, align 16
  store i128 %39, ptr %15, align 16
  %40 = call <2 x i64> @mulmod(ptr noundef %13, ptr noundef %14, ptr noundef %15)
  store <2 x i64> %40, ptr %16, align 16
  %41 = load i128, ptr %16, align 16
  store i128 %41, ptr %5, align 16
  %42 = load i128, ptr %6, align 16
  %43 = lshr i128 %42, 1
  store i128 %43, ptr %6, align 16
  br label %23, !llvm.loop !10

44:                                               ; preds = %23
  %45 = load i128, ptr %8, align 16
  store i128 %45, ptr %4, align 16
  %46 = load <2 x i64>, ptr %4, align 16
  ret <2 x i64> %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @isqrt_ish(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = load i128, ptr %0, align 16
  store i128 %7, ptr %3, align 16
  store i128 0, ptr %4, align 16
  store i128 4611686018427387904, ptr %5, align 16
  br label %8

8:                                                ; preds = %28, %1
  %9 = load i128, ptr %4, align 16
  %10 = load i128, ptr %5, align 16
  %11 = icmp slt i128 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load i128, ptr %4, align 16
  %14 = load i128, ptr %5, align 16
  %15 = add nsw i128 %13, %14
  %16 = add nsw i128 %15, 1
  %17 = sdiv i128 %16, 2
  store i128 %17, ptr %6, align 16
  %18 = load i128, ptr %6, align 16
  %19 = load i128, ptr %6, align 16
  %20 = mul nsw i128 %18, %19
  %21 = load i128, ptr %3, align 16
  %22 = icmp sle i128 %20, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %12
  %24 = load i128, ptr %6, align 16
  store i128 %24, ptr %4, align 16
  br label %28

25:                                               ; preds = %12
  %26 = load i128, ptr %6, align 16
  %27 = sub nsw i128 %26, 1
  store i128 %27, ptr %5, align 16
  br label %28

28:                                               ; preds = %25, %23
  br label %8, !llvm.loop !11

29:                                               ; preds = %8
  %30 = load i128, ptr %4, align 16
  store i128 %30, ptr %2, align 16
  %31 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %31
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @mulmod(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = load i128, ptr %0, align 16
  %9 = load i128, ptr %1, align 16
  %10 = load i128, ptr %2, align 16
  store i128 %8, ptr %5, align 16
  store i128 %9, ptr %6, align 16
  store i128 %10, ptr %7, align 16
  %11 = load i128, ptr %5, align 16
  %12 = load i128, ptr %6, align 16
  %13 = mul i128 %11, %12
  %14 = load i128, ptr %7, align 16
  %15 = urem i128 %13, %14
  store i128 %15, ptr %4, align 16
  %16 = load <2 x i64>, ptr %4, align 16
  ret <2 x i64> %16
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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

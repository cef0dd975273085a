; ModuleID = 'odd_sizes.c'
source_filename = "odd_sizes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.CF = type { i8, float }
%struct.FCC = type { float, i8, i8 }
%struct.SD = type { i16, double }
%struct.DS3 = type { double, [3 x i16] }
%struct.BEF = type { i8, i32, float }
%struct.Nested = type { float, %struct.anon, double }
%struct.anon = type { float }
%struct.SH5 = type { [5 x i16] }
%struct.IC5 = type { i32, [5 x i8] }
%struct.S1 = type { [1 x i8] }
%struct.S2 = type { [2 x i8] }
%struct.S3 = type { [3 x i8] }
%struct.S4 = type { [4 x i8] }
%struct.S5 = type { [5 x i8] }
%struct.S6 = type { [6 x i8] }
%struct.S7 = type { [7 x i8] }
%struct.S8 = type { [8 x i8] }
%struct.S9 = type { [9 x i8] }
%struct.S10 = type { [10 x i8] }
%struct.S11 = type { [11 x i8] }
%struct.S12 = type { [12 x i8] }
%struct.S13 = type { [13 x i8] }
%struct.S14 = type { [14 x i8] }
%struct.S15 = type { [15 x i8] }
%struct.S16 = type { [16 x i8] }
%struct.S17 = type { [17 x i8] }
%struct.anon.0 = type { [3 x i8], %struct.S1, [9 x i8] }
%struct.anon.1 = type { [3 x i8], %struct.S2, [9 x i8] }
%struct.anon.2 = type { [3 x i8], %struct.S3, [9 x i8] }
%struct.anon.3 = type { [3 x i8], %struct.S4, [9 x i8] }
%struct.anon.4 = type { [3 x i8], %struct.S5, [9 x i8] }
%struct.anon.5 = type { [3 x i8], %struct.S6, [9 x i8] }
%struct.anon.6 = type { [3 x i8], %struct.S7, [9 x i8] }
%struct.anon.7 = type { [3 x i8], %struct.S8, [9 x i8] }
%struct.anon.8 = type { [3 x i8], %struct.S9, [9 x i8] }
%struct.anon.9 = type { [3 x i8], %struct.S10, [9 x i8] }
%struct.anon.10 = type { [3 x i8], %struct.S11, [9 x i8] }
%struct.anon.11 = type { [3 x i8], %struct.S12, [9 x i8] }
%struct.anon.12 = type { [3 x i8], %struct.S13, [9 x i8] }
%struct.anon.13 = type { [3 x i8], %struct.S14, [9 x i8] }
%struct.anon.14 = type { [3 x i8], %struct.S15, [9 x i8] }
%struct.anon.15 = type { [3 x i8], %struct.S16, [9 x i8] }
%struct.anon.16 = type { [3 x i8], %struct.S17, [9 x i8] }

@.str = private unnamed_addr constant [45 x i8] c"S%-2d sum=%10u first=%3u last=%3u guards=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"arrays h=%u\0A\00", align 1
@__const.main.cf = private unnamed_addr constant %struct.CF { i8 97, float 1.250000e+00 }, align 4
@.str.2 = private unnamed_addr constant [12 x i8] c"cf %c %.3f\0A\00", align 1
@__const.main.fcc = private unnamed_addr constant %struct.FCC { float 2.500000e+00, i8 120, i8 121 }, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"fcc %.3f %c %c\0A\00", align 1
@__const.main.sa = private unnamed_addr constant %struct.SD { i16 300, double 1.500000e+00 }, align 8
@__const.main.sb = private unnamed_addr constant %struct.SD { i16 -7, double -4.000000e+00 }, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"sd %d %.3f\0A\00", align 1
@__const.main.d3 = private unnamed_addr constant %struct.DS3 { double 6.250000e+00, [3 x i16] [i16 1, i16 2, i16 3] }, align 8
@.str.5 = private unnamed_addr constant [19 x i8] c"ds3 %.3f %d %d %d\0A\00", align 1
@__const.main.b = private unnamed_addr constant %struct.BEF { i8 0, i32 1, float 1.000000e+00 }, align 4
@.str.6 = private unnamed_addr constant [16 x i8] c"bef %d %d %.2f\0A\00", align 1
@__const.main.n = private unnamed_addr constant %struct.Nested { float 1.500000e+00, %struct.anon { float 2.500000e+00 }, double 3.500000e+00 }, align 8
@.str.7 = private unnamed_addr constant [23 x i8] c"nested %.2f %.2f %.2f\0A\00", align 1
@__const.main.s5 = private unnamed_addr constant %struct.SH5 { [5 x i16] [i16 1, i16 -2, i16 3, i16 -4, i16 5] }, align 2
@.str.8 = private unnamed_addr constant [20 x i8] c"sh5 %d %d %d %d %d\0A\00", align 1
@__const.main.ic = private unnamed_addr constant %struct.IC5 { i32 77, [5 x i8] c"abcd\00" }, align 4
@.str.9 = private unnamed_addr constant [15 x i8] c"ic5 %d [%.5s]\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill1(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 1
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S1, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [1 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !5

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp1(ptr noundef %0, i8 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S1, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S1, ptr %4, i32 0, i32 0
  store i8 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S1, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [1 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S1, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [1 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !7

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum1(i8 %0, i32 noundef %1, i8 %2) #0 {
  %4 = alloca %struct.S1, align 1
  %5 = alloca %struct.S1, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S1, ptr %4, i32 0, i32 0
  store i8 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S1, ptr %5, i32 0, i32 0
  store i8 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S1, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [1 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S1, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [1 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !8

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8 @make1(i32 noundef %0) #0 {
  %2 = alloca %struct.S1, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  call void @fill1(ptr noundef %2, i32 noundef %4)
  %5 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %6 = load i8, ptr %5, align 1
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8 @bump1(i8 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S1, align 1
  %4 = alloca %struct.S1, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.S1, ptr %4, i32 0, i32 0
  store i8 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %27, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S1, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [1 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S1, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [1 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %8, !llvm.loop !9

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 1, i1 false)
  %31 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %32 = load i8, ptr %31, align 1
  ret i8 %32
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill2(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 2
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S2, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [2 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !10

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp2(ptr noundef %0, i16 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S2, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  store i16 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 2
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [2 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S2, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [2 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !11

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum2(i16 %0, i32 noundef %1, i16 %2) #0 {
  %4 = alloca %struct.S2, align 1
  %5 = alloca %struct.S2, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  store i16 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  store i16 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 2
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [2 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S2, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [2 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !12

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i16 @make2(i32 noundef %0) #0 {
  %2 = alloca %struct.S2, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  call void @fill2(ptr noundef %2, i32 noundef %4)
  %5 = getelementptr inbounds %struct.S2, ptr %2, i32 0, i32 0
  %6 = load i16, ptr %5, align 1
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i16 @bump2(i16 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S2, align 1
  %4 = alloca %struct.S2, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  store i16 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %27, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 2
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [2 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [2 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %8, !llvm.loop !13

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 2, i1 false)
  %31 = getelementptr inbounds %struct.S2, ptr %3, i32 0, i32 0
  %32 = load i16, ptr %31, align 1
  ret i16 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill3(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S3, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !14

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp3(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S3, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [3 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !15

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum3(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 3
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S3, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [3 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !16

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make3(ptr dead_on_unwind noalias writable sret(%struct.S3) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill3(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump3(ptr dead_on_unwind noalias writable sret(%struct.S3) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S3, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !17

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 3, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill4(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S4, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !18

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp4(ptr noundef %0, i32 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S4, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S4, ptr %4, i32 0, i32 0
  store i32 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S4, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S4, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !19

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum4(i32 %0, i32 noundef %1, i32 %2) #0 {
  %4 = alloca %struct.S4, align 1
  %5 = alloca %struct.S4, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S4, ptr %4, i32 0, i32 0
  store i32 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S4, ptr %5, i32 0, i32 0
  store i32 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S4, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S4, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !20

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @make4(i32 noundef %0) #0 {
  %2 = alloca %struct.S4, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  call void @fill4(ptr noundef %2, i32 noundef %4)
  %5 = getelementptr inbounds %struct.S4, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %5, align 1
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bump4(i32 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S4, align 1
  %4 = alloca %struct.S4, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.S4, ptr %4, i32 0, i32 0
  store i32 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %27, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S4, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S4, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %8, !llvm.loop !21

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 4, i1 false)
  %31 = getelementptr inbounds %struct.S4, ptr %3, i32 0, i32 0
  %32 = load i32, ptr %31, align 1
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill5(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S5, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !22

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp5(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S5, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S5, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !23

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum5(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S5, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S5, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !24

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make5(ptr dead_on_unwind noalias writable sret(%struct.S5) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill5(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump5(ptr dead_on_unwind noalias writable sret(%struct.S5) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S5, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S5, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !25

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 5, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill6(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S6, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [6 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !26

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp6(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S6, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S6, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !27

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum6(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 6
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S6, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [6 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S6, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !28

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make6(ptr dead_on_unwind noalias writable sret(%struct.S6) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill6(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump6(ptr dead_on_unwind noalias writable sret(%struct.S6) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S6, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S6, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !29

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 6, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill7(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S7, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !30

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp7(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 7
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S7, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S7, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !31

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum7(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S7, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S7, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !32

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make7(ptr dead_on_unwind noalias writable sret(%struct.S7) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill7(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump7(ptr dead_on_unwind noalias writable sret(%struct.S7) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 7
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S7, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S7, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !33

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 7, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill8(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S8, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [8 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !34

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp8(ptr noundef %0, i64 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S8, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S8, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S8, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S8, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !35

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum8(i64 %0, i32 noundef %1, i64 %2) #0 {
  %4 = alloca %struct.S8, align 1
  %5 = alloca %struct.S8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S8, ptr %4, i32 0, i32 0
  store i64 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S8, ptr %5, i32 0, i32 0
  store i64 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 8
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S8, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S8, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !36

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @make8(i32 noundef %0) #0 {
  %2 = alloca %struct.S8, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  call void @fill8(ptr noundef %2, i32 noundef %4)
  %5 = getelementptr inbounds %struct.S8, ptr %2, i32 0, i32 0
  %6 = load i64, ptr %5, align 1
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @bump8(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S8, align 1
  %4 = alloca %struct.S8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.S8, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %27, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S8, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S8, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %8, !llvm.loop !37

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 8, i1 false)
  %31 = getelementptr inbounds %struct.S8, ptr %3, i32 0, i32 0
  %32 = load i64, ptr %31, align 1
  ret i64 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill9(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S9, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !38

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp9(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 9
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S9, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S9, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [9 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !39

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum9(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 9
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S9, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S9, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [9 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !40

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make9(ptr dead_on_unwind noalias writable sret(%struct.S9) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill9(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump9(ptr dead_on_unwind noalias writable sret(%struct.S9) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 9
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S9, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S9, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [9 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !41

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 9, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill10(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S10, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !42

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp10(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S10, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [10 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S10, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [10 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !43

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum10(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S10, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S10, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [10 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !44

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make10(ptr dead_on_unwind noalias writable sret(%struct.S10) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill10(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump10(ptr dead_on_unwind noalias writable sret(%struct.S10) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S10, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [10 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S10, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [10 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !45

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 10, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill11(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 11
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S11, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [11 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !46

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp11(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 11
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S11, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [11 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S11, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [11 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !47

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum11(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 11
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S11, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [11 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S11, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [11 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !48

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill12(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 12
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S12, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !49

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp12(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [12 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S12, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [12 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !50

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum12(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 12
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S12, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [12 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !51

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make12(ptr dead_on_unwind noalias writable sret(%struct.S12) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill12(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump12(ptr dead_on_unwind noalias writable sret(%struct.S12) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [12 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S12, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [12 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !52

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 12, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill13(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 13
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S13, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [13 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !53

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp13(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 13
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S13, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [13 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S13, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [13 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !54

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum13(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 13
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S13, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [13 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S13, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [13 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !55

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill14(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 14
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S14, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [14 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !56

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp14(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 14
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S14, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [14 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S14, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [14 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !57

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum14(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 14
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S14, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [14 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S14, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [14 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !58

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill15(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 15
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S15, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !59

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp15(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 15
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S15, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [15 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S15, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [15 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !60

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum15(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 15
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S15, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S15, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [15 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !61

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill16(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S16, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [16 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !62

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp16(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S16, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S16, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !63

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum16(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 16
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S16, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [16 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S16, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !64

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make16(ptr dead_on_unwind noalias writable sret(%struct.S16) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill16(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump16(ptr dead_on_unwind noalias writable sret(%struct.S16) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S16, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S16, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !65

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill17(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 17
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S17, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [17 x i8], ptr %16, i64 0, i64 %18
  store i8 %14, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !66

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp17(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 17
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S17, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [17 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.S17, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [17 x i8], ptr %24, i64 0, i64 %26
  store i8 %22, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %8, !llvm.loop !67

31:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum17(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 17
  br i1 %12, label %13, label %34

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = mul i32 %14, 31
  %16 = getelementptr inbounds %struct.S17, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [17 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = mul i32 %21, 3
  %23 = add i32 %15, %22
  %24 = getelementptr inbounds %struct.S17, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [17 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i32 %23, %29
  store i32 %30, ptr %7, align 4
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %10, !llvm.loop !68

34:                                               ; preds = %10
  %35 = load i32, ptr %7, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make17(ptr dead_on_unwind noalias writable sret(%struct.S17) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  call void @fill17(ptr noundef %0, i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump17(ptr dead_on_unwind noalias writable sret(%struct.S17) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %27, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 17
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S17, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [17 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.S17, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [17 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %11
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %8, !llvm.loop !69

30:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 17, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @cf_f(i64 %0) #0 {
  %2 = alloca %struct.CF, align 4
  %3 = alloca %struct.CF, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.CF, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.CF, ptr %3, i32 0, i32 0
  %6 = load i8, ptr %5, align 4
  %7 = sext i8 %6 to i32
  %8 = add nsw i32 %7, 1
  %9 = trunc i32 %8 to i8
  store i8 %9, ptr %4, align 4
  %10 = getelementptr inbounds %struct.CF, ptr %2, i32 0, i32 1
  %11 = getelementptr inbounds %struct.CF, ptr %3, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = fmul float %12, 2.000000e+00
  store float %13, ptr %10, align 4
  %14 = load i64, ptr %2, align 4
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fcc_f(i64 %0) #0 {
  %2 = alloca %struct.FCC, align 4
  %3 = alloca %struct.FCC, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FCC, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FCC, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fsub float %6, 1.000000e+00
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.FCC, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.FCC, ptr %3, i32 0, i32 2
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.FCC, ptr %2, i32 0, i32 2
  %12 = getelementptr inbounds %struct.FCC, ptr %3, i32 0, i32 1
  %13 = load i8, ptr %12, align 4
  store i8 %13, ptr %11, align 1
  %14 = load i64, ptr %2, align 4
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sd_f(ptr dead_on_unwind noalias writable sret(%struct.SD) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.SD, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.SD, ptr %1, i32 0, i32 0
  %9 = load i16, ptr %8, align 8
  %10 = sext i16 %9 to i32
  %11 = getelementptr inbounds %struct.SD, ptr %2, i32 0, i32 0
  %12 = load i16, ptr %11, align 8
  %13 = sext i16 %12 to i32
  %14 = sub nsw i32 %10, %13
  %15 = trunc i32 %14 to i16
  store i16 %15, ptr %7, align 8
  %16 = getelementptr inbounds %struct.SD, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds %struct.SD, ptr %1, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.SD, ptr %2, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  store double %21, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ds3_f(ptr dead_on_unwind noalias writable sret(%struct.DS3) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.DS3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.DS3, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = fneg double %7
  store double %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.DS3, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.DS3, ptr %1, i32 0, i32 1
  %11 = getelementptr inbounds [3 x i16], ptr %10, i64 0, i64 2
  %12 = load i16, ptr %11, align 4
  store i16 %12, ptr %9, align 2
  %13 = getelementptr inbounds i16, ptr %9, i64 1
  %14 = getelementptr inbounds %struct.DS3, ptr %1, i32 0, i32 1
  %15 = getelementptr inbounds [3 x i16], ptr %14, i64 0, i64 0
  %16 = load i16, ptr %15, align 8
  store i16 %16, ptr %13, align 2
  %17 = getelementptr inbounds i16, ptr %9, i64 2
  %18 = getelementptr inbounds %struct.DS3, ptr %1, i32 0, i32 1
  %19 = getelementptr inbounds [3 x i16], ptr %18, i64 0, i64 1
  %20 = load i16, ptr %19, align 2
  store i16 %20, ptr %17, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bef_f(ptr dead_on_unwind noalias writable sret(%struct.BEF) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.BEF, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.BEF, ptr %1, i32 0, i32 0
  %7 = load i8, ptr %6, align 4
  %8 = trunc i8 %7 to i1
  %9 = xor i1 %8, true
  %10 = zext i1 %9 to i8
  store i8 %10, ptr %5, align 4
  %11 = getelementptr inbounds %struct.BEF, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.BEF, ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = icmp eq i32 %13, 2
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  br label %20

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.BEF, ptr %1, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = add i32 %18, 1
  br label %20

20:                                               ; preds = %16, %15
  %21 = phi i32 [ 0, %15 ], [ %19, %16 ]
  store i32 %21, ptr %11, align 4
  %22 = getelementptr inbounds %struct.BEF, ptr %0, i32 0, i32 2
  %23 = getelementptr inbounds %struct.BEF, ptr %1, i32 0, i32 2
  %24 = load float, ptr %23, align 4
  %25 = fadd float %24, 5.000000e-01
  store float %25, ptr %22, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @nested_f(ptr dead_on_unwind noalias writable sret(%struct.Nested) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Nested, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Nested, ptr %1, i32 0, i32 1
  %7 = getelementptr inbounds %struct.anon, ptr %6, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  store float %8, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Nested, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 0
  %11 = getelementptr inbounds %struct.Nested, ptr %1, i32 0, i32 2
  %12 = load double, ptr %11, align 8
  %13 = fptrunc double %12 to float
  store float %13, ptr %10, align 4
  %14 = getelementptr inbounds %struct.Nested, ptr %0, i32 0, i32 2
  %15 = getelementptr inbounds %struct.Nested, ptr %1, i32 0, i32 0
  %16 = load float, ptr %15, align 8
  %17 = fpext float %16 to double
  store double %17, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sh5_f(ptr dead_on_unwind noalias writable sret(%struct.SH5) align 2 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.SH5, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 4, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [5 x i16], ptr %10, i64 0, i64 %13
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i32
  %17 = mul nsw i32 %16, -2
  %18 = trunc i32 %17 to i16
  %19 = getelementptr inbounds %struct.SH5, ptr %0, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x i16], ptr %19, i64 0, i64 %21
  store i16 %18, ptr %22, align 2
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !70

26:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ic5_f(ptr dead_on_unwind noalias writable sret(%struct.IC5) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.IC5, ptr %1, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = sub nsw i32 0, %7
  %9 = getelementptr inbounds %struct.IC5, ptr %0, i32 0, i32 0
  store i32 %8, ptr %9, align 4
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %26, %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %29

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.IC5, ptr %1, i32 0, i32 1
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = sext i8 %18 to i32
  %20 = xor i32 %19, 32
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.IC5, ptr %0, i32 0, i32 1
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [5 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %10, !llvm.loop !71

29:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.anon.0, align 1
  %3 = alloca %struct.S1, align 1
  %4 = alloca i32, align 4
  %5 = alloca %struct.S1, align 1
  %6 = alloca %struct.S1, align 1
  %7 = alloca i32, align 4
  %8 = alloca %struct.anon.1, align 1
  %9 = alloca %struct.S2, align 1
  %10 = alloca i32, align 4
  %11 = alloca %struct.S2, align 1
  %12 = alloca %struct.S2, align 1
  %13 = alloca i32, align 4
  %14 = alloca %struct.anon.2, align 1
  %15 = alloca %struct.S3, align 1
  %16 = alloca i32, align 4
  %17 = alloca %struct.S3, align 1
  %18 = alloca %struct.S3, align 1
  %19 = alloca %struct.S3, align 1
  %20 = alloca i32, align 4
  %21 = alloca %struct.S3, align 1
  %22 = alloca %struct.S3, align 1
  %23 = alloca %struct.anon.3, align 1
  %24 = alloca %struct.S4, align 1
  %25 = alloca i32, align 4
  %26 = alloca %struct.S4, align 1
  %27 = alloca %struct.S4, align 1
  %28 = alloca i32, align 4
  %29 = alloca %struct.anon.4, align 1
  %30 = alloca %struct.S5, align 1
  %31 = alloca i32, align 4
  %32 = alloca %struct.S5, align 1
  %33 = alloca %struct.S5, align 1
  %34 = alloca %struct.S5, align 1
  %35 = alloca i32, align 4
  %36 = alloca %struct.S5, align 1
  %37 = alloca %struct.S5, align 1
  %38 = alloca %struct.anon.5, align 1
  %39 = alloca %struct.S6, align 1
  %40 = alloca i32, align 4
  %41 = alloca %struct.S6, align 1
  %42 = alloca %struct.S6, align 1
  %43 = alloca %struct.S6, align 1
  %44 = alloca i32, align 4
  %45 = alloca %struct.S6, align 1
  %46 = alloca %struct.S6, align 1
  %47 = alloca %struct.anon.6, align 1
  %48 = alloca %struct.S7, align 1
  %49 = alloca i32, align 4
  %50 = alloca %struct.S7, align 1
  %51 = alloca %struct.S7, align 1
  %52 = alloca %struct.S7, align 1
  %53 = alloca i32, align 4
  %54 = alloca %struct.S7, align 1
  %55 = alloca %struct.S7, align 1
  %56 = alloca %struct.anon.7, align 1
  %57 = alloca %struct.S8, align 1
  %58 = alloca i32, align 4
  %59 = alloca %struct.S8, align 1
  %60 = alloca %struct.S8, align 1
  %61 = alloca i32, align 4
  %62 = alloca %struct.anon.8, align 1
  %63 = alloca %struct.S9, align 1
  %64 = alloca i32, align 4
  %65 = alloca %struct.S9, align 1
  %66 = alloca %struct.S9, align 1
  %67 = alloca %struct.S9, align 1
  %68 = alloca i32, align 4
  %69 = alloca %struct.S9, align 1
  %70 = alloca %struct.S9, align 1
  %71 = alloca %struct.anon.9, align 1
  %72 = alloca %struct.S10, align 1
  %73 = alloca i32, align 4
  %74 = alloca %struct.S10, align 1
  %75 = alloca %struct.S10, align 1
  %76 = alloca %struct.S10, align 1
  %77 = alloca i32, align 4
  %78 = alloca %struct.S10, align 1
  %79 = alloca %struct.S10, align 1
  %80 = alloca %struct.anon.10, align 1
  %81 = alloca i32, align 4
  %82 = alloca %struct.S11, align 1
  %83 = alloca %struct.S11, align 1
  %84 = alloca i32, align 4
  %85 = alloca %struct.S11, align 1
  %86 = alloca %struct.S11, align 1
  %87 = alloca %struct.anon.11, align 1
  %88 = alloca %struct.S12, align 1
  %89 = alloca i32, align 4
  %90 = alloca %struct.S12, align 1
  %91 = alloca %struct.S12, align 1
  %92 = alloca %struct.S12, align 1
  %93 = alloca i32, align 4
  %94 = alloca %struct.S12, align 1
  %95 = alloca %struct.S12, align 1
  %96 = alloca %struct.anon.12, align 1
  %97 = alloca i32, align 4
  %98 = alloca %struct.S13, align 1
  %99 = alloca %struct.S13, align 1
  %100 = alloca i32, align 4
  %101 = alloca %struct.S13, align 1
  %102 = alloca %struct.S13, align 1
  %103 = alloca %struct.anon.13, align 1
  %104 = alloca i32, align 4
  %105 = alloca %struct.S14, align 1
  %106 = alloca %struct.S14, align 1
  %107 = alloca i32, align 4
  %108 = alloca %struct.S14, align 1
  %109 = alloca %struct.S14, align 1
  %110 = alloca %struct.anon.14, align 1
  %111 = alloca i32, align 4
  %112 = alloca %struct.S15, align 1
  %113 = alloca %struct.S15, align 1
  %114 = alloca i32, align 4
  %115 = alloca %struct.S15, align 1
  %116 = alloca %struct.S15, align 1
  %117 = alloca %struct.anon.15, align 1
  %118 = alloca %struct.S16, align 1
  %119 = alloca i32, align 4
  %120 = alloca %struct.S16, align 1
  %121 = alloca %struct.S16, align 1
  %122 = alloca %struct.S16, align 1
  %123 = alloca i32, align 4
  %124 = alloca %struct.S16, align 1
  %125 = alloca %struct.S16, align 1
  %126 = alloca %struct.anon.16, align 1
  %127 = alloca %struct.S17, align 1
  %128 = alloca i32, align 4
  %129 = alloca %struct.S17, align 1
  %130 = alloca %struct.S17, align 1
  %131 = alloca %struct.S17, align 1
  %132 = alloca i32, align 4
  %133 = alloca %struct.S17, align 1
  %134 = alloca %struct.S17, align 1
  %135 = alloca [4 x %struct.S3], align 1
  %136 = alloca [4 x %struct.S7], align 16
  %137 = alloca i32, align 4
  %138 = alloca %struct.S3, align 1
  %139 = alloca %struct.S7, align 1
  %140 = alloca i32, align 4
  %141 = alloca %struct.S3, align 1
  %142 = alloca %struct.S3, align 1
  %143 = alloca %struct.S7, align 1
  %144 = alloca %struct.S7, align 1
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca %struct.CF, align 4
  %151 = alloca %struct.CF, align 4
  %152 = alloca %struct.CF, align 4
  %153 = alloca %struct.FCC, align 4
  %154 = alloca %struct.FCC, align 4
  %155 = alloca %struct.SD, align 8
  %156 = alloca %struct.SD, align 8
  %157 = alloca %struct.SD, align 8
  %158 = alloca %struct.SD, align 8
  %159 = alloca %struct.SD, align 8
  %160 = alloca %struct.DS3, align 8
  %161 = alloca %struct.DS3, align 8
  %162 = alloca %struct.DS3, align 8
  %163 = alloca %struct.DS3, align 8
  %164 = alloca %struct.BEF, align 4
  %165 = alloca i32, align 4
  %166 = alloca %struct.BEF, align 4
  %167 = alloca %struct.BEF, align 4
  %168 = alloca %struct.Nested, align 8
  %169 = alloca %struct.Nested, align 8
  %170 = alloca %struct.Nested, align 8
  %171 = alloca %struct.SH5, align 2
  %172 = alloca %struct.SH5, align 2
  %173 = alloca %struct.SH5, align 2
  %174 = alloca %struct.IC5, align 4
  %175 = alloca %struct.IC5, align 4
  %176 = alloca %struct.IC5, align 4
  store i32 0, ptr %1, align 4
  br label %177

177:                                              ; preds = %0
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 -91, i64 13, i1 false)
  %178 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %179 = call i8 @make1(i32 noundef 1)
  %180 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  store i8 %179, ptr %180, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %178, ptr align 1 %3, i64 1, i1 false)
  store i32 0, ptr %4, align 4
  br label %181

181:                                              ; preds = %192, %177
  %182 = load i32, ptr %4, align 4
  %183 = icmp slt i32 %182, 3
  br i1 %183, label %184, label %195

184:                                              ; preds = %181
  %185 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %186 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %187 = load i32, ptr %4, align 4
  %188 = getelementptr inbounds %struct.S1, ptr %186, i32 0, i32 0
  %189 = load i8, ptr %188, align 1
  %190 = call i8 @bump1(i8 %189, i32 noundef %187)
  %191 = getelementptr inbounds %struct.S1, ptr %5, i32 0, i32 0
  store i8 %190, ptr %191, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %185, ptr align 1 %5, i64 1, i1 false)
  br label %192

192:                                              ; preds = %184
  %193 = load i32, ptr %4, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %4, align 4
  br label %181, !llvm.loop !72

195:                                              ; preds = %181
  %196 = call i8 @make1(i32 noundef 101)
  %197 = getelementptr inbounds %struct.S1, ptr %6, i32 0, i32 0
  store i8 %196, ptr %197, align 1
  %198 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %199 = getelementptr inbounds %struct.S1, ptr %198, i32 0, i32 0
  %200 = load i8, ptr %199, align 1
  %201 = getelementptr inbounds %struct.S1, ptr %6, i32 0, i32 0
  %202 = load i8, ptr %201, align 1
  %203 = call i32 @sum1(i8 %200, i32 noundef 1, i8 %202)
  store i32 %203, ptr %7, align 4
  %204 = load i32, ptr %7, align 4
  %205 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %206 = getelementptr inbounds %struct.S1, ptr %205, i32 0, i32 0
  %207 = getelementptr inbounds [1 x i8], ptr %206, i64 0, i64 0
  %208 = load i8, ptr %207, align 1
  %209 = zext i8 %208 to i32
  %210 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %211 = getelementptr inbounds %struct.S1, ptr %210, i32 0, i32 0
  %212 = getelementptr inbounds [1 x i8], ptr %211, i64 0, i64 0
  %213 = load i8, ptr %212, align 1
  %214 = zext i8 %213 to i32
  %215 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 0
  %216 = getelementptr inbounds [3 x i8], ptr %215, i64 0, i64 0
  %217 = call i32 @guard_check(ptr noundef %216, i32 noundef 3)
  %218 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 2
  %219 = getelementptr inbounds [9 x i8], ptr %218, i64 0, i64 0
  %220 = call i32 @guard_check(ptr noundef %219, i32 noundef 9)
  %221 = add i32 %217, %220
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef %204, i32 noundef %209, i32 noundef %214, i32 noundef %221)
  br label %223

223:                                              ; preds = %195
  br label %224

224:                                              ; preds = %223
  call void @llvm.memset.p0.i64(ptr align 1 %8, i8 -91, i64 14, i1 false)
  %225 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %226 = call i16 @make2(i32 noundef 2)
  %227 = getelementptr inbounds %struct.S2, ptr %9, i32 0, i32 0
  store i16 %226, ptr %227, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %225, ptr align 1 %9, i64 2, i1 false)
  store i32 0, ptr %10, align 4
  br label %228

228:                                              ; preds = %239, %224
  %229 = load i32, ptr %10, align 4
  %230 = icmp slt i32 %229, 3
  br i1 %230, label %231, label %242

231:                                              ; preds = %228
  %232 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %233 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %234 = load i32, ptr %10, align 4
  %235 = getelementptr inbounds %struct.S2, ptr %233, i32 0, i32 0
  %236 = load i16, ptr %235, align 1
  %237 = call i16 @bump2(i16 %236, i32 noundef %234)
  %238 = getelementptr inbounds %struct.S2, ptr %11, i32 0, i32 0
  store i16 %237, ptr %238, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %232, ptr align 1 %11, i64 2, i1 false)
  br label %239

239:                                              ; preds = %231
  %240 = load i32, ptr %10, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %10, align 4
  br label %228, !llvm.loop !73

242:                                              ; preds = %228
  %243 = call i16 @make2(i32 noundef 102)
  %244 = getelementptr inbounds %struct.S2, ptr %12, i32 0, i32 0
  store i16 %243, ptr %244, align 1
  %245 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %246 = getelementptr inbounds %struct.S2, ptr %245, i32 0, i32 0
  %247 = load i16, ptr %246, align 1
  %248 = getelementptr inbounds %struct.S2, ptr %12, i32 0, i32 0
  %249 = load i16, ptr %248, align 1
  %250 = call i32 @sum2(i16 %247, i32 noundef 2, i16 %249)
  store i32 %250, ptr %13, align 4
  %251 = load i32, ptr %13, align 4
  %252 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %253 = getelementptr inbounds %struct.S2, ptr %252, i32 0, i32 0
  %254 = getelementptr inbounds [2 x i8], ptr %253, i64 0, i64 0
  %255 = load i8, ptr %254, align 1
  %256 = zext i8 %255 to i32
  %257 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %258 = getelementptr inbounds %struct.S2, ptr %257, i32 0, i32 0
  %259 = getelementptr inbounds [2 x i8], ptr %258, i64 0, i64 1
  %260 = load i8, ptr %259, align 1
  %261 = zext i8 %260 to i32
  %262 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 0
  %263 = getelementptr inbounds [3 x i8], ptr %262, i64 0, i64 0
  %264 = call i32 @guard_check(ptr noundef %263, i32 noundef 3)
  %265 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 2
  %266 = getelementptr inbounds [9 x i8], ptr %265, i64 0, i64 0
  %267 = call i32 @guard_check(ptr noundef %266, i32 noundef 9)
  %268 = add i32 %264, %267
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 2, i32 noundef %251, i32 noundef %256, i32 noundef %261, i32 noundef %268)
  br label %270

270:                                              ; preds = %242
  br label %271

271:                                              ; preds = %270
  call void @llvm.memset.p0.i64(ptr align 1 %14, i8 -91, i64 15, i1 false)
  %272 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  call void @make3(ptr dead_on_unwind writable sret(%struct.S3) align 1 %15, i32 noundef 3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %272, ptr align 1 %15, i64 3, i1 false)
  store i32 0, ptr %16, align 4
  br label %273

273:                                              ; preds = %280, %271
  %274 = load i32, ptr %16, align 4
  %275 = icmp slt i32 %274, 3
  br i1 %275, label %276, label %283

276:                                              ; preds = %273
  %277 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %278 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %279 = load i32, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr align 1 %278, i64 3, i1 false)
  call void @bump3(ptr dead_on_unwind writable sret(%struct.S3) align 1 %17, ptr noundef %18, i32 noundef %279)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %277, ptr align 1 %17, i64 3, i1 false)
  br label %280

280:                                              ; preds = %276
  %281 = load i32, ptr %16, align 4
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr %16, align 4
  br label %273, !llvm.loop !74

283:                                              ; preds = %273
  call void @make3(ptr dead_on_unwind writable sret(%struct.S3) align 1 %19, i32 noundef 103)
  %284 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 1 %284, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 %19, i64 3, i1 false)
  %285 = call i32 @sum3(ptr noundef %21, i32 noundef 3, ptr noundef %22)
  store i32 %285, ptr %20, align 4
  %286 = load i32, ptr %20, align 4
  %287 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %288 = getelementptr inbounds %struct.S3, ptr %287, i32 0, i32 0
  %289 = getelementptr inbounds [3 x i8], ptr %288, i64 0, i64 0
  %290 = load i8, ptr %289, align 1
  %291 = zext i8 %290 to i32
  %292 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %293 = getelementptr inbounds %struct.S3, ptr %292, i32 0, i32 0
  %294 = getelementptr inbounds [3 x i8], ptr %293, i64 0, i64 2
  %295 = load i8, ptr %294, align 1
  %296 = zext i8 %295 to i32
  %297 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 0
  %298 = getelementptr inbounds [3 x i8], ptr %297, i64 0, i64 0
  %299 = call i32 @guard_check(ptr noundef %298, i32 noundef 3)
  %300 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 2
  %301 = getelementptr inbounds [9 x i8], ptr %300, i64 0, i64 0
  %302 = call i32 @guard_check(ptr noundef %301, i32 noundef 9)
  %303 = add i32 %299, %302
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 3, i32 noundef %286, i32 noundef %291, i32 noundef %296, i32 noundef %303)
  br label %305

305:                                              ; preds = %283
  br label %306

306:                                              ; preds = %305
  call void @llvm.memset.p0.i64(ptr align 1 %23, i8 -91, i64 16, i1 false)
  %307 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %308 = call i32 @make4(i32 noundef 4)
  %309 = getelementptr inbounds %struct.S4, ptr %24, i32 0, i32 0
  store i32 %308, ptr %309, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %307, ptr align 1 %24, i64 4, i1 false)
  store i32 0, ptr %25, align 4
  br label %310

310:                                              ; preds = %321, %306
  %311 = load i32, ptr %25, align 4
  %312 = icmp slt i32 %311, 3
  br i1 %312, label %313, label %324

313:                                              ; preds = %310
  %314 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %315 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %316 = load i32, ptr %25, align 4
  %317 = getelementptr inbounds %struct.S4, ptr %315, i32 0, i32 0
  %318 = load i32, ptr %317, align 1
  %319 = call i32 @bump4(i32 %318, i32 noundef %316)
  %320 = getelementptr inbounds %struct.S4, ptr %26, i32 0, i32 0
  store i32 %319, ptr %320, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %314, ptr align 1 %26, i64 4, i1 false)
  br label %321

321:                                              ; preds = %313
  %322 = load i32, ptr %25, align 4
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr %25, align 4
  br label %310, !llvm.loop !75

324:                                              ; preds = %310
  %325 = call i32 @make4(i32 noundef 104)
  %326 = getelementptr inbounds %struct.S4, ptr %27, i32 0, i32 0
  store i32 %325, ptr %326, align 1
  %327 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %328 = getelementptr inbounds %struct.S4, ptr %327, i32 0, i32 0
  %329 = load i32, ptr %328, align 1
  %330 = getelementptr inbounds %struct.S4, ptr %27, i32 0, i32 0
  %331 = load i32, ptr %330, align 1
  %332 = call i32 @sum4(i32 %329, i32 noundef 4, i32 %331)
  store i32 %332, ptr %28, align 4
  %333 = load i32, ptr %28, align 4
  %334 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %335 = getelementptr inbounds %struct.S4, ptr %334, i32 0, i32 0
  %336 = getelementptr inbounds [4 x i8], ptr %335, i64 0, i64 0
  %337 = load i8, ptr %336, align 1
  %338 = zext i8 %337 to i32
  %339 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %340 = getelementptr inbounds %struct.S4, ptr %339, i32 0, i32 0
  %341 = getelementptr inbounds [4 x i8], ptr %340, i64 0, i64 3
  %342 = load i8, ptr %341, align 1
  %343 = zext i8 %342 to i32
  %344 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 0
  %345 = getelementptr inbounds [3 x i8], ptr %344, i64 0, i64 0
  %346 = call i32 @guard_check(ptr noundef %345, i32 noundef 3)
  %347 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 2
  %348 = getelementptr inbounds [9 x i8], ptr %347, i64 0, i64 0
  %349 = call i32 @guard_check(ptr noundef %348, i32 noundef 9)
  %350 = add i32 %346, %349
  %351 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 4, i32 noundef %333, i32 noundef %338, i32 noundef %343, i32 noundef %350)
  br label %352

352:                                              ; preds = %324
  br label %353

353:                                              ; preds = %352
  call void @llvm.memset.p0.i64(ptr align 1 %29, i8 -91, i64 17, i1 false)
  %354 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  call void @make5(ptr dead_on_unwind writable sret(%struct.S5) align 1 %30, i32 noundef 5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %354, ptr align 1 %30, i64 5, i1 false)
  store i32 0, ptr %31, align 4
  br label %355

355:                                              ; preds = %362, %353
  %356 = load i32, ptr %31, align 4
  %357 = icmp slt i32 %356, 3
  br i1 %357, label %358, label %365

358:                                              ; preds = %355
  %359 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %360 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %361 = load i32, ptr %31, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %33, ptr align 1 %360, i64 5, i1 false)
  call void @bump5(ptr dead_on_unwind writable sret(%struct.S5) align 1 %32, ptr noundef %33, i32 noundef %361)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %359, ptr align 1 %32, i64 5, i1 false)
  br label %362

362:                                              ; preds = %358
  %363 = load i32, ptr %31, align 4
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr %31, align 4
  br label %355, !llvm.loop !76

365:                                              ; preds = %355
  call void @make5(ptr dead_on_unwind writable sret(%struct.S5) align 1 %34, i32 noundef 105)
  %366 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr align 1 %366, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %37, ptr align 1 %34, i64 5, i1 false)
  %367 = call i32 @sum5(ptr noundef %36, i32 noundef 5, ptr noundef %37)
  store i32 %367, ptr %35, align 4
  %368 = load i32, ptr %35, align 4
  %369 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %370 = getelementptr inbounds %struct.S5, ptr %369, i32 0, i32 0
  %371 = getelementptr inbounds [5 x i8], ptr %370, i64 0, i64 0
  %372 = load i8, ptr %371, align 1
  %373 = zext i8 %372 to i32
  %374 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %375 = getelementptr inbounds %struct.S5, ptr %374, i32 0, i32 0
  %376 = getelementptr inbounds [5 x i8], ptr %375, i64 0, i64 4
  %377 = load i8, ptr %376, align 1
  %378 = zext i8 %377 to i32
  %379 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 0
  %380 = getelementptr inbounds [3 x i8], ptr %379, i64 0, i64 0
  %381 = call i32 @guard_check(ptr noundef %380, i32 noundef 3)
  %382 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 2
  %383 = getelementptr inbounds [9 x i8], ptr %382, i64 0, i64 0
  %384 = call i32 @guard_check(ptr noundef %383, i32 noundef 9)
  %385 = add i32 %381, %384
  %386 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 5, i32 noundef %368, i32 noundef %373, i32 noundef %378, i32 noundef %385)
  br label %387

387:                                              ; preds = %365
  br label %388

388:                                              ; preds = %387
  call void @llvm.memset.p0.i64(ptr align 1 %38, i8 -91, i64 18, i1 false)
  %389 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  call void @make6(ptr dead_on_unwind writable sret(%struct.S6) align 1 %39, i32 noundef 6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %389, ptr align 1 %39, i64 6, i1 false)
  store i32 0, ptr %40, align 4
  br label %390

390:                                              ; preds = %397, %388
  %391 = load i32, ptr %40, align 4
  %392 = icmp slt i32 %391, 3
  br i1 %392, label %393, label %400

393:                                              ; preds = %390
  %394 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %395 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %396 = load i32, ptr %40, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr align 1 %395, i64 6, i1 false)
  call void @bump6(ptr dead_on_unwind writable sret(%struct.S6) align 1 %41, ptr noundef %42, i32 noundef %396)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %394, ptr align 1 %41, i64 6, i1 false)
  br label %397

397:                                              ; preds = %393
  %398 = load i32, ptr %40, align 4
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %40, align 4
  br label %390, !llvm.loop !77

400:                                              ; preds = %390
  call void @make6(ptr dead_on_unwind writable sret(%struct.S6) align 1 %43, i32 noundef 106)
  %401 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %45, ptr align 1 %401, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %46, ptr align 1 %43, i64 6, i1 false)
  %402 = call i32 @sum6(ptr noundef %45, i32 noundef 6, ptr noundef %46)
  store i32 %402, ptr %44, align 4
  %403 = load i32, ptr %44, align 4
  %404 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %405 = getelementptr inbounds %struct.S6, ptr %404, i32 0, i32 0
  %406 = getelementptr inbounds [6 x i8], ptr %405, i64 0, i64 0
  %407 = load i8, ptr %406, align 1
  %408 = zext i8 %407 to i32
  %409 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %410 = getelementptr inbounds %struct.S6, ptr %409, i32 0, i32 0
  %411 = getelementptr inbounds [6 x i8], ptr %410, i64 0, i64 5
  %412 = load i8, ptr %411, align 1
  %413 = zext i8 %412 to i32
  %414 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 0
  %415 = getelementptr inbounds [3 x i8], ptr %414, i64 0, i64 0
  %416 = call i32 @guard_check(ptr noundef %415, i32 noundef 3)
  %417 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 2
  %418 = getelementptr inbounds [9 x i8], ptr %417, i64 0, i64 0
  %419 = call i32 @guard_check(ptr noundef %418, i32 noundef 9)
  %420 = add i32 %416, %419
  %421 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 6, i32 noundef %403, i32 noundef %408, i32 noundef %413, i32 noundef %420)
  br label %422

422:                                              ; preds = %400
  br label %423

423:                                              ; preds = %422
  call void @llvm.memset.p0.i64(ptr align 1 %47, i8 -91, i64 19, i1 false)
  %424 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  call void @make7(ptr dead_on_unwind writable sret(%struct.S7) align 1 %48, i32 noundef 7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %424, ptr align 1 %48, i64 7, i1 false)
  store i32 0, ptr %49, align 4
  br label %425

425:                                              ; preds = %432, %423
  %426 = load i32, ptr %49, align 4
  %427 = icmp slt i32 %426, 3
  br i1 %427, label %428, label %435

428:                                              ; preds = %425
  %429 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %430 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %431 = load i32, ptr %49, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %51, ptr align 1 %430, i64 7, i1 false)
  call void @bump7(ptr dead_on_unwind writable sret(%struct.S7) align 1 %50, ptr noundef %51, i32 noundef %431)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %429, ptr align 1 %50, i64 7, i1 false)
  br label %432

432:                                              ; preds = %428
  %433 = load i32, ptr %49, align 4
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr %49, align 4
  br label %425, !llvm.loop !78

435:                                              ; preds = %425
  call void @make7(ptr dead_on_unwind writable sret(%struct.S7) align 1 %52, i32 noundef 107)
  %436 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %54, ptr align 1 %436, i64 7, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr align 1 %52, i64 7, i1 false)
  %437 = call i32 @sum7(ptr noundef %54, i32 noundef 7, ptr noundef %55)
  store i32 %437, ptr %53, align 4
  %438 = load i32, ptr %53, align 4
  %439 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %440 = getelementptr inbounds %struct.S7, ptr %439, i32 0, i32 0
  %441 = getelementptr inbounds [7 x i8], ptr %440, i64 0, i64 0
  %442 = load i8, ptr %441, align 1
  %443 = zext i8 %442 to i32
  %444 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %445 = getelementptr inbounds %struct.S7, ptr %444, i32 0, i32 0
  %446 = getelementptr inbounds [7 x i8], ptr %445, i64 0, i64 6
  %447 = load i8, ptr %446, align 1
  %448 = zext i8 %447 to i32
  %449 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 0
  %450 = getelementptr inbounds [3 x i8], ptr %449, i64 0, i64 0
  %451 = call i32 @guard_check(ptr noundef %450, i32 noundef 3)
  %452 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 2
  %453 = getelementptr inbounds [9 x i8], ptr %452, i64 0, i64 0
  %454 = call i32 @guard_check(ptr noundef %453, i32 noundef 9)
  %455 = add i32 %451, %454
  %456 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 7, i32 noundef %438, i32 noundef %443, i32 noundef %448, i32 noundef %455)
  br label %457

457:                                              ; preds = %435
  br label %458

458:                                              ; preds = %457
  call void @llvm.memset.p0.i64(ptr align 1 %56, i8 -91, i64 20, i1 false)
  %459 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %460 = call i64 @make8(i32 noundef 8)
  %461 = getelementptr inbounds %struct.S8, ptr %57, i32 0, i32 0
  store i64 %460, ptr %461, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %459, ptr align 1 %57, i64 8, i1 false)
  store i32 0, ptr %58, align 4
  br label %462

462:                                              ; preds = %473, %458
  %463 = load i32, ptr %58, align 4
  %464 = icmp slt i32 %463, 3
  br i1 %464, label %465, label %476

465:                                              ; preds = %462
  %466 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %467 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %468 = load i32, ptr %58, align 4
  %469 = getelementptr inbounds %struct.S8, ptr %467, i32 0, i32 0
  %470 = load i64, ptr %469, align 1
  %471 = call i64 @bump8(i64 %470, i32 noundef %468)
  %472 = getelementptr inbounds %struct.S8, ptr %59, i32 0, i32 0
  store i64 %471, ptr %472, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %466, ptr align 1 %59, i64 8, i1 false)
  br label %473

473:                                              ; preds = %465
  %474 = load i32, ptr %58, align 4
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr %58, align 4
  br label %462, !llvm.loop !79

476:                                              ; preds = %462
  %477 = call i64 @make8(i32 noundef 108)
  %478 = getelementptr inbounds %struct.S8, ptr %60, i32 0, i32 0
  store i64 %477, ptr %478, align 1
  %479 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %480 = getelementptr inbounds %struct.S8, ptr %479, i32 0, i32 0
  %481 = load i64, ptr %480, align 1
  %482 = getelementptr inbounds %struct.S8, ptr %60, i32 0, i32 0
  %483 = load i64, ptr %482, align 1
  %484 = call i32 @sum8(i64 %481, i32 noundef 8, i64 %483)
  store i32 %484, ptr %61, align 4
  %485 = load i32, ptr %61, align 4
  %486 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %487 = getelementptr inbounds %struct.S8, ptr %486, i32 0, i32 0
  %488 = getelementptr inbounds [8 x i8], ptr %487, i64 0, i64 0
  %489 = load i8, ptr %488, align 1
  %490 = zext i8 %489 to i32
  %491 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %492 = getelementptr inbounds %struct.S8, ptr %491, i32 0, i32 0
  %493 = getelementptr inbounds [8 x i8], ptr %492, i64 0, i64 7
  %494 = load i8, ptr %493, align 1
  %495 = zext i8 %494 to i32
  %496 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 0
  %497 = getelementptr inbounds [3 x i8], ptr %496, i64 0, i64 0
  %498 = call i32 @guard_check(ptr noundef %497, i32 noundef 3)
  %499 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 2
  %500 = getelementptr inbounds [9 x i8], ptr %499, i64 0, i64 0
  %501 = call i32 @guard_check(ptr noundef %500, i32 noundef 9)
  %502 = add i32 %498, %501
  %503 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 8, i32 noundef %485, i32 noundef %490, i32 noundef %495, i32 noundef %502)
  br label %504

504:                                              ; preds = %476
  br label %505

505:                                              ; preds = %504
  call void @llvm.memset.p0.i64(ptr align 1 %62, i8 -91, i64 21, i1 false)
  %506 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  call void @make9(ptr dead_on_unwind writable sret(%struct.S9) align 1 %63, i32 noundef 9)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %506, ptr align 1 %63, i64 9, i1 false)
  store i32 0, ptr %64, align 4
  br label %507

507:                                              ; preds = %514, %505
  %508 = load i32, ptr %64, align 4
  %509 = icmp slt i32 %508, 3
  br i1 %509, label %510, label %517

510:                                              ; preds = %507
  %511 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %512 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %513 = load i32, ptr %64, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %66, ptr align 1 %512, i64 9, i1 false)
  call void @bump9(ptr dead_on_unwind writable sret(%struct.S9) align 1 %65, ptr noundef %66, i32 noundef %513)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %511, ptr align 1 %65, i64 9, i1 false)
  br label %514

514:                                              ; preds = %510
  %515 = load i32, ptr %64, align 4
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr %64, align 4
  br label %507, !llvm.loop !80

517:                                              ; preds = %507
  call void @make9(ptr dead_on_unwind writable sret(%struct.S9) align 1 %67, i32 noundef 109)
  %518 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr align 1 %518, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %70, ptr align 1 %67, i64 9, i1 false)
  %519 = call i32 @sum9(ptr noundef %69, i32 noundef 9, ptr noundef %70)
  store i32 %519, ptr %68, align 4
  %520 = load i32, ptr %68, align 4
  %521 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %522 = getelementptr inbounds %struct.S9, ptr %521, i32 0, i32 0
  %523 = getelementptr inbounds [9 x i8], ptr %522, i64 0, i64 0
  %524 = load i8, ptr %523, align 1
  %525 = zext i8 %524 to i32
  %526 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %527 = getelementptr inbounds %struct.S9, ptr %526, i32 0, i32 0
  %528 = getelementptr inbounds [9 x i8], ptr %527, i64 0, i64 8
  %529 = load i8, ptr %528, align 1
  %530 = zext i8 %529 to i32
  %531 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 0
  %532 = getelementptr inbounds [3 x i8], ptr %531, i64 0, i64 0
  %533 = call i32 @guard_check(ptr noundef %532, i32 noundef 3)
  %534 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 2
  %535 = getelementptr inbounds [9 x i8], ptr %534, i64 0, i64 0
  %536 = call i32 @guard_check(ptr noundef %535, i32 noundef 9)
  %537 = add i32 %533, %536
  %538 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 9, i32 noundef %520, i32 noundef %525, i32 noundef %530, i32 noundef %537)
  br label %539

539:                                              ; preds = %517
  br label %540

540:                                              ; preds = %539
  call void @llvm.memset.p0.i64(ptr align 1 %71, i8 -91, i64 22, i1 false)
  %541 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 1
  call void @make10(ptr dead_on_unwind writable sret(%struct.S10) align 1 %72, i32 noundef 10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %541, ptr align 1 %72, i64 10, i1 false)
  store i32 0, ptr %73, align 4
  br label %542

542:                                              ; preds = %549, %540
  %543 = load i32, ptr %73, align 4
  %544 = icmp slt i32 %543, 3
  br i1 %544, label %545, label %552

545:                                              ; preds = %542
  %546 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 1
  %547 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 1
  %548 = load i32, ptr %73, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %75, ptr align 1 %547, i64 10, i1 false)
  call void @bump10(ptr dead_on_unwind writable sret(%struct.S10) align 1 %74, ptr noundef %75, i32 noundef %548)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %546, ptr align 1 %74, i64 10, i1 false)
  br label %549

549:                                              ; preds = %545
  %550 = load i32, ptr %73, align 4
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr %73, align 4
  br label %542, !llvm.loop !81

552:                                              ; preds = %542
  call void @make10(ptr dead_on_unwind writable sret(%struct.S10) align 1 %76, i32 noundef 110)
  %553 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %78, ptr align 1 %553, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %76, i64 10, i1 false)
  %554 = call i32 @sum10(ptr noundef %78, i32 noundef 10, ptr noundef %79)
  store i32 %554, ptr %77, align 4
  %555 = load i32, ptr %77, align 4
  %556 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 1
  %557 = getelementptr inbounds %struct.S10, ptr %556, i32 0, i32 0
  %558 = getelementptr inbounds [10 x i8], ptr %557, i64 0, i64 0
  %559 = load i8, ptr %558, align 1
  %560 = zext i8 %559 to i32
  %561 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 1
  %562 = getelementptr inbounds %struct.S10, ptr %561, i32 0, i32 0
  %563 = getelementptr inbounds [10 x i8], ptr %562, i64 0, i64 9
  %564 = load i8, ptr %563, align 1
  %565 = zext i8 %564 to i32
  %566 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 0
  %567 = getelementptr inbounds [3 x i8], ptr %566, i64 0, i64 0
  %568 = call i32 @guard_check(ptr noundef %567, i32 noundef 3)
  %569 = getelementptr inbounds %struct.anon.9, ptr %71, i32 0, i32 2
  %570 = getelementptr inbounds [9 x i8], ptr %569, i64 0, i64 0
  %571 = call i32 @guard_check(ptr noundef %570, i32 noundef 9)
  %572 = add i32 %568, %571
  %573 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 10, i32 noundef %555, i32 noundef %560, i32 noundef %565, i32 noundef %572)
  br label %574

574:                                              ; preds = %552
  br label %575

575:                                              ; preds = %574
  call void @llvm.memset.p0.i64(ptr align 1 %80, i8 -91, i64 23, i1 false)
  %576 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 1
  call void @fill11(ptr noundef %576, i32 noundef 11)
  store i32 0, ptr %81, align 4
  br label %577

577:                                              ; preds = %584, %575
  %578 = load i32, ptr %81, align 4
  %579 = icmp slt i32 %578, 3
  br i1 %579, label %580, label %587

580:                                              ; preds = %577
  %581 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 1
  %582 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 1
  %583 = load i32, ptr %81, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %82, ptr align 1 %582, i64 11, i1 false)
  call void @bumpp11(ptr noundef %581, ptr noundef %82, i32 noundef %583)
  br label %584

584:                                              ; preds = %580
  %585 = load i32, ptr %81, align 4
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr %81, align 4
  br label %577, !llvm.loop !82

587:                                              ; preds = %577
  call void @fill11(ptr noundef %83, i32 noundef 111)
  %588 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr align 1 %588, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %86, ptr align 1 %83, i64 11, i1 false)
  %589 = call i32 @sum11(ptr noundef %85, i32 noundef 11, ptr noundef %86)
  store i32 %589, ptr %84, align 4
  %590 = load i32, ptr %84, align 4
  %591 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 1
  %592 = getelementptr inbounds %struct.S11, ptr %591, i32 0, i32 0
  %593 = getelementptr inbounds [11 x i8], ptr %592, i64 0, i64 0
  %594 = load i8, ptr %593, align 1
  %595 = zext i8 %594 to i32
  %596 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 1
  %597 = getelementptr inbounds %struct.S11, ptr %596, i32 0, i32 0
  %598 = getelementptr inbounds [11 x i8], ptr %597, i64 0, i64 10
  %599 = load i8, ptr %598, align 1
  %600 = zext i8 %599 to i32
  %601 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 0
  %602 = getelementptr inbounds [3 x i8], ptr %601, i64 0, i64 0
  %603 = call i32 @guard_check(ptr noundef %602, i32 noundef 3)
  %604 = getelementptr inbounds %struct.anon.10, ptr %80, i32 0, i32 2
  %605 = getelementptr inbounds [9 x i8], ptr %604, i64 0, i64 0
  %606 = call i32 @guard_check(ptr noundef %605, i32 noundef 9)
  %607 = add i32 %603, %606
  %608 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 11, i32 noundef %590, i32 noundef %595, i32 noundef %600, i32 noundef %607)
  br label %609

609:                                              ; preds = %587
  br label %610

610:                                              ; preds = %609
  call void @llvm.memset.p0.i64(ptr align 1 %87, i8 -91, i64 24, i1 false)
  %611 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 1
  call void @make12(ptr dead_on_unwind writable sret(%struct.S12) align 1 %88, i32 noundef 12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %611, ptr align 1 %88, i64 12, i1 false)
  store i32 0, ptr %89, align 4
  br label %612

612:                                              ; preds = %619, %610
  %613 = load i32, ptr %89, align 4
  %614 = icmp slt i32 %613, 3
  br i1 %614, label %615, label %622

615:                                              ; preds = %612
  %616 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 1
  %617 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 1
  %618 = load i32, ptr %89, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %91, ptr align 1 %617, i64 12, i1 false)
  call void @bump12(ptr dead_on_unwind writable sret(%struct.S12) align 1 %90, ptr noundef %91, i32 noundef %618)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %616, ptr align 1 %90, i64 12, i1 false)
  br label %619

619:                                              ; preds = %615
  %620 = load i32, ptr %89, align 4
  %621 = add nsw i32 %620, 1
  store i32 %621, ptr %89, align 4
  br label %612, !llvm.loop !83

622:                                              ; preds = %612
  call void @make12(ptr dead_on_unwind writable sret(%struct.S12) align 1 %92, i32 noundef 112)
  %623 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr align 1 %623, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %95, ptr align 1 %92, i64 12, i1 false)
  %624 = call i32 @sum12(ptr noundef %94, i32 noundef 12, ptr noundef %95)
  store i32 %624, ptr %93, align 4
  %625 = load i32, ptr %93, align 4
  %626 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 1
  %627 = getelementptr inbounds %struct.S12, ptr %626, i32 0, i32 0
  %628 = getelementptr inbounds [12 x i8], ptr %627, i64 0, i64 0
  %629 = load i8, ptr %628, align 1
  %630 = zext i8 %629 to i32
  %631 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 1
  %632 = getelementptr inbounds %struct.S12, ptr %631, i32 0, i32 0
  %633 = getelementptr inbounds [12 x i8], ptr %632, i64 0, i64 11
  %634 = load i8, ptr %633, align 1
  %635 = zext i8 %634 to i32
  %636 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 0
  %637 = getelementptr inbounds [3 x i8], ptr %636, i64 0, i64 0
  %638 = call i32 @guard_check(ptr noundef %637, i32 noundef 3)
  %639 = getelementptr inbounds %struct.anon.11, ptr %87, i32 0, i32 2
  %640 = getelementptr inbounds [9 x i8], ptr %639, i64 0, i64 0
  %641 = call i32 @guard_check(ptr noundef %640, i32 noundef 9)
  %642 = add i32 %638, %641
  %643 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 12, i32 noundef %625, i32 noundef %630, i32 noundef %635, i32 noundef %642)
  br label %644

644:                                              ; preds = %622
  br label %645

645:                                              ; preds = %644
  call void @llvm.memset.p0.i64(ptr align 1 %96, i8 -91, i64 25, i1 false)
  %646 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 1
  call void @fill13(ptr noundef %646, i32 noundef 13)
  store i32 0, ptr %97, align 4
  br label %647

647:                                              ; preds = %654, %645
  %648 = load i32, ptr %97, align 4
  %649 = icmp slt i32 %648, 3
  br i1 %649, label %650, label %657

650:                                              ; preds = %647
  %651 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 1
  %652 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 1
  %653 = load i32, ptr %97, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %98, ptr align 1 %652, i64 13, i1 false)
  call void @bumpp13(ptr noundef %651, ptr noundef %98, i32 noundef %653)
  br label %654

654:                                              ; preds = %650
  %655 = load i32, ptr %97, align 4
  %656 = add nsw i32 %655, 1
  store i32 %656, ptr %97, align 4
  br label %647, !llvm.loop !84

657:                                              ; preds = %647
  call void @fill13(ptr noundef %99, i32 noundef 113)
  %658 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %101, ptr align 1 %658, i64 13, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %102, ptr align 1 %99, i64 13, i1 false)
  %659 = call i32 @sum13(ptr noundef %101, i32 noundef 13, ptr noundef %102)
  store i32 %659, ptr %100, align 4
  %660 = load i32, ptr %100, align 4
  %661 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 1
  %662 = getelementptr inbounds %struct.S13, ptr %661, i32 0, i32 0
  %663 = getelementptr inbounds [13 x i8], ptr %662, i64 0, i64 0
  %664 = load i8, ptr %663, align 1
  %665 = zext i8 %664 to i32
  %666 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 1
  %667 = getelementptr inbounds %struct.S13, ptr %666, i32 0, i32 0
  %668 = getelementptr inbounds [13 x i8], ptr %667, i64 0, i64 12
  %669 = load i8, ptr %668, align 1
  %670 = zext i8 %669 to i32
  %671 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 0
  %672 = getelementptr inbounds [3 x i8], ptr %671, i64 0, i64 0
  %673 = call i32 @guard_check(ptr noundef %672, i32 noundef 3)
  %674 = getelementptr inbounds %struct.anon.12, ptr %96, i32 0, i32 2
  %675 = getelementptr inbounds [9 x i8], ptr %674, i64 0, i64 0
  %676 = call i32 @guard_check(ptr noundef %675, i32 noundef 9)
  %677 = add i32 %673, %676
  %678 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 13, i32 noundef %660, i32 noundef %665, i32 noundef %670, i32 noundef %677)
  br label %679

679:                                              ; preds = %657
  br label %680

680:                                              ; preds = %679
  call void @llvm.memset.p0.i64(ptr align 1 %103, i8 -91, i64 26, i1 false)
  %681 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 1
  call void @fill14(ptr noundef %681, i32 noundef 14)
  store i32 0, ptr %104, align 4
  br label %682

682:                                              ; preds = %689, %680
  %683 = load i32, ptr %104, align 4
  %684 = icmp slt i32 %683, 3
  br i1 %684, label %685, label %692

685:                                              ; preds = %682
  %686 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 1
  %687 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 1
  %688 = load i32, ptr %104, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %105, ptr align 1 %687, i64 14, i1 false)
  call void @bumpp14(ptr noundef %686, ptr noundef %105, i32 noundef %688)
  br label %689

689:                                              ; preds = %685
  %690 = load i32, ptr %104, align 4
  %691 = add nsw i32 %690, 1
  store i32 %691, ptr %104, align 4
  br label %682, !llvm.loop !85

692:                                              ; preds = %682
  call void @fill14(ptr noundef %106, i32 noundef 114)
  %693 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %108, ptr align 1 %693, i64 14, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %109, ptr align 1 %106, i64 14, i1 false)
  %694 = call i32 @sum14(ptr noundef %108, i32 noundef 14, ptr noundef %109)
  store i32 %694, ptr %107, align 4
  %695 = load i32, ptr %107, align 4
  %696 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 1
  %697 = getelementptr inbounds %struct.S14, ptr %696, i32 0, i32 0
  %698 = getelementptr inbounds [14 x i8], ptr %697, i64 0, i64 0
  %699 = load i8, ptr %698, align 1
  %700 = zext i8 %699 to i32
  %701 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 1
  %702 = getelementptr inbounds %struct.S14, ptr %701, i32 0, i32 0
  %703 = getelementptr inbounds [14 x i8], ptr %702, i64 0, i64 13
  %704 = load i8, ptr %703, align 1
  %705 = zext i8 %704 to i32
  %706 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 0
  %707 = getelementptr inbounds [3 x i8], ptr %706, i64 0, i64 0
  %708 = call i32 @guard_check(ptr noundef %707, i32 noundef 3)
  %709 = getelementptr inbounds %struct.anon.13, ptr %103, i32 0, i32 2
  %710 = getelementptr inbounds [9 x i8], ptr %709, i64 0, i64 0
  %711 = call i32 @guard_check(ptr noundef %710, i32 noundef 9)
  %712 = add i32 %708, %711
  %713 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 14, i32 noundef %695, i32 noundef %700, i32 noundef %705, i32 noundef %712)
  br label %714

714:                                              ; preds = %692
  br label %715

715:                                              ; preds = %714
  call void @llvm.memset.p0.i64(ptr align 1 %110, i8 -91, i64 27, i1 false)
  %716 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 1
  call void @fill15(ptr noundef %716, i32 noundef 15)
  store i32 0, ptr %111, align 4
  br label %717

717:                                              ; preds = %724, %715
  %718 = load i32, ptr %111, align 4
  %719 = icmp slt i32 %718, 3
  br i1 %719, label %720, label %727

720:                                              ; preds = %717
  %721 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 1
  %722 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 1
  %723 = load i32, ptr %111, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %112, ptr align 1 %722, i64 15, i1 false)
  call void @bumpp15(ptr noundef %721, ptr noundef %112, i32 noundef %723)
  br label %724

724:                                              ; preds = %720
  %725 = load i32, ptr %111, align 4
  %726 = add nsw i32 %725, 1
  store i32 %726, ptr %111, align 4
  br label %717, !llvm.loop !86

727:                                              ; preds = %717
  call void @fill15(ptr noundef %113, i32 noundef 115)
  %728 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %115, ptr align 1 %728, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %116, ptr align 1 %113, i64 15, i1 false)
  %729 = call i32 @sum15(ptr noundef %115, i32 noundef 15, ptr noundef %116)
  store i32 %729, ptr %114, align 4
  %730 = load i32, ptr %114, align 4
  %731 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 1
  %732 = getelementptr inbounds %struct.S15, ptr %731, i32 0, i32 0
  %733 = getelementptr inbounds [15 x i8], ptr %732, i64 0, i64 0
  %734 = load i8, ptr %733, align 1
  %735 = zext i8 %734 to i32
  %736 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 1
  %737 = getelementptr inbounds %struct.S15, ptr %736, i32 0, i32 0
  %738 = getelementptr inbounds [15 x i8], ptr %737, i64 0, i64 14
  %739 = load i8, ptr %738, align 1
  %740 = zext i8 %739 to i32
  %741 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 0
  %742 = getelementptr inbounds [3 x i8], ptr %741, i64 0, i64 0
  %743 = call i32 @guard_check(ptr noundef %742, i32 noundef 3)
  %744 = getelementptr inbounds %struct.anon.14, ptr %110, i32 0, i32 2
  %745 = getelementptr inbounds [9 x i8], ptr %744, i64 0, i64 0
  %746 = call i32 @guard_check(ptr noundef %745, i32 noundef 9)
  %747 = add i32 %743, %746
  %748 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 15, i32 noundef %730, i32 noundef %735, i32 noundef %740, i32 noundef %747)
  br label %749

749:                                              ; preds = %727
  br label %750

750:                                              ; preds = %749
  call void @llvm.memset.p0.i64(ptr align 1 %117, i8 -91, i64 28, i1 false)
  %751 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 1
  call void @make16(ptr dead_on_unwind writable sret(%struct.S16) align 1 %118, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %751, ptr align 1 %118, i64 16, i1 false)
  store i32 0, ptr %119, align 4
  br label %752

752:                                              ; preds = %759, %750
  %753 = load i32, ptr %119, align 4
  %754 = icmp slt i32 %753, 3
  br i1 %754, label %755, label %762

755:                                              ; preds = %752
  %756 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 1
  %757 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 1
  %758 = load i32, ptr %119, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %121, ptr align 1 %757, i64 16, i1 false)
  call void @bump16(ptr dead_on_unwind writable sret(%struct.S16) align 1 %120, ptr noundef %121, i32 noundef %758)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %756, ptr align 1 %120, i64 16, i1 false)
  br label %759

759:                                              ; preds = %755
  %760 = load i32, ptr %119, align 4
  %761 = add nsw i32 %760, 1
  store i32 %761, ptr %119, align 4
  br label %752, !llvm.loop !87

762:                                              ; preds = %752
  call void @make16(ptr dead_on_unwind writable sret(%struct.S16) align 1 %122, i32 noundef 116)
  %763 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %124, ptr align 1 %763, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %125, ptr align 1 %122, i64 16, i1 false)
  %764 = call i32 @sum16(ptr noundef %124, i32 noundef 16, ptr noundef %125)
  store i32 %764, ptr %123, align 4
  %765 = load i32, ptr %123, align 4
  %766 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 1
  %767 = getelementptr inbounds %struct.S16, ptr %766, i32 0, i32 0
  %768 = getelementptr inbounds [16 x i8], ptr %767, i64 0, i64 0
  %769 = load i8, ptr %768, align 1
  %770 = zext i8 %769 to i32
  %771 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 1
  %772 = getelementptr inbounds %struct.S16, ptr %771, i32 0, i32 0
  %773 = getelementptr inbounds [16 x i8], ptr %772, i64 0, i64 15
  %774 = load i8, ptr %773, align 1
  %775 = zext i8 %774 to i32
  %776 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 0
  %777 = getelementptr inbounds [3 x i8], ptr %776, i64 0, i64 0
  %778 = call i32 @guard_check(ptr noundef %777, i32 noundef 3)
  %779 = getelementptr inbounds %struct.anon.15, ptr %117, i32 0, i32 2
  %780 = getelementptr inbounds [9 x i8], ptr %779, i64 0, i64 0
  %781 = call i32 @guard_check(ptr noundef %780, i32 noundef 9)
  %782 = add i32 %778, %781
  %783 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 16, i32 noundef %765, i32 noundef %770, i32 noundef %775, i32 noundef %782)
  br label %784

784:                                              ; preds = %762
  br label %785

785:                                              ; preds = %784
  call void @llvm.memset.p0.i64(ptr align 1 %126, i8 -91, i64 29, i1 false)
  %786 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 1
  call void @make17(ptr dead_on_unwind writable sret(%struct.S17) align 1 %127, i32 noundef 17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %786, ptr align 1 %127, i64 17, i1 false)
  store i32 0, ptr %128, align 4
  br label %787

787:                                              ; preds = %794, %785
  %788 = load i32, ptr %128, align 4
  %789 = icmp slt i32 %788, 3
  br i1 %789, label %790, label %797

790:                                              ; preds = %787
  %791 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 1
  %792 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 1
  %793 = load i32, ptr %128, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %130, ptr align 1 %792, i64 17, i1 false)
  call void @bump17(ptr dead_on_unwind writable sret(%struct.S17) align 1 %129, ptr noundef %130, i32 noundef %793)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %791, ptr align 1 %129, i64 17, i1 false)
  br label %794

794:                                              ; preds = %790
  %795 = load i32, ptr %128, align 4
  %796 = add nsw i32 %795, 1
  store i32 %796, ptr %128, align 4
  br label %787, !llvm.loop !88

797:                                              ; preds = %787
  call void @make17(ptr dead_on_unwind writable sret(%struct.S17) align 1 %131, i32 noundef 117)
  %798 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %133, ptr align 1 %798, i64 17, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %134, ptr align 1 %131, i64 17, i1 false)
  %799 = call i32 @sum17(ptr noundef %133, i32 noundef 17, ptr noundef %134)
  store i32 %799, ptr %132, align 4
  %800 = load i32, ptr %132, align 4
  %801 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 1
  %802 = getelementptr inbounds %struct.S17, ptr %801, i32 0, i32 0
  %803 = getelementptr inbounds [17 x i8], ptr %802, i64 0, i64 0
  %804 = load i8, ptr %803, align 1
  %805 = zext i8 %804 to i32
  %806 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 1
  %807 = getelementptr inbounds %struct.S17, ptr %806, i32 0, i32 0
  %808 = getelementptr inbounds [17 x i8], ptr %807, i64 0, i64 16
  %809 = load i8, ptr %808, align 1
  %810 = zext i8 %809 to i32
  %811 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 0
  %812 = getelementptr inbounds [3 x i8], ptr %811, i64 0, i64 0
  %813 = call i32 @guard_check(ptr noundef %812, i32 noundef 3)
  %814 = getelementptr inbounds %struct.anon.16, ptr %126, i32 0, i32 2
  %815 = getelementptr inbounds [9 x i8], ptr %814, i64 0, i64 0
  %816 = call i32 @guard_check(ptr noundef %815, i32 noundef 9)
  %817 = add i32 %813, %816
  %818 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 17, i32 noundef %800, i32 noundef %805, i32 noundef %810, i32 noundef %817)
  br label %819

819:                                              ; preds = %797
  store i32 0, ptr %137, align 4
  br label %820

820:                                              ; preds = %834, %819
  %821 = load i32, ptr %137, align 4
  %822 = icmp slt i32 %821, 4
  br i1 %822, label %823, label %837

823:                                              ; preds = %820
  %824 = load i32, ptr %137, align 4
  %825 = sext i32 %824 to i64
  %826 = getelementptr inbounds [4 x %struct.S3], ptr %135, i64 0, i64 %825
  %827 = load i32, ptr %137, align 4
  %828 = mul nsw i32 10, %827
  call void @make3(ptr dead_on_unwind writable sret(%struct.S3) align 1 %138, i32 noundef %828)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %826, ptr align 1 %138, i64 3, i1 false)
  %829 = load i32, ptr %137, align 4
  %830 = sext i32 %829 to i64
  %831 = getelementptr inbounds [4 x %struct.S7], ptr %136, i64 0, i64 %830
  %832 = load i32, ptr %137, align 4
  %833 = mul nsw i32 20, %832
  call void @make7(ptr dead_on_unwind writable sret(%struct.S7) align 1 %139, i32 noundef %833)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %831, ptr align 1 %139, i64 7, i1 false)
  br label %834

834:                                              ; preds = %823
  %835 = load i32, ptr %137, align 4
  %836 = add nsw i32 %835, 1
  store i32 %836, ptr %137, align 4
  br label %820, !llvm.loop !89

837:                                              ; preds = %820
  store i32 0, ptr %140, align 4
  br label %838

838:                                              ; preds = %854, %837
  %839 = load i32, ptr %140, align 4
  %840 = icmp slt i32 %839, 4
  br i1 %840, label %841, label %857

841:                                              ; preds = %838
  %842 = load i32, ptr %140, align 4
  %843 = sext i32 %842 to i64
  %844 = getelementptr inbounds [4 x %struct.S3], ptr %135, i64 0, i64 %843
  %845 = load i32, ptr %140, align 4
  %846 = sext i32 %845 to i64
  %847 = getelementptr inbounds [4 x %struct.S3], ptr %135, i64 0, i64 %846
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %142, ptr align 1 %847, i64 3, i1 false)
  call void @bump3(ptr dead_on_unwind writable sret(%struct.S3) align 1 %141, ptr noundef %142, i32 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %844, ptr align 1 %141, i64 3, i1 false)
  %848 = load i32, ptr %140, align 4
  %849 = sext i32 %848 to i64
  %850 = getelementptr inbounds [4 x %struct.S7], ptr %136, i64 0, i64 %849
  %851 = load i32, ptr %140, align 4
  %852 = sext i32 %851 to i64
  %853 = getelementptr inbounds [4 x %struct.S7], ptr %136, i64 0, i64 %852
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %144, ptr align 1 %853, i64 7, i1 false)
  call void @bump7(ptr dead_on_unwind writable sret(%struct.S7) align 1 %143, ptr noundef %144, i32 noundef 2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %850, ptr align 1 %143, i64 7, i1 false)
  br label %854

854:                                              ; preds = %841
  %855 = load i32, ptr %140, align 4
  %856 = add nsw i32 %855, 2
  store i32 %856, ptr %140, align 4
  br label %838, !llvm.loop !90

857:                                              ; preds = %838
  store i32 0, ptr %145, align 4
  store i32 0, ptr %146, align 4
  br label %858

858:                                              ; preds = %882, %857
  %859 = load i32, ptr %146, align 4
  %860 = icmp slt i32 %859, 4
  br i1 %860, label %861, label %885

861:                                              ; preds = %858
  store i32 0, ptr %147, align 4
  br label %862

862:                                              ; preds = %878, %861
  %863 = load i32, ptr %147, align 4
  %864 = icmp slt i32 %863, 3
  br i1 %864, label %865, label %881

865:                                              ; preds = %862
  %866 = load i32, ptr %145, align 4
  %867 = mul i32 %866, 17
  %868 = load i32, ptr %146, align 4
  %869 = sext i32 %868 to i64
  %870 = getelementptr inbounds [4 x %struct.S3], ptr %135, i64 0, i64 %869
  %871 = getelementptr inbounds %struct.S3, ptr %870, i32 0, i32 0
  %872 = load i32, ptr %147, align 4
  %873 = sext i32 %872 to i64
  %874 = getelementptr inbounds [3 x i8], ptr %871, i64 0, i64 %873
  %875 = load i8, ptr %874, align 1
  %876 = zext i8 %875 to i32
  %877 = add i32 %867, %876
  store i32 %877, ptr %145, align 4
  br label %878

878:                                              ; preds = %865
  %879 = load i32, ptr %147, align 4
  %880 = add nsw i32 %879, 1
  store i32 %880, ptr %147, align 4
  br label %862, !llvm.loop !91

881:                                              ; preds = %862
  br label %882

882:                                              ; preds = %881
  %883 = load i32, ptr %146, align 4
  %884 = add nsw i32 %883, 1
  store i32 %884, ptr %146, align 4
  br label %858, !llvm.loop !92

885:                                              ; preds = %858
  store i32 0, ptr %148, align 4
  br label %886

886:                                              ; preds = %910, %885
  %887 = load i32, ptr %148, align 4
  %888 = icmp slt i32 %887, 4
  br i1 %888, label %889, label %913

889:                                              ; preds = %886
  store i32 0, ptr %149, align 4
  br label %890

890:                                              ; preds = %906, %889
  %891 = load i32, ptr %149, align 4
  %892 = icmp slt i32 %891, 7
  br i1 %892, label %893, label %909

893:                                              ; preds = %890
  %894 = load i32, ptr %145, align 4
  %895 = mul i32 %894, 13
  %896 = load i32, ptr %148, align 4
  %897 = sext i32 %896 to i64
  %898 = getelementptr inbounds [4 x %struct.S7], ptr %136, i64 0, i64 %897
  %899 = getelementptr inbounds %struct.S7, ptr %898, i32 0, i32 0
  %900 = load i32, ptr %149, align 4
  %901 = sext i32 %900 to i64
  %902 = getelementptr inbounds [7 x i8], ptr %899, i64 0, i64 %901
  %903 = load i8, ptr %902, align 1
  %904 = zext i8 %903 to i32
  %905 = add i32 %895, %904
  store i32 %905, ptr %145, align 4
  br label %906

906:                                              ; preds = %893
  %907 = load i32, ptr %149, align 4
  %908 = add nsw i32 %907, 1
  store i32 %908, ptr %149, align 4
  br label %890, !llvm.loop !93

909:                                              ; preds = %890
  br label %910

910:                                              ; preds = %909
  %911 = load i32, ptr %148, align 4
  %912 = add nsw i32 %911, 1
  store i32 %912, ptr %148, align 4
  br label %886, !llvm.loop !94

913:                                              ; preds = %886
  %914 = load i32, ptr %145, align 4
  %915 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %914)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %150, ptr align 4 @__const.main.cf, i64 8, i1 false)
  %916 = load i64, ptr %150, align 4
  %917 = call i64 @cf_f(i64 %916)
  store i64 %917, ptr %152, align 4
  %918 = load i64, ptr %152, align 4
  %919 = call i64 @cf_f(i64 %918)
  store i64 %919, ptr %151, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %150, ptr align 4 %151, i64 8, i1 false)
  %920 = getelementptr inbounds %struct.CF, ptr %150, i32 0, i32 0
  %921 = load i8, ptr %920, align 4
  %922 = sext i8 %921 to i32
  %923 = getelementptr inbounds %struct.CF, ptr %150, i32 0, i32 1
  %924 = load float, ptr %923, align 4
  %925 = fpext float %924 to double
  %926 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %922, double noundef %925)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %153, ptr align 4 @__const.main.fcc, i64 8, i1 false)
  %927 = load i64, ptr %153, align 4
  %928 = call i64 @fcc_f(i64 %927)
  store i64 %928, ptr %154, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %153, ptr align 4 %154, i64 8, i1 false)
  %929 = getelementptr inbounds %struct.FCC, ptr %153, i32 0, i32 0
  %930 = load float, ptr %929, align 4
  %931 = fpext float %930 to double
  %932 = getelementptr inbounds %struct.FCC, ptr %153, i32 0, i32 1
  %933 = load i8, ptr %932, align 4
  %934 = sext i8 %933 to i32
  %935 = getelementptr inbounds %struct.FCC, ptr %153, i32 0, i32 2
  %936 = load i8, ptr %935, align 1
  %937 = sext i8 %936 to i32
  %938 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %931, i32 noundef %934, i32 noundef %937)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %155, ptr align 8 @__const.main.sa, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %156, ptr align 8 @__const.main.sb, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %158, ptr align 8 %155, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %159, ptr align 8 %156, i64 16, i1 false)
  call void @sd_f(ptr dead_on_unwind writable sret(%struct.SD) align 8 %157, ptr noundef %158, ptr noundef %159)
  %939 = getelementptr inbounds %struct.SD, ptr %157, i32 0, i32 0
  %940 = load i16, ptr %939, align 8
  %941 = sext i16 %940 to i32
  %942 = getelementptr inbounds %struct.SD, ptr %157, i32 0, i32 1
  %943 = load double, ptr %942, align 8
  %944 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %941, double noundef %943)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %160, ptr align 8 @__const.main.d3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %163, ptr align 8 %160, i64 16, i1 false)
  call void @ds3_f(ptr dead_on_unwind writable sret(%struct.DS3) align 8 %162, ptr noundef %163)
  call void @ds3_f(ptr dead_on_unwind writable sret(%struct.DS3) align 8 %161, ptr noundef %162)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %160, ptr align 8 %161, i64 16, i1 false)
  %945 = getelementptr inbounds %struct.DS3, ptr %160, i32 0, i32 0
  %946 = load double, ptr %945, align 8
  %947 = getelementptr inbounds %struct.DS3, ptr %160, i32 0, i32 1
  %948 = getelementptr inbounds [3 x i16], ptr %947, i64 0, i64 0
  %949 = load i16, ptr %948, align 8
  %950 = sext i16 %949 to i32
  %951 = getelementptr inbounds %struct.DS3, ptr %160, i32 0, i32 1
  %952 = getelementptr inbounds [3 x i16], ptr %951, i64 0, i64 1
  %953 = load i16, ptr %952, align 2
  %954 = sext i16 %953 to i32
  %955 = getelementptr inbounds %struct.DS3, ptr %160, i32 0, i32 1
  %956 = getelementptr inbounds [3 x i16], ptr %955, i64 0, i64 2
  %957 = load i16, ptr %956, align 4
  %958 = sext i16 %957 to i32
  %959 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %946, i32 noundef %950, i32 noundef %954, i32 noundef %958)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %164, ptr align 4 @__const.main.b, i64 12, i1 false)
  store i32 0, ptr %165, align 4
  br label %960

960:                                              ; preds = %974, %913
  %961 = load i32, ptr %165, align 4
  %962 = icmp slt i32 %961, 4
  br i1 %962, label %963, label %977

963:                                              ; preds = %960
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %167, ptr align 4 %164, i64 12, i1 false)
  call void @bef_f(ptr dead_on_unwind writable sret(%struct.BEF) align 4 %166, ptr noundef %167)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %164, ptr align 4 %166, i64 12, i1 false)
  %964 = getelementptr inbounds %struct.BEF, ptr %164, i32 0, i32 0
  %965 = load i8, ptr %964, align 4
  %966 = trunc i8 %965 to i1
  %967 = zext i1 %966 to i32
  %968 = getelementptr inbounds %struct.BEF, ptr %164, i32 0, i32 1
  %969 = load i32, ptr %968, align 4
  %970 = getelementptr inbounds %struct.BEF, ptr %164, i32 0, i32 2
  %971 = load float, ptr %970, align 4
  %972 = fpext float %971 to double
  %973 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %967, i32 noundef %969, double noundef %972)
  br label %974

974:                                              ; preds = %963
  %975 = load i32, ptr %165, align 4
  %976 = add nsw i32 %975, 1
  store i32 %976, ptr %165, align 4
  br label %960, !llvm.loop !95

977:                                              ; preds = %960
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %168, ptr align 8 @__const.main.n, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %170, ptr align 8 %168, i64 16, i1 false)
  call void @nested_f(ptr dead_on_unwind writable sret(%struct.Nested) align 8 %169, ptr noundef %170)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %168, ptr align 8 %169, i64 16, i1 false)
  %978 = getelementptr inbounds %struct.Nested, ptr %168, i32 0, i32 0
  %979 = load float, ptr %978, align 8
  %980 = fpext float %979 to double
  %981 = getelementptr inbounds %struct.Nested, ptr %168, i32 0, i32 1
  %982 = getelementptr inbounds %struct.anon, ptr %981, i32 0, i32 0
  %983 = load float, ptr %982, align 4
  %984 = fpext float %983 to double
  %985 = getelementptr inbounds %struct.Nested, ptr %168, i32 0, i32 2
  %986 = load double, ptr %985, align 8
  %987 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %980, double noundef %984, double noundef %986)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %171, ptr align 2 @__const.main.s5, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %173, ptr align 2 %171, i64 10, i1 false)
  call void @sh5_f(ptr dead_on_unwind writable sret(%struct.SH5) align 2 %172, ptr noundef %173)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %171, ptr align 2 %172, i64 10, i1 false)
  %988 = getelementptr inbounds %struct.SH5, ptr %171, i32 0, i32 0
  %989 = getelementptr inbounds [5 x i16], ptr %988, i64 0, i64 0
  %990 = load i16, ptr %989, align 2
  %991 = sext i16 %990 to i32
  %992 = getelementptr inbounds %struct.SH5, ptr %171, i32 0, i32 0
  %993 = getelementptr inbounds [5 x i16], ptr %992, i64 0, i64 1
  %994 = load i16, ptr %993, align 2
  %995 = sext i16 %994 to i32
  %996 = getelementptr inbounds %struct.SH5, ptr %171, i32 0, i32 0
  %997 = getelementptr inbounds [5 x i16], ptr %996, i64 0, i64 2
  %998 = load i16, ptr %997, align 2
  %999 = sext i16 %998 to i32
  %1000 = getelementptr inbounds %struct.SH5, ptr %171, i32 0, i32 0
  %1001 = getelementptr inbounds [5 x i16], ptr %1000, i64 0, i64 3
  %1002 = load i16, ptr %1001, align 2
  %1003 = sext i16 %1002 to i32
  %1004 = getelementptr inbounds %struct.SH5, ptr %171, i32 0, i32 0
  %1005 = getelementptr inbounds [5 x i16], ptr %1004, i64 0, i64 4
  %1006 = load i16, ptr %1005, align 2
  %1007 = sext i16 %1006 to i32
  %1008 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %991, i32 noundef %995, i32 noundef %999, i32 noundef %1003, i32 noundef %1007)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %174, ptr align 4 @__const.main.ic, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %176, ptr align 4 %174, i64 12, i1 false)
  call void @ic5_f(ptr dead_on_unwind writable sret(%struct.IC5) align 4 %175, ptr noundef %176)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %174, ptr align 4 %175, i64 12, i1 false)
  %1009 = getelementptr inbounds %struct.IC5, ptr %174, i32 0, i32 0
  %1010 = load i32, ptr %1009, align 4
  %1011 = getelementptr inbounds %struct.IC5, ptr %174, i32 0, i32 1
  %1012 = getelementptr inbounds [5 x i8], ptr %1011, i64 0, i64 0
  %1013 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %1010, ptr noundef %1012)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @guard_check(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp ne i32 %17, 165
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr %5, align 4
  %21 = add i32 %20, %19
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %11
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %7, !llvm.loop !96

25:                                               ; preds = %7
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
!35 = distinct !{!35, !6}
!36 = distinct !{!36, !6}
!37 = distinct !{!37, !6}
!38 = distinct !{!38, !6}
!39 = distinct !{!39, !6}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = distinct !{!43, !6}
!44 = distinct !{!44, !6}
!45 = distinct !{!45, !6}
!46 = distinct !{!46, !6}
!47 = distinct !{!47, !6}
!48 = distinct !{!48, !6}
!49 = distinct !{!49, !6}
!50 = distinct !{!50, !6}
!51 = distinct !{!51, !6}
!52 = distinct !{!52, !6}
!53 = distinct !{!53, !6}
!54 = distinct !{!54, !6}
!55 = distinct !{!55, !6}
!56 = distinct !{!56, !6}
!57 = distinct !{!57, !6}
!58 = distinct !{!58, !6}
!59 = distinct !{!59, !6}
!60 = distinct !{!60, !6}
!61 = distinct !{!61, !6}
!62 = distinct !{!62, !6}
!63 = distinct !{!63, !6}
!64 = distinct !{!64, !6}
!65 = distinct !{!65, !6}
!66 = distinct !{!66, !6}
!67 = distinct !{!67, !6}
!68 = distinct !{!68, !6}
!69 = distinct !{!69, !6}
!70 = distinct !{!70, !6}
!71 = distinct !{!71, !6}
!72 = distinct !{!72, !6}
!73 = distinct !{!73, !6}
!74 = distinct !{!74, !6}
!75 = distinct !{!75, !6}
!76 = distinct !{!76, !6}
!77 = distinct !{!77, !6}
!78 = distinct !{!78, !6}
!79 = distinct !{!79, !6}
!80 = distinct !{!80, !6}
!81 = distinct !{!81, !6}
!82 = distinct !{!82, !6}
!83 = distinct !{!83, !6}
!84 = distinct !{!84, !6}
!85 = distinct !{!85, !6}
!86 = distinct !{!86, !6}
!87 = distinct !{!87, !6}
!88 = distinct !{!88, !6}
!89 = distinct !{!89, !6}
!90 = distinct !{!90, !6}
!91 = distinct !{!91, !6}
!92 = distinct !{!92, !6}
!93 = distinct !{!93, !6}
!94 = distinct !{!94, !6}
!95 = distinct !{!95, !6}
!96 = distinct !{!96, !6}

; ModuleID = 'odd_sizes.c'
source_filename = "odd_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  br label %6, !llvm.loop !6

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
  br label %9, !llvm.loop !8

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
  br label %12, !llvm.loop !9

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
  br label %8, !llvm.loop !10

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
  br label %6, !llvm.loop !11

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
  br label %9, !llvm.loop !12

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
  br label %12, !llvm.loop !13

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
  br label %8, !llvm.loop !14

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
  br label %6, !llvm.loop !15

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp3(ptr noundef %0, i24 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S3, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S3, ptr %4, i32 0, i32 0
  store i24 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S3, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [3 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S3, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !16

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum3(i24 %0, i32 noundef %1, i24 %2) #0 {
  %4 = alloca %struct.S3, align 1
  %5 = alloca %struct.S3, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S3, ptr %4, i32 0, i32 0
  store i24 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  store i24 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 3
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S3, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !17

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i24 @make3(i32 noundef %0) #0 {
  %2 = alloca %struct.S3, align 1
  %3 = alloca i32, align 4
  %4 = alloca i24, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @fill3(ptr noundef %2, i32 noundef %5)
  %6 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %6, i64 3, i1 false)
  %7 = load i24, ptr %4, align 4
  ret i24 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i24 @bump3(i24 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S3, align 1
  %4 = alloca %struct.S3, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i24, align 4
  %8 = getelementptr inbounds %struct.S3, ptr %4, i32 0, i32 0
  store i24 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %28, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S3, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [3 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = getelementptr inbounds %struct.S3, ptr %4, i32 0, i32 0
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [3 x i8], ptr %24, i64 0, i64 %26
  store i8 %23, ptr %27, align 1
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %9, !llvm.loop !18

31:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 3, i1 false)
  %32 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 1 %32, i64 3, i1 false)
  %33 = load i24, ptr %7, align 4
  ret i24 %33
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
  br label %6, !llvm.loop !19

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
  br label %9, !llvm.loop !20

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
  br label %12, !llvm.loop !21

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
  br label %8, !llvm.loop !22

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
  br label %6, !llvm.loop !23

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp5(ptr noundef %0, i40 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S5, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  store i40 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S5, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [5 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !24

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum5(i40 %0, i32 noundef %1, i40 %2) #0 {
  %4 = alloca %struct.S5, align 1
  %5 = alloca %struct.S5, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  store i40 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S5, ptr %5, i32 0, i32 0
  store i40 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 5
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S5, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [5 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !25

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i40 @make5(i32 noundef %0) #0 {
  %2 = alloca %struct.S5, align 1
  %3 = alloca i32, align 4
  %4 = alloca i40, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @fill5(ptr noundef %2, i32 noundef %5)
  %6 = getelementptr inbounds %struct.S5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %6, i64 5, i1 false)
  %7 = load i40, ptr %4, align 8
  ret i40 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i40 @bump5(i40 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S5, align 1
  %4 = alloca %struct.S5, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i40, align 8
  %8 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  store i40 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %28, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = getelementptr inbounds %struct.S5, ptr %4, i32 0, i32 0
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5 x i8], ptr %24, i64 0, i64 %26
  store i8 %23, ptr %27, align 1
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %9, !llvm.loop !26

31:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 5, i1 false)
  %32 = getelementptr inbounds %struct.S5, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %32, i64 5, i1 false)
  %33 = load i40, ptr %7, align 8
  ret i40 %33
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
  br label %6, !llvm.loop !27

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp6(ptr noundef %0, i48 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S6, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S6, ptr %4, i32 0, i32 0
  store i48 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S6, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S6, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [6 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !28

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum6(i48 %0, i32 noundef %1, i48 %2) #0 {
  %4 = alloca %struct.S6, align 1
  %5 = alloca %struct.S6, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S6, ptr %4, i32 0, i32 0
  store i48 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S6, ptr %5, i32 0, i32 0
  store i48 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 6
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S6, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [6 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S6, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [6 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !29

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i48 @make6(i32 noundef %0) #0 {
  %2 = alloca %struct.S6, align 1
  %3 = alloca i32, align 4
  %4 = alloca i48, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @fill6(ptr noundef %2, i32 noundef %5)
  %6 = getelementptr inbounds %struct.S6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %6, i64 6, i1 false)
  %7 = load i48, ptr %4, align 8
  ret i48 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i48 @bump6(i48 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S6, align 1
  %4 = alloca %struct.S6, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i48, align 8
  %8 = getelementptr inbounds %struct.S6, ptr %4, i32 0, i32 0
  store i48 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %28, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S6, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = getelementptr inbounds %struct.S6, ptr %4, i32 0, i32 0
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i8], ptr %24, i64 0, i64 %26
  store i8 %23, ptr %27, align 1
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %9, !llvm.loop !30

31:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 6, i1 false)
  %32 = getelementptr inbounds %struct.S6, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %32, i64 6, i1 false)
  %33 = load i48, ptr %7, align 8
  ret i48 %33
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
  br label %6, !llvm.loop !31

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp7(ptr noundef %0, i56 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S7, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %struct.S7, ptr %4, i32 0, i32 0
  store i56 %1, ptr %8, align 1
  store ptr %0, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S7, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [7 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S7, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [7 x i8], ptr %25, i64 0, i64 %27
  store i8 %23, ptr %28, align 1
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %9, !llvm.loop !32

32:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum7(i56 %0, i32 noundef %1, i56 %2) #0 {
  %4 = alloca %struct.S7, align 1
  %5 = alloca %struct.S7, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds %struct.S7, ptr %4, i32 0, i32 0
  store i56 %0, ptr %9, align 1
  %10 = getelementptr inbounds %struct.S7, ptr %5, i32 0, i32 0
  store i56 %2, ptr %10, align 1
  store i32 %1, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %33, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 7
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %7, align 4
  %17 = mul i32 %16, 31
  %18 = getelementptr inbounds %struct.S7, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [7 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = mul i32 %23, 3
  %25 = add i32 %17, %24
  %26 = getelementptr inbounds %struct.S7, ptr %5, i32 0, i32 0
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [7 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %25, %31
  store i32 %32, ptr %7, align 4
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %8, align 4
  br label %12, !llvm.loop !33

36:                                               ; preds = %12
  %37 = load i32, ptr %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i56 @make7(i32 noundef %0) #0 {
  %2 = alloca %struct.S7, align 1
  %3 = alloca i32, align 4
  %4 = alloca i56, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @fill7(ptr noundef %2, i32 noundef %5)
  %6 = getelementptr inbounds %struct.S7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %6, i64 7, i1 false)
  %7 = load i56, ptr %4, align 8
  ret i56 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i56 @bump7(i56 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.S7, align 1
  %4 = alloca %struct.S7, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i56, align 8
  %8 = getelementptr inbounds %struct.S7, ptr %4, i32 0, i32 0
  store i56 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %28, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.S7, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [7 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %20, %21
  %23 = trunc i32 %22 to i8
  %24 = getelementptr inbounds %struct.S7, ptr %4, i32 0, i32 0
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [7 x i8], ptr %24, i64 0, i64 %26
  store i8 %23, ptr %27, align 1
  br label %28

28:                                               ; preds = %12
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %9, !llvm.loop !34

31:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 7, i1 false)
  %32 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %32, i64 7, i1 false)
  %33 = load i56, ptr %7, align 8
  ret i56 %33
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
  br label %6, !llvm.loop !35

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
  br label %9, !llvm.loop !36

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
  br label %12, !llvm.loop !37

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
  br label %8, !llvm.loop !38

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
  br label %6, !llvm.loop !39

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp9(ptr noundef %0, i64 %1, i8 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S9, align 1
  %6 = alloca { i64, i8 }, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 1
  store i8 %2, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 9, i1 false)
  store ptr %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 9
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S9, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.S9, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [9 x i8], ptr %28, i64 0, i64 %30
  store i8 %26, ptr %31, align 1
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !40

35:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum9(i64 %0, i8 %1, i32 noundef %2, i64 %3, i8 %4) #0 {
  %6 = alloca %struct.S9, align 1
  %7 = alloca { i64, i8 }, align 1
  %8 = alloca %struct.S9, align 1
  %9 = alloca { i64, i8 }, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { i64, i8 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i8 }, ptr %7, i32 0, i32 1
  store i8 %1, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %7, i64 9, i1 false)
  %15 = getelementptr inbounds { i64, i8 }, ptr %9, i32 0, i32 0
  store i64 %3, ptr %15, align 1
  %16 = getelementptr inbounds { i64, i8 }, ptr %9, i32 0, i32 1
  store i8 %4, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 9, i1 false)
  store i32 %2, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  store i32 %17, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %39, %5
  %19 = load i32, ptr %12, align 4
  %20 = icmp slt i32 %19, 9
  br i1 %20, label %21, label %42

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.S9, ptr %6, i32 0, i32 0
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [9 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = mul i32 %29, 3
  %31 = add i32 %23, %30
  %32 = getelementptr inbounds %struct.S9, ptr %8, i32 0, i32 0
  %33 = load i32, ptr %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [9 x i8], ptr %32, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %31, %37
  store i32 %38, ptr %11, align 4
  br label %39

39:                                               ; preds = %21
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %18, !llvm.loop !41

42:                                               ; preds = %18
  %43 = load i32, ptr %11, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i8 } @make9(i32 noundef %0) #0 {
  %2 = alloca %struct.S9, align 1
  %3 = alloca i32, align 4
  %4 = alloca { i64, i8 }, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @fill9(ptr noundef %2, i32 noundef %5)
  %6 = getelementptr inbounds %struct.S9, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %6, i64 9, i1 false)
  %7 = load { i64, i8 }, ptr %4, align 8
  ret { i64, i8 } %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i8 } @bump9(i64 %0, i8 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S9, align 1
  %5 = alloca %struct.S9, align 1
  %6 = alloca { i64, i8 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i8 }, align 8
  %10 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 1
  store i8 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 9, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %31, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 9
  br i1 %14, label %15, label %34

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S9, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = getelementptr inbounds %struct.S9, ptr %5, i32 0, i32 0
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [9 x i8], ptr %27, i64 0, i64 %29
  store i8 %26, ptr %30, align 1
  br label %31

31:                                               ; preds = %15
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %12, !llvm.loop !42

34:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 9, i1 false)
  %35 = getelementptr inbounds %struct.S9, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %35, i64 9, i1 false)
  %36 = load { i64, i8 }, ptr %9, align 8
  ret { i64, i8 } %36
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
  br label %6, !llvm.loop !43

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp10(ptr noundef %0, i64 %1, i16 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S10, align 1
  %6 = alloca { i64, i16 }, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i16 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i16 }, ptr %6, i32 0, i32 1
  store i16 %2, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 10, i1 false)
  store ptr %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 10
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S10, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.S10, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [10 x i8], ptr %28, i64 0, i64 %30
  store i8 %26, ptr %31, align 1
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !44

35:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum10(i64 %0, i16 %1, i32 noundef %2, i64 %3, i16 %4) #0 {
  %6 = alloca %struct.S10, align 1
  %7 = alloca { i64, i16 }, align 1
  %8 = alloca %struct.S10, align 1
  %9 = alloca { i64, i16 }, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { i64, i16 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i16 }, ptr %7, i32 0, i32 1
  store i16 %1, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %7, i64 10, i1 false)
  %15 = getelementptr inbounds { i64, i16 }, ptr %9, i32 0, i32 0
  store i64 %3, ptr %15, align 1
  %16 = getelementptr inbounds { i64, i16 }, ptr %9, i32 0, i32 1
  store i16 %4, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 10, i1 false)
  store i32 %2, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  store i32 %17, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %39, %5
  %19 = load i32, ptr %12, align 4
  %20 = icmp slt i32 %19, 10
  br i1 %20, label %21, label %42

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.S10, ptr %6, i32 0, i32 0
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [10 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = mul i32 %29, 3
  %31 = add i32 %23, %30
  %32 = getelementptr inbounds %struct.S10, ptr %8, i32 0, i32 0
  %33 = load i32, ptr %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [10 x i8], ptr %32, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %31, %37
  store i32 %38, ptr %11, align 4
  br label %39

39:                                               ; preds = %21
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %18, !llvm.loop !45

42:                                               ; preds = %18
  %43 = load i32, ptr %11, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i16 } @make10(i32 noundef %0) #0 {
  %2 = alloca %struct.S10, align 1
  %3 = alloca i32, align 4
  %4 = alloca { i64, i16 }, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @fill10(ptr noundef %2, i32 noundef %5)
  %6 = getelementptr inbounds %struct.S10, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %6, i64 10, i1 false)
  %7 = load { i64, i16 }, ptr %4, align 8
  ret { i64, i16 } %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i16 } @bump10(i64 %0, i16 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S10, align 1
  %5 = alloca %struct.S10, align 1
  %6 = alloca { i64, i16 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i16 }, align 8
  %10 = getelementptr inbounds { i64, i16 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i16 }, ptr %6, i32 0, i32 1
  store i16 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 10, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %31, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 10
  br i1 %14, label %15, label %34

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S10, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = getelementptr inbounds %struct.S10, ptr %5, i32 0, i32 0
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [10 x i8], ptr %27, i64 0, i64 %29
  store i8 %26, ptr %30, align 1
  br label %31

31:                                               ; preds = %15
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %12, !llvm.loop !46

34:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 10, i1 false)
  %35 = getelementptr inbounds %struct.S10, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %35, i64 10, i1 false)
  %36 = load { i64, i16 }, ptr %9, align 8
  ret { i64, i16 } %36
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
  br label %6, !llvm.loop !47

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp11(ptr noundef %0, i64 %1, i24 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S11, align 1
  %6 = alloca { i64, i24 }, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i24 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i24 }, ptr %6, i32 0, i32 1
  store i24 %2, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 11, i1 false)
  store ptr %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 11
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S11, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [11 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.S11, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [11 x i8], ptr %28, i64 0, i64 %30
  store i8 %26, ptr %31, align 1
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !48

35:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum11(i64 %0, i24 %1, i32 noundef %2, i64 %3, i24 %4) #0 {
  %6 = alloca %struct.S11, align 1
  %7 = alloca { i64, i24 }, align 1
  %8 = alloca %struct.S11, align 1
  %9 = alloca { i64, i24 }, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { i64, i24 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i24 }, ptr %7, i32 0, i32 1
  store i24 %1, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %7, i64 11, i1 false)
  %15 = getelementptr inbounds { i64, i24 }, ptr %9, i32 0, i32 0
  store i64 %3, ptr %15, align 1
  %16 = getelementptr inbounds { i64, i24 }, ptr %9, i32 0, i32 1
  store i24 %4, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 11, i1 false)
  store i32 %2, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  store i32 %17, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %39, %5
  %19 = load i32, ptr %12, align 4
  %20 = icmp slt i32 %19, 11
  br i1 %20, label %21, label %42

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.S11, ptr %6, i32 0, i32 0
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [11 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = mul i32 %29, 3
  %31 = add i32 %23, %30
  %32 = getelementptr inbounds %struct.S11, ptr %8, i32 0, i32 0
  %33 = load i32, ptr %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [11 x i8], ptr %32, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %31, %37
  store i32 %38, ptr %11, align 4
  br label %39

39:                                               ; preds = %21
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %18, !llvm.loop !49

42:                                               ; preds = %18
  %43 = load i32, ptr %11, align 4
  ret i32 %43
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
  br label %6, !llvm.loop !50

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp12(ptr noundef %0, i64 %1, i32 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S12, align 1
  %6 = alloca { i64, i32 }, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  store i32 %2, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 12, i1 false)
  store ptr %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 12
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S12, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.S12, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [12 x i8], ptr %28, i64 0, i64 %30
  store i8 %26, ptr %31, align 1
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !51

35:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum12(i64 %0, i32 %1, i32 noundef %2, i64 %3, i32 %4) #0 {
  %6 = alloca %struct.S12, align 1
  %7 = alloca { i64, i32 }, align 1
  %8 = alloca %struct.S12, align 1
  %9 = alloca { i64, i32 }, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { i64, i32 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i32 }, ptr %7, i32 0, i32 1
  store i32 %1, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %7, i64 12, i1 false)
  %15 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 0
  store i64 %3, ptr %15, align 1
  %16 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 1
  store i32 %4, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 12, i1 false)
  store i32 %2, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  store i32 %17, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %39, %5
  %19 = load i32, ptr %12, align 4
  %20 = icmp slt i32 %19, 12
  br i1 %20, label %21, label %42

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.S12, ptr %6, i32 0, i32 0
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [12 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = mul i32 %29, 3
  %31 = add i32 %23, %30
  %32 = getelementptr inbounds %struct.S12, ptr %8, i32 0, i32 0
  %33 = load i32, ptr %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [12 x i8], ptr %32, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %31, %37
  store i32 %38, ptr %11, align 4
  br label %39

39:                                               ; preds = %21
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %18, !llvm.loop !52

42:                                               ; preds = %18
  %43 = load i32, ptr %11, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i32 } @make12(i32 noundef %0) #0 {
  %2 = alloca %struct.S12, align 1
  %3 = alloca i32, align 4
  %4 = alloca { i64, i32 }, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @fill12(ptr noundef %2, i32 noundef %5)
  %6 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %6, i64 12, i1 false)
  %7 = load { i64, i32 }, ptr %4, align 8
  ret { i64, i32 } %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i32 } @bump12(i64 %0, i32 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S12, align 1
  %5 = alloca %struct.S12, align 1
  %6 = alloca { i64, i32 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i32 }, align 8
  %10 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  store i32 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 12, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %31, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 12
  br i1 %14, label %15, label %34

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S12, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = getelementptr inbounds %struct.S12, ptr %5, i32 0, i32 0
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12 x i8], ptr %27, i64 0, i64 %29
  store i8 %26, ptr %30, align 1
  br label %31

31:                                               ; preds = %15
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %12, !llvm.loop !53

34:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 12, i1 false)
  %35 = getelementptr inbounds %struct.S12, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %35, i64 12, i1 false)
  %36 = load { i64, i32 }, ptr %9, align 8
  ret { i64, i32 } %36
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
  br label %6, !llvm.loop !54

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp13(ptr noundef %0, i64 %1, i40 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S13, align 1
  %6 = alloca { i64, i40 }, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i40 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i40 }, ptr %6, i32 0, i32 1
  store i40 %2, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 13, i1 false)
  store ptr %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 13
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S13, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [13 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.S13, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [13 x i8], ptr %28, i64 0, i64 %30
  store i8 %26, ptr %31, align 1
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !55

35:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum13(i64 %0, i40 %1, i32 noundef %2, i64 %3, i40 %4) #0 {
  %6 = alloca %struct.S13, align 1
  %7 = alloca { i64, i40 }, align 1
  %8 = alloca %struct.S13, align 1
  %9 = alloca { i64, i40 }, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { i64, i40 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i40 }, ptr %7, i32 0, i32 1
  store i40 %1, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %7, i64 13, i1 false)
  %15 = getelementptr inbounds { i64, i40 }, ptr %9, i32 0, i32 0
  store i64 %3, ptr %15, align 1
  %16 = getelementptr inbounds { i64, i40 }, ptr %9, i32 0, i32 1
  store i40 %4, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 13, i1 false)
  store i32 %2, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  store i32 %17, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %39, %5
  %19 = load i32, ptr %12, align 4
  %20 = icmp slt i32 %19, 13
  br i1 %20, label %21, label %42

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.S13, ptr %6, i32 0, i32 0
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [13 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = mul i32 %29, 3
  %31 = add i32 %23, %30
  %32 = getelementptr inbounds %struct.S13, ptr %8, i32 0, i32 0
  %33 = load i32, ptr %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [13 x i8], ptr %32, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %31, %37
  store i32 %38, ptr %11, align 4
  br label %39

39:                                               ; preds = %21
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %18, !llvm.loop !56

42:                                               ; preds = %18
  %43 = load i32, ptr %11, align 4
  ret i32 %43
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
  br label %6, !llvm.loop !57

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp14(ptr noundef %0, i64 %1, i48 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S14, align 1
  %6 = alloca { i64, i48 }, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i48 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i48 }, ptr %6, i32 0, i32 1
  store i48 %2, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 14, i1 false)
  store ptr %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 14
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S14, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [14 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.S14, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [14 x i8], ptr %28, i64 0, i64 %30
  store i8 %26, ptr %31, align 1
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !58

35:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum14(i64 %0, i48 %1, i32 noundef %2, i64 %3, i48 %4) #0 {
  %6 = alloca %struct.S14, align 1
  %7 = alloca { i64, i48 }, align 1
  %8 = alloca %struct.S14, align 1
  %9 = alloca { i64, i48 }, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { i64, i48 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i48 }, ptr %7, i32 0, i32 1
  store i48 %1, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %7, i64 14, i1 false)
  %15 = getelementptr inbounds { i64, i48 }, ptr %9, i32 0, i32 0
  store i64 %3, ptr %15, align 1
  %16 = getelementptr inbounds { i64, i48 }, ptr %9, i32 0, i32 1
  store i48 %4, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 14, i1 false)
  store i32 %2, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  store i32 %17, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %39, %5
  %19 = load i32, ptr %12, align 4
  %20 = icmp slt i32 %19, 14
  br i1 %20, label %21, label %42

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.S14, ptr %6, i32 0, i32 0
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [14 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = mul i32 %29, 3
  %31 = add i32 %23, %30
  %32 = getelementptr inbounds %struct.S14, ptr %8, i32 0, i32 0
  %33 = load i32, ptr %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [14 x i8], ptr %32, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %31, %37
  store i32 %38, ptr %11, align 4
  br label %39

39:                                               ; preds = %21
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %18, !llvm.loop !59

42:                                               ; preds = %18
  %43 = load i32, ptr %11, align 4
  ret i32 %43
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
  br label %6, !llvm.loop !60

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp15(ptr noundef %0, i64 %1, i56 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S15, align 1
  %6 = alloca { i64, i56 }, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds { i64, i56 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i56 }, ptr %6, i32 0, i32 1
  store i56 %2, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 15, i1 false)
  store ptr %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %32, %4
  %13 = load i32, ptr %9, align 4
  %14 = icmp slt i32 %13, 15
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.S15, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.S15, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [15 x i8], ptr %28, i64 0, i64 %30
  store i8 %26, ptr %31, align 1
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %12, !llvm.loop !61

35:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum15(i64 %0, i56 %1, i32 noundef %2, i64 %3, i56 %4) #0 {
  %6 = alloca %struct.S15, align 1
  %7 = alloca { i64, i56 }, align 1
  %8 = alloca %struct.S15, align 1
  %9 = alloca { i64, i56 }, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = getelementptr inbounds { i64, i56 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i56 }, ptr %7, i32 0, i32 1
  store i56 %1, ptr %14, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %7, i64 15, i1 false)
  %15 = getelementptr inbounds { i64, i56 }, ptr %9, i32 0, i32 0
  store i64 %3, ptr %15, align 1
  %16 = getelementptr inbounds { i64, i56 }, ptr %9, i32 0, i32 1
  store i56 %4, ptr %16, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 15, i1 false)
  store i32 %2, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  store i32 %17, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %39, %5
  %19 = load i32, ptr %12, align 4
  %20 = icmp slt i32 %19, 15
  br i1 %20, label %21, label %42

21:                                               ; preds = %18
  %22 = load i32, ptr %11, align 4
  %23 = mul i32 %22, 31
  %24 = getelementptr inbounds %struct.S15, ptr %6, i32 0, i32 0
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [15 x i8], ptr %24, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = mul i32 %29, 3
  %31 = add i32 %23, %30
  %32 = getelementptr inbounds %struct.S15, ptr %8, i32 0, i32 0
  %33 = load i32, ptr %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [15 x i8], ptr %32, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = add i32 %31, %37
  store i32 %38, ptr %11, align 4
  br label %39

39:                                               ; preds = %21
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %18, !llvm.loop !62

42:                                               ; preds = %18
  %43 = load i32, ptr %11, align 4
  ret i32 %43
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
  br label %6, !llvm.loop !63

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp16(ptr noundef %0, i64 %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.S16, align 1
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %1, ptr %9, align 1
  %10 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %2, ptr %10, align 1
  store ptr %0, ptr %6, align 8
  store i32 %3, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %31, %4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %12, 16
  br i1 %13, label %14, label %34

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.S16, ptr %5, i32 0, i32 0
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [16 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %22, %23
  %25 = trunc i32 %24 to i8
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.S16, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x i8], ptr %27, i64 0, i64 %29
  store i8 %25, ptr %30, align 1
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %11, !llvm.loop !64

34:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum16(i64 %0, i64 %1, i32 noundef %2, i64 %3, i64 %4) #0 {
  %6 = alloca %struct.S16, align 1
  %7 = alloca %struct.S16, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 1
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %12, align 1
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %3, ptr %13, align 1
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %4, ptr %14, align 1
  store i32 %2, ptr %8, align 4
  %15 = load i32, ptr %8, align 4
  store i32 %15, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %37, %5
  %17 = load i32, ptr %10, align 4
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %19, label %40

19:                                               ; preds = %16
  %20 = load i32, ptr %9, align 4
  %21 = mul i32 %20, 31
  %22 = getelementptr inbounds %struct.S16, ptr %6, i32 0, i32 0
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [16 x i8], ptr %22, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = mul i32 %27, 3
  %29 = add i32 %21, %28
  %30 = getelementptr inbounds %struct.S16, ptr %7, i32 0, i32 0
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [16 x i8], ptr %30, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = add i32 %29, %35
  store i32 %36, ptr %9, align 4
  br label %37

37:                                               ; preds = %19
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %10, align 4
  br label %16, !llvm.loop !65

40:                                               ; preds = %16
  %41 = load i32, ptr %9, align 4
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @make16(i32 noundef %0) #0 {
  %2 = alloca %struct.S16, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  call void @fill16(ptr noundef %2, i32 noundef %4)
  %5 = getelementptr inbounds %struct.S16, ptr %2, i32 0, i32 0
  %6 = load { i64, i64 }, ptr %5, align 1
  ret { i64, i64 } %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @bump16(i64 %0, i64 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.S16, align 1
  %5 = alloca %struct.S16, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 1
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 1
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %29, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 16
  br i1 %12, label %13, label %32

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.S16, ptr %5, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [16 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.S16, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [16 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %13
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %10, !llvm.loop !66

32:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 16, i1 false)
  %33 = getelementptr inbounds %struct.S16, ptr %4, i32 0, i32 0
  %34 = load { i64, i64 }, ptr %33, align 1
  ret { i64, i64 } %34
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
  br label %6, !llvm.loop !67

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bumpp17(ptr noundef %0, ptr noundef byval(%struct.S17) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %27, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 17
  br i1 %9, label %10, label %30

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.S17, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [17 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.S17, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [17 x i8], ptr %23, i64 0, i64 %25
  store i8 %21, ptr %26, align 1
  br label %27

27:                                               ; preds = %10
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %7, !llvm.loop !68

30:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum17(ptr noundef byval(%struct.S17) align 8 %0, i32 noundef %1, ptr noundef byval(%struct.S17) align 8 %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %29, %3
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 17
  br i1 %10, label %11, label %32

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4
  %13 = mul i32 %12, 31
  %14 = getelementptr inbounds %struct.S17, ptr %0, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [17 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = mul i32 %19, 3
  %21 = add i32 %13, %20
  %22 = getelementptr inbounds %struct.S17, ptr %2, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [17 x i8], ptr %22, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = add i32 %21, %27
  store i32 %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %11
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %8, !llvm.loop !69

32:                                               ; preds = %8
  %33 = load i32, ptr %5, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make17(ptr dead_on_unwind noalias writable sret(%struct.S17) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  call void @fill17(ptr noundef %0, i32 noundef %4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bump17(ptr dead_on_unwind noalias writable sret(%struct.S17) align 1 %0, ptr noundef byval(%struct.S17) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %25, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 17
  br i1 %8, label %9, label %28

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.S17, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [17 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.S17, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [17 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %6, !llvm.loop !70

28:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 17, i1 false)
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
define dso_local { i16, double } @sd_f(i16 %0, double %1, i16 %2, double %3) #0 {
  %5 = alloca %struct.SD, align 8
  %6 = alloca %struct.SD, align 8
  %7 = alloca %struct.SD, align 8
  %8 = getelementptr inbounds { i16, double }, ptr %6, i32 0, i32 0
  store i16 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i16, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { i16, double }, ptr %7, i32 0, i32 0
  store i16 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i16, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.SD, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.SD, ptr %6, i32 0, i32 0
  %14 = load i16, ptr %13, align 8
  %15 = sext i16 %14 to i32
  %16 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 0
  %17 = load i16, ptr %16, align 8
  %18 = sext i16 %17 to i32
  %19 = sub nsw i32 %15, %18
  %20 = trunc i32 %19 to i16
  store i16 %20, ptr %12, align 8
  %21 = getelementptr inbounds %struct.SD, ptr %5, i32 0, i32 1
  %22 = getelementptr inbounds %struct.SD, ptr %6, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = fmul double %23, %25
  store double %26, ptr %21, align 8
  %27 = load { i16, double }, ptr %5, align 8
  ret { i16, double } %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, i64 } @ds3_f(double %0, i64 %1) #0 {
  %3 = alloca %struct.DS3, align 8
  %4 = alloca %struct.DS3, align 8
  %5 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DS3, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DS3, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = fneg double %9
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.DS3, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.DS3, ptr %4, i32 0, i32 1
  %13 = getelementptr inbounds [3 x i16], ptr %12, i64 0, i64 2
  %14 = load i16, ptr %13, align 4
  store i16 %14, ptr %11, align 2
  %15 = getelementptr inbounds i16, ptr %11, i64 1
  %16 = getelementptr inbounds %struct.DS3, ptr %4, i32 0, i32 1
  %17 = getelementptr inbounds [3 x i16], ptr %16, i64 0, i64 0
  %18 = load i16, ptr %17, align 8
  store i16 %18, ptr %15, align 2
  %19 = getelementptr inbounds i16, ptr %11, i64 2
  %20 = getelementptr inbounds %struct.DS3, ptr %4, i32 0, i32 1
  %21 = getelementptr inbounds [3 x i16], ptr %20, i64 0, i64 1
  %22 = load i16, ptr %21, align 2
  store i16 %22, ptr %19, align 2
  %23 = load { double, i64 }, ptr %3, align 8
  ret { double, i64 } %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, float } @bef_f(i64 %0, float %1) #0 {
  %3 = alloca %struct.BEF, align 4
  %4 = alloca %struct.BEF, align 4
  %5 = alloca { i64, float }, align 4
  %6 = alloca { i64, float }, align 8
  %7 = getelementptr inbounds { i64, float }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.BEF, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.BEF, ptr %4, i32 0, i32 0
  %11 = load i8, ptr %10, align 4
  %12 = trunc i8 %11 to i1
  %13 = xor i1 %12, true
  %14 = zext i1 %13 to i8
  store i8 %14, ptr %9, align 4
  %15 = getelementptr inbounds %struct.BEF, ptr %3, i32 0, i32 1
  %16 = getelementptr inbounds %struct.BEF, ptr %4, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = icmp eq i32 %17, 2
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  br label %24

20:                                               ; preds = %2
  %21 = getelementptr inbounds %struct.BEF, ptr %4, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = add i32 %22, 1
  br label %24

24:                                               ; preds = %20, %19
  %25 = phi i32 [ 0, %19 ], [ %23, %20 ]
  store i32 %25, ptr %15, align 4
  %26 = getelementptr inbounds %struct.BEF, ptr %3, i32 0, i32 2
  %27 = getelementptr inbounds %struct.BEF, ptr %4, i32 0, i32 2
  %28 = load float, ptr %27, align 4
  %29 = fadd float %28, 5.000000e-01
  store float %29, ptr %26, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %30 = load { i64, float }, ptr %6, align 8
  ret { i64, float } %30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { <2 x float>, double } @nested_f(<2 x float> %0, double %1) #2 {
  %3 = alloca %struct.Nested, align 8
  %4 = alloca %struct.Nested, align 8
  %5 = getelementptr inbounds { <2 x float>, double }, ptr %4, i32 0, i32 0
  store <2 x float> %0, ptr %5, align 8
  %6 = getelementptr inbounds { <2 x float>, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Nested, ptr %4, i32 0, i32 1
  %9 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  store float %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Nested, ptr %4, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = fptrunc double %14 to float
  store float %15, ptr %12, align 4
  %16 = getelementptr inbounds %struct.Nested, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.Nested, ptr %4, i32 0, i32 0
  %18 = load float, ptr %17, align 8
  %19 = fpext float %18 to double
  store double %19, ptr %16, align 8
  %20 = load { <2 x float>, double }, ptr %3, align 8
  ret { <2 x float>, double } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i16 } @sh5_f(i64 %0, i16 %1) #0 {
  %3 = alloca %struct.SH5, align 2
  %4 = alloca %struct.SH5, align 2
  %5 = alloca { i64, i16 }, align 2
  %6 = alloca i32, align 4
  %7 = alloca { i64, i16 }, align 8
  %8 = getelementptr inbounds { i64, i16 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 2
  %9 = getelementptr inbounds { i64, i16 }, ptr %5, i32 0, i32 1
  store i16 %1, ptr %9, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 2 %5, i64 10, i1 false)
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.SH5, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sub nsw i32 4, %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i16], ptr %14, i64 0, i64 %17
  %19 = load i16, ptr %18, align 2
  %20 = sext i16 %19 to i32
  %21 = mul nsw i32 %20, -2
  %22 = trunc i32 %21 to i16
  %23 = getelementptr inbounds %struct.SH5, ptr %3, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x i16], ptr %23, i64 0, i64 %25
  store i16 %22, ptr %26, align 2
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %10, !llvm.loop !71

30:                                               ; preds = %10
  %31 = getelementptr inbounds %struct.SH5, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 2 %31, i64 10, i1 false)
  %32 = load { i64, i16 }, ptr %7, align 8
  ret { i64, i16 } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i8 } @ic5_f(i64 %0, i8 %1) #0 {
  %3 = alloca %struct.IC5, align 4
  %4 = alloca %struct.IC5, align 4
  %5 = alloca { i64, i8 }, align 4
  %6 = alloca i32, align 4
  %7 = alloca { i64, i8 }, align 8
  %8 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 4
  %9 = getelementptr inbounds { i64, i8 }, ptr %5, i32 0, i32 1
  store i8 %1, ptr %9, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  %10 = getelementptr inbounds %struct.IC5, ptr %4, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = sub nsw i32 0, %11
  %13 = getelementptr inbounds %struct.IC5, ptr %3, i32 0, i32 0
  store i32 %12, ptr %13, align 4
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %30, %2
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %15, 5
  br i1 %16, label %17, label %33

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.IC5, ptr %4, i32 0, i32 1
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = xor i32 %23, 32
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds %struct.IC5, ptr %3, i32 0, i32 1
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [5 x i8], ptr %26, i64 0, i64 %28
  store i8 %25, ptr %29, align 1
  br label %30

30:                                               ; preds = %17
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %14, !llvm.loop !72

33:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 4 %3, i64 12, i1 false)
  %34 = load { i64, i8 }, ptr %7, align 8
  ret { i64, i8 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #2 {
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
  %18 = alloca i24, align 4
  %19 = alloca %struct.S3, align 1
  %20 = alloca i32, align 4
  %21 = alloca i24, align 4
  %22 = alloca i24, align 4
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
  %33 = alloca i40, align 8
  %34 = alloca %struct.S5, align 1
  %35 = alloca i32, align 4
  %36 = alloca i40, align 8
  %37 = alloca i40, align 8
  %38 = alloca %struct.anon.5, align 1
  %39 = alloca %struct.S6, align 1
  %40 = alloca i32, align 4
  %41 = alloca %struct.S6, align 1
  %42 = alloca i48, align 8
  %43 = alloca %struct.S6, align 1
  %44 = alloca i32, align 4
  %45 = alloca i48, align 8
  %46 = alloca i48, align 8
  %47 = alloca %struct.anon.6, align 1
  %48 = alloca %struct.S7, align 1
  %49 = alloca i32, align 4
  %50 = alloca %struct.S7, align 1
  %51 = alloca i56, align 8
  %52 = alloca %struct.S7, align 1
  %53 = alloca i32, align 4
  %54 = alloca i56, align 8
  %55 = alloca i56, align 8
  %56 = alloca %struct.anon.7, align 1
  %57 = alloca %struct.S8, align 1
  %58 = alloca i32, align 4
  %59 = alloca %struct.S8, align 1
  %60 = alloca %struct.S8, align 1
  %61 = alloca i32, align 4
  %62 = alloca %struct.anon.8, align 1
  %63 = alloca %struct.S9, align 1
  %64 = alloca { i64, i8 }, align 8
  %65 = alloca i32, align 4
  %66 = alloca %struct.S9, align 1
  %67 = alloca { i64, i8 }, align 1
  %68 = alloca { i64, i8 }, align 8
  %69 = alloca %struct.S9, align 1
  %70 = alloca { i64, i8 }, align 8
  %71 = alloca i32, align 4
  %72 = alloca { i64, i8 }, align 1
  %73 = alloca { i64, i8 }, align 1
  %74 = alloca %struct.anon.9, align 1
  %75 = alloca %struct.S10, align 1
  %76 = alloca { i64, i16 }, align 8
  %77 = alloca i32, align 4
  %78 = alloca %struct.S10, align 1
  %79 = alloca { i64, i16 }, align 1
  %80 = alloca { i64, i16 }, align 8
  %81 = alloca %struct.S10, align 1
  %82 = alloca { i64, i16 }, align 8
  %83 = alloca i32, align 4
  %84 = alloca { i64, i16 }, align 1
  %85 = alloca { i64, i16 }, align 1
  %86 = alloca %struct.anon.10, align 1
  %87 = alloca i32, align 4
  %88 = alloca { i64, i24 }, align 1
  %89 = alloca %struct.S11, align 1
  %90 = alloca i32, align 4
  %91 = alloca { i64, i24 }, align 1
  %92 = alloca { i64, i24 }, align 1
  %93 = alloca %struct.anon.11, align 1
  %94 = alloca %struct.S12, align 1
  %95 = alloca { i64, i32 }, align 8
  %96 = alloca i32, align 4
  %97 = alloca %struct.S12, align 1
  %98 = alloca { i64, i32 }, align 1
  %99 = alloca { i64, i32 }, align 8
  %100 = alloca %struct.S12, align 1
  %101 = alloca { i64, i32 }, align 8
  %102 = alloca i32, align 4
  %103 = alloca { i64, i32 }, align 1
  %104 = alloca { i64, i32 }, align 1
  %105 = alloca %struct.anon.12, align 1
  %106 = alloca i32, align 4
  %107 = alloca { i64, i40 }, align 1
  %108 = alloca %struct.S13, align 1
  %109 = alloca i32, align 4
  %110 = alloca { i64, i40 }, align 1
  %111 = alloca { i64, i40 }, align 1
  %112 = alloca %struct.anon.13, align 1
  %113 = alloca i32, align 4
  %114 = alloca { i64, i48 }, align 1
  %115 = alloca %struct.S14, align 1
  %116 = alloca i32, align 4
  %117 = alloca { i64, i48 }, align 1
  %118 = alloca { i64, i48 }, align 1
  %119 = alloca %struct.anon.14, align 1
  %120 = alloca i32, align 4
  %121 = alloca { i64, i56 }, align 1
  %122 = alloca %struct.S15, align 1
  %123 = alloca i32, align 4
  %124 = alloca { i64, i56 }, align 1
  %125 = alloca { i64, i56 }, align 1
  %126 = alloca %struct.anon.15, align 1
  %127 = alloca %struct.S16, align 1
  %128 = alloca i32, align 4
  %129 = alloca %struct.S16, align 1
  %130 = alloca %struct.S16, align 1
  %131 = alloca i32, align 4
  %132 = alloca %struct.anon.16, align 1
  %133 = alloca %struct.S17, align 1
  %134 = alloca i32, align 4
  %135 = alloca %struct.S17, align 1
  %136 = alloca %struct.S17, align 8
  %137 = alloca %struct.S17, align 8
  %138 = alloca i32, align 4
  %139 = alloca %struct.S17, align 8
  %140 = alloca [4 x %struct.S3], align 1
  %141 = alloca [4 x %struct.S7], align 16
  %142 = alloca i32, align 4
  %143 = alloca %struct.S3, align 1
  %144 = alloca %struct.S7, align 1
  %145 = alloca i32, align 4
  %146 = alloca %struct.S3, align 1
  %147 = alloca i24, align 4
  %148 = alloca %struct.S7, align 1
  %149 = alloca i56, align 8
  %150 = alloca i32, align 4
  %151 = alloca i32, align 4
  %152 = alloca i32, align 4
  %153 = alloca i32, align 4
  %154 = alloca i32, align 4
  %155 = alloca %struct.CF, align 4
  %156 = alloca %struct.CF, align 4
  %157 = alloca %struct.CF, align 4
  %158 = alloca %struct.FCC, align 4
  %159 = alloca %struct.FCC, align 4
  %160 = alloca %struct.SD, align 8
  %161 = alloca %struct.SD, align 8
  %162 = alloca %struct.SD, align 8
  %163 = alloca %struct.DS3, align 8
  %164 = alloca %struct.DS3, align 8
  %165 = alloca %struct.DS3, align 8
  %166 = alloca %struct.BEF, align 4
  %167 = alloca i32, align 4
  %168 = alloca %struct.BEF, align 4
  %169 = alloca { i64, float }, align 4
  %170 = alloca { i64, float }, align 8
  %171 = alloca %struct.Nested, align 8
  %172 = alloca %struct.Nested, align 8
  %173 = alloca %struct.SH5, align 2
  %174 = alloca %struct.SH5, align 2
  %175 = alloca { i64, i16 }, align 2
  %176 = alloca { i64, i16 }, align 8
  %177 = alloca %struct.IC5, align 4
  %178 = alloca %struct.IC5, align 4
  %179 = alloca { i64, i8 }, align 4
  %180 = alloca { i64, i8 }, align 8
  store i32 0, ptr %1, align 4
  br label %181

181:                                              ; preds = %0
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 -91, i64 13, i1 false)
  %182 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %183 = call i8 @make1(i32 noundef 1)
  %184 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  store i8 %183, ptr %184, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %182, ptr align 1 %3, i64 1, i1 false)
  store i32 0, ptr %4, align 4
  br label %185

185:                                              ; preds = %196, %181
  %186 = load i32, ptr %4, align 4
  %187 = icmp slt i32 %186, 3
  br i1 %187, label %188, label %199

188:                                              ; preds = %185
  %189 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %190 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %191 = load i32, ptr %4, align 4
  %192 = getelementptr inbounds %struct.S1, ptr %190, i32 0, i32 0
  %193 = load i8, ptr %192, align 1
  %194 = call i8 @bump1(i8 %193, i32 noundef %191)
  %195 = getelementptr inbounds %struct.S1, ptr %5, i32 0, i32 0
  store i8 %194, ptr %195, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %189, ptr align 1 %5, i64 1, i1 false)
  br label %196

196:                                              ; preds = %188
  %197 = load i32, ptr %4, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %4, align 4
  br label %185, !llvm.loop !73

199:                                              ; preds = %185
  %200 = call i8 @make1(i32 noundef 101)
  %201 = getelementptr inbounds %struct.S1, ptr %6, i32 0, i32 0
  store i8 %200, ptr %201, align 1
  %202 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %203 = getelementptr inbounds %struct.S1, ptr %202, i32 0, i32 0
  %204 = load i8, ptr %203, align 1
  %205 = getelementptr inbounds %struct.S1, ptr %6, i32 0, i32 0
  %206 = load i8, ptr %205, align 1
  %207 = call i32 @sum1(i8 %204, i32 noundef 1, i8 %206)
  store i32 %207, ptr %7, align 4
  %208 = load i32, ptr %7, align 4
  %209 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %210 = getelementptr inbounds %struct.S1, ptr %209, i32 0, i32 0
  %211 = getelementptr inbounds [1 x i8], ptr %210, i64 0, i64 0
  %212 = load i8, ptr %211, align 1
  %213 = zext i8 %212 to i32
  %214 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 1
  %215 = getelementptr inbounds %struct.S1, ptr %214, i32 0, i32 0
  %216 = getelementptr inbounds [1 x i8], ptr %215, i64 0, i64 0
  %217 = load i8, ptr %216, align 1
  %218 = zext i8 %217 to i32
  %219 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 0
  %220 = getelementptr inbounds [3 x i8], ptr %219, i64 0, i64 0
  %221 = call i32 @guard_check(ptr noundef %220, i32 noundef 3)
  %222 = getelementptr inbounds %struct.anon.0, ptr %2, i32 0, i32 2
  %223 = getelementptr inbounds [9 x i8], ptr %222, i64 0, i64 0
  %224 = call i32 @guard_check(ptr noundef %223, i32 noundef 9)
  %225 = add i32 %221, %224
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef %208, i32 noundef %213, i32 noundef %218, i32 noundef %225)
  br label %227

227:                                              ; preds = %199
  br label %228

228:                                              ; preds = %227
  call void @llvm.memset.p0.i64(ptr align 1 %8, i8 -91, i64 14, i1 false)
  %229 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %230 = call i16 @make2(i32 noundef 2)
  %231 = getelementptr inbounds %struct.S2, ptr %9, i32 0, i32 0
  store i16 %230, ptr %231, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %229, ptr align 1 %9, i64 2, i1 false)
  store i32 0, ptr %10, align 4
  br label %232

232:                                              ; preds = %243, %228
  %233 = load i32, ptr %10, align 4
  %234 = icmp slt i32 %233, 3
  br i1 %234, label %235, label %246

235:                                              ; preds = %232
  %236 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %237 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %238 = load i32, ptr %10, align 4
  %239 = getelementptr inbounds %struct.S2, ptr %237, i32 0, i32 0
  %240 = load i16, ptr %239, align 1
  %241 = call i16 @bump2(i16 %240, i32 noundef %238)
  %242 = getelementptr inbounds %struct.S2, ptr %11, i32 0, i32 0
  store i16 %241, ptr %242, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %236, ptr align 1 %11, i64 2, i1 false)
  br label %243

243:                                              ; preds = %235
  %244 = load i32, ptr %10, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %10, align 4
  br label %232, !llvm.loop !74

246:                                              ; preds = %232
  %247 = call i16 @make2(i32 noundef 102)
  %248 = getelementptr inbounds %struct.S2, ptr %12, i32 0, i32 0
  store i16 %247, ptr %248, align 1
  %249 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %250 = getelementptr inbounds %struct.S2, ptr %249, i32 0, i32 0
  %251 = load i16, ptr %250, align 1
  %252 = getelementptr inbounds %struct.S2, ptr %12, i32 0, i32 0
  %253 = load i16, ptr %252, align 1
  %254 = call i32 @sum2(i16 %251, i32 noundef 2, i16 %253)
  store i32 %254, ptr %13, align 4
  %255 = load i32, ptr %13, align 4
  %256 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %257 = getelementptr inbounds %struct.S2, ptr %256, i32 0, i32 0
  %258 = getelementptr inbounds [2 x i8], ptr %257, i64 0, i64 0
  %259 = load i8, ptr %258, align 1
  %260 = zext i8 %259 to i32
  %261 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 1
  %262 = getelementptr inbounds %struct.S2, ptr %261, i32 0, i32 0
  %263 = getelementptr inbounds [2 x i8], ptr %262, i64 0, i64 1
  %264 = load i8, ptr %263, align 1
  %265 = zext i8 %264 to i32
  %266 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 0
  %267 = getelementptr inbounds [3 x i8], ptr %266, i64 0, i64 0
  %268 = call i32 @guard_check(ptr noundef %267, i32 noundef 3)
  %269 = getelementptr inbounds %struct.anon.1, ptr %8, i32 0, i32 2
  %270 = getelementptr inbounds [9 x i8], ptr %269, i64 0, i64 0
  %271 = call i32 @guard_check(ptr noundef %270, i32 noundef 9)
  %272 = add i32 %268, %271
  %273 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 2, i32 noundef %255, i32 noundef %260, i32 noundef %265, i32 noundef %272)
  br label %274

274:                                              ; preds = %246
  br label %275

275:                                              ; preds = %274
  call void @llvm.memset.p0.i64(ptr align 1 %14, i8 -91, i64 15, i1 false)
  %276 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %277 = call i24 @make3(i32 noundef 3)
  %278 = getelementptr inbounds %struct.S3, ptr %15, i32 0, i32 0
  store i24 %277, ptr %278, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %276, ptr align 1 %15, i64 3, i1 false)
  store i32 0, ptr %16, align 4
  br label %279

279:                                              ; preds = %290, %275
  %280 = load i32, ptr %16, align 4
  %281 = icmp slt i32 %280, 3
  br i1 %281, label %282, label %293

282:                                              ; preds = %279
  %283 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %284 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %285 = load i32, ptr %16, align 4
  %286 = getelementptr inbounds %struct.S3, ptr %284, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 1 %286, i64 3, i1 false)
  %287 = load i24, ptr %18, align 4
  %288 = call i24 @bump3(i24 %287, i32 noundef %285)
  %289 = getelementptr inbounds %struct.S3, ptr %17, i32 0, i32 0
  store i24 %288, ptr %289, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %283, ptr align 1 %17, i64 3, i1 false)
  br label %290

290:                                              ; preds = %282
  %291 = load i32, ptr %16, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %16, align 4
  br label %279, !llvm.loop !75

293:                                              ; preds = %279
  %294 = call i24 @make3(i32 noundef 103)
  %295 = getelementptr inbounds %struct.S3, ptr %19, i32 0, i32 0
  store i24 %294, ptr %295, align 1
  %296 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %297 = getelementptr inbounds %struct.S3, ptr %296, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 1 %297, i64 3, i1 false)
  %298 = load i24, ptr %21, align 4
  %299 = getelementptr inbounds %struct.S3, ptr %19, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 1 %299, i64 3, i1 false)
  %300 = load i24, ptr %22, align 4
  %301 = call i32 @sum3(i24 %298, i32 noundef 3, i24 %300)
  store i32 %301, ptr %20, align 4
  %302 = load i32, ptr %20, align 4
  %303 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %304 = getelementptr inbounds %struct.S3, ptr %303, i32 0, i32 0
  %305 = getelementptr inbounds [3 x i8], ptr %304, i64 0, i64 0
  %306 = load i8, ptr %305, align 1
  %307 = zext i8 %306 to i32
  %308 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 1
  %309 = getelementptr inbounds %struct.S3, ptr %308, i32 0, i32 0
  %310 = getelementptr inbounds [3 x i8], ptr %309, i64 0, i64 2
  %311 = load i8, ptr %310, align 1
  %312 = zext i8 %311 to i32
  %313 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 0
  %314 = getelementptr inbounds [3 x i8], ptr %313, i64 0, i64 0
  %315 = call i32 @guard_check(ptr noundef %314, i32 noundef 3)
  %316 = getelementptr inbounds %struct.anon.2, ptr %14, i32 0, i32 2
  %317 = getelementptr inbounds [9 x i8], ptr %316, i64 0, i64 0
  %318 = call i32 @guard_check(ptr noundef %317, i32 noundef 9)
  %319 = add i32 %315, %318
  %320 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 3, i32 noundef %302, i32 noundef %307, i32 noundef %312, i32 noundef %319)
  br label %321

321:                                              ; preds = %293
  br label %322

322:                                              ; preds = %321
  call void @llvm.memset.p0.i64(ptr align 1 %23, i8 -91, i64 16, i1 false)
  %323 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %324 = call i32 @make4(i32 noundef 4)
  %325 = getelementptr inbounds %struct.S4, ptr %24, i32 0, i32 0
  store i32 %324, ptr %325, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %323, ptr align 1 %24, i64 4, i1 false)
  store i32 0, ptr %25, align 4
  br label %326

326:                                              ; preds = %337, %322
  %327 = load i32, ptr %25, align 4
  %328 = icmp slt i32 %327, 3
  br i1 %328, label %329, label %340

329:                                              ; preds = %326
  %330 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %331 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %332 = load i32, ptr %25, align 4
  %333 = getelementptr inbounds %struct.S4, ptr %331, i32 0, i32 0
  %334 = load i32, ptr %333, align 1
  %335 = call i32 @bump4(i32 %334, i32 noundef %332)
  %336 = getelementptr inbounds %struct.S4, ptr %26, i32 0, i32 0
  store i32 %335, ptr %336, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %330, ptr align 1 %26, i64 4, i1 false)
  br label %337

337:                                              ; preds = %329
  %338 = load i32, ptr %25, align 4
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %25, align 4
  br label %326, !llvm.loop !76

340:                                              ; preds = %326
  %341 = call i32 @make4(i32 noundef 104)
  %342 = getelementptr inbounds %struct.S4, ptr %27, i32 0, i32 0
  store i32 %341, ptr %342, align 1
  %343 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %344 = getelementptr inbounds %struct.S4, ptr %343, i32 0, i32 0
  %345 = load i32, ptr %344, align 1
  %346 = getelementptr inbounds %struct.S4, ptr %27, i32 0, i32 0
  %347 = load i32, ptr %346, align 1
  %348 = call i32 @sum4(i32 %345, i32 noundef 4, i32 %347)
  store i32 %348, ptr %28, align 4
  %349 = load i32, ptr %28, align 4
  %350 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %351 = getelementptr inbounds %struct.S4, ptr %350, i32 0, i32 0
  %352 = getelementptr inbounds [4 x i8], ptr %351, i64 0, i64 0
  %353 = load i8, ptr %352, align 1
  %354 = zext i8 %353 to i32
  %355 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 1
  %356 = getelementptr inbounds %struct.S4, ptr %355, i32 0, i32 0
  %357 = getelementptr inbounds [4 x i8], ptr %356, i64 0, i64 3
  %358 = load i8, ptr %357, align 1
  %359 = zext i8 %358 to i32
  %360 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 0
  %361 = getelementptr inbounds [3 x i8], ptr %360, i64 0, i64 0
  %362 = call i32 @guard_check(ptr noundef %361, i32 noundef 3)
  %363 = getelementptr inbounds %struct.anon.3, ptr %23, i32 0, i32 2
  %364 = getelementptr inbounds [9 x i8], ptr %363, i64 0, i64 0
  %365 = call i32 @guard_check(ptr noundef %364, i32 noundef 9)
  %366 = add i32 %362, %365
  %367 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 4, i32 noundef %349, i32 noundef %354, i32 noundef %359, i32 noundef %366)
  br label %368

368:                                              ; preds = %340
  br label %369

369:                                              ; preds = %368
  call void @llvm.memset.p0.i64(ptr align 1 %29, i8 -91, i64 17, i1 false)
  %370 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %371 = call i40 @make5(i32 noundef 5)
  %372 = getelementptr inbounds %struct.S5, ptr %30, i32 0, i32 0
  store i40 %371, ptr %372, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %370, ptr align 1 %30, i64 5, i1 false)
  store i32 0, ptr %31, align 4
  br label %373

373:                                              ; preds = %384, %369
  %374 = load i32, ptr %31, align 4
  %375 = icmp slt i32 %374, 3
  br i1 %375, label %376, label %387

376:                                              ; preds = %373
  %377 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %378 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %379 = load i32, ptr %31, align 4
  %380 = getelementptr inbounds %struct.S5, ptr %378, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 1 %380, i64 5, i1 false)
  %381 = load i40, ptr %33, align 8
  %382 = call i40 @bump5(i40 %381, i32 noundef %379)
  %383 = getelementptr inbounds %struct.S5, ptr %32, i32 0, i32 0
  store i40 %382, ptr %383, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %377, ptr align 1 %32, i64 5, i1 false)
  br label %384

384:                                              ; preds = %376
  %385 = load i32, ptr %31, align 4
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr %31, align 4
  br label %373, !llvm.loop !77

387:                                              ; preds = %373
  %388 = call i40 @make5(i32 noundef 105)
  %389 = getelementptr inbounds %struct.S5, ptr %34, i32 0, i32 0
  store i40 %388, ptr %389, align 1
  %390 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %391 = getelementptr inbounds %struct.S5, ptr %390, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 1 %391, i64 5, i1 false)
  %392 = load i40, ptr %36, align 8
  %393 = getelementptr inbounds %struct.S5, ptr %34, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 1 %393, i64 5, i1 false)
  %394 = load i40, ptr %37, align 8
  %395 = call i32 @sum5(i40 %392, i32 noundef 5, i40 %394)
  store i32 %395, ptr %35, align 4
  %396 = load i32, ptr %35, align 4
  %397 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %398 = getelementptr inbounds %struct.S5, ptr %397, i32 0, i32 0
  %399 = getelementptr inbounds [5 x i8], ptr %398, i64 0, i64 0
  %400 = load i8, ptr %399, align 1
  %401 = zext i8 %400 to i32
  %402 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 1
  %403 = getelementptr inbounds %struct.S5, ptr %402, i32 0, i32 0
  %404 = getelementptr inbounds [5 x i8], ptr %403, i64 0, i64 4
  %405 = load i8, ptr %404, align 1
  %406 = zext i8 %405 to i32
  %407 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 0
  %408 = getelementptr inbounds [3 x i8], ptr %407, i64 0, i64 0
  %409 = call i32 @guard_check(ptr noundef %408, i32 noundef 3)
  %410 = getelementptr inbounds %struct.anon.4, ptr %29, i32 0, i32 2
  %411 = getelementptr inbounds [9 x i8], ptr %410, i64 0, i64 0
  %412 = call i32 @guard_check(ptr noundef %411, i32 noundef 9)
  %413 = add i32 %409, %412
  %414 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 5, i32 noundef %396, i32 noundef %401, i32 noundef %406, i32 noundef %413)
  br label %415

415:                                              ; preds = %387
  br label %416

416:                                              ; preds = %415
  call void @llvm.memset.p0.i64(ptr align 1 %38, i8 -91, i64 18, i1 false)
  %417 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %418 = call i48 @make6(i32 noundef 6)
  %419 = getelementptr inbounds %struct.S6, ptr %39, i32 0, i32 0
  store i48 %418, ptr %419, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %417, ptr align 1 %39, i64 6, i1 false)
  store i32 0, ptr %40, align 4
  br label %420

420:                                              ; preds = %431, %416
  %421 = load i32, ptr %40, align 4
  %422 = icmp slt i32 %421, 3
  br i1 %422, label %423, label %434

423:                                              ; preds = %420
  %424 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %425 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %426 = load i32, ptr %40, align 4
  %427 = getelementptr inbounds %struct.S6, ptr %425, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %42, ptr align 1 %427, i64 6, i1 false)
  %428 = load i48, ptr %42, align 8
  %429 = call i48 @bump6(i48 %428, i32 noundef %426)
  %430 = getelementptr inbounds %struct.S6, ptr %41, i32 0, i32 0
  store i48 %429, ptr %430, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %424, ptr align 1 %41, i64 6, i1 false)
  br label %431

431:                                              ; preds = %423
  %432 = load i32, ptr %40, align 4
  %433 = add nsw i32 %432, 1
  store i32 %433, ptr %40, align 4
  br label %420, !llvm.loop !78

434:                                              ; preds = %420
  %435 = call i48 @make6(i32 noundef 106)
  %436 = getelementptr inbounds %struct.S6, ptr %43, i32 0, i32 0
  store i48 %435, ptr %436, align 1
  %437 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %438 = getelementptr inbounds %struct.S6, ptr %437, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 1 %438, i64 6, i1 false)
  %439 = load i48, ptr %45, align 8
  %440 = getelementptr inbounds %struct.S6, ptr %43, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 1 %440, i64 6, i1 false)
  %441 = load i48, ptr %46, align 8
  %442 = call i32 @sum6(i48 %439, i32 noundef 6, i48 %441)
  store i32 %442, ptr %44, align 4
  %443 = load i32, ptr %44, align 4
  %444 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %445 = getelementptr inbounds %struct.S6, ptr %444, i32 0, i32 0
  %446 = getelementptr inbounds [6 x i8], ptr %445, i64 0, i64 0
  %447 = load i8, ptr %446, align 1
  %448 = zext i8 %447 to i32
  %449 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 1
  %450 = getelementptr inbounds %struct.S6, ptr %449, i32 0, i32 0
  %451 = getelementptr inbounds [6 x i8], ptr %450, i64 0, i64 5
  %452 = load i8, ptr %451, align 1
  %453 = zext i8 %452 to i32
  %454 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 0
  %455 = getelementptr inbounds [3 x i8], ptr %454, i64 0, i64 0
  %456 = call i32 @guard_check(ptr noundef %455, i32 noundef 3)
  %457 = getelementptr inbounds %struct.anon.5, ptr %38, i32 0, i32 2
  %458 = getelementptr inbounds [9 x i8], ptr %457, i64 0, i64 0
  %459 = call i32 @guard_check(ptr noundef %458, i32 noundef 9)
  %460 = add i32 %456, %459
  %461 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 6, i32 noundef %443, i32 noundef %448, i32 noundef %453, i32 noundef %460)
  br label %462

462:                                              ; preds = %434
  br label %463

463:                                              ; preds = %462
  call void @llvm.memset.p0.i64(ptr align 1 %47, i8 -91, i64 19, i1 false)
  %464 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %465 = call i56 @make7(i32 noundef 7)
  %466 = getelementptr inbounds %struct.S7, ptr %48, i32 0, i32 0
  store i56 %465, ptr %466, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %464, ptr align 1 %48, i64 7, i1 false)
  store i32 0, ptr %49, align 4
  br label %467

467:                                              ; preds = %478, %463
  %468 = load i32, ptr %49, align 4
  %469 = icmp slt i32 %468, 3
  br i1 %469, label %470, label %481

470:                                              ; preds = %467
  %471 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %472 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %473 = load i32, ptr %49, align 4
  %474 = getelementptr inbounds %struct.S7, ptr %472, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 1 %474, i64 7, i1 false)
  %475 = load i56, ptr %51, align 8
  %476 = call i56 @bump7(i56 %475, i32 noundef %473)
  %477 = getelementptr inbounds %struct.S7, ptr %50, i32 0, i32 0
  store i56 %476, ptr %477, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %471, ptr align 1 %50, i64 7, i1 false)
  br label %478

478:                                              ; preds = %470
  %479 = load i32, ptr %49, align 4
  %480 = add nsw i32 %479, 1
  store i32 %480, ptr %49, align 4
  br label %467, !llvm.loop !79

481:                                              ; preds = %467
  %482 = call i56 @make7(i32 noundef 107)
  %483 = getelementptr inbounds %struct.S7, ptr %52, i32 0, i32 0
  store i56 %482, ptr %483, align 1
  %484 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %485 = getelementptr inbounds %struct.S7, ptr %484, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 1 %485, i64 7, i1 false)
  %486 = load i56, ptr %54, align 8
  %487 = getelementptr inbounds %struct.S7, ptr %52, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 1 %487, i64 7, i1 false)
  %488 = load i56, ptr %55, align 8
  %489 = call i32 @sum7(i56 %486, i32 noundef 7, i56 %488)
  store i32 %489, ptr %53, align 4
  %490 = load i32, ptr %53, align 4
  %491 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %492 = getelementptr inbounds %struct.S7, ptr %491, i32 0, i32 0
  %493 = getelementptr inbounds [7 x i8], ptr %492, i64 0, i64 0
  %494 = load i8, ptr %493, align 1
  %495 = zext i8 %494 to i32
  %496 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 1
  %497 = getelementptr inbounds %struct.S7, ptr %496, i32 0, i32 0
  %498 = getelementptr inbounds [7 x i8], ptr %497, i64 0, i64 6
  %499 = load i8, ptr %498, align 1
  %500 = zext i8 %499 to i32
  %501 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 0
  %502 = getelementptr inbounds [3 x i8], ptr %501, i64 0, i64 0
  %503 = call i32 @guard_check(ptr noundef %502, i32 noundef 3)
  %504 = getelementptr inbounds %struct.anon.6, ptr %47, i32 0, i32 2
  %505 = getelementptr inbounds [9 x i8], ptr %504, i64 0, i64 0
  %506 = call i32 @guard_check(ptr noundef %505, i32 noundef 9)
  %507 = add i32 %503, %506
  %508 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 7, i32 noundef %490, i32 noundef %495, i32 noundef %500, i32 noundef %507)
  br label %509

509:                                              ; preds = %481
  br label %510

510:                                              ; preds = %509
  call void @llvm.memset.p0.i64(ptr align 1 %56, i8 -91, i64 20, i1 false)
  %511 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %512 = call i64 @make8(i32 noundef 8)
  %513 = getelementptr inbounds %struct.S8, ptr %57, i32 0, i32 0
  store i64 %512, ptr %513, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %511, ptr align 1 %57, i64 8, i1 false)
  store i32 0, ptr %58, align 4
  br label %514

514:                                              ; preds = %525, %510
  %515 = load i32, ptr %58, align 4
  %516 = icmp slt i32 %515, 3
  br i1 %516, label %517, label %528

517:                                              ; preds = %514
  %518 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %519 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %520 = load i32, ptr %58, align 4
  %521 = getelementptr inbounds %struct.S8, ptr %519, i32 0, i32 0
  %522 = load i64, ptr %521, align 1
  %523 = call i64 @bump8(i64 %522, i32 noundef %520)
  %524 = getelementptr inbounds %struct.S8, ptr %59, i32 0, i32 0
  store i64 %523, ptr %524, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %518, ptr align 1 %59, i64 8, i1 false)
  br label %525

525:                                              ; preds = %517
  %526 = load i32, ptr %58, align 4
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr %58, align 4
  br label %514, !llvm.loop !80

528:                                              ; preds = %514
  %529 = call i64 @make8(i32 noundef 108)
  %530 = getelementptr inbounds %struct.S8, ptr %60, i32 0, i32 0
  store i64 %529, ptr %530, align 1
  %531 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %532 = getelementptr inbounds %struct.S8, ptr %531, i32 0, i32 0
  %533 = load i64, ptr %532, align 1
  %534 = getelementptr inbounds %struct.S8, ptr %60, i32 0, i32 0
  %535 = load i64, ptr %534, align 1
  %536 = call i32 @sum8(i64 %533, i32 noundef 8, i64 %535)
  store i32 %536, ptr %61, align 4
  %537 = load i32, ptr %61, align 4
  %538 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %539 = getelementptr inbounds %struct.S8, ptr %538, i32 0, i32 0
  %540 = getelementptr inbounds [8 x i8], ptr %539, i64 0, i64 0
  %541 = load i8, ptr %540, align 1
  %542 = zext i8 %541 to i32
  %543 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 1
  %544 = getelementptr inbounds %struct.S8, ptr %543, i32 0, i32 0
  %545 = getelementptr inbounds [8 x i8], ptr %544, i64 0, i64 7
  %546 = load i8, ptr %545, align 1
  %547 = zext i8 %546 to i32
  %548 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 0
  %549 = getelementptr inbounds [3 x i8], ptr %548, i64 0, i64 0
  %550 = call i32 @guard_check(ptr noundef %549, i32 noundef 3)
  %551 = getelementptr inbounds %struct.anon.7, ptr %56, i32 0, i32 2
  %552 = getelementptr inbounds [9 x i8], ptr %551, i64 0, i64 0
  %553 = call i32 @guard_check(ptr noundef %552, i32 noundef 9)
  %554 = add i32 %550, %553
  %555 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 8, i32 noundef %537, i32 noundef %542, i32 noundef %547, i32 noundef %554)
  br label %556

556:                                              ; preds = %528
  br label %557

557:                                              ; preds = %556
  call void @llvm.memset.p0.i64(ptr align 1 %62, i8 -91, i64 21, i1 false)
  %558 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %559 = call { i64, i8 } @make9(i32 noundef 9)
  %560 = getelementptr inbounds %struct.S9, ptr %63, i32 0, i32 0
  store { i64, i8 } %559, ptr %64, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %560, ptr align 8 %64, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %558, ptr align 1 %63, i64 9, i1 false)
  store i32 0, ptr %65, align 4
  br label %561

561:                                              ; preds = %574, %557
  %562 = load i32, ptr %65, align 4
  %563 = icmp slt i32 %562, 3
  br i1 %563, label %564, label %577

564:                                              ; preds = %561
  %565 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %566 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %567 = load i32, ptr %65, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %67, ptr align 1 %566, i64 9, i1 false)
  %568 = getelementptr inbounds { i64, i8 }, ptr %67, i32 0, i32 0
  %569 = load i64, ptr %568, align 1
  %570 = getelementptr inbounds { i64, i8 }, ptr %67, i32 0, i32 1
  %571 = load i8, ptr %570, align 1
  %572 = call { i64, i8 } @bump9(i64 %569, i8 %571, i32 noundef %567)
  %573 = getelementptr inbounds %struct.S9, ptr %66, i32 0, i32 0
  store { i64, i8 } %572, ptr %68, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %573, ptr align 8 %68, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %565, ptr align 1 %66, i64 9, i1 false)
  br label %574

574:                                              ; preds = %564
  %575 = load i32, ptr %65, align 4
  %576 = add nsw i32 %575, 1
  store i32 %576, ptr %65, align 4
  br label %561, !llvm.loop !81

577:                                              ; preds = %561
  %578 = call { i64, i8 } @make9(i32 noundef 109)
  %579 = getelementptr inbounds %struct.S9, ptr %69, i32 0, i32 0
  store { i64, i8 } %578, ptr %70, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %579, ptr align 8 %70, i64 9, i1 false)
  %580 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %72, ptr align 1 %580, i64 9, i1 false)
  %581 = getelementptr inbounds { i64, i8 }, ptr %72, i32 0, i32 0
  %582 = load i64, ptr %581, align 1
  %583 = getelementptr inbounds { i64, i8 }, ptr %72, i32 0, i32 1
  %584 = load i8, ptr %583, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 1 %69, i64 9, i1 false)
  %585 = getelementptr inbounds { i64, i8 }, ptr %73, i32 0, i32 0
  %586 = load i64, ptr %585, align 1
  %587 = getelementptr inbounds { i64, i8 }, ptr %73, i32 0, i32 1
  %588 = load i8, ptr %587, align 1
  %589 = call i32 @sum9(i64 %582, i8 %584, i32 noundef 9, i64 %586, i8 %588)
  store i32 %589, ptr %71, align 4
  %590 = load i32, ptr %71, align 4
  %591 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %592 = getelementptr inbounds %struct.S9, ptr %591, i32 0, i32 0
  %593 = getelementptr inbounds [9 x i8], ptr %592, i64 0, i64 0
  %594 = load i8, ptr %593, align 1
  %595 = zext i8 %594 to i32
  %596 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 1
  %597 = getelementptr inbounds %struct.S9, ptr %596, i32 0, i32 0
  %598 = getelementptr inbounds [9 x i8], ptr %597, i64 0, i64 8
  %599 = load i8, ptr %598, align 1
  %600 = zext i8 %599 to i32
  %601 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 0
  %602 = getelementptr inbounds [3 x i8], ptr %601, i64 0, i64 0
  %603 = call i32 @guard_check(ptr noundef %602, i32 noundef 3)
  %604 = getelementptr inbounds %struct.anon.8, ptr %62, i32 0, i32 2
  %605 = getelementptr inbounds [9 x i8], ptr %604, i64 0, i64 0
  %606 = call i32 @guard_check(ptr noundef %605, i32 noundef 9)
  %607 = add i32 %603, %606
  %608 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 9, i32 noundef %590, i32 noundef %595, i32 noundef %600, i32 noundef %607)
  br label %609

609:                                              ; preds = %577
  br label %610

610:                                              ; preds = %609
  call void @llvm.memset.p0.i64(ptr align 1 %74, i8 -91, i64 22, i1 false)
  %611 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 1
  %612 = call { i64, i16 } @make10(i32 noundef 10)
  %613 = getelementptr inbounds %struct.S10, ptr %75, i32 0, i32 0
  store { i64, i16 } %612, ptr %76, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %613, ptr align 8 %76, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %611, ptr align 1 %75, i64 10, i1 false)
  store i32 0, ptr %77, align 4
  br label %614

614:                                              ; preds = %627, %610
  %615 = load i32, ptr %77, align 4
  %616 = icmp slt i32 %615, 3
  br i1 %616, label %617, label %630

617:                                              ; preds = %614
  %618 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 1
  %619 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 1
  %620 = load i32, ptr %77, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %619, i64 10, i1 false)
  %621 = getelementptr inbounds { i64, i16 }, ptr %79, i32 0, i32 0
  %622 = load i64, ptr %621, align 1
  %623 = getelementptr inbounds { i64, i16 }, ptr %79, i32 0, i32 1
  %624 = load i16, ptr %623, align 1
  %625 = call { i64, i16 } @bump10(i64 %622, i16 %624, i32 noundef %620)
  %626 = getelementptr inbounds %struct.S10, ptr %78, i32 0, i32 0
  store { i64, i16 } %625, ptr %80, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %626, ptr align 8 %80, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %618, ptr align 1 %78, i64 10, i1 false)
  br label %627

627:                                              ; preds = %617
  %628 = load i32, ptr %77, align 4
  %629 = add nsw i32 %628, 1
  store i32 %629, ptr %77, align 4
  br label %614, !llvm.loop !82

630:                                              ; preds = %614
  %631 = call { i64, i16 } @make10(i32 noundef 110)
  %632 = getelementptr inbounds %struct.S10, ptr %81, i32 0, i32 0
  store { i64, i16 } %631, ptr %82, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %632, ptr align 8 %82, i64 10, i1 false)
  %633 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %84, ptr align 1 %633, i64 10, i1 false)
  %634 = getelementptr inbounds { i64, i16 }, ptr %84, i32 0, i32 0
  %635 = load i64, ptr %634, align 1
  %636 = getelementptr inbounds { i64, i16 }, ptr %84, i32 0, i32 1
  %637 = load i16, ptr %636, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %85, ptr align 1 %81, i64 10, i1 false)
  %638 = getelementptr inbounds { i64, i16 }, ptr %85, i32 0, i32 0
  %639 = load i64, ptr %638, align 1
  %640 = getelementptr inbounds { i64, i16 }, ptr %85, i32 0, i32 1
  %641 = load i16, ptr %640, align 1
  %642 = call i32 @sum10(i64 %635, i16 %637, i32 noundef 10, i64 %639, i16 %641)
  store i32 %642, ptr %83, align 4
  %643 = load i32, ptr %83, align 4
  %644 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 1
  %645 = getelementptr inbounds %struct.S10, ptr %644, i32 0, i32 0
  %646 = getelementptr inbounds [10 x i8], ptr %645, i64 0, i64 0
  %647 = load i8, ptr %646, align 1
  %648 = zext i8 %647 to i32
  %649 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 1
  %650 = getelementptr inbounds %struct.S10, ptr %649, i32 0, i32 0
  %651 = getelementptr inbounds [10 x i8], ptr %650, i64 0, i64 9
  %652 = load i8, ptr %651, align 1
  %653 = zext i8 %652 to i32
  %654 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 0
  %655 = getelementptr inbounds [3 x i8], ptr %654, i64 0, i64 0
  %656 = call i32 @guard_check(ptr noundef %655, i32 noundef 3)
  %657 = getelementptr inbounds %struct.anon.9, ptr %74, i32 0, i32 2
  %658 = getelementptr inbounds [9 x i8], ptr %657, i64 0, i64 0
  %659 = call i32 @guard_check(ptr noundef %658, i32 noundef 9)
  %660 = add i32 %656, %659
  %661 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 10, i32 noundef %643, i32 noundef %648, i32 noundef %653, i32 noundef %660)
  br label %662

662:                                              ; preds = %630
  br label %663

663:                                              ; preds = %662
  call void @llvm.memset.p0.i64(ptr align 1 %86, i8 -91, i64 23, i1 false)
  %664 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 1
  call void @fill11(ptr noundef %664, i32 noundef 11)
  store i32 0, ptr %87, align 4
  br label %665

665:                                              ; preds = %676, %663
  %666 = load i32, ptr %87, align 4
  %667 = icmp slt i32 %666, 3
  br i1 %667, label %668, label %679

668:                                              ; preds = %665
  %669 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 1
  %670 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 1
  %671 = load i32, ptr %87, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %88, ptr align 1 %670, i64 11, i1 false)
  %672 = getelementptr inbounds { i64, i24 }, ptr %88, i32 0, i32 0
  %673 = load i64, ptr %672, align 1
  %674 = getelementptr inbounds { i64, i24 }, ptr %88, i32 0, i32 1
  %675 = load i24, ptr %674, align 1
  call void @bumpp11(ptr noundef %669, i64 %673, i24 %675, i32 noundef %671)
  br label %676

676:                                              ; preds = %668
  %677 = load i32, ptr %87, align 4
  %678 = add nsw i32 %677, 1
  store i32 %678, ptr %87, align 4
  br label %665, !llvm.loop !83

679:                                              ; preds = %665
  call void @fill11(ptr noundef %89, i32 noundef 111)
  %680 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %91, ptr align 1 %680, i64 11, i1 false)
  %681 = getelementptr inbounds { i64, i24 }, ptr %91, i32 0, i32 0
  %682 = load i64, ptr %681, align 1
  %683 = getelementptr inbounds { i64, i24 }, ptr %91, i32 0, i32 1
  %684 = load i24, ptr %683, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %92, ptr align 1 %89, i64 11, i1 false)
  %685 = getelementptr inbounds { i64, i24 }, ptr %92, i32 0, i32 0
  %686 = load i64, ptr %685, align 1
  %687 = getelementptr inbounds { i64, i24 }, ptr %92, i32 0, i32 1
  %688 = load i24, ptr %687, align 1
  %689 = call i32 @sum11(i64 %682, i24 %684, i32 noundef 11, i64 %686, i24 %688)
  store i32 %689, ptr %90, align 4
  %690 = load i32, ptr %90, align 4
  %691 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 1
  %692 = getelementptr inbounds %struct.S11, ptr %691, i32 0, i32 0
  %693 = getelementptr inbounds [11 x i8], ptr %692, i64 0, i64 0
  %694 = load i8, ptr %693, align 1
  %695 = zext i8 %694 to i32
  %696 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 1
  %697 = getelementptr inbounds %struct.S11, ptr %696, i32 0, i32 0
  %698 = getelementptr inbounds [11 x i8], ptr %697, i64 0, i64 10
  %699 = load i8, ptr %698, align 1
  %700 = zext i8 %699 to i32
  %701 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 0
  %702 = getelementptr inbounds [3 x i8], ptr %701, i64 0, i64 0
  %703 = call i32 @guard_check(ptr noundef %702, i32 noundef 3)
  %704 = getelementptr inbounds %struct.anon.10, ptr %86, i32 0, i32 2
  %705 = getelementptr inbounds [9 x i8], ptr %704, i64 0, i64 0
  %706 = call i32 @guard_check(ptr noundef %705, i32 noundef 9)
  %707 = add i32 %703, %706
  %708 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 11, i32 noundef %690, i32 noundef %695, i32 noundef %700, i32 noundef %707)
  br label %709

709:                                              ; preds = %679
  br label %710

710:                                              ; preds = %709
  call void @llvm.memset.p0.i64(ptr align 1 %93, i8 -91, i64 24, i1 false)
  %711 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 1
  %712 = call { i64, i32 } @make12(i32 noundef 12)
  %713 = getelementptr inbounds %struct.S12, ptr %94, i32 0, i32 0
  store { i64, i32 } %712, ptr %95, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %713, ptr align 8 %95, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %711, ptr align 1 %94, i64 12, i1 false)
  store i32 0, ptr %96, align 4
  br label %714

714:                                              ; preds = %727, %710
  %715 = load i32, ptr %96, align 4
  %716 = icmp slt i32 %715, 3
  br i1 %716, label %717, label %730

717:                                              ; preds = %714
  %718 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 1
  %719 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 1
  %720 = load i32, ptr %96, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %98, ptr align 1 %719, i64 12, i1 false)
  %721 = getelementptr inbounds { i64, i32 }, ptr %98, i32 0, i32 0
  %722 = load i64, ptr %721, align 1
  %723 = getelementptr inbounds { i64, i32 }, ptr %98, i32 0, i32 1
  %724 = load i32, ptr %723, align 1
  %725 = call { i64, i32 } @bump12(i64 %722, i32 %724, i32 noundef %720)
  %726 = getelementptr inbounds %struct.S12, ptr %97, i32 0, i32 0
  store { i64, i32 } %725, ptr %99, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %726, ptr align 8 %99, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %718, ptr align 1 %97, i64 12, i1 false)
  br label %727

727:                                              ; preds = %717
  %728 = load i32, ptr %96, align 4
  %729 = add nsw i32 %728, 1
  store i32 %729, ptr %96, align 4
  br label %714, !llvm.loop !84

730:                                              ; preds = %714
  %731 = call { i64, i32 } @make12(i32 noundef 112)
  %732 = getelementptr inbounds %struct.S12, ptr %100, i32 0, i32 0
  store { i64, i32 } %731, ptr %101, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %732, ptr align 8 %101, i64 12, i1 false)
  %733 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %103, ptr align 1 %733, i64 12, i1 false)
  %734 = getelementptr inbounds { i64, i32 }, ptr %103, i32 0, i32 0
  %735 = load i64, ptr %734, align 1
  %736 = getelementptr inbounds { i64, i32 }, ptr %103, i32 0, i32 1
  %737 = load i32, ptr %736, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %104, ptr align 1 %100, i64 12, i1 false)
  %738 = getelementptr inbounds { i64, i32 }, ptr %104, i32 0, i32 0
  %739 = load i64, ptr %738, align 1
  %740 = getelementptr inbounds { i64, i32 }, ptr %104, i32 0, i32 1
  %741 = load i32, ptr %740, align 1
  %742 = call i32 @sum12(i64 %735, i32 %737, i32 noundef 12, i64 %739, i32 %741)
  store i32 %742, ptr %102, align 4
  %743 = load i32, ptr %102, align 4
  %744 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 1
  %745 = getelementptr inbounds %struct.S12, ptr %744, i32 0, i32 0
  %746 = getelementptr inbounds [12 x i8], ptr %745, i64 0, i64 0
  %747 = load i8, ptr %746, align 1
  %748 = zext i8 %747 to i32
  %749 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 1
  %750 = getelementptr inbounds %struct.S12, ptr %749, i32 0, i32 0
  %751 = getelementptr inbounds [12 x i8], ptr %750, i64 0, i64 11
  %752 = load i8, ptr %751, align 1
  %753 = zext i8 %752 to i32
  %754 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 0
  %755 = getelementptr inbounds [3 x i8], ptr %754, i64 0, i64 0
  %756 = call i32 @guard_check(ptr noundef %755, i32 noundef 3)
  %757 = getelementptr inbounds %struct.anon.11, ptr %93, i32 0, i32 2
  %758 = getelementptr inbounds [9 x i8], ptr %757, i64 0, i64 0
  %759 = call i32 @guard_check(ptr noundef %758, i32 noundef 9)
  %760 = add i32 %756, %759
  %761 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 12, i32 noundef %743, i32 noundef %748, i32 noundef %753, i32 noundef %760)
  br label %762

762:                                              ; preds = %730
  br label %763

763:                                              ; preds = %762
  call void @llvm.memset.p0.i64(ptr align 1 %105, i8 -91, i64 25, i1 false)
  %764 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 1
  call void @fill13(ptr noundef %764, i32 noundef 13)
  store i32 0, ptr %106, align 4
  br label %765

765:                                              ; preds = %776, %763
  %766 = load i32, ptr %106, align 4
  %767 = icmp slt i32 %766, 3
  br i1 %767, label %768, label %779

768:                                              ; preds = %765
  %769 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 1
  %770 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 1
  %771 = load i32, ptr %106, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %107, ptr align 1 %770, i64 13, i1 false)
  %772 = getelementptr inbounds { i64, i40 }, ptr %107, i32 0, i32 0
  %773 = load i64, ptr %772, align 1
  %774 = getelementptr inbounds { i64, i40 }, ptr %107, i32 0, i32 1
  %775 = load i40, ptr %774, align 1
  call void @bumpp13(ptr noundef %769, i64 %773, i40 %775, i32 noundef %771)
  br label %776

776:                                              ; preds = %768
  %777 = load i32, ptr %106, align 4
  %778 = add nsw i32 %777, 1
  store i32 %778, ptr %106, align 4
  br label %765, !llvm.loop !85

779:                                              ; preds = %765
  call void @fill13(ptr noundef %108, i32 noundef 113)
  %780 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %110, ptr align 1 %780, i64 13, i1 false)
  %781 = getelementptr inbounds { i64, i40 }, ptr %110, i32 0, i32 0
  %782 = load i64, ptr %781, align 1
  %783 = getelementptr inbounds { i64, i40 }, ptr %110, i32 0, i32 1
  %784 = load i40, ptr %783, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %111, ptr align 1 %108, i64 13, i1 false)
  %785 = getelementptr inbounds { i64, i40 }, ptr %111, i32 0, i32 0
  %786 = load i64, ptr %785, align 1
  %787 = getelementptr inbounds { i64, i40 }, ptr %111, i32 0, i32 1
  %788 = load i40, ptr %787, align 1
  %789 = call i32 @sum13(i64 %782, i40 %784, i32 noundef 13, i64 %786, i40 %788)
  store i32 %789, ptr %109, align 4
  %790 = load i32, ptr %109, align 4
  %791 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 1
  %792 = getelementptr inbounds %struct.S13, ptr %791, i32 0, i32 0
  %793 = getelementptr inbounds [13 x i8], ptr %792, i64 0, i64 0
  %794 = load i8, ptr %793, align 1
  %795 = zext i8 %794 to i32
  %796 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 1
  %797 = getelementptr inbounds %struct.S13, ptr %796, i32 0, i32 0
  %798 = getelementptr inbounds [13 x i8], ptr %797, i64 0, i64 12
  %799 = load i8, ptr %798, align 1
  %800 = zext i8 %799 to i32
  %801 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 0
  %802 = getelementptr inbounds [3 x i8], ptr %801, i64 0, i64 0
  %803 = call i32 @guard_check(ptr noundef %802, i32 noundef 3)
  %804 = getelementptr inbounds %struct.anon.12, ptr %105, i32 0, i32 2
  %805 = getelementptr inbounds [9 x i8], ptr %804, i64 0, i64 0
  %806 = call i32 @guard_check(ptr noundef %805, i32 noundef 9)
  %807 = add i32 %803, %806
  %808 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 13, i32 noundef %790, i32 noundef %795, i32 noundef %800, i32 noundef %807)
  br label %809

809:                                              ; preds = %779
  br label %810

810:                                              ; preds = %809
  call void @llvm.memset.p0.i64(ptr align 1 %112, i8 -91, i64 26, i1 false)
  %811 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 1
  call void @fill14(ptr noundef %811, i32 noundef 14)
  store i32 0, ptr %113, align 4
  br label %812

812:                                              ; preds = %823, %810
  %813 = load i32, ptr %113, align 4
  %814 = icmp slt i32 %813, 3
  br i1 %814, label %815, label %826

815:                                              ; preds = %812
  %816 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 1
  %817 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 1
  %818 = load i32, ptr %113, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %114, ptr align 1 %817, i64 14, i1 false)
  %819 = getelementptr inbounds { i64, i48 }, ptr %114, i32 0, i32 0
  %820 = load i64, ptr %819, align 1
  %821 = getelementptr inbounds { i64, i48 }, ptr %114, i32 0, i32 1
  %822 = load i48, ptr %821, align 1
  call void @bumpp14(ptr noundef %816, i64 %820, i48 %822, i32 noundef %818)
  br label %823

823:                                              ; preds = %815
  %824 = load i32, ptr %113, align 4
  %825 = add nsw i32 %824, 1
  store i32 %825, ptr %113, align 4
  br label %812, !llvm.loop !86

826:                                              ; preds = %812
  call void @fill14(ptr noundef %115, i32 noundef 114)
  %827 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %117, ptr align 1 %827, i64 14, i1 false)
  %828 = getelementptr inbounds { i64, i48 }, ptr %117, i32 0, i32 0
  %829 = load i64, ptr %828, align 1
  %830 = getelementptr inbounds { i64, i48 }, ptr %117, i32 0, i32 1
  %831 = load i48, ptr %830, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %118, ptr align 1 %115, i64 14, i1 false)
  %832 = getelementptr inbounds { i64, i48 }, ptr %118, i32 0, i32 0
  %833 = load i64, ptr %832, align 1
  %834 = getelementptr inbounds { i64, i48 }, ptr %118, i32 0, i32 1
  %835 = load i48, ptr %834, align 1
  %836 = call i32 @sum14(i64 %829, i48 %831, i32 noundef 14, i64 %833, i48 %835)
  store i32 %836, ptr %116, align 4
  %837 = load i32, ptr %116, align 4
  %838 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 1
  %839 = getelementptr inbounds %struct.S14, ptr %838, i32 0, i32 0
  %840 = getelementptr inbounds [14 x i8], ptr %839, i64 0, i64 0
  %841 = load i8, ptr %840, align 1
  %842 = zext i8 %841 to i32
  %843 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 1
  %844 = getelementptr inbounds %struct.S14, ptr %843, i32 0, i32 0
  %845 = getelementptr inbounds [14 x i8], ptr %844, i64 0, i64 13
  %846 = load i8, ptr %845, align 1
  %847 = zext i8 %846 to i32
  %848 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 0
  %849 = getelementptr inbounds [3 x i8], ptr %848, i64 0, i64 0
  %850 = call i32 @guard_check(ptr noundef %849, i32 noundef 3)
  %851 = getelementptr inbounds %struct.anon.13, ptr %112, i32 0, i32 2
  %852 = getelementptr inbounds [9 x i8], ptr %851, i64 0, i64 0
  %853 = call i32 @guard_check(ptr noundef %852, i32 noundef 9)
  %854 = add i32 %850, %853
  %855 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 14, i32 noundef %837, i32 noundef %842, i32 noundef %847, i32 noundef %854)
  br label %856

856:                                              ; preds = %826
  br label %857

857:                                              ; preds = %856
  call void @llvm.memset.p0.i64(ptr align 1 %119, i8 -91, i64 27, i1 false)
  %858 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 1
  call void @fill15(ptr noundef %858, i32 noundef 15)
  store i32 0, ptr %120, align 4
  br label %859

859:                                              ; preds = %870, %857
  %860 = load i32, ptr %120, align 4
  %861 = icmp slt i32 %860, 3
  br i1 %861, label %862, label %873

862:                                              ; preds = %859
  %863 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 1
  %864 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 1
  %865 = load i32, ptr %120, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %121, ptr align 1 %864, i64 15, i1 false)
  %866 = getelementptr inbounds { i64, i56 }, ptr %121, i32 0, i32 0
  %867 = load i64, ptr %866, align 1
  %868 = getelementptr inbounds { i64, i56 }, ptr %121, i32 0, i32 1
  %869 = load i56, ptr %868, align 1
  call void @bumpp15(ptr noundef %863, i64 %867, i56 %869, i32 noundef %865)
  br label %870

870:                                              ; preds = %862
  %871 = load i32, ptr %120, align 4
  %872 = add nsw i32 %871, 1
  store i32 %872, ptr %120, align 4
  br label %859, !llvm.loop !87

873:                                              ; preds = %859
  call void @fill15(ptr noundef %122, i32 noundef 115)
  %874 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %124, ptr align 1 %874, i64 15, i1 false)
  %875 = getelementptr inbounds { i64, i56 }, ptr %124, i32 0, i32 0
  %876 = load i64, ptr %875, align 1
  %877 = getelementptr inbounds { i64, i56 }, ptr %124, i32 0, i32 1
  %878 = load i56, ptr %877, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %125, ptr align 1 %122, i64 15, i1 false)
  %879 = getelementptr inbounds { i64, i56 }, ptr %125, i32 0, i32 0
  %880 = load i64, ptr %879, align 1
  %881 = getelementptr inbounds { i64, i56 }, ptr %125, i32 0, i32 1
  %882 = load i56, ptr %881, align 1
  %883 = call i32 @sum15(i64 %876, i56 %878, i32 noundef 15, i64 %880, i56 %882)
  store i32 %883, ptr %123, align 4
  %884 = load i32, ptr %123, align 4
  %885 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 1
  %886 = getelementptr inbounds %struct.S15, ptr %885, i32 0, i32 0
  %887 = getelementptr inbounds [15 x i8], ptr %886, i64 0, i64 0
  %888 = load i8, ptr %887, align 1
  %889 = zext i8 %888 to i32
  %890 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 1
  %891 = getelementptr inbounds %struct.S15, ptr %890, i32 0, i32 0
  %892 = getelementptr inbounds [15 x i8], ptr %891, i64 0, i64 14
  %893 = load i8, ptr %892, align 1
  %894 = zext i8 %893 to i32
  %895 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 0
  %896 = getelementptr inbounds [3 x i8], ptr %895, i64 0, i64 0
  %897 = call i32 @guard_check(ptr noundef %896, i32 noundef 3)
  %898 = getelementptr inbounds %struct.anon.14, ptr %119, i32 0, i32 2
  %899 = getelementptr inbounds [9 x i8], ptr %898, i64 0, i64 0
  %900 = call i32 @guard_check(ptr noundef %899, i32 noundef 9)
  %901 = add i32 %897, %900
  %902 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 15, i32 noundef %884, i32 noundef %889, i32 noundef %894, i32 noundef %901)
  br label %903

903:                                              ; preds = %873
  br label %904

904:                                              ; preds = %903
  call void @llvm.memset.p0.i64(ptr align 1 %126, i8 -91, i64 28, i1 false)
  %905 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 1
  %906 = call { i64, i64 } @make16(i32 noundef 16)
  %907 = getelementptr inbounds %struct.S16, ptr %127, i32 0, i32 0
  %908 = getelementptr inbounds { i64, i64 }, ptr %907, i32 0, i32 0
  %909 = extractvalue { i64, i64 } %906, 0
  store i64 %909, ptr %908, align 1
  %910 = getelementptr inbounds { i64, i64 }, ptr %907, i32 0, i32 1
  %911 = extractvalue { i64, i64 } %906, 1
  store i64 %911, ptr %910, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %905, ptr align 1 %127, i64 16, i1 false)
  store i32 0, ptr %128, align 4
  br label %912

912:                                              ; preds = %929, %904
  %913 = load i32, ptr %128, align 4
  %914 = icmp slt i32 %913, 3
  br i1 %914, label %915, label %932

915:                                              ; preds = %912
  %916 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 1
  %917 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 1
  %918 = load i32, ptr %128, align 4
  %919 = getelementptr inbounds { i64, i64 }, ptr %917, i32 0, i32 0
  %920 = load i64, ptr %919, align 1
  %921 = getelementptr inbounds { i64, i64 }, ptr %917, i32 0, i32 1
  %922 = load i64, ptr %921, align 1
  %923 = call { i64, i64 } @bump16(i64 %920, i64 %922, i32 noundef %918)
  %924 = getelementptr inbounds %struct.S16, ptr %129, i32 0, i32 0
  %925 = getelementptr inbounds { i64, i64 }, ptr %924, i32 0, i32 0
  %926 = extractvalue { i64, i64 } %923, 0
  store i64 %926, ptr %925, align 1
  %927 = getelementptr inbounds { i64, i64 }, ptr %924, i32 0, i32 1
  %928 = extractvalue { i64, i64 } %923, 1
  store i64 %928, ptr %927, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %916, ptr align 1 %129, i64 16, i1 false)
  br label %929

929:                                              ; preds = %915
  %930 = load i32, ptr %128, align 4
  %931 = add nsw i32 %930, 1
  store i32 %931, ptr %128, align 4
  br label %912, !llvm.loop !88

932:                                              ; preds = %912
  %933 = call { i64, i64 } @make16(i32 noundef 116)
  %934 = getelementptr inbounds %struct.S16, ptr %130, i32 0, i32 0
  %935 = getelementptr inbounds { i64, i64 }, ptr %934, i32 0, i32 0
  %936 = extractvalue { i64, i64 } %933, 0
  store i64 %936, ptr %935, align 1
  %937 = getelementptr inbounds { i64, i64 }, ptr %934, i32 0, i32 1
  %938 = extractvalue { i64, i64 } %933, 1
  store i64 %938, ptr %937, align 1
  %939 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 1
  %940 = getelementptr inbounds { i64, i64 }, ptr %939, i32 0, i32 0
  %941 = load i64, ptr %940, align 1
  %942 = getelementptr inbounds { i64, i64 }, ptr %939, i32 0, i32 1
  %943 = load i64, ptr %942, align 1
  %944 = getelementptr inbounds { i64, i64 }, ptr %130, i32 0, i32 0
  %945 = load i64, ptr %944, align 1
  %946 = getelementptr inbounds { i64, i64 }, ptr %130, i32 0, i32 1
  %947 = load i64, ptr %946, align 1
  %948 = call i32 @sum16(i64 %941, i64 %943, i32 noundef 16, i64 %945, i64 %947)
  store i32 %948, ptr %131, align 4
  %949 = load i32, ptr %131, align 4
  %950 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 1
  %951 = getelementptr inbounds %struct.S16, ptr %950, i32 0, i32 0
  %952 = getelementptr inbounds [16 x i8], ptr %951, i64 0, i64 0
  %953 = load i8, ptr %952, align 1
  %954 = zext i8 %953 to i32
  %955 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 1
  %956 = getelementptr inbounds %struct.S16, ptr %955, i32 0, i32 0
  %957 = getelementptr inbounds [16 x i8], ptr %956, i64 0, i64 15
  %958 = load i8, ptr %957, align 1
  %959 = zext i8 %958 to i32
  %960 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 0
  %961 = getelementptr inbounds [3 x i8], ptr %960, i64 0, i64 0
  %962 = call i32 @guard_check(ptr noundef %961, i32 noundef 3)
  %963 = getelementptr inbounds %struct.anon.15, ptr %126, i32 0, i32 2
  %964 = getelementptr inbounds [9 x i8], ptr %963, i64 0, i64 0
  %965 = call i32 @guard_check(ptr noundef %964, i32 noundef 9)
  %966 = add i32 %962, %965
  %967 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 16, i32 noundef %949, i32 noundef %954, i32 noundef %959, i32 noundef %966)
  br label %968

968:                                              ; preds = %932
  br label %969

969:                                              ; preds = %968
  call void @llvm.memset.p0.i64(ptr align 1 %132, i8 -91, i64 29, i1 false)
  %970 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 1
  call void @make17(ptr dead_on_unwind writable sret(%struct.S17) align 1 %133, i32 noundef 17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %970, ptr align 1 %133, i64 17, i1 false)
  store i32 0, ptr %134, align 4
  br label %971

971:                                              ; preds = %978, %969
  %972 = load i32, ptr %134, align 4
  %973 = icmp slt i32 %972, 3
  br i1 %973, label %974, label %981

974:                                              ; preds = %971
  %975 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 1
  %976 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 1
  %977 = load i32, ptr %134, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %136, ptr align 1 %976, i64 17, i1 false)
  call void @bump17(ptr dead_on_unwind writable sret(%struct.S17) align 1 %135, ptr noundef byval(%struct.S17) align 8 %136, i32 noundef %977)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %975, ptr align 1 %135, i64 17, i1 false)
  br label %978

978:                                              ; preds = %974
  %979 = load i32, ptr %134, align 4
  %980 = add nsw i32 %979, 1
  store i32 %980, ptr %134, align 4
  br label %971, !llvm.loop !89

981:                                              ; preds = %971
  call void @make17(ptr dead_on_unwind writable sret(%struct.S17) align 1 %137, i32 noundef 117)
  %982 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %139, ptr align 1 %982, i64 17, i1 false)
  %983 = call i32 @sum17(ptr noundef byval(%struct.S17) align 8 %139, i32 noundef 17, ptr noundef byval(%struct.S17) align 8 %137)
  store i32 %983, ptr %138, align 4
  %984 = load i32, ptr %138, align 4
  %985 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 1
  %986 = getelementptr inbounds %struct.S17, ptr %985, i32 0, i32 0
  %987 = getelementptr inbounds [17 x i8], ptr %986, i64 0, i64 0
  %988 = load i8, ptr %987, align 1
  %989 = zext i8 %988 to i32
  %990 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 1
  %991 = getelementptr inbounds %struct.S17, ptr %990, i32 0, i32 0
  %992 = getelementptr inbounds [17 x i8], ptr %991, i64 0, i64 16
  %993 = load i8, ptr %992, align 1
  %994 = zext i8 %993 to i32
  %995 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 0
  %996 = getelementptr inbounds [3 x i8], ptr %995, i64 0, i64 0
  %997 = call i32 @guard_check(ptr noundef %996, i32 noundef 3)
  %998 = getelementptr inbounds %struct.anon.16, ptr %132, i32 0, i32 2
  %999 = getelementptr inbounds [9 x i8], ptr %998, i64 0, i64 0
  %1000 = call i32 @guard_check(ptr noundef %999, i32 noundef 9)
  %1001 = add i32 %997, %1000
  %1002 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 17, i32 noundef %984, i32 noundef %989, i32 noundef %994, i32 noundef %1001)
  br label %1003

1003:                                             ; preds = %981
  store i32 0, ptr %142, align 4
  br label %1004

1004:                                             ; preds = %1022, %1003
  %1005 = load i32, ptr %142, align 4
  %1006 = icmp slt i32 %1005, 4
  br i1 %1006, label %1007, label %1025

1007:                                             ; preds = %1004
  %1008 = load i32, ptr %142, align 4
  %1009 = sext i32 %1008 to i64
  %1010 = getelementptr inbounds [4 x %struct.S3], ptr %140, i64 0, i64 %1009
  %1011 = load i32, ptr %142, align 4
  %1012 = mul nsw i32 10, %1011
  %1013 = call i24 @make3(i32 noundef %1012)
  %1014 = getelementptr inbounds %struct.S3, ptr %143, i32 0, i32 0
  store i24 %1013, ptr %1014, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1010, ptr align 1 %143, i64 3, i1 false)
  %1015 = load i32, ptr %142, align 4
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr inbounds [4 x %struct.S7], ptr %141, i64 0, i64 %1016
  %1018 = load i32, ptr %142, align 4
  %1019 = mul nsw i32 20, %1018
  %1020 = call i56 @make7(i32 noundef %1019)
  %1021 = getelementptr inbounds %struct.S7, ptr %144, i32 0, i32 0
  store i56 %1020, ptr %1021, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1017, ptr align 1 %144, i64 7, i1 false)
  br label %1022

1022:                                             ; preds = %1007
  %1023 = load i32, ptr %142, align 4
  %1024 = add nsw i32 %1023, 1
  store i32 %1024, ptr %142, align 4
  br label %1004, !llvm.loop !90

1025:                                             ; preds = %1004
  store i32 0, ptr %145, align 4
  br label %1026

1026:                                             ; preds = %1050, %1025
  %1027 = load i32, ptr %145, align 4
  %1028 = icmp slt i32 %1027, 4
  br i1 %1028, label %1029, label %1053

1029:                                             ; preds = %1026
  %1030 = load i32, ptr %145, align 4
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr inbounds [4 x %struct.S3], ptr %140, i64 0, i64 %1031
  %1033 = load i32, ptr %145, align 4
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr inbounds [4 x %struct.S3], ptr %140, i64 0, i64 %1034
  %1036 = getelementptr inbounds %struct.S3, ptr %1035, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %147, ptr align 1 %1036, i64 3, i1 false)
  %1037 = load i24, ptr %147, align 4
  %1038 = call i24 @bump3(i24 %1037, i32 noundef 1)
  %1039 = getelementptr inbounds %struct.S3, ptr %146, i32 0, i32 0
  store i24 %1038, ptr %1039, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1032, ptr align 1 %146, i64 3, i1 false)
  %1040 = load i32, ptr %145, align 4
  %1041 = sext i32 %1040 to i64
  %1042 = getelementptr inbounds [4 x %struct.S7], ptr %141, i64 0, i64 %1041
  %1043 = load i32, ptr %145, align 4
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr inbounds [4 x %struct.S7], ptr %141, i64 0, i64 %1044
  %1046 = getelementptr inbounds %struct.S7, ptr %1045, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %149, ptr align 1 %1046, i64 7, i1 false)
  %1047 = load i56, ptr %149, align 8
  %1048 = call i56 @bump7(i56 %1047, i32 noundef 2)
  %1049 = getelementptr inbounds %struct.S7, ptr %148, i32 0, i32 0
  store i56 %1048, ptr %1049, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1042, ptr align 1 %148, i64 7, i1 false)
  br label %1050

1050:                                             ; preds = %1029
  %1051 = load i32, ptr %145, align 4
  %1052 = add nsw i32 %1051, 2
  store i32 %1052, ptr %145, align 4
  br label %1026, !llvm.loop !91

1053:                                             ; preds = %1026
  store i32 0, ptr %150, align 4
  store i32 0, ptr %151, align 4
  br label %1054

1054:                                             ; preds = %1078, %1053
  %1055 = load i32, ptr %151, align 4
  %1056 = icmp slt i32 %1055, 4
  br i1 %1056, label %1057, label %1081

1057:                                             ; preds = %1054
  store i32 0, ptr %152, align 4
  br label %1058

1058:                                             ; preds = %1074, %1057
  %1059 = load i32, ptr %152, align 4
  %1060 = icmp slt i32 %1059, 3
  br i1 %1060, label %1061, label %1077

1061:                                             ; preds = %1058
  %1062 = load i32, ptr %150, align 4
  %1063 = mul i32 %1062, 17
  %1064 = load i32, ptr %151, align 4
  %1065 = sext i32 %1064 to i64
  %1066 = getelementptr inbounds [4 x %struct.S3], ptr %140, i64 0, i64 %1065
  %1067 = getelementptr inbounds %struct.S3, ptr %1066, i32 0, i32 0
  %1068 = load i32, ptr %152, align 4
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds [3 x i8], ptr %1067, i64 0, i64 %1069
  %1071 = load i8, ptr %1070, align 1
  %1072 = zext i8 %1071 to i32
  %1073 = add i32 %1063, %1072
  store i32 %1073, ptr %150, align 4
  br label %1074

1074:                                             ; preds = %1061
  %1075 = load i32, ptr %152, align 4
  %1076 = add nsw i32 %1075, 1
  store i32 %1076, ptr %152, align 4
  br label %1058, !llvm.loop !92

1077:                                             ; preds = %1058
  br label %1078

1078:                                             ; preds = %1077
  %1079 = load i32, ptr %151, align 4
  %1080 = add nsw i32 %1079, 1
  store i32 %1080, ptr %151, align 4
  br label %1054, !llvm.loop !93

1081:                                             ; preds = %1054
  store i32 0, ptr %153, align 4
  br label %1082

1082:                                             ; preds = %1106, %1081
  %1083 = load i32, ptr %153, align 4
  %1084 = icmp slt i32 %1083, 4
  br i1 %1084, label %1085, label %1109

1085:                                             ; preds = %1082
  store i32 0, ptr %154, align 4
  br label %1086

1086:                                             ; preds = %1102, %1085
  %1087 = load i32, ptr %154, align 4
  %1088 = icmp slt i32 %1087, 7
  br i1 %1088, label %1089, label %1105

1089:                                             ; preds = %1086
  %1090 = load i32, ptr %150, align 4
  %1091 = mul i32 %1090, 13
  %1092 = load i32, ptr %153, align 4
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr inbounds [4 x %struct.S7], ptr %141, i64 0, i64 %1093
  %1095 = getelementptr inbounds %struct.S7, ptr %1094, i32 0, i32 0
  %1096 = load i32, ptr %154, align 4
  %1097 = sext i32 %1096 to i64
  %1098 = getelementptr inbounds [7 x i8], ptr %1095, i64 0, i64 %1097
  %1099 = load i8, ptr %1098, align 1
  %1100 = zext i8 %1099 to i32
  %1101 = add i32 %1091, %1100
  store i32 %1101, ptr %150, align 4
  br label %1102

1102:                                             ; preds = %1089
  %1103 = load i32, ptr %154, align 4
  %1104 = add nsw i32 %1103, 1
  store i32 %1104, ptr %154, align 4
  br label %1086, !llvm.loop !94

1105:                                             ; preds = %1086
  br label %1106

1106:                                             ; preds = %1105
  %1107 = load i32, ptr %153, align 4
  %1108 = add nsw i32 %1107, 1
  store i32 %1108, ptr %153, align 4
  br label %1082, !llvm.loop !95

1109:                                             ; preds = %1082
  %1110 = load i32, ptr %150, align 4
  %1111 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %1110)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %155, ptr align 4 @__const.main.cf, i64 8, i1 false)
  %1112 = load i64, ptr %155, align 4
  %1113 = call i64 @cf_f(i64 %1112)
  store i64 %1113, ptr %157, align 4
  %1114 = load i64, ptr %157, align 4
  %1115 = call i64 @cf_f(i64 %1114)
  store i64 %1115, ptr %156, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %155, ptr align 4 %156, i64 8, i1 false)
  %1116 = getelementptr inbounds %struct.CF, ptr %155, i32 0, i32 0
  %1117 = load i8, ptr %1116, align 4
  %1118 = sext i8 %1117 to i32
  %1119 = getelementptr inbounds %struct.CF, ptr %155, i32 0, i32 1
  %1120 = load float, ptr %1119, align 4
  %1121 = fpext float %1120 to double
  %1122 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %1118, double noundef %1121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %158, ptr align 4 @__const.main.fcc, i64 8, i1 false)
  %1123 = load i64, ptr %158, align 4
  %1124 = call i64 @fcc_f(i64 %1123)
  store i64 %1124, ptr %159, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %158, ptr align 4 %159, i64 8, i1 false)
  %1125 = getelementptr inbounds %struct.FCC, ptr %158, i32 0, i32 0
  %1126 = load float, ptr %1125, align 4
  %1127 = fpext float %1126 to double
  %1128 = getelementptr inbounds %struct.FCC, ptr %158, i32 0, i32 1
  %1129 = load i8, ptr %1128, align 4
  %1130 = sext i8 %1129 to i32
  %1131 = getelementptr inbounds %struct.FCC, ptr %158, i32 0, i32 2
  %1132 = load i8, ptr %1131, align 1
  %1133 = sext i8 %1132 to i32
  %1134 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %1127, i32 noundef %1130, i32 noundef %1133)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %160, ptr align 8 @__const.main.sa, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %161, ptr align 8 @__const.main.sb, i64 16, i1 false)
  %1135 = getelementptr inbounds { i16, double }, ptr %160, i32 0, i32 0
  %1136 = load i16, ptr %1135, align 8
  %1137 = getelementptr inbounds { i16, double }, ptr %160, i32 0, i32 1
  %1138 = load double, ptr %1137, align 8
  %1139 = getelementptr inbounds { i16, double }, ptr %161, i32 0, i32 0
  %1140 = load i16, ptr %1139, align 8
  %1141 = getelementptr inbounds { i16, double }, ptr %161, i32 0, i32 1
  %1142 = load double, ptr %1141, align 8
  %1143 = call { i16, double } @sd_f(i16 %1136, double %1138, i16 %1140, double %1142)
  %1144 = getelementptr inbounds { i16, double }, ptr %162, i32 0, i32 0
  %1145 = extractvalue { i16, double } %1143, 0
  store i16 %1145, ptr %1144, align 8
  %1146 = getelementptr inbounds { i16, double }, ptr %162, i32 0, i32 1
  %1147 = extractvalue { i16, double } %1143, 1
  store double %1147, ptr %1146, align 8
  %1148 = getelementptr inbounds %struct.SD, ptr %162, i32 0, i32 0
  %1149 = load i16, ptr %1148, align 8
  %1150 = sext i16 %1149 to i32
  %1151 = getelementptr inbounds %struct.SD, ptr %162, i32 0, i32 1
  %1152 = load double, ptr %1151, align 8
  %1153 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %1150, double noundef %1152)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %163, ptr align 8 @__const.main.d3, i64 16, i1 false)
  %1154 = getelementptr inbounds { double, i64 }, ptr %163, i32 0, i32 0
  %1155 = load double, ptr %1154, align 8
  %1156 = getelementptr inbounds { double, i64 }, ptr %163, i32 0, i32 1
  %1157 = load i64, ptr %1156, align 8
  %1158 = call { double, i64 } @ds3_f(double %1155, i64 %1157)
  %1159 = getelementptr inbounds { double, i64 }, ptr %165, i32 0, i32 0
  %1160 = extractvalue { double, i64 } %1158, 0
  store double %1160, ptr %1159, align 8
  %1161 = getelementptr inbounds { double, i64 }, ptr %165, i32 0, i32 1
  %1162 = extractvalue { double, i64 } %1158, 1
  store i64 %1162, ptr %1161, align 8
  %1163 = getelementptr inbounds { double, i64 }, ptr %165, i32 0, i32 0
  %1164 = load double, ptr %1163, align 8
  %1165 = getelementptr inbounds { double, i64 }, ptr %165, i32 0, i32 1
  %1166 = load i64, ptr %1165, align 8
  %1167 = call { double, i64 } @ds3_f(double %1164, i64 %1166)
  %1168 = getelementptr inbounds { double, i64 }, ptr %164, i32 0, i32 0
  %1169 = extractvalue { double, i64 } %1167, 0
  store double %1169, ptr %1168, align 8
  %1170 = getelementptr inbounds { double, i64 }, ptr %164, i32 0, i32 1
  %1171 = extractvalue { double, i64 } %1167, 1
  store i64 %1171, ptr %1170, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %163, ptr align 8 %164, i64 16, i1 false)
  %1172 = getelementptr inbounds %struct.DS3, ptr %163, i32 0, i32 0
  %1173 = load double, ptr %1172, align 8
  %1174 = getelementptr inbounds %struct.DS3, ptr %163, i32 0, i32 1
  %1175 = getelementptr inbounds [3 x i16], ptr %1174, i64 0, i64 0
  %1176 = load i16, ptr %1175, align 8
  %1177 = sext i16 %1176 to i32
  %1178 = getelementptr inbounds %struct.DS3, ptr %163, i32 0, i32 1
  %1179 = getelementptr inbounds [3 x i16], ptr %1178, i64 0, i64 1
  %1180 = load i16, ptr %1179, align 2
  %1181 = sext i16 %1180 to i32
  %1182 = getelementptr inbounds %struct.DS3, ptr %163, i32 0, i32 1
  %1183 = getelementptr inbounds [3 x i16], ptr %1182, i64 0, i64 2
  %1184 = load i16, ptr %1183, align 4
  %1185 = sext i16 %1184 to i32
  %1186 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %1173, i32 noundef %1177, i32 noundef %1181, i32 noundef %1185)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %166, ptr align 4 @__const.main.b, i64 12, i1 false)
  store i32 0, ptr %167, align 4
  br label %1187

1187:                                             ; preds = %1206, %1109
  %1188 = load i32, ptr %167, align 4
  %1189 = icmp slt i32 %1188, 4
  br i1 %1189, label %1190, label %1209

1190:                                             ; preds = %1187
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %169, ptr align 4 %166, i64 12, i1 false)
  %1191 = getelementptr inbounds { i64, float }, ptr %169, i32 0, i32 0
  %1192 = load i64, ptr %1191, align 4
  %1193 = getelementptr inbounds { i64, float }, ptr %169, i32 0, i32 1
  %1194 = load float, ptr %1193, align 4
  %1195 = call { i64, float } @bef_f(i64 %1192, float %1194)
  store { i64, float } %1195, ptr %170, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %168, ptr align 8 %170, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %166, ptr align 4 %168, i64 12, i1 false)
  %1196 = getelementptr inbounds %struct.BEF, ptr %166, i32 0, i32 0
  %1197 = load i8, ptr %1196, align 4
  %1198 = trunc i8 %1197 to i1
  %1199 = zext i1 %1198 to i32
  %1200 = getelementptr inbounds %struct.BEF, ptr %166, i32 0, i32 1
  %1201 = load i32, ptr %1200, align 4
  %1202 = getelementptr inbounds %struct.BEF, ptr %166, i32 0, i32 2
  %1203 = load float, ptr %1202, align 4
  %1204 = fpext float %1203 to double
  %1205 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %1199, i32 noundef %1201, double noundef %1204)
  br label %1206

1206:                                             ; preds = %1190
  %1207 = load i32, ptr %167, align 4
  %1208 = add nsw i32 %1207, 1
  store i32 %1208, ptr %167, align 4
  br label %1187, !llvm.loop !96

1209:                                             ; preds = %1187
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %171, ptr align 8 @__const.main.n, i64 16, i1 false)
  %1210 = getelementptr inbounds { <2 x float>, double }, ptr %171, i32 0, i32 0
  %1211 = load <2 x float>, ptr %1210, align 8
  %1212 = getelementptr inbounds { <2 x float>, double }, ptr %171, i32 0, i32 1
  %1213 = load double, ptr %1212, align 8
  %1214 = call { <2 x float>, double } @nested_f(<2 x float> %1211, double %1213)
  %1215 = getelementptr inbounds { <2 x float>, double }, ptr %172, i32 0, i32 0
  %1216 = extractvalue { <2 x float>, double } %1214, 0
  store <2 x float> %1216, ptr %1215, align 8
  %1217 = getelementptr inbounds { <2 x float>, double }, ptr %172, i32 0, i32 1
  %1218 = extractvalue { <2 x float>, double } %1214, 1
  store double %1218, ptr %1217, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %171, ptr align 8 %172, i64 16, i1 false)
  %1219 = getelementptr inbounds %struct.Nested, ptr %171, i32 0, i32 0
  %1220 = load float, ptr %1219, align 8
  %1221 = fpext float %1220 to double
  %1222 = getelementptr inbounds %struct.Nested, ptr %171, i32 0, i32 1
  %1223 = getelementptr inbounds %struct.anon, ptr %1222, i32 0, i32 0
  %1224 = load float, ptr %1223, align 4
  %1225 = fpext float %1224 to double
  %1226 = getelementptr inbounds %struct.Nested, ptr %171, i32 0, i32 2
  %1227 = load double, ptr %1226, align 8
  %1228 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %1221, double noundef %1225, double noundef %1227)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %173, ptr align 2 @__const.main.s5, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %175, ptr align 2 %173, i64 10, i1 false)
  %1229 = getelementptr inbounds { i64, i16 }, ptr %175, i32 0, i32 0
  %1230 = load i64, ptr %1229, align 2
  %1231 = getelementptr inbounds { i64, i16 }, ptr %175, i32 0, i32 1
  %1232 = load i16, ptr %1231, align 2
  %1233 = call { i64, i16 } @sh5_f(i64 %1230, i16 %1232)
  %1234 = getelementptr inbounds %struct.SH5, ptr %174, i32 0, i32 0
  store { i64, i16 } %1233, ptr %176, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %1234, ptr align 8 %176, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %173, ptr align 2 %174, i64 10, i1 false)
  %1235 = getelementptr inbounds %struct.SH5, ptr %173, i32 0, i32 0
  %1236 = getelementptr inbounds [5 x i16], ptr %1235, i64 0, i64 0
  %1237 = load i16, ptr %1236, align 2
  %1238 = sext i16 %1237 to i32
  %1239 = getelementptr inbounds %struct.SH5, ptr %173, i32 0, i32 0
  %1240 = getelementptr inbounds [5 x i16], ptr %1239, i64 0, i64 1
  %1241 = load i16, ptr %1240, align 2
  %1242 = sext i16 %1241 to i32
  %1243 = getelementptr inbounds %struct.SH5, ptr %173, i32 0, i32 0
  %1244 = getelementptr inbounds [5 x i16], ptr %1243, i64 0, i64 2
  %1245 = load i16, ptr %1244, align 2
  %1246 = sext i16 %1245 to i32
  %1247 = getelementptr inbounds %struct.SH5, ptr %173, i32 0, i32 0
  %1248 = getelementptr inbounds [5 x i16], ptr %1247, i64 0, i64 3
  %1249 = load i16, ptr %1248, align 2
  %1250 = sext i16 %1249 to i32
  %1251 = getelementptr inbounds %struct.SH5, ptr %173, i32 0, i32 0
  %1252 = getelementptr inbounds [5 x i16], ptr %1251, i64 0, i64 4
  %1253 = load i16, ptr %1252, align 2
  %1254 = sext i16 %1253 to i32
  %1255 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %1238, i32 noundef %1242, i32 noundef %1246, i32 noundef %1250, i32 noundef %1254)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %177, ptr align 4 @__const.main.ic, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %179, ptr align 4 %177, i64 12, i1 false)
  %1256 = getelementptr inbounds { i64, i8 }, ptr %179, i32 0, i32 0
  %1257 = load i64, ptr %1256, align 4
  %1258 = getelementptr inbounds { i64, i8 }, ptr %179, i32 0, i32 1
  %1259 = load i8, ptr %1258, align 4
  %1260 = call { i64, i8 } @ic5_f(i64 %1257, i8 %1259)
  store { i64, i8 } %1260, ptr %180, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %178, ptr align 8 %180, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %177, ptr align 4 %178, i64 12, i1 false)
  %1261 = getelementptr inbounds %struct.IC5, ptr %177, i32 0, i32 0
  %1262 = load i32, ptr %1261, align 4
  %1263 = getelementptr inbounds %struct.IC5, ptr %177, i32 0, i32 1
  %1264 = getelementptr inbounds [5 x i8], ptr %1263, i64 0, i64 0
  %1265 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %1262, ptr noundef %1264)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @printf(ptr noundef, ...) #4

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
  br label %7, !llvm.loop !97

25:                                               ; preds = %7
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
!62 = distinct !{!62, !7}
!63 = distinct !{!63, !7}
!64 = distinct !{!64, !7}
!65 = distinct !{!65, !7}
!66 = distinct !{!66, !7}
!67 = distinct !{!67, !7}
!68 = distinct !{!68, !7}
!69 = distinct !{!69, !7}
!70 = distinct !{!70, !7}
!71 = distinct !{!71, !7}
!72 = distinct !{!72, !7}
!73 = distinct !{!73, !7}
!74 = distinct !{!74, !7}
!75 = distinct !{!75, !7}
!76 = distinct !{!76, !7}
!77 = distinct !{!77, !7}
!78 = distinct !{!78, !7}
!79 = distinct !{!79, !7}
!80 = distinct !{!80, !7}
!81 = distinct !{!81, !7}
!82 = distinct !{!82, !7}
!83 = distinct !{!83, !7}
!84 = distinct !{!84, !7}
!85 = distinct !{!85, !7}
!86 = distinct !{!86, !7}
!87 = distinct !{!87, !7}
!88 = distinct !{!88, !7}
!89 = distinct !{!89, !7}
!90 = distinct !{!90, !7}
!91 = distinct !{!91, !7}
!92 = distinct !{!92, !7}
!93 = distinct !{!93, !7}
!94 = distinct !{!94, !7}
!95 = distinct !{!95, !7}
!96 = distinct !{!96, !7}
!97 = distinct !{!97, !7}

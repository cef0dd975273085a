; ModuleID = 'ret_odd_structs.c'
source_filename = "ret_odd_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S11 = type { [11 x i8] }
%struct.S13 = type { [13 x i8] }
%struct.S14 = type { [7 x i16] }
%struct.S15 = type { [15 x i8] }
%struct.SP = type <{ double, [3 x i8] }>

@.str = private unnamed_addr constant [37 x i8] c"%d: %u %u %d %d %u %u %.2f %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.S11, align 1
  %5 = alloca { i64, i24 }, align 8
  %6 = alloca %struct.S13, align 1
  %7 = alloca { i64, i40 }, align 8
  %8 = alloca %struct.S14, align 2
  %9 = alloca { i64, i48 }, align 8
  %10 = alloca %struct.S15, align 1
  %11 = alloca { i64, i56 }, align 8
  %12 = alloca %struct.SP, align 1
  %13 = alloca { double, i24 }, align 8
  %14 = alloca { i64, i24 }, align 1
  %15 = alloca { i64, i40 }, align 1
  %16 = alloca { i64, i56 }, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  br label %17

17:                                               ; preds = %90, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp sle i32 %18, 5
  br i1 %19, label %20, label %93

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = call { i64, i24 } @make11(i32 noundef %21)
  %23 = getelementptr inbounds %struct.S11, ptr %4, i32 0, i32 0
  store { i64, i24 } %22, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %5, i64 11, i1 false)
  %24 = load i32, ptr %3, align 4
  %25 = call { i64, i40 } @make13(i32 noundef %24)
  %26 = getelementptr inbounds %struct.S13, ptr %6, i32 0, i32 0
  store { i64, i40 } %25, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %26, ptr align 8 %7, i64 13, i1 false)
  %27 = load i32, ptr %3, align 4
  %28 = call { i64, i48 } @make14(i32 noundef %27)
  %29 = getelementptr inbounds %struct.S14, ptr %8, i32 0, i32 0
  store { i64, i48 } %28, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %29, ptr align 8 %9, i64 14, i1 false)
  %30 = load i32, ptr %3, align 4
  %31 = call { i64, i56 } @make15(i32 noundef %30)
  %32 = getelementptr inbounds %struct.S15, ptr %10, i32 0, i32 0
  store { i64, i56 } %31, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %32, ptr align 8 %11, i64 15, i1 false)
  %33 = load i32, ptr %3, align 4
  %34 = call { double, i24 } @makep(i32 noundef %33)
  store { double, i24 } %34, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 8 %13, i64 11, i1 false)
  %35 = load i32, ptr %3, align 4
  %36 = getelementptr inbounds %struct.S11, ptr %4, i32 0, i32 0
  %37 = getelementptr inbounds [11 x i8], ptr %36, i64 0, i64 0
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  %40 = getelementptr inbounds %struct.S11, ptr %4, i32 0, i32 0
  %41 = getelementptr inbounds [11 x i8], ptr %40, i64 0, i64 10
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = getelementptr inbounds %struct.S13, ptr %6, i32 0, i32 0
  %45 = getelementptr inbounds [13 x i8], ptr %44, i64 0, i64 12
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = getelementptr inbounds %struct.S14, ptr %8, i32 0, i32 0
  %49 = getelementptr inbounds [7 x i16], ptr %48, i64 0, i64 6
  %50 = load i16, ptr %49, align 2
  %51 = sext i16 %50 to i32
  %52 = getelementptr inbounds %struct.S15, ptr %10, i32 0, i32 0
  %53 = getelementptr inbounds [15 x i8], ptr %52, i64 0, i64 8
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = getelementptr inbounds %struct.S15, ptr %10, i32 0, i32 0
  %57 = getelementptr inbounds [15 x i8], ptr %56, i64 0, i64 14
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = getelementptr inbounds %struct.SP, ptr %12, i32 0, i32 0
  %61 = load double, ptr %60, align 1
  %62 = getelementptr inbounds %struct.SP, ptr %12, i32 0, i32 1
  %63 = getelementptr inbounds [3 x i8], ptr %62, i64 0, i64 0
  %64 = load i8, ptr %63, align 1
  %65 = zext i8 %64 to i32
  %66 = getelementptr inbounds %struct.SP, ptr %12, i32 0, i32 1
  %67 = getelementptr inbounds [3 x i8], ptr %66, i64 0, i64 1
  %68 = load i8, ptr %67, align 1
  %69 = zext i8 %68 to i32
  %70 = getelementptr inbounds %struct.SP, ptr %12, i32 0, i32 1
  %71 = getelementptr inbounds [3 x i8], ptr %70, i64 0, i64 2
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35, i32 noundef %39, i32 noundef %43, i32 noundef %47, i32 noundef %51, i32 noundef %55, i32 noundef %59, double noundef %61, i32 noundef %65, i32 noundef %69, i32 noundef %73)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 %4, i64 11, i1 false)
  %75 = getelementptr inbounds { i64, i24 }, ptr %14, i32 0, i32 0
  %76 = load i64, ptr %75, align 1
  %77 = getelementptr inbounds { i64, i24 }, ptr %14, i32 0, i32 1
  %78 = load i24, ptr %77, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %6, i64 13, i1 false)
  %79 = getelementptr inbounds { i64, i40 }, ptr %15, i32 0, i32 0
  %80 = load i64, ptr %79, align 1
  %81 = getelementptr inbounds { i64, i40 }, ptr %15, i32 0, i32 1
  %82 = load i40, ptr %81, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %16, ptr align 1 %10, i64 15, i1 false)
  %83 = getelementptr inbounds { i64, i56 }, ptr %16, i32 0, i32 0
  %84 = load i64, ptr %83, align 1
  %85 = getelementptr inbounds { i64, i56 }, ptr %16, i32 0, i32 1
  %86 = load i56, ptr %85, align 1
  %87 = call i32 @sum11(i64 %76, i24 %78, i64 %80, i40 %82, i64 %84, i56 %86)
  %88 = load i32, ptr %2, align 4
  %89 = add i32 %88, %87
  store i32 %89, ptr %2, align 4
  br label %90

90:                                               ; preds = %20
  %91 = load i32, ptr %3, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %3, align 4
  br label %17, !llvm.loop !6

93:                                               ; preds = %17
  %94 = load i32, ptr %2, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %94)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i24 } @make11(i32 noundef %0) #0 {
  %2 = alloca %struct.S11, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i24 }, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 11
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 3
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %11, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.S11, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [11 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !8

22:                                               ; preds = %6
  %23 = getelementptr inbounds %struct.S11, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %23, i64 11, i1 false)
  %24 = load { i64, i24 }, ptr %5, align 8
  ret { i64, i24 } %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i40 } @make13(i32 noundef %0) #0 {
  %2 = alloca %struct.S13, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i40 }, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 13
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 17
  %13 = xor i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.S13, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [13 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !9

22:                                               ; preds = %6
  %23 = getelementptr inbounds %struct.S13, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %23, i64 13, i1 false)
  %24 = load { i64, i40 }, ptr %5, align 8
  ret { i64, i40 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i48 } @make14(i32 noundef %0) #0 {
  %2 = alloca %struct.S14, align 2
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i48 }, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 1000
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 77
  %14 = sub nsw i32 %11, %13
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %struct.S14, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i16], ptr %16, i64 0, i64 %18
  store i16 %15, ptr %19, align 2
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !10

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.S14, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 2 %24, i64 14, i1 false)
  %25 = load { i64, i48 }, ptr %5, align 8
  ret { i64, i48 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i56 } @make15(i32 noundef %0) #0 {
  %2 = alloca %struct.S15, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i56 }, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 15
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %11, %12
  %14 = add nsw i32 %10, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.S15, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !11

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.S15, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 15, i1 false)
  %25 = load { i64, i56 }, ptr %5, align 8
  ret { i64, i56 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i24 } @makep(i32 noundef %0) #0 {
  %2 = alloca %struct.SP, align 1
  %3 = alloca i32, align 4
  %4 = alloca { double, i24 }, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sitofp i32 %5 to double
  %7 = fdiv double %6, 4.000000e+00
  %8 = getelementptr inbounds %struct.SP, ptr %2, i32 0, i32 0
  store double %7, ptr %8, align 1
  %9 = load i32, ptr %3, align 4
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds %struct.SP, ptr %2, i32 0, i32 1
  %12 = getelementptr inbounds [3 x i8], ptr %11, i64 0, i64 0
  store i8 %10, ptr %12, align 1
  %13 = load i32, ptr %3, align 4
  %14 = mul nsw i32 %13, 2
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.SP, ptr %2, i32 0, i32 1
  %17 = getelementptr inbounds [3 x i8], ptr %16, i64 0, i64 1
  store i8 %15, ptr %17, align 1
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 5
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.SP, ptr %2, i32 0, i32 1
  %22 = getelementptr inbounds [3 x i8], ptr %21, i64 0, i64 2
  store i8 %20, ptr %22, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %2, i64 11, i1 false)
  %23 = load { double, i24 }, ptr %4, align 8
  ret { double, i24 } %23
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum11(i64 %0, i24 %1, i64 %2, i40 %3, i64 %4, i56 %5) #0 {
  %7 = alloca %struct.S11, align 1
  %8 = alloca { i64, i24 }, align 1
  %9 = alloca %struct.S13, align 1
  %10 = alloca { i64, i40 }, align 1
  %11 = alloca %struct.S15, align 1
  %12 = alloca { i64, i56 }, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = getelementptr inbounds { i64, i24 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %17, align 1
  %18 = getelementptr inbounds { i64, i24 }, ptr %8, i32 0, i32 1
  store i24 %1, ptr %18, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %8, i64 11, i1 false)
  %19 = getelementptr inbounds { i64, i40 }, ptr %10, i32 0, i32 0
  store i64 %2, ptr %19, align 1
  %20 = getelementptr inbounds { i64, i40 }, ptr %10, i32 0, i32 1
  store i40 %3, ptr %20, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %10, i64 13, i1 false)
  %21 = getelementptr inbounds { i64, i56 }, ptr %12, i32 0, i32 0
  store i64 %4, ptr %21, align 1
  %22 = getelementptr inbounds { i64, i56 }, ptr %12, i32 0, i32 1
  store i56 %5, ptr %22, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %12, i64 15, i1 false)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %23

23:                                               ; preds = %36, %6
  %24 = load i32, ptr %14, align 4
  %25 = icmp slt i32 %24, 11
  br i1 %25, label %26, label %39

26:                                               ; preds = %23
  %27 = load i32, ptr %13, align 4
  %28 = mul i32 %27, 31
  %29 = getelementptr inbounds %struct.S11, ptr %7, i32 0, i32 0
  %30 = load i32, ptr %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [11 x i8], ptr %29, i64 0, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = add i32 %28, %34
  store i32 %35, ptr %13, align 4
  br label %36

36:                                               ; preds = %26
  %37 = load i32, ptr %14, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %14, align 4
  br label %23, !llvm.loop !12

39:                                               ; preds = %23
  store i32 0, ptr %15, align 4
  br label %40

40:                                               ; preds = %53, %39
  %41 = load i32, ptr %15, align 4
  %42 = icmp slt i32 %41, 13
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = load i32, ptr %13, align 4
  %45 = mul i32 %44, 31
  %46 = getelementptr inbounds %struct.S13, ptr %9, i32 0, i32 0
  %47 = load i32, ptr %15, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [13 x i8], ptr %46, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = add i32 %45, %51
  store i32 %52, ptr %13, align 4
  br label %53

53:                                               ; preds = %43
  %54 = load i32, ptr %15, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %15, align 4
  br label %40, !llvm.loop !13

56:                                               ; preds = %40
  store i32 0, ptr %16, align 4
  br label %57

57:                                               ; preds = %70, %56
  %58 = load i32, ptr %16, align 4
  %59 = icmp slt i32 %58, 15
  br i1 %59, label %60, label %73

60:                                               ; preds = %57
  %61 = load i32, ptr %13, align 4
  %62 = mul i32 %61, 31
  %63 = getelementptr inbounds %struct.S15, ptr %11, i32 0, i32 0
  %64 = load i32, ptr %16, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [15 x i8], ptr %63, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = zext i8 %67 to i32
  %69 = add i32 %62, %68
  store i32 %69, ptr %13, align 4
  br label %70

70:                                               ; preds = %60
  %71 = load i32, ptr %16, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %16, align 4
  br label %57, !llvm.loop !14

73:                                               ; preds = %57
  %74 = load i32, ptr %13, align 4
  ret i32 %74
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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

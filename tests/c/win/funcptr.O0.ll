; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.handler = type { ptr, ptr }

@.str = private unnamed_addr constant [13 x i8] c"%s(17,5)=%d \00", align 1
@opnames = internal constant [6 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@ops = internal constant [6 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @divi, ptr @mod, ptr @maxi], align 16
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16
@.str.2 = private unnamed_addr constant [34 x i8] c"fold add=%d mul=%d max=%d sub=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"+*-+*x\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"expr v=%d\0A\00", align 1
@__const.main.chain = private unnamed_addr constant [5 x ptr] [ptr @inc, ptr @square, ptr @twice, ptr @inc, ptr @square], align 16
@.str.5 = private unnamed_addr constant [14 x i8] c"compose=%.1f\0A\00", align 1
@handlers = internal global [3 x %struct.handler] [%struct.handler { ptr @.str.16, ptr @h_inc }, %struct.handler { ptr @.str.17, ptr @h_dbl }, %struct.handler { ptr @.str.18, ptr @h_neg }], align 16
@.str.6 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"st2=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"indirect %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mod\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"inc\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"dbl\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"neg\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x i32], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [5 x ptr], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %29, %0
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %16, 6
  br i1 %17, label %18, label %32

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [6 x ptr], ptr @opnames, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %2, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8
  %27 = call i32 %26(i32 noundef 17, i32 noundef 5)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %22, i32 noundef %27)
  br label %29

29:                                               ; preds = %18
  %30 = load i32, ptr %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %2, align 4
  br label %15, !llvm.loop !5

32:                                               ; preds = %15
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.data, i64 32, i1 false)
  %34 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %35 = call i32 @fold(ptr noundef %34, i32 noundef 8, i32 noundef 0, ptr noundef @add)
  %36 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %37 = call i32 @fold(ptr noundef %36, i32 noundef 8, i32 noundef 1, ptr noundef @mul)
  %38 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %39 = call i32 @fold(ptr noundef %38, i32 noundef 8, i32 noundef -100, ptr noundef @maxi)
  %40 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %41 = load ptr, ptr getelementptr inbounds ([6 x ptr], ptr @ops, i64 0, i64 1), align 8
  %42 = call i32 @fold(ptr noundef %40, i32 noundef 8, i32 noundef 100, ptr noundef %41)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %42)
  store ptr @.str.3, ptr %4, align 8
  store i32 2, ptr %5, align 4
  %44 = load ptr, ptr %4, align 8
  store ptr %44, ptr %6, align 8
  br label %45

45:                                               ; preds = %55, %32
  %46 = load ptr, ptr %6, align 8
  %47 = load i8, ptr %46, align 1
  %48 = icmp ne i8 %47, 0
  br i1 %48, label %49, label %58

49:                                               ; preds = %45
  %50 = load ptr, ptr %6, align 8
  %51 = load i8, ptr %50, align 1
  %52 = call ptr @pick(i8 noundef %51)
  %53 = load i32, ptr %5, align 4
  %54 = call i32 %52(i32 noundef %53, i32 noundef 3)
  store i32 %54, ptr %5, align 4
  br label %55

55:                                               ; preds = %49
  %56 = load ptr, ptr %6, align 8
  %57 = getelementptr inbounds i8, ptr %56, i32 1
  store ptr %57, ptr %6, align 8
  br label %45, !llvm.loop !7

58:                                               ; preds = %45
  %59 = load i32, ptr %5, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %59)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.chain, i64 40, i1 false)
  %61 = getelementptr inbounds [5 x ptr], ptr %7, i64 0, i64 0
  %62 = call double @compose_apply(ptr noundef %61, i32 noundef 5, double noundef 1.500000e+00)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %62)
  store i32 1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %64

64:                                               ; preds = %82, %58
  %65 = load i32, ptr %9, align 4
  %66 = icmp slt i32 %65, 9
  br i1 %66, label %67, label %85

67:                                               ; preds = %64
  %68 = load i32, ptr %9, align 4
  %69 = mul nsw i32 %68, 5
  %70 = srem i32 %69, 3
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [3 x %struct.handler], ptr @handlers, i64 0, i64 %71
  store ptr %72, ptr %10, align 8
  %73 = load ptr, ptr %10, align 8
  %74 = getelementptr inbounds %struct.handler, ptr %73, i32 0, i32 1
  %75 = load ptr, ptr %74, align 8
  %76 = load i32, ptr %9, align 4
  call void %75(ptr noundef %8, i32 noundef %76)
  %77 = load ptr, ptr %10, align 8
  %78 = getelementptr inbounds %struct.handler, ptr %77, i32 0, i32 0
  %79 = load ptr, ptr %78, align 8
  %80 = load i32, ptr %8, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %79, i32 noundef %80)
  br label %82

82:                                               ; preds = %67
  %83 = load i32, ptr %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %9, align 4
  br label %64, !llvm.loop !8

85:                                               ; preds = %64
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 10, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %87

87:                                               ; preds = %95, %85
  %88 = load i32, ptr %12, align 4
  %89 = icmp slt i32 %88, 6
  br i1 %89, label %90, label %98

90:                                               ; preds = %87
  %91 = load i32, ptr %12, align 4
  %92 = call ptr @signal_like(i32 noundef %91)
  %93 = load i32, ptr %12, align 4
  %94 = mul nsw i32 %93, 2
  call void %92(ptr noundef %11, i32 noundef %94)
  br label %95

95:                                               ; preds = %90
  %96 = load i32, ptr %12, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %12, align 4
  br label %87, !llvm.loop !9

98:                                               ; preds = %87
  %99 = load i32, ptr %11, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %99)
  store ptr @mul, ptr %13, align 8
  store ptr %13, ptr %14, align 8
  %101 = load ptr, ptr %14, align 8
  %102 = load ptr, ptr %101, align 8
  %103 = call i32 %102(i32 noundef 6, i32 noundef 7)
  %104 = load ptr, ptr %14, align 8
  %105 = load ptr, ptr %104, align 8
  %106 = call i32 %105(i32 noundef 8, i32 noundef 9)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %103, i32 noundef %106)
  %108 = load ptr, ptr @ops, align 16
  %109 = icmp eq ptr %108, @add
  %110 = zext i1 %109 to i32
  %111 = call ptr @pick(i8 noundef 63)
  %112 = icmp eq ptr %111, @maxi
  %113 = zext i1 %112 to i32
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %110, i32 noundef %113)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fold(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %11 = load i32, ptr %7, align 4
  store i32 %11, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %12

12:                                               ; preds = %25, %4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load ptr, ptr %8, align 8
  %18 = load i32, ptr %9, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %10, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = call i32 %17(i32 noundef %18, i32 noundef %23)
  store i32 %24, ptr %9, align 4
  br label %25

25:                                               ; preds = %16
  %26 = load i32, ptr %10, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %10, align 4
  br label %12, !llvm.loop !10

28:                                               ; preds = %12
  %29 = load i32, ptr %9, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @maxi(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i8 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %9 [
    i32 43, label %6
    i32 45, label %7
    i32 42, label %8
  ]

6:                                                ; preds = %1
  store ptr @add, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store ptr @sub, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store ptr @mul, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store ptr @maxi, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6
  %11 = load ptr, ptr %2, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @inc(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fadd double %3, 1.000000e+00
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @square(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @twice(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 2.000000e+00, %3
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @compose_apply(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %20, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds ptr, ptr %13, i64 %15
  %17 = load ptr, ptr %16, align 8
  %18 = load double, ptr %6, align 8
  %19 = call double %17(double noundef %18)
  store double %19, ptr %6, align 8
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %8, !llvm.loop !11

23:                                               ; preds = %8
  %24 = load double, ptr %6, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @signal_like(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [3 x %struct.handler], ptr @handlers, i64 0, i64 %5
  %7 = getelementptr inbounds %struct.handler, ptr %6, i32 0, i32 1
  %8 = load ptr, ptr %7, align 8
  ret ptr %8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @divi(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sdiv i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mod(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = srem i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h_inc(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h_dbl(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = mul nsw i32 %7, 2
  store i32 %8, ptr %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h_neg(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = sub nsw i32 %5, %7
  %9 = load ptr, ptr %3, align 8
  store i32 %8, ptr %9, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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

; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"| %d\0A\00", align 1
@__const.main.keys = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 10, i32 99, i32 100, i32 1000, i32 4096, i32 4097, i32 65535, i32 1000000, i32 -559038737, i32 7], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"Hello, world 42! is it 7 o'clock?\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"classes %d %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"%lld \00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"hundred\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"thousand\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"page\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"u16max\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"million\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"beef\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [12 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca [5 x i32], align 16
  %9 = alloca ptr, align 8
  %10 = alloca [7 x i64], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -2, ptr %3, align 4
  br label %13

13:                                               ; preds = %26, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 13
  br i1 %15, label %16, label %29

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = call i32 @dense(i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18)
  %20 = load i32, ptr %3, align 4
  %21 = call i32 @dense(i32 noundef %20)
  %22 = load i32, ptr %3, align 4
  %23 = mul nsw i32 %21, %22
  %24 = load i32, ptr %2, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %2, align 4
  br label %26

26:                                               ; preds = %16
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %13, !llvm.loop !5

29:                                               ; preds = %13
  %30 = load i32, ptr %2, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.keys, i64 48, i1 false)
  store i32 0, ptr %5, align 4
  br label %32

32:                                               ; preds = %42, %29
  %33 = load i32, ptr %5, align 4
  %34 = icmp slt i32 %33, 12
  br i1 %34, label %35, label %45

35:                                               ; preds = %32
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = call ptr @sparse(i32 noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %40)
  br label %42

42:                                               ; preds = %35
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  br label %32, !llvm.loop !7

45:                                               ; preds = %32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %6, align 4
  br label %47

47:                                               ; preds = %54, %45
  %48 = load i32, ptr %6, align 4
  %49 = icmp slt i32 %48, 8
  br i1 %49, label %50, label %57

50:                                               ; preds = %47
  %51 = load i32, ptr %6, align 4
  %52 = call i32 @fallthrough(i32 noundef %51)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %52)
  br label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %47, !llvm.loop !8

57:                                               ; preds = %47
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store ptr @.str.4, ptr %7, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 20, i1 false)
  %59 = load ptr, ptr %7, align 8
  store ptr %59, ptr %9, align 8
  br label %60

60:                                               ; preds = %72, %57
  %61 = load ptr, ptr %9, align 8
  %62 = load i8, ptr %61, align 1
  %63 = icmp ne i8 %62, 0
  br i1 %63, label %64, label %75

64:                                               ; preds = %60
  %65 = load ptr, ptr %9, align 8
  %66 = load i8, ptr %65, align 1
  %67 = call i32 @classify(i8 noundef %66)
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %69, align 4
  br label %72

72:                                               ; preds = %64
  %73 = load ptr, ptr %9, align 8
  %74 = getelementptr inbounds i8, ptr %73, i32 1
  store ptr %74, ptr %9, align 8
  br label %60, !llvm.loop !9

75:                                               ; preds = %60
  %76 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 0
  %77 = load i32, ptr %76, align 16
  %78 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 1
  %79 = load i32, ptr %78, align 4
  %80 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 2
  %81 = load i32, ptr %80, align 8
  %82 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 3
  %83 = load i32, ptr %82, align 4
  %84 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 4
  %85 = load i32, ptr %84, align 16
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %85)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 56, i1 false)
  %87 = getelementptr inbounds [7 x i64], ptr %10, i32 0, i32 0
  store i64 -5000000000, ptr %87, align 16
  %88 = getelementptr inbounds [7 x i64], ptr %10, i32 0, i32 1
  store i64 -1, ptr %88, align 8
  %89 = getelementptr inbounds [7 x i64], ptr %10, i32 0, i32 3
  store i64 4294967296, ptr %89, align 8
  %90 = getelementptr inbounds [7 x i64], ptr %10, i32 0, i32 4
  store i64 9223372036854775807, ptr %90, align 16
  %91 = getelementptr inbounds [7 x i64], ptr %10, i32 0, i32 5
  store i64 300, ptr %91, align 8
  %92 = getelementptr inbounds [7 x i64], ptr %10, i32 0, i32 6
  store i64 -2, ptr %92, align 16
  store i32 0, ptr %11, align 4
  br label %93

93:                                               ; preds = %103, %75
  %94 = load i32, ptr %11, align 4
  %95 = icmp slt i32 %94, 7
  br i1 %95, label %96, label %106

96:                                               ; preds = %93
  %97 = load i32, ptr %11, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [7 x i64], ptr %10, i64 0, i64 %98
  %100 = load i64, ptr %99, align 8
  %101 = call i64 @big_switch(i64 noundef %100)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %101)
  br label %103

103:                                              ; preds = %96
  %104 = load i32, ptr %11, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %11, align 4
  br label %93, !llvm.loop !10

106:                                              ; preds = %93
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 -4, ptr %12, align 4
  br label %108

108:                                              ; preds = %115, %106
  %109 = load i32, ptr %12, align 4
  %110 = icmp sle i32 %109, 3
  br i1 %110, label %111, label %118

111:                                              ; preds = %108
  %112 = load i32, ptr %12, align 4
  %113 = call i32 @negatives(i32 noundef %112)
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %113)
  br label %115

115:                                              ; preds = %111
  %116 = load i32, ptr %12, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %12, align 4
  br label %108, !llvm.loop !11

118:                                              ; preds = %108
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dense(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %15 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
    i32 8, label %13
    i32 9, label %14
  ]

5:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %16

6:                                                ; preds = %1
  store i32 23, ptr %2, align 4
  br label %16

7:                                                ; preds = %1
  store i32 37, ptr %2, align 4
  br label %16

8:                                                ; preds = %1
  store i32 41, ptr %2, align 4
  br label %16

9:                                                ; preds = %1
  store i32 59, ptr %2, align 4
  br label %16

10:                                               ; preds = %1
  store i32 61, ptr %2, align 4
  br label %16

11:                                               ; preds = %1
  store i32 79, ptr %2, align 4
  br label %16

12:                                               ; preds = %1
  store i32 83, ptr %2, align 4
  br label %16

13:                                               ; preds = %1
  store i32 97, ptr %2, align 4
  br label %16

14:                                               ; preds = %1
  store i32 101, ptr %2, align 4
  br label %16

15:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %16

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load i32, ptr %2, align 4
  ret i32 %17
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @sparse(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %13 [
    i32 1, label %5
    i32 10, label %6
    i32 100, label %7
    i32 1000, label %8
    i32 4096, label %9
    i32 65535, label %10
    i32 1000000, label %11
    i32 -559038737, label %12
  ]

5:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %14

6:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %14

7:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %14

8:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %14

9:                                                ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %14

10:                                               ; preds = %1
  store ptr @.str.12, ptr %2, align 8
  br label %14

11:                                               ; preds = %1
  store ptr @.str.13, ptr %2, align 8
  br label %14

12:                                               ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %14

13:                                               ; preds = %1
  store ptr @.str.15, ptr %2, align 8
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load ptr, ptr %2, align 8
  ret ptr %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fallthrough(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %20 [
    i32 5, label %5
    i32 4, label %8
    i32 3, label %11
    i32 2, label %14
    i32 1, label %17
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 5
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 4
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %1, %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 3
  store i32 %13, ptr %3, align 4
  br label %23

14:                                               ; preds = %1
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 200
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %1, %14
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 100
  store i32 %19, ptr %3, align 4
  br label %23

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4
  %22 = sub nsw i32 0, %21
  store i32 %22, ptr %3, align 4
  br label %23

23:                                               ; preds = %20, %17, %11
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %10 [
    i32 97, label %6
    i32 101, label %6
    i32 105, label %6
    i32 111, label %6
    i32 117, label %6
    i32 48, label %7
    i32 49, label %7
    i32 50, label %7
    i32 51, label %7
    i32 52, label %7
    i32 53, label %7
    i32 54, label %7
    i32 55, label %7
    i32 56, label %7
    i32 57, label %7
    i32 32, label %8
    i32 9, label %8
    i32 10, label %8
    i32 46, label %9
    i32 44, label %9
    i32 33, label %9
    i32 63, label %9
  ]

6:                                                ; preds = %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %11

8:                                                ; preds = %1, %1, %1
  store i32 3, ptr %2, align 4
  br label %11

9:                                                ; preds = %1, %1, %1, %1
  store i32 4, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_switch(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %10 [
    i64 -5000000000, label %5
    i64 -1, label %6
    i64 0, label %7
    i64 4294967296, label %8
    i64 9223372036854775807, label %9
  ]

5:                                                ; preds = %1
  store i64 1, ptr %2, align 8
  br label %13

6:                                                ; preds = %1
  store i64 2, ptr %2, align 8
  br label %13

7:                                                ; preds = %1
  store i64 3, ptr %2, align 8
  br label %13

8:                                                ; preds = %1
  store i64 4, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store i64 5, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  %11 = load i64, ptr %3, align 8
  %12 = and i64 %11, 255
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %10, %9, %8, %7, %6, %5
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @negatives(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %11 [
    i32 -3, label %5
    i32 -2, label %6
    i32 -1, label %7
    i32 0, label %8
    i32 1, label %9
    i32 2, label %10
  ]

5:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 -10, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 -20, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 99, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
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

; ModuleID = 'switch_tables.c'
source_filename = "switch_tables.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"cyan\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"magenta\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"%d:%d:%s \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lookup(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store i32 17, ptr %2, align 4
  br label %13

6:                                                ; preds = %1
  store i32 29, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  store i32 -4, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  store i32 88, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  store i32 1000, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 3, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 77, ptr %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @names(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
  ]

5:                                                ; preds = %1
  store ptr @.str, ptr %2, align 8
  br label %10

6:                                                ; preds = %1
  store ptr @.str.1, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store ptr @.str.2, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store ptr @.str.3, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store ptr @.str.4, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load ptr, ptr %2, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @colour(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 10, label %5
    i32 11, label %6
    i32 12, label %7
    i32 13, label %8
    i32 14, label %9
  ]

5:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %11

6:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %11

7:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %11

8:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %11

9:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %11

10:                                               ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load ptr, ptr %2, align 8
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @weight(i32 noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 1, label %5
    i32 2, label %6
    i32 3, label %7
    i32 4, label %8
  ]

5:                                                ; preds = %1
  store double 5.000000e-01, ptr %2, align 8
  br label %10

6:                                                ; preds = %1
  store double 1.250000e+00, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store double -3.000000e+00, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store double 1.000000e+10, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store double 0.000000e+00, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load double, ptr %2, align 8
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 -1, ptr %2, align 4
  br label %6

6:                                                ; preds = %16, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call i32 @lookup(i32 noundef %11)
  %13 = load i32, ptr %2, align 4
  %14 = call ptr @names(i32 noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %10, i32 noundef %12, ptr noundef %14)
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %6, !llvm.loop !5

19:                                               ; preds = %6
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  store i32 8, ptr %3, align 4
  br label %21

21:                                               ; preds = %28, %19
  %22 = load i32, ptr %3, align 4
  %23 = icmp ult i32 %22, 16
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = call ptr @colour(i32 noundef %25)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %26)
  br label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %3, align 4
  %30 = add i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %21, !llvm.loop !7

31:                                               ; preds = %21
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  store i32 0, ptr %4, align 4
  br label %33

33:                                               ; preds = %40, %31
  %34 = load i32, ptr %4, align 4
  %35 = icmp slt i32 %34, 6
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = load i32, ptr %4, align 4
  %38 = call double @weight(i32 noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %38)
  br label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %33, !llvm.loop !8

43:                                               ; preds = %33
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  store ptr @names, ptr %5, align 8
  %45 = load ptr, ptr %5, align 8
  %46 = call ptr %45(i32 noundef 3)
  %47 = call ptr @colour(i32 noundef 12)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %46, ptr noundef %47)
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

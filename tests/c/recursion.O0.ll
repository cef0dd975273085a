; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"fib(%d)=%d \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"fib(90)=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [37 x i8] c"ack(2,3)=%d ack(3,3)=%d ack(3,5)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"hanoi moves=%d hash=%u\0A\00", align 1
@moves = internal global i32 0, align 4
@hanoi_hash = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"gcd %ld %ld %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"even/odd %d %d %d\0A\00", align 1
@__const.main.set = private unnamed_addr constant [12 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9, i32 11, i32 13], align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"subsets summing to 20: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"power %.6f %.6e %.6f\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"depth_sum(2000)=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"%d:%c%c \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [91 x i64], align 16
  %4 = alloca [12 x i32], align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 20
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @fib(i32 noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %11)
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, 4
  store i32 %15, ptr %2, align 4
  br label %5, !llvm.loop !6

16:                                               ; preds = %5
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 728, i1 false)
  %18 = getelementptr inbounds [91 x i64], ptr %3, i64 0, i64 0
  %19 = call i64 @fib_memo(i32 noundef 90, ptr noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %19)
  %21 = call i32 @ack(i32 noundef 2, i32 noundef 3)
  %22 = call i32 @ack(i32 noundef 3, i32 noundef 3)
  %23 = call i32 @ack(i32 noundef 3, i32 noundef 5)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  call void @hanoi(i32 noundef 16, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %25 = load i32, ptr @moves, align 4
  %26 = load i32, ptr @hanoi_hash, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %25, i32 noundef %26)
  call void @hanoi_print(i32 noundef 3, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %29 = call i64 @gcd(i64 noundef 1071, i64 noundef 462)
  %30 = call i64 @gcd(i64 noundef 1099511627776, i64 noundef 6291456)
  %31 = call i64 @gcd(i64 noundef 17, i64 noundef 5)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %29, i64 noundef %30, i64 noundef %31)
  %33 = call i32 @is_even(i32 noundef 1000)
  %34 = call i32 @is_odd(i32 noundef 777)
  %35 = call i32 @is_even(i32 noundef 3)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.set, i64 48, i1 false)
  %37 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 0
  %38 = call i32 @subset_count(ptr noundef %37, i32 noundef 12, i32 noundef 20)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %38)
  %40 = call double @power(double noundef 1.500000e+00, i32 noundef 10)
  %41 = call double @power(double noundef 2.000000e+00, i32 noundef -20)
  %42 = call double @power(double noundef -3.000000e+00, i32 noundef 7)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %40, double noundef %41, double noundef %42)
  %44 = call i32 @depth_sum(i32 noundef 2000)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %44)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib_memo(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 2
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  store i64 %10, ptr %3, align 8
  br label %38

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i64, ptr %12, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %11
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i64, ptr %19, i64 %21
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %3, align 8
  br label %38

24:                                               ; preds = %11
  %25 = load i32, ptr %4, align 4
  %26 = sub nsw i32 %25, 1
  %27 = load ptr, ptr %5, align 8
  %28 = call i64 @fib_memo(i32 noundef %26, ptr noundef %27)
  %29 = load i32, ptr %4, align 4
  %30 = sub nsw i32 %29, 2
  %31 = load ptr, ptr %5, align 8
  %32 = call i64 @fib_memo(i32 noundef %30, ptr noundef %31)
  %33 = add i64 %28, %32
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %34, i64 %36
  store i64 %33, ptr %37, align 8
  store i64 %33, ptr %3, align 8
  br label %38

38:                                               ; preds = %24, %18, %8
  %39 = load i64, ptr %3, align 8
  ret i64 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1)
  store i32 %17, ptr %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23)
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24)
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %34

12:                                               ; preds = %4
  %13 = load i32, ptr %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %7, align 4
  call void @hanoi(i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %18 = load i32, ptr @moves, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @moves, align 4
  %20 = load i32, ptr @hanoi_hash, align 4
  %21 = mul i32 %20, 31
  %22 = load i32, ptr %6, align 4
  %23 = mul nsw i32 %22, 3
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %25, %26
  %28 = add i32 %21, %27
  store i32 %28, ptr @hanoi_hash, align 4
  %29 = load i32, ptr %5, align 4
  %30 = sub nsw i32 %29, 1
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %7, align 4
  %33 = load i32, ptr %6, align 4
  call void @hanoi(i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  br label %34

34:                                               ; preds = %12, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi_print(i32 noundef %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  store i32 %0, ptr %5, align 4
  store i8 %1, ptr %6, align 1
  store i8 %2, ptr %7, align 1
  store i8 %3, ptr %8, align 1
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %29

12:                                               ; preds = %4
  %13 = load i32, ptr %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i8, ptr %6, align 1
  %16 = load i8, ptr %8, align 1
  %17 = load i8, ptr %7, align 1
  call void @hanoi_print(i32 noundef %14, i8 noundef signext %15, i8 noundef signext %16, i8 noundef signext %17)
  %18 = load i32, ptr %5, align 4
  %19 = load i8, ptr %6, align 1
  %20 = sext i8 %19 to i32
  %21 = load i8, ptr %7, align 1
  %22 = sext i8 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %18, i32 noundef %20, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = sub nsw i32 %24, 1
  %26 = load i8, ptr %8, align 1
  %27 = load i8, ptr %7, align 1
  %28 = load i8, ptr %6, align 1
  call void @hanoi_print(i32 noundef %25, i8 noundef signext %26, i8 noundef signext %27, i8 noundef signext %28)
  br label %29

29:                                               ; preds = %12, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %15

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = srem i64 %11, %12
  %14 = call i64 @gcd(i64 noundef %10, i64 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @subset_count(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %6, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp eq i32 %11, 0
  %13 = zext i1 %12 to i32
  store i32 %13, ptr %4, align 4
  br label %32

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds i32, ptr %15, i64 1
  %17 = load i32, ptr %6, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32, ptr %7, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds i32, ptr %20, i64 0
  %22 = load i32, ptr %21, align 4
  %23 = sub nsw i32 %19, %22
  %24 = call i32 @subset_count(ptr noundef %16, i32 noundef %18, i32 noundef %23)
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds i32, ptr %25, i64 1
  %27 = load i32, ptr %6, align 4
  %28 = sub nsw i32 %27, 1
  %29 = load i32, ptr %7, align 4
  %30 = call i32 @subset_count(ptr noundef %26, i32 noundef %28, i32 noundef %29)
  %31 = add nsw i32 %24, %30
  store i32 %31, ptr %4, align 4
  br label %32

32:                                               ; preds = %14, %10
  %33 = load i32, ptr %4, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @power(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store double 1.000000e+00, ptr %3, align 8
  br label %39

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %10
  %14 = load double, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 0, %15
  %17 = call double @power(double noundef %14, i32 noundef %16)
  %18 = fdiv double 1.000000e+00, %17
  store double %18, ptr %3, align 8
  br label %39

19:                                               ; preds = %10
  %20 = load double, ptr %4, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sdiv i32 %21, 2
  %23 = call double @power(double noundef %20, i32 noundef %22)
  store double %23, ptr %6, align 8
  %24 = load i32, ptr %5, align 4
  %25 = srem i32 %24, 2
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %19
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %6, align 8
  %30 = fmul double %28, %29
  %31 = load double, ptr %4, align 8
  %32 = fmul double %30, %31
  br label %37

33:                                               ; preds = %19
  %34 = load double, ptr %6, align 8
  %35 = load double, ptr %6, align 8
  %36 = fmul double %34, %35
  br label %37

37:                                               ; preds = %33, %27
  %38 = phi double [ %32, %27 ], [ %36, %33 ]
  store double %38, ptr %3, align 8
  br label %39

39:                                               ; preds = %37, %13, %9
  %40 = load double, ptr %3, align 8
  ret double %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @depth_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [4 x i32], align 16
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store volatile i32 %4, ptr %3, align 4
  %5 = getelementptr inbounds i32, ptr %3, i64 1
  %6 = load i32, ptr %2, align 4
  store volatile i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds i32, ptr %3, i64 2
  %8 = load i32, ptr %2, align 4
  store volatile i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds i32, ptr %3, i64 3
  %10 = load i32, ptr %2, align 4
  store volatile i32 %10, ptr %9, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %1
  br label %21

14:                                               ; preds = %1
  %15 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 2
  %16 = load volatile i32, ptr %15, align 8
  %17 = load i32, ptr %2, align 4
  %18 = sub nsw i32 %17, 1
  %19 = call i32 @depth_sum(i32 noundef %18)
  %20 = add nsw i32 %16, %19
  br label %21

21:                                               ; preds = %14, %13
  %22 = phi i32 [ 0, %13 ], [ %20, %14 ]
  ret i32 %22
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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

; ModuleID = 'bench_interp.c'
source_filename = "bench_interp.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@main.mem = internal global [1024 x i32] zeroinitializer, align 16
@code = internal global [512 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [17 x i8] c"%d %u %llu %08x\0A\00", align 1
@ncode = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %12 = load i32, ptr %4, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = call i32 @parse_scale(i32 noundef %12, ptr noundef %13)
  store i32 %14, ptr %6, align 4
  call void @assemble()
  store i32 0, ptr %7, align 4
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %27, %2
  %16 = load i32, ptr %9, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %30

19:                                               ; preds = %15
  %20 = load i32, ptr %7, align 4
  %21 = mul i32 %20, 1000003
  %22 = load i32, ptr %9, align 4
  %23 = mul i32 %22, 37
  %24 = add i32 %23, 11
  %25 = call i32 @run(ptr noundef @code, ptr noundef @main.mem, i32 noundef %24, ptr noundef %8)
  %26 = add i32 %21, %25
  store i32 %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %19
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %15, !llvm.loop !5

30:                                               ; preds = %15
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %31

31:                                               ; preds = %41, %30
  %32 = load i32, ptr %11, align 4
  %33 = icmp slt i32 %32, 1024
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [1024 x i32], ptr @main.mem, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %10, align 4
  %40 = add i32 %39, %38
  store i32 %40, ptr %10, align 4
  br label %41

41:                                               ; preds = %34
  %42 = load i32, ptr %11, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %11, align 4
  br label %31, !llvm.loop !7

44:                                               ; preds = %31
  %45 = load i32, ptr @ncode, align 4
  %46 = load i32, ptr %10, align 4
  %47 = load i64, ptr %8, align 8
  %48 = load i32, ptr %7, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %45, i32 noundef %46, i64 noundef %47, i32 noundef %48)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_scale(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 1, ptr %3, align 4
  br label %46

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds ptr, ptr %12, i64 1
  %14 = load ptr, ptr %13, align 8
  store ptr %14, ptr %7, align 8
  br label %15

15:                                               ; preds = %35, %11
  %16 = load ptr, ptr %7, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp sge i32 %18, 48
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = load ptr, ptr %7, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp sle i32 %23, 57
  br label %25

25:                                               ; preds = %20, %15
  %26 = phi i1 [ false, %15 ], [ %24, %20 ]
  br i1 %26, label %27, label %38

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4
  %29 = mul nsw i32 %28, 10
  %30 = load ptr, ptr %7, align 8
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = sub nsw i32 %32, 48
  %34 = add nsw i32 %29, %33
  store i32 %34, ptr %6, align 4
  br label %35

35:                                               ; preds = %27
  %36 = load ptr, ptr %7, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 1
  store ptr %37, ptr %7, align 8
  br label %15, !llvm.loop !8

38:                                               ; preds = %25
  %39 = load i32, ptr %6, align 4
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %43

41:                                               ; preds = %38
  %42 = load i32, ptr %6, align 4
  br label %44

43:                                               ; preds = %38
  br label %44

44:                                               ; preds = %43, %41
  %45 = phi i32 [ %42, %41 ], [ 1, %43 ]
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %44, %10
  %47 = load i32, ptr %3, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @assemble() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @op1(i32 noundef 6, i32 noundef 0)
  call void @op1(i32 noundef 1, i32 noundef 63)
  call void @op(i32 noundef 14)
  call void @op1(i32 noundef 1, i32 noundef 160)
  call void @op(i32 noundef 11)
  call void @op1(i32 noundef 7, i32 noundef 4)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 7, i32 noundef 2)
  %8 = call i32 @here()
  store i32 %8, ptr %2, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 6, i32 noundef 4)
  call void @op(i32 noundef 19)
  %9 = call i32 @fwd(i32 noundef 22)
  store i32 %9, ptr %3, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 1, i32 noundef 2)
  call void @op(i32 noundef 19)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 16)
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op(i32 noundef 9)
  call void @op2(i32 noundef 10, i32 noundef 2, i32 noundef 1)
  %10 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 21, i32 noundef %10)
  %11 = load i32, ptr %3, align 4
  call void @patch(i32 noundef %11)
  call void @op1(i32 noundef 1, i32 noundef 2)
  call void @op1(i32 noundef 7, i32 noundef 2)
  %12 = call i32 @here()
  store i32 %12, ptr %2, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op(i32 noundef 3)
  call void @op(i32 noundef 13)
  call void @op1(i32 noundef 6, i32 noundef 4)
  call void @op(i32 noundef 19)
  %13 = call i32 @fwd(i32 noundef 22)
  store i32 %13, ptr %3, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op(i32 noundef 8)
  %14 = call i32 @fwd(i32 noundef 22)
  store i32 %14, ptr %6, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op(i32 noundef 3)
  call void @op(i32 noundef 13)
  call void @op1(i32 noundef 7, i32 noundef 3)
  %15 = call i32 @here()
  store i32 %15, ptr %4, align 4
  call void @op1(i32 noundef 6, i32 noundef 3)
  call void @op1(i32 noundef 6, i32 noundef 4)
  call void @op(i32 noundef 19)
  %16 = call i32 @fwd(i32 noundef 22)
  store i32 %16, ptr %5, align 4
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 6, i32 noundef 3)
  call void @op(i32 noundef 9)
  call void @op1(i32 noundef 6, i32 noundef 3)
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op(i32 noundef 11)
  call void @op1(i32 noundef 7, i32 noundef 3)
  %17 = load i32, ptr %4, align 4
  call void @op1(i32 noundef 21, i32 noundef %17)
  %18 = load i32, ptr %5, align 4
  call void @patch(i32 noundef %18)
  %19 = load i32, ptr %6, align 4
  call void @patch(i32 noundef %19)
  call void @op2(i32 noundef 10, i32 noundef 2, i32 noundef 1)
  %20 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 21, i32 noundef %20)
  %21 = load i32, ptr %3, align 4
  call void @patch(i32 noundef %21)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 7, i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 7, i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 7, i32 noundef 2)
  %22 = call i32 @here()
  store i32 %22, ptr %2, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 6, i32 noundef 4)
  call void @op(i32 noundef 19)
  %23 = call i32 @fwd(i32 noundef 22)
  store i32 %23, ptr %3, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op(i32 noundef 8)
  %24 = call i32 @fwd(i32 noundef 22)
  store i32 %24, ptr %6, align 4
  call void @op2(i32 noundef 10, i32 noundef 3, i32 noundef 1)
  call void @op1(i32 noundef 6, i32 noundef 1)
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 6, i32 noundef 3)
  call void @op(i32 noundef 13)
  call void @op(i32 noundef 11)
  call void @op1(i32 noundef 7, i32 noundef 1)
  %25 = load i32, ptr %6, align 4
  call void @patch(i32 noundef %25)
  call void @op2(i32 noundef 10, i32 noundef 2, i32 noundef 1)
  %26 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 21, i32 noundef %26)
  %27 = load i32, ptr %3, align 4
  call void @patch(i32 noundef %27)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op1(i32 noundef 7, i32 noundef 2)
  call void @op1(i32 noundef 6, i32 noundef 0)
  call void @op1(i32 noundef 1, i32 noundef 7)
  call void @op(i32 noundef 14)
  call void @op1(i32 noundef 1, i32 noundef 13)
  call void @op(i32 noundef 11)
  call void @op1(i32 noundef 7, i32 noundef 4)
  %28 = call i32 @here()
  store i32 %28, ptr %2, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 6, i32 noundef 4)
  call void @op(i32 noundef 19)
  %29 = call i32 @fwd(i32 noundef 22)
  store i32 %29, ptr %3, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 6, i32 noundef 0)
  call void @op1(i32 noundef 1, i32 noundef 1023)
  call void @op(i32 noundef 14)
  call void @op(i32 noundef 11)
  %30 = call i32 @fwd(i32 noundef 24)
  store i32 %30, ptr %1, align 4
  call void @op1(i32 noundef 6, i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 31)
  call void @op(i32 noundef 13)
  call void @op(i32 noundef 11)
  call void @op1(i32 noundef 7, i32 noundef 1)
  call void @op2(i32 noundef 10, i32 noundef 2, i32 noundef 1)
  %31 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 21, i32 noundef %31)
  %32 = load i32, ptr %3, align 4
  call void @patch(i32 noundef %32)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 7, i32 noundef 2)
  %33 = call i32 @here()
  store i32 %33, ptr %2, align 4
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 1, i32 noundef 8)
  call void @op(i32 noundef 19)
  %34 = call i32 @fwd(i32 noundef 22)
  store i32 %34, ptr %3, align 4
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 7, i32 noundef 3)
  %35 = call i32 @here()
  store i32 %35, ptr %4, align 4
  call void @op1(i32 noundef 6, i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 8)
  call void @op(i32 noundef 19)
  %36 = call i32 @fwd(i32 noundef 22)
  store i32 %36, ptr %5, align 4
  call void @op1(i32 noundef 6, i32 noundef 1)
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 6, i32 noundef 3)
  call void @op(i32 noundef 5)
  call void @op(i32 noundef 5)
  call void @op(i32 noundef 13)
  call void @op1(i32 noundef 6, i32 noundef 0)
  call void @op(i32 noundef 11)
  call void @op(i32 noundef 4)
  call void @op1(i32 noundef 1, i32 noundef 7)
  call void @op(i32 noundef 14)
  call void @op(i32 noundef 17)
  call void @op(i32 noundef 4)
  call void @op(i32 noundef 12)
  call void @op(i32 noundef 16)
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 5)
  call void @op(i32 noundef 18)
  call void @op(i32 noundef 11)
  call void @op1(i32 noundef 6, i32 noundef 2)
  call void @op1(i32 noundef 1, i32 noundef 3)
  call void @op(i32 noundef 14)
  call void @op1(i32 noundef 1, i32 noundef 29)
  call void @op(i32 noundef 17)
  call void @op(i32 noundef 15)
  call void @op1(i32 noundef 7, i32 noundef 1)
  call void @op2(i32 noundef 10, i32 noundef 3, i32 noundef 1)
  %37 = load i32, ptr %4, align 4
  call void @op1(i32 noundef 21, i32 noundef %37)
  %38 = load i32, ptr %5, align 4
  call void @patch(i32 noundef %38)
  call void @op2(i32 noundef 10, i32 noundef 2, i32 noundef 1)
  %39 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 21, i32 noundef %39)
  %40 = load i32, ptr %3, align 4
  call void @patch(i32 noundef %40)
  call void @op1(i32 noundef 6, i32 noundef 1)
  call void @op(i32 noundef 0)
  %41 = load i32, ptr %1, align 4
  call void @patch(i32 noundef %41)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op(i32 noundef 4)
  %42 = call i32 @here()
  store i32 %42, ptr %2, align 4
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 20)
  %43 = call i32 @fwd(i32 noundef 23)
  store i32 %43, ptr %3, align 4
  call void @op(i32 noundef 4)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 11)
  call void @op(i32 noundef 4)
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 14)
  %44 = call i32 @fwd(i32 noundef 23)
  store i32 %44, ptr %7, align 4
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 18)
  %45 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 21, i32 noundef %45)
  %46 = load i32, ptr %7, align 4
  call void @patch(i32 noundef %46)
  call void @op(i32 noundef 3)
  call void @op(i32 noundef 3)
  call void @op(i32 noundef 11)
  call void @op(i32 noundef 11)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 11)
  %47 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 21, i32 noundef %47)
  %48 = load i32, ptr %3, align 4
  call void @patch(i32 noundef %48)
  call void @op(i32 noundef 2)
  call void @op(i32 noundef 25)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i32], align 16
  %11 = alloca [16 x i32], align 16
  %12 = alloca [16 x i32], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 64, i1 false)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i64 0, ptr %16, align 8
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 0
  store i32 %18, ptr %19, align 16
  br label %20

20:                                               ; preds = %383, %4
  %21 = load i64, ptr %16, align 8
  %22 = add i64 %21, 1
  store i64 %22, ptr %16, align 8
  %23 = load ptr, ptr %6, align 8
  %24 = load i32, ptr %13, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %13, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds i32, ptr %23, i64 %26
  %28 = load i32, ptr %27, align 4
  switch i32 %28, label %378 [
    i32 0, label %29
    i32 1, label %45
    i32 2, label %56
    i32 3, label %59
    i32 4, label %70
    i32 5, label %90
    i32 6, label %101
    i32 7, label %115
    i32 8, label %129
    i32 9, label %144
    i32 10, label %160
    i32 11, label %178
    i32 12, label %191
    i32 13, label %204
    i32 14, label %217
    i32 15, label %230
    i32 16, label %243
    i32 17, label %256
    i32 18, label %270
    i32 19, label %284
    i32 20, label %302
    i32 21, label %320
    i32 22, label %326
    i32 23, label %343
    i32 24, label %360
    i32 25, label %372
  ]

29:                                               ; preds = %20
  %30 = load i64, ptr %16, align 8
  %31 = load ptr, ptr %9, align 8
  %32 = load i64, ptr %31, align 8
  %33 = add i64 %32, %30
  store i64 %33, ptr %31, align 8
  %34 = load i32, ptr %14, align 4
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %36, label %42

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4
  %38 = sub nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  br label %43

42:                                               ; preds = %29
  br label %43

43:                                               ; preds = %42, %36
  %44 = phi i32 [ %41, %36 ], [ 0, %42 ]
  store i32 %44, ptr %5, align 4
  br label %384

45:                                               ; preds = %20
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %13, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %13, align 4
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds i32, ptr %46, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = load i32, ptr %14, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %14, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %54
  store i32 %51, ptr %55, align 4
  br label %383

56:                                               ; preds = %20
  %57 = load i32, ptr %14, align 4
  %58 = add nsw i32 %57, -1
  store i32 %58, ptr %14, align 4
  br label %383

59:                                               ; preds = %20
  %60 = load i32, ptr %14, align 4
  %61 = sub nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = load i32, ptr %14, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %66
  store i32 %64, ptr %67, align 4
  %68 = load i32, ptr %14, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %14, align 4
  br label %383

70:                                               ; preds = %20
  %71 = load i32, ptr %14, align 4
  %72 = sub nsw i32 %71, 1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %17, align 4
  %76 = load i32, ptr %14, align 4
  %77 = sub nsw i32 %76, 2
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %14, align 4
  %82 = sub nsw i32 %81, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %83
  store i32 %80, ptr %84, align 4
  %85 = load i32, ptr %17, align 4
  %86 = load i32, ptr %14, align 4
  %87 = sub nsw i32 %86, 2
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %88
  store i32 %85, ptr %89, align 4
  br label %383

90:                                               ; preds = %20
  %91 = load i32, ptr %14, align 4
  %92 = sub nsw i32 %91, 2
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = load i32, ptr %14, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %97
  store i32 %95, ptr %98, align 4
  %99 = load i32, ptr %14, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %14, align 4
  br label %383

101:                                              ; preds = %20
  %102 = load ptr, ptr %6, align 8
  %103 = load i32, ptr %13, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %13, align 4
  %105 = sext i32 %103 to i64
  %106 = getelementptr inbounds i32, ptr %102, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = load i32, ptr %14, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %14, align 4
  %113 = sext i32 %111 to i64
  %114 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %113
  store i32 %110, ptr %114, align 4
  br label %383

115:                                              ; preds = %20
  %116 = load i32, ptr %14, align 4
  %117 = add nsw i32 %116, -1
  store i32 %117, ptr %14, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4
  %121 = load ptr, ptr %6, align 8
  %122 = load i32, ptr %13, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %13, align 4
  %124 = sext i32 %122 to i64
  %125 = getelementptr inbounds i32, ptr %121, i64 %124
  %126 = load i32, ptr %125, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %127
  store i32 %120, ptr %128, align 4
  br label %383

129:                                              ; preds = %20
  %130 = load ptr, ptr %7, align 8
  %131 = load i32, ptr %14, align 4
  %132 = sub nsw i32 %131, 1
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = and i32 %135, 1023
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %130, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = load i32, ptr %14, align 4
  %141 = sub nsw i32 %140, 1
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %142
  store i32 %139, ptr %143, align 4
  br label %383

144:                                              ; preds = %20
  %145 = load i32, ptr %14, align 4
  %146 = sub nsw i32 %145, 2
  store i32 %146, ptr %14, align 4
  %147 = load i32, ptr %14, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = load ptr, ptr %7, align 8
  %152 = load i32, ptr %14, align 4
  %153 = add nsw i32 %152, 1
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = and i32 %156, 1023
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr %151, i64 %158
  store i32 %150, ptr %159, align 4
  br label %383

160:                                              ; preds = %20
  %161 = load ptr, ptr %6, align 8
  %162 = load i32, ptr %13, align 4
  %163 = add nsw i32 %162, 1
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i32, ptr %161, i64 %164
  %166 = load i32, ptr %165, align 4
  %167 = load ptr, ptr %6, align 8
  %168 = load i32, ptr %13, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, ptr %167, i64 %169
  %171 = load i32, ptr %170, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 %172
  %174 = load i32, ptr %173, align 4
  %175 = add i32 %174, %166
  store i32 %175, ptr %173, align 4
  %176 = load i32, ptr %13, align 4
  %177 = add nsw i32 %176, 2
  store i32 %177, ptr %13, align 4
  br label %383

178:                                              ; preds = %20
  %179 = load i32, ptr %14, align 4
  %180 = add nsw i32 %179, -1
  store i32 %180, ptr %14, align 4
  %181 = load i32, ptr %14, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %182
  %184 = load i32, ptr %183, align 4
  %185 = load i32, ptr %14, align 4
  %186 = sub nsw i32 %185, 1
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4
  %190 = add i32 %189, %184
  store i32 %190, ptr %188, align 4
  br label %383

191:                                              ; preds = %20
  %192 = load i32, ptr %14, align 4
  %193 = add nsw i32 %192, -1
  store i32 %193, ptr %14, align 4
  %194 = load i32, ptr %14, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %195
  %197 = load i32, ptr %196, align 4
  %198 = load i32, ptr %14, align 4
  %199 = sub nsw i32 %198, 1
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %200
  %202 = load i32, ptr %201, align 4
  %203 = sub i32 %202, %197
  store i32 %203, ptr %201, align 4
  br label %383

204:                                              ; preds = %20
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, -1
  store i32 %206, ptr %14, align 4
  %207 = load i32, ptr %14, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %208
  %210 = load i32, ptr %209, align 4
  %211 = load i32, ptr %14, align 4
  %212 = sub nsw i32 %211, 1
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4
  %216 = mul i32 %215, %210
  store i32 %216, ptr %214, align 4
  br label %383

217:                                              ; preds = %20
  %218 = load i32, ptr %14, align 4
  %219 = add nsw i32 %218, -1
  store i32 %219, ptr %14, align 4
  %220 = load i32, ptr %14, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4
  %224 = load i32, ptr %14, align 4
  %225 = sub nsw i32 %224, 1
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %226
  %228 = load i32, ptr %227, align 4
  %229 = and i32 %228, %223
  store i32 %229, ptr %227, align 4
  br label %383

230:                                              ; preds = %20
  %231 = load i32, ptr %14, align 4
  %232 = add nsw i32 %231, -1
  store i32 %232, ptr %14, align 4
  %233 = load i32, ptr %14, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %234
  %236 = load i32, ptr %235, align 4
  %237 = load i32, ptr %14, align 4
  %238 = sub nsw i32 %237, 1
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = or i32 %241, %236
  store i32 %242, ptr %240, align 4
  br label %383

243:                                              ; preds = %20
  %244 = load i32, ptr %14, align 4
  %245 = add nsw i32 %244, -1
  store i32 %245, ptr %14, align 4
  %246 = load i32, ptr %14, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %247
  %249 = load i32, ptr %248, align 4
  %250 = load i32, ptr %14, align 4
  %251 = sub nsw i32 %250, 1
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4
  %255 = xor i32 %254, %249
  store i32 %255, ptr %253, align 4
  br label %383

256:                                              ; preds = %20
  %257 = load i32, ptr %14, align 4
  %258 = add nsw i32 %257, -1
  store i32 %258, ptr %14, align 4
  %259 = load i32, ptr %14, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %260
  %262 = load i32, ptr %261, align 4
  %263 = and i32 %262, 31
  %264 = load i32, ptr %14, align 4
  %265 = sub nsw i32 %264, 1
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %266
  %268 = load i32, ptr %267, align 4
  %269 = shl i32 %268, %263
  store i32 %269, ptr %267, align 4
  br label %383

270:                                              ; preds = %20
  %271 = load i32, ptr %14, align 4
  %272 = add nsw i32 %271, -1
  store i32 %272, ptr %14, align 4
  %273 = load i32, ptr %14, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %274
  %276 = load i32, ptr %275, align 4
  %277 = and i32 %276, 31
  %278 = load i32, ptr %14, align 4
  %279 = sub nsw i32 %278, 1
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %280
  %282 = load i32, ptr %281, align 4
  %283 = lshr i32 %282, %277
  store i32 %283, ptr %281, align 4
  br label %383

284:                                              ; preds = %20
  %285 = load i32, ptr %14, align 4
  %286 = add nsw i32 %285, -1
  store i32 %286, ptr %14, align 4
  %287 = load i32, ptr %14, align 4
  %288 = sub nsw i32 %287, 1
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %289
  %291 = load i32, ptr %290, align 4
  %292 = load i32, ptr %14, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %293
  %295 = load i32, ptr %294, align 4
  %296 = icmp ult i32 %291, %295
  %297 = zext i1 %296 to i32
  %298 = load i32, ptr %14, align 4
  %299 = sub nsw i32 %298, 1
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %300
  store i32 %297, ptr %301, align 4
  br label %383

302:                                              ; preds = %20
  %303 = load i32, ptr %14, align 4
  %304 = add nsw i32 %303, -1
  store i32 %304, ptr %14, align 4
  %305 = load i32, ptr %14, align 4
  %306 = sub nsw i32 %305, 1
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4
  %310 = load i32, ptr %14, align 4
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %311
  %313 = load i32, ptr %312, align 4
  %314 = icmp eq i32 %309, %313
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %14, align 4
  %317 = sub nsw i32 %316, 1
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %318
  store i32 %315, ptr %319, align 4
  br label %383

320:                                              ; preds = %20
  %321 = load ptr, ptr %6, align 8
  %322 = load i32, ptr %13, align 4
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds i32, ptr %321, i64 %323
  %325 = load i32, ptr %324, align 4
  store i32 %325, ptr %13, align 4
  br label %383

326:                                              ; preds = %20
  %327 = load i32, ptr %14, align 4
  %328 = add nsw i32 %327, -1
  store i32 %328, ptr %14, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %329
  %331 = load i32, ptr %330, align 4
  %332 = icmp eq i32 %331, 0
  br i1 %332, label %333, label %339

333:                                              ; preds = %326
  %334 = load ptr, ptr %6, align 8
  %335 = load i32, ptr %13, align 4
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds i32, ptr %334, i64 %336
  %338 = load i32, ptr %337, align 4
  store i32 %338, ptr %13, align 4
  br label %342

339:                                              ; preds = %326
  %340 = load i32, ptr %13, align 4
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %13, align 4
  br label %342

342:                                              ; preds = %339, %333
  br label %383

343:                                              ; preds = %20
  %344 = load i32, ptr %14, align 4
  %345 = add nsw i32 %344, -1
  store i32 %345, ptr %14, align 4
  %346 = sext i32 %345 to i64
  %347 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %346
  %348 = load i32, ptr %347, align 4
  %349 = icmp ne i32 %348, 0
  br i1 %349, label %350, label %356

350:                                              ; preds = %343
  %351 = load ptr, ptr %6, align 8
  %352 = load i32, ptr %13, align 4
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %351, i64 %353
  %355 = load i32, ptr %354, align 4
  store i32 %355, ptr %13, align 4
  br label %359

356:                                              ; preds = %343
  %357 = load i32, ptr %13, align 4
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr %13, align 4
  br label %359

359:                                              ; preds = %356, %350
  br label %383

360:                                              ; preds = %20
  %361 = load i32, ptr %13, align 4
  %362 = add nsw i32 %361, 1
  %363 = load i32, ptr %15, align 4
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr %15, align 4
  %365 = sext i32 %363 to i64
  %366 = getelementptr inbounds [16 x i32], ptr %12, i64 0, i64 %365
  store i32 %362, ptr %366, align 4
  %367 = load ptr, ptr %6, align 8
  %368 = load i32, ptr %13, align 4
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds i32, ptr %367, i64 %369
  %371 = load i32, ptr %370, align 4
  store i32 %371, ptr %13, align 4
  br label %383

372:                                              ; preds = %20
  %373 = load i32, ptr %15, align 4
  %374 = add nsw i32 %373, -1
  store i32 %374, ptr %15, align 4
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds [16 x i32], ptr %12, i64 0, i64 %375
  %377 = load i32, ptr %376, align 4
  store i32 %377, ptr %13, align 4
  br label %383

378:                                              ; preds = %20
  %379 = load i64, ptr %16, align 8
  %380 = load ptr, ptr %9, align 8
  %381 = load i64, ptr %380, align 8
  %382 = add i64 %381, %379
  store i64 %382, ptr %380, align 8
  store i32 57005, ptr %5, align 4
  br label %384

383:                                              ; preds = %372, %360, %359, %342, %320, %302, %284, %270, %256, %243, %230, %217, %204, %191, %178, %160, %144, %129, %115, %101, %90, %70, %59, %56, %45
  br label %20

384:                                              ; preds = %378, %43
  %385 = load i32, ptr %5, align 4
  ret i32 %385
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op1(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr @ncode, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @ncode, align 4
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %8
  store i32 %5, ptr %9, align 4
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr @ncode, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @ncode, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %13
  store i32 %10, ptr %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @ncode, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %6
  store i32 %3, ptr %7, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @here() #0 {
  %1 = load i32, ptr @ncode, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fwd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @ncode, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %6
  store i32 %3, ptr %7, align 4
  %8 = load i32, ptr @ncode, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @ncode, align 4
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %10
  store i32 -1, ptr %11, align 4
  %12 = load i32, ptr @ncode, align 4
  %13 = sub nsw i32 %12, 1
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op2(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr @ncode, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @ncode, align 4
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %10
  store i32 %7, ptr %11, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr @ncode, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @ncode, align 4
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %15
  store i32 %12, ptr %16, align 4
  %17 = load i32, ptr %6, align 4
  %18 = load i32, ptr @ncode, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @ncode, align 4
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %20
  store i32 %17, ptr %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @patch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @ncode, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %5
  store i32 %3, ptr %6, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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

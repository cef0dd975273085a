; ModuleID = 'bench_fib.c'
source_filename = "bench_fib.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@tree = internal global [1023 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"%u %u %u %08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %13 = load i32, ptr %4, align 4
  %14 = load ptr, ptr %5, align 8
  %15 = call i32 @parse_scale(i32 noundef %13, ptr noundef %14)
  store i32 %15, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %26, %2
  %17 = load i32, ptr %7, align 4
  %18 = icmp ult i32 %17, 1023
  br i1 %18, label %19, label %29

19:                                               ; preds = %16
  %20 = load i32, ptr %7, align 4
  %21 = mul i32 %20, -1640531535
  %22 = lshr i32 %21, 9
  %23 = load i32, ptr %7, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [1023 x i32], ptr @tree, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %19
  %27 = load i32, ptr %7, align 4
  %28 = add i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %16, !llvm.loop !5

29:                                               ; preds = %16
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %30

30:                                               ; preds = %73, %29
  %31 = load i32, ptr %12, align 4
  %32 = load i32, ptr %6, align 4
  %33 = mul nsw i32 2, %32
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %35, label %76

35:                                               ; preds = %30
  %36 = load i32, ptr %12, align 4
  %37 = srem i32 %36, 4
  %38 = add nsw i32 16, %37
  %39 = call i32 @fib(i32 noundef %38)
  %40 = load i32, ptr %8, align 4
  %41 = add i32 %40, %39
  store i32 %41, ptr %8, align 4
  %42 = load i32, ptr %12, align 4
  %43 = srem i32 %42, 2
  %44 = add nsw i32 2, %43
  %45 = load i32, ptr %12, align 4
  %46 = srem i32 %45, 3
  %47 = add nsw i32 2, %46
  %48 = call i32 @ack(i32 noundef %44, i32 noundef %47)
  %49 = load i32, ptr %9, align 4
  %50 = add i32 %49, %48
  store i32 %50, ptr %9, align 4
  %51 = load i32, ptr %12, align 4
  %52 = srem i32 %51, 3
  %53 = add nsw i32 10, %52
  %54 = load i32, ptr %12, align 4
  %55 = srem i32 %54, 2
  %56 = add nsw i32 2, %55
  %57 = call i32 @tak(i32 noundef %53, i32 noundef 6, i32 noundef %56)
  %58 = load i32, ptr %10, align 4
  %59 = add i32 %58, %57
  store i32 %59, ptr %10, align 4
  %60 = load i32, ptr %12, align 4
  %61 = or i32 %60, 1
  %62 = load i32, ptr %12, align 4
  %63 = mul i32 %62, 37
  %64 = urem i32 %63, 1023
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [1023 x i32], ptr @tree, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = add i32 %67, %61
  store i32 %68, ptr %66, align 4
  %69 = load i32, ptr %11, align 4
  %70 = mul i32 %69, 33
  %71 = call i32 @walk(i32 noundef 0, i32 noundef 0)
  %72 = add i32 %70, %71
  store i32 %72, ptr %11, align 4
  br label %73

73:                                               ; preds = %35
  %74 = load i32, ptr %12, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %12, align 4
  br label %30, !llvm.loop !7

76:                                               ; preds = %30
  %77 = load i32, ptr %8, align 4
  %78 = load i32, ptr %9, align 4
  %79 = load i32, ptr %10, align 4
  %80 = load i32, ptr %11, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %77, i32 noundef %78, i32 noundef %79, i32 noundef %80)
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
define internal i32 @tak(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp sge i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load i32, ptr %7, align 4
  store i32 %12, ptr %4, align 4
  br label %30

13:                                               ; preds = %3
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, ptr %6, align 4
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @tak(i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %19 = load i32, ptr %6, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %5, align 4
  %23 = call i32 @tak(i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %7, align 4
  %25 = sub nsw i32 %24, 1
  %26 = load i32, ptr %5, align 4
  %27 = load i32, ptr %6, align 4
  %28 = call i32 @tak(i32 noundef %25, i32 noundef %26, i32 noundef %27)
  %29 = call i32 @tak(i32 noundef %18, i32 noundef %23, i32 noundef %28)
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %13, %11
  %31 = load i32, ptr %4, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @walk(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp uge i32 %9, 1023
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  store i32 %12, ptr %3, align 4
  br label %45

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [1023 x i32], ptr @tree, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %6, align 4
  %18 = load i32, ptr %6, align 4
  %19 = urem i32 %18, 13
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %13
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %5, align 4
  %24 = xor i32 %22, %23
  store i32 %24, ptr %3, align 4
  br label %45

25:                                               ; preds = %13
  %26 = load i32, ptr %4, align 4
  %27 = mul i32 2, %26
  %28 = add i32 %27, 1
  %29 = load i32, ptr %5, align 4
  %30 = add i32 %29, 1
  %31 = call i32 @walk(i32 noundef %28, i32 noundef %30)
  store i32 %31, ptr %7, align 4
  %32 = load i32, ptr %4, align 4
  %33 = mul i32 2, %32
  %34 = add i32 %33, 2
  %35 = load i32, ptr %5, align 4
  %36 = add i32 %35, 1
  %37 = call i32 @walk(i32 noundef %34, i32 noundef %36)
  store i32 %37, ptr %8, align 4
  %38 = load i32, ptr %7, align 4
  %39 = mul i32 %38, 31
  %40 = load i32, ptr %8, align 4
  %41 = add i32 %39, %40
  %42 = load i32, ptr %6, align 4
  %43 = lshr i32 %42, 3
  %44 = xor i32 %41, %43
  store i32 %44, ptr %3, align 4
  br label %45

45:                                               ; preds = %25, %21, %11
  %46 = load i32, ptr %3, align 4
  ret i32 %46
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

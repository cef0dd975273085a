; ModuleID = 'goto.c'
source_filename = "goto.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.a = private unnamed_addr constant [7 x i32] [i32 8, i32 3, i32 14, i32 7, i32 22, i32 5, i32 11], align 16
@.str = private unnamed_addr constant [22 x i8] c"pair ok=%d i=%d j=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"pair ok=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"goto_loop=%d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"collatz max steps=%u at %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"parse %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"1_000_000\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"4x2\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 28, i1 false)
  store i32 -1, ptr %3, align 4
  store i32 -1, ptr %4, align 4
  %11 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 0
  %12 = call i32 @find_pair(ptr noundef %11, i32 noundef 7, i32 noundef 27, ptr noundef %3, ptr noundef %4)
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %3, align 4
  %15 = load i32, ptr %4, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  %17 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 0
  %18 = call i32 @find_pair(ptr noundef %17, i32 noundef 7, i32 noundef 1000, ptr noundef %3, ptr noundef %4)
  store i32 %18, ptr %5, align 4
  %19 = load i32, ptr %5, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19)
  %21 = call i32 @goto_loop(i32 noundef 10)
  %22 = call i32 @goto_loop(i32 noundef 1000)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %22)
  store i32 0, ptr %6, align 4
  br label %24

24:                                               ; preds = %32, %0
  %25 = load i32, ptr %6, align 4
  %26 = icmp sle i32 %25, 3
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %6, align 4
  %30 = call i32 @cleanup_chain(i32 noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %28, i32 noundef %30)
  br label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %6, align 4
  br label %24, !llvm.loop !5

35:                                               ; preds = %24
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  br label %37

37:                                               ; preds = %50, %35
  %38 = load i32, ptr %9, align 4
  %39 = icmp ult i32 %38, 3000
  br i1 %39, label %40, label %53

40:                                               ; preds = %37
  %41 = load i32, ptr %9, align 4
  %42 = call i32 @collatz_goto(i32 noundef %41)
  store i32 %42, ptr %10, align 4
  %43 = load i32, ptr %10, align 4
  %44 = load i32, ptr %7, align 4
  %45 = icmp ugt i32 %43, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %40
  %47 = load i32, ptr %10, align 4
  store i32 %47, ptr %7, align 4
  %48 = load i32, ptr %9, align 4
  store i32 %48, ptr %8, align 4
  br label %49

49:                                               ; preds = %46, %40
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %9, align 4
  %52 = add i32 %51, 1
  store i32 %52, ptr %9, align 4
  br label %37, !llvm.loop !7

53:                                               ; preds = %37
  %54 = load i32, ptr %7, align 4
  %55 = load i32, ptr %8, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %54, i32 noundef %55)
  %57 = call i32 @parse_digits(ptr noundef @.str.7)
  %58 = call i32 @parse_digits(ptr noundef @.str.8)
  %59 = call i32 @parse_digits(ptr noundef @.str.9)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %57, i32 noundef %58, i32 noundef %59)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_pair(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %14

14:                                               ; preds = %49, %5
  %15 = load i32, ptr %12, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %52

18:                                               ; preds = %14
  %19 = load i32, ptr %12, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %13, align 4
  br label %21

21:                                               ; preds = %45, %18
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %48

25:                                               ; preds = %21
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %30, %35
  %37 = load i32, ptr %9, align 4
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %25
  %40 = load i32, ptr %12, align 4
  %41 = load ptr, ptr %10, align 8
  store i32 %40, ptr %41, align 4
  %42 = load i32, ptr %13, align 4
  %43 = load ptr, ptr %11, align 8
  store i32 %42, ptr %43, align 4
  br label %53

44:                                               ; preds = %25
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %13, align 4
  br label %21, !llvm.loop !8

48:                                               ; preds = %21
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %12, align 4
  br label %14, !llvm.loop !9

52:                                               ; preds = %14
  store i32 0, ptr %6, align 4
  br label %54

53:                                               ; preds = %39
  store i32 1, ptr %6, align 4
  br label %54

54:                                               ; preds = %53, %52
  %55 = load i32, ptr %6, align 4
  ret i32 %55
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
define internal i32 @goto_loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sge i32 %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  br label %22

10:                                               ; preds = %5
  %11 = load i32, ptr %3, align 4
  %12 = srem i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %10
  br label %19

15:                                               ; preds = %10
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %4, align 4
  br label %19

19:                                               ; preds = %15, %14
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %5

22:                                               ; preds = %9
  %23 = load i32, ptr %4, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cleanup_chain(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store i32 -1, ptr %4, align 4
  %8 = call ptr @malloc(i64 noundef 16) #7
  store ptr %8, ptr %5, align 8
  store ptr null, ptr %6, align 8
  store ptr null, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %14

11:                                               ; preds = %1
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %15

14:                                               ; preds = %11, %1
  br label %46

15:                                               ; preds = %11
  %16 = call ptr @malloc(i64 noundef 32) #7
  store ptr %16, ptr %6, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %22

19:                                               ; preds = %15
  %20 = load i32, ptr %3, align 4
  %21 = icmp eq i32 %20, 2
  br i1 %21, label %22, label %23

22:                                               ; preds = %19, %15
  br label %34

23:                                               ; preds = %19
  %24 = call ptr @malloc(i64 noundef 64) #7
  store ptr %24, ptr %7, align 8
  %25 = load ptr, ptr %7, align 8
  %26 = icmp ne ptr %25, null
  br i1 %26, label %27, label %30

27:                                               ; preds = %23
  %28 = load i32, ptr %3, align 4
  %29 = icmp eq i32 %28, 3
  br i1 %29, label %30, label %31

30:                                               ; preds = %27, %23
  br label %32

31:                                               ; preds = %27
  store i32 0, ptr %4, align 4
  br label %32

32:                                               ; preds = %31, %30
  %33 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %33)
  br label %34

34:                                               ; preds = %32, %22
  %35 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %35)
  %36 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %36)
  %37 = load i32, ptr %4, align 4
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %34
  br label %44

40:                                               ; preds = %34
  %41 = load i32, ptr %3, align 4
  %42 = mul nsw i32 10, %41
  %43 = add nsw i32 %42, 2
  br label %44

44:                                               ; preds = %40, %39
  %45 = phi i32 [ 100, %39 ], [ %43, %40 ]
  store i32 %45, ptr %2, align 4
  br label %51

46:                                               ; preds = %14
  %47 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %47)
  %48 = load i32, ptr %3, align 4
  %49 = mul nsw i32 10, %48
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %2, align 4
  br label %51

51:                                               ; preds = %46, %44
  %52 = load i32, ptr %2, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz_goto(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %19, %15, %1
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  ret i32 %8

9:                                                ; preds = %4
  %10 = load i32, ptr %3, align 4
  %11 = add i32 %10, 1
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %2, align 4
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %9
  %16 = load i32, ptr %2, align 4
  %17 = mul i32 3, %16
  %18 = add i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %4

19:                                               ; preds = %9
  %20 = load i32, ptr %2, align 4
  %21 = udiv i32 %20, 2
  store i32 %21, ptr %2, align 4
  br label %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_digits(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  br label %7

7:                                                ; preds = %26, %12, %1
  %8 = load ptr, ptr %5, align 8
  %9 = load i8, ptr %8, align 1
  %10 = sext i8 %9 to i32
  switch i32 %10, label %15 [
    i32 0, label %11
    i32 95, label %12
  ]

11:                                               ; preds = %7
  br label %37

12:                                               ; preds = %7
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %5, align 8
  br label %7

15:                                               ; preds = %7
  %16 = load ptr, ptr %5, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp slt i32 %18, 48
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  %21 = load ptr, ptr %5, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp sgt i32 %23, 57
  br i1 %24, label %25, label %26

25:                                               ; preds = %20, %15
  br label %36

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4
  %28 = mul nsw i32 %27, 10
  %29 = load ptr, ptr %5, align 8
  %30 = load i8, ptr %29, align 1
  %31 = sext i8 %30 to i32
  %32 = sub nsw i32 %31, 48
  %33 = add nsw i32 %28, %32
  store i32 %33, ptr %4, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 1
  store ptr %35, ptr %5, align 8
  br label %7

36:                                               ; preds = %25
  store i32 -1, ptr %2, align 4
  br label %39

37:                                               ; preds = %11
  %38 = load i32, ptr %4, align 4
  store i32 %38, ptr %2, align 4
  br label %39

39:                                               ; preds = %37, %36
  %40 = load i32, ptr %2, align 4
  ret i32 %40
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #5

declare dso_local void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { allocsize(0) }

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

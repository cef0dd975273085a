; ModuleID = 'bench_sort.c'
source_filename = "bench_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"unsorted\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%ld %lu\0A\00", align 1
@state = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %15 = load i32, ptr %4, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = call i32 @parse_scale(i32 noundef %15, ptr noundef %16)
  store i32 %17, ptr %6, align 4
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = mul nsw i64 2000, %19
  store i64 %20, ptr %7, align 8
  %21 = load i64, ptr %7, align 8
  %22 = mul i64 %21, 4
  %23 = call noalias ptr @malloc(i64 noundef %22) #4
  store ptr %23, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %24

24:                                               ; preds = %34, %2
  %25 = load i64, ptr %9, align 8
  %26 = load i64, ptr %7, align 8
  %27 = icmp slt i64 %25, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %24
  %29 = call i32 @next()
  %30 = urem i32 %29, 1000000
  %31 = load ptr, ptr %8, align 8
  %32 = load i64, ptr %9, align 8
  %33 = getelementptr inbounds i32, ptr %31, i64 %32
  store i32 %30, ptr %33, align 4
  br label %34

34:                                               ; preds = %28
  %35 = load i64, ptr %9, align 8
  %36 = add nsw i64 %35, 1
  store i64 %36, ptr %9, align 8
  br label %24, !llvm.loop !6

37:                                               ; preds = %24
  %38 = load ptr, ptr %8, align 8
  %39 = load i64, ptr %7, align 8
  %40 = sub nsw i64 %39, 1
  call void @quicksort(ptr noundef %38, i64 noundef 0, i64 noundef %40)
  store i64 1, ptr %10, align 8
  br label %41

41:                                               ; preds = %59, %37
  %42 = load i64, ptr %10, align 8
  %43 = load i64, ptr %7, align 8
  %44 = icmp slt i64 %42, %43
  br i1 %44, label %45, label %62

45:                                               ; preds = %41
  %46 = load ptr, ptr %8, align 8
  %47 = load i64, ptr %10, align 8
  %48 = sub nsw i64 %47, 1
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load ptr, ptr %8, align 8
  %52 = load i64, ptr %10, align 8
  %53 = getelementptr inbounds i32, ptr %51, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = icmp sgt i32 %50, %54
  br i1 %55, label %56, label %58

56:                                               ; preds = %45
  %57 = call i32 @puts(ptr noundef @.str)
  store i32 1, ptr %3, align 4
  br label %103

58:                                               ; preds = %45
  br label %59

59:                                               ; preds = %58
  %60 = load i64, ptr %10, align 8
  %61 = add nsw i64 %60, 1
  store i64 %61, ptr %10, align 8
  br label %41, !llvm.loop !8

62:                                               ; preds = %41
  store i64 0, ptr %11, align 8
  store i64 0, ptr %12, align 8
  br label %63

63:                                               ; preds = %78, %62
  %64 = load i64, ptr %12, align 8
  %65 = load i64, ptr %7, align 8
  %66 = icmp slt i64 %64, %65
  br i1 %66, label %67, label %81

67:                                               ; preds = %63
  %68 = load ptr, ptr %8, align 8
  %69 = load i64, ptr %7, align 8
  %70 = call i32 @next()
  %71 = urem i32 %70, 1000000
  %72 = call i64 @find(ptr noundef %68, i64 noundef %69, i32 noundef %71)
  %73 = icmp sge i64 %72, 0
  %74 = zext i1 %73 to i32
  %75 = sext i32 %74 to i64
  %76 = load i64, ptr %11, align 8
  %77 = add nsw i64 %76, %75
  store i64 %77, ptr %11, align 8
  br label %78

78:                                               ; preds = %67
  %79 = load i64, ptr %12, align 8
  %80 = add nsw i64 %79, 1
  store i64 %80, ptr %12, align 8
  br label %63, !llvm.loop !9

81:                                               ; preds = %63
  store i64 0, ptr %13, align 8
  store i64 0, ptr %14, align 8
  br label %82

82:                                               ; preds = %95, %81
  %83 = load i64, ptr %14, align 8
  %84 = load i64, ptr %7, align 8
  %85 = icmp slt i64 %83, %84
  br i1 %85, label %86, label %98

86:                                               ; preds = %82
  %87 = load i64, ptr %13, align 8
  %88 = mul i64 %87, 31
  %89 = load ptr, ptr %8, align 8
  %90 = load i64, ptr %14, align 8
  %91 = getelementptr inbounds i32, ptr %89, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = zext i32 %92 to i64
  %94 = add i64 %88, %93
  store i64 %94, ptr %13, align 8
  br label %95

95:                                               ; preds = %86
  %96 = load i64, ptr %14, align 8
  %97 = add nsw i64 %96, 7
  store i64 %97, ptr %14, align 8
  br label %82, !llvm.loop !10

98:                                               ; preds = %82
  %99 = load i64, ptr %11, align 8
  %100 = load i64, ptr %13, align 8
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %99, i64 noundef %100)
  %102 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %102) #5
  store i32 0, ptr %3, align 4
  br label %103

103:                                              ; preds = %98, %56
  %104 = load i32, ptr %3, align 4
  ret i32 %104
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
  br label %15, !llvm.loop !11

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

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next() #0 {
  %1 = load i32, ptr @state, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @state, align 4
  %4 = load i32, ptr @state, align 4
  %5 = lshr i32 %4, 7
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @quicksort(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  br label %11

11:                                               ; preds = %96, %3
  %12 = load i64, ptr %5, align 8
  %13 = load i64, ptr %6, align 8
  %14 = icmp slt i64 %12, %13
  br i1 %14, label %15, label %97

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i64, ptr %5, align 8
  %18 = load i64, ptr %6, align 8
  %19 = load i64, ptr %5, align 8
  %20 = sub nsw i64 %18, %19
  %21 = sdiv i64 %20, 2
  %22 = add nsw i64 %17, %21
  %23 = getelementptr inbounds i32, ptr %16, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %7, align 4
  %25 = load i64, ptr %5, align 8
  store i64 %25, ptr %8, align 8
  %26 = load i64, ptr %6, align 8
  store i64 %26, ptr %9, align 8
  br label %27

27:                                               ; preds = %77, %15
  %28 = load i64, ptr %8, align 8
  %29 = load i64, ptr %9, align 8
  %30 = icmp sle i64 %28, %29
  br i1 %30, label %31, label %78

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %39, %31
  %33 = load ptr, ptr %4, align 8
  %34 = load i64, ptr %8, align 8
  %35 = getelementptr inbounds i32, ptr %33, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %32
  %40 = load i64, ptr %8, align 8
  %41 = add nsw i64 %40, 1
  store i64 %41, ptr %8, align 8
  br label %32, !llvm.loop !12

42:                                               ; preds = %32
  br label %43

43:                                               ; preds = %50, %42
  %44 = load ptr, ptr %4, align 8
  %45 = load i64, ptr %9, align 8
  %46 = getelementptr inbounds i32, ptr %44, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %7, align 4
  %49 = icmp sgt i32 %47, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %43
  %51 = load i64, ptr %9, align 8
  %52 = add nsw i64 %51, -1
  store i64 %52, ptr %9, align 8
  br label %43, !llvm.loop !13

53:                                               ; preds = %43
  %54 = load i64, ptr %8, align 8
  %55 = load i64, ptr %9, align 8
  %56 = icmp sle i64 %54, %55
  br i1 %56, label %57, label %77

57:                                               ; preds = %53
  %58 = load ptr, ptr %4, align 8
  %59 = load i64, ptr %8, align 8
  %60 = getelementptr inbounds i32, ptr %58, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %10, align 4
  %62 = load ptr, ptr %4, align 8
  %63 = load i64, ptr %9, align 8
  %64 = getelementptr inbounds i32, ptr %62, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = load ptr, ptr %4, align 8
  %67 = load i64, ptr %8, align 8
  %68 = getelementptr inbounds i32, ptr %66, i64 %67
  store i32 %65, ptr %68, align 4
  %69 = load i32, ptr %10, align 4
  %70 = load ptr, ptr %4, align 8
  %71 = load i64, ptr %9, align 8
  %72 = getelementptr inbounds i32, ptr %70, i64 %71
  store i32 %69, ptr %72, align 4
  %73 = load i64, ptr %8, align 8
  %74 = add nsw i64 %73, 1
  store i64 %74, ptr %8, align 8
  %75 = load i64, ptr %9, align 8
  %76 = add nsw i64 %75, -1
  store i64 %76, ptr %9, align 8
  br label %77

77:                                               ; preds = %57, %53
  br label %27, !llvm.loop !14

78:                                               ; preds = %27
  %79 = load i64, ptr %9, align 8
  %80 = load i64, ptr %5, align 8
  %81 = sub nsw i64 %79, %80
  %82 = load i64, ptr %6, align 8
  %83 = load i64, ptr %8, align 8
  %84 = sub nsw i64 %82, %83
  %85 = icmp slt i64 %81, %84
  br i1 %85, label %86, label %91

86:                                               ; preds = %78
  %87 = load ptr, ptr %4, align 8
  %88 = load i64, ptr %5, align 8
  %89 = load i64, ptr %9, align 8
  call void @quicksort(ptr noundef %87, i64 noundef %88, i64 noundef %89)
  %90 = load i64, ptr %8, align 8
  store i64 %90, ptr %5, align 8
  br label %96

91:                                               ; preds = %78
  %92 = load ptr, ptr %4, align 8
  %93 = load i64, ptr %8, align 8
  %94 = load i64, ptr %6, align 8
  call void @quicksort(ptr noundef %92, i64 noundef %93, i64 noundef %94)
  %95 = load i64, ptr %9, align 8
  store i64 %95, ptr %6, align 8
  br label %96

96:                                               ; preds = %91, %86
  br label %11, !llvm.loop !15

97:                                               ; preds = %11
  ret void
}

declare i32 @puts(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @find(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i64 0, ptr %8, align 8
  %11 = load i64, ptr %6, align 8
  %12 = sub nsw i64 %11, 1
  store i64 %12, ptr %9, align 8
  br label %13

13:                                               ; preds = %45, %3
  %14 = load i64, ptr %8, align 8
  %15 = load i64, ptr %9, align 8
  %16 = icmp sle i64 %14, %15
  br i1 %16, label %17, label %46

17:                                               ; preds = %13
  %18 = load i64, ptr %8, align 8
  %19 = load i64, ptr %9, align 8
  %20 = load i64, ptr %8, align 8
  %21 = sub nsw i64 %19, %20
  %22 = sdiv i64 %21, 2
  %23 = add nsw i64 %18, %22
  store i64 %23, ptr %10, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = load i64, ptr %10, align 8
  %26 = getelementptr inbounds i32, ptr %24, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %7, align 4
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %17
  %31 = load i64, ptr %10, align 8
  store i64 %31, ptr %4, align 8
  br label %47

32:                                               ; preds = %17
  %33 = load ptr, ptr %5, align 8
  %34 = load i64, ptr %10, align 8
  %35 = getelementptr inbounds i32, ptr %33, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %32
  %40 = load i64, ptr %10, align 8
  %41 = add nsw i64 %40, 1
  store i64 %41, ptr %8, align 8
  br label %45

42:                                               ; preds = %32
  %43 = load i64, ptr %10, align 8
  %44 = sub nsw i64 %43, 1
  store i64 %44, ptr %9, align 8
  br label %45

45:                                               ; preds = %42, %39
  br label %13, !llvm.loop !16

46:                                               ; preds = %13
  store i64 -1, ptr %4, align 8
  br label %47

47:                                               ; preds = %46, %30
  %48 = load i64, ptr %4, align 8
  ret i64 %48
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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

; ModuleID = 'bench_sieve.c'
source_filename = "bench_sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"mismatch at n=%ld: %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%ld %ld %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %18 = load i32, ptr %4, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = call i32 @parse_scale(i32 noundef %18, ptr noundef %19)
  store i32 %20, ptr %6, align 4
  %21 = call noalias ptr @malloc(i64 noundef 10001) #5
  store ptr %21, ptr %7, align 8
  %22 = call noalias ptr @malloc(i64 noundef 5001) #5
  store ptr %22, ptr %8, align 8
  store i64 0, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %23

23:                                               ; preds = %98, %2
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %101

27:                                               ; preds = %23
  %28 = load i32, ptr %12, align 4
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %29, 7919
  %31 = srem i64 %30, 1999
  %32 = add nsw i64 8000, %31
  store i64 %32, ptr %13, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = load i64, ptr %13, align 8
  %35 = call i64 @sieve(ptr noundef %33, i64 noundef %34)
  store i64 %35, ptr %14, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = load i64, ptr %13, align 8
  %38 = call i64 @sieve_odd(ptr noundef %36, i64 noundef %37)
  store i64 %38, ptr %15, align 8
  %39 = load i64, ptr %14, align 8
  %40 = load i64, ptr %15, align 8
  %41 = icmp ne i64 %39, %40
  br i1 %41, label %42, label %47

42:                                               ; preds = %27
  %43 = load i64, ptr %13, align 8
  %44 = load i64, ptr %14, align 8
  %45 = load i64, ptr %15, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %43, i64 noundef %44, i64 noundef %45)
  store i32 1, ptr %3, align 4
  br label %108

47:                                               ; preds = %27
  %48 = load i64, ptr %14, align 8
  %49 = load i64, ptr %9, align 8
  %50 = add nsw i64 %49, %48
  store i64 %50, ptr %9, align 8
  store i64 3, ptr %16, align 8
  br label %51

51:                                               ; preds = %72, %47
  %52 = load i64, ptr %16, align 8
  %53 = add nsw i64 %52, 2
  %54 = load i64, ptr %13, align 8
  %55 = icmp sle i64 %53, %54
  br i1 %55, label %56, label %75

56:                                               ; preds = %51
  %57 = load ptr, ptr %7, align 8
  %58 = load i64, ptr %16, align 8
  %59 = getelementptr inbounds i8, ptr %57, i64 %58
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = load ptr, ptr %7, align 8
  %63 = load i64, ptr %16, align 8
  %64 = add nsw i64 %63, 2
  %65 = getelementptr inbounds i8, ptr %62, i64 %64
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = and i32 %61, %67
  %69 = sext i32 %68 to i64
  %70 = load i64, ptr %10, align 8
  %71 = add nsw i64 %70, %69
  store i64 %71, ptr %10, align 8
  br label %72

72:                                               ; preds = %56
  %73 = load i64, ptr %16, align 8
  %74 = add nsw i64 %73, 2
  store i64 %74, ptr %16, align 8
  br label %51, !llvm.loop !6

75:                                               ; preds = %51
  %76 = load i64, ptr %13, align 8
  store i64 %76, ptr %17, align 8
  br label %77

77:                                               ; preds = %94, %75
  %78 = load i64, ptr %17, align 8
  %79 = load i64, ptr %13, align 8
  %80 = sub nsw i64 %79, 500
  %81 = icmp sgt i64 %78, %80
  br i1 %81, label %82, label %97

82:                                               ; preds = %77
  %83 = load ptr, ptr %7, align 8
  %84 = load i64, ptr %17, align 8
  %85 = getelementptr inbounds i8, ptr %83, i64 %84
  %86 = load i8, ptr %85, align 1
  %87 = icmp ne i8 %86, 0
  br i1 %87, label %88, label %93

88:                                               ; preds = %82
  %89 = load i64, ptr %11, align 8
  %90 = mul i64 %89, 31
  %91 = load i64, ptr %17, align 8
  %92 = add i64 %90, %91
  store i64 %92, ptr %11, align 8
  br label %93

93:                                               ; preds = %88, %82
  br label %94

94:                                               ; preds = %93
  %95 = load i64, ptr %17, align 8
  %96 = add nsw i64 %95, -1
  store i64 %96, ptr %17, align 8
  br label %77, !llvm.loop !8

97:                                               ; preds = %77
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %12, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %12, align 4
  br label %23, !llvm.loop !9

101:                                              ; preds = %23
  %102 = load i64, ptr %9, align 8
  %103 = load i64, ptr %10, align 8
  %104 = load i64, ptr %11, align 8
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %102, i64 noundef %103, i64 noundef %104)
  %106 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %106) #6
  %107 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %107) #6
  store i32 0, ptr %3, align 4
  br label %108

108:                                              ; preds = %101, %42
  %109 = load i32, ptr %3, align 4
  ret i32 %109
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
  br label %15, !llvm.loop !10

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
define internal i64 @sieve(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %10

10:                                               ; preds = %18, %2
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %4, align 8
  %13 = icmp sle i64 %11, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds i8, ptr %15, i64 %16
  store i8 1, ptr %17, align 1
  br label %18

18:                                               ; preds = %14
  %19 = load i64, ptr %5, align 8
  %20 = add nsw i64 %19, 1
  store i64 %20, ptr %5, align 8
  br label %10, !llvm.loop !11

21:                                               ; preds = %10
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 0
  store i8 0, ptr %23, align 1
  %24 = load i64, ptr %4, align 8
  %25 = icmp sge i64 %24, 1
  br i1 %25, label %26, label %29

26:                                               ; preds = %21
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 1
  store i8 0, ptr %28, align 1
  br label %29

29:                                               ; preds = %26, %21
  store i64 2, ptr %6, align 8
  br label %30

30:                                               ; preds = %60, %29
  %31 = load i64, ptr %6, align 8
  %32 = load i64, ptr %6, align 8
  %33 = mul nsw i64 %31, %32
  %34 = load i64, ptr %4, align 8
  %35 = icmp sle i64 %33, %34
  br i1 %35, label %36, label %63

36:                                               ; preds = %30
  %37 = load ptr, ptr %3, align 8
  %38 = load i64, ptr %6, align 8
  %39 = getelementptr inbounds i8, ptr %37, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = icmp ne i8 %40, 0
  br i1 %41, label %42, label %59

42:                                               ; preds = %36
  %43 = load i64, ptr %6, align 8
  %44 = load i64, ptr %6, align 8
  %45 = mul nsw i64 %43, %44
  store i64 %45, ptr %7, align 8
  br label %46

46:                                               ; preds = %54, %42
  %47 = load i64, ptr %7, align 8
  %48 = load i64, ptr %4, align 8
  %49 = icmp sle i64 %47, %48
  br i1 %49, label %50, label %58

50:                                               ; preds = %46
  %51 = load ptr, ptr %3, align 8
  %52 = load i64, ptr %7, align 8
  %53 = getelementptr inbounds i8, ptr %51, i64 %52
  store i8 0, ptr %53, align 1
  br label %54

54:                                               ; preds = %50
  %55 = load i64, ptr %6, align 8
  %56 = load i64, ptr %7, align 8
  %57 = add nsw i64 %56, %55
  store i64 %57, ptr %7, align 8
  br label %46, !llvm.loop !12

58:                                               ; preds = %46
  br label %59

59:                                               ; preds = %58, %36
  br label %60

60:                                               ; preds = %59
  %61 = load i64, ptr %6, align 8
  %62 = add nsw i64 %61, 1
  store i64 %62, ptr %6, align 8
  br label %30, !llvm.loop !13

63:                                               ; preds = %30
  store i64 0, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %64

64:                                               ; preds = %76, %63
  %65 = load i64, ptr %9, align 8
  %66 = load i64, ptr %4, align 8
  %67 = icmp sle i64 %65, %66
  br i1 %67, label %68, label %79

68:                                               ; preds = %64
  %69 = load ptr, ptr %3, align 8
  %70 = load i64, ptr %9, align 8
  %71 = getelementptr inbounds i8, ptr %69, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i64
  %74 = load i64, ptr %8, align 8
  %75 = add nsw i64 %74, %73
  store i64 %75, ptr %8, align 8
  br label %76

76:                                               ; preds = %68
  %77 = load i64, ptr %9, align 8
  %78 = add nsw i64 %77, 1
  store i64 %78, ptr %9, align 8
  br label %64, !llvm.loop !14

79:                                               ; preds = %64
  %80 = load i64, ptr %8, align 8
  ret i64 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sieve_odd(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %11 = load i64, ptr %4, align 8
  %12 = sub nsw i64 %11, 1
  %13 = sdiv i64 %12, 2
  store i64 %13, ptr %5, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = load i64, ptr %5, align 8
  %16 = add i64 %15, 1
  call void @llvm.memset.p0.i64(ptr align 1 %14, i8 1, i64 %16, i1 false)
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %17, i64 0
  store i8 0, ptr %18, align 1
  store i64 1, ptr %6, align 8
  br label %19

19:                                               ; preds = %58, %2
  %20 = load i64, ptr %6, align 8
  %21 = mul nsw i64 2, %20
  %22 = add nsw i64 %21, 1
  %23 = load i64, ptr %6, align 8
  %24 = mul nsw i64 2, %23
  %25 = add nsw i64 %24, 1
  %26 = mul nsw i64 %22, %25
  %27 = load i64, ptr %4, align 8
  %28 = icmp sle i64 %26, %27
  br i1 %28, label %29, label %61

29:                                               ; preds = %19
  %30 = load ptr, ptr %3, align 8
  %31 = load i64, ptr %6, align 8
  %32 = getelementptr inbounds i8, ptr %30, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = icmp ne i8 %33, 0
  br i1 %34, label %35, label %57

35:                                               ; preds = %29
  %36 = load i64, ptr %6, align 8
  %37 = mul nsw i64 2, %36
  %38 = add nsw i64 %37, 1
  store i64 %38, ptr %7, align 8
  %39 = load i64, ptr %7, align 8
  %40 = load i64, ptr %7, align 8
  %41 = mul nsw i64 %39, %40
  %42 = sub nsw i64 %41, 1
  %43 = sdiv i64 %42, 2
  store i64 %43, ptr %8, align 8
  br label %44

44:                                               ; preds = %52, %35
  %45 = load i64, ptr %8, align 8
  %46 = load i64, ptr %5, align 8
  %47 = icmp sle i64 %45, %46
  br i1 %47, label %48, label %56

48:                                               ; preds = %44
  %49 = load ptr, ptr %3, align 8
  %50 = load i64, ptr %8, align 8
  %51 = getelementptr inbounds i8, ptr %49, i64 %50
  store i8 0, ptr %51, align 1
  br label %52

52:                                               ; preds = %48
  %53 = load i64, ptr %7, align 8
  %54 = load i64, ptr %8, align 8
  %55 = add nsw i64 %54, %53
  store i64 %55, ptr %8, align 8
  br label %44, !llvm.loop !15

56:                                               ; preds = %44
  br label %57

57:                                               ; preds = %56, %29
  br label %58

58:                                               ; preds = %57
  %59 = load i64, ptr %6, align 8
  %60 = add nsw i64 %59, 1
  store i64 %60, ptr %6, align 8
  br label %19, !llvm.loop !16

61:                                               ; preds = %19
  store i64 1, ptr %9, align 8
  store i64 1, ptr %10, align 8
  br label %62

62:                                               ; preds = %74, %61
  %63 = load i64, ptr %10, align 8
  %64 = load i64, ptr %5, align 8
  %65 = icmp sle i64 %63, %64
  br i1 %65, label %66, label %77

66:                                               ; preds = %62
  %67 = load ptr, ptr %3, align 8
  %68 = load i64, ptr %10, align 8
  %69 = getelementptr inbounds i8, ptr %67, i64 %68
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i64
  %72 = load i64, ptr %9, align 8
  %73 = add nsw i64 %72, %71
  store i64 %73, ptr %9, align 8
  br label %74

74:                                               ; preds = %66
  %75 = load i64, ptr %10, align 8
  %76 = add nsw i64 %75, 1
  store i64 %76, ptr %10, align 8
  br label %62, !llvm.loop !17

77:                                               ; preds = %62
  %78 = load i64, ptr %9, align 8
  ret i64 %78
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

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

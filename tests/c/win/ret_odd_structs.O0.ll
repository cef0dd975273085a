; ModuleID = 'ret_odd_structs.c'
source_filename = "ret_odd_structs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %5 = alloca %struct.S13, align 1
  %6 = alloca %struct.S14, align 2
  %7 = alloca %struct.S15, align 1
  %8 = alloca %struct.SP, align 1
  %9 = alloca %struct.S11, align 1
  %10 = alloca %struct.S13, align 1
  %11 = alloca %struct.S15, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  br label %12

12:                                               ; preds = %64, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp sle i32 %13, 5
  br i1 %14, label %15, label %67

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  call void @make11(ptr dead_on_unwind writable sret(%struct.S11) align 1 %4, i32 noundef %16)
  %17 = load i32, ptr %3, align 4
  call void @make13(ptr dead_on_unwind writable sret(%struct.S13) align 1 %5, i32 noundef %17)
  %18 = load i32, ptr %3, align 4
  call void @make14(ptr dead_on_unwind writable sret(%struct.S14) align 2 %6, i32 noundef %18)
  %19 = load i32, ptr %3, align 4
  call void @make15(ptr dead_on_unwind writable sret(%struct.S15) align 1 %7, i32 noundef %19)
  %20 = load i32, ptr %3, align 4
  call void @makep(ptr dead_on_unwind writable sret(%struct.SP) align 1 %8, i32 noundef %20)
  %21 = load i32, ptr %3, align 4
  %22 = getelementptr inbounds %struct.S11, ptr %4, i32 0, i32 0
  %23 = getelementptr inbounds [11 x i8], ptr %22, i64 0, i64 0
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = getelementptr inbounds %struct.S11, ptr %4, i32 0, i32 0
  %27 = getelementptr inbounds [11 x i8], ptr %26, i64 0, i64 10
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = getelementptr inbounds %struct.S13, ptr %5, i32 0, i32 0
  %31 = getelementptr inbounds [13 x i8], ptr %30, i64 0, i64 12
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = getelementptr inbounds %struct.S14, ptr %6, i32 0, i32 0
  %35 = getelementptr inbounds [7 x i16], ptr %34, i64 0, i64 6
  %36 = load i16, ptr %35, align 2
  %37 = sext i16 %36 to i32
  %38 = getelementptr inbounds %struct.S15, ptr %7, i32 0, i32 0
  %39 = getelementptr inbounds [15 x i8], ptr %38, i64 0, i64 8
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = getelementptr inbounds %struct.S15, ptr %7, i32 0, i32 0
  %43 = getelementptr inbounds [15 x i8], ptr %42, i64 0, i64 14
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = getelementptr inbounds %struct.SP, ptr %8, i32 0, i32 0
  %47 = load double, ptr %46, align 1
  %48 = getelementptr inbounds %struct.SP, ptr %8, i32 0, i32 1
  %49 = getelementptr inbounds [3 x i8], ptr %48, i64 0, i64 0
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = getelementptr inbounds %struct.SP, ptr %8, i32 0, i32 1
  %53 = getelementptr inbounds [3 x i8], ptr %52, i64 0, i64 1
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = getelementptr inbounds %struct.SP, ptr %8, i32 0, i32 1
  %57 = getelementptr inbounds [3 x i8], ptr %56, i64 0, i64 2
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21, i32 noundef %25, i32 noundef %29, i32 noundef %33, i32 noundef %37, i32 noundef %41, i32 noundef %45, double noundef %47, i32 noundef %51, i32 noundef %55, i32 noundef %59)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %4, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %5, i64 13, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %7, i64 15, i1 false)
  %61 = call i32 @sum11(ptr noundef %9, ptr noundef %10, ptr noundef %11)
  %62 = load i32, ptr %2, align 4
  %63 = add i32 %62, %61
  store i32 %63, ptr %2, align 4
  br label %64

64:                                               ; preds = %15
  %65 = load i32, ptr %3, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %3, align 4
  br label %12, !llvm.loop !5

67:                                               ; preds = %12
  %68 = load i32, ptr %2, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %68)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make11(ptr dead_on_unwind noalias writable sret(%struct.S11) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 11
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 3
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %11, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.S11, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [11 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !7

22:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make13(ptr dead_on_unwind noalias writable sret(%struct.S13) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 13
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 17
  %13 = xor i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.S13, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [13 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !8

22:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make14(ptr dead_on_unwind noalias writable sret(%struct.S14) align 2 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 1000
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 77
  %14 = sub nsw i32 %11, %13
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %struct.S14, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i16], ptr %16, i64 0, i64 %18
  store i16 %15, ptr %19, align 2
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !9

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make15(ptr dead_on_unwind noalias writable sret(%struct.S15) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 15
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %11, %12
  %14 = add nsw i32 %10, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.S15, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !10

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @makep(ptr dead_on_unwind noalias writable sret(%struct.SP) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sitofp i32 %5 to double
  %7 = fdiv double %6, 4.000000e+00
  %8 = getelementptr inbounds %struct.SP, ptr %0, i32 0, i32 0
  store double %7, ptr %8, align 1
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i8
  %11 = getelementptr inbounds %struct.SP, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds [3 x i8], ptr %11, i64 0, i64 0
  store i8 %10, ptr %12, align 1
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 2
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.SP, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds [3 x i8], ptr %16, i64 0, i64 1
  store i8 %15, ptr %17, align 1
  %18 = load i32, ptr %4, align 4
  %19 = mul nsw i32 %18, 5
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.SP, ptr %0, i32 0, i32 1
  %22 = getelementptr inbounds [3 x i8], ptr %21, i64 0, i64 2
  store i8 %20, ptr %22, align 1
  ret void
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
define internal i32 @sum11(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %12, 11
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = load i32, ptr %7, align 4
  %16 = mul i32 %15, 31
  %17 = getelementptr inbounds %struct.S11, ptr %0, i32 0, i32 0
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [11 x i8], ptr %17, i64 0, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = add i32 %16, %22
  store i32 %23, ptr %7, align 4
  br label %24

24:                                               ; preds = %14
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %11, !llvm.loop !11

27:                                               ; preds = %11
  store i32 0, ptr %9, align 4
  br label %28

28:                                               ; preds = %41, %27
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %29, 13
  br i1 %30, label %31, label %44

31:                                               ; preds = %28
  %32 = load i32, ptr %7, align 4
  %33 = mul i32 %32, 31
  %34 = getelementptr inbounds %struct.S13, ptr %1, i32 0, i32 0
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [13 x i8], ptr %34, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  %40 = add i32 %33, %39
  store i32 %40, ptr %7, align 4
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %28, !llvm.loop !12

44:                                               ; preds = %28
  store i32 0, ptr %10, align 4
  br label %45

45:                                               ; preds = %58, %44
  %46 = load i32, ptr %10, align 4
  %47 = icmp slt i32 %46, 15
  br i1 %47, label %48, label %61

48:                                               ; preds = %45
  %49 = load i32, ptr %7, align 4
  %50 = mul i32 %49, 31
  %51 = getelementptr inbounds %struct.S15, ptr %2, i32 0, i32 0
  %52 = load i32, ptr %10, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [15 x i8], ptr %51, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = add i32 %50, %56
  store i32 %57, ptr %7, align 4
  br label %58

58:                                               ; preds = %48
  %59 = load i32, ptr %10, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %10, align 4
  br label %45, !llvm.loop !13

61:                                               ; preds = %45
  %62 = load i32, ptr %7, align 4
  ret i32 %62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}

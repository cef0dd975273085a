; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [19 x i8] c"sum_ints=%d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"avg=%.6f %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"idsilc\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"ddddddddddi\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"twice_walk=%.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"ptrsum\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"mixed=%.4f\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"i:%d \00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"d:%.3f \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"s:%s \00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"l:%lld \00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"c:%c \00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"? \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i16, align 2
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %10 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %11 = call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef 100)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %13 = call double (i32, ...) @avg_doubles(i32 noundef 4, double noundef 1.000000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -1.000000e+00)
  %14 = call double (i32, ...) @avg_doubles(i32 noundef 9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %13, double noundef %14)
  store i8 81, ptr %2, align 1
  store i16 -7, ptr %3, align 2
  store float 2.500000e+00, ptr %4, align 4
  %16 = load i16, ptr %3, align 2
  %17 = sext i16 %16 to i32
  %18 = load i8, ptr %2, align 1
  %19 = sext i8 %18 to i32
  call void (ptr, ...) @describe(ptr noundef @.str.2, i32 noundef 42, double noundef 3.141590e+00, ptr noundef @.str.3, i32 noundef %17, i64 noundef 1234567890123, i32 noundef %19)
  %20 = load float, ptr %4, align 4
  %21 = fpext float %20 to double
  call void (ptr, ...) @describe(ptr noundef @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef %21, i32 noundef 77)
  %22 = call double (i32, ...) @twice_walk(i32 noundef 5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %22)
  store i32 5, ptr %5, align 4
  store i32 10, ptr %6, align 4
  store i32 -3, ptr %7, align 4
  store i32 1000, ptr %8, align 4
  %24 = call i32 (ptr, ...) @sum_ptrs(ptr noundef @.str.6, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef null)
  %25 = call i32 (ptr, ...) @sum_ptrs(ptr noundef @.str.7, ptr noundef null)
  %26 = call double (i32, ...) @mixed(i32 noundef 7, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 1.500000e+00, i32 noundef 3, double noundef 2.500000e+00, i32 noundef 4, double noundef 3.500000e+00, i32 noundef 5, double noundef 4.500000e+00, i32 noundef 6, double noundef 5.500000e+00, i32 noundef 7, double noundef 6.500000e+00)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %26)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load i32, ptr %11, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !5

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load i32, ptr %4, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @avg_doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %19

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr %3, align 8
  %13 = load double, ptr %11, align 8
  %14 = load double, ptr %4, align 8
  %15 = fadd double %14, %13
  store double %15, ptr %4, align 8
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  br label %6, !llvm.loop !7

19:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %20 = load i32, ptr %2, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load double, ptr %4, align 8
  %24 = load i32, ptr %2, align 4
  %25 = sitofp i32 %24 to double
  %26 = fdiv double %23, %25
  br label %28

27:                                               ; preds = %19
  br label %28

28:                                               ; preds = %27, %22
  %29 = phi double [ %26, %22 ], [ 0.000000e+00, %27 ]
  ret double %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @describe(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %4 = load ptr, ptr %2, align 8
  %5 = load ptr, ptr %3, align 8
  call void @vdescribe(ptr noundef %4, ptr noundef %5)
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @twice_walk(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store double 0.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %22, %1
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %15, ptr %3, align 8
  %16 = load double, ptr %14, align 8
  %17 = load i32, ptr %7, align 4
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = load double, ptr %5, align 8
  %21 = call double @llvm.fmuladd.f64(double %16, double %19, double %20)
  store double %21, ptr %5, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %9, !llvm.loop !8

25:                                               ; preds = %9
  store i32 0, ptr %8, align 4
  br label %26

26:                                               ; preds = %36, %25
  %27 = load i32, ptr %8, align 4
  %28 = load i32, ptr %2, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %26
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %4, align 8
  %33 = load double, ptr %31, align 8
  %34 = load double, ptr %6, align 8
  %35 = fsub double %34, %33
  store double %35, ptr %6, align 8
  br label %36

36:                                               ; preds = %30
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %26, !llvm.loop !9

39:                                               ; preds = %26
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %40 = load double, ptr %5, align 8
  %41 = load double, ptr %6, align 8
  %42 = fadd double %40, %41
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_ptrs(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %11, %1
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %8, ptr %3, align 8
  %9 = load ptr, ptr %7, align 8
  store ptr %9, ptr %5, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %16

11:                                               ; preds = %6
  %12 = load ptr, ptr %5, align 8
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %4, align 4
  br label %6, !llvm.loop !10

16:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %4, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %17, i32 noundef %18)
  %20 = load i32, ptr %4, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %25, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %3, align 8
  %15 = load i32, ptr %13, align 8
  store i32 %15, ptr %6, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %17, ptr %3, align 8
  %18 = load double, ptr %16, align 8
  store double %18, ptr %7, align 8
  %19 = load double, ptr %4, align 8
  %20 = load i32, ptr %6, align 4
  %21 = sitofp i32 %20 to double
  %22 = load double, ptr %7, align 8
  %23 = fmul double %21, %22
  %24 = call double @llvm.fmuladd.f64(double %19, double 1.500000e+00, double %23)
  store double %24, ptr %4, align 8
  br label %25

25:                                               ; preds = %12
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %8, !llvm.loop !11

28:                                               ; preds = %8
  call void @llvm.va_end.p0(ptr %3)
  %29 = load double, ptr %4, align 8
  ret double %29
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vdescribe(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  br label %7

7:                                                ; preds = %45, %2
  %8 = load ptr, ptr %5, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %48

11:                                               ; preds = %7
  %12 = load ptr, ptr %5, align 8
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  switch i32 %14, label %42 [
    i32 105, label %15
    i32 100, label %20
    i32 115, label %25
    i32 108, label %30
    i32 99, label %35
  ]

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %17, ptr %4, align 8
  %18 = load i32, ptr %16, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %18)
  br label %44

20:                                               ; preds = %11
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %22, ptr %4, align 8
  %23 = load double, ptr %21, align 8
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %23)
  br label %44

25:                                               ; preds = %11
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %4, align 8
  %28 = load ptr, ptr %26, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %28)
  br label %44

30:                                               ; preds = %11
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %4, align 8
  %33 = load i64, ptr %31, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %33)
  br label %44

35:                                               ; preds = %11
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr %37, ptr %4, align 8
  %38 = load i32, ptr %36, align 8
  %39 = trunc i32 %38 to i8
  %40 = sext i8 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %40)
  br label %44

42:                                               ; preds = %11
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  br label %44

44:                                               ; preds = %42, %35, %30, %25, %20, %15
  br label %45

45:                                               ; preds = %44
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds i8, ptr %46, i32 1
  store ptr %47, ptr %5, align 8
  br label %7, !llvm.loop !12

48:                                               ; preds = %7
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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

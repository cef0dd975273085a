; ModuleID = 'exit_code.c'
source_filename = "exit_code.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.job = type { ptr, i32, i32 }

@main.jobs = internal constant [8 x %struct.job] [%struct.job { ptr @.str, i32 10, i32 0 }, %struct.job { ptr @.str.1, i32 25, i32 1 }, %struct.job { ptr @.str.2, i32 40, i32 2 }, %struct.job { ptr @.str.3, i32 30, i32 3 }, %struct.job { ptr @.str.4, i32 5, i32 1 }, %struct.job { ptr @.str.5, i32 15, i32 0 }, %struct.job { ptr @.str.6, i32 60, i32 3 }, %struct.job { ptr @.str.7, i32 80, i32 2 }], align 16
@.str = private unnamed_addr constant [6 x i8] c"fetch\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"parse\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"lower\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"emit\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"lint\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"index\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"link\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"test\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"first batch done=%d total=%d\0A\00", align 1
@total_cost = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [13 x i8] c"unreachable\0A\00", align 1
@.str.10 = private unnamed_addr constant [36 x i8] c"run %-8s cost=%3d deps=%d total=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"budget exceeded\00", align 1
@.str.12 = private unnamed_addr constant [36 x i8] c"fatal: %s (code %d) after total=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 8, ptr %2, align 4
  %4 = call i32 @schedule(ptr noundef @main.jobs, i32 noundef 4, i32 noundef 1000)
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr @total_cost, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %5, i32 noundef %6)
  store i32 0, ptr @total_cost, align 4
  %8 = load i32, ptr %2, align 4
  %9 = call i32 @schedule(ptr noundef @main.jobs, i32 noundef %8, i32 noundef 200)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @schedule(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %41, %3
  %11 = load i32, ptr %8, align 4
  %12 = icmp sle i32 %11, 3
  br i1 %12, label %13, label %44

13:                                               ; preds = %10
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %37, %13
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %40

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.job, ptr %19, i64 %21
  %23 = getelementptr inbounds %struct.job, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %8, align 4
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %36

27:                                               ; preds = %18
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.job, ptr %28, i64 %30
  %32 = load i32, ptr %6, align 4
  %33 = call i32 @run_job(ptr noundef %31, i32 noundef %32)
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %7, align 4
  br label %36

36:                                               ; preds = %27, %18
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %9, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %9, align 4
  br label %14, !llvm.loop !5

40:                                               ; preds = %14
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %10, !llvm.loop !7

44:                                               ; preds = %10
  %45 = load i32, ptr %7, align 4
  ret i32 %45
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
define internal i32 @run_job(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.job, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  call void @abort() #6
  unreachable

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.job, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = load i32, ptr @total_cost, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr @total_cost, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.job, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.job, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.job, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr @total_cost, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %18, i32 noundef %21, i32 noundef %24, i32 noundef %25)
  %27 = load i32, ptr @total_cost, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp sgt i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %10
  call void @fail(ptr noundef @.str.11, i32 noundef 7)
  br label %31

31:                                               ; preds = %30, %10
  %32 = load i32, ptr @total_cost, align 4
  ret i32 %32
}

; Function Attrs: noreturn nounwind
declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fail(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr @total_cost, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = load i32, ptr %4, align 4
  call void @exit(i32 noundef %9) #6
  unreachable
}

; Function Attrs: noreturn nounwind
declare dso_local void @exit(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

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

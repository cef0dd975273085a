; ModuleID = 'printf_hexfloat.c'
source_filename = "printf_hexfloat.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@vz = dso_local global double 0.000000e+00, align 8
@v = dso_local global [19 x double] [double 1.000000e+00, double 1.000000e-01, double -2.500000e+00, double 0.000000e+00, double -0.000000e+00, double 1.500000e+00, double 3.000000e+00, double 1.000000e+300, double 1.000000e-310, double 4.940660e-324, double 0x10000000000000, double 7.500000e-01, double 1.968750e+00, double 2.555000e+02, double 0x3FF0000000000001, double 0x3FFFFFFFFFFFFFFF, double 5.000000e-01, double 1.031250e+00, double 1.093750e+00], align 16
@.str = private unnamed_addr constant [72 x i8] c"[%a][%A][%.0a][%.1a][%.2a][%#.0a][%20a][%-20a][%+a][% a][%020a][%.15a]\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"[%a][%A][%10a][%-10a]\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"[%a][%.3a]\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %5 = load volatile double, ptr @vz, align 8
  %6 = fdiv double 1.000000e+00, %5
  store double %6, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %28, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 19
  br i1 %9, label %10, label %31

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [19 x double], ptr @v, i64 0, i64 %12
  %14 = load double, ptr %13, align 8
  store double %14, ptr %4, align 8
  %15 = load double, ptr %4, align 8
  %16 = load double, ptr %4, align 8
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %4, align 8
  %19 = load double, ptr %4, align 8
  %20 = load double, ptr %4, align 8
  %21 = load double, ptr %4, align 8
  %22 = load double, ptr %4, align 8
  %23 = load double, ptr %4, align 8
  %24 = load double, ptr %4, align 8
  %25 = load double, ptr %4, align 8
  %26 = load double, ptr %4, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %15, double noundef %16, double noundef %17, double noundef %18, double noundef %19, double noundef %20, double noundef %21, double noundef %22, double noundef %23, double noundef %24, double noundef %25, double noundef %26)
  br label %28

28:                                               ; preds = %10
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %7, !llvm.loop !5

31:                                               ; preds = %7
  %32 = load double, ptr %2, align 8
  %33 = load double, ptr %2, align 8
  %34 = fneg double %33
  %35 = load volatile double, ptr @vz, align 8
  %36 = load volatile double, ptr @vz, align 8
  %37 = fdiv double %35, %36
  %38 = load double, ptr %2, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %32, double noundef %34, double noundef %37, double noundef %38)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef 0x3FF19999A0000000, double noundef 0x400921FA00000000)
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

; ModuleID = 'bench_nbody.c'
source_filename = "bench_nbody.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Body = type { double, double, double, double, double, double, double }

@__const.main.b = private unnamed_addr constant [5 x %struct.Body] [%struct.Body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 3.947000e+01 }, %struct.Body { double 4.840000e+00, double -1.160000e+00, double -1.000000e-01, double 6.060000e-01, double 2.810000e+00, double -2.000000e-02, double 3.700000e-02 }, %struct.Body { double 0x4020AE147AE147AE, double 4.120000e+00, double -4.000000e-01, double -1.010000e+00, double 1.820000e+00, double 8.000000e-03, double 1.100000e-02 }, %struct.Body { double 1.289000e+01, double -1.511000e+01, double -2.200000e-01, double 1.080000e+00, double 8.680000e-01, double -1.000000e-02, double 1.700000e-03 }, %struct.Body { double 1.537000e+01, double -2.591000e+01, double 1.790000e-01, double 0x3FEF53F7CED91687, double 5.940000e-01, double -3.400000e-02, double 2.000000e-03 }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [5 x %struct.Body], align 16
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %9 = load i32, ptr %4, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = call i32 @parse_scale(i32 noundef %9, ptr noundef %10)
  store i32 %11, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.b, i64 280, i1 false)
  %12 = getelementptr inbounds [5 x %struct.Body], ptr %7, i64 0, i64 0
  %13 = call double @energy(ptr noundef %12, i32 noundef 5)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %13)
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %22, %2
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %6, align 4
  %18 = mul nsw i32 200, %17
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = getelementptr inbounds [5 x %struct.Body], ptr %7, i64 0, i64 0
  call void @advance(ptr noundef %21, i32 noundef 5, double noundef 1.000000e-02)
  br label %22

22:                                               ; preds = %20
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %8, align 4
  br label %15, !llvm.loop !5

25:                                               ; preds = %15
  %26 = getelementptr inbounds [5 x %struct.Body], ptr %7, i64 0, i64 0
  %27 = call double @energy(ptr noundef %26, i32 noundef 5)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %27)
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
  br label %15, !llvm.loop !7

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
define internal double @energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %140, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %143

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Body, ptr %16, i64 %18
  %20 = getelementptr inbounds %struct.Body, ptr %19, i32 0, i32 6
  %21 = load double, ptr %20, align 8
  %22 = fmul double 5.000000e-01, %21
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.Body, ptr %23, i64 %25
  %27 = getelementptr inbounds %struct.Body, ptr %26, i32 0, i32 3
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.Body, ptr %29, i64 %31
  %33 = getelementptr inbounds %struct.Body, ptr %32, i32 0, i32 3
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.Body, ptr %35, i64 %37
  %39 = getelementptr inbounds %struct.Body, ptr %38, i32 0, i32 4
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %3, align 8
  %42 = load i32, ptr %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds %struct.Body, ptr %41, i64 %43
  %45 = getelementptr inbounds %struct.Body, ptr %44, i32 0, i32 4
  %46 = load double, ptr %45, align 8
  %47 = fmul double %40, %46
  %48 = call double @llvm.fmuladd.f64(double %28, double %34, double %47)
  %49 = load ptr, ptr %3, align 8
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds %struct.Body, ptr %49, i64 %51
  %53 = getelementptr inbounds %struct.Body, ptr %52, i32 0, i32 5
  %54 = load double, ptr %53, align 8
  %55 = load ptr, ptr %3, align 8
  %56 = load i32, ptr %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.Body, ptr %55, i64 %57
  %59 = getelementptr inbounds %struct.Body, ptr %58, i32 0, i32 5
  %60 = load double, ptr %59, align 8
  %61 = call double @llvm.fmuladd.f64(double %54, double %60, double %48)
  %62 = load double, ptr %5, align 8
  %63 = call double @llvm.fmuladd.f64(double %22, double %61, double %62)
  store double %63, ptr %5, align 8
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %7, align 4
  br label %66

66:                                               ; preds = %136, %15
  %67 = load i32, ptr %7, align 4
  %68 = load i32, ptr %4, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %139

70:                                               ; preds = %66
  %71 = load ptr, ptr %3, align 8
  %72 = load i32, ptr %6, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.Body, ptr %71, i64 %73
  %75 = getelementptr inbounds %struct.Body, ptr %74, i32 0, i32 0
  %76 = load double, ptr %75, align 8
  %77 = load ptr, ptr %3, align 8
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %struct.Body, ptr %77, i64 %79
  %81 = getelementptr inbounds %struct.Body, ptr %80, i32 0, i32 0
  %82 = load double, ptr %81, align 8
  %83 = fsub double %76, %82
  store double %83, ptr %8, align 8
  %84 = load ptr, ptr %3, align 8
  %85 = load i32, ptr %6, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.Body, ptr %84, i64 %86
  %88 = getelementptr inbounds %struct.Body, ptr %87, i32 0, i32 1
  %89 = load double, ptr %88, align 8
  %90 = load ptr, ptr %3, align 8
  %91 = load i32, ptr %7, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds %struct.Body, ptr %90, i64 %92
  %94 = getelementptr inbounds %struct.Body, ptr %93, i32 0, i32 1
  %95 = load double, ptr %94, align 8
  %96 = fsub double %89, %95
  store double %96, ptr %9, align 8
  %97 = load ptr, ptr %3, align 8
  %98 = load i32, ptr %6, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds %struct.Body, ptr %97, i64 %99
  %101 = getelementptr inbounds %struct.Body, ptr %100, i32 0, i32 2
  %102 = load double, ptr %101, align 8
  %103 = load ptr, ptr %3, align 8
  %104 = load i32, ptr %7, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds %struct.Body, ptr %103, i64 %105
  %107 = getelementptr inbounds %struct.Body, ptr %106, i32 0, i32 2
  %108 = load double, ptr %107, align 8
  %109 = fsub double %102, %108
  store double %109, ptr %10, align 8
  %110 = load ptr, ptr %3, align 8
  %111 = load i32, ptr %6, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds %struct.Body, ptr %110, i64 %112
  %114 = getelementptr inbounds %struct.Body, ptr %113, i32 0, i32 6
  %115 = load double, ptr %114, align 8
  %116 = load ptr, ptr %3, align 8
  %117 = load i32, ptr %7, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds %struct.Body, ptr %116, i64 %118
  %120 = getelementptr inbounds %struct.Body, ptr %119, i32 0, i32 6
  %121 = load double, ptr %120, align 8
  %122 = fmul double %115, %121
  %123 = load double, ptr %8, align 8
  %124 = load double, ptr %8, align 8
  %125 = load double, ptr %9, align 8
  %126 = load double, ptr %9, align 8
  %127 = fmul double %125, %126
  %128 = call double @llvm.fmuladd.f64(double %123, double %124, double %127)
  %129 = load double, ptr %10, align 8
  %130 = load double, ptr %10, align 8
  %131 = call double @llvm.fmuladd.f64(double %129, double %130, double %128)
  %132 = call double @root(double noundef %131)
  %133 = fdiv double %122, %132
  %134 = load double, ptr %5, align 8
  %135 = fsub double %134, %133
  store double %135, ptr %5, align 8
  br label %136

136:                                              ; preds = %70
  %137 = load i32, ptr %7, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %7, align 4
  br label %66, !llvm.loop !8

139:                                              ; preds = %66
  br label %140

140:                                              ; preds = %139
  %141 = load i32, ptr %6, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %6, align 4
  br label %11, !llvm.loop !9

143:                                              ; preds = %11
  %144 = load double, ptr %5, align 8
  ret double %144
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @advance(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %184, %3
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %187

19:                                               ; preds = %15
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %8, align 4
  br label %22

22:                                               ; preds = %180, %19
  %23 = load i32, ptr %8, align 4
  %24 = load i32, ptr %5, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %183

26:                                               ; preds = %22
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Body, ptr %27, i64 %29
  %31 = getelementptr inbounds %struct.Body, ptr %30, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.Body, ptr %33, i64 %35
  %37 = getelementptr inbounds %struct.Body, ptr %36, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = fsub double %32, %38
  store double %39, ptr %9, align 8
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.Body, ptr %40, i64 %42
  %44 = getelementptr inbounds %struct.Body, ptr %43, i32 0, i32 1
  %45 = load double, ptr %44, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.Body, ptr %46, i64 %48
  %50 = getelementptr inbounds %struct.Body, ptr %49, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = fsub double %45, %51
  store double %52, ptr %10, align 8
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.Body, ptr %53, i64 %55
  %57 = getelementptr inbounds %struct.Body, ptr %56, i32 0, i32 2
  %58 = load double, ptr %57, align 8
  %59 = load ptr, ptr %4, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds %struct.Body, ptr %59, i64 %61
  %63 = getelementptr inbounds %struct.Body, ptr %62, i32 0, i32 2
  %64 = load double, ptr %63, align 8
  %65 = fsub double %58, %64
  store double %65, ptr %11, align 8
  %66 = load double, ptr %9, align 8
  %67 = load double, ptr %9, align 8
  %68 = load double, ptr %10, align 8
  %69 = load double, ptr %10, align 8
  %70 = fmul double %68, %69
  %71 = call double @llvm.fmuladd.f64(double %66, double %67, double %70)
  %72 = load double, ptr %11, align 8
  %73 = load double, ptr %11, align 8
  %74 = call double @llvm.fmuladd.f64(double %72, double %73, double %71)
  store double %74, ptr %12, align 8
  %75 = load double, ptr %6, align 8
  %76 = load double, ptr %12, align 8
  %77 = load double, ptr %12, align 8
  %78 = call double @root(double noundef %77)
  %79 = fmul double %76, %78
  %80 = fdiv double %75, %79
  store double %80, ptr %13, align 8
  %81 = load double, ptr %9, align 8
  %82 = load ptr, ptr %4, align 8
  %83 = load i32, ptr %8, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds %struct.Body, ptr %82, i64 %84
  %86 = getelementptr inbounds %struct.Body, ptr %85, i32 0, i32 6
  %87 = load double, ptr %86, align 8
  %88 = fmul double %81, %87
  %89 = load double, ptr %13, align 8
  %90 = load ptr, ptr %4, align 8
  %91 = load i32, ptr %7, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds %struct.Body, ptr %90, i64 %92
  %94 = getelementptr inbounds %struct.Body, ptr %93, i32 0, i32 3
  %95 = load double, ptr %94, align 8
  %96 = fneg double %88
  %97 = call double @llvm.fmuladd.f64(double %96, double %89, double %95)
  store double %97, ptr %94, align 8
  %98 = load double, ptr %10, align 8
  %99 = load ptr, ptr %4, align 8
  %100 = load i32, ptr %8, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds %struct.Body, ptr %99, i64 %101
  %103 = getelementptr inbounds %struct.Body, ptr %102, i32 0, i32 6
  %104 = load double, ptr %103, align 8
  %105 = fmul double %98, %104
  %106 = load double, ptr %13, align 8
  %107 = load ptr, ptr %4, align 8
  %108 = load i32, ptr %7, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds %struct.Body, ptr %107, i64 %109
  %111 = getelementptr inbounds %struct.Body, ptr %110, i32 0, i32 4
  %112 = load double, ptr %111, align 8
  %113 = fneg double %105
  %114 = call double @llvm.fmuladd.f64(double %113, double %106, double %112)
  store double %114, ptr %111, align 8
  %115 = load double, ptr %11, align 8
  %116 = load ptr, ptr %4, align 8
  %117 = load i32, ptr %8, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds %struct.Body, ptr %116, i64 %118
  %120 = getelementptr inbounds %struct.Body, ptr %119, i32 0, i32 6
  %121 = load double, ptr %120, align 8
  %122 = fmul double %115, %121
  %123 = load double, ptr %13, align 8
  %124 = load ptr, ptr %4, align 8
  %125 = load i32, ptr %7, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds %struct.Body, ptr %124, i64 %126
  %128 = getelementptr inbounds %struct.Body, ptr %127, i32 0, i32 5
  %129 = load double, ptr %128, align 8
  %130 = fneg double %122
  %131 = call double @llvm.fmuladd.f64(double %130, double %123, double %129)
  store double %131, ptr %128, align 8
  %132 = load double, ptr %9, align 8
  %133 = load ptr, ptr %4, align 8
  %134 = load i32, ptr %7, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds %struct.Body, ptr %133, i64 %135
  %137 = getelementptr inbounds %struct.Body, ptr %136, i32 0, i32 6
  %138 = load double, ptr %137, align 8
  %139 = fmul double %132, %138
  %140 = load double, ptr %13, align 8
  %141 = load ptr, ptr %4, align 8
  %142 = load i32, ptr %8, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds %struct.Body, ptr %141, i64 %143
  %145 = getelementptr inbounds %struct.Body, ptr %144, i32 0, i32 3
  %146 = load double, ptr %145, align 8
  %147 = call double @llvm.fmuladd.f64(double %139, double %140, double %146)
  store double %147, ptr %145, align 8
  %148 = load double, ptr %10, align 8
  %149 = load ptr, ptr %4, align 8
  %150 = load i32, ptr %7, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds %struct.Body, ptr %149, i64 %151
  %153 = getelementptr inbounds %struct.Body, ptr %152, i32 0, i32 6
  %154 = load double, ptr %153, align 8
  %155 = fmul double %148, %154
  %156 = load double, ptr %13, align 8
  %157 = load ptr, ptr %4, align 8
  %158 = load i32, ptr %8, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds %struct.Body, ptr %157, i64 %159
  %161 = getelementptr inbounds %struct.Body, ptr %160, i32 0, i32 4
  %162 = load double, ptr %161, align 8
  %163 = call double @llvm.fmuladd.f64(double %155, double %156, double %162)
  store double %163, ptr %161, align 8
  %164 = load double, ptr %11, align 8
  %165 = load ptr, ptr %4, align 8
  %166 = load i32, ptr %7, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds %struct.Body, ptr %165, i64 %167
  %169 = getelementptr inbounds %struct.Body, ptr %168, i32 0, i32 6
  %170 = load double, ptr %169, align 8
  %171 = fmul double %164, %170
  %172 = load double, ptr %13, align 8
  %173 = load ptr, ptr %4, align 8
  %174 = load i32, ptr %8, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds %struct.Body, ptr %173, i64 %175
  %177 = getelementptr inbounds %struct.Body, ptr %176, i32 0, i32 5
  %178 = load double, ptr %177, align 8
  %179 = call double @llvm.fmuladd.f64(double %171, double %172, double %178)
  store double %179, ptr %177, align 8
  br label %180

180:                                              ; preds = %26
  %181 = load i32, ptr %8, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %8, align 4
  br label %22, !llvm.loop !10

183:                                              ; preds = %22
  br label %184

184:                                              ; preds = %183
  %185 = load i32, ptr %7, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %7, align 4
  br label %15, !llvm.loop !11

187:                                              ; preds = %15
  store i32 0, ptr %14, align 4
  br label %188

188:                                              ; preds = %235, %187
  %189 = load i32, ptr %14, align 4
  %190 = load i32, ptr %5, align 4
  %191 = icmp slt i32 %189, %190
  br i1 %191, label %192, label %238

192:                                              ; preds = %188
  %193 = load double, ptr %6, align 8
  %194 = load ptr, ptr %4, align 8
  %195 = load i32, ptr %14, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds %struct.Body, ptr %194, i64 %196
  %198 = getelementptr inbounds %struct.Body, ptr %197, i32 0, i32 3
  %199 = load double, ptr %198, align 8
  %200 = load ptr, ptr %4, align 8
  %201 = load i32, ptr %14, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds %struct.Body, ptr %200, i64 %202
  %204 = getelementptr inbounds %struct.Body, ptr %203, i32 0, i32 0
  %205 = load double, ptr %204, align 8
  %206 = call double @llvm.fmuladd.f64(double %193, double %199, double %205)
  store double %206, ptr %204, align 8
  %207 = load double, ptr %6, align 8
  %208 = load ptr, ptr %4, align 8
  %209 = load i32, ptr %14, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds %struct.Body, ptr %208, i64 %210
  %212 = getelementptr inbounds %struct.Body, ptr %211, i32 0, i32 4
  %213 = load double, ptr %212, align 8
  %214 = load ptr, ptr %4, align 8
  %215 = load i32, ptr %14, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds %struct.Body, ptr %214, i64 %216
  %218 = getelementptr inbounds %struct.Body, ptr %217, i32 0, i32 1
  %219 = load double, ptr %218, align 8
  %220 = call double @llvm.fmuladd.f64(double %207, double %213, double %219)
  store double %220, ptr %218, align 8
  %221 = load double, ptr %6, align 8
  %222 = load ptr, ptr %4, align 8
  %223 = load i32, ptr %14, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds %struct.Body, ptr %222, i64 %224
  %226 = getelementptr inbounds %struct.Body, ptr %225, i32 0, i32 5
  %227 = load double, ptr %226, align 8
  %228 = load ptr, ptr %4, align 8
  %229 = load i32, ptr %14, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds %struct.Body, ptr %228, i64 %230
  %232 = getelementptr inbounds %struct.Body, ptr %231, i32 0, i32 2
  %233 = load double, ptr %232, align 8
  %234 = call double @llvm.fmuladd.f64(double %221, double %227, double %233)
  store double %234, ptr %232, align 8
  br label %235

235:                                              ; preds = %192
  %236 = load i32, ptr %14, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %14, align 4
  br label %188, !llvm.loop !12

238:                                              ; preds = %188
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @root(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fcmp ogt double %6, 1.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8
  %12 = phi double [ %9, %8 ], [ 1.000000e+00, %10 ]
  store double %12, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %29, %11
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 60
  br i1 %15, label %16, label %32

16:                                               ; preds = %13
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %2, align 8
  %19 = load double, ptr %3, align 8
  %20 = fdiv double %18, %19
  %21 = fadd double %17, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, ptr %5, align 8
  %23 = load double, ptr %5, align 8
  %24 = load double, ptr %3, align 8
  %25 = fcmp oeq double %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %16
  br label %32

27:                                               ; preds = %16
  %28 = load double, ptr %5, align 8
  store double %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %27
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %13, !llvm.loop !13

32:                                               ; preds = %26, %13
  %33 = load double, ptr %3, align 8
  ret double %33
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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

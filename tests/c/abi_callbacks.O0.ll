; ModuleID = 'abi_callbacks.c'
source_filename = "abi_callbacks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.CS = type { i8, i16 }
%struct.F2 = type { float, float }
%struct.F2Iter = type { ptr, %struct.F2, i32 }
%struct.DI = type { double, i32 }
%struct.F3 = type { float, float, float }
%struct.Q3 = type { i64, i64, i64 }
%struct.D5 = type { [4 x double], i32 }
%struct.KW = type { i32, float }

@__const.main.c = private unnamed_addr constant %struct.CS { i8 65, i16 300 }, align 2
@cs_tab = internal constant [2 x ptr] [ptr @cs_bump, ptr @cs_swap], align 16
@.str = private unnamed_addr constant [18 x i8] c"cs[%d] c=%d s=%d\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.F2 { float 1.500000e+00, float -5.000000e-01 }, align 4
@__const.main.b = private unnamed_addr constant %struct.F2 { float 2.500000e-01, float 2.000000e+00 }, align 4
@f2_tab = internal constant [2 x ptr] [ptr @f2_add, ptr @f2_mul], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"f2[%d] %.4f %.4f\0A\00", align 1
@__const.main.it = private unnamed_addr constant %struct.F2Iter { ptr @f2_mul, %struct.F2 { float 1.000000e+00, float 0.000000e+00 }, i32 8 }, align 8
@__const.main.rot = private unnamed_addr constant %struct.F2 { float 0.000000e+00, float 1.000000e+00 }, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"i^8 = %.1f %.1f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"sum5 = %.3f %.3f\0A\00", align 1
@__const.main.d = private unnamed_addr constant %struct.DI { double 3.250000e+00, i32 7 }, align 8
@di_tab = internal constant [2 x ptr] [ptr @di_scale, ptr @di_neg], align 16
@.str.4 = private unnamed_addr constant [12 x i8] c"di %.4f %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"di[%d] %.4f %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant %struct.F3 { float 1.000000e+00, float 2.000000e+00, float 3.000000e+00 }, align 4
@f3_tab = internal constant [2 x ptr] [ptr @f3_scale, ptr @f3_rot], align 16
@.str.6 = private unnamed_addr constant [23 x i8] c"f3[%d] %.3f %.3f %.3f\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.Q3 { i64 1, i64 2, i64 3 }, align 8
@__const.main.q2 = private unnamed_addr constant %struct.Q3 { i64 1000000007, i64 -5, i64 77 }, align 8
@q3_tab = internal constant [2 x ptr] [ptr @q3_add, ptr @q3_mix], align 16
@.str.7 = private unnamed_addr constant [23 x i8] c"q3[%d] %lld %lld %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [31 x i8] c"d5 %.4f %.4f %.4f %.4f tag=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"kw[%d] key=%d w=%.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"found key %d w=%.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"found=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [44 x i8] c"q3 order chk=%llu first.b=%lld last.b=%lld\0A\00", align 1
@seed = internal global i32 2024, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cs_bump(i32 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.CS, align 2
  %4 = alloca %struct.CS, align 2
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 2
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 0
  %8 = load i8, ptr %7, align 2
  %9 = sext i8 %8 to i32
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %9, %10
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %6, align 2
  %13 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 1
  %15 = load i16, ptr %14, align 2
  %16 = sext i16 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = mul nsw i32 %16, %17
  %19 = trunc i32 %18 to i16
  store i16 %19, ptr %13, align 2
  %20 = load i32, ptr %3, align 2
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cs_swap(i32 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.CS, align 2
  %4 = alloca %struct.CS, align 2
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 2
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 1
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i32
  %10 = and i32 %9, 127
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %6, align 2
  %12 = getelementptr inbounds %struct.CS, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.CS, ptr %4, i32 0, i32 0
  %14 = load i8, ptr %13, align 2
  %15 = sext i8 %14 to i32
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %15, %16
  %18 = trunc i32 %17 to i16
  store i16 %18, ptr %12, align 2
  %19 = load i32, ptr %3, align 2
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @f2_add(<2 x float> %0, <2 x float> %1) #1 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd float %8, %10
  store float %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fadd float %14, %16
  store float %17, ptr %12, align 4
  %18 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @f2_mul(<2 x float> %0, <2 x float> %1) #1 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  store float %17, ptr %6, align 4
  %18 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %26 = load float, ptr %25, align 4
  %27 = fmul float %24, %26
  %28 = call float @llvm.fmuladd.f32(float %20, float %22, float %27)
  store float %28, ptr %18, align 4
  %29 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, i32 } @di_scale(double %0, i32 %1, double noundef %2) #0 {
  %4 = alloca %struct.DI, align 8
  %5 = alloca %struct.DI, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds { double, i32 }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %8, align 8
  store double %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds %struct.DI, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = load double, ptr %6, align 8
  %13 = fmul double %11, %12
  store double %13, ptr %9, align 8
  %14 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 1
  %15 = getelementptr inbounds %struct.DI, ptr %5, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = load double, ptr %6, align 8
  %18 = fptosi double %17 to i32
  %19 = add nsw i32 %16, %18
  store i32 %19, ptr %14, align 8
  %20 = load { double, i32 }, ptr %4, align 8
  ret { double, i32 } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, i32 } @di_neg(double %0, i32 %1, double noundef %2) #0 {
  %4 = alloca %struct.DI, align 8
  %5 = alloca %struct.DI, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds { double, i32 }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds { double, i32 }, ptr %5, i32 0, i32 1
  store i32 %1, ptr %8, align 8
  store double %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds %struct.DI, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fneg double %11
  %13 = load double, ptr %6, align 8
  %14 = fadd double %12, %13
  store double %14, ptr %9, align 8
  %15 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 1
  %16 = getelementptr inbounds %struct.DI, ptr %5, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = sub nsw i32 0, %17
  store i32 %18, ptr %15, align 8
  %19 = load { double, i32 }, ptr %4, align 8
  ret { double, i32 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { <2 x float>, float } @f3_scale(<2 x float> %0, float %1, float noundef %2) #1 {
  %4 = alloca %struct.F3, align 4
  %5 = alloca %struct.F3, align 4
  %6 = alloca { <2 x float>, float }, align 4
  %7 = alloca float, align 4
  %8 = alloca { <2 x float>, float }, align 8
  %9 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %9, align 4
  %10 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 1
  store float %1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  store float %2, ptr %7, align 4
  %11 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %7, align 4
  %15 = fmul float %13, %14
  store float %15, ptr %11, align 4
  %16 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 1
  %17 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  %19 = load float, ptr %7, align 4
  %20 = fmul float %18, %19
  store float %20, ptr %16, align 4
  %21 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 2
  %22 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 2
  %23 = load float, ptr %22, align 4
  %24 = load float, ptr %7, align 4
  %25 = fmul float %23, %24
  store float %25, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %4, i64 12, i1 false)
  %26 = load { <2 x float>, float }, ptr %8, align 8
  ret { <2 x float>, float } %26
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { <2 x float>, float } @f3_rot(<2 x float> %0, float %1, float noundef %2) #1 {
  %4 = alloca %struct.F3, align 4
  %5 = alloca %struct.F3, align 4
  %6 = alloca { <2 x float>, float }, align 4
  %7 = alloca float, align 4
  %8 = alloca { <2 x float>, float }, align 8
  %9 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %9, align 4
  %10 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 1
  store float %1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  store float %2, ptr %7, align 4
  %11 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %7, align 4
  %15 = fadd float %13, %14
  store float %15, ptr %11, align 4
  %16 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 1
  %17 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = load float, ptr %7, align 4
  %20 = fadd float %18, %19
  store float %20, ptr %16, align 4
  %21 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 2
  %22 = getelementptr inbounds %struct.F3, ptr %5, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = load float, ptr %7, align 4
  %25 = fadd float %23, %24
  store float %25, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %4, i64 12, i1 false)
  %26 = load { <2 x float>, float }, ptr %8, align 8
  ret { <2 x float>, float } %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @q3_add(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, ptr noundef byval(%struct.Q3) align 8 %1, ptr noundef byval(%struct.Q3) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %6, %8
  store i64 %9, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = add nsw i64 %12, %14
  store i64 %15, ptr %10, align 8
  %16 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 2
  %17 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 2
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = add nsw i64 %18, %20
  store i64 %21, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @q3_mix(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, ptr noundef byval(%struct.Q3) align 8 %1, ptr noundef byval(%struct.Q3) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 2
  %8 = load i64, ptr %7, align 8
  %9 = mul nsw i64 %6, %8
  store i64 %9, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = xor i64 %12, %14
  store i64 %15, ptr %10, align 8
  %16 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 2
  %17 = getelementptr inbounds %struct.Q3, ptr %1, i32 0, i32 2
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Q3, ptr %2, i32 0, i32 0
  %20 = load i64, ptr %19, align 8
  %21 = sub nsw i64 %18, %20
  store i64 %21, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @d5_axpy(ptr dead_on_unwind noalias writable sret(%struct.D5) align 8 %0, ptr noundef %1, ptr noundef byval(%struct.D5) align 8 %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %26, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %29

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.D5, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.D5, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %15, double %20)
  %22 = getelementptr inbounds %struct.D5, ptr %0, i32 0, i32 0
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x double], ptr %22, i64 0, i64 %24
  store double %21, ptr %25, align 8
  br label %26

26:                                               ; preds = %9
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %6, !llvm.loop !6

29:                                               ; preds = %6
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.D5, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 8
  %33 = mul nsw i32 %32, 10
  %34 = getelementptr inbounds %struct.D5, ptr %2, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = add nsw i32 %33, %35
  %37 = getelementptr inbounds %struct.D5, ptr %0, i32 0, i32 1
  store i32 %36, ptr %37, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @f2_iterate(ptr noundef byval(%struct.F2Iter) align 8 %0, <2 x float> %1) #1 {
  %3 = alloca %struct.F2, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.F2, align 4
  store <2 x float> %1, ptr %4, align 4
  %7 = getelementptr inbounds %struct.F2Iter, ptr %0, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %7, i64 8, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds %struct.F2Iter, ptr %0, i32 0, i32 2
  %11 = load i32, ptr %10, align 8
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %22

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.F2Iter, ptr %0, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load <2 x float>, ptr %3, align 4
  %17 = load <2 x float>, ptr %4, align 4
  %18 = call <2 x float> %15(<2 x float> %16, <2 x float> %17)
  store <2 x float> %18, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %6, i64 8, i1 false)
  br label %19

19:                                               ; preds = %13
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %8, !llvm.loop !8

22:                                               ; preds = %8
  %23 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, i32 } @di_apply_all(ptr noundef %0, i32 noundef %1, double %2, i32 %3, double noundef %4) #0 {
  %6 = alloca %struct.DI, align 8
  %7 = alloca %struct.DI, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.DI, align 8
  %13 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 0
  store double %2, ptr %13, align 8
  %14 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 1
  store i32 %3, ptr %14, align 8
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store double %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %15

15:                                               ; preds = %35, %5
  %16 = load i32, ptr %11, align 4
  %17 = load i32, ptr %9, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %38

19:                                               ; preds = %15
  %20 = load ptr, ptr %8, align 8
  %21 = load i32, ptr %11, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds ptr, ptr %20, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = load double, ptr %10, align 8
  %26 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 1
  %29 = load i32, ptr %28, align 8
  %30 = call { double, i32 } %24(double %27, i32 %29, double noundef %25)
  %31 = getelementptr inbounds { double, i32 }, ptr %12, i32 0, i32 0
  %32 = extractvalue { double, i32 } %30, 0
  store double %32, ptr %31, align 8
  %33 = getelementptr inbounds { double, i32 }, ptr %12, i32 0, i32 1
  %34 = extractvalue { double, i32 } %30, 1
  store i32 %34, ptr %33, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %12, i64 16, i1 false)
  br label %35

35:                                               ; preds = %19
  %36 = load i32, ptr %11, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %11, align 4
  br label %15, !llvm.loop !9

38:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %7, i64 16, i1 false)
  %39 = load { double, i32 }, ptr %6, align 8
  ret { double, i32 } %39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.CS, align 2
  %3 = alloca i32, align 4
  %4 = alloca %struct.CS, align 2
  %5 = alloca %struct.F2, align 4
  %6 = alloca %struct.F2, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.F2, align 4
  %9 = alloca %struct.F2Iter, align 8
  %10 = alloca %struct.F2, align 4
  %11 = alloca %struct.F2, align 4
  %12 = alloca %struct.F2, align 4
  %13 = alloca %struct.DI, align 8
  %14 = alloca %struct.DI, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.DI, align 8
  %17 = alloca %struct.F3, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.F3, align 4
  %20 = alloca { <2 x float>, float }, align 4
  %21 = alloca { <2 x float>, float }, align 8
  %22 = alloca %struct.Q3, align 8
  %23 = alloca %struct.Q3, align 8
  %24 = alloca i32, align 4
  %25 = alloca %struct.Q3, align 8
  %26 = alloca ptr, align 8
  %27 = alloca %struct.D5, align 8
  %28 = alloca %struct.D5, align 8
  %29 = alloca i32, align 4
  %30 = alloca %struct.D5, align 8
  %31 = alloca [40 x %struct.KW], align 16
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca %struct.KW, align 4
  %37 = alloca ptr, align 8
  %38 = alloca [12 x %struct.Q3], align 16
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.c, i64 4, i1 false)
  store i32 0, ptr %3, align 4
  br label %42

42:                                               ; preds = %63, %0
  %43 = load i32, ptr %3, align 4
  %44 = icmp slt i32 %43, 4
  br i1 %44, label %45, label %66

45:                                               ; preds = %42
  %46 = load i32, ptr %3, align 4
  %47 = and i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [2 x ptr], ptr @cs_tab, i64 0, i64 %48
  %50 = load ptr, ptr %49, align 8
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  %53 = load i32, ptr %2, align 2
  %54 = call i32 %50(i32 %53, i32 noundef %52)
  store i32 %54, ptr %4, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %4, i64 4, i1 false)
  %55 = load i32, ptr %3, align 4
  %56 = getelementptr inbounds %struct.CS, ptr %2, i32 0, i32 0
  %57 = load i8, ptr %56, align 2
  %58 = sext i8 %57 to i32
  %59 = getelementptr inbounds %struct.CS, ptr %2, i32 0, i32 1
  %60 = load i16, ptr %59, align 2
  %61 = sext i16 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i32 noundef %58, i32 noundef %61)
  br label %63

63:                                               ; preds = %45
  %64 = load i32, ptr %3, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %3, align 4
  br label %42, !llvm.loop !10

66:                                               ; preds = %42
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.b, i64 8, i1 false)
  store i32 0, ptr %7, align 4
  br label %67

67:                                               ; preds = %86, %66
  %68 = load i32, ptr %7, align 4
  %69 = icmp slt i32 %68, 2
  br i1 %69, label %70, label %89

70:                                               ; preds = %67
  %71 = load i32, ptr %7, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [2 x ptr], ptr @f2_tab, i64 0, i64 %72
  %74 = load ptr, ptr %73, align 8
  %75 = load <2 x float>, ptr %5, align 4
  %76 = load <2 x float>, ptr %6, align 4
  %77 = call <2 x float> %74(<2 x float> %75, <2 x float> %76)
  store <2 x float> %77, ptr %8, align 4
  %78 = load i32, ptr %7, align 4
  %79 = getelementptr inbounds %struct.F2, ptr %8, i32 0, i32 0
  %80 = load float, ptr %79, align 4
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds %struct.F2, ptr %8, i32 0, i32 1
  %83 = load float, ptr %82, align 4
  %84 = fpext float %83 to double
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78, double noundef %81, double noundef %84)
  br label %86

86:                                               ; preds = %70
  %87 = load i32, ptr %7, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %7, align 4
  br label %67, !llvm.loop !11

89:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.it, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.rot, i64 8, i1 false)
  %90 = load <2 x float>, ptr %10, align 4
  %91 = call <2 x float> @f2_iterate(ptr noundef byval(%struct.F2Iter) align 8 %9, <2 x float> %90)
  store <2 x float> %91, ptr %11, align 4
  %92 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 0
  %93 = load float, ptr %92, align 4
  %94 = fpext float %93 to double
  %95 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 1
  %96 = load float, ptr %95, align 4
  %97 = fpext float %96 to double
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %94, double noundef %97)
  %99 = getelementptr inbounds %struct.F2Iter, ptr %9, i32 0, i32 0
  store ptr @f2_add, ptr %99, align 8
  %100 = getelementptr inbounds %struct.F2Iter, ptr %9, i32 0, i32 2
  store i32 5, ptr %100, align 8
  %101 = load <2 x float>, ptr %6, align 4
  %102 = call <2 x float> @f2_iterate(ptr noundef byval(%struct.F2Iter) align 8 %9, <2 x float> %101)
  store <2 x float> %102, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %12, i64 8, i1 false)
  %103 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 0
  %104 = load float, ptr %103, align 4
  %105 = fpext float %104 to double
  %106 = getelementptr inbounds %struct.F2, ptr %11, i32 0, i32 1
  %107 = load float, ptr %106, align 4
  %108 = fpext float %107 to double
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %105, double noundef %108)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.d, i64 16, i1 false)
  %110 = getelementptr inbounds { double, i32 }, ptr %13, i32 0, i32 0
  %111 = load double, ptr %110, align 8
  %112 = getelementptr inbounds { double, i32 }, ptr %13, i32 0, i32 1
  %113 = load i32, ptr %112, align 8
  %114 = call { double, i32 } @di_apply_all(ptr noundef @di_tab, i32 noundef 2, double %111, i32 %113, double noundef 4.000000e+00)
  %115 = getelementptr inbounds { double, i32 }, ptr %14, i32 0, i32 0
  %116 = extractvalue { double, i32 } %114, 0
  store double %116, ptr %115, align 8
  %117 = getelementptr inbounds { double, i32 }, ptr %14, i32 0, i32 1
  %118 = extractvalue { double, i32 } %114, 1
  store i32 %118, ptr %117, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 16, i1 false)
  %119 = getelementptr inbounds %struct.DI, ptr %13, i32 0, i32 0
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds %struct.DI, ptr %13, i32 0, i32 1
  %122 = load i32, ptr %121, align 8
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %120, i32 noundef %122)
  store i32 0, ptr %15, align 4
  br label %124

124:                                              ; preds = %151, %89
  %125 = load i32, ptr %15, align 4
  %126 = icmp slt i32 %125, 3
  br i1 %126, label %127, label %154

127:                                              ; preds = %124
  %128 = load i32, ptr %15, align 4
  %129 = srem i32 %128, 2
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [2 x ptr], ptr @di_tab, i64 0, i64 %130
  %132 = load ptr, ptr %131, align 8
  %133 = load i32, ptr %15, align 4
  %134 = sitofp i32 %133 to double
  %135 = fadd double 5.000000e-01, %134
  %136 = getelementptr inbounds { double, i32 }, ptr %13, i32 0, i32 0
  %137 = load double, ptr %136, align 8
  %138 = getelementptr inbounds { double, i32 }, ptr %13, i32 0, i32 1
  %139 = load i32, ptr %138, align 8
  %140 = call { double, i32 } %132(double %137, i32 %139, double noundef %135)
  %141 = getelementptr inbounds { double, i32 }, ptr %16, i32 0, i32 0
  %142 = extractvalue { double, i32 } %140, 0
  store double %142, ptr %141, align 8
  %143 = getelementptr inbounds { double, i32 }, ptr %16, i32 0, i32 1
  %144 = extractvalue { double, i32 } %140, 1
  store i32 %144, ptr %143, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %16, i64 16, i1 false)
  %145 = load i32, ptr %15, align 4
  %146 = getelementptr inbounds %struct.DI, ptr %13, i32 0, i32 0
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds %struct.DI, ptr %13, i32 0, i32 1
  %149 = load i32, ptr %148, align 8
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %145, double noundef %147, i32 noundef %149)
  br label %151

151:                                              ; preds = %127
  %152 = load i32, ptr %15, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %15, align 4
  br label %124, !llvm.loop !12

154:                                              ; preds = %124
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @__const.main.v, i64 12, i1 false)
  store i32 0, ptr %18, align 4
  br label %155

155:                                              ; preds = %183, %154
  %156 = load i32, ptr %18, align 4
  %157 = icmp slt i32 %156, 4
  br i1 %157, label %158, label %186

158:                                              ; preds = %155
  %159 = load i32, ptr %18, align 4
  %160 = and i32 %159, 1
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [2 x ptr], ptr @f3_tab, i64 0, i64 %161
  %163 = load ptr, ptr %162, align 8
  %164 = load i32, ptr %18, align 4
  %165 = sitofp i32 %164 to float
  %166 = fsub float %165, 5.000000e-01
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %17, i64 12, i1 false)
  %167 = getelementptr inbounds { <2 x float>, float }, ptr %20, i32 0, i32 0
  %168 = load <2 x float>, ptr %167, align 4
  %169 = getelementptr inbounds { <2 x float>, float }, ptr %20, i32 0, i32 1
  %170 = load float, ptr %169, align 4
  %171 = call { <2 x float>, float } %163(<2 x float> %168, float %170, float noundef %166)
  store { <2 x float>, float } %171, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 8 %21, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %19, i64 12, i1 false)
  %172 = load i32, ptr %18, align 4
  %173 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 0
  %174 = load float, ptr %173, align 4
  %175 = fpext float %174 to double
  %176 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 1
  %177 = load float, ptr %176, align 4
  %178 = fpext float %177 to double
  %179 = getelementptr inbounds %struct.F3, ptr %17, i32 0, i32 2
  %180 = load float, ptr %179, align 4
  %181 = fpext float %180 to double
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %172, double noundef %175, double noundef %178, double noundef %181)
  br label %183

183:                                              ; preds = %158
  %184 = load i32, ptr %18, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %18, align 4
  br label %155, !llvm.loop !13

186:                                              ; preds = %155
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 @__const.main.q, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 @__const.main.q2, i64 24, i1 false)
  store i32 0, ptr %24, align 4
  br label %187

187:                                              ; preds = %204, %186
  %188 = load i32, ptr %24, align 4
  %189 = icmp slt i32 %188, 4
  br i1 %189, label %190, label %207

190:                                              ; preds = %187
  %191 = load i32, ptr %24, align 4
  %192 = and i32 %191, 1
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [2 x ptr], ptr @q3_tab, i64 0, i64 %193
  %195 = load ptr, ptr %194, align 8
  call void %195(ptr dead_on_unwind writable sret(%struct.Q3) align 8 %25, ptr noundef byval(%struct.Q3) align 8 %22, ptr noundef byval(%struct.Q3) align 8 %23)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %25, i64 24, i1 false)
  %196 = load i32, ptr %24, align 4
  %197 = getelementptr inbounds %struct.Q3, ptr %22, i32 0, i32 0
  %198 = load i64, ptr %197, align 8
  %199 = getelementptr inbounds %struct.Q3, ptr %22, i32 0, i32 1
  %200 = load i64, ptr %199, align 8
  %201 = getelementptr inbounds %struct.Q3, ptr %22, i32 0, i32 2
  %202 = load i64, ptr %201, align 8
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %196, i64 noundef %198, i64 noundef %200, i64 noundef %202)
  br label %204

204:                                              ; preds = %190
  %205 = load i32, ptr %24, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %24, align 4
  br label %187, !llvm.loop !14

207:                                              ; preds = %187
  store ptr @d5_axpy, ptr %26, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %27, i8 0, i64 40, i1 false)
  %208 = getelementptr inbounds %struct.D5, ptr %27, i32 0, i32 0
  %209 = getelementptr inbounds [4 x double], ptr %208, i32 0, i32 0
  store double 1.000000e+00, ptr %209, align 8
  %210 = getelementptr inbounds [4 x double], ptr %208, i32 0, i32 1
  store double 2.000000e+00, ptr %210, align 8
  %211 = getelementptr inbounds [4 x double], ptr %208, i32 0, i32 2
  store double 3.000000e+00, ptr %211, align 8
  %212 = getelementptr inbounds [4 x double], ptr %208, i32 0, i32 3
  store double 4.000000e+00, ptr %212, align 8
  %213 = getelementptr inbounds %struct.D5, ptr %27, i32 0, i32 1
  store i32 1, ptr %213, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %28, i8 0, i64 40, i1 false)
  %214 = getelementptr inbounds %struct.D5, ptr %28, i32 0, i32 0
  %215 = getelementptr inbounds [4 x double], ptr %214, i32 0, i32 0
  store double 5.000000e-01, ptr %215, align 8
  %216 = getelementptr inbounds [4 x double], ptr %214, i32 0, i32 1
  store double 2.500000e-01, ptr %216, align 8
  %217 = getelementptr inbounds [4 x double], ptr %214, i32 0, i32 2
  store double 1.250000e-01, ptr %217, align 8
  %218 = getelementptr inbounds [4 x double], ptr %214, i32 0, i32 3
  store double 6.250000e-02, ptr %218, align 8
  %219 = getelementptr inbounds %struct.D5, ptr %28, i32 0, i32 1
  store i32 2, ptr %219, align 8
  store i32 0, ptr %29, align 4
  br label %220

220:                                              ; preds = %225, %207
  %221 = load i32, ptr %29, align 4
  %222 = icmp slt i32 %221, 3
  br i1 %222, label %223, label %228

223:                                              ; preds = %220
  %224 = load ptr, ptr %26, align 8
  call void %224(ptr dead_on_unwind writable sret(%struct.D5) align 8 %30, ptr noundef %27, ptr noundef byval(%struct.D5) align 8 %28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %30, i64 40, i1 false)
  br label %225

225:                                              ; preds = %223
  %226 = load i32, ptr %29, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %29, align 4
  br label %220, !llvm.loop !15

228:                                              ; preds = %220
  %229 = getelementptr inbounds %struct.D5, ptr %28, i32 0, i32 0
  %230 = getelementptr inbounds [4 x double], ptr %229, i64 0, i64 0
  %231 = load double, ptr %230, align 8
  %232 = getelementptr inbounds %struct.D5, ptr %28, i32 0, i32 0
  %233 = getelementptr inbounds [4 x double], ptr %232, i64 0, i64 1
  %234 = load double, ptr %233, align 8
  %235 = getelementptr inbounds %struct.D5, ptr %28, i32 0, i32 0
  %236 = getelementptr inbounds [4 x double], ptr %235, i64 0, i64 2
  %237 = load double, ptr %236, align 8
  %238 = getelementptr inbounds %struct.D5, ptr %28, i32 0, i32 0
  %239 = getelementptr inbounds [4 x double], ptr %238, i64 0, i64 3
  %240 = load double, ptr %239, align 8
  %241 = getelementptr inbounds %struct.D5, ptr %28, i32 0, i32 1
  %242 = load i32, ptr %241, align 8
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %231, double noundef %234, double noundef %237, double noundef %240, i32 noundef %242)
  store i32 0, ptr %32, align 4
  br label %244

244:                                              ; preds = %263, %228
  %245 = load i32, ptr %32, align 4
  %246 = icmp slt i32 %245, 40
  br i1 %246, label %247, label %266

247:                                              ; preds = %244
  %248 = load i32, ptr %32, align 4
  %249 = mul nsw i32 %248, 389
  %250 = srem i32 %249, 1000
  %251 = load i32, ptr %32, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [40 x %struct.KW], ptr %31, i64 0, i64 %252
  %254 = getelementptr inbounds %struct.KW, ptr %253, i32 0, i32 0
  store i32 %250, ptr %254, align 8
  %255 = call i32 @rnd()
  %256 = urem i32 %255, 16
  %257 = uitofp i32 %256 to float
  %258 = fmul float %257, 5.000000e-01
  %259 = load i32, ptr %32, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [40 x %struct.KW], ptr %31, i64 0, i64 %260
  %262 = getelementptr inbounds %struct.KW, ptr %261, i32 0, i32 1
  store float %258, ptr %262, align 4
  br label %263

263:                                              ; preds = %247
  %264 = load i32, ptr %32, align 4
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %32, align 4
  br label %244, !llvm.loop !16

266:                                              ; preds = %244
  %267 = getelementptr inbounds [40 x %struct.KW], ptr %31, i64 0, i64 0
  call void @qsort(ptr noundef %267, i64 noundef 40, i64 noundef 8, ptr noundef @cmp_kw)
  store i32 0, ptr %33, align 4
  br label %268

268:                                              ; preds = %285, %266
  %269 = load i32, ptr %33, align 4
  %270 = icmp slt i32 %269, 40
  br i1 %270, label %271, label %288

271:                                              ; preds = %268
  %272 = load i32, ptr %33, align 4
  %273 = load i32, ptr %33, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [40 x %struct.KW], ptr %31, i64 0, i64 %274
  %276 = getelementptr inbounds %struct.KW, ptr %275, i32 0, i32 0
  %277 = load i32, ptr %276, align 8
  %278 = load i32, ptr %33, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [40 x %struct.KW], ptr %31, i64 0, i64 %279
  %281 = getelementptr inbounds %struct.KW, ptr %280, i32 0, i32 1
  %282 = load float, ptr %281, align 4
  %283 = fpext float %282 to double
  %284 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %272, i32 noundef %277, double noundef %283)
  br label %285

285:                                              ; preds = %271
  %286 = load i32, ptr %33, align 4
  %287 = add nsw i32 %286, 8
  store i32 %287, ptr %33, align 4
  br label %268, !llvm.loop !17

288:                                              ; preds = %268
  %289 = getelementptr inbounds [40 x %struct.KW], ptr %31, i64 0, i64 0
  call void @qsort(ptr noundef %289, i64 noundef 40, i64 noundef 8, ptr noundef @cmp_kw_key)
  store i32 0, ptr %34, align 4
  store i32 0, ptr %35, align 4
  br label %290

290:                                              ; preds = %313, %288
  %291 = load i32, ptr %35, align 4
  %292 = icmp slt i32 %291, 1000
  br i1 %292, label %293, label %316

293:                                              ; preds = %290
  %294 = getelementptr inbounds %struct.KW, ptr %36, i32 0, i32 0
  %295 = load i32, ptr %35, align 4
  store i32 %295, ptr %294, align 4
  %296 = getelementptr inbounds %struct.KW, ptr %36, i32 0, i32 1
  store float 0.000000e+00, ptr %296, align 4
  %297 = getelementptr inbounds [40 x %struct.KW], ptr %31, i64 0, i64 0
  %298 = call ptr @bsearch(ptr noundef %36, ptr noundef %297, i64 noundef 40, i64 noundef 8, ptr noundef @cmp_kw_key)
  store ptr %298, ptr %37, align 8
  %299 = load ptr, ptr %37, align 8
  %300 = icmp ne ptr %299, null
  br i1 %300, label %301, label %312

301:                                              ; preds = %293
  %302 = load i32, ptr %34, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %34, align 4
  %304 = load ptr, ptr %37, align 8
  %305 = getelementptr inbounds %struct.KW, ptr %304, i32 0, i32 0
  %306 = load i32, ptr %305, align 4
  %307 = load ptr, ptr %37, align 8
  %308 = getelementptr inbounds %struct.KW, ptr %307, i32 0, i32 1
  %309 = load float, ptr %308, align 4
  %310 = fpext float %309 to double
  %311 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %306, double noundef %310)
  br label %312

312:                                              ; preds = %301, %293
  br label %313

313:                                              ; preds = %312
  %314 = load i32, ptr %35, align 4
  %315 = add nsw i32 %314, 7
  store i32 %315, ptr %35, align 4
  br label %290, !llvm.loop !18

316:                                              ; preds = %290
  %317 = load i32, ptr %34, align 4
  %318 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %317)
  store i32 0, ptr %39, align 4
  br label %319

319:                                              ; preds = %343, %316
  %320 = load i32, ptr %39, align 4
  %321 = icmp slt i32 %320, 12
  br i1 %321, label %322, label %346

322:                                              ; preds = %319
  %323 = call i32 @rnd()
  %324 = zext i32 %323 to i64
  %325 = mul nsw i64 %324, 1000003
  %326 = load i32, ptr %39, align 4
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 %327
  %329 = getelementptr inbounds %struct.Q3, ptr %328, i32 0, i32 0
  store i64 %325, ptr %329, align 8
  %330 = load i32, ptr %39, align 4
  %331 = sext i32 %330 to i64
  %332 = load i32, ptr %39, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 %333
  %335 = getelementptr inbounds %struct.Q3, ptr %334, i32 0, i32 1
  store i64 %331, ptr %335, align 8
  %336 = call i32 @rnd()
  %337 = urem i32 %336, 5
  %338 = zext i32 %337 to i64
  %339 = load i32, ptr %39, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 %340
  %342 = getelementptr inbounds %struct.Q3, ptr %341, i32 0, i32 2
  store i64 %338, ptr %342, align 8
  br label %343

343:                                              ; preds = %322
  %344 = load i32, ptr %39, align 4
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr %39, align 4
  br label %319, !llvm.loop !19

346:                                              ; preds = %319
  %347 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 0
  call void @qsort(ptr noundef %347, i64 noundef 12, i64 noundef 24, ptr noundef @cmp_q3)
  store i64 0, ptr %40, align 8
  store i32 0, ptr %41, align 4
  br label %348

348:                                              ; preds = %367, %346
  %349 = load i32, ptr %41, align 4
  %350 = icmp slt i32 %349, 12
  br i1 %350, label %351, label %370

351:                                              ; preds = %348
  %352 = load i64, ptr %40, align 8
  %353 = mul i64 %352, 31
  %354 = load i32, ptr %41, align 4
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 %355
  %357 = getelementptr inbounds %struct.Q3, ptr %356, i32 0, i32 1
  %358 = load i64, ptr %357, align 8
  %359 = mul nsw i64 %358, 7
  %360 = load i32, ptr %41, align 4
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 %361
  %363 = getelementptr inbounds %struct.Q3, ptr %362, i32 0, i32 2
  %364 = load i64, ptr %363, align 8
  %365 = add nsw i64 %359, %364
  %366 = add i64 %353, %365
  store i64 %366, ptr %40, align 8
  br label %367

367:                                              ; preds = %351
  %368 = load i32, ptr %41, align 4
  %369 = add nsw i32 %368, 1
  store i32 %369, ptr %41, align 4
  br label %348, !llvm.loop !20

370:                                              ; preds = %348
  %371 = load i64, ptr %40, align 8
  %372 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 0
  %373 = getelementptr inbounds %struct.Q3, ptr %372, i32 0, i32 1
  %374 = load i64, ptr %373, align 8
  %375 = getelementptr inbounds [12 x %struct.Q3], ptr %38, i64 0, i64 11
  %376 = getelementptr inbounds %struct.Q3, ptr %375, i32 0, i32 1
  %377 = load i64, ptr %376, align 8
  %378 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %371, i64 noundef %374, i64 noundef %377)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @seed, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, ptr @seed, align 4
  %4 = load i32, ptr @seed, align 4
  %5 = lshr i32 %4, 9
  ret i32 %5
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_kw(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.KW, ptr %10, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.KW, ptr %13, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fcmp une float %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.KW, ptr %18, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.KW, ptr %21, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = fcmp olt float %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, ptr %3, align 4
  br label %45

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.KW, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.KW, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = icmp sgt i32 %30, %33
  %35 = zext i1 %34 to i32
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.KW, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.KW, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = icmp slt i32 %38, %41
  %43 = zext i1 %42 to i32
  %44 = sub nsw i32 %35, %43
  store i32 %44, ptr %3, align 4
  br label %45

45:                                               ; preds = %27, %17
  %46 = load i32, ptr %3, align 4
  ret i32 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_kw_key(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.KW, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.KW, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp sgt i32 %11, %14
  %16 = zext i1 %15 to i32
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.KW, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.KW, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = icmp slt i32 %19, %22
  %24 = zext i1 %23 to i32
  %25 = sub nsw i32 %16, %24
  ret i32 %25
}

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_q3(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Q3, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Q3, ptr %13, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = icmp ne i64 %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.Q3, ptr %18, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.Q3, ptr %21, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = icmp slt i64 %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, ptr %3, align 4
  br label %63

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.Q3, ptr %28, i32 0, i32 0
  %30 = load i64, ptr %29, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.Q3, ptr %31, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = icmp ne i64 %30, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %27
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.Q3, ptr %36, i32 0, i32 0
  %38 = load i64, ptr %37, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.Q3, ptr %39, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = icmp slt i64 %38, %41
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 -1, i32 1
  store i32 %44, ptr %3, align 4
  br label %63

45:                                               ; preds = %27
  %46 = load ptr, ptr %6, align 8
  %47 = getelementptr inbounds %struct.Q3, ptr %46, i32 0, i32 1
  %48 = load i64, ptr %47, align 8
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr inbounds %struct.Q3, ptr %49, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = icmp sgt i64 %48, %51
  %53 = zext i1 %52 to i32
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.Q3, ptr %54, i32 0, i32 1
  %56 = load i64, ptr %55, align 8
  %57 = load ptr, ptr %7, align 8
  %58 = getelementptr inbounds %struct.Q3, ptr %57, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = icmp slt i64 %56, %59
  %61 = zext i1 %60 to i32
  %62 = sub nsw i32 %53, %61
  store i32 %62, ptr %3, align 4
  br label %63

63:                                               ; preds = %45, %35, %17
  %64 = load i32, ptr %3, align 4
  ret i32 %64
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}

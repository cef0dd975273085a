; ModuleID = 'union_bitfield_abi.c'
source_filename = "union_bitfield_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Tagged = type { i32, %union.UIF }
%union.UIF = type { i32 }
%struct.B1 = type { i8 }
%union.UDQ = type { double }
%union.UFD = type { double }
%union.USI = type { i32 }
%struct.anon = type { i16, i16 }
%union.UV3 = type { %struct.anon.0 }
%struct.anon.0 = type { float, float, float }
%union.UBIG = type { [3 x double] }
%struct.B2 = type { i16 }
%struct.B4 = type { i32 }
%struct.B8 = type { i64 }
%struct.B12 = type { i32, float, i16 }

@.str = private unnamed_addr constant [15 x i8] c"uif %.3f %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"udq %.3f %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"ufd %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"usi %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"uv3 %.2f %.2f %.2f raw0=%08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"ubig %d %d %d\0A\00", align 1
@__const.main.t1 = private unnamed_addr constant %struct.Tagged { i32 0, %union.UIF { i32 21 } }, align 4
@.str.6 = private unnamed_addr constant [18 x i8] c"tagged %.3f %.3f\0A\00", align 1
@__const.main.b1 = private unnamed_addr constant %struct.B1 { i8 -11 }, align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"b1 lo=%u hi=%u\0A\00", align 1
@__const.main.b2 = private unnamed_addr constant { i8, i8 } { i8 73, i8 -114 }, align 2
@.str.8 = private unnamed_addr constant [13 x i8] c"b2 %u %u %u\0A\00", align 1
@__const.main.b4 = private unnamed_addr constant { i8, i8, i8, i8 } { i8 25, i8 -6, i8 48, i8 117 }, align 4
@.str.9 = private unnamed_addr constant [13 x i8] c"b4 %d %u %d\0A\00", align 1
@__const.main.b8a = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -15, i8 -84, i8 104, i8 36 }, align 8
@__const.main.b8b = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 5, i8 0, i8 0, i8 0, i8 -2, i8 -1, i8 -1, i8 -1 }, align 8
@.str.10 = private unnamed_addr constant [14 x i8] c"b8 %llx %llx\0A\00", align 1
@__const.main.b12 = private unnamed_addr constant { i8, i8, i8, i8, float, i8, i8 } { i8 -3, i8 -1, i8 7, i8 0, float 1.500000e+00, i8 -1, i8 7 }, align 4
@.str.11 = private unnamed_addr constant [19 x i8] c"b12 %d %x %.4f %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"crowd %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @uif_bump(i32 %0) #0 {
  %2 = alloca %union.UIF, align 4
  %3 = alloca %union.UIF, align 4
  %4 = getelementptr inbounds %union.UIF, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = add nsw i32 %5, 8388608
  store i32 %6, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %7 = getelementptr inbounds %union.UIF, ptr %2, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  ret i32 %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @uif_from_float(float noundef %0) #0 {
  %2 = alloca %union.UIF, align 4
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  store float %4, ptr %2, align 4
  %5 = getelementptr inbounds %union.UIF, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @udq_negate(i64 %0) #0 {
  %2 = alloca %union.UDQ, align 8
  %3 = alloca %union.UDQ, align 8
  %4 = getelementptr inbounds %union.UDQ, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %6 = load i32, ptr %5, align 4
  %7 = xor i32 %6, -2147483648
  store i32 %7, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %8 = getelementptr inbounds %union.UDQ, ptr %2, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @ufd_swap(double %0) #0 {
  %2 = alloca %union.UFD, align 8
  %3 = alloca %union.UFD, align 8
  %4 = alloca float, align 4
  %5 = getelementptr inbounds %union.UFD, ptr %3, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 0
  %7 = load float, ptr %6, align 8
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 0
  store float %9, ptr %10, align 8
  %11 = load float, ptr %4, align 4
  %12 = getelementptr inbounds [2 x float], ptr %3, i64 0, i64 1
  store float %11, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %13 = getelementptr inbounds %union.UFD, ptr %2, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @usi_add(i32 %0, i32 %1) #0 {
  %3 = alloca %union.USI, align 4
  %4 = alloca %union.USI, align 4
  %5 = alloca %union.USI, align 4
  %6 = getelementptr inbounds %union.USI, ptr %4, i32 0, i32 0
  store i32 %0, ptr %6, align 4
  %7 = getelementptr inbounds %union.USI, ptr %5, i32 0, i32 0
  store i32 %1, ptr %7, align 4
  %8 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 0
  %9 = load i16, ptr %8, align 4
  %10 = sext i16 %9 to i32
  %11 = getelementptr inbounds %struct.anon, ptr %5, i32 0, i32 0
  %12 = load i16, ptr %11, align 4
  %13 = sext i16 %12 to i32
  %14 = add nsw i32 %10, %13
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  store i16 %15, ptr %16, align 4
  %17 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 1
  %18 = load i16, ptr %17, align 2
  %19 = sext i16 %18 to i32
  %20 = getelementptr inbounds %struct.anon, ptr %5, i32 0, i32 1
  %21 = load i16, ptr %20, align 2
  %22 = sext i16 %21 to i32
  %23 = sub nsw i32 %19, %22
  %24 = trunc i32 %23 to i16
  %25 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  store i16 %24, ptr %25, align 2
  %26 = getelementptr inbounds %union.USI, ptr %3, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i32 } @uv3_scale(i64 %0, i32 %1, float noundef %2) #0 {
  %4 = alloca %union.UV3, align 4
  %5 = alloca %union.UV3, align 4
  %6 = alloca { i64, i32 }, align 4
  %7 = alloca float, align 4
  %8 = alloca { i64, i32 }, align 8
  %9 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %9, align 4
  %10 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  store i32 %1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  store float %2, ptr %7, align 4
  %11 = load float, ptr %7, align 4
  %12 = getelementptr inbounds %struct.anon.0, ptr %5, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = fmul float %13, %11
  store float %14, ptr %12, align 4
  %15 = load float, ptr %7, align 4
  %16 = getelementptr inbounds %struct.anon.0, ptr %5, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fmul float %17, %15
  store float %18, ptr %16, align 4
  %19 = load float, ptr %7, align 4
  %20 = getelementptr inbounds %struct.anon.0, ptr %5, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = fmul float %21, %19
  store float %22, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %23 = getelementptr inbounds %union.UV3, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %23, i64 12, i1 false)
  %24 = load { i64, i32 }, ptr %8, align 8
  ret { i64, i32 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ubig_rev(ptr dead_on_unwind noalias writable sret(%union.UBIG) align 8 %0, ptr noundef byval(%union.UBIG) align 8 %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %16, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 24
  br i1 %6, label %7, label %19

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 23, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [24 x i8], ptr %0, i64 0, i64 %14
  store i8 %12, ptr %15, align 1
  br label %16

16:                                               ; preds = %7
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %4, !llvm.loop !6

19:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @tagged_value(i64 %0) #0 {
  %2 = alloca %struct.Tagged, align 4
  store i64 %0, ptr %2, align 4
  %3 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 1
  %8 = load float, ptr %7, align 4
  %9 = fpext float %8 to double
  br label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = sitofp i32 %12 to double
  br label %14

14:                                               ; preds = %10, %6
  %15 = phi double [ %9, %6 ], [ %13, %10 ]
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @tagged_double(i64 %0) #0 {
  %2 = alloca %struct.Tagged, align 4
  %3 = alloca %struct.Tagged, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %8, align 4
  br label %15

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = mul nsw i32 %13, 2
  store i32 %14, ptr %12, align 4
  br label %15

15:                                               ; preds = %11, %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 8, i1 false)
  %16 = load i64, ptr %2, align 4
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8 @b1_inc(i8 %0) #0 {
  %2 = alloca %struct.B1, align 1
  %3 = alloca %struct.B1, align 1
  %4 = getelementptr inbounds %struct.B1, ptr %3, i32 0, i32 0
  store i8 %0, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = and i8 %5, 7
  %7 = add i8 %6, 1
  %8 = load i8, ptr %3, align 1
  %9 = and i8 %7, 7
  %10 = and i8 %8, -8
  %11 = or i8 %10, %9
  store i8 %11, ptr %3, align 1
  %12 = load i8, ptr %3, align 1
  %13 = lshr i8 %12, 3
  %14 = zext i8 %13 to i32
  %15 = add nsw i32 %14, 3
  %16 = trunc i32 %15 to i8
  %17 = load i8, ptr %3, align 1
  %18 = and i8 %16, 31
  %19 = shl i8 %18, 3
  %20 = and i8 %17, 7
  %21 = or i8 %20, %19
  store i8 %21, ptr %3, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 1, i1 false)
  %22 = getelementptr inbounds %struct.B1, ptr %2, i32 0, i32 0
  %23 = load i8, ptr %22, align 1
  ret i8 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i16 @b2_mix(i16 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.B2, align 2
  %4 = alloca %struct.B2, align 2
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.B2, ptr %4, i32 0, i32 0
  store i16 %0, ptr %6, align 2
  store i32 %1, ptr %5, align 4
  %7 = load i16, ptr %4, align 2
  %8 = lshr i16 %7, 4
  %9 = and i16 %8, 127
  %10 = zext i16 %9 to i32
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %10, %11
  %13 = trunc i32 %12 to i16
  %14 = load i16, ptr %3, align 2
  %15 = and i16 %13, 15
  %16 = and i16 %14, -16
  %17 = or i16 %16, %15
  store i16 %17, ptr %3, align 2
  %18 = load i16, ptr %4, align 2
  %19 = lshr i16 %18, 11
  %20 = zext i16 %19 to i32
  %21 = load i32, ptr %5, align 4
  %22 = mul nsw i32 %20, %21
  %23 = trunc i32 %22 to i16
  %24 = load i16, ptr %3, align 2
  %25 = and i16 %23, 127
  %26 = shl i16 %25, 4
  %27 = and i16 %24, -2033
  %28 = or i16 %27, %26
  store i16 %28, ptr %3, align 2
  %29 = load i16, ptr %4, align 2
  %30 = and i16 %29, 15
  %31 = load i16, ptr %3, align 2
  %32 = and i16 %30, 31
  %33 = shl i16 %32, 11
  %34 = and i16 %31, 2047
  %35 = or i16 %34, %33
  store i16 %35, ptr %3, align 2
  %36 = getelementptr inbounds %struct.B2, ptr %3, i32 0, i32 0
  %37 = load i16, ptr %36, align 2
  ret i16 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @b4_step(i32 %0) #0 {
  %2 = alloca %struct.B4, align 4
  %3 = alloca %struct.B4, align 4
  %4 = getelementptr inbounds %struct.B4, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = shl i32 %5, 27
  %7 = ashr i32 %6, 27
  %8 = sub nsw i32 %7, 3
  %9 = load i32, ptr %2, align 4
  %10 = and i32 %8, 31
  %11 = and i32 %9, -32
  %12 = or i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = shl i32 %10, 27
  %14 = ashr i32 %13, 27
  %15 = load i32, ptr %3, align 4
  %16 = lshr i32 %15, 5
  %17 = and i32 %16, 2047
  %18 = mul nsw i32 %17, 3
  %19 = add nsw i32 %18, 1
  %20 = load i32, ptr %2, align 4
  %21 = and i32 %19, 2047
  %22 = shl i32 %21, 5
  %23 = and i32 %20, -65505
  %24 = or i32 %23, %22
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %3, align 4
  %26 = ashr i32 %25, 16
  %27 = sdiv i32 %26, 2
  %28 = sub nsw i32 %27, 100
  %29 = load i32, ptr %2, align 4
  %30 = and i32 %28, 65535
  %31 = shl i32 %30, 16
  %32 = and i32 %29, 65535
  %33 = or i32 %32, %31
  store i32 %33, ptr %2, align 4
  %34 = shl i32 %30, 16
  %35 = ashr i32 %34, 16
  %36 = getelementptr inbounds %struct.B4, ptr %2, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @b8_add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.B8, align 8
  %4 = alloca %struct.B8, align 8
  %5 = alloca %struct.B8, align 8
  %6 = getelementptr inbounds %struct.B8, ptr %4, i32 0, i32 0
  store i64 %0, ptr %6, align 8
  %7 = getelementptr inbounds %struct.B8, ptr %5, i32 0, i32 0
  store i64 %1, ptr %7, align 8
  %8 = load i64, ptr %4, align 8
  %9 = and i64 %8, 8589934591
  %10 = load i64, ptr %5, align 8
  %11 = and i64 %10, 8589934591
  %12 = add i64 %9, %11
  %13 = load i64, ptr %3, align 8
  %14 = and i64 %12, 8589934591
  %15 = and i64 %13, -8589934592
  %16 = or i64 %15, %14
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %4, align 8
  %18 = lshr i64 %17, 33
  %19 = trunc i64 %18 to i32
  %20 = load i64, ptr %5, align 8
  %21 = lshr i64 %20, 33
  %22 = trunc i64 %21 to i32
  %23 = xor i32 %19, %22
  %24 = sext i32 %23 to i64
  %25 = load i64, ptr %3, align 8
  %26 = and i64 %24, 2147483647
  %27 = shl i64 %26, 33
  %28 = and i64 %25, 8589934591
  %29 = or i64 %28, %27
  store i64 %29, ptr %3, align 8
  %30 = getelementptr inbounds %struct.B8, ptr %3, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i32 } @b12_next(i64 %0, i32 %1, float noundef %2) #0 {
  %4 = alloca %struct.B12, align 4
  %5 = alloca %struct.B12, align 4
  %6 = alloca { i64, i32 }, align 4
  %7 = alloca float, align 4
  %8 = alloca { i64, i32 }, align 8
  %9 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %9, align 4
  %10 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  store i32 %1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  store float %2, ptr %7, align 4
  %11 = load i32, ptr %5, align 4
  %12 = shl i32 %11, 24
  %13 = ashr i32 %12, 24
  %14 = add nsw i32 %13, 1
  %15 = load i32, ptr %4, align 4
  %16 = and i32 %14, 255
  %17 = and i32 %15, -256
  %18 = or i32 %17, %16
  store i32 %18, ptr %4, align 4
  %19 = shl i32 %16, 24
  %20 = ashr i32 %19, 24
  %21 = load i32, ptr %5, align 4
  %22 = lshr i32 %21, 8
  %23 = shl i32 %22, 1
  %24 = or i32 %23, 1
  %25 = load i32, ptr %4, align 4
  %26 = and i32 %24, 16777215
  %27 = shl i32 %26, 8
  %28 = and i32 %25, 255
  %29 = or i32 %28, %27
  store i32 %29, ptr %4, align 4
  %30 = getelementptr inbounds %struct.B12, ptr %5, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = load float, ptr %7, align 4
  %33 = fmul float %31, %32
  %34 = getelementptr inbounds %struct.B12, ptr %4, i32 0, i32 1
  store float %33, ptr %34, align 4
  %35 = getelementptr inbounds %struct.B12, ptr %5, i32 0, i32 2
  %36 = load i16, ptr %35, align 4
  %37 = shl i16 %36, 4
  %38 = ashr i16 %37, 4
  %39 = sext i16 %38 to i32
  %40 = sub nsw i32 %39, 7
  %41 = getelementptr inbounds %struct.B12, ptr %4, i32 0, i32 2
  %42 = trunc i32 %40 to i16
  %43 = load i16, ptr %41, align 4
  %44 = and i16 %42, 4095
  %45 = and i16 %43, -4096
  %46 = or i16 %45, %44
  store i16 %46, ptr %41, align 4
  %47 = shl i16 %44, 4
  %48 = ashr i16 %47, 4
  %49 = sext i16 %48 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %4, i64 12, i1 false)
  %50 = load { i64, i32 }, ptr %8, align 8
  ret { i64, i32 } %50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @crowd(i32 %0, i64 %1, double %2, i8 %3, i16 %4, i32 %5, i64 %6, i32 %7, double %8, ptr noundef byval(%struct.B12) align 8 %9, i64 %10, i64 %11) #0 {
  %13 = alloca %union.UIF, align 4
  %14 = alloca %union.UDQ, align 8
  %15 = alloca %union.UFD, align 8
  %16 = alloca %struct.B1, align 1
  %17 = alloca %struct.B2, align 2
  %18 = alloca %struct.B4, align 4
  %19 = alloca %struct.B8, align 8
  %20 = alloca %union.UIF, align 4
  %21 = alloca %union.UFD, align 8
  %22 = alloca %struct.Tagged, align 4
  %23 = alloca %union.UDQ, align 8
  %24 = getelementptr inbounds %union.UIF, ptr %13, i32 0, i32 0
  store i32 %0, ptr %24, align 4
  %25 = getelementptr inbounds %union.UDQ, ptr %14, i32 0, i32 0
  store i64 %1, ptr %25, align 8
  %26 = getelementptr inbounds %union.UFD, ptr %15, i32 0, i32 0
  store double %2, ptr %26, align 8
  %27 = getelementptr inbounds %struct.B1, ptr %16, i32 0, i32 0
  store i8 %3, ptr %27, align 1
  %28 = getelementptr inbounds %struct.B2, ptr %17, i32 0, i32 0
  store i16 %4, ptr %28, align 2
  %29 = getelementptr inbounds %struct.B4, ptr %18, i32 0, i32 0
  store i32 %5, ptr %29, align 4
  %30 = getelementptr inbounds %struct.B8, ptr %19, i32 0, i32 0
  store i64 %6, ptr %30, align 8
  %31 = getelementptr inbounds %union.UIF, ptr %20, i32 0, i32 0
  store i32 %7, ptr %31, align 4
  %32 = getelementptr inbounds %union.UFD, ptr %21, i32 0, i32 0
  store double %8, ptr %32, align 8
  store i64 %10, ptr %22, align 4
  %33 = getelementptr inbounds %union.UDQ, ptr %23, i32 0, i32 0
  store i64 %11, ptr %33, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sitofp i32 %34 to double
  %36 = load double, ptr %14, align 8
  %37 = fadd double %35, %36
  %38 = getelementptr inbounds [2 x float], ptr %15, i64 0, i64 0
  %39 = load float, ptr %38, align 8
  %40 = fpext float %39 to double
  %41 = fadd double %37, %40
  %42 = getelementptr inbounds [2 x float], ptr %15, i64 0, i64 1
  %43 = load float, ptr %42, align 4
  %44 = fpext float %43 to double
  %45 = fadd double %41, %44
  %46 = load i8, ptr %16, align 1
  %47 = and i8 %46, 7
  %48 = zext i8 %47 to i32
  %49 = sitofp i32 %48 to double
  %50 = fadd double %45, %49
  %51 = load i8, ptr %16, align 1
  %52 = lshr i8 %51, 3
  %53 = zext i8 %52 to i32
  %54 = sitofp i32 %53 to double
  %55 = fadd double %50, %54
  %56 = load i16, ptr %17, align 2
  %57 = and i16 %56, 15
  %58 = zext i16 %57 to i32
  %59 = sitofp i32 %58 to double
  %60 = fadd double %55, %59
  %61 = load i16, ptr %17, align 2
  %62 = lshr i16 %61, 4
  %63 = and i16 %62, 127
  %64 = zext i16 %63 to i32
  %65 = sitofp i32 %64 to double
  %66 = fadd double %60, %65
  %67 = load i16, ptr %17, align 2
  %68 = lshr i16 %67, 11
  %69 = zext i16 %68 to i32
  %70 = sitofp i32 %69 to double
  %71 = fadd double %66, %70
  %72 = load i32, ptr %18, align 4
  %73 = shl i32 %72, 27
  %74 = ashr i32 %73, 27
  %75 = sitofp i32 %74 to double
  %76 = fadd double %71, %75
  %77 = load i32, ptr %18, align 4
  %78 = lshr i32 %77, 5
  %79 = and i32 %78, 2047
  %80 = sitofp i32 %79 to double
  %81 = fadd double %76, %80
  %82 = load i32, ptr %18, align 4
  %83 = ashr i32 %82, 16
  %84 = sitofp i32 %83 to double
  %85 = fadd double %81, %84
  %86 = load i64, ptr %19, align 8
  %87 = and i64 %86, 8589934591
  %88 = uitofp i64 %87 to double
  %89 = fadd double %85, %88
  %90 = load i64, ptr %19, align 8
  %91 = lshr i64 %90, 33
  %92 = trunc i64 %91 to i32
  %93 = sitofp i32 %92 to double
  %94 = fadd double %89, %93
  %95 = load float, ptr %20, align 4
  %96 = fpext float %95 to double
  %97 = fadd double %94, %96
  %98 = load double, ptr %21, align 8
  %99 = fadd double %97, %98
  %100 = load i32, ptr %9, align 8
  %101 = shl i32 %100, 24
  %102 = ashr i32 %101, 24
  %103 = sitofp i32 %102 to double
  %104 = fadd double %99, %103
  %105 = load i32, ptr %9, align 8
  %106 = lshr i32 %105, 8
  %107 = sitofp i32 %106 to double
  %108 = fadd double %104, %107
  %109 = getelementptr inbounds %struct.B12, ptr %9, i32 0, i32 1
  %110 = load float, ptr %109, align 4
  %111 = fpext float %110 to double
  %112 = fadd double %108, %111
  %113 = getelementptr inbounds %struct.B12, ptr %9, i32 0, i32 2
  %114 = load i16, ptr %113, align 8
  %115 = shl i16 %114, 4
  %116 = ashr i16 %115, 4
  %117 = sext i16 %116 to i32
  %118 = sitofp i32 %117 to double
  %119 = fadd double %112, %118
  %120 = load i64, ptr %22, align 4
  %121 = call double @tagged_value(i64 %120)
  %122 = fadd double %119, %121
  %123 = load i64, ptr %23, align 8
  %124 = sitofp i64 %123 to double
  %125 = fadd double %122, %124
  ret double %125
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.UIF, align 4
  %3 = alloca i32, align 4
  %4 = alloca %union.UIF, align 4
  %5 = alloca %union.UDQ, align 8
  %6 = alloca %union.UDQ, align 8
  %7 = alloca %union.UFD, align 8
  %8 = alloca %union.UFD, align 8
  %9 = alloca %union.USI, align 4
  %10 = alloca %union.USI, align 4
  %11 = alloca %union.USI, align 4
  %12 = alloca %union.UV3, align 4
  %13 = alloca %union.UV3, align 4
  %14 = alloca { i64, i32 }, align 4
  %15 = alloca { i64, i32 }, align 8
  %16 = alloca %union.UBIG, align 8
  %17 = alloca i32, align 4
  %18 = alloca %union.UBIG, align 8
  %19 = alloca %struct.Tagged, align 4
  %20 = alloca %struct.Tagged, align 4
  %21 = alloca %struct.Tagged, align 4
  %22 = alloca %struct.Tagged, align 4
  %23 = alloca %struct.B1, align 1
  %24 = alloca i32, align 4
  %25 = alloca %struct.B1, align 1
  %26 = alloca %struct.B2, align 2
  %27 = alloca i32, align 4
  %28 = alloca %struct.B2, align 2
  %29 = alloca %struct.B4, align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.B4, align 4
  %32 = alloca %struct.B8, align 8
  %33 = alloca %struct.B8, align 8
  %34 = alloca %struct.B8, align 8
  %35 = alloca %struct.B12, align 8
  %36 = alloca i32, align 4
  %37 = alloca %struct.B12, align 4
  %38 = alloca { i64, i32 }, align 4
  %39 = alloca { i64, i32 }, align 8
  %40 = alloca %union.UIF, align 4
  %41 = alloca %union.UFD, align 8
  %42 = alloca %union.UDQ, align 8
  store i32 0, ptr %1, align 4
  %43 = call i32 @uif_from_float(float noundef 1.500000e+00)
  %44 = getelementptr inbounds %union.UIF, ptr %2, i32 0, i32 0
  store i32 %43, ptr %44, align 4
  store i32 0, ptr %3, align 4
  br label %45

45:                                               ; preds = %57, %0
  %46 = load i32, ptr %3, align 4
  %47 = icmp slt i32 %46, 3
  br i1 %47, label %48, label %60

48:                                               ; preds = %45
  %49 = getelementptr inbounds %union.UIF, ptr %2, i32 0, i32 0
  %50 = load i32, ptr %49, align 4
  %51 = call i32 @uif_bump(i32 %50)
  %52 = getelementptr inbounds %union.UIF, ptr %4, i32 0, i32 0
  store i32 %51, ptr %52, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %4, i64 4, i1 false)
  %53 = load float, ptr %2, align 4
  %54 = fpext float %53 to double
  %55 = load i32, ptr %2, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %54, i32 noundef %55)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %3, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %3, align 4
  br label %45, !llvm.loop !8

60:                                               ; preds = %45
  store double 3.250000e+00, ptr %5, align 8
  %61 = getelementptr inbounds %union.UDQ, ptr %5, i32 0, i32 0
  %62 = load i64, ptr %61, align 8
  %63 = call i64 @udq_negate(i64 %62)
  %64 = getelementptr inbounds %union.UDQ, ptr %6, i32 0, i32 0
  store i64 %63, ptr %64, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 8, i1 false)
  %65 = load double, ptr %5, align 8
  %66 = load i64, ptr %5, align 8
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %65, i64 noundef %66)
  %68 = getelementptr inbounds [2 x float], ptr %7, i64 0, i64 0
  store float 1.250000e+00, ptr %68, align 8
  %69 = getelementptr inbounds [2 x float], ptr %7, i64 0, i64 1
  store float -8.000000e+00, ptr %69, align 4
  %70 = getelementptr inbounds %union.UFD, ptr %7, i32 0, i32 0
  %71 = load double, ptr %70, align 8
  %72 = call double @ufd_swap(double %71)
  %73 = getelementptr inbounds %union.UFD, ptr %8, i32 0, i32 0
  store double %72, ptr %73, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 8, i1 false)
  %74 = getelementptr inbounds [2 x float], ptr %7, i64 0, i64 0
  %75 = load float, ptr %74, align 8
  %76 = fpext float %75 to double
  %77 = getelementptr inbounds [2 x float], ptr %7, i64 0, i64 1
  %78 = load float, ptr %77, align 4
  %79 = fpext float %78 to double
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %76, double noundef %79)
  %81 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 0
  store i16 100, ptr %81, align 4
  %82 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 1
  store i16 -5, ptr %82, align 2
  %83 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 0
  store i16 -30, ptr %83, align 4
  %84 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 1
  store i16 7, ptr %84, align 2
  %85 = getelementptr inbounds %union.USI, ptr %9, i32 0, i32 0
  %86 = load i32, ptr %85, align 4
  %87 = getelementptr inbounds %union.USI, ptr %10, i32 0, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = call i32 @usi_add(i32 %86, i32 %88)
  %90 = getelementptr inbounds %union.USI, ptr %11, i32 0, i32 0
  store i32 %89, ptr %90, align 4
  %91 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 0
  %92 = load i16, ptr %91, align 4
  %93 = sext i16 %92 to i32
  %94 = getelementptr inbounds %struct.anon, ptr %11, i32 0, i32 1
  %95 = load i16, ptr %94, align 2
  %96 = sext i16 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %93, i32 noundef %96)
  %98 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 0
  store float 1.000000e+00, ptr %98, align 4
  %99 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 1
  store float -2.000000e+00, ptr %99, align 4
  %100 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 2
  store float 5.000000e-01, ptr %100, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %12, i64 12, i1 false)
  %101 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 0
  %102 = load i64, ptr %101, align 4
  %103 = getelementptr inbounds { i64, i32 }, ptr %14, i32 0, i32 1
  %104 = load i32, ptr %103, align 4
  %105 = call { i64, i32 } @uv3_scale(i64 %102, i32 %104, float noundef 4.000000e+00)
  %106 = getelementptr inbounds %union.UV3, ptr %13, i32 0, i32 0
  store { i64, i32 } %105, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %106, ptr align 8 %15, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %13, i64 12, i1 false)
  %107 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 0
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 1
  %111 = load float, ptr %110, align 4
  %112 = fpext float %111 to double
  %113 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 2
  %114 = load float, ptr %113, align 4
  %115 = fpext float %114 to double
  %116 = getelementptr inbounds [3 x i32], ptr %12, i64 0, i64 0
  %117 = load i32, ptr %116, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %109, double noundef %112, double noundef %115, i32 noundef %117)
  store i32 0, ptr %17, align 4
  br label %119

119:                                              ; preds = %129, %60
  %120 = load i32, ptr %17, align 4
  %121 = icmp slt i32 %120, 24
  br i1 %121, label %122, label %132

122:                                              ; preds = %119
  %123 = load i32, ptr %17, align 4
  %124 = mul nsw i32 %123, 3
  %125 = trunc i32 %124 to i8
  %126 = load i32, ptr %17, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 %127
  store i8 %125, ptr %128, align 1
  br label %129

129:                                              ; preds = %122
  %130 = load i32, ptr %17, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %17, align 4
  br label %119, !llvm.loop !9

132:                                              ; preds = %119
  call void @ubig_rev(ptr dead_on_unwind writable sret(%union.UBIG) align 8 %18, ptr noundef byval(%union.UBIG) align 8 %16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %18, i64 24, i1 false)
  %133 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 0
  %134 = load i8, ptr %133, align 8
  %135 = sext i8 %134 to i32
  %136 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 11
  %137 = load i8, ptr %136, align 1
  %138 = sext i8 %137 to i32
  %139 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 23
  %140 = load i8, ptr %139, align 1
  %141 = sext i8 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %135, i32 noundef %138, i32 noundef %141)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 @__const.main.t1, i64 8, i1 false)
  %143 = getelementptr inbounds %struct.Tagged, ptr %20, i32 0, i32 0
  store i32 1, ptr %143, align 4
  %144 = getelementptr inbounds %struct.Tagged, ptr %20, i32 0, i32 1
  store float 7.500000e-01, ptr %144, align 4
  %145 = load i64, ptr %19, align 4
  %146 = call i64 @tagged_double(i64 %145)
  store i64 %146, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %21, i64 8, i1 false)
  %147 = load i64, ptr %20, align 4
  %148 = call i64 @tagged_double(i64 %147)
  store i64 %148, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %22, i64 8, i1 false)
  %149 = load i64, ptr %19, align 4
  %150 = call double @tagged_value(i64 %149)
  %151 = load i64, ptr %20, align 4
  %152 = call double @tagged_value(i64 %151)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %150, double noundef %152)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 1 @__const.main.b1, i64 1, i1 false)
  store i32 0, ptr %24, align 4
  br label %154

154:                                              ; preds = %169, %132
  %155 = load i32, ptr %24, align 4
  %156 = icmp slt i32 %155, 4
  br i1 %156, label %157, label %172

157:                                              ; preds = %154
  %158 = getelementptr inbounds %struct.B1, ptr %23, i32 0, i32 0
  %159 = load i8, ptr %158, align 1
  %160 = call i8 @b1_inc(i8 %159)
  %161 = getelementptr inbounds %struct.B1, ptr %25, i32 0, i32 0
  store i8 %160, ptr %161, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 1 %25, i64 1, i1 false)
  %162 = load i8, ptr %23, align 1
  %163 = and i8 %162, 7
  %164 = zext i8 %163 to i32
  %165 = load i8, ptr %23, align 1
  %166 = lshr i8 %165, 3
  %167 = zext i8 %166 to i32
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %164, i32 noundef %167)
  br label %169

169:                                              ; preds = %157
  %170 = load i32, ptr %24, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %24, align 4
  br label %154, !llvm.loop !10

172:                                              ; preds = %154
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %26, ptr align 2 @__const.main.b2, i64 2, i1 false)
  store i32 0, ptr %27, align 4
  br label %173

173:                                              ; preds = %194, %172
  %174 = load i32, ptr %27, align 4
  %175 = icmp slt i32 %174, 3
  br i1 %175, label %176, label %197

176:                                              ; preds = %173
  %177 = load i32, ptr %27, align 4
  %178 = add nsw i32 %177, 2
  %179 = getelementptr inbounds %struct.B2, ptr %26, i32 0, i32 0
  %180 = load i16, ptr %179, align 2
  %181 = call i16 @b2_mix(i16 %180, i32 noundef %178)
  %182 = getelementptr inbounds %struct.B2, ptr %28, i32 0, i32 0
  store i16 %181, ptr %182, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %26, ptr align 2 %28, i64 2, i1 false)
  %183 = load i16, ptr %26, align 2
  %184 = and i16 %183, 15
  %185 = zext i16 %184 to i32
  %186 = load i16, ptr %26, align 2
  %187 = lshr i16 %186, 4
  %188 = and i16 %187, 127
  %189 = zext i16 %188 to i32
  %190 = load i16, ptr %26, align 2
  %191 = lshr i16 %190, 11
  %192 = zext i16 %191 to i32
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %185, i32 noundef %189, i32 noundef %192)
  br label %194

194:                                              ; preds = %176
  %195 = load i32, ptr %27, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %27, align 4
  br label %173, !llvm.loop !11

197:                                              ; preds = %173
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 @__const.main.b4, i64 4, i1 false)
  store i32 0, ptr %30, align 4
  br label %198

198:                                              ; preds = %215, %197
  %199 = load i32, ptr %30, align 4
  %200 = icmp slt i32 %199, 4
  br i1 %200, label %201, label %218

201:                                              ; preds = %198
  %202 = getelementptr inbounds %struct.B4, ptr %29, i32 0, i32 0
  %203 = load i32, ptr %202, align 4
  %204 = call i32 @b4_step(i32 %203)
  %205 = getelementptr inbounds %struct.B4, ptr %31, i32 0, i32 0
  store i32 %204, ptr %205, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %31, i64 4, i1 false)
  %206 = load i32, ptr %29, align 4
  %207 = shl i32 %206, 27
  %208 = ashr i32 %207, 27
  %209 = load i32, ptr %29, align 4
  %210 = lshr i32 %209, 5
  %211 = and i32 %210, 2047
  %212 = load i32, ptr %29, align 4
  %213 = ashr i32 %212, 16
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %208, i32 noundef %211, i32 noundef %213)
  br label %215

215:                                              ; preds = %201
  %216 = load i32, ptr %30, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %30, align 4
  br label %198, !llvm.loop !12

218:                                              ; preds = %198
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 @__const.main.b8a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 @__const.main.b8b, i64 8, i1 false)
  %219 = getelementptr inbounds %struct.B8, ptr %32, i32 0, i32 0
  %220 = load i64, ptr %219, align 8
  %221 = getelementptr inbounds %struct.B8, ptr %33, i32 0, i32 0
  %222 = load i64, ptr %221, align 8
  %223 = call i64 @b8_add(i64 %220, i64 %222)
  %224 = getelementptr inbounds %struct.B8, ptr %34, i32 0, i32 0
  store i64 %223, ptr %224, align 8
  %225 = load i64, ptr %34, align 8
  %226 = and i64 %225, 8589934591
  %227 = load i64, ptr %34, align 8
  %228 = lshr i64 %227, 33
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %226, i64 noundef %228)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 @__const.main.b12, i64 12, i1 false)
  store i32 0, ptr %36, align 4
  br label %230

230:                                              ; preds = %253, %218
  %231 = load i32, ptr %36, align 4
  %232 = icmp slt i32 %231, 3
  br i1 %232, label %233, label %256

233:                                              ; preds = %230
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %35, i64 12, i1 false)
  %234 = getelementptr inbounds { i64, i32 }, ptr %38, i32 0, i32 0
  %235 = load i64, ptr %234, align 4
  %236 = getelementptr inbounds { i64, i32 }, ptr %38, i32 0, i32 1
  %237 = load i32, ptr %236, align 4
  %238 = call { i64, i32 } @b12_next(i64 %235, i32 %237, float noundef -5.000000e-01)
  store { i64, i32 } %238, ptr %39, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %37, ptr align 8 %39, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %37, i64 12, i1 false)
  %239 = load i32, ptr %35, align 4
  %240 = shl i32 %239, 24
  %241 = ashr i32 %240, 24
  %242 = load i32, ptr %35, align 4
  %243 = lshr i32 %242, 8
  %244 = getelementptr inbounds %struct.B12, ptr %35, i32 0, i32 1
  %245 = load float, ptr %244, align 4
  %246 = fpext float %245 to double
  %247 = getelementptr inbounds %struct.B12, ptr %35, i32 0, i32 2
  %248 = load i16, ptr %247, align 4
  %249 = shl i16 %248, 4
  %250 = ashr i16 %249, 4
  %251 = sext i16 %250 to i32
  %252 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %241, i32 noundef %243, double noundef %246, i32 noundef %251)
  br label %253

253:                                              ; preds = %233
  %254 = load i32, ptr %36, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %36, align 4
  br label %230, !llvm.loop !13

256:                                              ; preds = %230
  %257 = call i32 @uif_from_float(float noundef -1.250000e-01)
  %258 = getelementptr inbounds %union.UIF, ptr %40, i32 0, i32 0
  store i32 %257, ptr %258, align 4
  store double 1.000000e-03, ptr %41, align 8
  store i64 -1234567, ptr %42, align 8
  %259 = getelementptr inbounds %union.UIF, ptr %2, i32 0, i32 0
  %260 = load i32, ptr %259, align 4
  %261 = getelementptr inbounds %union.UDQ, ptr %5, i32 0, i32 0
  %262 = load i64, ptr %261, align 8
  %263 = getelementptr inbounds %union.UFD, ptr %7, i32 0, i32 0
  %264 = load double, ptr %263, align 8
  %265 = getelementptr inbounds %struct.B1, ptr %23, i32 0, i32 0
  %266 = load i8, ptr %265, align 1
  %267 = getelementptr inbounds %struct.B2, ptr %26, i32 0, i32 0
  %268 = load i16, ptr %267, align 2
  %269 = getelementptr inbounds %struct.B4, ptr %29, i32 0, i32 0
  %270 = load i32, ptr %269, align 4
  %271 = getelementptr inbounds %struct.B8, ptr %34, i32 0, i32 0
  %272 = load i64, ptr %271, align 8
  %273 = getelementptr inbounds %union.UIF, ptr %40, i32 0, i32 0
  %274 = load i32, ptr %273, align 4
  %275 = getelementptr inbounds %union.UFD, ptr %41, i32 0, i32 0
  %276 = load double, ptr %275, align 8
  %277 = load i64, ptr %20, align 4
  %278 = getelementptr inbounds %union.UDQ, ptr %42, i32 0, i32 0
  %279 = load i64, ptr %278, align 8
  %280 = call double @crowd(i32 %260, i64 %262, double %264, i8 %266, i16 %268, i32 %270, i64 %272, i32 %274, double %276, ptr noundef byval(%struct.B12) align 8 %35, i64 %277, i64 %279)
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %280)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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

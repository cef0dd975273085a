; ModuleID = 'union_bitfield_abi.c'
source_filename = "union_bitfield_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
%struct.B12 = type { i32, float, i32 }

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
define dso_local i64 @ufd_swap(i64 %0) #0 {
  %2 = alloca %union.UFD, align 8
  %3 = alloca %union.UFD, align 8
  %4 = alloca float, align 4
  %5 = getelementptr inbounds %union.UFD, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 8
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
  %14 = load i64, ptr %13, align 8
  ret i64 %14
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
define dso_local void @uv3_scale(ptr dead_on_unwind noalias writable sret(%union.UV3) align 4 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %struct.anon.0, ptr %1, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fmul float %9, %7
  store float %10, ptr %8, align 4
  %11 = load float, ptr %6, align 4
  %12 = getelementptr inbounds %struct.anon.0, ptr %1, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %13, %11
  store float %14, ptr %12, align 4
  %15 = load float, ptr %6, align 4
  %16 = getelementptr inbounds %struct.anon.0, ptr %1, i32 0, i32 2
  %17 = load float, ptr %16, align 4
  %18 = fmul float %17, %15
  store float %18, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 12, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ubig_rev(ptr dead_on_unwind noalias writable sret(%union.UBIG) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 24
  br i1 %8, label %9, label %21

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 23, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [24 x i8], ptr %0, i64 0, i64 %16
  store i8 %14, ptr %17, align 1
  br label %18

18:                                               ; preds = %9
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !5

21:                                               ; preds = %6
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
define dso_local void @b12_next(ptr dead_on_unwind noalias writable sret(%struct.B12) align 4 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = load i32, ptr %1, align 4
  %8 = shl i32 %7, 24
  %9 = ashr i32 %8, 24
  %10 = add nsw i32 %9, 1
  %11 = load i32, ptr %0, align 4
  %12 = and i32 %10, 255
  %13 = and i32 %11, -256
  %14 = or i32 %13, %12
  store i32 %14, ptr %0, align 4
  %15 = shl i32 %12, 24
  %16 = ashr i32 %15, 24
  %17 = load i32, ptr %1, align 4
  %18 = lshr i32 %17, 8
  %19 = shl i32 %18, 1
  %20 = or i32 %19, 1
  %21 = load i32, ptr %0, align 4
  %22 = and i32 %20, 16777215
  %23 = shl i32 %22, 8
  %24 = and i32 %21, 255
  %25 = or i32 %24, %23
  store i32 %25, ptr %0, align 4
  %26 = getelementptr inbounds %struct.B12, ptr %1, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = load float, ptr %6, align 4
  %29 = fmul float %27, %28
  %30 = getelementptr inbounds %struct.B12, ptr %0, i32 0, i32 1
  store float %29, ptr %30, align 4
  %31 = getelementptr inbounds %struct.B12, ptr %1, i32 0, i32 2
  %32 = load i32, ptr %31, align 4
  %33 = shl i32 %32, 20
  %34 = ashr i32 %33, 20
  %35 = sub nsw i32 %34, 7
  %36 = getelementptr inbounds %struct.B12, ptr %0, i32 0, i32 2
  %37 = load i32, ptr %36, align 4
  %38 = and i32 %35, 4095
  %39 = and i32 %37, -4096
  %40 = or i32 %39, %38
  store i32 %40, ptr %36, align 4
  %41 = shl i32 %38, 20
  %42 = ashr i32 %41, 20
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @crowd(i32 %0, i64 %1, i64 %2, i8 %3, i16 %4, i32 %5, i64 %6, i32 %7, i64 %8, ptr noundef %9, i64 %10, i64 %11) #0 {
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
  %24 = alloca ptr, align 8
  %25 = getelementptr inbounds %union.UIF, ptr %13, i32 0, i32 0
  store i32 %0, ptr %25, align 4
  %26 = getelementptr inbounds %union.UDQ, ptr %14, i32 0, i32 0
  store i64 %1, ptr %26, align 8
  %27 = getelementptr inbounds %union.UFD, ptr %15, i32 0, i32 0
  store i64 %2, ptr %27, align 8
  %28 = getelementptr inbounds %struct.B1, ptr %16, i32 0, i32 0
  store i8 %3, ptr %28, align 1
  %29 = getelementptr inbounds %struct.B2, ptr %17, i32 0, i32 0
  store i16 %4, ptr %29, align 2
  %30 = getelementptr inbounds %struct.B4, ptr %18, i32 0, i32 0
  store i32 %5, ptr %30, align 4
  %31 = getelementptr inbounds %struct.B8, ptr %19, i32 0, i32 0
  store i64 %6, ptr %31, align 8
  %32 = getelementptr inbounds %union.UIF, ptr %20, i32 0, i32 0
  store i32 %7, ptr %32, align 4
  %33 = getelementptr inbounds %union.UFD, ptr %21, i32 0, i32 0
  store i64 %8, ptr %33, align 8
  store i64 %10, ptr %22, align 4
  %34 = getelementptr inbounds %union.UDQ, ptr %23, i32 0, i32 0
  store i64 %11, ptr %34, align 8
  store ptr %9, ptr %24, align 8
  %35 = load i32, ptr %13, align 4
  %36 = sitofp i32 %35 to double
  %37 = load double, ptr %14, align 8
  %38 = fadd double %36, %37
  %39 = getelementptr inbounds [2 x float], ptr %15, i64 0, i64 0
  %40 = load float, ptr %39, align 8
  %41 = fpext float %40 to double
  %42 = fadd double %38, %41
  %43 = getelementptr inbounds [2 x float], ptr %15, i64 0, i64 1
  %44 = load float, ptr %43, align 4
  %45 = fpext float %44 to double
  %46 = fadd double %42, %45
  %47 = load i8, ptr %16, align 1
  %48 = and i8 %47, 7
  %49 = zext i8 %48 to i32
  %50 = sitofp i32 %49 to double
  %51 = fadd double %46, %50
  %52 = load i8, ptr %16, align 1
  %53 = lshr i8 %52, 3
  %54 = zext i8 %53 to i32
  %55 = sitofp i32 %54 to double
  %56 = fadd double %51, %55
  %57 = load i16, ptr %17, align 2
  %58 = and i16 %57, 15
  %59 = zext i16 %58 to i32
  %60 = sitofp i32 %59 to double
  %61 = fadd double %56, %60
  %62 = load i16, ptr %17, align 2
  %63 = lshr i16 %62, 4
  %64 = and i16 %63, 127
  %65 = zext i16 %64 to i32
  %66 = sitofp i32 %65 to double
  %67 = fadd double %61, %66
  %68 = load i16, ptr %17, align 2
  %69 = lshr i16 %68, 11
  %70 = zext i16 %69 to i32
  %71 = sitofp i32 %70 to double
  %72 = fadd double %67, %71
  %73 = load i32, ptr %18, align 4
  %74 = shl i32 %73, 27
  %75 = ashr i32 %74, 27
  %76 = sitofp i32 %75 to double
  %77 = fadd double %72, %76
  %78 = load i32, ptr %18, align 4
  %79 = lshr i32 %78, 5
  %80 = and i32 %79, 2047
  %81 = sitofp i32 %80 to double
  %82 = fadd double %77, %81
  %83 = load i32, ptr %18, align 4
  %84 = ashr i32 %83, 16
  %85 = sitofp i32 %84 to double
  %86 = fadd double %82, %85
  %87 = load i64, ptr %19, align 8
  %88 = and i64 %87, 8589934591
  %89 = uitofp i64 %88 to double
  %90 = fadd double %86, %89
  %91 = load i64, ptr %19, align 8
  %92 = lshr i64 %91, 33
  %93 = trunc i64 %92 to i32
  %94 = sitofp i32 %93 to double
  %95 = fadd double %90, %94
  %96 = load float, ptr %20, align 4
  %97 = fpext float %96 to double
  %98 = fadd double %95, %97
  %99 = load double, ptr %21, align 8
  %100 = fadd double %98, %99
  %101 = load i32, ptr %9, align 4
  %102 = shl i32 %101, 24
  %103 = ashr i32 %102, 24
  %104 = sitofp i32 %103 to double
  %105 = fadd double %100, %104
  %106 = load i32, ptr %9, align 4
  %107 = lshr i32 %106, 8
  %108 = sitofp i32 %107 to double
  %109 = fadd double %105, %108
  %110 = getelementptr inbounds %struct.B12, ptr %9, i32 0, i32 1
  %111 = load float, ptr %110, align 4
  %112 = fpext float %111 to double
  %113 = fadd double %109, %112
  %114 = getelementptr inbounds %struct.B12, ptr %9, i32 0, i32 2
  %115 = load i32, ptr %114, align 4
  %116 = shl i32 %115, 20
  %117 = ashr i32 %116, 20
  %118 = sitofp i32 %117 to double
  %119 = fadd double %113, %118
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
  %14 = alloca %union.UV3, align 4
  %15 = alloca %union.UBIG, align 8
  %16 = alloca i32, align 4
  %17 = alloca %union.UBIG, align 8
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
  %35 = alloca %struct.B12, align 4
  %36 = alloca i32, align 4
  %37 = alloca %struct.B12, align 4
  %38 = alloca %struct.B12, align 4
  %39 = alloca %union.UIF, align 4
  %40 = alloca %union.UFD, align 8
  %41 = alloca %union.UDQ, align 8
  %42 = alloca %struct.B12, align 4
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
  br label %45, !llvm.loop !7

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
  %71 = load i64, ptr %70, align 8
  %72 = call i64 @ufd_swap(i64 %71)
  %73 = getelementptr inbounds %union.UFD, ptr %8, i32 0, i32 0
  store i64 %72, ptr %73, align 8
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
  call void @uv3_scale(ptr dead_on_unwind writable sret(%union.UV3) align 4 %13, ptr noundef %14, float noundef 4.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %13, i64 12, i1 false)
  %101 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 0
  %102 = load float, ptr %101, align 4
  %103 = fpext float %102 to double
  %104 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 1
  %105 = load float, ptr %104, align 4
  %106 = fpext float %105 to double
  %107 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 2
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = getelementptr inbounds [3 x i32], ptr %12, i64 0, i64 0
  %111 = load i32, ptr %110, align 4
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %103, double noundef %106, double noundef %109, i32 noundef %111)
  store i32 0, ptr %16, align 4
  br label %113

113:                                              ; preds = %123, %60
  %114 = load i32, ptr %16, align 4
  %115 = icmp slt i32 %114, 24
  br i1 %115, label %116, label %126

116:                                              ; preds = %113
  %117 = load i32, ptr %16, align 4
  %118 = mul nsw i32 %117, 3
  %119 = trunc i32 %118 to i8
  %120 = load i32, ptr %16, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [24 x i8], ptr %15, i64 0, i64 %121
  store i8 %119, ptr %122, align 1
  br label %123

123:                                              ; preds = %116
  %124 = load i32, ptr %16, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %16, align 4
  br label %113, !llvm.loop !8

126:                                              ; preds = %113
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %15, i64 24, i1 false)
  call void @ubig_rev(ptr dead_on_unwind writable sret(%union.UBIG) align 8 %17, ptr noundef %18)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %17, i64 24, i1 false)
  %127 = getelementptr inbounds [24 x i8], ptr %15, i64 0, i64 0
  %128 = load i8, ptr %127, align 8
  %129 = sext i8 %128 to i32
  %130 = getelementptr inbounds [24 x i8], ptr %15, i64 0, i64 11
  %131 = load i8, ptr %130, align 1
  %132 = sext i8 %131 to i32
  %133 = getelementptr inbounds [24 x i8], ptr %15, i64 0, i64 23
  %134 = load i8, ptr %133, align 1
  %135 = sext i8 %134 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %129, i32 noundef %132, i32 noundef %135)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 @__const.main.t1, i64 8, i1 false)
  %137 = getelementptr inbounds %struct.Tagged, ptr %20, i32 0, i32 0
  store i32 1, ptr %137, align 4
  %138 = getelementptr inbounds %struct.Tagged, ptr %20, i32 0, i32 1
  store float 7.500000e-01, ptr %138, align 4
  %139 = load i64, ptr %19, align 4
  %140 = call i64 @tagged_double(i64 %139)
  store i64 %140, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %21, i64 8, i1 false)
  %141 = load i64, ptr %20, align 4
  %142 = call i64 @tagged_double(i64 %141)
  store i64 %142, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %22, i64 8, i1 false)
  %143 = load i64, ptr %19, align 4
  %144 = call double @tagged_value(i64 %143)
  %145 = load i64, ptr %20, align 4
  %146 = call double @tagged_value(i64 %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %144, double noundef %146)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 1 @__const.main.b1, i64 1, i1 false)
  store i32 0, ptr %24, align 4
  br label %148

148:                                              ; preds = %163, %126
  %149 = load i32, ptr %24, align 4
  %150 = icmp slt i32 %149, 4
  br i1 %150, label %151, label %166

151:                                              ; preds = %148
  %152 = getelementptr inbounds %struct.B1, ptr %23, i32 0, i32 0
  %153 = load i8, ptr %152, align 1
  %154 = call i8 @b1_inc(i8 %153)
  %155 = getelementptr inbounds %struct.B1, ptr %25, i32 0, i32 0
  store i8 %154, ptr %155, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 1 %25, i64 1, i1 false)
  %156 = load i8, ptr %23, align 1
  %157 = and i8 %156, 7
  %158 = zext i8 %157 to i32
  %159 = load i8, ptr %23, align 1
  %160 = lshr i8 %159, 3
  %161 = zext i8 %160 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %158, i32 noundef %161)
  br label %163

163:                                              ; preds = %151
  %164 = load i32, ptr %24, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %24, align 4
  br label %148, !llvm.loop !9

166:                                              ; preds = %148
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %26, ptr align 2 @__const.main.b2, i64 2, i1 false)
  store i32 0, ptr %27, align 4
  br label %167

167:                                              ; preds = %188, %166
  %168 = load i32, ptr %27, align 4
  %169 = icmp slt i32 %168, 3
  br i1 %169, label %170, label %191

170:                                              ; preds = %167
  %171 = load i32, ptr %27, align 4
  %172 = add nsw i32 %171, 2
  %173 = getelementptr inbounds %struct.B2, ptr %26, i32 0, i32 0
  %174 = load i16, ptr %173, align 2
  %175 = call i16 @b2_mix(i16 %174, i32 noundef %172)
  %176 = getelementptr inbounds %struct.B2, ptr %28, i32 0, i32 0
  store i16 %175, ptr %176, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %26, ptr align 2 %28, i64 2, i1 false)
  %177 = load i16, ptr %26, align 2
  %178 = and i16 %177, 15
  %179 = zext i16 %178 to i32
  %180 = load i16, ptr %26, align 2
  %181 = lshr i16 %180, 4
  %182 = and i16 %181, 127
  %183 = zext i16 %182 to i32
  %184 = load i16, ptr %26, align 2
  %185 = lshr i16 %184, 11
  %186 = zext i16 %185 to i32
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %179, i32 noundef %183, i32 noundef %186)
  br label %188

188:                                              ; preds = %170
  %189 = load i32, ptr %27, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %27, align 4
  br label %167, !llvm.loop !10

191:                                              ; preds = %167
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 @__const.main.b4, i64 4, i1 false)
  store i32 0, ptr %30, align 4
  br label %192

192:                                              ; preds = %209, %191
  %193 = load i32, ptr %30, align 4
  %194 = icmp slt i32 %193, 4
  br i1 %194, label %195, label %212

195:                                              ; preds = %192
  %196 = getelementptr inbounds %struct.B4, ptr %29, i32 0, i32 0
  %197 = load i32, ptr %196, align 4
  %198 = call i32 @b4_step(i32 %197)
  %199 = getelementptr inbounds %struct.B4, ptr %31, i32 0, i32 0
  store i32 %198, ptr %199, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %31, i64 4, i1 false)
  %200 = load i32, ptr %29, align 4
  %201 = shl i32 %200, 27
  %202 = ashr i32 %201, 27
  %203 = load i32, ptr %29, align 4
  %204 = lshr i32 %203, 5
  %205 = and i32 %204, 2047
  %206 = load i32, ptr %29, align 4
  %207 = ashr i32 %206, 16
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %202, i32 noundef %205, i32 noundef %207)
  br label %209

209:                                              ; preds = %195
  %210 = load i32, ptr %30, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %30, align 4
  br label %192, !llvm.loop !11

212:                                              ; preds = %192
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 @__const.main.b8a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 @__const.main.b8b, i64 8, i1 false)
  %213 = getelementptr inbounds %struct.B8, ptr %32, i32 0, i32 0
  %214 = load i64, ptr %213, align 8
  %215 = getelementptr inbounds %struct.B8, ptr %33, i32 0, i32 0
  %216 = load i64, ptr %215, align 8
  %217 = call i64 @b8_add(i64 %214, i64 %216)
  %218 = getelementptr inbounds %struct.B8, ptr %34, i32 0, i32 0
  store i64 %217, ptr %218, align 8
  %219 = load i64, ptr %34, align 8
  %220 = and i64 %219, 8589934591
  %221 = load i64, ptr %34, align 8
  %222 = lshr i64 %221, 33
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %220, i64 noundef %222)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 @__const.main.b12, i64 12, i1 false)
  store i32 0, ptr %36, align 4
  br label %224

224:                                              ; preds = %241, %212
  %225 = load i32, ptr %36, align 4
  %226 = icmp slt i32 %225, 3
  br i1 %226, label %227, label %244

227:                                              ; preds = %224
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %35, i64 12, i1 false)
  call void @b12_next(ptr dead_on_unwind writable sret(%struct.B12) align 4 %37, ptr noundef %38, float noundef -5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %37, i64 12, i1 false)
  %228 = load i32, ptr %35, align 4
  %229 = shl i32 %228, 24
  %230 = ashr i32 %229, 24
  %231 = load i32, ptr %35, align 4
  %232 = lshr i32 %231, 8
  %233 = getelementptr inbounds %struct.B12, ptr %35, i32 0, i32 1
  %234 = load float, ptr %233, align 4
  %235 = fpext float %234 to double
  %236 = getelementptr inbounds %struct.B12, ptr %35, i32 0, i32 2
  %237 = load i32, ptr %236, align 4
  %238 = shl i32 %237, 20
  %239 = ashr i32 %238, 20
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %230, i32 noundef %232, double noundef %235, i32 noundef %239)
  br label %241

241:                                              ; preds = %227
  %242 = load i32, ptr %36, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %36, align 4
  br label %224, !llvm.loop !12

244:                                              ; preds = %224
  %245 = call i32 @uif_from_float(float noundef -1.250000e-01)
  %246 = getelementptr inbounds %union.UIF, ptr %39, i32 0, i32 0
  store i32 %245, ptr %246, align 4
  store double 1.000000e-03, ptr %40, align 8
  store i64 -1234567, ptr %41, align 8
  %247 = getelementptr inbounds %union.UIF, ptr %2, i32 0, i32 0
  %248 = load i32, ptr %247, align 4
  %249 = getelementptr inbounds %union.UDQ, ptr %5, i32 0, i32 0
  %250 = load i64, ptr %249, align 8
  %251 = getelementptr inbounds %union.UFD, ptr %7, i32 0, i32 0
  %252 = load i64, ptr %251, align 8
  %253 = getelementptr inbounds %struct.B1, ptr %23, i32 0, i32 0
  %254 = load i8, ptr %253, align 1
  %255 = getelementptr inbounds %struct.B2, ptr %26, i32 0, i32 0
  %256 = load i16, ptr %255, align 2
  %257 = getelementptr inbounds %struct.B4, ptr %29, i32 0, i32 0
  %258 = load i32, ptr %257, align 4
  %259 = getelementptr inbounds %struct.B8, ptr %34, i32 0, i32 0
  %260 = load i64, ptr %259, align 8
  %261 = getelementptr inbounds %union.UIF, ptr %39, i32 0, i32 0
  %262 = load i32, ptr %261, align 4
  %263 = getelementptr inbounds %union.UFD, ptr %40, i32 0, i32 0
  %264 = load i64, ptr %263, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %35, i64 12, i1 false)
  %265 = load i64, ptr %20, align 4
  %266 = getelementptr inbounds %union.UDQ, ptr %41, i32 0, i32 0
  %267 = load i64, ptr %266, align 8
  %268 = call double @crowd(i32 %248, i64 %250, i64 %252, i8 %254, i16 %256, i32 %258, i64 %260, i32 %262, i64 %264, ptr noundef %42, i64 %265, i64 %267)
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %268)
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

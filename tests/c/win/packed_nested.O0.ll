; ModuleID = 'packed_nested.c'
source_filename = "packed_nested.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Pk1 = type <{ i8, i32, i16, double }>
%struct.Pk3 = type <{ i8, i8, i32, i8, i8 }>
%struct.Pk4 = type <{ i16, float, i8 }>
%struct.ArrD = type { [3 x i32], double }
%struct.Arr3F = type { [3 x float] }
%struct.Name = type { [6 x i8], i16 }
%struct.Pk2 = type <{ i8, i64 }>
%struct.HasPk = type { i8, %struct.Pk1, i8 }
%struct.Nest = type { %struct.ArrD, %struct.Arr3F, %struct.Name, [2 x i32] }
%struct.Roster = type { [3 x %struct.Name], i32 }

@.str = private unnamed_addr constant [4 x i8] c"n%d\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"sizes %d %d %d %d %d %d %d\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Pk1 <{ i8 97, i32 7, i16 -20, double 1.000000e+02 }>, align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"pk1 %c %d %d %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"pk2 sum %lld\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.Pk3 <{ i8 120, i8 undef, i32 41, i8 121, i8 undef }>, align 2
@.str.4 = private unnamed_addr constant [14 x i8] c"pk3 %c %d %c\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Pk4 <{ i16 300, float 1.500000e+00, i8 65 }>, align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"pk4 %d %.3f %c\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"arr[%d] %c %d %d %.2f\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"haspk %c %c %d %.2f %c\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"ns[2]\00", align 1
@__const.main.b = private unnamed_addr constant %struct.ArrD { [3 x i32] [i32 5, i32 6, i32 7], double 2.250000e+00 }, align 8
@__const.main.c = private unnamed_addr constant %struct.Arr3F { [3 x float] [float 2.500000e-01, float 5.000000e-01, float 7.500000e-01] }, align 4
@__const.main.d = private unnamed_addr constant %struct.Name { [6 x i8] c"abc\00\00\00", i16 9 }, align 2
@.str.9 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ns\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"copy independent: %d %d\0A\00", align 1
@__const.main.n1 = private unnamed_addr constant %struct.Name { [6 x i8] c"ann\00\00\00", i16 1 }, align 2
@__const.main.n2 = private unnamed_addr constant %struct.Name { [6 x i8] c"bob\00\00\00", i16 2 }, align 2
@__const.main.n3 = private unnamed_addr constant %struct.Name { [6 x i8] c"cy\00\00\00\00", i16 3 }, align 2
@__const.main.n4 = private unnamed_addr constant %struct.Name { [6 x i8] c"dee\00\00\00", i16 4 }, align 2
@.str.12 = private unnamed_addr constant [14 x i8] c"roster %s %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [63 x i8] c"%s ad={%d,%d,%d,%.2f} af={%.2f,%.2f,%.2f} nm=%s/%d tail=%d,%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pk1_step(ptr dead_on_unwind noalias writable sret(%struct.Pk1) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 0
  %6 = load i8, ptr %5, align 1
  %7 = add i8 %6, 1
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 1
  %9 = load i32, ptr %8, align 1
  %10 = mul nsw i32 %9, -3
  store i32 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 2
  %12 = load i16, ptr %11, align 1
  %13 = sext i16 %12 to i32
  %14 = add nsw i32 %13, 1000
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 2
  store i16 %15, ptr %16, align 1
  %17 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 3
  %18 = load double, ptr %17, align 1
  %19 = fdiv double %18, 4.000000e+00
  store double %19, ptr %17, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 15, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pk2_make(ptr dead_on_unwind noalias writable sret(%struct.Pk2) align 1 %0, i8 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i8 %1, ptr %5, align 1
  store i64 %2, ptr %6, align 8
  %7 = load i8, ptr %5, align 1
  %8 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 0
  store i8 %7, ptr %8, align 1
  %9 = load i64, ptr %6, align 8
  %10 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 1
  store i64 %9, ptr %10, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pk2_sum(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = getelementptr inbounds %struct.Pk2, ptr %1, i32 0, i32 0
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.Pk2, ptr %2, i32 0, i32 0
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add nsw i32 %13, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 1
  %20 = load i64, ptr %19, align 1
  %21 = add nsw i64 %18, %20
  %22 = getelementptr inbounds %struct.Pk2, ptr %1, i32 0, i32 1
  %23 = load i64, ptr %22, align 1
  %24 = sub nsw i64 %21, %23
  %25 = getelementptr inbounds %struct.Pk2, ptr %2, i32 0, i32 1
  %26 = load i64, ptr %25, align 1
  %27 = add nsw i64 %24, %26
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pk3_swap(i64 %0) #0 {
  %2 = alloca %struct.Pk3, align 2
  %3 = alloca %struct.Pk3, align 2
  store i64 %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.Pk3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Pk3, ptr %3, i32 0, i32 3
  %6 = load i8, ptr %5, align 2
  store i8 %6, ptr %4, align 2
  %7 = getelementptr inbounds %struct.Pk3, ptr %2, i32 0, i32 2
  %8 = getelementptr inbounds %struct.Pk3, ptr %3, i32 0, i32 2
  %9 = load i32, ptr %8, align 2
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %7, align 2
  %11 = getelementptr inbounds %struct.Pk3, ptr %2, i32 0, i32 3
  %12 = getelementptr inbounds %struct.Pk3, ptr %3, i32 0, i32 0
  %13 = load i8, ptr %12, align 2
  store i8 %13, ptr %11, align 2
  %14 = load i64, ptr %2, align 2
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pk4_scale(ptr dead_on_unwind noalias writable sret(%struct.Pk4) align 1 %0, ptr noundef %1, float noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 0
  %8 = load i16, ptr %7, align 1
  %9 = sext i16 %8 to i32
  %10 = mul nsw i32 %9, 2
  %11 = trunc i32 %10 to i16
  %12 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 0
  store i16 %11, ptr %12, align 1
  %13 = load float, ptr %6, align 4
  %14 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 1
  %15 = load float, ptr %14, align 1
  %16 = fmul float %15, %13
  store float %16, ptr %14, align 1
  %17 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 2
  %18 = load i8, ptr %17, align 1
  %19 = sext i8 %18 to i32
  %20 = add nsw i32 %19, 1
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 2
  store i8 %21, ptr %22, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 7, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pk1_update(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %34, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %37

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.Pk1, ptr %12, i64 %14
  %16 = getelementptr inbounds %struct.Pk1, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 1
  %18 = add nsw i32 %17, %11
  store i32 %18, ptr %16, align 1
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.Pk1, ptr %19, i64 %21
  %23 = getelementptr inbounds %struct.Pk1, ptr %22, i32 0, i32 2
  %24 = load i16, ptr %23, align 1
  %25 = sext i16 %24 to i32
  %26 = sitofp i32 %25 to double
  %27 = load ptr, ptr %3, align 8
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Pk1, ptr %27, i64 %29
  %31 = getelementptr inbounds %struct.Pk1, ptr %30, i32 0, i32 3
  %32 = load double, ptr %31, align 1
  %33 = fadd double %32, %26
  store double %33, ptr %31, align 1
  br label %34

34:                                               ; preds = %10
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %6, !llvm.loop !5

37:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @haspk_wrap(ptr dead_on_unwind noalias writable sret(%struct.HasPk) align 1 %0, i8 noundef %1, ptr noundef %2, i8 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  %8 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store i8 %1, ptr %6, align 1
  store ptr %2, ptr %7, align 8
  store i8 %3, ptr %8, align 1
  %9 = load i8, ptr %6, align 1
  %10 = getelementptr inbounds %struct.HasPk, ptr %0, i32 0, i32 0
  store i8 %9, ptr %10, align 1
  %11 = getelementptr inbounds %struct.HasPk, ptr %0, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 15, i1 false)
  %12 = load i8, ptr %8, align 1
  %13 = getelementptr inbounds %struct.HasPk, ptr %0, i32 0, i32 2
  store i8 %12, ptr %13, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @arrd_rev(ptr dead_on_unwind noalias writable sret(%struct.ArrD) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.ArrD, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 0
  %7 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 2
  %8 = load i32, ptr %7, align 8
  store i32 %8, ptr %5, align 4
  %9 = getelementptr inbounds i32, ptr %5, i64 1
  %10 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 0
  %11 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 1
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %9, align 4
  %13 = getelementptr inbounds i32, ptr %5, i64 2
  %14 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 0
  %15 = getelementptr inbounds [3 x i32], ptr %14, i64 0, i64 0
  %16 = load i32, ptr %15, align 8
  store i32 %16, ptr %13, align 4
  %17 = getelementptr inbounds %struct.ArrD, ptr %0, i32 0, i32 1
  %18 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fneg double %19
  store double %20, ptr %17, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @arr3f_add(ptr dead_on_unwind noalias writable sret(%struct.Arr3F) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Arr3F, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x float], ptr %12, i64 0, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Arr3F, ptr %1, i32 0, i32 0
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [3 x float], ptr %17, i64 0, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fadd float %21, %16
  store float %22, ptr %20, align 4
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %8, !llvm.loop !7

26:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 12, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @name_upper(i64 %0) #0 {
  %2 = alloca %struct.Name, align 2
  %3 = alloca %struct.Name, align 2
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 2
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %38, %1
  %6 = getelementptr inbounds %struct.Name, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [6 x i8], ptr %6, i64 0, i64 %8
  %10 = load i8, ptr %9, align 1
  %11 = icmp ne i8 %10, 0
  br i1 %11, label %12, label %41

12:                                               ; preds = %5
  %13 = getelementptr inbounds %struct.Name, ptr %3, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp sge i32 %18, 97
  br i1 %19, label %20, label %37

20:                                               ; preds = %12
  %21 = getelementptr inbounds %struct.Name, ptr %3, i32 0, i32 0
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x i8], ptr %21, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = sext i8 %25 to i32
  %27 = icmp sle i32 %26, 122
  br i1 %27, label %28, label %37

28:                                               ; preds = %20
  %29 = getelementptr inbounds %struct.Name, ptr %3, i32 0, i32 0
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [6 x i8], ptr %29, i64 0, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = sext i8 %33 to i32
  %35 = sub nsw i32 %34, 32
  %36 = trunc i32 %35 to i8
  store i8 %36, ptr %32, align 1
  br label %37

37:                                               ; preds = %28, %20, %12
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %4, align 4
  br label %5, !llvm.loop !8

41:                                               ; preds = %5
  %42 = getelementptr inbounds %struct.Name, ptr %3, i32 0, i32 1
  %43 = load i16, ptr %42, align 2
  %44 = add i16 %43, 1
  store i16 %44, ptr %42, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 8, i1 false)
  %45 = load i64, ptr %2, align 2
  ret i64 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @nest_mix(ptr dead_on_unwind noalias writable sret(%struct.Nest) align 8 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Name, align 2
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %struct.ArrD, align 8
  %12 = alloca %struct.ArrD, align 8
  %13 = alloca %struct.Arr3F, align 4
  %14 = alloca %struct.Arr3F, align 4
  %15 = alloca %struct.Arr3F, align 4
  %16 = alloca %struct.Name, align 2
  store ptr %0, ptr %6, align 8
  store i64 %4, ptr %7, align 2
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 56, i1 false)
  %17 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %2, i64 24, i1 false)
  call void @arrd_rev(ptr dead_on_unwind writable sret(%struct.ArrD) align 8 %11, ptr noundef %12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %11, i64 24, i1 false)
  %18 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.Nest, ptr %1, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 8 %19, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %3, i64 12, i1 false)
  call void @arr3f_add(ptr dead_on_unwind writable sret(%struct.Arr3F) align 4 %13, ptr noundef %14, ptr noundef %15)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 4 %13, i64 12, i1 false)
  %20 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 2
  %21 = load i64, ptr %7, align 2
  %22 = call i64 @name_upper(i64 %21)
  store i64 %22, ptr %16, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 2 %16, i64 8, i1 false)
  %23 = getelementptr inbounds %struct.Nest, ptr %1, i32 0, i32 0
  %24 = getelementptr inbounds %struct.ArrD, ptr %23, i32 0, i32 0
  %25 = getelementptr inbounds [3 x i32], ptr %24, i64 0, i64 0
  %26 = load i32, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 3
  %28 = getelementptr inbounds [2 x i32], ptr %27, i64 0, i64 0
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, %26
  store i32 %30, ptr %28, align 4
  %31 = getelementptr inbounds %struct.ArrD, ptr %2, i32 0, i32 0
  %32 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 2
  %33 = load i32, ptr %32, align 8
  %34 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 3
  %35 = getelementptr inbounds [2 x i32], ptr %34, i64 0, i64 1
  %36 = load i32, ptr %35, align 4
  %37 = sub nsw i32 %36, %33
  store i32 %37, ptr %35, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @roster_add(ptr dead_on_unwind noalias writable sret(%struct.Roster) align 4 %0, ptr noundef %1, i64 %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Name, align 2
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %2, ptr %5, align 2
  store ptr %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.Roster, ptr %1, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %17

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.Roster, ptr %1, i32 0, i32 0
  %12 = getelementptr inbounds %struct.Roster, ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %12, align 4
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [3 x %struct.Name], ptr %11, i64 0, i64 %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 2 %5, i64 8, i1 false)
  br label %17

17:                                               ; preds = %10, %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 28, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @nest_fill(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Nest, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %66, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %69

12:                                               ; preds = %8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 56, i1 false)
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %36, %12
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 3
  br i1 %15, label %16, label %39

16:                                               ; preds = %13
  %17 = load i32, ptr %5, align 4
  %18 = mul nsw i32 %17, 10
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %18, %19
  %21 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 0
  %22 = getelementptr inbounds %struct.ArrD, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x i32], ptr %22, i64 0, i64 %24
  store i32 %20, ptr %25, align 4
  %26 = load i32, ptr %5, align 4
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %26, %27
  %29 = sitofp i32 %28 to float
  %30 = fmul float %29, 5.000000e-01
  %31 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 1
  %32 = getelementptr inbounds %struct.Arr3F, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [3 x float], ptr %32, i64 0, i64 %34
  store float %30, ptr %35, align 4
  br label %36

36:                                               ; preds = %16
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %7, align 4
  br label %13, !llvm.loop !9

39:                                               ; preds = %13
  %40 = load i32, ptr %5, align 4
  %41 = sitofp i32 %40 to double
  %42 = fmul double %41, 1.500000e+00
  %43 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 0
  %44 = getelementptr inbounds %struct.ArrD, ptr %43, i32 0, i32 1
  store double %42, ptr %44, align 8
  %45 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 2
  %46 = getelementptr inbounds %struct.Name, ptr %45, i32 0, i32 0
  %47 = getelementptr inbounds [6 x i8], ptr %46, i64 0, i64 0
  %48 = load i32, ptr %5, align 4
  %49 = srem i32 %48, 10
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %47, i64 noundef 6, ptr noundef @.str, i32 noundef %49)
  %51 = load i32, ptr %5, align 4
  %52 = trunc i32 %51 to i16
  %53 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 2
  %54 = getelementptr inbounds %struct.Name, ptr %53, i32 0, i32 1
  store i16 %52, ptr %54, align 2
  %55 = load i32, ptr %5, align 4
  %56 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 3
  %57 = getelementptr inbounds [2 x i32], ptr %56, i64 0, i64 0
  store i32 %55, ptr %57, align 4
  %58 = load i32, ptr %5, align 4
  %59 = sub nsw i32 0, %58
  %60 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 3
  %61 = getelementptr inbounds [2 x i32], ptr %60, i64 0, i64 1
  store i32 %59, ptr %61, align 4
  %62 = load ptr, ptr %3, align 8
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.Nest, ptr %62, i64 %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %65, ptr align 8 %6, i64 56, i1 false)
  br label %66

66:                                               ; preds = %39
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %8, !llvm.loop !10

69:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pk1, align 1
  %3 = alloca i32, align 4
  %4 = alloca %struct.Pk1, align 1
  %5 = alloca %struct.Pk1, align 1
  %6 = alloca %struct.Pk2, align 1
  %7 = alloca %struct.Pk2, align 1
  %8 = alloca %struct.Pk2, align 1
  %9 = alloca %struct.Pk2, align 1
  %10 = alloca %struct.Pk2, align 1
  %11 = alloca %struct.Pk2, align 1
  %12 = alloca %struct.Pk3, align 2
  %13 = alloca %struct.Pk3, align 2
  %14 = alloca %struct.Pk4, align 1
  %15 = alloca i32, align 4
  %16 = alloca %struct.Pk4, align 1
  %17 = alloca %struct.Pk4, align 1
  %18 = alloca [5 x %struct.Pk1], align 16
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.HasPk, align 1
  %22 = alloca %struct.Pk1, align 1
  %23 = alloca [4 x %struct.Nest], align 16
  %24 = alloca %struct.ArrD, align 8
  %25 = alloca %struct.Arr3F, align 4
  %26 = alloca %struct.Name, align 2
  %27 = alloca %struct.Nest, align 8
  %28 = alloca %struct.Nest, align 8
  %29 = alloca %struct.ArrD, align 8
  %30 = alloca %struct.Arr3F, align 4
  %31 = alloca i32, align 4
  %32 = alloca %struct.Nest, align 8
  %33 = alloca %struct.Nest, align 8
  %34 = alloca %struct.ArrD, align 8
  %35 = alloca %struct.Arr3F, align 4
  %36 = alloca i32, align 4
  %37 = alloca %struct.Nest, align 8
  %38 = alloca %struct.Roster, align 4
  %39 = alloca %struct.Name, align 2
  %40 = alloca %struct.Name, align 2
  %41 = alloca %struct.Name, align 2
  %42 = alloca %struct.Name, align 2
  %43 = alloca %struct.Roster, align 4
  %44 = alloca %struct.Roster, align 4
  %45 = alloca %struct.Roster, align 4
  %46 = alloca %struct.Name, align 2
  %47 = alloca %struct.Roster, align 4
  %48 = alloca %struct.Roster, align 4
  %49 = alloca %struct.Roster, align 4
  %50 = alloca %struct.Roster, align 4
  %51 = alloca %struct.Roster, align 4
  %52 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 15, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 17, i32 noundef 56, i32 noundef 28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.p, i64 15, i1 false)
  store i32 0, ptr %3, align 4
  br label %54

54:                                               ; preds = %69, %0
  %55 = load i32, ptr %3, align 4
  %56 = icmp slt i32 %55, 3
  br i1 %56, label %57, label %72

57:                                               ; preds = %54
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %2, i64 15, i1 false)
  call void @pk1_step(ptr dead_on_unwind writable sret(%struct.Pk1) align 1 %4, ptr noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %4, i64 15, i1 false)
  %58 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 0
  %59 = load i8, ptr %58, align 1
  %60 = sext i8 %59 to i32
  %61 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 1
  %62 = load i32, ptr %61, align 1
  %63 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 2
  %64 = load i16, ptr %63, align 1
  %65 = sext i16 %64 to i32
  %66 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 3
  %67 = load double, ptr %66, align 1
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60, i32 noundef %62, i32 noundef %65, double noundef %67)
  br label %69

69:                                               ; preds = %57
  %70 = load i32, ptr %3, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %3, align 4
  br label %54, !llvm.loop !11

72:                                               ; preds = %54
  call void @pk2_make(ptr dead_on_unwind writable sret(%struct.Pk2) align 1 %6, i8 noundef -56, i64 noundef 1125899906842624)
  call void @pk2_make(ptr dead_on_unwind writable sret(%struct.Pk2) align 1 %7, i8 noundef 3, i64 noundef -12345)
  call void @pk2_make(ptr dead_on_unwind writable sret(%struct.Pk2) align 1 %8, i8 noundef -1, i64 noundef 77)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %6, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %7, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %8, i64 9, i1 false)
  %73 = call i64 @pk2_sum(ptr noundef %9, ptr noundef %10, ptr noundef %11)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %73)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %12, ptr align 2 @__const.main.q, i64 8, i1 false)
  %75 = load i64, ptr %12, align 2
  %76 = call i64 @pk3_swap(i64 %75)
  store i64 %76, ptr %13, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %12, ptr align 2 %13, i64 8, i1 false)
  %77 = getelementptr inbounds %struct.Pk3, ptr %12, i32 0, i32 0
  %78 = load i8, ptr %77, align 2
  %79 = sext i8 %78 to i32
  %80 = getelementptr inbounds %struct.Pk3, ptr %12, i32 0, i32 2
  %81 = load i32, ptr %80, align 2
  %82 = getelementptr inbounds %struct.Pk3, ptr %12, i32 0, i32 3
  %83 = load i8, ptr %82, align 2
  %84 = sext i8 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %79, i32 noundef %81, i32 noundef %84)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 @__const.main.r, i64 7, i1 false)
  store i32 0, ptr %15, align 4
  br label %86

86:                                               ; preds = %90, %72
  %87 = load i32, ptr %15, align 4
  %88 = icmp slt i32 %87, 2
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 1 %14, i64 7, i1 false)
  call void @pk4_scale(ptr dead_on_unwind writable sret(%struct.Pk4) align 1 %16, ptr noundef %17, float noundef -2.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 %16, i64 7, i1 false)
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %15, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %15, align 4
  br label %86, !llvm.loop !12

93:                                               ; preds = %86
  %94 = getelementptr inbounds %struct.Pk4, ptr %14, i32 0, i32 0
  %95 = load i16, ptr %94, align 1
  %96 = sext i16 %95 to i32
  %97 = getelementptr inbounds %struct.Pk4, ptr %14, i32 0, i32 1
  %98 = load float, ptr %97, align 1
  %99 = fpext float %98 to double
  %100 = getelementptr inbounds %struct.Pk4, ptr %14, i32 0, i32 2
  %101 = load i8, ptr %100, align 1
  %102 = sext i8 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %96, double noundef %99, i32 noundef %102)
  store i32 0, ptr %19, align 4
  br label %104

104:                                              ; preds = %136, %93
  %105 = load i32, ptr %19, align 4
  %106 = icmp slt i32 %105, 5
  br i1 %106, label %107, label %139

107:                                              ; preds = %104
  %108 = load i32, ptr %19, align 4
  %109 = add nsw i32 107, %108
  %110 = trunc i32 %109 to i8
  %111 = load i32, ptr %19, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %112
  %114 = getelementptr inbounds %struct.Pk1, ptr %113, i32 0, i32 0
  store i8 %110, ptr %114, align 1
  %115 = load i32, ptr %19, align 4
  %116 = load i32, ptr %19, align 4
  %117 = mul nsw i32 %115, %116
  %118 = load i32, ptr %19, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %119
  %121 = getelementptr inbounds %struct.Pk1, ptr %120, i32 0, i32 1
  store i32 %117, ptr %121, align 1
  %122 = load i32, ptr %19, align 4
  %123 = sub nsw i32 %122, 2
  %124 = trunc i32 %123 to i16
  %125 = load i32, ptr %19, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %126
  %128 = getelementptr inbounds %struct.Pk1, ptr %127, i32 0, i32 2
  store i16 %124, ptr %128, align 1
  %129 = load i32, ptr %19, align 4
  %130 = sitofp i32 %129 to double
  %131 = fmul double %130, 5.000000e-01
  %132 = load i32, ptr %19, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %133
  %135 = getelementptr inbounds %struct.Pk1, ptr %134, i32 0, i32 3
  store double %131, ptr %135, align 1
  br label %136

136:                                              ; preds = %107
  %137 = load i32, ptr %19, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %19, align 4
  br label %104, !llvm.loop !13

139:                                              ; preds = %104
  %140 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 0
  call void @pk1_update(ptr noundef %140, i32 noundef 5)
  store i32 0, ptr %20, align 4
  br label %141

141:                                              ; preds = %169, %139
  %142 = load i32, ptr %20, align 4
  %143 = icmp slt i32 %142, 5
  br i1 %143, label %144, label %172

144:                                              ; preds = %141
  %145 = load i32, ptr %20, align 4
  %146 = load i32, ptr %20, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %147
  %149 = getelementptr inbounds %struct.Pk1, ptr %148, i32 0, i32 0
  %150 = load i8, ptr %149, align 1
  %151 = sext i8 %150 to i32
  %152 = load i32, ptr %20, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %153
  %155 = getelementptr inbounds %struct.Pk1, ptr %154, i32 0, i32 1
  %156 = load i32, ptr %155, align 1
  %157 = load i32, ptr %20, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %158
  %160 = getelementptr inbounds %struct.Pk1, ptr %159, i32 0, i32 2
  %161 = load i16, ptr %160, align 1
  %162 = sext i16 %161 to i32
  %163 = load i32, ptr %20, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 %164
  %166 = getelementptr inbounds %struct.Pk1, ptr %165, i32 0, i32 3
  %167 = load double, ptr %166, align 1
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %145, i32 noundef %151, i32 noundef %156, i32 noundef %162, double noundef %167)
  br label %169

169:                                              ; preds = %144
  %170 = load i32, ptr %20, align 4
  %171 = add nsw i32 %170, 2
  store i32 %171, ptr %20, align 4
  br label %141, !llvm.loop !14

172:                                              ; preds = %141
  %173 = getelementptr inbounds [5 x %struct.Pk1], ptr %18, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 %173, i64 15, i1 false)
  call void @haspk_wrap(ptr dead_on_unwind writable sret(%struct.HasPk) align 1 %21, i8 noundef 60, ptr noundef %22, i8 noundef 62)
  %174 = getelementptr inbounds %struct.HasPk, ptr %21, i32 0, i32 0
  %175 = load i8, ptr %174, align 1
  %176 = sext i8 %175 to i32
  %177 = getelementptr inbounds %struct.HasPk, ptr %21, i32 0, i32 1
  %178 = getelementptr inbounds %struct.Pk1, ptr %177, i32 0, i32 0
  %179 = load i8, ptr %178, align 1
  %180 = sext i8 %179 to i32
  %181 = getelementptr inbounds %struct.HasPk, ptr %21, i32 0, i32 1
  %182 = getelementptr inbounds %struct.Pk1, ptr %181, i32 0, i32 1
  %183 = load i32, ptr %182, align 1
  %184 = getelementptr inbounds %struct.HasPk, ptr %21, i32 0, i32 1
  %185 = getelementptr inbounds %struct.Pk1, ptr %184, i32 0, i32 3
  %186 = load double, ptr %185, align 1
  %187 = getelementptr inbounds %struct.HasPk, ptr %21, i32 0, i32 2
  %188 = load i8, ptr %187, align 1
  %189 = sext i8 %188 to i32
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %176, i32 noundef %180, i32 noundef %183, double noundef %186, i32 noundef %189)
  %191 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 0
  call void @nest_fill(ptr noundef %191, i32 noundef 4)
  %192 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 2
  call void @show_nest(ptr noundef @.str.8, ptr noundef %192)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 @__const.main.b, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 @__const.main.c, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %26, ptr align 2 @__const.main.d, i64 8, i1 false)
  %193 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %193, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %24, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 %25, i64 12, i1 false)
  %194 = load i64, ptr %26, align 2
  call void @nest_mix(ptr dead_on_unwind writable sret(%struct.Nest) align 8 %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, i64 %194)
  call void @show_nest(ptr noundef @.str.9, ptr noundef %27)
  store i32 0, ptr %31, align 4
  br label %195

195:                                              ; preds = %224, %172
  %196 = load i32, ptr %31, align 4
  %197 = icmp slt i32 %196, 4
  br i1 %197, label %198, label %227

198:                                              ; preds = %195
  %199 = load i32, ptr %31, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 %200
  %202 = load i32, ptr %31, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 %203
  %205 = load i32, ptr %31, align 4
  %206 = add nsw i32 %205, 1
  %207 = srem i32 %206, 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 %208
  %210 = getelementptr inbounds %struct.Nest, ptr %209, i32 0, i32 0
  %211 = load i32, ptr %31, align 4
  %212 = add nsw i32 %211, 2
  %213 = srem i32 %212, 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 %214
  %216 = getelementptr inbounds %struct.Nest, ptr %215, i32 0, i32 1
  %217 = load i32, ptr %31, align 4
  %218 = add nsw i32 %217, 3
  %219 = srem i32 %218, 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 %220
  %222 = getelementptr inbounds %struct.Nest, ptr %221, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %204, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %210, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 8 %216, i64 12, i1 false)
  %223 = load i64, ptr %222, align 4
  call void @nest_mix(ptr dead_on_unwind writable sret(%struct.Nest) align 8 %32, ptr noundef %33, ptr noundef %34, ptr noundef %35, i64 %223)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %201, ptr align 8 %32, i64 56, i1 false)
  br label %224

224:                                              ; preds = %198
  %225 = load i32, ptr %31, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %31, align 4
  br label %195, !llvm.loop !15

227:                                              ; preds = %195
  store i32 0, ptr %36, align 4
  br label %228

228:                                              ; preds = %235, %227
  %229 = load i32, ptr %36, align 4
  %230 = icmp slt i32 %229, 4
  br i1 %230, label %231, label %238

231:                                              ; preds = %228
  %232 = load i32, ptr %36, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 %233
  call void @show_nest(ptr noundef @.str.10, ptr noundef %234)
  br label %235

235:                                              ; preds = %231
  %236 = load i32, ptr %36, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %36, align 4
  br label %228, !llvm.loop !16

238:                                              ; preds = %228
  %239 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %239, i64 56, i1 false)
  %240 = getelementptr inbounds %struct.Nest, ptr %37, i32 0, i32 0
  %241 = getelementptr inbounds %struct.ArrD, ptr %240, i32 0, i32 0
  %242 = getelementptr inbounds [3 x i32], ptr %241, i64 0, i64 1
  store i32 999, ptr %242, align 4
  %243 = getelementptr inbounds %struct.Nest, ptr %37, i32 0, i32 0
  %244 = getelementptr inbounds %struct.ArrD, ptr %243, i32 0, i32 0
  %245 = getelementptr inbounds [3 x i32], ptr %244, i64 0, i64 1
  %246 = load i32, ptr %245, align 4
  %247 = getelementptr inbounds [4 x %struct.Nest], ptr %23, i64 0, i64 1
  %248 = getelementptr inbounds %struct.Nest, ptr %247, i32 0, i32 0
  %249 = getelementptr inbounds %struct.ArrD, ptr %248, i32 0, i32 0
  %250 = getelementptr inbounds [3 x i32], ptr %249, i64 0, i64 1
  %251 = load i32, ptr %250, align 4
  %252 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %246, i32 noundef %251)
  call void @llvm.memset.p0.i64(ptr align 4 %38, i8 0, i64 28, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %39, ptr align 2 @__const.main.n1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %40, ptr align 2 @__const.main.n2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %41, ptr align 2 @__const.main.n3, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %42, ptr align 2 @__const.main.n4, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 %38, i64 28, i1 false)
  %253 = load i64, ptr %39, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %43, ptr noundef %44, i64 %253)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %43, i64 28, i1 false)
  %254 = load i64, ptr %40, align 2
  %255 = call i64 @name_upper(i64 %254)
  store i64 %255, ptr %46, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %47, ptr align 4 %38, i64 28, i1 false)
  %256 = load i64, ptr %46, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %45, ptr noundef %47, i64 %256)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %45, i64 28, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %38, i64 28, i1 false)
  %257 = load i64, ptr %41, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %48, ptr noundef %49, i64 %257)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %48, i64 28, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 4 %38, i64 28, i1 false)
  %258 = load i64, ptr %42, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %50, ptr noundef %51, i64 %258)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %50, i64 28, i1 false)
  store i32 0, ptr %52, align 4
  br label %259

259:                                              ; preds = %279, %238
  %260 = load i32, ptr %52, align 4
  %261 = getelementptr inbounds %struct.Roster, ptr %38, i32 0, i32 1
  %262 = load i32, ptr %261, align 4
  %263 = icmp slt i32 %260, %262
  br i1 %263, label %264, label %282

264:                                              ; preds = %259
  %265 = getelementptr inbounds %struct.Roster, ptr %38, i32 0, i32 0
  %266 = load i32, ptr %52, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [3 x %struct.Name], ptr %265, i64 0, i64 %267
  %269 = getelementptr inbounds %struct.Name, ptr %268, i32 0, i32 0
  %270 = getelementptr inbounds [6 x i8], ptr %269, i64 0, i64 0
  %271 = getelementptr inbounds %struct.Roster, ptr %38, i32 0, i32 0
  %272 = load i32, ptr %52, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [3 x %struct.Name], ptr %271, i64 0, i64 %273
  %275 = getelementptr inbounds %struct.Name, ptr %274, i32 0, i32 1
  %276 = load i16, ptr %275, align 2
  %277 = sext i16 %276 to i32
  %278 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %270, i32 noundef %277)
  br label %279

279:                                              ; preds = %264
  %280 = load i32, ptr %52, align 4
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr %52, align 4
  br label %259, !llvm.loop !17

282:                                              ; preds = %259
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show_nest(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Nest, ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.ArrD, ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds [3 x i32], ptr %8, i64 0, i64 0
  %10 = load i32, ptr %9, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Nest, ptr %11, i32 0, i32 0
  %13 = getelementptr inbounds %struct.ArrD, ptr %12, i32 0, i32 0
  %14 = getelementptr inbounds [3 x i32], ptr %13, i64 0, i64 1
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Nest, ptr %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.ArrD, ptr %17, i32 0, i32 0
  %19 = getelementptr inbounds [3 x i32], ptr %18, i64 0, i64 2
  %20 = load i32, ptr %19, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.Nest, ptr %21, i32 0, i32 0
  %23 = getelementptr inbounds %struct.ArrD, ptr %22, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.Nest, ptr %25, i32 0, i32 1
  %27 = getelementptr inbounds %struct.Arr3F, ptr %26, i32 0, i32 0
  %28 = getelementptr inbounds [3 x float], ptr %27, i64 0, i64 0
  %29 = load float, ptr %28, align 8
  %30 = fpext float %29 to double
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.Nest, ptr %31, i32 0, i32 1
  %33 = getelementptr inbounds %struct.Arr3F, ptr %32, i32 0, i32 0
  %34 = getelementptr inbounds [3 x float], ptr %33, i64 0, i64 1
  %35 = load float, ptr %34, align 4
  %36 = fpext float %35 to double
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.Nest, ptr %37, i32 0, i32 1
  %39 = getelementptr inbounds %struct.Arr3F, ptr %38, i32 0, i32 0
  %40 = getelementptr inbounds [3 x float], ptr %39, i64 0, i64 2
  %41 = load float, ptr %40, align 8
  %42 = fpext float %41 to double
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds %struct.Nest, ptr %43, i32 0, i32 2
  %45 = getelementptr inbounds %struct.Name, ptr %44, i32 0, i32 0
  %46 = getelementptr inbounds [6 x i8], ptr %45, i64 0, i64 0
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.Nest, ptr %47, i32 0, i32 2
  %49 = getelementptr inbounds %struct.Name, ptr %48, i32 0, i32 1
  %50 = load i16, ptr %49, align 2
  %51 = sext i16 %50 to i32
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds %struct.Nest, ptr %52, i32 0, i32 3
  %54 = getelementptr inbounds [2 x i32], ptr %53, i64 0, i64 0
  %55 = load i32, ptr %54, align 4
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds %struct.Nest, ptr %56, i32 0, i32 3
  %58 = getelementptr inbounds [2 x i32], ptr %57, i64 0, i64 1
  %59 = load i32, ptr %58, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %5, i32 noundef %10, i32 noundef %15, i32 noundef %20, double noundef %24, double noundef %30, double noundef %36, double noundef %42, ptr noundef %46, i32 noundef %51, i32 noundef %55, i32 noundef %59)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}

; ModuleID = 'packed_nested.c'
source_filename = "packed_nested.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local void @pk1_step(ptr dead_on_unwind noalias writable sret(%struct.Pk1) align 1 %0, ptr noundef byval(%struct.Pk1) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 0
  %4 = load i8, ptr %3, align 8
  %5 = add i8 %4, 1
  store i8 %5, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 1
  %7 = load i32, ptr %6, align 1
  %8 = mul nsw i32 %7, -3
  store i32 %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 2
  %10 = load i16, ptr %9, align 1
  %11 = sext i16 %10 to i32
  %12 = add nsw i32 %11, 1000
  %13 = trunc i32 %12 to i16
  %14 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 2
  store i16 %13, ptr %14, align 1
  %15 = getelementptr inbounds %struct.Pk1, ptr %1, i32 0, i32 3
  %16 = load double, ptr %15, align 1
  %17 = fdiv double %16, 4.000000e+00
  store double %17, ptr %15, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 15, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pk2_make(ptr dead_on_unwind noalias writable sret(%struct.Pk2) align 1 %0, i8 noundef zeroext %1, i64 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  store i8 %1, ptr %4, align 1
  store i64 %2, ptr %5, align 8
  %6 = load i8, ptr %4, align 1
  %7 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 0
  store i8 %6, ptr %7, align 1
  %8 = load i64, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 1
  store i64 %8, ptr %9, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pk2_sum(ptr noundef byval(%struct.Pk2) align 8 %0, ptr noundef byval(%struct.Pk2) align 8 %1, ptr noundef byval(%struct.Pk2) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 0
  %5 = load i8, ptr %4, align 8
  %6 = zext i8 %5 to i32
  %7 = getelementptr inbounds %struct.Pk2, ptr %1, i32 0, i32 0
  %8 = load i8, ptr %7, align 8
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = getelementptr inbounds %struct.Pk2, ptr %2, i32 0, i32 0
  %12 = load i8, ptr %11, align 8
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.Pk2, ptr %0, i32 0, i32 1
  %17 = load i64, ptr %16, align 1
  %18 = add nsw i64 %15, %17
  %19 = getelementptr inbounds %struct.Pk2, ptr %1, i32 0, i32 1
  %20 = load i64, ptr %19, align 1
  %21 = sub nsw i64 %18, %20
  %22 = getelementptr inbounds %struct.Pk2, ptr %2, i32 0, i32 1
  %23 = load i64, ptr %22, align 1
  %24 = add nsw i64 %21, %23
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pk3_swap(ptr dead_on_unwind noalias writable sret(%struct.Pk3) align 2 %0, ptr noundef byval(%struct.Pk3) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.Pk3, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Pk3, ptr %1, i32 0, i32 3
  %5 = load i8, ptr %4, align 2
  store i8 %5, ptr %3, align 2
  %6 = getelementptr inbounds %struct.Pk3, ptr %0, i32 0, i32 2
  %7 = getelementptr inbounds %struct.Pk3, ptr %1, i32 0, i32 2
  %8 = load i32, ptr %7, align 2
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %6, align 2
  %10 = getelementptr inbounds %struct.Pk3, ptr %0, i32 0, i32 3
  %11 = getelementptr inbounds %struct.Pk3, ptr %1, i32 0, i32 0
  %12 = load i8, ptr %11, align 8
  store i8 %12, ptr %10, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pk4_scale(ptr dead_on_unwind noalias writable sret(%struct.Pk4) align 1 %0, ptr noundef byval(%struct.Pk4) align 8 %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  store float %2, ptr %4, align 4
  %5 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 0
  %6 = load i16, ptr %5, align 8
  %7 = sext i16 %6 to i32
  %8 = mul nsw i32 %7, 2
  %9 = trunc i32 %8 to i16
  %10 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 0
  store i16 %9, ptr %10, align 8
  %11 = load float, ptr %4, align 4
  %12 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 1
  %13 = load float, ptr %12, align 2
  %14 = fmul float %13, %11
  store float %14, ptr %12, align 2
  %15 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 2
  %16 = load i8, ptr %15, align 2
  %17 = sext i8 %16 to i32
  %18 = add nsw i32 %17, 1
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.Pk4, ptr %1, i32 0, i32 2
  store i8 %19, ptr %20, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 7, i1 false)
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
  br label %6, !llvm.loop !6

37:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @haspk_wrap(ptr dead_on_unwind noalias writable sret(%struct.HasPk) align 1 %0, i8 noundef signext %1, ptr noundef byval(%struct.Pk1) align 8 %2, i8 noundef signext %3) #0 {
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %1, ptr %5, align 1
  store i8 %3, ptr %6, align 1
  %7 = load i8, ptr %5, align 1
  %8 = getelementptr inbounds %struct.HasPk, ptr %0, i32 0, i32 0
  store i8 %7, ptr %8, align 1
  %9 = getelementptr inbounds %struct.HasPk, ptr %0, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %2, i64 15, i1 false)
  %10 = load i8, ptr %6, align 1
  %11 = getelementptr inbounds %struct.HasPk, ptr %0, i32 0, i32 2
  store i8 %10, ptr %11, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @arrd_rev(ptr dead_on_unwind noalias writable sret(%struct.ArrD) align 8 %0, ptr noundef byval(%struct.ArrD) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.ArrD, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 0
  %5 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 2
  %6 = load i32, ptr %5, align 8
  store i32 %6, ptr %3, align 4
  %7 = getelementptr inbounds i32, ptr %3, i64 1
  %8 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds [3 x i32], ptr %8, i64 0, i64 1
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %7, align 4
  %11 = getelementptr inbounds i32, ptr %3, i64 2
  %12 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 0
  %13 = getelementptr inbounds [3 x i32], ptr %12, i64 0, i64 0
  %14 = load i32, ptr %13, align 8
  store i32 %14, ptr %11, align 4
  %15 = getelementptr inbounds %struct.ArrD, ptr %0, i32 0, i32 1
  %16 = getelementptr inbounds %struct.ArrD, ptr %1, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fneg double %17
  store double %18, ptr %15, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { <2 x float>, float } @arr3f_add(<2 x float> %0, float %1, <2 x float> %2, float %3) #2 {
  %5 = alloca %struct.Arr3F, align 4
  %6 = alloca %struct.Arr3F, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.Arr3F, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca i32, align 4
  %11 = alloca { <2 x float>, float }, align 8
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  store <2 x float> %0, ptr %12, align 4
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  store float %1, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 12, i1 false)
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  store <2 x float> %2, ptr %14, align 4
  %15 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  store float %3, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %9, i64 12, i1 false)
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %31, %4
  %17 = load i32, ptr %10, align 4
  %18 = icmp slt i32 %17, 3
  br i1 %18, label %19, label %34

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.Arr3F, ptr %8, i32 0, i32 0
  %21 = load i32, ptr %10, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [3 x float], ptr %20, i64 0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds %struct.Arr3F, ptr %6, i32 0, i32 0
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x float], ptr %25, i64 0, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fadd float %29, %24
  store float %30, ptr %28, align 4
  br label %31

31:                                               ; preds = %19
  %32 = load i32, ptr %10, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %10, align 4
  br label %16, !llvm.loop !8

34:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  %35 = getelementptr inbounds %struct.Arr3F, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %35, i64 12, i1 false)
  %36 = load { <2 x float>, float }, ptr %11, align 8
  ret { <2 x float>, float } %36
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
  br label %5, !llvm.loop !9

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
define dso_local void @nest_mix(ptr dead_on_unwind noalias writable sret(%struct.Nest) align 8 %0, ptr noundef byval(%struct.Nest) align 8 %1, ptr noundef byval(%struct.ArrD) align 8 %2, <2 x float> %3, float %4, i64 %5) #2 {
  %7 = alloca %struct.Arr3F, align 4
  %8 = alloca { <2 x float>, float }, align 4
  %9 = alloca %struct.Name, align 2
  %10 = alloca %struct.ArrD, align 8
  %11 = alloca %struct.Arr3F, align 4
  %12 = alloca { <2 x float>, float }, align 8
  %13 = alloca { <2 x float>, float }, align 4
  %14 = alloca { <2 x float>, float }, align 8
  %15 = alloca %struct.Name, align 2
  %16 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  store <2 x float> %3, ptr %16, align 4
  %17 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  store float %4, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 12, i1 false)
  store i64 %5, ptr %9, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 56, i1 false)
  %18 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 0
  call void @arrd_rev(ptr dead_on_unwind writable sret(%struct.ArrD) align 8 %10, ptr noundef byval(%struct.ArrD) align 8 %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %10, i64 24, i1 false)
  %19 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.Nest, ptr %1, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %20, i64 12, i1 false)
  %21 = getelementptr inbounds { <2 x float>, float }, ptr %12, i32 0, i32 0
  %22 = load <2 x float>, ptr %21, align 8
  %23 = getelementptr inbounds { <2 x float>, float }, ptr %12, i32 0, i32 1
  %24 = load float, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %7, i64 12, i1 false)
  %25 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 0
  %26 = load <2 x float>, ptr %25, align 4
  %27 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 1
  %28 = load float, ptr %27, align 4
  %29 = call { <2 x float>, float } @arr3f_add(<2 x float> %22, float %24, <2 x float> %26, float %28)
  %30 = getelementptr inbounds %struct.Arr3F, ptr %11, i32 0, i32 0
  store { <2 x float>, float } %29, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 8 %14, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 4 %11, i64 12, i1 false)
  %31 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 2
  %32 = load i64, ptr %9, align 2
  %33 = call i64 @name_upper(i64 %32)
  store i64 %33, ptr %15, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 2 %15, i64 8, i1 false)
  %34 = getelementptr inbounds %struct.Nest, ptr %1, i32 0, i32 0
  %35 = getelementptr inbounds %struct.ArrD, ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds [3 x i32], ptr %35, i64 0, i64 0
  %37 = load i32, ptr %36, align 8
  %38 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 3
  %39 = getelementptr inbounds [2 x i32], ptr %38, i64 0, i64 0
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %40, %37
  store i32 %41, ptr %39, align 4
  %42 = getelementptr inbounds %struct.ArrD, ptr %2, i32 0, i32 0
  %43 = getelementptr inbounds [3 x i32], ptr %42, i64 0, i64 2
  %44 = load i32, ptr %43, align 8
  %45 = getelementptr inbounds %struct.Nest, ptr %0, i32 0, i32 3
  %46 = getelementptr inbounds [2 x i32], ptr %45, i64 0, i64 1
  %47 = load i32, ptr %46, align 4
  %48 = sub nsw i32 %47, %44
  store i32 %48, ptr %46, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @roster_add(ptr dead_on_unwind noalias writable sret(%struct.Roster) align 4 %0, ptr noundef byval(%struct.Roster) align 8 %1, i64 %2) #0 {
  %4 = alloca %struct.Name, align 2
  store i64 %2, ptr %4, align 2
  %5 = getelementptr inbounds %struct.Roster, ptr %1, i32 0, i32 1
  %6 = load i32, ptr %5, align 8
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %15

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.Roster, ptr %1, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Roster, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %10, align 8
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [3 x %struct.Name], ptr %9, i64 0, i64 %13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 2 %4, i64 8, i1 false)
  br label %15

15:                                               ; preds = %8, %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 28, i1 false)
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
  br label %13, !llvm.loop !10

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
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %47, i64 noundef 6, ptr noundef @.str, i32 noundef %49) #6
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
  br label %8, !llvm.loop !11

69:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #2 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pk1, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Pk1, align 1
  %5 = alloca %struct.Pk2, align 8
  %6 = alloca %struct.Pk2, align 8
  %7 = alloca %struct.Pk2, align 8
  %8 = alloca %struct.Pk3, align 8
  %9 = alloca %struct.Pk3, align 2
  %10 = alloca %struct.Pk4, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Pk4, align 1
  %13 = alloca [5 x %struct.Pk1], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.HasPk, align 1
  %17 = alloca %struct.Pk1, align 8
  %18 = alloca [4 x %struct.Nest], align 16
  %19 = alloca %struct.ArrD, align 8
  %20 = alloca %struct.Arr3F, align 4
  %21 = alloca %struct.Name, align 2
  %22 = alloca %struct.Nest, align 8
  %23 = alloca { <2 x float>, float }, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.Nest, align 8
  %26 = alloca { <2 x float>, float }, align 8
  %27 = alloca i32, align 4
  %28 = alloca %struct.Nest, align 8
  %29 = alloca %struct.Roster, align 8
  %30 = alloca %struct.Name, align 2
  %31 = alloca %struct.Name, align 2
  %32 = alloca %struct.Name, align 2
  %33 = alloca %struct.Name, align 2
  %34 = alloca %struct.Roster, align 4
  %35 = alloca %struct.Roster, align 4
  %36 = alloca %struct.Name, align 2
  %37 = alloca %struct.Roster, align 4
  %38 = alloca %struct.Roster, align 4
  %39 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 15, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 17, i32 noundef 56, i32 noundef 28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.p, i64 15, i1 false)
  store i32 0, ptr %3, align 4
  br label %41

41:                                               ; preds = %56, %0
  %42 = load i32, ptr %3, align 4
  %43 = icmp slt i32 %42, 3
  br i1 %43, label %44, label %59

44:                                               ; preds = %41
  call void @pk1_step(ptr dead_on_unwind writable sret(%struct.Pk1) align 1 %4, ptr noundef byval(%struct.Pk1) align 8 %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %4, i64 15, i1 false)
  %45 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 0
  %46 = load i8, ptr %45, align 1
  %47 = sext i8 %46 to i32
  %48 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 1
  %49 = load i32, ptr %48, align 1
  %50 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 2
  %51 = load i16, ptr %50, align 1
  %52 = sext i16 %51 to i32
  %53 = getelementptr inbounds %struct.Pk1, ptr %2, i32 0, i32 3
  %54 = load double, ptr %53, align 1
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %47, i32 noundef %49, i32 noundef %52, double noundef %54)
  br label %56

56:                                               ; preds = %44
  %57 = load i32, ptr %3, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %3, align 4
  br label %41, !llvm.loop !12

59:                                               ; preds = %41
  call void @pk2_make(ptr dead_on_unwind writable sret(%struct.Pk2) align 1 %5, i8 noundef zeroext -56, i64 noundef 1125899906842624)
  call void @pk2_make(ptr dead_on_unwind writable sret(%struct.Pk2) align 1 %6, i8 noundef zeroext 3, i64 noundef -12345)
  call void @pk2_make(ptr dead_on_unwind writable sret(%struct.Pk2) align 1 %7, i8 noundef zeroext -1, i64 noundef 77)
  %60 = call i64 @pk2_sum(ptr noundef byval(%struct.Pk2) align 8 %5, ptr noundef byval(%struct.Pk2) align 8 %6, ptr noundef byval(%struct.Pk2) align 8 %7)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.main.q, i64 8, i1 false)
  call void @pk3_swap(ptr dead_on_unwind writable sret(%struct.Pk3) align 2 %9, ptr noundef byval(%struct.Pk3) align 8 %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 %9, i64 8, i1 false)
  %62 = getelementptr inbounds %struct.Pk3, ptr %8, i32 0, i32 0
  %63 = load i8, ptr %62, align 2
  %64 = sext i8 %63 to i32
  %65 = getelementptr inbounds %struct.Pk3, ptr %8, i32 0, i32 2
  %66 = load i32, ptr %65, align 2
  %67 = getelementptr inbounds %struct.Pk3, ptr %8, i32 0, i32 3
  %68 = load i8, ptr %67, align 2
  %69 = sext i8 %68 to i32
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %64, i32 noundef %66, i32 noundef %69)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.r, i64 7, i1 false)
  store i32 0, ptr %11, align 4
  br label %71

71:                                               ; preds = %75, %59
  %72 = load i32, ptr %11, align 4
  %73 = icmp slt i32 %72, 2
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  call void @pk4_scale(ptr dead_on_unwind writable sret(%struct.Pk4) align 1 %12, ptr noundef byval(%struct.Pk4) align 8 %10, float noundef -2.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %12, i64 7, i1 false)
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %11, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %11, align 4
  br label %71, !llvm.loop !13

78:                                               ; preds = %71
  %79 = getelementptr inbounds %struct.Pk4, ptr %10, i32 0, i32 0
  %80 = load i16, ptr %79, align 1
  %81 = sext i16 %80 to i32
  %82 = getelementptr inbounds %struct.Pk4, ptr %10, i32 0, i32 1
  %83 = load float, ptr %82, align 1
  %84 = fpext float %83 to double
  %85 = getelementptr inbounds %struct.Pk4, ptr %10, i32 0, i32 2
  %86 = load i8, ptr %85, align 1
  %87 = sext i8 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %81, double noundef %84, i32 noundef %87)
  store i32 0, ptr %14, align 4
  br label %89

89:                                               ; preds = %121, %78
  %90 = load i32, ptr %14, align 4
  %91 = icmp slt i32 %90, 5
  br i1 %91, label %92, label %124

92:                                               ; preds = %89
  %93 = load i32, ptr %14, align 4
  %94 = add nsw i32 107, %93
  %95 = trunc i32 %94 to i8
  %96 = load i32, ptr %14, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %97
  %99 = getelementptr inbounds %struct.Pk1, ptr %98, i32 0, i32 0
  store i8 %95, ptr %99, align 1
  %100 = load i32, ptr %14, align 4
  %101 = load i32, ptr %14, align 4
  %102 = mul nsw i32 %100, %101
  %103 = load i32, ptr %14, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %104
  %106 = getelementptr inbounds %struct.Pk1, ptr %105, i32 0, i32 1
  store i32 %102, ptr %106, align 1
  %107 = load i32, ptr %14, align 4
  %108 = sub nsw i32 %107, 2
  %109 = trunc i32 %108 to i16
  %110 = load i32, ptr %14, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.Pk1, ptr %112, i32 0, i32 2
  store i16 %109, ptr %113, align 1
  %114 = load i32, ptr %14, align 4
  %115 = sitofp i32 %114 to double
  %116 = fmul double %115, 5.000000e-01
  %117 = load i32, ptr %14, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %118
  %120 = getelementptr inbounds %struct.Pk1, ptr %119, i32 0, i32 3
  store double %116, ptr %120, align 1
  br label %121

121:                                              ; preds = %92
  %122 = load i32, ptr %14, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %14, align 4
  br label %89, !llvm.loop !14

124:                                              ; preds = %89
  %125 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 0
  call void @pk1_update(ptr noundef %125, i32 noundef 5)
  store i32 0, ptr %15, align 4
  br label %126

126:                                              ; preds = %154, %124
  %127 = load i32, ptr %15, align 4
  %128 = icmp slt i32 %127, 5
  br i1 %128, label %129, label %157

129:                                              ; preds = %126
  %130 = load i32, ptr %15, align 4
  %131 = load i32, ptr %15, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %132
  %134 = getelementptr inbounds %struct.Pk1, ptr %133, i32 0, i32 0
  %135 = load i8, ptr %134, align 1
  %136 = sext i8 %135 to i32
  %137 = load i32, ptr %15, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %138
  %140 = getelementptr inbounds %struct.Pk1, ptr %139, i32 0, i32 1
  %141 = load i32, ptr %140, align 1
  %142 = load i32, ptr %15, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %143
  %145 = getelementptr inbounds %struct.Pk1, ptr %144, i32 0, i32 2
  %146 = load i16, ptr %145, align 1
  %147 = sext i16 %146 to i32
  %148 = load i32, ptr %15, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 %149
  %151 = getelementptr inbounds %struct.Pk1, ptr %150, i32 0, i32 3
  %152 = load double, ptr %151, align 1
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %130, i32 noundef %136, i32 noundef %141, i32 noundef %147, double noundef %152)
  br label %154

154:                                              ; preds = %129
  %155 = load i32, ptr %15, align 4
  %156 = add nsw i32 %155, 2
  store i32 %156, ptr %15, align 4
  br label %126, !llvm.loop !15

157:                                              ; preds = %126
  %158 = getelementptr inbounds [5 x %struct.Pk1], ptr %13, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 1 %158, i64 15, i1 false)
  call void @haspk_wrap(ptr dead_on_unwind writable sret(%struct.HasPk) align 1 %16, i8 noundef signext 60, ptr noundef byval(%struct.Pk1) align 8 %17, i8 noundef signext 62)
  %159 = getelementptr inbounds %struct.HasPk, ptr %16, i32 0, i32 0
  %160 = load i8, ptr %159, align 1
  %161 = sext i8 %160 to i32
  %162 = getelementptr inbounds %struct.HasPk, ptr %16, i32 0, i32 1
  %163 = getelementptr inbounds %struct.Pk1, ptr %162, i32 0, i32 0
  %164 = load i8, ptr %163, align 1
  %165 = sext i8 %164 to i32
  %166 = getelementptr inbounds %struct.HasPk, ptr %16, i32 0, i32 1
  %167 = getelementptr inbounds %struct.Pk1, ptr %166, i32 0, i32 1
  %168 = load i32, ptr %167, align 1
  %169 = getelementptr inbounds %struct.HasPk, ptr %16, i32 0, i32 1
  %170 = getelementptr inbounds %struct.Pk1, ptr %169, i32 0, i32 3
  %171 = load double, ptr %170, align 1
  %172 = getelementptr inbounds %struct.HasPk, ptr %16, i32 0, i32 2
  %173 = load i8, ptr %172, align 1
  %174 = sext i8 %173 to i32
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %161, i32 noundef %165, i32 noundef %168, double noundef %171, i32 noundef %174)
  %176 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 0
  call void @nest_fill(ptr noundef %176, i32 noundef 4)
  %177 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 2
  call void @show_nest(ptr noundef @.str.8, ptr noundef %177)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.b, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.main.c, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 @__const.main.d, i64 8, i1 false)
  %178 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %20, i64 12, i1 false)
  %179 = getelementptr inbounds { <2 x float>, float }, ptr %23, i32 0, i32 0
  %180 = load <2 x float>, ptr %179, align 4
  %181 = getelementptr inbounds { <2 x float>, float }, ptr %23, i32 0, i32 1
  %182 = load float, ptr %181, align 4
  %183 = load i64, ptr %21, align 2
  call void @nest_mix(ptr dead_on_unwind writable sret(%struct.Nest) align 8 %22, ptr noundef byval(%struct.Nest) align 8 %178, ptr noundef byval(%struct.ArrD) align 8 %19, <2 x float> %180, float %182, i64 %183)
  call void @show_nest(ptr noundef @.str.9, ptr noundef %22)
  store i32 0, ptr %24, align 4
  br label %184

184:                                              ; preds = %217, %157
  %185 = load i32, ptr %24, align 4
  %186 = icmp slt i32 %185, 4
  br i1 %186, label %187, label %220

187:                                              ; preds = %184
  %188 = load i32, ptr %24, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 %189
  %191 = load i32, ptr %24, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 %192
  %194 = load i32, ptr %24, align 4
  %195 = add nsw i32 %194, 1
  %196 = srem i32 %195, 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 %197
  %199 = getelementptr inbounds %struct.Nest, ptr %198, i32 0, i32 0
  %200 = load i32, ptr %24, align 4
  %201 = add nsw i32 %200, 2
  %202 = srem i32 %201, 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 %203
  %205 = getelementptr inbounds %struct.Nest, ptr %204, i32 0, i32 1
  %206 = load i32, ptr %24, align 4
  %207 = add nsw i32 %206, 3
  %208 = srem i32 %207, 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 %209
  %211 = getelementptr inbounds %struct.Nest, ptr %210, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %205, i64 12, i1 false)
  %212 = getelementptr inbounds { <2 x float>, float }, ptr %26, i32 0, i32 0
  %213 = load <2 x float>, ptr %212, align 8
  %214 = getelementptr inbounds { <2 x float>, float }, ptr %26, i32 0, i32 1
  %215 = load float, ptr %214, align 8
  %216 = load i64, ptr %211, align 4
  call void @nest_mix(ptr dead_on_unwind writable sret(%struct.Nest) align 8 %25, ptr noundef byval(%struct.Nest) align 8 %193, ptr noundef byval(%struct.ArrD) align 8 %199, <2 x float> %213, float %215, i64 %216)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %190, ptr align 8 %25, i64 56, i1 false)
  br label %217

217:                                              ; preds = %187
  %218 = load i32, ptr %24, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %24, align 4
  br label %184, !llvm.loop !16

220:                                              ; preds = %184
  store i32 0, ptr %27, align 4
  br label %221

221:                                              ; preds = %228, %220
  %222 = load i32, ptr %27, align 4
  %223 = icmp slt i32 %222, 4
  br i1 %223, label %224, label %231

224:                                              ; preds = %221
  %225 = load i32, ptr %27, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 %226
  call void @show_nest(ptr noundef @.str.10, ptr noundef %227)
  br label %228

228:                                              ; preds = %224
  %229 = load i32, ptr %27, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %27, align 4
  br label %221, !llvm.loop !17

231:                                              ; preds = %221
  %232 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %232, i64 56, i1 false)
  %233 = getelementptr inbounds %struct.Nest, ptr %28, i32 0, i32 0
  %234 = getelementptr inbounds %struct.ArrD, ptr %233, i32 0, i32 0
  %235 = getelementptr inbounds [3 x i32], ptr %234, i64 0, i64 1
  store i32 999, ptr %235, align 4
  %236 = getelementptr inbounds %struct.Nest, ptr %28, i32 0, i32 0
  %237 = getelementptr inbounds %struct.ArrD, ptr %236, i32 0, i32 0
  %238 = getelementptr inbounds [3 x i32], ptr %237, i64 0, i64 1
  %239 = load i32, ptr %238, align 4
  %240 = getelementptr inbounds [4 x %struct.Nest], ptr %18, i64 0, i64 1
  %241 = getelementptr inbounds %struct.Nest, ptr %240, i32 0, i32 0
  %242 = getelementptr inbounds %struct.ArrD, ptr %241, i32 0, i32 0
  %243 = getelementptr inbounds [3 x i32], ptr %242, i64 0, i64 1
  %244 = load i32, ptr %243, align 4
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %239, i32 noundef %244)
  call void @llvm.memset.p0.i64(ptr align 4 %29, i8 0, i64 28, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %30, ptr align 2 @__const.main.n1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %31, ptr align 2 @__const.main.n2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %32, ptr align 2 @__const.main.n3, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %33, ptr align 2 @__const.main.n4, i64 8, i1 false)
  %246 = load i64, ptr %30, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %34, ptr noundef byval(%struct.Roster) align 8 %29, i64 %246)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %34, i64 28, i1 false)
  %247 = load i64, ptr %31, align 2
  %248 = call i64 @name_upper(i64 %247)
  store i64 %248, ptr %36, align 2
  %249 = load i64, ptr %36, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %35, ptr noundef byval(%struct.Roster) align 8 %29, i64 %249)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %35, i64 28, i1 false)
  %250 = load i64, ptr %32, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %37, ptr noundef byval(%struct.Roster) align 8 %29, i64 %250)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %37, i64 28, i1 false)
  %251 = load i64, ptr %33, align 2
  call void @roster_add(ptr dead_on_unwind writable sret(%struct.Roster) align 4 %38, ptr noundef byval(%struct.Roster) align 8 %29, i64 %251)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %38, i64 28, i1 false)
  store i32 0, ptr %39, align 4
  br label %252

252:                                              ; preds = %272, %231
  %253 = load i32, ptr %39, align 4
  %254 = getelementptr inbounds %struct.Roster, ptr %29, i32 0, i32 1
  %255 = load i32, ptr %254, align 4
  %256 = icmp slt i32 %253, %255
  br i1 %256, label %257, label %275

257:                                              ; preds = %252
  %258 = getelementptr inbounds %struct.Roster, ptr %29, i32 0, i32 0
  %259 = load i32, ptr %39, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [3 x %struct.Name], ptr %258, i64 0, i64 %260
  %262 = getelementptr inbounds %struct.Name, ptr %261, i32 0, i32 0
  %263 = getelementptr inbounds [6 x i8], ptr %262, i64 0, i64 0
  %264 = getelementptr inbounds %struct.Roster, ptr %29, i32 0, i32 0
  %265 = load i32, ptr %39, align 4
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [3 x %struct.Name], ptr %264, i64 0, i64 %266
  %268 = getelementptr inbounds %struct.Name, ptr %267, i32 0, i32 1
  %269 = load i16, ptr %268, align 2
  %270 = sext i16 %269 to i32
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %263, i32 noundef %270)
  br label %272

272:                                              ; preds = %257
  %273 = load i32, ptr %39, align 4
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr %39, align 4
  br label %252, !llvm.loop !18

275:                                              ; preds = %252
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #5

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!18 = distinct !{!18, !7}

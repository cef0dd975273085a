; ModuleID = 'manyargs.c'
source_filename = "manyargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.dpair = type { double, double }

@.str = private unnamed_addr constant [16 x i8] c"many_ints=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"many_doubles=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Zed\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"mixed=%.4f x=%d y=%d\0A\00", align 1
@__const.main.c = private unnamed_addr constant %struct.dpair { double 1.500000e+00, double 2.000000e+00 }, align 8
@__const.main.f = private unnamed_addr constant %struct.dpair { double 2.500000e+00, double 3.000000e+00 }, align 8
@.str.4 = private unnamed_addr constant [19 x i8] c"structs r=(%d,%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"outputs sum=%d prod=%d w=%lld avg=%.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"indirect acc=%.5f\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"loop ints=%lld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -225485783040, 225485782936) i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13) local_unnamed_addr #0 {
  %15 = sext i32 %0 to i64
  %16 = sext i32 %1 to i64
  %17 = shl nsw i64 %16, 1
  %18 = add nsw i64 %17, %15
  %19 = sext i32 %2 to i64
  %20 = mul nsw i64 %19, 3
  %21 = add nsw i64 %18, %20
  %22 = sext i32 %3 to i64
  %23 = shl nsw i64 %22, 2
  %24 = add nsw i64 %21, %23
  %25 = sext i32 %4 to i64
  %26 = mul nsw i64 %25, 5
  %27 = add nsw i64 %24, %26
  %28 = sext i32 %5 to i64
  %29 = mul nsw i64 %28, 6
  %30 = add nsw i64 %27, %29
  %31 = sext i32 %6 to i64
  %32 = mul nsw i64 %31, 7
  %33 = add nsw i64 %30, %32
  %34 = sext i32 %7 to i64
  %35 = shl nsw i64 %34, 3
  %36 = add nsw i64 %33, %35
  %37 = sext i32 %8 to i64
  %38 = mul nsw i64 %37, 9
  %39 = add nsw i64 %36, %38
  %40 = sext i32 %9 to i64
  %41 = mul nsw i64 %40, 10
  %42 = add nsw i64 %39, %41
  %43 = sext i32 %10 to i64
  %44 = mul nsw i64 %43, 11
  %45 = add nsw i64 %42, %44
  %46 = sext i32 %11 to i64
  %47 = mul nsw i64 %46, 12
  %48 = add nsw i64 %45, %47
  %49 = sext i32 %12 to i64
  %50 = mul nsw i64 %49, 13
  %51 = add nsw i64 %48, %50
  %52 = sext i32 %13 to i64
  %53 = mul nsw i64 %52, 14
  %54 = add nsw i64 %51, %53
  ret i64 %54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @many_doubles(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11) local_unnamed_addr #0 {
  %13 = fsub double %0, %1
  %14 = fadd double %13, %2
  %15 = fsub double %14, %3
  %16 = fadd double %15, %4
  %17 = fsub double %16, %5
  %18 = fadd double %17, %6
  %19 = fsub double %18, %7
  %20 = fadd double %19, %8
  %21 = fsub double %20, %9
  %22 = fadd double %21, %10
  %23 = fsub double %22, %11
  %24 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %23)
  ret double %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local double @mixed(i32 noundef %0, double noundef %1, ptr nocapture noundef %2, float noundef %3, i64 noundef %4, double noundef %5, i8 noundef %6, ptr nocapture noundef readonly %7, i32 noundef %8, double noundef %9, i16 noundef %10, double noundef %11, ptr nocapture noundef %12, float noundef %13, double noundef %14, double noundef %15, double noundef %16, double noundef %17, double noundef %18, i8 noundef %19, double noundef %20) local_unnamed_addr #2 {
  %22 = sitofp i32 %0 to double
  %23 = fadd double %22, %1
  %24 = load i32, ptr %2, align 4, !tbaa !5
  %25 = sitofp i32 %24 to double
  %26 = fadd double %23, %25
  %27 = fpext float %3 to double
  %28 = fadd double %26, %27
  %29 = sitofp i64 %4 to double
  %30 = fadd double %28, %29
  %31 = fadd double %30, %5
  %32 = sitofp i8 %6 to double
  %33 = fadd double %31, %32
  %34 = load i8, ptr %7, align 1, !tbaa !9
  %35 = sitofp i8 %34 to double
  %36 = fadd double %33, %35
  %37 = sitofp i32 %8 to double
  %38 = fadd double %36, %37
  %39 = fadd double %38, %9
  %40 = sitofp i16 %10 to double
  %41 = fadd double %39, %40
  %42 = fadd double %41, %11
  %43 = load i32, ptr %12, align 4, !tbaa !5
  %44 = sitofp i32 %43 to double
  %45 = fadd double %42, %44
  %46 = fpext float %13 to double
  %47 = fadd double %45, %46
  %48 = fmul double %15, 3.000000e+00
  %49 = tail call double @llvm.fmuladd.f64(double %14, double 2.000000e+00, double %48)
  %50 = tail call double @llvm.fmuladd.f64(double %16, double 4.000000e+00, double %49)
  %51 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %50)
  %52 = tail call double @llvm.fmuladd.f64(double %18, double 6.000000e+00, double %51)
  %53 = uitofp i8 %19 to double
  %54 = fadd double %52, %53
  %55 = tail call double @llvm.fmuladd.f64(double %20, double 7.000000e+00, double %54)
  %56 = fadd double %55, %47
  %57 = add nsw i32 %24, 1
  store i32 %57, ptr %2, align 4, !tbaa !5
  %58 = load i32, ptr %12, align 4, !tbaa !5
  %59 = add nsw i32 %58, -1
  store i32 %59, ptr %12, align 4, !tbaa !5
  ret double %56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @structs_and_more(i64 %0, i64 %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i64 %7, double noundef %8, ptr nocapture noundef readonly %9, i32 noundef %10, i64 %11) local_unnamed_addr #4 {
  %13 = trunc i64 %0 to i32
  %14 = lshr i64 %0, 32
  %15 = trunc nuw i64 %14 to i32
  %16 = trunc i64 %1 to i32
  %17 = lshr i64 %1, 32
  %18 = trunc nuw i64 %17 to i32
  %19 = trunc i64 %7 to i32
  %20 = lshr i64 %7, 32
  %21 = trunc nuw i64 %20 to i32
  %22 = trunc i64 %11 to i32
  %23 = lshr i64 %11, 32
  %24 = trunc nuw i64 %23 to i32
  %25 = add nsw i32 %16, %13
  %26 = load double, ptr %2, align 8, !tbaa !10
  %27 = load double, ptr %9, align 8, !tbaa !10
  %28 = fadd double %26, %27
  %29 = fadd double %28, %8
  %30 = fptosi double %29 to i32
  %31 = add i32 %25, %3
  %32 = add i32 %31, %5
  %33 = add i32 %32, %19
  %34 = add i32 %33, %10
  %35 = add i32 %34, %22
  %36 = add nsw i32 %35, %30
  %37 = add nsw i32 %18, %15
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %9, i64 8
  %41 = load double, ptr %40, align 8, !tbaa !13
  %42 = fmul double %39, %41
  %43 = fptosi double %42 to i32
  %44 = add i32 %37, %4
  %45 = add i32 %44, %6
  %46 = add i32 %45, %21
  %47 = add i32 %46, %24
  %48 = add nsw i32 %47, %43
  %49 = zext i32 %48 to i64
  %50 = shl nuw i64 %49, 32
  %51 = zext i32 %36 to i64
  %52 = or disjoint i64 %50, %51
  ret i64 %52
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @outputs(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr nocapture noundef %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8, ptr nocapture noundef writeonly %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #2 {
  %13 = add nsw i32 %1, %0
  %14 = add nsw i32 %13, %2
  %15 = add nsw i32 %14, %3
  %16 = add nsw i32 %15, %4
  %17 = add nsw i32 %16, %5
  %18 = add nsw i32 %17, %10
  %19 = add nsw i32 %18, %11
  store i32 %19, ptr %6, align 4, !tbaa !5
  %20 = mul nsw i32 %1, %0
  %21 = mul nsw i32 %20, %2
  %22 = mul nsw i32 %21, %3
  %23 = mul nsw i32 %22, %4
  %24 = mul nsw i32 %23, %5
  %25 = mul nsw i32 %24, %10
  %26 = mul nsw i32 %25, %11
  store i32 %26, ptr %7, align 4, !tbaa !5
  %27 = sext i32 %0 to i64
  %28 = mul nsw i32 %1, 10
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %29, %27
  %31 = mul nsw i32 %2, 100
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %30, %32
  %34 = mul nsw i32 %3, 1000
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %33, %35
  %37 = sext i32 %4 to i64
  %38 = mul nsw i64 %37, 10000
  %39 = add nsw i64 %36, %38
  %40 = sext i32 %5 to i64
  %41 = mul nsw i64 %40, 100000
  %42 = add nsw i64 %39, %41
  %43 = sext i32 %10 to i64
  %44 = mul nsw i64 %43, 1000000
  %45 = add nsw i64 %42, %44
  %46 = sext i32 %11 to i64
  %47 = mul nsw i64 %46, 10000000
  %48 = add nsw i64 %45, %47
  store i64 %48, ptr %8, align 8, !tbaa !14
  %49 = load i32, ptr %6, align 4, !tbaa !5
  %50 = sitofp i32 %49 to double
  %51 = fmul double %50, 1.250000e-01
  store double %51, ptr %9, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = tail call i64 @many_ints(i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12, i32 noundef 13, i32 noundef -14)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef %7)
  %8 = tail call double @many_doubles(double noundef 1.500000e+00, double noundef 2.250000e+00, double noundef 3.125000e+00, double noundef 4.000000e+00, double noundef 5.500000e+00, double noundef 6.750000e+00, double noundef 7.000000e+00, double noundef 8.500000e+00, double noundef 9.250000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01, double noundef 1.275000e+01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store i32 10, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  store i32 20, ptr %2, align 4, !tbaa !5
  %9 = call double @mixed(i32 noundef 1, double noundef 2.500000e+00, ptr noundef nonnull %1, float noundef 3.250000e+00, i64 noundef 4000000000, double noundef 5.500000e+00, i8 noundef 65, ptr noundef nonnull @.str.2, i32 noundef -7, double noundef 8.125000e+00, i16 noundef -300, double noundef 9.000000e+00, ptr noundef nonnull %2, float noundef 7.500000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, i8 noundef -56, double noundef 6.000000e+00)
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = load i32, ptr %2, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %9, i32 noundef %10, i32 noundef %11)
  %12 = tail call i64 @structs_and_more(i64 8589934593, i64 17179869187, ptr noundef nonnull @__const.main.c, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i64 25769803781, double noundef 7.500000e-01, ptr noundef nonnull @__const.main.f, i32 noundef 50, i64 34359738375)
  %13 = trunc i64 %12 to i32
  %14 = lshr i64 %12, 32
  %15 = trunc nuw i64 %14 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %13, i32 noundef %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  call void @outputs(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 7, i32 noundef 8)
  %16 = load i32, ptr %3, align 4, !tbaa !5
  %17 = load i32, ptr %4, align 4, !tbaa !5
  %18 = load i64, ptr %5, align 8, !tbaa !14
  %19 = load double, ptr %6, align 8, !tbaa !16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %16, i32 noundef %17, i64 noundef %18, double noundef %19)
  %20 = tail call double @many_doubles(double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 0.000000e+00)
  %21 = fadd double %20, 0.000000e+00
  %22 = tail call double @many_doubles(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 2.500000e-01)
  %23 = fadd double %21, %22
  %24 = tail call double @many_doubles(double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 5.000000e-01)
  %25 = fadd double %23, %24
  %26 = tail call double @many_doubles(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 6.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 7.500000e-01)
  %27 = fadd double %25, %26
  %28 = tail call double @many_doubles(double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 8.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 1.000000e+00)
  %29 = fadd double %27, %28
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef %29)
  br label %31

30:                                               ; preds = %31
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i64 noundef %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i32 0

31:                                               ; preds = %0, %31
  %32 = phi i32 [ 0, %0 ], [ %37, %31 ]
  %33 = phi i64 [ 0, %0 ], [ %36, %31 ]
  %34 = mul nsw i32 %32, -3
  %35 = tail call i64 @many_ints(i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %32, i32 noundef %34)
  %36 = add nsw i64 %35, %33
  %37 = add nuw nsw i32 %32, 1
  %38 = icmp eq i32 %37, 10
  br i1 %38, label %30, label %31, !llvm.loop !17
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #6 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10
  %4 = load ptr, ptr %2, align 8, !tbaa !19
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !12, i64 0}
!11 = !{!"dpair", !12, i64 0, !12, i64 8}
!12 = !{!"double", !7, i64 0}
!13 = !{!11, !12, i64 8}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = !{!12, !12, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}

; ModuleID = 'manyargs_mix.c'
source_filename = "manyargs_mix.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Cx = type { double, double }
%struct.Big = type { [3 x i64] }
%struct.Acc = type { double, i64, i32 }

@__const.main.c2 = private unnamed_addr constant %struct.Cx { double -2.000000e+00, double 3.000000e+00 }, align 8
@__const.main.b1 = private unnamed_addr constant %struct.Big { [3 x i64] [i64 100, i64 200, i64 300] }, align 8
@__const.main.b2 = private unnamed_addr constant %struct.Big { [3 x i64] [i64 -1, i64 -2, i64 -3] }, align 8
@g_counter = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [48 x i8] c"wide direct sum=%.6f isum=%lld calls=%d ctr=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"wide via ptr sum=%.6f isum=%lld calls=%d ctr=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"rec16(%d) = %.6f\0A\00", align 1
@__const.main.start = private unnamed_addr constant %struct.Big { [3 x i64] [i64 1, i64 2, i64 3] }, align 8
@__const.main.bias = private unnamed_addr constant %struct.Big { [3 x i64] [i64 700, i64 -350, i64 1400] }, align 8
@__const.main.scale = private unnamed_addr constant %struct.Cx { double 1.600000e+01, double 5.000000e-01 }, align 8
@.str.3 = private unnamed_addr constant [30 x i8] c"rec_big(%d) = %lld %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"floats16 %.4f direct %.4f\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @wide(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Acc) align 8 %0, i32 noundef %1, double noundef %2, i64 %3, float noundef %4, ptr nocapture noundef %5, ptr nocapture noundef readonly %6, i64 noundef %7, double noundef %8, i64 %9, i8 noundef %10, ptr nocapture noundef readonly %11, double noundef %12, i32 noundef %13, i64 %14, float noundef %15, double noundef %16, i16 noundef %17, ptr nocapture noundef readonly %18, double noundef %19, i32 noundef %20, ptr nocapture noundef readonly %21, double noundef %22) local_unnamed_addr #0 {
  %24 = trunc i64 %9 to i32
  %25 = bitcast i32 %24 to float
  %26 = fpext float %4 to double
  %27 = fadd double %26, %2
  %28 = load double, ptr %6, align 8, !tbaa !5
  %29 = fadd double %27, %28
  %30 = getelementptr inbounds i8, ptr %6, i64 8
  %31 = load double, ptr %30, align 8, !tbaa !10
  %32 = fsub double %29, %31
  %33 = fadd double %32, %8
  %34 = fpext float %25 to double
  %35 = fadd double %33, %34
  %36 = fadd double %35, %12
  %37 = fpext float %15 to double
  %38 = fadd double %36, %37
  %39 = fadd double %38, %16
  %40 = load double, ptr %18, align 8, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %18, i64 8
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %42, double %39)
  %44 = fadd double %43, %19
  %45 = fadd double %44, %22
  store double %45, ptr %0, align 8, !tbaa !11
  %46 = sext i32 %1 to i64
  %47 = shl i64 %3, 32
  %48 = ashr exact i64 %47, 32
  %49 = mul nsw i64 %48, 10
  %50 = ashr i64 %3, 32
  %51 = ashr i64 %9, 32
  %52 = sext i8 %10 to i64
  %53 = load i64, ptr %11, align 8, !tbaa !15
  %54 = getelementptr inbounds i8, ptr %11, i64 16
  %55 = load i64, ptr %54, align 8, !tbaa !15
  %56 = sext i32 %13 to i64
  %57 = shl i64 %14, 32
  %58 = ashr exact i64 %57, 32
  %59 = ashr i64 %14, 32
  %60 = zext i16 %17 to i64
  %61 = sext i32 %20 to i64
  %62 = getelementptr inbounds i8, ptr %21, i64 8
  %63 = load i64, ptr %62, align 8, !tbaa !15
  %64 = add nsw i64 %50, %46
  %65 = add nsw i64 %64, %49
  %66 = add i64 %65, %7
  %67 = add i64 %66, %51
  %68 = add i64 %67, %52
  %69 = add i64 %68, %56
  %70 = sub i64 %69, %59
  %71 = add i64 %70, %58
  %72 = add i64 %71, %60
  %73 = add i64 %72, %61
  %74 = add i64 %73, %53
  %75 = sub i64 %74, %55
  %76 = add nsw i64 %75, %63
  %77 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %76, ptr %77, align 8, !tbaa !16
  %78 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 1, ptr %78, align 8, !tbaa !17
  %79 = add nsw i32 %20, %1
  %80 = load i32, ptr %5, align 4, !tbaa !18
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %5, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local double @rec16(i32 noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15) local_unnamed_addr #2 {
  %17 = icmp eq i32 %0, 0
  br i1 %17, label %18, label %41

18:                                               ; preds = %16
  %19 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %1)
  %20 = tail call double @llvm.fmuladd.f64(double %3, double 3.000000e+00, double %19)
  %21 = tail call double @llvm.fmuladd.f64(double %4, double 4.000000e+00, double %20)
  %22 = tail call double @llvm.fmuladd.f64(double %5, double 5.000000e+00, double %21)
  %23 = tail call double @llvm.fmuladd.f64(double %6, double 6.000000e+00, double %22)
  %24 = tail call double @llvm.fmuladd.f64(double %7, double 7.000000e+00, double %23)
  %25 = tail call double @llvm.fmuladd.f64(double %8, double 8.000000e+00, double %24)
  %26 = tail call double @llvm.fmuladd.f64(double %9, double 9.000000e+00, double %25)
  %27 = sitofp i32 %10 to double
  %28 = fadd double %26, %27
  %29 = sitofp i32 %11 to double
  %30 = fsub double %28, %29
  %31 = sitofp i32 %12 to double
  %32 = fadd double %30, %31
  %33 = sitofp i32 %13 to double
  %34 = fsub double %32, %33
  %35 = sitofp i32 %14 to double
  %36 = fadd double %34, %35
  %37 = sitofp i32 %15 to double
  %38 = fsub double %36, %37
  br label %39

39:                                               ; preds = %41, %18
  %40 = phi double [ %38, %18 ], [ %50, %41 ]
  ret double %40

41:                                               ; preds = %16
  %42 = add nsw i32 %0, -1
  %43 = fmul double %1, 5.000000e-01
  %44 = add nsw i32 %10, %0
  %45 = tail call double @rec16(i32 noundef %42, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %43, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %44)
  %46 = fadd double %45, %1
  %47 = fneg double %9
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 2.500000e-01, double %46)
  %49 = sitofp i32 %15 to double
  %50 = fadd double %48, %49
  br label %39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rec_big(ptr dead_on_unwind noalias nocapture writable sret(%struct.Big) align 8 %0, i32 noundef %1, ptr nocapture noundef readonly %2, i64 %3, ptr nocapture noundef readonly %4, i64 %5, ptr nocapture noundef readonly %6) local_unnamed_addr #4 {
  %8 = alloca %struct.Big, align 8
  %9 = alloca %struct.Cx, align 8
  %10 = alloca %struct.Big, align 8
  %11 = icmp eq i32 %1, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !19
  br label %65

13:                                               ; preds = %7
  %14 = lshr i64 %5, 32
  %15 = trunc i64 %5 to i32
  %16 = bitcast i32 %15 to float
  %17 = ashr i64 %3, 32
  %18 = add nsw i32 %1, 1
  %19 = sext i32 %18 to i64
  %20 = shl i64 %3, 32
  %21 = ashr exact i64 %20, 32
  %22 = load i64, ptr %2, align 8, !tbaa !15
  %23 = load i64, ptr %6, align 8, !tbaa !15
  %24 = sdiv i64 %23, %19
  %25 = sub nsw i64 %21, %17
  %26 = add i64 %25, %22
  %27 = add nsw i64 %26, %24
  %28 = getelementptr inbounds i8, ptr %2, i64 8
  %29 = load i64, ptr %28, align 8, !tbaa !15
  %30 = ashr exact i64 %20, 31
  %31 = getelementptr inbounds i8, ptr %6, i64 8
  %32 = load i64, ptr %31, align 8, !tbaa !15
  %33 = sdiv i64 %32, %19
  %34 = sub nsw i64 %30, %17
  %35 = add i64 %34, %29
  %36 = add nsw i64 %35, %33
  %37 = getelementptr inbounds i8, ptr %2, i64 16
  %38 = load i64, ptr %37, align 8, !tbaa !15
  %39 = mul nsw i64 %21, 3
  %40 = getelementptr inbounds i8, ptr %6, i64 16
  %41 = load i64, ptr %40, align 8, !tbaa !15
  %42 = sdiv i64 %41, %19
  %43 = sub nsw i64 %39, %17
  %44 = add i64 %43, %38
  %45 = add nsw i64 %44, %42
  %46 = add i64 %14, %3
  %47 = load double, ptr %4, align 8, !tbaa !5
  %48 = fmul double %47, 5.000000e-01
  %49 = getelementptr inbounds i8, ptr %4, i64 8
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fpext float %16 to double
  %52 = fadd double %50, %51
  %53 = add nsw i32 %1, -1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #13
  store i64 %27, ptr %8, align 8
  %54 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %36, ptr %54, align 8
  %55 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %45, ptr %55, align 8, !tbaa !20
  %56 = tail call i64 @llvm.fshl.i64(i64 %46, i64 %3, i64 32)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #13
  store double %48, ptr %9, align 8, !tbaa !21
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store double %52, ptr %57, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !19
  call void @rec_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, i32 noundef %53, ptr noundef nonnull %8, i64 %56, ptr noundef nonnull %9, i64 %5, ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #13
  %58 = fmul double %47, 8.000000e+00
  %59 = fptosi double %58 to i64
  %60 = srem i32 %1, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x i64], ptr %0, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !15
  %64 = add nsw i64 %63, %59
  store i64 %64, ptr %62, align 8, !tbaa !15
  br label %65

65:                                               ; preds = %13, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @floats16(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12, float noundef %13, float noundef %14, float noundef %15, double noundef %16, double noundef %17, double noundef %18, double noundef %19, double noundef %20, double noundef %21, double noundef %22, double noundef %23) local_unnamed_addr #6 {
  %25 = fsub float %0, %1
  %26 = fadd float %25, %2
  %27 = fsub float %26, %3
  %28 = fadd float %27, %4
  %29 = fsub float %28, %5
  %30 = fadd float %29, %6
  %31 = fsub float %30, %7
  %32 = fadd float %31, %8
  %33 = fsub float %32, %9
  %34 = fadd float %33, %10
  %35 = fsub float %34, %11
  %36 = fadd float %35, %12
  %37 = fsub float %36, %13
  %38 = fadd float %37, %14
  %39 = fsub float %38, %15
  %40 = tail call double @llvm.fmuladd.f64(double %17, double 2.000000e+00, double %16)
  %41 = tail call double @llvm.fmuladd.f64(double %18, double 3.000000e+00, double %40)
  %42 = tail call double @llvm.fmuladd.f64(double %19, double 4.000000e+00, double %41)
  %43 = tail call double @llvm.fmuladd.f64(double %20, double 5.000000e+00, double %42)
  %44 = tail call double @llvm.fmuladd.f64(double %21, double 6.000000e+00, double %43)
  %45 = tail call double @llvm.fmuladd.f64(double %22, double 7.000000e+00, double %44)
  %46 = tail call double @llvm.fmuladd.f64(double %23, double 8.000000e+00, double %45)
  %47 = fptrunc double %46 to float
  %48 = tail call float @llvm.fmuladd.f32(float %39, float 2.000000e+00, float %47)
  ret float %48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca %struct.Big, align 8
  %2 = alloca %struct.Acc, align 8
  %3 = alloca %struct.Cx, align 16
  %4 = alloca %struct.Acc, align 8
  %5 = alloca %struct.Cx, align 8
  %6 = alloca %struct.Big, align 8
  %7 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.b1, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  store <2 x double> <double 1.500000e+00, double 2.500000e-01>, ptr %3, align 16, !tbaa !21
  call void @wide(ptr dead_on_unwind nonnull writable sret(%struct.Acc) align 8 %2, i32 noundef 1, double noundef 2.500000e+00, i64 17179869187, float noundef 5.000000e-01, ptr noundef nonnull @g_counter, ptr noundef nonnull %3, i64 noundef 34359738368, double noundef -1.250000e+00, i64 48305799168, i8 noundef 81, ptr noundef nonnull @__const.main.b1, double noundef 9.000000e+00, i32 noundef -7, i64 30064771067, float noundef 1.250000e+00, double noundef 1.250000e-01, i16 noundef -1, ptr noundef nonnull @__const.main.c2, double noundef 1.000000e-03, i32 noundef 42, ptr noundef nonnull @__const.main.b2, double noundef -1.000000e+02)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  %8 = load double, ptr %2, align 8, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !16
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i32, ptr %11, align 8, !tbaa !17
  %13 = load i32, ptr @g_counter, align 4, !tbaa !18
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %8, i64 noundef %10, i32 noundef %12, i32 noundef %13)
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  br label %46

17:                                               ; preds = %46
  %18 = load i32, ptr @g_counter, align 4, !tbaa !18
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %91, i64 noundef %93, i32 noundef %95, i32 noundef %18)
  %19 = tail call double @rec16(i32 noundef 0, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 0, double noundef %19)
  %20 = tail call double @rec16(i32 noundef 5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 5, double noundef %20)
  %21 = tail call double @rec16(i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 10, double noundef %21)
  %22 = tail call double @rec16(i32 noundef 15, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 15, double noundef %22)
  %23 = getelementptr inbounds i8, ptr %7, i64 8
  %24 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #13
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %7, i32 noundef 1, ptr noundef nonnull @__const.main.start, i64 8589934597, ptr noundef nonnull @__const.main.scale, i64 13933477888, ptr noundef nonnull @__const.main.bias)
  %25 = load i64, ptr %7, align 8, !tbaa !15
  %26 = load i64, ptr %23, align 8, !tbaa !15
  %27 = load i64, ptr %24, align 8, !tbaa !15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1, i64 noundef %25, i64 noundef %26, i64 noundef %27)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #13
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %7, i32 noundef 5, ptr noundef nonnull @__const.main.start, i64 8589934597, ptr noundef nonnull @__const.main.scale, i64 13933477888, ptr noundef nonnull @__const.main.bias)
  %28 = load i64, ptr %7, align 8, !tbaa !15
  %29 = load i64, ptr %23, align 8, !tbaa !15
  %30 = load i64, ptr %24, align 8, !tbaa !15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 5, i64 noundef %28, i64 noundef %29, i64 noundef %30)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #13
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %7, i32 noundef 9, ptr noundef nonnull @__const.main.start, i64 8589934597, ptr noundef nonnull @__const.main.scale, i64 13933477888, ptr noundef nonnull @__const.main.bias)
  %31 = load i64, ptr %7, align 8, !tbaa !15
  %32 = load i64, ptr %23, align 8, !tbaa !15
  %33 = load i64, ptr %24, align 8, !tbaa !15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 9, i64 noundef %31, i64 noundef %32, i64 noundef %33)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #13
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %7, i32 noundef 13, ptr noundef nonnull @__const.main.start, i64 8589934597, ptr noundef nonnull @__const.main.scale, i64 13933477888, ptr noundef nonnull @__const.main.bias)
  %34 = load i64, ptr %7, align 8, !tbaa !15
  %35 = load i64, ptr %23, align 8, !tbaa !15
  %36 = load i64, ptr %24, align 8, !tbaa !15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 13, i64 noundef %34, i64 noundef %35, i64 noundef %36)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #13
  %37 = tail call float @floats16(float noundef 1.000000e+00, float noundef 2.000000e+00, float noundef 0.000000e+00, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef 6.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 0.000000e+00, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef 1.400000e+01, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00)
  %38 = fadd float %37, 0.000000e+00
  %39 = tail call float @floats16(float noundef 2.000000e+00, float noundef 2.000000e+00, float noundef 3.000000e+00, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef 5.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 1.000000e+01, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef 1.500000e+01, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 5.000000e+00)
  %40 = fadd float %38, %39
  %41 = tail call float @floats16(float noundef 3.000000e+00, float noundef 2.000000e+00, float noundef 6.000000e+00, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef 4.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 2.000000e+01, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef 1.600000e+01, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 4.000000e+00)
  %42 = fadd float %40, %41
  %43 = fpext float %42 to double
  %44 = tail call float @floats16(float noundef 5.000000e-01, float noundef 1.500000e+00, float noundef 2.500000e+00, float noundef 3.500000e+00, float noundef 4.500000e+00, float noundef 5.500000e+00, float noundef 6.500000e+00, float noundef 7.500000e+00, float noundef 8.500000e+00, float noundef 9.500000e+00, float noundef 1.050000e+01, float noundef 1.150000e+01, float noundef 1.250000e+01, float noundef 1.350000e+01, float noundef 1.450000e+01, float noundef 1.550000e+01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00)
  %45 = fpext float %44 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %43, double noundef %45)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #13
  ret i32 0

46:                                               ; preds = %0, %46
  %47 = phi i64 [ 0, %0 ], [ %69, %46 ]
  %48 = phi i32 [ 3, %0 ], [ %55, %46 ]
  %49 = phi double [ 2.500000e-01, %0 ], [ %56, %46 ]
  %50 = phi i32 [ 11, %0 ], [ %57, %46 ]
  %51 = phi double [ 0.000000e+00, %0 ], [ %91, %46 ]
  %52 = phi i64 [ 0, %0 ], [ %93, %46 ]
  %53 = phi i32 [ 0, %0 ], [ %95, %46 ]
  %54 = trunc i64 %47 to i32
  %55 = add nuw nsw i32 %48, %54
  %56 = fadd double %49, -5.000000e-01
  %57 = shl nsw i32 %50, 1
  %58 = mul nuw nsw i64 %47, 1000
  %59 = icmp eq i64 %47, 3
  %60 = and i64 %47, 4294967295
  %61 = select i1 %59, i64 0, i64 %60
  %62 = getelementptr inbounds [3 x i64], ptr %1, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !15
  %64 = add nsw i64 %63, %58
  store i64 %64, ptr %62, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #13
  %65 = uitofp nneg i32 %54 to double
  %66 = fmul double %65, 5.000000e-01
  %67 = uitofp nneg i32 %54 to float
  %68 = mul nsw i64 %47, -77
  %69 = add nuw nsw i64 %47, 1
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = uitofp nneg i32 %70 to double
  %72 = fdiv double 1.000000e+00, %71
  %73 = trunc i64 %47 to i8
  %74 = add nuw nsw i8 %73, 97
  %75 = mul nuw nsw i64 %47, %47
  %76 = trunc nsw i64 %75 to i32
  %77 = uitofp nneg i32 %76 to double
  %78 = fmul double %77, 2.500000e-01
  %79 = add nuw nsw i32 %54, -10
  %80 = fmul float %67, -5.000000e-01
  %81 = trunc i64 %47 to i16
  %82 = mul nuw nsw i16 %81, 1111
  %83 = mul nuw nsw i32 %54, 3
  %84 = fmul double %65, -1.500000e+00
  %85 = zext nneg i32 %55 to i64
  %86 = or disjoint i64 %85, 17179869184
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #13
  store double 1.500000e+00, ptr %5, align 8, !tbaa !21
  store double %56, ptr %14, align 8, !tbaa !21
  %87 = zext i32 %57 to i64
  %88 = shl nuw i64 %87, 32
  %89 = or disjoint i64 %88, 1061158912
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !19
  call void @wide(ptr dead_on_unwind nonnull writable sret(%struct.Acc) align 8 %4, i32 noundef %54, double noundef %66, i64 %86, float noundef %67, ptr noundef nonnull @g_counter, ptr noundef nonnull %5, i64 noundef %68, double noundef %72, i64 %89, i8 noundef %74, ptr noundef nonnull %6, double noundef %78, i32 noundef %79, i64 30064771067, float noundef %80, double noundef 3.000000e+00, i16 noundef %82, ptr noundef nonnull @__const.main.c2, double noundef 6.250000e-02, i32 noundef %83, ptr noundef nonnull @__const.main.b2, double noundef %84)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13
  %90 = load double, ptr %4, align 8, !tbaa !11
  %91 = fadd double %51, %90
  %92 = load i64, ptr %15, align 8, !tbaa !16
  %93 = add nsw i64 %92, %52
  %94 = load i32, ptr %16, align 8, !tbaa !17
  %95 = add nsw i32 %94, %53
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #13
  %96 = icmp eq i64 %69, 4
  br i1 %96, label %17, label %46, !llvm.loop !22
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #8 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13
  %4 = load ptr, ptr %2, align 8, !tbaa !24
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !7, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!12, !7, i64 0}
!12 = !{!"", !7, i64 0, !13, i64 8, !14, i64 16}
!13 = !{!"long long", !8, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!13, !13, i64 0}
!16 = !{!12, !13, i64 8}
!17 = !{!12, !14, i64 16}
!18 = !{!14, !14, i64 0}
!19 = !{i64 0, i64 24, !20}
!20 = !{!8, !8, i64 0}
!21 = !{!7, !7, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25, !25, i64 0}
!25 = !{!"any pointer", !8, i64 0}

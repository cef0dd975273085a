; ModuleID = 'manyargs_mix.c'
source_filename = "manyargs_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
@.str.3 = private unnamed_addr constant [30 x i8] c"rec_big(%d) = %lld %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"floats16 %.4f direct %.4f\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @wide(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Acc) align 8 %0, i32 noundef %1, double noundef %2, i64 %3, float noundef %4, ptr nocapture noundef %5, double %6, double %7, i64 noundef %8, double noundef %9, i64 %10, i8 noundef signext %11, ptr nocapture noundef readonly byval(%struct.Big) align 8 %12, double noundef %13, i32 noundef %14, i64 %15, float noundef %16, double noundef %17, i16 noundef zeroext %18, ptr nocapture noundef readonly byval(%struct.Cx) align 8 %19, double noundef %20, i32 noundef %21, ptr nocapture noundef readonly byval(%struct.Big) align 8 %22, double noundef %23) local_unnamed_addr #0 {
  %25 = trunc i64 %10 to i32
  %26 = bitcast i32 %25 to float
  %27 = fpext float %4 to double
  %28 = fadd double %27, %2
  %29 = fadd double %28, %6
  %30 = fsub double %29, %7
  %31 = fadd double %30, %9
  %32 = fpext float %26 to double
  %33 = fadd double %31, %32
  %34 = fadd double %33, %13
  %35 = fpext float %16 to double
  %36 = fadd double %34, %35
  %37 = fadd double %36, %17
  %38 = load double, ptr %19, align 8, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %19, i64 8
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %37)
  %42 = fadd double %41, %20
  %43 = fadd double %42, %23
  store double %43, ptr %0, align 8, !tbaa !11
  %44 = sext i32 %1 to i64
  %45 = shl i64 %3, 32
  %46 = ashr exact i64 %45, 32
  %47 = mul nsw i64 %46, 10
  %48 = ashr i64 %3, 32
  %49 = ashr i64 %10, 32
  %50 = sext i8 %11 to i64
  %51 = load i64, ptr %12, align 8, !tbaa !15
  %52 = getelementptr inbounds i8, ptr %12, i64 16
  %53 = load i64, ptr %52, align 8, !tbaa !15
  %54 = sext i32 %14 to i64
  %55 = shl i64 %15, 32
  %56 = ashr exact i64 %55, 32
  %57 = ashr i64 %15, 32
  %58 = zext i16 %18 to i64
  %59 = sext i32 %21 to i64
  %60 = getelementptr inbounds i8, ptr %22, i64 8
  %61 = load i64, ptr %60, align 8, !tbaa !15
  %62 = add nsw i64 %48, %44
  %63 = add nsw i64 %62, %47
  %64 = add i64 %63, %8
  %65 = add i64 %64, %49
  %66 = add i64 %65, %50
  %67 = add i64 %66, %54
  %68 = sub i64 %67, %57
  %69 = add i64 %68, %56
  %70 = add i64 %69, %58
  %71 = add i64 %70, %59
  %72 = add i64 %71, %51
  %73 = sub i64 %72, %53
  %74 = add nsw i64 %73, %61
  %75 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %74, ptr %75, align 8, !tbaa !16
  %76 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 1, ptr %76, align 8, !tbaa !17
  %77 = add nsw i32 %21, %1
  %78 = load i32, ptr %5, align 4, !tbaa !18
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %5, align 4, !tbaa !18
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
define dso_local void @rec_big(ptr dead_on_unwind noalias nocapture writable sret(%struct.Big) align 8 %0, i32 noundef %1, ptr nocapture noundef readonly byval(%struct.Big) align 8 %2, i64 %3, double %4, double %5, i64 %6, ptr nocapture noundef readonly byval(%struct.Big) align 8 %7) local_unnamed_addr #4 {
  %9 = alloca %struct.Big, align 8
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !19
  br label %12

12:                                               ; preds = %11, %13
  ret void

13:                                               ; preds = %8
  %14 = lshr i64 %6, 32
  %15 = trunc i64 %6 to i32
  %16 = bitcast i32 %15 to float
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #10
  %17 = ashr i64 %3, 32
  %18 = add nsw i32 %1, 1
  %19 = sext i32 %18 to i64
  %20 = shl i64 %3, 32
  %21 = ashr exact i64 %20, 32
  %22 = load i64, ptr %2, align 8, !tbaa !15
  %23 = load i64, ptr %7, align 8, !tbaa !15
  %24 = sdiv i64 %23, %19
  %25 = sub nsw i64 %21, %17
  %26 = add i64 %25, %22
  %27 = add nsw i64 %26, %24
  store i64 %27, ptr %9, align 8, !tbaa !15
  %28 = getelementptr inbounds i8, ptr %2, i64 8
  %29 = load i64, ptr %28, align 8, !tbaa !15
  %30 = ashr exact i64 %20, 31
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  %32 = load i64, ptr %31, align 8, !tbaa !15
  %33 = sdiv i64 %32, %19
  %34 = sub nsw i64 %30, %17
  %35 = add i64 %34, %29
  %36 = add nsw i64 %35, %33
  %37 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %36, ptr %37, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %2, i64 16
  %39 = load i64, ptr %38, align 8, !tbaa !15
  %40 = mul nsw i64 %21, 3
  %41 = getelementptr inbounds i8, ptr %7, i64 16
  %42 = load i64, ptr %41, align 8, !tbaa !15
  %43 = sdiv i64 %42, %19
  %44 = sub nsw i64 %40, %17
  %45 = add i64 %44, %39
  %46 = add nsw i64 %45, %43
  %47 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 %46, ptr %47, align 8, !tbaa !15
  %48 = add i64 %14, %3
  %49 = fmul double %4, 5.000000e-01
  %50 = fpext float %16 to double
  %51 = fadd double %50, %5
  %52 = add nsw i32 %1, -1
  %53 = tail call i64 @llvm.fshl.i64(i64 %48, i64 %3, i64 32)
  tail call void @rec_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, i32 noundef %52, ptr noundef nonnull byval(%struct.Big) align 8 %9, i64 %53, double %49, double %51, i64 %6, ptr noundef nonnull byval(%struct.Big) align 8 %7)
  %54 = fmul double %4, 8.000000e+00
  %55 = fptosi double %54 to i64
  %56 = srem i32 %1, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [3 x i64], ptr %0, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !15
  %60 = add nsw i64 %59, %55
  store i64 %60, ptr %58, align 8, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #10
  br label %12
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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca %struct.Big, align 8
  %2 = alloca %struct.Acc, align 8
  %3 = alloca %struct.Acc, align 8
  %4 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.b1, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @wide(ptr dead_on_unwind nonnull writable sret(%struct.Acc) align 8 %2, i32 noundef 1, double noundef 2.500000e+00, i64 17179869187, float noundef 5.000000e-01, ptr noundef nonnull @g_counter, double 1.500000e+00, double 2.500000e-01, i64 noundef 34359738368, double noundef -1.250000e+00, i64 48305799168, i8 noundef signext 81, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.b1, double noundef 9.000000e+00, i32 noundef -7, i64 30064771067, float noundef 1.250000e+00, double noundef 1.250000e-01, i16 noundef zeroext -1, ptr noundef nonnull byval(%struct.Cx) align 8 @__const.main.c2, double noundef 1.000000e-03, i32 noundef 42, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.b2, double noundef -1.000000e+02)
  %5 = load double, ptr %2, align 8, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !17
  %10 = load i32, ptr @g_counter, align 4, !tbaa !18
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %5, i64 noundef %7, i32 noundef %9, i32 noundef %10)
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  br label %53

14:                                               ; preds = %53
  %15 = load i32, ptr @g_counter, align 4, !tbaa !18
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %98, i64 noundef %100, i32 noundef %102, i32 noundef %15)
  %17 = tail call double @rec16(i32 noundef 0, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, double noundef %17)
  %19 = tail call double @rec16(i32 noundef 5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, double noundef %19)
  %21 = tail call double @rec16(i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, double noundef %21)
  %23 = tail call double @rec16(i32 noundef 15, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i32 noundef 50, i32 noundef 60)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15, double noundef %23)
  %25 = getelementptr inbounds i8, ptr %4, i64 8
  %26 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %4, i32 noundef 1, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.start, i64 8589934597, double 1.600000e+01, double 5.000000e-01, i64 13933477888, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.bias)
  %27 = load i64, ptr %4, align 8, !tbaa !15
  %28 = load i64, ptr %25, align 8, !tbaa !15
  %29 = load i64, ptr %26, align 8, !tbaa !15
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i64 noundef %27, i64 noundef %28, i64 noundef %29)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %4, i32 noundef 5, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.start, i64 8589934597, double 1.600000e+01, double 5.000000e-01, i64 13933477888, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.bias)
  %31 = load i64, ptr %4, align 8, !tbaa !15
  %32 = load i64, ptr %25, align 8, !tbaa !15
  %33 = load i64, ptr %26, align 8, !tbaa !15
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i64 noundef %31, i64 noundef %32, i64 noundef %33)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %4, i32 noundef 9, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.start, i64 8589934597, double 1.600000e+01, double 5.000000e-01, i64 13933477888, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.bias)
  %35 = load i64, ptr %4, align 8, !tbaa !15
  %36 = load i64, ptr %25, align 8, !tbaa !15
  %37 = load i64, ptr %26, align 8, !tbaa !15
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9, i64 noundef %35, i64 noundef %36, i64 noundef %37)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @rec_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %4, i32 noundef 13, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.start, i64 8589934597, double 1.600000e+01, double 5.000000e-01, i64 13933477888, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.bias)
  %39 = load i64, ptr %4, align 8, !tbaa !15
  %40 = load i64, ptr %25, align 8, !tbaa !15
  %41 = load i64, ptr %26, align 8, !tbaa !15
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 13, i64 noundef %39, i64 noundef %40, i64 noundef %41)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  %43 = tail call float @floats16(float noundef 1.000000e+00, float noundef 2.000000e+00, float noundef 0.000000e+00, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef 6.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 0.000000e+00, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef 1.400000e+01, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00)
  %44 = fadd float %43, 0.000000e+00
  %45 = tail call float @floats16(float noundef 2.000000e+00, float noundef 2.000000e+00, float noundef 3.000000e+00, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef 5.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 1.000000e+01, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef 1.500000e+01, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 5.000000e+00)
  %46 = fadd float %44, %45
  %47 = tail call float @floats16(float noundef 3.000000e+00, float noundef 2.000000e+00, float noundef 6.000000e+00, float noundef 4.000000e+00, float noundef 5.000000e+00, float noundef 4.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 2.000000e+01, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef 1.600000e+01, float noundef 1.500000e+01, float noundef 1.600000e+01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 4.000000e+00)
  %48 = fadd float %46, %47
  %49 = fpext float %48 to double
  %50 = tail call float @floats16(float noundef 5.000000e-01, float noundef 1.500000e+00, float noundef 2.500000e+00, float noundef 3.500000e+00, float noundef 4.500000e+00, float noundef 5.500000e+00, float noundef 6.500000e+00, float noundef 7.500000e+00, float noundef 8.500000e+00, float noundef 9.500000e+00, float noundef 1.050000e+01, float noundef 1.150000e+01, float noundef 1.250000e+01, float noundef 1.350000e+01, float noundef 1.450000e+01, float noundef 1.550000e+01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00)
  %51 = fpext float %50 to double
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %49, double noundef %51)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 0

53:                                               ; preds = %0, %53
  %54 = phi i64 [ 0, %0 ], [ %76, %53 ]
  %55 = phi i32 [ 3, %0 ], [ %62, %53 ]
  %56 = phi double [ 2.500000e-01, %0 ], [ %63, %53 ]
  %57 = phi i32 [ 11, %0 ], [ %64, %53 ]
  %58 = phi double [ 0.000000e+00, %0 ], [ %98, %53 ]
  %59 = phi i64 [ 0, %0 ], [ %100, %53 ]
  %60 = phi i32 [ 0, %0 ], [ %102, %53 ]
  %61 = trunc i64 %54 to i32
  %62 = add nuw nsw i32 %55, %61
  %63 = fadd double %56, -5.000000e-01
  %64 = shl nsw i32 %57, 1
  %65 = mul nuw nsw i64 %54, 1000
  %66 = icmp eq i64 %54, 3
  %67 = and i64 %54, 4294967295
  %68 = select i1 %66, i64 0, i64 %67
  %69 = getelementptr inbounds [3 x i64], ptr %1, i64 0, i64 %68
  %70 = load i64, ptr %69, align 8, !tbaa !15
  %71 = add nsw i64 %70, %65
  store i64 %71, ptr %69, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  %72 = uitofp nneg i32 %61 to double
  %73 = fmul double %72, 5.000000e-01
  %74 = uitofp nneg i32 %61 to float
  %75 = mul nsw i64 %54, -77
  %76 = add nuw nsw i64 %54, 1
  %77 = trunc nuw nsw i64 %76 to i32
  %78 = uitofp nneg i32 %77 to double
  %79 = fdiv double 1.000000e+00, %78
  %80 = trunc i64 %54 to i8
  %81 = add nuw nsw i8 %80, 97
  %82 = mul nuw nsw i64 %54, %54
  %83 = trunc nsw i64 %82 to i32
  %84 = uitofp nneg i32 %83 to double
  %85 = fmul double %84, 2.500000e-01
  %86 = add nuw nsw i32 %61, -10
  %87 = fmul float %74, -5.000000e-01
  %88 = trunc i64 %54 to i16
  %89 = mul nuw nsw i16 %88, 1111
  %90 = mul nuw nsw i32 %61, 3
  %91 = fmul double %72, -1.500000e+00
  %92 = zext nneg i32 %62 to i64
  %93 = or disjoint i64 %92, 17179869184
  %94 = zext i32 %64 to i64
  %95 = shl nuw i64 %94, 32
  %96 = or disjoint i64 %95, 1061158912
  call void @wide(ptr dead_on_unwind nonnull writable sret(%struct.Acc) align 8 %3, i32 noundef %61, double noundef %73, i64 %93, float noundef %74, ptr noundef nonnull @g_counter, double 1.500000e+00, double %63, i64 noundef %75, double noundef %79, i64 %96, i8 noundef signext %81, ptr noundef nonnull byval(%struct.Big) align 8 %1, double noundef %85, i32 noundef %86, i64 30064771067, float noundef %87, double noundef 3.000000e+00, i16 noundef zeroext %89, ptr noundef nonnull byval(%struct.Cx) align 8 @__const.main.c2, double noundef 6.250000e-02, i32 noundef %90, ptr noundef nonnull byval(%struct.Big) align 8 @__const.main.b2, double noundef %91)
  %97 = load double, ptr %3, align 8, !tbaa !11
  %98 = fadd double %58, %97
  %99 = load i64, ptr %12, align 8, !tbaa !16
  %100 = add nsw i64 %99, %59
  %101 = load i32, ptr %13, align 8, !tbaa !17
  %102 = add nsw i32 %101, %60
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  %103 = icmp eq i64 %76, 4
  br i1 %103, label %14, label %53, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'abi_callbacks.c'
source_filename = "abi_callbacks.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Q3 = type { i64, i64, i64 }
%struct.DI = type { double, i32 }
%struct.F3 = type { float, float, float }
%struct.D5 = type { [4 x double], i32 }
%struct.F2Iter = type { ptr, %struct.F2, i32 }
%struct.F2 = type { float, float }
%struct.KW = type { i32, float }

@.str = private unnamed_addr constant [18 x i8] c"cs[%d] c=%d s=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"f2[%d] %.4f %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i^8 = %.1f %.1f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"sum5 = %.3f %.3f\0A\00", align 1
@di_tab = internal constant [2 x ptr] [ptr @di_scale, ptr @di_neg], align 16
@.str.4 = private unnamed_addr constant [12 x i8] c"di %.4f %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"di[%d] %.4f %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"f3[%d] %.3f %.3f %.3f\0A\00", align 1
@__const.main.q2 = private unnamed_addr constant %struct.Q3 { i64 1000000007, i64 -5, i64 77 }, align 8
@.str.7 = private unnamed_addr constant [23 x i8] c"q3[%d] %lld %lld %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [31 x i8] c"d5 %.4f %.4f %.4f %.4f tag=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"kw[%d] key=%d w=%.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"found key %d w=%.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"found=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [44 x i8] c"q3 order chk=%llu first.b=%lld last.b=%lld\0A\00", align 1
@seed = internal unnamed_addr global i32 2024, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @cs_bump(i32 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = add i32 %1, %0
  %4 = lshr i32 %0, 16
  %5 = shl i32 %1, 16
  %6 = mul i32 %5, %4
  %7 = and i32 %3, 255
  %8 = or disjoint i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @cs_swap(i32 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = lshr i32 %0, 16
  %4 = and i32 %3, 127
  %5 = shl i32 %0, 24
  %6 = ashr exact i32 %5, 24
  %7 = sub nsw i32 %6, %1
  %8 = shl i32 %7, 16
  %9 = or disjoint i32 %8, %4
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @f2_add(i64 %0, i64 %1) #0 {
  %3 = trunc i64 %0 to i32
  %4 = bitcast i32 %3 to float
  %5 = lshr i64 %0, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = bitcast i32 %6 to float
  %8 = trunc i64 %1 to i32
  %9 = bitcast i32 %8 to float
  %10 = lshr i64 %1, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = bitcast i32 %11 to float
  %13 = fadd float %4, %9
  %14 = fadd float %7, %12
  %15 = bitcast float %13 to i32
  %16 = bitcast float %14 to i32
  %17 = zext i32 %16 to i64
  %18 = shl nuw i64 %17, 32
  %19 = zext i32 %15 to i64
  %20 = or disjoint i64 %18, %19
  ret i64 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @f2_mul(i64 %0, i64 %1) #0 {
  %3 = trunc i64 %0 to i32
  %4 = bitcast i32 %3 to float
  %5 = lshr i64 %0, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = bitcast i32 %6 to float
  %8 = trunc i64 %1 to i32
  %9 = bitcast i32 %8 to float
  %10 = lshr i64 %1, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = bitcast i32 %11 to float
  %13 = fneg float %7
  %14 = fmul float %13, %12
  %15 = tail call float @llvm.fmuladd.f32(float %4, float %9, float %14)
  %16 = fmul float %7, %9
  %17 = tail call float @llvm.fmuladd.f32(float %4, float %12, float %16)
  %18 = bitcast float %15 to i32
  %19 = bitcast float %17 to i32
  %20 = zext i32 %19 to i64
  %21 = shl nuw i64 %20, 32
  %22 = zext i32 %18 to i64
  %23 = or disjoint i64 %21, %22
  ret i64 %23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @di_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.DI) align 8 %0, ptr nocapture noundef readonly %1, double noundef %2) #2 {
  %4 = load double, ptr %1, align 8, !tbaa !5
  %5 = fmul double %4, %2
  store double %5, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !11
  %9 = fptosi double %2 to i32
  %10 = add nsw i32 %8, %9
  store i32 %10, ptr %6, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @di_neg(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.DI) align 8 %0, ptr nocapture noundef readonly %1, double noundef %2) #2 {
  %4 = load double, ptr %1, align 8, !tbaa !5
  %5 = fsub double %2, %4
  store double %5, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !11
  %9 = sub nsw i32 0, %8
  store i32 %9, ptr %6, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @f3_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F3) align 4 %0, ptr nocapture noundef readonly %1, float noundef %2) local_unnamed_addr #2 {
  %4 = load <2 x float>, ptr %1, align 4, !tbaa !12
  %5 = insertelement <2 x float> poison, float %2, i64 0
  %6 = shufflevector <2 x float> %5, <2 x float> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x float> %4, %6
  store <2 x float> %7, ptr %0, align 4, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !14
  %11 = fmul float %10, %2
  store float %11, ptr %8, align 4, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @f3_rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F3) align 4 %0, ptr nocapture noundef readonly %1, float noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = load <2 x float>, ptr %4, align 4, !tbaa !12
  %6 = insertelement <2 x float> poison, float %2, i64 0
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> zeroinitializer
  %8 = fadd <2 x float> %5, %7
  store <2 x float> %8, ptr %0, align 4, !tbaa !12
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load float, ptr %1, align 4, !tbaa !16
  %11 = fadd float %10, %2
  store float %11, ptr %9, align 4, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @q3_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = load <2 x i64>, ptr %1, align 8, !tbaa !17
  %5 = load <2 x i64>, ptr %2, align 8, !tbaa !17
  %6 = add nsw <2 x i64> %5, %4
  store <2 x i64> %6, ptr %0, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !19
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !19
  %12 = add nsw i64 %11, %9
  store i64 %12, ptr %7, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @q3_mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = load i64, ptr %1, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !19
  %7 = mul nsw i64 %6, %4
  store i64 %7, ptr %0, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load <2 x i64>, ptr %9, align 8, !tbaa !17
  %11 = load <2 x i64>, ptr %2, align 8, !tbaa !17
  %12 = shufflevector <2 x i64> %11, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %13 = xor <2 x i64> %10, %12
  %14 = sub nsw <2 x i64> %10, %12
  %15 = shufflevector <2 x i64> %13, <2 x i64> %14, <2 x i32> <i32 0, i32 3>
  store <2 x i64> %15, ptr %8, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @d5_axpy(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D5) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = load <2 x double>, ptr %1, align 8, !tbaa !22
  %5 = load <2 x double>, ptr %2, align 8, !tbaa !22
  %6 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %4, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %5)
  store <2 x double> %6, ptr %0, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load <2 x double>, ptr %7, align 8, !tbaa !22
  %11 = load <2 x double>, ptr %8, align 8, !tbaa !22
  %12 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %10, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %11)
  store <2 x double> %12, ptr %9, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load i32, ptr %13, align 8, !tbaa !23
  %15 = mul nsw i32 %14, 10
  %16 = getelementptr inbounds i8, ptr %2, i64 32
  %17 = load i32, ptr %16, align 8, !tbaa !23
  %18 = add nsw i32 %15, %17
  %19 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %18, ptr %19, align 8, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @f2_iterate(ptr nocapture noundef readonly %0, i64 %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !25
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %10, %2
  %9 = phi i64 [ %4, %2 ], [ %14, %10 ]
  ret i64 %9

10:                                               ; preds = %2, %10
  %11 = phi i64 [ %14, %10 ], [ %4, %2 ]
  %12 = phi i32 [ %15, %10 ], [ 0, %2 ]
  %13 = load ptr, ptr %0, align 8, !tbaa !29
  %14 = tail call i64 %13(i64 %11, i64 %1) #14
  %15 = add nuw nsw i32 %12, 1
  %16 = load i32, ptr %5, align 8, !tbaa !25
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %10, label %8, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: noinline nounwind uwtable
define dso_local void @di_apply_all(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.DI) align 8 %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef %3, double noundef %4) local_unnamed_addr #4 {
  %6 = alloca %struct.DI, align 8
  %7 = alloca %struct.DI, align 8
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = zext nneg i32 %2 to i64
  br label %12

11:                                               ; preds = %12, %5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !tbaa.struct !32
  ret void

12:                                               ; preds = %9, %12
  %13 = phi i64 [ 0, %9 ], [ %16, %12 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  %14 = getelementptr inbounds ptr, ptr %1, i64 %13
  %15 = load ptr, ptr %14, align 8, !tbaa !34
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !tbaa.struct !32
  call void %15(ptr dead_on_unwind nonnull writable sret(%struct.DI) align 8 %6, ptr noundef nonnull %7, double noundef %4) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false), !tbaa.struct !32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  %16 = add nuw nsw i64 %13, 1
  %17 = icmp eq i64 %16, %10
  br i1 %17, label %11, label %12, !llvm.loop !35
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 {
  %1 = alloca %struct.F2Iter, align 8
  %2 = alloca %struct.F2Iter, align 8
  %3 = alloca %struct.DI, align 8
  %4 = alloca %struct.DI, align 8
  %5 = alloca %struct.DI, align 8
  %6 = alloca %struct.DI, align 8
  %7 = alloca %struct.F3, align 8
  %8 = alloca %struct.F3, align 8
  %9 = alloca %struct.Q3, align 8
  %10 = alloca %struct.Q3, align 8
  %11 = alloca %struct.Q3, align 8
  %12 = alloca %struct.D5, align 16
  %13 = alloca %struct.D5, align 16
  %14 = alloca %struct.D5, align 16
  %15 = alloca [40 x %struct.KW], align 16
  %16 = alloca %struct.KW, align 4
  %17 = alloca [12 x %struct.Q3], align 16
  %18 = tail call i32 @cs_bump(i32 19660865, i32 noundef 1) #14
  %19 = shl i32 %18, 24
  %20 = ashr exact i32 %19, 24
  %21 = ashr i32 %18, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 0, i32 noundef %20, i32 noundef %21)
  %22 = tail call i32 @cs_swap(i32 %18, i32 noundef 2) #14
  %23 = shl i32 %22, 24
  %24 = ashr exact i32 %23, 24
  %25 = ashr i32 %22, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, i32 noundef %24, i32 noundef %25)
  %26 = tail call i32 @cs_bump(i32 %22, i32 noundef 3) #14
  %27 = shl i32 %26, 24
  %28 = ashr exact i32 %27, 24
  %29 = ashr i32 %26, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 2, i32 noundef %28, i32 noundef %29)
  %30 = tail call i32 @cs_swap(i32 %26, i32 noundef 4) #14
  %31 = shl i32 %30, 24
  %32 = ashr exact i32 %31, 24
  %33 = ashr i32 %30, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 3, i32 noundef %32, i32 noundef %33)
  %34 = tail call i64 @f2_add(i64 -4683743611395768320, i64 4611686019475963904) #14
  %35 = trunc i64 %34 to i32
  %36 = bitcast i32 %35 to float
  %37 = lshr i64 %34, 32
  %38 = trunc nuw i64 %37 to i32
  %39 = bitcast i32 %38 to float
  %40 = fpext float %36 to double
  %41 = fpext float %39 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 0, double noundef %40, double noundef %41)
  %42 = tail call i64 @f2_mul(i64 -4683743611395768320, i64 4611686019475963904) #14
  %43 = trunc i64 %42 to i32
  %44 = bitcast i32 %43 to float
  %45 = lshr i64 %42, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = bitcast i32 %46 to float
  %48 = fpext float %44 to double
  %49 = fpext float %47 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1, double noundef %48, double noundef %49)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #14
  store ptr @f2_mul, ptr %1, align 8, !tbaa !34
  %50 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1065353216, ptr %50, align 8
  %51 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 8, ptr %51, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 0, ptr %52, align 4
  %53 = call i64 @f2_iterate(ptr noundef nonnull %1, i64 4575657221408423936)
  %54 = trunc i64 %53 to i32
  %55 = bitcast i32 %54 to float
  %56 = lshr i64 %53, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = bitcast i32 %57 to float
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #14
  %59 = fpext float %55 to double
  %60 = fpext float %58 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %59, double noundef %60)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14
  store ptr @f2_add, ptr %2, align 8, !tbaa !34
  %61 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1065353216, ptr %61, align 8
  %62 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 5, ptr %62, align 8, !tbaa !33
  %63 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 0, ptr %63, align 4
  %64 = call i64 @f2_iterate(ptr noundef nonnull %2, i64 4611686019475963904)
  %65 = trunc i64 %64 to i32
  %66 = lshr i64 %64, 32
  %67 = trunc nuw i64 %66 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14
  %68 = bitcast i32 %65 to float
  %69 = bitcast i32 %67 to float
  %70 = fpext float %68 to double
  %71 = fpext float %69 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %70, double noundef %71)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store double 3.250000e+00, ptr %4, align 8, !tbaa !22
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 7, ptr %72, align 8, !tbaa !33
  %73 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %73, align 4
  call void @di_apply_all(ptr dead_on_unwind nonnull writable sret(%struct.DI) align 8 %3, ptr noundef nonnull @di_tab, i32 noundef 2, ptr noundef nonnull %4, double noundef 4.000000e+00)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  %74 = load double, ptr %3, align 8, !tbaa !22
  %75 = getelementptr inbounds i8, ptr %3, i64 8
  %76 = getelementptr inbounds i8, ptr %6, i64 8
  %77 = getelementptr inbounds i8, ptr %5, i64 8
  %78 = load <2 x i32>, ptr %75, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  %79 = extractelement <2 x i32> %78, i64 0
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %74, i32 noundef %79)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  store double %74, ptr %6, align 8, !tbaa !22
  store <2 x i32> %78, ptr %76, align 8
  call void @di_scale(ptr dead_on_unwind nonnull writable sret(%struct.DI) align 8 %5, ptr noundef nonnull %6, double noundef 5.000000e-01) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  %80 = load double, ptr %5, align 8, !tbaa !22
  %81 = load <2 x i32>, ptr %77, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  %82 = extractelement <2 x i32> %81, i64 0
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 0, double noundef %80, i32 noundef %82)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  store double %80, ptr %6, align 8, !tbaa !22
  store <2 x i32> %81, ptr %76, align 8
  call void @di_neg(ptr dead_on_unwind nonnull writable sret(%struct.DI) align 8 %5, ptr noundef nonnull %6, double noundef 1.500000e+00) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  %83 = load double, ptr %5, align 8, !tbaa !22
  %84 = load <2 x i32>, ptr %77, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  %85 = extractelement <2 x i32> %84, i64 0
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 1, double noundef %83, i32 noundef %85)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  store double %83, ptr %6, align 8, !tbaa !22
  store <2 x i32> %84, ptr %76, align 8
  call void @di_scale(ptr dead_on_unwind nonnull writable sret(%struct.DI) align 8 %5, ptr noundef nonnull %6, double noundef 2.500000e+00) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  %86 = load double, ptr %5, align 8, !tbaa !22
  %87 = load i32, ptr %77, align 8, !tbaa !33
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 2, double noundef %86, i32 noundef %87)
  %88 = getelementptr inbounds i8, ptr %8, i64 8
  %89 = getelementptr inbounds i8, ptr %7, i64 4
  %90 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #14
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %8, align 8, !tbaa !12
  store float 3.000000e+00, ptr %88, align 8, !tbaa !12
  call void @f3_scale(ptr dead_on_unwind nonnull writable sret(%struct.F3) align 4 %7, ptr noundef nonnull %8, float noundef -5.000000e-01) #14
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #14
  %91 = load float, ptr %90, align 8, !tbaa !12
  %92 = fpext float %91 to double
  %93 = load <2 x float>, ptr %7, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #14
  %94 = extractelement <2 x float> %93, i64 0
  %95 = fpext float %94 to double
  %96 = extractelement <2 x float> %93, i64 1
  %97 = fpext float %96 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, double noundef %95, double noundef %97, double noundef %92)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #14
  store <2 x float> %93, ptr %8, align 8, !tbaa !12
  store float %91, ptr %88, align 8, !tbaa !12
  call void @f3_rot(ptr dead_on_unwind nonnull writable sret(%struct.F3) align 4 %7, ptr noundef nonnull %8, float noundef 5.000000e-01) #14
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #14
  %98 = load float, ptr %90, align 8, !tbaa !12
  %99 = fpext float %98 to double
  %100 = load <2 x float>, ptr %7, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #14
  %101 = extractelement <2 x float> %100, i64 0
  %102 = fpext float %101 to double
  %103 = extractelement <2 x float> %100, i64 1
  %104 = fpext float %103 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1, double noundef %102, double noundef %104, double noundef %99)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #14
  store <2 x float> %100, ptr %8, align 8, !tbaa !12
  store float %98, ptr %88, align 8, !tbaa !12
  call void @f3_scale(ptr dead_on_unwind nonnull writable sret(%struct.F3) align 4 %7, ptr noundef nonnull %8, float noundef 1.500000e+00) #14
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #14
  %105 = load float, ptr %90, align 8, !tbaa !12
  %106 = fpext float %105 to double
  %107 = load <2 x float>, ptr %7, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #14
  %108 = extractelement <2 x float> %107, i64 0
  %109 = fpext float %108 to double
  %110 = extractelement <2 x float> %107, i64 1
  %111 = fpext float %110 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2, double noundef %109, double noundef %111, double noundef %106)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #14
  store <2 x float> %107, ptr %8, align 8, !tbaa !12
  store float %105, ptr %88, align 8, !tbaa !12
  call void @f3_rot(ptr dead_on_unwind nonnull writable sret(%struct.F3) align 4 %7, ptr noundef nonnull %8, float noundef 2.500000e+00) #14
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #14
  %112 = load float, ptr %7, align 8, !tbaa !12
  %113 = load float, ptr %89, align 4, !tbaa !12
  %114 = load float, ptr %90, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #14
  %115 = fpext float %112 to double
  %116 = fpext float %113 to double
  %117 = fpext float %114 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 3, double noundef %115, double noundef %116, double noundef %117)
  %118 = getelementptr inbounds i8, ptr %10, i64 8
  %119 = getelementptr inbounds i8, ptr %10, i64 16
  %120 = getelementptr inbounds i8, ptr %9, i64 8
  %121 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #14
  store i64 1, ptr %10, align 8, !tbaa !17
  store i64 2, ptr %118, align 8, !tbaa !17
  store i64 3, ptr %119, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q2, i64 24, i1 false), !tbaa.struct !36
  call void @q3_add(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #14
  %122 = load i64, ptr %9, align 8, !tbaa !17
  %123 = load i64, ptr %120, align 8, !tbaa !17
  %124 = load i64, ptr %121, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 0, i64 noundef %122, i64 noundef %123, i64 noundef %124)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #14
  store i64 %122, ptr %10, align 8, !tbaa !17
  store i64 %123, ptr %118, align 8, !tbaa !17
  store i64 %124, ptr %119, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q2, i64 24, i1 false), !tbaa.struct !36
  call void @q3_mix(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #14
  %125 = load i64, ptr %9, align 8, !tbaa !17
  %126 = load i64, ptr %120, align 8, !tbaa !17
  %127 = load i64, ptr %121, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1, i64 noundef %125, i64 noundef %126, i64 noundef %127)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #14
  store i64 %125, ptr %10, align 8, !tbaa !17
  store i64 %126, ptr %118, align 8, !tbaa !17
  store i64 %127, ptr %119, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q2, i64 24, i1 false), !tbaa.struct !36
  call void @q3_add(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #14
  %128 = load i64, ptr %9, align 8, !tbaa !17
  %129 = load i64, ptr %120, align 8, !tbaa !17
  %130 = load i64, ptr %121, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 2, i64 noundef %128, i64 noundef %129, i64 noundef %130)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #14
  store i64 %128, ptr %10, align 8, !tbaa !17
  store i64 %129, ptr %118, align 8, !tbaa !17
  store i64 %130, ptr %119, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q2, i64 24, i1 false), !tbaa.struct !36
  call void @q3_mix(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %9, ptr noundef nonnull %10, ptr noundef nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #14
  %131 = load i64, ptr %9, align 8, !tbaa !17
  %132 = load i64, ptr %120, align 8, !tbaa !17
  %133 = load i64, ptr %121, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 3, i64 noundef %131, i64 noundef %132, i64 noundef %133)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #14
  %134 = getelementptr inbounds i8, ptr %12, i64 32
  store i64 0, ptr %134, align 16
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %12, align 16
  %135 = getelementptr inbounds i8, ptr %12, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %135, align 16
  %136 = getelementptr inbounds i8, ptr %12, i64 32
  store i32 1, ptr %136, align 16
  %137 = getelementptr inbounds i8, ptr %14, i64 16
  %138 = getelementptr inbounds i8, ptr %14, i64 32
  %139 = getelementptr inbounds i8, ptr %14, i64 36
  %140 = getelementptr inbounds i8, ptr %13, i64 8
  %141 = getelementptr inbounds i8, ptr %13, i64 16
  %142 = getelementptr inbounds i8, ptr %13, i64 24
  %143 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14) #14
  store <2 x double> <double 5.000000e-01, double 2.500000e-01>, ptr %14, align 16
  store <2 x double> <double 1.250000e-01, double 6.250000e-02>, ptr %137, align 16
  store i32 2, ptr %138, align 16, !tbaa !33
  store i32 0, ptr %139, align 4
  call void @d5_axpy(ptr dead_on_unwind nonnull writable sret(%struct.D5) align 8 %13, ptr noundef nonnull %12, ptr noundef nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #14
  %144 = load <2 x double>, ptr %13, align 16
  %145 = load <2 x double>, ptr %141, align 16
  %146 = load <2 x i32>, ptr %143, align 16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14) #14
  store <2 x double> %144, ptr %14, align 16
  store <2 x double> %145, ptr %137, align 16
  store <2 x i32> %146, ptr %138, align 16
  call void @d5_axpy(ptr dead_on_unwind nonnull writable sret(%struct.D5) align 8 %13, ptr noundef nonnull %12, ptr noundef nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #14
  %147 = load <2 x double>, ptr %13, align 16
  %148 = load <2 x double>, ptr %141, align 16
  %149 = load <2 x i32>, ptr %143, align 16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14) #14
  store <2 x double> %147, ptr %14, align 16
  store <2 x double> %148, ptr %137, align 16
  store <2 x i32> %149, ptr %138, align 16
  call void @d5_axpy(ptr dead_on_unwind nonnull writable sret(%struct.D5) align 8 %13, ptr noundef nonnull %12, ptr noundef nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #14
  %150 = load double, ptr %13, align 16
  %151 = load double, ptr %140, align 8
  %152 = load double, ptr %141, align 16
  %153 = load double, ptr %142, align 8, !tbaa !37
  %154 = load i32, ptr %143, align 16, !tbaa !33
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef %150, double noundef %151, double noundef %152, double noundef %153, i32 noundef %154)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %15) #14
  %155 = load i32, ptr @seed, align 4, !tbaa !33
  br label %182

156:                                              ; preds = %182
  store i32 %191, ptr @seed, align 4, !tbaa !33
  call void @qsort(ptr noundef nonnull %15, i64 noundef 40, i64 noundef 8, ptr noundef nonnull @cmp_kw) #14
  %157 = load i32, ptr %15, align 16, !tbaa !38
  %158 = getelementptr inbounds i8, ptr %15, i64 4
  %159 = load float, ptr %158, align 4, !tbaa !40
  %160 = fpext float %159 to double
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 0, i32 noundef %157, double noundef %160)
  %161 = getelementptr inbounds i8, ptr %15, i64 64
  %162 = load i32, ptr %161, align 16, !tbaa !38
  %163 = getelementptr inbounds i8, ptr %15, i64 68
  %164 = load float, ptr %163, align 4, !tbaa !40
  %165 = fpext float %164 to double
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 8, i32 noundef %162, double noundef %165)
  %166 = getelementptr inbounds i8, ptr %15, i64 128
  %167 = load i32, ptr %166, align 16, !tbaa !38
  %168 = getelementptr inbounds i8, ptr %15, i64 132
  %169 = load float, ptr %168, align 4, !tbaa !40
  %170 = fpext float %169 to double
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 16, i32 noundef %167, double noundef %170)
  %171 = getelementptr inbounds i8, ptr %15, i64 192
  %172 = load i32, ptr %171, align 16, !tbaa !38
  %173 = getelementptr inbounds i8, ptr %15, i64 196
  %174 = load float, ptr %173, align 4, !tbaa !40
  %175 = fpext float %174 to double
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 24, i32 noundef %172, double noundef %175)
  %176 = getelementptr inbounds i8, ptr %15, i64 256
  %177 = load i32, ptr %176, align 16, !tbaa !38
  %178 = getelementptr inbounds i8, ptr %15, i64 260
  %179 = load float, ptr %178, align 4, !tbaa !40
  %180 = fpext float %179 to double
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 32, i32 noundef %177, double noundef %180)
  call void @qsort(ptr noundef nonnull %15, i64 noundef 40, i64 noundef 8, ptr noundef nonnull @cmp_kw_key) #14
  %181 = getelementptr inbounds i8, ptr %16, i64 4
  br label %201

182:                                              ; preds = %0, %182
  %183 = phi i64 [ 0, %0 ], [ %197, %182 ]
  %184 = phi i32 [ %155, %0 ], [ %191, %182 ]
  %185 = trunc i64 %183 to i16
  %186 = mul nuw i16 %185, 389
  %187 = urem i16 %186, 1000
  %188 = zext nneg i16 %187 to i32
  %189 = getelementptr inbounds [40 x %struct.KW], ptr %15, i64 0, i64 %183
  store i32 %188, ptr %189, align 8, !tbaa !38
  %190 = mul i32 %184, 1664525
  %191 = add i32 %190, 1013904223
  %192 = lshr i32 %191, 9
  %193 = and i32 %192, 15
  %194 = uitofp nneg i32 %193 to float
  %195 = fmul float %194, 5.000000e-01
  %196 = getelementptr inbounds i8, ptr %189, i64 4
  store float %195, ptr %196, align 4, !tbaa !40
  %197 = add nuw nsw i64 %183, 1
  %198 = icmp eq i64 %197, 40
  br i1 %198, label %156, label %182, !llvm.loop !41

199:                                              ; preds = %212
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %213)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %17) #14
  %200 = load i32, ptr @seed, align 4, !tbaa !33
  br label %312

201:                                              ; preds = %156, %212
  %202 = phi i32 [ 0, %156 ], [ %214, %212 ]
  %203 = phi i32 [ 0, %156 ], [ %213, %212 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #14
  store i32 %202, ptr %16, align 4, !tbaa !38
  store float 0.000000e+00, ptr %181, align 4, !tbaa !40
  %204 = call ptr @bsearch(ptr noundef nonnull %16, ptr noundef nonnull %15, i64 noundef 40, i64 noundef 8, ptr noundef nonnull @cmp_kw_key) #14
  %205 = icmp eq ptr %204, null
  br i1 %205, label %212, label %206

206:                                              ; preds = %201
  %207 = add nsw i32 %203, 1
  %208 = load i32, ptr %204, align 4, !tbaa !38
  %209 = getelementptr inbounds i8, ptr %204, i64 4
  %210 = load float, ptr %209, align 4, !tbaa !40
  %211 = fpext float %210 to double
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %208, double noundef %211)
  br label %212

212:                                              ; preds = %206, %201
  %213 = phi i32 [ %207, %206 ], [ %203, %201 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #14
  %214 = add nuw nsw i32 %202, 7
  %215 = icmp ult i32 %202, 993
  br i1 %215, label %201, label %199, !llvm.loop !42

216:                                              ; preds = %312
  store i32 %323, ptr @seed, align 4, !tbaa !33
  call void @qsort(ptr noundef nonnull %17, i64 noundef 12, i64 noundef 24, ptr noundef nonnull @cmp_q3) #14
  %217 = getelementptr inbounds i8, ptr %17, i64 8
  %218 = load i64, ptr %217, align 8, !tbaa !43
  %219 = mul nsw i64 %218, 7
  %220 = getelementptr inbounds i8, ptr %17, i64 16
  %221 = load i64, ptr %220, align 16, !tbaa !19
  %222 = add i64 %221, %219
  %223 = mul i64 %222, 31
  %224 = getelementptr inbounds i8, ptr %17, i64 32
  %225 = load i64, ptr %224, align 16, !tbaa !43
  %226 = mul nsw i64 %225, 7
  %227 = getelementptr inbounds i8, ptr %17, i64 40
  %228 = load i64, ptr %227, align 8, !tbaa !19
  %229 = add i64 %228, %223
  %230 = add i64 %229, %226
  %231 = mul i64 %230, 31
  %232 = getelementptr inbounds i8, ptr %17, i64 56
  %233 = load i64, ptr %232, align 8, !tbaa !43
  %234 = mul nsw i64 %233, 7
  %235 = getelementptr inbounds i8, ptr %17, i64 64
  %236 = load i64, ptr %235, align 16, !tbaa !19
  %237 = add i64 %236, %231
  %238 = add i64 %237, %234
  %239 = mul i64 %238, 31
  %240 = getelementptr inbounds i8, ptr %17, i64 80
  %241 = load i64, ptr %240, align 16, !tbaa !43
  %242 = mul nsw i64 %241, 7
  %243 = getelementptr inbounds i8, ptr %17, i64 88
  %244 = load i64, ptr %243, align 8, !tbaa !19
  %245 = add i64 %244, %239
  %246 = add i64 %245, %242
  %247 = mul i64 %246, 31
  %248 = getelementptr inbounds i8, ptr %17, i64 104
  %249 = load i64, ptr %248, align 8, !tbaa !43
  %250 = mul nsw i64 %249, 7
  %251 = getelementptr inbounds i8, ptr %17, i64 112
  %252 = load i64, ptr %251, align 16, !tbaa !19
  %253 = add i64 %252, %247
  %254 = add i64 %253, %250
  %255 = mul i64 %254, 31
  %256 = getelementptr inbounds i8, ptr %17, i64 128
  %257 = load i64, ptr %256, align 16, !tbaa !43
  %258 = mul nsw i64 %257, 7
  %259 = getelementptr inbounds i8, ptr %17, i64 136
  %260 = load i64, ptr %259, align 8, !tbaa !19
  %261 = add i64 %260, %255
  %262 = add i64 %261, %258
  %263 = mul i64 %262, 31
  %264 = getelementptr inbounds i8, ptr %17, i64 152
  %265 = load i64, ptr %264, align 8, !tbaa !43
  %266 = mul nsw i64 %265, 7
  %267 = getelementptr inbounds i8, ptr %17, i64 160
  %268 = load i64, ptr %267, align 16, !tbaa !19
  %269 = add i64 %268, %263
  %270 = add i64 %269, %266
  %271 = mul i64 %270, 31
  %272 = getelementptr inbounds i8, ptr %17, i64 176
  %273 = load i64, ptr %272, align 16, !tbaa !43
  %274 = mul nsw i64 %273, 7
  %275 = getelementptr inbounds i8, ptr %17, i64 184
  %276 = load i64, ptr %275, align 8, !tbaa !19
  %277 = add i64 %276, %271
  %278 = add i64 %277, %274
  %279 = mul i64 %278, 31
  %280 = getelementptr inbounds i8, ptr %17, i64 200
  %281 = load i64, ptr %280, align 8, !tbaa !43
  %282 = mul nsw i64 %281, 7
  %283 = getelementptr inbounds i8, ptr %17, i64 208
  %284 = load i64, ptr %283, align 16, !tbaa !19
  %285 = add i64 %284, %279
  %286 = add i64 %285, %282
  %287 = mul i64 %286, 31
  %288 = getelementptr inbounds i8, ptr %17, i64 224
  %289 = load i64, ptr %288, align 16, !tbaa !43
  %290 = mul nsw i64 %289, 7
  %291 = getelementptr inbounds i8, ptr %17, i64 232
  %292 = load i64, ptr %291, align 8, !tbaa !19
  %293 = add i64 %292, %287
  %294 = add i64 %293, %290
  %295 = mul i64 %294, 31
  %296 = getelementptr inbounds i8, ptr %17, i64 248
  %297 = load i64, ptr %296, align 8, !tbaa !43
  %298 = mul nsw i64 %297, 7
  %299 = getelementptr inbounds i8, ptr %17, i64 256
  %300 = load i64, ptr %299, align 16, !tbaa !19
  %301 = add i64 %300, %295
  %302 = add i64 %301, %298
  %303 = mul i64 %302, 31
  %304 = getelementptr inbounds i8, ptr %17, i64 272
  %305 = load i64, ptr %304, align 16, !tbaa !43
  %306 = mul nsw i64 %305, 7
  %307 = getelementptr inbounds i8, ptr %17, i64 280
  %308 = load i64, ptr %307, align 8, !tbaa !19
  %309 = add i64 %308, %303
  %310 = add i64 %309, %306
  %311 = load i64, ptr %217, align 8, !tbaa !43
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef %310, i64 noundef %311, i64 noundef %305)
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #14
  ret i32 0

312:                                              ; preds = %199, %312
  %313 = phi i64 [ 0, %199 ], [ %328, %312 ]
  %314 = phi i32 [ %200, %199 ], [ %323, %312 ]
  %315 = mul i32 %314, 1664525
  %316 = add i32 %315, 1013904223
  %317 = lshr i32 %316, 9
  %318 = zext nneg i32 %317 to i64
  %319 = mul nuw nsw i64 %318, 1000003
  %320 = getelementptr inbounds [12 x %struct.Q3], ptr %17, i64 0, i64 %313
  store i64 %319, ptr %320, align 8, !tbaa !21
  %321 = getelementptr inbounds i8, ptr %320, i64 8
  store i64 %313, ptr %321, align 8, !tbaa !43
  %322 = mul i32 %316, 1664525
  %323 = add i32 %322, 1013904223
  %324 = lshr i32 %323, 9
  %325 = urem i32 %324, 5
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr inbounds i8, ptr %320, i64 16
  store i64 %326, ptr %327, align 8, !tbaa !19
  %328 = add nuw nsw i64 %313, 1
  %329 = icmp eq i64 %328, 12
  br i1 %329, label %216, label %312, !llvm.loop !44
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #7 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14
  %4 = load ptr, ptr %2, align 8, !tbaa !34
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret void
}

; Function Attrs: nofree
declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_kw(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !40
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !40
  %7 = fcmp une float %4, %6
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = fcmp olt float %4, %6
  %10 = select i1 %9, i32 -1, i32 1
  br label %19

11:                                               ; preds = %2
  %12 = load i32, ptr %0, align 4, !tbaa !38
  %13 = load i32, ptr %1, align 4, !tbaa !38
  %14 = icmp sgt i32 %12, %13
  %15 = zext i1 %14 to i32
  %16 = icmp slt i32 %12, %13
  %17 = sext i1 %16 to i32
  %18 = add nsw i32 %17, %15
  br label %19

19:                                               ; preds = %11, %8
  %20 = phi i32 [ %10, %8 ], [ %18, %11 ]
  ret i32 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_kw_key(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = load i32, ptr %0, align 4, !tbaa !38
  %4 = load i32, ptr %1, align 4, !tbaa !38
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

declare dso_local ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_q3(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !19
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !19
  %7 = icmp eq i64 %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = icmp slt i64 %4, %6
  %10 = select i1 %9, i32 -1, i32 1
  br label %28

11:                                               ; preds = %2
  %12 = load i64, ptr %0, align 8, !tbaa !21
  %13 = load i64, ptr %1, align 8, !tbaa !21
  %14 = icmp eq i64 %12, %13
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = icmp slt i64 %12, %13
  %17 = select i1 %16, i32 -1, i32 1
  br label %28

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !43
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !43
  %23 = icmp sgt i64 %20, %22
  %24 = zext i1 %23 to i32
  %25 = icmp slt i64 %20, %22
  %26 = sext i1 %25 to i32
  %27 = add nsw i32 %26, %24
  br label %28

28:                                               ; preds = %18, %15, %8
  %29 = phi i32 [ %10, %8 ], [ %17, %15 ], [ %27, %18 ]
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #12

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !10, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !13, i64 8}
!15 = !{!"", !13, i64 0, !13, i64 4, !13, i64 8}
!16 = !{!15, !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = !{!20, !18, i64 16}
!20 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16}
!21 = !{!20, !18, i64 0}
!22 = !{!7, !7, i64 0}
!23 = !{!24, !10, i64 32}
!24 = !{!"", !8, i64 0, !10, i64 32}
!25 = !{!26, !10, i64 16}
!26 = !{!"", !27, i64 0, !28, i64 8, !10, i64 16}
!27 = !{!"any pointer", !8, i64 0}
!28 = !{!"", !13, i64 0, !13, i64 4}
!29 = !{!26, !27, i64 0}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{i64 0, i64 8, !22, i64 8, i64 4, !33}
!33 = !{!10, !10, i64 0}
!34 = !{!27, !27, i64 0}
!35 = distinct !{!35, !31}
!36 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17}
!37 = !{!8, !8, i64 0}
!38 = !{!39, !10, i64 0}
!39 = !{!"", !10, i64 0, !13, i64 4}
!40 = !{!39, !13, i64 4}
!41 = distinct !{!41, !31}
!42 = distinct !{!42, !31}
!43 = !{!20, !18, i64 8}
!44 = distinct !{!44, !31}

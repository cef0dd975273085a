; ModuleID = 'abi_callbacks.c'
source_filename = "abi_callbacks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.F2Iter = type { ptr, %struct.F2, i32 }
%struct.F2 = type { float, float }
%struct.Q3 = type { i64, i64, i64 }
%struct.D5 = type { [4 x double], i32 }
%struct.KW = type { i32, float }

@.str = private unnamed_addr constant [18 x i8] c"cs[%d] c=%d s=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"f2[%d] %.4f %.4f\0A\00", align 1
@__const.main.it = private unnamed_addr constant %struct.F2Iter { ptr @f2_mul, %struct.F2 { float 1.000000e+00, float 0.000000e+00 }, i32 8 }, align 8
@.str.2 = private unnamed_addr constant [17 x i8] c"i^8 = %.1f %.1f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"sum5 = %.3f %.3f\0A\00", align 1
@di_tab = internal constant [2 x ptr] [ptr @di_scale, ptr @di_neg], align 16
@.str.4 = private unnamed_addr constant [12 x i8] c"di %.4f %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"di[%d] %.4f %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"f3[%d] %.3f %.3f %.3f\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.Q3 { i64 1, i64 2, i64 3 }, align 8
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
define dso_local <2 x float> @f2_add(<2 x float> %0, <2 x float> %1) #1 {
  %3 = fadd <2 x float> %0, %1
  ret <2 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @f2_mul(<2 x float> %0, <2 x float> %1) #1 {
  %3 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %4 = fneg <2 x float> %0
  %5 = shufflevector <2 x float> %3, <2 x float> %4, <2 x i32> <i32 0, i32 3>
  %6 = fmul <2 x float> %5, %1
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %8 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> zeroinitializer
  %9 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %8, <2 x float> %1, <2 x float> %7)
  ret <2 x float> %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, i32 } @di_scale(double %0, i32 %1, double noundef %2) #0 {
  %4 = fmul double %0, %2
  %5 = fptosi double %2 to i32
  %6 = add nsw i32 %5, %1
  %7 = insertvalue { double, i32 } poison, double %4, 0
  %8 = insertvalue { double, i32 } %7, i32 %6, 1
  ret { double, i32 } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, i32 } @di_neg(double %0, i32 %1, double noundef %2) #0 {
  %4 = fsub double %2, %0
  %5 = sub nsw i32 0, %1
  %6 = insertvalue { double, i32 } poison, double %4, 0
  %7 = insertvalue { double, i32 } %6, i32 %5, 1
  ret { double, i32 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { <2 x float>, float } @f3_scale(<2 x float> %0, float %1, float noundef %2) local_unnamed_addr #1 {
  %4 = insertelement <2 x float> poison, float %2, i64 0
  %5 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> zeroinitializer
  %6 = fmul <2 x float> %5, %0
  %7 = fmul float %1, %2
  %8 = insertvalue { <2 x float>, float } poison, <2 x float> %6, 0
  %9 = insertvalue { <2 x float>, float } %8, float %7, 1
  ret { <2 x float>, float } %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { <2 x float>, float } @f3_rot(<2 x float> %0, float %1, float noundef %2) local_unnamed_addr #1 {
  %4 = extractelement <2 x float> %0, i64 1
  %5 = fadd float %4, %2
  %6 = insertelement <2 x float> poison, float %5, i64 0
  %7 = fadd float %1, %2
  %8 = insertelement <2 x float> %6, float %7, i64 1
  %9 = extractelement <2 x float> %0, i64 0
  %10 = fadd float %9, %2
  %11 = insertvalue { <2 x float>, float } poison, <2 x float> %8, 0
  %12 = insertvalue { <2 x float>, float } %11, float %10, 1
  ret { <2 x float>, float } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @q3_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, ptr nocapture noundef readonly byval(%struct.Q3) align 8 %1, ptr nocapture noundef readonly byval(%struct.Q3) align 8 %2) local_unnamed_addr #3 {
  %4 = load <2 x i64>, ptr %1, align 8, !tbaa !5
  %5 = load <2 x i64>, ptr %2, align 8, !tbaa !5
  %6 = add nsw <2 x i64> %5, %4
  store <2 x i64> %6, ptr %0, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !9
  %12 = add nsw i64 %11, %9
  store i64 %12, ptr %7, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @q3_mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, ptr nocapture noundef readonly byval(%struct.Q3) align 8 %1, ptr nocapture noundef readonly byval(%struct.Q3) align 8 %2) local_unnamed_addr #3 {
  %4 = load i64, ptr %1, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !9
  %7 = mul nsw i64 %6, %4
  store i64 %7, ptr %0, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load <2 x i64>, ptr %9, align 8, !tbaa !5
  %11 = load <2 x i64>, ptr %2, align 8, !tbaa !5
  %12 = shufflevector <2 x i64> %11, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %13 = xor <2 x i64> %10, %12
  %14 = sub nsw <2 x i64> %10, %12
  %15 = shufflevector <2 x i64> %13, <2 x i64> %14, <2 x i32> <i32 0, i32 3>
  store <2 x i64> %15, ptr %8, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @d5_axpy(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D5) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly byval(%struct.D5) align 8 %2) local_unnamed_addr #3 {
  %4 = load <2 x double>, ptr %1, align 8, !tbaa !12
  %5 = load <2 x double>, ptr %2, align 8, !tbaa !12
  %6 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %4, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %5)
  store <2 x double> %6, ptr %0, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load <2 x double>, ptr %7, align 8, !tbaa !12
  %11 = load <2 x double>, ptr %8, align 8, !tbaa !12
  %12 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %10, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %11)
  store <2 x double> %12, ptr %9, align 8, !tbaa !12
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load i32, ptr %13, align 8, !tbaa !14
  %15 = mul nsw i32 %14, 10
  %16 = getelementptr inbounds i8, ptr %2, i64 32
  %17 = load i32, ptr %16, align 8, !tbaa !14
  %18 = add nsw i32 %15, %17
  %19 = getelementptr inbounds i8, ptr %0, i64 32
  store i32 %18, ptr %19, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noinline nounwind uwtable
define dso_local <2 x float> @f2_iterate(ptr nocapture noundef readonly byval(%struct.F2Iter) align 8 %0, <2 x float> %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load <2 x float>, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !17
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load ptr, ptr %0, align 8, !tbaa !22
  br label %12

10:                                               ; preds = %12, %2
  %11 = phi <2 x float> [ %4, %2 ], [ %15, %12 ]
  ret <2 x float> %11

12:                                               ; preds = %8, %12
  %13 = phi <2 x float> [ %4, %8 ], [ %15, %12 ]
  %14 = phi i32 [ 0, %8 ], [ %16, %12 ]
  %15 = tail call <2 x float> %9(<2 x float> %13, <2 x float> %1) #12
  %16 = add nuw nsw i32 %14, 1
  %17 = icmp eq i32 %16, %6
  br i1 %17, label %10, label %12, !llvm.loop !23
}

; Function Attrs: noinline nounwind uwtable
define dso_local { double, i32 } @di_apply_all(ptr nocapture noundef readonly %0, i32 noundef %1, double %2, i32 %3, double noundef %4) local_unnamed_addr #6 {
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  %8 = zext nneg i32 %1 to i64
  br label %14

9:                                                ; preds = %14, %5
  %10 = phi double [ %2, %5 ], [ %21, %14 ]
  %11 = phi i32 [ %3, %5 ], [ %22, %14 ]
  %12 = insertvalue { double, i32 } poison, double %10, 0
  %13 = insertvalue { double, i32 } %12, i32 %11, 1
  ret { double, i32 } %13

14:                                               ; preds = %7, %14
  %15 = phi i64 [ 0, %7 ], [ %23, %14 ]
  %16 = phi i32 [ %3, %7 ], [ %22, %14 ]
  %17 = phi double [ %2, %7 ], [ %21, %14 ]
  %18 = getelementptr inbounds ptr, ptr %0, i64 %15
  %19 = load ptr, ptr %18, align 8, !tbaa !25
  %20 = tail call { double, i32 } %19(double %17, i32 %16, double noundef %4) #12
  %21 = extractvalue { double, i32 } %20, 0
  %22 = extractvalue { double, i32 } %20, 1
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %23, %8
  br i1 %24, label %9, label %14, !llvm.loop !26
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca %struct.F2Iter, align 8
  %2 = alloca %struct.Q3, align 8
  %3 = alloca %struct.Q3, align 8
  %4 = alloca %struct.D5, align 16
  %5 = alloca %struct.D5, align 16
  %6 = alloca %struct.D5, align 8
  %7 = alloca [40 x %struct.KW], align 16
  %8 = alloca [12 x %struct.Q3], align 16
  %9 = tail call i32 @cs_bump(i32 19660865, i32 noundef 1) #12
  %10 = shl i32 %9, 24
  %11 = ashr exact i32 %10, 24
  %12 = ashr i32 %9, 16
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %11, i32 noundef %12)
  %14 = tail call i32 @cs_swap(i32 %9, i32 noundef 2) #12
  %15 = shl i32 %14, 24
  %16 = ashr exact i32 %15, 24
  %17 = ashr i32 %14, 16
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %16, i32 noundef %17)
  %19 = tail call i32 @cs_bump(i32 %14, i32 noundef 3) #12
  %20 = shl i32 %19, 24
  %21 = ashr exact i32 %20, 24
  %22 = ashr i32 %19, 16
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %21, i32 noundef %22)
  %24 = tail call i32 @cs_swap(i32 %19, i32 noundef 4) #12
  %25 = shl i32 %24, 24
  %26 = ashr exact i32 %25, 24
  %27 = ashr i32 %24, 16
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %26, i32 noundef %27)
  %29 = tail call <2 x float> @f2_add(<2 x float> <float 1.500000e+00, float -5.000000e-01>, <2 x float> <float 2.500000e-01, float 2.000000e+00>) #12
  %30 = extractelement <2 x float> %29, i64 0
  %31 = fpext float %30 to double
  %32 = extractelement <2 x float> %29, i64 1
  %33 = fpext float %32 to double
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %31, double noundef %33)
  %35 = tail call <2 x float> @f2_mul(<2 x float> <float 1.500000e+00, float -5.000000e-01>, <2 x float> <float 2.500000e-01, float 2.000000e+00>) #12
  %36 = extractelement <2 x float> %35, i64 0
  %37 = fpext float %36 to double
  %38 = extractelement <2 x float> %35, i64 1
  %39 = fpext float %38 to double
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %37, double noundef %39)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.it, i64 24, i1 false)
  %41 = tail call <2 x float> @f2_iterate(ptr noundef nonnull byval(%struct.F2Iter) align 8 @__const.main.it, <2 x float> <float 0.000000e+00, float 1.000000e+00>)
  %42 = extractelement <2 x float> %41, i64 0
  %43 = fpext float %42 to double
  %44 = extractelement <2 x float> %41, i64 1
  %45 = fpext float %44 to double
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %43, double noundef %45)
  store ptr @f2_add, ptr %1, align 8, !tbaa !22
  %47 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 5, ptr %47, align 8, !tbaa !17
  %48 = tail call <2 x float> @f2_iterate(ptr noundef nonnull byval(%struct.F2Iter) align 8 %1, <2 x float> <float 2.500000e-01, float 2.000000e+00>)
  %49 = extractelement <2 x float> %48, i64 0
  %50 = fpext float %49 to double
  %51 = extractelement <2 x float> %48, i64 1
  %52 = fpext float %51 to double
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %50, double noundef %52)
  %54 = tail call { double, i32 } @di_apply_all(ptr noundef nonnull @di_tab, i32 noundef 2, double 3.250000e+00, i32 7, double noundef 4.000000e+00)
  %55 = extractvalue { double, i32 } %54, 0
  %56 = extractvalue { double, i32 } %54, 1
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %55, i32 noundef %56)
  %58 = tail call { double, i32 } @di_scale(double %55, i32 %56, double noundef 5.000000e-01) #12
  %59 = extractvalue { double, i32 } %58, 0
  %60 = extractvalue { double, i32 } %58, 1
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, double noundef %59, i32 noundef %60)
  %62 = tail call { double, i32 } @di_neg(double %59, i32 %60, double noundef 1.500000e+00) #12
  %63 = extractvalue { double, i32 } %62, 0
  %64 = extractvalue { double, i32 } %62, 1
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, double noundef %63, i32 noundef %64)
  %66 = tail call { double, i32 } @di_scale(double %63, i32 %64, double noundef 2.500000e+00) #12
  %67 = extractvalue { double, i32 } %66, 0
  %68 = extractvalue { double, i32 } %66, 1
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, double noundef %67, i32 noundef %68)
  %70 = tail call { <2 x float>, float } @f3_scale(<2 x float> <float 1.000000e+00, float 2.000000e+00>, float 3.000000e+00, float noundef -5.000000e-01) #12
  %71 = extractvalue { <2 x float>, float } %70, 0
  %72 = extractvalue { <2 x float>, float } %70, 1
  %73 = extractelement <2 x float> %71, i64 0
  %74 = fpext float %73 to double
  %75 = extractelement <2 x float> %71, i64 1
  %76 = fpext float %75 to double
  %77 = fpext float %72 to double
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, double noundef %74, double noundef %76, double noundef %77)
  %79 = tail call { <2 x float>, float } @f3_rot(<2 x float> %71, float %72, float noundef 5.000000e-01) #12
  %80 = extractvalue { <2 x float>, float } %79, 0
  %81 = extractvalue { <2 x float>, float } %79, 1
  %82 = extractelement <2 x float> %80, i64 0
  %83 = fpext float %82 to double
  %84 = extractelement <2 x float> %80, i64 1
  %85 = fpext float %84 to double
  %86 = fpext float %81 to double
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, double noundef %83, double noundef %85, double noundef %86)
  %88 = tail call { <2 x float>, float } @f3_scale(<2 x float> %80, float %81, float noundef 1.500000e+00) #12
  %89 = extractvalue { <2 x float>, float } %88, 0
  %90 = extractvalue { <2 x float>, float } %88, 1
  %91 = extractelement <2 x float> %89, i64 0
  %92 = fpext float %91 to double
  %93 = extractelement <2 x float> %89, i64 1
  %94 = fpext float %93 to double
  %95 = fpext float %90 to double
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, double noundef %92, double noundef %94, double noundef %95)
  %97 = tail call { <2 x float>, float } @f3_rot(<2 x float> %89, float %90, float noundef 2.500000e+00) #12
  %98 = extractvalue { <2 x float>, float } %97, 0
  %99 = extractvalue { <2 x float>, float } %97, 1
  %100 = extractelement <2 x float> %98, i64 0
  %101 = fpext float %100 to double
  %102 = extractelement <2 x float> %98, i64 1
  %103 = fpext float %102 to double
  %104 = fpext float %99 to double
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, double noundef %101, double noundef %103, double noundef %104)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #12
  %106 = getelementptr inbounds i8, ptr %2, i64 8
  %107 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  call void @q3_add(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %3, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  %108 = load i64, ptr %2, align 8, !tbaa !11
  %109 = load i64, ptr %106, align 8, !tbaa !28
  %110 = load i64, ptr %107, align 8, !tbaa !9
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i64 noundef %108, i64 noundef %109, i64 noundef %110)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  call void @q3_mix(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %3, ptr noundef nonnull byval(%struct.Q3) align 8 %2, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  %112 = load i64, ptr %2, align 8, !tbaa !11
  %113 = load i64, ptr %106, align 8, !tbaa !28
  %114 = load i64, ptr %107, align 8, !tbaa !9
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i64 noundef %112, i64 noundef %113, i64 noundef %114)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  call void @q3_add(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %3, ptr noundef nonnull byval(%struct.Q3) align 8 %2, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  %116 = load i64, ptr %2, align 8, !tbaa !11
  %117 = load i64, ptr %106, align 8, !tbaa !28
  %118 = load i64, ptr %107, align 8, !tbaa !9
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i64 noundef %116, i64 noundef %117, i64 noundef %118)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  call void @q3_mix(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %3, ptr noundef nonnull byval(%struct.Q3) align 8 %2, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  %120 = load i64, ptr %2, align 8, !tbaa !11
  %121 = load i64, ptr %106, align 8, !tbaa !28
  %122 = load i64, ptr %107, align 8, !tbaa !9
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i64 noundef %120, i64 noundef %121, i64 noundef %122)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #12
  %124 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 0, ptr %124, align 16
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %4, align 16
  %125 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %125, align 16
  %126 = getelementptr inbounds i8, ptr %4, i64 32
  store i32 1, ptr %126, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #12
  %127 = getelementptr inbounds i8, ptr %5, i64 32
  store i64 0, ptr %127, align 16
  %128 = getelementptr inbounds i8, ptr %5, i64 8
  store <2 x double> <double 5.000000e-01, double 2.500000e-01>, ptr %5, align 16
  %129 = getelementptr inbounds i8, ptr %5, i64 16
  %130 = getelementptr inbounds i8, ptr %5, i64 24
  store <2 x double> <double 1.250000e-01, double 6.250000e-02>, ptr %129, align 16
  %131 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 2, ptr %131, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  call void @d5_axpy(ptr dead_on_unwind nonnull writable sret(%struct.D5) align 8 %6, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.D5) align 8 %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  call void @d5_axpy(ptr dead_on_unwind nonnull writable sret(%struct.D5) align 8 %6, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.D5) align 8 %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  call void @d5_axpy(ptr dead_on_unwind nonnull writable sret(%struct.D5) align 8 %6, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.D5) align 8 %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  %132 = load double, ptr %5, align 16, !tbaa !12
  %133 = load double, ptr %128, align 8, !tbaa !12
  %134 = load double, ptr %129, align 16, !tbaa !12
  %135 = load double, ptr %130, align 8, !tbaa !12
  %136 = load i32, ptr %131, align 16, !tbaa !14
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %132, double noundef %133, double noundef %134, double noundef %135, i32 noundef %136)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %7) #12
  %138 = load i32, ptr @seed, align 4, !tbaa !31
  br label %170

139:                                              ; preds = %170
  store i32 %179, ptr @seed, align 4, !tbaa !31
  call void @qsort(ptr noundef nonnull %7, i64 noundef 40, i64 noundef 8, ptr noundef nonnull @cmp_kw) #12
  %140 = load i32, ptr %7, align 16, !tbaa !32
  %141 = getelementptr inbounds i8, ptr %7, i64 4
  %142 = load float, ptr %141, align 4, !tbaa !34
  %143 = fpext float %142 to double
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i32 noundef %140, double noundef %143)
  %145 = getelementptr inbounds i8, ptr %7, i64 64
  %146 = load i32, ptr %145, align 16, !tbaa !32
  %147 = getelementptr inbounds i8, ptr %7, i64 68
  %148 = load float, ptr %147, align 4, !tbaa !34
  %149 = fpext float %148 to double
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 8, i32 noundef %146, double noundef %149)
  %151 = getelementptr inbounds i8, ptr %7, i64 128
  %152 = load i32, ptr %151, align 16, !tbaa !32
  %153 = getelementptr inbounds i8, ptr %7, i64 132
  %154 = load float, ptr %153, align 4, !tbaa !34
  %155 = fpext float %154 to double
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 16, i32 noundef %152, double noundef %155)
  %157 = getelementptr inbounds i8, ptr %7, i64 192
  %158 = load i32, ptr %157, align 16, !tbaa !32
  %159 = getelementptr inbounds i8, ptr %7, i64 196
  %160 = load float, ptr %159, align 4, !tbaa !34
  %161 = fpext float %160 to double
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 24, i32 noundef %158, double noundef %161)
  %163 = getelementptr inbounds i8, ptr %7, i64 256
  %164 = load i32, ptr %163, align 16, !tbaa !32
  %165 = getelementptr inbounds i8, ptr %7, i64 260
  %166 = load float, ptr %165, align 4, !tbaa !34
  %167 = fpext float %166 to double
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 32, i32 noundef %164, double noundef %167)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 40, i64 noundef 8, ptr noundef nonnull @cmp_kw_key) #12
  %169 = getelementptr inbounds i8, ptr %7, i64 4
  br label %187

170:                                              ; preds = %0, %170
  %171 = phi i64 [ 0, %0 ], [ %185, %170 ]
  %172 = phi i32 [ %138, %0 ], [ %179, %170 ]
  %173 = trunc i64 %171 to i16
  %174 = mul nuw i16 %173, 389
  %175 = urem i16 %174, 1000
  %176 = zext nneg i16 %175 to i32
  %177 = getelementptr inbounds [40 x %struct.KW], ptr %7, i64 0, i64 %171
  store i32 %176, ptr %177, align 8, !tbaa !32
  %178 = mul i32 %172, 1664525
  %179 = add i32 %178, 1013904223
  %180 = lshr i32 %179, 9
  %181 = and i32 %180, 15
  %182 = uitofp nneg i32 %181 to float
  %183 = fmul float %182, 5.000000e-01
  %184 = getelementptr inbounds i8, ptr %177, i64 4
  store float %183, ptr %184, align 4, !tbaa !34
  %185 = add nuw nsw i64 %171, 1
  %186 = icmp eq i64 %185, 40
  br i1 %186, label %139, label %170, !llvm.loop !35

187:                                              ; preds = %139, %221
  %188 = phi i32 [ 0, %139 ], [ %223, %221 ]
  %189 = phi i32 [ 0, %139 ], [ %222, %221 ]
  br label %193

190:                                              ; preds = %221
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %222)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %8) #12
  %192 = load i32, ptr @seed, align 4, !tbaa !31
  br label %322

193:                                              ; preds = %187, %211
  %194 = phi i64 [ %213, %211 ], [ 0, %187 ]
  %195 = phi i64 [ %212, %211 ], [ 40, %187 ]
  %196 = add i64 %195, %194
  %197 = lshr i64 %196, 1
  %198 = shl i64 %197, 3
  %199 = getelementptr inbounds i8, ptr %7, i64 %198
  %200 = load i32, ptr %199, align 8, !tbaa !32
  %201 = icmp sgt i32 %188, %200
  %202 = zext i1 %201 to i32
  %203 = icmp slt i32 %188, %200
  %204 = sext i1 %203 to i32
  %205 = add nsw i32 %204, %202
  %206 = icmp slt i32 %205, 0
  br i1 %206, label %211, label %207

207:                                              ; preds = %193
  %208 = icmp eq i32 %205, 0
  br i1 %208, label %215, label %209

209:                                              ; preds = %207
  %210 = add nuw i64 %197, 1
  br label %211

211:                                              ; preds = %209, %193
  %212 = phi i64 [ %195, %209 ], [ %197, %193 ]
  %213 = phi i64 [ %210, %209 ], [ %194, %193 ]
  %214 = icmp ult i64 %213, %212
  br i1 %214, label %193, label %221, !llvm.loop !36

215:                                              ; preds = %207
  %216 = add nsw i32 %189, 1
  %217 = getelementptr i8, ptr %169, i64 %198
  %218 = load float, ptr %217, align 4, !tbaa !34
  %219 = fpext float %218 to double
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %200, double noundef %219)
  br label %221

221:                                              ; preds = %211, %215
  %222 = phi i32 [ %216, %215 ], [ %189, %211 ]
  %223 = add nuw nsw i32 %188, 7
  %224 = icmp ult i32 %188, 993
  br i1 %224, label %187, label %190, !llvm.loop !37

225:                                              ; preds = %322
  store i32 %333, ptr @seed, align 4, !tbaa !31
  call void @qsort(ptr noundef nonnull %8, i64 noundef 12, i64 noundef 24, ptr noundef nonnull @cmp_q3) #12
  %226 = getelementptr inbounds i8, ptr %8, i64 8
  %227 = load i64, ptr %226, align 8, !tbaa !28
  %228 = mul nsw i64 %227, 7
  %229 = getelementptr inbounds i8, ptr %8, i64 16
  %230 = load i64, ptr %229, align 16, !tbaa !9
  %231 = add i64 %230, %228
  %232 = mul i64 %231, 31
  %233 = getelementptr inbounds i8, ptr %8, i64 32
  %234 = load i64, ptr %233, align 16, !tbaa !28
  %235 = mul nsw i64 %234, 7
  %236 = getelementptr inbounds i8, ptr %8, i64 40
  %237 = load i64, ptr %236, align 8, !tbaa !9
  %238 = add i64 %237, %232
  %239 = add i64 %238, %235
  %240 = mul i64 %239, 31
  %241 = getelementptr inbounds i8, ptr %8, i64 56
  %242 = load i64, ptr %241, align 8, !tbaa !28
  %243 = mul nsw i64 %242, 7
  %244 = getelementptr inbounds i8, ptr %8, i64 64
  %245 = load i64, ptr %244, align 16, !tbaa !9
  %246 = add i64 %245, %240
  %247 = add i64 %246, %243
  %248 = mul i64 %247, 31
  %249 = getelementptr inbounds i8, ptr %8, i64 80
  %250 = load i64, ptr %249, align 16, !tbaa !28
  %251 = mul nsw i64 %250, 7
  %252 = getelementptr inbounds i8, ptr %8, i64 88
  %253 = load i64, ptr %252, align 8, !tbaa !9
  %254 = add i64 %253, %248
  %255 = add i64 %254, %251
  %256 = mul i64 %255, 31
  %257 = getelementptr inbounds i8, ptr %8, i64 104
  %258 = load i64, ptr %257, align 8, !tbaa !28
  %259 = mul nsw i64 %258, 7
  %260 = getelementptr inbounds i8, ptr %8, i64 112
  %261 = load i64, ptr %260, align 16, !tbaa !9
  %262 = add i64 %261, %256
  %263 = add i64 %262, %259
  %264 = mul i64 %263, 31
  %265 = getelementptr inbounds i8, ptr %8, i64 128
  %266 = load i64, ptr %265, align 16, !tbaa !28
  %267 = mul nsw i64 %266, 7
  %268 = getelementptr inbounds i8, ptr %8, i64 136
  %269 = load i64, ptr %268, align 8, !tbaa !9
  %270 = add i64 %269, %264
  %271 = add i64 %270, %267
  %272 = mul i64 %271, 31
  %273 = getelementptr inbounds i8, ptr %8, i64 152
  %274 = load i64, ptr %273, align 8, !tbaa !28
  %275 = mul nsw i64 %274, 7
  %276 = getelementptr inbounds i8, ptr %8, i64 160
  %277 = load i64, ptr %276, align 16, !tbaa !9
  %278 = add i64 %277, %272
  %279 = add i64 %278, %275
  %280 = mul i64 %279, 31
  %281 = getelementptr inbounds i8, ptr %8, i64 176
  %282 = load i64, ptr %281, align 16, !tbaa !28
  %283 = mul nsw i64 %282, 7
  %284 = getelementptr inbounds i8, ptr %8, i64 184
  %285 = load i64, ptr %284, align 8, !tbaa !9
  %286 = add i64 %285, %280
  %287 = add i64 %286, %283
  %288 = mul i64 %287, 31
  %289 = getelementptr inbounds i8, ptr %8, i64 200
  %290 = load i64, ptr %289, align 8, !tbaa !28
  %291 = mul nsw i64 %290, 7
  %292 = getelementptr inbounds i8, ptr %8, i64 208
  %293 = load i64, ptr %292, align 16, !tbaa !9
  %294 = add i64 %293, %288
  %295 = add i64 %294, %291
  %296 = mul i64 %295, 31
  %297 = getelementptr inbounds i8, ptr %8, i64 224
  %298 = load i64, ptr %297, align 16, !tbaa !28
  %299 = mul nsw i64 %298, 7
  %300 = getelementptr inbounds i8, ptr %8, i64 232
  %301 = load i64, ptr %300, align 8, !tbaa !9
  %302 = add i64 %301, %296
  %303 = add i64 %302, %299
  %304 = mul i64 %303, 31
  %305 = getelementptr inbounds i8, ptr %8, i64 248
  %306 = load i64, ptr %305, align 8, !tbaa !28
  %307 = mul nsw i64 %306, 7
  %308 = getelementptr inbounds i8, ptr %8, i64 256
  %309 = load i64, ptr %308, align 16, !tbaa !9
  %310 = add i64 %309, %304
  %311 = add i64 %310, %307
  %312 = mul i64 %311, 31
  %313 = getelementptr inbounds i8, ptr %8, i64 272
  %314 = load i64, ptr %313, align 16, !tbaa !28
  %315 = mul nsw i64 %314, 7
  %316 = getelementptr inbounds i8, ptr %8, i64 280
  %317 = load i64, ptr %316, align 8, !tbaa !9
  %318 = add i64 %317, %312
  %319 = add i64 %318, %315
  %320 = load i64, ptr %226, align 8, !tbaa !28
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %319, i64 noundef %320, i64 noundef %314)
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #12
  ret i32 0

322:                                              ; preds = %190, %322
  %323 = phi i64 [ 0, %190 ], [ %338, %322 ]
  %324 = phi i32 [ %192, %190 ], [ %333, %322 ]
  %325 = mul i32 %324, 1664525
  %326 = add i32 %325, 1013904223
  %327 = lshr i32 %326, 9
  %328 = zext nneg i32 %327 to i64
  %329 = mul nuw nsw i64 %328, 1000003
  %330 = getelementptr inbounds [12 x %struct.Q3], ptr %8, i64 0, i64 %323
  store i64 %329, ptr %330, align 8, !tbaa !11
  %331 = getelementptr inbounds i8, ptr %330, i64 8
  store i64 %323, ptr %331, align 8, !tbaa !28
  %332 = mul i32 %326, 1664525
  %333 = add i32 %332, 1013904223
  %334 = lshr i32 %333, 9
  %335 = urem i32 %334, 5
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds i8, ptr %330, i64 16
  store i64 %336, ptr %337, align 8, !tbaa !9
  %338 = add nuw nsw i64 %323, 1
  %339 = icmp eq i64 %338, 12
  br i1 %339, label %225, label %322, !llvm.loop !38
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_kw(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #10 {
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !34
  %7 = fcmp une float %4, %6
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = fcmp olt float %4, %6
  %10 = select i1 %9, i32 -1, i32 1
  br label %19

11:                                               ; preds = %2
  %12 = load i32, ptr %0, align 4, !tbaa !32
  %13 = load i32, ptr %1, align 4, !tbaa !32
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
define internal range(i32 -1, 2) i32 @cmp_kw_key(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #10 {
  %3 = load i32, ptr %0, align 4, !tbaa !32
  %4 = load i32, ptr %1, align 4, !tbaa !32
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_q3(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #10 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !9
  %7 = icmp eq i64 %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = icmp slt i64 %4, %6
  %10 = select i1 %9, i32 -1, i32 1
  br label %28

11:                                               ; preds = %2
  %12 = load i64, ptr %0, align 8, !tbaa !11
  %13 = load i64, ptr %1, align 8, !tbaa !11
  %14 = icmp eq i64 %12, %13
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = icmp slt i64 %12, %13
  %17 = select i1 %16, i32 -1, i32 1
  br label %28

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !28
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !28
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 16}
!10 = !{!"", !6, i64 0, !6, i64 8, !6, i64 16}
!11 = !{!10, !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = !{!15, !16, i64 32}
!15 = !{!"", !7, i64 0, !16, i64 32}
!16 = !{!"int", !7, i64 0}
!17 = !{!18, !16, i64 16}
!18 = !{!"", !19, i64 0, !20, i64 8, !16, i64 16}
!19 = !{!"any pointer", !7, i64 0}
!20 = !{!"", !21, i64 0, !21, i64 4}
!21 = !{!"float", !7, i64 0}
!22 = !{!18, !19, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!19, !19, i64 0}
!26 = distinct !{!26, !24}
!27 = !{i64 0, i64 8, !5, i64 8, i64 8, !5, i64 16, i64 8, !5}
!28 = !{!10, !6, i64 8}
!29 = !{i64 0, i64 32, !30, i64 32, i64 4, !31}
!30 = !{!7, !7, i64 0}
!31 = !{!16, !16, i64 0}
!32 = !{!33, !16, i64 0}
!33 = !{!"", !16, i64 0, !21, i64 4}
!34 = !{!33, !21, i64 4}
!35 = distinct !{!35, !24}
!36 = distinct !{!36, !24}
!37 = distinct !{!37, !24}
!38 = distinct !{!38, !24}

; ModuleID = 'complex_abi.c'
source_filename = "complex_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mix = type { { float, float }, i32, { double, double } }

@.str = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"conj a\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"3a\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"fops\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"z*w\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"w/z\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"(w/z)*z\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"|w|^2 = %.10g\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"z^12\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"|z^12|^2 = %.10g\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"widen\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"narrow\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"trace\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"mix.a\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"mix.tag = %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"mix.b\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"fold\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"array sums %.3f %.3f\0A\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"%s = (%.5g, %.5g)\0A\00", align 1
@.str.23 = private unnamed_addr constant [21 x i8] c"%s = (%.10g, %.10g)\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @cf_add(<2 x float> noundef %0, <2 x float> noundef %1) local_unnamed_addr #0 {
  %3 = fadd <2 x float> %0, %1
  ret <2 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @cf_sub(<2 x float> noundef %0, <2 x float> noundef %1) local_unnamed_addr #0 {
  %3 = fsub <2 x float> %0, %1
  ret <2 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @cf_mul(<2 x float> noundef %0, <2 x float> noundef %1) local_unnamed_addr #0 {
  %3 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %4 = fneg <2 x float> %0
  %5 = shufflevector <2 x float> %3, <2 x float> %4, <2 x i32> <i32 0, i32 3>
  %6 = fmul <2 x float> %5, %1
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %8 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> zeroinitializer
  %9 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %8, <2 x float> %1, <2 x float> %7)
  ret <2 x float> %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x float> @cf_conj(<2 x float> noundef %0) local_unnamed_addr #0 {
  %2 = fneg <2 x float> %0
  %3 = shufflevector <2 x float> %0, <2 x float> %2, <2 x i32> <i32 0, i32 3>
  ret <2 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @cf_scale(float noundef %0, <2 x float> noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <2 x float> poison, float %0, i64 0
  %4 = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> zeroinitializer
  %5 = fmul <2 x float> %4, %1
  ret <2 x float> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @cd_add(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = fadd double %0, %2
  %6 = fadd double %1, %3
  %7 = insertvalue { double, double } poison, double %5, 0
  %8 = insertvalue { double, double } %7, double %6, 1
  ret { double, double } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @cd_mul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = fneg double %1
  %6 = insertelement <2 x double> poison, double %1, i64 0
  %7 = insertelement <2 x double> %6, double %5, i64 1
  %8 = insertelement <2 x double> poison, double %2, i64 0
  %9 = insertelement <2 x double> %8, double %3, i64 1
  %10 = fmul <2 x double> %7, %9
  %11 = insertelement <2 x double> poison, double %0, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = shufflevector <2 x double> %9, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> %13, <2 x double> %10)
  %15 = extractelement <2 x double> %14, i64 1
  %16 = insertvalue { double, double } poison, double %15, 0
  %17 = extractelement <2 x double> %14, i64 0
  %18 = insertvalue { double, double } %16, double %17, 1
  ret { double, double } %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @cd_div(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = fmul double %3, %3
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %5)
  %7 = fneg double %3
  %8 = tail call { double, double } @cd_mul(double noundef %0, double noundef %1, double noundef %2, double noundef %7)
  %9 = extractvalue { double, double } %8, 0
  %10 = extractvalue { double, double } %8, 1
  %11 = insertelement <2 x double> poison, double %9, i64 0
  %12 = insertelement <2 x double> %11, double %10, i64 1
  %13 = insertelement <2 x double> poison, double %6, i64 0
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> zeroinitializer
  %15 = fdiv <2 x double> %12, %14
  %16 = extractelement <2 x double> %15, i64 0
  %17 = insertvalue { double, double } poison, double %16, 0
  %18 = extractelement <2 x double> %15, i64 1
  %19 = insertvalue { double, double } %17, double %18, 1
  ret { double, double } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @cd_norm(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = fmul double %1, %1
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %3)
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @cd_from_cf(<2 x float> noundef %0) local_unnamed_addr #0 {
  %2 = fpext <2 x float> %0 to <2 x double>
  %3 = extractelement <2 x double> %2, i64 0
  %4 = insertvalue { double, double } poison, double %3, 0
  %5 = extractelement <2 x double> %2, i64 1
  %6 = insertvalue { double, double } %4, double %5, 1
  ret { double, double } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x float> @cf_from_cd(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = insertelement <2 x double> poison, double %0, i64 0
  %4 = insertelement <2 x double> %3, double %1, i64 1
  %5 = fptrunc <2 x double> %4 to <2 x float>
  ret <2 x float> %5
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local { double, double } @cd_poly(double noundef %0, double noundef %1, double noundef %2, <2 x float> noundef %3, double noundef %4, double noundef %5, double noundef %6, i32 noundef %7, ptr nocapture noundef writeonly %8) local_unnamed_addr #4 {
  %10 = icmp sgt i32 %7, 0
  %11 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %2, i64 0
  br i1 %10, label %12, label %21

12:                                               ; preds = %9
  %13 = fpext <2 x float> %3 to <2 x double>
  %14 = zext nneg i32 %7 to i64
  %15 = insertelement <2 x double> poison, double %0, i64 0
  %16 = insertelement <2 x double> %15, double %1, i64 1
  %17 = insertelement <2 x double> poison, double %4, i64 0
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  %19 = insertelement <2 x double> poison, double %5, i64 0
  %20 = insertelement <2 x double> %19, double %6, i64 1
  br label %27

21:                                               ; preds = %27, %9
  %22 = phi <2 x double> [ %11, %9 ], [ %34, %27 ]
  %23 = extractelement <2 x double> %22, i64 0
  %24 = insertvalue { double, double } poison, double %23, 0
  %25 = extractelement <2 x double> %22, i64 1
  %26 = insertvalue { double, double } %24, double %25, 1
  ret { double, double } %26

27:                                               ; preds = %12, %27
  %28 = phi i64 [ 0, %12 ], [ %41, %27 ]
  %29 = phi <2 x double> [ %11, %12 ], [ %34, %27 ]
  %30 = phi <2 x double> [ %16, %12 ], [ %44, %27 ]
  %31 = fmul <2 x double> %30, %18
  %32 = fadd <2 x double> %31, %13
  %33 = fsub <2 x double> %32, %20
  %34 = fadd <2 x double> %29, %33
  %35 = extractelement <2 x double> %30, i64 0
  %36 = extractelement <2 x double> %30, i64 1
  %37 = tail call { double, double } @cd_mul(double noundef %35, double noundef %36, double noundef %0, double noundef %1)
  %38 = extractvalue { double, double } %37, 0
  %39 = extractvalue { double, double } %37, 1
  %40 = getelementptr inbounds { double, double }, ptr %8, i64 %28
  store <2 x double> %34, ptr %40, align 8
  %41 = add nuw nsw i64 %28, 1
  %42 = icmp eq i64 %41, %14
  %43 = insertelement <2 x double> poison, double %38, i64 0
  %44 = insertelement <2 x double> %43, double %39, i64 1
  br i1 %42, label %21, label %27, !llvm.loop !5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @mix_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mix) align 8 %0, ptr nocapture noundef readonly byval(%struct.Mix) align 8 %1, double noundef %2, double noundef %3) local_unnamed_addr #5 {
  %5 = load <4 x float>, ptr %1, align 8
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %7 = tail call <2 x float> @cf_mul(<2 x float> noundef %6, <2 x float> noundef %6)
  store <2 x float> %7, ptr %0, align 8
  %8 = bitcast <4 x float> %5 to <4 x i32>
  %9 = extractelement <4 x i32> %8, i64 2
  %10 = add nsw i32 %9, 1
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %10, ptr %11, align 8, !tbaa !7
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = load double, ptr %14, align 8
  %16 = tail call { double, double } @cd_from_cf(<2 x float> noundef %6)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = tail call { double, double } @cd_mul(double noundef %2, double noundef %3, double noundef %17, double noundef %18)
  %20 = extractvalue { double, double } %19, 0
  %21 = extractvalue { double, double } %19, 1
  %22 = tail call { double, double } @cd_add(double noundef %13, double noundef %15, double noundef %20, double noundef %21)
  %23 = extractvalue { double, double } %22, 0
  %24 = extractvalue { double, double } %22, 1
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  store double %23, ptr %25, align 8
  store double %24, ptr %26, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local { double, double } @fold_cd(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2, double noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #6 {
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  %8 = zext nneg i32 %1 to i64
  br label %14

9:                                                ; preds = %14, %5
  %10 = phi double [ %2, %5 ], [ %23, %14 ]
  %11 = phi double [ %3, %5 ], [ %24, %14 ]
  %12 = insertvalue { double, double } poison, double %10, 0
  %13 = insertvalue { double, double } %12, double %11, 1
  ret { double, double } %13

14:                                               ; preds = %7, %14
  %15 = phi i64 [ 0, %7 ], [ %25, %14 ]
  %16 = phi double [ %3, %7 ], [ %24, %14 ]
  %17 = phi double [ %2, %7 ], [ %23, %14 ]
  %18 = getelementptr inbounds { double, double }, ptr %0, i64 %15
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 8
  %21 = load double, ptr %20, align 8
  %22 = tail call { double, double } %4(double noundef %17, double noundef %16, double noundef %19, double noundef %21) #11
  %23 = extractvalue { double, double } %22, 0
  %24 = extractvalue { double, double } %22, 1
  %25 = add nuw nsw i64 %15, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %9, label %14, !llvm.loop !12
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca [6 x { double, double }], align 16
  %2 = alloca %struct.Mix, align 8
  %3 = alloca %struct.Mix, align 8
  %4 = alloca [5 x { double, double }], align 16
  %5 = tail call <2 x float> @cf_add(<2 x float> noundef <float 1.500000e+00, float -2.000000e+00>, <2 x float> noundef <float 2.500000e-01, float 4.000000e+00>)
  %6 = extractelement <2 x float> %5, i64 0
  %7 = fpext float %6 to double
  %8 = extractelement <2 x float> %5, i64 1
  %9 = fpext float %8 to double
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str, double noundef %7, double noundef %9)
  %11 = tail call <2 x float> @cf_sub(<2 x float> noundef <float 1.500000e+00, float -2.000000e+00>, <2 x float> noundef <float 2.500000e-01, float 4.000000e+00>)
  %12 = extractelement <2 x float> %11, i64 0
  %13 = fpext float %12 to double
  %14 = extractelement <2 x float> %11, i64 1
  %15 = fpext float %14 to double
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.1, double noundef %13, double noundef %15)
  %17 = tail call <2 x float> @cf_mul(<2 x float> noundef <float 1.500000e+00, float -2.000000e+00>, <2 x float> noundef <float 2.500000e-01, float 4.000000e+00>)
  %18 = extractelement <2 x float> %17, i64 0
  %19 = fpext float %18 to double
  %20 = extractelement <2 x float> %17, i64 1
  %21 = fpext float %20 to double
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, double noundef %19, double noundef %21)
  %23 = tail call <2 x float> @cf_conj(<2 x float> noundef <float 1.500000e+00, float -2.000000e+00>)
  %24 = extractelement <2 x float> %23, i64 0
  %25 = fpext float %24 to double
  %26 = extractelement <2 x float> %23, i64 1
  %27 = fpext float %26 to double
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, double noundef %25, double noundef %27)
  %29 = tail call <2 x float> @cf_scale(float noundef 3.000000e+00, <2 x float> noundef <float 1.500000e+00, float -2.000000e+00>)
  %30 = extractelement <2 x float> %29, i64 0
  %31 = fpext float %30 to double
  %32 = extractelement <2 x float> %29, i64 1
  %33 = fpext float %32 to double
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.4, double noundef %31, double noundef %33)
  %35 = tail call <2 x float> @cf_add(<2 x float> noundef <float 1.000000e+00, float 0.000000e+00>, <2 x float> noundef <float 0.000000e+00, float 1.000000e+00>) #11
  %36 = tail call <2 x float> @cf_sub(<2 x float> noundef %35, <2 x float> noundef <float 5.000000e-01, float 0.000000e+00>) #11
  %37 = tail call <2 x float> @cf_mul(<2 x float> noundef %36, <2 x float> noundef <float 1.000000e+00, float -1.000000e+00>) #11
  %38 = tail call <2 x float> @cf_add(<2 x float> noundef %37, <2 x float> noundef <float 1.500000e+00, float -2.000000e+00>) #11
  %39 = tail call <2 x float> @cf_sub(<2 x float> noundef %38, <2 x float> noundef <float 2.000000e+00, float -3.000000e+00>) #11
  %40 = tail call <2 x float> @cf_mul(<2 x float> noundef %39, <2 x float> noundef <float 2.500000e+00, float -4.000000e+00>) #11
  %41 = extractelement <2 x float> %40, i64 0
  %42 = extractelement <2 x float> %40, i64 1
  %43 = fpext float %41 to double
  %44 = fpext float %42 to double
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, double noundef %43, double noundef %44)
  %46 = tail call { double, double } @cd_mul(double noundef 6.000000e-01, double noundef 8.000000e-01, double noundef -1.250000e+00, double noundef 3.500000e+00)
  %47 = extractvalue { double, double } %46, 0
  %48 = extractvalue { double, double } %46, 1
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.6, double noundef %47, double noundef %48)
  %50 = tail call { double, double } @cd_div(double noundef -1.250000e+00, double noundef 3.500000e+00, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %51 = extractvalue { double, double } %50, 0
  %52 = extractvalue { double, double } %50, 1
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.7, double noundef %51, double noundef %52)
  %54 = tail call { double, double } @cd_mul(double noundef %51, double noundef %52, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %55 = extractvalue { double, double } %54, 0
  %56 = extractvalue { double, double } %54, 1
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.8, double noundef %55, double noundef %56)
  %58 = tail call double @cd_norm(double noundef -1.250000e+00, double noundef 3.500000e+00)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %58)
  %60 = tail call { double, double } @cd_mul(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %61 = extractvalue { double, double } %60, 1
  %62 = extractvalue { double, double } %60, 0
  %63 = tail call { double, double } @cd_mul(double noundef %62, double noundef %61, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %64 = extractvalue { double, double } %63, 1
  %65 = extractvalue { double, double } %63, 0
  %66 = tail call { double, double } @cd_mul(double noundef %65, double noundef %64, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %67 = extractvalue { double, double } %66, 1
  %68 = extractvalue { double, double } %66, 0
  %69 = tail call { double, double } @cd_mul(double noundef %68, double noundef %67, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %70 = extractvalue { double, double } %69, 1
  %71 = extractvalue { double, double } %69, 0
  %72 = tail call { double, double } @cd_mul(double noundef %71, double noundef %70, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %73 = extractvalue { double, double } %72, 1
  %74 = extractvalue { double, double } %72, 0
  %75 = tail call { double, double } @cd_mul(double noundef %74, double noundef %73, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %76 = extractvalue { double, double } %75, 1
  %77 = extractvalue { double, double } %75, 0
  %78 = tail call { double, double } @cd_mul(double noundef %77, double noundef %76, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %79 = extractvalue { double, double } %78, 1
  %80 = extractvalue { double, double } %78, 0
  %81 = tail call { double, double } @cd_mul(double noundef %80, double noundef %79, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %82 = extractvalue { double, double } %81, 1
  %83 = extractvalue { double, double } %81, 0
  %84 = tail call { double, double } @cd_mul(double noundef %83, double noundef %82, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %85 = extractvalue { double, double } %84, 1
  %86 = extractvalue { double, double } %84, 0
  %87 = tail call { double, double } @cd_mul(double noundef %86, double noundef %85, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %88 = extractvalue { double, double } %87, 1
  %89 = extractvalue { double, double } %87, 0
  %90 = tail call { double, double } @cd_mul(double noundef %89, double noundef %88, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %91 = extractvalue { double, double } %90, 1
  %92 = extractvalue { double, double } %90, 0
  %93 = tail call { double, double } @cd_mul(double noundef %92, double noundef %91, double noundef 6.000000e-01, double noundef 8.000000e-01)
  %94 = extractvalue { double, double } %93, 1
  %95 = extractvalue { double, double } %93, 0
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.10, double noundef %95, double noundef %94)
  %97 = tail call double @cd_norm(double noundef %95, double noundef %94)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %97)
  %99 = tail call { double, double } @cd_from_cf(<2 x float> noundef <float 1.500000e+00, float -2.000000e+00>)
  %100 = extractvalue { double, double } %99, 0
  %101 = extractvalue { double, double } %99, 1
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.12, double noundef %100, double noundef %101)
  %103 = tail call <2 x float> @cf_from_cd(double noundef 0x3FD5555555555555, double noundef 0xBFE5555555555555)
  %104 = extractelement <2 x float> %103, i64 0
  %105 = fpext float %104 to double
  %106 = extractelement <2 x float> %103, i64 1
  %107 = fpext float %106 to double
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.13, double noundef %105, double noundef %107)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #11
  %109 = call { double, double } @cd_poly(double noundef 5.000000e-01, double noundef -5.000000e-01, double noundef 1.000000e+00, <2 x float> noundef <float 1.250000e-01, float 2.500000e-01>, double noundef 2.000000e+00, double noundef 6.250000e-02, double noundef -1.000000e+00, i32 noundef 6, ptr noundef nonnull %1)
  %110 = extractvalue { double, double } %109, 0
  %111 = extractvalue { double, double } %109, 1
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.14, double noundef %110, double noundef %111)
  %113 = load double, ptr %1, align 16
  %114 = getelementptr inbounds i8, ptr %1, i64 8
  %115 = load double, ptr %114, align 8
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15, double noundef %113, double noundef %115)
  %117 = getelementptr inbounds i8, ptr %1, i64 32
  %118 = load double, ptr %117, align 16
  %119 = getelementptr inbounds i8, ptr %1, i64 40
  %120 = load double, ptr %119, align 8
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15, double noundef %118, double noundef %120)
  %122 = getelementptr inbounds i8, ptr %1, i64 64
  %123 = load double, ptr %122, align 16
  %124 = getelementptr inbounds i8, ptr %1, i64 72
  %125 = load double, ptr %124, align 8
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15, double noundef %123, double noundef %125)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  %127 = getelementptr inbounds i8, ptr %2, i64 4
  store <2 x float> <float 5.000000e-01, float 5.000000e-01>, ptr %2, align 8
  %128 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 0, ptr %128, align 8, !tbaa !7
  %129 = getelementptr inbounds i8, ptr %2, i64 16
  %130 = getelementptr inbounds i8, ptr %2, i64 24
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %129, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %3, ptr noundef nonnull byval(%struct.Mix) align 8 %2, double noundef 0.000000e+00, double noundef 1.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %3, ptr noundef nonnull byval(%struct.Mix) align 8 %2, double noundef 0.000000e+00, double noundef 2.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %3, ptr noundef nonnull byval(%struct.Mix) align 8 %2, double noundef 0.000000e+00, double noundef 3.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %3, ptr noundef nonnull byval(%struct.Mix) align 8 %2, double noundef 0.000000e+00, double noundef 4.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %3, ptr noundef nonnull byval(%struct.Mix) align 8 %2, double noundef 0.000000e+00, double noundef 5.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  %131 = load float, ptr %2, align 8
  %132 = load float, ptr %127, align 4
  %133 = fpext float %131 to double
  %134 = fpext float %132 to double
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.16, double noundef %133, double noundef %134)
  %136 = load i32, ptr %128, align 8, !tbaa !7
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %136)
  %138 = load double, ptr %129, align 8
  %139 = load double, ptr %130, align 8
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.18, double noundef %138, double noundef %139)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #11
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %4, align 16
  %141 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 2.000000e+00, double 5.000000e-01>, ptr %141, align 16
  %142 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 3.000000e+00, double 1.000000e+00>, ptr %142, align 16
  %143 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 4.000000e+00, double 1.500000e+00>, ptr %143, align 16
  %144 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 5.000000e+00, double 2.000000e+00>, ptr %144, align 16
  %145 = call { double, double } @fold_cd(ptr noundef nonnull %4, i32 noundef 5, double noundef 1.000000e+00, double noundef -1.000000e+00, ptr noundef nonnull @cd_add)
  %146 = extractvalue { double, double } %145, 0
  %147 = extractvalue { double, double } %145, 1
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, double noundef %146, double noundef %147)
  %149 = call { double, double } @fold_cd(ptr noundef nonnull %4, i32 noundef 5, double noundef 1.000000e+00, double noundef -1.000000e+00, ptr noundef nonnull @cd_mul)
  %150 = extractvalue { double, double } %149, 0
  %151 = extractvalue { double, double } %149, 1
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, double noundef %150, double noundef %151)
  %153 = call { double, double } @fold_cd(ptr noundef nonnull %4, i32 noundef 5, double noundef 1.000000e+00, double noundef -1.000000e+00, ptr noundef nonnull @cd_div)
  %154 = extractvalue { double, double } %153, 0
  %155 = extractvalue { double, double } %153, 1
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, double noundef %154, double noundef %155)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 3.200000e+01, double noundef -3.400000e+01)
  %158 = tail call { double, double } @cd_mul(double noundef 6.000000e-01, double noundef 8.000000e-01, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %159 = extractvalue { double, double } %158, 0
  %160 = extractvalue { double, double } %158, 1
  %161 = fcmp oeq double %159, 6.000000e-01
  %162 = fcmp oeq double %160, 8.000000e-01
  %163 = and i1 %161, %162
  %164 = zext i1 %163 to i32
  %165 = tail call <2 x float> @cf_add(<2 x float> noundef <float 2.500000e-01, float 4.000000e+00>, <2 x float> noundef <float 1.500000e+00, float -2.000000e+00>)
  %166 = extractelement <2 x float> %165, i64 0
  %167 = extractelement <2 x float> %165, i64 1
  %168 = fcmp oeq float %6, %166
  %169 = fcmp oeq float %8, %167
  %170 = and i1 %168, %169
  %171 = zext i1 %170 to i32
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %164, i32 noundef %171)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !11, i64 8}
!8 = !{!"", !9, i64 0, !11, i64 8, !9, i64 16}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = distinct !{!12, !6}
!13 = !{i64 0, i64 8, !14, i64 8, i64 4, !15, i64 16, i64 16, !14}
!14 = !{!9, !9, i64 0}
!15 = !{!11, !11, i64 0}

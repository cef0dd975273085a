; ModuleID = 'complex_abi.c'
source_filename = "complex_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local i64 @cf_add(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
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
define dso_local i64 @cf_sub(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
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
  %13 = fsub float %4, %9
  %14 = fsub float %7, %12
  %15 = bitcast float %13 to i32
  %16 = bitcast float %14 to i32
  %17 = zext i32 %16 to i64
  %18 = shl nuw i64 %17, 32
  %19 = zext i32 %15 to i64
  %20 = or disjoint i64 %18, %19
  ret i64 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @cf_mul(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @cf_conj(i64 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc nuw i64 %2 to i32
  %4 = bitcast i32 %3 to float
  %5 = fneg float %4
  %6 = bitcast float %5 to i32
  %7 = zext i32 %6 to i64
  %8 = shl nuw i64 %7, 32
  %9 = and i64 %0, 4294967295
  %10 = or disjoint i64 %8, %9
  ret i64 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @cf_scale(float noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i64 %1 to i32
  %4 = bitcast i32 %3 to float
  %5 = lshr i64 %1, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = bitcast i32 %6 to float
  %8 = fmul float %4, %0
  %9 = fmul float %7, %0
  %10 = bitcast float %8 to i32
  %11 = bitcast float %9 to i32
  %12 = zext i32 %11 to i64
  %13 = shl nuw i64 %12, 32
  %14 = zext i32 %10 to i64
  %15 = or disjoint i64 %13, %14
  ret i64 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @cd_add(ptr dead_on_unwind noalias nocapture writable writeonly sret({ double, double }) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) #3 {
  %4 = load <2 x double>, ptr %1, align 8
  %5 = load <2 x double>, ptr %2, align 8
  %6 = fadd <2 x double> %4, %5
  store <2 x double> %6, ptr %0, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @cd_mul(ptr dead_on_unwind noalias nocapture writable writeonly sret({ double, double }) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) #3 {
  %4 = load double, ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = fneg double %6
  %8 = load <2 x double>, ptr %2, align 8, !tbaa !5
  %9 = insertelement <2 x double> poison, double %6, i64 0
  %10 = insertelement <2 x double> %9, double %7, i64 1
  %11 = fmul <2 x double> %8, %10
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %13 = insertelement <2 x double> poison, double %4, i64 0
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> zeroinitializer
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %8, <2 x double> %12)
  store <2 x double> %15, ptr %0, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @cd_div(ptr dead_on_unwind noalias nocapture writable writeonly sret({ double, double }) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) #3 {
  %4 = alloca { double, double }, align 16
  %5 = alloca { double, double }, align 16
  %6 = alloca { double, double }, align 8
  %7 = load double, ptr %2, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load double, ptr %8, align 8
  %10 = fmul double %9, %9
  %11 = tail call double @llvm.fmuladd.f64(double %7, double %7, double %10)
  %12 = fneg double %9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  %13 = load <2 x double>, ptr %1, align 8
  store <2 x double> %13, ptr %5, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store double %7, ptr %6, align 8
  store double %12, ptr %14, align 8
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  %15 = load <2 x double>, ptr %4, align 16
  %16 = insertelement <2 x double> poison, double %11, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  %18 = fdiv <2 x double> %15, %17
  store <2 x double> %18, ptr %0, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @cd_norm(ptr nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = load double, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = fmul double %4, %4
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %5)
  ret double %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @cd_from_cf(ptr dead_on_unwind noalias nocapture writable writeonly sret({ double, double }) align 8 %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = trunc i64 %1 to i32
  %4 = bitcast i32 %3 to float
  %5 = lshr i64 %1, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = bitcast i32 %6 to float
  %8 = fpext float %4 to double
  %9 = fpext float %7 to double
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  store double %8, ptr %0, align 8
  store double %9, ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @cf_from_cd(ptr nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = load double, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8
  %5 = fptrunc double %2 to float
  %6 = fptrunc double %4 to float
  %7 = bitcast float %5 to i32
  %8 = bitcast float %6 to i32
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 %9, 32
  %11 = zext i32 %7 to i64
  %12 = or disjoint i64 %10, %11
  ret i64 %12
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cd_poly(ptr dead_on_unwind noalias nocapture writable writeonly sret({ double, double }) align 8 %0, ptr nocapture noundef readonly %1, double noundef %2, i64 noundef %3, double noundef %4, ptr nocapture noundef readonly %5, i32 noundef %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #6 {
  %9 = alloca { double, double }, align 16
  %10 = alloca { double, double }, align 16
  %11 = alloca { double, double }, align 16
  %12 = icmp sgt i32 %6, 0
  %13 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %2, i64 0
  br i1 %12, label %14, label %25

14:                                               ; preds = %8
  %15 = lshr i64 %3, 32
  %16 = load <2 x double>, ptr %1, align 8
  %17 = insertelement <2 x i64> poison, i64 %3, i64 0
  %18 = insertelement <2 x i64> %17, i64 %15, i64 1
  %19 = trunc <2 x i64> %18 to <2 x i32>
  %20 = bitcast <2 x i32> %19 to <2 x float>
  %21 = fpext <2 x float> %20 to <2 x double>
  %22 = zext nneg i32 %6 to i64
  %23 = insertelement <2 x double> poison, double %4, i64 0
  %24 = shufflevector <2 x double> %23, <2 x double> poison, <2 x i32> zeroinitializer
  br label %27

25:                                               ; preds = %27, %8
  %26 = phi <2 x double> [ %13, %8 ], [ %36, %27 ]
  store <2 x double> %26, ptr %0, align 8
  ret void

27:                                               ; preds = %14, %27
  %28 = phi i64 [ 0, %14 ], [ %39, %27 ]
  %29 = phi <2 x double> [ %13, %14 ], [ %36, %27 ]
  %30 = phi <2 x double> [ %16, %14 ], [ %37, %27 ]
  %31 = fmul <2 x double> %30, %24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #14
  store <2 x double> %30, ptr %10, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  %32 = load <2 x double>, ptr %1, align 8
  store <2 x double> %32, ptr %11, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %9, ptr noundef nonnull %10, ptr noundef nonnull %11)
  %33 = fadd <2 x double> %31, %21
  %34 = load <2 x double>, ptr %5, align 8
  %35 = fsub <2 x double> %33, %34
  %36 = fadd <2 x double> %29, %35
  %37 = load <2 x double>, ptr %9, align 16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  %38 = getelementptr inbounds { double, double }, ptr %7, i64 %28
  store <2 x double> %36, ptr %38, align 8
  %39 = add nuw nsw i64 %28, 1
  %40 = icmp eq i64 %39, %22
  br i1 %40, label %25, label %27, !llvm.loop !9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @mix_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mix) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #3 {
  %4 = alloca { double, double }, align 16
  %5 = alloca { double, double }, align 16
  %6 = alloca { double, double }, align 16
  %7 = alloca { double, double }, align 16
  %8 = alloca { double, double }, align 16
  %9 = alloca { double, double }, align 16
  %10 = alloca { double, double }, align 16
  %11 = load i32, ptr %1, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load i32, ptr %12, align 4
  %14 = zext i32 %13 to i64
  %15 = shl nuw i64 %14, 32
  %16 = zext i32 %11 to i64
  %17 = or disjoint i64 %15, %16
  %18 = tail call i64 @cf_mul(i64 noundef %17, i64 noundef %17)
  %19 = trunc i64 %18 to i32
  %20 = lshr i64 %18, 32
  %21 = trunc nuw i64 %20 to i32
  %22 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %19, ptr %0, align 8
  store i32 %21, ptr %22, align 4
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !11
  %25 = add nsw i32 %24, 1
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %25, ptr %26, align 8, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %1, i64 16
  call void @cd_from_cf(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %4, i64 noundef %17)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  %28 = load <2 x double>, ptr %2, align 8
  store <2 x double> %28, ptr %6, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  %29 = load <2 x double>, ptr %4, align 16
  store <2 x double> %29, ptr %7, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #14
  %30 = load <2 x double>, ptr %27, align 8
  store <2 x double> %30, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #14
  %31 = load <2 x double>, ptr %5, align 16
  store <2 x double> %31, ptr %10, align 16
  call void @cd_add(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %8, ptr noundef nonnull %9, ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #14
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = load <2 x double>, ptr %8, align 16
  store <2 x double> %33, ptr %32, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @fold_cd(ptr dead_on_unwind noalias nocapture writable writeonly sret({ double, double }) align 8 %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #7 {
  %6 = alloca { double, double }, align 16
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 16
  %9 = icmp sgt i32 %2, 0
  %10 = load double, ptr %3, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  br i1 %9, label %14, label %12

12:                                               ; preds = %5
  %13 = load double, ptr %11, align 8
  br label %18

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  %16 = zext nneg i32 %2 to i64
  %17 = load double, ptr %11, align 8
  br label %22

18:                                               ; preds = %22, %12
  %19 = phi double [ %13, %12 ], [ %32, %22 ]
  %20 = phi double [ %10, %12 ], [ %31, %22 ]
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store double %20, ptr %0, align 8
  store double %19, ptr %21, align 8
  ret void

22:                                               ; preds = %14, %22
  %23 = phi double [ %17, %14 ], [ %32, %22 ]
  %24 = phi double [ %10, %14 ], [ %31, %22 ]
  %25 = phi i64 [ 0, %14 ], [ %29, %22 ]
  %26 = getelementptr inbounds { double, double }, ptr %1, i64 %25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  store double %24, ptr %7, align 8
  store double %23, ptr %15, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #14
  %27 = load <2 x double>, ptr %26, align 8
  store <2 x double> %27, ptr %8, align 16
  call void %4(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %6, ptr noundef nonnull %7, ptr noundef nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #14
  %28 = load <2 x double>, ptr %6, align 16
  store <2 x double> %28, ptr %3, align 8
  %29 = add nuw nsw i64 %25, 1
  %30 = icmp eq i64 %29, %16
  %31 = extractelement <2 x double> %28, i64 0
  %32 = extractelement <2 x double> %28, i64 1
  br i1 %30, label %18, label %22, !llvm.loop !14
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = alloca { double, double }, align 8
  %2 = alloca { double, double }, align 16
  %3 = alloca { double, double }, align 16
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 16
  %6 = alloca { double, double }, align 16
  %7 = alloca { double, double }, align 16
  %8 = alloca { double, double }, align 16
  %9 = alloca { double, double }, align 16
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 16
  %12 = alloca { double, double }, align 16
  %13 = alloca { double, double }, align 16
  %14 = alloca { double, double }, align 16
  %15 = alloca { double, double }, align 16
  %16 = alloca { double, double }, align 16
  %17 = alloca { double, double }, align 16
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 16
  %20 = alloca [6 x { double, double }], align 16
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 16
  %23 = alloca { double, double }, align 16
  %24 = alloca %struct.Mix, align 8
  %25 = alloca %struct.Mix, align 8
  %26 = alloca { double, double }, align 16
  %27 = alloca [5 x { double, double }], align 16
  %28 = alloca { double, double }, align 8
  %29 = alloca { double, double }, align 16
  %30 = alloca { double, double }, align 8
  %31 = alloca { double, double }, align 16
  %32 = alloca { double, double }, align 16
  %33 = tail call i64 @cf_add(i64 noundef -4611686017357840384, i64 noundef 4647714816494927872)
  %34 = trunc i64 %33 to i32
  %35 = bitcast i32 %34 to float
  %36 = lshr i64 %33, 32
  %37 = trunc nuw i64 %36 to i32
  %38 = bitcast i32 %37 to float
  %39 = fpext float %35 to double
  %40 = fpext float %38 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str, double noundef %39, double noundef %40)
  %41 = tail call i64 @cf_sub(i64 noundef -4611686017357840384, i64 noundef 4647714816494927872)
  %42 = trunc i64 %41 to i32
  %43 = bitcast i32 %42 to float
  %44 = lshr i64 %41, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = bitcast i32 %45 to float
  %47 = fpext float %43 to double
  %48 = fpext float %46 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str.1, double noundef %47, double noundef %48)
  %49 = tail call i64 @cf_mul(i64 noundef -4611686017357840384, i64 noundef 4647714816494927872)
  %50 = trunc i64 %49 to i32
  %51 = bitcast i32 %50 to float
  %52 = lshr i64 %49, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = bitcast i32 %53 to float
  %55 = fpext float %51 to double
  %56 = fpext float %54 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, double noundef %55, double noundef %56)
  %57 = tail call i64 @cf_conj(i64 noundef -4611686017357840384)
  %58 = trunc i64 %57 to i32
  %59 = bitcast i32 %58 to float
  %60 = lshr i64 %57, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = bitcast i32 %61 to float
  %63 = fpext float %59 to double
  %64 = fpext float %62 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, double noundef %63, double noundef %64)
  %65 = tail call i64 @cf_scale(float noundef 3.000000e+00, i64 noundef -4611686017357840384)
  %66 = trunc i64 %65 to i32
  %67 = bitcast i32 %66 to float
  %68 = lshr i64 %65, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = bitcast i32 %69 to float
  %71 = fpext float %67 to double
  %72 = fpext float %70 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str.4, double noundef %71, double noundef %72)
  %73 = tail call i64 @cf_add(i64 noundef 1065353216, i64 noundef 4575657221408423936) #14
  %74 = tail call i64 @cf_sub(i64 noundef %73, i64 noundef 1056964608) #14
  %75 = tail call i64 @cf_mul(i64 noundef %74, i64 noundef -4647714814380998656) #14
  %76 = tail call i64 @cf_add(i64 noundef %75, i64 noundef -4611686017357840384) #14
  %77 = tail call i64 @cf_sub(i64 noundef %76, i64 noundef -4593671618844164096) #14
  %78 = tail call i64 @cf_mul(i64 noundef %77, i64 noundef -4575657220332584960) #14
  %79 = trunc i64 %78 to i32
  %80 = bitcast i32 %79 to float
  %81 = lshr i64 %78, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = bitcast i32 %82 to float
  %84 = fpext float %80 to double
  %85 = fpext float %83 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, double noundef %84, double noundef %85)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %2, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  store <2 x double> <double -1.250000e+00, double 3.500000e+00>, ptr %3, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %1, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %86 = load double, ptr %1, align 8
  %87 = getelementptr inbounds i8, ptr %1, i64 8
  %88 = load double, ptr %87, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.6, double noundef %86, double noundef %88)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  store <2 x double> <double -1.250000e+00, double 3.500000e+00>, ptr %5, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %6, align 16
  call void @cd_div(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %89 = load double, ptr %4, align 8
  %90 = getelementptr inbounds i8, ptr %4, i64 8
  %91 = load double, ptr %90, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.7, double noundef %89, double noundef %91)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #14
  store <2 x double> <double -1.250000e+00, double 3.500000e+00>, ptr %8, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %9, align 16
  call void @cd_div(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %7, ptr noundef nonnull %8, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  %92 = load <2 x double>, ptr %7, align 16
  store <2 x double> %92, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %12, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %10, ptr noundef nonnull %11, ptr noundef nonnull %12)
  %93 = load double, ptr %10, align 8
  %94 = getelementptr inbounds i8, ptr %10, i64 8
  %95 = load double, ptr %94, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.8, double noundef %93, double noundef %95)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #14
  store <2 x double> <double -1.250000e+00, double 3.500000e+00>, ptr %13, align 16
  %96 = call double @cd_norm(ptr noundef nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef %96)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %97 = load <2 x double>, ptr %14, align 16
  store <2 x double> %97, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %98 = load <2 x double>, ptr %14, align 16
  store <2 x double> %98, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %99 = load <2 x double>, ptr %14, align 16
  store <2 x double> %99, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %100 = load <2 x double>, ptr %14, align 16
  store <2 x double> %100, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %101 = load <2 x double>, ptr %14, align 16
  store <2 x double> %101, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %102 = load <2 x double>, ptr %14, align 16
  store <2 x double> %102, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %103 = load <2 x double>, ptr %14, align 16
  store <2 x double> %103, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %104 = load <2 x double>, ptr %14, align 16
  store <2 x double> %104, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %105 = load <2 x double>, ptr %14, align 16
  store <2 x double> %105, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %106 = load <2 x double>, ptr %14, align 16
  store <2 x double> %106, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  %107 = load <2 x double>, ptr %14, align 16
  store <2 x double> %107, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %16, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14
  %108 = load <2 x double>, ptr %14, align 16
  %109 = extractelement <2 x double> %108, i64 0
  %110 = extractelement <2 x double> %108, i64 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.10, double noundef %109, double noundef %110)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #14
  store <2 x double> %108, ptr %17, align 16
  %111 = call double @cd_norm(ptr noundef nonnull %17)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef %111)
  call void @cd_from_cf(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %18, i64 noundef -4611686017357840384)
  %112 = load double, ptr %18, align 8
  %113 = getelementptr inbounds i8, ptr %18, i64 8
  %114 = load double, ptr %113, align 8
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.12, double noundef %112, double noundef %114)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #14
  store <2 x double> <double 0x3FD5555555555555, double 0xBFE5555555555555>, ptr %19, align 16
  %115 = call i64 @cf_from_cd(ptr noundef nonnull %19)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #14
  %116 = trunc i64 %115 to i32
  %117 = bitcast i32 %116 to float
  %118 = lshr i64 %115, 32
  %119 = trunc nuw i64 %118 to i32
  %120 = bitcast i32 %119 to float
  %121 = fpext float %117 to double
  %122 = fpext float %120 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str.13, double noundef %121, double noundef %122)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %20) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #14
  store <2 x double> <double 5.000000e-01, double -5.000000e-01>, ptr %22, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #14
  store <2 x double> <double 6.250000e-02, double -1.000000e+00>, ptr %23, align 16
  call void @cd_poly(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %21, ptr noundef nonnull %22, double noundef 1.000000e+00, i64 noundef 4503599628410683392, double noundef 2.000000e+00, ptr noundef nonnull %23, i32 noundef 6, ptr noundef nonnull %20)
  %123 = load double, ptr %21, align 8
  %124 = getelementptr inbounds i8, ptr %21, i64 8
  %125 = load double, ptr %124, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.14, double noundef %123, double noundef %125)
  %126 = load double, ptr %20, align 16
  %127 = getelementptr inbounds i8, ptr %20, i64 8
  %128 = load double, ptr %127, align 8
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15, double noundef %126, double noundef %128)
  %129 = getelementptr inbounds i8, ptr %20, i64 32
  %130 = load double, ptr %129, align 16
  %131 = getelementptr inbounds i8, ptr %20, i64 40
  %132 = load double, ptr %131, align 8
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15, double noundef %130, double noundef %132)
  %133 = getelementptr inbounds i8, ptr %20, i64 64
  %134 = load double, ptr %133, align 16
  %135 = getelementptr inbounds i8, ptr %20, i64 72
  %136 = load double, ptr %135, align 8
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15, double noundef %134, double noundef %136)
  %137 = getelementptr inbounds i8, ptr %25, i64 8
  %138 = getelementptr inbounds i8, ptr %25, i64 16
  %139 = getelementptr inbounds i8, ptr %24, i64 4
  %140 = getelementptr inbounds i8, ptr %24, i64 8
  %141 = getelementptr inbounds i8, ptr %24, i64 16
  %142 = getelementptr inbounds i8, ptr %24, i64 24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #14
  store <2 x float> <float 5.000000e-01, float 5.000000e-01>, ptr %25, align 8
  store i32 0, ptr %137, align 8, !tbaa !15
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %138, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #14
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %26, align 16
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %24, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #14
  %143 = load <2 x float>, ptr %24, align 8
  %144 = load <2 x double>, ptr %141, align 8
  %145 = load <2 x i32>, ptr %140, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #14
  store <2 x float> %143, ptr %25, align 8
  store <2 x i32> %145, ptr %137, align 8
  store <2 x double> %144, ptr %138, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #14
  store <2 x double> <double 0.000000e+00, double 2.000000e+00>, ptr %26, align 16
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %24, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #14
  %146 = load <2 x float>, ptr %24, align 8
  %147 = load <2 x double>, ptr %141, align 8
  %148 = load <2 x i32>, ptr %140, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #14
  store <2 x float> %146, ptr %25, align 8
  store <2 x i32> %148, ptr %137, align 8
  store <2 x double> %147, ptr %138, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #14
  store <2 x double> <double 0.000000e+00, double 3.000000e+00>, ptr %26, align 16
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %24, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #14
  %149 = load <2 x float>, ptr %24, align 8
  %150 = load <2 x double>, ptr %141, align 8
  %151 = load <2 x i32>, ptr %140, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #14
  store <2 x float> %149, ptr %25, align 8
  store <2 x i32> %151, ptr %137, align 8
  store <2 x double> %150, ptr %138, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #14
  store <2 x double> <double 0.000000e+00, double 4.000000e+00>, ptr %26, align 16
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %24, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #14
  %152 = load <2 x float>, ptr %24, align 8
  %153 = load <2 x double>, ptr %141, align 8
  %154 = load <2 x i32>, ptr %140, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #14
  store <2 x float> %152, ptr %25, align 8
  store <2 x i32> %154, ptr %137, align 8
  store <2 x double> %153, ptr %138, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #14
  store <2 x double> <double 0.000000e+00, double 5.000000e+00>, ptr %26, align 16
  call void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %24, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #14
  %155 = load float, ptr %24, align 8
  %156 = load float, ptr %139, align 4, !tbaa !16
  %157 = load i32, ptr %140, align 8, !tbaa !15
  %158 = load double, ptr %141, align 8
  %159 = load double, ptr %142, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  %160 = fpext float %155 to double
  %161 = fpext float %156 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull @.str.16, double noundef %160, double noundef %161)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef %157)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.18, double noundef %158, double noundef %159)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %27) #14
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %27, align 16
  %162 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> <double 2.000000e+00, double 5.000000e-01>, ptr %162, align 16
  %163 = getelementptr inbounds i8, ptr %27, i64 32
  store <2 x double> <double 3.000000e+00, double 1.000000e+00>, ptr %163, align 16
  %164 = getelementptr inbounds i8, ptr %27, i64 48
  store <2 x double> <double 4.000000e+00, double 1.500000e+00>, ptr %164, align 16
  %165 = getelementptr inbounds i8, ptr %27, i64 64
  store <2 x double> <double 5.000000e+00, double 2.000000e+00>, ptr %165, align 16
  %166 = getelementptr inbounds i8, ptr %28, i64 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #14
  store <2 x double> <double 1.000000e+00, double -1.000000e+00>, ptr %29, align 16
  call void @fold_cd(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %28, ptr noundef nonnull %27, i32 noundef 5, ptr noundef nonnull %29, ptr noundef nonnull @cd_add)
  %167 = load double, ptr %28, align 8
  %168 = load double, ptr %166, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, double noundef %167, double noundef %168)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #14
  store <2 x double> <double 1.000000e+00, double -1.000000e+00>, ptr %29, align 16
  call void @fold_cd(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %28, ptr noundef nonnull %27, i32 noundef 5, ptr noundef nonnull %29, ptr noundef nonnull @cd_mul)
  %169 = load double, ptr %28, align 8
  %170 = load double, ptr %166, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, double noundef %169, double noundef %170)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #14
  store <2 x double> <double 1.000000e+00, double -1.000000e+00>, ptr %29, align 16
  call void @fold_cd(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %28, ptr noundef nonnull %27, i32 noundef 5, ptr noundef nonnull %29, ptr noundef nonnull @cd_div)
  %171 = load double, ptr %28, align 8
  %172 = load double, ptr %166, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, double noundef %171, double noundef %172)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, double noundef 3.200000e+01, double noundef -3.400000e+01)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #14
  store <2 x double> <double 6.000000e-01, double 8.000000e-01>, ptr %31, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #14
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %32, align 16
  call void @cd_mul(ptr dead_on_unwind nonnull writable sret({ double, double }) align 8 %30, ptr noundef nonnull %31, ptr noundef nonnull %32)
  %173 = load double, ptr %30, align 8
  %174 = getelementptr inbounds i8, ptr %30, i64 8
  %175 = load double, ptr %174, align 8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #14
  %176 = fcmp oeq double %173, 6.000000e-01
  %177 = fcmp oeq double %175, 8.000000e-01
  %178 = and i1 %176, %177
  %179 = zext i1 %178 to i32
  %180 = tail call i64 @cf_add(i64 noundef 4647714816494927872, i64 noundef -4611686017357840384)
  %181 = trunc i64 %180 to i32
  %182 = bitcast i32 %181 to float
  %183 = lshr i64 %180, 32
  %184 = trunc nuw i64 %183 to i32
  %185 = bitcast i32 %184 to float
  %186 = fcmp oeq float %35, %182
  %187 = fcmp oeq float %38, %185
  %188 = and i1 %186, %187
  %189 = zext i1 %188 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, i32 noundef %179, i32 noundef %189)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %27) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %20) #14
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #9 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14
  %4 = load ptr, ptr %2, align 8, !tbaa !17
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #10

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !13, i64 8}
!12 = !{!"", !7, i64 0, !13, i64 8, !7, i64 16}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = !{!13, !13, i64 0}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}

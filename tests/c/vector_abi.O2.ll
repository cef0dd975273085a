; ModuleID = 'vector_abi.c'
source_filename = "vector_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Particle = type { <4 x float>, i32 }

@g_a = dso_local local_unnamed_addr global <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, align 16
@g_b = dso_local local_unnamed_addr global <4 x float> <float 5.000000e-01, float -1.000000e+00, float 2.000000e+00, float 2.500000e-01>, align 16
@.str = private unnamed_addr constant [5 x i8] c"madd\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"iter\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"hsum %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"d2 %.6f %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"i4mix\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"gt\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"cvt\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"s8\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"u16 %u %u %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"f2 %.2f %.2f\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"widen %.2f %.2f\0A\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"i2 %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"d4 %.3f %.3f %.3f %.3f\0A\00", align 1
@.str.15 = private unnamed_addr constant [24 x i8] c"q4 %lld %lld %lld %lld\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"many %.4f\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Particle { <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, i32 7 }, align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"particle %d\00", align 1
@.str.18 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.19 = private unnamed_addr constant [24 x i8] c"%s %.4f %.4f %.4f %.4f\0A\00", align 1
@.str.20 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @f4_madd(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) local_unnamed_addr #0 {
  %4 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> %2)
  ret <4 x float> %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @d2_div(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #0 {
  %3 = fdiv <2 x double> %0, %1
  ret <2 x double> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @i4_mix(<4 x i32> noundef %0, <4 x i32> noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = shl <4 x i32> %0, <i32 2, i32 2, i32 2, i32 2>
  %5 = ashr <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>
  %6 = xor <4 x i32> %5, %4
  %7 = insertelement <4 x i32> poison, i32 %2, i64 0
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> zeroinitializer
  %9 = xor <4 x i32> %6, %8
  ret <4 x i32> %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i16> @s8_sat(<8 x i16> noundef %0, <8 x i16> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %0, <8 x i16> %1)
  ret <8 x i16> %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <16 x i8> @u16_avg(<16 x i8> noundef %0, <16 x i8> noundef %1) local_unnamed_addr #0 {
  %3 = lshr <16 x i8> %0, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %4 = lshr <16 x i8> %1, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %5 = add nuw <16 x i8> %4, %3
  %6 = and <16 x i8> %0, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %7 = and <16 x i8> %6, %1
  %8 = add nuw <16 x i8> %5, %7
  ret <16 x i8> %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @f2_rot(double noundef %0) local_unnamed_addr #3 {
  %2 = bitcast double %0 to <2 x float>
  %3 = extractelement <2 x float> %2, i64 1
  %4 = fneg float %3
  %5 = insertelement <2 x float> poison, float %4, i64 0
  %6 = shufflevector <2 x float> %5, <2 x float> %2, <2 x i32> <i32 0, i32 2>
  %7 = bitcast <2 x float> %6 to double
  ret double %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @i2_add(double noundef %0, double noundef %1) local_unnamed_addr #3 {
  %3 = bitcast double %0 to <2 x i32>
  %4 = bitcast double %1 to <2 x i32>
  %5 = add <2 x i32> %4, %3
  %6 = bitcast <2 x i32> %5 to double
  ret double %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <4 x double> @d4_lerp(ptr nocapture noundef readonly byval(<4 x double>) align 32 %0, ptr nocapture noundef readonly byval(<4 x double>) align 32 %1, double noundef %2) local_unnamed_addr #4 {
  %4 = load <4 x double>, ptr %0, align 32, !tbaa !5
  %5 = load <4 x double>, ptr %1, align 32, !tbaa !5
  %6 = fsub <4 x double> %5, %4
  %7 = insertelement <4 x double> poison, double %2, i64 0
  %8 = shufflevector <4 x double> %7, <4 x double> poison, <4 x i32> zeroinitializer
  %9 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %6, <4 x double> %8, <4 x double> %4)
  ret <4 x double> %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <4 x i64> @q4_mul(ptr nocapture noundef readonly byval(<4 x i64>) align 32 %0, ptr nocapture noundef readonly byval(<4 x i64>) align 32 %1) local_unnamed_addr #4 {
  %3 = load <4 x i64>, ptr %0, align 32, !tbaa !5
  %4 = load <4 x i64>, ptr %1, align 32, !tbaa !5
  %5 = mul <4 x i64> %4, %3
  %6 = ashr <4 x i64> %3, <i64 3, i64 3, i64 3, i64 3>
  %7 = sub <4 x i64> %5, %6
  ret <4 x i64> %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 1) <4 x i32> @f4_gt(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 {
  %3 = fcmp ogt <4 x float> %0, %1
  %4 = sext <4 x i1> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @i4_to_f4(<4 x i32> noundef %0) local_unnamed_addr #0 {
  %2 = sitofp <4 x i32> %0 to <4 x float>
  ret <4 x float> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @f2_widen(double noundef %0) local_unnamed_addr #0 {
  %2 = bitcast double %0 to <2 x float>
  %3 = fpext <2 x float> %2 to <2 x double>
  ret <2 x double> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @f4_hsum(<4 x float> noundef %0) local_unnamed_addr #0 {
  %2 = shufflevector <4 x float> %0, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <2 x i32> <i32 0, i32 3>
  %4 = fadd <2 x float> %2, %3
  %5 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %6 = fadd <2 x float> %4, %5
  %7 = extractelement <2 x float> %6, i64 0
  ret float %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @many_vecs(<4 x float> noundef %0, double noundef %1, <2 x double> noundef %2, i32 noundef %3, <4 x float> noundef %4, <2 x double> noundef %5, double noundef %6, <4 x float> noundef %7, <2 x double> noundef %8, <4 x i32> noundef %9, <4 x float> noundef %10, <2 x double> noundef %11, float noundef %12) local_unnamed_addr #0 {
  %14 = sitofp i32 %3 to double
  %15 = fadd double %14, %1
  %16 = fpext float %12 to double
  %17 = fadd double %15, %16
  %18 = extractelement <4 x float> %0, i64 0
  %19 = extractelement <4 x float> %4, i64 0
  %20 = tail call float @llvm.fmuladd.f32(float %19, float 2.000000e+00, float %18)
  %21 = extractelement <4 x float> %7, i64 0
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 3.000000e+00, float %20)
  %23 = extractelement <4 x i32> %9, i64 0
  %24 = sitofp i32 %23 to float
  %25 = fadd float %22, %24
  %26 = fpext float %25 to double
  %27 = extractelement <4 x float> %10, i64 0
  %28 = fpext float %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 5.000000e-01, double %26)
  %30 = fadd double %17, %29
  %31 = extractelement <4 x float> %0, i64 1
  %32 = extractelement <4 x float> %4, i64 1
  %33 = tail call float @llvm.fmuladd.f32(float %32, float 2.000000e+00, float %31)
  %34 = extractelement <4 x float> %7, i64 1
  %35 = tail call float @llvm.fmuladd.f32(float %34, float 3.000000e+00, float %33)
  %36 = extractelement <4 x i32> %9, i64 1
  %37 = sitofp i32 %36 to float
  %38 = fadd float %35, %37
  %39 = fpext float %38 to double
  %40 = extractelement <4 x float> %10, i64 1
  %41 = fpext float %40 to double
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 5.000000e-01, double %39)
  %43 = fadd double %30, %42
  %44 = extractelement <4 x float> %0, i64 2
  %45 = extractelement <4 x float> %4, i64 2
  %46 = tail call float @llvm.fmuladd.f32(float %45, float 2.000000e+00, float %44)
  %47 = extractelement <4 x float> %7, i64 2
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 3.000000e+00, float %46)
  %49 = extractelement <4 x i32> %9, i64 2
  %50 = sitofp i32 %49 to float
  %51 = fadd float %48, %50
  %52 = fpext float %51 to double
  %53 = extractelement <4 x float> %10, i64 2
  %54 = fpext float %53 to double
  %55 = tail call double @llvm.fmuladd.f64(double %54, double 5.000000e-01, double %52)
  %56 = fadd double %43, %55
  %57 = extractelement <4 x float> %0, i64 3
  %58 = extractelement <4 x float> %4, i64 3
  %59 = tail call float @llvm.fmuladd.f32(float %58, float 2.000000e+00, float %57)
  %60 = extractelement <4 x float> %7, i64 3
  %61 = tail call float @llvm.fmuladd.f32(float %60, float 3.000000e+00, float %59)
  %62 = extractelement <4 x i32> %9, i64 3
  %63 = sitofp i32 %62 to float
  %64 = fadd float %61, %63
  %65 = fpext float %64 to double
  %66 = extractelement <4 x float> %10, i64 3
  %67 = fpext float %66 to double
  %68 = tail call double @llvm.fmuladd.f64(double %67, double 5.000000e-01, double %65)
  %69 = fadd double %56, %68
  %70 = bitcast double %6 to <2 x float>
  %71 = fsub <2 x double> %2, %5
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> %11, <2 x double> %71)
  %73 = fpext <2 x float> %70 to <2 x double>
  %74 = fadd <2 x double> %72, %73
  %75 = extractelement <2 x double> %74, i64 0
  %76 = fadd double %69, %75
  %77 = extractelement <2 x double> %74, i64 1
  %78 = fadd double %76, %77
  ret double %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @particle_move(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Particle) align 16 %0, ptr nocapture noundef byval(%struct.Particle) align 16 %1, <4 x float> noundef %2, float noundef %3) local_unnamed_addr #5 {
  %5 = insertelement <4 x float> poison, float %3, i64 0
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> zeroinitializer
  %7 = load <4 x float>, ptr %1, align 16, !tbaa !5
  %8 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %2, <4 x float> %6, <4 x float> %7)
  store <4 x float> %8, ptr %1, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load i32, ptr %9, align 16, !tbaa !8
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 16, !tbaa !8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca <4 x double>, align 32
  %2 = alloca <4 x double>, align 32
  %3 = alloca <4 x i64>, align 32
  %4 = alloca <4 x i64>, align 32
  %5 = alloca %struct.Particle, align 16
  %6 = alloca %struct.Particle, align 16
  %7 = load <4 x float>, ptr @g_a, align 16, !tbaa !5
  %8 = load <4 x float>, ptr @g_b, align 16, !tbaa !5
  %9 = tail call <4 x float> @f4_madd(<4 x float> noundef %7, <4 x float> noundef %8, <4 x float> noundef %7)
  %10 = extractelement <4 x float> %9, i64 0
  %11 = fpext float %10 to double
  %12 = extractelement <4 x float> %9, i64 1
  %13 = fpext float %12 to double
  %14 = extractelement <4 x float> %9, i64 2
  %15 = fpext float %14 to double
  %16 = extractelement <4 x float> %9, i64 3
  %17 = fpext float %16 to double
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef %11, double noundef %13, double noundef %15, double noundef %17)
  %19 = tail call <4 x float> @f4_madd(<4 x float> noundef %7, <4 x float> noundef %8, <4 x float> noundef %9)
  %20 = tail call <4 x float> @f4_madd(<4 x float> noundef %19, <4 x float> noundef %8, <4 x float> noundef %9)
  %21 = tail call <4 x float> @f4_madd(<4 x float> noundef %20, <4 x float> noundef %8, <4 x float> noundef %9)
  %22 = tail call <4 x float> @f4_madd(<4 x float> noundef %21, <4 x float> noundef %8, <4 x float> noundef %9)
  %23 = extractelement <4 x float> %22, i64 0
  %24 = fpext float %23 to double
  %25 = extractelement <4 x float> %22, i64 1
  %26 = fpext float %25 to double
  %27 = extractelement <4 x float> %22, i64 2
  %28 = fpext float %27 to double
  %29 = extractelement <4 x float> %22, i64 3
  %30 = fpext float %29 to double
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef %24, double noundef %26, double noundef %28, double noundef %30)
  %32 = tail call float @f4_hsum(<4 x float> noundef %22)
  %33 = fpext float %32 to double
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %33)
  %35 = tail call <2 x double> @d2_div(<2 x double> noundef <double 1.000000e+00, double -9.000000e+00>, <2 x double> noundef <double 3.000000e+00, double 5.000000e-01>)
  %36 = extractelement <2 x double> %35, i64 0
  %37 = extractelement <2 x double> %35, i64 1
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %36, double noundef %37)
  %39 = tail call <4 x i32> @i4_mix(<4 x i32> noundef <i32 1, i32 -2, i32 300, i32 -40000>, <4 x i32> noundef <i32 -1, i32 7, i32 1048576, i32 5>, i32 noundef 85)
  %40 = extractelement <4 x i32> %39, i64 0
  %41 = extractelement <4 x i32> %39, i64 1
  %42 = extractelement <4 x i32> %39, i64 2
  %43 = extractelement <4 x i32> %39, i64 3
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  %45 = tail call <4 x i32> @f4_gt(<4 x float> noundef %7, <4 x float> noundef %9)
  %46 = extractelement <4 x i32> %45, i64 0
  %47 = extractelement <4 x i32> %45, i64 1
  %48 = extractelement <4 x i32> %45, i64 2
  %49 = extractelement <4 x i32> %45, i64 3
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49)
  %51 = tail call <4 x float> @i4_to_f4(<4 x i32> noundef <i32 1, i32 -2, i32 300, i32 -40000>)
  %52 = extractelement <4 x float> %51, i64 0
  %53 = fpext float %52 to double
  %54 = extractelement <4 x float> %51, i64 1
  %55 = fpext float %54 to double
  %56 = extractelement <4 x float> %51, i64 2
  %57 = fpext float %56 to double
  %58 = extractelement <4 x float> %51, i64 3
  %59 = fpext float %58 to double
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef %53, double noundef %55, double noundef %57, double noundef %59)
  %61 = tail call <8 x i16> @s8_sat(<8 x i16> noundef <i16 30000, i16 -30000, i16 5, i16 -5, i16 100, i16 32767, i16 -32768, i16 0>, <8 x i16> noundef <i16 5000, i16 -5000, i16 6, i16 7, i16 -200, i16 1, i16 -1, i16 0>)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  %63 = extractelement <8 x i16> %61, i64 0
  %64 = sext i16 %63 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %64)
  %66 = extractelement <8 x i16> %61, i64 1
  %67 = sext i16 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %67)
  %69 = extractelement <8 x i16> %61, i64 2
  %70 = sext i16 %69 to i32
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %70)
  %72 = extractelement <8 x i16> %61, i64 3
  %73 = sext i16 %72 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %73)
  %75 = extractelement <8 x i16> %61, i64 4
  %76 = sext i16 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %76)
  %78 = extractelement <8 x i16> %61, i64 5
  %79 = sext i16 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %79)
  %81 = extractelement <8 x i16> %61, i64 6
  %82 = sext i16 %81 to i32
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %82)
  %84 = extractelement <8 x i16> %61, i64 7
  %85 = sext i16 %84 to i32
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %85)
  %87 = tail call i32 @putchar(i32 10)
  br label %202

88:                                               ; preds = %202
  %89 = tail call <16 x i8> @u16_avg(<16 x i8> noundef %215, <16 x i8> noundef %218)
  %90 = extractelement <16 x i8> %89, i64 0
  %91 = zext i8 %90 to i32
  %92 = mul nuw nsw i32 %91, 3
  %93 = extractelement <16 x i8> %89, i64 1
  %94 = zext i8 %93 to i32
  %95 = add nuw nsw i32 %92, %94
  %96 = mul nuw nsw i32 %95, 3
  %97 = extractelement <16 x i8> %89, i64 2
  %98 = zext i8 %97 to i32
  %99 = add nuw nsw i32 %96, %98
  %100 = mul nuw nsw i32 %99, 3
  %101 = extractelement <16 x i8> %89, i64 3
  %102 = zext i8 %101 to i32
  %103 = add nuw nsw i32 %100, %102
  %104 = mul nuw nsw i32 %103, 3
  %105 = extractelement <16 x i8> %89, i64 4
  %106 = zext i8 %105 to i32
  %107 = add nuw nsw i32 %104, %106
  %108 = mul nuw nsw i32 %107, 3
  %109 = extractelement <16 x i8> %89, i64 5
  %110 = zext i8 %109 to i32
  %111 = add nuw nsw i32 %108, %110
  %112 = mul nuw nsw i32 %111, 3
  %113 = extractelement <16 x i8> %89, i64 6
  %114 = zext i8 %113 to i32
  %115 = add nuw nsw i32 %112, %114
  %116 = mul nuw nsw i32 %115, 3
  %117 = extractelement <16 x i8> %89, i64 7
  %118 = zext i8 %117 to i32
  %119 = add nuw nsw i32 %116, %118
  %120 = mul nuw nsw i32 %119, 3
  %121 = extractelement <16 x i8> %89, i64 8
  %122 = zext i8 %121 to i32
  %123 = add nuw nsw i32 %120, %122
  %124 = mul nuw nsw i32 %123, 3
  %125 = extractelement <16 x i8> %89, i64 9
  %126 = zext i8 %125 to i32
  %127 = add nuw nsw i32 %124, %126
  %128 = mul nuw nsw i32 %127, 3
  %129 = extractelement <16 x i8> %89, i64 10
  %130 = zext i8 %129 to i32
  %131 = add nuw nsw i32 %128, %130
  %132 = mul nuw nsw i32 %131, 3
  %133 = extractelement <16 x i8> %89, i64 11
  %134 = zext i8 %133 to i32
  %135 = add nuw nsw i32 %132, %134
  %136 = mul nuw nsw i32 %135, 3
  %137 = extractelement <16 x i8> %89, i64 12
  %138 = zext i8 %137 to i32
  %139 = add nuw nsw i32 %136, %138
  %140 = mul nuw nsw i32 %139, 3
  %141 = extractelement <16 x i8> %89, i64 13
  %142 = zext i8 %141 to i32
  %143 = add nuw nsw i32 %140, %142
  %144 = mul nuw nsw i32 %143, 3
  %145 = extractelement <16 x i8> %89, i64 14
  %146 = zext i8 %145 to i32
  %147 = add nuw nsw i32 %144, %146
  %148 = mul i32 %147, 3
  %149 = extractelement <16 x i8> %89, i64 15
  %150 = zext i8 %149 to i32
  %151 = add i32 %148, %150
  %152 = extractelement <16 x i8> %89, i64 0
  %153 = zext i8 %152 to i32
  %154 = extractelement <16 x i8> %89, i64 15
  %155 = zext i8 %154 to i32
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %153, i32 noundef %155, i32 noundef %151)
  %157 = tail call double @f2_rot(double noundef 0x4080000040400000)
  %158 = tail call double @f2_rot(double noundef %157)
  %159 = tail call double @f2_rot(double noundef %158)
  %160 = bitcast double %159 to <2 x float>
  %161 = extractelement <2 x float> %160, i64 0
  %162 = fpext float %161 to double
  %163 = extractelement <2 x float> %160, i64 1
  %164 = fpext float %163 to double
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %162, double noundef %164)
  %166 = tail call <2 x double> @f2_widen(double noundef %159)
  %167 = extractelement <2 x double> %166, i64 0
  %168 = extractelement <2 x double> %166, i64 1
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %167, double noundef %168)
  %170 = tail call double @i2_add(double noundef 0xFFFFFFF800000007, double noundef 0xFFFFFFF800000007)
  %171 = bitcast double %170 to <2 x i32>
  %172 = extractelement <2 x i32> %171, i64 0
  %173 = extractelement <2 x i32> %171, i64 1
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %172, i32 noundef %173)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  store <4 x double> <double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, double 3.000000e+00>, ptr %1, align 32, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  store <4 x double> <double 1.000000e+01, double 2.000000e+01, double 3.000000e+01, double 4.000000e+01>, ptr %2, align 32, !tbaa !5
  %175 = tail call <4 x double> @d4_lerp(ptr noundef nonnull byval(<4 x double>) align 32 %1, ptr noundef nonnull byval(<4 x double>) align 32 %2, double noundef 2.500000e-01)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  %176 = extractelement <4 x double> %175, i64 0
  %177 = extractelement <4 x double> %175, i64 1
  %178 = extractelement <4 x double> %175, i64 2
  %179 = extractelement <4 x double> %175, i64 3
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %176, double noundef %177, double noundef %178, double noundef %179)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 99>, ptr %3, align 32, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  store <4 x i64> <i64 5, i64 6, i64 -7, i64 1048576>, ptr %4, align 32, !tbaa !5
  %181 = tail call <4 x i64> @q4_mul(ptr noundef nonnull byval(<4 x i64>) align 32 %3, ptr noundef nonnull byval(<4 x i64>) align 32 %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  %182 = extractelement <4 x i64> %181, i64 0
  %183 = extractelement <4 x i64> %181, i64 1
  %184 = extractelement <4 x i64> %181, i64 2
  %185 = extractelement <4 x i64> %181, i64 3
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %182, i64 noundef %183, i64 noundef %184, i64 noundef %185)
  %187 = tail call double @many_vecs(<4 x float> noundef %7, double noundef 5.000000e-01, <2 x double> noundef <double 1.000000e+00, double -9.000000e+00>, i32 noundef 3, <4 x float> noundef %8, <2 x double> noundef <double 3.000000e+00, double 5.000000e-01>, double noundef %159, <4 x float> noundef %9, <2 x double> noundef %35, <4 x i32> noundef <i32 1, i32 -2, i32 300, i32 -40000>, <4 x float> noundef %22, <2 x double> noundef %166, float noundef 1.250000e+00)
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %187)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %6, ptr noundef nonnull byval(%struct.Particle) align 16 @__const.main.p, <4 x float> noundef %8, float noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %6, ptr noundef nonnull byval(%struct.Particle) align 16 %5, <4 x float> noundef %8, float noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %6, ptr noundef nonnull byval(%struct.Particle) align 16 %5, <4 x float> noundef %8, float noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %6, ptr noundef nonnull byval(%struct.Particle) align 16 %5, <4 x float> noundef %8, float noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %6, ptr noundef nonnull byval(%struct.Particle) align 16 %5, <4 x float> noundef %8, float noundef 5.000000e-01)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  %189 = getelementptr inbounds i8, ptr %5, i64 16
  %190 = load i32, ptr %189, align 16, !tbaa !8
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %190)
  %192 = load <4 x float>, ptr %5, align 16, !tbaa !5
  %193 = extractelement <4 x float> %192, i64 0
  %194 = fpext float %193 to double
  %195 = extractelement <4 x float> %192, i64 1
  %196 = fpext float %195 to double
  %197 = extractelement <4 x float> %192, i64 2
  %198 = fpext float %197 to double
  %199 = extractelement <4 x float> %192, i64 3
  %200 = fpext float %199 to double
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18, double noundef %194, double noundef %196, double noundef %198, double noundef %200)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  ret i32 0

202:                                              ; preds = %202, %0
  %203 = phi <16 x i8> [ undef, %0 ], [ %215, %202 ]
  %204 = phi <16 x i8> [ undef, %0 ], [ %218, %202 ]
  %205 = phi i32 [ 0, %0 ], [ %219, %202 ]
  %206 = trunc nuw i32 %205 to i8
  %207 = mul nuw i8 %206, 17
  %208 = insertelement <16 x i8> %203, i8 %207, i32 %205
  %209 = mul nsw i8 %206, -3
  %210 = add nsw i8 %209, -1
  %211 = insertelement <16 x i8> %204, i8 %210, i32 %205
  %212 = or disjoint i32 %205, 1
  %213 = trunc nuw i32 %212 to i8
  %214 = mul nuw i8 %213, 17
  %215 = insertelement <16 x i8> %208, i8 %214, i32 %212
  %216 = mul nsw i8 %213, -3
  %217 = add nsw i8 %216, -1
  %218 = insertelement <16 x i8> %211, i8 %217, i32 %212
  %219 = add nuw nsw i32 %205, 2
  %220 = icmp eq i32 %219, 16
  br i1 %220, label %88, label %202, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 16}
!9 = !{!"", !6, i64 0, !10, i64 16}
!10 = !{!"int", !6, i64 0}
!11 = !{i64 0, i64 16, !5, i64 16, i64 4, !12}
!12 = !{!10, !10, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'vector_abi.c'
source_filename = "vector_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local <2 x float> @f2_rot(<2 x float> noundef %0) local_unnamed_addr #3 {
  %2 = extractelement <2 x float> %0, i64 1
  %3 = fneg float %2
  %4 = insertelement <2 x float> poison, float %3, i64 0
  %5 = shufflevector <2 x float> %4, <2 x float> %0, <2 x i32> <i32 0, i32 2>
  ret <2 x float> %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x i32> @i2_add(<2 x i32> noundef %0, <2 x i32> noundef %1) local_unnamed_addr #3 {
  %3 = add <2 x i32> %1, %0
  ret <2 x i32> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x double> @d4_lerp(<4 x double> noundef %0, <4 x double> noundef %1, double noundef %2) local_unnamed_addr #4 {
  %4 = fsub <4 x double> %1, %0
  %5 = insertelement <4 x double> poison, double %2, i64 0
  %6 = shufflevector <4 x double> %5, <4 x double> poison, <4 x i32> zeroinitializer
  %7 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %4, <4 x double> %6, <4 x double> %0)
  ret <4 x double> %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i64> @q4_mul(<4 x i64> noundef %0, <4 x i64> noundef %1) local_unnamed_addr #4 {
  %3 = mul <4 x i64> %1, %0
  %4 = ashr <4 x i64> %0, <i64 3, i64 3, i64 3, i64 3>
  %5 = sub <4 x i64> %3, %4
  ret <4 x i64> %5
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
define dso_local noundef <2 x double> @f2_widen(<2 x float> noundef %0) local_unnamed_addr #0 {
  %2 = fpext <2 x float> %0 to <2 x double>
  ret <2 x double> %2
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
define dso_local double @many_vecs(<4 x float> noundef %0, double noundef %1, <2 x double> noundef %2, i32 noundef %3, <4 x float> noundef %4, <2 x double> noundef %5, <2 x float> noundef %6, <4 x float> noundef %7, <2 x double> noundef %8, <4 x i32> noundef %9, <4 x float> noundef %10, <2 x double> noundef %11, float noundef %12) local_unnamed_addr #0 {
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
  %70 = fsub <2 x double> %2, %5
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> %11, <2 x double> %70)
  %72 = fpext <2 x float> %6 to <2 x double>
  %73 = fadd <2 x double> %71, %72
  %74 = extractelement <2 x double> %73, i64 0
  %75 = fadd double %69, %74
  %76 = extractelement <2 x double> %73, i64 1
  %77 = fadd double %75, %76
  ret double %77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @particle_move(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Particle) align 16 %0, ptr nocapture noundef %1, <4 x float> noundef %2, float noundef %3) local_unnamed_addr #5 {
  %5 = insertelement <4 x float> poison, float %3, i64 0
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> zeroinitializer
  %7 = load <4 x float>, ptr %1, align 16, !tbaa !5
  %8 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %2, <4 x float> %6, <4 x float> %7)
  store <4 x float> %8, ptr %1, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load i32, ptr %9, align 16, !tbaa !8
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 16, !tbaa !8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca [12 x i8], align 4
  %2 = alloca %struct.Particle, align 16
  %3 = alloca %struct.Particle, align 16
  %4 = load <4 x float>, ptr @g_a, align 16, !tbaa !5
  %5 = load <4 x float>, ptr @g_b, align 16, !tbaa !5
  %6 = tail call <4 x float> @f4_madd(<4 x float> noundef %4, <4 x float> noundef %5, <4 x float> noundef %4)
  %7 = extractelement <4 x float> %6, i64 0
  %8 = fpext float %7 to double
  %9 = extractelement <4 x float> %6, i64 1
  %10 = fpext float %9 to double
  %11 = extractelement <4 x float> %6, i64 2
  %12 = fpext float %11 to double
  %13 = extractelement <4 x float> %6, i64 3
  %14 = fpext float %13 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef %8, double noundef %10, double noundef %12, double noundef %14)
  %15 = tail call <4 x float> @f4_madd(<4 x float> noundef %4, <4 x float> noundef %5, <4 x float> noundef %6)
  %16 = tail call <4 x float> @f4_madd(<4 x float> noundef %15, <4 x float> noundef %5, <4 x float> noundef %6)
  %17 = tail call <4 x float> @f4_madd(<4 x float> noundef %16, <4 x float> noundef %5, <4 x float> noundef %6)
  %18 = tail call <4 x float> @f4_madd(<4 x float> noundef %17, <4 x float> noundef %5, <4 x float> noundef %6)
  %19 = extractelement <4 x float> %18, i64 0
  %20 = fpext float %19 to double
  %21 = extractelement <4 x float> %18, i64 1
  %22 = fpext float %21 to double
  %23 = extractelement <4 x float> %18, i64 2
  %24 = fpext float %23 to double
  %25 = extractelement <4 x float> %18, i64 3
  %26 = fpext float %25 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef %20, double noundef %22, double noundef %24, double noundef %26)
  %27 = tail call float @f4_hsum(<4 x float> noundef %18)
  %28 = fpext float %27 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %28)
  %29 = tail call <2 x double> @d2_div(<2 x double> noundef <double 1.000000e+00, double -9.000000e+00>, <2 x double> noundef <double 3.000000e+00, double 5.000000e-01>)
  %30 = extractelement <2 x double> %29, i64 0
  %31 = extractelement <2 x double> %29, i64 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %30, double noundef %31)
  %32 = tail call <4 x i32> @i4_mix(<4 x i32> noundef <i32 1, i32 -2, i32 300, i32 -40000>, <4 x i32> noundef <i32 -1, i32 7, i32 1048576, i32 5>, i32 noundef 85)
  %33 = extractelement <4 x i32> %32, i64 0
  %34 = extractelement <4 x i32> %32, i64 1
  %35 = extractelement <4 x i32> %32, i64 2
  %36 = extractelement <4 x i32> %32, i64 3
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %37 = tail call <4 x i32> @f4_gt(<4 x float> noundef %4, <4 x float> noundef %6)
  %38 = extractelement <4 x i32> %37, i64 0
  %39 = extractelement <4 x i32> %37, i64 1
  %40 = extractelement <4 x i32> %37, i64 2
  %41 = extractelement <4 x i32> %37, i64 3
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41)
  %42 = tail call <4 x float> @i4_to_f4(<4 x i32> noundef <i32 1, i32 -2, i32 300, i32 -40000>)
  %43 = extractelement <4 x float> %42, i64 0
  %44 = fpext float %43 to double
  %45 = extractelement <4 x float> %42, i64 1
  %46 = fpext float %45 to double
  %47 = extractelement <4 x float> %42, i64 2
  %48 = fpext float %47 to double
  %49 = extractelement <4 x float> %42, i64 3
  %50 = fpext float %49 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef %44, double noundef %46, double noundef %48, double noundef %50)
  %51 = tail call <8 x i16> @s8_sat(<8 x i16> noundef <i16 30000, i16 -30000, i16 5, i16 -5, i16 100, i16 32767, i16 -32768, i16 0>, <8 x i16> noundef <i16 5000, i16 -5000, i16 6, i16 7, i16 -200, i16 1, i16 -1, i16 0>)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7)
  %52 = extractelement <8 x i16> %51, i64 0
  %53 = sext i16 %52 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %53)
  %54 = extractelement <8 x i16> %51, i64 1
  %55 = sext i16 %54 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %55)
  %56 = extractelement <8 x i16> %51, i64 2
  %57 = sext i16 %56 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %57)
  %58 = extractelement <8 x i16> %51, i64 3
  %59 = sext i16 %58 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %59)
  %60 = extractelement <8 x i16> %51, i64 4
  %61 = sext i16 %60 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %61)
  %62 = extractelement <8 x i16> %51, i64 5
  %63 = sext i16 %62 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %63)
  %64 = extractelement <8 x i16> %51, i64 6
  %65 = sext i16 %64 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %65)
  %66 = extractelement <8 x i16> %51, i64 7
  %67 = sext i16 %66 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %67)
  %68 = tail call i32 @putchar(i32 10)
  br label %183

69:                                               ; preds = %183
  %70 = tail call <16 x i8> @u16_avg(<16 x i8> noundef %196, <16 x i8> noundef %199)
  %71 = extractelement <16 x i8> %70, i64 0
  %72 = zext i8 %71 to i32
  %73 = mul nuw nsw i32 %72, 3
  %74 = extractelement <16 x i8> %70, i64 1
  %75 = zext i8 %74 to i32
  %76 = add nuw nsw i32 %73, %75
  %77 = mul nuw nsw i32 %76, 3
  %78 = extractelement <16 x i8> %70, i64 2
  %79 = zext i8 %78 to i32
  %80 = add nuw nsw i32 %77, %79
  %81 = mul nuw nsw i32 %80, 3
  %82 = extractelement <16 x i8> %70, i64 3
  %83 = zext i8 %82 to i32
  %84 = add nuw nsw i32 %81, %83
  %85 = mul nuw nsw i32 %84, 3
  %86 = extractelement <16 x i8> %70, i64 4
  %87 = zext i8 %86 to i32
  %88 = add nuw nsw i32 %85, %87
  %89 = mul nuw nsw i32 %88, 3
  %90 = extractelement <16 x i8> %70, i64 5
  %91 = zext i8 %90 to i32
  %92 = add nuw nsw i32 %89, %91
  %93 = mul nuw nsw i32 %92, 3
  %94 = extractelement <16 x i8> %70, i64 6
  %95 = zext i8 %94 to i32
  %96 = add nuw nsw i32 %93, %95
  %97 = mul nuw nsw i32 %96, 3
  %98 = extractelement <16 x i8> %70, i64 7
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %97, %99
  %101 = mul nuw nsw i32 %100, 3
  %102 = extractelement <16 x i8> %70, i64 8
  %103 = zext i8 %102 to i32
  %104 = add nuw nsw i32 %101, %103
  %105 = mul nuw nsw i32 %104, 3
  %106 = extractelement <16 x i8> %70, i64 9
  %107 = zext i8 %106 to i32
  %108 = add nuw nsw i32 %105, %107
  %109 = mul nuw nsw i32 %108, 3
  %110 = extractelement <16 x i8> %70, i64 10
  %111 = zext i8 %110 to i32
  %112 = add nuw nsw i32 %109, %111
  %113 = mul nuw nsw i32 %112, 3
  %114 = extractelement <16 x i8> %70, i64 11
  %115 = zext i8 %114 to i32
  %116 = add nuw nsw i32 %113, %115
  %117 = mul nuw nsw i32 %116, 3
  %118 = extractelement <16 x i8> %70, i64 12
  %119 = zext i8 %118 to i32
  %120 = add nuw nsw i32 %117, %119
  %121 = mul nuw nsw i32 %120, 3
  %122 = extractelement <16 x i8> %70, i64 13
  %123 = zext i8 %122 to i32
  %124 = add nuw nsw i32 %121, %123
  %125 = mul nuw nsw i32 %124, 3
  %126 = extractelement <16 x i8> %70, i64 14
  %127 = zext i8 %126 to i32
  %128 = add nuw nsw i32 %125, %127
  %129 = mul i32 %128, 3
  %130 = extractelement <16 x i8> %70, i64 15
  %131 = zext i8 %130 to i32
  %132 = add i32 %129, %131
  %133 = extractelement <16 x i8> %70, i64 0
  %134 = zext i8 %133 to i32
  %135 = extractelement <16 x i8> %70, i64 15
  %136 = zext i8 %135 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %134, i32 noundef %136, i32 noundef %132)
  %137 = tail call <2 x float> @f2_rot(<2 x float> noundef <float 3.000000e+00, float 4.000000e+00>)
  %138 = tail call <2 x float> @f2_rot(<2 x float> noundef %137)
  %139 = tail call <2 x float> @f2_rot(<2 x float> noundef %138)
  %140 = extractelement <2 x float> %139, i64 0
  %141 = fpext float %140 to double
  %142 = extractelement <2 x float> %139, i64 1
  %143 = fpext float %142 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef %141, double noundef %143)
  %144 = tail call <2 x double> @f2_widen(<2 x float> noundef %139)
  %145 = extractelement <2 x double> %144, i64 0
  %146 = extractelement <2 x double> %144, i64 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef %145, double noundef %146)
  %147 = tail call <2 x i32> @i2_add(<2 x i32> noundef <i32 7, i32 -8>, <2 x i32> noundef <i32 7, i32 -8>)
  %148 = extractelement <2 x i32> %147, i64 0
  %149 = extractelement <2 x i32> %147, i64 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef %148, i32 noundef %149)
  %150 = tail call <4 x double> @d4_lerp(<4 x double> noundef <double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, double 3.000000e+00>, <4 x double> noundef <double 1.000000e+01, double 2.000000e+01, double 3.000000e+01, double 4.000000e+01>, double noundef 2.500000e-01)
  %151 = extractelement <4 x double> %150, i64 0
  %152 = extractelement <4 x double> %150, i64 1
  %153 = extractelement <4 x double> %150, i64 2
  %154 = extractelement <4 x double> %150, i64 3
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %151, double noundef %152, double noundef %153, double noundef %154)
  %155 = tail call <4 x i64> @q4_mul(<4 x i64> noundef <i64 1, i64 -2, i64 1099511627776, i64 99>, <4 x i64> noundef <i64 5, i64 6, i64 -7, i64 1048576>)
  %156 = extractelement <4 x i64> %155, i64 0
  %157 = extractelement <4 x i64> %155, i64 1
  %158 = extractelement <4 x i64> %155, i64 2
  %159 = extractelement <4 x i64> %155, i64 3
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i64 noundef %156, i64 noundef %157, i64 noundef %158, i64 noundef %159)
  %160 = tail call double @many_vecs(<4 x float> noundef %4, double noundef 5.000000e-01, <2 x double> noundef <double 1.000000e+00, double -9.000000e+00>, i32 noundef 3, <4 x float> noundef %5, <2 x double> noundef <double 3.000000e+00, double 5.000000e-01>, <2 x float> noundef %139, <4 x float> noundef %6, <2 x double> noundef %29, <4 x i32> noundef <i32 1, i32 -2, i32 300, i32 -40000>, <4 x float> noundef %18, <2 x double> noundef %144, float noundef 1.250000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, double noundef %160)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1)
  %161 = getelementptr inbounds i8, ptr %3, i64 16
  %162 = getelementptr inbounds i8, ptr %3, i64 20
  %163 = getelementptr inbounds i8, ptr %2, i64 16
  %164 = getelementptr inbounds i8, ptr %2, i64 20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, ptr %3, align 16, !tbaa !5
  store i32 7, ptr %161, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %162, ptr noundef nonnull align 4 dereferenceable(12) getelementptr inbounds (i8, ptr @__const.main.p, i64 20), i64 12, i1 false)
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %2, ptr noundef nonnull %3, <4 x float> noundef %5, float noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  %165 = load <4 x float>, ptr %2, align 16, !tbaa !5
  %166 = load i32, ptr %163, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) %164, i64 12, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  store <4 x float> %165, ptr %3, align 16, !tbaa !5
  store i32 %166, ptr %161, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %162, ptr noundef nonnull align 4 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !13
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %2, ptr noundef nonnull %3, <4 x float> noundef %5, float noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  %167 = load <4 x float>, ptr %2, align 16, !tbaa !5
  %168 = load i32, ptr %163, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) %164, i64 12, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  store <4 x float> %167, ptr %3, align 16, !tbaa !5
  store i32 %168, ptr %161, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %162, ptr noundef nonnull align 4 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !13
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %2, ptr noundef nonnull %3, <4 x float> noundef %5, float noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  %169 = load <4 x float>, ptr %2, align 16, !tbaa !5
  %170 = load i32, ptr %163, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) %164, i64 12, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  store <4 x float> %169, ptr %3, align 16, !tbaa !5
  store i32 %170, ptr %161, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %162, ptr noundef nonnull align 4 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !13
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %2, ptr noundef nonnull %3, <4 x float> noundef %5, float noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  %171 = load <4 x float>, ptr %2, align 16, !tbaa !5
  %172 = load i32, ptr %163, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) %164, i64 12, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  store <4 x float> %171, ptr %3, align 16, !tbaa !5
  store i32 %172, ptr %161, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %162, ptr noundef nonnull align 4 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !13
  call void @particle_move(ptr dead_on_unwind nonnull writable sret(%struct.Particle) align 16 %2, ptr noundef nonnull %3, <4 x float> noundef %5, float noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  %173 = load <4 x float>, ptr %2, align 16, !tbaa !5
  %174 = load i32, ptr %163, align 16, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef %174)
  %175 = extractelement <4 x float> %173, i64 0
  %176 = fpext float %175 to double
  %177 = extractelement <4 x float> %173, i64 1
  %178 = fpext float %177 to double
  %179 = extractelement <4 x float> %173, i64 2
  %180 = fpext float %179 to double
  %181 = extractelement <4 x float> %173, i64 3
  %182 = fpext float %181 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18, double noundef %176, double noundef %178, double noundef %180, double noundef %182)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1)
  ret i32 0

183:                                              ; preds = %183, %0
  %184 = phi <16 x i8> [ undef, %0 ], [ %196, %183 ]
  %185 = phi <16 x i8> [ undef, %0 ], [ %199, %183 ]
  %186 = phi i32 [ 0, %0 ], [ %200, %183 ]
  %187 = trunc nuw i32 %186 to i8
  %188 = mul nuw i8 %187, 17
  %189 = insertelement <16 x i8> %184, i8 %188, i32 %186
  %190 = mul nsw i8 %187, -3
  %191 = add nsw i8 %190, -1
  %192 = insertelement <16 x i8> %185, i8 %191, i32 %186
  %193 = or disjoint i32 %186, 1
  %194 = trunc nuw i32 %193 to i8
  %195 = mul nuw i8 %194, 17
  %196 = insertelement <16 x i8> %189, i8 %195, i32 %193
  %197 = mul nsw i8 %194, -3
  %198 = add nsw i8 %197, -1
  %199 = insertelement <16 x i8> %192, i8 %198, i32 %193
  %200 = add nuw nsw i32 %186, 2
  %201 = icmp eq i32 %200, 16
  br i1 %201, label %69, label %183, !llvm.loop !14
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #8 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 16}
!9 = !{!"", !6, i64 0, !10, i64 16}
!10 = !{!"int", !6, i64 0}
!11 = !{i64 0, i64 16, !5, i64 16, i64 4, !12}
!12 = !{!10, !10, i64 0}
!13 = !{}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !6, i64 0}

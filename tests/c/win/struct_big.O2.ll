; ModuleID = 'struct_big.c'
source_filename = "struct_big.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Vec6 = type { [6 x i32] }
%struct.Person = type { [20 x i8], i32, double }
%struct.L3 = type { i64, i64, i64 }
%struct.Rect = type { %struct.anon, %struct.anon.0, [9 x i8] }
%struct.anon = type { i32, i32 }
%struct.anon.0 = type { float, float }
%struct.Mat3 = type { [3 x [3 x double]] }

@__const.main.a = private unnamed_addr constant %struct.Vec6 { [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6] }, align 4
@__const.main.b = private unnamed_addr constant %struct.Vec6 { [6 x i32] [i32 10, i32 20, i32 30, i32 40, i32 50, i32 60] }, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"[%g %g %g]\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Person { [20 x i8] c"alice\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 30, double 8.150000e+01 }, align 8
@.str.4 = private unnamed_addr constant [26 x i8] c"%s %d %.2f -> %s %d %.2f\0A\00", align 1
@__const.main.y = private unnamed_addr constant %struct.L3 { i64 100, i64 200, i64 300 }, align 8
@.str.5 = private unnamed_addr constant [19 x i8] c"L3 %lld %lld %lld\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Rect { %struct.anon { i32 10, i32 20 }, %struct.anon.0 { float 1.500000e+00, float 2.000000e+00 }, [9 x i8] c"box\00\00\00\00\00\00" }, align 4
@.str.6 = private unnamed_addr constant [42 x i8] c"Rect %d %d %.2f %.2f %s key=%lld orig=%s\0A\00", align 1
@__const.main.people = private unnamed_addr constant [3 x %struct.Person] [%struct.Person { [20 x i8] c"bob\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 40, double 5.000000e+01 }, %struct.Person { [20 x i8] c"carol\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 25, double 9.925000e+01 }, %struct.Person { [20 x i8] c"dave\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", i32 33, double 7.000000e+01 }], align 16
@.str.7 = private unnamed_addr constant [31 x i8] c"best %s %d sizeof=%zu %zu %zu\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @vec_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Vec6) align 4 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load <4 x i32>, ptr %1, align 4, !tbaa !5
  %5 = load <4 x i32>, ptr %2, align 4, !tbaa !5
  %6 = add nsw <4 x i32> %5, %4
  store <4 x i32> %6, ptr %0, align 4, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load <2 x i32>, ptr %7, align 4, !tbaa !5
  %11 = load <2 x i32>, ptr %8, align 4, !tbaa !5
  %12 = add nsw <2 x i32> %11, %10
  store <2 x i32> %12, ptr %9, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @mat_mul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat3) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load double, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %2, i64 48
  %11 = load <2 x double>, ptr %2, align 8, !tbaa !9
  %12 = insertelement <2 x double> poison, double %4, i64 0
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> %11, <2 x double> zeroinitializer)
  %15 = load <2 x double>, ptr %7, align 8, !tbaa !9
  %16 = insertelement <2 x double> poison, double %6, i64 0
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %15, <2 x double> %14)
  %19 = load <2 x double>, ptr %10, align 8, !tbaa !9
  %20 = insertelement <2 x double> poison, double %9, i64 0
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  %22 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %19, <2 x double> %18)
  store <2 x double> %22, ptr %0, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %2, i64 40
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %2, i64 64
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %0, i64 16
  %30 = getelementptr inbounds i8, ptr %1, i64 24
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %1, i64 32
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %1, i64 40
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = insertelement <2 x double> %12, double %31, i64 1
  %37 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %38 = insertelement <2 x double> %37, double %24, i64 0
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> %38, <2 x double> zeroinitializer)
  %40 = insertelement <2 x double> %16, double %33, i64 1
  %41 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %42 = insertelement <2 x double> %41, double %26, i64 0
  %43 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> %42, <2 x double> %39)
  %44 = insertelement <2 x double> %20, double %35, i64 1
  %45 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %46 = insertelement <2 x double> %45, double %28, i64 0
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> %46, <2 x double> %43)
  store <2 x double> %47, ptr %29, align 8, !tbaa !9
  %48 = getelementptr inbounds i8, ptr %0, i64 32
  %49 = insertelement <2 x double> poison, double %31, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  %51 = insertelement <2 x double> %37, double %24, i64 1
  %52 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %51, <2 x double> zeroinitializer)
  %53 = insertelement <2 x double> poison, double %33, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = insertelement <2 x double> %41, double %26, i64 1
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %55, <2 x double> %52)
  %57 = insertelement <2 x double> poison, double %35, i64 0
  %58 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> zeroinitializer
  %59 = insertelement <2 x double> %45, double %28, i64 1
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %59, <2 x double> %56)
  store <2 x double> %60, ptr %48, align 8, !tbaa !9
  %61 = getelementptr inbounds i8, ptr %1, i64 48
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %1, i64 56
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = getelementptr inbounds i8, ptr %1, i64 64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds i8, ptr %0, i64 48
  %68 = insertelement <2 x double> poison, double %62, i64 0
  %69 = shufflevector <2 x double> %68, <2 x double> poison, <2 x i32> zeroinitializer
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> %11, <2 x double> zeroinitializer)
  %71 = insertelement <2 x double> poison, double %64, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %15, <2 x double> %70)
  %74 = insertelement <2 x double> poison, double %66, i64 0
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  %76 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> %19, <2 x double> %73)
  store <2 x double> %76, ptr %67, align 8, !tbaa !9
  %77 = tail call double @llvm.fmuladd.f64(double %62, double %24, double 0.000000e+00)
  %78 = tail call double @llvm.fmuladd.f64(double %64, double %26, double %77)
  %79 = tail call double @llvm.fmuladd.f64(double %66, double %28, double %78)
  %80 = getelementptr inbounds i8, ptr %0, i64 64
  store double %79, ptr %80, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @birthday(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Person) align 8 %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 20
  %4 = load i32, ptr %3, align 4, !tbaa !11
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load double, ptr %6, align 8, !tbaa !13
  %8 = fmul double %7, 1.500000e+00
  store double %8, ptr %6, align 8, !tbaa !13
  %9 = load i8, ptr %1, align 8, !tbaa !14
  %10 = add i8 %9, -32
  store i8 %10, ptr %1, align 8, !tbaa !14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @l3_fold(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L3) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = load i64, ptr %1, align 8, !tbaa !16
  %6 = sext i32 %3 to i64
  %7 = mul nsw i64 %5, %6
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !19
  %10 = add nsw i64 %7, %9
  store i64 %10, ptr %0, align 8, !tbaa !16
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load <2 x i64>, ptr %12, align 8, !tbaa !20
  %14 = load <2 x i64>, ptr %2, align 8, !tbaa !20
  %15 = shufflevector <2 x i64> %14, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %16 = sub nsw <2 x i64> %13, %15
  %17 = xor <2 x i64> %13, %15
  %18 = shufflevector <2 x i64> %16, <2 x i64> %17, <2 x i32> <i32 0, i32 3>
  store <2 x i64> %18, ptr %11, align 8, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Rect) align 4 %0, ptr nocapture noundef %1, i32 noundef %2, float noundef %3) local_unnamed_addr #4 {
  %5 = load <2 x i32>, ptr %1, align 4, !tbaa !5
  %6 = insertelement <2 x i32> poison, i32 %2, i64 0
  %7 = shufflevector <2 x i32> %6, <2 x i32> poison, <2 x i32> zeroinitializer
  %8 = sub nsw <2 x i32> %5, %7
  store <2 x i32> %8, ptr %1, align 4, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load <2 x float>, ptr %9, align 4, !tbaa !21
  %11 = insertelement <2 x float> poison, float %3, i64 0
  %12 = shufflevector <2 x float> %11, <2 x float> poison, <2 x i32> zeroinitializer
  %13 = fmul <2 x float> %10, %12
  store <2 x float> %13, ptr %9, align 4, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %14)
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  store i16 43, ptr %16, align 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, ptr noundef nonnull align 4 dereferenceable(28) %1, i64 28, i1 false), !tbaa.struct !23
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @rect_key(ptr nocapture noundef readonly %0) local_unnamed_addr #5 {
  %2 = load i32, ptr %0, align 4, !tbaa !24
  %3 = sext i32 %2 to i64
  %4 = mul nsw i64 %3, 1000
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !28
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %4, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %0, i64 12
  %12 = load float, ptr %11, align 4, !tbaa !30
  %13 = fmul float %10, %12
  %14 = fptosi float %13 to i64
  %15 = add nsw i64 %8, %14
  ret i64 %15
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 {
  %1 = alloca %struct.Vec6, align 4
  %2 = alloca %struct.Vec6, align 4
  %3 = alloca %struct.Mat3, align 8
  %4 = alloca %struct.Mat3, align 16
  %5 = alloca %struct.Mat3, align 8
  %6 = alloca %struct.Mat3, align 8
  %7 = alloca %struct.Mat3, align 16
  %8 = alloca %struct.Person, align 8
  %9 = alloca %struct.Person, align 8
  %10 = alloca %struct.Person, align 8
  %11 = alloca %struct.L3, align 16
  %12 = alloca %struct.L3, align 16
  %13 = alloca %struct.Rect, align 4
  %14 = alloca %struct.Rect, align 4
  %15 = alloca %struct.Rect, align 4
  %16 = alloca %struct.Rect, align 4
  %17 = alloca %struct.Person, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #15
  call void @vec_add(ptr dead_on_unwind nonnull writable sret(%struct.Vec6) align 4 %2, ptr noundef nonnull @__const.main.a, ptr noundef nonnull @__const.main.b)
  call void @vec_add(ptr dead_on_unwind nonnull writable sret(%struct.Vec6) align 4 %1, ptr noundef nonnull %2, ptr noundef nonnull @__const.main.a)
  %18 = load i32, ptr %1, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %18)
  %19 = getelementptr inbounds i8, ptr %1, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %20)
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load i32, ptr %21, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %22)
  %23 = getelementptr inbounds i8, ptr %1, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %24)
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  %26 = load i32, ptr %25, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %26)
  %27 = getelementptr inbounds i8, ptr %1, i64 20
  %28 = load i32, ptr %27, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %28)
  %29 = tail call i32 @putchar(i32 10)
  %30 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  %31 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #15
  store <2 x double> <double 0.000000e+00, double -1.000000e+00>, ptr %4, align 16
  %32 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %32, align 16
  %33 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  %34 = getelementptr inbounds i8, ptr %4, i64 64
  store double 1.000000e+00, ptr %34, align 16, !tbaa !14
  store double 2.000000e+00, ptr %5, align 8
  %35 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 3.000000e+00, double 0.000000e+00>, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 5.000000e-01, double 0.000000e+00>, ptr %36, align 8
  %37 = getelementptr inbounds i8, ptr %5, i64 64
  store double 4.000000e+00, ptr %37, align 8, !tbaa !14
  call void @mat_mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat3) align 8 %3, ptr noundef nonnull %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %6, ptr noundef nonnull align 8 dereferenceable(72) %3, i64 72, i1 false), !tbaa.struct !31
  store <2 x double> <double 0.000000e+00, double -1.000000e+00>, ptr %7, align 16
  %38 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %38, align 16
  %39 = getelementptr inbounds i8, ptr %7, i64 64
  store double 1.000000e+00, ptr %39, align 16, !tbaa !14
  call void @mat_mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat3) align 8 %3, ptr noundef nonnull %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #15
  %40 = load double, ptr %3, align 8, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %3, i64 8
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = getelementptr inbounds i8, ptr %3, i64 16
  %44 = load double, ptr %43, align 8, !tbaa !9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %40, double noundef %42, double noundef %44)
  %45 = getelementptr inbounds i8, ptr %3, i64 24
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = getelementptr inbounds i8, ptr %3, i64 32
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = getelementptr inbounds i8, ptr %3, i64 40
  %50 = load double, ptr %49, align 8, !tbaa !9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %46, double noundef %48, double noundef %50)
  %51 = getelementptr inbounds i8, ptr %3, i64 48
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr inbounds i8, ptr %3, i64 56
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = getelementptr inbounds i8, ptr %3, i64 64
  %56 = load double, ptr %55, align 8, !tbaa !9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %52, double noundef %54, double noundef %56)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @birthday(ptr dead_on_unwind nonnull writable sret(%struct.Person) align 8 %9, ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #15
  %57 = getelementptr inbounds i8, ptr %9, i64 20
  %58 = load i32, ptr %57, align 4, !tbaa !11
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  %60 = load double, ptr %59, align 8, !tbaa !13
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, ptr noundef nonnull %8, i32 noundef 30, double noundef 8.150000e+01, ptr noundef nonnull %9, i32 noundef %58, double noundef %60)
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  %63 = getelementptr inbounds i8, ptr %11, i64 8
  %64 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store i64 1, ptr %12, align 16, !tbaa !20
  store i64 2, ptr %61, align 8, !tbaa !20
  store i64 3, ptr %62, align 16, !tbaa !20
  call void @l3_fold(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %11, ptr noundef nonnull %12, ptr noundef nonnull @__const.main.y, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  %65 = load i64, ptr %64, align 16, !tbaa !20
  %66 = load <2 x i64>, ptr %11, align 16, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store <2 x i64> %66, ptr %12, align 16, !tbaa !20
  store i64 %65, ptr %62, align 16, !tbaa !20
  call void @l3_fold(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %11, ptr noundef nonnull %12, ptr noundef nonnull @__const.main.y, i32 noundef 3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  %67 = load i64, ptr %64, align 16, !tbaa !20
  %68 = load <2 x i64>, ptr %11, align 16, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store <2 x i64> %68, ptr %12, align 16, !tbaa !20
  store i64 %67, ptr %62, align 16, !tbaa !20
  call void @l3_fold(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %11, ptr noundef nonnull %12, ptr noundef nonnull @__const.main.y, i32 noundef 4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  %69 = load i64, ptr %64, align 16, !tbaa !20
  %70 = load <2 x i64>, ptr %11, align 16, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store <2 x i64> %70, ptr %12, align 16, !tbaa !20
  store i64 %69, ptr %62, align 16, !tbaa !20
  call void @l3_fold(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %11, ptr noundef nonnull %12, ptr noundef nonnull @__const.main.y, i32 noundef 5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  %71 = load i64, ptr %64, align 16, !tbaa !20
  %72 = load <2 x i64>, ptr %11, align 16, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store <2 x i64> %72, ptr %12, align 16, !tbaa !20
  store i64 %71, ptr %62, align 16, !tbaa !20
  call void @l3_fold(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %11, ptr noundef nonnull %12, ptr noundef nonnull @__const.main.y, i32 noundef 6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  %73 = load i64, ptr %11, align 16, !tbaa !20
  %74 = load i64, ptr %63, align 8, !tbaa !20
  %75 = load i64, ptr %64, align 16, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef %73, i64 noundef %74, i64 noundef %75)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %13, ptr noundef nonnull align 4 dereferenceable(28) @__const.main.r, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %16, ptr noundef nonnull align 4 dereferenceable(28) @__const.main.r, i64 28, i1 false)
  call void @grow(ptr dead_on_unwind nonnull writable sret(%struct.Rect) align 4 %15, ptr noundef nonnull %16, i32 noundef 3, float noundef 2.000000e+00)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %16) #15
  call void @grow(ptr dead_on_unwind nonnull writable sret(%struct.Rect) align 4 %14, ptr noundef nonnull %15, i32 noundef 1, float noundef 5.000000e-01)
  %76 = load i32, ptr %14, align 4, !tbaa !24
  %77 = getelementptr inbounds i8, ptr %14, i64 4
  %78 = load i32, ptr %77, align 4, !tbaa !28
  %79 = getelementptr inbounds i8, ptr %14, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !29
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds i8, ptr %14, i64 12
  %83 = load float, ptr %82, align 4, !tbaa !30
  %84 = fpext float %83 to double
  %85 = getelementptr inbounds i8, ptr %14, i64 16
  %86 = call i64 @rect_key(ptr noundef nonnull %14)
  %87 = getelementptr inbounds i8, ptr %13, i64 16
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %76, i32 noundef %78, double noundef %81, double noundef %84, ptr noundef nonnull %85, i64 noundef %86, ptr noundef nonnull %87)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) getelementptr inbounds (i8, ptr @__const.main.people, i64 32), i64 24, i1 false)
  %88 = getelementptr inbounds i8, ptr %17, i64 24
  store double 9.925000e+01, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %17, i64 20
  %90 = load i32, ptr %89, align 4, !tbaa !11
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, ptr noundef nonnull %17, i32 noundef %90, i64 noundef 32, i64 noundef 28, i64 noundef 72)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #15
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #15
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #7 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #15
  %4 = load ptr, ptr %2, align 8, !tbaa !32
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #15
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind willreturn memory(argmem: read) }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !6, i64 20}
!12 = !{!"", !7, i64 0, !6, i64 20, !10, i64 24}
!13 = !{!12, !10, i64 24}
!14 = !{!7, !7, i64 0}
!15 = !{i64 0, i64 20, !14, i64 20, i64 4, !5, i64 24, i64 8, !9}
!16 = !{!17, !18, i64 0}
!17 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16}
!18 = !{!"long long", !7, i64 0}
!19 = !{!17, !18, i64 16}
!20 = !{!18, !18, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !7, i64 0}
!23 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !21, i64 12, i64 4, !21, i64 16, i64 9, !14}
!24 = !{!25, !6, i64 0}
!25 = !{!"", !26, i64 0, !27, i64 8, !7, i64 16}
!26 = !{!"", !6, i64 0, !6, i64 4}
!27 = !{!"", !22, i64 0, !22, i64 4}
!28 = !{!25, !6, i64 4}
!29 = !{!25, !22, i64 8}
!30 = !{!25, !22, i64 12}
!31 = !{i64 0, i64 72, !14}
!32 = !{!33, !33, i64 0}
!33 = !{!"any pointer", !7, i64 0}

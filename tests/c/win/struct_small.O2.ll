; ModuleID = 'struct_small.c'
source_filename = "struct_small.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.CD = type { i8, double }
%struct.DI = type { double, i32 }
%struct.F3 = type { float, float, float }
%struct.S3 = type { i16, i16, i16 }
%struct.C3 = type { i8, i8, i8 }
%struct.DD = type { double, double }

@.str = private unnamed_addr constant [10 x i8] c"II %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"FF %.6f %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"DI %.6f %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"CD %c %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"F3 %g %g %g | %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"S3 %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"C3 %c%c%c\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"Q1 %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"IF %d %.6f\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"DD %g %g\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"combine %.6f\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"acc %d %d\0A\00", align 1
@__const.main.cds = private unnamed_addr constant [4 x %struct.CD] [%struct.CD { i8 97, double 1.000000e+00 }, %struct.CD { i8 98, double 2.000000e+00 }, %struct.CD { i8 99, double 3.000000e+00 }, %struct.CD { i8 100, double 4.000000e+00 }], align 16
@.str.12 = private unnamed_addr constant [50 x i8] c"cds %.3f size CD=%zu F3=%zu S3=%zu C3=%zu DI=%zu\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ii_add(i64 %0, i64 %1) local_unnamed_addr #0 {
  %3 = and i64 %0, -4294967296
  %4 = lshr i64 %1, 32
  %5 = add i64 %1, %0
  %6 = mul i64 %3, %4
  %7 = and i64 %5, 4294967295
  %8 = or disjoint i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ff_scale(i64 %0, float noundef %1) local_unnamed_addr #0 {
  %3 = trunc i64 %0 to i32
  %4 = bitcast i32 %3 to float
  %5 = lshr i64 %0, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = bitcast i32 %6 to float
  %8 = fmul float %4, %1
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %1, float 5.000000e-01)
  %10 = bitcast float %8 to i32
  %11 = bitcast float %9 to i32
  %12 = zext i32 %11 to i64
  %13 = shl nuw i64 %12, 32
  %14 = zext i32 %10 to i64
  %15 = or disjoint i64 %13, %14
  ret i64 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @di_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.DI) align 8 %0, double noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = fmul double %1, 2.000000e+00
  store double %4, ptr %0, align 8, !tbaa !5
  %5 = add nsw i32 %2, -1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @cd_swap(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.CD) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = load i8, ptr %1, align 8, !tbaa !12
  %4 = add i8 %3, 1
  store i8 %4, ptr %0, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !14
  %8 = fneg double %7
  store double %8, ptr %5, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @f3_cross(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F3) align 4 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = load float, ptr %2, align 4, !tbaa !15
  %7 = load float, ptr %1, align 4, !tbaa !15
  %8 = load <2 x float>, ptr %4, align 4, !tbaa !18
  %9 = load <2 x float>, ptr %5, align 4, !tbaa !18
  %10 = shufflevector <2 x float> %8, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %11 = insertelement <2 x float> %10, float %7, i64 1
  %12 = fneg <2 x float> %11
  %13 = fmul <2 x float> %9, %12
  %14 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %15 = insertelement <2 x float> %14, float %6, i64 1
  %16 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %8, <2 x float> %15, <2 x float> %13)
  store <2 x float> %16, ptr %0, align 4, !tbaa !18
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = extractelement <2 x float> %8, i64 0
  %19 = fneg float %18
  %20 = fmul float %6, %19
  %21 = extractelement <2 x float> %9, i64 0
  %22 = tail call float @llvm.fmuladd.f32(float %7, float %21, float %20)
  store float %22, ptr %17, align 4, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @s3_rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S3) align 2 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 2
  %4 = load <2 x i16>, ptr %3, align 2, !tbaa !20
  store <2 x i16> %4, ptr %0, align 2, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load i16, ptr %1, align 2, !tbaa !22
  store i16 %6, ptr %5, align 2, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @c3_up(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.C3) align 1 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = load i8, ptr %1, align 1, !tbaa !25
  %4 = add i8 %3, -32
  store i8 %4, ptr %0, align 1, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = getelementptr inbounds i8, ptr %1, i64 1
  %7 = load i8, ptr %6, align 1, !tbaa !27
  %8 = add i8 %7, -32
  store i8 %8, ptr %5, align 1, !tbaa !27
  %9 = getelementptr inbounds i8, ptr %0, i64 2
  %10 = getelementptr inbounds i8, ptr %1, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !28
  %12 = add i8 %11, -32
  store i8 %12, ptr %9, align 1, !tbaa !28
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -9223372036854775807, -9223372036854775808) i64 @q1_neg(i64 %0) local_unnamed_addr #0 {
  %2 = sub nsw i64 0, %0
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @if_mix(i64 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i64 %0 to i32
  %4 = lshr i64 %0, 32
  %5 = trunc nuw i64 %4 to i32
  %6 = bitcast i32 %5 to float
  %7 = mul nsw i32 %3, %1
  %8 = sitofp i32 %1 to float
  %9 = fdiv float %6, %8
  %10 = bitcast float %9 to i32
  %11 = zext i32 %10 to i64
  %12 = shl nuw i64 %11, 32
  %13 = zext i32 %7 to i64
  %14 = or disjoint i64 %12, %13
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @dd_rot90(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.DD) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !29
  %5 = fneg double %4
  store double %5, ptr %0, align 8, !tbaa !31
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %1, align 8, !tbaa !31
  store double %7, ptr %6, align 8, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @combine(i64 %0, i64 %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, double noundef %4, ptr nocapture noundef readonly %5, i32 noundef %6, ptr nocapture noundef readonly %7) local_unnamed_addr #4 {
  %9 = trunc i64 %0 to i32
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = trunc i64 %1 to i32
  %13 = bitcast i32 %12 to float
  %14 = lshr i64 %1, 32
  %15 = trunc nuw i64 %14 to i32
  %16 = bitcast i32 %15 to float
  %17 = add nsw i32 %11, %9
  %18 = sitofp i32 %17 to float
  %19 = fadd float %13, %18
  %20 = fadd float %19, %16
  %21 = fpext float %20 to double
  %22 = load double, ptr %2, align 8, !tbaa !5
  %23 = fadd double %22, %21
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  %25 = load i32, ptr %24, align 8, !tbaa !11
  %26 = sitofp i32 %25 to double
  %27 = fadd double %23, %26
  %28 = load i8, ptr %3, align 8, !tbaa !12
  %29 = sitofp i8 %28 to double
  %30 = fadd double %27, %29
  %31 = getelementptr inbounds i8, ptr %3, i64 8
  %32 = load double, ptr %31, align 8, !tbaa !14
  %33 = fadd double %32, %30
  %34 = fadd double %33, %4
  %35 = load float, ptr %5, align 4, !tbaa !15
  %36 = fpext float %35 to double
  %37 = fadd double %34, %36
  %38 = getelementptr inbounds i8, ptr %5, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !32
  %40 = fpext float %39 to double
  %41 = fadd double %37, %40
  %42 = getelementptr inbounds i8, ptr %5, i64 8
  %43 = load float, ptr %42, align 4, !tbaa !19
  %44 = fpext float %43 to double
  %45 = fadd double %41, %44
  %46 = sitofp i32 %6 to double
  %47 = fadd double %45, %46
  %48 = load double, ptr %7, align 8, !tbaa !31
  %49 = fadd double %48, %47
  %50 = getelementptr inbounds i8, ptr %7, i64 8
  %51 = load double, ptr %50, align 8, !tbaa !29
  %52 = fadd double %51, %49
  ret double %52
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca %struct.DI, align 8
  %2 = alloca %struct.CD, align 8
  %3 = alloca %struct.CD, align 8
  %4 = alloca %struct.F3, align 4
  %5 = alloca %struct.F3, align 8
  %6 = alloca %struct.F3, align 8
  %7 = alloca %struct.F3, align 4
  %8 = alloca %struct.F3, align 8
  %9 = alloca %struct.F3, align 8
  %10 = alloca %struct.S3, align 2
  %11 = alloca %struct.S3, align 2
  %12 = alloca %struct.C3, align 1
  %13 = alloca %struct.C3, align 1
  %14 = alloca %struct.DD, align 16
  %15 = alloca %struct.DD, align 16
  %16 = alloca %struct.DD, align 16
  %17 = alloca %struct.CD, align 8
  %18 = alloca %struct.CD, align 8
  %19 = tail call i64 @ii_add(i64 -17179869181, i64 30064771082)
  %20 = trunc i64 %19 to i32
  %21 = lshr i64 %19, 32
  %22 = trunc nuw i64 %21 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %20, i32 noundef %22)
  %23 = tail call i64 @ff_scale(i64 -4607182417730469888, float noundef 3.000000e+00)
  %24 = trunc i64 %23 to i32
  %25 = bitcast i32 %24 to float
  %26 = lshr i64 %23, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = bitcast i32 %27 to float
  %29 = fpext float %25 to double
  %30 = fpext float %28 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %29, double noundef %30)
  call void @di_make(ptr dead_on_unwind nonnull writable sret(%struct.DI) align 8 %1, double noundef 1.250000e+00, i32 noundef 100)
  %31 = load double, ptr %1, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %1, i64 8
  %33 = load i32, ptr %32, align 8, !tbaa !11
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %31, i32 noundef %33)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  store i8 120, ptr %3, align 8, !tbaa !33
  %34 = getelementptr inbounds i8, ptr %3, i64 8
  store double 6.500000e+00, ptr %34, align 8, !tbaa !34
  call void @cd_swap(ptr dead_on_unwind nonnull writable sret(%struct.CD) align 8 %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  %35 = load i8, ptr %2, align 8, !tbaa !12
  %36 = sext i8 %35 to i32
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %36, double noundef %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #13
  store <2 x float> <float 1.000000e+00, float 0.000000e+00>, ptr %5, align 8, !tbaa !18
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  store float 0.000000e+00, ptr %39, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #13
  store <2 x float> <float 0.000000e+00, float 1.000000e+00>, ptr %6, align 8, !tbaa !18
  %40 = getelementptr inbounds i8, ptr %6, i64 8
  store float 0.000000e+00, ptr %40, align 8, !tbaa !18
  call void @f3_cross(ptr dead_on_unwind nonnull writable sret(%struct.F3) align 4 %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #13
  store <2 x float> <float 1.500000e+00, float -2.000000e+00>, ptr %8, align 8, !tbaa !18
  %41 = getelementptr inbounds i8, ptr %8, i64 8
  store float 3.000000e+00, ptr %41, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %9) #13
  store <2 x float> <float 4.000000e+00, float 5.000000e+00>, ptr %9, align 8, !tbaa !18
  %42 = getelementptr inbounds i8, ptr %9, i64 8
  store float -6.500000e+00, ptr %42, align 8, !tbaa !18
  call void @f3_cross(ptr dead_on_unwind nonnull writable sret(%struct.F3) align 4 %7, ptr noundef nonnull %8, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %9) #13
  %43 = load float, ptr %4, align 4, !tbaa !15
  %44 = fpext float %43 to double
  %45 = getelementptr inbounds i8, ptr %4, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !32
  %47 = fpext float %46 to double
  %48 = getelementptr inbounds i8, ptr %4, i64 8
  %49 = load float, ptr %48, align 4, !tbaa !19
  %50 = fpext float %49 to double
  %51 = load float, ptr %7, align 4, !tbaa !15
  %52 = fpext float %51 to double
  %53 = getelementptr inbounds i8, ptr %7, i64 4
  %54 = load float, ptr %53, align 4, !tbaa !32
  %55 = fpext float %54 to double
  %56 = getelementptr inbounds i8, ptr %7, i64 8
  %57 = load float, ptr %56, align 4, !tbaa !19
  %58 = fpext float %57 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %44, double noundef %47, double noundef %50, double noundef %52, double noundef %55, double noundef %58)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %11) #13
  store i16 1, ptr %11, align 2, !tbaa !20
  %59 = getelementptr inbounds i8, ptr %11, i64 2
  store i16 -2, ptr %59, align 2, !tbaa !20
  %60 = getelementptr inbounds i8, ptr %11, i64 4
  store i16 300, ptr %60, align 2, !tbaa !20
  call void @s3_rot(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 2 %10, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %11) #13
  %61 = load i16, ptr %10, align 2, !tbaa !22
  %62 = sext i16 %61 to i32
  %63 = getelementptr inbounds i8, ptr %10, i64 2
  %64 = load i16, ptr %63, align 2, !tbaa !35
  %65 = sext i16 %64 to i32
  %66 = getelementptr inbounds i8, ptr %10, i64 4
  %67 = load i16, ptr %66, align 2, !tbaa !24
  %68 = sext i16 %67 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %62, i32 noundef %65, i32 noundef %68)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %13) #13
  store i8 97, ptr %13, align 1, !tbaa !33
  %69 = getelementptr inbounds i8, ptr %13, i64 1
  store i8 98, ptr %69, align 1, !tbaa !33
  %70 = getelementptr inbounds i8, ptr %13, i64 2
  store i8 122, ptr %70, align 1, !tbaa !33
  call void @c3_up(ptr dead_on_unwind nonnull writable sret(%struct.C3) align 1 %12, ptr noundef nonnull %13)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %13) #13
  %71 = load i8, ptr %12, align 1, !tbaa !25
  %72 = sext i8 %71 to i32
  %73 = getelementptr inbounds i8, ptr %12, i64 1
  %74 = load i8, ptr %73, align 1, !tbaa !27
  %75 = sext i8 %74 to i32
  %76 = getelementptr inbounds i8, ptr %12, i64 2
  %77 = load i8, ptr %76, align 1, !tbaa !28
  %78 = sext i8 %77 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %72, i32 noundef %75, i32 noundef %78)
  %79 = tail call i64 @q1_neg(i64 1234567890123)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i64 noundef %79)
  %80 = tail call i64 @if_mix(i64 4692750811720056839, i32 noundef 4)
  %81 = trunc i64 %80 to i32
  %82 = lshr i64 %80, 32
  %83 = trunc nuw i64 %82 to i32
  %84 = bitcast i32 %83 to float
  %85 = fpext float %84 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %81, double noundef %85)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #13
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %15, align 16, !tbaa !34
  call void @dd_rot90(ptr dead_on_unwind nonnull writable sret(%struct.DD) align 8 %14, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #13
  %86 = load <2 x double>, ptr %14, align 16, !tbaa !34
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #13
  store <2 x double> %86, ptr %15, align 16, !tbaa !34
  call void @dd_rot90(ptr dead_on_unwind nonnull writable sret(%struct.DD) align 8 %14, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #13
  %87 = load <2 x double>, ptr %14, align 16, !tbaa !34
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #13
  store <2 x double> %87, ptr %15, align 16, !tbaa !34
  call void @dd_rot90(ptr dead_on_unwind nonnull writable sret(%struct.DD) align 8 %14, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #13
  %88 = load <2 x double>, ptr %14, align 16, !tbaa !34
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #13
  %89 = extractelement <2 x double> %88, i64 0
  %90 = extractelement <2 x double> %88, i64 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef %89, double noundef %90)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #13
  store <2 x double> %88, ptr %16, align 16, !tbaa !34
  %91 = call double @combine(i64 -17179869181, i64 %23, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 1.250000e-01, ptr noundef nonnull %7, i32 noundef 9, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef %91)
  %92 = tail call i64 @ii_add(i64 4294967296, i64 214748364807)
  %93 = lshr i64 %92, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = srem i32 %94, 1000003
  %96 = zext i32 %95 to i64
  %97 = shl nuw i64 %96, 32
  %98 = and i64 %92, 4294967295
  %99 = or disjoint i64 %97, %98
  %100 = tail call i64 @ii_add(i64 %99, i64 158913789958)
  %101 = lshr i64 %100, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = srem i32 %102, 1000003
  %104 = zext i32 %103 to i64
  %105 = shl nuw i64 %104, 32
  %106 = and i64 %100, 4294967295
  %107 = or disjoint i64 %105, %106
  %108 = tail call i64 @ii_add(i64 %107, i64 111669149701)
  %109 = lshr i64 %108, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = srem i32 %110, 1000003
  %112 = zext i32 %111 to i64
  %113 = shl nuw i64 %112, 32
  %114 = and i64 %108, 4294967295
  %115 = or disjoint i64 %113, %114
  %116 = tail call i64 @ii_add(i64 %115, i64 73014444036)
  %117 = lshr i64 %116, 32
  %118 = trunc nuw i64 %117 to i32
  %119 = srem i32 %118, 1000003
  %120 = zext i32 %119 to i64
  %121 = shl nuw i64 %120, 32
  %122 = and i64 %116, 4294967295
  %123 = or disjoint i64 %121, %122
  %124 = tail call i64 @ii_add(i64 %123, i64 42949672963)
  %125 = lshr i64 %124, 32
  %126 = trunc nuw i64 %125 to i32
  %127 = srem i32 %126, 1000003
  %128 = zext i32 %127 to i64
  %129 = shl nuw i64 %128, 32
  %130 = and i64 %124, 4294967295
  %131 = or disjoint i64 %129, %130
  %132 = tail call i64 @ii_add(i64 %131, i64 21474836482)
  %133 = lshr i64 %132, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = srem i32 %134, 1000003
  %136 = zext i32 %135 to i64
  %137 = shl nuw i64 %136, 32
  %138 = and i64 %132, 4294967295
  %139 = or disjoint i64 %137, %138
  %140 = tail call i64 @ii_add(i64 %139, i64 8589934593)
  %141 = lshr i64 %140, 32
  %142 = trunc nuw i64 %141 to i32
  %143 = srem i32 %142, 1000003
  %144 = zext i32 %143 to i64
  %145 = shl nuw i64 %144, 32
  %146 = and i64 %140, 4294967295
  %147 = or disjoint i64 %145, %146
  %148 = tail call i64 @ii_add(i64 %147, i64 4294967296)
  %149 = lshr i64 %148, 32
  %150 = trunc nuw i64 %149 to i32
  %151 = srem i32 %150, 1000003
  %152 = trunc i64 %148 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %152, i32 noundef %151)
  %153 = getelementptr inbounds i8, ptr %17, i64 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.cds, i64 16, i1 false), !tbaa.struct !36
  call void @cd_swap(ptr dead_on_unwind nonnull writable sret(%struct.CD) align 8 %17, ptr noundef nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #13
  %154 = load double, ptr %153, align 8, !tbaa !14
  %155 = load i8, ptr %17, align 8, !tbaa !12
  %156 = sitofp i8 %155 to double
  %157 = tail call double @llvm.fmuladd.f64(double %154, double %156, double 0.000000e+00)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 16 dereferenceable(16) getelementptr inbounds (i8, ptr @__const.main.cds, i64 16), i64 16, i1 false), !tbaa.struct !36
  call void @cd_swap(ptr dead_on_unwind nonnull writable sret(%struct.CD) align 8 %17, ptr noundef nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #13
  %158 = load double, ptr %153, align 8, !tbaa !14
  %159 = load i8, ptr %17, align 8, !tbaa !12
  %160 = sitofp i8 %159 to double
  %161 = tail call double @llvm.fmuladd.f64(double %158, double %160, double %157)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 16 dereferenceable(16) getelementptr inbounds (i8, ptr @__const.main.cds, i64 32), i64 16, i1 false), !tbaa.struct !36
  call void @cd_swap(ptr dead_on_unwind nonnull writable sret(%struct.CD) align 8 %17, ptr noundef nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #13
  %162 = load double, ptr %153, align 8, !tbaa !14
  %163 = load i8, ptr %17, align 8, !tbaa !12
  %164 = sitofp i8 %163 to double
  %165 = tail call double @llvm.fmuladd.f64(double %162, double %164, double %161)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 16 dereferenceable(16) getelementptr inbounds (i8, ptr @__const.main.cds, i64 48), i64 16, i1 false), !tbaa.struct !36
  call void @cd_swap(ptr dead_on_unwind nonnull writable sret(%struct.CD) align 8 %17, ptr noundef nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #13
  %166 = load double, ptr %153, align 8, !tbaa !14
  %167 = load i8, ptr %17, align 8, !tbaa !12
  %168 = sitofp i8 %167 to double
  %169 = tail call double @llvm.fmuladd.f64(double %166, double %168, double %165)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef %169, i64 noundef 16, i64 noundef 12, i64 noundef 6, i64 noundef 3, i64 noundef 16)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4) #13
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #8 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13
  %4 = load ptr, ptr %2, align 8, !tbaa !37
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!6 = !{!"", !7, i64 0, !10, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !8, i64 0}
!13 = !{!"", !8, i64 0, !7, i64 8}
!14 = !{!13, !7, i64 8}
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !17, i64 4, !17, i64 8}
!17 = !{!"float", !8, i64 0}
!18 = !{!17, !17, i64 0}
!19 = !{!16, !17, i64 8}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = !{!23, !21, i64 0}
!23 = !{!"", !21, i64 0, !21, i64 2, !21, i64 4}
!24 = !{!23, !21, i64 4}
!25 = !{!26, !8, i64 0}
!26 = !{!"", !8, i64 0, !8, i64 1, !8, i64 2}
!27 = !{!26, !8, i64 1}
!28 = !{!26, !8, i64 2}
!29 = !{!30, !7, i64 8}
!30 = !{!"", !7, i64 0, !7, i64 8}
!31 = !{!30, !7, i64 0}
!32 = !{!16, !17, i64 4}
!33 = !{!8, !8, i64 0}
!34 = !{!7, !7, i64 0}
!35 = !{!23, !21, i64 2}
!36 = !{i64 0, i64 1, !33, i64 8, i64 8, !34}
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !8, i64 0}

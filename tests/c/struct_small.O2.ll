; ModuleID = 'struct_small.c'
source_filename = "struct_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local <2 x float> @ff_scale(<2 x float> %0, float noundef %1) local_unnamed_addr #1 {
  %3 = extractelement <2 x float> %0, i64 0
  %4 = fmul float %3, %1
  %5 = insertelement <2 x float> poison, float %4, i64 0
  %6 = extractelement <2 x float> %0, i64 1
  %7 = tail call float @llvm.fmuladd.f32(float %6, float %1, float 5.000000e-01)
  %8 = insertelement <2 x float> %5, float %7, i64 1
  ret <2 x float> %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, i32 } @di_make(double noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = fmul double %0, 2.000000e+00
  %4 = add nsw i32 %1, -1
  %5 = insertvalue { double, i32 } poison, double %3, 0
  %6 = insertvalue { double, i32 } %5, i32 %4, 1
  ret { double, i32 } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i8, double } @cd_swap(i8 %0, double %1) local_unnamed_addr #0 {
  %3 = add i8 %0, 1
  %4 = fneg double %1
  %5 = insertvalue { i8, double } poison, i8 %3, 0
  %6 = insertvalue { i8, double } %5, double %4, 1
  ret { i8, double } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { <2 x float>, float } @f3_cross(<2 x float> %0, float %1, <2 x float> %2, float %3) local_unnamed_addr #1 {
  %5 = extractelement <2 x float> %0, i64 1
  %6 = extractelement <2 x float> %2, i64 1
  %7 = extractelement <2 x float> %2, i64 0
  %8 = extractelement <2 x float> %0, i64 0
  %9 = shufflevector <2 x float> %2, <2 x float> %0, <2 x i32> <i32 1, i32 2>
  %10 = fneg <2 x float> %9
  %11 = insertelement <2 x float> poison, float %1, i64 0
  %12 = insertelement <2 x float> %11, float %3, i64 1
  %13 = fmul <2 x float> %12, %10
  %14 = shufflevector <2 x float> %0, <2 x float> %2, <2 x i32> <i32 1, i32 2>
  %15 = shufflevector <2 x float> %12, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %16 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %14, <2 x float> %15, <2 x float> %13)
  %17 = fneg float %5
  %18 = fmul float %7, %17
  %19 = tail call float @llvm.fmuladd.f32(float %8, float %6, float %18)
  %20 = insertvalue { <2 x float>, float } poison, <2 x float> %16, 0
  %21 = insertvalue { <2 x float>, float } %20, float %19, 1
  ret { <2 x float>, float } %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i48 @s3_rot(i48 %0) local_unnamed_addr #0 {
  %2 = tail call i48 @llvm.fshl.i48(i48 %0, i48 %0, i48 32)
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i24 @c3_up(i24 %0) local_unnamed_addr #0 {
  %2 = lshr i24 %0, 8
  %3 = lshr i24 %0, 16
  %4 = trunc i24 %0 to i8
  %5 = add i8 %4, -32
  %6 = trunc i24 %2 to i8
  %7 = add i8 %6, -32
  %8 = trunc nuw i24 %3 to i8
  %9 = add i8 %8, -32
  %10 = zext i8 %9 to i24
  %11 = shl nuw i24 %10, 16
  %12 = zext i8 %7 to i24
  %13 = shl nuw nsw i24 %12, 8
  %14 = or disjoint i24 %11, %13
  %15 = zext i8 %5 to i24
  %16 = or disjoint i24 %14, %15
  ret i24 %16
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, double } @dd_rot90(double %0, double %1) local_unnamed_addr #0 {
  %3 = fneg double %1
  %4 = insertvalue { double, double } poison, double %3, 0
  %5 = insertvalue { double, double } %4, double %0, 1
  ret { double, double } %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @combine(i64 %0, <2 x float> %1, double %2, i32 %3, i8 %4, double %5, double noundef %6, <2 x float> %7, float %8, i32 noundef %9, double %10, double %11) local_unnamed_addr #1 {
  %13 = trunc i64 %0 to i32
  %14 = lshr i64 %0, 32
  %15 = trunc nuw i64 %14 to i32
  %16 = add nsw i32 %15, %13
  %17 = sitofp i32 %16 to float
  %18 = extractelement <2 x float> %1, i64 0
  %19 = fadd float %18, %17
  %20 = extractelement <2 x float> %1, i64 1
  %21 = fadd float %20, %19
  %22 = fpext float %21 to double
  %23 = fadd double %22, %2
  %24 = sitofp i32 %3 to double
  %25 = fadd double %23, %24
  %26 = sitofp i8 %4 to double
  %27 = fadd double %25, %26
  %28 = fadd double %27, %5
  %29 = fadd double %28, %6
  %30 = extractelement <2 x float> %7, i64 0
  %31 = fpext float %30 to double
  %32 = fadd double %29, %31
  %33 = extractelement <2 x float> %7, i64 1
  %34 = fpext float %33 to double
  %35 = fadd double %32, %34
  %36 = fpext float %8 to double
  %37 = fadd double %35, %36
  %38 = sitofp i32 %9 to double
  %39 = fadd double %37, %38
  %40 = fadd double %39, %10
  %41 = fadd double %40, %11
  ret double %41
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call i64 @ii_add(i64 -17179869181, i64 30064771082)
  %2 = trunc i64 %1 to i32
  %3 = lshr i64 %1, 32
  %4 = trunc nuw i64 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %4)
  %6 = tail call <2 x float> @ff_scale(<2 x float> <float 1.500000e+00, float -2.250000e+00>, float noundef 3.000000e+00)
  %7 = extractelement <2 x float> %6, i64 0
  %8 = fpext float %7 to double
  %9 = extractelement <2 x float> %6, i64 1
  %10 = fpext float %9 to double
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %8, double noundef %10)
  %12 = tail call { double, i32 } @di_make(double noundef 1.250000e+00, i32 noundef 100)
  %13 = extractvalue { double, i32 } %12, 0
  %14 = extractvalue { double, i32 } %12, 1
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %13, i32 noundef %14)
  %16 = tail call { i8, double } @cd_swap(i8 120, double 6.500000e+00)
  %17 = extractvalue { i8, double } %16, 0
  %18 = extractvalue { i8, double } %16, 1
  %19 = sext i8 %17 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %19, double noundef %18)
  %21 = tail call { <2 x float>, float } @f3_cross(<2 x float> <float 1.000000e+00, float 0.000000e+00>, float 0.000000e+00, <2 x float> <float 0.000000e+00, float 1.000000e+00>, float 0.000000e+00)
  %22 = extractvalue { <2 x float>, float } %21, 0
  %23 = extractvalue { <2 x float>, float } %21, 1
  %24 = tail call { <2 x float>, float } @f3_cross(<2 x float> <float 1.500000e+00, float -2.000000e+00>, float 3.000000e+00, <2 x float> <float 4.000000e+00, float 5.000000e+00>, float -6.500000e+00)
  %25 = extractvalue { <2 x float>, float } %24, 0
  %26 = extractvalue { <2 x float>, float } %24, 1
  %27 = extractelement <2 x float> %22, i64 0
  %28 = fpext float %27 to double
  %29 = extractelement <2 x float> %22, i64 1
  %30 = fpext float %29 to double
  %31 = fpext float %23 to double
  %32 = extractelement <2 x float> %25, i64 0
  %33 = fpext float %32 to double
  %34 = extractelement <2 x float> %25, i64 1
  %35 = fpext float %34 to double
  %36 = fpext float %26 to double
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %28, double noundef %30, double noundef %31, double noundef %33, double noundef %35, double noundef %36)
  %38 = tail call i48 @s3_rot(i48 1292785025025)
  %39 = trunc i48 %38 to i32
  %40 = shl i32 %39, 16
  %41 = ashr exact i32 %40, 16
  %42 = ashr i32 %39, 16
  %43 = lshr i48 %38, 16
  %44 = trunc nuw i48 %43 to i32
  %45 = ashr i32 %44, 16
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %41, i32 noundef %42, i32 noundef %45)
  %47 = tail call i24 @c3_up(i24 8020577)
  %48 = zext i24 %47 to i32
  %49 = lshr i24 %47, 8
  %50 = zext nneg i24 %49 to i32
  %51 = lshr i24 %47, 16
  %52 = zext nneg i24 %51 to i32
  %53 = shl i32 %48, 24
  %54 = ashr exact i32 %53, 24
  %55 = shl i32 %50, 24
  %56 = ashr exact i32 %55, 24
  %57 = shl nuw i32 %52, 24
  %58 = ashr exact i32 %57, 24
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %54, i32 noundef %56, i32 noundef %58)
  %60 = tail call i64 @q1_neg(i64 1234567890123)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %60)
  %62 = tail call i64 @if_mix(i64 4692750811720056839, i32 noundef 4)
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %62, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = bitcast i32 %65 to float
  %67 = fpext float %66 to double
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %63, double noundef %67)
  %69 = tail call { double, double } @dd_rot90(double 1.000000e+00, double 2.000000e+00)
  %70 = extractvalue { double, double } %69, 0
  %71 = extractvalue { double, double } %69, 1
  %72 = tail call { double, double } @dd_rot90(double %70, double %71)
  %73 = extractvalue { double, double } %72, 0
  %74 = extractvalue { double, double } %72, 1
  %75 = tail call { double, double } @dd_rot90(double %73, double %74)
  %76 = extractvalue { double, double } %75, 0
  %77 = extractvalue { double, double } %75, 1
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %76, double noundef %77)
  %79 = tail call double @combine(i64 -17179869181, <2 x float> %6, double %13, i32 %14, i8 %17, double %18, double noundef 1.250000e-01, <2 x float> %25, float %26, i32 noundef 9, double %76, double %77)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %79)
  %81 = tail call i64 @ii_add(i64 4294967296, i64 214748364807)
  %82 = lshr i64 %81, 32
  %83 = trunc nuw i64 %82 to i32
  %84 = srem i32 %83, 1000003
  %85 = zext i32 %84 to i64
  %86 = shl nuw i64 %85, 32
  %87 = and i64 %81, 4294967295
  %88 = or disjoint i64 %86, %87
  %89 = tail call i64 @ii_add(i64 %88, i64 158913789958)
  %90 = lshr i64 %89, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = srem i32 %91, 1000003
  %93 = zext i32 %92 to i64
  %94 = shl nuw i64 %93, 32
  %95 = and i64 %89, 4294967295
  %96 = or disjoint i64 %94, %95
  %97 = tail call i64 @ii_add(i64 %96, i64 111669149701)
  %98 = lshr i64 %97, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = srem i32 %99, 1000003
  %101 = zext i32 %100 to i64
  %102 = shl nuw i64 %101, 32
  %103 = and i64 %97, 4294967295
  %104 = or disjoint i64 %102, %103
  %105 = tail call i64 @ii_add(i64 %104, i64 73014444036)
  %106 = lshr i64 %105, 32
  %107 = trunc nuw i64 %106 to i32
  %108 = srem i32 %107, 1000003
  %109 = zext i32 %108 to i64
  %110 = shl nuw i64 %109, 32
  %111 = and i64 %105, 4294967295
  %112 = or disjoint i64 %110, %111
  %113 = tail call i64 @ii_add(i64 %112, i64 42949672963)
  %114 = lshr i64 %113, 32
  %115 = trunc nuw i64 %114 to i32
  %116 = srem i32 %115, 1000003
  %117 = zext i32 %116 to i64
  %118 = shl nuw i64 %117, 32
  %119 = and i64 %113, 4294967295
  %120 = or disjoint i64 %118, %119
  %121 = tail call i64 @ii_add(i64 %120, i64 21474836482)
  %122 = lshr i64 %121, 32
  %123 = trunc nuw i64 %122 to i32
  %124 = srem i32 %123, 1000003
  %125 = zext i32 %124 to i64
  %126 = shl nuw i64 %125, 32
  %127 = and i64 %121, 4294967295
  %128 = or disjoint i64 %126, %127
  %129 = tail call i64 @ii_add(i64 %128, i64 8589934593)
  %130 = lshr i64 %129, 32
  %131 = trunc nuw i64 %130 to i32
  %132 = srem i32 %131, 1000003
  %133 = zext i32 %132 to i64
  %134 = shl nuw i64 %133, 32
  %135 = and i64 %129, 4294967295
  %136 = or disjoint i64 %134, %135
  %137 = tail call i64 @ii_add(i64 %136, i64 4294967296)
  %138 = lshr i64 %137, 32
  %139 = trunc nuw i64 %138 to i32
  %140 = srem i32 %139, 1000003
  %141 = trunc i64 %137 to i32
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %141, i32 noundef %140)
  %143 = tail call { i8, double } @cd_swap(i8 97, double 1.000000e+00)
  %144 = extractvalue { i8, double } %143, 0
  %145 = extractvalue { i8, double } %143, 1
  %146 = sitofp i8 %144 to double
  %147 = tail call double @llvm.fmuladd.f64(double %145, double %146, double 0.000000e+00)
  %148 = tail call { i8, double } @cd_swap(i8 98, double 2.000000e+00)
  %149 = extractvalue { i8, double } %148, 0
  %150 = extractvalue { i8, double } %148, 1
  %151 = sitofp i8 %149 to double
  %152 = tail call double @llvm.fmuladd.f64(double %150, double %151, double %147)
  %153 = tail call { i8, double } @cd_swap(i8 99, double 3.000000e+00)
  %154 = extractvalue { i8, double } %153, 0
  %155 = extractvalue { i8, double } %153, 1
  %156 = sitofp i8 %154 to double
  %157 = tail call double @llvm.fmuladd.f64(double %155, double %156, double %152)
  %158 = tail call { i8, double } @cd_swap(i8 100, double 4.000000e+00)
  %159 = extractvalue { i8, double } %158, 0
  %160 = extractvalue { i8, double } %158, 1
  %161 = sitofp i8 %159 to double
  %162 = tail call double @llvm.fmuladd.f64(double %160, double %161, double %157)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %162, i64 noundef 16, i64 noundef 12, i64 noundef 6, i64 noundef 3, i64 noundef 16)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i48 @llvm.fshl.i48(i48, i48, i48) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; ModuleID = 'vector_round.c'
source_filename = "vector_round.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [32 x double] zeroinitializer, align 16
@fa = dso_local local_unnamed_addr global [32 x float] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [32 x double] zeroinitializer, align 16
@fb = dso_local local_unnamed_addr global [32 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [11 x i8] c"%d: %g %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"sum %.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %14, %1 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %15, %1 ]
  %5 = add <2 x i32> %3, <i32 -16, i32 -16>
  %6 = sitofp <2 x i32> %5 to <2 x double>
  %7 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %6, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  %8 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %2
  store <2 x double> %7, ptr %8, align 16, !tbaa !5
  %9 = add <2 x i32> %4, <i32 -15, i32 -15>
  %10 = sitofp <2 x i32> %9 to <2 x float>
  %11 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %10, <2 x float> <float 1.250000e+00, float 1.250000e+00>, <2 x float> <float -5.000000e-01, float -5.000000e-01>)
  %12 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %2
  store <2 x float> %11, ptr %12, align 8, !tbaa !9
  %13 = add nuw i64 %2, 2
  %14 = add <2 x i32> %3, <i32 2, i32 2>
  %15 = add <2 x i32> %4, <i32 2, i32 2>
  %16 = icmp eq i64 %13, 32
  br i1 %16, label %17, label %1, !llvm.loop !11

17:                                               ; preds = %1, %17
  %18 = phi i64 [ %37, %17 ], [ 0, %1 ]
  %19 = getelementptr inbounds [32 x double], ptr @a, i64 0, i64 %18
  %20 = load <2 x double>, ptr %19, align 16, !tbaa !5
  %21 = tail call <2 x double> @llvm.round.v2f64(<2 x double> %20)
  %22 = tail call <2 x double> @llvm.floor.v2f64(<2 x double> %20)
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %21)
  %24 = tail call <2 x double> @llvm.ceil.v2f64(<2 x double> %20)
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %23)
  %26 = tail call <2 x double> @llvm.trunc.v2f64(<2 x double> %20)
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %25)
  %28 = tail call <2 x double> @llvm.rint.v2f64(<2 x double> %20)
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 7.000000e+00, double 7.000000e+00>, <2 x double> %27)
  %30 = tail call <2 x double> @llvm.nearbyint.v2f64(<2 x double> %20)
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 1.100000e+01, double 1.100000e+01>, <2 x double> %29)
  %32 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %20)
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 1.300000e+01, double 1.300000e+01>, <2 x double> %31)
  %34 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %20)
  %35 = fadd <2 x double> %34, %33
  %36 = getelementptr inbounds [32 x double], ptr @b, i64 0, i64 %18
  store <2 x double> %35, ptr %36, align 16, !tbaa !5
  %37 = add nuw i64 %18, 2
  %38 = icmp eq i64 %37, 32
  br i1 %38, label %39, label %17, !llvm.loop !15

39:                                               ; preds = %17, %39
  %40 = phi i64 [ %57, %39 ], [ 0, %17 ]
  %41 = getelementptr inbounds [32 x float], ptr @fa, i64 0, i64 %40
  %42 = load <4 x float>, ptr %41, align 16, !tbaa !9
  %43 = tail call <4 x float> @llvm.round.v4f32(<4 x float> %42)
  %44 = tail call <4 x float> @llvm.floor.v4f32(<4 x float> %42)
  %45 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %44, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %43)
  %46 = tail call <4 x float> @llvm.ceil.v4f32(<4 x float> %42)
  %47 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %46, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <4 x float> %45)
  %48 = tail call <4 x float> @llvm.trunc.v4f32(<4 x float> %42)
  %49 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %48, <4 x float> <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, <4 x float> %47)
  %50 = tail call <4 x float> @llvm.rint.v4f32(<4 x float> %42)
  %51 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, <4 x float> %49)
  %52 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %42)
  %53 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %52, <4 x float> <float 1.100000e+01, float 1.100000e+01, float 1.100000e+01, float 1.100000e+01>, <4 x float> %51)
  %54 = tail call <4 x float> @llvm.copysign.v4f32(<4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, <4 x float> %42)
  %55 = fadd <4 x float> %54, %53
  %56 = getelementptr inbounds [32 x float], ptr @fb, i64 0, i64 %40
  store <4 x float> %55, ptr %56, align 16, !tbaa !9
  %57 = add nuw i64 %40, 4
  %58 = icmp eq i64 %57, 32
  br i1 %58, label %61, label %39, !llvm.loop !16

59:                                               ; preds = %84
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %77)
  ret i32 0

61:                                               ; preds = %39, %84
  %62 = phi i64 [ %66, %84 ], [ 0, %39 ]
  %63 = phi double [ %77, %84 ], [ 0.000000e+00, %39 ]
  %64 = getelementptr inbounds [32 x double], ptr @b, i64 0, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = add nuw nsw i64 %62, 1
  %67 = trunc nuw nsw i64 %66 to i32
  %68 = uitofp nneg i32 %67 to double
  %69 = getelementptr inbounds [32 x float], ptr @fb, i64 0, i64 %62
  %70 = load float, ptr %69, align 4, !tbaa !9
  %71 = trunc i64 %62 to i32
  %72 = add i32 %71, 2
  %73 = uitofp nneg i32 %72 to float
  %74 = fmul float %70, %73
  %75 = fpext float %74 to double
  %76 = tail call double @llvm.fmuladd.f64(double %65, double %68, double %75)
  %77 = fadd double %63, %76
  %78 = trunc nuw nsw i64 %62 to i32
  %79 = and i32 %78, 7
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %84

81:                                               ; preds = %61
  %82 = fpext float %70 to double
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %78, double noundef %65, double noundef %82)
  br label %84

84:                                               ; preds = %61, %81
  %85 = icmp eq i64 %66, 32
  br i1 %85, label %59, label %61, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.round.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.floor.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.ceil.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.trunc.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.rint.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.nearbyint.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.round.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.ceil.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.trunc.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.rint.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.copysign.v4f32(<4 x float>, <4 x float>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = distinct !{!16, !12, !13, !14}
!17 = distinct !{!17, !12}

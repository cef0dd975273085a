; ModuleID = 'bench_mandel.c'
source_filename = "bench_mandel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %26, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = add i8 %7, -48
  %9 = icmp ult i8 %8, 10
  br i1 %9, label %14, label %10

10:                                               ; preds = %14, %4
  %11 = phi i32 [ 0, %4 ], [ %21, %14 ]
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 1)
  %13 = mul nuw nsw i32 %12, 24
  br label %26

14:                                               ; preds = %4, %14
  %15 = phi i8 [ %23, %14 ], [ %7, %4 ]
  %16 = phi ptr [ %22, %14 ], [ %6, %4 ]
  %17 = phi i32 [ %21, %14 ], [ 0, %4 ]
  %18 = mul nsw i32 %17, 10
  %19 = add nsw i8 %15, -48
  %20 = zext nneg i8 %19 to i32
  %21 = add nsw i32 %18, %20
  %22 = getelementptr inbounds i8, ptr %16, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %24 = add i8 %23, -48
  %25 = icmp ult i8 %24, 10
  br i1 %25, label %14, label %10, !llvm.loop !10

26:                                               ; preds = %2, %10
  %27 = phi i32 [ %13, %10 ], [ 24, %2 ]
  %28 = uitofp nneg i32 %27 to double
  br label %29

29:                                               ; preds = %26, %39
  %30 = phi i64 [ 0, %26 ], [ %82, %39 ]
  %31 = phi i64 [ 0, %26 ], [ %79, %39 ]
  %32 = phi i32 [ 0, %26 ], [ %40, %39 ]
  %33 = shl nuw i32 %32, 1
  %34 = uitofp i32 %33 to double
  %35 = fdiv double %34, %28
  %36 = fadd double %35, -1.000000e+00
  br label %42

37:                                               ; preds = %39
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %82, i64 noundef %79)
  ret i32 0

39:                                               ; preds = %76
  %40 = add nuw nsw i32 %32, 1
  %41 = icmp eq i32 %40, %27
  br i1 %41, label %37, label %29, !llvm.loop !12

42:                                               ; preds = %29, %76
  %43 = phi i64 [ %30, %29 ], [ %82, %76 ]
  %44 = phi i64 [ %31, %29 ], [ %79, %76 ]
  %45 = phi i32 [ 0, %29 ], [ %83, %76 ]
  %46 = uitofp nneg i32 %45 to double
  %47 = fmul double %46, 2.500000e+00
  %48 = fdiv double %47, %28
  %49 = fadd double %48, -2.000000e+00
  br label %50

50:                                               ; preds = %66, %42
  %51 = phi i32 [ 0, %42 ], [ %72, %66 ]
  %52 = phi double [ 0.000000e+00, %42 ], [ %71, %66 ]
  %53 = phi double [ 0.000000e+00, %42 ], [ %69, %66 ]
  %54 = fmul double %52, %52
  %55 = tail call double @llvm.fmuladd.f64(double %53, double %53, double %54)
  %56 = fcmp ugt double %55, 4.000000e+00
  br i1 %56, label %76, label %57

57:                                               ; preds = %50
  %58 = fneg double %54
  %59 = tail call double @llvm.fmuladd.f64(double %53, double %53, double %58)
  %60 = fadd double %49, %59
  %61 = fmul double %53, 2.000000e+00
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %52, double %36)
  %63 = fmul double %62, %62
  %64 = tail call double @llvm.fmuladd.f64(double %60, double %60, double %63)
  %65 = fcmp ugt double %64, 4.000000e+00
  br i1 %65, label %74, label %66

66:                                               ; preds = %57
  %67 = fneg double %63
  %68 = tail call double @llvm.fmuladd.f64(double %60, double %60, double %67)
  %69 = fadd double %49, %68
  %70 = fmul double %60, 2.000000e+00
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %62, double %36)
  %72 = add nuw nsw i32 %51, 2
  %73 = icmp eq i32 %72, 100
  br i1 %73, label %76, label %50, !llvm.loop !13

74:                                               ; preds = %57
  %75 = or disjoint i32 %51, 1
  br label %76

76:                                               ; preds = %50, %66, %74
  %77 = phi i32 [ %75, %74 ], [ 100, %66 ], [ %51, %50 ]
  %78 = zext nneg i32 %77 to i64
  %79 = add nsw i64 %44, %78
  %80 = icmp eq i32 %77, 100
  %81 = zext i1 %80 to i64
  %82 = add nsw i64 %43, %81
  %83 = add nuw nsw i32 %45, 1
  %84 = icmp eq i32 %83, %27
  br i1 %84, label %39, label %42, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}

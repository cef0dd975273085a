; ModuleID = 'minmax_abs.c'
source_filename = "minmax_abs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_vals = dso_local local_unnamed_addr global [10 x i32] [i32 5, i32 -3, i32 0, i32 2147483647, i32 -2147483647, i32 17, i32 -17, i32 100, i32 -100, i32 42], align 16
@g_lv = dso_local local_unnamed_addr global [2 x i64] [i64 -123456789012, i64 77], align 16
@.str = private unnamed_addr constant [43 x i8] c"min=%d max=%d umin=%u umax=%u abssum=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"clamp(%d)=%d \00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"abs %d %d %ld %ld %d %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [47 x i8] c"llmax %lld dmin %.3f fmax %.3f dabs %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"sc_max %d us_min %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [47 x i8] c"rmin=%d rmax=%d dlo=%.4f dhi=%.4f spread=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sel=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @g_vals, align 16, !tbaa !5
  %2 = insertelement <2 x i32> poison, i32 %1, i64 0
  %3 = shufflevector <2 x i32> %2, <2 x i32> poison, <2 x i32> zeroinitializer
  %4 = insertelement <2 x i32> poison, i32 %1, i64 0
  %5 = shufflevector <2 x i32> %4, <2 x i32> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i32> poison, i32 %1, i64 0
  %7 = shufflevector <2 x i32> %6, <2 x i32> poison, <2 x i32> zeroinitializer
  %8 = insertelement <2 x i32> poison, i32 %1, i64 0
  %9 = shufflevector <2 x i32> %8, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %10

10:                                               ; preds = %10, %0
  %11 = phi i64 [ 0, %0 ], [ %26, %10 ]
  %12 = phi <2 x i32> [ %3, %0 ], [ %19, %10 ]
  %13 = phi <2 x i32> [ %5, %0 ], [ %20, %10 ]
  %14 = phi <2 x i64> [ zeroinitializer, %0 ], [ %25, %10 ]
  %15 = phi <2 x i32> [ %7, %0 ], [ %22, %10 ]
  %16 = phi <2 x i32> [ %9, %0 ], [ %21, %10 ]
  %17 = getelementptr inbounds i32, ptr @g_vals, i64 %11
  %18 = load <2 x i32>, ptr %17, align 8, !tbaa !5
  %19 = tail call <2 x i32> @llvm.smin.v2i32(<2 x i32> %12, <2 x i32> %18)
  %20 = tail call <2 x i32> @llvm.smax.v2i32(<2 x i32> %13, <2 x i32> %18)
  %21 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %16, <2 x i32> %18)
  %22 = tail call <2 x i32> @llvm.umax.v2i32(<2 x i32> %15, <2 x i32> %18)
  %23 = tail call <2 x i32> @llvm.abs.v2i32(<2 x i32> %18, i1 true)
  %24 = zext nneg <2 x i32> %23 to <2 x i64>
  %25 = add <2 x i64> %14, %24
  %26 = add nuw i64 %11, 2
  %27 = icmp eq i64 %26, 10
  br i1 %27, label %28, label %10, !llvm.loop !9

28:                                               ; preds = %10
  %29 = tail call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %19)
  %30 = tail call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %20)
  %31 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  %32 = tail call i32 @llvm.vector.reduce.umax.v2i32(<2 x i32> %22)
  %33 = tail call i32 @llvm.vector.reduce.umin.v2i32(<2 x i32> %21)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29, i32 noundef %30, i32 noundef %33, i32 noundef %32, i64 noundef %31)
  %35 = load i32, ptr @g_vals, align 16, !tbaa !5
  %36 = add nsw i32 %35, -10
  %37 = tail call i32 @llvm.smin.i32(i32 %35, i32 -24)
  %38 = add nuw nsw i32 %37, 4
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 %38)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -20, i32 noundef %39)
  %41 = load i32, ptr @g_vals, align 16, !tbaa !5
  %42 = add nsw i32 %41, -10
  %43 = tail call i32 @llvm.smin.i32(i32 %41, i32 -17)
  %44 = add nuw nsw i32 %43, 4
  %45 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 %44)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -13, i32 noundef %45)
  %47 = load i32, ptr @g_vals, align 16, !tbaa !5
  %48 = add nsw i32 %47, -10
  %49 = tail call i32 @llvm.smin.i32(i32 %47, i32 -10)
  %50 = add nuw nsw i32 %49, 4
  %51 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 %50)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -6, i32 noundef %51)
  %53 = load i32, ptr @g_vals, align 16, !tbaa !5
  %54 = add nsw i32 %53, -10
  %55 = tail call i32 @llvm.smin.i32(i32 %53, i32 -3)
  %56 = add nsw i32 %55, 4
  %57 = tail call noundef i32 @llvm.smax.i32(i32 %54, i32 %56)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %57)
  %59 = load i32, ptr @g_vals, align 16, !tbaa !5
  %60 = add nsw i32 %59, -10
  %61 = tail call i32 @llvm.smin.i32(i32 %59, i32 4)
  %62 = add nsw i32 %61, 4
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %60, i32 %62)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef %63)
  %65 = load i32, ptr @g_vals, align 16, !tbaa !5
  %66 = add nsw i32 %65, -10
  %67 = tail call i32 @llvm.smin.i32(i32 %65, i32 11)
  %68 = add nsw i32 %67, 4
  %69 = tail call noundef i32 @llvm.smax.i32(i32 %66, i32 %68)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef %69)
  %71 = tail call i32 @putchar(i32 10)
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 4), align 4, !tbaa !5
  %73 = mul nsw i32 %72, 3
  %74 = tail call i32 @llvm.abs.i32(i32 %73, i1 true)
  %75 = mul i32 %72, -3
  %76 = tail call i32 @llvm.abs.i32(i32 %75, i1 true)
  %77 = load i64, ptr @g_lv, align 16, !tbaa !13
  %78 = tail call i64 @llvm.abs.i64(i64 %77, i1 true)
  %79 = load i64, ptr getelementptr inbounds (i8, ptr @g_lv, i64 8), align 8, !tbaa !13
  %80 = tail call i64 @llvm.abs.i64(i64 %79, i1 true)
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 24), align 8, !tbaa !5
  %82 = shl nsw i32 %81, 1
  %83 = add nsw i32 %82, 3
  %84 = tail call range(i32 -2147483647, -2147483648) i32 @llvm.abs.i32(i32 %83, i1 true)
  %85 = sdiv i64 %77, 24
  %86 = tail call range(i64 -384307168202282325, 384307168202282326) i64 @llvm.abs.i64(i64 %85, i1 true)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %74, i32 noundef %76, i64 noundef %78, i64 noundef %80, i32 noundef %84, i64 noundef %86)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -5, double noundef -5.000000e-01, double noundef 1.500000e+00, double noundef 3.750000e+00, double noundef 2.000000e+00)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -100, i32 noundef 1000)
  br label %93

90:                                               ; preds = %93
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %106, i32 noundef %107, double noundef %111, double noundef %113, i64 noundef %119)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 245)
  ret i32 0

93:                                               ; preds = %28, %93
  %94 = phi i32 [ 0, %28 ], [ %120, %93 ]
  %95 = phi i64 [ 0, %28 ], [ %119, %93 ]
  %96 = phi double [ -1.000000e+300, %28 ], [ %113, %93 ]
  %97 = phi double [ 1.000000e+300, %28 ], [ %111, %93 ]
  %98 = phi i32 [ -1073741824, %28 ], [ %107, %93 ]
  %99 = phi i32 [ 1073741824, %28 ], [ %106, %93 ]
  %100 = phi i32 [ 1, %28 ], [ %102, %93 ]
  %101 = mul i32 %100, 22695477
  %102 = add i32 %101, 1
  %103 = lshr i32 %102, 8
  %104 = urem i32 %103, 100000
  %105 = add nsw i32 %104, -50000
  %106 = tail call noundef i32 @llvm.smin.i32(i32 %99, i32 %105)
  %107 = tail call noundef i32 @llvm.smax.i32(i32 %98, i32 %105)
  %108 = sitofp i32 %105 to double
  %109 = fdiv double %108, 7.000000e+00
  %110 = fcmp olt double %97, %109
  %111 = select i1 %110, double %97, double %109
  %112 = fcmp ogt double %109, %96
  %113 = select i1 %112, double %109, double %96
  %114 = add nsw i32 %106, %107
  %115 = sdiv i32 %114, -2
  %116 = add nsw i32 %115, %105
  %117 = tail call i32 @llvm.abs.i32(i32 %116, i1 true)
  %118 = zext nneg i32 %117 to i64
  %119 = add nuw nsw i64 %95, %118
  %120 = add nuw nsw i32 %94, 1
  %121 = icmp eq i32 %120, 5000
  br i1 %121, label %90, label %93, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smin.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umax.v2i32(<2 x i32>, <2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.abs.v2i32(<2 x i32>, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v2i32(<2 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v2i32(<2 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !10}

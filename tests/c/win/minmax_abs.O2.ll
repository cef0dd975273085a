; ModuleID = 'minmax_abs.c'
source_filename = "minmax_abs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local local_unnamed_addr global [10 x i32] [i32 5, i32 -3, i32 0, i32 2147483647, i32 -2147483647, i32 17, i32 -17, i32 100, i32 -100, i32 42], align 16
@g_lv = dso_local local_unnamed_addr global [2 x i32] [i32 1097262572, i32 77], align 4
@.str = private unnamed_addr constant [43 x i8] c"min=%d max=%d umin=%u umax=%u abssum=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"clamp(%d)=%d \00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"abs %d %d %ld %ld %d %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [47 x i8] c"llmax %lld dmin %.3f fmax %.3f dabs %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"sc_max %d us_min %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [47 x i8] c"rmin=%d rmax=%d dlo=%.4f dhi=%.4f spread=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sel=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %29, i32 noundef %30, i32 noundef %33, i32 noundef %32, i64 noundef %31)
  %34 = load i32, ptr @g_vals, align 16, !tbaa !5
  %35 = add nsw i32 %34, -10
  %36 = tail call i32 @llvm.smin.i32(i32 %34, i32 -24)
  %37 = add nuw nsw i32 %36, 4
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %37)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef -20, i32 noundef %38)
  %39 = load i32, ptr @g_vals, align 16, !tbaa !5
  %40 = add nsw i32 %39, -10
  %41 = tail call i32 @llvm.smin.i32(i32 %39, i32 -17)
  %42 = add nuw nsw i32 %41, 4
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %40, i32 %42)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef -13, i32 noundef %43)
  %44 = load i32, ptr @g_vals, align 16, !tbaa !5
  %45 = add nsw i32 %44, -10
  %46 = tail call i32 @llvm.smin.i32(i32 %44, i32 -10)
  %47 = add nuw nsw i32 %46, 4
  %48 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 %47)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef -6, i32 noundef %48)
  %49 = load i32, ptr @g_vals, align 16, !tbaa !5
  %50 = add nsw i32 %49, -10
  %51 = tail call i32 @llvm.smin.i32(i32 %49, i32 -3)
  %52 = add nsw i32 %51, 4
  %53 = tail call noundef i32 @llvm.smax.i32(i32 %50, i32 %52)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %53)
  %54 = load i32, ptr @g_vals, align 16, !tbaa !5
  %55 = add nsw i32 %54, -10
  %56 = tail call i32 @llvm.smin.i32(i32 %54, i32 4)
  %57 = add nsw i32 %56, 4
  %58 = tail call noundef i32 @llvm.smax.i32(i32 %55, i32 %57)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef %58)
  %59 = load i32, ptr @g_vals, align 16, !tbaa !5
  %60 = add nsw i32 %59, -10
  %61 = tail call i32 @llvm.smin.i32(i32 %59, i32 11)
  %62 = add nsw i32 %61, 4
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %60, i32 %62)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef %63)
  %64 = tail call i32 @putchar(i32 10)
  %65 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 4), align 4, !tbaa !5
  %66 = mul nsw i32 %65, 3
  %67 = tail call i32 @llvm.abs.i32(i32 %66, i1 true)
  %68 = mul i32 %65, -3
  %69 = tail call i32 @llvm.abs.i32(i32 %68, i1 true)
  %70 = load i32, ptr @g_lv, align 4, !tbaa !13
  %71 = tail call i32 @llvm.abs.i32(i32 %70, i1 true)
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @g_lv, i64 4), align 4, !tbaa !13
  %73 = tail call i32 @llvm.abs.i32(i32 %72, i1 true)
  %74 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 24), align 8, !tbaa !5
  %75 = shl nsw i32 %74, 1
  %76 = add nsw i32 %75, 3
  %77 = tail call range(i32 -2147483647, -2147483648) i32 @llvm.abs.i32(i32 %76, i1 true)
  %78 = sdiv i32 %70, 24
  %79 = tail call i32 @llvm.abs.i32(i32 %78, i1 true)
  %80 = zext nneg i32 %79 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73, i32 noundef %77, i64 noundef %80)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef -5, double noundef -5.000000e-01, double noundef 1.500000e+00, double noundef 3.750000e+00, double noundef 2.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef -100, i32 noundef 1000)
  br label %82

81:                                               ; preds = %82
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %95, i32 noundef %96, double noundef %100, double noundef %102, i64 noundef %108)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 245)
  ret i32 0

82:                                               ; preds = %28, %82
  %83 = phi i32 [ 0, %28 ], [ %109, %82 ]
  %84 = phi i64 [ 0, %28 ], [ %108, %82 ]
  %85 = phi double [ -1.000000e+300, %28 ], [ %102, %82 ]
  %86 = phi double [ 1.000000e+300, %28 ], [ %100, %82 ]
  %87 = phi i32 [ -1073741824, %28 ], [ %96, %82 ]
  %88 = phi i32 [ 1073741824, %28 ], [ %95, %82 ]
  %89 = phi i32 [ 1, %28 ], [ %91, %82 ]
  %90 = mul i32 %89, 22695477
  %91 = add i32 %90, 1
  %92 = lshr i32 %91, 8
  %93 = urem i32 %92, 100000
  %94 = add nsw i32 %93, -50000
  %95 = tail call noundef i32 @llvm.smin.i32(i32 %88, i32 %94)
  %96 = tail call noundef i32 @llvm.smax.i32(i32 %87, i32 %94)
  %97 = sitofp i32 %94 to double
  %98 = fdiv double %97, 7.000000e+00
  %99 = fcmp olt double %86, %98
  %100 = select i1 %99, double %86, double %98
  %101 = fcmp ogt double %98, %85
  %102 = select i1 %101, double %98, double %85
  %103 = add nsw i32 %95, %96
  %104 = sdiv i32 %103, -2
  %105 = add nsw i32 %104, %94
  %106 = tail call i32 @llvm.abs.i32(i32 %105, i1 true)
  %107 = zext nneg i32 %106 to i64
  %108 = add nuw nsw i64 %84, %107
  %109 = add nuw nsw i32 %83, 1
  %110 = icmp eq i32 %109, 5000
  br i1 %110, label %81, label %82, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smin.v2i32(<2 x i32>, <2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umax.v2i32(<2 x i32>, <2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.abs.v2i32(<2 x i32>, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v2i32(<2 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v2i32(<2 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}

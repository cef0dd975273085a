; ModuleID = 'fpclass.c'
source_filename = "fpclass.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@vz = dso_local global double 0.000000e+00, align 8
@fz = dso_local local_unnamed_addr global float 0.000000e+00, align 4
@.str = private unnamed_addr constant [21 x i8] c"%d %d %d %d %d %d | \00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #5
  store <2 x double> <double 0.000000e+00, double -0.000000e+00>, ptr %1, align 16, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 1.000000e+00, double -1.000000e+00>, ptr %2, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 1.000000e-310, double -1.000000e-310>, ptr %3, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 48
  %5 = load volatile double, ptr @vz, align 8, !tbaa !5
  %6 = fdiv double 1.000000e+00, %5
  store double %6, ptr %4, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 56
  %8 = load volatile double, ptr @vz, align 8, !tbaa !5
  %9 = fdiv double -1.000000e+00, %8
  store double %9, ptr %7, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 64
  %11 = load volatile double, ptr @vz, align 8, !tbaa !5
  %12 = load volatile double, ptr @vz, align 8, !tbaa !5
  %13 = fdiv double %11, %12
  store double %13, ptr %10, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 72
  store double 1.000000e+308, ptr %14, align 8, !tbaa !5
  br label %16

15:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #5
  ret i32 0

16:                                               ; preds = %0, %16
  %17 = phi i64 [ 0, %0 ], [ %54, %16 ]
  %18 = getelementptr inbounds [10 x double], ptr %1, i64 0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = fptrunc double %19 to float
  %21 = fcmp uno double %19, 0.000000e+00
  %22 = zext i1 %21 to i32
  %23 = tail call double @llvm.fabs.f64(double %19)
  %24 = fcmp oeq double %23, 0x7FF0000000000000
  %25 = zext i1 %24 to i32
  %26 = fcmp one double %23, 0x7FF0000000000000
  %27 = zext i1 %26 to i32
  %28 = tail call i1 @llvm.is.fpclass.f64(double %19, i32 264)
  %29 = zext i1 %28 to i32
  %30 = fcmp oeq double %19, 0.000000e+00
  %31 = fcmp ueq double %19, 0.000000e+00
  %32 = select i1 %30, i32 50, i32 10
  %33 = fcmp uge double %23, 0x10000000000000
  %34 = select i1 %33, i32 30, i32 40
  %35 = select i1 %24, i32 20, i32 %34
  %36 = select i1 %31, i32 %32, i32 %35
  %37 = bitcast double %19 to i64
  %38 = icmp slt i64 %37, 0
  %39 = select i1 %38, i32 -1, i32 1
  %40 = select i1 %24, i32 %39, i32 0
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22, i32 noundef %25, i32 noundef %27, i32 noundef %29, i32 noundef %36, i32 noundef %40)
  %42 = fcmp uno float %20, 0.000000e+00
  %43 = zext i1 %42 to i32
  %44 = tail call float @llvm.fabs.f32(float %20)
  %45 = fcmp oeq float %44, 0x7FF0000000000000
  %46 = zext i1 %45 to i32
  %47 = fcmp one float %44, 0x7FF0000000000000
  %48 = zext i1 %47 to i32
  %49 = tail call i1 @llvm.is.fpclass.f32(float %20, i32 264)
  %50 = zext i1 %49 to i32
  %51 = lshr i64 %37, 63
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %43, i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %52)
  %54 = add nuw nsw i64 %17, 1
  %55 = icmp eq i64 %54, 10
  br i1 %55, label %15, label %16, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

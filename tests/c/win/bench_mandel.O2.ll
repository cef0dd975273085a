; ModuleID = 'bench_mandel.c'
source_filename = "bench_mandel.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
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

29:                                               ; preds = %26, %38
  %30 = phi i32 [ 0, %26 ], [ %80, %38 ]
  %31 = phi i32 [ 0, %26 ], [ %77, %38 ]
  %32 = phi i32 [ 0, %26 ], [ %39, %38 ]
  %33 = shl nuw i32 %32, 1
  %34 = uitofp i32 %33 to double
  %35 = fdiv double %34, %28
  %36 = fadd double %35, -1.000000e+00
  br label %41

37:                                               ; preds = %38
  tail call void (ptr, ...) @printf(ptr poison, i32 noundef %80, i32 noundef %77)
  ret i32 0

38:                                               ; preds = %75
  %39 = add nuw nsw i32 %32, 1
  %40 = icmp eq i32 %39, %27
  br i1 %40, label %37, label %29, !llvm.loop !12

41:                                               ; preds = %29, %75
  %42 = phi i32 [ %30, %29 ], [ %80, %75 ]
  %43 = phi i32 [ %31, %29 ], [ %77, %75 ]
  %44 = phi i32 [ 0, %29 ], [ %81, %75 ]
  %45 = uitofp nneg i32 %44 to double
  %46 = fmul double %45, 2.500000e+00
  %47 = fdiv double %46, %28
  %48 = fadd double %47, -2.000000e+00
  br label %49

49:                                               ; preds = %65, %41
  %50 = phi i32 [ 0, %41 ], [ %71, %65 ]
  %51 = phi double [ 0.000000e+00, %41 ], [ %70, %65 ]
  %52 = phi double [ 0.000000e+00, %41 ], [ %68, %65 ]
  %53 = fmul double %51, %51
  %54 = tail call double @llvm.fmuladd.f64(double %52, double %52, double %53)
  %55 = fcmp ugt double %54, 4.000000e+00
  br i1 %55, label %75, label %56

56:                                               ; preds = %49
  %57 = fneg double %53
  %58 = tail call double @llvm.fmuladd.f64(double %52, double %52, double %57)
  %59 = fadd double %48, %58
  %60 = fmul double %52, 2.000000e+00
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %51, double %36)
  %62 = fmul double %61, %61
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %62)
  %64 = fcmp ugt double %63, 4.000000e+00
  br i1 %64, label %73, label %65

65:                                               ; preds = %56
  %66 = fneg double %62
  %67 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %66)
  %68 = fadd double %48, %67
  %69 = fmul double %59, 2.000000e+00
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %61, double %36)
  %71 = add nuw nsw i32 %50, 2
  %72 = icmp eq i32 %71, 100
  br i1 %72, label %75, label %49, !llvm.loop !13

73:                                               ; preds = %56
  %74 = or disjoint i32 %50, 1
  br label %75

75:                                               ; preds = %49, %65, %73
  %76 = phi i32 [ %74, %73 ], [ 100, %65 ], [ %50, %49 ]
  %77 = add nsw i32 %76, %43
  %78 = icmp eq i32 %76, 100
  %79 = zext i1 %78 to i32
  %80 = add nsw i32 %42, %79
  %81 = add nuw nsw i32 %44, 1
  %82 = icmp eq i32 %81, %27
  br i1 %82, label %38, label %41, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr nocapture nonnull readnone %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull @.str, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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

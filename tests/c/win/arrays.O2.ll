; ModuleID = 'arrays.c'
source_filename = "arrays.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [21 x i8] c"sum1d=%d partial=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"tr[6][4]=%d tr[0][3]=%d weighted=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"flat stride sum=%d rowptr diff=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"prefix last=%u mid=%u\0A\00", align 1
@__const.main.names = private unnamed_addr constant [4 x [8 x i8]] [[8 x i8] c"north\00\00\00", [8 x i8] c"east\00\00\00\00", [8 x i8] c"south\00\00\00", [8 x i8] c"west\00\00\00\00"], align 16
@.str.5 = private unnamed_addr constant [21 x i8] c"%s %s %s %s len=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"C(19,9)=%lld C(15,4)=%lld\0A\00", align 1
@__const.main.mv = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], align 16
@.str.7 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"colsum %.2f %.2f %.2f %.2f\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"memcmp sign=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i32], align 16
  %2 = alloca [4 x [8 x i8]], align 16
  %3 = alloca [20 x [20 x i64]], align 16
  %4 = alloca [10 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 -11, i32 3, i32 -6, i32 8>, ptr %1, align 16, !tbaa !5
  store <4 x i32> <i32 -1, i32 -10, i32 4, i32 -5>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 9, i32 0, i32 -9, i32 5>, ptr %6, align 16, !tbaa !5
  store <4 x i32> <i32 -4, i32 10, i32 1, i32 -8>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 64
  store i32 6, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 68
  store i32 -3, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 72
  store i32 11, ptr %10, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %1, i64 76
  store i32 2, ptr %11, align 4, !tbaa !5
  %12 = load <16 x i32>, ptr %1, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 64
  %14 = load <4 x i32>, ptr %13, align 16, !tbaa !5
  %15 = extractelement <16 x i32> %12, i64 13
  %16 = extractelement <16 x i32> %12, i64 14
  %17 = shufflevector <16 x i32> %12, <16 x i32> poison, <8 x i32> <i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12>
  %18 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %17)
  %19 = add i32 %18, %15
  %20 = add i32 %19, %16
  %21 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %12)
  %22 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %14)
  %23 = add i32 %21, %22
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %23, i32 noundef %20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 24, i32 noundef 11, i64 noundef 7770)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 78, i32 noundef 12)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 9, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -8, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 7, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -6, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 5, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -4, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef -2, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 1256, i32 noundef 148)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.names, i64 32, i1 false)
  store i8 78, ptr %2, align 16, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 69, ptr %24, align 8, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  store i8 83, ptr %25, align 16, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %2, i64 24
  store i8 87, ptr %26, align 8, !tbaa !9
  %27 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %25) #11
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull %2, ptr noundef nonnull %24, ptr noundef nonnull %25, ptr noundef nonnull %26, i64 noundef %27)
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %3, i8 0, i64 3200, i1 false)
  br label %52

28:                                               ; preds = %88
  %29 = getelementptr inbounds i8, ptr %3, i64 3112
  %30 = load i64, ptr %29, align 8, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %3, i64 2432
  %32 = load i64, ptr %31, align 16, !tbaa !10
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %30, i64 noundef %32)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.mv, i64 40, i1 false)
  %33 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %33, ptr noundef nonnull align 16 dereferenceable(24) %4, i64 24, i1 false)
  %34 = getelementptr inbounds i8, ptr %4, i64 20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) %34, i64 12, i1 false)
  %35 = load i32, ptr %4, align 16, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %35)
  %36 = getelementptr inbounds i8, ptr %4, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %37)
  %38 = load i32, ptr %33, align 8, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %38)
  %39 = getelementptr inbounds i8, ptr %4, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %40)
  %41 = getelementptr inbounds i8, ptr %4, i64 16
  %42 = load i32, ptr %41, align 16, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %42)
  %43 = load i32, ptr %34, align 4, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %43)
  %44 = getelementptr inbounds i8, ptr %4, i64 24
  %45 = load i32, ptr %44, align 8, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %45)
  %46 = getelementptr inbounds i8, ptr %4, i64 28
  %47 = load i32, ptr %46, align 4, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %47)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 8)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 9)
  %48 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef 7.500000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01, double noundef 1.200000e+01)
  %49 = call i32 @memcmp(ptr noundef nonnull dereferenceable(8) %4, ptr noundef nonnull dereferenceable(8) %1, i64 noundef 8)
  %50 = icmp slt i32 %49, 1
  %51 = select i1 %50, i32 -1, i32 1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %51)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #11
  ret i32 0

52:                                               ; preds = %0, %88
  %53 = phi i64 [ 0, %0 ], [ %89, %88 ]
  %54 = phi i64 [ 1, %0 ], [ %90, %88 ]
  %55 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %53
  store i64 1, ptr %55, align 16, !tbaa !10
  %56 = icmp eq i64 %53, 0
  br i1 %56, label %88, label %57

57:                                               ; preds = %52
  %58 = add nsw i64 %53, -1
  %59 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %58, i64 0
  %60 = load i64, ptr %59, align 16, !tbaa !10
  %61 = icmp ult i64 %53, 4
  br i1 %61, label %62, label %65

62:                                               ; preds = %85, %57
  %63 = phi i64 [ %60, %57 ], [ %86, %85 ]
  %64 = phi i64 [ 1, %57 ], [ %67, %85 ]
  br label %92

65:                                               ; preds = %57
  %66 = and i64 %53, 9223372036854775804
  %67 = or disjoint i64 %66, 1
  %68 = insertelement <2 x i64> poison, i64 %60, i64 1
  br label %69

69:                                               ; preds = %69, %65
  %70 = phi i64 [ 0, %65 ], [ %83, %69 ]
  %71 = phi <2 x i64> [ %68, %65 ], [ %76, %69 ]
  %72 = or disjoint i64 %70, 1
  %73 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %58, i64 %72
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load <2 x i64>, ptr %73, align 8, !tbaa !10
  %76 = load <2 x i64>, ptr %74, align 8, !tbaa !10
  %77 = shufflevector <2 x i64> %71, <2 x i64> %75, <2 x i32> <i32 1, i32 2>
  %78 = shufflevector <2 x i64> %75, <2 x i64> %76, <2 x i32> <i32 1, i32 2>
  %79 = add nsw <2 x i64> %75, %77
  %80 = add nsw <2 x i64> %76, %78
  %81 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %53, i64 %72
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  store <2 x i64> %79, ptr %81, align 8, !tbaa !10
  store <2 x i64> %80, ptr %82, align 8, !tbaa !10
  %83 = add nuw i64 %70, 4
  %84 = icmp eq i64 %83, %66
  br i1 %84, label %85, label %69, !llvm.loop !12

85:                                               ; preds = %69
  %86 = extractelement <2 x i64> %76, i64 1
  %87 = icmp eq i64 %53, %66
  br i1 %87, label %88, label %62

88:                                               ; preds = %92, %85, %52
  %89 = add nuw nsw i64 %53, 1
  %90 = add nuw nsw i64 %54, 1
  %91 = icmp eq i64 %89, 20
  br i1 %91, label %28, label %52, !llvm.loop !16

92:                                               ; preds = %62, %92
  %93 = phi i64 [ %96, %92 ], [ %63, %62 ]
  %94 = phi i64 [ %99, %92 ], [ %64, %62 ]
  %95 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %58, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !10
  %97 = add nsw i64 %96, %93
  %98 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %53, i64 %94
  store i64 %97, ptr %98, align 8, !tbaa !10
  %99 = add nuw nsw i64 %94, 1
  %100 = icmp eq i64 %99, %54
  br i1 %100, label %88, label %92, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11
  %4 = load ptr, ptr %2, align 8, !tbaa !18
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !7, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}

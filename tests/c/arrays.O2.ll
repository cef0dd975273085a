; ModuleID = 'arrays.c'
source_filename = "arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i32], align 16
  %2 = alloca [4 x [8 x i8]], align 16
  %3 = alloca [20 x [20 x i64]], align 16
  %4 = alloca [10 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #8
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
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %23, i32 noundef %20)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, i32 noundef 11, i64 noundef 7770)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 78, i32 noundef 12)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9, i32 noundef 44)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -8, i32 noundef 44)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7, i32 noundef 44)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -6, i32 noundef 44)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i32 noundef 44)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -4, i32 noundef 44)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i32 noundef 44)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -2, i32 noundef 44)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 10)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1256, i32 noundef 148)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.names, i64 32, i1 false)
  store i8 78, ptr %2, align 16, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 69, ptr %37, align 8, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %2, i64 16
  store i8 83, ptr %38, align 16, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %2, i64 24
  store i8 87, ptr %39, align 8, !tbaa !9
  %40 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %38) #9
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2, ptr noundef nonnull %37, ptr noundef nonnull %38, ptr noundef nonnull %39, i64 noundef %40)
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %3, i8 0, i64 3200, i1 false)
  br label %79

42:                                               ; preds = %115
  %43 = getelementptr inbounds i8, ptr %3, i64 3112
  %44 = load i64, ptr %43, align 8, !tbaa !10
  %45 = getelementptr inbounds i8, ptr %3, i64 2432
  %46 = load i64, ptr %45, align 16, !tbaa !10
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %44, i64 noundef %46)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.mv, i64 40, i1 false)
  %48 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %48, ptr noundef nonnull align 16 dereferenceable(24) %4, i64 24, i1 false)
  %49 = getelementptr inbounds i8, ptr %4, i64 20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) %49, i64 12, i1 false)
  %50 = load i32, ptr %4, align 16, !tbaa !5
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %50)
  %52 = getelementptr inbounds i8, ptr %4, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %53)
  %55 = load i32, ptr %48, align 8, !tbaa !5
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55)
  %57 = getelementptr inbounds i8, ptr %4, i64 12
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %58)
  %60 = getelementptr inbounds i8, ptr %4, i64 16
  %61 = load i32, ptr %60, align 16, !tbaa !5
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %61)
  %63 = load i32, ptr %49, align 4, !tbaa !5
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %63)
  %65 = getelementptr inbounds i8, ptr %4, i64 24
  %66 = load i32, ptr %65, align 8, !tbaa !5
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %66)
  %68 = getelementptr inbounds i8, ptr %4, i64 28
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %69)
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8)
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9)
  %73 = call i32 @putchar(i32 10)
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 7.500000e+00, double noundef 9.000000e+00, double noundef 1.050000e+01, double noundef 1.200000e+01)
  %75 = call i32 @memcmp(ptr noundef nonnull dereferenceable(8) %4, ptr noundef nonnull dereferenceable(8) %1, i64 noundef 8) #9
  %76 = icmp slt i32 %75, 1
  %77 = select i1 %76, i32 -1, i32 1
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %77)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #8
  ret i32 0

79:                                               ; preds = %0, %115
  %80 = phi i64 [ 0, %0 ], [ %116, %115 ]
  %81 = phi i64 [ 1, %0 ], [ %117, %115 ]
  %82 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %80
  store i64 1, ptr %82, align 16, !tbaa !10
  %83 = icmp eq i64 %80, 0
  br i1 %83, label %115, label %84

84:                                               ; preds = %79
  %85 = add nsw i64 %80, -1
  %86 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %85, i64 0
  %87 = load i64, ptr %86, align 16, !tbaa !10
  %88 = icmp ult i64 %80, 4
  br i1 %88, label %89, label %92

89:                                               ; preds = %112, %84
  %90 = phi i64 [ %87, %84 ], [ %113, %112 ]
  %91 = phi i64 [ 1, %84 ], [ %94, %112 ]
  br label %119

92:                                               ; preds = %84
  %93 = and i64 %80, 9223372036854775804
  %94 = or disjoint i64 %93, 1
  %95 = insertelement <2 x i64> poison, i64 %87, i64 1
  br label %96

96:                                               ; preds = %96, %92
  %97 = phi i64 [ 0, %92 ], [ %110, %96 ]
  %98 = phi <2 x i64> [ %95, %92 ], [ %103, %96 ]
  %99 = or disjoint i64 %97, 1
  %100 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %85, i64 %99
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load <2 x i64>, ptr %100, align 8, !tbaa !10
  %103 = load <2 x i64>, ptr %101, align 8, !tbaa !10
  %104 = shufflevector <2 x i64> %98, <2 x i64> %102, <2 x i32> <i32 1, i32 2>
  %105 = shufflevector <2 x i64> %102, <2 x i64> %103, <2 x i32> <i32 1, i32 2>
  %106 = add nsw <2 x i64> %102, %104
  %107 = add nsw <2 x i64> %103, %105
  %108 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %80, i64 %99
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  store <2 x i64> %106, ptr %108, align 8, !tbaa !10
  store <2 x i64> %107, ptr %109, align 8, !tbaa !10
  %110 = add nuw i64 %97, 4
  %111 = icmp eq i64 %110, %93
  br i1 %111, label %112, label %96, !llvm.loop !12

112:                                              ; preds = %96
  %113 = extractelement <2 x i64> %103, i64 1
  %114 = icmp eq i64 %80, %93
  br i1 %114, label %115, label %89

115:                                              ; preds = %119, %112, %79
  %116 = add nuw nsw i64 %80, 1
  %117 = add nuw nsw i64 %81, 1
  %118 = icmp eq i64 %116, 20
  br i1 %118, label %42, label %79, !llvm.loop !16

119:                                              ; preds = %89, %119
  %120 = phi i64 [ %123, %119 ], [ %90, %89 ]
  %121 = phi i64 [ %126, %119 ], [ %91, %89 ]
  %122 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %85, i64 %121
  %123 = load i64, ptr %122, align 8, !tbaa !10
  %124 = add nsw i64 %123, %120
  %125 = getelementptr inbounds [20 x [20 x i64]], ptr %3, i64 0, i64 %80, i64 %121
  store i64 %124, ptr %125, align 8, !tbaa !10
  %126 = add nuw nsw i64 %121, 1
  %127 = icmp eq i64 %126, %81
  br i1 %127, label %115, label %119, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !7, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15, !14}

; ModuleID = 'bench_matmul.c'
source_filename = "bench_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %.3f %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %25, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = add i8 %7, -48
  %9 = icmp ult i8 %8, 10
  br i1 %9, label %13, label %10

10:                                               ; preds = %13, %4
  %11 = phi i32 [ 0, %4 ], [ %20, %13 ]
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 1)
  br label %25

13:                                               ; preds = %4, %13
  %14 = phi i8 [ %22, %13 ], [ %7, %4 ]
  %15 = phi ptr [ %21, %13 ], [ %6, %4 ]
  %16 = phi i32 [ %20, %13 ], [ 0, %4 ]
  %17 = mul nsw i32 %16, 10
  %18 = add nsw i8 %14, -48
  %19 = zext nneg i8 %18 to i32
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds i8, ptr %15, i64 1
  %22 = load i8, ptr %21, align 1, !tbaa !9
  %23 = add i8 %22, -48
  %24 = icmp ult i8 %23, 10
  br i1 %24, label %13, label %10, !llvm.loop !10

25:                                               ; preds = %2, %10
  %26 = phi i32 [ %12, %10 ], [ 1, %2 ]
  %27 = icmp ugt i32 %26, 1
  %28 = shl nuw nsw i32 %26, 1
  %29 = and i32 %28, 2147483640
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 296)
  %31 = add nuw nsw i32 %30, 24
  %32 = select i1 %27, i32 %31, i32 24
  %33 = zext nneg i32 %32 to i64
  %34 = shl nuw nsw i64 %33, 3
  %35 = mul nuw nsw i64 %34, %33
  %36 = tail call noalias ptr @malloc(i64 noundef %35) #7
  %37 = tail call noalias ptr @malloc(i64 noundef %35) #7
  %38 = tail call noalias ptr @malloc(i64 noundef %35) #7
  %39 = shl nuw nsw i64 %33, 2
  %40 = mul nuw nsw i64 %39, %33
  %41 = tail call noalias ptr @malloc(i64 noundef %40) #7
  %42 = tail call noalias ptr @malloc(i64 noundef %40) #7
  %43 = tail call noalias ptr @malloc(i64 noundef %40) #7
  %44 = mul nuw nsw i32 %32, %32
  %45 = zext nneg i32 %44 to i64
  %46 = and i64 %45, 1048574
  br label %47

47:                                               ; preds = %47, %25
  %48 = phi i64 [ 0, %25 ], [ %64, %47 ]
  %49 = phi <2 x i32> [ <i32 0, i32 1>, %25 ], [ %65, %47 ]
  %50 = urem <2 x i32> %49, <i32 17, i32 17>
  %51 = uitofp nneg <2 x i32> %50 to <2 x double>
  %52 = fmul <2 x double> %51, <double 2.500000e-01, double 2.500000e-01>
  %53 = getelementptr inbounds double, ptr %36, i64 %48
  store <2 x double> %52, ptr %53, align 8, !tbaa !12
  %54 = urem <2 x i32> %49, <i32 13, i32 13>
  %55 = uitofp nneg <2 x i32> %54 to <2 x double>
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %57 = getelementptr inbounds double, ptr %37, i64 %48
  store <2 x double> %56, ptr %57, align 8, !tbaa !12
  %58 = urem <2 x i32> %49, <i32 11, i32 11>
  %59 = add nsw <2 x i32> %58, <i32 -5, i32 -5>
  %60 = getelementptr inbounds i32, ptr %41, i64 %48
  store <2 x i32> %59, ptr %60, align 4, !tbaa !14
  %61 = urem <2 x i32> %49, <i32 7, i32 7>
  %62 = add nuw nsw <2 x i32> %61, <i32 1, i32 1>
  %63 = getelementptr inbounds i32, ptr %42, i64 %48
  store <2 x i32> %62, ptr %63, align 4, !tbaa !14
  %64 = add nuw i64 %48, 2
  %65 = add <2 x i32> %49, <i32 2, i32 2>
  %66 = icmp eq i64 %64, %46
  br i1 %66, label %67, label %47, !llvm.loop !16

67:                                               ; preds = %47
  %68 = icmp eq i64 %46, %45
  br i1 %68, label %88, label %69

69:                                               ; preds = %67, %69
  %70 = phi i64 [ %86, %69 ], [ %46, %67 ]
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = urem i32 %71, 17
  %73 = uitofp nneg i32 %72 to double
  %74 = fmul double %73, 2.500000e-01
  %75 = getelementptr inbounds double, ptr %36, i64 %70
  store double %74, ptr %75, align 8, !tbaa !12
  %76 = urem i32 %71, 13
  %77 = uitofp nneg i32 %76 to double
  %78 = tail call double @llvm.fmuladd.f64(double %77, double 5.000000e-01, double -1.000000e+00)
  %79 = getelementptr inbounds double, ptr %37, i64 %70
  store double %78, ptr %79, align 8, !tbaa !12
  %80 = urem i32 %71, 11
  %81 = add nsw i32 %80, -5
  %82 = getelementptr inbounds i32, ptr %41, i64 %70
  store i32 %81, ptr %82, align 4, !tbaa !14
  %83 = urem i32 %71, 7
  %84 = add nuw nsw i32 %83, 1
  %85 = getelementptr inbounds i32, ptr %42, i64 %70
  store i32 %84, ptr %85, align 4, !tbaa !14
  %86 = add nuw nsw i64 %70, 1
  %87 = icmp eq i64 %86, %45
  br i1 %87, label %88, label %69, !llvm.loop !19

88:                                               ; preds = %69, %67
  br label %89

89:                                               ; preds = %88, %156
  %90 = phi i32 [ %157, %156 ], [ 0, %88 ]
  %91 = phi i64 [ %194, %156 ], [ 0, %88 ]
  %92 = phi double [ %190, %156 ], [ 0.000000e+00, %88 ]
  br label %95

93:                                               ; preds = %156
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %32, double noundef %190, i64 noundef %194)
  tail call void @free(ptr noundef %36) #8
  tail call void @free(ptr noundef %37) #8
  tail call void @free(ptr noundef nonnull %38) #8
  tail call void @free(ptr noundef %41) #8
  tail call void @free(ptr noundef %42) #8
  tail call void @free(ptr noundef nonnull %43) #8
  ret i32 0

95:                                               ; preds = %95, %89
  %96 = phi i64 [ 0, %89 ], [ %116, %95 ]
  %97 = mul nuw nsw i64 %39, %96
  %98 = getelementptr i8, ptr %43, i64 %97
  %99 = mul nuw nsw i64 %34, %96
  %100 = getelementptr i8, ptr %38, i64 %99
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %100, i8 0, i64 %34, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %98, i8 0, i64 %39, i1 false), !tbaa !14
  %101 = or disjoint i64 %96, 1
  %102 = mul nuw nsw i64 %39, %101
  %103 = getelementptr i8, ptr %43, i64 %102
  %104 = mul nuw nsw i64 %34, %101
  %105 = getelementptr i8, ptr %38, i64 %104
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %105, i8 0, i64 %34, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %103, i8 0, i64 %39, i1 false), !tbaa !14
  %106 = or disjoint i64 %96, 2
  %107 = mul nuw nsw i64 %39, %106
  %108 = getelementptr i8, ptr %43, i64 %107
  %109 = mul nuw nsw i64 %34, %106
  %110 = getelementptr i8, ptr %38, i64 %109
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %110, i8 0, i64 %34, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %108, i8 0, i64 %39, i1 false), !tbaa !14
  %111 = or disjoint i64 %96, 3
  %112 = mul nuw nsw i64 %39, %111
  %113 = getelementptr i8, ptr %43, i64 %112
  %114 = mul nuw nsw i64 %34, %111
  %115 = getelementptr i8, ptr %38, i64 %114
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %115, i8 0, i64 %34, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %113, i8 0, i64 %39, i1 false), !tbaa !14
  %116 = add nuw nsw i64 %96, 4
  %117 = icmp eq i64 %116, %33
  br i1 %117, label %118, label %95, !llvm.loop !20

118:                                              ; preds = %95, %121
  %119 = phi i64 [ %122, %121 ], [ 0, %95 ]
  %120 = mul nuw nsw i64 %119, %33
  br label %124

121:                                              ; preds = %153
  %122 = add nuw nsw i64 %119, 1
  %123 = icmp eq i64 %122, %33
  br i1 %123, label %160, label %118, !llvm.loop !21

124:                                              ; preds = %118, %153
  %125 = phi i64 [ 0, %118 ], [ %154, %153 ]
  %126 = mul nuw nsw i64 %125, %33
  %127 = add nuw nsw i64 %125, %120
  %128 = getelementptr inbounds double, ptr %36, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !12
  %130 = getelementptr inbounds i32, ptr %41, i64 %127
  %131 = load i32, ptr %130, align 4, !tbaa !14
  %132 = insertelement <2 x double> poison, double %129, i64 0
  %133 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> zeroinitializer
  %134 = insertelement <2 x i32> poison, i32 %131, i64 0
  %135 = shufflevector <2 x i32> %134, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %136

136:                                              ; preds = %136, %124
  %137 = phi i64 [ 0, %124 ], [ %151, %136 ]
  %138 = add nuw nsw i64 %137, %126
  %139 = getelementptr inbounds double, ptr %37, i64 %138
  %140 = load <2 x double>, ptr %139, align 8, !tbaa !12
  %141 = add nuw nsw i64 %137, %120
  %142 = getelementptr inbounds double, ptr %38, i64 %141
  %143 = load <2 x double>, ptr %142, align 8, !tbaa !12
  %144 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> %140, <2 x double> %143)
  store <2 x double> %144, ptr %142, align 8, !tbaa !12
  %145 = getelementptr inbounds i32, ptr %42, i64 %138
  %146 = load <2 x i32>, ptr %145, align 4, !tbaa !14
  %147 = mul nsw <2 x i32> %146, %135
  %148 = getelementptr inbounds i32, ptr %43, i64 %141
  %149 = load <2 x i32>, ptr %148, align 4, !tbaa !14
  %150 = add nsw <2 x i32> %149, %147
  store <2 x i32> %150, ptr %148, align 4, !tbaa !14
  %151 = add nuw i64 %137, 2
  %152 = icmp eq i64 %151, %33
  br i1 %152, label %153, label %136, !llvm.loop !22

153:                                              ; preds = %136
  %154 = add nuw nsw i64 %125, 1
  %155 = icmp eq i64 %154, %33
  br i1 %155, label %121, label %124, !llvm.loop !23

156:                                              ; preds = %160
  %157 = add nuw nsw i32 %90, 1
  %158 = icmp ult i32 %90, 3
  %159 = select i1 %27, i1 %158, i1 false
  br i1 %159, label %89, label %93, !llvm.loop !24

160:                                              ; preds = %121, %160
  %161 = phi i64 [ %195, %160 ], [ 0, %121 ]
  %162 = phi i64 [ %194, %160 ], [ %91, %121 ]
  %163 = phi double [ %190, %160 ], [ %92, %121 ]
  %164 = getelementptr inbounds double, ptr %38, i64 %161
  %165 = load double, ptr %164, align 8, !tbaa !12
  %166 = fadd double %163, %165
  %167 = getelementptr inbounds i32, ptr %43, i64 %161
  %168 = load i32, ptr %167, align 4, !tbaa !14
  %169 = sext i32 %168 to i64
  %170 = add nsw i64 %162, %169
  %171 = or disjoint i64 %161, 1
  %172 = getelementptr inbounds double, ptr %38, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !12
  %174 = fadd double %166, %173
  %175 = getelementptr inbounds i32, ptr %43, i64 %171
  %176 = load i32, ptr %175, align 4, !tbaa !14
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %170, %177
  %179 = or disjoint i64 %161, 2
  %180 = getelementptr inbounds double, ptr %38, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !12
  %182 = fadd double %174, %181
  %183 = getelementptr inbounds i32, ptr %43, i64 %179
  %184 = load i32, ptr %183, align 4, !tbaa !14
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %178, %185
  %187 = or disjoint i64 %161, 3
  %188 = getelementptr inbounds double, ptr %38, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !12
  %190 = fadd double %182, %189
  %191 = getelementptr inbounds i32, ptr %43, i64 %187
  %192 = load i32, ptr %191, align 4, !tbaa !14
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %186, %193
  %195 = add nuw nsw i64 %161, 4
  %196 = icmp eq i64 %195, %45
  br i1 %196, label %156, label %160, !llvm.loop !25
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !11, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !11, !18, !17}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !17, !18}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}

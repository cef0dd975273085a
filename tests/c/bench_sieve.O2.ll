; ModuleID = 'bench_sieve.c'
source_filename = "bench_sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"mismatch at n=%ld: %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%ld %ld %016llx\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  %13 = zext nneg i32 %12 to i64
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
  %27 = phi i64 [ %13, %10 ], [ 1, %2 ]
  %28 = tail call noalias dereferenceable_or_null(10001) ptr @malloc(i64 noundef 10001) #6
  %29 = tail call noalias dereferenceable_or_null(5001) ptr @malloc(i64 noundef 5001) #6
  %30 = getelementptr inbounds i8, ptr %28, i64 1
  %31 = getelementptr inbounds i8, ptr %28, i64 3
  %32 = getelementptr i8, ptr %29, i64 1
  %33 = getelementptr i8, ptr %29, i64 2
  %34 = getelementptr i8, ptr %29, i64 3
  %35 = getelementptr i8, ptr %29, i64 4
  %36 = getelementptr i8, ptr %29, i64 5
  %37 = getelementptr i8, ptr %29, i64 6
  %38 = getelementptr i8, ptr %29, i64 7
  br label %39

39:                                               ; preds = %26, %191
  %40 = phi i64 [ 0, %26 ], [ %193, %191 ]
  %41 = phi i64 [ 0, %26 ], [ %192, %191 ]
  %42 = phi i64 [ 0, %26 ], [ %177, %191 ]
  %43 = phi i64 [ 0, %26 ], [ %188, %191 ]
  %44 = mul i64 %40, 7919
  %45 = urem i64 %44, 1999
  %46 = add nuw nsw i64 %45, 7999
  %47 = lshr i64 %46, 1
  %48 = tail call i64 @llvm.umax.i64(i64 %47, i64 1)
  %49 = mul nuw nsw i64 %40, 7919
  %50 = urem i64 %49, 1999
  %51 = add nuw nsw i64 %50, 8000
  %52 = add nuw nsw i64 %50, 8001
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %28, i8 1, i64 %52, i1 false), !tbaa !9
  store i8 0, ptr %28, align 1, !tbaa !9
  store i8 0, ptr %30, align 1, !tbaa !9
  br label %53

53:                                               ; preds = %39, %66
  %54 = phi i64 [ %68, %66 ], [ 4, %39 ]
  %55 = phi i64 [ %67, %66 ], [ 2, %39 ]
  %56 = getelementptr inbounds i8, ptr %28, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !9
  %58 = icmp eq i8 %57, 0
  %59 = icmp ugt i64 %54, %51
  %60 = or i1 %59, %58
  br i1 %60, label %66, label %61

61:                                               ; preds = %53, %61
  %62 = phi i64 [ %64, %61 ], [ %54, %53 ]
  %63 = getelementptr inbounds i8, ptr %28, i64 %62
  store i8 0, ptr %63, align 1, !tbaa !9
  %64 = add nuw nsw i64 %62, %55
  %65 = icmp ugt i64 %64, %51
  br i1 %65, label %66, label %61, !llvm.loop !12

66:                                               ; preds = %61, %53
  %67 = add nuw nsw i64 %55, 1
  %68 = mul nuw nsw i64 %67, %67
  %69 = icmp ugt i64 %68, %51
  br i1 %69, label %70, label %53, !llvm.loop !13

70:                                               ; preds = %66, %70
  %71 = phi i64 [ %77, %70 ], [ 0, %66 ]
  %72 = phi i64 [ %76, %70 ], [ 0, %66 ]
  %73 = getelementptr inbounds i8, ptr %28, i64 %71
  %74 = load i8, ptr %73, align 1, !tbaa !9
  %75 = zext i8 %74 to i64
  %76 = add nuw nsw i64 %72, %75
  %77 = add nuw i64 %71, 1
  %78 = icmp eq i64 %71, %51
  br i1 %78, label %79, label %70, !llvm.loop !14

79:                                               ; preds = %70
  %80 = add nuw nsw i64 %50, 7999
  %81 = lshr i64 %80, 1
  %82 = add nuw nsw i64 %81, 1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %29, i8 1, i64 %82, i1 false)
  br label %86

83:                                               ; preds = %102
  %84 = and i64 %48, 7
  %85 = and i64 %48, 8184
  br label %108

86:                                               ; preds = %79, %102
  %87 = phi i64 [ %106, %102 ], [ 9, %79 ]
  %88 = phi i64 [ %105, %102 ], [ 3, %79 ]
  %89 = phi i64 [ %103, %102 ], [ 1, %79 ]
  %90 = getelementptr inbounds i8, ptr %29, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !9
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %102, label %93

93:                                               ; preds = %86
  %94 = add nsw i64 %87, -1
  %95 = lshr exact i64 %94, 1
  %96 = icmp ugt i64 %95, %81
  br i1 %96, label %102, label %97

97:                                               ; preds = %93, %97
  %98 = phi i64 [ %100, %97 ], [ %95, %93 ]
  %99 = getelementptr inbounds i8, ptr %29, i64 %98
  store i8 0, ptr %99, align 1, !tbaa !9
  %100 = add nuw nsw i64 %98, %88
  %101 = icmp ugt i64 %100, %81
  br i1 %101, label %102, label %97, !llvm.loop !15

102:                                              ; preds = %97, %93, %86
  %103 = add nuw nsw i64 %89, 1
  %104 = shl nuw nsw i64 %103, 1
  %105 = or disjoint i64 %104, 1
  %106 = mul nuw nsw i64 %105, %105
  %107 = icmp ugt i64 %106, %51
  br i1 %107, label %83, label %86, !llvm.loop !16

108:                                              ; preds = %108, %83
  %109 = phi i64 [ 1, %83 ], [ %144, %108 ]
  %110 = phi i64 [ 1, %83 ], [ %143, %108 ]
  %111 = phi i64 [ 0, %83 ], [ %145, %108 ]
  %112 = getelementptr inbounds i8, ptr %29, i64 %109
  %113 = load i8, ptr %112, align 1, !tbaa !9
  %114 = zext i8 %113 to i64
  %115 = add nuw nsw i64 %110, %114
  %116 = getelementptr i8, ptr %32, i64 %109
  %117 = load i8, ptr %116, align 1, !tbaa !9
  %118 = zext i8 %117 to i64
  %119 = add nuw nsw i64 %115, %118
  %120 = getelementptr i8, ptr %33, i64 %109
  %121 = load i8, ptr %120, align 1, !tbaa !9
  %122 = zext i8 %121 to i64
  %123 = add nuw nsw i64 %119, %122
  %124 = getelementptr i8, ptr %34, i64 %109
  %125 = load i8, ptr %124, align 1, !tbaa !9
  %126 = zext i8 %125 to i64
  %127 = add nuw nsw i64 %123, %126
  %128 = getelementptr i8, ptr %35, i64 %109
  %129 = load i8, ptr %128, align 1, !tbaa !9
  %130 = zext i8 %129 to i64
  %131 = add nuw nsw i64 %127, %130
  %132 = getelementptr i8, ptr %36, i64 %109
  %133 = load i8, ptr %132, align 1, !tbaa !9
  %134 = zext i8 %133 to i64
  %135 = add nuw nsw i64 %131, %134
  %136 = getelementptr i8, ptr %37, i64 %109
  %137 = load i8, ptr %136, align 1, !tbaa !9
  %138 = zext i8 %137 to i64
  %139 = add nuw nsw i64 %135, %138
  %140 = getelementptr i8, ptr %38, i64 %109
  %141 = load i8, ptr %140, align 1, !tbaa !9
  %142 = zext i8 %141 to i64
  %143 = add nuw nsw i64 %139, %142
  %144 = add nuw i64 %109, 8
  %145 = add i64 %111, 8
  %146 = icmp eq i64 %145, %85
  br i1 %146, label %147, label %108, !llvm.loop !17

147:                                              ; preds = %108
  %148 = icmp eq i64 %84, 0
  br i1 %148, label %160, label %149

149:                                              ; preds = %147, %149
  %150 = phi i64 [ %157, %149 ], [ %144, %147 ]
  %151 = phi i64 [ %156, %149 ], [ %143, %147 ]
  %152 = phi i64 [ %158, %149 ], [ 0, %147 ]
  %153 = getelementptr inbounds i8, ptr %29, i64 %150
  %154 = load i8, ptr %153, align 1, !tbaa !9
  %155 = zext i8 %154 to i64
  %156 = add nuw nsw i64 %151, %155
  %157 = add nuw i64 %150, 1
  %158 = add i64 %152, 1
  %159 = icmp eq i64 %158, %84
  br i1 %159, label %160, label %149, !llvm.loop !18

160:                                              ; preds = %149, %147
  %161 = phi i64 [ %143, %147 ], [ %156, %149 ]
  %162 = icmp eq i64 %76, %161
  br i1 %162, label %165, label %163

163:                                              ; preds = %160
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %51, i64 noundef %76, i64 noundef %161)
  br label %197

165:                                              ; preds = %160
  %166 = load i8, ptr %31, align 1, !tbaa !9
  br label %169

167:                                              ; preds = %169
  %168 = add nuw nsw i64 %50, 7500
  br label %180

169:                                              ; preds = %165, %169
  %170 = phi i8 [ %166, %165 ], [ %174, %169 ]
  %171 = phi i64 [ 5, %165 ], [ %178, %169 ]
  %172 = phi i64 [ %42, %165 ], [ %177, %169 ]
  %173 = getelementptr inbounds i8, ptr %28, i64 %171
  %174 = load i8, ptr %173, align 1, !tbaa !9
  %175 = and i8 %174, %170
  %176 = zext i8 %175 to i64
  %177 = add nsw i64 %172, %176
  %178 = add nuw nsw i64 %171, 2
  %179 = icmp ugt i64 %178, %51
  br i1 %179, label %167, label %169, !llvm.loop !20

180:                                              ; preds = %167, %180
  %181 = phi i64 [ %51, %167 ], [ %189, %180 ]
  %182 = phi i64 [ %43, %167 ], [ %188, %180 ]
  %183 = getelementptr inbounds i8, ptr %28, i64 %181
  %184 = load i8, ptr %183, align 1, !tbaa !9
  %185 = icmp eq i8 %184, 0
  %186 = mul i64 %182, 31
  %187 = add i64 %186, %181
  %188 = select i1 %185, i64 %182, i64 %187
  %189 = add nsw i64 %181, -1
  %190 = icmp sgt i64 %189, %168
  br i1 %190, label %180, label %191, !llvm.loop !21

191:                                              ; preds = %180
  %192 = add nuw nsw i64 %76, %41
  %193 = add i64 %40, 1
  %194 = icmp eq i64 %193, %27
  br i1 %194, label %195, label %39, !llvm.loop !22

195:                                              ; preds = %191
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %192, i64 noundef %177, i64 noundef %188)
  tail call void @free(ptr noundef nonnull %28) #7
  tail call void @free(ptr noundef %29) #7
  br label %197

197:                                              ; preds = %163, %195
  %198 = phi i32 [ 0, %195 ], [ 1, %163 ]
  ret i32 %198
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

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
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}

; ModuleID = 'bench_hash.c'
source_filename = "bench_hash.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [18 x i8] c"%08x %016llx %ld\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16

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

25:                                               ; preds = %10, %2
  %26 = phi i32 [ %12, %10 ], [ 1, %2 ]
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %71, %27 ]
  %29 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %25 ], [ %72, %27 ]
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = and <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %46 = icmp eq <4 x i32> %45, zeroinitializer
  %47 = lshr <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %48 = xor <4 x i32> %47, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %49 = select <4 x i1> %46, <4 x i32> %47, <4 x i32> %48
  %50 = and <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %51 = icmp eq <4 x i32> %50, zeroinitializer
  %52 = lshr <4 x i32> %49, <i32 1, i32 1, i32 1, i32 1>
  %53 = xor <4 x i32> %52, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %54 = select <4 x i1> %51, <4 x i32> %52, <4 x i32> %53
  %55 = and <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %56 = icmp eq <4 x i32> %55, zeroinitializer
  %57 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %58 = xor <4 x i32> %57, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %59 = select <4 x i1> %56, <4 x i32> %57, <4 x i32> %58
  %60 = and <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>
  %61 = icmp eq <4 x i32> %60, zeroinitializer
  %62 = lshr <4 x i32> %59, <i32 1, i32 1, i32 1, i32 1>
  %63 = xor <4 x i32> %62, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %64 = select <4 x i1> %61, <4 x i32> %62, <4 x i32> %63
  %65 = and <4 x i32> %64, <i32 1, i32 1, i32 1, i32 1>
  %66 = icmp eq <4 x i32> %65, zeroinitializer
  %67 = lshr <4 x i32> %64, <i32 1, i32 1, i32 1, i32 1>
  %68 = xor <4 x i32> %67, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %69 = select <4 x i1> %66, <4 x i32> %67, <4 x i32> %68
  %70 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %28
  store <4 x i32> %69, ptr %70, align 16, !tbaa !12
  %71 = add nuw i64 %28, 4
  %72 = add <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>
  %73 = icmp eq i64 %71, 256
  br i1 %73, label %74, label %27, !llvm.loop !14

74:                                               ; preds = %27
  %75 = tail call dereferenceable_or_null(4096) ptr @malloc(i64 noundef 4096) #10
  br label %79

76:                                               ; preds = %79
  %77 = shl i32 %26, 2
  %78 = tail call i32 @llvm.umax.i32(i32 %77, i32 1)
  br label %110

79:                                               ; preds = %79, %74
  %80 = phi i64 [ 0, %74 ], [ %104, %79 ]
  %81 = mul nuw nsw i64 %80, 7
  %82 = lshr i64 %80, 3
  %83 = add nuw nsw i64 %81, %82
  %84 = trunc i64 %83 to i8
  %85 = getelementptr inbounds i8, ptr %75, i64 %80
  store i8 %84, ptr %85, align 1, !tbaa !9
  %86 = or disjoint i64 %80, 1
  %87 = mul nuw nsw i64 %86, 7
  %88 = lshr i64 %80, 3
  %89 = add nuw nsw i64 %87, %88
  %90 = trunc i64 %89 to i8
  %91 = getelementptr inbounds i8, ptr %75, i64 %86
  store i8 %90, ptr %91, align 1, !tbaa !9
  %92 = or disjoint i64 %80, 2
  %93 = mul nuw nsw i64 %92, 7
  %94 = lshr i64 %80, 3
  %95 = add nuw nsw i64 %93, %94
  %96 = trunc i64 %95 to i8
  %97 = getelementptr inbounds i8, ptr %75, i64 %92
  store i8 %96, ptr %97, align 1, !tbaa !9
  %98 = or disjoint i64 %80, 3
  %99 = mul nuw nsw i64 %98, 7
  %100 = lshr i64 %80, 3
  %101 = add nuw nsw i64 %99, %100
  %102 = trunc i64 %101 to i8
  %103 = getelementptr inbounds i8, ptr %75, i64 %98
  store i8 %102, ptr %103, align 1, !tbaa !9
  %104 = add nuw nsw i64 %80, 4
  %105 = icmp eq i64 %104, 4096
  br i1 %105, label %76, label %79, !llvm.loop !17

106:                                              ; preds = %175
  %107 = tail call dereferenceable_or_null(131072) ptr @calloc(i64 noundef 16384, i64 noundef 8) #11
  %108 = mul i32 %26, 2000
  %109 = tail call i32 @llvm.umax.i32(i32 %108, i32 1)
  br label %181

110:                                              ; preds = %76, %175
  %111 = phi i32 [ -1, %76 ], [ %146, %175 ]
  %112 = phi i32 [ 0, %76 ], [ %176, %175 ]
  %113 = phi i32 [ 0, %76 ], [ %178, %175 ]
  %114 = phi i64 [ 0, %76 ], [ %177, %175 ]
  %115 = and i32 %113, 4095
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds i8, ptr %75, i64 %116
  %118 = load i8, ptr %117, align 1, !tbaa !9
  %119 = trunc i32 %113 to i8
  %120 = xor i8 %118, %119
  store i8 %120, ptr %117, align 1, !tbaa !9
  br label %121

121:                                              ; preds = %121, %110
  %122 = phi i64 [ 0, %110 ], [ %143, %121 ]
  %123 = phi i32 [ -1, %110 ], [ %142, %121 ]
  %124 = getelementptr inbounds i8, ptr %75, i64 %122
  %125 = load i8, ptr %124, align 1, !tbaa !9
  %126 = trunc i32 %123 to i8
  %127 = xor i8 %125, %126
  %128 = zext i8 %127 to i64
  %129 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !12
  %131 = lshr i32 %123, 8
  %132 = xor i32 %130, %131
  %133 = or disjoint i64 %122, 1
  %134 = getelementptr inbounds i8, ptr %75, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !9
  %136 = trunc i32 %132 to i8
  %137 = xor i8 %135, %136
  %138 = zext i8 %137 to i64
  %139 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !12
  %141 = lshr i32 %132, 8
  %142 = xor i32 %140, %141
  %143 = add nuw nsw i64 %122, 2
  %144 = icmp eq i64 %143, 4096
  br i1 %144, label %145, label %121, !llvm.loop !18

145:                                              ; preds = %121
  %146 = xor i32 %112, %142
  br label %147

147:                                              ; preds = %147, %145
  %148 = phi i64 [ 0, %145 ], [ %173, %147 ]
  %149 = phi i64 [ 1469598103934665603, %145 ], [ %172, %147 ]
  %150 = getelementptr inbounds i8, ptr %75, i64 %148
  %151 = load i8, ptr %150, align 1, !tbaa !9
  %152 = zext i8 %151 to i64
  %153 = xor i64 %149, %152
  %154 = mul i64 %153, 1099511628211
  %155 = or disjoint i64 %148, 1
  %156 = getelementptr inbounds i8, ptr %75, i64 %155
  %157 = load i8, ptr %156, align 1, !tbaa !9
  %158 = zext i8 %157 to i64
  %159 = xor i64 %154, %158
  %160 = mul i64 %159, 1099511628211
  %161 = or disjoint i64 %148, 2
  %162 = getelementptr inbounds i8, ptr %75, i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !9
  %164 = zext i8 %163 to i64
  %165 = xor i64 %160, %164
  %166 = mul i64 %165, 1099511628211
  %167 = or disjoint i64 %148, 3
  %168 = getelementptr inbounds i8, ptr %75, i64 %167
  %169 = load i8, ptr %168, align 1, !tbaa !9
  %170 = zext i8 %169 to i64
  %171 = xor i64 %166, %170
  %172 = mul i64 %171, 1099511628211
  %173 = add nuw nsw i64 %148, 4
  %174 = icmp eq i64 %173, 4096
  br i1 %174, label %175, label %147, !llvm.loop !19

175:                                              ; preds = %147
  %176 = xor i32 %111, %142
  %177 = xor i64 %172, %114
  %178 = add nuw nsw i32 %113, 1
  %179 = icmp eq i32 %178, %78
  br i1 %179, label %106, label %110, !llvm.loop !20

180:                                              ; preds = %210
  tail call void (ptr, ...) @printf(ptr poison, i32 noundef %176, i64 noundef %177, i32 noundef %211)
  tail call void @free(ptr noundef %75)
  tail call void @free(ptr noundef nonnull %107)
  ret i32 0

181:                                              ; preds = %106, %210
  %182 = phi i32 [ 0, %106 ], [ %212, %210 ]
  %183 = phi i32 [ 0, %106 ], [ %211, %210 ]
  %184 = urem i32 %182, 9000
  %185 = zext nneg i32 %184 to i64
  %186 = mul i64 %185, -7046029254386353131
  %187 = add i64 %186, 1
  %188 = lshr i64 %187, 50
  %189 = getelementptr inbounds i64, ptr %107, i64 %188
  %190 = load i64, ptr %189, align 8, !tbaa !21
  %191 = icmp eq i64 %190, 0
  %192 = icmp eq i64 %190, %187
  %193 = or i1 %191, %192
  br i1 %193, label %203, label %194

194:                                              ; preds = %181, %194
  %195 = phi i64 [ %197, %194 ], [ %188, %181 ]
  %196 = add nuw nsw i64 %195, 1
  %197 = and i64 %196, 16383
  %198 = getelementptr inbounds i64, ptr %107, i64 %197
  %199 = load i64, ptr %198, align 8, !tbaa !21
  %200 = icmp eq i64 %199, 0
  %201 = icmp eq i64 %199, %187
  %202 = or i1 %200, %201
  br i1 %202, label %203, label %194, !llvm.loop !23

203:                                              ; preds = %194, %181
  %204 = phi i64 [ %188, %181 ], [ %197, %194 ]
  %205 = phi i1 [ %192, %181 ], [ %201, %194 ]
  br i1 %205, label %206, label %208

206:                                              ; preds = %203
  %207 = add nsw i32 %183, 1
  br label %210

208:                                              ; preds = %203
  %209 = getelementptr inbounds i64, ptr %107, i64 %204
  store i64 %187, ptr %209, align 8, !tbaa !21
  br label %210

210:                                              ; preds = %208, %206
  %211 = phi i32 [ %207, %206 ], [ %183, %208 ]
  %212 = add nuw nsw i32 %182, 1
  %213 = icmp eq i32 %212, %109
  br i1 %213, label %180, label %181, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr nocapture nonnull readnone %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull @.str, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { allocsize(0) }
attributes #11 = { allocsize(0,1) }
attributes #12 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !7, i64 0}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}

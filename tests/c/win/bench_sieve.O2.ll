; ModuleID = 'bench_sieve.c'
source_filename = "bench_sieve.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [28 x i8] c"mismatch at n=%ld: %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%ld %ld %016llx\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  %27 = tail call dereferenceable_or_null(10001) ptr @malloc(i64 noundef 10001) #10
  %28 = tail call dereferenceable_or_null(5001) ptr @malloc(i64 noundef 5001) #10
  %29 = getelementptr inbounds i8, ptr %27, i64 1
  %30 = getelementptr i8, ptr %27, i64 17
  %31 = getelementptr i8, ptr %27, i64 17
  %32 = getelementptr i8, ptr %27, i64 19
  br label %33

33:                                               ; preds = %25, %299
  %34 = phi i32 [ 0, %25 ], [ %300, %299 ]
  %35 = phi i32 [ 0, %25 ], [ %283, %299 ]
  %36 = phi i32 [ 0, %25 ], [ %301, %299 ]
  %37 = phi i64 [ 0, %25 ], [ %296, %299 ]
  %38 = mul i32 %36, 7919
  %39 = urem i32 %38, 1999
  %40 = add nuw nsw i32 %39, 8001
  %41 = zext nneg i32 %40 to i64
  %42 = mul i32 %36, 7919
  %43 = urem i32 %42, 1999
  %44 = add nuw nsw i32 %43, 7999
  %45 = lshr i32 %44, 1
  %46 = tail call i32 @llvm.umax.i32(i32 %45, i32 1)
  %47 = zext nneg i32 %46 to i64
  %48 = mul i32 %36, 7919
  %49 = urem i32 %48, 1999
  %50 = add nuw nsw i32 %49, 7995
  %51 = lshr i32 %50, 1
  %52 = add nuw nsw i32 %51, 1
  %53 = zext nneg i32 %52 to i64
  %54 = mul nuw nsw i32 %36, 7919
  %55 = urem i32 %54, 1999
  %56 = add nuw nsw i32 %55, 8000
  %57 = add nuw nsw i32 %55, 8001
  %58 = zext nneg i32 %57 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %27, i8 1, i64 %58, i1 false), !tbaa !9
  store i8 0, ptr %27, align 1, !tbaa !9
  store i8 0, ptr %29, align 1, !tbaa !9
  br label %59

59:                                               ; preds = %33, %75
  %60 = phi i64 [ %76, %75 ], [ 2, %33 ]
  %61 = phi i32 [ %78, %75 ], [ 4, %33 ]
  %62 = getelementptr inbounds i8, ptr %27, i64 %60
  %63 = load i8, ptr %62, align 1, !tbaa !9
  %64 = icmp eq i8 %63, 0
  %65 = icmp sgt i32 %61, %56
  %66 = or i1 %65, %64
  br i1 %66, label %75, label %67

67:                                               ; preds = %59
  %68 = zext nneg i32 %61 to i64
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i64 [ %68, %67 ], [ %72, %69 ]
  %71 = getelementptr inbounds i8, ptr %27, i64 %70
  store i8 0, ptr %71, align 1, !tbaa !9
  %72 = add nuw nsw i64 %70, %60
  %73 = trunc nuw i64 %72 to i32
  %74 = icmp slt i32 %56, %73
  br i1 %74, label %75, label %69, !llvm.loop !12

75:                                               ; preds = %69, %59
  %76 = add nuw nsw i64 %60, 1
  %77 = mul nuw nsw i64 %76, %76
  %78 = trunc nuw i64 %77 to i32
  %79 = icmp slt i32 %56, %78
  br i1 %79, label %80, label %59, !llvm.loop !13

80:                                               ; preds = %75
  %81 = and i64 %41, 16376
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 0, %80 ], [ %94, %82 ]
  %84 = phi <4 x i32> [ zeroinitializer, %80 ], [ %92, %82 ]
  %85 = phi <4 x i32> [ zeroinitializer, %80 ], [ %93, %82 ]
  %86 = getelementptr inbounds i8, ptr %27, i64 %83
  %87 = getelementptr inbounds i8, ptr %86, i64 4
  %88 = load <4 x i8>, ptr %86, align 1, !tbaa !9
  %89 = load <4 x i8>, ptr %87, align 1, !tbaa !9
  %90 = zext <4 x i8> %88 to <4 x i32>
  %91 = zext <4 x i8> %89 to <4 x i32>
  %92 = add <4 x i32> %84, %90
  %93 = add <4 x i32> %85, %91
  %94 = add nuw i64 %83, 8
  %95 = icmp eq i64 %94, %81
  br i1 %95, label %96, label %82, !llvm.loop !14

96:                                               ; preds = %82
  %97 = add <4 x i32> %93, %92
  %98 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %97)
  %99 = icmp eq i64 %81, %41
  br i1 %99, label %109, label %100

100:                                              ; preds = %96, %100
  %101 = phi i64 [ %107, %100 ], [ %81, %96 ]
  %102 = phi i32 [ %106, %100 ], [ %98, %96 ]
  %103 = getelementptr inbounds i8, ptr %27, i64 %101
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = zext i8 %104 to i32
  %106 = add nuw nsw i32 %102, %105
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, %58
  br i1 %108, label %109, label %100, !llvm.loop !17

109:                                              ; preds = %100, %96
  %110 = phi i32 [ %98, %96 ], [ %106, %100 ]
  %111 = add nuw nsw i32 %55, 7999
  %112 = lshr i32 %111, 1
  %113 = add nuw nsw i32 %112, 1
  %114 = zext nneg i32 %113 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %28, i8 1, i64 %114, i1 false)
  %115 = zext nneg i32 %112 to i64
  br label %141

116:                                              ; preds = %161
  %117 = tail call i32 @llvm.umax.i32(i32 %112, i32 1)
  %118 = add nuw nsw i32 %117, 1
  %119 = zext nneg i32 %118 to i64
  %120 = and i64 %47, 8184
  %121 = or disjoint i64 %120, 1
  br label %122

122:                                              ; preds = %122, %116
  %123 = phi i64 [ 0, %116 ], [ %135, %122 ]
  %124 = phi <4 x i32> [ <i32 1, i32 0, i32 0, i32 0>, %116 ], [ %133, %122 ]
  %125 = phi <4 x i32> [ zeroinitializer, %116 ], [ %134, %122 ]
  %126 = or disjoint i64 %123, 1
  %127 = getelementptr inbounds i8, ptr %28, i64 %126
  %128 = getelementptr inbounds i8, ptr %127, i64 4
  %129 = load <4 x i8>, ptr %127, align 1, !tbaa !9
  %130 = load <4 x i8>, ptr %128, align 1, !tbaa !9
  %131 = zext <4 x i8> %129 to <4 x i32>
  %132 = zext <4 x i8> %130 to <4 x i32>
  %133 = add <4 x i32> %124, %131
  %134 = add <4 x i32> %125, %132
  %135 = add nuw i64 %123, 8
  %136 = icmp eq i64 %135, %120
  br i1 %136, label %137, label %122, !llvm.loop !18

137:                                              ; preds = %122
  %138 = add <4 x i32> %134, %133
  %139 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %138)
  %140 = icmp eq i64 %120, %47
  br i1 %140, label %178, label %169

141:                                              ; preds = %161, %109
  %142 = phi i64 [ 1, %109 ], [ %162, %161 ]
  %143 = phi i32 [ 2, %109 ], [ %168, %161 ]
  %144 = phi i32 [ 9, %109 ], [ %166, %161 ]
  %145 = or disjoint i32 %143, 1
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds i8, ptr %28, i64 %142
  %148 = load i8, ptr %147, align 1, !tbaa !9
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %161, label %150

150:                                              ; preds = %141
  %151 = add nsw i32 %144, -1
  %152 = lshr exact i32 %151, 1
  %153 = icmp ugt i32 %152, %112
  br i1 %153, label %161, label %154

154:                                              ; preds = %150
  %155 = zext nneg i32 %152 to i64
  br label %156

156:                                              ; preds = %156, %154
  %157 = phi i64 [ %155, %154 ], [ %159, %156 ]
  %158 = getelementptr inbounds i8, ptr %28, i64 %157
  store i8 0, ptr %158, align 1, !tbaa !9
  %159 = add nuw nsw i64 %157, %146
  %160 = icmp ugt i64 %159, %115
  br i1 %160, label %161, label %156, !llvm.loop !19

161:                                              ; preds = %156, %150, %141
  %162 = add nuw nsw i64 %142, 1
  %163 = shl nuw nsw i64 %162, 1
  %164 = or disjoint i64 %163, 1
  %165 = mul nuw nsw i64 %164, %164
  %166 = trunc nuw i64 %165 to i32
  %167 = icmp slt i32 %56, %166
  %168 = add i32 %143, 2
  br i1 %167, label %116, label %141, !llvm.loop !20

169:                                              ; preds = %137, %169
  %170 = phi i64 [ %176, %169 ], [ %121, %137 ]
  %171 = phi i32 [ %175, %169 ], [ %139, %137 ]
  %172 = getelementptr inbounds i8, ptr %28, i64 %170
  %173 = load i8, ptr %172, align 1, !tbaa !9
  %174 = zext i8 %173 to i32
  %175 = add nuw nsw i32 %171, %174
  %176 = add nuw nsw i64 %170, 1
  %177 = icmp eq i64 %176, %119
  br i1 %177, label %178, label %169, !llvm.loop !21

178:                                              ; preds = %169, %137
  %179 = phi i32 [ %139, %137 ], [ %175, %169 ]
  %180 = icmp eq i32 %110, %179
  br i1 %180, label %182, label %181

181:                                              ; preds = %178
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %56, i32 noundef %110, i32 noundef %179)
  br label %304

182:                                              ; preds = %178
  %183 = zext nneg i32 %56 to i64
  %184 = and i64 %53, 7
  %185 = icmp eq i64 %184, 0
  %186 = select i1 %185, i64 8, i64 %184
  %187 = sub nsw i64 %53, %186
  %188 = shl nsw i64 %187, 1
  %189 = add nsw i64 %188, 3
  %190 = shl nsw i64 %187, 1
  %191 = add nsw i64 %190, 5
  %192 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %35, i64 0
  br label %193

193:                                              ; preds = %193, %182
  %194 = phi i64 [ 0, %182 ], [ %266, %193 ]
  %195 = phi <4 x i32> [ %192, %182 ], [ %264, %193 ]
  %196 = phi <4 x i32> [ zeroinitializer, %182 ], [ %265, %193 ]
  %197 = shl i64 %194, 1
  %198 = or disjoint i64 %197, 3
  %199 = or disjoint i64 %197, 5
  %200 = or disjoint i64 %197, 7
  %201 = or disjoint i64 %197, 9
  %202 = or disjoint i64 %197, 11
  %203 = or disjoint i64 %197, 13
  %204 = or disjoint i64 %197, 15
  %205 = shl i64 %194, 1
  %206 = or disjoint i64 %205, 5
  %207 = or disjoint i64 %205, 7
  %208 = or disjoint i64 %205, 9
  %209 = or disjoint i64 %205, 11
  %210 = or disjoint i64 %205, 13
  %211 = or disjoint i64 %205, 15
  %212 = getelementptr inbounds i8, ptr %27, i64 %198
  %213 = getelementptr inbounds i8, ptr %27, i64 %199
  %214 = getelementptr inbounds i8, ptr %27, i64 %200
  %215 = getelementptr inbounds i8, ptr %27, i64 %201
  %216 = getelementptr inbounds i8, ptr %27, i64 %202
  %217 = getelementptr inbounds i8, ptr %27, i64 %203
  %218 = getelementptr inbounds i8, ptr %27, i64 %204
  %219 = getelementptr i8, ptr %30, i64 %197
  %220 = load i8, ptr %212, align 1, !tbaa !9
  %221 = load i8, ptr %213, align 1, !tbaa !9
  %222 = load i8, ptr %214, align 1, !tbaa !9
  %223 = load i8, ptr %215, align 1, !tbaa !9
  %224 = insertelement <4 x i8> poison, i8 %220, i64 0
  %225 = insertelement <4 x i8> %224, i8 %221, i64 1
  %226 = insertelement <4 x i8> %225, i8 %222, i64 2
  %227 = insertelement <4 x i8> %226, i8 %223, i64 3
  %228 = load i8, ptr %216, align 1, !tbaa !9
  %229 = load i8, ptr %217, align 1, !tbaa !9
  %230 = load i8, ptr %218, align 1, !tbaa !9
  %231 = load i8, ptr %219, align 1, !tbaa !9
  %232 = insertelement <4 x i8> poison, i8 %228, i64 0
  %233 = insertelement <4 x i8> %232, i8 %229, i64 1
  %234 = insertelement <4 x i8> %233, i8 %230, i64 2
  %235 = insertelement <4 x i8> %234, i8 %231, i64 3
  %236 = getelementptr inbounds i8, ptr %27, i64 %206
  %237 = getelementptr inbounds i8, ptr %27, i64 %207
  %238 = getelementptr inbounds i8, ptr %27, i64 %208
  %239 = getelementptr inbounds i8, ptr %27, i64 %209
  %240 = getelementptr inbounds i8, ptr %27, i64 %210
  %241 = getelementptr inbounds i8, ptr %27, i64 %211
  %242 = getelementptr i8, ptr %31, i64 %205
  %243 = getelementptr i8, ptr %32, i64 %205
  %244 = load i8, ptr %236, align 1, !tbaa !9
  %245 = load i8, ptr %237, align 1, !tbaa !9
  %246 = load i8, ptr %238, align 1, !tbaa !9
  %247 = load i8, ptr %239, align 1, !tbaa !9
  %248 = insertelement <4 x i8> poison, i8 %244, i64 0
  %249 = insertelement <4 x i8> %248, i8 %245, i64 1
  %250 = insertelement <4 x i8> %249, i8 %246, i64 2
  %251 = insertelement <4 x i8> %250, i8 %247, i64 3
  %252 = load i8, ptr %240, align 1, !tbaa !9
  %253 = load i8, ptr %241, align 1, !tbaa !9
  %254 = load i8, ptr %242, align 1, !tbaa !9
  %255 = load i8, ptr %243, align 1, !tbaa !9
  %256 = insertelement <4 x i8> poison, i8 %252, i64 0
  %257 = insertelement <4 x i8> %256, i8 %253, i64 1
  %258 = insertelement <4 x i8> %257, i8 %254, i64 2
  %259 = insertelement <4 x i8> %258, i8 %255, i64 3
  %260 = and <4 x i8> %251, %227
  %261 = and <4 x i8> %259, %235
  %262 = zext <4 x i8> %260 to <4 x i32>
  %263 = zext <4 x i8> %261 to <4 x i32>
  %264 = add <4 x i32> %195, %262
  %265 = add <4 x i32> %196, %263
  %266 = add nuw i64 %194, 8
  %267 = icmp eq i64 %266, %187
  br i1 %267, label %268, label %193, !llvm.loop !22

268:                                              ; preds = %193
  %269 = add <4 x i32> %265, %264
  %270 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %269)
  br label %273

271:                                              ; preds = %273
  %272 = add nuw nsw i32 %55, 7500
  br label %287

273:                                              ; preds = %268, %273
  %274 = phi i64 [ %189, %268 ], [ %286, %273 ]
  %275 = phi i64 [ %191, %268 ], [ %284, %273 ]
  %276 = phi i32 [ %270, %268 ], [ %283, %273 ]
  %277 = getelementptr inbounds i8, ptr %27, i64 %274
  %278 = load i8, ptr %277, align 1, !tbaa !9
  %279 = getelementptr inbounds i8, ptr %27, i64 %275
  %280 = load i8, ptr %279, align 1, !tbaa !9
  %281 = and i8 %280, %278
  %282 = zext i8 %281 to i32
  %283 = add nsw i32 %276, %282
  %284 = add nuw nsw i64 %275, 2
  %285 = icmp ugt i64 %284, %183
  %286 = add nuw nsw i64 %274, 2
  br i1 %285, label %271, label %273, !llvm.loop !23

287:                                              ; preds = %271, %287
  %288 = phi i32 [ %56, %271 ], [ %297, %287 ]
  %289 = phi i64 [ %37, %271 ], [ %296, %287 ]
  %290 = zext nneg i32 %288 to i64
  %291 = getelementptr inbounds i8, ptr %27, i64 %290
  %292 = load i8, ptr %291, align 1, !tbaa !9
  %293 = icmp eq i8 %292, 0
  %294 = mul i64 %289, 31
  %295 = add i64 %294, %290
  %296 = select i1 %293, i64 %289, i64 %295
  %297 = add nsw i32 %288, -1
  %298 = icmp sgt i32 %297, %272
  br i1 %298, label %287, label %299, !llvm.loop !24

299:                                              ; preds = %287
  %300 = add nuw nsw i32 %110, %34
  %301 = add i32 %36, 1
  %302 = icmp eq i32 %301, %26
  br i1 %302, label %303, label %33, !llvm.loop !25

303:                                              ; preds = %299
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %300, i32 noundef %283, i64 noundef %296)
  tail call void @free(ptr noundef nonnull %27)
  tail call void @free(ptr noundef %28)
  br label %304

304:                                              ; preds = %181, %303
  %305 = phi i32 [ 0, %303 ], [ 1, %181 ]
  ret i32 %305
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }

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
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11, !16, !15}
!18 = distinct !{!18, !11, !15, !16}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11, !16, !15}
!22 = distinct !{!22, !11, !15, !16}
!23 = distinct !{!23, !11, !16, !15}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}

; ModuleID = 'bench_strsearch.c'
source_filename = "bench_strsearch.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@main.alphabet = internal unnamed_addr constant [8 x i8] c"aaaccgta", align 1
@.str = private unnamed_addr constant [31 x i8] c"mismatch: pattern %d: %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"%ld %ld %08x %016llx\0A\00", align 1
@state = internal unnamed_addr global i32 -1831433054, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [10 x [24 x i8]], align 16
  %4 = alloca [10 x i64], align 16
  %5 = icmp slt i32 %0, 2
  br i1 %5, label %28, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = load i8, ptr %8, align 1, !tbaa !9
  %10 = add i8 %9, -48
  %11 = icmp ult i8 %10, 10
  br i1 %11, label %16, label %12

12:                                               ; preds = %16, %6
  %13 = phi i32 [ 0, %6 ], [ %23, %16 ]
  %14 = tail call i32 @llvm.smax.i32(i32 %13, i32 1)
  %15 = zext nneg i32 %14 to i64
  br label %28

16:                                               ; preds = %6, %16
  %17 = phi i8 [ %25, %16 ], [ %9, %6 ]
  %18 = phi ptr [ %24, %16 ], [ %8, %6 ]
  %19 = phi i32 [ %23, %16 ], [ 0, %6 ]
  %20 = mul nsw i32 %19, 10
  %21 = add nsw i8 %17, -48
  %22 = zext nneg i8 %21 to i32
  %23 = add nsw i32 %20, %22
  %24 = getelementptr inbounds i8, ptr %18, i64 1
  %25 = load i8, ptr %24, align 1, !tbaa !9
  %26 = add i8 %25, -48
  %27 = icmp ult i8 %26, 10
  br i1 %27, label %16, label %12, !llvm.loop !10

28:                                               ; preds = %2, %12
  %29 = phi i64 [ %15, %12 ], [ 1, %2 ]
  %30 = tail call dereferenceable_or_null(1536) ptr @malloc(i64 noundef 1536) #10
  %31 = load i32, ptr @state, align 4, !tbaa !12
  br label %32

32:                                               ; preds = %32, %28
  %33 = phi i64 [ 0, %28 ], [ %58, %32 ]
  %34 = phi i32 [ %31, %28 ], [ %52, %32 ]
  %35 = shl i32 %34, 13
  %36 = xor i32 %35, %34
  %37 = lshr i32 %36, 17
  %38 = xor i32 %37, %36
  %39 = shl i32 %38, 5
  %40 = xor i32 %39, %38
  %41 = and i32 %38, 7
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [8 x i8], ptr @main.alphabet, i64 0, i64 %42
  %44 = load i8, ptr %43, align 1, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %30, i64 %33
  store i8 %44, ptr %45, align 1, !tbaa !9
  %46 = or disjoint i64 %33, 1
  %47 = shl i32 %40, 13
  %48 = xor i32 %47, %40
  %49 = lshr i32 %48, 17
  %50 = xor i32 %49, %48
  %51 = shl i32 %50, 5
  %52 = xor i32 %51, %50
  %53 = and i32 %50, 7
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [8 x i8], ptr @main.alphabet, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %30, i64 %46
  store i8 %56, ptr %57, align 1, !tbaa !9
  %58 = add nuw nsw i64 %33, 2
  %59 = icmp eq i64 %58, 1536
  br i1 %59, label %60, label %32, !llvm.loop !14

60:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #11
  store i64 3, ptr %4, align 16, !tbaa !15
  %61 = shl i32 %52, 13
  %62 = xor i32 %61, %52
  %63 = lshr i32 %62, 17
  %64 = xor i32 %63, %62
  %65 = shl i32 %64, 5
  %66 = xor i32 %65, %64
  %67 = urem i32 %66, 1512
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr i8, ptr %30, i64 %68
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(3) %3, ptr noundef nonnull align 1 dereferenceable(3) %69, i64 3, i1 false), !tbaa !9
  %70 = getelementptr inbounds i8, ptr %3, i64 24
  %71 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 10, ptr %71, align 8, !tbaa !15
  %72 = shl i32 %66, 13
  %73 = xor i32 %72, %66
  %74 = lshr i32 %73, 17
  %75 = xor i32 %74, %73
  %76 = shl i32 %75, 5
  %77 = xor i32 %76, %75
  %78 = urem i32 %77, 1512
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr i8, ptr %30, i64 %79
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(10) %70, ptr noundef nonnull align 1 dereferenceable(10) %80, i64 10, i1 false), !tbaa !9
  %81 = getelementptr inbounds i8, ptr %3, i64 48
  %82 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 4, ptr %82, align 16, !tbaa !15
  %83 = shl i32 %77, 13
  %84 = xor i32 %83, %77
  %85 = lshr i32 %84, 17
  %86 = xor i32 %85, %84
  %87 = shl i32 %86, 5
  %88 = xor i32 %87, %86
  %89 = urem i32 %88, 1512
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr i8, ptr %30, i64 %90
  %92 = load i32, ptr %91, align 1, !tbaa !9
  store i32 %92, ptr %81, align 16, !tbaa !9
  %93 = getelementptr inbounds i8, ptr %3, i64 51
  store i8 120, ptr %93, align 1, !tbaa !9
  %94 = getelementptr inbounds i8, ptr %3, i64 72
  %95 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 11, ptr %95, align 8, !tbaa !15
  %96 = shl i32 %88, 13
  %97 = xor i32 %96, %88
  %98 = lshr i32 %97, 17
  %99 = xor i32 %98, %97
  %100 = shl i32 %99, 5
  %101 = xor i32 %100, %99
  %102 = urem i32 %101, 1512
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr i8, ptr %30, i64 %103
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(11) %94, ptr noundef nonnull align 1 dereferenceable(11) %104, i64 11, i1 false), !tbaa !9
  %105 = getelementptr inbounds i8, ptr %3, i64 96
  %106 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 5, ptr %106, align 16, !tbaa !15
  %107 = shl i32 %101, 13
  %108 = xor i32 %107, %101
  %109 = lshr i32 %108, 17
  %110 = xor i32 %109, %108
  %111 = shl i32 %110, 5
  %112 = xor i32 %111, %110
  %113 = urem i32 %112, 1512
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr i8, ptr %30, i64 %114
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(5) %105, ptr noundef nonnull align 1 dereferenceable(5) %115, i64 5, i1 false), !tbaa !9
  %116 = getelementptr inbounds i8, ptr %3, i64 120
  %117 = getelementptr inbounds i8, ptr %4, i64 40
  store i64 12, ptr %117, align 8, !tbaa !15
  %118 = shl i32 %112, 13
  %119 = xor i32 %118, %112
  %120 = lshr i32 %119, 17
  %121 = xor i32 %120, %119
  %122 = shl i32 %121, 5
  %123 = xor i32 %122, %121
  %124 = urem i32 %123, 1512
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr i8, ptr %30, i64 %125
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %116, ptr noundef nonnull align 1 dereferenceable(12) %126, i64 12, i1 false), !tbaa !9
  %127 = getelementptr inbounds i8, ptr %3, i64 131
  store i8 120, ptr %127, align 1, !tbaa !9
  %128 = getelementptr inbounds i8, ptr %3, i64 144
  %129 = getelementptr inbounds i8, ptr %4, i64 48
  store i64 6, ptr %129, align 16, !tbaa !15
  %130 = shl i32 %123, 13
  %131 = xor i32 %130, %123
  %132 = lshr i32 %131, 17
  %133 = xor i32 %132, %131
  %134 = shl i32 %133, 5
  %135 = xor i32 %134, %133
  %136 = urem i32 %135, 1512
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr i8, ptr %30, i64 %137
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %128, ptr noundef nonnull align 1 dereferenceable(6) %138, i64 6, i1 false), !tbaa !9
  %139 = getelementptr inbounds i8, ptr %3, i64 168
  %140 = getelementptr inbounds i8, ptr %4, i64 56
  store i64 13, ptr %140, align 8, !tbaa !15
  %141 = shl i32 %135, 13
  %142 = xor i32 %141, %135
  %143 = lshr i32 %142, 17
  %144 = xor i32 %143, %142
  %145 = shl i32 %144, 5
  %146 = xor i32 %145, %144
  %147 = urem i32 %146, 1512
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr i8, ptr %30, i64 %148
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(13) %139, ptr noundef nonnull align 1 dereferenceable(13) %149, i64 13, i1 false), !tbaa !9
  %150 = getelementptr inbounds i8, ptr %3, i64 192
  %151 = getelementptr inbounds i8, ptr %4, i64 64
  store i64 7, ptr %151, align 16, !tbaa !15
  %152 = shl i32 %146, 13
  %153 = xor i32 %152, %146
  %154 = lshr i32 %153, 17
  %155 = xor i32 %154, %153
  %156 = shl i32 %155, 5
  %157 = xor i32 %156, %155
  %158 = urem i32 %157, 1512
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr i8, ptr %30, i64 %159
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(7) %150, ptr noundef nonnull align 1 dereferenceable(7) %160, i64 7, i1 false), !tbaa !9
  %161 = getelementptr inbounds i8, ptr %3, i64 198
  store i8 120, ptr %161, align 2, !tbaa !9
  %162 = getelementptr inbounds i8, ptr %3, i64 216
  %163 = getelementptr inbounds i8, ptr %4, i64 72
  store i64 14, ptr %163, align 8, !tbaa !15
  %164 = shl i32 %157, 13
  %165 = xor i32 %164, %157
  %166 = lshr i32 %165, 17
  %167 = xor i32 %166, %165
  %168 = shl i32 %167, 5
  %169 = xor i32 %168, %167
  %170 = urem i32 %169, 1512
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr i8, ptr %30, i64 %171
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(14) %162, ptr noundef nonnull align 1 dereferenceable(14) %172, i64 14, i1 false), !tbaa !9
  store i32 %169, ptr @state, align 4, !tbaa !12
  %173 = getelementptr i8, ptr %30, i64 -1
  br label %174

174:                                              ; preds = %60, %375
  %175 = phi i64 [ 0, %60 ], [ %376, %375 ]
  %176 = phi i32 [ 0, %60 ], [ %372, %375 ]
  %177 = phi i64 [ 0, %60 ], [ %313, %375 ]
  %178 = phi i32 [ 0, %60 ], [ %284, %375 ]
  %179 = phi i32 [ 0, %60 ], [ %283, %375 ]
  %180 = and i64 %175, 7
  %181 = getelementptr inbounds [8 x i8], ptr @main.alphabet, i64 0, i64 %180
  %182 = load i8, ptr %181, align 1, !tbaa !9
  %183 = mul nuw nsw i64 %175, 7
  %184 = urem i64 %183, 1536
  %185 = getelementptr inbounds i8, ptr %30, i64 %184
  store i8 %182, ptr %185, align 1, !tbaa !9
  %186 = mul nuw nsw i64 %175, 131
  br label %187

187:                                              ; preds = %174, %368
  %188 = phi i64 [ 0, %174 ], [ %373, %368 ]
  %189 = phi i32 [ %176, %174 ], [ %372, %368 ]
  %190 = phi i64 [ %177, %174 ], [ %313, %368 ]
  %191 = phi i32 [ %178, %174 ], [ %284, %368 ]
  %192 = phi i32 [ %179, %174 ], [ %283, %368 ]
  %193 = getelementptr inbounds [10 x [24 x i8]], ptr %3, i64 0, i64 %188
  %194 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %188
  %195 = load i64, ptr %194, align 8, !tbaa !15
  %196 = icmp ult i64 %195, 1537
  br i1 %196, label %197, label %282

197:                                              ; preds = %187
  %198 = icmp eq i64 %195, 0
  %199 = sub nuw nsw i64 1537, %195
  br label %200

200:                                              ; preds = %214, %197
  %201 = phi i64 [ 0, %197 ], [ %219, %214 ]
  %202 = phi i32 [ 0, %197 ], [ %218, %214 ]
  %203 = getelementptr i8, ptr %30, i64 %201
  br i1 %198, label %214, label %204

204:                                              ; preds = %200, %211
  %205 = phi i64 [ %212, %211 ], [ 0, %200 ]
  %206 = getelementptr i8, ptr %203, i64 %205
  %207 = load i8, ptr %206, align 1, !tbaa !9
  %208 = getelementptr inbounds i8, ptr %193, i64 %205
  %209 = load i8, ptr %208, align 1, !tbaa !9
  %210 = icmp eq i8 %207, %209
  br i1 %210, label %211, label %214

211:                                              ; preds = %204
  %212 = add nuw nsw i64 %205, 1
  %213 = icmp eq i64 %212, %195
  br i1 %213, label %214, label %204, !llvm.loop !17

214:                                              ; preds = %211, %204, %200
  %215 = phi i64 [ 0, %200 ], [ %205, %204 ], [ %195, %211 ]
  %216 = icmp eq i64 %215, %195
  %217 = zext i1 %216 to i32
  %218 = add nuw nsw i32 %202, %217
  %219 = add nuw nsw i64 %201, 1
  %220 = icmp eq i64 %219, %199
  br i1 %220, label %221, label %200, !llvm.loop !18

221:                                              ; preds = %214
  %222 = load i8, ptr %193, align 8, !tbaa !9
  %223 = getelementptr inbounds i8, ptr %193, i64 1
  %224 = add nsw i64 %195, -1
  %225 = icmp eq i64 %224, 0
  br label %226

226:                                              ; preds = %246, %221
  %227 = phi i64 [ 0, %221 ], [ %248, %246 ]
  %228 = phi i32 [ 0, %221 ], [ %247, %246 ]
  %229 = getelementptr inbounds i8, ptr %30, i64 %227
  %230 = load i8, ptr %229, align 1, !tbaa !9
  %231 = icmp eq i8 %230, %222
  br i1 %231, label %232, label %246

232:                                              ; preds = %226
  %233 = getelementptr inbounds i8, ptr %229, i64 1
  br i1 %225, label %244, label %237

234:                                              ; preds = %237
  %235 = add nuw i64 %238, 1
  %236 = icmp eq i64 %235, %224
  br i1 %236, label %244, label %237, !llvm.loop !19

237:                                              ; preds = %232, %234
  %238 = phi i64 [ %235, %234 ], [ 0, %232 ]
  %239 = getelementptr inbounds i8, ptr %233, i64 %238
  %240 = load i8, ptr %239, align 1, !tbaa !9
  %241 = getelementptr inbounds i8, ptr %223, i64 %238
  %242 = load i8, ptr %241, align 1, !tbaa !9
  %243 = icmp eq i8 %240, %242
  br i1 %243, label %234, label %246

244:                                              ; preds = %234, %232
  %245 = add nsw i32 %228, 1
  br label %246

246:                                              ; preds = %237, %244, %226
  %247 = phi i32 [ %228, %226 ], [ %245, %244 ], [ %228, %237 ]
  %248 = add nuw nsw i64 %227, 1
  %249 = icmp eq i64 %248, %199
  br i1 %249, label %250, label %226, !llvm.loop !20

250:                                              ; preds = %246
  %251 = icmp eq i32 %218, %247
  br i1 %251, label %254, label %252

252:                                              ; preds = %250
  %253 = trunc nuw nsw i64 %188 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %253, i32 noundef %218, i32 noundef %247)
  br label %379

254:                                              ; preds = %250
  %255 = add nsw i32 %218, %192
  br label %256

256:                                              ; preds = %272, %254
  %257 = phi i64 [ 0, %254 ], [ %273, %272 ]
  %258 = getelementptr i8, ptr %30, i64 %257
  br i1 %198, label %269, label %259

259:                                              ; preds = %256, %266
  %260 = phi i64 [ %267, %266 ], [ 0, %256 ]
  %261 = getelementptr i8, ptr %258, i64 %260
  %262 = load i8, ptr %261, align 1, !tbaa !9
  %263 = getelementptr inbounds i8, ptr %193, i64 %260
  %264 = load i8, ptr %263, align 1, !tbaa !9
  %265 = icmp eq i8 %262, %264
  br i1 %265, label %266, label %269

266:                                              ; preds = %259
  %267 = add nuw nsw i64 %260, 1
  %268 = icmp eq i64 %267, %195
  br i1 %268, label %275, label %259, !llvm.loop !21

269:                                              ; preds = %259, %256
  %270 = phi i64 [ 0, %256 ], [ %260, %259 ]
  %271 = icmp eq i64 %270, %195
  br i1 %271, label %275, label %272

272:                                              ; preds = %269
  %273 = add nuw nsw i64 %257, 1
  %274 = icmp eq i64 %273, %199
  br i1 %274, label %282, label %256, !llvm.loop !22

275:                                              ; preds = %269, %266
  %276 = and i64 %257, 2147483648
  %277 = icmp eq i64 %276, 0
  %278 = icmp slt i32 %191, 1000000000
  %279 = select i1 %277, i1 %278, i1 false
  br i1 %279, label %280, label %282

280:                                              ; preds = %275
  %281 = icmp eq i64 %195, 0
  br label %332

282:                                              ; preds = %272, %332, %363, %359, %187, %275
  %283 = phi i32 [ %255, %275 ], [ %192, %187 ], [ %255, %359 ], [ %255, %363 ], [ %255, %332 ], [ %255, %272 ]
  %284 = phi i32 [ %191, %275 ], [ %191, %187 ], [ %336, %359 ], [ %336, %363 ], [ %336, %332 ], [ %191, %272 ]
  %285 = phi i64 [ %190, %275 ], [ %190, %187 ], [ %339, %359 ], [ %339, %363 ], [ %339, %332 ], [ %190, %272 ]
  %286 = icmp eq i64 %195, 1537
  br i1 %286, label %308, label %287

287:                                              ; preds = %282
  %288 = getelementptr i8, ptr %193, i64 -1
  %289 = icmp eq i64 %195, 0
  br i1 %289, label %308, label %290

290:                                              ; preds = %287
  %291 = sub i64 1536, %195
  br label %295

292:                                              ; preds = %301
  %293 = add i64 %296, -1
  %294 = icmp eq i64 %296, 0
  br i1 %294, label %308, label %295, !llvm.loop !23

295:                                              ; preds = %290, %292
  %296 = phi i64 [ %293, %292 ], [ %291, %290 ]
  %297 = getelementptr i8, ptr %173, i64 %296
  br label %301

298:                                              ; preds = %301
  %299 = add i64 %302, -1
  %300 = icmp eq i64 %299, 0
  br i1 %300, label %308, label %301, !llvm.loop !24

301:                                              ; preds = %298, %295
  %302 = phi i64 [ %195, %295 ], [ %299, %298 ]
  %303 = getelementptr i8, ptr %297, i64 %302
  %304 = load i8, ptr %303, align 1, !tbaa !9
  %305 = getelementptr i8, ptr %288, i64 %302
  %306 = load i8, ptr %305, align 1, !tbaa !9
  %307 = icmp eq i8 %304, %306
  br i1 %307, label %298, label %292

308:                                              ; preds = %292, %298, %287, %282
  %309 = phi i64 [ -1, %282 ], [ 1536, %287 ], [ %296, %298 ], [ -1, %292 ]
  %310 = shl i64 %309, 32
  %311 = add i64 %310, 4294967296
  %312 = ashr exact i64 %311, 32
  %313 = xor i64 %312, %285
  %314 = mul nuw nsw i64 %188, 17
  %315 = add nuw nsw i64 %314, %186
  %316 = urem i64 %315, 1512
  %317 = getelementptr inbounds i8, ptr %30, i64 %316
  %318 = icmp eq i64 %195, 0
  br i1 %318, label %368, label %322

319:                                              ; preds = %322
  %320 = add nuw i64 %323, 1
  %321 = icmp eq i64 %320, %195
  br i1 %321, label %368, label %322, !llvm.loop !19

322:                                              ; preds = %308, %319
  %323 = phi i64 [ %320, %319 ], [ 0, %308 ]
  %324 = getelementptr inbounds i8, ptr %193, i64 %323
  %325 = load i8, ptr %324, align 1, !tbaa !9
  %326 = getelementptr inbounds i8, ptr %317, i64 %323
  %327 = load i8, ptr %326, align 1, !tbaa !9
  %328 = icmp eq i8 %325, %327
  br i1 %328, label %319, label %329

329:                                              ; preds = %322
  %330 = icmp ult i8 %325, %327
  %331 = select i1 %330, i32 -1, i32 1
  br label %368

332:                                              ; preds = %280, %363
  %333 = phi i64 [ %257, %280 ], [ %344, %363 ]
  %334 = phi i64 [ %190, %280 ], [ %339, %363 ]
  %335 = phi i32 [ %191, %280 ], [ %336, %363 ]
  %336 = add nsw i32 %335, 1
  %337 = mul i64 %334, 1000003
  %338 = and i64 %333, 4294967295
  %339 = add i64 %337, %338
  %340 = add nuw nsw i64 %195, %338
  %341 = add nuw nsw i64 %340, %195
  %342 = icmp ugt i64 %341, 1536
  br i1 %342, label %282, label %343

343:                                              ; preds = %332, %359
  %344 = phi i64 [ %360, %359 ], [ %340, %332 ]
  %345 = getelementptr i8, ptr %30, i64 %344
  br i1 %281, label %356, label %346

346:                                              ; preds = %343, %353
  %347 = phi i64 [ %354, %353 ], [ 0, %343 ]
  %348 = getelementptr i8, ptr %345, i64 %347
  %349 = load i8, ptr %348, align 1, !tbaa !9
  %350 = getelementptr inbounds i8, ptr %193, i64 %347
  %351 = load i8, ptr %350, align 1, !tbaa !9
  %352 = icmp eq i8 %349, %351
  br i1 %352, label %353, label %356

353:                                              ; preds = %346
  %354 = add nuw i64 %347, 1
  %355 = icmp eq i64 %354, %195
  br i1 %355, label %363, label %346, !llvm.loop !21

356:                                              ; preds = %346, %343
  %357 = phi i64 [ 0, %343 ], [ %347, %346 ]
  %358 = icmp eq i64 %357, %195
  br i1 %358, label %363, label %359

359:                                              ; preds = %356
  %360 = add i64 %344, 1
  %361 = add i64 %360, %195
  %362 = icmp ugt i64 %361, 1536
  br i1 %362, label %282, label %343, !llvm.loop !22

363:                                              ; preds = %356, %353
  %364 = and i64 %344, 2147483648
  %365 = icmp eq i64 %364, 0
  %366 = icmp slt i32 %335, 999999999
  %367 = select i1 %365, i1 %366, i1 false
  br i1 %367, label %332, label %282, !llvm.loop !25

368:                                              ; preds = %319, %329, %308
  %369 = phi i32 [ %331, %329 ], [ 0, %308 ], [ 0, %319 ]
  %370 = mul i32 %189, 31
  %371 = add i32 %370, 1
  %372 = add i32 %371, %369
  %373 = add nuw nsw i64 %188, 1
  %374 = icmp eq i64 %373, 10
  br i1 %374, label %375, label %187, !llvm.loop !26

375:                                              ; preds = %368
  %376 = add nuw nsw i64 %175, 1
  %377 = icmp eq i64 %376, %29
  br i1 %377, label %378, label %174, !llvm.loop !27

378:                                              ; preds = %375
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %283, i32 noundef %284, i32 noundef %372, i64 noundef %313)
  tail call void @free(ptr noundef %30)
  br label %379

379:                                              ; preds = %252, %378
  %380 = phi i32 [ 0, %378 ], [ 1, %252 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %3) #11
  ret i32 %380
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}

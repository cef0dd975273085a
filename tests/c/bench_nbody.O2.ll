; ModuleID = 'bench_nbody.c'
source_filename = "bench_nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Body = type { double, double, double, double, double, double, double }

@__const.main.b = private unnamed_addr constant [5 x %struct.Body] [%struct.Body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 3.947000e+01 }, %struct.Body { double 4.840000e+00, double -1.160000e+00, double -1.000000e-01, double 6.060000e-01, double 2.810000e+00, double -2.000000e-02, double 3.700000e-02 }, %struct.Body { double 0x4020AE147AE147AE, double 4.120000e+00, double -4.000000e-01, double -1.010000e+00, double 1.820000e+00, double 8.000000e-03, double 1.100000e-02 }, %struct.Body { double 1.289000e+01, double -1.511000e+01, double -2.200000e-01, double 1.080000e+00, double 8.680000e-01, double -1.000000e-02, double 1.700000e-03 }, %struct.Body { double 1.537000e+01, double -2.591000e+01, double 1.790000e-01, double 0x3FEF53F7CED91687, double 5.940000e-01, double -3.400000e-02, double 2.000000e-03 }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [5 x %struct.Body], align 16
  %4 = icmp slt i32 %0, 2
  br i1 %4, label %27, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = load i8, ptr %7, align 1, !tbaa !9
  %9 = add i8 %8, -48
  %10 = icmp ult i8 %9, 10
  br i1 %10, label %15, label %11

11:                                               ; preds = %15, %5
  %12 = phi i32 [ 0, %5 ], [ %22, %15 ]
  %13 = tail call i32 @llvm.smax.i32(i32 %12, i32 1)
  %14 = mul nuw nsw i32 %13, 200
  br label %27

15:                                               ; preds = %5, %15
  %16 = phi i8 [ %24, %15 ], [ %8, %5 ]
  %17 = phi ptr [ %23, %15 ], [ %7, %5 ]
  %18 = phi i32 [ %22, %15 ], [ 0, %5 ]
  %19 = mul nsw i32 %18, 10
  %20 = add nsw i8 %16, -48
  %21 = zext nneg i8 %20 to i32
  %22 = add nsw i32 %19, %21
  %23 = getelementptr inbounds i8, ptr %17, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = add i8 %24, -48
  %26 = icmp ult i8 %25, 10
  br i1 %26, label %15, label %11, !llvm.loop !10

27:                                               ; preds = %2, %11
  %28 = phi i32 [ %14, %11 ], [ 200, %2 ]
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(280) %3, ptr noundef nonnull align 16 dereferenceable(280) @__const.main.b, i64 280, i1 false)
  br label %33

29:                                               ; preds = %104, %33
  %30 = phi double [ %50, %33 ], [ %107, %104 ]
  %31 = add nuw nsw i64 %35, 1
  %32 = icmp eq i64 %51, 5
  br i1 %32, label %110, label %33, !llvm.loop !12

33:                                               ; preds = %29, %27
  %34 = phi i64 [ 0, %27 ], [ %51, %29 ]
  %35 = phi i64 [ 1, %27 ], [ %31, %29 ]
  %36 = phi double [ 0.000000e+00, %27 ], [ %30, %29 ]
  %37 = getelementptr inbounds %struct.Body, ptr %3, i64 %34
  %38 = getelementptr inbounds i8, ptr %37, i64 48
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = fmul double %39, 5.000000e-01
  %41 = getelementptr inbounds i8, ptr %37, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !16
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = load double, ptr %43, align 8, !tbaa !17
  %45 = fmul double %44, %44
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %42, double %45)
  %47 = getelementptr inbounds i8, ptr %37, i64 40
  %48 = load double, ptr %47, align 8, !tbaa !18
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %48, double %46)
  %50 = tail call double @llvm.fmuladd.f64(double %40, double %49, double %36)
  %51 = add nuw nsw i64 %34, 1
  %52 = icmp ult i64 %34, 4
  br i1 %52, label %53, label %29

53:                                               ; preds = %33
  %54 = load double, ptr %37, align 8, !tbaa !19
  %55 = getelementptr inbounds i8, ptr %37, i64 8
  %56 = load double, ptr %55, align 8, !tbaa !20
  %57 = getelementptr inbounds i8, ptr %37, i64 16
  %58 = load double, ptr %57, align 8, !tbaa !21
  br label %59

59:                                               ; preds = %104, %53
  %60 = phi i64 [ %35, %53 ], [ %108, %104 ]
  %61 = phi double [ %50, %53 ], [ %107, %104 ]
  %62 = getelementptr inbounds %struct.Body, ptr %3, i64 %60
  %63 = load double, ptr %62, align 8, !tbaa !19
  %64 = fsub double %54, %63
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load double, ptr %65, align 8, !tbaa !20
  %67 = fsub double %56, %66
  %68 = getelementptr inbounds i8, ptr %62, i64 16
  %69 = load double, ptr %68, align 8, !tbaa !21
  %70 = fsub double %58, %69
  %71 = getelementptr inbounds i8, ptr %62, i64 48
  %72 = load double, ptr %71, align 8, !tbaa !13
  %73 = fmul double %39, %72
  %74 = fmul double %67, %67
  %75 = tail call double @llvm.fmuladd.f64(double %64, double %64, double %74)
  %76 = tail call double @llvm.fmuladd.f64(double %70, double %70, double %75)
  %77 = fcmp ogt double %76, 1.000000e+00
  %78 = select i1 %77, double %76, double 1.000000e+00
  br label %97

79:                                               ; preds = %97
  %80 = fdiv double %76, %102
  %81 = fadd double %102, %80
  %82 = fmul double %81, 5.000000e-01
  %83 = fcmp une double %82, %102
  br i1 %83, label %84, label %104

84:                                               ; preds = %79
  %85 = fdiv double %76, %82
  %86 = fadd double %82, %85
  %87 = fmul double %86, 5.000000e-01
  %88 = fcmp une double %87, %82
  br i1 %88, label %89, label %104

89:                                               ; preds = %84
  %90 = fdiv double %76, %87
  %91 = fadd double %87, %90
  %92 = fmul double %91, 5.000000e-01
  %93 = fcmp une double %92, %87
  br i1 %93, label %94, label %104

94:                                               ; preds = %89
  %95 = add nuw nsw i32 %99, 4
  %96 = icmp eq i32 %95, 60
  br i1 %96, label %104, label %97, !llvm.loop !22

97:                                               ; preds = %94, %59
  %98 = phi double [ %78, %59 ], [ %92, %94 ]
  %99 = phi i32 [ 0, %59 ], [ %95, %94 ]
  %100 = fdiv double %76, %98
  %101 = fadd double %98, %100
  %102 = fmul double %101, 5.000000e-01
  %103 = fcmp une double %102, %98
  br i1 %103, label %79, label %104

104:                                              ; preds = %94, %89, %84, %79, %97
  %105 = phi double [ %98, %97 ], [ %102, %79 ], [ %82, %84 ], [ %87, %89 ], [ %92, %94 ]
  %106 = fdiv double %73, %105
  %107 = fsub double %61, %106
  %108 = add nuw nsw i64 %60, 1
  %109 = icmp eq i64 %108, 5
  br i1 %109, label %29, label %59, !llvm.loop !23

110:                                              ; preds = %29
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %30)
  %112 = getelementptr inbounds i8, ptr %3, i64 24
  %113 = getelementptr inbounds i8, ptr %3, i64 40
  %114 = getelementptr inbounds i8, ptr %3, i64 16
  %115 = getelementptr inbounds i8, ptr %3, i64 56
  %116 = getelementptr inbounds i8, ptr %3, i64 80
  %117 = getelementptr inbounds i8, ptr %3, i64 96
  %118 = getelementptr inbounds i8, ptr %3, i64 72
  %119 = getelementptr inbounds i8, ptr %3, i64 112
  %120 = getelementptr inbounds i8, ptr %3, i64 136
  %121 = getelementptr inbounds i8, ptr %3, i64 152
  %122 = getelementptr inbounds i8, ptr %3, i64 128
  %123 = getelementptr inbounds i8, ptr %3, i64 168
  %124 = getelementptr inbounds i8, ptr %3, i64 192
  %125 = getelementptr inbounds i8, ptr %3, i64 208
  %126 = getelementptr inbounds i8, ptr %3, i64 184
  %127 = getelementptr inbounds i8, ptr %3, i64 224
  %128 = getelementptr inbounds i8, ptr %3, i64 248
  %129 = getelementptr inbounds i8, ptr %3, i64 264
  %130 = getelementptr inbounds i8, ptr %3, i64 240
  %131 = tail call i32 @llvm.smax.i32(i32 %28, i32 1)
  br label %132

132:                                              ; preds = %110, %311
  %133 = phi i32 [ 0, %110 ], [ %337, %311 ]
  %134 = phi double [ 1.790000e-01, %110 ], [ %336, %311 ]
  %135 = phi <2 x double> [ zeroinitializer, %110 ], [ %313, %311 ]
  %136 = phi <2 x double> [ <double 4.840000e+00, double -1.160000e+00>, %110 ], [ %317, %311 ]
  %137 = phi <2 x double> [ <double 0x4020AE147AE147AE, double 4.120000e+00>, %110 ], [ %320, %311 ]
  %138 = phi <2 x double> [ <double 1.289000e+01, double -1.511000e+01>, %110 ], [ %323, %311 ]
  %139 = phi <2 x double> [ <double 1.537000e+01, double -2.591000e+01>, %110 ], [ %334, %311 ]
  %140 = phi <4 x double> [ <double 0.000000e+00, double -1.000000e-01, double -4.000000e-01, double -2.200000e-01>, %110 ], [ %328, %311 ]
  br label %227

141:                                              ; preds = %216, %145
  %142 = phi double [ %162, %145 ], [ %219, %216 ]
  %143 = add nuw nsw i64 %147, 1
  %144 = icmp eq i64 %163, 5
  br i1 %144, label %222, label %145, !llvm.loop !12

145:                                              ; preds = %311, %141
  %146 = phi i64 [ %163, %141 ], [ 0, %311 ]
  %147 = phi i64 [ %143, %141 ], [ 1, %311 ]
  %148 = phi double [ %142, %141 ], [ 0.000000e+00, %311 ]
  %149 = getelementptr inbounds %struct.Body, ptr %3, i64 %146
  %150 = getelementptr inbounds i8, ptr %149, i64 48
  %151 = load double, ptr %150, align 8, !tbaa !13
  %152 = fmul double %151, 5.000000e-01
  %153 = getelementptr inbounds i8, ptr %149, i64 24
  %154 = load double, ptr %153, align 8, !tbaa !16
  %155 = getelementptr inbounds i8, ptr %149, i64 32
  %156 = load double, ptr %155, align 8, !tbaa !17
  %157 = fmul double %156, %156
  %158 = tail call double @llvm.fmuladd.f64(double %154, double %154, double %157)
  %159 = getelementptr inbounds i8, ptr %149, i64 40
  %160 = load double, ptr %159, align 8, !tbaa !18
  %161 = tail call double @llvm.fmuladd.f64(double %160, double %160, double %158)
  %162 = tail call double @llvm.fmuladd.f64(double %152, double %161, double %148)
  %163 = add nuw nsw i64 %146, 1
  %164 = icmp ult i64 %146, 4
  br i1 %164, label %165, label %141

165:                                              ; preds = %145
  %166 = load double, ptr %149, align 8, !tbaa !19
  %167 = getelementptr inbounds i8, ptr %149, i64 8
  %168 = load double, ptr %167, align 8, !tbaa !20
  %169 = getelementptr inbounds i8, ptr %149, i64 16
  %170 = load double, ptr %169, align 8, !tbaa !21
  br label %171

171:                                              ; preds = %216, %165
  %172 = phi i64 [ %147, %165 ], [ %220, %216 ]
  %173 = phi double [ %162, %165 ], [ %219, %216 ]
  %174 = getelementptr inbounds %struct.Body, ptr %3, i64 %172
  %175 = load double, ptr %174, align 8, !tbaa !19
  %176 = fsub double %166, %175
  %177 = getelementptr inbounds i8, ptr %174, i64 8
  %178 = load double, ptr %177, align 8, !tbaa !20
  %179 = fsub double %168, %178
  %180 = getelementptr inbounds i8, ptr %174, i64 16
  %181 = load double, ptr %180, align 8, !tbaa !21
  %182 = fsub double %170, %181
  %183 = getelementptr inbounds i8, ptr %174, i64 48
  %184 = load double, ptr %183, align 8, !tbaa !13
  %185 = fmul double %151, %184
  %186 = fmul double %179, %179
  %187 = tail call double @llvm.fmuladd.f64(double %176, double %176, double %186)
  %188 = tail call double @llvm.fmuladd.f64(double %182, double %182, double %187)
  %189 = fcmp ogt double %188, 1.000000e+00
  %190 = select i1 %189, double %188, double 1.000000e+00
  br label %209

191:                                              ; preds = %209
  %192 = fdiv double %188, %214
  %193 = fadd double %214, %192
  %194 = fmul double %193, 5.000000e-01
  %195 = fcmp une double %194, %214
  br i1 %195, label %196, label %216

196:                                              ; preds = %191
  %197 = fdiv double %188, %194
  %198 = fadd double %194, %197
  %199 = fmul double %198, 5.000000e-01
  %200 = fcmp une double %199, %194
  br i1 %200, label %201, label %216

201:                                              ; preds = %196
  %202 = fdiv double %188, %199
  %203 = fadd double %199, %202
  %204 = fmul double %203, 5.000000e-01
  %205 = fcmp une double %204, %199
  br i1 %205, label %206, label %216

206:                                              ; preds = %201
  %207 = add nuw nsw i32 %211, 4
  %208 = icmp eq i32 %207, 60
  br i1 %208, label %216, label %209, !llvm.loop !22

209:                                              ; preds = %206, %171
  %210 = phi double [ %190, %171 ], [ %204, %206 ]
  %211 = phi i32 [ 0, %171 ], [ %207, %206 ]
  %212 = fdiv double %188, %210
  %213 = fadd double %210, %212
  %214 = fmul double %213, 5.000000e-01
  %215 = fcmp une double %214, %210
  br i1 %215, label %191, label %216

216:                                              ; preds = %206, %201, %196, %191, %209
  %217 = phi double [ %210, %209 ], [ %214, %191 ], [ %194, %196 ], [ %199, %201 ], [ %204, %206 ]
  %218 = fdiv double %185, %217
  %219 = fsub double %173, %218
  %220 = add nuw nsw i64 %172, 1
  %221 = icmp eq i64 %220, 5
  br i1 %221, label %141, label %171, !llvm.loop !23

222:                                              ; preds = %141
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %142)
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3) #6
  ret i32 0

224:                                              ; preds = %283, %227
  %225 = add nuw nsw i64 %229, 1
  %226 = icmp eq i64 %230, 5
  br i1 %226, label %311, label %227, !llvm.loop !24

227:                                              ; preds = %132, %224
  %228 = phi i64 [ %230, %224 ], [ 0, %132 ]
  %229 = phi i64 [ %225, %224 ], [ 1, %132 ]
  %230 = add nuw nsw i64 %228, 1
  %231 = icmp ult i64 %228, 4
  br i1 %231, label %232, label %224

232:                                              ; preds = %227
  %233 = getelementptr inbounds %struct.Body, ptr %3, i64 %228
  %234 = load <2 x double>, ptr %233, align 8, !tbaa !25
  %235 = getelementptr inbounds i8, ptr %233, i64 16
  %236 = load double, ptr %235, align 8, !tbaa !21
  %237 = getelementptr inbounds i8, ptr %233, i64 24
  %238 = getelementptr inbounds i8, ptr %233, i64 40
  %239 = getelementptr inbounds i8, ptr %233, i64 48
  %240 = load double, ptr %239, align 8, !tbaa !13
  %241 = insertelement <2 x double> poison, double %240, i64 0
  %242 = shufflevector <2 x double> %241, <2 x double> poison, <2 x i32> zeroinitializer
  br label %243

243:                                              ; preds = %283, %232
  %244 = phi i64 [ %229, %232 ], [ %309, %283 ]
  %245 = getelementptr inbounds %struct.Body, ptr %3, i64 %244
  %246 = load <2 x double>, ptr %245, align 8, !tbaa !25
  %247 = fsub <2 x double> %234, %246
  %248 = getelementptr inbounds i8, ptr %245, i64 16
  %249 = load double, ptr %248, align 8, !tbaa !21
  %250 = fsub double %236, %249
  %251 = fmul <2 x double> %247, %247
  %252 = extractelement <2 x double> %251, i64 1
  %253 = extractelement <2 x double> %247, i64 0
  %254 = tail call double @llvm.fmuladd.f64(double %253, double %253, double %252)
  %255 = tail call double @llvm.fmuladd.f64(double %250, double %250, double %254)
  %256 = fcmp ogt double %255, 1.000000e+00
  %257 = select i1 %256, double %255, double 1.000000e+00
  br label %276

258:                                              ; preds = %276
  %259 = fdiv double %255, %281
  %260 = fadd double %281, %259
  %261 = fmul double %260, 5.000000e-01
  %262 = fcmp une double %261, %281
  br i1 %262, label %263, label %283

263:                                              ; preds = %258
  %264 = fdiv double %255, %261
  %265 = fadd double %261, %264
  %266 = fmul double %265, 5.000000e-01
  %267 = fcmp une double %266, %261
  br i1 %267, label %268, label %283

268:                                              ; preds = %263
  %269 = fdiv double %255, %266
  %270 = fadd double %266, %269
  %271 = fmul double %270, 5.000000e-01
  %272 = fcmp une double %271, %266
  br i1 %272, label %273, label %283

273:                                              ; preds = %268
  %274 = add nuw nsw i32 %278, 4
  %275 = icmp eq i32 %274, 60
  br i1 %275, label %283, label %276, !llvm.loop !22

276:                                              ; preds = %273, %243
  %277 = phi double [ %257, %243 ], [ %271, %273 ]
  %278 = phi i32 [ 0, %243 ], [ %274, %273 ]
  %279 = fdiv double %255, %277
  %280 = fadd double %277, %279
  %281 = fmul double %280, 5.000000e-01
  %282 = fcmp une double %281, %277
  br i1 %282, label %258, label %283

283:                                              ; preds = %273, %268, %263, %258, %276
  %284 = phi double [ %277, %276 ], [ %281, %258 ], [ %261, %263 ], [ %266, %268 ], [ %271, %273 ]
  %285 = fmul double %255, %284
  %286 = fdiv double 1.000000e-02, %285
  %287 = getelementptr inbounds i8, ptr %245, i64 48
  %288 = load double, ptr %287, align 8, !tbaa !13
  %289 = load <2 x double>, ptr %237, align 8, !tbaa !25
  %290 = fneg <2 x double> %247
  %291 = insertelement <2 x double> poison, double %288, i64 0
  %292 = shufflevector <2 x double> %291, <2 x double> poison, <2 x i32> zeroinitializer
  %293 = fmul <2 x double> %292, %290
  %294 = insertelement <2 x double> poison, double %286, i64 0
  %295 = shufflevector <2 x double> %294, <2 x double> poison, <2 x i32> zeroinitializer
  %296 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %293, <2 x double> %295, <2 x double> %289)
  store <2 x double> %296, ptr %237, align 8, !tbaa !25
  %297 = load double, ptr %238, align 8, !tbaa !18
  %298 = fneg double %250
  %299 = fmul double %288, %298
  %300 = tail call double @llvm.fmuladd.f64(double %299, double %286, double %297)
  store double %300, ptr %238, align 8, !tbaa !18
  %301 = fmul <2 x double> %242, %247
  %302 = getelementptr inbounds i8, ptr %245, i64 24
  %303 = load <2 x double>, ptr %302, align 8, !tbaa !25
  %304 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %301, <2 x double> %295, <2 x double> %303)
  store <2 x double> %304, ptr %302, align 8, !tbaa !25
  %305 = fmul double %240, %250
  %306 = getelementptr inbounds i8, ptr %245, i64 40
  %307 = load double, ptr %306, align 8, !tbaa !18
  %308 = tail call double @llvm.fmuladd.f64(double %305, double %286, double %307)
  store double %308, ptr %306, align 8, !tbaa !18
  %309 = add nuw nsw i64 %244, 1
  %310 = icmp eq i64 %309, 5
  br i1 %310, label %224, label %243, !llvm.loop !26

311:                                              ; preds = %224
  %312 = load <2 x double>, ptr %112, align 8, !tbaa !25
  %313 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %135)
  store <2 x double> %313, ptr %3, align 16, !tbaa !25
  %314 = load <2 x double>, ptr %113, align 8
  %315 = shufflevector <2 x double> %314, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %316 = load <2 x double>, ptr %116, align 16, !tbaa !25
  %317 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %316, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %136)
  store <2 x double> %317, ptr %115, align 8, !tbaa !25
  %318 = load double, ptr %117, align 16, !tbaa !18
  %319 = load <2 x double>, ptr %120, align 8, !tbaa !25
  %320 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %137)
  store <2 x double> %320, ptr %119, align 16, !tbaa !25
  %321 = load double, ptr %121, align 8, !tbaa !18
  %322 = load <2 x double>, ptr %124, align 16, !tbaa !25
  %323 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %322, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %138)
  store <2 x double> %323, ptr %123, align 8, !tbaa !25
  %324 = load double, ptr %125, align 16, !tbaa !18
  %325 = insertelement <4 x double> %315, double %318, i64 1
  %326 = insertelement <4 x double> %325, double %321, i64 2
  %327 = insertelement <4 x double> %326, double %324, i64 3
  %328 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %327, <4 x double> <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>, <4 x double> %140)
  %329 = extractelement <4 x double> %328, i64 0
  store double %329, ptr %114, align 16, !tbaa !21
  %330 = extractelement <4 x double> %328, i64 1
  store double %330, ptr %118, align 8, !tbaa !21
  %331 = extractelement <4 x double> %328, i64 2
  store double %331, ptr %122, align 16, !tbaa !21
  %332 = extractelement <4 x double> %328, i64 3
  store double %332, ptr %126, align 8, !tbaa !21
  %333 = load <2 x double>, ptr %128, align 8, !tbaa !25
  %334 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %333, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %139)
  store <2 x double> %334, ptr %127, align 16, !tbaa !25
  %335 = load double, ptr %129, align 8, !tbaa !18
  %336 = tail call double @llvm.fmuladd.f64(double %335, double 1.000000e-02, double %134)
  store double %336, ptr %130, align 16, !tbaa !21
  %337 = add nuw nsw i32 %133, 1
  %338 = icmp eq i32 %337, %131
  br i1 %338, label %145, label %132, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!13 = !{!14, !15, i64 48}
!14 = !{!"", !15, i64 0, !15, i64 8, !15, i64 16, !15, i64 24, !15, i64 32, !15, i64 40, !15, i64 48}
!15 = !{!"double", !7, i64 0}
!16 = !{!14, !15, i64 24}
!17 = !{!14, !15, i64 32}
!18 = !{!14, !15, i64 40}
!19 = !{!14, !15, i64 0}
!20 = !{!14, !15, i64 8}
!21 = !{!14, !15, i64 16}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = !{!15, !15, i64 0}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}

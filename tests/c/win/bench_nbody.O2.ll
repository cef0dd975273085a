; ModuleID = 'bench_nbody.c'
source_filename = "bench_nbody.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Body = type { double, double, double, double, double, double, double }

@__const.main.b = private unnamed_addr constant [5 x %struct.Body] [%struct.Body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 3.947000e+01 }, %struct.Body { double 4.840000e+00, double -1.160000e+00, double -1.000000e-01, double 6.060000e-01, double 2.810000e+00, double -2.000000e-02, double 3.700000e-02 }, %struct.Body { double 0x4020AE147AE147AE, double 4.120000e+00, double -4.000000e-01, double -1.010000e+00, double 1.820000e+00, double 8.000000e-03, double 1.100000e-02 }, %struct.Body { double 1.289000e+01, double -1.511000e+01, double -2.200000e-01, double 1.080000e+00, double 8.680000e-01, double -1.000000e-02, double 1.700000e-03 }, %struct.Body { double 1.537000e+01, double -2.591000e+01, double 1.790000e-01, double 0x3FEF53F7CED91687, double 5.940000e-01, double -3.400000e-02, double 2.000000e-03 }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1

; Function Attrs: nounwind uwtable
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
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %3) #9
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
  tail call void (ptr, ...) @printf(ptr poison, double noundef %30)
  %111 = getelementptr inbounds i8, ptr %3, i64 24
  %112 = getelementptr inbounds i8, ptr %3, i64 40
  %113 = getelementptr inbounds i8, ptr %3, i64 16
  %114 = getelementptr inbounds i8, ptr %3, i64 56
  %115 = getelementptr inbounds i8, ptr %3, i64 80
  %116 = getelementptr inbounds i8, ptr %3, i64 96
  %117 = getelementptr inbounds i8, ptr %3, i64 72
  %118 = getelementptr inbounds i8, ptr %3, i64 112
  %119 = getelementptr inbounds i8, ptr %3, i64 136
  %120 = getelementptr inbounds i8, ptr %3, i64 152
  %121 = getelementptr inbounds i8, ptr %3, i64 128
  %122 = getelementptr inbounds i8, ptr %3, i64 168
  %123 = getelementptr inbounds i8, ptr %3, i64 192
  %124 = getelementptr inbounds i8, ptr %3, i64 208
  %125 = getelementptr inbounds i8, ptr %3, i64 184
  %126 = getelementptr inbounds i8, ptr %3, i64 224
  %127 = getelementptr inbounds i8, ptr %3, i64 248
  %128 = getelementptr inbounds i8, ptr %3, i64 264
  %129 = getelementptr inbounds i8, ptr %3, i64 240
  %130 = tail call i32 @llvm.smax.i32(i32 %28, i32 1)
  br label %131

131:                                              ; preds = %110, %309
  %132 = phi i32 [ 0, %110 ], [ %335, %309 ]
  %133 = phi double [ 1.790000e-01, %110 ], [ %334, %309 ]
  %134 = phi <2 x double> [ zeroinitializer, %110 ], [ %311, %309 ]
  %135 = phi <2 x double> [ <double 4.840000e+00, double -1.160000e+00>, %110 ], [ %315, %309 ]
  %136 = phi <2 x double> [ <double 0x4020AE147AE147AE, double 4.120000e+00>, %110 ], [ %318, %309 ]
  %137 = phi <2 x double> [ <double 1.289000e+01, double -1.511000e+01>, %110 ], [ %321, %309 ]
  %138 = phi <2 x double> [ <double 1.537000e+01, double -2.591000e+01>, %110 ], [ %332, %309 ]
  %139 = phi <4 x double> [ <double 0.000000e+00, double -1.000000e-01, double -4.000000e-01, double -2.200000e-01>, %110 ], [ %326, %309 ]
  br label %225

140:                                              ; preds = %215, %144
  %141 = phi double [ %161, %144 ], [ %218, %215 ]
  %142 = add nuw nsw i64 %146, 1
  %143 = icmp eq i64 %162, 5
  br i1 %143, label %221, label %144, !llvm.loop !12

144:                                              ; preds = %309, %140
  %145 = phi i64 [ %162, %140 ], [ 0, %309 ]
  %146 = phi i64 [ %142, %140 ], [ 1, %309 ]
  %147 = phi double [ %141, %140 ], [ 0.000000e+00, %309 ]
  %148 = getelementptr inbounds %struct.Body, ptr %3, i64 %145
  %149 = getelementptr inbounds i8, ptr %148, i64 48
  %150 = load double, ptr %149, align 8, !tbaa !13
  %151 = fmul double %150, 5.000000e-01
  %152 = getelementptr inbounds i8, ptr %148, i64 24
  %153 = load double, ptr %152, align 8, !tbaa !16
  %154 = getelementptr inbounds i8, ptr %148, i64 32
  %155 = load double, ptr %154, align 8, !tbaa !17
  %156 = fmul double %155, %155
  %157 = tail call double @llvm.fmuladd.f64(double %153, double %153, double %156)
  %158 = getelementptr inbounds i8, ptr %148, i64 40
  %159 = load double, ptr %158, align 8, !tbaa !18
  %160 = tail call double @llvm.fmuladd.f64(double %159, double %159, double %157)
  %161 = tail call double @llvm.fmuladd.f64(double %151, double %160, double %147)
  %162 = add nuw nsw i64 %145, 1
  %163 = icmp ult i64 %145, 4
  br i1 %163, label %164, label %140

164:                                              ; preds = %144
  %165 = load double, ptr %148, align 8, !tbaa !19
  %166 = getelementptr inbounds i8, ptr %148, i64 8
  %167 = load double, ptr %166, align 8, !tbaa !20
  %168 = getelementptr inbounds i8, ptr %148, i64 16
  %169 = load double, ptr %168, align 8, !tbaa !21
  br label %170

170:                                              ; preds = %215, %164
  %171 = phi i64 [ %146, %164 ], [ %219, %215 ]
  %172 = phi double [ %161, %164 ], [ %218, %215 ]
  %173 = getelementptr inbounds %struct.Body, ptr %3, i64 %171
  %174 = load double, ptr %173, align 8, !tbaa !19
  %175 = fsub double %165, %174
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load double, ptr %176, align 8, !tbaa !20
  %178 = fsub double %167, %177
  %179 = getelementptr inbounds i8, ptr %173, i64 16
  %180 = load double, ptr %179, align 8, !tbaa !21
  %181 = fsub double %169, %180
  %182 = getelementptr inbounds i8, ptr %173, i64 48
  %183 = load double, ptr %182, align 8, !tbaa !13
  %184 = fmul double %150, %183
  %185 = fmul double %178, %178
  %186 = tail call double @llvm.fmuladd.f64(double %175, double %175, double %185)
  %187 = tail call double @llvm.fmuladd.f64(double %181, double %181, double %186)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  br label %208

190:                                              ; preds = %208
  %191 = fdiv double %187, %213
  %192 = fadd double %213, %191
  %193 = fmul double %192, 5.000000e-01
  %194 = fcmp une double %193, %213
  br i1 %194, label %195, label %215

195:                                              ; preds = %190
  %196 = fdiv double %187, %193
  %197 = fadd double %193, %196
  %198 = fmul double %197, 5.000000e-01
  %199 = fcmp une double %198, %193
  br i1 %199, label %200, label %215

200:                                              ; preds = %195
  %201 = fdiv double %187, %198
  %202 = fadd double %198, %201
  %203 = fmul double %202, 5.000000e-01
  %204 = fcmp une double %203, %198
  br i1 %204, label %205, label %215

205:                                              ; preds = %200
  %206 = add nuw nsw i32 %210, 4
  %207 = icmp eq i32 %206, 60
  br i1 %207, label %215, label %208, !llvm.loop !22

208:                                              ; preds = %205, %170
  %209 = phi double [ %189, %170 ], [ %203, %205 ]
  %210 = phi i32 [ 0, %170 ], [ %206, %205 ]
  %211 = fdiv double %187, %209
  %212 = fadd double %209, %211
  %213 = fmul double %212, 5.000000e-01
  %214 = fcmp une double %213, %209
  br i1 %214, label %190, label %215

215:                                              ; preds = %205, %200, %195, %190, %208
  %216 = phi double [ %209, %208 ], [ %213, %190 ], [ %193, %195 ], [ %198, %200 ], [ %203, %205 ]
  %217 = fdiv double %184, %216
  %218 = fsub double %172, %217
  %219 = add nuw nsw i64 %171, 1
  %220 = icmp eq i64 %219, 5
  br i1 %220, label %140, label %170, !llvm.loop !23

221:                                              ; preds = %140
  tail call void (ptr, ...) @printf(ptr poison, double noundef %141)
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3) #9
  ret i32 0

222:                                              ; preds = %281, %225
  %223 = add nuw nsw i64 %227, 1
  %224 = icmp eq i64 %228, 5
  br i1 %224, label %309, label %225, !llvm.loop !24

225:                                              ; preds = %131, %222
  %226 = phi i64 [ %228, %222 ], [ 0, %131 ]
  %227 = phi i64 [ %223, %222 ], [ 1, %131 ]
  %228 = add nuw nsw i64 %226, 1
  %229 = icmp ult i64 %226, 4
  br i1 %229, label %230, label %222

230:                                              ; preds = %225
  %231 = getelementptr inbounds %struct.Body, ptr %3, i64 %226
  %232 = load <2 x double>, ptr %231, align 8, !tbaa !25
  %233 = getelementptr inbounds i8, ptr %231, i64 16
  %234 = load double, ptr %233, align 8, !tbaa !21
  %235 = getelementptr inbounds i8, ptr %231, i64 24
  %236 = getelementptr inbounds i8, ptr %231, i64 40
  %237 = getelementptr inbounds i8, ptr %231, i64 48
  %238 = load double, ptr %237, align 8, !tbaa !13
  %239 = insertelement <2 x double> poison, double %238, i64 0
  %240 = shufflevector <2 x double> %239, <2 x double> poison, <2 x i32> zeroinitializer
  br label %241

241:                                              ; preds = %281, %230
  %242 = phi i64 [ %227, %230 ], [ %307, %281 ]
  %243 = getelementptr inbounds %struct.Body, ptr %3, i64 %242
  %244 = load <2 x double>, ptr %243, align 8, !tbaa !25
  %245 = fsub <2 x double> %232, %244
  %246 = getelementptr inbounds i8, ptr %243, i64 16
  %247 = load double, ptr %246, align 8, !tbaa !21
  %248 = fsub double %234, %247
  %249 = fmul <2 x double> %245, %245
  %250 = extractelement <2 x double> %249, i64 1
  %251 = extractelement <2 x double> %245, i64 0
  %252 = tail call double @llvm.fmuladd.f64(double %251, double %251, double %250)
  %253 = tail call double @llvm.fmuladd.f64(double %248, double %248, double %252)
  %254 = fcmp ogt double %253, 1.000000e+00
  %255 = select i1 %254, double %253, double 1.000000e+00
  br label %274

256:                                              ; preds = %274
  %257 = fdiv double %253, %279
  %258 = fadd double %279, %257
  %259 = fmul double %258, 5.000000e-01
  %260 = fcmp une double %259, %279
  br i1 %260, label %261, label %281

261:                                              ; preds = %256
  %262 = fdiv double %253, %259
  %263 = fadd double %259, %262
  %264 = fmul double %263, 5.000000e-01
  %265 = fcmp une double %264, %259
  br i1 %265, label %266, label %281

266:                                              ; preds = %261
  %267 = fdiv double %253, %264
  %268 = fadd double %264, %267
  %269 = fmul double %268, 5.000000e-01
  %270 = fcmp une double %269, %264
  br i1 %270, label %271, label %281

271:                                              ; preds = %266
  %272 = add nuw nsw i32 %276, 4
  %273 = icmp eq i32 %272, 60
  br i1 %273, label %281, label %274, !llvm.loop !22

274:                                              ; preds = %271, %241
  %275 = phi double [ %255, %241 ], [ %269, %271 ]
  %276 = phi i32 [ 0, %241 ], [ %272, %271 ]
  %277 = fdiv double %253, %275
  %278 = fadd double %275, %277
  %279 = fmul double %278, 5.000000e-01
  %280 = fcmp une double %279, %275
  br i1 %280, label %256, label %281

281:                                              ; preds = %271, %266, %261, %256, %274
  %282 = phi double [ %275, %274 ], [ %279, %256 ], [ %259, %261 ], [ %264, %266 ], [ %269, %271 ]
  %283 = fmul double %253, %282
  %284 = fdiv double 1.000000e-02, %283
  %285 = getelementptr inbounds i8, ptr %243, i64 48
  %286 = load double, ptr %285, align 8, !tbaa !13
  %287 = load <2 x double>, ptr %235, align 8, !tbaa !25
  %288 = fneg <2 x double> %245
  %289 = insertelement <2 x double> poison, double %286, i64 0
  %290 = shufflevector <2 x double> %289, <2 x double> poison, <2 x i32> zeroinitializer
  %291 = fmul <2 x double> %290, %288
  %292 = insertelement <2 x double> poison, double %284, i64 0
  %293 = shufflevector <2 x double> %292, <2 x double> poison, <2 x i32> zeroinitializer
  %294 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %291, <2 x double> %293, <2 x double> %287)
  store <2 x double> %294, ptr %235, align 8, !tbaa !25
  %295 = load double, ptr %236, align 8, !tbaa !18
  %296 = fneg double %248
  %297 = fmul double %286, %296
  %298 = tail call double @llvm.fmuladd.f64(double %297, double %284, double %295)
  store double %298, ptr %236, align 8, !tbaa !18
  %299 = fmul <2 x double> %240, %245
  %300 = getelementptr inbounds i8, ptr %243, i64 24
  %301 = load <2 x double>, ptr %300, align 8, !tbaa !25
  %302 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %299, <2 x double> %293, <2 x double> %301)
  store <2 x double> %302, ptr %300, align 8, !tbaa !25
  %303 = fmul double %238, %248
  %304 = getelementptr inbounds i8, ptr %243, i64 40
  %305 = load double, ptr %304, align 8, !tbaa !18
  %306 = tail call double @llvm.fmuladd.f64(double %303, double %284, double %305)
  store double %306, ptr %304, align 8, !tbaa !18
  %307 = add nuw nsw i64 %242, 1
  %308 = icmp eq i64 %307, 5
  br i1 %308, label %222, label %241, !llvm.loop !26

309:                                              ; preds = %222
  %310 = load <2 x double>, ptr %111, align 8, !tbaa !25
  %311 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %310, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %134)
  store <2 x double> %311, ptr %3, align 16, !tbaa !25
  %312 = load <2 x double>, ptr %112, align 8
  %313 = shufflevector <2 x double> %312, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %314 = load <2 x double>, ptr %115, align 16, !tbaa !25
  %315 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %314, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %135)
  store <2 x double> %315, ptr %114, align 8, !tbaa !25
  %316 = load double, ptr %116, align 16, !tbaa !18
  %317 = load <2 x double>, ptr %119, align 8, !tbaa !25
  %318 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %317, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %136)
  store <2 x double> %318, ptr %118, align 16, !tbaa !25
  %319 = load double, ptr %120, align 8, !tbaa !18
  %320 = load <2 x double>, ptr %123, align 16, !tbaa !25
  %321 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %320, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %137)
  store <2 x double> %321, ptr %122, align 8, !tbaa !25
  %322 = load double, ptr %124, align 16, !tbaa !18
  %323 = insertelement <4 x double> %313, double %316, i64 1
  %324 = insertelement <4 x double> %323, double %319, i64 2
  %325 = insertelement <4 x double> %324, double %322, i64 3
  %326 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %325, <4 x double> <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>, <4 x double> %139)
  %327 = extractelement <4 x double> %326, i64 0
  store double %327, ptr %113, align 16, !tbaa !21
  %328 = extractelement <4 x double> %326, i64 1
  store double %328, ptr %117, align 8, !tbaa !21
  %329 = extractelement <4 x double> %326, i64 2
  store double %329, ptr %121, align 16, !tbaa !21
  %330 = extractelement <4 x double> %326, i64 3
  store double %330, ptr %125, align 8, !tbaa !21
  %331 = load <2 x double>, ptr %127, align 8, !tbaa !25
  %332 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %331, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %138)
  store <2 x double> %332, ptr %126, align 16, !tbaa !25
  %333 = load double, ptr %128, align 8, !tbaa !18
  %334 = tail call double @llvm.fmuladd.f64(double %333, double 1.000000e-02, double %133)
  store double %334, ptr %129, align 16, !tbaa !21
  %335 = add nuw nsw i32 %132, 1
  %336 = icmp eq i32 %335, %130
  br i1 %336, label %144, label %131, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr nocapture nonnull readnone %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull @.str, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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

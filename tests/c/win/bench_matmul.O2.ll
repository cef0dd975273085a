; ModuleID = 'bench_matmul.c'
source_filename = "bench_matmul.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %.3f %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %32, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = add i8 %7, -48
  %9 = icmp ult i8 %8, 10
  br i1 %9, label %10, label %32

10:                                               ; preds = %4, %10
  %11 = phi i8 [ %20, %10 ], [ %7, %4 ]
  %12 = phi ptr [ %19, %10 ], [ %6, %4 ]
  %13 = phi i32 [ %18, %10 ], [ 0, %4 ]
  %14 = mul nsw i32 %13, 10
  %15 = add nsw i8 %11, -48
  %16 = zext nneg i8 %15 to i32
  %17 = add nsw i32 %14, %16
  %18 = freeze i32 %17
  %19 = getelementptr inbounds i8, ptr %12, i64 1
  %20 = load i8, ptr %19, align 1, !tbaa !9
  %21 = add i8 %20, -48
  %22 = icmp ult i8 %21, 10
  br i1 %22, label %10, label %23, !llvm.loop !10

23:                                               ; preds = %10
  %24 = tail call i32 @llvm.smax.i32(i32 %18, i32 1)
  %25 = icmp sgt i32 %18, 1
  %26 = shl nuw nsw i32 %24, 1
  %27 = and i32 %26, 2147483640
  %28 = add nuw nsw i32 %27, 24
  %29 = select i1 %25, i32 %28, i32 24
  %30 = lshr i32 %24, 8
  %31 = add nuw nsw i32 %30, 1
  br label %32

32:                                               ; preds = %4, %23, %2
  %33 = phi i32 [ 1, %2 ], [ 1, %4 ], [ %31, %23 ]
  %34 = phi i32 [ 24, %2 ], [ 24, %4 ], [ %29, %23 ]
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 320)
  %36 = zext nneg i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 3
  %38 = mul nuw nsw i64 %37, %36
  %39 = tail call ptr @malloc(i64 noundef %38) #11
  %40 = tail call ptr @malloc(i64 noundef %38) #11
  %41 = tail call ptr @malloc(i64 noundef %38) #11
  %42 = shl nuw nsw i64 %36, 2
  %43 = mul nuw nsw i64 %42, %36
  %44 = tail call ptr @malloc(i64 noundef %43) #11
  %45 = tail call ptr @malloc(i64 noundef %43) #11
  %46 = tail call ptr @malloc(i64 noundef %43) #11
  %47 = mul nuw nsw i32 %35, %35
  %48 = zext nneg i32 %47 to i64
  %49 = icmp ult i32 %47, 2
  br i1 %49, label %50, label %52

50:                                               ; preds = %74, %32
  %51 = phi i64 [ 0, %32 ], [ %53, %74 ]
  br label %97

52:                                               ; preds = %32
  %53 = and i64 %48, 262142
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %71, %54 ]
  %56 = phi <2 x i32> [ <i32 0, i32 1>, %52 ], [ %72, %54 ]
  %57 = urem <2 x i32> %56, <i32 17, i32 17>
  %58 = uitofp nneg <2 x i32> %57 to <2 x double>
  %59 = fmul <2 x double> %58, <double 2.500000e-01, double 2.500000e-01>
  %60 = getelementptr inbounds double, ptr %39, i64 %55
  store <2 x double> %59, ptr %60, align 8, !tbaa !12
  %61 = urem <2 x i32> %56, <i32 13, i32 13>
  %62 = uitofp nneg <2 x i32> %61 to <2 x double>
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %64 = getelementptr inbounds double, ptr %40, i64 %55
  store <2 x double> %63, ptr %64, align 8, !tbaa !12
  %65 = urem <2 x i32> %56, <i32 11, i32 11>
  %66 = add nsw <2 x i32> %65, <i32 -5, i32 -5>
  %67 = getelementptr inbounds i32, ptr %44, i64 %55
  store <2 x i32> %66, ptr %67, align 4, !tbaa !14
  %68 = urem <2 x i32> %56, <i32 7, i32 7>
  %69 = add nuw nsw <2 x i32> %68, <i32 1, i32 1>
  %70 = getelementptr inbounds i32, ptr %45, i64 %55
  store <2 x i32> %69, ptr %70, align 4, !tbaa !14
  %71 = add nuw i64 %55, 2
  %72 = add <2 x i32> %56, <i32 2, i32 2>
  %73 = icmp eq i64 %71, %53
  br i1 %73, label %74, label %54, !llvm.loop !16

74:                                               ; preds = %54
  %75 = icmp eq i64 %53, %48
  br i1 %75, label %76, label %50

76:                                               ; preds = %97, %74
  %77 = tail call i32 @llvm.umin.i32(i32 %34, i32 320)
  %78 = zext nneg i32 %77 to i64
  %79 = shl nuw nsw i64 %78, 3
  %80 = tail call i64 @llvm.umax.i64(i64 %78, i64 1)
  %81 = shl nuw nsw i64 %80, 3
  %82 = shl nuw nsw i64 %78, 2
  %83 = shl nuw nsw i64 %80, 2
  %84 = tail call i32 @llvm.umax.i32(i32 %35, i32 1)
  %85 = zext nneg i32 %84 to i64
  %86 = zext nneg i32 %84 to i64
  %87 = add nsw i64 %48, -1
  %88 = and i64 %85, 3
  %89 = and i64 %85, 508
  %90 = icmp eq i64 %88, 0
  %91 = and i64 %85, 510
  %92 = icmp eq i64 %91, %85
  %93 = and i64 %48, 3
  %94 = icmp ult i64 %87, 3
  %95 = and i64 %48, 262140
  %96 = icmp eq i64 %93, 0
  br label %116

97:                                               ; preds = %50, %97
  %98 = phi i64 [ %114, %97 ], [ %51, %50 ]
  %99 = trunc nuw nsw i64 %98 to i32
  %100 = urem i32 %99, 17
  %101 = uitofp nneg i32 %100 to double
  %102 = fmul double %101, 2.500000e-01
  %103 = getelementptr inbounds double, ptr %39, i64 %98
  store double %102, ptr %103, align 8, !tbaa !12
  %104 = urem i32 %99, 13
  %105 = uitofp nneg i32 %104 to double
  %106 = tail call double @llvm.fmuladd.f64(double %105, double 5.000000e-01, double -1.000000e+00)
  %107 = getelementptr inbounds double, ptr %40, i64 %98
  store double %106, ptr %107, align 8, !tbaa !12
  %108 = urem i32 %99, 11
  %109 = add nsw i32 %108, -5
  %110 = getelementptr inbounds i32, ptr %44, i64 %98
  store i32 %109, ptr %110, align 4, !tbaa !14
  %111 = urem i32 %99, 7
  %112 = add nuw nsw i32 %111, 1
  %113 = getelementptr inbounds i32, ptr %45, i64 %98
  store i32 %112, ptr %113, align 4, !tbaa !14
  %114 = add nuw nsw i64 %98, 1
  %115 = icmp eq i64 %114, %48
  br i1 %115, label %76, label %97, !llvm.loop !19

116:                                              ; preds = %235, %76
  %117 = phi i32 [ 0, %76 ], [ %238, %235 ]
  %118 = phi i32 [ 0, %76 ], [ %237, %235 ]
  %119 = phi double [ 0.000000e+00, %76 ], [ %236, %235 ]
  br label %121

120:                                              ; preds = %235
  tail call void (ptr, ...) @printf(ptr poison, i32 noundef %35, double noundef %236, i32 noundef %237)
  tail call void @free(ptr noundef %39)
  tail call void @free(ptr noundef %40)
  tail call void @free(ptr noundef nonnull %41)
  tail call void @free(ptr noundef %44)
  tail call void @free(ptr noundef %45)
  tail call void @free(ptr noundef nonnull %46)
  ret i32 0

121:                                              ; preds = %121, %116
  %122 = phi i64 [ 0, %116 ], [ %143, %121 ]
  %123 = phi i64 [ 0, %116 ], [ %144, %121 ]
  %124 = mul nuw nsw i64 %82, %122
  %125 = getelementptr i8, ptr %46, i64 %124
  %126 = mul nuw nsw i64 %79, %122
  %127 = getelementptr i8, ptr %41, i64 %126
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %127, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %125, i8 0, i64 %83, i1 false), !tbaa !14
  %128 = or disjoint i64 %122, 1
  %129 = mul nuw nsw i64 %82, %128
  %130 = getelementptr i8, ptr %46, i64 %129
  %131 = mul nuw nsw i64 %79, %128
  %132 = getelementptr i8, ptr %41, i64 %131
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %132, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %130, i8 0, i64 %83, i1 false), !tbaa !14
  %133 = or disjoint i64 %122, 2
  %134 = mul nuw nsw i64 %82, %133
  %135 = getelementptr i8, ptr %46, i64 %134
  %136 = mul nuw nsw i64 %79, %133
  %137 = getelementptr i8, ptr %41, i64 %136
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %137, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %135, i8 0, i64 %83, i1 false), !tbaa !14
  %138 = or disjoint i64 %122, 3
  %139 = mul nuw nsw i64 %82, %138
  %140 = getelementptr i8, ptr %46, i64 %139
  %141 = mul nuw nsw i64 %79, %138
  %142 = getelementptr i8, ptr %41, i64 %141
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %142, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %140, i8 0, i64 %83, i1 false), !tbaa !14
  %143 = add nuw nsw i64 %122, 4
  %144 = add i64 %123, 4
  %145 = icmp eq i64 %144, %89
  br i1 %145, label %146, label %121, !llvm.loop !20

146:                                              ; preds = %121
  br i1 %90, label %157, label %147

147:                                              ; preds = %146, %147
  %148 = phi i64 [ %154, %147 ], [ %143, %146 ]
  %149 = phi i64 [ %155, %147 ], [ 0, %146 ]
  %150 = mul nuw nsw i64 %82, %148
  %151 = getelementptr i8, ptr %46, i64 %150
  %152 = mul nuw nsw i64 %79, %148
  %153 = getelementptr i8, ptr %41, i64 %152
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %153, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %151, i8 0, i64 %83, i1 false), !tbaa !14
  %154 = add nuw nsw i64 %148, 1
  %155 = add i64 %149, 1
  %156 = icmp eq i64 %155, %88
  br i1 %156, label %157, label %147, !llvm.loop !21

157:                                              ; preds = %147, %146
  br label %158

158:                                              ; preds = %157, %161
  %159 = phi i64 [ %162, %161 ], [ 0, %157 ]
  %160 = mul nuw nsw i64 %159, %36
  br label %165

161:                                              ; preds = %195
  %162 = add nuw nsw i64 %159, 1
  %163 = icmp eq i64 %162, %86
  br i1 %163, label %164, label %158, !llvm.loop !23

164:                                              ; preds = %161
  br i1 %94, label %215, label %240

165:                                              ; preds = %158, %195
  %166 = phi i64 [ 0, %158 ], [ %196, %195 ]
  %167 = add nuw nsw i64 %166, %160
  %168 = getelementptr inbounds double, ptr %39, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !12
  %170 = getelementptr inbounds i32, ptr %44, i64 %167
  %171 = load i32, ptr %170, align 4, !tbaa !14
  %172 = mul nuw nsw i64 %166, %36
  %173 = insertelement <2 x double> poison, double %169, i64 0
  %174 = shufflevector <2 x double> %173, <2 x double> poison, <2 x i32> zeroinitializer
  %175 = insertelement <2 x i32> poison, i32 %171, i64 0
  %176 = shufflevector <2 x i32> %175, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %177

177:                                              ; preds = %177, %165
  %178 = phi i64 [ 0, %165 ], [ %192, %177 ]
  %179 = add nuw nsw i64 %178, %172
  %180 = getelementptr inbounds double, ptr %40, i64 %179
  %181 = load <2 x double>, ptr %180, align 8, !tbaa !12
  %182 = add nuw nsw i64 %178, %160
  %183 = getelementptr inbounds double, ptr %41, i64 %182
  %184 = load <2 x double>, ptr %183, align 8, !tbaa !12
  %185 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> %181, <2 x double> %184)
  store <2 x double> %185, ptr %183, align 8, !tbaa !12
  %186 = getelementptr inbounds i32, ptr %45, i64 %179
  %187 = load <2 x i32>, ptr %186, align 4, !tbaa !14
  %188 = mul nsw <2 x i32> %187, %176
  %189 = getelementptr inbounds i32, ptr %46, i64 %182
  %190 = load <2 x i32>, ptr %189, align 4, !tbaa !14
  %191 = add nsw <2 x i32> %190, %188
  store <2 x i32> %191, ptr %189, align 4, !tbaa !14
  %192 = add nuw i64 %178, 2
  %193 = icmp eq i64 %192, %91
  br i1 %193, label %194, label %177, !llvm.loop !24

194:                                              ; preds = %177
  br i1 %92, label %195, label %198

195:                                              ; preds = %198, %194
  %196 = add nuw nsw i64 %166, 1
  %197 = icmp eq i64 %196, %86
  br i1 %197, label %161, label %165, !llvm.loop !25

198:                                              ; preds = %194, %198
  %199 = phi i64 [ %213, %198 ], [ %91, %194 ]
  %200 = add nuw nsw i64 %199, %172
  %201 = getelementptr inbounds double, ptr %40, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !12
  %203 = add nuw nsw i64 %199, %160
  %204 = getelementptr inbounds double, ptr %41, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !12
  %206 = tail call double @llvm.fmuladd.f64(double %169, double %202, double %205)
  store double %206, ptr %204, align 8, !tbaa !12
  %207 = getelementptr inbounds i32, ptr %45, i64 %200
  %208 = load i32, ptr %207, align 4, !tbaa !14
  %209 = mul nsw i32 %208, %171
  %210 = getelementptr inbounds i32, ptr %46, i64 %203
  %211 = load i32, ptr %210, align 4, !tbaa !14
  %212 = add nsw i32 %211, %209
  store i32 %212, ptr %210, align 4, !tbaa !14
  %213 = add nuw nsw i64 %199, 1
  %214 = icmp eq i64 %213, %86
  br i1 %214, label %195, label %198, !llvm.loop !26

215:                                              ; preds = %240, %164
  %216 = phi double [ poison, %164 ], [ %268, %240 ]
  %217 = phi i32 [ poison, %164 ], [ %271, %240 ]
  %218 = phi i64 [ 0, %164 ], [ %272, %240 ]
  %219 = phi i32 [ %118, %164 ], [ %271, %240 ]
  %220 = phi double [ %119, %164 ], [ %268, %240 ]
  br i1 %96, label %235, label %221

221:                                              ; preds = %215, %221
  %222 = phi i64 [ %232, %221 ], [ %218, %215 ]
  %223 = phi i32 [ %231, %221 ], [ %219, %215 ]
  %224 = phi double [ %228, %221 ], [ %220, %215 ]
  %225 = phi i64 [ %233, %221 ], [ 0, %215 ]
  %226 = getelementptr inbounds double, ptr %41, i64 %222
  %227 = load double, ptr %226, align 8, !tbaa !12
  %228 = fadd double %224, %227
  %229 = getelementptr inbounds i32, ptr %46, i64 %222
  %230 = load i32, ptr %229, align 4, !tbaa !14
  %231 = add nsw i32 %230, %223
  %232 = add nuw nsw i64 %222, 1
  %233 = add i64 %225, 1
  %234 = icmp eq i64 %233, %93
  br i1 %234, label %235, label %221, !llvm.loop !27

235:                                              ; preds = %221, %215
  %236 = phi double [ %216, %215 ], [ %228, %221 ]
  %237 = phi i32 [ %217, %215 ], [ %231, %221 ]
  %238 = add nuw nsw i32 %117, 1
  %239 = icmp eq i32 %238, %33
  br i1 %239, label %120, label %116, !llvm.loop !28

240:                                              ; preds = %164, %240
  %241 = phi i64 [ %272, %240 ], [ 0, %164 ]
  %242 = phi i32 [ %271, %240 ], [ %118, %164 ]
  %243 = phi double [ %268, %240 ], [ %119, %164 ]
  %244 = phi i64 [ %273, %240 ], [ 0, %164 ]
  %245 = getelementptr inbounds double, ptr %41, i64 %241
  %246 = load double, ptr %245, align 8, !tbaa !12
  %247 = fadd double %243, %246
  %248 = getelementptr inbounds i32, ptr %46, i64 %241
  %249 = load i32, ptr %248, align 4, !tbaa !14
  %250 = add nsw i32 %249, %242
  %251 = or disjoint i64 %241, 1
  %252 = getelementptr inbounds double, ptr %41, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !12
  %254 = fadd double %247, %253
  %255 = getelementptr inbounds i32, ptr %46, i64 %251
  %256 = load i32, ptr %255, align 4, !tbaa !14
  %257 = add nsw i32 %256, %250
  %258 = or disjoint i64 %241, 2
  %259 = getelementptr inbounds double, ptr %41, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !12
  %261 = fadd double %254, %260
  %262 = getelementptr inbounds i32, ptr %46, i64 %258
  %263 = load i32, ptr %262, align 4, !tbaa !14
  %264 = add nsw i32 %263, %257
  %265 = or disjoint i64 %241, 3
  %266 = getelementptr inbounds double, ptr %41, i64 %265
  %267 = load double, ptr %266, align 8, !tbaa !12
  %268 = fadd double %261, %267
  %269 = getelementptr inbounds i32, ptr %46, i64 %265
  %270 = load i32, ptr %269, align 4, !tbaa !14
  %271 = add nsw i32 %270, %264
  %272 = add nuw nsw i64 %241, 4
  %273 = add i64 %244, 4
  %274 = icmp eq i64 %273, %95
  br i1 %274, label %215, label %240, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { allocsize(0) }
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
!13 = !{!"double", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !11, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !11, !18, !17}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !17, !18}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !18, !17}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}

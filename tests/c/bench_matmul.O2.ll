; ModuleID = 'bench_matmul.c'
source_filename = "bench_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #7
  %40 = tail call noalias ptr @malloc(i64 noundef %38) #7
  %41 = tail call noalias ptr @malloc(i64 noundef %38) #7
  %42 = shl nuw nsw i64 %36, 2
  %43 = mul nuw nsw i64 %42, %36
  %44 = tail call noalias ptr @malloc(i64 noundef %43) #7
  %45 = tail call noalias ptr @malloc(i64 noundef %43) #7
  %46 = tail call noalias ptr @malloc(i64 noundef %43) #7
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

116:                                              ; preds = %237, %76
  %117 = phi i32 [ 0, %76 ], [ %240, %237 ]
  %118 = phi i64 [ 0, %76 ], [ %239, %237 ]
  %119 = phi double [ 0.000000e+00, %76 ], [ %238, %237 ]
  br label %122

120:                                              ; preds = %237
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, double noundef %238, i64 noundef %239)
  tail call void @free(ptr noundef %39) #8
  tail call void @free(ptr noundef %40) #8
  tail call void @free(ptr noundef nonnull %41) #8
  tail call void @free(ptr noundef %44) #8
  tail call void @free(ptr noundef %45) #8
  tail call void @free(ptr noundef nonnull %46) #8
  ret i32 0

122:                                              ; preds = %122, %116
  %123 = phi i64 [ 0, %116 ], [ %144, %122 ]
  %124 = phi i64 [ 0, %116 ], [ %145, %122 ]
  %125 = mul nuw nsw i64 %82, %123
  %126 = getelementptr i8, ptr %46, i64 %125
  %127 = mul nuw nsw i64 %79, %123
  %128 = getelementptr i8, ptr %41, i64 %127
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %128, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %126, i8 0, i64 %83, i1 false), !tbaa !14
  %129 = or disjoint i64 %123, 1
  %130 = mul nuw nsw i64 %82, %129
  %131 = getelementptr i8, ptr %46, i64 %130
  %132 = mul nuw nsw i64 %79, %129
  %133 = getelementptr i8, ptr %41, i64 %132
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %133, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %131, i8 0, i64 %83, i1 false), !tbaa !14
  %134 = or disjoint i64 %123, 2
  %135 = mul nuw nsw i64 %82, %134
  %136 = getelementptr i8, ptr %46, i64 %135
  %137 = mul nuw nsw i64 %79, %134
  %138 = getelementptr i8, ptr %41, i64 %137
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %138, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %136, i8 0, i64 %83, i1 false), !tbaa !14
  %139 = or disjoint i64 %123, 3
  %140 = mul nuw nsw i64 %82, %139
  %141 = getelementptr i8, ptr %46, i64 %140
  %142 = mul nuw nsw i64 %79, %139
  %143 = getelementptr i8, ptr %41, i64 %142
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %143, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %141, i8 0, i64 %83, i1 false), !tbaa !14
  %144 = add nuw nsw i64 %123, 4
  %145 = add i64 %124, 4
  %146 = icmp eq i64 %145, %89
  br i1 %146, label %147, label %122, !llvm.loop !20

147:                                              ; preds = %122
  br i1 %90, label %158, label %148

148:                                              ; preds = %147, %148
  %149 = phi i64 [ %155, %148 ], [ %144, %147 ]
  %150 = phi i64 [ %156, %148 ], [ 0, %147 ]
  %151 = mul nuw nsw i64 %82, %149
  %152 = getelementptr i8, ptr %46, i64 %151
  %153 = mul nuw nsw i64 %79, %149
  %154 = getelementptr i8, ptr %41, i64 %153
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %154, i8 0, i64 %81, i1 false), !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %152, i8 0, i64 %83, i1 false), !tbaa !14
  %155 = add nuw nsw i64 %149, 1
  %156 = add i64 %150, 1
  %157 = icmp eq i64 %156, %88
  br i1 %157, label %158, label %148, !llvm.loop !21

158:                                              ; preds = %148, %147
  br label %159

159:                                              ; preds = %158, %162
  %160 = phi i64 [ %163, %162 ], [ 0, %158 ]
  %161 = mul nuw nsw i64 %160, %36
  br label %166

162:                                              ; preds = %196
  %163 = add nuw nsw i64 %160, 1
  %164 = icmp eq i64 %163, %86
  br i1 %164, label %165, label %159, !llvm.loop !23

165:                                              ; preds = %162
  br i1 %94, label %216, label %242

166:                                              ; preds = %159, %196
  %167 = phi i64 [ 0, %159 ], [ %197, %196 ]
  %168 = add nuw nsw i64 %167, %161
  %169 = getelementptr inbounds double, ptr %39, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !12
  %171 = getelementptr inbounds i32, ptr %44, i64 %168
  %172 = load i32, ptr %171, align 4, !tbaa !14
  %173 = mul nuw nsw i64 %167, %36
  %174 = insertelement <2 x double> poison, double %170, i64 0
  %175 = shufflevector <2 x double> %174, <2 x double> poison, <2 x i32> zeroinitializer
  %176 = insertelement <2 x i32> poison, i32 %172, i64 0
  %177 = shufflevector <2 x i32> %176, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %178

178:                                              ; preds = %178, %166
  %179 = phi i64 [ 0, %166 ], [ %193, %178 ]
  %180 = add nuw nsw i64 %179, %173
  %181 = getelementptr inbounds double, ptr %40, i64 %180
  %182 = load <2 x double>, ptr %181, align 8, !tbaa !12
  %183 = add nuw nsw i64 %179, %161
  %184 = getelementptr inbounds double, ptr %41, i64 %183
  %185 = load <2 x double>, ptr %184, align 8, !tbaa !12
  %186 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> %182, <2 x double> %185)
  store <2 x double> %186, ptr %184, align 8, !tbaa !12
  %187 = getelementptr inbounds i32, ptr %45, i64 %180
  %188 = load <2 x i32>, ptr %187, align 4, !tbaa !14
  %189 = mul nsw <2 x i32> %188, %177
  %190 = getelementptr inbounds i32, ptr %46, i64 %183
  %191 = load <2 x i32>, ptr %190, align 4, !tbaa !14
  %192 = add nsw <2 x i32> %191, %189
  store <2 x i32> %192, ptr %190, align 4, !tbaa !14
  %193 = add nuw i64 %179, 2
  %194 = icmp eq i64 %193, %91
  br i1 %194, label %195, label %178, !llvm.loop !24

195:                                              ; preds = %178
  br i1 %92, label %196, label %199

196:                                              ; preds = %199, %195
  %197 = add nuw nsw i64 %167, 1
  %198 = icmp eq i64 %197, %86
  br i1 %198, label %162, label %166, !llvm.loop !25

199:                                              ; preds = %195, %199
  %200 = phi i64 [ %214, %199 ], [ %91, %195 ]
  %201 = add nuw nsw i64 %200, %173
  %202 = getelementptr inbounds double, ptr %40, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !12
  %204 = add nuw nsw i64 %200, %161
  %205 = getelementptr inbounds double, ptr %41, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !12
  %207 = tail call double @llvm.fmuladd.f64(double %170, double %203, double %206)
  store double %207, ptr %205, align 8, !tbaa !12
  %208 = getelementptr inbounds i32, ptr %45, i64 %201
  %209 = load i32, ptr %208, align 4, !tbaa !14
  %210 = mul nsw i32 %209, %172
  %211 = getelementptr inbounds i32, ptr %46, i64 %204
  %212 = load i32, ptr %211, align 4, !tbaa !14
  %213 = add nsw i32 %212, %210
  store i32 %213, ptr %211, align 4, !tbaa !14
  %214 = add nuw nsw i64 %200, 1
  %215 = icmp eq i64 %214, %86
  br i1 %215, label %196, label %199, !llvm.loop !26

216:                                              ; preds = %242, %165
  %217 = phi double [ poison, %165 ], [ %273, %242 ]
  %218 = phi i64 [ poison, %165 ], [ %277, %242 ]
  %219 = phi i64 [ 0, %165 ], [ %278, %242 ]
  %220 = phi i64 [ %118, %165 ], [ %277, %242 ]
  %221 = phi double [ %119, %165 ], [ %273, %242 ]
  br i1 %96, label %237, label %222

222:                                              ; preds = %216, %222
  %223 = phi i64 [ %234, %222 ], [ %219, %216 ]
  %224 = phi i64 [ %233, %222 ], [ %220, %216 ]
  %225 = phi double [ %229, %222 ], [ %221, %216 ]
  %226 = phi i64 [ %235, %222 ], [ 0, %216 ]
  %227 = getelementptr inbounds double, ptr %41, i64 %223
  %228 = load double, ptr %227, align 8, !tbaa !12
  %229 = fadd double %225, %228
  %230 = getelementptr inbounds i32, ptr %46, i64 %223
  %231 = load i32, ptr %230, align 4, !tbaa !14
  %232 = sext i32 %231 to i64
  %233 = add nsw i64 %224, %232
  %234 = add nuw nsw i64 %223, 1
  %235 = add i64 %226, 1
  %236 = icmp eq i64 %235, %93
  br i1 %236, label %237, label %222, !llvm.loop !27

237:                                              ; preds = %222, %216
  %238 = phi double [ %217, %216 ], [ %229, %222 ]
  %239 = phi i64 [ %218, %216 ], [ %233, %222 ]
  %240 = add nuw nsw i32 %117, 1
  %241 = icmp eq i32 %240, %33
  br i1 %241, label %120, label %116, !llvm.loop !28

242:                                              ; preds = %165, %242
  %243 = phi i64 [ %278, %242 ], [ 0, %165 ]
  %244 = phi i64 [ %277, %242 ], [ %118, %165 ]
  %245 = phi double [ %273, %242 ], [ %119, %165 ]
  %246 = phi i64 [ %279, %242 ], [ 0, %165 ]
  %247 = getelementptr inbounds double, ptr %41, i64 %243
  %248 = load double, ptr %247, align 8, !tbaa !12
  %249 = fadd double %245, %248
  %250 = getelementptr inbounds i32, ptr %46, i64 %243
  %251 = load i32, ptr %250, align 4, !tbaa !14
  %252 = sext i32 %251 to i64
  %253 = add nsw i64 %244, %252
  %254 = or disjoint i64 %243, 1
  %255 = getelementptr inbounds double, ptr %41, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !12
  %257 = fadd double %249, %256
  %258 = getelementptr inbounds i32, ptr %46, i64 %254
  %259 = load i32, ptr %258, align 4, !tbaa !14
  %260 = sext i32 %259 to i64
  %261 = add nsw i64 %253, %260
  %262 = or disjoint i64 %243, 2
  %263 = getelementptr inbounds double, ptr %41, i64 %262
  %264 = load double, ptr %263, align 8, !tbaa !12
  %265 = fadd double %257, %264
  %266 = getelementptr inbounds i32, ptr %46, i64 %262
  %267 = load i32, ptr %266, align 4, !tbaa !14
  %268 = sext i32 %267 to i64
  %269 = add nsw i64 %261, %268
  %270 = or disjoint i64 %243, 3
  %271 = getelementptr inbounds double, ptr %41, i64 %270
  %272 = load double, ptr %271, align 8, !tbaa !12
  %273 = fadd double %265, %272
  %274 = getelementptr inbounds i32, ptr %46, i64 %270
  %275 = load i32, ptr %274, align 4, !tbaa !14
  %276 = sext i32 %275 to i64
  %277 = add nsw i64 %269, %276
  %278 = add nuw nsw i64 %243, 4
  %279 = add i64 %246, 4
  %280 = icmp eq i64 %279, %95
  br i1 %280, label %216, label %242, !llvm.loop !29
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #5

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
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !17, !18}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !18, !17}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}

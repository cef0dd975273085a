; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ia = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16
@ib = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16
@fx = internal unnamed_addr global [1003 x float] zeroinitializer, align 16
@fy = internal unnamed_addr global [1003 x float] zeroinitializer, align 16
@dx = internal unnamed_addr global [1003 x double] zeroinitializer, align 16
@dy = internal unnamed_addr global [1003 x double] zeroinitializer, align 16
@sa = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16
@bytes = internal unnamed_addr global [4096 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [24 x i8] c"sum_int=%d sum_ll=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"saxpy sum=%.4f y[10]=%.4f y[1000]=%.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"daxpy sum=%.6f\0A\00", align 1
@ic = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [26 x i8] c"add_arrays sum=%d dot=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"max=%d minu=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"bytes=%u count_gt=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %34, %1 ]
  %3 = phi i32 [ 99, %0 ], [ %5, %1 ]
  %4 = mul i32 %3, 1664525
  %5 = add i32 %4, 1013904223
  %6 = lshr i32 %5, 20
  %7 = add nsw i32 %6, -2048
  %8 = getelementptr inbounds [1003 x i32], ptr @ia, i64 0, i64 %2
  store i32 %7, ptr %8, align 4, !tbaa !5
  %9 = lshr i32 %5, 8
  %10 = and i32 %9, 4095
  %11 = add nsw i32 %10, -100
  %12 = getelementptr inbounds [1003 x i32], ptr @ib, i64 0, i64 %2
  store i32 %11, ptr %12, align 4, !tbaa !5
  %13 = trunc nuw nsw i64 %2 to i32
  %14 = trunc i64 %2 to i16
  %15 = urem i16 %14, 17
  %16 = uitofp nneg i16 %15 to float
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 2.500000e-01, float -1.000000e+00)
  %18 = getelementptr inbounds [1003 x float], ptr @fx, i64 0, i64 %2
  store float %17, ptr %18, align 4, !tbaa !9
  %19 = urem i16 %14, 5
  %20 = uitofp nneg i16 %19 to float
  %21 = fmul float %20, 5.000000e-01
  %22 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %2
  store float %21, ptr %22, align 4, !tbaa !9
  %23 = uitofp nneg i32 %13 to double
  %24 = fmul double %23, 1.000000e-03
  %25 = getelementptr inbounds [1003 x double], ptr @dx, i64 0, i64 %2
  store double %24, ptr %25, align 8, !tbaa !11
  %26 = fneg double %23
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 5.000000e-04, double 1.000000e+00)
  %28 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %2
  store double %27, ptr %28, align 8, !tbaa !11
  %29 = lshr i32 %5, 3
  %30 = trunc i32 %29 to i16
  %31 = and i16 %30, 32767
  %32 = add nsw i16 %31, -16000
  %33 = getelementptr inbounds [1003 x i16], ptr @sa, i64 0, i64 %2
  store i16 %32, ptr %33, align 2, !tbaa !13
  %34 = add nuw nsw i64 %2, 1
  %35 = icmp eq i64 %34, 1003
  br i1 %35, label %36, label %1, !llvm.loop !15

36:                                               ; preds = %1, %36
  %37 = phi i64 [ %45, %36 ], [ 0, %1 ]
  %38 = phi <16 x i32> [ %46, %36 ], [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ]
  %39 = phi <16 x i32> [ %47, %36 ], [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %1 ]
  %40 = lshr <16 x i32> %38, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %41 = mul <16 x i32> %39, <i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131, i32 131>
  %42 = add nuw nsw <16 x i32> %41, %40
  %43 = trunc <16 x i32> %42 to <16 x i8>
  %44 = getelementptr inbounds [4096 x i8], ptr @bytes, i64 0, i64 %37
  store <16 x i8> %43, ptr %44, align 16, !tbaa !17
  %45 = add nuw i64 %37, 16
  %46 = add <16 x i32> %38, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %47 = add <16 x i32> %39, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %48 = icmp eq i64 %45, 4096
  br i1 %48, label %109, label %36, !llvm.loop !18

49:                                               ; preds = %49, %143
  %50 = phi i64 [ 0, %143 ], [ %70, %49 ]
  %51 = phi <2 x i64> [ zeroinitializer, %143 ], [ %68, %49 ]
  %52 = phi <2 x i64> [ zeroinitializer, %143 ], [ %69, %49 ]
  %53 = getelementptr inbounds i32, ptr @ib, i64 %50
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  %55 = load <2 x i32>, ptr %53, align 16, !tbaa !5
  %56 = load <2 x i32>, ptr %54, align 8, !tbaa !5
  %57 = sext <2 x i32> %55 to <2 x i64>
  %58 = sext <2 x i32> %56 to <2 x i64>
  %59 = add <2 x i64> %51, %57
  %60 = add <2 x i64> %52, %58
  %61 = or disjoint i64 %50, 4
  %62 = getelementptr inbounds i32, ptr @ib, i64 %61
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  %64 = load <2 x i32>, ptr %62, align 16, !tbaa !5
  %65 = load <2 x i32>, ptr %63, align 8, !tbaa !5
  %66 = sext <2 x i32> %64 to <2 x i64>
  %67 = sext <2 x i32> %65 to <2 x i64>
  %68 = add <2 x i64> %59, %66
  %69 = add <2 x i64> %60, %67
  %70 = add nuw nsw i64 %50, 8
  %71 = icmp eq i64 %70, 1000
  br i1 %71, label %72, label %49, !llvm.loop !21

72:                                               ; preds = %49
  %73 = add <2 x i64> %69, %68
  %74 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %73)
  %75 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4000), align 16, !tbaa !5
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %74, %76
  %78 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4004), align 4, !tbaa !5
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %77, %79
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4008), align 8, !tbaa !5
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %80, %82
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %151, i64 noundef %83)
  br label %85

85:                                               ; preds = %85, %72
  %86 = phi i64 [ 0, %72 ], [ %97, %85 ]
  %87 = getelementptr inbounds float, ptr @fx, i64 %86
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load <4 x float>, ptr %87, align 16, !tbaa !9
  %90 = load <4 x float>, ptr %88, align 16, !tbaa !9
  %91 = getelementptr inbounds float, ptr @fy, i64 %86
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load <4 x float>, ptr %91, align 16, !tbaa !9
  %94 = load <4 x float>, ptr %92, align 16, !tbaa !9
  %95 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %93)
  %96 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %90, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %94)
  store <4 x float> %95, ptr %91, align 16, !tbaa !9
  store <4 x float> %96, ptr %92, align 16, !tbaa !9
  %97 = add nuw i64 %86, 8
  %98 = icmp eq i64 %97, 1000
  br i1 %98, label %99, label %85, !llvm.loop !22

99:                                               ; preds = %85
  %100 = load float, ptr getelementptr inbounds (i8, ptr @fx, i64 4000), align 16, !tbaa !9
  %101 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4000), align 16, !tbaa !9
  %102 = tail call float @llvm.fmuladd.f32(float %100, float 2.500000e+00, float %101)
  store float %102, ptr getelementptr inbounds (i8, ptr @fy, i64 4000), align 16, !tbaa !9
  %103 = load float, ptr getelementptr inbounds (i8, ptr @fx, i64 4004), align 4, !tbaa !9
  %104 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4004), align 4, !tbaa !9
  %105 = tail call float @llvm.fmuladd.f32(float %103, float 2.500000e+00, float %104)
  store float %105, ptr getelementptr inbounds (i8, ptr @fy, i64 4004), align 4, !tbaa !9
  %106 = load float, ptr getelementptr inbounds (i8, ptr @fx, i64 4008), align 8, !tbaa !9
  %107 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4008), align 8, !tbaa !9
  %108 = tail call float @llvm.fmuladd.f32(float %106, float 2.500000e+00, float %107)
  store float %108, ptr getelementptr inbounds (i8, ptr @fy, i64 4008), align 8, !tbaa !9
  br label %183

109:                                              ; preds = %36, %120
  %110 = phi i64 [ %142, %120 ], [ 0, %36 ]
  %111 = phi <4 x i32> [ %140, %120 ], [ zeroinitializer, %36 ]
  %112 = phi <4 x i32> [ %141, %120 ], [ zeroinitializer, %36 ]
  %113 = getelementptr inbounds i32, ptr @ia, i64 %110
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load <4 x i32>, ptr %113, align 16, !tbaa !5
  %116 = load <4 x i32>, ptr %114, align 16, !tbaa !5
  %117 = add <4 x i32> %115, %111
  %118 = add <4 x i32> %116, %112
  %119 = icmp eq i64 %110, 992
  br i1 %119, label %143, label %120, !llvm.loop !23

120:                                              ; preds = %109
  %121 = or disjoint i64 %110, 8
  %122 = getelementptr inbounds i32, ptr @ia, i64 %121
  %123 = getelementptr inbounds i8, ptr %122, i64 16
  %124 = load <4 x i32>, ptr %122, align 16, !tbaa !5
  %125 = load <4 x i32>, ptr %123, align 16, !tbaa !5
  %126 = add <4 x i32> %124, %117
  %127 = add <4 x i32> %125, %118
  %128 = or disjoint i64 %110, 16
  %129 = getelementptr inbounds i32, ptr @ia, i64 %128
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load <4 x i32>, ptr %129, align 16, !tbaa !5
  %132 = load <4 x i32>, ptr %130, align 16, !tbaa !5
  %133 = add <4 x i32> %131, %126
  %134 = add <4 x i32> %132, %127
  %135 = or disjoint i64 %110, 24
  %136 = getelementptr inbounds i32, ptr @ia, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load <4 x i32>, ptr %136, align 16, !tbaa !5
  %139 = load <4 x i32>, ptr %137, align 16, !tbaa !5
  %140 = add <4 x i32> %138, %133
  %141 = add <4 x i32> %139, %134
  %142 = add nuw nsw i64 %110, 32
  br label %109

143:                                              ; preds = %109
  %144 = add <4 x i32> %118, %117
  %145 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %144)
  %146 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4000), align 16, !tbaa !5
  %147 = add nsw i32 %146, %145
  %148 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %149 = add nsw i32 %148, %147
  %150 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %151 = add nsw i32 %150, %149
  br label %49

152:                                              ; preds = %183
  %153 = fpext float %196 to double
  %154 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 40), align 8, !tbaa !9
  %155 = fpext float %154 to double
  %156 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4000), align 16, !tbaa !9
  %157 = fpext float %156 to double
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %153, double noundef %155, double noundef %157)
  br label %159

159:                                              ; preds = %159, %152
  %160 = phi i64 [ 0, %152 ], [ %171, %159 ]
  %161 = getelementptr inbounds double, ptr @dx, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load <2 x double>, ptr %161, align 16, !tbaa !11
  %164 = load <2 x double>, ptr %162, align 16, !tbaa !11
  %165 = getelementptr inbounds double, ptr @dy, i64 %160
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load <2 x double>, ptr %165, align 16, !tbaa !11
  %168 = load <2 x double>, ptr %166, align 16, !tbaa !11
  %169 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double -7.500000e-01, double -7.500000e-01>, <2 x double> %167)
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %164, <2 x double> <double -7.500000e-01, double -7.500000e-01>, <2 x double> %168)
  store <2 x double> %169, ptr %165, align 16, !tbaa !11
  store <2 x double> %170, ptr %166, align 16, !tbaa !11
  %171 = add nuw i64 %160, 4
  %172 = icmp eq i64 %171, 1000
  br i1 %172, label %173, label %159, !llvm.loop !24

173:                                              ; preds = %159
  %174 = load double, ptr getelementptr inbounds (i8, ptr @dx, i64 8000), align 16, !tbaa !11
  %175 = load double, ptr getelementptr inbounds (i8, ptr @dy, i64 8000), align 16, !tbaa !11
  %176 = tail call double @llvm.fmuladd.f64(double %174, double -7.500000e-01, double %175)
  store double %176, ptr getelementptr inbounds (i8, ptr @dy, i64 8000), align 16, !tbaa !11
  %177 = load double, ptr getelementptr inbounds (i8, ptr @dx, i64 8008), align 8, !tbaa !11
  %178 = load double, ptr getelementptr inbounds (i8, ptr @dy, i64 8008), align 8, !tbaa !11
  %179 = tail call double @llvm.fmuladd.f64(double %177, double -7.500000e-01, double %178)
  store double %179, ptr getelementptr inbounds (i8, ptr @dy, i64 8008), align 8, !tbaa !11
  %180 = load double, ptr getelementptr inbounds (i8, ptr @dx, i64 8016), align 16, !tbaa !11
  %181 = load double, ptr getelementptr inbounds (i8, ptr @dy, i64 8016), align 16, !tbaa !11
  %182 = tail call double @llvm.fmuladd.f64(double %180, double -7.500000e-01, double %181)
  store double %182, ptr getelementptr inbounds (i8, ptr @dy, i64 8016), align 16, !tbaa !11
  br label %442

183:                                              ; preds = %198, %99
  %184 = phi i64 [ 0, %99 ], [ %203, %198 ]
  %185 = phi float [ 0.000000e+00, %99 ], [ %202, %198 ]
  %186 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %184
  %187 = load float, ptr %186, align 16, !tbaa !9
  %188 = fadd float %185, %187
  %189 = or disjoint i64 %184, 1
  %190 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !9
  %192 = fadd float %188, %191
  %193 = or disjoint i64 %184, 2
  %194 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %193
  %195 = load float, ptr %194, align 8, !tbaa !9
  %196 = fadd float %192, %195
  %197 = icmp eq i64 %184, 1000
  br i1 %197, label %152, label %198, !llvm.loop !25

198:                                              ; preds = %183
  %199 = or disjoint i64 %184, 3
  %200 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !9
  %202 = fadd float %196, %201
  %203 = add nuw nsw i64 %184, 4
  br label %183

204:                                              ; preds = %442
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %455)
  br label %206

206:                                              ; preds = %206, %204
  %207 = phi i64 [ 0, %204 ], [ %228, %206 ]
  %208 = getelementptr inbounds i32, ptr @ia, i64 %207
  %209 = getelementptr inbounds i8, ptr %208, i64 16
  %210 = load <4 x i32>, ptr %208, align 16, !tbaa !5
  %211 = load <4 x i32>, ptr %209, align 16, !tbaa !5
  %212 = mul nsw <4 x i32> %210, <i32 3, i32 3, i32 3, i32 3>
  %213 = mul nsw <4 x i32> %211, <i32 3, i32 3, i32 3, i32 3>
  %214 = getelementptr inbounds i32, ptr @ib, i64 %207
  %215 = getelementptr inbounds i8, ptr %214, i64 16
  %216 = load <4 x i32>, ptr %214, align 16, !tbaa !5
  %217 = load <4 x i32>, ptr %215, align 16, !tbaa !5
  %218 = ashr <4 x i32> %216, <i32 1, i32 1, i32 1, i32 1>
  %219 = ashr <4 x i32> %217, <i32 1, i32 1, i32 1, i32 1>
  %220 = add nsw <4 x i32> %218, %212
  %221 = add nsw <4 x i32> %219, %213
  %222 = and <4 x i32> %216, %210
  %223 = and <4 x i32> %217, %211
  %224 = sub <4 x i32> %220, %222
  %225 = sub <4 x i32> %221, %223
  %226 = getelementptr inbounds i32, ptr @ic, i64 %207
  %227 = getelementptr inbounds i8, ptr %226, i64 16
  store <4 x i32> %224, ptr %226, align 16, !tbaa !5
  store <4 x i32> %225, ptr %227, align 16, !tbaa !5
  %228 = add nuw i64 %207, 8
  %229 = icmp eq i64 %228, 1000
  br i1 %229, label %230, label %206, !llvm.loop !26

230:                                              ; preds = %206
  %231 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4000), align 16, !tbaa !5
  %232 = mul nsw i32 %231, 3
  %233 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4000), align 16, !tbaa !5
  %234 = ashr i32 %233, 1
  %235 = add nsw i32 %234, %232
  %236 = and i32 %233, %231
  %237 = sub i32 %235, %236
  store i32 %237, ptr getelementptr inbounds (i8, ptr @ic, i64 4000), align 16, !tbaa !5
  %238 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %239 = mul nsw i32 %238, 3
  %240 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4004), align 4, !tbaa !5
  %241 = ashr i32 %240, 1
  %242 = add nsw i32 %241, %239
  %243 = and i32 %240, %238
  %244 = sub i32 %242, %243
  store i32 %244, ptr getelementptr inbounds (i8, ptr @ic, i64 4004), align 4, !tbaa !5
  %245 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %246 = mul nsw i32 %245, 3
  %247 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4008), align 8, !tbaa !5
  %248 = ashr i32 %247, 1
  %249 = add nsw i32 %248, %246
  %250 = and i32 %247, %245
  %251 = sub i32 %249, %250
  store i32 %251, ptr getelementptr inbounds (i8, ptr @ic, i64 4008), align 8, !tbaa !5
  br label %252

252:                                              ; preds = %263, %230
  %253 = phi i64 [ 0, %230 ], [ %285, %263 ]
  %254 = phi <4 x i32> [ zeroinitializer, %230 ], [ %283, %263 ]
  %255 = phi <4 x i32> [ zeroinitializer, %230 ], [ %284, %263 ]
  %256 = getelementptr inbounds i32, ptr @ic, i64 %253
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  %258 = load <4 x i32>, ptr %256, align 16, !tbaa !5
  %259 = load <4 x i32>, ptr %257, align 16, !tbaa !5
  %260 = add <4 x i32> %258, %254
  %261 = add <4 x i32> %259, %255
  %262 = icmp eq i64 %253, 992
  br i1 %262, label %286, label %263, !llvm.loop !27

263:                                              ; preds = %252
  %264 = or disjoint i64 %253, 8
  %265 = getelementptr inbounds i32, ptr @ic, i64 %264
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  %267 = load <4 x i32>, ptr %265, align 16, !tbaa !5
  %268 = load <4 x i32>, ptr %266, align 16, !tbaa !5
  %269 = add <4 x i32> %267, %260
  %270 = add <4 x i32> %268, %261
  %271 = or disjoint i64 %253, 16
  %272 = getelementptr inbounds i32, ptr @ic, i64 %271
  %273 = getelementptr inbounds i8, ptr %272, i64 16
  %274 = load <4 x i32>, ptr %272, align 16, !tbaa !5
  %275 = load <4 x i32>, ptr %273, align 16, !tbaa !5
  %276 = add <4 x i32> %274, %269
  %277 = add <4 x i32> %275, %270
  %278 = or disjoint i64 %253, 24
  %279 = getelementptr inbounds i32, ptr @ic, i64 %278
  %280 = getelementptr inbounds i8, ptr %279, i64 16
  %281 = load <4 x i32>, ptr %279, align 16, !tbaa !5
  %282 = load <4 x i32>, ptr %280, align 16, !tbaa !5
  %283 = add <4 x i32> %281, %276
  %284 = add <4 x i32> %282, %277
  %285 = add nuw nsw i64 %253, 32
  br label %252

286:                                              ; preds = %252
  %287 = add <4 x i32> %261, %260
  %288 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %287)
  %289 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 4000), align 16, !tbaa !5
  %290 = add nsw i32 %289, %288
  %291 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 4004), align 4, !tbaa !5
  %292 = add nsw i32 %291, %290
  %293 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 4008), align 8, !tbaa !5
  %294 = add nsw i32 %293, %292
  br label %295

295:                                              ; preds = %286, %295
  %296 = phi i64 [ %311, %295 ], [ 0, %286 ]
  %297 = phi <4 x i32> [ %309, %295 ], [ zeroinitializer, %286 ]
  %298 = phi <4 x i32> [ %310, %295 ], [ zeroinitializer, %286 ]
  %299 = getelementptr inbounds i32, ptr @ia, i64 %296
  %300 = getelementptr inbounds i8, ptr %299, i64 16
  %301 = load <4 x i32>, ptr %299, align 16, !tbaa !5
  %302 = load <4 x i32>, ptr %300, align 16, !tbaa !5
  %303 = getelementptr inbounds i32, ptr @ib, i64 %296
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load <4 x i32>, ptr %303, align 16, !tbaa !5
  %306 = load <4 x i32>, ptr %304, align 16, !tbaa !5
  %307 = mul nsw <4 x i32> %305, %301
  %308 = mul nsw <4 x i32> %306, %302
  %309 = add <4 x i32> %307, %297
  %310 = add <4 x i32> %308, %298
  %311 = add nuw i64 %296, 8
  %312 = icmp eq i64 %311, 1000
  br i1 %312, label %313, label %295, !llvm.loop !28

313:                                              ; preds = %295
  %314 = add <4 x i32> %310, %309
  %315 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %314)
  %316 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4000), align 16, !tbaa !5
  %317 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4000), align 16, !tbaa !5
  %318 = mul nsw i32 %317, %316
  %319 = add nsw i32 %318, %315
  %320 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %321 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4004), align 4, !tbaa !5
  %322 = mul nsw i32 %321, %320
  %323 = add nsw i32 %322, %319
  %324 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %325 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4008), align 8, !tbaa !5
  %326 = mul nsw i32 %325, %324
  %327 = add nsw i32 %326, %323
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %294, i32 noundef %327)
  %329 = load <4 x i32>, ptr @ia, align 16
  %330 = shufflevector <4 x i32> %329, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %331

331:                                              ; preds = %331, %313
  %332 = phi i64 [ 0, %313 ], [ %342, %331 ]
  %333 = phi <4 x i32> [ %330, %313 ], [ %340, %331 ]
  %334 = phi <4 x i32> [ %330, %313 ], [ %341, %331 ]
  %335 = or disjoint i64 %332, 1
  %336 = getelementptr inbounds i32, ptr @ia, i64 %335
  %337 = getelementptr inbounds i8, ptr %336, i64 16
  %338 = load <4 x i32>, ptr %336, align 4, !tbaa !5
  %339 = load <4 x i32>, ptr %337, align 4, !tbaa !5
  %340 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %338, <4 x i32> %333)
  %341 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %339, <4 x i32> %334)
  %342 = add nuw i64 %332, 8
  %343 = icmp eq i64 %342, 1000
  br i1 %343, label %344, label %331, !llvm.loop !29

344:                                              ; preds = %331
  %345 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %340, <4 x i32> %341)
  %346 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %345)
  %347 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %348 = tail call i32 @llvm.smax.i32(i32 %347, i32 %346)
  %349 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %350 = tail call i32 @llvm.smax.i32(i32 %349, i32 %348)
  br label %351

351:                                              ; preds = %344, %351
  %352 = phi i64 [ %361, %351 ], [ 0, %344 ]
  %353 = phi <4 x i32> [ %359, %351 ], [ <i32 -1, i32 -1, i32 -1, i32 -1>, %344 ]
  %354 = phi <4 x i32> [ %360, %351 ], [ <i32 -1, i32 -1, i32 -1, i32 -1>, %344 ]
  %355 = getelementptr inbounds i32, ptr @ib, i64 %352
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  %357 = load <4 x i32>, ptr %355, align 16, !tbaa !5
  %358 = load <4 x i32>, ptr %356, align 16, !tbaa !5
  %359 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %357, <4 x i32> %353)
  %360 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %358, <4 x i32> %354)
  %361 = add nuw i64 %352, 8
  %362 = icmp eq i64 %361, 1000
  br i1 %362, label %363, label %351, !llvm.loop !30

363:                                              ; preds = %351
  %364 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %359, <4 x i32> %360)
  %365 = tail call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %364)
  %366 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4000), align 16, !tbaa !5
  %367 = tail call i32 @llvm.umin.i32(i32 %366, i32 %365)
  %368 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4004), align 4, !tbaa !5
  %369 = tail call i32 @llvm.umin.i32(i32 %368, i32 %367)
  %370 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4008), align 8, !tbaa !5
  %371 = tail call i32 @llvm.umin.i32(i32 %370, i32 %369)
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %350, i32 noundef %371)
  br label %373

373:                                              ; preds = %373, %363
  %374 = phi i64 [ 0, %363 ], [ %394, %373 ]
  %375 = phi <4 x i32> [ zeroinitializer, %363 ], [ %392, %373 ]
  %376 = phi <4 x i32> [ zeroinitializer, %363 ], [ %393, %373 ]
  %377 = getelementptr inbounds i8, ptr @bytes, i64 %374
  %378 = getelementptr inbounds i8, ptr %377, i64 4
  %379 = load <4 x i8>, ptr %377, align 16, !tbaa !17
  %380 = load <4 x i8>, ptr %378, align 4, !tbaa !17
  %381 = zext <4 x i8> %379 to <4 x i32>
  %382 = zext <4 x i8> %380 to <4 x i32>
  %383 = add <4 x i32> %375, %381
  %384 = add <4 x i32> %376, %382
  %385 = or disjoint i64 %374, 8
  %386 = getelementptr inbounds i8, ptr @bytes, i64 %385
  %387 = getelementptr inbounds i8, ptr %386, i64 4
  %388 = load <4 x i8>, ptr %386, align 8, !tbaa !17
  %389 = load <4 x i8>, ptr %387, align 4, !tbaa !17
  %390 = zext <4 x i8> %388 to <4 x i32>
  %391 = zext <4 x i8> %389 to <4 x i32>
  %392 = add <4 x i32> %383, %390
  %393 = add <4 x i32> %384, %391
  %394 = add nuw nsw i64 %374, 16
  %395 = icmp eq i64 %394, 4096
  br i1 %395, label %396, label %373, !llvm.loop !31

396:                                              ; preds = %373, %411
  %397 = phi i64 [ %423, %411 ], [ 0, %373 ]
  %398 = phi <4 x i32> [ %421, %411 ], [ zeroinitializer, %373 ]
  %399 = phi <4 x i32> [ %422, %411 ], [ zeroinitializer, %373 ]
  %400 = getelementptr inbounds i16, ptr @sa, i64 %397
  %401 = getelementptr inbounds i8, ptr %400, i64 8
  %402 = load <4 x i16>, ptr %400, align 16, !tbaa !13
  %403 = load <4 x i16>, ptr %401, align 8, !tbaa !13
  %404 = icmp sgt <4 x i16> %402, <i16 1000, i16 1000, i16 1000, i16 1000>
  %405 = icmp sgt <4 x i16> %403, <i16 1000, i16 1000, i16 1000, i16 1000>
  %406 = zext <4 x i1> %404 to <4 x i32>
  %407 = zext <4 x i1> %405 to <4 x i32>
  %408 = add <4 x i32> %398, %406
  %409 = add <4 x i32> %399, %407
  %410 = icmp eq i64 %397, 992
  br i1 %410, label %424, label %411, !llvm.loop !32

411:                                              ; preds = %396
  %412 = or disjoint i64 %397, 8
  %413 = getelementptr inbounds i16, ptr @sa, i64 %412
  %414 = getelementptr inbounds i8, ptr %413, i64 8
  %415 = load <4 x i16>, ptr %413, align 16, !tbaa !13
  %416 = load <4 x i16>, ptr %414, align 8, !tbaa !13
  %417 = icmp sgt <4 x i16> %415, <i16 1000, i16 1000, i16 1000, i16 1000>
  %418 = icmp sgt <4 x i16> %416, <i16 1000, i16 1000, i16 1000, i16 1000>
  %419 = zext <4 x i1> %417 to <4 x i32>
  %420 = zext <4 x i1> %418 to <4 x i32>
  %421 = add <4 x i32> %408, %419
  %422 = add <4 x i32> %409, %420
  %423 = add nuw nsw i64 %397, 16
  br label %396

424:                                              ; preds = %396
  %425 = add <4 x i32> %409, %408
  %426 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %425)
  %427 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 2000), align 16, !tbaa !13
  %428 = icmp sgt i16 %427, 1000
  %429 = zext i1 %428 to i32
  %430 = add nuw nsw i32 %426, %429
  %431 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 2002), align 2, !tbaa !13
  %432 = icmp sgt i16 %431, 1000
  %433 = zext i1 %432 to i32
  %434 = add nuw nsw i32 %430, %433
  %435 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 2004), align 4, !tbaa !13
  %436 = icmp sgt i16 %435, 1000
  %437 = zext i1 %436 to i32
  %438 = add nuw nsw i32 %434, %437
  %439 = add <4 x i32> %393, %392
  %440 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %439)
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %440, i32 noundef %438)
  ret i32 0

442:                                              ; preds = %457, %173
  %443 = phi i64 [ 0, %173 ], [ %462, %457 ]
  %444 = phi double [ 0.000000e+00, %173 ], [ %461, %457 ]
  %445 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %443
  %446 = load double, ptr %445, align 16, !tbaa !11
  %447 = fadd double %444, %446
  %448 = or disjoint i64 %443, 1
  %449 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %448
  %450 = load double, ptr %449, align 8, !tbaa !11
  %451 = fadd double %447, %450
  %452 = or disjoint i64 %443, 2
  %453 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %452
  %454 = load double, ptr %453, align 16, !tbaa !11
  %455 = fadd double %451, %454
  %456 = icmp eq i64 %443, 1000
  br i1 %456, label %204, label %457, !llvm.loop !33

457:                                              ; preds = %442
  %458 = or disjoint i64 %443, 3
  %459 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %458
  %460 = load double, ptr %459, align 8, !tbaa !11
  %461 = fadd double %455, %460
  %462 = add nuw nsw i64 %443, 4
  br label %442
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !16, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !16, !19, !20}
!22 = distinct !{!22, !16, !19, !20}
!23 = distinct !{!23, !16, !19, !20}
!24 = distinct !{!24, !16, !19, !20}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16, !19, !20}
!27 = distinct !{!27, !16, !19, !20}
!28 = distinct !{!28, !16, !19, !20}
!29 = distinct !{!29, !16, !19, !20}
!30 = distinct !{!30, !16, !19, !20}
!31 = distinct !{!31, !16, !19, !20}
!32 = distinct !{!32, !16, !19, !20}
!33 = distinct !{!33, !16}

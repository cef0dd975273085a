; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
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
  br i1 %48, label %108, label %36, !llvm.loop !18

49:                                               ; preds = %49, %142
  %50 = phi i64 [ 0, %142 ], [ %70, %49 ]
  %51 = phi <2 x i64> [ zeroinitializer, %142 ], [ %68, %49 ]
  %52 = phi <2 x i64> [ zeroinitializer, %142 ], [ %69, %49 ]
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %150, i64 noundef %83)
  br label %84

84:                                               ; preds = %84, %72
  %85 = phi i64 [ 0, %72 ], [ %96, %84 ]
  %86 = getelementptr inbounds float, ptr @fx, i64 %85
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load <4 x float>, ptr %86, align 16, !tbaa !9
  %89 = load <4 x float>, ptr %87, align 16, !tbaa !9
  %90 = getelementptr inbounds float, ptr @fy, i64 %85
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load <4 x float>, ptr %90, align 16, !tbaa !9
  %93 = load <4 x float>, ptr %91, align 16, !tbaa !9
  %94 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %88, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %92)
  %95 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %93)
  store <4 x float> %94, ptr %90, align 16, !tbaa !9
  store <4 x float> %95, ptr %91, align 16, !tbaa !9
  %96 = add nuw i64 %85, 8
  %97 = icmp eq i64 %96, 1000
  br i1 %97, label %98, label %84, !llvm.loop !22

98:                                               ; preds = %84
  %99 = load float, ptr getelementptr inbounds (i8, ptr @fx, i64 4000), align 16, !tbaa !9
  %100 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4000), align 16, !tbaa !9
  %101 = tail call float @llvm.fmuladd.f32(float %99, float 2.500000e+00, float %100)
  store float %101, ptr getelementptr inbounds (i8, ptr @fy, i64 4000), align 16, !tbaa !9
  %102 = load float, ptr getelementptr inbounds (i8, ptr @fx, i64 4004), align 4, !tbaa !9
  %103 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4004), align 4, !tbaa !9
  %104 = tail call float @llvm.fmuladd.f32(float %102, float 2.500000e+00, float %103)
  store float %104, ptr getelementptr inbounds (i8, ptr @fy, i64 4004), align 4, !tbaa !9
  %105 = load float, ptr getelementptr inbounds (i8, ptr @fx, i64 4008), align 8, !tbaa !9
  %106 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4008), align 8, !tbaa !9
  %107 = tail call float @llvm.fmuladd.f32(float %105, float 2.500000e+00, float %106)
  store float %107, ptr getelementptr inbounds (i8, ptr @fy, i64 4008), align 8, !tbaa !9
  br label %181

108:                                              ; preds = %36, %119
  %109 = phi i64 [ %141, %119 ], [ 0, %36 ]
  %110 = phi <4 x i32> [ %139, %119 ], [ zeroinitializer, %36 ]
  %111 = phi <4 x i32> [ %140, %119 ], [ zeroinitializer, %36 ]
  %112 = getelementptr inbounds i32, ptr @ia, i64 %109
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load <4 x i32>, ptr %112, align 16, !tbaa !5
  %115 = load <4 x i32>, ptr %113, align 16, !tbaa !5
  %116 = add <4 x i32> %114, %110
  %117 = add <4 x i32> %115, %111
  %118 = icmp eq i64 %109, 992
  br i1 %118, label %142, label %119, !llvm.loop !23

119:                                              ; preds = %108
  %120 = or disjoint i64 %109, 8
  %121 = getelementptr inbounds i32, ptr @ia, i64 %120
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  %123 = load <4 x i32>, ptr %121, align 16, !tbaa !5
  %124 = load <4 x i32>, ptr %122, align 16, !tbaa !5
  %125 = add <4 x i32> %123, %116
  %126 = add <4 x i32> %124, %117
  %127 = or disjoint i64 %109, 16
  %128 = getelementptr inbounds i32, ptr @ia, i64 %127
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load <4 x i32>, ptr %128, align 16, !tbaa !5
  %131 = load <4 x i32>, ptr %129, align 16, !tbaa !5
  %132 = add <4 x i32> %130, %125
  %133 = add <4 x i32> %131, %126
  %134 = or disjoint i64 %109, 24
  %135 = getelementptr inbounds i32, ptr @ia, i64 %134
  %136 = getelementptr inbounds i8, ptr %135, i64 16
  %137 = load <4 x i32>, ptr %135, align 16, !tbaa !5
  %138 = load <4 x i32>, ptr %136, align 16, !tbaa !5
  %139 = add <4 x i32> %137, %132
  %140 = add <4 x i32> %138, %133
  %141 = add nuw nsw i64 %109, 32
  br label %108

142:                                              ; preds = %108
  %143 = add <4 x i32> %117, %116
  %144 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %143)
  %145 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4000), align 16, !tbaa !5
  %146 = add nsw i32 %145, %144
  %147 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %148 = add nsw i32 %147, %146
  %149 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %150 = add nsw i32 %149, %148
  br label %49

151:                                              ; preds = %181
  %152 = fpext float %194 to double
  %153 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 40), align 8, !tbaa !9
  %154 = fpext float %153 to double
  %155 = load float, ptr getelementptr inbounds (i8, ptr @fy, i64 4000), align 16, !tbaa !9
  %156 = fpext float %155 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %152, double noundef %154, double noundef %156)
  br label %157

157:                                              ; preds = %157, %151
  %158 = phi i64 [ 0, %151 ], [ %169, %157 ]
  %159 = getelementptr inbounds double, ptr @dx, i64 %158
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load <2 x double>, ptr %159, align 16, !tbaa !11
  %162 = load <2 x double>, ptr %160, align 16, !tbaa !11
  %163 = getelementptr inbounds double, ptr @dy, i64 %158
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load <2 x double>, ptr %163, align 16, !tbaa !11
  %166 = load <2 x double>, ptr %164, align 16, !tbaa !11
  %167 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %161, <2 x double> <double -7.500000e-01, double -7.500000e-01>, <2 x double> %165)
  %168 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double -7.500000e-01, double -7.500000e-01>, <2 x double> %166)
  store <2 x double> %167, ptr %163, align 16, !tbaa !11
  store <2 x double> %168, ptr %164, align 16, !tbaa !11
  %169 = add nuw i64 %158, 4
  %170 = icmp eq i64 %169, 1000
  br i1 %170, label %171, label %157, !llvm.loop !24

171:                                              ; preds = %157
  %172 = load double, ptr getelementptr inbounds (i8, ptr @dx, i64 8000), align 16, !tbaa !11
  %173 = load double, ptr getelementptr inbounds (i8, ptr @dy, i64 8000), align 16, !tbaa !11
  %174 = tail call double @llvm.fmuladd.f64(double %172, double -7.500000e-01, double %173)
  store double %174, ptr getelementptr inbounds (i8, ptr @dy, i64 8000), align 16, !tbaa !11
  %175 = load double, ptr getelementptr inbounds (i8, ptr @dx, i64 8008), align 8, !tbaa !11
  %176 = load double, ptr getelementptr inbounds (i8, ptr @dy, i64 8008), align 8, !tbaa !11
  %177 = tail call double @llvm.fmuladd.f64(double %175, double -7.500000e-01, double %176)
  store double %177, ptr getelementptr inbounds (i8, ptr @dy, i64 8008), align 8, !tbaa !11
  %178 = load double, ptr getelementptr inbounds (i8, ptr @dx, i64 8016), align 16, !tbaa !11
  %179 = load double, ptr getelementptr inbounds (i8, ptr @dy, i64 8016), align 16, !tbaa !11
  %180 = tail call double @llvm.fmuladd.f64(double %178, double -7.500000e-01, double %179)
  store double %180, ptr getelementptr inbounds (i8, ptr @dy, i64 8016), align 16, !tbaa !11
  br label %436

181:                                              ; preds = %196, %98
  %182 = phi i64 [ 0, %98 ], [ %201, %196 ]
  %183 = phi float [ 0.000000e+00, %98 ], [ %200, %196 ]
  %184 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %182
  %185 = load float, ptr %184, align 16, !tbaa !9
  %186 = fadd float %183, %185
  %187 = or disjoint i64 %182, 1
  %188 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !9
  %190 = fadd float %186, %189
  %191 = or disjoint i64 %182, 2
  %192 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %191
  %193 = load float, ptr %192, align 8, !tbaa !9
  %194 = fadd float %190, %193
  %195 = icmp eq i64 %182, 1000
  br i1 %195, label %151, label %196, !llvm.loop !25

196:                                              ; preds = %181
  %197 = or disjoint i64 %182, 3
  %198 = getelementptr inbounds [1003 x float], ptr @fy, i64 0, i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !9
  %200 = fadd float %194, %199
  %201 = add nuw nsw i64 %182, 4
  br label %181

202:                                              ; preds = %436
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %449)
  br label %203

203:                                              ; preds = %203, %202
  %204 = phi i64 [ 0, %202 ], [ %225, %203 ]
  %205 = getelementptr inbounds i32, ptr @ia, i64 %204
  %206 = getelementptr inbounds i8, ptr %205, i64 16
  %207 = load <4 x i32>, ptr %205, align 16, !tbaa !5
  %208 = load <4 x i32>, ptr %206, align 16, !tbaa !5
  %209 = mul nsw <4 x i32> %207, <i32 3, i32 3, i32 3, i32 3>
  %210 = mul nsw <4 x i32> %208, <i32 3, i32 3, i32 3, i32 3>
  %211 = getelementptr inbounds i32, ptr @ib, i64 %204
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  %213 = load <4 x i32>, ptr %211, align 16, !tbaa !5
  %214 = load <4 x i32>, ptr %212, align 16, !tbaa !5
  %215 = ashr <4 x i32> %213, <i32 1, i32 1, i32 1, i32 1>
  %216 = ashr <4 x i32> %214, <i32 1, i32 1, i32 1, i32 1>
  %217 = add nsw <4 x i32> %215, %209
  %218 = add nsw <4 x i32> %216, %210
  %219 = and <4 x i32> %213, %207
  %220 = and <4 x i32> %214, %208
  %221 = sub <4 x i32> %217, %219
  %222 = sub <4 x i32> %218, %220
  %223 = getelementptr inbounds i32, ptr @ic, i64 %204
  %224 = getelementptr inbounds i8, ptr %223, i64 16
  store <4 x i32> %221, ptr %223, align 16, !tbaa !5
  store <4 x i32> %222, ptr %224, align 16, !tbaa !5
  %225 = add nuw i64 %204, 8
  %226 = icmp eq i64 %225, 1000
  br i1 %226, label %227, label %203, !llvm.loop !26

227:                                              ; preds = %203
  %228 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4000), align 16, !tbaa !5
  %229 = mul nsw i32 %228, 3
  %230 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4000), align 16, !tbaa !5
  %231 = ashr i32 %230, 1
  %232 = add nsw i32 %231, %229
  %233 = and i32 %230, %228
  %234 = sub i32 %232, %233
  store i32 %234, ptr getelementptr inbounds (i8, ptr @ic, i64 4000), align 16, !tbaa !5
  %235 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %236 = mul nsw i32 %235, 3
  %237 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4004), align 4, !tbaa !5
  %238 = ashr i32 %237, 1
  %239 = add nsw i32 %238, %236
  %240 = and i32 %237, %235
  %241 = sub i32 %239, %240
  store i32 %241, ptr getelementptr inbounds (i8, ptr @ic, i64 4004), align 4, !tbaa !5
  %242 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %243 = mul nsw i32 %242, 3
  %244 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4008), align 8, !tbaa !5
  %245 = ashr i32 %244, 1
  %246 = add nsw i32 %245, %243
  %247 = and i32 %244, %242
  %248 = sub i32 %246, %247
  store i32 %248, ptr getelementptr inbounds (i8, ptr @ic, i64 4008), align 8, !tbaa !5
  br label %249

249:                                              ; preds = %260, %227
  %250 = phi i64 [ 0, %227 ], [ %282, %260 ]
  %251 = phi <4 x i32> [ zeroinitializer, %227 ], [ %280, %260 ]
  %252 = phi <4 x i32> [ zeroinitializer, %227 ], [ %281, %260 ]
  %253 = getelementptr inbounds i32, ptr @ic, i64 %250
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load <4 x i32>, ptr %253, align 16, !tbaa !5
  %256 = load <4 x i32>, ptr %254, align 16, !tbaa !5
  %257 = add <4 x i32> %255, %251
  %258 = add <4 x i32> %256, %252
  %259 = icmp eq i64 %250, 992
  br i1 %259, label %283, label %260, !llvm.loop !27

260:                                              ; preds = %249
  %261 = or disjoint i64 %250, 8
  %262 = getelementptr inbounds i32, ptr @ic, i64 %261
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load <4 x i32>, ptr %262, align 16, !tbaa !5
  %265 = load <4 x i32>, ptr %263, align 16, !tbaa !5
  %266 = add <4 x i32> %264, %257
  %267 = add <4 x i32> %265, %258
  %268 = or disjoint i64 %250, 16
  %269 = getelementptr inbounds i32, ptr @ic, i64 %268
  %270 = getelementptr inbounds i8, ptr %269, i64 16
  %271 = load <4 x i32>, ptr %269, align 16, !tbaa !5
  %272 = load <4 x i32>, ptr %270, align 16, !tbaa !5
  %273 = add <4 x i32> %271, %266
  %274 = add <4 x i32> %272, %267
  %275 = or disjoint i64 %250, 24
  %276 = getelementptr inbounds i32, ptr @ic, i64 %275
  %277 = getelementptr inbounds i8, ptr %276, i64 16
  %278 = load <4 x i32>, ptr %276, align 16, !tbaa !5
  %279 = load <4 x i32>, ptr %277, align 16, !tbaa !5
  %280 = add <4 x i32> %278, %273
  %281 = add <4 x i32> %279, %274
  %282 = add nuw nsw i64 %250, 32
  br label %249

283:                                              ; preds = %249
  %284 = add <4 x i32> %258, %257
  %285 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %284)
  %286 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 4000), align 16, !tbaa !5
  %287 = add nsw i32 %286, %285
  %288 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 4004), align 4, !tbaa !5
  %289 = add nsw i32 %288, %287
  %290 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 4008), align 8, !tbaa !5
  %291 = add nsw i32 %290, %289
  br label %292

292:                                              ; preds = %283, %292
  %293 = phi i64 [ %308, %292 ], [ 0, %283 ]
  %294 = phi <4 x i32> [ %306, %292 ], [ zeroinitializer, %283 ]
  %295 = phi <4 x i32> [ %307, %292 ], [ zeroinitializer, %283 ]
  %296 = getelementptr inbounds i32, ptr @ia, i64 %293
  %297 = getelementptr inbounds i8, ptr %296, i64 16
  %298 = load <4 x i32>, ptr %296, align 16, !tbaa !5
  %299 = load <4 x i32>, ptr %297, align 16, !tbaa !5
  %300 = getelementptr inbounds i32, ptr @ib, i64 %293
  %301 = getelementptr inbounds i8, ptr %300, i64 16
  %302 = load <4 x i32>, ptr %300, align 16, !tbaa !5
  %303 = load <4 x i32>, ptr %301, align 16, !tbaa !5
  %304 = mul nsw <4 x i32> %302, %298
  %305 = mul nsw <4 x i32> %303, %299
  %306 = add <4 x i32> %304, %294
  %307 = add <4 x i32> %305, %295
  %308 = add nuw i64 %293, 8
  %309 = icmp eq i64 %308, 1000
  br i1 %309, label %310, label %292, !llvm.loop !28

310:                                              ; preds = %292
  %311 = add <4 x i32> %307, %306
  %312 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %311)
  %313 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4000), align 16, !tbaa !5
  %314 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4000), align 16, !tbaa !5
  %315 = mul nsw i32 %314, %313
  %316 = add nsw i32 %315, %312
  %317 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %318 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4004), align 4, !tbaa !5
  %319 = mul nsw i32 %318, %317
  %320 = add nsw i32 %319, %316
  %321 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %322 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4008), align 8, !tbaa !5
  %323 = mul nsw i32 %322, %321
  %324 = add nsw i32 %323, %320
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %291, i32 noundef %324)
  %325 = load <4 x i32>, ptr @ia, align 16
  %326 = shufflevector <4 x i32> %325, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %327

327:                                              ; preds = %327, %310
  %328 = phi i64 [ 0, %310 ], [ %338, %327 ]
  %329 = phi <4 x i32> [ %326, %310 ], [ %336, %327 ]
  %330 = phi <4 x i32> [ %326, %310 ], [ %337, %327 ]
  %331 = or disjoint i64 %328, 1
  %332 = getelementptr inbounds i32, ptr @ia, i64 %331
  %333 = getelementptr inbounds i8, ptr %332, i64 16
  %334 = load <4 x i32>, ptr %332, align 4, !tbaa !5
  %335 = load <4 x i32>, ptr %333, align 4, !tbaa !5
  %336 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %334, <4 x i32> %329)
  %337 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %335, <4 x i32> %330)
  %338 = add nuw i64 %328, 8
  %339 = icmp eq i64 %338, 1000
  br i1 %339, label %340, label %327, !llvm.loop !29

340:                                              ; preds = %327
  %341 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %336, <4 x i32> %337)
  %342 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %341)
  %343 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4004), align 4, !tbaa !5
  %344 = tail call i32 @llvm.smax.i32(i32 %343, i32 %342)
  %345 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 4008), align 8, !tbaa !5
  %346 = tail call i32 @llvm.smax.i32(i32 %345, i32 %344)
  br label %347

347:                                              ; preds = %340, %347
  %348 = phi i64 [ %357, %347 ], [ 0, %340 ]
  %349 = phi <4 x i32> [ %355, %347 ], [ <i32 -1, i32 -1, i32 -1, i32 -1>, %340 ]
  %350 = phi <4 x i32> [ %356, %347 ], [ <i32 -1, i32 -1, i32 -1, i32 -1>, %340 ]
  %351 = getelementptr inbounds i32, ptr @ib, i64 %348
  %352 = getelementptr inbounds i8, ptr %351, i64 16
  %353 = load <4 x i32>, ptr %351, align 16, !tbaa !5
  %354 = load <4 x i32>, ptr %352, align 16, !tbaa !5
  %355 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %353, <4 x i32> %349)
  %356 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %354, <4 x i32> %350)
  %357 = add nuw i64 %348, 8
  %358 = icmp eq i64 %357, 1000
  br i1 %358, label %359, label %347, !llvm.loop !30

359:                                              ; preds = %347
  %360 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %355, <4 x i32> %356)
  %361 = tail call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %360)
  %362 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4000), align 16, !tbaa !5
  %363 = tail call i32 @llvm.umin.i32(i32 %362, i32 %361)
  %364 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4004), align 4, !tbaa !5
  %365 = tail call i32 @llvm.umin.i32(i32 %364, i32 %363)
  %366 = load i32, ptr getelementptr inbounds (i8, ptr @ib, i64 4008), align 8, !tbaa !5
  %367 = tail call i32 @llvm.umin.i32(i32 %366, i32 %365)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %346, i32 noundef %367)
  br label %368

368:                                              ; preds = %368, %359
  %369 = phi i64 [ 0, %359 ], [ %389, %368 ]
  %370 = phi <4 x i32> [ zeroinitializer, %359 ], [ %387, %368 ]
  %371 = phi <4 x i32> [ zeroinitializer, %359 ], [ %388, %368 ]
  %372 = getelementptr inbounds i8, ptr @bytes, i64 %369
  %373 = getelementptr inbounds i8, ptr %372, i64 4
  %374 = load <4 x i8>, ptr %372, align 16, !tbaa !17
  %375 = load <4 x i8>, ptr %373, align 4, !tbaa !17
  %376 = zext <4 x i8> %374 to <4 x i32>
  %377 = zext <4 x i8> %375 to <4 x i32>
  %378 = add <4 x i32> %370, %376
  %379 = add <4 x i32> %371, %377
  %380 = or disjoint i64 %369, 8
  %381 = getelementptr inbounds i8, ptr @bytes, i64 %380
  %382 = getelementptr inbounds i8, ptr %381, i64 4
  %383 = load <4 x i8>, ptr %381, align 8, !tbaa !17
  %384 = load <4 x i8>, ptr %382, align 4, !tbaa !17
  %385 = zext <4 x i8> %383 to <4 x i32>
  %386 = zext <4 x i8> %384 to <4 x i32>
  %387 = add <4 x i32> %378, %385
  %388 = add <4 x i32> %379, %386
  %389 = add nuw nsw i64 %369, 16
  %390 = icmp eq i64 %389, 4096
  br i1 %390, label %391, label %368, !llvm.loop !31

391:                                              ; preds = %368, %406
  %392 = phi i64 [ %418, %406 ], [ 0, %368 ]
  %393 = phi <4 x i32> [ %416, %406 ], [ zeroinitializer, %368 ]
  %394 = phi <4 x i32> [ %417, %406 ], [ zeroinitializer, %368 ]
  %395 = getelementptr inbounds i16, ptr @sa, i64 %392
  %396 = getelementptr inbounds i8, ptr %395, i64 8
  %397 = load <4 x i16>, ptr %395, align 16, !tbaa !13
  %398 = load <4 x i16>, ptr %396, align 8, !tbaa !13
  %399 = icmp sgt <4 x i16> %397, <i16 1000, i16 1000, i16 1000, i16 1000>
  %400 = icmp sgt <4 x i16> %398, <i16 1000, i16 1000, i16 1000, i16 1000>
  %401 = zext <4 x i1> %399 to <4 x i32>
  %402 = zext <4 x i1> %400 to <4 x i32>
  %403 = add <4 x i32> %393, %401
  %404 = add <4 x i32> %394, %402
  %405 = icmp eq i64 %392, 992
  br i1 %405, label %419, label %406, !llvm.loop !32

406:                                              ; preds = %391
  %407 = or disjoint i64 %392, 8
  %408 = getelementptr inbounds i16, ptr @sa, i64 %407
  %409 = getelementptr inbounds i8, ptr %408, i64 8
  %410 = load <4 x i16>, ptr %408, align 16, !tbaa !13
  %411 = load <4 x i16>, ptr %409, align 8, !tbaa !13
  %412 = icmp sgt <4 x i16> %410, <i16 1000, i16 1000, i16 1000, i16 1000>
  %413 = icmp sgt <4 x i16> %411, <i16 1000, i16 1000, i16 1000, i16 1000>
  %414 = zext <4 x i1> %412 to <4 x i32>
  %415 = zext <4 x i1> %413 to <4 x i32>
  %416 = add <4 x i32> %403, %414
  %417 = add <4 x i32> %404, %415
  %418 = add nuw nsw i64 %392, 16
  br label %391

419:                                              ; preds = %391
  %420 = add <4 x i32> %404, %403
  %421 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %420)
  %422 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 2000), align 16, !tbaa !13
  %423 = icmp sgt i16 %422, 1000
  %424 = zext i1 %423 to i32
  %425 = add nuw nsw i32 %421, %424
  %426 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 2002), align 2, !tbaa !13
  %427 = icmp sgt i16 %426, 1000
  %428 = zext i1 %427 to i32
  %429 = add nuw nsw i32 %425, %428
  %430 = load i16, ptr getelementptr inbounds (i8, ptr @sa, i64 2004), align 4, !tbaa !13
  %431 = icmp sgt i16 %430, 1000
  %432 = zext i1 %431 to i32
  %433 = add nuw nsw i32 %429, %432
  %434 = add <4 x i32> %388, %387
  %435 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %434)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %435, i32 noundef %433)
  ret i32 0

436:                                              ; preds = %451, %171
  %437 = phi i64 [ 0, %171 ], [ %456, %451 ]
  %438 = phi double [ 0.000000e+00, %171 ], [ %455, %451 ]
  %439 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %437
  %440 = load double, ptr %439, align 16, !tbaa !11
  %441 = fadd double %438, %440
  %442 = or disjoint i64 %437, 1
  %443 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %442
  %444 = load double, ptr %443, align 8, !tbaa !11
  %445 = fadd double %441, %444
  %446 = or disjoint i64 %437, 2
  %447 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %446
  %448 = load double, ptr %447, align 16, !tbaa !11
  %449 = fadd double %445, %448
  %450 = icmp eq i64 %437, 1000
  br i1 %450, label %202, label %451, !llvm.loop !33

451:                                              ; preds = %436
  %452 = or disjoint i64 %437, 3
  %453 = getelementptr inbounds [1003 x double], ptr @dy, i64 0, i64 %452
  %454 = load double, ptr %453, align 8, !tbaa !11
  %455 = fadd double %449, %454
  %456 = add nuw nsw i64 %437, 4
  br label %436
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !34
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !7, i64 0}

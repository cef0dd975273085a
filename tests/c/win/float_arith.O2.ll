; ModuleID = 'float_arith.c'
source_filename = "float_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_xs = dso_local local_unnamed_addr global [6 x float] [float -2.000000e+00, float -5.000000e-01, float 0.000000e+00, float 0x3FB99999A0000000, float 1.000000e+00, float 3.750000e+00], align 16
@g_big = dso_local local_unnamed_addr global double 1.000000e+300, align 8
@g_tiny = dso_local local_unnamed_addr global double 1.000000e-300, align 8
@g_a = dso_local local_unnamed_addr global double 1.000000e-01, align 8
@g_b = dso_local local_unnamed_addr global double 2.000000e-01, align 8
@g_f = dso_local local_unnamed_addr global float 0x4170000000000000, align 4
@g_n = dso_local local_unnamed_addr global i32 1000, align 4
@.str = private unnamed_addr constant [34 x i8] c"poly_f(%g) = %.6f  poly_d = %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"big*10=%e tiny/1e10=%e ratio=%g\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"neg zero: %g %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"inf: %f %e %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"nan cmp: %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sqrt2=%.15f sqrt10=%.10e\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"harmonic(1000)=%.9f\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"pi approx float=%.6f\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"f+1=%.1f f+2=%.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"third=%.17g %e %.3e\0A\00", align 1
@.str.10 = private unnamed_addr constant [35 x i8] c"float third=%.9g double(ff)=%.17g\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"0.1+0.2=%.17g eq0.3=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"fabs=%g %g\0A\00", align 1
@.str.13 = private unnamed_addr constant [40 x i8] c"fmt: [%10.3f] [%-10.2e] [%+g] [%08.3f]\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"acc=%.10f %g\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"facc=%.6f %e\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load float, ptr @g_xs, align 16, !tbaa !5
  %2 = fpext float %1 to double
  %3 = tail call float @llvm.fmuladd.f32(float %1, float 3.500000e+00, float -2.250000e+00)
  %4 = tail call float @llvm.fmuladd.f32(float %3, float %1, float 1.000000e+00)
  %5 = tail call noundef float @llvm.fmuladd.f32(float %4, float %1, float -1.250000e-01)
  %6 = fpext float %5 to double
  %7 = tail call double @llvm.fmuladd.f64(double %2, double 3.500000e+00, double -2.250000e+00)
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %2, double 1.000000e+00)
  %9 = tail call noundef double @llvm.fmuladd.f64(double %8, double %2, double -1.250000e-01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %2, double noundef %6, double noundef %9)
  %10 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 4), align 4, !tbaa !5
  %11 = fpext float %10 to double
  %12 = tail call float @llvm.fmuladd.f32(float %10, float 3.500000e+00, float -2.250000e+00)
  %13 = tail call float @llvm.fmuladd.f32(float %12, float %10, float 1.000000e+00)
  %14 = tail call noundef float @llvm.fmuladd.f32(float %13, float %10, float -1.250000e-01)
  %15 = fpext float %14 to double
  %16 = tail call double @llvm.fmuladd.f64(double %11, double 3.500000e+00, double -2.250000e+00)
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %11, double 1.000000e+00)
  %18 = tail call noundef double @llvm.fmuladd.f64(double %17, double %11, double -1.250000e-01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %11, double noundef %15, double noundef %18)
  %19 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 8), align 8, !tbaa !5
  %20 = fpext float %19 to double
  %21 = tail call float @llvm.fmuladd.f32(float %19, float 3.500000e+00, float -2.250000e+00)
  %22 = tail call float @llvm.fmuladd.f32(float %21, float %19, float 1.000000e+00)
  %23 = tail call noundef float @llvm.fmuladd.f32(float %22, float %19, float -1.250000e-01)
  %24 = fpext float %23 to double
  %25 = tail call double @llvm.fmuladd.f64(double %20, double 3.500000e+00, double -2.250000e+00)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %20, double 1.000000e+00)
  %27 = tail call noundef double @llvm.fmuladd.f64(double %26, double %20, double -1.250000e-01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %20, double noundef %24, double noundef %27)
  %28 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 12), align 4, !tbaa !5
  %29 = fpext float %28 to double
  %30 = tail call float @llvm.fmuladd.f32(float %28, float 3.500000e+00, float -2.250000e+00)
  %31 = tail call float @llvm.fmuladd.f32(float %30, float %28, float 1.000000e+00)
  %32 = tail call noundef float @llvm.fmuladd.f32(float %31, float %28, float -1.250000e-01)
  %33 = fpext float %32 to double
  %34 = tail call double @llvm.fmuladd.f64(double %29, double 3.500000e+00, double -2.250000e+00)
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %29, double 1.000000e+00)
  %36 = tail call noundef double @llvm.fmuladd.f64(double %35, double %29, double -1.250000e-01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %29, double noundef %33, double noundef %36)
  %37 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 16), align 16, !tbaa !5
  %38 = fpext float %37 to double
  %39 = tail call float @llvm.fmuladd.f32(float %37, float 3.500000e+00, float -2.250000e+00)
  %40 = tail call float @llvm.fmuladd.f32(float %39, float %37, float 1.000000e+00)
  %41 = tail call noundef float @llvm.fmuladd.f32(float %40, float %37, float -1.250000e-01)
  %42 = fpext float %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %38, double 3.500000e+00, double -2.250000e+00)
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %38, double 1.000000e+00)
  %45 = tail call noundef double @llvm.fmuladd.f64(double %44, double %38, double -1.250000e-01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %38, double noundef %42, double noundef %45)
  %46 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 20), align 4, !tbaa !5
  %47 = fpext float %46 to double
  %48 = tail call float @llvm.fmuladd.f32(float %46, float 3.500000e+00, float -2.250000e+00)
  %49 = tail call float @llvm.fmuladd.f32(float %48, float %46, float 1.000000e+00)
  %50 = tail call noundef float @llvm.fmuladd.f32(float %49, float %46, float -1.250000e-01)
  %51 = fpext float %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %47, double 3.500000e+00, double -2.250000e+00)
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %47, double 1.000000e+00)
  %54 = tail call noundef double @llvm.fmuladd.f64(double %53, double %47, double -1.250000e-01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %47, double noundef %51, double noundef %54)
  %55 = load double, ptr @g_big, align 8, !tbaa !9
  %56 = load double, ptr @g_tiny, align 8, !tbaa !9
  %57 = fmul double %55, 1.000000e+01
  %58 = fdiv double %56, 1.000000e+10
  %59 = fdiv double %55, 7.000000e+00
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %57, double noundef %58, double noundef %59)
  %60 = fmul double %56, -0.000000e+00
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %60, double noundef %60)
  %61 = fmul double %55, %55
  %62 = fneg double %61
  %63 = fadd double %61, -1.000000e+00
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %61, double noundef %62, double noundef %63)
  %64 = fsub double %61, %61
  %65 = fcmp ord double %64, 0.000000e+00
  %66 = zext i1 %65 to i32
  %67 = fcmp uno double %64, 0.000000e+00
  %68 = zext i1 %67 to i32
  %69 = fcmp olt double %64, 1.000000e+00
  %70 = zext i1 %69 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %66, i32 noundef %68, i32 noundef %70)
  %71 = load double, ptr @g_a, align 8, !tbaa !9
  %72 = fmul double %71, 2.000000e+01
  %73 = fcmp ogt double %72, 1.000000e+00
  %74 = fmul double %72, 5.000000e-01
  %75 = select i1 %73, double %74, double 1.000000e+00
  br label %76

76:                                               ; preds = %76, %0
  %77 = phi i32 [ 0, %0 ], [ %94, %76 ]
  %78 = phi double [ %75, %0 ], [ %93, %76 ]
  %79 = fdiv double %72, %78
  %80 = fadd double %78, %79
  %81 = fmul double %80, 5.000000e-01
  %82 = fdiv double %72, %81
  %83 = fadd double %81, %82
  %84 = fmul double %83, 5.000000e-01
  %85 = fdiv double %72, %84
  %86 = fadd double %84, %85
  %87 = fmul double %86, 5.000000e-01
  %88 = fdiv double %72, %87
  %89 = fadd double %87, %88
  %90 = fmul double %89, 5.000000e-01
  %91 = fdiv double %72, %90
  %92 = fadd double %90, %91
  %93 = fmul double %92, 5.000000e-01
  %94 = add nuw nsw i32 %77, 5
  %95 = icmp eq i32 %94, 40
  br i1 %95, label %96, label %76, !llvm.loop !11

96:                                               ; preds = %76
  %97 = load double, ptr @g_b, align 8, !tbaa !9
  %98 = fmul double %97, 5.000000e+01
  %99 = fcmp ogt double %98, 1.000000e+00
  %100 = fmul double %98, 5.000000e-01
  %101 = select i1 %99, double %100, double 1.000000e+00
  br label %102

102:                                              ; preds = %102, %96
  %103 = phi i32 [ 0, %96 ], [ %120, %102 ]
  %104 = phi double [ %101, %96 ], [ %119, %102 ]
  %105 = fdiv double %98, %104
  %106 = fadd double %104, %105
  %107 = fmul double %106, 5.000000e-01
  %108 = fdiv double %98, %107
  %109 = fadd double %107, %108
  %110 = fmul double %109, 5.000000e-01
  %111 = fdiv double %98, %110
  %112 = fadd double %110, %111
  %113 = fmul double %112, 5.000000e-01
  %114 = fdiv double %98, %113
  %115 = fadd double %113, %114
  %116 = fmul double %115, 5.000000e-01
  %117 = fdiv double %98, %116
  %118 = fadd double %116, %117
  %119 = fmul double %118, 5.000000e-01
  %120 = add nuw nsw i32 %103, 5
  %121 = icmp eq i32 %120, 40
  br i1 %121, label %122, label %102, !llvm.loop !11

122:                                              ; preds = %102
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %93, double noundef %119)
  %123 = load i32, ptr @g_n, align 4, !tbaa !13
  %124 = icmp slt i32 %123, 1
  br i1 %124, label %167, label %125

125:                                              ; preds = %122
  %126 = and i32 %123, 3
  %127 = icmp ult i32 %123, 4
  br i1 %127, label %152, label %128

128:                                              ; preds = %125
  %129 = and i32 %123, 2147483644
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i32 [ 1, %128 ], [ %149, %130 ]
  %132 = phi double [ 0.000000e+00, %128 ], [ %148, %130 ]
  %133 = phi i32 [ 0, %128 ], [ %150, %130 ]
  %134 = uitofp nneg i32 %131 to double
  %135 = fdiv double 1.000000e+00, %134
  %136 = fadd double %132, %135
  %137 = add nuw nsw i32 %131, 1
  %138 = uitofp nneg i32 %137 to double
  %139 = fdiv double 1.000000e+00, %138
  %140 = fadd double %136, %139
  %141 = add nuw nsw i32 %131, 2
  %142 = uitofp nneg i32 %141 to double
  %143 = fdiv double 1.000000e+00, %142
  %144 = fadd double %140, %143
  %145 = add nuw i32 %131, 3
  %146 = uitofp nneg i32 %145 to double
  %147 = fdiv double 1.000000e+00, %146
  %148 = fadd double %144, %147
  %149 = add nuw i32 %131, 4
  %150 = add i32 %133, 4
  %151 = icmp eq i32 %150, %129
  br i1 %151, label %152, label %130, !llvm.loop !15

152:                                              ; preds = %130, %125
  %153 = phi double [ poison, %125 ], [ %148, %130 ]
  %154 = phi i32 [ 1, %125 ], [ %149, %130 ]
  %155 = phi double [ 0.000000e+00, %125 ], [ %148, %130 ]
  %156 = icmp eq i32 %126, 0
  br i1 %156, label %167, label %157

157:                                              ; preds = %152, %157
  %158 = phi i32 [ %164, %157 ], [ %154, %152 ]
  %159 = phi double [ %163, %157 ], [ %155, %152 ]
  %160 = phi i32 [ %165, %157 ], [ 0, %152 ]
  %161 = uitofp nneg i32 %158 to double
  %162 = fdiv double 1.000000e+00, %161
  %163 = fadd double %159, %162
  %164 = add nuw i32 %158, 1
  %165 = add i32 %160, 1
  %166 = icmp eq i32 %165, %126
  br i1 %166, label %167, label %157, !llvm.loop !16

167:                                              ; preds = %152, %157, %122
  %168 = phi double [ 0.000000e+00, %122 ], [ %153, %152 ], [ %163, %157 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef %168)
  %169 = load i32, ptr @g_n, align 4, !tbaa !13
  %170 = icmp sgt i32 %169, 0
  br i1 %170, label %171, label %211

171:                                              ; preds = %167
  %172 = and i32 %169, 1
  %173 = icmp eq i32 %169, 1
  br i1 %173, label %176, label %174

174:                                              ; preds = %171
  %175 = and i32 %169, 2147483646
  br label %194

176:                                              ; preds = %194, %171
  %177 = phi float [ poison, %171 ], [ %207, %194 ]
  %178 = phi i32 [ 0, %171 ], [ %208, %194 ]
  %179 = phi float [ 0.000000e+00, %171 ], [ %207, %194 ]
  %180 = icmp eq i32 %172, 0
  br i1 %180, label %190, label %181

181:                                              ; preds = %176
  %182 = and i32 %178, 1
  %183 = icmp eq i32 %182, 0
  %184 = shl nuw nsw i32 %178, 1
  %185 = or disjoint i32 %184, 1
  %186 = uitofp nneg i32 %185 to float
  %187 = select i1 %183, float 1.000000e+00, float -1.000000e+00
  %188 = fdiv float %187, %186
  %189 = fadd float %179, %188
  br label %190

190:                                              ; preds = %176, %181
  %191 = phi float [ %177, %176 ], [ %189, %181 ]
  %192 = fmul float %191, 4.000000e+00
  %193 = fpext float %192 to double
  br label %211

194:                                              ; preds = %194, %174
  %195 = phi i32 [ 0, %174 ], [ %208, %194 ]
  %196 = phi float [ 0.000000e+00, %174 ], [ %207, %194 ]
  %197 = phi i32 [ 0, %174 ], [ %209, %194 ]
  %198 = shl nuw nsw i32 %195, 1
  %199 = or disjoint i32 %198, 1
  %200 = uitofp nneg i32 %199 to float
  %201 = fdiv float 1.000000e+00, %200
  %202 = fadd float %196, %201
  %203 = shl nuw i32 %195, 1
  %204 = or disjoint i32 %203, 3
  %205 = uitofp nneg i32 %204 to float
  %206 = fdiv float -1.000000e+00, %205
  %207 = fadd float %202, %206
  %208 = add nuw nsw i32 %195, 2
  %209 = add i32 %197, 2
  %210 = icmp eq i32 %209, %175
  br i1 %210, label %176, label %194, !llvm.loop !18

211:                                              ; preds = %167, %190
  %212 = phi double [ 0.000000e+00, %167 ], [ %193, %190 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef %212)
  %213 = load float, ptr @g_f, align 4, !tbaa !5
  %214 = fadd float %213, 1.000000e+00
  %215 = fpext float %214 to double
  %216 = fadd float %213, 2.000000e+00
  %217 = fpext float %216 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef %215, double noundef %217)
  %218 = load double, ptr @g_a, align 8, !tbaa !9
  %219 = fmul double %218, 3.000000e+00
  %220 = fdiv double %218, %219
  %221 = fmul double %220, 0x3BC79CA10C924223
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef %220, double noundef %220, double noundef %221)
  %222 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 16), align 16, !tbaa !5
  %223 = fdiv float %222, 3.000000e+00
  %224 = fpext float %223 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef %224, double noundef %224)
  %225 = load double, ptr @g_a, align 8, !tbaa !9
  %226 = load double, ptr @g_b, align 8, !tbaa !9
  %227 = fadd double %225, %226
  %228 = fcmp oeq double %227, 3.000000e-01
  %229 = zext i1 %228 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, double noundef %227, i32 noundef %229)
  %230 = fmul double %225, -3.250000e+01
  %231 = tail call double @llvm.fabs.f64(double %230)
  %232 = fmul double %226, 1.250000e+01
  %233 = tail call double @llvm.fabs.f64(double %232)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef %231, double noundef %233)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 3.141590e+00, double noundef 3.141590e+04, double noundef 2.000000e+00, double noundef -1.500000e+00)
  %234 = load i32, ptr @g_n, align 4, !tbaa !13
  %235 = icmp slt i32 %234, 5
  br i1 %235, label %256, label %236

236:                                              ; preds = %211
  %237 = udiv i32 %234, 5
  %238 = and i32 %237, 1
  %239 = add nsw i32 %234, -5
  %240 = icmp ult i32 %239, 5
  br i1 %240, label %243, label %241

241:                                              ; preds = %236
  %242 = and i32 %237, 536870910
  br label %258

243:                                              ; preds = %258, %236
  %244 = phi double [ poison, %236 ], [ %275, %258 ]
  %245 = phi i32 [ 1, %236 ], [ %272, %258 ]
  %246 = phi double [ 0.000000e+00, %236 ], [ %275, %258 ]
  %247 = icmp eq i32 %238, 0
  br i1 %247, label %256, label %248

248:                                              ; preds = %243
  %249 = uitofp nneg i32 %245 to double
  %250 = tail call double @llvm.fmuladd.f64(double %249, double 3.700000e-01, double -1.100000e+01)
  %251 = fmul double %250, %250
  %252 = add nuw nsw i32 %245, 1
  %253 = uitofp nneg i32 %252 to double
  %254 = fdiv double %251, %253
  %255 = tail call double @llvm.fmuladd.f64(double %246, double 0x3FEFF7CED916872B, double %254)
  br label %256

256:                                              ; preds = %248, %243, %211
  %257 = phi double [ 0.000000e+00, %211 ], [ %244, %243 ], [ %255, %248 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %257, double noundef %257)
  br label %280

258:                                              ; preds = %258, %241
  %259 = phi i32 [ 1, %241 ], [ %272, %258 ]
  %260 = phi double [ 0.000000e+00, %241 ], [ %275, %258 ]
  %261 = phi i32 [ 0, %241 ], [ %276, %258 ]
  %262 = uitofp nneg i32 %259 to double
  %263 = tail call double @llvm.fmuladd.f64(double %262, double 3.700000e-01, double -1.100000e+01)
  %264 = fmul double %263, %263
  %265 = add nuw nsw i32 %259, 1
  %266 = uitofp nneg i32 %265 to double
  %267 = fdiv double %264, %266
  %268 = tail call double @llvm.fmuladd.f64(double %260, double 0x3FEFF7CED916872B, double %267)
  %269 = uitofp nneg i32 %265 to double
  %270 = tail call double @llvm.fmuladd.f64(double %269, double 3.700000e-01, double -1.100000e+01)
  %271 = fmul double %270, %270
  %272 = add nuw nsw i32 %259, 2
  %273 = uitofp nneg i32 %272 to double
  %274 = fdiv double %271, %273
  %275 = tail call double @llvm.fmuladd.f64(double %268, double 0x3FEFF7CED916872B, double %274)
  %276 = add i32 %261, 2
  %277 = icmp eq i32 %276, %242
  br i1 %277, label %243, label %258, !llvm.loop !19

278:                                              ; preds = %280
  %279 = fpext float %301 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, double noundef %279, double noundef %279)
  ret i32 0

280:                                              ; preds = %280, %256
  %281 = phi i32 [ 0, %256 ], [ %302, %280 ]
  %282 = phi float [ 1.000000e+00, %256 ], [ %301, %280 ]
  %283 = uitofp nneg i32 %281 to float
  %284 = fmul float %283, 0xBF689374C0000000
  %285 = tail call float @llvm.fmuladd.f32(float %282, float 0x3FF11EB860000000, float %284)
  %286 = add nuw nsw i32 %281, 1
  %287 = uitofp nneg i32 %286 to float
  %288 = fmul float %287, 0xBF689374C0000000
  %289 = tail call float @llvm.fmuladd.f32(float %285, float 0x3FF11EB860000000, float %288)
  %290 = add nuw nsw i32 %281, 2
  %291 = uitofp nneg i32 %290 to float
  %292 = fmul float %291, 0xBF689374C0000000
  %293 = tail call float @llvm.fmuladd.f32(float %289, float 0x3FF11EB860000000, float %292)
  %294 = add nuw nsw i32 %281, 3
  %295 = uitofp nneg i32 %294 to float
  %296 = fmul float %295, 0xBF689374C0000000
  %297 = tail call float @llvm.fmuladd.f32(float %293, float 0x3FF11EB860000000, float %296)
  %298 = add nuw nsw i32 %281, 4
  %299 = uitofp nneg i32 %298 to float
  %300 = fmul float %299, 0xBF689374C0000000
  %301 = tail call float @llvm.fmuladd.f32(float %297, float 0x3FF11EB860000000, float %300)
  %302 = add nuw nsw i32 %281, 5
  %303 = icmp eq i32 %302, 50
  br i1 %303, label %278, label %280, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !21
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !7, i64 0}

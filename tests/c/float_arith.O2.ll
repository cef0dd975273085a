; ModuleID = 'float_arith.c'
source_filename = "float_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
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
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2, double noundef %6, double noundef %9)
  %11 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 4), align 4, !tbaa !5
  %12 = fpext float %11 to double
  %13 = tail call float @llvm.fmuladd.f32(float %11, float 3.500000e+00, float -2.250000e+00)
  %14 = tail call float @llvm.fmuladd.f32(float %13, float %11, float 1.000000e+00)
  %15 = tail call noundef float @llvm.fmuladd.f32(float %14, float %11, float -1.250000e-01)
  %16 = fpext float %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %12, double 3.500000e+00, double -2.250000e+00)
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %12, double 1.000000e+00)
  %19 = tail call noundef double @llvm.fmuladd.f64(double %18, double %12, double -1.250000e-01)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %12, double noundef %16, double noundef %19)
  %21 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 8), align 8, !tbaa !5
  %22 = fpext float %21 to double
  %23 = tail call float @llvm.fmuladd.f32(float %21, float 3.500000e+00, float -2.250000e+00)
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %21, float 1.000000e+00)
  %25 = tail call noundef float @llvm.fmuladd.f32(float %24, float %21, float -1.250000e-01)
  %26 = fpext float %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %22, double 3.500000e+00, double -2.250000e+00)
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %22, double 1.000000e+00)
  %29 = tail call noundef double @llvm.fmuladd.f64(double %28, double %22, double -1.250000e-01)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %22, double noundef %26, double noundef %29)
  %31 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 12), align 4, !tbaa !5
  %32 = fpext float %31 to double
  %33 = tail call float @llvm.fmuladd.f32(float %31, float 3.500000e+00, float -2.250000e+00)
  %34 = tail call float @llvm.fmuladd.f32(float %33, float %31, float 1.000000e+00)
  %35 = tail call noundef float @llvm.fmuladd.f32(float %34, float %31, float -1.250000e-01)
  %36 = fpext float %35 to double
  %37 = tail call double @llvm.fmuladd.f64(double %32, double 3.500000e+00, double -2.250000e+00)
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %32, double 1.000000e+00)
  %39 = tail call noundef double @llvm.fmuladd.f64(double %38, double %32, double -1.250000e-01)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %32, double noundef %36, double noundef %39)
  %41 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 16), align 16, !tbaa !5
  %42 = fpext float %41 to double
  %43 = tail call float @llvm.fmuladd.f32(float %41, float 3.500000e+00, float -2.250000e+00)
  %44 = tail call float @llvm.fmuladd.f32(float %43, float %41, float 1.000000e+00)
  %45 = tail call noundef float @llvm.fmuladd.f32(float %44, float %41, float -1.250000e-01)
  %46 = fpext float %45 to double
  %47 = tail call double @llvm.fmuladd.f64(double %42, double 3.500000e+00, double -2.250000e+00)
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %42, double 1.000000e+00)
  %49 = tail call noundef double @llvm.fmuladd.f64(double %48, double %42, double -1.250000e-01)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %42, double noundef %46, double noundef %49)
  %51 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 20), align 4, !tbaa !5
  %52 = fpext float %51 to double
  %53 = tail call float @llvm.fmuladd.f32(float %51, float 3.500000e+00, float -2.250000e+00)
  %54 = tail call float @llvm.fmuladd.f32(float %53, float %51, float 1.000000e+00)
  %55 = tail call noundef float @llvm.fmuladd.f32(float %54, float %51, float -1.250000e-01)
  %56 = fpext float %55 to double
  %57 = tail call double @llvm.fmuladd.f64(double %52, double 3.500000e+00, double -2.250000e+00)
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %52, double 1.000000e+00)
  %59 = tail call noundef double @llvm.fmuladd.f64(double %58, double %52, double -1.250000e-01)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %52, double noundef %56, double noundef %59)
  %61 = load double, ptr @g_big, align 8, !tbaa !9
  %62 = load double, ptr @g_tiny, align 8, !tbaa !9
  %63 = fmul double %61, 1.000000e+01
  %64 = fdiv double %62, 1.000000e+10
  %65 = fdiv double %61, 7.000000e+00
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %63, double noundef %64, double noundef %65)
  %67 = fmul double %62, -0.000000e+00
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %67, double noundef %67)
  %69 = fmul double %61, %61
  %70 = fneg double %69
  %71 = fadd double %69, -1.000000e+00
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %69, double noundef %70, double noundef %71)
  %73 = fsub double %69, %69
  %74 = fcmp ord double %73, 0.000000e+00
  %75 = zext i1 %74 to i32
  %76 = fcmp uno double %73, 0.000000e+00
  %77 = zext i1 %76 to i32
  %78 = fcmp olt double %73, 1.000000e+00
  %79 = zext i1 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %75, i32 noundef %77, i32 noundef %79)
  %81 = load double, ptr @g_a, align 8, !tbaa !9
  %82 = fmul double %81, 2.000000e+01
  %83 = fcmp ogt double %82, 1.000000e+00
  %84 = fmul double %82, 5.000000e-01
  %85 = select i1 %83, double %84, double 1.000000e+00
  br label %86

86:                                               ; preds = %86, %0
  %87 = phi i32 [ 0, %0 ], [ %104, %86 ]
  %88 = phi double [ %85, %0 ], [ %103, %86 ]
  %89 = fdiv double %82, %88
  %90 = fadd double %88, %89
  %91 = fmul double %90, 5.000000e-01
  %92 = fdiv double %82, %91
  %93 = fadd double %91, %92
  %94 = fmul double %93, 5.000000e-01
  %95 = fdiv double %82, %94
  %96 = fadd double %94, %95
  %97 = fmul double %96, 5.000000e-01
  %98 = fdiv double %82, %97
  %99 = fadd double %97, %98
  %100 = fmul double %99, 5.000000e-01
  %101 = fdiv double %82, %100
  %102 = fadd double %100, %101
  %103 = fmul double %102, 5.000000e-01
  %104 = add nuw nsw i32 %87, 5
  %105 = icmp eq i32 %104, 40
  br i1 %105, label %106, label %86, !llvm.loop !11

106:                                              ; preds = %86
  %107 = load double, ptr @g_b, align 8, !tbaa !9
  %108 = fmul double %107, 5.000000e+01
  %109 = fcmp ogt double %108, 1.000000e+00
  %110 = fmul double %108, 5.000000e-01
  %111 = select i1 %109, double %110, double 1.000000e+00
  br label %112

112:                                              ; preds = %112, %106
  %113 = phi i32 [ 0, %106 ], [ %130, %112 ]
  %114 = phi double [ %111, %106 ], [ %129, %112 ]
  %115 = fdiv double %108, %114
  %116 = fadd double %114, %115
  %117 = fmul double %116, 5.000000e-01
  %118 = fdiv double %108, %117
  %119 = fadd double %117, %118
  %120 = fmul double %119, 5.000000e-01
  %121 = fdiv double %108, %120
  %122 = fadd double %120, %121
  %123 = fmul double %122, 5.000000e-01
  %124 = fdiv double %108, %123
  %125 = fadd double %123, %124
  %126 = fmul double %125, 5.000000e-01
  %127 = fdiv double %108, %126
  %128 = fadd double %126, %127
  %129 = fmul double %128, 5.000000e-01
  %130 = add nuw nsw i32 %113, 5
  %131 = icmp eq i32 %130, 40
  br i1 %131, label %132, label %112, !llvm.loop !11

132:                                              ; preds = %112
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %103, double noundef %129)
  %134 = load i32, ptr @g_n, align 4, !tbaa !13
  %135 = icmp slt i32 %134, 1
  br i1 %135, label %178, label %136

136:                                              ; preds = %132
  %137 = and i32 %134, 3
  %138 = icmp ult i32 %134, 4
  br i1 %138, label %163, label %139

139:                                              ; preds = %136
  %140 = and i32 %134, 2147483644
  br label %141

141:                                              ; preds = %141, %139
  %142 = phi i32 [ 1, %139 ], [ %160, %141 ]
  %143 = phi double [ 0.000000e+00, %139 ], [ %159, %141 ]
  %144 = phi i32 [ 0, %139 ], [ %161, %141 ]
  %145 = uitofp nneg i32 %142 to double
  %146 = fdiv double 1.000000e+00, %145
  %147 = fadd double %143, %146
  %148 = add nuw nsw i32 %142, 1
  %149 = uitofp nneg i32 %148 to double
  %150 = fdiv double 1.000000e+00, %149
  %151 = fadd double %147, %150
  %152 = add nuw nsw i32 %142, 2
  %153 = uitofp nneg i32 %152 to double
  %154 = fdiv double 1.000000e+00, %153
  %155 = fadd double %151, %154
  %156 = add nuw i32 %142, 3
  %157 = uitofp nneg i32 %156 to double
  %158 = fdiv double 1.000000e+00, %157
  %159 = fadd double %155, %158
  %160 = add nuw i32 %142, 4
  %161 = add i32 %144, 4
  %162 = icmp eq i32 %161, %140
  br i1 %162, label %163, label %141, !llvm.loop !15

163:                                              ; preds = %141, %136
  %164 = phi double [ poison, %136 ], [ %159, %141 ]
  %165 = phi i32 [ 1, %136 ], [ %160, %141 ]
  %166 = phi double [ 0.000000e+00, %136 ], [ %159, %141 ]
  %167 = icmp eq i32 %137, 0
  br i1 %167, label %178, label %168

168:                                              ; preds = %163, %168
  %169 = phi i32 [ %175, %168 ], [ %165, %163 ]
  %170 = phi double [ %174, %168 ], [ %166, %163 ]
  %171 = phi i32 [ %176, %168 ], [ 0, %163 ]
  %172 = uitofp nneg i32 %169 to double
  %173 = fdiv double 1.000000e+00, %172
  %174 = fadd double %170, %173
  %175 = add nuw i32 %169, 1
  %176 = add i32 %171, 1
  %177 = icmp eq i32 %176, %137
  br i1 %177, label %178, label %168, !llvm.loop !16

178:                                              ; preds = %163, %168, %132
  %179 = phi double [ 0.000000e+00, %132 ], [ %164, %163 ], [ %174, %168 ]
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %179)
  %181 = load i32, ptr @g_n, align 4, !tbaa !13
  %182 = icmp sgt i32 %181, 0
  br i1 %182, label %183, label %223

183:                                              ; preds = %178
  %184 = and i32 %181, 1
  %185 = icmp eq i32 %181, 1
  br i1 %185, label %188, label %186

186:                                              ; preds = %183
  %187 = and i32 %181, 2147483646
  br label %206

188:                                              ; preds = %206, %183
  %189 = phi float [ poison, %183 ], [ %219, %206 ]
  %190 = phi i32 [ 0, %183 ], [ %220, %206 ]
  %191 = phi float [ 0.000000e+00, %183 ], [ %219, %206 ]
  %192 = icmp eq i32 %184, 0
  br i1 %192, label %202, label %193

193:                                              ; preds = %188
  %194 = and i32 %190, 1
  %195 = icmp eq i32 %194, 0
  %196 = shl nuw nsw i32 %190, 1
  %197 = or disjoint i32 %196, 1
  %198 = uitofp nneg i32 %197 to float
  %199 = select i1 %195, float 1.000000e+00, float -1.000000e+00
  %200 = fdiv float %199, %198
  %201 = fadd float %191, %200
  br label %202

202:                                              ; preds = %188, %193
  %203 = phi float [ %189, %188 ], [ %201, %193 ]
  %204 = fmul float %203, 4.000000e+00
  %205 = fpext float %204 to double
  br label %223

206:                                              ; preds = %206, %186
  %207 = phi i32 [ 0, %186 ], [ %220, %206 ]
  %208 = phi float [ 0.000000e+00, %186 ], [ %219, %206 ]
  %209 = phi i32 [ 0, %186 ], [ %221, %206 ]
  %210 = shl nuw nsw i32 %207, 1
  %211 = or disjoint i32 %210, 1
  %212 = uitofp nneg i32 %211 to float
  %213 = fdiv float 1.000000e+00, %212
  %214 = fadd float %208, %213
  %215 = shl nuw i32 %207, 1
  %216 = or disjoint i32 %215, 3
  %217 = uitofp nneg i32 %216 to float
  %218 = fdiv float -1.000000e+00, %217
  %219 = fadd float %214, %218
  %220 = add nuw nsw i32 %207, 2
  %221 = add i32 %209, 2
  %222 = icmp eq i32 %221, %187
  br i1 %222, label %188, label %206, !llvm.loop !18

223:                                              ; preds = %178, %202
  %224 = phi double [ 0.000000e+00, %178 ], [ %205, %202 ]
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %224)
  %226 = load float, ptr @g_f, align 4, !tbaa !5
  %227 = fadd float %226, 1.000000e+00
  %228 = fpext float %227 to double
  %229 = fadd float %226, 2.000000e+00
  %230 = fpext float %229 to double
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %228, double noundef %230)
  %232 = load double, ptr @g_a, align 8, !tbaa !9
  %233 = fmul double %232, 3.000000e+00
  %234 = fdiv double %232, %233
  %235 = fmul double %234, 0x3BC79CA10C924223
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %234, double noundef %234, double noundef %235)
  %237 = load float, ptr getelementptr inbounds (i8, ptr @g_xs, i64 16), align 16, !tbaa !5
  %238 = fdiv float %237, 3.000000e+00
  %239 = fpext float %238 to double
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %239, double noundef %239)
  %241 = load double, ptr @g_a, align 8, !tbaa !9
  %242 = load double, ptr @g_b, align 8, !tbaa !9
  %243 = fadd double %241, %242
  %244 = fcmp oeq double %243, 3.000000e-01
  %245 = zext i1 %244 to i32
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %243, i32 noundef %245)
  %247 = fmul double %241, -3.250000e+01
  %248 = tail call double @llvm.fabs.f64(double %247)
  %249 = fmul double %242, 1.250000e+01
  %250 = tail call double @llvm.fabs.f64(double %249)
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %248, double noundef %250)
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 3.141590e+00, double noundef 3.141590e+04, double noundef 2.000000e+00, double noundef -1.500000e+00)
  %253 = load i32, ptr @g_n, align 4, !tbaa !13
  %254 = icmp slt i32 %253, 5
  br i1 %254, label %275, label %255

255:                                              ; preds = %223
  %256 = udiv i32 %253, 5
  %257 = and i32 %256, 1
  %258 = add nsw i32 %253, -5
  %259 = icmp ult i32 %258, 5
  br i1 %259, label %262, label %260

260:                                              ; preds = %255
  %261 = and i32 %256, 536870910
  br label %278

262:                                              ; preds = %278, %255
  %263 = phi double [ poison, %255 ], [ %295, %278 ]
  %264 = phi i32 [ 1, %255 ], [ %292, %278 ]
  %265 = phi double [ 0.000000e+00, %255 ], [ %295, %278 ]
  %266 = icmp eq i32 %257, 0
  br i1 %266, label %275, label %267

267:                                              ; preds = %262
  %268 = uitofp nneg i32 %264 to double
  %269 = tail call double @llvm.fmuladd.f64(double %268, double 3.700000e-01, double -1.100000e+01)
  %270 = fmul double %269, %269
  %271 = add nuw nsw i32 %264, 1
  %272 = uitofp nneg i32 %271 to double
  %273 = fdiv double %270, %272
  %274 = tail call double @llvm.fmuladd.f64(double %265, double 0x3FEFF7CED916872B, double %273)
  br label %275

275:                                              ; preds = %267, %262, %223
  %276 = phi double [ 0.000000e+00, %223 ], [ %263, %262 ], [ %274, %267 ]
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %276, double noundef %276)
  br label %301

278:                                              ; preds = %278, %260
  %279 = phi i32 [ 1, %260 ], [ %292, %278 ]
  %280 = phi double [ 0.000000e+00, %260 ], [ %295, %278 ]
  %281 = phi i32 [ 0, %260 ], [ %296, %278 ]
  %282 = uitofp nneg i32 %279 to double
  %283 = tail call double @llvm.fmuladd.f64(double %282, double 3.700000e-01, double -1.100000e+01)
  %284 = fmul double %283, %283
  %285 = add nuw nsw i32 %279, 1
  %286 = uitofp nneg i32 %285 to double
  %287 = fdiv double %284, %286
  %288 = tail call double @llvm.fmuladd.f64(double %280, double 0x3FEFF7CED916872B, double %287)
  %289 = uitofp nneg i32 %285 to double
  %290 = tail call double @llvm.fmuladd.f64(double %289, double 3.700000e-01, double -1.100000e+01)
  %291 = fmul double %290, %290
  %292 = add nuw nsw i32 %279, 2
  %293 = uitofp nneg i32 %292 to double
  %294 = fdiv double %291, %293
  %295 = tail call double @llvm.fmuladd.f64(double %288, double 0x3FEFF7CED916872B, double %294)
  %296 = add i32 %281, 2
  %297 = icmp eq i32 %296, %261
  br i1 %297, label %262, label %278, !llvm.loop !19

298:                                              ; preds = %301
  %299 = fpext float %322 to double
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %299, double noundef %299)
  ret i32 0

301:                                              ; preds = %301, %275
  %302 = phi i32 [ 0, %275 ], [ %323, %301 ]
  %303 = phi float [ 1.000000e+00, %275 ], [ %322, %301 ]
  %304 = uitofp nneg i32 %302 to float
  %305 = fmul float %304, 0xBF689374C0000000
  %306 = tail call float @llvm.fmuladd.f32(float %303, float 0x3FF11EB860000000, float %305)
  %307 = add nuw nsw i32 %302, 1
  %308 = uitofp nneg i32 %307 to float
  %309 = fmul float %308, 0xBF689374C0000000
  %310 = tail call float @llvm.fmuladd.f32(float %306, float 0x3FF11EB860000000, float %309)
  %311 = add nuw nsw i32 %302, 2
  %312 = uitofp nneg i32 %311 to float
  %313 = fmul float %312, 0xBF689374C0000000
  %314 = tail call float @llvm.fmuladd.f32(float %310, float 0x3FF11EB860000000, float %313)
  %315 = add nuw nsw i32 %302, 3
  %316 = uitofp nneg i32 %315 to float
  %317 = fmul float %316, 0xBF689374C0000000
  %318 = tail call float @llvm.fmuladd.f32(float %314, float 0x3FF11EB860000000, float %317)
  %319 = add nuw nsw i32 %302, 4
  %320 = uitofp nneg i32 %319 to float
  %321 = fmul float %320, 0xBF689374C0000000
  %322 = tail call float @llvm.fmuladd.f32(float %318, float 0x3FF11EB860000000, float %321)
  %323 = add nuw nsw i32 %302, 5
  %324 = icmp eq i32 %323, 50
  br i1 %324, label %298, label %301, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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

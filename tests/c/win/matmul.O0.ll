; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@ia = internal global [24 x [24 x i32]] zeroinitializer, align 16
@ib = internal global [24 x [24 x i32]] zeroinitializer, align 16
@da = internal global [24 x [24 x double]] zeroinitializer, align 16
@db = internal global [24 x [24 x double]] zeroinitializer, align 16
@fa = internal global [24 x [24 x float]] zeroinitializer, align 16
@fb = internal global [24 x [24 x float]] zeroinitializer, align 16
@ic = internal global [24 x [24 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [45 x i8] c"int checksum=%lld c[0][0]=%d c[N-1][N-1]=%d\0A\00", align 1
@dc = internal global [24 x [24 x double]] zeroinitializer, align 16
@dc2 = internal global [24 x [24 x double]] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [46 x i8] c"double checksum=%.6f maxdiff=%g c[3][5]=%.6f\0A\00", align 1
@fc = internal global [24 x [24 x float]] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [35 x i8] c"float checksum=%.4f c[7][11]=%.4f\0A\00", align 1
@main.id = internal global [24 x [24 x i32]] zeroinitializer, align 16
@main.out = internal global [24 x [24 x i32]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [16 x i8] c"identity ok=%d\0A\00", align 1
@seed = internal global i32 2024, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %103, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 24
  br i1 %21, label %22, label %106

22:                                               ; preds = %19
  store i32 0, ptr %3, align 4
  br label %23

23:                                               ; preds = %99, %22
  %24 = load i32, ptr %3, align 4
  %25 = icmp slt i32 %24, 24
  br i1 %25, label %26, label %102

26:                                               ; preds = %23
  %27 = call i32 @rnd()
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %29
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [24 x i32], ptr %30, i64 0, i64 %32
  store i32 %27, ptr %33, align 4
  %34 = call i32 @rnd()
  %35 = load i32, ptr %2, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [24 x [24 x i32]], ptr @ib, i64 0, i64 %36
  %38 = load i32, ptr %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [24 x i32], ptr %37, i64 0, i64 %39
  store i32 %34, ptr %40, align 4
  %41 = load i32, ptr %2, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %42
  %44 = load i32, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [24 x i32], ptr %43, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = sitofp i32 %47 to double
  %49 = call double @llvm.fmuladd.f64(double %48, double 2.500000e-01, double 1.250000e-01)
  %50 = load i32, ptr %2, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [24 x [24 x double]], ptr @da, i64 0, i64 %51
  %53 = load i32, ptr %3, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [24 x double], ptr %52, i64 0, i64 %54
  store double %49, ptr %55, align 8
  %56 = load i32, ptr %2, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [24 x [24 x i32]], ptr @ib, i64 0, i64 %57
  %59 = load i32, ptr %3, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [24 x i32], ptr %58, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = sitofp i32 %62 to double
  %64 = call double @llvm.fmuladd.f64(double %63, double 5.000000e-01, double -6.250000e-02)
  %65 = load i32, ptr %2, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [24 x [24 x double]], ptr @db, i64 0, i64 %66
  %68 = load i32, ptr %3, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [24 x double], ptr %67, i64 0, i64 %69
  store double %64, ptr %70, align 8
  %71 = load i32, ptr %2, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [24 x [24 x double]], ptr @da, i64 0, i64 %72
  %74 = load i32, ptr %3, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [24 x double], ptr %73, i64 0, i64 %75
  %77 = load double, ptr %76, align 8
  %78 = fptrunc double %77 to float
  %79 = load i32, ptr %2, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [24 x [24 x float]], ptr @fa, i64 0, i64 %80
  %82 = load i32, ptr %3, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [24 x float], ptr %81, i64 0, i64 %83
  store float %78, ptr %84, align 4
  %85 = load i32, ptr %2, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [24 x [24 x double]], ptr @db, i64 0, i64 %86
  %88 = load i32, ptr %3, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [24 x double], ptr %87, i64 0, i64 %89
  %91 = load double, ptr %90, align 8
  %92 = fptrunc double %91 to float
  %93 = load i32, ptr %2, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [24 x [24 x float]], ptr @fb, i64 0, i64 %94
  %96 = load i32, ptr %3, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [24 x float], ptr %95, i64 0, i64 %97
  store float %92, ptr %98, align 4
  br label %99

99:                                               ; preds = %26
  %100 = load i32, ptr %3, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %3, align 4
  br label %23, !llvm.loop !5

102:                                              ; preds = %23
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %2, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %2, align 4
  br label %19, !llvm.loop !7

106:                                              ; preds = %19
  call void @imatmul(ptr noundef @ic, ptr noundef @ia, ptr noundef @ib)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %107

107:                                              ; preds = %136, %106
  %108 = load i32, ptr %5, align 4
  %109 = icmp slt i32 %108, 24
  br i1 %109, label %110, label %139

110:                                              ; preds = %107
  store i32 0, ptr %6, align 4
  br label %111

111:                                              ; preds = %132, %110
  %112 = load i32, ptr %6, align 4
  %113 = icmp slt i32 %112, 24
  br i1 %113, label %114, label %135

114:                                              ; preds = %111
  %115 = load i32, ptr %5, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [24 x [24 x i32]], ptr @ic, i64 0, i64 %116
  %118 = load i32, ptr %6, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [24 x i32], ptr %117, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = sext i32 %121 to i64
  %123 = load i32, ptr %5, align 4
  %124 = load i32, ptr %6, align 4
  %125 = mul nsw i32 2, %124
  %126 = add nsw i32 %123, %125
  %127 = add nsw i32 %126, 1
  %128 = sext i32 %127 to i64
  %129 = mul nsw i64 %122, %128
  %130 = load i64, ptr %4, align 8
  %131 = add nsw i64 %130, %129
  store i64 %131, ptr %4, align 8
  br label %132

132:                                              ; preds = %114
  %133 = load i32, ptr %6, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %6, align 4
  br label %111, !llvm.loop !8

135:                                              ; preds = %111
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %5, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %5, align 4
  br label %107, !llvm.loop !9

139:                                              ; preds = %107
  %140 = load i64, ptr %4, align 8
  %141 = load i32, ptr @ic, align 16
  %142 = load i32, ptr getelementptr inbounds ([24 x i32], ptr getelementptr inbounds ([24 x [24 x i32]], ptr @ic, i64 0, i64 23), i64 0, i64 23), align 4
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %140, i32 noundef %141, i32 noundef %142)
  call void @dmatmul_ikj(ptr noundef @dc, ptr noundef @da, ptr noundef @db)
  call void @dmatmul_blocked(ptr noundef @dc2, ptr noundef @da, ptr noundef @db)
  store double 0.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %144

144:                                              ; preds = %197, %139
  %145 = load i32, ptr %9, align 4
  %146 = icmp slt i32 %145, 24
  br i1 %146, label %147, label %200

147:                                              ; preds = %144
  store i32 0, ptr %10, align 4
  br label %148

148:                                              ; preds = %193, %147
  %149 = load i32, ptr %10, align 4
  %150 = icmp slt i32 %149, 24
  br i1 %150, label %151, label %196

151:                                              ; preds = %148
  %152 = load i32, ptr %9, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [24 x [24 x double]], ptr @dc, i64 0, i64 %153
  %155 = load i32, ptr %10, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [24 x double], ptr %154, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = load i32, ptr %9, align 4
  %160 = load i32, ptr %10, align 4
  %161 = xor i32 %159, %160
  %162 = add nsw i32 1, %161
  %163 = sitofp i32 %162 to double
  %164 = load double, ptr %7, align 8
  %165 = call double @llvm.fmuladd.f64(double %158, double %163, double %164)
  store double %165, ptr %7, align 8
  %166 = load i32, ptr %9, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [24 x [24 x double]], ptr @dc, i64 0, i64 %167
  %169 = load i32, ptr %10, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [24 x double], ptr %168, i64 0, i64 %170
  %172 = load double, ptr %171, align 8
  %173 = load i32, ptr %9, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [24 x [24 x double]], ptr @dc2, i64 0, i64 %174
  %176 = load i32, ptr %10, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [24 x double], ptr %175, i64 0, i64 %177
  %179 = load double, ptr %178, align 8
  %180 = fsub double %172, %179
  store double %180, ptr %11, align 8
  %181 = load double, ptr %11, align 8
  %182 = fcmp olt double %181, 0.000000e+00
  br i1 %182, label %183, label %186

183:                                              ; preds = %151
  %184 = load double, ptr %11, align 8
  %185 = fneg double %184
  store double %185, ptr %11, align 8
  br label %186

186:                                              ; preds = %183, %151
  %187 = load double, ptr %11, align 8
  %188 = load double, ptr %8, align 8
  %189 = fcmp ogt double %187, %188
  br i1 %189, label %190, label %192

190:                                              ; preds = %186
  %191 = load double, ptr %11, align 8
  store double %191, ptr %8, align 8
  br label %192

192:                                              ; preds = %190, %186
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %10, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %10, align 4
  br label %148, !llvm.loop !10

196:                                              ; preds = %148
  br label %197

197:                                              ; preds = %196
  %198 = load i32, ptr %9, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %9, align 4
  br label %144, !llvm.loop !11

200:                                              ; preds = %144
  %201 = load double, ptr %7, align 8
  %202 = load double, ptr %8, align 8
  %203 = load double, ptr getelementptr inbounds ([24 x double], ptr getelementptr inbounds ([24 x [24 x double]], ptr @dc, i64 0, i64 3), i64 0, i64 5), align 8
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %201, double noundef %202, double noundef %203)
  call void @fmatmul(ptr noundef @fc, ptr noundef @fa, ptr noundef @fb)
  store double 0.000000e+00, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %205

205:                                              ; preds = %227, %200
  %206 = load i32, ptr %13, align 4
  %207 = icmp slt i32 %206, 24
  br i1 %207, label %208, label %230

208:                                              ; preds = %205
  store i32 0, ptr %14, align 4
  br label %209

209:                                              ; preds = %223, %208
  %210 = load i32, ptr %14, align 4
  %211 = icmp slt i32 %210, 24
  br i1 %211, label %212, label %226

212:                                              ; preds = %209
  %213 = load i32, ptr %13, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %214
  %216 = load i32, ptr %14, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [24 x float], ptr %215, i64 0, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = fpext float %219 to double
  %221 = load double, ptr %12, align 8
  %222 = fadd double %221, %220
  store double %222, ptr %12, align 8
  br label %223

223:                                              ; preds = %212
  %224 = load i32, ptr %14, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %14, align 4
  br label %209, !llvm.loop !12

226:                                              ; preds = %209
  br label %227

227:                                              ; preds = %226
  %228 = load i32, ptr %13, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %13, align 4
  br label %205, !llvm.loop !13

230:                                              ; preds = %205
  %231 = load double, ptr %12, align 8
  %232 = load float, ptr getelementptr inbounds ([24 x float], ptr getelementptr inbounds ([24 x [24 x float]], ptr @fc, i64 0, i64 7), i64 0, i64 11), align 4
  %233 = fpext float %232 to double
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %231, double noundef %233)
  store i32 0, ptr %15, align 4
  br label %235

235:                                              ; preds = %245, %230
  %236 = load i32, ptr %15, align 4
  %237 = icmp slt i32 %236, 24
  br i1 %237, label %238, label %248

238:                                              ; preds = %235
  %239 = load i32, ptr %15, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [24 x [24 x i32]], ptr @main.id, i64 0, i64 %240
  %242 = load i32, ptr %15, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [24 x i32], ptr %241, i64 0, i64 %243
  store i32 1, ptr %244, align 4
  br label %245

245:                                              ; preds = %238
  %246 = load i32, ptr %15, align 4
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %15, align 4
  br label %235, !llvm.loop !14

248:                                              ; preds = %235
  call void @imatmul(ptr noundef @main.out, ptr noundef @ia, ptr noundef @main.id)
  store i32 1, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %249

249:                                              ; preds = %279, %248
  %250 = load i32, ptr %17, align 4
  %251 = icmp slt i32 %250, 24
  br i1 %251, label %252, label %282

252:                                              ; preds = %249
  store i32 0, ptr %18, align 4
  br label %253

253:                                              ; preds = %275, %252
  %254 = load i32, ptr %18, align 4
  %255 = icmp slt i32 %254, 24
  br i1 %255, label %256, label %278

256:                                              ; preds = %253
  %257 = load i32, ptr %17, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [24 x [24 x i32]], ptr @main.out, i64 0, i64 %258
  %260 = load i32, ptr %18, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [24 x i32], ptr %259, i64 0, i64 %261
  %263 = load i32, ptr %262, align 4
  %264 = load i32, ptr %17, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %265
  %267 = load i32, ptr %18, align 4
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [24 x i32], ptr %266, i64 0, i64 %268
  %270 = load i32, ptr %269, align 4
  %271 = icmp eq i32 %263, %270
  %272 = zext i1 %271 to i32
  %273 = load i32, ptr %16, align 4
  %274 = and i32 %273, %272
  store i32 %274, ptr %16, align 4
  br label %275

275:                                              ; preds = %256
  %276 = load i32, ptr %18, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %18, align 4
  br label %253, !llvm.loop !15

278:                                              ; preds = %253
  br label %279

279:                                              ; preds = %278
  %280 = load i32, ptr %17, align 4
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr %17, align 4
  br label %249, !llvm.loop !16

282:                                              ; preds = %249
  %283 = load i32, ptr %16, align 4
  %284 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %283)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @seed, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @seed, align 4
  %4 = load i32, ptr @seed, align 4
  %5 = lshr i32 %4, 16
  %6 = urem i32 %5, 21
  %7 = sub nsw i32 %6, 10
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @imatmul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %58, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %61

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %54, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 24
  br i1 %17, label %18, label %57

18:                                               ; preds = %15
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %42, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 24
  br i1 %21, label %22, label %45

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [24 x i32], ptr %23, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [24 x i32], ptr %26, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [24 x i32], ptr %31, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [24 x i32], ptr %34, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = mul nsw i32 %30, %38
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %9, align 4
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %19, !llvm.loop !17

45:                                               ; preds = %19
  %46 = load i32, ptr %9, align 4
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [24 x i32], ptr %47, i64 %49
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [24 x i32], ptr %50, i64 0, i64 %52
  store i32 %46, ptr %53, align 4
  br label %54

54:                                               ; preds = %45
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %8, align 4
  br label %15, !llvm.loop !18

57:                                               ; preds = %15
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %11, !llvm.loop !19

61:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dmatmul_ikj(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %32, %3
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 24
  br i1 %15, label %16, label %35

16:                                               ; preds = %13
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %28, %16
  %18 = load i32, ptr %8, align 4
  %19 = icmp slt i32 %18, 24
  br i1 %19, label %20, label %31

20:                                               ; preds = %17
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [24 x double], ptr %21, i64 %23
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [24 x double], ptr %24, i64 0, i64 %26
  store double 0.000000e+00, ptr %27, align 8
  br label %28

28:                                               ; preds = %20
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %17, !llvm.loop !20

31:                                               ; preds = %17
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %13, !llvm.loop !21

35:                                               ; preds = %13
  store i32 0, ptr %9, align 4
  br label %36

36:                                               ; preds = %82, %35
  %37 = load i32, ptr %9, align 4
  %38 = icmp slt i32 %37, 24
  br i1 %38, label %39, label %85

39:                                               ; preds = %36
  store i32 0, ptr %10, align 4
  br label %40

40:                                               ; preds = %78, %39
  %41 = load i32, ptr %10, align 4
  %42 = icmp slt i32 %41, 24
  br i1 %42, label %43, label %81

43:                                               ; preds = %40
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [24 x double], ptr %44, i64 %46
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [24 x double], ptr %47, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  store double %51, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %52

52:                                               ; preds = %74, %43
  %53 = load i32, ptr %12, align 4
  %54 = icmp slt i32 %53, 24
  br i1 %54, label %55, label %77

55:                                               ; preds = %52
  %56 = load double, ptr %11, align 8
  %57 = load ptr, ptr %6, align 8
  %58 = load i32, ptr %10, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [24 x double], ptr %57, i64 %59
  %61 = load i32, ptr %12, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [24 x double], ptr %60, i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load ptr, ptr %4, align 8
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [24 x double], ptr %65, i64 %67
  %69 = load i32, ptr %12, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [24 x double], ptr %68, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call double @llvm.fmuladd.f64(double %56, double %64, double %72)
  store double %73, ptr %71, align 8
  br label %74

74:                                               ; preds = %55
  %75 = load i32, ptr %12, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %12, align 4
  br label %52, !llvm.loop !22

77:                                               ; preds = %52
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %10, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %10, align 4
  br label %40, !llvm.loop !23

81:                                               ; preds = %40
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %9, align 4
  br label %36, !llvm.loop !24

85:                                               ; preds = %36
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dmatmul_blocked(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %34, %3
  %16 = load i32, ptr %7, align 4
  %17 = icmp slt i32 %16, 24
  br i1 %17, label %18, label %37

18:                                               ; preds = %15
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %30, %18
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %20, 24
  br i1 %21, label %22, label %33

22:                                               ; preds = %19
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [24 x double], ptr %23, i64 %25
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [24 x double], ptr %26, i64 0, i64 %28
  store double 0.000000e+00, ptr %29, align 8
  br label %30

30:                                               ; preds = %22
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %8, align 4
  br label %19, !llvm.loop !25

33:                                               ; preds = %19
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %15, !llvm.loop !26

37:                                               ; preds = %15
  store i32 0, ptr %9, align 4
  br label %38

38:                                               ; preds = %116, %37
  %39 = load i32, ptr %9, align 4
  %40 = icmp slt i32 %39, 24
  br i1 %40, label %41, label %119

41:                                               ; preds = %38
  store i32 0, ptr %10, align 4
  br label %42

42:                                               ; preds = %112, %41
  %43 = load i32, ptr %10, align 4
  %44 = icmp slt i32 %43, 24
  br i1 %44, label %45, label %115

45:                                               ; preds = %42
  store i32 0, ptr %11, align 4
  br label %46

46:                                               ; preds = %108, %45
  %47 = load i32, ptr %11, align 4
  %48 = icmp slt i32 %47, 24
  br i1 %48, label %49, label %111

49:                                               ; preds = %46
  %50 = load i32, ptr %9, align 4
  store i32 %50, ptr %12, align 4
  br label %51

51:                                               ; preds = %104, %49
  %52 = load i32, ptr %12, align 4
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, 8
  %55 = icmp slt i32 %52, %54
  br i1 %55, label %56, label %107

56:                                               ; preds = %51
  %57 = load i32, ptr %10, align 4
  store i32 %57, ptr %13, align 4
  br label %58

58:                                               ; preds = %100, %56
  %59 = load i32, ptr %13, align 4
  %60 = load i32, ptr %10, align 4
  %61 = add nsw i32 %60, 8
  %62 = icmp slt i32 %59, %61
  br i1 %62, label %63, label %103

63:                                               ; preds = %58
  %64 = load i32, ptr %11, align 4
  store i32 %64, ptr %14, align 4
  br label %65

65:                                               ; preds = %96, %63
  %66 = load i32, ptr %14, align 4
  %67 = load i32, ptr %11, align 4
  %68 = add nsw i32 %67, 8
  %69 = icmp slt i32 %66, %68
  br i1 %69, label %70, label %99

70:                                               ; preds = %65
  %71 = load ptr, ptr %5, align 8
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [24 x double], ptr %71, i64 %73
  %75 = load i32, ptr %13, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [24 x double], ptr %74, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load ptr, ptr %6, align 8
  %80 = load i32, ptr %13, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [24 x double], ptr %79, i64 %81
  %83 = load i32, ptr %14, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [24 x double], ptr %82, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = load ptr, ptr %4, align 8
  %88 = load i32, ptr %12, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [24 x double], ptr %87, i64 %89
  %91 = load i32, ptr %14, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [24 x double], ptr %90, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  %95 = call double @llvm.fmuladd.f64(double %78, double %86, double %94)
  store double %95, ptr %93, align 8
  br label %96

96:                                               ; preds = %70
  %97 = load i32, ptr %14, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %14, align 4
  br label %65, !llvm.loop !27

99:                                               ; preds = %65
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr %13, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %13, align 4
  br label %58, !llvm.loop !28

103:                                              ; preds = %58
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %12, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %12, align 4
  br label %51, !llvm.loop !29

107:                                              ; preds = %51
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %11, align 4
  %110 = add nsw i32 %109, 8
  store i32 %110, ptr %11, align 4
  br label %46, !llvm.loop !30

111:                                              ; preds = %46
  br label %112

112:                                              ; preds = %111
  %113 = load i32, ptr %10, align 4
  %114 = add nsw i32 %113, 8
  store i32 %114, ptr %10, align 4
  br label %42, !llvm.loop !31

115:                                              ; preds = %42
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %9, align 4
  %118 = add nsw i32 %117, 8
  store i32 %118, ptr %9, align 4
  br label %38, !llvm.loop !32

119:                                              ; preds = %38
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fmatmul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %57, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 24
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 24
  br i1 %17, label %18, label %56

18:                                               ; preds = %15
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %41, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 24
  br i1 %21, label %22, label %44

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [24 x float], ptr %23, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [24 x float], ptr %26, i64 0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [24 x float], ptr %31, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [24 x float], ptr %34, i64 0, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = load float, ptr %9, align 4
  %40 = call float @llvm.fmuladd.f32(float %30, float %38, float %39)
  store float %40, ptr %9, align 4
  br label %41

41:                                               ; preds = %22
  %42 = load i32, ptr %10, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %10, align 4
  br label %19, !llvm.loop !33

44:                                               ; preds = %19
  %45 = load float, ptr %9, align 4
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [24 x float], ptr %46, i64 %48
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [24 x float], ptr %49, i64 0, i64 %51
  store float %45, ptr %52, align 4
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %15, !llvm.loop !34

56:                                               ; preds = %15
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %11, !llvm.loop !35

60:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
!35 = distinct !{!35, !6}

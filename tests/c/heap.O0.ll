; ModuleID = 'heap.c'
source_filename = "heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { ptr, i64, i64 }
%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [32 x i8] c"list count=%d sum=%ld first=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"vec len=%zu cap=%zu weighted=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"calloc nonzero=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"shrunk sum=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"doubled len=%zu head=%.8s\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"aligned ok=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"aligned sum=%.1f\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"jagged=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.vec, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr null, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %30

30:                                               ; preds = %39, %0
  %31 = load i32, ptr %3, align 4
  %32 = icmp sle i32 %31, 30
  br i1 %32, label %33, label %42

33:                                               ; preds = %30
  %34 = load ptr, ptr %2, align 8
  %35 = load i32, ptr %3, align 4
  %36 = load i32, ptr %3, align 4
  %37 = mul nsw i32 %35, %36
  %38 = call ptr @push(ptr noundef %34, i32 noundef %37)
  store ptr %38, ptr %2, align 8
  br label %39

39:                                               ; preds = %33
  %40 = load i32, ptr %3, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %3, align 4
  br label %30, !llvm.loop !6

42:                                               ; preds = %30
  %43 = load ptr, ptr %2, align 8
  %44 = call ptr @reverse(ptr noundef %43)
  store ptr %44, ptr %2, align 8
  %45 = load ptr, ptr %2, align 8
  %46 = call ptr @remove_if_multiple(ptr noundef %45, i32 noundef 3)
  store ptr %46, ptr %2, align 8
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  %47 = load ptr, ptr %2, align 8
  store ptr %47, ptr %6, align 8
  br label %48

48:                                               ; preds = %60, %42
  %49 = load ptr, ptr %6, align 8
  %50 = icmp ne ptr %49, null
  br i1 %50, label %51, label %64

51:                                               ; preds = %48
  %52 = load i32, ptr %4, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %4, align 4
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.node, ptr %54, i32 0, i32 0
  %56 = load i32, ptr %55, align 8
  %57 = sext i32 %56 to i64
  %58 = load i64, ptr %5, align 8
  %59 = add nsw i64 %58, %57
  store i64 %59, ptr %5, align 8
  br label %60

60:                                               ; preds = %51
  %61 = load ptr, ptr %6, align 8
  %62 = getelementptr inbounds %struct.node, ptr %61, i32 0, i32 1
  %63 = load ptr, ptr %62, align 8
  store ptr %63, ptr %6, align 8
  br label %48, !llvm.loop !8

64:                                               ; preds = %48
  %65 = load i32, ptr %4, align 4
  %66 = load i64, ptr %5, align 8
  %67 = load ptr, ptr %2, align 8
  %68 = getelementptr inbounds %struct.node, ptr %67, i32 0, i32 0
  %69 = load i32, ptr %68, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %65, i64 noundef %66, i32 noundef %69)
  br label %71

71:                                               ; preds = %74, %64
  %72 = load ptr, ptr %2, align 8
  %73 = icmp ne ptr %72, null
  br i1 %73, label %74, label %80

74:                                               ; preds = %71
  %75 = load ptr, ptr %2, align 8
  %76 = getelementptr inbounds %struct.node, ptr %75, i32 0, i32 1
  %77 = load ptr, ptr %76, align 8
  store ptr %77, ptr %7, align 8
  %78 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %78) #10
  %79 = load ptr, ptr %7, align 8
  store ptr %79, ptr %2, align 8
  br label %71, !llvm.loop !9

80:                                               ; preds = %71
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 24, i1 false)
  store i32 0, ptr %9, align 4
  br label %81

81:                                               ; preds = %88, %80
  %82 = load i32, ptr %9, align 4
  %83 = icmp slt i32 %82, 1000
  br i1 %83, label %84, label %91

84:                                               ; preds = %81
  %85 = load i32, ptr %9, align 4
  %86 = mul nsw i32 %85, 7919
  %87 = srem i32 %86, 1000
  call void @vec_push(ptr noundef %8, i32 noundef %87)
  br label %88

88:                                               ; preds = %84
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %9, align 4
  br label %81, !llvm.loop !10

91:                                               ; preds = %81
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  br label %92

92:                                               ; preds = %109, %91
  %93 = load i64, ptr %11, align 8
  %94 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = icmp ult i64 %93, %95
  br i1 %96, label %97, label %112

97:                                               ; preds = %92
  %98 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 0
  %99 = load ptr, ptr %98, align 8
  %100 = load i64, ptr %11, align 8
  %101 = getelementptr inbounds i32, ptr %99, i64 %100
  %102 = load i32, ptr %101, align 4
  %103 = sext i32 %102 to i64
  %104 = load i64, ptr %11, align 8
  %105 = urem i64 %104, 13
  %106 = mul nsw i64 %103, %105
  %107 = load i64, ptr %10, align 8
  %108 = add nsw i64 %107, %106
  store i64 %108, ptr %10, align 8
  br label %109

109:                                              ; preds = %97
  %110 = load i64, ptr %11, align 8
  %111 = add i64 %110, 1
  store i64 %111, ptr %11, align 8
  br label %92, !llvm.loop !11

112:                                              ; preds = %92
  %113 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 1
  %114 = load i64, ptr %113, align 8
  %115 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 2
  %116 = load i64, ptr %115, align 8
  %117 = load i64, ptr %10, align 8
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %114, i64 noundef %116, i64 noundef %117)
  %119 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 0
  %120 = load ptr, ptr %119, align 8
  call void @free(ptr noundef %120) #10
  %121 = call noalias ptr @calloc(i64 noundef 256, i64 noundef 4) #11
  store ptr %121, ptr %12, align 8
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %122

122:                                              ; preds = %135, %112
  %123 = load i32, ptr %14, align 4
  %124 = icmp slt i32 %123, 256
  br i1 %124, label %125, label %138

125:                                              ; preds = %122
  %126 = load ptr, ptr %12, align 8
  %127 = load i32, ptr %14, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %126, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i32
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, %132
  store i32 %134, ptr %13, align 4
  br label %135

135:                                              ; preds = %125
  %136 = load i32, ptr %14, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %14, align 4
  br label %122, !llvm.loop !12

138:                                              ; preds = %122
  %139 = load i32, ptr %13, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %139)
  %141 = load ptr, ptr %12, align 8
  %142 = call ptr @realloc(ptr noundef %141, i64 noundef 2048) #12
  store ptr %142, ptr %12, align 8
  store i32 0, ptr %15, align 4
  br label %143

143:                                              ; preds = %152, %138
  %144 = load i32, ptr %15, align 4
  %145 = icmp slt i32 %144, 512
  br i1 %145, label %146, label %155

146:                                              ; preds = %143
  %147 = load i32, ptr %15, align 4
  %148 = load ptr, ptr %12, align 8
  %149 = load i32, ptr %15, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %148, i64 %150
  store i32 %147, ptr %151, align 4
  br label %152

152:                                              ; preds = %146
  %153 = load i32, ptr %15, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %15, align 4
  br label %143, !llvm.loop !13

155:                                              ; preds = %143
  %156 = load ptr, ptr %12, align 8
  %157 = call ptr @realloc(ptr noundef %156, i64 noundef 40) #12
  store ptr %157, ptr %12, align 8
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %158

158:                                              ; preds = %169, %155
  %159 = load i32, ptr %17, align 4
  %160 = icmp slt i32 %159, 10
  br i1 %160, label %161, label %172

161:                                              ; preds = %158
  %162 = load ptr, ptr %12, align 8
  %163 = load i32, ptr %17, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i32, ptr %162, i64 %164
  %166 = load i32, ptr %165, align 4
  %167 = load i32, ptr %16, align 4
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr %16, align 4
  br label %169

169:                                              ; preds = %161
  %170 = load i32, ptr %17, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %17, align 4
  br label %158, !llvm.loop !14

172:                                              ; preds = %158
  %173 = load i32, ptr %16, align 4
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %173)
  %175 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %175) #10
  %176 = call noalias ptr @malloc(i64 noundef 4) #13
  store ptr %176, ptr %18, align 8
  %177 = load ptr, ptr %18, align 8
  %178 = call ptr @strcpy(ptr noundef %177, ptr noundef @.str.4) #10
  store i32 0, ptr %19, align 4
  br label %179

179:                                              ; preds = %199, %172
  %180 = load i32, ptr %19, align 4
  %181 = icmp slt i32 %180, 5
  br i1 %181, label %182, label %202

182:                                              ; preds = %179
  %183 = load ptr, ptr %18, align 8
  %184 = call i64 @strlen(ptr noundef %183) #14
  store i64 %184, ptr %20, align 8
  %185 = load ptr, ptr %18, align 8
  %186 = load i64, ptr %20, align 8
  %187 = mul i64 %186, 2
  %188 = add i64 %187, 1
  %189 = call ptr @realloc(ptr noundef %185, i64 noundef %188) #12
  store ptr %189, ptr %18, align 8
  %190 = load ptr, ptr %18, align 8
  %191 = load i64, ptr %20, align 8
  %192 = getelementptr inbounds i8, ptr %190, i64 %191
  %193 = load ptr, ptr %18, align 8
  %194 = load i64, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %192, ptr align 1 %193, i64 %194, i1 false)
  %195 = load ptr, ptr %18, align 8
  %196 = load i64, ptr %20, align 8
  %197 = mul i64 2, %196
  %198 = getelementptr inbounds i8, ptr %195, i64 %197
  store i8 0, ptr %198, align 1
  br label %199

199:                                              ; preds = %182
  %200 = load i32, ptr %19, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %19, align 4
  br label %179, !llvm.loop !15

202:                                              ; preds = %179
  %203 = load ptr, ptr %18, align 8
  %204 = call i64 @strlen(ptr noundef %203) #14
  %205 = load ptr, ptr %18, align 8
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %204, ptr noundef %205)
  %207 = load ptr, ptr %18, align 8
  call void @free(ptr noundef %207) #10
  %208 = call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef 512) #12
  store ptr %208, ptr %21, align 8
  %209 = load ptr, ptr %21, align 8
  %210 = ptrtoint ptr %209 to i64
  %211 = urem i64 %210, 64
  %212 = icmp eq i64 %211, 0
  %213 = zext i1 %212 to i32
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %213)
  store i32 0, ptr %22, align 4
  br label %215

215:                                              ; preds = %226, %202
  %216 = load i32, ptr %22, align 4
  %217 = icmp slt i32 %216, 64
  br i1 %217, label %218, label %229

218:                                              ; preds = %215
  %219 = load i32, ptr %22, align 4
  %220 = sitofp i32 %219 to double
  %221 = fmul double %220, 5.000000e-01
  %222 = load ptr, ptr %21, align 8
  %223 = load i32, ptr %22, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds double, ptr %222, i64 %224
  store double %221, ptr %225, align 8
  br label %226

226:                                              ; preds = %218
  %227 = load i32, ptr %22, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %22, align 4
  br label %215, !llvm.loop !16

229:                                              ; preds = %215
  store double 0.000000e+00, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %230

230:                                              ; preds = %241, %229
  %231 = load i32, ptr %24, align 4
  %232 = icmp slt i32 %231, 64
  br i1 %232, label %233, label %244

233:                                              ; preds = %230
  %234 = load ptr, ptr %21, align 8
  %235 = load i32, ptr %24, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds double, ptr %234, i64 %236
  %238 = load double, ptr %237, align 8
  %239 = load double, ptr %23, align 8
  %240 = fadd double %239, %238
  store double %240, ptr %23, align 8
  br label %241

241:                                              ; preds = %233
  %242 = load i32, ptr %24, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %24, align 4
  br label %230, !llvm.loop !17

244:                                              ; preds = %230
  %245 = load double, ptr %23, align 8
  %246 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %245)
  %247 = load ptr, ptr %21, align 8
  call void @free(ptr noundef %247) #10
  %248 = call noalias ptr @malloc(i64 noundef 80) #13
  store ptr %248, ptr %25, align 8
  store i32 0, ptr %26, align 4
  br label %249

249:                                              ; preds = %282, %244
  %250 = load i32, ptr %26, align 4
  %251 = icmp slt i32 %250, 10
  br i1 %251, label %252, label %285

252:                                              ; preds = %249
  %253 = load i32, ptr %26, align 4
  %254 = add nsw i32 %253, 1
  %255 = sext i32 %254 to i64
  %256 = mul i64 %255, 4
  %257 = call noalias ptr @malloc(i64 noundef %256) #13
  %258 = load ptr, ptr %25, align 8
  %259 = load i32, ptr %26, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds ptr, ptr %258, i64 %260
  store ptr %257, ptr %261, align 8
  store i32 0, ptr %27, align 4
  br label %262

262:                                              ; preds = %278, %252
  %263 = load i32, ptr %27, align 4
  %264 = load i32, ptr %26, align 4
  %265 = icmp sle i32 %263, %264
  br i1 %265, label %266, label %281

266:                                              ; preds = %262
  %267 = load i32, ptr %26, align 4
  %268 = load i32, ptr %27, align 4
  %269 = mul nsw i32 %267, %268
  %270 = load ptr, ptr %25, align 8
  %271 = load i32, ptr %26, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds ptr, ptr %270, i64 %272
  %274 = load ptr, ptr %273, align 8
  %275 = load i32, ptr %27, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds i32, ptr %274, i64 %276
  store i32 %269, ptr %277, align 4
  br label %278

278:                                              ; preds = %266
  %279 = load i32, ptr %27, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %27, align 4
  br label %262, !llvm.loop !18

281:                                              ; preds = %262
  br label %282

282:                                              ; preds = %281
  %283 = load i32, ptr %26, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %26, align 4
  br label %249, !llvm.loop !19

285:                                              ; preds = %249
  store i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %286

286:                                              ; preds = %307, %285
  %287 = load i32, ptr %29, align 4
  %288 = icmp slt i32 %287, 10
  br i1 %288, label %289, label %310

289:                                              ; preds = %286
  %290 = load ptr, ptr %25, align 8
  %291 = load i32, ptr %29, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds ptr, ptr %290, i64 %292
  %294 = load ptr, ptr %293, align 8
  %295 = load i32, ptr %29, align 4
  %296 = sdiv i32 %295, 2
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds i32, ptr %294, i64 %297
  %299 = load i32, ptr %298, align 4
  %300 = load i32, ptr %28, align 4
  %301 = add nsw i32 %300, %299
  store i32 %301, ptr %28, align 4
  %302 = load ptr, ptr %25, align 8
  %303 = load i32, ptr %29, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds ptr, ptr %302, i64 %304
  %306 = load ptr, ptr %305, align 8
  call void @free(ptr noundef %306) #10
  br label %307

307:                                              ; preds = %289
  %308 = load i32, ptr %29, align 4
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %29, align 4
  br label %286, !llvm.loop !20

310:                                              ; preds = %286
  %311 = load ptr, ptr %25, align 8
  call void @free(ptr noundef %311) #10
  %312 = load i32, ptr %28, align 4
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %312)
  call void @free(ptr noundef null) #10
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call noalias ptr @malloc(i64 noundef 16) #13
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @abort() #15
  unreachable

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 0
  store i32 %11, ptr %13, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 1
  store ptr %14, ptr %16, align 8
  %17 = load ptr, ptr %5, align 8
  ret ptr %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load ptr, ptr %2, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %4, align 8
  store ptr %16, ptr %2, align 8
  br label %5, !llvm.loop !21

17:                                               ; preds = %5
  %18 = load ptr, ptr %3, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @remove_if_multiple(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store ptr %3, ptr %5, align 8
  br label %7

7:                                                ; preds = %31, %2
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %8, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %32

11:                                               ; preds = %7
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = load i32, ptr %4, align 4
  %17 = srem i32 %15, %16
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %27

19:                                               ; preds = %11
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %6, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  store ptr %24, ptr %25, align 8
  %26 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %26) #10
  br label %31

27:                                               ; preds = %11
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 1
  store ptr %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %27, %19
  br label %7, !llvm.loop !22

32:                                               ; preds = %7
  %33 = load ptr, ptr %3, align 8
  ret ptr %33
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.vec, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.vec, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = icmp eq i64 %9, %12
  br i1 %13, label %14, label %43

14:                                               ; preds = %2
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.vec, ptr %15, i32 0, i32 2
  %17 = load i64, ptr %16, align 8
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.vec, ptr %20, i32 0, i32 2
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %22, 2
  br label %25

24:                                               ; preds = %14
  br label %25

25:                                               ; preds = %24, %19
  %26 = phi i64 [ %23, %19 ], [ 4, %24 ]
  store i64 %26, ptr %5, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.vec, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load i64, ptr %5, align 8
  %31 = mul i64 %30, 4
  %32 = call ptr @realloc(ptr noundef %29, i64 noundef %31) #12
  store ptr %32, ptr %6, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = icmp ne ptr %33, null
  br i1 %34, label %36, label %35

35:                                               ; preds = %25
  call void @abort() #15
  unreachable

36:                                               ; preds = %25
  %37 = load ptr, ptr %6, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.vec, ptr %38, i32 0, i32 0
  store ptr %37, ptr %39, align 8
  %40 = load i64, ptr %5, align 8
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.vec, ptr %41, i32 0, i32 2
  store i64 %40, ptr %42, align 8
  br label %43

43:                                               ; preds = %36, %2
  %44 = load i32, ptr %4, align 4
  %45 = load ptr, ptr %3, align 8
  %46 = getelementptr inbounds %struct.vec, ptr %45, i32 0, i32 0
  %47 = load ptr, ptr %46, align 8
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.vec, ptr %48, i32 0, i32 1
  %50 = load i64, ptr %49, align 8
  %51 = add i64 %50, 1
  store i64 %51, ptr %49, align 8
  %52 = getelementptr inbounds i32, ptr %47, i64 %50
  store i32 %44, ptr %52, align 4
  ret void
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nounwind allocsize(1)
declare noalias ptr @aligned_alloc(i64 noundef, i64 noundef) #5

; Function Attrs: noreturn nounwind
declare void @abort() #9

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind allocsize(1) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind willreturn memory(read) }
attributes #15 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}

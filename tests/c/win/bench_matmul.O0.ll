; ModuleID = 'bench_matmul.c'
source_filename = "bench_matmul.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %.3f %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %27 = load i32, ptr %4, align 4
  %28 = load ptr, ptr %5, align 8
  %29 = call i32 @parse_scale(i32 noundef %27, ptr noundef %28)
  store i32 %29, ptr %6, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp sgt i32 %30, 1
  br i1 %31, label %32, label %35

32:                                               ; preds = %2
  %33 = load i32, ptr %6, align 4
  %34 = sdiv i32 %33, 4
  br label %36

35:                                               ; preds = %2
  br label %36

36:                                               ; preds = %35, %32
  %37 = phi i32 [ %34, %32 ], [ 0, %35 ]
  %38 = mul nsw i32 8, %37
  %39 = add nsw i32 24, %38
  store i32 %39, ptr %7, align 4
  %40 = load i32, ptr %7, align 4
  %41 = icmp sgt i32 %40, 320
  br i1 %41, label %42, label %43

42:                                               ; preds = %36
  store i32 320, ptr %7, align 4
  br label %43

43:                                               ; preds = %42, %36
  %44 = load i32, ptr %6, align 4
  %45 = sdiv i32 %44, 256
  %46 = add nsw i32 1, %45
  store i32 %46, ptr %8, align 4
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = mul i64 8, %48
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = mul i64 %49, %51
  %53 = call ptr @malloc(i64 noundef %52) #6
  store ptr %53, ptr %9, align 8
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = mul i64 8, %55
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = mul i64 %56, %58
  %60 = call ptr @malloc(i64 noundef %59) #6
  store ptr %60, ptr %10, align 8
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = mul i64 8, %62
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = mul i64 %63, %65
  %67 = call ptr @malloc(i64 noundef %66) #6
  store ptr %67, ptr %11, align 8
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = mul i64 4, %69
  %71 = load i32, ptr %7, align 4
  %72 = sext i32 %71 to i64
  %73 = mul i64 %70, %72
  %74 = call ptr @malloc(i64 noundef %73) #6
  store ptr %74, ptr %12, align 8
  %75 = load i32, ptr %7, align 4
  %76 = sext i32 %75 to i64
  %77 = mul i64 4, %76
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = mul i64 %77, %79
  %81 = call ptr @malloc(i64 noundef %80) #6
  store ptr %81, ptr %13, align 8
  %82 = load i32, ptr %7, align 4
  %83 = sext i32 %82 to i64
  %84 = mul i64 4, %83
  %85 = load i32, ptr %7, align 4
  %86 = sext i32 %85 to i64
  %87 = mul i64 %84, %86
  %88 = call ptr @malloc(i64 noundef %87) #6
  store ptr %88, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %89

89:                                               ; preds = %126, %43
  %90 = load i32, ptr %15, align 4
  %91 = load i32, ptr %7, align 4
  %92 = load i32, ptr %7, align 4
  %93 = mul nsw i32 %91, %92
  %94 = icmp slt i32 %90, %93
  br i1 %94, label %95, label %129

95:                                               ; preds = %89
  %96 = load i32, ptr %15, align 4
  %97 = srem i32 %96, 17
  %98 = sitofp i32 %97 to double
  %99 = fmul double %98, 2.500000e-01
  %100 = load ptr, ptr %9, align 8
  %101 = load i32, ptr %15, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %100, i64 %102
  store double %99, ptr %103, align 8
  %104 = load i32, ptr %15, align 4
  %105 = srem i32 %104, 13
  %106 = sitofp i32 %105 to double
  %107 = call double @llvm.fmuladd.f64(double %106, double 5.000000e-01, double -1.000000e+00)
  %108 = load ptr, ptr %10, align 8
  %109 = load i32, ptr %15, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds double, ptr %108, i64 %110
  store double %107, ptr %111, align 8
  %112 = load i32, ptr %15, align 4
  %113 = srem i32 %112, 11
  %114 = sub nsw i32 %113, 5
  %115 = load ptr, ptr %12, align 8
  %116 = load i32, ptr %15, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %115, i64 %117
  store i32 %114, ptr %118, align 4
  %119 = load i32, ptr %15, align 4
  %120 = srem i32 %119, 7
  %121 = add nsw i32 %120, 1
  %122 = load ptr, ptr %13, align 8
  %123 = load i32, ptr %15, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %122, i64 %124
  store i32 %121, ptr %125, align 4
  br label %126

126:                                              ; preds = %95
  %127 = load i32, ptr %15, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %15, align 4
  br label %89, !llvm.loop !5

129:                                              ; preds = %89
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %130

130:                                              ; preds = %280, %129
  %131 = load i32, ptr %18, align 4
  %132 = load i32, ptr %8, align 4
  %133 = icmp slt i32 %131, %132
  br i1 %133, label %134, label %283

134:                                              ; preds = %130
  store i32 0, ptr %19, align 4
  br label %135

135:                                              ; preds = %165, %134
  %136 = load i32, ptr %19, align 4
  %137 = load i32, ptr %7, align 4
  %138 = icmp slt i32 %136, %137
  br i1 %138, label %139, label %168

139:                                              ; preds = %135
  store i32 0, ptr %20, align 4
  br label %140

140:                                              ; preds = %161, %139
  %141 = load i32, ptr %20, align 4
  %142 = load i32, ptr %7, align 4
  %143 = icmp slt i32 %141, %142
  br i1 %143, label %144, label %164

144:                                              ; preds = %140
  %145 = load ptr, ptr %11, align 8
  %146 = load i32, ptr %19, align 4
  %147 = load i32, ptr %7, align 4
  %148 = mul nsw i32 %146, %147
  %149 = load i32, ptr %20, align 4
  %150 = add nsw i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds double, ptr %145, i64 %151
  store double 0.000000e+00, ptr %152, align 8
  %153 = load ptr, ptr %14, align 8
  %154 = load i32, ptr %19, align 4
  %155 = load i32, ptr %7, align 4
  %156 = mul nsw i32 %154, %155
  %157 = load i32, ptr %20, align 4
  %158 = add nsw i32 %156, %157
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr %153, i64 %159
  store i32 0, ptr %160, align 4
  br label %161

161:                                              ; preds = %144
  %162 = load i32, ptr %20, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %20, align 4
  br label %140, !llvm.loop !7

164:                                              ; preds = %140
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %19, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %19, align 4
  br label %135, !llvm.loop !8

168:                                              ; preds = %135
  store i32 0, ptr %21, align 4
  br label %169

169:                                              ; preds = %251, %168
  %170 = load i32, ptr %21, align 4
  %171 = load i32, ptr %7, align 4
  %172 = icmp slt i32 %170, %171
  br i1 %172, label %173, label %254

173:                                              ; preds = %169
  store i32 0, ptr %22, align 4
  br label %174

174:                                              ; preds = %247, %173
  %175 = load i32, ptr %22, align 4
  %176 = load i32, ptr %7, align 4
  %177 = icmp slt i32 %175, %176
  br i1 %177, label %178, label %250

178:                                              ; preds = %174
  %179 = load ptr, ptr %9, align 8
  %180 = load i32, ptr %21, align 4
  %181 = load i32, ptr %7, align 4
  %182 = mul nsw i32 %180, %181
  %183 = load i32, ptr %22, align 4
  %184 = add nsw i32 %182, %183
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds double, ptr %179, i64 %185
  %187 = load double, ptr %186, align 8
  store double %187, ptr %23, align 8
  %188 = load ptr, ptr %12, align 8
  %189 = load i32, ptr %21, align 4
  %190 = load i32, ptr %7, align 4
  %191 = mul nsw i32 %189, %190
  %192 = load i32, ptr %22, align 4
  %193 = add nsw i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i32, ptr %188, i64 %194
  %196 = load i32, ptr %195, align 4
  store i32 %196, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %197

197:                                              ; preds = %243, %178
  %198 = load i32, ptr %25, align 4
  %199 = load i32, ptr %7, align 4
  %200 = icmp slt i32 %198, %199
  br i1 %200, label %201, label %246

201:                                              ; preds = %197
  %202 = load double, ptr %23, align 8
  %203 = load ptr, ptr %10, align 8
  %204 = load i32, ptr %22, align 4
  %205 = load i32, ptr %7, align 4
  %206 = mul nsw i32 %204, %205
  %207 = load i32, ptr %25, align 4
  %208 = add nsw i32 %206, %207
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds double, ptr %203, i64 %209
  %211 = load double, ptr %210, align 8
  %212 = load ptr, ptr %11, align 8
  %213 = load i32, ptr %21, align 4
  %214 = load i32, ptr %7, align 4
  %215 = mul nsw i32 %213, %214
  %216 = load i32, ptr %25, align 4
  %217 = add nsw i32 %215, %216
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds double, ptr %212, i64 %218
  %220 = load double, ptr %219, align 8
  %221 = call double @llvm.fmuladd.f64(double %202, double %211, double %220)
  store double %221, ptr %219, align 8
  %222 = load i32, ptr %24, align 4
  %223 = load ptr, ptr %13, align 8
  %224 = load i32, ptr %22, align 4
  %225 = load i32, ptr %7, align 4
  %226 = mul nsw i32 %224, %225
  %227 = load i32, ptr %25, align 4
  %228 = add nsw i32 %226, %227
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds i32, ptr %223, i64 %229
  %231 = load i32, ptr %230, align 4
  %232 = mul nsw i32 %222, %231
  %233 = load ptr, ptr %14, align 8
  %234 = load i32, ptr %21, align 4
  %235 = load i32, ptr %7, align 4
  %236 = mul nsw i32 %234, %235
  %237 = load i32, ptr %25, align 4
  %238 = add nsw i32 %236, %237
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds i32, ptr %233, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = add nsw i32 %241, %232
  store i32 %242, ptr %240, align 4
  br label %243

243:                                              ; preds = %201
  %244 = load i32, ptr %25, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %25, align 4
  br label %197, !llvm.loop !9

246:                                              ; preds = %197
  br label %247

247:                                              ; preds = %246
  %248 = load i32, ptr %22, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %22, align 4
  br label %174, !llvm.loop !10

250:                                              ; preds = %174
  br label %251

251:                                              ; preds = %250
  %252 = load i32, ptr %21, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %21, align 4
  br label %169, !llvm.loop !11

254:                                              ; preds = %169
  store i32 0, ptr %26, align 4
  br label %255

255:                                              ; preds = %276, %254
  %256 = load i32, ptr %26, align 4
  %257 = load i32, ptr %7, align 4
  %258 = load i32, ptr %7, align 4
  %259 = mul nsw i32 %257, %258
  %260 = icmp slt i32 %256, %259
  br i1 %260, label %261, label %279

261:                                              ; preds = %255
  %262 = load ptr, ptr %11, align 8
  %263 = load i32, ptr %26, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds double, ptr %262, i64 %264
  %266 = load double, ptr %265, align 8
  %267 = load double, ptr %16, align 8
  %268 = fadd double %267, %266
  store double %268, ptr %16, align 8
  %269 = load ptr, ptr %14, align 8
  %270 = load i32, ptr %26, align 4
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds i32, ptr %269, i64 %271
  %273 = load i32, ptr %272, align 4
  %274 = load i32, ptr %17, align 4
  %275 = add nsw i32 %274, %273
  store i32 %275, ptr %17, align 4
  br label %276

276:                                              ; preds = %261
  %277 = load i32, ptr %26, align 4
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %26, align 4
  br label %255, !llvm.loop !12

279:                                              ; preds = %255
  br label %280

280:                                              ; preds = %279
  %281 = load i32, ptr %18, align 4
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr %18, align 4
  br label %130, !llvm.loop !13

283:                                              ; preds = %130
  %284 = load i32, ptr %7, align 4
  %285 = load double, ptr %16, align 8
  %286 = load i32, ptr %17, align 4
  %287 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %284, double noundef %285, i32 noundef %286)
  %288 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %288)
  %289 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %289)
  %290 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %290)
  %291 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %291)
  %292 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %292)
  %293 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %293)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_scale(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 1, ptr %3, align 4
  br label %46

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds ptr, ptr %12, i64 1
  %14 = load ptr, ptr %13, align 8
  store ptr %14, ptr %7, align 8
  br label %15

15:                                               ; preds = %35, %11
  %16 = load ptr, ptr %7, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp sge i32 %18, 48
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = load ptr, ptr %7, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp sle i32 %23, 57
  br label %25

25:                                               ; preds = %20, %15
  %26 = phi i1 [ false, %15 ], [ %24, %20 ]
  br i1 %26, label %27, label %38

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4
  %29 = mul nsw i32 %28, 10
  %30 = load ptr, ptr %7, align 8
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = sub nsw i32 %32, 48
  %34 = add nsw i32 %29, %33
  store i32 %34, ptr %6, align 4
  br label %35

35:                                               ; preds = %27
  %36 = load ptr, ptr %7, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 1
  store ptr %37, ptr %7, align 8
  br label %15, !llvm.loop !14

38:                                               ; preds = %25
  %39 = load i32, ptr %6, align 4
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %43

41:                                               ; preds = %38
  %42 = load i32, ptr %6, align 4
  br label %44

43:                                               ; preds = %38
  br label %44

44:                                               ; preds = %43, %41
  %45 = phi i32 [ %42, %41 ], [ 1, %43 ]
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %44, %10
  %47 = load i32, ptr %3, align 4
  ret i32 %47
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { allocsize(0) }
attributes #7 = { nounwind }

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

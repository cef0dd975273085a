; ModuleID = 'bench_matmul.c'
source_filename = "bench_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %17 = alloca i64, align 8
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
  %45 = icmp sgt i32 %44, 1
  %46 = zext i1 %45 to i64
  %47 = select i1 %45, i32 4, i32 1
  store i32 %47, ptr %8, align 4
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = mul i64 8, %49
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = mul i64 %50, %52
  %54 = call noalias ptr @malloc(i64 noundef %53) #5
  store ptr %54, ptr %9, align 8
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = mul i64 8, %56
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = mul i64 %57, %59
  %61 = call noalias ptr @malloc(i64 noundef %60) #5
  store ptr %61, ptr %10, align 8
  %62 = load i32, ptr %7, align 4
  %63 = sext i32 %62 to i64
  %64 = mul i64 8, %63
  %65 = load i32, ptr %7, align 4
  %66 = sext i32 %65 to i64
  %67 = mul i64 %64, %66
  %68 = call noalias ptr @malloc(i64 noundef %67) #5
  store ptr %68, ptr %11, align 8
  %69 = load i32, ptr %7, align 4
  %70 = sext i32 %69 to i64
  %71 = mul i64 4, %70
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = mul i64 %71, %73
  %75 = call noalias ptr @malloc(i64 noundef %74) #5
  store ptr %75, ptr %12, align 8
  %76 = load i32, ptr %7, align 4
  %77 = sext i32 %76 to i64
  %78 = mul i64 4, %77
  %79 = load i32, ptr %7, align 4
  %80 = sext i32 %79 to i64
  %81 = mul i64 %78, %80
  %82 = call noalias ptr @malloc(i64 noundef %81) #5
  store ptr %82, ptr %13, align 8
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = mul i64 4, %84
  %86 = load i32, ptr %7, align 4
  %87 = sext i32 %86 to i64
  %88 = mul i64 %85, %87
  %89 = call noalias ptr @malloc(i64 noundef %88) #5
  store ptr %89, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %90

90:                                               ; preds = %127, %43
  %91 = load i32, ptr %15, align 4
  %92 = load i32, ptr %7, align 4
  %93 = load i32, ptr %7, align 4
  %94 = mul nsw i32 %92, %93
  %95 = icmp slt i32 %91, %94
  br i1 %95, label %96, label %130

96:                                               ; preds = %90
  %97 = load i32, ptr %15, align 4
  %98 = srem i32 %97, 17
  %99 = sitofp i32 %98 to double
  %100 = fmul double %99, 2.500000e-01
  %101 = load ptr, ptr %9, align 8
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds double, ptr %101, i64 %103
  store double %100, ptr %104, align 8
  %105 = load i32, ptr %15, align 4
  %106 = srem i32 %105, 13
  %107 = sitofp i32 %106 to double
  %108 = call double @llvm.fmuladd.f64(double %107, double 5.000000e-01, double -1.000000e+00)
  %109 = load ptr, ptr %10, align 8
  %110 = load i32, ptr %15, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds double, ptr %109, i64 %111
  store double %108, ptr %112, align 8
  %113 = load i32, ptr %15, align 4
  %114 = srem i32 %113, 11
  %115 = sub nsw i32 %114, 5
  %116 = load ptr, ptr %12, align 8
  %117 = load i32, ptr %15, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr %116, i64 %118
  store i32 %115, ptr %119, align 4
  %120 = load i32, ptr %15, align 4
  %121 = srem i32 %120, 7
  %122 = add nsw i32 %121, 1
  %123 = load ptr, ptr %13, align 8
  %124 = load i32, ptr %15, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr %123, i64 %125
  store i32 %122, ptr %126, align 4
  br label %127

127:                                              ; preds = %96
  %128 = load i32, ptr %15, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %15, align 4
  br label %90, !llvm.loop !6

130:                                              ; preds = %90
  store double 0.000000e+00, ptr %16, align 8
  store i64 0, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %131

131:                                              ; preds = %282, %130
  %132 = load i32, ptr %18, align 4
  %133 = load i32, ptr %8, align 4
  %134 = icmp slt i32 %132, %133
  br i1 %134, label %135, label %285

135:                                              ; preds = %131
  store i32 0, ptr %19, align 4
  br label %136

136:                                              ; preds = %166, %135
  %137 = load i32, ptr %19, align 4
  %138 = load i32, ptr %7, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %169

140:                                              ; preds = %136
  store i32 0, ptr %20, align 4
  br label %141

141:                                              ; preds = %162, %140
  %142 = load i32, ptr %20, align 4
  %143 = load i32, ptr %7, align 4
  %144 = icmp slt i32 %142, %143
  br i1 %144, label %145, label %165

145:                                              ; preds = %141
  %146 = load ptr, ptr %11, align 8
  %147 = load i32, ptr %19, align 4
  %148 = load i32, ptr %7, align 4
  %149 = mul nsw i32 %147, %148
  %150 = load i32, ptr %20, align 4
  %151 = add nsw i32 %149, %150
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds double, ptr %146, i64 %152
  store double 0.000000e+00, ptr %153, align 8
  %154 = load ptr, ptr %14, align 8
  %155 = load i32, ptr %19, align 4
  %156 = load i32, ptr %7, align 4
  %157 = mul nsw i32 %155, %156
  %158 = load i32, ptr %20, align 4
  %159 = add nsw i32 %157, %158
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i32, ptr %154, i64 %160
  store i32 0, ptr %161, align 4
  br label %162

162:                                              ; preds = %145
  %163 = load i32, ptr %20, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %20, align 4
  br label %141, !llvm.loop !8

165:                                              ; preds = %141
  br label %166

166:                                              ; preds = %165
  %167 = load i32, ptr %19, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %19, align 4
  br label %136, !llvm.loop !9

169:                                              ; preds = %136
  store i32 0, ptr %21, align 4
  br label %170

170:                                              ; preds = %252, %169
  %171 = load i32, ptr %21, align 4
  %172 = load i32, ptr %7, align 4
  %173 = icmp slt i32 %171, %172
  br i1 %173, label %174, label %255

174:                                              ; preds = %170
  store i32 0, ptr %22, align 4
  br label %175

175:                                              ; preds = %248, %174
  %176 = load i32, ptr %22, align 4
  %177 = load i32, ptr %7, align 4
  %178 = icmp slt i32 %176, %177
  br i1 %178, label %179, label %251

179:                                              ; preds = %175
  %180 = load ptr, ptr %9, align 8
  %181 = load i32, ptr %21, align 4
  %182 = load i32, ptr %7, align 4
  %183 = mul nsw i32 %181, %182
  %184 = load i32, ptr %22, align 4
  %185 = add nsw i32 %183, %184
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds double, ptr %180, i64 %186
  %188 = load double, ptr %187, align 8
  store double %188, ptr %23, align 8
  %189 = load ptr, ptr %12, align 8
  %190 = load i32, ptr %21, align 4
  %191 = load i32, ptr %7, align 4
  %192 = mul nsw i32 %190, %191
  %193 = load i32, ptr %22, align 4
  %194 = add nsw i32 %192, %193
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds i32, ptr %189, i64 %195
  %197 = load i32, ptr %196, align 4
  store i32 %197, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %198

198:                                              ; preds = %244, %179
  %199 = load i32, ptr %25, align 4
  %200 = load i32, ptr %7, align 4
  %201 = icmp slt i32 %199, %200
  br i1 %201, label %202, label %247

202:                                              ; preds = %198
  %203 = load double, ptr %23, align 8
  %204 = load ptr, ptr %10, align 8
  %205 = load i32, ptr %22, align 4
  %206 = load i32, ptr %7, align 4
  %207 = mul nsw i32 %205, %206
  %208 = load i32, ptr %25, align 4
  %209 = add nsw i32 %207, %208
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds double, ptr %204, i64 %210
  %212 = load double, ptr %211, align 8
  %213 = load ptr, ptr %11, align 8
  %214 = load i32, ptr %21, align 4
  %215 = load i32, ptr %7, align 4
  %216 = mul nsw i32 %214, %215
  %217 = load i32, ptr %25, align 4
  %218 = add nsw i32 %216, %217
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds double, ptr %213, i64 %219
  %221 = load double, ptr %220, align 8
  %222 = call double @llvm.fmuladd.f64(double %203, double %212, double %221)
  store double %222, ptr %220, align 8
  %223 = load i32, ptr %24, align 4
  %224 = load ptr, ptr %13, align 8
  %225 = load i32, ptr %22, align 4
  %226 = load i32, ptr %7, align 4
  %227 = mul nsw i32 %225, %226
  %228 = load i32, ptr %25, align 4
  %229 = add nsw i32 %227, %228
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds i32, ptr %224, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = mul nsw i32 %223, %232
  %234 = load ptr, ptr %14, align 8
  %235 = load i32, ptr %21, align 4
  %236 = load i32, ptr %7, align 4
  %237 = mul nsw i32 %235, %236
  %238 = load i32, ptr %25, align 4
  %239 = add nsw i32 %237, %238
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds i32, ptr %234, i64 %240
  %242 = load i32, ptr %241, align 4
  %243 = add nsw i32 %242, %233
  store i32 %243, ptr %241, align 4
  br label %244

244:                                              ; preds = %202
  %245 = load i32, ptr %25, align 4
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %25, align 4
  br label %198, !llvm.loop !10

247:                                              ; preds = %198
  br label %248

248:                                              ; preds = %247
  %249 = load i32, ptr %22, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %22, align 4
  br label %175, !llvm.loop !11

251:                                              ; preds = %175
  br label %252

252:                                              ; preds = %251
  %253 = load i32, ptr %21, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %21, align 4
  br label %170, !llvm.loop !12

255:                                              ; preds = %170
  store i32 0, ptr %26, align 4
  br label %256

256:                                              ; preds = %278, %255
  %257 = load i32, ptr %26, align 4
  %258 = load i32, ptr %7, align 4
  %259 = load i32, ptr %7, align 4
  %260 = mul nsw i32 %258, %259
  %261 = icmp slt i32 %257, %260
  br i1 %261, label %262, label %281

262:                                              ; preds = %256
  %263 = load ptr, ptr %11, align 8
  %264 = load i32, ptr %26, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds double, ptr %263, i64 %265
  %267 = load double, ptr %266, align 8
  %268 = load double, ptr %16, align 8
  %269 = fadd double %268, %267
  store double %269, ptr %16, align 8
  %270 = load ptr, ptr %14, align 8
  %271 = load i32, ptr %26, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i32, ptr %270, i64 %272
  %274 = load i32, ptr %273, align 4
  %275 = sext i32 %274 to i64
  %276 = load i64, ptr %17, align 8
  %277 = add nsw i64 %276, %275
  store i64 %277, ptr %17, align 8
  br label %278

278:                                              ; preds = %262
  %279 = load i32, ptr %26, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %26, align 4
  br label %256, !llvm.loop !13

281:                                              ; preds = %256
  br label %282

282:                                              ; preds = %281
  %283 = load i32, ptr %18, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %18, align 4
  br label %131, !llvm.loop !14

285:                                              ; preds = %131
  %286 = load i32, ptr %7, align 4
  %287 = load double, ptr %16, align 8
  %288 = load i64, ptr %17, align 8
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %286, double noundef %287, i64 noundef %288)
  %290 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %290) #6
  %291 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %291) #6
  %292 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %292) #6
  %293 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %293) #6
  %294 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %294) #6
  %295 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %295) #6
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
  br label %15, !llvm.loop !15

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

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

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

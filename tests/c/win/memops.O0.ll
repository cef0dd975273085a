; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.blob = type { i32, [13 x i8], [5 x double], i16 }

@.str = private unnamed_addr constant [15 x i8] c"memcpy acc=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c"memmove sum=%u d[10]=%u d[109]=%u d[150]=%u d[249]=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"memset sum=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"abcdefgh\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"abcdeXgh\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"abcdefgz\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"memcmp %d %d %d %d %d\0A\00", align 1
@__const.main.hi = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@__const.main.lo = private unnamed_addr constant [2 x i8] c"\7F\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"memcmp unsigned bytes %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"twelve chars\00", align 1
@.str.9 = private unnamed_addr constant [56 x i8] c"blob size=%zu id=%d tag=%s w4=%.2f/%.2f s=%d same=%d%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"zero-init tot=%.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"allneg=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"rot=%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [300 x i8], align 16
  %3 = alloca [300 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [2 x i8], align 1
  %13 = alloca [2 x i8], align 1
  %14 = alloca %struct.blob, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.blob, align 8
  %17 = alloca %struct.blob, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [4 x %struct.blob], align 16
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca [64 x i64], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [27 x i8], align 16
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %29

29:                                               ; preds = %40, %0
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %30, 300
  br i1 %31, label %32, label %43

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4
  %34 = mul nsw i32 %33, 29
  %35 = add nsw i32 %34, 7
  %36 = trunc i32 %35 to i8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [300 x i8], ptr %2, i64 0, i64 %38
  store i8 %36, ptr %39, align 1
  br label %40

40:                                               ; preds = %32
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %29, !llvm.loop !5

43:                                               ; preds = %29
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %44

44:                                               ; preds = %70, %43
  %45 = load i64, ptr %6, align 8
  %46 = icmp ule i64 %45, 40
  br i1 %46, label %47, label %73

47:                                               ; preds = %44
  store i64 0, ptr %7, align 8
  br label %48

48:                                               ; preds = %66, %47
  %49 = load i64, ptr %7, align 8
  %50 = icmp ult i64 %49, 8
  br i1 %50, label %51, label %69

51:                                               ; preds = %48
  %52 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %52, i8 -86, i64 300, i1 false)
  %53 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %54 = load i64, ptr %7, align 8
  %55 = getelementptr inbounds i8, ptr %53, i64 %54
  %56 = getelementptr inbounds [300 x i8], ptr %2, i64 0, i64 0
  %57 = load i64, ptr %7, align 8
  %58 = sub i64 7, %57
  %59 = getelementptr inbounds i8, ptr %56, i64 %58
  %60 = load i64, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr align 1 %59, i64 %60, i1 false)
  %61 = load i32, ptr %5, align 4
  %62 = mul i32 %61, 31
  %63 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %64 = call i32 @sum_bytes(ptr noundef %63, i64 noundef 64)
  %65 = add i32 %62, %64
  store i32 %65, ptr %5, align 4
  br label %66

66:                                               ; preds = %51
  %67 = load i64, ptr %7, align 8
  %68 = add i64 %67, 1
  store i64 %68, ptr %7, align 8
  br label %48, !llvm.loop !7

69:                                               ; preds = %48
  br label %70

70:                                               ; preds = %69
  %71 = load i64, ptr %6, align 8
  %72 = add i64 %71, 3
  store i64 %72, ptr %6, align 8
  br label %44, !llvm.loop !8

73:                                               ; preds = %44
  %74 = load i32, ptr %5, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %74)
  store i32 0, ptr %8, align 4
  br label %76

76:                                               ; preds = %85, %73
  %77 = load i32, ptr %8, align 4
  %78 = icmp slt i32 %77, 300
  br i1 %78, label %79, label %88

79:                                               ; preds = %76
  %80 = load i32, ptr %8, align 4
  %81 = trunc i32 %80 to i8
  %82 = load i32, ptr %8, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %83
  store i8 %81, ptr %84, align 1
  br label %85

85:                                               ; preds = %79
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  br label %76, !llvm.loop !9

88:                                               ; preds = %76
  %89 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %90 = getelementptr inbounds i8, ptr %89, i64 10
  %91 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %90, ptr align 16 %91, i64 100, i1 false)
  %92 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %93 = getelementptr inbounds i8, ptr %92, i64 150
  %94 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %95 = getelementptr inbounds i8, ptr %94, i64 160
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %93, ptr align 1 %95, i64 100, i1 false)
  %96 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %97 = call i32 @sum_bytes(ptr noundef %96, i64 noundef 300)
  %98 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 10
  %99 = load i8, ptr %98, align 2
  %100 = zext i8 %99 to i32
  %101 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 109
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  %104 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 150
  %105 = load i8, ptr %104, align 2
  %106 = zext i8 %105 to i32
  %107 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 249
  %108 = load i8, ptr %107, align 1
  %109 = zext i8 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %97, i32 noundef %100, i32 noundef %103, i32 noundef %106, i32 noundef %109)
  %111 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %111, i8 0, i64 300, i1 false)
  %112 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %113 = getelementptr inbounds i8, ptr %112, i64 5
  call void @llvm.memset.p0.i64(ptr align 1 %113, i8 122, i64 17, i1 false)
  %114 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %115 = getelementptr inbounds i8, ptr %114, i64 100
  call void @llvm.memset.p0.i64(ptr align 1 %115, i8 -1, i64 1, i1 false)
  %116 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 0
  %117 = call i32 @sum_bytes(ptr noundef %116, i64 noundef 300)
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %117)
  store ptr @.str.3, ptr %9, align 8
  store ptr @.str.4, ptr %10, align 8
  store ptr @.str.5, ptr %11, align 8
  %119 = load ptr, ptr %9, align 8
  %120 = load ptr, ptr %10, align 8
  %121 = call i32 @memcmp(ptr noundef %119, ptr noundef %120, i64 noundef 8)
  %122 = call i32 @sgn(i32 noundef %121)
  %123 = load ptr, ptr %10, align 8
  %124 = load ptr, ptr %9, align 8
  %125 = call i32 @memcmp(ptr noundef %123, ptr noundef %124, i64 noundef 8)
  %126 = call i32 @sgn(i32 noundef %125)
  %127 = load ptr, ptr %9, align 8
  %128 = load ptr, ptr %10, align 8
  %129 = call i32 @memcmp(ptr noundef %127, ptr noundef %128, i64 noundef 5)
  %130 = call i32 @sgn(i32 noundef %129)
  %131 = load ptr, ptr %9, align 8
  %132 = load ptr, ptr %11, align 8
  %133 = call i32 @memcmp(ptr noundef %131, ptr noundef %132, i64 noundef 8)
  %134 = call i32 @sgn(i32 noundef %133)
  %135 = load ptr, ptr %9, align 8
  %136 = load ptr, ptr %9, align 8
  %137 = call i32 @memcmp(ptr noundef %135, ptr noundef %136, i64 noundef 0)
  %138 = call i32 @sgn(i32 noundef %137)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %122, i32 noundef %126, i32 noundef %130, i32 noundef %134, i32 noundef %138)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 @__const.main.hi, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.lo, i64 2, i1 false)
  %140 = getelementptr inbounds [2 x i8], ptr %12, i64 0, i64 0
  %141 = getelementptr inbounds [2 x i8], ptr %13, i64 0, i64 0
  %142 = call i32 @memcmp(ptr noundef %140, ptr noundef %141, i64 noundef 2)
  %143 = call i32 @sgn(i32 noundef %142)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %143)
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 72, i1 false)
  %145 = getelementptr inbounds %struct.blob, ptr %14, i32 0, i32 0
  store i32 7, ptr %145, align 8
  %146 = getelementptr inbounds %struct.blob, ptr %14, i32 0, i32 1
  %147 = getelementptr inbounds [13 x i8], ptr %146, i64 0, i64 0
  %148 = call ptr @strcpy(ptr noundef %147, ptr noundef @.str.8) #6
  store i32 0, ptr %15, align 4
  br label %149

149:                                              ; preds = %160, %88
  %150 = load i32, ptr %15, align 4
  %151 = icmp slt i32 %150, 5
  br i1 %151, label %152, label %163

152:                                              ; preds = %149
  %153 = load i32, ptr %15, align 4
  %154 = sitofp i32 %153 to double
  %155 = fmul double %154, 1.250000e+00
  %156 = getelementptr inbounds %struct.blob, ptr %14, i32 0, i32 2
  %157 = load i32, ptr %15, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [5 x double], ptr %156, i64 0, i64 %158
  store double %155, ptr %159, align 8
  br label %160

160:                                              ; preds = %152
  %161 = load i32, ptr %15, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %15, align 4
  br label %149, !llvm.loop !10

163:                                              ; preds = %149
  %164 = getelementptr inbounds %struct.blob, ptr %14, i32 0, i32 3
  store i16 -2, ptr %164, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %14, i64 72, i1 false)
  %165 = getelementptr inbounds %struct.blob, ptr %16, i32 0, i32 2
  %166 = getelementptr inbounds [5 x double], ptr %165, i64 0, i64 4
  store double -1.000000e+00, ptr %166, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %16, i64 72, i1 false)
  %167 = getelementptr inbounds %struct.blob, ptr %14, i32 0, i32 2
  %168 = getelementptr inbounds [5 x double], ptr %167, i64 0, i64 0
  %169 = getelementptr inbounds %struct.blob, ptr %16, i32 0, i32 2
  %170 = getelementptr inbounds [5 x double], ptr %169, i64 0, i64 0
  %171 = call i32 @memcmp(ptr noundef %168, ptr noundef %170, i64 noundef 40)
  %172 = call i32 @sgn(i32 noundef %171)
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %18, align 4
  %174 = call i32 @memcmp(ptr noundef %16, ptr noundef %17, i64 noundef 72)
  %175 = call i32 @sgn(i32 noundef %174)
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %19, align 4
  %177 = getelementptr inbounds %struct.blob, ptr %17, i32 0, i32 0
  %178 = load i32, ptr %177, align 8
  %179 = getelementptr inbounds %struct.blob, ptr %17, i32 0, i32 1
  %180 = getelementptr inbounds [13 x i8], ptr %179, i64 0, i64 0
  %181 = getelementptr inbounds %struct.blob, ptr %14, i32 0, i32 2
  %182 = getelementptr inbounds [5 x double], ptr %181, i64 0, i64 4
  %183 = load double, ptr %182, align 8
  %184 = getelementptr inbounds %struct.blob, ptr %17, i32 0, i32 2
  %185 = getelementptr inbounds [5 x double], ptr %184, i64 0, i64 4
  %186 = load double, ptr %185, align 8
  %187 = getelementptr inbounds %struct.blob, ptr %17, i32 0, i32 3
  %188 = load i16, ptr %187, align 8
  %189 = sext i16 %188 to i32
  %190 = load i32, ptr %18, align 4
  %191 = load i32, ptr %19, align 4
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef 72, i32 noundef %178, ptr noundef %180, double noundef %183, double noundef %186, i32 noundef %189, i32 noundef %190, i32 noundef %191)
  call void @llvm.memset.p0.i64(ptr align 16 %20, i8 0, i64 288, i1 false)
  %193 = getelementptr inbounds [4 x %struct.blob], ptr %20, i32 0, i32 0
  %194 = getelementptr inbounds %struct.blob, ptr %193, i32 0, i32 0
  store i32 1, ptr %194, align 16
  %195 = getelementptr inbounds %struct.blob, ptr %193, i32 0, i32 1
  %196 = getelementptr inbounds [13 x i8], ptr %195, i32 0, i32 0
  store i8 111, ptr %196, align 4
  %197 = getelementptr inbounds [13 x i8], ptr %195, i32 0, i32 1
  store i8 110, ptr %197, align 1
  %198 = getelementptr inbounds [13 x i8], ptr %195, i32 0, i32 2
  store i8 101, ptr %198, align 2
  %199 = getelementptr inbounds %struct.blob, ptr %193, i32 0, i32 2
  %200 = getelementptr inbounds [5 x double], ptr %199, i32 0, i32 0
  store double 1.000000e+00, ptr %200, align 8
  %201 = getelementptr inbounds %struct.blob, ptr %193, i32 0, i32 3
  store i16 1, ptr %201, align 16
  store double 0.000000e+00, ptr %21, align 8
  store i32 0, ptr %22, align 4
  br label %202

202:                                              ; preds = %237, %163
  %203 = load i32, ptr %22, align 4
  %204 = icmp slt i32 %203, 4
  br i1 %204, label %205, label %240

205:                                              ; preds = %202
  %206 = load i32, ptr %22, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [4 x %struct.blob], ptr %20, i64 0, i64 %207
  %209 = getelementptr inbounds %struct.blob, ptr %208, i32 0, i32 0
  %210 = load i32, ptr %209, align 8
  %211 = sitofp i32 %210 to double
  %212 = load i32, ptr %22, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [4 x %struct.blob], ptr %20, i64 0, i64 %213
  %215 = getelementptr inbounds %struct.blob, ptr %214, i32 0, i32 2
  %216 = getelementptr inbounds [5 x double], ptr %215, i64 0, i64 0
  %217 = load double, ptr %216, align 8
  %218 = fadd double %211, %217
  %219 = load i32, ptr %22, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [4 x %struct.blob], ptr %20, i64 0, i64 %220
  %222 = getelementptr inbounds %struct.blob, ptr %221, i32 0, i32 3
  %223 = load i16, ptr %222, align 8
  %224 = sext i16 %223 to i32
  %225 = sitofp i32 %224 to double
  %226 = fadd double %218, %225
  %227 = load i32, ptr %22, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [4 x %struct.blob], ptr %20, i64 0, i64 %228
  %230 = getelementptr inbounds %struct.blob, ptr %229, i32 0, i32 1
  %231 = getelementptr inbounds [13 x i8], ptr %230, i64 0, i64 0
  %232 = call i64 @strlen(ptr noundef %231) #6
  %233 = uitofp i64 %232 to double
  %234 = fadd double %226, %233
  %235 = load double, ptr %21, align 8
  %236 = fadd double %235, %234
  store double %236, ptr %21, align 8
  br label %237

237:                                              ; preds = %205
  %238 = load i32, ptr %22, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %22, align 4
  br label %202, !llvm.loop !11

240:                                              ; preds = %202
  %241 = load double, ptr %21, align 8
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %241)
  %243 = getelementptr inbounds [64 x i64], ptr %23, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %243, i8 -1, i64 512, i1 false)
  store i32 1, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %244

244:                                              ; preds = %256, %240
  %245 = load i32, ptr %25, align 4
  %246 = icmp slt i32 %245, 64
  br i1 %246, label %247, label %259

247:                                              ; preds = %244
  %248 = load i32, ptr %25, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [64 x i64], ptr %23, i64 0, i64 %249
  %251 = load i64, ptr %250, align 8
  %252 = icmp eq i64 %251, -1
  %253 = zext i1 %252 to i32
  %254 = load i32, ptr %24, align 4
  %255 = and i32 %254, %253
  store i32 %255, ptr %24, align 4
  br label %256

256:                                              ; preds = %247
  %257 = load i32, ptr %25, align 4
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %25, align 4
  br label %244, !llvm.loop !12

259:                                              ; preds = %244
  %260 = getelementptr inbounds [64 x i64], ptr %23, i64 0, i64 0
  %261 = getelementptr inbounds i64, ptr %260, i64 32
  %262 = getelementptr inbounds [64 x i64], ptr %23, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %261, ptr align 16 %262, i64 0, i1 false)
  %263 = load i32, ptr %24, align 4
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %263)
  %265 = getelementptr inbounds [27 x i8], ptr %26, i64 0, i64 0
  %266 = call ptr @strcpy(ptr noundef %265, ptr noundef @.str.12) #6
  store i32 0, ptr %27, align 4
  br label %267

267:                                              ; preds = %278, %259
  %268 = load i32, ptr %27, align 4
  %269 = icmp slt i32 %268, 5
  br i1 %269, label %270, label %281

270:                                              ; preds = %267
  %271 = getelementptr inbounds [27 x i8], ptr %26, i64 0, i64 0
  %272 = load i8, ptr %271, align 16
  store i8 %272, ptr %28, align 1
  %273 = getelementptr inbounds [27 x i8], ptr %26, i64 0, i64 0
  %274 = getelementptr inbounds [27 x i8], ptr %26, i64 0, i64 0
  %275 = getelementptr inbounds i8, ptr %274, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %273, ptr align 1 %275, i64 25, i1 false)
  %276 = load i8, ptr %28, align 1
  %277 = getelementptr inbounds [27 x i8], ptr %26, i64 0, i64 25
  store i8 %276, ptr %277, align 1
  br label %278

278:                                              ; preds = %270
  %279 = load i32, ptr %27, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %27, align 4
  br label %267, !llvm.loop !13

281:                                              ; preds = %267
  %282 = getelementptr inbounds [27 x i8], ptr %26, i64 0, i64 0
  %283 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %282)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_bytes(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = mul i32 %14, 7
  %16 = load ptr, ptr %5, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %16, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %15, %20
  store i32 %21, ptr %6, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  br label %9, !llvm.loop !14

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

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

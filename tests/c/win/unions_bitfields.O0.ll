; ModuleID = 'unions_bitfields.c'
source_filename = "unions_bitfields.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.pun = type { float }
%union.dpun = type { double }
%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }
%struct.flags = type { i32, i64, i8 }
%struct.rgb565 = type { i16 }
%struct.anon = type { i16, i16 }

@g_one = dso_local global float 1.000000e+00, align 4
@g_pi_bits = dso_local global i32 -1068953637, align 4
@g_d = dso_local global double -2.500000e+00, align 8
@g_k = dso_local global i32 5, align 4
@.str = private unnamed_addr constant [42 x i8] c"1.0f bits=%08x bytes=%02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bits c0490fdb = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"-2.5 bits=%016llx lo=%d hi=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"inf=%f sizeof pun=%zu dpun=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"tagged total=%.3f sizeof value=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"flags %u %u %d %u %llx %u size=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"after %u %u %d %llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"raw0=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"rgb565=%04x r=%u g=%u b=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"bitfield sum=%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.pun, align 4
  %3 = alloca %union.dpun, align 8
  %4 = alloca [4 x %struct.value], align 16
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.flags, align 8
  %8 = alloca [4 x i32], align 16
  %9 = alloca %struct.rgb565, align 2
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = load float, ptr @g_one, align 4
  store float %13, ptr %2, align 4
  %14 = load i32, ptr %2, align 4
  %15 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 0
  %16 = load i8, ptr %15, align 4
  %17 = zext i8 %16 to i32
  %18 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 1
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 2
  %22 = load i8, ptr %21, align 2
  %23 = zext i8 %22 to i32
  %24 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 3
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14, i32 noundef %17, i32 noundef %20, i32 noundef %23, i32 noundef %26)
  %28 = load i32, ptr @g_pi_bits, align 4
  store i32 %28, ptr %2, align 4
  %29 = load float, ptr %2, align 4
  %30 = fpext float %29 to double
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %30)
  %32 = load double, ptr @g_d, align 8
  store double %32, ptr %3, align 8
  %33 = load i64, ptr %3, align 8
  %34 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 0
  %35 = load i32, ptr %34, align 8
  %36 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %33, i32 noundef %35, i32 noundef %37)
  store i64 9218868437227405312, ptr %3, align 8
  %39 = load double, ptr %3, align 8
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %39, i64 noundef 4, i64 noundef 8)
  %41 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 0
  %42 = getelementptr inbounds %struct.value, ptr %41, i32 0, i32 0
  store i32 0, ptr %42, align 16
  %43 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 0
  %44 = getelementptr inbounds %struct.value, ptr %43, i32 0, i32 1
  store i64 -77, ptr %44, align 8
  %45 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 1
  %46 = getelementptr inbounds %struct.value, ptr %45, i32 0, i32 0
  store i32 1, ptr %46, align 16
  %47 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 1
  %48 = getelementptr inbounds %struct.value, ptr %47, i32 0, i32 1
  store double 6.250000e+00, ptr %48, align 8
  %49 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 2
  %50 = getelementptr inbounds %struct.value, ptr %49, i32 0, i32 0
  store i32 2, ptr %50, align 16
  %51 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 2
  %52 = getelementptr inbounds %struct.value, ptr %51, i32 0, i32 1
  store ptr @.str.4, ptr %52, align 8
  %53 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 3
  %54 = getelementptr inbounds %struct.value, ptr %53, i32 0, i32 0
  store i32 3, ptr %54, align 16
  %55 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 3
  %56 = getelementptr inbounds %struct.value, ptr %55, i32 0, i32 1
  %57 = getelementptr inbounds %struct.anon, ptr %56, i32 0, i32 0
  store i16 3, ptr %57, align 8
  %58 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 3
  %59 = getelementptr inbounds %struct.value, ptr %58, i32 0, i32 1
  %60 = getelementptr inbounds %struct.anon, ptr %59, i32 0, i32 1
  store i16 -4, ptr %60, align 2
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %61

61:                                               ; preds = %71, %0
  %62 = load i32, ptr %6, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %74

64:                                               ; preds = %61
  %65 = load i32, ptr %6, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4 x %struct.value], ptr %4, i64 0, i64 %66
  %68 = call double @as_double(ptr noundef %67)
  %69 = load double, ptr %5, align 8
  %70 = fadd double %69, %68
  store double %70, ptr %5, align 8
  br label %71

71:                                               ; preds = %64
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %6, align 4
  br label %61, !llvm.loop !5

74:                                               ; preds = %61
  %75 = load double, ptr %5, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %75, i64 noundef 16)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false)
  %77 = load i32, ptr %7, align 8
  %78 = and i32 %77, -2
  %79 = or i32 %78, 1
  store i32 %79, ptr %7, align 8
  %80 = load i32, ptr @g_k, align 4
  %81 = load i32, ptr %7, align 8
  %82 = and i32 %80, 7
  %83 = shl i32 %82, 1
  %84 = and i32 %81, -15
  %85 = or i32 %84, %83
  store i32 %85, ptr %7, align 8
  %86 = load i32, ptr @g_k, align 4
  %87 = sub nsw i32 2, %86
  %88 = load i32, ptr %7, align 8
  %89 = and i32 %87, 15
  %90 = shl i32 %89, 4
  %91 = and i32 %88, -241
  %92 = or i32 %91, %90
  store i32 %92, ptr %7, align 8
  %93 = shl i32 %89, 28
  %94 = ashr i32 %93, 28
  %95 = load i32, ptr @g_k, align 4
  %96 = mul nsw i32 %95, 200
  %97 = load i32, ptr %7, align 8
  %98 = and i32 %96, 1023
  %99 = shl i32 %98, 8
  %100 = and i32 %97, -261889
  %101 = or i32 %100, %99
  store i32 %101, ptr %7, align 8
  %102 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %103 = load i64, ptr %102, align 8
  %104 = and i64 %103, -1099511627776
  %105 = or i64 %104, 737894404660
  store i64 %105, ptr %102, align 8
  %106 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 2
  %107 = load i8, ptr %106, align 8
  %108 = and i8 %107, -4
  %109 = or i8 %108, 3
  store i8 %109, ptr %106, align 8
  %110 = load i32, ptr %7, align 8
  %111 = and i32 %110, 1
  %112 = load i32, ptr %7, align 8
  %113 = lshr i32 %112, 1
  %114 = and i32 %113, 7
  %115 = load i32, ptr %7, align 8
  %116 = shl i32 %115, 24
  %117 = ashr i32 %116, 28
  %118 = load i32, ptr %7, align 8
  %119 = lshr i32 %118, 8
  %120 = and i32 %119, 1023
  %121 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %122 = load i64, ptr %121, align 8
  %123 = and i64 %122, 1099511627775
  %124 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 2
  %125 = load i8, ptr %124, align 8
  %126 = and i8 %125, 3
  %127 = zext i8 %126 to i32
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %111, i32 noundef %114, i32 noundef %117, i32 noundef %120, i64 noundef %123, i32 noundef %127, i64 noundef 24)
  %129 = load i32, ptr %7, align 8
  %130 = lshr i32 %129, 1
  %131 = and i32 %130, 7
  %132 = add nsw i32 %131, 4
  %133 = load i32, ptr %7, align 8
  %134 = and i32 %132, 7
  %135 = shl i32 %134, 1
  %136 = and i32 %133, -15
  %137 = or i32 %136, %135
  store i32 %137, ptr %7, align 8
  %138 = load i32, ptr %7, align 8
  %139 = lshr i32 %138, 8
  %140 = and i32 %139, 1023
  %141 = add nsw i32 %140, 100
  %142 = load i32, ptr %7, align 8
  %143 = and i32 %141, 1023
  %144 = shl i32 %143, 8
  %145 = and i32 %142, -261889
  %146 = or i32 %145, %144
  store i32 %146, ptr %7, align 8
  %147 = load i32, ptr %7, align 8
  %148 = shl i32 %147, 24
  %149 = ashr i32 %148, 28
  %150 = sub nsw i32 %149, 4
  %151 = load i32, ptr %7, align 8
  %152 = and i32 %150, 15
  %153 = shl i32 %152, 4
  %154 = and i32 %151, -241
  %155 = or i32 %154, %153
  store i32 %155, ptr %7, align 8
  %156 = shl i32 %152, 28
  %157 = ashr i32 %156, 28
  %158 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %159 = load i64, ptr %158, align 8
  %160 = and i64 %159, 1099511627775
  %161 = shl i64 %160, 4
  %162 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %163 = load i64, ptr %162, align 8
  %164 = and i64 %161, 1099511627775
  %165 = and i64 %163, -1099511627776
  %166 = or i64 %165, %164
  store i64 %166, ptr %162, align 8
  %167 = load i32, ptr %7, align 8
  %168 = lshr i32 %167, 1
  %169 = and i32 %168, 7
  %170 = load i32, ptr %7, align 8
  %171 = lshr i32 %170, 8
  %172 = and i32 %171, 1023
  %173 = load i32, ptr %7, align 8
  %174 = shl i32 %173, 24
  %175 = ashr i32 %174, 28
  %176 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %177 = load i64, ptr %176, align 8
  %178 = and i64 %177, 1099511627775
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %169, i32 noundef %172, i32 noundef %175, i64 noundef %178)
  %180 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %180, ptr align 8 %7, i64 16, i1 false)
  %181 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0
  %182 = load i32, ptr %181, align 16
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %182)
  %184 = load i16, ptr %9, align 2
  %185 = and i16 %184, 2047
  %186 = or i16 %185, -2048
  store i16 %186, ptr %9, align 2
  %187 = load i16, ptr %9, align 2
  %188 = and i16 %187, -2017
  %189 = or i16 %188, 1280
  store i16 %189, ptr %9, align 2
  %190 = load i16, ptr %9, align 2
  %191 = and i16 %190, -32
  %192 = or i16 %191, 7
  store i16 %192, ptr %9, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 %9, i64 2, i1 false)
  %193 = load i16, ptr %10, align 2
  %194 = zext i16 %193 to i32
  %195 = load i16, ptr %9, align 2
  %196 = lshr i16 %195, 11
  %197 = zext i16 %196 to i32
  %198 = load i16, ptr %9, align 2
  %199 = lshr i16 %198, 5
  %200 = and i16 %199, 63
  %201 = zext i16 %200 to i32
  %202 = load i16, ptr %9, align 2
  %203 = and i16 %202, 31
  %204 = zext i16 %203 to i32
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %194, i32 noundef %197, i32 noundef %201, i32 noundef %204)
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %206

206:                                              ; preds = %251, %74
  %207 = load i32, ptr %12, align 4
  %208 = load i32, ptr @g_k, align 4
  %209 = mul nsw i32 %208, 20
  %210 = icmp slt i32 %207, %209
  br i1 %210, label %211, label %254

211:                                              ; preds = %206
  %212 = load i32, ptr %12, align 4
  %213 = mul nsw i32 %212, 3
  %214 = trunc i32 %213 to i16
  %215 = load i16, ptr %9, align 2
  %216 = and i16 %214, 31
  %217 = shl i16 %216, 11
  %218 = and i16 %215, 2047
  %219 = or i16 %218, %217
  store i16 %219, ptr %9, align 2
  %220 = load i32, ptr %12, align 4
  %221 = mul nsw i32 %220, 5
  %222 = trunc i32 %221 to i16
  %223 = load i16, ptr %9, align 2
  %224 = and i16 %222, 63
  %225 = shl i16 %224, 5
  %226 = and i16 %223, -2017
  %227 = or i16 %226, %225
  store i16 %227, ptr %9, align 2
  %228 = load i32, ptr %12, align 4
  %229 = mul nsw i32 %228, 7
  %230 = trunc i32 %229 to i16
  %231 = load i16, ptr %9, align 2
  %232 = and i16 %230, 31
  %233 = and i16 %231, -32
  %234 = or i16 %233, %232
  store i16 %234, ptr %9, align 2
  %235 = load i16, ptr %9, align 2
  %236 = lshr i16 %235, 11
  %237 = zext i16 %236 to i32
  %238 = mul i32 %237, 10000
  %239 = load i16, ptr %9, align 2
  %240 = lshr i16 %239, 5
  %241 = and i16 %240, 63
  %242 = zext i16 %241 to i32
  %243 = mul i32 %242, 100
  %244 = add i32 %238, %243
  %245 = load i16, ptr %9, align 2
  %246 = and i16 %245, 31
  %247 = zext i16 %246 to i32
  %248 = add i32 %244, %247
  %249 = load i32, ptr %11, align 4
  %250 = add i32 %249, %248
  store i32 %250, ptr %11, align 4
  br label %251

251:                                              ; preds = %211
  %252 = load i32, ptr %12, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %12, align 4
  br label %206, !llvm.loop !7

254:                                              ; preds = %206
  %255 = load i32, ptr %11, align 4
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %255)
  ret i32 0
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @as_double(ptr noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.value, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  switch i32 %6, label %36 [
    i32 0, label %7
    i32 1, label %12
    i32 2, label %16
    i32 3, label %22
  ]

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.value, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = sitofp i64 %10 to double
  store double %11, ptr %2, align 8
  br label %37

12:                                               ; preds = %1
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.value, ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  store double %15, ptr %2, align 8
  br label %37

16:                                               ; preds = %1
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.value, ptr %17, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = call i64 @strlen(ptr noundef %19) #7
  %21 = uitofp i64 %20 to double
  store double %21, ptr %2, align 8
  br label %37

22:                                               ; preds = %1
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.value, ptr %23, i32 0, i32 1
  %25 = getelementptr inbounds %struct.anon, ptr %24, i32 0, i32 0
  %26 = load i16, ptr %25, align 8
  %27 = sext i16 %26 to i32
  %28 = sitofp i32 %27 to double
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.value, ptr %29, i32 0, i32 1
  %31 = getelementptr inbounds %struct.anon, ptr %30, i32 0, i32 1
  %32 = load i16, ptr %31, align 2
  %33 = sext i16 %32 to i32
  %34 = sitofp i32 %33 to double
  %35 = call double @llvm.fmuladd.f64(double %28, double 1.000000e+02, double %34)
  store double %35, ptr %2, align 8
  br label %37

36:                                               ; preds = %1
  store double -1.000000e+00, ptr %2, align 8
  br label %37

37:                                               ; preds = %36, %22, %16, %12, %7
  %38 = load double, ptr %2, align 8
  ret double %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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

; ModuleID = 'unions_bitfields.c'
source_filename = "unions_bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pun = type { float }
%union.dpun = type { double }
%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }
%struct.flags = type { i32, i64 }
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
  br label %61, !llvm.loop !6

74:                                               ; preds = %61
  %75 = load double, ptr %5, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %75, i64 noundef 16)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 16, i1 false)
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
  %106 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %107 = load i64, ptr %106, align 8
  %108 = and i64 %107, -3298534883329
  %109 = or i64 %108, 3298534883328
  store i64 %109, ptr %106, align 8
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
  %124 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %125 = load i64, ptr %124, align 8
  %126 = lshr i64 %125, 40
  %127 = and i64 %126, 3
  %128 = trunc i64 %127 to i8
  %129 = zext i8 %128 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %111, i32 noundef %114, i32 noundef %117, i32 noundef %120, i64 noundef %123, i32 noundef %129, i64 noundef 16)
  %131 = load i32, ptr %7, align 8
  %132 = lshr i32 %131, 1
  %133 = and i32 %132, 7
  %134 = add nsw i32 %133, 4
  %135 = load i32, ptr %7, align 8
  %136 = and i32 %134, 7
  %137 = shl i32 %136, 1
  %138 = and i32 %135, -15
  %139 = or i32 %138, %137
  store i32 %139, ptr %7, align 8
  %140 = load i32, ptr %7, align 8
  %141 = lshr i32 %140, 8
  %142 = and i32 %141, 1023
  %143 = add nsw i32 %142, 100
  %144 = load i32, ptr %7, align 8
  %145 = and i32 %143, 1023
  %146 = shl i32 %145, 8
  %147 = and i32 %144, -261889
  %148 = or i32 %147, %146
  store i32 %148, ptr %7, align 8
  %149 = load i32, ptr %7, align 8
  %150 = shl i32 %149, 24
  %151 = ashr i32 %150, 28
  %152 = sub nsw i32 %151, 4
  %153 = load i32, ptr %7, align 8
  %154 = and i32 %152, 15
  %155 = shl i32 %154, 4
  %156 = and i32 %153, -241
  %157 = or i32 %156, %155
  store i32 %157, ptr %7, align 8
  %158 = shl i32 %154, 28
  %159 = ashr i32 %158, 28
  %160 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %161 = load i64, ptr %160, align 8
  %162 = and i64 %161, 1099511627775
  %163 = shl i64 %162, 4
  %164 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %165 = load i64, ptr %164, align 8
  %166 = and i64 %163, 1099511627775
  %167 = and i64 %165, -1099511627776
  %168 = or i64 %167, %166
  store i64 %168, ptr %164, align 8
  %169 = load i32, ptr %7, align 8
  %170 = lshr i32 %169, 1
  %171 = and i32 %170, 7
  %172 = load i32, ptr %7, align 8
  %173 = lshr i32 %172, 8
  %174 = and i32 %173, 1023
  %175 = load i32, ptr %7, align 8
  %176 = shl i32 %175, 24
  %177 = ashr i32 %176, 28
  %178 = getelementptr inbounds %struct.flags, ptr %7, i32 0, i32 1
  %179 = load i64, ptr %178, align 8
  %180 = and i64 %179, 1099511627775
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %171, i32 noundef %174, i32 noundef %177, i64 noundef %180)
  %182 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %182, ptr align 8 %7, i64 16, i1 false)
  %183 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0
  %184 = load i32, ptr %183, align 16
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %184)
  %186 = load i16, ptr %9, align 2
  %187 = and i16 %186, 2047
  %188 = or i16 %187, -2048
  store i16 %188, ptr %9, align 2
  %189 = load i16, ptr %9, align 2
  %190 = and i16 %189, -2017
  %191 = or i16 %190, 1280
  store i16 %191, ptr %9, align 2
  %192 = load i16, ptr %9, align 2
  %193 = and i16 %192, -32
  %194 = or i16 %193, 7
  store i16 %194, ptr %9, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 %9, i64 2, i1 false)
  %195 = load i16, ptr %10, align 2
  %196 = zext i16 %195 to i32
  %197 = load i16, ptr %9, align 2
  %198 = lshr i16 %197, 11
  %199 = zext i16 %198 to i32
  %200 = load i16, ptr %9, align 2
  %201 = lshr i16 %200, 5
  %202 = and i16 %201, 63
  %203 = zext i16 %202 to i32
  %204 = load i16, ptr %9, align 2
  %205 = and i16 %204, 31
  %206 = zext i16 %205 to i32
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %196, i32 noundef %199, i32 noundef %203, i32 noundef %206)
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %208

208:                                              ; preds = %253, %74
  %209 = load i32, ptr %12, align 4
  %210 = load i32, ptr @g_k, align 4
  %211 = mul nsw i32 %210, 20
  %212 = icmp slt i32 %209, %211
  br i1 %212, label %213, label %256

213:                                              ; preds = %208
  %214 = load i32, ptr %12, align 4
  %215 = mul nsw i32 %214, 3
  %216 = trunc i32 %215 to i16
  %217 = load i16, ptr %9, align 2
  %218 = and i16 %216, 31
  %219 = shl i16 %218, 11
  %220 = and i16 %217, 2047
  %221 = or i16 %220, %219
  store i16 %221, ptr %9, align 2
  %222 = load i32, ptr %12, align 4
  %223 = mul nsw i32 %222, 5
  %224 = trunc i32 %223 to i16
  %225 = load i16, ptr %9, align 2
  %226 = and i16 %224, 63
  %227 = shl i16 %226, 5
  %228 = and i16 %225, -2017
  %229 = or i16 %228, %227
  store i16 %229, ptr %9, align 2
  %230 = load i32, ptr %12, align 4
  %231 = mul nsw i32 %230, 7
  %232 = trunc i32 %231 to i16
  %233 = load i16, ptr %9, align 2
  %234 = and i16 %232, 31
  %235 = and i16 %233, -32
  %236 = or i16 %235, %234
  store i16 %236, ptr %9, align 2
  %237 = load i16, ptr %9, align 2
  %238 = lshr i16 %237, 11
  %239 = zext i16 %238 to i32
  %240 = mul i32 %239, 10000
  %241 = load i16, ptr %9, align 2
  %242 = lshr i16 %241, 5
  %243 = and i16 %242, 63
  %244 = zext i16 %243 to i32
  %245 = mul i32 %244, 100
  %246 = add i32 %240, %245
  %247 = load i16, ptr %9, align 2
  %248 = and i16 %247, 31
  %249 = zext i16 %248 to i32
  %250 = add i32 %246, %249
  %251 = load i32, ptr %11, align 4
  %252 = add i32 %251, %250
  store i32 %252, ptr %11, align 4
  br label %253

253:                                              ; preds = %213
  %254 = load i32, ptr %12, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %12, align 4
  br label %208, !llvm.loop !8

256:                                              ; preds = %208
  %257 = load i32, ptr %11, align 4
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %257)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

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
  %20 = call i64 @strlen(ptr noundef %19) #6
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(read) }

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

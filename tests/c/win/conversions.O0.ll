; ModuleID = 'conversions.c'
source_filename = "conversions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local global [13 x i32] [i32 0, i32 1, i32 -1, i32 127, i32 128, i32 255, i32 256, i32 -129, i32 32767, i32 32768, i32 65535, i32 -65536, i32 2147483647], align 16
@g_ds = dso_local global [9 x double] [double 0.000000e+00, double 5.000000e-01, double -5.000000e-01, double 1.999900e+00, double -1.999900e+00, double 0x40FE240C9FBE76C9, double 0xC0F81CD6E9E1B08A, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000], align 16
@g_us = dso_local global [6 x i64] [i64 0, i64 1, i64 4294967295, i64 9007199254740993, i64 -9223372036854775808, i64 -2048], align 16
@g_u32 = dso_local global i32 -1, align 4
@g_big = dso_local global i32 16777217, align 4
@g_ll = dso_local global i64 9007199254740993, align 8
@g_f = dso_local global float 0x3FB99999A0000000, align 4
@g_quarter = dso_local global double 2.500000e-01, align 8
@.str = private unnamed_addr constant [45 x i8] c"%d: sc=%d uc=%u ss=%d us=%u sx=%lld zx=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"d=%.4f -> i=%d ll=%lld f=%.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"u64 %llu -> %.1f -> %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"u32->double %.1f  u32->float %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"double->u32 %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"int->float %.1f back %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"int->float %.1f %.1f\0A\00", align 1
@.str.7 = private unnamed_addr constant [32 x i8] c"ll->double %.1f ll->float %.1f\0A\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"f=%.10f d=%.17g back=%.9g\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"denormal float %g %e\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"large to float: %e\0A\00", align 1
@.str.11 = private unnamed_addr constant [27 x i8] c"char %c %d bools %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"checksum=%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca float, align 4
  %19 = alloca double, align 8
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  %22 = alloca i8, align 1
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i8, align 1
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca float, align 4
  %33 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 13, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %34

34:                                               ; preds = %67, %0
  %35 = load i32, ptr %3, align 4
  %36 = load i32, ptr %2, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %70

38:                                               ; preds = %34
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [13 x i32], ptr @g_vals, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %4, align 4
  %43 = load i32, ptr %4, align 4
  %44 = trunc i32 %43 to i8
  store i8 %44, ptr %5, align 1
  %45 = load i32, ptr %4, align 4
  %46 = trunc i32 %45 to i8
  store i8 %46, ptr %6, align 1
  %47 = load i32, ptr %4, align 4
  %48 = trunc i32 %47 to i16
  store i16 %48, ptr %7, align 2
  %49 = load i32, ptr %4, align 4
  %50 = trunc i32 %49 to i16
  store i16 %50, ptr %8, align 2
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  store i64 %52, ptr %9, align 8
  %53 = load i32, ptr %4, align 4
  %54 = zext i32 %53 to i64
  store i64 %54, ptr %10, align 8
  %55 = load i32, ptr %4, align 4
  %56 = load i8, ptr %5, align 1
  %57 = sext i8 %56 to i32
  %58 = load i8, ptr %6, align 1
  %59 = zext i8 %58 to i32
  %60 = load i16, ptr %7, align 2
  %61 = sext i16 %60 to i32
  %62 = load i16, ptr %8, align 2
  %63 = zext i16 %62 to i32
  %64 = load i64, ptr %9, align 8
  %65 = load i64, ptr %10, align 8
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i32 noundef %57, i32 noundef %59, i32 noundef %61, i32 noundef %63, i64 noundef %64, i64 noundef %65)
  br label %67

67:                                               ; preds = %38
  %68 = load i32, ptr %3, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %3, align 4
  br label %34, !llvm.loop !5

70:                                               ; preds = %34
  store i32 0, ptr %11, align 4
  br label %71

71:                                               ; preds = %88, %70
  %72 = load i32, ptr %11, align 4
  %73 = icmp slt i32 %72, 9
  br i1 %73, label %74, label %91

74:                                               ; preds = %71
  %75 = load i32, ptr %11, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [9 x double], ptr @g_ds, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  store double %78, ptr %12, align 8
  %79 = load double, ptr %12, align 8
  %80 = load double, ptr %12, align 8
  %81 = fptosi double %80 to i32
  %82 = load double, ptr %12, align 8
  %83 = fptosi double %82 to i64
  %84 = load double, ptr %12, align 8
  %85 = fptrunc double %84 to float
  %86 = fpext float %85 to double
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %79, i32 noundef %81, i64 noundef %83, double noundef %86)
  br label %88

88:                                               ; preds = %74
  %89 = load i32, ptr %11, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %11, align 4
  br label %71, !llvm.loop !7

91:                                               ; preds = %71
  store i32 0, ptr %13, align 4
  br label %92

92:                                               ; preds = %109, %91
  %93 = load i32, ptr %13, align 4
  %94 = icmp slt i32 %93, 6
  br i1 %94, label %95, label %112

95:                                               ; preds = %92
  %96 = load i32, ptr %13, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [6 x i64], ptr @g_us, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = call double @to_d_u64(i64 noundef %99)
  store double %100, ptr %14, align 8
  %101 = load i32, ptr %13, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [6 x i64], ptr @g_us, i64 0, i64 %102
  %104 = load i64, ptr %103, align 8
  %105 = load double, ptr %14, align 8
  %106 = load double, ptr %14, align 8
  %107 = call i64 @from_d_u64(double noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %104, double noundef %105, i64 noundef %107)
  br label %109

109:                                              ; preds = %95
  %110 = load i32, ptr %13, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %13, align 4
  br label %92, !llvm.loop !8

112:                                              ; preds = %92
  %113 = load i32, ptr @g_u32, align 4
  store i32 %113, ptr %15, align 4
  %114 = load i32, ptr %15, align 4
  %115 = uitofp i32 %114 to double
  %116 = load i32, ptr %15, align 4
  %117 = uitofp i32 %116 to float
  %118 = fpext float %117 to double
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %115, double noundef %118)
  %120 = load double, ptr getelementptr inbounds ([9 x double], ptr @g_ds, i64 0, i64 5), align 8
  %121 = fmul double %120, 2.430000e+04
  %122 = fptoui double %121 to i32
  %123 = load i32, ptr %15, align 4
  %124 = uitofp i32 %123 to double
  %125 = fptoui double %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %122, i32 noundef %125)
  %127 = load i32, ptr @g_big, align 4
  store i32 %127, ptr %16, align 4
  %128 = load i32, ptr %16, align 4
  %129 = call float @to_f_i32(i32 noundef %128)
  %130 = fpext float %129 to double
  %131 = load i32, ptr %16, align 4
  %132 = call float @to_f_i32(i32 noundef %131)
  %133 = call i32 @from_f_i32(float noundef %132)
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %130, i32 noundef %133)
  %135 = call float @to_f_i32(i32 noundef -33554435)
  %136 = fpext float %135 to double
  %137 = call float @to_f_i32(i32 noundef 2147483647)
  %138 = fpext float %137 to double
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %136, double noundef %138)
  %140 = load i64, ptr @g_ll, align 8
  store i64 %140, ptr %17, align 8
  %141 = load i64, ptr %17, align 8
  %142 = sitofp i64 %141 to double
  %143 = load i64, ptr %17, align 8
  %144 = sitofp i64 %143 to float
  %145 = fpext float %144 to double
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %142, double noundef %145)
  %147 = load float, ptr @g_f, align 4
  store float %147, ptr %18, align 4
  %148 = load float, ptr %18, align 4
  %149 = fpext float %148 to double
  store double %149, ptr %19, align 8
  %150 = load double, ptr %19, align 8
  %151 = fmul double %150, 3.000000e+00
  %152 = fptrunc double %151 to float
  store float %152, ptr %20, align 4
  %153 = load float, ptr %18, align 4
  %154 = fpext float %153 to double
  %155 = load double, ptr %19, align 8
  %156 = load float, ptr %20, align 4
  %157 = fpext float %156 to double
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %154, double noundef %155, double noundef %157)
  store double 0x37A16C262777579C, ptr %21, align 8
  %159 = load double, ptr %21, align 8
  %160 = fptrunc double %159 to float
  %161 = fpext float %160 to double
  %162 = load double, ptr %21, align 8
  %163 = fptrunc double %162 to float
  %164 = fpext float %163 to double
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %161, double noundef %164)
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 0x47EC363CC0000000)
  store i8 65, ptr %22, align 1
  %167 = load i8, ptr %22, align 1
  %168 = sext i8 %167 to i32
  %169 = add nsw i32 %168, 25
  store i32 %169, ptr %23, align 4
  %170 = load double, ptr @g_quarter, align 8
  store double %170, ptr %24, align 8
  store i8 1, ptr %25, align 1
  store i8 0, ptr %26, align 1
  %171 = load double, ptr %24, align 8
  %172 = fcmp une double %171, 0.000000e+00
  %173 = zext i1 %172 to i8
  store i8 %173, ptr %27, align 1
  %174 = load i32, ptr %23, align 4
  %175 = trunc i32 %174 to i8
  %176 = sext i8 %175 to i32
  %177 = load i32, ptr %23, align 4
  %178 = load i8, ptr %25, align 1
  %179 = trunc i8 %178 to i1
  %180 = zext i1 %179 to i32
  %181 = load i8, ptr %26, align 1
  %182 = trunc i8 %181 to i1
  %183 = zext i1 %182 to i32
  %184 = load i8, ptr %27, align 1
  %185 = trunc i8 %184 to i1
  %186 = zext i1 %185 to i32
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %176, i32 noundef %177, i32 noundef %180, i32 noundef %183, i32 noundef %186)
  store i32 -1, ptr %28, align 4
  store i32 1, ptr %29, align 4
  %188 = load i32, ptr %28, align 4
  %189 = load i32, ptr %29, align 4
  %190 = icmp slt i32 %188, %189
  %191 = zext i1 %190 to i32
  %192 = load i32, ptr %28, align 4
  %193 = load i32, ptr %29, align 4
  %194 = icmp ugt i32 %192, %193
  %195 = zext i1 %194 to i32
  %196 = load i32, ptr %28, align 4
  %197 = sext i32 %196 to i64
  %198 = load i32, ptr %29, align 4
  %199 = zext i32 %198 to i64
  %200 = icmp slt i64 %197, %199
  %201 = zext i1 %200 to i32
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %191, i32 noundef %195, i32 noundef %201)
  store i64 0, ptr %30, align 8
  store i32 -1000, ptr %31, align 4
  br label %203

203:                                              ; preds = %228, %112
  %204 = load i32, ptr %31, align 4
  %205 = icmp sle i32 %204, 1000
  br i1 %205, label %206, label %231

206:                                              ; preds = %203
  %207 = load i32, ptr %31, align 4
  %208 = sitofp i32 %207 to float
  %209 = fmul float %208, 0x3FF5EB8520000000
  store float %209, ptr %32, align 4
  %210 = load i32, ptr %31, align 4
  %211 = sitofp i32 %210 to double
  %212 = fdiv double %211, 3.000000e+00
  store double %212, ptr %33, align 8
  %213 = load i64, ptr %30, align 8
  %214 = mul i64 %213, 31
  %215 = load float, ptr %32, align 4
  %216 = fptosi float %215 to i64
  %217 = add i64 %214, %216
  %218 = load double, ptr %33, align 8
  %219 = fmul double %218, 1.000000e+03
  %220 = fptosi double %219 to i64
  %221 = add i64 %217, %220
  store i64 %221, ptr %30, align 8
  %222 = load i32, ptr %31, align 4
  %223 = mul nsw i32 %222, 3
  %224 = trunc i32 %223 to i8
  %225 = zext i8 %224 to i64
  %226 = load i64, ptr %30, align 8
  %227 = xor i64 %226, %225
  store i64 %227, ptr %30, align 8
  br label %228

228:                                              ; preds = %206
  %229 = load i32, ptr %31, align 4
  %230 = add nsw i32 %229, 37
  store i32 %230, ptr %31, align 4
  br label %203, !llvm.loop !9

231:                                              ; preds = %203
  %232 = load i64, ptr %30, align 8
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %232)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @from_d_u64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @to_f_i32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_f_i32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i32
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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

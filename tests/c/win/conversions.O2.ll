; ModuleID = 'conversions.c'
source_filename = "conversions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local local_unnamed_addr global [13 x i32] [i32 0, i32 1, i32 -1, i32 127, i32 128, i32 255, i32 256, i32 -129, i32 32767, i32 32768, i32 65535, i32 -65536, i32 2147483647], align 16
@g_ds = dso_local local_unnamed_addr global [9 x double] [double 0.000000e+00, double 5.000000e-01, double -5.000000e-01, double 1.999900e+00, double -1.999900e+00, double 0x40FE240C9FBE76C9, double 0xC0F81CD6E9E1B08A, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000], align 16
@g_us = dso_local local_unnamed_addr global [6 x i64] [i64 0, i64 1, i64 4294967295, i64 9007199254740993, i64 -9223372036854775808, i64 -2048], align 16
@g_u32 = dso_local local_unnamed_addr global i32 -1, align 4
@g_big = dso_local local_unnamed_addr global i32 16777217, align 4
@g_ll = dso_local local_unnamed_addr global i64 9007199254740993, align 8
@g_f = dso_local local_unnamed_addr global float 0x3FB99999A0000000, align 4
@g_quarter = dso_local local_unnamed_addr global double 2.500000e-01, align 8
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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @g_vals, align 16, !tbaa !5
  %2 = sext i32 %1 to i64
  %3 = zext i32 %1 to i64
  %4 = shl i32 %1, 24
  %5 = ashr exact i32 %4, 24
  %6 = and i32 %1, 255
  %7 = shl i32 %1, 16
  %8 = ashr exact i32 %7, 16
  %9 = and i32 %1, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1, i32 noundef %5, i32 noundef %6, i32 noundef %8, i32 noundef %9, i64 noundef %2, i64 noundef %3)
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 4), align 4, !tbaa !5
  %11 = sext i32 %10 to i64
  %12 = zext i32 %10 to i64
  %13 = shl i32 %10, 24
  %14 = ashr exact i32 %13, 24
  %15 = and i32 %10, 255
  %16 = shl i32 %10, 16
  %17 = ashr exact i32 %16, 16
  %18 = and i32 %10, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %10, i32 noundef %14, i32 noundef %15, i32 noundef %17, i32 noundef %18, i64 noundef %11, i64 noundef %12)
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 8), align 8, !tbaa !5
  %20 = sext i32 %19 to i64
  %21 = zext i32 %19 to i64
  %22 = shl i32 %19, 24
  %23 = ashr exact i32 %22, 24
  %24 = and i32 %19, 255
  %25 = shl i32 %19, 16
  %26 = ashr exact i32 %25, 16
  %27 = and i32 %19, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %19, i32 noundef %23, i32 noundef %24, i32 noundef %26, i32 noundef %27, i64 noundef %20, i64 noundef %21)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 12), align 4, !tbaa !5
  %29 = sext i32 %28 to i64
  %30 = zext i32 %28 to i64
  %31 = shl i32 %28, 24
  %32 = ashr exact i32 %31, 24
  %33 = and i32 %28, 255
  %34 = shl i32 %28, 16
  %35 = ashr exact i32 %34, 16
  %36 = and i32 %28, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %28, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %36, i64 noundef %29, i64 noundef %30)
  %37 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 16), align 16, !tbaa !5
  %38 = sext i32 %37 to i64
  %39 = zext i32 %37 to i64
  %40 = shl i32 %37, 24
  %41 = ashr exact i32 %40, 24
  %42 = and i32 %37, 255
  %43 = shl i32 %37, 16
  %44 = ashr exact i32 %43, 16
  %45 = and i32 %37, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %37, i32 noundef %41, i32 noundef %42, i32 noundef %44, i32 noundef %45, i64 noundef %38, i64 noundef %39)
  %46 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 20), align 4, !tbaa !5
  %47 = sext i32 %46 to i64
  %48 = zext i32 %46 to i64
  %49 = shl i32 %46, 24
  %50 = ashr exact i32 %49, 24
  %51 = and i32 %46, 255
  %52 = shl i32 %46, 16
  %53 = ashr exact i32 %52, 16
  %54 = and i32 %46, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %46, i32 noundef %50, i32 noundef %51, i32 noundef %53, i32 noundef %54, i64 noundef %47, i64 noundef %48)
  %55 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 24), align 8, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = zext i32 %55 to i64
  %58 = shl i32 %55, 24
  %59 = ashr exact i32 %58, 24
  %60 = and i32 %55, 255
  %61 = shl i32 %55, 16
  %62 = ashr exact i32 %61, 16
  %63 = and i32 %55, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %55, i32 noundef %59, i32 noundef %60, i32 noundef %62, i32 noundef %63, i64 noundef %56, i64 noundef %57)
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 28), align 4, !tbaa !5
  %65 = sext i32 %64 to i64
  %66 = zext i32 %64 to i64
  %67 = shl i32 %64, 24
  %68 = ashr exact i32 %67, 24
  %69 = and i32 %64, 255
  %70 = shl i32 %64, 16
  %71 = ashr exact i32 %70, 16
  %72 = and i32 %64, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %64, i32 noundef %68, i32 noundef %69, i32 noundef %71, i32 noundef %72, i64 noundef %65, i64 noundef %66)
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 32), align 16, !tbaa !5
  %74 = sext i32 %73 to i64
  %75 = zext i32 %73 to i64
  %76 = shl i32 %73, 24
  %77 = ashr exact i32 %76, 24
  %78 = and i32 %73, 255
  %79 = shl i32 %73, 16
  %80 = ashr exact i32 %79, 16
  %81 = and i32 %73, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %73, i32 noundef %77, i32 noundef %78, i32 noundef %80, i32 noundef %81, i64 noundef %74, i64 noundef %75)
  %82 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 36), align 4, !tbaa !5
  %83 = sext i32 %82 to i64
  %84 = zext i32 %82 to i64
  %85 = shl i32 %82, 24
  %86 = ashr exact i32 %85, 24
  %87 = and i32 %82, 255
  %88 = shl i32 %82, 16
  %89 = ashr exact i32 %88, 16
  %90 = and i32 %82, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %82, i32 noundef %86, i32 noundef %87, i32 noundef %89, i32 noundef %90, i64 noundef %83, i64 noundef %84)
  %91 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 40), align 8, !tbaa !5
  %92 = sext i32 %91 to i64
  %93 = zext i32 %91 to i64
  %94 = shl i32 %91, 24
  %95 = ashr exact i32 %94, 24
  %96 = and i32 %91, 255
  %97 = shl i32 %91, 16
  %98 = ashr exact i32 %97, 16
  %99 = and i32 %91, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %91, i32 noundef %95, i32 noundef %96, i32 noundef %98, i32 noundef %99, i64 noundef %92, i64 noundef %93)
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 44), align 4, !tbaa !5
  %101 = sext i32 %100 to i64
  %102 = zext i32 %100 to i64
  %103 = shl i32 %100, 24
  %104 = ashr exact i32 %103, 24
  %105 = and i32 %100, 255
  %106 = shl i32 %100, 16
  %107 = ashr exact i32 %106, 16
  %108 = and i32 %100, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %100, i32 noundef %104, i32 noundef %105, i32 noundef %107, i32 noundef %108, i64 noundef %101, i64 noundef %102)
  %109 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 48), align 16, !tbaa !5
  %110 = sext i32 %109 to i64
  %111 = zext i32 %109 to i64
  %112 = shl i32 %109, 24
  %113 = ashr exact i32 %112, 24
  %114 = and i32 %109, 255
  %115 = shl i32 %109, 16
  %116 = ashr exact i32 %115, 16
  %117 = and i32 %109, 65535
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %109, i32 noundef %113, i32 noundef %114, i32 noundef %116, i32 noundef %117, i64 noundef %110, i64 noundef %111)
  %118 = load double, ptr @g_ds, align 16, !tbaa !9
  %119 = fptosi double %118 to i32
  %120 = fptosi double %118 to i64
  %121 = fptrunc double %118 to float
  %122 = fpext float %121 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %118, i32 noundef %119, i64 noundef %120, double noundef %122)
  %123 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 8), align 8, !tbaa !9
  %124 = fptosi double %123 to i32
  %125 = fptosi double %123 to i64
  %126 = fptrunc double %123 to float
  %127 = fpext float %126 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %123, i32 noundef %124, i64 noundef %125, double noundef %127)
  %128 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 16), align 16, !tbaa !9
  %129 = fptosi double %128 to i32
  %130 = fptosi double %128 to i64
  %131 = fptrunc double %128 to float
  %132 = fpext float %131 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %128, i32 noundef %129, i64 noundef %130, double noundef %132)
  %133 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 24), align 8, !tbaa !9
  %134 = fptosi double %133 to i32
  %135 = fptosi double %133 to i64
  %136 = fptrunc double %133 to float
  %137 = fpext float %136 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %133, i32 noundef %134, i64 noundef %135, double noundef %137)
  %138 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 32), align 16, !tbaa !9
  %139 = fptosi double %138 to i32
  %140 = fptosi double %138 to i64
  %141 = fptrunc double %138 to float
  %142 = fpext float %141 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %138, i32 noundef %139, i64 noundef %140, double noundef %142)
  %143 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 40), align 8, !tbaa !9
  %144 = fptosi double %143 to i32
  %145 = fptosi double %143 to i64
  %146 = fptrunc double %143 to float
  %147 = fpext float %146 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %143, i32 noundef %144, i64 noundef %145, double noundef %147)
  %148 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 48), align 16, !tbaa !9
  %149 = fptosi double %148 to i32
  %150 = fptosi double %148 to i64
  %151 = fptrunc double %148 to float
  %152 = fpext float %151 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %148, i32 noundef %149, i64 noundef %150, double noundef %152)
  %153 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 56), align 8, !tbaa !9
  %154 = fptosi double %153 to i32
  %155 = fptosi double %153 to i64
  %156 = fptrunc double %153 to float
  %157 = fpext float %156 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %153, i32 noundef %154, i64 noundef %155, double noundef %157)
  %158 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 64), align 16, !tbaa !9
  %159 = fptosi double %158 to i32
  %160 = fptosi double %158 to i64
  %161 = fptrunc double %158 to float
  %162 = fpext float %161 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %158, i32 noundef %159, i64 noundef %160, double noundef %162)
  %163 = load i64, ptr @g_us, align 16, !tbaa !11
  %164 = uitofp i64 %163 to double
  %165 = fptoui double %164 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %163, double noundef %164, i64 noundef %165)
  %166 = load i64, ptr getelementptr inbounds (i8, ptr @g_us, i64 8), align 8, !tbaa !11
  %167 = uitofp i64 %166 to double
  %168 = fptoui double %167 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %166, double noundef %167, i64 noundef %168)
  %169 = load i64, ptr getelementptr inbounds (i8, ptr @g_us, i64 16), align 16, !tbaa !11
  %170 = uitofp i64 %169 to double
  %171 = fptoui double %170 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %169, double noundef %170, i64 noundef %171)
  %172 = load i64, ptr getelementptr inbounds (i8, ptr @g_us, i64 24), align 8, !tbaa !11
  %173 = uitofp i64 %172 to double
  %174 = fptoui double %173 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %172, double noundef %173, i64 noundef %174)
  %175 = load i64, ptr getelementptr inbounds (i8, ptr @g_us, i64 32), align 16, !tbaa !11
  %176 = uitofp i64 %175 to double
  %177 = fptoui double %176 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %175, double noundef %176, i64 noundef %177)
  %178 = load i64, ptr getelementptr inbounds (i8, ptr @g_us, i64 40), align 8, !tbaa !11
  %179 = uitofp i64 %178 to double
  %180 = fptoui double %179 to i64
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %178, double noundef %179, i64 noundef %180)
  %181 = load i32, ptr @g_u32, align 4, !tbaa !5
  %182 = uitofp i32 %181 to double
  %183 = uitofp i32 %181 to float
  %184 = fpext float %183 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %182, double noundef %184)
  %185 = load double, ptr getelementptr inbounds (i8, ptr @g_ds, i64 40), align 8, !tbaa !9
  %186 = fmul double %185, 2.430000e+04
  %187 = fptoui double %186 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %187, i32 noundef %181)
  %188 = load i32, ptr @g_big, align 4, !tbaa !5
  %189 = sitofp i32 %188 to float
  %190 = fpext float %189 to double
  %191 = fptosi float %189 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %190, i32 noundef %191)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef 0xC180000020000000, double noundef 0x41E0000000000000)
  %192 = load i64, ptr @g_ll, align 8, !tbaa !11
  %193 = sitofp i64 %192 to double
  %194 = sitofp i64 %192 to float
  %195 = fpext float %194 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef %193, double noundef %195)
  %196 = load float, ptr @g_f, align 4, !tbaa !13
  %197 = fpext float %196 to double
  %198 = fmul float %196, 3.000000e+00
  %199 = fpext float %198 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, double noundef %197, double noundef %197, double noundef %199)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, double noundef 0x37A16C2000000000, double noundef 0x37A16C2000000000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef 0x47EC363CC0000000)
  %200 = load double, ptr @g_quarter, align 8, !tbaa !9
  %201 = fcmp une double %200, 0.000000e+00
  %202 = zext i1 %201 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 90, i32 noundef 90, i32 noundef 1, i32 noundef 0, i32 noundef %202)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br label %204

203:                                              ; preds = %204
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef %220)
  ret i32 0

204:                                              ; preds = %0, %204
  %205 = phi i32 [ -1000, %0 ], [ %221, %204 ]
  %206 = phi i64 [ 0, %0 ], [ %220, %204 ]
  %207 = sitofp i32 %205 to float
  %208 = fmul float %207, 0x3FF5EB8520000000
  %209 = sitofp i32 %205 to double
  %210 = fdiv double %209, 3.000000e+00
  %211 = mul i64 %206, 31
  %212 = fptosi float %208 to i64
  %213 = add i64 %211, %212
  %214 = fmul double %210, 1.000000e+03
  %215 = fptosi double %214 to i64
  %216 = add i64 %213, %215
  %217 = mul nsw i32 %205, 3
  %218 = and i32 %217, 255
  %219 = zext nneg i32 %218 to i64
  %220 = xor i64 %216, %219
  %221 = add nsw i32 %205, 37
  %222 = icmp slt i32 %205, 964
  br i1 %222, label %204, label %203, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !17
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}

; ModuleID = 'atomics_single.c'
source_filename = "atomics_single.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, i32 }
%struct.atomic_flag = type { i8 }
%struct.node = type { i32, i32, i16, i64 }

@ai = internal global i32 100, align 4
@all = internal global i64 -5000000000, align 8
@.str = private unnamed_addr constant [19 x i8] c"checksum: %016llx\0A\00", align 1
@checksum = internal global i64 1469598103934665603, align 8
@ac = internal global i8 97, align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"char: %c%c%c%c%c\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"char after: %c\0A\00", align 1
@as = internal global i16 -300, align 2
@.str.3 = private unnamed_addr constant [17 x i8] c"short: %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"int: %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"llong: %lld %lld %lld\0A\00", align 1
@ap = internal global ptr @target, align 8
@target = internal global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
@.str.6 = private unnamed_addr constant [22 x i8] c"ptr: %d %d %d idx=%d\0A\00", align 1
@af = internal global float 1.250000e+00, align 4
@.str.7 = private unnamed_addr constant [23 x i8] c"float: %.3f %.3f %.3f\0A\00", align 1
@ad = internal global double -2.500000e+00, align 8
@.str.8 = private unnamed_addr constant [22 x i8] c"double: %.6f %.6f %g\0A\00", align 1
@ab = internal global i8 0, align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"bool: %d %d %d\0A\00", align 1
@avi = internal global i32 7, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"volatile: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [33 x i8] c"runtime orders: sum=%d final=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [39 x i8] c"xchg old: %c %d %d %lld %d %.3f %g %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [39 x i8] c"xchg new: %c %d %d %lld %d %.3f %g %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c"cas strong ok: %d e=%d v=%d\0A\00", align 1
@.str.15 = private unnamed_addr constant [31 x i8] c"cas strong fail: %d e=%d v=%d\0A\00", align 1
@test_cas.succ = internal constant [6 x i32] [i32 5, i32 4, i32 3, i32 2, i32 0, i32 1], align 16
@.str.16 = private unnamed_addr constant [19 x i8] c"pair sc/sc: %d %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"pair ar/acq: %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [21 x i8] c"pair rel/rlx: %d %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"pair acq/acq: %d %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [21 x i8] c"pair rlx/rlx: %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [20 x i8] c"pair sc/rlx: %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"pair con/con: %d %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [28 x i8] c"runtime cas %d: %d %d y=%d\0A\00", align 1
@.str.24 = private unnamed_addr constant [26 x i8] c"cas weak fail: %d e=%lld\0A\00", align 1
@.str.25 = private unnamed_addr constant [35 x i8] c"cas weak loop: v=%lld tries_ok=%d\0A\00", align 1
@.str.26 = private unnamed_addr constant [50 x i8] c"cas types: %d/%c %d/%d %d/%d %d/%d %d/%.2f %d/%g\0A\00", align 1
@.str.27 = private unnamed_addr constant [35 x i8] c"__atomic cas: %d %d %d g=%d ge=%d\0A\00", align 1
@.str.28 = private unnamed_addr constant [32 x i8] c"rmw used: %d %d %d %d %d -> %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [16 x i8] c"rmw unused: %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"llong rmw: %lld %lld\0A\00", align 1
@.str.31 = private unnamed_addr constant [22 x i8] c"ptr rmw: %d %d %d %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [18 x i8] c"small rmw: %d %d\0A\00", align 1
@.str.33 = private unnamed_addr constant [49 x i8] c"__atomic: %d %d %d %d %d %d %d %d %d %d %d n=%d\0A\00", align 1
@.str.34 = private unnamed_addr constant [73 x i8] c"__sync: %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %d %d s=%ld lock=%d%d%d\0A\00", align 1
@.str.35 = private unnamed_addr constant [26 x i8] c"flag: %d %d %d %d tas=%d\0A\00", align 1
@.str.36 = private unnamed_addr constant [34 x i8] c"wrap: %u %u %u %u %u %d %d %u %u\0A\00", align 1
@.str.37 = private unnamed_addr constant [74 x i8] c"i8/i16: %02x %02x %02x %02x %02x b8=%02x %04x %04x cas=%d he=%04x h=%04x\0A\00", align 1
@.str.38 = private unnamed_addr constant [61 x i8] c"minmax: %d %d %d %d m=%d | %u %u um=%u | %d %u %d %llx %lld\0A\00", align 1
@.str.39 = private unnamed_addr constant [25 x i8] c"minmax narrow: %d %u %d\0A\00", align 1
@.str.40 = private unnamed_addr constant [21 x i8] c"float cas sum: %.3f\0A\00", align 1
@.str.41 = private unnamed_addr constant [80 x i8] c"float rmw: %.3f %.3f %.3f %.3f %.3f fv=%.3f | %.4f %.4f dv=%.4f | %.4f ad=%.4f\0A\00", align 1
@.str.42 = private unnamed_addr constant [38 x i8] c"fences ok, lock-free: %d %d %d %d %d\0A\00", align 1
@.str.43 = private unnamed_addr constant [38 x i8] c"node %d: refs=%d flags=%u total=%lld\0A\00", align 1
@.str.44 = private unnamed_addr constant [26 x i8] c"arrays: tot=%lld btot=%u\0A\00", align 1
@__const.test_aggregates.pv = private unnamed_addr constant %struct.pair { i32 1, i32 2 }, align 4
@apair = internal global %struct.pair zeroinitializer, align 8
@__const.test_aggregates.pe = private unnamed_addr constant %struct.pair { i32 1, i32 2 }, align 4
@__const.test_aggregates.pn = private unnamed_addr constant %struct.pair { i32 3, i32 4 }, align 4
@.str.45 = private unnamed_addr constant [31 x i8] c"struct atomic: %d %d,%d %d,%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @test_load_store()
  call void @test_exchange()
  call void @test_cas()
  call void @test_rmw()
  call void @test_small_and_wrap()
  call void @test_float()
  call void @test_fences()
  call void @test_aggregates()
  %4 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = sext i32 %5 to i64
  call void @mix(i64 noundef %6)
  %7 = load atomic i64, ptr @all seq_cst, align 8
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  call void @mix(i64 noundef %8)
  %9 = load i64, ptr @checksum, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %9)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_load_store() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i16, align 2
  %16 = alloca i16, align 2
  %17 = alloca i16, align 2
  %18 = alloca i16, align 2
  %19 = alloca i16, align 2
  %20 = alloca i16, align 2
  %21 = alloca i16, align 2
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca float, align 4
  %49 = alloca float, align 4
  %50 = alloca float, align 4
  %51 = alloca float, align 4
  %52 = alloca float, align 4
  %53 = alloca float, align 4
  %54 = alloca float, align 4
  %55 = alloca double, align 8
  %56 = alloca double, align 8
  %57 = alloca double, align 8
  %58 = alloca double, align 8
  %59 = alloca double, align 8
  %60 = alloca double, align 8
  %61 = alloca double, align 8
  %62 = alloca i8, align 1
  %63 = alloca i8, align 1
  %64 = alloca i8, align 1
  %65 = alloca i8, align 1
  %66 = alloca i8, align 1
  %67 = alloca i8, align 1
  %68 = alloca i8, align 1
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = load atomic i8, ptr @ac monotonic, align 1
  store i8 %73, ptr %2, align 1
  %74 = load i8, ptr %2, align 1
  store i8 %74, ptr %1, align 1
  %75 = load atomic i8, ptr @ac acquire, align 1
  store i8 %75, ptr %4, align 1
  %76 = load i8, ptr %4, align 1
  store i8 %76, ptr %3, align 1
  %77 = load atomic i8, ptr @ac acquire, align 1
  store i8 %77, ptr %6, align 1
  %78 = load i8, ptr %6, align 1
  store i8 %78, ptr %5, align 1
  %79 = load atomic i8, ptr @ac seq_cst, align 1
  store i8 %79, ptr %8, align 1
  %80 = load i8, ptr %8, align 1
  store i8 %80, ptr %7, align 1
  %81 = load atomic i8, ptr @ac seq_cst, align 1
  store i8 %81, ptr %10, align 1
  %82 = load i8, ptr %10, align 1
  store i8 %82, ptr %9, align 1
  %83 = load i8, ptr %1, align 1
  %84 = sext i8 %83 to i32
  %85 = load i8, ptr %3, align 1
  %86 = sext i8 %85 to i32
  %87 = load i8, ptr %5, align 1
  %88 = sext i8 %87 to i32
  %89 = load i8, ptr %7, align 1
  %90 = sext i8 %89 to i32
  %91 = load i8, ptr %9, align 1
  %92 = sext i8 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %84, i32 noundef %86, i32 noundef %88, i32 noundef %90, i32 noundef %92)
  store i8 120, ptr %11, align 1
  %94 = load i8, ptr %11, align 1
  store atomic i8 %94, ptr @ac monotonic, align 1
  store i8 121, ptr %12, align 1
  %95 = load i8, ptr %12, align 1
  store atomic i8 %95, ptr @ac release, align 1
  store i8 122, ptr %13, align 1
  %96 = load i8, ptr %13, align 1
  store atomic i8 %96, ptr @ac seq_cst, align 1
  %97 = load atomic i8, ptr @ac seq_cst, align 1
  store i8 %97, ptr %14, align 1
  %98 = load i8, ptr %14, align 1
  %99 = sext i8 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %99)
  %101 = load atomic i16, ptr @as monotonic, align 2
  store i16 %101, ptr %16, align 2
  %102 = load i16, ptr %16, align 2
  store i16 %102, ptr %15, align 2
  %103 = load i16, ptr %15, align 2
  %104 = sext i16 %103 to i32
  %105 = mul nsw i32 %104, 2
  %106 = trunc i32 %105 to i16
  store i16 %106, ptr %17, align 2
  %107 = load i16, ptr %17, align 2
  store atomic i16 %107, ptr @as release, align 2
  %108 = load atomic i16, ptr @as acquire, align 2
  store i16 %108, ptr %19, align 2
  %109 = load i16, ptr %19, align 2
  store i16 %109, ptr %18, align 2
  store i16 -32768, ptr %20, align 2
  %110 = load i16, ptr %20, align 2
  store atomic i16 %110, ptr @as seq_cst, align 2
  %111 = load i16, ptr %15, align 2
  %112 = sext i16 %111 to i32
  %113 = load i16, ptr %18, align 2
  %114 = sext i16 %113 to i32
  %115 = load atomic i16, ptr @as acquire, align 2
  store i16 %115, ptr %21, align 2
  %116 = load i16, ptr %21, align 2
  %117 = sext i16 %116 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %112, i32 noundef %114, i32 noundef %117)
  %119 = load atomic i32, ptr @ai acquire, align 4
  store i32 %119, ptr %23, align 4
  %120 = load i32, ptr %23, align 4
  store i32 %120, ptr %22, align 4
  %121 = load i32, ptr %22, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %24, align 4
  %123 = load i32, ptr %24, align 4
  store atomic i32 %123, ptr @ai monotonic, align 4
  %124 = load atomic i32, ptr @ai monotonic, align 4
  store i32 %124, ptr %26, align 4
  %125 = load i32, ptr %26, align 4
  store i32 %125, ptr %25, align 4
  store i32 -2147483648, ptr %27, align 4
  %126 = load i32, ptr %27, align 4
  store atomic i32 %126, ptr @ai release, align 4
  %127 = load atomic i32, ptr @ai acquire, align 4
  store i32 %127, ptr %29, align 4
  %128 = load i32, ptr %29, align 4
  store i32 %128, ptr %28, align 4
  store i32 100, ptr %30, align 4
  %129 = load i32, ptr %30, align 4
  store atomic i32 %129, ptr @ai seq_cst, align 4
  %130 = load i32, ptr %22, align 4
  %131 = load i32, ptr %25, align 4
  %132 = load i32, ptr %28, align 4
  %133 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %133, ptr %31, align 4
  %134 = load i32, ptr %31, align 4
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %130, i32 noundef %131, i32 noundef %132, i32 noundef %134)
  %136 = load atomic i64, ptr @all acquire, align 8
  store i64 %136, ptr %33, align 8
  %137 = load i64, ptr %33, align 8
  store i64 %137, ptr %32, align 8
  store i64 9223372036854775807, ptr %34, align 8
  %138 = load i64, ptr %34, align 8
  store atomic i64 %138, ptr @all release, align 8
  %139 = load atomic i64, ptr @all monotonic, align 8
  store i64 %139, ptr %36, align 8
  %140 = load i64, ptr %36, align 8
  store i64 %140, ptr %35, align 8
  %141 = load i64, ptr %32, align 8
  %142 = mul nsw i64 %141, 3
  store i64 %142, ptr %37, align 8
  %143 = load i64, ptr %37, align 8
  store atomic i64 %143, ptr @all monotonic, align 8
  %144 = load i64, ptr %32, align 8
  %145 = load i64, ptr %35, align 8
  %146 = load atomic i64, ptr @all acquire, align 8
  store i64 %146, ptr %38, align 8
  %147 = load i64, ptr %38, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %144, i64 noundef %145, i64 noundef %147)
  %149 = load atomic i64, ptr @ap acquire, align 8
  store i64 %149, ptr %40, align 8
  %150 = load ptr, ptr %40, align 8
  store ptr %150, ptr %39, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @target, i64 0, i64 2), ptr %41, align 8
  %151 = load i64, ptr %41, align 8
  store atomic i64 %151, ptr @ap release, align 8
  %152 = load atomic i64, ptr @ap acquire, align 8
  store i64 %152, ptr %43, align 8
  %153 = load ptr, ptr %43, align 8
  store ptr %153, ptr %42, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @target, i64 0, i64 1), ptr %44, align 8
  %154 = load i64, ptr %44, align 8
  store atomic i64 %154, ptr @ap monotonic, align 8
  %155 = load atomic i64, ptr @ap monotonic, align 8
  store i64 %155, ptr %46, align 8
  %156 = load ptr, ptr %46, align 8
  store ptr %156, ptr %45, align 8
  %157 = load ptr, ptr %39, align 8
  %158 = load i32, ptr %157, align 4
  %159 = load ptr, ptr %42, align 8
  %160 = load i32, ptr %159, align 4
  %161 = load ptr, ptr %45, align 8
  %162 = load i32, ptr %161, align 4
  %163 = load atomic i64, ptr @ap seq_cst, align 8
  store i64 %163, ptr %47, align 8
  %164 = load ptr, ptr %47, align 8
  %165 = ptrtoint ptr %164 to i64
  %166 = sub i64 %165, ptrtoint (ptr @target to i64)
  %167 = sdiv exact i64 %166, 4
  %168 = trunc i64 %167 to i32
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %158, i32 noundef %160, i32 noundef %162, i32 noundef %168)
  %170 = load atomic i32, ptr @af monotonic, align 4
  store i32 %170, ptr %49, align 4
  %171 = load float, ptr %49, align 4
  store float %171, ptr %48, align 4
  %172 = load float, ptr %48, align 4
  %173 = fmul float %172, 4.000000e+00
  store float %173, ptr %50, align 4
  %174 = load i32, ptr %50, align 4
  store atomic i32 %174, ptr @af release, align 4
  %175 = load atomic i32, ptr @af acquire, align 4
  store i32 %175, ptr %52, align 4
  %176 = load float, ptr %52, align 4
  store float %176, ptr %51, align 4
  store float -5.000000e-01, ptr %53, align 4
  %177 = load i32, ptr %53, align 4
  store atomic i32 %177, ptr @af seq_cst, align 4
  %178 = load float, ptr %48, align 4
  %179 = fpext float %178 to double
  %180 = load float, ptr %51, align 4
  %181 = fpext float %180 to double
  %182 = load atomic i32, ptr @af acquire, align 4
  store i32 %182, ptr %54, align 4
  %183 = load float, ptr %54, align 4
  %184 = fpext float %183 to double
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %179, double noundef %181, double noundef %184)
  %186 = load atomic i64, ptr @ad seq_cst, align 8
  store i64 %186, ptr %56, align 8
  %187 = load double, ptr %56, align 8
  store double %187, ptr %55, align 8
  %188 = load double, ptr %55, align 8
  %189 = fdiv double %188, 8.000000e+00
  store double %189, ptr %57, align 8
  %190 = load i64, ptr %57, align 8
  store atomic i64 %190, ptr @ad monotonic, align 8
  %191 = load atomic i64, ptr @ad acquire, align 8
  store i64 %191, ptr %59, align 8
  %192 = load double, ptr %59, align 8
  store double %192, ptr %58, align 8
  store double 1.000000e+300, ptr %60, align 8
  %193 = load i64, ptr %60, align 8
  store atomic i64 %193, ptr @ad release, align 8
  %194 = load double, ptr %55, align 8
  %195 = load double, ptr %58, align 8
  %196 = load atomic i64, ptr @ad acquire, align 8
  store i64 %196, ptr %61, align 8
  %197 = load double, ptr %61, align 8
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %194, double noundef %195, double noundef %197)
  %199 = load atomic i8, ptr @ab monotonic, align 1
  store i8 %199, ptr %63, align 1
  %200 = load i8, ptr %63, align 1
  %201 = trunc i8 %200 to i1
  %202 = zext i1 %201 to i8
  store i8 %202, ptr %62, align 1
  store i8 1, ptr %64, align 1
  %203 = load i8, ptr %64, align 1
  store atomic i8 %203, ptr @ab release, align 1
  %204 = load atomic i8, ptr @ab acquire, align 1
  store i8 %204, ptr %66, align 1
  %205 = load i8, ptr %66, align 1
  %206 = trunc i8 %205 to i1
  %207 = zext i1 %206 to i8
  store i8 %207, ptr %65, align 1
  %208 = load i8, ptr %65, align 1
  %209 = trunc i8 %208 to i1
  %210 = xor i1 %209, true
  %211 = zext i1 %210 to i8
  store i8 %211, ptr %67, align 1
  %212 = load i8, ptr %67, align 1
  store atomic i8 %212, ptr @ab seq_cst, align 1
  %213 = load i8, ptr %62, align 1
  %214 = trunc i8 %213 to i1
  %215 = zext i1 %214 to i32
  %216 = load i8, ptr %65, align 1
  %217 = trunc i8 %216 to i1
  %218 = zext i1 %217 to i32
  %219 = load atomic i8, ptr @ab acquire, align 1
  store i8 %219, ptr %68, align 1
  %220 = load i8, ptr %68, align 1
  %221 = trunc i8 %220 to i1
  %222 = zext i1 %221 to i32
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %215, i32 noundef %218, i32 noundef %222)
  %224 = load atomic volatile i32, ptr @avi seq_cst, align 4
  %225 = add nsw i32 %224, 3
  store atomic volatile i32 %225, ptr @avi seq_cst, align 4
  %226 = load atomic volatile i32, ptr @avi seq_cst, align 4
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %226)
  store i32 41, ptr %69, align 4
  call void @store_order(ptr noundef %69, i32 noundef 1, i32 noundef 0)
  call void @store_order(ptr noundef %69, i32 noundef 2, i32 noundef 3)
  call void @store_order(ptr noundef %69, i32 noundef 3, i32 noundef 5)
  %228 = call i32 @load_order(ptr noundef %69, i32 noundef 0)
  %229 = call i32 @load_order(ptr noundef %69, i32 noundef 1)
  %230 = add nsw i32 %228, %229
  %231 = call i32 @load_order(ptr noundef %69, i32 noundef 2)
  %232 = add nsw i32 %230, %231
  %233 = call i32 @load_order(ptr noundef %69, i32 noundef 5)
  %234 = add nsw i32 %232, %233
  store i32 %234, ptr %70, align 4
  store i32 0, ptr %71, align 4
  br label %235

235:                                              ; preds = %243, %0
  %236 = load i32, ptr %71, align 4
  %237 = icmp sle i32 %236, 5
  br i1 %237, label %238, label %246

238:                                              ; preds = %235
  %239 = load i32, ptr %71, align 4
  %240 = call i32 @rmw_order(ptr noundef %69, i32 noundef 1, i32 noundef %239)
  %241 = load i32, ptr %70, align 4
  %242 = add nsw i32 %241, %240
  store i32 %242, ptr %70, align 4
  br label %243

243:                                              ; preds = %238
  %244 = load i32, ptr %71, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %71, align 4
  br label %235, !llvm.loop !6

246:                                              ; preds = %235
  %247 = load i32, ptr %70, align 4
  %248 = load atomic i32, ptr %69 seq_cst, align 4
  store i32 %248, ptr %72, align 4
  %249 = load i32, ptr %72, align 4
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %247, i32 noundef %249)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_exchange() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca i8, align 1
  %23 = alloca i8, align 1
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i16, align 2
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca float, align 4
  %31 = alloca double, align 8
  %32 = alloca i8, align 1
  store i8 113, ptr %2, align 1
  %33 = load i8, ptr %2, align 1
  %34 = atomicrmw xchg ptr @ac, i8 %33 seq_cst, align 1
  store i8 %34, ptr %3, align 1
  %35 = load i8, ptr %3, align 1
  store i8 %35, ptr %1, align 1
  store i16 1234, ptr %5, align 2
  %36 = load i16, ptr %5, align 2
  %37 = atomicrmw xchg ptr @as, i16 %36 acq_rel, align 2
  store i16 %37, ptr %6, align 2
  %38 = load i16, ptr %6, align 2
  store i16 %38, ptr %4, align 2
  store i32 -1, ptr %8, align 4
  %39 = load i32, ptr %8, align 4
  %40 = atomicrmw xchg ptr @ai, i32 %39 monotonic, align 4
  store i32 %40, ptr %9, align 4
  %41 = load i32, ptr %9, align 4
  store i32 %41, ptr %7, align 4
  store i64 1099511627776, ptr %11, align 8
  %42 = load i64, ptr %11, align 8
  %43 = atomicrmw xchg ptr @all, i64 %42 acquire, align 8
  store i64 %43, ptr %12, align 8
  %44 = load i64, ptr %12, align 8
  store i64 %44, ptr %10, align 8
  store ptr getelementptr inbounds ([4 x i32], ptr @target, i64 0, i64 3), ptr %14, align 8
  %45 = load i64, ptr %14, align 8
  %46 = atomicrmw xchg ptr @ap, i64 %45 release, align 8
  store i64 %46, ptr %15, align 8
  %47 = load ptr, ptr %15, align 8
  store ptr %47, ptr %13, align 8
  store float 3.750000e+00, ptr %17, align 4
  %48 = load i32, ptr %17, align 4
  %49 = atomicrmw xchg ptr @af, i32 %48 seq_cst, align 4
  store i32 %49, ptr %18, align 4
  %50 = load float, ptr %18, align 4
  store float %50, ptr %16, align 4
  store double 1.250000e-01, ptr %20, align 8
  %51 = load i64, ptr %20, align 8
  %52 = atomicrmw xchg ptr @ad, i64 %51 seq_cst, align 8
  store i64 %52, ptr %21, align 8
  %53 = load double, ptr %21, align 8
  store double %53, ptr %19, align 8
  store i8 1, ptr %23, align 1
  %54 = load i8, ptr %23, align 1
  %55 = atomicrmw xchg ptr @ab, i8 %54 seq_cst, align 1
  store i8 %55, ptr %24, align 1
  %56 = load i8, ptr %24, align 1
  %57 = trunc i8 %56 to i1
  %58 = zext i1 %57 to i8
  store i8 %58, ptr %22, align 1
  %59 = load i8, ptr %1, align 1
  %60 = sext i8 %59 to i32
  %61 = load i16, ptr %4, align 2
  %62 = sext i16 %61 to i32
  %63 = load i32, ptr %7, align 4
  %64 = load i64, ptr %10, align 8
  %65 = load ptr, ptr %13, align 8
  %66 = load i32, ptr %65, align 4
  %67 = load float, ptr %16, align 4
  %68 = fpext float %67 to double
  %69 = load double, ptr %19, align 8
  %70 = load i8, ptr %22, align 1
  %71 = trunc i8 %70 to i1
  %72 = zext i1 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %60, i32 noundef %62, i32 noundef %63, i64 noundef %64, i32 noundef %66, double noundef %68, double noundef %69, i32 noundef %72)
  %74 = load atomic i8, ptr @ac seq_cst, align 1
  store i8 %74, ptr %25, align 1
  %75 = load i8, ptr %25, align 1
  %76 = sext i8 %75 to i32
  %77 = load atomic i16, ptr @as seq_cst, align 2
  store i16 %77, ptr %26, align 2
  %78 = load i16, ptr %26, align 2
  %79 = sext i16 %78 to i32
  %80 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %80, ptr %27, align 4
  %81 = load i32, ptr %27, align 4
  %82 = load atomic i64, ptr @all seq_cst, align 8
  store i64 %82, ptr %28, align 8
  %83 = load i64, ptr %28, align 8
  %84 = load atomic i64, ptr @ap seq_cst, align 8
  store i64 %84, ptr %29, align 8
  %85 = load ptr, ptr %29, align 8
  %86 = load i32, ptr %85, align 4
  %87 = load atomic i32, ptr @af seq_cst, align 4
  store i32 %87, ptr %30, align 4
  %88 = load float, ptr %30, align 4
  %89 = fpext float %88 to double
  %90 = load atomic i64, ptr @ad seq_cst, align 8
  store i64 %90, ptr %31, align 8
  %91 = load double, ptr %31, align 8
  %92 = load atomic i8, ptr @ab seq_cst, align 1
  store i8 %92, ptr %32, align 1
  %93 = load i8, ptr %32, align 1
  %94 = trunc i8 %93 to i1
  %95 = zext i1 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %76, i32 noundef %79, i32 noundef %81, i64 noundef %83, i32 noundef %86, double noundef %89, double noundef %91, i32 noundef %95)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_cas() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i8, align 1
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca i8, align 1
  %35 = alloca i64, align 8
  %36 = alloca i8, align 1
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i16, align 2
  %40 = alloca i8, align 1
  %41 = alloca i16, align 2
  %42 = alloca i8, align 1
  %43 = alloca ptr, align 8
  %44 = alloca i8, align 1
  %45 = alloca ptr, align 8
  %46 = alloca i8, align 1
  %47 = alloca i8, align 1
  %48 = alloca i8, align 1
  %49 = alloca i8, align 1
  %50 = alloca i8, align 1
  %51 = alloca float, align 4
  %52 = alloca i8, align 1
  %53 = alloca float, align 4
  %54 = alloca i8, align 1
  %55 = alloca double, align 8
  %56 = alloca i8, align 1
  %57 = alloca double, align 8
  %58 = alloca i8, align 1
  %59 = alloca i8, align 1
  %60 = alloca ptr, align 8
  %61 = alloca i8, align 1
  %62 = alloca float, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i8, align 1
  %67 = alloca i32, align 4
  %68 = alloca i8, align 1
  %69 = alloca i32, align 4
  %70 = alloca i8, align 1
  store i32 50, ptr %1, align 4
  %71 = load i32, ptr %1, align 4
  store atomic i32 %71, ptr @ai seq_cst, align 4
  store i32 50, ptr %2, align 4
  store i32 60, ptr %4, align 4
  %72 = load i32, ptr %2, align 4
  %73 = load i32, ptr %4, align 4
  %74 = cmpxchg ptr @ai, i32 %72, i32 %73 seq_cst seq_cst, align 4
  %75 = extractvalue { i32, i1 } %74, 0
  %76 = extractvalue { i32, i1 } %74, 1
  br i1 %76, label %78, label %77

77:                                               ; preds = %0
  store i32 %75, ptr %2, align 4
  br label %78

78:                                               ; preds = %77, %0
  %79 = zext i1 %76 to i8
  store i8 %79, ptr %5, align 1
  %80 = load i8, ptr %5, align 1
  %81 = trunc i8 %80 to i1
  %82 = zext i1 %81 to i8
  store i8 %82, ptr %3, align 1
  %83 = load i8, ptr %3, align 1
  %84 = trunc i8 %83 to i1
  %85 = zext i1 %84 to i32
  %86 = load i32, ptr %2, align 4
  %87 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %87, ptr %6, align 4
  %88 = load i32, ptr %6, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %85, i32 noundef %86, i32 noundef %88)
  store i32 50, ptr %2, align 4
  store i32 70, ptr %7, align 4
  %90 = load i32, ptr %2, align 4
  %91 = load i32, ptr %7, align 4
  %92 = cmpxchg ptr @ai, i32 %90, i32 %91 seq_cst seq_cst, align 4
  %93 = extractvalue { i32, i1 } %92, 0
  %94 = extractvalue { i32, i1 } %92, 1
  br i1 %94, label %96, label %95

95:                                               ; preds = %78
  store i32 %93, ptr %2, align 4
  br label %96

96:                                               ; preds = %95, %78
  %97 = zext i1 %94 to i8
  store i8 %97, ptr %8, align 1
  %98 = load i8, ptr %8, align 1
  %99 = trunc i8 %98 to i1
  %100 = zext i1 %99 to i8
  store i8 %100, ptr %3, align 1
  %101 = load i8, ptr %3, align 1
  %102 = trunc i8 %101 to i1
  %103 = zext i1 %102 to i32
  %104 = load i32, ptr %2, align 4
  %105 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %105, ptr %9, align 4
  %106 = load i32, ptr %9, align 4
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %103, i32 noundef %104, i32 noundef %106)
  store i32 60, ptr %2, align 4
  store i32 61, ptr %10, align 4
  %108 = load i32, ptr %2, align 4
  %109 = load i32, ptr %10, align 4
  %110 = cmpxchg ptr @ai, i32 %108, i32 %109 seq_cst seq_cst, align 4
  %111 = extractvalue { i32, i1 } %110, 0
  %112 = extractvalue { i32, i1 } %110, 1
  br i1 %112, label %114, label %113

113:                                              ; preds = %96
  store i32 %111, ptr %2, align 4
  br label %114

114:                                              ; preds = %113, %96
  %115 = zext i1 %112 to i8
  store i8 %115, ptr %11, align 1
  %116 = load i8, ptr %11, align 1
  %117 = trunc i8 %116 to i1
  %118 = zext i1 %117 to i8
  store i8 %118, ptr %3, align 1
  %119 = load i8, ptr %3, align 1
  %120 = trunc i8 %119 to i1
  %121 = zext i1 %120 to i32
  %122 = load i32, ptr %2, align 4
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %121, i32 noundef %122)
  store i32 62, ptr %12, align 4
  %124 = load i32, ptr %2, align 4
  %125 = load i32, ptr %12, align 4
  %126 = cmpxchg ptr @ai, i32 %124, i32 %125 acq_rel acquire, align 4
  %127 = extractvalue { i32, i1 } %126, 0
  %128 = extractvalue { i32, i1 } %126, 1
  br i1 %128, label %130, label %129

129:                                              ; preds = %114
  store i32 %127, ptr %2, align 4
  br label %130

130:                                              ; preds = %129, %114
  %131 = zext i1 %128 to i8
  store i8 %131, ptr %13, align 1
  %132 = load i8, ptr %13, align 1
  %133 = trunc i8 %132 to i1
  %134 = zext i1 %133 to i8
  store i8 %134, ptr %3, align 1
  %135 = load i8, ptr %3, align 1
  %136 = trunc i8 %135 to i1
  %137 = zext i1 %136 to i32
  %138 = load i32, ptr %2, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %137, i32 noundef %138)
  store i32 62, ptr %14, align 4
  %140 = load i32, ptr %2, align 4
  %141 = load i32, ptr %14, align 4
  %142 = cmpxchg ptr @ai, i32 %140, i32 %141 release monotonic, align 4
  %143 = extractvalue { i32, i1 } %142, 0
  %144 = extractvalue { i32, i1 } %142, 1
  br i1 %144, label %146, label %145

145:                                              ; preds = %130
  store i32 %143, ptr %2, align 4
  br label %146

146:                                              ; preds = %145, %130
  %147 = zext i1 %144 to i8
  store i8 %147, ptr %15, align 1
  %148 = load i8, ptr %15, align 1
  %149 = trunc i8 %148 to i1
  %150 = zext i1 %149 to i8
  store i8 %150, ptr %3, align 1
  %151 = load i8, ptr %3, align 1
  %152 = trunc i8 %151 to i1
  %153 = zext i1 %152 to i32
  %154 = load i32, ptr %2, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %153, i32 noundef %154)
  store i32 63, ptr %16, align 4
  %156 = load i32, ptr %2, align 4
  %157 = load i32, ptr %16, align 4
  %158 = cmpxchg ptr @ai, i32 %156, i32 %157 acquire acquire, align 4
  %159 = extractvalue { i32, i1 } %158, 0
  %160 = extractvalue { i32, i1 } %158, 1
  br i1 %160, label %162, label %161

161:                                              ; preds = %146
  store i32 %159, ptr %2, align 4
  br label %162

162:                                              ; preds = %161, %146
  %163 = zext i1 %160 to i8
  store i8 %163, ptr %17, align 1
  %164 = load i8, ptr %17, align 1
  %165 = trunc i8 %164 to i1
  %166 = zext i1 %165 to i8
  store i8 %166, ptr %3, align 1
  %167 = load i8, ptr %3, align 1
  %168 = trunc i8 %167 to i1
  %169 = zext i1 %168 to i32
  %170 = load i32, ptr %2, align 4
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %169, i32 noundef %170)
  store i32 64, ptr %18, align 4
  %172 = load i32, ptr %2, align 4
  %173 = load i32, ptr %18, align 4
  %174 = cmpxchg ptr @ai, i32 %172, i32 %173 monotonic monotonic, align 4
  %175 = extractvalue { i32, i1 } %174, 0
  %176 = extractvalue { i32, i1 } %174, 1
  br i1 %176, label %178, label %177

177:                                              ; preds = %162
  store i32 %175, ptr %2, align 4
  br label %178

178:                                              ; preds = %177, %162
  %179 = zext i1 %176 to i8
  store i8 %179, ptr %19, align 1
  %180 = load i8, ptr %19, align 1
  %181 = trunc i8 %180 to i1
  %182 = zext i1 %181 to i8
  store i8 %182, ptr %3, align 1
  %183 = load i8, ptr %3, align 1
  %184 = trunc i8 %183 to i1
  %185 = zext i1 %184 to i32
  %186 = load i32, ptr %2, align 4
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %185, i32 noundef %186)
  store i32 64, ptr %20, align 4
  %188 = load i32, ptr %2, align 4
  %189 = load i32, ptr %20, align 4
  %190 = cmpxchg ptr @ai, i32 %188, i32 %189 seq_cst monotonic, align 4
  %191 = extractvalue { i32, i1 } %190, 0
  %192 = extractvalue { i32, i1 } %190, 1
  br i1 %192, label %194, label %193

193:                                              ; preds = %178
  store i32 %191, ptr %2, align 4
  br label %194

194:                                              ; preds = %193, %178
  %195 = zext i1 %192 to i8
  store i8 %195, ptr %21, align 1
  %196 = load i8, ptr %21, align 1
  %197 = trunc i8 %196 to i1
  %198 = zext i1 %197 to i8
  store i8 %198, ptr %3, align 1
  %199 = load i8, ptr %3, align 1
  %200 = trunc i8 %199 to i1
  %201 = zext i1 %200 to i32
  %202 = load i32, ptr %2, align 4
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %201, i32 noundef %202)
  store i32 65, ptr %22, align 4
  %204 = load i32, ptr %2, align 4
  %205 = load i32, ptr %22, align 4
  %206 = cmpxchg ptr @ai, i32 %204, i32 %205 acquire acquire, align 4
  %207 = extractvalue { i32, i1 } %206, 0
  %208 = extractvalue { i32, i1 } %206, 1
  br i1 %208, label %210, label %209

209:                                              ; preds = %194
  store i32 %207, ptr %2, align 4
  br label %210

210:                                              ; preds = %209, %194
  %211 = zext i1 %208 to i8
  store i8 %211, ptr %23, align 1
  %212 = load i8, ptr %23, align 1
  %213 = trunc i8 %212 to i1
  %214 = zext i1 %213 to i8
  store i8 %214, ptr %3, align 1
  %215 = load i8, ptr %3, align 1
  %216 = trunc i8 %215 to i1
  %217 = zext i1 %216 to i32
  %218 = load i32, ptr %2, align 4
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %217, i32 noundef %218)
  store i32 0, ptr %24, align 4
  br label %220

220:                                              ; preds = %256, %210
  %221 = load i32, ptr %24, align 4
  %222 = icmp slt i32 %221, 6
  br i1 %222, label %223, label %259

223:                                              ; preds = %220
  %224 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %224, ptr %26, align 4
  %225 = load i32, ptr %26, align 4
  store i32 %225, ptr %25, align 4
  %226 = load i32, ptr %25, align 4
  %227 = add nsw i32 %226, 1
  %228 = load i32, ptr %24, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [6 x i32], ptr @test_cas.succ, i64 0, i64 %229
  %231 = load i32, ptr %230, align 4
  %232 = call zeroext i1 @cas_order(ptr noundef @ai, ptr noundef %25, i32 noundef %227, i32 noundef %231, i32 noundef 0)
  %233 = zext i1 %232 to i8
  store i8 %233, ptr %3, align 1
  %234 = load i32, ptr %25, align 4
  %235 = sub nsw i32 %234, 1000
  store i32 %235, ptr %27, align 4
  %236 = load i32, ptr %24, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [6 x i32], ptr @test_cas.succ, i64 0, i64 %237
  %239 = load i32, ptr %238, align 4
  %240 = load i32, ptr %24, align 4
  %241 = and i32 %240, 1
  %242 = icmp ne i32 %241, 0
  %243 = zext i1 %242 to i64
  %244 = select i1 %242, i32 2, i32 5
  %245 = call zeroext i1 @cas_order(ptr noundef @ai, ptr noundef %27, i32 noundef 0, i32 noundef %239, i32 noundef %244)
  %246 = zext i1 %245 to i8
  store i8 %246, ptr %28, align 1
  %247 = load i32, ptr %24, align 4
  %248 = load i8, ptr %3, align 1
  %249 = trunc i8 %248 to i1
  %250 = zext i1 %249 to i32
  %251 = load i8, ptr %28, align 1
  %252 = trunc i8 %251 to i1
  %253 = zext i1 %252 to i32
  %254 = load i32, ptr %27, align 4
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %247, i32 noundef %250, i32 noundef %253, i32 noundef %254)
  br label %256

256:                                              ; preds = %223
  %257 = load i32, ptr %24, align 4
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %24, align 4
  br label %220, !llvm.loop !8

259:                                              ; preds = %220
  store i64 12345, ptr %29, align 8
  store i64 0, ptr %30, align 8
  %260 = load i64, ptr %29, align 8
  %261 = load i64, ptr %30, align 8
  %262 = cmpxchg weak ptr @all, i64 %260, i64 %261 seq_cst seq_cst, align 8
  %263 = extractvalue { i64, i1 } %262, 0
  %264 = extractvalue { i64, i1 } %262, 1
  br i1 %264, label %266, label %265

265:                                              ; preds = %259
  store i64 %263, ptr %29, align 8
  br label %266

266:                                              ; preds = %265, %259
  %267 = zext i1 %264 to i8
  store i8 %267, ptr %31, align 1
  %268 = load i8, ptr %31, align 1
  %269 = trunc i8 %268 to i1
  %270 = zext i1 %269 to i8
  store i8 %270, ptr %3, align 1
  %271 = load i8, ptr %3, align 1
  %272 = trunc i8 %271 to i1
  %273 = zext i1 %272 to i32
  %274 = load i64, ptr %29, align 8
  %275 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %273, i64 noundef %274)
  store i32 0, ptr %32, align 4
  br label %276

276:                                              ; preds = %289, %266
  %277 = load i32, ptr %32, align 4
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %32, align 4
  br label %279

279:                                              ; preds = %276
  %280 = load i64, ptr %29, align 8
  %281 = mul nsw i64 %280, 2
  %282 = add nsw i64 %281, 1
  store i64 %282, ptr %33, align 8
  %283 = load i64, ptr %29, align 8
  %284 = load i64, ptr %33, align 8
  %285 = cmpxchg weak ptr @all, i64 %283, i64 %284 acq_rel acquire, align 8
  %286 = extractvalue { i64, i1 } %285, 0
  %287 = extractvalue { i64, i1 } %285, 1
  br i1 %287, label %289, label %288

288:                                              ; preds = %279
  store i64 %286, ptr %29, align 8
  br label %289

289:                                              ; preds = %288, %279
  %290 = zext i1 %287 to i8
  store i8 %290, ptr %34, align 1
  %291 = load i8, ptr %34, align 1
  %292 = trunc i8 %291 to i1
  %293 = xor i1 %292, true
  br i1 %293, label %276, label %294, !llvm.loop !9

294:                                              ; preds = %289
  %295 = load atomic i64, ptr @all seq_cst, align 8
  store i64 %295, ptr %35, align 8
  %296 = load i64, ptr %35, align 8
  %297 = load i32, ptr %32, align 4
  %298 = icmp sge i32 %297, 1
  %299 = zext i1 %298 to i32
  %300 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i64 noundef %296, i32 noundef %299)
  store i8 113, ptr %36, align 1
  store i8 81, ptr %37, align 1
  %301 = load i8, ptr %36, align 1
  %302 = load i8, ptr %37, align 1
  %303 = cmpxchg ptr @ac, i8 %301, i8 %302 seq_cst seq_cst, align 1
  %304 = extractvalue { i8, i1 } %303, 0
  %305 = extractvalue { i8, i1 } %303, 1
  br i1 %305, label %307, label %306

306:                                              ; preds = %294
  store i8 %304, ptr %36, align 1
  br label %307

307:                                              ; preds = %306, %294
  %308 = zext i1 %305 to i8
  store i8 %308, ptr %38, align 1
  %309 = load i8, ptr %38, align 1
  %310 = trunc i8 %309 to i1
  %311 = zext i1 %310 to i8
  store i8 %311, ptr %3, align 1
  store i16 1, ptr %39, align 2
  store i16 -1, ptr %41, align 2
  %312 = load i16, ptr %39, align 2
  %313 = load i16, ptr %41, align 2
  %314 = cmpxchg ptr @as, i16 %312, i16 %313 acquire monotonic, align 2
  %315 = extractvalue { i16, i1 } %314, 0
  %316 = extractvalue { i16, i1 } %314, 1
  br i1 %316, label %318, label %317

317:                                              ; preds = %307
  store i16 %315, ptr %39, align 2
  br label %318

318:                                              ; preds = %317, %307
  %319 = zext i1 %316 to i8
  store i8 %319, ptr %42, align 1
  %320 = load i8, ptr %42, align 1
  %321 = trunc i8 %320 to i1
  %322 = zext i1 %321 to i8
  store i8 %322, ptr %40, align 1
  store ptr getelementptr inbounds ([4 x i32], ptr @target, i64 0, i64 3), ptr %43, align 8
  store ptr @target, ptr %45, align 8
  %323 = load i64, ptr %43, align 8
  %324 = load i64, ptr %45, align 8
  %325 = cmpxchg ptr @ap, i64 %323, i64 %324 seq_cst seq_cst, align 8
  %326 = extractvalue { i64, i1 } %325, 0
  %327 = extractvalue { i64, i1 } %325, 1
  br i1 %327, label %329, label %328

328:                                              ; preds = %318
  store i64 %326, ptr %43, align 8
  br label %329

329:                                              ; preds = %328, %318
  %330 = zext i1 %327 to i8
  store i8 %330, ptr %46, align 1
  %331 = load i8, ptr %46, align 1
  %332 = trunc i8 %331 to i1
  %333 = zext i1 %332 to i8
  store i8 %333, ptr %44, align 1
  store i8 1, ptr %47, align 1
  store i8 0, ptr %49, align 1
  %334 = load i8, ptr %47, align 1
  %335 = load i8, ptr %49, align 1
  %336 = cmpxchg weak ptr @ab, i8 %334, i8 %335 seq_cst seq_cst, align 1
  %337 = extractvalue { i8, i1 } %336, 0
  %338 = extractvalue { i8, i1 } %336, 1
  br i1 %338, label %340, label %339

339:                                              ; preds = %329
  store i8 %337, ptr %47, align 1
  br label %340

340:                                              ; preds = %339, %329
  %341 = zext i1 %338 to i8
  store i8 %341, ptr %50, align 1
  %342 = load i8, ptr %50, align 1
  %343 = trunc i8 %342 to i1
  %344 = zext i1 %343 to i8
  store i8 %344, ptr %48, align 1
  store float 3.750000e+00, ptr %51, align 4
  store float 9.500000e+00, ptr %53, align 4
  %345 = load i32, ptr %51, align 4
  %346 = load i32, ptr %53, align 4
  %347 = cmpxchg ptr @af, i32 %345, i32 %346 seq_cst seq_cst, align 4
  %348 = extractvalue { i32, i1 } %347, 0
  %349 = extractvalue { i32, i1 } %347, 1
  br i1 %349, label %351, label %350

350:                                              ; preds = %340
  store i32 %348, ptr %51, align 4
  br label %351

351:                                              ; preds = %350, %340
  %352 = zext i1 %349 to i8
  store i8 %352, ptr %54, align 1
  %353 = load i8, ptr %54, align 1
  %354 = trunc i8 %353 to i1
  %355 = zext i1 %354 to i8
  store i8 %355, ptr %52, align 1
  store double 1.000000e+00, ptr %55, align 8
  store double 2.000000e+00, ptr %57, align 8
  %356 = load i64, ptr %55, align 8
  %357 = load i64, ptr %57, align 8
  %358 = cmpxchg ptr @ad, i64 %356, i64 %357 seq_cst seq_cst, align 8
  %359 = extractvalue { i64, i1 } %358, 0
  %360 = extractvalue { i64, i1 } %358, 1
  br i1 %360, label %362, label %361

361:                                              ; preds = %351
  store i64 %359, ptr %55, align 8
  br label %362

362:                                              ; preds = %361, %351
  %363 = zext i1 %360 to i8
  store i8 %363, ptr %58, align 1
  %364 = load i8, ptr %58, align 1
  %365 = trunc i8 %364 to i1
  %366 = zext i1 %365 to i8
  store i8 %366, ptr %56, align 1
  %367 = load i8, ptr %3, align 1
  %368 = trunc i8 %367 to i1
  %369 = zext i1 %368 to i32
  %370 = load atomic i8, ptr @ac seq_cst, align 1
  store i8 %370, ptr %59, align 1
  %371 = load i8, ptr %59, align 1
  %372 = sext i8 %371 to i32
  %373 = load i8, ptr %40, align 1
  %374 = trunc i8 %373 to i1
  %375 = zext i1 %374 to i32
  %376 = load i16, ptr %39, align 2
  %377 = sext i16 %376 to i32
  %378 = load i8, ptr %44, align 1
  %379 = trunc i8 %378 to i1
  %380 = zext i1 %379 to i32
  %381 = load atomic i64, ptr @ap seq_cst, align 8
  store i64 %381, ptr %60, align 8
  %382 = load ptr, ptr %60, align 8
  %383 = load i32, ptr %382, align 4
  %384 = load i8, ptr %48, align 1
  %385 = trunc i8 %384 to i1
  br i1 %385, label %392, label %386

386:                                              ; preds = %362
  %387 = load atomic i8, ptr @ab seq_cst, align 1
  store i8 %387, ptr %61, align 1
  %388 = load i8, ptr %61, align 1
  %389 = trunc i8 %388 to i1
  %390 = zext i1 %389 to i32
  %391 = icmp eq i32 %390, 0
  br label %392

392:                                              ; preds = %386, %362
  %393 = phi i1 [ true, %362 ], [ %391, %386 ]
  %394 = zext i1 %393 to i32
  %395 = load i8, ptr %47, align 1
  %396 = trunc i8 %395 to i1
  %397 = zext i1 %396 to i32
  %398 = load i8, ptr %52, align 1
  %399 = trunc i8 %398 to i1
  %400 = zext i1 %399 to i32
  %401 = load atomic i32, ptr @af seq_cst, align 4
  store i32 %401, ptr %62, align 4
  %402 = load float, ptr %62, align 4
  %403 = fpext float %402 to double
  %404 = load i8, ptr %56, align 1
  %405 = trunc i8 %404 to i1
  %406 = zext i1 %405 to i32
  %407 = load double, ptr %55, align 8
  %408 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %369, i32 noundef %372, i32 noundef %375, i32 noundef %377, i32 noundef %380, i32 noundef %383, i32 noundef %394, i32 noundef %397, i32 noundef %400, double noundef %403, i32 noundef %406, double noundef %407)
  store i32 5, ptr %63, align 4
  store i32 5, ptr %64, align 4
  store i32 6, ptr %65, align 4
  %409 = load i32, ptr %64, align 4
  %410 = load i32, ptr %65, align 4
  %411 = cmpxchg ptr %63, i32 %409, i32 %410 seq_cst seq_cst, align 4
  %412 = extractvalue { i32, i1 } %411, 0
  %413 = extractvalue { i32, i1 } %411, 1
  br i1 %413, label %415, label %414

414:                                              ; preds = %392
  store i32 %412, ptr %64, align 4
  br label %415

415:                                              ; preds = %414, %392
  %416 = zext i1 %413 to i8
  store i8 %416, ptr %66, align 1
  %417 = load i8, ptr %66, align 1
  %418 = trunc i8 %417 to i1
  %419 = zext i1 %418 to i8
  store i8 %419, ptr %3, align 1
  store i32 7, ptr %67, align 4
  %420 = load i32, ptr %64, align 4
  %421 = load i32, ptr %67, align 4
  %422 = cmpxchg weak ptr %63, i32 %420, i32 %421 release monotonic, align 4
  %423 = extractvalue { i32, i1 } %422, 0
  %424 = extractvalue { i32, i1 } %422, 1
  br i1 %424, label %426, label %425

425:                                              ; preds = %415
  store i32 %423, ptr %64, align 4
  br label %426

426:                                              ; preds = %425, %415
  %427 = zext i1 %424 to i8
  store i8 %427, ptr %68, align 1
  %428 = load i8, ptr %68, align 1
  %429 = trunc i8 %428 to i1
  %430 = zext i1 %429 to i8
  store i8 %430, ptr %40, align 1
  store i32 9, ptr %69, align 4
  store i32 6, ptr %64, align 4
  %431 = load i32, ptr %64, align 4
  %432 = load i32, ptr %69, align 4
  %433 = cmpxchg ptr %63, i32 %431, i32 %432 acquire acquire, align 4
  %434 = extractvalue { i32, i1 } %433, 0
  %435 = extractvalue { i32, i1 } %433, 1
  br i1 %435, label %437, label %436

436:                                              ; preds = %426
  store i32 %434, ptr %64, align 4
  br label %437

437:                                              ; preds = %436, %426
  %438 = zext i1 %435 to i8
  store i8 %438, ptr %70, align 1
  %439 = load i8, ptr %70, align 1
  %440 = trunc i8 %439 to i1
  %441 = zext i1 %440 to i8
  store i8 %441, ptr %44, align 1
  %442 = load i8, ptr %3, align 1
  %443 = trunc i8 %442 to i1
  %444 = zext i1 %443 to i32
  %445 = load i8, ptr %40, align 1
  %446 = trunc i8 %445 to i1
  %447 = zext i1 %446 to i32
  %448 = load i8, ptr %44, align 1
  %449 = trunc i8 %448 to i1
  %450 = zext i1 %449 to i32
  %451 = load i32, ptr %63, align 4
  %452 = load i32, ptr %64, align 4
  %453 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %444, i32 noundef %447, i32 noundef %450, i32 noundef %451, i32 noundef %452)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_rmw() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca i64, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca i8, align 1
  %44 = alloca i16, align 2
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i64, align 8
  %77 = alloca i64, align 8
  %78 = alloca i64, align 8
  %79 = alloca i64, align 8
  %80 = alloca i64, align 8
  %81 = alloca i64, align 8
  %82 = alloca i64, align 8
  %83 = alloca i64, align 8
  %84 = alloca i64, align 8
  %85 = alloca i64, align 8
  %86 = alloca i64, align 8
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca %struct.atomic_flag, align 1
  %93 = alloca i8, align 1
  %94 = alloca i8, align 1
  %95 = alloca i8, align 1
  %96 = alloca i8, align 1
  %97 = alloca i8, align 1
  %98 = alloca i8, align 1
  %99 = alloca i8, align 1
  %100 = alloca i8, align 1
  %101 = alloca i8, align 1
  %102 = alloca i8, align 1
  %103 = alloca i8, align 1
  %104 = alloca i8, align 1
  %105 = alloca i8, align 1
  store i32 10, ptr %1, align 4
  %106 = load i32, ptr %1, align 4
  store atomic i32 %106, ptr @ai seq_cst, align 4
  store i32 5, ptr %3, align 4
  %107 = load i32, ptr %3, align 4
  %108 = atomicrmw add ptr @ai, i32 %107 seq_cst, align 4
  store i32 %108, ptr %4, align 4
  %109 = load i32, ptr %4, align 4
  store i32 %109, ptr %2, align 4
  store i32 20, ptr %6, align 4
  %110 = load i32, ptr %6, align 4
  %111 = atomicrmw sub ptr @ai, i32 %110 acq_rel, align 4
  store i32 %111, ptr %7, align 4
  %112 = load i32, ptr %7, align 4
  store i32 %112, ptr %5, align 4
  store i32 256, ptr %9, align 4
  %113 = load i32, ptr %9, align 4
  %114 = atomicrmw or ptr @ai, i32 %113 release, align 4
  store i32 %114, ptr %10, align 4
  %115 = load i32, ptr %10, align 4
  store i32 %115, ptr %8, align 4
  store i32 511, ptr %12, align 4
  %116 = load i32, ptr %12, align 4
  %117 = atomicrmw and ptr @ai, i32 %116 acquire, align 4
  store i32 %117, ptr %13, align 4
  %118 = load i32, ptr %13, align 4
  store i32 %118, ptr %11, align 4
  store i32 85, ptr %15, align 4
  %119 = load i32, ptr %15, align 4
  %120 = atomicrmw xor ptr @ai, i32 %119 monotonic, align 4
  store i32 %120, ptr %16, align 4
  %121 = load i32, ptr %16, align 4
  store i32 %121, ptr %14, align 4
  %122 = load i32, ptr %2, align 4
  %123 = load i32, ptr %5, align 4
  %124 = load i32, ptr %8, align 4
  %125 = load i32, ptr %11, align 4
  %126 = load i32, ptr %14, align 4
  %127 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %127, ptr %17, align 4
  %128 = load i32, ptr %17, align 4
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef %122, i32 noundef %123, i32 noundef %124, i32 noundef %125, i32 noundef %126, i32 noundef %128)
  store i32 1000, ptr %18, align 4
  %130 = load i32, ptr %18, align 4
  %131 = atomicrmw add ptr @ai, i32 %130 seq_cst, align 4
  store i32 %131, ptr %19, align 4
  %132 = load i32, ptr %19, align 4
  store i32 1, ptr %20, align 4
  %133 = load i32, ptr %20, align 4
  %134 = atomicrmw sub ptr @ai, i32 %133 monotonic, align 4
  store i32 %134, ptr %21, align 4
  %135 = load i32, ptr %21, align 4
  store i32 1048576, ptr %22, align 4
  %136 = load i32, ptr %22, align 4
  %137 = atomicrmw or ptr @ai, i32 %136 seq_cst, align 4
  store i32 %137, ptr %23, align 4
  %138 = load i32, ptr %23, align 4
  store i32 -4, ptr %24, align 4
  %139 = load i32, ptr %24, align 4
  %140 = atomicrmw and ptr @ai, i32 %139 seq_cst, align 4
  store i32 %140, ptr %25, align 4
  %141 = load i32, ptr %25, align 4
  store i32 -1, ptr %26, align 4
  %142 = load i32, ptr %26, align 4
  %143 = atomicrmw xor ptr @ai, i32 %142 seq_cst, align 4
  store i32 %143, ptr %27, align 4
  %144 = load i32, ptr %27, align 4
  %145 = atomicrmw add ptr @ai, i32 7 seq_cst, align 4
  %146 = add i32 %145, 7
  %147 = atomicrmw sub ptr @ai, i32 2 seq_cst, align 4
  %148 = sub i32 %147, 2
  %149 = atomicrmw add ptr @ai, i32 1 seq_cst, align 4
  %150 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4
  %151 = sub i32 %150, 1
  %152 = atomicrmw or ptr @ai, i32 8 seq_cst, align 4
  %153 = or i32 %152, 8
  %154 = atomicrmw and ptr @ai, i32 -17 seq_cst, align 4
  %155 = and i32 %154, -17
  %156 = atomicrmw xor ptr @ai, i32 3 seq_cst, align 4
  %157 = xor i32 %156, 3
  %158 = load atomic i32, ptr @ai seq_cst, align 4
  br label %159

159:                                              ; preds = %159, %0
  %160 = phi i32 [ %158, %0 ], [ %163, %159 ]
  %161 = mul nsw i32 %160, 3
  %162 = cmpxchg ptr @ai, i32 %160, i32 %161 seq_cst seq_cst, align 4
  %163 = extractvalue { i32, i1 } %162, 0
  %164 = extractvalue { i32, i1 } %162, 1
  br i1 %164, label %165, label %159

165:                                              ; preds = %159
  %166 = load atomic i32, ptr @ai seq_cst, align 4
  br label %167

167:                                              ; preds = %167, %165
  %168 = phi i32 [ %166, %165 ], [ %171, %167 ]
  %169 = shl i32 %168, 1
  %170 = cmpxchg ptr @ai, i32 %168, i32 %169 seq_cst seq_cst, align 4
  %171 = extractvalue { i32, i1 } %170, 0
  %172 = extractvalue { i32, i1 } %170, 1
  br i1 %172, label %173, label %167

173:                                              ; preds = %167
  %174 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %174, ptr %28, align 4
  %175 = load i32, ptr %28, align 4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %175)
  store i64 -7, ptr %30, align 8
  %177 = load i64, ptr %30, align 8
  %178 = atomicrmw add ptr @all, i64 %177 seq_cst, align 8
  store i64 %178, ptr %31, align 8
  %179 = load i64, ptr %31, align 8
  store i64 %179, ptr %29, align 8
  %180 = atomicrmw add ptr @all, i64 8589934592 seq_cst, align 8
  %181 = add i64 %180, 8589934592
  %182 = load i64, ptr %29, align 8
  %183 = load atomic i64, ptr @all seq_cst, align 8
  store i64 %183, ptr %32, align 8
  %184 = load i64, ptr %32, align 8
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i64 noundef %182, i64 noundef %184)
  store ptr @target, ptr %34, align 8
  %186 = load i64, ptr %34, align 8
  %187 = atomicrmw xchg ptr @ap, i64 %186 seq_cst, align 8
  store i64 %187, ptr %35, align 8
  %188 = load ptr, ptr %35, align 8
  store ptr %188, ptr %33, align 8
  store i64 8, ptr %37, align 8
  %189 = load i64, ptr %37, align 8
  %190 = atomicrmw add ptr @ap, i64 %189 seq_cst, align 8
  store i64 %190, ptr %38, align 8
  %191 = load ptr, ptr %38, align 8
  store ptr %191, ptr %36, align 8
  store i64 4, ptr %40, align 8
  %192 = load i64, ptr %40, align 8
  %193 = atomicrmw sub ptr @ap, i64 %192 seq_cst, align 8
  store i64 %193, ptr %41, align 8
  %194 = load ptr, ptr %41, align 8
  store ptr %194, ptr %39, align 8
  %195 = load atomic ptr, ptr @ap seq_cst, align 8
  br label %196

196:                                              ; preds = %196, %173
  %197 = phi ptr [ %195, %173 ], [ %200, %196 ]
  %198 = getelementptr inbounds i32, ptr %197, i32 1
  %199 = cmpxchg ptr @ap, ptr %197, ptr %198 seq_cst seq_cst, align 8
  %200 = extractvalue { ptr, i1 } %199, 0
  %201 = extractvalue { ptr, i1 } %199, 1
  br i1 %201, label %202, label %196

202:                                              ; preds = %196
  %203 = load ptr, ptr %33, align 8
  %204 = ptrtoint ptr %203 to i64
  %205 = sub i64 %204, ptrtoint (ptr @target to i64)
  %206 = sdiv exact i64 %205, 4
  %207 = trunc i64 %206 to i32
  %208 = load ptr, ptr %36, align 8
  %209 = ptrtoint ptr %208 to i64
  %210 = sub i64 %209, ptrtoint (ptr @target to i64)
  %211 = sdiv exact i64 %210, 4
  %212 = trunc i64 %211 to i32
  %213 = load ptr, ptr %39, align 8
  %214 = ptrtoint ptr %213 to i64
  %215 = sub i64 %214, ptrtoint (ptr @target to i64)
  %216 = sdiv exact i64 %215, 4
  %217 = trunc i64 %216 to i32
  %218 = load atomic i64, ptr @ap seq_cst, align 8
  store i64 %218, ptr %42, align 8
  %219 = load ptr, ptr %42, align 8
  %220 = load i32, ptr %219, align 4
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %207, i32 noundef %212, i32 noundef %217, i32 noundef %220)
  %222 = atomicrmw add ptr @ac, i8 1 seq_cst, align 1
  %223 = add i8 %222, 1
  %224 = atomicrmw sub ptr @as, i16 1000 seq_cst, align 2
  %225 = sub i16 %224, 1000
  %226 = load atomic i8, ptr @ac seq_cst, align 1
  store i8 %226, ptr %43, align 1
  %227 = load i8, ptr %43, align 1
  %228 = sext i8 %227 to i32
  %229 = load atomic i16, ptr @as seq_cst, align 2
  store i16 %229, ptr %44, align 2
  %230 = load i16, ptr %44, align 2
  %231 = sext i16 %230 to i32
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, i32 noundef %228, i32 noundef %231)
  store i32 61680, ptr %45, align 4
  store i32 65280, ptr %47, align 4
  %233 = load i32, ptr %47, align 4
  %234 = atomicrmw nand ptr %45, i32 %233 seq_cst, align 4
  store i32 %234, ptr %48, align 4
  %235 = load i32, ptr %48, align 4
  store i32 %235, ptr %46, align 4
  store i32 4080, ptr %50, align 4
  %236 = load i32, ptr %50, align 4
  %237 = atomicrmw nand ptr %45, i32 %236 monotonic, align 4
  %238 = and i32 %237, %236
  %239 = xor i32 %238, -1
  store i32 %239, ptr %51, align 4
  %240 = load i32, ptr %51, align 4
  store i32 %240, ptr %49, align 4
  store i32 16, ptr %53, align 4
  %241 = load i32, ptr %53, align 4
  %242 = atomicrmw add ptr %45, i32 %241 acq_rel, align 4
  %243 = add i32 %242, %241
  store i32 %243, ptr %54, align 4
  %244 = load i32, ptr %54, align 4
  store i32 %244, ptr %52, align 4
  store i32 1, ptr %56, align 4
  %245 = load i32, ptr %56, align 4
  %246 = atomicrmw sub ptr %45, i32 %245 acquire, align 4
  %247 = sub i32 %246, %245
  store i32 %247, ptr %57, align 4
  %248 = load i32, ptr %57, align 4
  store i32 %248, ptr %55, align 4
  store i32 32767, ptr %59, align 4
  %249 = load i32, ptr %59, align 4
  %250 = atomicrmw and ptr %45, i32 %249 release, align 4
  %251 = and i32 %250, %249
  store i32 %251, ptr %60, align 4
  %252 = load i32, ptr %60, align 4
  store i32 %252, ptr %58, align 4
  store i32 65536, ptr %62, align 4
  %253 = load i32, ptr %62, align 4
  %254 = atomicrmw or ptr %45, i32 %253 seq_cst, align 4
  %255 = or i32 %254, %253
  store i32 %255, ptr %63, align 4
  %256 = load i32, ptr %63, align 4
  store i32 %256, ptr %61, align 4
  store i32 65535, ptr %65, align 4
  %257 = load i32, ptr %65, align 4
  %258 = atomicrmw xor ptr %45, i32 %257 seq_cst, align 4
  %259 = xor i32 %258, %257
  store i32 %259, ptr %66, align 4
  %260 = load i32, ptr %66, align 4
  store i32 %260, ptr %64, align 4
  store i32 77, ptr %68, align 4
  %261 = load i32, ptr %68, align 4
  %262 = atomicrmw xchg ptr %45, i32 %261 acq_rel, align 4
  store i32 %262, ptr %69, align 4
  %263 = load i32, ptr %69, align 4
  store i32 %263, ptr %67, align 4
  %264 = load atomic i32, ptr %45 acquire, align 4
  store i32 %264, ptr %71, align 4
  %265 = load i32, ptr %71, align 4
  store i32 %265, ptr %70, align 4
  store i32 -77, ptr %72, align 4
  %266 = load i32, ptr %72, align 4
  store atomic i32 %266, ptr %45 release, align 4
  %267 = load atomic i32, ptr %45 seq_cst, align 4
  store i32 %267, ptr %73, align 4
  store i32 5, ptr %74, align 4
  %268 = load i32, ptr %74, align 4
  %269 = atomicrmw xchg ptr %45, i32 %268 seq_cst, align 4
  store i32 %269, ptr %75, align 4
  %270 = load i32, ptr %75, align 4
  store atomic i32 %270, ptr %45 monotonic, align 4
  %271 = load i32, ptr %46, align 4
  %272 = load i32, ptr %49, align 4
  %273 = load i32, ptr %52, align 4
  %274 = load i32, ptr %55, align 4
  %275 = load i32, ptr %58, align 4
  %276 = load i32, ptr %61, align 4
  %277 = load i32, ptr %64, align 4
  %278 = load i32, ptr %67, align 4
  %279 = load i32, ptr %70, align 4
  %280 = load i32, ptr %73, align 4
  %281 = load i32, ptr %75, align 4
  %282 = load i32, ptr %45, align 4
  %283 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %271, i32 noundef %272, i32 noundef %273, i32 noundef %274, i32 noundef %275, i32 noundef %276, i32 noundef %277, i32 noundef %278, i32 noundef %279, i32 noundef %280, i32 noundef %281, i32 noundef %282)
  store i64 100, ptr %76, align 8
  %284 = atomicrmw add ptr %76, i64 5 seq_cst, align 8
  store i64 %284, ptr %77, align 8
  %285 = atomicrmw sub ptr %76, i64 3 seq_cst, align 8
  store i64 %285, ptr %78, align 8
  %286 = atomicrmw or ptr %76, i64 64 seq_cst, align 8
  store i64 %286, ptr %79, align 8
  %287 = atomicrmw and ptr %76, i64 255 seq_cst, align 8
  store i64 %287, ptr %80, align 8
  %288 = atomicrmw xor ptr %76, i64 15 seq_cst, align 8
  store i64 %288, ptr %81, align 8
  %289 = atomicrmw nand ptr %76, i64 240 seq_cst, align 8
  store i64 %289, ptr %82, align 8
  %290 = atomicrmw add ptr %76, i64 1 seq_cst, align 8
  %291 = add i64 %290, 1
  store i64 %291, ptr %83, align 8
  %292 = atomicrmw sub ptr %76, i64 2 seq_cst, align 8
  %293 = sub i64 %292, 2
  store i64 %293, ptr %84, align 8
  %294 = load i64, ptr %84, align 8
  %295 = cmpxchg ptr %76, i64 %294, i64 999 seq_cst seq_cst, align 8
  %296 = extractvalue { i64, i1 } %295, 0
  store i64 %296, ptr %85, align 8
  %297 = cmpxchg ptr %76, i64 0, i64 1 seq_cst seq_cst, align 8
  %298 = extractvalue { i64, i1 } %297, 0
  store i64 %298, ptr %86, align 8
  %299 = cmpxchg ptr %76, i64 999, i64 1000 seq_cst seq_cst, align 8
  %300 = extractvalue { i64, i1 } %299, 1
  %301 = zext i1 %300 to i32
  store i32 %301, ptr %87, align 4
  %302 = cmpxchg ptr %76, i64 999, i64 1001 seq_cst seq_cst, align 8
  %303 = extractvalue { i64, i1 } %302, 1
  %304 = zext i1 %303 to i32
  store i32 %304, ptr %88, align 4
  fence seq_cst
  store i32 0, ptr %89, align 4
  %305 = atomicrmw xchg ptr %89, i32 1 seq_cst, align 4
  store i32 %305, ptr %90, align 4
  %306 = atomicrmw xchg ptr %89, i32 1 seq_cst, align 4
  store i32 %306, ptr %91, align 4
  store atomic i32 0, ptr %89 release, align 4
  %307 = load i64, ptr %77, align 8
  %308 = load i64, ptr %78, align 8
  %309 = load i64, ptr %79, align 8
  %310 = load i64, ptr %80, align 8
  %311 = load i64, ptr %81, align 8
  %312 = load i64, ptr %82, align 8
  %313 = load i64, ptr %83, align 8
  %314 = load i64, ptr %84, align 8
  %315 = load i64, ptr %85, align 8
  %316 = load i64, ptr %86, align 8
  %317 = load i32, ptr %87, align 4
  %318 = load i32, ptr %88, align 4
  %319 = load i64, ptr %76, align 8
  %320 = load i32, ptr %90, align 4
  %321 = load i32, ptr %91, align 4
  %322 = load i32, ptr %89, align 4
  %323 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, i64 noundef %307, i64 noundef %308, i64 noundef %309, i64 noundef %310, i64 noundef %311, i64 noundef %312, i64 noundef %313, i64 noundef %314, i64 noundef %315, i64 noundef %316, i32 noundef %317, i32 noundef %318, i64 noundef %319, i32 noundef %320, i32 noundef %321, i32 noundef %322)
  call void @llvm.memset.p0.i64(ptr align 1 %92, i8 0, i64 1, i1 false)
  %324 = getelementptr inbounds %struct.atomic_flag, ptr %92, i32 0, i32 0
  store i8 1, ptr %94, align 1
  %325 = load i8, ptr %94, align 1
  %326 = atomicrmw xchg ptr %324, i8 %325 seq_cst, align 1
  store i8 %326, ptr %95, align 1
  %327 = load i8, ptr %95, align 1
  %328 = trunc i8 %327 to i1
  %329 = zext i1 %328 to i8
  store i8 %329, ptr %93, align 1
  %330 = getelementptr inbounds %struct.atomic_flag, ptr %92, i32 0, i32 0
  store i8 1, ptr %97, align 1
  %331 = load i8, ptr %97, align 1
  %332 = atomicrmw xchg ptr %330, i8 %331 acquire, align 1
  store i8 %332, ptr %98, align 1
  %333 = load i8, ptr %98, align 1
  %334 = trunc i8 %333 to i1
  %335 = zext i1 %334 to i8
  store i8 %335, ptr %96, align 1
  %336 = getelementptr inbounds %struct.atomic_flag, ptr %92, i32 0, i32 0
  store i8 0, ptr %99, align 1
  %337 = load i8, ptr %99, align 1
  store atomic i8 %337, ptr %336 release, align 1
  %338 = getelementptr inbounds %struct.atomic_flag, ptr %92, i32 0, i32 0
  store i8 1, ptr %101, align 1
  %339 = load i8, ptr %101, align 1
  %340 = atomicrmw xchg ptr %338, i8 %339 monotonic, align 1
  store i8 %340, ptr %102, align 1
  %341 = load i8, ptr %102, align 1
  %342 = trunc i8 %341 to i1
  %343 = zext i1 %342 to i8
  store i8 %343, ptr %100, align 1
  %344 = getelementptr inbounds %struct.atomic_flag, ptr %92, i32 0, i32 0
  store i8 0, ptr %103, align 1
  %345 = load i8, ptr %103, align 1
  store atomic i8 %345, ptr %344 seq_cst, align 1
  store i8 0, ptr %104, align 1
  %346 = atomicrmw xchg ptr %104, i8 1 seq_cst, align 1
  %347 = icmp ne i8 %346, 0
  %348 = zext i1 %347 to i8
  store i8 %348, ptr %105, align 1
  store atomic i8 0, ptr %104 seq_cst, align 1
  %349 = load i8, ptr %93, align 1
  %350 = trunc i8 %349 to i1
  %351 = zext i1 %350 to i32
  %352 = load i8, ptr %96, align 1
  %353 = trunc i8 %352 to i1
  %354 = zext i1 %353 to i32
  %355 = load i8, ptr %100, align 1
  %356 = trunc i8 %355 to i1
  %357 = zext i1 %356 to i32
  %358 = load i8, ptr %105, align 1
  %359 = trunc i8 %358 to i1
  %360 = zext i1 %359 to i32
  %361 = load i8, ptr %104, align 1
  %362 = zext i8 %361 to i32
  %363 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, i32 noundef %351, i32 noundef %354, i32 noundef %357, i32 noundef %360, i32 noundef %362)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_small_and_wrap() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca i16, align 2
  %21 = alloca i16, align 2
  %22 = alloca i16, align 2
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  %32 = alloca i8, align 1
  %33 = alloca i8, align 1
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca i8, align 1
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i8, align 1
  %40 = alloca i8, align 1
  %41 = alloca i8, align 1
  %42 = alloca i8, align 1
  %43 = alloca i8, align 1
  %44 = alloca i16, align 2
  %45 = alloca i16, align 2
  %46 = alloca i16, align 2
  %47 = alloca i16, align 2
  %48 = alloca i16, align 2
  %49 = alloca i16, align 2
  %50 = alloca i16, align 2
  %51 = alloca i16, align 2
  %52 = alloca i8, align 1
  %53 = alloca i16, align 2
  %54 = alloca i8, align 1
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i8, align 1
  %76 = alloca i8, align 1
  %77 = alloca i8, align 1
  %78 = alloca i8, align 1
  %79 = alloca i8, align 1
  %80 = alloca i8, align 1
  %81 = alloca i8, align 1
  %82 = alloca i8, align 1
  %83 = alloca i16, align 2
  %84 = alloca i16, align 2
  %85 = alloca i16, align 2
  %86 = alloca i16, align 2
  %87 = alloca i64, align 8
  %88 = alloca i64, align 8
  %89 = alloca i64, align 8
  %90 = alloca i64, align 8
  %91 = alloca i64, align 8
  %92 = alloca i64, align 8
  %93 = alloca i64, align 8
  %94 = alloca i64, align 8
  store i8 -1, ptr %1, align 1
  store i8 1, ptr %3, align 1
  %95 = load i8, ptr %3, align 1
  %96 = atomicrmw add ptr %1, i8 %95 seq_cst, align 1
  store i8 %96, ptr %4, align 1
  %97 = load i8, ptr %4, align 1
  store i8 %97, ptr %2, align 1
  store i8 1, ptr %6, align 1
  %98 = load i8, ptr %6, align 1
  %99 = atomicrmw sub ptr %1, i8 %98 monotonic, align 1
  store i8 %99, ptr %7, align 1
  %100 = load i8, ptr %7, align 1
  store i8 %100, ptr %5, align 1
  store i16 0, ptr %8, align 2
  store i16 2, ptr %10, align 2
  %101 = load i16, ptr %10, align 2
  %102 = atomicrmw sub ptr %8, i16 %101 seq_cst, align 2
  store i16 %102, ptr %11, align 2
  %103 = load i16, ptr %11, align 2
  store i16 %103, ptr %9, align 2
  store i16 5, ptr %13, align 2
  %104 = load i16, ptr %13, align 2
  %105 = atomicrmw add ptr %8, i16 %104 seq_cst, align 2
  %106 = add i16 %105, %104
  store i16 %106, ptr %14, align 2
  %107 = load i16, ptr %14, align 2
  store i16 %107, ptr %12, align 2
  store i8 127, ptr %15, align 1
  store i8 1, ptr %17, align 1
  %108 = load i8, ptr %17, align 1
  %109 = atomicrmw add ptr %15, i8 %108 seq_cst, align 1
  %110 = add i8 %109, %108
  store i8 %110, ptr %18, align 1
  %111 = load i8, ptr %18, align 1
  store i8 %111, ptr %16, align 1
  store i16 -32768, ptr %19, align 2
  store i16 1, ptr %21, align 2
  %112 = load i16, ptr %21, align 2
  %113 = atomicrmw sub ptr %19, i16 %112 seq_cst, align 2
  %114 = sub i16 %113, %112
  store i16 %114, ptr %22, align 2
  %115 = load i16, ptr %22, align 2
  store i16 %115, ptr %20, align 2
  store i32 -1, ptr %23, align 4
  store i32 3, ptr %25, align 4
  %116 = load i32, ptr %25, align 4
  %117 = atomicrmw add ptr %23, i32 %116 seq_cst, align 4
  store i32 %117, ptr %26, align 4
  %118 = load i32, ptr %26, align 4
  store i32 %118, ptr %24, align 4
  %119 = load i8, ptr %2, align 1
  %120 = zext i8 %119 to i32
  %121 = load i8, ptr %5, align 1
  %122 = zext i8 %121 to i32
  %123 = load i8, ptr %1, align 1
  %124 = zext i8 %123 to i32
  %125 = load i16, ptr %9, align 2
  %126 = zext i16 %125 to i32
  %127 = load i16, ptr %12, align 2
  %128 = zext i16 %127 to i32
  %129 = load i8, ptr %16, align 1
  %130 = sext i8 %129 to i32
  %131 = load i16, ptr %20, align 2
  %132 = sext i16 %131 to i32
  %133 = load i32, ptr %24, align 4
  %134 = load atomic i32, ptr %23 seq_cst, align 4
  store i32 %134, ptr %27, align 4
  %135 = load i32, ptr %27, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, i32 noundef %120, i32 noundef %122, i32 noundef %124, i32 noundef %126, i32 noundef %128, i32 noundef %130, i32 noundef %132, i32 noundef %133, i32 noundef %135)
  store i8 -91, ptr %28, align 1
  store i8 15, ptr %30, align 1
  %137 = load i8, ptr %30, align 1
  %138 = atomicrmw and ptr %28, i8 %137 seq_cst, align 1
  store i8 %138, ptr %31, align 1
  %139 = load i8, ptr %31, align 1
  store i8 %139, ptr %29, align 1
  store i8 -64, ptr %33, align 1
  %140 = load i8, ptr %33, align 1
  %141 = atomicrmw or ptr %28, i8 %140 seq_cst, align 1
  store i8 %141, ptr %34, align 1
  %142 = load i8, ptr %34, align 1
  store i8 %142, ptr %32, align 1
  store i8 -1, ptr %36, align 1
  %143 = load i8, ptr %36, align 1
  %144 = atomicrmw xor ptr %28, i8 %143 seq_cst, align 1
  store i8 %144, ptr %37, align 1
  %145 = load i8, ptr %37, align 1
  store i8 %145, ptr %35, align 1
  store i8 60, ptr %39, align 1
  %146 = load i8, ptr %39, align 1
  %147 = atomicrmw nand ptr %28, i8 %146 seq_cst, align 1
  store i8 %147, ptr %40, align 1
  %148 = load i8, ptr %40, align 1
  store i8 %148, ptr %38, align 1
  store i8 17, ptr %42, align 1
  %149 = load i8, ptr %42, align 1
  %150 = atomicrmw xchg ptr %28, i8 %149 seq_cst, align 1
  store i8 %150, ptr %43, align 1
  %151 = load i8, ptr %43, align 1
  store i8 %151, ptr %41, align 1
  store i16 4660, ptr %44, align 2
  store i16 -1, ptr %46, align 2
  %152 = load i16, ptr %46, align 2
  %153 = atomicrmw xor ptr %44, i16 %152 seq_cst, align 2
  store i16 %153, ptr %47, align 2
  %154 = load i16, ptr %47, align 2
  store i16 %154, ptr %45, align 2
  store i16 -3856, ptr %49, align 2
  %155 = load i16, ptr %49, align 2
  %156 = atomicrmw nand ptr %44, i16 %155 seq_cst, align 2
  store i16 %156, ptr %50, align 2
  %157 = load i16, ptr %50, align 2
  store i16 %157, ptr %48, align 2
  store i16 4660, ptr %51, align 2
  store i16 1, ptr %53, align 2
  %158 = load i16, ptr %51, align 2
  %159 = load i16, ptr %53, align 2
  %160 = cmpxchg ptr %44, i16 %158, i16 %159 seq_cst seq_cst, align 2
  %161 = extractvalue { i16, i1 } %160, 0
  %162 = extractvalue { i16, i1 } %160, 1
  br i1 %162, label %164, label %163

163:                                              ; preds = %0
  store i16 %161, ptr %51, align 2
  br label %164

164:                                              ; preds = %163, %0
  %165 = zext i1 %162 to i8
  store i8 %165, ptr %54, align 1
  %166 = load i8, ptr %54, align 1
  %167 = trunc i8 %166 to i1
  %168 = zext i1 %167 to i8
  store i8 %168, ptr %52, align 1
  %169 = load i8, ptr %29, align 1
  %170 = zext i8 %169 to i32
  %171 = load i8, ptr %32, align 1
  %172 = zext i8 %171 to i32
  %173 = load i8, ptr %35, align 1
  %174 = zext i8 %173 to i32
  %175 = load i8, ptr %38, align 1
  %176 = zext i8 %175 to i32
  %177 = load i8, ptr %41, align 1
  %178 = zext i8 %177 to i32
  %179 = load i8, ptr %28, align 1
  %180 = zext i8 %179 to i32
  %181 = load i16, ptr %45, align 2
  %182 = zext i16 %181 to i32
  %183 = load i16, ptr %48, align 2
  %184 = zext i16 %183 to i32
  %185 = load i8, ptr %52, align 1
  %186 = trunc i8 %185 to i1
  %187 = zext i1 %186 to i32
  %188 = load i16, ptr %51, align 2
  %189 = zext i16 %188 to i32
  %190 = load i16, ptr %44, align 2
  %191 = zext i16 %190 to i32
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %170, i32 noundef %172, i32 noundef %174, i32 noundef %176, i32 noundef %178, i32 noundef %180, i32 noundef %182, i32 noundef %184, i32 noundef %187, i32 noundef %189, i32 noundef %191)
  store i32 -5, ptr %55, align 4
  store i32 3, ptr %57, align 4
  %193 = load i32, ptr %57, align 4
  %194 = atomicrmw max ptr %55, i32 %193 seq_cst, align 4
  store i32 %194, ptr %58, align 4
  %195 = load i32, ptr %58, align 4
  store i32 %195, ptr %56, align 4
  store i32 -10, ptr %60, align 4
  %196 = load i32, ptr %60, align 4
  %197 = atomicrmw min ptr %55, i32 %196 monotonic, align 4
  store i32 %197, ptr %61, align 4
  %198 = load i32, ptr %61, align 4
  store i32 %198, ptr %59, align 4
  store i32 -20, ptr %63, align 4
  %199 = load i32, ptr %63, align 4
  %200 = atomicrmw max ptr %55, i32 %199 acq_rel, align 4
  %201 = icmp sgt i32 %200, %199
  %202 = select i1 %201, i32 %200, i32 %199
  store i32 %202, ptr %64, align 4
  %203 = load i32, ptr %64, align 4
  store i32 %203, ptr %62, align 4
  store i32 -30, ptr %66, align 4
  %204 = load i32, ptr %66, align 4
  %205 = atomicrmw min ptr %55, i32 %204 acquire, align 4
  %206 = icmp slt i32 %205, %204
  %207 = select i1 %206, i32 %205, i32 %204
  store i32 %207, ptr %67, align 4
  %208 = load i32, ptr %67, align 4
  store i32 %208, ptr %65, align 4
  store i32 5, ptr %68, align 4
  store i32 -16, ptr %70, align 4
  %209 = load i32, ptr %70, align 4
  %210 = atomicrmw umax ptr %68, i32 %209 seq_cst, align 4
  store i32 %210, ptr %71, align 4
  %211 = load i32, ptr %71, align 4
  store i32 %211, ptr %69, align 4
  store i32 7, ptr %73, align 4
  %212 = load i32, ptr %73, align 4
  %213 = atomicrmw umin ptr %68, i32 %212 seq_cst, align 4
  store i32 %213, ptr %74, align 4
  %214 = load i32, ptr %74, align 4
  store i32 %214, ptr %72, align 4
  store i8 -1, ptr %75, align 1
  store i8 -100, ptr %77, align 1
  %215 = load i8, ptr %77, align 1
  %216 = atomicrmw max ptr %75, i8 %215 seq_cst, align 1
  store i8 %216, ptr %78, align 1
  %217 = load i8, ptr %78, align 1
  store i8 %217, ptr %76, align 1
  store i8 -56, ptr %79, align 1
  store i8 100, ptr %81, align 1
  %218 = load i8, ptr %81, align 1
  %219 = atomicrmw umin ptr %79, i8 %218 release, align 1
  store i8 %219, ptr %82, align 1
  %220 = load i8, ptr %82, align 1
  store i8 %220, ptr %80, align 1
  store i16 -2, ptr %83, align 2
  store i16 1000, ptr %85, align 2
  %221 = load i16, ptr %85, align 2
  %222 = atomicrmw max ptr %83, i16 %221 seq_cst, align 2
  %223 = icmp sgt i16 %222, %221
  %224 = select i1 %223, i16 %222, i16 %221
  store i16 %224, ptr %86, align 2
  %225 = load i16, ptr %86, align 2
  store i16 %225, ptr %84, align 2
  store i64 10, ptr %87, align 8
  store i64 -1, ptr %89, align 8
  %226 = load i64, ptr %89, align 8
  %227 = atomicrmw umax ptr %87, i64 %226 seq_cst, align 8
  %228 = icmp ugt i64 %227, %226
  %229 = select i1 %228, i64 %227, i64 %226
  store i64 %229, ptr %90, align 8
  %230 = load i64, ptr %90, align 8
  store i64 %230, ptr %88, align 8
  store i64 10, ptr %91, align 8
  store i64 -9223372036854775808, ptr %93, align 8
  %231 = load i64, ptr %93, align 8
  %232 = atomicrmw min ptr %91, i64 %231 seq_cst, align 8
  %233 = icmp slt i64 %232, %231
  %234 = select i1 %233, i64 %232, i64 %231
  store i64 %234, ptr %94, align 8
  %235 = load i64, ptr %94, align 8
  store i64 %235, ptr %92, align 8
  %236 = load i32, ptr %56, align 4
  %237 = load i32, ptr %59, align 4
  %238 = load i32, ptr %62, align 4
  %239 = load i32, ptr %65, align 4
  %240 = load i32, ptr %55, align 4
  %241 = load i32, ptr %69, align 4
  %242 = load i32, ptr %72, align 4
  %243 = load i32, ptr %68, align 4
  %244 = load i8, ptr %76, align 1
  %245 = sext i8 %244 to i32
  %246 = load i8, ptr %80, align 1
  %247 = zext i8 %246 to i32
  %248 = load i16, ptr %84, align 2
  %249 = sext i16 %248 to i32
  %250 = load i64, ptr %88, align 8
  %251 = load i64, ptr %92, align 8
  %252 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, i32 noundef %236, i32 noundef %237, i32 noundef %238, i32 noundef %239, i32 noundef %240, i32 noundef %241, i32 noundef %242, i32 noundef %243, i32 noundef %245, i32 noundef %247, i32 noundef %249, i64 noundef %250, i64 noundef %251)
  %253 = load i8, ptr %75, align 1
  %254 = sext i8 %253 to i32
  %255 = load i8, ptr %79, align 1
  %256 = zext i8 %255 to i32
  %257 = load i16, ptr %83, align 2
  %258 = sext i16 %257 to i32
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i32 noundef %254, i32 noundef %256, i32 noundef %258)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_float() #0 {
  %1 = alloca float, align 4
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca float, align 4
  %30 = alloca double, align 8
  store float 0.000000e+00, ptr %1, align 4
  %31 = load i32, ptr %1, align 4
  store atomic i32 %31, ptr @af seq_cst, align 4
  store i32 1, ptr %2, align 4
  br label %32

32:                                               ; preds = %40, %0
  %33 = load i32, ptr %2, align 4
  %34 = icmp sle i32 %33, 8
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  %36 = load i32, ptr %2, align 4
  %37 = sitofp i32 %36 to float
  %38 = fmul float 2.500000e-01, %37
  %39 = call float @cas_fadd(ptr noundef @af, float noundef %38)
  br label %40

40:                                               ; preds = %35
  %41 = load i32, ptr %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %2, align 4
  br label %32, !llvm.loop !10

43:                                               ; preds = %32
  store float 1.000000e+00, ptr %3, align 4
  store float 2.500000e+00, ptr %5, align 4
  %44 = load float, ptr %5, align 4
  %45 = atomicrmw fadd ptr %3, float %44 seq_cst, align 4
  store float %45, ptr %6, align 4
  %46 = load float, ptr %6, align 4
  store float %46, ptr %4, align 4
  store float 7.500000e-01, ptr %8, align 4
  %47 = load float, ptr %8, align 4
  %48 = atomicrmw fsub ptr %3, float %47 monotonic, align 4
  store float %48, ptr %9, align 4
  %49 = load float, ptr %9, align 4
  store float %49, ptr %7, align 4
  store float 1.000000e+01, ptr %11, align 4
  %50 = load float, ptr %11, align 4
  %51 = atomicrmw fadd ptr %3, float %50 acq_rel, align 4
  %52 = fadd float %51, %50
  store float %52, ptr %12, align 4
  %53 = load float, ptr %12, align 4
  store float %53, ptr %10, align 4
  store float 1.000000e+02, ptr %14, align 4
  %54 = load float, ptr %14, align 4
  %55 = atomicrmw fmax ptr %3, float %54 seq_cst, align 4
  store float %55, ptr %15, align 4
  %56 = load float, ptr %15, align 4
  store float %56, ptr %13, align 4
  store float -4.000000e+00, ptr %17, align 4
  %57 = load float, ptr %17, align 4
  %58 = atomicrmw fmin ptr %3, float %57 seq_cst, align 4
  store float %58, ptr %18, align 4
  %59 = load float, ptr %18, align 4
  store float %59, ptr %16, align 4
  store double 5.000000e-01, ptr %19, align 8
  store double 1.250000e-01, ptr %21, align 8
  %60 = load double, ptr %21, align 8
  %61 = atomicrmw fadd ptr %19, double %60 seq_cst, align 8
  store double %61, ptr %22, align 8
  %62 = load double, ptr %22, align 8
  store double %62, ptr %20, align 8
  store double 4.000000e+00, ptr %24, align 8
  %63 = load double, ptr %24, align 8
  %64 = atomicrmw fsub ptr %19, double %63 seq_cst, align 8
  %65 = fsub double %64, %63
  store double %65, ptr %25, align 8
  %66 = load double, ptr %25, align 8
  store double %66, ptr %23, align 8
  store double 1.500000e+00, ptr %27, align 8
  %67 = load double, ptr %27, align 8
  %68 = atomicrmw fadd ptr @ad, double %67 seq_cst, align 8
  store double %68, ptr %28, align 8
  %69 = load double, ptr %28, align 8
  store double %69, ptr %26, align 8
  %70 = load atomic double, ptr @ad seq_cst, align 8
  br label %71

71:                                               ; preds = %71, %43
  %72 = phi double [ %70, %43 ], [ %79, %71 ]
  %73 = fadd double %72, 2.500000e-01
  %74 = bitcast double %72 to i64
  %75 = bitcast double %73 to i64
  %76 = cmpxchg ptr @ad, i64 %74, i64 %75 seq_cst seq_cst, align 8
  %77 = extractvalue { i64, i1 } %76, 0
  %78 = extractvalue { i64, i1 } %76, 1
  %79 = bitcast i64 %77 to double
  br i1 %78, label %80, label %71

80:                                               ; preds = %71
  %81 = load atomic float, ptr @af seq_cst, align 4
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi float [ %81, %80 ], [ %90, %82 ]
  %84 = fmul float %83, 2.000000e+00
  %85 = bitcast float %83 to i32
  %86 = bitcast float %84 to i32
  %87 = cmpxchg ptr @af, i32 %85, i32 %86 seq_cst seq_cst, align 4
  %88 = extractvalue { i32, i1 } %87, 0
  %89 = extractvalue { i32, i1 } %87, 1
  %90 = bitcast i32 %88 to float
  br i1 %89, label %91, label %82

91:                                               ; preds = %82
  %92 = load atomic double, ptr @ad seq_cst, align 8
  br label %93

93:                                               ; preds = %93, %91
  %94 = phi double [ %92, %91 ], [ %101, %93 ]
  %95 = fdiv double %94, 4.000000e+00
  %96 = bitcast double %94 to i64
  %97 = bitcast double %95 to i64
  %98 = cmpxchg ptr @ad, i64 %96, i64 %97 seq_cst seq_cst, align 8
  %99 = extractvalue { i64, i1 } %98, 0
  %100 = extractvalue { i64, i1 } %98, 1
  %101 = bitcast i64 %99 to double
  br i1 %100, label %102, label %93

102:                                              ; preds = %93
  %103 = load atomic i32, ptr @af seq_cst, align 4
  store i32 %103, ptr %29, align 4
  %104 = load float, ptr %29, align 4
  %105 = fpext float %104 to double
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, double noundef %105)
  %107 = load float, ptr %4, align 4
  %108 = fpext float %107 to double
  %109 = load float, ptr %7, align 4
  %110 = fpext float %109 to double
  %111 = load float, ptr %10, align 4
  %112 = fpext float %111 to double
  %113 = load float, ptr %13, align 4
  %114 = fpext float %113 to double
  %115 = load float, ptr %16, align 4
  %116 = fpext float %115 to double
  %117 = load float, ptr %3, align 4
  %118 = fpext float %117 to double
  %119 = load double, ptr %20, align 8
  %120 = load double, ptr %23, align 8
  %121 = load double, ptr %19, align 8
  %122 = load double, ptr %26, align 8
  %123 = load atomic i64, ptr @ad seq_cst, align 8
  store i64 %123, ptr %30, align 8
  %124 = load double, ptr %30, align 8
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, double noundef %108, double noundef %110, double noundef %112, double noundef %114, double noundef %116, double noundef %118, double noundef %119, double noundef %120, double noundef %121, double noundef %122, double noundef %124)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_fences() #0 {
  %1 = alloca i32, align 4
  fence acquire
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") acquire
  fence syncscope("singlethread") acquire
  fence syncscope("singlethread") release
  fence syncscope("singlethread") acq_rel
  fence syncscope("singlethread") seq_cst
  fence seq_cst
  fence syncscope("singlethread") acquire
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %7, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp sle i32 %3, 5
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  call void @fence_order(i32 noundef %6)
  br label %7

7:                                                ; preds = %5
  %8 = load i32, ptr %1, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %1, align 4
  br label %2, !llvm.loop !11

10:                                               ; preds = %2
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.42, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 2, i32 noundef 2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_aggregates() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i16, align 2
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i16, align 2
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i16, align 2
  %26 = alloca i64, align 8
  %27 = alloca [8 x i64], align 16
  %28 = alloca [8 x i8], align 1
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i64, align 8
  %40 = alloca i8, align 1
  %41 = alloca %struct.pair, align 4
  %42 = alloca %struct.pair, align 4
  %43 = alloca %struct.pair, align 4
  %44 = alloca %struct.pair, align 4
  %45 = alloca i8, align 1
  %46 = alloca %struct.pair, align 4
  %47 = alloca i8, align 1
  %48 = alloca %struct.pair, align 4
  %49 = alloca %struct.pair, align 4
  %50 = alloca %struct.pair, align 8
  %51 = alloca %struct.pair, align 4
  %52 = alloca %struct.pair, align 8
  store i32 6, ptr %1, align 4
  %53 = load i32, ptr %1, align 4
  %54 = sext i32 %53 to i64
  %55 = mul i64 24, %54
  %56 = call noalias ptr @malloc(i64 noundef %55) #6
  store ptr %56, ptr %2, align 8
  %57 = load ptr, ptr %2, align 8
  %58 = load i32, ptr %1, align 4
  %59 = sext i32 %58 to i64
  %60 = mul i64 24, %59
  call void @llvm.memset.p0.i64(ptr align 8 %57, i8 0, i64 %60, i1 false)
  store i32 0, ptr %3, align 4
  br label %61

61:                                               ; preds = %87, %0
  %62 = load i32, ptr %3, align 4
  %63 = load i32, ptr %1, align 4
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %90

65:                                               ; preds = %61
  %66 = load ptr, ptr %2, align 8
  %67 = load i32, ptr %3, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds %struct.node, ptr %66, i64 %68
  store ptr %69, ptr %4, align 8
  %70 = load i32, ptr %3, align 4
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.node, ptr %71, i32 0, i32 0
  store i32 %70, ptr %72, align 8
  %73 = load ptr, ptr %4, align 8
  %74 = getelementptr inbounds %struct.node, ptr %73, i32 0, i32 1
  store i32 1, ptr %74, align 4
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds %struct.node, ptr %75, i32 0, i32 2
  %77 = load i32, ptr %3, align 4
  %78 = mul nsw i32 %77, 1000
  %79 = trunc i32 %78 to i16
  store i16 %79, ptr %5, align 2
  %80 = load i16, ptr %5, align 2
  store atomic i16 %80, ptr %76 release, align 8
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.node, ptr %81, i32 0, i32 3
  %83 = load i32, ptr %3, align 4
  %84 = sext i32 %83 to i64
  %85 = shl i64 %84, 34
  store i64 %85, ptr %6, align 8
  %86 = load i64, ptr %6, align 8
  store atomic i64 %86, ptr %82 seq_cst, align 8
  br label %87

87:                                               ; preds = %65
  %88 = load i32, ptr %3, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %3, align 4
  br label %61, !llvm.loop !12

90:                                               ; preds = %61
  store i32 0, ptr %7, align 4
  br label %91

91:                                               ; preds = %160, %90
  %92 = load i32, ptr %7, align 4
  %93 = icmp slt i32 %92, 5
  br i1 %93, label %94, label %163

94:                                               ; preds = %91
  store i32 0, ptr %8, align 4
  br label %95

95:                                               ; preds = %156, %94
  %96 = load i32, ptr %8, align 4
  %97 = load i32, ptr %1, align 4
  %98 = icmp slt i32 %96, %97
  br i1 %98, label %99, label %159

99:                                               ; preds = %95
  %100 = load ptr, ptr %2, align 8
  %101 = load i32, ptr %8, align 4
  %102 = mul nsw i32 %101, 5
  %103 = load i32, ptr %7, align 4
  %104 = add nsw i32 %102, %103
  %105 = load i32, ptr %1, align 4
  %106 = srem i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds %struct.node, ptr %100, i64 %107
  store ptr %108, ptr %9, align 8
  %109 = load ptr, ptr %9, align 8
  %110 = getelementptr inbounds %struct.node, ptr %109, i32 0, i32 1
  %111 = load i32, ptr %8, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %10, align 4
  %113 = load i32, ptr %10, align 4
  %114 = atomicrmw add ptr %110, i32 %113 monotonic, align 4
  store i32 %114, ptr %11, align 4
  %115 = load i32, ptr %11, align 4
  %116 = load ptr, ptr %9, align 8
  %117 = getelementptr inbounds %struct.node, ptr %116, i32 0, i32 2
  %118 = load i32, ptr %7, align 4
  %119 = add nsw i32 %118, 1
  %120 = mul nsw i32 40503, %119
  %121 = trunc i32 %120 to i16
  store i16 %121, ptr %12, align 2
  %122 = load i16, ptr %12, align 2
  %123 = atomicrmw xor ptr %117, i16 %122 seq_cst, align 8
  store i16 %123, ptr %13, align 2
  %124 = load i16, ptr %13, align 2
  %125 = load ptr, ptr %9, align 8
  %126 = getelementptr inbounds %struct.node, ptr %125, i32 0, i32 3
  %127 = load i32, ptr %7, align 4
  %128 = sext i32 %127 to i64
  %129 = mul nsw i64 %128, 1000003
  store i64 %129, ptr %14, align 8
  %130 = load i64, ptr %14, align 8
  %131 = atomicrmw sub ptr %126, i64 %130 seq_cst, align 8
  store i64 %131, ptr %15, align 8
  %132 = load i64, ptr %15, align 8
  %133 = load ptr, ptr %9, align 8
  %134 = getelementptr inbounds %struct.node, ptr %133, i32 0, i32 1
  %135 = load atomic i32, ptr %134 seq_cst, align 4
  store i32 %135, ptr %17, align 4
  %136 = load i32, ptr %17, align 4
  store i32 %136, ptr %16, align 4
  br label %137

137:                                              ; preds = %154, %99
  %138 = load ptr, ptr %9, align 8
  %139 = getelementptr inbounds %struct.node, ptr %138, i32 0, i32 1
  %140 = load i32, ptr %16, align 4
  %141 = srem i32 %140, 97
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %18, align 4
  %143 = load i32, ptr %16, align 4
  %144 = load i32, ptr %18, align 4
  %145 = cmpxchg weak ptr %139, i32 %143, i32 %144 seq_cst seq_cst, align 4
  %146 = extractvalue { i32, i1 } %145, 0
  %147 = extractvalue { i32, i1 } %145, 1
  br i1 %147, label %149, label %148

148:                                              ; preds = %137
  store i32 %146, ptr %16, align 4
  br label %149

149:                                              ; preds = %148, %137
  %150 = zext i1 %147 to i8
  store i8 %150, ptr %19, align 1
  %151 = load i8, ptr %19, align 1
  %152 = trunc i8 %151 to i1
  %153 = xor i1 %152, true
  br i1 %153, label %154, label %155

154:                                              ; preds = %149
  br label %137, !llvm.loop !13

155:                                              ; preds = %149
  br label %156

156:                                              ; preds = %155
  %157 = load i32, ptr %8, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %8, align 4
  br label %95, !llvm.loop !14

159:                                              ; preds = %95
  br label %160

160:                                              ; preds = %159
  %161 = load i32, ptr %7, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %7, align 4
  br label %91, !llvm.loop !15

163:                                              ; preds = %91
  store i32 0, ptr %20, align 4
  br label %164

164:                                              ; preds = %221, %163
  %165 = load i32, ptr %20, align 4
  %166 = load i32, ptr %1, align 4
  %167 = icmp slt i32 %165, %166
  br i1 %167, label %168, label %224

168:                                              ; preds = %164
  %169 = load ptr, ptr %2, align 8
  %170 = load i32, ptr %20, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds %struct.node, ptr %169, i64 %171
  %173 = getelementptr inbounds %struct.node, ptr %172, i32 0, i32 1
  %174 = load atomic i32, ptr %173 seq_cst, align 4
  store i32 %174, ptr %21, align 4
  %175 = load i32, ptr %21, align 4
  %176 = sext i32 %175 to i64
  call void @mix(i64 noundef %176)
  %177 = load ptr, ptr %2, align 8
  %178 = load i32, ptr %20, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds %struct.node, ptr %177, i64 %179
  %181 = getelementptr inbounds %struct.node, ptr %180, i32 0, i32 2
  %182 = load atomic i16, ptr %181 seq_cst, align 8
  store i16 %182, ptr %22, align 2
  %183 = load i16, ptr %22, align 2
  %184 = zext i16 %183 to i64
  call void @mix(i64 noundef %184)
  %185 = load ptr, ptr %2, align 8
  %186 = load i32, ptr %20, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds %struct.node, ptr %185, i64 %187
  %189 = getelementptr inbounds %struct.node, ptr %188, i32 0, i32 3
  %190 = load atomic i64, ptr %189 seq_cst, align 8
  store i64 %190, ptr %23, align 8
  %191 = load i64, ptr %23, align 8
  call void @mix(i64 noundef %191)
  %192 = load ptr, ptr %2, align 8
  %193 = load i32, ptr %20, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds %struct.node, ptr %192, i64 %194
  %196 = getelementptr inbounds %struct.node, ptr %195, i32 0, i32 0
  %197 = load i32, ptr %196, align 8
  %198 = load ptr, ptr %2, align 8
  %199 = load i32, ptr %20, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds %struct.node, ptr %198, i64 %200
  %202 = getelementptr inbounds %struct.node, ptr %201, i32 0, i32 1
  %203 = load atomic i32, ptr %202 seq_cst, align 4
  store i32 %203, ptr %24, align 4
  %204 = load i32, ptr %24, align 4
  %205 = load ptr, ptr %2, align 8
  %206 = load i32, ptr %20, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds %struct.node, ptr %205, i64 %207
  %209 = getelementptr inbounds %struct.node, ptr %208, i32 0, i32 2
  %210 = load atomic i16, ptr %209 seq_cst, align 8
  store i16 %210, ptr %25, align 2
  %211 = load i16, ptr %25, align 2
  %212 = zext i16 %211 to i32
  %213 = load ptr, ptr %2, align 8
  %214 = load i32, ptr %20, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds %struct.node, ptr %213, i64 %215
  %217 = getelementptr inbounds %struct.node, ptr %216, i32 0, i32 3
  %218 = load atomic i64, ptr %217 seq_cst, align 8
  store i64 %218, ptr %26, align 8
  %219 = load i64, ptr %26, align 8
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, i32 noundef %197, i32 noundef %204, i32 noundef %212, i64 noundef %219)
  br label %221

221:                                              ; preds = %168
  %222 = load i32, ptr %20, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %20, align 4
  br label %164, !llvm.loop !16

224:                                              ; preds = %164
  %225 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %225) #7
  store i32 0, ptr %29, align 4
  br label %226

226:                                              ; preds = %242, %224
  %227 = load i32, ptr %29, align 4
  %228 = icmp slt i32 %227, 8
  br i1 %228, label %229, label %245

229:                                              ; preds = %226
  %230 = load i32, ptr %29, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [8 x i64], ptr %27, i64 0, i64 %231
  %233 = load i32, ptr %29, align 4
  %234 = sub nsw i32 0, %233
  %235 = sext i32 %234 to i64
  store i64 %235, ptr %232, align 8
  %236 = load i32, ptr %29, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [8 x i8], ptr %28, i64 0, i64 %237
  %239 = load i32, ptr %29, align 4
  %240 = add nsw i32 250, %239
  %241 = trunc i32 %240 to i8
  store i8 %241, ptr %238, align 1
  br label %242

242:                                              ; preds = %229
  %243 = load i32, ptr %29, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %29, align 4
  br label %226, !llvm.loop !17

245:                                              ; preds = %226
  store i32 0, ptr %30, align 4
  br label %246

246:                                              ; preds = %270, %245
  %247 = load i32, ptr %30, align 4
  %248 = icmp slt i32 %247, 64
  br i1 %248, label %249, label %273

249:                                              ; preds = %246
  %250 = load i32, ptr %30, align 4
  %251 = mul nsw i32 %250, 3
  %252 = and i32 %251, 7
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [8 x i64], ptr %27, i64 0, i64 %253
  store ptr %254, ptr %31, align 8
  %255 = load ptr, ptr %31, align 8
  %256 = load i32, ptr %30, align 4
  %257 = load i32, ptr %30, align 4
  %258 = mul nsw i32 %256, %257
  %259 = sext i32 %258 to i64
  store i64 %259, ptr %32, align 8
  %260 = load i64, ptr %32, align 8
  %261 = atomicrmw add ptr %255, i64 %260 seq_cst, align 8
  store i64 %261, ptr %33, align 8
  %262 = load i64, ptr %33, align 8
  %263 = load i32, ptr %30, align 4
  %264 = and i32 %263, 7
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [8 x i8], ptr %28, i64 0, i64 %265
  store i8 3, ptr %34, align 1
  %267 = load i8, ptr %34, align 1
  %268 = atomicrmw add ptr %266, i8 %267 monotonic, align 1
  store i8 %268, ptr %35, align 1
  %269 = load i8, ptr %35, align 1
  br label %270

270:                                              ; preds = %249
  %271 = load i32, ptr %30, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %30, align 4
  br label %246, !llvm.loop !18

273:                                              ; preds = %246
  store i64 0, ptr %36, align 8
  store i32 0, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %274

274:                                              ; preds = %296, %273
  %275 = load i32, ptr %38, align 4
  %276 = icmp slt i32 %275, 8
  br i1 %276, label %277, label %299

277:                                              ; preds = %274
  %278 = getelementptr inbounds [8 x i64], ptr %27, i64 0, i64 0
  %279 = load i32, ptr %38, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds i64, ptr %278, i64 %280
  %282 = load atomic i64, ptr %281 seq_cst, align 8
  store i64 %282, ptr %39, align 8
  %283 = load i64, ptr %39, align 8
  %284 = load i64, ptr %36, align 8
  %285 = add nsw i64 %284, %283
  store i64 %285, ptr %36, align 8
  %286 = load i32, ptr %37, align 4
  %287 = mul i32 %286, 31
  %288 = getelementptr inbounds [8 x i8], ptr %28, i64 0, i64 0
  %289 = load i32, ptr %38, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds i8, ptr %288, i64 %290
  %292 = load atomic i8, ptr %291 acquire, align 1
  store i8 %292, ptr %40, align 1
  %293 = load i8, ptr %40, align 1
  %294 = zext i8 %293 to i32
  %295 = add i32 %287, %294
  store i32 %295, ptr %37, align 4
  br label %296

296:                                              ; preds = %277
  %297 = load i32, ptr %38, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %38, align 4
  br label %274, !llvm.loop !19

299:                                              ; preds = %274
  %300 = load i64, ptr %36, align 8
  call void @mix(i64 noundef %300)
  %301 = load i32, ptr %37, align 4
  %302 = zext i32 %301 to i64
  call void @mix(i64 noundef %302)
  %303 = load i64, ptr %36, align 8
  %304 = load i32, ptr %37, align 4
  %305 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, i64 noundef %303, i32 noundef %304)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 @__const.test_aggregates.pv, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %41, i64 8, i1 false)
  %306 = load i64, ptr %42, align 4
  store atomic i64 %306, ptr @apair seq_cst, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 4 @__const.test_aggregates.pe, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 @__const.test_aggregates.pn, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 4 %44, i64 8, i1 false)
  %307 = load i64, ptr %43, align 4
  %308 = load i64, ptr %46, align 4
  %309 = cmpxchg ptr @apair, i64 %307, i64 %308 seq_cst seq_cst, align 8
  %310 = extractvalue { i64, i1 } %309, 0
  %311 = extractvalue { i64, i1 } %309, 1
  br i1 %311, label %313, label %312

312:                                              ; preds = %299
  store i64 %310, ptr %43, align 4
  br label %313

313:                                              ; preds = %312, %299
  %314 = zext i1 %311 to i8
  store i8 %314, ptr %47, align 1
  %315 = load i8, ptr %47, align 1
  %316 = trunc i8 %315 to i1
  %317 = zext i1 %316 to i8
  store i8 %317, ptr %45, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %41, i64 8, i1 false)
  %318 = load i64, ptr %49, align 4
  %319 = atomicrmw xchg ptr @apair, i64 %318 seq_cst, align 8
  store i64 %319, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %48, ptr align 8 %50, i64 8, i1 false)
  %320 = load atomic i64, ptr @apair seq_cst, align 8
  store i64 %320, ptr %52, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 8 %52, i64 8, i1 false)
  %321 = load i8, ptr %45, align 1
  %322 = trunc i8 %321 to i1
  %323 = zext i1 %322 to i32
  %324 = getelementptr inbounds %struct.pair, ptr %48, i32 0, i32 0
  %325 = load i32, ptr %324, align 4
  %326 = getelementptr inbounds %struct.pair, ptr %48, i32 0, i32 1
  %327 = load i32, ptr %326, align 4
  %328 = getelementptr inbounds %struct.pair, ptr %51, i32 0, i32 0
  %329 = load i32, ptr %328, align 4
  %330 = getelementptr inbounds %struct.pair, ptr %51, i32 0, i32 1
  %331 = load i32, ptr %330, align 4
  %332 = call i32 (ptr, ...) @printf(ptr noundef @.str.45, i32 noundef %323, i32 noundef %325, i32 noundef %327, i32 noundef %329, i32 noundef %331)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr @checksum, align 8
  %5 = xor i64 %4, %3
  store i64 %5, ptr @checksum, align 8
  %6 = load i64, ptr @checksum, align 8
  %7 = mul i64 %6, 1099511628211
  store i64 %7, ptr @checksum, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_order(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  store i32 %10, ptr %7, align 4
  switch i32 %9, label %11 [
    i32 3, label %13
    i32 5, label %15
  ]

11:                                               ; preds = %3
  %12 = load i32, ptr %7, align 4
  store atomic i32 %12, ptr %8 monotonic, align 4
  br label %17

13:                                               ; preds = %3
  %14 = load i32, ptr %7, align 4
  store atomic i32 %14, ptr %8 release, align 4
  br label %17

15:                                               ; preds = %3
  %16 = load i32, ptr %7, align 4
  store atomic i32 %16, ptr %8 seq_cst, align 4
  br label %17

17:                                               ; preds = %15, %13, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load_order(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  switch i32 %7, label %8 [
    i32 1, label %10
    i32 2, label %10
    i32 5, label %12
  ]

8:                                                ; preds = %2
  %9 = load atomic i32, ptr %6 monotonic, align 4
  store i32 %9, ptr %5, align 4
  br label %14

10:                                               ; preds = %2, %2
  %11 = load atomic i32, ptr %6 acquire, align 4
  store i32 %11, ptr %5, align 4
  br label %14

12:                                               ; preds = %2
  %13 = load atomic i32, ptr %6 seq_cst, align 4
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %12, %10, %8
  %15 = load i32, ptr %5, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rmw_order(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  store i32 %11, ptr %7, align 4
  switch i32 %10, label %12 [
    i32 1, label %15
    i32 2, label %15
    i32 3, label %18
    i32 4, label %21
    i32 5, label %24
  ]

12:                                               ; preds = %3
  %13 = load i32, ptr %7, align 4
  %14 = atomicrmw add ptr %9, i32 %13 monotonic, align 4
  store i32 %14, ptr %8, align 4
  br label %27

15:                                               ; preds = %3, %3
  %16 = load i32, ptr %7, align 4
  %17 = atomicrmw add ptr %9, i32 %16 acquire, align 4
  store i32 %17, ptr %8, align 4
  br label %27

18:                                               ; preds = %3
  %19 = load i32, ptr %7, align 4
  %20 = atomicrmw add ptr %9, i32 %19 release, align 4
  store i32 %20, ptr %8, align 4
  br label %27

21:                                               ; preds = %3
  %22 = load i32, ptr %7, align 4
  %23 = atomicrmw add ptr %9, i32 %22 acq_rel, align 4
  store i32 %23, ptr %8, align 4
  br label %27

24:                                               ; preds = %3
  %25 = load i32, ptr %7, align 4
  %26 = atomicrmw add ptr %9, i32 %25 seq_cst, align 4
  store i32 %26, ptr %8, align 4
  br label %27

27:                                               ; preds = %24, %21, %18, %15, %12
  %28 = load i32, ptr %8, align 4
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @cas_order(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %13 = load ptr, ptr %6, align 8
  %14 = load i32, ptr %9, align 4
  %15 = load ptr, ptr %7, align 8
  %16 = load i32, ptr %8, align 4
  store i32 %16, ptr %11, align 4
  %17 = load i32, ptr %10, align 4
  switch i32 %14, label %18 [
    i32 1, label %19
    i32 2, label %19
    i32 3, label %20
    i32 4, label %21
    i32 5, label %22
  ]

18:                                               ; preds = %5
  switch i32 %17, label %26 [
    i32 1, label %32
    i32 2, label %32
    i32 5, label %38
  ]

19:                                               ; preds = %5, %5
  switch i32 %17, label %54 [
    i32 1, label %60
    i32 2, label %60
    i32 5, label %66
  ]

20:                                               ; preds = %5
  switch i32 %17, label %82 [
    i32 1, label %88
    i32 2, label %88
    i32 5, label %94
  ]

21:                                               ; preds = %5
  switch i32 %17, label %110 [
    i32 1, label %116
    i32 2, label %116
    i32 5, label %122
  ]

22:                                               ; preds = %5
  switch i32 %17, label %138 [
    i32 1, label %144
    i32 2, label %144
    i32 5, label %150
  ]

23:                                               ; preds = %156, %128, %100, %72, %44
  %24 = load i8, ptr %12, align 1
  %25 = trunc i8 %24 to i1
  ret i1 %25

26:                                               ; preds = %18
  %27 = load i32, ptr %15, align 4
  %28 = load i32, ptr %11, align 4
  %29 = cmpxchg ptr %13, i32 %27, i32 %28 monotonic monotonic, align 4
  %30 = extractvalue { i32, i1 } %29, 0
  %31 = extractvalue { i32, i1 } %29, 1
  br i1 %31, label %46, label %45

32:                                               ; preds = %18, %18
  %33 = load i32, ptr %15, align 4
  %34 = load i32, ptr %11, align 4
  %35 = cmpxchg ptr %13, i32 %33, i32 %34 monotonic acquire, align 4
  %36 = extractvalue { i32, i1 } %35, 0
  %37 = extractvalue { i32, i1 } %35, 1
  br i1 %37, label %49, label %48

38:                                               ; preds = %18
  %39 = load i32, ptr %15, align 4
  %40 = load i32, ptr %11, align 4
  %41 = cmpxchg ptr %13, i32 %39, i32 %40 monotonic seq_cst, align 4
  %42 = extractvalue { i32, i1 } %41, 0
  %43 = extractvalue { i32, i1 } %41, 1
  br i1 %43, label %52, label %51

44:                                               ; preds = %52, %49, %46
  br label %23

45:                                               ; preds = %26
  store i32 %30, ptr %15, align 4
  br label %46

46:                                               ; preds = %45, %26
  %47 = zext i1 %31 to i8
  store i8 %47, ptr %12, align 1
  br label %44

48:                                               ; preds = %32
  store i32 %36, ptr %15, align 4
  br label %49

49:                                               ; preds = %48, %32
  %50 = zext i1 %37 to i8
  store i8 %50, ptr %12, align 1
  br label %44

51:                                               ; preds = %38
  store i32 %42, ptr %15, align 4
  br label %52

52:                                               ; preds = %51, %38
  %53 = zext i1 %43 to i8
  store i8 %53, ptr %12, align 1
  br label %44

54:                                               ; preds = %19
  %55 = load i32, ptr %15, align 4
  %56 = load i32, ptr %11, align 4
  %57 = cmpxchg ptr %13, i32 %55, i32 %56 acquire monotonic, align 4
  %58 = extractvalue { i32, i1 } %57, 0
  %59 = extractvalue { i32, i1 } %57, 1
  br i1 %59, label %74, label %73

60:                                               ; preds = %19, %19
  %61 = load i32, ptr %15, align 4
  %62 = load i32, ptr %11, align 4
  %63 = cmpxchg ptr %13, i32 %61, i32 %62 acquire acquire, align 4
  %64 = extractvalue { i32, i1 } %63, 0
  %65 = extractvalue { i32, i1 } %63, 1
  br i1 %65, label %77, label %76

66:                                               ; preds = %19
  %67 = load i32, ptr %15, align 4
  %68 = load i32, ptr %11, align 4
  %69 = cmpxchg ptr %13, i32 %67, i32 %68 acquire seq_cst, align 4
  %70 = extractvalue { i32, i1 } %69, 0
  %71 = extractvalue { i32, i1 } %69, 1
  br i1 %71, label %80, label %79

72:                                               ; preds = %80, %77, %74
  br label %23

73:                                               ; preds = %54
  store i32 %58, ptr %15, align 4
  br label %74

74:                                               ; preds = %73, %54
  %75 = zext i1 %59 to i8
  store i8 %75, ptr %12, align 1
  br label %72

76:                                               ; preds = %60
  store i32 %64, ptr %15, align 4
  br label %77

77:                                               ; preds = %76, %60
  %78 = zext i1 %65 to i8
  store i8 %78, ptr %12, align 1
  br label %72

79:                                               ; preds = %66
  store i32 %70, ptr %15, align 4
  br label %80

80:                                               ; preds = %79, %66
  %81 = zext i1 %71 to i8
  store i8 %81, ptr %12, align 1
  br label %72

82:                                               ; preds = %20
  %83 = load i32, ptr %15, align 4
  %84 = load i32, ptr %11, align 4
  %85 = cmpxchg ptr %13, i32 %83, i32 %84 release monotonic, align 4
  %86 = extractvalue { i32, i1 } %85, 0
  %87 = extractvalue { i32, i1 } %85, 1
  br i1 %87, label %102, label %101

88:                                               ; preds = %20, %20
  %89 = load i32, ptr %15, align 4
  %90 = load i32, ptr %11, align 4
  %91 = cmpxchg ptr %13, i32 %89, i32 %90 release acquire, align 4
  %92 = extractvalue { i32, i1 } %91, 0
  %93 = extractvalue { i32, i1 } %91, 1
  br i1 %93, label %105, label %104

94:                                               ; preds = %20
  %95 = load i32, ptr %15, align 4
  %96 = load i32, ptr %11, align 4
  %97 = cmpxchg ptr %13, i32 %95, i32 %96 release seq_cst, align 4
  %98 = extractvalue { i32, i1 } %97, 0
  %99 = extractvalue { i32, i1 } %97, 1
  br i1 %99, label %108, label %107

100:                                              ; preds = %108, %105, %102
  br label %23

101:                                              ; preds = %82
  store i32 %86, ptr %15, align 4
  br label %102

102:                                              ; preds = %101, %82
  %103 = zext i1 %87 to i8
  store i8 %103, ptr %12, align 1
  br label %100

104:                                              ; preds = %88
  store i32 %92, ptr %15, align 4
  br label %105

105:                                              ; preds = %104, %88
  %106 = zext i1 %93 to i8
  store i8 %106, ptr %12, align 1
  br label %100

107:                                              ; preds = %94
  store i32 %98, ptr %15, align 4
  br label %108

108:                                              ; preds = %107, %94
  %109 = zext i1 %99 to i8
  store i8 %109, ptr %12, align 1
  br label %100

110:                                              ; preds = %21
  %111 = load i32, ptr %15, align 4
  %112 = load i32, ptr %11, align 4
  %113 = cmpxchg ptr %13, i32 %111, i32 %112 acq_rel monotonic, align 4
  %114 = extractvalue { i32, i1 } %113, 0
  %115 = extractvalue { i32, i1 } %113, 1
  br i1 %115, label %130, label %129

116:                                              ; preds = %21, %21
  %117 = load i32, ptr %15, align 4
  %118 = load i32, ptr %11, align 4
  %119 = cmpxchg ptr %13, i32 %117, i32 %118 acq_rel acquire, align 4
  %120 = extractvalue { i32, i1 } %119, 0
  %121 = extractvalue { i32, i1 } %119, 1
  br i1 %121, label %133, label %132

122:                                              ; preds = %21
  %123 = load i32, ptr %15, align 4
  %124 = load i32, ptr %11, align 4
  %125 = cmpxchg ptr %13, i32 %123, i32 %124 acq_rel seq_cst, align 4
  %126 = extractvalue { i32, i1 } %125, 0
  %127 = extractvalue { i32, i1 } %125, 1
  br i1 %127, label %136, label %135

128:                                              ; preds = %136, %133, %130
  br label %23

129:                                              ; preds = %110
  store i32 %114, ptr %15, align 4
  br label %130

130:                                              ; preds = %129, %110
  %131 = zext i1 %115 to i8
  store i8 %131, ptr %12, align 1
  br label %128

132:                                              ; preds = %116
  store i32 %120, ptr %15, align 4
  br label %133

133:                                              ; preds = %132, %116
  %134 = zext i1 %121 to i8
  store i8 %134, ptr %12, align 1
  br label %128

135:                                              ; preds = %122
  store i32 %126, ptr %15, align 4
  br label %136

136:                                              ; preds = %135, %122
  %137 = zext i1 %127 to i8
  store i8 %137, ptr %12, align 1
  br label %128

138:                                              ; preds = %22
  %139 = load i32, ptr %15, align 4
  %140 = load i32, ptr %11, align 4
  %141 = cmpxchg ptr %13, i32 %139, i32 %140 seq_cst monotonic, align 4
  %142 = extractvalue { i32, i1 } %141, 0
  %143 = extractvalue { i32, i1 } %141, 1
  br i1 %143, label %158, label %157

144:                                              ; preds = %22, %22
  %145 = load i32, ptr %15, align 4
  %146 = load i32, ptr %11, align 4
  %147 = cmpxchg ptr %13, i32 %145, i32 %146 seq_cst acquire, align 4
  %148 = extractvalue { i32, i1 } %147, 0
  %149 = extractvalue { i32, i1 } %147, 1
  br i1 %149, label %161, label %160

150:                                              ; preds = %22
  %151 = load i32, ptr %15, align 4
  %152 = load i32, ptr %11, align 4
  %153 = cmpxchg ptr %13, i32 %151, i32 %152 seq_cst seq_cst, align 4
  %154 = extractvalue { i32, i1 } %153, 0
  %155 = extractvalue { i32, i1 } %153, 1
  br i1 %155, label %164, label %163

156:                                              ; preds = %164, %161, %158
  br label %23

157:                                              ; preds = %138
  store i32 %142, ptr %15, align 4
  br label %158

158:                                              ; preds = %157, %138
  %159 = zext i1 %143 to i8
  store i8 %159, ptr %12, align 1
  br label %156

160:                                              ; preds = %144
  store i32 %148, ptr %15, align 4
  br label %161

161:                                              ; preds = %160, %144
  %162 = zext i1 %149 to i8
  store i8 %162, ptr %12, align 1
  br label %156

163:                                              ; preds = %150
  store i32 %154, ptr %15, align 4
  br label %164

164:                                              ; preds = %163, %150
  %165 = zext i1 %155 to i8
  store i8 %165, ptr %12, align 1
  br label %156
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @cas_fadd(ptr noundef %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load atomic i32, ptr %9 monotonic, align 4
  store i32 %10, ptr %6, align 4
  %11 = load float, ptr %6, align 4
  store float %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %28, %2
  %13 = load ptr, ptr %3, align 8
  %14 = load float, ptr %5, align 4
  %15 = load float, ptr %4, align 4
  %16 = fadd float %14, %15
  store float %16, ptr %7, align 4
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %7, align 4
  %19 = cmpxchg weak ptr %13, i32 %17, i32 %18 acq_rel monotonic, align 4
  %20 = extractvalue { i32, i1 } %19, 0
  %21 = extractvalue { i32, i1 } %19, 1
  br i1 %21, label %23, label %22

22:                                               ; preds = %12
  store i32 %20, ptr %5, align 4
  br label %23

23:                                               ; preds = %22, %12
  %24 = zext i1 %21 to i8
  store i8 %24, ptr %8, align 1
  %25 = load i8, ptr %8, align 1
  %26 = trunc i8 %25 to i1
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  br label %12, !llvm.loop !20

29:                                               ; preds = %23
  %30 = load float, ptr %5, align 4
  ret float %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fence_order(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %8 [
    i32 1, label %4
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
    i32 5, label %7
  ]

4:                                                ; preds = %1, %1
  fence acquire
  br label %8

5:                                                ; preds = %1
  fence release
  br label %8

6:                                                ; preds = %1
  fence acq_rel
  br label %8

7:                                                ; preds = %1
  fence seq_cst
  br label %8

8:                                                ; preds = %7, %6, %5, %4, %1
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

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

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
@checksum = internal unnamed_addr global i64 1469598103934665603, align 8
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
@test_cas.succ = internal unnamed_addr constant [6 x i32] [i32 5, i32 4, i32 3, i32 2, i32 0, i32 1], align 16
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
@apair = internal global %struct.pair zeroinitializer, align 8
@.str.45 = private unnamed_addr constant [31 x i8] c"struct atomic: %d %d,%d %d,%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i64], align 16
  %2 = alloca [8 x i8], align 8
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  %5 = alloca i8, align 1
  %6 = alloca i16, align 2
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i16, align 2
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.atomic_flag, align 1
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = load atomic i8, ptr @ac monotonic, align 1
  %29 = load atomic i8, ptr @ac acquire, align 1
  %30 = load atomic i8, ptr @ac acquire, align 1
  %31 = load atomic i8, ptr @ac seq_cst, align 1
  %32 = load atomic i8, ptr @ac seq_cst, align 1
  %33 = sext i8 %28 to i32
  %34 = sext i8 %29 to i32
  %35 = sext i8 %30 to i32
  %36 = sext i8 %31 to i32
  %37 = sext i8 %32 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37)
  store atomic i8 120, ptr @ac monotonic, align 1
  store atomic i8 121, ptr @ac release, align 1
  store atomic i8 122, ptr @ac seq_cst, align 1
  %39 = load atomic i8, ptr @ac seq_cst, align 1
  %40 = sext i8 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40)
  %42 = load atomic i16, ptr @as monotonic, align 2
  %43 = sext i16 %42 to i32
  %44 = shl i16 %42, 1
  store atomic i16 %44, ptr @as release, align 2
  %45 = load atomic i16, ptr @as acquire, align 2
  store atomic i16 -32768, ptr @as seq_cst, align 2
  %46 = sext i16 %45 to i32
  %47 = load atomic i16, ptr @as acquire, align 2
  %48 = sext i16 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43, i32 noundef %46, i32 noundef %48)
  %50 = load atomic i32, ptr @ai acquire, align 4
  %51 = add nsw i32 %50, 1
  store atomic i32 %51, ptr @ai monotonic, align 4
  %52 = load atomic i32, ptr @ai monotonic, align 4
  store atomic i32 -2147483648, ptr @ai release, align 4
  %53 = load atomic i32, ptr @ai acquire, align 4
  store atomic i32 100, ptr @ai seq_cst, align 4
  %54 = load atomic i32, ptr @ai seq_cst, align 4
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %50, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  %56 = load atomic i64, ptr @all acquire, align 8
  store atomic i64 9223372036854775807, ptr @all release, align 8
  %57 = load atomic i64, ptr @all monotonic, align 8
  %58 = mul nsw i64 %56, 3
  store atomic i64 %58, ptr @all monotonic, align 8
  %59 = load atomic i64, ptr @all acquire, align 8
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %56, i64 noundef %57, i64 noundef %59)
  %61 = load atomic i64, ptr @ap acquire, align 8
  %62 = inttoptr i64 %61 to ptr
  store atomic i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @target, i64 8) to i64), ptr @ap release, align 8
  %63 = load atomic i64, ptr @ap acquire, align 8
  %64 = inttoptr i64 %63 to ptr
  store atomic i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @target, i64 4) to i64), ptr @ap monotonic, align 8
  %65 = load atomic i64, ptr @ap monotonic, align 8
  %66 = inttoptr i64 %65 to ptr
  %67 = load i32, ptr %62, align 4, !tbaa !5
  %68 = load i32, ptr %64, align 4, !tbaa !5
  %69 = load i32, ptr %66, align 4, !tbaa !5
  %70 = load atomic i64, ptr @ap seq_cst, align 8
  %71 = sub i64 %70, ptrtoint (ptr @target to i64)
  %72 = lshr exact i64 %71, 2
  %73 = trunc i64 %72 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %73)
  %75 = load atomic i32, ptr @af monotonic, align 4
  %76 = bitcast i32 %75 to float
  %77 = fmul float %76, 4.000000e+00
  %78 = bitcast float %77 to i32
  store atomic i32 %78, ptr @af release, align 4
  %79 = load atomic i32, ptr @af acquire, align 4
  %80 = bitcast i32 %79 to float
  store atomic i32 -1090519040, ptr @af seq_cst, align 4
  %81 = fpext float %76 to double
  %82 = fpext float %80 to double
  %83 = load atomic i32, ptr @af acquire, align 4
  %84 = bitcast i32 %83 to float
  %85 = fpext float %84 to double
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %81, double noundef %82, double noundef %85)
  %87 = load atomic i64, ptr @ad seq_cst, align 8
  %88 = bitcast i64 %87 to double
  %89 = fmul double %88, 1.250000e-01
  %90 = bitcast double %89 to i64
  store atomic i64 %90, ptr @ad monotonic, align 8
  %91 = load atomic i64, ptr @ad acquire, align 8
  %92 = bitcast i64 %91 to double
  store atomic i64 9094988921128908188, ptr @ad release, align 8
  %93 = load atomic i64, ptr @ad acquire, align 8
  %94 = bitcast i64 %93 to double
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %88, double noundef %92, double noundef %94)
  %96 = load atomic i8, ptr @ab monotonic, align 1
  store atomic i8 1, ptr @ab release, align 1
  %97 = load atomic i8, ptr @ab acquire, align 1
  %98 = and i8 %97, 1
  %99 = xor i8 %98, 1
  store atomic i8 %99, ptr @ab seq_cst, align 1
  %100 = and i8 %96, 1
  %101 = zext nneg i8 %100 to i32
  %102 = zext nneg i8 %98 to i32
  %103 = load atomic i8, ptr @ab acquire, align 1
  %104 = and i8 %103, 1
  %105 = zext nneg i8 %104 to i32
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %101, i32 noundef %102, i32 noundef %105)
  %107 = load atomic volatile i32, ptr @avi seq_cst, align 4, !tbaa !9
  %108 = add nsw i32 %107, 3
  store atomic volatile i32 %108, ptr @avi seq_cst, align 4, !tbaa !9
  %109 = load atomic volatile i32, ptr @avi seq_cst, align 4, !tbaa !9
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %109)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27) #9
  store i32 41, ptr %27, align 4, !tbaa !9
  call fastcc void @store_order(ptr noundef nonnull %27, i32 noundef 1, i32 noundef 0)
  call fastcc void @store_order(ptr noundef nonnull %27, i32 noundef 2, i32 noundef 3)
  call fastcc void @store_order(ptr noundef nonnull %27, i32 noundef 3, i32 noundef 5)
  %111 = call fastcc i32 @load_order(ptr noundef nonnull %27, i32 noundef 0)
  %112 = call fastcc i32 @load_order(ptr noundef nonnull %27, i32 noundef 1)
  %113 = add nsw i32 %112, %111
  %114 = call fastcc i32 @load_order(ptr noundef nonnull %27, i32 noundef 2)
  %115 = add nsw i32 %113, %114
  %116 = call fastcc i32 @load_order(ptr noundef nonnull %27, i32 noundef 5)
  %117 = add nsw i32 %115, %116
  %118 = call fastcc i32 @rmw_order(ptr noundef nonnull %27, i32 noundef 0)
  %119 = add nsw i32 %117, %118
  %120 = call fastcc i32 @rmw_order(ptr noundef nonnull %27, i32 noundef 1)
  %121 = add nsw i32 %119, %120
  %122 = call fastcc i32 @rmw_order(ptr noundef nonnull %27, i32 noundef 2)
  %123 = add nsw i32 %121, %122
  %124 = call fastcc i32 @rmw_order(ptr noundef nonnull %27, i32 noundef 3)
  %125 = add nsw i32 %123, %124
  %126 = call fastcc i32 @rmw_order(ptr noundef nonnull %27, i32 noundef 4)
  %127 = add nsw i32 %125, %126
  %128 = call fastcc i32 @rmw_order(ptr noundef nonnull %27, i32 noundef 5)
  %129 = add nsw i32 %127, %128
  %130 = load atomic i32, ptr %27 seq_cst, align 4
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %129, i32 noundef %130)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #9
  %132 = atomicrmw xchg ptr @ac, i8 113 seq_cst, align 1
  %133 = atomicrmw xchg ptr @as, i16 1234 acq_rel, align 2
  %134 = atomicrmw xchg ptr @ai, i32 -1 monotonic, align 4
  %135 = atomicrmw xchg ptr @all, i64 1099511627776 acquire, align 8
  %136 = atomicrmw xchg ptr @ap, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @target, i64 12) to i64) release, align 8
  %137 = inttoptr i64 %136 to ptr
  %138 = atomicrmw xchg ptr @af, i32 1081081856 seq_cst, align 4
  %139 = bitcast i32 %138 to float
  %140 = atomicrmw xchg ptr @ad, i64 4593671619917905920 seq_cst, align 8
  %141 = bitcast i64 %140 to double
  %142 = atomicrmw xchg ptr @ab, i8 1 seq_cst, align 1
  %143 = sext i8 %132 to i32
  %144 = sext i16 %133 to i32
  %145 = load i32, ptr %137, align 4, !tbaa !5
  %146 = fpext float %139 to double
  %147 = and i8 %142, 1
  %148 = zext nneg i8 %147 to i32
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %143, i32 noundef %144, i32 noundef %134, i64 noundef %135, i32 noundef %145, double noundef %146, double noundef %141, i32 noundef %148)
  %150 = load atomic i8, ptr @ac seq_cst, align 1
  %151 = sext i8 %150 to i32
  %152 = load atomic i16, ptr @as seq_cst, align 2
  %153 = sext i16 %152 to i32
  %154 = load atomic i32, ptr @ai seq_cst, align 4
  %155 = load atomic i64, ptr @all seq_cst, align 8
  %156 = load atomic i64, ptr @ap seq_cst, align 8
  %157 = inttoptr i64 %156 to ptr
  %158 = load i32, ptr %157, align 4, !tbaa !5
  %159 = load atomic i32, ptr @af seq_cst, align 4
  %160 = bitcast i32 %159 to float
  %161 = fpext float %160 to double
  %162 = load atomic i64, ptr @ad seq_cst, align 8
  %163 = bitcast i64 %162 to double
  %164 = load atomic i8, ptr @ab seq_cst, align 1
  %165 = and i8 %164, 1
  %166 = zext nneg i8 %165 to i32
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %151, i32 noundef %153, i32 noundef %154, i64 noundef %155, i32 noundef %158, double noundef %161, double noundef %163, i32 noundef %166)
  store atomic i32 50, ptr @ai seq_cst, align 4
  %168 = cmpxchg ptr @ai, i32 50, i32 60 seq_cst seq_cst, align 4
  %169 = extractvalue { i32, i1 } %168, 1
  %170 = extractvalue { i32, i1 } %168, 0
  %171 = zext i1 %169 to i32
  %172 = load atomic i32, ptr @ai seq_cst, align 4
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %171, i32 noundef %170, i32 noundef %172)
  %174 = cmpxchg ptr @ai, i32 50, i32 70 seq_cst seq_cst, align 4
  %175 = extractvalue { i32, i1 } %174, 1
  %176 = extractvalue { i32, i1 } %174, 0
  %177 = zext i1 %175 to i32
  %178 = load atomic i32, ptr @ai seq_cst, align 4
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %177, i32 noundef %176, i32 noundef %178)
  %180 = cmpxchg ptr @ai, i32 60, i32 61 seq_cst seq_cst, align 4
  %181 = extractvalue { i32, i1 } %180, 1
  %182 = extractvalue { i32, i1 } %180, 0
  %183 = zext i1 %181 to i32
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %183, i32 noundef %182)
  %185 = cmpxchg ptr @ai, i32 %182, i32 62 acq_rel acquire, align 4
  %186 = extractvalue { i32, i1 } %185, 1
  %187 = extractvalue { i32, i1 } %185, 0
  %188 = zext i1 %186 to i32
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %188, i32 noundef %187)
  %190 = cmpxchg ptr @ai, i32 %187, i32 62 release monotonic, align 4
  %191 = extractvalue { i32, i1 } %190, 1
  %192 = extractvalue { i32, i1 } %190, 0
  %193 = zext i1 %191 to i32
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %193, i32 noundef %192)
  %195 = cmpxchg ptr @ai, i32 %192, i32 63 acquire acquire, align 4
  %196 = extractvalue { i32, i1 } %195, 1
  %197 = extractvalue { i32, i1 } %195, 0
  %198 = zext i1 %196 to i32
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %198, i32 noundef %197)
  %200 = cmpxchg ptr @ai, i32 %197, i32 64 monotonic monotonic, align 4
  %201 = extractvalue { i32, i1 } %200, 1
  %202 = extractvalue { i32, i1 } %200, 0
  %203 = zext i1 %201 to i32
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %203, i32 noundef %202)
  %205 = cmpxchg ptr @ai, i32 %202, i32 64 seq_cst monotonic, align 4
  %206 = extractvalue { i32, i1 } %205, 1
  %207 = extractvalue { i32, i1 } %205, 0
  %208 = zext i1 %206 to i32
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %208, i32 noundef %207)
  %210 = cmpxchg ptr @ai, i32 %207, i32 65 acquire acquire, align 4
  %211 = extractvalue { i32, i1 } %210, 1
  %212 = extractvalue { i32, i1 } %210, 0
  %213 = zext i1 %211 to i32
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %213, i32 noundef %212)
  br label %221

215:                                              ; preds = %221
  %216 = cmpxchg weak ptr @all, i64 12345, i64 0 seq_cst seq_cst, align 8
  %217 = extractvalue { i64, i1 } %216, 1
  %218 = extractvalue { i64, i1 } %216, 0
  %219 = zext i1 %217 to i32
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %219, i64 noundef %218)
  br label %241

221:                                              ; preds = %221, %0
  %222 = phi i64 [ 0, %0 ], [ %239, %221 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %24) #9
  %223 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %223, ptr %24, align 4, !tbaa !5
  %224 = add nsw i32 %223, 1
  %225 = getelementptr inbounds [6 x i32], ptr @test_cas.succ, i64 0, i64 %222
  %226 = load i32, ptr %225, align 4, !tbaa !5
  %227 = call fastcc zeroext i1 @cas_order(ptr noundef nonnull %24, i32 noundef %224, i32 noundef %226, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #9
  %228 = load i32, ptr %24, align 4, !tbaa !5
  %229 = add nsw i32 %228, -1000
  store i32 %229, ptr %25, align 4, !tbaa !5
  %230 = trunc nuw nsw i64 %222 to i32
  %231 = and i32 %230, 1
  %232 = icmp eq i32 %231, 0
  %233 = select i1 %232, i32 5, i32 2
  %234 = call fastcc zeroext i1 @cas_order(ptr noundef nonnull %25, i32 noundef 0, i32 noundef %226, i32 noundef %233)
  %235 = zext i1 %227 to i32
  %236 = zext i1 %234 to i32
  %237 = load i32, ptr %25, align 4, !tbaa !5
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %230, i32 noundef %235, i32 noundef %236, i32 noundef %237)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %24) #9
  %239 = add nuw nsw i64 %222, 1
  %240 = icmp eq i64 %239, 6
  br i1 %240, label %215, label %221, !llvm.loop !10

241:                                              ; preds = %241, %215
  %242 = phi i64 [ %218, %215 ], [ %247, %241 ]
  %243 = shl nsw i64 %242, 1
  %244 = or disjoint i64 %243, 1
  %245 = cmpxchg weak ptr @all, i64 %242, i64 %244 acq_rel acquire, align 8
  %246 = extractvalue { i64, i1 } %245, 1
  %247 = extractvalue { i64, i1 } %245, 0
  br i1 %246, label %248, label %241, !llvm.loop !12

248:                                              ; preds = %241
  %249 = load atomic i64, ptr @all seq_cst, align 8
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef %249, i32 noundef 1)
  %251 = cmpxchg ptr @ac, i8 113, i8 81 seq_cst seq_cst, align 1
  %252 = cmpxchg ptr @as, i16 1, i16 -1 acquire monotonic, align 2
  %253 = cmpxchg ptr @ap, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @target, i64 12) to i64), i64 ptrtoint (ptr @target to i64) seq_cst seq_cst, align 8
  %254 = cmpxchg weak ptr @ab, i8 1, i8 0 seq_cst seq_cst, align 1
  %255 = extractvalue { i8, i1 } %254, 1
  %256 = cmpxchg ptr @af, i32 1081081856, i32 1092091904 seq_cst seq_cst, align 4
  %257 = cmpxchg ptr @ad, i64 4607182418800017408, i64 4611686018427387904 seq_cst seq_cst, align 8
  %258 = load atomic i8, ptr @ac seq_cst, align 1
  %259 = load atomic i64, ptr @ap seq_cst, align 8
  %260 = inttoptr i64 %259 to ptr
  %261 = load i32, ptr %260, align 4, !tbaa !5
  br i1 %255, label %270, label %262

262:                                              ; preds = %248
  %263 = extractvalue { i8, i1 } %254, 0
  %264 = and i8 %263, 1
  %265 = zext nneg i8 %264 to i32
  %266 = load atomic i8, ptr @ab seq_cst, align 1
  %267 = and i8 %266, 1
  %268 = xor i8 %267, 1
  %269 = zext nneg i8 %268 to i32
  br label %270

270:                                              ; preds = %248, %262
  %271 = phi i32 [ %265, %262 ], [ 1, %248 ]
  %272 = phi i32 [ %269, %262 ], [ 1, %248 ]
  %273 = extractvalue { i64, i1 } %253, 1
  %274 = zext i1 %273 to i32
  %275 = extractvalue { i16, i1 } %252, 1
  %276 = zext i1 %275 to i32
  %277 = sext i8 %258 to i32
  %278 = extractvalue { i8, i1 } %251, 1
  %279 = zext i1 %278 to i32
  %280 = extractvalue { i64, i1 } %257, 1
  %281 = extractvalue { i64, i1 } %257, 0
  %282 = bitcast i64 %281 to double
  %283 = select i1 %280, double 1.000000e+00, double %282
  %284 = extractvalue { i32, i1 } %256, 1
  %285 = extractvalue { i16, i1 } %252, 0
  %286 = sext i16 %285 to i32
  %287 = select i1 %275, i32 1, i32 %286
  %288 = zext i1 %284 to i32
  %289 = load atomic i32, ptr @af seq_cst, align 4
  %290 = bitcast i32 %289 to float
  %291 = fpext float %290 to double
  %292 = zext i1 %280 to i32
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %279, i32 noundef %277, i32 noundef %276, i32 noundef %287, i32 noundef %274, i32 noundef %261, i32 noundef %272, i32 noundef %271, i32 noundef %288, double noundef %291, i32 noundef %292, double noundef %283)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26) #9
  store i32 5, ptr %26, align 4, !tbaa !5
  %294 = cmpxchg ptr %26, i32 5, i32 6 seq_cst seq_cst, align 4
  %295 = extractvalue { i32, i1 } %294, 1
  %296 = extractvalue { i32, i1 } %294, 0
  %297 = cmpxchg weak ptr %26, i32 %296, i32 7 release monotonic, align 4
  %298 = extractvalue { i32, i1 } %297, 1
  %299 = cmpxchg ptr %26, i32 6, i32 9 acquire acquire, align 4
  %300 = extractvalue { i32, i1 } %299, 1
  %301 = extractvalue { i32, i1 } %299, 0
  %302 = zext i1 %295 to i32
  %303 = zext i1 %298 to i32
  %304 = zext i1 %300 to i32
  %305 = load i32, ptr %26, align 4, !tbaa !5
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %302, i32 noundef %303, i32 noundef %304, i32 noundef %305, i32 noundef %301)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26) #9
  store atomic i32 10, ptr @ai seq_cst, align 4
  %307 = atomicrmw add ptr @ai, i32 5 seq_cst, align 4
  %308 = atomicrmw sub ptr @ai, i32 20 acq_rel, align 4
  %309 = atomicrmw or ptr @ai, i32 256 release, align 4
  %310 = atomicrmw and ptr @ai, i32 511 acquire, align 4
  %311 = atomicrmw xor ptr @ai, i32 85 monotonic, align 4
  %312 = load atomic i32, ptr @ai seq_cst, align 4
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %307, i32 noundef %308, i32 noundef %309, i32 noundef %310, i32 noundef %311, i32 noundef %312)
  %314 = atomicrmw add ptr @ai, i32 1000 seq_cst, align 4
  %315 = atomicrmw sub ptr @ai, i32 1 monotonic, align 4
  %316 = atomicrmw or ptr @ai, i32 1048576 seq_cst, align 4
  %317 = atomicrmw and ptr @ai, i32 -4 seq_cst, align 4
  %318 = atomicrmw xor ptr @ai, i32 -1 seq_cst, align 4
  %319 = atomicrmw add ptr @ai, i32 7 seq_cst, align 4
  %320 = atomicrmw sub ptr @ai, i32 2 seq_cst, align 4
  %321 = atomicrmw add ptr @ai, i32 1 seq_cst, align 4
  %322 = atomicrmw sub ptr @ai, i32 1 seq_cst, align 4
  %323 = atomicrmw or ptr @ai, i32 8 seq_cst, align 4
  %324 = atomicrmw and ptr @ai, i32 -17 seq_cst, align 4
  %325 = atomicrmw xor ptr @ai, i32 3 seq_cst, align 4
  %326 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !9
  br label %327

327:                                              ; preds = %327, %270
  %328 = phi i32 [ %326, %270 ], [ %331, %327 ]
  %329 = mul nsw i32 %328, 3
  %330 = cmpxchg ptr @ai, i32 %328, i32 %329 seq_cst seq_cst, align 4
  %331 = extractvalue { i32, i1 } %330, 0
  %332 = extractvalue { i32, i1 } %330, 1
  br i1 %332, label %333, label %327

333:                                              ; preds = %327
  %334 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !9
  br label %335

335:                                              ; preds = %335, %333
  %336 = phi i32 [ %334, %333 ], [ %339, %335 ]
  %337 = shl i32 %336, 1
  %338 = cmpxchg ptr @ai, i32 %336, i32 %337 seq_cst seq_cst, align 4
  %339 = extractvalue { i32, i1 } %338, 0
  %340 = extractvalue { i32, i1 } %338, 1
  br i1 %340, label %341, label %335

341:                                              ; preds = %335
  %342 = load atomic i32, ptr @ai seq_cst, align 4
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %342)
  %344 = atomicrmw add ptr @all, i64 -7 seq_cst, align 8
  %345 = atomicrmw add ptr @all, i64 8589934592 seq_cst, align 8
  %346 = load atomic i64, ptr @all seq_cst, align 8
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i64 noundef %344, i64 noundef %346)
  %348 = atomicrmw xchg ptr @ap, i64 ptrtoint (ptr @target to i64) seq_cst, align 8
  %349 = atomicrmw add ptr @ap, i64 8 seq_cst, align 8
  %350 = atomicrmw sub ptr @ap, i64 4 seq_cst, align 8
  %351 = load atomic ptr, ptr @ap seq_cst, align 8, !tbaa !9
  br label %352

352:                                              ; preds = %352, %341
  %353 = phi ptr [ %351, %341 ], [ %356, %352 ]
  %354 = getelementptr inbounds i8, ptr %353, i64 4
  %355 = cmpxchg ptr @ap, ptr %353, ptr %354 seq_cst seq_cst, align 8
  %356 = extractvalue { ptr, i1 } %355, 0
  %357 = extractvalue { ptr, i1 } %355, 1
  br i1 %357, label %358, label %352

358:                                              ; preds = %352
  %359 = sub i64 %348, ptrtoint (ptr @target to i64)
  %360 = lshr exact i64 %359, 2
  %361 = trunc i64 %360 to i32
  %362 = sub i64 %349, ptrtoint (ptr @target to i64)
  %363 = lshr exact i64 %362, 2
  %364 = trunc i64 %363 to i32
  %365 = sub i64 %350, ptrtoint (ptr @target to i64)
  %366 = lshr exact i64 %365, 2
  %367 = trunc i64 %366 to i32
  %368 = load atomic i64, ptr @ap seq_cst, align 8
  %369 = inttoptr i64 %368 to ptr
  %370 = load i32, ptr %369, align 4, !tbaa !5
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %361, i32 noundef %364, i32 noundef %367, i32 noundef %370)
  %372 = atomicrmw add ptr @ac, i8 1 seq_cst, align 1
  %373 = atomicrmw sub ptr @as, i16 1000 seq_cst, align 2
  %374 = load atomic i8, ptr @ac seq_cst, align 1
  %375 = sext i8 %374 to i32
  %376 = load atomic i16, ptr @as seq_cst, align 2
  %377 = sext i16 %376 to i32
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %375, i32 noundef %377)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #9
  store i32 61680, ptr %19, align 4, !tbaa !5
  %379 = atomicrmw nand ptr %19, i32 65280 seq_cst, align 4
  %380 = atomicrmw nand ptr %19, i32 4080 monotonic, align 4
  %381 = and i32 %380, 4080
  %382 = xor i32 %381, -1
  %383 = atomicrmw add ptr %19, i32 16 acq_rel, align 4
  %384 = add i32 %383, 16
  %385 = atomicrmw sub ptr %19, i32 1 acquire, align 4
  %386 = add i32 %385, -1
  %387 = atomicrmw and ptr %19, i32 32767 release, align 4
  %388 = and i32 %387, 32767
  %389 = atomicrmw or ptr %19, i32 65536 seq_cst, align 4
  %390 = or i32 %389, 65536
  %391 = atomicrmw xor ptr %19, i32 65535 seq_cst, align 4
  %392 = xor i32 %391, 65535
  %393 = atomicrmw xchg ptr %19, i32 77 acq_rel, align 4
  %394 = load atomic i32, ptr %19 acquire, align 4
  store atomic i32 -77, ptr %19 release, align 4
  %395 = load atomic i32, ptr %19 seq_cst, align 4
  %396 = atomicrmw xchg ptr %19, i32 5 seq_cst, align 4
  store atomic i32 %396, ptr %19 monotonic, align 4
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %379, i32 noundef %382, i32 noundef %384, i32 noundef %386, i32 noundef %388, i32 noundef %390, i32 noundef %392, i32 noundef %393, i32 noundef %394, i32 noundef %395, i32 noundef %396, i32 noundef %396)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #9
  store i64 100, ptr %20, align 8, !tbaa !13
  %398 = atomicrmw add ptr %20, i64 5 seq_cst, align 8
  %399 = atomicrmw sub ptr %20, i64 3 seq_cst, align 8
  %400 = atomicrmw or ptr %20, i64 64 seq_cst, align 8
  %401 = atomicrmw and ptr %20, i64 255 seq_cst, align 8
  %402 = atomicrmw xor ptr %20, i64 15 seq_cst, align 8
  %403 = atomicrmw nand ptr %20, i64 240 seq_cst, align 8
  %404 = atomicrmw add ptr %20, i64 1 seq_cst, align 8
  %405 = add i64 %404, 1
  %406 = atomicrmw sub ptr %20, i64 2 seq_cst, align 8
  %407 = add i64 %406, -2
  %408 = cmpxchg ptr %20, i64 %407, i64 999 seq_cst seq_cst, align 8
  %409 = extractvalue { i64, i1 } %408, 0
  %410 = cmpxchg ptr %20, i64 0, i64 1 seq_cst seq_cst, align 8
  %411 = extractvalue { i64, i1 } %410, 0
  %412 = cmpxchg ptr %20, i64 999, i64 1000 seq_cst seq_cst, align 8
  %413 = extractvalue { i64, i1 } %412, 1
  %414 = zext i1 %413 to i32
  %415 = cmpxchg ptr %20, i64 999, i64 1001 seq_cst seq_cst, align 8
  %416 = extractvalue { i64, i1 } %415, 1
  %417 = zext i1 %416 to i32
  fence seq_cst
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #9
  store i32 0, ptr %21, align 4, !tbaa !5
  %418 = atomicrmw xchg ptr %21, i32 1 seq_cst, align 4
  %419 = atomicrmw xchg ptr %21, i32 1 seq_cst, align 4
  store atomic i32 0, ptr %21 release, align 4
  %420 = load i64, ptr %20, align 8, !tbaa !13
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i64 noundef %398, i64 noundef %399, i64 noundef %400, i64 noundef %401, i64 noundef %402, i64 noundef %403, i64 noundef %405, i64 noundef %407, i64 noundef %409, i64 noundef %411, i32 noundef %414, i32 noundef %417, i64 noundef %420, i32 noundef %418, i32 noundef %419, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %22) #9
  store i8 0, ptr %22, align 1
  %422 = atomicrmw xchg ptr %22, i8 1 seq_cst, align 1
  %423 = atomicrmw xchg ptr %22, i8 1 acquire, align 1
  store atomic i8 0, ptr %22 release, align 1
  %424 = atomicrmw xchg ptr %22, i8 1 monotonic, align 1
  store atomic i8 0, ptr %22 seq_cst, align 1
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #9
  store i8 0, ptr %23, align 1, !tbaa !9
  %425 = atomicrmw xchg ptr %23, i8 1 seq_cst, align 1
  %426 = icmp ne i8 %425, 0
  store atomic i8 0, ptr %23 seq_cst, align 1
  %427 = and i8 %422, 1
  %428 = zext nneg i8 %427 to i32
  %429 = and i8 %423, 1
  %430 = zext nneg i8 %429 to i32
  %431 = and i8 %424, 1
  %432 = zext nneg i8 %431 to i32
  %433 = zext i1 %426 to i32
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef %428, i32 noundef %430, i32 noundef %432, i32 noundef %433, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %22) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #9
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #9
  store i8 -1, ptr %5, align 1, !tbaa !9
  %435 = atomicrmw add ptr %5, i8 1 seq_cst, align 1
  %436 = atomicrmw sub ptr %5, i8 1 monotonic, align 1
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %6) #9
  store i16 0, ptr %6, align 2, !tbaa !15
  %437 = atomicrmw sub ptr %6, i16 2 seq_cst, align 2
  %438 = atomicrmw add ptr %6, i16 5 seq_cst, align 2
  %439 = add i16 %438, 5
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #9
  store i8 127, ptr %7, align 1, !tbaa !9
  %440 = atomicrmw add ptr %7, i8 1 seq_cst, align 1
  %441 = add i8 %440, 1
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #9
  store i16 -32768, ptr %8, align 2, !tbaa !15
  %442 = atomicrmw sub ptr %8, i16 1 seq_cst, align 2
  %443 = add i16 %442, -1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #9
  store i32 -1, ptr %9, align 4, !tbaa !9
  %444 = atomicrmw add ptr %9, i32 3 seq_cst, align 4
  %445 = zext i8 %435 to i32
  %446 = zext i8 %436 to i32
  %447 = load i8, ptr %5, align 1, !tbaa !9
  %448 = zext i8 %447 to i32
  %449 = zext i16 %437 to i32
  %450 = zext i16 %439 to i32
  %451 = sext i8 %441 to i32
  %452 = sext i16 %443 to i32
  %453 = load atomic i32, ptr %9 seq_cst, align 4
  %454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %445, i32 noundef %446, i32 noundef %448, i32 noundef %449, i32 noundef %450, i32 noundef %451, i32 noundef %452, i32 noundef %444, i32 noundef %453)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #9
  store i8 -91, ptr %10, align 1, !tbaa !9
  %455 = atomicrmw and ptr %10, i8 15 seq_cst, align 1
  %456 = atomicrmw or ptr %10, i8 -64 seq_cst, align 1
  %457 = atomicrmw xor ptr %10, i8 -1 seq_cst, align 1
  %458 = atomicrmw nand ptr %10, i8 60 seq_cst, align 1
  %459 = atomicrmw xchg ptr %10, i8 17 seq_cst, align 1
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %11) #9
  store i16 4660, ptr %11, align 2, !tbaa !15
  %460 = atomicrmw xor ptr %11, i16 -1 seq_cst, align 2
  %461 = atomicrmw nand ptr %11, i16 -3856 seq_cst, align 2
  %462 = cmpxchg ptr %11, i16 4660, i16 1 seq_cst seq_cst, align 2
  %463 = extractvalue { i16, i1 } %462, 1
  %464 = extractvalue { i16, i1 } %462, 0
  %465 = zext i16 %464 to i32
  %466 = select i1 %463, i32 4660, i32 %465
  %467 = zext i8 %455 to i32
  %468 = zext i8 %456 to i32
  %469 = zext i8 %457 to i32
  %470 = zext i8 %458 to i32
  %471 = zext i8 %459 to i32
  %472 = load i8, ptr %10, align 1, !tbaa !9
  %473 = zext i8 %472 to i32
  %474 = zext i16 %460 to i32
  %475 = zext i16 %461 to i32
  %476 = zext i1 %463 to i32
  %477 = load i16, ptr %11, align 2, !tbaa !15
  %478 = zext i16 %477 to i32
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %467, i32 noundef %468, i32 noundef %469, i32 noundef %470, i32 noundef %471, i32 noundef %473, i32 noundef %474, i32 noundef %475, i32 noundef %476, i32 noundef %466, i32 noundef %478)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #9
  store i32 -5, ptr %12, align 4, !tbaa !5
  %480 = atomicrmw max ptr %12, i32 3 seq_cst, align 4
  %481 = atomicrmw min ptr %12, i32 -10 monotonic, align 4
  %482 = atomicrmw max ptr %12, i32 -20 acq_rel, align 4
  %483 = call i32 @llvm.smax.i32(i32 %482, i32 -20)
  %484 = atomicrmw min ptr %12, i32 -30 acquire, align 4
  %485 = call i32 @llvm.smin.i32(i32 %484, i32 -30)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #9
  store i32 5, ptr %13, align 4, !tbaa !5
  %486 = atomicrmw umax ptr %13, i32 -16 seq_cst, align 4
  %487 = atomicrmw umin ptr %13, i32 7 seq_cst, align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #9
  store i8 -1, ptr %14, align 1, !tbaa !9
  %488 = atomicrmw max ptr %14, i8 -100 seq_cst, align 1
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %15) #9
  store i8 -56, ptr %15, align 1, !tbaa !9
  %489 = atomicrmw umin ptr %15, i8 100 release, align 1
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %16) #9
  store i16 -2, ptr %16, align 2, !tbaa !15
  %490 = atomicrmw max ptr %16, i16 1000 seq_cst, align 2
  %491 = call i16 @llvm.smax.i16(i16 %490, i16 1000)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #9
  store i64 10, ptr %17, align 8, !tbaa !17
  %492 = atomicrmw xchg ptr %17, i64 -1 seq_cst, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #9
  store i64 10, ptr %18, align 8, !tbaa !17
  %493 = atomicrmw xchg ptr %18, i64 -9223372036854775808 seq_cst, align 8
  %494 = load i32, ptr %12, align 4, !tbaa !5
  %495 = load i32, ptr %13, align 4, !tbaa !5
  %496 = sext i8 %488 to i32
  %497 = zext i8 %489 to i32
  %498 = zext nneg i16 %491 to i32
  %499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i32 noundef %480, i32 noundef %481, i32 noundef %483, i32 noundef %485, i32 noundef %494, i32 noundef %486, i32 noundef %487, i32 noundef %495, i32 noundef %496, i32 noundef %497, i32 noundef %498, i64 noundef -1, i64 noundef -9223372036854775808)
  %500 = load i8, ptr %14, align 1, !tbaa !9
  %501 = sext i8 %500 to i32
  %502 = load i8, ptr %15, align 1, !tbaa !9
  %503 = zext i8 %502 to i32
  %504 = load i16, ptr %16, align 2, !tbaa !15
  %505 = sext i16 %504 to i32
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef %501, i32 noundef %503, i32 noundef %505)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #9
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #9
  store atomic i32 0, ptr @af seq_cst, align 4
  %507 = load atomic i32, ptr @af monotonic, align 4
  br label %508

508:                                              ; preds = %508, %358
  %509 = phi i32 [ %507, %358 ], [ %515, %508 ]
  %510 = bitcast i32 %509 to float
  %511 = fadd float %510, 2.500000e-01
  %512 = bitcast float %511 to i32
  %513 = cmpxchg weak ptr @af, i32 %509, i32 %512 acq_rel monotonic, align 4
  %514 = extractvalue { i32, i1 } %513, 1
  %515 = extractvalue { i32, i1 } %513, 0
  br i1 %514, label %516, label %508, !llvm.loop !19

516:                                              ; preds = %508
  %517 = load atomic i32, ptr @af monotonic, align 4
  br label %518

518:                                              ; preds = %518, %516
  %519 = phi i32 [ %517, %516 ], [ %525, %518 ]
  %520 = bitcast i32 %519 to float
  %521 = fadd float %520, 5.000000e-01
  %522 = bitcast float %521 to i32
  %523 = cmpxchg weak ptr @af, i32 %519, i32 %522 acq_rel monotonic, align 4
  %524 = extractvalue { i32, i1 } %523, 1
  %525 = extractvalue { i32, i1 } %523, 0
  br i1 %524, label %526, label %518, !llvm.loop !19

526:                                              ; preds = %518
  %527 = load atomic i32, ptr @af monotonic, align 4
  br label %528

528:                                              ; preds = %528, %526
  %529 = phi i32 [ %527, %526 ], [ %535, %528 ]
  %530 = bitcast i32 %529 to float
  %531 = fadd float %530, 7.500000e-01
  %532 = bitcast float %531 to i32
  %533 = cmpxchg weak ptr @af, i32 %529, i32 %532 acq_rel monotonic, align 4
  %534 = extractvalue { i32, i1 } %533, 1
  %535 = extractvalue { i32, i1 } %533, 0
  br i1 %534, label %536, label %528, !llvm.loop !19

536:                                              ; preds = %528
  %537 = load atomic i32, ptr @af monotonic, align 4
  br label %538

538:                                              ; preds = %538, %536
  %539 = phi i32 [ %537, %536 ], [ %545, %538 ]
  %540 = bitcast i32 %539 to float
  %541 = fadd float %540, 1.000000e+00
  %542 = bitcast float %541 to i32
  %543 = cmpxchg weak ptr @af, i32 %539, i32 %542 acq_rel monotonic, align 4
  %544 = extractvalue { i32, i1 } %543, 1
  %545 = extractvalue { i32, i1 } %543, 0
  br i1 %544, label %546, label %538, !llvm.loop !19

546:                                              ; preds = %538
  %547 = load atomic i32, ptr @af monotonic, align 4
  br label %548

548:                                              ; preds = %548, %546
  %549 = phi i32 [ %547, %546 ], [ %555, %548 ]
  %550 = bitcast i32 %549 to float
  %551 = fadd float %550, 1.250000e+00
  %552 = bitcast float %551 to i32
  %553 = cmpxchg weak ptr @af, i32 %549, i32 %552 acq_rel monotonic, align 4
  %554 = extractvalue { i32, i1 } %553, 1
  %555 = extractvalue { i32, i1 } %553, 0
  br i1 %554, label %556, label %548, !llvm.loop !19

556:                                              ; preds = %548
  %557 = load atomic i32, ptr @af monotonic, align 4
  br label %558

558:                                              ; preds = %558, %556
  %559 = phi i32 [ %557, %556 ], [ %565, %558 ]
  %560 = bitcast i32 %559 to float
  %561 = fadd float %560, 1.500000e+00
  %562 = bitcast float %561 to i32
  %563 = cmpxchg weak ptr @af, i32 %559, i32 %562 acq_rel monotonic, align 4
  %564 = extractvalue { i32, i1 } %563, 1
  %565 = extractvalue { i32, i1 } %563, 0
  br i1 %564, label %566, label %558, !llvm.loop !19

566:                                              ; preds = %558
  %567 = load atomic i32, ptr @af monotonic, align 4
  br label %568

568:                                              ; preds = %568, %566
  %569 = phi i32 [ %567, %566 ], [ %575, %568 ]
  %570 = bitcast i32 %569 to float
  %571 = fadd float %570, 1.750000e+00
  %572 = bitcast float %571 to i32
  %573 = cmpxchg weak ptr @af, i32 %569, i32 %572 acq_rel monotonic, align 4
  %574 = extractvalue { i32, i1 } %573, 1
  %575 = extractvalue { i32, i1 } %573, 0
  br i1 %574, label %576, label %568, !llvm.loop !19

576:                                              ; preds = %568
  %577 = load atomic i32, ptr @af monotonic, align 4
  br label %578

578:                                              ; preds = %578, %576
  %579 = phi i32 [ %577, %576 ], [ %585, %578 ]
  %580 = bitcast i32 %579 to float
  %581 = fadd float %580, 2.000000e+00
  %582 = bitcast float %581 to i32
  %583 = cmpxchg weak ptr @af, i32 %579, i32 %582 acq_rel monotonic, align 4
  %584 = extractvalue { i32, i1 } %583, 1
  %585 = extractvalue { i32, i1 } %583, 0
  br i1 %584, label %586, label %578, !llvm.loop !19

586:                                              ; preds = %578
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  store float 1.000000e+00, ptr %3, align 4, !tbaa !20
  %587 = atomicrmw fadd ptr %3, float 2.500000e+00 seq_cst, align 4
  %588 = atomicrmw fsub ptr %3, float 7.500000e-01 monotonic, align 4
  %589 = atomicrmw fadd ptr %3, float 1.000000e+01 acq_rel, align 4
  %590 = atomicrmw fmax ptr %3, float 1.000000e+02 seq_cst, align 4
  %591 = atomicrmw fmin ptr %3, float -4.000000e+00 seq_cst, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  store double 5.000000e-01, ptr %4, align 8, !tbaa !22
  %592 = atomicrmw fadd ptr %4, double 1.250000e-01 seq_cst, align 8
  %593 = atomicrmw fsub ptr %4, double 4.000000e+00 seq_cst, align 8
  %594 = atomicrmw fadd ptr @ad, double 1.500000e+00 seq_cst, align 8
  %595 = load atomic double, ptr @ad seq_cst, align 8, !tbaa !9
  br label %596

596:                                              ; preds = %596, %586
  %597 = phi double [ %595, %586 ], [ %604, %596 ]
  %598 = fadd double %597, 2.500000e-01
  %599 = bitcast double %597 to i64
  %600 = bitcast double %598 to i64
  %601 = cmpxchg ptr @ad, i64 %599, i64 %600 seq_cst seq_cst, align 8
  %602 = extractvalue { i64, i1 } %601, 0
  %603 = extractvalue { i64, i1 } %601, 1
  %604 = bitcast i64 %602 to double
  br i1 %603, label %605, label %596

605:                                              ; preds = %596
  %606 = load atomic float, ptr @af seq_cst, align 4, !tbaa !9
  br label %607

607:                                              ; preds = %607, %605
  %608 = phi float [ %606, %605 ], [ %615, %607 ]
  %609 = fmul float %608, 2.000000e+00
  %610 = bitcast float %608 to i32
  %611 = bitcast float %609 to i32
  %612 = cmpxchg ptr @af, i32 %610, i32 %611 seq_cst seq_cst, align 4
  %613 = extractvalue { i32, i1 } %612, 0
  %614 = extractvalue { i32, i1 } %612, 1
  %615 = bitcast i32 %613 to float
  br i1 %614, label %616, label %607

616:                                              ; preds = %607
  %617 = load atomic double, ptr @ad seq_cst, align 8, !tbaa !9
  br label %618

618:                                              ; preds = %618, %616
  %619 = phi double [ %617, %616 ], [ %626, %618 ]
  %620 = fmul double %619, 2.500000e-01
  %621 = bitcast double %619 to i64
  %622 = bitcast double %620 to i64
  %623 = cmpxchg ptr @ad, i64 %621, i64 %622 seq_cst seq_cst, align 8
  %624 = extractvalue { i64, i1 } %623, 0
  %625 = extractvalue { i64, i1 } %623, 1
  %626 = bitcast i64 %624 to double
  br i1 %625, label %627, label %618

627:                                              ; preds = %618
  %628 = fadd double %593, -4.000000e+00
  %629 = fadd float %589, 1.000000e+01
  %630 = load atomic i32, ptr @af seq_cst, align 4
  %631 = bitcast i32 %630 to float
  %632 = fpext float %631 to double
  %633 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, double noundef %632)
  %634 = fpext float %587 to double
  %635 = fpext float %588 to double
  %636 = fpext float %629 to double
  %637 = fpext float %590 to double
  %638 = fpext float %591 to double
  %639 = load float, ptr %3, align 4, !tbaa !20
  %640 = fpext float %639 to double
  %641 = load double, ptr %4, align 8, !tbaa !22
  %642 = load atomic i64, ptr @ad seq_cst, align 8
  %643 = bitcast i64 %642 to double
  %644 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, double noundef %634, double noundef %635, double noundef %636, double noundef %637, double noundef %638, double noundef %640, double noundef %592, double noundef %628, double noundef %641, double noundef %594, double noundef %643)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence seq_cst
  fence syncscope("singlethread") acquire
  call fastcc void @fence_order(i32 noundef 0)
  call fastcc void @fence_order(i32 noundef 1)
  call fastcc void @fence_order(i32 noundef 2)
  call fastcc void @fence_order(i32 noundef 3)
  call fastcc void @fence_order(i32 noundef 4)
  call fastcc void @fence_order(i32 noundef 5)
  %645 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 2, i32 noundef 2)
  %646 = call dereferenceable_or_null(144) ptr @calloc(i64 1, i64 144)
  %647 = getelementptr inbounds i8, ptr %646, i64 4
  store i32 1, ptr %647, align 4, !tbaa !9
  %648 = getelementptr inbounds i8, ptr %646, i64 8
  store atomic i16 0, ptr %648 release, align 8
  %649 = getelementptr inbounds i8, ptr %646, i64 16
  store atomic i64 0, ptr %649 seq_cst, align 8
  %650 = getelementptr inbounds i8, ptr %646, i64 24
  store i32 1, ptr %650, align 8, !tbaa !24
  %651 = getelementptr inbounds i8, ptr %646, i64 28
  store i32 1, ptr %651, align 4, !tbaa !9
  %652 = getelementptr inbounds i8, ptr %646, i64 32
  store atomic i16 1000, ptr %652 release, align 8
  %653 = getelementptr inbounds i8, ptr %646, i64 40
  store atomic i64 17179869184, ptr %653 seq_cst, align 8
  %654 = getelementptr inbounds i8, ptr %646, i64 48
  store i32 2, ptr %654, align 8, !tbaa !24
  %655 = getelementptr inbounds i8, ptr %646, i64 52
  store i32 1, ptr %655, align 4, !tbaa !9
  %656 = getelementptr inbounds i8, ptr %646, i64 56
  store atomic i16 2000, ptr %656 release, align 8
  %657 = getelementptr inbounds i8, ptr %646, i64 64
  store atomic i64 34359738368, ptr %657 seq_cst, align 8
  %658 = getelementptr inbounds i8, ptr %646, i64 72
  store i32 3, ptr %658, align 8, !tbaa !24
  %659 = getelementptr inbounds i8, ptr %646, i64 76
  store i32 1, ptr %659, align 4, !tbaa !9
  %660 = getelementptr inbounds i8, ptr %646, i64 80
  store atomic i16 3000, ptr %660 release, align 8
  %661 = getelementptr inbounds i8, ptr %646, i64 88
  store atomic i64 51539607552, ptr %661 seq_cst, align 8
  %662 = getelementptr inbounds i8, ptr %646, i64 96
  store i32 4, ptr %662, align 8, !tbaa !24
  %663 = getelementptr inbounds i8, ptr %646, i64 100
  store i32 1, ptr %663, align 4, !tbaa !9
  %664 = getelementptr inbounds i8, ptr %646, i64 104
  store atomic i16 4000, ptr %664 release, align 8
  %665 = getelementptr inbounds i8, ptr %646, i64 112
  store atomic i64 68719476736, ptr %665 seq_cst, align 8
  %666 = getelementptr inbounds i8, ptr %646, i64 120
  store i32 5, ptr %666, align 8, !tbaa !24
  %667 = getelementptr inbounds i8, ptr %646, i64 124
  store i32 1, ptr %667, align 4, !tbaa !9
  %668 = getelementptr inbounds i8, ptr %646, i64 128
  store atomic i16 5000, ptr %668 release, align 8
  %669 = getelementptr inbounds i8, ptr %646, i64 136
  store atomic i64 85899345920, ptr %669 seq_cst, align 8
  br label %670

670:                                              ; preds = %915, %627
  %671 = phi i64 [ 0, %627 ], [ %916, %915 ]
  %672 = trunc i64 %671 to i16
  %673 = mul i16 %672, -25033
  %674 = add i16 %673, -25033
  %675 = mul nuw nsw i64 %671, 1000003
  %676 = getelementptr inbounds %struct.node, ptr %646, i64 %671
  %677 = getelementptr inbounds i8, ptr %676, i64 4
  %678 = atomicrmw add ptr %677, i32 1 monotonic, align 4
  %679 = getelementptr inbounds i8, ptr %676, i64 8
  %680 = atomicrmw xor ptr %679, i16 %674 seq_cst, align 8
  %681 = getelementptr inbounds i8, ptr %676, i64 16
  %682 = atomicrmw sub ptr %681, i64 %675 seq_cst, align 8
  %683 = load atomic i32, ptr %677 seq_cst, align 4
  br label %812

684:                                              ; preds = %915
  %685 = load atomic i32, ptr %647 seq_cst, align 4
  %686 = sext i32 %685 to i64
  %687 = load i64, ptr @checksum, align 8, !tbaa !17
  %688 = xor i64 %687, %686
  %689 = mul i64 %688, 1099511628211
  store i64 %689, ptr @checksum, align 8, !tbaa !17
  %690 = load atomic i16, ptr %648 seq_cst, align 8
  %691 = zext i16 %690 to i64
  %692 = load i64, ptr @checksum, align 8, !tbaa !17
  %693 = xor i64 %692, %691
  %694 = mul i64 %693, 1099511628211
  store i64 %694, ptr @checksum, align 8, !tbaa !17
  %695 = load atomic i64, ptr %649 seq_cst, align 8
  %696 = load i64, ptr @checksum, align 8, !tbaa !17
  %697 = xor i64 %696, %695
  %698 = mul i64 %697, 1099511628211
  store i64 %698, ptr @checksum, align 8, !tbaa !17
  %699 = load i32, ptr %646, align 8, !tbaa !24
  %700 = load atomic i32, ptr %647 seq_cst, align 4
  %701 = load atomic i16, ptr %648 seq_cst, align 8
  %702 = zext i16 %701 to i32
  %703 = load atomic i64, ptr %649 seq_cst, align 8
  %704 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %699, i32 noundef %700, i32 noundef %702, i64 noundef %703)
  %705 = load atomic i32, ptr %651 seq_cst, align 4
  %706 = sext i32 %705 to i64
  %707 = load i64, ptr @checksum, align 8, !tbaa !17
  %708 = xor i64 %707, %706
  %709 = mul i64 %708, 1099511628211
  store i64 %709, ptr @checksum, align 8, !tbaa !17
  %710 = load atomic i16, ptr %652 seq_cst, align 8
  %711 = zext i16 %710 to i64
  %712 = load i64, ptr @checksum, align 8, !tbaa !17
  %713 = xor i64 %712, %711
  %714 = mul i64 %713, 1099511628211
  store i64 %714, ptr @checksum, align 8, !tbaa !17
  %715 = load atomic i64, ptr %653 seq_cst, align 8
  %716 = load i64, ptr @checksum, align 8, !tbaa !17
  %717 = xor i64 %716, %715
  %718 = mul i64 %717, 1099511628211
  store i64 %718, ptr @checksum, align 8, !tbaa !17
  %719 = load i32, ptr %650, align 8, !tbaa !24
  %720 = load atomic i32, ptr %651 seq_cst, align 4
  %721 = load atomic i16, ptr %652 seq_cst, align 8
  %722 = zext i16 %721 to i32
  %723 = load atomic i64, ptr %653 seq_cst, align 8
  %724 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %719, i32 noundef %720, i32 noundef %722, i64 noundef %723)
  %725 = load atomic i32, ptr %655 seq_cst, align 4
  %726 = sext i32 %725 to i64
  %727 = load i64, ptr @checksum, align 8, !tbaa !17
  %728 = xor i64 %727, %726
  %729 = mul i64 %728, 1099511628211
  store i64 %729, ptr @checksum, align 8, !tbaa !17
  %730 = load atomic i16, ptr %656 seq_cst, align 8
  %731 = zext i16 %730 to i64
  %732 = load i64, ptr @checksum, align 8, !tbaa !17
  %733 = xor i64 %732, %731
  %734 = mul i64 %733, 1099511628211
  store i64 %734, ptr @checksum, align 8, !tbaa !17
  %735 = load atomic i64, ptr %657 seq_cst, align 8
  %736 = load i64, ptr @checksum, align 8, !tbaa !17
  %737 = xor i64 %736, %735
  %738 = mul i64 %737, 1099511628211
  store i64 %738, ptr @checksum, align 8, !tbaa !17
  %739 = load i32, ptr %654, align 8, !tbaa !24
  %740 = load atomic i32, ptr %655 seq_cst, align 4
  %741 = load atomic i16, ptr %656 seq_cst, align 8
  %742 = zext i16 %741 to i32
  %743 = load atomic i64, ptr %657 seq_cst, align 8
  %744 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %739, i32 noundef %740, i32 noundef %742, i64 noundef %743)
  %745 = load atomic i32, ptr %659 seq_cst, align 4
  %746 = sext i32 %745 to i64
  %747 = load i64, ptr @checksum, align 8, !tbaa !17
  %748 = xor i64 %747, %746
  %749 = mul i64 %748, 1099511628211
  store i64 %749, ptr @checksum, align 8, !tbaa !17
  %750 = load atomic i16, ptr %660 seq_cst, align 8
  %751 = zext i16 %750 to i64
  %752 = load i64, ptr @checksum, align 8, !tbaa !17
  %753 = xor i64 %752, %751
  %754 = mul i64 %753, 1099511628211
  store i64 %754, ptr @checksum, align 8, !tbaa !17
  %755 = load atomic i64, ptr %661 seq_cst, align 8
  %756 = load i64, ptr @checksum, align 8, !tbaa !17
  %757 = xor i64 %756, %755
  %758 = mul i64 %757, 1099511628211
  store i64 %758, ptr @checksum, align 8, !tbaa !17
  %759 = load i32, ptr %658, align 8, !tbaa !24
  %760 = load atomic i32, ptr %659 seq_cst, align 4
  %761 = load atomic i16, ptr %660 seq_cst, align 8
  %762 = zext i16 %761 to i32
  %763 = load atomic i64, ptr %661 seq_cst, align 8
  %764 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %759, i32 noundef %760, i32 noundef %762, i64 noundef %763)
  %765 = load atomic i32, ptr %663 seq_cst, align 4
  %766 = sext i32 %765 to i64
  %767 = load i64, ptr @checksum, align 8, !tbaa !17
  %768 = xor i64 %767, %766
  %769 = mul i64 %768, 1099511628211
  store i64 %769, ptr @checksum, align 8, !tbaa !17
  %770 = load atomic i16, ptr %664 seq_cst, align 8
  %771 = zext i16 %770 to i64
  %772 = load i64, ptr @checksum, align 8, !tbaa !17
  %773 = xor i64 %772, %771
  %774 = mul i64 %773, 1099511628211
  store i64 %774, ptr @checksum, align 8, !tbaa !17
  %775 = load atomic i64, ptr %665 seq_cst, align 8
  %776 = load i64, ptr @checksum, align 8, !tbaa !17
  %777 = xor i64 %776, %775
  %778 = mul i64 %777, 1099511628211
  store i64 %778, ptr @checksum, align 8, !tbaa !17
  %779 = load i32, ptr %662, align 8, !tbaa !24
  %780 = load atomic i32, ptr %663 seq_cst, align 4
  %781 = load atomic i16, ptr %664 seq_cst, align 8
  %782 = zext i16 %781 to i32
  %783 = load atomic i64, ptr %665 seq_cst, align 8
  %784 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %779, i32 noundef %780, i32 noundef %782, i64 noundef %783)
  %785 = load atomic i32, ptr %667 seq_cst, align 4
  %786 = sext i32 %785 to i64
  %787 = load i64, ptr @checksum, align 8, !tbaa !17
  %788 = xor i64 %787, %786
  %789 = mul i64 %788, 1099511628211
  store i64 %789, ptr @checksum, align 8, !tbaa !17
  %790 = load atomic i16, ptr %668 seq_cst, align 8
  %791 = zext i16 %790 to i64
  %792 = load i64, ptr @checksum, align 8, !tbaa !17
  %793 = xor i64 %792, %791
  %794 = mul i64 %793, 1099511628211
  store i64 %794, ptr @checksum, align 8, !tbaa !17
  %795 = load atomic i64, ptr %669 seq_cst, align 8
  %796 = load i64, ptr @checksum, align 8, !tbaa !17
  %797 = xor i64 %796, %795
  %798 = mul i64 %797, 1099511628211
  store i64 %798, ptr @checksum, align 8, !tbaa !17
  %799 = load i32, ptr %666, align 8, !tbaa !24
  %800 = load atomic i32, ptr %667 seq_cst, align 4
  %801 = load atomic i16, ptr %668 seq_cst, align 8
  %802 = zext i16 %801 to i32
  %803 = load atomic i64, ptr %669 seq_cst, align 8
  %804 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i32 noundef %799, i32 noundef %800, i32 noundef %802, i64 noundef %803)
  call void @free(ptr noundef %646) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  store i64 0, ptr %1, align 16, !tbaa !9
  %805 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 -1, ptr %805, align 8, !tbaa !9
  %806 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 -2, ptr %806, align 16, !tbaa !9
  %807 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 -3, ptr %807, align 8, !tbaa !9
  %808 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 -4, ptr %808, align 16, !tbaa !9
  %809 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 -5, ptr %809, align 8, !tbaa !9
  %810 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 -6, ptr %810, align 16, !tbaa !9
  %811 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 -7, ptr %811, align 8, !tbaa !9
  store <8 x i8> <i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1, i8 0, i8 1>, ptr %2, align 8, !tbaa !9
  br label %918

812:                                              ; preds = %812, %670
  %813 = phi i32 [ %683, %670 ], [ %818, %812 ]
  %814 = srem i32 %813, 97
  %815 = add nsw i32 %814, 1
  %816 = cmpxchg weak ptr %677, i32 %813, i32 %815 seq_cst seq_cst, align 4
  %817 = extractvalue { i32, i1 } %816, 1
  %818 = extractvalue { i32, i1 } %816, 0
  br i1 %817, label %819, label %812, !llvm.loop !26

819:                                              ; preds = %812
  %820 = trunc i64 %671 to i32
  %821 = add i32 %820, 5
  %822 = urem i32 %821, 6
  %823 = zext nneg i32 %822 to i64
  %824 = getelementptr inbounds %struct.node, ptr %646, i64 %823
  %825 = getelementptr inbounds i8, ptr %824, i64 4
  %826 = atomicrmw add ptr %825, i32 2 monotonic, align 4
  %827 = getelementptr inbounds i8, ptr %824, i64 8
  %828 = atomicrmw xor ptr %827, i16 %674 seq_cst, align 8
  %829 = getelementptr inbounds i8, ptr %824, i64 16
  %830 = atomicrmw sub ptr %829, i64 %675 seq_cst, align 8
  %831 = load atomic i32, ptr %825 seq_cst, align 4
  br label %832

832:                                              ; preds = %832, %819
  %833 = phi i32 [ %831, %819 ], [ %838, %832 ]
  %834 = srem i32 %833, 97
  %835 = add nsw i32 %834, 1
  %836 = cmpxchg weak ptr %825, i32 %833, i32 %835 seq_cst seq_cst, align 4
  %837 = extractvalue { i32, i1 } %836, 1
  %838 = extractvalue { i32, i1 } %836, 0
  br i1 %837, label %839, label %832, !llvm.loop !26

839:                                              ; preds = %832
  %840 = add i32 %820, 10
  %841 = urem i32 %840, 6
  %842 = zext nneg i32 %841 to i64
  %843 = getelementptr inbounds %struct.node, ptr %646, i64 %842
  %844 = getelementptr inbounds i8, ptr %843, i64 4
  %845 = atomicrmw add ptr %844, i32 3 monotonic, align 4
  %846 = getelementptr inbounds i8, ptr %843, i64 8
  %847 = atomicrmw xor ptr %846, i16 %674 seq_cst, align 8
  %848 = getelementptr inbounds i8, ptr %843, i64 16
  %849 = atomicrmw sub ptr %848, i64 %675 seq_cst, align 8
  %850 = load atomic i32, ptr %844 seq_cst, align 4
  br label %851

851:                                              ; preds = %851, %839
  %852 = phi i32 [ %850, %839 ], [ %857, %851 ]
  %853 = srem i32 %852, 97
  %854 = add nsw i32 %853, 1
  %855 = cmpxchg weak ptr %844, i32 %852, i32 %854 seq_cst seq_cst, align 4
  %856 = extractvalue { i32, i1 } %855, 1
  %857 = extractvalue { i32, i1 } %855, 0
  br i1 %856, label %858, label %851, !llvm.loop !26

858:                                              ; preds = %851
  %859 = add i32 %820, 15
  %860 = urem i32 %859, 6
  %861 = zext nneg i32 %860 to i64
  %862 = getelementptr inbounds %struct.node, ptr %646, i64 %861
  %863 = getelementptr inbounds i8, ptr %862, i64 4
  %864 = atomicrmw add ptr %863, i32 4 monotonic, align 4
  %865 = getelementptr inbounds i8, ptr %862, i64 8
  %866 = atomicrmw xor ptr %865, i16 %674 seq_cst, align 8
  %867 = getelementptr inbounds i8, ptr %862, i64 16
  %868 = atomicrmw sub ptr %867, i64 %675 seq_cst, align 8
  %869 = load atomic i32, ptr %863 seq_cst, align 4
  br label %870

870:                                              ; preds = %870, %858
  %871 = phi i32 [ %869, %858 ], [ %876, %870 ]
  %872 = srem i32 %871, 97
  %873 = add nsw i32 %872, 1
  %874 = cmpxchg weak ptr %863, i32 %871, i32 %873 seq_cst seq_cst, align 4
  %875 = extractvalue { i32, i1 } %874, 1
  %876 = extractvalue { i32, i1 } %874, 0
  br i1 %875, label %877, label %870, !llvm.loop !26

877:                                              ; preds = %870
  %878 = add i32 %820, 20
  %879 = urem i32 %878, 6
  %880 = zext nneg i32 %879 to i64
  %881 = getelementptr inbounds %struct.node, ptr %646, i64 %880
  %882 = getelementptr inbounds i8, ptr %881, i64 4
  %883 = atomicrmw add ptr %882, i32 5 monotonic, align 4
  %884 = getelementptr inbounds i8, ptr %881, i64 8
  %885 = atomicrmw xor ptr %884, i16 %674 seq_cst, align 8
  %886 = getelementptr inbounds i8, ptr %881, i64 16
  %887 = atomicrmw sub ptr %886, i64 %675 seq_cst, align 8
  %888 = load atomic i32, ptr %882 seq_cst, align 4
  br label %889

889:                                              ; preds = %889, %877
  %890 = phi i32 [ %888, %877 ], [ %895, %889 ]
  %891 = srem i32 %890, 97
  %892 = add nsw i32 %891, 1
  %893 = cmpxchg weak ptr %882, i32 %890, i32 %892 seq_cst seq_cst, align 4
  %894 = extractvalue { i32, i1 } %893, 1
  %895 = extractvalue { i32, i1 } %893, 0
  br i1 %894, label %896, label %889, !llvm.loop !26

896:                                              ; preds = %889
  %897 = add i32 %820, 25
  %898 = urem i32 %897, 6
  %899 = zext nneg i32 %898 to i64
  %900 = getelementptr inbounds %struct.node, ptr %646, i64 %899
  %901 = getelementptr inbounds i8, ptr %900, i64 4
  %902 = atomicrmw add ptr %901, i32 6 monotonic, align 4
  %903 = getelementptr inbounds i8, ptr %900, i64 8
  %904 = atomicrmw xor ptr %903, i16 %674 seq_cst, align 8
  %905 = getelementptr inbounds i8, ptr %900, i64 16
  %906 = atomicrmw sub ptr %905, i64 %675 seq_cst, align 8
  %907 = load atomic i32, ptr %901 seq_cst, align 4
  br label %908

908:                                              ; preds = %908, %896
  %909 = phi i32 [ %907, %896 ], [ %914, %908 ]
  %910 = srem i32 %909, 97
  %911 = add nsw i32 %910, 1
  %912 = cmpxchg weak ptr %901, i32 %909, i32 %911 seq_cst seq_cst, align 4
  %913 = extractvalue { i32, i1 } %912, 1
  %914 = extractvalue { i32, i1 } %912, 0
  br i1 %913, label %915, label %908, !llvm.loop !26

915:                                              ; preds = %908
  %916 = add nuw nsw i64 %671, 1
  %917 = icmp eq i64 %916, 5
  br i1 %917, label %684, label %670, !llvm.loop !27

918:                                              ; preds = %918, %684
  %919 = phi i64 [ 0, %684 ], [ %937, %918 ]
  %920 = mul nuw nsw i64 %919, 3
  %921 = and i64 %920, 6
  %922 = getelementptr inbounds [8 x i64], ptr %1, i64 0, i64 %921
  %923 = mul nuw nsw i64 %919, %919
  %924 = atomicrmw add ptr %922, i64 %923 seq_cst, align 8
  %925 = and i64 %919, 6
  %926 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 %925
  %927 = atomicrmw add ptr %926, i8 3 monotonic, align 1
  %928 = or disjoint i64 %919, 1
  %929 = mul nuw nsw i64 %928, 3
  %930 = and i64 %929, 7
  %931 = getelementptr inbounds [8 x i64], ptr %1, i64 0, i64 %930
  %932 = mul nuw nsw i64 %928, %928
  %933 = atomicrmw add ptr %931, i64 %932 seq_cst, align 8
  %934 = and i64 %928, 7
  %935 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 %934
  %936 = atomicrmw add ptr %935, i8 3 monotonic, align 1
  %937 = add nuw nsw i64 %919, 2
  %938 = icmp eq i64 %937, 64
  br i1 %938, label %939, label %918, !llvm.loop !28

939:                                              ; preds = %918
  %940 = getelementptr inbounds i8, ptr %2, i64 7
  %941 = getelementptr inbounds i8, ptr %2, i64 6
  %942 = getelementptr inbounds i8, ptr %2, i64 5
  %943 = getelementptr inbounds i8, ptr %2, i64 4
  %944 = getelementptr inbounds i8, ptr %2, i64 3
  %945 = getelementptr inbounds i8, ptr %2, i64 2
  %946 = getelementptr inbounds i8, ptr %2, i64 1
  %947 = load atomic i64, ptr %1 seq_cst, align 16
  %948 = load atomic i8, ptr %2 acquire, align 8
  %949 = zext i8 %948 to i32
  %950 = load atomic i64, ptr %805 seq_cst, align 8
  %951 = add nsw i64 %950, %947
  %952 = mul nuw nsw i32 %949, 31
  %953 = load atomic i8, ptr %946 acquire, align 1
  %954 = zext i8 %953 to i32
  %955 = add nuw nsw i32 %952, %954
  %956 = load atomic i64, ptr %806 seq_cst, align 16
  %957 = add nsw i64 %951, %956
  %958 = mul nuw nsw i32 %955, 31
  %959 = load atomic i8, ptr %945 acquire, align 2
  %960 = zext i8 %959 to i32
  %961 = add nuw nsw i32 %958, %960
  %962 = load atomic i64, ptr %807 seq_cst, align 8
  %963 = add nsw i64 %957, %962
  %964 = mul nuw nsw i32 %961, 31
  %965 = load atomic i8, ptr %944 acquire, align 1
  %966 = zext i8 %965 to i32
  %967 = add nuw nsw i32 %964, %966
  %968 = load atomic i64, ptr %808 seq_cst, align 16
  %969 = add nsw i64 %963, %968
  %970 = mul nuw nsw i32 %967, 31
  %971 = load atomic i8, ptr %943 acquire, align 4
  %972 = zext i8 %971 to i32
  %973 = add nuw nsw i32 %970, %972
  %974 = load atomic i64, ptr %809 seq_cst, align 8
  %975 = add nsw i64 %969, %974
  %976 = mul i32 %973, 31
  %977 = load atomic i8, ptr %942 acquire, align 1
  %978 = zext i8 %977 to i32
  %979 = add i32 %976, %978
  %980 = load atomic i64, ptr %810 seq_cst, align 16
  %981 = add nsw i64 %975, %980
  %982 = mul i32 %979, 31
  %983 = load atomic i8, ptr %941 acquire, align 2
  %984 = zext i8 %983 to i32
  %985 = add i32 %982, %984
  %986 = load atomic i64, ptr %811 seq_cst, align 8
  %987 = add nsw i64 %981, %986
  %988 = mul i32 %985, 31
  %989 = load atomic i8, ptr %940 acquire, align 1
  %990 = zext i8 %989 to i32
  %991 = add i32 %988, %990
  %992 = load i64, ptr @checksum, align 8, !tbaa !17
  %993 = xor i64 %992, %987
  %994 = mul i64 %993, 1099511628211
  %995 = zext i32 %991 to i64
  %996 = xor i64 %994, %995
  %997 = mul i64 %996, 1099511628211
  store i64 %997, ptr @checksum, align 8, !tbaa !17
  %998 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i64 noundef %987, i32 noundef %991)
  store atomic i64 8589934593, ptr @apair seq_cst, align 8
  %999 = cmpxchg ptr @apair, i64 8589934593, i64 17179869187 seq_cst seq_cst, align 8
  %1000 = extractvalue { i64, i1 } %999, 1
  %1001 = atomicrmw xchg ptr @apair, i64 8589934593 seq_cst, align 8
  %1002 = trunc i64 %1001 to i32
  %1003 = lshr i64 %1001, 32
  %1004 = trunc nuw i64 %1003 to i32
  %1005 = load atomic i64, ptr @apair seq_cst, align 8
  %1006 = trunc i64 %1005 to i32
  %1007 = lshr i64 %1005, 32
  %1008 = trunc nuw i64 %1007 to i32
  %1009 = zext i1 %1000 to i32
  %1010 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, i32 noundef %1009, i32 noundef %1002, i32 noundef %1004, i32 noundef %1006, i32 noundef %1008)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9
  %1011 = load atomic i32, ptr @ai seq_cst, align 4
  %1012 = sext i32 %1011 to i64
  %1013 = load i64, ptr @checksum, align 8, !tbaa !17
  %1014 = xor i64 %1013, %1012
  %1015 = mul i64 %1014, 1099511628211
  store i64 %1015, ptr @checksum, align 8, !tbaa !17
  %1016 = load atomic i64, ptr @all seq_cst, align 8
  %1017 = load i64, ptr @checksum, align 8, !tbaa !17
  %1018 = xor i64 %1017, %1016
  %1019 = mul i64 %1018, 1099511628211
  store i64 %1019, ptr @checksum, align 8, !tbaa !17
  %1020 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1019)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @store_order(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  switch i32 %2, label %4 [
    i32 3, label %5
    i32 5, label %6
  ]

4:                                                ; preds = %3
  store atomic i32 %1, ptr %0 monotonic, align 4
  br label %7

5:                                                ; preds = %3
  store atomic i32 %1, ptr %0 release, align 4
  br label %7

6:                                                ; preds = %3
  store atomic i32 %1, ptr %0 seq_cst, align 4
  br label %7

7:                                                ; preds = %6, %5, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @load_order(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  switch i32 %1, label %3 [
    i32 1, label %5
    i32 2, label %5
    i32 5, label %7
  ]

3:                                                ; preds = %2
  %4 = load atomic i32, ptr %0 monotonic, align 4
  br label %9

5:                                                ; preds = %2, %2
  %6 = load atomic i32, ptr %0 acquire, align 4
  br label %9

7:                                                ; preds = %2
  %8 = load atomic i32, ptr %0 seq_cst, align 4
  br label %9

9:                                                ; preds = %7, %5, %3
  %10 = phi i32 [ %4, %3 ], [ %8, %7 ], [ %6, %5 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @rmw_order(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #3 {
  switch i32 %1, label %3 [
    i32 1, label %5
    i32 2, label %5
    i32 3, label %7
    i32 4, label %9
    i32 5, label %11
  ]

3:                                                ; preds = %2
  %4 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  br label %13

5:                                                ; preds = %2, %2
  %6 = atomicrmw add ptr %0, i32 1 acquire, align 4
  br label %13

7:                                                ; preds = %2
  %8 = atomicrmw add ptr %0, i32 1 release, align 4
  br label %13

9:                                                ; preds = %2
  %10 = atomicrmw add ptr %0, i32 1 acq_rel, align 4
  br label %13

11:                                               ; preds = %2
  %12 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  br label %13

13:                                               ; preds = %11, %9, %7, %5, %3
  %14 = phi i32 [ %4, %3 ], [ %12, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ]
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef zeroext i1 @cas_order(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 {
  switch i32 %2, label %5 [
    i32 1, label %6
    i32 2, label %6
    i32 3, label %7
    i32 4, label %8
    i32 5, label %9
  ]

5:                                                ; preds = %4
  switch i32 %3, label %15 [
    i32 1, label %19
    i32 2, label %19
    i32 5, label %23
  ]

6:                                                ; preds = %4, %4
  switch i32 %3, label %27 [
    i32 1, label %31
    i32 2, label %31
    i32 5, label %35
  ]

7:                                                ; preds = %4
  switch i32 %3, label %39 [
    i32 1, label %43
    i32 2, label %43
    i32 5, label %47
  ]

8:                                                ; preds = %4
  switch i32 %3, label %51 [
    i32 1, label %55
    i32 2, label %55
    i32 5, label %59
  ]

9:                                                ; preds = %4
  switch i32 %3, label %63 [
    i32 1, label %67
    i32 2, label %67
    i32 5, label %71
  ]

10:                                               ; preds = %71, %67, %63, %59, %55, %51, %47, %43, %39, %35, %31, %27, %23, %19, %15
  %11 = phi { i32, i1 } [ %17, %15 ], [ %21, %19 ], [ %25, %23 ], [ %29, %27 ], [ %33, %31 ], [ %37, %35 ], [ %41, %39 ], [ %45, %43 ], [ %49, %47 ], [ %53, %51 ], [ %57, %55 ], [ %61, %59 ], [ %65, %63 ], [ %69, %67 ], [ %73, %71 ]
  %12 = extractvalue { i32, i1 } %11, 0
  store i32 %12, ptr %0, align 4
  br label %13

13:                                               ; preds = %10, %71, %67, %63, %59, %55, %51, %47, %43, %39, %35, %31, %27, %23, %19, %15
  %14 = phi i1 [ true, %15 ], [ true, %19 ], [ true, %23 ], [ true, %27 ], [ true, %31 ], [ true, %35 ], [ true, %39 ], [ true, %43 ], [ true, %47 ], [ true, %51 ], [ true, %55 ], [ true, %59 ], [ true, %63 ], [ true, %67 ], [ true, %71 ], [ false, %10 ]
  ret i1 %14

15:                                               ; preds = %5
  %16 = load i32, ptr %0, align 4
  %17 = cmpxchg ptr @ai, i32 %16, i32 %1 monotonic monotonic, align 4
  %18 = extractvalue { i32, i1 } %17, 1
  br i1 %18, label %13, label %10

19:                                               ; preds = %5, %5
  %20 = load i32, ptr %0, align 4
  %21 = cmpxchg ptr @ai, i32 %20, i32 %1 monotonic acquire, align 4
  %22 = extractvalue { i32, i1 } %21, 1
  br i1 %22, label %13, label %10

23:                                               ; preds = %5
  %24 = load i32, ptr %0, align 4
  %25 = cmpxchg ptr @ai, i32 %24, i32 %1 monotonic seq_cst, align 4
  %26 = extractvalue { i32, i1 } %25, 1
  br i1 %26, label %13, label %10

27:                                               ; preds = %6
  %28 = load i32, ptr %0, align 4
  %29 = cmpxchg ptr @ai, i32 %28, i32 %1 acquire monotonic, align 4
  %30 = extractvalue { i32, i1 } %29, 1
  br i1 %30, label %13, label %10

31:                                               ; preds = %6, %6
  %32 = load i32, ptr %0, align 4
  %33 = cmpxchg ptr @ai, i32 %32, i32 %1 acquire acquire, align 4
  %34 = extractvalue { i32, i1 } %33, 1
  br i1 %34, label %13, label %10

35:                                               ; preds = %6
  %36 = load i32, ptr %0, align 4
  %37 = cmpxchg ptr @ai, i32 %36, i32 %1 acquire seq_cst, align 4
  %38 = extractvalue { i32, i1 } %37, 1
  br i1 %38, label %13, label %10

39:                                               ; preds = %7
  %40 = load i32, ptr %0, align 4
  %41 = cmpxchg ptr @ai, i32 %40, i32 %1 release monotonic, align 4
  %42 = extractvalue { i32, i1 } %41, 1
  br i1 %42, label %13, label %10

43:                                               ; preds = %7, %7
  %44 = load i32, ptr %0, align 4
  %45 = cmpxchg ptr @ai, i32 %44, i32 %1 release acquire, align 4
  %46 = extractvalue { i32, i1 } %45, 1
  br i1 %46, label %13, label %10

47:                                               ; preds = %7
  %48 = load i32, ptr %0, align 4
  %49 = cmpxchg ptr @ai, i32 %48, i32 %1 release seq_cst, align 4
  %50 = extractvalue { i32, i1 } %49, 1
  br i1 %50, label %13, label %10

51:                                               ; preds = %8
  %52 = load i32, ptr %0, align 4
  %53 = cmpxchg ptr @ai, i32 %52, i32 %1 acq_rel monotonic, align 4
  %54 = extractvalue { i32, i1 } %53, 1
  br i1 %54, label %13, label %10

55:                                               ; preds = %8, %8
  %56 = load i32, ptr %0, align 4
  %57 = cmpxchg ptr @ai, i32 %56, i32 %1 acq_rel acquire, align 4
  %58 = extractvalue { i32, i1 } %57, 1
  br i1 %58, label %13, label %10

59:                                               ; preds = %8
  %60 = load i32, ptr %0, align 4
  %61 = cmpxchg ptr @ai, i32 %60, i32 %1 acq_rel seq_cst, align 4
  %62 = extractvalue { i32, i1 } %61, 1
  br i1 %62, label %13, label %10

63:                                               ; preds = %9
  %64 = load i32, ptr %0, align 4
  %65 = cmpxchg ptr @ai, i32 %64, i32 %1 seq_cst monotonic, align 4
  %66 = extractvalue { i32, i1 } %65, 1
  br i1 %66, label %13, label %10

67:                                               ; preds = %9, %9
  %68 = load i32, ptr %0, align 4
  %69 = cmpxchg ptr @ai, i32 %68, i32 %1 seq_cst acquire, align 4
  %70 = extractvalue { i32, i1 } %69, 1
  br i1 %70, label %13, label %10

71:                                               ; preds = %9
  %72 = load i32, ptr %0, align 4
  %73 = cmpxchg ptr @ai, i32 %72, i32 %1 seq_cst seq_cst, align 4
  %74 = extractvalue { i32, i1 } %73, 1
  br i1 %74, label %13, label %10
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn uwtable
define internal fastcc void @fence_order(i32 noundef %0) unnamed_addr #5 {
  switch i32 %0, label %6 [
    i32 1, label %2
    i32 2, label %2
    i32 3, label %3
    i32 4, label %4
    i32 5, label %5
  ]

2:                                                ; preds = %1, %1
  fence acquire
  br label %6

3:                                                ; preds = %1
  fence release
  br label %6

4:                                                ; preds = %1
  fence acq_rel
  br label %6

5:                                                ; preds = %1
  fence seq_cst
  br label %6

6:                                                ; preds = %5, %4, %3, %2, %1
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #7

; Function Attrs: nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !7, i64 0}
!19 = distinct !{!19, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !7, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !7, i64 0}
!24 = !{!25, !6, i64 0}
!25 = !{!"node", !6, i64 0, !7, i64 4, !7, i64 8, !7, i64 16}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}

; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"30! hex = \00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"a*b = \00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"a/b = \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" a%%b = \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"b>>3 = \00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" shl = \00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"2^89-1 = \00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"fermat 3^(m-1) mod m = \00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"as double %.6e, back \00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"from double \00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"isqrt = \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"acc = \00", align 1
@.str.17 = private unnamed_addr constant [28 x i8] c"trunc %lld %llu sizeof=%zu\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"%016llx%016llx\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"-\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca double, align 8
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i32, align 4
  %33 = alloca i128, align 16
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %36 = call { i64, i64 } @factorial(i32 noundef 30)
  %37 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %38 = extractvalue { i64, i64 } %36, 0
  store i64 %38, ptr %37, align 16
  %39 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %40 = extractvalue { i64, i64 } %36, 1
  store i64 %40, ptr %39, align 8
  %41 = load i128, ptr %3, align 16
  store i128 %41, ptr %2, align 16
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %43 = load i128, ptr %2, align 16
  store i128 %43, ptr %4, align 16
  %44 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %45 = load i64, ptr %44, align 16
  %46 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %47 = load i64, ptr %46, align 8
  call void @print_u128(i64 noundef %45, i64 noundef %47)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %50 = load i128, ptr %2, align 16
  store i128 %50, ptr %5, align 16
  %51 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %52 = load i64, ptr %51, align 16
  %53 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %54 = load i64, ptr %53, align 8
  call void @hex_u128(i64 noundef %52, i64 noundef %54)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 -1, ptr %6, align 16
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %57 = load i128, ptr %6, align 16
  store i128 %57, ptr %7, align 16
  %58 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %59 = load i64, ptr %58, align 16
  %60 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  call void @print_u128(i64 noundef %59, i64 noundef %61)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 -170141183460469231731687303715884105728, ptr %8, align 16
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %64 = load i128, ptr %8, align 16
  store i128 %64, ptr %9, align 16
  %65 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %66 = load i64, ptr %65, align 16
  %67 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %68 = load i64, ptr %67, align 8
  call void @print_i128(i64 noundef %66, i64 noundef %68)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 123456789876543201086419746, ptr %10, align 16
  store i128 -987654321987, ptr %11, align 16
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %71 = load i128, ptr %10, align 16
  %72 = load i128, ptr %11, align 16
  %73 = mul nsw i128 %71, %72
  %74 = sdiv i128 %73, 1000
  store i128 %74, ptr %12, align 16
  %75 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %76 = load i64, ptr %75, align 16
  %77 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %78 = load i64, ptr %77, align 8
  call void @print_i128(i64 noundef %76, i64 noundef %78)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %81 = load i128, ptr %10, align 16
  %82 = load i128, ptr %11, align 16
  %83 = sdiv i128 %81, %82
  store i128 %83, ptr %13, align 16
  %84 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %85 = load i64, ptr %84, align 16
  %86 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %87 = load i64, ptr %86, align 8
  call void @print_i128(i64 noundef %85, i64 noundef %87)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %89 = load i128, ptr %10, align 16
  %90 = load i128, ptr %11, align 16
  %91 = srem i128 %89, %90
  store i128 %91, ptr %14, align 16
  %92 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %93 = load i64, ptr %92, align 16
  %94 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  call void @print_i128(i64 noundef %93, i64 noundef %95)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %98 = load i128, ptr %11, align 16
  %99 = ashr i128 %98, 3
  store i128 %99, ptr %15, align 16
  %100 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %101 = load i64, ptr %100, align 16
  %102 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %103 = load i64, ptr %102, align 8
  call void @print_i128(i64 noundef %101, i64 noundef %103)
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %105 = load i128, ptr %10, align 16
  %106 = shl i128 %105, 37
  store i128 %106, ptr %16, align 16
  %107 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %108 = load i64, ptr %107, align 16
  %109 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %110 = load i64, ptr %109, align 8
  call void @hex_u128(i64 noundef %108, i64 noundef %110)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %112 = load i128, ptr %10, align 16
  %113 = load i128, ptr %11, align 16
  %114 = icmp sgt i128 %112, %113
  %115 = zext i1 %114 to i32
  %116 = load i128, ptr %11, align 16
  %117 = load i128, ptr %10, align 16
  %118 = icmp ugt i128 %116, %117
  %119 = zext i1 %118 to i32
  %120 = load i128, ptr %10, align 16
  %121 = load i128, ptr %10, align 16
  %122 = add nsw i128 %121, 0
  %123 = icmp eq i128 %120, %122
  %124 = zext i1 %123 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %115, i32 noundef %119, i32 noundef %124)
  store i128 618970019642690137449562111, ptr %17, align 16
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %127 = load i128, ptr %17, align 16
  store i128 %127, ptr %18, align 16
  %128 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %129 = load i64, ptr %128, align 16
  %130 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %131 = load i64, ptr %130, align 8
  call void @print_u128(i64 noundef %129, i64 noundef %131)
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %134 = load i128, ptr %17, align 16
  %135 = sub i128 %134, 1
  store i128 3, ptr %19, align 16
  %136 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %137 = load i64, ptr %136, align 16
  %138 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %139 = load i64, ptr %138, align 8
  store i128 %135, ptr %20, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %141 = load i64, ptr %140, align 16
  %142 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %143 = load i64, ptr %142, align 8
  store i128 2305843009213693951, ptr %21, align 16
  %144 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %145 = load i64, ptr %144, align 16
  %146 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %147 = load i64, ptr %146, align 8
  %148 = call { i64, i64 } @powmod(i64 noundef %137, i64 noundef %139, i64 noundef %141, i64 noundef %143, i64 noundef %145, i64 noundef %147)
  %149 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %150 = extractvalue { i64, i64 } %148, 0
  store i64 %150, ptr %149, align 16
  %151 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %152 = extractvalue { i64, i64 } %148, 1
  store i64 %152, ptr %151, align 8
  %153 = load i128, ptr %22, align 16
  store i128 %153, ptr %23, align 16
  %154 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %155 = load i64, ptr %154, align 16
  %156 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %157 = load i64, ptr %156, align 8
  call void @print_u128(i64 noundef %155, i64 noundef %157)
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %159 = load i128, ptr %2, align 16
  %160 = uitofp i128 %159 to double
  store double %160, ptr %24, align 8
  %161 = load double, ptr %24, align 8
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %161)
  %163 = load double, ptr %24, align 8
  %164 = fptoui double %163 to i128
  store i128 %164, ptr %25, align 16
  %165 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %166 = load i64, ptr %165, align 16
  %167 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %168 = load i64, ptr %167, align 8
  call void @print_u128(i64 noundef %166, i64 noundef %168)
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 -1499999999999999889089448902656, ptr %26, align 16
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %171 = load i128, ptr %26, align 16
  store i128 %171, ptr %27, align 16
  %172 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %173 = load i64, ptr %172, align 16
  %174 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %175 = load i64, ptr %174, align 8
  call void @print_i128(i64 noundef %173, i64 noundef %175)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i128 316912650057057350374175801344, ptr %28, align 16
  %178 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %179 = load i64, ptr %178, align 16
  %180 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %181 = load i64, ptr %180, align 8
  %182 = call { i64, i64 } @isqrt_ish(i64 noundef %179, i64 noundef %181)
  %183 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %184 = extractvalue { i64, i64 } %182, 0
  store i64 %184, ptr %183, align 16
  %185 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %186 = extractvalue { i64, i64 } %182, 1
  store i64 %186, ptr %185, align 8
  %187 = load i128, ptr %29, align 16
  store i128 %187, ptr %30, align 16
  %188 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 0
  %189 = load i64, ptr %188, align 16
  %190 = getelementptr inbounds { i64, i64 }, ptr %30, i32 0, i32 1
  %191 = load i64, ptr %190, align 8
  call void @print_i128(i64 noundef %189, i64 noundef %191)
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i128 81985529216486895, ptr %31, align 16
  store i32 0, ptr %32, align 4
  br label %193

193:                                              ; preds = %203, %0
  %194 = load i32, ptr %32, align 4
  %195 = icmp slt i32 %194, 100
  br i1 %195, label %196, label %206

196:                                              ; preds = %193
  %197 = load i128, ptr %31, align 16
  %198 = mul i128 %197, 6364136223846793005
  %199 = add i128 %198, 1442695040888963407
  %200 = load i128, ptr %31, align 16
  %201 = lshr i128 %200, 70
  %202 = add i128 %199, %201
  store i128 %202, ptr %31, align 16
  br label %203

203:                                              ; preds = %196
  %204 = load i32, ptr %32, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %32, align 4
  br label %193, !llvm.loop !6

206:                                              ; preds = %193
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %208 = load i128, ptr %31, align 16
  store i128 %208, ptr %33, align 16
  %209 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %210 = load i64, ptr %209, align 16
  %211 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %212 = load i64, ptr %211, align 8
  call void @hex_u128(i64 noundef %210, i64 noundef %212)
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i64 -5, ptr %34, align 8
  %214 = load i128, ptr %6, align 16
  %215 = lshr i128 %214, 1
  %216 = trunc i128 %215 to i64
  store i64 %216, ptr %35, align 8
  %217 = load i64, ptr %34, align 8
  %218 = load i64, ptr %35, align 8
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %217, i64 noundef %218, i64 noundef 16)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @factorial(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i128 1, ptr %4, align 16
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i128
  %13 = load i128, ptr %4, align 16
  %14 = mul i128 %13, %12
  store i128 %14, ptr %4, align 16
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !8

18:                                               ; preds = %6
  %19 = load i128, ptr %4, align 16
  store i128 %19, ptr %2, align 16
  %20 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %20
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_u128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %3, align 16
  store i128 %12, ptr %4, align 16
  store i32 0, ptr %6, align 4
  %13 = load i128, ptr %4, align 16
  %14 = icmp eq i128 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %18
  store i8 48, ptr %19, align 1
  br label %20

20:                                               ; preds = %15, %2
  br label %21

21:                                               ; preds = %24, %20
  %22 = load i128, ptr %4, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %24, label %36

24:                                               ; preds = %21
  %25 = load i128, ptr %4, align 16
  %26 = urem i128 %25, 10
  %27 = trunc i128 %26 to i32
  %28 = add nsw i32 48, %27
  %29 = trunc i32 %28 to i8
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %32
  store i8 %29, ptr %33, align 1
  %34 = load i128, ptr %4, align 16
  %35 = udiv i128 %34, 10
  store i128 %35, ptr %4, align 16
  br label %21, !llvm.loop !9

36:                                               ; preds = %21
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %38
  store i8 0, ptr %39, align 1
  store i32 0, ptr %7, align 4
  %40 = load i32, ptr %6, align 4
  %41 = sub nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %42

42:                                               ; preds = %62, %36
  %43 = load i32, ptr %7, align 4
  %44 = load i32, ptr %8, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %67

46:                                               ; preds = %42
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1
  store i8 %50, ptr %9, align 1
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %52
  %54 = load i8, ptr %53, align 1
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %56
  store i8 %54, ptr %57, align 1
  %58 = load i8, ptr %9, align 1
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %60
  store i8 %58, ptr %61, align 1
  br label %62

62:                                               ; preds = %46
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %7, align 4
  %65 = load i32, ptr %8, align 4
  %66 = add nsw i32 %65, -1
  store i32 %66, ptr %8, align 4
  br label %42, !llvm.loop !10

67:                                               ; preds = %42
  %68 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 0
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %68)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex_u128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  %11 = load i128, ptr %4, align 16
  %12 = trunc i128 %11 to i64
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %10, i64 noundef %12)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_i128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
  %10 = load i128, ptr %4, align 16
  %11 = icmp slt i128 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %2
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.20)
  %14 = load i128, ptr %4, align 16
  %15 = sub i128 0, %14
  store i128 %15, ptr %5, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %17 = load i64, ptr %16, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  call void @print_u128(i64 noundef %17, i64 noundef %19)
  br label %26

20:                                               ; preds = %2
  %21 = load i128, ptr %4, align 16
  store i128 %21, ptr %6, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  call void @print_u128(i64 noundef %23, i64 noundef %25)
  br label %26

26:                                               ; preds = %20, %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %23, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %1, ptr %24, align 8
  %25 = load i128, ptr %8, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %26, align 16
  %27 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %27, align 8
  %28 = load i128, ptr %9, align 16
  %29 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %4, ptr %29, align 16
  %30 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %5, ptr %30, align 8
  %31 = load i128, ptr %10, align 16
  store i128 %25, ptr %11, align 16
  store i128 %28, ptr %12, align 16
  store i128 %31, ptr %13, align 16
  store i128 1, ptr %14, align 16
  %32 = load i128, ptr %13, align 16
  %33 = load i128, ptr %11, align 16
  %34 = urem i128 %33, %32
  store i128 %34, ptr %11, align 16
  br label %35

35:                                               ; preds = %64, %6
  %36 = load i128, ptr %12, align 16
  %37 = icmp ne i128 %36, 0
  br i1 %37, label %38, label %88

38:                                               ; preds = %35
  %39 = load i128, ptr %12, align 16
  %40 = and i128 %39, 1
  %41 = icmp ne i128 %40, 0
  br i1 %41, label %42, label %64

42:                                               ; preds = %38
  %43 = load i128, ptr %14, align 16
  %44 = load i128, ptr %11, align 16
  %45 = load i128, ptr %13, align 16
  store i128 %43, ptr %15, align 16
  %46 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %47 = load i64, ptr %46, align 16
  %48 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  store i128 %44, ptr %16, align 16
  %50 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %51 = load i64, ptr %50, align 16
  %52 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  store i128 %45, ptr %17, align 16
  %54 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %55 = load i64, ptr %54, align 16
  %56 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = call { i64, i64 } @mulmod(i64 noundef %47, i64 noundef %49, i64 noundef %51, i64 noundef %53, i64 noundef %55, i64 noundef %57)
  %59 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %60 = extractvalue { i64, i64 } %58, 0
  store i64 %60, ptr %59, align 16
  %61 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %62 = extractvalue { i64, i64 } %58, 1
  store i64 %62, ptr %61, align 8
  %63 = load i128, ptr %18, align 16
  store i128 %63, ptr %14, align 16
  br label %64

64:                                               ; preds = %42, %38
  %65 = load i128, ptr %11, align 16
  %66 = load i128, ptr %11, align 16
  %67 = load i128, ptr %13, align 16
  store i128 %65, ptr %19, align 16
  %68 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %69 = load i64, ptr %68, align 16
  %70 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  store i128 %66, ptr %20, align 16
  %72 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %73 = load i64, ptr %72, align 16
  %74 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %75 = load i64, ptr %74, align 8
  store i128 %67, ptr %21, align 16
  %76 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %77 = load i64, ptr %76, align 16
  %78 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %79 = load i64, ptr %78, align 8
  %80 = call { i64, i64 } @mulmod(i64 noundef %69, i64 noundef %71, i64 noundef %73, i64 noundef %75, i64 noundef %77, i64 noundef %79)
  %81 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %82 = extractvalue { i64, i64 } %80, 0
  store i64 %82, ptr %81, align 16
  %83 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %84 = extractvalue { i64, i64 } %80, 1
  store i64 %84, ptr %83, align 8
  %85 = load i128, ptr %22, align 16
  store i128 %85, ptr %11, align 16
  %86 = load i128, ptr %12, align 16
  %87 = lshr i128 %86, 1
  store i128 %87, ptr %12, align 16
  br label %35, !llvm.loop !11

88:                                               ; preds = %35
  %89 = load i128, ptr %14, align 16
  store i128 %89, ptr %7, align 16
  %90 = load { i64, i64 }, ptr %7, align 16
  ret { i64, i64 } %90
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @isqrt_ish(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store i128 %11, ptr %5, align 16
  store i128 0, ptr %6, align 16
  store i128 4611686018427387904, ptr %7, align 16
  br label %12

12:                                               ; preds = %32, %2
  %13 = load i128, ptr %6, align 16
  %14 = load i128, ptr %7, align 16
  %15 = icmp slt i128 %13, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %12
  %17 = load i128, ptr %6, align 16
  %18 = load i128, ptr %7, align 16
  %19 = add nsw i128 %17, %18
  %20 = add nsw i128 %19, 1
  %21 = sdiv i128 %20, 2
  store i128 %21, ptr %8, align 16
  %22 = load i128, ptr %8, align 16
  %23 = load i128, ptr %8, align 16
  %24 = mul nsw i128 %22, %23
  %25 = load i128, ptr %5, align 16
  %26 = icmp sle i128 %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %16
  %28 = load i128, ptr %8, align 16
  store i128 %28, ptr %6, align 16
  br label %32

29:                                               ; preds = %16
  %30 = load i128, ptr %8, align 16
  %31 = sub nsw i128 %30, 1
  store i128 %31, ptr %7, align 16
  br label %32

32:                                               ; preds = %29, %27
  br label %12, !llvm.loop !12

33:                                               ; preds = %12
  %34 = load i128, ptr %6, align 16
  store i128 %34, ptr %3, align 16
  %35 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %1, ptr %15, align 8
  %16 = load i128, ptr %8, align 16
  %17 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %17, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %18, align 8
  %19 = load i128, ptr %9, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %4, ptr %20, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %5, ptr %21, align 8
  %22 = load i128, ptr %10, align 16
  store i128 %16, ptr %11, align 16
  store i128 %19, ptr %12, align 16
  store i128 %22, ptr %13, align 16
  %23 = load i128, ptr %11, align 16
  %24 = load i128, ptr %12, align 16
  %25 = mul i128 %23, %24
  %26 = load i128, ptr %13, align 16
  %27 = urem i128 %25, %26
  store i128 %27, ptr %7, align 16
  %28 = load { i64, i64 }, ptr %7, align 16
  ret { i64, i64 } %28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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

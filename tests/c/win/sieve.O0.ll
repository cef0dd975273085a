; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@composite = internal global [100001 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [48 x i8] c"primes<=%d: count=%d sum=%lld last=%d twins=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"max gap=%d after %d; 1000th prime=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"perfect:\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"digit sums=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [6 x i64], align 16
  %16 = alloca i32, align 4
  %17 = alloca [64 x i64], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 @composite, i8 0, i64 100001, i1 false)
  store i8 1, ptr getelementptr inbounds ([100001 x i8], ptr @composite, i64 0, i64 1), align 1
  store i8 1, ptr @composite, align 16
  store i32 2, ptr %2, align 4
  br label %23

23:                                               ; preds = %51, %0
  %24 = load i32, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = mul nsw i32 %24, %25
  %27 = icmp sle i32 %26, 100000
  br i1 %27, label %28, label %54

28:                                               ; preds = %23
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = icmp ne i8 %32, 0
  br i1 %33, label %50, label %34

34:                                               ; preds = %28
  %35 = load i32, ptr %2, align 4
  %36 = load i32, ptr %2, align 4
  %37 = mul nsw i32 %35, %36
  store i32 %37, ptr %3, align 4
  br label %38

38:                                               ; preds = %45, %34
  %39 = load i32, ptr %3, align 4
  %40 = icmp sle i32 %39, 100000
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %43
  store i8 1, ptr %44, align 1
  br label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %2, align 4
  %47 = load i32, ptr %3, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %3, align 4
  br label %38, !llvm.loop !5

49:                                               ; preds = %38
  br label %50

50:                                               ; preds = %49, %28
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %2, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %2, align 4
  br label %23, !llvm.loop !7

54:                                               ; preds = %23
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 2, ptr %8, align 4
  br label %55

55:                                               ; preds = %81, %54
  %56 = load i32, ptr %8, align 4
  %57 = icmp sle i32 %56, 100000
  br i1 %57, label %58, label %84

58:                                               ; preds = %55
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1
  %63 = icmp ne i8 %62, 0
  br i1 %63, label %80, label %64

64:                                               ; preds = %58
  %65 = load i32, ptr %4, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %4, align 4
  %67 = load i32, ptr %8, align 4
  %68 = sext i32 %67 to i64
  %69 = load i64, ptr %6, align 8
  %70 = add nsw i64 %69, %68
  store i64 %70, ptr %6, align 8
  %71 = load i32, ptr %8, align 4
  %72 = load i32, ptr %5, align 4
  %73 = sub nsw i32 %71, %72
  %74 = icmp eq i32 %73, 2
  br i1 %74, label %75, label %78

75:                                               ; preds = %64
  %76 = load i32, ptr %7, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %7, align 4
  br label %78

78:                                               ; preds = %75, %64
  %79 = load i32, ptr %8, align 4
  store i32 %79, ptr %5, align 4
  br label %80

80:                                               ; preds = %78, %58
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %8, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %8, align 4
  br label %55, !llvm.loop !8

84:                                               ; preds = %55
  %85 = load i32, ptr %4, align 4
  %86 = load i64, ptr %6, align 8
  %87 = load i32, ptr %5, align 4
  %88 = load i32, ptr %7, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 100000, i32 noundef %85, i64 noundef %86, i32 noundef %87, i32 noundef %88)
  %90 = load i32, ptr %4, align 4
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = call ptr @malloc(i64 noundef %92) #6
  store ptr %93, ptr %9, align 8
  store i32 0, ptr %10, align 4
  store i32 2, ptr %11, align 4
  br label %94

94:                                               ; preds = %111, %84
  %95 = load i32, ptr %11, align 4
  %96 = icmp sle i32 %95, 100000
  br i1 %96, label %97, label %114

97:                                               ; preds = %94
  %98 = load i32, ptr %11, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %99
  %101 = load i8, ptr %100, align 1
  %102 = icmp ne i8 %101, 0
  br i1 %102, label %110, label %103

103:                                              ; preds = %97
  %104 = load i32, ptr %11, align 4
  %105 = load ptr, ptr %9, align 8
  %106 = load i32, ptr %10, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %10, align 4
  %108 = sext i32 %106 to i64
  %109 = getelementptr inbounds i32, ptr %105, i64 %108
  store i32 %104, ptr %109, align 4
  br label %110

110:                                              ; preds = %103, %97
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr %11, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %11, align 4
  br label %94, !llvm.loop !9

114:                                              ; preds = %94
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 1, ptr %14, align 4
  br label %115

115:                                              ; preds = %154, %114
  %116 = load i32, ptr %14, align 4
  %117 = load i32, ptr %10, align 4
  %118 = icmp slt i32 %116, %117
  br i1 %118, label %119, label %157

119:                                              ; preds = %115
  %120 = load ptr, ptr %9, align 8
  %121 = load i32, ptr %14, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr %120, i64 %122
  %124 = load i32, ptr %123, align 4
  %125 = load ptr, ptr %9, align 8
  %126 = load i32, ptr %14, align 4
  %127 = sub nsw i32 %126, 1
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %125, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = sub nsw i32 %124, %130
  %132 = load i32, ptr %12, align 4
  %133 = icmp sgt i32 %131, %132
  br i1 %133, label %134, label %153

134:                                              ; preds = %119
  %135 = load ptr, ptr %9, align 8
  %136 = load i32, ptr %14, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %135, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = load ptr, ptr %9, align 8
  %141 = load i32, ptr %14, align 4
  %142 = sub nsw i32 %141, 1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr %140, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = sub nsw i32 %139, %145
  store i32 %146, ptr %12, align 4
  %147 = load ptr, ptr %9, align 8
  %148 = load i32, ptr %14, align 4
  %149 = sub nsw i32 %148, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %147, i64 %150
  %152 = load i32, ptr %151, align 4
  store i32 %152, ptr %13, align 4
  br label %153

153:                                              ; preds = %134, %119
  br label %154

154:                                              ; preds = %153
  %155 = load i32, ptr %14, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %14, align 4
  br label %115, !llvm.loop !10

157:                                              ; preds = %115
  %158 = load i32, ptr %12, align 4
  %159 = load i32, ptr %13, align 4
  %160 = load ptr, ptr %9, align 8
  %161 = getelementptr inbounds i32, ptr %160, i64 999
  %162 = load i32, ptr %161, align 4
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %158, i32 noundef %159, i32 noundef %162)
  %164 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %164)
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 48, i1 false)
  %165 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 0
  store i64 360, ptr %165, align 16
  %166 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 1
  store i64 97, ptr %166, align 8
  %167 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 2
  store i64 1001, ptr %167, align 16
  %168 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 3
  store i64 600851475143, ptr %168, align 8
  %169 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 4
  store i64 9999999967, ptr %169, align 16
  %170 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 5
  store i64 1099511627776, ptr %170, align 8
  store i32 0, ptr %16, align 4
  br label %171

171:                                              ; preds = %201, %157
  %172 = load i32, ptr %16, align 4
  %173 = icmp slt i32 %172, 6
  br i1 %173, label %174, label %204

174:                                              ; preds = %171
  %175 = load i32, ptr %16, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [6 x i64], ptr %15, i64 0, i64 %176
  %178 = load i64, ptr %177, align 8
  %179 = getelementptr inbounds [64 x i64], ptr %17, i64 0, i64 0
  %180 = call i32 @factorize(i64 noundef %178, ptr noundef %179)
  store i32 %180, ptr %18, align 4
  %181 = load i32, ptr %16, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [6 x i64], ptr %15, i64 0, i64 %182
  %184 = load i64, ptr %183, align 8
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %184)
  store i32 0, ptr %19, align 4
  br label %186

186:                                              ; preds = %196, %174
  %187 = load i32, ptr %19, align 4
  %188 = load i32, ptr %18, align 4
  %189 = icmp slt i32 %187, %188
  br i1 %189, label %190, label %199

190:                                              ; preds = %186
  %191 = load i32, ptr %19, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [64 x i64], ptr %17, i64 0, i64 %192
  %194 = load i64, ptr %193, align 8
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %194)
  br label %196

196:                                              ; preds = %190
  %197 = load i32, ptr %19, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %19, align 4
  br label %186, !llvm.loop !11

199:                                              ; preds = %186
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %201

201:                                              ; preds = %199
  %202 = load i32, ptr %16, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %16, align 4
  br label %171, !llvm.loop !12

204:                                              ; preds = %171
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 1, ptr %20, align 4
  br label %206

206:                                              ; preds = %217, %204
  %207 = load i32, ptr %20, align 4
  %208 = icmp slt i32 %207, 10000
  br i1 %208, label %209, label %220

209:                                              ; preds = %206
  %210 = load i32, ptr %20, align 4
  %211 = call i32 @sum_divisors_is(i32 noundef %210)
  %212 = icmp ne i32 %211, 0
  br i1 %212, label %213, label %216

213:                                              ; preds = %209
  %214 = load i32, ptr %20, align 4
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %214)
  br label %216

216:                                              ; preds = %213, %209
  br label %217

217:                                              ; preds = %216
  %218 = load i32, ptr %20, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %20, align 4
  br label %206, !llvm.loop !13

220:                                              ; preds = %206
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %222

222:                                              ; preds = %230, %220
  %223 = load i32, ptr %22, align 4
  %224 = icmp ult i32 %223, 100000
  br i1 %224, label %225, label %233

225:                                              ; preds = %222
  %226 = load i32, ptr %22, align 4
  %227 = call i32 @digit_sum(i32 noundef %226)
  %228 = load i32, ptr %21, align 4
  %229 = add nsw i32 %228, %227
  store i32 %229, ptr %21, align 4
  br label %230

230:                                              ; preds = %225
  %231 = load i32, ptr %22, align 4
  %232 = add i32 %231, 7
  store i32 %232, ptr %22, align 4
  br label %222, !llvm.loop !14

233:                                              ; preds = %222
  %234 = load i32, ptr %21, align 4
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %234)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #2

declare dso_local void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @factorize(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i64 2, ptr %6, align 8
  br label %7

7:                                                ; preds = %30, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %6, align 8
  %10 = mul i64 %8, %9
  %11 = load i64, ptr %3, align 8
  %12 = icmp ule i64 %10, %11
  br i1 %12, label %13, label %33

13:                                               ; preds = %7
  br label %14

14:                                               ; preds = %19, %13
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %6, align 8
  %17 = urem i64 %15, %16
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %29

19:                                               ; preds = %14
  %20 = load i64, ptr %6, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds i64, ptr %21, i64 %24
  store i64 %20, ptr %25, align 8
  %26 = load i64, ptr %6, align 8
  %27 = load i64, ptr %3, align 8
  %28 = udiv i64 %27, %26
  store i64 %28, ptr %3, align 8
  br label %14, !llvm.loop !15

29:                                               ; preds = %14
  br label %30

30:                                               ; preds = %29
  %31 = load i64, ptr %6, align 8
  %32 = add i64 %31, 1
  store i64 %32, ptr %6, align 8
  br label %7, !llvm.loop !16

33:                                               ; preds = %7
  %34 = load i64, ptr %3, align 8
  %35 = icmp ugt i64 %34, 1
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = load i64, ptr %3, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds i64, ptr %38, i64 %41
  store i64 %37, ptr %42, align 8
  br label %43

43:                                               ; preds = %36, %33
  %44 = load i32, ptr %5, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_divisors_is(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  store i32 2, ptr %4, align 4
  br label %5

5:                                                ; preds = %33, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %6, %7
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %8, %9
  br i1 %10, label %11, label %36

11:                                               ; preds = %5
  %12 = load i32, ptr %2, align 4
  %13 = load i32, ptr %4, align 4
  %14 = srem i32 %12, %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %11
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %3, align 4
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr %4, align 4
  %22 = mul nsw i32 %20, %21
  %23 = load i32, ptr %2, align 4
  %24 = icmp ne i32 %22, %23
  br i1 %24, label %25, label %31

25:                                               ; preds = %16
  %26 = load i32, ptr %2, align 4
  %27 = load i32, ptr %4, align 4
  %28 = sdiv i32 %26, %27
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %3, align 4
  br label %31

31:                                               ; preds = %25, %16
  br label %32

32:                                               ; preds = %31, %11
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %5, !llvm.loop !17

36:                                               ; preds = %5
  %37 = load i32, ptr %3, align 4
  %38 = load i32, ptr %2, align 4
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %36
  %41 = load i32, ptr %2, align 4
  %42 = icmp sgt i32 %41, 1
  br label %43

43:                                               ; preds = %40, %36
  %44 = phi i1 [ false, %36 ], [ %42, %40 ]
  %45 = zext i1 %44 to i32
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @digit_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = urem i32 %8, 10
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, %9
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %2, align 4
  %13 = udiv i32 %12, 10
  store i32 %13, ptr %2, align 4
  br label %4, !llvm.loop !18

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}

; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

23:                                               ; preds = %53, %0
  %24 = load i32, ptr %2, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %2, align 4
  %27 = sext i32 %26 to i64
  %28 = mul nsw i64 %25, %27
  %29 = icmp sle i64 %28, 100000
  br i1 %29, label %30, label %56

30:                                               ; preds = %23
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = icmp ne i8 %34, 0
  br i1 %35, label %52, label %36

36:                                               ; preds = %30
  %37 = load i32, ptr %2, align 4
  %38 = load i32, ptr %2, align 4
  %39 = mul nsw i32 %37, %38
  store i32 %39, ptr %3, align 4
  br label %40

40:                                               ; preds = %47, %36
  %41 = load i32, ptr %3, align 4
  %42 = icmp sle i32 %41, 100000
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = load i32, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %45
  store i8 1, ptr %46, align 1
  br label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %2, align 4
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr %3, align 4
  br label %40, !llvm.loop !6

51:                                               ; preds = %40
  br label %52

52:                                               ; preds = %51, %30
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %2, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %2, align 4
  br label %23, !llvm.loop !8

56:                                               ; preds = %23
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 2, ptr %8, align 4
  br label %57

57:                                               ; preds = %83, %56
  %58 = load i32, ptr %8, align 4
  %59 = icmp sle i32 %58, 100000
  br i1 %59, label %60, label %86

60:                                               ; preds = %57
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %62
  %64 = load i8, ptr %63, align 1
  %65 = icmp ne i8 %64, 0
  br i1 %65, label %82, label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %4, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %4, align 4
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = load i64, ptr %6, align 8
  %72 = add nsw i64 %71, %70
  store i64 %72, ptr %6, align 8
  %73 = load i32, ptr %8, align 4
  %74 = load i32, ptr %5, align 4
  %75 = sub nsw i32 %73, %74
  %76 = icmp eq i32 %75, 2
  br i1 %76, label %77, label %80

77:                                               ; preds = %66
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %7, align 4
  br label %80

80:                                               ; preds = %77, %66
  %81 = load i32, ptr %8, align 4
  store i32 %81, ptr %5, align 4
  br label %82

82:                                               ; preds = %80, %60
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %8, align 4
  br label %57, !llvm.loop !9

86:                                               ; preds = %57
  %87 = load i32, ptr %4, align 4
  %88 = load i64, ptr %6, align 8
  %89 = load i32, ptr %5, align 4
  %90 = load i32, ptr %7, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 100000, i32 noundef %87, i64 noundef %88, i32 noundef %89, i32 noundef %90)
  %92 = load i32, ptr %4, align 4
  %93 = sext i32 %92 to i64
  %94 = mul i64 %93, 4
  %95 = call noalias ptr @malloc(i64 noundef %94) #5
  store ptr %95, ptr %9, align 8
  store i32 0, ptr %10, align 4
  store i32 2, ptr %11, align 4
  br label %96

96:                                               ; preds = %113, %86
  %97 = load i32, ptr %11, align 4
  %98 = icmp sle i32 %97, 100000
  br i1 %98, label %99, label %116

99:                                               ; preds = %96
  %100 = load i32, ptr %11, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1
  %104 = icmp ne i8 %103, 0
  br i1 %104, label %112, label %105

105:                                              ; preds = %99
  %106 = load i32, ptr %11, align 4
  %107 = load ptr, ptr %9, align 8
  %108 = load i32, ptr %10, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %10, align 4
  %110 = sext i32 %108 to i64
  %111 = getelementptr inbounds i32, ptr %107, i64 %110
  store i32 %106, ptr %111, align 4
  br label %112

112:                                              ; preds = %105, %99
  br label %113

113:                                              ; preds = %112
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %11, align 4
  br label %96, !llvm.loop !10

116:                                              ; preds = %96
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 1, ptr %14, align 4
  br label %117

117:                                              ; preds = %156, %116
  %118 = load i32, ptr %14, align 4
  %119 = load i32, ptr %10, align 4
  %120 = icmp slt i32 %118, %119
  br i1 %120, label %121, label %159

121:                                              ; preds = %117
  %122 = load ptr, ptr %9, align 8
  %123 = load i32, ptr %14, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %122, i64 %124
  %126 = load i32, ptr %125, align 4
  %127 = load ptr, ptr %9, align 8
  %128 = load i32, ptr %14, align 4
  %129 = sub nsw i32 %128, 1
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr %127, i64 %130
  %132 = load i32, ptr %131, align 4
  %133 = sub nsw i32 %126, %132
  %134 = load i32, ptr %12, align 4
  %135 = icmp sgt i32 %133, %134
  br i1 %135, label %136, label %155

136:                                              ; preds = %121
  %137 = load ptr, ptr %9, align 8
  %138 = load i32, ptr %14, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %137, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = load ptr, ptr %9, align 8
  %143 = load i32, ptr %14, align 4
  %144 = sub nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %142, i64 %145
  %147 = load i32, ptr %146, align 4
  %148 = sub nsw i32 %141, %147
  store i32 %148, ptr %12, align 4
  %149 = load ptr, ptr %9, align 8
  %150 = load i32, ptr %14, align 4
  %151 = sub nsw i32 %150, 1
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, ptr %149, i64 %152
  %154 = load i32, ptr %153, align 4
  store i32 %154, ptr %13, align 4
  br label %155

155:                                              ; preds = %136, %121
  br label %156

156:                                              ; preds = %155
  %157 = load i32, ptr %14, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %14, align 4
  br label %117, !llvm.loop !11

159:                                              ; preds = %117
  %160 = load i32, ptr %12, align 4
  %161 = load i32, ptr %13, align 4
  %162 = load ptr, ptr %9, align 8
  %163 = getelementptr inbounds i32, ptr %162, i64 999
  %164 = load i32, ptr %163, align 4
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %160, i32 noundef %161, i32 noundef %164)
  %166 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %166) #6
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 48, i1 false)
  %167 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 0
  store i64 360, ptr %167, align 16
  %168 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 1
  store i64 97, ptr %168, align 8
  %169 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 2
  store i64 1001, ptr %169, align 16
  %170 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 3
  store i64 600851475143, ptr %170, align 8
  %171 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 4
  store i64 9999999967, ptr %171, align 16
  %172 = getelementptr inbounds [6 x i64], ptr %15, i32 0, i32 5
  store i64 1099511627776, ptr %172, align 8
  store i32 0, ptr %16, align 4
  br label %173

173:                                              ; preds = %203, %159
  %174 = load i32, ptr %16, align 4
  %175 = icmp slt i32 %174, 6
  br i1 %175, label %176, label %206

176:                                              ; preds = %173
  %177 = load i32, ptr %16, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [6 x i64], ptr %15, i64 0, i64 %178
  %180 = load i64, ptr %179, align 8
  %181 = getelementptr inbounds [64 x i64], ptr %17, i64 0, i64 0
  %182 = call i32 @factorize(i64 noundef %180, ptr noundef %181)
  store i32 %182, ptr %18, align 4
  %183 = load i32, ptr %16, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [6 x i64], ptr %15, i64 0, i64 %184
  %186 = load i64, ptr %185, align 8
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %186)
  store i32 0, ptr %19, align 4
  br label %188

188:                                              ; preds = %198, %176
  %189 = load i32, ptr %19, align 4
  %190 = load i32, ptr %18, align 4
  %191 = icmp slt i32 %189, %190
  br i1 %191, label %192, label %201

192:                                              ; preds = %188
  %193 = load i32, ptr %19, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [64 x i64], ptr %17, i64 0, i64 %194
  %196 = load i64, ptr %195, align 8
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %196)
  br label %198

198:                                              ; preds = %192
  %199 = load i32, ptr %19, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %19, align 4
  br label %188, !llvm.loop !12

201:                                              ; preds = %188
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %203

203:                                              ; preds = %201
  %204 = load i32, ptr %16, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %16, align 4
  br label %173, !llvm.loop !13

206:                                              ; preds = %173
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 1, ptr %20, align 4
  br label %208

208:                                              ; preds = %219, %206
  %209 = load i32, ptr %20, align 4
  %210 = icmp slt i32 %209, 10000
  br i1 %210, label %211, label %222

211:                                              ; preds = %208
  %212 = load i32, ptr %20, align 4
  %213 = call i32 @sum_divisors_is(i32 noundef %212)
  %214 = icmp ne i32 %213, 0
  br i1 %214, label %215, label %218

215:                                              ; preds = %211
  %216 = load i32, ptr %20, align 4
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %216)
  br label %218

218:                                              ; preds = %215, %211
  br label %219

219:                                              ; preds = %218
  %220 = load i32, ptr %20, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %20, align 4
  br label %208, !llvm.loop !14

222:                                              ; preds = %208
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %224

224:                                              ; preds = %232, %222
  %225 = load i32, ptr %22, align 4
  %226 = icmp ult i32 %225, 100000
  br i1 %226, label %227, label %235

227:                                              ; preds = %224
  %228 = load i32, ptr %22, align 4
  %229 = call i32 @digit_sum(i32 noundef %228)
  %230 = load i32, ptr %21, align 4
  %231 = add nsw i32 %230, %229
  store i32 %231, ptr %21, align 4
  br label %232

232:                                              ; preds = %227
  %233 = load i32, ptr %22, align 4
  %234 = add i32 %233, 7
  store i32 %234, ptr %22, align 4
  br label %224, !llvm.loop !15

235:                                              ; preds = %224
  %236 = load i32, ptr %21, align 4
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %236)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

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
  br label %14, !llvm.loop !16

29:                                               ; preds = %14
  br label %30

30:                                               ; preds = %29
  %31 = load i64, ptr %6, align 8
  %32 = add i64 %31, 1
  store i64 %32, ptr %6, align 8
  br label %7, !llvm.loop !17

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
  br label %5, !llvm.loop !18

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
  br label %4, !llvm.loop !19

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}

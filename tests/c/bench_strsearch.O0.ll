; ModuleID = 'bench_strsearch.c'
source_filename = "bench_strsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.alphabet = internal constant [8 x i8] c"aaaccgta", align 1
@.str = private unnamed_addr constant [31 x i8] c"mismatch: pattern %d: %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"%ld %ld %08x %016llx\0A\00", align 1
@state = internal global i32 -1831433054, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca [10 x [24 x i8]], align 16
  %10 = alloca [10 x i64], align 16
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %24 = load i32, ptr %4, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = call i32 @parse_scale(i32 noundef %24, ptr noundef %25)
  store i32 %26, ptr %6, align 4
  %27 = call noalias ptr @malloc(i64 noundef 1536) #4
  store ptr %27, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %28

28:                                               ; preds = %40, %2
  %29 = load i64, ptr %8, align 8
  %30 = icmp ult i64 %29, 1536
  br i1 %30, label %31, label %43

31:                                               ; preds = %28
  %32 = call i32 @next()
  %33 = and i32 %32, 7
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i8], ptr @main.alphabet, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = load ptr, ptr %7, align 8
  %38 = load i64, ptr %8, align 8
  %39 = getelementptr inbounds i8, ptr %37, i64 %38
  store i8 %36, ptr %39, align 1
  br label %40

40:                                               ; preds = %31
  %41 = load i64, ptr %8, align 8
  %42 = add i64 %41, 1
  store i64 %42, ptr %8, align 8
  br label %28, !llvm.loop !6

43:                                               ; preds = %28
  store i32 0, ptr %11, align 4
  br label %44

44:                                               ; preds = %96, %43
  %45 = load i32, ptr %11, align 4
  %46 = icmp slt i32 %45, 10
  br i1 %46, label %47, label %99

47:                                               ; preds = %44
  %48 = load i32, ptr %11, align 4
  %49 = sext i32 %48 to i64
  %50 = mul i64 %49, 7
  %51 = urem i64 %50, 13
  %52 = add i64 3, %51
  %53 = load i32, ptr %11, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %54
  store i64 %52, ptr %55, align 8
  %56 = call i32 @next()
  %57 = urem i32 %56, 1512
  %58 = zext i32 %57 to i64
  store i64 %58, ptr %12, align 8
  store i64 0, ptr %13, align 8
  br label %59

59:                                               ; preds = %78, %47
  %60 = load i64, ptr %13, align 8
  %61 = load i32, ptr %11, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = icmp ult i64 %60, %64
  br i1 %65, label %66, label %81

66:                                               ; preds = %59
  %67 = load ptr, ptr %7, align 8
  %68 = load i64, ptr %12, align 8
  %69 = load i64, ptr %13, align 8
  %70 = add i64 %68, %69
  %71 = getelementptr inbounds i8, ptr %67, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = load i32, ptr %11, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %74
  %76 = load i64, ptr %13, align 8
  %77 = getelementptr inbounds [24 x i8], ptr %75, i64 0, i64 %76
  store i8 %72, ptr %77, align 1
  br label %78

78:                                               ; preds = %66
  %79 = load i64, ptr %13, align 8
  %80 = add i64 %79, 1
  store i64 %80, ptr %13, align 8
  br label %59, !llvm.loop !8

81:                                               ; preds = %59
  %82 = load i32, ptr %11, align 4
  %83 = srem i32 %82, 3
  %84 = icmp eq i32 %83, 2
  br i1 %84, label %85, label %95

85:                                               ; preds = %81
  %86 = load i32, ptr %11, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %87
  %89 = load i32, ptr %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8
  %93 = sub i64 %92, 1
  %94 = getelementptr inbounds [24 x i8], ptr %88, i64 0, i64 %93
  store i8 120, ptr %94, align 1
  br label %95

95:                                               ; preds = %85, %81
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %11, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %11, align 4
  br label %44, !llvm.loop !9

99:                                               ; preds = %44
  store i64 0, ptr %14, align 8
  store i64 0, ptr %15, align 8
  store i64 0, ptr %16, align 8
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %100

100:                                              ; preds = %236, %99
  %101 = load i32, ptr %18, align 4
  %102 = load i32, ptr %6, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %239

104:                                              ; preds = %100
  %105 = load i32, ptr %18, align 4
  %106 = and i32 %105, 7
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [8 x i8], ptr @main.alphabet, i64 0, i64 %107
  %109 = load i8, ptr %108, align 1
  %110 = load ptr, ptr %7, align 8
  %111 = load i32, ptr %18, align 4
  %112 = sext i32 %111 to i64
  %113 = mul i64 %112, 7
  %114 = urem i64 %113, 1536
  %115 = getelementptr inbounds i8, ptr %110, i64 %114
  store i8 %109, ptr %115, align 1
  store i32 0, ptr %19, align 4
  br label %116

116:                                              ; preds = %232, %104
  %117 = load i32, ptr %19, align 4
  %118 = icmp slt i32 %117, 10
  br i1 %118, label %119, label %235

119:                                              ; preds = %116
  %120 = load ptr, ptr %7, align 8
  %121 = load i32, ptr %19, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %122
  %124 = getelementptr inbounds [24 x i8], ptr %123, i64 0, i64 0
  %125 = load i32, ptr %19, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %126
  %128 = load i64, ptr %127, align 8
  %129 = call i64 @count_naive(ptr noundef %120, i64 noundef 1536, ptr noundef %124, i64 noundef %128)
  store i64 %129, ptr %20, align 8
  %130 = load ptr, ptr %7, align 8
  %131 = load i32, ptr %19, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %132
  %134 = getelementptr inbounds [24 x i8], ptr %133, i64 0, i64 0
  %135 = load i32, ptr %19, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %136
  %138 = load i64, ptr %137, align 8
  %139 = call i64 @count_cmp(ptr noundef %130, i64 noundef 1536, ptr noundef %134, i64 noundef %138)
  store i64 %139, ptr %21, align 8
  %140 = load i64, ptr %20, align 8
  %141 = load i64, ptr %21, align 8
  %142 = icmp ne i64 %140, %141
  br i1 %142, label %143, label %148

143:                                              ; preds = %119
  %144 = load i32, ptr %19, align 4
  %145 = load i64, ptr %20, align 8
  %146 = load i64, ptr %21, align 8
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %144, i64 noundef %145, i64 noundef %146)
  store i32 1, ptr %3, align 4
  br label %246

148:                                              ; preds = %119
  %149 = load i64, ptr %20, align 8
  %150 = load i64, ptr %14, align 8
  %151 = add nsw i64 %150, %149
  store i64 %151, ptr %14, align 8
  %152 = load ptr, ptr %7, align 8
  %153 = load i32, ptr %19, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %154
  %156 = getelementptr inbounds [24 x i8], ptr %155, i64 0, i64 0
  %157 = load i32, ptr %19, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %158
  %160 = load i64, ptr %159, align 8
  %161 = call i64 @find_first(ptr noundef %152, i64 noundef 1536, i64 noundef 0, ptr noundef %156, i64 noundef %160)
  store i64 %161, ptr %22, align 8
  br label %162

162:                                              ; preds = %177, %148
  %163 = load i64, ptr %22, align 8
  %164 = icmp sge i64 %163, 0
  br i1 %164, label %165, label %168

165:                                              ; preds = %162
  %166 = load i64, ptr %15, align 8
  %167 = icmp slt i64 %166, 1000000000
  br label %168

168:                                              ; preds = %165, %162
  %169 = phi i1 [ false, %162 ], [ %167, %165 ]
  br i1 %169, label %170, label %194

170:                                              ; preds = %168
  %171 = load i64, ptr %15, align 8
  %172 = add nsw i64 %171, 1
  store i64 %172, ptr %15, align 8
  %173 = load i64, ptr %16, align 8
  %174 = mul i64 %173, 1000003
  %175 = load i64, ptr %22, align 8
  %176 = add i64 %174, %175
  store i64 %176, ptr %16, align 8
  br label %177

177:                                              ; preds = %170
  %178 = load ptr, ptr %7, align 8
  %179 = load i64, ptr %22, align 8
  %180 = load i32, ptr %19, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %181
  %183 = load i64, ptr %182, align 8
  %184 = add i64 %179, %183
  %185 = load i32, ptr %19, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %186
  %188 = getelementptr inbounds [24 x i8], ptr %187, i64 0, i64 0
  %189 = load i32, ptr %19, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %190
  %192 = load i64, ptr %191, align 8
  %193 = call i64 @find_first(ptr noundef %178, i64 noundef 1536, i64 noundef %184, ptr noundef %188, i64 noundef %192)
  store i64 %193, ptr %22, align 8
  br label %162, !llvm.loop !10

194:                                              ; preds = %168
  %195 = load ptr, ptr %7, align 8
  %196 = load i32, ptr %19, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %197
  %199 = getelementptr inbounds [24 x i8], ptr %198, i64 0, i64 0
  %200 = load i32, ptr %19, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %201
  %203 = load i64, ptr %202, align 8
  %204 = call i64 @find_last(ptr noundef %195, i64 noundef 1536, ptr noundef %199, i64 noundef %203)
  %205 = add nsw i64 %204, 1
  %206 = load i64, ptr %16, align 8
  %207 = xor i64 %206, %205
  store i64 %207, ptr %16, align 8
  %208 = load i32, ptr %19, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [10 x [24 x i8]], ptr %9, i64 0, i64 %209
  %211 = getelementptr inbounds [24 x i8], ptr %210, i64 0, i64 0
  %212 = load ptr, ptr %7, align 8
  %213 = load i32, ptr %18, align 4
  %214 = sext i32 %213 to i64
  %215 = mul i64 %214, 131
  %216 = load i32, ptr %19, align 4
  %217 = sext i32 %216 to i64
  %218 = mul i64 %217, 17
  %219 = add i64 %215, %218
  %220 = urem i64 %219, 1512
  %221 = getelementptr inbounds i8, ptr %212, i64 %220
  %222 = load i32, ptr %19, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [10 x i64], ptr %10, i64 0, i64 %223
  %225 = load i64, ptr %224, align 8
  %226 = call i32 @cmp_bytes(ptr noundef %211, ptr noundef %221, i64 noundef %225)
  store i32 %226, ptr %23, align 4
  %227 = load i32, ptr %17, align 4
  %228 = mul i32 %227, 31
  %229 = load i32, ptr %23, align 4
  %230 = add nsw i32 %229, 1
  %231 = add i32 %228, %230
  store i32 %231, ptr %17, align 4
  br label %232

232:                                              ; preds = %194
  %233 = load i32, ptr %19, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %19, align 4
  br label %116, !llvm.loop !11

235:                                              ; preds = %116
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %18, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %18, align 4
  br label %100, !llvm.loop !12

239:                                              ; preds = %100
  %240 = load i64, ptr %14, align 8
  %241 = load i64, ptr %15, align 8
  %242 = load i32, ptr %17, align 4
  %243 = load i64, ptr %16, align 8
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %240, i64 noundef %241, i32 noundef %242, i64 noundef %243)
  %245 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %245) #5
  store i32 0, ptr %3, align 4
  br label %246

246:                                              ; preds = %239, %143
  %247 = load i32, ptr %3, align 4
  ret i32 %247
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_scale(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 1, ptr %3, align 4
  br label %46

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds ptr, ptr %12, i64 1
  %14 = load ptr, ptr %13, align 8
  store ptr %14, ptr %7, align 8
  br label %15

15:                                               ; preds = %35, %11
  %16 = load ptr, ptr %7, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp sge i32 %18, 48
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = load ptr, ptr %7, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp sle i32 %23, 57
  br label %25

25:                                               ; preds = %20, %15
  %26 = phi i1 [ false, %15 ], [ %24, %20 ]
  br i1 %26, label %27, label %38

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4
  %29 = mul nsw i32 %28, 10
  %30 = load ptr, ptr %7, align 8
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = sub nsw i32 %32, 48
  %34 = add nsw i32 %29, %33
  store i32 %34, ptr %6, align 4
  br label %35

35:                                               ; preds = %27
  %36 = load ptr, ptr %7, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 1
  store ptr %37, ptr %7, align 8
  br label %15, !llvm.loop !13

38:                                               ; preds = %25
  %39 = load i32, ptr %6, align 4
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %43

41:                                               ; preds = %38
  %42 = load i32, ptr %6, align 4
  br label %44

43:                                               ; preds = %38
  br label %44

44:                                               ; preds = %43, %41
  %45 = phi i32 [ %42, %41 ], [ 1, %43 ]
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %44, %10
  %47 = load i32, ptr %3, align 4
  ret i32 %47
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next() #0 {
  %1 = load i32, ptr @state, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @state, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @state, align 4
  %5 = load i32, ptr @state, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @state, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @state, align 4
  %9 = load i32, ptr @state, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @state, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @state, align 4
  %13 = load i32, ptr @state, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_naive(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  store i64 0, ptr %9, align 8
  store i64 0, ptr %10, align 8
  br label %12

12:                                               ; preds = %50, %4
  %13 = load i64, ptr %10, align 8
  %14 = load i64, ptr %8, align 8
  %15 = add i64 %13, %14
  %16 = load i64, ptr %6, align 8
  %17 = icmp ule i64 %15, %16
  br i1 %17, label %18, label %53

18:                                               ; preds = %12
  store i64 0, ptr %11, align 8
  br label %19

19:                                               ; preds = %39, %18
  %20 = load i64, ptr %11, align 8
  %21 = load i64, ptr %8, align 8
  %22 = icmp ult i64 %20, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %19
  %24 = load ptr, ptr %5, align 8
  %25 = load i64, ptr %10, align 8
  %26 = load i64, ptr %11, align 8
  %27 = add i64 %25, %26
  %28 = getelementptr inbounds i8, ptr %24, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = load ptr, ptr %7, align 8
  %32 = load i64, ptr %11, align 8
  %33 = getelementptr inbounds i8, ptr %31, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = icmp eq i32 %30, %35
  br label %37

37:                                               ; preds = %23, %19
  %38 = phi i1 [ false, %19 ], [ %36, %23 ]
  br i1 %38, label %39, label %42

39:                                               ; preds = %37
  %40 = load i64, ptr %11, align 8
  %41 = add i64 %40, 1
  store i64 %41, ptr %11, align 8
  br label %19, !llvm.loop !14

42:                                               ; preds = %37
  %43 = load i64, ptr %11, align 8
  %44 = load i64, ptr %8, align 8
  %45 = icmp eq i64 %43, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %42
  %47 = load i64, ptr %9, align 8
  %48 = add nsw i64 %47, 1
  store i64 %48, ptr %9, align 8
  br label %49

49:                                               ; preds = %46, %42
  br label %50

50:                                               ; preds = %49
  %51 = load i64, ptr %10, align 8
  %52 = add i64 %51, 1
  store i64 %52, ptr %10, align 8
  br label %12, !llvm.loop !15

53:                                               ; preds = %12
  %54 = load i64, ptr %9, align 8
  ret i64 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_cmp(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  store i64 0, ptr %9, align 8
  store i64 0, ptr %10, align 8
  br label %11

11:                                               ; preds = %43, %4
  %12 = load i64, ptr %10, align 8
  %13 = load i64, ptr %8, align 8
  %14 = add i64 %12, %13
  %15 = load i64, ptr %6, align 8
  %16 = icmp ule i64 %14, %15
  br i1 %16, label %17, label %46

17:                                               ; preds = %11
  %18 = load ptr, ptr %5, align 8
  %19 = load i64, ptr %10, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = load ptr, ptr %7, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 0
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = icmp eq i32 %22, %26
  br i1 %27, label %28, label %42

28:                                               ; preds = %17
  %29 = load ptr, ptr %5, align 8
  %30 = load i64, ptr %10, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 1
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 1
  %35 = load i64, ptr %8, align 8
  %36 = sub i64 %35, 1
  %37 = call i32 @cmp_bytes(ptr noundef %32, ptr noundef %34, i64 noundef %36)
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %28
  %40 = load i64, ptr %9, align 8
  %41 = add nsw i64 %40, 1
  store i64 %41, ptr %9, align 8
  br label %42

42:                                               ; preds = %39, %28, %17
  br label %43

43:                                               ; preds = %42
  %44 = load i64, ptr %10, align 8
  %45 = add i64 %44, 1
  store i64 %45, ptr %10, align 8
  br label %11, !llvm.loop !16

46:                                               ; preds = %11
  %47 = load i64, ptr %9, align 8
  ret i64 %47
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @find_first(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store i64 %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %14 = load i64, ptr %9, align 8
  store i64 %14, ptr %12, align 8
  br label %15

15:                                               ; preds = %52, %5
  %16 = load i64, ptr %12, align 8
  %17 = load i64, ptr %11, align 8
  %18 = add i64 %16, %17
  %19 = load i64, ptr %8, align 8
  %20 = icmp ule i64 %18, %19
  br i1 %20, label %21, label %55

21:                                               ; preds = %15
  store i64 0, ptr %13, align 8
  br label %22

22:                                               ; preds = %42, %21
  %23 = load i64, ptr %13, align 8
  %24 = load i64, ptr %11, align 8
  %25 = icmp ult i64 %23, %24
  br i1 %25, label %26, label %45

26:                                               ; preds = %22
  %27 = load ptr, ptr %7, align 8
  %28 = load i64, ptr %12, align 8
  %29 = load i64, ptr %13, align 8
  %30 = add i64 %28, %29
  %31 = getelementptr inbounds i8, ptr %27, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = load ptr, ptr %10, align 8
  %35 = load i64, ptr %13, align 8
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp ne i32 %33, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %26
  br label %45

41:                                               ; preds = %26
  br label %42

42:                                               ; preds = %41
  %43 = load i64, ptr %13, align 8
  %44 = add i64 %43, 1
  store i64 %44, ptr %13, align 8
  br label %22, !llvm.loop !17

45:                                               ; preds = %40, %22
  %46 = load i64, ptr %13, align 8
  %47 = load i64, ptr %11, align 8
  %48 = icmp eq i64 %46, %47
  br i1 %48, label %49, label %51

49:                                               ; preds = %45
  %50 = load i64, ptr %12, align 8
  store i64 %50, ptr %6, align 8
  br label %56

51:                                               ; preds = %45
  br label %52

52:                                               ; preds = %51
  %53 = load i64, ptr %12, align 8
  %54 = add i64 %53, 1
  store i64 %54, ptr %12, align 8
  br label %15, !llvm.loop !18

55:                                               ; preds = %15
  store i64 -1, ptr %6, align 8
  br label %56

56:                                               ; preds = %55, %49
  %57 = load i64, ptr %6, align 8
  ret i64 %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @find_last(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  %12 = load i64, ptr %7, align 8
  %13 = load i64, ptr %9, align 8
  %14 = sub i64 %12, %13
  %15 = add i64 %14, 1
  store i64 %15, ptr %10, align 8
  br label %16

16:                                               ; preds = %51, %4
  %17 = load i64, ptr %10, align 8
  %18 = add i64 %17, -1
  store i64 %18, ptr %10, align 8
  %19 = icmp ugt i64 %17, 0
  br i1 %19, label %20, label %52

20:                                               ; preds = %16
  %21 = load i64, ptr %9, align 8
  store i64 %21, ptr %11, align 8
  br label %22

22:                                               ; preds = %43, %20
  %23 = load i64, ptr %11, align 8
  %24 = icmp ugt i64 %23, 0
  br i1 %24, label %25, label %41

25:                                               ; preds = %22
  %26 = load ptr, ptr %6, align 8
  %27 = load i64, ptr %10, align 8
  %28 = load i64, ptr %11, align 8
  %29 = add i64 %27, %28
  %30 = sub i64 %29, 1
  %31 = getelementptr inbounds i8, ptr %26, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = load ptr, ptr %8, align 8
  %35 = load i64, ptr %11, align 8
  %36 = sub i64 %35, 1
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  %40 = icmp eq i32 %33, %39
  br label %41

41:                                               ; preds = %25, %22
  %42 = phi i1 [ false, %22 ], [ %40, %25 ]
  br i1 %42, label %43, label %46

43:                                               ; preds = %41
  %44 = load i64, ptr %11, align 8
  %45 = add i64 %44, -1
  store i64 %45, ptr %11, align 8
  br label %22, !llvm.loop !19

46:                                               ; preds = %41
  %47 = load i64, ptr %11, align 8
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %49, label %51

49:                                               ; preds = %46
  %50 = load i64, ptr %10, align 8
  store i64 %50, ptr %5, align 8
  br label %53

51:                                               ; preds = %46
  br label %16, !llvm.loop !20

52:                                               ; preds = %16
  store i64 -1, ptr %5, align 8
  br label %53

53:                                               ; preds = %52, %49
  %54 = load i64, ptr %5, align 8
  ret i64 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_bytes(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %9

9:                                                ; preds = %40, %3
  %10 = load i64, ptr %8, align 8
  %11 = load i64, ptr %7, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %43

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i64, ptr %8, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load ptr, ptr %6, align 8
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp ne i32 %18, %23
  br i1 %24, label %25, label %39

25:                                               ; preds = %13
  %26 = load ptr, ptr %5, align 8
  %27 = load i64, ptr %8, align 8
  %28 = getelementptr inbounds i8, ptr %26, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = load ptr, ptr %6, align 8
  %32 = load i64, ptr %8, align 8
  %33 = getelementptr inbounds i8, ptr %31, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = icmp slt i32 %30, %35
  %37 = zext i1 %36 to i64
  %38 = select i1 %36, i32 -1, i32 1
  store i32 %38, ptr %4, align 4
  br label %44

39:                                               ; preds = %13
  br label %40

40:                                               ; preds = %39
  %41 = load i64, ptr %8, align 8
  %42 = add i64 %41, 1
  store i64 %42, ptr %8, align 8
  br label %9, !llvm.loop !21

43:                                               ; preds = %9
  store i32 0, ptr %4, align 4
  br label %44

44:                                               ; preds = %43, %25
  %45 = load i32, ptr %4, align 4
  ret i32 %45
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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
!21 = distinct !{!21, !7}

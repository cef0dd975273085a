; ModuleID = 'arrays.c'
source_filename = "arrays.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [21 x i8] c"sum1d=%d partial=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"tr[6][4]=%d tr[0][3]=%d weighted=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"flat stride sum=%d rowptr diff=%d\0A\00", align 1
@__const.main.sh = private unnamed_addr constant [9 x i16] [i16 1, i16 -2, i16 3, i16 -4, i16 5, i16 -6, i16 7, i16 -8, i16 9], align 16
@.str.3 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"prefix last=%u mid=%u\0A\00", align 1
@__const.main.names = private unnamed_addr constant [4 x [8 x i8]] [[8 x i8] c"north\00\00\00", [8 x i8] c"east\00\00\00\00", [8 x i8] c"south\00\00\00", [8 x i8] c"west\00\00\00\00"], align 16
@.str.5 = private unnamed_addr constant [21 x i8] c"%s %s %s %s len=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"C(19,9)=%lld C(15,4)=%lld\0A\00", align 1
@__const.main.mv = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], align 16
@.str.7 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.dm = private unnamed_addr constant [3 x [4 x double]] [[4 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00], [4 x double] [double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00], [4 x double] [double 9.000000e+00, double 1.000000e+01, double 1.100000e+01, double 1.200000e+01]], align 16
@.str.9 = private unnamed_addr constant [28 x i8] c"colsum %.2f %.2f %.2f %.2f\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"memcmp sign=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca [5 x [7 x i32]], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [7 x [5 x i32]], align 16
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [9 x i16], align 16
  %12 = alloca i32, align 4
  %13 = alloca [16 x i32], align 16
  %14 = alloca i32, align 4
  %15 = alloca [4 x [8 x i8]], align 16
  %16 = alloca i32, align 4
  %17 = alloca [20 x [20 x i64]], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [10 x i32], align 16
  %21 = alloca i32, align 4
  %22 = alloca [3 x [4 x double]], align 16
  %23 = alloca [4 x double], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %26

26:                                               ; preds = %37, %0
  %27 = load i32, ptr %3, align 4
  %28 = icmp slt i32 %27, 20
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = mul nsw i32 %30, 37
  %32 = srem i32 %31, 23
  %33 = sub nsw i32 %32, 11
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %35
  store i32 %33, ptr %36, align 4
  br label %37

37:                                               ; preds = %29
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %26, !llvm.loop !5

40:                                               ; preds = %26
  %41 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  %42 = call i32 @sum1d(ptr noundef %41, i32 noundef 20)
  %43 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  %44 = getelementptr inbounds i32, ptr %43, i64 5
  %45 = call i32 @sum1d(ptr noundef %44, i32 noundef 10)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %45)
  store i32 0, ptr %5, align 4
  br label %47

47:                                               ; preds = %70, %40
  %48 = load i32, ptr %5, align 4
  %49 = icmp slt i32 %48, 5
  br i1 %49, label %50, label %73

50:                                               ; preds = %47
  store i32 0, ptr %6, align 4
  br label %51

51:                                               ; preds = %66, %50
  %52 = load i32, ptr %6, align 4
  %53 = icmp slt i32 %52, 7
  br i1 %53, label %54, label %69

54:                                               ; preds = %51
  %55 = load i32, ptr %5, align 4
  %56 = mul nsw i32 %55, 7
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %56, %57
  %59 = sub nsw i32 %58, 10
  %60 = load i32, ptr %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x [7 x i32]], ptr %4, i64 0, i64 %61
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [7 x i32], ptr %62, i64 0, i64 %64
  store i32 %59, ptr %65, align 4
  br label %66

66:                                               ; preds = %54
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %6, align 4
  br label %51, !llvm.loop !7

69:                                               ; preds = %51
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %5, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %5, align 4
  br label %47, !llvm.loop !8

73:                                               ; preds = %47
  %74 = getelementptr inbounds [7 x [5 x i32]], ptr %7, i64 0, i64 0
  %75 = getelementptr inbounds [5 x [7 x i32]], ptr %4, i64 0, i64 0
  call void @transpose(ptr noundef %74, ptr noundef %75)
  %76 = getelementptr inbounds [7 x [5 x i32]], ptr %7, i64 0, i64 6
  %77 = getelementptr inbounds [5 x i32], ptr %76, i64 0, i64 4
  %78 = load i32, ptr %77, align 8
  %79 = getelementptr inbounds [7 x [5 x i32]], ptr %7, i64 0, i64 0
  %80 = getelementptr inbounds [5 x i32], ptr %79, i64 0, i64 3
  %81 = load i32, ptr %80, align 4
  %82 = getelementptr inbounds [5 x [7 x i32]], ptr %4, i64 0, i64 0
  %83 = call i64 @trace_weighted(ptr noundef %82)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78, i32 noundef %81, i64 noundef %83)
  %85 = getelementptr inbounds [5 x [7 x i32]], ptr %4, i64 0, i64 0
  %86 = getelementptr inbounds [7 x i32], ptr %85, i64 0, i64 0
  store ptr %86, ptr %8, align 8
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %87

87:                                               ; preds = %98, %73
  %88 = load i32, ptr %10, align 4
  %89 = icmp slt i32 %88, 35
  br i1 %89, label %90, label %101

90:                                               ; preds = %87
  %91 = load ptr, ptr %8, align 8
  %92 = load i32, ptr %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr %91, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr %9, align 4
  br label %98

98:                                               ; preds = %90
  %99 = load i32, ptr %10, align 4
  %100 = add nsw i32 %99, 3
  store i32 %100, ptr %10, align 4
  br label %87, !llvm.loop !9

101:                                              ; preds = %87
  %102 = load i32, ptr %9, align 4
  %103 = getelementptr inbounds [5 x [7 x i32]], ptr %4, i64 0, i64 3
  %104 = getelementptr inbounds [7 x i32], ptr %103, i64 0, i64 0
  %105 = getelementptr inbounds [5 x [7 x i32]], ptr %4, i64 0, i64 1
  %106 = getelementptr inbounds [7 x i32], ptr %105, i64 0, i64 2
  %107 = ptrtoint ptr %104 to i64
  %108 = ptrtoint ptr %106 to i64
  %109 = sub i64 %107, %108
  %110 = sdiv exact i64 %109, 4
  %111 = trunc i64 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %102, i32 noundef %111)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.sh, i64 18, i1 false)
  %113 = getelementptr inbounds [9 x i16], ptr %11, i64 0, i64 0
  call void @reverse(ptr noundef %113, i32 noundef 9)
  store i32 0, ptr %12, align 4
  br label %114

114:                                              ; preds = %128, %101
  %115 = load i32, ptr %12, align 4
  %116 = icmp slt i32 %115, 9
  br i1 %116, label %117, label %131

117:                                              ; preds = %114
  %118 = load i32, ptr %12, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [9 x i16], ptr %11, i64 0, i64 %119
  %121 = load i16, ptr %120, align 2
  %122 = sext i16 %121 to i32
  %123 = load i32, ptr %12, align 4
  %124 = icmp eq i32 %123, 8
  %125 = zext i1 %124 to i64
  %126 = select i1 %124, i32 10, i32 44
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %122, i32 noundef %126)
  br label %128

128:                                              ; preds = %117
  %129 = load i32, ptr %12, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %12, align 4
  br label %114, !llvm.loop !10

131:                                              ; preds = %114
  store i32 0, ptr %14, align 4
  br label %132

132:                                              ; preds = %143, %131
  %133 = load i32, ptr %14, align 4
  %134 = icmp slt i32 %133, 16
  br i1 %134, label %135, label %146

135:                                              ; preds = %132
  %136 = load i32, ptr %14, align 4
  %137 = load i32, ptr %14, align 4
  %138 = mul nsw i32 %136, %137
  %139 = add nsw i32 %138, 1
  %140 = load i32, ptr %14, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %141
  store i32 %139, ptr %142, align 4
  br label %143

143:                                              ; preds = %135
  %144 = load i32, ptr %14, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %14, align 4
  br label %132, !llvm.loop !11

146:                                              ; preds = %132
  %147 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 0
  call void @prefix_sums(ptr noundef %147, i32 noundef 16)
  %148 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 15
  %149 = load i32, ptr %148, align 4
  %150 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 7
  %151 = load i32, ptr %150, align 4
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %149, i32 noundef %151)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.names, i64 32, i1 false)
  store i32 0, ptr %16, align 4
  br label %153

153:                                              ; preds = %170, %146
  %154 = load i32, ptr %16, align 4
  %155 = icmp slt i32 %154, 4
  br i1 %155, label %156, label %173

156:                                              ; preds = %153
  %157 = load i32, ptr %16, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [4 x [8 x i8]], ptr %15, i64 0, i64 %158
  %160 = getelementptr inbounds [8 x i8], ptr %159, i64 0, i64 0
  %161 = load i8, ptr %160, align 8
  %162 = sext i8 %161 to i32
  %163 = sub nsw i32 %162, 97
  %164 = add nsw i32 %163, 65
  %165 = trunc i32 %164 to i8
  %166 = load i32, ptr %16, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [4 x [8 x i8]], ptr %15, i64 0, i64 %167
  %169 = getelementptr inbounds [8 x i8], ptr %168, i64 0, i64 0
  store i8 %165, ptr %169, align 8
  br label %170

170:                                              ; preds = %156
  %171 = load i32, ptr %16, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %16, align 4
  br label %153, !llvm.loop !12

173:                                              ; preds = %153
  %174 = getelementptr inbounds [4 x [8 x i8]], ptr %15, i64 0, i64 0
  %175 = getelementptr inbounds [8 x i8], ptr %174, i64 0, i64 0
  %176 = getelementptr inbounds [4 x [8 x i8]], ptr %15, i64 0, i64 1
  %177 = getelementptr inbounds [8 x i8], ptr %176, i64 0, i64 0
  %178 = getelementptr inbounds [4 x [8 x i8]], ptr %15, i64 0, i64 2
  %179 = getelementptr inbounds [8 x i8], ptr %178, i64 0, i64 0
  %180 = getelementptr inbounds [4 x [8 x i8]], ptr %15, i64 0, i64 3
  %181 = getelementptr inbounds [8 x i8], ptr %180, i64 0, i64 0
  %182 = getelementptr inbounds [4 x [8 x i8]], ptr %15, i64 0, i64 2
  %183 = getelementptr inbounds [8 x i8], ptr %182, i64 0, i64 0
  %184 = call i64 @strlen(ptr noundef %183) #7
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %175, ptr noundef %177, ptr noundef %179, ptr noundef %181, i64 noundef %184)
  %186 = getelementptr inbounds [20 x [20 x i64]], ptr %17, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %186, i8 0, i64 3200, i1 false)
  store i32 0, ptr %18, align 4
  br label %187

187:                                              ; preds = %228, %173
  %188 = load i32, ptr %18, align 4
  %189 = icmp slt i32 %188, 20
  br i1 %189, label %190, label %231

190:                                              ; preds = %187
  %191 = load i32, ptr %18, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [20 x [20 x i64]], ptr %17, i64 0, i64 %192
  %194 = getelementptr inbounds [20 x i64], ptr %193, i64 0, i64 0
  store i64 1, ptr %194, align 16
  store i32 1, ptr %19, align 4
  br label %195

195:                                              ; preds = %224, %190
  %196 = load i32, ptr %19, align 4
  %197 = load i32, ptr %18, align 4
  %198 = icmp sle i32 %196, %197
  br i1 %198, label %199, label %227

199:                                              ; preds = %195
  %200 = load i32, ptr %18, align 4
  %201 = sub nsw i32 %200, 1
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [20 x [20 x i64]], ptr %17, i64 0, i64 %202
  %204 = load i32, ptr %19, align 4
  %205 = sub nsw i32 %204, 1
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [20 x i64], ptr %203, i64 0, i64 %206
  %208 = load i64, ptr %207, align 8
  %209 = load i32, ptr %18, align 4
  %210 = sub nsw i32 %209, 1
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [20 x [20 x i64]], ptr %17, i64 0, i64 %211
  %213 = load i32, ptr %19, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [20 x i64], ptr %212, i64 0, i64 %214
  %216 = load i64, ptr %215, align 8
  %217 = add nsw i64 %208, %216
  %218 = load i32, ptr %18, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [20 x [20 x i64]], ptr %17, i64 0, i64 %219
  %221 = load i32, ptr %19, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [20 x i64], ptr %220, i64 0, i64 %222
  store i64 %217, ptr %223, align 8
  br label %224

224:                                              ; preds = %199
  %225 = load i32, ptr %19, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %19, align 4
  br label %195, !llvm.loop !13

227:                                              ; preds = %195
  br label %228

228:                                              ; preds = %227
  %229 = load i32, ptr %18, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %18, align 4
  br label %187, !llvm.loop !14

231:                                              ; preds = %187
  %232 = getelementptr inbounds [20 x [20 x i64]], ptr %17, i64 0, i64 19
  %233 = getelementptr inbounds [20 x i64], ptr %232, i64 0, i64 9
  %234 = load i64, ptr %233, align 8
  %235 = getelementptr inbounds [20 x [20 x i64]], ptr %17, i64 0, i64 15
  %236 = getelementptr inbounds [20 x i64], ptr %235, i64 0, i64 4
  %237 = load i64, ptr %236, align 16
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %234, i64 noundef %237)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 @__const.main.mv, i64 40, i1 false)
  %239 = getelementptr inbounds [10 x i32], ptr %20, i64 0, i64 0
  %240 = getelementptr inbounds i32, ptr %239, i64 2
  %241 = getelementptr inbounds [10 x i32], ptr %20, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %240, ptr align 16 %241, i64 24, i1 false)
  %242 = getelementptr inbounds [10 x i32], ptr %20, i64 0, i64 0
  %243 = getelementptr inbounds [10 x i32], ptr %20, i64 0, i64 0
  %244 = getelementptr inbounds i32, ptr %243, i64 5
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %242, ptr align 4 %244, i64 12, i1 false)
  store i32 0, ptr %21, align 4
  br label %245

245:                                              ; preds = %254, %231
  %246 = load i32, ptr %21, align 4
  %247 = icmp slt i32 %246, 10
  br i1 %247, label %248, label %257

248:                                              ; preds = %245
  %249 = load i32, ptr %21, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [10 x i32], ptr %20, i64 0, i64 %250
  %252 = load i32, ptr %251, align 4
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %252)
  br label %254

254:                                              ; preds = %248
  %255 = load i32, ptr %21, align 4
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %21, align 4
  br label %245, !llvm.loop !15

257:                                              ; preds = %245
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 @__const.main.dm, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 0, i64 32, i1 false)
  store i32 0, ptr %24, align 4
  br label %259

259:                                              ; preds = %283, %257
  %260 = load i32, ptr %24, align 4
  %261 = icmp slt i32 %260, 3
  br i1 %261, label %262, label %286

262:                                              ; preds = %259
  store i32 0, ptr %25, align 4
  br label %263

263:                                              ; preds = %279, %262
  %264 = load i32, ptr %25, align 4
  %265 = icmp slt i32 %264, 4
  br i1 %265, label %266, label %282

266:                                              ; preds = %263
  %267 = load i32, ptr %24, align 4
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [3 x [4 x double]], ptr %22, i64 0, i64 %268
  %270 = load i32, ptr %25, align 4
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [4 x double], ptr %269, i64 0, i64 %271
  %273 = load double, ptr %272, align 8
  %274 = load i32, ptr %25, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 %275
  %277 = load double, ptr %276, align 8
  %278 = call double @llvm.fmuladd.f64(double %273, double 5.000000e-01, double %277)
  store double %278, ptr %276, align 8
  br label %279

279:                                              ; preds = %266
  %280 = load i32, ptr %25, align 4
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr %25, align 4
  br label %263, !llvm.loop !16

282:                                              ; preds = %263
  br label %283

283:                                              ; preds = %282
  %284 = load i32, ptr %24, align 4
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %24, align 4
  br label %259, !llvm.loop !17

286:                                              ; preds = %259
  %287 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 0
  %288 = load double, ptr %287, align 16
  %289 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 1
  %290 = load double, ptr %289, align 8
  %291 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 2
  %292 = load double, ptr %291, align 16
  %293 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 3
  %294 = load double, ptr %293, align 8
  %295 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %288, double noundef %290, double noundef %292, double noundef %294)
  %296 = getelementptr inbounds [10 x i32], ptr %20, i64 0, i64 0
  %297 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0
  %298 = call i32 @memcmp(ptr noundef %296, ptr noundef %297, i64 noundef 8)
  %299 = icmp sgt i32 %298, 0
  %300 = zext i1 %299 to i64
  %301 = select i1 %299, i32 1, i32 -1
  %302 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %301)
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
define internal i32 @sum1d(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  br label %8

8:                                                ; preds = %20, %2
  %9 = load ptr, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %10, i64 %12
  %14 = icmp ult ptr %9, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %15
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds i32, ptr %21, i32 1
  store ptr %22, ptr %6, align 8
  br label %8, !llvm.loop !18

23:                                               ; preds = %8
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %37

10:                                               ; preds = %7
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %30, %10
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %33

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [7 x i32], ptr %15, i64 %17
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [7 x i32], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x i32], ptr %23, i64 %25
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [5 x i32], ptr %26, i64 0, i64 %28
  store i32 %22, ptr %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %11, !llvm.loop !19

33:                                               ; preds = %11
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %7, !llvm.loop !20

37:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @trace_weighted(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %37, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %40

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %33, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %36

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [7 x i32], ptr %14, i64 %16
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x i32], ptr %17, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %22, %25
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 3
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %26, %29
  %31 = load i64, ptr %3, align 8
  %32 = add nsw i64 %31, %30
  store i64 %32, ptr %3, align 8
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %5, align 4
  br label %10, !llvm.loop !21

36:                                               ; preds = %10
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %6, !llvm.loop !22

40:                                               ; preds = %6
  %41 = load i64, ptr %3, align 8
  ret i64 %41
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %6, align 4
  br label %10

10:                                               ; preds = %34, %2
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %39

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i16, ptr %15, i64 %17
  %19 = load i16, ptr %18, align 2
  store i16 %19, ptr %7, align 2
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i16, ptr %20, i64 %22
  %24 = load i16, ptr %23, align 2
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i16, ptr %25, i64 %27
  store i16 %24, ptr %28, align 2
  %29 = load i16, ptr %7, align 2
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i16, ptr %30, i64 %32
  store i16 %29, ptr %33, align 2
  br label %34

34:                                               ; preds = %14
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, -1
  store i32 %38, ptr %6, align 4
  br label %10, !llvm.loop !23

39:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @prefix_sums(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %26

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sub nsw i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %11, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = add i32 %21, %16
  store i32 %22, ptr %20, align 4
  br label %23

23:                                               ; preds = %10
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !24

26:                                               ; preds = %6
  ret void
}

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
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
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}

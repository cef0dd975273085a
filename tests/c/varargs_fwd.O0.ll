; ModuleID = 'varargs_fwd.c'
source_filename = "varargs_fwd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P2 = type { i32, i32 }
%struct.D2 = type { double, double }
%struct.F2 = type { float, float }
%struct.Q3 = type { [3 x i64] }
%struct.CD = type { i8, double }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"i%d \00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"L%lld \00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"d%.3f \00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"s%s \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"p%d/%d \00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"D%.2f/%.2f \00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"f%.2f/%.2f \00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"q%lld/%lld/%lld \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"c%c/%.1f \00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"? \00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"[%d] %s\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.P2 { i32 3, i32 -4 }, align 4
@__const.main.d = private unnamed_addr constant %struct.D2 { double 1.250000e+00, double -2.500000e+00 }, align 8
@__const.main.f = private unnamed_addr constant %struct.F2 { float 5.000000e-01, float 8.000000e+00 }, align 4
@__const.main.q = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 1, i64 1099511627776, i64 -7] }, align 8
@__const.main.c = private unnamed_addr constant %struct.CD { i8 122, double 6.500000e+00 }, align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"idLs\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"pDfqc\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"iiiiiiiidddddddddd\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"ipidDdfLqsc\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"split %.3f\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"mixed %.4f\0A\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"iLdidLdidLd\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"dddddddddddiiiiiiiL\00", align 1
@__const.main.b = private unnamed_addr constant %struct.D2 { double 4.000000e+00, double 0.000000e+00 }, align 8
@__const.main.e = private unnamed_addr constant %struct.D2 { double 4.000000e+00, double 3.000000e+00 }, align 8
@__const.main.g = private unnamed_addr constant %struct.D2 { double 0.000000e+00, double 3.000000e+00 }, align 8
@.str.21 = private unnamed_addr constant [20 x i8] c"centroid %.3f %.3f\0A\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"centroid9 %.4f %.4f\0A\00", align 1
@__const.main.q2 = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 -1, i64 2, i64 -3] }, align 8
@.str.23 = private unnamed_addr constant [23 x i8] c"q3_sum %lld %lld %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vformat(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.P2, align 4
  %13 = alloca %struct.D2, align 8
  %14 = alloca %struct.D2, align 8
  %15 = alloca %struct.F2, align 4
  %16 = alloca %struct.Q3, align 8
  %17 = alloca %struct.CD, align 8
  %18 = alloca %struct.CD, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  %19 = load ptr, ptr %7, align 8
  store ptr %19, ptr %10, align 8
  br label %20

20:                                               ; preds = %310, %4
  %21 = load ptr, ptr %10, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %20
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br label %29

29:                                               ; preds = %25, %20
  %30 = phi i1 [ false, %20 ], [ %28, %25 ]
  br i1 %30, label %31, label %313

31:                                               ; preds = %29
  %32 = load i32, ptr %6, align 4
  %33 = load i32, ptr %9, align 4
  %34 = sub nsw i32 %32, %33
  store i32 %34, ptr %11, align 4
  %35 = load ptr, ptr %10, align 8
  %36 = load i8, ptr %35, align 1
  %37 = sext i8 %36 to i32
  switch i32 %37, label %299 [
    i32 105, label %38
    i32 76, label %64
    i32 100, label %90
    i32 115, label %116
    i32 112, label %142
    i32 68, label %171
    i32 102, label %205
    i32 113, label %236
    i32 99, label %259
  ]

38:                                               ; preds = %31
  %39 = load ptr, ptr %5, align 8
  %40 = load i32, ptr %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %39, i64 %41
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = load ptr, ptr %8, align 8
  %46 = getelementptr inbounds %struct.__va_list_tag, ptr %45, i32 0, i32 0
  %47 = load i32, ptr %46, align 8
  %48 = icmp ule i32 %47, 40
  br i1 %48, label %49, label %54

49:                                               ; preds = %38
  %50 = getelementptr inbounds %struct.__va_list_tag, ptr %45, i32 0, i32 3
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr i8, ptr %51, i32 %47
  %53 = add i32 %47, 8
  store i32 %53, ptr %46, align 8
  br label %58

54:                                               ; preds = %38
  %55 = getelementptr inbounds %struct.__va_list_tag, ptr %45, i32 0, i32 2
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr i8, ptr %56, i32 8
  store ptr %57, ptr %55, align 8
  br label %58

58:                                               ; preds = %54, %49
  %59 = phi ptr [ %52, %49 ], [ %56, %54 ]
  %60 = load i32, ptr %59, align 4
  %61 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %42, i64 noundef %44, ptr noundef @.str, i32 noundef %60) #7
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr %9, align 4
  br label %309

64:                                               ; preds = %31
  %65 = load ptr, ptr %5, align 8
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %65, i64 %67
  %69 = load i32, ptr %11, align 4
  %70 = sext i32 %69 to i64
  %71 = load ptr, ptr %8, align 8
  %72 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %72, align 8
  %74 = icmp ule i32 %73, 40
  br i1 %74, label %75, label %80

75:                                               ; preds = %64
  %76 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 3
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr i8, ptr %77, i32 %73
  %79 = add i32 %73, 8
  store i32 %79, ptr %72, align 8
  br label %84

80:                                               ; preds = %64
  %81 = getelementptr inbounds %struct.__va_list_tag, ptr %71, i32 0, i32 2
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr i8, ptr %82, i32 8
  store ptr %83, ptr %81, align 8
  br label %84

84:                                               ; preds = %80, %75
  %85 = phi ptr [ %78, %75 ], [ %82, %80 ]
  %86 = load i64, ptr %85, align 8
  %87 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %68, i64 noundef %70, ptr noundef @.str.1, i64 noundef %86) #7
  %88 = load i32, ptr %9, align 4
  %89 = add nsw i32 %88, %87
  store i32 %89, ptr %9, align 4
  br label %309

90:                                               ; preds = %31
  %91 = load ptr, ptr %5, align 8
  %92 = load i32, ptr %9, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %91, i64 %93
  %95 = load i32, ptr %11, align 4
  %96 = sext i32 %95 to i64
  %97 = load ptr, ptr %8, align 8
  %98 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 1
  %99 = load i32, ptr %98, align 4
  %100 = icmp ule i32 %99, 160
  br i1 %100, label %101, label %106

101:                                              ; preds = %90
  %102 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 3
  %103 = load ptr, ptr %102, align 8
  %104 = getelementptr i8, ptr %103, i32 %99
  %105 = add i32 %99, 16
  store i32 %105, ptr %98, align 4
  br label %110

106:                                              ; preds = %90
  %107 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 2
  %108 = load ptr, ptr %107, align 8
  %109 = getelementptr i8, ptr %108, i32 8
  store ptr %109, ptr %107, align 8
  br label %110

110:                                              ; preds = %106, %101
  %111 = phi ptr [ %104, %101 ], [ %108, %106 ]
  %112 = load double, ptr %111, align 8
  %113 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %94, i64 noundef %96, ptr noundef @.str.2, double noundef %112) #7
  %114 = load i32, ptr %9, align 4
  %115 = add nsw i32 %114, %113
  store i32 %115, ptr %9, align 4
  br label %309

116:                                              ; preds = %31
  %117 = load ptr, ptr %5, align 8
  %118 = load i32, ptr %9, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i8, ptr %117, i64 %119
  %121 = load i32, ptr %11, align 4
  %122 = sext i32 %121 to i64
  %123 = load ptr, ptr %8, align 8
  %124 = getelementptr inbounds %struct.__va_list_tag, ptr %123, i32 0, i32 0
  %125 = load i32, ptr %124, align 8
  %126 = icmp ule i32 %125, 40
  br i1 %126, label %127, label %132

127:                                              ; preds = %116
  %128 = getelementptr inbounds %struct.__va_list_tag, ptr %123, i32 0, i32 3
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr i8, ptr %129, i32 %125
  %131 = add i32 %125, 8
  store i32 %131, ptr %124, align 8
  br label %136

132:                                              ; preds = %116
  %133 = getelementptr inbounds %struct.__va_list_tag, ptr %123, i32 0, i32 2
  %134 = load ptr, ptr %133, align 8
  %135 = getelementptr i8, ptr %134, i32 8
  store ptr %135, ptr %133, align 8
  br label %136

136:                                              ; preds = %132, %127
  %137 = phi ptr [ %130, %127 ], [ %134, %132 ]
  %138 = load ptr, ptr %137, align 8
  %139 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %120, i64 noundef %122, ptr noundef @.str.3, ptr noundef %138) #7
  %140 = load i32, ptr %9, align 4
  %141 = add nsw i32 %140, %139
  store i32 %141, ptr %9, align 4
  br label %309

142:                                              ; preds = %31
  %143 = load ptr, ptr %8, align 8
  %144 = getelementptr inbounds %struct.__va_list_tag, ptr %143, i32 0, i32 0
  %145 = load i32, ptr %144, align 8
  %146 = icmp ule i32 %145, 40
  br i1 %146, label %147, label %152

147:                                              ; preds = %142
  %148 = getelementptr inbounds %struct.__va_list_tag, ptr %143, i32 0, i32 3
  %149 = load ptr, ptr %148, align 8
  %150 = getelementptr i8, ptr %149, i32 %145
  %151 = add i32 %145, 8
  store i32 %151, ptr %144, align 8
  br label %156

152:                                              ; preds = %142
  %153 = getelementptr inbounds %struct.__va_list_tag, ptr %143, i32 0, i32 2
  %154 = load ptr, ptr %153, align 8
  %155 = getelementptr i8, ptr %154, i32 8
  store ptr %155, ptr %153, align 8
  br label %156

156:                                              ; preds = %152, %147
  %157 = phi ptr [ %150, %147 ], [ %154, %152 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %157, i64 8, i1 false)
  %158 = load ptr, ptr %5, align 8
  %159 = load i32, ptr %9, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i8, ptr %158, i64 %160
  %162 = load i32, ptr %11, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds %struct.P2, ptr %12, i32 0, i32 0
  %165 = load i32, ptr %164, align 4
  %166 = getelementptr inbounds %struct.P2, ptr %12, i32 0, i32 1
  %167 = load i32, ptr %166, align 4
  %168 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %161, i64 noundef %163, ptr noundef @.str.4, i32 noundef %165, i32 noundef %167) #7
  %169 = load i32, ptr %9, align 4
  %170 = add nsw i32 %169, %168
  store i32 %170, ptr %9, align 4
  br label %309

171:                                              ; preds = %31
  %172 = load ptr, ptr %8, align 8
  %173 = getelementptr inbounds %struct.__va_list_tag, ptr %172, i32 0, i32 1
  %174 = load i32, ptr %173, align 4
  %175 = icmp ule i32 %174, 144
  br i1 %175, label %176, label %186

176:                                              ; preds = %171
  %177 = getelementptr inbounds %struct.__va_list_tag, ptr %172, i32 0, i32 3
  %178 = load ptr, ptr %177, align 8
  %179 = getelementptr i8, ptr %178, i32 %174
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load double, ptr %179, align 16
  %182 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  store double %181, ptr %182, align 8
  %183 = load double, ptr %180, align 16
  %184 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %183, ptr %184, align 8
  %185 = add i32 %174, 32
  store i32 %185, ptr %173, align 4
  br label %190

186:                                              ; preds = %171
  %187 = getelementptr inbounds %struct.__va_list_tag, ptr %172, i32 0, i32 2
  %188 = load ptr, ptr %187, align 8
  %189 = getelementptr i8, ptr %188, i32 16
  store ptr %189, ptr %187, align 8
  br label %190

190:                                              ; preds = %186, %176
  %191 = phi ptr [ %14, %176 ], [ %188, %186 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %191, i64 16, i1 false)
  %192 = load ptr, ptr %5, align 8
  %193 = load i32, ptr %9, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i8, ptr %192, i64 %194
  %196 = load i32, ptr %11, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 0
  %199 = load double, ptr %198, align 8
  %200 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 1
  %201 = load double, ptr %200, align 8
  %202 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %195, i64 noundef %197, ptr noundef @.str.5, double noundef %199, double noundef %201) #7
  %203 = load i32, ptr %9, align 4
  %204 = add nsw i32 %203, %202
  store i32 %204, ptr %9, align 4
  br label %309

205:                                              ; preds = %31
  %206 = load ptr, ptr %8, align 8
  %207 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 1
  %208 = load i32, ptr %207, align 4
  %209 = icmp ule i32 %208, 160
  br i1 %209, label %210, label %215

210:                                              ; preds = %205
  %211 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 3
  %212 = load ptr, ptr %211, align 8
  %213 = getelementptr i8, ptr %212, i32 %208
  %214 = add i32 %208, 16
  store i32 %214, ptr %207, align 4
  br label %219

215:                                              ; preds = %205
  %216 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 2
  %217 = load ptr, ptr %216, align 8
  %218 = getelementptr i8, ptr %217, i32 8
  store ptr %218, ptr %216, align 8
  br label %219

219:                                              ; preds = %215, %210
  %220 = phi ptr [ %213, %210 ], [ %217, %215 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %220, i64 8, i1 false)
  %221 = load ptr, ptr %5, align 8
  %222 = load i32, ptr %9, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds i8, ptr %221, i64 %223
  %225 = load i32, ptr %11, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds %struct.F2, ptr %15, i32 0, i32 0
  %228 = load float, ptr %227, align 4
  %229 = fpext float %228 to double
  %230 = getelementptr inbounds %struct.F2, ptr %15, i32 0, i32 1
  %231 = load float, ptr %230, align 4
  %232 = fpext float %231 to double
  %233 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %224, i64 noundef %226, ptr noundef @.str.6, double noundef %229, double noundef %232) #7
  %234 = load i32, ptr %9, align 4
  %235 = add nsw i32 %234, %233
  store i32 %235, ptr %9, align 4
  br label %309

236:                                              ; preds = %31
  %237 = load ptr, ptr %8, align 8
  %238 = getelementptr inbounds %struct.__va_list_tag, ptr %237, i32 0, i32 2
  %239 = load ptr, ptr %238, align 8
  %240 = getelementptr i8, ptr %239, i32 24
  store ptr %240, ptr %238, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %239, i64 24, i1 false)
  %241 = load ptr, ptr %5, align 8
  %242 = load i32, ptr %9, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds i8, ptr %241, i64 %243
  %245 = load i32, ptr %11, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds %struct.Q3, ptr %16, i32 0, i32 0
  %248 = getelementptr inbounds [3 x i64], ptr %247, i64 0, i64 0
  %249 = load i64, ptr %248, align 8
  %250 = getelementptr inbounds %struct.Q3, ptr %16, i32 0, i32 0
  %251 = getelementptr inbounds [3 x i64], ptr %250, i64 0, i64 1
  %252 = load i64, ptr %251, align 8
  %253 = getelementptr inbounds %struct.Q3, ptr %16, i32 0, i32 0
  %254 = getelementptr inbounds [3 x i64], ptr %253, i64 0, i64 2
  %255 = load i64, ptr %254, align 8
  %256 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %244, i64 noundef %246, ptr noundef @.str.7, i64 noundef %249, i64 noundef %252, i64 noundef %255) #7
  %257 = load i32, ptr %9, align 4
  %258 = add nsw i32 %257, %256
  store i32 %258, ptr %9, align 4
  br label %309

259:                                              ; preds = %31
  %260 = load ptr, ptr %8, align 8
  %261 = getelementptr inbounds %struct.__va_list_tag, ptr %260, i32 0, i32 0
  %262 = load i32, ptr %261, align 8
  %263 = icmp ule i32 %262, 40
  %264 = getelementptr inbounds %struct.__va_list_tag, ptr %260, i32 0, i32 1
  %265 = load i32, ptr %264, align 4
  %266 = icmp ule i32 %265, 160
  %267 = and i1 %263, %266
  br i1 %267, label %268, label %279

268:                                              ; preds = %259
  %269 = getelementptr inbounds %struct.__va_list_tag, ptr %260, i32 0, i32 3
  %270 = load ptr, ptr %269, align 8
  %271 = getelementptr i8, ptr %270, i32 %262
  %272 = getelementptr i8, ptr %270, i32 %265
  %273 = load i8, ptr %271, align 1
  %274 = getelementptr inbounds { i8, double }, ptr %18, i32 0, i32 0
  store i8 %273, ptr %274, align 8
  %275 = load double, ptr %272, align 8
  %276 = getelementptr inbounds { i8, double }, ptr %18, i32 0, i32 1
  store double %275, ptr %276, align 8
  %277 = add i32 %262, 8
  store i32 %277, ptr %261, align 8
  %278 = add i32 %265, 16
  store i32 %278, ptr %264, align 4
  br label %283

279:                                              ; preds = %259
  %280 = getelementptr inbounds %struct.__va_list_tag, ptr %260, i32 0, i32 2
  %281 = load ptr, ptr %280, align 8
  %282 = getelementptr i8, ptr %281, i32 16
  store ptr %282, ptr %280, align 8
  br label %283

283:                                              ; preds = %279, %268
  %284 = phi ptr [ %18, %268 ], [ %281, %279 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %284, i64 16, i1 false)
  %285 = load ptr, ptr %5, align 8
  %286 = load i32, ptr %9, align 4
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds i8, ptr %285, i64 %287
  %289 = load i32, ptr %11, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds %struct.CD, ptr %17, i32 0, i32 0
  %292 = load i8, ptr %291, align 8
  %293 = sext i8 %292 to i32
  %294 = getelementptr inbounds %struct.CD, ptr %17, i32 0, i32 1
  %295 = load double, ptr %294, align 8
  %296 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %288, i64 noundef %290, ptr noundef @.str.8, i32 noundef %293, double noundef %295) #7
  %297 = load i32, ptr %9, align 4
  %298 = add nsw i32 %297, %296
  store i32 %298, ptr %9, align 4
  br label %309

299:                                              ; preds = %31
  %300 = load ptr, ptr %5, align 8
  %301 = load i32, ptr %9, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds i8, ptr %300, i64 %302
  %304 = load i32, ptr %11, align 4
  %305 = sext i32 %304 to i64
  %306 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %303, i64 noundef %305, ptr noundef @.str.9) #7
  %307 = load i32, ptr %9, align 4
  %308 = add nsw i32 %307, %306
  store i32 %308, ptr %9, align 4
  br label %309

309:                                              ; preds = %299, %283, %236, %219, %190, %156, %136, %110, %84, %58
  br label %310

310:                                              ; preds = %309
  %311 = load ptr, ptr %10, align 8
  %312 = getelementptr inbounds i8, ptr %311, i32 1
  store ptr %312, ptr %10, align 8
  br label %20, !llvm.loop !6

313:                                              ; preds = %29
  %314 = load i32, ptr %9, align 4
  ret i32 %314
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vformat_twice(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [1 x %struct.__va_list_tag], align 16
  %10 = alloca [1 x %struct.__va_list_tag], align 16
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %9, i64 0, i64 0
  %13 = load ptr, ptr %8, align 8
  call void @llvm.va_copy.p0(ptr %12, ptr %13)
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %10, i64 0, i64 0
  %15 = load ptr, ptr %8, align 8
  call void @llvm.va_copy.p0(ptr %14, ptr %15)
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = load ptr, ptr %7, align 8
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %9, i64 0, i64 0
  %20 = call i32 @vformat(ptr noundef %16, i32 noundef %17, ptr noundef %18, ptr noundef %19)
  store i32 %20, ptr %11, align 4
  %21 = load i32, ptr %11, align 4
  %22 = load i32, ptr %6, align 4
  %23 = sub nsw i32 %22, 2
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %25, label %35

25:                                               ; preds = %4
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %11, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %11, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  store i8 124, ptr %30, align 1
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %31, i64 %33
  store i8 0, ptr %34, align 1
  br label %35

35:                                               ; preds = %25, %4
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  %40 = load i32, ptr %6, align 4
  %41 = load i32, ptr %11, align 4
  %42 = sub nsw i32 %40, %41
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %10, i64 0, i64 0
  %45 = call i32 @vformat(ptr noundef %39, i32 noundef %42, ptr noundef %43, ptr noundef %44)
  %46 = load i32, ptr %11, align 4
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %11, align 4
  %48 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %10, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %48)
  %49 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %9, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %49)
  %50 = load i32, ptr %11, align 4
  ret i32 %50
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [512 x i8], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  %7 = getelementptr inbounds [512 x i8], ptr %3, i64 0, i64 0
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %10 = call i32 @vformat_twice(ptr noundef %7, i32 noundef 512, ptr noundef %8, ptr noundef %9)
  store i32 %10, ptr %5, align 4
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %11)
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds [512 x i8], ptr %3, i64 0, i64 0
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @split_sum(i32 noundef %0, i32 noundef %1, ...) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %9)
  %10 = load i32, ptr %3, align 4
  %11 = call i64 @take_ints(ptr noundef %5, i32 noundef %10)
  store i64 %11, ptr %6, align 8
  %12 = load i32, ptr %4, align 4
  %13 = call double @take_doubles(ptr noundef %5, i32 noundef %12)
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 16
  %17 = icmp ule i32 %16, 40
  br i1 %17, label %18, label %23

18:                                               ; preds = %2
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 3
  %20 = load ptr, ptr %19, align 16
  %21 = getelementptr i8, ptr %20, i32 %16
  %22 = add i32 %16, 8
  store i32 %22, ptr %15, align 16
  br label %27

23:                                               ; preds = %2
  %24 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i32 8
  store ptr %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %23, %18
  %28 = phi ptr [ %21, %18 ], [ %25, %23 ]
  %29 = load i64, ptr %28, align 8
  store i64 %29, ptr %8, align 8
  %30 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %30)
  %31 = load i64, ptr %6, align 8
  %32 = sitofp i64 %31 to double
  %33 = load double, ptr %7, align 8
  %34 = fadd double %32, %33
  %35 = load i64, ptr %8, align 8
  %36 = sitofp i64 %35 to double
  %37 = fadd double %34, %36
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @take_ints(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %32, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %35

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %12, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 8
  store i32 %21, ptr %14, align 8
  br label %26

22:                                               ; preds = %11
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  %28 = load i32, ptr %27, align 4
  %29 = sext i32 %28 to i64
  %30 = load i64, ptr %5, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, ptr %5, align 8
  br label %32

32:                                               ; preds = %26
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %6, align 4
  br label %7, !llvm.loop !8

35:                                               ; preds = %7
  %36 = load i64, ptr %5, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @take_doubles(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %31, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %12, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = icmp ule i32 %15, 160
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 16
  store i32 %21, ptr %14, align 4
  br label %26

22:                                               ; preds = %11
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  %28 = load double, ptr %27, align 8
  %29 = load double, ptr %5, align 8
  %30 = fadd double %29, %28
  store double %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %26
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %6, align 4
  br label %7, !llvm.loop !9

34:                                               ; preds = %7
  %35 = load double, ptr %5, align 8
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @mixed_sum(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  %7 = load ptr, ptr %2, align 8
  store ptr %7, ptr %5, align 8
  br label %8

8:                                                ; preds = %83, %1
  %9 = load ptr, ptr %5, align 8
  %10 = load i8, ptr %9, align 1
  %11 = icmp ne i8 %10, 0
  br i1 %11, label %12, label %86

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i8, ptr %13, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %15, 105
  br i1 %16, label %17, label %37

17:                                               ; preds = %12
  %18 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 16
  %21 = icmp ule i32 %20, 40
  br i1 %21, label %22, label %27

22:                                               ; preds = %17
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %18, i32 0, i32 3
  %24 = load ptr, ptr %23, align 16
  %25 = getelementptr i8, ptr %24, i32 %20
  %26 = add i32 %20, 8
  store i32 %26, ptr %19, align 16
  br label %31

27:                                               ; preds = %17
  %28 = getelementptr inbounds %struct.__va_list_tag, ptr %18, i32 0, i32 2
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr i8, ptr %29, i32 8
  store ptr %30, ptr %28, align 8
  br label %31

31:                                               ; preds = %27, %22
  %32 = phi ptr [ %25, %22 ], [ %29, %27 ]
  %33 = load i32, ptr %32, align 4
  %34 = sitofp i32 %33 to double
  %35 = load double, ptr %4, align 8
  %36 = fadd double %35, %34
  store double %36, ptr %4, align 8
  br label %82

37:                                               ; preds = %12
  %38 = load ptr, ptr %5, align 8
  %39 = load i8, ptr %38, align 1
  %40 = sext i8 %39 to i32
  %41 = icmp eq i32 %40, 76
  br i1 %41, label %42, label %62

42:                                               ; preds = %37
  %43 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %44 = getelementptr inbounds %struct.__va_list_tag, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 16
  %46 = icmp ule i32 %45, 40
  br i1 %46, label %47, label %52

47:                                               ; preds = %42
  %48 = getelementptr inbounds %struct.__va_list_tag, ptr %43, i32 0, i32 3
  %49 = load ptr, ptr %48, align 16
  %50 = getelementptr i8, ptr %49, i32 %45
  %51 = add i32 %45, 8
  store i32 %51, ptr %44, align 16
  br label %56

52:                                               ; preds = %42
  %53 = getelementptr inbounds %struct.__va_list_tag, ptr %43, i32 0, i32 2
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr i8, ptr %54, i32 8
  store ptr %55, ptr %53, align 8
  br label %56

56:                                               ; preds = %52, %47
  %57 = phi ptr [ %50, %47 ], [ %54, %52 ]
  %58 = load i64, ptr %57, align 8
  %59 = sitofp i64 %58 to double
  %60 = load double, ptr %4, align 8
  %61 = fadd double %60, %59
  store double %61, ptr %4, align 8
  br label %81

62:                                               ; preds = %37
  %63 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %64 = getelementptr inbounds %struct.__va_list_tag, ptr %63, i32 0, i32 1
  %65 = load i32, ptr %64, align 4
  %66 = icmp ule i32 %65, 160
  br i1 %66, label %67, label %72

67:                                               ; preds = %62
  %68 = getelementptr inbounds %struct.__va_list_tag, ptr %63, i32 0, i32 3
  %69 = load ptr, ptr %68, align 16
  %70 = getelementptr i8, ptr %69, i32 %65
  %71 = add i32 %65, 16
  store i32 %71, ptr %64, align 4
  br label %76

72:                                               ; preds = %62
  %73 = getelementptr inbounds %struct.__va_list_tag, ptr %63, i32 0, i32 2
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr i8, ptr %74, i32 8
  store ptr %75, ptr %73, align 8
  br label %76

76:                                               ; preds = %72, %67
  %77 = phi ptr [ %70, %67 ], [ %74, %72 ]
  %78 = load double, ptr %77, align 8
  %79 = load double, ptr %4, align 8
  %80 = fadd double %79, %78
  store double %80, ptr %4, align 8
  br label %81

81:                                               ; preds = %76, %56
  br label %82

82:                                               ; preds = %81, %31
  br label %83

83:                                               ; preds = %82
  %84 = load ptr, ptr %5, align 8
  %85 = getelementptr inbounds i8, ptr %84, i32 1
  store ptr %85, ptr %5, align 8
  br label %8, !llvm.loop !10

86:                                               ; preds = %8
  %87 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %87)
  %88 = load double, ptr %4, align 8
  ret double %88
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @centroid(i32 noundef %0, ...) #0 {
  %2 = alloca %struct.D2, align 8
  %3 = alloca i32, align 4
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.D2, align 8
  %7 = alloca %struct.D2, align 8
  store i32 %0, ptr %3, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %8)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %44, %1
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %47

13:                                               ; preds = %9
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = icmp ule i32 %16, 144
  br i1 %17, label %18, label %28

18:                                               ; preds = %13
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 3
  %20 = load ptr, ptr %19, align 16
  %21 = getelementptr i8, ptr %20, i32 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load double, ptr %21, align 16
  %24 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %23, ptr %24, align 8
  %25 = load double, ptr %22, align 16
  %26 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %25, ptr %26, align 8
  %27 = add i32 %16, 32
  store i32 %27, ptr %15, align 4
  br label %32

28:                                               ; preds = %13
  %29 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 2
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr i8, ptr %30, i32 16
  store ptr %31, ptr %29, align 8
  br label %32

32:                                               ; preds = %28, %18
  %33 = phi ptr [ %7, %18 ], [ %30, %28 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %33, i64 16, i1 false)
  %34 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = fadd double %37, %35
  store double %38, ptr %36, align 8
  %39 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fadd double %42, %40
  store double %43, ptr %41, align 8
  br label %44

44:                                               ; preds = %32
  %45 = load i32, ptr %5, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %5, align 4
  br label %9, !llvm.loop !11

47:                                               ; preds = %9
  %48 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %48)
  %49 = load i32, ptr %3, align 4
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %62

51:                                               ; preds = %47
  %52 = load i32, ptr %3, align 4
  %53 = sitofp i32 %52 to double
  %54 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = fdiv double %55, %53
  store double %56, ptr %54, align 8
  %57 = load i32, ptr %3, align 4
  %58 = sitofp i32 %57 to double
  %59 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = fdiv double %60, %58
  store double %61, ptr %59, align 8
  br label %62

62:                                               ; preds = %51, %47
  %63 = load { double, double }, ptr %2, align 8
  ret { double, double } %63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @q3_sum(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, i32 noundef %1, ...) #0 {
  %3 = alloca i32, align 4
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.Q3, align 8
  %7 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %8)
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 24, i1 false)
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %41, %2
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %44

13:                                               ; preds = %9
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 2
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr i8, ptr %16, i32 24
  store ptr %17, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %16, i64 24, i1 false)
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %37, %13
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %19, 3
  br i1 %20, label %21, label %40

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.Q3, ptr %6, i32 0, i32 0
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x i64], ptr %22, i64 0, i64 %24
  %26 = load i64, ptr %25, align 8
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %26, %29
  %31 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %31, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = add nsw i64 %35, %30
  store i64 %36, ptr %34, align 8
  br label %37

37:                                               ; preds = %21
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %7, align 4
  br label %18, !llvm.loop !12

40:                                               ; preds = %18
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %9, !llvm.loop !13

44:                                               ; preds = %9
  %45 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %45)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #6 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P2, align 4
  %3 = alloca %struct.D2, align 8
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.Q3, align 8
  %6 = alloca %struct.CD, align 8
  %7 = alloca i16, align 2
  %8 = alloca i8, align 1
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca %struct.D2, align 8
  %12 = alloca %struct.D2, align 8
  %13 = alloca %struct.D2, align 8
  %14 = alloca %struct.D2, align 8
  %15 = alloca %struct.D2, align 8
  %16 = alloca %struct.D2, align 8
  %17 = alloca %struct.Q3, align 8
  %18 = alloca %struct.Q3, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.p, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.d, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.f, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.q, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.c, i64 16, i1 false)
  store i16 -12, ptr %7, align 2
  store i8 107, ptr %8, align 1
  store float 2.750000e+00, ptr %9, align 4
  call void (ptr, ...) @show(ptr noundef @.str.11, i32 noundef 42, double noundef 3.141590e+00, i64 noundef 1234567890123, ptr noundef @.str.12)
  %19 = load i64, ptr %2, align 4
  %20 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = load <2 x float>, ptr %4, align 4
  %25 = getelementptr inbounds { i8, double }, ptr %6, i32 0, i32 0
  %26 = load i8, ptr %25, align 8
  %27 = getelementptr inbounds { i8, double }, ptr %6, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  call void (ptr, ...) @show(ptr noundef @.str.13, i64 %19, double %21, double %23, <2 x float> %24, ptr noundef byval(%struct.Q3) align 8 %5, i8 %26, double %28)
  call void (ptr, ...) @show(ptr noundef @.str.14, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  %29 = load i16, ptr %7, align 2
  %30 = sext i16 %29 to i32
  %31 = load i8, ptr %8, align 1
  %32 = sext i8 %31 to i32
  %33 = load float, ptr %9, align 4
  %34 = fpext float %33 to double
  %35 = load i64, ptr %2, align 4
  %36 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %39 = load double, ptr %38, align 8
  %40 = load <2 x float>, ptr %4, align 4
  call void (ptr, ...) @show(ptr noundef @.str.15, i32 noundef %30, i64 %35, i32 noundef %32, double noundef %34, double %37, double %39, double noundef 1.250000e-01, <2 x float> %40, i64 noundef -99, ptr noundef byval(%struct.Q3) align 8 %5, ptr noundef @.str.16, ptr noundef byval(%struct.CD) align 8 %6)
  %41 = call double (i32, i32, ...) @split_sum(i32 noundef 3, i32 noundef 2, i32 noundef 10, i32 noundef 20, i32 noundef 30, double noundef 5.000000e-01, double noundef 2.500000e-01, i64 noundef 1000000000000)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %41)
  %43 = call double (i32, i32, ...) @split_sum(i32 noundef 7, i32 noundef 9, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, i64 noundef -5)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %43)
  %45 = load i16, ptr %7, align 2
  %46 = sext i16 %45 to i32
  %47 = load float, ptr %9, align 4
  %48 = fpext float %47 to double
  %49 = load i8, ptr %8, align 1
  %50 = sext i8 %49 to i32
  %51 = call double (ptr, ...) @mixed_sum(ptr noundef @.str.19, i32 noundef 1, i64 noundef 2, double noundef 3.500000e+00, i32 noundef %46, double noundef %48, i64 noundef 4000000000, double noundef 2.500000e-01, i32 noundef %50, double noundef -1.500000e+00, i64 noundef -3, double noundef 1.000000e+03)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %51)
  %53 = call double (ptr, ...) @mixed_sum(ptr noundef @.str.20, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i64 noundef 99)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %53)
  store ptr @centroid, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.b, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.e, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.g, i64 16, i1 false)
  %55 = load ptr, ptr %10, align 8
  %56 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %65 = load double, ptr %64, align 8
  %66 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = call { double, double } (i32, ...) %55(i32 noundef 4, double %57, double %59, double %61, double %63, double %65, double %67, double %69, double %71)
  %73 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %74 = extractvalue { double, double } %72, 0
  store double %74, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %76 = extractvalue { double, double } %72, 1
  store double %76, ptr %75, align 8
  %77 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef %78, double noundef %80)
  %82 = load ptr, ptr %10, align 8
  %83 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %94 = load double, ptr %93, align 8
  %95 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  %99 = call { double, double } (i32, ...) %82(i32 noundef 9, double %84, double %86, double %88, double %90, double %92, double %94, double %96, double %98, ptr noundef byval(%struct.D2) align 8 %11, ptr noundef byval(%struct.D2) align 8 %12, ptr noundef byval(%struct.D2) align 8 %13, ptr noundef byval(%struct.D2) align 8 %14, ptr noundef byval(%struct.D2) align 8 %3)
  %100 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %101 = extractvalue { double, double } %99, 0
  store double %101, ptr %100, align 8
  %102 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %103 = extractvalue { double, double } %99, 1
  store double %103, ptr %102, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %16, i64 16, i1 false)
  %104 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %105 = load double, ptr %104, align 8
  %106 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %107 = load double, ptr %106, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %105, double noundef %107)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.main.q2, i64 24, i1 false)
  call void (ptr, i32, ...) @q3_sum(ptr dead_on_unwind writable sret(%struct.Q3) align 8 %18, i32 noundef 5, ptr noundef byval(%struct.Q3) align 8 %5, ptr noundef byval(%struct.Q3) align 8 %17, ptr noundef byval(%struct.Q3) align 8 %5, ptr noundef byval(%struct.Q3) align 8 %17, ptr noundef byval(%struct.Q3) align 8 %5)
  %109 = getelementptr inbounds %struct.Q3, ptr %18, i32 0, i32 0
  %110 = getelementptr inbounds [3 x i64], ptr %109, i64 0, i64 0
  %111 = load i64, ptr %110, align 8
  %112 = getelementptr inbounds %struct.Q3, ptr %18, i32 0, i32 0
  %113 = getelementptr inbounds [3 x i64], ptr %112, i64 0, i64 1
  %114 = load i64, ptr %113, align 8
  %115 = getelementptr inbounds %struct.Q3, ptr %18, i32 0, i32 0
  %116 = getelementptr inbounds [3 x i64], ptr %115, i64 0, i64 2
  %117 = load i64, ptr %116, align 8
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %111, i64 noundef %114, i64 noundef %117)
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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

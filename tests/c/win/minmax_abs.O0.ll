; ModuleID = 'minmax_abs.c'
source_filename = "minmax_abs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local global [10 x i32] [i32 5, i32 -3, i32 0, i32 2147483647, i32 -2147483647, i32 17, i32 -17, i32 100, i32 -100, i32 42], align 16
@g_lv = dso_local global [2 x i32] [i32 1097262572, i32 77], align 4
@.str = private unnamed_addr constant [43 x i8] c"min=%d max=%d umin=%u umax=%u abssum=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"clamp(%d)=%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"abs %d %d %ld %ld %d %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [47 x i8] c"llmax %lld dmin %.3f fmax %.3f dabs %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"sc_max %d us_min %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [47 x i8] c"rmin=%d rmax=%d dlo=%.4f dhi=%.4f spread=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sel=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @g_vals, ptr %2, align 8
  store i32 10, ptr %3, align 4
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i32, ptr %22, i64 0
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %4, align 4
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds i32, ptr %25, i64 0
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %5, align 4
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds i32, ptr %28, i64 0
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %6, align 4
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds i32, ptr %31, i64 0
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %7, align 4
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %34

34:                                               ; preds = %76, %0
  %35 = load i32, ptr %9, align 4
  %36 = load i32, ptr %3, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %79

38:                                               ; preds = %34
  %39 = load i32, ptr %4, align 4
  %40 = load ptr, ptr %2, align 8
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = call i32 @imin(i32 noundef %39, i32 noundef %44)
  store i32 %45, ptr %4, align 4
  %46 = load i32, ptr %5, align 4
  %47 = load ptr, ptr %2, align 8
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = call i32 @imax(i32 noundef %46, i32 noundef %51)
  store i32 %52, ptr %5, align 4
  %53 = load i32, ptr %6, align 4
  %54 = load ptr, ptr %2, align 8
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %54, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = call i32 @umin(i32 noundef %53, i32 noundef %58)
  store i32 %59, ptr %6, align 4
  %60 = load i32, ptr %7, align 4
  %61 = load ptr, ptr %2, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = call i32 @umax(i32 noundef %60, i32 noundef %65)
  store i32 %66, ptr %7, align 4
  %67 = load ptr, ptr %2, align 8
  %68 = load i32, ptr %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = call i32 @llvm.abs.i32(i32 %71, i1 true)
  %73 = sext i32 %72 to i64
  %74 = load i64, ptr %8, align 8
  %75 = add nsw i64 %74, %73
  store i64 %75, ptr %8, align 8
  br label %76

76:                                               ; preds = %38
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %9, align 4
  br label %34, !llvm.loop !5

79:                                               ; preds = %34
  %80 = load i32, ptr %4, align 4
  %81 = load i32, ptr %5, align 4
  %82 = load i32, ptr %6, align 4
  %83 = load i32, ptr %7, align 4
  %84 = load i64, ptr %8, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i64 noundef %84)
  store i32 -20, ptr %10, align 4
  br label %86

86:                                               ; preds = %102, %79
  %87 = load i32, ptr %10, align 4
  %88 = icmp sle i32 %87, 20
  br i1 %88, label %89, label %105

89:                                               ; preds = %86
  %90 = load i32, ptr %10, align 4
  %91 = load i32, ptr %10, align 4
  %92 = load ptr, ptr %2, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 0
  %94 = load i32, ptr %93, align 4
  %95 = sub nsw i32 %94, 10
  %96 = load ptr, ptr %2, align 8
  %97 = getelementptr inbounds i32, ptr %96, i64 0
  %98 = load i32, ptr %97, align 4
  %99 = add nsw i32 %98, 4
  %100 = call i32 @clamp(i32 noundef %91, i32 noundef %95, i32 noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %90, i32 noundef %100)
  br label %102

102:                                              ; preds = %89
  %103 = load i32, ptr %10, align 4
  %104 = add nsw i32 %103, 7
  store i32 %104, ptr %10, align 4
  br label %86, !llvm.loop !7

105:                                              ; preds = %86
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %107 = load ptr, ptr %2, align 8
  %108 = getelementptr inbounds i32, ptr %107, i64 1
  %109 = load i32, ptr %108, align 4
  %110 = mul nsw i32 %109, 3
  %111 = call i32 @llvm.abs.i32(i32 %110, i1 true)
  %112 = load ptr, ptr %2, align 8
  %113 = getelementptr inbounds i32, ptr %112, i64 1
  %114 = load i32, ptr %113, align 4
  %115 = sub nsw i32 0, %114
  %116 = mul nsw i32 %115, 3
  %117 = call i32 @llvm.abs.i32(i32 %116, i1 true)
  %118 = load i32, ptr @g_lv, align 4
  %119 = call i32 @llvm.abs.i32(i32 %118, i1 true)
  %120 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @g_lv, i64 0, i64 1), align 4
  %121 = call i32 @llvm.abs.i32(i32 %120, i1 true)
  %122 = load ptr, ptr %2, align 8
  %123 = getelementptr inbounds i32, ptr %122, i64 6
  %124 = load i32, ptr %123, align 4
  %125 = mul nsw i32 %124, 2
  %126 = add nsw i32 %125, 3
  %127 = call i32 @iabs_hand(i32 noundef %126)
  %128 = load i32, ptr @g_lv, align 4
  %129 = sdiv i32 %128, 24
  %130 = sext i32 %129 to i64
  %131 = call i64 @llabs_hand(i64 noundef %130)
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %111, i32 noundef %117, i32 noundef %119, i32 noundef %121, i32 noundef %127, i64 noundef %131)
  %133 = call i64 @llmax(i64 noundef -1099511627776, i64 noundef -5)
  %134 = call double @dmin(double noundef -5.000000e-01, double noundef 2.500000e-01)
  %135 = call float @fmaxf_(float noundef 1.500000e+00, float noundef -2.500000e+00)
  %136 = fpext float %135 to double
  %137 = call double @dabs(double noundef -3.750000e+00)
  %138 = call double @dabs(double noundef 2.000000e+00)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %133, double noundef %134, double noundef %136, double noundef %137, double noundef %138)
  %140 = call i8 @sc_max(i8 noundef -100, i8 noundef -120)
  %141 = sext i8 %140 to i32
  %142 = call i16 @us_min(i16 noundef -1, i16 noundef 1000)
  %143 = zext i16 %142 to i32
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %141, i32 noundef %143)
  store i32 1, ptr %11, align 4
  store i32 1073741824, ptr %12, align 4
  store i32 -1073741824, ptr %13, align 4
  store double 1.000000e+300, ptr %14, align 8
  store double -1.000000e+300, ptr %15, align 8
  store i64 0, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %145

145:                                              ; preds = %187, %105
  %146 = load i32, ptr %17, align 4
  %147 = icmp slt i32 %146, 5000
  br i1 %147, label %148, label %190

148:                                              ; preds = %145
  %149 = load i32, ptr %11, align 4
  %150 = mul i32 %149, 22695477
  %151 = add i32 %150, 1
  store i32 %151, ptr %11, align 4
  %152 = load i32, ptr %11, align 4
  %153 = lshr i32 %152, 8
  %154 = srem i32 %153, 100000
  %155 = sub nsw i32 %154, 50000
  store i32 %155, ptr %18, align 4
  %156 = load i32, ptr %12, align 4
  %157 = load i32, ptr %18, align 4
  %158 = call i32 @imin(i32 noundef %156, i32 noundef %157)
  store i32 %158, ptr %12, align 4
  %159 = load i32, ptr %13, align 4
  %160 = load i32, ptr %18, align 4
  %161 = call i32 @imax(i32 noundef %159, i32 noundef %160)
  store i32 %161, ptr %13, align 4
  %162 = load i32, ptr %18, align 4
  %163 = sitofp i32 %162 to double
  %164 = fdiv double %163, 7.000000e+00
  store double %164, ptr %19, align 8
  %165 = load double, ptr %14, align 8
  %166 = load double, ptr %19, align 8
  %167 = call double @dmin(double noundef %165, double noundef %166)
  store double %167, ptr %14, align 8
  %168 = load double, ptr %19, align 8
  %169 = load double, ptr %15, align 8
  %170 = fcmp ogt double %168, %169
  br i1 %170, label %171, label %173

171:                                              ; preds = %148
  %172 = load double, ptr %19, align 8
  br label %175

173:                                              ; preds = %148
  %174 = load double, ptr %15, align 8
  br label %175

175:                                              ; preds = %173, %171
  %176 = phi double [ %172, %171 ], [ %174, %173 ]
  store double %176, ptr %15, align 8
  %177 = load i32, ptr %18, align 4
  %178 = load i32, ptr %12, align 4
  %179 = load i32, ptr %13, align 4
  %180 = add nsw i32 %178, %179
  %181 = sdiv i32 %180, 2
  %182 = sub nsw i32 %177, %181
  %183 = call i32 @llvm.abs.i32(i32 %182, i1 true)
  %184 = sext i32 %183 to i64
  %185 = load i64, ptr %16, align 8
  %186 = add nsw i64 %185, %184
  store i64 %186, ptr %16, align 8
  br label %187

187:                                              ; preds = %175
  %188 = load i32, ptr %17, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %17, align 4
  br label %145, !llvm.loop !8

190:                                              ; preds = %145
  %191 = load i32, ptr %12, align 4
  %192 = load i32, ptr %13, align 4
  %193 = load double, ptr %14, align 8
  %194 = load double, ptr %15, align 8
  %195 = load i64, ptr %16, align 8
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %191, i32 noundef %192, double noundef %193, double noundef %194, i64 noundef %195)
  store i32 0, ptr %20, align 4
  store i32 -10, ptr %21, align 4
  br label %197

197:                                              ; preds = %221, %190
  %198 = load i32, ptr %21, align 4
  %199 = icmp sle i32 %198, 10
  br i1 %199, label %200, label %224

200:                                              ; preds = %197
  %201 = load i32, ptr %21, align 4
  %202 = icmp slt i32 %201, 0
  br i1 %202, label %203, label %207

203:                                              ; preds = %200
  %204 = load i32, ptr %21, align 4
  %205 = sub nsw i32 0, %204
  %206 = mul nsw i32 %205, 2
  br label %217

207:                                              ; preds = %200
  %208 = load i32, ptr %21, align 4
  %209 = icmp sgt i32 %208, 5
  br i1 %209, label %210, label %213

210:                                              ; preds = %207
  %211 = load i32, ptr %21, align 4
  %212 = mul nsw i32 %211, 3
  br label %215

213:                                              ; preds = %207
  %214 = load i32, ptr %21, align 4
  br label %215

215:                                              ; preds = %213, %210
  %216 = phi i32 [ %212, %210 ], [ %214, %213 ]
  br label %217

217:                                              ; preds = %215, %203
  %218 = phi i32 [ %206, %203 ], [ %216, %215 ]
  %219 = load i32, ptr %20, align 4
  %220 = add nsw i32 %219, %218
  store i32 %220, ptr %20, align 4
  br label %221

221:                                              ; preds = %217
  %222 = load i32, ptr %21, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %21, align 4
  br label %197, !llvm.loop !9

224:                                              ; preds = %197
  %225 = load i32, ptr %20, align 4
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %225)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imin(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umin(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umax(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call i32 @imin(i32 noundef %8, i32 noundef %9)
  %11 = call i32 @imax(i32 noundef %7, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iabs_hand(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sub nsw i32 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @llabs_hand(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  %7 = sub nsw i64 0, %6
  br label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %2, align 8
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i64 [ %7, %5 ], [ %9, %8 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @llmax(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp sgt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dmin(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fmaxf_(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp ogt float %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load float, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load float, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi float [ %9, %8 ], [ %11, %10 ]
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dabs(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp olt double %3, 0.000000e+00
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8
  %7 = fneg double %6
  br label %10

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi double [ %7, %5 ], [ %9, %8 ]
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @sc_max(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
  %15 = sext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @us_min(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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

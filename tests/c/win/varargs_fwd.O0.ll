; ModuleID = 'varargs_fwd.c'
source_filename = "varargs_fwd.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.P2 = type { i32, i32 }
%struct.D2 = type { double, double }
%struct.F2 = type { float, float }
%struct.Q3 = type { [3 x i64] }
%struct.CD = type { i8, double }

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
  %14 = alloca %struct.F2, align 4
  %15 = alloca %struct.Q3, align 8
  %16 = alloca %struct.CD, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  %17 = load ptr, ptr %7, align 8
  store ptr %17, ptr %10, align 8
  br label %18

18:                                               ; preds = %190, %4
  %19 = load ptr, ptr %10, align 8
  %20 = load i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %27

23:                                               ; preds = %18
  %24 = load i32, ptr %9, align 4
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %24, %25
  br label %27

27:                                               ; preds = %23, %18
  %28 = phi i1 [ false, %18 ], [ %26, %23 ]
  br i1 %28, label %29, label %193

29:                                               ; preds = %27
  %30 = load i32, ptr %6, align 4
  %31 = load i32, ptr %9, align 4
  %32 = sub nsw i32 %30, %31
  store i32 %32, ptr %11, align 4
  %33 = load ptr, ptr %10, align 8
  %34 = load i8, ptr %33, align 1
  %35 = sext i8 %34 to i32
  switch i32 %35, label %179 [
    i32 105, label %36
    i32 76, label %49
    i32 100, label %62
    i32 115, label %75
    i32 112, label %88
    i32 68, label %104
    i32 102, label %121
    i32 113, label %139
    i32 99, label %161
  ]

36:                                               ; preds = %29
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = load ptr, ptr %8, align 8
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr %44, ptr %8, align 8
  %45 = load i32, ptr %43, align 8
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %40, i64 noundef %42, ptr noundef @.str, i32 noundef %45)
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %9, align 4
  br label %189

49:                                               ; preds = %29
  %50 = load ptr, ptr %5, align 8
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %50, i64 %52
  %54 = load i32, ptr %11, align 4
  %55 = sext i32 %54 to i64
  %56 = load ptr, ptr %8, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  store ptr %57, ptr %8, align 8
  %58 = load i64, ptr %56, align 8
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %53, i64 noundef %55, ptr noundef @.str.1, i64 noundef %58)
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr %9, align 4
  br label %189

62:                                               ; preds = %29
  %63 = load ptr, ptr %5, align 8
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %63, i64 %65
  %67 = load i32, ptr %11, align 4
  %68 = sext i32 %67 to i64
  %69 = load ptr, ptr %8, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  store ptr %70, ptr %8, align 8
  %71 = load double, ptr %69, align 8
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %66, i64 noundef %68, ptr noundef @.str.2, double noundef %71)
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr %9, align 4
  br label %189

75:                                               ; preds = %29
  %76 = load ptr, ptr %5, align 8
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr %76, i64 %78
  %80 = load i32, ptr %11, align 4
  %81 = sext i32 %80 to i64
  %82 = load ptr, ptr %8, align 8
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  store ptr %83, ptr %8, align 8
  %84 = load ptr, ptr %82, align 8
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %79, i64 noundef %81, ptr noundef @.str.3, ptr noundef %84)
  %86 = load i32, ptr %9, align 4
  %87 = add nsw i32 %86, %85
  store i32 %87, ptr %9, align 4
  br label %189

88:                                               ; preds = %29
  %89 = load ptr, ptr %8, align 8
  %90 = getelementptr inbounds i8, ptr %89, i64 8
  store ptr %90, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 8 %89, i64 8, i1 false)
  %91 = load ptr, ptr %5, align 8
  %92 = load i32, ptr %9, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %91, i64 %93
  %95 = load i32, ptr %11, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds %struct.P2, ptr %12, i32 0, i32 0
  %98 = load i32, ptr %97, align 4
  %99 = getelementptr inbounds %struct.P2, ptr %12, i32 0, i32 1
  %100 = load i32, ptr %99, align 4
  %101 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %94, i64 noundef %96, ptr noundef @.str.4, i32 noundef %98, i32 noundef %100)
  %102 = load i32, ptr %9, align 4
  %103 = add nsw i32 %102, %101
  store i32 %103, ptr %9, align 4
  br label %189

104:                                              ; preds = %29
  %105 = load ptr, ptr %8, align 8
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  store ptr %106, ptr %8, align 8
  %107 = load ptr, ptr %105, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %107, i64 16, i1 false)
  %108 = load ptr, ptr %5, align 8
  %109 = load i32, ptr %9, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i8, ptr %108, i64 %110
  %112 = load i32, ptr %11, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 0
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds %struct.D2, ptr %13, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %111, i64 noundef %113, ptr noundef @.str.5, double noundef %115, double noundef %117)
  %119 = load i32, ptr %9, align 4
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr %9, align 4
  br label %189

121:                                              ; preds = %29
  %122 = load ptr, ptr %8, align 8
  %123 = getelementptr inbounds i8, ptr %122, i64 8
  store ptr %123, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 8 %122, i64 8, i1 false)
  %124 = load ptr, ptr %5, align 8
  %125 = load i32, ptr %9, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i8, ptr %124, i64 %126
  %128 = load i32, ptr %11, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 0
  %131 = load float, ptr %130, align 4
  %132 = fpext float %131 to double
  %133 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 1
  %134 = load float, ptr %133, align 4
  %135 = fpext float %134 to double
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %127, i64 noundef %129, ptr noundef @.str.6, double noundef %132, double noundef %135)
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, %136
  store i32 %138, ptr %9, align 4
  br label %189

139:                                              ; preds = %29
  %140 = load ptr, ptr %8, align 8
  %141 = getelementptr inbounds i8, ptr %140, i64 8
  store ptr %141, ptr %8, align 8
  %142 = load ptr, ptr %140, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %142, i64 24, i1 false)
  %143 = load ptr, ptr %5, align 8
  %144 = load i32, ptr %9, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i8, ptr %143, i64 %145
  %147 = load i32, ptr %11, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds %struct.Q3, ptr %15, i32 0, i32 0
  %150 = getelementptr inbounds [3 x i64], ptr %149, i64 0, i64 0
  %151 = load i64, ptr %150, align 8
  %152 = getelementptr inbounds %struct.Q3, ptr %15, i32 0, i32 0
  %153 = getelementptr inbounds [3 x i64], ptr %152, i64 0, i64 1
  %154 = load i64, ptr %153, align 8
  %155 = getelementptr inbounds %struct.Q3, ptr %15, i32 0, i32 0
  %156 = getelementptr inbounds [3 x i64], ptr %155, i64 0, i64 2
  %157 = load i64, ptr %156, align 8
  %158 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %146, i64 noundef %148, ptr noundef @.str.7, i64 noundef %151, i64 noundef %154, i64 noundef %157)
  %159 = load i32, ptr %9, align 4
  %160 = add nsw i32 %159, %158
  store i32 %160, ptr %9, align 4
  br label %189

161:                                              ; preds = %29
  %162 = load ptr, ptr %8, align 8
  %163 = getelementptr inbounds i8, ptr %162, i64 8
  store ptr %163, ptr %8, align 8
  %164 = load ptr, ptr %162, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %164, i64 16, i1 false)
  %165 = load ptr, ptr %5, align 8
  %166 = load i32, ptr %9, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds i8, ptr %165, i64 %167
  %169 = load i32, ptr %11, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds %struct.CD, ptr %16, i32 0, i32 0
  %172 = load i8, ptr %171, align 8
  %173 = sext i8 %172 to i32
  %174 = getelementptr inbounds %struct.CD, ptr %16, i32 0, i32 1
  %175 = load double, ptr %174, align 8
  %176 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %168, i64 noundef %170, ptr noundef @.str.8, i32 noundef %173, double noundef %175)
  %177 = load i32, ptr %9, align 4
  %178 = add nsw i32 %177, %176
  store i32 %178, ptr %9, align 4
  br label %189

179:                                              ; preds = %29
  %180 = load ptr, ptr %5, align 8
  %181 = load i32, ptr %9, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i8, ptr %180, i64 %182
  %184 = load i32, ptr %11, align 4
  %185 = sext i32 %184 to i64
  %186 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %183, i64 noundef %185, ptr noundef @.str.9)
  %187 = load i32, ptr %9, align 4
  %188 = add nsw i32 %187, %186
  store i32 %188, ptr %9, align 4
  br label %189

189:                                              ; preds = %179, %161, %139, %121, %104, %88, %75, %62, %49, %36
  br label %190

190:                                              ; preds = %189
  %191 = load ptr, ptr %10, align 8
  %192 = getelementptr inbounds i8, ptr %191, i32 1
  store ptr %192, ptr %10, align 8
  br label %18, !llvm.loop !5

193:                                              ; preds = %27
  %194 = load i32, ptr %9, align 4
  ret i32 %194
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vformat_twice(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  call void @llvm.va_copy.p0(ptr %9, ptr %8)
  call void @llvm.va_copy.p0(ptr %10, ptr %8)
  %12 = load ptr, ptr %5, align 8
  %13 = load i32, ptr %6, align 4
  %14 = load ptr, ptr %7, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = call i32 @vformat(ptr noundef %12, i32 noundef %13, ptr noundef %14, ptr noundef %15)
  store i32 %16, ptr %11, align 4
  %17 = load i32, ptr %11, align 4
  %18 = load i32, ptr %6, align 4
  %19 = sub nsw i32 %18, 2
  %20 = icmp slt i32 %17, %19
  br i1 %20, label %21, label %31

21:                                               ; preds = %4
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %11, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %11, align 4
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds i8, ptr %22, i64 %25
  store i8 124, ptr %26, align 1
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %27, i64 %29
  store i8 0, ptr %30, align 1
  br label %31

31:                                               ; preds = %21, %4
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %32, i64 %34
  %36 = load i32, ptr %6, align 4
  %37 = load i32, ptr %11, align 4
  %38 = sub nsw i32 %36, %37
  %39 = load ptr, ptr %7, align 8
  %40 = load ptr, ptr %10, align 8
  %41 = call i32 @vformat(ptr noundef %35, i32 noundef %38, ptr noundef %39, ptr noundef %40)
  %42 = load i32, ptr %11, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %11, align 4
  call void @llvm.va_end.p0(ptr %10)
  call void @llvm.va_end.p0(ptr %9)
  %44 = load i32, ptr %11, align 4
  ret i32 %44
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [512 x i8], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %6 = getelementptr inbounds [512 x i8], ptr %3, i64 0, i64 0
  %7 = load ptr, ptr %2, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 @vformat_twice(ptr noundef %6, i32 noundef 512, ptr noundef %7, ptr noundef %8)
  store i32 %9, ptr %5, align 4
  call void @llvm.va_end.p0(ptr %4)
  %10 = load i32, ptr %5, align 4
  %11 = getelementptr inbounds [512 x i8], ptr %3, i64 0, i64 0
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %10, ptr noundef %11)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @split_sum(i32 noundef %0, i32 noundef %1, ...) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %5)
  %9 = load i32, ptr %3, align 4
  %10 = call i64 @take_ints(ptr noundef %5, i32 noundef %9)
  store i64 %10, ptr %6, align 8
  %11 = load i32, ptr %4, align 4
  %12 = call double @take_doubles(ptr noundef %5, i32 noundef %11)
  store double %12, ptr %7, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %5, align 8
  %15 = load i64, ptr %13, align 8
  store i64 %15, ptr %8, align 8
  call void @llvm.va_end.p0(ptr %5)
  %16 = load i64, ptr %6, align 8
  %17 = sitofp i64 %16 to double
  %18 = load double, ptr %7, align 8
  %19 = fadd double %17, %18
  %20 = load i64, ptr %8, align 8
  %21 = sitofp i64 %20 to double
  %22 = fadd double %19, %21
  ret double %22
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

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %12, align 8
  %15 = load i32, ptr %13, align 8
  %16 = sext i32 %15 to i64
  %17 = load i64, ptr %5, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !7

22:                                               ; preds = %7
  %23 = load i64, ptr %5, align 8
  ret i64 %23
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

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %12, align 8
  %15 = load double, ptr %13, align 8
  %16 = load double, ptr %5, align 8
  %17 = fadd double %16, %15
  store double %17, ptr %5, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  br label %7, !llvm.loop !8

21:                                               ; preds = %7
  %22 = load double, ptr %5, align 8
  ret double %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @mixed_sum(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  store ptr %6, ptr %5, align 8
  br label %7

7:                                                ; preds = %43, %1
  %8 = load ptr, ptr %5, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %46

11:                                               ; preds = %7
  %12 = load ptr, ptr %5, align 8
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, 105
  br i1 %15, label %16, label %23

16:                                               ; preds = %11
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %18, ptr %3, align 8
  %19 = load i32, ptr %17, align 8
  %20 = sitofp i32 %19 to double
  %21 = load double, ptr %4, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %4, align 8
  br label %42

23:                                               ; preds = %11
  %24 = load ptr, ptr %5, align 8
  %25 = load i8, ptr %24, align 1
  %26 = sext i8 %25 to i32
  %27 = icmp eq i32 %26, 76
  br i1 %27, label %28, label %35

28:                                               ; preds = %23
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr %30, ptr %3, align 8
  %31 = load i64, ptr %29, align 8
  %32 = sitofp i64 %31 to double
  %33 = load double, ptr %4, align 8
  %34 = fadd double %33, %32
  store double %34, ptr %4, align 8
  br label %41

35:                                               ; preds = %23
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr %37, ptr %3, align 8
  %38 = load double, ptr %36, align 8
  %39 = load double, ptr %4, align 8
  %40 = fadd double %39, %38
  store double %40, ptr %4, align 8
  br label %41

41:                                               ; preds = %35, %28
  br label %42

42:                                               ; preds = %41, %16
  br label %43

43:                                               ; preds = %42
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds i8, ptr %44, i32 1
  store ptr %45, ptr %5, align 8
  br label %7, !llvm.loop !9

46:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %3)
  %47 = load double, ptr %4, align 8
  ret double %47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @centroid(ptr dead_on_unwind noalias writable sret(%struct.D2) align 8 %0, i32 noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.D2, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %5)
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 16, i1 false)
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %26, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %5, align 8
  %15 = load ptr, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %15, i64 16, i1 false)
  %16 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.D2, ptr %0, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = fadd double %19, %17
  store double %20, ptr %18, align 8
  %21 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds %struct.D2, ptr %0, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  %25 = fadd double %24, %22
  store double %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %8, !llvm.loop !10

29:                                               ; preds = %8
  call void @llvm.va_end.p0(ptr %5)
  %30 = load i32, ptr %4, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %43

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4
  %34 = sitofp i32 %33 to double
  %35 = getelementptr inbounds %struct.D2, ptr %0, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = fdiv double %36, %34
  store double %37, ptr %35, align 8
  %38 = load i32, ptr %4, align 4
  %39 = sitofp i32 %38 to double
  %40 = getelementptr inbounds %struct.D2, ptr %0, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fdiv double %41, %39
  store double %42, ptr %40, align 8
  br label %43

43:                                               ; preds = %32, %29
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @q3_sum(ptr dead_on_unwind noalias writable sret(%struct.Q3) align 8 %0, i32 noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Q3, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %5)
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 24, i1 false)
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %40, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %43

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %15, ptr %5, align 8
  %16 = load ptr, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %16, i64 24, i1 false)
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %36, %13
  %18 = load i32, ptr %8, align 4
  %19 = icmp slt i32 %18, 3
  br i1 %19, label %20, label %39

20:                                               ; preds = %17
  %21 = getelementptr inbounds %struct.Q3, ptr %7, i32 0, i32 0
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3 x i64], ptr %21, i64 0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  %28 = sext i32 %27 to i64
  %29 = mul nsw i64 %25, %28
  %30 = getelementptr inbounds %struct.Q3, ptr %0, i32 0, i32 0
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x i64], ptr %30, i64 0, i64 %32
  %34 = load i64, ptr %33, align 8
  %35 = add nsw i64 %34, %29
  store i64 %35, ptr %33, align 8
  br label %36

36:                                               ; preds = %20
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %17, !llvm.loop !11

39:                                               ; preds = %17
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %9, !llvm.loop !12

43:                                               ; preds = %9
  call void @llvm.va_end.p0(ptr %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P2, align 4
  %3 = alloca %struct.D2, align 8
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.Q3, align 8
  %6 = alloca %struct.CD, align 8
  %7 = alloca i16, align 2
  %8 = alloca i8, align 1
  %9 = alloca float, align 4
  %10 = alloca %struct.D2, align 8
  %11 = alloca %struct.Q3, align 8
  %12 = alloca %struct.CD, align 8
  %13 = alloca %struct.D2, align 8
  %14 = alloca %struct.Q3, align 8
  %15 = alloca %struct.CD, align 8
  %16 = alloca ptr, align 8
  %17 = alloca %struct.D2, align 8
  %18 = alloca %struct.D2, align 8
  %19 = alloca %struct.D2, align 8
  %20 = alloca %struct.D2, align 8
  %21 = alloca %struct.D2, align 8
  %22 = alloca %struct.D2, align 8
  %23 = alloca %struct.D2, align 8
  %24 = alloca %struct.D2, align 8
  %25 = alloca %struct.D2, align 8
  %26 = alloca %struct.D2, align 8
  %27 = alloca %struct.D2, align 8
  %28 = alloca %struct.D2, align 8
  %29 = alloca %struct.D2, align 8
  %30 = alloca %struct.D2, align 8
  %31 = alloca %struct.D2, align 8
  %32 = alloca %struct.D2, align 8
  %33 = alloca %struct.D2, align 8
  %34 = alloca %struct.D2, align 8
  %35 = alloca %struct.D2, align 8
  %36 = alloca %struct.Q3, align 8
  %37 = alloca %struct.Q3, align 8
  %38 = alloca %struct.Q3, align 8
  %39 = alloca %struct.Q3, align 8
  %40 = alloca %struct.Q3, align 8
  %41 = alloca %struct.Q3, align 8
  %42 = alloca %struct.Q3, align 8
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
  %43 = load i64, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %3, i64 16, i1 false)
  %44 = load i64, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %6, i64 16, i1 false)
  call void (ptr, ...) @show(ptr noundef @.str.13, i64 %43, ptr noundef %10, i64 %44, ptr noundef %11, ptr noundef %12)
  call void (ptr, ...) @show(ptr noundef @.str.14, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  %45 = load i16, ptr %7, align 2
  %46 = sext i16 %45 to i32
  %47 = load i8, ptr %8, align 1
  %48 = sext i8 %47 to i32
  %49 = load float, ptr %9, align 4
  %50 = fpext float %49 to double
  %51 = load i64, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %3, i64 16, i1 false)
  %52 = load i64, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %6, i64 16, i1 false)
  call void (ptr, ...) @show(ptr noundef @.str.15, i32 noundef %46, i64 %51, i32 noundef %48, double noundef %50, ptr noundef %13, double noundef 1.250000e-01, i64 %52, i64 noundef -99, ptr noundef %14, ptr noundef @.str.16, ptr noundef %15)
  %53 = call double (i32, i32, ...) @split_sum(i32 noundef 3, i32 noundef 2, i32 noundef 10, i32 noundef 20, i32 noundef 30, double noundef 5.000000e-01, double noundef 2.500000e-01, i64 noundef 1000000000000)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %53)
  %55 = call double (i32, i32, ...) @split_sum(i32 noundef 7, i32 noundef 9, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, i64 noundef -5)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %55)
  %57 = load i16, ptr %7, align 2
  %58 = sext i16 %57 to i32
  %59 = load float, ptr %9, align 4
  %60 = fpext float %59 to double
  %61 = load i8, ptr %8, align 1
  %62 = sext i8 %61 to i32
  %63 = call double (ptr, ...) @mixed_sum(ptr noundef @.str.19, i32 noundef 1, i64 noundef 2, double noundef 3.500000e+00, i32 noundef %58, double noundef %60, i64 noundef 4000000000, double noundef 2.500000e-01, i32 noundef %62, double noundef -1.500000e+00, i64 noundef -3, double noundef 1.000000e+03)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %63)
  %65 = call double (ptr, ...) @mixed_sum(ptr noundef @.str.20, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i64 noundef 99)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %65)
  store ptr @centroid, ptr %16, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 @__const.main.b, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.e, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.g, i64 16, i1 false)
  %67 = load ptr, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %17, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %18, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %19, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %20, i64 16, i1 false)
  call void (ptr, i32, ...) %67(ptr dead_on_unwind writable sret(%struct.D2) align 8 %21, i32 noundef 4, ptr noundef %22, ptr noundef %23, ptr noundef %24, ptr noundef %25)
  %68 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef %69, double noundef %71)
  %73 = load ptr, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %17, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %18, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %19, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %20, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %17, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %18, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %19, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %20, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %3, i64 16, i1 false)
  call void (ptr, i32, ...) %73(ptr dead_on_unwind writable sret(%struct.D2) align 8 %26, i32 noundef 9, ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, ptr noundef %31, ptr noundef %32, ptr noundef %33, ptr noundef %34, ptr noundef %35)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %26, i64 16, i1 false)
  %74 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %75, double noundef %77)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 @__const.main.q2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %36, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr align 8 %36, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %42, ptr align 8 %5, i64 24, i1 false)
  call void (ptr, i32, ...) @q3_sum(ptr dead_on_unwind writable sret(%struct.Q3) align 8 %37, i32 noundef 5, ptr noundef %38, ptr noundef %39, ptr noundef %40, ptr noundef %41, ptr noundef %42)
  %79 = getelementptr inbounds %struct.Q3, ptr %37, i32 0, i32 0
  %80 = getelementptr inbounds [3 x i64], ptr %79, i64 0, i64 0
  %81 = load i64, ptr %80, align 8
  %82 = getelementptr inbounds %struct.Q3, ptr %37, i32 0, i32 0
  %83 = getelementptr inbounds [3 x i64], ptr %82, i64 0, i64 1
  %84 = load i64, ptr %83, align 8
  %85 = getelementptr inbounds %struct.Q3, ptr %37, i32 0, i32 0
  %86 = getelementptr inbounds [3 x i64], ptr %85, i64 0, i64 2
  %87 = load i64, ptr %86, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %81, i64 noundef %84, i64 noundef %87)
  ret i32 0
}

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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

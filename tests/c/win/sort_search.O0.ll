; ModuleID = 'sort_search.c'
source_filename = "sort_search.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.rec = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [35 x i8] c"sorted=%d min=%d max=%d median=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"bad\0A\00", align 1
@.str.2 = private unnamed_addr constant [45 x i8] c"bsearch hits=%d misses=%d found=%d value=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"desc first=%d last=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@__const.main.words = private unnamed_addr constant [10 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"fig at %d\0A\00", align 1
@__const.main.recs = private unnamed_addr constant [7 x %struct.rec] [%struct.rec { [12 x i8] c"zed\00\00\00\00\00\00\00\00\00", i32 50, double 1.500000e+00 }, %struct.rec { [12 x i8] c"amy\00\00\00\00\00\00\00\00\00", i32 90, double 2.000000e+00 }, %struct.rec { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 50, double 3.000000e+00 }, %struct.rec { [12 x i8] c"cat\00\00\00\00\00\00\00\00\00", i32 70, double 5.000000e-01 }, %struct.rec { [12 x i8] c"dan\00\00\00\00\00\00\00\00\00", i32 90, double 1.000000e+00 }, %struct.rec { [12 x i8] c"eve\00\00\00\00\00\00\00\00\00", i32 10, double 9.000000e+00 }, %struct.rec { [12 x i8] c"fay\00\00\00\00\00\00\00\00\00", i32 70, double 4.500000e+00 }], align 16
@.str.17 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1
@.str.18 = private unnamed_addr constant [24 x i8] c"doubles %.3f %.3f %.3f\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"double found idx=%d\0A\00", align 1
@lcg_state = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [200 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca [10 x ptr], align 16
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [7 x %struct.rec], align 16
  %17 = alloca i32, align 4
  %18 = alloca [50 x double], align 16
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %22

22:                                               ; preds = %31, %0
  %23 = load i32, ptr %3, align 4
  %24 = icmp slt i32 %23, 200
  br i1 %24, label %25, label %34

25:                                               ; preds = %22
  %26 = call i32 @lcg()
  %27 = sub nsw i32 %26, 16384
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %29
  store i32 %27, ptr %30, align 4
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %22, !llvm.loop !5

34:                                               ; preds = %22
  %35 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %35, i64 noundef 200, i64 noundef 4, ptr noundef @cmp_int)
  store i32 1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %36

36:                                               ; preds = %53, %34
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %37, 200
  br i1 %38, label %39, label %56

39:                                               ; preds = %36
  %40 = load i32, ptr %5, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = icmp sle i32 %44, %48
  %50 = zext i1 %49 to i32
  %51 = load i32, ptr %4, align 4
  %52 = and i32 %51, %50
  store i32 %52, ptr %4, align 4
  br label %53

53:                                               ; preds = %39
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %36, !llvm.loop !7

56:                                               ; preds = %36
  %57 = load i32, ptr %4, align 4
  %58 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0
  %59 = load i32, ptr %58, align 16
  %60 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 199
  %61 = load i32, ptr %60, align 4
  %62 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 100
  %63 = load i32, ptr %62, align 16
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %57, i32 noundef %59, i32 noundef %61, i32 noundef %63)
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 -16384, ptr %8, align 4
  br label %65

65:                                               ; preds = %87, %56
  %66 = load i32, ptr %8, align 4
  %67 = icmp slt i32 %66, 16384
  br i1 %67, label %68, label %90

68:                                               ; preds = %65
  %69 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0
  %70 = call ptr @bsearch(ptr noundef %8, ptr noundef %69, i64 noundef 200, i64 noundef 4, ptr noundef @cmp_int)
  store ptr %70, ptr %9, align 8
  %71 = load ptr, ptr %9, align 8
  %72 = icmp ne ptr %71, null
  br i1 %72, label %73, label %83

73:                                               ; preds = %68
  %74 = load i32, ptr %6, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %6, align 4
  %76 = load ptr, ptr %9, align 8
  %77 = load i32, ptr %76, align 4
  %78 = load i32, ptr %8, align 4
  %79 = icmp ne i32 %77, %78
  br i1 %79, label %80, label %82

80:                                               ; preds = %73
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %82

82:                                               ; preds = %80, %73
  br label %86

83:                                               ; preds = %68
  %84 = load i32, ptr %7, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %7, align 4
  br label %86

86:                                               ; preds = %83, %82
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %8, align 4
  %89 = add nsw i32 %88, 97
  store i32 %89, ptr %8, align 4
  br label %65, !llvm.loop !8

90:                                               ; preds = %65
  %91 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 137
  %92 = load i32, ptr %91, align 4
  store i32 %92, ptr %10, align 4
  %93 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0
  %94 = call ptr @bsearch(ptr noundef %10, ptr noundef %93, i64 noundef 200, i64 noundef 4, ptr noundef @cmp_int)
  store ptr %94, ptr %11, align 8
  %95 = load i32, ptr %6, align 4
  %96 = load i32, ptr %7, align 4
  %97 = load ptr, ptr %11, align 8
  %98 = icmp ne ptr %97, null
  %99 = zext i1 %98 to i32
  %100 = load ptr, ptr %11, align 8
  %101 = icmp ne ptr %100, null
  br i1 %101, label %102, label %105

102:                                              ; preds = %90
  %103 = load ptr, ptr %11, align 8
  %104 = load i32, ptr %103, align 4
  br label %106

105:                                              ; preds = %90
  br label %106

106:                                              ; preds = %105, %102
  %107 = phi i32 [ %104, %102 ], [ 0, %105 ]
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %95, i32 noundef %96, i32 noundef %99, i32 noundef %107)
  %109 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %109, i64 noundef 200, i64 noundef 4, ptr noundef @cmp_int_desc)
  %110 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0
  %111 = load i32, ptr %110, align 16
  %112 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 199
  %113 = load i32, ptr %112, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %111, i32 noundef %113)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.main.words, i64 80, i1 false)
  %115 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 0
  call void @qsort(ptr noundef %115, i64 noundef 10, i64 noundef 8, ptr noundef @cmp_str)
  store i32 0, ptr %13, align 4
  br label %116

116:                                              ; preds = %125, %106
  %117 = load i32, ptr %13, align 4
  %118 = icmp slt i32 %117, 10
  br i1 %118, label %119, label %128

119:                                              ; preds = %116
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 %121
  %123 = load ptr, ptr %122, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %123)
  br label %125

125:                                              ; preds = %119
  %126 = load i32, ptr %13, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %13, align 4
  br label %116, !llvm.loop !9

128:                                              ; preds = %116
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store ptr @.str.6, ptr %14, align 8
  %130 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 0
  %131 = call ptr @bsearch(ptr noundef %14, ptr noundef %130, i64 noundef 10, i64 noundef 8, ptr noundef @cmp_str)
  store ptr %131, ptr %15, align 8
  %132 = load ptr, ptr %15, align 8
  %133 = icmp ne ptr %132, null
  br i1 %133, label %134, label %142

134:                                              ; preds = %128
  %135 = load ptr, ptr %15, align 8
  %136 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 0
  %137 = ptrtoint ptr %135 to i64
  %138 = ptrtoint ptr %136 to i64
  %139 = sub i64 %137, %138
  %140 = sdiv exact i64 %139, 8
  %141 = trunc i64 %140 to i32
  br label %143

142:                                              ; preds = %128
  br label %143

143:                                              ; preds = %142, %134
  %144 = phi i32 [ %141, %134 ], [ -1, %142 ]
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %144)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.recs, i64 168, i1 false)
  %146 = getelementptr inbounds [7 x %struct.rec], ptr %16, i64 0, i64 0
  call void @qsort(ptr noundef %146, i64 noundef 7, i64 noundef 24, ptr noundef @cmp_rec)
  store i32 0, ptr %17, align 4
  br label %147

147:                                              ; preds = %162, %143
  %148 = load i32, ptr %17, align 4
  %149 = icmp slt i32 %148, 7
  br i1 %149, label %150, label %165

150:                                              ; preds = %147
  %151 = load i32, ptr %17, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [7 x %struct.rec], ptr %16, i64 0, i64 %152
  %154 = getelementptr inbounds %struct.rec, ptr %153, i32 0, i32 0
  %155 = getelementptr inbounds [12 x i8], ptr %154, i64 0, i64 0
  %156 = load i32, ptr %17, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [7 x %struct.rec], ptr %16, i64 0, i64 %157
  %159 = getelementptr inbounds %struct.rec, ptr %158, i32 0, i32 1
  %160 = load i32, ptr %159, align 4
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %155, i32 noundef %160)
  br label %162

162:                                              ; preds = %150
  %163 = load i32, ptr %17, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %17, align 4
  br label %147, !llvm.loop !10

165:                                              ; preds = %147
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i32 0, ptr %19, align 4
  br label %167

167:                                              ; preds = %178, %165
  %168 = load i32, ptr %19, align 4
  %169 = icmp slt i32 %168, 50
  br i1 %169, label %170, label %181

170:                                              ; preds = %167
  %171 = call i32 @lcg()
  %172 = uitofp i32 %171 to double
  %173 = fdiv double %172, 1.000000e+03
  %174 = fsub double %173, 1.000000e+01
  %175 = load i32, ptr %19, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 %176
  store double %174, ptr %177, align 8
  br label %178

178:                                              ; preds = %170
  %179 = load i32, ptr %19, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %19, align 4
  br label %167, !llvm.loop !11

181:                                              ; preds = %167
  %182 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 0
  call void @qsort(ptr noundef %182, i64 noundef 50, i64 noundef 8, ptr noundef @cmp_double)
  %183 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 0
  %184 = load double, ptr %183, align 16
  %185 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 25
  %186 = load double, ptr %185, align 8
  %187 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 49
  %188 = load double, ptr %187, align 8
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %184, double noundef %186, double noundef %188)
  %190 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 17
  %191 = load double, ptr %190, align 8
  store double %191, ptr %20, align 8
  %192 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 0
  %193 = call ptr @bsearch(ptr noundef %20, ptr noundef %192, i64 noundef 50, i64 noundef 8, ptr noundef @cmp_double)
  store ptr %193, ptr %21, align 8
  %194 = load ptr, ptr %21, align 8
  %195 = icmp ne ptr %194, null
  br i1 %195, label %196, label %204

196:                                              ; preds = %181
  %197 = load ptr, ptr %21, align 8
  %198 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 0
  %199 = ptrtoint ptr %197 to i64
  %200 = ptrtoint ptr %198 to i64
  %201 = sub i64 %199, %200
  %202 = sdiv exact i64 %201, 8
  %203 = trunc i64 %202 to i32
  br label %205

204:                                              ; preds = %181
  br label %205

205:                                              ; preds = %204, %196
  %206 = phi i32 [ %203, %196 ], [ -1, %204 ]
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %206)
  %208 = getelementptr inbounds [50 x double], ptr %18, i64 0, i64 0
  call void @qsort(ptr noundef %208, i64 noundef 0, i64 noundef 8, ptr noundef @cmp_double)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcg() #0 {
  %1 = load i32, ptr @lcg_state, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @lcg_state, align 4
  %4 = load i32, ptr @lcg_state, align 4
  %5 = lshr i32 %4, 16
  %6 = and i32 %5, 32767
  ret i32 %6
}

declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp sgt i32 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 @cmp_int(ptr noundef %5, ptr noundef %6)
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #5
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_rec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.rec, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %7, align 8
  %19 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds %struct.rec, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = sub nsw i32 %20, %23
  store i32 %24, ptr %3, align 4
  br label %33

25:                                               ; preds = %2
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.rec, ptr %26, i32 0, i32 0
  %28 = getelementptr inbounds [12 x i8], ptr %27, i64 0, i64 0
  %29 = load ptr, ptr %7, align 8
  %30 = getelementptr inbounds %struct.rec, ptr %29, i32 0, i32 0
  %31 = getelementptr inbounds [12 x i8], ptr %30, i64 0, i64 0
  %32 = call i32 @strcmp(ptr noundef %28, ptr noundef %31) #5
  store i32 %32, ptr %3, align 4
  br label %33

33:                                               ; preds = %25, %17
  %34 = load i32, ptr %3, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_double(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load double, ptr %7, align 8
  store double %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load double, ptr %9, align 8
  store double %10, ptr %6, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = fcmp olt double %11, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  br label %21

15:                                               ; preds = %2
  %16 = load double, ptr %5, align 8
  %17 = load double, ptr %6, align 8
  %18 = fcmp ogt double %16, %17
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 1, i32 0
  br label %21

21:                                               ; preds = %15, %14
  %22 = phi i32 [ -1, %14 ], [ %20, %15 ]
  ret i32 %22
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}

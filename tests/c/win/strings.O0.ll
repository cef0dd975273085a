; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"world\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"%s len=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"band\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"bandana\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"app\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"strncmp:\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"strncpy pad: %d %d %d %c\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"0123456789abc\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"strncpy trunc: %s\0A\00", align 1
@.str.19 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"count o=%d e=%d z=%d q=%d\0A\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"from f: %s | nul? %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"rev: %s\0A\00", align 1
@.str.23 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"abba\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"abca\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.27 = private unnamed_addr constant [18 x i8] c"never odd or even\00", align 1
@__const.main.pals = private unnamed_addr constant [6 x ptr] [ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.9, ptr @.str.27], align 16
@__const.main.csv = private unnamed_addr constant [24 x i8] c"alpha,beta,,gamma,delta\00", align 16
@.str.28 = private unnamed_addr constant [27 x i8] c"field %d: '%s' (%zu) h=%u\0A\00", align 1
@.str.29 = private unnamed_addr constant [18 x i8] c"built=%s hash=%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [128 x i8], align 16
  %4 = alloca [7 x ptr], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca [10 x i8], align 1
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [64 x i8], align 16
  %14 = alloca [6 x ptr], align 16
  %15 = alloca i32, align 4
  %16 = alloca [24 x i8], align 16
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca [64 x i8], align 16
  %21 = alloca i64, align 8
  %22 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store volatile i32 4, ptr %2, align 4
  %23 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %24 = call ptr @strcpy(ptr noundef %23, ptr noundef @.str) #6
  %25 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %26 = call ptr @strcat(ptr noundef %25, ptr noundef @.str.1) #6
  %27 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %28 = call ptr @strcat(ptr noundef %27, ptr noundef @.str.2) #6
  %29 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %30 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 0
  %31 = call i64 @strlen(ptr noundef %30) #6
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %29, i64 noundef %31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.words, i64 56, i1 false)
  store i32 7, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %33

33:                                               ; preds = %61, %0
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %5, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %64

37:                                               ; preds = %33
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %7, align 4
  br label %40

40:                                               ; preds = %57, %37
  %41 = load i32, ptr %7, align 4
  %42 = load i32, ptr %5, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %60

44:                                               ; preds = %40
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %46
  %48 = load ptr, ptr %47, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8
  %53 = call i32 @strcmp(ptr noundef %48, ptr noundef %52) #6
  %54 = call i32 @sign(i32 noundef %53)
  %55 = add nsw i32 %54, 1
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %55)
  br label %57

57:                                               ; preds = %44
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %40, !llvm.loop !5

60:                                               ; preds = %40
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %33, !llvm.loop !7

64:                                               ; preds = %33
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store i32 0, ptr %8, align 4
  br label %67

67:                                               ; preds = %94, %64
  %68 = load i32, ptr %8, align 4
  %69 = add nsw i32 %68, 1
  %70 = load i32, ptr %5, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %97

72:                                               ; preds = %67
  store i64 0, ptr %9, align 8
  br label %73

73:                                               ; preds = %90, %72
  %74 = load i64, ptr %9, align 8
  %75 = icmp ult i64 %74, 6
  br i1 %75, label %76, label %93

76:                                               ; preds = %73
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %78
  %80 = load ptr, ptr %79, align 8
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %83
  %85 = load ptr, ptr %84, align 8
  %86 = load i64, ptr %9, align 8
  %87 = call i32 @strncmp(ptr noundef %80, ptr noundef %85, i64 noundef %86) #6
  %88 = call i32 @sign(i32 noundef %87)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %88)
  br label %90

90:                                               ; preds = %76
  %91 = load i64, ptr %9, align 8
  %92 = add i64 %91, 2
  store i64 %92, ptr %9, align 8
  br label %73, !llvm.loop !8

93:                                               ; preds = %73
  br label %94

94:                                               ; preds = %93
  %95 = load i32, ptr %8, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %8, align 4
  br label %67, !llvm.loop !9

97:                                               ; preds = %67
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %99 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %99, i8 120, i64 10, i1 false)
  %100 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 0
  %101 = call ptr @strncpy(ptr noundef %100, ptr noundef @.str.15, i64 noundef 6) #6
  %102 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 3
  %103 = load i8, ptr %102, align 1
  %104 = sext i8 %103 to i32
  %105 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 5
  %106 = load i8, ptr %105, align 1
  %107 = sext i8 %106 to i32
  %108 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 6
  %109 = load i8, ptr %108, align 1
  %110 = sext i8 %109 to i32
  %111 = icmp eq i32 %110, 120
  %112 = zext i1 %111 to i32
  %113 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 9
  %114 = load i8, ptr %113, align 1
  %115 = sext i8 %114 to i32
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %104, i32 noundef %107, i32 noundef %112, i32 noundef %115)
  %117 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 0
  %118 = call ptr @strncpy(ptr noundef %117, ptr noundef @.str.17, i64 noundef 9) #6
  %119 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 9
  store i8 0, ptr %119, align 1
  %120 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 0
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %120)
  store ptr @.str.19, ptr %11, align 8
  %122 = load ptr, ptr %11, align 8
  %123 = call i32 @count_char(ptr noundef %122, i32 noundef 111)
  %124 = load ptr, ptr %11, align 8
  %125 = call i32 @count_char(ptr noundef %124, i32 noundef 101)
  %126 = load ptr, ptr %11, align 8
  %127 = call i32 @count_char(ptr noundef %126, i32 noundef 122)
  %128 = load ptr, ptr %11, align 8
  %129 = call i32 @count_char(ptr noundef %128, i32 noundef 33)
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %123, i32 noundef %125, i32 noundef %127, i32 noundef %129)
  %131 = load ptr, ptr %11, align 8
  %132 = call ptr @strchr(ptr noundef %131, i32 noundef 102) #6
  store ptr %132, ptr %12, align 8
  %133 = load ptr, ptr %12, align 8
  %134 = load ptr, ptr %11, align 8
  %135 = call ptr @strchr(ptr noundef %134, i32 noundef 0) #6
  %136 = load ptr, ptr %11, align 8
  %137 = load ptr, ptr %11, align 8
  %138 = call i64 @strlen(ptr noundef %137) #6
  %139 = getelementptr inbounds i8, ptr %136, i64 %138
  %140 = icmp eq ptr %135, %139
  %141 = zext i1 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %133, i32 noundef %141)
  %143 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %144 = load ptr, ptr %11, align 8
  %145 = load volatile i32, ptr %2, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i8, ptr %144, i64 %146
  %148 = call ptr @strcpy(ptr noundef %143, ptr noundef %147) #6
  %149 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  call void @reverse_str(ptr noundef %149)
  %150 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %150)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.pals, i64 48, i1 false)
  store i32 0, ptr %15, align 4
  br label %152

152:                                              ; preds = %162, %97
  %153 = load i32, ptr %15, align 4
  %154 = icmp slt i32 %153, 6
  br i1 %154, label %155, label %165

155:                                              ; preds = %152
  %156 = load i32, ptr %15, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [6 x ptr], ptr %14, i64 0, i64 %157
  %159 = load ptr, ptr %158, align 8
  %160 = call i32 @is_palindrome(ptr noundef %159)
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %160)
  br label %162

162:                                              ; preds = %155
  %163 = load i32, ptr %15, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %15, align 4
  br label %152, !llvm.loop !10

165:                                              ; preds = %152
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.csv, i64 24, i1 false)
  %167 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 0
  store ptr %167, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %168

168:                                              ; preds = %187, %165
  %169 = load ptr, ptr %17, align 8
  %170 = call ptr @strchr(ptr noundef %169, i32 noundef 44) #6
  store ptr %170, ptr %19, align 8
  %171 = load ptr, ptr %19, align 8
  %172 = icmp ne ptr %171, null
  br i1 %172, label %173, label %175

173:                                              ; preds = %168
  %174 = load ptr, ptr %19, align 8
  store i8 0, ptr %174, align 1
  br label %175

175:                                              ; preds = %173, %168
  %176 = load i32, ptr %18, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %18, align 4
  %178 = load ptr, ptr %17, align 8
  %179 = load ptr, ptr %17, align 8
  %180 = call i64 @strlen(ptr noundef %179) #6
  %181 = load ptr, ptr %17, align 8
  %182 = call i32 @hash(ptr noundef %181)
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef %176, ptr noundef %178, i64 noundef %180, i32 noundef %182)
  %184 = load ptr, ptr %19, align 8
  %185 = icmp ne ptr %184, null
  br i1 %185, label %187, label %186

186:                                              ; preds = %175
  br label %190

187:                                              ; preds = %175
  %188 = load ptr, ptr %19, align 8
  %189 = getelementptr inbounds i8, ptr %188, i64 1
  store ptr %189, ptr %17, align 8
  br label %168

190:                                              ; preds = %186
  store i64 0, ptr %21, align 8
  store i8 97, ptr %22, align 1
  br label %191

191:                                              ; preds = %200, %190
  %192 = load i8, ptr %22, align 1
  %193 = sext i8 %192 to i32
  %194 = icmp sle i32 %193, 122
  br i1 %194, label %195, label %205

195:                                              ; preds = %191
  %196 = load i8, ptr %22, align 1
  %197 = load i64, ptr %21, align 8
  %198 = add i64 %197, 1
  store i64 %198, ptr %21, align 8
  %199 = getelementptr inbounds [64 x i8], ptr %20, i64 0, i64 %197
  store i8 %196, ptr %199, align 1
  br label %200

200:                                              ; preds = %195
  %201 = load i8, ptr %22, align 1
  %202 = sext i8 %201 to i32
  %203 = add nsw i32 %202, 3
  %204 = trunc i32 %203 to i8
  store i8 %204, ptr %22, align 1
  br label %191, !llvm.loop !11

205:                                              ; preds = %191
  %206 = load i64, ptr %21, align 8
  %207 = getelementptr inbounds [64 x i8], ptr %20, i64 0, i64 %206
  store i8 0, ptr %207, align 1
  %208 = getelementptr inbounds [64 x i8], ptr %20, i64 0, i64 0
  %209 = getelementptr inbounds [64 x i8], ptr %20, i64 0, i64 0
  %210 = call i32 @hash(ptr noundef %209)
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, ptr noundef %208, i32 noundef %210)
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare dso_local ptr @strcat(ptr noundef, ptr noundef) #1

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

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sign(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %11

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp sgt i32 %7, 0
  %9 = zext i1 %8 to i64
  %10 = select i1 %8, i32 1, i32 0
  br label %11

11:                                               ; preds = %6, %5
  %12 = phi i32 [ -1, %5 ], [ %10, %6 ]
  ret i32 %12
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare dso_local i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare dso_local ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_char(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = call ptr @strchr(ptr noundef %7, i32 noundef %8) #6
  store ptr %9, ptr %6, align 8
  br label %10

10:                                               ; preds = %16, %2
  %11 = load ptr, ptr %6, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %5, align 4
  br label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds i8, ptr %17, i64 1
  %19 = load i32, ptr %4, align 4
  %20 = call ptr @strchr(ptr noundef %18, i32 noundef %19) #6
  store ptr %20, ptr %6, align 8
  br label %10, !llvm.loop !12

21:                                               ; preds = %10
  %22 = load i32, ptr %5, align 4
  ret i32 %22
}

; Function Attrs: nounwind
declare dso_local ptr @strchr(ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse_str(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = call i64 @strlen(ptr noundef %6) #6
  store i64 %7, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %8

8:                                                ; preds = %35, %1
  %9 = load i64, ptr %4, align 8
  %10 = load i64, ptr %3, align 8
  %11 = udiv i64 %10, 2
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %8
  %14 = load ptr, ptr %2, align 8
  %15 = load i64, ptr %4, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %5, align 1
  %18 = load ptr, ptr %2, align 8
  %19 = load i64, ptr %3, align 8
  %20 = sub i64 %19, 1
  %21 = load i64, ptr %4, align 8
  %22 = sub i64 %20, %21
  %23 = getelementptr inbounds i8, ptr %18, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = load ptr, ptr %2, align 8
  %26 = load i64, ptr %4, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  store i8 %24, ptr %27, align 1
  %28 = load i8, ptr %5, align 1
  %29 = load ptr, ptr %2, align 8
  %30 = load i64, ptr %3, align 8
  %31 = sub i64 %30, 1
  %32 = load i64, ptr %4, align 8
  %33 = sub i64 %31, %32
  %34 = getelementptr inbounds i8, ptr %29, i64 %33
  store i8 %28, ptr %34, align 1
  br label %35

35:                                               ; preds = %13
  %36 = load i64, ptr %4, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %4, align 8
  br label %8, !llvm.loop !13

38:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_palindrome(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 0, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i64 @strlen(ptr noundef %6) #6
  store i64 %7, ptr %5, align 8
  %8 = load i64, ptr %5, align 8
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store i32 1, ptr %2, align 4
  br label %35

11:                                               ; preds = %1
  %12 = load i64, ptr %5, align 8
  %13 = add i64 %12, -1
  store i64 %13, ptr %5, align 8
  br label %14

14:                                               ; preds = %33, %11
  %15 = load i64, ptr %4, align 8
  %16 = load i64, ptr %5, align 8
  %17 = icmp ult i64 %15, %16
  br i1 %17, label %18, label %34

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8
  %20 = load i64, ptr %4, align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr %4, align 8
  %22 = getelementptr inbounds i8, ptr %19, i64 %20
  %23 = load i8, ptr %22, align 1
  %24 = sext i8 %23 to i32
  %25 = load ptr, ptr %3, align 8
  %26 = load i64, ptr %5, align 8
  %27 = add i64 %26, -1
  store i64 %27, ptr %5, align 8
  %28 = getelementptr inbounds i8, ptr %25, i64 %26
  %29 = load i8, ptr %28, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp ne i32 %24, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %18
  store i32 0, ptr %2, align 4
  br label %35

33:                                               ; preds = %18
  br label %14, !llvm.loop !14

34:                                               ; preds = %14
  store i32 1, ptr %2, align 4
  br label %35

35:                                               ; preds = %34, %32, %10
  %36 = load i32, ptr %2, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 5381, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 8
  %13 = load i8, ptr %11, align 1
  %14 = zext i8 %13 to i32
  %15 = add i32 %10, %14
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !15

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}

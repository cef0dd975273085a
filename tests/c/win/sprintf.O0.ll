; ModuleID = 'sprintf.c'
source_filename = "sprintf.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [38 x i8] c"%d|%5d|%-5d|%05d|%+d|%x|%X|%o|%#x|%#o\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"[%s] n=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"%u %ld %lld %lu %llu %hd %hhu\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"%f %.2f %10.4f %-10.1f| %e %.3E %g %G %g %g\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"%s|%10s|%-10s|%.3s|%c%c%c|%%\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"%*d|%-*d|%.*f|%*.*s|\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"0123456789\00", align 1
@.str.13 = private unnamed_addr constant [38 x i8] c"snprintf trunc [%s] would=%d len=%zu\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.15 = private unnamed_addr constant [25 x i8] c"snprintf fits [%s] n=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"%d-%d-%d\00", align 1
@.str.17 = private unnamed_addr constant [23 x i8] c"snprintf measure n=%d\0A\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"snprintf size1 [%s] n=%d\0A\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"%s%d^2=%d\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.21 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"%s (pos=%d, chk=%u)\0A\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@__const.main.names = private unnamed_addr constant [3 x ptr] [ptr @.str.23, ptr @.str.24, ptr @.str.25], align 16
@__const.main.vals = private unnamed_addr constant [3 x double] [double 1.500000e+00, double -2.225000e+01, double 3.331250e+02], align 16
@.str.26 = private unnamed_addr constant [25 x i8] c"|%-8s|%9.3f|%6.1e|%3d%%|\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"hex=%s\0A\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"%d %s\00", align 1
@.str.30 = private unnamed_addr constant [10 x i8] c"[%s] %zu\0A\00", align 1
@.str.31 = private unnamed_addr constant [22 x i8] c"fprintf stdout %d %s\0A\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.33 = private unnamed_addr constant [24 x i8] c"this goes to stderr %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [256 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca ptr, align 8
  %6 = alloca [512 x i8], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [3 x ptr], align 16
  %10 = alloca [3 x double], align 16
  %11 = alloca i32, align 4
  %12 = alloca [16 x i8], align 16
  %13 = alloca i32, align 4
  %14 = alloca [64 x i8], align 16
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %17 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %18 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %17, ptr noundef @.str, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 255, i32 noundef 8)
  store i32 %18, ptr %3, align 4
  %19 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %20 = load i32, ptr %3, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %19, i32 noundef %20)
  %22 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %23 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %22, ptr noundef @.str.2, i32 noundef -294967296, i32 noundef -1234567, i64 noundef -9000000000000, i32 noundef 123, i64 noundef -1, i32 noundef -5, i32 noundef 250)
  store i32 %23, ptr %3, align 4
  %24 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %25 = load i32, ptr %3, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %24, i32 noundef %25)
  %27 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %28 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %27, ptr noundef @.str.3, double noundef 0x400921FB53C8D4F1, double noundef 2.675000e+00, double noundef -1.500000e+00, double noundef 1.000400e+02, double noundef 0x40C81CD6C8B43958, double noundef 1.230000e-04, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 1.000000e+02)
  store i32 %28, ptr %3, align 4
  %29 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %30 = load i32, ptr %3, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %29, i32 noundef %30)
  %32 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %33 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %32, ptr noundef @.str.4, ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, i32 noundef 120, i32 noundef 121, i32 noundef 122)
  store i32 %33, ptr %3, align 4
  %34 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %35 = load i32, ptr %3, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %34, i32 noundef %35)
  %37 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %38 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %37, ptr noundef @.str.9, i32 noundef 6, i32 noundef 7, i32 noundef 4, i32 noundef 8, i32 noundef 3, double noundef 1.234560e+00, i32 noundef 8, i32 noundef 2, ptr noundef @.str.10)
  store i32 %38, ptr %3, align 4
  %39 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %40 = load i32, ptr %3, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %39, i32 noundef %40)
  %42 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %42, i64 noundef 8, ptr noundef @.str.11, ptr noundef @.str.12)
  store i32 %43, ptr %3, align 4
  %44 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %45 = load i32, ptr %3, align 4
  %46 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %47 = call i64 @strlen(ptr noundef %46) #5
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %44, i32 noundef %45, i64 noundef %47)
  %49 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %49, i64 noundef 8, ptr noundef @.str.14, i32 noundef 123)
  store i32 %50, ptr %3, align 4
  %51 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %52 = load i32, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %51, i32 noundef %52)
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef @.str.16, i32 noundef 2024, i32 noundef 1, i32 noundef 15)
  store i32 %54, ptr %3, align 4
  %55 = load i32, ptr %3, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %55)
  store ptr @.str.5, ptr %5, align 8
  %57 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %58 = load ptr, ptr %5, align 8
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %57, i64 noundef 1, ptr noundef @.str.11, ptr noundef %58)
  store i32 %59, ptr %3, align 4
  %60 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %61 = load i32, ptr %3, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %60, i32 noundef %61)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %63

63:                                               ; preds = %85, %0
  %64 = load i32, ptr %8, align 4
  %65 = icmp slt i32 %64, 12
  br i1 %65, label %66, label %88

66:                                               ; preds = %63
  %67 = getelementptr inbounds [512 x i8], ptr %6, i64 0, i64 0
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %67, i64 %69
  %71 = load i32, ptr %7, align 4
  %72 = sext i32 %71 to i64
  %73 = sub i64 512, %72
  %74 = load i32, ptr %8, align 4
  %75 = icmp ne i32 %74, 0
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, ptr @.str.20, ptr @.str.21
  %78 = load i32, ptr %8, align 4
  %79 = load i32, ptr %8, align 4
  %80 = load i32, ptr %8, align 4
  %81 = mul nsw i32 %79, %80
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %70, i64 noundef %73, ptr noundef @.str.19, ptr noundef %77, i32 noundef %78, i32 noundef %81)
  %83 = load i32, ptr %7, align 4
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr %7, align 4
  br label %85

85:                                               ; preds = %66
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  br label %63, !llvm.loop !5

88:                                               ; preds = %63
  %89 = getelementptr inbounds [512 x i8], ptr %6, i64 0, i64 0
  %90 = load i32, ptr %7, align 4
  %91 = getelementptr inbounds [512 x i8], ptr %6, i64 0, i64 0
  %92 = call i32 @checksum(ptr noundef %91)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %89, i32 noundef %90, i32 noundef %92)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.names, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.vals, i64 24, i1 false)
  store i32 0, ptr %11, align 4
  br label %94

94:                                               ; preds = %117, %88
  %95 = load i32, ptr %11, align 4
  %96 = icmp slt i32 %95, 3
  br i1 %96, label %97, label %120

97:                                               ; preds = %94
  %98 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %99 = load i32, ptr %11, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 %100
  %102 = load ptr, ptr %101, align 8
  %103 = load i32, ptr %11, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %108
  %110 = load double, ptr %109, align 8
  %111 = load i32, ptr %11, align 4
  %112 = add nsw i32 %111, 1
  %113 = mul nsw i32 %112, 33
  %114 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %98, ptr noundef @.str.26, ptr noundef %102, double noundef %106, double noundef %110, i32 noundef %113)
  %115 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %116 = call i32 @puts(ptr noundef %115)
  br label %117

117:                                              ; preds = %97
  %118 = load i32, ptr %11, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %11, align 4
  br label %94, !llvm.loop !7

120:                                              ; preds = %94
  store i32 0, ptr %13, align 4
  br label %121

121:                                              ; preds = %132, %120
  %122 = load i32, ptr %13, align 4
  %123 = icmp slt i32 %122, 16
  br i1 %123, label %124, label %135

124:                                              ; preds = %121
  %125 = load i32, ptr %13, align 4
  %126 = mul nsw i32 %125, 17
  %127 = add nsw i32 %126, 3
  %128 = trunc i32 %127 to i8
  %129 = load i32, ptr %13, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 %130
  store i8 %128, ptr %131, align 1
  br label %132

132:                                              ; preds = %124
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %121, !llvm.loop !8

135:                                              ; preds = %121
  %136 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  store ptr %136, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %137

137:                                              ; preds = %151, %135
  %138 = load i32, ptr %16, align 4
  %139 = icmp slt i32 %138, 16
  br i1 %139, label %140, label %154

140:                                              ; preds = %137
  %141 = load ptr, ptr %15, align 8
  %142 = load i32, ptr %16, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 %143
  %145 = load i8, ptr %144, align 1
  %146 = zext i8 %145 to i32
  %147 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %141, ptr noundef @.str.27, i32 noundef %146)
  %148 = load ptr, ptr %15, align 8
  %149 = sext i32 %147 to i64
  %150 = getelementptr inbounds i8, ptr %148, i64 %149
  store ptr %150, ptr %15, align 8
  br label %151

151:                                              ; preds = %140
  %152 = load i32, ptr %16, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %16, align 4
  br label %137, !llvm.loop !9

154:                                              ; preds = %137
  %155 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %155)
  %157 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %158 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %157, ptr noundef @.str.29, i64 noundef 0, ptr noundef @.str.21)
  %159 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %160 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %161 = call i64 @strlen(ptr noundef %160) #5
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, ptr noundef %159, i64 noundef %161)
  %163 = call ptr @__acrt_iob_func(i32 noundef 1)
  %164 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %163, ptr noundef @.str.31, i32 noundef 7, ptr noundef @.str.32)
  %165 = call ptr @__acrt_iob_func(i32 noundef 2)
  %166 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %165, ptr noundef @.str.33, i32 noundef 1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sprintf(ptr noundef %0, ptr noundef nonnull %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %6)
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call i32 @__mingw_vsprintf(ptr noundef %7, ptr noundef %8, ptr noundef %9) #5
  store i32 %10, ptr %5, align 4
  call void @llvm.va_end.p0(ptr %6)
  %11 = load i32, ptr %5, align 4
  ret i32 %11
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

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checksum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 8
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %3, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = mul i32 %15, 16777619
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !10

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @puts(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fprintf(ptr noundef %0, ptr noundef nonnull %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %6)
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call i32 @__mingw_vfprintf(ptr noundef %7, ptr noundef %8, ptr noundef %9) #5
  store i32 %10, ptr %5, align 4
  call void @llvm.va_end.p0(ptr %6)
  %11 = load i32, ptr %5, align 4
  ret i32 %11
}

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vsprintf(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
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

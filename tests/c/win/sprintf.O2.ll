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
@.str.26 = private unnamed_addr constant [25 x i8] c"|%-8s|%9.3f|%6.1e|%3d%%|\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"hex=%s\0A\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"%d %s\00", align 1
@.str.30 = private unnamed_addr constant [10 x i8] c"[%s] %zu\0A\00", align 1
@.str.31 = private unnamed_addr constant [22 x i8] c"fprintf stdout %d %s\0A\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.33 = private unnamed_addr constant [24 x i8] c"this goes to stderr %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 16
  %2 = alloca [8 x i8], align 1
  %3 = alloca [512 x i8], align 16
  %4 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #9
  %5 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 255, i32 noundef 8)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %5)
  %6 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.2, i32 noundef -294967296, i32 noundef -1234567, i64 noundef -9000000000000, i32 noundef 123, i64 noundef -1, i32 noundef -5, i32 noundef 250)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %6)
  %7 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.3, double noundef 0x400921FB53C8D4F1, double noundef 2.675000e+00, double noundef -1.500000e+00, double noundef 1.000400e+02, double noundef 0x40C81CD6C8B43958, double noundef 1.230000e-04, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 1.000000e+02)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %7)
  %8 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 120, i32 noundef 121, i32 noundef 122)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %8)
  %9 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.9, i32 noundef 6, i32 noundef 7, i32 noundef 4, i32 noundef 8, i32 noundef 3, double noundef 1.234560e+00, i32 noundef 8, i32 noundef 2, ptr noundef nonnull @.str.10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %2, ptr noundef nonnull align 1 dereferenceable(7) @.str.12, i64 7, i1 false)
  %10 = getelementptr inbounds i8, ptr %2, i64 7
  store i8 0, ptr %10, align 1
  %11 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %2, i32 noundef 10, i64 noundef %11)
  %12 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 8, ptr noundef @.str.14, i32 noundef 123)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %2, i32 noundef %12)
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef @.str.16, i32 noundef 2024, i32 noundef 1, i32 noundef 15)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef %13)
  store i8 0, ptr %2, align 1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %2, i32 noundef 3)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #9
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 512, ptr noundef @.str.19, ptr noundef nonnull @.str.21, i32 noundef 0, i32 noundef 0)
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i8, ptr %3, i64 %15
  %17 = sub nsw i64 512, %15
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %16, i64 noundef %17, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 1, i32 noundef 1)
  %19 = add nsw i32 %18, %14
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %3, i64 %20
  %22 = sub nsw i64 512, %20
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %21, i64 noundef %22, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 2, i32 noundef 4)
  %24 = add nsw i32 %23, %19
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %3, i64 %25
  %27 = sub nsw i64 512, %25
  %28 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %26, i64 noundef %27, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 3, i32 noundef 9)
  %29 = add nsw i32 %28, %24
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr %3, i64 %30
  %32 = sub nsw i64 512, %30
  %33 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %31, i64 noundef %32, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 4, i32 noundef 16)
  %34 = add nsw i32 %33, %29
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %3, i64 %35
  %37 = sub nsw i64 512, %35
  %38 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %36, i64 noundef %37, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 5, i32 noundef 25)
  %39 = add nsw i32 %38, %34
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %3, i64 %40
  %42 = sub nsw i64 512, %40
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %41, i64 noundef %42, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 6, i32 noundef 36)
  %44 = add nsw i32 %43, %39
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %3, i64 %45
  %47 = sub nsw i64 512, %45
  %48 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %46, i64 noundef %47, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 7, i32 noundef 49)
  %49 = add nsw i32 %48, %44
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i8, ptr %3, i64 %50
  %52 = sub nsw i64 512, %50
  %53 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %51, i64 noundef %52, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 8, i32 noundef 64)
  %54 = add nsw i32 %53, %49
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %3, i64 %55
  %57 = sub nsw i64 512, %55
  %58 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %56, i64 noundef %57, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 9, i32 noundef 81)
  %59 = add nsw i32 %58, %54
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr %3, i64 %60
  %62 = sub nsw i64 512, %60
  %63 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %61, i64 noundef %62, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 10, i32 noundef 100)
  %64 = add nsw i32 %63, %59
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %3, i64 %65
  %67 = sub nsw i64 512, %65
  %68 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %66, i64 noundef %67, ptr noundef @.str.19, ptr noundef nonnull @.str.20, i32 noundef 11, i32 noundef 121)
  %69 = load i8, ptr %3, align 16, !tbaa !5
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %81, label %71

71:                                               ; preds = %0, %71
  %72 = phi i8 [ %79, %71 ], [ %69, %0 ]
  %73 = phi i32 [ %78, %71 ], [ -2128831035, %0 ]
  %74 = phi ptr [ %75, %71 ], [ %3, %0 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 1
  %76 = zext i8 %72 to i32
  %77 = xor i32 %73, %76
  %78 = mul i32 %77, 16777619
  %79 = load i8, ptr %75, align 1, !tbaa !5
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %81, label %71, !llvm.loop !8

81:                                               ; preds = %71, %0
  %82 = phi i32 [ -2128831035, %0 ], [ %78, %71 ]
  %83 = add nsw i32 %68, %64
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull %3, i32 noundef %83, i32 noundef %82)
  %84 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.26, ptr noundef nonnull @.str.23, double noundef 1.500000e+00, double noundef 1.500000e+00, i32 noundef 33)
  %85 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  %86 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.26, ptr noundef nonnull @.str.24, double noundef -2.225000e+01, double noundef -2.225000e+01, i32 noundef 66)
  %87 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  %88 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.26, ptr noundef nonnull @.str.25, double noundef 3.331250e+02, double noundef 3.331250e+02, i32 noundef 99)
  %89 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9
  %90 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef dereferenceable(1) @.str.27, i32 noundef 3)
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr %4, i64 %91
  %93 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %92, ptr noundef dereferenceable(1) @.str.27, i32 noundef 20)
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i8, ptr %92, i64 %94
  %96 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %95, ptr noundef dereferenceable(1) @.str.27, i32 noundef 37)
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i8, ptr %95, i64 %97
  %99 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %98, ptr noundef dereferenceable(1) @.str.27, i32 noundef 54)
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i8, ptr %98, i64 %100
  %102 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %101, ptr noundef dereferenceable(1) @.str.27, i32 noundef 71)
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i8, ptr %101, i64 %103
  %105 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %104, ptr noundef dereferenceable(1) @.str.27, i32 noundef 88)
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i8, ptr %104, i64 %106
  %108 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %107, ptr noundef dereferenceable(1) @.str.27, i32 noundef 105)
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr %107, i64 %109
  %111 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %110, ptr noundef dereferenceable(1) @.str.27, i32 noundef 122)
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %110, i64 %112
  %114 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %113, ptr noundef dereferenceable(1) @.str.27, i32 noundef 139)
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i8, ptr %113, i64 %115
  %117 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %116, ptr noundef dereferenceable(1) @.str.27, i32 noundef 156)
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i8, ptr %116, i64 %118
  %120 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %119, ptr noundef dereferenceable(1) @.str.27, i32 noundef 173)
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i8, ptr %119, i64 %121
  %123 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %122, ptr noundef dereferenceable(1) @.str.27, i32 noundef 190)
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i8, ptr %122, i64 %124
  %126 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %125, ptr noundef dereferenceable(1) @.str.27, i32 noundef 207)
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i8, ptr %125, i64 %127
  %129 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %128, ptr noundef dereferenceable(1) @.str.27, i32 noundef 224)
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i8, ptr %128, i64 %130
  %132 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %131, ptr noundef dereferenceable(1) @.str.27, i32 noundef 241)
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i8, ptr %131, i64 %133
  %135 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %134, ptr noundef dereferenceable(1) @.str.27, i32 noundef 2)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.28, ptr noundef nonnull %4)
  %136 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef dereferenceable(1) @.str.29, i64 noundef 0, ptr noundef nonnull @.str.21)
  %137 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.30, ptr noundef nonnull %1, i64 noundef %137)
  %138 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  call void (ptr, ptr, ...) @fprintf(ptr noundef %138, ptr noundef @.str.31, i32 noundef 7, ptr noundef nonnull @.str.32)
  %139 = call ptr @__acrt_iob_func(i32 noundef 2) #9
  call void (ptr, ptr, ...) @fprintf(ptr noundef %139, ptr noundef @.str.33, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal i32 @sprintf(ptr noundef %0, ptr noundef nonnull %1, ...) unnamed_addr #2 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = call i32 @__mingw_vsprintf(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  ret i32 %5
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !10
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) unnamed_addr #2 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %5) #9
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  ret i32 %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: inlinehint nounwind uwtable
define internal void @fprintf(ptr noundef %0, ptr noundef nonnull %1, ...) unnamed_addr #2 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = call i32 @__mingw_vfprintf(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  ret void
}

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vsprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}

; ModuleID = 'sprintf.c'
source_filename = "sprintf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
@stdout = external local_unnamed_addr global ptr, align 8
@.str.31 = private unnamed_addr constant [22 x i8] c"fprintf stdout %d %s\0A\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.33 = private unnamed_addr constant [24 x i8] c"this goes to stderr %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i8], align 16
  %2 = alloca [8 x i8], align 1
  %3 = alloca [512 x i8], align 16
  %4 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #5
  %5 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 255, i32 noundef 255, i32 noundef 8, i32 noundef 255, i32 noundef 8) #5
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %5)
  %7 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -294967296, i64 noundef -1234567, i64 noundef -9000000000000, i64 noundef 123, i64 noundef -1, i32 noundef -5, i32 noundef 250) #5
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %7)
  %9 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x400921FB53C8D4F1, double noundef 2.675000e+00, double noundef -1.500000e+00, double noundef 1.000400e+02, double noundef 0x40C81CD6C8B43958, double noundef 1.230000e-04, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 1.000000e+02) #5
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %9)
  %11 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 120, i32 noundef 121, i32 noundef 122) #5
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %11)
  %13 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 6, i32 noundef 7, i32 noundef 4, i32 noundef 8, i32 noundef 3, double noundef 1.234560e+00, i32 noundef 8, i32 noundef 2, ptr noundef nonnull @.str.10) #5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, i32 noundef %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %2, ptr noundef nonnull align 1 dereferenceable(7) @.str.12, i64 7, i1 false)
  %15 = getelementptr inbounds i8, ptr %2, i64 7
  store i8 0, ptr %15, align 1
  %16 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #6
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %2, i32 noundef 10, i64 noundef %16)
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 8, ptr noundef nonnull @.str.14, i32 noundef 123) #5
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %2, i32 noundef %18)
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.16, i32 noundef 2024, i32 noundef 1, i32 noundef 15) #5
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %20)
  store i8 0, ptr %2, align 1
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %2, i32 noundef 3)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #5
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 512, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.21, i32 noundef 0, i32 noundef 0) #5
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %3, i64 %24
  %26 = sub nsw i64 512, %24
  %27 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %25, i64 noundef %26, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 1, i32 noundef 1) #5
  %28 = add nsw i32 %27, %23
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %3, i64 %29
  %31 = sub nsw i64 512, %29
  %32 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %30, i64 noundef %31, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 2, i32 noundef 4) #5
  %33 = add nsw i32 %32, %28
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %3, i64 %34
  %36 = sub nsw i64 512, %34
  %37 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %35, i64 noundef %36, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 3, i32 noundef 9) #5
  %38 = add nsw i32 %37, %33
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %3, i64 %39
  %41 = sub nsw i64 512, %39
  %42 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %40, i64 noundef %41, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 4, i32 noundef 16) #5
  %43 = add nsw i32 %42, %38
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i8, ptr %3, i64 %44
  %46 = sub nsw i64 512, %44
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %45, i64 noundef %46, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 5, i32 noundef 25) #5
  %48 = add nsw i32 %47, %43
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %3, i64 %49
  %51 = sub nsw i64 512, %49
  %52 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %50, i64 noundef %51, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 6, i32 noundef 36) #5
  %53 = add nsw i32 %52, %48
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %3, i64 %54
  %56 = sub nsw i64 512, %54
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %55, i64 noundef %56, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 7, i32 noundef 49) #5
  %58 = add nsw i32 %57, %53
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %3, i64 %59
  %61 = sub nsw i64 512, %59
  %62 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %60, i64 noundef %61, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 8, i32 noundef 64) #5
  %63 = add nsw i32 %62, %58
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %3, i64 %64
  %66 = sub nsw i64 512, %64
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %65, i64 noundef %66, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 9, i32 noundef 81) #5
  %68 = add nsw i32 %67, %63
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %3, i64 %69
  %71 = sub nsw i64 512, %69
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %70, i64 noundef %71, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 10, i32 noundef 100) #5
  %73 = add nsw i32 %72, %68
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i8, ptr %3, i64 %74
  %76 = sub nsw i64 512, %74
  %77 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %75, i64 noundef %76, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 11, i32 noundef 121) #5
  %78 = load i8, ptr %3, align 16, !tbaa !5
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %90, label %80

80:                                               ; preds = %0, %80
  %81 = phi i8 [ %88, %80 ], [ %78, %0 ]
  %82 = phi i32 [ %87, %80 ], [ -2128831035, %0 ]
  %83 = phi ptr [ %84, %80 ], [ %3, %0 ]
  %84 = getelementptr inbounds i8, ptr %83, i64 1
  %85 = zext i8 %81 to i32
  %86 = xor i32 %82, %85
  %87 = mul i32 %86, 16777619
  %88 = load i8, ptr %84, align 1, !tbaa !5
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %90, label %80, !llvm.loop !8

90:                                               ; preds = %80, %0
  %91 = phi i32 [ -2128831035, %0 ], [ %87, %80 ]
  %92 = add nsw i32 %77, %73
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %3, i32 noundef %92, i32 noundef %91)
  %94 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.23, double noundef 1.500000e+00, double noundef 1.500000e+00, i32 noundef 33) #5
  %95 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  %96 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.24, double noundef -2.225000e+01, double noundef -2.225000e+01, i32 noundef 66) #5
  %97 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  %98 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.25, double noundef 3.331250e+02, double noundef 3.331250e+02, i32 noundef 99) #5
  %99 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  %100 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 3) #5
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i8, ptr %4, i64 %101
  %103 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %102, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 20) #5
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i8, ptr %102, i64 %104
  %106 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %105, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 37) #5
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i8, ptr %105, i64 %107
  %109 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %108, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 54) #5
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i8, ptr %108, i64 %110
  %112 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %111, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 71) #5
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i8, ptr %111, i64 %113
  %115 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %114, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 88) #5
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i8, ptr %114, i64 %116
  %118 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %117, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 105) #5
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i8, ptr %117, i64 %119
  %121 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %120, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 122) #5
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i8, ptr %120, i64 %122
  %124 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %123, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 139) #5
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i8, ptr %123, i64 %125
  %127 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %126, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 156) #5
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i8, ptr %126, i64 %128
  %130 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %129, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 173) #5
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i8, ptr %129, i64 %131
  %133 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %132, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 190) #5
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i8, ptr %132, i64 %134
  %136 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %135, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 207) #5
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i8, ptr %135, i64 %137
  %139 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %138, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 224) #5
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i8, ptr %138, i64 %140
  %142 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %141, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 241) #5
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i8, ptr %141, i64 %143
  %145 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %144, ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 2) #5
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull %4)
  %147 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0, ptr noundef nonnull @.str.21) #5
  %148 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #6
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, ptr noundef nonnull %1, i64 noundef %148)
  %150 = load ptr, ptr @stdout, align 8, !tbaa !10
  %151 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %150, ptr noundef nonnull @.str.31, i32 noundef 7, ptr noundef nonnull @.str.32) #5
  %152 = load ptr, ptr @stderr, align 8, !tbaa !10
  %153 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %152, ptr noundef nonnull @.str.33, i32 noundef 1) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { cold nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}

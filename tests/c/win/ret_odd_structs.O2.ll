; ModuleID = 'ret_odd_structs.c'
source_filename = "ret_odd_structs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S11 = type { [11 x i8] }
%struct.S13 = type { [13 x i8] }
%struct.S14 = type { [7 x i16] }
%struct.S15 = type { [15 x i8] }
%struct.SP = type <{ double, [3 x i8] }>

@.str = private unnamed_addr constant [37 x i8] c"%d: %u %u %d %d %u %u %.2f %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %u\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.S11, align 1
  %2 = alloca %struct.S13, align 1
  %3 = alloca %struct.S14, align 2
  %4 = alloca %struct.S15, align 1
  %5 = alloca %struct.SP, align 8
  %6 = alloca %struct.S11, align 1
  %7 = alloca %struct.S13, align 1
  %8 = alloca %struct.S15, align 1
  %9 = getelementptr inbounds i8, ptr %1, i64 10
  %10 = getelementptr inbounds i8, ptr %2, i64 12
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = getelementptr inbounds i8, ptr %4, i64 14
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = getelementptr inbounds i8, ptr %5, i64 9
  %16 = getelementptr inbounds i8, ptr %5, i64 10
  br label %18

17:                                               ; preds = %18
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %41)
  ret i32 0

18:                                               ; preds = %0, %18
  %19 = phi i32 [ 1, %0 ], [ %42, %18 ]
  %20 = phi i32 [ 0, %0 ], [ %41, %18 ]
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %1) #9
  call fastcc void @make11(ptr dead_on_unwind nonnull writable sret(%struct.S11) align 1 %1, i32 noundef %19)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %2) #9
  call fastcc void @make13(ptr dead_on_unwind nonnull writable sret(%struct.S13) align 1 %2, i32 noundef %19)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %3) #9
  call fastcc void @make14(ptr dead_on_unwind nonnull writable sret(%struct.S14) align 2 %3, i32 noundef %19)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %4) #9
  call fastcc void @make15(ptr dead_on_unwind nonnull writable sret(%struct.S15) align 1 %4, i32 noundef %19)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %5) #9
  call fastcc void @makep(ptr dead_on_unwind nonnull writable sret(%struct.SP) align 1 %5, i32 noundef %19)
  %21 = load i8, ptr %1, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = load i8, ptr %9, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = load i8, ptr %10, align 1, !tbaa !5
  %26 = zext i8 %25 to i32
  %27 = load i16, ptr %11, align 2, !tbaa !8
  %28 = sext i16 %27 to i32
  %29 = load i8, ptr %12, align 1, !tbaa !5
  %30 = zext i8 %29 to i32
  %31 = load i8, ptr %13, align 1, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = load double, ptr %5, align 8, !tbaa !10
  %34 = load i8, ptr %14, align 8, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = load i8, ptr %15, align 1, !tbaa !5
  %37 = zext i8 %36 to i32
  %38 = load i8, ptr %16, align 2, !tbaa !5
  %39 = zext i8 %38 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %19, i32 noundef %22, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, double noundef %33, i32 noundef %35, i32 noundef %37, i32 noundef %39)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %6, ptr noundef nonnull align 1 dereferenceable(11) %1, i64 11, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %7) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %7, ptr noundef nonnull align 1 dereferenceable(13) %2, i64 13, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %8) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %8, ptr noundef nonnull align 1 dereferenceable(15) %4, i64 15, i1 false), !tbaa.struct !15
  %40 = call fastcc i32 @sum11(ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %8) #9
  %41 = add i32 %40, %20
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %1) #9
  %42 = add nuw nsw i32 %19, 1
  %43 = icmp eq i32 %42, 6
  br i1 %43, label %17, label %18, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make11(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S11) align 1 %0, i32 noundef %1) unnamed_addr #2 {
  %3 = mul nsw i32 %1, 3
  %4 = trunc i32 %3 to i8
  store i8 %4, ptr %0, align 1, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = trunc i32 %3 to i8
  %7 = insertelement <8 x i8> poison, i8 %6, i64 0
  %8 = shufflevector <8 x i8> %7, <8 x i8> poison, <8 x i32> zeroinitializer
  %9 = add <8 x i8> %8, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  store <8 x i8> %9, ptr %5, align 1, !tbaa !5
  %10 = trunc i32 %3 to i8
  %11 = add i8 %10, 9
  %12 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = trunc i32 %3 to i8
  %14 = add i8 %13, 10
  %15 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %14, ptr %15, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make13(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S13) align 1 %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = xor <8 x i8> %6, <i8 17, i8 34, i8 51, i8 68, i8 85, i8 102, i8 119, i8 -120>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = insertelement <4 x i8> poison, i8 %9, i64 0
  %11 = shufflevector <4 x i8> %10, <4 x i8> poison, <4 x i32> zeroinitializer
  %12 = getelementptr inbounds i8, ptr %0, i64 9
  %13 = xor <4 x i8> %11, <i8 -103, i8 -86, i8 -69, i8 -52>
  store <4 x i8> %13, ptr %12, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make14(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S14) align 2 %0, i32 noundef %1) unnamed_addr #2 {
  %3 = mul nsw i32 %1, 1000
  %4 = trunc i32 %3 to i16
  store i16 %4, ptr %0, align 2, !tbaa !8
  %5 = getelementptr inbounds i8, ptr %0, i64 2
  %6 = trunc i32 %3 to i16
  %7 = insertelement <4 x i16> poison, i16 %6, i64 0
  %8 = shufflevector <4 x i16> %7, <4 x i16> poison, <4 x i32> zeroinitializer
  %9 = add <4 x i16> %8, <i16 -77, i16 -154, i16 -231, i16 -308>
  store <4 x i16> %9, ptr %5, align 2, !tbaa !8
  %10 = trunc i32 %3 to i16
  %11 = add i16 %10, -385
  %12 = getelementptr inbounds i8, ptr %0, i64 10
  store i16 %11, ptr %12, align 2, !tbaa !8
  %13 = trunc i32 %3 to i16
  %14 = add i16 %13, -462
  %15 = getelementptr inbounds i8, ptr %0, i64 12
  store i16 %14, ptr %15, align 2, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make15(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S15) align 1 %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 1, i8 4, i8 9, i8 16, i8 25, i8 36, i8 49, i8 64>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = insertelement <4 x i8> poison, i8 %9, i64 0
  %11 = shufflevector <4 x i8> %10, <4 x i8> poison, <4 x i32> zeroinitializer
  %12 = getelementptr inbounds i8, ptr %0, i64 9
  %13 = add <4 x i8> %11, <i8 81, i8 100, i8 121, i8 -112>
  store <4 x i8> %13, ptr %12, align 1, !tbaa !5
  %14 = trunc i32 %1 to i8
  %15 = add i8 %14, -87
  %16 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %15, ptr %16, align 1, !tbaa !5
  %17 = trunc i32 %1 to i8
  %18 = add i8 %17, -60
  %19 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %18, ptr %19, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @makep(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.SP) align 1 %0, i32 noundef %1) unnamed_addr #2 {
  %3 = sitofp i32 %1 to double
  %4 = fmul double %3, 2.500000e-01
  store double %4, ptr %0, align 1, !tbaa !10
  %5 = trunc i32 %1 to i8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %5, ptr %6, align 1, !tbaa !5
  %7 = shl i8 %5, 1
  %8 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %7, ptr %8, align 1, !tbaa !5
  %9 = mul i8 %5, 5
  %10 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %9, ptr %10, align 1, !tbaa !5
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !18
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum11(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #4 {
  %4 = load i8, ptr %0, align 1, !tbaa !5
  %5 = zext i8 %4 to i32
  %6 = mul nuw nsw i32 %5, 31
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = zext i8 %8 to i32
  %10 = add nuw nsw i32 %6, %9
  %11 = mul nuw nsw i32 %10, 31
  %12 = getelementptr inbounds i8, ptr %0, i64 2
  %13 = load i8, ptr %12, align 1, !tbaa !5
  %14 = zext i8 %13 to i32
  %15 = add nuw nsw i32 %11, %14
  %16 = mul nuw nsw i32 %15, 31
  %17 = getelementptr inbounds i8, ptr %0, i64 3
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = zext i8 %18 to i32
  %20 = add nuw nsw i32 %16, %19
  %21 = mul nuw nsw i32 %20, 31
  %22 = getelementptr inbounds i8, ptr %0, i64 4
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = add nuw nsw i32 %21, %24
  %26 = mul i32 %25, 31
  %27 = getelementptr inbounds i8, ptr %0, i64 5
  %28 = load i8, ptr %27, align 1, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = add i32 %26, %29
  %31 = mul i32 %30, 31
  %32 = getelementptr inbounds i8, ptr %0, i64 6
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = zext i8 %33 to i32
  %35 = add i32 %31, %34
  %36 = mul i32 %35, 31
  %37 = getelementptr inbounds i8, ptr %0, i64 7
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = zext i8 %38 to i32
  %40 = add i32 %36, %39
  %41 = mul i32 %40, 31
  %42 = getelementptr inbounds i8, ptr %0, i64 8
  %43 = load i8, ptr %42, align 1, !tbaa !5
  %44 = zext i8 %43 to i32
  %45 = add i32 %41, %44
  %46 = mul i32 %45, 31
  %47 = getelementptr inbounds i8, ptr %0, i64 9
  %48 = load i8, ptr %47, align 1, !tbaa !5
  %49 = zext i8 %48 to i32
  %50 = add i32 %46, %49
  %51 = mul i32 %50, 31
  %52 = getelementptr inbounds i8, ptr %0, i64 10
  %53 = load i8, ptr %52, align 1, !tbaa !5
  %54 = zext i8 %53 to i32
  %55 = add i32 %51, %54
  %56 = mul i32 %55, 31
  %57 = load i8, ptr %1, align 1, !tbaa !5
  %58 = zext i8 %57 to i32
  %59 = add i32 %56, %58
  %60 = mul i32 %59, 31
  %61 = getelementptr inbounds i8, ptr %1, i64 1
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = zext i8 %62 to i32
  %64 = add i32 %60, %63
  %65 = mul i32 %64, 31
  %66 = getelementptr inbounds i8, ptr %1, i64 2
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = mul i32 %69, 31
  %71 = getelementptr inbounds i8, ptr %1, i64 3
  %72 = load i8, ptr %71, align 1, !tbaa !5
  %73 = zext i8 %72 to i32
  %74 = add i32 %70, %73
  %75 = mul i32 %74, 31
  %76 = getelementptr inbounds i8, ptr %1, i64 4
  %77 = load i8, ptr %76, align 1, !tbaa !5
  %78 = zext i8 %77 to i32
  %79 = add i32 %75, %78
  %80 = mul i32 %79, 31
  %81 = getelementptr inbounds i8, ptr %1, i64 5
  %82 = load i8, ptr %81, align 1, !tbaa !5
  %83 = zext i8 %82 to i32
  %84 = add i32 %80, %83
  %85 = mul i32 %84, 31
  %86 = getelementptr inbounds i8, ptr %1, i64 6
  %87 = load i8, ptr %86, align 1, !tbaa !5
  %88 = zext i8 %87 to i32
  %89 = add i32 %85, %88
  %90 = mul i32 %89, 31
  %91 = getelementptr inbounds i8, ptr %1, i64 7
  %92 = load i8, ptr %91, align 1, !tbaa !5
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = mul i32 %94, 31
  %96 = getelementptr inbounds i8, ptr %1, i64 8
  %97 = load i8, ptr %96, align 1, !tbaa !5
  %98 = zext i8 %97 to i32
  %99 = add i32 %95, %98
  %100 = mul i32 %99, 31
  %101 = getelementptr inbounds i8, ptr %1, i64 9
  %102 = load i8, ptr %101, align 1, !tbaa !5
  %103 = zext i8 %102 to i32
  %104 = add i32 %100, %103
  %105 = mul i32 %104, 31
  %106 = getelementptr inbounds i8, ptr %1, i64 10
  %107 = load i8, ptr %106, align 1, !tbaa !5
  %108 = zext i8 %107 to i32
  %109 = add i32 %105, %108
  %110 = mul i32 %109, 31
  %111 = getelementptr inbounds i8, ptr %1, i64 11
  %112 = load i8, ptr %111, align 1, !tbaa !5
  %113 = zext i8 %112 to i32
  %114 = add i32 %110, %113
  %115 = mul i32 %114, 31
  %116 = getelementptr inbounds i8, ptr %1, i64 12
  %117 = load i8, ptr %116, align 1, !tbaa !5
  %118 = zext i8 %117 to i32
  %119 = add i32 %115, %118
  %120 = mul i32 %119, 31
  %121 = load i8, ptr %2, align 1, !tbaa !5
  %122 = zext i8 %121 to i32
  %123 = add i32 %120, %122
  %124 = mul i32 %123, 31
  %125 = getelementptr inbounds i8, ptr %2, i64 1
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = mul i32 %128, 31
  %130 = getelementptr inbounds i8, ptr %2, i64 2
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = mul i32 %133, 31
  %135 = getelementptr inbounds i8, ptr %2, i64 3
  %136 = load i8, ptr %135, align 1, !tbaa !5
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = mul i32 %138, 31
  %140 = getelementptr inbounds i8, ptr %2, i64 4
  %141 = load i8, ptr %140, align 1, !tbaa !5
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = mul i32 %143, 31
  %145 = getelementptr inbounds i8, ptr %2, i64 5
  %146 = load i8, ptr %145, align 1, !tbaa !5
  %147 = zext i8 %146 to i32
  %148 = add i32 %144, %147
  %149 = mul i32 %148, 31
  %150 = getelementptr inbounds i8, ptr %2, i64 6
  %151 = load i8, ptr %150, align 1, !tbaa !5
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  %154 = mul i32 %153, 31
  %155 = getelementptr inbounds i8, ptr %2, i64 7
  %156 = load i8, ptr %155, align 1, !tbaa !5
  %157 = zext i8 %156 to i32
  %158 = add i32 %154, %157
  %159 = mul i32 %158, 31
  %160 = getelementptr inbounds i8, ptr %2, i64 8
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  %164 = mul i32 %163, 31
  %165 = getelementptr inbounds i8, ptr %2, i64 9
  %166 = load i8, ptr %165, align 1, !tbaa !5
  %167 = zext i8 %166 to i32
  %168 = add i32 %164, %167
  %169 = mul i32 %168, 31
  %170 = getelementptr inbounds i8, ptr %2, i64 10
  %171 = load i8, ptr %170, align 1, !tbaa !5
  %172 = zext i8 %171 to i32
  %173 = add i32 %169, %172
  %174 = mul i32 %173, 31
  %175 = getelementptr inbounds i8, ptr %2, i64 11
  %176 = load i8, ptr %175, align 1, !tbaa !5
  %177 = zext i8 %176 to i32
  %178 = add i32 %174, %177
  %179 = mul i32 %178, 31
  %180 = getelementptr inbounds i8, ptr %2, i64 12
  %181 = load i8, ptr %180, align 1, !tbaa !5
  %182 = zext i8 %181 to i32
  %183 = add i32 %179, %182
  %184 = mul i32 %183, 31
  %185 = getelementptr inbounds i8, ptr %2, i64 13
  %186 = load i8, ptr %185, align 1, !tbaa !5
  %187 = zext i8 %186 to i32
  %188 = add i32 %184, %187
  %189 = mul i32 %188, 31
  %190 = getelementptr inbounds i8, ptr %2, i64 14
  %191 = load i8, ptr %190, align 1, !tbaa !5
  %192 = zext i8 %191 to i32
  %193 = add i32 %189, %192
  ret i32 %193
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = !{!11, !12, i64 0}
!11 = !{!"", !12, i64 0, !6, i64 8}
!12 = !{!"double", !6, i64 0}
!13 = !{i64 0, i64 11, !5}
!14 = !{i64 0, i64 13, !5}
!15 = !{i64 0, i64 15, !5}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !6, i64 0}

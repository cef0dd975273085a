; ModuleID = 'int128_abi.c'
source_filename = "int128_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Tagged = type { i128, i32 }
%struct.Mid = type { i64, i128, i8 }

@.str = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"after5\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"after6\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"after6 ptr\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"mixed \00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"div q\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"div r\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"div2 q\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"div2 r\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"shift %d \00", align 1
@__const.main.t = private unnamed_addr constant %struct.Tagged { i128 3, i32 0 }, align 16
@.str.11 = private unnamed_addr constant [7 x i8] c"tagged\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"tag %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mid\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"va\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"va2\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"fib150 \00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <2 x i64> @first(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i128, ptr %0, align 16, !tbaa !5
  %4 = sext i32 %1 to i128
  %5 = mul nsw i128 %3, %4
  %6 = add nsw i128 %5, 1
  %7 = bitcast i128 %6 to <2 x i64>
  ret <2 x i64> %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <2 x i64> @after5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr nocapture noundef readonly %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = load i128, ptr %5, align 16, !tbaa !5
  %9 = sext i32 %0 to i128
  %10 = sext i32 %1 to i128
  %11 = sext i32 %2 to i128
  %12 = sext i32 %3 to i128
  %13 = sext i32 %4 to i128
  %14 = sext i32 %6 to i128
  %15 = add nsw i128 %10, %9
  %16 = add nsw i128 %15, %11
  %17 = add nsw i128 %16, %12
  %18 = add nsw i128 %17, %13
  %19 = sub nsw i128 %18, %14
  %20 = add i128 %19, %8
  %21 = bitcast i128 %20 to <2 x i64>
  ret <2 x i64> %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <2 x i64> @after6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7) local_unnamed_addr #0 {
  %9 = load i128, ptr %6, align 16, !tbaa !5
  %10 = load i128, ptr %7, align 16, !tbaa !5
  %11 = mul nsw i64 %1, %0
  %12 = sext i64 %11 to i128
  %13 = mul nsw i64 %3, %2
  %14 = sext i64 %13 to i128
  %15 = mul nsw i64 %5, %4
  %16 = sext i64 %15 to i128
  %17 = add nsw i128 %14, %12
  %18 = add nsw i128 %17, %16
  %19 = add i128 %18, %9
  %20 = sub i128 %19, %10
  %21 = bitcast i128 %20 to <2 x i64>
  ret <2 x i64> %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <2 x i64> @mixed(double noundef %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4, double noundef %5) local_unnamed_addr #0 {
  %7 = load i128, ptr %1, align 16, !tbaa !5
  %8 = load i128, ptr %4, align 16, !tbaa !5
  %9 = sext i32 %3 to i128
  %10 = mul i128 %7, %9
  %11 = fmul double %0, 1.000000e+03
  %12 = fptoui double %11 to i128
  %13 = fmul float %2, 1.000000e+01
  %14 = fptoui float %13 to i128
  %15 = fptoui double %5 to i128
  %16 = add i128 %14, %12
  %17 = add i128 %16, %15
  %18 = add i128 %17, %8
  %19 = add i128 %18, %10
  %20 = bitcast i128 %19 to <2 x i64>
  ret <2 x i64> %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local <2 x i64> @divmod(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #1 {
  %4 = load i128, ptr %0, align 16, !tbaa !5
  %5 = load i128, ptr %1, align 16, !tbaa !5
  %6 = freeze i128 %4
  %7 = freeze i128 %5
  %8 = sdiv i128 %6, %7
  %9 = mul i128 %8, %7
  %10 = sub i128 %6, %9
  store i128 %10, ptr %2, align 16, !tbaa !5
  %11 = bitcast i128 %8 to <2 x i64>
  ret <2 x i64> %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <2 x i64> @shifts(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i128, ptr %0, align 16, !tbaa !5
  %4 = zext nneg i32 %1 to i128
  %5 = shl i128 %3, %4
  %6 = sub nsw i32 127, %1
  %7 = zext nneg i32 %6 to i128
  %8 = lshr i128 %3, %7
  %9 = add nsw i32 %1, 64
  %10 = zext nneg i32 %9 to i128
  %11 = shl nuw i128 1, %10
  %12 = xor i128 %8, %11
  %13 = xor i128 %12, %5
  %14 = bitcast i128 %13 to <2 x i64>
  ret <2 x i64> %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @tagged_mul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Tagged) align 16 %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #2 {
  %4 = load i128, ptr %2, align 16, !tbaa !5
  %5 = load i128, ptr %1, align 16, !tbaa !9
  %6 = mul nsw i128 %5, %4
  store i128 %6, ptr %1, align 16, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i32, ptr %7, align 16, !tbaa !12
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 16, !tbaa !12
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @mid_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mid) align 16 %0, i64 noundef %1, ptr nocapture noundef readonly %2, i8 noundef %3) local_unnamed_addr #2 {
  %5 = load i128, ptr %2, align 16, !tbaa !5
  store i64 %1, ptr %0, align 16, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store i128 %5, ptr %6, align 16, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 %3, ptr %7, align 16, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local <2 x i64> @mid_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load i64, ptr %0, align 16, !tbaa !15
  %4 = sext i64 %3 to i128
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i128, ptr %5, align 16, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = load i8, ptr %7, align 16, !tbaa !19
  %9 = sext i8 %8 to i128
  %10 = load i64, ptr %1, align 16, !tbaa !15
  %11 = sext i64 %10 to i128
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = load i128, ptr %12, align 16, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = load i8, ptr %14, align 16, !tbaa !19
  %16 = sext i8 %15 to i128
  %17 = add i128 %6, %4
  %18 = add i128 %17, %9
  %19 = add i128 %18, %11
  %20 = add i128 %13, %16
  %21 = sub i128 %19, %20
  %22 = bitcast i128 %21 to <2 x i64>
  ret <2 x i64> %22
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local <2 x i64> @va_sum128(i32 noundef %0, ...) local_unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  br label %10

6:                                                ; preds = %26
  %7 = bitcast i128 %28 to <2 x i64>
  br label %8

8:                                                ; preds = %6, %1
  %9 = phi <2 x i64> [ zeroinitializer, %1 ], [ %7, %6 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret <2 x i64> %9

10:                                               ; preds = %4, %26
  %11 = phi i128 [ %28, %26 ], [ 0, %4 ]
  %12 = phi i32 [ %29, %26 ], [ 0, %4 ]
  %13 = phi ptr [ %16, %26 ], [ %5, %4 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %14, ptr %2, align 8
  %15 = load i32, ptr %13, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %16, ptr %2, align 8
  switch i32 %15, label %23 [
    i32 0, label %17
    i32 1, label %20
  ]

17:                                               ; preds = %10
  %18 = load ptr, ptr %14, align 8
  %19 = load i128, ptr %18, align 16, !tbaa !5
  br label %26

20:                                               ; preds = %10
  %21 = load i64, ptr %14, align 8, !tbaa !20
  %22 = sext i64 %21 to i128
  br label %26

23:                                               ; preds = %10
  %24 = load double, ptr %14, align 8, !tbaa !21
  %25 = fptosi double %24 to i128
  br label %26

26:                                               ; preds = %20, %23, %17
  %27 = phi i128 [ %19, %17 ], [ %22, %20 ], [ %25, %23 ]
  %28 = add nsw i128 %27, %11
  %29 = add nuw nsw i32 %12, 1
  %30 = icmp eq i32 %29, %0
  br i1 %30, label %6, label %10, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local <2 x i64> @fib128(i32 noundef %0) local_unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %23

3:                                                ; preds = %1
  %4 = and i32 %0, 7
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = and i32 %0, 2147483640
  br label %25

8:                                                ; preds = %25, %3
  %9 = phi i128 [ poison, %3 ], [ %35, %25 ]
  %10 = phi i128 [ 0, %3 ], [ %35, %25 ]
  %11 = phi i128 [ 1, %3 ], [ %36, %25 ]
  %12 = icmp eq i32 %4, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %8, %13
  %14 = phi i128 [ %15, %13 ], [ %10, %8 ]
  %15 = phi i128 [ %17, %13 ], [ %11, %8 ]
  %16 = phi i32 [ %18, %13 ], [ 0, %8 ]
  %17 = add i128 %14, %15
  %18 = add i32 %16, 1
  %19 = icmp eq i32 %18, %4
  br i1 %19, label %20, label %13, !llvm.loop !25

20:                                               ; preds = %13, %8
  %21 = phi i128 [ %9, %8 ], [ %15, %13 ]
  %22 = bitcast i128 %21 to <2 x i64>
  br label %23

23:                                               ; preds = %20, %1
  %24 = phi <2 x i64> [ zeroinitializer, %1 ], [ %22, %20 ]
  ret <2 x i64> %24

25:                                               ; preds = %25, %6
  %26 = phi i128 [ 0, %6 ], [ %35, %25 ]
  %27 = phi i128 [ 1, %6 ], [ %36, %25 ]
  %28 = phi i32 [ 0, %6 ], [ %37, %25 ]
  %29 = add i128 %26, %27
  %30 = add i128 %27, %29
  %31 = add i128 %29, %30
  %32 = add i128 %30, %31
  %33 = add i128 %31, %32
  %34 = add i128 %32, %33
  %35 = add i128 %33, %34
  %36 = add i128 %34, %35
  %37 = add i32 %28, 8
  %38 = icmp eq i32 %37, %7
  br i1 %38, label %8, label %25, !llvm.loop !27
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca [12 x i8], align 4
  %26 = alloca %struct.Tagged, align 16
  %27 = alloca %struct.Tagged, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca %struct.Mid, align 16
  %33 = alloca %struct.Mid, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  %40 = alloca i128, align 16
  %41 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store i128 1267650600228229401496703217721, ptr %4, align 16, !tbaa !5
  %42 = call <2 x i64> @first(ptr noundef nonnull %4, i32 noundef -3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  store <2 x i64> %42, ptr %5, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  store i128 1267650600228229401496703205376, ptr %6, align 16, !tbaa !5
  %43 = call <2 x i64> @after5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, ptr noundef nonnull %6, i32 noundef 6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  store <2 x i64> %43, ptr %7, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.1, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #14
  store i128 1267650600228229401496703205376, ptr %8, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #14
  store i128 -422550200076076467165567735125, ptr %9, align 16, !tbaa !5
  %44 = call <2 x i64> @after6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef nonnull %8, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #14
  store <2 x i64> %44, ptr %10, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.2, ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  store i128 -7, ptr %11, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #14
  store i128 1237940039285380274899124224, ptr %12, align 16, !tbaa !5
  %45 = call <2 x i64> @after6(i64 noundef -1, i64 noundef 2, i64 noundef -3, i64 noundef 4, i64 noundef -5, i64 noundef 6, ptr noundef nonnull %11, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #14
  store <2 x i64> %45, ptr %13, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.3, ptr noundef nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  store i128 -170141183460469231731687303715884105728, ptr %14, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  store i128 170141183460469231731687303715884105727, ptr %15, align 16, !tbaa !5
  %46 = call <2 x i64> @mixed(double noundef 1.500000e+00, ptr noundef nonnull %14, float noundef 2.250000e+00, i32 noundef 3, ptr noundef nonnull %15, double noundef 1.000000e+18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  %47 = bitcast <2 x i64> %46 to i128
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #14
  %48 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %48, align 1, !tbaa !28
  br label %49

49:                                               ; preds = %49, %0
  %50 = phi i64 [ %58, %49 ], [ 47, %0 ]
  %51 = phi i128 [ %53, %49 ], [ %47, %0 ]
  %52 = freeze i128 %51
  %53 = udiv i128 %52, 10
  %54 = mul i128 %53, 10
  %55 = sub i128 %52, %54
  %56 = trunc nuw nsw i128 %55 to i8
  %57 = or disjoint i8 %56, 48
  %58 = add nsw i64 %50, -1
  %59 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %58
  store i8 %57, ptr %59, align 1, !tbaa !28
  %60 = icmp ult i128 %51, 10
  br i1 %60, label %61, label %49, !llvm.loop !29

61:                                               ; preds = %49
  %62 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %58
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #14
  %63 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #14
  store i128 -145752050614077475913031745553, ptr %17, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #14
  store i128 987654327913580247, ptr %18, align 16, !tbaa !5
  %64 = call <2 x i64> @divmod(ptr noundef nonnull %17, ptr noundef nonnull %18, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #14
  store <2 x i64> %64, ptr %19, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.6, ptr noundef nonnull %19)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #14
  %65 = load i128, ptr %16, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #14
  store i128 %65, ptr %20, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.7, ptr noundef nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #14
  store i128 3802951800684688204490109616129, ptr %21, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #14
  store i128 -7, ptr %22, align 16, !tbaa !5
  %66 = call <2 x i64> @divmod(ptr noundef nonnull %21, ptr noundef nonnull %22, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #14
  store <2 x i64> %66, ptr %23, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.8, ptr noundef nonnull %23)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #14
  call fastcc void @show(ptr noundef nonnull @.str.9, ptr noundef nonnull %16)
  %67 = getelementptr inbounds i8, ptr %2, i64 47
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #14
  store i128 68915718005535514953604421240, ptr %24, align 16, !tbaa !5
  %68 = call <2 x i64> @shifts(ptr noundef nonnull %24, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #14
  %69 = bitcast <2 x i64> %68 to i128
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #14
  store i8 0, ptr %67, align 1, !tbaa !28
  br label %70

70:                                               ; preds = %70, %61
  %71 = phi i64 [ %79, %70 ], [ 47, %61 ]
  %72 = phi i128 [ %74, %70 ], [ %69, %61 ]
  %73 = freeze i128 %72
  %74 = udiv i128 %73, 10
  %75 = mul i128 %74, 10
  %76 = sub i128 %73, %75
  %77 = trunc nuw nsw i128 %76 to i8
  %78 = or disjoint i8 %77, 48
  %79 = add nsw i64 %71, -1
  %80 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %79
  store i8 %78, ptr %80, align 1, !tbaa !28
  %81 = icmp ult i128 %72, 10
  br i1 %81, label %82, label %70, !llvm.loop !29

82:                                               ; preds = %70
  %83 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %79
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull %83)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #14
  %84 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 30)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #14
  store i128 68915718005535514953604421240, ptr %24, align 16, !tbaa !5
  %85 = call <2 x i64> @shifts(ptr noundef nonnull %24, i32 noundef 30)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #14
  %86 = bitcast <2 x i64> %85 to i128
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #14
  store i8 0, ptr %67, align 1, !tbaa !28
  br label %87

87:                                               ; preds = %87, %82
  %88 = phi i64 [ %96, %87 ], [ 47, %82 ]
  %89 = phi i128 [ %91, %87 ], [ %86, %82 ]
  %90 = freeze i128 %89
  %91 = udiv i128 %90, 10
  %92 = mul i128 %91, 10
  %93 = sub i128 %90, %92
  %94 = trunc nuw nsw i128 %93 to i8
  %95 = or disjoint i8 %94, 48
  %96 = add nsw i64 %88, -1
  %97 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %96
  store i8 %95, ptr %97, align 1, !tbaa !28
  %98 = icmp ult i128 %89, 10
  br i1 %98, label %99, label %87, !llvm.loop !29

99:                                               ; preds = %87
  %100 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %96
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull %100)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #14
  %101 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 59)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #14
  store i128 68915718005535514953604421240, ptr %24, align 16, !tbaa !5
  %102 = call <2 x i64> @shifts(ptr noundef nonnull %24, i32 noundef 59)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #14
  %103 = bitcast <2 x i64> %102 to i128
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #14
  store i8 0, ptr %67, align 1, !tbaa !28
  br label %104

104:                                              ; preds = %104, %99
  %105 = phi i64 [ %113, %104 ], [ 47, %99 ]
  %106 = phi i128 [ %108, %104 ], [ %103, %99 ]
  %107 = freeze i128 %106
  %108 = udiv i128 %107, 10
  %109 = mul i128 %108, 10
  %110 = sub i128 %107, %109
  %111 = trunc nuw nsw i128 %110 to i8
  %112 = or disjoint i8 %111, 48
  %113 = add nsw i64 %105, -1
  %114 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %113
  store i8 %112, ptr %114, align 1, !tbaa !28
  %115 = icmp ult i128 %106, 10
  br i1 %115, label %116, label %104, !llvm.loop !29

116:                                              ; preds = %104
  %117 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %113
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull %117)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #14
  %118 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  %119 = getelementptr inbounds i8, ptr %27, i64 16
  %120 = getelementptr inbounds i8, ptr %27, i64 20
  %121 = getelementptr inbounds i8, ptr %26, i64 16
  %122 = getelementptr inbounds i8, ptr %26, i64 20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #14
  store i128 3, ptr %27, align 16, !tbaa !5
  store i32 0, ptr %119, align 16, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %120, ptr noundef nonnull align 4 dereferenceable(12) getelementptr inbounds (i8, ptr @__const.main.t, i64 20), i64 12, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #14
  store i128 -1000000007000, ptr %28, align 16, !tbaa !5
  call void @tagged_mul(ptr dead_on_unwind nonnull writable sret(%struct.Tagged) align 16 %26, ptr noundef nonnull %27, ptr noundef nonnull %28)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #14
  %123 = load i128, ptr %26, align 16, !tbaa !5
  %124 = load i32, ptr %121, align 16, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %25, ptr noundef nonnull align 4 dereferenceable(12) %122, i64 12, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #14
  store i128 %123, ptr %27, align 16, !tbaa !5
  store i32 %124, ptr %119, align 16, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %120, ptr noundef nonnull align 4 dereferenceable(12) %25, i64 12, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #14
  store i128 -1000000007000, ptr %28, align 16, !tbaa !5
  call void @tagged_mul(ptr dead_on_unwind nonnull writable sret(%struct.Tagged) align 16 %26, ptr noundef nonnull %27, ptr noundef nonnull %28)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #14
  %125 = load i128, ptr %26, align 16, !tbaa !5
  %126 = load i32, ptr %121, align 16, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %25, ptr noundef nonnull align 4 dereferenceable(12) %122, i64 12, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #14
  store i128 %125, ptr %27, align 16, !tbaa !5
  store i32 %126, ptr %119, align 16, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %120, ptr noundef nonnull align 4 dereferenceable(12) %25, i64 12, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #14
  store i128 -1000000007000, ptr %28, align 16, !tbaa !5
  call void @tagged_mul(ptr dead_on_unwind nonnull writable sret(%struct.Tagged) align 16 %26, ptr noundef nonnull %27, ptr noundef nonnull %28)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #14
  %127 = load i128, ptr %26, align 16, !tbaa !5
  %128 = load i32, ptr %121, align 16, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #14
  store i128 %127, ptr %29, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.11, ptr noundef nonnull %29)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef %128)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #14
  store i128 1267650600228229401496703205377, ptr %30, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %32) #14
  call void @mid_make(ptr dead_on_unwind nonnull writable sret(%struct.Mid) align 16 %32, i64 noundef -5, ptr noundef nonnull %30, i8 noundef 120)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #14
  store i128 -1267650600228229401496703205376, ptr %31, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %33) #14
  call void @mid_make(ptr dead_on_unwind nonnull writable sret(%struct.Mid) align 16 %33, i64 noundef 4611686018427387904, ptr noundef nonnull %31, i8 noundef 121)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #14
  %129 = call <2 x i64> @mid_sum(ptr noundef nonnull %32, ptr noundef nonnull %33)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %32) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %33) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #14
  store <2 x i64> %129, ptr %34, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.13, ptr noundef nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #14
  store i128 1267650600228229401496703205376, ptr %35, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %36) #14
  store i128 -158456325028528675187087900672, ptr %36, align 16, !tbaa !5
  %130 = call <2 x i64> (i32, ...) @va_sum128(i32 noundef 5, i64 noundef 0, ptr noundef nonnull %35, i32 noundef 1, i64 noundef -123456789012345, i32 noundef 2, double noundef 1.000000e+20, i64 noundef 0, ptr noundef nonnull %36, i32 noundef 1, i64 noundef 7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #14
  store <2 x i64> %130, ptr %37, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.14, ptr noundef nonnull %37)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #14
  store i128 4, ptr %38, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #14
  store i128 5, ptr %39, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %40) #14
  store i128 -8462480737302404222943232, ptr %40, align 16, !tbaa !5
  %131 = call <2 x i64> (i32, ...) @va_sum128(i32 noundef 8, i32 noundef 1, i64 noundef 1, i32 noundef 1, i64 noundef 2, i32 noundef 1, i64 noundef 3, i64 noundef 0, ptr noundef nonnull %38, i64 noundef 0, ptr noundef nonnull %39, i32 noundef 2, double noundef 6.900000e+00, i64 noundef 0, ptr noundef nonnull %40, i32 noundef 1, i64 noundef 8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %40) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #14
  store <2 x i64> %131, ptr %41, align 16, !tbaa !5
  call fastcc void @show(ptr noundef nonnull @.str.15, ptr noundef nonnull %41)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16)
  %132 = call <2 x i64> @fib128(i32 noundef 150)
  %133 = bitcast <2 x i64> %132 to i128
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #14
  %134 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %134, align 1, !tbaa !28
  br label %135

135:                                              ; preds = %135, %116
  %136 = phi i64 [ %144, %135 ], [ 47, %116 ]
  %137 = phi i128 [ %139, %135 ], [ %133, %116 ]
  %138 = freeze i128 %137
  %139 = udiv i128 %138, 10
  %140 = mul i128 %139, 10
  %141 = sub i128 %138, %140
  %142 = trunc nuw nsw i128 %141 to i8
  %143 = or disjoint i8 %142, 48
  %144 = add nsw i64 %136, -1
  %145 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %144
  store i8 %143, ptr %145, align 1, !tbaa !28
  %146 = icmp ult i128 %137, 10
  br i1 %146, label %147, label %135, !llvm.loop !29

147:                                              ; preds = %135
  %148 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %144
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull %148)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  %149 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc void @show(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #9 {
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = load i128, ptr %1, align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef %0)
  %6 = icmp slt i128 %5, 0
  br i1 %6, label %7, label %25

7:                                                ; preds = %2
  %8 = tail call i32 @putchar(i32 45)
  %9 = sub i128 0, %5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #14
  %10 = getelementptr inbounds i8, ptr %4, i64 47
  store i8 0, ptr %10, align 1, !tbaa !28
  br label %11

11:                                               ; preds = %11, %7
  %12 = phi i64 [ %20, %11 ], [ 47, %7 ]
  %13 = phi i128 [ %15, %11 ], [ %9, %7 ]
  %14 = freeze i128 %13
  %15 = udiv i128 %14, 10
  %16 = mul i128 %15, 10
  %17 = sub i128 %14, %16
  %18 = trunc nuw nsw i128 %17 to i8
  %19 = or disjoint i8 %18, 48
  %20 = add nsw i64 %12, -1
  %21 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %20
  store i8 %19, ptr %21, align 1, !tbaa !28
  %22 = icmp ult i128 %13, 10
  br i1 %22, label %23, label %11, !llvm.loop !29

23:                                               ; preds = %11
  %24 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %20
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull %24)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #14
  br label %41

25:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #14
  %26 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %26, align 1, !tbaa !28
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ %36, %27 ], [ 47, %25 ]
  %29 = phi i128 [ %31, %27 ], [ %5, %25 ]
  %30 = freeze i128 %29
  %31 = udiv i128 %30, 10
  %32 = mul i128 %31, 10
  %33 = sub i128 %30, %32
  %34 = trunc nuw nsw i128 %33 to i8
  %35 = or disjoint i8 %34, 48
  %36 = add nsw i64 %28, -1
  %37 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %36
  store i8 %35, ptr %37, align 1, !tbaa !28
  %38 = icmp ult i128 %29, 10
  br i1 %38, label %39, label %27, !llvm.loop !29

39:                                               ; preds = %27
  %40 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %36
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, ptr noundef nonnull %40)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #14
  br label %41

41:                                               ; preds = %23, %39
  %42 = call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #10 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14
  %4 = load ptr, ptr %2, align 8, !tbaa !31
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"__int128", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"", !6, i64 0, !11, i64 16}
!11 = !{!"int", !7, i64 0}
!12 = !{!10, !11, i64 16}
!13 = !{i64 0, i64 16, !5, i64 16, i64 4, !14}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !6, i64 16, !7, i64 32}
!17 = !{!"long long", !7, i64 0}
!18 = !{!16, !6, i64 16}
!19 = !{!16, !7, i64 32}
!20 = !{!17, !17, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !7, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !24}
!28 = !{!7, !7, i64 0}
!29 = distinct !{!29, !24}
!30 = !{}
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !7, i64 0}

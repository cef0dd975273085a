; ModuleID = 'odd_sizes.c'
source_filename = "odd_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.IC5 = type { i32, [5 x i8] }
%struct.S1 = type { [1 x i8] }
%struct.S2 = type { [2 x i8] }
%struct.S3 = type { [3 x i8] }
%struct.S4 = type { [4 x i8] }
%struct.S5 = type { [5 x i8] }
%struct.S6 = type { [6 x i8] }
%struct.S7 = type { [7 x i8] }
%struct.S8 = type { [8 x i8] }
%struct.S9 = type { [9 x i8] }
%struct.S10 = type { [10 x i8] }
%struct.S12 = type { [12 x i8] }
%struct.S16 = type { [16 x i8] }
%struct.S17 = type { [17 x i8] }
%struct.anon.10 = type { [3 x i8], %struct.S11, [9 x i8] }
%struct.S11 = type { [11 x i8] }
%struct.anon.12 = type { [3 x i8], %struct.S13, [9 x i8] }
%struct.S13 = type { [13 x i8] }
%struct.anon.13 = type { [3 x i8], %struct.S14, [9 x i8] }
%struct.S14 = type { [14 x i8] }
%struct.anon.14 = type { [3 x i8], %struct.S15, [9 x i8] }
%struct.S15 = type { [15 x i8] }

@.str = private unnamed_addr constant [45 x i8] c"S%-2d sum=%10u first=%3u last=%3u guards=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"arrays h=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"cf %c %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"fcc %.3f %c %c\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sd %d %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"ds3 %.3f %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"bef %d %d %.2f\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"nested %.2f %.2f %.2f\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"sh5 %d %d %d %d %d\0A\00", align 1
@__const.main.ic = private unnamed_addr constant %struct.IC5 { i32 77, [5 x i8] c"abcd\00" }, align 4
@.str.9 = private unnamed_addr constant [15 x i8] c"ic5 %d [%.5s]\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill1(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp1(ptr nocapture noundef writeonly %0, i8 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i32 %2 to i8
  %5 = add i8 %4, %1
  store i8 %5, ptr %0, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum1(i8 %0, i32 noundef %1, i8 %2) local_unnamed_addr #2 {
  %4 = zext i8 %0 to i32
  %5 = mul nuw nsw i32 %4, 3
  %6 = zext i8 %2 to i32
  %7 = add nuw nsw i32 %5, %6
  %8 = mul i32 %1, 31
  %9 = add i32 %7, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i8 @make1(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S1, align 1
  call void @fill1(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i8, ptr %2, align 1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i8 @bump1(i8 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i32 %1 to i8
  %4 = add i8 %3, %0
  ret i8 %4
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill2(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = add i8 %4, 7
  %6 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %5, ptr %6, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp2(ptr nocapture noundef writeonly %0, i16 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i16 %1 to i8
  %5 = lshr i16 %1, 8
  %6 = trunc nuw i16 %5 to i8
  %7 = trunc i32 %2 to i8
  %8 = add i8 %4, %7
  store i8 %8, ptr %0, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %10, %6
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum2(i16 %0, i32 noundef %1, i16 %2) local_unnamed_addr #2 {
  %4 = lshr i16 %0, 8
  %5 = lshr i16 %2, 8
  %6 = zext nneg i16 %5 to i32
  %7 = mul i32 %1, 31
  %8 = and i16 %0, 255
  %9 = mul nuw nsw i16 %8, 3
  %10 = zext nneg i16 %9 to i32
  %11 = add i32 %7, %10
  %12 = and i16 %2, 255
  %13 = zext nneg i16 %12 to i32
  %14 = add i32 %11, %13
  %15 = mul i32 %14, 31
  %16 = mul nuw nsw i16 %4, 3
  %17 = zext nneg i16 %16 to i32
  %18 = add i32 %15, %17
  %19 = add i32 %18, %6
  ret i32 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i16 @make2(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S2, align 2
  call void @fill2(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i16, ptr %2, align 2
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i16 @bump2(i16 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i32 %1 to i16
  %4 = add i16 %3, %0
  %5 = trunc i32 %1 to i16
  %6 = shl i16 %5, 8
  %7 = add i16 %6, 256
  %8 = add i16 %7, %0
  %9 = and i16 %8, -256
  %10 = and i16 %4, 255
  %11 = or disjoint i16 %9, %10
  ret i16 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill3(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = add i8 %4, 7
  %6 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %5, ptr %6, align 1, !tbaa !5
  %7 = trunc i32 %1 to i8
  %8 = add i8 %7, 14
  %9 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %8, ptr %9, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp3(ptr nocapture noundef writeonly %0, i24 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i24 %1 to i8
  %5 = lshr i24 %1, 8
  %6 = trunc i24 %5 to i8
  %7 = lshr i24 %1, 16
  %8 = trunc nuw i24 %7 to i8
  %9 = trunc i32 %2 to i8
  %10 = add i8 %4, %9
  store i8 %10, ptr %0, align 1, !tbaa !5
  %11 = trunc i32 %2 to i8
  %12 = add i8 %11, 1
  %13 = add i8 %12, %6
  %14 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %13, ptr %14, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %16, %8
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum3(i24 %0, i32 noundef %1, i24 %2) local_unnamed_addr #2 {
  %4 = lshr i24 %0, 8
  %5 = lshr i24 %0, 16
  %6 = lshr i24 %2, 8
  %7 = lshr i24 %2, 16
  %8 = zext nneg i24 %7 to i32
  %9 = mul i32 %1, 31
  %10 = and i24 %0, 255
  %11 = mul nuw nsw i24 %10, 3
  %12 = zext nneg i24 %11 to i32
  %13 = add i32 %9, %12
  %14 = and i24 %2, 255
  %15 = zext nneg i24 %14 to i32
  %16 = add i32 %13, %15
  %17 = mul i32 %16, 31
  %18 = and i24 %4, 255
  %19 = mul nuw nsw i24 %18, 3
  %20 = zext nneg i24 %19 to i32
  %21 = add i32 %17, %20
  %22 = and i24 %6, 255
  %23 = zext nneg i24 %22 to i32
  %24 = add i32 %21, %23
  %25 = mul i32 %24, 31
  %26 = mul nuw nsw i24 %5, 3
  %27 = zext nneg i24 %26 to i32
  %28 = add i32 %25, %27
  %29 = add i32 %28, %8
  ret i32 %29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i24 @make3(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S3, align 4
  call void @fill3(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i24, ptr %2, align 4
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i24 @bump3(i24 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i24 %0 to i8
  %4 = lshr i24 %0, 8
  %5 = trunc i24 %4 to i8
  %6 = lshr i24 %0, 16
  %7 = trunc nuw i24 %6 to i8
  %8 = trunc i32 %1 to i8
  %9 = add i8 %3, %8
  %10 = trunc i32 %1 to i8
  %11 = add i8 %10, 1
  %12 = add i8 %11, %5
  %13 = trunc i32 %1 to i8
  %14 = add i8 %13, 2
  %15 = add i8 %14, %7
  %16 = zext i8 %15 to i24
  %17 = shl nuw i24 %16, 16
  %18 = zext i8 %12 to i24
  %19 = shl nuw nsw i24 %18, 8
  %20 = or disjoint i24 %17, %19
  %21 = zext i8 %9 to i24
  %22 = or disjoint i24 %20, %21
  ret i24 %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill4(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = add i8 %4, 7
  %6 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %5, ptr %6, align 1, !tbaa !5
  %7 = trunc i32 %1 to i8
  %8 = add i8 %7, 14
  %9 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %8, ptr %9, align 1, !tbaa !5
  %10 = trunc i32 %1 to i8
  %11 = add i8 %10, 21
  %12 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %11, ptr %12, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp4(ptr nocapture noundef writeonly %0, i32 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i32 %1 to i8
  %5 = lshr i32 %1, 8
  %6 = trunc i32 %5 to i8
  %7 = lshr i32 %1, 16
  %8 = trunc i32 %7 to i8
  %9 = lshr i32 %1, 24
  %10 = trunc nuw i32 %9 to i8
  %11 = trunc i32 %2 to i8
  %12 = add i8 %4, %11
  store i8 %12, ptr %0, align 1, !tbaa !5
  %13 = trunc i32 %2 to i8
  %14 = add i8 %13, 1
  %15 = add i8 %14, %6
  %16 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %15, ptr %16, align 1, !tbaa !5
  %17 = trunc i32 %2 to i8
  %18 = add i8 %17, 2
  %19 = add i8 %18, %8
  %20 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %19, ptr %20, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %22, %10
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum4(i32 %0, i32 noundef %1, i32 %2) local_unnamed_addr #2 {
  %4 = lshr i32 %0, 8
  %5 = lshr i32 %0, 16
  %6 = lshr i32 %0, 24
  %7 = lshr i32 %2, 8
  %8 = lshr i32 %2, 16
  %9 = lshr i32 %2, 24
  %10 = mul i32 %1, 31
  %11 = and i32 %0, 255
  %12 = mul nuw nsw i32 %11, 3
  %13 = add i32 %12, %10
  %14 = and i32 %2, 255
  %15 = add i32 %13, %14
  %16 = mul i32 %15, 31
  %17 = and i32 %4, 255
  %18 = mul nuw nsw i32 %17, 3
  %19 = add i32 %18, %16
  %20 = and i32 %7, 255
  %21 = add i32 %19, %20
  %22 = mul i32 %21, 31
  %23 = and i32 %5, 255
  %24 = mul nuw nsw i32 %23, 3
  %25 = add i32 %24, %22
  %26 = and i32 %8, 255
  %27 = add i32 %25, %26
  %28 = mul i32 %27, 31
  %29 = mul nuw nsw i32 %6, 3
  %30 = add i32 %29, %28
  %31 = add i32 %30, %9
  ret i32 %31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @make4(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S4, align 4
  call void @fill4(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i32, ptr %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @bump4(i32 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = add i32 %0, %1
  %4 = shl i32 %1, 24
  %5 = add i32 %4, 50331648
  %6 = add i32 %5, %0
  %7 = and i32 %6, -16777216
  %8 = shl i32 %1, 16
  %9 = add i32 %8, 131072
  %10 = add i32 %9, %0
  %11 = and i32 %10, 16711680
  %12 = or disjoint i32 %7, %11
  %13 = shl i32 %1, 8
  %14 = add i32 %13, 256
  %15 = add i32 %14, %0
  %16 = and i32 %15, 65280
  %17 = or disjoint i32 %12, %16
  %18 = and i32 %3, 255
  %19 = or disjoint i32 %17, %18
  ret i32 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill5(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <4 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <4 x i8> %5, <4 x i8> poison, <4 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <4 x i8> %6, <i8 7, i8 14, i8 21, i8 28>
  store <4 x i8> %8, ptr %7, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp5(ptr nocapture noundef writeonly %0, i40 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i40 %1 to i8
  %5 = lshr i40 %1, 8
  %6 = trunc i40 %5 to i8
  %7 = lshr i40 %1, 16
  %8 = trunc i40 %7 to i8
  %9 = lshr i40 %1, 24
  %10 = trunc i40 %9 to i8
  %11 = lshr i40 %1, 32
  %12 = trunc nuw i40 %11 to i8
  %13 = trunc i32 %2 to i8
  %14 = add i8 %4, %13
  store i8 %14, ptr %0, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 1
  %17 = add i8 %16, %6
  %18 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = trunc i32 %2 to i8
  %20 = add i8 %19, 2
  %21 = add i8 %20, %8
  %22 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %21, ptr %22, align 1, !tbaa !5
  %23 = trunc i32 %2 to i8
  %24 = add i8 %23, 3
  %25 = add i8 %24, %10
  %26 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %25, ptr %26, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %28, %12
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum5(i40 %0, i32 noundef %1, i40 %2) local_unnamed_addr #2 {
  %4 = trunc i40 %0 to i32
  %5 = trunc i40 %0 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i40 %0 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i40 %0 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i40 %0, 32
  %12 = trunc nuw nsw i40 %11 to i32
  %13 = trunc i40 %2 to i32
  %14 = trunc i40 %2 to i32
  %15 = lshr i32 %14, 8
  %16 = trunc i40 %2 to i32
  %17 = lshr i32 %16, 16
  %18 = trunc i40 %2 to i32
  %19 = lshr i32 %18, 24
  %20 = lshr i40 %2, 32
  %21 = trunc nuw nsw i40 %20 to i32
  %22 = mul i32 %1, 31
  %23 = and i32 %4, 255
  %24 = mul nuw nsw i32 %23, 3
  %25 = add i32 %24, %22
  %26 = and i32 %13, 255
  %27 = add i32 %25, %26
  %28 = mul i32 %27, 31
  %29 = and i32 %6, 255
  %30 = mul nuw nsw i32 %29, 3
  %31 = add i32 %30, %28
  %32 = and i32 %15, 255
  %33 = add i32 %31, %32
  %34 = mul i32 %33, 31
  %35 = and i32 %8, 255
  %36 = mul nuw nsw i32 %35, 3
  %37 = add i32 %36, %34
  %38 = and i32 %17, 255
  %39 = add i32 %37, %38
  %40 = mul i32 %39, 31
  %41 = mul nuw nsw i32 %10, 3
  %42 = add i32 %41, %40
  %43 = add i32 %42, %19
  %44 = mul i32 %43, 31
  %45 = mul nuw nsw i32 %12, 3
  %46 = add i32 %45, %44
  %47 = add i32 %46, %21
  ret i32 %47
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i40 @make5(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S5, align 8
  call void @fill5(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i40, ptr %2, align 8
  ret i40 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i40 @bump5(i40 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i40 %0 to i8
  %4 = lshr i40 %0, 8
  %5 = trunc i40 %4 to i8
  %6 = lshr i40 %0, 16
  %7 = trunc i40 %6 to i8
  %8 = lshr i40 %0, 24
  %9 = trunc i40 %8 to i8
  %10 = lshr i40 %0, 32
  %11 = trunc nuw i40 %10 to i8
  %12 = trunc i32 %1 to i8
  %13 = add i8 %3, %12
  %14 = trunc i32 %1 to i8
  %15 = add i8 %14, 1
  %16 = add i8 %15, %5
  %17 = trunc i32 %1 to i8
  %18 = add i8 %17, 2
  %19 = add i8 %18, %7
  %20 = trunc i32 %1 to i8
  %21 = add i8 %20, 3
  %22 = add i8 %21, %9
  %23 = trunc i32 %1 to i8
  %24 = add i8 %23, 4
  %25 = add i8 %24, %11
  %26 = zext i8 %25 to i40
  %27 = shl nuw i40 %26, 32
  %28 = zext i8 %22 to i40
  %29 = shl nuw nsw i40 %28, 24
  %30 = or disjoint i40 %27, %29
  %31 = zext i8 %19 to i40
  %32 = shl nuw nsw i40 %31, 16
  %33 = or disjoint i40 %30, %32
  %34 = zext i8 %16 to i40
  %35 = shl nuw nsw i40 %34, 8
  %36 = or disjoint i40 %33, %35
  %37 = zext i8 %13 to i40
  %38 = or disjoint i40 %36, %37
  ret i40 %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill6(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <4 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <4 x i8> %5, <4 x i8> poison, <4 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <4 x i8> %6, <i8 7, i8 14, i8 21, i8 28>
  store <4 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = add i8 %9, 35
  %11 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %10, ptr %11, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp6(ptr nocapture noundef writeonly %0, i48 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i48 %1 to i8
  %5 = lshr i48 %1, 8
  %6 = trunc i48 %5 to i8
  %7 = lshr i48 %1, 16
  %8 = trunc i48 %7 to i8
  %9 = lshr i48 %1, 24
  %10 = trunc i48 %9 to i8
  %11 = lshr i48 %1, 32
  %12 = trunc i48 %11 to i8
  %13 = lshr i48 %1, 40
  %14 = trunc nuw i48 %13 to i8
  %15 = trunc i32 %2 to i8
  %16 = add i8 %4, %15
  store i8 %16, ptr %0, align 1, !tbaa !5
  %17 = trunc i32 %2 to i8
  %18 = add i8 %17, 1
  %19 = add i8 %18, %6
  %20 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %19, ptr %20, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 2
  %23 = add i8 %22, %8
  %24 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = trunc i32 %2 to i8
  %26 = add i8 %25, 3
  %27 = add i8 %26, %10
  %28 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %27, ptr %28, align 1, !tbaa !5
  %29 = trunc i32 %2 to i8
  %30 = add i8 %29, 4
  %31 = add i8 %30, %12
  %32 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %31, ptr %32, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %34, %14
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum6(i48 %0, i32 noundef %1, i48 %2) local_unnamed_addr #2 {
  %4 = trunc i48 %0 to i32
  %5 = trunc i48 %0 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i48 %0 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i48 %0 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i48 %0, 32
  %12 = trunc nuw nsw i48 %11 to i32
  %13 = lshr i48 %0, 40
  %14 = trunc nuw nsw i48 %13 to i32
  %15 = trunc i48 %2 to i32
  %16 = trunc i48 %2 to i32
  %17 = lshr i32 %16, 8
  %18 = trunc i48 %2 to i32
  %19 = lshr i32 %18, 16
  %20 = trunc i48 %2 to i32
  %21 = lshr i32 %20, 24
  %22 = lshr i48 %2, 32
  %23 = trunc nuw nsw i48 %22 to i32
  %24 = lshr i48 %2, 40
  %25 = trunc nuw nsw i48 %24 to i32
  %26 = mul i32 %1, 31
  %27 = and i32 %4, 255
  %28 = mul nuw nsw i32 %27, 3
  %29 = add i32 %28, %26
  %30 = and i32 %15, 255
  %31 = add i32 %29, %30
  %32 = mul i32 %31, 31
  %33 = and i32 %6, 255
  %34 = mul nuw nsw i32 %33, 3
  %35 = add i32 %34, %32
  %36 = and i32 %17, 255
  %37 = add i32 %35, %36
  %38 = mul i32 %37, 31
  %39 = and i32 %8, 255
  %40 = mul nuw nsw i32 %39, 3
  %41 = add i32 %40, %38
  %42 = and i32 %19, 255
  %43 = add i32 %41, %42
  %44 = mul i32 %43, 31
  %45 = mul nuw nsw i32 %10, 3
  %46 = add i32 %45, %44
  %47 = add i32 %46, %21
  %48 = mul i32 %47, 31
  %49 = and i32 %12, 255
  %50 = mul nuw nsw i32 %49, 3
  %51 = add i32 %50, %48
  %52 = and i32 %23, 255
  %53 = add i32 %51, %52
  %54 = mul i32 %53, 31
  %55 = mul nuw nsw i32 %14, 3
  %56 = add i32 %55, %54
  %57 = add i32 %56, %25
  ret i32 %57
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i48 @make6(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S6, align 8
  call void @fill6(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i48, ptr %2, align 8
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i48 @bump6(i48 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i48 %0 to i8
  %4 = lshr i48 %0, 8
  %5 = trunc i48 %4 to i8
  %6 = lshr i48 %0, 16
  %7 = trunc i48 %6 to i8
  %8 = lshr i48 %0, 24
  %9 = trunc i48 %8 to i8
  %10 = lshr i48 %0, 32
  %11 = trunc i48 %10 to i8
  %12 = lshr i48 %0, 40
  %13 = trunc nuw i48 %12 to i8
  %14 = trunc i32 %1 to i8
  %15 = add i8 %3, %14
  %16 = trunc i32 %1 to i8
  %17 = add i8 %16, 1
  %18 = add i8 %17, %5
  %19 = trunc i32 %1 to i8
  %20 = add i8 %19, 2
  %21 = add i8 %20, %7
  %22 = trunc i32 %1 to i8
  %23 = add i8 %22, 3
  %24 = add i8 %23, %9
  %25 = trunc i32 %1 to i8
  %26 = add i8 %25, 4
  %27 = add i8 %26, %11
  %28 = trunc i32 %1 to i8
  %29 = add i8 %28, 5
  %30 = add i8 %29, %13
  %31 = zext i8 %30 to i48
  %32 = shl nuw i48 %31, 40
  %33 = zext i8 %27 to i48
  %34 = shl nuw nsw i48 %33, 32
  %35 = or disjoint i48 %32, %34
  %36 = zext i8 %24 to i48
  %37 = shl nuw nsw i48 %36, 24
  %38 = or disjoint i48 %35, %37
  %39 = zext i8 %21 to i48
  %40 = shl nuw nsw i48 %39, 16
  %41 = or disjoint i48 %38, %40
  %42 = zext i8 %18 to i48
  %43 = shl nuw nsw i48 %42, 8
  %44 = or disjoint i48 %41, %43
  %45 = zext i8 %15 to i48
  %46 = or disjoint i48 %44, %45
  ret i48 %46
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill7(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <4 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <4 x i8> %5, <4 x i8> poison, <4 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <4 x i8> %6, <i8 7, i8 14, i8 21, i8 28>
  store <4 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = add i8 %9, 35
  %11 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %10, ptr %11, align 1, !tbaa !5
  %12 = trunc i32 %1 to i8
  %13 = add i8 %12, 42
  %14 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %13, ptr %14, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp7(ptr nocapture noundef writeonly %0, i56 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i56 %1 to i8
  %5 = lshr i56 %1, 8
  %6 = trunc i56 %5 to i8
  %7 = lshr i56 %1, 16
  %8 = trunc i56 %7 to i8
  %9 = lshr i56 %1, 24
  %10 = trunc i56 %9 to i8
  %11 = lshr i56 %1, 32
  %12 = trunc i56 %11 to i8
  %13 = lshr i56 %1, 40
  %14 = trunc i56 %13 to i8
  %15 = lshr i56 %1, 48
  %16 = trunc nuw i56 %15 to i8
  %17 = trunc i32 %2 to i8
  %18 = add i8 %4, %17
  store i8 %18, ptr %0, align 1, !tbaa !5
  %19 = trunc i32 %2 to i8
  %20 = add i8 %19, 1
  %21 = add i8 %20, %6
  %22 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %21, ptr %22, align 1, !tbaa !5
  %23 = trunc i32 %2 to i8
  %24 = add i8 %23, 2
  %25 = add i8 %24, %8
  %26 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %25, ptr %26, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 3
  %29 = add i8 %28, %10
  %30 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = trunc i32 %2 to i8
  %32 = add i8 %31, 4
  %33 = add i8 %32, %12
  %34 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %33, ptr %34, align 1, !tbaa !5
  %35 = trunc i32 %2 to i8
  %36 = add i8 %35, 5
  %37 = add i8 %36, %14
  %38 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %37, ptr %38, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %40, %16
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum7(i56 %0, i32 noundef %1, i56 %2) local_unnamed_addr #2 {
  %4 = trunc i56 %0 to i32
  %5 = trunc i56 %0 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i56 %0 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i56 %0 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i56 %0, 32
  %12 = trunc nuw nsw i56 %11 to i32
  %13 = lshr i56 %0, 40
  %14 = trunc nuw nsw i56 %13 to i32
  %15 = lshr i56 %0, 48
  %16 = trunc nuw nsw i56 %15 to i32
  %17 = trunc i56 %2 to i32
  %18 = trunc i56 %2 to i32
  %19 = lshr i32 %18, 8
  %20 = trunc i56 %2 to i32
  %21 = lshr i32 %20, 16
  %22 = trunc i56 %2 to i32
  %23 = lshr i32 %22, 24
  %24 = lshr i56 %2, 32
  %25 = trunc nuw nsw i56 %24 to i32
  %26 = lshr i56 %2, 40
  %27 = trunc nuw nsw i56 %26 to i32
  %28 = lshr i56 %2, 48
  %29 = trunc nuw nsw i56 %28 to i32
  %30 = mul i32 %1, 31
  %31 = and i32 %4, 255
  %32 = mul nuw nsw i32 %31, 3
  %33 = add i32 %32, %30
  %34 = and i32 %17, 255
  %35 = add i32 %33, %34
  %36 = mul i32 %35, 31
  %37 = and i32 %6, 255
  %38 = mul nuw nsw i32 %37, 3
  %39 = add i32 %38, %36
  %40 = and i32 %19, 255
  %41 = add i32 %39, %40
  %42 = mul i32 %41, 31
  %43 = and i32 %8, 255
  %44 = mul nuw nsw i32 %43, 3
  %45 = add i32 %44, %42
  %46 = and i32 %21, 255
  %47 = add i32 %45, %46
  %48 = mul i32 %47, 31
  %49 = mul nuw nsw i32 %10, 3
  %50 = add i32 %49, %48
  %51 = add i32 %50, %23
  %52 = mul i32 %51, 31
  %53 = and i32 %12, 255
  %54 = mul nuw nsw i32 %53, 3
  %55 = add i32 %54, %52
  %56 = and i32 %25, 255
  %57 = add i32 %55, %56
  %58 = mul i32 %57, 31
  %59 = and i32 %14, 255
  %60 = mul nuw nsw i32 %59, 3
  %61 = add i32 %60, %58
  %62 = and i32 %27, 255
  %63 = add i32 %61, %62
  %64 = mul i32 %63, 31
  %65 = mul nuw nsw i32 %16, 3
  %66 = add i32 %65, %64
  %67 = add i32 %66, %29
  ret i32 %67
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i56 @make7(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S7, align 8
  call void @fill7(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i56, ptr %2, align 8
  ret i56 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i56 @bump7(i56 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i56 %0 to i8
  %4 = lshr i56 %0, 8
  %5 = trunc i56 %4 to i8
  %6 = lshr i56 %0, 16
  %7 = trunc i56 %6 to i8
  %8 = lshr i56 %0, 24
  %9 = trunc i56 %8 to i8
  %10 = lshr i56 %0, 32
  %11 = trunc i56 %10 to i8
  %12 = lshr i56 %0, 40
  %13 = trunc i56 %12 to i8
  %14 = lshr i56 %0, 48
  %15 = trunc nuw i56 %14 to i8
  %16 = trunc i32 %1 to i8
  %17 = add i8 %3, %16
  %18 = trunc i32 %1 to i8
  %19 = add i8 %18, 1
  %20 = add i8 %19, %5
  %21 = trunc i32 %1 to i8
  %22 = add i8 %21, 2
  %23 = add i8 %22, %7
  %24 = trunc i32 %1 to i8
  %25 = add i8 %24, 3
  %26 = add i8 %25, %9
  %27 = trunc i32 %1 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %28, %11
  %30 = trunc i32 %1 to i8
  %31 = add i8 %30, 5
  %32 = add i8 %31, %13
  %33 = trunc i32 %1 to i8
  %34 = add i8 %33, 6
  %35 = add i8 %34, %15
  %36 = zext i8 %35 to i56
  %37 = shl nuw i56 %36, 48
  %38 = zext i8 %32 to i56
  %39 = shl nuw nsw i56 %38, 40
  %40 = or disjoint i56 %37, %39
  %41 = zext i8 %29 to i56
  %42 = shl nuw nsw i56 %41, 32
  %43 = or disjoint i56 %40, %42
  %44 = zext i8 %26 to i56
  %45 = shl nuw nsw i56 %44, 24
  %46 = or disjoint i56 %43, %45
  %47 = zext i8 %23 to i56
  %48 = shl nuw nsw i56 %47, 16
  %49 = or disjoint i56 %46, %48
  %50 = zext i8 %20 to i56
  %51 = shl nuw nsw i56 %50, 8
  %52 = zext i8 %17 to i56
  %53 = or disjoint i56 %49, %51
  %54 = or i56 %53, %52
  ret i56 %54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill8(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <4 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <4 x i8> %5, <4 x i8> poison, <4 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <4 x i8> %6, <i8 7, i8 14, i8 21, i8 28>
  store <4 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = add i8 %9, 35
  %11 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %10, ptr %11, align 1, !tbaa !5
  %12 = trunc i32 %1 to i8
  %13 = add i8 %12, 42
  %14 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %13, ptr %14, align 1, !tbaa !5
  %15 = trunc i32 %1 to i8
  %16 = add i8 %15, 49
  %17 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %16, ptr %17, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp8(ptr nocapture noundef writeonly %0, i64 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i64 %1 to i8
  %5 = lshr i64 %1, 8
  %6 = trunc i64 %5 to i8
  %7 = lshr i64 %1, 16
  %8 = trunc i64 %7 to i8
  %9 = lshr i64 %1, 24
  %10 = trunc i64 %9 to i8
  %11 = lshr i64 %1, 32
  %12 = trunc i64 %11 to i8
  %13 = lshr i64 %1, 40
  %14 = trunc i64 %13 to i8
  %15 = lshr i64 %1, 48
  %16 = trunc i64 %15 to i8
  %17 = lshr i64 %1, 56
  %18 = trunc nuw i64 %17 to i8
  %19 = trunc i32 %2 to i8
  %20 = add i8 %4, %19
  store i8 %20, ptr %0, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 1
  %23 = add i8 %22, %6
  %24 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = trunc i32 %2 to i8
  %26 = add i8 %25, 2
  %27 = add i8 %26, %8
  %28 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %27, ptr %28, align 1, !tbaa !5
  %29 = trunc i32 %2 to i8
  %30 = add i8 %29, 3
  %31 = add i8 %30, %10
  %32 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %31, ptr %32, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 4
  %35 = add i8 %34, %12
  %36 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = trunc i32 %2 to i8
  %38 = add i8 %37, 5
  %39 = add i8 %38, %14
  %40 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %39, ptr %40, align 1, !tbaa !5
  %41 = trunc i32 %2 to i8
  %42 = add i8 %41, 6
  %43 = add i8 %42, %16
  %44 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %43, ptr %44, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %46, %18
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum8(i64 %0, i32 noundef %1, i64 %2) local_unnamed_addr #2 {
  %4 = trunc i64 %0 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 8
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 16
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 24
  %11 = lshr i64 %0, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = lshr i64 %0, 40
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %0, 48
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 56
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %2 to i32
  %21 = lshr i32 %20, 8
  %22 = trunc i64 %2 to i32
  %23 = lshr i32 %22, 16
  %24 = trunc i64 %2 to i32
  %25 = lshr i32 %24, 24
  %26 = lshr i64 %2, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = lshr i64 %2, 40
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = lshr i64 %2, 48
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = lshr i64 %2, 56
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = mul i32 %1, 31
  %35 = and i32 %4, 255
  %36 = mul nuw nsw i32 %35, 3
  %37 = add i32 %36, %34
  %38 = and i32 %19, 255
  %39 = add i32 %37, %38
  %40 = mul i32 %39, 31
  %41 = and i32 %6, 255
  %42 = mul nuw nsw i32 %41, 3
  %43 = add i32 %42, %40
  %44 = and i32 %21, 255
  %45 = add i32 %43, %44
  %46 = mul i32 %45, 31
  %47 = and i32 %8, 255
  %48 = mul nuw nsw i32 %47, 3
  %49 = add i32 %48, %46
  %50 = and i32 %23, 255
  %51 = add i32 %49, %50
  %52 = mul i32 %51, 31
  %53 = mul nuw nsw i32 %10, 3
  %54 = add i32 %53, %52
  %55 = add i32 %54, %25
  %56 = mul i32 %55, 31
  %57 = and i32 %12, 255
  %58 = mul nuw nsw i32 %57, 3
  %59 = add i32 %58, %56
  %60 = and i32 %27, 255
  %61 = add i32 %59, %60
  %62 = mul i32 %61, 31
  %63 = and i32 %14, 255
  %64 = mul nuw nsw i32 %63, 3
  %65 = add i32 %64, %62
  %66 = and i32 %29, 255
  %67 = add i32 %65, %66
  %68 = mul i32 %67, 31
  %69 = and i32 %16, 255
  %70 = mul nuw nsw i32 %69, 3
  %71 = add i32 %70, %68
  %72 = and i32 %31, 255
  %73 = add i32 %71, %72
  %74 = mul i32 %73, 31
  %75 = mul nuw nsw i32 %18, 3
  %76 = add i32 %75, %74
  %77 = add i32 %76, %33
  ret i32 %77
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @make8(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S8, align 8
  call void @fill8(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @bump8(i64 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = add i64 %3, %0
  %5 = zext i32 %1 to i64
  %6 = zext i32 %1 to i64
  %7 = zext i32 %1 to i64
  %8 = zext i32 %1 to i64
  %9 = zext i32 %1 to i64
  %10 = zext i32 %1 to i64
  %11 = zext i32 %1 to i64
  %12 = shl i64 %11, 56
  %13 = add i64 %12, 504403158265495552
  %14 = add i64 %13, %0
  %15 = and i64 %14, -72057594037927936
  %16 = shl i64 %10, 48
  %17 = add i64 %16, 1688849860263936
  %18 = add i64 %17, %0
  %19 = and i64 %18, 71776119061217280
  %20 = or disjoint i64 %15, %19
  %21 = shl i64 %9, 40
  %22 = add i64 %21, 5497558138880
  %23 = add i64 %22, %0
  %24 = and i64 %23, 280375465082880
  %25 = or disjoint i64 %20, %24
  %26 = shl nuw i64 %8, 32
  %27 = add i64 %26, 17179869184
  %28 = add i64 %27, %0
  %29 = and i64 %28, 1095216660480
  %30 = or disjoint i64 %25, %29
  %31 = shl nuw nsw i64 %7, 24
  %32 = add nuw nsw i64 %31, 50331648
  %33 = add i64 %32, %0
  %34 = and i64 %33, 4278190080
  %35 = or disjoint i64 %30, %34
  %36 = shl nuw nsw i64 %6, 16
  %37 = add nuw nsw i64 %36, 131072
  %38 = add i64 %37, %0
  %39 = and i64 %38, 16711680
  %40 = shl nuw nsw i64 %5, 8
  %41 = add nuw nsw i64 %40, 256
  %42 = add i64 %41, %0
  %43 = and i64 %42, 65280
  %44 = or disjoint i64 %35, %39
  %45 = and i64 %4, 255
  %46 = or i64 %44, %43
  %47 = or i64 %46, %45
  ret i64 %47
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill9(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp9(ptr nocapture noundef writeonly %0, i64 %1, i8 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = lshr i64 %1, 8
  %7 = trunc i64 %6 to i8
  %8 = lshr i64 %1, 16
  %9 = trunc i64 %8 to i8
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = lshr i64 %1, 32
  %13 = trunc i64 %12 to i8
  %14 = lshr i64 %1, 40
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %1, 48
  %17 = trunc i64 %16 to i8
  %18 = lshr i64 %1, 56
  %19 = trunc nuw i64 %18 to i8
  %20 = trunc i32 %3 to i8
  %21 = add i8 %5, %20
  store i8 %21, ptr %0, align 1, !tbaa !5
  %22 = trunc i32 %3 to i8
  %23 = insertelement <8 x i8> poison, i8 %22, i64 0
  %24 = shufflevector <8 x i8> %23, <8 x i8> poison, <8 x i32> zeroinitializer
  %25 = getelementptr inbounds i8, ptr %0, i64 1
  %26 = add <8 x i8> %24, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %27 = insertelement <8 x i8> poison, i8 %7, i64 0
  %28 = insertelement <8 x i8> %27, i8 %9, i64 1
  %29 = insertelement <8 x i8> %28, i8 %11, i64 2
  %30 = insertelement <8 x i8> %29, i8 %13, i64 3
  %31 = insertelement <8 x i8> %30, i8 %15, i64 4
  %32 = insertelement <8 x i8> %31, i8 %17, i64 5
  %33 = insertelement <8 x i8> %32, i8 %19, i64 6
  %34 = insertelement <8 x i8> %33, i8 %2, i64 7
  %35 = add <8 x i8> %26, %34
  store <8 x i8> %35, ptr %25, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum9(i64 %0, i8 %1, i32 noundef %2, i64 %3, i8 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = trunc i64 %3 to i32
  %22 = trunc i64 %3 to i32
  %23 = lshr i32 %22, 8
  %24 = trunc i64 %3 to i32
  %25 = lshr i32 %24, 16
  %26 = trunc i64 %3 to i32
  %27 = lshr i32 %26, 24
  %28 = lshr i64 %3, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = lshr i64 %3, 40
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = lshr i64 %3, 48
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = lshr i64 %3, 56
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = mul i32 %2, 31
  %37 = and i32 %6, 255
  %38 = mul nuw nsw i32 %37, 3
  %39 = add i32 %38, %36
  %40 = and i32 %21, 255
  %41 = add i32 %39, %40
  %42 = mul i32 %41, 31
  %43 = and i32 %8, 255
  %44 = mul nuw nsw i32 %43, 3
  %45 = add i32 %44, %42
  %46 = and i32 %23, 255
  %47 = add i32 %45, %46
  %48 = mul i32 %47, 31
  %49 = and i32 %10, 255
  %50 = mul nuw nsw i32 %49, 3
  %51 = add i32 %50, %48
  %52 = and i32 %25, 255
  %53 = add i32 %51, %52
  %54 = mul i32 %53, 31
  %55 = mul nuw nsw i32 %12, 3
  %56 = add i32 %55, %54
  %57 = add i32 %56, %27
  %58 = mul i32 %57, 31
  %59 = and i32 %14, 255
  %60 = mul nuw nsw i32 %59, 3
  %61 = add i32 %60, %58
  %62 = and i32 %29, 255
  %63 = add i32 %61, %62
  %64 = mul i32 %63, 31
  %65 = and i32 %16, 255
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %64
  %68 = and i32 %31, 255
  %69 = add i32 %67, %68
  %70 = mul i32 %69, 31
  %71 = and i32 %18, 255
  %72 = mul nuw nsw i32 %71, 3
  %73 = add i32 %72, %70
  %74 = and i32 %33, 255
  %75 = add i32 %73, %74
  %76 = mul i32 %75, 31
  %77 = mul nuw nsw i32 %20, 3
  %78 = add i32 %77, %76
  %79 = add i32 %78, %35
  %80 = mul i32 %79, 31
  %81 = zext i8 %1 to i32
  %82 = mul nuw nsw i32 %81, 3
  %83 = add i32 %82, %80
  %84 = zext i8 %4 to i32
  %85 = add i32 %83, %84
  ret i32 %85
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i8 } @make9(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S9, align 8
  call void @fill9(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load i8, ptr %4, align 8
  %6 = insertvalue { i64, i8 } poison, i64 %3, 0
  %7 = insertvalue { i64, i8 } %6, i8 %5, 1
  ret { i64, i8 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i8 } @bump9(i64 %0, i8 %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = zext i32 %2 to i64
  %5 = add i64 %4, %0
  %6 = zext i32 %2 to i64
  %7 = zext i32 %2 to i64
  %8 = zext i32 %2 to i64
  %9 = zext i32 %2 to i64
  %10 = zext i32 %2 to i64
  %11 = zext i32 %2 to i64
  %12 = zext i32 %2 to i64
  %13 = trunc i32 %2 to i8
  %14 = add i8 %13, 8
  %15 = add i8 %14, %1
  %16 = shl i64 %12, 56
  %17 = add i64 %16, 504403158265495552
  %18 = add i64 %17, %0
  %19 = and i64 %18, -72057594037927936
  %20 = shl i64 %11, 48
  %21 = add i64 %20, 1688849860263936
  %22 = add i64 %21, %0
  %23 = and i64 %22, 71776119061217280
  %24 = or disjoint i64 %19, %23
  %25 = shl i64 %10, 40
  %26 = add i64 %25, 5497558138880
  %27 = add i64 %26, %0
  %28 = and i64 %27, 280375465082880
  %29 = or disjoint i64 %24, %28
  %30 = shl nuw i64 %9, 32
  %31 = add i64 %30, 17179869184
  %32 = add i64 %31, %0
  %33 = and i64 %32, 1095216660480
  %34 = or disjoint i64 %29, %33
  %35 = shl nuw nsw i64 %8, 24
  %36 = add nuw nsw i64 %35, 50331648
  %37 = add i64 %36, %0
  %38 = and i64 %37, 4278190080
  %39 = or disjoint i64 %34, %38
  %40 = shl nuw nsw i64 %7, 16
  %41 = add nuw nsw i64 %40, 131072
  %42 = add i64 %41, %0
  %43 = and i64 %42, 16711680
  %44 = shl nuw nsw i64 %6, 8
  %45 = add nuw nsw i64 %44, 256
  %46 = add i64 %45, %0
  %47 = and i64 %46, 65280
  %48 = or disjoint i64 %39, %43
  %49 = and i64 %5, 255
  %50 = or i64 %48, %47
  %51 = or i64 %50, %49
  %52 = insertvalue { i64, i8 } poison, i64 %51, 0
  %53 = insertvalue { i64, i8 } %52, i8 %15, 1
  ret { i64, i8 } %53
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill10(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = add i8 %9, 63
  %11 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %10, ptr %11, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp10(ptr nocapture noundef writeonly %0, i64 %1, i16 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = insertelement <2 x i64> poison, i64 %1, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = lshr <2 x i64> %7, <i64 8, i64 16>
  %9 = trunc <2 x i64> %8 to <2 x i8>
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = lshr i64 %1, 32
  %13 = trunc i64 %12 to i8
  %14 = lshr i64 %1, 40
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %1, 48
  %17 = trunc i64 %16 to i8
  %18 = lshr i64 %1, 56
  %19 = trunc nuw i64 %18 to i8
  %20 = trunc i16 %2 to i8
  %21 = lshr i16 %2, 8
  %22 = trunc nuw i16 %21 to i8
  %23 = trunc i32 %3 to i8
  %24 = add i8 %5, %23
  store i8 %24, ptr %0, align 1, !tbaa !5
  %25 = trunc i32 %3 to i8
  %26 = insertelement <8 x i8> poison, i8 %25, i64 0
  %27 = shufflevector <8 x i8> %26, <8 x i8> poison, <8 x i32> zeroinitializer
  %28 = getelementptr inbounds i8, ptr %0, i64 1
  %29 = add <8 x i8> %27, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %30 = shufflevector <2 x i8> %9, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %31 = insertelement <8 x i8> %30, i8 %11, i64 2
  %32 = insertelement <8 x i8> %31, i8 %13, i64 3
  %33 = insertelement <8 x i8> %32, i8 %15, i64 4
  %34 = insertelement <8 x i8> %33, i8 %17, i64 5
  %35 = insertelement <8 x i8> %34, i8 %19, i64 6
  %36 = insertelement <8 x i8> %35, i8 %20, i64 7
  %37 = add <8 x i8> %29, %36
  store <8 x i8> %37, ptr %28, align 1, !tbaa !5
  %38 = trunc i32 %3 to i8
  %39 = add i8 %38, 9
  %40 = add i8 %39, %22
  %41 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %40, ptr %41, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum10(i64 %0, i16 %1, i32 noundef %2, i64 %3, i16 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = lshr i16 %1, 8
  %22 = trunc i64 %3 to i32
  %23 = trunc i64 %3 to i32
  %24 = lshr i32 %23, 8
  %25 = trunc i64 %3 to i32
  %26 = lshr i32 %25, 16
  %27 = trunc i64 %3 to i32
  %28 = lshr i32 %27, 24
  %29 = lshr i64 %3, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = lshr i64 %3, 40
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = lshr i64 %3, 48
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = lshr i64 %3, 56
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = lshr i16 %4, 8
  %38 = zext nneg i16 %37 to i32
  %39 = mul i32 %2, 31
  %40 = and i32 %6, 255
  %41 = mul nuw nsw i32 %40, 3
  %42 = add i32 %41, %39
  %43 = and i32 %22, 255
  %44 = add i32 %42, %43
  %45 = mul i32 %44, 31
  %46 = and i32 %8, 255
  %47 = mul nuw nsw i32 %46, 3
  %48 = add i32 %47, %45
  %49 = and i32 %24, 255
  %50 = add i32 %48, %49
  %51 = mul i32 %50, 31
  %52 = and i32 %10, 255
  %53 = mul nuw nsw i32 %52, 3
  %54 = add i32 %53, %51
  %55 = and i32 %26, 255
  %56 = add i32 %54, %55
  %57 = mul i32 %56, 31
  %58 = mul nuw nsw i32 %12, 3
  %59 = add i32 %58, %57
  %60 = add i32 %59, %28
  %61 = mul i32 %60, 31
  %62 = and i32 %14, 255
  %63 = mul nuw nsw i32 %62, 3
  %64 = add i32 %63, %61
  %65 = and i32 %30, 255
  %66 = add i32 %64, %65
  %67 = mul i32 %66, 31
  %68 = and i32 %16, 255
  %69 = mul nuw nsw i32 %68, 3
  %70 = add i32 %69, %67
  %71 = and i32 %32, 255
  %72 = add i32 %70, %71
  %73 = mul i32 %72, 31
  %74 = and i32 %18, 255
  %75 = mul nuw nsw i32 %74, 3
  %76 = add i32 %75, %73
  %77 = and i32 %34, 255
  %78 = add i32 %76, %77
  %79 = mul i32 %78, 31
  %80 = mul nuw nsw i32 %20, 3
  %81 = add i32 %80, %79
  %82 = add i32 %81, %36
  %83 = mul i32 %82, 31
  %84 = and i16 %1, 255
  %85 = mul nuw nsw i16 %84, 3
  %86 = zext nneg i16 %85 to i32
  %87 = add i32 %83, %86
  %88 = and i16 %4, 255
  %89 = zext nneg i16 %88 to i32
  %90 = add i32 %87, %89
  %91 = mul i32 %90, 31
  %92 = mul nuw nsw i16 %21, 3
  %93 = zext nneg i16 %92 to i32
  %94 = add i32 %91, %93
  %95 = add i32 %94, %38
  ret i32 %95
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i16 } @make10(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S10, align 8
  call void @fill10(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load i16, ptr %4, align 8
  %6 = insertvalue { i64, i16 } poison, i64 %3, 0
  %7 = insertvalue { i64, i16 } %6, i16 %5, 1
  ret { i64, i16 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i16 } @bump10(i64 %0, i16 %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = zext i32 %2 to i64
  %5 = add i64 %4, %0
  %6 = zext i32 %2 to i64
  %7 = zext i32 %2 to i64
  %8 = zext i32 %2 to i64
  %9 = zext i32 %2 to i64
  %10 = zext i32 %2 to i64
  %11 = zext i32 %2 to i64
  %12 = zext i32 %2 to i64
  %13 = trunc i32 %2 to i16
  %14 = add i16 %13, 8
  %15 = add i16 %14, %1
  %16 = trunc i32 %2 to i16
  %17 = shl i64 %12, 56
  %18 = add i64 %17, 504403158265495552
  %19 = add i64 %18, %0
  %20 = and i64 %19, -72057594037927936
  %21 = shl i64 %11, 48
  %22 = add i64 %21, 1688849860263936
  %23 = add i64 %22, %0
  %24 = and i64 %23, 71776119061217280
  %25 = or disjoint i64 %20, %24
  %26 = shl i64 %10, 40
  %27 = add i64 %26, 5497558138880
  %28 = add i64 %27, %0
  %29 = and i64 %28, 280375465082880
  %30 = or disjoint i64 %25, %29
  %31 = shl nuw i64 %9, 32
  %32 = add i64 %31, 17179869184
  %33 = add i64 %32, %0
  %34 = and i64 %33, 1095216660480
  %35 = or disjoint i64 %30, %34
  %36 = shl nuw nsw i64 %8, 24
  %37 = add nuw nsw i64 %36, 50331648
  %38 = add i64 %37, %0
  %39 = and i64 %38, 4278190080
  %40 = or disjoint i64 %35, %39
  %41 = shl nuw nsw i64 %7, 16
  %42 = add nuw nsw i64 %41, 131072
  %43 = add i64 %42, %0
  %44 = and i64 %43, 16711680
  %45 = shl nuw nsw i64 %6, 8
  %46 = add nuw nsw i64 %45, 256
  %47 = add i64 %46, %0
  %48 = and i64 %47, 65280
  %49 = or disjoint i64 %40, %44
  %50 = and i64 %5, 255
  %51 = or i64 %49, %48
  %52 = or i64 %51, %50
  %53 = shl i16 %16, 8
  %54 = add i16 %53, 2304
  %55 = add i16 %54, %1
  %56 = and i16 %55, -256
  %57 = and i16 %15, 255
  %58 = or disjoint i16 %56, %57
  %59 = insertvalue { i64, i16 } poison, i64 %52, 0
  %60 = insertvalue { i64, i16 } %59, i16 %58, 1
  ret { i64, i16 } %60
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill11(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = add i8 %9, 63
  %11 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %10, ptr %11, align 1, !tbaa !5
  %12 = trunc i32 %1 to i8
  %13 = add i8 %12, 70
  %14 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %13, ptr %14, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp11(ptr nocapture noundef writeonly %0, i64 %1, i24 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = insertelement <2 x i64> poison, i64 %1, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = lshr <2 x i64> %7, <i64 8, i64 16>
  %9 = trunc <2 x i64> %8 to <2 x i8>
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = lshr i64 %1, 32
  %13 = trunc i64 %12 to i8
  %14 = lshr i64 %1, 40
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %1, 48
  %17 = trunc i64 %16 to i8
  %18 = lshr i64 %1, 56
  %19 = trunc nuw i64 %18 to i8
  %20 = trunc i24 %2 to i8
  %21 = lshr i24 %2, 8
  %22 = trunc i24 %21 to i8
  %23 = lshr i24 %2, 16
  %24 = trunc nuw i24 %23 to i8
  %25 = trunc i32 %3 to i8
  %26 = add i8 %5, %25
  store i8 %26, ptr %0, align 1, !tbaa !5
  %27 = trunc i32 %3 to i8
  %28 = insertelement <8 x i8> poison, i8 %27, i64 0
  %29 = shufflevector <8 x i8> %28, <8 x i8> poison, <8 x i32> zeroinitializer
  %30 = getelementptr inbounds i8, ptr %0, i64 1
  %31 = add <8 x i8> %29, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %32 = shufflevector <2 x i8> %9, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %33 = insertelement <8 x i8> %32, i8 %11, i64 2
  %34 = insertelement <8 x i8> %33, i8 %13, i64 3
  %35 = insertelement <8 x i8> %34, i8 %15, i64 4
  %36 = insertelement <8 x i8> %35, i8 %17, i64 5
  %37 = insertelement <8 x i8> %36, i8 %19, i64 6
  %38 = insertelement <8 x i8> %37, i8 %20, i64 7
  %39 = add <8 x i8> %31, %38
  store <8 x i8> %39, ptr %30, align 1, !tbaa !5
  %40 = trunc i32 %3 to i8
  %41 = add i8 %40, 9
  %42 = add i8 %41, %22
  %43 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %42, ptr %43, align 1, !tbaa !5
  %44 = trunc i32 %3 to i8
  %45 = add i8 %44, 10
  %46 = add i8 %45, %24
  %47 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %46, ptr %47, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum11(i64 %0, i24 %1, i32 noundef %2, i64 %3, i24 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = lshr i24 %1, 8
  %22 = lshr i24 %1, 16
  %23 = trunc i64 %3 to i32
  %24 = trunc i64 %3 to i32
  %25 = lshr i32 %24, 8
  %26 = trunc i64 %3 to i32
  %27 = lshr i32 %26, 16
  %28 = trunc i64 %3 to i32
  %29 = lshr i32 %28, 24
  %30 = lshr i64 %3, 32
  %31 = trunc nuw i64 %30 to i32
  %32 = lshr i64 %3, 40
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = lshr i64 %3, 48
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = lshr i64 %3, 56
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = lshr i24 %4, 8
  %39 = lshr i24 %4, 16
  %40 = zext nneg i24 %39 to i32
  %41 = mul i32 %2, 31
  %42 = and i32 %6, 255
  %43 = mul nuw nsw i32 %42, 3
  %44 = add i32 %43, %41
  %45 = and i32 %23, 255
  %46 = add i32 %44, %45
  %47 = mul i32 %46, 31
  %48 = and i32 %8, 255
  %49 = mul nuw nsw i32 %48, 3
  %50 = add i32 %49, %47
  %51 = and i32 %25, 255
  %52 = add i32 %50, %51
  %53 = mul i32 %52, 31
  %54 = and i32 %10, 255
  %55 = mul nuw nsw i32 %54, 3
  %56 = add i32 %55, %53
  %57 = and i32 %27, 255
  %58 = add i32 %56, %57
  %59 = mul i32 %58, 31
  %60 = mul nuw nsw i32 %12, 3
  %61 = add i32 %60, %59
  %62 = add i32 %61, %29
  %63 = mul i32 %62, 31
  %64 = and i32 %14, 255
  %65 = mul nuw nsw i32 %64, 3
  %66 = add i32 %65, %63
  %67 = and i32 %31, 255
  %68 = add i32 %66, %67
  %69 = mul i32 %68, 31
  %70 = and i32 %16, 255
  %71 = mul nuw nsw i32 %70, 3
  %72 = add i32 %71, %69
  %73 = and i32 %33, 255
  %74 = add i32 %72, %73
  %75 = mul i32 %74, 31
  %76 = and i32 %18, 255
  %77 = mul nuw nsw i32 %76, 3
  %78 = add i32 %77, %75
  %79 = and i32 %35, 255
  %80 = add i32 %78, %79
  %81 = mul i32 %80, 31
  %82 = mul nuw nsw i32 %20, 3
  %83 = add i32 %82, %81
  %84 = add i32 %83, %37
  %85 = mul i32 %84, 31
  %86 = and i24 %1, 255
  %87 = mul nuw nsw i24 %86, 3
  %88 = zext nneg i24 %87 to i32
  %89 = add i32 %85, %88
  %90 = and i24 %4, 255
  %91 = zext nneg i24 %90 to i32
  %92 = add i32 %89, %91
  %93 = mul i32 %92, 31
  %94 = and i24 %21, 255
  %95 = mul nuw nsw i24 %94, 3
  %96 = zext nneg i24 %95 to i32
  %97 = add i32 %93, %96
  %98 = and i24 %38, 255
  %99 = zext nneg i24 %98 to i32
  %100 = add i32 %97, %99
  %101 = mul i32 %100, 31
  %102 = mul nuw nsw i24 %22, 3
  %103 = zext nneg i24 %102 to i32
  %104 = add i32 %101, %103
  %105 = add i32 %104, %40
  ret i32 %105
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill12(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = add i8 %9, 63
  %11 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %10, ptr %11, align 1, !tbaa !5
  %12 = trunc i32 %1 to i8
  %13 = add i8 %12, 70
  %14 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %13, ptr %14, align 1, !tbaa !5
  %15 = trunc i32 %1 to i8
  %16 = add i8 %15, 77
  %17 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %16, ptr %17, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp12(ptr nocapture noundef writeonly %0, i64 %1, i32 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = insertelement <2 x i64> poison, i64 %1, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = lshr <2 x i64> %7, <i64 8, i64 16>
  %9 = trunc <2 x i64> %8 to <2 x i8>
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = lshr i64 %1, 32
  %13 = trunc i64 %12 to i8
  %14 = lshr i64 %1, 40
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %1, 48
  %17 = trunc i64 %16 to i8
  %18 = lshr i64 %1, 56
  %19 = trunc nuw i64 %18 to i8
  %20 = trunc i32 %2 to i8
  %21 = lshr i32 %2, 8
  %22 = trunc i32 %21 to i8
  %23 = lshr i32 %2, 16
  %24 = trunc i32 %23 to i8
  %25 = lshr i32 %2, 24
  %26 = trunc nuw i32 %25 to i8
  %27 = trunc i32 %3 to i8
  %28 = add i8 %5, %27
  store i8 %28, ptr %0, align 1, !tbaa !5
  %29 = trunc i32 %3 to i8
  %30 = insertelement <8 x i8> poison, i8 %29, i64 0
  %31 = shufflevector <8 x i8> %30, <8 x i8> poison, <8 x i32> zeroinitializer
  %32 = getelementptr inbounds i8, ptr %0, i64 1
  %33 = add <8 x i8> %31, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %34 = shufflevector <2 x i8> %9, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %35 = insertelement <8 x i8> %34, i8 %11, i64 2
  %36 = insertelement <8 x i8> %35, i8 %13, i64 3
  %37 = insertelement <8 x i8> %36, i8 %15, i64 4
  %38 = insertelement <8 x i8> %37, i8 %17, i64 5
  %39 = insertelement <8 x i8> %38, i8 %19, i64 6
  %40 = insertelement <8 x i8> %39, i8 %20, i64 7
  %41 = add <8 x i8> %33, %40
  store <8 x i8> %41, ptr %32, align 1, !tbaa !5
  %42 = trunc i32 %3 to i8
  %43 = add i8 %42, 9
  %44 = add i8 %43, %22
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %44, ptr %45, align 1, !tbaa !5
  %46 = trunc i32 %3 to i8
  %47 = add i8 %46, 10
  %48 = add i8 %47, %24
  %49 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %48, ptr %49, align 1, !tbaa !5
  %50 = trunc i32 %3 to i8
  %51 = add i8 %50, 11
  %52 = add i8 %51, %26
  %53 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %52, ptr %53, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum12(i64 %0, i32 %1, i32 noundef %2, i64 %3, i32 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = lshr i32 %1, 8
  %22 = lshr i32 %1, 16
  %23 = lshr i32 %1, 24
  %24 = trunc i64 %3 to i32
  %25 = trunc i64 %3 to i32
  %26 = lshr i32 %25, 8
  %27 = trunc i64 %3 to i32
  %28 = lshr i32 %27, 16
  %29 = trunc i64 %3 to i32
  %30 = lshr i32 %29, 24
  %31 = lshr i64 %3, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = lshr i64 %3, 40
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = lshr i64 %3, 48
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = lshr i64 %3, 56
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = lshr i32 %4, 8
  %40 = lshr i32 %4, 16
  %41 = lshr i32 %4, 24
  %42 = mul i32 %2, 31
  %43 = and i32 %6, 255
  %44 = mul nuw nsw i32 %43, 3
  %45 = add i32 %44, %42
  %46 = and i32 %24, 255
  %47 = add i32 %45, %46
  %48 = mul i32 %47, 31
  %49 = and i32 %8, 255
  %50 = mul nuw nsw i32 %49, 3
  %51 = add i32 %50, %48
  %52 = and i32 %26, 255
  %53 = add i32 %51, %52
  %54 = mul i32 %53, 31
  %55 = and i32 %10, 255
  %56 = mul nuw nsw i32 %55, 3
  %57 = add i32 %56, %54
  %58 = and i32 %28, 255
  %59 = add i32 %57, %58
  %60 = mul i32 %59, 31
  %61 = mul nuw nsw i32 %12, 3
  %62 = add i32 %61, %60
  %63 = add i32 %62, %30
  %64 = mul i32 %63, 31
  %65 = and i32 %14, 255
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %64
  %68 = and i32 %32, 255
  %69 = add i32 %67, %68
  %70 = mul i32 %69, 31
  %71 = and i32 %16, 255
  %72 = mul nuw nsw i32 %71, 3
  %73 = add i32 %72, %70
  %74 = and i32 %34, 255
  %75 = add i32 %73, %74
  %76 = mul i32 %75, 31
  %77 = and i32 %18, 255
  %78 = mul nuw nsw i32 %77, 3
  %79 = add i32 %78, %76
  %80 = and i32 %36, 255
  %81 = add i32 %79, %80
  %82 = mul i32 %81, 31
  %83 = mul nuw nsw i32 %20, 3
  %84 = add i32 %83, %82
  %85 = add i32 %84, %38
  %86 = mul i32 %85, 31
  %87 = and i32 %1, 255
  %88 = mul nuw nsw i32 %87, 3
  %89 = add i32 %88, %86
  %90 = and i32 %4, 255
  %91 = add i32 %89, %90
  %92 = mul i32 %91, 31
  %93 = and i32 %21, 255
  %94 = mul nuw nsw i32 %93, 3
  %95 = add i32 %94, %92
  %96 = and i32 %39, 255
  %97 = add i32 %95, %96
  %98 = mul i32 %97, 31
  %99 = and i32 %22, 255
  %100 = mul nuw nsw i32 %99, 3
  %101 = add i32 %100, %98
  %102 = and i32 %40, 255
  %103 = add i32 %101, %102
  %104 = mul i32 %103, 31
  %105 = mul nuw nsw i32 %23, 3
  %106 = add i32 %105, %104
  %107 = add i32 %106, %41
  ret i32 %107
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i32 } @make12(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S12, align 8
  call void @fill12(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = insertvalue { i64, i32 } poison, i64 %3, 0
  %7 = insertvalue { i64, i32 } %6, i32 %5, 1
  ret { i64, i32 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i32 } @bump12(i64 %0, i32 %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = zext i32 %2 to i64
  %5 = add i64 %4, %0
  %6 = zext i32 %2 to i64
  %7 = zext i32 %2 to i64
  %8 = zext i32 %2 to i64
  %9 = zext i32 %2 to i64
  %10 = zext i32 %2 to i64
  %11 = zext i32 %2 to i64
  %12 = zext i32 %2 to i64
  %13 = add i32 %2, 8
  %14 = add i32 %13, %1
  %15 = shl i64 %12, 56
  %16 = add i64 %15, 504403158265495552
  %17 = add i64 %16, %0
  %18 = and i64 %17, -72057594037927936
  %19 = shl i64 %11, 48
  %20 = add i64 %19, 1688849860263936
  %21 = add i64 %20, %0
  %22 = and i64 %21, 71776119061217280
  %23 = or disjoint i64 %18, %22
  %24 = shl i64 %10, 40
  %25 = add i64 %24, 5497558138880
  %26 = add i64 %25, %0
  %27 = and i64 %26, 280375465082880
  %28 = or disjoint i64 %23, %27
  %29 = shl nuw i64 %9, 32
  %30 = add i64 %29, 17179869184
  %31 = add i64 %30, %0
  %32 = and i64 %31, 1095216660480
  %33 = or disjoint i64 %28, %32
  %34 = shl nuw nsw i64 %8, 24
  %35 = add nuw nsw i64 %34, 50331648
  %36 = add i64 %35, %0
  %37 = and i64 %36, 4278190080
  %38 = or disjoint i64 %33, %37
  %39 = shl nuw nsw i64 %7, 16
  %40 = add nuw nsw i64 %39, 131072
  %41 = add i64 %40, %0
  %42 = and i64 %41, 16711680
  %43 = shl nuw nsw i64 %6, 8
  %44 = add nuw nsw i64 %43, 256
  %45 = add i64 %44, %0
  %46 = and i64 %45, 65280
  %47 = or disjoint i64 %38, %42
  %48 = and i64 %5, 255
  %49 = or i64 %47, %46
  %50 = or i64 %49, %48
  %51 = shl i32 %2, 24
  %52 = add i32 %51, 184549376
  %53 = add i32 %52, %1
  %54 = and i32 %53, -16777216
  %55 = shl i32 %2, 16
  %56 = add i32 %55, 655360
  %57 = add i32 %56, %1
  %58 = and i32 %57, 16711680
  %59 = or disjoint i32 %54, %58
  %60 = shl i32 %2, 8
  %61 = add i32 %60, 2304
  %62 = add i32 %61, %1
  %63 = and i32 %62, 65280
  %64 = or disjoint i32 %59, %63
  %65 = and i32 %14, 255
  %66 = or disjoint i32 %64, %65
  %67 = insertvalue { i64, i32 } poison, i64 %50, 0
  %68 = insertvalue { i64, i32 } %67, i32 %66, 1
  ret { i64, i32 } %68
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill13(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = insertelement <4 x i8> poison, i8 %9, i64 0
  %11 = shufflevector <4 x i8> %10, <4 x i8> poison, <4 x i32> zeroinitializer
  %12 = getelementptr inbounds i8, ptr %0, i64 9
  %13 = add <4 x i8> %11, <i8 63, i8 70, i8 77, i8 84>
  store <4 x i8> %13, ptr %12, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp13(ptr nocapture noundef writeonly %0, i64 %1, i40 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = insertelement <2 x i64> poison, i64 %1, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = lshr <2 x i64> %7, <i64 8, i64 16>
  %9 = trunc <2 x i64> %8 to <2 x i8>
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = lshr i64 %1, 32
  %13 = trunc i64 %12 to i8
  %14 = lshr i64 %1, 40
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %1, 48
  %17 = trunc i64 %16 to i8
  %18 = lshr i64 %1, 56
  %19 = trunc nuw i64 %18 to i8
  %20 = trunc i40 %2 to i8
  %21 = lshr i40 %2, 8
  %22 = trunc i40 %21 to i8
  %23 = lshr i40 %2, 16
  %24 = trunc i40 %23 to i8
  %25 = lshr i40 %2, 24
  %26 = trunc i40 %25 to i8
  %27 = lshr i40 %2, 32
  %28 = trunc nuw i40 %27 to i8
  %29 = trunc i32 %3 to i8
  %30 = add i8 %5, %29
  store i8 %30, ptr %0, align 1, !tbaa !5
  %31 = trunc i32 %3 to i8
  %32 = insertelement <8 x i8> poison, i8 %31, i64 0
  %33 = shufflevector <8 x i8> %32, <8 x i8> poison, <8 x i32> zeroinitializer
  %34 = getelementptr inbounds i8, ptr %0, i64 1
  %35 = add <8 x i8> %33, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %36 = shufflevector <2 x i8> %9, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %37 = insertelement <8 x i8> %36, i8 %11, i64 2
  %38 = insertelement <8 x i8> %37, i8 %13, i64 3
  %39 = insertelement <8 x i8> %38, i8 %15, i64 4
  %40 = insertelement <8 x i8> %39, i8 %17, i64 5
  %41 = insertelement <8 x i8> %40, i8 %19, i64 6
  %42 = insertelement <8 x i8> %41, i8 %20, i64 7
  %43 = add <8 x i8> %35, %42
  store <8 x i8> %43, ptr %34, align 1, !tbaa !5
  %44 = trunc i32 %3 to i8
  %45 = add i8 %44, 9
  %46 = add i8 %45, %22
  %47 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %46, ptr %47, align 1, !tbaa !5
  %48 = trunc i32 %3 to i8
  %49 = add i8 %48, 10
  %50 = add i8 %49, %24
  %51 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %50, ptr %51, align 1, !tbaa !5
  %52 = trunc i32 %3 to i8
  %53 = add i8 %52, 11
  %54 = add i8 %53, %26
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %54, ptr %55, align 1, !tbaa !5
  %56 = trunc i32 %3 to i8
  %57 = add i8 %56, 12
  %58 = add i8 %57, %28
  %59 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %58, ptr %59, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum13(i64 %0, i40 %1, i32 noundef %2, i64 %3, i40 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = trunc i40 %1 to i32
  %22 = trunc i40 %1 to i32
  %23 = lshr i32 %22, 8
  %24 = trunc i40 %1 to i32
  %25 = lshr i32 %24, 16
  %26 = trunc i40 %1 to i32
  %27 = lshr i32 %26, 24
  %28 = lshr i40 %1, 32
  %29 = trunc nuw nsw i40 %28 to i32
  %30 = trunc i64 %3 to i32
  %31 = trunc i64 %3 to i32
  %32 = lshr i32 %31, 8
  %33 = trunc i64 %3 to i32
  %34 = lshr i32 %33, 16
  %35 = trunc i64 %3 to i32
  %36 = lshr i32 %35, 24
  %37 = lshr i64 %3, 32
  %38 = trunc nuw i64 %37 to i32
  %39 = lshr i64 %3, 40
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = lshr i64 %3, 48
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = lshr i64 %3, 56
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = trunc i40 %4 to i32
  %46 = trunc i40 %4 to i32
  %47 = lshr i32 %46, 8
  %48 = trunc i40 %4 to i32
  %49 = lshr i32 %48, 16
  %50 = trunc i40 %4 to i32
  %51 = lshr i32 %50, 24
  %52 = lshr i40 %4, 32
  %53 = trunc nuw nsw i40 %52 to i32
  %54 = mul i32 %2, 31
  %55 = and i32 %6, 255
  %56 = mul nuw nsw i32 %55, 3
  %57 = add i32 %56, %54
  %58 = and i32 %30, 255
  %59 = add i32 %57, %58
  %60 = mul i32 %59, 31
  %61 = and i32 %8, 255
  %62 = mul nuw nsw i32 %61, 3
  %63 = add i32 %62, %60
  %64 = and i32 %32, 255
  %65 = add i32 %63, %64
  %66 = mul i32 %65, 31
  %67 = and i32 %10, 255
  %68 = mul nuw nsw i32 %67, 3
  %69 = add i32 %68, %66
  %70 = and i32 %34, 255
  %71 = add i32 %69, %70
  %72 = mul i32 %71, 31
  %73 = mul nuw nsw i32 %12, 3
  %74 = add i32 %73, %72
  %75 = add i32 %74, %36
  %76 = mul i32 %75, 31
  %77 = and i32 %14, 255
  %78 = mul nuw nsw i32 %77, 3
  %79 = add i32 %78, %76
  %80 = and i32 %38, 255
  %81 = add i32 %79, %80
  %82 = mul i32 %81, 31
  %83 = and i32 %16, 255
  %84 = mul nuw nsw i32 %83, 3
  %85 = add i32 %84, %82
  %86 = and i32 %40, 255
  %87 = add i32 %85, %86
  %88 = mul i32 %87, 31
  %89 = and i32 %18, 255
  %90 = mul nuw nsw i32 %89, 3
  %91 = add i32 %90, %88
  %92 = and i32 %42, 255
  %93 = add i32 %91, %92
  %94 = mul i32 %93, 31
  %95 = mul nuw nsw i32 %20, 3
  %96 = add i32 %95, %94
  %97 = add i32 %96, %44
  %98 = mul i32 %97, 31
  %99 = and i32 %21, 255
  %100 = mul nuw nsw i32 %99, 3
  %101 = add i32 %100, %98
  %102 = and i32 %45, 255
  %103 = add i32 %101, %102
  %104 = mul i32 %103, 31
  %105 = and i32 %23, 255
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %104
  %108 = and i32 %47, 255
  %109 = add i32 %107, %108
  %110 = mul i32 %109, 31
  %111 = and i32 %25, 255
  %112 = mul nuw nsw i32 %111, 3
  %113 = add i32 %112, %110
  %114 = and i32 %49, 255
  %115 = add i32 %113, %114
  %116 = mul i32 %115, 31
  %117 = mul nuw nsw i32 %27, 3
  %118 = add i32 %117, %116
  %119 = add i32 %118, %51
  %120 = mul i32 %119, 31
  %121 = mul nuw nsw i32 %29, 3
  %122 = add i32 %121, %120
  %123 = add i32 %122, %53
  ret i32 %123
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill14(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = insertelement <4 x i8> poison, i8 %9, i64 0
  %11 = shufflevector <4 x i8> %10, <4 x i8> poison, <4 x i32> zeroinitializer
  %12 = getelementptr inbounds i8, ptr %0, i64 9
  %13 = add <4 x i8> %11, <i8 63, i8 70, i8 77, i8 84>
  store <4 x i8> %13, ptr %12, align 1, !tbaa !5
  %14 = trunc i32 %1 to i8
  %15 = add i8 %14, 91
  %16 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %15, ptr %16, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp14(ptr nocapture noundef writeonly %0, i64 %1, i48 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = insertelement <2 x i64> poison, i64 %1, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = lshr <2 x i64> %7, <i64 8, i64 16>
  %9 = trunc <2 x i64> %8 to <2 x i8>
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = lshr i64 %1, 32
  %13 = trunc i64 %12 to i8
  %14 = lshr i64 %1, 40
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %1, 48
  %17 = trunc i64 %16 to i8
  %18 = lshr i64 %1, 56
  %19 = trunc nuw i64 %18 to i8
  %20 = trunc i48 %2 to i8
  %21 = lshr i48 %2, 8
  %22 = trunc i48 %21 to i8
  %23 = lshr i48 %2, 16
  %24 = trunc i48 %23 to i8
  %25 = lshr i48 %2, 24
  %26 = trunc i48 %25 to i8
  %27 = lshr i48 %2, 32
  %28 = trunc i48 %27 to i8
  %29 = lshr i48 %2, 40
  %30 = trunc nuw i48 %29 to i8
  %31 = trunc i32 %3 to i8
  %32 = add i8 %5, %31
  store i8 %32, ptr %0, align 1, !tbaa !5
  %33 = trunc i32 %3 to i8
  %34 = insertelement <8 x i8> poison, i8 %33, i64 0
  %35 = shufflevector <8 x i8> %34, <8 x i8> poison, <8 x i32> zeroinitializer
  %36 = getelementptr inbounds i8, ptr %0, i64 1
  %37 = add <8 x i8> %35, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %38 = shufflevector <2 x i8> %9, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %39 = insertelement <8 x i8> %38, i8 %11, i64 2
  %40 = insertelement <8 x i8> %39, i8 %13, i64 3
  %41 = insertelement <8 x i8> %40, i8 %15, i64 4
  %42 = insertelement <8 x i8> %41, i8 %17, i64 5
  %43 = insertelement <8 x i8> %42, i8 %19, i64 6
  %44 = insertelement <8 x i8> %43, i8 %20, i64 7
  %45 = add <8 x i8> %37, %44
  store <8 x i8> %45, ptr %36, align 1, !tbaa !5
  %46 = trunc i32 %3 to i8
  %47 = add i8 %46, 9
  %48 = add i8 %47, %22
  %49 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %48, ptr %49, align 1, !tbaa !5
  %50 = trunc i32 %3 to i8
  %51 = add i8 %50, 10
  %52 = add i8 %51, %24
  %53 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %52, ptr %53, align 1, !tbaa !5
  %54 = trunc i32 %3 to i8
  %55 = add i8 %54, 11
  %56 = add i8 %55, %26
  %57 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %56, ptr %57, align 1, !tbaa !5
  %58 = trunc i32 %3 to i8
  %59 = add i8 %58, 12
  %60 = add i8 %59, %28
  %61 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %60, ptr %61, align 1, !tbaa !5
  %62 = trunc i32 %3 to i8
  %63 = add i8 %62, 13
  %64 = add i8 %63, %30
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %64, ptr %65, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum14(i64 %0, i48 %1, i32 noundef %2, i64 %3, i48 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = trunc i48 %1 to i32
  %22 = trunc i48 %1 to i32
  %23 = lshr i32 %22, 8
  %24 = trunc i48 %1 to i32
  %25 = lshr i32 %24, 16
  %26 = trunc i48 %1 to i32
  %27 = lshr i32 %26, 24
  %28 = lshr i48 %1, 32
  %29 = trunc nuw nsw i48 %28 to i32
  %30 = lshr i48 %1, 40
  %31 = trunc nuw nsw i48 %30 to i32
  %32 = trunc i64 %3 to i32
  %33 = trunc i64 %3 to i32
  %34 = lshr i32 %33, 8
  %35 = trunc i64 %3 to i32
  %36 = lshr i32 %35, 16
  %37 = trunc i64 %3 to i32
  %38 = lshr i32 %37, 24
  %39 = lshr i64 %3, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = lshr i64 %3, 40
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = lshr i64 %3, 48
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = lshr i64 %3, 56
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = trunc i48 %4 to i32
  %48 = trunc i48 %4 to i32
  %49 = lshr i32 %48, 8
  %50 = trunc i48 %4 to i32
  %51 = lshr i32 %50, 16
  %52 = trunc i48 %4 to i32
  %53 = lshr i32 %52, 24
  %54 = lshr i48 %4, 32
  %55 = trunc nuw nsw i48 %54 to i32
  %56 = lshr i48 %4, 40
  %57 = trunc nuw nsw i48 %56 to i32
  %58 = mul i32 %2, 31
  %59 = and i32 %6, 255
  %60 = mul nuw nsw i32 %59, 3
  %61 = add i32 %60, %58
  %62 = and i32 %32, 255
  %63 = add i32 %61, %62
  %64 = mul i32 %63, 31
  %65 = and i32 %8, 255
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %64
  %68 = and i32 %34, 255
  %69 = add i32 %67, %68
  %70 = mul i32 %69, 31
  %71 = and i32 %10, 255
  %72 = mul nuw nsw i32 %71, 3
  %73 = add i32 %72, %70
  %74 = and i32 %36, 255
  %75 = add i32 %73, %74
  %76 = mul i32 %75, 31
  %77 = mul nuw nsw i32 %12, 3
  %78 = add i32 %77, %76
  %79 = add i32 %78, %38
  %80 = mul i32 %79, 31
  %81 = and i32 %14, 255
  %82 = mul nuw nsw i32 %81, 3
  %83 = add i32 %82, %80
  %84 = and i32 %40, 255
  %85 = add i32 %83, %84
  %86 = mul i32 %85, 31
  %87 = and i32 %16, 255
  %88 = mul nuw nsw i32 %87, 3
  %89 = add i32 %88, %86
  %90 = and i32 %42, 255
  %91 = add i32 %89, %90
  %92 = mul i32 %91, 31
  %93 = and i32 %18, 255
  %94 = mul nuw nsw i32 %93, 3
  %95 = add i32 %94, %92
  %96 = and i32 %44, 255
  %97 = add i32 %95, %96
  %98 = mul i32 %97, 31
  %99 = mul nuw nsw i32 %20, 3
  %100 = add i32 %99, %98
  %101 = add i32 %100, %46
  %102 = mul i32 %101, 31
  %103 = and i32 %21, 255
  %104 = mul nuw nsw i32 %103, 3
  %105 = add i32 %104, %102
  %106 = and i32 %47, 255
  %107 = add i32 %105, %106
  %108 = mul i32 %107, 31
  %109 = and i32 %23, 255
  %110 = mul nuw nsw i32 %109, 3
  %111 = add i32 %110, %108
  %112 = and i32 %49, 255
  %113 = add i32 %111, %112
  %114 = mul i32 %113, 31
  %115 = and i32 %25, 255
  %116 = mul nuw nsw i32 %115, 3
  %117 = add i32 %116, %114
  %118 = and i32 %51, 255
  %119 = add i32 %117, %118
  %120 = mul i32 %119, 31
  %121 = mul nuw nsw i32 %27, 3
  %122 = add i32 %121, %120
  %123 = add i32 %122, %53
  %124 = mul i32 %123, 31
  %125 = and i32 %29, 255
  %126 = mul nuw nsw i32 %125, 3
  %127 = add i32 %126, %124
  %128 = and i32 %55, 255
  %129 = add i32 %127, %128
  %130 = mul i32 %129, 31
  %131 = mul nuw nsw i32 %31, 3
  %132 = add i32 %131, %130
  %133 = add i32 %132, %57
  ret i32 %133
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill15(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = insertelement <4 x i8> poison, i8 %9, i64 0
  %11 = shufflevector <4 x i8> %10, <4 x i8> poison, <4 x i32> zeroinitializer
  %12 = getelementptr inbounds i8, ptr %0, i64 9
  %13 = add <4 x i8> %11, <i8 63, i8 70, i8 77, i8 84>
  store <4 x i8> %13, ptr %12, align 1, !tbaa !5
  %14 = trunc i32 %1 to i8
  %15 = add i8 %14, 91
  %16 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %15, ptr %16, align 1, !tbaa !5
  %17 = trunc i32 %1 to i8
  %18 = add i8 %17, 98
  %19 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %18, ptr %19, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp15(ptr nocapture noundef writeonly %0, i64 %1, i56 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = insertelement <2 x i64> poison, i64 %1, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = lshr <2 x i64> %7, <i64 8, i64 16>
  %9 = trunc <2 x i64> %8 to <2 x i8>
  %10 = lshr i64 %1, 24
  %11 = trunc i64 %10 to i8
  %12 = lshr i64 %1, 32
  %13 = trunc i64 %12 to i8
  %14 = lshr i64 %1, 40
  %15 = trunc i64 %14 to i8
  %16 = lshr i64 %1, 48
  %17 = trunc i64 %16 to i8
  %18 = lshr i64 %1, 56
  %19 = trunc nuw i64 %18 to i8
  %20 = trunc i56 %2 to i8
  %21 = lshr i56 %2, 8
  %22 = trunc i56 %21 to i8
  %23 = lshr i56 %2, 16
  %24 = trunc i56 %23 to i8
  %25 = lshr i56 %2, 24
  %26 = trunc i56 %25 to i8
  %27 = lshr i56 %2, 32
  %28 = trunc i56 %27 to i8
  %29 = lshr i56 %2, 40
  %30 = trunc i56 %29 to i8
  %31 = lshr i56 %2, 48
  %32 = trunc nuw i56 %31 to i8
  %33 = trunc i32 %3 to i8
  %34 = add i8 %5, %33
  store i8 %34, ptr %0, align 1, !tbaa !5
  %35 = trunc i32 %3 to i8
  %36 = insertelement <8 x i8> poison, i8 %35, i64 0
  %37 = shufflevector <8 x i8> %36, <8 x i8> poison, <8 x i32> zeroinitializer
  %38 = getelementptr inbounds i8, ptr %0, i64 1
  %39 = add <8 x i8> %37, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %40 = shufflevector <2 x i8> %9, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %41 = insertelement <8 x i8> %40, i8 %11, i64 2
  %42 = insertelement <8 x i8> %41, i8 %13, i64 3
  %43 = insertelement <8 x i8> %42, i8 %15, i64 4
  %44 = insertelement <8 x i8> %43, i8 %17, i64 5
  %45 = insertelement <8 x i8> %44, i8 %19, i64 6
  %46 = insertelement <8 x i8> %45, i8 %20, i64 7
  %47 = add <8 x i8> %39, %46
  store <8 x i8> %47, ptr %38, align 1, !tbaa !5
  %48 = trunc i32 %3 to i8
  %49 = add i8 %48, 9
  %50 = add i8 %49, %22
  %51 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %50, ptr %51, align 1, !tbaa !5
  %52 = trunc i32 %3 to i8
  %53 = add i8 %52, 10
  %54 = add i8 %53, %24
  %55 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %54, ptr %55, align 1, !tbaa !5
  %56 = trunc i32 %3 to i8
  %57 = add i8 %56, 11
  %58 = add i8 %57, %26
  %59 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %58, ptr %59, align 1, !tbaa !5
  %60 = trunc i32 %3 to i8
  %61 = add i8 %60, 12
  %62 = add i8 %61, %28
  %63 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %62, ptr %63, align 1, !tbaa !5
  %64 = trunc i32 %3 to i8
  %65 = add i8 %64, 13
  %66 = add i8 %65, %30
  %67 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %66, ptr %67, align 1, !tbaa !5
  %68 = trunc i32 %3 to i8
  %69 = add i8 %68, 14
  %70 = add i8 %69, %32
  %71 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %70, ptr %71, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum15(i64 %0, i56 %1, i32 noundef %2, i64 %3, i56 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = trunc i56 %1 to i32
  %22 = trunc i56 %1 to i32
  %23 = lshr i32 %22, 8
  %24 = trunc i56 %1 to i32
  %25 = lshr i32 %24, 16
  %26 = trunc i56 %1 to i32
  %27 = lshr i32 %26, 24
  %28 = lshr i56 %1, 32
  %29 = trunc nuw nsw i56 %28 to i32
  %30 = lshr i56 %1, 40
  %31 = trunc nuw nsw i56 %30 to i32
  %32 = lshr i56 %1, 48
  %33 = trunc nuw nsw i56 %32 to i32
  %34 = trunc i64 %3 to i32
  %35 = trunc i64 %3 to i32
  %36 = lshr i32 %35, 8
  %37 = trunc i64 %3 to i32
  %38 = lshr i32 %37, 16
  %39 = trunc i64 %3 to i32
  %40 = lshr i32 %39, 24
  %41 = lshr i64 %3, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = lshr i64 %3, 40
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = lshr i64 %3, 48
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = lshr i64 %3, 56
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = trunc i56 %4 to i32
  %50 = trunc i56 %4 to i32
  %51 = lshr i32 %50, 8
  %52 = trunc i56 %4 to i32
  %53 = lshr i32 %52, 16
  %54 = trunc i56 %4 to i32
  %55 = lshr i32 %54, 24
  %56 = lshr i56 %4, 32
  %57 = trunc nuw nsw i56 %56 to i32
  %58 = lshr i56 %4, 40
  %59 = trunc nuw nsw i56 %58 to i32
  %60 = lshr i56 %4, 48
  %61 = trunc nuw nsw i56 %60 to i32
  %62 = mul i32 %2, 31
  %63 = and i32 %6, 255
  %64 = mul nuw nsw i32 %63, 3
  %65 = add i32 %64, %62
  %66 = and i32 %34, 255
  %67 = add i32 %65, %66
  %68 = mul i32 %67, 31
  %69 = and i32 %8, 255
  %70 = mul nuw nsw i32 %69, 3
  %71 = add i32 %70, %68
  %72 = and i32 %36, 255
  %73 = add i32 %71, %72
  %74 = mul i32 %73, 31
  %75 = and i32 %10, 255
  %76 = mul nuw nsw i32 %75, 3
  %77 = add i32 %76, %74
  %78 = and i32 %38, 255
  %79 = add i32 %77, %78
  %80 = mul i32 %79, 31
  %81 = mul nuw nsw i32 %12, 3
  %82 = add i32 %81, %80
  %83 = add i32 %82, %40
  %84 = mul i32 %83, 31
  %85 = and i32 %14, 255
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %84
  %88 = and i32 %42, 255
  %89 = add i32 %87, %88
  %90 = mul i32 %89, 31
  %91 = and i32 %16, 255
  %92 = mul nuw nsw i32 %91, 3
  %93 = add i32 %92, %90
  %94 = and i32 %44, 255
  %95 = add i32 %93, %94
  %96 = mul i32 %95, 31
  %97 = and i32 %18, 255
  %98 = mul nuw nsw i32 %97, 3
  %99 = add i32 %98, %96
  %100 = and i32 %46, 255
  %101 = add i32 %99, %100
  %102 = mul i32 %101, 31
  %103 = mul nuw nsw i32 %20, 3
  %104 = add i32 %103, %102
  %105 = add i32 %104, %48
  %106 = mul i32 %105, 31
  %107 = and i32 %21, 255
  %108 = mul nuw nsw i32 %107, 3
  %109 = add i32 %108, %106
  %110 = and i32 %49, 255
  %111 = add i32 %109, %110
  %112 = mul i32 %111, 31
  %113 = and i32 %23, 255
  %114 = mul nuw nsw i32 %113, 3
  %115 = add i32 %114, %112
  %116 = and i32 %51, 255
  %117 = add i32 %115, %116
  %118 = mul i32 %117, 31
  %119 = and i32 %25, 255
  %120 = mul nuw nsw i32 %119, 3
  %121 = add i32 %120, %118
  %122 = and i32 %53, 255
  %123 = add i32 %121, %122
  %124 = mul i32 %123, 31
  %125 = mul nuw nsw i32 %27, 3
  %126 = add i32 %125, %124
  %127 = add i32 %126, %55
  %128 = mul i32 %127, 31
  %129 = and i32 %29, 255
  %130 = mul nuw nsw i32 %129, 3
  %131 = add i32 %130, %128
  %132 = and i32 %57, 255
  %133 = add i32 %131, %132
  %134 = mul i32 %133, 31
  %135 = and i32 %31, 255
  %136 = mul nuw nsw i32 %135, 3
  %137 = add i32 %136, %134
  %138 = and i32 %59, 255
  %139 = add i32 %137, %138
  %140 = mul i32 %139, 31
  %141 = mul nuw nsw i32 %33, 3
  %142 = add i32 %141, %140
  %143 = add i32 %142, %61
  ret i32 %143
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill16(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <8 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <8 x i8> %5, <8 x i8> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <8 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>
  store <8 x i8> %8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %1 to i8
  %10 = insertelement <4 x i8> poison, i8 %9, i64 0
  %11 = shufflevector <4 x i8> %10, <4 x i8> poison, <4 x i32> zeroinitializer
  %12 = getelementptr inbounds i8, ptr %0, i64 9
  %13 = add <4 x i8> %11, <i8 63, i8 70, i8 77, i8 84>
  store <4 x i8> %13, ptr %12, align 1, !tbaa !5
  %14 = trunc i32 %1 to i8
  %15 = add i8 %14, 91
  %16 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %15, ptr %16, align 1, !tbaa !5
  %17 = trunc i32 %1 to i8
  %18 = add i8 %17, 98
  %19 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %18, ptr %19, align 1, !tbaa !5
  %20 = trunc i32 %1 to i8
  %21 = add i8 %20, 105
  %22 = getelementptr inbounds i8, ptr %0, i64 15
  store i8 %21, ptr %22, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @bumpp16(ptr nocapture noundef writeonly %0, i64 %1, i64 %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = trunc i64 %1 to i8
  %6 = lshr i64 %1, 8
  %7 = lshr i64 %1, 16
  %8 = lshr i64 %1, 24
  %9 = lshr i64 %1, 32
  %10 = lshr i64 %1, 40
  %11 = lshr i64 %1, 48
  %12 = lshr i64 %1, 56
  %13 = lshr i64 %2, 8
  %14 = trunc i64 %13 to i8
  %15 = lshr i64 %2, 16
  %16 = trunc i64 %15 to i8
  %17 = lshr i64 %2, 24
  %18 = trunc i64 %17 to i8
  %19 = lshr i64 %2, 32
  %20 = trunc i64 %19 to i8
  %21 = lshr i64 %2, 40
  %22 = trunc i64 %21 to i8
  %23 = lshr i64 %2, 48
  %24 = trunc i64 %23 to i8
  %25 = lshr i64 %2, 56
  %26 = trunc nuw i64 %25 to i8
  %27 = trunc i32 %3 to i8
  %28 = add i8 %5, %27
  store i8 %28, ptr %0, align 1, !tbaa !5
  %29 = trunc i32 %3 to i8
  %30 = insertelement <8 x i8> poison, i8 %29, i64 0
  %31 = shufflevector <8 x i8> %30, <8 x i8> poison, <8 x i32> zeroinitializer
  %32 = getelementptr inbounds i8, ptr %0, i64 1
  %33 = trunc i64 %2 to i8
  %34 = trunc i64 %6 to i8
  %35 = insertelement <8 x i8> poison, i8 %34, i64 0
  %36 = trunc i64 %7 to i8
  %37 = insertelement <8 x i8> %35, i8 %36, i64 1
  %38 = trunc i64 %8 to i8
  %39 = insertelement <8 x i8> %37, i8 %38, i64 2
  %40 = trunc i64 %9 to i8
  %41 = insertelement <8 x i8> %39, i8 %40, i64 3
  %42 = trunc i64 %10 to i8
  %43 = insertelement <8 x i8> %41, i8 %42, i64 4
  %44 = trunc i64 %11 to i8
  %45 = insertelement <8 x i8> %43, i8 %44, i64 5
  %46 = trunc nuw i64 %12 to i8
  %47 = insertelement <8 x i8> %45, i8 %46, i64 6
  %48 = insertelement <8 x i8> %47, i8 %33, i64 7
  %49 = add <8 x i8> %31, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %50 = add <8 x i8> %49, %48
  store <8 x i8> %50, ptr %32, align 1, !tbaa !5
  %51 = trunc i32 %3 to i8
  %52 = add i8 %51, 9
  %53 = add i8 %52, %14
  %54 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = trunc i32 %3 to i8
  %56 = add i8 %55, 10
  %57 = add i8 %56, %16
  %58 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %57, ptr %58, align 1, !tbaa !5
  %59 = trunc i32 %3 to i8
  %60 = add i8 %59, 11
  %61 = add i8 %60, %18
  %62 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %61, ptr %62, align 1, !tbaa !5
  %63 = trunc i32 %3 to i8
  %64 = add i8 %63, 12
  %65 = add i8 %64, %20
  %66 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %65, ptr %66, align 1, !tbaa !5
  %67 = trunc i32 %3 to i8
  %68 = add i8 %67, 13
  %69 = add i8 %68, %22
  %70 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %69, ptr %70, align 1, !tbaa !5
  %71 = trunc i32 %3 to i8
  %72 = add i8 %71, 14
  %73 = add i8 %72, %24
  %74 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %73, ptr %74, align 1, !tbaa !5
  %75 = trunc i32 %3 to i8
  %76 = add i8 %75, 15
  %77 = add i8 %76, %26
  %78 = getelementptr inbounds i8, ptr %0, i64 15
  store i8 %77, ptr %78, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum16(i64 %0, i64 %1, i32 noundef %2, i64 %3, i64 %4) local_unnamed_addr #2 {
  %6 = trunc i64 %0 to i32
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i64 %0 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i64 %0 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = lshr i64 %0, 40
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = lshr i64 %0, 48
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = lshr i64 %0, 56
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = trunc i64 %1 to i32
  %22 = trunc i64 %1 to i32
  %23 = lshr i32 %22, 8
  %24 = trunc i64 %1 to i32
  %25 = lshr i32 %24, 16
  %26 = trunc i64 %1 to i32
  %27 = lshr i32 %26, 24
  %28 = lshr i64 %1, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = lshr i64 %1, 40
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = lshr i64 %1, 48
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = lshr i64 %1, 56
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = trunc i64 %3 to i32
  %37 = trunc i64 %3 to i32
  %38 = lshr i32 %37, 8
  %39 = trunc i64 %3 to i32
  %40 = lshr i32 %39, 16
  %41 = trunc i64 %3 to i32
  %42 = lshr i32 %41, 24
  %43 = lshr i64 %3, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = lshr i64 %3, 40
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = lshr i64 %3, 48
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = lshr i64 %3, 56
  %50 = trunc nuw nsw i64 %49 to i32
  %51 = trunc i64 %4 to i32
  %52 = trunc i64 %4 to i32
  %53 = lshr i32 %52, 8
  %54 = trunc i64 %4 to i32
  %55 = lshr i32 %54, 16
  %56 = trunc i64 %4 to i32
  %57 = lshr i32 %56, 24
  %58 = lshr i64 %4, 32
  %59 = trunc nuw i64 %58 to i32
  %60 = lshr i64 %4, 40
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = lshr i64 %4, 48
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = lshr i64 %4, 56
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = mul i32 %2, 31
  %67 = and i32 %6, 255
  %68 = mul nuw nsw i32 %67, 3
  %69 = add i32 %68, %66
  %70 = and i32 %36, 255
  %71 = add i32 %69, %70
  %72 = mul i32 %71, 31
  %73 = and i32 %8, 255
  %74 = mul nuw nsw i32 %73, 3
  %75 = add i32 %74, %72
  %76 = and i32 %38, 255
  %77 = add i32 %75, %76
  %78 = mul i32 %77, 31
  %79 = and i32 %10, 255
  %80 = mul nuw nsw i32 %79, 3
  %81 = add i32 %80, %78
  %82 = and i32 %40, 255
  %83 = add i32 %81, %82
  %84 = mul i32 %83, 31
  %85 = mul nuw nsw i32 %12, 3
  %86 = add i32 %85, %84
  %87 = add i32 %86, %42
  %88 = mul i32 %87, 31
  %89 = and i32 %14, 255
  %90 = mul nuw nsw i32 %89, 3
  %91 = add i32 %90, %88
  %92 = and i32 %44, 255
  %93 = add i32 %91, %92
  %94 = mul i32 %93, 31
  %95 = and i32 %16, 255
  %96 = mul nuw nsw i32 %95, 3
  %97 = add i32 %96, %94
  %98 = and i32 %46, 255
  %99 = add i32 %97, %98
  %100 = mul i32 %99, 31
  %101 = and i32 %18, 255
  %102 = mul nuw nsw i32 %101, 3
  %103 = add i32 %102, %100
  %104 = and i32 %48, 255
  %105 = add i32 %103, %104
  %106 = mul i32 %105, 31
  %107 = mul nuw nsw i32 %20, 3
  %108 = add i32 %107, %106
  %109 = add i32 %108, %50
  %110 = mul i32 %109, 31
  %111 = and i32 %21, 255
  %112 = mul nuw nsw i32 %111, 3
  %113 = add i32 %112, %110
  %114 = and i32 %51, 255
  %115 = add i32 %113, %114
  %116 = mul i32 %115, 31
  %117 = and i32 %23, 255
  %118 = mul nuw nsw i32 %117, 3
  %119 = add i32 %118, %116
  %120 = and i32 %53, 255
  %121 = add i32 %119, %120
  %122 = mul i32 %121, 31
  %123 = and i32 %25, 255
  %124 = mul nuw nsw i32 %123, 3
  %125 = add i32 %124, %122
  %126 = and i32 %55, 255
  %127 = add i32 %125, %126
  %128 = mul i32 %127, 31
  %129 = mul nuw nsw i32 %27, 3
  %130 = add i32 %129, %128
  %131 = add i32 %130, %57
  %132 = mul i32 %131, 31
  %133 = and i32 %29, 255
  %134 = mul nuw nsw i32 %133, 3
  %135 = add i32 %134, %132
  %136 = and i32 %59, 255
  %137 = add i32 %135, %136
  %138 = mul i32 %137, 31
  %139 = and i32 %31, 255
  %140 = mul nuw nsw i32 %139, 3
  %141 = add i32 %140, %138
  %142 = and i32 %61, 255
  %143 = add i32 %141, %142
  %144 = mul i32 %143, 31
  %145 = and i32 %33, 255
  %146 = mul nuw nsw i32 %145, 3
  %147 = add i32 %146, %144
  %148 = and i32 %63, 255
  %149 = add i32 %147, %148
  %150 = mul i32 %149, 31
  %151 = mul nuw nsw i32 %35, 3
  %152 = add i32 %151, %150
  %153 = add i32 %152, %65
  ret i32 %153
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @make16(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.S16, align 8
  call void @fill16(ptr noundef nonnull %2, i32 noundef %0)
  %3 = load i64, ptr %2, align 8
  %4 = insertvalue { i64, i64 } poison, i64 %3, 0
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = insertvalue { i64, i64 } %4, i64 %6, 1
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @bump16(i64 %0, i64 %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = zext i32 %2 to i64
  %5 = insertelement <2 x i32> poison, i32 %2, i64 0
  %6 = shufflevector <2 x i32> %5, <2 x i32> poison, <2 x i32> zeroinitializer
  %7 = zext <2 x i32> %6 to <2 x i64>
  %8 = zext <2 x i32> %6 to <2 x i64>
  %9 = zext <2 x i32> %6 to <2 x i64>
  %10 = zext <2 x i32> %6 to <2 x i64>
  %11 = zext <2 x i32> %6 to <2 x i64>
  %12 = zext <2 x i32> %6 to <2 x i64>
  %13 = zext <2 x i32> %6 to <2 x i64>
  %14 = zext i32 %2 to i64
  %15 = add nuw nsw i64 %14, 8
  %16 = insertelement <2 x i64> poison, i64 %4, i64 0
  %17 = insertelement <2 x i64> %16, i64 %15, i64 1
  %18 = insertelement <2 x i64> poison, i64 %0, i64 0
  %19 = insertelement <2 x i64> %18, i64 %1, i64 1
  %20 = add <2 x i64> %17, %19
  %21 = shl <2 x i64> %12, <i64 48, i64 56>
  %22 = add <2 x i64> %21, <i64 1688849860263936, i64 1080863910568919040>
  %23 = add <2 x i64> %22, %19
  %24 = and <2 x i64> %23, <i64 71776119061217280, i64 -72057594037927936>
  %25 = shl <2 x i64> %13, <i64 56, i64 48>
  %26 = add <2 x i64> %25, <i64 504403158265495552, i64 3940649673949184>
  %27 = add <2 x i64> %26, %19
  %28 = and <2 x i64> %27, <i64 -72057594037927936, i64 71776119061217280>
  %29 = or disjoint <2 x i64> %24, %28
  %30 = shl <2 x i64> %11, <i64 40, i64 40>
  %31 = add <2 x i64> %30, <i64 5497558138880, i64 14293651161088>
  %32 = add <2 x i64> %31, %19
  %33 = and <2 x i64> %32, <i64 280375465082880, i64 280375465082880>
  %34 = or disjoint <2 x i64> %29, %33
  %35 = shl nuw <2 x i64> %10, <i64 32, i64 32>
  %36 = add <2 x i64> %35, <i64 17179869184, i64 51539607552>
  %37 = add <2 x i64> %36, %19
  %38 = and <2 x i64> %37, <i64 1095216660480, i64 1095216660480>
  %39 = or disjoint <2 x i64> %34, %38
  %40 = shl nuw nsw <2 x i64> %9, <i64 24, i64 24>
  %41 = add nuw nsw <2 x i64> %40, <i64 50331648, i64 184549376>
  %42 = add <2 x i64> %41, %19
  %43 = and <2 x i64> %42, <i64 4278190080, i64 4278190080>
  %44 = or disjoint <2 x i64> %39, %43
  %45 = shl nuw nsw <2 x i64> %8, <i64 16, i64 16>
  %46 = add nuw nsw <2 x i64> %45, <i64 131072, i64 655360>
  %47 = add <2 x i64> %46, %19
  %48 = and <2 x i64> %47, <i64 16711680, i64 16711680>
  %49 = shl nuw nsw <2 x i64> %7, <i64 8, i64 8>
  %50 = add nuw nsw <2 x i64> %49, <i64 256, i64 2304>
  %51 = add <2 x i64> %50, %19
  %52 = and <2 x i64> %51, <i64 65280, i64 65280>
  %53 = or disjoint <2 x i64> %44, %48
  %54 = and <2 x i64> %20, <i64 255, i64 255>
  %55 = or <2 x i64> %53, %52
  %56 = or <2 x i64> %55, %54
  %57 = extractelement <2 x i64> %56, i64 0
  %58 = insertvalue { i64, i64 } poison, i64 %57, 0
  %59 = extractelement <2 x i64> %56, i64 1
  %60 = insertvalue { i64, i64 } %58, i64 %59, 1
  ret { i64, i64 } %60
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @fill17(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !5
  %4 = trunc i32 %1 to i8
  %5 = insertelement <16 x i8> poison, i8 %4, i64 0
  %6 = shufflevector <16 x i8> %5, <16 x i8> poison, <16 x i32> zeroinitializer
  %7 = getelementptr inbounds i8, ptr %0, i64 1
  %8 = add <16 x i8> %6, <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112>
  store <16 x i8> %8, ptr %7, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp17(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly byval(%struct.S17) align 8 %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = trunc i32 %2 to i8
  %5 = trunc i32 %2 to i8
  %6 = add i8 %5, 1
  %7 = trunc i32 %2 to i8
  %8 = insertelement <2 x i8> poison, i8 %7, i64 0
  %9 = shufflevector <2 x i8> %8, <2 x i8> poison, <2 x i32> zeroinitializer
  %10 = add <2 x i8> %9, <i8 2, i8 3>
  %11 = trunc i32 %2 to i8
  %12 = insertelement <4 x i8> poison, i8 %11, i64 0
  %13 = shufflevector <4 x i8> %12, <4 x i8> poison, <4 x i32> zeroinitializer
  %14 = add <4 x i8> %13, <i8 4, i8 5, i8 6, i8 7>
  %15 = trunc i32 %2 to i8
  %16 = insertelement <8 x i8> poison, i8 %15, i64 0
  %17 = shufflevector <8 x i8> %16, <8 x i8> poison, <8 x i32> zeroinitializer
  %18 = add <8 x i8> %17, <i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>
  %19 = load <16 x i8>, ptr %1, align 8, !tbaa !5
  %20 = insertelement <16 x i8> poison, i8 %4, i64 0
  %21 = insertelement <16 x i8> %20, i8 %6, i64 1
  %22 = shufflevector <2 x i8> %10, <2 x i8> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %23 = shufflevector <16 x i8> %21, <16 x i8> %22, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %24 = shufflevector <4 x i8> %14, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %25 = shufflevector <16 x i8> %23, <16 x i8> %24, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %26 = shufflevector <8 x i8> %18, <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %27 = shufflevector <16 x i8> %25, <16 x i8> %26, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %28 = add <16 x i8> %19, %27
  store <16 x i8> %28, ptr %0, align 1, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 16
  %30 = load i8, ptr %29, align 8, !tbaa !5
  %31 = trunc i32 %2 to i8
  %32 = add i8 %31, 16
  %33 = add i8 %30, %32
  %34 = getelementptr inbounds i8, ptr %0, i64 16
  store i8 %33, ptr %34, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum17(ptr nocapture noundef readonly byval(%struct.S17) align 8 %0, i32 noundef %1, ptr nocapture noundef readonly byval(%struct.S17) align 8 %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 8, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 8, !tbaa !5
  %10 = zext i8 %9 to i32
  %11 = add i32 %8, %10
  %12 = mul i32 %11, 31
  %13 = getelementptr inbounds i8, ptr %0, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = zext i8 %14 to i32
  %16 = mul nuw nsw i32 %15, 3
  %17 = add i32 %16, %12
  %18 = getelementptr inbounds i8, ptr %2, i64 1
  %19 = load i8, ptr %18, align 1, !tbaa !5
  %20 = zext i8 %19 to i32
  %21 = add i32 %17, %20
  %22 = mul i32 %21, 31
  %23 = getelementptr inbounds i8, ptr %0, i64 2
  %24 = load i8, ptr %23, align 2, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 2, !tbaa !5
  %30 = zext i8 %29 to i32
  %31 = add i32 %27, %30
  %32 = mul i32 %31, 31
  %33 = getelementptr inbounds i8, ptr %0, i64 3
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = mul nuw nsw i32 %35, 3
  %37 = add i32 %36, %32
  %38 = getelementptr inbounds i8, ptr %2, i64 3
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = add i32 %37, %40
  %42 = mul i32 %41, 31
  %43 = getelementptr inbounds i8, ptr %0, i64 4
  %44 = load i8, ptr %43, align 4, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 4, !tbaa !5
  %50 = zext i8 %49 to i32
  %51 = add i32 %47, %50
  %52 = mul i32 %51, 31
  %53 = getelementptr inbounds i8, ptr %0, i64 5
  %54 = load i8, ptr %53, align 1, !tbaa !5
  %55 = zext i8 %54 to i32
  %56 = mul nuw nsw i32 %55, 3
  %57 = add i32 %56, %52
  %58 = getelementptr inbounds i8, ptr %2, i64 5
  %59 = load i8, ptr %58, align 1, !tbaa !5
  %60 = zext i8 %59 to i32
  %61 = add i32 %57, %60
  %62 = mul i32 %61, 31
  %63 = getelementptr inbounds i8, ptr %0, i64 6
  %64 = load i8, ptr %63, align 2, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 2, !tbaa !5
  %70 = zext i8 %69 to i32
  %71 = add i32 %67, %70
  %72 = mul i32 %71, 31
  %73 = getelementptr inbounds i8, ptr %0, i64 7
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = zext i8 %74 to i32
  %76 = mul nuw nsw i32 %75, 3
  %77 = add i32 %76, %72
  %78 = getelementptr inbounds i8, ptr %2, i64 7
  %79 = load i8, ptr %78, align 1, !tbaa !5
  %80 = zext i8 %79 to i32
  %81 = add i32 %77, %80
  %82 = mul i32 %81, 31
  %83 = getelementptr inbounds i8, ptr %0, i64 8
  %84 = load i8, ptr %83, align 8, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 8, !tbaa !5
  %90 = zext i8 %89 to i32
  %91 = add i32 %87, %90
  %92 = mul i32 %91, 31
  %93 = getelementptr inbounds i8, ptr %0, i64 9
  %94 = load i8, ptr %93, align 1, !tbaa !5
  %95 = zext i8 %94 to i32
  %96 = mul nuw nsw i32 %95, 3
  %97 = add i32 %96, %92
  %98 = getelementptr inbounds i8, ptr %2, i64 9
  %99 = load i8, ptr %98, align 1, !tbaa !5
  %100 = zext i8 %99 to i32
  %101 = add i32 %97, %100
  %102 = mul i32 %101, 31
  %103 = getelementptr inbounds i8, ptr %0, i64 10
  %104 = load i8, ptr %103, align 2, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 2, !tbaa !5
  %110 = zext i8 %109 to i32
  %111 = add i32 %107, %110
  %112 = mul i32 %111, 31
  %113 = getelementptr inbounds i8, ptr %0, i64 11
  %114 = load i8, ptr %113, align 1, !tbaa !5
  %115 = zext i8 %114 to i32
  %116 = mul nuw nsw i32 %115, 3
  %117 = add i32 %116, %112
  %118 = getelementptr inbounds i8, ptr %2, i64 11
  %119 = load i8, ptr %118, align 1, !tbaa !5
  %120 = zext i8 %119 to i32
  %121 = add i32 %117, %120
  %122 = mul i32 %121, 31
  %123 = getelementptr inbounds i8, ptr %0, i64 12
  %124 = load i8, ptr %123, align 4, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = mul nuw nsw i32 %125, 3
  %127 = add i32 %126, %122
  %128 = getelementptr inbounds i8, ptr %2, i64 12
  %129 = load i8, ptr %128, align 4, !tbaa !5
  %130 = zext i8 %129 to i32
  %131 = add i32 %127, %130
  %132 = mul i32 %131, 31
  %133 = getelementptr inbounds i8, ptr %0, i64 13
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = zext i8 %134 to i32
  %136 = mul nuw nsw i32 %135, 3
  %137 = add i32 %136, %132
  %138 = getelementptr inbounds i8, ptr %2, i64 13
  %139 = load i8, ptr %138, align 1, !tbaa !5
  %140 = zext i8 %139 to i32
  %141 = add i32 %137, %140
  %142 = mul i32 %141, 31
  %143 = getelementptr inbounds i8, ptr %0, i64 14
  %144 = load i8, ptr %143, align 2, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = mul nuw nsw i32 %145, 3
  %147 = add i32 %146, %142
  %148 = getelementptr inbounds i8, ptr %2, i64 14
  %149 = load i8, ptr %148, align 2, !tbaa !5
  %150 = zext i8 %149 to i32
  %151 = add i32 %147, %150
  %152 = mul i32 %151, 31
  %153 = getelementptr inbounds i8, ptr %0, i64 15
  %154 = load i8, ptr %153, align 1, !tbaa !5
  %155 = zext i8 %154 to i32
  %156 = mul nuw nsw i32 %155, 3
  %157 = add i32 %156, %152
  %158 = getelementptr inbounds i8, ptr %2, i64 15
  %159 = load i8, ptr %158, align 1, !tbaa !5
  %160 = zext i8 %159 to i32
  %161 = add i32 %157, %160
  %162 = mul i32 %161, 31
  %163 = getelementptr inbounds i8, ptr %0, i64 16
  %164 = load i8, ptr %163, align 8, !tbaa !5
  %165 = zext i8 %164 to i32
  %166 = mul nuw nsw i32 %165, 3
  %167 = add i32 %166, %162
  %168 = getelementptr inbounds i8, ptr %2, i64 16
  %169 = load i8, ptr %168, align 8, !tbaa !5
  %170 = zext i8 %169 to i32
  %171 = add i32 %167, %170
  ret i32 %171
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S17) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill17(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S17) align 1 %0, ptr nocapture noundef byval(%struct.S17) align 8 %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = trunc i32 %2 to i8
  %5 = trunc i32 %2 to i8
  %6 = add i8 %5, 1
  %7 = trunc i32 %2 to i8
  %8 = insertelement <2 x i8> poison, i8 %7, i64 0
  %9 = shufflevector <2 x i8> %8, <2 x i8> poison, <2 x i32> zeroinitializer
  %10 = add <2 x i8> %9, <i8 2, i8 3>
  %11 = trunc i32 %2 to i8
  %12 = insertelement <4 x i8> poison, i8 %11, i64 0
  %13 = shufflevector <4 x i8> %12, <4 x i8> poison, <4 x i32> zeroinitializer
  %14 = add <4 x i8> %13, <i8 4, i8 5, i8 6, i8 7>
  %15 = trunc i32 %2 to i8
  %16 = insertelement <8 x i8> poison, i8 %15, i64 0
  %17 = shufflevector <8 x i8> %16, <8 x i8> poison, <8 x i32> zeroinitializer
  %18 = add <8 x i8> %17, <i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>
  %19 = load <16 x i8>, ptr %1, align 8, !tbaa !5
  %20 = insertelement <16 x i8> poison, i8 %4, i64 0
  %21 = insertelement <16 x i8> %20, i8 %6, i64 1
  %22 = shufflevector <2 x i8> %10, <2 x i8> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %23 = shufflevector <16 x i8> %21, <16 x i8> %22, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %24 = shufflevector <4 x i8> %14, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %25 = shufflevector <16 x i8> %23, <16 x i8> %24, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %26 = shufflevector <8 x i8> %18, <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %27 = shufflevector <16 x i8> %25, <16 x i8> %26, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %28 = add <16 x i8> %19, %27
  store <16 x i8> %28, ptr %1, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 16
  %30 = load i8, ptr %29, align 8, !tbaa !5
  %31 = trunc i32 %2 to i8
  %32 = add i8 %31, 16
  %33 = add i8 %30, %32
  store i8 %33, ptr %29, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 8 dereferenceable(17) %1, i64 17, i1 false), !tbaa.struct !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @cf_f(i64 %0) local_unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc nuw i64 %2 to i32
  %4 = bitcast i32 %3 to float
  %5 = add i64 %0, 1
  %6 = fmul float %4, 2.000000e+00
  %7 = bitcast float %6 to i32
  %8 = zext i32 %7 to i64
  %9 = shl nuw i64 %8, 32
  %10 = and i64 %5, 255
  %11 = or disjoint i64 %9, %10
  ret i64 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 0, 281474976710656) i64 @fcc_f(i64 %0) local_unnamed_addr #2 {
  %2 = trunc i64 %0 to i32
  %3 = bitcast i32 %2 to float
  %4 = fadd float %3, -1.000000e+00
  %5 = bitcast float %4 to i32
  %6 = shl i64 %0, 8
  %7 = and i64 %6, 280375465082880
  %8 = lshr i64 %0, 8
  %9 = and i64 %8, 1095216660480
  %10 = or disjoint i64 %7, %9
  %11 = zext i32 %5 to i64
  %12 = or disjoint i64 %10, %11
  ret i64 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i16, double } @sd_f(i16 %0, double %1, i16 %2, double %3) local_unnamed_addr #2 {
  %5 = sub i16 %0, %2
  %6 = fmul double %1, %3
  %7 = insertvalue { i16, double } poison, i16 %5, 0
  %8 = insertvalue { i16, double } %7, double %6, 1
  ret { i16, double } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { double, i64 } @ds3_f(double %0, i64 %1) local_unnamed_addr #2 {
  %3 = lshr i64 %1, 32
  %4 = fneg double %0
  %5 = insertvalue { double, i64 } poison, double %4, 0
  %6 = shl i64 %1, 16
  %7 = and i64 %6, 281474976645120
  %8 = and i64 %3, 65535
  %9 = or disjoint i64 %7, %8
  %10 = insertvalue { double, i64 } %5, i64 %9, 1
  ret { double, i64 } %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, float } @bef_f(i64 %0, float %1) local_unnamed_addr #2 {
  %3 = and i64 %0, 1
  %4 = and i64 %0, -4294967296
  %5 = icmp eq i64 %4, 8589934592
  %6 = fadd float %1, 5.000000e-01
  %7 = add i64 %4, 4294967296
  %8 = select i1 %5, i64 0, i64 %7
  %9 = or disjoint i64 %8, %3
  %10 = xor i64 %9, 1
  %11 = insertvalue { i64, float } poison, i64 %10, 0
  %12 = insertvalue { i64, float } %11, float %6, 1
  ret { i64, float } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { <2 x float>, double } @nested_f(<2 x float> %0, double %1) local_unnamed_addr #6 {
  %3 = extractelement <2 x float> %0, i64 1
  %4 = insertelement <2 x float> poison, float %3, i64 0
  %5 = fptrunc double %1 to float
  %6 = insertelement <2 x float> %4, float %5, i64 1
  %7 = extractelement <2 x float> %0, i64 0
  %8 = fpext float %7 to double
  %9 = insertvalue { <2 x float>, double } poison, <2 x float> %6, 0
  %10 = insertvalue { <2 x float>, double } %9, double %8, 1
  ret { <2 x float>, double } %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i16 } @sh5_f(i64 %0, i16 %1) local_unnamed_addr #2 {
  %3 = trunc i64 %0 to i16
  %4 = lshr i64 %0, 16
  %5 = lshr i64 %0, 32
  %6 = lshr i64 %0, 48
  %7 = mul i16 %1, -2
  %8 = mul i16 %3, -2
  %9 = mul i64 %4, -562949953421312
  %10 = mul i64 %5, 281466386776064
  %11 = and i64 %10, 281466386776064
  %12 = or disjoint i64 %9, %11
  %13 = mul nuw nsw i64 %6, 4294836224
  %14 = and i64 %13, 4294836224
  %15 = or disjoint i64 %12, %14
  %16 = zext i16 %7 to i64
  %17 = or disjoint i64 %15, %16
  %18 = insertvalue { i64, i16 } poison, i64 %17, 0
  %19 = insertvalue { i64, i16 } %18, i16 %8, 1
  ret { i64, i16 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i8 } @ic5_f(i64 %0, i8 %1) local_unnamed_addr #2 {
  %3 = sub i64 0, %0
  %4 = xor i8 %1, 32
  %5 = and i64 %0, -4294967296
  %6 = and i64 %3, 4294967295
  %7 = or disjoint i64 %5, %6
  %8 = xor i64 %7, 2314885530279477248
  %9 = insertvalue { i64, i8 } poison, i64 %8, 0
  %10 = insertvalue { i64, i8 } %9, i8 %4, 1
  ret { i64, i8 } %10
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca %struct.anon.10, align 1
  %2 = alloca %struct.S11, align 8
  %3 = alloca %struct.anon.12, align 1
  %4 = alloca %struct.S13, align 8
  %5 = alloca %struct.anon.13, align 1
  %6 = alloca %struct.S14, align 8
  %7 = alloca %struct.anon.14, align 1
  %8 = alloca %struct.S15, align 8
  %9 = alloca [15 x i8], align 1
  %10 = alloca %struct.S17, align 1
  %11 = alloca %struct.S17, align 1
  %12 = alloca %struct.S17, align 8
  %13 = alloca %struct.S17, align 8
  %14 = alloca %struct.S17, align 8
  %15 = alloca %struct.IC5, align 8
  %16 = tail call i8 @make1(i32 noundef 1)
  %17 = tail call i8 @bump1(i8 %16, i32 noundef 0)
  %18 = tail call i8 @bump1(i8 %17, i32 noundef 1)
  %19 = tail call i8 @bump1(i8 %18, i32 noundef 2)
  %20 = tail call i8 @make1(i32 noundef 101)
  %21 = tail call i32 @sum1(i8 %19, i32 noundef 1, i8 %20)
  %22 = zext i8 %19 to i32
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %21, i32 noundef %22, i32 noundef %22, i32 noundef 0)
  %24 = tail call i16 @make2(i32 noundef 2)
  %25 = tail call i16 @bump2(i16 %24, i32 noundef 0)
  %26 = tail call i16 @bump2(i16 %25, i32 noundef 1)
  %27 = tail call i16 @bump2(i16 %26, i32 noundef 2)
  %28 = lshr i16 %27, 8
  %29 = zext nneg i16 %28 to i32
  %30 = tail call i16 @make2(i32 noundef 102)
  %31 = and i16 %27, 255
  %32 = zext nneg i16 %31 to i32
  %33 = tail call i32 @sum2(i16 %27, i32 noundef 2, i16 %30)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %33, i32 noundef %32, i32 noundef %29, i32 noundef 0)
  %35 = tail call i24 @make3(i32 noundef 3)
  %36 = tail call i24 @bump3(i24 %35, i32 noundef 0)
  %37 = tail call i24 @bump3(i24 %36, i32 noundef 1)
  %38 = tail call i24 @bump3(i24 %37, i32 noundef 2)
  %39 = lshr i24 %38, 16
  %40 = zext nneg i24 %39 to i32
  %41 = tail call i24 @make3(i32 noundef 103)
  %42 = and i24 %38, 255
  %43 = zext nneg i24 %42 to i32
  %44 = tail call i32 @sum3(i24 %38, i32 noundef 3, i24 %41)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %44, i32 noundef %43, i32 noundef %40, i32 noundef 0)
  %46 = tail call i32 @make4(i32 noundef 4)
  %47 = tail call i32 @bump4(i32 %46, i32 noundef 0)
  %48 = tail call i32 @bump4(i32 %47, i32 noundef 1)
  %49 = tail call i32 @bump4(i32 %48, i32 noundef 2)
  %50 = lshr i32 %49, 24
  %51 = tail call i32 @make4(i32 noundef 104)
  %52 = and i32 %49, 255
  %53 = tail call i32 @sum4(i32 %49, i32 noundef 4, i32 %51)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %53, i32 noundef %52, i32 noundef %50, i32 noundef 0)
  %55 = tail call i40 @make5(i32 noundef 5)
  %56 = tail call i40 @bump5(i40 %55, i32 noundef 0)
  %57 = tail call i40 @bump5(i40 %56, i32 noundef 1)
  %58 = tail call i40 @bump5(i40 %57, i32 noundef 2)
  %59 = trunc i40 %58 to i32
  %60 = lshr i40 %58, 32
  %61 = trunc nuw nsw i40 %60 to i32
  %62 = tail call i40 @make5(i32 noundef 105)
  %63 = and i32 %59, 255
  %64 = tail call i32 @sum5(i40 %58, i32 noundef 5, i40 %62)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %64, i32 noundef %63, i32 noundef %61, i32 noundef 0)
  %66 = tail call i48 @make6(i32 noundef 6)
  %67 = tail call i48 @bump6(i48 %66, i32 noundef 0)
  %68 = tail call i48 @bump6(i48 %67, i32 noundef 1)
  %69 = tail call i48 @bump6(i48 %68, i32 noundef 2)
  %70 = trunc i48 %69 to i32
  %71 = lshr i48 %69, 40
  %72 = trunc nuw nsw i48 %71 to i32
  %73 = tail call i48 @make6(i32 noundef 106)
  %74 = and i32 %70, 255
  %75 = tail call i32 @sum6(i48 %69, i32 noundef 6, i48 %73)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %75, i32 noundef %74, i32 noundef %72, i32 noundef 0)
  %77 = tail call i56 @make7(i32 noundef 7)
  %78 = tail call i56 @bump7(i56 %77, i32 noundef 0)
  %79 = tail call i56 @bump7(i56 %78, i32 noundef 1)
  %80 = tail call i56 @bump7(i56 %79, i32 noundef 2)
  %81 = trunc i56 %80 to i32
  %82 = lshr i56 %80, 48
  %83 = trunc nuw nsw i56 %82 to i32
  %84 = tail call i56 @make7(i32 noundef 107)
  %85 = and i32 %81, 255
  %86 = tail call i32 @sum7(i56 %80, i32 noundef 7, i56 %84)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %86, i32 noundef %85, i32 noundef %83, i32 noundef 0)
  %88 = tail call i64 @make8(i32 noundef 8)
  %89 = tail call i64 @bump8(i64 %88, i32 noundef 0)
  %90 = tail call i64 @bump8(i64 %89, i32 noundef 1)
  %91 = tail call i64 @bump8(i64 %90, i32 noundef 2)
  %92 = trunc i64 %91 to i32
  %93 = lshr i64 %91, 56
  %94 = trunc nuw nsw i64 %93 to i32
  %95 = tail call i64 @make8(i32 noundef 108)
  %96 = and i32 %92, 255
  %97 = tail call i32 @sum8(i64 %91, i32 noundef 8, i64 %95)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %97, i32 noundef %96, i32 noundef %94, i32 noundef 0)
  %99 = tail call { i64, i8 } @make9(i32 noundef 9)
  %100 = extractvalue { i64, i8 } %99, 0
  %101 = extractvalue { i64, i8 } %99, 1
  %102 = tail call { i64, i8 } @bump9(i64 %100, i8 %101, i32 noundef 0)
  %103 = extractvalue { i64, i8 } %102, 0
  %104 = extractvalue { i64, i8 } %102, 1
  %105 = tail call { i64, i8 } @bump9(i64 %103, i8 %104, i32 noundef 1)
  %106 = extractvalue { i64, i8 } %105, 0
  %107 = extractvalue { i64, i8 } %105, 1
  %108 = tail call { i64, i8 } @bump9(i64 %106, i8 %107, i32 noundef 2)
  %109 = extractvalue { i64, i8 } %108, 0
  %110 = extractvalue { i64, i8 } %108, 1
  %111 = trunc i64 %109 to i32
  %112 = tail call { i64, i8 } @make9(i32 noundef 109)
  %113 = extractvalue { i64, i8 } %112, 1
  %114 = and i32 %111, 255
  %115 = extractvalue { i64, i8 } %112, 0
  %116 = tail call i32 @sum9(i64 %109, i8 %110, i32 noundef 9, i64 %115, i8 %113)
  %117 = zext i8 %110 to i32
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %116, i32 noundef %114, i32 noundef %117, i32 noundef 0)
  %119 = tail call { i64, i16 } @make10(i32 noundef 10)
  %120 = extractvalue { i64, i16 } %119, 0
  %121 = extractvalue { i64, i16 } %119, 1
  %122 = tail call { i64, i16 } @bump10(i64 %120, i16 %121, i32 noundef 0)
  %123 = extractvalue { i64, i16 } %122, 0
  %124 = extractvalue { i64, i16 } %122, 1
  %125 = tail call { i64, i16 } @bump10(i64 %123, i16 %124, i32 noundef 1)
  %126 = extractvalue { i64, i16 } %125, 0
  %127 = extractvalue { i64, i16 } %125, 1
  %128 = tail call { i64, i16 } @bump10(i64 %126, i16 %127, i32 noundef 2)
  %129 = extractvalue { i64, i16 } %128, 0
  %130 = extractvalue { i64, i16 } %128, 1
  %131 = trunc i64 %129 to i32
  %132 = lshr i16 %130, 8
  %133 = zext nneg i16 %132 to i32
  %134 = tail call { i64, i16 } @make10(i32 noundef 110)
  %135 = extractvalue { i64, i16 } %134, 1
  %136 = extractvalue { i64, i16 } %134, 0
  %137 = and i32 %131, 255
  %138 = tail call i32 @sum10(i64 %129, i16 %130, i32 noundef 10, i64 %136, i16 %135)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %138, i32 noundef %137, i32 noundef %133, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %1, i8 -91, i64 23, i1 false)
  %140 = getelementptr inbounds i8, ptr %1, i64 3
  call void @fill11(ptr noundef nonnull %140, i32 noundef 11)
  %141 = getelementptr inbounds i8, ptr %1, i64 11
  %142 = load i64, ptr %140, align 1
  %143 = load i24, ptr %141, align 1
  call void @bumpp11(ptr noundef nonnull %140, i64 %142, i24 %143, i32 noundef 0)
  %144 = load i64, ptr %140, align 1
  %145 = load i24, ptr %141, align 1
  call void @bumpp11(ptr noundef nonnull %140, i64 %144, i24 %145, i32 noundef 1)
  %146 = load i64, ptr %140, align 1
  %147 = load i24, ptr %141, align 1
  call void @bumpp11(ptr noundef nonnull %140, i64 %146, i24 %147, i32 noundef 2)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %2) #11
  call void @fill11(ptr noundef nonnull %2, i32 noundef 111)
  %148 = load i64, ptr %140, align 1
  %149 = load i24, ptr %141, align 1
  %150 = load i64, ptr %2, align 8
  %151 = getelementptr inbounds i8, ptr %2, i64 8
  %152 = load i24, ptr %151, align 8
  %153 = trunc i64 %148 to i32
  %154 = lshr i24 %149, 16
  %155 = zext nneg i24 %154 to i32
  %156 = load i8, ptr %1, align 1, !tbaa !5
  %157 = icmp ne i8 %156, -91
  %158 = zext i1 %157 to i32
  %159 = getelementptr inbounds i8, ptr %1, i64 1
  %160 = load i8, ptr %159, align 1, !tbaa !5
  %161 = icmp ne i8 %160, -91
  %162 = zext i1 %161 to i32
  %163 = getelementptr inbounds i8, ptr %1, i64 2
  %164 = load i8, ptr %163, align 1, !tbaa !5
  %165 = icmp ne i8 %164, -91
  %166 = zext i1 %165 to i32
  %167 = and i32 %153, 255
  %168 = getelementptr inbounds i8, ptr %1, i64 14
  %169 = load <8 x i8>, ptr %168, align 1, !tbaa !5
  %170 = icmp ne <8 x i8> %169, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %171 = getelementptr inbounds i8, ptr %1, i64 22
  %172 = load i8, ptr %171, align 1, !tbaa !5
  %173 = icmp ne i8 %172, -91
  %174 = zext i1 %173 to i32
  %175 = tail call i32 @sum11(i64 %148, i24 %149, i32 noundef 11, i64 %150, i24 %152)
  %176 = bitcast <8 x i1> %170 to i8
  %177 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %176)
  %178 = zext nneg i8 %177 to i32
  %179 = add nuw nsw i32 %178, %174
  %180 = add nuw nsw i32 %158, %162
  %181 = add nuw nsw i32 %179, %180
  %182 = add nuw nsw i32 %181, %166
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, i32 noundef %175, i32 noundef %167, i32 noundef %155, i32 noundef %182)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %1) #11
  %184 = tail call { i64, i32 } @make12(i32 noundef 12)
  %185 = extractvalue { i64, i32 } %184, 0
  %186 = extractvalue { i64, i32 } %184, 1
  %187 = tail call { i64, i32 } @bump12(i64 %185, i32 %186, i32 noundef 0)
  %188 = extractvalue { i64, i32 } %187, 0
  %189 = extractvalue { i64, i32 } %187, 1
  %190 = tail call { i64, i32 } @bump12(i64 %188, i32 %189, i32 noundef 1)
  %191 = extractvalue { i64, i32 } %190, 0
  %192 = extractvalue { i64, i32 } %190, 1
  %193 = tail call { i64, i32 } @bump12(i64 %191, i32 %192, i32 noundef 2)
  %194 = extractvalue { i64, i32 } %193, 0
  %195 = extractvalue { i64, i32 } %193, 1
  %196 = trunc i64 %194 to i32
  %197 = lshr i32 %195, 24
  %198 = tail call { i64, i32 } @make12(i32 noundef 112)
  %199 = extractvalue { i64, i32 } %198, 1
  %200 = extractvalue { i64, i32 } %198, 0
  %201 = and i32 %196, 255
  %202 = tail call i32 @sum12(i64 %194, i32 %195, i32 noundef 12, i64 %200, i32 %199)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, i32 noundef %202, i32 noundef %201, i32 noundef %197, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(25) %3, i8 -91, i64 25, i1 false)
  %204 = getelementptr inbounds i8, ptr %3, i64 3
  call void @fill13(ptr noundef nonnull %204, i32 noundef 13)
  %205 = getelementptr inbounds i8, ptr %3, i64 11
  %206 = load i64, ptr %204, align 1
  %207 = load i40, ptr %205, align 1
  call void @bumpp13(ptr noundef nonnull %204, i64 %206, i40 %207, i32 noundef 0)
  %208 = load i64, ptr %204, align 1
  %209 = load i40, ptr %205, align 1
  call void @bumpp13(ptr noundef nonnull %204, i64 %208, i40 %209, i32 noundef 1)
  %210 = load i64, ptr %204, align 1
  %211 = load i40, ptr %205, align 1
  call void @bumpp13(ptr noundef nonnull %204, i64 %210, i40 %211, i32 noundef 2)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %4) #11
  call void @fill13(ptr noundef nonnull %4, i32 noundef 113)
  %212 = load i64, ptr %204, align 1
  %213 = load i40, ptr %205, align 1
  %214 = load i64, ptr %4, align 8
  %215 = getelementptr inbounds i8, ptr %4, i64 8
  %216 = load i40, ptr %215, align 8
  %217 = trunc i64 %212 to i32
  %218 = lshr i40 %213, 32
  %219 = trunc nuw nsw i40 %218 to i32
  %220 = load i8, ptr %3, align 1, !tbaa !5
  %221 = icmp ne i8 %220, -91
  %222 = zext i1 %221 to i32
  %223 = getelementptr inbounds i8, ptr %3, i64 1
  %224 = load i8, ptr %223, align 1, !tbaa !5
  %225 = icmp ne i8 %224, -91
  %226 = zext i1 %225 to i32
  %227 = getelementptr inbounds i8, ptr %3, i64 2
  %228 = load i8, ptr %227, align 1, !tbaa !5
  %229 = icmp ne i8 %228, -91
  %230 = zext i1 %229 to i32
  %231 = and i32 %217, 255
  %232 = getelementptr inbounds i8, ptr %3, i64 16
  %233 = load <8 x i8>, ptr %232, align 1, !tbaa !5
  %234 = icmp ne <8 x i8> %233, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %235 = getelementptr inbounds i8, ptr %3, i64 24
  %236 = load i8, ptr %235, align 1, !tbaa !5
  %237 = icmp ne i8 %236, -91
  %238 = zext i1 %237 to i32
  %239 = tail call i32 @sum13(i64 %212, i40 %213, i32 noundef 13, i64 %214, i40 %216)
  %240 = bitcast <8 x i1> %234 to i8
  %241 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %240)
  %242 = zext nneg i8 %241 to i32
  %243 = add nuw nsw i32 %242, %238
  %244 = add nuw nsw i32 %222, %226
  %245 = add nuw nsw i32 %243, %244
  %246 = add nuw nsw i32 %245, %230
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 13, i32 noundef %239, i32 noundef %231, i32 noundef %219, i32 noundef %246)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(26) %5, i8 -91, i64 26, i1 false)
  %248 = getelementptr inbounds i8, ptr %5, i64 3
  call void @fill14(ptr noundef nonnull %248, i32 noundef 14)
  %249 = getelementptr inbounds i8, ptr %5, i64 11
  %250 = load i64, ptr %248, align 1
  %251 = load i48, ptr %249, align 1
  call void @bumpp14(ptr noundef nonnull %248, i64 %250, i48 %251, i32 noundef 0)
  %252 = load i64, ptr %248, align 1
  %253 = load i48, ptr %249, align 1
  call void @bumpp14(ptr noundef nonnull %248, i64 %252, i48 %253, i32 noundef 1)
  %254 = load i64, ptr %248, align 1
  %255 = load i48, ptr %249, align 1
  call void @bumpp14(ptr noundef nonnull %248, i64 %254, i48 %255, i32 noundef 2)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %6) #11
  call void @fill14(ptr noundef nonnull %6, i32 noundef 114)
  %256 = load i64, ptr %248, align 1
  %257 = load i48, ptr %249, align 1
  %258 = load i64, ptr %6, align 8
  %259 = getelementptr inbounds i8, ptr %6, i64 8
  %260 = load i48, ptr %259, align 8
  %261 = trunc i64 %256 to i32
  %262 = lshr i48 %257, 40
  %263 = trunc nuw nsw i48 %262 to i32
  %264 = load i8, ptr %5, align 1, !tbaa !5
  %265 = icmp ne i8 %264, -91
  %266 = zext i1 %265 to i32
  %267 = getelementptr inbounds i8, ptr %5, i64 1
  %268 = load i8, ptr %267, align 1, !tbaa !5
  %269 = icmp ne i8 %268, -91
  %270 = zext i1 %269 to i32
  %271 = getelementptr inbounds i8, ptr %5, i64 2
  %272 = load i8, ptr %271, align 1, !tbaa !5
  %273 = icmp ne i8 %272, -91
  %274 = zext i1 %273 to i32
  %275 = and i32 %261, 255
  %276 = getelementptr inbounds i8, ptr %5, i64 17
  %277 = load <8 x i8>, ptr %276, align 1, !tbaa !5
  %278 = icmp ne <8 x i8> %277, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %279 = getelementptr inbounds i8, ptr %5, i64 25
  %280 = load i8, ptr %279, align 1, !tbaa !5
  %281 = icmp ne i8 %280, -91
  %282 = zext i1 %281 to i32
  %283 = tail call i32 @sum14(i64 %256, i48 %257, i32 noundef 14, i64 %258, i48 %260)
  %284 = bitcast <8 x i1> %278 to i8
  %285 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %284)
  %286 = zext nneg i8 %285 to i32
  %287 = add nuw nsw i32 %286, %282
  %288 = add nuw nsw i32 %266, %270
  %289 = add nuw nsw i32 %287, %288
  %290 = add nuw nsw i32 %289, %274
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 14, i32 noundef %283, i32 noundef %275, i32 noundef %263, i32 noundef %290)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 27, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(27) %7, i8 -91, i64 27, i1 false)
  %292 = getelementptr inbounds i8, ptr %7, i64 3
  call void @fill15(ptr noundef nonnull %292, i32 noundef 15)
  %293 = getelementptr inbounds i8, ptr %7, i64 11
  %294 = load i64, ptr %292, align 1
  %295 = load i56, ptr %293, align 1
  call void @bumpp15(ptr noundef nonnull %292, i64 %294, i56 %295, i32 noundef 0)
  %296 = load i64, ptr %292, align 1
  %297 = load i56, ptr %293, align 1
  call void @bumpp15(ptr noundef nonnull %292, i64 %296, i56 %297, i32 noundef 1)
  %298 = load i64, ptr %292, align 1
  %299 = load i56, ptr %293, align 1
  call void @bumpp15(ptr noundef nonnull %292, i64 %298, i56 %299, i32 noundef 2)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %8) #11
  call void @fill15(ptr noundef nonnull %8, i32 noundef 115)
  %300 = load i64, ptr %292, align 1
  %301 = load i56, ptr %293, align 1
  %302 = load i64, ptr %8, align 8
  %303 = getelementptr inbounds i8, ptr %8, i64 8
  %304 = load i56, ptr %303, align 8
  %305 = trunc i64 %300 to i32
  %306 = lshr i56 %301, 48
  %307 = trunc nuw nsw i56 %306 to i32
  %308 = load i8, ptr %7, align 1, !tbaa !5
  %309 = icmp ne i8 %308, -91
  %310 = zext i1 %309 to i32
  %311 = getelementptr inbounds i8, ptr %7, i64 1
  %312 = load i8, ptr %311, align 1, !tbaa !5
  %313 = icmp ne i8 %312, -91
  %314 = zext i1 %313 to i32
  %315 = getelementptr inbounds i8, ptr %7, i64 2
  %316 = load i8, ptr %315, align 1, !tbaa !5
  %317 = icmp ne i8 %316, -91
  %318 = zext i1 %317 to i32
  %319 = and i32 %305, 255
  %320 = getelementptr inbounds i8, ptr %7, i64 18
  %321 = load <8 x i8>, ptr %320, align 1, !tbaa !5
  %322 = icmp ne <8 x i8> %321, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %323 = getelementptr inbounds i8, ptr %7, i64 26
  %324 = load i8, ptr %323, align 1, !tbaa !5
  %325 = icmp ne i8 %324, -91
  %326 = zext i1 %325 to i32
  %327 = tail call i32 @sum15(i64 %300, i56 %301, i32 noundef 15, i64 %302, i56 %304)
  %328 = bitcast <8 x i1> %322 to i8
  %329 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %328)
  %330 = zext nneg i8 %329 to i32
  %331 = add nuw nsw i32 %330, %326
  %332 = add nuw nsw i32 %310, %314
  %333 = add nuw nsw i32 %331, %332
  %334 = add nuw nsw i32 %333, %318
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 15, i32 noundef %327, i32 noundef %319, i32 noundef %307, i32 noundef %334)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 27, ptr nonnull %7) #11
  %336 = tail call { i64, i64 } @make16(i32 noundef 16)
  %337 = extractvalue { i64, i64 } %336, 0
  %338 = extractvalue { i64, i64 } %336, 1
  %339 = tail call { i64, i64 } @bump16(i64 %337, i64 %338, i32 noundef 0)
  %340 = extractvalue { i64, i64 } %339, 0
  %341 = extractvalue { i64, i64 } %339, 1
  %342 = tail call { i64, i64 } @bump16(i64 %340, i64 %341, i32 noundef 1)
  %343 = extractvalue { i64, i64 } %342, 0
  %344 = extractvalue { i64, i64 } %342, 1
  %345 = tail call { i64, i64 } @bump16(i64 %343, i64 %344, i32 noundef 2)
  %346 = extractvalue { i64, i64 } %345, 0
  %347 = extractvalue { i64, i64 } %345, 1
  %348 = trunc i64 %346 to i32
  %349 = lshr i64 %347, 56
  %350 = trunc nuw nsw i64 %349 to i32
  %351 = tail call { i64, i64 } @make16(i32 noundef 116)
  %352 = extractvalue { i64, i64 } %351, 1
  %353 = extractvalue { i64, i64 } %351, 0
  %354 = and i32 %348, 255
  %355 = tail call i32 @sum16(i64 %346, i64 %347, i32 noundef 16, i64 %353, i64 %352)
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i32 noundef %355, i32 noundef %354, i32 noundef %350, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %10) #11
  call void @make17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %10, i32 noundef 17)
  %357 = load i8, ptr %10, align 1
  %358 = getelementptr inbounds i8, ptr %10, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %9, ptr noundef nonnull align 1 dereferenceable(15) %358, i64 15, i1 false), !tbaa.struct !9
  %359 = getelementptr inbounds i8, ptr %10, i64 16
  %360 = load i8, ptr %359, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %12) #11
  store i8 %357, ptr %12, align 8
  %361 = getelementptr inbounds i8, ptr %12, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %361, ptr noundef nonnull align 1 dereferenceable(15) %9, i64 15, i1 false), !tbaa.struct !9
  %362 = getelementptr inbounds i8, ptr %12, i64 16
  store i8 %360, ptr %362, align 8, !tbaa !5
  call void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %11, ptr noundef nonnull byval(%struct.S17) align 8 %12, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %12) #11
  %363 = load i8, ptr %11, align 1
  %364 = getelementptr inbounds i8, ptr %11, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %9, ptr noundef nonnull align 1 dereferenceable(15) %364, i64 15, i1 false), !tbaa.struct !9
  %365 = getelementptr inbounds i8, ptr %11, i64 16
  %366 = load i8, ptr %365, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %12) #11
  store i8 %363, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %361, ptr noundef nonnull align 1 dereferenceable(15) %9, i64 15, i1 false), !tbaa.struct !9
  store i8 %366, ptr %362, align 8, !tbaa !5
  call void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %11, ptr noundef nonnull byval(%struct.S17) align 8 %12, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %12) #11
  %367 = load i8, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %9, ptr noundef nonnull align 1 dereferenceable(15) %364, i64 15, i1 false), !tbaa.struct !9
  %368 = load i8, ptr %365, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %12) #11
  store i8 %367, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %361, ptr noundef nonnull align 1 dereferenceable(15) %9, i64 15, i1 false), !tbaa.struct !9
  store i8 %368, ptr %362, align 8, !tbaa !5
  call void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %11, ptr noundef nonnull byval(%struct.S17) align 8 %12, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %12) #11
  %369 = load i8, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %9, ptr noundef nonnull align 1 dereferenceable(15) %364, i64 15, i1 false), !tbaa.struct !9
  %370 = load i8, ptr %365, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %13) #11
  call void @make17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %13, i32 noundef 117)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %14) #11
  store i8 %369, ptr %14, align 8
  %371 = getelementptr inbounds i8, ptr %14, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %371, ptr noundef nonnull align 1 dereferenceable(15) %9, i64 15, i1 false), !tbaa.struct !9
  %372 = getelementptr inbounds i8, ptr %14, i64 16
  store i8 %370, ptr %372, align 8, !tbaa !5
  %373 = tail call i32 @sum17(ptr noundef nonnull byval(%struct.S17) align 8 %14, i32 noundef 17, ptr noundef nonnull byval(%struct.S17) align 8 %13)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %14) #11
  %374 = zext i8 %369 to i32
  %375 = zext i8 %370 to i32
  %376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 17, i32 noundef %373, i32 noundef %374, i32 noundef %375, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %9)
  %377 = tail call i24 @make3(i32 noundef 0)
  %378 = tail call i56 @make7(i32 noundef 0)
  %379 = tail call i24 @make3(i32 noundef 10)
  %380 = tail call i56 @make7(i32 noundef 20)
  %381 = tail call i24 @make3(i32 noundef 20)
  %382 = tail call i56 @make7(i32 noundef 40)
  %383 = tail call i24 @make3(i32 noundef 30)
  %384 = tail call i56 @make7(i32 noundef 60)
  %385 = tail call i24 @bump3(i24 %377, i32 noundef 1)
  %386 = tail call i56 @bump7(i56 %378, i32 noundef 2)
  %387 = tail call i24 @bump3(i24 %381, i32 noundef 1)
  %388 = tail call i56 @bump7(i56 %382, i32 noundef 2)
  %389 = and i24 %385, 255
  %390 = mul nuw nsw i24 %389, 17
  %391 = lshr i24 %385, 8
  %392 = and i24 %391, 255
  %393 = add nuw nsw i24 %390, %392
  %394 = mul nuw nsw i24 %393, 17
  %395 = lshr i24 %385, 16
  %396 = add nuw nsw i24 %394, %395
  %397 = zext nneg i24 %396 to i32
  %398 = mul nuw nsw i32 %397, 17
  %399 = and i24 %379, 255
  %400 = zext nneg i24 %399 to i32
  %401 = add nuw nsw i32 %398, %400
  %402 = mul nuw nsw i32 %401, 17
  %403 = lshr i24 %379, 8
  %404 = and i24 %403, 255
  %405 = zext nneg i24 %404 to i32
  %406 = add nuw nsw i32 %402, %405
  %407 = mul nuw nsw i32 %406, 17
  %408 = lshr i24 %379, 16
  %409 = zext nneg i24 %408 to i32
  %410 = add nuw nsw i32 %407, %409
  %411 = mul i32 %410, 17
  %412 = and i24 %387, 255
  %413 = zext nneg i24 %412 to i32
  %414 = add i32 %411, %413
  %415 = mul i32 %414, 17
  %416 = lshr i24 %387, 8
  %417 = and i24 %416, 255
  %418 = zext nneg i24 %417 to i32
  %419 = add i32 %415, %418
  %420 = mul i32 %419, 17
  %421 = lshr i24 %387, 16
  %422 = zext nneg i24 %421 to i32
  %423 = add i32 %420, %422
  %424 = mul i32 %423, 17
  %425 = and i24 %383, 255
  %426 = zext nneg i24 %425 to i32
  %427 = add i32 %424, %426
  %428 = mul i32 %427, 17
  %429 = lshr i24 %383, 8
  %430 = and i24 %429, 255
  %431 = zext nneg i24 %430 to i32
  %432 = add i32 %428, %431
  %433 = mul i32 %432, 17
  %434 = lshr i24 %383, 16
  %435 = zext nneg i24 %434 to i32
  %436 = add i32 %433, %435
  %437 = mul i32 %436, 13
  %438 = trunc i56 %386 to i32
  %439 = and i32 %438, 255
  %440 = add i32 %437, %439
  %441 = mul i32 %440, 13
  %442 = trunc i56 %386 to i32
  %443 = lshr i32 %442, 8
  %444 = and i32 %443, 255
  %445 = add i32 %441, %444
  %446 = mul i32 %445, 13
  %447 = trunc i56 %386 to i32
  %448 = lshr i32 %447, 16
  %449 = and i32 %448, 255
  %450 = add i32 %446, %449
  %451 = mul i32 %450, 13
  %452 = trunc i56 %386 to i32
  %453 = lshr i32 %452, 24
  %454 = add i32 %451, %453
  %455 = mul i32 %454, 13
  %456 = lshr i56 %386, 32
  %457 = trunc nuw nsw i56 %456 to i32
  %458 = and i32 %457, 255
  %459 = add i32 %455, %458
  %460 = mul i32 %459, 13
  %461 = lshr i56 %386, 40
  %462 = trunc nuw nsw i56 %461 to i32
  %463 = and i32 %462, 255
  %464 = add i32 %460, %463
  %465 = mul i32 %464, 13
  %466 = lshr i56 %386, 48
  %467 = trunc nuw nsw i56 %466 to i32
  %468 = add i32 %465, %467
  %469 = mul i32 %468, 13
  %470 = trunc i56 %380 to i32
  %471 = and i32 %470, 255
  %472 = add i32 %469, %471
  %473 = mul i32 %472, 13
  %474 = trunc i56 %380 to i32
  %475 = lshr i32 %474, 8
  %476 = and i32 %475, 255
  %477 = add i32 %473, %476
  %478 = mul i32 %477, 13
  %479 = trunc i56 %380 to i32
  %480 = lshr i32 %479, 16
  %481 = and i32 %480, 255
  %482 = add i32 %478, %481
  %483 = mul i32 %482, 13
  %484 = trunc i56 %380 to i32
  %485 = lshr i32 %484, 24
  %486 = add i32 %483, %485
  %487 = mul i32 %486, 13
  %488 = lshr i56 %380, 32
  %489 = trunc nuw nsw i56 %488 to i32
  %490 = and i32 %489, 255
  %491 = add i32 %487, %490
  %492 = mul i32 %491, 13
  %493 = lshr i56 %380, 40
  %494 = trunc nuw nsw i56 %493 to i32
  %495 = and i32 %494, 255
  %496 = add i32 %492, %495
  %497 = mul i32 %496, 13
  %498 = lshr i56 %380, 48
  %499 = trunc nuw nsw i56 %498 to i32
  %500 = add i32 %497, %499
  %501 = mul i32 %500, 13
  %502 = trunc i56 %388 to i32
  %503 = and i32 %502, 255
  %504 = add i32 %501, %503
  %505 = mul i32 %504, 13
  %506 = trunc i56 %388 to i32
  %507 = lshr i32 %506, 8
  %508 = and i32 %507, 255
  %509 = add i32 %505, %508
  %510 = mul i32 %509, 13
  %511 = trunc i56 %388 to i32
  %512 = lshr i32 %511, 16
  %513 = and i32 %512, 255
  %514 = add i32 %510, %513
  %515 = mul i32 %514, 13
  %516 = trunc i56 %388 to i32
  %517 = lshr i32 %516, 24
  %518 = add i32 %515, %517
  %519 = mul i32 %518, 13
  %520 = lshr i56 %388, 32
  %521 = trunc nuw nsw i56 %520 to i32
  %522 = and i32 %521, 255
  %523 = add i32 %519, %522
  %524 = mul i32 %523, 13
  %525 = lshr i56 %388, 40
  %526 = trunc nuw nsw i56 %525 to i32
  %527 = and i32 %526, 255
  %528 = add i32 %524, %527
  %529 = mul i32 %528, 13
  %530 = lshr i56 %388, 48
  %531 = trunc nuw nsw i56 %530 to i32
  %532 = add i32 %529, %531
  %533 = mul i32 %532, 13
  %534 = trunc i56 %384 to i32
  %535 = and i32 %534, 255
  %536 = add i32 %533, %535
  %537 = mul i32 %536, 13
  %538 = trunc i56 %384 to i32
  %539 = lshr i32 %538, 8
  %540 = and i32 %539, 255
  %541 = add i32 %537, %540
  %542 = mul i32 %541, 13
  %543 = trunc i56 %384 to i32
  %544 = lshr i32 %543, 16
  %545 = and i32 %544, 255
  %546 = add i32 %542, %545
  %547 = mul i32 %546, 13
  %548 = trunc i56 %384 to i32
  %549 = lshr i32 %548, 24
  %550 = add i32 %547, %549
  %551 = mul i32 %550, 13
  %552 = lshr i56 %384, 32
  %553 = trunc nuw nsw i56 %552 to i32
  %554 = and i32 %553, 255
  %555 = add i32 %551, %554
  %556 = mul i32 %555, 13
  %557 = lshr i56 %384, 40
  %558 = trunc nuw nsw i56 %557 to i32
  %559 = and i32 %558, 255
  %560 = add i32 %556, %559
  %561 = mul i32 %560, 13
  %562 = lshr i56 %384, 48
  %563 = trunc nuw nsw i56 %562 to i32
  %564 = add i32 %561, %563
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %564)
  %566 = tail call i64 @cf_f(i64 4584664420663165025)
  %567 = tail call i64 @cf_f(i64 %566)
  %568 = lshr i64 %567, 32
  %569 = trunc nuw i64 %568 to i32
  %570 = trunc i64 %567 to i32
  %571 = bitcast i32 %569 to float
  %572 = shl i32 %570, 24
  %573 = ashr exact i32 %572, 24
  %574 = fpext float %571 to double
  %575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %573, double noundef %574)
  %576 = tail call i64 @fcc_f(i64 133557378875392)
  %577 = trunc i64 %576 to i32
  %578 = bitcast i32 %577 to float
  %579 = fpext float %578 to double
  %580 = lshr i64 %576, 8
  %581 = trunc i64 %580 to i32
  %582 = ashr i32 %581, 24
  %583 = lshr i64 %576, 16
  %584 = trunc nuw i64 %583 to i32
  %585 = ashr i32 %584, 24
  %586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %579, i32 noundef %582, i32 noundef %585)
  %587 = tail call { i16, double } @sd_f(i16 300, double 1.500000e+00, i16 -7, double -4.000000e+00)
  %588 = extractvalue { i16, double } %587, 0
  %589 = extractvalue { i16, double } %587, 1
  %590 = sext i16 %588 to i32
  %591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %590, double noundef %589)
  %592 = tail call { double, i64 } @ds3_f(double 6.250000e+00, i64 12885032961)
  %593 = extractvalue { double, i64 } %592, 0
  %594 = extractvalue { double, i64 } %592, 1
  %595 = tail call { double, i64 } @ds3_f(double %593, i64 %594)
  %596 = extractvalue { double, i64 } %595, 0
  %597 = extractvalue { double, i64 } %595, 1
  %598 = trunc i64 %597 to i32
  %599 = shl i32 %598, 16
  %600 = ashr exact i32 %599, 16
  %601 = ashr i32 %598, 16
  %602 = lshr i64 %597, 16
  %603 = trunc i64 %602 to i32
  %604 = ashr i32 %603, 16
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %596, i32 noundef %600, i32 noundef %601, i32 noundef %604)
  %606 = tail call { i64, float } @bef_f(i64 4294967296, float 1.000000e+00)
  %607 = extractvalue { i64, float } %606, 0
  %608 = extractvalue { i64, float } %606, 1
  %609 = lshr i64 %607, 32
  %610 = trunc nuw i64 %609 to i32
  %611 = trunc i64 %607 to i32
  %612 = and i32 %611, 1
  %613 = fpext float %608 to double
  %614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %612, i32 noundef %610, double noundef %613)
  %615 = tail call { i64, float } @bef_f(i64 %607, float %608)
  %616 = extractvalue { i64, float } %615, 0
  %617 = extractvalue { i64, float } %615, 1
  %618 = lshr i64 %616, 32
  %619 = trunc nuw i64 %618 to i32
  %620 = trunc i64 %616 to i32
  %621 = and i32 %620, 1
  %622 = fpext float %617 to double
  %623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %621, i32 noundef %619, double noundef %622)
  %624 = tail call { i64, float } @bef_f(i64 %616, float %617)
  %625 = extractvalue { i64, float } %624, 0
  %626 = extractvalue { i64, float } %624, 1
  %627 = lshr i64 %625, 32
  %628 = trunc nuw i64 %627 to i32
  %629 = trunc i64 %625 to i32
  %630 = and i32 %629, 1
  %631 = fpext float %626 to double
  %632 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %630, i32 noundef %628, double noundef %631)
  %633 = tail call { i64, float } @bef_f(i64 %625, float %626)
  %634 = extractvalue { i64, float } %633, 0
  %635 = extractvalue { i64, float } %633, 1
  %636 = lshr i64 %634, 32
  %637 = trunc nuw i64 %636 to i32
  %638 = trunc i64 %634 to i32
  %639 = and i32 %638, 1
  %640 = fpext float %635 to double
  %641 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %639, i32 noundef %637, double noundef %640)
  %642 = tail call { <2 x float>, double } @nested_f(<2 x float> <float 1.500000e+00, float 2.500000e+00>, double 3.500000e+00)
  %643 = extractvalue { <2 x float>, double } %642, 0
  %644 = extractvalue { <2 x float>, double } %642, 1
  %645 = extractelement <2 x float> %643, i64 0
  %646 = fpext float %645 to double
  %647 = extractelement <2 x float> %643, i64 1
  %648 = fpext float %647 to double
  %649 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %646, double noundef %648, double noundef %644)
  %650 = tail call { i64, i16 } @sh5_f(i64 -1125882727104511, i16 5)
  %651 = extractvalue { i64, i16 } %650, 0
  %652 = extractvalue { i64, i16 } %650, 1
  %653 = trunc i64 %651 to i32
  %654 = shl i32 %653, 16
  %655 = ashr exact i32 %654, 16
  %656 = ashr i32 %653, 16
  %657 = lshr i64 %651, 16
  %658 = trunc i64 %657 to i32
  %659 = ashr i32 %658, 16
  %660 = lshr i64 %651, 32
  %661 = trunc nuw i64 %660 to i32
  %662 = ashr i32 %661, 16
  %663 = sext i16 %652 to i32
  %664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %655, i32 noundef %656, i32 noundef %659, i32 noundef %662, i32 noundef %663)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %15, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.ic, i64 12, i1 false)
  %665 = getelementptr inbounds i8, ptr %15, i64 8
  %666 = tail call { i64, i8 } @ic5_f(i64 7233733595238498381, i8 0)
  %667 = extractvalue { i64, i8 } %666, 0
  %668 = extractvalue { i64, i8 } %666, 1
  store i64 %667, ptr %15, align 8
  store i8 %668, ptr %665, align 8, !tbaa !5
  %669 = trunc i64 %667 to i32
  %670 = getelementptr inbounds i8, ptr %15, i64 4
  %671 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %669, ptr noundef nonnull %670)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15) #11
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!8 = !{i64 0, i64 17, !5}
!9 = !{i64 0, i64 16, !5}

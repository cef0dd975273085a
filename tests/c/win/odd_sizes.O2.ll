; ModuleID = 'odd_sizes.c'
source_filename = "odd_sizes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.SD = type { i16, double }
%struct.BEF = type { i8, i32, float }
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
%struct.DS3 = type { double, [3 x i16] }
%struct.Nested = type { float, %struct.anon, double }
%struct.anon = type { float }
%struct.SH5 = type { [5 x i16] }
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
@__const.main.sa = private unnamed_addr constant %struct.SD { i16 300, double 1.500000e+00 }, align 8
@__const.main.sb = private unnamed_addr constant %struct.SD { i16 -7, double -4.000000e+00 }, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"sd %d %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"ds3 %.3f %d %d %d\0A\00", align 1
@__const.main.b = private unnamed_addr constant %struct.BEF { i8 0, i32 1, float 1.000000e+00 }, align 4
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp3(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum3(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
  %30 = zext i8 %29 to i32
  %31 = add i32 %27, %30
  ret i32 %31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make3(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S3) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill3(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump3(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S3) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %1, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  store i8 %11, ptr %7, align 1, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 2
  %13 = load i8, ptr %12, align 1, !tbaa !5
  %14 = trunc i32 %2 to i8
  %15 = add i8 %14, 2
  %16 = add i8 %13, %15
  store i8 %16, ptr %12, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %0, ptr noundef nonnull align 1 dereferenceable(3) %1, i64 3, i1 false), !tbaa.struct !8
  ret void
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp5(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum5(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
  %50 = zext i8 %49 to i32
  %51 = add i32 %47, %50
  ret i32 %51
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make5(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S5) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill5(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump5(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S5) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = trunc i32 %2 to i8
  %5 = trunc i32 %2 to i8
  %6 = add i8 %5, 1
  %7 = trunc i32 %2 to i8
  %8 = add i8 %7, 2
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 3
  %11 = load <4 x i8>, ptr %1, align 1, !tbaa !5
  %12 = insertelement <4 x i8> poison, i8 %4, i64 0
  %13 = insertelement <4 x i8> %12, i8 %6, i64 1
  %14 = insertelement <4 x i8> %13, i8 %8, i64 2
  %15 = insertelement <4 x i8> %14, i8 %10, i64 3
  %16 = add <4 x i8> %11, %15
  store <4 x i8> %16, ptr %1, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 4
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = trunc i32 %2 to i8
  %20 = add i8 %19, 4
  %21 = add i8 %18, %20
  store i8 %21, ptr %17, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %0, ptr noundef nonnull align 1 dereferenceable(5) %1, i64 5, i1 false), !tbaa.struct !9
  ret void
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp6(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum6(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make6(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S6) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill6(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump6(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S6) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = trunc i32 %2 to i8
  %5 = trunc i32 %2 to i8
  %6 = add i8 %5, 1
  %7 = trunc i32 %2 to i8
  %8 = add i8 %7, 2
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 3
  %11 = load <4 x i8>, ptr %1, align 1, !tbaa !5
  %12 = insertelement <4 x i8> poison, i8 %4, i64 0
  %13 = insertelement <4 x i8> %12, i8 %6, i64 1
  %14 = insertelement <4 x i8> %13, i8 %8, i64 2
  %15 = insertelement <4 x i8> %14, i8 %10, i64 3
  %16 = add <4 x i8> %11, %15
  store <4 x i8> %16, ptr %1, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 4
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = trunc i32 %2 to i8
  %20 = add i8 %19, 4
  %21 = add i8 %18, %20
  store i8 %21, ptr %17, align 1, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 5
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = trunc i32 %2 to i8
  %25 = add i8 %24, 5
  %26 = add i8 %23, %25
  store i8 %26, ptr %22, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %0, ptr noundef nonnull align 1 dereferenceable(6) %1, i64 6, i1 false), !tbaa.struct !10
  ret void
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp7(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum7(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
  %70 = zext i8 %69 to i32
  %71 = add i32 %67, %70
  ret i32 %71
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make7(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S7) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill7(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump7(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S7) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = trunc i32 %2 to i8
  %5 = trunc i32 %2 to i8
  %6 = add i8 %5, 1
  %7 = trunc i32 %2 to i8
  %8 = add i8 %7, 2
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 3
  %11 = load <4 x i8>, ptr %1, align 1, !tbaa !5
  %12 = insertelement <4 x i8> poison, i8 %4, i64 0
  %13 = insertelement <4 x i8> %12, i8 %6, i64 1
  %14 = insertelement <4 x i8> %13, i8 %8, i64 2
  %15 = insertelement <4 x i8> %14, i8 %10, i64 3
  %16 = add <4 x i8> %11, %15
  store <4 x i8> %16, ptr %1, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 4
  %18 = load i8, ptr %17, align 1, !tbaa !5
  %19 = trunc i32 %2 to i8
  %20 = add i8 %19, 4
  %21 = add i8 %18, %20
  store i8 %21, ptr %17, align 1, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 5
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = trunc i32 %2 to i8
  %25 = add i8 %24, 5
  %26 = add i8 %23, %25
  store i8 %26, ptr %22, align 1, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %1, i64 6
  %28 = load i8, ptr %27, align 1, !tbaa !5
  %29 = trunc i32 %2 to i8
  %30 = add i8 %29, 6
  %31 = add i8 %28, %30
  store i8 %31, ptr %27, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %0, ptr noundef nonnull align 1 dereferenceable(7) %1, i64 7, i1 false), !tbaa.struct !11
  ret void
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp9(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum9(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
  %90 = zext i8 %89 to i32
  %91 = add i32 %87, %90
  ret i32 %91
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make9(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S9) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill9(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump9(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S9) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
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
  %15 = load <8 x i8>, ptr %1, align 1, !tbaa !5
  %16 = insertelement <8 x i8> poison, i8 %4, i64 0
  %17 = insertelement <8 x i8> %16, i8 %6, i64 1
  %18 = shufflevector <2 x i8> %10, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %19 = shufflevector <8 x i8> %17, <8 x i8> %18, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>
  %20 = shufflevector <4 x i8> %14, <4 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %21 = shufflevector <8 x i8> %19, <8 x i8> %20, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %22 = add <8 x i8> %15, %21
  store <8 x i8> %22, ptr %1, align 1, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = trunc i32 %2 to i8
  %26 = add i8 %25, 8
  %27 = add i8 %24, %26
  store i8 %27, ptr %23, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %0, ptr noundef nonnull align 1 dereferenceable(9) %1, i64 9, i1 false), !tbaa.struct !12
  ret void
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp10(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum10(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  ret i32 %101
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make10(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S10) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill10(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump10(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S10) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
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
  %15 = load <8 x i8>, ptr %1, align 1, !tbaa !5
  %16 = insertelement <8 x i8> poison, i8 %4, i64 0
  %17 = insertelement <8 x i8> %16, i8 %6, i64 1
  %18 = shufflevector <2 x i8> %10, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %19 = shufflevector <8 x i8> %17, <8 x i8> %18, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>
  %20 = shufflevector <4 x i8> %14, <4 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %21 = shufflevector <8 x i8> %19, <8 x i8> %20, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %22 = add <8 x i8> %15, %21
  store <8 x i8> %22, ptr %1, align 1, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = trunc i32 %2 to i8
  %26 = add i8 %25, 8
  %27 = add i8 %24, %26
  store i8 %27, ptr %23, align 1, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %1, i64 9
  %29 = load i8, ptr %28, align 1, !tbaa !5
  %30 = trunc i32 %2 to i8
  %31 = add i8 %30, 9
  %32 = add i8 %29, %31
  store i8 %32, ptr %28, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %0, ptr noundef nonnull align 1 dereferenceable(10) %1, i64 10, i1 false), !tbaa.struct !13
  ret void
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp11(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 10
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = trunc i32 %2 to i8
  %64 = add i8 %63, 10
  %65 = add i8 %62, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %65, ptr %66, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum11(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !5
  %110 = zext i8 %109 to i32
  %111 = add i32 %107, %110
  ret i32 %111
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp12(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 10
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = trunc i32 %2 to i8
  %64 = add i8 %63, 10
  %65 = add i8 %62, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %65, ptr %66, align 1, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %1, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = trunc i32 %2 to i8
  %70 = add i8 %69, 11
  %71 = add i8 %68, %70
  %72 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %71, ptr %72, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum12(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !5
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
  ret i32 %121
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make12(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S12) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill12(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump12(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S12) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
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
  %15 = load <8 x i8>, ptr %1, align 1, !tbaa !5
  %16 = insertelement <8 x i8> poison, i8 %4, i64 0
  %17 = insertelement <8 x i8> %16, i8 %6, i64 1
  %18 = shufflevector <2 x i8> %10, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %19 = shufflevector <8 x i8> %17, <8 x i8> %18, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>
  %20 = shufflevector <4 x i8> %14, <4 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %21 = shufflevector <8 x i8> %19, <8 x i8> %20, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %22 = add <8 x i8> %15, %21
  store <8 x i8> %22, ptr %1, align 1, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = trunc i32 %2 to i8
  %25 = insertelement <4 x i8> poison, i8 %24, i64 0
  %26 = shufflevector <4 x i8> %25, <4 x i8> poison, <4 x i32> zeroinitializer
  %27 = load <4 x i8>, ptr %23, align 1, !tbaa !5
  %28 = add <4 x i8> %26, <i8 8, i8 9, i8 10, i8 11>
  %29 = add <4 x i8> %27, %28
  store <4 x i8> %29, ptr %23, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %0, ptr noundef nonnull align 1 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !14
  ret void
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp13(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 10
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = trunc i32 %2 to i8
  %64 = add i8 %63, 10
  %65 = add i8 %62, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %65, ptr %66, align 1, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %1, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = trunc i32 %2 to i8
  %70 = add i8 %69, 11
  %71 = add i8 %68, %70
  %72 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %71, ptr %72, align 1, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = trunc i32 %2 to i8
  %76 = add i8 %75, 12
  %77 = add i8 %74, %76
  %78 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %77, ptr %78, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum13(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !5
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
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = mul nuw nsw i32 %125, 3
  %127 = add i32 %126, %122
  %128 = getelementptr inbounds i8, ptr %2, i64 12
  %129 = load i8, ptr %128, align 1, !tbaa !5
  %130 = zext i8 %129 to i32
  %131 = add i32 %127, %130
  ret i32 %131
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp14(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 10
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = trunc i32 %2 to i8
  %64 = add i8 %63, 10
  %65 = add i8 %62, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %65, ptr %66, align 1, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %1, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = trunc i32 %2 to i8
  %70 = add i8 %69, 11
  %71 = add i8 %68, %70
  %72 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %71, ptr %72, align 1, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = trunc i32 %2 to i8
  %76 = add i8 %75, 12
  %77 = add i8 %74, %76
  %78 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %77, ptr %78, align 1, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %1, i64 13
  %80 = load i8, ptr %79, align 1, !tbaa !5
  %81 = trunc i32 %2 to i8
  %82 = add i8 %81, 13
  %83 = add i8 %80, %82
  %84 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %83, ptr %84, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum14(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !5
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
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = mul nuw nsw i32 %125, 3
  %127 = add i32 %126, %122
  %128 = getelementptr inbounds i8, ptr %2, i64 12
  %129 = load i8, ptr %128, align 1, !tbaa !5
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
  ret i32 %141
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp15(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 10
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = trunc i32 %2 to i8
  %64 = add i8 %63, 10
  %65 = add i8 %62, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %65, ptr %66, align 1, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %1, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = trunc i32 %2 to i8
  %70 = add i8 %69, 11
  %71 = add i8 %68, %70
  %72 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %71, ptr %72, align 1, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = trunc i32 %2 to i8
  %76 = add i8 %75, 12
  %77 = add i8 %74, %76
  %78 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %77, ptr %78, align 1, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %1, i64 13
  %80 = load i8, ptr %79, align 1, !tbaa !5
  %81 = trunc i32 %2 to i8
  %82 = add i8 %81, 13
  %83 = add i8 %80, %82
  %84 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %83, ptr %84, align 1, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %1, i64 14
  %86 = load i8, ptr %85, align 1, !tbaa !5
  %87 = trunc i32 %2 to i8
  %88 = add i8 %87, 14
  %89 = add i8 %86, %88
  %90 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %89, ptr %90, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum15(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !5
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
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = mul nuw nsw i32 %125, 3
  %127 = add i32 %126, %122
  %128 = getelementptr inbounds i8, ptr %2, i64 12
  %129 = load i8, ptr %128, align 1, !tbaa !5
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
  %144 = load i8, ptr %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = mul nuw nsw i32 %145, 3
  %147 = add i32 %146, %142
  %148 = getelementptr inbounds i8, ptr %2, i64 14
  %149 = load i8, ptr %148, align 1, !tbaa !5
  %150 = zext i8 %149 to i32
  %151 = add i32 %147, %150
  ret i32 %151
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bumpp16(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 10
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = trunc i32 %2 to i8
  %64 = add i8 %63, 10
  %65 = add i8 %62, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %65, ptr %66, align 1, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %1, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = trunc i32 %2 to i8
  %70 = add i8 %69, 11
  %71 = add i8 %68, %70
  %72 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %71, ptr %72, align 1, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = trunc i32 %2 to i8
  %76 = add i8 %75, 12
  %77 = add i8 %74, %76
  %78 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %77, ptr %78, align 1, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %1, i64 13
  %80 = load i8, ptr %79, align 1, !tbaa !5
  %81 = trunc i32 %2 to i8
  %82 = add i8 %81, 13
  %83 = add i8 %80, %82
  %84 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %83, ptr %84, align 1, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %1, i64 14
  %86 = load i8, ptr %85, align 1, !tbaa !5
  %87 = trunc i32 %2 to i8
  %88 = add i8 %87, 14
  %89 = add i8 %86, %88
  %90 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %89, ptr %90, align 1, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %1, i64 15
  %92 = load i8, ptr %91, align 1, !tbaa !5
  %93 = trunc i32 %2 to i8
  %94 = add i8 %93, 15
  %95 = add i8 %92, %94
  %96 = getelementptr inbounds i8, ptr %0, i64 15
  store i8 %95, ptr %96, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum16(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !5
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
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = mul nuw nsw i32 %125, 3
  %127 = add i32 %126, %122
  %128 = getelementptr inbounds i8, ptr %2, i64 12
  %129 = load i8, ptr %128, align 1, !tbaa !5
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
  %144 = load i8, ptr %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = mul nuw nsw i32 %145, 3
  %147 = add i32 %146, %142
  %148 = getelementptr inbounds i8, ptr %2, i64 14
  %149 = load i8, ptr %148, align 1, !tbaa !5
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
  ret i32 %161
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @make16(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S16) align 1 %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @fill16(ptr noundef %0, i32 noundef %1)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bump16(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S16) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
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
  %19 = load <16 x i8>, ptr %1, align 1, !tbaa !5
  %20 = insertelement <16 x i8> poison, i8 %4, i64 0
  %21 = insertelement <16 x i8> %20, i8 %6, i64 1
  %22 = shufflevector <2 x i8> %10, <2 x i8> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %23 = shufflevector <16 x i8> %21, <16 x i8> %22, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %24 = shufflevector <4 x i8> %14, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %25 = shufflevector <16 x i8> %23, <16 x i8> %24, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %26 = shufflevector <8 x i8> %18, <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %27 = shufflevector <16 x i8> %25, <16 x i8> %26, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %28 = add <16 x i8> %19, %27
  store <16 x i8> %28, ptr %1, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %0, ptr noundef nonnull align 1 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !15
  ret void
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
define dso_local void @bumpp17(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = load i8, ptr %1, align 1, !tbaa !5
  %5 = trunc i32 %2 to i8
  %6 = add i8 %4, %5
  store i8 %6, ptr %0, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = trunc i32 %2 to i8
  %10 = add i8 %9, 1
  %11 = add i8 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %11, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %15 = trunc i32 %2 to i8
  %16 = add i8 %15, 2
  %17 = add i8 %14, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = trunc i32 %2 to i8
  %22 = add i8 %21, 3
  %23 = add i8 %20, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 3
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = trunc i32 %2 to i8
  %28 = add i8 %27, 4
  %29 = add i8 %26, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %29, ptr %30, align 1, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = trunc i32 %2 to i8
  %34 = add i8 %33, 5
  %35 = add i8 %32, %34
  %36 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 6
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = trunc i32 %2 to i8
  %40 = add i8 %39, 6
  %41 = add i8 %38, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 6
  store i8 %41, ptr %42, align 1, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 7
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = trunc i32 %2 to i8
  %46 = add i8 %45, 7
  %47 = add i8 %44, %46
  %48 = getelementptr inbounds i8, ptr %0, i64 7
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = trunc i32 %2 to i8
  %52 = add i8 %51, 8
  %53 = add i8 %50, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = trunc i32 %2 to i8
  %58 = add i8 %57, 9
  %59 = add i8 %56, %58
  %60 = getelementptr inbounds i8, ptr %0, i64 9
  store i8 %59, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 10
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = trunc i32 %2 to i8
  %64 = add i8 %63, 10
  %65 = add i8 %62, %64
  %66 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 %65, ptr %66, align 1, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %1, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = trunc i32 %2 to i8
  %70 = add i8 %69, 11
  %71 = add i8 %68, %70
  %72 = getelementptr inbounds i8, ptr %0, i64 11
  store i8 %71, ptr %72, align 1, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %1, i64 12
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = trunc i32 %2 to i8
  %76 = add i8 %75, 12
  %77 = add i8 %74, %76
  %78 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 %77, ptr %78, align 1, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %1, i64 13
  %80 = load i8, ptr %79, align 1, !tbaa !5
  %81 = trunc i32 %2 to i8
  %82 = add i8 %81, 13
  %83 = add i8 %80, %82
  %84 = getelementptr inbounds i8, ptr %0, i64 13
  store i8 %83, ptr %84, align 1, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %1, i64 14
  %86 = load i8, ptr %85, align 1, !tbaa !5
  %87 = trunc i32 %2 to i8
  %88 = add i8 %87, 14
  %89 = add i8 %86, %88
  %90 = getelementptr inbounds i8, ptr %0, i64 14
  store i8 %89, ptr %90, align 1, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %1, i64 15
  %92 = load i8, ptr %91, align 1, !tbaa !5
  %93 = trunc i32 %2 to i8
  %94 = add i8 %93, 15
  %95 = add i8 %92, %94
  %96 = getelementptr inbounds i8, ptr %0, i64 15
  store i8 %95, ptr %96, align 1, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %1, i64 16
  %98 = load i8, ptr %97, align 1, !tbaa !5
  %99 = trunc i32 %2 to i8
  %100 = add i8 %99, 16
  %101 = add i8 %98, %100
  %102 = getelementptr inbounds i8, ptr %0, i64 16
  store i8 %101, ptr %102, align 1, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @sum17(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #5 {
  %4 = mul i32 %1, 31
  %5 = load i8, ptr %0, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 3
  %8 = add i32 %7, %4
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 3
  %27 = add i32 %26, %22
  %28 = getelementptr inbounds i8, ptr %2, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !5
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
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = mul nuw nsw i32 %45, 3
  %47 = add i32 %46, %42
  %48 = getelementptr inbounds i8, ptr %2, i64 4
  %49 = load i8, ptr %48, align 1, !tbaa !5
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
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i32
  %66 = mul nuw nsw i32 %65, 3
  %67 = add i32 %66, %62
  %68 = getelementptr inbounds i8, ptr %2, i64 6
  %69 = load i8, ptr %68, align 1, !tbaa !5
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
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = mul nuw nsw i32 %85, 3
  %87 = add i32 %86, %82
  %88 = getelementptr inbounds i8, ptr %2, i64 8
  %89 = load i8, ptr %88, align 1, !tbaa !5
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
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = mul nuw nsw i32 %105, 3
  %107 = add i32 %106, %102
  %108 = getelementptr inbounds i8, ptr %2, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !5
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
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = mul nuw nsw i32 %125, 3
  %127 = add i32 %126, %122
  %128 = getelementptr inbounds i8, ptr %2, i64 12
  %129 = load i8, ptr %128, align 1, !tbaa !5
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
  %144 = load i8, ptr %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = mul nuw nsw i32 %145, 3
  %147 = add i32 %146, %142
  %148 = getelementptr inbounds i8, ptr %2, i64 14
  %149 = load i8, ptr %148, align 1, !tbaa !5
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
  %164 = load i8, ptr %163, align 1, !tbaa !5
  %165 = zext i8 %164 to i32
  %166 = mul nuw nsw i32 %165, 3
  %167 = add i32 %166, %162
  %168 = getelementptr inbounds i8, ptr %2, i64 16
  %169 = load i8, ptr %168, align 1, !tbaa !5
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
define dso_local void @bump17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S17) align 1 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
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
  %19 = load <16 x i8>, ptr %1, align 1, !tbaa !5
  %20 = insertelement <16 x i8> poison, i8 %4, i64 0
  %21 = insertelement <16 x i8> %20, i8 %6, i64 1
  %22 = shufflevector <2 x i8> %10, <2 x i8> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %23 = shufflevector <16 x i8> %21, <16 x i8> %22, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %24 = shufflevector <4 x i8> %14, <4 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %25 = shufflevector <16 x i8> %23, <16 x i8> %24, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %26 = shufflevector <8 x i8> %18, <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %27 = shufflevector <16 x i8> %25, <16 x i8> %26, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %28 = add <16 x i8> %19, %27
  store <16 x i8> %28, ptr %1, align 1, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 16
  %30 = load i8, ptr %29, align 1, !tbaa !5
  %31 = trunc i32 %2 to i8
  %32 = add i8 %31, 16
  %33 = add i8 %30, %32
  store i8 %33, ptr %29, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 1 dereferenceable(17) %1, i64 17, i1 false), !tbaa.struct !16
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @sd_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.SD) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #4 {
  %4 = load i16, ptr %1, align 8, !tbaa !17
  %5 = load i16, ptr %2, align 8, !tbaa !17
  %6 = sub i16 %4, %5
  store i16 %6, ptr %0, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !21
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !21
  %12 = fmul double %9, %11
  store double %12, ptr %7, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ds3_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.DS3) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = load double, ptr %1, align 8, !tbaa !22
  %4 = fneg double %3
  store double %4, ptr %0, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 12
  %8 = load i16, ptr %7, align 4, !tbaa !24
  store i16 %8, ptr %5, align 8, !tbaa !24
  %9 = getelementptr inbounds i8, ptr %0, i64 10
  %10 = load <2 x i16>, ptr %6, align 8, !tbaa !24
  store <2 x i16> %10, ptr %9, align 2, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @bef_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.BEF) align 4 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = load i8, ptr %1, align 4, !tbaa !25, !range !30, !noundef !31
  %4 = xor i8 %3, 1
  store i8 %4, ptr %0, align 4, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !32
  %7 = icmp eq i32 %6, 2
  %8 = add i32 %6, 1
  %9 = select i1 %7, i32 0, i32 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %9, ptr %10, align 4, !tbaa !32
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !33
  %14 = fadd float %13, 5.000000e-01
  store float %14, ptr %11, align 4, !tbaa !33
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @nested_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Nested) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !34
  store float %4, ptr %0, align 8, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !38
  %8 = fptrunc double %7 to float
  store float %8, ptr %5, align 4, !tbaa !39
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load float, ptr %1, align 8, !tbaa !37
  %11 = fpext float %10 to double
  store double %11, ptr %9, align 8, !tbaa !38
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @sh5_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.SH5) align 2 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 2
  %4 = load <4 x i16>, ptr %3, align 2, !tbaa !24
  %5 = mul <4 x i16> %4, <i16 -2, i16 -2, i16 -2, i16 -2>
  %6 = shufflevector <4 x i16> %5, <4 x i16> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i16> %6, ptr %0, align 2, !tbaa !24
  %7 = load i16, ptr %1, align 2, !tbaa !24
  %8 = mul i16 %7, -2
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i16 %8, ptr %9, align 2, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ic5_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.IC5) align 4 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !40
  %3 = load i32, ptr %1, align 4, !tbaa !42
  %4 = sub nsw i32 0, %3
  store i32 %4, ptr %0, align 4, !tbaa !42
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load <4 x i8>, ptr %5, align 1, !tbaa !5
  %8 = xor <4 x i8> %7, <i8 32, i8 32, i8 32, i8 32>
  store <4 x i8> %8, ptr %6, align 4, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = xor i8 %10, 32
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %11, ptr %12, align 4, !tbaa !5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 {
  %1 = alloca %struct.S3, align 1
  %2 = alloca %struct.S3, align 1
  %3 = alloca %struct.S3, align 1
  %4 = alloca %struct.S3, align 1
  %5 = alloca %struct.S3, align 1
  %6 = alloca [3 x i8], align 1
  %7 = alloca %struct.S5, align 1
  %8 = alloca %struct.S5, align 1
  %9 = alloca %struct.S5, align 1
  %10 = alloca %struct.S5, align 1
  %11 = alloca %struct.S5, align 1
  %12 = alloca %struct.S6, align 1
  %13 = alloca %struct.S6, align 1
  %14 = alloca %struct.S6, align 1
  %15 = alloca %struct.S6, align 1
  %16 = alloca %struct.S6, align 1
  %17 = alloca [5 x i8], align 1
  %18 = alloca %struct.S7, align 1
  %19 = alloca %struct.S7, align 1
  %20 = alloca %struct.S7, align 1
  %21 = alloca %struct.S7, align 1
  %22 = alloca %struct.S7, align 1
  %23 = alloca [7 x i8], align 1
  %24 = alloca %struct.S9, align 1
  %25 = alloca %struct.S9, align 1
  %26 = alloca %struct.S9, align 1
  %27 = alloca %struct.S9, align 1
  %28 = alloca %struct.S9, align 1
  %29 = alloca %struct.S10, align 1
  %30 = alloca %struct.S10, align 1
  %31 = alloca %struct.S10, align 1
  %32 = alloca %struct.S10, align 1
  %33 = alloca %struct.S10, align 1
  %34 = alloca %struct.anon.10, align 1
  %35 = alloca %struct.S11, align 1
  %36 = alloca %struct.S11, align 1
  %37 = alloca %struct.S11, align 1
  %38 = alloca [10 x i8], align 1
  %39 = alloca %struct.S12, align 1
  %40 = alloca %struct.S12, align 1
  %41 = alloca %struct.S12, align 1
  %42 = alloca %struct.S12, align 1
  %43 = alloca %struct.S12, align 1
  %44 = alloca %struct.anon.12, align 1
  %45 = alloca %struct.S13, align 1
  %46 = alloca %struct.S13, align 1
  %47 = alloca %struct.S13, align 1
  %48 = alloca %struct.anon.13, align 1
  %49 = alloca %struct.S14, align 1
  %50 = alloca %struct.S14, align 1
  %51 = alloca %struct.S14, align 1
  %52 = alloca %struct.anon.14, align 1
  %53 = alloca %struct.S15, align 1
  %54 = alloca %struct.S15, align 1
  %55 = alloca %struct.S15, align 1
  %56 = alloca [14 x i8], align 1
  %57 = alloca %struct.S16, align 1
  %58 = alloca %struct.S16, align 1
  %59 = alloca %struct.S16, align 1
  %60 = alloca %struct.S16, align 1
  %61 = alloca %struct.S16, align 1
  %62 = alloca [15 x i8], align 1
  %63 = alloca %struct.S17, align 1
  %64 = alloca %struct.S17, align 1
  %65 = alloca %struct.S17, align 1
  %66 = alloca %struct.S17, align 1
  %67 = alloca %struct.S17, align 1
  %68 = alloca %struct.S3, align 1
  %69 = alloca %struct.S7, align 4
  %70 = alloca %struct.S3, align 1
  %71 = alloca %struct.S3, align 1
  %72 = alloca %struct.S7, align 1
  %73 = alloca %struct.S7, align 4
  %74 = alloca %struct.SD, align 8
  %75 = alloca %struct.DS3, align 8
  %76 = alloca %struct.DS3, align 8
  %77 = alloca %struct.DS3, align 8
  %78 = alloca [3 x i8], align 1
  %79 = alloca %struct.BEF, align 4
  %80 = alloca %struct.BEF, align 4
  %81 = alloca %struct.Nested, align 8
  %82 = alloca %struct.Nested, align 8
  %83 = alloca %struct.SH5, align 2
  %84 = alloca %struct.SH5, align 8
  %85 = alloca %struct.IC5, align 4
  %86 = tail call i8 @make1(i32 noundef 1)
  %87 = tail call i8 @bump1(i8 %86, i32 noundef 0)
  %88 = tail call i8 @bump1(i8 %87, i32 noundef 1)
  %89 = tail call i8 @bump1(i8 %88, i32 noundef 2)
  %90 = tail call i8 @make1(i32 noundef 101)
  %91 = tail call i32 @sum1(i8 %89, i32 noundef 1, i8 %90)
  %92 = zext i8 %89 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1, i32 noundef %91, i32 noundef %92, i32 noundef %92, i32 noundef 0)
  %93 = tail call i16 @make2(i32 noundef 2)
  %94 = tail call i16 @bump2(i16 %93, i32 noundef 0)
  %95 = tail call i16 @bump2(i16 %94, i32 noundef 1)
  %96 = tail call i16 @bump2(i16 %95, i32 noundef 2)
  %97 = lshr i16 %96, 8
  %98 = zext nneg i16 %97 to i32
  %99 = tail call i16 @make2(i32 noundef 102)
  %100 = and i16 %96, 255
  %101 = zext nneg i16 %100 to i32
  %102 = tail call i32 @sum2(i16 %96, i32 noundef 2, i16 %99)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 2, i32 noundef %102, i32 noundef %101, i32 noundef %98, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %1) #13
  call void @make3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %1, i32 noundef 3)
  %103 = load i8, ptr %1, align 1
  %104 = getelementptr inbounds i8, ptr %1, i64 1
  %105 = load i8, ptr %104, align 1
  %106 = getelementptr inbounds i8, ptr %1, i64 2
  %107 = load i8, ptr %106, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %3) #13
  store i8 %103, ptr %3, align 1
  %108 = getelementptr inbounds i8, ptr %3, i64 1
  store i8 %105, ptr %108, align 1
  %109 = getelementptr inbounds i8, ptr %3, i64 2
  store i8 %107, ptr %109, align 1, !tbaa !5
  call void @bump3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %2, ptr noundef nonnull %3, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %3) #13
  %110 = load i8, ptr %2, align 1
  %111 = getelementptr inbounds i8, ptr %2, i64 1
  %112 = load i8, ptr %111, align 1
  %113 = getelementptr inbounds i8, ptr %2, i64 2
  %114 = load i8, ptr %113, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %3) #13
  store i8 %110, ptr %3, align 1
  store i8 %112, ptr %108, align 1
  store i8 %114, ptr %109, align 1, !tbaa !5
  call void @bump3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %2, ptr noundef nonnull %3, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %3) #13
  %115 = load i8, ptr %2, align 1
  %116 = load i8, ptr %111, align 1
  %117 = load i8, ptr %113, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %3) #13
  store i8 %115, ptr %3, align 1
  store i8 %116, ptr %108, align 1
  store i8 %117, ptr %109, align 1, !tbaa !5
  call void @bump3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %2, ptr noundef nonnull %3, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %3) #13
  %118 = load i8, ptr %2, align 1
  %119 = load i8, ptr %111, align 1
  %120 = load i8, ptr %113, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %5) #13
  call void @make3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %5, i32 noundef 103)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %4) #13
  store i8 %118, ptr %4, align 1
  %121 = getelementptr inbounds i8, ptr %4, i64 1
  store i8 %119, ptr %121, align 1
  %122 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 %120, ptr %122, align 1, !tbaa !5
  %123 = call i32 @sum3(ptr noundef nonnull %4, i32 noundef 3, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %5) #13
  %124 = zext i8 %118 to i32
  %125 = zext i8 %120 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 3, i32 noundef %123, i32 noundef %124, i32 noundef %125, i32 noundef 0)
  %126 = tail call i32 @make4(i32 noundef 4)
  %127 = tail call i32 @bump4(i32 %126, i32 noundef 0)
  %128 = tail call i32 @bump4(i32 %127, i32 noundef 1)
  %129 = tail call i32 @bump4(i32 %128, i32 noundef 2)
  %130 = lshr i32 %129, 24
  %131 = tail call i32 @make4(i32 noundef 104)
  %132 = and i32 %129, 255
  %133 = tail call i32 @sum4(i32 %129, i32 noundef 4, i32 %131)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 4, i32 noundef %133, i32 noundef %132, i32 noundef %130, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %7) #13
  call void @make5(ptr dead_on_unwind nonnull writable sret(%struct.S5) align 1 %7, i32 noundef 5)
  %134 = load i8, ptr %7, align 1
  %135 = getelementptr inbounds i8, ptr %7, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %6, ptr noundef nonnull align 1 dereferenceable(3) %135, i64 3, i1 false), !tbaa.struct !44
  %136 = getelementptr inbounds i8, ptr %7, i64 4
  %137 = load i8, ptr %136, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %9) #13
  store i8 %134, ptr %9, align 1
  %138 = getelementptr inbounds i8, ptr %9, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %138, ptr noundef nonnull align 1 dereferenceable(3) %6, i64 3, i1 false), !tbaa.struct !44
  %139 = getelementptr inbounds i8, ptr %9, i64 4
  store i8 %137, ptr %139, align 1, !tbaa !5
  call void @bump5(ptr dead_on_unwind nonnull writable sret(%struct.S5) align 1 %8, ptr noundef nonnull %9, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %9) #13
  %140 = load i8, ptr %8, align 1
  %141 = getelementptr inbounds i8, ptr %8, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %6, ptr noundef nonnull align 1 dereferenceable(3) %141, i64 3, i1 false), !tbaa.struct !44
  %142 = getelementptr inbounds i8, ptr %8, i64 4
  %143 = load i8, ptr %142, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %9) #13
  store i8 %140, ptr %9, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %138, ptr noundef nonnull align 1 dereferenceable(3) %6, i64 3, i1 false), !tbaa.struct !44
  store i8 %143, ptr %139, align 1, !tbaa !5
  call void @bump5(ptr dead_on_unwind nonnull writable sret(%struct.S5) align 1 %8, ptr noundef nonnull %9, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %9) #13
  %144 = load i8, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %6, ptr noundef nonnull align 1 dereferenceable(3) %141, i64 3, i1 false), !tbaa.struct !44
  %145 = load i8, ptr %142, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %9) #13
  store i8 %144, ptr %9, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %138, ptr noundef nonnull align 1 dereferenceable(3) %6, i64 3, i1 false), !tbaa.struct !44
  store i8 %145, ptr %139, align 1, !tbaa !5
  call void @bump5(ptr dead_on_unwind nonnull writable sret(%struct.S5) align 1 %8, ptr noundef nonnull %9, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %9) #13
  %146 = load i8, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %6, ptr noundef nonnull align 1 dereferenceable(3) %141, i64 3, i1 false), !tbaa.struct !44
  %147 = load i8, ptr %142, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %11) #13
  call void @make5(ptr dead_on_unwind nonnull writable sret(%struct.S5) align 1 %11, i32 noundef 105)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %10) #13
  store i8 %146, ptr %10, align 1
  %148 = getelementptr inbounds i8, ptr %10, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %148, ptr noundef nonnull align 1 dereferenceable(3) %6, i64 3, i1 false), !tbaa.struct !44
  %149 = getelementptr inbounds i8, ptr %10, i64 4
  store i8 %147, ptr %149, align 1, !tbaa !5
  %150 = call i32 @sum5(ptr noundef nonnull %10, i32 noundef 5, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %11) #13
  %151 = zext i8 %146 to i32
  %152 = zext i8 %147 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 5, i32 noundef %150, i32 noundef %151, i32 noundef %152, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %12) #13
  call void @make6(ptr dead_on_unwind nonnull writable sret(%struct.S6) align 1 %12, i32 noundef 6)
  %153 = load i8, ptr %12, align 1
  %154 = getelementptr inbounds i8, ptr %12, i64 1
  %155 = load i32, ptr %154, align 1
  %156 = getelementptr inbounds i8, ptr %12, i64 5
  %157 = load i8, ptr %156, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %14) #13
  store i8 %153, ptr %14, align 1
  %158 = getelementptr inbounds i8, ptr %14, i64 1
  store i32 %155, ptr %158, align 1
  %159 = getelementptr inbounds i8, ptr %14, i64 5
  store i8 %157, ptr %159, align 1, !tbaa !5
  call void @bump6(ptr dead_on_unwind nonnull writable sret(%struct.S6) align 1 %13, ptr noundef nonnull %14, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %14) #13
  %160 = load i8, ptr %13, align 1
  %161 = getelementptr inbounds i8, ptr %13, i64 1
  %162 = load i32, ptr %161, align 1
  %163 = getelementptr inbounds i8, ptr %13, i64 5
  %164 = load i8, ptr %163, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %14) #13
  store i8 %160, ptr %14, align 1
  store i32 %162, ptr %158, align 1
  store i8 %164, ptr %159, align 1, !tbaa !5
  call void @bump6(ptr dead_on_unwind nonnull writable sret(%struct.S6) align 1 %13, ptr noundef nonnull %14, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %14) #13
  %165 = load i8, ptr %13, align 1
  %166 = load i32, ptr %161, align 1
  %167 = load i8, ptr %163, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %14) #13
  store i8 %165, ptr %14, align 1
  store i32 %166, ptr %158, align 1
  store i8 %167, ptr %159, align 1, !tbaa !5
  call void @bump6(ptr dead_on_unwind nonnull writable sret(%struct.S6) align 1 %13, ptr noundef nonnull %14, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %14) #13
  %168 = load i8, ptr %13, align 1
  %169 = load i32, ptr %161, align 1
  %170 = load i8, ptr %163, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %16) #13
  call void @make6(ptr dead_on_unwind nonnull writable sret(%struct.S6) align 1 %16, i32 noundef 106)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %15) #13
  store i8 %168, ptr %15, align 1
  %171 = getelementptr inbounds i8, ptr %15, i64 1
  store i32 %169, ptr %171, align 1
  %172 = getelementptr inbounds i8, ptr %15, i64 5
  store i8 %170, ptr %172, align 1, !tbaa !5
  %173 = call i32 @sum6(ptr noundef nonnull %15, i32 noundef 6, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %16) #13
  %174 = zext i8 %168 to i32
  %175 = zext i8 %170 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 6, i32 noundef %173, i32 noundef %174, i32 noundef %175, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %18) #13
  call void @make7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %18, i32 noundef 7)
  %176 = load i8, ptr %18, align 1
  %177 = getelementptr inbounds i8, ptr %18, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %17, ptr noundef nonnull align 1 dereferenceable(5) %177, i64 5, i1 false), !tbaa.struct !10
  %178 = getelementptr inbounds i8, ptr %18, i64 6
  %179 = load i8, ptr %178, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %20) #13
  store i8 %176, ptr %20, align 1
  %180 = getelementptr inbounds i8, ptr %20, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %180, ptr noundef nonnull align 1 dereferenceable(5) %17, i64 5, i1 false), !tbaa.struct !10
  %181 = getelementptr inbounds i8, ptr %20, i64 6
  store i8 %179, ptr %181, align 1, !tbaa !5
  call void @bump7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %19, ptr noundef nonnull %20, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %20) #13
  %182 = load i8, ptr %19, align 1
  %183 = getelementptr inbounds i8, ptr %19, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %17, ptr noundef nonnull align 1 dereferenceable(5) %183, i64 5, i1 false), !tbaa.struct !10
  %184 = getelementptr inbounds i8, ptr %19, i64 6
  %185 = load i8, ptr %184, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %20) #13
  store i8 %182, ptr %20, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %180, ptr noundef nonnull align 1 dereferenceable(5) %17, i64 5, i1 false), !tbaa.struct !10
  store i8 %185, ptr %181, align 1, !tbaa !5
  call void @bump7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %19, ptr noundef nonnull %20, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %20) #13
  %186 = load i8, ptr %19, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %17, ptr noundef nonnull align 1 dereferenceable(5) %183, i64 5, i1 false), !tbaa.struct !10
  %187 = load i8, ptr %184, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %20) #13
  store i8 %186, ptr %20, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %180, ptr noundef nonnull align 1 dereferenceable(5) %17, i64 5, i1 false), !tbaa.struct !10
  store i8 %187, ptr %181, align 1, !tbaa !5
  call void @bump7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %19, ptr noundef nonnull %20, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %20) #13
  %188 = load i8, ptr %19, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %17, ptr noundef nonnull align 1 dereferenceable(5) %183, i64 5, i1 false), !tbaa.struct !10
  %189 = load i8, ptr %184, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %22) #13
  call void @make7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %22, i32 noundef 107)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %21) #13
  store i8 %188, ptr %21, align 1
  %190 = getelementptr inbounds i8, ptr %21, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %190, ptr noundef nonnull align 1 dereferenceable(5) %17, i64 5, i1 false), !tbaa.struct !10
  %191 = getelementptr inbounds i8, ptr %21, i64 6
  store i8 %189, ptr %191, align 1, !tbaa !5
  %192 = call i32 @sum7(ptr noundef nonnull %21, i32 noundef 7, ptr noundef nonnull %22)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %21) #13
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %22) #13
  %193 = zext i8 %188 to i32
  %194 = zext i8 %189 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 7, i32 noundef %192, i32 noundef %193, i32 noundef %194, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %17)
  %195 = tail call i64 @make8(i32 noundef 8)
  %196 = tail call i64 @bump8(i64 %195, i32 noundef 0)
  %197 = tail call i64 @bump8(i64 %196, i32 noundef 1)
  %198 = tail call i64 @bump8(i64 %197, i32 noundef 2)
  %199 = trunc i64 %198 to i32
  %200 = lshr i64 %198, 56
  %201 = trunc nuw nsw i64 %200 to i32
  %202 = tail call i64 @make8(i32 noundef 108)
  %203 = and i32 %199, 255
  %204 = tail call i32 @sum8(i64 %198, i32 noundef 8, i64 %202)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 8, i32 noundef %204, i32 noundef %203, i32 noundef %201, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %24) #13
  call void @make9(ptr dead_on_unwind nonnull writable sret(%struct.S9) align 1 %24, i32 noundef 9)
  %205 = load i8, ptr %24, align 1
  %206 = getelementptr inbounds i8, ptr %24, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %23, ptr noundef nonnull align 1 dereferenceable(7) %206, i64 7, i1 false), !tbaa.struct !45
  %207 = getelementptr inbounds i8, ptr %24, i64 8
  %208 = load i8, ptr %207, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %24) #13
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %26) #13
  store i8 %205, ptr %26, align 1
  %209 = getelementptr inbounds i8, ptr %26, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %209, ptr noundef nonnull align 1 dereferenceable(7) %23, i64 7, i1 false), !tbaa.struct !45
  %210 = getelementptr inbounds i8, ptr %26, i64 8
  store i8 %208, ptr %210, align 1, !tbaa !5
  call void @bump9(ptr dead_on_unwind nonnull writable sret(%struct.S9) align 1 %25, ptr noundef nonnull %26, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %26) #13
  %211 = load i8, ptr %25, align 1
  %212 = getelementptr inbounds i8, ptr %25, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %23, ptr noundef nonnull align 1 dereferenceable(7) %212, i64 7, i1 false), !tbaa.struct !45
  %213 = getelementptr inbounds i8, ptr %25, i64 8
  %214 = load i8, ptr %213, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %26) #13
  store i8 %211, ptr %26, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %209, ptr noundef nonnull align 1 dereferenceable(7) %23, i64 7, i1 false), !tbaa.struct !45
  store i8 %214, ptr %210, align 1, !tbaa !5
  call void @bump9(ptr dead_on_unwind nonnull writable sret(%struct.S9) align 1 %25, ptr noundef nonnull %26, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %26) #13
  %215 = load i8, ptr %25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %23, ptr noundef nonnull align 1 dereferenceable(7) %212, i64 7, i1 false), !tbaa.struct !45
  %216 = load i8, ptr %213, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %26) #13
  store i8 %215, ptr %26, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %209, ptr noundef nonnull align 1 dereferenceable(7) %23, i64 7, i1 false), !tbaa.struct !45
  store i8 %216, ptr %210, align 1, !tbaa !5
  call void @bump9(ptr dead_on_unwind nonnull writable sret(%struct.S9) align 1 %25, ptr noundef nonnull %26, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %26) #13
  %217 = load i8, ptr %25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %23, ptr noundef nonnull align 1 dereferenceable(7) %212, i64 7, i1 false), !tbaa.struct !45
  %218 = load i8, ptr %213, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %28) #13
  call void @make9(ptr dead_on_unwind nonnull writable sret(%struct.S9) align 1 %28, i32 noundef 109)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %27) #13
  store i8 %217, ptr %27, align 1
  %219 = getelementptr inbounds i8, ptr %27, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %219, ptr noundef nonnull align 1 dereferenceable(7) %23, i64 7, i1 false), !tbaa.struct !45
  %220 = getelementptr inbounds i8, ptr %27, i64 8
  store i8 %218, ptr %220, align 1, !tbaa !5
  %221 = call i32 @sum9(ptr noundef nonnull %27, i32 noundef 9, ptr noundef nonnull %28)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %27) #13
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %28) #13
  %222 = zext i8 %217 to i32
  %223 = zext i8 %218 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 9, i32 noundef %221, i32 noundef %222, i32 noundef %223, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %29) #13
  call void @make10(ptr dead_on_unwind nonnull writable sret(%struct.S10) align 1 %29, i32 noundef 10)
  %224 = load i8, ptr %29, align 1
  %225 = getelementptr inbounds i8, ptr %29, i64 1
  %226 = load i64, ptr %225, align 1
  %227 = getelementptr inbounds i8, ptr %29, i64 9
  %228 = load i8, ptr %227, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %31) #13
  store i8 %224, ptr %31, align 1
  %229 = getelementptr inbounds i8, ptr %31, i64 1
  store i64 %226, ptr %229, align 1
  %230 = getelementptr inbounds i8, ptr %31, i64 9
  store i8 %228, ptr %230, align 1, !tbaa !5
  call void @bump10(ptr dead_on_unwind nonnull writable sret(%struct.S10) align 1 %30, ptr noundef nonnull %31, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %31) #13
  %231 = load i8, ptr %30, align 1
  %232 = getelementptr inbounds i8, ptr %30, i64 1
  %233 = load i64, ptr %232, align 1
  %234 = getelementptr inbounds i8, ptr %30, i64 9
  %235 = load i8, ptr %234, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %31) #13
  store i8 %231, ptr %31, align 1
  store i64 %233, ptr %229, align 1
  store i8 %235, ptr %230, align 1, !tbaa !5
  call void @bump10(ptr dead_on_unwind nonnull writable sret(%struct.S10) align 1 %30, ptr noundef nonnull %31, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %31) #13
  %236 = load i8, ptr %30, align 1
  %237 = load i64, ptr %232, align 1
  %238 = load i8, ptr %234, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %31) #13
  store i8 %236, ptr %31, align 1
  store i64 %237, ptr %229, align 1
  store i8 %238, ptr %230, align 1, !tbaa !5
  call void @bump10(ptr dead_on_unwind nonnull writable sret(%struct.S10) align 1 %30, ptr noundef nonnull %31, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %31) #13
  %239 = load i8, ptr %30, align 1
  %240 = load i64, ptr %232, align 1
  %241 = load i8, ptr %234, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %33) #13
  call void @make10(ptr dead_on_unwind nonnull writable sret(%struct.S10) align 1 %33, i32 noundef 110)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %32) #13
  store i8 %239, ptr %32, align 1
  %242 = getelementptr inbounds i8, ptr %32, i64 1
  store i64 %240, ptr %242, align 1
  %243 = getelementptr inbounds i8, ptr %32, i64 9
  store i8 %241, ptr %243, align 1, !tbaa !5
  %244 = call i32 @sum10(ptr noundef nonnull %32, i32 noundef 10, ptr noundef nonnull %33)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %32) #13
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %33) #13
  %245 = zext i8 %239 to i32
  %246 = zext i8 %241 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 10, i32 noundef %244, i32 noundef %245, i32 noundef %246, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %34) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %34, i8 -91, i64 23, i1 false)
  %247 = getelementptr inbounds i8, ptr %34, i64 3
  call void @fill11(ptr noundef nonnull %247, i32 noundef 11)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %35) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %35, ptr noundef nonnull align 1 dereferenceable(11) %247, i64 11, i1 false), !tbaa.struct !46
  call void @bumpp11(ptr noundef nonnull %247, ptr noundef nonnull %35, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %35) #13
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %35) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %35, ptr noundef nonnull align 1 dereferenceable(11) %247, i64 11, i1 false), !tbaa.struct !46
  call void @bumpp11(ptr noundef nonnull %247, ptr noundef nonnull %35, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %35) #13
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %35) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %35, ptr noundef nonnull align 1 dereferenceable(11) %247, i64 11, i1 false), !tbaa.struct !46
  call void @bumpp11(ptr noundef nonnull %247, ptr noundef nonnull %35, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %35) #13
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %37) #13
  call void @fill11(ptr noundef nonnull %37, i32 noundef 111)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %36) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %36, ptr noundef nonnull align 1 dereferenceable(11) %247, i64 11, i1 false), !tbaa.struct !46
  %248 = call i32 @sum11(ptr noundef nonnull %36, i32 noundef 11, ptr noundef nonnull %37)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %36) #13
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %37) #13
  %249 = load i8, ptr %247, align 1, !tbaa !5
  %250 = getelementptr inbounds i8, ptr %34, i64 13
  %251 = load i8, ptr %250, align 1, !tbaa !5
  %252 = load i8, ptr %34, align 1, !tbaa !5
  %253 = icmp ne i8 %252, -91
  %254 = getelementptr inbounds i8, ptr %34, i64 1
  %255 = load i8, ptr %254, align 1, !tbaa !5
  %256 = icmp ne i8 %255, -91
  %257 = zext i1 %256 to i32
  %258 = getelementptr inbounds i8, ptr %34, i64 2
  %259 = load i8, ptr %258, align 1, !tbaa !5
  %260 = icmp ne i8 %259, -91
  %261 = zext i1 %260 to i32
  %262 = zext i8 %249 to i32
  %263 = getelementptr inbounds i8, ptr %34, i64 14
  %264 = load <8 x i8>, ptr %263, align 1, !tbaa !5
  %265 = icmp ne <8 x i8> %264, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %266 = getelementptr inbounds i8, ptr %34, i64 22
  %267 = load i8, ptr %266, align 1, !tbaa !5
  %268 = icmp ne i8 %267, -91
  %269 = zext i1 %268 to i32
  %270 = zext i1 %253 to i32
  %271 = zext i8 %251 to i32
  %272 = bitcast <8 x i1> %265 to i8
  %273 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %272)
  %274 = zext nneg i8 %273 to i32
  %275 = add nuw nsw i32 %274, %269
  %276 = add nuw nsw i32 %270, %257
  %277 = add nuw nsw i32 %275, %276
  %278 = add nuw nsw i32 %277, %261
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 11, i32 noundef %248, i32 noundef %262, i32 noundef %271, i32 noundef %278)
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %34) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39) #13
  call void @make12(ptr dead_on_unwind nonnull writable sret(%struct.S12) align 1 %39, i32 noundef 12)
  %279 = load i8, ptr %39, align 1
  %280 = getelementptr inbounds i8, ptr %39, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %38, ptr noundef nonnull align 1 dereferenceable(10) %280, i64 10, i1 false), !tbaa.struct !46
  %281 = getelementptr inbounds i8, ptr %39, i64 11
  %282 = load i8, ptr %281, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41) #13
  store i8 %279, ptr %41, align 1
  %283 = getelementptr inbounds i8, ptr %41, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %283, ptr noundef nonnull align 1 dereferenceable(10) %38, i64 10, i1 false), !tbaa.struct !46
  %284 = getelementptr inbounds i8, ptr %41, i64 11
  store i8 %282, ptr %284, align 1, !tbaa !5
  call void @bump12(ptr dead_on_unwind nonnull writable sret(%struct.S12) align 1 %40, ptr noundef nonnull %41, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41) #13
  %285 = load i8, ptr %40, align 1
  %286 = getelementptr inbounds i8, ptr %40, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %38, ptr noundef nonnull align 1 dereferenceable(10) %286, i64 10, i1 false), !tbaa.struct !46
  %287 = getelementptr inbounds i8, ptr %40, i64 11
  %288 = load i8, ptr %287, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41) #13
  store i8 %285, ptr %41, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %283, ptr noundef nonnull align 1 dereferenceable(10) %38, i64 10, i1 false), !tbaa.struct !46
  store i8 %288, ptr %284, align 1, !tbaa !5
  call void @bump12(ptr dead_on_unwind nonnull writable sret(%struct.S12) align 1 %40, ptr noundef nonnull %41, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41) #13
  %289 = load i8, ptr %40, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %38, ptr noundef nonnull align 1 dereferenceable(10) %286, i64 10, i1 false), !tbaa.struct !46
  %290 = load i8, ptr %287, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41) #13
  store i8 %289, ptr %41, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %283, ptr noundef nonnull align 1 dereferenceable(10) %38, i64 10, i1 false), !tbaa.struct !46
  store i8 %290, ptr %284, align 1, !tbaa !5
  call void @bump12(ptr dead_on_unwind nonnull writable sret(%struct.S12) align 1 %40, ptr noundef nonnull %41, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41) #13
  %291 = load i8, ptr %40, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %38, ptr noundef nonnull align 1 dereferenceable(10) %286, i64 10, i1 false), !tbaa.struct !46
  %292 = load i8, ptr %287, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %43) #13
  call void @make12(ptr dead_on_unwind nonnull writable sret(%struct.S12) align 1 %43, i32 noundef 112)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %42) #13
  store i8 %291, ptr %42, align 1
  %293 = getelementptr inbounds i8, ptr %42, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %293, ptr noundef nonnull align 1 dereferenceable(10) %38, i64 10, i1 false), !tbaa.struct !46
  %294 = getelementptr inbounds i8, ptr %42, i64 11
  store i8 %292, ptr %294, align 1, !tbaa !5
  %295 = call i32 @sum12(ptr noundef nonnull %42, i32 noundef 12, ptr noundef nonnull %43)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %42) #13
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %43) #13
  %296 = zext i8 %291 to i32
  %297 = zext i8 %292 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 12, i32 noundef %295, i32 noundef %296, i32 noundef %297, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %44) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(25) %44, i8 -91, i64 25, i1 false)
  %298 = getelementptr inbounds i8, ptr %44, i64 3
  call void @fill13(ptr noundef nonnull %298, i32 noundef 13)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %45) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %45, ptr noundef nonnull align 1 dereferenceable(13) %298, i64 13, i1 false), !tbaa.struct !47
  call void @bumpp13(ptr noundef nonnull %298, ptr noundef nonnull %45, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %45) #13
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %45) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %45, ptr noundef nonnull align 1 dereferenceable(13) %298, i64 13, i1 false), !tbaa.struct !47
  call void @bumpp13(ptr noundef nonnull %298, ptr noundef nonnull %45, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %45) #13
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %45) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %45, ptr noundef nonnull align 1 dereferenceable(13) %298, i64 13, i1 false), !tbaa.struct !47
  call void @bumpp13(ptr noundef nonnull %298, ptr noundef nonnull %45, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %45) #13
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %47) #13
  call void @fill13(ptr noundef nonnull %47, i32 noundef 113)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %46) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %46, ptr noundef nonnull align 1 dereferenceable(13) %298, i64 13, i1 false), !tbaa.struct !47
  %299 = call i32 @sum13(ptr noundef nonnull %46, i32 noundef 13, ptr noundef nonnull %47)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %46) #13
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %47) #13
  %300 = load i8, ptr %298, align 1, !tbaa !5
  %301 = getelementptr inbounds i8, ptr %44, i64 15
  %302 = load i8, ptr %301, align 1, !tbaa !5
  %303 = load i8, ptr %44, align 1, !tbaa !5
  %304 = icmp ne i8 %303, -91
  %305 = getelementptr inbounds i8, ptr %44, i64 1
  %306 = load i8, ptr %305, align 1, !tbaa !5
  %307 = icmp ne i8 %306, -91
  %308 = zext i1 %307 to i32
  %309 = getelementptr inbounds i8, ptr %44, i64 2
  %310 = load i8, ptr %309, align 1, !tbaa !5
  %311 = icmp ne i8 %310, -91
  %312 = zext i1 %311 to i32
  %313 = zext i8 %300 to i32
  %314 = getelementptr inbounds i8, ptr %44, i64 16
  %315 = load <8 x i8>, ptr %314, align 1, !tbaa !5
  %316 = icmp ne <8 x i8> %315, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %317 = getelementptr inbounds i8, ptr %44, i64 24
  %318 = load i8, ptr %317, align 1, !tbaa !5
  %319 = icmp ne i8 %318, -91
  %320 = zext i1 %319 to i32
  %321 = zext i1 %304 to i32
  %322 = zext i8 %302 to i32
  %323 = bitcast <8 x i1> %316 to i8
  %324 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %323)
  %325 = zext nneg i8 %324 to i32
  %326 = add nuw nsw i32 %325, %320
  %327 = add nuw nsw i32 %321, %308
  %328 = add nuw nsw i32 %326, %327
  %329 = add nuw nsw i32 %328, %312
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 13, i32 noundef %299, i32 noundef %313, i32 noundef %322, i32 noundef %329)
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %44) #13
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %48) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(26) %48, i8 -91, i64 26, i1 false)
  %330 = getelementptr inbounds i8, ptr %48, i64 3
  call void @fill14(ptr noundef nonnull %330, i32 noundef 14)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %49) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %49, ptr noundef nonnull align 1 dereferenceable(14) %330, i64 14, i1 false), !tbaa.struct !48
  call void @bumpp14(ptr noundef nonnull %330, ptr noundef nonnull %49, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %49) #13
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %49) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %49, ptr noundef nonnull align 1 dereferenceable(14) %330, i64 14, i1 false), !tbaa.struct !48
  call void @bumpp14(ptr noundef nonnull %330, ptr noundef nonnull %49, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %49) #13
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %49) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %49, ptr noundef nonnull align 1 dereferenceable(14) %330, i64 14, i1 false), !tbaa.struct !48
  call void @bumpp14(ptr noundef nonnull %330, ptr noundef nonnull %49, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %49) #13
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %51) #13
  call void @fill14(ptr noundef nonnull %51, i32 noundef 114)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %50) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %50, ptr noundef nonnull align 1 dereferenceable(14) %330, i64 14, i1 false), !tbaa.struct !48
  %331 = call i32 @sum14(ptr noundef nonnull %50, i32 noundef 14, ptr noundef nonnull %51)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %50) #13
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %51) #13
  %332 = load i8, ptr %330, align 1, !tbaa !5
  %333 = getelementptr inbounds i8, ptr %48, i64 16
  %334 = load i8, ptr %333, align 1, !tbaa !5
  %335 = load i8, ptr %48, align 1, !tbaa !5
  %336 = icmp ne i8 %335, -91
  %337 = getelementptr inbounds i8, ptr %48, i64 1
  %338 = load i8, ptr %337, align 1, !tbaa !5
  %339 = icmp ne i8 %338, -91
  %340 = zext i1 %339 to i32
  %341 = getelementptr inbounds i8, ptr %48, i64 2
  %342 = load i8, ptr %341, align 1, !tbaa !5
  %343 = icmp ne i8 %342, -91
  %344 = zext i1 %343 to i32
  %345 = zext i8 %332 to i32
  %346 = getelementptr inbounds i8, ptr %48, i64 17
  %347 = load <8 x i8>, ptr %346, align 1, !tbaa !5
  %348 = icmp ne <8 x i8> %347, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %349 = getelementptr inbounds i8, ptr %48, i64 25
  %350 = load i8, ptr %349, align 1, !tbaa !5
  %351 = icmp ne i8 %350, -91
  %352 = zext i1 %351 to i32
  %353 = zext i1 %336 to i32
  %354 = zext i8 %334 to i32
  %355 = bitcast <8 x i1> %348 to i8
  %356 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %355)
  %357 = zext nneg i8 %356 to i32
  %358 = add nuw nsw i32 %357, %352
  %359 = add nuw nsw i32 %353, %340
  %360 = add nuw nsw i32 %358, %359
  %361 = add nuw nsw i32 %360, %344
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 14, i32 noundef %331, i32 noundef %345, i32 noundef %354, i32 noundef %361)
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %48) #13
  call void @llvm.lifetime.start.p0(i64 27, ptr nonnull %52) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(27) %52, i8 -91, i64 27, i1 false)
  %362 = getelementptr inbounds i8, ptr %52, i64 3
  call void @fill15(ptr noundef nonnull %362, i32 noundef 15)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %53) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %53, ptr noundef nonnull align 1 dereferenceable(15) %362, i64 15, i1 false), !tbaa.struct !49
  call void @bumpp15(ptr noundef nonnull %362, ptr noundef nonnull %53, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %53) #13
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %53) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %53, ptr noundef nonnull align 1 dereferenceable(15) %362, i64 15, i1 false), !tbaa.struct !49
  call void @bumpp15(ptr noundef nonnull %362, ptr noundef nonnull %53, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %53) #13
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %53) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %53, ptr noundef nonnull align 1 dereferenceable(15) %362, i64 15, i1 false), !tbaa.struct !49
  call void @bumpp15(ptr noundef nonnull %362, ptr noundef nonnull %53, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %53) #13
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %55) #13
  call void @fill15(ptr noundef nonnull %55, i32 noundef 115)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %54) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %54, ptr noundef nonnull align 1 dereferenceable(15) %362, i64 15, i1 false), !tbaa.struct !49
  %363 = call i32 @sum15(ptr noundef nonnull %54, i32 noundef 15, ptr noundef nonnull %55)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %54) #13
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %55) #13
  %364 = load i8, ptr %362, align 1, !tbaa !5
  %365 = getelementptr inbounds i8, ptr %52, i64 17
  %366 = load i8, ptr %365, align 1, !tbaa !5
  %367 = load i8, ptr %52, align 1, !tbaa !5
  %368 = icmp ne i8 %367, -91
  %369 = getelementptr inbounds i8, ptr %52, i64 1
  %370 = load i8, ptr %369, align 1, !tbaa !5
  %371 = icmp ne i8 %370, -91
  %372 = zext i1 %371 to i32
  %373 = getelementptr inbounds i8, ptr %52, i64 2
  %374 = load i8, ptr %373, align 1, !tbaa !5
  %375 = icmp ne i8 %374, -91
  %376 = zext i1 %375 to i32
  %377 = zext i8 %364 to i32
  %378 = getelementptr inbounds i8, ptr %52, i64 18
  %379 = load <8 x i8>, ptr %378, align 1, !tbaa !5
  %380 = icmp ne <8 x i8> %379, <i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91, i8 -91>
  %381 = getelementptr inbounds i8, ptr %52, i64 26
  %382 = load i8, ptr %381, align 1, !tbaa !5
  %383 = icmp ne i8 %382, -91
  %384 = zext i1 %383 to i32
  %385 = zext i1 %368 to i32
  %386 = zext i8 %366 to i32
  %387 = bitcast <8 x i1> %380 to i8
  %388 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %387)
  %389 = zext nneg i8 %388 to i32
  %390 = add nuw nsw i32 %389, %384
  %391 = add nuw nsw i32 %385, %372
  %392 = add nuw nsw i32 %390, %391
  %393 = add nuw nsw i32 %392, %376
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 15, i32 noundef %363, i32 noundef %377, i32 noundef %386, i32 noundef %393)
  call void @llvm.lifetime.end.p0(i64 27, ptr nonnull %52) #13
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #13
  call void @make16(ptr dead_on_unwind nonnull writable sret(%struct.S16) align 1 %57, i32 noundef 16)
  %394 = load i8, ptr %57, align 1
  %395 = getelementptr inbounds i8, ptr %57, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %56, ptr noundef nonnull align 1 dereferenceable(14) %395, i64 14, i1 false), !tbaa.struct !49
  %396 = getelementptr inbounds i8, ptr %57, i64 15
  %397 = load i8, ptr %396, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #13
  store i8 %394, ptr %59, align 1
  %398 = getelementptr inbounds i8, ptr %59, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %398, ptr noundef nonnull align 1 dereferenceable(14) %56, i64 14, i1 false), !tbaa.struct !49
  %399 = getelementptr inbounds i8, ptr %59, i64 15
  store i8 %397, ptr %399, align 1, !tbaa !5
  call void @bump16(ptr dead_on_unwind nonnull writable sret(%struct.S16) align 1 %58, ptr noundef nonnull %59, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #13
  %400 = load i8, ptr %58, align 1
  %401 = getelementptr inbounds i8, ptr %58, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %56, ptr noundef nonnull align 1 dereferenceable(14) %401, i64 14, i1 false), !tbaa.struct !49
  %402 = getelementptr inbounds i8, ptr %58, i64 15
  %403 = load i8, ptr %402, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #13
  store i8 %400, ptr %59, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %398, ptr noundef nonnull align 1 dereferenceable(14) %56, i64 14, i1 false), !tbaa.struct !49
  store i8 %403, ptr %399, align 1, !tbaa !5
  call void @bump16(ptr dead_on_unwind nonnull writable sret(%struct.S16) align 1 %58, ptr noundef nonnull %59, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #13
  %404 = load i8, ptr %58, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %56, ptr noundef nonnull align 1 dereferenceable(14) %401, i64 14, i1 false), !tbaa.struct !49
  %405 = load i8, ptr %402, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #13
  store i8 %404, ptr %59, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %398, ptr noundef nonnull align 1 dereferenceable(14) %56, i64 14, i1 false), !tbaa.struct !49
  store i8 %405, ptr %399, align 1, !tbaa !5
  call void @bump16(ptr dead_on_unwind nonnull writable sret(%struct.S16) align 1 %58, ptr noundef nonnull %59, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #13
  %406 = load i8, ptr %58, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %56, ptr noundef nonnull align 1 dereferenceable(14) %401, i64 14, i1 false), !tbaa.struct !49
  %407 = load i8, ptr %402, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #13
  call void @make16(ptr dead_on_unwind nonnull writable sret(%struct.S16) align 1 %61, i32 noundef 116)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #13
  store i8 %406, ptr %60, align 1
  %408 = getelementptr inbounds i8, ptr %60, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %408, ptr noundef nonnull align 1 dereferenceable(14) %56, i64 14, i1 false), !tbaa.struct !49
  %409 = getelementptr inbounds i8, ptr %60, i64 15
  store i8 %407, ptr %409, align 1, !tbaa !5
  %410 = call i32 @sum16(ptr noundef nonnull %60, i32 noundef 16, ptr noundef nonnull %61)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #13
  %411 = zext i8 %406 to i32
  %412 = zext i8 %407 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 16, i32 noundef %410, i32 noundef %411, i32 noundef %412, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %63) #13
  call void @make17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %63, i32 noundef 17)
  %413 = load i8, ptr %63, align 1
  %414 = getelementptr inbounds i8, ptr %63, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %62, ptr noundef nonnull align 1 dereferenceable(15) %414, i64 15, i1 false), !tbaa.struct !15
  %415 = getelementptr inbounds i8, ptr %63, i64 16
  %416 = load i8, ptr %415, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %63) #13
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %64) #13
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %65) #13
  store i8 %413, ptr %65, align 1
  %417 = getelementptr inbounds i8, ptr %65, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %417, ptr noundef nonnull align 1 dereferenceable(15) %62, i64 15, i1 false), !tbaa.struct !15
  %418 = getelementptr inbounds i8, ptr %65, i64 16
  store i8 %416, ptr %418, align 1, !tbaa !5
  call void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %64, ptr noundef nonnull %65, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %65) #13
  %419 = load i8, ptr %64, align 1
  %420 = getelementptr inbounds i8, ptr %64, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %62, ptr noundef nonnull align 1 dereferenceable(15) %420, i64 15, i1 false), !tbaa.struct !15
  %421 = getelementptr inbounds i8, ptr %64, i64 16
  %422 = load i8, ptr %421, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %64) #13
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %64) #13
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %65) #13
  store i8 %419, ptr %65, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %417, ptr noundef nonnull align 1 dereferenceable(15) %62, i64 15, i1 false), !tbaa.struct !15
  store i8 %422, ptr %418, align 1, !tbaa !5
  call void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %64, ptr noundef nonnull %65, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %65) #13
  %423 = load i8, ptr %64, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %62, ptr noundef nonnull align 1 dereferenceable(15) %420, i64 15, i1 false), !tbaa.struct !15
  %424 = load i8, ptr %421, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %64) #13
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %64) #13
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %65) #13
  store i8 %423, ptr %65, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %417, ptr noundef nonnull align 1 dereferenceable(15) %62, i64 15, i1 false), !tbaa.struct !15
  store i8 %424, ptr %418, align 1, !tbaa !5
  call void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %64, ptr noundef nonnull %65, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %65) #13
  %425 = load i8, ptr %64, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %62, ptr noundef nonnull align 1 dereferenceable(15) %420, i64 15, i1 false), !tbaa.struct !15
  %426 = load i8, ptr %421, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %64) #13
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %67) #13
  call void @make17(ptr dead_on_unwind nonnull writable sret(%struct.S17) align 1 %67, i32 noundef 117)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %66) #13
  store i8 %425, ptr %66, align 1
  %427 = getelementptr inbounds i8, ptr %66, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %427, ptr noundef nonnull align 1 dereferenceable(15) %62, i64 15, i1 false), !tbaa.struct !15
  %428 = getelementptr inbounds i8, ptr %66, i64 16
  store i8 %426, ptr %428, align 1, !tbaa !5
  %429 = call i32 @sum17(ptr noundef nonnull %66, i32 noundef 17, ptr noundef nonnull %67)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %66) #13
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %67) #13
  %430 = zext i8 %425 to i32
  %431 = zext i8 %426 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 17, i32 noundef %429, i32 noundef %430, i32 noundef %431, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %68) #13
  call void @make3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %68, i32 noundef 0)
  %432 = load i8, ptr %68, align 1
  %433 = getelementptr inbounds i8, ptr %68, i64 1
  %434 = load i8, ptr %433, align 1
  %435 = getelementptr inbounds i8, ptr %68, i64 2
  %436 = load i8, ptr %435, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %68) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %69) #13
  call void @make7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %69, i32 noundef 0)
  %437 = getelementptr inbounds i8, ptr %69, i64 1
  %438 = getelementptr inbounds i8, ptr %69, i64 2
  %439 = getelementptr inbounds i8, ptr %69, i64 3
  %440 = getelementptr inbounds i8, ptr %69, i64 4
  %441 = load i8, ptr %440, align 4
  %442 = getelementptr inbounds i8, ptr %69, i64 5
  %443 = load i8, ptr %442, align 1
  %444 = getelementptr inbounds i8, ptr %69, i64 6
  %445 = load i8, ptr %444, align 2, !tbaa !5
  %446 = getelementptr inbounds i8, ptr %71, i64 1
  %447 = getelementptr inbounds i8, ptr %71, i64 2
  %448 = getelementptr inbounds i8, ptr %70, i64 1
  %449 = getelementptr inbounds i8, ptr %70, i64 2
  %450 = getelementptr inbounds i8, ptr %73, i64 4
  %451 = getelementptr inbounds i8, ptr %73, i64 5
  %452 = getelementptr inbounds i8, ptr %73, i64 6
  %453 = getelementptr inbounds i8, ptr %72, i64 1
  %454 = getelementptr inbounds i8, ptr %72, i64 2
  %455 = getelementptr inbounds i8, ptr %72, i64 3
  %456 = getelementptr inbounds i8, ptr %72, i64 4
  %457 = getelementptr inbounds i8, ptr %72, i64 5
  %458 = getelementptr inbounds i8, ptr %72, i64 6
  %459 = load <4 x i8>, ptr %69, align 4
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %69) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %68) #13
  call void @make3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %68, i32 noundef 10)
  %460 = load i8, ptr %68, align 1
  %461 = load i8, ptr %433, align 1
  %462 = load i8, ptr %435, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %68) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %69) #13
  call void @make7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %69, i32 noundef 20)
  %463 = load i8, ptr %69, align 4
  %464 = load i8, ptr %437, align 1
  %465 = load i8, ptr %438, align 2
  %466 = load i8, ptr %439, align 1
  %467 = load i8, ptr %440, align 4
  %468 = load i8, ptr %442, align 1
  %469 = load i8, ptr %444, align 2, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %69) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %68) #13
  call void @make3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %68, i32 noundef 20)
  %470 = load i8, ptr %68, align 1
  %471 = load i8, ptr %433, align 1
  %472 = load i8, ptr %435, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %68) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %69) #13
  call void @make7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %69, i32 noundef 40)
  %473 = load i8, ptr %440, align 4
  %474 = load i8, ptr %442, align 1
  %475 = load i8, ptr %444, align 2, !tbaa !5
  %476 = load <4 x i8>, ptr %69, align 4
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %69) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %68) #13
  call void @make3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %68, i32 noundef 30)
  %477 = load i8, ptr %68, align 1
  %478 = load i8, ptr %433, align 1
  %479 = load i8, ptr %435, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %68) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %69) #13
  call void @make7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %69, i32 noundef 60)
  %480 = load i8, ptr %69, align 4
  %481 = load i8, ptr %437, align 1
  %482 = load i8, ptr %438, align 2
  %483 = load i8, ptr %439, align 1
  %484 = load i8, ptr %440, align 4
  %485 = load i8, ptr %442, align 1
  %486 = load i8, ptr %444, align 2, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %69) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %70) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %71) #13
  store i8 %432, ptr %71, align 1
  store i8 %434, ptr %446, align 1
  store i8 %436, ptr %447, align 1, !tbaa !5
  call void @bump3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %70, ptr noundef nonnull %71, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %71) #13
  %487 = load i8, ptr %70, align 1
  %488 = load i8, ptr %448, align 1
  %489 = load i8, ptr %449, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %70) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %72) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %73) #13
  store <4 x i8> %459, ptr %73, align 4
  store i8 %441, ptr %450, align 4
  store i8 %443, ptr %451, align 1
  store i8 %445, ptr %452, align 2, !tbaa !5
  call void @bump7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %72, ptr noundef nonnull %73, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %73) #13
  %490 = load i8, ptr %72, align 1
  %491 = load i8, ptr %453, align 1
  %492 = load i8, ptr %454, align 1
  %493 = load i8, ptr %455, align 1
  %494 = load i8, ptr %456, align 1
  %495 = load i8, ptr %457, align 1
  %496 = load i8, ptr %458, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %72) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %70) #13
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %71) #13
  store i8 %470, ptr %71, align 1
  store i8 %471, ptr %446, align 1
  store i8 %472, ptr %447, align 1, !tbaa !5
  call void @bump3(ptr dead_on_unwind nonnull writable sret(%struct.S3) align 1 %70, ptr noundef nonnull %71, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %71) #13
  %497 = load i8, ptr %70, align 1
  %498 = load i8, ptr %448, align 1
  %499 = load i8, ptr %449, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %70) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %72) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %73) #13
  store <4 x i8> %476, ptr %73, align 4
  store i8 %473, ptr %450, align 4
  store i8 %474, ptr %451, align 1
  store i8 %475, ptr %452, align 2, !tbaa !5
  call void @bump7(ptr dead_on_unwind nonnull writable sret(%struct.S7) align 1 %72, ptr noundef nonnull %73, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %73) #13
  %500 = load i8, ptr %72, align 1
  %501 = load i8, ptr %453, align 1
  %502 = load i8, ptr %454, align 1
  %503 = load i8, ptr %455, align 1
  %504 = load i8, ptr %456, align 1
  %505 = load i8, ptr %457, align 1
  %506 = load i8, ptr %458, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %72) #13
  %507 = zext i8 %487 to i32
  %508 = mul nuw nsw i32 %507, 17
  %509 = zext i8 %488 to i32
  %510 = add nuw nsw i32 %508, %509
  %511 = mul nuw nsw i32 %510, 17
  %512 = zext i8 %489 to i32
  %513 = add nuw nsw i32 %511, %512
  %514 = mul nuw nsw i32 %513, 17
  %515 = zext i8 %460 to i32
  %516 = add nuw nsw i32 %514, %515
  %517 = mul nuw nsw i32 %516, 17
  %518 = zext i8 %461 to i32
  %519 = add nuw nsw i32 %517, %518
  %520 = mul nuw nsw i32 %519, 17
  %521 = zext i8 %462 to i32
  %522 = add nuw nsw i32 %520, %521
  %523 = mul i32 %522, 17
  %524 = zext i8 %497 to i32
  %525 = add i32 %523, %524
  %526 = mul i32 %525, 17
  %527 = zext i8 %498 to i32
  %528 = add i32 %526, %527
  %529 = mul i32 %528, 17
  %530 = zext i8 %499 to i32
  %531 = add i32 %529, %530
  %532 = mul i32 %531, 17
  %533 = zext i8 %477 to i32
  %534 = add i32 %532, %533
  %535 = mul i32 %534, 17
  %536 = zext i8 %478 to i32
  %537 = add i32 %535, %536
  %538 = mul i32 %537, 17
  %539 = zext i8 %479 to i32
  %540 = add i32 %538, %539
  %541 = mul i32 %540, 13
  %542 = zext i8 %490 to i32
  %543 = add i32 %541, %542
  %544 = mul i32 %543, 13
  %545 = zext i8 %491 to i32
  %546 = add i32 %544, %545
  %547 = mul i32 %546, 13
  %548 = zext i8 %492 to i32
  %549 = add i32 %547, %548
  %550 = mul i32 %549, 13
  %551 = zext i8 %493 to i32
  %552 = add i32 %550, %551
  %553 = mul i32 %552, 13
  %554 = zext i8 %494 to i32
  %555 = add i32 %553, %554
  %556 = mul i32 %555, 13
  %557 = zext i8 %495 to i32
  %558 = add i32 %556, %557
  %559 = mul i32 %558, 13
  %560 = zext i8 %496 to i32
  %561 = add i32 %559, %560
  %562 = mul i32 %561, 13
  %563 = zext i8 %463 to i32
  %564 = add i32 %562, %563
  %565 = mul i32 %564, 13
  %566 = zext i8 %464 to i32
  %567 = add i32 %565, %566
  %568 = mul i32 %567, 13
  %569 = zext i8 %465 to i32
  %570 = add i32 %568, %569
  %571 = mul i32 %570, 13
  %572 = zext i8 %466 to i32
  %573 = add i32 %571, %572
  %574 = mul i32 %573, 13
  %575 = zext i8 %467 to i32
  %576 = add i32 %574, %575
  %577 = mul i32 %576, 13
  %578 = zext i8 %468 to i32
  %579 = add i32 %577, %578
  %580 = mul i32 %579, 13
  %581 = zext i8 %469 to i32
  %582 = add i32 %580, %581
  %583 = mul i32 %582, 13
  %584 = zext i8 %500 to i32
  %585 = add i32 %583, %584
  %586 = mul i32 %585, 13
  %587 = zext i8 %501 to i32
  %588 = add i32 %586, %587
  %589 = mul i32 %588, 13
  %590 = zext i8 %502 to i32
  %591 = add i32 %589, %590
  %592 = mul i32 %591, 13
  %593 = zext i8 %503 to i32
  %594 = add i32 %592, %593
  %595 = mul i32 %594, 13
  %596 = zext i8 %504 to i32
  %597 = add i32 %595, %596
  %598 = mul i32 %597, 13
  %599 = zext i8 %505 to i32
  %600 = add i32 %598, %599
  %601 = mul i32 %600, 13
  %602 = zext i8 %506 to i32
  %603 = add i32 %601, %602
  %604 = mul i32 %603, 13
  %605 = zext i8 %480 to i32
  %606 = add i32 %604, %605
  %607 = mul i32 %606, 13
  %608 = zext i8 %481 to i32
  %609 = add i32 %607, %608
  %610 = mul i32 %609, 13
  %611 = zext i8 %482 to i32
  %612 = add i32 %610, %611
  %613 = mul i32 %612, 13
  %614 = zext i8 %483 to i32
  %615 = add i32 %613, %614
  %616 = mul i32 %615, 13
  %617 = zext i8 %484 to i32
  %618 = add i32 %616, %617
  %619 = mul i32 %618, 13
  %620 = zext i8 %485 to i32
  %621 = add i32 %619, %620
  %622 = mul i32 %621, 13
  %623 = zext i8 %486 to i32
  %624 = add i32 %622, %623
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %624)
  %625 = tail call i64 @cf_f(i64 4584664420663165025)
  %626 = tail call i64 @cf_f(i64 %625)
  %627 = lshr i64 %626, 32
  %628 = trunc nuw i64 %627 to i32
  %629 = trunc i64 %626 to i32
  %630 = bitcast i32 %628 to float
  %631 = shl i32 %629, 24
  %632 = ashr exact i32 %631, 24
  %633 = fpext float %630 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %632, double noundef %633)
  %634 = tail call i64 @fcc_f(i64 133557378875392)
  %635 = trunc i64 %634 to i32
  %636 = bitcast i32 %635 to float
  %637 = fpext float %636 to double
  %638 = lshr i64 %634, 8
  %639 = trunc i64 %638 to i32
  %640 = ashr i32 %639, 24
  %641 = lshr i64 %634, 16
  %642 = trunc nuw i64 %641 to i32
  %643 = ashr i32 %642, 24
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %637, i32 noundef %640, i32 noundef %643)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %74) #13
  call void @sd_f(ptr dead_on_unwind nonnull writable sret(%struct.SD) align 8 %74, ptr noundef nonnull @__const.main.sa, ptr noundef nonnull @__const.main.sb)
  %644 = load i16, ptr %74, align 8, !tbaa !17
  %645 = sext i16 %644 to i32
  %646 = getelementptr inbounds i8, ptr %74, i64 8
  %647 = load double, ptr %646, align 8, !tbaa !21
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %645, double noundef %647)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %75) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %77) #13
  store double 6.250000e+00, ptr %77, align 8, !tbaa !50
  %648 = getelementptr inbounds i8, ptr %77, i64 8
  store <4 x i16> <i16 1, i16 2, i16 3, i16 0>, ptr %648, align 8
  call void @ds3_f(ptr dead_on_unwind nonnull writable sret(%struct.DS3) align 8 %76, ptr noundef nonnull %77)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %77) #13
  call void @ds3_f(ptr dead_on_unwind nonnull writable sret(%struct.DS3) align 8 %75, ptr noundef nonnull %76)
  %649 = load double, ptr %75, align 8, !tbaa !50
  %650 = getelementptr inbounds i8, ptr %75, i64 8
  %651 = load i16, ptr %650, align 8
  %652 = getelementptr inbounds i8, ptr %75, i64 10
  %653 = load i16, ptr %652, align 2
  %654 = getelementptr inbounds i8, ptr %75, i64 12
  %655 = load i16, ptr %654, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %75) #13
  %656 = sext i16 %651 to i32
  %657 = sext i16 %653 to i32
  %658 = sext i16 %655 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %649, i32 noundef %656, i32 noundef %657, i32 noundef %658)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %78)
  %659 = getelementptr inbounds i8, ptr %80, i64 1
  %660 = getelementptr inbounds i8, ptr %80, i64 4
  %661 = getelementptr inbounds i8, ptr %80, i64 8
  %662 = getelementptr inbounds i8, ptr %79, i64 1
  %663 = getelementptr inbounds i8, ptr %79, i64 4
  %664 = getelementptr inbounds i8, ptr %79, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %79) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %80) #13
  store i8 0, ptr %80, align 4, !tbaa !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %659, ptr noundef nonnull align 1 dereferenceable(3) getelementptr inbounds (i8, ptr @__const.main.b, i64 1), i64 3, i1 false)
  store i32 1, ptr %660, align 4, !tbaa !41
  store float 1.000000e+00, ptr %661, align 4, !tbaa !52
  call void @bef_f(ptr dead_on_unwind nonnull writable sret(%struct.BEF) align 4 %79, ptr noundef nonnull %80)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %80) #13
  %665 = load i8, ptr %79, align 4, !tbaa !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %78, ptr noundef nonnull align 1 dereferenceable(3) %662, i64 3, i1 false), !tbaa.struct !53
  %666 = load i32, ptr %663, align 4, !tbaa !41
  %667 = load float, ptr %664, align 4, !tbaa !52
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %79) #13
  %668 = and i8 %665, 1
  %669 = zext nneg i8 %668 to i32
  %670 = fpext float %667 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %669, i32 noundef %666, double noundef %670)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %79) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %80) #13
  store i8 %665, ptr %80, align 4, !tbaa !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %659, ptr noundef nonnull align 1 dereferenceable(3) %78, i64 3, i1 false), !tbaa.struct !53
  store i32 %666, ptr %660, align 4, !tbaa !41
  store float %667, ptr %661, align 4, !tbaa !52
  call void @bef_f(ptr dead_on_unwind nonnull writable sret(%struct.BEF) align 4 %79, ptr noundef nonnull %80)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %80) #13
  %671 = load i8, ptr %79, align 4, !tbaa !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %78, ptr noundef nonnull align 1 dereferenceable(3) %662, i64 3, i1 false), !tbaa.struct !53
  %672 = load i32, ptr %663, align 4, !tbaa !41
  %673 = load float, ptr %664, align 4, !tbaa !52
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %79) #13
  %674 = and i8 %671, 1
  %675 = zext nneg i8 %674 to i32
  %676 = fpext float %673 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %675, i32 noundef %672, double noundef %676)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %79) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %80) #13
  store i8 %671, ptr %80, align 4, !tbaa !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %659, ptr noundef nonnull align 1 dereferenceable(3) %78, i64 3, i1 false), !tbaa.struct !53
  store i32 %672, ptr %660, align 4, !tbaa !41
  store float %673, ptr %661, align 4, !tbaa !52
  call void @bef_f(ptr dead_on_unwind nonnull writable sret(%struct.BEF) align 4 %79, ptr noundef nonnull %80)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %80) #13
  %677 = load i8, ptr %79, align 4, !tbaa !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %78, ptr noundef nonnull align 1 dereferenceable(3) %662, i64 3, i1 false), !tbaa.struct !53
  %678 = load i32, ptr %663, align 4, !tbaa !41
  %679 = load float, ptr %664, align 4, !tbaa !52
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %79) #13
  %680 = and i8 %677, 1
  %681 = zext nneg i8 %680 to i32
  %682 = fpext float %679 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %681, i32 noundef %678, double noundef %682)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %79) #13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %80) #13
  store i8 %677, ptr %80, align 4, !tbaa !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %659, ptr noundef nonnull align 1 dereferenceable(3) %78, i64 3, i1 false), !tbaa.struct !53
  store i32 %678, ptr %660, align 4, !tbaa !41
  store float %679, ptr %661, align 4, !tbaa !52
  call void @bef_f(ptr dead_on_unwind nonnull writable sret(%struct.BEF) align 4 %79, ptr noundef nonnull %80)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %80) #13
  %683 = load i8, ptr %79, align 4, !tbaa !51
  %684 = load i32, ptr %663, align 4, !tbaa !41
  %685 = load float, ptr %664, align 4, !tbaa !52
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %79) #13
  %686 = and i8 %683, 1
  %687 = zext nneg i8 %686 to i32
  %688 = fpext float %685 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %687, i32 noundef %684, double noundef %688)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %81) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %82) #13
  store <2 x float> <float 1.500000e+00, float 2.500000e+00>, ptr %82, align 8, !tbaa !52
  %689 = getelementptr inbounds i8, ptr %82, i64 8
  store double 3.500000e+00, ptr %689, align 8, !tbaa !50
  call void @nested_f(ptr dead_on_unwind nonnull writable sret(%struct.Nested) align 8 %81, ptr noundef nonnull %82)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %82) #13
  %690 = load float, ptr %81, align 8, !tbaa !52
  %691 = getelementptr inbounds i8, ptr %81, i64 4
  %692 = load float, ptr %691, align 4, !tbaa !52
  %693 = getelementptr inbounds i8, ptr %81, i64 8
  %694 = load double, ptr %693, align 8, !tbaa !50
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %81) #13
  %695 = fpext float %690 to double
  %696 = fpext float %692 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, double noundef %695, double noundef %696, double noundef %694)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %83) #13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %84) #13
  store <4 x i16> <i16 1, i16 -2, i16 3, i16 -4>, ptr %84, align 8
  %697 = getelementptr inbounds i8, ptr %84, i64 8
  store i16 5, ptr %697, align 8, !tbaa !5
  call void @sh5_f(ptr dead_on_unwind nonnull writable sret(%struct.SH5) align 2 %83, ptr noundef nonnull %84)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %84) #13
  %698 = load i16, ptr %83, align 2
  %699 = getelementptr inbounds i8, ptr %83, i64 2
  %700 = load i16, ptr %699, align 2
  %701 = getelementptr inbounds i8, ptr %83, i64 4
  %702 = load i16, ptr %701, align 2
  %703 = getelementptr inbounds i8, ptr %83, i64 6
  %704 = load i16, ptr %703, align 2
  %705 = getelementptr inbounds i8, ptr %83, i64 8
  %706 = load i16, ptr %705, align 2, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %83) #13
  %707 = sext i16 %698 to i32
  %708 = sext i16 %700 to i32
  %709 = sext i16 %702 to i32
  %710 = sext i16 %704 to i32
  %711 = sext i16 %706 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %707, i32 noundef %708, i32 noundef %709, i32 noundef %710, i32 noundef %711)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %85) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %85, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.ic, i64 12, i1 false)
  call void @ic5_f(ptr dead_on_unwind nonnull writable sret(%struct.IC5) align 4 %85, ptr noundef nonnull @__const.main.ic)
  %712 = load i32, ptr %85, align 4, !tbaa !42
  %713 = getelementptr inbounds i8, ptr %85, i64 4
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %712, ptr noundef nonnull %713)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %85) #13
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %78)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %74) #13
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #8 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13
  %4 = load ptr, ptr %2, align 8, !tbaa !54
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

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
!8 = !{i64 0, i64 3, !5}
!9 = !{i64 0, i64 5, !5}
!10 = !{i64 0, i64 6, !5}
!11 = !{i64 0, i64 7, !5}
!12 = !{i64 0, i64 9, !5}
!13 = !{i64 0, i64 10, !5}
!14 = !{i64 0, i64 12, !5}
!15 = !{i64 0, i64 16, !5}
!16 = !{i64 0, i64 17, !5}
!17 = !{!18, !19, i64 0}
!18 = !{!"", !19, i64 0, !20, i64 8}
!19 = !{!"short", !6, i64 0}
!20 = !{!"double", !6, i64 0}
!21 = !{!18, !20, i64 8}
!22 = !{!23, !20, i64 0}
!23 = !{!"", !20, i64 0, !6, i64 8}
!24 = !{!19, !19, i64 0}
!25 = !{!26, !27, i64 0}
!26 = !{!"", !27, i64 0, !28, i64 4, !29, i64 8}
!27 = !{!"_Bool", !6, i64 0}
!28 = !{!"int", !6, i64 0}
!29 = !{!"float", !6, i64 0}
!30 = !{i8 0, i8 2}
!31 = !{}
!32 = !{!26, !28, i64 4}
!33 = !{!26, !29, i64 8}
!34 = !{!35, !29, i64 4}
!35 = !{!"", !29, i64 0, !36, i64 4, !20, i64 8}
!36 = !{!"", !29, i64 0}
!37 = !{!35, !29, i64 0}
!38 = !{!35, !20, i64 8}
!39 = !{!36, !29, i64 0}
!40 = !{i64 0, i64 4, !41, i64 4, i64 5, !5}
!41 = !{!28, !28, i64 0}
!42 = !{!43, !28, i64 0}
!43 = !{!"", !28, i64 0, !6, i64 4}
!44 = !{i64 0, i64 4, !5}
!45 = !{i64 0, i64 8, !5}
!46 = !{i64 0, i64 11, !5}
!47 = !{i64 0, i64 13, !5}
!48 = !{i64 0, i64 14, !5}
!49 = !{i64 0, i64 15, !5}
!50 = !{!20, !20, i64 0}
!51 = !{!27, !27, i64 0}
!52 = !{!29, !29, i64 0}
!53 = !{i64 3, i64 4, !41, i64 7, i64 4, !52}
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !6, i64 0}

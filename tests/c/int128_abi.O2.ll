; ModuleID = 'int128_abi.c'
source_filename = "int128_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Tagged = type { i128, i32 }
%struct.Mid = type { i64, i128, i8 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @first(i64 noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = sext i32 %2 to i128
  %9 = mul nsw i128 %7, %8
  %10 = add nsw i128 %9, 1
  %11 = trunc i128 %10 to i64
  %12 = lshr i128 %10, 64
  %13 = trunc nuw i128 %12 to i64
  %14 = insertvalue { i64, i64 } poison, i64 %11, 0
  %15 = insertvalue { i64, i64 } %14, i64 %13, 1
  ret { i64, i64 } %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @after5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i128 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sext i32 %0 to i128
  %9 = sext i32 %1 to i128
  %10 = sext i32 %2 to i128
  %11 = sext i32 %3 to i128
  %12 = sext i32 %4 to i128
  %13 = sext i32 %6 to i128
  %14 = add nsw i128 %9, %8
  %15 = add nsw i128 %14, %10
  %16 = add nsw i128 %15, %11
  %17 = add i128 %16, %5
  %18 = add nsw i128 %17, %12
  %19 = sub i128 %18, %13
  %20 = trunc i128 %19 to i64
  %21 = lshr i128 %19, 64
  %22 = trunc nuw i128 %21 to i64
  %23 = insertvalue { i64, i64 } poison, i64 %20, 0
  %24 = insertvalue { i64, i64 } %23, i64 %22, 1
  ret { i64, i64 } %24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @after6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i128 noundef %6, i128 noundef %7) local_unnamed_addr #0 {
  %9 = mul nsw i64 %1, %0
  %10 = sext i64 %9 to i128
  %11 = mul nsw i64 %3, %2
  %12 = sext i64 %11 to i128
  %13 = mul nsw i64 %5, %4
  %14 = sext i64 %13 to i128
  %15 = add nsw i128 %12, %10
  %16 = add i128 %15, %6
  %17 = sub i128 %16, %7
  %18 = add nsw i128 %17, %14
  %19 = trunc i128 %18 to i64
  %20 = lshr i128 %18, 64
  %21 = trunc nuw i128 %20 to i64
  %22 = insertvalue { i64, i64 } poison, i64 %19, 0
  %23 = insertvalue { i64, i64 } %22, i64 %21, 1
  ret { i64, i64 } %23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @mixed(double noundef %0, i64 noundef %1, i64 noundef %2, float noundef %3, i32 noundef %4, i64 noundef %5, i64 noundef %6, double noundef %7) local_unnamed_addr #0 {
  %9 = zext i64 %2 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %1 to i128
  %12 = or disjoint i128 %10, %11
  %13 = zext i64 %6 to i128
  %14 = shl nuw i128 %13, 64
  %15 = zext i64 %5 to i128
  %16 = sext i32 %4 to i128
  %17 = mul i128 %12, %16
  %18 = fmul double %0, 1.000000e+03
  %19 = fptoui double %18 to i128
  %20 = fmul float %3, 1.000000e+01
  %21 = fptoui float %20 to i128
  %22 = fptoui double %7 to i128
  %23 = add i128 %21, %19
  %24 = add i128 %23, %15
  %25 = add i128 %24, %17
  %26 = add i128 %25, %14
  %27 = add i128 %26, %22
  %28 = trunc i128 %27 to i64
  %29 = lshr i128 %27, 64
  %30 = trunc nuw i128 %29 to i64
  %31 = insertvalue { i64, i64 } poison, i64 %28, 0
  %32 = insertvalue { i64, i64 } %31, i64 %30, 1
  ret { i64, i64 } %32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local { i64, i64 } @divmod(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = zext i64 %1 to i128
  %7 = shl nuw i128 %6, 64
  %8 = zext i64 %0 to i128
  %9 = or disjoint i128 %7, %8
  %10 = zext i64 %3 to i128
  %11 = shl nuw i128 %10, 64
  %12 = zext i64 %2 to i128
  %13 = or disjoint i128 %11, %12
  %14 = sdiv i128 %9, %13
  %15 = mul i128 %14, %13
  %16 = sub i128 %9, %15
  store i128 %16, ptr %4, align 16, !tbaa !5
  %17 = trunc i128 %14 to i64
  %18 = lshr i128 %14, 64
  %19 = trunc nuw i128 %18 to i64
  %20 = insertvalue { i64, i64 } poison, i64 %17, 0
  %21 = insertvalue { i64, i64 } %20, i64 %19, 1
  ret { i64, i64 } %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @shifts(i64 noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = zext nneg i32 %2 to i128
  %9 = shl i128 %7, %8
  %10 = sub nsw i32 127, %2
  %11 = zext nneg i32 %10 to i128
  %12 = lshr i128 %7, %11
  %13 = xor i128 %9, %12
  %14 = add nsw i32 %2, 64
  %15 = zext nneg i32 %14 to i128
  %16 = shl nuw i128 1, %15
  %17 = xor i128 %13, %16
  %18 = trunc i128 %17 to i64
  %19 = lshr i128 %17, 64
  %20 = trunc nuw i128 %19 to i64
  %21 = insertvalue { i64, i64 } poison, i64 %18, 0
  %22 = insertvalue { i64, i64 } %21, i64 %20, 1
  ret { i64, i64 } %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @tagged_mul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Tagged) align 16 %0, ptr nocapture noundef byval(%struct.Tagged) align 16 %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = zext i64 %3 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %2 to i128
  %8 = or disjoint i128 %6, %7
  %9 = load i128, ptr %1, align 16, !tbaa !9
  %10 = mul nsw i128 %9, %8
  store i128 %10, ptr %1, align 16, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load i32, ptr %11, align 16, !tbaa !12
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %11, align 16, !tbaa !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @mid_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mid) align 16 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i8 noundef signext %4) local_unnamed_addr #1 {
  %6 = zext i64 %3 to i128
  %7 = shl nuw i128 %6, 64
  %8 = zext i64 %2 to i128
  %9 = or disjoint i128 %7, %8
  store i64 %1, ptr %0, align 16, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  store i128 %9, ptr %10, align 16, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 %4, ptr %11, align 16, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { i64, i64 } @mid_sum(ptr nocapture noundef readonly byval(%struct.Mid) align 16 %0, ptr nocapture noundef readonly byval(%struct.Mid) align 16 %1) local_unnamed_addr #4 {
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
  %22 = trunc i128 %21 to i64
  %23 = lshr i128 %21, 64
  %24 = trunc nuw i128 %23 to i64
  %25 = insertvalue { i64, i64 } poison, i64 %22, 0
  %26 = insertvalue { i64, i64 } %25, i64 %24, 1
  ret { i64, i64 } %26
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local { i64, i64 } @va_sum128(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %16

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = getelementptr inbounds i8, ptr %2, i64 4
  %10 = load ptr, ptr %6, align 8
  %11 = load i32, ptr %9, align 4
  br label %21

12:                                               ; preds = %79
  %13 = lshr i128 %84, 64
  %14 = trunc nuw i128 %13 to i64
  %15 = trunc i128 %84 to i64
  br label %16

16:                                               ; preds = %12, %1
  %17 = phi i64 [ 0, %1 ], [ %15, %12 ]
  %18 = phi i64 [ 0, %1 ], [ %14, %12 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #13
  %19 = insertvalue { i64, i64 } poison, i64 %17, 0
  %20 = insertvalue { i64, i64 } %19, i64 %18, 1
  ret { i64, i64 } %20

21:                                               ; preds = %4, %79
  %22 = phi i32 [ %11, %4 ], [ %80, %79 ]
  %23 = phi ptr [ %10, %4 ], [ %81, %79 ]
  %24 = phi i128 [ 0, %4 ], [ %84, %79 ]
  %25 = phi i32 [ 0, %4 ], [ %85, %79 ]
  %26 = phi i32 [ %5, %4 ], [ %82, %79 ]
  %27 = icmp ult i32 %26, 41
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr i8, ptr %8, i64 %29
  %31 = add nuw nsw i32 %26, 8
  store i32 %31, ptr %2, align 16
  br label %34

32:                                               ; preds = %21
  %33 = getelementptr i8, ptr %23, i64 8
  store ptr %33, ptr %6, align 8
  br label %34

34:                                               ; preds = %32, %28
  %35 = phi ptr [ %23, %28 ], [ %33, %32 ]
  %36 = phi i32 [ %31, %28 ], [ %26, %32 ]
  %37 = phi ptr [ %30, %28 ], [ %23, %32 ]
  %38 = load i32, ptr %37, align 4, !tbaa !14
  switch i32 %38, label %65 [
    i32 0, label %39
    i32 1, label %51
  ]

39:                                               ; preds = %34
  %40 = icmp ult i32 %36, 33
  br i1 %40, label %41, label %46

41:                                               ; preds = %39
  %42 = zext nneg i32 %36 to i64
  %43 = getelementptr i8, ptr %8, i64 %42
  %44 = load i128, ptr %43, align 8
  %45 = add nuw nsw i32 %36, 16
  store i32 %45, ptr %2, align 16
  br label %79

46:                                               ; preds = %39
  %47 = getelementptr inbounds i8, ptr %35, i64 15
  %48 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %47, i64 -16)
  %49 = getelementptr i8, ptr %48, i64 16
  store ptr %49, ptr %6, align 8
  %50 = load i128, ptr %48, align 16, !tbaa !5
  br label %79

51:                                               ; preds = %34
  %52 = icmp ult i32 %36, 41
  br i1 %52, label %53, label %57

53:                                               ; preds = %51
  %54 = zext nneg i32 %36 to i64
  %55 = getelementptr i8, ptr %8, i64 %54
  %56 = add nuw nsw i32 %36, 8
  store i32 %56, ptr %2, align 16
  br label %59

57:                                               ; preds = %51
  %58 = getelementptr i8, ptr %35, i64 8
  store ptr %58, ptr %6, align 8
  br label %59

59:                                               ; preds = %57, %53
  %60 = phi ptr [ %35, %53 ], [ %58, %57 ]
  %61 = phi i32 [ %56, %53 ], [ %36, %57 ]
  %62 = phi ptr [ %55, %53 ], [ %35, %57 ]
  %63 = load i64, ptr %62, align 8, !tbaa !20
  %64 = sext i64 %63 to i128
  br label %79

65:                                               ; preds = %34
  %66 = icmp ult i32 %22, 161
  br i1 %66, label %67, label %71

67:                                               ; preds = %65
  %68 = zext nneg i32 %22 to i64
  %69 = getelementptr i8, ptr %8, i64 %68
  %70 = add nuw nsw i32 %22, 16
  store i32 %70, ptr %9, align 4
  br label %73

71:                                               ; preds = %65
  %72 = getelementptr i8, ptr %35, i64 8
  store ptr %72, ptr %6, align 8
  br label %73

73:                                               ; preds = %71, %67
  %74 = phi i32 [ %70, %67 ], [ %22, %71 ]
  %75 = phi ptr [ %35, %67 ], [ %72, %71 ]
  %76 = phi ptr [ %69, %67 ], [ %35, %71 ]
  %77 = load double, ptr %76, align 8, !tbaa !21
  %78 = fptosi double %77 to i128
  br label %79

79:                                               ; preds = %41, %46, %59, %73
  %80 = phi i32 [ %22, %59 ], [ %74, %73 ], [ %22, %41 ], [ %22, %46 ]
  %81 = phi ptr [ %60, %59 ], [ %75, %73 ], [ %35, %41 ], [ %49, %46 ]
  %82 = phi i32 [ %61, %59 ], [ %36, %73 ], [ %45, %41 ], [ %36, %46 ]
  %83 = phi i128 [ %64, %59 ], [ %78, %73 ], [ %44, %41 ], [ %50, %46 ]
  %84 = add nsw i128 %83, %24
  %85 = add nuw nsw i32 %25, 1
  %86 = icmp eq i32 %85, %0
  br i1 %86, label %12, label %21, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local { i64, i64 } @fib128(i32 noundef %0) local_unnamed_addr #9 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %29

3:                                                ; preds = %1
  %4 = and i32 %0, 7
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %12, label %6

6:                                                ; preds = %3
  %7 = and i32 %0, 2147483640
  br label %34

8:                                                ; preds = %34
  %9 = trunc i128 %44 to i64
  %10 = lshr i128 %44, 64
  %11 = trunc nuw i128 %10 to i64
  br label %12

12:                                               ; preds = %8, %3
  %13 = phi i64 [ poison, %3 ], [ %9, %8 ]
  %14 = phi i64 [ poison, %3 ], [ %11, %8 ]
  %15 = phi i128 [ 0, %3 ], [ %44, %8 ]
  %16 = phi i128 [ 1, %3 ], [ %45, %8 ]
  %17 = icmp eq i32 %4, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %12, %18
  %19 = phi i128 [ %20, %18 ], [ %15, %12 ]
  %20 = phi i128 [ %22, %18 ], [ %16, %12 ]
  %21 = phi i32 [ %23, %18 ], [ 0, %12 ]
  %22 = add i128 %19, %20
  %23 = add i32 %21, 1
  %24 = icmp eq i32 %23, %4
  br i1 %24, label %25, label %18, !llvm.loop !25

25:                                               ; preds = %18
  %26 = trunc i128 %20 to i64
  %27 = lshr i128 %20, 64
  %28 = trunc nuw i128 %27 to i64
  br label %29

29:                                               ; preds = %25, %12, %1
  %30 = phi i64 [ 0, %1 ], [ %13, %12 ], [ %26, %25 ]
  %31 = phi i64 [ 0, %1 ], [ %14, %12 ], [ %28, %25 ]
  %32 = insertvalue { i64, i64 } poison, i64 %30, 0
  %33 = insertvalue { i64, i64 } %32, i64 %31, 1
  ret { i64, i64 } %33

34:                                               ; preds = %34, %6
  %35 = phi i128 [ 0, %6 ], [ %44, %34 ]
  %36 = phi i128 [ 1, %6 ], [ %45, %34 ]
  %37 = phi i32 [ 0, %6 ], [ %46, %34 ]
  %38 = add i128 %35, %36
  %39 = add i128 %36, %38
  %40 = add i128 %38, %39
  %41 = add i128 %39, %40
  %42 = add i128 %40, %41
  %43 = add i128 %41, %42
  %44 = add i128 %42, %43
  %45 = add i128 %43, %44
  %46 = add i32 %37, 8
  %47 = icmp eq i32 %46, %7
  br i1 %47, label %8, label %34, !llvm.loop !27
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 {
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca i128, align 16
  %5 = alloca %struct.Tagged, align 16
  %6 = alloca %struct.Tagged, align 16
  %7 = alloca %struct.Mid, align 16
  %8 = alloca %struct.Mid, align 16
  %9 = tail call { i64, i64 } @first(i64 noundef 12345, i64 noundef 68719476736, i32 noundef -3)
  %10 = extractvalue { i64, i64 } %9, 0
  %11 = extractvalue { i64, i64 } %9, 1
  tail call fastcc void @show(ptr noundef nonnull @.str, i64 noundef %10, i64 noundef %11)
  %12 = tail call { i64, i64 } @after5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i128 noundef 1267650600228229401496703205376, i32 noundef 6)
  %13 = extractvalue { i64, i64 } %12, 0
  %14 = extractvalue { i64, i64 } %12, 1
  tail call fastcc void @show(ptr noundef nonnull @.str.1, i64 noundef %13, i64 noundef %14)
  %15 = tail call { i64, i64 } @after6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i128 noundef 1267650600228229401496703205376, i128 noundef -422550200076076467165567735125)
  %16 = extractvalue { i64, i64 } %15, 0
  %17 = extractvalue { i64, i64 } %15, 1
  tail call fastcc void @show(ptr noundef nonnull @.str.2, i64 noundef %16, i64 noundef %17)
  %18 = tail call { i64, i64 } @after6(i64 noundef -1, i64 noundef 2, i64 noundef -3, i64 noundef 4, i64 noundef -5, i64 noundef 6, i128 noundef -7, i128 noundef 1237940039285380274899124224)
  %19 = extractvalue { i64, i64 } %18, 0
  %20 = extractvalue { i64, i64 } %18, 1
  tail call fastcc void @show(ptr noundef nonnull @.str.3, i64 noundef %19, i64 noundef %20)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %22 = tail call { i64, i64 } @mixed(double noundef 1.500000e+00, i64 noundef 0, i64 noundef -9223372036854775808, float noundef 2.250000e+00, i32 noundef 3, i64 noundef -1, i64 noundef 9223372036854775807, double noundef 1.000000e+18)
  %23 = extractvalue { i64, i64 } %22, 0
  %24 = extractvalue { i64, i64 } %22, 1
  %25 = zext i64 %24 to i128
  %26 = shl nuw i128 %25, 64
  %27 = zext i64 %23 to i128
  %28 = or disjoint i128 %26, %27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #13
  %29 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %29, align 1, !tbaa !28
  br label %30

30:                                               ; preds = %30, %0
  %31 = phi i64 [ %39, %30 ], [ 47, %0 ]
  %32 = phi i128 [ %34, %30 ], [ %28, %0 ]
  %33 = freeze i128 %32
  %34 = udiv i128 %33, 10
  %35 = mul i128 %34, 10
  %36 = sub i128 %33, %35
  %37 = trunc nuw nsw i128 %36 to i8
  %38 = or disjoint i8 %37, 48
  %39 = add nsw i64 %31, -1
  %40 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %39
  store i8 %38, ptr %40, align 1, !tbaa !28
  %41 = icmp ult i128 %32, 10
  br i1 %41, label %42, label %30, !llvm.loop !29

42:                                               ; preds = %30
  %43 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %39
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %43)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13
  %45 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  %46 = call { i64, i64 } @divmod(i64 noundef -17, i64 noundef -7901234497, i64 noundef 987654327913580247, i64 noundef 0, ptr noundef nonnull %4)
  %47 = extractvalue { i64, i64 } %46, 0
  %48 = extractvalue { i64, i64 } %46, 1
  call fastcc void @show(ptr noundef nonnull @.str.6, i64 noundef %47, i64 noundef %48)
  %49 = load i128, ptr %4, align 16, !tbaa !5
  %50 = trunc i128 %49 to i64
  %51 = lshr i128 %49, 64
  %52 = trunc nuw i128 %51 to i64
  call fastcc void @show(ptr noundef nonnull @.str.7, i64 noundef %50, i64 noundef %52)
  %53 = call { i64, i64 } @divmod(i64 noundef 1, i64 noundef 206158430208, i64 noundef -7, i64 noundef -1, ptr noundef nonnull %4)
  %54 = extractvalue { i64, i64 } %53, 0
  %55 = extractvalue { i64, i64 } %53, 1
  call fastcc void @show(ptr noundef nonnull @.str.8, i64 noundef %54, i64 noundef %55)
  %56 = load i128, ptr %4, align 16, !tbaa !5
  %57 = trunc i128 %56 to i64
  %58 = lshr i128 %56, 64
  %59 = trunc nuw i128 %58 to i64
  call fastcc void @show(ptr noundef nonnull @.str.9, i64 noundef %57, i64 noundef %59)
  %60 = getelementptr inbounds i8, ptr %2, i64 47
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %62 = call { i64, i64 } @shifts(i64 noundef 305419896, i64 noundef 3735928559, i32 noundef 1)
  %63 = extractvalue { i64, i64 } %62, 0
  %64 = extractvalue { i64, i64 } %62, 1
  %65 = zext i64 %64 to i128
  %66 = shl nuw i128 %65, 64
  %67 = zext i64 %63 to i128
  %68 = or disjoint i128 %66, %67
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #13
  store i8 0, ptr %60, align 1, !tbaa !28
  br label %69

69:                                               ; preds = %69, %42
  %70 = phi i64 [ %78, %69 ], [ 47, %42 ]
  %71 = phi i128 [ %73, %69 ], [ %68, %42 ]
  %72 = freeze i128 %71
  %73 = udiv i128 %72, 10
  %74 = mul i128 %73, 10
  %75 = sub i128 %72, %74
  %76 = trunc nuw nsw i128 %75 to i8
  %77 = or disjoint i8 %76, 48
  %78 = add nsw i64 %70, -1
  %79 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %78
  store i8 %77, ptr %79, align 1, !tbaa !28
  %80 = icmp ult i128 %71, 10
  br i1 %80, label %81, label %69, !llvm.loop !29

81:                                               ; preds = %69
  %82 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %78
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %82)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #13
  %84 = call i32 @putchar(i32 10)
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 30)
  %86 = call { i64, i64 } @shifts(i64 noundef 305419896, i64 noundef 3735928559, i32 noundef 30)
  %87 = extractvalue { i64, i64 } %86, 0
  %88 = extractvalue { i64, i64 } %86, 1
  %89 = zext i64 %88 to i128
  %90 = shl nuw i128 %89, 64
  %91 = zext i64 %87 to i128
  %92 = or disjoint i128 %90, %91
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #13
  store i8 0, ptr %60, align 1, !tbaa !28
  br label %93

93:                                               ; preds = %93, %81
  %94 = phi i64 [ %102, %93 ], [ 47, %81 ]
  %95 = phi i128 [ %97, %93 ], [ %92, %81 ]
  %96 = freeze i128 %95
  %97 = udiv i128 %96, 10
  %98 = mul i128 %97, 10
  %99 = sub i128 %96, %98
  %100 = trunc nuw nsw i128 %99 to i8
  %101 = or disjoint i8 %100, 48
  %102 = add nsw i64 %94, -1
  %103 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %102
  store i8 %101, ptr %103, align 1, !tbaa !28
  %104 = icmp ult i128 %95, 10
  br i1 %104, label %105, label %93, !llvm.loop !29

105:                                              ; preds = %93
  %106 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %102
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %106)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #13
  %108 = call i32 @putchar(i32 10)
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 59)
  %110 = call { i64, i64 } @shifts(i64 noundef 305419896, i64 noundef 3735928559, i32 noundef 59)
  %111 = extractvalue { i64, i64 } %110, 0
  %112 = extractvalue { i64, i64 } %110, 1
  %113 = zext i64 %112 to i128
  %114 = shl nuw i128 %113, 64
  %115 = zext i64 %111 to i128
  %116 = or disjoint i128 %114, %115
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #13
  store i8 0, ptr %60, align 1, !tbaa !28
  br label %117

117:                                              ; preds = %117, %105
  %118 = phi i64 [ %126, %117 ], [ 47, %105 ]
  %119 = phi i128 [ %121, %117 ], [ %116, %105 ]
  %120 = freeze i128 %119
  %121 = udiv i128 %120, 10
  %122 = mul i128 %121, 10
  %123 = sub i128 %120, %122
  %124 = trunc nuw nsw i128 %123 to i8
  %125 = or disjoint i8 %124, 48
  %126 = add nsw i64 %118, -1
  %127 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %126
  store i8 %125, ptr %127, align 1, !tbaa !28
  %128 = icmp ult i128 %119, 10
  br i1 %128, label %129, label %117, !llvm.loop !29

129:                                              ; preds = %117
  %130 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %126
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %130)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #13
  %132 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  call void @tagged_mul(ptr dead_on_unwind nonnull writable sret(%struct.Tagged) align 16 %6, ptr noundef nonnull byval(%struct.Tagged) align 16 @__const.main.t, i64 noundef -1000000007000, i64 noundef -1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  call void @tagged_mul(ptr dead_on_unwind nonnull writable sret(%struct.Tagged) align 16 %6, ptr noundef nonnull byval(%struct.Tagged) align 16 %5, i64 noundef -1000000007000, i64 noundef -1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  call void @tagged_mul(ptr dead_on_unwind nonnull writable sret(%struct.Tagged) align 16 %6, ptr noundef nonnull byval(%struct.Tagged) align 16 %5, i64 noundef -1000000007000, i64 noundef -1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  %133 = load i128, ptr %5, align 16, !tbaa !9
  %134 = trunc i128 %133 to i64
  %135 = lshr i128 %133, 64
  %136 = trunc nuw i128 %135 to i64
  call fastcc void @show(ptr noundef nonnull @.str.11, i64 noundef %134, i64 noundef %136)
  %137 = getelementptr inbounds i8, ptr %5, i64 16
  %138 = load i32, ptr %137, align 16, !tbaa !12
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %138)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #13
  call void @mid_make(ptr dead_on_unwind nonnull writable sret(%struct.Mid) align 16 %7, i64 noundef -5, i64 noundef 1, i64 noundef 68719476736, i8 noundef signext 120)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #13
  call void @mid_make(ptr dead_on_unwind nonnull writable sret(%struct.Mid) align 16 %8, i64 noundef 4611686018427387904, i64 noundef 0, i64 noundef -68719476736, i8 noundef signext 121)
  %140 = call { i64, i64 } @mid_sum(ptr noundef nonnull byval(%struct.Mid) align 16 %7, ptr noundef nonnull byval(%struct.Mid) align 16 %8)
  %141 = extractvalue { i64, i64 } %140, 0
  %142 = extractvalue { i64, i64 } %140, 1
  call fastcc void @show(ptr noundef nonnull @.str.13, i64 noundef %141, i64 noundef %142)
  %143 = call { i64, i64 } (i32, ...) @va_sum128(i32 noundef 5, i32 noundef 0, i64 noundef 0, i64 noundef 68719476736, i32 noundef 1, i64 noundef -123456789012345, i32 noundef 2, double noundef 1.000000e+20, i32 noundef 0, i128 noundef -158456325028528675187087900672, i32 noundef 1, i64 noundef 7)
  %144 = extractvalue { i64, i64 } %143, 0
  %145 = extractvalue { i64, i64 } %143, 1
  call fastcc void @show(ptr noundef nonnull @.str.14, i64 noundef %144, i64 noundef %145)
  %146 = call { i64, i64 } (i32, ...) @va_sum128(i32 noundef 8, i32 noundef 1, i64 noundef 1, i32 noundef 1, i64 noundef 2, i32 noundef 1, i64 noundef 3, i32 noundef 0, i128 noundef 4, i32 noundef 0, i128 noundef 5, i32 noundef 2, double noundef 6.900000e+00, i32 noundef 0, i128 noundef -8462480737302404222943232, i32 noundef 1, i64 noundef 8)
  %147 = extractvalue { i64, i64 } %146, 0
  %148 = extractvalue { i64, i64 } %146, 1
  call fastcc void @show(ptr noundef nonnull @.str.15, i64 noundef %147, i64 noundef %148)
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %150 = call { i64, i64 } @fib128(i32 noundef 150)
  %151 = extractvalue { i64, i64 } %150, 0
  %152 = extractvalue { i64, i64 } %150, 1
  %153 = zext i64 %152 to i128
  %154 = shl nuw i128 %153, 64
  %155 = zext i64 %151 to i128
  %156 = or disjoint i128 %154, %155
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #13
  %157 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %157, align 1, !tbaa !28
  br label %158

158:                                              ; preds = %158, %129
  %159 = phi i64 [ %167, %158 ], [ 47, %129 ]
  %160 = phi i128 [ %162, %158 ], [ %156, %129 ]
  %161 = freeze i128 %160
  %162 = udiv i128 %161, 10
  %163 = mul i128 %162, 10
  %164 = sub i128 %161, %163
  %165 = trunc nuw nsw i128 %164 to i8
  %166 = or disjoint i8 %165, 48
  %167 = add nsw i64 %159, -1
  %168 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %167
  store i8 %166, ptr %168, align 1, !tbaa !28
  %169 = icmp ult i128 %160, 10
  br i1 %169, label %170, label %158, !llvm.loop !29

170:                                              ; preds = %158
  %171 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %167
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %171)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #13
  %173 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @show(ptr noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #10 {
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %0)
  %7 = zext i64 %2 to i128
  %8 = shl nuw i128 %7, 64
  %9 = icmp slt i128 %8, 0
  %10 = zext i64 %1 to i128
  %11 = or disjoint i128 %8, %10
  br i1 %9, label %12, label %31

12:                                               ; preds = %3
  %13 = tail call i32 @putchar(i32 45)
  %14 = sub i128 0, %11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #13
  %15 = getelementptr inbounds i8, ptr %5, i64 47
  store i8 0, ptr %15, align 1, !tbaa !28
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %25, %16 ], [ 47, %12 ]
  %18 = phi i128 [ %20, %16 ], [ %14, %12 ]
  %19 = freeze i128 %18
  %20 = udiv i128 %19, 10
  %21 = mul i128 %20, 10
  %22 = sub i128 %19, %21
  %23 = trunc nuw nsw i128 %22 to i8
  %24 = or disjoint i8 %23, 48
  %25 = add nsw i64 %17, -1
  %26 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %25
  store i8 %24, ptr %26, align 1, !tbaa !28
  %27 = icmp ult i128 %18, 10
  br i1 %27, label %28, label %16, !llvm.loop !29

28:                                               ; preds = %16
  %29 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %25
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %29)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #13
  br label %48

31:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #13
  %32 = getelementptr inbounds i8, ptr %4, i64 47
  store i8 0, ptr %32, align 1, !tbaa !28
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ %42, %33 ], [ 47, %31 ]
  %35 = phi i128 [ %37, %33 ], [ %11, %31 ]
  %36 = freeze i128 %35
  %37 = udiv i128 %36, 10
  %38 = mul i128 %37, 10
  %39 = sub i128 %36, %38
  %40 = trunc nuw nsw i128 %39 to i8
  %41 = or disjoint i8 %40, 48
  %42 = add nsw i64 %34, -1
  %43 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %42
  store i8 %41, ptr %43, align 1, !tbaa !28
  %44 = icmp ult i128 %35, 10
  br i1 %44, label %45, label %33, !llvm.loop !29

45:                                               ; preds = %33
  %46 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %42
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %46)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #13
  br label %48

48:                                               ; preds = %28, %45
  %49 = call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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

; ModuleID = 'packed_nested.c'
source_filename = "packed_nested.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Pk1 = type <{ i8, i32, i16, double }>
%struct.Pk4 = type <{ i16, float, i8 }>
%struct.ArrD = type { [3 x i32], double }
%struct.Pk2 = type <{ i8, i64 }>
%struct.Pk3 = type <{ i8, i8, i32, i8, i8 }>
%struct.HasPk = type { i8, %struct.Pk1, i8 }
%struct.Name = type { [6 x i8], i16 }
%struct.Nest = type { %struct.ArrD, %struct.Arr3F, %struct.Name, [2 x i32] }
%struct.Arr3F = type { [3 x float] }
%struct.Roster = type { [3 x %struct.Name], i32 }

@.str = private unnamed_addr constant [4 x i8] c"n%d\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"sizes %d %d %d %d %d %d %d\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Pk1 <{ i8 97, i32 7, i16 -20, double 1.000000e+02 }>, align 8
@.str.2 = private unnamed_addr constant [19 x i8] c"pk1 %c %d %d %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"pk2 sum %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"pk3 %c %d %c\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Pk4 <{ i16 300, float 1.500000e+00, i8 65 }>, align 8
@.str.5 = private unnamed_addr constant [16 x i8] c"pk4 %d %.3f %c\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"arr[%d] %c %d %d %.2f\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"haspk %c %c %d %.2f %c\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"ns[2]\00", align 1
@__const.main.b = private unnamed_addr constant %struct.ArrD { [3 x i32] [i32 5, i32 6, i32 7], double 2.250000e+00 }, align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ns\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"copy independent: %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"roster %s %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [63 x i8] c"%s ad={%d,%d,%d,%.2f} af={%.2f,%.2f,%.2f} nm=%s/%d tail=%d,%d\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @pk1_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pk1) align 1 %0, ptr nocapture noundef byval(%struct.Pk1) align 8 %1) local_unnamed_addr #0 {
  %3 = load i8, ptr %1, align 8, !tbaa !5
  %4 = add i8 %3, 1
  store i8 %4, ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 1
  %6 = load i32, ptr %5, align 1, !tbaa !12
  %7 = mul nsw i32 %6, -3
  store i32 %7, ptr %5, align 1, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %1, i64 5
  %9 = load i16, ptr %8, align 1, !tbaa !13
  %10 = add i16 %9, 1000
  store i16 %10, ptr %8, align 1, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %1, i64 7
  %12 = load double, ptr %11, align 1, !tbaa !14
  %13 = fmul double %12, 2.500000e-01
  store double %13, ptr %11, align 1, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %0, ptr noundef nonnull align 8 dereferenceable(15) %1, i64 15, i1 false), !tbaa.struct !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @pk2_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pk2) align 1 %0, i8 noundef zeroext %1, i64 noundef %2) local_unnamed_addr #2 {
  store i8 %1, ptr %0, align 1, !tbaa !20
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  store i64 %2, ptr %4, align 1, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @pk2_sum(ptr nocapture noundef readonly byval(%struct.Pk2) align 8 %0, ptr nocapture noundef readonly byval(%struct.Pk2) align 8 %1, ptr nocapture noundef readonly byval(%struct.Pk2) align 8 %2) local_unnamed_addr #3 {
  %4 = load i8, ptr %0, align 8, !tbaa !20
  %5 = zext i8 %4 to i64
  %6 = load i8, ptr %1, align 8, !tbaa !20
  %7 = zext i8 %6 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = load i8, ptr %2, align 8, !tbaa !20
  %10 = zext i8 %9 to i64
  %11 = add nuw nsw i64 %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 1
  %13 = load i64, ptr %12, align 1, !tbaa !23
  %14 = add nsw i64 %11, %13
  %15 = getelementptr inbounds i8, ptr %1, i64 1
  %16 = load i64, ptr %15, align 1, !tbaa !23
  %17 = sub i64 %14, %16
  %18 = getelementptr inbounds i8, ptr %2, i64 1
  %19 = load i64, ptr %18, align 1, !tbaa !23
  %20 = add nsw i64 %17, %19
  ret i64 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @pk3_swap(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pk3) align 2 %0, ptr nocapture noundef readonly byval(%struct.Pk3) align 8 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 6
  %4 = load i8, ptr %3, align 2, !tbaa !24
  store i8 %4, ptr %0, align 2, !tbaa !26
  %5 = getelementptr inbounds i8, ptr %0, i64 2
  %6 = getelementptr inbounds i8, ptr %1, i64 2
  %7 = load i32, ptr %6, align 2, !tbaa !27
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %5, align 2, !tbaa !27
  %9 = getelementptr inbounds i8, ptr %0, i64 6
  %10 = load i8, ptr %1, align 8, !tbaa !26
  store i8 %10, ptr %9, align 2, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @pk4_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pk4) align 1 %0, ptr nocapture noundef byval(%struct.Pk4) align 8 %1, float noundef %2) local_unnamed_addr #0 {
  %4 = load i16, ptr %1, align 8, !tbaa !28
  %5 = shl i16 %4, 1
  store i16 %5, ptr %1, align 8, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %1, i64 2
  %7 = load float, ptr %6, align 2, !tbaa !31
  %8 = fmul float %7, %2
  store float %8, ptr %6, align 2, !tbaa !31
  %9 = getelementptr inbounds i8, ptr %1, i64 6
  %10 = load i8, ptr %9, align 2, !tbaa !32
  %11 = add i8 %10, 1
  store i8 %11, ptr %9, align 2, !tbaa !32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %0, ptr noundef nonnull align 8 dereferenceable(7) %1, i64 7, i1 false), !tbaa.struct !33
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pk1_update(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %26

10:                                               ; preds = %26, %4
  %11 = phi i64 [ 0, %4 ], [ %52, %26 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %25, label %13

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Pk1, ptr %0, i64 %11
  %15 = getelementptr inbounds i8, ptr %14, i64 1
  %16 = load i32, ptr %15, align 1, !tbaa !12
  %17 = trunc nuw nsw i64 %11 to i32
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %15, align 1, !tbaa !12
  %19 = getelementptr inbounds i8, ptr %14, i64 5
  %20 = load i16, ptr %19, align 1, !tbaa !13
  %21 = sitofp i16 %20 to double
  %22 = getelementptr inbounds i8, ptr %14, i64 7
  %23 = load double, ptr %22, align 1, !tbaa !14
  %24 = fadd double %23, %21
  store double %24, ptr %22, align 1, !tbaa !14
  br label %25

25:                                               ; preds = %13, %10, %2
  ret void

26:                                               ; preds = %26, %8
  %27 = phi i64 [ 0, %8 ], [ %52, %26 ]
  %28 = phi i64 [ 0, %8 ], [ %53, %26 ]
  %29 = getelementptr inbounds %struct.Pk1, ptr %0, i64 %27
  %30 = getelementptr inbounds i8, ptr %29, i64 1
  %31 = load i32, ptr %30, align 1, !tbaa !12
  %32 = trunc nuw nsw i64 %27 to i32
  %33 = add nsw i32 %31, %32
  store i32 %33, ptr %30, align 1, !tbaa !12
  %34 = getelementptr inbounds i8, ptr %29, i64 5
  %35 = load i16, ptr %34, align 1, !tbaa !13
  %36 = sitofp i16 %35 to double
  %37 = getelementptr inbounds i8, ptr %29, i64 7
  %38 = load double, ptr %37, align 1, !tbaa !14
  %39 = fadd double %38, %36
  store double %39, ptr %37, align 1, !tbaa !14
  %40 = or disjoint i64 %27, 1
  %41 = getelementptr inbounds %struct.Pk1, ptr %0, i64 %40
  %42 = getelementptr inbounds i8, ptr %41, i64 1
  %43 = load i32, ptr %42, align 1, !tbaa !12
  %44 = trunc nuw nsw i64 %40 to i32
  %45 = add nsw i32 %43, %44
  store i32 %45, ptr %42, align 1, !tbaa !12
  %46 = getelementptr inbounds i8, ptr %41, i64 5
  %47 = load i16, ptr %46, align 1, !tbaa !13
  %48 = sitofp i16 %47 to double
  %49 = getelementptr inbounds i8, ptr %41, i64 7
  %50 = load double, ptr %49, align 1, !tbaa !14
  %51 = fadd double %50, %48
  store double %51, ptr %49, align 1, !tbaa !14
  %52 = add nuw nsw i64 %27, 2
  %53 = add i64 %28, 2
  %54 = icmp eq i64 %53, %9
  br i1 %54, label %10, label %26, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @haspk_wrap(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.HasPk) align 1 %0, i8 noundef signext %1, ptr nocapture noundef readonly byval(%struct.Pk1) align 8 %2, i8 noundef signext %3) local_unnamed_addr #0 {
  store i8 %1, ptr %0, align 1, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %5, ptr noundef nonnull align 8 dereferenceable(15) %2, i64 15, i1 false), !tbaa.struct !15
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store i8 %3, ptr %6, align 1, !tbaa !39
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @arrd_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ArrD) align 8 %0, ptr nocapture noundef readonly byval(%struct.ArrD) align 8 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load <2 x i32>, ptr %3, align 4, !tbaa !17
  %5 = shufflevector <2 x i32> %4, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %5, ptr %0, align 8, !tbaa !17
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %1, align 8, !tbaa !17
  store i32 %7, ptr %6, align 8, !tbaa !17
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !40
  %11 = fneg double %10
  store double %11, ptr %8, align 8, !tbaa !40
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { <2 x float>, float } @arr3f_add(<2 x float> %0, float %1, <2 x float> %2, float %3) local_unnamed_addr #6 {
  %5 = fadd <2 x float> %2, %0
  %6 = fadd float %3, %1
  %7 = insertvalue { <2 x float>, float } poison, <2 x float> %5, 0
  %8 = insertvalue { <2 x float>, float } %7, float %6, 1
  ret { <2 x float>, float } %8
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i64 @name_upper(i64 %0) local_unnamed_addr #7 {
  %2 = alloca %struct.Name, align 8
  store i64 %0, ptr %2, align 8
  %3 = trunc i64 %0 to i8
  %4 = icmp eq i8 %3, 0
  %5 = lshr i64 %0, 48
  %6 = trunc nuw i64 %5 to i16
  br i1 %4, label %10, label %15

7:                                                ; preds = %23
  %8 = getelementptr inbounds i8, ptr %2, i64 6
  %9 = load i16, ptr %8, align 2, !tbaa !42
  br label %10

10:                                               ; preds = %7, %1
  %11 = phi i16 [ %9, %7 ], [ %6, %1 ]
  %12 = getelementptr inbounds i8, ptr %2, i64 6
  %13 = add i16 %11, 1
  store i16 %13, ptr %12, align 2, !tbaa !42
  %14 = load i64, ptr %2, align 8
  ret i64 %14

15:                                               ; preds = %1, %23
  %16 = phi i64 [ %24, %23 ], [ 0, %1 ]
  %17 = phi i8 [ %26, %23 ], [ %3, %1 ]
  %18 = phi ptr [ %25, %23 ], [ %2, %1 ]
  %19 = add i8 %17, -97
  %20 = icmp ult i8 %19, 26
  br i1 %20, label %21, label %23

21:                                               ; preds = %15
  %22 = add nsw i8 %17, -32
  store i8 %22, ptr %18, align 1, !tbaa !16
  br label %23

23:                                               ; preds = %15, %21
  %24 = add nuw nsw i64 %16, 1
  %25 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !16
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %7, label %15, !llvm.loop !44
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nest_mix(ptr dead_on_unwind noalias nocapture writable sret(%struct.Nest) align 8 %0, ptr nocapture noundef readonly byval(%struct.Nest) align 8 %1, ptr nocapture noundef readonly byval(%struct.ArrD) align 8 %2, <2 x float> %3, float %4, i64 %5) local_unnamed_addr #8 {
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(56) %1, i64 56, i1 false), !tbaa.struct !45
  tail call void @arrd_rev(ptr dead_on_unwind nonnull writable sret(%struct.ArrD) align 8 %0, ptr noundef nonnull byval(%struct.ArrD) align 8 %2)
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load <2 x float>, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 32
  %11 = load float, ptr %10, align 8
  %12 = tail call { <2 x float>, float } @arr3f_add(<2 x float> %9, float %11, <2 x float> %3, float %4)
  %13 = extractvalue { <2 x float>, float } %12, 0
  %14 = extractvalue { <2 x float>, float } %12, 1
  store <2 x float> %13, ptr %7, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  store float %14, ptr %15, align 8, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %0, i64 36
  %17 = tail call i64 @name_upper(i64 %5)
  store i64 %17, ptr %16, align 4
  %18 = load i32, ptr %1, align 8, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %0, i64 44
  %20 = load i32, ptr %19, align 4, !tbaa !17
  %21 = add nsw i32 %20, %18
  store i32 %21, ptr %19, align 4, !tbaa !17
  %22 = getelementptr inbounds i8, ptr %2, i64 8
  %23 = load i32, ptr %22, align 8, !tbaa !17
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = load i32, ptr %24, align 8, !tbaa !17
  %26 = sub nsw i32 %25, %23
  store i32 %26, ptr %24, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @roster_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Roster) align 4 %0, ptr nocapture noundef byval(%struct.Roster) align 8 %1, i64 %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !46
  %6 = icmp slt i32 %5, 3
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = add nsw i32 %5, 1
  store i32 %8, ptr %4, align 8, !tbaa !46
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds [3 x %struct.Name], ptr %1, i64 0, i64 %9
  store i64 %2, ptr %10, align 8
  br label %11

11:                                               ; preds = %7, %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, ptr noundef nonnull align 8 dereferenceable(28) %1, i64 28, i1 false), !tbaa.struct !48
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @nest_fill(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #9 {
  %3 = alloca %struct.Nest, align 8
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 24
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = getelementptr inbounds i8, ptr %3, i64 36
  %9 = getelementptr inbounds i8, ptr %3, i64 42
  %10 = getelementptr inbounds i8, ptr %3, i64 44
  %11 = getelementptr inbounds i8, ptr %3, i64 48
  %12 = zext nneg i32 %1 to i64
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 4
  %15 = getelementptr inbounds i8, ptr %3, i64 28
  %16 = getelementptr inbounds i8, ptr %3, i64 8
  %17 = getelementptr inbounds i8, ptr %3, i64 32
  br label %19

18:                                               ; preds = %19, %2
  ret void

19:                                               ; preds = %5, %19
  %20 = phi i64 [ 0, %5 ], [ %28, %19 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %13, i8 0, i64 48, i1 false)
  %21 = mul nuw nsw i64 %20, 10
  %22 = trunc nuw i64 %21 to i32
  store i32 %22, ptr %3, align 8, !tbaa !17
  %23 = trunc nuw nsw i64 %20 to i32
  %24 = uitofp nneg i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  store float %25, ptr %6, align 8, !tbaa !34
  %26 = trunc i64 %21 to i32
  %27 = or disjoint i32 %26, 1
  store i32 %27, ptr %14, align 4, !tbaa !17
  %28 = add nuw nsw i64 %20, 1
  %29 = trunc nuw i64 %28 to i32
  %30 = uitofp nneg i32 %29 to float
  %31 = fmul float %30, 5.000000e-01
  store float %31, ptr %15, align 4, !tbaa !34
  %32 = trunc i64 %21 to i32
  %33 = add i32 %32, 2
  store i32 %33, ptr %16, align 8, !tbaa !17
  %34 = trunc i64 %20 to i32
  %35 = add i32 %34, 2
  %36 = uitofp nneg i32 %35 to float
  %37 = fmul float %36, 5.000000e-01
  store float %37, ptr %17, align 8, !tbaa !34
  %38 = uitofp nneg i32 %23 to double
  %39 = fmul double %38, 1.500000e+00
  store double %39, ptr %7, align 8, !tbaa !49
  %40 = urem i32 %23, 10
  %41 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 6, ptr noundef nonnull @.str, i32 noundef %40) #13
  %42 = trunc i64 %20 to i16
  store i16 %42, ptr %9, align 2, !tbaa !52
  store i32 %23, ptr %10, align 4, !tbaa !17
  %43 = trunc i64 %20 to i32
  %44 = sub i32 0, %43
  store i32 %44, ptr %11, align 8, !tbaa !17
  %45 = getelementptr inbounds %struct.Nest, ptr %0, i64 %20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %45, ptr noundef nonnull align 8 dereferenceable(56) %3, i64 56, i1 false), !tbaa.struct !45
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #13
  %46 = icmp eq i64 %28, %12
  br i1 %46, label %18, label %19, !llvm.loop !53
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #12 {
  %1 = alloca %struct.Pk1, align 8
  %2 = alloca %struct.Pk1, align 8
  %3 = alloca %struct.Pk2, align 8
  %4 = alloca %struct.Pk2, align 8
  %5 = alloca %struct.Pk2, align 8
  %6 = alloca %struct.Pk3, align 8
  %7 = alloca %struct.Pk3, align 8
  %8 = alloca %struct.Pk4, align 8
  %9 = alloca %struct.Pk4, align 8
  %10 = alloca [5 x %struct.Pk1], align 16
  %11 = alloca %struct.HasPk, align 1
  %12 = alloca %struct.Pk1, align 8
  %13 = alloca [4 x %struct.Nest], align 16
  %14 = alloca %struct.Nest, align 8
  %15 = alloca %struct.Nest, align 8
  %16 = alloca %struct.Roster, align 8
  %17 = alloca %struct.Roster, align 8
  %18 = alloca %struct.Roster, align 8
  %19 = alloca %struct.Roster, align 8
  %20 = alloca %struct.Roster, align 4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 17, i32 noundef 56, i32 noundef 28)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %1) #13
  %22 = getelementptr inbounds i8, ptr %1, i64 1
  %23 = getelementptr inbounds i8, ptr %1, i64 5
  %24 = getelementptr inbounds i8, ptr %1, i64 7
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %2) #13
  call void @pk1_step(ptr dead_on_unwind nonnull writable sret(%struct.Pk1) align 1 %2, ptr noundef nonnull byval(%struct.Pk1) align 8 @__const.main.p)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(15) %1, ptr noundef nonnull align 8 dereferenceable(15) %2, i64 15, i1 false), !tbaa.struct !15
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %2) #13
  %25 = load i8, ptr %1, align 8, !tbaa !5
  %26 = sext i8 %25 to i32
  %27 = load i32, ptr %22, align 1, !tbaa !12
  %28 = load i16, ptr %23, align 1, !tbaa !13
  %29 = sext i16 %28 to i32
  %30 = load double, ptr %24, align 1, !tbaa !14
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26, i32 noundef %27, i32 noundef %29, double noundef %30)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %2) #13
  call void @pk1_step(ptr dead_on_unwind nonnull writable sret(%struct.Pk1) align 1 %2, ptr noundef nonnull byval(%struct.Pk1) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(15) %1, ptr noundef nonnull align 8 dereferenceable(15) %2, i64 15, i1 false), !tbaa.struct !15
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %2) #13
  %32 = load i8, ptr %1, align 8, !tbaa !5
  %33 = sext i8 %32 to i32
  %34 = load i32, ptr %22, align 1, !tbaa !12
  %35 = load i16, ptr %23, align 1, !tbaa !13
  %36 = sext i16 %35 to i32
  %37 = load double, ptr %24, align 1, !tbaa !14
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33, i32 noundef %34, i32 noundef %36, double noundef %37)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %2) #13
  call void @pk1_step(ptr dead_on_unwind nonnull writable sret(%struct.Pk1) align 1 %2, ptr noundef nonnull byval(%struct.Pk1) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(15) %1, ptr noundef nonnull align 8 dereferenceable(15) %2, i64 15, i1 false), !tbaa.struct !15
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %2) #13
  %39 = load i8, ptr %1, align 8, !tbaa !5
  %40 = sext i8 %39 to i32
  %41 = load i32, ptr %22, align 1, !tbaa !12
  %42 = load i16, ptr %23, align 1, !tbaa !13
  %43 = sext i16 %42 to i32
  %44 = load double, ptr %24, align 1, !tbaa !14
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40, i32 noundef %41, i32 noundef %43, double noundef %44)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %3) #13
  call void @pk2_make(ptr dead_on_unwind nonnull writable sret(%struct.Pk2) align 1 %3, i8 noundef zeroext -56, i64 noundef 1125899906842624)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4) #13
  call void @pk2_make(ptr dead_on_unwind nonnull writable sret(%struct.Pk2) align 1 %4, i8 noundef zeroext 3, i64 noundef -12345)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %5) #13
  call void @pk2_make(ptr dead_on_unwind nonnull writable sret(%struct.Pk2) align 1 %5, i8 noundef zeroext -1, i64 noundef 77)
  %46 = tail call i64 @pk2_sum(ptr noundef nonnull byval(%struct.Pk2) align 8 %3, ptr noundef nonnull byval(%struct.Pk2) align 8 %4, ptr noundef nonnull byval(%struct.Pk2) align 8 %5)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #13
  store i64 34058472184676472, ptr %6, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13
  call void @pk3_swap(ptr dead_on_unwind nonnull writable sret(%struct.Pk3) align 2 %7, ptr noundef nonnull byval(%struct.Pk3) align 8 %6)
  %48 = load i64, ptr %7, align 8
  store i64 %48, ptr %6, align 8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13
  %49 = trunc i64 %48 to i32
  %50 = shl i32 %49, 24
  %51 = ashr exact i32 %50, 24
  %52 = lshr i64 %48, 16
  %53 = trunc i64 %52 to i32
  %54 = lshr i64 %48, 24
  %55 = trunc i64 %54 to i32
  %56 = ashr i32 %55, 24
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51, i32 noundef %53, i32 noundef %56)
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %9) #13
  call void @pk4_scale(ptr dead_on_unwind nonnull writable sret(%struct.Pk4) align 1 %9, ptr noundef nonnull byval(%struct.Pk4) align 8 @__const.main.r, float noundef -2.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %8, ptr noundef nonnull align 8 dereferenceable(7) %9, i64 7, i1 false), !tbaa.struct !33
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %9) #13
  call void @pk4_scale(ptr dead_on_unwind nonnull writable sret(%struct.Pk4) align 1 %9, ptr noundef nonnull byval(%struct.Pk4) align 8 %8, float noundef -2.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %8, ptr noundef nonnull align 8 dereferenceable(7) %9, i64 7, i1 false), !tbaa.struct !33
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %9) #13
  %58 = load i16, ptr %8, align 8, !tbaa !28
  %59 = sext i16 %58 to i32
  %60 = getelementptr inbounds i8, ptr %8, i64 2
  %61 = load float, ptr %60, align 2, !tbaa !31
  %62 = fpext float %61 to double
  %63 = getelementptr inbounds i8, ptr %8, i64 6
  %64 = load i8, ptr %63, align 2, !tbaa !32
  %65 = sext i8 %64 to i32
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %59, double noundef %62, i32 noundef %65)
  call void @llvm.lifetime.start.p0(i64 75, ptr nonnull %10) #13
  store i8 107, ptr %10, align 16, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %10, i64 1
  store i32 0, ptr %67, align 1, !tbaa !12
  %68 = getelementptr inbounds i8, ptr %10, i64 5
  store i16 -2, ptr %68, align 1, !tbaa !13
  %69 = getelementptr inbounds i8, ptr %10, i64 7
  store double 0.000000e+00, ptr %69, align 1, !tbaa !14
  %70 = getelementptr inbounds i8, ptr %10, i64 15
  store i8 108, ptr %70, align 1, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %10, i64 16
  store i32 1, ptr %71, align 16, !tbaa !12
  %72 = getelementptr inbounds i8, ptr %10, i64 20
  store i16 -1, ptr %72, align 4, !tbaa !13
  %73 = getelementptr inbounds i8, ptr %10, i64 22
  store double 5.000000e-01, ptr %73, align 2, !tbaa !14
  %74 = getelementptr inbounds i8, ptr %10, i64 30
  store i8 109, ptr %74, align 2, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %10, i64 31
  store i32 4, ptr %75, align 1, !tbaa !12
  %76 = getelementptr inbounds i8, ptr %10, i64 35
  store i16 0, ptr %76, align 1, !tbaa !13
  %77 = getelementptr inbounds i8, ptr %10, i64 37
  store double 1.000000e+00, ptr %77, align 1, !tbaa !14
  %78 = getelementptr inbounds i8, ptr %10, i64 45
  store i8 110, ptr %78, align 1, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %10, i64 46
  store i32 9, ptr %79, align 2, !tbaa !12
  %80 = getelementptr inbounds i8, ptr %10, i64 50
  store i16 1, ptr %80, align 2, !tbaa !13
  %81 = getelementptr inbounds i8, ptr %10, i64 52
  store double 1.500000e+00, ptr %81, align 4, !tbaa !14
  %82 = getelementptr inbounds i8, ptr %10, i64 60
  store i8 111, ptr %82, align 4, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %10, i64 61
  store i32 16, ptr %83, align 1, !tbaa !12
  %84 = getelementptr inbounds i8, ptr %10, i64 65
  store i16 2, ptr %84, align 1, !tbaa !13
  %85 = getelementptr inbounds i8, ptr %10, i64 67
  store double 2.000000e+00, ptr %85, align 1, !tbaa !14
  call void @pk1_update(ptr noundef nonnull %10, i32 noundef 5)
  %86 = load i8, ptr %10, align 16, !tbaa !5
  %87 = sext i8 %86 to i32
  %88 = load i32, ptr %67, align 1, !tbaa !12
  %89 = load i16, ptr %68, align 1, !tbaa !13
  %90 = sext i16 %89 to i32
  %91 = load double, ptr %69, align 1, !tbaa !14
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef %87, i32 noundef %88, i32 noundef %90, double noundef %91)
  %93 = load i8, ptr %74, align 2, !tbaa !5
  %94 = sext i8 %93 to i32
  %95 = load i32, ptr %75, align 1, !tbaa !12
  %96 = load i16, ptr %76, align 1, !tbaa !13
  %97 = sext i16 %96 to i32
  %98 = load double, ptr %77, align 1, !tbaa !14
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef %94, i32 noundef %95, i32 noundef %97, double noundef %98)
  %100 = load i8, ptr %82, align 4, !tbaa !5
  %101 = sext i8 %100 to i32
  %102 = load i32, ptr %83, align 1, !tbaa !12
  %103 = load i16, ptr %84, align 1, !tbaa !13
  %104 = sext i16 %103 to i32
  %105 = load double, ptr %85, align 1, !tbaa !14
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef %101, i32 noundef %102, i32 noundef %104, double noundef %105)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %12) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(15) %12, ptr noundef nonnull align 1 dereferenceable(15) %78, i64 15, i1 false), !tbaa.struct !15
  call void @haspk_wrap(ptr dead_on_unwind nonnull writable sret(%struct.HasPk) align 1 %11, i8 noundef signext 60, ptr noundef nonnull byval(%struct.Pk1) align 8 %12, i8 noundef signext 62)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %12) #13
  %107 = load i8, ptr %11, align 1, !tbaa !37
  %108 = sext i8 %107 to i32
  %109 = getelementptr inbounds i8, ptr %11, i64 1
  %110 = load i8, ptr %109, align 1, !tbaa !54
  %111 = sext i8 %110 to i32
  %112 = getelementptr inbounds i8, ptr %11, i64 2
  %113 = load i32, ptr %112, align 1, !tbaa !55
  %114 = getelementptr inbounds i8, ptr %11, i64 8
  %115 = load double, ptr %114, align 1, !tbaa !56
  %116 = getelementptr inbounds i8, ptr %11, i64 16
  %117 = load i8, ptr %116, align 1, !tbaa !39
  %118 = sext i8 %117 to i32
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %108, i32 noundef %111, i32 noundef %113, double noundef %115, i32 noundef %118)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %13) #13
  call void @nest_fill(ptr noundef nonnull %13, i32 noundef 4)
  %120 = getelementptr inbounds i8, ptr %13, i64 112
  %121 = load i32, ptr %120, align 16, !tbaa !17
  %122 = getelementptr inbounds i8, ptr %13, i64 116
  %123 = load i32, ptr %122, align 4, !tbaa !17
  %124 = getelementptr inbounds i8, ptr %13, i64 120
  %125 = load i32, ptr %124, align 8, !tbaa !17
  %126 = getelementptr inbounds i8, ptr %13, i64 128
  %127 = load double, ptr %126, align 16, !tbaa !49
  %128 = getelementptr inbounds i8, ptr %13, i64 136
  %129 = load float, ptr %128, align 8, !tbaa !34
  %130 = fpext float %129 to double
  %131 = getelementptr inbounds i8, ptr %13, i64 140
  %132 = load float, ptr %131, align 4, !tbaa !34
  %133 = fpext float %132 to double
  %134 = getelementptr inbounds i8, ptr %13, i64 144
  %135 = load float, ptr %134, align 16, !tbaa !34
  %136 = fpext float %135 to double
  %137 = getelementptr inbounds i8, ptr %13, i64 148
  %138 = getelementptr inbounds i8, ptr %13, i64 154
  %139 = load i16, ptr %138, align 2, !tbaa !52
  %140 = sext i16 %139 to i32
  %141 = getelementptr inbounds i8, ptr %13, i64 156
  %142 = load i32, ptr %141, align 4, !tbaa !17
  %143 = getelementptr inbounds i8, ptr %13, i64 160
  %144 = load i32, ptr %143, align 16, !tbaa !17
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %121, i32 noundef %123, i32 noundef %125, double noundef %127, double noundef %130, double noundef %133, double noundef %136, ptr noundef nonnull %137, i32 noundef %140, i32 noundef %142, i32 noundef %144)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #13
  %146 = getelementptr inbounds i8, ptr %13, i64 168
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %14, ptr noundef nonnull byval(%struct.Nest) align 8 %146, ptr noundef nonnull byval(%struct.ArrD) align 8 @__const.main.b, <2 x float> <float 2.500000e-01, float 5.000000e-01>, float 7.500000e-01, i64 2533274796909153)
  %147 = load i32, ptr %14, align 8, !tbaa !17
  %148 = getelementptr inbounds i8, ptr %14, i64 4
  %149 = load i32, ptr %148, align 4, !tbaa !17
  %150 = getelementptr inbounds i8, ptr %14, i64 8
  %151 = load i32, ptr %150, align 8, !tbaa !17
  %152 = getelementptr inbounds i8, ptr %14, i64 16
  %153 = load double, ptr %152, align 8, !tbaa !49
  %154 = getelementptr inbounds i8, ptr %14, i64 24
  %155 = load float, ptr %154, align 8, !tbaa !34
  %156 = fpext float %155 to double
  %157 = getelementptr inbounds i8, ptr %14, i64 28
  %158 = load float, ptr %157, align 4, !tbaa !34
  %159 = fpext float %158 to double
  %160 = getelementptr inbounds i8, ptr %14, i64 32
  %161 = load float, ptr %160, align 8, !tbaa !34
  %162 = fpext float %161 to double
  %163 = getelementptr inbounds i8, ptr %14, i64 36
  %164 = getelementptr inbounds i8, ptr %14, i64 42
  %165 = load i16, ptr %164, align 2, !tbaa !52
  %166 = sext i16 %165 to i32
  %167 = getelementptr inbounds i8, ptr %14, i64 44
  %168 = load i32, ptr %167, align 4, !tbaa !17
  %169 = getelementptr inbounds i8, ptr %14, i64 48
  %170 = load i32, ptr %169, align 8, !tbaa !17
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %147, i32 noundef %149, i32 noundef %151, double noundef %153, double noundef %156, double noundef %159, double noundef %162, ptr noundef nonnull %163, i32 noundef %166, i32 noundef %168, i32 noundef %170)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #13
  %172 = getelementptr inbounds i8, ptr %13, i64 56
  %173 = getelementptr inbounds i8, ptr %13, i64 204
  %174 = load <2 x float>, ptr %128, align 8
  %175 = getelementptr inbounds i8, ptr %13, i64 144
  %176 = load float, ptr %175, align 16
  %177 = load i64, ptr %173, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %15, ptr noundef nonnull byval(%struct.Nest) align 8 %13, ptr noundef nonnull byval(%struct.ArrD) align 8 %172, <2 x float> %174, float %176, i64 %177)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %13, ptr noundef nonnull align 8 dereferenceable(56) %15, i64 56, i1 false), !tbaa.struct !45
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #13
  %178 = getelementptr inbounds i8, ptr %13, i64 192
  %179 = getelementptr inbounds i8, ptr %13, i64 36
  %180 = load <2 x float>, ptr %178, align 16
  %181 = getelementptr inbounds i8, ptr %13, i64 200
  %182 = load float, ptr %181, align 8
  %183 = load i64, ptr %179, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %15, ptr noundef nonnull byval(%struct.Nest) align 8 %172, ptr noundef nonnull byval(%struct.ArrD) align 8 %120, <2 x float> %180, float %182, i64 %183)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %172, ptr noundef nonnull align 8 dereferenceable(56) %15, i64 56, i1 false), !tbaa.struct !45
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #13
  %184 = getelementptr inbounds i8, ptr %13, i64 24
  %185 = getelementptr inbounds i8, ptr %13, i64 92
  %186 = load <2 x float>, ptr %184, align 8
  %187 = getelementptr inbounds i8, ptr %13, i64 32
  %188 = load float, ptr %187, align 16
  %189 = load i64, ptr %185, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %15, ptr noundef nonnull byval(%struct.Nest) align 8 %120, ptr noundef nonnull byval(%struct.ArrD) align 8 %146, <2 x float> %186, float %188, i64 %189)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %120, ptr noundef nonnull align 8 dereferenceable(56) %15, i64 56, i1 false), !tbaa.struct !45
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #13
  %190 = getelementptr inbounds i8, ptr %13, i64 80
  %191 = load <2 x float>, ptr %190, align 16
  %192 = getelementptr inbounds i8, ptr %13, i64 88
  %193 = load float, ptr %192, align 8
  %194 = load i64, ptr %137, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %15, ptr noundef nonnull byval(%struct.Nest) align 8 %146, ptr noundef nonnull byval(%struct.ArrD) align 8 %13, <2 x float> %191, float %193, i64 %194)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %146, ptr noundef nonnull align 8 dereferenceable(56) %15, i64 56, i1 false), !tbaa.struct !45
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #13
  %195 = load i32, ptr %13, align 16, !tbaa !17
  %196 = getelementptr inbounds i8, ptr %13, i64 4
  %197 = load i32, ptr %196, align 4, !tbaa !17
  %198 = getelementptr inbounds i8, ptr %13, i64 8
  %199 = load i32, ptr %198, align 8, !tbaa !17
  %200 = getelementptr inbounds i8, ptr %13, i64 16
  %201 = load double, ptr %200, align 16, !tbaa !49
  %202 = extractelement <2 x float> %186, i64 0
  %203 = fpext float %202 to double
  %204 = extractelement <2 x float> %186, i64 1
  %205 = fpext float %204 to double
  %206 = fpext float %188 to double
  %207 = lshr i64 %183, 32
  %208 = trunc nuw i64 %207 to i32
  %209 = ashr i32 %208, 16
  %210 = getelementptr inbounds i8, ptr %13, i64 44
  %211 = load i32, ptr %210, align 4, !tbaa !17
  %212 = getelementptr inbounds i8, ptr %13, i64 48
  %213 = load i32, ptr %212, align 16, !tbaa !17
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %195, i32 noundef %197, i32 noundef %199, double noundef %201, double noundef %203, double noundef %205, double noundef %206, ptr noundef nonnull %179, i32 noundef %209, i32 noundef %211, i32 noundef %213)
  %215 = load i32, ptr %172, align 8, !tbaa !17
  %216 = getelementptr inbounds i8, ptr %13, i64 60
  %217 = load i32, ptr %216, align 4, !tbaa !17
  %218 = getelementptr inbounds i8, ptr %13, i64 64
  %219 = load i32, ptr %218, align 16, !tbaa !17
  %220 = getelementptr inbounds i8, ptr %13, i64 72
  %221 = load double, ptr %220, align 8, !tbaa !49
  %222 = getelementptr inbounds i8, ptr %13, i64 80
  %223 = load float, ptr %222, align 16, !tbaa !34
  %224 = fpext float %223 to double
  %225 = getelementptr inbounds i8, ptr %13, i64 84
  %226 = load float, ptr %225, align 4, !tbaa !34
  %227 = fpext float %226 to double
  %228 = getelementptr inbounds i8, ptr %13, i64 88
  %229 = load float, ptr %228, align 8, !tbaa !34
  %230 = fpext float %229 to double
  %231 = getelementptr inbounds i8, ptr %13, i64 92
  %232 = getelementptr inbounds i8, ptr %13, i64 98
  %233 = load i16, ptr %232, align 2, !tbaa !52
  %234 = sext i16 %233 to i32
  %235 = getelementptr inbounds i8, ptr %13, i64 100
  %236 = load i32, ptr %235, align 4, !tbaa !17
  %237 = getelementptr inbounds i8, ptr %13, i64 104
  %238 = load i32, ptr %237, align 8, !tbaa !17
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %215, i32 noundef %217, i32 noundef %219, double noundef %221, double noundef %224, double noundef %227, double noundef %230, ptr noundef nonnull %231, i32 noundef %234, i32 noundef %236, i32 noundef %238)
  %240 = load i32, ptr %120, align 16, !tbaa !17
  %241 = getelementptr inbounds i8, ptr %13, i64 116
  %242 = load i32, ptr %241, align 4, !tbaa !17
  %243 = getelementptr inbounds i8, ptr %13, i64 120
  %244 = load i32, ptr %243, align 8, !tbaa !17
  %245 = getelementptr inbounds i8, ptr %13, i64 128
  %246 = load double, ptr %245, align 16, !tbaa !49
  %247 = getelementptr inbounds i8, ptr %13, i64 136
  %248 = load float, ptr %247, align 8, !tbaa !34
  %249 = fpext float %248 to double
  %250 = getelementptr inbounds i8, ptr %13, i64 140
  %251 = load float, ptr %250, align 4, !tbaa !34
  %252 = fpext float %251 to double
  %253 = getelementptr inbounds i8, ptr %13, i64 144
  %254 = load float, ptr %253, align 16, !tbaa !34
  %255 = fpext float %254 to double
  %256 = getelementptr inbounds i8, ptr %13, i64 148
  %257 = getelementptr inbounds i8, ptr %13, i64 154
  %258 = load i16, ptr %257, align 2, !tbaa !52
  %259 = sext i16 %258 to i32
  %260 = getelementptr inbounds i8, ptr %13, i64 156
  %261 = load i32, ptr %260, align 4, !tbaa !17
  %262 = getelementptr inbounds i8, ptr %13, i64 160
  %263 = load i32, ptr %262, align 16, !tbaa !17
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %240, i32 noundef %242, i32 noundef %244, double noundef %246, double noundef %249, double noundef %252, double noundef %255, ptr noundef nonnull %256, i32 noundef %259, i32 noundef %261, i32 noundef %263)
  %265 = load i32, ptr %146, align 8, !tbaa !17
  %266 = getelementptr inbounds i8, ptr %13, i64 172
  %267 = load i32, ptr %266, align 4, !tbaa !17
  %268 = getelementptr inbounds i8, ptr %13, i64 176
  %269 = load i32, ptr %268, align 16, !tbaa !17
  %270 = getelementptr inbounds i8, ptr %13, i64 184
  %271 = load double, ptr %270, align 8, !tbaa !49
  %272 = getelementptr inbounds i8, ptr %13, i64 192
  %273 = load float, ptr %272, align 16, !tbaa !34
  %274 = fpext float %273 to double
  %275 = getelementptr inbounds i8, ptr %13, i64 196
  %276 = load float, ptr %275, align 4, !tbaa !34
  %277 = fpext float %276 to double
  %278 = getelementptr inbounds i8, ptr %13, i64 200
  %279 = load float, ptr %278, align 8, !tbaa !34
  %280 = fpext float %279 to double
  %281 = getelementptr inbounds i8, ptr %13, i64 204
  %282 = getelementptr inbounds i8, ptr %13, i64 210
  %283 = load i16, ptr %282, align 2, !tbaa !52
  %284 = sext i16 %283 to i32
  %285 = getelementptr inbounds i8, ptr %13, i64 212
  %286 = load i32, ptr %285, align 4, !tbaa !17
  %287 = getelementptr inbounds i8, ptr %13, i64 216
  %288 = load i32, ptr %287, align 8, !tbaa !17
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %265, i32 noundef %267, i32 noundef %269, double noundef %271, double noundef %274, double noundef %277, double noundef %280, ptr noundef nonnull %281, i32 noundef %284, i32 noundef %286, i32 noundef %288)
  %290 = getelementptr inbounds i8, ptr %13, i64 60
  %291 = load i32, ptr %290, align 4, !tbaa !17
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 999, i32 noundef %291)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %16, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %17) #13
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %17, ptr noundef nonnull byval(%struct.Roster) align 8 %16, i64 281474983947873)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %16, ptr noundef nonnull align 8 dereferenceable(28) %17, i64 28, i1 false), !tbaa.struct !48
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %18) #13
  %293 = call i64 @name_upper(i64 562949959872354)
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %18, ptr noundef nonnull byval(%struct.Roster) align 8 %16, i64 %293)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %16, ptr noundef nonnull align 8 dereferenceable(28) %18, i64 28, i1 false), !tbaa.struct !48
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %19) #13
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %19, ptr noundef nonnull byval(%struct.Roster) align 8 %16, i64 844424930163043)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %16, ptr noundef nonnull align 8 dereferenceable(28) %19, i64 28, i1 false), !tbaa.struct !48
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %20) #13
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %20, ptr noundef nonnull byval(%struct.Roster) align 8 %16, i64 1125899913487716)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %16, ptr noundef nonnull align 4 dereferenceable(28) %20, i64 28, i1 false), !tbaa.struct !48
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %20) #13
  %294 = getelementptr inbounds i8, ptr %16, i64 24
  %295 = load i32, ptr %294, align 8, !tbaa !46
  %296 = icmp sgt i32 %295, 0
  br i1 %296, label %298, label %297

297:                                              ; preds = %298, %0
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 75, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %1) #13
  ret i32 0

298:                                              ; preds = %0, %298
  %299 = phi i64 [ %305, %298 ], [ 0, %0 ]
  %300 = getelementptr inbounds [3 x %struct.Name], ptr %16, i64 0, i64 %299
  %301 = getelementptr inbounds i8, ptr %300, i64 6
  %302 = load i16, ptr %301, align 2, !tbaa !42
  %303 = sext i16 %302 to i32
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %300, i32 noundef %303)
  %305 = add nuw nsw i64 %299, 1
  %306 = load i32, ptr %294, align 8, !tbaa !46
  %307 = sext i32 %306 to i64
  %308 = icmp slt i64 %305, %307
  br i1 %308, label %298, label %297, !llvm.loop !57
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !9, i64 1, !10, i64 5, !11, i64 7}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!"double", !7, i64 0}
!12 = !{!6, !9, i64 1}
!13 = !{!6, !10, i64 5}
!14 = !{!6, !11, i64 7}
!15 = !{i64 0, i64 1, !16, i64 1, i64 4, !17, i64 5, i64 2, !18, i64 7, i64 8, !19}
!16 = !{!7, !7, i64 0}
!17 = !{!9, !9, i64 0}
!18 = !{!10, !10, i64 0}
!19 = !{!11, !11, i64 0}
!20 = !{!21, !7, i64 0}
!21 = !{!"", !7, i64 0, !22, i64 1}
!22 = !{!"long long", !7, i64 0}
!23 = !{!21, !22, i64 1}
!24 = !{!25, !7, i64 6}
!25 = !{!"", !7, i64 0, !9, i64 2, !7, i64 6}
!26 = !{!25, !7, i64 0}
!27 = !{!25, !9, i64 2}
!28 = !{!29, !10, i64 0}
!29 = !{!"", !10, i64 0, !30, i64 2, !7, i64 6}
!30 = !{!"float", !7, i64 0}
!31 = !{!29, !30, i64 2}
!32 = !{!29, !7, i64 6}
!33 = !{i64 0, i64 2, !18, i64 2, i64 4, !34, i64 6, i64 1, !16}
!34 = !{!30, !30, i64 0}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!38, !7, i64 0}
!38 = !{!"", !7, i64 0, !6, i64 1, !7, i64 16}
!39 = !{!38, !7, i64 16}
!40 = !{!41, !11, i64 16}
!41 = !{!"", !7, i64 0, !11, i64 16}
!42 = !{!43, !10, i64 6}
!43 = !{!"", !7, i64 0, !10, i64 6}
!44 = distinct !{!44, !36}
!45 = !{i64 0, i64 12, !16, i64 16, i64 8, !19, i64 24, i64 12, !16, i64 36, i64 6, !16, i64 42, i64 2, !18, i64 44, i64 8, !16}
!46 = !{!47, !9, i64 24}
!47 = !{!"", !7, i64 0, !9, i64 24}
!48 = !{i64 0, i64 24, !16, i64 24, i64 4, !17}
!49 = !{!50, !11, i64 16}
!50 = !{!"", !41, i64 0, !51, i64 24, !43, i64 36, !7, i64 44}
!51 = !{!"", !7, i64 0}
!52 = !{!50, !10, i64 42}
!53 = distinct !{!53, !36}
!54 = !{!38, !7, i64 1}
!55 = !{!38, !9, i64 2}
!56 = !{!38, !11, i64 8}
!57 = distinct !{!57, !36}

; ModuleID = 'packed_nested.c'
source_filename = "packed_nested.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.ArrD = type { [3 x i32], double }
%struct.Arr3F = type { [3 x float] }
%struct.Pk1 = type <{ i8, i32, i16, double }>
%struct.Pk2 = type <{ i8, i64 }>
%struct.Pk4 = type <{ i16, float, i8 }>
%struct.HasPk = type { i8, %struct.Pk1, i8 }
%struct.Name = type { [6 x i8], i16 }
%struct.Nest = type { %struct.ArrD, %struct.Arr3F, %struct.Name, [2 x i32] }
%struct.Roster = type { [3 x %struct.Name], i32 }

@.str = private unnamed_addr constant [4 x i8] c"n%d\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"sizes %d %d %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"pk1 %c %d %d %.4f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"pk2 sum %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"pk3 %c %d %c\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"pk4 %d %.3f %c\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"arr[%d] %c %d %d %.2f\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"haspk %c %c %d %.2f %c\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"ns[2]\00", align 1
@__const.main.b = private unnamed_addr constant %struct.ArrD { [3 x i32] [i32 5, i32 6, i32 7], double 2.250000e+00 }, align 8
@__const.main.c = private unnamed_addr constant %struct.Arr3F { [3 x float] [float 2.500000e-01, float 5.000000e-01, float 7.500000e-01] }, align 4
@.str.9 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ns\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"copy independent: %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"roster %s %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [63 x i8] c"%s ad={%d,%d,%d,%.2f} af={%.2f,%.2f,%.2f} nm=%s/%d tail=%d,%d\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @pk1_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pk1) align 1 %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = load i8, ptr %1, align 1, !tbaa !5
  %4 = add i8 %3, 1
  store i8 %4, ptr %1, align 1, !tbaa !5
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %0, ptr noundef nonnull align 1 dereferenceable(15) %1, i64 15, i1 false), !tbaa.struct !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @pk2_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pk2) align 1 %0, i8 noundef %1, i64 noundef %2) local_unnamed_addr #2 {
  store i8 %1, ptr %0, align 1, !tbaa !20
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  store i64 %2, ptr %4, align 1, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @pk2_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #3 {
  %4 = load i8, ptr %0, align 1, !tbaa !20
  %5 = zext i8 %4 to i64
  %6 = load i8, ptr %1, align 1, !tbaa !20
  %7 = zext i8 %6 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = load i8, ptr %2, align 1, !tbaa !20
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 0, 72057594037927936) i64 @pk3_swap(i64 %0) local_unnamed_addr #4 {
  %2 = lshr i64 %0, 48
  %3 = shl i64 %0, 48
  %4 = and i64 %3, 71776119061217280
  %5 = add i64 %0, 65536
  %6 = and i64 %5, 281474976645120
  %7 = or disjoint i64 %4, %6
  %8 = and i64 %2, 255
  %9 = or disjoint i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @pk4_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Pk4) align 1 %0, ptr nocapture noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = load i16, ptr %1, align 1, !tbaa !24
  %5 = shl i16 %4, 1
  store i16 %5, ptr %1, align 1, !tbaa !24
  %6 = getelementptr inbounds i8, ptr %1, i64 2
  %7 = load float, ptr %6, align 1, !tbaa !27
  %8 = fmul float %7, %2
  store float %8, ptr %6, align 1, !tbaa !27
  %9 = getelementptr inbounds i8, ptr %1, i64 6
  %10 = load i8, ptr %9, align 1, !tbaa !28
  %11 = add i8 %10, 1
  store i8 %11, ptr %9, align 1, !tbaa !28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %0, ptr noundef nonnull align 1 dereferenceable(7) %1, i64 7, i1 false), !tbaa.struct !29
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pk1_update(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 {
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
  br i1 %54, label %10, label %26, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @haspk_wrap(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.HasPk) align 1 %0, i8 noundef %1, ptr nocapture noundef readonly %2, i8 noundef %3) local_unnamed_addr #0 {
  store i8 %1, ptr %0, align 1, !tbaa !33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %5, ptr noundef nonnull align 1 dereferenceable(15) %2, i64 15, i1 false), !tbaa.struct !15
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store i8 %3, ptr %6, align 1, !tbaa !35
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @arrd_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.ArrD) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load <2 x i32>, ptr %3, align 4, !tbaa !17
  %5 = shufflevector <2 x i32> %4, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %5, ptr %0, align 8, !tbaa !17
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %1, align 8, !tbaa !17
  store i32 %7, ptr %6, align 8, !tbaa !17
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !36
  %11 = fneg double %10
  store double %11, ptr %8, align 8, !tbaa !36
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @arr3f_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Arr3F) align 4 %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load float, ptr %2, align 4, !tbaa !30
  %5 = load float, ptr %1, align 4, !tbaa !30
  %6 = fadd float %4, %5
  store float %6, ptr %1, align 4, !tbaa !30
  %7 = getelementptr inbounds i8, ptr %2, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !30
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !30
  %11 = fadd float %8, %10
  store float %11, ptr %9, align 4, !tbaa !30
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !30
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !30
  %16 = fadd float %13, %15
  store float %16, ptr %14, align 4, !tbaa !30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !38
  ret void
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
  %9 = load i16, ptr %8, align 2, !tbaa !39
  br label %10

10:                                               ; preds = %7, %1
  %11 = phi i16 [ %9, %7 ], [ %6, %1 ]
  %12 = getelementptr inbounds i8, ptr %2, i64 6
  %13 = add i16 %11, 1
  store i16 %13, ptr %12, align 2, !tbaa !39
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
  br i1 %27, label %7, label %15, !llvm.loop !41
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nest_mix(ptr dead_on_unwind noalias nocapture writable sret(%struct.Nest) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i64 %4) local_unnamed_addr #5 {
  %6 = alloca %struct.ArrD, align 8
  %7 = alloca %struct.Arr3F, align 4
  %8 = alloca %struct.Arr3F, align 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(56) %1, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !43
  call void @arrd_rev(ptr dead_on_unwind nonnull writable sret(%struct.ArrD) align 8 %0, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #15
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %7, ptr noundef nonnull align 8 dereferenceable(12) %10, i64 12, i1 false), !tbaa.struct !38
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) %3, i64 12, i1 false), !tbaa.struct !38
  call void @arr3f_add(ptr dead_on_unwind nonnull writable sret(%struct.Arr3F) align 4 %9, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #15
  %11 = getelementptr inbounds i8, ptr %0, i64 36
  %12 = tail call i64 @name_upper(i64 %4)
  store i64 %12, ptr %11, align 4
  %13 = load i32, ptr %1, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %0, i64 44
  %15 = load i32, ptr %14, align 4, !tbaa !17
  %16 = add nsw i32 %15, %13
  store i32 %16, ptr %14, align 4, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %0, i64 48
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = sub nsw i32 %20, %18
  store i32 %21, ptr %19, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @roster_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Roster) align 4 %0, ptr nocapture noundef %1, i64 %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4, !tbaa !44
  %6 = icmp slt i32 %5, 3
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = add nsw i32 %5, 1
  store i32 %8, ptr %4, align 4, !tbaa !44
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds [3 x %struct.Name], ptr %1, i64 0, i64 %9
  store i64 %2, ptr %10, align 4
  br label %11

11:                                               ; preds = %7, %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %0, ptr noundef nonnull align 4 dereferenceable(28) %1, i64 28, i1 false), !tbaa.struct !46
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @nest_fill(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #8 {
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
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %13, i8 0, i64 48, i1 false)
  %21 = mul nuw nsw i64 %20, 10
  %22 = trunc nuw i64 %21 to i32
  store i32 %22, ptr %3, align 8, !tbaa !17
  %23 = trunc nuw nsw i64 %20 to i32
  %24 = uitofp nneg i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  store float %25, ptr %6, align 8, !tbaa !30
  %26 = trunc i64 %21 to i32
  %27 = or disjoint i32 %26, 1
  store i32 %27, ptr %14, align 4, !tbaa !17
  %28 = add nuw nsw i64 %20, 1
  %29 = trunc nuw i64 %28 to i32
  %30 = uitofp nneg i32 %29 to float
  %31 = fmul float %30, 5.000000e-01
  store float %31, ptr %15, align 4, !tbaa !30
  %32 = trunc i64 %21 to i32
  %33 = add i32 %32, 2
  store i32 %33, ptr %16, align 8, !tbaa !17
  %34 = trunc i64 %20 to i32
  %35 = add i32 %34, 2
  %36 = uitofp nneg i32 %35 to float
  %37 = fmul float %36, 5.000000e-01
  store float %37, ptr %17, align 8, !tbaa !30
  %38 = uitofp nneg i32 %23 to double
  %39 = fmul double %38, 1.500000e+00
  store double %39, ptr %7, align 8, !tbaa !47
  %40 = urem i32 %23, 10
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 poison, ptr poison, i32 noundef %40)
  %41 = trunc i64 %20 to i16
  store i16 %41, ptr %9, align 2, !tbaa !50
  store i32 %23, ptr %10, align 4, !tbaa !17
  %42 = trunc i64 %20 to i32
  %43 = sub i32 0, %42
  store i32 %43, ptr %11, align 8, !tbaa !17
  %44 = getelementptr inbounds %struct.Nest, ptr %0, i64 %20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %44, ptr noundef nonnull align 8 dereferenceable(56) %3, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #15
  %45 = icmp eq i64 %28, %12
  br i1 %45, label %18, label %19, !llvm.loop !51
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: inlinehint nounwind uwtable
define internal void @snprintf(ptr noundef %0, i64 %1, ptr nocapture nonnull readnone %2, ...) unnamed_addr #10 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !52
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef 6, ptr noundef nonnull @.str, ptr noundef %5) #15
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #11 {
  %1 = alloca %struct.Pk1, align 1
  %2 = alloca %struct.Pk1, align 1
  %3 = alloca %struct.Pk2, align 1
  %4 = alloca %struct.Pk2, align 1
  %5 = alloca %struct.Pk2, align 1
  %6 = alloca %struct.Pk4, align 2
  %7 = alloca %struct.Pk4, align 2
  %8 = alloca [5 x %struct.Pk1], align 16
  %9 = alloca %struct.HasPk, align 1
  %10 = alloca %struct.Pk1, align 1
  %11 = alloca [4 x %struct.Nest], align 16
  %12 = alloca %struct.Nest, align 8
  %13 = alloca %struct.Nest, align 8
  %14 = alloca %struct.Nest, align 8
  %15 = alloca %struct.Nest, align 8
  %16 = alloca %struct.ArrD, align 8
  %17 = alloca %struct.Arr3F, align 4
  %18 = alloca %struct.Roster, align 4
  %19 = alloca %struct.Roster, align 4
  %20 = alloca %struct.Roster, align 4
  %21 = alloca %struct.Roster, align 4
  %22 = alloca %struct.Roster, align 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 17, i32 noundef 56, i32 noundef 28)
  %23 = getelementptr inbounds i8, ptr %2, i64 1
  %24 = getelementptr inbounds i8, ptr %2, i64 5
  %25 = getelementptr inbounds i8, ptr %2, i64 7
  %26 = getelementptr inbounds i8, ptr %1, i64 1
  %27 = getelementptr inbounds i8, ptr %1, i64 5
  %28 = getelementptr inbounds i8, ptr %1, i64 7
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %2) #15
  store i8 97, ptr %2, align 1, !tbaa !16
  store i32 7, ptr %23, align 1, !tbaa !17
  store i16 -20, ptr %24, align 1, !tbaa !18
  store double 1.000000e+02, ptr %25, align 1, !tbaa !19
  call void @pk1_step(ptr dead_on_unwind nonnull writable sret(%struct.Pk1) align 1 %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %2) #15
  %29 = load i8, ptr %1, align 1, !tbaa !16
  %30 = load i32, ptr %26, align 1, !tbaa !17
  %31 = load i16, ptr %27, align 1, !tbaa !18
  %32 = load double, ptr %28, align 1, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %1) #15
  %33 = sext i8 %29 to i32
  %34 = sext i16 %31 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %33, i32 noundef %30, i32 noundef %34, double noundef %32)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %2) #15
  store i8 %29, ptr %2, align 1, !tbaa !16
  store i32 %30, ptr %23, align 1, !tbaa !17
  store i16 %31, ptr %24, align 1, !tbaa !18
  store double %32, ptr %25, align 1, !tbaa !19
  call void @pk1_step(ptr dead_on_unwind nonnull writable sret(%struct.Pk1) align 1 %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %2) #15
  %35 = load i8, ptr %1, align 1, !tbaa !16
  %36 = load i32, ptr %26, align 1, !tbaa !17
  %37 = load i16, ptr %27, align 1, !tbaa !18
  %38 = load double, ptr %28, align 1, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %1) #15
  %39 = sext i8 %35 to i32
  %40 = sext i16 %37 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %39, i32 noundef %36, i32 noundef %40, double noundef %38)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %2) #15
  store i8 %35, ptr %2, align 1, !tbaa !16
  store i32 %36, ptr %23, align 1, !tbaa !17
  store i16 %37, ptr %24, align 1, !tbaa !18
  store double %38, ptr %25, align 1, !tbaa !19
  call void @pk1_step(ptr dead_on_unwind nonnull writable sret(%struct.Pk1) align 1 %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %2) #15
  %41 = load i8, ptr %1, align 1, !tbaa !16
  %42 = load i32, ptr %26, align 1, !tbaa !17
  %43 = load i16, ptr %27, align 1, !tbaa !18
  %44 = load double, ptr %28, align 1, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %1) #15
  %45 = sext i8 %41 to i32
  %46 = sext i16 %43 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %45, i32 noundef %42, i32 noundef %46, double noundef %44)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %3) #15
  call void @pk2_make(ptr dead_on_unwind nonnull writable sret(%struct.Pk2) align 1 %3, i8 noundef -56, i64 noundef 1125899906842624)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4) #15
  call void @pk2_make(ptr dead_on_unwind nonnull writable sret(%struct.Pk2) align 1 %4, i8 noundef 3, i64 noundef -12345)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %5) #15
  call void @pk2_make(ptr dead_on_unwind nonnull writable sret(%struct.Pk2) align 1 %5, i8 noundef -1, i64 noundef 77)
  %47 = call i64 @pk2_sum(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %5) #15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %47)
  %48 = tail call i64 @pk3_swap(i64 34058472184676472)
  %49 = trunc i64 %48 to i32
  %50 = lshr i64 %48, 16
  %51 = trunc i64 %50 to i32
  %52 = shl i32 %49, 24
  %53 = ashr exact i32 %52, 24
  %54 = lshr i64 %48, 24
  %55 = trunc nuw i64 %54 to i32
  %56 = ashr i32 %55, 24
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %53, i32 noundef %51, i32 noundef %56)
  %57 = getelementptr inbounds i8, ptr %7, i64 2
  %58 = getelementptr inbounds i8, ptr %7, i64 6
  %59 = getelementptr inbounds i8, ptr %6, i64 2
  %60 = getelementptr inbounds i8, ptr %6, i64 6
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %7) #15
  store i16 300, ptr %7, align 2, !tbaa !18
  store float 1.500000e+00, ptr %57, align 2, !tbaa !30
  store i8 65, ptr %58, align 2, !tbaa !16
  call void @pk4_scale(ptr dead_on_unwind nonnull writable sret(%struct.Pk4) align 1 %6, ptr noundef nonnull %7, float noundef -2.000000e+00)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %7) #15
  %61 = load i16, ptr %6, align 2, !tbaa !18
  %62 = load float, ptr %59, align 2, !tbaa !30
  %63 = load i8, ptr %60, align 2, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %7) #15
  store i16 %61, ptr %7, align 2, !tbaa !18
  store float %62, ptr %57, align 2, !tbaa !30
  store i8 %63, ptr %58, align 2, !tbaa !16
  call void @pk4_scale(ptr dead_on_unwind nonnull writable sret(%struct.Pk4) align 1 %6, ptr noundef nonnull %7, float noundef -2.000000e+00)
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %7) #15
  %64 = load i16, ptr %6, align 2, !tbaa !18
  %65 = load float, ptr %59, align 2, !tbaa !30
  %66 = load i8, ptr %60, align 2, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %6) #15
  %67 = sext i16 %64 to i32
  %68 = fpext float %65 to double
  %69 = sext i8 %66 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %67, double noundef %68, i32 noundef %69)
  call void @llvm.lifetime.start.p0(i64 75, ptr nonnull %8) #15
  store i8 107, ptr %8, align 16, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %8, i64 1
  store i32 0, ptr %70, align 1, !tbaa !12
  %71 = getelementptr inbounds i8, ptr %8, i64 5
  store i16 -2, ptr %71, align 1, !tbaa !13
  %72 = getelementptr inbounds i8, ptr %8, i64 7
  store double 0.000000e+00, ptr %72, align 1, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %8, i64 15
  store i8 108, ptr %73, align 1, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 1, ptr %74, align 16, !tbaa !12
  %75 = getelementptr inbounds i8, ptr %8, i64 20
  store i16 -1, ptr %75, align 4, !tbaa !13
  %76 = getelementptr inbounds i8, ptr %8, i64 22
  store double 5.000000e-01, ptr %76, align 2, !tbaa !14
  %77 = getelementptr inbounds i8, ptr %8, i64 30
  store i8 109, ptr %77, align 2, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %8, i64 31
  store i32 4, ptr %78, align 1, !tbaa !12
  %79 = getelementptr inbounds i8, ptr %8, i64 35
  store i16 0, ptr %79, align 1, !tbaa !13
  %80 = getelementptr inbounds i8, ptr %8, i64 37
  store double 1.000000e+00, ptr %80, align 1, !tbaa !14
  %81 = getelementptr inbounds i8, ptr %8, i64 45
  store i8 110, ptr %81, align 1, !tbaa !5
  %82 = getelementptr inbounds i8, ptr %8, i64 46
  store i32 9, ptr %82, align 2, !tbaa !12
  %83 = getelementptr inbounds i8, ptr %8, i64 50
  store i16 1, ptr %83, align 2, !tbaa !13
  %84 = getelementptr inbounds i8, ptr %8, i64 52
  store double 1.500000e+00, ptr %84, align 4, !tbaa !14
  %85 = getelementptr inbounds i8, ptr %8, i64 60
  store i8 111, ptr %85, align 4, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %8, i64 61
  store i32 16, ptr %86, align 1, !tbaa !12
  %87 = getelementptr inbounds i8, ptr %8, i64 65
  store i16 2, ptr %87, align 1, !tbaa !13
  %88 = getelementptr inbounds i8, ptr %8, i64 67
  store double 2.000000e+00, ptr %88, align 1, !tbaa !14
  call void @pk1_update(ptr noundef nonnull %8, i32 noundef 5)
  %89 = load i8, ptr %8, align 16, !tbaa !5
  %90 = sext i8 %89 to i32
  %91 = load i32, ptr %70, align 1, !tbaa !12
  %92 = load i16, ptr %71, align 1, !tbaa !13
  %93 = sext i16 %92 to i32
  %94 = load double, ptr %72, align 1, !tbaa !14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef %90, i32 noundef %91, i32 noundef %93, double noundef %94)
  %95 = load i8, ptr %77, align 2, !tbaa !5
  %96 = sext i8 %95 to i32
  %97 = load i32, ptr %78, align 1, !tbaa !12
  %98 = load i16, ptr %79, align 1, !tbaa !13
  %99 = sext i16 %98 to i32
  %100 = load double, ptr %80, align 1, !tbaa !14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef %96, i32 noundef %97, i32 noundef %99, double noundef %100)
  %101 = load i8, ptr %85, align 4, !tbaa !5
  %102 = sext i8 %101 to i32
  %103 = load i32, ptr %86, align 1, !tbaa !12
  %104 = load i16, ptr %87, align 1, !tbaa !13
  %105 = sext i16 %104 to i32
  %106 = load double, ptr %88, align 1, !tbaa !14
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef %102, i32 noundef %103, i32 noundef %105, double noundef %106)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %10) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %10, ptr noundef nonnull align 1 dereferenceable(15) %81, i64 15, i1 false), !tbaa.struct !15
  call void @haspk_wrap(ptr dead_on_unwind nonnull writable sret(%struct.HasPk) align 1 %9, i8 noundef 60, ptr noundef nonnull %10, i8 noundef 62)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %10) #15
  %107 = load i8, ptr %9, align 1, !tbaa !33
  %108 = sext i8 %107 to i32
  %109 = getelementptr inbounds i8, ptr %9, i64 1
  %110 = load i8, ptr %109, align 1, !tbaa !54
  %111 = sext i8 %110 to i32
  %112 = getelementptr inbounds i8, ptr %9, i64 2
  %113 = load i32, ptr %112, align 1, !tbaa !55
  %114 = getelementptr inbounds i8, ptr %9, i64 8
  %115 = load double, ptr %114, align 1, !tbaa !56
  %116 = getelementptr inbounds i8, ptr %9, i64 16
  %117 = load i8, ptr %116, align 1, !tbaa !35
  %118 = sext i8 %117 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %108, i32 noundef %111, i32 noundef %113, double noundef %115, i32 noundef %118)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %11) #15
  call void @nest_fill(ptr noundef nonnull %11, i32 noundef 4)
  %119 = getelementptr inbounds i8, ptr %11, i64 112
  %120 = load i32, ptr %119, align 16, !tbaa !17
  %121 = getelementptr inbounds i8, ptr %11, i64 116
  %122 = load i32, ptr %121, align 4, !tbaa !17
  %123 = getelementptr inbounds i8, ptr %11, i64 120
  %124 = load i32, ptr %123, align 8, !tbaa !17
  %125 = getelementptr inbounds i8, ptr %11, i64 128
  %126 = load double, ptr %125, align 16, !tbaa !47
  %127 = getelementptr inbounds i8, ptr %11, i64 136
  %128 = load float, ptr %127, align 8, !tbaa !30
  %129 = fpext float %128 to double
  %130 = getelementptr inbounds i8, ptr %11, i64 140
  %131 = load float, ptr %130, align 4, !tbaa !30
  %132 = fpext float %131 to double
  %133 = getelementptr inbounds i8, ptr %11, i64 144
  %134 = load float, ptr %133, align 16, !tbaa !30
  %135 = fpext float %134 to double
  %136 = getelementptr inbounds i8, ptr %11, i64 148
  %137 = getelementptr inbounds i8, ptr %11, i64 154
  %138 = load i16, ptr %137, align 2, !tbaa !50
  %139 = sext i16 %138 to i32
  %140 = getelementptr inbounds i8, ptr %11, i64 156
  %141 = load i32, ptr %140, align 4, !tbaa !17
  %142 = getelementptr inbounds i8, ptr %11, i64 160
  %143 = load i32, ptr %142, align 16, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %120, i32 noundef %122, i32 noundef %124, double noundef %126, double noundef %129, double noundef %132, double noundef %135, ptr noundef nonnull %136, i32 noundef %139, i32 noundef %141, i32 noundef %143)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %12) #15
  %144 = getelementptr inbounds i8, ptr %11, i64 168
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %13, ptr noundef nonnull align 8 dereferenceable(56) %144, i64 56, i1 false), !tbaa.struct !42
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %12, ptr noundef nonnull %13, ptr noundef nonnull @__const.main.b, ptr noundef nonnull @__const.main.c, i64 2533274796909153)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #15
  %145 = load i32, ptr %12, align 8, !tbaa !17
  %146 = getelementptr inbounds i8, ptr %12, i64 4
  %147 = load i32, ptr %146, align 4, !tbaa !17
  %148 = getelementptr inbounds i8, ptr %12, i64 8
  %149 = load i32, ptr %148, align 8, !tbaa !17
  %150 = getelementptr inbounds i8, ptr %12, i64 16
  %151 = load double, ptr %150, align 8, !tbaa !47
  %152 = getelementptr inbounds i8, ptr %12, i64 24
  %153 = load float, ptr %152, align 8, !tbaa !30
  %154 = fpext float %153 to double
  %155 = getelementptr inbounds i8, ptr %12, i64 28
  %156 = load float, ptr %155, align 4, !tbaa !30
  %157 = fpext float %156 to double
  %158 = getelementptr inbounds i8, ptr %12, i64 32
  %159 = load float, ptr %158, align 8, !tbaa !30
  %160 = fpext float %159 to double
  %161 = getelementptr inbounds i8, ptr %12, i64 36
  %162 = getelementptr inbounds i8, ptr %12, i64 42
  %163 = load i16, ptr %162, align 2, !tbaa !50
  %164 = sext i16 %163 to i32
  %165 = getelementptr inbounds i8, ptr %12, i64 44
  %166 = load i32, ptr %165, align 4, !tbaa !17
  %167 = getelementptr inbounds i8, ptr %12, i64 48
  %168 = load i32, ptr %167, align 8, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %145, i32 noundef %147, i32 noundef %149, double noundef %151, double noundef %154, double noundef %157, double noundef %160, ptr noundef nonnull %161, i32 noundef %164, i32 noundef %166, i32 noundef %168)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #15
  %169 = getelementptr inbounds i8, ptr %11, i64 56
  %170 = getelementptr inbounds i8, ptr %11, i64 204
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %15, ptr noundef nonnull align 16 dereferenceable(56) %11, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef nonnull align 8 dereferenceable(24) %169, i64 24, i1 false), !tbaa.struct !43
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %17, ptr noundef nonnull align 8 dereferenceable(12) %127, i64 12, i1 false), !tbaa.struct !38
  %171 = load i64, ptr %170, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i64 %171)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %11, ptr noundef nonnull align 8 dereferenceable(56) %14, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #15
  %172 = getelementptr inbounds i8, ptr %11, i64 192
  %173 = getelementptr inbounds i8, ptr %11, i64 36
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %15, ptr noundef nonnull align 8 dereferenceable(56) %169, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef nonnull align 16 dereferenceable(24) %119, i64 24, i1 false), !tbaa.struct !43
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %17, ptr noundef nonnull align 16 dereferenceable(12) %172, i64 12, i1 false), !tbaa.struct !38
  %174 = load i64, ptr %173, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i64 %174)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %169, ptr noundef nonnull align 8 dereferenceable(56) %14, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #15
  %175 = getelementptr inbounds i8, ptr %11, i64 24
  %176 = getelementptr inbounds i8, ptr %11, i64 92
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %15, ptr noundef nonnull align 16 dereferenceable(56) %119, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef nonnull align 8 dereferenceable(24) %144, i64 24, i1 false), !tbaa.struct !43
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %17, ptr noundef nonnull align 8 dereferenceable(12) %175, i64 12, i1 false), !tbaa.struct !38
  %177 = load i64, ptr %176, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i64 %177)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %119, ptr noundef nonnull align 8 dereferenceable(56) %14, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #15
  %178 = getelementptr inbounds i8, ptr %11, i64 80
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %15, ptr noundef nonnull align 8 dereferenceable(56) %144, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef nonnull align 16 dereferenceable(24) %11, i64 24, i1 false), !tbaa.struct !43
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %17, ptr noundef nonnull align 16 dereferenceable(12) %178, i64 12, i1 false), !tbaa.struct !38
  %179 = load i64, ptr %136, align 4
  call void @nest_mix(ptr dead_on_unwind nonnull writable sret(%struct.Nest) align 8 %14, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i64 %179)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %144, ptr noundef nonnull align 8 dereferenceable(56) %14, i64 56, i1 false), !tbaa.struct !42
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #15
  %180 = load i32, ptr %11, align 16, !tbaa !17
  %181 = getelementptr inbounds i8, ptr %11, i64 4
  %182 = load i32, ptr %181, align 4, !tbaa !17
  %183 = getelementptr inbounds i8, ptr %11, i64 8
  %184 = load i32, ptr %183, align 8, !tbaa !17
  %185 = getelementptr inbounds i8, ptr %11, i64 16
  %186 = load double, ptr %185, align 16, !tbaa !47
  %187 = load float, ptr %175, align 8, !tbaa !30
  %188 = fpext float %187 to double
  %189 = getelementptr inbounds i8, ptr %11, i64 28
  %190 = load float, ptr %189, align 4, !tbaa !30
  %191 = fpext float %190 to double
  %192 = getelementptr inbounds i8, ptr %11, i64 32
  %193 = load float, ptr %192, align 16, !tbaa !30
  %194 = fpext float %193 to double
  %195 = lshr i64 %174, 32
  %196 = trunc nuw i64 %195 to i32
  %197 = ashr i32 %196, 16
  %198 = getelementptr inbounds i8, ptr %11, i64 44
  %199 = load i32, ptr %198, align 4, !tbaa !17
  %200 = getelementptr inbounds i8, ptr %11, i64 48
  %201 = load i32, ptr %200, align 16, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %180, i32 noundef %182, i32 noundef %184, double noundef %186, double noundef %188, double noundef %191, double noundef %194, ptr noundef nonnull %173, i32 noundef %197, i32 noundef %199, i32 noundef %201)
  %202 = load i32, ptr %169, align 8, !tbaa !17
  %203 = getelementptr inbounds i8, ptr %11, i64 60
  %204 = load i32, ptr %203, align 4, !tbaa !17
  %205 = getelementptr inbounds i8, ptr %11, i64 64
  %206 = load i32, ptr %205, align 16, !tbaa !17
  %207 = getelementptr inbounds i8, ptr %11, i64 72
  %208 = load double, ptr %207, align 8, !tbaa !47
  %209 = getelementptr inbounds i8, ptr %11, i64 80
  %210 = load float, ptr %209, align 16, !tbaa !30
  %211 = fpext float %210 to double
  %212 = getelementptr inbounds i8, ptr %11, i64 84
  %213 = load float, ptr %212, align 4, !tbaa !30
  %214 = fpext float %213 to double
  %215 = getelementptr inbounds i8, ptr %11, i64 88
  %216 = load float, ptr %215, align 8, !tbaa !30
  %217 = fpext float %216 to double
  %218 = getelementptr inbounds i8, ptr %11, i64 92
  %219 = getelementptr inbounds i8, ptr %11, i64 98
  %220 = load i16, ptr %219, align 2, !tbaa !50
  %221 = sext i16 %220 to i32
  %222 = getelementptr inbounds i8, ptr %11, i64 100
  %223 = load i32, ptr %222, align 4, !tbaa !17
  %224 = getelementptr inbounds i8, ptr %11, i64 104
  %225 = load i32, ptr %224, align 8, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %202, i32 noundef %204, i32 noundef %206, double noundef %208, double noundef %211, double noundef %214, double noundef %217, ptr noundef nonnull %218, i32 noundef %221, i32 noundef %223, i32 noundef %225)
  %226 = load i32, ptr %119, align 16, !tbaa !17
  %227 = getelementptr inbounds i8, ptr %11, i64 116
  %228 = load i32, ptr %227, align 4, !tbaa !17
  %229 = getelementptr inbounds i8, ptr %11, i64 120
  %230 = load i32, ptr %229, align 8, !tbaa !17
  %231 = getelementptr inbounds i8, ptr %11, i64 128
  %232 = load double, ptr %231, align 16, !tbaa !47
  %233 = getelementptr inbounds i8, ptr %11, i64 136
  %234 = load float, ptr %233, align 8, !tbaa !30
  %235 = fpext float %234 to double
  %236 = getelementptr inbounds i8, ptr %11, i64 140
  %237 = load float, ptr %236, align 4, !tbaa !30
  %238 = fpext float %237 to double
  %239 = getelementptr inbounds i8, ptr %11, i64 144
  %240 = load float, ptr %239, align 16, !tbaa !30
  %241 = fpext float %240 to double
  %242 = getelementptr inbounds i8, ptr %11, i64 148
  %243 = getelementptr inbounds i8, ptr %11, i64 154
  %244 = load i16, ptr %243, align 2, !tbaa !50
  %245 = sext i16 %244 to i32
  %246 = getelementptr inbounds i8, ptr %11, i64 156
  %247 = load i32, ptr %246, align 4, !tbaa !17
  %248 = getelementptr inbounds i8, ptr %11, i64 160
  %249 = load i32, ptr %248, align 16, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %226, i32 noundef %228, i32 noundef %230, double noundef %232, double noundef %235, double noundef %238, double noundef %241, ptr noundef nonnull %242, i32 noundef %245, i32 noundef %247, i32 noundef %249)
  %250 = load i32, ptr %144, align 8, !tbaa !17
  %251 = getelementptr inbounds i8, ptr %11, i64 172
  %252 = load i32, ptr %251, align 4, !tbaa !17
  %253 = getelementptr inbounds i8, ptr %11, i64 176
  %254 = load i32, ptr %253, align 16, !tbaa !17
  %255 = getelementptr inbounds i8, ptr %11, i64 184
  %256 = load double, ptr %255, align 8, !tbaa !47
  %257 = getelementptr inbounds i8, ptr %11, i64 192
  %258 = load float, ptr %257, align 16, !tbaa !30
  %259 = fpext float %258 to double
  %260 = getelementptr inbounds i8, ptr %11, i64 196
  %261 = load float, ptr %260, align 4, !tbaa !30
  %262 = fpext float %261 to double
  %263 = getelementptr inbounds i8, ptr %11, i64 200
  %264 = load float, ptr %263, align 8, !tbaa !30
  %265 = fpext float %264 to double
  %266 = getelementptr inbounds i8, ptr %11, i64 204
  %267 = getelementptr inbounds i8, ptr %11, i64 210
  %268 = load i16, ptr %267, align 2, !tbaa !50
  %269 = sext i16 %268 to i32
  %270 = getelementptr inbounds i8, ptr %11, i64 212
  %271 = load i32, ptr %270, align 4, !tbaa !17
  %272 = getelementptr inbounds i8, ptr %11, i64 216
  %273 = load i32, ptr %272, align 8, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %250, i32 noundef %252, i32 noundef %254, double noundef %256, double noundef %259, double noundef %262, double noundef %265, ptr noundef nonnull %266, i32 noundef %269, i32 noundef %271, i32 noundef %273)
  %274 = getelementptr inbounds i8, ptr %11, i64 60
  %275 = load i32, ptr %274, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 999, i32 noundef %275)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %18) #15
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %19) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %19, i8 0, i64 28, i1 false)
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %18, ptr noundef nonnull %19, i64 281474983947873)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %19) #15
  %276 = call i64 @name_upper(i64 562949959872354)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %20) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %20, ptr noundef nonnull align 4 dereferenceable(28) %18, i64 28, i1 false), !tbaa.struct !46
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %18, ptr noundef nonnull %20, i64 %276)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %20) #15
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %21) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %21, ptr noundef nonnull align 4 dereferenceable(28) %18, i64 28, i1 false), !tbaa.struct !46
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %18, ptr noundef nonnull %21, i64 844424930163043)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %21) #15
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %22) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %22, ptr noundef nonnull align 4 dereferenceable(28) %18, i64 28, i1 false), !tbaa.struct !46
  call void @roster_add(ptr dead_on_unwind nonnull writable sret(%struct.Roster) align 4 %18, ptr noundef nonnull %22, i64 1125899913487716)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %22) #15
  %277 = getelementptr inbounds i8, ptr %18, i64 24
  %278 = load i32, ptr %277, align 4, !tbaa !44
  %279 = icmp sgt i32 %278, 0
  br i1 %279, label %281, label %280

280:                                              ; preds = %281, %0
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 75, ptr nonnull %8) #15
  ret i32 0

281:                                              ; preds = %0, %281
  %282 = phi i64 [ %287, %281 ], [ 0, %0 ]
  %283 = getelementptr inbounds [3 x %struct.Name], ptr %18, i64 0, i64 %282
  %284 = getelementptr inbounds i8, ptr %283, i64 6
  %285 = load i16, ptr %284, align 2, !tbaa !39
  %286 = sext i16 %285 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, ptr noundef nonnull %283, i32 noundef %286)
  %287 = add nuw nsw i64 %282, 1
  %288 = load i32, ptr %277, align 4, !tbaa !44
  %289 = sext i32 %288 to i64
  %290 = icmp slt i64 %287, %289
  br i1 %290, label %281, label %280, !llvm.loop !57
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #10 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #15
  %4 = load ptr, ptr %2, align 8, !tbaa !52
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #15
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #12

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #12

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #14

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #13

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #13 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!24 = !{!25, !10, i64 0}
!25 = !{!"", !10, i64 0, !26, i64 2, !7, i64 6}
!26 = !{!"float", !7, i64 0}
!27 = !{!25, !26, i64 2}
!28 = !{!25, !7, i64 6}
!29 = !{i64 0, i64 2, !18, i64 2, i64 4, !30, i64 6, i64 1, !16}
!30 = !{!26, !26, i64 0}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!34, !7, i64 0}
!34 = !{!"", !7, i64 0, !6, i64 1, !7, i64 16}
!35 = !{!34, !7, i64 16}
!36 = !{!37, !11, i64 16}
!37 = !{!"", !7, i64 0, !11, i64 16}
!38 = !{i64 0, i64 12, !16}
!39 = !{!40, !10, i64 6}
!40 = !{!"", !7, i64 0, !10, i64 6}
!41 = distinct !{!41, !32}
!42 = !{i64 0, i64 12, !16, i64 16, i64 8, !19, i64 24, i64 12, !16, i64 36, i64 6, !16, i64 42, i64 2, !18, i64 44, i64 8, !16}
!43 = !{i64 0, i64 12, !16, i64 16, i64 8, !19}
!44 = !{!45, !9, i64 24}
!45 = !{!"", !7, i64 0, !9, i64 24}
!46 = !{i64 0, i64 24, !16, i64 24, i64 4, !17}
!47 = !{!48, !11, i64 16}
!48 = !{!"", !37, i64 0, !49, i64 24, !40, i64 36, !7, i64 44}
!49 = !{!"", !7, i64 0}
!50 = !{!48, !10, i64 42}
!51 = distinct !{!51, !32}
!52 = !{!53, !53, i64 0}
!53 = !{!"any pointer", !7, i64 0}
!54 = !{!34, !7, i64 1}
!55 = !{!34, !9, i64 2}
!56 = !{!34, !11, i64 8}
!57 = distinct !{!57, !32}

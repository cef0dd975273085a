; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.stats = type { i32, i64, i32, i32 }

@.str = private unnamed_addr constant [40 x i8] c"nodes=%d sorted=%d wsum=%lld height=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"found=%d dups=%d\0A\00", align 1
@__const.main.st2 = private unnamed_addr constant %struct.stats { i32 0, i64 0, i32 0, i32 1 }, align 8
@.str.2 = private unnamed_addr constant [53 x i8] c"after delete nodes=%d sorted=%d wsum=%lld height=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.stats, align 8
  %2 = alloca %struct.stats, align 8
  br label %11

3:                                                ; preds = %11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.st2, i64 24, i1 false)
  call fastcc void @inorder(ptr noundef %21, ptr noundef nonnull %1)
  %4 = load i32, ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 20
  %6 = load i32, ptr %5, align 4, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !12
  %9 = tail call fastcc i32 @height(ptr noundef %21)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %4, i32 noundef %6, i64 noundef %8, i32 noundef %9)
  %10 = icmp eq ptr %21, null
  br label %25

11:                                               ; preds = %0, %11
  %12 = phi ptr [ null, %0 ], [ %21, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %22, %11 ]
  %14 = phi i32 [ 31337, %0 ], [ %16, %11 ]
  %15 = mul i32 %14, 1103515245
  %16 = add i32 %15, 12345
  %17 = lshr i32 %16, 16
  %18 = trunc nuw i32 %17 to i16
  %19 = urem i16 %18, 1500
  %20 = zext nneg i16 %19 to i32
  %21 = tail call fastcc ptr @insert(ptr noundef %12, i32 noundef %20)
  %22 = add nuw nsw i32 %13, 1
  %23 = icmp eq i32 %22, 2000
  br i1 %23, label %3, label %11, !llvm.loop !13

24:                                               ; preds = %46
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %47, i32 noundef %48)
  br label %58

25:                                               ; preds = %3, %46
  %26 = phi i32 [ 0, %3 ], [ %49, %46 ]
  %27 = phi i32 [ 0, %3 ], [ %48, %46 ]
  %28 = phi i32 [ 0, %3 ], [ %47, %46 ]
  br i1 %10, label %46, label %29

29:                                               ; preds = %25, %33
  %30 = phi ptr [ %37, %33 ], [ %21, %25 ]
  %31 = load i32, ptr %30, align 8, !tbaa !15
  %32 = icmp eq i32 %31, %26
  br i1 %32, label %39, label %33

33:                                               ; preds = %29
  %34 = icmp sgt i32 %31, %26
  %35 = select i1 %34, i64 8, i64 16
  %36 = getelementptr inbounds i8, ptr %30, i64 %35
  %37 = load ptr, ptr %36, align 8, !tbaa !18
  %38 = icmp eq ptr %37, null
  br i1 %38, label %46, label %29, !llvm.loop !19

39:                                               ; preds = %29
  %40 = add nsw i32 %28, 1
  %41 = getelementptr inbounds i8, ptr %30, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !20
  %43 = icmp sgt i32 %42, 1
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %27, %44
  br label %46

46:                                               ; preds = %33, %25, %39
  %47 = phi i32 [ %40, %39 ], [ %28, %25 ], [ %28, %33 ]
  %48 = phi i32 [ %45, %39 ], [ %27, %25 ], [ %27, %33 ]
  %49 = add nuw nsw i32 %26, 11
  %50 = icmp ult i32 %26, 1489
  br i1 %50, label %25, label %24, !llvm.loop !21

51:                                               ; preds = %58
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.st2, i64 24, i1 false)
  call fastcc void @inorder(ptr noundef %61, ptr noundef nonnull %2)
  %52 = load i32, ptr %2, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %2, i64 20
  %54 = load i32, ptr %53, align 4, !tbaa !11
  %55 = getelementptr inbounds i8, ptr %2, i64 8
  %56 = load i64, ptr %55, align 8, !tbaa !12
  %57 = tail call fastcc i32 @height(ptr noundef %61)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef %54, i64 noundef %56, i32 noundef %57)
  tail call fastcc void @destroy(ptr noundef %61)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #13
  ret i32 0

58:                                               ; preds = %24, %58
  %59 = phi i32 [ 0, %24 ], [ %62, %58 ]
  %60 = phi ptr [ %21, %24 ], [ %61, %58 ]
  %61 = tail call fastcc ptr @delete(ptr noundef %60, i32 noundef %59)
  %62 = add nuw nsw i32 %59, 2
  %63 = icmp ult i32 %59, 1498
  br i1 %63, label %58, label %51, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = tail call dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #14
  store i32 %1, ptr %5, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 1, ptr %6, align 4, !tbaa !20
  br label %10

7:                                                ; preds = %2
  %8 = load i32, ptr %0, align 8, !tbaa !15
  %9 = icmp sgt i32 %8, %1
  br i1 %9, label %12, label %16

10:                                               ; preds = %22, %4, %18, %12
  %11 = phi ptr [ %0, %12 ], [ %0, %18 ], [ %5, %4 ], [ %0, %22 ]
  ret ptr %11

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !23
  %15 = tail call fastcc ptr @insert(ptr noundef %14, i32 noundef %1)
  store ptr %15, ptr %13, align 8, !tbaa !23
  br label %10

16:                                               ; preds = %7
  %17 = icmp slt i32 %8, %1
  br i1 %17, label %18, label %22

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !24
  %21 = tail call fastcc ptr @insert(ptr noundef %20, i32 noundef %1)
  store ptr %21, ptr %19, align 8, !tbaa !24
  br label %10

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %0, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !20
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4, !tbaa !20
  br label %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @inorder(ptr noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %35, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 20
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  br label %8

8:                                                ; preds = %4, %19
  %9 = phi ptr [ %0, %4 ], [ %33, %19 ]
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !23
  tail call fastcc void @inorder(ptr noundef %11, ptr noundef %1)
  %12 = load i32, ptr %1, align 8, !tbaa !5
  %13 = icmp eq i32 %12, 0
  %14 = load i32, ptr %9, align 8, !tbaa !15
  br i1 %13, label %19, label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %5, align 8, !tbaa !25
  %17 = icmp sgt i32 %14, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %15
  store i32 0, ptr %6, align 4, !tbaa !11
  br label %19

19:                                               ; preds = %8, %15, %18
  store i32 %14, ptr %5, align 8, !tbaa !25
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds i8, ptr %9, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !20
  %23 = sext i32 %22 to i64
  %24 = srem i32 %12, 7
  %25 = add nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = mul nsw i64 %26, %20
  %28 = mul i64 %27, %23
  %29 = load i64, ptr %7, align 8, !tbaa !12
  %30 = add nsw i64 %28, %29
  store i64 %30, ptr %7, align 8, !tbaa !12
  %31 = add nsw i32 %12, 1
  store i32 %31, ptr %1, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %9, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %35, label %8

35:                                               ; preds = %19, %2
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13
  %4 = load ptr, ptr %2, align 8, !tbaa !18
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret void
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !23
  %8 = tail call fastcc i32 @height(ptr noundef %7)
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = tail call fastcc i32 @height(ptr noundef %10)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11)
  %13 = add nsw i32 %12, 1
  br label %3
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @delete(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = icmp eq ptr %0, null
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 8, !tbaa !15
  %7 = icmp sgt i32 %6, %1
  br i1 %7, label %10, label %14

8:                                                ; preds = %28, %20, %26, %2, %16, %10
  %9 = phi ptr [ %0, %10 ], [ %0, %16 ], [ null, %2 ], [ %30, %28 ], [ %24, %20 ], [ %22, %26 ]
  ret ptr %9

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !23
  %13 = tail call fastcc ptr @delete(ptr noundef %12, i32 noundef %1)
  store ptr %13, ptr %11, align 8, !tbaa !23
  br label %8

14:                                               ; preds = %5
  %15 = icmp slt i32 %6, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !24
  %19 = tail call fastcc ptr @delete(ptr noundef %18, i32 noundef %1)
  store ptr %19, ptr %17, align 8, !tbaa !24
  br label %8

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !23
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  tail call void @free(ptr noundef nonnull %0)
  %25 = icmp eq ptr %22, null
  br i1 %25, label %8, label %26

26:                                               ; preds = %20
  %27 = icmp eq ptr %24, null
  br i1 %27, label %8, label %28

28:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  %29 = call fastcc ptr @remove_min(ptr noundef nonnull %24, ptr noundef nonnull %3)
  %30 = load ptr, ptr %3, align 8, !tbaa !18
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %22, ptr %31, align 8, !tbaa !23
  %32 = getelementptr inbounds i8, ptr %30, i64 16
  store ptr %29, ptr %32, align 8, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  br label %8
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !23
  tail call fastcc void @destroy(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  tail call fastcc void @destroy(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0)
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @remove_min(ptr noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !23
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  store ptr %0, ptr %1, align 8, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  br label %9

9:                                                ; preds = %11, %6
  %10 = phi ptr [ %8, %6 ], [ %0, %11 ]
  ret ptr %10

11:                                               ; preds = %2
  %12 = tail call fastcc ptr @remove_min(ptr noundef nonnull %4, ptr noundef %1)
  store ptr %12, ptr %3, align 8, !tbaa !23
  br label %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"stats", !7, i64 0, !10, i64 8, !7, i64 16, !7, i64 20}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long long", !8, i64 0}
!11 = !{!6, !7, i64 20}
!12 = !{!6, !10, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !7, i64 0}
!16 = !{!"tree", !7, i64 0, !7, i64 4, !17, i64 8, !17, i64 16}
!17 = !{!"any pointer", !8, i64 0}
!18 = !{!17, !17, i64 0}
!19 = distinct !{!19, !14}
!20 = !{!16, !7, i64 4}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = !{!16, !17, i64 8}
!24 = !{!16, !17, i64 16}
!25 = !{!6, !7, i64 16}

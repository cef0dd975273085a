; ModuleID = 'bench_trees.c'
source_filename = "bench_trees.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [31 x i8] c"depth %d: %d trees, check %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = add i8 %7, -48
  %9 = icmp ult i8 %8, 10
  br i1 %9, label %10, label %22

10:                                               ; preds = %4, %10
  %11 = phi i8 [ %19, %10 ], [ %7, %4 ]
  %12 = phi ptr [ %18, %10 ], [ %6, %4 ]
  %13 = phi i32 [ %17, %10 ], [ 0, %4 ]
  %14 = mul nsw i32 %13, 10
  %15 = add nsw i8 %11, -48
  %16 = zext nneg i8 %15 to i32
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %12, i64 1
  %19 = load i8, ptr %18, align 1, !tbaa !9
  %20 = add i8 %19, -48
  %21 = icmp ult i8 %20, 10
  br i1 %21, label %10, label %22, !llvm.loop !10

22:                                               ; preds = %10, %4
  %23 = phi i32 [ 0, %4 ], [ %17, %10 ]
  %24 = icmp sgt i32 %23, 1
  br i1 %24, label %30, label %27

25:                                               ; preds = %30
  %26 = icmp ult i32 %31, 3
  br i1 %26, label %38, label %27

27:                                               ; preds = %2, %22, %25
  %28 = phi i32 [ %33, %25 ], [ 6, %22 ], [ 6, %2 ]
  %29 = add nuw nsw i32 %28, 2
  br label %40

30:                                               ; preds = %22, %30
  %31 = phi i32 [ %33, %30 ], [ 6, %22 ]
  %32 = phi i32 [ %34, %30 ], [ %23, %22 ]
  %33 = add nuw nsw i32 %31, 1
  %34 = lshr i32 %32, 1
  %35 = icmp ugt i32 %32, 3
  %36 = icmp ult i32 %31, 19
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %30, label %25, !llvm.loop !12

38:                                               ; preds = %46, %25
  %39 = phi i32 [ 0, %25 ], [ %47, %46 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %39)
  ret i32 0

40:                                               ; preds = %46, %27
  %41 = phi i32 [ 4, %27 ], [ %48, %46 ]
  %42 = phi i32 [ 0, %27 ], [ %47, %46 ]
  %43 = sub nsw i32 %29, %41
  %44 = shl nuw i32 1, %43
  %45 = tail call i32 @llvm.smax.i32(i32 %44, i32 1)
  br label %50

46:                                               ; preds = %50
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %41, i32 noundef %44, i32 noundef %55)
  %47 = add nsw i32 %55, %42
  %48 = add nuw nsw i32 %41, 2
  %49 = icmp ugt i32 %48, %28
  br i1 %49, label %38, label %40, !llvm.loop !13

50:                                               ; preds = %40, %50
  %51 = phi i32 [ %56, %50 ], [ 0, %40 ]
  %52 = phi i32 [ %55, %50 ], [ 0, %40 ]
  %53 = tail call fastcc ptr @make(i32 noundef %41, i32 noundef %51)
  %54 = tail call fastcc i32 @check(ptr noundef %53)
  %55 = add nsw i32 %54, %52
  tail call fastcc void @release(ptr noundef %53)
  %56 = add nuw nsw i32 %51, 1
  %57 = icmp eq i32 %56, %45
  br i1 %57, label %46, label %50, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @make(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #11
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 %1, ptr %4, align 8, !tbaa !15
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %2, %10
  %7 = phi ptr [ %14, %10 ], [ null, %2 ]
  %8 = phi ptr [ %15, %10 ], [ null, %2 ]
  store ptr %7, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %8, ptr %9, align 8
  ret ptr %3

10:                                               ; preds = %2
  %11 = add nsw i32 %0, -1
  %12 = shl nsw i32 %1, 1
  %13 = add nsw i32 %12, -1
  %14 = tail call fastcc ptr @make(i32 noundef %11, i32 noundef %13)
  %15 = tail call fastcc ptr @make(i32 noundef %11, i32 noundef %12)
  br label %6
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @check(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 8, !tbaa !18
  %3 = icmp eq ptr %2, null
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !15
  br i1 %3, label %6, label %8

6:                                                ; preds = %1, %8
  %7 = phi i32 [ %14, %8 ], [ %5, %1 ]
  ret i32 %7

8:                                                ; preds = %1
  %9 = tail call fastcc i32 @check(ptr noundef nonnull %2)
  %10 = add nsw i32 %9, %5
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !19
  %13 = tail call fastcc i32 @check(ptr noundef %12)
  %14 = sub i32 %10, %13
  br label %6
}

; Function Attrs: nounwind uwtable
define internal fastcc void @release(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !18
  %3 = icmp eq ptr %2, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  tail call fastcc void @release(ptr noundef nonnull %2)
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  tail call fastcc void @release(ptr noundef %6)
  br label %7

7:                                                ; preds = %4, %1
  tail call void @free(ptr noundef nonnull %0)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { allocsize(0) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !17, i64 16}
!16 = !{!"Node", !6, i64 0, !6, i64 8, !17, i64 16}
!17 = !{!"int", !7, i64 0}
!18 = !{!16, !6, i64 0}
!19 = !{!16, !6, i64 8}

; ModuleID = 'bench_fib.c'
source_filename = "bench_fib.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@tree = internal unnamed_addr global [1023 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [15 x i8] c"%u %u %u %08x\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %26, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = add i8 %7, -48
  %9 = icmp ult i8 %8, 10
  br i1 %9, label %14, label %10

10:                                               ; preds = %14, %4
  %11 = phi i32 [ 0, %4 ], [ %21, %14 ]
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 1)
  %13 = shl nuw nsw i32 %12, 1
  br label %26

14:                                               ; preds = %4, %14
  %15 = phi i8 [ %23, %14 ], [ %7, %4 ]
  %16 = phi ptr [ %22, %14 ], [ %6, %4 ]
  %17 = phi i32 [ %21, %14 ], [ 0, %4 ]
  %18 = mul nsw i32 %17, 10
  %19 = add nsw i8 %15, -48
  %20 = zext nneg i8 %19 to i32
  %21 = add nsw i32 %18, %20
  %22 = getelementptr inbounds i8, ptr %16, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %24 = add i8 %23, -48
  %25 = icmp ult i8 %24, 10
  br i1 %25, label %14, label %10, !llvm.loop !10

26:                                               ; preds = %10, %2
  %27 = phi i32 [ %13, %10 ], [ 2, %2 ]
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %38, %28 ]
  %30 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %26 ], [ %39, %28 ]
  %31 = mul <4 x i32> %30, <i32 -1640531535, i32 -1640531535, i32 -1640531535, i32 -1640531535>
  %32 = mul <4 x i32> %30, <i32 -1640531535, i32 -1640531535, i32 -1640531535, i32 -1640531535>
  %33 = add <4 x i32> %32, <i32 2027808452, i32 2027808452, i32 2027808452, i32 2027808452>
  %34 = lshr <4 x i32> %31, <i32 9, i32 9, i32 9, i32 9>
  %35 = lshr <4 x i32> %33, <i32 9, i32 9, i32 9, i32 9>
  %36 = getelementptr inbounds [1023 x i32], ptr @tree, i64 0, i64 %29
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  store <4 x i32> %34, ptr %36, align 16, !tbaa !12
  store <4 x i32> %35, ptr %37, align 16, !tbaa !12
  %38 = add nuw i64 %29, 8
  %39 = add <4 x i32> %30, <i32 8, i32 8, i32 8, i32 8>
  %40 = icmp eq i64 %38, 1016
  br i1 %40, label %41, label %28, !llvm.loop !14

41:                                               ; preds = %28
  store i32 7738747, ptr getelementptr inbounds (i8, ptr @tree, i64 4064), align 16, !tbaa !12
  store i32 4534584, ptr getelementptr inbounds (i8, ptr @tree, i64 4068), align 4, !tbaa !12
  store i32 1330420, ptr getelementptr inbounds (i8, ptr @tree, i64 4072), align 8, !tbaa !12
  store i32 6514865, ptr getelementptr inbounds (i8, ptr @tree, i64 4076), align 4, !tbaa !12
  store i32 3310702, ptr getelementptr inbounds (i8, ptr @tree, i64 4080), align 16, !tbaa !12
  store i32 106539, ptr getelementptr inbounds (i8, ptr @tree, i64 4084), align 4, !tbaa !12
  store i32 5290984, ptr getelementptr inbounds (i8, ptr @tree, i64 4088), align 8, !tbaa !12
  br label %43

42:                                               ; preds = %43
  tail call void (ptr, ...) @printf(ptr poison, i32 noundef %52, i32 noundef %58, i32 noundef %61, i32 noundef %71)
  ret i32 0

43:                                               ; preds = %41, %43
  %44 = phi i32 [ %72, %43 ], [ 0, %41 ]
  %45 = phi i32 [ %71, %43 ], [ 0, %41 ]
  %46 = phi i32 [ %61, %43 ], [ 0, %41 ]
  %47 = phi i32 [ %58, %43 ], [ 0, %41 ]
  %48 = phi i32 [ %52, %43 ], [ 0, %41 ]
  %49 = and i32 %44, 3
  %50 = or disjoint i32 %49, 16
  %51 = tail call fastcc i32 @fib(i32 noundef %50)
  %52 = add i32 %51, %48
  %53 = and i32 %44, 1
  %54 = or disjoint i32 %53, 2
  %55 = urem i32 %44, 3
  %56 = add nuw nsw i32 %55, 2
  %57 = tail call fastcc i32 @ack(i32 noundef %54, i32 noundef %56)
  %58 = add i32 %57, %47
  %59 = add nuw nsw i32 %55, 10
  %60 = tail call fastcc i32 @tak(i32 noundef %59, i32 noundef 6, i32 noundef %54)
  %61 = add i32 %60, %46
  %62 = or i32 %44, 1
  %63 = mul i32 %44, 37
  %64 = urem i32 %63, 1023
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [1023 x i32], ptr @tree, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !12
  %68 = add i32 %67, %62
  store i32 %68, ptr %66, align 4, !tbaa !12
  %69 = mul i32 %45, 33
  %70 = tail call fastcc i32 @walk(i32 noundef 0, i32 noundef 0)
  %71 = add i32 %70, %69
  %72 = add nuw nsw i32 %44, 1
  %73 = icmp eq i32 %72, %27
  br i1 %73, label %42, label %43, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 1, 13) i32 @tak(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i32 %1, %0
  br i1 %4, label %5, label %16

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %14, %5 ], [ %2, %3 ]
  %7 = phi i32 [ %12, %5 ], [ %1, %3 ]
  %8 = phi i32 [ %10, %5 ], [ %0, %3 ]
  %9 = add nsw i32 %8, -1
  %10 = tail call fastcc i32 @tak(i32 noundef %9, i32 noundef %7, i32 noundef %6)
  %11 = add nsw i32 %7, -1
  %12 = tail call fastcc i32 @tak(i32 noundef %11, i32 noundef %6, i32 noundef %8)
  %13 = add nsw i32 %6, -1
  %14 = tail call fastcc i32 @tak(i32 noundef %13, i32 noundef %8, i32 noundef %7)
  %15 = icmp ult i32 %12, %10
  br i1 %15, label %5, label %16

16:                                               ; preds = %5, %3
  %17 = phi i32 [ %2, %3 ], [ %14, %5 ]
  ret i32 %17
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @walk(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp ugt i32 %0, 1022
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  %6 = getelementptr inbounds [1023 x i32], ptr @tree, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !12
  %8 = urem i32 %7, 13
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %4
  %11 = xor i32 %7, %1
  br label %12

12:                                               ; preds = %10, %2, %14
  %13 = phi i32 [ %24, %14 ], [ %1, %2 ], [ %11, %10 ]
  ret i32 %13

14:                                               ; preds = %4
  %15 = shl nuw nsw i32 %0, 1
  %16 = or disjoint i32 %15, 1
  %17 = add i32 %1, 1
  %18 = tail call fastcc i32 @walk(i32 noundef %16, i32 noundef %17)
  %19 = add nuw nsw i32 %15, 2
  %20 = tail call fastcc i32 @walk(i32 noundef %19, i32 noundef %17)
  %21 = mul i32 %18, 31
  %22 = add i32 %21, %20
  %23 = lshr i32 %7, 3
  %24 = xor i32 %22, %23
  br label %12
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr nocapture nonnull readnone %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull @.str, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11}

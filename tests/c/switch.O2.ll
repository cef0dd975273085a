; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"| %d\0A\00", align 1
@__const.main.keys = private unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 10, i32 99, i32 100, i32 1000, i32 4096, i32 4097, i32 65535, i32 1000000, i32 -559038737, i32 7], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"Hello, world 42! is it 7 o'clock?\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"classes %d %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"%lld \00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"hundred\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"thousand\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"page\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"u16max\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"million\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"beef\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@switch.table.main = private unnamed_addr constant [10 x i32] [i32 11, i32 23, i32 37, i32 41, i32 59, i32 61, i32 79, i32 83, i32 97, i32 101], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 16
  br label %8

6:                                                ; preds = %16
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  br label %23

8:                                                ; preds = %0, %16
  %9 = phi i32 [ 0, %0 ], [ %20, %16 ]
  %10 = phi i32 [ -2, %0 ], [ %21, %16 ]
  %11 = icmp ult i32 %10, 10
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds [10 x i32], ptr @switch.table.main, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  br label %16

16:                                               ; preds = %8, %12
  %17 = phi i32 [ %15, %12 ], [ -1, %8 ]
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17)
  %19 = mul nsw i32 %17, %10
  %20 = add nsw i32 %19, %9
  %21 = add nsw i32 %10, 1
  %22 = icmp eq i32 %21, 13
  br i1 %22, label %6, label %8, !llvm.loop !5

23:                                               ; preds = %6, %35
  %24 = phi i64 [ 0, %6 ], [ %38, %35 ]
  %25 = getelementptr inbounds [12 x i32], ptr @__const.main.keys, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !7
  switch i32 %26, label %34 [
    i32 1, label %35
    i32 10, label %27
    i32 100, label %28
    i32 1000, label %29
    i32 4096, label %30
    i32 65535, label %31
    i32 1000000, label %32
    i32 -559038737, label %33
  ]

27:                                               ; preds = %23
  br label %35

28:                                               ; preds = %23
  br label %35

29:                                               ; preds = %23
  br label %35

30:                                               ; preds = %23
  br label %35

31:                                               ; preds = %23
  br label %35

32:                                               ; preds = %23
  br label %35

33:                                               ; preds = %23
  br label %35

34:                                               ; preds = %23
  br label %35

35:                                               ; preds = %23, %27, %28, %29, %30, %31, %32, %33, %34
  %36 = phi ptr [ @.str.15, %34 ], [ @.str.14, %33 ], [ @.str.13, %32 ], [ @.str.12, %31 ], [ @.str.11, %30 ], [ @.str.10, %29 ], [ @.str.9, %28 ], [ @.str.8, %27 ], [ @.str.7, %23 ]
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %36)
  %38 = add nuw nsw i64 %24, 1
  %39 = icmp eq i64 %38, 12
  br i1 %39, label %40, label %23, !llvm.loop !11

40:                                               ; preds = %35
  %41 = tail call i32 @putchar(i32 10)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 300)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -6)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7)
  %50 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 0, ptr %1, align 16
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 16
  br label %51

51:                                               ; preds = %58, %40
  %52 = phi ptr [ @.str.4, %40 ], [ %62, %58 ]
  %53 = load i8, ptr %52, align 1, !tbaa !12
  switch i8 %53, label %57 [
    i8 0, label %63
    i8 97, label %58
    i8 101, label %58
    i8 105, label %58
    i8 111, label %58
    i8 117, label %58
    i8 48, label %54
    i8 49, label %54
    i8 50, label %54
    i8 51, label %54
    i8 52, label %54
    i8 53, label %54
    i8 54, label %54
    i8 55, label %54
    i8 56, label %54
    i8 57, label %54
    i8 32, label %55
    i8 9, label %55
    i8 10, label %55
    i8 46, label %56
    i8 44, label %56
    i8 33, label %56
    i8 63, label %56
  ]

54:                                               ; preds = %51, %51, %51, %51, %51, %51, %51, %51, %51, %51
  br label %58

55:                                               ; preds = %51, %51, %51
  br label %58

56:                                               ; preds = %51, %51, %51, %51
  br label %58

57:                                               ; preds = %51
  br label %58

58:                                               ; preds = %51, %51, %51, %51, %51, %54, %55, %56, %57
  %59 = phi ptr [ %1, %57 ], [ %5, %56 ], [ %4, %55 ], [ %3, %54 ], [ %2, %51 ], [ %2, %51 ], [ %2, %51 ], [ %2, %51 ], [ %2, %51 ]
  %60 = load i32, ptr %59, align 4, !tbaa !7
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %59, align 4, !tbaa !7
  %62 = getelementptr inbounds i8, ptr %52, i64 1
  br label %51, !llvm.loop !13

63:                                               ; preds = %51
  %64 = load i32, ptr %1, align 16, !tbaa !7
  %65 = load i32, ptr %2, align 4, !tbaa !7
  %66 = load i32, ptr %3, align 8, !tbaa !7
  %67 = load i32, ptr %4, align 4, !tbaa !7
  %68 = load i32, ptr %5, align 16, !tbaa !7
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 2)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 3)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 4)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 5)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 44)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 254)
  %77 = tail call i32 @putchar(i32 10)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 99)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 30)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 20)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -10)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -20)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 99)
  %86 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = !{!9, !9, i64 0}
!13 = distinct !{!13, !6}

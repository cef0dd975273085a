; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 16
  br label %7

6:                                                ; preds = %15
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %18)
  br label %21

7:                                                ; preds = %0, %15
  %8 = phi i32 [ 0, %0 ], [ %18, %15 ]
  %9 = phi i32 [ -2, %0 ], [ %19, %15 ]
  %10 = icmp ult i32 %9, 10
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds [10 x i32], ptr @switch.table.main, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  br label %15

15:                                               ; preds = %7, %11
  %16 = phi i32 [ %14, %11 ], [ -1, %7 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %16)
  %17 = mul nsw i32 %16, %9
  %18 = add nsw i32 %17, %8
  %19 = add nsw i32 %9, 1
  %20 = icmp eq i32 %19, 13
  br i1 %20, label %6, label %7, !llvm.loop !5

21:                                               ; preds = %6, %33
  %22 = phi i64 [ 0, %6 ], [ %35, %33 ]
  %23 = getelementptr inbounds [12 x i32], ptr @__const.main.keys, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !7
  switch i32 %24, label %32 [
    i32 1, label %33
    i32 10, label %25
    i32 100, label %26
    i32 1000, label %27
    i32 4096, label %28
    i32 65535, label %29
    i32 1000000, label %30
    i32 -559038737, label %31
  ]

25:                                               ; preds = %21
  br label %33

26:                                               ; preds = %21
  br label %33

27:                                               ; preds = %21
  br label %33

28:                                               ; preds = %21
  br label %33

29:                                               ; preds = %21
  br label %33

30:                                               ; preds = %21
  br label %33

31:                                               ; preds = %21
  br label %33

32:                                               ; preds = %21
  br label %33

33:                                               ; preds = %21, %25, %26, %27, %28, %29, %30, %31, %32
  %34 = phi ptr [ @.str.15, %32 ], [ @.str.14, %31 ], [ @.str.13, %30 ], [ @.str.12, %29 ], [ @.str.11, %28 ], [ @.str.10, %27 ], [ @.str.9, %26 ], [ @.str.8, %25 ], [ @.str.7, %21 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, ptr noundef nonnull %34)
  %35 = add nuw nsw i64 %22, 1
  %36 = icmp eq i64 %35, 12
  br i1 %36, label %37, label %21, !llvm.loop !11

37:                                               ; preds = %33
  %38 = tail call i32 @putchar(i32 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 100)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 300)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 7)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 12)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -6)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -7)
  %39 = tail call i32 @putchar(i32 10)
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
  br label %40

40:                                               ; preds = %47, %37
  %41 = phi ptr [ @.str.4, %37 ], [ %51, %47 ]
  %42 = load i8, ptr %41, align 1, !tbaa !12
  switch i8 %42, label %46 [
    i8 0, label %52
    i8 97, label %47
    i8 101, label %47
    i8 105, label %47
    i8 111, label %47
    i8 117, label %47
    i8 48, label %43
    i8 49, label %43
    i8 50, label %43
    i8 51, label %43
    i8 52, label %43
    i8 53, label %43
    i8 54, label %43
    i8 55, label %43
    i8 56, label %43
    i8 57, label %43
    i8 32, label %44
    i8 9, label %44
    i8 10, label %44
    i8 46, label %45
    i8 44, label %45
    i8 33, label %45
    i8 63, label %45
  ]

43:                                               ; preds = %40, %40, %40, %40, %40, %40, %40, %40, %40, %40
  br label %47

44:                                               ; preds = %40, %40, %40
  br label %47

45:                                               ; preds = %40, %40, %40, %40
  br label %47

46:                                               ; preds = %40
  br label %47

47:                                               ; preds = %40, %40, %40, %40, %40, %43, %44, %45, %46
  %48 = phi ptr [ %1, %46 ], [ %5, %45 ], [ %4, %44 ], [ %3, %43 ], [ %2, %40 ], [ %2, %40 ], [ %2, %40 ], [ %2, %40 ], [ %2, %40 ]
  %49 = load i32, ptr %48, align 4, !tbaa !7
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %48, align 4, !tbaa !7
  %51 = getelementptr inbounds i8, ptr %41, i64 1
  br label %40, !llvm.loop !13

52:                                               ; preds = %40
  %53 = load i32, ptr %1, align 16, !tbaa !7
  %54 = load i32, ptr %2, align 4, !tbaa !7
  %55 = load i32, ptr %3, align 8, !tbaa !7
  %56 = load i32, ptr %4, align 4, !tbaa !7
  %57 = load i32, ptr %5, align 16, !tbaa !7
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef 254)
  %58 = tail call i32 @putchar(i32 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 99)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 30)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -20)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 99)
  %59 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !14
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !9, i64 0}

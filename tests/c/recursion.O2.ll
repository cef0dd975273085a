; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"fib(%d)=%d \00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"fib(90)=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [37 x i8] c"ack(2,3)=%d ack(3,3)=%d ack(3,5)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"hanoi moves=%d hash=%u\0A\00", align 1
@moves = internal unnamed_addr global i32 0, align 4
@hanoi_hash = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"gcd %ld %ld %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"even/odd %d %d %d\0A\00", align 1
@__const.main.set = private unnamed_addr constant [12 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9, i32 11, i32 13], align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"subsets summing to 20: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"power %.6f %.6e %.6f\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"depth_sum(2000)=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"%d:%c%c \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [91 x i64], align 16
  %2 = tail call fastcc i32 @fib(i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %2)
  %4 = tail call fastcc i32 @fib(i32 noundef 4)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %4)
  %6 = tail call fastcc i32 @fib(i32 noundef 8)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %6)
  %8 = tail call fastcc i32 @fib(i32 noundef 12)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, i32 noundef %8)
  %10 = tail call fastcc i32 @fib(i32 noundef 16)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i32 noundef %10)
  %12 = tail call fastcc i32 @fib(i32 noundef 20)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 20, i32 noundef %12)
  %14 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 728, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(728) %1, i8 0, i64 728, i1 false)
  %15 = call fastcc i64 @fib_memo(i32 noundef 90, ptr noundef nonnull %1)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %15)
  %17 = call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %18 = call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %19 = call fastcc i32 @ack(i32 noundef 3, i32 noundef 5)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %17, i32 noundef %18, i32 noundef %19)
  call fastcc void @hanoi(i32 noundef 16, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %21 = load i32, ptr @moves, align 4, !tbaa !5
  %22 = load i32, ptr @hanoi_hash, align 4, !tbaa !5
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %21, i32 noundef %22)
  call fastcc void @hanoi_print(i32 noundef 3, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66)
  %24 = call i32 @putchar(i32 10)
  br label %25

25:                                               ; preds = %25, %0
  %26 = phi i64 [ %28, %25 ], [ 462, %0 ]
  %27 = phi i64 [ %26, %25 ], [ 1071, %0 ]
  %28 = urem i64 %27, %26
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %30, label %25

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %33, %30 ], [ 6291456, %25 ]
  %32 = phi i64 [ %31, %30 ], [ 1099511627776, %25 ]
  %33 = urem i64 %32, %31
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %35, label %30

35:                                               ; preds = %30, %35
  %36 = phi i64 [ %38, %35 ], [ 5, %30 ]
  %37 = phi i64 [ %36, %35 ], [ 17, %30 ]
  %38 = urem i64 %37, %36
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %40, label %35

40:                                               ; preds = %35
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %26, i64 noundef %31, i64 noundef %36)
  br label %42

42:                                               ; preds = %40, %44
  %43 = phi i32 [ %45, %44 ], [ 3, %40 ]
  switch i32 %43, label %44 [
    i32 0, label %47
    i32 1, label %46
  ]

44:                                               ; preds = %42
  %45 = add nsw i32 %43, -2
  br label %42

46:                                               ; preds = %42
  br label %47

47:                                               ; preds = %42, %46
  %48 = phi i32 [ 0, %46 ], [ 1, %42 ]
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef %48)
  %50 = call fastcc i32 @subset_count(ptr noundef nonnull @__const.main.set, i32 noundef 12, i32 noundef 20)
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %50)
  %52 = call fastcc double @power(double noundef 1.500000e+00, i32 noundef 10)
  %53 = call fastcc double @power(double noundef 2.000000e+00, i32 noundef -20)
  %54 = call fastcc double @power(double noundef -3.000000e+00, i32 noundef 7)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %52, double noundef %53, double noundef %54)
  %56 = call fastcc i32 @depth_sum(i32 noundef 2000)
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %56)
  call void @llvm.lifetime.end.p0(i64 728, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #3 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0, ptr noundef %1) unnamed_addr #5 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = sext i32 %0 to i64
  br label %11

6:                                                ; preds = %2
  %7 = zext nneg i32 %0 to i64
  %8 = getelementptr inbounds i64, ptr %1, i64 %7
  %9 = load i64, ptr %8, align 8, !tbaa !9
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %6, %4, %13
  %12 = phi i64 [ %18, %13 ], [ %5, %4 ], [ %9, %6 ]
  ret i64 %12

13:                                               ; preds = %6
  %14 = add nsw i32 %0, -1
  %15 = tail call fastcc i64 @fib_memo(i32 noundef %14, ptr noundef nonnull %1)
  %16 = add nsw i32 %0, -2
  %17 = tail call fastcc i64 @fib_memo(i32 noundef %16, ptr noundef nonnull %1)
  %18 = add i64 %17, %15
  store i64 %18, ptr %8, align 8, !tbaa !9
  br label %11
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
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

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #6 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %20, label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
  %10 = add nsw i32 %9, -1
  tail call fastcc void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2)
  %11 = load i32, ptr @moves, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @moves, align 4, !tbaa !5
  %13 = load i32, ptr @hanoi_hash, align 4, !tbaa !5
  %14 = mul i32 %13, 31
  %15 = mul nuw nsw i32 %8, 3
  %16 = add i32 %9, %2
  %17 = add i32 %16, %15
  %18 = add i32 %17, %14
  store i32 %18, ptr @hanoi_hash, align 4, !tbaa !5
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %20, label %6

20:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi_print(i32 noundef %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3) unnamed_addr #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %16, label %6

6:                                                ; preds = %4
  %7 = zext nneg i8 %2 to i32
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i8 [ %3, %6 ], [ %10, %8 ]
  %10 = phi i8 [ %1, %6 ], [ %9, %8 ]
  %11 = phi i32 [ %0, %6 ], [ %12, %8 ]
  %12 = add nsw i32 %11, -1
  tail call fastcc void @hanoi_print(i32 noundef %12, i8 noundef signext %10, i8 noundef signext %9, i8 noundef signext %2)
  %13 = zext nneg i8 %10 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %11, i32 noundef %13, i32 noundef %7)
  %15 = icmp eq i32 %12, 0
  br i1 %15, label %16, label %8

16:                                               ; preds = %8, %4
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_count(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #7 {
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %10, %3
  %6 = phi i32 [ 0, %3 ], [ %19, %10 ]
  %7 = icmp eq i32 %2, 0
  %8 = zext i1 %7 to i32
  %9 = add nsw i32 %6, %8
  ret i32 %9

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %15, %10 ], [ %1, %3 ]
  %12 = phi ptr [ %14, %10 ], [ %0, %3 ]
  %13 = phi i32 [ %19, %10 ], [ 0, %3 ]
  %14 = getelementptr inbounds i8, ptr %12, i64 4
  %15 = add nsw i32 %11, -1
  %16 = load i32, ptr %12, align 4, !tbaa !5
  %17 = sub nsw i32 %2, %16
  %18 = tail call fastcc i32 @subset_count(ptr noundef nonnull %14, i32 noundef %15, i32 noundef %17)
  %19 = add nsw i32 %18, %13
  %20 = icmp eq i32 %15, 0
  br i1 %20, label %5, label %10
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc double @power(double noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 0
  br i1 %5, label %8, label %12

6:                                                ; preds = %2, %12, %8
  %7 = phi double [ %11, %8 ], [ %19, %12 ], [ 1.000000e+00, %2 ]
  ret double %7

8:                                                ; preds = %4
  %9 = sub nsw i32 0, %1
  %10 = tail call fastcc double @power(double noundef %0, i32 noundef %9)
  %11 = fdiv double 1.000000e+00, %10
  br label %6

12:                                               ; preds = %4
  %13 = lshr i32 %1, 1
  %14 = tail call fastcc double @power(double noundef %0, i32 noundef %13)
  %15 = and i32 %1, 1
  %16 = icmp eq i32 %15, 0
  %17 = fmul double %14, %14
  %18 = fmul double %17, %0
  %19 = select i1 %16, double %17, double %18
  br label %6
}

; Function Attrs: nofree nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i32 @depth_sum(i32 noundef %0) unnamed_addr #8 {
  %2 = alloca i32, align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 8
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 %0, ptr %2, align 16, !tbaa !5
  store volatile i32 %0, ptr %3, align 4, !tbaa !5
  store volatile i32 %0, ptr %4, align 8, !tbaa !5
  store volatile i32 %0, ptr %5, align 4, !tbaa !5
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %12, label %7

7:                                                ; preds = %1
  %8 = load volatile i32, ptr %4, align 8, !tbaa !5
  %9 = add nsw i32 %0, -1
  %10 = tail call fastcc i32 @depth_sum(i32 noundef %9)
  %11 = add nsw i32 %10, %8
  br label %12

12:                                               ; preds = %1, %7
  %13 = phi i32 [ %11, %7 ], [ 0, %1 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}

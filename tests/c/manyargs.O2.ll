; ModuleID = 'manyargs.c'
source_filename = "manyargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"many_ints=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"many_doubles=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Zed\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"mixed=%.4f x=%d y=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"structs r=(%d,%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"outputs sum=%d prod=%d w=%lld avg=%.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"indirect acc=%.5f\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"loop ints=%lld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -225485783040, 225485782936) i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13) local_unnamed_addr #0 {
  %15 = sext i32 %0 to i64
  %16 = sext i32 %1 to i64
  %17 = shl nsw i64 %16, 1
  %18 = add nsw i64 %17, %15
  %19 = sext i32 %2 to i64
  %20 = mul nsw i64 %19, 3
  %21 = add nsw i64 %18, %20
  %22 = sext i32 %3 to i64
  %23 = shl nsw i64 %22, 2
  %24 = add nsw i64 %21, %23
  %25 = sext i32 %4 to i64
  %26 = mul nsw i64 %25, 5
  %27 = add nsw i64 %24, %26
  %28 = sext i32 %5 to i64
  %29 = mul nsw i64 %28, 6
  %30 = add nsw i64 %27, %29
  %31 = sext i32 %6 to i64
  %32 = mul nsw i64 %31, 7
  %33 = add nsw i64 %30, %32
  %34 = sext i32 %7 to i64
  %35 = shl nsw i64 %34, 3
  %36 = add nsw i64 %33, %35
  %37 = sext i32 %8 to i64
  %38 = mul nsw i64 %37, 9
  %39 = add nsw i64 %36, %38
  %40 = sext i32 %9 to i64
  %41 = mul nsw i64 %40, 10
  %42 = add nsw i64 %39, %41
  %43 = sext i32 %10 to i64
  %44 = mul nsw i64 %43, 11
  %45 = add nsw i64 %42, %44
  %46 = sext i32 %11 to i64
  %47 = mul nsw i64 %46, 12
  %48 = add nsw i64 %45, %47
  %49 = sext i32 %12 to i64
  %50 = mul nsw i64 %49, 13
  %51 = add nsw i64 %48, %50
  %52 = sext i32 %13 to i64
  %53 = mul nsw i64 %52, 14
  %54 = add nsw i64 %51, %53
  ret i64 %54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @many_doubles(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11) local_unnamed_addr #0 {
  %13 = fsub double %0, %1
  %14 = fadd double %13, %2
  %15 = fsub double %14, %3
  %16 = fadd double %15, %4
  %17 = fsub double %16, %5
  %18 = fadd double %17, %6
  %19 = fsub double %18, %7
  %20 = fadd double %19, %8
  %21 = fsub double %20, %9
  %22 = fadd double %21, %10
  %23 = fsub double %22, %11
  %24 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %23)
  ret double %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local double @mixed(i32 noundef %0, double noundef %1, ptr nocapture noundef %2, float noundef %3, i64 noundef %4, double noundef %5, i8 noundef signext %6, ptr nocapture noundef readonly %7, i32 noundef %8, double noundef %9, i16 noundef signext %10, double noundef %11, ptr nocapture noundef %12, float noundef %13, double noundef %14, double noundef %15, double noundef %16, double noundef %17, double noundef %18, i8 noundef zeroext %19, double noundef %20) local_unnamed_addr #2 {
  %22 = sitofp i32 %0 to double
  %23 = fadd double %22, %1
  %24 = load i32, ptr %2, align 4, !tbaa !5
  %25 = sitofp i32 %24 to double
  %26 = fadd double %23, %25
  %27 = fpext float %3 to double
  %28 = fadd double %26, %27
  %29 = sitofp i64 %4 to double
  %30 = fadd double %28, %29
  %31 = fadd double %30, %5
  %32 = sitofp i8 %6 to double
  %33 = fadd double %31, %32
  %34 = load i8, ptr %7, align 1, !tbaa !9
  %35 = sitofp i8 %34 to double
  %36 = fadd double %33, %35
  %37 = sitofp i32 %8 to double
  %38 = fadd double %36, %37
  %39 = fadd double %38, %9
  %40 = sitofp i16 %10 to double
  %41 = fadd double %39, %40
  %42 = fadd double %41, %11
  %43 = load i32, ptr %12, align 4, !tbaa !5
  %44 = sitofp i32 %43 to double
  %45 = fadd double %42, %44
  %46 = fpext float %13 to double
  %47 = fadd double %45, %46
  %48 = fmul double %15, 3.000000e+00
  %49 = tail call double @llvm.fmuladd.f64(double %14, double 2.000000e+00, double %48)
  %50 = tail call double @llvm.fmuladd.f64(double %16, double 4.000000e+00, double %49)
  %51 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e+00, double %50)
  %52 = tail call double @llvm.fmuladd.f64(double %18, double 6.000000e+00, double %51)
  %53 = uitofp i8 %19 to double
  %54 = fadd double %52, %53
  %55 = tail call double @llvm.fmuladd.f64(double %20, double 7.000000e+00, double %54)
  %56 = fadd double %55, %47
  %57 = add nsw i32 %24, 1
  store i32 %57, ptr %2, align 4, !tbaa !5
  %58 = load i32, ptr %12, align 4, !tbaa !5
  %59 = add nsw i32 %58, -1
  store i32 %59, ptr %12, align 4, !tbaa !5
  ret double %56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @structs_and_more(i64 %0, i64 %1, double %2, double %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i64 %8, double noundef %9, double %10, double %11, i32 noundef %12, i64 %13) local_unnamed_addr #0 {
  %15 = trunc i64 %0 to i32
  %16 = lshr i64 %0, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = trunc i64 %1 to i32
  %19 = lshr i64 %1, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = trunc i64 %8 to i32
  %22 = lshr i64 %8, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = trunc i64 %13 to i32
  %25 = lshr i64 %13, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = add nsw i32 %18, %15
  %28 = fadd double %2, %10
  %29 = fadd double %28, %9
  %30 = fptosi double %29 to i32
  %31 = add i32 %27, %4
  %32 = add i32 %31, %6
  %33 = add i32 %32, %21
  %34 = add i32 %33, %12
  %35 = add i32 %34, %30
  %36 = add i32 %35, %24
  %37 = add nsw i32 %20, %17
  %38 = fmul double %3, %11
  %39 = fptosi double %38 to i32
  %40 = add i32 %37, %5
  %41 = add i32 %40, %7
  %42 = add i32 %41, %23
  %43 = add i32 %42, %39
  %44 = add i32 %43, %26
  %45 = zext i32 %44 to i64
  %46 = shl nuw i64 %45, 32
  %47 = zext i32 %36 to i64
  %48 = or disjoint i64 %46, %47
  ret i64 %48
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @outputs(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr nocapture noundef %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8, ptr nocapture noundef writeonly %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #2 {
  %13 = add nsw i32 %1, %0
  %14 = add nsw i32 %13, %2
  %15 = add nsw i32 %14, %3
  %16 = add nsw i32 %15, %4
  %17 = add nsw i32 %16, %5
  %18 = add nsw i32 %17, %10
  %19 = add nsw i32 %18, %11
  store i32 %19, ptr %6, align 4, !tbaa !5
  %20 = mul nsw i32 %1, %0
  %21 = mul nsw i32 %20, %2
  %22 = mul nsw i32 %21, %3
  %23 = mul nsw i32 %22, %4
  %24 = mul nsw i32 %23, %5
  %25 = mul nsw i32 %24, %10
  %26 = mul nsw i32 %25, %11
  store i32 %26, ptr %7, align 4, !tbaa !5
  %27 = sext i32 %0 to i64
  %28 = mul nsw i32 %1, 10
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %29, %27
  %31 = mul nsw i32 %2, 100
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %30, %32
  %34 = mul nsw i32 %3, 1000
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %33, %35
  %37 = sext i32 %4 to i64
  %38 = mul nsw i64 %37, 10000
  %39 = add nsw i64 %36, %38
  %40 = sext i32 %5 to i64
  %41 = mul nsw i64 %40, 100000
  %42 = add nsw i64 %39, %41
  %43 = sext i32 %10 to i64
  %44 = mul nsw i64 %43, 1000000
  %45 = add nsw i64 %42, %44
  %46 = sext i32 %11 to i64
  %47 = mul nsw i64 %46, 10000000
  %48 = add nsw i64 %45, %47
  store i64 %48, ptr %8, align 8, !tbaa !10
  %49 = load i32, ptr %6, align 4, !tbaa !5
  %50 = sitofp i32 %49 to double
  %51 = fmul double %50, 1.250000e-01
  store double %51, ptr %9, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = tail call i64 @many_ints(i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12, i32 noundef 13, i32 noundef -14)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %7)
  %9 = tail call double @many_doubles(double noundef 1.500000e+00, double noundef 2.250000e+00, double noundef 3.125000e+00, double noundef 4.000000e+00, double noundef 5.500000e+00, double noundef 6.750000e+00, double noundef 7.000000e+00, double noundef 8.500000e+00, double noundef 9.250000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01, double noundef 1.275000e+01)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6
  store i32 10, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 20, ptr %2, align 4, !tbaa !5
  %11 = call double @mixed(i32 noundef 1, double noundef 2.500000e+00, ptr noundef nonnull %1, float noundef 3.250000e+00, i64 noundef 4000000000, double noundef 5.500000e+00, i8 noundef signext 65, ptr noundef nonnull @.str.2, i32 noundef -7, double noundef 8.125000e+00, i16 noundef signext -300, double noundef 9.000000e+00, ptr noundef nonnull %2, float noundef 7.500000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, i8 noundef zeroext -56, double noundef 6.000000e+00)
  %12 = load i32, ptr %1, align 4, !tbaa !5
  %13 = load i32, ptr %2, align 4, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = tail call i64 @structs_and_more(i64 8589934593, i64 17179869187, double 1.500000e+00, double 2.000000e+00, i32 noundef 10, i32 noundef 20, i32 noundef 30, i32 noundef 40, i64 25769803781, double noundef 7.500000e-01, double 2.500000e+00, double 3.000000e+00, i32 noundef 50, i64 34359738375)
  %16 = trunc i64 %15 to i32
  %17 = lshr i64 %15, 32
  %18 = trunc nuw i64 %17 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %16, i32 noundef %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6
  call void @outputs(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 7, i32 noundef 8)
  %20 = load i32, ptr %3, align 4, !tbaa !5
  %21 = load i32, ptr %4, align 4, !tbaa !5
  %22 = load i64, ptr %5, align 8, !tbaa !10
  %23 = load double, ptr %6, align 8, !tbaa !12
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %20, i32 noundef %21, i64 noundef %22, double noundef %23)
  %25 = tail call double @many_doubles(double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 0.000000e+00)
  %26 = fadd double %25, 0.000000e+00
  %27 = tail call double @many_doubles(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 2.500000e-01)
  %28 = fadd double %26, %27
  %29 = tail call double @many_doubles(double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 5.000000e-01)
  %30 = fadd double %28, %29
  %31 = tail call double @many_doubles(double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 6.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 7.500000e-01)
  %32 = fadd double %30, %31
  %33 = tail call double @many_doubles(double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 8.000000e+00, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 1.000000e+00)
  %34 = fadd double %32, %33
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %34)
  br label %38

36:                                               ; preds = %38
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  ret i32 0

38:                                               ; preds = %0, %38
  %39 = phi i32 [ 0, %0 ], [ %44, %38 ]
  %40 = phi i64 [ 0, %0 ], [ %43, %38 ]
  %41 = mul nsw i32 %39, -3
  %42 = tail call i64 @many_ints(i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %39, i32 noundef %41)
  %43 = add nsw i64 %42, %40
  %44 = add nuw nsw i32 %39, 1
  %45 = icmp eq i32 %44, 10
  br i1 %45, label %36, label %38, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}

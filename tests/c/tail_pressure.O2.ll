; ModuleID = 'tail_pressure.c'
source_filename = "tail_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Big = type { i64, i64, i64, i64 }

@g_sink = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [21 x i8] c"narrow_to_wide %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"wide_to_narrow %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"big_fwd %lld %lld %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"big_chain(%d) %lld %lld %lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"v2_rot %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"parity %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"pressure(%d) = %.6f\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @wide10(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #0 {
  %11 = mul i64 %9, -3
  %12 = add i64 %0, %2
  %13 = add i64 %1, %3
  %14 = add i64 %12, %4
  %15 = add i64 %13, %5
  %16 = add i64 %14, %6
  %17 = add i64 %15, %7
  %18 = sub i64 %16, %17
  %19 = add nsw i64 %18, %8
  %20 = add i64 %19, %11
  ret i64 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @narrow_to_wide(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = add nsw i64 %0, 1
  %4 = add nsw i64 %1, 1
  %5 = shl nsw i64 %0, 1
  %6 = shl nsw i64 %1, 1
  %7 = xor i64 %1, %0
  %8 = tail call i64 @wide10(i64 noundef %0, i64 noundef %1, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef 7, i64 noundef 8, i64 noundef %7, i64 noundef 10)
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @wide_to_narrow(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) local_unnamed_addr #0 {
  %9 = add nsw i64 %2, %0
  %10 = add nsw i64 %9, %4
  %11 = add nsw i64 %10, %6
  %12 = add nsw i64 %3, %1
  %13 = add nsw i64 %12, %5
  %14 = add nsw i64 %13, %7
  %15 = tail call i64 @narrow_to_wide(i64 noundef %11, i64 noundef %14)
  ret i64 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @big_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i64 noundef %1) local_unnamed_addr #1 {
  store i64 %1, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl nsw i64 %1, 1
  store i64 %4, ptr %3, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = mul nsw i64 %1, 3
  store i64 %6, ptr %5, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = shl nsw i64 %1, 2
  store i64 %8, ptr %7, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @big_fwd(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %19, label %5

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = add nsw i64 %6, -1
  %8 = add i32 %2, -1
  %9 = zext i32 %8 to i64
  %10 = mul nsw i64 %7, %9
  %11 = add i64 %10, %1
  %12 = zext i32 %8 to i64
  %13 = add i32 %2, -2
  %14 = zext i32 %13 to i64
  %15 = mul nuw i64 %12, %14
  %16 = lshr i64 %15, 1
  %17 = add i64 %11, %6
  %18 = sub i64 %17, %16
  br label %19

19:                                               ; preds = %5, %3
  %20 = phi i64 [ %1, %3 ], [ %18, %5 ]
  tail call void @big_make(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, i64 noundef %20)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @big_combine(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, ptr nocapture noundef readonly byval(%struct.Big) align 8 %1, ptr nocapture noundef readonly byval(%struct.Big) align 8 %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load <2 x i64>, ptr %1, align 8, !tbaa !13
  %6 = load <2 x i64>, ptr %4, align 8, !tbaa !13
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %8 = add nsw <2 x i64> %5, %7
  %9 = sub nsw <2 x i64> %5, %7
  %10 = shufflevector <2 x i64> %8, <2 x i64> %9, <2 x i32> <i32 0, i32 3>
  store <2 x i64> %10, ptr %0, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !10
  %16 = mul nsw i64 %15, %13
  store i64 %16, ptr %11, align 8, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = getelementptr inbounds i8, ptr %1, i64 24
  %19 = load i64, ptr %18, align 8, !tbaa !12
  %20 = load i64, ptr %2, align 8, !tbaa !5
  %21 = xor i64 %20, %19
  store i64 %21, ptr %17, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @big_chain(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, ptr nocapture noundef byval(%struct.Big) align 8 %1, ptr nocapture noundef byval(%struct.Big) align 8 %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca %struct.Big, align 8
  %6 = icmp eq i32 %3, 0
  br i1 %6, label %15, label %7

7:                                                ; preds = %4
  %8 = and i32 %3, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = add nsw i32 %3, -1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false)
  br label %12

12:                                               ; preds = %10, %7
  %13 = phi i32 [ %3, %7 ], [ %11, %10 ]
  %14 = icmp eq i32 %3, 1
  br i1 %14, label %15, label %16

15:                                               ; preds = %12, %16, %4
  tail call void @big_combine(ptr dead_on_unwind writable sret(%struct.Big) align 8 %0, ptr noundef nonnull byval(%struct.Big) align 8 %1, ptr noundef nonnull byval(%struct.Big) align 8 %2)
  ret void

16:                                               ; preds = %12, %16
  %17 = phi i32 [ %18, %16 ], [ %13, %12 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false)
  %18 = add nsw i32 %17, -2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false)
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %15, label %16
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local { double, double } @v2_rot(double %0, double %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %12, label %5

5:                                                ; preds = %3
  %6 = fneg double %1
  %7 = fadd double %0, 5.000000e-01
  %8 = add nsw i32 %2, -1
  %9 = tail call { double, double } @v2_rot(double %6, double %7, i32 noundef %8)
  %10 = extractvalue { double, double } %9, 0
  %11 = extractvalue { double, double } %9, 1
  br label %12

12:                                               ; preds = %3, %5
  %13 = phi double [ %10, %5 ], [ %0, %3 ]
  %14 = phi double [ %11, %5 ], [ %1, %3 ]
  %15 = insertvalue { double, double } poison, double %13, 0
  %16 = insertvalue { double, double } %15, double %14, 1
  ret { double, double } %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local range(i32 0, 2) i32 @is_odd(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -1
  %5 = tail call i32 @is_even(i32 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local range(i32 0, 2) i32 @is_even(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -1
  %5 = tail call i32 @is_odd(i32 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 1, %1 ]
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local double @churn(double noundef %0, double noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = sitofp i32 %2 to double
  %5 = tail call double @llvm.fmuladd.f64(double %0, double 0.000000e+00, double %1)
  %6 = fadd double %5, %4
  %7 = fmul double %1, 5.000000e-01
  %8 = fadd double %7, %0
  %9 = fadd double %8, %4
  %10 = fdiv double %1, 3.000000e+00
  %11 = tail call double @llvm.fmuladd.f64(double %0, double 2.000000e+00, double %10)
  %12 = fadd double %11, %4
  %13 = fmul double %1, 2.500000e-01
  %14 = tail call double @llvm.fmuladd.f64(double %0, double 3.000000e+00, double %13)
  %15 = fadd double %14, %4
  %16 = fdiv double %1, 5.000000e+00
  %17 = tail call double @llvm.fmuladd.f64(double %0, double 4.000000e+00, double %16)
  %18 = fadd double %17, %4
  %19 = fdiv double %1, 6.000000e+00
  %20 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e+00, double %19)
  %21 = fadd double %20, %4
  %22 = fdiv double %1, 7.000000e+00
  %23 = tail call double @llvm.fmuladd.f64(double %0, double 6.000000e+00, double %22)
  %24 = fadd double %23, %4
  %25 = fmul double %1, 1.250000e-01
  %26 = tail call double @llvm.fmuladd.f64(double %0, double 7.000000e+00, double %25)
  %27 = fadd double %26, %4
  %28 = fdiv double %1, 9.000000e+00
  %29 = tail call double @llvm.fmuladd.f64(double %0, double 8.000000e+00, double %28)
  %30 = fadd double %29, %4
  %31 = fdiv double %1, 1.000000e+01
  %32 = tail call double @llvm.fmuladd.f64(double %0, double 9.000000e+00, double %31)
  %33 = fadd double %32, %4
  %34 = fdiv double %1, 1.100000e+01
  %35 = tail call double @llvm.fmuladd.f64(double %0, double 1.000000e+01, double %34)
  %36 = fadd double %35, %4
  %37 = fdiv double %1, 1.200000e+01
  %38 = tail call double @llvm.fmuladd.f64(double %0, double 1.100000e+01, double %37)
  %39 = fadd double %38, %4
  %40 = tail call double @llvm.fmuladd.f64(double %6, double %39, double 0.000000e+00)
  %41 = tail call double @llvm.fmuladd.f64(double %9, double %36, double %40)
  %42 = tail call double @llvm.fmuladd.f64(double %12, double %33, double %41)
  %43 = tail call double @llvm.fmuladd.f64(double %15, double %30, double %42)
  %44 = tail call double @llvm.fmuladd.f64(double %18, double %27, double %43)
  %45 = tail call double @llvm.fmuladd.f64(double %21, double %24, double %44)
  %46 = tail call double @llvm.fmuladd.f64(double %24, double %21, double %45)
  %47 = tail call double @llvm.fmuladd.f64(double %27, double %18, double %46)
  %48 = tail call double @llvm.fmuladd.f64(double %30, double %15, double %47)
  %49 = tail call double @llvm.fmuladd.f64(double %33, double %12, double %48)
  %50 = tail call double @llvm.fmuladd.f64(double %36, double %9, double %49)
  %51 = tail call double @llvm.fmuladd.f64(double %39, double %6, double %50)
  store volatile i32 %2, ptr @g_sink, align 4, !tbaa !14
  ret double %51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local double @pressure(double noundef %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = fadd double %0, 1.000000e+00
  %4 = fmul double %0, 2.000000e+00
  %5 = fadd double %0, -3.000000e+00
  %6 = fmul double %0, 2.500000e-01
  %7 = fadd double %0, 5.000000e+00
  %8 = fmul double %0, 6.000000e+00
  %9 = fadd double %0, -7.000000e+00
  %10 = fadd double %0, 8.000000e+00
  %11 = fmul double %0, 9.000000e-01
  %12 = fadd double %0, 1.000000e+01
  %13 = fadd double %0, -1.100000e+01
  %14 = fmul double %0, 1.200000e+00
  %15 = fadd double %0, 1.300000e+01
  %16 = fadd double %0, -1.400000e+01
  %17 = fmul double %0, 1.500000e+00
  %18 = add nsw i32 %1, 1
  %19 = shl nsw i32 %1, 1
  %20 = add nsw i32 %1, -3
  %21 = xor i32 %1, 4
  %22 = add nsw i32 %1, 5
  %23 = mul nsw i32 %1, 6
  %24 = add nsw i32 %1, -7
  %25 = add nsw i32 %1, 8
  %26 = mul nsw i32 %1, 9
  br label %52

27:                                               ; preds = %52
  %28 = fadd double %85, %84
  %29 = fadd double %86, %28
  %30 = fadd double %87, %29
  %31 = fadd double %88, %30
  %32 = fadd double %90, %31
  %33 = fadd double %91, %32
  %34 = fadd double %93, %33
  %35 = fadd double %94, %34
  %36 = fadd double %96, %35
  %37 = fadd double %97, %36
  %38 = fadd double %99, %37
  %39 = fadd double %100, %38
  %40 = fadd double %102, %39
  %41 = fadd double %103, %40
  %42 = fadd double %105, %41
  %43 = add i32 %128, %119
  %44 = add i32 %43, %120
  %45 = add i32 %44, %62
  %46 = add i32 %45, %123
  %47 = add i32 %46, %124
  %48 = add i32 %47, %58
  %49 = add i32 %48, %127
  %50 = sitofp i32 %49 to double
  %51 = fadd double %42, %50
  ret double %51

52:                                               ; preds = %2, %52
  %53 = phi double [ %0, %2 ], [ %84, %52 ]
  %54 = phi double [ %3, %2 ], [ %85, %52 ]
  %55 = phi i32 [ 0, %2 ], [ %129, %52 ]
  %56 = phi i32 [ %26, %2 ], [ %128, %52 ]
  %57 = phi i32 [ %25, %2 ], [ %127, %52 ]
  %58 = phi i32 [ %24, %2 ], [ %126, %52 ]
  %59 = phi i32 [ %23, %2 ], [ %125, %52 ]
  %60 = phi i32 [ %22, %2 ], [ %124, %52 ]
  %61 = phi i32 [ %21, %2 ], [ %123, %52 ]
  %62 = phi i32 [ %20, %2 ], [ %122, %52 ]
  %63 = phi i32 [ %19, %2 ], [ %121, %52 ]
  %64 = phi i32 [ %18, %2 ], [ %120, %52 ]
  %65 = phi i32 [ %1, %2 ], [ %119, %52 ]
  %66 = phi double [ %17, %2 ], [ %105, %52 ]
  %67 = phi double [ %16, %2 ], [ %103, %52 ]
  %68 = phi double [ %15, %2 ], [ %102, %52 ]
  %69 = phi double [ %14, %2 ], [ %100, %52 ]
  %70 = phi double [ %13, %2 ], [ %99, %52 ]
  %71 = phi double [ %12, %2 ], [ %97, %52 ]
  %72 = phi double [ %11, %2 ], [ %96, %52 ]
  %73 = phi double [ %10, %2 ], [ %94, %52 ]
  %74 = phi double [ %9, %2 ], [ %93, %52 ]
  %75 = phi double [ %8, %2 ], [ %91, %52 ]
  %76 = phi double [ %7, %2 ], [ %90, %52 ]
  %77 = phi double [ %6, %2 ], [ %88, %52 ]
  %78 = phi double [ %5, %2 ], [ %87, %52 ]
  %79 = phi double [ %4, %2 ], [ %86, %52 ]
  %80 = fadd double %66, %53
  %81 = fsub double %74, %73
  %82 = add nsw i32 %56, %65
  %83 = tail call double @churn(double noundef %80, double noundef %81, i32 noundef %82)
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 0x3EB0C6F7A0B5ED8D, double %53)
  %85 = fsub double %54, %84
  %86 = tail call double @llvm.fmuladd.f64(double %85, double 5.000000e-01, double %79)
  %87 = tail call double @llvm.fmuladd.f64(double %78, double 7.500000e-01, double %86)
  %88 = fadd double %77, %87
  %89 = fneg double %88
  %90 = tail call double @llvm.fmuladd.f64(double %89, double 1.000000e-01, double %76)
  %91 = fadd double %75, %90
  %92 = fmul double %91, 1.000000e-02
  %93 = tail call double @llvm.fmuladd.f64(double %74, double 5.000000e-01, double %92)
  %94 = fadd double %73, %93
  %95 = fneg double %94
  %96 = tail call double @llvm.fmuladd.f64(double %95, double 1.000000e-02, double %72)
  %97 = fadd double %71, %96
  %98 = fneg double %97
  %99 = tail call double @llvm.fmuladd.f64(double %98, double 1.000000e-02, double %70)
  %100 = fadd double %69, %99
  %101 = fneg double %100
  %102 = tail call double @llvm.fmuladd.f64(double %101, double 1.000000e-02, double %68)
  %103 = fadd double %67, %102
  %104 = fneg double %103
  %105 = tail call double @llvm.fmuladd.f64(double %104, double 1.000000e-02, double %66)
  %106 = sext i32 %65 to i64
  %107 = sext i32 %64 to i64
  %108 = sext i32 %63 to i64
  %109 = sext i32 %62 to i64
  %110 = sext i32 %61 to i64
  %111 = sext i32 %60 to i64
  %112 = sext i32 %59 to i64
  %113 = sext i32 %58 to i64
  %114 = sext i32 %57 to i64
  %115 = sext i32 %56 to i64
  %116 = tail call i64 @wide10(i64 noundef %106, i64 noundef %107, i64 noundef %108, i64 noundef %109, i64 noundef %110, i64 noundef %111, i64 noundef %112, i64 noundef %113, i64 noundef %114, i64 noundef %115)
  %117 = trunc i64 %116 to i32
  %118 = and i32 %117, 7
  %119 = add nsw i32 %118, %65
  %120 = xor i32 %119, %64
  %121 = add nsw i32 %120, %63
  %122 = sub nsw i32 %62, %121
  %123 = add nsw i32 %122, %61
  %124 = xor i32 %123, %60
  %125 = add nsw i32 %124, %59
  %126 = sub nsw i32 %58, %125
  %127 = add nsw i32 %126, %57
  %128 = xor i32 %127, %56
  %129 = add nuw nsw i32 %55, 1
  %130 = icmp eq i32 %129, 3
  br i1 %130, label %27, label %52, !llvm.loop !16
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = alloca %struct.Big, align 8
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = alloca %struct.Big, align 8
  %5 = tail call i64 @narrow_to_wide(i64 noundef 100, i64 noundef 7)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5)
  %7 = tail call i64 @wide_to_narrow(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @big_fwd(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %1, i64 noundef 10, i32 noundef 5)
  %9 = load i64, ptr %1, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = load i64, ptr %14, align 8, !tbaa !12
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %9, i64 noundef %11, i64 noundef %13, i64 noundef %15)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @big_make(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %2, i64 noundef 3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  call void @big_make(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %3, i64 noundef -5)
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  %18 = getelementptr inbounds i8, ptr %4, i64 16
  %19 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @big_chain(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %4, ptr noundef nonnull byval(%struct.Big) align 8 %2, ptr noundef nonnull byval(%struct.Big) align 8 %3, i32 noundef 0)
  %20 = load i64, ptr %4, align 8, !tbaa !5
  %21 = load i64, ptr %17, align 8, !tbaa !10
  %22 = load i64, ptr %18, align 8, !tbaa !11
  %23 = load i64, ptr %19, align 8, !tbaa !12
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @big_chain(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %4, ptr noundef nonnull byval(%struct.Big) align 8 %2, ptr noundef nonnull byval(%struct.Big) align 8 %3, i32 noundef 1)
  %25 = load i64, ptr %4, align 8, !tbaa !5
  %26 = load i64, ptr %17, align 8, !tbaa !10
  %27 = load i64, ptr %18, align 8, !tbaa !11
  %28 = load i64, ptr %19, align 8, !tbaa !12
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @big_chain(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %4, ptr noundef nonnull byval(%struct.Big) align 8 %2, ptr noundef nonnull byval(%struct.Big) align 8 %3, i32 noundef 2)
  %30 = load i64, ptr %4, align 8, !tbaa !5
  %31 = load i64, ptr %17, align 8, !tbaa !10
  %32 = load i64, ptr %18, align 8, !tbaa !11
  %33 = load i64, ptr %19, align 8, !tbaa !12
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i64 noundef %30, i64 noundef %31, i64 noundef %32, i64 noundef %33)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  %35 = tail call { double, double } @v2_rot(double 1.000000e+00, double 0.000000e+00, i32 noundef 7)
  %36 = extractvalue { double, double } %35, 0
  %37 = extractvalue { double, double } %35, 1
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %36, double noundef %37)
  %39 = tail call i32 @is_even(i32 noundef 2000)
  %40 = tail call i32 @is_odd(i32 noundef 1777)
  %41 = tail call i32 @is_even(i32 noundef 2999)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %39, i32 noundef %40, i32 noundef %41)
  %43 = tail call double @pressure(double noundef 1.500000e+00, i32 noundef 10)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, double noundef %43)
  %45 = tail call double @pressure(double noundef 2.500000e+00, i32 noundef 11)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, double noundef %45)
  %47 = tail call double @pressure(double noundef 3.500000e+00, i32 noundef 12)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, double noundef %47)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 16}
!12 = !{!6, !7, i64 24}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'cross_cc.c'
source_filename = "cross_cc.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Q3 = type { [3 x i64] }
%struct.V2 = type { double, double }

@.str = private unnamed_addr constant [24 x i8] c"v2 %.6f %.6f %.6f %.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"p2 %d %d\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 1, i64 2, i64 3] }, align 8
@.str.2 = private unnamed_addr constant [19 x i8] c"q3 %lld %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"fi %.3f %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"many %.4f %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"cross %.4f %.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"rec %lld %lld\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ms_v2(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.V2) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, double noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = load double, ptr %2, align 8, !tbaa !10
  %8 = fneg double %7
  %9 = load <2 x double>, ptr %1, align 8, !tbaa !11
  %10 = insertelement <2 x double> poison, double %3, i64 0
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> zeroinitializer
  %12 = insertelement <2 x double> poison, double %6, i64 0
  %13 = insertelement <2 x double> %12, double %8, i64 1
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %9, <2 x double> %11, <2 x double> %13)
  store <2 x double> %14, ptr %0, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local x86_64_sysvcc { double, double } @sysv_v2(double %0, double %1, double %2, double %3, double noundef %4) local_unnamed_addr #2 {
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %0)
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %1)
  %8 = insertvalue { double, double } poison, double %6, 0
  %9 = insertvalue { double, double } %8, double %7, 1
  ret { double, double } %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ms_p2(i64 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i64 %0 to i32
  %4 = lshr i64 %0, 32
  %5 = trunc nuw i64 %4 to i32
  %6 = mul nsw i32 %3, %1
  %7 = sub nsw i32 %5, %1
  %8 = zext i32 %7 to i64
  %9 = shl nuw i64 %8, 32
  %10 = zext i32 %6 to i64
  %11 = or disjoint i64 %9, %10
  ret i64 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local x86_64_sysvcc i64 @sysv_p2(i64 %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = trunc i64 %0 to i32
  %4 = lshr i64 %0, 32
  %5 = trunc nuw i64 %4 to i32
  %6 = add nsw i32 %5, %1
  %7 = xor i32 %3, %1
  %8 = zext i32 %7 to i64
  %9 = shl nuw i64 %8, 32
  %10 = zext i32 %6 to i64
  %11 = or disjoint i64 %9, %10
  ret i64 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ms_q3(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !12
  %6 = add nsw i64 %5, %2
  store i64 %6, ptr %0, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %1, align 8, !tbaa !12
  %9 = mul nsw i64 %8, %2
  store i64 %9, ptr %7, align 8, !tbaa !12
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !12
  %13 = sub nsw i64 %12, %2
  store i64 %13, ptr %10, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local x86_64_sysvcc void @sysv_q3(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, ptr nocapture noundef readonly byval(%struct.Q3) align 8 %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !12
  %6 = xor i64 %5, %2
  store i64 %6, ptr %0, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !12
  %10 = add nsw i64 %9, %2
  store i64 %10, ptr %7, align 8, !tbaa !12
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load i64, ptr %1, align 8, !tbaa !12
  %13 = shl nsw i64 %12, 1
  store i64 %13, ptr %11, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ms_fi(i64 %0) local_unnamed_addr #2 {
  %2 = trunc i64 %0 to i32
  %3 = bitcast i32 %2 to float
  %4 = fmul float %3, 2.000000e+00
  %5 = bitcast float %4 to i32
  %6 = and i64 %0, -4294967296
  %7 = add i64 %6, 4294967296
  %8 = zext i32 %5 to i64
  %9 = or disjoint i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local x86_64_sysvcc i64 @sysv_fi(i64 %0) local_unnamed_addr #2 {
  %2 = trunc i64 %0 to i32
  %3 = bitcast i32 %2 to float
  %4 = lshr i64 %0, 32
  %5 = fadd float %3, -1.000000e+00
  %6 = bitcast float %5 to i32
  %7 = mul i64 %4, 12884901888
  %8 = zext i32 %6 to i64
  %9 = or disjoint i64 %7, %8
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @ms_many(double noundef %0, i32 noundef %1, double noundef %2, i32 noundef %3, double noundef %4, i32 noundef %5, double noundef %6, i32 noundef %7, double noundef %8, i32 noundef %9, float noundef %10, i64 noundef %11) local_unnamed_addr #2 {
  %13 = sitofp i32 %1 to double
  %14 = fadd double %13, %0
  %15 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %14)
  %16 = sitofp i32 %3 to double
  %17 = fadd double %15, %16
  %18 = tail call double @llvm.fmuladd.f64(double %4, double 3.000000e+00, double %17)
  %19 = sitofp i32 %5 to double
  %20 = fadd double %18, %19
  %21 = tail call double @llvm.fmuladd.f64(double %6, double 4.000000e+00, double %20)
  %22 = sitofp i32 %7 to double
  %23 = fadd double %21, %22
  %24 = tail call double @llvm.fmuladd.f64(double %8, double 5.000000e+00, double %23)
  %25 = sitofp i32 %9 to double
  %26 = fadd double %24, %25
  %27 = fmul float %10, 6.000000e+00
  %28 = fpext float %27 to double
  %29 = fadd double %26, %28
  %30 = sitofp i64 %11 to double
  %31 = fadd double %29, %30
  ret double %31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local x86_64_sysvcc double @sysv_many(double noundef %0, i32 noundef %1, double noundef %2, i32 noundef %3, double noundef %4, i32 noundef %5, double noundef %6, i32 noundef %7, double noundef %8, i32 noundef %9, float noundef %10, i64 noundef %11) local_unnamed_addr #2 {
  %13 = sitofp i32 %1 to double
  %14 = fsub double %0, %13
  %15 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %14)
  %16 = sitofp i32 %3 to double
  %17 = fsub double %15, %16
  %18 = tail call double @llvm.fmuladd.f64(double %4, double 3.000000e+00, double %17)
  %19 = sitofp i32 %5 to double
  %20 = fsub double %18, %19
  %21 = tail call double @llvm.fmuladd.f64(double %6, double 4.000000e+00, double %20)
  %22 = sitofp i32 %7 to double
  %23 = fsub double %21, %22
  %24 = tail call double @llvm.fmuladd.f64(double %8, double 5.000000e+00, double %23)
  %25 = sitofp i32 %9 to double
  %26 = fsub double %24, %25
  %27 = fmul float %10, 6.000000e+00
  %28 = fpext float %27 to double
  %29 = fadd double %26, %28
  %30 = sitofp i64 %11 to double
  %31 = fsub double %29, %30
  ret double %31
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i64 @ms_rec(i32 noundef %0, i64 noundef %1, double noundef %2) local_unnamed_addr #3 {
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = fptosi double %2 to i64
  %7 = add nsw i64 %6, %1
  br label %16

8:                                                ; preds = %3
  %9 = add nsw i32 %0, -1
  %10 = mul nsw i64 %1, 3
  %11 = sext i32 %0 to i64
  %12 = add nsw i64 %10, %11
  %13 = fmul double %2, 1.500000e+00
  %14 = tail call x86_64_sysvcc i64 @sysv_rec(i32 noundef %9, i64 noundef %12, double noundef %13)
  %15 = add nsw i64 %14, 1
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ]
  ret i64 %17
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local x86_64_sysvcc i64 @sysv_rec(i32 noundef %0, i64 noundef %1, double noundef %2) local_unnamed_addr #3 {
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = fptosi double %2 to i64
  %7 = sub nsw i64 %1, %6
  br label %16

8:                                                ; preds = %3
  %9 = add nsw i32 %0, -1
  %10 = shl nsw i64 %1, 1
  %11 = sext i32 %0 to i64
  %12 = sub nsw i64 %10, %11
  %13 = fadd double %2, 2.500000e-01
  %14 = tail call i64 @ms_rec(i32 noundef %9, i64 noundef %12, double noundef %13)
  %15 = add nsw i64 %14, -1
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ]
  ret i64 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @ms_calls_sysv(double noundef %0) local_unnamed_addr #2 {
  %2 = fmul double %0, 2.000000e+00
  %3 = fadd double %0, 3.000000e+00
  %4 = fadd double %0, -4.000000e+00
  %5 = fmul double %0, 5.000000e-01
  %6 = fadd double %0, 6.000000e+00
  %7 = fmul double %0, 7.000000e+00
  %8 = fadd double %0, -8.000000e+00
  %9 = fadd double %0, 9.000000e+00
  %10 = fmul double %0, 1.100000e+00
  %11 = fptosi double %0 to i64
  %12 = mul nsw i64 %11, 3
  %13 = add nsw i64 %11, -5
  %14 = xor i64 %11, 7
  %15 = tail call x86_64_sysvcc double @sysv_many(double noundef %0, i32 noundef 1, double noundef %2, i32 noundef 2, double noundef %3, i32 noundef 3, double noundef %4, i32 noundef 4, double noundef %5, i32 noundef 5, float noundef 1.500000e+00, i64 noundef %11)
  %16 = tail call x86_64_sysvcc { double, double } @sysv_v2(double %0, double %2, double %3, double %4, double noundef %5)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = trunc i64 %14 to i32
  %20 = shl i64 %13, 32
  %21 = and i64 %12, 4294967295
  %22 = or disjoint i64 %20, %21
  %23 = tail call x86_64_sysvcc i64 @sysv_p2(i64 %22, i32 noundef %19)
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = fadd double %15, %17
  %28 = fadd double %18, %27
  %29 = sitofp i32 %24 to double
  %30 = fadd double %28, %29
  %31 = sitofp i32 %26 to double
  %32 = fadd double %30, %31
  %33 = fadd double %32, %0
  %34 = fadd double %2, %33
  %35 = fadd double %3, %34
  %36 = fadd double %4, %35
  %37 = fadd double %5, %36
  %38 = fadd double %6, %37
  %39 = fadd double %7, %38
  %40 = fadd double %8, %39
  %41 = fadd double %9, %40
  %42 = fadd double %10, %41
  %43 = shl nsw i64 %11, 2
  %44 = add i64 %11, 11
  %45 = add i64 %44, %13
  %46 = add i64 %45, %43
  %47 = add i64 %46, %14
  %48 = sitofp i64 %47 to double
  %49 = fadd double %42, %48
  ret double %49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local x86_64_sysvcc double @sysv_calls_ms(double noundef %0) local_unnamed_addr #2 {
  %2 = fmul double %0, 2.000000e+00
  %3 = fadd double %0, 3.000000e+00
  %4 = fadd double %0, -4.000000e+00
  %5 = fmul double %0, 5.000000e-01
  %6 = fadd double %0, 6.000000e+00
  %7 = fmul double %0, 7.000000e+00
  %8 = fadd double %0, -8.000000e+00
  %9 = fadd double %0, 9.000000e+00
  %10 = fmul double %0, 1.100000e+00
  %11 = fptosi double %0 to i64
  %12 = mul nsw i64 %11, 3
  %13 = add nsw i64 %11, -5
  %14 = xor i64 %11, 7
  %15 = add nsw i64 %11, 11
  %16 = tail call double @ms_many(double noundef %0, i32 noundef 1, double noundef %2, i32 noundef 2, double noundef %3, i32 noundef 3, double noundef %4, i32 noundef 4, double noundef %5, i32 noundef 5, float noundef 1.500000e+00, i64 noundef %11)
  %17 = fptrunc double %6 to float
  %18 = bitcast float %17 to i32
  %19 = shl i64 %15, 32
  %20 = zext i32 %18 to i64
  %21 = or disjoint i64 %19, %20
  %22 = tail call i64 @ms_fi(i64 %21)
  %23 = trunc i64 %22 to i32
  %24 = bitcast i32 %23 to float
  %25 = lshr i64 %22, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = trunc i64 %14 to i32
  %28 = shl i64 %13, 32
  %29 = and i64 %12, 4294967295
  %30 = or disjoint i64 %28, %29
  %31 = tail call i64 @ms_p2(i64 %30, i32 noundef %27)
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = fpext float %24 to double
  %36 = fadd double %16, %35
  %37 = sitofp i32 %26 to double
  %38 = fadd double %36, %37
  %39 = sitofp i32 %32 to double
  %40 = fadd double %38, %39
  %41 = sitofp i32 %34 to double
  %42 = fadd double %40, %41
  %43 = fadd double %42, %0
  %44 = fadd double %2, %43
  %45 = fadd double %3, %44
  %46 = fadd double %4, %45
  %47 = fadd double %5, %46
  %48 = fadd double %6, %47
  %49 = fadd double %7, %48
  %50 = fadd double %8, %49
  %51 = fadd double %9, %50
  %52 = fadd double %10, %51
  %53 = shl nsw i64 %11, 2
  %54 = add nsw i64 %53, %13
  %55 = add nsw i64 %54, %14
  %56 = add nsw i64 %55, %15
  %57 = sitofp i64 %56 to double
  %58 = fadd double %52, %57
  ret double %58
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca %struct.V2, align 16
  %2 = alloca %struct.V2, align 16
  %3 = alloca %struct.V2, align 16
  %4 = alloca %struct.Q3, align 8
  %5 = alloca %struct.Q3, align 8
  %6 = alloca %struct.Q3, align 8
  %7 = alloca %struct.Q3, align 8
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  store <2 x double> <double 1.500000e+00, double -2.000000e+00>, ptr %2, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  store <2 x double> <double 2.500000e-01, double 4.000000e+00>, ptr %3, align 16, !tbaa !11
  call void @ms_v2(ptr dead_on_unwind nonnull writable sret(%struct.V2) align 8 %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  %10 = load <2 x double>, ptr %1, align 16, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12
  %11 = extractelement <2 x double> %10, i64 0
  %12 = extractelement <2 x double> %10, i64 1
  %13 = tail call x86_64_sysvcc { double, double } @sysv_v2(double 2.500000e-01, double 4.000000e+00, double %11, double %12, double noundef -1.000000e+00)
  %14 = extractvalue { double, double } %13, 0
  %15 = extractvalue { double, double } %13, 1
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  store <2 x double> %10, ptr %2, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  store double %14, ptr %3, align 16, !tbaa !11
  store double %15, ptr %8, align 8, !tbaa !11
  call void @ms_v2(ptr dead_on_unwind nonnull writable sret(%struct.V2) align 8 %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  %16 = load <2 x double>, ptr %1, align 16, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12
  %17 = extractelement <2 x double> %16, i64 0
  %18 = extractelement <2 x double> %16, i64 1
  %19 = tail call x86_64_sysvcc { double, double } @sysv_v2(double %14, double %15, double %17, double %18, double noundef -1.000000e+00)
  %20 = extractvalue { double, double } %19, 0
  %21 = extractvalue { double, double } %19, 1
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  store <2 x double> %16, ptr %2, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  store double %20, ptr %3, align 16, !tbaa !11
  store double %21, ptr %8, align 8, !tbaa !11
  call void @ms_v2(ptr dead_on_unwind nonnull writable sret(%struct.V2) align 8 %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef 5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  %22 = load double, ptr %1, align 16, !tbaa !11
  %23 = load double, ptr %9, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12
  %24 = tail call x86_64_sysvcc { double, double } @sysv_v2(double %20, double %21, double %22, double %23, double noundef -1.000000e+00)
  %25 = extractvalue { double, double } %24, 0
  %26 = extractvalue { double, double } %24, 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %22, double noundef %23, double noundef %25, double noundef %26)
  %27 = tail call i64 @ms_p2(i64 -12884901881, i32 noundef 2)
  %28 = tail call x86_64_sysvcc i64 @sysv_p2(i64 %27, i32 noundef 1)
  %29 = tail call i64 @ms_p2(i64 %28, i32 noundef 4)
  %30 = tail call x86_64_sysvcc i64 @sysv_p2(i64 %29, i32 noundef 3)
  %31 = lshr i64 %30, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = trunc i64 %30 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %33, i32 noundef %32)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.q, i64 24, i1 false)
  call void @ms_q3(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %6, ptr noundef nonnull %7, i64 noundef 5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  call x86_64_sysvcc void @sysv_q3(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %5, ptr noundef nonnull byval(%struct.Q3) align 8 %4, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !14
  call void @ms_q3(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %6, ptr noundef nonnull %7, i64 noundef 7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  call x86_64_sysvcc void @sysv_q3(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %5, ptr noundef nonnull byval(%struct.Q3) align 8 %4, i64 noundef 3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  %34 = getelementptr inbounds i8, ptr %4, i64 16
  %35 = load i64, ptr %34, align 8, !tbaa !12
  %36 = getelementptr inbounds i8, ptr %4, i64 8
  %37 = load i64, ptr %36, align 8, !tbaa !12
  %38 = load i64, ptr %4, align 8, !tbaa !12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %38, i64 noundef %37, i64 noundef %35)
  %39 = tail call i64 @ms_fi(i64 13952352256)
  %40 = tail call x86_64_sysvcc i64 @sysv_fi(i64 %39)
  %41 = tail call i64 @ms_fi(i64 %40)
  %42 = tail call x86_64_sysvcc i64 @sysv_fi(i64 %41)
  %43 = trunc i64 %42 to i32
  %44 = lshr i64 %42, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = bitcast i32 %43 to float
  %47 = fpext float %46 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef %47, i32 noundef %45)
  %48 = tail call double @ms_many(double noundef 1.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 4, double noundef 5.000000e+00, i32 noundef 6, double noundef 7.000000e+00, i32 noundef 8, double noundef 9.000000e+00, i32 noundef 10, float noundef 5.000000e-01, i64 noundef 1099511627776)
  %49 = tail call x86_64_sysvcc double @sysv_many(double noundef 1.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 4, double noundef 5.000000e+00, i32 noundef 6, double noundef 7.000000e+00, i32 noundef 8, double noundef 9.000000e+00, i32 noundef 10, float noundef 5.000000e-01, i64 noundef -99)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %48, double noundef %49)
  %50 = tail call double @ms_calls_sysv(double noundef 1.050000e+01)
  %51 = tail call x86_64_sysvcc double @sysv_calls_ms(double noundef -0.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %50, double noundef %51)
  %52 = tail call double @ms_calls_sysv(double noundef 1.150000e+01)
  %53 = tail call x86_64_sysvcc double @sysv_calls_ms(double noundef -3.250000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %52, double noundef %53)
  %54 = tail call double @ms_calls_sysv(double noundef 1.250000e+01)
  %55 = tail call x86_64_sysvcc double @sysv_calls_ms(double noundef -6.500000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef %54, double noundef %55)
  %56 = tail call i64 @ms_rec(i32 noundef 12, i64 noundef 1, double noundef 2.000000e+00)
  %57 = tail call x86_64_sysvcc i64 @sysv_rec(i32 noundef 15, i64 noundef -1, double noundef 5.000000e-01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %56, i64 noundef %57)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #12
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #7 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"", !7, i64 0, !7, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = !{i64 0, i64 24, !15}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}

; ModuleID = 'union_bitfield_abi.c'
source_filename = "union_bitfield_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.UBIG = type { [3 x double] }
%struct.B12 = type { i32, float, i16 }

@.str = private unnamed_addr constant [15 x i8] c"uif %.3f %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"udq %.3f %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"ufd %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"usi %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"uv3 %.2f %.2f %.2f raw0=%08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"ubig %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"tagged %.3f %.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"b1 lo=%u hi=%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"b2 %u %u %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"b4 %d %u %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"b8 %llx %llx\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"b12 %d %x %.4f %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"crowd %.6f\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2139095040, -2147483648) i32 @uif_bump(i32 %0) local_unnamed_addr #0 {
  %2 = add nsw i32 %0, 8388608
  ret i32 %2
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @uif_from_float(float noundef %0) local_unnamed_addr #0 {
  %2 = bitcast float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @udq_negate(i64 %0) local_unnamed_addr #0 {
  %2 = xor i64 %0, -9223372036854775808
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @ufd_swap(double %0) local_unnamed_addr #0 {
  %2 = bitcast double %0 to i64
  %3 = tail call i64 @llvm.fshl.i64(i64 %2, i64 %2, i64 32)
  %4 = bitcast i64 %3 to double
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @usi_add(i32 %0, i32 %1) local_unnamed_addr #0 {
  %3 = add i32 %1, %0
  %4 = and i32 %1, -65536
  %5 = sub i32 %0, %4
  %6 = and i32 %5, -65536
  %7 = and i32 %3, 65535
  %8 = or disjoint i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i32 } @uv3_scale(i64 %0, i32 %1, float noundef %2) local_unnamed_addr #0 {
  %4 = trunc i64 %0 to i32
  %5 = lshr i64 %0, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = bitcast i32 %4 to float
  %8 = bitcast i32 %6 to float
  %9 = bitcast i32 %1 to float
  %10 = fmul float %7, %2
  %11 = fmul float %8, %2
  %12 = fmul float %9, %2
  %13 = bitcast float %10 to i32
  %14 = bitcast float %11 to i32
  %15 = bitcast float %12 to i32
  %16 = zext i32 %14 to i64
  %17 = shl nuw i64 %16, 32
  %18 = zext i32 %13 to i64
  %19 = or disjoint i64 %17, %18
  %20 = insertvalue { i64, i32 } poison, i64 %19, 0
  %21 = insertvalue { i64, i32 } %20, i32 %15, 1
  ret { i64, i32 } %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ubig_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.UBIG) align 8 %0, ptr nocapture noundef readonly byval(%union.UBIG) align 8 %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <16 x i8>, ptr %3, align 8, !tbaa !5
  %5 = shufflevector <16 x i8> %4, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %5, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load <8 x i8>, ptr %1, align 8, !tbaa !5
  %8 = shufflevector <8 x i8> %7, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %8, ptr %6, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @tagged_value(i64 %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc nuw i64 %2 to i32
  %4 = and i64 %0, 4294967295
  %5 = icmp eq i64 %4, 0
  %6 = bitcast i32 %3 to float
  %7 = fpext float %6 to double
  %8 = sitofp i32 %3 to double
  %9 = select i1 %5, double %8, double %7
  ret double %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @tagged_double(i64 %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc nuw i64 %2 to i32
  %4 = and i64 %0, 4294967295
  %5 = icmp eq i64 %4, 0
  %6 = bitcast i32 %3 to float
  %7 = fmul float %6, 2.000000e+00
  %8 = bitcast float %7 to i32
  %9 = shl nsw i32 %3, 1
  %10 = select i1 %5, i32 %9, i32 %8
  %11 = zext i32 %10 to i64
  %12 = shl nuw i64 %11, 32
  %13 = or disjoint i64 %12, %4
  ret i64 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i8 @b1_inc(i8 %0) local_unnamed_addr #0 {
  %2 = add i8 %0, 1
  %3 = and i8 %2, 7
  %4 = and i8 %0, -8
  %5 = add i8 %4, 24
  %6 = or disjoint i8 %3, %5
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i16 0, -32768) i16 @b2_mix(i16 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = lshr i16 %0, 4
  %4 = trunc i32 %1 to i16
  %5 = add i16 %3, %4
  %6 = and i16 %5, 15
  %7 = lshr i16 %0, 7
  %8 = and i16 %7, 496
  %9 = mul i16 %8, %4
  %10 = and i16 %9, 2032
  %11 = shl i16 %0, 11
  %12 = and i16 %11, 30720
  %13 = or disjoint i16 %10, %12
  %14 = or disjoint i16 %13, %6
  ret i16 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @b4_step(i32 %0) local_unnamed_addr #0 {
  %2 = add i32 %0, 29
  %3 = and i32 %2, 31
  %4 = lshr i32 %0, 5
  %5 = mul i32 %4, 96
  %6 = add i32 %5, 32
  %7 = and i32 %6, 65504
  %8 = or disjoint i32 %3, %7
  %9 = lshr i32 %0, 16
  %10 = trunc nuw i32 %9 to i16
  %11 = sdiv i16 %10, 2
  %12 = sext i16 %11 to i32
  %13 = shl nsw i32 %12, 16
  %14 = add nsw i32 %13, -6553600
  %15 = or disjoint i32 %14, %8
  ret i32 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @b8_add(i64 %0, i64 %1) local_unnamed_addr #0 {
  %3 = add i64 %1, %0
  %4 = and i64 %3, 8589934591
  %5 = xor i64 %1, %0
  %6 = and i64 %5, -8589934592
  %7 = or disjoint i64 %4, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i32 } @b12_next(i64 %0, i32 %1, float noundef %2) local_unnamed_addr #0 {
  %4 = lshr i64 %0, 32
  %5 = trunc nuw i64 %4 to i32
  %6 = bitcast i32 %5 to float
  %7 = add i64 %0, 1
  %8 = and i64 %7, 255
  %9 = shl i64 %0, 1
  %10 = and i64 %9, 4294966784
  %11 = or disjoint i64 %10, %8
  %12 = fmul float %6, %2
  %13 = add i32 %1, 4089
  %14 = and i32 %13, 4095
  %15 = bitcast float %12 to i32
  %16 = zext i32 %15 to i64
  %17 = shl nuw i64 %16, 32
  %18 = or disjoint i64 %11, %17
  %19 = or disjoint i64 %18, 256
  %20 = insertvalue { i64, i32 } poison, i64 %19, 0
  %21 = insertvalue { i64, i32 } %20, i32 %14, 1
  ret { i64, i32 } %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @crowd(i32 %0, i64 %1, double %2, i8 %3, i16 %4, i32 %5, i64 %6, i32 %7, double %8, ptr nocapture noundef readonly byval(%struct.B12) align 8 %9, i64 %10, i64 %11) local_unnamed_addr #4 {
  %13 = bitcast i64 %1 to double
  %14 = sitofp i32 %0 to double
  %15 = fadd double %14, %13
  %16 = bitcast double %2 to i64
  %17 = trunc i64 %16 to i32
  %18 = bitcast i32 %17 to float
  %19 = fpext float %18 to double
  %20 = fadd double %15, %19
  %21 = lshr i64 %16, 32
  %22 = trunc nuw i64 %21 to i32
  %23 = bitcast i32 %22 to float
  %24 = fpext float %23 to double
  %25 = fadd double %20, %24
  %26 = and i8 %3, 7
  %27 = uitofp nneg i8 %26 to double
  %28 = fadd double %25, %27
  %29 = lshr i8 %3, 3
  %30 = uitofp nneg i8 %29 to double
  %31 = fadd double %28, %30
  %32 = and i16 %4, 15
  %33 = uitofp nneg i16 %32 to double
  %34 = fadd double %31, %33
  %35 = lshr i16 %4, 4
  %36 = and i16 %35, 127
  %37 = uitofp nneg i16 %36 to double
  %38 = fadd double %34, %37
  %39 = lshr i16 %4, 11
  %40 = uitofp nneg i16 %39 to double
  %41 = fadd double %38, %40
  %42 = shl i32 %5, 27
  %43 = ashr exact i32 %42, 27
  %44 = sitofp i32 %43 to double
  %45 = fadd double %41, %44
  %46 = lshr i32 %5, 5
  %47 = and i32 %46, 2047
  %48 = uitofp nneg i32 %47 to double
  %49 = fadd double %45, %48
  %50 = ashr i32 %5, 16
  %51 = sitofp i32 %50 to double
  %52 = fadd double %49, %51
  %53 = and i64 %6, 8589934591
  %54 = uitofp nneg i64 %53 to double
  %55 = fadd double %52, %54
  %56 = lshr i64 %6, 33
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = uitofp nneg i32 %57 to double
  %59 = fadd double %55, %58
  %60 = bitcast i32 %7 to float
  %61 = fpext float %60 to double
  %62 = fadd double %59, %61
  %63 = fadd double %62, %8
  %64 = load i32, ptr %9, align 8
  %65 = shl i32 %64, 24
  %66 = ashr exact i32 %65, 24
  %67 = sitofp i32 %66 to double
  %68 = fadd double %63, %67
  %69 = lshr i32 %64, 8
  %70 = uitofp nneg i32 %69 to double
  %71 = fadd double %68, %70
  %72 = getelementptr inbounds i8, ptr %9, i64 4
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = fpext float %73 to double
  %75 = fadd double %71, %74
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  %77 = load i16, ptr %76, align 8
  %78 = shl i16 %77, 4
  %79 = ashr exact i16 %78, 4
  %80 = sitofp i16 %79 to double
  %81 = fadd double %75, %80
  %82 = tail call double @tagged_value(i64 %10)
  %83 = fadd double %82, %81
  %84 = sitofp i64 %11 to double
  %85 = fadd double %83, %84
  ret double %85
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca %union.UBIG, align 16
  %2 = alloca %union.UBIG, align 8
  %3 = alloca %struct.B12, align 8
  %4 = tail call i32 @uif_from_float(float noundef 1.500000e+00)
  %5 = tail call i32 @uif_bump(i32 %4)
  %6 = bitcast i32 %5 to float
  %7 = fpext float %6 to double
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %7, i32 noundef %5)
  %9 = tail call i32 @uif_bump(i32 %5)
  %10 = bitcast i32 %9 to float
  %11 = fpext float %10 to double
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %11, i32 noundef %9)
  %13 = tail call i32 @uif_bump(i32 %9)
  %14 = bitcast i32 %13 to float
  %15 = fpext float %14 to double
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %15, i32 noundef %13)
  %17 = tail call i64 @udq_negate(i64 4614500768194494464)
  %18 = bitcast i64 %17 to double
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %18, i64 noundef %17)
  %20 = tail call double @ufd_swap(double 0xC10000003FA00000)
  %21 = bitcast double %20 to i64
  %22 = trunc i64 %21 to i32
  %23 = bitcast i32 %22 to float
  %24 = fpext float %23 to double
  %25 = lshr i64 %21, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = bitcast i32 %26 to float
  %28 = fpext float %27 to double
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %24, double noundef %28)
  %30 = tail call i32 @usi_add(i32 -327580, i32 524258)
  %31 = shl i32 %30, 16
  %32 = ashr exact i32 %31, 16
  %33 = ashr i32 %30, 16
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %32, i32 noundef %33)
  %35 = tail call { i64, i32 } @uv3_scale(i64 -4611686017362034688, i32 1056964608, float noundef 4.000000e+00)
  %36 = extractvalue { i64, i32 } %35, 0
  %37 = extractvalue { i64, i32 } %35, 1
  %38 = trunc i64 %36 to i32
  %39 = lshr i64 %36, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = bitcast i32 %38 to float
  %42 = bitcast i32 %40 to float
  %43 = bitcast i32 %37 to float
  %44 = fpext float %41 to double
  %45 = fpext float %42 to double
  %46 = fpext float %43 to double
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %44, double noundef %45, double noundef %46, i32 noundef %38)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  %48 = getelementptr inbounds i8, ptr %1, i64 11
  store <16 x i8> <i8 0, i8 3, i8 6, i8 9, i8 12, i8 15, i8 18, i8 21, i8 24, i8 27, i8 30, i8 33, i8 36, i8 39, i8 42, i8 45>, ptr %1, align 16, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 16
  %50 = getelementptr inbounds i8, ptr %1, i64 23
  store <8 x i8> <i8 48, i8 51, i8 54, i8 57, i8 60, i8 63, i8 66, i8 69>, ptr %49, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @ubig_rev(ptr dead_on_unwind nonnull writable sret(%union.UBIG) align 8 %2, ptr noundef nonnull byval(%union.UBIG) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  %51 = load i8, ptr %1, align 16, !tbaa !5
  %52 = sext i8 %51 to i32
  %53 = load i8, ptr %48, align 1, !tbaa !5
  %54 = sext i8 %53 to i32
  %55 = load i8, ptr %50, align 1, !tbaa !5
  %56 = sext i8 %55 to i32
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %52, i32 noundef %54, i32 noundef %56)
  %58 = tail call i64 @tagged_double(i64 90194313216)
  %59 = tail call i64 @tagged_double(i64 4557642822898941953)
  %60 = tail call double @tagged_value(i64 %58)
  %61 = tail call double @tagged_value(i64 %59)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %60, double noundef %61)
  %63 = tail call i8 @b1_inc(i8 -11)
  %64 = and i8 %63, 7
  %65 = zext nneg i8 %64 to i32
  %66 = lshr i8 %63, 3
  %67 = zext nneg i8 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %65, i32 noundef %67)
  %69 = tail call i8 @b1_inc(i8 %63)
  %70 = and i8 %69, 7
  %71 = zext nneg i8 %70 to i32
  %72 = lshr i8 %69, 3
  %73 = zext nneg i8 %72 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %71, i32 noundef %73)
  %75 = tail call i8 @b1_inc(i8 %69)
  %76 = and i8 %75, 7
  %77 = zext nneg i8 %76 to i32
  %78 = lshr i8 %75, 3
  %79 = zext nneg i8 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %77, i32 noundef %79)
  %81 = tail call i8 @b1_inc(i8 %75)
  %82 = and i8 %81, 7
  %83 = zext nneg i8 %82 to i32
  %84 = lshr i8 %81, 3
  %85 = zext nneg i8 %84 to i32
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %83, i32 noundef %85)
  %87 = tail call i16 @b2_mix(i16 -29111, i32 noundef 2)
  %88 = and i16 %87, 15
  %89 = zext nneg i16 %88 to i32
  %90 = lshr i16 %87, 4
  %91 = and i16 %90, 127
  %92 = zext nneg i16 %91 to i32
  %93 = lshr i16 %87, 11
  %94 = zext nneg i16 %93 to i32
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %89, i32 noundef %92, i32 noundef %94)
  %96 = tail call i16 @b2_mix(i16 %87, i32 noundef 3)
  %97 = and i16 %96, 15
  %98 = zext nneg i16 %97 to i32
  %99 = lshr i16 %96, 4
  %100 = and i16 %99, 127
  %101 = zext nneg i16 %100 to i32
  %102 = lshr i16 %96, 11
  %103 = zext nneg i16 %102 to i32
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %98, i32 noundef %101, i32 noundef %103)
  %105 = tail call i16 @b2_mix(i16 %96, i32 noundef 4)
  %106 = and i16 %105, 15
  %107 = zext nneg i16 %106 to i32
  %108 = lshr i16 %105, 4
  %109 = and i16 %108, 127
  %110 = zext nneg i16 %109 to i32
  %111 = lshr i16 %105, 11
  %112 = zext nneg i16 %111 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %107, i32 noundef %110, i32 noundef %112)
  %114 = tail call i32 @b4_step(i32 1966144025)
  %115 = shl i32 %114, 27
  %116 = ashr exact i32 %115, 27
  %117 = lshr i32 %114, 5
  %118 = and i32 %117, 2047
  %119 = ashr i32 %114, 16
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %116, i32 noundef %118, i32 noundef %119)
  %121 = tail call i32 @b4_step(i32 %114)
  %122 = shl i32 %121, 27
  %123 = ashr exact i32 %122, 27
  %124 = lshr i32 %121, 5
  %125 = and i32 %124, 2047
  %126 = ashr i32 %121, 16
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %123, i32 noundef %125, i32 noundef %126)
  %128 = tail call i32 @b4_step(i32 %121)
  %129 = shl i32 %128, 27
  %130 = ashr exact i32 %129, 27
  %131 = lshr i32 %128, 5
  %132 = and i32 %131, 2047
  %133 = ashr i32 %128, 16
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %130, i32 noundef %132, i32 noundef %133)
  %135 = tail call i32 @b4_step(i32 %128)
  %136 = shl i32 %135, 27
  %137 = ashr exact i32 %136, 27
  %138 = lshr i32 %135, 5
  %139 = and i32 %138, 2047
  %140 = ashr i32 %135, 16
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %137, i32 noundef %139, i32 noundef %140)
  %142 = tail call i64 @b8_add(i64 2623536938325377023, i64 -8589934587)
  %143 = and i64 %142, 8589934591
  %144 = lshr i64 %142, 33
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %143, i64 noundef %144)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #8
  %146 = getelementptr inbounds i8, ptr %3, i64 8
  %147 = tail call { i64, i32 } @b12_next(i64 4593671619918430205, i32 2047, float noundef -5.000000e-01)
  %148 = extractvalue { i64, i32 } %147, 0
  %149 = extractvalue { i64, i32 } %147, 1
  %150 = trunc i64 %148 to i32
  %151 = shl i32 %150, 24
  %152 = ashr exact i32 %151, 24
  %153 = lshr i32 %150, 8
  %154 = lshr i64 %148, 32
  %155 = trunc nuw i64 %154 to i32
  %156 = bitcast i32 %155 to float
  %157 = fpext float %156 to double
  %158 = shl i32 %149, 20
  %159 = ashr exact i32 %158, 20
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %152, i32 noundef %153, double noundef %157, i32 noundef %159)
  %161 = tail call { i64, i32 } @b12_next(i64 %148, i32 %149, float noundef -5.000000e-01)
  %162 = extractvalue { i64, i32 } %161, 0
  %163 = extractvalue { i64, i32 } %161, 1
  %164 = trunc i64 %162 to i32
  %165 = shl i32 %164, 24
  %166 = ashr exact i32 %165, 24
  %167 = lshr i32 %164, 8
  %168 = lshr i64 %162, 32
  %169 = trunc nuw i64 %168 to i32
  %170 = bitcast i32 %169 to float
  %171 = fpext float %170 to double
  %172 = shl i32 %163, 20
  %173 = ashr exact i32 %172, 20
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %166, i32 noundef %167, double noundef %171, i32 noundef %173)
  %175 = tail call { i64, i32 } @b12_next(i64 %162, i32 %163, float noundef -5.000000e-01)
  %176 = extractvalue { i64, i32 } %175, 0
  %177 = extractvalue { i64, i32 } %175, 1
  store i64 %176, ptr %3, align 8
  store i32 %177, ptr %146, align 8
  %178 = trunc i64 %176 to i32
  %179 = shl i32 %178, 24
  %180 = ashr exact i32 %179, 24
  %181 = lshr i32 %178, 8
  %182 = lshr i64 %176, 32
  %183 = trunc nuw i64 %182 to i32
  %184 = bitcast i32 %183 to float
  %185 = fpext float %184 to double
  %186 = shl i32 %177, 20
  %187 = ashr exact i32 %186, 20
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %180, i32 noundef %181, double noundef %185, i32 noundef %187)
  %189 = tail call i32 @uif_from_float(float noundef -1.250000e-01)
  %190 = tail call double @crowd(i32 %13, i64 %17, double %20, i8 %81, i16 %105, i32 %135, i64 %142, i32 %189, double 1.000000e-03, ptr noundef nonnull byval(%struct.B12) align 8 %3, i64 %59, i64 -1234567)
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %190)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !11, i64 4}
!9 = !{!"", !10, i64 0, !10, i64 1, !11, i64 4, !10, i64 8}
!10 = !{!"int", !6, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = !{i64 0, i64 24, !5}

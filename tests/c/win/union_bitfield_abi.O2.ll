; ModuleID = 'union_bitfield_abi.c'
source_filename = "union_bitfield_abi.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.UV3 = type { %struct.anon.0 }
%struct.anon.0 = type { float, float, float }
%union.UBIG = type { [3 x double] }
%struct.B12 = type { i32, float, i32 }

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
define dso_local i64 @ufd_swap(i64 %0) local_unnamed_addr #0 {
  %2 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 32)
  ret i64 %2
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @uv3_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.UV3) align 4 %0, ptr nocapture noundef %1, float noundef %2) local_unnamed_addr #3 {
  %4 = load <2 x float>, ptr %1, align 4, !tbaa !5
  %5 = insertelement <2 x float> poison, float %2, i64 0
  %6 = shufflevector <2 x float> %5, <2 x float> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x float> %4, %6
  store <2 x float> %7, ptr %1, align 4, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !5
  %10 = fmul float %9, %2
  store float %10, ptr %8, align 4, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1, i64 12, i1 false), !tbaa.struct !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ubig_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.UBIG) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <16 x i8>, ptr %3, align 1, !tbaa !5
  %5 = shufflevector <16 x i8> %4, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %5, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load <8 x i8>, ptr %1, align 1, !tbaa !5
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @b12_next(ptr dead_on_unwind noalias nocapture writable sret(%struct.B12) align 4 %0, ptr nocapture noundef readonly %1, float noundef %2) local_unnamed_addr #3 {
  %4 = load i32, ptr %1, align 4
  %5 = add i32 %4, 1
  %6 = and i32 %5, 255
  %7 = shl i32 %4, 1
  %8 = and i32 %7, -512
  %9 = or disjoint i32 %8, %6
  %10 = or disjoint i32 %9, 256
  store i32 %10, ptr %0, align 4
  %11 = getelementptr inbounds i8, ptr %1, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !9
  %13 = fmul float %12, %2
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  store float %13, ptr %14, align 4, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  %16 = load i32, ptr %15, align 4
  %17 = add i32 %16, 4089
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 4
  %20 = and i32 %17, 4095
  %21 = and i32 %19, -4096
  %22 = or disjoint i32 %21, %20
  store i32 %22, ptr %18, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @crowd(i32 %0, i64 %1, i64 %2, i8 %3, i16 %4, i32 %5, i64 %6, i32 %7, i64 %8, ptr nocapture noundef readonly %9, i64 %10, i64 %11) local_unnamed_addr #4 {
  %13 = bitcast i64 %1 to double
  %14 = trunc i64 %2 to i32
  %15 = bitcast i32 %14 to float
  %16 = lshr i64 %2, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = bitcast i32 %17 to float
  %19 = bitcast i64 %8 to double
  %20 = sitofp i32 %0 to double
  %21 = fadd double %20, %13
  %22 = fpext float %15 to double
  %23 = fadd double %21, %22
  %24 = fpext float %18 to double
  %25 = fadd double %23, %24
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
  %63 = fadd double %62, %19
  %64 = load i32, ptr %9, align 4
  %65 = shl i32 %64, 24
  %66 = ashr exact i32 %65, 24
  %67 = sitofp i32 %66 to double
  %68 = fadd double %63, %67
  %69 = lshr i32 %64, 8
  %70 = uitofp nneg i32 %69 to double
  %71 = fadd double %68, %70
  %72 = getelementptr inbounds i8, ptr %9, i64 4
  %73 = load float, ptr %72, align 4, !tbaa !9
  %74 = fpext float %73 to double
  %75 = fadd double %71, %74
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  %77 = load i32, ptr %76, align 4
  %78 = shl i32 %77, 20
  %79 = ashr exact i32 %78, 20
  %80 = sitofp i32 %79 to double
  %81 = fadd double %75, %80
  %82 = tail call double @tagged_value(i64 %10)
  %83 = fadd double %82, %81
  %84 = sitofp i64 %11 to double
  %85 = fadd double %83, %84
  ret double %85
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 {
  %1 = alloca %union.UV3, align 4
  %2 = alloca %union.UV3, align 8
  %3 = alloca %union.UBIG, align 8
  %4 = alloca %union.UBIG, align 16
  %5 = alloca %struct.B12, align 4
  %6 = alloca %struct.B12, align 4
  %7 = alloca %struct.B12, align 4
  %8 = tail call i32 @uif_from_float(float noundef 1.500000e+00)
  %9 = tail call i32 @uif_bump(i32 %8)
  %10 = bitcast i32 %9 to float
  %11 = fpext float %10 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %11, i32 noundef %9)
  %12 = tail call i32 @uif_bump(i32 %9)
  %13 = bitcast i32 %12 to float
  %14 = fpext float %13 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %14, i32 noundef %12)
  %15 = tail call i32 @uif_bump(i32 %12)
  %16 = bitcast i32 %15 to float
  %17 = fpext float %16 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %17, i32 noundef %15)
  %18 = tail call i64 @udq_negate(i64 4614500768194494464)
  %19 = bitcast i64 %18 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %19, i64 noundef %18)
  %20 = tail call i64 @ufd_swap(i64 -4539628423322009600)
  %21 = trunc i64 %20 to i32
  %22 = lshr i64 %20, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = bitcast i32 %21 to float
  %25 = fpext float %24 to double
  %26 = bitcast i32 %23 to float
  %27 = fpext float %26 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %25, double noundef %27)
  %28 = tail call i32 @usi_add(i32 -327580, i32 524258)
  %29 = shl i32 %28, 16
  %30 = ashr exact i32 %29, 16
  %31 = ashr i32 %28, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %30, i32 noundef %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #11
  store <2 x float> <float 1.000000e+00, float -2.000000e+00>, ptr %2, align 8
  %32 = getelementptr inbounds i8, ptr %2, i64 8
  store float 5.000000e-01, ptr %32, align 8, !tbaa !5
  call void @uv3_scale(ptr dead_on_unwind nonnull writable sret(%union.UV3) align 4 %1, ptr noundef nonnull %2, float noundef 4.000000e+00)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #11
  %33 = load float, ptr %1, align 4
  %34 = getelementptr inbounds i8, ptr %1, i64 4
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  %37 = load float, ptr %36, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #11
  %38 = fpext float %33 to double
  %39 = fpext float %35 to double
  %40 = fpext float %37 to double
  %41 = bitcast float %33 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef %38, double noundef %39, double noundef %40, i32 noundef %41)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  store <16 x i8> <i8 0, i8 3, i8 6, i8 9, i8 12, i8 15, i8 18, i8 21, i8 24, i8 27, i8 30, i8 33, i8 36, i8 39, i8 42, i8 45>, ptr %4, align 16
  %42 = getelementptr inbounds i8, ptr %4, i64 16
  store <8 x i8> <i8 48, i8 51, i8 54, i8 57, i8 60, i8 63, i8 66, i8 69>, ptr %42, align 16
  call void @ubig_rev(ptr dead_on_unwind nonnull writable sret(%union.UBIG) align 8 %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  %43 = load i8, ptr %3, align 8
  %44 = getelementptr inbounds i8, ptr %3, i64 11
  %45 = load i8, ptr %44, align 1
  %46 = getelementptr inbounds i8, ptr %3, i64 23
  %47 = load i8, ptr %46, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  %48 = sext i8 %43 to i32
  %49 = sext i8 %45 to i32
  %50 = sext i8 %47 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  %51 = tail call i64 @tagged_double(i64 90194313216)
  %52 = tail call i64 @tagged_double(i64 4557642822898941953)
  %53 = tail call double @tagged_value(i64 %51)
  %54 = tail call double @tagged_value(i64 %52)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, double noundef %53, double noundef %54)
  %55 = tail call i8 @b1_inc(i8 -11)
  %56 = and i8 %55, 7
  %57 = zext nneg i8 %56 to i32
  %58 = lshr i8 %55, 3
  %59 = zext nneg i8 %58 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %57, i32 noundef %59)
  %60 = tail call i8 @b1_inc(i8 %55)
  %61 = and i8 %60, 7
  %62 = zext nneg i8 %61 to i32
  %63 = lshr i8 %60, 3
  %64 = zext nneg i8 %63 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %62, i32 noundef %64)
  %65 = tail call i8 @b1_inc(i8 %60)
  %66 = and i8 %65, 7
  %67 = zext nneg i8 %66 to i32
  %68 = lshr i8 %65, 3
  %69 = zext nneg i8 %68 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %67, i32 noundef %69)
  %70 = tail call i8 @b1_inc(i8 %65)
  %71 = and i8 %70, 7
  %72 = zext nneg i8 %71 to i32
  %73 = lshr i8 %70, 3
  %74 = zext nneg i8 %73 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %72, i32 noundef %74)
  %75 = tail call i16 @b2_mix(i16 -29111, i32 noundef 2)
  %76 = and i16 %75, 15
  %77 = zext nneg i16 %76 to i32
  %78 = lshr i16 %75, 4
  %79 = and i16 %78, 127
  %80 = zext nneg i16 %79 to i32
  %81 = lshr i16 %75, 11
  %82 = zext nneg i16 %81 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %77, i32 noundef %80, i32 noundef %82)
  %83 = tail call i16 @b2_mix(i16 %75, i32 noundef 3)
  %84 = and i16 %83, 15
  %85 = zext nneg i16 %84 to i32
  %86 = lshr i16 %83, 4
  %87 = and i16 %86, 127
  %88 = zext nneg i16 %87 to i32
  %89 = lshr i16 %83, 11
  %90 = zext nneg i16 %89 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %85, i32 noundef %88, i32 noundef %90)
  %91 = tail call i16 @b2_mix(i16 %83, i32 noundef 4)
  %92 = and i16 %91, 15
  %93 = zext nneg i16 %92 to i32
  %94 = lshr i16 %91, 4
  %95 = and i16 %94, 127
  %96 = zext nneg i16 %95 to i32
  %97 = lshr i16 %91, 11
  %98 = zext nneg i16 %97 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %93, i32 noundef %96, i32 noundef %98)
  %99 = tail call i32 @b4_step(i32 1966144025)
  %100 = shl i32 %99, 27
  %101 = ashr exact i32 %100, 27
  %102 = lshr i32 %99, 5
  %103 = and i32 %102, 2047
  %104 = ashr i32 %99, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %101, i32 noundef %103, i32 noundef %104)
  %105 = tail call i32 @b4_step(i32 %99)
  %106 = shl i32 %105, 27
  %107 = ashr exact i32 %106, 27
  %108 = lshr i32 %105, 5
  %109 = and i32 %108, 2047
  %110 = ashr i32 %105, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %107, i32 noundef %109, i32 noundef %110)
  %111 = tail call i32 @b4_step(i32 %105)
  %112 = shl i32 %111, 27
  %113 = ashr exact i32 %112, 27
  %114 = lshr i32 %111, 5
  %115 = and i32 %114, 2047
  %116 = ashr i32 %111, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %113, i32 noundef %115, i32 noundef %116)
  %117 = tail call i32 @b4_step(i32 %111)
  %118 = shl i32 %117, 27
  %119 = ashr exact i32 %118, 27
  %120 = lshr i32 %117, 5
  %121 = and i32 %120, 2047
  %122 = ashr i32 %117, 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %119, i32 noundef %121, i32 noundef %122)
  %123 = tail call i64 @b8_add(i64 2623536938325377023, i64 -8589934587)
  %124 = and i64 %123, 8589934591
  %125 = lshr i64 %123, 33
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i64 noundef %124, i64 noundef %125)
  %126 = getelementptr inbounds i8, ptr %6, i64 4
  %127 = getelementptr inbounds i8, ptr %6, i64 8
  %128 = getelementptr inbounds i8, ptr %5, i64 4
  %129 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #11
  store i32 524285, ptr %6, align 4, !tbaa !5
  store float 1.500000e+00, ptr %126, align 4, !tbaa !13
  store i32 2047, ptr %127, align 4, !tbaa !5
  call void @b12_next(ptr dead_on_unwind nonnull writable sret(%struct.B12) align 4 %5, ptr noundef nonnull %6, float noundef -5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #11
  %130 = load i32, ptr %5, align 4, !tbaa !5
  %131 = load float, ptr %128, align 4, !tbaa !13
  %132 = load i32, ptr %129, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #11
  %133 = shl i32 %130, 24
  %134 = ashr exact i32 %133, 24
  %135 = lshr i32 %130, 8
  %136 = fpext float %131 to double
  %137 = shl i32 %132, 20
  %138 = ashr exact i32 %137, 20
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %134, i32 noundef %135, double noundef %136, i32 noundef %138)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #11
  store i32 %130, ptr %6, align 4, !tbaa !5
  store float %131, ptr %126, align 4, !tbaa !13
  store i32 %132, ptr %127, align 4, !tbaa !5
  call void @b12_next(ptr dead_on_unwind nonnull writable sret(%struct.B12) align 4 %5, ptr noundef nonnull %6, float noundef -5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #11
  %139 = load i32, ptr %5, align 4, !tbaa !5
  %140 = load float, ptr %128, align 4, !tbaa !13
  %141 = load i32, ptr %129, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #11
  %142 = shl i32 %139, 24
  %143 = ashr exact i32 %142, 24
  %144 = lshr i32 %139, 8
  %145 = fpext float %140 to double
  %146 = shl i32 %141, 20
  %147 = ashr exact i32 %146, 20
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %143, i32 noundef %144, double noundef %145, i32 noundef %147)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #11
  store i32 %139, ptr %6, align 4, !tbaa !5
  store float %140, ptr %126, align 4, !tbaa !13
  store i32 %141, ptr %127, align 4, !tbaa !5
  call void @b12_next(ptr dead_on_unwind nonnull writable sret(%struct.B12) align 4 %5, ptr noundef nonnull %6, float noundef -5.000000e-01)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #11
  %148 = load i32, ptr %5, align 4, !tbaa !5
  %149 = load float, ptr %128, align 4, !tbaa !13
  %150 = load i32, ptr %129, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #11
  %151 = shl i32 %148, 24
  %152 = ashr exact i32 %151, 24
  %153 = lshr i32 %148, 8
  %154 = fpext float %149 to double
  %155 = shl i32 %150, 20
  %156 = ashr exact i32 %155, 20
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %152, i32 noundef %153, double noundef %154, i32 noundef %156)
  %157 = tail call i32 @uif_from_float(float noundef -1.250000e-01)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #11
  store i32 %148, ptr %7, align 4, !tbaa !5
  %158 = getelementptr inbounds i8, ptr %7, i64 4
  store float %149, ptr %158, align 4, !tbaa !13
  %159 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %150, ptr %159, align 4, !tbaa !5
  %160 = call double @crowd(i32 %15, i64 %18, i64 %20, i8 %70, i16 %91, i32 %117, i64 %123, i32 %157, i64 4562254508917369340, ptr noundef nonnull %7, i64 %52, i64 -1234567)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #11
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, double noundef %160)
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #6 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #11
  %4 = load ptr, ptr %2, align 8, !tbaa !14
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i64 0, i64 12, !5}
!9 = !{!10, !12, i64 4}
!10 = !{!"", !11, i64 0, !11, i64 1, !12, i64 4, !11, i64 8}
!11 = !{!"int", !6, i64 0}
!12 = !{!"float", !6, i64 0}
!13 = !{!12, !12, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !6, i64 0}

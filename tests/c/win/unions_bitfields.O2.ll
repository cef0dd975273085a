; ModuleID = 'unions_bitfields.c'
source_filename = "unions_bitfields.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_one = dso_local local_unnamed_addr global float 1.000000e+00, align 4
@g_pi_bits = dso_local local_unnamed_addr global i32 -1068953637, align 4
@g_d = dso_local local_unnamed_addr global double -2.500000e+00, align 8
@g_k = dso_local local_unnamed_addr global i32 5, align 4
@.str = private unnamed_addr constant [42 x i8] c"1.0f bits=%08x bytes=%02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bits c0490fdb = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"-2.5 bits=%016llx lo=%d hi=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"inf=%f sizeof pun=%zu dpun=%zu\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"tagged total=%.3f sizeof value=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"flags %u %u %d %u %llx %u size=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"after %u %u %d %llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"raw0=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"rgb565=%04x r=%u g=%u b=%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"bitfield sum=%u\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @g_one, align 4, !tbaa !5
  %2 = and i32 %1, 255
  %3 = lshr i32 %1, 8
  %4 = and i32 %3, 255
  %5 = lshr i32 %1, 16
  %6 = and i32 %5, 255
  %7 = lshr i32 %1, 24
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %4, i32 noundef %6, i32 noundef %7)
  %8 = load float, ptr @g_pi_bits, align 4, !tbaa !9
  %9 = fpext float %8 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %9)
  %10 = load i64, ptr @g_d, align 8, !tbaa !11
  %11 = trunc i64 %10 to i32
  %12 = lshr i64 %10, 32
  %13 = trunc nuw i64 %12 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %10, i32 noundef %11, i32 noundef %13)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, double noundef 0x7FF0000000000000, i64 noundef 4, i64 noundef 8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef 2.302500e+02, i64 noundef 16)
  %14 = load i32, ptr @g_k, align 4, !tbaa !9
  %15 = shl i32 %14, 4
  %16 = mul i32 %14, 51200
  %17 = and i32 %14, 7
  %18 = shl i32 %14, 28
  %19 = sub i32 536870912, %18
  %20 = ashr exact i32 %19, 28
  %21 = lshr exact i32 %16, 8
  %22 = and i32 %21, 1016
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %17, i32 noundef %20, i32 noundef %22, i64 noundef 737894404660, i32 noundef 3, i64 noundef 24)
  %23 = shl i32 %14, 1
  %24 = and i32 %23, 14
  %25 = add i32 %16, 25600
  %26 = and i32 %25, 261120
  %27 = sub i32 224, %15
  %28 = and i32 %27, 240
  %29 = or disjoint i32 %26, %24
  %30 = or disjoint i32 %29, %28
  %31 = xor i32 %30, 9
  %32 = lshr i32 %31, 1
  %33 = and i32 %32, 7
  %34 = lshr exact i32 %25, 8
  %35 = and i32 %34, 1020
  %36 = shl nuw i32 %28, 24
  %37 = ashr exact i32 %36, 28
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %33, i32 noundef %35, i32 noundef %37, i64 noundef 811194196800)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %31)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 64775, i32 noundef 31, i32 noundef 40, i32 noundef 7)
  %38 = load i32, ptr @g_k, align 4, !tbaa !9
  %39 = icmp sgt i32 %38, 0
  br i1 %39, label %40, label %88

40:                                               ; preds = %0
  %41 = mul i32 %38, 20
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 1)
  %43 = icmp slt i32 %41, 8
  br i1 %43, label %44, label %47

44:                                               ; preds = %84, %40
  %45 = phi i32 [ 0, %40 ], [ %48, %84 ]
  %46 = phi i32 [ 0, %40 ], [ %86, %84 ]
  br label %90

47:                                               ; preds = %40
  %48 = and i32 %42, 2147483640
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i32 [ 0, %47 ], [ %81, %49 ]
  %51 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %47 ], [ %82, %49 ]
  %52 = phi <4 x i32> [ zeroinitializer, %47 ], [ %79, %49 ]
  %53 = phi <4 x i32> [ zeroinitializer, %47 ], [ %80, %49 ]
  %54 = add <4 x i32> %51, <i32 4, i32 4, i32 4, i32 4>
  %55 = mul <4 x i32> %51, <i32 6144, i32 6144, i32 6144, i32 6144>
  %56 = mul <4 x i32> %54, <i32 6144, i32 6144, i32 6144, i32 6144>
  %57 = mul <4 x i32> %51, <i32 160, i32 160, i32 160, i32 160>
  %58 = mul <4 x i32> %54, <i32 160, i32 160, i32 160, i32 160>
  %59 = mul <4 x i32> %51, <i32 7, i32 7, i32 7, i32 7>
  %60 = mul <4 x i32> %54, <i32 7, i32 7, i32 7, i32 7>
  %61 = and <4 x i32> %59, <i32 31, i32 31, i32 31, i32 31>
  %62 = and <4 x i32> %60, <i32 31, i32 31, i32 31, i32 31>
  %63 = lshr exact <4 x i32> %55, <i32 11, i32 11, i32 11, i32 11>
  %64 = lshr exact <4 x i32> %56, <i32 11, i32 11, i32 11, i32 11>
  %65 = and <4 x i32> %63, <i32 31, i32 31, i32 31, i32 31>
  %66 = and <4 x i32> %64, <i32 31, i32 31, i32 31, i32 31>
  %67 = mul nuw nsw <4 x i32> %65, <i32 10000, i32 10000, i32 10000, i32 10000>
  %68 = mul nuw nsw <4 x i32> %66, <i32 10000, i32 10000, i32 10000, i32 10000>
  %69 = lshr exact <4 x i32> %57, <i32 5, i32 5, i32 5, i32 5>
  %70 = lshr exact <4 x i32> %58, <i32 5, i32 5, i32 5, i32 5>
  %71 = and <4 x i32> %69, <i32 63, i32 63, i32 63, i32 63>
  %72 = and <4 x i32> %70, <i32 63, i32 63, i32 63, i32 63>
  %73 = mul nuw nsw <4 x i32> %71, <i32 100, i32 100, i32 100, i32 100>
  %74 = mul nuw nsw <4 x i32> %72, <i32 100, i32 100, i32 100, i32 100>
  %75 = add <4 x i32> %61, %52
  %76 = add <4 x i32> %62, %53
  %77 = add <4 x i32> %75, %73
  %78 = add <4 x i32> %76, %74
  %79 = add <4 x i32> %77, %67
  %80 = add <4 x i32> %78, %68
  %81 = add nuw i32 %50, 8
  %82 = add <4 x i32> %51, <i32 8, i32 8, i32 8, i32 8>
  %83 = icmp eq i32 %81, %48
  br i1 %83, label %84, label %49, !llvm.loop !13

84:                                               ; preds = %49
  %85 = add <4 x i32> %80, %79
  %86 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %85)
  %87 = icmp eq i32 %42, %48
  br i1 %87, label %88, label %44

88:                                               ; preds = %90, %84, %0
  %89 = phi i32 [ 0, %0 ], [ %86, %84 ], [ %105, %90 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %89)
  ret i32 0

90:                                               ; preds = %44, %90
  %91 = phi i32 [ %106, %90 ], [ %45, %44 ]
  %92 = phi i32 [ %105, %90 ], [ %46, %44 ]
  %93 = mul i32 %91, 6144
  %94 = mul i32 %91, 160
  %95 = mul i32 %91, 7
  %96 = and i32 %95, 31
  %97 = lshr exact i32 %93, 11
  %98 = and i32 %97, 31
  %99 = mul nuw nsw i32 %98, 10000
  %100 = lshr exact i32 %94, 5
  %101 = and i32 %100, 63
  %102 = mul nuw nsw i32 %101, 100
  %103 = add i32 %96, %92
  %104 = add i32 %103, %102
  %105 = add i32 %104, %99
  %106 = add nuw nsw i32 %91, 1
  %107 = icmp eq i32 %106, %42
  br i1 %107, label %88, label %90, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !18
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}

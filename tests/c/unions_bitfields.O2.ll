; ModuleID = 'unions_bitfields.c'
source_filename = "unions_bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @g_one, align 4, !tbaa !5
  %2 = and i32 %1, 255
  %3 = lshr i32 %1, 8
  %4 = and i32 %3, 255
  %5 = lshr i32 %1, 16
  %6 = and i32 %5, 255
  %7 = lshr i32 %1, 24
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %4, i32 noundef %6, i32 noundef %7)
  %9 = load float, ptr @g_pi_bits, align 4, !tbaa !9
  %10 = fpext float %9 to double
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %10)
  %12 = load i64, ptr @g_d, align 8, !tbaa !11
  %13 = trunc i64 %12 to i32
  %14 = lshr i64 %12, 32
  %15 = trunc nuw i64 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %12, i32 noundef %13, i32 noundef %15)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x7FF0000000000000, i64 noundef 4, i64 noundef 8)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.302500e+02, i64 noundef 16)
  %19 = load i32, ptr @g_k, align 4, !tbaa !9
  %20 = shl i32 %19, 4
  %21 = mul i32 %19, 51200
  %22 = and i32 %19, 7
  %23 = shl i32 %19, 28
  %24 = sub i32 536870912, %23
  %25 = ashr exact i32 %24, 28
  %26 = lshr exact i32 %21, 8
  %27 = and i32 %26, 1016
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %22, i32 noundef %25, i32 noundef %27, i64 noundef 737894404660, i32 noundef 3, i64 noundef 16)
  %29 = shl i32 %19, 1
  %30 = and i32 %29, 14
  %31 = add i32 %21, 25600
  %32 = and i32 %31, 261120
  %33 = sub i32 224, %20
  %34 = and i32 %33, 240
  %35 = or disjoint i32 %32, %30
  %36 = or disjoint i32 %35, %34
  %37 = xor i32 %36, 9
  %38 = lshr i32 %37, 1
  %39 = and i32 %38, 7
  %40 = lshr exact i32 %31, 8
  %41 = and i32 %40, 1020
  %42 = shl nuw i32 %34, 24
  %43 = ashr exact i32 %42, 28
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %39, i32 noundef %41, i32 noundef %43, i64 noundef 811194196800)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %37)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 64775, i32 noundef 31, i32 noundef 40, i32 noundef 7)
  %47 = load i32, ptr @g_k, align 4, !tbaa !9
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %97

49:                                               ; preds = %0
  %50 = mul i32 %47, 20
  %51 = tail call i32 @llvm.smax.i32(i32 %50, i32 1)
  %52 = icmp slt i32 %50, 8
  br i1 %52, label %53, label %56

53:                                               ; preds = %93, %49
  %54 = phi i32 [ 0, %49 ], [ %57, %93 ]
  %55 = phi i32 [ 0, %49 ], [ %95, %93 ]
  br label %100

56:                                               ; preds = %49
  %57 = and i32 %51, 2147483640
  br label %58

58:                                               ; preds = %58, %56
  %59 = phi i32 [ 0, %56 ], [ %90, %58 ]
  %60 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %56 ], [ %91, %58 ]
  %61 = phi <4 x i32> [ zeroinitializer, %56 ], [ %88, %58 ]
  %62 = phi <4 x i32> [ zeroinitializer, %56 ], [ %89, %58 ]
  %63 = add <4 x i32> %60, <i32 4, i32 4, i32 4, i32 4>
  %64 = mul <4 x i32> %60, <i32 6144, i32 6144, i32 6144, i32 6144>
  %65 = mul <4 x i32> %63, <i32 6144, i32 6144, i32 6144, i32 6144>
  %66 = mul <4 x i32> %60, <i32 160, i32 160, i32 160, i32 160>
  %67 = mul <4 x i32> %63, <i32 160, i32 160, i32 160, i32 160>
  %68 = mul <4 x i32> %60, <i32 7, i32 7, i32 7, i32 7>
  %69 = mul <4 x i32> %63, <i32 7, i32 7, i32 7, i32 7>
  %70 = and <4 x i32> %68, <i32 31, i32 31, i32 31, i32 31>
  %71 = and <4 x i32> %69, <i32 31, i32 31, i32 31, i32 31>
  %72 = lshr exact <4 x i32> %64, <i32 11, i32 11, i32 11, i32 11>
  %73 = lshr exact <4 x i32> %65, <i32 11, i32 11, i32 11, i32 11>
  %74 = and <4 x i32> %72, <i32 31, i32 31, i32 31, i32 31>
  %75 = and <4 x i32> %73, <i32 31, i32 31, i32 31, i32 31>
  %76 = mul nuw nsw <4 x i32> %74, <i32 10000, i32 10000, i32 10000, i32 10000>
  %77 = mul nuw nsw <4 x i32> %75, <i32 10000, i32 10000, i32 10000, i32 10000>
  %78 = lshr exact <4 x i32> %66, <i32 5, i32 5, i32 5, i32 5>
  %79 = lshr exact <4 x i32> %67, <i32 5, i32 5, i32 5, i32 5>
  %80 = and <4 x i32> %78, <i32 63, i32 63, i32 63, i32 63>
  %81 = and <4 x i32> %79, <i32 63, i32 63, i32 63, i32 63>
  %82 = mul nuw nsw <4 x i32> %80, <i32 100, i32 100, i32 100, i32 100>
  %83 = mul nuw nsw <4 x i32> %81, <i32 100, i32 100, i32 100, i32 100>
  %84 = add <4 x i32> %70, %61
  %85 = add <4 x i32> %71, %62
  %86 = add <4 x i32> %84, %82
  %87 = add <4 x i32> %85, %83
  %88 = add <4 x i32> %86, %76
  %89 = add <4 x i32> %87, %77
  %90 = add nuw i32 %59, 8
  %91 = add <4 x i32> %60, <i32 8, i32 8, i32 8, i32 8>
  %92 = icmp eq i32 %90, %57
  br i1 %92, label %93, label %58, !llvm.loop !13

93:                                               ; preds = %58
  %94 = add <4 x i32> %89, %88
  %95 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %94)
  %96 = icmp eq i32 %51, %57
  br i1 %96, label %97, label %53

97:                                               ; preds = %100, %93, %0
  %98 = phi i32 [ 0, %0 ], [ %95, %93 ], [ %115, %100 ]
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %98)
  ret i32 0

100:                                              ; preds = %53, %100
  %101 = phi i32 [ %116, %100 ], [ %54, %53 ]
  %102 = phi i32 [ %115, %100 ], [ %55, %53 ]
  %103 = mul i32 %101, 6144
  %104 = mul i32 %101, 160
  %105 = mul i32 %101, 7
  %106 = and i32 %105, 31
  %107 = lshr exact i32 %103, 11
  %108 = and i32 %107, 31
  %109 = mul nuw nsw i32 %108, 10000
  %110 = lshr exact i32 %104, 5
  %111 = and i32 %110, 63
  %112 = mul nuw nsw i32 %111, 100
  %113 = add i32 %106, %102
  %114 = add i32 %113, %112
  %115 = add i32 %114, %109
  %116 = add nuw nsw i32 %101, 1
  %117 = icmp eq i32 %116, %51
  br i1 %117, label %97, label %100, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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

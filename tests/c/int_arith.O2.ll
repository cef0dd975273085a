; ModuleID = 'int_arith.c'
source_filename = "int_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_sc = dso_local local_unnamed_addr global i8 -100, align 1
@g_uc = dso_local local_unnamed_addr global i8 -56, align 1
@g_s = dso_local local_unnamed_addr global i16 -30000, align 2
@g_us = dso_local local_unnamed_addr global i16 -536, align 2
@g_a = dso_local local_unnamed_addr global i32 -17, align 4
@g_b = dso_local local_unnamed_addr global i32 5, align 4
@g_u = dso_local local_unnamed_addr global i32 -294967296, align 4
@g_mx = dso_local local_unnamed_addr global i32 2147483647, align 4
@g_x = dso_local local_unnamed_addr global i64 -123456789012345, align 8
@g_y = dso_local local_unnamed_addr global i64 987654321, align 8
@g_ux = dso_local local_unnamed_addr global i64 -16, align 8
@.str = private unnamed_addr constant [18 x i8] c"checksum=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"char: %d %u %u %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"char div: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"char shift: %u %u %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"short: %d %u %u %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"short div: %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"short mul: %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"short shift: %d %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"int div: %d %d %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"int: %u %u %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"int shift: %d %d %u %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"int limits: %d %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"int mixed: %d %u\0A\00", align 1
@.str.13 = private unnamed_addr constant [25 x i8] c"ll: %lld %lld %lld %lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"ull: %llu %llu %llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [26 x i8] c"ll shift: %lld %lld %llu\0A\00", align 1
@.str.16 = private unnamed_addr constant [21 x i8] c"25! mod 2^64 = %llu\0A\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"acc=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i8, ptr @g_sc, align 1, !tbaa !5
  %2 = load i8, ptr @g_uc, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = add i8 %2, 100
  %5 = sext i8 %1 to i32
  %6 = mul nsw i32 %3, %5
  %7 = zext i8 %4 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %3, i32 noundef %7, i32 noundef -128, i32 noundef %6)
  %9 = sdiv i8 %1, 7
  %10 = sext i8 %9 to i32
  %11 = srem i8 %1, 7
  %12 = sext i8 %11 to i32
  %13 = sub i8 0, %1
  %14 = sdiv i8 %13, 3
  %15 = sext i8 %14 to i32
  %16 = udiv i8 %2, 9
  %17 = zext nneg i8 %16 to i32
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef %12, i32 noundef %15, i32 noundef %17)
  %19 = shl i8 %2, 1
  %20 = zext i8 %19 to i32
  %21 = lshr i32 %3, 3
  %22 = ashr i32 %5, 2
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i16, ptr @g_s, align 2, !tbaa !8
  %25 = load i16, ptr @g_us, align 2, !tbaa !8
  %26 = zext i16 %25 to i32
  %27 = add i16 %25, 1000
  %28 = sext i16 %24 to i32
  %29 = add i16 %24, -536
  %30 = zext i16 %27 to i32
  %31 = sext i16 %29 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28, i32 noundef %26, i32 noundef %30, i32 noundef %31)
  %33 = sdiv i16 %24, 7
  %34 = sext i16 %33 to i32
  %35 = srem i16 %24, 7
  %36 = sext i16 %35 to i32
  %37 = sdiv i16 %24, -7
  %38 = sext i16 %37 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %34, i32 noundef %36, i32 noundef %38, i32 noundef %36)
  %40 = mul nsw i32 %28, 3
  %41 = mul i16 %25, %25
  %42 = zext i16 %41 to i32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %40, i32 noundef %42)
  %44 = ashr i32 %28, 3
  %45 = shl nuw nsw i32 %26, 4
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %44, i32 noundef %45)
  %47 = load i32, ptr @g_a, align 4, !tbaa !10
  %48 = load i32, ptr @g_b, align 4, !tbaa !10
  %49 = load i32, ptr @g_u, align 4, !tbaa !10
  %50 = add i32 %49, 500000000
  %51 = sdiv i32 %47, %48
  %52 = srem i32 %47, %48
  %53 = sub nsw i32 0, %47
  %54 = sdiv i32 %53, %48
  %55 = srem i32 %53, %48
  %56 = sub nsw i32 0, %48
  %57 = sdiv i32 %47, %56
  %58 = srem i32 %47, %56
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %51, i32 noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %57, i32 noundef %58)
  %60 = mul i32 %49, 3
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %50, i32 noundef %60, i32 noundef -1)
  %62 = ashr i32 %47, 1
  %63 = shl i32 %47, 3
  %64 = lshr i32 %49, 7
  %65 = shl i32 %49, 3
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65)
  %67 = load i32, ptr @g_mx, align 4, !tbaa !10
  %68 = xor i32 %67, -1
  %69 = sub nsw i32 0, %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef 0)
  %71 = lshr i32 %47, 31
  %72 = icmp ne i32 %49, 0
  %73 = zext i1 %72 to i32
  %74 = add nuw nsw i32 %71, %73
  %75 = add i32 %47, 20
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %74, i32 noundef %75)
  %77 = load i64, ptr @g_x, align 8, !tbaa !12
  %78 = load i64, ptr @g_y, align 8, !tbaa !12
  %79 = load i64, ptr @g_ux, align 8, !tbaa !12
  %80 = mul nsw i64 %77, 7
  %81 = sdiv i64 %77, %78
  %82 = srem i64 %77, %78
  %83 = sdiv i64 %77, -13
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %80, i64 noundef %81, i64 noundef %82, i64 noundef %83)
  %85 = add i64 %79, 32
  %86 = mul i64 %79, 3
  %87 = lshr i64 %79, 4
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %85, i64 noundef %86, i64 noundef %87)
  %89 = ashr i64 %77, 9
  %90 = shl i64 %78, 20
  %91 = shl i64 %79, 60
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %89, i64 noundef %90, i64 noundef %91)
  %93 = load i32, ptr @g_b, align 4, !tbaa !10
  %94 = icmp slt i32 %93, -19
  br i1 %94, label %138, label %95

95:                                               ; preds = %0
  %96 = add i32 %93, 20
  %97 = tail call i32 @llvm.smax.i32(i32 %96, i32 1)
  %98 = zext nneg i32 %97 to i64
  %99 = and i64 %98, 7
  %100 = icmp slt i32 %96, 8
  br i1 %100, label %125, label %101

101:                                              ; preds = %95
  %102 = and i64 %98, 2147483640
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 1, %101 ], [ %122, %103 ]
  %105 = phi i64 [ 1, %101 ], [ %121, %103 ]
  %106 = phi i64 [ 0, %101 ], [ %123, %103 ]
  %107 = mul i64 %105, %104
  %108 = add nuw nsw i64 %104, 1
  %109 = mul i64 %107, %108
  %110 = add nuw nsw i64 %104, 2
  %111 = mul i64 %109, %110
  %112 = add nuw nsw i64 %104, 3
  %113 = mul i64 %111, %112
  %114 = add nuw nsw i64 %104, 4
  %115 = mul i64 %113, %114
  %116 = add nuw nsw i64 %104, 5
  %117 = mul i64 %115, %116
  %118 = add nuw nsw i64 %104, 6
  %119 = mul i64 %117, %118
  %120 = add nuw nsw i64 %104, 7
  %121 = mul i64 %119, %120
  %122 = add nuw nsw i64 %104, 8
  %123 = add i64 %106, 8
  %124 = icmp eq i64 %123, %102
  br i1 %124, label %125, label %103, !llvm.loop !14

125:                                              ; preds = %103, %95
  %126 = phi i64 [ poison, %95 ], [ %121, %103 ]
  %127 = phi i64 [ 1, %95 ], [ %122, %103 ]
  %128 = phi i64 [ 1, %95 ], [ %121, %103 ]
  %129 = icmp eq i64 %99, 0
  br i1 %129, label %138, label %130

130:                                              ; preds = %125, %130
  %131 = phi i64 [ %135, %130 ], [ %127, %125 ]
  %132 = phi i64 [ %134, %130 ], [ %128, %125 ]
  %133 = phi i64 [ %136, %130 ], [ 0, %125 ]
  %134 = mul i64 %132, %131
  %135 = add nuw nsw i64 %131, 1
  %136 = add i64 %133, 1
  %137 = icmp eq i64 %136, %99
  br i1 %137, label %138, label %130, !llvm.loop !16

138:                                              ; preds = %125, %130, %0
  %139 = phi i64 [ 1, %0 ], [ %126, %125 ], [ %134, %130 ]
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %139)
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef -44064)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 6106448069862144360)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}

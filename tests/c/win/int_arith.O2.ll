; ModuleID = 'int_arith.c'
source_filename = "int_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i8, ptr @g_sc, align 1, !tbaa !5
  %2 = load i8, ptr @g_uc, align 1, !tbaa !5
  %3 = zext i8 %2 to i32
  %4 = add i8 %2, 100
  %5 = sext i8 %1 to i32
  %6 = mul nsw i32 %3, %5
  %7 = zext i8 %4 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %3, i32 noundef %7, i32 noundef -128, i32 noundef %6)
  %8 = sdiv i8 %1, 7
  %9 = sext i8 %8 to i32
  %10 = srem i8 %1, 7
  %11 = sext i8 %10 to i32
  %12 = sub i8 0, %1
  %13 = sdiv i8 %12, 3
  %14 = sext i8 %13 to i32
  %15 = udiv i8 %2, 9
  %16 = zext nneg i8 %15 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %9, i32 noundef %11, i32 noundef %14, i32 noundef %16)
  %17 = shl i8 %2, 1
  %18 = zext i8 %17 to i32
  %19 = lshr i32 %3, 3
  %20 = ashr i32 %5, 2
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %21 = load i16, ptr @g_s, align 2, !tbaa !8
  %22 = load i16, ptr @g_us, align 2, !tbaa !8
  %23 = zext i16 %22 to i32
  %24 = add i16 %22, 1000
  %25 = sext i16 %21 to i32
  %26 = add i16 %21, -536
  %27 = zext i16 %24 to i32
  %28 = sext i16 %26 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %25, i32 noundef %23, i32 noundef %27, i32 noundef %28)
  %29 = sdiv i16 %21, 7
  %30 = sext i16 %29 to i32
  %31 = srem i16 %21, 7
  %32 = sext i16 %31 to i32
  %33 = sdiv i16 %21, -7
  %34 = sext i16 %33 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %32)
  %35 = mul nsw i32 %25, 3
  %36 = mul i16 %22, %22
  %37 = zext i16 %36 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %35, i32 noundef %37)
  %38 = ashr i32 %25, 3
  %39 = shl nuw nsw i32 %23, 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %38, i32 noundef %39)
  %40 = load i32, ptr @g_a, align 4, !tbaa !10
  %41 = load i32, ptr @g_b, align 4, !tbaa !10
  %42 = load i32, ptr @g_u, align 4, !tbaa !10
  %43 = add i32 %42, 500000000
  %44 = sdiv i32 %40, %41
  %45 = srem i32 %40, %41
  %46 = sub nsw i32 0, %40
  %47 = sdiv i32 %46, %41
  %48 = srem i32 %46, %41
  %49 = sub nsw i32 0, %41
  %50 = sdiv i32 %40, %49
  %51 = srem i32 %40, %49
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %44, i32 noundef %45, i32 noundef %47, i32 noundef %48, i32 noundef %50, i32 noundef %51)
  %52 = mul i32 %42, 3
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %43, i32 noundef %52, i32 noundef -1)
  %53 = ashr i32 %40, 1
  %54 = shl i32 %40, 3
  %55 = lshr i32 %42, 7
  %56 = shl i32 %42, 3
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56)
  %57 = load i32, ptr @g_mx, align 4, !tbaa !10
  %58 = xor i32 %57, -1
  %59 = sub nsw i32 0, %57
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef 0)
  %60 = lshr i32 %40, 31
  %61 = icmp ne i32 %42, 0
  %62 = zext i1 %61 to i32
  %63 = add nuw nsw i32 %60, %62
  %64 = add i32 %40, 20
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef %63, i32 noundef %64)
  %65 = load i64, ptr @g_x, align 8, !tbaa !12
  %66 = load i64, ptr @g_y, align 8, !tbaa !12
  %67 = load i64, ptr @g_ux, align 8, !tbaa !12
  %68 = mul nsw i64 %65, 7
  %69 = sdiv i64 %65, %66
  %70 = srem i64 %65, %66
  %71 = sdiv i64 %65, -13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef %68, i64 noundef %69, i64 noundef %70, i64 noundef %71)
  %72 = add i64 %67, 32
  %73 = mul i64 %67, 3
  %74 = lshr i64 %67, 4
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i64 noundef %72, i64 noundef %73, i64 noundef %74)
  %75 = ashr i64 %65, 9
  %76 = shl i64 %66, 20
  %77 = shl i64 %67, 60
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i64 noundef %75, i64 noundef %76, i64 noundef %77)
  %78 = load i32, ptr @g_b, align 4, !tbaa !10
  %79 = icmp slt i32 %78, -19
  br i1 %79, label %123, label %80

80:                                               ; preds = %0
  %81 = add i32 %78, 20
  %82 = tail call i32 @llvm.smax.i32(i32 %81, i32 1)
  %83 = zext nneg i32 %82 to i64
  %84 = and i64 %83, 7
  %85 = icmp slt i32 %81, 8
  br i1 %85, label %110, label %86

86:                                               ; preds = %80
  %87 = and i64 %83, 2147483640
  br label %88

88:                                               ; preds = %88, %86
  %89 = phi i64 [ 1, %86 ], [ %107, %88 ]
  %90 = phi i64 [ 1, %86 ], [ %106, %88 ]
  %91 = phi i64 [ 0, %86 ], [ %108, %88 ]
  %92 = mul i64 %90, %89
  %93 = add nuw nsw i64 %89, 1
  %94 = mul i64 %92, %93
  %95 = add nuw nsw i64 %89, 2
  %96 = mul i64 %94, %95
  %97 = add nuw nsw i64 %89, 3
  %98 = mul i64 %96, %97
  %99 = add nuw nsw i64 %89, 4
  %100 = mul i64 %98, %99
  %101 = add nuw nsw i64 %89, 5
  %102 = mul i64 %100, %101
  %103 = add nuw nsw i64 %89, 6
  %104 = mul i64 %102, %103
  %105 = add nuw nsw i64 %89, 7
  %106 = mul i64 %104, %105
  %107 = add nuw nsw i64 %89, 8
  %108 = add i64 %91, 8
  %109 = icmp eq i64 %108, %87
  br i1 %109, label %110, label %88, !llvm.loop !14

110:                                              ; preds = %88, %80
  %111 = phi i64 [ poison, %80 ], [ %106, %88 ]
  %112 = phi i64 [ 1, %80 ], [ %107, %88 ]
  %113 = phi i64 [ 1, %80 ], [ %106, %88 ]
  %114 = icmp eq i64 %84, 0
  br i1 %114, label %123, label %115

115:                                              ; preds = %110, %115
  %116 = phi i64 [ %120, %115 ], [ %112, %110 ]
  %117 = phi i64 [ %119, %115 ], [ %113, %110 ]
  %118 = phi i64 [ %121, %115 ], [ 0, %110 ]
  %119 = mul i64 %117, %116
  %120 = add nuw nsw i64 %116, 1
  %121 = add i64 %118, 1
  %122 = icmp eq i64 %121, %84
  br i1 %122, label %123, label %115, !llvm.loop !16

123:                                              ; preds = %110, %115, %0
  %124 = phi i64 [ 1, %0 ], [ %111, %110 ], [ %119, %115 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i64 noundef %124)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i64 noundef -44064)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef 6106448069862144360)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

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
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !6, i64 0}

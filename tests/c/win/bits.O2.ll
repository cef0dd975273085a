; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local local_unnamed_addr global [9 x i32] [i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 305419896, i32 -559038737, i32 15728880, i32 1000000], align 16
@g_big = dso_local local_unnamed_addr global i64 81985529216486895, align 8
@g_short = dso_local local_unnamed_addr global i16 -24142, align 2
@g_byte = dso_local local_unnamed_addr global i8 -127, align 1
@g_neg = dso_local local_unnamed_addr global i32 -12345, align 4
@g_limit = dso_local local_unnamed_addr global i32 5000, align 4
@.str = private unnamed_addr constant [64 x i8] c"%08x pc=%d/%d/%d clz=%d ctz=%d bswap=%08x/%08x rev=%08x par=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [52 x i8] c"64: pc=%d clz=%d ctz=%d bswap=%016llx rotl=%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"bswap16=%04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"rot mix=%08x rotl8=%02x\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"np2(%u)=%d \00", align 1
@.str.6 = private unnamed_addr constant [47 x i8] c"abs via mask=%d sign=%d lowbit=%d clearlow=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"flags=%016llx has10=%d has11=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"and=%x or=%x xor=%x andnot=%x not=%x\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"bitsum=%u ffs=%d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %23

1:                                                ; preds = %35
  %2 = load i64, ptr @g_big, align 8, !tbaa !5
  %3 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %2)
  %4 = trunc nuw nsw i64 %3 to i32
  %5 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %2, i1 true)
  %6 = trunc nuw nsw i64 %5 to i32
  %7 = shl i64 %2, 4
  %8 = tail call range(i64 4, 65) i64 @llvm.cttz.i64(i64 %7, i1 true)
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = tail call i64 @llvm.bswap.i64(i64 %2)
  %11 = tail call noundef i64 @llvm.fshl.i64(i64 %2, i64 %2, i64 12)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %6, i32 noundef %9, i64 noundef %10, i64 noundef %11)
  %12 = load i16, ptr @g_short, align 2, !tbaa !9
  %13 = tail call i16 @llvm.bswap.i16(i16 %12)
  %14 = zext i16 %13 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %14)
  %15 = load i8, ptr @g_byte, align 1, !tbaa !11
  %16 = load i64, ptr @g_big, align 8, !tbaa !5
  %17 = trunc i64 %16 to i8
  %18 = and i8 %17, 3
  %19 = tail call noundef i8 @llvm.fshl.i8(i8 %15, i8 %15, i8 %18)
  %20 = zext i8 %19 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 259515106, i32 noundef %20)
  %21 = load i32, ptr @g_limit, align 4, !tbaa !12
  %22 = icmp ult i32 %21, 71
  br i1 %22, label %48, label %45

23:                                               ; preds = %0, %35
  %24 = phi i64 [ 0, %0 ], [ %43, %35 ]
  %25 = getelementptr inbounds [9 x i32], ptr @g_vals, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !12
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %35, label %28

28:                                               ; preds = %23, %28
  %29 = phi i32 [ %33, %28 ], [ 0, %23 ]
  %30 = phi i32 [ %32, %28 ], [ %26, %23 ]
  %31 = add i32 %30, -1
  %32 = and i32 %31, %30
  %33 = add nuw nsw i32 %29, 1
  %34 = icmp eq i32 %32, 0
  br i1 %34, label %35, label %28, !llvm.loop !14

35:                                               ; preds = %28, %23
  %36 = phi i32 [ 0, %23 ], [ %33, %28 ]
  %37 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %26)
  %38 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %26, i1 true)
  %39 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %26, i1 true)
  %40 = tail call i32 @llvm.bswap.i32(i32 %26)
  %41 = tail call noundef i32 @llvm.bitreverse.i32(i32 %26)
  %42 = and i32 %37, 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %26, i32 noundef %36, i32 noundef %37, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %40, i32 noundef %41, i32 noundef %42)
  %43 = add nuw nsw i64 %24, 1
  %44 = icmp eq i64 %43, 9
  br i1 %44, label %1, label %23, !llvm.loop !16

45:                                               ; preds = %1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 1)
  %46 = load i32, ptr @g_limit, align 4, !tbaa !12
  %47 = icmp ugt i32 %46, 709
  br i1 %47, label %68, label %48

48:                                               ; preds = %68, %45, %1
  %49 = tail call i32 @putchar(i32 10)
  %50 = load i32, ptr @g_neg, align 4, !tbaa !12
  %51 = ashr i32 %50, 31
  %52 = xor i32 %51, %50
  %53 = sub nsw i32 %52, %51
  %54 = or i32 %51, 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %53, i32 noundef %54, i32 noundef 8, i32 noundef 32)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i64 noundef 1190112520884487201, i32 noundef 1, i32 noundef 0)
  %55 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 28), align 4, !tbaa !12
  %56 = lshr i32 %55, 8
  %57 = or i32 %56, 61680
  %58 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 16), align 16, !tbaa !12
  %59 = and i32 %58, 4080
  %60 = and i32 %57, %59
  %61 = or i32 %57, %59
  %62 = xor i32 %57, %59
  %63 = xor i32 %59, -1
  %64 = and i32 %57, %63
  %65 = xor i32 %57, -1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %64, i32 noundef %65)
  %66 = load i32, ptr @g_limit, align 4, !tbaa !12
  %67 = icmp ugt i32 %66, 1
  br i1 %67, label %86, label %78

68:                                               ; preds = %45, %68
  %69 = phi i32 [ %74, %68 ], [ 9, %45 ]
  %70 = add nsw i32 %69, -1
  %71 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %70, i1 true)
  %72 = sub nuw nsw i32 32, %71
  %73 = shl nuw nsw i32 1, %72
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %69, i32 noundef %73)
  %74 = add nuw nsw i32 %69, 9
  %75 = load i32, ptr @g_limit, align 4, !tbaa !12
  %76 = udiv i32 %75, 71
  %77 = icmp ult i32 %74, %76
  br i1 %77, label %68, label %48, !llvm.loop !17

78:                                               ; preds = %99, %48
  %79 = phi i32 [ 0, %48 ], [ %104, %99 ]
  %80 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 4), align 4, !tbaa !12
  %81 = shl i32 %80, 7
  %82 = tail call range(i32 7, 33) i32 @llvm.cttz.i32(i32 %81, i1 true)
  %83 = add nuw nsw i32 %82, 1
  %84 = icmp eq i32 %81, 0
  %85 = select i1 %84, i32 0, i32 %83
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef %79, i32 noundef 0, i32 noundef %85)
  ret i32 0

86:                                               ; preds = %48, %99
  %87 = phi i32 [ %105, %99 ], [ 1, %48 ]
  %88 = phi i32 [ %104, %99 ], [ 0, %48 ]
  %89 = icmp eq i32 %87, 0
  br i1 %89, label %99, label %90

90:                                               ; preds = %86
  %91 = mul i32 %87, -1640531535
  br label %92

92:                                               ; preds = %90, %92
  %93 = phi i32 [ %97, %92 ], [ 0, %90 ]
  %94 = phi i32 [ %96, %92 ], [ %91, %90 ]
  %95 = add i32 %94, -1
  %96 = and i32 %95, %94
  %97 = add nuw nsw i32 %93, 1
  %98 = icmp eq i32 %96, 0
  br i1 %98, label %99, label %92, !llvm.loop !14

99:                                               ; preds = %92, %86
  %100 = phi i32 [ 0, %86 ], [ %97, %92 ]
  %101 = shl i32 %87, 3
  %102 = tail call range(i32 3, 33) i32 @llvm.cttz.i32(i32 %101, i1 true)
  %103 = mul i32 %100, %102
  %104 = add i32 %103, %88
  %105 = add i32 %87, 7
  %106 = icmp ult i32 %105, %66
  br i1 %106, label %86, label %78, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !20
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15, !18}
!18 = !{!"llvm.loop.peeled.count", i32 1}
!19 = distinct !{!19, !15}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}

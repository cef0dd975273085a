; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %26

1:                                                ; preds = %38
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
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4, i32 noundef %6, i32 noundef %9, i64 noundef %10, i64 noundef %11)
  %13 = load i16, ptr @g_short, align 2, !tbaa !9
  %14 = tail call i16 @llvm.bswap.i16(i16 %13)
  %15 = zext i16 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15)
  %17 = load i8, ptr @g_byte, align 1, !tbaa !11
  %18 = load i64, ptr @g_big, align 8, !tbaa !5
  %19 = trunc i64 %18 to i8
  %20 = and i8 %19, 3
  %21 = tail call noundef i8 @llvm.fshl.i8(i8 %17, i8 %17, i8 %20)
  %22 = zext i8 %21 to i32
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 259515106, i32 noundef %22)
  %24 = load i32, ptr @g_limit, align 4, !tbaa !12
  %25 = icmp ult i32 %24, 71
  br i1 %25, label %53, label %49

26:                                               ; preds = %0, %38
  %27 = phi i64 [ 0, %0 ], [ %47, %38 ]
  %28 = getelementptr inbounds [9 x i32], ptr @g_vals, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !12
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %38, label %31

31:                                               ; preds = %26, %31
  %32 = phi i32 [ %36, %31 ], [ 0, %26 ]
  %33 = phi i32 [ %35, %31 ], [ %29, %26 ]
  %34 = add i32 %33, -1
  %35 = and i32 %34, %33
  %36 = add nuw nsw i32 %32, 1
  %37 = icmp eq i32 %35, 0
  br i1 %37, label %38, label %31, !llvm.loop !14

38:                                               ; preds = %31, %26
  %39 = phi i32 [ 0, %26 ], [ %36, %31 ]
  %40 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %29)
  %41 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %29, i1 true)
  %42 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %29, i1 true)
  %43 = tail call i32 @llvm.bswap.i32(i32 %29)
  %44 = tail call noundef i32 @llvm.bitreverse.i32(i32 %29)
  %45 = and i32 %40, 1
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29, i32 noundef %39, i32 noundef %40, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  %47 = add nuw nsw i64 %27, 1
  %48 = icmp eq i64 %47, 9
  br i1 %48, label %1, label %26, !llvm.loop !16

49:                                               ; preds = %1
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 1)
  %51 = load i32, ptr @g_limit, align 4, !tbaa !12
  %52 = icmp ugt i32 %51, 709
  br i1 %52, label %76, label %53

53:                                               ; preds = %76, %49, %1
  %54 = tail call i32 @putchar(i32 10)
  %55 = load i32, ptr @g_neg, align 4, !tbaa !12
  %56 = ashr i32 %55, 31
  %57 = xor i32 %56, %55
  %58 = sub nsw i32 %57, %56
  %59 = or i32 %56, 1
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %58, i32 noundef %59, i32 noundef 8, i32 noundef 32)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 1190112520884487201, i32 noundef 1, i32 noundef 0)
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 28), align 4, !tbaa !12
  %63 = lshr i32 %62, 8
  %64 = or i32 %63, 61680
  %65 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 16), align 16, !tbaa !12
  %66 = and i32 %65, 4080
  %67 = and i32 %64, %66
  %68 = or i32 %64, %66
  %69 = xor i32 %64, %66
  %70 = xor i32 %66, -1
  %71 = and i32 %64, %70
  %72 = xor i32 %64, -1
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %71, i32 noundef %72)
  %74 = load i32, ptr @g_limit, align 4, !tbaa !12
  %75 = icmp ugt i32 %74, 1
  br i1 %75, label %96, label %87

76:                                               ; preds = %49, %76
  %77 = phi i32 [ %83, %76 ], [ 9, %49 ]
  %78 = add nsw i32 %77, -1
  %79 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %78, i1 true)
  %80 = sub nuw nsw i32 32, %79
  %81 = shl nuw nsw i32 1, %80
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %77, i32 noundef %81)
  %83 = add nuw nsw i32 %77, 9
  %84 = load i32, ptr @g_limit, align 4, !tbaa !12
  %85 = udiv i32 %84, 71
  %86 = icmp ult i32 %83, %85
  br i1 %86, label %76, label %53, !llvm.loop !17

87:                                               ; preds = %109, %53
  %88 = phi i32 [ 0, %53 ], [ %114, %109 ]
  %89 = load i32, ptr getelementptr inbounds (i8, ptr @g_vals, i64 4), align 4, !tbaa !12
  %90 = shl i32 %89, 7
  %91 = tail call range(i32 7, 33) i32 @llvm.cttz.i32(i32 %90, i1 true)
  %92 = add nuw nsw i32 %91, 1
  %93 = icmp eq i32 %90, 0
  %94 = select i1 %93, i32 0, i32 %92
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %88, i32 noundef 0, i32 noundef %94)
  ret i32 0

96:                                               ; preds = %53, %109
  %97 = phi i32 [ %115, %109 ], [ 1, %53 ]
  %98 = phi i32 [ %114, %109 ], [ 0, %53 ]
  %99 = icmp eq i32 %97, 0
  br i1 %99, label %109, label %100

100:                                              ; preds = %96
  %101 = mul i32 %97, -1640531535
  br label %102

102:                                              ; preds = %100, %102
  %103 = phi i32 [ %107, %102 ], [ 0, %100 ]
  %104 = phi i32 [ %106, %102 ], [ %101, %100 ]
  %105 = add i32 %104, -1
  %106 = and i32 %105, %104
  %107 = add nuw nsw i32 %103, 1
  %108 = icmp eq i32 %106, 0
  br i1 %108, label %109, label %102, !llvm.loop !14

109:                                              ; preds = %102, %96
  %110 = phi i32 [ 0, %96 ], [ %107, %102 ]
  %111 = shl i32 %97, 3
  %112 = tail call range(i32 3, 33) i32 @llvm.cttz.i32(i32 %111, i1 true)
  %113 = mul i32 %110, %112
  %114 = add i32 %113, %98
  %115 = add i32 %97, 7
  %116 = icmp ult i32 %115, %74
  br i1 %116, label %96, label %87, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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

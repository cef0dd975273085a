; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i8, i16, i32, i64 }

@counter = dso_local global i32 7, align 4
@primes = dso_local constant [12 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37], align 16
@.str = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@days = dso_local local_unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@mutable_msg = dso_local global [32 x i8] c"mutable\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@counter_ptr = dso_local local_unnamed_addr global ptr @counter, align 8
@prime_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @primes, i64 16), align 8
@packed_mix = dso_local local_unnamed_addr global %struct.anon { i8 122, i16 -2, i32 100000, i64 -9000000000 }, align 8
@zeroed = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [41 x i8] c"counter=%d zsum=%d prime_ptr=%d next=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"big %lld %lld %lld %lld\0A\00", align 1
@big_table.3 = internal unnamed_addr global i1 false, align 16
@.str.9 = private unnamed_addr constant [40 x i8] c"primes sum=%d greet=%s tail=%s len=%zu\0A\00", align 1
@greeting = internal constant [10 x i8] c"greetings\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c" message\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1
@.str.15 = private unnamed_addr constant [40 x i8] c"shape %s verts=%d area2=%d scaled=%.2f\0A\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"default=%s\0A\00", align 1
@.str.17 = private unnamed_addr constant [19 x i8] c"mix %c %d %d %lld\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"bytes v=%u\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"dtab %.2f %.2f %.2f\0A\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"uinit f=%.2f\0A\00", align 1
@.str.21 = private unnamed_addr constant [16 x i8] c"days_ptr %s %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c"final counter=%d\0A\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@next_id.id = internal unnamed_addr global i32 100, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load ptr, ptr @counter_ptr, align 8, !tbaa !5
  %2 = load i32, ptr %1, align 4, !tbaa !9
  %3 = add nsw i32 %2, 5
  store i32 %3, ptr %1, align 4, !tbaa !9
  store i32 33, ptr getelementptr inbounds (i8, ptr @zeroed, i64 12), align 4, !tbaa !9
  store i32 -4, ptr getelementptr inbounds (i8, ptr @zeroed, i64 60), align 4, !tbaa !9
  %4 = load <4 x i32>, ptr @zeroed, align 16
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @zeroed, i64 4), align 4, !tbaa !9
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @zeroed, i64 8), align 8, !tbaa !9
  %8 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zeroed, i64 16), align 16, !tbaa !9
  %9 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @zeroed, i64 32), align 16, !tbaa !9
  %10 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zeroed, i64 40), align 8, !tbaa !9
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @zeroed, i64 56), align 8, !tbaa !9
  %12 = insertelement <8 x i32> %5, i32 %7, i64 1
  %13 = shufflevector <4 x i32> %8, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %14 = shufflevector <8 x i32> %12, <8 x i32> %13, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison>
  %15 = shufflevector <2 x i32> %9, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %16 = shufflevector <8 x i32> %14, <8 x i32> %15, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  %17 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %16)
  %18 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %10)
  %19 = add i32 %17, %18
  %20 = add i32 %19, 29
  %21 = add i32 %20, %6
  %22 = add i32 %21, %11
  %23 = load i32, ptr @counter, align 4, !tbaa !9
  %24 = load ptr, ptr @prime_ptr, align 8, !tbaa !5
  %25 = load i32, ptr %24, align 4, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %24, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !9
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %23, i32 noundef %22, i32 noundef %25, i32 noundef %27)
  %29 = load i1, ptr @big_table.3, align 16
  %30 = select i1 %29, i64 1073741824, i64 0
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1099511627776, i64 noundef -8589934592, i64 noundef 12345678901, i64 noundef %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 197, ptr noundef nonnull @greeting, ptr noundef nonnull getelementptr inbounds (i8, ptr @greeting, i64 5), i64 noundef 9)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, ptr noundef nonnull @.str.11)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.11)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.11)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.11)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.11)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.11)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.12)
  %40 = tail call i64 @strlen(ptr nonnull dereferenceable(1) @mutable_msg)
  %41 = getelementptr inbounds i8, ptr @mutable_msg, i64 %40
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %41, ptr noundef nonnull align 1 dereferenceable(9) @.str.13, i64 9, i1 false)
  store i8 77, ptr @mutable_msg, align 16, !tbaa !11
  %42 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @mutable_msg) #5
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @mutable_msg, i64 noundef %42)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.24, i32 noundef 3, i32 noundef 12, double noundef 1.200000e+01)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.25, i32 noundef 4, i32 noundef 8, double noundef 2.000000e+01)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.25)
  %47 = load i8, ptr @packed_mix, align 8, !tbaa !12
  %48 = sext i8 %47 to i32
  %49 = load i16, ptr getelementptr inbounds (i8, ptr @packed_mix, i64 2), align 2, !tbaa !16
  %50 = sext i16 %49 to i32
  %51 = load i32, ptr getelementptr inbounds (i8, ptr @packed_mix, i64 4), align 4, !tbaa !17
  %52 = load i64, ptr getelementptr inbounds (i8, ptr @packed_mix, i64 8), align 8, !tbaa !18
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %48, i32 noundef %50, i32 noundef %51, i64 noundef %52)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef -1379995681)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef 3.500000e+00, double noundef -1.000000e+00, double noundef 0.000000e+00)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 1.000000e+00)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1)
  %58 = load i32, ptr @next_id.id, align 4, !tbaa !9
  %59 = add nsw i32 %58, 1
  %60 = add nsw i32 %58, 2
  %61 = add nsw i32 %58, 3
  store i32 %61, ptr @next_id.id, align 4, !tbaa !9
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %58, i32 noundef %59, i32 noundef %60)
  store i1 true, ptr @big_table.3, align 16
  %63 = load i32, ptr @counter, align 4, !tbaa !9
  %64 = add nsw i32 %63, 1073741824
  store i32 %64, ptr @counter, align 4, !tbaa !9
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %64)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"", !7, i64 0, !14, i64 2, !10, i64 4, !15, i64 8}
!14 = !{!"short", !7, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = !{!13, !14, i64 2}
!17 = !{!13, !10, i64 4}
!18 = !{!13, !15, i64 8}

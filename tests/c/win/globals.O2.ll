; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
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
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %23, i32 noundef %22, i32 noundef %25, i32 noundef %27)
  %28 = load i1, ptr @big_table.3, align 16
  %29 = select i1 %28, i64 1073741824, i64 0
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i64 noundef 1099511627776, i64 noundef -8589934592, i64 noundef 12345678901, i64 noundef %29)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 197, ptr noundef nonnull @greeting, ptr noundef nonnull getelementptr inbounds (i8, ptr @greeting, i64 5), i64 noundef 9)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef nonnull @.str, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.12)
  %30 = tail call i64 @strlen(ptr nonnull dereferenceable(1) @mutable_msg)
  %31 = getelementptr inbounds i8, ptr @mutable_msg, i64 %30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %31, ptr noundef nonnull align 1 dereferenceable(9) @.str.13, i64 9, i1 false)
  store i8 77, ptr @mutable_msg, align 16, !tbaa !11
  %32 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @mutable_msg) #9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef nonnull @mutable_msg, i64 noundef %32)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.24, i32 noundef 3, i32 noundef 12, double noundef 1.200000e+01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull @.str.25, i32 noundef 4, i32 noundef 8, double noundef 2.000000e+01)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, ptr noundef nonnull @.str.25)
  %33 = load i8, ptr @packed_mix, align 8, !tbaa !12
  %34 = sext i8 %33 to i32
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @packed_mix, i64 2), align 2, !tbaa !16
  %36 = sext i16 %35 to i32
  %37 = load i32, ptr getelementptr inbounds (i8, ptr @packed_mix, i64 4), align 4, !tbaa !17
  %38 = load i64, ptr getelementptr inbounds (i8, ptr @packed_mix, i64 8), align 8, !tbaa !18
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef %34, i32 noundef %36, i32 noundef %37, i64 noundef %38)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, i32 noundef -1379995681)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, double noundef 3.500000e+00, double noundef -1.000000e+00, double noundef 0.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, double noundef 1.000000e+00)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1)
  %39 = load i32, ptr @next_id.id, align 4, !tbaa !9
  %40 = add nsw i32 %39, 1
  %41 = add nsw i32 %39, 2
  %42 = add nsw i32 %39, 3
  store i32 %42, ptr @next_id.id, align 4, !tbaa !9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, i32 noundef %39, i32 noundef %40, i32 noundef %41)
  store i1 true, ptr @big_table.3, align 16
  %43 = load i32, ptr @counter, align 4, !tbaa !9
  %44 = add nsw i32 %43, 1073741824
  store i32 %44, ptr @counter, align 4, !tbaa !9
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, i32 noundef %44)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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

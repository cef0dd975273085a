; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%s(17,5)=%d \00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"fold add=%d mul=%d max=%d sub=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"+*-+*x\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"expr v=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"compose=%.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"st2=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"indirect %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mod\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"inc\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"dbl\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"neg\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i32 noundef 22)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i32 noundef 12)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i32 noundef 85)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i32 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i32 noundef 2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i32 noundef 17)
  %1 = tail call i32 @putchar(i32 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 31, i32 noundef 6480, i32 noundef 9, i32 noundef 69)
  br label %2

2:                                                ; preds = %11, %0
  %3 = phi ptr [ @.str.3, %0 ], [ %14, %11 ]
  %4 = phi i32 [ 2, %0 ], [ %13, %11 ]
  %5 = load i8, ptr %3, align 1, !tbaa !5
  switch i8 %5, label %10 [
    i8 0, label %6
    i8 43, label %11
    i8 45, label %8
    i8 42, label %9
  ]

6:                                                ; preds = %2
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef 1.822500e+02)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16, i32 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18, i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17, i32 noundef 2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16, i32 noundef 8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18, i32 noundef -1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17, i32 noundef -2)
  %7 = tail call i32 @putchar(i32 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 30)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 42, i32 noundef 72)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1)
  ret i32 0

8:                                                ; preds = %2
  br label %11

9:                                                ; preds = %2
  br label %11

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %2, %8, %9, %10
  %12 = phi ptr [ @maxi, %10 ], [ @mul, %9 ], [ @sub, %8 ], [ @add, %2 ]
  %13 = tail call i32 %12(i32 noundef %4, i32 noundef 3) #9, !callees !8
  %14 = getelementptr inbounds i8, ptr %3, i64 1
  br label %2, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !11
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @maxi(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{ptr @add, ptr @maxi, ptr @mul, ptr @sub}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !6, i64 0}

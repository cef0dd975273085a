; ModuleID = 'switch_tables.c'
source_filename = "switch_tables.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"cyan\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"magenta\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"%d:%d:%s \00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1
@switch.table.lookup = private unnamed_addr constant [7 x i32] [i32 17, i32 29, i32 -4, i32 88, i32 1000, i32 3, i32 77], align 4
@switch.table.names.rel = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @switch.table.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @switch.table.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @switch.table.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.names.rel to i64)) to i32)], align 4
@switch.table.colour.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @switch.table.colour.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @switch.table.colour.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @switch.table.colour.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.colour.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.colour.rel to i64)) to i32)], align 4
@switch.table.weight = private unnamed_addr constant [4 x double] [double 5.000000e-01, double 1.250000e+00, double -3.000000e+00, double 1.000000e+10], align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -4, 1001) i32 @lookup(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [7 x i32], ptr @switch.table.lookup, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 0, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @names(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 4
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = shl i64 %4, 2
  %6 = call ptr @llvm.load.relative.i64(ptr @switch.table.names.rel, i64 %5)
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ @.str.4, %1 ]
  ret ptr %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @colour(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -10
  %3 = icmp ult i32 %2, 5
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64
  %6 = shl i64 %5, 2
  %7 = call ptr @llvm.load.relative.i64(ptr @switch.table.colour.rel, i64 %6)
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi ptr [ %7, %4 ], [ @.str.10, %1 ]
  ret ptr %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @weight(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 4
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64
  %6 = getelementptr inbounds [4 x double], ptr @switch.table.weight, i64 0, i64 %5
  %7 = load double, ptr %6, align 8
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi double [ %7, %4 ], [ 0.000000e+00, %1 ]
  ret double %9
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 @lookup(i32 noundef -1)
  %2 = tail call ptr @names(i32 noundef -1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef -1, i32 noundef %1, ptr noundef nonnull %2)
  %3 = tail call i32 @lookup(i32 noundef 0)
  %4 = tail call ptr @names(i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef %3, ptr noundef nonnull %4)
  %5 = tail call i32 @lookup(i32 noundef 1)
  %6 = tail call ptr @names(i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef %5, ptr noundef nonnull %6)
  %7 = tail call i32 @lookup(i32 noundef 2)
  %8 = tail call ptr @names(i32 noundef 2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 2, i32 noundef %7, ptr noundef nonnull %8)
  %9 = tail call i32 @lookup(i32 noundef 3)
  %10 = tail call ptr @names(i32 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 3, i32 noundef %9, ptr noundef nonnull %10)
  %11 = tail call i32 @lookup(i32 noundef 4)
  %12 = tail call ptr @names(i32 noundef 4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 4, i32 noundef %11, ptr noundef nonnull %12)
  %13 = tail call i32 @lookup(i32 noundef 5)
  %14 = tail call ptr @names(i32 noundef 5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 5, i32 noundef %13, ptr noundef nonnull %14)
  %15 = tail call i32 @lookup(i32 noundef 6)
  %16 = tail call ptr @names(i32 noundef 6)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef %15, ptr noundef nonnull %16)
  %17 = tail call i32 @lookup(i32 noundef 7)
  %18 = tail call ptr @names(i32 noundef 7)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 7, i32 noundef %17, ptr noundef nonnull %18)
  %19 = tail call i32 @lookup(i32 noundef 8)
  %20 = tail call ptr @names(i32 noundef 8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 8, i32 noundef %19, ptr noundef nonnull %20)
  %21 = tail call i32 @putchar(i32 10)
  %22 = tail call ptr @colour(i32 noundef 8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %22)
  %23 = tail call ptr @colour(i32 noundef 9)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %23)
  %24 = tail call ptr @colour(i32 noundef 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %24)
  %25 = tail call ptr @colour(i32 noundef 11)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %25)
  %26 = tail call ptr @colour(i32 noundef 12)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %26)
  %27 = tail call ptr @colour(i32 noundef 13)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %27)
  %28 = tail call ptr @colour(i32 noundef 14)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %28)
  %29 = tail call ptr @colour(i32 noundef 15)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %29)
  %30 = tail call i32 @putchar(i32 10)
  %31 = tail call double @weight(i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %31)
  %32 = tail call double @weight(i32 noundef 1)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %32)
  %33 = tail call double @weight(i32 noundef 2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %33)
  %34 = tail call double @weight(i32 noundef 3)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %34)
  %35 = tail call double @weight(i32 noundef 4)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %35)
  %36 = tail call double @weight(i32 noundef 5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, double noundef %36)
  %37 = tail call i32 @putchar(i32 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, ptr noundef nonnull %10, ptr noundef nonnull %26)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
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

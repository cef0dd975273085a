; ModuleID = 'printf_hexfloat.c'
source_filename = "printf_hexfloat.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@vz = dso_local global double 0.000000e+00, align 8
@v = dso_local local_unnamed_addr global [19 x double] [double 1.000000e+00, double 1.000000e-01, double -2.500000e+00, double 0.000000e+00, double -0.000000e+00, double 1.500000e+00, double 3.000000e+00, double 1.000000e+300, double 1.000000e-310, double 4.940660e-324, double 0x10000000000000, double 7.500000e-01, double 1.968750e+00, double 2.555000e+02, double 0x3FF0000000000001, double 0x3FFFFFFFFFFFFFFF, double 5.000000e-01, double 1.031250e+00, double 1.093750e+00], align 16
@.str = private unnamed_addr constant [72 x i8] c"[%a][%A][%.0a][%.1a][%.2a][%#.0a][%20a][%-20a][%+a][% a][%020a][%.15a]\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"[%a][%A][%10a][%-10a]\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"[%a][%.3a]\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load volatile double, ptr @vz, align 8, !tbaa !5
  %2 = load double, ptr @v, align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2)
  %3 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 8), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3, double noundef %3)
  %4 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 16), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4)
  %5 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 24), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5, double noundef %5)
  %6 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 32), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6)
  %7 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 40), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7, double noundef %7)
  %8 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 48), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8)
  %9 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 56), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9, double noundef %9)
  %10 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 64), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10)
  %11 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 72), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11, double noundef %11)
  %12 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 80), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12)
  %13 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 88), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13, double noundef %13)
  %14 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 96), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14)
  %15 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 104), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15, double noundef %15)
  %16 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 112), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16)
  %17 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 120), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17)
  %18 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 128), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18)
  %19 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 136), align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19, double noundef %19)
  %20 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 144), align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20)
  %21 = fdiv double 1.000000e+00, %1
  %22 = fneg double %21
  %23 = load volatile double, ptr @vz, align 8, !tbaa !5
  %24 = load volatile double, ptr @vz, align 8, !tbaa !5
  %25 = fdiv double %23, %24
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %21, double noundef %22, double noundef %25, double noundef %21)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef 0x3FF19999A0000000, double noundef 0x400921FA00000000)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %4 = load ptr, ptr %2, align 8, !tbaa !9
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}

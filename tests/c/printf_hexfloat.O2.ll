; ModuleID = 'printf_hexfloat.c'
source_filename = "printf_hexfloat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@vz = dso_local global double 0.000000e+00, align 8
@v = dso_local local_unnamed_addr global [19 x double] [double 1.000000e+00, double 1.000000e-01, double -2.500000e+00, double 0.000000e+00, double -0.000000e+00, double 1.500000e+00, double 3.000000e+00, double 1.000000e+300, double 1.000000e-310, double 4.940660e-324, double 0x10000000000000, double 7.500000e-01, double 1.968750e+00, double 2.555000e+02, double 0x3FF0000000000001, double 0x3FFFFFFFFFFFFFFF, double 5.000000e-01, double 1.031250e+00, double 1.093750e+00], align 16
@.str = private unnamed_addr constant [72 x i8] c"[%a][%A][%.0a][%.1a][%.2a][%#.0a][%20a][%-20a][%+a][% a][%020a][%.15a]\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"[%a][%A][%10a][%-10a]\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"[%a][%.3a]\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load volatile double, ptr @vz, align 8, !tbaa !5
  %2 = load double, ptr @v, align 16, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2, double noundef %2)
  %4 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 8), align 8, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4)
  %6 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 16), align 16, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6)
  %8 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 24), align 8, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8, double noundef %8)
  %10 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 32), align 16, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10, double noundef %10)
  %12 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 40), align 8, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12, double noundef %12)
  %14 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 48), align 16, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14, double noundef %14)
  %16 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 56), align 8, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16, double noundef %16)
  %18 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 64), align 16, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18, double noundef %18)
  %20 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 72), align 8, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20, double noundef %20)
  %22 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 80), align 16, !tbaa !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22, double noundef %22)
  %24 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 88), align 8, !tbaa !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24, double noundef %24)
  %26 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 96), align 16, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26, double noundef %26)
  %28 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 104), align 8, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28, double noundef %28)
  %30 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 112), align 16, !tbaa !5
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30, double noundef %30)
  %32 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 120), align 8, !tbaa !5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32, double noundef %32)
  %34 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 128), align 16, !tbaa !5
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34, double noundef %34)
  %36 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 136), align 8, !tbaa !5
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36, double noundef %36)
  %38 = load double, ptr getelementptr inbounds (i8, ptr @v, i64 144), align 16, !tbaa !5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38, double noundef %38)
  %40 = fdiv double 1.000000e+00, %1
  %41 = fneg double %40
  %42 = load volatile double, ptr @vz, align 8, !tbaa !5
  %43 = load volatile double, ptr @vz, align 8, !tbaa !5
  %44 = fdiv double %42, %43
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %40, double noundef %41, double noundef %44, double noundef %40)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FF19999A0000000, double noundef 0x400921FA00000000)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}

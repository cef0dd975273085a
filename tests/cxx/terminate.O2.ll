; ModuleID = 'terminate.cpp'
source_filename = "terminate.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZTS4Oops = comdat any

$_ZTI4Oops = comdat any

@.str = private unnamed_addr constant [17 x i8] c"terminate: start\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [17 x i8] c"caught %d first\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"about to throw Oops with no handler\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.3 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"middle: caught an int (wrong)\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Oops = linkonce_odr dso_local constant [6 x i8] c"4Oops\00", comdat, align 1
@_ZTI4Oops = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Oops }, comdat, align 8
@_ZL10g_cleanups = internal unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str)
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 1, ptr %2, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #5
          to label %33 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %5 = extractvalue { ptr, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %24

8:                                                ; preds = %3
  %9 = extractvalue { ptr, i32 } %4, 0
  %10 = tail call ptr @__cxa_begin_catch(ptr %9) #4
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11)
  tail call void @__cxa_end_catch() #4
  %13 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.2)
  %14 = load ptr, ptr @stdout, align 8, !tbaa !9
  %15 = tail call i32 @fflush(ptr noundef %14)
  invoke fastcc void @_ZL7deepesti(i32 noundef 3)
          to label %29 unwind label %16

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %18 = extractvalue { ptr, i32 } %17, 1
  %19 = icmp eq i32 %18, %5
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = extractvalue { ptr, i32 } %17, 0
  %22 = tail call ptr @__cxa_begin_catch(ptr %21) #4
  %23 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.4)
  tail call void @__cxa_end_catch() #4
  br label %29

24:                                               ; preds = %3, %26
  %25 = phi { ptr, i32 } [ %17, %26 ], [ %4, %3 ]
  resume { ptr, i32 } %25

26:                                               ; preds = %16
  %27 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  br label %24

29:                                               ; preds = %8, %20
  %30 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %32 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.3)
  ret i32 0

33:                                               ; preds = %0
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress uwtable
define internal fastcc void @_ZL7deepesti(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %9

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 17, ptr %4, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI4Oops, ptr null) #5
          to label %14 unwind label %5

5:                                                ; preds = %9, %3
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  resume { ptr, i32 } %6

9:                                                ; preds = %1
  %10 = add nsw i32 %0, -1
  invoke fastcc void @_ZL7deepesti(i32 noundef %10)
          to label %11 unwind label %5

11:                                               ; preds = %9
  %12 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL10g_cleanups, align 4, !tbaa !5
  ret void

14:                                               ; preds = %3
  unreachable
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTS4Oops", !6, i64 0}

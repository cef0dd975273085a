; ModuleID = 'noexcept_spec.cpp'
source_filename = "noexcept_spec.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [51 x i8] c"noexcept operator: add %d may_throw %d guarded %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"add(2, 3) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"  = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"self_contained(5) = %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.8 = private unnamed_addr constant [18 x i8] c"  main caught %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"loop total %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"guarded\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  enter %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [28 x i8] c"  self_contained caught %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"pass1\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"pass1b\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"pass2\00", align 1
@.str.20 = private unnamed_addr constant [16 x i8] c"  pass2 got %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"pass3\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"normal_return\00", align 1
@.str.24 = private unnamed_addr constant [26 x i8] c"  ~ThrowOnExit throws %d\0A\00", align 1
@str = private unnamed_addr constant [12 x i8] c"guarded(4):\00", align 1
@str.27 = private unnamed_addr constant [20 x i8] c"self_contained(-5):\00", align 1
@str.28 = private unnamed_addr constant [10 x i8] c"pass1(1):\00", align 1
@str.29 = private unnamed_addr constant [11 x i8] c"pass1(-8):\00", align 1
@str.30 = private unnamed_addr constant [36 x i8] c"destructor throws on normal return:\00", align 1
@str.31 = private unnamed_addr constant [33 x i8] c"destructor throws at scope exit:\00", align 1
@str.32 = private unnamed_addr constant [26 x i8] c"  normal_return body done\00", align 1
@str.33 = private unnamed_addr constant [19 x i8] c"  inner scope ends\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.13)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.27)
  %9 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 -5, ptr %9, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIi, ptr null) #6
          to label %10 unwind label %11

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = extractvalue { ptr, i32 } %12, 1
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %18, label %17

17:                                               ; preds = %11
  tail call void @__clang_call_terminate(ptr %13) #7
  unreachable

18:                                               ; preds = %11
  %19 = tail call ptr @__cxa_begin_catch(ptr %13) #5
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %20)
  tail call void @__cxa_end_catch() #5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %23 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.28)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.17)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.18)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.19)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.21)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.21)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.19)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.18)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.17)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 102)
  %34 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.29)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.17)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.18)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.19)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.21)
  %39 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 -8, ptr %39, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %39, ptr nonnull @_ZTIi, ptr null) #6
          to label %40 unwind label %41

40:                                               ; preds = %18
  unreachable

41:                                               ; preds = %18
  %42 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.21)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.19)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.18)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.17)
  %47 = extractvalue { ptr, i32 } %42, 1
  %48 = icmp eq i32 %47, %14
  br i1 %48, label %49, label %104

49:                                               ; preds = %41
  %50 = extractvalue { ptr, i32 } %42, 0
  %51 = tail call ptr @__cxa_begin_catch(ptr %50) #5
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %52)
  tail call void @__cxa_end_catch() #5
  %54 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.22)
  %56 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.32)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 33)
  %58 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 33, ptr %58, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %58, ptr nonnull @_ZTIi, ptr null) #6
          to label %59 unwind label %60

59:                                               ; preds = %49
  unreachable

60:                                               ; preds = %49
  %61 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.22)
  %63 = extractvalue { ptr, i32 } %61, 1
  %64 = icmp eq i32 %63, %14
  br i1 %64, label %65, label %104

65:                                               ; preds = %60
  %66 = extractvalue { ptr, i32 } %61, 0
  %67 = tail call ptr @__cxa_begin_catch(ptr %66) #5
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %68)
  tail call void @__cxa_end_catch() #5
  %70 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.31)
  %71 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.33)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 77)
  %73 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 77, ptr %73, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %73, ptr nonnull @_ZTIi, ptr null) #6
          to label %74 unwind label %75

74:                                               ; preds = %65
  unreachable

75:                                               ; preds = %65
  %76 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %77 = extractvalue { ptr, i32 } %76, 1
  %78 = icmp eq i32 %77, %14
  br i1 %78, label %79, label %104

79:                                               ; preds = %75
  %80 = extractvalue { ptr, i32 } %76, 0
  %81 = tail call ptr @__cxa_begin_catch(ptr %80) #5
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %82)
  tail call void @__cxa_end_catch() #5
  br label %86

84:                                               ; preds = %96
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %101)
  ret i32 0

86:                                               ; preds = %79, %96
  %87 = phi i32 [ 0, %79 ], [ %102, %96 ]
  %88 = phi i32 [ 0, %79 ], [ %101, %96 ]
  %89 = add nsw i32 %87, %88
  %90 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 %87, ptr %90, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %90, ptr nonnull @_ZTIi, ptr null) #6
          to label %91 unwind label %92

91:                                               ; preds = %86
  unreachable

92:                                               ; preds = %86
  %93 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %94 = extractvalue { ptr, i32 } %93, 1
  %95 = icmp eq i32 %94, %14
  br i1 %95, label %96, label %104

96:                                               ; preds = %92
  %97 = extractvalue { ptr, i32 } %93, 0
  %98 = tail call ptr @__cxa_begin_catch(ptr %97) #5
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = mul nsw i32 %99, 1000
  %101 = add nsw i32 %89, %100
  tail call void @__cxa_end_catch() #5
  %102 = add nuw nsw i32 %87, 1
  %103 = icmp eq i32 %102, 50
  br i1 %103, label %84, label %86, !llvm.loop !9

104:                                              ; preds = %92, %75, %60, %41
  %105 = phi { ptr, i32 } [ %76, %75 ], [ %61, %60 ], [ %42, %41 ], [ %93, %92 ]
  resume { ptr, i32 } %105
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #5
  tail call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

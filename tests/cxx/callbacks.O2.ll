; ModuleID = 'callbacks.cpp'
source_filename = "callbacks.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"cmp\00", align 1
@_ZL5calls = internal unnamed_addr global i32 0, align 4
@_ZTIi = external constant ptr
@_ZL12inner_caught = internal unnamed_addr global i32 0, align 4
@__const.main.v = private unnamed_addr constant [5 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1], align 16
@.str.2 = private unnamed_addr constant [26 x i8] c"caught %d after %d calls\0A\00", align 1
@__const.main.w = private unnamed_addr constant [8 x i32] [i32 8, i32 3, i32 7, i32 1, i32 6, i32 2, i32 5, i32 4], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"\0Ainner handlers ran: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"cleanup %s\0A\00", align 1
@str = private unnamed_addr constant [12 x i8] c"not reached\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local i32 @throwing_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = load i32, ptr @_ZL5calls, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL5calls, align 4, !tbaa !5
  %5 = icmp eq i32 %4, 3
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 42, ptr %7, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #9
          to label %16 unwind label %8

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str)
  resume { ptr, i32 } %9

11:                                               ; preds = %2
  %12 = load i32, ptr %0, align 4, !tbaa !5
  %13 = load i32, ptr %1, align 4, !tbaa !5
  %14 = sub nsw i32 %12, %13
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str)
  ret i32 %14

16:                                               ; preds = %6
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define dso_local i32 @catching_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = add nsw i32 %4, %3
  %6 = srem i32 %5, 3
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %22

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  %10 = sub nsw i32 %3, %4
  store i32 %10, ptr %9, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIi, ptr null) #9
          to label %27 unwind label %11

11:                                               ; preds = %8
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %13 = extractvalue { ptr, i32 } %12, 1
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %11
  %17 = extractvalue { ptr, i32 } %12, 0
  %18 = tail call ptr @__cxa_begin_catch(ptr %17) #8
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = load i32, ptr @_ZL12inner_caught, align 4, !tbaa !5
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @_ZL12inner_caught, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #8
  br label %24

22:                                               ; preds = %2
  %23 = sub nsw i32 %3, %4
  br label %24

24:                                               ; preds = %22, %16
  %25 = phi i32 [ %19, %16 ], [ %23, %22 ]
  ret i32 %25

26:                                               ; preds = %11
  resume { ptr, i32 } %12

27:                                               ; preds = %8
  unreachable
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca [5 x i32], align 16
  %2 = alloca [8 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, ptr noundef nonnull align 16 dereferenceable(20) @__const.main.v, i64 20, i1 false)
  invoke void @qsort(ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @throwing_cmp)
          to label %3 unwind label %5

3:                                                ; preds = %0
  %4 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %16

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %7 = extractvalue { ptr, i32 } %6, 1
  %8 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %44

10:                                               ; preds = %5
  %11 = extractvalue { ptr, i32 } %6, 0
  %12 = call ptr @__cxa_begin_catch(ptr %11) #8
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = load i32, ptr @_ZL5calls, align 4, !tbaa !5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13, i32 noundef %14)
  call void @__cxa_end_catch() #8
  br label %16

16:                                               ; preds = %10, %3
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.w, i64 32, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 8, i64 noundef 4, ptr noundef nonnull @catching_cmp)
  %17 = load i32, ptr %2, align 16, !tbaa !5
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %17)
  %19 = getelementptr inbounds i8, ptr %2, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %20)
  %22 = getelementptr inbounds i8, ptr %2, i64 8
  %23 = load i32, ptr %22, align 8, !tbaa !5
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %23)
  %25 = getelementptr inbounds i8, ptr %2, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  %28 = getelementptr inbounds i8, ptr %2, i64 16
  %29 = load i32, ptr %28, align 16, !tbaa !5
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %29)
  %31 = getelementptr inbounds i8, ptr %2, i64 20
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %32)
  %34 = getelementptr inbounds i8, ptr %2, i64 24
  %35 = load i32, ptr %34, align 8, !tbaa !5
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = getelementptr inbounds i8, ptr %2, i64 28
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38)
  %40 = load i32, ptr @_ZL12inner_caught, align 4, !tbaa !5
  %41 = icmp sgt i32 %40, 0
  %42 = select i1 %41, ptr @.str.5, ptr @.str.6
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %42)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #8
  ret i32 0

44:                                               ; preds = %5
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #8
  resume { ptr, i32 } %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

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

; ModuleID = 'callbacks.cpp'
source_filename = "callbacks.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Guard = type { ptr }

$_ZN5GuardD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [4 x i8] c"cmp\00", align 1
@_ZL5calls = internal global i32 0, align 4
@_ZTIi = external constant ptr
@_ZL12inner_caught = internal global i32 0, align 4
@__const.main.v = private unnamed_addr constant [5 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1], align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"caught %d after %d calls\0A\00", align 1
@__const.main.w = private unnamed_addr constant [8 x i32] [i32 8, i32 3, i32 7, i32 1, i32 6, i32 2, i32 5, i32 4], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"\0Ainner handlers ran: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"cleanup %s\0A\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @throwing_cmp(ptr noundef %0, ptr noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Guard, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  store ptr @.str, ptr %8, align 8
  %9 = load i32, ptr @_ZL5calls, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL5calls, align 4
  %11 = icmp eq i32 %10, 3
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 42, ptr %13, align 16
  invoke void @__cxa_throw(ptr %13, ptr @_ZTIi, ptr null) #8
          to label %29 unwind label %14

14:                                               ; preds = %12
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %6, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %7, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #7
  br label %24

18:                                               ; preds = %2
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %19, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %21, align 4
  %23 = sub nsw i32 %20, %22
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #7
  ret i32 %23

24:                                               ; preds = %14
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %7, align 4
  %27 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %28 = insertvalue { ptr, i32 } %27, i32 %26, 1
  resume { ptr, i32 } %28

29:                                               ; preds = %12
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @catching_cmp(ptr noundef %0, ptr noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %13, align 4
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %7, align 4
  %17 = add nsw i32 %15, %16
  %18 = srem i32 %17, 3
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %40

20:                                               ; preds = %2
  %21 = call ptr @__cxa_allocate_exception(i64 4) #7
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %7, align 4
  %24 = sub nsw i32 %22, %23
  store i32 %24, ptr %21, align 16
  invoke void @__cxa_throw(ptr %21, ptr @_ZTIi, ptr null) #8
          to label %52 unwind label %25

25:                                               ; preds = %20
  %26 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %8, align 8
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %9, align 4
  br label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %9, align 4
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %47

33:                                               ; preds = %29
  %34 = load ptr, ptr %8, align 8
  %35 = call ptr @__cxa_begin_catch(ptr %34) #7
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %10, align 4
  %37 = load i32, ptr @_ZL12inner_caught, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr @_ZL12inner_caught, align 4
  %39 = load i32, ptr %10, align 4
  store i32 %39, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %45

40:                                               ; preds = %2
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %6, align 4
  %43 = load i32, ptr %7, align 4
  %44 = sub nsw i32 %42, %43
  store i32 %44, ptr %3, align 4
  br label %45

45:                                               ; preds = %41, %33
  %46 = load i32, ptr %3, align 4
  ret i32 %46

47:                                               ; preds = %29
  %48 = load ptr, ptr %8, align 8
  %49 = load i32, ptr %9, align 4
  %50 = insertvalue { ptr, i32 } poison, ptr %48, 0
  %51 = insertvalue { ptr, i32 } %50, i32 %49, 1
  resume { ptr, i32 } %51

52:                                               ; preds = %20
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i32], align 16
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 20, i1 false)
  %8 = getelementptr inbounds [5 x i32], ptr %2, i64 0, i64 0
  invoke void @qsort(ptr noundef %8, i64 noundef 5, i64 noundef 4, ptr noundef @throwing_cmp)
          to label %9 unwind label %12

9:                                                ; preds = %0
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %11 unwind label %12

11:                                               ; preds = %9
  br label %28

12:                                               ; preds = %9, %0
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %4, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %52

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #7
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %5, align 4
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @_ZL5calls, align 4
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %24, i32 noundef %25)
          to label %27 unwind label %42

27:                                               ; preds = %20
  call void @__cxa_end_catch() #7
  br label %28

28:                                               ; preds = %27, %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.w, i64 32, i1 false)
  %29 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 0
  call void @qsort(ptr noundef %29, i64 noundef 8, i64 noundef 4, ptr noundef @catching_cmp)
  store i32 0, ptr %7, align 4
  br label %30

30:                                               ; preds = %39, %28
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %31, 8
  br i1 %32, label %33, label %46

33:                                               ; preds = %30
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %37)
  br label %39

39:                                               ; preds = %33
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %7, align 4
  br label %30, !llvm.loop !6

42:                                               ; preds = %20
  %43 = landingpad { ptr, i32 }
          cleanup
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %3, align 8
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %52

46:                                               ; preds = %30
  %47 = load i32, ptr @_ZL12inner_caught, align 4
  %48 = icmp sgt i32 %47, 0
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, ptr @.str.5, ptr @.str.6
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %50)
  ret i32 0

52:                                               ; preds = %42, %16
  %53 = load ptr, ptr %3, align 8
  %54 = load i32, ptr %4, align 4
  %55 = insertvalue { ptr, i32 } poison, ptr %53, 0
  %56 = insertvalue { ptr, i32 } %55, i32 %54, 1
  resume { ptr, i32 } %56
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #5

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

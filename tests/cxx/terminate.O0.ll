; ModuleID = 'terminate.cpp'
source_filename = "terminate.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Counter = type { i8 }
%struct.Oops = type { i32 }

$_ZN7CounterD2Ev = comdat any

$_ZTS4Oops = comdat any

$_ZTI4Oops = comdat any

@.str = private unnamed_addr constant [17 x i8] c"terminate: start\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [17 x i8] c"caught %d first\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"about to throw Oops with no handler\00", align 1
@stdout = external global ptr, align 8
@.str.3 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"middle: caught an int (wrong)\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Oops = linkonce_odr dso_local constant [6 x i8] c"4Oops\00", comdat, align 1
@_ZTI4Oops = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Oops }, comdat, align 8
@_ZL10g_cleanups = internal global i32 0, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 @puts(ptr noundef @.str)
  %6 = call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 1, ptr %6, align 16
  invoke void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #6
          to label %36 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %31

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 8
  %17 = call ptr @__cxa_begin_catch(ptr %16) #5
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %4, align 4
  %19 = load i32, ptr %4, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19)
          to label %21 unwind label %27

21:                                               ; preds = %15
  call void @__cxa_end_catch() #5
  br label %22

22:                                               ; preds = %21
  %23 = call i32 @puts(ptr noundef @.str.2)
  %24 = load ptr, ptr @stdout, align 8
  %25 = call i32 @fflush(ptr noundef %24)
  call void @_ZL6middlev()
  %26 = call i32 @puts(ptr noundef @.str.3)
  ret i32 0

27:                                               ; preds = %15
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %31

31:                                               ; preds = %27, %11
  %32 = load ptr, ptr %2, align 8
  %33 = load i32, ptr %3, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %0
  unreachable
}

declare i32 @puts(ptr noundef) #1

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #1

declare void @__cxa_end_catch()

declare i32 @fflush(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlev() #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Counter, align 1
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  invoke void @_ZL7deepesti(i32 noundef 3)
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %20

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 8
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %2, align 8
  %16 = call ptr @__cxa_begin_catch(ptr %15) #5
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %4, align 4
  %18 = invoke i32 @puts(ptr noundef @.str.4)
          to label %19 unwind label %21

19:                                               ; preds = %14
  call void @__cxa_end_catch() #5
  br label %20

20:                                               ; preds = %19, %5
  call void @_ZN7CounterD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #5
  ret void

21:                                               ; preds = %14
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %2, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %3, align 4
  call void @__cxa_end_catch() #5
  br label %25

25:                                               ; preds = %21, %10
  call void @_ZN7CounterD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #5
  br label %26

26:                                               ; preds = %25
  %27 = load ptr, ptr %2, align 8
  %28 = load i32, ptr %3, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7deepesti(i32 noundef %0) #3 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Counter, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #5
  %10 = getelementptr inbounds %struct.Oops, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 17
  store i32 %12, ptr %10, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI4Oops, ptr null) #6
          to label %26 unwind label %13

13:                                               ; preds = %17, %8
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %4, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %5, align 4
  call void @_ZN7CounterD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #5
  br label %21

17:                                               ; preds = %1
  %18 = load i32, ptr %2, align 4
  %19 = sub nsw i32 %18, 1
  invoke void @_ZL7deepesti(i32 noundef %19)
          to label %20 unwind label %13

20:                                               ; preds = %17
  call void @_ZN7CounterD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #5
  ret void

21:                                               ; preds = %13
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %5, align 4
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25

26:                                               ; preds = %8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL10g_cleanups, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL10g_cleanups, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

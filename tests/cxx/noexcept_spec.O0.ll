; ModuleID = 'noexcept_spec.cpp'
source_filename = "noexcept_spec.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.QuietThrowOnExit = type { i32 }
%struct.Tracer = type { ptr }
%struct.ThrowOnExit = type { i32 }

$_ZN16QuietThrowOnExitC2Ei = comdat any

$_ZN16QuietThrowOnExitD2Ev = comdat any

$_ZN6TracerC2EPKc = comdat any

$__clang_call_terminate = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN11ThrowOnExitC2Ei = comdat any

$_ZN11ThrowOnExitD2Ev = comdat any

@.str = private unnamed_addr constant [51 x i8] c"noexcept operator: add %d may_throw %d guarded %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"add(2, 3) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"guarded(4):\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"  = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"self_contained(5) = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"self_contained(-5):\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"pass1(1):\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"pass1(-8):\0A\00", align 1
@_ZTIi = external constant ptr
@.str.8 = private unnamed_addr constant [18 x i8] c"  main caught %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [37 x i8] c"destructor throws on normal return:\0A\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"  not reached %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"destructor throws at scope exit:\0A\00", align 1
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
@.str.23 = private unnamed_addr constant [27 x i8] c"  normal_return body done\0A\00", align 1
@.str.24 = private unnamed_addr constant [26 x i8] c"  ~ThrowOnExit throws %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [20 x i8] c"  inner scope ends\0A\00", align 1
@.str.26 = private unnamed_addr constant [27 x i8] c"  scope_exit: not reached\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.QuietThrowOnExit, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %13 = call noundef i32 @_ZL3addii(i32 noundef 2, i32 noundef 3) #7
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %16 = call noundef i32 @_ZL7guardedi(i32 noundef 4) #7
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %16)
  %18 = call noundef i32 @_ZL14self_containedi(i32 noundef 5) #7
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %21 = call noundef i32 @_ZL14self_containedi(i32 noundef -5) #7
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %21)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %24 = call noundef i32 @_ZL5pass1i(i32 noundef 1)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %24)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %27 = invoke noundef i32 @_ZL5pass1i(i32 noundef -8)
          to label %28 unwind label %31

28:                                               ; preds = %0
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %27)
          to label %30 unwind label %31

30:                                               ; preds = %28
  br label %46

31:                                               ; preds = %28, %0
  %32 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %2, align 8
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %3, align 4
  br label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %3, align 4
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %133

39:                                               ; preds = %35
  %40 = load ptr, ptr %2, align 8
  %41 = call ptr @__cxa_begin_catch(ptr %40) #7
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %4, align 4
  %43 = load i32, ptr %4, align 4
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %43)
          to label %45 unwind label %53

45:                                               ; preds = %39
  call void @__cxa_end_catch() #7
  br label %46

46:                                               ; preds = %45, %30
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %48 = invoke noundef i32 @_ZL13normal_returni(i32 noundef 33)
          to label %49 unwind label %57

49:                                               ; preds = %46
  store i32 %48, ptr %5, align 4
  %50 = load i32, ptr %5, align 4
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %50)
          to label %52 unwind label %57

52:                                               ; preds = %49
  br label %72

53:                                               ; preds = %39
  %54 = landingpad { ptr, i32 }
          cleanup
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %2, align 8
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %133

57:                                               ; preds = %49, %46
  %58 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %2, align 8
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %3, align 4
  br label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %3, align 4
  %63 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %133

65:                                               ; preds = %61
  %66 = load ptr, ptr %2, align 8
  %67 = call ptr @__cxa_begin_catch(ptr %66) #7
  %68 = load i32, ptr %67, align 4
  store i32 %68, ptr %6, align 4
  %69 = load i32, ptr %6, align 4
  %70 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %69)
          to label %71 unwind label %75

71:                                               ; preds = %65
  call void @__cxa_end_catch() #7
  br label %72

72:                                               ; preds = %71, %52
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  invoke void @_ZL10scope_exitv()
          to label %74 unwind label %79

74:                                               ; preds = %72
  br label %94

75:                                               ; preds = %65
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %2, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %133

79:                                               ; preds = %72
  %80 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %81 = extractvalue { ptr, i32 } %80, 0
  store ptr %81, ptr %2, align 8
  %82 = extractvalue { ptr, i32 } %80, 1
  store i32 %82, ptr %3, align 4
  br label %83

83:                                               ; preds = %79
  %84 = load i32, ptr %3, align 4
  %85 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %133

87:                                               ; preds = %83
  %88 = load ptr, ptr %2, align 8
  %89 = call ptr @__cxa_begin_catch(ptr %88) #7
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %7, align 4
  %91 = load i32, ptr %7, align 4
  %92 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %91)
          to label %93 unwind label %106

93:                                               ; preds = %87
  call void @__cxa_end_catch() #7
  br label %94

94:                                               ; preds = %93, %74
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %95

95:                                               ; preds = %127, %94
  %96 = load i32, ptr %9, align 4
  %97 = icmp slt i32 %96, 50
  br i1 %97, label %98, label %130

98:                                               ; preds = %95
  %99 = load i32, ptr %9, align 4
  invoke void @_ZN16QuietThrowOnExitC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %99)
          to label %100 unwind label %110

100:                                              ; preds = %98
  %101 = load i32, ptr %9, align 4
  %102 = call noundef i32 @_ZL3addii(i32 noundef %101, i32 noundef 0) #7
  %103 = load i32, ptr %8, align 4
  %104 = add nsw i32 %103, %102
  store i32 %104, ptr %8, align 4
  invoke void @_ZN16QuietThrowOnExitD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %105 unwind label %110

105:                                              ; preds = %100
  br label %126

106:                                              ; preds = %87
  %107 = landingpad { ptr, i32 }
          cleanup
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %2, align 8
  %109 = extractvalue { ptr, i32 } %107, 1
  store i32 %109, ptr %3, align 4
  call void @__cxa_end_catch() #7
  br label %133

110:                                              ; preds = %100, %98
  %111 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %112 = extractvalue { ptr, i32 } %111, 0
  store ptr %112, ptr %2, align 8
  %113 = extractvalue { ptr, i32 } %111, 1
  store i32 %113, ptr %3, align 4
  br label %114

114:                                              ; preds = %110
  %115 = load i32, ptr %3, align 4
  %116 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %117 = icmp eq i32 %115, %116
  br i1 %117, label %118, label %133

118:                                              ; preds = %114
  %119 = load ptr, ptr %2, align 8
  %120 = call ptr @__cxa_begin_catch(ptr %119) #7
  %121 = load i32, ptr %120, align 4
  store i32 %121, ptr %11, align 4
  %122 = load i32, ptr %11, align 4
  %123 = mul nsw i32 %122, 1000
  %124 = load i32, ptr %8, align 4
  %125 = add nsw i32 %124, %123
  store i32 %125, ptr %8, align 4
  call void @__cxa_end_catch() #7
  br label %126

126:                                              ; preds = %118, %105
  br label %127

127:                                              ; preds = %126
  %128 = load i32, ptr %9, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %9, align 4
  br label %95, !llvm.loop !6

130:                                              ; preds = %95
  %131 = load i32, ptr %8, align 4
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %131)
  ret i32 0

133:                                              ; preds = %114, %106, %83, %75, %61, %53, %35
  %134 = load ptr, ptr %2, align 8
  %135 = load i32, ptr %3, align 4
  %136 = insertvalue { ptr, i32 } poison, ptr %134, 0
  %137 = insertvalue { ptr, i32 } %136, i32 %135, 1
  resume { ptr, i32 } %137
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL3addii(i32 noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7guardedi(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  store i32 %0, ptr %2, align 4
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.13)
          to label %4 unwind label %9

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 4
  %6 = invoke noundef i32 @_ZL9may_throwi(i32 noundef %5)
          to label %7 unwind label %9

7:                                                ; preds = %4
  %8 = mul nsw i32 %6, 2
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  ret i32 %8

9:                                                ; preds = %4, %1
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL14self_containedi(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = invoke noundef i32 @_ZL9may_throwi(i32 noundef %7)
          to label %9 unwind label %10

9:                                                ; preds = %1
  store i32 %8, ptr %2, align 4
  br label %26

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %31

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %6, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %22)
          to label %24 unwind label %28

24:                                               ; preds = %18
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch() #7
  br label %26

25:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

26:                                               ; preds = %24, %9
  %27 = load i32, ptr %2, align 4
  ret i32 %27

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          catch ptr null
  %30 = extractvalue { ptr, i32 } %29, 0
  call void @__clang_call_terminate(ptr %30) #8
  unreachable

31:                                               ; preds = %14
  %32 = load ptr, ptr %4, align 8
  call void @__clang_call_terminate(ptr %32) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5pass1i(i32 noundef %0) #3 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca %struct.Tracer, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.17)
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @.str.18)
          to label %7 unwind label %12

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = invoke noundef i32 @_ZL5pass2i(i32 noundef %8)
          to label %10 unwind label %16

10:                                               ; preds = %7
  %11 = add nsw i32 %9, 100
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #7
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  ret i32 %11

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %5, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %6, align 4
  br label %20

16:                                               ; preds = %7
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #7
  br label %20

20:                                               ; preds = %16, %12
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %21

21:                                               ; preds = %20
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %6, align 4
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL13normal_returni(i32 noundef %0) #3 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca %struct.ThrowOnExit, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.22)
  %7 = load i32, ptr %2, align 4
  invoke void @_ZN11ThrowOnExitC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %7)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.23)
          to label %10 unwind label %16

10:                                               ; preds = %8
  %11 = load i32, ptr %2, align 4
  invoke void @_ZN11ThrowOnExitD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4)
          to label %20 unwind label %12

12:                                               ; preds = %10, %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %5, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %6, align 4
  br label %22

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  invoke void @_ZN11ThrowOnExitD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4)
          to label %21 unwind label %28

20:                                               ; preds = %10
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  ret i32 %11

21:                                               ; preds = %16
  br label %22

22:                                               ; preds = %21, %12
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %23

23:                                               ; preds = %22
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27

28:                                               ; preds = %16
  %29 = landingpad { ptr, i32 }
          catch ptr null
  %30 = extractvalue { ptr, i32 } %29, 0
  call void @__clang_call_terminate(ptr %30) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10scope_exitv() #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.ThrowOnExit, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  call void @_ZN11ThrowOnExitC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef 77)
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.25)
          to label %5 unwind label %7

5:                                                ; preds = %0
  call void @_ZN11ThrowOnExitD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.26)
  ret void

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  invoke void @_ZN11ThrowOnExitD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1)
          to label %11 unwind label %17

11:                                               ; preds = %7
  br label %12

12:                                               ; preds = %11
  %13 = load ptr, ptr %2, align 8
  %14 = load i32, ptr %3, align 4
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

17:                                               ; preds = %7
  %18 = landingpad { ptr, i32 }
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  call void @__clang_call_terminate(ptr %19) #8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN16QuietThrowOnExitC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.QuietThrowOnExit, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN16QuietThrowOnExitD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @__cxa_allocate_exception(i64 4) #7
  %5 = getelementptr inbounds %struct.QuietThrowOnExit, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  store i32 %6, ptr %4, align 16
  call void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Tracer, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %9)
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9may_throwi(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i64 4) #7
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5pass2i(i32 noundef %0) #3 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.19)
  %7 = load i32, ptr %2, align 4
  %8 = invoke noundef i32 @_ZL5pass3i(i32 noundef %7)
          to label %9 unwind label %14

9:                                                ; preds = %1
  store i32 %8, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %10)
          to label %12 unwind label %14

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  ret i32 %13

14:                                               ; preds = %9, %1
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %5, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %6, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %6, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5pass3i(i32 noundef %0) #3 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.21)
  %6 = load i32, ptr %2, align 4
  %7 = invoke noundef i32 @_ZL9may_throwi(i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  ret i32 %7

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %4, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %5, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %17 = insertvalue { ptr, i32 } %16, i32 %15, 1
  resume { ptr, i32 } %17
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11ThrowOnExitC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.ThrowOnExit, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN11ThrowOnExitD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.ThrowOnExit, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %5)
  %7 = call ptr @__cxa_allocate_exception(i64 4) #7
  %8 = getelementptr inbounds %struct.ThrowOnExit, ptr %3, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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

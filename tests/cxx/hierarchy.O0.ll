; ModuleID = 'hierarchy.cpp'
source_filename = "hierarchy.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.PP = type { %struct.P1, %struct.P2, i32 }
%struct.P1 = type { i32 }
%struct.P2 = type { i32 }
%struct.Leaf = type { %struct.Mid.base, [4 x i8] }
%struct.Mid.base = type { %struct.Base.base }
%struct.Base.base = type <{ ptr, i32 }>
%struct.Mid = type { %struct.Base.base, [4 x i8] }
%struct.Right = type <{ ptr, i32, [4 x i8] }>
%struct.Left = type <{ ptr, i32, [4 x i8] }>
%struct.Both = type { %struct.Left.base, [4 x i8], %struct.Right.base, i32 }
%struct.Left.base = type <{ ptr, i32 }>
%struct.Right.base = type <{ ptr, i32 }>
%struct.Base = type <{ ptr, i32, [4 x i8] }>

$_ZN4BothC2Ei = comdat any

$_ZN4BothD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN6HiddenC2Ev = comdat any

$_ZN6HiddenD2Ev = comdat any

$_ZN4LeafC2Ei = comdat any

$_ZN3MidC2Ei = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZN4BaseC2Ei = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZNK4Base5valueEv = comdat any

$_ZN4BaseC2ERKS_ = comdat any

$_ZN3MidC2ERKS_ = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZNK3Mid5valueEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZN4BothD0Ev = comdat any

$_ZNK4Left3whoEv = comdat any

$_ZNK4Both4sideEv = comdat any

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZThn16_NK4Both4sideEv = comdat any

$_ZN4LeftD2Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZN5RightD2Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZNK5Right4sideEv = comdat any

$_ZN6HiddenD0Ev = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZNK4Leaf5valueEv = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTS4Both = comdat any

$_ZTS4Left = comdat any

$_ZTI4Left = comdat any

$_ZTI4Both = comdat any

$_ZTS2P2 = comdat any

$_ZTI2P2 = comdat any

$_ZTS2PP = comdat any

$_ZTS2P1 = comdat any

$_ZTI2P1 = comdat any

$_ZTI2PP = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS6Hidden = comdat any

$_ZTI6Hidden = comdat any

$_ZTSP4Leaf = comdat any

$_ZTS4Leaf = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTI4Leaf = comdat any

$_ZTIP4Leaf = comdat any

$_ZTSPK3Mid = comdat any

$_ZTIPK3Mid = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Both = comdat any

$_ZTV4Left = comdat any

$_ZTV5Right = comdat any

$_ZTV6Hidden = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Right }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Both = linkonce_odr dso_local constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Left }, comdat, align 8
@_ZTI4Both = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Both, i32 0, i32 2, ptr @_ZTI4Left, i64 2, ptr @_ZTI5Right, i64 4098 }, comdat, align 8
@.str = private unnamed_addr constant [25 x i8] c"Both as Right&: r=%d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"  back to Both: l=%d r=%d b=%d %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"Both as Left&: l=%d %s\0A\00", align 1
@_ZTS2P2 = linkonce_odr dso_local constant [4 x i8] c"2P2\00", comdat, align 1
@_ZTI2P2 = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2P2 }, comdat, align 8
@_ZTS2PP = linkonce_odr dso_local constant [4 x i8] c"2PP\00", comdat, align 1
@_ZTS2P1 = linkonce_odr dso_local constant [4 x i8] c"2P1\00", comdat, align 1
@_ZTI2P1 = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2P1 }, comdat, align 8
@_ZTI2PP = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2PP, i32 0, i32 2, ptr @_ZTI2P1, i64 2, ptr @_ZTI2P2, i64 1026 }, comdat, align 8
@.str.3 = private unnamed_addr constant [27 x i8] c"PP as P2&: b=%d, PP::c=%d\0A\00", align 1
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTS6Hidden = linkonce_odr dso_local constant [8 x i8] c"6Hidden\00", comdat, align 1
@_ZTI6Hidden = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS6Hidden, i32 0, i32 1, ptr @_ZTI4Base, i64 0 }, comdat, align 8
@.str.4 = private unnamed_addr constant [34 x i8] c"Hidden: private base not matched\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"Hidden as Base&: wrong\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Leaf = linkonce_odr dso_local constant [7 x i8] c"P4Leaf\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Leaf = linkonce_odr dso_local constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTS3Mid = linkonce_odr dso_local constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Mid, ptr @_ZTI4Base }, comdat, align 8
@_ZTI4Leaf = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Leaf, ptr @_ZTI3Mid }, comdat, align 8
@_ZTIP4Leaf = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP4Leaf, i32 0, ptr @_ZTI4Leaf }, comdat, align 8
@.str.6 = private unnamed_addr constant [47 x i8] c"Leaf* caught as Leaf*: %s %d, same object: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"Leaf*: wrong\0A\00", align 1
@_ZTSPK3Mid = linkonce_odr dso_local constant [7 x i8] c"PK3Mid\00", comdat, align 1
@_ZTIPK3Mid = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK3Mid, i32 1, ptr @_ZTI3Mid }, comdat, align 8
@.str.8 = private unnamed_addr constant [40 x i8] c"const Mid* caught as const Mid*: %s %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"const Mid*: wrong\0A\00", align 1
@.str.10 = private unnamed_addr constant [31 x i8] c"derived-first(%d): not a Base\0A\00", align 1
@.str.11 = private unnamed_addr constant [32 x i8] c"derived-first(%d): Base& %s %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [31 x i8] c"derived-first(%d): Mid& %s %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [32 x i8] c"derived-first(%d): Leaf& %s %d\0A\00", align 1
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4nameEv, ptr @_ZNK4Base5valueEv] }, comdat, align 8
@.str.14 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.15 = private unnamed_addr constant [28 x i8] c"base-first(%d): not a Base\0A\00", align 1
@.str.16 = private unnamed_addr constant [35 x i8] c"base-first(%d): const Base& %s %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [19 x i8] c"slice(%d): int %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [32 x i8] c"slice(%d): Base by value %s %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [31 x i8] c"slice(%d): Mid by value %s %d\0A\00", align 1
@_ZTV3Mid = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI3Mid, ptr @_ZN3MidD2Ev, ptr @_ZN3MidD0Ev, ptr @_ZNK3Mid4nameEv, ptr @_ZNK3Mid5valueEv] }, comdat, align 8
@.str.20 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev, ptr @_ZN4BothD0Ev, ptr @_ZNK4Left3whoEv, ptr @_ZNK4Both4sideEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Both, ptr @_ZThn16_N4BothD1Ev, ptr @_ZThn16_N4BothD0Ev, ptr @_ZThn16_NK4Both4sideEv] }, comdat, align 8
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Left, ptr @_ZN4LeftD2Ev, ptr @_ZN4LeftD0Ev, ptr @_ZNK4Left3whoEv] }, comdat, align 8
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD2Ev, ptr @_ZN5RightD0Ev, ptr @_ZNK5Right4sideEv] }, comdat, align 8
@.str.21 = private unnamed_addr constant [6 x i8] c"Right\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"Left\00", align 1
@.str.23 = private unnamed_addr constant [19 x i8] c"Right side of Both\00", align 1
@_ZTV6Hidden = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Hidden, ptr @_ZN6HiddenD2Ev, ptr @_ZN6HiddenD0Ev, ptr @_ZNK4Base4nameEv, ptr @_ZNK4Base5valueEv] }, comdat, align 8
@_ZTV4Leaf = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Leaf, ptr @_ZN4LeafD2Ev, ptr @_ZN4LeafD0Ev, ptr @_ZNK4Leaf4nameEv, ptr @_ZNK4Leaf5valueEv] }, comdat, align 8
@.str.24 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.PP, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca %struct.Leaf, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.Mid, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %24, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  call void @_ZL19probe_derived_firsti(i32 noundef %23)
  br label %24

24:                                               ; preds = %22
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %2, align 4
  br label %19, !llvm.loop !6

27:                                               ; preds = %19
  store i32 0, ptr %3, align 4
  br label %28

28:                                               ; preds = %33, %27
  %29 = load i32, ptr %3, align 4
  %30 = icmp slt i32 %29, 4
  br i1 %30, label %31, label %36

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4
  call void @_ZL16probe_base_firsti(i32 noundef %32)
  br label %33

33:                                               ; preds = %31
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %28, !llvm.loop !8

36:                                               ; preds = %28
  store i32 0, ptr %4, align 4
  br label %37

37:                                               ; preds = %42, %36
  %38 = load i32, ptr %4, align 4
  %39 = icmp slt i32 %38, 4
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = load i32, ptr %4, align 4
  call void @_ZL11probe_slicei(i32 noundef %41)
  br label %42

42:                                               ; preds = %40
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %37, !llvm.loop !9

45:                                               ; preds = %37
  %46 = call ptr @__cxa_allocate_exception(i64 32) #10
  invoke void @_ZN4BothC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %46, i32 noundef 10)
          to label %47 unwind label %48

47:                                               ; preds = %45
  invoke void @__cxa_throw(ptr %46, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev) #11
          to label %306 unwind label %52

48:                                               ; preds = %45
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Right
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %5, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %6, align 4
  call void @__cxa_free_exception(ptr %46) #10
  br label %56

52:                                               ; preds = %47
  %53 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Right
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %5, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %6, align 4
  br label %56

56:                                               ; preds = %52, %48
  %57 = load i32, ptr %6, align 4
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Right) #10
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %298

60:                                               ; preds = %56
  %61 = load ptr, ptr %5, align 8
  %62 = call ptr @__cxa_begin_catch(ptr %61) #10
  store ptr %62, ptr %7, align 8
  %63 = load ptr, ptr %7, align 8
  %64 = getelementptr inbounds %struct.Right, ptr %63, i32 0, i32 1
  %65 = load i32, ptr %64, align 8
  %66 = load ptr, ptr %7, align 8
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds ptr, ptr %67, i64 2
  %69 = load ptr, ptr %68, align 8
  %70 = invoke noundef ptr %69(ptr noundef nonnull align 8 dereferenceable(12) %66)
          to label %71 unwind label %97

71:                                               ; preds = %60
  %72 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %65, ptr noundef %70)
          to label %73 unwind label %97

73:                                               ; preds = %71
  %74 = load ptr, ptr %7, align 8
  %75 = getelementptr inbounds i8, ptr %74, i64 -16
  store ptr %75, ptr %8, align 8
  %76 = load ptr, ptr %8, align 8
  %77 = getelementptr inbounds %struct.Left, ptr %76, i32 0, i32 1
  %78 = load i32, ptr %77, align 8
  %79 = load ptr, ptr %8, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = getelementptr inbounds %struct.Right, ptr %80, i32 0, i32 1
  %82 = load i32, ptr %81, align 8
  %83 = load ptr, ptr %8, align 8
  %84 = getelementptr inbounds %struct.Both, ptr %83, i32 0, i32 3
  %85 = load i32, ptr %84, align 4
  %86 = load ptr, ptr %8, align 8
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr inbounds ptr, ptr %87, i64 2
  %89 = load ptr, ptr %88, align 8
  %90 = invoke noundef ptr %89(ptr noundef nonnull align 8 dereferenceable(12) %86)
          to label %91 unwind label %97

91:                                               ; preds = %73
  %92 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78, i32 noundef %82, i32 noundef %85, ptr noundef %90)
          to label %93 unwind label %97

93:                                               ; preds = %91
  call void @__cxa_end_catch()
  br label %94

94:                                               ; preds = %93
  %95 = call ptr @__cxa_allocate_exception(i64 32) #10
  invoke void @_ZN4BothC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %95, i32 noundef 20)
          to label %96 unwind label %102

96:                                               ; preds = %94
  invoke void @__cxa_throw(ptr %95, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev) #11
          to label %306 unwind label %106

97:                                               ; preds = %91, %73, %71, %60
  %98 = landingpad { ptr, i32 }
          cleanup
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %5, align 8
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %101 unwind label %303

101:                                              ; preds = %97
  br label %298

102:                                              ; preds = %94
  %103 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Left
  %104 = extractvalue { ptr, i32 } %103, 0
  store ptr %104, ptr %5, align 8
  %105 = extractvalue { ptr, i32 } %103, 1
  store i32 %105, ptr %6, align 4
  call void @__cxa_free_exception(ptr %95) #10
  br label %110

106:                                              ; preds = %96
  %107 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Left
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %5, align 8
  %109 = extractvalue { ptr, i32 } %107, 1
  store i32 %109, ptr %6, align 4
  br label %110

110:                                              ; preds = %106, %102
  %111 = load i32, ptr %6, align 4
  %112 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Left) #10
  %113 = icmp eq i32 %111, %112
  br i1 %113, label %114, label %298

114:                                              ; preds = %110
  %115 = load ptr, ptr %5, align 8
  %116 = call ptr @__cxa_begin_catch(ptr %115) #10
  store ptr %116, ptr %9, align 8
  %117 = load ptr, ptr %9, align 8
  %118 = getelementptr inbounds %struct.Left, ptr %117, i32 0, i32 1
  %119 = load i32, ptr %118, align 8
  %120 = load ptr, ptr %9, align 8
  %121 = load ptr, ptr %120, align 8
  %122 = getelementptr inbounds ptr, ptr %121, i64 2
  %123 = load ptr, ptr %122, align 8
  %124 = invoke noundef ptr %123(ptr noundef nonnull align 8 dereferenceable(12) %120)
          to label %125 unwind label %134

125:                                              ; preds = %114
  %126 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %119, ptr noundef %124)
          to label %127 unwind label %134

127:                                              ; preds = %125
  call void @__cxa_end_catch()
  br label %128

128:                                              ; preds = %127
  %129 = getelementptr inbounds %struct.P1, ptr %10, i32 0, i32 0
  store i32 1, ptr %129, align 4
  %130 = getelementptr inbounds i8, ptr %10, i64 4
  %131 = getelementptr inbounds %struct.P2, ptr %130, i32 0, i32 0
  store i32 2, ptr %131, align 4
  %132 = getelementptr inbounds %struct.PP, ptr %10, i32 0, i32 2
  store i32 3, ptr %132, align 4
  %133 = call ptr @__cxa_allocate_exception(i64 12) #10
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %133, ptr align 4 %10, i64 12, i1 false)
  invoke void @__cxa_throw(ptr %133, ptr @_ZTI2PP, ptr null) #11
          to label %306 unwind label %139

134:                                              ; preds = %125, %114
  %135 = landingpad { ptr, i32 }
          cleanup
  %136 = extractvalue { ptr, i32 } %135, 0
  store ptr %136, ptr %5, align 8
  %137 = extractvalue { ptr, i32 } %135, 1
  store i32 %137, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %138 unwind label %303

138:                                              ; preds = %134
  br label %298

139:                                              ; preds = %128
  %140 = landingpad { ptr, i32 }
          catch ptr @_ZTI2P2
  %141 = extractvalue { ptr, i32 } %140, 0
  store ptr %141, ptr %5, align 8
  %142 = extractvalue { ptr, i32 } %140, 1
  store i32 %142, ptr %6, align 4
  br label %143

143:                                              ; preds = %139
  %144 = load i32, ptr %6, align 4
  %145 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2P2) #10
  %146 = icmp eq i32 %144, %145
  br i1 %146, label %147, label %298

147:                                              ; preds = %143
  %148 = load ptr, ptr %5, align 8
  %149 = call ptr @__cxa_begin_catch(ptr %148) #10
  store ptr %149, ptr %11, align 8
  %150 = load ptr, ptr %11, align 8
  %151 = getelementptr inbounds %struct.P2, ptr %150, i32 0, i32 0
  %152 = load i32, ptr %151, align 4
  %153 = load ptr, ptr %11, align 8
  %154 = getelementptr inbounds i8, ptr %153, i64 -4
  %155 = getelementptr inbounds %struct.PP, ptr %154, i32 0, i32 2
  %156 = load i32, ptr %155, align 4
  %157 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %152, i32 noundef %156)
          to label %158 unwind label %162

158:                                              ; preds = %147
  call void @__cxa_end_catch()
  br label %159

159:                                              ; preds = %158
  %160 = call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZN6HiddenC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %160)
          to label %161 unwind label %167

161:                                              ; preds = %159
  invoke void @__cxa_throw(ptr %160, ptr @_ZTI6Hidden, ptr @_ZN6HiddenD2Ev) #11
          to label %306 unwind label %171

162:                                              ; preds = %147
  %163 = landingpad { ptr, i32 }
          cleanup
  %164 = extractvalue { ptr, i32 } %163, 0
  store ptr %164, ptr %5, align 8
  %165 = extractvalue { ptr, i32 } %163, 1
  store i32 %165, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %166 unwind label %303

166:                                              ; preds = %162
  br label %298

167:                                              ; preds = %159
  %168 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %169 = extractvalue { ptr, i32 } %168, 0
  store ptr %169, ptr %5, align 8
  %170 = extractvalue { ptr, i32 } %168, 1
  store i32 %170, ptr %6, align 4
  call void @__cxa_free_exception(ptr %160) #10
  br label %175

171:                                              ; preds = %161
  %172 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %173 = extractvalue { ptr, i32 } %172, 0
  store ptr %173, ptr %5, align 8
  %174 = extractvalue { ptr, i32 } %172, 1
  store i32 %174, ptr %6, align 4
  br label %175

175:                                              ; preds = %171, %167
  %176 = load i32, ptr %6, align 4
  %177 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #10
  %178 = icmp eq i32 %176, %177
  br i1 %178, label %179, label %186

179:                                              ; preds = %175
  %180 = load ptr, ptr %5, align 8
  %181 = call ptr @__cxa_begin_catch(ptr %180) #10
  store ptr %181, ptr %12, align 8
  %182 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %183 unwind label %196

183:                                              ; preds = %179
  call void @__cxa_end_catch()
  br label %184

184:                                              ; preds = %183, %190
  call void @_ZN4LeafC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %13, i32 noundef 4)
  %185 = call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr %13, ptr %185, align 16
  invoke void @__cxa_throw(ptr %185, ptr @_ZTIP4Leaf, ptr null) #11
          to label %306 unwind label %201

186:                                              ; preds = %175
  %187 = load ptr, ptr %5, align 8
  %188 = call ptr @__cxa_begin_catch(ptr %187) #10
  %189 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %190 unwind label %191

190:                                              ; preds = %186
  call void @__cxa_end_catch()
  br label %184

191:                                              ; preds = %186
  %192 = landingpad { ptr, i32 }
          cleanup
  %193 = extractvalue { ptr, i32 } %192, 0
  store ptr %193, ptr %5, align 8
  %194 = extractvalue { ptr, i32 } %192, 1
  store i32 %194, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %195 unwind label %303

195:                                              ; preds = %191
  br label %298

196:                                              ; preds = %179
  %197 = landingpad { ptr, i32 }
          cleanup
  %198 = extractvalue { ptr, i32 } %197, 0
  store ptr %198, ptr %5, align 8
  %199 = extractvalue { ptr, i32 } %197, 1
  store i32 %199, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %200 unwind label %303

200:                                              ; preds = %196
  br label %298

201:                                              ; preds = %184
  %202 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTIP4Leaf
  %203 = extractvalue { ptr, i32 } %202, 0
  store ptr %203, ptr %5, align 8
  %204 = extractvalue { ptr, i32 } %202, 1
  store i32 %204, ptr %6, align 4
  br label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %6, align 4
  %207 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %208 = icmp eq i32 %206, %207
  br i1 %208, label %209, label %218

209:                                              ; preds = %205
  %210 = load ptr, ptr %5, align 8
  %211 = call ptr @__cxa_begin_catch(ptr %210) #10
  %212 = load i32, ptr %211, align 4
  store i32 %212, ptr %15, align 4
  %213 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %214 unwind label %245

214:                                              ; preds = %209
  call void @__cxa_end_catch() #10
  br label %215

215:                                              ; preds = %214, %240
  invoke void @_ZN3MidC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %16, i32 noundef 5)
          to label %216 unwind label %249

216:                                              ; preds = %215
  %217 = call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr %16, ptr %217, align 16
  invoke void @__cxa_throw(ptr %217, ptr @_ZTIPK3Mid, ptr null) #11
          to label %306 unwind label %253

218:                                              ; preds = %205
  %219 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Leaf) #10
  %220 = icmp eq i32 %206, %219
  br i1 %220, label %221, label %297

221:                                              ; preds = %218
  %222 = load ptr, ptr %5, align 8
  %223 = call ptr @__cxa_begin_catch(ptr %222) #10
  store ptr %223, ptr %14, align 8
  %224 = load ptr, ptr %14, align 8
  %225 = load ptr, ptr %224, align 8
  %226 = getelementptr inbounds ptr, ptr %225, i64 2
  %227 = load ptr, ptr %226, align 8
  %228 = invoke noundef ptr %227(ptr noundef nonnull align 8 dereferenceable(12) %224)
          to label %229 unwind label %241

229:                                              ; preds = %221
  %230 = load ptr, ptr %14, align 8
  %231 = load ptr, ptr %230, align 8
  %232 = getelementptr inbounds ptr, ptr %231, i64 3
  %233 = load ptr, ptr %232, align 8
  %234 = invoke noundef i32 %233(ptr noundef nonnull align 8 dereferenceable(12) %230)
          to label %235 unwind label %241

235:                                              ; preds = %229
  %236 = load ptr, ptr %14, align 8
  %237 = icmp eq ptr %236, %13
  %238 = zext i1 %237 to i32
  %239 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %228, i32 noundef %234, i32 noundef %238)
          to label %240 unwind label %241

240:                                              ; preds = %235
  call void @__cxa_end_catch() #10
  br label %215

241:                                              ; preds = %235, %229, %221
  %242 = landingpad { ptr, i32 }
          cleanup
  %243 = extractvalue { ptr, i32 } %242, 0
  store ptr %243, ptr %5, align 8
  %244 = extractvalue { ptr, i32 } %242, 1
  store i32 %244, ptr %6, align 4
  call void @__cxa_end_catch() #10
  br label %297

245:                                              ; preds = %209
  %246 = landingpad { ptr, i32 }
          cleanup
  %247 = extractvalue { ptr, i32 } %246, 0
  store ptr %247, ptr %5, align 8
  %248 = extractvalue { ptr, i32 } %246, 1
  store i32 %248, ptr %6, align 4
  call void @__cxa_end_catch() #10
  br label %297

249:                                              ; preds = %215
  %250 = landingpad { ptr, i32 }
          cleanup
  %251 = extractvalue { ptr, i32 } %250, 0
  store ptr %251, ptr %5, align 8
  %252 = extractvalue { ptr, i32 } %250, 1
  store i32 %252, ptr %6, align 4
  br label %297

253:                                              ; preds = %216
  %254 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP4Leaf
          catch ptr @_ZTIPK3Mid
  %255 = extractvalue { ptr, i32 } %254, 0
  store ptr %255, ptr %5, align 8
  %256 = extractvalue { ptr, i32 } %254, 1
  store i32 %256, ptr %6, align 4
  br label %257

257:                                              ; preds = %253
  %258 = load i32, ptr %6, align 4
  %259 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Leaf) #10
  %260 = icmp eq i32 %258, %259
  br i1 %260, label %261, label %268

261:                                              ; preds = %257
  %262 = load ptr, ptr %5, align 8
  %263 = call ptr @__cxa_begin_catch(ptr %262) #10
  store ptr %263, ptr %18, align 8
  %264 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9)
          to label %265 unwind label %292

265:                                              ; preds = %261
  call void @__cxa_end_catch() #10
  br label %266

266:                                              ; preds = %265, %287
  store i32 0, ptr %1, align 4
  call void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %16) #10
  call void @_ZN4LeafD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %13) #10
  %267 = load i32, ptr %1, align 4
  ret i32 %267

268:                                              ; preds = %257
  %269 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPK3Mid) #10
  %270 = icmp eq i32 %258, %269
  br i1 %270, label %271, label %296

271:                                              ; preds = %268
  %272 = load ptr, ptr %5, align 8
  %273 = call ptr @__cxa_begin_catch(ptr %272) #10
  store ptr %273, ptr %17, align 8
  %274 = load ptr, ptr %17, align 8
  %275 = load ptr, ptr %274, align 8
  %276 = getelementptr inbounds ptr, ptr %275, i64 2
  %277 = load ptr, ptr %276, align 8
  %278 = invoke noundef ptr %277(ptr noundef nonnull align 8 dereferenceable(12) %274)
          to label %279 unwind label %288

279:                                              ; preds = %271
  %280 = load ptr, ptr %17, align 8
  %281 = load ptr, ptr %280, align 8
  %282 = getelementptr inbounds ptr, ptr %281, i64 3
  %283 = load ptr, ptr %282, align 8
  %284 = invoke noundef i32 %283(ptr noundef nonnull align 8 dereferenceable(12) %280)
          to label %285 unwind label %288

285:                                              ; preds = %279
  %286 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %278, i32 noundef %284)
          to label %287 unwind label %288

287:                                              ; preds = %285
  call void @__cxa_end_catch() #10
  br label %266

288:                                              ; preds = %285, %279, %271
  %289 = landingpad { ptr, i32 }
          cleanup
  %290 = extractvalue { ptr, i32 } %289, 0
  store ptr %290, ptr %5, align 8
  %291 = extractvalue { ptr, i32 } %289, 1
  store i32 %291, ptr %6, align 4
  call void @__cxa_end_catch() #10
  br label %296

292:                                              ; preds = %261
  %293 = landingpad { ptr, i32 }
          cleanup
  %294 = extractvalue { ptr, i32 } %293, 0
  store ptr %294, ptr %5, align 8
  %295 = extractvalue { ptr, i32 } %293, 1
  store i32 %295, ptr %6, align 4
  call void @__cxa_end_catch() #10
  br label %296

296:                                              ; preds = %292, %288, %268
  call void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %16) #10
  br label %297

297:                                              ; preds = %296, %249, %245, %241, %218
  call void @_ZN4LeafD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %13) #10
  br label %298

298:                                              ; preds = %297, %200, %195, %166, %143, %138, %110, %101, %56
  %299 = load ptr, ptr %5, align 8
  %300 = load i32, ptr %6, align 4
  %301 = insertvalue { ptr, i32 } poison, ptr %299, 0
  %302 = insertvalue { ptr, i32 } %301, i32 %300, 1
  resume { ptr, i32 } %302

303:                                              ; preds = %196, %191, %162, %134, %97
  %304 = landingpad { ptr, i32 }
          catch ptr null
  %305 = extractvalue { ptr, i32 } %304, 0
  call void @__clang_call_terminate(ptr %305) #12
  unreachable

306:                                              ; preds = %216, %184, %161, %128, %96, %47
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL19probe_derived_firsti(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  invoke void @_ZL10throw_kindi(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %36

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Leaf
          catch ptr @_ZTI3Mid
          catch ptr @_ZTI4Base
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %3, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %4, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %4, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Leaf) #10
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %37

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8
  %20 = call ptr @__cxa_begin_catch(ptr %19) #10
  store ptr %20, ptr %7, align 8
  %21 = load i32, ptr %2, align 4
  %22 = load ptr, ptr %7, align 8
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds ptr, ptr %23, i64 2
  %25 = load ptr, ptr %24, align 8
  %26 = invoke noundef ptr %25(ptr noundef nonnull align 8 dereferenceable(12) %22)
          to label %27 unwind label %100

27:                                               ; preds = %18
  %28 = load ptr, ptr %7, align 8
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds ptr, ptr %29, i64 3
  %31 = load ptr, ptr %30, align 8
  %32 = invoke noundef i32 %31(ptr noundef nonnull align 8 dereferenceable(12) %28)
          to label %33 unwind label %100

33:                                               ; preds = %27
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %21, ptr noundef %26, i32 noundef %32)
          to label %35 unwind label %100

35:                                               ; preds = %33
  call void @__cxa_end_catch()
  br label %36

36:                                               ; preds = %35, %57, %78, %84, %9
  ret void

37:                                               ; preds = %14
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Mid) #10
  %39 = icmp eq i32 %15, %38
  br i1 %39, label %40, label %58

40:                                               ; preds = %37
  %41 = load ptr, ptr %3, align 8
  %42 = call ptr @__cxa_begin_catch(ptr %41) #10
  store ptr %42, ptr %6, align 8
  %43 = load i32, ptr %2, align 4
  %44 = load ptr, ptr %6, align 8
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds ptr, ptr %45, i64 2
  %47 = load ptr, ptr %46, align 8
  %48 = invoke noundef ptr %47(ptr noundef nonnull align 8 dereferenceable(12) %44)
          to label %49 unwind label %95

49:                                               ; preds = %40
  %50 = load ptr, ptr %6, align 8
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds ptr, ptr %51, i64 3
  %53 = load ptr, ptr %52, align 8
  %54 = invoke noundef i32 %53(ptr noundef nonnull align 8 dereferenceable(12) %50)
          to label %55 unwind label %95

55:                                               ; preds = %49
  %56 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %43, ptr noundef %48, i32 noundef %54)
          to label %57 unwind label %95

57:                                               ; preds = %55
  call void @__cxa_end_catch()
  br label %36

58:                                               ; preds = %37
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #10
  %60 = icmp eq i32 %15, %59
  br i1 %60, label %61, label %79

61:                                               ; preds = %58
  %62 = load ptr, ptr %3, align 8
  %63 = call ptr @__cxa_begin_catch(ptr %62) #10
  store ptr %63, ptr %5, align 8
  %64 = load i32, ptr %2, align 4
  %65 = load ptr, ptr %5, align 8
  %66 = load ptr, ptr %65, align 8
  %67 = getelementptr inbounds ptr, ptr %66, i64 2
  %68 = load ptr, ptr %67, align 8
  %69 = invoke noundef ptr %68(ptr noundef nonnull align 8 dereferenceable(12) %65)
          to label %70 unwind label %90

70:                                               ; preds = %61
  %71 = load ptr, ptr %5, align 8
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds ptr, ptr %72, i64 3
  %74 = load ptr, ptr %73, align 8
  %75 = invoke noundef i32 %74(ptr noundef nonnull align 8 dereferenceable(12) %71)
          to label %76 unwind label %90

76:                                               ; preds = %70
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %64, ptr noundef %69, i32 noundef %75)
          to label %78 unwind label %90

78:                                               ; preds = %76
  call void @__cxa_end_catch()
  br label %36

79:                                               ; preds = %58
  %80 = load ptr, ptr %3, align 8
  %81 = call ptr @__cxa_begin_catch(ptr %80) #10
  %82 = load i32, ptr %2, align 4
  %83 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %82)
          to label %84 unwind label %85

84:                                               ; preds = %79
  call void @__cxa_end_catch()
  br label %36

85:                                               ; preds = %79
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %3, align 8
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %110

89:                                               ; preds = %85
  br label %105

90:                                               ; preds = %76, %70, %61
  %91 = landingpad { ptr, i32 }
          cleanup
  %92 = extractvalue { ptr, i32 } %91, 0
  store ptr %92, ptr %3, align 8
  %93 = extractvalue { ptr, i32 } %91, 1
  store i32 %93, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %94 unwind label %110

94:                                               ; preds = %90
  br label %105

95:                                               ; preds = %55, %49, %40
  %96 = landingpad { ptr, i32 }
          cleanup
  %97 = extractvalue { ptr, i32 } %96, 0
  store ptr %97, ptr %3, align 8
  %98 = extractvalue { ptr, i32 } %96, 1
  store i32 %98, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %99 unwind label %110

99:                                               ; preds = %95
  br label %105

100:                                              ; preds = %33, %27, %18
  %101 = landingpad { ptr, i32 }
          cleanup
  %102 = extractvalue { ptr, i32 } %101, 0
  store ptr %102, ptr %3, align 8
  %103 = extractvalue { ptr, i32 } %101, 1
  store i32 %103, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %104 unwind label %110

104:                                              ; preds = %100
  br label %105

105:                                              ; preds = %104, %99, %94, %89
  %106 = load ptr, ptr %3, align 8
  %107 = load i32, ptr %4, align 4
  %108 = insertvalue { ptr, i32 } poison, ptr %106, 0
  %109 = insertvalue { ptr, i32 } %108, i32 %107, 1
  resume { ptr, i32 } %109

110:                                              ; preds = %100, %95, %90, %85
  %111 = landingpad { ptr, i32 }
          catch ptr null
  %112 = extractvalue { ptr, i32 } %111, 0
  call void @__clang_call_terminate(ptr %112) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL16probe_base_firsti(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL10throw_kindi(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %34

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #10
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = call ptr @__cxa_begin_catch(ptr %17) #10
  store ptr %18, ptr %5, align 8
  %19 = load i32, ptr %2, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 2
  %23 = load ptr, ptr %22, align 8
  %24 = invoke noundef ptr %23(ptr noundef nonnull align 8 dereferenceable(12) %20)
          to label %25 unwind label %46

25:                                               ; preds = %16
  %26 = load ptr, ptr %5, align 8
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds ptr, ptr %27, i64 3
  %29 = load ptr, ptr %28, align 8
  %30 = invoke noundef i32 %29(ptr noundef nonnull align 8 dereferenceable(12) %26)
          to label %31 unwind label %46

31:                                               ; preds = %25
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %19, ptr noundef %24, i32 noundef %30)
          to label %33 unwind label %46

33:                                               ; preds = %31
  call void @__cxa_end_catch()
  br label %34

34:                                               ; preds = %33, %40, %7
  ret void

35:                                               ; preds = %12
  %36 = load ptr, ptr %3, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #10
  %38 = load i32, ptr %2, align 4
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %38)
          to label %40 unwind label %41

40:                                               ; preds = %35
  call void @__cxa_end_catch()
  br label %34

41:                                               ; preds = %35
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = extractvalue { ptr, i32 } %42, 0
  store ptr %43, ptr %3, align 8
  %44 = extractvalue { ptr, i32 } %42, 1
  store i32 %44, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %45 unwind label %56

45:                                               ; preds = %41
  br label %51

46:                                               ; preds = %31, %25, %16
  %47 = landingpad { ptr, i32 }
          cleanup
  %48 = extractvalue { ptr, i32 } %47, 0
  store ptr %48, ptr %3, align 8
  %49 = extractvalue { ptr, i32 } %47, 1
  store i32 %49, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %50 unwind label %56

50:                                               ; preds = %46
  br label %51

51:                                               ; preds = %50, %45
  %52 = load ptr, ptr %3, align 8
  %53 = load i32, ptr %4, align 4
  %54 = insertvalue { ptr, i32 } poison, ptr %52, 0
  %55 = insertvalue { ptr, i32 } %54, i32 %53, 1
  resume { ptr, i32 } %55

56:                                               ; preds = %46, %41
  %57 = landingpad { ptr, i32 }
          catch ptr null
  %58 = extractvalue { ptr, i32 } %57, 0
  call void @__clang_call_terminate(ptr %58) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11probe_slicei(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Base, align 8
  %7 = alloca %struct.Mid, align 8
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  invoke void @_ZL10throw_kindi(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  br label %29

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Mid
          catch ptr @_ZTI4Base
          catch ptr @_ZTIi
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %3, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %4, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %4, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Mid) #10
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8
  %20 = call ptr @__cxa_get_exception_ptr(ptr %19) #10
  call void @_ZN3MidC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef nonnull align 8 dereferenceable(12) %20) #10
  %21 = call ptr @__cxa_begin_catch(ptr %19) #10
  %22 = load i32, ptr %2, align 4
  %23 = invoke noundef ptr @_ZNK3Mid4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %7)
          to label %24 unwind label %62

24:                                               ; preds = %18
  %25 = invoke noundef i32 @_ZNK3Mid5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %7)
          to label %26 unwind label %62

26:                                               ; preds = %24
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %22, ptr noundef %23, i32 noundef %25)
          to label %28 unwind label %62

28:                                               ; preds = %26
  call void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #10
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %41, %52, %9
  ret void

30:                                               ; preds = %14
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #10
  %32 = icmp eq i32 %15, %31
  br i1 %32, label %33, label %42

33:                                               ; preds = %30
  %34 = load ptr, ptr %3, align 8
  %35 = call ptr @__cxa_get_exception_ptr(ptr %34) #10
  call void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %6, ptr noundef nonnull align 8 dereferenceable(12) %35) #10
  %36 = call ptr @__cxa_begin_catch(ptr %34) #10
  %37 = load i32, ptr %2, align 4
  %38 = call noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %6)
  %39 = call noundef i32 @_ZNK4Base5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %6)
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %37, ptr noundef %38, i32 noundef %39)
          to label %41 unwind label %57

41:                                               ; preds = %33
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %6) #10
  call void @__cxa_end_catch()
  br label %29

42:                                               ; preds = %30
  %43 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %44 = icmp eq i32 %15, %43
  br i1 %44, label %45, label %67

45:                                               ; preds = %42
  %46 = load ptr, ptr %3, align 8
  %47 = call ptr @__cxa_begin_catch(ptr %46) #10
  %48 = load i32, ptr %47, align 4
  store i32 %48, ptr %5, align 4
  %49 = load i32, ptr %2, align 4
  %50 = load i32, ptr %5, align 4
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %49, i32 noundef %50)
          to label %52 unwind label %53

52:                                               ; preds = %45
  call void @__cxa_end_catch() #10
  br label %29

53:                                               ; preds = %45
  %54 = landingpad { ptr, i32 }
          cleanup
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %3, align 8
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %4, align 4
  call void @__cxa_end_catch() #10
  br label %67

57:                                               ; preds = %33
  %58 = landingpad { ptr, i32 }
          cleanup
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %3, align 8
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %4, align 4
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %6) #10
  invoke void @__cxa_end_catch()
          to label %61 unwind label %72

61:                                               ; preds = %57
  br label %67

62:                                               ; preds = %26, %24, %18
  %63 = landingpad { ptr, i32 }
          cleanup
  %64 = extractvalue { ptr, i32 } %63, 0
  store ptr %64, ptr %3, align 8
  %65 = extractvalue { ptr, i32 } %63, 1
  store i32 %65, ptr %4, align 4
  call void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #10
  invoke void @__cxa_end_catch()
          to label %66 unwind label %72

66:                                               ; preds = %62
  br label %67

67:                                               ; preds = %66, %61, %53, %42
  %68 = load ptr, ptr %3, align 8
  %69 = load i32, ptr %4, align 4
  %70 = insertvalue { ptr, i32 } poison, ptr %68, 0
  %71 = insertvalue { ptr, i32 } %70, i32 %69, 1
  resume { ptr, i32 } %71

72:                                               ; preds = %62, %57
  %73 = landingpad { ptr, i32 }
          catch ptr null
  %74 = extractvalue { ptr, i32 } %73, 0
  call void @__clang_call_terminate(ptr %74) #12
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  call void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5) #10
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  call void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %6) #10
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV4Both, i32 0, i32 0, i32 2), ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV4Both, i32 0, i32 1, i32 2), ptr %7, align 8
  %8 = load i32, ptr %4, align 4
  %9 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1
  store i32 %8, ptr %9, align 8
  %10 = load i32, ptr %4, align 4
  %11 = add nsw i32 %10, 1
  %12 = getelementptr inbounds i8, ptr %5, i64 16
  %13 = getelementptr inbounds %struct.Right, ptr %12, i32 0, i32 1
  store i32 %11, ptr %13, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 2
  %16 = getelementptr inbounds %struct.Both, ptr %5, i32 0, i32 3
  store i32 %15, ptr %16, align 4
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #10
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HiddenC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %3, i32 noundef 9)
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV6Hidden, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HiddenD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4LeafC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call void @_ZN3MidC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Leaf, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MidC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call void @_ZN4BaseC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV3Mid, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeafD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_kindi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZN4BaseC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %8, i32 noundef 1)
          to label %9 unwind label %10

9:                                                ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev) #11
  unreachable

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %3, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %4, align 4
  call void @__cxa_free_exception(ptr %8) #10
  br label %37

14:                                               ; preds = %1
  %15 = load i32, ptr %2, align 4
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZN3MidC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %18, i32 noundef 2)
          to label %19 unwind label %20

19:                                               ; preds = %17
  call void @__cxa_throw(ptr %18, ptr @_ZTI3Mid, ptr @_ZN3MidD2Ev) #11
  unreachable

20:                                               ; preds = %17
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %3, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %4, align 4
  call void @__cxa_free_exception(ptr %18) #10
  br label %37

24:                                               ; preds = %14
  %25 = load i32, ptr %2, align 4
  %26 = icmp eq i32 %25, 2
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZN4LeafC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %28, i32 noundef 3)
          to label %29 unwind label %30

29:                                               ; preds = %27
  call void @__cxa_throw(ptr %28, ptr @_ZTI4Leaf, ptr @_ZN4LeafD2Ev) #11
  unreachable

30:                                               ; preds = %27
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %3, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %4, align 4
  call void @__cxa_free_exception(ptr %28) #10
  br label %37

34:                                               ; preds = %24
  %35 = call ptr @__cxa_allocate_exception(i64 4) #10
  %36 = load i32, ptr %2, align 4
  store i32 %36, ptr %35, align 16
  call void @__cxa_throw(ptr %35, ptr @_ZTIi, ptr null) #11
  unreachable

37:                                               ; preds = %30, %20, %10
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %4, align 4
  %40 = insertvalue { ptr, i32 } poison, ptr %38, 0
  %41 = insertvalue { ptr, i32 } %40, i32 %39, 1
  resume { ptr, i32 } %41
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  ret i32 %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MidC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef nonnull align 8 dereferenceable(12) %6) #10
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV3Mid, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Mid4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.20
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Mid5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = mul nsw i32 %5, 10
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MidD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Left3whoEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Both4sideEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.23
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #10
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZThn16_NK4Both4sideEv(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  %5 = tail call noundef ptr @_ZNK4Both4sideEv(ptr noundef nonnull align 8 dereferenceable(32) %4)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Right4sideEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HiddenD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6HiddenD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeafD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeafD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Leaf4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.24
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Leaf5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = mul nsw i32 %5, 100
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}

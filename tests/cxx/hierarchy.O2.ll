; ModuleID = 'hierarchy.cpp'
source_filename = "hierarchy.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Leaf = type { %struct.Mid.base, [4 x i8] }
%struct.Mid.base = type { %struct.Base.base }
%struct.Base.base = type <{ ptr, i32 }>
%struct.Mid = type { %struct.Base.base, [4 x i8] }

$_ZN4BothD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZNK4Base5valueEv = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZNK3Mid5valueEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZN4BothD0Ev = comdat any

$_ZNK4Left3whoEv = comdat any

$_ZNK4Both4sideEv = comdat any

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZThn16_NK4Both4sideEv = comdat any

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
@_ZTSPK3Mid = linkonce_odr dso_local constant [7 x i8] c"PK3Mid\00", comdat, align 1
@_ZTIPK3Mid = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK3Mid, i32 1, ptr @_ZTI3Mid }, comdat, align 8
@.str.8 = private unnamed_addr constant [40 x i8] c"const Mid* caught as const Mid*: %s %d\0A\00", align 1
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
@_ZTV3Mid = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI3Mid, ptr @_ZN4BaseD2Ev, ptr @_ZN3MidD0Ev, ptr @_ZNK3Mid4nameEv, ptr @_ZNK3Mid5valueEv] }, comdat, align 8
@.str.20 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev, ptr @_ZN4BothD0Ev, ptr @_ZNK4Left3whoEv, ptr @_ZNK4Both4sideEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Both, ptr @_ZThn16_N4BothD1Ev, ptr @_ZThn16_N4BothD0Ev, ptr @_ZThn16_NK4Both4sideEv] }, comdat, align 8
@.str.22 = private unnamed_addr constant [5 x i8] c"Left\00", align 1
@.str.23 = private unnamed_addr constant [19 x i8] c"Right side of Both\00", align 1
@_ZTV6Hidden = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI6Hidden, ptr @_ZN4BaseD2Ev, ptr @_ZN6HiddenD0Ev, ptr @_ZNK4Base4nameEv, ptr @_ZNK4Base5valueEv] }, comdat, align 8
@_ZTV4Leaf = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Leaf, ptr @_ZN4BaseD2Ev, ptr @_ZN4LeafD0Ev, ptr @_ZNK4Leaf4nameEv, ptr @_ZNK4Leaf5valueEv] }, comdat, align 8
@.str.24 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@str = private unnamed_addr constant [33 x i8] c"Hidden: private base not matched\00", align 1
@str.25 = private unnamed_addr constant [23 x i8] c"Hidden as Base&: wrong\00", align 1
@str.26 = private unnamed_addr constant [13 x i8] c"Leaf*: wrong\00", align 1
@str.27 = private unnamed_addr constant [18 x i8] c"const Mid*: wrong\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Leaf, align 8
  %2 = alloca %struct.Mid, align 8
  br label %3

3:                                                ; preds = %0, %70
  %4 = phi i32 [ 0, %0 ], [ %71, %70 ]
  invoke fastcc void @_ZL10throw_kindi(i32 noundef %4)
          to label %24 unwind label %5

5:                                                ; preds = %3
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Leaf
          catch ptr @_ZTI3Mid
          catch ptr @_ZTI4Base
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  %8 = extractvalue { ptr, i32 } %6, 1
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Leaf) #12
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %5
  %12 = tail call ptr @__cxa_begin_catch(ptr %7) #12
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load ptr, ptr %14, align 8
  %16 = invoke noundef ptr %15(ptr noundef nonnull align 8 dereferenceable(12) %12)
          to label %17 unwind label %63

17:                                               ; preds = %11
  %18 = load ptr, ptr %12, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %18, i64 24
  %20 = load ptr, ptr %19, align 8
  %21 = invoke noundef i32 %20(ptr noundef nonnull align 8 dereferenceable(12) %12)
          to label %22 unwind label %63

22:                                               ; preds = %17
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4, ptr noundef %16, i32 noundef %21)
  br label %70

24:                                               ; preds = %3
  unreachable

25:                                               ; preds = %5
  %26 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Mid) #12
  %27 = icmp eq i32 %8, %26
  br i1 %27, label %28, label %41

28:                                               ; preds = %25
  %29 = tail call ptr @__cxa_begin_catch(ptr %7) #12
  %30 = load ptr, ptr %29, align 8, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  %33 = invoke noundef ptr %32(ptr noundef nonnull align 8 dereferenceable(12) %29)
          to label %34 unwind label %61

34:                                               ; preds = %28
  %35 = load ptr, ptr %29, align 8, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  %38 = invoke noundef i32 %37(ptr noundef nonnull align 8 dereferenceable(12) %29)
          to label %39 unwind label %61

39:                                               ; preds = %34
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4, ptr noundef %33, i32 noundef %38)
  br label %70

41:                                               ; preds = %25
  %42 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #12
  %43 = icmp eq i32 %8, %42
  %44 = tail call ptr @__cxa_begin_catch(ptr %7) #12
  br i1 %43, label %45, label %57

45:                                               ; preds = %41
  %46 = load ptr, ptr %44, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  %49 = invoke noundef ptr %48(ptr noundef nonnull align 8 dereferenceable(12) %44)
          to label %50 unwind label %59

50:                                               ; preds = %45
  %51 = load ptr, ptr %44, align 8, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  %54 = invoke noundef i32 %53(ptr noundef nonnull align 8 dereferenceable(12) %44)
          to label %55 unwind label %59

55:                                               ; preds = %50
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %4, ptr noundef %49, i32 noundef %54)
  br label %70

57:                                               ; preds = %41
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %4)
  br label %70

59:                                               ; preds = %50, %45
  %60 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %65 unwind label %67

61:                                               ; preds = %34, %28
  %62 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %65 unwind label %67

63:                                               ; preds = %17, %11
  %64 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %65 unwind label %67

65:                                               ; preds = %195, %96, %59, %61, %63, %365
  %66 = phi { ptr, i32 } [ %369, %365 ], [ %60, %59 ], [ %62, %61 ], [ %64, %63 ], [ %97, %96 ], [ %174, %195 ]
  resume { ptr, i32 } %66

67:                                               ; preds = %63, %61, %59
  %68 = landingpad { ptr, i32 }
          catch ptr null
  %69 = extractvalue { ptr, i32 } %68, 0
  tail call void @__clang_call_terminate(ptr %69) #13
  unreachable

70:                                               ; preds = %22, %39, %55, %57
  tail call void @__cxa_end_catch()
  %71 = add nuw nsw i32 %4, 1
  %72 = icmp eq i32 %71, 4
  br i1 %72, label %73, label %3, !llvm.loop !8

73:                                               ; preds = %70
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 0)
          to label %93 unwind label %74

74:                                               ; preds = %73
  %75 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  %77 = extractvalue { ptr, i32 } %75, 1
  %78 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #12
  %79 = icmp eq i32 %77, %78
  %80 = tail call ptr @__cxa_begin_catch(ptr %76) #12
  br i1 %79, label %81, label %94

81:                                               ; preds = %74
  %82 = load ptr, ptr %80, align 8, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  %85 = invoke noundef ptr %84(ptr noundef nonnull align 8 dereferenceable(12) %80)
          to label %86 unwind label %96

86:                                               ; preds = %81
  %87 = load ptr, ptr %80, align 8, !tbaa !5
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  %90 = invoke noundef i32 %89(ptr noundef nonnull align 8 dereferenceable(12) %80)
          to label %91 unwind label %96

91:                                               ; preds = %86
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 0, ptr noundef %85, i32 noundef %90)
  br label %101

93:                                               ; preds = %143, %122, %101, %73
  unreachable

94:                                               ; preds = %74
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0)
  br label %101

96:                                               ; preds = %157, %152, %136, %131, %115, %110, %86, %81
  %97 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %65 unwind label %98

98:                                               ; preds = %96
  %99 = landingpad { ptr, i32 }
          catch ptr null
  %100 = extractvalue { ptr, i32 } %99, 0
  tail call void @__clang_call_terminate(ptr %100) #13
  unreachable

101:                                              ; preds = %91, %94
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 1)
          to label %93 unwind label %102

102:                                              ; preds = %101
  %103 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %104 = extractvalue { ptr, i32 } %103, 0
  %105 = extractvalue { ptr, i32 } %103, 1
  %106 = icmp eq i32 %105, %78
  %107 = tail call ptr @__cxa_begin_catch(ptr %104) #12
  br i1 %106, label %110, label %108

108:                                              ; preds = %102
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1)
  br label %122

110:                                              ; preds = %102
  %111 = load ptr, ptr %107, align 8, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  %114 = invoke noundef ptr %113(ptr noundef nonnull align 8 dereferenceable(12) %107)
          to label %115 unwind label %96

115:                                              ; preds = %110
  %116 = load ptr, ptr %107, align 8, !tbaa !5
  %117 = getelementptr inbounds i8, ptr %116, i64 24
  %118 = load ptr, ptr %117, align 8
  %119 = invoke noundef i32 %118(ptr noundef nonnull align 8 dereferenceable(12) %107)
          to label %120 unwind label %96

120:                                              ; preds = %115
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1, ptr noundef %114, i32 noundef %119)
  br label %122

122:                                              ; preds = %120, %108
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 2)
          to label %93 unwind label %123

123:                                              ; preds = %122
  %124 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %125 = extractvalue { ptr, i32 } %124, 0
  %126 = extractvalue { ptr, i32 } %124, 1
  %127 = icmp eq i32 %126, %78
  %128 = tail call ptr @__cxa_begin_catch(ptr %125) #12
  br i1 %127, label %131, label %129

129:                                              ; preds = %123
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 2)
  br label %143

131:                                              ; preds = %123
  %132 = load ptr, ptr %128, align 8, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load ptr, ptr %133, align 8
  %135 = invoke noundef ptr %134(ptr noundef nonnull align 8 dereferenceable(12) %128)
          to label %136 unwind label %96

136:                                              ; preds = %131
  %137 = load ptr, ptr %128, align 8, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %137, i64 24
  %139 = load ptr, ptr %138, align 8
  %140 = invoke noundef i32 %139(ptr noundef nonnull align 8 dereferenceable(12) %128)
          to label %141 unwind label %96

141:                                              ; preds = %136
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 2, ptr noundef %135, i32 noundef %140)
  br label %143

143:                                              ; preds = %141, %129
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 3)
          to label %93 unwind label %144

144:                                              ; preds = %143
  %145 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %146 = extractvalue { ptr, i32 } %145, 0
  %147 = extractvalue { ptr, i32 } %145, 1
  %148 = icmp eq i32 %147, %78
  %149 = tail call ptr @__cxa_begin_catch(ptr %146) #12
  br i1 %148, label %152, label %150

150:                                              ; preds = %144
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 3)
  br label %164

152:                                              ; preds = %144
  %153 = load ptr, ptr %149, align 8, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load ptr, ptr %154, align 8
  %156 = invoke noundef ptr %155(ptr noundef nonnull align 8 dereferenceable(12) %149)
          to label %157 unwind label %96

157:                                              ; preds = %152
  %158 = load ptr, ptr %149, align 8, !tbaa !5
  %159 = getelementptr inbounds i8, ptr %158, i64 24
  %160 = load ptr, ptr %159, align 8
  %161 = invoke noundef i32 %160(ptr noundef nonnull align 8 dereferenceable(12) %149)
          to label %162 unwind label %96

162:                                              ; preds = %157
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 3, ptr noundef %156, i32 noundef %161)
  br label %164

164:                                              ; preds = %162, %150
  tail call void @__cxa_end_catch()
  br label %171

165:                                              ; preds = %202
  %166 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  %167 = getelementptr inbounds i8, ptr %166, i64 16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV4Both, i64 16), ptr %166, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Both, i64 64), ptr %167, align 8, !tbaa !5
  %168 = getelementptr inbounds i8, ptr %166, i64 8
  store i32 10, ptr %168, align 8, !tbaa !10
  %169 = getelementptr inbounds i8, ptr %166, i64 24
  store i32 11, ptr %169, align 8, !tbaa !14
  %170 = getelementptr inbounds i8, ptr %166, i64 28
  store i32 12, ptr %170, align 4, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %166, ptr nonnull @_ZTI4Both, ptr nonnull @_ZN4BothD2Ev) #14
          to label %373 unwind label %205

171:                                              ; preds = %164, %202
  %172 = phi i32 [ %203, %202 ], [ 0, %164 ]
  invoke fastcc void @_ZL10throw_kindi(i32 noundef %172)
          to label %186 unwind label %173

173:                                              ; preds = %171
  %174 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Mid
          catch ptr @_ZTI4Base
          catch ptr @_ZTIi
  %175 = extractvalue { ptr, i32 } %174, 0
  %176 = extractvalue { ptr, i32 } %174, 1
  %177 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Mid) #12
  %178 = icmp eq i32 %176, %177
  br i1 %178, label %179, label %187

179:                                              ; preds = %173
  %180 = tail call ptr @__cxa_get_exception_ptr(ptr %175) #12
  %181 = getelementptr inbounds i8, ptr %180, i64 8
  %182 = load i32, ptr %181, align 8, !tbaa !18
  %183 = tail call ptr @__cxa_begin_catch(ptr %175) #12
  %184 = mul nsw i32 %182, 10
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %172, ptr noundef nonnull @.str.20, i32 noundef %184)
  tail call void @__cxa_end_catch()
  br label %202

186:                                              ; preds = %171
  unreachable

187:                                              ; preds = %173
  %188 = icmp eq i32 %176, %78
  br i1 %188, label %189, label %195

189:                                              ; preds = %187
  %190 = tail call ptr @__cxa_get_exception_ptr(ptr %175) #12
  %191 = getelementptr inbounds i8, ptr %190, i64 8
  %192 = load i32, ptr %191, align 8, !tbaa !18
  %193 = tail call ptr @__cxa_begin_catch(ptr %175) #12
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %172, ptr noundef nonnull @.str.14, i32 noundef %192)
  tail call void @__cxa_end_catch()
  br label %202

195:                                              ; preds = %187
  %196 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %197 = icmp eq i32 %176, %196
  br i1 %197, label %198, label %65

198:                                              ; preds = %195
  %199 = tail call ptr @__cxa_begin_catch(ptr %175) #12
  %200 = load i32, ptr %199, align 4, !tbaa !20
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %172, i32 noundef %200)
  tail call void @__cxa_end_catch() #12
  br label %202

202:                                              ; preds = %179, %189, %198
  %203 = add nuw nsw i32 %172, 1
  %204 = icmp eq i32 %203, 4
  br i1 %204, label %165, label %171, !llvm.loop !21

205:                                              ; preds = %165
  %206 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Right
  %207 = extractvalue { ptr, i32 } %206, 0
  %208 = extractvalue { ptr, i32 } %206, 1
  %209 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Right) #12
  %210 = icmp eq i32 %208, %209
  br i1 %210, label %211, label %365

211:                                              ; preds = %205
  %212 = tail call ptr @__cxa_begin_catch(ptr %207) #12
  %213 = getelementptr inbounds i8, ptr %212, i64 8
  %214 = load i32, ptr %213, align 8, !tbaa !14
  %215 = load ptr, ptr %212, align 8, !tbaa !5
  %216 = getelementptr inbounds i8, ptr %215, i64 16
  %217 = load ptr, ptr %216, align 8
  %218 = invoke noundef ptr %217(ptr noundef nonnull align 8 dereferenceable(12) %212)
          to label %219 unwind label %238

219:                                              ; preds = %211
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %214, ptr noundef %218)
  %221 = getelementptr inbounds i8, ptr %212, i64 -16
  %222 = getelementptr inbounds i8, ptr %212, i64 -8
  %223 = load i32, ptr %222, align 8, !tbaa !10
  %224 = load i32, ptr %213, align 8, !tbaa !14
  %225 = getelementptr inbounds i8, ptr %212, i64 12
  %226 = load i32, ptr %225, align 4, !tbaa !16
  %227 = load ptr, ptr %221, align 8, !tbaa !5
  %228 = getelementptr inbounds i8, ptr %227, i64 16
  %229 = load ptr, ptr %228, align 8
  %230 = invoke noundef ptr %229(ptr noundef nonnull align 8 dereferenceable(12) %221)
          to label %231 unwind label %240

231:                                              ; preds = %219
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %223, i32 noundef %224, i32 noundef %226, ptr noundef %230)
  tail call void @__cxa_end_catch()
  %233 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  %234 = getelementptr inbounds i8, ptr %233, i64 16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV4Both, i64 16), ptr %233, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Both, i64 64), ptr %234, align 8, !tbaa !5
  %235 = getelementptr inbounds i8, ptr %233, i64 8
  store i32 20, ptr %235, align 8, !tbaa !10
  %236 = getelementptr inbounds i8, ptr %233, i64 24
  store i32 21, ptr %236, align 8, !tbaa !14
  %237 = getelementptr inbounds i8, ptr %233, i64 28
  store i32 22, ptr %237, align 4, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %233, ptr nonnull @_ZTI4Both, ptr nonnull @_ZN4BothD2Ev) #14
          to label %373 unwind label %247

238:                                              ; preds = %211
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %242

240:                                              ; preds = %219
  %241 = landingpad { ptr, i32 }
          cleanup
  br label %242

242:                                              ; preds = %240, %238
  %243 = phi { ptr, i32 } [ %241, %240 ], [ %239, %238 ]
  invoke void @__cxa_end_catch()
          to label %244 unwind label %370

244:                                              ; preds = %242
  %245 = extractvalue { ptr, i32 } %243, 0
  %246 = extractvalue { ptr, i32 } %243, 1
  br label %365

247:                                              ; preds = %231
  %248 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Left
  %249 = extractvalue { ptr, i32 } %248, 0
  %250 = extractvalue { ptr, i32 } %248, 1
  %251 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Left) #12
  %252 = icmp eq i32 %250, %251
  br i1 %252, label %253, label %365

253:                                              ; preds = %247
  %254 = tail call ptr @__cxa_begin_catch(ptr %249) #12
  %255 = getelementptr inbounds i8, ptr %254, i64 8
  %256 = load i32, ptr %255, align 8, !tbaa !10
  %257 = load ptr, ptr %254, align 8, !tbaa !5
  %258 = getelementptr inbounds i8, ptr %257, i64 16
  %259 = load ptr, ptr %258, align 8
  %260 = invoke noundef ptr %259(ptr noundef nonnull align 8 dereferenceable(12) %254)
          to label %261 unwind label %266

261:                                              ; preds = %253
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %256, ptr noundef %260)
  tail call void @__cxa_end_catch()
  %263 = tail call ptr @__cxa_allocate_exception(i64 12) #12
  store i32 1, ptr %263, align 16
  %264 = getelementptr inbounds i8, ptr %263, i64 4
  store i32 2, ptr %264, align 4
  %265 = getelementptr inbounds i8, ptr %263, i64 8
  store i32 3, ptr %265, align 8
  invoke void @__cxa_throw(ptr nonnull %263, ptr nonnull @_ZTI2PP, ptr null) #14
          to label %373 unwind label %271

266:                                              ; preds = %253
  %267 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %268 unwind label %370

268:                                              ; preds = %266
  %269 = extractvalue { ptr, i32 } %267, 1
  %270 = extractvalue { ptr, i32 } %267, 0
  br label %365

271:                                              ; preds = %261
  %272 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2P2
  %273 = extractvalue { ptr, i32 } %272, 0
  %274 = extractvalue { ptr, i32 } %272, 1
  %275 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2P2) #12
  %276 = icmp eq i32 %274, %275
  br i1 %276, label %277, label %365

277:                                              ; preds = %271
  %278 = tail call ptr @__cxa_begin_catch(ptr %273) #12
  %279 = load i32, ptr %278, align 4, !tbaa !22
  %280 = getelementptr inbounds i8, ptr %278, i64 4
  %281 = load i32, ptr %280, align 4, !tbaa !24
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %279, i32 noundef %281)
  tail call void @__cxa_end_catch()
  %283 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  %284 = getelementptr inbounds i8, ptr %283, i64 8
  store i32 9, ptr %284, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV6Hidden, i64 16), ptr %283, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %283, ptr nonnull @_ZTI6Hidden, ptr nonnull @_ZN4BaseD2Ev) #14
          to label %373 unwind label %285

285:                                              ; preds = %277
  %286 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %287 = extractvalue { ptr, i32 } %286, 0
  %288 = extractvalue { ptr, i32 } %286, 1
  %289 = icmp eq i32 %288, %78
  %290 = tail call ptr @__cxa_begin_catch(ptr %287) #12
  %291 = select i1 %289, ptr @str.25, ptr @str
  %292 = tail call i32 @puts(ptr nonnull dereferenceable(1) %291)
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #12
  %293 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 4, ptr %293, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV4Leaf, i64 16), ptr %1, align 8, !tbaa !5
  %294 = tail call ptr @__cxa_allocate_exception(i64 8) #12
  store ptr %1, ptr %294, align 16, !tbaa !27
  invoke void @__cxa_throw(ptr nonnull %294, ptr nonnull @_ZTIP4Leaf, ptr null) #14
          to label %373 unwind label %295

295:                                              ; preds = %285
  %296 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTIP4Leaf
  %297 = extractvalue { ptr, i32 } %296, 0
  %298 = extractvalue { ptr, i32 } %296, 1
  %299 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %300 = icmp eq i32 %298, %299
  br i1 %300, label %301, label %307

301:                                              ; preds = %295
  %302 = call ptr @__cxa_begin_catch(ptr %297) #12
  %303 = call i32 @puts(ptr nonnull dereferenceable(1) @str.26)
  br label %304

304:                                              ; preds = %301, %321
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  %305 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 5, ptr %305, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV3Mid, i64 16), ptr %2, align 8, !tbaa !5
  %306 = call ptr @__cxa_allocate_exception(i64 8) #12
  store ptr %2, ptr %306, align 16, !tbaa !27
  invoke void @__cxa_throw(ptr nonnull %306, ptr nonnull @_ZTIPK3Mid, ptr null) #14
          to label %373 unwind label %329

307:                                              ; preds = %295
  %308 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Leaf) #12
  %309 = icmp eq i32 %298, %308
  br i1 %309, label %310, label %362

310:                                              ; preds = %307
  %311 = call ptr @__cxa_begin_catch(ptr %297) #12
  %312 = load ptr, ptr %311, align 8, !tbaa !5
  %313 = getelementptr inbounds i8, ptr %312, i64 16
  %314 = load ptr, ptr %313, align 8
  %315 = invoke noundef ptr %314(ptr noundef nonnull align 8 dereferenceable(12) %311)
          to label %316 unwind label %325

316:                                              ; preds = %310
  %317 = load ptr, ptr %311, align 8, !tbaa !5
  %318 = getelementptr inbounds i8, ptr %317, i64 24
  %319 = load ptr, ptr %318, align 8
  %320 = invoke noundef i32 %319(ptr noundef nonnull align 8 dereferenceable(12) %311)
          to label %321 unwind label %325

321:                                              ; preds = %316
  %322 = icmp eq ptr %311, %1
  %323 = zext i1 %322 to i32
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %315, i32 noundef %320, i32 noundef %323)
  br label %304

325:                                              ; preds = %316, %310
  %326 = landingpad { ptr, i32 }
          cleanup
  %327 = extractvalue { ptr, i32 } %326, 0
  %328 = extractvalue { ptr, i32 } %326, 1
  call void @__cxa_end_catch() #12
  br label %362

329:                                              ; preds = %304
  %330 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP4Leaf
          catch ptr @_ZTIPK3Mid
  %331 = extractvalue { ptr, i32 } %330, 0
  %332 = extractvalue { ptr, i32 } %330, 1
  %333 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Leaf) #12
  %334 = icmp eq i32 %332, %333
  br i1 %334, label %335, label %339

335:                                              ; preds = %329
  %336 = call ptr @__cxa_begin_catch(ptr %331) #12
  %337 = call i32 @puts(ptr nonnull dereferenceable(1) @str.27)
  br label %338

338:                                              ; preds = %335, %353
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12
  ret i32 0

339:                                              ; preds = %329
  %340 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPK3Mid) #12
  %341 = icmp eq i32 %332, %340
  br i1 %341, label %342, label %359

342:                                              ; preds = %339
  %343 = call ptr @__cxa_begin_catch(ptr %331) #12
  %344 = load ptr, ptr %343, align 8, !tbaa !5
  %345 = getelementptr inbounds i8, ptr %344, i64 16
  %346 = load ptr, ptr %345, align 8
  %347 = invoke noundef ptr %346(ptr noundef nonnull align 8 dereferenceable(12) %343)
          to label %348 unwind label %355

348:                                              ; preds = %342
  %349 = load ptr, ptr %343, align 8, !tbaa !5
  %350 = getelementptr inbounds i8, ptr %349, i64 24
  %351 = load ptr, ptr %350, align 8
  %352 = invoke noundef i32 %351(ptr noundef nonnull align 8 dereferenceable(12) %343)
          to label %353 unwind label %355

353:                                              ; preds = %348
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %347, i32 noundef %352)
  br label %338

355:                                              ; preds = %348, %342
  %356 = landingpad { ptr, i32 }
          cleanup
  %357 = extractvalue { ptr, i32 } %356, 0
  %358 = extractvalue { ptr, i32 } %356, 1
  call void @__cxa_end_catch() #12
  br label %359

359:                                              ; preds = %355, %339
  %360 = phi i32 [ %358, %355 ], [ %332, %339 ]
  %361 = phi ptr [ %357, %355 ], [ %331, %339 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  br label %362

362:                                              ; preds = %359, %325, %307
  %363 = phi i32 [ %360, %359 ], [ %328, %325 ], [ %298, %307 ]
  %364 = phi ptr [ %361, %359 ], [ %327, %325 ], [ %297, %307 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12
  br label %365

365:                                              ; preds = %362, %271, %268, %247, %244, %205
  %366 = phi i32 [ %363, %362 ], [ %274, %271 ], [ %269, %268 ], [ %250, %247 ], [ %246, %244 ], [ %208, %205 ]
  %367 = phi ptr [ %364, %362 ], [ %273, %271 ], [ %270, %268 ], [ %249, %247 ], [ %245, %244 ], [ %207, %205 ]
  %368 = insertvalue { ptr, i32 } poison, ptr %367, 0
  %369 = insertvalue { ptr, i32 } %368, i32 %366, 1
  br label %65

370:                                              ; preds = %266, %242
  %371 = landingpad { ptr, i32 }
          catch ptr null
  %372 = extractvalue { ptr, i32 } %371, 0
  tail call void @__clang_call_terminate(ptr %372) #13
  unreachable

373:                                              ; preds = %304, %285, %277, %261, %231, %165
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #12
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal fastcc void @_ZL10throw_kindi(i32 noundef %0) unnamed_addr #7 personality ptr @__gxx_personality_v0 {
  switch i32 %0, label %11 [
    i32 0, label %2
    i32 1, label %5
    i32 2, label %8
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV4Base, i64 16), ptr %3, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %4, align 8, !tbaa !18
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI4Base, ptr nonnull @_ZN4BaseD2Ev) #14
  unreachable

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 2, ptr %7, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV3Mid, i64 16), ptr %6, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTI3Mid, ptr nonnull @_ZN4BaseD2Ev) #14
  unreachable

8:                                                ; preds = %1
  %9 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 3, ptr %10, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTV4Leaf, i64 16), ptr %9, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI4Leaf, ptr nonnull @_ZN4BaseD2Ev) #14
  unreachable

11:                                               ; preds = %1
  %12 = tail call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 %0, ptr %12, align 16, !tbaa !20
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #14
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.14
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !18
  ret i32 %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

declare ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Mid4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.20
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Mid5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !18
  %4 = mul nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3MidD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #15
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Left3whoEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.22
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Both4sideEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.23
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #15
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef ptr @_ZThn16_NK4Both4sideEv(ptr noundef %0) unnamed_addr #10 comdat align 2 {
  ret ptr @.str.23
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6HiddenD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #15
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4LeafD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Leaf4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.24
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Leaf5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !18
  %4 = mul nsw i32 %3, 100
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS4Left", !12, i64 8}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !7, i64 0}
!14 = !{!15, !12, i64 8}
!15 = !{!"_ZTS5Right", !12, i64 8}
!16 = !{!17, !12, i64 28}
!17 = !{!"_ZTS4Both", !11, i64 0, !15, i64 16, !12, i64 28}
!18 = !{!19, !12, i64 8}
!19 = !{!"_ZTS4Base", !12, i64 8}
!20 = !{!12, !12, i64 0}
!21 = distinct !{!21, !9}
!22 = !{!23, !12, i64 0}
!23 = !{!"_ZTS2P2", !12, i64 0}
!24 = !{!25, !12, i64 8}
!25 = !{!"_ZTS2PP", !26, i64 0, !23, i64 4, !12, i64 8}
!26 = !{!"_ZTS2P1", !12, i64 0}
!27 = !{!28, !28, i64 0}
!28 = !{!"any pointer", !13, i64 0}

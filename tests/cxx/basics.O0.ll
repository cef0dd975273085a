; ModuleID = 'basics.cpp'
source_filename = "basics.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Point = type { i32, i32 }

$__clang_call_terminate = comdat any

$_ZTS5Point = comdat any

$_ZTI5Point = comdat any

$_ZTSP5Point = comdat any

$_ZTIP5Point = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Point = linkonce_odr dso_local constant [7 x i8] c"5Point\00", comdat, align 1
@_ZTI5Point = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Point }, comdat, align 8
@.str = private unnamed_addr constant [29 x i8] c"outer frame caught {%d, %d}\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"ftb(21) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"ftb(-3) = %d\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@_ZTIPKc = external constant ptr
@.str.4 = private unnamed_addr constant [50 x i8] c"loop: ints %ld points %ld doubles %.1f others %d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP5Point = linkonce_odr dso_local constant [8 x i8] c"P5Point\00", comdat, align 1
@_ZTIP5Point = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP5Point, i32 0, ptr @_ZTI5Point }, comdat, align 8
@_ZTIl = external constant ptr
@.str.5 = private unnamed_addr constant [33 x i8] c"classify(%d): returned normally\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"classify(%d): something else\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"classify(%d): long %ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [31 x i8] c"classify(%d): Point* {%d, %d}\0A\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"classify(%d): Point& {%d, %d}\0A\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"classify(%d): double %.2f\0A\00", align 1
@.str.11 = private unnamed_addr constant [41 x i8] c"classify(%d): const char* \22%s\22 (len %d)\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"classify(%d): int %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"a string\00", align 1
@_ZL7g_point = internal global %struct.Point { i32 5, i32 6 }, align 4
@_ZTIc = external constant ptr
@.str.14 = private unnamed_addr constant [23 x i8] c"thrower(%d): no throw\0A\00", align 1
@.str.15 = private unnamed_addr constant [37 x i8] c"by value: modified copy to {%d, %d}\0A\00", align 1
@.str.16 = private unnamed_addr constant [31 x i8] c"rethrown original is {%d, %d}\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"ftb caught %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [28 x i8] c"nested(%d): inner no throw\0A\00", align 1
@.str.19 = private unnamed_addr constant [38 x i8] c"nested(%d): inner caught double %.1f\0A\00", align 1
@.str.20 = private unnamed_addr constant [29 x i8] c"nested(%d): after inner try\0A\00", align 1
@.str.21 = private unnamed_addr constant [33 x i8] c"nested(%d): outer caught int %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Point, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %20, %0
  %16 = load i32, ptr %2, align 4
  %17 = icmp sle i32 %16, 7
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  call void @_ZL8classifyi(i32 noundef %19)
  br label %20

20:                                               ; preds = %18
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %15, !llvm.loop !6

23:                                               ; preds = %15
  invoke void @_ZL18modify_and_rethrowv()
          to label %24 unwind label %25

24:                                               ; preds = %23
  br label %42

25:                                               ; preds = %23
  %26 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Point
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %3, align 8
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %4, align 4
  br label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %4, align 4
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Point) #8
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %141

33:                                               ; preds = %29
  %34 = load ptr, ptr %3, align 8
  %35 = call ptr @__cxa_begin_catch(ptr %34) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %35, i64 8, i1 false)
  %36 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37, i32 noundef %39)
          to label %41 unwind label %55

41:                                               ; preds = %33
  call void @__cxa_end_catch()
  br label %42

42:                                               ; preds = %41, %24
  %43 = call noundef i32 @_ZL3ftbi(i32 noundef 21)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43)
  %45 = call noundef i32 @_ZL3ftbi(i32 noundef -3)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %45)
  store i32 0, ptr %6, align 4
  br label %47

47:                                               ; preds = %52, %42
  %48 = load i32, ptr %6, align 4
  %49 = icmp slt i32 %48, 3
  br i1 %49, label %50, label %60

50:                                               ; preds = %47
  %51 = load i32, ptr %6, align 4
  call void @_ZL6nestedi(i32 noundef %51)
  br label %52

52:                                               ; preds = %50
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %6, align 4
  br label %47, !llvm.loop !8

55:                                               ; preds = %33
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %3, align 8
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %59 unwind label %146

59:                                               ; preds = %55
  br label %141

60:                                               ; preds = %47
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %61

61:                                               ; preds = %87, %60
  %62 = load i32, ptr %11, align 4
  %63 = icmp slt i32 %62, 1000
  br i1 %63, label %64, label %135

64:                                               ; preds = %61
  %65 = load i32, ptr %11, align 4
  %66 = srem i32 %65, 4
  switch i32 %66, label %133 [
    i32 0, label %67
    i32 1, label %121
    i32 2, label %128
  ]

67:                                               ; preds = %64
  %68 = call ptr @__cxa_allocate_exception(i64 4) #8
  %69 = load i32, ptr %11, align 4
  store i32 %69, ptr %68, align 16
  invoke void @__cxa_throw(ptr %68, ptr @_ZTIi, ptr null) #9
          to label %149 unwind label %70

70:                                               ; preds = %133, %128, %121, %67
  %71 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Point
          catch ptr @_ZTId
          catch ptr null
  %72 = extractvalue { ptr, i32 } %71, 0
  store ptr %72, ptr %3, align 8
  %73 = extractvalue { ptr, i32 } %71, 1
  store i32 %73, ptr %4, align 4
  br label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %4, align 4
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %90

78:                                               ; preds = %74
  %79 = load ptr, ptr %3, align 8
  %80 = call ptr @__cxa_begin_catch(ptr %79) #8
  %81 = load i32, ptr %80, align 4
  store i32 %81, ptr %14, align 4
  %82 = load i32, ptr %14, align 4
  %83 = sext i32 %82 to i64
  %84 = load i64, ptr %7, align 8
  %85 = add nsw i64 %84, %83
  store i64 %85, ptr %7, align 8
  call void @__cxa_end_catch() #8
  br label %86

86:                                               ; preds = %78, %93, %109, %116
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %11, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %11, align 4
  br label %61, !llvm.loop !9

90:                                               ; preds = %74
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Point) #8
  %92 = icmp eq i32 %75, %91
  br i1 %92, label %93, label %106

93:                                               ; preds = %90
  %94 = load ptr, ptr %3, align 8
  %95 = call ptr @__cxa_begin_catch(ptr %94) #8
  store ptr %95, ptr %13, align 8
  %96 = load ptr, ptr %13, align 8
  %97 = getelementptr inbounds %struct.Point, ptr %96, i32 0, i32 0
  %98 = load i32, ptr %97, align 4
  %99 = load ptr, ptr %13, align 8
  %100 = getelementptr inbounds %struct.Point, ptr %99, i32 0, i32 1
  %101 = load i32, ptr %100, align 4
  %102 = sub nsw i32 %98, %101
  %103 = sext i32 %102 to i64
  %104 = load i64, ptr %8, align 8
  %105 = add nsw i64 %104, %103
  store i64 %105, ptr %8, align 8
  call void @__cxa_end_catch()
  br label %86

106:                                              ; preds = %90
  %107 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #8
  %108 = icmp eq i32 %75, %107
  br i1 %108, label %109, label %116

109:                                              ; preds = %106
  %110 = load ptr, ptr %3, align 8
  %111 = call ptr @__cxa_begin_catch(ptr %110) #8
  %112 = load double, ptr %111, align 8
  store double %112, ptr %12, align 8
  %113 = load double, ptr %12, align 8
  %114 = load double, ptr %9, align 8
  %115 = fadd double %114, %113
  store double %115, ptr %9, align 8
  call void @__cxa_end_catch() #8
  br label %86

116:                                              ; preds = %106
  %117 = load ptr, ptr %3, align 8
  %118 = call ptr @__cxa_begin_catch(ptr %117) #8
  %119 = load i32, ptr %10, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %10, align 4
  call void @__cxa_end_catch()
  br label %86

121:                                              ; preds = %64
  %122 = call ptr @__cxa_allocate_exception(i64 8) #8
  %123 = getelementptr inbounds %struct.Point, ptr %122, i32 0, i32 0
  %124 = load i32, ptr %11, align 4
  store i32 %124, ptr %123, align 16
  %125 = getelementptr inbounds %struct.Point, ptr %122, i32 0, i32 1
  %126 = load i32, ptr %11, align 4
  %127 = sub nsw i32 0, %126
  store i32 %127, ptr %125, align 4
  invoke void @__cxa_throw(ptr %122, ptr @_ZTI5Point, ptr null) #9
          to label %149 unwind label %70

128:                                              ; preds = %64
  %129 = call ptr @__cxa_allocate_exception(i64 8) #8
  %130 = load i32, ptr %11, align 4
  %131 = sitofp i32 %130 to double
  %132 = fmul double %131, 5.000000e-01
  store double %132, ptr %129, align 16
  invoke void @__cxa_throw(ptr %129, ptr @_ZTId, ptr null) #9
          to label %149 unwind label %70

133:                                              ; preds = %64
  %134 = call ptr @__cxa_allocate_exception(i64 8) #8
  store ptr @.str.3, ptr %134, align 16
  invoke void @__cxa_throw(ptr %134, ptr @_ZTIPKc, ptr null) #9
          to label %149 unwind label %70

135:                                              ; preds = %61
  %136 = load i64, ptr %7, align 8
  %137 = load i64, ptr %8, align 8
  %138 = load double, ptr %9, align 8
  %139 = load i32, ptr %10, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %136, i64 noundef %137, double noundef %138, i32 noundef %139)
  ret i32 0

141:                                              ; preds = %59, %29
  %142 = load ptr, ptr %3, align 8
  %143 = load i32, ptr %4, align 4
  %144 = insertvalue { ptr, i32 } poison, ptr %142, 0
  %145 = insertvalue { ptr, i32 } %144, i32 %143, 1
  resume { ptr, i32 } %145

146:                                              ; preds = %55
  %147 = landingpad { ptr, i32 }
          catch ptr null
  %148 = extractvalue { ptr, i32 } %147, 0
  call void @__clang_call_terminate(ptr %148) #10
  unreachable

149:                                              ; preds = %133, %128, %121, %67
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL8classifyi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %11)
          to label %12 unwind label %16

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %13)
          to label %15 unwind label %16

15:                                               ; preds = %12
  br label %32

16:                                               ; preds = %12, %1
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTIPKc
          catch ptr @_ZTId
          catch ptr @_ZTI5Point
          catch ptr @_ZTIP5Point
          catch ptr @_ZTIl
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %3, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %33

24:                                               ; preds = %20
  %25 = load ptr, ptr %3, align 8
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %10, align 4
  %28 = load i32, ptr %2, align 4
  %29 = load i32, ptr %10, align 4
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %28, i32 noundef %29)
          to label %31 unwind label %130

31:                                               ; preds = %24
  call void @__cxa_end_catch() #8
  br label %32

32:                                               ; preds = %31, %45, %56, %71, %86, %97, %103, %15
  ret void

33:                                               ; preds = %20
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #8
  %35 = icmp eq i32 %21, %34
  br i1 %35, label %36, label %46

36:                                               ; preds = %33
  %37 = load ptr, ptr %3, align 8
  %38 = call ptr @__cxa_begin_catch(ptr %37) #8
  store ptr %38, ptr %9, align 8
  %39 = load i32, ptr %2, align 4
  %40 = load ptr, ptr %9, align 8
  %41 = load ptr, ptr %9, align 8
  %42 = call i64 @strlen(ptr noundef %41) #11
  %43 = trunc i64 %42 to i32
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %39, ptr noundef %40, i32 noundef %43)
          to label %45 unwind label %126

45:                                               ; preds = %36
  call void @__cxa_end_catch() #8
  br label %32

46:                                               ; preds = %33
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #8
  %48 = icmp eq i32 %21, %47
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = load ptr, ptr %3, align 8
  %51 = call ptr @__cxa_begin_catch(ptr %50) #8
  %52 = load double, ptr %51, align 8
  store double %52, ptr %8, align 8
  %53 = load i32, ptr %2, align 4
  %54 = load double, ptr %8, align 8
  %55 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %53, double noundef %54)
          to label %56 unwind label %122

56:                                               ; preds = %49
  call void @__cxa_end_catch() #8
  br label %32

57:                                               ; preds = %46
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Point) #8
  %59 = icmp eq i32 %21, %58
  br i1 %59, label %60, label %72

60:                                               ; preds = %57
  %61 = load ptr, ptr %3, align 8
  %62 = call ptr @__cxa_begin_catch(ptr %61) #8
  store ptr %62, ptr %7, align 8
  %63 = load i32, ptr %2, align 4
  %64 = load ptr, ptr %7, align 8
  %65 = getelementptr inbounds %struct.Point, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 4
  %67 = load ptr, ptr %7, align 8
  %68 = getelementptr inbounds %struct.Point, ptr %67, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %63, i32 noundef %66, i32 noundef %69)
          to label %71 unwind label %117

71:                                               ; preds = %60
  call void @__cxa_end_catch()
  br label %32

72:                                               ; preds = %57
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP5Point) #8
  %74 = icmp eq i32 %21, %73
  br i1 %74, label %75, label %87

75:                                               ; preds = %72
  %76 = load ptr, ptr %3, align 8
  %77 = call ptr @__cxa_begin_catch(ptr %76) #8
  store ptr %77, ptr %6, align 8
  %78 = load i32, ptr %2, align 4
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds %struct.Point, ptr %79, i32 0, i32 0
  %81 = load i32, ptr %80, align 4
  %82 = load ptr, ptr %6, align 8
  %83 = getelementptr inbounds %struct.Point, ptr %82, i32 0, i32 1
  %84 = load i32, ptr %83, align 4
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %78, i32 noundef %81, i32 noundef %84)
          to label %86 unwind label %113

86:                                               ; preds = %75
  call void @__cxa_end_catch() #8
  br label %32

87:                                               ; preds = %72
  %88 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl) #8
  %89 = icmp eq i32 %21, %88
  br i1 %89, label %90, label %98

90:                                               ; preds = %87
  %91 = load ptr, ptr %3, align 8
  %92 = call ptr @__cxa_begin_catch(ptr %91) #8
  %93 = load i64, ptr %92, align 8
  store i64 %93, ptr %5, align 8
  %94 = load i32, ptr %2, align 4
  %95 = load i64, ptr %5, align 8
  %96 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %94, i64 noundef %95)
          to label %97 unwind label %109

97:                                               ; preds = %90
  call void @__cxa_end_catch() #8
  br label %32

98:                                               ; preds = %87
  %99 = load ptr, ptr %3, align 8
  %100 = call ptr @__cxa_begin_catch(ptr %99) #8
  %101 = load i32, ptr %2, align 4
  %102 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %101)
          to label %103 unwind label %104

103:                                              ; preds = %98
  call void @__cxa_end_catch()
  br label %32

104:                                              ; preds = %98
  %105 = landingpad { ptr, i32 }
          cleanup
  %106 = extractvalue { ptr, i32 } %105, 0
  store ptr %106, ptr %3, align 8
  %107 = extractvalue { ptr, i32 } %105, 1
  store i32 %107, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %108 unwind label %139

108:                                              ; preds = %104
  br label %134

109:                                              ; preds = %90
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %3, align 8
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %134

113:                                              ; preds = %75
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  store ptr %115, ptr %3, align 8
  %116 = extractvalue { ptr, i32 } %114, 1
  store i32 %116, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %134

117:                                              ; preds = %60
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = extractvalue { ptr, i32 } %118, 0
  store ptr %119, ptr %3, align 8
  %120 = extractvalue { ptr, i32 } %118, 1
  store i32 %120, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %121 unwind label %139

121:                                              ; preds = %117
  br label %134

122:                                              ; preds = %49
  %123 = landingpad { ptr, i32 }
          cleanup
  %124 = extractvalue { ptr, i32 } %123, 0
  store ptr %124, ptr %3, align 8
  %125 = extractvalue { ptr, i32 } %123, 1
  store i32 %125, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %134

126:                                              ; preds = %36
  %127 = landingpad { ptr, i32 }
          cleanup
  %128 = extractvalue { ptr, i32 } %127, 0
  store ptr %128, ptr %3, align 8
  %129 = extractvalue { ptr, i32 } %127, 1
  store i32 %129, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %134

130:                                              ; preds = %24
  %131 = landingpad { ptr, i32 }
          cleanup
  %132 = extractvalue { ptr, i32 } %131, 0
  store ptr %132, ptr %3, align 8
  %133 = extractvalue { ptr, i32 } %131, 1
  store i32 %133, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %134

134:                                              ; preds = %130, %126, %122, %121, %113, %109, %108
  %135 = load ptr, ptr %3, align 8
  %136 = load i32, ptr %4, align 4
  %137 = insertvalue { ptr, i32 } poison, ptr %135, 0
  %138 = insertvalue { ptr, i32 } %137, i32 %136, 1
  resume { ptr, i32 } %138

139:                                              ; preds = %117, %104
  %140 = landingpad { ptr, i32 }
          catch ptr null
  %141 = extractvalue { ptr, i32 } %140, 0
  call void @__clang_call_terminate(ptr %141) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL18modify_and_rethrowv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca %struct.Point, align 4
  %4 = alloca ptr, align 8
  %5 = call ptr @__cxa_allocate_exception(i64 8) #8
  %6 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 0
  store i32 1, ptr %6, align 16
  %7 = getelementptr inbounds %struct.Point, ptr %5, i32 0, i32 1
  store i32 2, ptr %7, align 4
  invoke void @__cxa_throw(ptr %5, ptr @_ZTI5Point, ptr null) #9
          to label %68 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Point
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %1, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %2, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %2, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Point) #8
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %60

16:                                               ; preds = %12
  %17 = load ptr, ptr %1, align 8
  %18 = call ptr @__cxa_begin_catch(ptr %17) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %18, i64 8, i1 false)
  %19 = getelementptr inbounds %struct.Point, ptr %3, i32 0, i32 0
  store i32 1000, ptr %19, align 4
  %20 = getelementptr inbounds %struct.Point, ptr %3, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds %struct.Point, ptr %3, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %21, i32 noundef %23)
          to label %25 unwind label %26

25:                                               ; preds = %16
  invoke void @__cxa_rethrow() #9
          to label %68 unwind label %30

26:                                               ; preds = %16
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %1, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %2, align 4
  br label %58

30:                                               ; preds = %25
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Point
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %1, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %2, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %2, align 4
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Point) #8
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %58

38:                                               ; preds = %34
  %39 = load ptr, ptr %1, align 8
  %40 = call ptr @__cxa_begin_catch(ptr %39) #8
  store ptr %40, ptr %4, align 8
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.Point, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.Point, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %43, i32 noundef %46)
          to label %48 unwind label %51

48:                                               ; preds = %38
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.Point, ptr %49, i32 0, i32 0
  store i32 99, ptr %50, align 4
  invoke void @__cxa_rethrow() #9
          to label %68 unwind label %51

51:                                               ; preds = %48, %38
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %1, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %55 unwind label %65

55:                                               ; preds = %51
  br label %58

56:                                               ; No predecessors!
  call void @__cxa_end_catch()
  br label %57

57:                                               ; preds = %56
  ret void

58:                                               ; preds = %55, %34, %26
  invoke void @__cxa_end_catch()
          to label %59 unwind label %65

59:                                               ; preds = %58
  br label %60

60:                                               ; preds = %59, %12
  %61 = load ptr, ptr %1, align 8
  %62 = load i32, ptr %2, align 4
  %63 = insertvalue { ptr, i32 } poison, ptr %61, 0
  %64 = insertvalue { ptr, i32 } %63, i32 %62, 1
  resume { ptr, i32 } %64

65:                                               ; preds = %58, %51
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  call void @__clang_call_terminate(ptr %67) #10
  unreachable

68:                                               ; preds = %48, %25, %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL3ftbi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %27

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #8
  %11 = load i32, ptr %3, align 4
  store i32 %11, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #9
          to label %42 unwind label %12

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %37

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #8
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %6, align 4
  %24 = load i32, ptr %6, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %24)
          to label %26 unwind label %30

26:                                               ; preds = %20
  store i32 -1, ptr %2, align 4
  call void @__cxa_end_catch() #8
  br label %35

27:                                               ; preds = %1
  %28 = load i32, ptr %3, align 4
  %29 = mul nsw i32 %28, 2
  store i32 %29, ptr %2, align 4
  br label %35

30:                                               ; preds = %20
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %4, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %37

34:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

35:                                               ; preds = %26, %27
  %36 = load i32, ptr %2, align 4
  ret i32 %36

37:                                               ; preds = %30, %16
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %5, align 4
  %40 = insertvalue { ptr, i32 } poison, ptr %38, 0
  %41 = insertvalue { ptr, i32 } %40, i32 %39, 1
  resume { ptr, i32 } %41

42:                                               ; preds = %9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6nestedi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %31

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 10, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #9
          to label %75 unwind label %11

11:                                               ; preds = %36, %34, %9
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTId
          catch ptr @_ZTIi
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #8
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %53

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 8
  %21 = call ptr @__cxa_begin_catch(ptr %20) #8
  %22 = load double, ptr %21, align 8
  store double %22, ptr %5, align 8
  %23 = load i32, ptr %2, align 4
  %24 = load double, ptr %5, align 8
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %23, double noundef %24)
          to label %26 unwind label %40

26:                                               ; preds = %19
  %27 = load i32, ptr %2, align 4
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %29, label %44

29:                                               ; preds = %26
  %30 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 20, ptr %30, align 16
  invoke void @__cxa_throw(ptr %30, ptr @_ZTIi, ptr null) #9
          to label %75 unwind label %40

31:                                               ; preds = %1
  %32 = load i32, ptr %2, align 4
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %36

34:                                               ; preds = %31
  %35 = call ptr @__cxa_allocate_exception(i64 8) #8
  store double 1.500000e+00, ptr %35, align 16
  invoke void @__cxa_throw(ptr %35, ptr @_ZTId, ptr null) #9
          to label %75 unwind label %11

36:                                               ; preds = %31
  %37 = load i32, ptr %2, align 4
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %37)
          to label %39 unwind label %11

39:                                               ; preds = %36
  br label %45

40:                                               ; preds = %29, %19
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %3, align 8
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %53

44:                                               ; preds = %26
  call void @__cxa_end_catch() #8
  br label %45

45:                                               ; preds = %44, %39
  %46 = load i32, ptr %2, align 4
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %46)
          to label %48 unwind label %49

48:                                               ; preds = %45
  br label %65

49:                                               ; preds = %45
  %50 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %3, align 8
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %4, align 4
  br label %53

53:                                               ; preds = %49, %40, %15
  %54 = load i32, ptr %4, align 4
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %70

57:                                               ; preds = %53
  %58 = load ptr, ptr %3, align 8
  %59 = call ptr @__cxa_begin_catch(ptr %58) #8
  %60 = load i32, ptr %59, align 4
  store i32 %60, ptr %6, align 4
  %61 = load i32, ptr %2, align 4
  %62 = load i32, ptr %6, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %61, i32 noundef %62)
          to label %64 unwind label %66

64:                                               ; preds = %57
  call void @__cxa_end_catch() #8
  br label %65

65:                                               ; preds = %64, %48
  ret void

66:                                               ; preds = %57
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = extractvalue { ptr, i32 } %67, 0
  store ptr %68, ptr %3, align 8
  %69 = extractvalue { ptr, i32 } %67, 1
  store i32 %69, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %70

70:                                               ; preds = %66, %53
  %71 = load ptr, ptr %3, align 8
  %72 = load i32, ptr %4, align 4
  %73 = insertvalue { ptr, i32 } poison, ptr %71, 0
  %74 = insertvalue { ptr, i32 } %73, i32 %72, 1
  resume { ptr, i32 } %74

75:                                               ; preds = %29, %34, %9
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %20 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %14
    i32 5, label %16
    i32 6, label %18
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 42, ptr %5, align 16
  call void @__cxa_throw(ptr %5, ptr @_ZTIi, ptr null) #9
  unreachable

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i64 8) #8
  store ptr @.str.13, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIPKc, ptr null) #9
  unreachable

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 8) #8
  store double 2.500000e+00, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTId, ptr null) #9
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i64 8) #8
  %12 = getelementptr inbounds %struct.Point, ptr %11, i32 0, i32 0
  store i32 3, ptr %12, align 16
  %13 = getelementptr inbounds %struct.Point, ptr %11, i32 0, i32 1
  store i32 4, ptr %13, align 4
  call void @__cxa_throw(ptr %11, ptr @_ZTI5Point, ptr null) #9
  unreachable

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 8) #8
  store ptr @_ZL7g_point, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIP5Point, ptr null) #9
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 1) #8
  store i8 99, ptr %17, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTIc, ptr null) #9
  unreachable

18:                                               ; preds = %1
  %19 = call ptr @__cxa_allocate_exception(i64 8) #8
  store i64 7, ptr %19, align 16
  call void @__cxa_throw(ptr %19, ptr @_ZTIl, ptr null) #9
  unreachable

20:                                               ; preds = %1
  br label %21

21:                                               ; preds = %20
  %22 = load i32, ptr %2, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %22)
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #6

declare void @__cxa_rethrow()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind willreturn memory(read) }

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

; ModuleID = 'cleanup.cpp'
source_filename = "cleanup.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Whole = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Mixed = type { %struct.Member, [4 x i8], %struct.Member }
%struct.Elem = type { i32 }
%struct.Tracer = type { ptr }
%struct.Err = type { i32 }

$__clang_call_terminate = comdat any

$_ZN5WholeC2Eb = comdat any

$_ZN5WholeD2Ev = comdat any

$_ZN5MixedC2Ev = comdat any

$_ZN5MixedD2Ev = comdat any

$_ZN4ElemC2Ev = comdat any

$_ZN4ElemD2Ev = comdat any

$_ZN6TracerC2EPKc = comdat any

$_ZN3ErrC2Ei = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZN6TracerD2Ev = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

$_ZN7FailingC2Ei = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@.str = private unnamed_addr constant [29 x i8] c"unwind through four frames:\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  main caught Err %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"no throw:\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"throwing constructor body:\0A\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [13 x i8] c"  caught %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"non-throwing constructor:\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"throwing member constructor:\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"array, third element throws:\0A\00", align 1
@_ZL6g_next = internal global i32 0, align 4
@_ZL9g_fail_at = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [15 x i8] c"  not reached\0A\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"new[], fourth element throws:\0A\00", align 1
@.str.10 = private unnamed_addr constant [31 x i8] c"new[] and delete[], no throw:\0A\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"throw from inside a handler:\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"try-body\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"in-handler\00", align 1
@.str.14 = private unnamed_addr constant [35 x i8] c"  handling Err %d, throwing Err 2\0A\00", align 1
@.str.15 = private unnamed_addr constant [23 x i8] c"  outer caught Err %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [19 x i8] c"destructor order:\0A\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"third\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"fourth\00", align 1
@.str.21 = private unnamed_addr constant [44 x i8] c"  handler runs after third and fourth died\0A\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"fifth\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@.str.25 = private unnamed_addr constant [23 x i8] c"  level1: not reached\0A\00", align 1
@.str.26 = private unnamed_addr constant [18 x i8] c"  level1 returns\0A\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"level2\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"level3a\00", align 1
@.str.29 = private unnamed_addr constant [14 x i8] c"level3-scoped\00", align 1
@.str.30 = private unnamed_addr constant [8 x i8] c"level3b\00", align 1
@.str.31 = private unnamed_addr constant [18 x i8] c"  level3 returns\0A\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"level4\00", align 1
@.str.33 = private unnamed_addr constant [18 x i8] c"  level4 returns\0A\00", align 1
@.str.34 = private unnamed_addr constant [14 x i8] c"  Whole body\0A\00", align 1
@.str.35 = private unnamed_addr constant [19 x i8] c"  Member %d built\0A\00", align 1
@.str.36 = private unnamed_addr constant [23 x i8] c"  Member %d destroyed\0A\00", align 1
@.str.37 = private unnamed_addr constant [10 x i8] c"  ~Whole\0A\00", align 1
@.str.38 = private unnamed_addr constant [27 x i8] c"  Mixed body: not reached\0A\00", align 1
@.str.39 = private unnamed_addr constant [21 x i8] c"  Failing throws %d\0A\00", align 1
@.str.40 = private unnamed_addr constant [18 x i8] c"  Elem %d throws\0A\00", align 1
@.str.41 = private unnamed_addr constant [11 x i8] c"  Elem %d\0A\00", align 1
@.str.42 = private unnamed_addr constant [12 x i8] c"  ~Elem %d\0A\00", align 1
@.str.43 = private unnamed_addr constant [11 x i8] c"  ctor %s\0A\00", align 1
@.str.44 = private unnamed_addr constant [23 x i8] c"  Err(%d) constructed\0A\00", align 1
@.str.45 = private unnamed_addr constant [21 x i8] c"  Err(%d) destroyed\0A\00", align 1
@.str.46 = private unnamed_addr constant [11 x i8] c"  dtor %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Whole, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Whole, align 4
  %8 = alloca %struct.Mixed, align 4
  %9 = alloca i32, align 4
  %10 = alloca [5 x %struct.Elem], align 16
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca %struct.Tracer, align 8
  %16 = alloca ptr, align 8
  %17 = alloca %struct.Tracer, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.Tracer, align 8
  %20 = alloca %struct.Tracer, align 8
  %21 = alloca %struct.Tracer, align 8
  %22 = alloca %struct.Tracer, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.Tracer, align 8
  store i32 0, ptr %1, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  invoke void @_ZL6level1i(i32 noundef 3)
          to label %26 unwind label %27

26:                                               ; preds = %0
  br label %43

27:                                               ; preds = %0
  %28 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %3, align 4
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #8
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %352

35:                                               ; preds = %31
  %36 = load ptr, ptr %2, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #8
  store ptr %37, ptr %4, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.Err, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %40)
          to label %42 unwind label %47

42:                                               ; preds = %35
  call void @__cxa_end_catch()
  br label %43

43:                                               ; preds = %42, %26
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @_ZL6level1i(i32 noundef 0)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  invoke void @_ZN5WholeC2Eb(ptr noundef nonnull align 4 dereferenceable(8) %5, i1 noundef zeroext true)
          to label %46 unwind label %52

46:                                               ; preds = %43
  call void @_ZN5WholeD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #8
  br label %67

47:                                               ; preds = %35
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  store ptr %49, ptr %2, align 8
  %50 = extractvalue { ptr, i32 } %48, 1
  store i32 %50, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %51 unwind label %357

51:                                               ; preds = %47
  br label %352

52:                                               ; preds = %43
  %53 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %2, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %3, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %3, align 4
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %352

60:                                               ; preds = %56
  %61 = load ptr, ptr %2, align 8
  %62 = call ptr @__cxa_begin_catch(ptr %61) #8
  %63 = load i32, ptr %62, align 4
  store i32 %63, ptr %6, align 4
  %64 = load i32, ptr %6, align 4
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %64)
          to label %66 unwind label %71

66:                                               ; preds = %60
  call void @__cxa_end_catch() #8
  br label %67

67:                                               ; preds = %66, %46
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  call void @_ZN5WholeC2Eb(ptr noundef nonnull align 4 dereferenceable(8) %7, i1 noundef zeroext false)
  call void @_ZN5WholeD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  invoke void @_ZN5MixedC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %8)
          to label %70 unwind label %75

70:                                               ; preds = %67
  call void @_ZN5MixedD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %8) #8
  br label %90

71:                                               ; preds = %60
  %72 = landingpad { ptr, i32 }
          cleanup
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %2, align 8
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %352

75:                                               ; preds = %67
  %76 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %2, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %3, align 4
  br label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %3, align 4
  %81 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %352

83:                                               ; preds = %79
  %84 = load ptr, ptr %2, align 8
  %85 = call ptr @__cxa_begin_catch(ptr %84) #8
  %86 = load i32, ptr %85, align 4
  store i32 %86, ptr %9, align 4
  %87 = load i32, ptr %9, align 4
  %88 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %87)
          to label %89 unwind label %109

89:                                               ; preds = %83
  call void @__cxa_end_catch() #8
  br label %90

90:                                               ; preds = %89, %70
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  store i32 0, ptr @_ZL6g_next, align 4
  store i32 2, ptr @_ZL9g_fail_at, align 4
  %92 = getelementptr inbounds [5 x %struct.Elem], ptr %10, i32 0, i32 0
  %93 = getelementptr inbounds %struct.Elem, ptr %92, i64 5
  br label %94

94:                                               ; preds = %96, %90
  %95 = phi ptr [ %92, %90 ], [ %97, %96 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %95)
          to label %96 unwind label %113

96:                                               ; preds = %94
  %97 = getelementptr inbounds %struct.Elem, ptr %95, i64 1
  %98 = icmp eq ptr %97, %93
  br i1 %98, label %99, label %94

99:                                               ; preds = %96
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %101 unwind label %123

101:                                              ; preds = %99
  %102 = getelementptr inbounds [5 x %struct.Elem], ptr %10, i32 0, i32 0
  %103 = getelementptr inbounds %struct.Elem, ptr %102, i64 5
  br label %104

104:                                              ; preds = %104, %101
  %105 = phi ptr [ %103, %101 ], [ %106, %104 ]
  %106 = getelementptr inbounds %struct.Elem, ptr %105, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %106) #8
  %107 = icmp eq ptr %106, %102
  br i1 %107, label %108, label %104

108:                                              ; preds = %104
  br label %145

109:                                              ; preds = %83
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %2, align 8
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %352

113:                                              ; preds = %94
  %114 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %115 = extractvalue { ptr, i32 } %114, 0
  store ptr %115, ptr %2, align 8
  %116 = extractvalue { ptr, i32 } %114, 1
  store i32 %116, ptr %3, align 4
  %117 = icmp eq ptr %92, %95
  br i1 %117, label %122, label %118

118:                                              ; preds = %118, %113
  %119 = phi ptr [ %95, %113 ], [ %120, %118 ]
  %120 = getelementptr inbounds %struct.Elem, ptr %119, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %120) #8
  %121 = icmp eq ptr %120, %92
  br i1 %121, label %122, label %118

122:                                              ; preds = %118, %113
  br label %134

123:                                              ; preds = %99
  %124 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %125 = extractvalue { ptr, i32 } %124, 0
  store ptr %125, ptr %2, align 8
  %126 = extractvalue { ptr, i32 } %124, 1
  store i32 %126, ptr %3, align 4
  %127 = getelementptr inbounds [5 x %struct.Elem], ptr %10, i32 0, i32 0
  %128 = getelementptr inbounds %struct.Elem, ptr %127, i64 5
  br label %129

129:                                              ; preds = %129, %123
  %130 = phi ptr [ %128, %123 ], [ %131, %129 ]
  %131 = getelementptr inbounds %struct.Elem, ptr %130, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %131) #8
  %132 = icmp eq ptr %131, %127
  br i1 %132, label %133, label %129

133:                                              ; preds = %129
  br label %134

134:                                              ; preds = %133, %122
  %135 = load i32, ptr %3, align 4
  %136 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %137 = icmp eq i32 %135, %136
  br i1 %137, label %138, label %352

138:                                              ; preds = %134
  %139 = load ptr, ptr %2, align 8
  %140 = call ptr @__cxa_begin_catch(ptr %139) #8
  %141 = load i32, ptr %140, align 4
  store i32 %141, ptr %11, align 4
  %142 = load i32, ptr %11, align 4
  %143 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %142)
          to label %144 unwind label %172

144:                                              ; preds = %138
  call void @__cxa_end_catch() #8
  br label %145

145:                                              ; preds = %144, %108
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  store i32 0, ptr @_ZL6g_next, align 4
  store i32 3, ptr @_ZL9g_fail_at, align 4
  %147 = invoke noalias noundef nonnull ptr @_Znam(i64 noundef 32) #9
          to label %148 unwind label %176

148:                                              ; preds = %145
  store i64 6, ptr %147, align 8
  %149 = getelementptr inbounds i8, ptr %147, i64 8
  %150 = getelementptr inbounds %struct.Elem, ptr %149, i64 6
  br label %151

151:                                              ; preds = %153, %148
  %152 = phi ptr [ %149, %148 ], [ %154, %153 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %152)
          to label %153 unwind label %180

153:                                              ; preds = %151
  %154 = getelementptr inbounds %struct.Elem, ptr %152, i64 1
  %155 = icmp eq ptr %154, %150
  br i1 %155, label %156, label %151

156:                                              ; preds = %153
  store ptr %149, ptr %12, align 8
  %157 = load ptr, ptr %12, align 8
  %158 = icmp eq ptr %157, null
  br i1 %158, label %171, label %159

159:                                              ; preds = %156
  %160 = getelementptr inbounds i8, ptr %157, i64 -8
  %161 = load i64, ptr %160, align 4
  %162 = getelementptr inbounds %struct.Elem, ptr %157, i64 %161
  %163 = icmp eq ptr %157, %162
  br i1 %163, label %168, label %164

164:                                              ; preds = %164, %159
  %165 = phi ptr [ %162, %159 ], [ %166, %164 ]
  %166 = getelementptr inbounds %struct.Elem, ptr %165, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %166) #8
  %167 = icmp eq ptr %166, %157
  br i1 %167, label %168, label %164

168:                                              ; preds = %164, %159
  %169 = mul i64 4, %161
  %170 = add i64 %169, 8
  call void @_ZdaPvm(ptr noundef %160, i64 noundef %170) #10
  br label %171

171:                                              ; preds = %168, %156
  br label %201

172:                                              ; preds = %138
  %173 = landingpad { ptr, i32 }
          cleanup
  %174 = extractvalue { ptr, i32 } %173, 0
  store ptr %174, ptr %2, align 8
  %175 = extractvalue { ptr, i32 } %173, 1
  store i32 %175, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %352

176:                                              ; preds = %145
  %177 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %178 = extractvalue { ptr, i32 } %177, 0
  store ptr %178, ptr %2, align 8
  %179 = extractvalue { ptr, i32 } %177, 1
  store i32 %179, ptr %3, align 4
  br label %190

180:                                              ; preds = %151
  %181 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %182 = extractvalue { ptr, i32 } %181, 0
  store ptr %182, ptr %2, align 8
  %183 = extractvalue { ptr, i32 } %181, 1
  store i32 %183, ptr %3, align 4
  %184 = icmp eq ptr %149, %152
  br i1 %184, label %189, label %185

185:                                              ; preds = %185, %180
  %186 = phi ptr [ %152, %180 ], [ %187, %185 ]
  %187 = getelementptr inbounds %struct.Elem, ptr %186, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %187) #8
  %188 = icmp eq ptr %187, %149
  br i1 %188, label %189, label %185

189:                                              ; preds = %185, %180
  call void @_ZdaPvm(ptr noundef %147, i64 noundef 32) #10
  br label %190

190:                                              ; preds = %189, %176
  %191 = load i32, ptr %3, align 4
  %192 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %193 = icmp eq i32 %191, %192
  br i1 %193, label %194, label %352

194:                                              ; preds = %190
  %195 = load ptr, ptr %2, align 8
  %196 = call ptr @__cxa_begin_catch(ptr %195) #8
  %197 = load i32, ptr %196, align 4
  store i32 %197, ptr %13, align 4
  %198 = load i32, ptr %13, align 4
  %199 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %198)
          to label %200 unwind label %231

200:                                              ; preds = %194
  call void @__cxa_end_catch() #8
  br label %201

201:                                              ; preds = %200, %171
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  store i32 100, ptr @_ZL6g_next, align 4
  store i32 -1, ptr @_ZL9g_fail_at, align 4
  %203 = call noalias noundef nonnull ptr @_Znam(i64 noundef 20) #9
  store i64 3, ptr %203, align 8
  %204 = getelementptr inbounds i8, ptr %203, i64 8
  %205 = getelementptr inbounds %struct.Elem, ptr %204, i64 3
  br label %206

206:                                              ; preds = %208, %201
  %207 = phi ptr [ %204, %201 ], [ %209, %208 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %207)
          to label %208 unwind label %235

208:                                              ; preds = %206
  %209 = getelementptr inbounds %struct.Elem, ptr %207, i64 1
  %210 = icmp eq ptr %209, %205
  br i1 %210, label %211, label %206

211:                                              ; preds = %208
  store ptr %204, ptr %14, align 8
  %212 = load ptr, ptr %14, align 8
  %213 = icmp eq ptr %212, null
  br i1 %213, label %226, label %214

214:                                              ; preds = %211
  %215 = getelementptr inbounds i8, ptr %212, i64 -8
  %216 = load i64, ptr %215, align 4
  %217 = getelementptr inbounds %struct.Elem, ptr %212, i64 %216
  %218 = icmp eq ptr %212, %217
  br i1 %218, label %223, label %219

219:                                              ; preds = %219, %214
  %220 = phi ptr [ %217, %214 ], [ %221, %219 ]
  %221 = getelementptr inbounds %struct.Elem, ptr %220, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %221) #8
  %222 = icmp eq ptr %221, %212
  br i1 %222, label %223, label %219

223:                                              ; preds = %219, %214
  %224 = mul i64 4, %216
  %225 = add i64 %224, 8
  call void @_ZdaPvm(ptr noundef %215, i64 noundef %225) #10
  br label %226

226:                                              ; preds = %223, %211
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %15, ptr noundef @.str.12)
          to label %228 unwind label %245

228:                                              ; preds = %226
  %229 = call ptr @__cxa_allocate_exception(i64 4) #8
  invoke void @_ZN3ErrC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %229, i32 noundef 1)
          to label %230 unwind label %249

230:                                              ; preds = %228
  invoke void @__cxa_throw(ptr %229, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #11
          to label %360 unwind label %253

231:                                              ; preds = %194
  %232 = landingpad { ptr, i32 }
          cleanup
  %233 = extractvalue { ptr, i32 } %232, 0
  store ptr %233, ptr %2, align 8
  %234 = extractvalue { ptr, i32 } %232, 1
  store i32 %234, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %352

235:                                              ; preds = %206
  %236 = landingpad { ptr, i32 }
          cleanup
  %237 = extractvalue { ptr, i32 } %236, 0
  store ptr %237, ptr %2, align 8
  %238 = extractvalue { ptr, i32 } %236, 1
  store i32 %238, ptr %3, align 4
  %239 = icmp eq ptr %204, %207
  br i1 %239, label %244, label %240

240:                                              ; preds = %240, %235
  %241 = phi ptr [ %207, %235 ], [ %242, %240 ]
  %242 = getelementptr inbounds %struct.Elem, ptr %241, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %242) #8
  %243 = icmp eq ptr %242, %204
  br i1 %243, label %244, label %240

244:                                              ; preds = %240, %235
  call void @_ZdaPvm(ptr noundef %203, i64 noundef 20) #10
  br label %352

245:                                              ; preds = %226
  %246 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %247 = extractvalue { ptr, i32 } %246, 0
  store ptr %247, ptr %2, align 8
  %248 = extractvalue { ptr, i32 } %246, 1
  store i32 %248, ptr %3, align 4
  br label %258

249:                                              ; preds = %228
  %250 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %251 = extractvalue { ptr, i32 } %250, 0
  store ptr %251, ptr %2, align 8
  %252 = extractvalue { ptr, i32 } %250, 1
  store i32 %252, ptr %3, align 4
  call void @__cxa_free_exception(ptr %229) #8
  br label %257

253:                                              ; preds = %230
  %254 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %255 = extractvalue { ptr, i32 } %254, 0
  store ptr %255, ptr %2, align 8
  %256 = extractvalue { ptr, i32 } %254, 1
  store i32 %256, ptr %3, align 4
  br label %257

257:                                              ; preds = %253, %249
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %15) #8
  br label %258

258:                                              ; preds = %257, %245
  %259 = load i32, ptr %3, align 4
  %260 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #8
  %261 = icmp eq i32 %259, %260
  br i1 %261, label %262, label %288

262:                                              ; preds = %258
  %263 = load ptr, ptr %2, align 8
  %264 = call ptr @__cxa_begin_catch(ptr %263) #8
  store ptr %264, ptr %16, align 8
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %17, ptr noundef @.str.13)
          to label %265 unwind label %273

265:                                              ; preds = %262
  %266 = load ptr, ptr %16, align 8
  %267 = getelementptr inbounds %struct.Err, ptr %266, i32 0, i32 0
  %268 = load i32, ptr %267, align 4
  %269 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %268)
          to label %270 unwind label %277

270:                                              ; preds = %265
  %271 = call ptr @__cxa_allocate_exception(i64 4) #8
  invoke void @_ZN3ErrC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %271, i32 noundef 2)
          to label %272 unwind label %281

272:                                              ; preds = %270
  invoke void @__cxa_throw(ptr %271, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #11
          to label %360 unwind label %277

273:                                              ; preds = %262
  %274 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %275 = extractvalue { ptr, i32 } %274, 0
  store ptr %275, ptr %2, align 8
  %276 = extractvalue { ptr, i32 } %274, 1
  store i32 %276, ptr %3, align 4
  br label %286

277:                                              ; preds = %272, %265
  %278 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %279 = extractvalue { ptr, i32 } %278, 0
  store ptr %279, ptr %2, align 8
  %280 = extractvalue { ptr, i32 } %278, 1
  store i32 %280, ptr %3, align 4
  br label %285

281:                                              ; preds = %270
  %282 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %283 = extractvalue { ptr, i32 } %282, 0
  store ptr %283, ptr %2, align 8
  %284 = extractvalue { ptr, i32 } %282, 1
  store i32 %284, ptr %3, align 4
  call void @__cxa_free_exception(ptr %271) #8
  br label %285

285:                                              ; preds = %281, %277
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %17) #8
  br label %286

286:                                              ; preds = %285, %273
  invoke void @__cxa_end_catch()
          to label %287 unwind label %357

287:                                              ; preds = %286
  br label %288

288:                                              ; preds = %287, %258
  %289 = load i32, ptr %3, align 4
  %290 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #8
  %291 = icmp eq i32 %289, %290
  br i1 %291, label %292, label %352

292:                                              ; preds = %288
  %293 = load ptr, ptr %2, align 8
  %294 = call ptr @__cxa_begin_catch(ptr %293) #8
  store ptr %294, ptr %18, align 8
  %295 = load ptr, ptr %18, align 8
  %296 = getelementptr inbounds %struct.Err, ptr %295, i32 0, i32 0
  %297 = load i32, ptr %296, align 4
  %298 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %297)
          to label %299 unwind label %307

299:                                              ; preds = %292
  call void @__cxa_end_catch()
  br label %300

300:                                              ; preds = %299, %306
  %301 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %19, ptr noundef @.str.17)
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %20, ptr noundef @.str.18)
          to label %302 unwind label %312

302:                                              ; preds = %300
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %21, ptr noundef @.str.19)
          to label %303 unwind label %316

303:                                              ; preds = %302
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %22, ptr noundef @.str.20)
          to label %304 unwind label %320

304:                                              ; preds = %303
  %305 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 0, ptr %305, align 16
  invoke void @__cxa_throw(ptr %305, ptr @_ZTIi, ptr null) #11
          to label %360 unwind label %324

306:                                              ; No predecessors!
  br label %300

307:                                              ; preds = %292
  %308 = landingpad { ptr, i32 }
          cleanup
  %309 = extractvalue { ptr, i32 } %308, 0
  store ptr %309, ptr %2, align 8
  %310 = extractvalue { ptr, i32 } %308, 1
  store i32 %310, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %311 unwind label %357

311:                                              ; preds = %307
  br label %352

312:                                              ; preds = %300
  %313 = landingpad { ptr, i32 }
          cleanup
  %314 = extractvalue { ptr, i32 } %313, 0
  store ptr %314, ptr %2, align 8
  %315 = extractvalue { ptr, i32 } %313, 1
  store i32 %315, ptr %3, align 4
  br label %351

316:                                              ; preds = %302
  %317 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %318 = extractvalue { ptr, i32 } %317, 0
  store ptr %318, ptr %2, align 8
  %319 = extractvalue { ptr, i32 } %317, 1
  store i32 %319, ptr %3, align 4
  br label %329

320:                                              ; preds = %303
  %321 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %322 = extractvalue { ptr, i32 } %321, 0
  store ptr %322, ptr %2, align 8
  %323 = extractvalue { ptr, i32 } %321, 1
  store i32 %323, ptr %3, align 4
  br label %328

324:                                              ; preds = %304
  %325 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %326 = extractvalue { ptr, i32 } %325, 0
  store ptr %326, ptr %2, align 8
  %327 = extractvalue { ptr, i32 } %325, 1
  store i32 %327, ptr %3, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %22) #8
  br label %328

328:                                              ; preds = %324, %320
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %21) #8
  br label %329

329:                                              ; preds = %328, %316
  %330 = load i32, ptr %3, align 4
  %331 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %332 = icmp eq i32 %330, %331
  br i1 %332, label %333, label %350

333:                                              ; preds = %329
  %334 = load ptr, ptr %2, align 8
  %335 = call ptr @__cxa_begin_catch(ptr %334) #8
  %336 = load i32, ptr %335, align 4
  store i32 %336, ptr %23, align 4
  %337 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.21)
          to label %338 unwind label %342

338:                                              ; preds = %333
  call void @__cxa_end_catch() #8
  br label %339

339:                                              ; preds = %338
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %24, ptr noundef @.str.22)
          to label %340 unwind label %346

340:                                              ; preds = %339
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %24) #8
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %20) #8
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %19) #8
  %341 = call i32 (ptr, ...) @printf(ptr noundef @.str.23)
  ret i32 0

342:                                              ; preds = %333
  %343 = landingpad { ptr, i32 }
          cleanup
  %344 = extractvalue { ptr, i32 } %343, 0
  store ptr %344, ptr %2, align 8
  %345 = extractvalue { ptr, i32 } %343, 1
  store i32 %345, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %350

346:                                              ; preds = %339
  %347 = landingpad { ptr, i32 }
          cleanup
  %348 = extractvalue { ptr, i32 } %347, 0
  store ptr %348, ptr %2, align 8
  %349 = extractvalue { ptr, i32 } %347, 1
  store i32 %349, ptr %3, align 4
  br label %350

350:                                              ; preds = %346, %342, %329
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %20) #8
  br label %351

351:                                              ; preds = %350, %312
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %19) #8
  br label %352

352:                                              ; preds = %351, %311, %288, %244, %231, %190, %172, %134, %109, %79, %71, %56, %51, %31
  %353 = load ptr, ptr %2, align 8
  %354 = load i32, ptr %3, align 4
  %355 = insertvalue { ptr, i32 } poison, ptr %353, 0
  %356 = insertvalue { ptr, i32 } %355, i32 %354, 1
  resume { ptr, i32 } %356

357:                                              ; preds = %307, %286, %47
  %358 = landingpad { ptr, i32 }
          catch ptr null
  %359 = extractvalue { ptr, i32 } %358, 0
  call void @__clang_call_terminate(ptr %359) #12
  unreachable

360:                                              ; preds = %304, %272, %230
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level1i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.24)
  %7 = load i32, ptr %2, align 4
  invoke void @_ZL6level2i(i32 noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %1
  br label %23

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %4, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %5, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %34

17:                                               ; preds = %13
  %18 = load ptr, ptr %4, align 8
  %19 = call ptr @__cxa_begin_catch(ptr %18) #8
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %6, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.25)
          to label %22 unwind label %26

22:                                               ; preds = %17
  call void @__cxa_end_catch() #8
  br label %23

23:                                               ; preds = %22, %8
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.26)
          to label %25 unwind label %30

25:                                               ; preds = %23
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

26:                                               ; preds = %17
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %4, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %34

30:                                               ; preds = %23
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %4, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %30, %26, %13
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %35

35:                                               ; preds = %34
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %5, align 4
  %38 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %39 = insertvalue { ptr, i32 } %38, i32 %37, 1
  resume { ptr, i32 } %39
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5WholeC2Eb(ptr noundef nonnull align 4 dereferenceable(8) %0, i1 noundef zeroext %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %7 = zext i1 %1 to i8
  store i8 %7, ptr %4, align 1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Whole, ptr %8, i32 0, i32 0
  call void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 1)
  %10 = getelementptr inbounds %struct.Whole, ptr %8, i32 0, i32 1
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 2)
          to label %11 unwind label %18

11:                                               ; preds = %2
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.34)
          to label %13 unwind label %22

13:                                               ; preds = %11
  %14 = load i8, ptr %4, align 1
  %15 = trunc i8 %14 to i1
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 5, ptr %17, align 16
  invoke void @__cxa_throw(ptr %17, ptr @_ZTIi, ptr null) #11
          to label %33 unwind label %22

18:                                               ; preds = %2
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %5, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %6, align 4
  br label %27

22:                                               ; preds = %16, %11
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %5, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %6, align 4
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #8
  br label %27

26:                                               ; preds = %13
  ret void

27:                                               ; preds = %22, %18
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #8
  br label %28

28:                                               ; preds = %27
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %6, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32

33:                                               ; preds = %16
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5WholeD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.37)
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Whole, ptr %3, i32 0, i32 1
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #8
  %7 = getelementptr inbounds %struct.Whole, ptr %3, i32 0, i32 0
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #8
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5MixedC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Mixed, ptr %5, i32 0, i32 0
  call void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 10)
  %7 = getelementptr inbounds i8, ptr %5, i64 4
  invoke void @_ZN7FailingC2Ei(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 11)
          to label %8 unwind label %13

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Mixed, ptr %5, i32 0, i32 2
  invoke void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 12)
          to label %10 unwind label %13

10:                                               ; preds = %8
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.38)
          to label %12 unwind label %17

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %8, %1
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %21

17:                                               ; preds = %10
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #8
  br label %21

21:                                               ; preds = %17, %13
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #8
  br label %22

22:                                               ; preds = %21
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5MixedD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 2
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #8
  %5 = getelementptr inbounds %struct.Mixed, ptr %3, i32 0, i32 0
  call void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZL6g_next, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL6g_next, align 4
  store i32 %5, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load i32, ptr @_ZL9g_fail_at, align 4
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i32 noundef %13)
  %15 = call ptr @__cxa_allocate_exception(i64 4) #8
  %16 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #11
  unreachable

18:                                               ; preds = %1
  %19 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, i32 noundef %20)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.42, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #12
  unreachable
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
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
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, ptr noundef %9)
  ret void
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3ErrC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Err, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Err, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, i32 noundef %9)
  ret void
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.45, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #12
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Tracer, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.46, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level2i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.27)
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL6level3i(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %4, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %5, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %12

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %5, align 4
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level3i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca %struct.Tracer, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Tracer, align 8
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.28)
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @.str.29)
          to label %8 unwind label %14

8:                                                ; preds = %1
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #8
  invoke void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef @.str.30)
          to label %9 unwind label %14

9:                                                ; preds = %8
  %10 = load i32, ptr %2, align 4
  invoke void @_ZL6level4i(i32 noundef %10)
          to label %11 unwind label %18

11:                                               ; preds = %9
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.31)
          to label %13 unwind label %18

13:                                               ; preds = %11
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

14:                                               ; preds = %8, %1
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %5, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %6, align 4
  br label %22

18:                                               ; preds = %11, %9
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %5, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %6, align 4
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  br label %22

22:                                               ; preds = %18, %14
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %23

23:                                               ; preds = %22
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level4i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Tracer, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN6TracerC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.32)
  %6 = load i32, ptr %2, align 4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #8
  %10 = load i32, ptr %2, align 4
  invoke void @_ZN3ErrC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %8
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #11
          to label %29 unwind label %16

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  call void @__cxa_free_exception(ptr %9) #8
  br label %23

16:                                               ; preds = %20, %11
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %4, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %5, align 4
  br label %23

20:                                               ; preds = %1
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.33)
          to label %22 unwind label %16

22:                                               ; preds = %20
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

23:                                               ; preds = %16, %12
  call void @_ZN6TracerD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %24

24:                                               ; preds = %23
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %5, align 4
  %27 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %28 = insertvalue { ptr, i32 } %27, i32 %26, 1
  resume { ptr, i32 } %28

29:                                               ; preds = %11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Member, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, i32 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.36, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FailingC2Ei(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i32 noundef %6)
  %8 = call ptr @__cxa_allocate_exception(i64 4) #8
  %9 = load i32, ptr %4, align 4
  store i32 %9, ptr %8, align 16
  call void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #11
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

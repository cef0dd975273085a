; ModuleID = 'cleanup.cpp'
source_filename = "cleanup.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Whole = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Elem = type { i32 }

$__clang_call_terminate = comdat any

$_ZN5WholeC2Eb = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  main caught Err %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [13 x i8] c"  caught %d\0A\00", align 1
@_ZL6g_next = internal unnamed_addr global i32 0, align 4
@.str.12 = private unnamed_addr constant [9 x i8] c"try-body\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"in-handler\00", align 1
@.str.14 = private unnamed_addr constant [35 x i8] c"  handling Err %d, throwing Err 2\0A\00", align 1
@.str.15 = private unnamed_addr constant [23 x i8] c"  outer caught Err %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"third\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"fourth\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"fifth\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"level2\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"level3a\00", align 1
@.str.29 = private unnamed_addr constant [14 x i8] c"level3-scoped\00", align 1
@.str.30 = private unnamed_addr constant [8 x i8] c"level3b\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"level4\00", align 1
@.str.35 = private unnamed_addr constant [19 x i8] c"  Member %d built\0A\00", align 1
@.str.36 = private unnamed_addr constant [23 x i8] c"  Member %d destroyed\0A\00", align 1
@.str.39 = private unnamed_addr constant [21 x i8] c"  Failing throws %d\0A\00", align 1
@.str.40 = private unnamed_addr constant [18 x i8] c"  Elem %d throws\0A\00", align 1
@.str.41 = private unnamed_addr constant [11 x i8] c"  Elem %d\0A\00", align 1
@.str.42 = private unnamed_addr constant [12 x i8] c"  ~Elem %d\0A\00", align 1
@.str.43 = private unnamed_addr constant [11 x i8] c"  ctor %s\0A\00", align 1
@.str.44 = private unnamed_addr constant [23 x i8] c"  Err(%d) constructed\0A\00", align 1
@.str.45 = private unnamed_addr constant [21 x i8] c"  Err(%d) destroyed\0A\00", align 1
@.str.46 = private unnamed_addr constant [11 x i8] c"  dtor %s\0A\00", align 1
@str = private unnamed_addr constant [28 x i8] c"unwind through four frames:\00", align 1
@str.47 = private unnamed_addr constant [10 x i8] c"no throw:\00", align 1
@str.48 = private unnamed_addr constant [27 x i8] c"throwing constructor body:\00", align 1
@str.49 = private unnamed_addr constant [26 x i8] c"non-throwing constructor:\00", align 1
@str.50 = private unnamed_addr constant [29 x i8] c"throwing member constructor:\00", align 1
@str.51 = private unnamed_addr constant [29 x i8] c"array, third element throws:\00", align 1
@str.52 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@str.53 = private unnamed_addr constant [30 x i8] c"new[], fourth element throws:\00", align 1
@str.54 = private unnamed_addr constant [30 x i8] c"new[] and delete[], no throw:\00", align 1
@str.55 = private unnamed_addr constant [29 x i8] c"throw from inside a handler:\00", align 1
@str.56 = private unnamed_addr constant [18 x i8] c"destructor order:\00", align 1
@str.57 = private unnamed_addr constant [43 x i8] c"  handler runs after third and fourth died\00", align 1
@str.58 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str.59 = private unnamed_addr constant [22 x i8] c"  level1: not reached\00", align 1
@str.60 = private unnamed_addr constant [17 x i8] c"  level1 returns\00", align 1
@str.61 = private unnamed_addr constant [13 x i8] c"  Whole body\00", align 1
@str.62 = private unnamed_addr constant [9 x i8] c"  ~Whole\00", align 1
@str.64 = private unnamed_addr constant [17 x i8] c"  level3 returns\00", align 1
@str.65 = private unnamed_addr constant [17 x i8] c"  level4 returns\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Whole, align 4
  %2 = alloca [5 x %struct.Elem], align 16
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 12
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  invoke fastcc void @_ZL6level1i(i32 noundef 3)
          to label %18 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #10
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %308

14:                                               ; preds = %8
  %15 = tail call ptr @__cxa_begin_catch(ptr %10) #10
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16)
  tail call void @__cxa_end_catch()
  br label %18

18:                                               ; preds = %0, %14
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.47)
  tail call fastcc void @_ZL6level1i(i32 noundef 0)
  %20 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.48)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10
  invoke void @_ZN5WholeC2Eb(ptr noundef nonnull align 4 dereferenceable(8) %1, i1 noundef zeroext true)
          to label %21 unwind label %28

21:                                               ; preds = %18
  %22 = call i32 @puts(ptr nonnull dereferenceable(1) @str.62)
  %23 = getelementptr inbounds i8, ptr %1, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %24)
  %26 = load i32, ptr %1, align 4, !tbaa !10
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  br label %38

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = extractvalue { ptr, i32 } %29, 0
  %31 = extractvalue { ptr, i32 } %29, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %308

34:                                               ; preds = %28
  %35 = call ptr @__cxa_begin_catch(ptr %30) #10
  %36 = load i32, ptr %35, align 4, !tbaa !12
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36)
  call void @__cxa_end_catch() #10
  br label %38

38:                                               ; preds = %34, %21
  %39 = call i32 @puts(ptr nonnull dereferenceable(1) @str.49)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef 1)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef 2)
  %42 = call i32 @puts(ptr nonnull dereferenceable(1) @str.61)
  %43 = call i32 @puts(ptr nonnull dereferenceable(1) @str.62)
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef 2)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef 1)
  %46 = call i32 @puts(ptr nonnull dereferenceable(1) @str.50)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef 10)
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i32 noundef 11)
  %49 = call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 11, ptr %49, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTIi, ptr null) #11
          to label %50 unwind label %51

50:                                               ; preds = %38
  unreachable

51:                                               ; preds = %38
  %52 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef 10)
  %54 = extractvalue { ptr, i32 } %52, 0
  %55 = extractvalue { ptr, i32 } %52, 1
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %65, label %308

58:                                               ; preds = %84, %79, %74, %65
  %59 = phi ptr [ %4, %65 ], [ %5, %74 ], [ %6, %79 ], [ %7, %84 ]
  %60 = phi i32 [ %71, %65 ], [ %76, %74 ], [ %81, %79 ], [ %86, %84 ]
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %60)
  %62 = call ptr @__cxa_allocate_exception(i64 4) #10
  %63 = load i32, ptr %59, align 4, !tbaa !13
  store i32 %63, ptr %62, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %62, ptr nonnull @_ZTIi, ptr null) #11
          to label %64 unwind label %106

64:                                               ; preds = %58
  unreachable

65:                                               ; preds = %51
  %66 = call ptr @__cxa_begin_catch(ptr %54) #10
  %67 = load i32, ptr %66, align 4, !tbaa !12
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %67)
  call void @__cxa_end_catch() #10
  %69 = call i32 @puts(ptr nonnull dereferenceable(1) @str.51)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #10
  store i32 1, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 0, ptr %2, align 16, !tbaa !13
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef 0)
  %71 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %71, ptr %4, align 4, !tbaa !13
  %73 = icmp eq i32 %71, 2
  br i1 %73, label %58, label %74

74:                                               ; preds = %65
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %71)
  %76 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %76, ptr %5, align 8, !tbaa !13
  %78 = icmp eq i32 %76, 2
  br i1 %78, label %58, label %79

79:                                               ; preds = %74
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %76)
  %81 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %81, ptr %6, align 4, !tbaa !13
  %83 = icmp eq i32 %81, 2
  br i1 %83, label %58, label %84

84:                                               ; preds = %79
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %81)
  %86 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %86, ptr %7, align 16, !tbaa !13
  %88 = icmp eq i32 %86, 2
  br i1 %88, label %58, label %89

89:                                               ; preds = %84
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %86)
  %91 = call i32 @puts(ptr nonnull dereferenceable(1) @str.52)
  %92 = getelementptr inbounds i8, ptr %2, i64 16
  %93 = load i32, ptr %92, align 16, !tbaa !13
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %93)
  %95 = getelementptr inbounds i8, ptr %2, i64 12
  %96 = load i32, ptr %95, align 4, !tbaa !13
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %96)
  %98 = getelementptr inbounds i8, ptr %2, i64 8
  %99 = load i32, ptr %98, align 8, !tbaa !13
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %99)
  %101 = getelementptr inbounds i8, ptr %2, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !13
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %102)
  %104 = load i32, ptr %2, align 16, !tbaa !13
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %104)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #10
  br label %122

106:                                              ; preds = %58
  %107 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %108 = extractvalue { ptr, i32 } %107, 0
  %109 = extractvalue { ptr, i32 } %107, 1
  br label %110

110:                                              ; preds = %106, %110
  %111 = phi ptr [ %112, %110 ], [ %59, %106 ]
  %112 = getelementptr inbounds i8, ptr %111, i64 -4
  %113 = load i32, ptr %112, align 4, !tbaa !13
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %113)
  %115 = icmp eq ptr %112, %2
  br i1 %115, label %116, label %110

116:                                              ; preds = %110
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #10
  %117 = icmp eq i32 %109, %56
  br i1 %117, label %118, label %308

118:                                              ; preds = %116
  %119 = call ptr @__cxa_begin_catch(ptr %108) #10
  %120 = load i32, ptr %119, align 4, !tbaa !12
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %120)
  call void @__cxa_end_catch() #10
  br label %122

122:                                              ; preds = %118, %89
  %123 = call i32 @puts(ptr nonnull dereferenceable(1) @str.53)
  store i32 0, ptr @_ZL6g_next, align 4, !tbaa !12
  %124 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znam(i64 noundef 32) #12
          to label %133 unwind label %180

125:                                              ; preds = %158, %152, %146, %140, %133
  %126 = phi i64 [ 12, %133 ], [ 16, %140 ], [ 20, %146 ], [ 24, %152 ], [ 28, %158 ]
  %127 = phi i32 [ %137, %133 ], [ %143, %140 ], [ %149, %146 ], [ %155, %152 ], [ %161, %158 ]
  %128 = getelementptr inbounds i8, ptr %124, i64 %126
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %127)
  %130 = call ptr @__cxa_allocate_exception(i64 4) #10
  %131 = load i32, ptr %128, align 4, !tbaa !13
  store i32 %131, ptr %130, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %130, ptr nonnull @_ZTIi, ptr null) #11
          to label %132 unwind label %182

132:                                              ; preds = %125
  unreachable

133:                                              ; preds = %122
  store i64 6, ptr %124, align 8
  %134 = getelementptr inbounds i8, ptr %124, i64 8
  store i32 1, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 0, ptr %134, align 4, !tbaa !13
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef 0)
  %136 = getelementptr inbounds i8, ptr %124, i64 12
  %137 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %137, ptr %136, align 4, !tbaa !13
  %139 = icmp eq i32 %137, 3
  br i1 %139, label %125, label %140

140:                                              ; preds = %133
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %137)
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %143, ptr %142, align 4, !tbaa !13
  %145 = icmp eq i32 %143, 3
  br i1 %145, label %125, label %146

146:                                              ; preds = %140
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %143)
  %148 = getelementptr inbounds i8, ptr %124, i64 20
  %149 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %149, ptr %148, align 4, !tbaa !13
  %151 = icmp eq i32 %149, 3
  br i1 %151, label %125, label %152

152:                                              ; preds = %146
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %149)
  %154 = getelementptr inbounds i8, ptr %124, i64 24
  %155 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %155, ptr %154, align 4, !tbaa !13
  %157 = icmp eq i32 %155, 3
  br i1 %157, label %125, label %158

158:                                              ; preds = %152
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %155)
  %160 = getelementptr inbounds i8, ptr %124, i64 28
  %161 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %161, ptr %160, align 4, !tbaa !13
  %163 = icmp eq i32 %161, 3
  br i1 %163, label %125, label %164

164:                                              ; preds = %158
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %161)
  %166 = load i64, ptr %124, align 4
  %167 = shl i64 %166, 2
  %168 = icmp eq i64 %166, 0
  br i1 %168, label %178, label %169

169:                                              ; preds = %164
  %170 = getelementptr i8, ptr %124, i64 %167
  %171 = getelementptr i8, ptr %170, i64 8
  br label %172

172:                                              ; preds = %169, %172
  %173 = phi ptr [ %174, %172 ], [ %171, %169 ]
  %174 = getelementptr inbounds i8, ptr %173, i64 -4
  %175 = load i32, ptr %174, align 4, !tbaa !13
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %175)
  %177 = icmp eq ptr %174, %134
  br i1 %177, label %178, label %172

178:                                              ; preds = %172, %164
  %179 = add i64 %167, 8
  call void @_ZdaPvm(ptr noundef nonnull %124, i64 noundef %179) #13
  br label %209

180:                                              ; preds = %122
  %181 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %192

182:                                              ; preds = %125
  %183 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %184

184:                                              ; preds = %182, %184
  %185 = phi i64 [ %186, %184 ], [ %126, %182 ]
  %186 = add nsw i64 %185, -4
  %187 = getelementptr inbounds i8, ptr %124, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !13
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %188)
  %190 = icmp eq i64 %186, 8
  br i1 %190, label %191, label %184

191:                                              ; preds = %184
  call void @_ZdaPvm(ptr noundef nonnull %124, i64 noundef 32) #13
  br label %192

192:                                              ; preds = %191, %180
  %193 = phi { ptr, i32 } [ %183, %191 ], [ %181, %180 ]
  %194 = extractvalue { ptr, i32 } %193, 0
  %195 = extractvalue { ptr, i32 } %193, 1
  %196 = icmp eq i32 %195, %56
  br i1 %196, label %197, label %308

197:                                              ; preds = %192
  %198 = call ptr @__cxa_begin_catch(ptr %194) #10
  %199 = load i32, ptr %198, align 4, !tbaa !12
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %199)
  call void @__cxa_end_catch() #10
  br label %209

201:                                              ; preds = %218, %209
  %202 = phi i64 [ 12, %209 ], [ 16, %218 ]
  %203 = phi i32 [ %215, %209 ], [ %221, %218 ]
  %204 = getelementptr inbounds i8, ptr %211, i64 %202
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %203)
  %206 = call ptr @__cxa_allocate_exception(i64 4) #10
  %207 = load i32, ptr %204, align 4, !tbaa !13
  store i32 %207, ptr %206, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %206, ptr nonnull @_ZTIi, ptr null) #11
          to label %208 unwind label %244

208:                                              ; preds = %201
  unreachable

209:                                              ; preds = %178, %197
  %210 = call i32 @puts(ptr nonnull dereferenceable(1) @str.54)
  store i32 100, ptr @_ZL6g_next, align 4, !tbaa !12
  %211 = call noalias noundef nonnull dereferenceable(20) ptr @_Znam(i64 noundef 20) #12
  store i64 3, ptr %211, align 8
  %212 = getelementptr inbounds i8, ptr %211, i64 8
  store i32 101, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 100, ptr %212, align 4, !tbaa !13
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef 100)
  %214 = getelementptr inbounds i8, ptr %211, i64 12
  %215 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %215, ptr %214, align 4, !tbaa !13
  %217 = icmp eq i32 %215, -1
  br i1 %217, label %201, label %218

218:                                              ; preds = %209
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %215)
  %220 = getelementptr inbounds i8, ptr %211, i64 16
  %221 = load i32, ptr @_ZL6g_next, align 4, !tbaa !12
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr @_ZL6g_next, align 4, !tbaa !12
  store i32 %221, ptr %220, align 4, !tbaa !13
  %223 = icmp eq i32 %221, -1
  br i1 %223, label %201, label %224

224:                                              ; preds = %218
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, i32 noundef %221)
  %226 = load i64, ptr %211, align 4
  %227 = shl i64 %226, 2
  %228 = icmp eq i64 %226, 0
  br i1 %228, label %238, label %229

229:                                              ; preds = %224
  %230 = getelementptr i8, ptr %211, i64 %227
  %231 = getelementptr i8, ptr %230, i64 8
  br label %232

232:                                              ; preds = %229, %232
  %233 = phi ptr [ %234, %232 ], [ %231, %229 ]
  %234 = getelementptr inbounds i8, ptr %233, i64 -4
  %235 = load i32, ptr %234, align 4, !tbaa !13
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %235)
  %237 = icmp eq ptr %234, %212
  br i1 %237, label %238, label %232

238:                                              ; preds = %232, %224
  %239 = add i64 %227, 8
  call void @_ZdaPvm(ptr noundef nonnull %211, i64 noundef %239) #13
  %240 = call i32 @puts(ptr nonnull dereferenceable(1) @str.55)
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.12)
  %242 = call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 1, ptr %242, align 4, !tbaa !5
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %242, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #11
          to label %316 unwind label %256

244:                                              ; preds = %201
  %245 = landingpad { ptr, i32 }
          cleanup
  %246 = extractvalue { ptr, i32 } %245, 0
  %247 = extractvalue { ptr, i32 } %245, 1
  br label %248

248:                                              ; preds = %244, %248
  %249 = phi i64 [ %250, %248 ], [ %202, %244 ]
  %250 = add nsw i64 %249, -4
  %251 = getelementptr inbounds i8, ptr %211, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !13
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.42, i32 noundef %252)
  %254 = icmp eq i64 %250, 8
  br i1 %254, label %255, label %248

255:                                              ; preds = %248
  call void @_ZdaPvm(ptr noundef nonnull %211, i64 noundef 20) #13
  br label %308

256:                                              ; preds = %238
  %257 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.12)
  %259 = extractvalue { ptr, i32 } %257, 0
  %260 = extractvalue { ptr, i32 } %257, 1
  %261 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #10
  %262 = icmp eq i32 %260, %261
  br i1 %262, label %263, label %276

263:                                              ; preds = %256
  %264 = call ptr @__cxa_begin_catch(ptr %259) #10
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.13)
  %266 = load i32, ptr %264, align 4, !tbaa !5
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %266)
  %268 = call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 2, ptr %268, align 4, !tbaa !5
  %269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef 2)
  invoke void @__cxa_throw(ptr nonnull %268, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #11
          to label %316 unwind label %270

270:                                              ; preds = %263
  %271 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.13)
  invoke void @__cxa_end_catch()
          to label %273 unwind label %313

273:                                              ; preds = %270
  %274 = extractvalue { ptr, i32 } %271, 0
  %275 = extractvalue { ptr, i32 } %271, 1
  br label %276

276:                                              ; preds = %273, %256
  %277 = phi i32 [ %275, %273 ], [ %260, %256 ]
  %278 = phi ptr [ %274, %273 ], [ %259, %256 ]
  %279 = icmp eq i32 %277, %261
  br i1 %279, label %280, label %308

280:                                              ; preds = %276
  %281 = call ptr @__cxa_begin_catch(ptr %278) #10
  %282 = load i32, ptr %281, align 4, !tbaa !5
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %282)
  call void @__cxa_end_catch()
  %284 = call i32 @puts(ptr nonnull dereferenceable(1) @str.56)
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.17)
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.18)
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.19)
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.20)
  %289 = call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 0, ptr %289, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %289, ptr nonnull @_ZTIi, ptr null) #11
          to label %316 unwind label %290

290:                                              ; preds = %280
  %291 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.20)
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.19)
  %294 = extractvalue { ptr, i32 } %291, 0
  %295 = extractvalue { ptr, i32 } %291, 1
  %296 = icmp eq i32 %295, %56
  br i1 %296, label %297, label %305

297:                                              ; preds = %290
  %298 = call ptr @__cxa_begin_catch(ptr %294) #10
  %299 = call i32 @puts(ptr nonnull dereferenceable(1) @str.57)
  call void @__cxa_end_catch() #10
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.22)
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.22)
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.18)
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.17)
  %304 = call i32 @puts(ptr nonnull dereferenceable(1) @str.58)
  ret i32 0

305:                                              ; preds = %290
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.18)
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.17)
  br label %308

308:                                              ; preds = %255, %276, %305, %192, %116, %51, %28, %8
  %309 = phi i32 [ %195, %192 ], [ %109, %116 ], [ %55, %51 ], [ %31, %28 ], [ %11, %8 ], [ %295, %305 ], [ %277, %276 ], [ %247, %255 ]
  %310 = phi ptr [ %194, %192 ], [ %108, %116 ], [ %54, %51 ], [ %30, %28 ], [ %10, %8 ], [ %294, %305 ], [ %278, %276 ], [ %246, %255 ]
  %311 = insertvalue { ptr, i32 } poison, ptr %310, 0
  %312 = insertvalue { ptr, i32 } %311, i32 %309, 1
  resume { ptr, i32 } %312

313:                                              ; preds = %270
  %314 = landingpad { ptr, i32 }
          catch ptr null
  %315 = extractvalue { ptr, i32 } %314, 0
  call void @__clang_call_terminate(ptr %315) #14
  unreachable

316:                                              ; preds = %280, %263, %238
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZL6level1i(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.24)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.27)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.28)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.29)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.29)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.30)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef nonnull @.str.32)
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %1
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 %0, ptr %11, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i32 noundef %0)
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #11
          to label %22 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.32)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.30)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.28)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.27)
  %19 = extractvalue { ptr, i32 } %14, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %30, label %37

22:                                               ; preds = %10
  unreachable

23:                                               ; preds = %1
  %24 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.65)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.32)
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.64)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.30)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.28)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.27)
  br label %34

30:                                               ; preds = %13
  %31 = extractvalue { ptr, i32 } %14, 0
  %32 = tail call ptr @__cxa_begin_catch(ptr %31) #10
  %33 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.59)
  tail call void @__cxa_end_catch() #10
  br label %34

34:                                               ; preds = %23, %30
  %35 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.60)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.24)
  ret void

37:                                               ; preds = %13
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.46, ptr noundef nonnull @.str.24)
  resume { ptr, i32 } %14
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5WholeC2Eb(ptr noundef nonnull align 4 dereferenceable(8) %0, i1 noundef zeroext %1) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !10
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef 1)
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 2, ptr %4, align 4, !tbaa !10
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i32 noundef 2)
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.61)
  br i1 %1, label %7, label %15

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 5, ptr %8, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #11
          to label %16 unwind label %9

9:                                                ; preds = %7
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = load i32, ptr %4, align 4, !tbaa !10
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %11)
  %13 = load i32, ptr %0, align 4, !tbaa !10
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %13)
  resume { ptr, i32 } %10

15:                                               ; preds = %2
  ret void

16:                                               ; preds = %7
  unreachable
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) local_unnamed_addr #7

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, i32 noundef %2)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS3Err", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTS6Member", !7, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !7, i64 0}
!14 = !{!"_ZTS4Elem", !7, i64 0}

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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %44

1:                                                ; preds = %120
  %2 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store i32 1, ptr %2, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 2, ptr %3, align 4, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5Point, ptr null) #6
          to label %43 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Point
  %6 = extractvalue { ptr, i32 } %5, 0
  %7 = extractvalue { ptr, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Point) #5
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %34

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_begin_catch(ptr %6) #5
  %12 = getelementptr inbounds i8, ptr %11, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !11
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1000, i32 noundef %13)
  invoke void @__cxa_rethrow() #6
          to label %43 unwind label %15

15:                                               ; preds = %10
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Point
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  %19 = icmp eq i32 %18, %8
  br i1 %19, label %20, label %31

20:                                               ; preds = %15
  %21 = tail call ptr @__cxa_begin_catch(ptr %17) #5
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %21, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %22, i32 noundef %24)
  store i32 99, ptr %21, align 4, !tbaa !5
  invoke void @__cxa_rethrow() #6
          to label %43 unwind label %26

26:                                               ; preds = %20
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Point
  invoke void @__cxa_end_catch()
          to label %28 unwind label %40

28:                                               ; preds = %26
  %29 = extractvalue { ptr, i32 } %27, 1
  %30 = extractvalue { ptr, i32 } %27, 0
  br label %31

31:                                               ; preds = %28, %15
  %32 = phi i32 [ %29, %28 ], [ %18, %15 ]
  %33 = phi ptr [ %30, %28 ], [ %17, %15 ]
  invoke void @__cxa_end_catch()
          to label %34 unwind label %40

34:                                               ; preds = %31, %4
  %35 = phi i32 [ %7, %4 ], [ %32, %31 ]
  %36 = phi ptr [ %6, %4 ], [ %33, %31 ]
  %37 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %38 = insertvalue { ptr, i32 } %37, i32 %35, 1
  %39 = icmp eq i32 %35, %8
  br i1 %39, label %123, label %136

40:                                               ; preds = %31, %26
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  tail call void @__clang_call_terminate(ptr %42) #7
  unreachable

43:                                               ; preds = %20, %10, %1
  unreachable

44:                                               ; preds = %0, %120
  %45 = phi i32 [ 0, %0 ], [ %121, %120 ]
  switch i32 %45, label %65 [
    i32 0, label %46
    i32 1, label %48
    i32 2, label %50
    i32 3, label %52
    i32 4, label %55
    i32 5, label %57
    i32 6, label %59
  ]

46:                                               ; preds = %44
  %47 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 42, ptr %47, align 16, !tbaa !11
  br label %61

48:                                               ; preds = %44
  %49 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr @.str.13, ptr %49, align 16, !tbaa !12
  br label %61

50:                                               ; preds = %44
  %51 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store double 2.500000e+00, ptr %51, align 16, !tbaa !14
  br label %61

52:                                               ; preds = %44
  %53 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store i32 3, ptr %53, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %53, i64 4
  store i32 4, ptr %54, align 4, !tbaa !10
  br label %61

55:                                               ; preds = %44
  %56 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr @_ZL7g_point, ptr %56, align 16, !tbaa !12
  br label %61

57:                                               ; preds = %44
  %58 = tail call ptr @__cxa_allocate_exception(i64 1) #5
  store i8 99, ptr %58, align 16, !tbaa !16
  br label %61

59:                                               ; preds = %44
  %60 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store i64 7, ptr %60, align 16, !tbaa !17
  br label %61

61:                                               ; preds = %59, %57, %55, %52, %50, %48, %46
  %62 = phi ptr [ %60, %59 ], [ %58, %57 ], [ %56, %55 ], [ %53, %52 ], [ %51, %50 ], [ %49, %48 ], [ %47, %46 ]
  %63 = phi ptr [ @_ZTIl, %59 ], [ @_ZTIc, %57 ], [ @_ZTIP5Point, %55 ], [ @_ZTI5Point, %52 ], [ @_ZTId, %50 ], [ @_ZTIPKc, %48 ], [ @_ZTIi, %46 ]
  invoke void @__cxa_throw(ptr nonnull %62, ptr nonnull %63, ptr null) #6
          to label %64 unwind label %68

64:                                               ; preds = %61
  unreachable

65:                                               ; preds = %44
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %45)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %45)
  br label %120

68:                                               ; preds = %61
  %69 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTIPKc
          catch ptr @_ZTId
          catch ptr @_ZTI5Point
          catch ptr @_ZTIP5Point
          catch ptr @_ZTIl
          catch ptr null
  %70 = extractvalue { ptr, i32 } %69, 0
  %71 = extractvalue { ptr, i32 } %69, 1
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %73 = icmp eq i32 %71, %72
  br i1 %73, label %74, label %78

74:                                               ; preds = %68
  %75 = tail call ptr @__cxa_begin_catch(ptr %70) #5
  %76 = load i32, ptr %75, align 4, !tbaa !11
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %45, i32 noundef %76)
  tail call void @__cxa_end_catch() #5
  br label %120

78:                                               ; preds = %68
  %79 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #5
  %80 = icmp eq i32 %71, %79
  br i1 %80, label %81, label %86

81:                                               ; preds = %78
  %82 = tail call ptr @__cxa_begin_catch(ptr %70) #5
  %83 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %82) #8
  %84 = trunc i64 %83 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %45, ptr noundef %82, i32 noundef %84)
  tail call void @__cxa_end_catch() #5
  br label %120

86:                                               ; preds = %78
  %87 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #5
  %88 = icmp eq i32 %71, %87
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  %90 = tail call ptr @__cxa_begin_catch(ptr %70) #5
  %91 = load double, ptr %90, align 8, !tbaa !14
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %45, double noundef %91)
  tail call void @__cxa_end_catch() #5
  br label %120

93:                                               ; preds = %86
  %94 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Point) #5
  %95 = icmp eq i32 %71, %94
  br i1 %95, label %96, label %102

96:                                               ; preds = %93
  %97 = tail call ptr @__cxa_begin_catch(ptr %70) #5
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %97, i64 4
  %100 = load i32, ptr %99, align 4, !tbaa !10
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %45, i32 noundef %98, i32 noundef %100)
  tail call void @__cxa_end_catch()
  br label %120

102:                                              ; preds = %93
  %103 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP5Point) #5
  %104 = icmp eq i32 %71, %103
  br i1 %104, label %105, label %111

105:                                              ; preds = %102
  %106 = tail call ptr @__cxa_begin_catch(ptr %70) #5
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %106, i64 4
  %109 = load i32, ptr %108, align 4, !tbaa !10
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %45, i32 noundef %107, i32 noundef %109)
  tail call void @__cxa_end_catch() #5
  br label %120

111:                                              ; preds = %102
  %112 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #5
  %113 = icmp eq i32 %71, %112
  %114 = tail call ptr @__cxa_begin_catch(ptr %70) #5
  br i1 %113, label %115, label %118

115:                                              ; preds = %111
  %116 = load i64, ptr %114, align 8, !tbaa !17
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %45, i64 noundef %116)
  tail call void @__cxa_end_catch() #5
  br label %120

118:                                              ; preds = %111
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %45)
  tail call void @__cxa_end_catch()
  br label %120

120:                                              ; preds = %65, %74, %81, %89, %96, %105, %115, %118
  %121 = add nuw nsw i32 %45, 1
  %122 = icmp eq i32 %121, 8
  br i1 %122, label %1, label %44, !llvm.loop !19

123:                                              ; preds = %34
  %124 = tail call ptr @__cxa_begin_catch(ptr %36) #5
  %125 = load i32, ptr %124, align 4, !tbaa !11
  %126 = getelementptr inbounds i8, ptr %124, i64 4
  %127 = load i32, ptr %126, align 4, !tbaa !11
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %125, i32 noundef %127)
  tail call void @__cxa_end_catch()
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 42)
  %130 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 -3, ptr %130, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %130, ptr nonnull @_ZTIi, ptr null) #6
          to label %138 unwind label %131

131:                                              ; preds = %123
  %132 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %133 = extractvalue { ptr, i32 } %132, 1
  %134 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %139, label %136

136:                                              ; preds = %177, %34, %131
  %137 = phi { ptr, i32 } [ %132, %131 ], [ %38, %34 ], [ %180, %177 ]
  resume { ptr, i32 } %137

138:                                              ; preds = %123
  unreachable

139:                                              ; preds = %131
  %140 = extractvalue { ptr, i32 } %132, 0
  %141 = tail call ptr @__cxa_begin_catch(ptr %140) #5
  %142 = load i32, ptr %141, align 4, !tbaa !11
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %142)
  tail call void @__cxa_end_catch() #5
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1)
  br label %145

145:                                              ; preds = %139, %187
  %146 = phi i32 [ 0, %139 ], [ %188, %187 ]
  switch i32 %146, label %168 [
    i32 0, label %147
    i32 1, label %162
  ]

147:                                              ; preds = %145
  %148 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 10, ptr %148, align 16, !tbaa !11
  br label %164

149:                                              ; preds = %164
  %150 = landingpad { ptr, i32 }
          catch ptr @_ZTId
          catch ptr @_ZTIi
  %151 = extractvalue { ptr, i32 } %150, 0
  %152 = extractvalue { ptr, i32 } %150, 1
  %153 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #5
  %154 = icmp eq i32 %152, %153
  br i1 %154, label %155, label %177

155:                                              ; preds = %149
  %156 = tail call ptr @__cxa_begin_catch(ptr %151) #5
  %157 = load double, ptr %156, align 8, !tbaa !14
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %146, double noundef %157)
  %159 = icmp eq i32 %146, 1
  br i1 %159, label %160, label %174

160:                                              ; preds = %155
  %161 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 20, ptr %161, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %161, ptr nonnull @_ZTIi, ptr null) #6
          to label %186 unwind label %170

162:                                              ; preds = %145
  %163 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store double 1.500000e+00, ptr %163, align 16, !tbaa !14
  br label %164

164:                                              ; preds = %162, %147
  %165 = phi ptr [ %163, %162 ], [ %148, %147 ]
  %166 = phi ptr [ @_ZTId, %162 ], [ @_ZTIi, %147 ]
  invoke void @__cxa_throw(ptr nonnull %165, ptr nonnull %166, ptr null) #6
          to label %167 unwind label %149

167:                                              ; preds = %164
  unreachable

168:                                              ; preds = %145
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %146)
  br label %175

170:                                              ; preds = %160
  %171 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %172 = extractvalue { ptr, i32 } %171, 0
  %173 = extractvalue { ptr, i32 } %171, 1
  tail call void @__cxa_end_catch() #5
  br label %177

174:                                              ; preds = %155
  tail call void @__cxa_end_catch() #5
  br label %175

175:                                              ; preds = %174, %168
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %146)
  br label %187

177:                                              ; preds = %170, %149
  %178 = phi i32 [ %173, %170 ], [ %152, %149 ]
  %179 = phi ptr [ %172, %170 ], [ %151, %149 ]
  %180 = phi { ptr, i32 } [ %171, %170 ], [ %150, %149 ]
  %181 = icmp eq i32 %178, %134
  br i1 %181, label %182, label %136

182:                                              ; preds = %177
  %183 = tail call ptr @__cxa_begin_catch(ptr %179) #5
  %184 = load i32, ptr %183, align 4, !tbaa !11
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %146, i32 noundef %184)
  tail call void @__cxa_end_catch() #5
  br label %187

186:                                              ; preds = %160
  unreachable

187:                                              ; preds = %175, %182
  %188 = add nuw nsw i32 %146, 1
  %189 = icmp eq i32 %188, 3
  br i1 %189, label %192, label %145, !llvm.loop !21

190:                                              ; preds = %211
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %212, i64 noundef %213, double noundef %214, i32 noundef %215)
  ret i32 0

192:                                              ; preds = %187, %211
  %193 = phi i32 [ %216, %211 ], [ 0, %187 ]
  %194 = phi i32 [ %215, %211 ], [ 0, %187 ]
  %195 = phi double [ %214, %211 ], [ 0.000000e+00, %187 ]
  %196 = phi i64 [ %213, %211 ], [ 0, %187 ]
  %197 = phi i64 [ %212, %211 ], [ 0, %187 ]
  %198 = and i32 %193, 3
  switch i32 %198, label %245 [
    i32 0, label %199
    i32 1, label %237
    i32 2, label %241
    i32 3, label %246
  ]

199:                                              ; preds = %192
  %200 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 %193, ptr %200, align 16, !tbaa !11
  br label %248

201:                                              ; preds = %248
  %202 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI5Point
          catch ptr @_ZTId
          catch ptr null
  %203 = extractvalue { ptr, i32 } %202, 0
  %204 = extractvalue { ptr, i32 } %202, 1
  %205 = icmp eq i32 %204, %134
  br i1 %205, label %206, label %218

206:                                              ; preds = %201
  %207 = tail call ptr @__cxa_begin_catch(ptr %203) #5
  %208 = load i32, ptr %207, align 4, !tbaa !11
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %197, %209
  tail call void @__cxa_end_catch() #5
  br label %211

211:                                              ; preds = %235, %232, %220, %206
  %212 = phi i64 [ %210, %206 ], [ %197, %220 ], [ %197, %232 ], [ %197, %235 ]
  %213 = phi i64 [ %196, %206 ], [ %227, %220 ], [ %196, %232 ], [ %196, %235 ]
  %214 = phi double [ %195, %206 ], [ %195, %220 ], [ %234, %232 ], [ %195, %235 ]
  %215 = phi i32 [ %194, %206 ], [ %194, %220 ], [ %194, %232 ], [ %236, %235 ]
  %216 = add nuw nsw i32 %193, 1
  %217 = icmp eq i32 %216, 1000
  br i1 %217, label %190, label %192, !llvm.loop !22

218:                                              ; preds = %201
  %219 = icmp eq i32 %204, %8
  br i1 %219, label %220, label %228

220:                                              ; preds = %218
  %221 = tail call ptr @__cxa_begin_catch(ptr %203) #5
  %222 = load i32, ptr %221, align 4, !tbaa !5
  %223 = getelementptr inbounds i8, ptr %221, i64 4
  %224 = load i32, ptr %223, align 4, !tbaa !10
  %225 = sub nsw i32 %222, %224
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %196, %226
  tail call void @__cxa_end_catch()
  br label %211

228:                                              ; preds = %218
  %229 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #5
  %230 = icmp eq i32 %204, %229
  %231 = tail call ptr @__cxa_begin_catch(ptr %203) #5
  br i1 %230, label %232, label %235

232:                                              ; preds = %228
  %233 = load double, ptr %231, align 8, !tbaa !14
  %234 = fadd double %195, %233
  tail call void @__cxa_end_catch() #5
  br label %211

235:                                              ; preds = %228
  %236 = add nsw i32 %194, 1
  tail call void @__cxa_end_catch()
  br label %211

237:                                              ; preds = %192
  %238 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store i32 %193, ptr %238, align 16, !tbaa !5
  %239 = getelementptr inbounds i8, ptr %238, i64 4
  %240 = sub nsw i32 0, %193
  store i32 %240, ptr %239, align 4, !tbaa !10
  br label %248

241:                                              ; preds = %192
  %242 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  %243 = uitofp nneg i32 %193 to double
  %244 = fmul double %243, 5.000000e-01
  store double %244, ptr %242, align 16, !tbaa !14
  br label %248

245:                                              ; preds = %192
  unreachable

246:                                              ; preds = %192
  %247 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr @.str.3, ptr %247, align 16, !tbaa !12
  br label %248

248:                                              ; preds = %199, %237, %241, %246
  %249 = phi ptr [ %247, %246 ], [ %242, %241 ], [ %238, %237 ], [ %200, %199 ]
  %250 = phi ptr [ @_ZTIPKc, %246 ], [ @_ZTId, %241 ], [ @_ZTI5Point, %237 ], [ @_ZTIi, %199 ]
  invoke void @__cxa_throw(ptr nonnull %249, ptr nonnull %250, ptr null) #6
          to label %251 unwind label %201

251:                                              ; preds = %248
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

declare void @__cxa_rethrow() local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Point", !7, i64 0, !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}

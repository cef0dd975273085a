; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [56 x i8] c"x1 = 42 + y_2*3.75 # comment here\0Afoo(bar, 7.) - 1000;\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"\0Acounts %d %d %d %d hash=%u\0A\00", align 1
@counts.0 = internal unnamed_addr global i32 0, align 16
@counts.1 = internal unnamed_addr global i32 0, align 16
@counts.2 = internal unnamed_addr global i32 0, align 8
@counts.3 = internal unnamed_addr global i32 0, align 16
@tok_hash = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@table = internal unnamed_addr constant [5 x [3 x i32]] [[3 x i32] [i32 1, i32 4, i32 0], [3 x i32] [i32 2, i32 4, i32 0], [3 x i32] [i32 3, i32 4, i32 0], [3 x i32] [i32 0, i32 4, i32 0], [3 x i32] [i32 4, i32 4, i32 0]], align 16
@light_chr = internal unnamed_addr constant [6 x i8] c"rRgaF\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%s(%.*s) \00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"NUM\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"REAL\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"IDENT\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OP\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 4) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [80 x i8], align 16
  tail call fastcc void @tokenize(ptr noundef nonnull @.str)
  %2 = load i32, ptr @counts.0, align 16, !tbaa !5
  %3 = load i32, ptr @counts.1, align 16, !tbaa !5
  %4 = load i32, ptr @counts.2, align 8, !tbaa !5
  %5 = load i32, ptr @counts.3, align 16, !tbaa !5
  %6 = load i32, ptr @tok_hash, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  tail call fastcc void @tokenize(ptr noundef nonnull @.str.2)
  %7 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #7
  br label %11

8:                                                ; preds = %11
  %9 = getelementptr inbounds i8, ptr %1, i64 60
  store i8 0, ptr %9, align 4, !tbaa !9
  %10 = call i32 @puts(ptr nonnull dereferenceable(1) %1)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #7
  ret i32 3

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %29, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %25, %11 ]
  %14 = phi i32 [ 7, %0 ], [ %16, %11 ]
  %15 = mul i32 %14, 1664525
  %16 = add i32 %15, 1013904223
  %17 = lshr i32 %16, 24
  %18 = and i32 %17, 15
  %19 = icmp eq i32 %18, 0
  %20 = icmp eq i32 %18, 1
  %21 = select i1 %20, i64 2, i64 0
  %22 = select i1 %19, i64 1, i64 %21
  %23 = zext i32 %13 to i64
  %24 = getelementptr inbounds [5 x [3 x i32]], ptr @table, i64 0, i64 %23, i64 %22
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i8], ptr @light_chr, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !9
  %29 = add nuw nsw i64 %12, 1
  %30 = getelementptr inbounds [80 x i8], ptr %1, i64 0, i64 %12
  store i8 %28, ptr %30, align 1, !tbaa !9
  %31 = icmp eq i64 %29, 60
  br i1 %31, label %8, label %11, !llvm.loop !10
}

; Function Attrs: nounwind uwtable
define internal fastcc void @tokenize(ptr noundef %0) unnamed_addr #0 {
  br label %2

2:                                                ; preds = %248, %1
  %3 = phi ptr [ %0, %1 ], [ %249, %248 ]
  %4 = phi ptr [ %0, %1 ], [ %252, %248 ]
  %5 = phi i32 [ 0, %1 ], [ %251, %248 ]
  %6 = load i8, ptr %4, align 1, !tbaa !9
  switch i32 %5, label %253 [
    i32 0, label %7
    i32 1, label %28
    i32 2, label %99
    i32 3, label %169
    i32 5, label %245
  ]

7:                                                ; preds = %2
  %8 = icmp eq i8 %6, 0
  br i1 %8, label %253, label %9

9:                                                ; preds = %7
  %10 = add i8 %6, -58
  %11 = icmp ult i8 %10, -10
  br i1 %11, label %12, label %248

12:                                               ; preds = %9
  %13 = and i8 %6, -33
  %14 = add i8 %13, -91
  %15 = icmp ult i8 %14, -26
  %16 = icmp ne i8 %6, 95
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %248

18:                                               ; preds = %12
  switch i8 %6, label %19 [
    i8 35, label %248
    i8 32, label %247
    i8 10, label %247
  ]

19:                                               ; preds = %18
  %20 = load i32, ptr @counts.3, align 16, !tbaa !5
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @counts.3, align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.9, i32 noundef 1, ptr noundef nonnull %4)
  %22 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %23 = mul i32 %22, 131
  %24 = load i8, ptr %4, align 1, !tbaa !9
  %25 = zext i8 %24 to i32
  %26 = add i32 %23, %25
  %27 = add i32 %26, 3
  store i32 %27, ptr @tok_hash, align 4, !tbaa !5
  br label %248

28:                                               ; preds = %2
  %29 = add i8 %6, -58
  %30 = icmp ult i8 %29, -10
  br i1 %30, label %31, label %248

31:                                               ; preds = %28
  %32 = icmp eq i8 %6, 46
  br i1 %32, label %248, label %33

33:                                               ; preds = %31
  %34 = ptrtoint ptr %4 to i64
  %35 = ptrtoint ptr %3 to i64
  %36 = sub i64 %34, %35
  %37 = trunc i64 %36 to i32
  %38 = load i32, ptr @counts.0, align 16, !tbaa !5
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @counts.0, align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %37, ptr noundef %3)
  %40 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %41 = icmp sgt i32 %37, 0
  br i1 %41, label %42, label %96

42:                                               ; preds = %33
  %43 = and i64 %36, 2147483647
  %44 = add nsw i64 %43, -1
  %45 = and i64 %36, 3
  %46 = icmp ult i64 %44, 3
  br i1 %46, label %79, label %47

47:                                               ; preds = %42
  %48 = sub nsw i64 %43, %45
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %76, %49 ]
  %51 = phi i32 [ %40, %47 ], [ %75, %49 ]
  %52 = phi i64 [ 0, %47 ], [ %77, %49 ]
  %53 = mul i32 %51, 131
  %54 = getelementptr inbounds i8, ptr %3, i64 %50
  %55 = load i8, ptr %54, align 1, !tbaa !9
  %56 = zext i8 %55 to i32
  %57 = add i32 %53, %56
  %58 = or disjoint i64 %50, 1
  %59 = mul i32 %57, 131
  %60 = getelementptr inbounds i8, ptr %3, i64 %58
  %61 = load i8, ptr %60, align 1, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = or disjoint i64 %50, 2
  %65 = mul i32 %63, 131
  %66 = getelementptr inbounds i8, ptr %3, i64 %64
  %67 = load i8, ptr %66, align 1, !tbaa !9
  %68 = zext i8 %67 to i32
  %69 = add i32 %65, %68
  %70 = or disjoint i64 %50, 3
  %71 = mul i32 %69, 131
  %72 = getelementptr inbounds i8, ptr %3, i64 %70
  %73 = load i8, ptr %72, align 1, !tbaa !9
  %74 = zext i8 %73 to i32
  %75 = add i32 %71, %74
  %76 = add nuw nsw i64 %50, 4
  %77 = add i64 %52, 4
  %78 = icmp eq i64 %77, %48
  br i1 %78, label %79, label %49, !llvm.loop !12

79:                                               ; preds = %49, %42
  %80 = phi i32 [ poison, %42 ], [ %75, %49 ]
  %81 = phi i64 [ 0, %42 ], [ %76, %49 ]
  %82 = phi i32 [ %40, %42 ], [ %75, %49 ]
  %83 = icmp eq i64 %45, 0
  br i1 %83, label %96, label %84

84:                                               ; preds = %79, %84
  %85 = phi i64 [ %93, %84 ], [ %81, %79 ]
  %86 = phi i32 [ %92, %84 ], [ %82, %79 ]
  %87 = phi i64 [ %94, %84 ], [ 0, %79 ]
  %88 = mul i32 %86, 131
  %89 = getelementptr inbounds i8, ptr %3, i64 %85
  %90 = load i8, ptr %89, align 1, !tbaa !9
  %91 = zext i8 %90 to i32
  %92 = add i32 %88, %91
  %93 = add nuw nsw i64 %85, 1
  %94 = add i64 %87, 1
  %95 = icmp eq i64 %94, %45
  br i1 %95, label %96, label %84, !llvm.loop !13

96:                                               ; preds = %79, %84, %33
  %97 = phi i32 [ %40, %33 ], [ %80, %79 ], [ %92, %84 ]
  store i32 %97, ptr @tok_hash, align 4, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %4, i64 -1
  br label %248

99:                                               ; preds = %2
  %100 = add i8 %6, -58
  %101 = icmp ult i8 %100, -10
  br i1 %101, label %102, label %248

102:                                              ; preds = %99
  %103 = ptrtoint ptr %4 to i64
  %104 = ptrtoint ptr %3 to i64
  %105 = sub i64 %103, %104
  %106 = trunc i64 %105 to i32
  %107 = load i32, ptr @counts.1, align 16, !tbaa !5
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr @counts.1, align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.7, i32 noundef %106, ptr noundef %3)
  %109 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %110 = icmp sgt i32 %106, 0
  br i1 %110, label %111, label %165

111:                                              ; preds = %102
  %112 = and i64 %105, 2147483647
  %113 = add nsw i64 %112, -1
  %114 = and i64 %105, 3
  %115 = icmp ult i64 %113, 3
  br i1 %115, label %148, label %116

116:                                              ; preds = %111
  %117 = sub nsw i64 %112, %114
  br label %118

118:                                              ; preds = %118, %116
  %119 = phi i64 [ 0, %116 ], [ %145, %118 ]
  %120 = phi i32 [ %109, %116 ], [ %144, %118 ]
  %121 = phi i64 [ 0, %116 ], [ %146, %118 ]
  %122 = mul i32 %120, 131
  %123 = getelementptr inbounds i8, ptr %3, i64 %119
  %124 = load i8, ptr %123, align 1, !tbaa !9
  %125 = zext i8 %124 to i32
  %126 = add i32 %122, %125
  %127 = or disjoint i64 %119, 1
  %128 = mul i32 %126, 131
  %129 = getelementptr inbounds i8, ptr %3, i64 %127
  %130 = load i8, ptr %129, align 1, !tbaa !9
  %131 = zext i8 %130 to i32
  %132 = add i32 %128, %131
  %133 = or disjoint i64 %119, 2
  %134 = mul i32 %132, 131
  %135 = getelementptr inbounds i8, ptr %3, i64 %133
  %136 = load i8, ptr %135, align 1, !tbaa !9
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = or disjoint i64 %119, 3
  %140 = mul i32 %138, 131
  %141 = getelementptr inbounds i8, ptr %3, i64 %139
  %142 = load i8, ptr %141, align 1, !tbaa !9
  %143 = zext i8 %142 to i32
  %144 = add i32 %140, %143
  %145 = add nuw nsw i64 %119, 4
  %146 = add i64 %121, 4
  %147 = icmp eq i64 %146, %117
  br i1 %147, label %148, label %118, !llvm.loop !12

148:                                              ; preds = %118, %111
  %149 = phi i32 [ poison, %111 ], [ %144, %118 ]
  %150 = phi i64 [ 0, %111 ], [ %145, %118 ]
  %151 = phi i32 [ %109, %111 ], [ %144, %118 ]
  %152 = icmp eq i64 %114, 0
  br i1 %152, label %165, label %153

153:                                              ; preds = %148, %153
  %154 = phi i64 [ %162, %153 ], [ %150, %148 ]
  %155 = phi i32 [ %161, %153 ], [ %151, %148 ]
  %156 = phi i64 [ %163, %153 ], [ 0, %148 ]
  %157 = mul i32 %155, 131
  %158 = getelementptr inbounds i8, ptr %3, i64 %154
  %159 = load i8, ptr %158, align 1, !tbaa !9
  %160 = zext i8 %159 to i32
  %161 = add i32 %157, %160
  %162 = add nuw nsw i64 %154, 1
  %163 = add i64 %156, 1
  %164 = icmp eq i64 %163, %114
  br i1 %164, label %165, label %153, !llvm.loop !15

165:                                              ; preds = %148, %153, %102
  %166 = phi i32 [ %109, %102 ], [ %149, %148 ], [ %161, %153 ]
  %167 = add i32 %166, 1
  store i32 %167, ptr @tok_hash, align 4, !tbaa !5
  %168 = getelementptr inbounds i8, ptr %4, i64 -1
  br label %248

169:                                              ; preds = %2
  %170 = and i8 %6, -33
  %171 = add i8 %170, -91
  %172 = icmp ult i8 %171, -26
  %173 = icmp ne i8 %6, 95
  %174 = and i1 %173, %172
  %175 = add i8 %6, -58
  %176 = icmp ult i8 %175, -10
  %177 = and i1 %176, %174
  br i1 %177, label %178, label %248

178:                                              ; preds = %169
  %179 = ptrtoint ptr %4 to i64
  %180 = ptrtoint ptr %3 to i64
  %181 = sub i64 %179, %180
  %182 = trunc i64 %181 to i32
  %183 = load i32, ptr @counts.2, align 8, !tbaa !5
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr @counts.2, align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.8, i32 noundef %182, ptr noundef %3)
  %185 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %186 = icmp sgt i32 %182, 0
  br i1 %186, label %187, label %241

187:                                              ; preds = %178
  %188 = and i64 %181, 2147483647
  %189 = add nsw i64 %188, -1
  %190 = and i64 %181, 3
  %191 = icmp ult i64 %189, 3
  br i1 %191, label %224, label %192

192:                                              ; preds = %187
  %193 = sub nsw i64 %188, %190
  br label %194

194:                                              ; preds = %194, %192
  %195 = phi i64 [ 0, %192 ], [ %221, %194 ]
  %196 = phi i32 [ %185, %192 ], [ %220, %194 ]
  %197 = phi i64 [ 0, %192 ], [ %222, %194 ]
  %198 = mul i32 %196, 131
  %199 = getelementptr inbounds i8, ptr %3, i64 %195
  %200 = load i8, ptr %199, align 1, !tbaa !9
  %201 = zext i8 %200 to i32
  %202 = add i32 %198, %201
  %203 = or disjoint i64 %195, 1
  %204 = mul i32 %202, 131
  %205 = getelementptr inbounds i8, ptr %3, i64 %203
  %206 = load i8, ptr %205, align 1, !tbaa !9
  %207 = zext i8 %206 to i32
  %208 = add i32 %204, %207
  %209 = or disjoint i64 %195, 2
  %210 = mul i32 %208, 131
  %211 = getelementptr inbounds i8, ptr %3, i64 %209
  %212 = load i8, ptr %211, align 1, !tbaa !9
  %213 = zext i8 %212 to i32
  %214 = add i32 %210, %213
  %215 = or disjoint i64 %195, 3
  %216 = mul i32 %214, 131
  %217 = getelementptr inbounds i8, ptr %3, i64 %215
  %218 = load i8, ptr %217, align 1, !tbaa !9
  %219 = zext i8 %218 to i32
  %220 = add i32 %216, %219
  %221 = add nuw nsw i64 %195, 4
  %222 = add i64 %197, 4
  %223 = icmp eq i64 %222, %193
  br i1 %223, label %224, label %194, !llvm.loop !12

224:                                              ; preds = %194, %187
  %225 = phi i32 [ poison, %187 ], [ %220, %194 ]
  %226 = phi i64 [ 0, %187 ], [ %221, %194 ]
  %227 = phi i32 [ %185, %187 ], [ %220, %194 ]
  %228 = icmp eq i64 %190, 0
  br i1 %228, label %241, label %229

229:                                              ; preds = %224, %229
  %230 = phi i64 [ %238, %229 ], [ %226, %224 ]
  %231 = phi i32 [ %237, %229 ], [ %227, %224 ]
  %232 = phi i64 [ %239, %229 ], [ 0, %224 ]
  %233 = mul i32 %231, 131
  %234 = getelementptr inbounds i8, ptr %3, i64 %230
  %235 = load i8, ptr %234, align 1, !tbaa !9
  %236 = zext i8 %235 to i32
  %237 = add i32 %233, %236
  %238 = add nuw nsw i64 %230, 1
  %239 = add i64 %232, 1
  %240 = icmp eq i64 %239, %190
  br i1 %240, label %241, label %229, !llvm.loop !16

241:                                              ; preds = %224, %229, %178
  %242 = phi i32 [ %185, %178 ], [ %225, %224 ], [ %237, %229 ]
  %243 = add i32 %242, 2
  store i32 %243, ptr @tok_hash, align 4, !tbaa !5
  %244 = getelementptr inbounds i8, ptr %4, i64 -1
  br label %248

245:                                              ; preds = %2
  switch i8 %6, label %248 [
    i8 10, label %246
    i8 0, label %253
  ]

246:                                              ; preds = %245
  br label %248

247:                                              ; preds = %18, %18
  br label %248

248:                                              ; preds = %245, %31, %18, %12, %9, %169, %99, %28, %19, %241, %165, %96, %246, %247
  %249 = phi ptr [ %4, %247 ], [ %3, %246 ], [ %3, %31 ], [ %4, %18 ], [ %4, %12 ], [ %4, %9 ], [ %4, %19 ], [ %3, %96 ], [ %3, %28 ], [ %3, %165 ], [ %3, %99 ], [ %3, %241 ], [ %3, %169 ], [ %3, %245 ]
  %250 = phi ptr [ %4, %247 ], [ %4, %246 ], [ %4, %31 ], [ %4, %18 ], [ %4, %12 ], [ %4, %9 ], [ %4, %19 ], [ %98, %96 ], [ %4, %28 ], [ %168, %165 ], [ %4, %99 ], [ %244, %241 ], [ %4, %169 ], [ %4, %245 ]
  %251 = phi i32 [ 0, %247 ], [ 0, %246 ], [ 2, %31 ], [ 5, %18 ], [ 3, %12 ], [ 1, %9 ], [ 0, %19 ], [ 0, %96 ], [ 1, %28 ], [ 0, %165 ], [ 2, %99 ], [ 0, %241 ], [ 3, %169 ], [ 5, %245 ]
  %252 = getelementptr inbounds i8, ptr %250, i64 1
  br label %2

253:                                              ; preds = %7, %245, %2
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !17
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}

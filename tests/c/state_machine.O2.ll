; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 4) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [80 x i8], align 16
  tail call fastcc void @tokenize(ptr noundef nonnull @.str)
  %2 = load i32, ptr @counts.0, align 16, !tbaa !5
  %3 = load i32, ptr @counts.1, align 16, !tbaa !5
  %4 = load i32, ptr @counts.2, align 8, !tbaa !5
  %5 = load i32, ptr @counts.3, align 16, !tbaa !5
  %6 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  tail call fastcc void @tokenize(ptr noundef nonnull @.str.2)
  %8 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #4
  br label %12

9:                                                ; preds = %12
  %10 = getelementptr inbounds i8, ptr %1, i64 60
  store i8 0, ptr %10, align 4, !tbaa !9
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) %1)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #4
  ret i32 3

12:                                               ; preds = %0, %12
  %13 = phi i64 [ 0, %0 ], [ %30, %12 ]
  %14 = phi i32 [ 0, %0 ], [ %26, %12 ]
  %15 = phi i32 [ 7, %0 ], [ %17, %12 ]
  %16 = mul i32 %15, 1664525
  %17 = add i32 %16, 1013904223
  %18 = lshr i32 %17, 24
  %19 = and i32 %18, 15
  %20 = icmp eq i32 %19, 0
  %21 = icmp eq i32 %19, 1
  %22 = select i1 %21, i64 2, i64 0
  %23 = select i1 %20, i64 1, i64 %22
  %24 = zext i32 %14 to i64
  %25 = getelementptr inbounds [5 x [3 x i32]], ptr @table, i64 0, i64 %24, i64 %23
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [6 x i8], ptr @light_chr, i64 0, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !9
  %30 = add nuw nsw i64 %13, 1
  %31 = getelementptr inbounds [80 x i8], ptr %1, i64 0, i64 %13
  store i8 %29, ptr %31, align 1, !tbaa !9
  %32 = icmp eq i64 %30, 60
  br i1 %32, label %9, label %12, !llvm.loop !10
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @tokenize(ptr noundef %0) unnamed_addr #0 {
  br label %2

2:                                                ; preds = %252, %1
  %3 = phi ptr [ %0, %1 ], [ %253, %252 ]
  %4 = phi ptr [ %0, %1 ], [ %256, %252 ]
  %5 = phi i32 [ 0, %1 ], [ %255, %252 ]
  %6 = load i8, ptr %4, align 1, !tbaa !9
  switch i32 %5, label %257 [
    i32 0, label %7
    i32 1, label %29
    i32 2, label %101
    i32 3, label %172
    i32 5, label %249
  ]

7:                                                ; preds = %2
  %8 = icmp eq i8 %6, 0
  br i1 %8, label %257, label %9

9:                                                ; preds = %7
  %10 = add i8 %6, -58
  %11 = icmp ult i8 %10, -10
  br i1 %11, label %12, label %252

12:                                               ; preds = %9
  %13 = and i8 %6, -33
  %14 = add i8 %13, -91
  %15 = icmp ult i8 %14, -26
  %16 = icmp ne i8 %6, 95
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %252

18:                                               ; preds = %12
  switch i8 %6, label %19 [
    i8 35, label %252
    i8 32, label %251
    i8 10, label %251
  ]

19:                                               ; preds = %18
  %20 = load i32, ptr @counts.3, align 16, !tbaa !5
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @counts.3, align 16, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.9, i32 noundef 1, ptr noundef nonnull %4)
  %23 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %24 = mul i32 %23, 131
  %25 = load i8, ptr %4, align 1, !tbaa !9
  %26 = zext i8 %25 to i32
  %27 = add i32 %24, %26
  %28 = add i32 %27, 3
  store i32 %28, ptr @tok_hash, align 4, !tbaa !5
  br label %252

29:                                               ; preds = %2
  %30 = add i8 %6, -58
  %31 = icmp ult i8 %30, -10
  br i1 %31, label %32, label %252

32:                                               ; preds = %29
  %33 = icmp eq i8 %6, 46
  br i1 %33, label %252, label %34

34:                                               ; preds = %32
  %35 = ptrtoint ptr %4 to i64
  %36 = ptrtoint ptr %3 to i64
  %37 = sub i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = load i32, ptr @counts.0, align 16, !tbaa !5
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr @counts.0, align 16, !tbaa !5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %38, ptr noundef %3)
  %42 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %43 = icmp sgt i32 %38, 0
  br i1 %43, label %44, label %98

44:                                               ; preds = %34
  %45 = and i64 %37, 2147483647
  %46 = add nsw i64 %45, -1
  %47 = and i64 %37, 3
  %48 = icmp ult i64 %46, 3
  br i1 %48, label %81, label %49

49:                                               ; preds = %44
  %50 = sub nsw i64 %45, %47
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %78, %51 ]
  %53 = phi i32 [ %42, %49 ], [ %77, %51 ]
  %54 = phi i64 [ 0, %49 ], [ %79, %51 ]
  %55 = mul i32 %53, 131
  %56 = getelementptr inbounds i8, ptr %3, i64 %52
  %57 = load i8, ptr %56, align 1, !tbaa !9
  %58 = zext i8 %57 to i32
  %59 = add i32 %55, %58
  %60 = or disjoint i64 %52, 1
  %61 = mul i32 %59, 131
  %62 = getelementptr inbounds i8, ptr %3, i64 %60
  %63 = load i8, ptr %62, align 1, !tbaa !9
  %64 = zext i8 %63 to i32
  %65 = add i32 %61, %64
  %66 = or disjoint i64 %52, 2
  %67 = mul i32 %65, 131
  %68 = getelementptr inbounds i8, ptr %3, i64 %66
  %69 = load i8, ptr %68, align 1, !tbaa !9
  %70 = zext i8 %69 to i32
  %71 = add i32 %67, %70
  %72 = or disjoint i64 %52, 3
  %73 = mul i32 %71, 131
  %74 = getelementptr inbounds i8, ptr %3, i64 %72
  %75 = load i8, ptr %74, align 1, !tbaa !9
  %76 = zext i8 %75 to i32
  %77 = add i32 %73, %76
  %78 = add nuw nsw i64 %52, 4
  %79 = add i64 %54, 4
  %80 = icmp eq i64 %79, %50
  br i1 %80, label %81, label %51, !llvm.loop !12

81:                                               ; preds = %51, %44
  %82 = phi i32 [ poison, %44 ], [ %77, %51 ]
  %83 = phi i64 [ 0, %44 ], [ %78, %51 ]
  %84 = phi i32 [ %42, %44 ], [ %77, %51 ]
  %85 = icmp eq i64 %47, 0
  br i1 %85, label %98, label %86

86:                                               ; preds = %81, %86
  %87 = phi i64 [ %95, %86 ], [ %83, %81 ]
  %88 = phi i32 [ %94, %86 ], [ %84, %81 ]
  %89 = phi i64 [ %96, %86 ], [ 0, %81 ]
  %90 = mul i32 %88, 131
  %91 = getelementptr inbounds i8, ptr %3, i64 %87
  %92 = load i8, ptr %91, align 1, !tbaa !9
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = add nuw nsw i64 %87, 1
  %96 = add i64 %89, 1
  %97 = icmp eq i64 %96, %47
  br i1 %97, label %98, label %86, !llvm.loop !13

98:                                               ; preds = %81, %86, %34
  %99 = phi i32 [ %42, %34 ], [ %82, %81 ], [ %94, %86 ]
  store i32 %99, ptr @tok_hash, align 4, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %4, i64 -1
  br label %252

101:                                              ; preds = %2
  %102 = add i8 %6, -58
  %103 = icmp ult i8 %102, -10
  br i1 %103, label %104, label %252

104:                                              ; preds = %101
  %105 = ptrtoint ptr %4 to i64
  %106 = ptrtoint ptr %3 to i64
  %107 = sub i64 %105, %106
  %108 = trunc i64 %107 to i32
  %109 = load i32, ptr @counts.1, align 16, !tbaa !5
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr @counts.1, align 16, !tbaa !5
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.7, i32 noundef %108, ptr noundef %3)
  %112 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %113 = icmp sgt i32 %108, 0
  br i1 %113, label %114, label %168

114:                                              ; preds = %104
  %115 = and i64 %107, 2147483647
  %116 = add nsw i64 %115, -1
  %117 = and i64 %107, 3
  %118 = icmp ult i64 %116, 3
  br i1 %118, label %151, label %119

119:                                              ; preds = %114
  %120 = sub nsw i64 %115, %117
  br label %121

121:                                              ; preds = %121, %119
  %122 = phi i64 [ 0, %119 ], [ %148, %121 ]
  %123 = phi i32 [ %112, %119 ], [ %147, %121 ]
  %124 = phi i64 [ 0, %119 ], [ %149, %121 ]
  %125 = mul i32 %123, 131
  %126 = getelementptr inbounds i8, ptr %3, i64 %122
  %127 = load i8, ptr %126, align 1, !tbaa !9
  %128 = zext i8 %127 to i32
  %129 = add i32 %125, %128
  %130 = or disjoint i64 %122, 1
  %131 = mul i32 %129, 131
  %132 = getelementptr inbounds i8, ptr %3, i64 %130
  %133 = load i8, ptr %132, align 1, !tbaa !9
  %134 = zext i8 %133 to i32
  %135 = add i32 %131, %134
  %136 = or disjoint i64 %122, 2
  %137 = mul i32 %135, 131
  %138 = getelementptr inbounds i8, ptr %3, i64 %136
  %139 = load i8, ptr %138, align 1, !tbaa !9
  %140 = zext i8 %139 to i32
  %141 = add i32 %137, %140
  %142 = or disjoint i64 %122, 3
  %143 = mul i32 %141, 131
  %144 = getelementptr inbounds i8, ptr %3, i64 %142
  %145 = load i8, ptr %144, align 1, !tbaa !9
  %146 = zext i8 %145 to i32
  %147 = add i32 %143, %146
  %148 = add nuw nsw i64 %122, 4
  %149 = add i64 %124, 4
  %150 = icmp eq i64 %149, %120
  br i1 %150, label %151, label %121, !llvm.loop !12

151:                                              ; preds = %121, %114
  %152 = phi i32 [ poison, %114 ], [ %147, %121 ]
  %153 = phi i64 [ 0, %114 ], [ %148, %121 ]
  %154 = phi i32 [ %112, %114 ], [ %147, %121 ]
  %155 = icmp eq i64 %117, 0
  br i1 %155, label %168, label %156

156:                                              ; preds = %151, %156
  %157 = phi i64 [ %165, %156 ], [ %153, %151 ]
  %158 = phi i32 [ %164, %156 ], [ %154, %151 ]
  %159 = phi i64 [ %166, %156 ], [ 0, %151 ]
  %160 = mul i32 %158, 131
  %161 = getelementptr inbounds i8, ptr %3, i64 %157
  %162 = load i8, ptr %161, align 1, !tbaa !9
  %163 = zext i8 %162 to i32
  %164 = add i32 %160, %163
  %165 = add nuw nsw i64 %157, 1
  %166 = add i64 %159, 1
  %167 = icmp eq i64 %166, %117
  br i1 %167, label %168, label %156, !llvm.loop !15

168:                                              ; preds = %151, %156, %104
  %169 = phi i32 [ %112, %104 ], [ %152, %151 ], [ %164, %156 ]
  %170 = add i32 %169, 1
  store i32 %170, ptr @tok_hash, align 4, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %4, i64 -1
  br label %252

172:                                              ; preds = %2
  %173 = and i8 %6, -33
  %174 = add i8 %173, -91
  %175 = icmp ult i8 %174, -26
  %176 = icmp ne i8 %6, 95
  %177 = and i1 %176, %175
  %178 = add i8 %6, -58
  %179 = icmp ult i8 %178, -10
  %180 = and i1 %179, %177
  br i1 %180, label %181, label %252

181:                                              ; preds = %172
  %182 = ptrtoint ptr %4 to i64
  %183 = ptrtoint ptr %3 to i64
  %184 = sub i64 %182, %183
  %185 = trunc i64 %184 to i32
  %186 = load i32, ptr @counts.2, align 8, !tbaa !5
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr @counts.2, align 8, !tbaa !5
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.8, i32 noundef %185, ptr noundef %3)
  %189 = load i32, ptr @tok_hash, align 4, !tbaa !5
  %190 = icmp sgt i32 %185, 0
  br i1 %190, label %191, label %245

191:                                              ; preds = %181
  %192 = and i64 %184, 2147483647
  %193 = add nsw i64 %192, -1
  %194 = and i64 %184, 3
  %195 = icmp ult i64 %193, 3
  br i1 %195, label %228, label %196

196:                                              ; preds = %191
  %197 = sub nsw i64 %192, %194
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi i64 [ 0, %196 ], [ %225, %198 ]
  %200 = phi i32 [ %189, %196 ], [ %224, %198 ]
  %201 = phi i64 [ 0, %196 ], [ %226, %198 ]
  %202 = mul i32 %200, 131
  %203 = getelementptr inbounds i8, ptr %3, i64 %199
  %204 = load i8, ptr %203, align 1, !tbaa !9
  %205 = zext i8 %204 to i32
  %206 = add i32 %202, %205
  %207 = or disjoint i64 %199, 1
  %208 = mul i32 %206, 131
  %209 = getelementptr inbounds i8, ptr %3, i64 %207
  %210 = load i8, ptr %209, align 1, !tbaa !9
  %211 = zext i8 %210 to i32
  %212 = add i32 %208, %211
  %213 = or disjoint i64 %199, 2
  %214 = mul i32 %212, 131
  %215 = getelementptr inbounds i8, ptr %3, i64 %213
  %216 = load i8, ptr %215, align 1, !tbaa !9
  %217 = zext i8 %216 to i32
  %218 = add i32 %214, %217
  %219 = or disjoint i64 %199, 3
  %220 = mul i32 %218, 131
  %221 = getelementptr inbounds i8, ptr %3, i64 %219
  %222 = load i8, ptr %221, align 1, !tbaa !9
  %223 = zext i8 %222 to i32
  %224 = add i32 %220, %223
  %225 = add nuw nsw i64 %199, 4
  %226 = add i64 %201, 4
  %227 = icmp eq i64 %226, %197
  br i1 %227, label %228, label %198, !llvm.loop !12

228:                                              ; preds = %198, %191
  %229 = phi i32 [ poison, %191 ], [ %224, %198 ]
  %230 = phi i64 [ 0, %191 ], [ %225, %198 ]
  %231 = phi i32 [ %189, %191 ], [ %224, %198 ]
  %232 = icmp eq i64 %194, 0
  br i1 %232, label %245, label %233

233:                                              ; preds = %228, %233
  %234 = phi i64 [ %242, %233 ], [ %230, %228 ]
  %235 = phi i32 [ %241, %233 ], [ %231, %228 ]
  %236 = phi i64 [ %243, %233 ], [ 0, %228 ]
  %237 = mul i32 %235, 131
  %238 = getelementptr inbounds i8, ptr %3, i64 %234
  %239 = load i8, ptr %238, align 1, !tbaa !9
  %240 = zext i8 %239 to i32
  %241 = add i32 %237, %240
  %242 = add nuw nsw i64 %234, 1
  %243 = add i64 %236, 1
  %244 = icmp eq i64 %243, %194
  br i1 %244, label %245, label %233, !llvm.loop !16

245:                                              ; preds = %228, %233, %181
  %246 = phi i32 [ %189, %181 ], [ %229, %228 ], [ %241, %233 ]
  %247 = add i32 %246, 2
  store i32 %247, ptr @tok_hash, align 4, !tbaa !5
  %248 = getelementptr inbounds i8, ptr %4, i64 -1
  br label %252

249:                                              ; preds = %2
  switch i8 %6, label %252 [
    i8 10, label %250
    i8 0, label %257
  ]

250:                                              ; preds = %249
  br label %252

251:                                              ; preds = %18, %18
  br label %252

252:                                              ; preds = %249, %32, %18, %12, %9, %172, %101, %29, %19, %245, %168, %98, %250, %251
  %253 = phi ptr [ %4, %251 ], [ %3, %250 ], [ %3, %32 ], [ %4, %18 ], [ %4, %12 ], [ %4, %9 ], [ %4, %19 ], [ %3, %98 ], [ %3, %29 ], [ %3, %168 ], [ %3, %101 ], [ %3, %245 ], [ %3, %172 ], [ %3, %249 ]
  %254 = phi ptr [ %4, %251 ], [ %4, %250 ], [ %4, %32 ], [ %4, %18 ], [ %4, %12 ], [ %4, %9 ], [ %4, %19 ], [ %100, %98 ], [ %4, %29 ], [ %171, %168 ], [ %4, %101 ], [ %248, %245 ], [ %4, %172 ], [ %4, %249 ]
  %255 = phi i32 [ 0, %251 ], [ 0, %250 ], [ 2, %32 ], [ 5, %18 ], [ 3, %12 ], [ 1, %9 ], [ 0, %19 ], [ 0, %98 ], [ 1, %29 ], [ 0, %168 ], [ 2, %101 ], [ 0, %245 ], [ 3, %172 ], [ 5, %249 ]
  %256 = getelementptr inbounds i8, ptr %254, i64 1
  br label %2

257:                                              ; preds = %7, %249, %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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

; ModuleID = 'hashing.c'
source_filename = "hashing.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [38 x i8] c"crc=%08x fnv=%016llx adler=%08x '%s'\0A\00", align 1
@.str.6 = private unnamed_addr constant [46 x i8] c"random block crc=%08x fnv=%016llx adler=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"xorshift last=%u acc=%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@lcg64_state = internal unnamed_addr global i64 42, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1000 x i8], align 16
  %2 = alloca [8 x i32], align 16
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %47, %3 ]
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %48, %3 ]
  %6 = and <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %7 = icmp eq <4 x i32> %6, zeroinitializer
  %8 = lshr <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %9 = xor <4 x i32> %8, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %10 = select <4 x i1> %7, <4 x i32> %8, <4 x i32> %9
  %11 = and <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %12 = icmp eq <4 x i32> %11, zeroinitializer
  %13 = lshr <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %14 = xor <4 x i32> %13, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %15 = select <4 x i1> %12, <4 x i32> %13, <4 x i32> %14
  %16 = and <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>
  %17 = icmp eq <4 x i32> %16, zeroinitializer
  %18 = lshr <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>
  %19 = xor <4 x i32> %18, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %20 = select <4 x i1> %17, <4 x i32> %18, <4 x i32> %19
  %21 = and <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %22 = icmp eq <4 x i32> %21, zeroinitializer
  %23 = lshr <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %24 = xor <4 x i32> %23, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %25 = select <4 x i1> %22, <4 x i32> %23, <4 x i32> %24
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %27 = icmp eq <4 x i32> %26, zeroinitializer
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>
  %32 = icmp eq <4 x i32> %31, zeroinitializer
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %37 = icmp eq <4 x i32> %36, zeroinitializer
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %42 = icmp eq <4 x i32> %41, zeroinitializer
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44
  %46 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %4
  store <4 x i32> %45, ptr %46, align 16, !tbaa !5
  %47 = add nuw i64 %4, 4
  %48 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %49 = icmp eq i64 %47, 256
  br i1 %49, label %52, label %3, !llvm.loop !9

50:                                               ; preds = %208
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %1) #9
  %51 = load i64, ptr @lcg64_state, align 8, !tbaa !13
  br label %299

52:                                               ; preds = %3, %208
  %53 = phi i64 [ %212, %208 ], [ 0, %3 ]
  %54 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %53
  %55 = load ptr, ptr %54, align 8, !tbaa !15
  %56 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %55) #9
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %208, label %58

58:                                               ; preds = %52
  %59 = add i64 %56, -1
  %60 = and i64 %56, 1
  %61 = icmp eq i64 %59, 0
  br i1 %61, label %90, label %62

62:                                               ; preds = %58
  %63 = and i64 %56, -2
  br label %64

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %87, %64 ]
  %66 = phi i32 [ -1, %62 ], [ %86, %64 ]
  %67 = phi i64 [ 0, %62 ], [ %88, %64 ]
  %68 = getelementptr inbounds i8, ptr %55, i64 %65
  %69 = load i8, ptr %68, align 1, !tbaa !17
  %70 = trunc i32 %66 to i8
  %71 = xor i8 %69, %70
  %72 = zext i8 %71 to i64
  %73 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = lshr i32 %66, 8
  %76 = xor i32 %74, %75
  %77 = or disjoint i64 %65, 1
  %78 = getelementptr inbounds i8, ptr %55, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !17
  %80 = trunc i32 %76 to i8
  %81 = xor i8 %79, %80
  %82 = zext i8 %81 to i64
  %83 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = lshr i32 %76, 8
  %86 = xor i32 %84, %85
  %87 = add nuw i64 %65, 2
  %88 = add i64 %67, 2
  %89 = icmp eq i64 %88, %63
  br i1 %89, label %90, label %64, !llvm.loop !18

90:                                               ; preds = %64, %58
  %91 = phi i32 [ poison, %58 ], [ %86, %64 ]
  %92 = phi i64 [ 0, %58 ], [ %87, %64 ]
  %93 = phi i32 [ -1, %58 ], [ %86, %64 ]
  %94 = icmp eq i64 %60, 0
  br i1 %94, label %105, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds i8, ptr %55, i64 %92
  %97 = load i8, ptr %96, align 1, !tbaa !17
  %98 = trunc i32 %93 to i8
  %99 = xor i8 %97, %98
  %100 = zext i8 %99 to i64
  %101 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = lshr i32 %93, 8
  %104 = xor i32 %102, %103
  br label %105

105:                                              ; preds = %90, %95
  %106 = phi i32 [ %91, %90 ], [ %104, %95 ]
  %107 = and i64 %56, 3
  %108 = icmp ult i64 %56, 4
  br i1 %108, label %141, label %109

109:                                              ; preds = %105
  %110 = and i64 %56, -4
  br label %111

111:                                              ; preds = %111, %109
  %112 = phi i64 [ 0, %109 ], [ %138, %111 ]
  %113 = phi i64 [ -3750763034362895579, %109 ], [ %137, %111 ]
  %114 = phi i64 [ 0, %109 ], [ %139, %111 ]
  %115 = getelementptr inbounds i8, ptr %55, i64 %112
  %116 = load i8, ptr %115, align 1, !tbaa !17
  %117 = zext i8 %116 to i64
  %118 = xor i64 %113, %117
  %119 = mul i64 %118, 1099511628211
  %120 = or disjoint i64 %112, 1
  %121 = getelementptr inbounds i8, ptr %55, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !17
  %123 = zext i8 %122 to i64
  %124 = xor i64 %119, %123
  %125 = mul i64 %124, 1099511628211
  %126 = or disjoint i64 %112, 2
  %127 = getelementptr inbounds i8, ptr %55, i64 %126
  %128 = load i8, ptr %127, align 1, !tbaa !17
  %129 = zext i8 %128 to i64
  %130 = xor i64 %125, %129
  %131 = mul i64 %130, 1099511628211
  %132 = or disjoint i64 %112, 3
  %133 = getelementptr inbounds i8, ptr %55, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !17
  %135 = zext i8 %134 to i64
  %136 = xor i64 %131, %135
  %137 = mul i64 %136, 1099511628211
  %138 = add nuw i64 %112, 4
  %139 = add i64 %114, 4
  %140 = icmp eq i64 %139, %110
  br i1 %140, label %141, label %111, !llvm.loop !19

141:                                              ; preds = %111, %105
  %142 = phi i64 [ poison, %105 ], [ %137, %111 ]
  %143 = phi i64 [ 0, %105 ], [ %138, %111 ]
  %144 = phi i64 [ -3750763034362895579, %105 ], [ %137, %111 ]
  %145 = icmp eq i64 %107, 0
  br i1 %145, label %158, label %146

146:                                              ; preds = %141, %146
  %147 = phi i64 [ %155, %146 ], [ %143, %141 ]
  %148 = phi i64 [ %154, %146 ], [ %144, %141 ]
  %149 = phi i64 [ %156, %146 ], [ 0, %141 ]
  %150 = getelementptr inbounds i8, ptr %55, i64 %147
  %151 = load i8, ptr %150, align 1, !tbaa !17
  %152 = zext i8 %151 to i64
  %153 = xor i64 %148, %152
  %154 = mul i64 %153, 1099511628211
  %155 = add nuw i64 %147, 1
  %156 = add i64 %149, 1
  %157 = icmp eq i64 %156, %107
  br i1 %157, label %158, label %146, !llvm.loop !20

158:                                              ; preds = %146, %141
  %159 = phi i64 [ %142, %141 ], [ %154, %146 ]
  %160 = and i64 %56, 1
  %161 = icmp eq i64 %59, 0
  br i1 %161, label %164, label %162

162:                                              ; preds = %158
  %163 = and i64 %56, -2
  br label %185

164:                                              ; preds = %185, %158
  %165 = phi i32 [ poison, %158 ], [ %202, %185 ]
  %166 = phi i32 [ poison, %158 ], [ %204, %185 ]
  %167 = phi i64 [ 0, %158 ], [ %205, %185 ]
  %168 = phi i32 [ 0, %158 ], [ %204, %185 ]
  %169 = phi i32 [ 1, %158 ], [ %202, %185 ]
  %170 = icmp eq i64 %160, 0
  br i1 %170, label %179, label %171

171:                                              ; preds = %164
  %172 = getelementptr inbounds i8, ptr %55, i64 %167
  %173 = load i8, ptr %172, align 1, !tbaa !17
  %174 = zext i8 %173 to i32
  %175 = add nuw nsw i32 %169, %174
  %176 = urem i32 %175, 65521
  %177 = add nuw nsw i32 %176, %168
  %178 = urem i32 %177, 65521
  br label %179

179:                                              ; preds = %164, %171
  %180 = phi i32 [ %165, %164 ], [ %176, %171 ]
  %181 = phi i32 [ %166, %164 ], [ %178, %171 ]
  %182 = xor i32 %106, -1
  %183 = shl nuw i32 %181, 16
  %184 = or disjoint i32 %183, %180
  br label %208

185:                                              ; preds = %185, %162
  %186 = phi i64 [ 0, %162 ], [ %205, %185 ]
  %187 = phi i32 [ 0, %162 ], [ %204, %185 ]
  %188 = phi i32 [ 1, %162 ], [ %202, %185 ]
  %189 = phi i64 [ 0, %162 ], [ %206, %185 ]
  %190 = getelementptr inbounds i8, ptr %55, i64 %186
  %191 = load i8, ptr %190, align 1, !tbaa !17
  %192 = zext i8 %191 to i32
  %193 = add nuw nsw i32 %188, %192
  %194 = urem i32 %193, 65521
  %195 = add nuw nsw i32 %194, %187
  %196 = urem i32 %195, 65521
  %197 = or disjoint i64 %186, 1
  %198 = getelementptr inbounds i8, ptr %55, i64 %197
  %199 = load i8, ptr %198, align 1, !tbaa !17
  %200 = zext i8 %199 to i32
  %201 = add nuw nsw i32 %194, %200
  %202 = urem i32 %201, 65521
  %203 = add nuw nsw i32 %202, %196
  %204 = urem i32 %203, 65521
  %205 = add nuw i64 %186, 2
  %206 = add i64 %189, 2
  %207 = icmp eq i64 %206, %163
  br i1 %207, label %164, label %185, !llvm.loop !22

208:                                              ; preds = %52, %179
  %209 = phi i64 [ %159, %179 ], [ -3750763034362895579, %52 ]
  %210 = phi i32 [ %182, %179 ], [ 0, %52 ]
  %211 = phi i32 [ %184, %179 ], [ 1, %52 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %210, i64 noundef %209, i32 noundef %211, ptr noundef %55)
  %212 = add nuw nsw i64 %53, 1
  %213 = icmp eq i64 %212, 5
  br i1 %213, label %50, label %52, !llvm.loop !23

214:                                              ; preds = %299
  store i64 %321, ptr @lcg64_state, align 8, !tbaa !13
  br label %215

215:                                              ; preds = %215, %214
  %216 = phi i64 [ 0, %214 ], [ %237, %215 ]
  %217 = phi i32 [ -1, %214 ], [ %236, %215 ]
  %218 = getelementptr inbounds i8, ptr %1, i64 %216
  %219 = load i8, ptr %218, align 2, !tbaa !17
  %220 = trunc i32 %217 to i8
  %221 = xor i8 %219, %220
  %222 = zext i8 %221 to i64
  %223 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %222
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = lshr i32 %217, 8
  %226 = xor i32 %224, %225
  %227 = or disjoint i64 %216, 1
  %228 = getelementptr inbounds i8, ptr %1, i64 %227
  %229 = load i8, ptr %228, align 1, !tbaa !17
  %230 = trunc i32 %226 to i8
  %231 = xor i8 %229, %230
  %232 = zext i8 %231 to i64
  %233 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !5
  %235 = lshr i32 %226, 8
  %236 = xor i32 %234, %235
  %237 = add nuw nsw i64 %216, 2
  %238 = icmp eq i64 %237, 1000
  br i1 %238, label %239, label %215, !llvm.loop !18

239:                                              ; preds = %215
  %240 = getelementptr inbounds i8, ptr %1, i64 1
  %241 = getelementptr inbounds i8, ptr %1, i64 2
  %242 = getelementptr inbounds i8, ptr %1, i64 3
  %243 = getelementptr inbounds i8, ptr %1, i64 4
  br label %244

244:                                              ; preds = %244, %239
  %245 = phi i64 [ 0, %239 ], [ %272, %244 ]
  %246 = phi i64 [ -3750763034362895579, %239 ], [ %271, %244 ]
  %247 = getelementptr inbounds i8, ptr %1, i64 %245
  %248 = load i8, ptr %247, align 1, !tbaa !17
  %249 = zext i8 %248 to i64
  %250 = xor i64 %246, %249
  %251 = mul i64 %250, 1099511628211
  %252 = getelementptr inbounds i8, ptr %240, i64 %245
  %253 = load i8, ptr %252, align 1, !tbaa !17
  %254 = zext i8 %253 to i64
  %255 = xor i64 %251, %254
  %256 = mul i64 %255, 1099511628211
  %257 = getelementptr inbounds i8, ptr %241, i64 %245
  %258 = load i8, ptr %257, align 1, !tbaa !17
  %259 = zext i8 %258 to i64
  %260 = xor i64 %256, %259
  %261 = mul i64 %260, 1099511628211
  %262 = getelementptr inbounds i8, ptr %242, i64 %245
  %263 = load i8, ptr %262, align 1, !tbaa !17
  %264 = zext i8 %263 to i64
  %265 = xor i64 %261, %264
  %266 = mul i64 %265, 1099511628211
  %267 = getelementptr inbounds i8, ptr %243, i64 %245
  %268 = load i8, ptr %267, align 1, !tbaa !17
  %269 = zext i8 %268 to i64
  %270 = xor i64 %266, %269
  %271 = mul i64 %270, 1099511628211
  %272 = add nuw nsw i64 %245, 5
  %273 = icmp eq i64 %272, 1000
  br i1 %273, label %274, label %244, !llvm.loop !19

274:                                              ; preds = %244, %274
  %275 = phi i64 [ %293, %274 ], [ 0, %244 ]
  %276 = phi i32 [ %292, %274 ], [ 0, %244 ]
  %277 = phi i32 [ %290, %274 ], [ 1, %244 ]
  %278 = getelementptr inbounds i8, ptr %1, i64 %275
  %279 = load i8, ptr %278, align 2, !tbaa !17
  %280 = zext i8 %279 to i32
  %281 = add nuw nsw i32 %277, %280
  %282 = urem i32 %281, 65521
  %283 = add nuw nsw i32 %282, %276
  %284 = urem i32 %283, 65521
  %285 = or disjoint i64 %275, 1
  %286 = getelementptr inbounds i8, ptr %1, i64 %285
  %287 = load i8, ptr %286, align 1, !tbaa !17
  %288 = zext i8 %287 to i32
  %289 = add nuw nsw i32 %282, %288
  %290 = urem i32 %289, 65521
  %291 = add nuw nsw i32 %290, %284
  %292 = urem i32 %291, 65521
  %293 = add nuw nsw i64 %275, 2
  %294 = icmp eq i64 %293, 1000
  br i1 %294, label %295, label %274, !llvm.loop !22

295:                                              ; preds = %274
  %296 = xor i32 %236, -1
  %297 = shl nuw i32 %292, 16
  %298 = or disjoint i32 %297, %290
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %296, i64 noundef %271, i32 noundef %298)
  br label %329

299:                                              ; preds = %299, %50
  %300 = phi i64 [ 0, %50 ], [ %325, %299 ]
  %301 = phi i64 [ %51, %50 ], [ %321, %299 ]
  %302 = mul i64 %301, 6364136223846793005
  %303 = add i64 %302, 1442695040888963407
  %304 = lshr i64 %303, 56
  %305 = trunc nuw i64 %304 to i8
  %306 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %300
  store i8 %305, ptr %306, align 4, !tbaa !17
  %307 = or disjoint i64 %300, 1
  %308 = mul i64 %303, 6364136223846793005
  %309 = add i64 %308, 1442695040888963407
  %310 = lshr i64 %309, 56
  %311 = trunc nuw i64 %310 to i8
  %312 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %307
  store i8 %311, ptr %312, align 1, !tbaa !17
  %313 = or disjoint i64 %300, 2
  %314 = mul i64 %309, 6364136223846793005
  %315 = add i64 %314, 1442695040888963407
  %316 = lshr i64 %315, 56
  %317 = trunc nuw i64 %316 to i8
  %318 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %313
  store i8 %317, ptr %318, align 2, !tbaa !17
  %319 = or disjoint i64 %300, 3
  %320 = mul i64 %315, 6364136223846793005
  %321 = add i64 %320, 1442695040888963407
  %322 = lshr i64 %321, 56
  %323 = trunc nuw i64 %322 to i8
  %324 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %319
  store i8 %323, ptr %324, align 1, !tbaa !17
  %325 = add nuw nsw i64 %300, 4
  %326 = icmp eq i64 %325, 1000
  br i1 %326, label %214, label %299, !llvm.loop !24

327:                                              ; preds = %329
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %346, i32 noundef %348)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  %328 = load i64, ptr @lcg64_state, align 8, !tbaa !13
  br label %368

329:                                              ; preds = %329, %295
  %330 = phi i32 [ 0, %295 ], [ %349, %329 ]
  %331 = phi i32 [ 0, %295 ], [ %348, %329 ]
  %332 = phi i32 [ -1831433054, %295 ], [ %346, %329 ]
  %333 = shl i32 %332, 13
  %334 = xor i32 %333, %332
  %335 = lshr i32 %334, 17
  %336 = xor i32 %335, %334
  %337 = shl i32 %336, 5
  %338 = xor i32 %337, %336
  %339 = lshr i32 %338, 7
  %340 = add i32 %339, %331
  %341 = shl i32 %338, 13
  %342 = xor i32 %341, %338
  %343 = lshr i32 %342, 17
  %344 = xor i32 %343, %342
  %345 = shl i32 %344, 5
  %346 = xor i32 %345, %344
  %347 = lshr i32 %346, 7
  %348 = add i32 %347, %340
  %349 = add nuw nsw i32 %330, 2
  %350 = icmp eq i32 %349, 10000
  br i1 %350, label %327, label %329, !llvm.loop !25

351:                                              ; preds = %368
  store i64 %378, ptr @lcg64_state, align 8, !tbaa !13
  %352 = load i32, ptr %2, align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %352)
  %353 = getelementptr inbounds i8, ptr %2, i64 4
  %354 = load i32, ptr %353, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %354)
  %355 = getelementptr inbounds i8, ptr %2, i64 8
  %356 = load i32, ptr %355, align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %356)
  %357 = getelementptr inbounds i8, ptr %2, i64 12
  %358 = load i32, ptr %357, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %358)
  %359 = getelementptr inbounds i8, ptr %2, i64 16
  %360 = load i32, ptr %359, align 16, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %360)
  %361 = getelementptr inbounds i8, ptr %2, i64 20
  %362 = load i32, ptr %361, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %362)
  %363 = getelementptr inbounds i8, ptr %2, i64 24
  %364 = load i32, ptr %363, align 8, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %364)
  %365 = getelementptr inbounds i8, ptr %2, i64 28
  %366 = load i32, ptr %365, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %366)
  %367 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %1) #9
  ret i32 0

368:                                              ; preds = %368, %327
  %369 = phi i32 [ 0, %327 ], [ %383, %368 ]
  %370 = phi i64 [ %328, %327 ], [ %378, %368 ]
  %371 = mul i64 %370, 6364136223846793005
  %372 = add i64 %371, 1442695040888963407
  %373 = lshr i64 %372, 61
  %374 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %373
  %375 = load i32, ptr %374, align 4, !tbaa !5
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr %374, align 4, !tbaa !5
  %377 = mul i64 %372, 6364136223846793005
  %378 = add i64 %377, 1442695040888963407
  %379 = lshr i64 %378, 61
  %380 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %379
  %381 = load i32, ptr %380, align 4, !tbaa !5
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr %380, align 4, !tbaa !5
  %383 = add nuw nsw i32 %369, 2
  %384 = icmp eq i32 %383, 8000
  br i1 %384, label %351, label %368, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}

; ModuleID = 'hashing.c'
source_filename = "hashing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
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
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %1) #6
  %51 = load i64, ptr @lcg64_state, align 8, !tbaa !13
  br label %301

52:                                               ; preds = %3, %208
  %53 = phi i64 [ %213, %208 ], [ 0, %3 ]
  %54 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %53
  %55 = load ptr, ptr %54, align 8, !tbaa !15
  %56 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %55) #7
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
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %210, i64 noundef %209, i32 noundef %211, ptr noundef %55)
  %213 = add nuw nsw i64 %53, 1
  %214 = icmp eq i64 %213, 5
  br i1 %214, label %50, label %52, !llvm.loop !23

215:                                              ; preds = %301
  store i64 %323, ptr @lcg64_state, align 8, !tbaa !13
  br label %216

216:                                              ; preds = %216, %215
  %217 = phi i64 [ 0, %215 ], [ %238, %216 ]
  %218 = phi i32 [ -1, %215 ], [ %237, %216 ]
  %219 = getelementptr inbounds i8, ptr %1, i64 %217
  %220 = load i8, ptr %219, align 2, !tbaa !17
  %221 = trunc i32 %218 to i8
  %222 = xor i8 %220, %221
  %223 = zext i8 %222 to i64
  %224 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !5
  %226 = lshr i32 %218, 8
  %227 = xor i32 %225, %226
  %228 = or disjoint i64 %217, 1
  %229 = getelementptr inbounds i8, ptr %1, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !17
  %231 = trunc i32 %227 to i8
  %232 = xor i8 %230, %231
  %233 = zext i8 %232 to i64
  %234 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !5
  %236 = lshr i32 %227, 8
  %237 = xor i32 %235, %236
  %238 = add nuw nsw i64 %217, 2
  %239 = icmp eq i64 %238, 1000
  br i1 %239, label %240, label %216, !llvm.loop !18

240:                                              ; preds = %216
  %241 = getelementptr inbounds i8, ptr %1, i64 1
  %242 = getelementptr inbounds i8, ptr %1, i64 2
  %243 = getelementptr inbounds i8, ptr %1, i64 3
  %244 = getelementptr inbounds i8, ptr %1, i64 4
  br label %245

245:                                              ; preds = %245, %240
  %246 = phi i64 [ 0, %240 ], [ %273, %245 ]
  %247 = phi i64 [ -3750763034362895579, %240 ], [ %272, %245 ]
  %248 = getelementptr inbounds i8, ptr %1, i64 %246
  %249 = load i8, ptr %248, align 1, !tbaa !17
  %250 = zext i8 %249 to i64
  %251 = xor i64 %247, %250
  %252 = mul i64 %251, 1099511628211
  %253 = getelementptr inbounds i8, ptr %241, i64 %246
  %254 = load i8, ptr %253, align 1, !tbaa !17
  %255 = zext i8 %254 to i64
  %256 = xor i64 %252, %255
  %257 = mul i64 %256, 1099511628211
  %258 = getelementptr inbounds i8, ptr %242, i64 %246
  %259 = load i8, ptr %258, align 1, !tbaa !17
  %260 = zext i8 %259 to i64
  %261 = xor i64 %257, %260
  %262 = mul i64 %261, 1099511628211
  %263 = getelementptr inbounds i8, ptr %243, i64 %246
  %264 = load i8, ptr %263, align 1, !tbaa !17
  %265 = zext i8 %264 to i64
  %266 = xor i64 %262, %265
  %267 = mul i64 %266, 1099511628211
  %268 = getelementptr inbounds i8, ptr %244, i64 %246
  %269 = load i8, ptr %268, align 1, !tbaa !17
  %270 = zext i8 %269 to i64
  %271 = xor i64 %267, %270
  %272 = mul i64 %271, 1099511628211
  %273 = add nuw nsw i64 %246, 5
  %274 = icmp eq i64 %273, 1000
  br i1 %274, label %275, label %245, !llvm.loop !19

275:                                              ; preds = %245, %275
  %276 = phi i64 [ %294, %275 ], [ 0, %245 ]
  %277 = phi i32 [ %293, %275 ], [ 0, %245 ]
  %278 = phi i32 [ %291, %275 ], [ 1, %245 ]
  %279 = getelementptr inbounds i8, ptr %1, i64 %276
  %280 = load i8, ptr %279, align 2, !tbaa !17
  %281 = zext i8 %280 to i32
  %282 = add nuw nsw i32 %278, %281
  %283 = urem i32 %282, 65521
  %284 = add nuw nsw i32 %283, %277
  %285 = urem i32 %284, 65521
  %286 = or disjoint i64 %276, 1
  %287 = getelementptr inbounds i8, ptr %1, i64 %286
  %288 = load i8, ptr %287, align 1, !tbaa !17
  %289 = zext i8 %288 to i32
  %290 = add nuw nsw i32 %283, %289
  %291 = urem i32 %290, 65521
  %292 = add nuw nsw i32 %291, %285
  %293 = urem i32 %292, 65521
  %294 = add nuw nsw i64 %276, 2
  %295 = icmp eq i64 %294, 1000
  br i1 %295, label %296, label %275, !llvm.loop !22

296:                                              ; preds = %275
  %297 = xor i32 %237, -1
  %298 = shl nuw i32 %293, 16
  %299 = or disjoint i32 %298, %291
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %297, i64 noundef %272, i32 noundef %299)
  br label %332

301:                                              ; preds = %301, %50
  %302 = phi i64 [ 0, %50 ], [ %327, %301 ]
  %303 = phi i64 [ %51, %50 ], [ %323, %301 ]
  %304 = mul i64 %303, 6364136223846793005
  %305 = add i64 %304, 1442695040888963407
  %306 = lshr i64 %305, 56
  %307 = trunc nuw i64 %306 to i8
  %308 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %302
  store i8 %307, ptr %308, align 4, !tbaa !17
  %309 = or disjoint i64 %302, 1
  %310 = mul i64 %305, 6364136223846793005
  %311 = add i64 %310, 1442695040888963407
  %312 = lshr i64 %311, 56
  %313 = trunc nuw i64 %312 to i8
  %314 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %309
  store i8 %313, ptr %314, align 1, !tbaa !17
  %315 = or disjoint i64 %302, 2
  %316 = mul i64 %311, 6364136223846793005
  %317 = add i64 %316, 1442695040888963407
  %318 = lshr i64 %317, 56
  %319 = trunc nuw i64 %318 to i8
  %320 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %315
  store i8 %319, ptr %320, align 2, !tbaa !17
  %321 = or disjoint i64 %302, 3
  %322 = mul i64 %317, 6364136223846793005
  %323 = add i64 %322, 1442695040888963407
  %324 = lshr i64 %323, 56
  %325 = trunc nuw i64 %324 to i8
  %326 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %321
  store i8 %325, ptr %326, align 1, !tbaa !17
  %327 = add nuw nsw i64 %302, 4
  %328 = icmp eq i64 %327, 1000
  br i1 %328, label %215, label %301, !llvm.loop !24

329:                                              ; preds = %332
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %349, i32 noundef %351)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  %331 = load i64, ptr @lcg64_state, align 8, !tbaa !13
  br label %379

332:                                              ; preds = %332, %296
  %333 = phi i32 [ 0, %296 ], [ %352, %332 ]
  %334 = phi i32 [ 0, %296 ], [ %351, %332 ]
  %335 = phi i32 [ -1831433054, %296 ], [ %349, %332 ]
  %336 = shl i32 %335, 13
  %337 = xor i32 %336, %335
  %338 = lshr i32 %337, 17
  %339 = xor i32 %338, %337
  %340 = shl i32 %339, 5
  %341 = xor i32 %340, %339
  %342 = lshr i32 %341, 7
  %343 = add i32 %342, %334
  %344 = shl i32 %341, 13
  %345 = xor i32 %344, %341
  %346 = lshr i32 %345, 17
  %347 = xor i32 %346, %345
  %348 = shl i32 %347, 5
  %349 = xor i32 %348, %347
  %350 = lshr i32 %349, 7
  %351 = add i32 %350, %343
  %352 = add nuw nsw i32 %333, 2
  %353 = icmp eq i32 %352, 10000
  br i1 %353, label %329, label %332, !llvm.loop !25

354:                                              ; preds = %379
  store i64 %389, ptr @lcg64_state, align 8, !tbaa !13
  %355 = load i32, ptr %2, align 16, !tbaa !5
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %355)
  %357 = getelementptr inbounds i8, ptr %2, i64 4
  %358 = load i32, ptr %357, align 4, !tbaa !5
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %358)
  %360 = getelementptr inbounds i8, ptr %2, i64 8
  %361 = load i32, ptr %360, align 8, !tbaa !5
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %361)
  %363 = getelementptr inbounds i8, ptr %2, i64 12
  %364 = load i32, ptr %363, align 4, !tbaa !5
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %364)
  %366 = getelementptr inbounds i8, ptr %2, i64 16
  %367 = load i32, ptr %366, align 16, !tbaa !5
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %367)
  %369 = getelementptr inbounds i8, ptr %2, i64 20
  %370 = load i32, ptr %369, align 4, !tbaa !5
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %370)
  %372 = getelementptr inbounds i8, ptr %2, i64 24
  %373 = load i32, ptr %372, align 8, !tbaa !5
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %373)
  %375 = getelementptr inbounds i8, ptr %2, i64 28
  %376 = load i32, ptr %375, align 4, !tbaa !5
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %376)
  %378 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %1) #6
  ret i32 0

379:                                              ; preds = %379, %329
  %380 = phi i32 [ 0, %329 ], [ %394, %379 ]
  %381 = phi i64 [ %331, %329 ], [ %389, %379 ]
  %382 = mul i64 %381, 6364136223846793005
  %383 = add i64 %382, 1442695040888963407
  %384 = lshr i64 %383, 61
  %385 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %384
  %386 = load i32, ptr %385, align 4, !tbaa !5
  %387 = add nsw i32 %386, 1
  store i32 %387, ptr %385, align 4, !tbaa !5
  %388 = mul i64 %383, 6364136223846793005
  %389 = add i64 %388, 1442695040888963407
  %390 = lshr i64 %389, 61
  %391 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %390
  %392 = load i32, ptr %391, align 4, !tbaa !5
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %391, align 4, !tbaa !5
  %394 = add nuw nsw i32 %380, 2
  %395 = icmp eq i32 %394, 8000
  br i1 %395, label %354, label %379, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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

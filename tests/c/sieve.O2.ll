; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@composite = internal unnamed_addr global [100001 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [48 x i8] c"primes<=%d: count=%d sum=%lld last=%d twins=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"max gap=%d after %d; 1000th prime=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"perfect:\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"digit sums=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i64], align 16
  %2 = alloca [64 x i64], align 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100001) @composite, i8 0, i64 100001, i1 false)
  store i8 1, ptr getelementptr inbounds (i8, ptr @composite, i64 1), align 1, !tbaa !5
  store i8 1, ptr @composite, align 16, !tbaa !5
  br label %3

3:                                                ; preds = %33, %0
  %4 = phi i64 [ 5, %0 ], [ %35, %33 ]
  %5 = phi i64 [ 2, %0 ], [ %34, %33 ]
  %6 = phi i32 [ 4, %0 ], [ %38, %33 ]
  %7 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %5
  %8 = load i8, ptr %7, align 2, !tbaa !5
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %3
  %11 = zext i32 %6 to i64
  br label %12

12:                                               ; preds = %10, %12
  %13 = phi i64 [ %11, %10 ], [ %15, %12 ]
  %14 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %13
  store i8 1, ptr %14, align 1, !tbaa !5
  %15 = add nuw nsw i64 %13, %5
  %16 = icmp ult i64 %15, 100001
  br i1 %16, label %12, label %17, !llvm.loop !8

17:                                               ; preds = %12, %3
  %18 = or disjoint i64 %5, 1
  %19 = trunc nuw nsw i64 %4 to i32
  %20 = add i32 %6, %19
  %21 = icmp eq i64 %5, 316
  br i1 %21, label %44, label %22, !llvm.loop !10

22:                                               ; preds = %17
  %23 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %18
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %26, label %33

26:                                               ; preds = %22
  %27 = zext i32 %20 to i64
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ %27, %26 ], [ %31, %28 ]
  %30 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %29
  store i8 1, ptr %30, align 1, !tbaa !5
  %31 = add nuw nsw i64 %29, %18
  %32 = icmp ult i64 %31, 100001
  br i1 %32, label %28, label %33, !llvm.loop !8

33:                                               ; preds = %28, %22
  %34 = add nuw nsw i64 %5, 2
  %35 = add nuw nsw i64 %4, 4
  %36 = trunc i64 %4 to i32
  %37 = add i32 %36, 2
  %38 = add i32 %20, %37
  br label %3

39:                                               ; preds = %61
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100000, i32 noundef %62, i64 noundef %64, i32 noundef %63, i32 noundef %65)
  %41 = sext i32 %62 to i64
  %42 = shl nsw i64 %41, 2
  %43 = tail call noalias ptr @malloc(i64 noundef %42) #8
  br label %96

44:                                               ; preds = %17, %80
  %45 = phi i64 [ %85, %80 ], [ 2, %17 ]
  %46 = phi i32 [ %84, %80 ], [ 0, %17 ]
  %47 = phi i64 [ %83, %80 ], [ 0, %17 ]
  %48 = phi i32 [ %82, %80 ], [ 0, %17 ]
  %49 = phi i32 [ %81, %80 ], [ 0, %17 ]
  %50 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %45
  %51 = load i8, ptr %50, align 2, !tbaa !5
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %53, label %61

53:                                               ; preds = %44
  %54 = trunc i64 %45 to i32
  %55 = add nsw i32 %49, 1
  %56 = add nsw i64 %47, %45
  %57 = sub nsw i32 %54, %48
  %58 = icmp eq i32 %57, 2
  %59 = zext i1 %58 to i32
  %60 = add nsw i32 %46, %59
  br label %61

61:                                               ; preds = %44, %53
  %62 = phi i32 [ %49, %44 ], [ %55, %53 ]
  %63 = phi i32 [ %48, %44 ], [ %54, %53 ]
  %64 = phi i64 [ %47, %44 ], [ %56, %53 ]
  %65 = phi i32 [ %46, %44 ], [ %60, %53 ]
  %66 = or disjoint i64 %45, 1
  %67 = icmp eq i64 %45, 100000
  br i1 %67, label %39, label %68, !llvm.loop !11

68:                                               ; preds = %61
  %69 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %66
  %70 = load i8, ptr %69, align 1, !tbaa !5
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %72, label %80

72:                                               ; preds = %68
  %73 = trunc i64 %66 to i32
  %74 = add nsw i32 %62, 1
  %75 = add nsw i64 %64, %66
  %76 = sub nsw i32 %73, %63
  %77 = icmp eq i32 %76, 2
  %78 = zext i1 %77 to i32
  %79 = add nsw i32 %65, %78
  br label %80

80:                                               ; preds = %72, %68
  %81 = phi i32 [ %62, %68 ], [ %74, %72 ]
  %82 = phi i32 [ %63, %68 ], [ %73, %72 ]
  %83 = phi i64 [ %64, %68 ], [ %75, %72 ]
  %84 = phi i32 [ %65, %68 ], [ %79, %72 ]
  %85 = add nuw nsw i64 %45, 2
  br label %44

86:                                               ; preds = %107
  %87 = icmp sgt i32 %108, 1
  br i1 %87, label %88, label %139

88:                                               ; preds = %86
  %89 = zext nneg i32 %108 to i64
  %90 = add nsw i64 %89, -1
  %91 = and i64 %90, 1
  %92 = icmp eq i32 %108, 2
  br i1 %92, label %123, label %93

93:                                               ; preds = %88
  %94 = and i64 %90, -2
  %95 = getelementptr inbounds i8, ptr %43, i64 4
  br label %150

96:                                               ; preds = %120, %39
  %97 = phi i64 [ 2, %39 ], [ %122, %120 ]
  %98 = phi i32 [ 0, %39 ], [ %121, %120 ]
  %99 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %97
  %100 = load i8, ptr %99, align 2, !tbaa !5
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %102, label %107

102:                                              ; preds = %96
  %103 = add nsw i32 %98, 1
  %104 = sext i32 %98 to i64
  %105 = getelementptr inbounds i32, ptr %43, i64 %104
  %106 = trunc nuw nsw i64 %97 to i32
  store i32 %106, ptr %105, align 4, !tbaa !12
  br label %107

107:                                              ; preds = %96, %102
  %108 = phi i32 [ %98, %96 ], [ %103, %102 ]
  %109 = or disjoint i64 %97, 1
  %110 = icmp eq i64 %97, 100000
  br i1 %110, label %86, label %111, !llvm.loop !14

111:                                              ; preds = %107
  %112 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %109
  %113 = load i8, ptr %112, align 1, !tbaa !5
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %115, label %120

115:                                              ; preds = %111
  %116 = add nsw i32 %108, 1
  %117 = sext i32 %108 to i64
  %118 = getelementptr inbounds i32, ptr %43, i64 %117
  %119 = trunc nuw nsw i64 %109 to i32
  store i32 %119, ptr %118, align 4, !tbaa !12
  br label %120

120:                                              ; preds = %115, %111
  %121 = phi i32 [ %108, %111 ], [ %116, %115 ]
  %122 = add nuw nsw i64 %97, 2
  br label %96

123:                                              ; preds = %150, %88
  %124 = phi i32 [ poison, %88 ], [ %167, %150 ]
  %125 = phi i32 [ poison, %88 ], [ %168, %150 ]
  %126 = phi i64 [ 1, %88 ], [ %169, %150 ]
  %127 = phi i32 [ 0, %88 ], [ %168, %150 ]
  %128 = phi i32 [ 0, %88 ], [ %167, %150 ]
  %129 = icmp eq i64 %91, 0
  br i1 %129, label %139, label %130

130:                                              ; preds = %123
  %131 = getelementptr inbounds i32, ptr %43, i64 %126
  %132 = load i32, ptr %131, align 4, !tbaa !12
  %133 = getelementptr i8, ptr %131, i64 -4
  %134 = load i32, ptr %133, align 4, !tbaa !12
  %135 = sub nsw i32 %132, %134
  %136 = icmp sgt i32 %135, %128
  %137 = tail call i32 @llvm.smax.i32(i32 %135, i32 %128)
  %138 = select i1 %136, i32 %134, i32 %127
  br label %139

139:                                              ; preds = %130, %123, %86
  %140 = phi i32 [ 0, %86 ], [ %124, %123 ], [ %137, %130 ]
  %141 = phi i32 [ 0, %86 ], [ %125, %123 ], [ %138, %130 ]
  %142 = getelementptr inbounds i8, ptr %43, i64 3996
  %143 = load i32, ptr %142, align 4, !tbaa !12
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %140, i32 noundef %141, i32 noundef %143)
  tail call void @free(ptr noundef %43) #9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9
  store i64 360, ptr %1, align 16
  %145 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 97, ptr %145, align 8
  %146 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 1001, ptr %146, align 16
  %147 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 600851475143, ptr %147, align 8
  %148 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 9999999967, ptr %148, align 16
  %149 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 1099511627776, ptr %149, align 8
  br label %174

150:                                              ; preds = %150, %93
  %151 = phi i64 [ 1, %93 ], [ %169, %150 ]
  %152 = phi i32 [ 0, %93 ], [ %168, %150 ]
  %153 = phi i32 [ 0, %93 ], [ %167, %150 ]
  %154 = phi i64 [ 0, %93 ], [ %170, %150 ]
  %155 = getelementptr inbounds i32, ptr %43, i64 %151
  %156 = load i32, ptr %155, align 4, !tbaa !12
  %157 = getelementptr i8, ptr %155, i64 -4
  %158 = load i32, ptr %157, align 4, !tbaa !12
  %159 = sub nsw i32 %156, %158
  %160 = icmp sgt i32 %159, %153
  %161 = tail call i32 @llvm.smax.i32(i32 %159, i32 %153)
  %162 = select i1 %160, i32 %158, i32 %152
  %163 = getelementptr inbounds i32, ptr %95, i64 %151
  %164 = load i32, ptr %163, align 4, !tbaa !12
  %165 = sub nsw i32 %164, %156
  %166 = icmp sgt i32 %165, %161
  %167 = tail call i32 @llvm.smax.i32(i32 %165, i32 %161)
  %168 = select i1 %166, i32 %156, i32 %162
  %169 = add nuw nsw i64 %151, 2
  %170 = add i64 %154, 2
  %171 = icmp eq i64 %170, %94
  br i1 %171, label %123, label %150, !llvm.loop !15

172:                                              ; preds = %217
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  br label %230

174:                                              ; preds = %139, %217
  %175 = phi i64 [ 0, %139 ], [ %219, %217 ]
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #9
  %176 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 %175
  %177 = load i64, ptr %176, align 8, !tbaa !16
  %178 = icmp ult i64 %177, 4
  br i1 %178, label %187, label %179

179:                                              ; preds = %174, %201
  %180 = phi i64 [ %204, %201 ], [ 2, %174 ]
  %181 = phi i32 [ %203, %201 ], [ 0, %174 ]
  %182 = phi i64 [ %202, %201 ], [ %177, %174 ]
  %183 = urem i64 %182, %180
  %184 = icmp eq i64 %183, 0
  br i1 %184, label %185, label %201

185:                                              ; preds = %179
  %186 = sext i32 %181 to i64
  br label %191

187:                                              ; preds = %201, %174
  %188 = phi i64 [ %177, %174 ], [ %202, %201 ]
  %189 = phi i32 [ 0, %174 ], [ %203, %201 ]
  %190 = icmp ugt i64 %188, 1
  br i1 %190, label %207, label %211

191:                                              ; preds = %191, %185
  %192 = phi i64 [ %186, %185 ], [ %194, %191 ]
  %193 = phi i64 [ %182, %185 ], [ %196, %191 ]
  %194 = add nsw i64 %192, 1
  %195 = getelementptr inbounds i64, ptr %2, i64 %192
  store i64 %180, ptr %195, align 8, !tbaa !16
  %196 = udiv i64 %193, %180
  %197 = urem i64 %196, %180
  %198 = icmp eq i64 %197, 0
  br i1 %198, label %191, label %199, !llvm.loop !18

199:                                              ; preds = %191
  %200 = trunc nsw i64 %194 to i32
  br label %201

201:                                              ; preds = %199, %179
  %202 = phi i64 [ %182, %179 ], [ %196, %199 ]
  %203 = phi i32 [ %181, %179 ], [ %200, %199 ]
  %204 = add i64 %180, 1
  %205 = mul i64 %204, %204
  %206 = icmp ugt i64 %205, %202
  br i1 %206, label %187, label %179, !llvm.loop !19

207:                                              ; preds = %187
  %208 = add nsw i32 %189, 1
  %209 = sext i32 %189 to i64
  %210 = getelementptr inbounds i64, ptr %2, i64 %209
  store i64 %188, ptr %210, align 8, !tbaa !16
  br label %211

211:                                              ; preds = %187, %207
  %212 = phi i32 [ %208, %207 ], [ %189, %187 ]
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %177)
  %214 = icmp sgt i32 %212, 0
  br i1 %214, label %215, label %217

215:                                              ; preds = %211
  %216 = zext nneg i32 %212 to i64
  br label %221

217:                                              ; preds = %221, %211
  %218 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #9
  %219 = add nuw nsw i64 %175, 1
  %220 = icmp eq i64 %219, 6
  br i1 %220, label %172, label %174, !llvm.loop !20

221:                                              ; preds = %215, %221
  %222 = phi i64 [ 0, %215 ], [ %226, %221 ]
  %223 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %222
  %224 = load i64, ptr %223, align 8, !tbaa !16
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %224)
  %226 = add nuw nsw i64 %222, 1
  %227 = icmp eq i64 %226, %216
  br i1 %227, label %217, label %221, !llvm.loop !21

228:                                              ; preds = %255
  %229 = tail call i32 @putchar(i32 10)
  br label %260

230:                                              ; preds = %172, %255
  %231 = phi i32 [ 1, %172 ], [ %256, %255 ]
  %232 = icmp ult i32 %231, 4
  br i1 %232, label %248, label %233

233:                                              ; preds = %230, %233
  %234 = phi i32 [ %246, %233 ], [ 4, %230 ]
  %235 = phi i32 [ %245, %233 ], [ 2, %230 ]
  %236 = phi i32 [ %244, %233 ], [ 1, %230 ]
  %237 = urem i32 %231, %235
  %238 = udiv i32 %231, %235
  %239 = icmp eq i32 %237, 0
  %240 = add nsw i32 %236, %235
  %241 = icmp eq i32 %234, %231
  %242 = add nsw i32 %238, %240
  %243 = select i1 %241, i32 %240, i32 %242
  %244 = select i1 %239, i32 %243, i32 %236
  %245 = add nuw nsw i32 %235, 1
  %246 = mul nuw nsw i32 %245, %245
  %247 = icmp ugt i32 %246, %231
  br i1 %247, label %248, label %233, !llvm.loop !22

248:                                              ; preds = %233, %230
  %249 = phi i32 [ 1, %230 ], [ %244, %233 ]
  %250 = icmp ne i32 %249, %231
  %251 = icmp ult i32 %231, 2
  %252 = or i1 %251, %250
  br i1 %252, label %255, label %253

253:                                              ; preds = %248
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %231)
  br label %255

255:                                              ; preds = %248, %253
  %256 = add nuw nsw i32 %231, 1
  %257 = icmp eq i32 %256, 10000
  br i1 %257, label %228, label %230, !llvm.loop !23

258:                                              ; preds = %271
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %273)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9
  ret i32 0

260:                                              ; preds = %228, %271
  %261 = phi i32 [ 0, %228 ], [ %274, %271 ]
  %262 = phi i32 [ 0, %228 ], [ %273, %271 ]
  %263 = icmp eq i32 %261, 0
  br i1 %263, label %271, label %264

264:                                              ; preds = %260, %264
  %265 = phi i32 [ %268, %264 ], [ 0, %260 ]
  %266 = phi i32 [ %269, %264 ], [ %261, %260 ]
  %267 = urem i32 %266, 10
  %268 = add nuw nsw i32 %267, %265
  %269 = udiv i32 %266, 10
  %270 = icmp ult i32 %266, 10
  br i1 %270, label %271, label %264, !llvm.loop !24

271:                                              ; preds = %264, %260
  %272 = phi i32 [ 0, %260 ], [ %268, %264 ]
  %273 = add nsw i32 %272, %262
  %274 = add nuw nsw i32 %261, 7
  %275 = icmp ult i32 %261, 99993
  br i1 %275, label %260, label %258, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !6, i64 0}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}

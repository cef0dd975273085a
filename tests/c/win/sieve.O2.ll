; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

3:                                                ; preds = %0, %18
  %4 = phi i64 [ 2, %0 ], [ %19, %18 ]
  %5 = phi i32 [ 4, %0 ], [ %21, %18 ]
  %6 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %4
  %7 = load i8, ptr %6, align 1, !tbaa !5
  %8 = icmp eq i8 %7, 0
  %9 = icmp ult i32 %5, 100001
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %3
  %12 = zext nneg i32 %5 to i64
  br label %13

13:                                               ; preds = %11, %13
  %14 = phi i64 [ %12, %11 ], [ %16, %13 ]
  %15 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %14
  store i8 1, ptr %15, align 1, !tbaa !5
  %16 = add nuw nsw i64 %14, %4
  %17 = icmp ult i64 %16, 100001
  br i1 %17, label %13, label %18, !llvm.loop !8

18:                                               ; preds = %13, %3
  %19 = add nuw nsw i64 %4, 1
  %20 = mul nuw nsw i64 %19, %19
  %21 = trunc nuw i64 %20 to i32
  %22 = icmp eq i64 %19, 317
  br i1 %22, label %27, label %3, !llvm.loop !10

23:                                               ; preds = %44
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 100000, i32 noundef %45, i64 noundef %47, i32 noundef %46, i32 noundef %48)
  %24 = sext i32 %45 to i64
  %25 = shl nsw i64 %24, 2
  %26 = tail call ptr @malloc(i64 noundef %25) #11
  br label %79

27:                                               ; preds = %18, %63
  %28 = phi i64 [ %68, %63 ], [ 2, %18 ]
  %29 = phi i32 [ %67, %63 ], [ 0, %18 ]
  %30 = phi i64 [ %66, %63 ], [ 0, %18 ]
  %31 = phi i32 [ %65, %63 ], [ 0, %18 ]
  %32 = phi i32 [ %64, %63 ], [ 0, %18 ]
  %33 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %28
  %34 = load i8, ptr %33, align 2, !tbaa !5
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %44

36:                                               ; preds = %27
  %37 = trunc i64 %28 to i32
  %38 = add nsw i32 %32, 1
  %39 = add nsw i64 %30, %28
  %40 = sub nsw i32 %37, %31
  %41 = icmp eq i32 %40, 2
  %42 = zext i1 %41 to i32
  %43 = add nsw i32 %29, %42
  br label %44

44:                                               ; preds = %27, %36
  %45 = phi i32 [ %32, %27 ], [ %38, %36 ]
  %46 = phi i32 [ %31, %27 ], [ %37, %36 ]
  %47 = phi i64 [ %30, %27 ], [ %39, %36 ]
  %48 = phi i32 [ %29, %27 ], [ %43, %36 ]
  %49 = or disjoint i64 %28, 1
  %50 = icmp eq i64 %28, 100000
  br i1 %50, label %23, label %51, !llvm.loop !11

51:                                               ; preds = %44
  %52 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %49
  %53 = load i8, ptr %52, align 1, !tbaa !5
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %55, label %63

55:                                               ; preds = %51
  %56 = trunc i64 %49 to i32
  %57 = add nsw i32 %45, 1
  %58 = add nsw i64 %47, %49
  %59 = sub nsw i32 %56, %46
  %60 = icmp eq i32 %59, 2
  %61 = zext i1 %60 to i32
  %62 = add nsw i32 %48, %61
  br label %63

63:                                               ; preds = %55, %51
  %64 = phi i32 [ %45, %51 ], [ %57, %55 ]
  %65 = phi i32 [ %46, %51 ], [ %56, %55 ]
  %66 = phi i64 [ %47, %51 ], [ %58, %55 ]
  %67 = phi i32 [ %48, %51 ], [ %62, %55 ]
  %68 = add nuw nsw i64 %28, 2
  br label %27

69:                                               ; preds = %90
  %70 = icmp sgt i32 %91, 1
  br i1 %70, label %71, label %122

71:                                               ; preds = %69
  %72 = zext nneg i32 %91 to i64
  %73 = add nsw i64 %72, -1
  %74 = and i64 %73, 1
  %75 = icmp eq i32 %91, 2
  br i1 %75, label %106, label %76

76:                                               ; preds = %71
  %77 = and i64 %73, -2
  %78 = getelementptr inbounds i8, ptr %26, i64 4
  br label %132

79:                                               ; preds = %103, %23
  %80 = phi i64 [ 2, %23 ], [ %105, %103 ]
  %81 = phi i32 [ 0, %23 ], [ %104, %103 ]
  %82 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %80
  %83 = load i8, ptr %82, align 2, !tbaa !5
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %79
  %86 = add nsw i32 %81, 1
  %87 = sext i32 %81 to i64
  %88 = getelementptr inbounds i32, ptr %26, i64 %87
  %89 = trunc nuw nsw i64 %80 to i32
  store i32 %89, ptr %88, align 4, !tbaa !12
  br label %90

90:                                               ; preds = %79, %85
  %91 = phi i32 [ %81, %79 ], [ %86, %85 ]
  %92 = or disjoint i64 %80, 1
  %93 = icmp eq i64 %80, 100000
  br i1 %93, label %69, label %94, !llvm.loop !14

94:                                               ; preds = %90
  %95 = getelementptr inbounds [100001 x i8], ptr @composite, i64 0, i64 %92
  %96 = load i8, ptr %95, align 1, !tbaa !5
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %98, label %103

98:                                               ; preds = %94
  %99 = add nsw i32 %91, 1
  %100 = sext i32 %91 to i64
  %101 = getelementptr inbounds i32, ptr %26, i64 %100
  %102 = trunc nuw nsw i64 %92 to i32
  store i32 %102, ptr %101, align 4, !tbaa !12
  br label %103

103:                                              ; preds = %98, %94
  %104 = phi i32 [ %91, %94 ], [ %99, %98 ]
  %105 = add nuw nsw i64 %80, 2
  br label %79

106:                                              ; preds = %132, %71
  %107 = phi i32 [ poison, %71 ], [ %149, %132 ]
  %108 = phi i32 [ poison, %71 ], [ %150, %132 ]
  %109 = phi i64 [ 1, %71 ], [ %151, %132 ]
  %110 = phi i32 [ 0, %71 ], [ %150, %132 ]
  %111 = phi i32 [ 0, %71 ], [ %149, %132 ]
  %112 = icmp eq i64 %74, 0
  br i1 %112, label %122, label %113

113:                                              ; preds = %106
  %114 = getelementptr inbounds i32, ptr %26, i64 %109
  %115 = load i32, ptr %114, align 4, !tbaa !12
  %116 = getelementptr i8, ptr %114, i64 -4
  %117 = load i32, ptr %116, align 4, !tbaa !12
  %118 = sub nsw i32 %115, %117
  %119 = icmp sgt i32 %118, %111
  %120 = tail call i32 @llvm.smax.i32(i32 %118, i32 %111)
  %121 = select i1 %119, i32 %117, i32 %110
  br label %122

122:                                              ; preds = %113, %106, %69
  %123 = phi i32 [ 0, %69 ], [ %107, %106 ], [ %120, %113 ]
  %124 = phi i32 [ 0, %69 ], [ %108, %106 ], [ %121, %113 ]
  %125 = getelementptr inbounds i8, ptr %26, i64 3996
  %126 = load i32, ptr %125, align 4, !tbaa !12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %123, i32 noundef %124, i32 noundef %126)
  tail call void @free(ptr noundef %26)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #12
  store i64 360, ptr %1, align 16
  %127 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 97, ptr %127, align 8
  %128 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 1001, ptr %128, align 16
  %129 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 600851475143, ptr %129, align 8
  %130 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 9999999967, ptr %130, align 16
  %131 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 1099511627776, ptr %131, align 8
  br label %155

132:                                              ; preds = %132, %76
  %133 = phi i64 [ 1, %76 ], [ %151, %132 ]
  %134 = phi i32 [ 0, %76 ], [ %150, %132 ]
  %135 = phi i32 [ 0, %76 ], [ %149, %132 ]
  %136 = phi i64 [ 0, %76 ], [ %152, %132 ]
  %137 = getelementptr inbounds i32, ptr %26, i64 %133
  %138 = load i32, ptr %137, align 4, !tbaa !12
  %139 = getelementptr i8, ptr %137, i64 -4
  %140 = load i32, ptr %139, align 4, !tbaa !12
  %141 = sub nsw i32 %138, %140
  %142 = icmp sgt i32 %141, %135
  %143 = tail call i32 @llvm.smax.i32(i32 %141, i32 %135)
  %144 = select i1 %142, i32 %140, i32 %134
  %145 = getelementptr inbounds i32, ptr %78, i64 %133
  %146 = load i32, ptr %145, align 4, !tbaa !12
  %147 = sub nsw i32 %146, %138
  %148 = icmp sgt i32 %147, %143
  %149 = tail call i32 @llvm.smax.i32(i32 %147, i32 %143)
  %150 = select i1 %148, i32 %138, i32 %144
  %151 = add nuw nsw i64 %133, 2
  %152 = add i64 %136, 2
  %153 = icmp eq i64 %152, %77
  br i1 %153, label %106, label %132, !llvm.loop !15

154:                                              ; preds = %197
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5)
  br label %209

155:                                              ; preds = %122, %197
  %156 = phi i64 [ 0, %122 ], [ %199, %197 ]
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #12
  %157 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 %156
  %158 = load i64, ptr %157, align 8, !tbaa !16
  %159 = icmp ult i64 %158, 4
  br i1 %159, label %168, label %160

160:                                              ; preds = %155, %182
  %161 = phi i64 [ %185, %182 ], [ 2, %155 ]
  %162 = phi i32 [ %184, %182 ], [ 0, %155 ]
  %163 = phi i64 [ %183, %182 ], [ %158, %155 ]
  %164 = urem i64 %163, %161
  %165 = icmp eq i64 %164, 0
  br i1 %165, label %166, label %182

166:                                              ; preds = %160
  %167 = sext i32 %162 to i64
  br label %172

168:                                              ; preds = %182, %155
  %169 = phi i64 [ %158, %155 ], [ %183, %182 ]
  %170 = phi i32 [ 0, %155 ], [ %184, %182 ]
  %171 = icmp ugt i64 %169, 1
  br i1 %171, label %188, label %192

172:                                              ; preds = %172, %166
  %173 = phi i64 [ %167, %166 ], [ %175, %172 ]
  %174 = phi i64 [ %163, %166 ], [ %177, %172 ]
  %175 = add nsw i64 %173, 1
  %176 = getelementptr inbounds i64, ptr %2, i64 %173
  store i64 %161, ptr %176, align 8, !tbaa !16
  %177 = udiv i64 %174, %161
  %178 = urem i64 %177, %161
  %179 = icmp eq i64 %178, 0
  br i1 %179, label %172, label %180, !llvm.loop !18

180:                                              ; preds = %172
  %181 = trunc nsw i64 %175 to i32
  br label %182

182:                                              ; preds = %180, %160
  %183 = phi i64 [ %163, %160 ], [ %177, %180 ]
  %184 = phi i32 [ %162, %160 ], [ %181, %180 ]
  %185 = add i64 %161, 1
  %186 = mul i64 %185, %185
  %187 = icmp ugt i64 %186, %183
  br i1 %187, label %168, label %160, !llvm.loop !19

188:                                              ; preds = %168
  %189 = add nsw i32 %170, 1
  %190 = sext i32 %170 to i64
  %191 = getelementptr inbounds i64, ptr %2, i64 %190
  store i64 %169, ptr %191, align 8, !tbaa !16
  br label %192

192:                                              ; preds = %168, %188
  %193 = phi i32 [ %189, %188 ], [ %170, %168 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %158)
  %194 = icmp sgt i32 %193, 0
  br i1 %194, label %195, label %197

195:                                              ; preds = %192
  %196 = zext nneg i32 %193 to i64
  br label %201

197:                                              ; preds = %201, %192
  %198 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #12
  %199 = add nuw nsw i64 %156, 1
  %200 = icmp eq i64 %199, 6
  br i1 %200, label %154, label %155, !llvm.loop !20

201:                                              ; preds = %195, %201
  %202 = phi i64 [ 0, %195 ], [ %205, %201 ]
  %203 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %202
  %204 = load i64, ptr %203, align 8, !tbaa !16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i64 noundef %204)
  %205 = add nuw nsw i64 %202, 1
  %206 = icmp eq i64 %205, %196
  br i1 %206, label %197, label %201, !llvm.loop !21

207:                                              ; preds = %233
  %208 = tail call i32 @putchar(i32 10)
  br label %237

209:                                              ; preds = %154, %233
  %210 = phi i32 [ 1, %154 ], [ %234, %233 ]
  %211 = icmp ult i32 %210, 4
  br i1 %211, label %227, label %212

212:                                              ; preds = %209, %212
  %213 = phi i32 [ %225, %212 ], [ 4, %209 ]
  %214 = phi i32 [ %224, %212 ], [ 2, %209 ]
  %215 = phi i32 [ %223, %212 ], [ 1, %209 ]
  %216 = urem i32 %210, %214
  %217 = udiv i32 %210, %214
  %218 = icmp eq i32 %216, 0
  %219 = add nsw i32 %215, %214
  %220 = icmp eq i32 %213, %210
  %221 = add nsw i32 %217, %219
  %222 = select i1 %220, i32 %219, i32 %221
  %223 = select i1 %218, i32 %222, i32 %215
  %224 = add nuw nsw i32 %214, 1
  %225 = mul nuw nsw i32 %224, %224
  %226 = icmp ugt i32 %225, %210
  br i1 %226, label %227, label %212, !llvm.loop !22

227:                                              ; preds = %212, %209
  %228 = phi i32 [ 1, %209 ], [ %223, %212 ]
  %229 = icmp ne i32 %228, %210
  %230 = icmp ult i32 %210, 2
  %231 = or i1 %230, %229
  br i1 %231, label %233, label %232

232:                                              ; preds = %227
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %210)
  br label %233

233:                                              ; preds = %227, %232
  %234 = add nuw nsw i32 %210, 1
  %235 = icmp eq i32 %234, 10000
  br i1 %235, label %207, label %209, !llvm.loop !23

236:                                              ; preds = %248
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %250)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #12
  ret i32 0

237:                                              ; preds = %207, %248
  %238 = phi i32 [ 0, %207 ], [ %251, %248 ]
  %239 = phi i32 [ 0, %207 ], [ %250, %248 ]
  %240 = icmp eq i32 %238, 0
  br i1 %240, label %248, label %241

241:                                              ; preds = %237, %241
  %242 = phi i32 [ %245, %241 ], [ 0, %237 ]
  %243 = phi i32 [ %246, %241 ], [ %238, %237 ]
  %244 = urem i32 %243, 10
  %245 = add nuw nsw i32 %244, %242
  %246 = udiv i32 %243, 10
  %247 = icmp ult i32 %243, 10
  br i1 %247, label %248, label %241, !llvm.loop !24

248:                                              ; preds = %241, %237
  %249 = phi i32 [ 0, %237 ], [ %245, %241 ]
  %250 = add nsw i32 %249, %239
  %251 = add nuw nsw i32 %238, 7
  %252 = icmp ult i32 %238, 99993
  br i1 %252, label %237, label %236, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !26
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { allocsize(0) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!26 = !{!27, !27, i64 0}
!27 = !{!"any pointer", !6, i64 0}

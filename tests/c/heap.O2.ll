; ModuleID = 'heap.c'
source_filename = "heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"list count=%d sum=%ld first=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"vec len=%zu cap=%zu weighted=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"calloc nonzero=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"shrunk sum=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"doubled len=%zu head=%.8s\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"aligned ok=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"aligned sum=%.1f\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"jagged=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  br label %25

2:                                                ; preds = %31, %2
  %3 = phi ptr [ %6, %2 ], [ %28, %31 ]
  %4 = phi ptr [ %3, %2 ], [ null, %31 ]
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %4, ptr %5, align 8, !tbaa !5
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %2, !llvm.loop !11

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr %3, ptr %1, align 8, !tbaa !13
  br label %9

9:                                                ; preds = %8, %18
  %10 = phi ptr [ %19, %18 ], [ %1, %8 ]
  %11 = phi ptr [ %20, %18 ], [ %3, %8 ]
  %12 = load i32, ptr %11, align 8, !tbaa !14
  %13 = srem i32 %12, 3
  %14 = icmp eq i32 %13, 0
  %15 = getelementptr inbounds i8, ptr %11, i64 8
  br i1 %14, label %16, label %18

16:                                               ; preds = %9
  %17 = load ptr, ptr %15, align 8, !tbaa !5
  store ptr %17, ptr %10, align 8, !tbaa !13
  tail call void @free(ptr noundef nonnull %11) #12
  br label %18

18:                                               ; preds = %16, %9
  %19 = phi ptr [ %10, %16 ], [ %15, %9 ]
  %20 = load ptr, ptr %19, align 8, !tbaa !13
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %9, !llvm.loop !15

22:                                               ; preds = %18
  %23 = load ptr, ptr %1, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %24 = icmp eq ptr %23, null
  br i1 %24, label %36, label %41

25:                                               ; preds = %0, %31
  %26 = phi ptr [ null, %0 ], [ %28, %31 ]
  %27 = phi i32 [ 1, %0 ], [ %34, %31 ]
  %28 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  %29 = icmp eq ptr %28, null
  br i1 %29, label %30, label %31

30:                                               ; preds = %25
  tail call void @abort() #14
  unreachable

31:                                               ; preds = %25
  %32 = mul nuw nsw i32 %27, %27
  store i32 %32, ptr %28, align 8, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr %26, ptr %33, align 8, !tbaa !5
  %34 = add nuw nsw i32 %27, 1
  %35 = icmp eq i32 %34, 31
  br i1 %35, label %2, label %25, !llvm.loop !16

36:                                               ; preds = %41, %22
  %37 = phi i64 [ 0, %22 ], [ %48, %41 ]
  %38 = phi i32 [ 0, %22 ], [ %45, %41 ]
  %39 = load i32, ptr %23, align 8, !tbaa !14
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38, i64 noundef %37, i32 noundef %39)
  br label %52

41:                                               ; preds = %22, %41
  %42 = phi i32 [ %45, %41 ], [ 0, %22 ]
  %43 = phi ptr [ %50, %41 ], [ %23, %22 ]
  %44 = phi i64 [ %48, %41 ], [ 0, %22 ]
  %45 = add nuw nsw i32 %42, 1
  %46 = load i32, ptr %43, align 8, !tbaa !14
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 %44, %47
  %49 = getelementptr inbounds i8, ptr %43, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !5
  %51 = icmp eq ptr %50, null
  br i1 %51, label %36, label %41, !llvm.loop !17

52:                                               ; preds = %36, %52
  %53 = phi ptr [ %23, %36 ], [ %55, %52 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !5
  tail call void @free(ptr noundef nonnull %53) #12
  %56 = icmp eq ptr %55, null
  br i1 %56, label %57, label %52, !llvm.loop !18

57:                                               ; preds = %52
  %58 = tail call dereferenceable_or_null(16) ptr @malloc(i64 16)
  %59 = icmp eq ptr %58, null
  br i1 %59, label %74, label %60

60:                                               ; preds = %57
  store i32 0, ptr %58, align 4, !tbaa !19
  br label %61

61:                                               ; preds = %60, %75
  %62 = phi i64 [ %77, %75 ], [ 4, %60 ]
  %63 = phi i64 [ %78, %75 ], [ 1, %60 ]
  %64 = phi ptr [ %76, %75 ], [ %58, %60 ]
  %65 = trunc i64 %63 to i32
  %66 = mul nuw nsw i32 %65, 7919
  %67 = urem i32 %66, 1000
  %68 = icmp eq i64 %63, %62
  br i1 %68, label %69, label %75

69:                                               ; preds = %61
  %70 = shl i64 %62, 1
  %71 = shl i64 %62, 3
  %72 = tail call ptr @realloc(ptr noundef %64, i64 noundef %71) #15
  %73 = icmp eq ptr %72, null
  br i1 %73, label %74, label %75

74:                                               ; preds = %69, %57
  tail call void @abort() #14
  unreachable

75:                                               ; preds = %69, %61
  %76 = phi ptr [ %64, %61 ], [ %72, %69 ]
  %77 = phi i64 [ %62, %61 ], [ %70, %69 ]
  %78 = add nuw nsw i64 %63, 1
  %79 = getelementptr inbounds i32, ptr %76, i64 %63
  store i32 %67, ptr %79, align 4, !tbaa !19
  %80 = icmp eq i64 %78, 1000
  br i1 %80, label %116, label %61, !llvm.loop !20

81:                                               ; preds = %116
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1000, i64 noundef %77, i64 noundef %131)
  tail call void @free(ptr noundef nonnull %76) #12
  %83 = tail call noalias dereferenceable_or_null(1024) ptr @calloc(i64 noundef 256, i64 noundef 4) #16
  br label %84

84:                                               ; preds = %84, %81
  %85 = phi i64 [ 0, %81 ], [ %109, %84 ]
  %86 = phi <4 x i32> [ zeroinitializer, %81 ], [ %107, %84 ]
  %87 = phi <4 x i32> [ zeroinitializer, %81 ], [ %108, %84 ]
  %88 = getelementptr inbounds i32, ptr %83, i64 %85
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  %90 = load <4 x i32>, ptr %88, align 4, !tbaa !19
  %91 = load <4 x i32>, ptr %89, align 4, !tbaa !19
  %92 = icmp ne <4 x i32> %90, zeroinitializer
  %93 = icmp ne <4 x i32> %91, zeroinitializer
  %94 = zext <4 x i1> %92 to <4 x i32>
  %95 = zext <4 x i1> %93 to <4 x i32>
  %96 = add <4 x i32> %86, %94
  %97 = add <4 x i32> %87, %95
  %98 = or disjoint i64 %85, 8
  %99 = getelementptr inbounds i32, ptr %83, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load <4 x i32>, ptr %99, align 4, !tbaa !19
  %102 = load <4 x i32>, ptr %100, align 4, !tbaa !19
  %103 = icmp ne <4 x i32> %101, zeroinitializer
  %104 = icmp ne <4 x i32> %102, zeroinitializer
  %105 = zext <4 x i1> %103 to <4 x i32>
  %106 = zext <4 x i1> %104 to <4 x i32>
  %107 = add <4 x i32> %96, %105
  %108 = add <4 x i32> %97, %106
  %109 = add nuw nsw i64 %85, 16
  %110 = icmp eq i64 %109, 256
  br i1 %110, label %111, label %84, !llvm.loop !22

111:                                              ; preds = %84
  %112 = add <4 x i32> %108, %107
  %113 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %112)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %113)
  %115 = tail call dereferenceable_or_null(2048) ptr @realloc(ptr noundef nonnull %83, i64 noundef 2048) #15
  br label %134

116:                                              ; preds = %75, %116
  %117 = phi i64 [ %132, %116 ], [ 0, %75 ]
  %118 = phi i64 [ %131, %116 ], [ 0, %75 ]
  %119 = getelementptr inbounds i32, ptr %76, i64 %117
  %120 = load i32, ptr %119, align 4, !tbaa !19
  %121 = sext i32 %120 to i64
  %122 = urem i64 %117, 13
  %123 = mul nsw i64 %122, %121
  %124 = add nsw i64 %123, %118
  %125 = or disjoint i64 %117, 1
  %126 = getelementptr inbounds i32, ptr %76, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !19
  %128 = sext i32 %127 to i64
  %129 = urem i64 %125, 13
  %130 = mul nsw i64 %129, %128
  %131 = add nsw i64 %130, %124
  %132 = add nuw nsw i64 %117, 2
  %133 = icmp eq i64 %132, 1000
  br i1 %133, label %81, label %116, !llvm.loop !25

134:                                              ; preds = %134, %111
  %135 = phi i64 [ 0, %111 ], [ %155, %134 ]
  %136 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %111 ], [ %156, %134 ]
  %137 = add <4 x i32> %136, <i32 4, i32 4, i32 4, i32 4>
  %138 = getelementptr inbounds i32, ptr %115, i64 %135
  %139 = getelementptr inbounds i8, ptr %138, i64 16
  store <4 x i32> %136, ptr %138, align 4, !tbaa !19
  store <4 x i32> %137, ptr %139, align 4, !tbaa !19
  %140 = or disjoint i64 %135, 8
  %141 = add <4 x i32> %136, <i32 8, i32 8, i32 8, i32 8>
  %142 = add <4 x i32> %136, <i32 12, i32 12, i32 12, i32 12>
  %143 = getelementptr inbounds i32, ptr %115, i64 %140
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  store <4 x i32> %141, ptr %143, align 4, !tbaa !19
  store <4 x i32> %142, ptr %144, align 4, !tbaa !19
  %145 = or disjoint i64 %135, 16
  %146 = add <4 x i32> %136, <i32 16, i32 16, i32 16, i32 16>
  %147 = add <4 x i32> %136, <i32 20, i32 20, i32 20, i32 20>
  %148 = getelementptr inbounds i32, ptr %115, i64 %145
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  store <4 x i32> %146, ptr %148, align 4, !tbaa !19
  store <4 x i32> %147, ptr %149, align 4, !tbaa !19
  %150 = or disjoint i64 %135, 24
  %151 = add <4 x i32> %136, <i32 24, i32 24, i32 24, i32 24>
  %152 = add <4 x i32> %136, <i32 28, i32 28, i32 28, i32 28>
  %153 = getelementptr inbounds i32, ptr %115, i64 %150
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  store <4 x i32> %151, ptr %153, align 4, !tbaa !19
  store <4 x i32> %152, ptr %154, align 4, !tbaa !19
  %155 = add nuw nsw i64 %135, 32
  %156 = add <4 x i32> %136, <i32 32, i32 32, i32 32, i32 32>
  %157 = icmp eq i64 %155, 512
  br i1 %157, label %158, label %134, !llvm.loop !26

158:                                              ; preds = %134
  %159 = tail call dereferenceable_or_null(40) ptr @realloc(ptr noundef nonnull %115, i64 noundef 40) #15
  %160 = load <8 x i32>, ptr %159, align 4, !tbaa !19
  %161 = getelementptr inbounds i8, ptr %159, i64 32
  %162 = load i32, ptr %161, align 4, !tbaa !19
  %163 = getelementptr inbounds i8, ptr %159, i64 36
  %164 = load i32, ptr %163, align 4, !tbaa !19
  %165 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %160)
  %166 = add i32 %165, %162
  %167 = add i32 %166, %164
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %167)
  tail call void @free(ptr noundef %159) #12
  %169 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #13
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %169, ptr noundef nonnull align 1 dereferenceable(3) @.str.4, i64 3, i1 false) #12
  %170 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %169) #17
  %171 = shl i64 %170, 1
  %172 = or disjoint i64 %171, 1
  %173 = tail call ptr @realloc(ptr noundef nonnull %169, i64 noundef %172) #15
  %174 = getelementptr inbounds i8, ptr %173, i64 %170
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %174, ptr align 1 %173, i64 %170, i1 false)
  %175 = getelementptr inbounds i8, ptr %173, i64 %171
  store i8 0, ptr %175, align 1, !tbaa !27
  %176 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %173) #17
  %177 = shl i64 %176, 1
  %178 = or disjoint i64 %177, 1
  %179 = tail call ptr @realloc(ptr noundef nonnull %173, i64 noundef %178) #15
  %180 = getelementptr inbounds i8, ptr %179, i64 %176
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %180, ptr align 1 %179, i64 %176, i1 false)
  %181 = getelementptr inbounds i8, ptr %179, i64 %177
  store i8 0, ptr %181, align 1, !tbaa !27
  %182 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %179) #17
  %183 = shl i64 %182, 1
  %184 = or disjoint i64 %183, 1
  %185 = tail call ptr @realloc(ptr noundef nonnull %179, i64 noundef %184) #15
  %186 = getelementptr inbounds i8, ptr %185, i64 %182
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %186, ptr align 1 %185, i64 %182, i1 false)
  %187 = getelementptr inbounds i8, ptr %185, i64 %183
  store i8 0, ptr %187, align 1, !tbaa !27
  %188 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %185) #17
  %189 = shl i64 %188, 1
  %190 = or disjoint i64 %189, 1
  %191 = tail call ptr @realloc(ptr noundef nonnull %185, i64 noundef %190) #15
  %192 = getelementptr inbounds i8, ptr %191, i64 %188
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %192, ptr align 1 %191, i64 %188, i1 false)
  %193 = getelementptr inbounds i8, ptr %191, i64 %189
  store i8 0, ptr %193, align 1, !tbaa !27
  %194 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %191) #17
  %195 = shl i64 %194, 1
  %196 = or disjoint i64 %195, 1
  %197 = tail call ptr @realloc(ptr noundef nonnull %191, i64 noundef %196) #15
  %198 = getelementptr inbounds i8, ptr %197, i64 %194
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %198, ptr align 1 %197, i64 %194, i1 false)
  %199 = getelementptr inbounds i8, ptr %197, i64 %195
  store i8 0, ptr %199, align 1, !tbaa !27
  %200 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %197) #17
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %200, ptr noundef nonnull %197)
  tail call void @free(ptr noundef nonnull %197) #12
  %202 = tail call noalias align 64 dereferenceable_or_null(512) ptr @aligned_alloc(i64 noundef 64, i64 noundef 512) #15
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  br label %204

204:                                              ; preds = %204, %158
  %205 = phi i64 [ 0, %158 ], [ %223, %204 ]
  %206 = phi <2 x i32> [ <i32 0, i32 1>, %158 ], [ %224, %204 ]
  %207 = add <2 x i32> %206, <i32 2, i32 2>
  %208 = uitofp <2 x i32> %206 to <2 x double>
  %209 = uitofp <2 x i32> %207 to <2 x double>
  %210 = fmul <2 x double> %208, <double 5.000000e-01, double 5.000000e-01>
  %211 = fmul <2 x double> %209, <double 5.000000e-01, double 5.000000e-01>
  %212 = getelementptr inbounds double, ptr %202, i64 %205
  %213 = getelementptr inbounds i8, ptr %212, i64 16
  store <2 x double> %210, ptr %212, align 64, !tbaa !28
  store <2 x double> %211, ptr %213, align 16, !tbaa !28
  %214 = or disjoint i64 %205, 4
  %215 = add <2 x i32> %206, <i32 4, i32 4>
  %216 = add <2 x i32> %206, <i32 6, i32 6>
  %217 = uitofp <2 x i32> %215 to <2 x double>
  %218 = uitofp <2 x i32> %216 to <2 x double>
  %219 = fmul <2 x double> %217, <double 5.000000e-01, double 5.000000e-01>
  %220 = fmul <2 x double> %218, <double 5.000000e-01, double 5.000000e-01>
  %221 = getelementptr inbounds double, ptr %202, i64 %214
  %222 = getelementptr inbounds i8, ptr %221, i64 16
  store <2 x double> %219, ptr %221, align 32, !tbaa !28
  store <2 x double> %220, ptr %222, align 16, !tbaa !28
  %223 = add nuw nsw i64 %205, 8
  %224 = add <2 x i32> %206, <i32 8, i32 8>
  %225 = icmp eq i64 %223, 64
  br i1 %225, label %296, label %204, !llvm.loop !30

226:                                              ; preds = %296
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %329)
  tail call void @free(ptr noundef nonnull %202) #12
  %228 = tail call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #13
  %229 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #13
  store ptr %229, ptr %228, align 8, !tbaa !13
  store i32 0, ptr %229, align 4, !tbaa !19
  %230 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %231 = getelementptr inbounds i8, ptr %228, i64 8
  store ptr %230, ptr %231, align 8, !tbaa !13
  store i32 0, ptr %230, align 4, !tbaa !19
  %232 = getelementptr inbounds i8, ptr %230, i64 4
  store i32 1, ptr %232, align 4, !tbaa !19
  %233 = tail call noalias dereferenceable_or_null(12) ptr @malloc(i64 noundef 12) #13
  %234 = getelementptr inbounds i8, ptr %228, i64 16
  store ptr %233, ptr %234, align 8, !tbaa !13
  store i32 0, ptr %233, align 4, !tbaa !19
  %235 = getelementptr inbounds i8, ptr %233, i64 4
  store i32 2, ptr %235, align 4, !tbaa !19
  %236 = getelementptr inbounds i8, ptr %233, i64 8
  store i32 4, ptr %236, align 4, !tbaa !19
  %237 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  %238 = getelementptr inbounds i8, ptr %228, i64 24
  store ptr %237, ptr %238, align 8, !tbaa !13
  store <4 x i32> <i32 0, i32 3, i32 6, i32 9>, ptr %237, align 4, !tbaa !19
  %239 = tail call noalias dereferenceable_or_null(20) ptr @malloc(i64 noundef 20) #13
  %240 = getelementptr inbounds i8, ptr %228, i64 32
  store ptr %239, ptr %240, align 8, !tbaa !13
  store <4 x i32> <i32 0, i32 4, i32 8, i32 12>, ptr %239, align 4, !tbaa !19
  %241 = getelementptr inbounds i8, ptr %239, i64 16
  store i32 16, ptr %241, align 4, !tbaa !19
  %242 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #13
  %243 = getelementptr inbounds i8, ptr %228, i64 40
  store ptr %242, ptr %243, align 8, !tbaa !13
  store <4 x i32> <i32 0, i32 5, i32 10, i32 15>, ptr %242, align 4, !tbaa !19
  %244 = getelementptr inbounds i8, ptr %242, i64 16
  store i32 20, ptr %244, align 4, !tbaa !19
  %245 = getelementptr inbounds i8, ptr %242, i64 20
  store i32 25, ptr %245, align 4, !tbaa !19
  %246 = tail call noalias dereferenceable_or_null(28) ptr @malloc(i64 noundef 28) #13
  %247 = getelementptr inbounds i8, ptr %228, i64 48
  store ptr %246, ptr %247, align 8, !tbaa !13
  store <4 x i32> <i32 0, i32 6, i32 12, i32 18>, ptr %246, align 4, !tbaa !19
  %248 = getelementptr inbounds i8, ptr %246, i64 16
  store i32 24, ptr %248, align 4, !tbaa !19
  %249 = getelementptr inbounds i8, ptr %246, i64 20
  store i32 30, ptr %249, align 4, !tbaa !19
  %250 = getelementptr inbounds i8, ptr %246, i64 24
  store i32 36, ptr %250, align 4, !tbaa !19
  %251 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #13
  %252 = getelementptr inbounds i8, ptr %228, i64 56
  store ptr %251, ptr %252, align 8, !tbaa !13
  %253 = getelementptr inbounds i8, ptr %251, i64 12
  store <4 x i32> <i32 0, i32 7, i32 14, i32 21>, ptr %251, align 4, !tbaa !19
  %254 = getelementptr inbounds i8, ptr %251, i64 16
  store <4 x i32> <i32 28, i32 35, i32 42, i32 49>, ptr %254, align 4, !tbaa !19
  %255 = tail call noalias dereferenceable_or_null(36) ptr @malloc(i64 noundef 36) #13
  %256 = getelementptr inbounds i8, ptr %228, i64 64
  store ptr %255, ptr %256, align 8, !tbaa !13
  store <4 x i32> <i32 0, i32 8, i32 16, i32 24>, ptr %255, align 4, !tbaa !19
  %257 = getelementptr inbounds i8, ptr %255, i64 16
  store <4 x i32> <i32 32, i32 40, i32 48, i32 56>, ptr %257, align 4, !tbaa !19
  %258 = getelementptr inbounds i8, ptr %255, i64 32
  store i32 64, ptr %258, align 4, !tbaa !19
  %259 = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #13
  %260 = getelementptr inbounds i8, ptr %228, i64 72
  store ptr %259, ptr %260, align 8, !tbaa !13
  store <4 x i32> <i32 0, i32 9, i32 18, i32 27>, ptr %259, align 4, !tbaa !19
  %261 = getelementptr inbounds i8, ptr %259, i64 16
  store <4 x i32> <i32 36, i32 45, i32 54, i32 63>, ptr %261, align 4, !tbaa !19
  %262 = getelementptr inbounds i8, ptr %259, i64 32
  store i32 72, ptr %262, align 4, !tbaa !19
  %263 = getelementptr inbounds i8, ptr %259, i64 36
  store i32 81, ptr %263, align 4, !tbaa !19
  %264 = load ptr, ptr %228, align 8, !tbaa !13
  %265 = load i32, ptr %264, align 4, !tbaa !19
  tail call void @free(ptr noundef %264) #12
  %266 = load ptr, ptr %231, align 8, !tbaa !13
  %267 = load i32, ptr %266, align 4, !tbaa !19
  %268 = add nsw i32 %267, %265
  tail call void @free(ptr noundef %266) #12
  %269 = load ptr, ptr %234, align 8, !tbaa !13
  %270 = getelementptr inbounds i8, ptr %269, i64 4
  %271 = load i32, ptr %270, align 4, !tbaa !19
  %272 = add nsw i32 %271, %268
  tail call void @free(ptr noundef %269) #12
  %273 = load ptr, ptr %238, align 8, !tbaa !13
  %274 = getelementptr inbounds i8, ptr %273, i64 4
  %275 = load i32, ptr %274, align 4, !tbaa !19
  %276 = add nsw i32 %275, %272
  tail call void @free(ptr noundef %273) #12
  %277 = load ptr, ptr %240, align 8, !tbaa !13
  %278 = getelementptr inbounds i8, ptr %277, i64 8
  %279 = load i32, ptr %278, align 4, !tbaa !19
  %280 = add nsw i32 %279, %276
  tail call void @free(ptr noundef %277) #12
  %281 = load ptr, ptr %243, align 8, !tbaa !13
  %282 = getelementptr inbounds i8, ptr %281, i64 8
  %283 = load i32, ptr %282, align 4, !tbaa !19
  %284 = add nsw i32 %283, %280
  tail call void @free(ptr noundef %281) #12
  %285 = load ptr, ptr %247, align 8, !tbaa !13
  %286 = getelementptr inbounds i8, ptr %285, i64 12
  %287 = load i32, ptr %286, align 4, !tbaa !19
  %288 = add nsw i32 %287, %284
  tail call void @free(ptr noundef %285) #12
  %289 = load i32, ptr %253, align 4, !tbaa !19
  %290 = add nsw i32 %289, %288
  tail call void @free(ptr noundef %251) #12
  %291 = load i32, ptr %257, align 4, !tbaa !19
  %292 = add nsw i32 %291, %290
  tail call void @free(ptr noundef %255) #12
  %293 = load i32, ptr %261, align 4, !tbaa !19
  %294 = add nsw i32 %293, %292
  tail call void @free(ptr noundef %259) #12
  tail call void @free(ptr noundef %228) #12
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %294)
  ret i32 0

296:                                              ; preds = %204, %296
  %297 = phi i64 [ %330, %296 ], [ 0, %204 ]
  %298 = phi double [ %329, %296 ], [ 0.000000e+00, %204 ]
  %299 = getelementptr inbounds double, ptr %202, i64 %297
  %300 = load double, ptr %299, align 64, !tbaa !28
  %301 = fadd double %298, %300
  %302 = or disjoint i64 %297, 1
  %303 = getelementptr inbounds double, ptr %202, i64 %302
  %304 = load double, ptr %303, align 8, !tbaa !28
  %305 = fadd double %301, %304
  %306 = or disjoint i64 %297, 2
  %307 = getelementptr inbounds double, ptr %202, i64 %306
  %308 = load double, ptr %307, align 16, !tbaa !28
  %309 = fadd double %305, %308
  %310 = or disjoint i64 %297, 3
  %311 = getelementptr inbounds double, ptr %202, i64 %310
  %312 = load double, ptr %311, align 8, !tbaa !28
  %313 = fadd double %309, %312
  %314 = or disjoint i64 %297, 4
  %315 = getelementptr inbounds double, ptr %202, i64 %314
  %316 = load double, ptr %315, align 32, !tbaa !28
  %317 = fadd double %313, %316
  %318 = or disjoint i64 %297, 5
  %319 = getelementptr inbounds double, ptr %202, i64 %318
  %320 = load double, ptr %319, align 8, !tbaa !28
  %321 = fadd double %317, %320
  %322 = or disjoint i64 %297, 6
  %323 = getelementptr inbounds double, ptr %202, i64 %322
  %324 = load double, ptr %323, align 16, !tbaa !28
  %325 = fadd double %321, %324
  %326 = or disjoint i64 %297, 7
  %327 = getelementptr inbounds double, ptr %202, i64 %326
  %328 = load double, ptr %327, align 8, !tbaa !28
  %329 = fadd double %325, %328
  %330 = add nuw nsw i64 %297, 8
  %331 = icmp eq i64 %330, 64
  br i1 %331, label %226, label %296, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { noreturn nounwind }
attributes #15 = { nounwind allocsize(1) }
attributes #16 = { nounwind allocsize(0,1) }
attributes #17 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12, !21}
!21 = !{!"llvm.loop.peeled.count", i32 1}
!22 = distinct !{!22, !12, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12, !23, !24}
!27 = !{!8, !8, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !8, i64 0}
!30 = distinct !{!30, !12, !23, !24}
!31 = distinct !{!31, !12}

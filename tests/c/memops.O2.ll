; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.blob = type { i32, [13 x i8], [5 x double], i16 }

@.str = private unnamed_addr constant [15 x i8] c"memcpy acc=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c"memmove sum=%u d[10]=%u d[109]=%u d[150]=%u d[249]=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"memset sum=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"memcmp %d %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"memcmp unsigned bytes %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"twelve chars\00", align 1
@.str.9 = private unnamed_addr constant [56 x i8] c"blob size=%zu id=%d tag=%s w4=%.2f/%.2f s=%d same=%d%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"zero-init tot=%.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"allneg=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [27 x i8] c"abcdefghijklmnopqrstuvwxyz\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"rot=%s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i8], align 16
  %2 = alloca [300 x i8], align 16
  %3 = alloca %struct.blob, align 8
  %4 = alloca %struct.blob, align 8
  %5 = alloca %struct.blob, align 8
  %6 = alloca [4 x %struct.blob], align 16
  %7 = alloca [64 x i64], align 16
  %8 = alloca [27 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #6
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %15, %9 ]
  %11 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %16, %9 ]
  %12 = mul <16 x i8> %11, <i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29, i8 29>
  %13 = add <16 x i8> %12, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %14 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %10
  store <16 x i8> %13, ptr %14, align 16, !tbaa !5
  %15 = add nuw i64 %10, 16
  %16 = add <16 x i8> %11, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %17 = icmp eq i64 %15, 288
  br i1 %17, label %18, label %9, !llvm.loop !8

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %1, i64 288
  store <8 x i8> <i8 -89, i8 -60, i8 -31, i8 -2, i8 27, i8 56, i8 85, i8 114>, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %1, i64 296
  store i8 -113, ptr %20, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %1, i64 297
  store i8 -84, ptr %21, align 1, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 298
  store i8 -55, ptr %22, align 2, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 299
  store i8 -26, ptr %23, align 1, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %1, i64 7
  %25 = getelementptr inbounds i8, ptr %2, i64 1
  %26 = getelementptr inbounds i8, ptr %1, i64 6
  %27 = getelementptr inbounds i8, ptr %2, i64 2
  %28 = getelementptr inbounds i8, ptr %1, i64 5
  %29 = getelementptr inbounds i8, ptr %2, i64 3
  %30 = getelementptr inbounds i8, ptr %1, i64 4
  %31 = getelementptr inbounds i8, ptr %2, i64 4
  %32 = getelementptr inbounds i8, ptr %1, i64 3
  %33 = getelementptr inbounds i8, ptr %2, i64 5
  %34 = getelementptr inbounds i8, ptr %1, i64 2
  %35 = getelementptr inbounds i8, ptr %2, i64 6
  %36 = getelementptr inbounds i8, ptr %1, i64 1
  %37 = getelementptr inbounds i8, ptr %2, i64 7
  br label %38

38:                                               ; preds = %18, %316
  %39 = phi i32 [ %319, %316 ], [ 0, %18 ]
  %40 = phi i64 [ %320, %316 ], [ 0, %18 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 1 %24, i64 %40, i1 false)
  br label %72

41:                                               ; preds = %316
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %319)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 16, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %2, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %43, align 16, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %2, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %44, align 16, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %2, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %45, align 16, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %2, i64 64
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %46, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %2, i64 80
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %47, align 16, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %2, i64 96
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %48, align 16, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %2, i64 112
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %49, align 16, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %2, i64 128
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %50, align 16, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i64 144
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %51, align 16, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %2, i64 160
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %52, align 16, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %2, i64 176
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %53, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %2, i64 192
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %54, align 16, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %2, i64 208
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %55, align 16, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %2, i64 224
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %56, align 16, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %2, i64 240
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %57, align 16, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %2, i64 256
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %58, align 16, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %2, i64 272
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %59, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %2, i64 288
  store <8 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39>, ptr %60, align 16, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %2, i64 296
  store i8 40, ptr %61, align 8, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %2, i64 297
  store i8 41, ptr %62, align 1, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %2, i64 298
  store i8 42, ptr %63, align 2, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %2, i64 299
  store i8 43, ptr %64, align 1, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %2, i64 10
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(100) %65, ptr noundef nonnull align 16 dereferenceable(100) %2, i64 100, i1 false)
  %66 = getelementptr inbounds i8, ptr %2, i64 150
  %67 = getelementptr inbounds i8, ptr %2, i64 160
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(100) %66, ptr noundef nonnull align 16 dereferenceable(100) %67, i64 100, i1 false)
  %68 = getelementptr inbounds i8, ptr %2, i64 2
  %69 = getelementptr inbounds i8, ptr %2, i64 3
  %70 = getelementptr inbounds i8, ptr %2, i64 4
  %71 = getelementptr inbounds i8, ptr %2, i64 5
  br label %322

72:                                               ; preds = %72, %38
  %73 = phi i64 [ 0, %38 ], [ %98, %72 ]
  %74 = phi i32 [ 0, %38 ], [ %97, %72 ]
  %75 = mul i32 %74, 7
  %76 = getelementptr inbounds i8, ptr %2, i64 %73
  %77 = load i8, ptr %76, align 4, !tbaa !5
  %78 = zext i8 %77 to i32
  %79 = add i32 %75, %78
  %80 = or disjoint i64 %73, 1
  %81 = mul i32 %79, 7
  %82 = getelementptr inbounds i8, ptr %2, i64 %80
  %83 = load i8, ptr %82, align 1, !tbaa !5
  %84 = zext i8 %83 to i32
  %85 = add i32 %81, %84
  %86 = or disjoint i64 %73, 2
  %87 = mul i32 %85, 7
  %88 = getelementptr inbounds i8, ptr %2, i64 %86
  %89 = load i8, ptr %88, align 2, !tbaa !5
  %90 = zext i8 %89 to i32
  %91 = add i32 %87, %90
  %92 = or disjoint i64 %73, 3
  %93 = mul i32 %91, 7
  %94 = getelementptr inbounds i8, ptr %2, i64 %92
  %95 = load i8, ptr %94, align 1, !tbaa !5
  %96 = zext i8 %95 to i32
  %97 = add i32 %93, %96
  %98 = add nuw nsw i64 %73, 4
  %99 = icmp eq i64 %98, 64
  br i1 %99, label %100, label %72, !llvm.loop !12

100:                                              ; preds = %72
  %101 = mul i32 %39, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %25, ptr nonnull align 2 %26, i64 %40, i1 false)
  br label %102

102:                                              ; preds = %102, %100
  %103 = phi i64 [ 0, %100 ], [ %128, %102 ]
  %104 = phi i32 [ 0, %100 ], [ %127, %102 ]
  %105 = mul i32 %104, 7
  %106 = getelementptr inbounds i8, ptr %2, i64 %103
  %107 = load i8, ptr %106, align 4, !tbaa !5
  %108 = zext i8 %107 to i32
  %109 = add i32 %105, %108
  %110 = or disjoint i64 %103, 1
  %111 = mul i32 %109, 7
  %112 = getelementptr inbounds i8, ptr %2, i64 %110
  %113 = load i8, ptr %112, align 1, !tbaa !5
  %114 = zext i8 %113 to i32
  %115 = add i32 %111, %114
  %116 = or disjoint i64 %103, 2
  %117 = mul i32 %115, 7
  %118 = getelementptr inbounds i8, ptr %2, i64 %116
  %119 = load i8, ptr %118, align 2, !tbaa !5
  %120 = zext i8 %119 to i32
  %121 = add i32 %117, %120
  %122 = or disjoint i64 %103, 3
  %123 = mul i32 %121, 7
  %124 = getelementptr inbounds i8, ptr %2, i64 %122
  %125 = load i8, ptr %124, align 1, !tbaa !5
  %126 = zext i8 %125 to i32
  %127 = add i32 %123, %126
  %128 = add nuw nsw i64 %103, 4
  %129 = icmp eq i64 %128, 64
  br i1 %129, label %130, label %102, !llvm.loop !12

130:                                              ; preds = %102
  %131 = add i32 %97, %101
  %132 = mul i32 %131, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %27, ptr nonnull align 1 %28, i64 %40, i1 false)
  br label %133

133:                                              ; preds = %133, %130
  %134 = phi i64 [ 0, %130 ], [ %159, %133 ]
  %135 = phi i32 [ 0, %130 ], [ %158, %133 ]
  %136 = mul i32 %135, 7
  %137 = getelementptr inbounds i8, ptr %2, i64 %134
  %138 = load i8, ptr %137, align 4, !tbaa !5
  %139 = zext i8 %138 to i32
  %140 = add i32 %136, %139
  %141 = or disjoint i64 %134, 1
  %142 = mul i32 %140, 7
  %143 = getelementptr inbounds i8, ptr %2, i64 %141
  %144 = load i8, ptr %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = add i32 %142, %145
  %147 = or disjoint i64 %134, 2
  %148 = mul i32 %146, 7
  %149 = getelementptr inbounds i8, ptr %2, i64 %147
  %150 = load i8, ptr %149, align 2, !tbaa !5
  %151 = zext i8 %150 to i32
  %152 = add i32 %148, %151
  %153 = or disjoint i64 %134, 3
  %154 = mul i32 %152, 7
  %155 = getelementptr inbounds i8, ptr %2, i64 %153
  %156 = load i8, ptr %155, align 1, !tbaa !5
  %157 = zext i8 %156 to i32
  %158 = add i32 %154, %157
  %159 = add nuw nsw i64 %134, 4
  %160 = icmp eq i64 %159, 64
  br i1 %160, label %161, label %133, !llvm.loop !12

161:                                              ; preds = %133
  %162 = add i32 %127, %132
  %163 = mul i32 %162, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %29, ptr nonnull align 4 %30, i64 %40, i1 false)
  br label %164

164:                                              ; preds = %164, %161
  %165 = phi i64 [ 0, %161 ], [ %190, %164 ]
  %166 = phi i32 [ 0, %161 ], [ %189, %164 ]
  %167 = mul i32 %166, 7
  %168 = getelementptr inbounds i8, ptr %2, i64 %165
  %169 = load i8, ptr %168, align 4, !tbaa !5
  %170 = zext i8 %169 to i32
  %171 = add i32 %167, %170
  %172 = or disjoint i64 %165, 1
  %173 = mul i32 %171, 7
  %174 = getelementptr inbounds i8, ptr %2, i64 %172
  %175 = load i8, ptr %174, align 1, !tbaa !5
  %176 = zext i8 %175 to i32
  %177 = add i32 %173, %176
  %178 = or disjoint i64 %165, 2
  %179 = mul i32 %177, 7
  %180 = getelementptr inbounds i8, ptr %2, i64 %178
  %181 = load i8, ptr %180, align 2, !tbaa !5
  %182 = zext i8 %181 to i32
  %183 = add i32 %179, %182
  %184 = or disjoint i64 %165, 3
  %185 = mul i32 %183, 7
  %186 = getelementptr inbounds i8, ptr %2, i64 %184
  %187 = load i8, ptr %186, align 1, !tbaa !5
  %188 = zext i8 %187 to i32
  %189 = add i32 %185, %188
  %190 = add nuw nsw i64 %165, 4
  %191 = icmp eq i64 %190, 64
  br i1 %191, label %192, label %164, !llvm.loop !12

192:                                              ; preds = %164
  %193 = add i32 %158, %163
  %194 = mul i32 %193, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %31, ptr nonnull align 1 %32, i64 %40, i1 false)
  br label %195

195:                                              ; preds = %195, %192
  %196 = phi i64 [ 0, %192 ], [ %221, %195 ]
  %197 = phi i32 [ 0, %192 ], [ %220, %195 ]
  %198 = mul i32 %197, 7
  %199 = getelementptr inbounds i8, ptr %2, i64 %196
  %200 = load i8, ptr %199, align 4, !tbaa !5
  %201 = zext i8 %200 to i32
  %202 = add i32 %198, %201
  %203 = or disjoint i64 %196, 1
  %204 = mul i32 %202, 7
  %205 = getelementptr inbounds i8, ptr %2, i64 %203
  %206 = load i8, ptr %205, align 1, !tbaa !5
  %207 = zext i8 %206 to i32
  %208 = add i32 %204, %207
  %209 = or disjoint i64 %196, 2
  %210 = mul i32 %208, 7
  %211 = getelementptr inbounds i8, ptr %2, i64 %209
  %212 = load i8, ptr %211, align 2, !tbaa !5
  %213 = zext i8 %212 to i32
  %214 = add i32 %210, %213
  %215 = or disjoint i64 %196, 3
  %216 = mul i32 %214, 7
  %217 = getelementptr inbounds i8, ptr %2, i64 %215
  %218 = load i8, ptr %217, align 1, !tbaa !5
  %219 = zext i8 %218 to i32
  %220 = add i32 %216, %219
  %221 = add nuw nsw i64 %196, 4
  %222 = icmp eq i64 %221, 64
  br i1 %222, label %223, label %195, !llvm.loop !12

223:                                              ; preds = %195
  %224 = add i32 %189, %194
  %225 = mul i32 %224, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %33, ptr nonnull align 2 %34, i64 %40, i1 false)
  br label %226

226:                                              ; preds = %226, %223
  %227 = phi i64 [ 0, %223 ], [ %252, %226 ]
  %228 = phi i32 [ 0, %223 ], [ %251, %226 ]
  %229 = mul i32 %228, 7
  %230 = getelementptr inbounds i8, ptr %2, i64 %227
  %231 = load i8, ptr %230, align 4, !tbaa !5
  %232 = zext i8 %231 to i32
  %233 = add i32 %229, %232
  %234 = or disjoint i64 %227, 1
  %235 = mul i32 %233, 7
  %236 = getelementptr inbounds i8, ptr %2, i64 %234
  %237 = load i8, ptr %236, align 1, !tbaa !5
  %238 = zext i8 %237 to i32
  %239 = add i32 %235, %238
  %240 = or disjoint i64 %227, 2
  %241 = mul i32 %239, 7
  %242 = getelementptr inbounds i8, ptr %2, i64 %240
  %243 = load i8, ptr %242, align 2, !tbaa !5
  %244 = zext i8 %243 to i32
  %245 = add i32 %241, %244
  %246 = or disjoint i64 %227, 3
  %247 = mul i32 %245, 7
  %248 = getelementptr inbounds i8, ptr %2, i64 %246
  %249 = load i8, ptr %248, align 1, !tbaa !5
  %250 = zext i8 %249 to i32
  %251 = add i32 %247, %250
  %252 = add nuw nsw i64 %227, 4
  %253 = icmp eq i64 %252, 64
  br i1 %253, label %254, label %226, !llvm.loop !12

254:                                              ; preds = %226
  %255 = add i32 %220, %225
  %256 = mul i32 %255, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %35, ptr nonnull align 1 %36, i64 %40, i1 false)
  br label %257

257:                                              ; preds = %257, %254
  %258 = phi i64 [ 0, %254 ], [ %283, %257 ]
  %259 = phi i32 [ 0, %254 ], [ %282, %257 ]
  %260 = mul i32 %259, 7
  %261 = getelementptr inbounds i8, ptr %2, i64 %258
  %262 = load i8, ptr %261, align 4, !tbaa !5
  %263 = zext i8 %262 to i32
  %264 = add i32 %260, %263
  %265 = or disjoint i64 %258, 1
  %266 = mul i32 %264, 7
  %267 = getelementptr inbounds i8, ptr %2, i64 %265
  %268 = load i8, ptr %267, align 1, !tbaa !5
  %269 = zext i8 %268 to i32
  %270 = add i32 %266, %269
  %271 = or disjoint i64 %258, 2
  %272 = mul i32 %270, 7
  %273 = getelementptr inbounds i8, ptr %2, i64 %271
  %274 = load i8, ptr %273, align 2, !tbaa !5
  %275 = zext i8 %274 to i32
  %276 = add i32 %272, %275
  %277 = or disjoint i64 %258, 3
  %278 = mul i32 %276, 7
  %279 = getelementptr inbounds i8, ptr %2, i64 %277
  %280 = load i8, ptr %279, align 1, !tbaa !5
  %281 = zext i8 %280 to i32
  %282 = add i32 %278, %281
  %283 = add nuw nsw i64 %258, 4
  %284 = icmp eq i64 %283, 64
  br i1 %284, label %285, label %257, !llvm.loop !12

285:                                              ; preds = %257
  %286 = add i32 %251, %256
  %287 = mul i32 %286, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %37, ptr nonnull align 16 %1, i64 %40, i1 false)
  br label %288

288:                                              ; preds = %288, %285
  %289 = phi i64 [ 0, %285 ], [ %314, %288 ]
  %290 = phi i32 [ 0, %285 ], [ %313, %288 ]
  %291 = mul i32 %290, 7
  %292 = getelementptr inbounds i8, ptr %2, i64 %289
  %293 = load i8, ptr %292, align 4, !tbaa !5
  %294 = zext i8 %293 to i32
  %295 = add i32 %291, %294
  %296 = or disjoint i64 %289, 1
  %297 = mul i32 %295, 7
  %298 = getelementptr inbounds i8, ptr %2, i64 %296
  %299 = load i8, ptr %298, align 1, !tbaa !5
  %300 = zext i8 %299 to i32
  %301 = add i32 %297, %300
  %302 = or disjoint i64 %289, 2
  %303 = mul i32 %301, 7
  %304 = getelementptr inbounds i8, ptr %2, i64 %302
  %305 = load i8, ptr %304, align 2, !tbaa !5
  %306 = zext i8 %305 to i32
  %307 = add i32 %303, %306
  %308 = or disjoint i64 %289, 3
  %309 = mul i32 %307, 7
  %310 = getelementptr inbounds i8, ptr %2, i64 %308
  %311 = load i8, ptr %310, align 1, !tbaa !5
  %312 = zext i8 %311 to i32
  %313 = add i32 %309, %312
  %314 = add nuw nsw i64 %289, 4
  %315 = icmp eq i64 %314, 64
  br i1 %315, label %316, label %288, !llvm.loop !12

316:                                              ; preds = %288
  %317 = add i32 %282, %287
  %318 = mul i32 %317, 31
  %319 = add i32 %313, %318
  %320 = add nuw nsw i64 %40, 3
  %321 = icmp ult i64 %40, 38
  br i1 %321, label %38, label %41, !llvm.loop !13

322:                                              ; preds = %322, %41
  %323 = phi i64 [ 0, %41 ], [ %356, %322 ]
  %324 = phi i32 [ 0, %41 ], [ %355, %322 ]
  %325 = mul i32 %324, 7
  %326 = getelementptr inbounds i8, ptr %2, i64 %323
  %327 = load i8, ptr %326, align 2, !tbaa !5
  %328 = zext i8 %327 to i32
  %329 = add i32 %325, %328
  %330 = or disjoint i64 %323, 1
  %331 = mul i32 %329, 7
  %332 = getelementptr inbounds i8, ptr %2, i64 %330
  %333 = load i8, ptr %332, align 1, !tbaa !5
  %334 = zext i8 %333 to i32
  %335 = add i32 %331, %334
  %336 = mul i32 %335, 7
  %337 = getelementptr inbounds i8, ptr %68, i64 %323
  %338 = load i8, ptr %337, align 2, !tbaa !5
  %339 = zext i8 %338 to i32
  %340 = add i32 %336, %339
  %341 = mul i32 %340, 7
  %342 = getelementptr inbounds i8, ptr %69, i64 %323
  %343 = load i8, ptr %342, align 1, !tbaa !5
  %344 = zext i8 %343 to i32
  %345 = add i32 %341, %344
  %346 = mul i32 %345, 7
  %347 = getelementptr inbounds i8, ptr %70, i64 %323
  %348 = load i8, ptr %347, align 2, !tbaa !5
  %349 = zext i8 %348 to i32
  %350 = add i32 %346, %349
  %351 = mul i32 %350, 7
  %352 = getelementptr inbounds i8, ptr %71, i64 %323
  %353 = load i8, ptr %352, align 1, !tbaa !5
  %354 = zext i8 %353 to i32
  %355 = add i32 %351, %354
  %356 = add nuw nsw i64 %323, 6
  %357 = icmp eq i64 %356, 300
  br i1 %357, label %358, label %322, !llvm.loop !12

358:                                              ; preds = %322
  %359 = load i8, ptr %65, align 2, !tbaa !5
  %360 = zext i8 %359 to i32
  %361 = getelementptr inbounds i8, ptr %2, i64 109
  %362 = load i8, ptr %361, align 1, !tbaa !5
  %363 = zext i8 %362 to i32
  %364 = load i8, ptr %66, align 2, !tbaa !5
  %365 = zext i8 %364 to i32
  %366 = getelementptr inbounds i8, ptr %2, i64 249
  %367 = load i8, ptr %366, align 1, !tbaa !5
  %368 = zext i8 %367 to i32
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %355, i32 noundef %360, i32 noundef %363, i32 noundef %365, i32 noundef %368)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 0, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %33, i8 122, i64 17, i1 false)
  %370 = getelementptr inbounds i8, ptr %2, i64 100
  store i8 -1, ptr %370, align 4
  %371 = getelementptr inbounds i8, ptr %2, i64 2
  %372 = getelementptr inbounds i8, ptr %2, i64 3
  %373 = getelementptr inbounds i8, ptr %2, i64 4
  %374 = getelementptr inbounds i8, ptr %2, i64 5
  br label %375

375:                                              ; preds = %375, %358
  %376 = phi i64 [ 0, %358 ], [ %409, %375 ]
  %377 = phi i32 [ 0, %358 ], [ %408, %375 ]
  %378 = mul i32 %377, 7
  %379 = getelementptr inbounds i8, ptr %2, i64 %376
  %380 = load i8, ptr %379, align 2, !tbaa !5
  %381 = zext i8 %380 to i32
  %382 = add i32 %378, %381
  %383 = or disjoint i64 %376, 1
  %384 = mul i32 %382, 7
  %385 = getelementptr inbounds i8, ptr %2, i64 %383
  %386 = load i8, ptr %385, align 1, !tbaa !5
  %387 = zext i8 %386 to i32
  %388 = add i32 %384, %387
  %389 = mul i32 %388, 7
  %390 = getelementptr inbounds i8, ptr %371, i64 %376
  %391 = load i8, ptr %390, align 2, !tbaa !5
  %392 = zext i8 %391 to i32
  %393 = add i32 %389, %392
  %394 = mul i32 %393, 7
  %395 = getelementptr inbounds i8, ptr %372, i64 %376
  %396 = load i8, ptr %395, align 1, !tbaa !5
  %397 = zext i8 %396 to i32
  %398 = add i32 %394, %397
  %399 = mul i32 %398, 7
  %400 = getelementptr inbounds i8, ptr %373, i64 %376
  %401 = load i8, ptr %400, align 2, !tbaa !5
  %402 = zext i8 %401 to i32
  %403 = add i32 %399, %402
  %404 = mul i32 %403, 7
  %405 = getelementptr inbounds i8, ptr %374, i64 %376
  %406 = load i8, ptr %405, align 1, !tbaa !5
  %407 = zext i8 %406 to i32
  %408 = add i32 %404, %407
  %409 = add nuw nsw i64 %376, 6
  %410 = icmp eq i64 %409, 300
  br i1 %410, label %411, label %375, !llvm.loop !12

411:                                              ; preds = %375
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %408)
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef -1, i32 noundef 0, i32 noundef -1, i32 noundef 0)
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #6
  %415 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %415, i8 0, i64 56, i1 false)
  store i32 7, ptr %3, align 8, !tbaa !14
  %416 = getelementptr inbounds i8, ptr %3, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(13) %416, ptr noundef nonnull align 1 dereferenceable(13) @.str.8, i64 13, i1 false) #6
  %417 = getelementptr inbounds i8, ptr %3, i64 24
  %418 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 1.250000e+00, double 2.500000e+00>, ptr %418, align 8, !tbaa !18
  %419 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 3.750000e+00, double 5.000000e+00>, ptr %419, align 8, !tbaa !18
  %420 = getelementptr inbounds i8, ptr %3, i64 64
  store i16 -2, ptr %420, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %4, ptr noundef nonnull align 8 dereferenceable(72) %3, i64 72, i1 false), !tbaa.struct !21
  %421 = getelementptr inbounds i8, ptr %4, i64 24
  %422 = getelementptr inbounds i8, ptr %4, i64 56
  store double -1.000000e+00, ptr %422, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %5, ptr noundef nonnull align 8 dereferenceable(72) %4, i64 72, i1 false)
  %423 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %417, ptr noundef nonnull dereferenceable(40) %421, i64 noundef 40) #7
  %424 = ashr i32 %423, 31
  %425 = icmp ne i32 %423, 0
  %426 = zext i1 %425 to i32
  %427 = or i32 %424, %426
  %428 = add nsw i32 %427, 1
  %429 = call i32 @memcmp(ptr noundef nonnull dereferenceable(72) %4, ptr noundef nonnull dereferenceable(72) %5, i64 noundef 72) #7
  %430 = ashr i32 %429, 31
  %431 = icmp ne i32 %429, 0
  %432 = zext i1 %431 to i32
  %433 = or i32 %430, %432
  %434 = add nsw i32 %433, 1
  %435 = load i32, ptr %5, align 8, !tbaa !14
  %436 = getelementptr inbounds i8, ptr %5, i64 4
  %437 = getelementptr inbounds i8, ptr %5, i64 56
  %438 = load double, ptr %437, align 8, !tbaa !18
  %439 = getelementptr inbounds i8, ptr %5, i64 64
  %440 = load i16, ptr %439, align 8, !tbaa !20
  %441 = sext i16 %440 to i32
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 72, i32 noundef %435, ptr noundef nonnull %436, double noundef 5.000000e+00, double noundef %438, i32 noundef %441, i32 noundef %428, i32 noundef %434)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %6) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %6, i8 0, i64 288, i1 false)
  store i32 1, ptr %6, align 16
  %443 = getelementptr inbounds i8, ptr %6, i64 4
  store i8 111, ptr %443, align 4
  %444 = getelementptr inbounds i8, ptr %6, i64 5
  store i8 110, ptr %444, align 1
  %445 = getelementptr inbounds i8, ptr %6, i64 6
  store i8 101, ptr %445, align 2
  %446 = getelementptr inbounds i8, ptr %6, i64 24
  store double 1.000000e+00, ptr %446, align 8
  %447 = getelementptr inbounds i8, ptr %6, i64 64
  store i16 1, ptr %447, align 16
  %448 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %443) #7
  %449 = uitofp i64 %448 to double
  %450 = fadd double %449, 3.000000e+00
  %451 = getelementptr inbounds i8, ptr %6, i64 76
  %452 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %451) #7
  %453 = uitofp i64 %452 to double
  %454 = fadd double %450, %453
  %455 = getelementptr inbounds i8, ptr %6, i64 148
  %456 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %455) #7
  %457 = uitofp i64 %456 to double
  %458 = fadd double %454, %457
  %459 = getelementptr inbounds i8, ptr %6, i64 220
  %460 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %459) #7
  %461 = uitofp i64 %460 to double
  %462 = fadd double %458, %461
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %462)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %7, i8 -1, i64 512, i1 false)
  br label %473

464:                                              ; preds = %473
  %465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %494)
  call void @llvm.lifetime.start.p0(i64 27, ptr nonnull %8) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(27) %8, ptr noundef nonnull align 1 dereferenceable(27) @.str.12, i64 27, i1 false) #6
  %466 = getelementptr inbounds i8, ptr %8, i64 1
  %467 = getelementptr inbounds i8, ptr %8, i64 25
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %466, i64 25, i1 false)
  store i8 97, ptr %467, align 1, !tbaa !5
  %468 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %466, i64 25, i1 false)
  store i8 %468, ptr %467, align 1, !tbaa !5
  %469 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %466, i64 25, i1 false)
  store i8 %469, ptr %467, align 1, !tbaa !5
  %470 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %466, i64 25, i1 false)
  store i8 %470, ptr %467, align 1, !tbaa !5
  %471 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %466, i64 25, i1 false)
  store i8 %471, ptr %467, align 1, !tbaa !5
  %472 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 27, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #6
  ret i32 0

473:                                              ; preds = %473, %411
  %474 = phi i64 [ 0, %411 ], [ %495, %473 ]
  %475 = phi i32 [ 1, %411 ], [ %494, %473 ]
  %476 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %474
  %477 = load i64, ptr %476, align 16, !tbaa !24
  %478 = icmp eq i64 %477, -1
  %479 = or disjoint i64 %474, 1
  %480 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %479
  %481 = load i64, ptr %480, align 8, !tbaa !24
  %482 = icmp eq i64 %481, -1
  %483 = or disjoint i64 %474, 2
  %484 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %483
  %485 = load i64, ptr %484, align 16, !tbaa !24
  %486 = icmp eq i64 %485, -1
  %487 = or disjoint i64 %474, 3
  %488 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %487
  %489 = load i64, ptr %488, align 8, !tbaa !24
  %490 = icmp eq i64 %489, -1
  %491 = select i1 %490, i1 %486, i1 false
  %492 = select i1 %491, i1 %482, i1 false
  %493 = select i1 %492, i1 %478, i1 false
  %494 = select i1 %493, i32 %475, i32 0
  %495 = add nuw nsw i64 %474, 4
  %496 = icmp eq i64 %495, 64
  br i1 %496, label %464, label %473, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = !{!15, !16, i64 0}
!15 = !{!"blob", !16, i64 0, !6, i64 4, !6, i64 24, !17, i64 64}
!16 = !{!"int", !6, i64 0}
!17 = !{!"short", !6, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !6, i64 0}
!20 = !{!15, !17, i64 64}
!21 = !{i64 0, i64 4, !22, i64 4, i64 13, !5, i64 24, i64 40, !5, i64 64, i64 2, !23}
!22 = !{!16, !16, i64 0}
!23 = !{!17, !17, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !6, i64 0}
!26 = distinct !{!26, !9}

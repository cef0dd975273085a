; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i8], align 16
  %2 = alloca [300 x i8], align 16
  %3 = alloca %struct.blob, align 8
  %4 = alloca %struct.blob, align 8
  %5 = alloca %struct.blob, align 8
  %6 = alloca [4 x %struct.blob], align 16
  %7 = alloca [64 x i64], align 16
  %8 = alloca [27 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #9
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

38:                                               ; preds = %18, %315
  %39 = phi i32 [ %318, %315 ], [ 0, %18 ]
  %40 = phi i64 [ %319, %315 ], [ 0, %18 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull align 1 %24, i64 %40, i1 false)
  br label %71

41:                                               ; preds = %315
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %318)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 16, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %2, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %42, align 16, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %2, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %43, align 16, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %2, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %44, align 16, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %2, i64 64
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %45, align 16, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %46, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %2, i64 96
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %47, align 16, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %2, i64 112
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %48, align 16, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %2, i64 128
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %49, align 16, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %2, i64 144
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %50, align 16, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i64 160
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %51, align 16, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %2, i64 176
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %52, align 16, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %2, i64 192
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %53, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %2, i64 208
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %54, align 16, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %2, i64 224
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %55, align 16, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %2, i64 240
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %56, align 16, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %2, i64 256
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %57, align 16, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %2, i64 272
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %58, align 16, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %2, i64 288
  store <8 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39>, ptr %59, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %2, i64 296
  store i8 40, ptr %60, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %2, i64 297
  store i8 41, ptr %61, align 1, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %2, i64 298
  store i8 42, ptr %62, align 2, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %2, i64 299
  store i8 43, ptr %63, align 1, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %2, i64 10
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(100) %64, ptr noundef nonnull align 16 dereferenceable(100) %2, i64 100, i1 false)
  %65 = getelementptr inbounds i8, ptr %2, i64 150
  %66 = getelementptr inbounds i8, ptr %2, i64 160
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(100) %65, ptr noundef nonnull align 16 dereferenceable(100) %66, i64 100, i1 false)
  %67 = getelementptr inbounds i8, ptr %2, i64 2
  %68 = getelementptr inbounds i8, ptr %2, i64 3
  %69 = getelementptr inbounds i8, ptr %2, i64 4
  %70 = getelementptr inbounds i8, ptr %2, i64 5
  br label %321

71:                                               ; preds = %71, %38
  %72 = phi i64 [ 0, %38 ], [ %97, %71 ]
  %73 = phi i32 [ 0, %38 ], [ %96, %71 ]
  %74 = mul i32 %73, 7
  %75 = getelementptr inbounds i8, ptr %2, i64 %72
  %76 = load i8, ptr %75, align 4, !tbaa !5
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = or disjoint i64 %72, 1
  %80 = mul i32 %78, 7
  %81 = getelementptr inbounds i8, ptr %2, i64 %79
  %82 = load i8, ptr %81, align 1, !tbaa !5
  %83 = zext i8 %82 to i32
  %84 = add i32 %80, %83
  %85 = or disjoint i64 %72, 2
  %86 = mul i32 %84, 7
  %87 = getelementptr inbounds i8, ptr %2, i64 %85
  %88 = load i8, ptr %87, align 2, !tbaa !5
  %89 = zext i8 %88 to i32
  %90 = add i32 %86, %89
  %91 = or disjoint i64 %72, 3
  %92 = mul i32 %90, 7
  %93 = getelementptr inbounds i8, ptr %2, i64 %91
  %94 = load i8, ptr %93, align 1, !tbaa !5
  %95 = zext i8 %94 to i32
  %96 = add i32 %92, %95
  %97 = add nuw nsw i64 %72, 4
  %98 = icmp eq i64 %97, 64
  br i1 %98, label %99, label %71, !llvm.loop !12

99:                                               ; preds = %71
  %100 = mul i32 %39, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %25, ptr nonnull align 2 %26, i64 %40, i1 false)
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %127, %101 ]
  %103 = phi i32 [ 0, %99 ], [ %126, %101 ]
  %104 = mul i32 %103, 7
  %105 = getelementptr inbounds i8, ptr %2, i64 %102
  %106 = load i8, ptr %105, align 4, !tbaa !5
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = or disjoint i64 %102, 1
  %110 = mul i32 %108, 7
  %111 = getelementptr inbounds i8, ptr %2, i64 %109
  %112 = load i8, ptr %111, align 1, !tbaa !5
  %113 = zext i8 %112 to i32
  %114 = add i32 %110, %113
  %115 = or disjoint i64 %102, 2
  %116 = mul i32 %114, 7
  %117 = getelementptr inbounds i8, ptr %2, i64 %115
  %118 = load i8, ptr %117, align 2, !tbaa !5
  %119 = zext i8 %118 to i32
  %120 = add i32 %116, %119
  %121 = or disjoint i64 %102, 3
  %122 = mul i32 %120, 7
  %123 = getelementptr inbounds i8, ptr %2, i64 %121
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = add i32 %122, %125
  %127 = add nuw nsw i64 %102, 4
  %128 = icmp eq i64 %127, 64
  br i1 %128, label %129, label %101, !llvm.loop !12

129:                                              ; preds = %101
  %130 = add i32 %96, %100
  %131 = mul i32 %130, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %27, ptr nonnull align 1 %28, i64 %40, i1 false)
  br label %132

132:                                              ; preds = %132, %129
  %133 = phi i64 [ 0, %129 ], [ %158, %132 ]
  %134 = phi i32 [ 0, %129 ], [ %157, %132 ]
  %135 = mul i32 %134, 7
  %136 = getelementptr inbounds i8, ptr %2, i64 %133
  %137 = load i8, ptr %136, align 4, !tbaa !5
  %138 = zext i8 %137 to i32
  %139 = add i32 %135, %138
  %140 = or disjoint i64 %133, 1
  %141 = mul i32 %139, 7
  %142 = getelementptr inbounds i8, ptr %2, i64 %140
  %143 = load i8, ptr %142, align 1, !tbaa !5
  %144 = zext i8 %143 to i32
  %145 = add i32 %141, %144
  %146 = or disjoint i64 %133, 2
  %147 = mul i32 %145, 7
  %148 = getelementptr inbounds i8, ptr %2, i64 %146
  %149 = load i8, ptr %148, align 2, !tbaa !5
  %150 = zext i8 %149 to i32
  %151 = add i32 %147, %150
  %152 = or disjoint i64 %133, 3
  %153 = mul i32 %151, 7
  %154 = getelementptr inbounds i8, ptr %2, i64 %152
  %155 = load i8, ptr %154, align 1, !tbaa !5
  %156 = zext i8 %155 to i32
  %157 = add i32 %153, %156
  %158 = add nuw nsw i64 %133, 4
  %159 = icmp eq i64 %158, 64
  br i1 %159, label %160, label %132, !llvm.loop !12

160:                                              ; preds = %132
  %161 = add i32 %126, %131
  %162 = mul i32 %161, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %29, ptr nonnull align 4 %30, i64 %40, i1 false)
  br label %163

163:                                              ; preds = %163, %160
  %164 = phi i64 [ 0, %160 ], [ %189, %163 ]
  %165 = phi i32 [ 0, %160 ], [ %188, %163 ]
  %166 = mul i32 %165, 7
  %167 = getelementptr inbounds i8, ptr %2, i64 %164
  %168 = load i8, ptr %167, align 4, !tbaa !5
  %169 = zext i8 %168 to i32
  %170 = add i32 %166, %169
  %171 = or disjoint i64 %164, 1
  %172 = mul i32 %170, 7
  %173 = getelementptr inbounds i8, ptr %2, i64 %171
  %174 = load i8, ptr %173, align 1, !tbaa !5
  %175 = zext i8 %174 to i32
  %176 = add i32 %172, %175
  %177 = or disjoint i64 %164, 2
  %178 = mul i32 %176, 7
  %179 = getelementptr inbounds i8, ptr %2, i64 %177
  %180 = load i8, ptr %179, align 2, !tbaa !5
  %181 = zext i8 %180 to i32
  %182 = add i32 %178, %181
  %183 = or disjoint i64 %164, 3
  %184 = mul i32 %182, 7
  %185 = getelementptr inbounds i8, ptr %2, i64 %183
  %186 = load i8, ptr %185, align 1, !tbaa !5
  %187 = zext i8 %186 to i32
  %188 = add i32 %184, %187
  %189 = add nuw nsw i64 %164, 4
  %190 = icmp eq i64 %189, 64
  br i1 %190, label %191, label %163, !llvm.loop !12

191:                                              ; preds = %163
  %192 = add i32 %157, %162
  %193 = mul i32 %192, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %31, ptr nonnull align 1 %32, i64 %40, i1 false)
  br label %194

194:                                              ; preds = %194, %191
  %195 = phi i64 [ 0, %191 ], [ %220, %194 ]
  %196 = phi i32 [ 0, %191 ], [ %219, %194 ]
  %197 = mul i32 %196, 7
  %198 = getelementptr inbounds i8, ptr %2, i64 %195
  %199 = load i8, ptr %198, align 4, !tbaa !5
  %200 = zext i8 %199 to i32
  %201 = add i32 %197, %200
  %202 = or disjoint i64 %195, 1
  %203 = mul i32 %201, 7
  %204 = getelementptr inbounds i8, ptr %2, i64 %202
  %205 = load i8, ptr %204, align 1, !tbaa !5
  %206 = zext i8 %205 to i32
  %207 = add i32 %203, %206
  %208 = or disjoint i64 %195, 2
  %209 = mul i32 %207, 7
  %210 = getelementptr inbounds i8, ptr %2, i64 %208
  %211 = load i8, ptr %210, align 2, !tbaa !5
  %212 = zext i8 %211 to i32
  %213 = add i32 %209, %212
  %214 = or disjoint i64 %195, 3
  %215 = mul i32 %213, 7
  %216 = getelementptr inbounds i8, ptr %2, i64 %214
  %217 = load i8, ptr %216, align 1, !tbaa !5
  %218 = zext i8 %217 to i32
  %219 = add i32 %215, %218
  %220 = add nuw nsw i64 %195, 4
  %221 = icmp eq i64 %220, 64
  br i1 %221, label %222, label %194, !llvm.loop !12

222:                                              ; preds = %194
  %223 = add i32 %188, %193
  %224 = mul i32 %223, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %33, ptr nonnull align 2 %34, i64 %40, i1 false)
  br label %225

225:                                              ; preds = %225, %222
  %226 = phi i64 [ 0, %222 ], [ %251, %225 ]
  %227 = phi i32 [ 0, %222 ], [ %250, %225 ]
  %228 = mul i32 %227, 7
  %229 = getelementptr inbounds i8, ptr %2, i64 %226
  %230 = load i8, ptr %229, align 4, !tbaa !5
  %231 = zext i8 %230 to i32
  %232 = add i32 %228, %231
  %233 = or disjoint i64 %226, 1
  %234 = mul i32 %232, 7
  %235 = getelementptr inbounds i8, ptr %2, i64 %233
  %236 = load i8, ptr %235, align 1, !tbaa !5
  %237 = zext i8 %236 to i32
  %238 = add i32 %234, %237
  %239 = or disjoint i64 %226, 2
  %240 = mul i32 %238, 7
  %241 = getelementptr inbounds i8, ptr %2, i64 %239
  %242 = load i8, ptr %241, align 2, !tbaa !5
  %243 = zext i8 %242 to i32
  %244 = add i32 %240, %243
  %245 = or disjoint i64 %226, 3
  %246 = mul i32 %244, 7
  %247 = getelementptr inbounds i8, ptr %2, i64 %245
  %248 = load i8, ptr %247, align 1, !tbaa !5
  %249 = zext i8 %248 to i32
  %250 = add i32 %246, %249
  %251 = add nuw nsw i64 %226, 4
  %252 = icmp eq i64 %251, 64
  br i1 %252, label %253, label %225, !llvm.loop !12

253:                                              ; preds = %225
  %254 = add i32 %219, %224
  %255 = mul i32 %254, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %35, ptr nonnull align 1 %36, i64 %40, i1 false)
  br label %256

256:                                              ; preds = %256, %253
  %257 = phi i64 [ 0, %253 ], [ %282, %256 ]
  %258 = phi i32 [ 0, %253 ], [ %281, %256 ]
  %259 = mul i32 %258, 7
  %260 = getelementptr inbounds i8, ptr %2, i64 %257
  %261 = load i8, ptr %260, align 4, !tbaa !5
  %262 = zext i8 %261 to i32
  %263 = add i32 %259, %262
  %264 = or disjoint i64 %257, 1
  %265 = mul i32 %263, 7
  %266 = getelementptr inbounds i8, ptr %2, i64 %264
  %267 = load i8, ptr %266, align 1, !tbaa !5
  %268 = zext i8 %267 to i32
  %269 = add i32 %265, %268
  %270 = or disjoint i64 %257, 2
  %271 = mul i32 %269, 7
  %272 = getelementptr inbounds i8, ptr %2, i64 %270
  %273 = load i8, ptr %272, align 2, !tbaa !5
  %274 = zext i8 %273 to i32
  %275 = add i32 %271, %274
  %276 = or disjoint i64 %257, 3
  %277 = mul i32 %275, 7
  %278 = getelementptr inbounds i8, ptr %2, i64 %276
  %279 = load i8, ptr %278, align 1, !tbaa !5
  %280 = zext i8 %279 to i32
  %281 = add i32 %277, %280
  %282 = add nuw nsw i64 %257, 4
  %283 = icmp eq i64 %282, 64
  br i1 %283, label %284, label %256, !llvm.loop !12

284:                                              ; preds = %256
  %285 = add i32 %250, %255
  %286 = mul i32 %285, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 -86, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %37, ptr nonnull align 16 %1, i64 %40, i1 false)
  br label %287

287:                                              ; preds = %287, %284
  %288 = phi i64 [ 0, %284 ], [ %313, %287 ]
  %289 = phi i32 [ 0, %284 ], [ %312, %287 ]
  %290 = mul i32 %289, 7
  %291 = getelementptr inbounds i8, ptr %2, i64 %288
  %292 = load i8, ptr %291, align 4, !tbaa !5
  %293 = zext i8 %292 to i32
  %294 = add i32 %290, %293
  %295 = or disjoint i64 %288, 1
  %296 = mul i32 %294, 7
  %297 = getelementptr inbounds i8, ptr %2, i64 %295
  %298 = load i8, ptr %297, align 1, !tbaa !5
  %299 = zext i8 %298 to i32
  %300 = add i32 %296, %299
  %301 = or disjoint i64 %288, 2
  %302 = mul i32 %300, 7
  %303 = getelementptr inbounds i8, ptr %2, i64 %301
  %304 = load i8, ptr %303, align 2, !tbaa !5
  %305 = zext i8 %304 to i32
  %306 = add i32 %302, %305
  %307 = or disjoint i64 %288, 3
  %308 = mul i32 %306, 7
  %309 = getelementptr inbounds i8, ptr %2, i64 %307
  %310 = load i8, ptr %309, align 1, !tbaa !5
  %311 = zext i8 %310 to i32
  %312 = add i32 %308, %311
  %313 = add nuw nsw i64 %288, 4
  %314 = icmp eq i64 %313, 64
  br i1 %314, label %315, label %287, !llvm.loop !12

315:                                              ; preds = %287
  %316 = add i32 %281, %286
  %317 = mul i32 %316, 31
  %318 = add i32 %312, %317
  %319 = add nuw nsw i64 %40, 3
  %320 = icmp ult i64 %40, 38
  br i1 %320, label %38, label %41, !llvm.loop !13

321:                                              ; preds = %321, %41
  %322 = phi i64 [ 0, %41 ], [ %355, %321 ]
  %323 = phi i32 [ 0, %41 ], [ %354, %321 ]
  %324 = mul i32 %323, 7
  %325 = getelementptr inbounds i8, ptr %2, i64 %322
  %326 = load i8, ptr %325, align 2, !tbaa !5
  %327 = zext i8 %326 to i32
  %328 = add i32 %324, %327
  %329 = or disjoint i64 %322, 1
  %330 = mul i32 %328, 7
  %331 = getelementptr inbounds i8, ptr %2, i64 %329
  %332 = load i8, ptr %331, align 1, !tbaa !5
  %333 = zext i8 %332 to i32
  %334 = add i32 %330, %333
  %335 = mul i32 %334, 7
  %336 = getelementptr inbounds i8, ptr %67, i64 %322
  %337 = load i8, ptr %336, align 2, !tbaa !5
  %338 = zext i8 %337 to i32
  %339 = add i32 %335, %338
  %340 = mul i32 %339, 7
  %341 = getelementptr inbounds i8, ptr %68, i64 %322
  %342 = load i8, ptr %341, align 1, !tbaa !5
  %343 = zext i8 %342 to i32
  %344 = add i32 %340, %343
  %345 = mul i32 %344, 7
  %346 = getelementptr inbounds i8, ptr %69, i64 %322
  %347 = load i8, ptr %346, align 2, !tbaa !5
  %348 = zext i8 %347 to i32
  %349 = add i32 %345, %348
  %350 = mul i32 %349, 7
  %351 = getelementptr inbounds i8, ptr %70, i64 %322
  %352 = load i8, ptr %351, align 1, !tbaa !5
  %353 = zext i8 %352 to i32
  %354 = add i32 %350, %353
  %355 = add nuw nsw i64 %322, 6
  %356 = icmp eq i64 %355, 300
  br i1 %356, label %357, label %321, !llvm.loop !12

357:                                              ; preds = %321
  %358 = load i8, ptr %64, align 2, !tbaa !5
  %359 = zext i8 %358 to i32
  %360 = getelementptr inbounds i8, ptr %2, i64 109
  %361 = load i8, ptr %360, align 1, !tbaa !5
  %362 = zext i8 %361 to i32
  %363 = load i8, ptr %65, align 2, !tbaa !5
  %364 = zext i8 %363 to i32
  %365 = getelementptr inbounds i8, ptr %2, i64 249
  %366 = load i8, ptr %365, align 1, !tbaa !5
  %367 = zext i8 %366 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %354, i32 noundef %359, i32 noundef %362, i32 noundef %364, i32 noundef %367)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %2, i8 0, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %33, i8 122, i64 17, i1 false)
  %368 = getelementptr inbounds i8, ptr %2, i64 100
  store i8 -1, ptr %368, align 4
  %369 = getelementptr inbounds i8, ptr %2, i64 2
  %370 = getelementptr inbounds i8, ptr %2, i64 3
  %371 = getelementptr inbounds i8, ptr %2, i64 4
  %372 = getelementptr inbounds i8, ptr %2, i64 5
  br label %373

373:                                              ; preds = %373, %357
  %374 = phi i64 [ 0, %357 ], [ %407, %373 ]
  %375 = phi i32 [ 0, %357 ], [ %406, %373 ]
  %376 = mul i32 %375, 7
  %377 = getelementptr inbounds i8, ptr %2, i64 %374
  %378 = load i8, ptr %377, align 2, !tbaa !5
  %379 = zext i8 %378 to i32
  %380 = add i32 %376, %379
  %381 = or disjoint i64 %374, 1
  %382 = mul i32 %380, 7
  %383 = getelementptr inbounds i8, ptr %2, i64 %381
  %384 = load i8, ptr %383, align 1, !tbaa !5
  %385 = zext i8 %384 to i32
  %386 = add i32 %382, %385
  %387 = mul i32 %386, 7
  %388 = getelementptr inbounds i8, ptr %369, i64 %374
  %389 = load i8, ptr %388, align 2, !tbaa !5
  %390 = zext i8 %389 to i32
  %391 = add i32 %387, %390
  %392 = mul i32 %391, 7
  %393 = getelementptr inbounds i8, ptr %370, i64 %374
  %394 = load i8, ptr %393, align 1, !tbaa !5
  %395 = zext i8 %394 to i32
  %396 = add i32 %392, %395
  %397 = mul i32 %396, 7
  %398 = getelementptr inbounds i8, ptr %371, i64 %374
  %399 = load i8, ptr %398, align 2, !tbaa !5
  %400 = zext i8 %399 to i32
  %401 = add i32 %397, %400
  %402 = mul i32 %401, 7
  %403 = getelementptr inbounds i8, ptr %372, i64 %374
  %404 = load i8, ptr %403, align 1, !tbaa !5
  %405 = zext i8 %404 to i32
  %406 = add i32 %402, %405
  %407 = add nuw nsw i64 %374, 6
  %408 = icmp eq i64 %407, 300
  br i1 %408, label %409, label %373, !llvm.loop !12

409:                                              ; preds = %373
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %406)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef -1, i32 noundef 0, i32 noundef -1, i32 noundef 0)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #9
  %410 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %410, i8 0, i64 56, i1 false)
  store i32 7, ptr %3, align 8, !tbaa !14
  %411 = getelementptr inbounds i8, ptr %3, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(13) %411, ptr noundef nonnull align 1 dereferenceable(13) @.str.8, i64 13, i1 false) #9
  %412 = getelementptr inbounds i8, ptr %3, i64 24
  %413 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 1.250000e+00, double 2.500000e+00>, ptr %413, align 8, !tbaa !18
  %414 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 3.750000e+00, double 5.000000e+00>, ptr %414, align 8, !tbaa !18
  %415 = getelementptr inbounds i8, ptr %3, i64 64
  store i16 -2, ptr %415, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %4, ptr noundef nonnull align 8 dereferenceable(72) %3, i64 72, i1 false), !tbaa.struct !21
  %416 = getelementptr inbounds i8, ptr %4, i64 24
  %417 = getelementptr inbounds i8, ptr %4, i64 56
  store double -1.000000e+00, ptr %417, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %5, ptr noundef nonnull align 8 dereferenceable(72) %4, i64 72, i1 false)
  %418 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %412, ptr noundef nonnull dereferenceable(40) %416, i64 noundef 40)
  %419 = ashr i32 %418, 31
  %420 = icmp ne i32 %418, 0
  %421 = zext i1 %420 to i32
  %422 = or i32 %419, %421
  %423 = add nsw i32 %422, 1
  %424 = call i32 @memcmp(ptr noundef nonnull dereferenceable(72) %4, ptr noundef nonnull dereferenceable(72) %5, i64 noundef 72)
  %425 = ashr i32 %424, 31
  %426 = icmp ne i32 %424, 0
  %427 = zext i1 %426 to i32
  %428 = or i32 %425, %427
  %429 = add nsw i32 %428, 1
  %430 = load i32, ptr %5, align 8, !tbaa !14
  %431 = getelementptr inbounds i8, ptr %5, i64 4
  %432 = getelementptr inbounds i8, ptr %5, i64 56
  %433 = load double, ptr %432, align 8, !tbaa !18
  %434 = getelementptr inbounds i8, ptr %5, i64 64
  %435 = load i16, ptr %434, align 8, !tbaa !20
  %436 = sext i16 %435 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i64 noundef 72, i32 noundef %430, ptr noundef nonnull %431, double noundef 5.000000e+00, double noundef %433, i32 noundef %436, i32 noundef %423, i32 noundef %429)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %6) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %6, i8 0, i64 288, i1 false)
  store i32 1, ptr %6, align 16
  %437 = getelementptr inbounds i8, ptr %6, i64 4
  store i8 111, ptr %437, align 4
  %438 = getelementptr inbounds i8, ptr %6, i64 5
  store i8 110, ptr %438, align 1
  %439 = getelementptr inbounds i8, ptr %6, i64 6
  store i8 101, ptr %439, align 2
  %440 = getelementptr inbounds i8, ptr %6, i64 24
  store double 1.000000e+00, ptr %440, align 8
  %441 = getelementptr inbounds i8, ptr %6, i64 64
  store i16 1, ptr %441, align 16
  %442 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %437) #9
  %443 = uitofp i64 %442 to double
  %444 = fadd double %443, 3.000000e+00
  %445 = getelementptr inbounds i8, ptr %6, i64 76
  %446 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %445) #9
  %447 = uitofp i64 %446 to double
  %448 = fadd double %444, %447
  %449 = getelementptr inbounds i8, ptr %6, i64 148
  %450 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %449) #9
  %451 = uitofp i64 %450 to double
  %452 = fadd double %448, %451
  %453 = getelementptr inbounds i8, ptr %6, i64 220
  %454 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %453) #9
  %455 = uitofp i64 %454 to double
  %456 = fadd double %452, %455
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, double noundef %456)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %7, i8 -1, i64 512, i1 false)
  br label %464

457:                                              ; preds = %464
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %485)
  call void @llvm.lifetime.start.p0(i64 27, ptr nonnull %8) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(27) %8, ptr noundef nonnull align 1 dereferenceable(27) @.str.12, i64 27, i1 false) #9
  %458 = getelementptr inbounds i8, ptr %8, i64 1
  %459 = getelementptr inbounds i8, ptr %8, i64 25
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %458, i64 25, i1 false)
  store i8 97, ptr %459, align 1, !tbaa !5
  %460 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %458, i64 25, i1 false)
  store i8 %460, ptr %459, align 1, !tbaa !5
  %461 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %458, i64 25, i1 false)
  store i8 %461, ptr %459, align 1, !tbaa !5
  %462 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %458, i64 25, i1 false)
  store i8 %462, ptr %459, align 1, !tbaa !5
  %463 = load i8, ptr %8, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %8, ptr noundef nonnull align 1 dereferenceable(25) %458, i64 25, i1 false)
  store i8 %463, ptr %459, align 1, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 27, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #9
  ret i32 0

464:                                              ; preds = %464, %409
  %465 = phi i64 [ 0, %409 ], [ %486, %464 ]
  %466 = phi i32 [ 1, %409 ], [ %485, %464 ]
  %467 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %465
  %468 = load i64, ptr %467, align 16, !tbaa !24
  %469 = icmp eq i64 %468, -1
  %470 = or disjoint i64 %465, 1
  %471 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %470
  %472 = load i64, ptr %471, align 8, !tbaa !24
  %473 = icmp eq i64 %472, -1
  %474 = or disjoint i64 %465, 2
  %475 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %474
  %476 = load i64, ptr %475, align 16, !tbaa !24
  %477 = icmp eq i64 %476, -1
  %478 = or disjoint i64 %465, 3
  %479 = getelementptr inbounds [64 x i64], ptr %7, i64 0, i64 %478
  %480 = load i64, ptr %479, align 8, !tbaa !24
  %481 = icmp eq i64 %480, -1
  %482 = select i1 %481, i1 %477, i1 false
  %483 = select i1 %482, i1 %473, i1 false
  %484 = select i1 %483, i1 %469, i1 false
  %485 = select i1 %484, i32 %466, i32 0
  %486 = add nuw nsw i64 %465, 4
  %487 = icmp eq i64 %486, 64
  br i1 %487, label %457, label %464, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !27
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

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
!27 = !{!28, !28, i64 0}
!28 = !{!"any pointer", !6, i64 0}

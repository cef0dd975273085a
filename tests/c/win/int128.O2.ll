; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"30! hex = \00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"a*b = \00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"a/b = \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" a%%b = \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"b>>3 = \00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" shl = \00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"2^89-1 = \00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"fermat 3^(m-1) mod m = \00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"as double %.6e, back \00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"from double \00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"isqrt = \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"acc = \00", align 1
@.str.17 = private unnamed_addr constant [28 x i8] c"trunc %lld %llu sizeof=%zu\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"%016llx%016llx\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #8
  br label %13

13:                                               ; preds = %24, %0
  %14 = phi i64 [ 0, %0 ], [ %29, %24 ]
  %15 = phi i128 [ 265252859812191058636308480000000, %0 ], [ %31, %24 ]
  %16 = freeze i128 %15
  %17 = udiv i128 %16, 10
  %18 = mul i128 %17, 10
  %19 = sub i128 %16, %18
  %20 = trunc nuw nsw i128 %19 to i8
  %21 = or disjoint i8 %20, 48
  %22 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %14
  store i8 %21, ptr %22, align 2, !tbaa !5
  %23 = icmp eq i64 %14, 32
  br i1 %23, label %32, label %24, !llvm.loop !8

24:                                               ; preds = %13
  %25 = or disjoint i64 %14, 1
  %26 = urem i128 %17, 10
  %27 = trunc nuw nsw i128 %26 to i8
  %28 = or disjoint i8 %27, 48
  %29 = add nuw nsw i64 %14, 2
  %30 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %25
  store i8 %28, ptr %30, align 1, !tbaa !5
  %31 = udiv i128 %15, 100
  br label %13

32:                                               ; preds = %13
  %33 = getelementptr inbounds i8, ptr %5, i64 33
  store i8 0, ptr %33, align 1, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %5, i64 17
  %35 = load <16 x i8>, ptr %34, align 1, !tbaa !5
  %36 = shufflevector <16 x i8> %35, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %37 = load <16 x i8>, ptr %5, align 16, !tbaa !5
  store <16 x i8> %36, ptr %5, align 16, !tbaa !5
  %38 = shufflevector <16 x i8> %37, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %38, ptr %34, align 1, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #8
  %39 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i64 noundef 14379386343318, i64 noundef -8764578968847253504)
  %40 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #8
  br label %41

41:                                               ; preds = %52, %32
  %42 = phi i64 [ 0, %32 ], [ %57, %52 ]
  %43 = phi i128 [ -1, %32 ], [ %59, %52 ]
  %44 = freeze i128 %43
  %45 = udiv i128 %44, 10
  %46 = mul i128 %45, 10
  %47 = sub i128 %44, %46
  %48 = trunc nuw nsw i128 %47 to i8
  %49 = or disjoint i8 %48, 48
  %50 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %42
  store i8 %49, ptr %50, align 2, !tbaa !5
  %51 = icmp eq i64 %42, 38
  br i1 %51, label %60, label %52, !llvm.loop !8

52:                                               ; preds = %41
  %53 = or disjoint i64 %42, 1
  %54 = urem i128 %45, 10
  %55 = trunc nuw nsw i128 %54 to i8
  %56 = or disjoint i8 %55, 48
  %57 = add nuw nsw i64 %42, 2
  %58 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %53
  store i8 %56, ptr %58, align 1, !tbaa !5
  %59 = udiv i128 %43, 100
  br label %41

60:                                               ; preds = %41
  %61 = getelementptr inbounds i8, ptr %4, i64 39
  store i8 0, ptr %61, align 1, !tbaa !5
  br label %62

62:                                               ; preds = %70, %60
  %63 = phi i64 [ 0, %60 ], [ %77, %70 ]
  %64 = phi i64 [ 38, %60 ], [ %78, %70 ]
  %65 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %63
  %66 = load i8, ptr %65, align 2, !tbaa !5
  %67 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %64
  %68 = load i8, ptr %67, align 2, !tbaa !5
  store i8 %68, ptr %65, align 2, !tbaa !5
  store i8 %66, ptr %67, align 2, !tbaa !5
  %69 = icmp eq i64 %63, 18
  br i1 %69, label %79, label %70, !llvm.loop !10

70:                                               ; preds = %62
  %71 = or disjoint i64 %63, 1
  %72 = add nsw i64 %64, -1
  %73 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %71
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %72
  %76 = load i8, ptr %75, align 1, !tbaa !5
  store i8 %76, ptr %73, align 1, !tbaa !5
  store i8 %74, ptr %75, align 1, !tbaa !5
  %77 = add nuw nsw i64 %63, 2
  %78 = add nsw i64 %64, -2
  br label %62

79:                                               ; preds = %62
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #8
  %80 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #8
  store i128 -170141183460469231731687303715884105728, ptr %6, align 16, !tbaa !11
  call fastcc void @print_i128(ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #8
  %81 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #8
  store i128 -121932632100208800704322496028918755, ptr %7, align 16, !tbaa !11
  call fastcc void @print_i128(ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #8
  %82 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #8
  store i128 -124999999623520, ptr %8, align 16, !tbaa !11
  call fastcc void @print_i128(ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #8
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #8
  store i128 300228085506, ptr %9, align 16, !tbaa !11
  call fastcc void @print_i128(ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #8
  %83 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #8
  store i128 -123456790249, ptr %10, align 16, !tbaa !11
  call fastcc void @print_i128(ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #8
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i64 noundef 919824763212674864, i64 noundef 5171931448122277888)
  %84 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #8
  br label %85

85:                                               ; preds = %96, %79
  %86 = phi i64 [ 0, %79 ], [ %101, %96 ]
  %87 = phi i128 [ 618970019642690137449562111, %79 ], [ %103, %96 ]
  %88 = freeze i128 %87
  %89 = udiv i128 %88, 10
  %90 = mul i128 %89, 10
  %91 = sub i128 %88, %90
  %92 = trunc nuw nsw i128 %91 to i8
  %93 = or disjoint i8 %92, 48
  %94 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %86
  store i8 %93, ptr %94, align 2, !tbaa !5
  %95 = icmp eq i64 %86, 26
  br i1 %95, label %104, label %96, !llvm.loop !8

96:                                               ; preds = %85
  %97 = or disjoint i64 %86, 1
  %98 = urem i128 %89, 10
  %99 = trunc nuw nsw i128 %98 to i8
  %100 = or disjoint i8 %99, 48
  %101 = add nuw nsw i64 %86, 2
  %102 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %97
  store i8 %100, ptr %102, align 1, !tbaa !5
  %103 = udiv i128 %87, 100
  br label %85

104:                                              ; preds = %85
  %105 = getelementptr inbounds i8, ptr %3, i64 27
  store i8 0, ptr %105, align 1, !tbaa !5
  %106 = load i8, ptr %3, align 16, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %3, i64 26
  %108 = getelementptr inbounds i8, ptr %3, i64 1
  %109 = getelementptr inbounds i8, ptr %3, i64 22
  %110 = getelementptr inbounds i8, ptr %3, i64 5
  %111 = getelementptr inbounds i8, ptr %3, i64 19
  %112 = load <8 x i8>, ptr %111, align 1, !tbaa !5
  store i8 %106, ptr %107, align 2, !tbaa !5
  %113 = load <4 x i8>, ptr %108, align 1, !tbaa !5
  %114 = shufflevector <4 x i8> %113, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %114, ptr %109, align 2, !tbaa !5
  %115 = shufflevector <8 x i8> %112, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %116 = getelementptr inbounds i8, ptr %3, i64 8
  %117 = getelementptr inbounds i8, ptr %3, i64 15
  %118 = load <4 x i8>, ptr %117, align 1, !tbaa !5
  %119 = shufflevector <4 x i8> %118, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %120 = getelementptr inbounds i8, ptr %3, i64 12
  %121 = getelementptr inbounds i8, ptr %3, i64 14
  %122 = load i8, ptr %121, align 2, !tbaa !5
  %123 = load <8 x i8>, ptr %110, align 1, !tbaa !5
  store <8 x i8> %115, ptr %3, align 16, !tbaa !5
  store <4 x i8> %119, ptr %116, align 8, !tbaa !5
  store i8 %122, ptr %120, align 4, !tbaa !5
  %124 = shufflevector <8 x i8> %123, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %124, ptr %121, align 2, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #8
  %125 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12)
  br label %126

126:                                              ; preds = %136, %104
  %127 = phi i128 [ %138, %136 ], [ 3, %104 ]
  %128 = phi i128 [ %139, %136 ], [ 618970019642690137449562110, %104 ]
  %129 = phi i128 [ %137, %136 ], [ 1, %104 ]
  %130 = urem i128 %127, 2305843009213693951
  %131 = and i128 %128, 1
  %132 = icmp eq i128 %131, 0
  br i1 %132, label %136, label %133

133:                                              ; preds = %126
  %134 = mul nuw nsw i128 %129, %130
  %135 = urem i128 %134, 2305843009213693951
  br label %136

136:                                              ; preds = %133, %126
  %137 = phi i128 [ %135, %133 ], [ %129, %126 ]
  %138 = mul nuw nsw i128 %130, %130
  %139 = lshr i128 %128, 1
  %140 = icmp ult i128 %128, 2
  br i1 %140, label %141, label %126, !llvm.loop !13

141:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #8
  %142 = icmp eq i128 %137, 0
  br i1 %142, label %143, label %145

143:                                              ; preds = %141
  store i8 48, ptr %2, align 16, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %2, i64 1
  store i8 0, ptr %144, align 1, !tbaa !5
  br label %175

145:                                              ; preds = %141, %145
  %146 = phi i64 [ %154, %145 ], [ 0, %141 ]
  %147 = phi i128 [ %149, %145 ], [ %137, %141 ]
  %148 = freeze i128 %147
  %149 = udiv i128 %148, 10
  %150 = mul i128 %149, 10
  %151 = sub i128 %148, %150
  %152 = trunc nuw nsw i128 %151 to i8
  %153 = or disjoint i8 %152, 48
  %154 = add nuw nsw i64 %146, 1
  %155 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %146
  store i8 %153, ptr %155, align 1, !tbaa !5
  %156 = icmp ult i128 %147, 10
  br i1 %156, label %157, label %145, !llvm.loop !8

157:                                              ; preds = %145
  %158 = trunc nuw i64 %154 to i32
  %159 = and i64 %154, 4294967295
  %160 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %159
  store i8 0, ptr %160, align 1, !tbaa !5
  %161 = icmp sgt i32 %158, 1
  br i1 %161, label %162, label %175

162:                                              ; preds = %157
  %163 = and i64 %154, 2147483647
  %164 = add nsw i64 %163, -1
  br label %165

165:                                              ; preds = %165, %162
  %166 = phi i64 [ 0, %162 ], [ %172, %165 ]
  %167 = phi i64 [ %164, %162 ], [ %173, %165 ]
  %168 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %166
  %169 = load i8, ptr %168, align 1, !tbaa !5
  %170 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %167
  %171 = load i8, ptr %170, align 1, !tbaa !5
  store i8 %171, ptr %168, align 1, !tbaa !5
  store i8 %169, ptr %170, align 1, !tbaa !5
  %172 = add nuw nsw i64 %166, 1
  %173 = add nsw i64 %167, -1
  %174 = icmp slt i64 %172, %173
  br i1 %174, label %165, label %175, !llvm.loop !10

175:                                              ; preds = %165, %143, %157
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #8
  %176 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, double noundef 0x46AA27EC6E1F2D0D)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #8
  br label %177

177:                                              ; preds = %188, %175
  %178 = phi i64 [ 0, %175 ], [ %193, %188 ]
  %179 = phi i128 [ 265252859812191068217601719009280, %175 ], [ %195, %188 ]
  %180 = freeze i128 %179
  %181 = udiv i128 %180, 10
  %182 = mul i128 %181, 10
  %183 = sub i128 %180, %182
  %184 = trunc nuw nsw i128 %183 to i8
  %185 = or disjoint i8 %184, 48
  %186 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %178
  store i8 %185, ptr %186, align 2, !tbaa !5
  %187 = icmp eq i64 %178, 32
  br i1 %187, label %196, label %188, !llvm.loop !8

188:                                              ; preds = %177
  %189 = or disjoint i64 %178, 1
  %190 = urem i128 %181, 10
  %191 = trunc nuw nsw i128 %190 to i8
  %192 = or disjoint i8 %191, 48
  %193 = add nuw nsw i64 %178, 2
  %194 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %189
  store i8 %192, ptr %194, align 1, !tbaa !5
  %195 = udiv i128 %179, 100
  br label %177

196:                                              ; preds = %177
  %197 = getelementptr inbounds i8, ptr %1, i64 33
  store i8 0, ptr %197, align 1, !tbaa !5
  %198 = getelementptr inbounds i8, ptr %1, i64 17
  %199 = load <16 x i8>, ptr %198, align 1, !tbaa !5
  %200 = shufflevector <16 x i8> %199, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %201 = load <16 x i8>, ptr %1, align 16, !tbaa !5
  store <16 x i8> %200, ptr %1, align 16, !tbaa !5
  %202 = shufflevector <16 x i8> %201, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %202, ptr %198, align 1, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #8
  %203 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #8
  store i128 -1499999999999999889089448902656, ptr %11, align 16, !tbaa !11
  call fastcc void @print_i128(ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #8
  %204 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15)
  br label %205

205:                                              ; preds = %205, %196
  %206 = phi i128 [ 0, %196 ], [ %215, %205 ]
  %207 = phi i128 [ 4611686018427387904, %196 ], [ %214, %205 ]
  %208 = add nsw i128 %206, 1
  %209 = add i128 %208, %207
  %210 = sdiv i128 %209, 2
  %211 = mul nsw i128 %210, %210
  %212 = icmp ugt i128 %211, 316912650057057350374175801344
  %213 = add nsw i128 %210, -1
  %214 = select i1 %212, i128 %213, i128 %207
  %215 = select i1 %212, i128 %206, i128 %210
  %216 = icmp slt i128 %215, %214
  br i1 %216, label %205, label %217, !llvm.loop !14

217:                                              ; preds = %205
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #8
  store i128 %215, ptr %12, align 16, !tbaa !11
  call fastcc void @print_i128(ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #8
  %218 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i64 noundef 3982427972998906689, i64 noundef 4809967581789236575)
  %219 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i64 noundef -5, i64 noundef -1, i64 noundef 16)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @print_i128(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = load i128, ptr %0, align 16, !tbaa !11
  %5 = icmp slt i128 %4, 0
  br i1 %5, label %6, label %40

6:                                                ; preds = %1
  %7 = tail call i32 @putchar(i32 45)
  %8 = sub i128 0, %4
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #8
  br label %9

9:                                                ; preds = %6, %9
  %10 = phi i64 [ %18, %9 ], [ 0, %6 ]
  %11 = phi i128 [ %13, %9 ], [ %8, %6 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc nuw nsw i128 %15 to i8
  %17 = or disjoint i8 %16, 48
  %18 = add nuw nsw i64 %10, 1
  %19 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %10
  store i8 %17, ptr %19, align 1, !tbaa !5
  %20 = icmp ult i128 %11, 10
  br i1 %20, label %21, label %9, !llvm.loop !8

21:                                               ; preds = %9
  %22 = trunc nuw i64 %18 to i32
  %23 = and i64 %18, 4294967295
  %24 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %23
  store i8 0, ptr %24, align 1, !tbaa !5
  %25 = icmp sgt i32 %22, 1
  br i1 %25, label %26, label %39

26:                                               ; preds = %21
  %27 = and i64 %18, 2147483647
  %28 = add nsw i64 %27, -1
  br label %29

29:                                               ; preds = %29, %26
  %30 = phi i64 [ 0, %26 ], [ %36, %29 ]
  %31 = phi i64 [ %28, %26 ], [ %37, %29 ]
  %32 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %30
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %31
  %35 = load i8, ptr %34, align 1, !tbaa !5
  store i8 %35, ptr %32, align 1, !tbaa !5
  store i8 %33, ptr %34, align 1, !tbaa !5
  %36 = add nuw nsw i64 %30, 1
  %37 = add nsw i64 %31, -1
  %38 = icmp slt i64 %36, %37
  br i1 %38, label %29, label %39, !llvm.loop !10

39:                                               ; preds = %29, %21
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #8
  br label %75

40:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #8
  %41 = icmp eq i128 %4, 0
  br i1 %41, label %42, label %44

42:                                               ; preds = %40
  store i8 48, ptr %2, align 16, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %2, i64 1
  store i8 0, ptr %43, align 1, !tbaa !5
  br label %74

44:                                               ; preds = %40, %44
  %45 = phi i64 [ %53, %44 ], [ 0, %40 ]
  %46 = phi i128 [ %48, %44 ], [ %4, %40 ]
  %47 = freeze i128 %46
  %48 = udiv i128 %47, 10
  %49 = mul i128 %48, 10
  %50 = sub i128 %47, %49
  %51 = trunc nuw nsw i128 %50 to i8
  %52 = or disjoint i8 %51, 48
  %53 = add nuw nsw i64 %45, 1
  %54 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %45
  store i8 %52, ptr %54, align 1, !tbaa !5
  %55 = icmp ult i128 %46, 10
  br i1 %55, label %56, label %44, !llvm.loop !8

56:                                               ; preds = %44
  %57 = trunc nuw i64 %53 to i32
  %58 = and i64 %53, 4294967295
  %59 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %58
  store i8 0, ptr %59, align 1, !tbaa !5
  %60 = icmp sgt i32 %57, 1
  br i1 %60, label %61, label %74

61:                                               ; preds = %56
  %62 = and i64 %53, 2147483647
  %63 = add nsw i64 %62, -1
  br label %64

64:                                               ; preds = %64, %61
  %65 = phi i64 [ 0, %61 ], [ %71, %64 ]
  %66 = phi i64 [ %63, %61 ], [ %72, %64 ]
  %67 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %65
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %66
  %70 = load i8, ptr %69, align 1, !tbaa !5
  store i8 %70, ptr %67, align 1, !tbaa !5
  store i8 %68, ptr %69, align 1, !tbaa !5
  %71 = add nuw nsw i64 %65, 1
  %72 = add nsw i64 %66, -1
  %73 = icmp slt i64 %71, %72
  br i1 %73, label %64, label %74, !llvm.loop !10

74:                                               ; preds = %64, %42, %56
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #8
  br label %75

75:                                               ; preds = %74, %39
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"__int128", !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !6, i64 0}

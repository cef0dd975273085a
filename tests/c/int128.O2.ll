; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca [48 x i8], align 16
  %7 = alloca [48 x i8], align 16
  %8 = alloca [48 x i8], align 16
  %9 = alloca [48 x i8], align 16
  %10 = alloca [48 x i8], align 16
  %11 = alloca [48 x i8], align 16
  %12 = alloca [48 x i8], align 16
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #4
  br label %14

14:                                               ; preds = %25, %0
  %15 = phi i64 [ 0, %0 ], [ %30, %25 ]
  %16 = phi i128 [ 265252859812191058636308480000000, %0 ], [ %32, %25 ]
  %17 = freeze i128 %16
  %18 = udiv i128 %17, 10
  %19 = mul i128 %18, 10
  %20 = sub i128 %17, %19
  %21 = trunc nuw nsw i128 %20 to i8
  %22 = or disjoint i8 %21, 48
  %23 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %15
  store i8 %22, ptr %23, align 2, !tbaa !5
  %24 = icmp eq i64 %15, 32
  br i1 %24, label %33, label %25, !llvm.loop !8

25:                                               ; preds = %14
  %26 = or disjoint i64 %15, 1
  %27 = urem i128 %18, 10
  %28 = trunc nuw nsw i128 %27 to i8
  %29 = or disjoint i8 %28, 48
  %30 = add nuw nsw i64 %15, 2
  %31 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %26
  store i8 %29, ptr %31, align 1, !tbaa !5
  %32 = udiv i128 %16, 100
  br label %14

33:                                               ; preds = %14
  %34 = getelementptr inbounds i8, ptr %12, i64 33
  store i8 0, ptr %34, align 1, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %12, i64 17
  %36 = load <16 x i8>, ptr %35, align 1, !tbaa !5
  %37 = shufflevector <16 x i8> %36, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %38 = load <16 x i8>, ptr %12, align 16, !tbaa !5
  store <16 x i8> %37, ptr %12, align 16, !tbaa !5
  %39 = shufflevector <16 x i8> %38, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %39, ptr %35, align 1, !tbaa !5
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #4
  %41 = call i32 @putchar(i32 10)
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 14379386343318, i64 noundef -8764578968847253504)
  %44 = call i32 @putchar(i32 10)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #4
  br label %46

46:                                               ; preds = %57, %33
  %47 = phi i64 [ 0, %33 ], [ %62, %57 ]
  %48 = phi i128 [ -1, %33 ], [ %64, %57 ]
  %49 = freeze i128 %48
  %50 = udiv i128 %49, 10
  %51 = mul i128 %50, 10
  %52 = sub i128 %49, %51
  %53 = trunc nuw nsw i128 %52 to i8
  %54 = or disjoint i8 %53, 48
  %55 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %47
  store i8 %54, ptr %55, align 2, !tbaa !5
  %56 = icmp eq i64 %47, 38
  br i1 %56, label %65, label %57, !llvm.loop !8

57:                                               ; preds = %46
  %58 = or disjoint i64 %47, 1
  %59 = urem i128 %50, 10
  %60 = trunc nuw nsw i128 %59 to i8
  %61 = or disjoint i8 %60, 48
  %62 = add nuw nsw i64 %47, 2
  %63 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %58
  store i8 %61, ptr %63, align 1, !tbaa !5
  %64 = udiv i128 %48, 100
  br label %46

65:                                               ; preds = %46
  %66 = getelementptr inbounds i8, ptr %11, i64 39
  store i8 0, ptr %66, align 1, !tbaa !5
  br label %67

67:                                               ; preds = %75, %65
  %68 = phi i64 [ 0, %65 ], [ %82, %75 ]
  %69 = phi i64 [ 38, %65 ], [ %83, %75 ]
  %70 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %68
  %71 = load i8, ptr %70, align 2, !tbaa !5
  %72 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %69
  %73 = load i8, ptr %72, align 2, !tbaa !5
  store i8 %73, ptr %70, align 2, !tbaa !5
  store i8 %71, ptr %72, align 2, !tbaa !5
  %74 = icmp eq i64 %68, 18
  br i1 %74, label %84, label %75, !llvm.loop !10

75:                                               ; preds = %67
  %76 = or disjoint i64 %68, 1
  %77 = add nsw i64 %69, -1
  %78 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %76
  %79 = load i8, ptr %78, align 1, !tbaa !5
  %80 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %77
  %81 = load i8, ptr %80, align 1, !tbaa !5
  store i8 %81, ptr %78, align 1, !tbaa !5
  store i8 %79, ptr %80, align 1, !tbaa !5
  %82 = add nuw nsw i64 %68, 2
  %83 = add nsw i64 %69, -2
  br label %67

84:                                               ; preds = %67
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #4
  %86 = call i32 @putchar(i32 10)
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %88 = call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #4
  br label %89

89:                                               ; preds = %100, %84
  %90 = phi i64 [ 0, %84 ], [ %105, %100 ]
  %91 = phi i128 [ -170141183460469231731687303715884105728, %84 ], [ %107, %100 ]
  %92 = freeze i128 %91
  %93 = udiv i128 %92, 10
  %94 = mul i128 %93, 10
  %95 = sub i128 %92, %94
  %96 = trunc nuw nsw i128 %95 to i8
  %97 = or disjoint i8 %96, 48
  %98 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %90
  store i8 %97, ptr %98, align 2, !tbaa !5
  %99 = icmp eq i64 %90, 38
  br i1 %99, label %108, label %100, !llvm.loop !8

100:                                              ; preds = %89
  %101 = or disjoint i64 %90, 1
  %102 = urem i128 %93, 10
  %103 = trunc nuw nsw i128 %102 to i8
  %104 = or disjoint i8 %103, 48
  %105 = add nuw nsw i64 %90, 2
  %106 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %101
  store i8 %104, ptr %106, align 1, !tbaa !5
  %107 = udiv i128 %91, 100
  br label %89

108:                                              ; preds = %89
  %109 = getelementptr inbounds i8, ptr %10, i64 39
  store i8 0, ptr %109, align 1, !tbaa !5
  br label %110

110:                                              ; preds = %118, %108
  %111 = phi i64 [ 0, %108 ], [ %125, %118 ]
  %112 = phi i64 [ 38, %108 ], [ %126, %118 ]
  %113 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %111
  %114 = load i8, ptr %113, align 2, !tbaa !5
  %115 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %112
  %116 = load i8, ptr %115, align 2, !tbaa !5
  store i8 %116, ptr %113, align 2, !tbaa !5
  store i8 %114, ptr %115, align 2, !tbaa !5
  %117 = icmp eq i64 %111, 18
  br i1 %117, label %127, label %118, !llvm.loop !10

118:                                              ; preds = %110
  %119 = or disjoint i64 %111, 1
  %120 = add nsw i64 %112, -1
  %121 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %119
  %122 = load i8, ptr %121, align 1, !tbaa !5
  %123 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %120
  %124 = load i8, ptr %123, align 1, !tbaa !5
  store i8 %124, ptr %121, align 1, !tbaa !5
  store i8 %122, ptr %123, align 1, !tbaa !5
  %125 = add nuw nsw i64 %111, 2
  %126 = add nsw i64 %112, -2
  br label %110

127:                                              ; preds = %110
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #4
  %129 = call i32 @putchar(i32 10)
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %131 = call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #4
  br label %132

132:                                              ; preds = %132, %127
  %133 = phi i64 [ 0, %127 ], [ %146, %132 ]
  %134 = phi i128 [ 121932632100208800704322496028918755, %127 ], [ %148, %132 ]
  %135 = freeze i128 %134
  %136 = udiv i128 %135, 10
  %137 = mul i128 %136, 10
  %138 = sub i128 %135, %137
  %139 = trunc nuw nsw i128 %138 to i8
  %140 = or disjoint i8 %139, 48
  %141 = or disjoint i64 %133, 1
  %142 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 %133
  store i8 %140, ptr %142, align 2, !tbaa !5
  %143 = urem i128 %136, 10
  %144 = trunc nuw nsw i128 %143 to i8
  %145 = or disjoint i8 %144, 48
  %146 = add nuw nsw i64 %133, 2
  %147 = getelementptr inbounds [48 x i8], ptr %9, i64 0, i64 %141
  store i8 %145, ptr %147, align 1, !tbaa !5
  %148 = udiv i128 %134, 100
  %149 = icmp eq i64 %146, 36
  br i1 %149, label %150, label %132, !llvm.loop !8

150:                                              ; preds = %132
  %151 = getelementptr inbounds i8, ptr %9, i64 36
  store i8 0, ptr %151, align 4, !tbaa !5
  %152 = getelementptr inbounds i8, ptr %9, i64 32
  %153 = getelementptr inbounds i8, ptr %9, i64 4
  %154 = getelementptr inbounds i8, ptr %9, i64 20
  %155 = load <16 x i8>, ptr %154, align 4, !tbaa !5
  %156 = load <4 x i8>, ptr %9, align 16, !tbaa !5
  %157 = shufflevector <4 x i8> %156, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %157, ptr %152, align 16, !tbaa !5
  %158 = shufflevector <16 x i8> %155, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %159 = getelementptr inbounds i8, ptr %9, i64 16
  %160 = load <16 x i8>, ptr %153, align 4, !tbaa !5
  store <16 x i8> %158, ptr %9, align 16, !tbaa !5
  %161 = shufflevector <16 x i8> %160, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %161, ptr %159, align 16, !tbaa !5
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #4
  %163 = call i32 @putchar(i32 10)
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %165 = call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #4
  br label %166

166:                                              ; preds = %177, %150
  %167 = phi i64 [ 0, %150 ], [ %182, %177 ]
  %168 = phi i128 [ 124999999623520, %150 ], [ %184, %177 ]
  %169 = freeze i128 %168
  %170 = udiv i128 %169, 10
  %171 = mul i128 %170, 10
  %172 = sub i128 %169, %171
  %173 = trunc nuw nsw i128 %172 to i8
  %174 = or disjoint i8 %173, 48
  %175 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %167
  store i8 %174, ptr %175, align 2, !tbaa !5
  %176 = icmp eq i64 %167, 14
  br i1 %176, label %185, label %177, !llvm.loop !8

177:                                              ; preds = %166
  %178 = or disjoint i64 %167, 1
  %179 = urem i128 %170, 10
  %180 = trunc nuw nsw i128 %179 to i8
  %181 = or disjoint i8 %180, 48
  %182 = add nuw nsw i64 %167, 2
  %183 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %178
  store i8 %181, ptr %183, align 1, !tbaa !5
  %184 = udiv i128 %168, 100
  br label %166

185:                                              ; preds = %166
  %186 = getelementptr inbounds i8, ptr %8, i64 15
  store i8 0, ptr %186, align 1, !tbaa !5
  %187 = load i8, ptr %8, align 16, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %8, i64 14
  %189 = getelementptr inbounds i8, ptr %8, i64 1
  %190 = load i8, ptr %189, align 1, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %8, i64 13
  %192 = getelementptr inbounds i8, ptr %8, i64 2
  %193 = load i8, ptr %192, align 2, !tbaa !5
  %194 = getelementptr inbounds i8, ptr %8, i64 12
  %195 = getelementptr inbounds i8, ptr %8, i64 3
  %196 = getelementptr inbounds i8, ptr %8, i64 11
  %197 = load <4 x i8>, ptr %196, align 1, !tbaa !5
  store i8 %187, ptr %188, align 2, !tbaa !5
  store i8 %190, ptr %191, align 1, !tbaa !5
  store i8 %193, ptr %194, align 4, !tbaa !5
  %198 = shufflevector <4 x i8> %197, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %199 = getelementptr inbounds i8, ptr %8, i64 4
  %200 = getelementptr inbounds i8, ptr %8, i64 10
  %201 = load i8, ptr %200, align 2, !tbaa !5
  %202 = getelementptr inbounds i8, ptr %8, i64 5
  %203 = getelementptr inbounds i8, ptr %8, i64 9
  %204 = load i8, ptr %203, align 1, !tbaa !5
  %205 = getelementptr inbounds i8, ptr %8, i64 6
  %206 = getelementptr inbounds i8, ptr %8, i64 8
  %207 = load i8, ptr %206, align 8, !tbaa !5
  %208 = load <4 x i8>, ptr %195, align 1, !tbaa !5
  store <4 x i8> %198, ptr %8, align 16, !tbaa !5
  store i8 %201, ptr %199, align 4, !tbaa !5
  store i8 %204, ptr %202, align 1, !tbaa !5
  store i8 %207, ptr %205, align 2, !tbaa !5
  %209 = shufflevector <4 x i8> %208, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %209, ptr %206, align 8, !tbaa !5
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #4
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #4
  %212 = getelementptr inbounds i8, ptr %7, i64 8
  %213 = getelementptr inbounds i8, ptr %7, i64 12
  store i8 0, ptr %213, align 4, !tbaa !5
  store <4 x i8> <i8 53, i8 53, i8 48, i8 54>, ptr %212, align 8, !tbaa !5
  store <8 x i8> <i8 51, i8 48, i8 48, i8 50, i8 50, i8 56, i8 48, i8 56>, ptr %7, align 16, !tbaa !5
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #4
  %215 = call i32 @putchar(i32 10)
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %217 = call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #4
  %218 = getelementptr inbounds i8, ptr %6, i64 8
  %219 = getelementptr inbounds i8, ptr %6, i64 12
  store i8 0, ptr %219, align 4, !tbaa !5
  store <4 x i8> <i8 48, i8 50, i8 52, i8 57>, ptr %218, align 8, !tbaa !5
  store <8 x i8> <i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 57>, ptr %6, align 16, !tbaa !5
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #4
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 919824763212674864, i64 noundef 5171931448122277888)
  %223 = call i32 @putchar(i32 10)
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #4
  br label %226

226:                                              ; preds = %237, %185
  %227 = phi i64 [ 0, %185 ], [ %242, %237 ]
  %228 = phi i128 [ 618970019642690137449562111, %185 ], [ %244, %237 ]
  %229 = freeze i128 %228
  %230 = udiv i128 %229, 10
  %231 = mul i128 %230, 10
  %232 = sub i128 %229, %231
  %233 = trunc nuw nsw i128 %232 to i8
  %234 = or disjoint i8 %233, 48
  %235 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %227
  store i8 %234, ptr %235, align 2, !tbaa !5
  %236 = icmp eq i64 %227, 26
  br i1 %236, label %245, label %237, !llvm.loop !8

237:                                              ; preds = %226
  %238 = or disjoint i64 %227, 1
  %239 = urem i128 %230, 10
  %240 = trunc nuw nsw i128 %239 to i8
  %241 = or disjoint i8 %240, 48
  %242 = add nuw nsw i64 %227, 2
  %243 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %238
  store i8 %241, ptr %243, align 1, !tbaa !5
  %244 = udiv i128 %228, 100
  br label %226

245:                                              ; preds = %226
  %246 = getelementptr inbounds i8, ptr %5, i64 27
  store i8 0, ptr %246, align 1, !tbaa !5
  %247 = load i8, ptr %5, align 16, !tbaa !5
  %248 = getelementptr inbounds i8, ptr %5, i64 26
  %249 = getelementptr inbounds i8, ptr %5, i64 1
  %250 = getelementptr inbounds i8, ptr %5, i64 22
  %251 = getelementptr inbounds i8, ptr %5, i64 5
  %252 = getelementptr inbounds i8, ptr %5, i64 19
  %253 = load <8 x i8>, ptr %252, align 1, !tbaa !5
  store i8 %247, ptr %248, align 2, !tbaa !5
  %254 = load <4 x i8>, ptr %249, align 1, !tbaa !5
  %255 = shufflevector <4 x i8> %254, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %255, ptr %250, align 2, !tbaa !5
  %256 = shufflevector <8 x i8> %253, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %257 = getelementptr inbounds i8, ptr %5, i64 8
  %258 = getelementptr inbounds i8, ptr %5, i64 15
  %259 = load <4 x i8>, ptr %258, align 1, !tbaa !5
  %260 = shufflevector <4 x i8> %259, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %261 = getelementptr inbounds i8, ptr %5, i64 12
  %262 = getelementptr inbounds i8, ptr %5, i64 14
  %263 = load i8, ptr %262, align 2, !tbaa !5
  %264 = load <8 x i8>, ptr %251, align 1, !tbaa !5
  store <8 x i8> %256, ptr %5, align 16, !tbaa !5
  store <4 x i8> %260, ptr %257, align 8, !tbaa !5
  store i8 %263, ptr %261, align 4, !tbaa !5
  %265 = shufflevector <8 x i8> %264, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %265, ptr %262, align 2, !tbaa !5
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #4
  %267 = call i32 @putchar(i32 10)
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  br label %269

269:                                              ; preds = %283, %245
  %270 = phi i64 [ 3, %245 ], [ %288, %283 ]
  %271 = phi i128 [ 618970019642690137449562110, %245 ], [ %289, %283 ]
  %272 = phi i64 [ 1, %245 ], [ %285, %283 ]
  %273 = and i128 %271, 1
  %274 = icmp eq i128 %273, 0
  br i1 %274, label %275, label %277

275:                                              ; preds = %269
  %276 = zext i64 %270 to i128
  br label %283

277:                                              ; preds = %269
  %278 = zext nneg i64 %272 to i128
  %279 = zext i64 %270 to i128
  %280 = mul nuw nsw i128 %278, %279
  %281 = urem i128 %280, 2305843009213693951
  %282 = trunc nuw nsw i128 %281 to i64
  br label %283

283:                                              ; preds = %277, %275
  %284 = phi i128 [ %276, %275 ], [ %279, %277 ]
  %285 = phi i64 [ %272, %275 ], [ %282, %277 ]
  %286 = mul nuw i128 %284, %284
  %287 = urem i128 %286, 2305843009213693951
  %288 = trunc nuw nsw i128 %287 to i64
  %289 = lshr i128 %271, 1
  %290 = icmp ult i128 %271, 2
  br i1 %290, label %291, label %269, !llvm.loop !11

291:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #4
  %292 = icmp eq i64 %285, 0
  br i1 %292, label %295, label %293

293:                                              ; preds = %291
  %294 = zext nneg i64 %285 to i128
  br label %297

295:                                              ; preds = %291
  store i8 48, ptr %4, align 16, !tbaa !5
  %296 = getelementptr inbounds i8, ptr %4, i64 1
  store i8 0, ptr %296, align 1, !tbaa !5
  br label %327

297:                                              ; preds = %293, %297
  %298 = phi i64 [ %306, %297 ], [ 0, %293 ]
  %299 = phi i128 [ %301, %297 ], [ %294, %293 ]
  %300 = freeze i128 %299
  %301 = udiv i128 %300, 10
  %302 = mul i128 %301, 10
  %303 = sub i128 %300, %302
  %304 = trunc nuw nsw i128 %303 to i8
  %305 = or disjoint i8 %304, 48
  %306 = add nuw nsw i64 %298, 1
  %307 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %298
  store i8 %305, ptr %307, align 1, !tbaa !5
  %308 = icmp ult i128 %299, 10
  br i1 %308, label %309, label %297, !llvm.loop !8

309:                                              ; preds = %297
  %310 = trunc nuw i64 %306 to i32
  %311 = and i64 %306, 4294967295
  %312 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %311
  store i8 0, ptr %312, align 1, !tbaa !5
  %313 = icmp sgt i32 %310, 1
  br i1 %313, label %314, label %327

314:                                              ; preds = %309
  %315 = and i64 %306, 2147483647
  %316 = add nsw i64 %315, -1
  br label %317

317:                                              ; preds = %317, %314
  %318 = phi i64 [ 0, %314 ], [ %324, %317 ]
  %319 = phi i64 [ %316, %314 ], [ %325, %317 ]
  %320 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %318
  %321 = load i8, ptr %320, align 1, !tbaa !5
  %322 = getelementptr inbounds [48 x i8], ptr %4, i64 0, i64 %319
  %323 = load i8, ptr %322, align 1, !tbaa !5
  store i8 %323, ptr %320, align 1, !tbaa !5
  store i8 %321, ptr %322, align 1, !tbaa !5
  %324 = add nuw nsw i64 %318, 1
  %325 = add nsw i64 %319, -1
  %326 = icmp slt i64 %324, %325
  br i1 %326, label %317, label %327, !llvm.loop !10

327:                                              ; preds = %317, %295, %309
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #4
  %329 = call i32 @putchar(i32 10)
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x46AA27EC6E1F2D0D)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #4
  br label %331

331:                                              ; preds = %342, %327
  %332 = phi i64 [ 0, %327 ], [ %347, %342 ]
  %333 = phi i128 [ 265252859812191068217601719009280, %327 ], [ %349, %342 ]
  %334 = freeze i128 %333
  %335 = udiv i128 %334, 10
  %336 = mul i128 %335, 10
  %337 = sub i128 %334, %336
  %338 = trunc nuw nsw i128 %337 to i8
  %339 = or disjoint i8 %338, 48
  %340 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %332
  store i8 %339, ptr %340, align 2, !tbaa !5
  %341 = icmp eq i64 %332, 32
  br i1 %341, label %350, label %342, !llvm.loop !8

342:                                              ; preds = %331
  %343 = or disjoint i64 %332, 1
  %344 = urem i128 %335, 10
  %345 = trunc nuw nsw i128 %344 to i8
  %346 = or disjoint i8 %345, 48
  %347 = add nuw nsw i64 %332, 2
  %348 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %343
  store i8 %346, ptr %348, align 1, !tbaa !5
  %349 = udiv i128 %333, 100
  br label %331

350:                                              ; preds = %331
  %351 = getelementptr inbounds i8, ptr %3, i64 33
  store i8 0, ptr %351, align 1, !tbaa !5
  %352 = getelementptr inbounds i8, ptr %3, i64 17
  %353 = load <16 x i8>, ptr %352, align 1, !tbaa !5
  %354 = shufflevector <16 x i8> %353, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %355 = load <16 x i8>, ptr %3, align 16, !tbaa !5
  store <16 x i8> %354, ptr %3, align 16, !tbaa !5
  %356 = shufflevector <16 x i8> %355, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %356, ptr %352, align 1, !tbaa !5
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #4
  %358 = call i32 @putchar(i32 10)
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %360 = call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #4
  br label %361

361:                                              ; preds = %372, %350
  %362 = phi i64 [ 0, %350 ], [ %377, %372 ]
  %363 = phi i128 [ 1499999999999999889089448902656, %350 ], [ %379, %372 ]
  %364 = freeze i128 %363
  %365 = udiv i128 %364, 10
  %366 = mul i128 %365, 10
  %367 = sub i128 %364, %366
  %368 = trunc nuw nsw i128 %367 to i8
  %369 = or disjoint i8 %368, 48
  %370 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %362
  store i8 %369, ptr %370, align 2, !tbaa !5
  %371 = icmp eq i64 %362, 30
  br i1 %371, label %380, label %372, !llvm.loop !8

372:                                              ; preds = %361
  %373 = or disjoint i64 %362, 1
  %374 = urem i128 %365, 10
  %375 = trunc nuw nsw i128 %374 to i8
  %376 = or disjoint i8 %375, 48
  %377 = add nuw nsw i64 %362, 2
  %378 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %373
  store i8 %376, ptr %378, align 1, !tbaa !5
  %379 = udiv i128 %363, 100
  br label %361

380:                                              ; preds = %361
  %381 = getelementptr inbounds i8, ptr %2, i64 31
  store i8 0, ptr %381, align 1, !tbaa !5
  %382 = load i8, ptr %2, align 16, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %2, i64 30
  %384 = getelementptr inbounds i8, ptr %2, i64 1
  %385 = load i8, ptr %384, align 1, !tbaa !5
  %386 = getelementptr inbounds i8, ptr %2, i64 29
  %387 = getelementptr inbounds i8, ptr %2, i64 2
  %388 = load i8, ptr %387, align 2, !tbaa !5
  %389 = getelementptr inbounds i8, ptr %2, i64 28
  %390 = getelementptr inbounds i8, ptr %2, i64 3
  %391 = getelementptr inbounds i8, ptr %2, i64 24
  %392 = getelementptr inbounds i8, ptr %2, i64 7
  %393 = getelementptr inbounds i8, ptr %2, i64 23
  %394 = load <8 x i8>, ptr %393, align 1, !tbaa !5
  store i8 %382, ptr %383, align 2, !tbaa !5
  store i8 %385, ptr %386, align 1, !tbaa !5
  store i8 %388, ptr %389, align 4, !tbaa !5
  %395 = load <4 x i8>, ptr %390, align 1, !tbaa !5
  %396 = shufflevector <4 x i8> %395, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %396, ptr %391, align 8, !tbaa !5
  %397 = shufflevector <8 x i8> %394, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %398 = getelementptr inbounds i8, ptr %2, i64 8
  %399 = getelementptr inbounds i8, ptr %2, i64 19
  %400 = load <4 x i8>, ptr %399, align 1, !tbaa !5
  %401 = shufflevector <4 x i8> %400, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %402 = getelementptr inbounds i8, ptr %2, i64 12
  %403 = getelementptr inbounds i8, ptr %2, i64 18
  %404 = load i8, ptr %403, align 2, !tbaa !5
  %405 = getelementptr inbounds i8, ptr %2, i64 13
  %406 = getelementptr inbounds i8, ptr %2, i64 17
  %407 = load i8, ptr %406, align 1, !tbaa !5
  %408 = getelementptr inbounds i8, ptr %2, i64 14
  %409 = getelementptr inbounds i8, ptr %2, i64 16
  %410 = load i8, ptr %409, align 16, !tbaa !5
  %411 = load <8 x i8>, ptr %392, align 1, !tbaa !5
  store <8 x i8> %397, ptr %2, align 16, !tbaa !5
  store <4 x i8> %401, ptr %398, align 8, !tbaa !5
  store i8 %404, ptr %402, align 4, !tbaa !5
  store i8 %407, ptr %405, align 1, !tbaa !5
  store i8 %410, ptr %408, align 2, !tbaa !5
  %412 = shufflevector <8 x i8> %411, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i8> %412, ptr %409, align 16, !tbaa !5
  %413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #4
  %414 = call i32 @putchar(i32 10)
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  br label %416

416:                                              ; preds = %416, %380
  %417 = phi i128 [ 0, %380 ], [ %426, %416 ]
  %418 = phi i128 [ 4611686018427387904, %380 ], [ %425, %416 ]
  %419 = add nuw nsw i128 %417, 1
  %420 = add nuw nsw i128 %419, %418
  %421 = lshr i128 %420, 1
  %422 = mul nuw nsw i128 %421, %421
  %423 = icmp ult i128 %422, 316912650057057350374175801345
  %424 = add nsw i128 %421, -1
  %425 = select i1 %423, i128 %418, i128 %424
  %426 = select i1 %423, i128 %421, i128 %417
  %427 = icmp slt i128 %426, %425
  br i1 %427, label %416, label %428, !llvm.loop !12

428:                                              ; preds = %416
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #4
  %429 = icmp eq i128 %426, 0
  br i1 %429, label %430, label %432

430:                                              ; preds = %428
  store i8 48, ptr %1, align 16, !tbaa !5
  %431 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 0, ptr %431, align 1, !tbaa !5
  br label %462

432:                                              ; preds = %428, %432
  %433 = phi i64 [ %441, %432 ], [ 0, %428 ]
  %434 = phi i128 [ %436, %432 ], [ %426, %428 ]
  %435 = freeze i128 %434
  %436 = udiv i128 %435, 10
  %437 = mul i128 %436, 10
  %438 = sub i128 %435, %437
  %439 = trunc nuw nsw i128 %438 to i8
  %440 = or disjoint i8 %439, 48
  %441 = add nuw nsw i64 %433, 1
  %442 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %433
  store i8 %440, ptr %442, align 1, !tbaa !5
  %443 = icmp ult i128 %434, 10
  br i1 %443, label %444, label %432, !llvm.loop !8

444:                                              ; preds = %432
  %445 = trunc nuw i64 %441 to i32
  %446 = and i64 %441, 4294967295
  %447 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %446
  store i8 0, ptr %447, align 1, !tbaa !5
  %448 = icmp sgt i32 %445, 1
  br i1 %448, label %449, label %462

449:                                              ; preds = %444
  %450 = and i64 %441, 2147483647
  %451 = add nsw i64 %450, -1
  br label %452

452:                                              ; preds = %452, %449
  %453 = phi i64 [ 0, %449 ], [ %459, %452 ]
  %454 = phi i64 [ %451, %449 ], [ %460, %452 ]
  %455 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %453
  %456 = load i8, ptr %455, align 1, !tbaa !5
  %457 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %454
  %458 = load i8, ptr %457, align 1, !tbaa !5
  store i8 %458, ptr %455, align 1, !tbaa !5
  store i8 %456, ptr %457, align 1, !tbaa !5
  %459 = add nuw nsw i64 %453, 1
  %460 = add nsw i64 %454, -1
  %461 = icmp slt i64 %459, %460
  br i1 %461, label %452, label %462, !llvm.loop !10

462:                                              ; preds = %452, %430, %444
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #4
  %464 = call i32 @putchar(i32 10)
  %465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 3982427972998906689, i64 noundef 4809967581789236575)
  %467 = call i32 @putchar(i32 10)
  %468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef -5, i64 noundef -1, i64 noundef 16)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}

; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@ia = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@ib = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@da = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@db = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@fa = internal unnamed_addr global [24 x [24 x float]] zeroinitializer, align 16
@fb = internal unnamed_addr global [24 x [24 x float]] zeroinitializer, align 16
@ic = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [45 x i8] c"int checksum=%lld c[0][0]=%d c[N-1][N-1]=%d\0A\00", align 1
@dc = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@dc2 = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [46 x i8] c"double checksum=%.6f maxdiff=%g c[3][5]=%.6f\0A\00", align 1
@fc = internal unnamed_addr global [24 x [24 x float]] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [35 x i8] c"float checksum=%.4f c[7][11]=%.4f\0A\00", align 1
@main.id = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@main.out = internal unnamed_addr global [24 x [24 x i32]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [16 x i8] c"identity ok=%d\0A\00", align 1
@seed = internal unnamed_addr global i32 2024, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @seed, align 4, !tbaa !5
  br label %2

2:                                                ; preds = %0, %112
  %3 = phi i64 [ 0, %0 ], [ %113, %112 ]
  %4 = phi i32 [ %1, %0 ], [ %127, %112 ]
  br label %115

5:                                                ; preds = %112
  store i32 %127, ptr @seed, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %5, %109
  %7 = phi i64 [ %110, %109 ], [ 0, %5 ]
  %8 = getelementptr inbounds [24 x i32], ptr @ia, i64 %7, i64 0
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <4 x i32>, ptr %8, align 16, !tbaa !5
  %11 = load <4 x i32>, ptr %9, align 16, !tbaa !5
  %12 = getelementptr inbounds [24 x i32], ptr @ia, i64 %7, i64 8
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 16, !tbaa !5
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !5
  %16 = getelementptr inbounds [24 x i32], ptr @ia, i64 %7, i64 16
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 16, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 16, !tbaa !5
  br label %20

20:                                               ; preds = %6, %20
  %21 = phi i64 [ 0, %6 ], [ %107, %20 ]
  %22 = getelementptr inbounds [24 x i32], ptr @ib, i64 0, i64 %21
  %23 = getelementptr inbounds [24 x i32], ptr @ib, i64 1, i64 %21
  %24 = getelementptr inbounds [24 x i32], ptr @ib, i64 2, i64 %21
  %25 = getelementptr inbounds [24 x i32], ptr @ib, i64 3, i64 %21
  %26 = getelementptr inbounds [24 x i32], ptr @ib, i64 4, i64 %21
  %27 = getelementptr inbounds [24 x i32], ptr @ib, i64 5, i64 %21
  %28 = getelementptr inbounds [24 x i32], ptr @ib, i64 6, i64 %21
  %29 = getelementptr inbounds [24 x i32], ptr @ib, i64 7, i64 %21
  %30 = load i32, ptr %22, align 4, !tbaa !5
  %31 = load i32, ptr %23, align 4, !tbaa !5
  %32 = load i32, ptr %24, align 4, !tbaa !5
  %33 = load i32, ptr %25, align 4, !tbaa !5
  %34 = insertelement <4 x i32> poison, i32 %30, i64 0
  %35 = insertelement <4 x i32> %34, i32 %31, i64 1
  %36 = insertelement <4 x i32> %35, i32 %32, i64 2
  %37 = insertelement <4 x i32> %36, i32 %33, i64 3
  %38 = load i32, ptr %26, align 4, !tbaa !5
  %39 = load i32, ptr %27, align 4, !tbaa !5
  %40 = load i32, ptr %28, align 4, !tbaa !5
  %41 = load i32, ptr %29, align 4, !tbaa !5
  %42 = insertelement <4 x i32> poison, i32 %38, i64 0
  %43 = insertelement <4 x i32> %42, i32 %39, i64 1
  %44 = insertelement <4 x i32> %43, i32 %40, i64 2
  %45 = insertelement <4 x i32> %44, i32 %41, i64 3
  %46 = mul nsw <4 x i32> %37, %10
  %47 = mul nsw <4 x i32> %45, %11
  %48 = getelementptr inbounds [24 x i32], ptr @ib, i64 8, i64 %21
  %49 = getelementptr inbounds [24 x i32], ptr @ib, i64 9, i64 %21
  %50 = getelementptr inbounds [24 x i32], ptr @ib, i64 10, i64 %21
  %51 = getelementptr inbounds [24 x i32], ptr @ib, i64 11, i64 %21
  %52 = getelementptr inbounds [24 x i32], ptr @ib, i64 12, i64 %21
  %53 = getelementptr inbounds [24 x i32], ptr @ib, i64 13, i64 %21
  %54 = getelementptr inbounds [24 x i32], ptr @ib, i64 14, i64 %21
  %55 = getelementptr inbounds [24 x i32], ptr @ib, i64 15, i64 %21
  %56 = load i32, ptr %48, align 4, !tbaa !5
  %57 = load i32, ptr %49, align 4, !tbaa !5
  %58 = load i32, ptr %50, align 4, !tbaa !5
  %59 = load i32, ptr %51, align 4, !tbaa !5
  %60 = insertelement <4 x i32> poison, i32 %56, i64 0
  %61 = insertelement <4 x i32> %60, i32 %57, i64 1
  %62 = insertelement <4 x i32> %61, i32 %58, i64 2
  %63 = insertelement <4 x i32> %62, i32 %59, i64 3
  %64 = load i32, ptr %52, align 4, !tbaa !5
  %65 = load i32, ptr %53, align 4, !tbaa !5
  %66 = load i32, ptr %54, align 4, !tbaa !5
  %67 = load i32, ptr %55, align 4, !tbaa !5
  %68 = insertelement <4 x i32> poison, i32 %64, i64 0
  %69 = insertelement <4 x i32> %68, i32 %65, i64 1
  %70 = insertelement <4 x i32> %69, i32 %66, i64 2
  %71 = insertelement <4 x i32> %70, i32 %67, i64 3
  %72 = mul nsw <4 x i32> %63, %14
  %73 = mul nsw <4 x i32> %71, %15
  %74 = add <4 x i32> %72, %46
  %75 = add <4 x i32> %73, %47
  %76 = getelementptr inbounds [24 x i32], ptr @ib, i64 16, i64 %21
  %77 = getelementptr inbounds [24 x i32], ptr @ib, i64 17, i64 %21
  %78 = getelementptr inbounds [24 x i32], ptr @ib, i64 18, i64 %21
  %79 = getelementptr inbounds [24 x i32], ptr @ib, i64 19, i64 %21
  %80 = getelementptr inbounds [24 x i32], ptr @ib, i64 20, i64 %21
  %81 = getelementptr inbounds [24 x i32], ptr @ib, i64 21, i64 %21
  %82 = getelementptr inbounds [24 x i32], ptr @ib, i64 22, i64 %21
  %83 = getelementptr inbounds [24 x i32], ptr @ib, i64 23, i64 %21
  %84 = load i32, ptr %76, align 4, !tbaa !5
  %85 = load i32, ptr %77, align 4, !tbaa !5
  %86 = load i32, ptr %78, align 4, !tbaa !5
  %87 = load i32, ptr %79, align 4, !tbaa !5
  %88 = insertelement <4 x i32> poison, i32 %84, i64 0
  %89 = insertelement <4 x i32> %88, i32 %85, i64 1
  %90 = insertelement <4 x i32> %89, i32 %86, i64 2
  %91 = insertelement <4 x i32> %90, i32 %87, i64 3
  %92 = load i32, ptr %80, align 4, !tbaa !5
  %93 = load i32, ptr %81, align 4, !tbaa !5
  %94 = load i32, ptr %82, align 4, !tbaa !5
  %95 = load i32, ptr %83, align 4, !tbaa !5
  %96 = insertelement <4 x i32> poison, i32 %92, i64 0
  %97 = insertelement <4 x i32> %96, i32 %93, i64 1
  %98 = insertelement <4 x i32> %97, i32 %94, i64 2
  %99 = insertelement <4 x i32> %98, i32 %95, i64 3
  %100 = mul nsw <4 x i32> %91, %18
  %101 = mul nsw <4 x i32> %99, %19
  %102 = add <4 x i32> %100, %74
  %103 = add <4 x i32> %101, %75
  %104 = add <4 x i32> %103, %102
  %105 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %104)
  %106 = getelementptr inbounds [24 x i32], ptr @ic, i64 %7, i64 %21
  store i32 %105, ptr %106, align 4, !tbaa !5
  %107 = add nuw nsw i64 %21, 1
  %108 = icmp eq i64 %107, 24
  br i1 %108, label %109, label %20, !llvm.loop !9

109:                                              ; preds = %20
  %110 = add nuw nsw i64 %7, 1
  %111 = icmp eq i64 %110, 24
  br i1 %111, label %146, label %6, !llvm.loop !11

112:                                              ; preds = %115
  %113 = add nuw nsw i64 %3, 1
  %114 = icmp eq i64 %113, 24
  br i1 %114, label %5, label %2, !llvm.loop !12

115:                                              ; preds = %2, %115
  %116 = phi i64 [ 0, %2 ], [ %144, %115 ]
  %117 = phi i32 [ %4, %2 ], [ %127, %115 ]
  %118 = mul i32 %117, 1103515245
  %119 = add i32 %118, 12345
  %120 = lshr i32 %119, 16
  %121 = trunc nuw i32 %120 to i16
  %122 = urem i16 %121, 21
  %123 = zext nneg i16 %122 to i32
  %124 = add nsw i32 %123, -10
  %125 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %3, i64 %116
  store i32 %124, ptr %125, align 4, !tbaa !5
  %126 = mul i32 %119, 1103515245
  %127 = add i32 %126, 12345
  %128 = lshr i32 %127, 16
  %129 = trunc nuw i32 %128 to i16
  %130 = urem i16 %129, 21
  %131 = zext nneg i16 %130 to i32
  %132 = add nsw i32 %131, -10
  %133 = getelementptr inbounds [24 x [24 x i32]], ptr @ib, i64 0, i64 %3, i64 %116
  store i32 %132, ptr %133, align 4, !tbaa !5
  %134 = sitofp i32 %124 to double
  %135 = tail call double @llvm.fmuladd.f64(double %134, double 2.500000e-01, double 1.250000e-01)
  %136 = getelementptr inbounds [24 x [24 x double]], ptr @da, i64 0, i64 %3, i64 %116
  store double %135, ptr %136, align 8, !tbaa !13
  %137 = sitofp i32 %132 to double
  %138 = tail call double @llvm.fmuladd.f64(double %137, double 5.000000e-01, double -6.250000e-02)
  %139 = getelementptr inbounds [24 x [24 x double]], ptr @db, i64 0, i64 %3, i64 %116
  store double %138, ptr %139, align 8, !tbaa !13
  %140 = fptrunc double %135 to float
  %141 = getelementptr inbounds [24 x [24 x float]], ptr @fa, i64 0, i64 %3, i64 %116
  store float %140, ptr %141, align 4, !tbaa !15
  %142 = fptrunc double %138 to float
  %143 = getelementptr inbounds [24 x [24 x float]], ptr @fb, i64 0, i64 %3, i64 %116
  store float %142, ptr %143, align 4, !tbaa !15
  %144 = add nuw nsw i64 %116, 1
  %145 = icmp eq i64 %144, 24
  br i1 %145, label %112, label %115, !llvm.loop !17

146:                                              ; preds = %109, %176
  %147 = phi i64 [ %149, %176 ], [ 0, %109 ]
  %148 = phi i64 [ %178, %176 ], [ 0, %109 ]
  %149 = add nuw nsw i64 %147, 1
  %150 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %148, i64 0
  %151 = insertelement <2 x i64> poison, i64 %149, i64 0
  %152 = shufflevector <2 x i64> %151, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %153

153:                                              ; preds = %153, %146
  %154 = phi i64 [ 0, %146 ], [ %173, %153 ]
  %155 = phi <2 x i64> [ <i64 0, i64 1>, %146 ], [ %174, %153 ]
  %156 = phi <2 x i64> [ %150, %146 ], [ %171, %153 ]
  %157 = phi <2 x i64> [ zeroinitializer, %146 ], [ %172, %153 ]
  %158 = getelementptr inbounds [24 x [24 x i32]], ptr @ic, i64 0, i64 %147, i64 %154
  %159 = getelementptr inbounds i8, ptr %158, i64 8
  %160 = load <2 x i32>, ptr %158, align 16, !tbaa !5
  %161 = load <2 x i32>, ptr %159, align 8, !tbaa !5
  %162 = sext <2 x i32> %160 to <2 x i64>
  %163 = sext <2 x i32> %161 to <2 x i64>
  %164 = shl nuw nsw <2 x i64> %155, <i64 1, i64 1>
  %165 = shl <2 x i64> %155, <i64 1, i64 1>
  %166 = add <2 x i64> %165, <i64 4, i64 4>
  %167 = add nuw nsw <2 x i64> %152, %164
  %168 = add nuw nsw <2 x i64> %152, %166
  %169 = mul nsw <2 x i64> %167, %162
  %170 = mul nsw <2 x i64> %168, %163
  %171 = add <2 x i64> %169, %156
  %172 = add <2 x i64> %170, %157
  %173 = add nuw i64 %154, 4
  %174 = add <2 x i64> %155, <i64 4, i64 4>
  %175 = icmp eq i64 %173, 24
  br i1 %175, label %176, label %153, !llvm.loop !18

176:                                              ; preds = %153
  %177 = add <2 x i64> %172, %171
  %178 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %177)
  %179 = icmp eq i64 %149, 24
  br i1 %179, label %180, label %146, !llvm.loop !21

180:                                              ; preds = %176
  %181 = load i32, ptr @ic, align 16, !tbaa !5
  %182 = load i32, ptr getelementptr inbounds (i8, ptr @ic, i64 2300), align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i64 noundef %178, i32 noundef %181, i32 noundef %182)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4608) @dc, i8 0, i64 4608, i1 false), !tbaa !13
  br label %183

183:                                              ; preds = %209, %180
  %184 = phi i64 [ 0, %180 ], [ %210, %209 ]
  %185 = getelementptr inbounds [24 x double], ptr @dc, i64 %184, i64 0
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  %187 = getelementptr inbounds [24 x double], ptr @dc, i64 %184, i64 4
  %188 = getelementptr inbounds i8, ptr %187, i64 16
  %189 = getelementptr inbounds [24 x double], ptr @dc, i64 %184, i64 8
  %190 = getelementptr inbounds i8, ptr %189, i64 16
  %191 = getelementptr inbounds [24 x double], ptr @dc, i64 %184, i64 12
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = getelementptr inbounds [24 x double], ptr @dc, i64 %184, i64 16
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = getelementptr inbounds [24 x double], ptr @dc, i64 %184, i64 20
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  %197 = load <2 x double>, ptr %185, align 16, !tbaa !13
  %198 = load <2 x double>, ptr %186, align 16, !tbaa !13
  %199 = load <2 x double>, ptr %187, align 16, !tbaa !13
  %200 = load <2 x double>, ptr %188, align 16, !tbaa !13
  %201 = load <2 x double>, ptr %189, align 16, !tbaa !13
  %202 = load <2 x double>, ptr %190, align 16, !tbaa !13
  %203 = load <2 x double>, ptr %191, align 16, !tbaa !13
  %204 = load <2 x double>, ptr %192, align 16, !tbaa !13
  %205 = load <2 x double>, ptr %193, align 16, !tbaa !13
  %206 = load <2 x double>, ptr %194, align 16, !tbaa !13
  %207 = load <2 x double>, ptr %195, align 16, !tbaa !13
  %208 = load <2 x double>, ptr %196, align 16, !tbaa !13
  br label %212

209:                                              ; preds = %212
  store <2 x double> %234, ptr %185, align 16, !tbaa !13
  store <2 x double> %235, ptr %186, align 16, !tbaa !13
  store <2 x double> %240, ptr %187, align 16, !tbaa !13
  store <2 x double> %241, ptr %188, align 16, !tbaa !13
  store <2 x double> %246, ptr %189, align 16, !tbaa !13
  store <2 x double> %247, ptr %190, align 16, !tbaa !13
  store <2 x double> %252, ptr %191, align 16, !tbaa !13
  store <2 x double> %253, ptr %192, align 16, !tbaa !13
  store <2 x double> %258, ptr %193, align 16, !tbaa !13
  store <2 x double> %259, ptr %194, align 16, !tbaa !13
  store <2 x double> %264, ptr %195, align 16, !tbaa !13
  store <2 x double> %265, ptr %196, align 16, !tbaa !13
  %210 = add nuw nsw i64 %184, 1
  %211 = icmp eq i64 %210, 24
  br i1 %211, label %268, label %183, !llvm.loop !22

212:                                              ; preds = %183, %212
  %213 = phi <2 x double> [ %208, %183 ], [ %265, %212 ]
  %214 = phi <2 x double> [ %207, %183 ], [ %264, %212 ]
  %215 = phi <2 x double> [ %206, %183 ], [ %259, %212 ]
  %216 = phi <2 x double> [ %205, %183 ], [ %258, %212 ]
  %217 = phi <2 x double> [ %204, %183 ], [ %253, %212 ]
  %218 = phi <2 x double> [ %203, %183 ], [ %252, %212 ]
  %219 = phi <2 x double> [ %202, %183 ], [ %247, %212 ]
  %220 = phi <2 x double> [ %201, %183 ], [ %246, %212 ]
  %221 = phi <2 x double> [ %200, %183 ], [ %241, %212 ]
  %222 = phi <2 x double> [ %199, %183 ], [ %240, %212 ]
  %223 = phi <2 x double> [ %198, %183 ], [ %235, %212 ]
  %224 = phi <2 x double> [ %197, %183 ], [ %234, %212 ]
  %225 = phi i64 [ 0, %183 ], [ %266, %212 ]
  %226 = getelementptr inbounds [24 x double], ptr @da, i64 %184, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !13
  %228 = insertelement <2 x double> poison, double %227, i64 0
  %229 = shufflevector <2 x double> %228, <2 x double> poison, <2 x i32> zeroinitializer
  %230 = getelementptr inbounds [24 x double], ptr @db, i64 %225, i64 0
  %231 = getelementptr inbounds i8, ptr %230, i64 16
  %232 = load <2 x double>, ptr %230, align 16, !tbaa !13
  %233 = load <2 x double>, ptr %231, align 16, !tbaa !13
  %234 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %232, <2 x double> %224)
  %235 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %233, <2 x double> %223)
  %236 = getelementptr inbounds [24 x double], ptr @db, i64 %225, i64 4
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  %238 = load <2 x double>, ptr %236, align 16, !tbaa !13
  %239 = load <2 x double>, ptr %237, align 16, !tbaa !13
  %240 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %238, <2 x double> %222)
  %241 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %239, <2 x double> %221)
  %242 = getelementptr inbounds [24 x double], ptr @db, i64 %225, i64 8
  %243 = getelementptr inbounds i8, ptr %242, i64 16
  %244 = load <2 x double>, ptr %242, align 16, !tbaa !13
  %245 = load <2 x double>, ptr %243, align 16, !tbaa !13
  %246 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %244, <2 x double> %220)
  %247 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %245, <2 x double> %219)
  %248 = getelementptr inbounds [24 x double], ptr @db, i64 %225, i64 12
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load <2 x double>, ptr %248, align 16, !tbaa !13
  %251 = load <2 x double>, ptr %249, align 16, !tbaa !13
  %252 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %250, <2 x double> %218)
  %253 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %251, <2 x double> %217)
  %254 = getelementptr inbounds [24 x double], ptr @db, i64 %225, i64 16
  %255 = getelementptr inbounds i8, ptr %254, i64 16
  %256 = load <2 x double>, ptr %254, align 16, !tbaa !13
  %257 = load <2 x double>, ptr %255, align 16, !tbaa !13
  %258 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %256, <2 x double> %216)
  %259 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %257, <2 x double> %215)
  %260 = getelementptr inbounds [24 x double], ptr @db, i64 %225, i64 20
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load <2 x double>, ptr %260, align 16, !tbaa !13
  %263 = load <2 x double>, ptr %261, align 16, !tbaa !13
  %264 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %262, <2 x double> %214)
  %265 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %263, <2 x double> %213)
  %266 = add nuw nsw i64 %225, 1
  %267 = icmp eq i64 %266, 24
  br i1 %267, label %209, label %212, !llvm.loop !23

268:                                              ; preds = %209
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4608) @dc2, i8 0, i64 4608, i1 false), !tbaa !13
  br label %269

269:                                              ; preds = %275, %268
  %270 = phi i64 [ 8, %268 ], [ %279, %275 ]
  %271 = phi i64 [ 0, %268 ], [ %276, %275 ]
  br label %272

272:                                              ; preds = %364, %269
  %273 = phi i64 [ 8, %269 ], [ %368, %364 ]
  %274 = phi i64 [ 0, %269 ], [ %365, %364 ]
  br label %280

275:                                              ; preds = %364
  %276 = add nuw nsw i64 %271, 8
  %277 = and i64 %271, 4294967280
  %278 = icmp eq i64 %277, 0
  %279 = add nuw nsw i64 %270, 8
  br i1 %278, label %269, label %396, !llvm.loop !24

280:                                              ; preds = %393, %272
  %281 = phi i64 [ %271, %272 ], [ %394, %393 ]
  %282 = getelementptr inbounds [24 x double], ptr @dc2, i64 %281, i64 0
  %283 = getelementptr inbounds [24 x double], ptr @dc2, i64 %281, i64 2
  %284 = getelementptr inbounds [24 x double], ptr @dc2, i64 %281, i64 4
  %285 = getelementptr inbounds [24 x double], ptr @dc2, i64 %281, i64 6
  %286 = load <2 x double>, ptr %282, align 16, !tbaa !13
  %287 = load <2 x double>, ptr %283, align 16, !tbaa !13
  %288 = load <2 x double>, ptr %284, align 16, !tbaa !13
  %289 = load <2 x double>, ptr %285, align 16, !tbaa !13
  br label %369

290:                                              ; preds = %393, %324
  %291 = phi i64 [ %325, %324 ], [ %271, %393 ]
  %292 = getelementptr inbounds [24 x double], ptr @dc2, i64 %291, i64 8
  %293 = getelementptr inbounds [24 x double], ptr @dc2, i64 %291, i64 10
  %294 = getelementptr inbounds [24 x double], ptr @dc2, i64 %291, i64 12
  %295 = getelementptr inbounds [24 x double], ptr @dc2, i64 %291, i64 14
  %296 = load <2 x double>, ptr %292, align 16, !tbaa !13
  %297 = load <2 x double>, ptr %293, align 16, !tbaa !13
  %298 = load <2 x double>, ptr %294, align 16, !tbaa !13
  %299 = load <2 x double>, ptr %295, align 16, !tbaa !13
  br label %300

300:                                              ; preds = %300, %290
  %301 = phi i64 [ %274, %290 ], [ %322, %300 ]
  %302 = phi <2 x double> [ %296, %290 ], [ %312, %300 ]
  %303 = phi <2 x double> [ %297, %290 ], [ %315, %300 ]
  %304 = phi <2 x double> [ %298, %290 ], [ %318, %300 ]
  %305 = phi <2 x double> [ %299, %290 ], [ %321, %300 ]
  %306 = getelementptr inbounds [24 x double], ptr @da, i64 %291, i64 %301
  %307 = load double, ptr %306, align 8, !tbaa !13
  %308 = getelementptr inbounds [24 x double], ptr @db, i64 %301, i64 8
  %309 = load <2 x double>, ptr %308, align 16, !tbaa !13
  %310 = insertelement <2 x double> poison, double %307, i64 0
  %311 = shufflevector <2 x double> %310, <2 x double> poison, <2 x i32> zeroinitializer
  %312 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %309, <2 x double> %302)
  %313 = getelementptr inbounds [24 x double], ptr @db, i64 %301, i64 10
  %314 = load <2 x double>, ptr %313, align 16, !tbaa !13
  %315 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %314, <2 x double> %303)
  %316 = getelementptr inbounds [24 x double], ptr @db, i64 %301, i64 12
  %317 = load <2 x double>, ptr %316, align 16, !tbaa !13
  %318 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %317, <2 x double> %304)
  %319 = getelementptr inbounds [24 x double], ptr @db, i64 %301, i64 14
  %320 = load <2 x double>, ptr %319, align 16, !tbaa !13
  %321 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %320, <2 x double> %305)
  %322 = add nuw nsw i64 %301, 1
  %323 = icmp eq i64 %322, %273
  br i1 %323, label %324, label %300, !llvm.loop !25

324:                                              ; preds = %300
  store <2 x double> %312, ptr %292, align 16, !tbaa !13
  store <2 x double> %315, ptr %293, align 16, !tbaa !13
  store <2 x double> %318, ptr %294, align 16, !tbaa !13
  store <2 x double> %321, ptr %295, align 16, !tbaa !13
  %325 = add nuw nsw i64 %291, 1
  %326 = icmp eq i64 %325, %270
  br i1 %326, label %327, label %290, !llvm.loop !26

327:                                              ; preds = %324, %361
  %328 = phi i64 [ %362, %361 ], [ %271, %324 ]
  %329 = getelementptr inbounds [24 x double], ptr @dc2, i64 %328, i64 16
  %330 = getelementptr inbounds [24 x double], ptr @dc2, i64 %328, i64 18
  %331 = getelementptr inbounds [24 x double], ptr @dc2, i64 %328, i64 20
  %332 = getelementptr inbounds [24 x double], ptr @dc2, i64 %328, i64 22
  %333 = load <2 x double>, ptr %329, align 16, !tbaa !13
  %334 = load <2 x double>, ptr %330, align 16, !tbaa !13
  %335 = load <2 x double>, ptr %331, align 16, !tbaa !13
  %336 = load <2 x double>, ptr %332, align 16, !tbaa !13
  br label %337

337:                                              ; preds = %337, %327
  %338 = phi i64 [ %274, %327 ], [ %359, %337 ]
  %339 = phi <2 x double> [ %333, %327 ], [ %349, %337 ]
  %340 = phi <2 x double> [ %334, %327 ], [ %352, %337 ]
  %341 = phi <2 x double> [ %335, %327 ], [ %355, %337 ]
  %342 = phi <2 x double> [ %336, %327 ], [ %358, %337 ]
  %343 = getelementptr inbounds [24 x double], ptr @da, i64 %328, i64 %338
  %344 = load double, ptr %343, align 8, !tbaa !13
  %345 = getelementptr inbounds [24 x double], ptr @db, i64 %338, i64 16
  %346 = load <2 x double>, ptr %345, align 16, !tbaa !13
  %347 = insertelement <2 x double> poison, double %344, i64 0
  %348 = shufflevector <2 x double> %347, <2 x double> poison, <2 x i32> zeroinitializer
  %349 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %348, <2 x double> %346, <2 x double> %339)
  %350 = getelementptr inbounds [24 x double], ptr @db, i64 %338, i64 18
  %351 = load <2 x double>, ptr %350, align 16, !tbaa !13
  %352 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %348, <2 x double> %351, <2 x double> %340)
  %353 = getelementptr inbounds [24 x double], ptr @db, i64 %338, i64 20
  %354 = load <2 x double>, ptr %353, align 16, !tbaa !13
  %355 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %348, <2 x double> %354, <2 x double> %341)
  %356 = getelementptr inbounds [24 x double], ptr @db, i64 %338, i64 22
  %357 = load <2 x double>, ptr %356, align 16, !tbaa !13
  %358 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %348, <2 x double> %357, <2 x double> %342)
  %359 = add nuw nsw i64 %338, 1
  %360 = icmp eq i64 %359, %273
  br i1 %360, label %361, label %337, !llvm.loop !25

361:                                              ; preds = %337
  store <2 x double> %349, ptr %329, align 16, !tbaa !13
  store <2 x double> %352, ptr %330, align 16, !tbaa !13
  store <2 x double> %355, ptr %331, align 16, !tbaa !13
  store <2 x double> %358, ptr %332, align 16, !tbaa !13
  %362 = add nuw nsw i64 %328, 1
  %363 = icmp eq i64 %362, %270
  br i1 %363, label %364, label %327, !llvm.loop !26

364:                                              ; preds = %361
  %365 = add nuw nsw i64 %274, 8
  %366 = and i64 %274, 4294967280
  %367 = icmp eq i64 %366, 0
  %368 = add nuw nsw i64 %273, 8
  br i1 %367, label %272, label %275, !llvm.loop !27

369:                                              ; preds = %369, %280
  %370 = phi i64 [ %274, %280 ], [ %391, %369 ]
  %371 = phi <2 x double> [ %286, %280 ], [ %381, %369 ]
  %372 = phi <2 x double> [ %287, %280 ], [ %384, %369 ]
  %373 = phi <2 x double> [ %288, %280 ], [ %387, %369 ]
  %374 = phi <2 x double> [ %289, %280 ], [ %390, %369 ]
  %375 = getelementptr inbounds [24 x double], ptr @da, i64 %281, i64 %370
  %376 = load double, ptr %375, align 8, !tbaa !13
  %377 = getelementptr inbounds [24 x double], ptr @db, i64 %370, i64 0
  %378 = load <2 x double>, ptr %377, align 16, !tbaa !13
  %379 = insertelement <2 x double> poison, double %376, i64 0
  %380 = shufflevector <2 x double> %379, <2 x double> poison, <2 x i32> zeroinitializer
  %381 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> %378, <2 x double> %371)
  %382 = getelementptr inbounds [24 x double], ptr @db, i64 %370, i64 2
  %383 = load <2 x double>, ptr %382, align 16, !tbaa !13
  %384 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> %383, <2 x double> %372)
  %385 = getelementptr inbounds [24 x double], ptr @db, i64 %370, i64 4
  %386 = load <2 x double>, ptr %385, align 16, !tbaa !13
  %387 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> %386, <2 x double> %373)
  %388 = getelementptr inbounds [24 x double], ptr @db, i64 %370, i64 6
  %389 = load <2 x double>, ptr %388, align 16, !tbaa !13
  %390 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> %389, <2 x double> %374)
  %391 = add nuw nsw i64 %370, 1
  %392 = icmp eq i64 %391, %273
  br i1 %392, label %393, label %369, !llvm.loop !25

393:                                              ; preds = %369
  store <2 x double> %381, ptr %282, align 16, !tbaa !13
  store <2 x double> %384, ptr %283, align 16, !tbaa !13
  store <2 x double> %387, ptr %284, align 16, !tbaa !13
  store <2 x double> %390, ptr %285, align 16, !tbaa !13
  %394 = add nuw nsw i64 %281, 1
  %395 = icmp eq i64 %394, %270
  br i1 %395, label %290, label %280, !llvm.loop !26

396:                                              ; preds = %275, %435
  %397 = phi i64 [ %436, %435 ], [ 0, %275 ]
  %398 = phi double [ %456, %435 ], [ 0.000000e+00, %275 ]
  %399 = phi double [ %448, %435 ], [ 0.000000e+00, %275 ]
  br label %438

400:                                              ; preds = %435
  %401 = load double, ptr getelementptr inbounds (i8, ptr @dc, i64 616), align 8, !tbaa !13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, double noundef %448, double noundef %456, double noundef %401)
  br label %402

402:                                              ; preds = %406, %400
  %403 = phi i64 [ 0, %400 ], [ %407, %406 ]
  br label %404

404:                                              ; preds = %409, %402
  %405 = phi i64 [ 0, %402 ], [ %411, %409 ]
  br label %413

406:                                              ; preds = %409
  %407 = add nuw nsw i64 %403, 1
  %408 = icmp eq i64 %407, 24
  br i1 %408, label %459, label %402, !llvm.loop !28

409:                                              ; preds = %413
  %410 = getelementptr inbounds [24 x float], ptr @fc, i64 %403, i64 %405
  store float %432, ptr %410, align 4, !tbaa !15
  %411 = add nuw nsw i64 %405, 1
  %412 = icmp eq i64 %411, 24
  br i1 %412, label %406, label %404, !llvm.loop !29

413:                                              ; preds = %413, %404
  %414 = phi i64 [ 0, %404 ], [ %433, %413 ]
  %415 = phi float [ 0.000000e+00, %404 ], [ %432, %413 ]
  %416 = getelementptr inbounds [24 x float], ptr @fa, i64 %403, i64 %414
  %417 = load float, ptr %416, align 4, !tbaa !15
  %418 = getelementptr inbounds [24 x float], ptr @fb, i64 %414, i64 %405
  %419 = load float, ptr %418, align 4, !tbaa !15
  %420 = tail call float @llvm.fmuladd.f32(float %417, float %419, float %415)
  %421 = add nuw nsw i64 %414, 1
  %422 = getelementptr inbounds [24 x float], ptr @fa, i64 %403, i64 %421
  %423 = load float, ptr %422, align 4, !tbaa !15
  %424 = getelementptr inbounds [24 x float], ptr @fb, i64 %421, i64 %405
  %425 = load float, ptr %424, align 4, !tbaa !15
  %426 = tail call float @llvm.fmuladd.f32(float %423, float %425, float %420)
  %427 = add nuw nsw i64 %414, 2
  %428 = getelementptr inbounds [24 x float], ptr @fa, i64 %403, i64 %427
  %429 = load float, ptr %428, align 4, !tbaa !15
  %430 = getelementptr inbounds [24 x float], ptr @fb, i64 %427, i64 %405
  %431 = load float, ptr %430, align 4, !tbaa !15
  %432 = tail call float @llvm.fmuladd.f32(float %429, float %431, float %426)
  %433 = add nuw nsw i64 %414, 3
  %434 = icmp eq i64 %433, 24
  br i1 %434, label %409, label %413, !llvm.loop !30

435:                                              ; preds = %438
  %436 = add nuw nsw i64 %397, 1
  %437 = icmp eq i64 %436, 24
  br i1 %437, label %400, label %396, !llvm.loop !31

438:                                              ; preds = %396, %438
  %439 = phi i64 [ 0, %396 ], [ %457, %438 ]
  %440 = phi double [ %398, %396 ], [ %456, %438 ]
  %441 = phi double [ %399, %396 ], [ %448, %438 ]
  %442 = getelementptr inbounds [24 x [24 x double]], ptr @dc, i64 0, i64 %397, i64 %439
  %443 = load double, ptr %442, align 8, !tbaa !13
  %444 = xor i64 %439, %397
  %445 = trunc i64 %444 to i32
  %446 = add nuw nsw i32 %445, 1
  %447 = uitofp nneg i32 %446 to double
  %448 = tail call double @llvm.fmuladd.f64(double %443, double %447, double %441)
  %449 = getelementptr inbounds [24 x [24 x double]], ptr @dc2, i64 0, i64 %397, i64 %439
  %450 = load double, ptr %449, align 8, !tbaa !13
  %451 = fsub double %443, %450
  %452 = fcmp olt double %451, 0.000000e+00
  %453 = fneg double %451
  %454 = select i1 %452, double %453, double %451
  %455 = fcmp ogt double %454, %440
  %456 = select i1 %455, double %454, double %440
  %457 = add nuw nsw i64 %439, 1
  %458 = icmp eq i64 %457, 24
  br i1 %458, label %435, label %438, !llvm.loop !32

459:                                              ; preds = %406, %459
  %460 = phi i64 [ %558, %459 ], [ 0, %406 ]
  %461 = phi double [ %557, %459 ], [ 0.000000e+00, %406 ]
  %462 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 0
  %463 = load float, ptr %462, align 16, !tbaa !15
  %464 = fpext float %463 to double
  %465 = fadd double %461, %464
  %466 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 1
  %467 = load float, ptr %466, align 4, !tbaa !15
  %468 = fpext float %467 to double
  %469 = fadd double %465, %468
  %470 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 2
  %471 = load float, ptr %470, align 8, !tbaa !15
  %472 = fpext float %471 to double
  %473 = fadd double %469, %472
  %474 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 3
  %475 = load float, ptr %474, align 4, !tbaa !15
  %476 = fpext float %475 to double
  %477 = fadd double %473, %476
  %478 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 4
  %479 = load float, ptr %478, align 16, !tbaa !15
  %480 = fpext float %479 to double
  %481 = fadd double %477, %480
  %482 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 5
  %483 = load float, ptr %482, align 4, !tbaa !15
  %484 = fpext float %483 to double
  %485 = fadd double %481, %484
  %486 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 6
  %487 = load float, ptr %486, align 8, !tbaa !15
  %488 = fpext float %487 to double
  %489 = fadd double %485, %488
  %490 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 7
  %491 = load float, ptr %490, align 4, !tbaa !15
  %492 = fpext float %491 to double
  %493 = fadd double %489, %492
  %494 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 8
  %495 = load float, ptr %494, align 16, !tbaa !15
  %496 = fpext float %495 to double
  %497 = fadd double %493, %496
  %498 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 9
  %499 = load float, ptr %498, align 4, !tbaa !15
  %500 = fpext float %499 to double
  %501 = fadd double %497, %500
  %502 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 10
  %503 = load float, ptr %502, align 8, !tbaa !15
  %504 = fpext float %503 to double
  %505 = fadd double %501, %504
  %506 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 11
  %507 = load float, ptr %506, align 4, !tbaa !15
  %508 = fpext float %507 to double
  %509 = fadd double %505, %508
  %510 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 12
  %511 = load float, ptr %510, align 16, !tbaa !15
  %512 = fpext float %511 to double
  %513 = fadd double %509, %512
  %514 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 13
  %515 = load float, ptr %514, align 4, !tbaa !15
  %516 = fpext float %515 to double
  %517 = fadd double %513, %516
  %518 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 14
  %519 = load float, ptr %518, align 8, !tbaa !15
  %520 = fpext float %519 to double
  %521 = fadd double %517, %520
  %522 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 15
  %523 = load float, ptr %522, align 4, !tbaa !15
  %524 = fpext float %523 to double
  %525 = fadd double %521, %524
  %526 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 16
  %527 = load float, ptr %526, align 16, !tbaa !15
  %528 = fpext float %527 to double
  %529 = fadd double %525, %528
  %530 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 17
  %531 = load float, ptr %530, align 4, !tbaa !15
  %532 = fpext float %531 to double
  %533 = fadd double %529, %532
  %534 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 18
  %535 = load float, ptr %534, align 8, !tbaa !15
  %536 = fpext float %535 to double
  %537 = fadd double %533, %536
  %538 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 19
  %539 = load float, ptr %538, align 4, !tbaa !15
  %540 = fpext float %539 to double
  %541 = fadd double %537, %540
  %542 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 20
  %543 = load float, ptr %542, align 16, !tbaa !15
  %544 = fpext float %543 to double
  %545 = fadd double %541, %544
  %546 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 21
  %547 = load float, ptr %546, align 4, !tbaa !15
  %548 = fpext float %547 to double
  %549 = fadd double %545, %548
  %550 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 22
  %551 = load float, ptr %550, align 8, !tbaa !15
  %552 = fpext float %551 to double
  %553 = fadd double %549, %552
  %554 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %460, i64 23
  %555 = load float, ptr %554, align 4, !tbaa !15
  %556 = fpext float %555 to double
  %557 = fadd double %553, %556
  %558 = add nuw nsw i64 %460, 1
  %559 = icmp eq i64 %558, 24
  br i1 %559, label %560, label %459, !llvm.loop !33

560:                                              ; preds = %459
  %561 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 716), align 4, !tbaa !15
  %562 = fpext float %561 to double
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, double noundef %557, double noundef %562)
  store i32 1, ptr @main.id, align 16, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 100), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 200), align 8, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 300), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 400), align 16, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 500), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 600), align 8, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 700), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 800), align 16, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 900), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1000), align 8, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1100), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1200), align 16, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1300), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1400), align 8, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1500), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1600), align 16, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1700), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1800), align 8, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 1900), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 2000), align 16, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 2100), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 2200), align 8, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.id, i64 2300), align 4, !tbaa !5
  br label %563

563:                                              ; preds = %560, %666
  %564 = phi i64 [ %667, %666 ], [ 0, %560 ]
  %565 = getelementptr inbounds [24 x i32], ptr @ia, i64 %564, i64 0
  %566 = getelementptr inbounds i8, ptr %565, i64 16
  %567 = load <4 x i32>, ptr %565, align 16, !tbaa !5
  %568 = load <4 x i32>, ptr %566, align 16, !tbaa !5
  %569 = getelementptr inbounds [24 x i32], ptr @ia, i64 %564, i64 8
  %570 = getelementptr inbounds i8, ptr %569, i64 16
  %571 = load <4 x i32>, ptr %569, align 16, !tbaa !5
  %572 = load <4 x i32>, ptr %570, align 16, !tbaa !5
  %573 = getelementptr inbounds [24 x i32], ptr @ia, i64 %564, i64 16
  %574 = getelementptr inbounds i8, ptr %573, i64 16
  %575 = load <4 x i32>, ptr %573, align 16, !tbaa !5
  %576 = load <4 x i32>, ptr %574, align 16, !tbaa !5
  br label %577

577:                                              ; preds = %563, %577
  %578 = phi i64 [ 0, %563 ], [ %664, %577 ]
  %579 = getelementptr inbounds [24 x i32], ptr @main.id, i64 0, i64 %578
  %580 = getelementptr inbounds [24 x i32], ptr @main.id, i64 1, i64 %578
  %581 = getelementptr inbounds [24 x i32], ptr @main.id, i64 2, i64 %578
  %582 = getelementptr inbounds [24 x i32], ptr @main.id, i64 3, i64 %578
  %583 = getelementptr inbounds [24 x i32], ptr @main.id, i64 4, i64 %578
  %584 = getelementptr inbounds [24 x i32], ptr @main.id, i64 5, i64 %578
  %585 = getelementptr inbounds [24 x i32], ptr @main.id, i64 6, i64 %578
  %586 = getelementptr inbounds [24 x i32], ptr @main.id, i64 7, i64 %578
  %587 = load i32, ptr %579, align 4, !tbaa !5
  %588 = load i32, ptr %580, align 4, !tbaa !5
  %589 = load i32, ptr %581, align 4, !tbaa !5
  %590 = load i32, ptr %582, align 4, !tbaa !5
  %591 = insertelement <4 x i32> poison, i32 %587, i64 0
  %592 = insertelement <4 x i32> %591, i32 %588, i64 1
  %593 = insertelement <4 x i32> %592, i32 %589, i64 2
  %594 = insertelement <4 x i32> %593, i32 %590, i64 3
  %595 = load i32, ptr %583, align 4, !tbaa !5
  %596 = load i32, ptr %584, align 4, !tbaa !5
  %597 = load i32, ptr %585, align 4, !tbaa !5
  %598 = load i32, ptr %586, align 4, !tbaa !5
  %599 = insertelement <4 x i32> poison, i32 %595, i64 0
  %600 = insertelement <4 x i32> %599, i32 %596, i64 1
  %601 = insertelement <4 x i32> %600, i32 %597, i64 2
  %602 = insertelement <4 x i32> %601, i32 %598, i64 3
  %603 = mul nsw <4 x i32> %594, %567
  %604 = mul nsw <4 x i32> %602, %568
  %605 = getelementptr inbounds [24 x i32], ptr @main.id, i64 8, i64 %578
  %606 = getelementptr inbounds [24 x i32], ptr @main.id, i64 9, i64 %578
  %607 = getelementptr inbounds [24 x i32], ptr @main.id, i64 10, i64 %578
  %608 = getelementptr inbounds [24 x i32], ptr @main.id, i64 11, i64 %578
  %609 = getelementptr inbounds [24 x i32], ptr @main.id, i64 12, i64 %578
  %610 = getelementptr inbounds [24 x i32], ptr @main.id, i64 13, i64 %578
  %611 = getelementptr inbounds [24 x i32], ptr @main.id, i64 14, i64 %578
  %612 = getelementptr inbounds [24 x i32], ptr @main.id, i64 15, i64 %578
  %613 = load i32, ptr %605, align 4, !tbaa !5
  %614 = load i32, ptr %606, align 4, !tbaa !5
  %615 = load i32, ptr %607, align 4, !tbaa !5
  %616 = load i32, ptr %608, align 4, !tbaa !5
  %617 = insertelement <4 x i32> poison, i32 %613, i64 0
  %618 = insertelement <4 x i32> %617, i32 %614, i64 1
  %619 = insertelement <4 x i32> %618, i32 %615, i64 2
  %620 = insertelement <4 x i32> %619, i32 %616, i64 3
  %621 = load i32, ptr %609, align 4, !tbaa !5
  %622 = load i32, ptr %610, align 4, !tbaa !5
  %623 = load i32, ptr %611, align 4, !tbaa !5
  %624 = load i32, ptr %612, align 4, !tbaa !5
  %625 = insertelement <4 x i32> poison, i32 %621, i64 0
  %626 = insertelement <4 x i32> %625, i32 %622, i64 1
  %627 = insertelement <4 x i32> %626, i32 %623, i64 2
  %628 = insertelement <4 x i32> %627, i32 %624, i64 3
  %629 = mul nsw <4 x i32> %620, %571
  %630 = mul nsw <4 x i32> %628, %572
  %631 = add <4 x i32> %629, %603
  %632 = add <4 x i32> %630, %604
  %633 = getelementptr inbounds [24 x i32], ptr @main.id, i64 16, i64 %578
  %634 = getelementptr inbounds [24 x i32], ptr @main.id, i64 17, i64 %578
  %635 = getelementptr inbounds [24 x i32], ptr @main.id, i64 18, i64 %578
  %636 = getelementptr inbounds [24 x i32], ptr @main.id, i64 19, i64 %578
  %637 = getelementptr inbounds [24 x i32], ptr @main.id, i64 20, i64 %578
  %638 = getelementptr inbounds [24 x i32], ptr @main.id, i64 21, i64 %578
  %639 = getelementptr inbounds [24 x i32], ptr @main.id, i64 22, i64 %578
  %640 = getelementptr inbounds [24 x i32], ptr @main.id, i64 23, i64 %578
  %641 = load i32, ptr %633, align 4, !tbaa !5
  %642 = load i32, ptr %634, align 4, !tbaa !5
  %643 = load i32, ptr %635, align 4, !tbaa !5
  %644 = load i32, ptr %636, align 4, !tbaa !5
  %645 = insertelement <4 x i32> poison, i32 %641, i64 0
  %646 = insertelement <4 x i32> %645, i32 %642, i64 1
  %647 = insertelement <4 x i32> %646, i32 %643, i64 2
  %648 = insertelement <4 x i32> %647, i32 %644, i64 3
  %649 = load i32, ptr %637, align 4, !tbaa !5
  %650 = load i32, ptr %638, align 4, !tbaa !5
  %651 = load i32, ptr %639, align 4, !tbaa !5
  %652 = load i32, ptr %640, align 4, !tbaa !5
  %653 = insertelement <4 x i32> poison, i32 %649, i64 0
  %654 = insertelement <4 x i32> %653, i32 %650, i64 1
  %655 = insertelement <4 x i32> %654, i32 %651, i64 2
  %656 = insertelement <4 x i32> %655, i32 %652, i64 3
  %657 = mul nsw <4 x i32> %648, %575
  %658 = mul nsw <4 x i32> %656, %576
  %659 = add <4 x i32> %657, %631
  %660 = add <4 x i32> %658, %632
  %661 = add <4 x i32> %660, %659
  %662 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %661)
  %663 = getelementptr inbounds [24 x i32], ptr @main.out, i64 %564, i64 %578
  store i32 %662, ptr %663, align 4, !tbaa !5
  %664 = add nuw nsw i64 %578, 1
  %665 = icmp eq i64 %664, 24
  br i1 %665, label %666, label %577, !llvm.loop !9

666:                                              ; preds = %577
  %667 = add nuw nsw i64 %564, 1
  %668 = icmp eq i64 %667, 24
  br i1 %668, label %669, label %563, !llvm.loop !11

669:                                              ; preds = %666, %669
  %670 = phi i64 [ %711, %669 ], [ 0, %666 ]
  %671 = phi i32 [ %710, %669 ], [ 1, %666 ]
  %672 = getelementptr inbounds [24 x [24 x i32]], ptr @main.out, i64 0, i64 %670, i64 0
  %673 = getelementptr inbounds i8, ptr %672, i64 16
  %674 = load <4 x i32>, ptr %672, align 16, !tbaa !5
  %675 = load <4 x i32>, ptr %673, align 16, !tbaa !5
  %676 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %670, i64 0
  %677 = getelementptr inbounds i8, ptr %676, i64 16
  %678 = load <4 x i32>, ptr %676, align 16, !tbaa !5
  %679 = load <4 x i32>, ptr %677, align 16, !tbaa !5
  %680 = icmp ne <4 x i32> %674, %678
  %681 = icmp ne <4 x i32> %675, %679
  %682 = getelementptr inbounds [24 x [24 x i32]], ptr @main.out, i64 0, i64 %670, i64 8
  %683 = getelementptr inbounds i8, ptr %682, i64 16
  %684 = load <4 x i32>, ptr %682, align 16, !tbaa !5
  %685 = load <4 x i32>, ptr %683, align 16, !tbaa !5
  %686 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %670, i64 8
  %687 = getelementptr inbounds i8, ptr %686, i64 16
  %688 = load <4 x i32>, ptr %686, align 16, !tbaa !5
  %689 = load <4 x i32>, ptr %687, align 16, !tbaa !5
  %690 = icmp ne <4 x i32> %684, %688
  %691 = icmp ne <4 x i32> %685, %689
  %692 = or <4 x i1> %680, %690
  %693 = or <4 x i1> %681, %691
  %694 = getelementptr inbounds [24 x [24 x i32]], ptr @main.out, i64 0, i64 %670, i64 16
  %695 = getelementptr inbounds i8, ptr %694, i64 16
  %696 = load <4 x i32>, ptr %694, align 16, !tbaa !5
  %697 = load <4 x i32>, ptr %695, align 16, !tbaa !5
  %698 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %670, i64 16
  %699 = getelementptr inbounds i8, ptr %698, i64 16
  %700 = load <4 x i32>, ptr %698, align 16, !tbaa !5
  %701 = load <4 x i32>, ptr %699, align 16, !tbaa !5
  %702 = icmp ne <4 x i32> %696, %700
  %703 = icmp ne <4 x i32> %697, %701
  %704 = or <4 x i1> %692, %702
  %705 = or <4 x i1> %693, %703
  %706 = or <4 x i1> %705, %704
  %707 = freeze <4 x i1> %706
  %708 = bitcast <4 x i1> %707 to i4
  %709 = icmp eq i4 %708, 0
  %710 = select i1 %709, i32 %671, i32 0
  %711 = add nuw nsw i64 %670, 1
  %712 = icmp eq i64 %711, 24
  br i1 %712, label %713, label %669, !llvm.loop !34

713:                                              ; preds = %669
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %710)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !35
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
!35 = !{!36, !36, i64 0}
!36 = !{!"any pointer", !7, i64 0}

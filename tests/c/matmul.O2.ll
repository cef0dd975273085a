; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
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
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %178, i32 noundef %181, i32 noundef %182)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4608) @dc, i8 0, i64 4608, i1 false), !tbaa !13
  br label %184

184:                                              ; preds = %210, %180
  %185 = phi i64 [ 0, %180 ], [ %211, %210 ]
  %186 = getelementptr inbounds [24 x double], ptr @dc, i64 %185, i64 0
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = getelementptr inbounds [24 x double], ptr @dc, i64 %185, i64 4
  %189 = getelementptr inbounds i8, ptr %188, i64 16
  %190 = getelementptr inbounds [24 x double], ptr @dc, i64 %185, i64 8
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  %192 = getelementptr inbounds [24 x double], ptr @dc, i64 %185, i64 12
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  %194 = getelementptr inbounds [24 x double], ptr @dc, i64 %185, i64 16
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  %196 = getelementptr inbounds [24 x double], ptr @dc, i64 %185, i64 20
  %197 = getelementptr inbounds i8, ptr %196, i64 16
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
  %209 = load <2 x double>, ptr %197, align 16, !tbaa !13
  br label %213

210:                                              ; preds = %213
  store <2 x double> %235, ptr %186, align 16, !tbaa !13
  store <2 x double> %236, ptr %187, align 16, !tbaa !13
  store <2 x double> %241, ptr %188, align 16, !tbaa !13
  store <2 x double> %242, ptr %189, align 16, !tbaa !13
  store <2 x double> %247, ptr %190, align 16, !tbaa !13
  store <2 x double> %248, ptr %191, align 16, !tbaa !13
  store <2 x double> %253, ptr %192, align 16, !tbaa !13
  store <2 x double> %254, ptr %193, align 16, !tbaa !13
  store <2 x double> %259, ptr %194, align 16, !tbaa !13
  store <2 x double> %260, ptr %195, align 16, !tbaa !13
  store <2 x double> %265, ptr %196, align 16, !tbaa !13
  store <2 x double> %266, ptr %197, align 16, !tbaa !13
  %211 = add nuw nsw i64 %185, 1
  %212 = icmp eq i64 %211, 24
  br i1 %212, label %269, label %184, !llvm.loop !22

213:                                              ; preds = %184, %213
  %214 = phi <2 x double> [ %209, %184 ], [ %266, %213 ]
  %215 = phi <2 x double> [ %208, %184 ], [ %265, %213 ]
  %216 = phi <2 x double> [ %207, %184 ], [ %260, %213 ]
  %217 = phi <2 x double> [ %206, %184 ], [ %259, %213 ]
  %218 = phi <2 x double> [ %205, %184 ], [ %254, %213 ]
  %219 = phi <2 x double> [ %204, %184 ], [ %253, %213 ]
  %220 = phi <2 x double> [ %203, %184 ], [ %248, %213 ]
  %221 = phi <2 x double> [ %202, %184 ], [ %247, %213 ]
  %222 = phi <2 x double> [ %201, %184 ], [ %242, %213 ]
  %223 = phi <2 x double> [ %200, %184 ], [ %241, %213 ]
  %224 = phi <2 x double> [ %199, %184 ], [ %236, %213 ]
  %225 = phi <2 x double> [ %198, %184 ], [ %235, %213 ]
  %226 = phi i64 [ 0, %184 ], [ %267, %213 ]
  %227 = getelementptr inbounds [24 x double], ptr @da, i64 %185, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !13
  %229 = insertelement <2 x double> poison, double %228, i64 0
  %230 = shufflevector <2 x double> %229, <2 x double> poison, <2 x i32> zeroinitializer
  %231 = getelementptr inbounds [24 x double], ptr @db, i64 %226, i64 0
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  %233 = load <2 x double>, ptr %231, align 16, !tbaa !13
  %234 = load <2 x double>, ptr %232, align 16, !tbaa !13
  %235 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %233, <2 x double> %225)
  %236 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %234, <2 x double> %224)
  %237 = getelementptr inbounds [24 x double], ptr @db, i64 %226, i64 4
  %238 = getelementptr inbounds i8, ptr %237, i64 16
  %239 = load <2 x double>, ptr %237, align 16, !tbaa !13
  %240 = load <2 x double>, ptr %238, align 16, !tbaa !13
  %241 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %239, <2 x double> %223)
  %242 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %240, <2 x double> %222)
  %243 = getelementptr inbounds [24 x double], ptr @db, i64 %226, i64 8
  %244 = getelementptr inbounds i8, ptr %243, i64 16
  %245 = load <2 x double>, ptr %243, align 16, !tbaa !13
  %246 = load <2 x double>, ptr %244, align 16, !tbaa !13
  %247 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %245, <2 x double> %221)
  %248 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %246, <2 x double> %220)
  %249 = getelementptr inbounds [24 x double], ptr @db, i64 %226, i64 12
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  %251 = load <2 x double>, ptr %249, align 16, !tbaa !13
  %252 = load <2 x double>, ptr %250, align 16, !tbaa !13
  %253 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %251, <2 x double> %219)
  %254 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %252, <2 x double> %218)
  %255 = getelementptr inbounds [24 x double], ptr @db, i64 %226, i64 16
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load <2 x double>, ptr %255, align 16, !tbaa !13
  %258 = load <2 x double>, ptr %256, align 16, !tbaa !13
  %259 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %257, <2 x double> %217)
  %260 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %258, <2 x double> %216)
  %261 = getelementptr inbounds [24 x double], ptr @db, i64 %226, i64 20
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  %263 = load <2 x double>, ptr %261, align 16, !tbaa !13
  %264 = load <2 x double>, ptr %262, align 16, !tbaa !13
  %265 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %263, <2 x double> %215)
  %266 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %230, <2 x double> %264, <2 x double> %214)
  %267 = add nuw nsw i64 %226, 1
  %268 = icmp eq i64 %267, 24
  br i1 %268, label %210, label %213, !llvm.loop !23

269:                                              ; preds = %210
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4608) @dc2, i8 0, i64 4608, i1 false), !tbaa !13
  br label %270

270:                                              ; preds = %276, %269
  %271 = phi i64 [ 8, %269 ], [ %280, %276 ]
  %272 = phi i64 [ 0, %269 ], [ %277, %276 ]
  br label %273

273:                                              ; preds = %365, %270
  %274 = phi i64 [ 8, %270 ], [ %369, %365 ]
  %275 = phi i64 [ 0, %270 ], [ %366, %365 ]
  br label %281

276:                                              ; preds = %365
  %277 = add nuw nsw i64 %272, 8
  %278 = and i64 %272, 4294967280
  %279 = icmp eq i64 %278, 0
  %280 = add nuw nsw i64 %271, 8
  br i1 %279, label %270, label %397, !llvm.loop !24

281:                                              ; preds = %394, %273
  %282 = phi i64 [ %272, %273 ], [ %395, %394 ]
  %283 = getelementptr inbounds [24 x double], ptr @dc2, i64 %282, i64 0
  %284 = getelementptr inbounds [24 x double], ptr @dc2, i64 %282, i64 2
  %285 = getelementptr inbounds [24 x double], ptr @dc2, i64 %282, i64 4
  %286 = getelementptr inbounds [24 x double], ptr @dc2, i64 %282, i64 6
  %287 = load <2 x double>, ptr %283, align 16, !tbaa !13
  %288 = load <2 x double>, ptr %284, align 16, !tbaa !13
  %289 = load <2 x double>, ptr %285, align 16, !tbaa !13
  %290 = load <2 x double>, ptr %286, align 16, !tbaa !13
  br label %370

291:                                              ; preds = %394, %325
  %292 = phi i64 [ %326, %325 ], [ %272, %394 ]
  %293 = getelementptr inbounds [24 x double], ptr @dc2, i64 %292, i64 8
  %294 = getelementptr inbounds [24 x double], ptr @dc2, i64 %292, i64 10
  %295 = getelementptr inbounds [24 x double], ptr @dc2, i64 %292, i64 12
  %296 = getelementptr inbounds [24 x double], ptr @dc2, i64 %292, i64 14
  %297 = load <2 x double>, ptr %293, align 16, !tbaa !13
  %298 = load <2 x double>, ptr %294, align 16, !tbaa !13
  %299 = load <2 x double>, ptr %295, align 16, !tbaa !13
  %300 = load <2 x double>, ptr %296, align 16, !tbaa !13
  br label %301

301:                                              ; preds = %301, %291
  %302 = phi i64 [ %275, %291 ], [ %323, %301 ]
  %303 = phi <2 x double> [ %297, %291 ], [ %313, %301 ]
  %304 = phi <2 x double> [ %298, %291 ], [ %316, %301 ]
  %305 = phi <2 x double> [ %299, %291 ], [ %319, %301 ]
  %306 = phi <2 x double> [ %300, %291 ], [ %322, %301 ]
  %307 = getelementptr inbounds [24 x double], ptr @da, i64 %292, i64 %302
  %308 = load double, ptr %307, align 8, !tbaa !13
  %309 = getelementptr inbounds [24 x double], ptr @db, i64 %302, i64 8
  %310 = load <2 x double>, ptr %309, align 16, !tbaa !13
  %311 = insertelement <2 x double> poison, double %308, i64 0
  %312 = shufflevector <2 x double> %311, <2 x double> poison, <2 x i32> zeroinitializer
  %313 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> %310, <2 x double> %303)
  %314 = getelementptr inbounds [24 x double], ptr @db, i64 %302, i64 10
  %315 = load <2 x double>, ptr %314, align 16, !tbaa !13
  %316 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> %315, <2 x double> %304)
  %317 = getelementptr inbounds [24 x double], ptr @db, i64 %302, i64 12
  %318 = load <2 x double>, ptr %317, align 16, !tbaa !13
  %319 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> %318, <2 x double> %305)
  %320 = getelementptr inbounds [24 x double], ptr @db, i64 %302, i64 14
  %321 = load <2 x double>, ptr %320, align 16, !tbaa !13
  %322 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> %321, <2 x double> %306)
  %323 = add nuw nsw i64 %302, 1
  %324 = icmp eq i64 %323, %274
  br i1 %324, label %325, label %301, !llvm.loop !25

325:                                              ; preds = %301
  store <2 x double> %313, ptr %293, align 16, !tbaa !13
  store <2 x double> %316, ptr %294, align 16, !tbaa !13
  store <2 x double> %319, ptr %295, align 16, !tbaa !13
  store <2 x double> %322, ptr %296, align 16, !tbaa !13
  %326 = add nuw nsw i64 %292, 1
  %327 = icmp eq i64 %326, %271
  br i1 %327, label %328, label %291, !llvm.loop !26

328:                                              ; preds = %325, %362
  %329 = phi i64 [ %363, %362 ], [ %272, %325 ]
  %330 = getelementptr inbounds [24 x double], ptr @dc2, i64 %329, i64 16
  %331 = getelementptr inbounds [24 x double], ptr @dc2, i64 %329, i64 18
  %332 = getelementptr inbounds [24 x double], ptr @dc2, i64 %329, i64 20
  %333 = getelementptr inbounds [24 x double], ptr @dc2, i64 %329, i64 22
  %334 = load <2 x double>, ptr %330, align 16, !tbaa !13
  %335 = load <2 x double>, ptr %331, align 16, !tbaa !13
  %336 = load <2 x double>, ptr %332, align 16, !tbaa !13
  %337 = load <2 x double>, ptr %333, align 16, !tbaa !13
  br label %338

338:                                              ; preds = %338, %328
  %339 = phi i64 [ %275, %328 ], [ %360, %338 ]
  %340 = phi <2 x double> [ %334, %328 ], [ %350, %338 ]
  %341 = phi <2 x double> [ %335, %328 ], [ %353, %338 ]
  %342 = phi <2 x double> [ %336, %328 ], [ %356, %338 ]
  %343 = phi <2 x double> [ %337, %328 ], [ %359, %338 ]
  %344 = getelementptr inbounds [24 x double], ptr @da, i64 %329, i64 %339
  %345 = load double, ptr %344, align 8, !tbaa !13
  %346 = getelementptr inbounds [24 x double], ptr @db, i64 %339, i64 16
  %347 = load <2 x double>, ptr %346, align 16, !tbaa !13
  %348 = insertelement <2 x double> poison, double %345, i64 0
  %349 = shufflevector <2 x double> %348, <2 x double> poison, <2 x i32> zeroinitializer
  %350 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %349, <2 x double> %347, <2 x double> %340)
  %351 = getelementptr inbounds [24 x double], ptr @db, i64 %339, i64 18
  %352 = load <2 x double>, ptr %351, align 16, !tbaa !13
  %353 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %349, <2 x double> %352, <2 x double> %341)
  %354 = getelementptr inbounds [24 x double], ptr @db, i64 %339, i64 20
  %355 = load <2 x double>, ptr %354, align 16, !tbaa !13
  %356 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %349, <2 x double> %355, <2 x double> %342)
  %357 = getelementptr inbounds [24 x double], ptr @db, i64 %339, i64 22
  %358 = load <2 x double>, ptr %357, align 16, !tbaa !13
  %359 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %349, <2 x double> %358, <2 x double> %343)
  %360 = add nuw nsw i64 %339, 1
  %361 = icmp eq i64 %360, %274
  br i1 %361, label %362, label %338, !llvm.loop !25

362:                                              ; preds = %338
  store <2 x double> %350, ptr %330, align 16, !tbaa !13
  store <2 x double> %353, ptr %331, align 16, !tbaa !13
  store <2 x double> %356, ptr %332, align 16, !tbaa !13
  store <2 x double> %359, ptr %333, align 16, !tbaa !13
  %363 = add nuw nsw i64 %329, 1
  %364 = icmp eq i64 %363, %271
  br i1 %364, label %365, label %328, !llvm.loop !26

365:                                              ; preds = %362
  %366 = add nuw nsw i64 %275, 8
  %367 = and i64 %275, 4294967280
  %368 = icmp eq i64 %367, 0
  %369 = add nuw nsw i64 %274, 8
  br i1 %368, label %273, label %276, !llvm.loop !27

370:                                              ; preds = %370, %281
  %371 = phi i64 [ %275, %281 ], [ %392, %370 ]
  %372 = phi <2 x double> [ %287, %281 ], [ %382, %370 ]
  %373 = phi <2 x double> [ %288, %281 ], [ %385, %370 ]
  %374 = phi <2 x double> [ %289, %281 ], [ %388, %370 ]
  %375 = phi <2 x double> [ %290, %281 ], [ %391, %370 ]
  %376 = getelementptr inbounds [24 x double], ptr @da, i64 %282, i64 %371
  %377 = load double, ptr %376, align 8, !tbaa !13
  %378 = getelementptr inbounds [24 x double], ptr @db, i64 %371, i64 0
  %379 = load <2 x double>, ptr %378, align 16, !tbaa !13
  %380 = insertelement <2 x double> poison, double %377, i64 0
  %381 = shufflevector <2 x double> %380, <2 x double> poison, <2 x i32> zeroinitializer
  %382 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %381, <2 x double> %379, <2 x double> %372)
  %383 = getelementptr inbounds [24 x double], ptr @db, i64 %371, i64 2
  %384 = load <2 x double>, ptr %383, align 16, !tbaa !13
  %385 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %381, <2 x double> %384, <2 x double> %373)
  %386 = getelementptr inbounds [24 x double], ptr @db, i64 %371, i64 4
  %387 = load <2 x double>, ptr %386, align 16, !tbaa !13
  %388 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %381, <2 x double> %387, <2 x double> %374)
  %389 = getelementptr inbounds [24 x double], ptr @db, i64 %371, i64 6
  %390 = load <2 x double>, ptr %389, align 16, !tbaa !13
  %391 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %381, <2 x double> %390, <2 x double> %375)
  %392 = add nuw nsw i64 %371, 1
  %393 = icmp eq i64 %392, %274
  br i1 %393, label %394, label %370, !llvm.loop !25

394:                                              ; preds = %370
  store <2 x double> %382, ptr %283, align 16, !tbaa !13
  store <2 x double> %385, ptr %284, align 16, !tbaa !13
  store <2 x double> %388, ptr %285, align 16, !tbaa !13
  store <2 x double> %391, ptr %286, align 16, !tbaa !13
  %395 = add nuw nsw i64 %282, 1
  %396 = icmp eq i64 %395, %271
  br i1 %396, label %291, label %281, !llvm.loop !26

397:                                              ; preds = %276, %437
  %398 = phi i64 [ %438, %437 ], [ 0, %276 ]
  %399 = phi double [ %458, %437 ], [ 0.000000e+00, %276 ]
  %400 = phi double [ %450, %437 ], [ 0.000000e+00, %276 ]
  br label %440

401:                                              ; preds = %437
  %402 = load double, ptr getelementptr inbounds (i8, ptr @dc, i64 616), align 8, !tbaa !13
  %403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %450, double noundef %458, double noundef %402)
  br label %404

404:                                              ; preds = %408, %401
  %405 = phi i64 [ 0, %401 ], [ %409, %408 ]
  br label %406

406:                                              ; preds = %411, %404
  %407 = phi i64 [ 0, %404 ], [ %413, %411 ]
  br label %415

408:                                              ; preds = %411
  %409 = add nuw nsw i64 %405, 1
  %410 = icmp eq i64 %409, 24
  br i1 %410, label %461, label %404, !llvm.loop !28

411:                                              ; preds = %415
  %412 = getelementptr inbounds [24 x float], ptr @fc, i64 %405, i64 %407
  store float %434, ptr %412, align 4, !tbaa !15
  %413 = add nuw nsw i64 %407, 1
  %414 = icmp eq i64 %413, 24
  br i1 %414, label %408, label %406, !llvm.loop !29

415:                                              ; preds = %415, %406
  %416 = phi i64 [ 0, %406 ], [ %435, %415 ]
  %417 = phi float [ 0.000000e+00, %406 ], [ %434, %415 ]
  %418 = getelementptr inbounds [24 x float], ptr @fa, i64 %405, i64 %416
  %419 = load float, ptr %418, align 4, !tbaa !15
  %420 = getelementptr inbounds [24 x float], ptr @fb, i64 %416, i64 %407
  %421 = load float, ptr %420, align 4, !tbaa !15
  %422 = tail call float @llvm.fmuladd.f32(float %419, float %421, float %417)
  %423 = add nuw nsw i64 %416, 1
  %424 = getelementptr inbounds [24 x float], ptr @fa, i64 %405, i64 %423
  %425 = load float, ptr %424, align 4, !tbaa !15
  %426 = getelementptr inbounds [24 x float], ptr @fb, i64 %423, i64 %407
  %427 = load float, ptr %426, align 4, !tbaa !15
  %428 = tail call float @llvm.fmuladd.f32(float %425, float %427, float %422)
  %429 = add nuw nsw i64 %416, 2
  %430 = getelementptr inbounds [24 x float], ptr @fa, i64 %405, i64 %429
  %431 = load float, ptr %430, align 4, !tbaa !15
  %432 = getelementptr inbounds [24 x float], ptr @fb, i64 %429, i64 %407
  %433 = load float, ptr %432, align 4, !tbaa !15
  %434 = tail call float @llvm.fmuladd.f32(float %431, float %433, float %428)
  %435 = add nuw nsw i64 %416, 3
  %436 = icmp eq i64 %435, 24
  br i1 %436, label %411, label %415, !llvm.loop !30

437:                                              ; preds = %440
  %438 = add nuw nsw i64 %398, 1
  %439 = icmp eq i64 %438, 24
  br i1 %439, label %401, label %397, !llvm.loop !31

440:                                              ; preds = %397, %440
  %441 = phi i64 [ 0, %397 ], [ %459, %440 ]
  %442 = phi double [ %399, %397 ], [ %458, %440 ]
  %443 = phi double [ %400, %397 ], [ %450, %440 ]
  %444 = getelementptr inbounds [24 x [24 x double]], ptr @dc, i64 0, i64 %398, i64 %441
  %445 = load double, ptr %444, align 8, !tbaa !13
  %446 = xor i64 %441, %398
  %447 = trunc i64 %446 to i32
  %448 = add nuw nsw i32 %447, 1
  %449 = uitofp nneg i32 %448 to double
  %450 = tail call double @llvm.fmuladd.f64(double %445, double %449, double %443)
  %451 = getelementptr inbounds [24 x [24 x double]], ptr @dc2, i64 0, i64 %398, i64 %441
  %452 = load double, ptr %451, align 8, !tbaa !13
  %453 = fsub double %445, %452
  %454 = fcmp olt double %453, 0.000000e+00
  %455 = fneg double %453
  %456 = select i1 %454, double %455, double %453
  %457 = fcmp ogt double %456, %442
  %458 = select i1 %457, double %456, double %442
  %459 = add nuw nsw i64 %441, 1
  %460 = icmp eq i64 %459, 24
  br i1 %460, label %437, label %440, !llvm.loop !32

461:                                              ; preds = %408, %461
  %462 = phi i64 [ %560, %461 ], [ 0, %408 ]
  %463 = phi double [ %559, %461 ], [ 0.000000e+00, %408 ]
  %464 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 0
  %465 = load float, ptr %464, align 16, !tbaa !15
  %466 = fpext float %465 to double
  %467 = fadd double %463, %466
  %468 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 1
  %469 = load float, ptr %468, align 4, !tbaa !15
  %470 = fpext float %469 to double
  %471 = fadd double %467, %470
  %472 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 2
  %473 = load float, ptr %472, align 8, !tbaa !15
  %474 = fpext float %473 to double
  %475 = fadd double %471, %474
  %476 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 3
  %477 = load float, ptr %476, align 4, !tbaa !15
  %478 = fpext float %477 to double
  %479 = fadd double %475, %478
  %480 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 4
  %481 = load float, ptr %480, align 16, !tbaa !15
  %482 = fpext float %481 to double
  %483 = fadd double %479, %482
  %484 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 5
  %485 = load float, ptr %484, align 4, !tbaa !15
  %486 = fpext float %485 to double
  %487 = fadd double %483, %486
  %488 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 6
  %489 = load float, ptr %488, align 8, !tbaa !15
  %490 = fpext float %489 to double
  %491 = fadd double %487, %490
  %492 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 7
  %493 = load float, ptr %492, align 4, !tbaa !15
  %494 = fpext float %493 to double
  %495 = fadd double %491, %494
  %496 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 8
  %497 = load float, ptr %496, align 16, !tbaa !15
  %498 = fpext float %497 to double
  %499 = fadd double %495, %498
  %500 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 9
  %501 = load float, ptr %500, align 4, !tbaa !15
  %502 = fpext float %501 to double
  %503 = fadd double %499, %502
  %504 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 10
  %505 = load float, ptr %504, align 8, !tbaa !15
  %506 = fpext float %505 to double
  %507 = fadd double %503, %506
  %508 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 11
  %509 = load float, ptr %508, align 4, !tbaa !15
  %510 = fpext float %509 to double
  %511 = fadd double %507, %510
  %512 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 12
  %513 = load float, ptr %512, align 16, !tbaa !15
  %514 = fpext float %513 to double
  %515 = fadd double %511, %514
  %516 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 13
  %517 = load float, ptr %516, align 4, !tbaa !15
  %518 = fpext float %517 to double
  %519 = fadd double %515, %518
  %520 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 14
  %521 = load float, ptr %520, align 8, !tbaa !15
  %522 = fpext float %521 to double
  %523 = fadd double %519, %522
  %524 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 15
  %525 = load float, ptr %524, align 4, !tbaa !15
  %526 = fpext float %525 to double
  %527 = fadd double %523, %526
  %528 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 16
  %529 = load float, ptr %528, align 16, !tbaa !15
  %530 = fpext float %529 to double
  %531 = fadd double %527, %530
  %532 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 17
  %533 = load float, ptr %532, align 4, !tbaa !15
  %534 = fpext float %533 to double
  %535 = fadd double %531, %534
  %536 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 18
  %537 = load float, ptr %536, align 8, !tbaa !15
  %538 = fpext float %537 to double
  %539 = fadd double %535, %538
  %540 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 19
  %541 = load float, ptr %540, align 4, !tbaa !15
  %542 = fpext float %541 to double
  %543 = fadd double %539, %542
  %544 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 20
  %545 = load float, ptr %544, align 16, !tbaa !15
  %546 = fpext float %545 to double
  %547 = fadd double %543, %546
  %548 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 21
  %549 = load float, ptr %548, align 4, !tbaa !15
  %550 = fpext float %549 to double
  %551 = fadd double %547, %550
  %552 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 22
  %553 = load float, ptr %552, align 8, !tbaa !15
  %554 = fpext float %553 to double
  %555 = fadd double %551, %554
  %556 = getelementptr inbounds [24 x [24 x float]], ptr @fc, i64 0, i64 %462, i64 23
  %557 = load float, ptr %556, align 4, !tbaa !15
  %558 = fpext float %557 to double
  %559 = fadd double %555, %558
  %560 = add nuw nsw i64 %462, 1
  %561 = icmp eq i64 %560, 24
  br i1 %561, label %562, label %461, !llvm.loop !33

562:                                              ; preds = %461
  %563 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 716), align 4, !tbaa !15
  %564 = fpext float %563 to double
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %559, double noundef %564)
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
  br label %566

566:                                              ; preds = %562, %669
  %567 = phi i64 [ %670, %669 ], [ 0, %562 ]
  %568 = getelementptr inbounds [24 x i32], ptr @ia, i64 %567, i64 0
  %569 = getelementptr inbounds i8, ptr %568, i64 16
  %570 = load <4 x i32>, ptr %568, align 16, !tbaa !5
  %571 = load <4 x i32>, ptr %569, align 16, !tbaa !5
  %572 = getelementptr inbounds [24 x i32], ptr @ia, i64 %567, i64 8
  %573 = getelementptr inbounds i8, ptr %572, i64 16
  %574 = load <4 x i32>, ptr %572, align 16, !tbaa !5
  %575 = load <4 x i32>, ptr %573, align 16, !tbaa !5
  %576 = getelementptr inbounds [24 x i32], ptr @ia, i64 %567, i64 16
  %577 = getelementptr inbounds i8, ptr %576, i64 16
  %578 = load <4 x i32>, ptr %576, align 16, !tbaa !5
  %579 = load <4 x i32>, ptr %577, align 16, !tbaa !5
  br label %580

580:                                              ; preds = %566, %580
  %581 = phi i64 [ 0, %566 ], [ %667, %580 ]
  %582 = getelementptr inbounds [24 x i32], ptr @main.id, i64 0, i64 %581
  %583 = getelementptr inbounds [24 x i32], ptr @main.id, i64 1, i64 %581
  %584 = getelementptr inbounds [24 x i32], ptr @main.id, i64 2, i64 %581
  %585 = getelementptr inbounds [24 x i32], ptr @main.id, i64 3, i64 %581
  %586 = getelementptr inbounds [24 x i32], ptr @main.id, i64 4, i64 %581
  %587 = getelementptr inbounds [24 x i32], ptr @main.id, i64 5, i64 %581
  %588 = getelementptr inbounds [24 x i32], ptr @main.id, i64 6, i64 %581
  %589 = getelementptr inbounds [24 x i32], ptr @main.id, i64 7, i64 %581
  %590 = load i32, ptr %582, align 4, !tbaa !5
  %591 = load i32, ptr %583, align 4, !tbaa !5
  %592 = load i32, ptr %584, align 4, !tbaa !5
  %593 = load i32, ptr %585, align 4, !tbaa !5
  %594 = insertelement <4 x i32> poison, i32 %590, i64 0
  %595 = insertelement <4 x i32> %594, i32 %591, i64 1
  %596 = insertelement <4 x i32> %595, i32 %592, i64 2
  %597 = insertelement <4 x i32> %596, i32 %593, i64 3
  %598 = load i32, ptr %586, align 4, !tbaa !5
  %599 = load i32, ptr %587, align 4, !tbaa !5
  %600 = load i32, ptr %588, align 4, !tbaa !5
  %601 = load i32, ptr %589, align 4, !tbaa !5
  %602 = insertelement <4 x i32> poison, i32 %598, i64 0
  %603 = insertelement <4 x i32> %602, i32 %599, i64 1
  %604 = insertelement <4 x i32> %603, i32 %600, i64 2
  %605 = insertelement <4 x i32> %604, i32 %601, i64 3
  %606 = mul nsw <4 x i32> %597, %570
  %607 = mul nsw <4 x i32> %605, %571
  %608 = getelementptr inbounds [24 x i32], ptr @main.id, i64 8, i64 %581
  %609 = getelementptr inbounds [24 x i32], ptr @main.id, i64 9, i64 %581
  %610 = getelementptr inbounds [24 x i32], ptr @main.id, i64 10, i64 %581
  %611 = getelementptr inbounds [24 x i32], ptr @main.id, i64 11, i64 %581
  %612 = getelementptr inbounds [24 x i32], ptr @main.id, i64 12, i64 %581
  %613 = getelementptr inbounds [24 x i32], ptr @main.id, i64 13, i64 %581
  %614 = getelementptr inbounds [24 x i32], ptr @main.id, i64 14, i64 %581
  %615 = getelementptr inbounds [24 x i32], ptr @main.id, i64 15, i64 %581
  %616 = load i32, ptr %608, align 4, !tbaa !5
  %617 = load i32, ptr %609, align 4, !tbaa !5
  %618 = load i32, ptr %610, align 4, !tbaa !5
  %619 = load i32, ptr %611, align 4, !tbaa !5
  %620 = insertelement <4 x i32> poison, i32 %616, i64 0
  %621 = insertelement <4 x i32> %620, i32 %617, i64 1
  %622 = insertelement <4 x i32> %621, i32 %618, i64 2
  %623 = insertelement <4 x i32> %622, i32 %619, i64 3
  %624 = load i32, ptr %612, align 4, !tbaa !5
  %625 = load i32, ptr %613, align 4, !tbaa !5
  %626 = load i32, ptr %614, align 4, !tbaa !5
  %627 = load i32, ptr %615, align 4, !tbaa !5
  %628 = insertelement <4 x i32> poison, i32 %624, i64 0
  %629 = insertelement <4 x i32> %628, i32 %625, i64 1
  %630 = insertelement <4 x i32> %629, i32 %626, i64 2
  %631 = insertelement <4 x i32> %630, i32 %627, i64 3
  %632 = mul nsw <4 x i32> %623, %574
  %633 = mul nsw <4 x i32> %631, %575
  %634 = add <4 x i32> %632, %606
  %635 = add <4 x i32> %633, %607
  %636 = getelementptr inbounds [24 x i32], ptr @main.id, i64 16, i64 %581
  %637 = getelementptr inbounds [24 x i32], ptr @main.id, i64 17, i64 %581
  %638 = getelementptr inbounds [24 x i32], ptr @main.id, i64 18, i64 %581
  %639 = getelementptr inbounds [24 x i32], ptr @main.id, i64 19, i64 %581
  %640 = getelementptr inbounds [24 x i32], ptr @main.id, i64 20, i64 %581
  %641 = getelementptr inbounds [24 x i32], ptr @main.id, i64 21, i64 %581
  %642 = getelementptr inbounds [24 x i32], ptr @main.id, i64 22, i64 %581
  %643 = getelementptr inbounds [24 x i32], ptr @main.id, i64 23, i64 %581
  %644 = load i32, ptr %636, align 4, !tbaa !5
  %645 = load i32, ptr %637, align 4, !tbaa !5
  %646 = load i32, ptr %638, align 4, !tbaa !5
  %647 = load i32, ptr %639, align 4, !tbaa !5
  %648 = insertelement <4 x i32> poison, i32 %644, i64 0
  %649 = insertelement <4 x i32> %648, i32 %645, i64 1
  %650 = insertelement <4 x i32> %649, i32 %646, i64 2
  %651 = insertelement <4 x i32> %650, i32 %647, i64 3
  %652 = load i32, ptr %640, align 4, !tbaa !5
  %653 = load i32, ptr %641, align 4, !tbaa !5
  %654 = load i32, ptr %642, align 4, !tbaa !5
  %655 = load i32, ptr %643, align 4, !tbaa !5
  %656 = insertelement <4 x i32> poison, i32 %652, i64 0
  %657 = insertelement <4 x i32> %656, i32 %653, i64 1
  %658 = insertelement <4 x i32> %657, i32 %654, i64 2
  %659 = insertelement <4 x i32> %658, i32 %655, i64 3
  %660 = mul nsw <4 x i32> %651, %578
  %661 = mul nsw <4 x i32> %659, %579
  %662 = add <4 x i32> %660, %634
  %663 = add <4 x i32> %661, %635
  %664 = add <4 x i32> %663, %662
  %665 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %664)
  %666 = getelementptr inbounds [24 x i32], ptr @main.out, i64 %567, i64 %581
  store i32 %665, ptr %666, align 4, !tbaa !5
  %667 = add nuw nsw i64 %581, 1
  %668 = icmp eq i64 %667, 24
  br i1 %668, label %669, label %580, !llvm.loop !9

669:                                              ; preds = %580
  %670 = add nuw nsw i64 %567, 1
  %671 = icmp eq i64 %670, 24
  br i1 %671, label %672, label %566, !llvm.loop !11

672:                                              ; preds = %669, %672
  %673 = phi i64 [ %714, %672 ], [ 0, %669 ]
  %674 = phi i32 [ %713, %672 ], [ 1, %669 ]
  %675 = getelementptr inbounds [24 x [24 x i32]], ptr @main.out, i64 0, i64 %673, i64 0
  %676 = getelementptr inbounds i8, ptr %675, i64 16
  %677 = load <4 x i32>, ptr %675, align 16, !tbaa !5
  %678 = load <4 x i32>, ptr %676, align 16, !tbaa !5
  %679 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %673, i64 0
  %680 = getelementptr inbounds i8, ptr %679, i64 16
  %681 = load <4 x i32>, ptr %679, align 16, !tbaa !5
  %682 = load <4 x i32>, ptr %680, align 16, !tbaa !5
  %683 = icmp ne <4 x i32> %677, %681
  %684 = icmp ne <4 x i32> %678, %682
  %685 = getelementptr inbounds [24 x [24 x i32]], ptr @main.out, i64 0, i64 %673, i64 8
  %686 = getelementptr inbounds i8, ptr %685, i64 16
  %687 = load <4 x i32>, ptr %685, align 16, !tbaa !5
  %688 = load <4 x i32>, ptr %686, align 16, !tbaa !5
  %689 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %673, i64 8
  %690 = getelementptr inbounds i8, ptr %689, i64 16
  %691 = load <4 x i32>, ptr %689, align 16, !tbaa !5
  %692 = load <4 x i32>, ptr %690, align 16, !tbaa !5
  %693 = icmp ne <4 x i32> %687, %691
  %694 = icmp ne <4 x i32> %688, %692
  %695 = or <4 x i1> %683, %693
  %696 = or <4 x i1> %684, %694
  %697 = getelementptr inbounds [24 x [24 x i32]], ptr @main.out, i64 0, i64 %673, i64 16
  %698 = getelementptr inbounds i8, ptr %697, i64 16
  %699 = load <4 x i32>, ptr %697, align 16, !tbaa !5
  %700 = load <4 x i32>, ptr %698, align 16, !tbaa !5
  %701 = getelementptr inbounds [24 x [24 x i32]], ptr @ia, i64 0, i64 %673, i64 16
  %702 = getelementptr inbounds i8, ptr %701, i64 16
  %703 = load <4 x i32>, ptr %701, align 16, !tbaa !5
  %704 = load <4 x i32>, ptr %702, align 16, !tbaa !5
  %705 = icmp ne <4 x i32> %699, %703
  %706 = icmp ne <4 x i32> %700, %704
  %707 = or <4 x i1> %695, %705
  %708 = or <4 x i1> %696, %706
  %709 = or <4 x i1> %708, %707
  %710 = freeze <4 x i1> %709
  %711 = bitcast <4 x i1> %710 to i4
  %712 = icmp eq i4 %711, 0
  %713 = select i1 %712, i32 %674, i32 0
  %714 = add nuw nsw i64 %673, 1
  %715 = icmp eq i64 %714, 24
  br i1 %715, label %716, label %672, !llvm.loop !34

716:                                              ; preds = %672
  %717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %713)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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

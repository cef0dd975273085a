; ModuleID = 'sort_search.c'
source_filename = "sort_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [35 x i8] c"sorted=%d min=%d max=%d median=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [45 x i8] c"bsearch hits=%d misses=%d found=%d value=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"desc first=%d last=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@__const.main.words = private unnamed_addr constant [10 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"fig at %d\0A\00", align 1
@__const.main.recs = private unnamed_addr constant [7 x %struct.rec] [%struct.rec { [12 x i8] c"zed\00\00\00\00\00\00\00\00\00", i32 50, double 1.500000e+00 }, %struct.rec { [12 x i8] c"amy\00\00\00\00\00\00\00\00\00", i32 90, double 2.000000e+00 }, %struct.rec { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 50, double 3.000000e+00 }, %struct.rec { [12 x i8] c"cat\00\00\00\00\00\00\00\00\00", i32 70, double 5.000000e-01 }, %struct.rec { [12 x i8] c"dan\00\00\00\00\00\00\00\00\00", i32 90, double 1.000000e+00 }, %struct.rec { [12 x i8] c"eve\00\00\00\00\00\00\00\00\00", i32 10, double 9.000000e+00 }, %struct.rec { [12 x i8] c"fay\00\00\00\00\00\00\00\00\00", i32 70, double 4.500000e+00 }], align 16
@.str.17 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1
@.str.18 = private unnamed_addr constant [24 x i8] c"doubles %.3f %.3f %.3f\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"double found idx=%d\0A\00", align 1
@lcg_state = internal unnamed_addr global i32 12345, align 4
@str = private unnamed_addr constant [4 x i8] c"bad\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 16
  %2 = alloca [10 x ptr], align 16
  %3 = alloca [7 x %struct.rec], align 16
  %4 = alloca [50 x double], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #10
  %5 = load i32, ptr @lcg_state, align 4, !tbaa !5
  br label %38

6:                                                ; preds = %38
  store i32 %49, ptr @lcg_state, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int) #10
  %7 = load i32, ptr %1, align 16, !tbaa !5
  %8 = insertelement <4 x i32> poison, i32 %7, i64 3
  br label %9

9:                                                ; preds = %9, %6
  %10 = phi i64 [ 0, %6 ], [ %36, %9 ]
  %11 = phi <4 x i32> [ %8, %6 ], [ %29, %9 ]
  %12 = phi <4 x i1> [ zeroinitializer, %6 ], [ %34, %9 ]
  %13 = phi <4 x i1> [ zeroinitializer, %6 ], [ %35, %9 ]
  %14 = or disjoint i64 %10, 1
  %15 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !5
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = shufflevector <4 x i32> %11, <4 x i32> %17, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %20 = shufflevector <4 x i32> %17, <4 x i32> %18, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %21 = icmp sgt <4 x i32> %19, %17
  %22 = icmp sgt <4 x i32> %20, %18
  %23 = or <4 x i1> %12, %21
  %24 = or <4 x i1> %13, %22
  %25 = or disjoint i64 %10, 9
  %26 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load <4 x i32>, ptr %26, align 4, !tbaa !5
  %29 = load <4 x i32>, ptr %27, align 4, !tbaa !5
  %30 = shufflevector <4 x i32> %18, <4 x i32> %28, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %31 = shufflevector <4 x i32> %28, <4 x i32> %29, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %32 = icmp sgt <4 x i32> %30, %28
  %33 = icmp sgt <4 x i32> %31, %29
  %34 = or <4 x i1> %23, %32
  %35 = or <4 x i1> %24, %33
  %36 = add nuw nsw i64 %10, 16
  %37 = icmp eq i64 %36, 192
  br i1 %37, label %56, label %9, !llvm.loop !9

38:                                               ; preds = %38, %0
  %39 = phi i64 [ 0, %0 ], [ %54, %38 ]
  %40 = phi i32 [ %5, %0 ], [ %49, %38 ]
  %41 = mul i32 %40, 1103515245
  %42 = add i32 %41, 12345
  %43 = lshr i32 %42, 16
  %44 = and i32 %43, 32767
  %45 = add nsw i32 %44, -16384
  %46 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %39
  store i32 %45, ptr %46, align 8, !tbaa !5
  %47 = or disjoint i64 %39, 1
  %48 = mul i32 %42, 1103515245
  %49 = add i32 %48, 12345
  %50 = lshr i32 %49, 16
  %51 = and i32 %50, 32767
  %52 = add nsw i32 %51, -16384
  %53 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %47
  store i32 %52, ptr %53, align 4, !tbaa !5
  %54 = add nuw nsw i64 %39, 2
  %55 = icmp eq i64 %54, 200
  br i1 %55, label %6, label %38, !llvm.loop !13

56:                                               ; preds = %9
  %57 = extractelement <4 x i32> %29, i64 3
  %58 = or <4 x i1> %35, %34
  %59 = freeze <4 x i1> %58
  %60 = bitcast <4 x i1> %59 to i4
  %61 = icmp eq i4 %60, 0
  %62 = getelementptr inbounds i8, ptr %1, i64 772
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = icmp sle i32 %57, %63
  %65 = and i1 %64, %61
  %66 = getelementptr inbounds i8, ptr %1, i64 776
  %67 = load i32, ptr %66, align 8, !tbaa !5
  %68 = icmp sle i32 %63, %67
  %69 = getelementptr inbounds i8, ptr %1, i64 780
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = icmp sle i32 %67, %70
  %72 = getelementptr inbounds i8, ptr %1, i64 784
  %73 = load i32, ptr %72, align 16, !tbaa !5
  %74 = icmp sle i32 %70, %73
  %75 = getelementptr inbounds i8, ptr %1, i64 788
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = icmp sle i32 %73, %76
  %78 = getelementptr inbounds i8, ptr %1, i64 792
  %79 = load i32, ptr %78, align 8, !tbaa !5
  %80 = icmp sle i32 %76, %79
  %81 = getelementptr inbounds i8, ptr %1, i64 796
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = icmp sle i32 %79, %82
  %84 = select i1 %83, i1 %80, i1 false
  %85 = select i1 %84, i1 %77, i1 false
  %86 = select i1 %85, i1 %74, i1 false
  %87 = select i1 %86, i1 %71, i1 false
  %88 = select i1 %87, i1 %68, i1 false
  %89 = select i1 %88, i1 %65, i1 false
  %90 = zext i1 %89 to i32
  %91 = getelementptr inbounds i8, ptr %1, i64 796
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %1, i64 400
  %94 = load i32, ptr %93, align 16, !tbaa !5
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %90, i32 noundef %7, i32 noundef %92, i32 noundef %94)
  br label %96

96:                                               ; preds = %56, %154
  %97 = phi i32 [ 0, %56 ], [ %156, %154 ]
  %98 = phi i32 [ 0, %56 ], [ %155, %154 ]
  %99 = phi i32 [ -16384, %56 ], [ %157, %154 ]
  br label %125

100:                                              ; preds = %154
  %101 = getelementptr inbounds i8, ptr %1, i64 548
  %102 = load i32, ptr %101, align 4, !tbaa !5
  br label %103

103:                                              ; preds = %121, %100
  %104 = phi i64 [ %123, %121 ], [ 0, %100 ]
  %105 = phi i64 [ %122, %121 ], [ 200, %100 ]
  %106 = add i64 %105, %104
  %107 = lshr i64 %106, 1
  %108 = shl i64 %107, 2
  %109 = getelementptr inbounds i8, ptr %1, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = icmp sgt i32 %102, %110
  %112 = zext i1 %111 to i32
  %113 = icmp slt i32 %102, %110
  %114 = sext i1 %113 to i32
  %115 = add nsw i32 %114, %112
  %116 = icmp slt i32 %115, 0
  br i1 %116, label %121, label %117

117:                                              ; preds = %103
  %118 = icmp eq i32 %115, 0
  br i1 %118, label %159, label %119

119:                                              ; preds = %117
  %120 = add nuw i64 %107, 1
  br label %121

121:                                              ; preds = %119, %103
  %122 = phi i64 [ %105, %119 ], [ %107, %103 ]
  %123 = phi i64 [ %120, %119 ], [ %104, %103 ]
  %124 = icmp ult i64 %123, %122
  br i1 %124, label %103, label %159, !llvm.loop !14

125:                                              ; preds = %96, %143
  %126 = phi i64 [ %145, %143 ], [ 0, %96 ]
  %127 = phi i64 [ %144, %143 ], [ 200, %96 ]
  %128 = add i64 %127, %126
  %129 = lshr i64 %128, 1
  %130 = shl i64 %129, 2
  %131 = getelementptr inbounds i8, ptr %1, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = icmp sgt i32 %99, %132
  %134 = zext i1 %133 to i32
  %135 = icmp slt i32 %99, %132
  %136 = sext i1 %135 to i32
  %137 = add nsw i32 %136, %134
  %138 = icmp slt i32 %137, 0
  br i1 %138, label %143, label %139

139:                                              ; preds = %125
  %140 = icmp eq i32 %137, 0
  br i1 %140, label %147, label %141

141:                                              ; preds = %139
  %142 = add nuw i64 %129, 1
  br label %143

143:                                              ; preds = %141, %125
  %144 = phi i64 [ %127, %141 ], [ %129, %125 ]
  %145 = phi i64 [ %142, %141 ], [ %126, %125 ]
  %146 = icmp ult i64 %145, %144
  br i1 %146, label %125, label %152, !llvm.loop !14

147:                                              ; preds = %139
  %148 = add nsw i32 %97, 1
  %149 = icmp eq i32 %132, %99
  br i1 %149, label %154, label %150

150:                                              ; preds = %147
  %151 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %154

152:                                              ; preds = %143
  %153 = add nsw i32 %98, 1
  br label %154

154:                                              ; preds = %147, %150, %152
  %155 = phi i32 [ %98, %150 ], [ %98, %147 ], [ %153, %152 ]
  %156 = phi i32 [ %148, %150 ], [ %148, %147 ], [ %97, %152 ]
  %157 = add nsw i32 %99, 97
  %158 = icmp slt i32 %99, 16287
  br i1 %158, label %96, label %100, !llvm.loop !15

159:                                              ; preds = %121, %117
  %160 = phi i32 [ 1, %117 ], [ 0, %121 ]
  %161 = phi i32 [ %110, %117 ], [ 0, %121 ]
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %156, i32 noundef %155, i32 noundef %160, i32 noundef %161)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #10
  %163 = load i32, ptr %1, align 16, !tbaa !5
  %164 = load i32, ptr %91, align 4, !tbaa !5
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %163, i32 noundef %164)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, ptr noundef nonnull align 16 dereferenceable(80) @__const.main.words, i64 80, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 10, i64 noundef 8, ptr noundef nonnull @cmp_str) #10
  %166 = load ptr, ptr %2, align 16, !tbaa !16
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %166)
  %168 = getelementptr inbounds i8, ptr %2, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !16
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %169)
  %171 = getelementptr inbounds i8, ptr %2, i64 16
  %172 = load ptr, ptr %171, align 16, !tbaa !16
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %172)
  %174 = getelementptr inbounds i8, ptr %2, i64 24
  %175 = load ptr, ptr %174, align 8, !tbaa !16
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %175)
  %177 = getelementptr inbounds i8, ptr %2, i64 32
  %178 = load ptr, ptr %177, align 16, !tbaa !16
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %178)
  %180 = getelementptr inbounds i8, ptr %2, i64 40
  %181 = load ptr, ptr %180, align 8, !tbaa !16
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %181)
  %183 = getelementptr inbounds i8, ptr %2, i64 48
  %184 = load ptr, ptr %183, align 16, !tbaa !16
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %184)
  %186 = getelementptr inbounds i8, ptr %2, i64 56
  %187 = load ptr, ptr %186, align 8, !tbaa !16
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %187)
  %189 = getelementptr inbounds i8, ptr %2, i64 64
  %190 = load ptr, ptr %189, align 16, !tbaa !16
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %190)
  %192 = getelementptr inbounds i8, ptr %2, i64 72
  %193 = load ptr, ptr %192, align 8, !tbaa !16
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %193)
  %195 = call i32 @putchar(i32 10)
  br label %196

196:                                              ; preds = %210, %159
  %197 = phi i64 [ %212, %210 ], [ 0, %159 ]
  %198 = phi i64 [ %211, %210 ], [ 10, %159 ]
  %199 = add i64 %198, %197
  %200 = lshr i64 %199, 1
  %201 = shl i64 %200, 3
  %202 = getelementptr inbounds i8, ptr %2, i64 %201
  %203 = load ptr, ptr %202, align 8, !tbaa !16
  %204 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.6, ptr noundef nonnull dereferenceable(1) %203) #11
  %205 = icmp slt i32 %204, 0
  br i1 %205, label %210, label %206

206:                                              ; preds = %196
  %207 = icmp eq i32 %204, 0
  br i1 %207, label %214, label %208

208:                                              ; preds = %206
  %209 = add nuw i64 %200, 1
  br label %210

210:                                              ; preds = %208, %196
  %211 = phi i64 [ %198, %208 ], [ %200, %196 ]
  %212 = phi i64 [ %209, %208 ], [ %197, %196 ]
  %213 = icmp ult i64 %212, %211
  br i1 %213, label %196, label %216, !llvm.loop !14

214:                                              ; preds = %206
  %215 = getelementptr inbounds i8, ptr %2, i64 %201
  br label %216

216:                                              ; preds = %210, %214
  %217 = phi ptr [ %215, %214 ], [ null, %210 ]
  %218 = icmp eq ptr %217, null
  %219 = ptrtoint ptr %217 to i64
  %220 = ptrtoint ptr %2 to i64
  %221 = sub i64 %219, %220
  %222 = lshr exact i64 %221, 3
  %223 = trunc i64 %222 to i32
  %224 = select i1 %218, i32 -1, i32 %223
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %224)
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %3, ptr noundef nonnull align 16 dereferenceable(168) @__const.main.recs, i64 168, i1 false)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 7, i64 noundef 24, ptr noundef nonnull @cmp_rec) #10
  %226 = getelementptr inbounds i8, ptr %3, i64 12
  %227 = load i32, ptr %226, align 4, !tbaa !18
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %3, i32 noundef %227)
  %229 = getelementptr inbounds i8, ptr %3, i64 24
  %230 = getelementptr inbounds i8, ptr %3, i64 36
  %231 = load i32, ptr %230, align 4, !tbaa !18
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %229, i32 noundef %231)
  %233 = getelementptr inbounds i8, ptr %3, i64 48
  %234 = getelementptr inbounds i8, ptr %3, i64 60
  %235 = load i32, ptr %234, align 4, !tbaa !18
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %233, i32 noundef %235)
  %237 = getelementptr inbounds i8, ptr %3, i64 72
  %238 = getelementptr inbounds i8, ptr %3, i64 84
  %239 = load i32, ptr %238, align 4, !tbaa !18
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %237, i32 noundef %239)
  %241 = getelementptr inbounds i8, ptr %3, i64 96
  %242 = getelementptr inbounds i8, ptr %3, i64 108
  %243 = load i32, ptr %242, align 4, !tbaa !18
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %241, i32 noundef %243)
  %245 = getelementptr inbounds i8, ptr %3, i64 120
  %246 = getelementptr inbounds i8, ptr %3, i64 132
  %247 = load i32, ptr %246, align 4, !tbaa !18
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %245, i32 noundef %247)
  %249 = getelementptr inbounds i8, ptr %3, i64 144
  %250 = getelementptr inbounds i8, ptr %3, i64 156
  %251 = load i32, ptr %250, align 4, !tbaa !18
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %249, i32 noundef %251)
  %253 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %4) #10
  %254 = load i32, ptr @lcg_state, align 4, !tbaa !5
  br label %293

255:                                              ; preds = %293
  store i32 %306, ptr @lcg_state, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %4, i64 noundef 50, i64 noundef 8, ptr noundef nonnull @cmp_double) #10
  %256 = load double, ptr %4, align 16, !tbaa !21
  %257 = getelementptr inbounds i8, ptr %4, i64 200
  %258 = load double, ptr %257, align 8, !tbaa !21
  %259 = getelementptr inbounds i8, ptr %4, i64 392
  %260 = load double, ptr %259, align 8, !tbaa !21
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %256, double noundef %258, double noundef %260)
  %262 = getelementptr inbounds i8, ptr %4, i64 136
  %263 = load double, ptr %262, align 8, !tbaa !21
  br label %264

264:                                              ; preds = %277, %255
  %265 = phi i64 [ %279, %277 ], [ 0, %255 ]
  %266 = phi i64 [ %278, %277 ], [ 50, %255 ]
  %267 = add i64 %266, %265
  %268 = lshr i64 %267, 1
  %269 = shl i64 %268, 3
  %270 = getelementptr inbounds i8, ptr %4, i64 %269
  %271 = load double, ptr %270, align 8, !tbaa !21
  %272 = fcmp olt double %263, %271
  br i1 %272, label %277, label %273

273:                                              ; preds = %264
  %274 = fcmp ule double %263, %271
  br i1 %274, label %281, label %275

275:                                              ; preds = %273
  %276 = add nuw i64 %268, 1
  br label %277

277:                                              ; preds = %275, %264
  %278 = phi i64 [ %266, %275 ], [ %268, %264 ]
  %279 = phi i64 [ %276, %275 ], [ %265, %264 ]
  %280 = icmp ult i64 %279, %278
  br i1 %280, label %264, label %283, !llvm.loop !14

281:                                              ; preds = %273
  %282 = getelementptr inbounds i8, ptr %4, i64 %269
  br label %283

283:                                              ; preds = %277, %281
  %284 = phi ptr [ %282, %281 ], [ null, %277 ]
  %285 = icmp eq ptr %284, null
  %286 = ptrtoint ptr %284 to i64
  %287 = ptrtoint ptr %4 to i64
  %288 = sub i64 %286, %287
  %289 = lshr exact i64 %288, 3
  %290 = trunc i64 %289 to i32
  %291 = select i1 %285, i32 -1, i32 %290
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %291)
  call void @qsort(ptr noundef nonnull %4, i64 noundef 0, i64 noundef 8, ptr noundef nonnull @cmp_double) #10
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #10
  ret i32 0

293:                                              ; preds = %293, %216
  %294 = phi i64 [ 0, %216 ], [ %313, %293 ]
  %295 = phi i32 [ %254, %216 ], [ %306, %293 ]
  %296 = mul i32 %295, 1103515245
  %297 = add i32 %296, 12345
  %298 = lshr i32 %297, 16
  %299 = and i32 %298, 32767
  %300 = uitofp nneg i32 %299 to double
  %301 = fdiv double %300, 1.000000e+03
  %302 = fadd double %301, -1.000000e+01
  %303 = getelementptr inbounds [50 x double], ptr %4, i64 0, i64 %294
  store double %302, ptr %303, align 16, !tbaa !21
  %304 = or disjoint i64 %294, 1
  %305 = mul i32 %297, 1103515245
  %306 = add i32 %305, 12345
  %307 = lshr i32 %306, 16
  %308 = and i32 %307, 32767
  %309 = uitofp nneg i32 %308 to double
  %310 = fdiv double %309, 1.000000e+03
  %311 = fadd double %310, -1.000000e+01
  %312 = getelementptr inbounds [50 x double], ptr %4, i64 0, i64 %304
  store double %311, ptr %312, align 8, !tbaa !21
  %313 = add nuw nsw i64 %294, 2
  %314 = icmp eq i64 %313, 50
  br i1 %314, label %255, label %293, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = load i32, ptr %0, align 4, !tbaa !5
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  %4 = load ptr, ptr %1, align 8, !tbaa !16
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #11
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !18
  %5 = getelementptr inbounds i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !18
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = sub nsw i32 %6, %4
  br label %12

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #11
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load double, ptr %0, align 8, !tbaa !21
  %4 = load double, ptr %1, align 8, !tbaa !21
  %5 = fcmp olt double %3, %4
  %6 = fcmp ogt double %3, %4
  %7 = zext i1 %6 to i32
  %8 = select i1 %5, i32 -1, i32 %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!19, !6, i64 12}
!19 = !{!"rec", !7, i64 0, !6, i64 12, !20, i64 16}
!20 = !{!"double", !7, i64 0}
!21 = !{!20, !20, i64 0}
!22 = distinct !{!22, !10}

; ModuleID = 'bench_interp.c'
source_filename = "bench_interp.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@main.mem = internal unnamed_addr global [1024 x i32] zeroinitializer, align 16
@code = internal unnamed_addr global [512 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [17 x i8] c"%d %u %llu %08x\0A\00", align 1
@ncode = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i32], align 16
  %4 = alloca [16 x i32], align 16
  %5 = alloca [16 x i32], align 16
  %6 = icmp slt i32 %0, 2
  br i1 %6, label %28, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = load i8, ptr %9, align 1, !tbaa !9
  %11 = add i8 %10, -48
  %12 = icmp ult i8 %11, 10
  br i1 %12, label %16, label %13

13:                                               ; preds = %16, %7
  %14 = phi i32 [ 0, %7 ], [ %23, %16 ]
  %15 = tail call i32 @llvm.smax.i32(i32 %14, i32 1)
  br label %28

16:                                               ; preds = %7, %16
  %17 = phi i8 [ %25, %16 ], [ %10, %7 ]
  %18 = phi ptr [ %24, %16 ], [ %9, %7 ]
  %19 = phi i32 [ %23, %16 ], [ 0, %7 ]
  %20 = mul nsw i32 %19, 10
  %21 = add nsw i8 %17, -48
  %22 = zext nneg i8 %21 to i32
  %23 = add nsw i32 %20, %22
  %24 = getelementptr inbounds i8, ptr %18, i64 1
  %25 = load i8, ptr %24, align 1, !tbaa !9
  %26 = add i8 %25, -48
  %27 = icmp ult i8 %26, 10
  br i1 %27, label %16, label %13, !llvm.loop !10

28:                                               ; preds = %2, %13
  %29 = phi i32 [ %15, %13 ], [ 1, %2 ]
  %30 = load i32, ptr @ncode, align 4, !tbaa !12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %31
  %33 = add nsw i32 %30, 4
  store <4 x i32> <i32 6, i32 0, i32 1, i32 63>, ptr %32, align 4, !tbaa !12
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %34
  %36 = add nsw i32 %30, 8
  store <4 x i32> <i32 14, i32 1, i32 160, i32 11>, ptr %35, align 4, !tbaa !12
  %37 = add nsw i32 %30, 9
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %38
  store i32 7, ptr %39, align 4, !tbaa !12
  %40 = add nsw i32 %30, 10
  %41 = sext i32 %37 to i64
  %42 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %41
  store i32 4, ptr %42, align 4, !tbaa !12
  %43 = add nsw i32 %30, 11
  %44 = sext i32 %40 to i64
  %45 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %44
  store i32 1, ptr %45, align 4, !tbaa !12
  %46 = add nsw i32 %30, 12
  %47 = sext i32 %43 to i64
  %48 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %47
  store i32 0, ptr %48, align 4, !tbaa !12
  %49 = add nsw i32 %30, 13
  %50 = sext i32 %46 to i64
  %51 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %50
  store i32 7, ptr %51, align 4, !tbaa !12
  %52 = add nsw i32 %30, 14
  %53 = sext i32 %49 to i64
  %54 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %53
  store i32 2, ptr %54, align 4, !tbaa !12
  %55 = add nsw i32 %30, 15
  %56 = sext i32 %52 to i64
  %57 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %56
  store i32 6, ptr %57, align 4, !tbaa !12
  %58 = add nsw i32 %30, 16
  %59 = sext i32 %55 to i64
  %60 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %59
  store i32 2, ptr %60, align 4, !tbaa !12
  %61 = add nsw i32 %30, 17
  %62 = sext i32 %58 to i64
  %63 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %62
  store i32 6, ptr %63, align 4, !tbaa !12
  %64 = add nsw i32 %30, 18
  %65 = sext i32 %61 to i64
  %66 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %65
  store i32 4, ptr %66, align 4, !tbaa !12
  %67 = add nsw i32 %30, 19
  %68 = sext i32 %64 to i64
  %69 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %68
  store i32 19, ptr %69, align 4, !tbaa !12
  %70 = add nsw i32 %30, 20
  %71 = sext i32 %67 to i64
  %72 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %71
  store i32 22, ptr %72, align 4, !tbaa !12
  %73 = add nsw i32 %30, 21
  %74 = sext i32 %70 to i64
  %75 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %74
  %76 = add nsw i32 %30, 22
  %77 = sext i32 %73 to i64
  %78 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %77
  store i32 6, ptr %78, align 4, !tbaa !12
  %79 = add nsw i32 %30, 23
  %80 = sext i32 %76 to i64
  %81 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %80
  store i32 2, ptr %81, align 4, !tbaa !12
  %82 = add nsw i32 %30, 24
  %83 = sext i32 %79 to i64
  %84 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %83
  store i32 1, ptr %84, align 4, !tbaa !12
  %85 = add nsw i32 %30, 25
  %86 = sext i32 %82 to i64
  %87 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %86
  store i32 2, ptr %87, align 4, !tbaa !12
  %88 = add nsw i32 %30, 26
  %89 = sext i32 %85 to i64
  %90 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %89
  store i32 19, ptr %90, align 4, !tbaa !12
  %91 = add nsw i32 %30, 27
  %92 = sext i32 %88 to i64
  %93 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %92
  store i32 1, ptr %93, align 4, !tbaa !12
  %94 = add nsw i32 %30, 28
  %95 = sext i32 %91 to i64
  %96 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %95
  store i32 1, ptr %96, align 4, !tbaa !12
  %97 = add nsw i32 %30, 29
  %98 = sext i32 %94 to i64
  %99 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %98
  store i32 16, ptr %99, align 4, !tbaa !12
  %100 = add nsw i32 %30, 30
  %101 = sext i32 %97 to i64
  %102 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %101
  store i32 6, ptr %102, align 4, !tbaa !12
  %103 = add nsw i32 %30, 31
  %104 = sext i32 %100 to i64
  %105 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %104
  store i32 2, ptr %105, align 4, !tbaa !12
  %106 = add nsw i32 %30, 32
  %107 = sext i32 %103 to i64
  %108 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %107
  store i32 9, ptr %108, align 4, !tbaa !12
  %109 = add nsw i32 %30, 33
  %110 = sext i32 %106 to i64
  %111 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %110
  store i32 10, ptr %111, align 4, !tbaa !12
  %112 = add nsw i32 %30, 34
  %113 = sext i32 %109 to i64
  %114 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %113
  store i32 2, ptr %114, align 4, !tbaa !12
  %115 = add nsw i32 %30, 35
  %116 = sext i32 %112 to i64
  %117 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %116
  store i32 1, ptr %117, align 4, !tbaa !12
  %118 = add nsw i32 %30, 36
  %119 = sext i32 %115 to i64
  %120 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %119
  store i32 21, ptr %120, align 4, !tbaa !12
  %121 = add nsw i32 %30, 37
  %122 = sext i32 %118 to i64
  %123 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %122
  store i32 %52, ptr %123, align 4, !tbaa !12
  store i32 %121, ptr %75, align 4, !tbaa !12
  %124 = add nsw i32 %30, 38
  %125 = sext i32 %121 to i64
  %126 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %125
  store i32 1, ptr %126, align 4, !tbaa !12
  %127 = add nsw i32 %30, 39
  %128 = sext i32 %124 to i64
  %129 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %128
  store i32 2, ptr %129, align 4, !tbaa !12
  %130 = add nsw i32 %30, 40
  %131 = sext i32 %127 to i64
  %132 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %131
  store i32 7, ptr %132, align 4, !tbaa !12
  %133 = add nsw i32 %30, 41
  %134 = sext i32 %130 to i64
  %135 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %134
  store i32 2, ptr %135, align 4, !tbaa !12
  %136 = add nsw i32 %30, 42
  %137 = sext i32 %133 to i64
  %138 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %137
  store i32 6, ptr %138, align 4, !tbaa !12
  %139 = add nsw i32 %30, 43
  %140 = sext i32 %136 to i64
  %141 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %140
  store i32 2, ptr %141, align 4, !tbaa !12
  %142 = add nsw i32 %30, 44
  %143 = sext i32 %139 to i64
  %144 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %143
  store i32 3, ptr %144, align 4, !tbaa !12
  %145 = add nsw i32 %30, 45
  %146 = sext i32 %142 to i64
  %147 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %146
  store i32 13, ptr %147, align 4, !tbaa !12
  %148 = add nsw i32 %30, 46
  %149 = sext i32 %145 to i64
  %150 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %149
  store i32 6, ptr %150, align 4, !tbaa !12
  %151 = add nsw i32 %30, 47
  %152 = sext i32 %148 to i64
  %153 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %152
  store i32 4, ptr %153, align 4, !tbaa !12
  %154 = add nsw i32 %30, 48
  %155 = sext i32 %151 to i64
  %156 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %155
  store i32 19, ptr %156, align 4, !tbaa !12
  %157 = add nsw i32 %30, 49
  %158 = sext i32 %154 to i64
  %159 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %158
  store i32 22, ptr %159, align 4, !tbaa !12
  %160 = add nsw i32 %30, 50
  %161 = sext i32 %157 to i64
  %162 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %161
  %163 = add nsw i32 %30, 51
  %164 = sext i32 %160 to i64
  %165 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %164
  store i32 6, ptr %165, align 4, !tbaa !12
  %166 = add nsw i32 %30, 52
  %167 = sext i32 %163 to i64
  %168 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %167
  store i32 2, ptr %168, align 4, !tbaa !12
  %169 = add nsw i32 %30, 53
  %170 = sext i32 %166 to i64
  %171 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %170
  store i32 8, ptr %171, align 4, !tbaa !12
  %172 = add nsw i32 %30, 54
  %173 = sext i32 %169 to i64
  %174 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %173
  store i32 22, ptr %174, align 4, !tbaa !12
  %175 = add nsw i32 %30, 55
  %176 = sext i32 %172 to i64
  %177 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %176
  %178 = add nsw i32 %30, 56
  %179 = sext i32 %175 to i64
  %180 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %179
  store i32 6, ptr %180, align 4, !tbaa !12
  %181 = add nsw i32 %30, 57
  %182 = sext i32 %178 to i64
  %183 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %182
  store i32 2, ptr %183, align 4, !tbaa !12
  %184 = add nsw i32 %30, 58
  %185 = sext i32 %181 to i64
  %186 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %185
  store i32 3, ptr %186, align 4, !tbaa !12
  %187 = add nsw i32 %30, 59
  %188 = sext i32 %184 to i64
  %189 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %188
  store i32 13, ptr %189, align 4, !tbaa !12
  %190 = add nsw i32 %30, 60
  %191 = sext i32 %187 to i64
  %192 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %191
  store i32 7, ptr %192, align 4, !tbaa !12
  %193 = add nsw i32 %30, 61
  %194 = sext i32 %190 to i64
  %195 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %194
  store i32 3, ptr %195, align 4, !tbaa !12
  %196 = add nsw i32 %30, 62
  %197 = sext i32 %193 to i64
  %198 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %197
  store i32 6, ptr %198, align 4, !tbaa !12
  %199 = add nsw i32 %30, 63
  %200 = sext i32 %196 to i64
  %201 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %200
  store i32 3, ptr %201, align 4, !tbaa !12
  %202 = add nsw i32 %30, 64
  %203 = sext i32 %199 to i64
  %204 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %203
  store i32 6, ptr %204, align 4, !tbaa !12
  %205 = add nsw i32 %30, 65
  %206 = sext i32 %202 to i64
  %207 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %206
  store i32 4, ptr %207, align 4, !tbaa !12
  %208 = add nsw i32 %30, 66
  %209 = sext i32 %205 to i64
  %210 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %209
  store i32 19, ptr %210, align 4, !tbaa !12
  %211 = add nsw i32 %30, 67
  %212 = sext i32 %208 to i64
  %213 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %212
  store i32 22, ptr %213, align 4, !tbaa !12
  %214 = add nsw i32 %30, 68
  %215 = sext i32 %211 to i64
  %216 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %215
  %217 = add nsw i32 %30, 69
  %218 = sext i32 %214 to i64
  %219 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %218
  store i32 1, ptr %219, align 4, !tbaa !12
  %220 = add nsw i32 %30, 70
  %221 = sext i32 %217 to i64
  %222 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %221
  store i32 0, ptr %222, align 4, !tbaa !12
  %223 = add nsw i32 %30, 71
  %224 = sext i32 %220 to i64
  %225 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %224
  store i32 6, ptr %225, align 4, !tbaa !12
  %226 = add nsw i32 %30, 72
  %227 = sext i32 %223 to i64
  %228 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %227
  store i32 3, ptr %228, align 4, !tbaa !12
  %229 = add nsw i32 %30, 73
  %230 = sext i32 %226 to i64
  %231 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %230
  store i32 9, ptr %231, align 4, !tbaa !12
  %232 = add nsw i32 %30, 74
  %233 = sext i32 %229 to i64
  %234 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %233
  store i32 6, ptr %234, align 4, !tbaa !12
  %235 = add nsw i32 %30, 75
  %236 = sext i32 %232 to i64
  %237 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %236
  store i32 3, ptr %237, align 4, !tbaa !12
  %238 = add nsw i32 %30, 76
  %239 = sext i32 %235 to i64
  %240 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %239
  store i32 6, ptr %240, align 4, !tbaa !12
  %241 = add nsw i32 %30, 77
  %242 = sext i32 %238 to i64
  %243 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %242
  store i32 2, ptr %243, align 4, !tbaa !12
  %244 = add nsw i32 %30, 78
  %245 = sext i32 %241 to i64
  %246 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %245
  store i32 11, ptr %246, align 4, !tbaa !12
  %247 = add nsw i32 %30, 79
  %248 = sext i32 %244 to i64
  %249 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %248
  store i32 7, ptr %249, align 4, !tbaa !12
  %250 = add nsw i32 %30, 80
  %251 = sext i32 %247 to i64
  %252 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %251
  store i32 3, ptr %252, align 4, !tbaa !12
  %253 = add nsw i32 %30, 81
  %254 = sext i32 %250 to i64
  %255 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %254
  store i32 21, ptr %255, align 4, !tbaa !12
  %256 = add nsw i32 %30, 82
  %257 = sext i32 %253 to i64
  %258 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %257
  store i32 %193, ptr %258, align 4, !tbaa !12
  store i32 %256, ptr %216, align 4, !tbaa !12
  store i32 %256, ptr %177, align 4, !tbaa !12
  %259 = add nsw i32 %30, 83
  %260 = sext i32 %256 to i64
  %261 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %260
  store i32 10, ptr %261, align 4, !tbaa !12
  %262 = add nsw i32 %30, 84
  %263 = sext i32 %259 to i64
  %264 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %263
  store i32 2, ptr %264, align 4, !tbaa !12
  %265 = add nsw i32 %30, 85
  %266 = sext i32 %262 to i64
  %267 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %266
  store i32 1, ptr %267, align 4, !tbaa !12
  %268 = add nsw i32 %30, 86
  %269 = sext i32 %265 to i64
  %270 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %269
  store i32 21, ptr %270, align 4, !tbaa !12
  %271 = add nsw i32 %30, 87
  %272 = sext i32 %268 to i64
  %273 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %272
  store i32 %133, ptr %273, align 4, !tbaa !12
  store i32 %271, ptr %162, align 4, !tbaa !12
  %274 = add nsw i32 %30, 88
  %275 = sext i32 %271 to i64
  %276 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %275
  store i32 1, ptr %276, align 4, !tbaa !12
  %277 = add nsw i32 %30, 89
  %278 = sext i32 %274 to i64
  %279 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %278
  store i32 0, ptr %279, align 4, !tbaa !12
  %280 = add nsw i32 %30, 90
  %281 = sext i32 %277 to i64
  %282 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %281
  store i32 7, ptr %282, align 4, !tbaa !12
  %283 = add nsw i32 %30, 91
  %284 = sext i32 %280 to i64
  %285 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %284
  store i32 1, ptr %285, align 4, !tbaa !12
  %286 = add nsw i32 %30, 92
  %287 = sext i32 %283 to i64
  %288 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %287
  store i32 1, ptr %288, align 4, !tbaa !12
  %289 = add nsw i32 %30, 93
  %290 = sext i32 %286 to i64
  %291 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %290
  store i32 0, ptr %291, align 4, !tbaa !12
  %292 = add nsw i32 %30, 94
  %293 = sext i32 %289 to i64
  %294 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %293
  store i32 7, ptr %294, align 4, !tbaa !12
  %295 = add nsw i32 %30, 95
  %296 = sext i32 %292 to i64
  %297 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %296
  store i32 3, ptr %297, align 4, !tbaa !12
  %298 = add nsw i32 %30, 96
  %299 = sext i32 %295 to i64
  %300 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %299
  store i32 1, ptr %300, align 4, !tbaa !12
  %301 = add nsw i32 %30, 97
  %302 = sext i32 %298 to i64
  %303 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %302
  store i32 0, ptr %303, align 4, !tbaa !12
  %304 = add nsw i32 %30, 98
  %305 = sext i32 %301 to i64
  %306 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %305
  store i32 7, ptr %306, align 4, !tbaa !12
  %307 = add nsw i32 %30, 99
  %308 = sext i32 %304 to i64
  %309 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %308
  store i32 2, ptr %309, align 4, !tbaa !12
  %310 = add nsw i32 %30, 100
  %311 = sext i32 %307 to i64
  %312 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %311
  store i32 6, ptr %312, align 4, !tbaa !12
  %313 = add nsw i32 %30, 101
  %314 = sext i32 %310 to i64
  %315 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %314
  store i32 2, ptr %315, align 4, !tbaa !12
  %316 = add nsw i32 %30, 102
  %317 = sext i32 %313 to i64
  %318 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %317
  store i32 6, ptr %318, align 4, !tbaa !12
  %319 = add nsw i32 %30, 103
  %320 = sext i32 %316 to i64
  %321 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %320
  store i32 4, ptr %321, align 4, !tbaa !12
  %322 = add nsw i32 %30, 104
  %323 = sext i32 %319 to i64
  %324 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %323
  store i32 19, ptr %324, align 4, !tbaa !12
  %325 = add nsw i32 %30, 105
  %326 = sext i32 %322 to i64
  %327 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %326
  store i32 22, ptr %327, align 4, !tbaa !12
  %328 = add nsw i32 %30, 106
  %329 = sext i32 %325 to i64
  %330 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %329
  %331 = add nsw i32 %30, 107
  %332 = sext i32 %328 to i64
  %333 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %332
  store i32 6, ptr %333, align 4, !tbaa !12
  %334 = add nsw i32 %30, 108
  %335 = sext i32 %331 to i64
  %336 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %335
  store i32 2, ptr %336, align 4, !tbaa !12
  %337 = add nsw i32 %30, 109
  %338 = sext i32 %334 to i64
  %339 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %338
  store i32 8, ptr %339, align 4, !tbaa !12
  %340 = add nsw i32 %30, 110
  %341 = sext i32 %337 to i64
  %342 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %341
  store i32 22, ptr %342, align 4, !tbaa !12
  %343 = add nsw i32 %30, 111
  %344 = sext i32 %340 to i64
  %345 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %344
  %346 = add nsw i32 %30, 112
  %347 = sext i32 %343 to i64
  %348 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %347
  store i32 10, ptr %348, align 4, !tbaa !12
  %349 = add nsw i32 %30, 113
  %350 = sext i32 %346 to i64
  %351 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %350
  store i32 3, ptr %351, align 4, !tbaa !12
  %352 = add nsw i32 %30, 114
  %353 = sext i32 %349 to i64
  %354 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %353
  store i32 1, ptr %354, align 4, !tbaa !12
  %355 = add nsw i32 %30, 115
  %356 = sext i32 %352 to i64
  %357 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %356
  store i32 6, ptr %357, align 4, !tbaa !12
  %358 = add nsw i32 %30, 116
  %359 = sext i32 %355 to i64
  %360 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %359
  store i32 1, ptr %360, align 4, !tbaa !12
  %361 = add nsw i32 %30, 117
  %362 = sext i32 %358 to i64
  %363 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %362
  store i32 6, ptr %363, align 4, !tbaa !12
  %364 = add nsw i32 %30, 118
  %365 = sext i32 %361 to i64
  %366 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %365
  store i32 2, ptr %366, align 4, !tbaa !12
  %367 = add nsw i32 %30, 119
  %368 = sext i32 %364 to i64
  %369 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %368
  store i32 6, ptr %369, align 4, !tbaa !12
  %370 = add nsw i32 %30, 120
  %371 = sext i32 %367 to i64
  %372 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %371
  store i32 3, ptr %372, align 4, !tbaa !12
  %373 = add nsw i32 %30, 121
  %374 = sext i32 %370 to i64
  %375 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %374
  store i32 13, ptr %375, align 4, !tbaa !12
  %376 = add nsw i32 %30, 122
  %377 = sext i32 %373 to i64
  %378 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %377
  store i32 11, ptr %378, align 4, !tbaa !12
  %379 = add nsw i32 %30, 123
  %380 = sext i32 %376 to i64
  %381 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %380
  store i32 7, ptr %381, align 4, !tbaa !12
  %382 = add nsw i32 %30, 124
  %383 = sext i32 %379 to i64
  %384 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %383
  store i32 1, ptr %384, align 4, !tbaa !12
  store i32 %382, ptr %345, align 4, !tbaa !12
  %385 = add nsw i32 %30, 125
  %386 = sext i32 %382 to i64
  %387 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %386
  store i32 10, ptr %387, align 4, !tbaa !12
  %388 = add nsw i32 %30, 126
  %389 = sext i32 %385 to i64
  %390 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %389
  store i32 2, ptr %390, align 4, !tbaa !12
  %391 = add nsw i32 %30, 127
  %392 = sext i32 %388 to i64
  %393 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %392
  store i32 1, ptr %393, align 4, !tbaa !12
  %394 = add nsw i32 %30, 128
  %395 = sext i32 %391 to i64
  %396 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %395
  store i32 21, ptr %396, align 4, !tbaa !12
  %397 = add nsw i32 %30, 129
  %398 = sext i32 %394 to i64
  %399 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %398
  store i32 %307, ptr %399, align 4, !tbaa !12
  store i32 %397, ptr %330, align 4, !tbaa !12
  %400 = add nsw i32 %30, 130
  %401 = sext i32 %397 to i64
  %402 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %401
  store i32 1, ptr %402, align 4, !tbaa !12
  %403 = add nsw i32 %30, 131
  %404 = sext i32 %400 to i64
  %405 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %404
  store i32 1, ptr %405, align 4, !tbaa !12
  %406 = add nsw i32 %30, 132
  %407 = sext i32 %403 to i64
  %408 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %407
  store i32 7, ptr %408, align 4, !tbaa !12
  %409 = add nsw i32 %30, 133
  %410 = sext i32 %406 to i64
  %411 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %410
  store i32 2, ptr %411, align 4, !tbaa !12
  %412 = add nsw i32 %30, 134
  %413 = sext i32 %409 to i64
  %414 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %413
  store i32 6, ptr %414, align 4, !tbaa !12
  %415 = add nsw i32 %30, 135
  %416 = sext i32 %412 to i64
  %417 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %416
  store i32 0, ptr %417, align 4, !tbaa !12
  %418 = add nsw i32 %30, 136
  %419 = sext i32 %415 to i64
  %420 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %419
  store i32 1, ptr %420, align 4, !tbaa !12
  %421 = add nsw i32 %30, 137
  %422 = sext i32 %418 to i64
  %423 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %422
  store i32 7, ptr %423, align 4, !tbaa !12
  %424 = add nsw i32 %30, 138
  %425 = sext i32 %421 to i64
  %426 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %425
  store i32 14, ptr %426, align 4, !tbaa !12
  %427 = add nsw i32 %30, 139
  %428 = sext i32 %424 to i64
  %429 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %428
  store i32 1, ptr %429, align 4, !tbaa !12
  %430 = add nsw i32 %30, 140
  %431 = sext i32 %427 to i64
  %432 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %431
  store i32 13, ptr %432, align 4, !tbaa !12
  %433 = add nsw i32 %30, 141
  %434 = sext i32 %430 to i64
  %435 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %434
  store i32 11, ptr %435, align 4, !tbaa !12
  %436 = add nsw i32 %30, 142
  %437 = sext i32 %433 to i64
  %438 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %437
  store i32 7, ptr %438, align 4, !tbaa !12
  %439 = add nsw i32 %30, 143
  %440 = sext i32 %436 to i64
  %441 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %440
  store i32 4, ptr %441, align 4, !tbaa !12
  %442 = add nsw i32 %30, 144
  %443 = sext i32 %439 to i64
  %444 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %443
  store i32 6, ptr %444, align 4, !tbaa !12
  %445 = add nsw i32 %30, 145
  %446 = sext i32 %442 to i64
  %447 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %446
  store i32 2, ptr %447, align 4, !tbaa !12
  %448 = add nsw i32 %30, 146
  %449 = sext i32 %445 to i64
  %450 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %449
  store i32 6, ptr %450, align 4, !tbaa !12
  %451 = add nsw i32 %30, 147
  %452 = sext i32 %448 to i64
  %453 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %452
  store i32 4, ptr %453, align 4, !tbaa !12
  %454 = add nsw i32 %30, 148
  %455 = sext i32 %451 to i64
  %456 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %455
  store i32 19, ptr %456, align 4, !tbaa !12
  %457 = add nsw i32 %30, 149
  %458 = sext i32 %454 to i64
  %459 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %458
  store i32 22, ptr %459, align 4, !tbaa !12
  %460 = add nsw i32 %30, 150
  %461 = sext i32 %457 to i64
  %462 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %461
  %463 = add nsw i32 %30, 151
  %464 = sext i32 %460 to i64
  %465 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %464
  store i32 6, ptr %465, align 4, !tbaa !12
  %466 = add nsw i32 %30, 152
  %467 = sext i32 %463 to i64
  %468 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %467
  store i32 2, ptr %468, align 4, !tbaa !12
  %469 = add nsw i32 %30, 153
  %470 = sext i32 %466 to i64
  %471 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %470
  store i32 6, ptr %471, align 4, !tbaa !12
  %472 = add nsw i32 %30, 154
  %473 = sext i32 %469 to i64
  %474 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %473
  store i32 0, ptr %474, align 4, !tbaa !12
  %475 = add nsw i32 %30, 155
  %476 = sext i32 %472 to i64
  %477 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %476
  store i32 1, ptr %477, align 4, !tbaa !12
  %478 = add nsw i32 %30, 156
  %479 = sext i32 %475 to i64
  %480 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %479
  store i32 1023, ptr %480, align 4, !tbaa !12
  %481 = add nsw i32 %30, 157
  %482 = sext i32 %478 to i64
  %483 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %482
  store i32 14, ptr %483, align 4, !tbaa !12
  %484 = add nsw i32 %30, 158
  %485 = sext i32 %481 to i64
  %486 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %485
  store i32 11, ptr %486, align 4, !tbaa !12
  %487 = add nsw i32 %30, 159
  %488 = sext i32 %484 to i64
  %489 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %488
  store i32 24, ptr %489, align 4, !tbaa !12
  %490 = add nsw i32 %30, 160
  %491 = sext i32 %487 to i64
  %492 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %491
  %493 = add nsw i32 %30, 161
  %494 = sext i32 %490 to i64
  %495 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %494
  store i32 6, ptr %495, align 4, !tbaa !12
  %496 = add nsw i32 %30, 162
  %497 = sext i32 %493 to i64
  %498 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %497
  store i32 1, ptr %498, align 4, !tbaa !12
  %499 = add nsw i32 %30, 163
  %500 = sext i32 %496 to i64
  %501 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %500
  store i32 1, ptr %501, align 4, !tbaa !12
  %502 = add nsw i32 %30, 164
  %503 = sext i32 %499 to i64
  %504 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %503
  store i32 31, ptr %504, align 4, !tbaa !12
  %505 = add nsw i32 %30, 165
  %506 = sext i32 %502 to i64
  %507 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %506
  store i32 13, ptr %507, align 4, !tbaa !12
  %508 = add nsw i32 %30, 166
  %509 = sext i32 %505 to i64
  %510 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %509
  store i32 11, ptr %510, align 4, !tbaa !12
  %511 = add nsw i32 %30, 167
  %512 = sext i32 %508 to i64
  %513 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %512
  store i32 7, ptr %513, align 4, !tbaa !12
  %514 = add nsw i32 %30, 168
  %515 = sext i32 %511 to i64
  %516 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %515
  store i32 1, ptr %516, align 4, !tbaa !12
  %517 = add nsw i32 %30, 169
  %518 = sext i32 %514 to i64
  %519 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %518
  store i32 10, ptr %519, align 4, !tbaa !12
  %520 = add nsw i32 %30, 170
  %521 = sext i32 %517 to i64
  %522 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %521
  store i32 2, ptr %522, align 4, !tbaa !12
  %523 = add nsw i32 %30, 171
  %524 = sext i32 %520 to i64
  %525 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %524
  store i32 1, ptr %525, align 4, !tbaa !12
  %526 = add nsw i32 %30, 172
  %527 = sext i32 %523 to i64
  %528 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %527
  store i32 21, ptr %528, align 4, !tbaa !12
  %529 = add nsw i32 %30, 173
  %530 = sext i32 %526 to i64
  %531 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %530
  store i32 %439, ptr %531, align 4, !tbaa !12
  store i32 %529, ptr %462, align 4, !tbaa !12
  %532 = add nsw i32 %30, 174
  %533 = sext i32 %529 to i64
  %534 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %533
  store i32 1, ptr %534, align 4, !tbaa !12
  %535 = add nsw i32 %30, 175
  %536 = sext i32 %532 to i64
  %537 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %536
  store i32 0, ptr %537, align 4, !tbaa !12
  %538 = add nsw i32 %30, 176
  %539 = sext i32 %535 to i64
  %540 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %539
  store i32 7, ptr %540, align 4, !tbaa !12
  %541 = add nsw i32 %30, 177
  %542 = sext i32 %538 to i64
  %543 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %542
  store i32 2, ptr %543, align 4, !tbaa !12
  %544 = add nsw i32 %30, 178
  %545 = sext i32 %541 to i64
  %546 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %545
  store i32 6, ptr %546, align 4, !tbaa !12
  %547 = add nsw i32 %30, 179
  %548 = sext i32 %544 to i64
  %549 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %548
  store i32 2, ptr %549, align 4, !tbaa !12
  %550 = add nsw i32 %30, 180
  %551 = sext i32 %547 to i64
  %552 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %551
  store i32 1, ptr %552, align 4, !tbaa !12
  %553 = add nsw i32 %30, 181
  %554 = sext i32 %550 to i64
  %555 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %554
  store i32 8, ptr %555, align 4, !tbaa !12
  %556 = add nsw i32 %30, 182
  %557 = sext i32 %553 to i64
  %558 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %557
  store i32 19, ptr %558, align 4, !tbaa !12
  %559 = add nsw i32 %30, 183
  %560 = sext i32 %556 to i64
  %561 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %560
  store i32 22, ptr %561, align 4, !tbaa !12
  %562 = add nsw i32 %30, 184
  %563 = sext i32 %559 to i64
  %564 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %563
  %565 = add nsw i32 %30, 185
  %566 = sext i32 %562 to i64
  %567 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %566
  store i32 1, ptr %567, align 4, !tbaa !12
  %568 = add nsw i32 %30, 186
  %569 = sext i32 %565 to i64
  %570 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %569
  store i32 0, ptr %570, align 4, !tbaa !12
  %571 = add nsw i32 %30, 187
  %572 = sext i32 %568 to i64
  %573 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %572
  store i32 7, ptr %573, align 4, !tbaa !12
  %574 = add nsw i32 %30, 188
  %575 = sext i32 %571 to i64
  %576 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %575
  store i32 3, ptr %576, align 4, !tbaa !12
  %577 = add nsw i32 %30, 189
  %578 = sext i32 %574 to i64
  %579 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %578
  store i32 6, ptr %579, align 4, !tbaa !12
  %580 = add nsw i32 %30, 190
  %581 = sext i32 %577 to i64
  %582 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %581
  store i32 3, ptr %582, align 4, !tbaa !12
  %583 = add nsw i32 %30, 191
  %584 = sext i32 %580 to i64
  %585 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %584
  store i32 1, ptr %585, align 4, !tbaa !12
  %586 = add nsw i32 %30, 192
  %587 = sext i32 %583 to i64
  %588 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %587
  store i32 8, ptr %588, align 4, !tbaa !12
  %589 = add nsw i32 %30, 193
  %590 = sext i32 %586 to i64
  %591 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %590
  store i32 19, ptr %591, align 4, !tbaa !12
  %592 = add nsw i32 %30, 194
  %593 = sext i32 %589 to i64
  %594 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %593
  store i32 22, ptr %594, align 4, !tbaa !12
  %595 = add nsw i32 %30, 195
  %596 = sext i32 %592 to i64
  %597 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %596
  %598 = add nsw i32 %30, 196
  %599 = sext i32 %595 to i64
  %600 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %599
  store i32 6, ptr %600, align 4, !tbaa !12
  %601 = add nsw i32 %30, 197
  %602 = sext i32 %598 to i64
  %603 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %602
  store i32 1, ptr %603, align 4, !tbaa !12
  %604 = add nsw i32 %30, 198
  %605 = sext i32 %601 to i64
  %606 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %605
  store i32 6, ptr %606, align 4, !tbaa !12
  %607 = add nsw i32 %30, 199
  %608 = sext i32 %604 to i64
  %609 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %608
  store i32 2, ptr %609, align 4, !tbaa !12
  %610 = add nsw i32 %30, 200
  %611 = sext i32 %607 to i64
  %612 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %611
  store i32 6, ptr %612, align 4, !tbaa !12
  %613 = add nsw i32 %30, 201
  %614 = sext i32 %610 to i64
  %615 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %614
  store i32 3, ptr %615, align 4, !tbaa !12
  %616 = add nsw i32 %30, 202
  %617 = sext i32 %613 to i64
  %618 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %617
  store i32 5, ptr %618, align 4, !tbaa !12
  %619 = add nsw i32 %30, 203
  %620 = sext i32 %616 to i64
  %621 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %620
  store i32 5, ptr %621, align 4, !tbaa !12
  %622 = add nsw i32 %30, 204
  %623 = sext i32 %619 to i64
  %624 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %623
  store i32 13, ptr %624, align 4, !tbaa !12
  %625 = add nsw i32 %30, 205
  %626 = sext i32 %622 to i64
  %627 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %626
  store i32 6, ptr %627, align 4, !tbaa !12
  %628 = add nsw i32 %30, 206
  %629 = sext i32 %625 to i64
  %630 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %629
  store i32 0, ptr %630, align 4, !tbaa !12
  %631 = add nsw i32 %30, 207
  %632 = sext i32 %628 to i64
  %633 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %632
  store i32 11, ptr %633, align 4, !tbaa !12
  %634 = add nsw i32 %30, 208
  %635 = sext i32 %631 to i64
  %636 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %635
  store i32 4, ptr %636, align 4, !tbaa !12
  %637 = add nsw i32 %30, 209
  %638 = sext i32 %634 to i64
  %639 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %638
  store i32 1, ptr %639, align 4, !tbaa !12
  %640 = add nsw i32 %30, 210
  %641 = sext i32 %637 to i64
  %642 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %641
  store i32 7, ptr %642, align 4, !tbaa !12
  %643 = add nsw i32 %30, 211
  %644 = sext i32 %640 to i64
  %645 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %644
  store i32 14, ptr %645, align 4, !tbaa !12
  %646 = add nsw i32 %30, 212
  %647 = sext i32 %643 to i64
  %648 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %647
  store i32 17, ptr %648, align 4, !tbaa !12
  %649 = add nsw i32 %30, 213
  %650 = sext i32 %646 to i64
  %651 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %650
  store i32 4, ptr %651, align 4, !tbaa !12
  %652 = add nsw i32 %30, 214
  %653 = sext i32 %649 to i64
  %654 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %653
  store i32 12, ptr %654, align 4, !tbaa !12
  %655 = add nsw i32 %30, 215
  %656 = sext i32 %652 to i64
  %657 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %656
  store i32 16, ptr %657, align 4, !tbaa !12
  %658 = add nsw i32 %30, 216
  %659 = sext i32 %655 to i64
  %660 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %659
  store i32 3, ptr %660, align 4, !tbaa !12
  %661 = add nsw i32 %30, 217
  %662 = sext i32 %658 to i64
  %663 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %662
  store i32 1, ptr %663, align 4, !tbaa !12
  %664 = add nsw i32 %30, 218
  %665 = sext i32 %661 to i64
  %666 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %665
  store i32 5, ptr %666, align 4, !tbaa !12
  %667 = add nsw i32 %30, 219
  %668 = sext i32 %664 to i64
  %669 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %668
  store i32 18, ptr %669, align 4, !tbaa !12
  %670 = add nsw i32 %30, 220
  %671 = sext i32 %667 to i64
  %672 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %671
  store i32 11, ptr %672, align 4, !tbaa !12
  %673 = add nsw i32 %30, 221
  %674 = sext i32 %670 to i64
  %675 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %674
  store i32 6, ptr %675, align 4, !tbaa !12
  %676 = add nsw i32 %30, 222
  %677 = sext i32 %673 to i64
  %678 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %677
  store i32 2, ptr %678, align 4, !tbaa !12
  %679 = add nsw i32 %30, 223
  %680 = sext i32 %676 to i64
  %681 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %680
  store i32 1, ptr %681, align 4, !tbaa !12
  %682 = add nsw i32 %30, 224
  %683 = sext i32 %679 to i64
  %684 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %683
  store i32 3, ptr %684, align 4, !tbaa !12
  %685 = add nsw i32 %30, 225
  %686 = sext i32 %682 to i64
  %687 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %686
  store i32 14, ptr %687, align 4, !tbaa !12
  %688 = add nsw i32 %30, 226
  %689 = sext i32 %685 to i64
  %690 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %689
  store i32 1, ptr %690, align 4, !tbaa !12
  %691 = add nsw i32 %30, 227
  %692 = sext i32 %688 to i64
  %693 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %692
  store i32 29, ptr %693, align 4, !tbaa !12
  %694 = add nsw i32 %30, 228
  %695 = sext i32 %691 to i64
  %696 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %695
  store i32 17, ptr %696, align 4, !tbaa !12
  %697 = add nsw i32 %30, 229
  %698 = sext i32 %694 to i64
  %699 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %698
  store i32 15, ptr %699, align 4, !tbaa !12
  %700 = add nsw i32 %30, 230
  %701 = sext i32 %697 to i64
  %702 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %701
  store i32 7, ptr %702, align 4, !tbaa !12
  %703 = add nsw i32 %30, 231
  %704 = sext i32 %700 to i64
  %705 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %704
  store i32 1, ptr %705, align 4, !tbaa !12
  %706 = add nsw i32 %30, 232
  %707 = sext i32 %703 to i64
  %708 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %707
  store i32 10, ptr %708, align 4, !tbaa !12
  %709 = add nsw i32 %30, 233
  %710 = sext i32 %706 to i64
  %711 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %710
  store i32 3, ptr %711, align 4, !tbaa !12
  %712 = add nsw i32 %30, 234
  %713 = sext i32 %709 to i64
  %714 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %713
  store i32 1, ptr %714, align 4, !tbaa !12
  %715 = add nsw i32 %30, 235
  %716 = sext i32 %712 to i64
  %717 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %716
  store i32 21, ptr %717, align 4, !tbaa !12
  %718 = add nsw i32 %30, 236
  %719 = sext i32 %715 to i64
  %720 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %719
  store i32 %574, ptr %720, align 4, !tbaa !12
  store i32 %718, ptr %597, align 4, !tbaa !12
  %721 = add nsw i32 %30, 237
  %722 = sext i32 %718 to i64
  %723 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %722
  store i32 10, ptr %723, align 4, !tbaa !12
  %724 = add nsw i32 %30, 238
  %725 = sext i32 %721 to i64
  %726 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %725
  store i32 2, ptr %726, align 4, !tbaa !12
  %727 = add nsw i32 %30, 239
  %728 = sext i32 %724 to i64
  %729 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %728
  store i32 1, ptr %729, align 4, !tbaa !12
  %730 = add nsw i32 %30, 240
  %731 = sext i32 %727 to i64
  %732 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %731
  store i32 21, ptr %732, align 4, !tbaa !12
  %733 = add nsw i32 %30, 241
  %734 = sext i32 %730 to i64
  %735 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %734
  store i32 %541, ptr %735, align 4, !tbaa !12
  store i32 %733, ptr %564, align 4, !tbaa !12
  %736 = add nsw i32 %30, 242
  %737 = sext i32 %733 to i64
  %738 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %737
  store i32 6, ptr %738, align 4, !tbaa !12
  %739 = add nsw i32 %30, 243
  %740 = sext i32 %736 to i64
  %741 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %740
  store i32 1, ptr %741, align 4, !tbaa !12
  %742 = add nsw i32 %30, 244
  %743 = sext i32 %739 to i64
  %744 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %743
  store i32 0, ptr %744, align 4, !tbaa !12
  store i32 %742, ptr %492, align 4, !tbaa !12
  %745 = add nsw i32 %30, 245
  %746 = sext i32 %742 to i64
  %747 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %746
  store i32 1, ptr %747, align 4, !tbaa !12
  %748 = add nsw i32 %30, 246
  %749 = sext i32 %745 to i64
  %750 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %749
  store i32 0, ptr %750, align 4, !tbaa !12
  %751 = add nsw i32 %30, 247
  %752 = sext i32 %748 to i64
  %753 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %752
  store i32 4, ptr %753, align 4, !tbaa !12
  %754 = add nsw i32 %30, 248
  %755 = sext i32 %751 to i64
  %756 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %755
  store i32 3, ptr %756, align 4, !tbaa !12
  %757 = add nsw i32 %30, 249
  %758 = sext i32 %754 to i64
  %759 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %758
  store i32 1, ptr %759, align 4, !tbaa !12
  %760 = add nsw i32 %30, 250
  %761 = sext i32 %757 to i64
  %762 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %761
  store i32 1, ptr %762, align 4, !tbaa !12
  %763 = add nsw i32 %30, 251
  %764 = sext i32 %760 to i64
  %765 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %764
  store i32 20, ptr %765, align 4, !tbaa !12
  %766 = add nsw i32 %30, 252
  %767 = sext i32 %763 to i64
  %768 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %767
  store i32 23, ptr %768, align 4, !tbaa !12
  %769 = add nsw i32 %30, 253
  %770 = sext i32 %766 to i64
  %771 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %770
  %772 = add nsw i32 %30, 254
  %773 = sext i32 %769 to i64
  %774 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %773
  store i32 4, ptr %774, align 4, !tbaa !12
  %775 = add nsw i32 %30, 255
  %776 = sext i32 %772 to i64
  %777 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %776
  store i32 1, ptr %777, align 4, !tbaa !12
  %778 = add nsw i32 %30, 256
  %779 = sext i32 %775 to i64
  %780 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %779
  store i32 1, ptr %780, align 4, !tbaa !12
  %781 = add nsw i32 %30, 257
  %782 = sext i32 %778 to i64
  %783 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %782
  store i32 11, ptr %783, align 4, !tbaa !12
  %784 = add nsw i32 %30, 258
  %785 = sext i32 %781 to i64
  %786 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %785
  store i32 4, ptr %786, align 4, !tbaa !12
  %787 = add nsw i32 %30, 259
  %788 = sext i32 %784 to i64
  %789 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %788
  store i32 3, ptr %789, align 4, !tbaa !12
  %790 = add nsw i32 %30, 260
  %791 = sext i32 %787 to i64
  %792 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %791
  store i32 1, ptr %792, align 4, !tbaa !12
  %793 = add nsw i32 %30, 261
  %794 = sext i32 %790 to i64
  %795 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %794
  store i32 1, ptr %795, align 4, !tbaa !12
  %796 = add nsw i32 %30, 262
  %797 = sext i32 %793 to i64
  %798 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %797
  store i32 14, ptr %798, align 4, !tbaa !12
  %799 = add nsw i32 %30, 263
  %800 = sext i32 %796 to i64
  %801 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %800
  store i32 23, ptr %801, align 4, !tbaa !12
  %802 = add nsw i32 %30, 264
  %803 = sext i32 %799 to i64
  %804 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %803
  %805 = add nsw i32 %30, 265
  %806 = sext i32 %802 to i64
  %807 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %806
  store i32 1, ptr %807, align 4, !tbaa !12
  %808 = add nsw i32 %30, 266
  %809 = sext i32 %805 to i64
  %810 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %809
  store i32 1, ptr %810, align 4, !tbaa !12
  %811 = add nsw i32 %30, 267
  %812 = sext i32 %808 to i64
  %813 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %812
  store i32 18, ptr %813, align 4, !tbaa !12
  %814 = add nsw i32 %30, 268
  %815 = sext i32 %811 to i64
  %816 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %815
  store i32 21, ptr %816, align 4, !tbaa !12
  %817 = add nsw i32 %30, 269
  %818 = sext i32 %814 to i64
  %819 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %818
  store i32 %751, ptr %819, align 4, !tbaa !12
  store i32 %817, ptr %804, align 4, !tbaa !12
  %820 = add nsw i32 %30, 270
  %821 = sext i32 %817 to i64
  %822 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %821
  store i32 3, ptr %822, align 4, !tbaa !12
  %823 = add nsw i32 %30, 271
  %824 = sext i32 %820 to i64
  %825 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %824
  store i32 3, ptr %825, align 4, !tbaa !12
  %826 = add nsw i32 %30, 272
  %827 = sext i32 %823 to i64
  %828 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %827
  store i32 11, ptr %828, align 4, !tbaa !12
  %829 = add nsw i32 %30, 273
  %830 = sext i32 %826 to i64
  %831 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %830
  store i32 11, ptr %831, align 4, !tbaa !12
  %832 = add nsw i32 %30, 274
  %833 = sext i32 %829 to i64
  %834 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %833
  store i32 1, ptr %834, align 4, !tbaa !12
  %835 = add nsw i32 %30, 275
  %836 = sext i32 %832 to i64
  %837 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %836
  store i32 1, ptr %837, align 4, !tbaa !12
  %838 = add nsw i32 %30, 276
  %839 = sext i32 %835 to i64
  %840 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %839
  store i32 11, ptr %840, align 4, !tbaa !12
  %841 = add nsw i32 %30, 277
  %842 = sext i32 %838 to i64
  %843 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %842
  store i32 21, ptr %843, align 4, !tbaa !12
  %844 = add nsw i32 %30, 278
  %845 = sext i32 %841 to i64
  %846 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %845
  store i32 %751, ptr %846, align 4, !tbaa !12
  store i32 %844, ptr %771, align 4, !tbaa !12
  %847 = add nsw i32 %30, 279
  %848 = sext i32 %844 to i64
  %849 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %848
  store i32 2, ptr %849, align 4, !tbaa !12
  %850 = add nsw i32 %30, 280
  store i32 %850, ptr @ncode, align 4, !tbaa !12
  %851 = sext i32 %847 to i64
  %852 = getelementptr inbounds [512 x i32], ptr @code, i64 0, i64 %851
  store i32 25, ptr %852, align 4, !tbaa !12
  br label %889

853:                                              ; preds = %1151, %853
  %854 = phi i64 [ %884, %853 ], [ 0, %1151 ]
  %855 = phi <4 x i32> [ %882, %853 ], [ zeroinitializer, %1151 ]
  %856 = phi <4 x i32> [ %883, %853 ], [ zeroinitializer, %1151 ]
  %857 = getelementptr inbounds [1024 x i32], ptr @main.mem, i64 0, i64 %854
  %858 = getelementptr inbounds i8, ptr %857, i64 16
  %859 = load <4 x i32>, ptr %857, align 16, !tbaa !12
  %860 = load <4 x i32>, ptr %858, align 16, !tbaa !12
  %861 = add <4 x i32> %859, %855
  %862 = add <4 x i32> %860, %856
  %863 = or disjoint i64 %854, 8
  %864 = getelementptr inbounds [1024 x i32], ptr @main.mem, i64 0, i64 %863
  %865 = getelementptr inbounds i8, ptr %864, i64 16
  %866 = load <4 x i32>, ptr %864, align 16, !tbaa !12
  %867 = load <4 x i32>, ptr %865, align 16, !tbaa !12
  %868 = add <4 x i32> %866, %861
  %869 = add <4 x i32> %867, %862
  %870 = or disjoint i64 %854, 16
  %871 = getelementptr inbounds [1024 x i32], ptr @main.mem, i64 0, i64 %870
  %872 = getelementptr inbounds i8, ptr %871, i64 16
  %873 = load <4 x i32>, ptr %871, align 16, !tbaa !12
  %874 = load <4 x i32>, ptr %872, align 16, !tbaa !12
  %875 = add <4 x i32> %873, %868
  %876 = add <4 x i32> %874, %869
  %877 = or disjoint i64 %854, 24
  %878 = getelementptr inbounds [1024 x i32], ptr @main.mem, i64 0, i64 %877
  %879 = getelementptr inbounds i8, ptr %878, i64 16
  %880 = load <4 x i32>, ptr %878, align 16, !tbaa !12
  %881 = load <4 x i32>, ptr %879, align 16, !tbaa !12
  %882 = add <4 x i32> %880, %875
  %883 = add <4 x i32> %881, %876
  %884 = add nuw nsw i64 %854, 32
  %885 = icmp eq i64 %884, 1024
  br i1 %885, label %886, label %853, !llvm.loop !14

886:                                              ; preds = %853
  %887 = add <4 x i32> %883, %882
  %888 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %887)
  tail call void (ptr, ...) @printf(ptr poison, i32 noundef %850, i32 noundef %888, i64 noundef %1153, i32 noundef %1154)
  ret i32 0

889:                                              ; preds = %28, %1151
  %890 = phi i32 [ 0, %28 ], [ %1155, %1151 ]
  %891 = phi i32 [ 0, %28 ], [ %1154, %1151 ]
  %892 = phi i64 [ 0, %28 ], [ %1153, %1151 ]
  %893 = mul i32 %891, 1000003
  %894 = mul i32 %890, 37
  %895 = add i32 %894, 11
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #8
  store i32 %895, ptr %4, align 16, !tbaa !12
  br label %896

896:                                              ; preds = %1147, %889
  %897 = phi i32 [ 0, %889 ], [ %1148, %1147 ]
  %898 = phi i32 [ 0, %889 ], [ %1149, %1147 ]
  %899 = phi i32 [ 0, %889 ], [ %1150, %1147 ]
  %900 = phi i64 [ 0, %889 ], [ %901, %1147 ]
  %901 = add i64 %900, 1
  %902 = add nsw i32 %897, 1
  %903 = sext i32 %897 to i64
  %904 = getelementptr inbounds i32, ptr @code, i64 %903
  %905 = load i32, ptr %904, align 4, !tbaa !12
  switch i32 %905, label %1151 [
    i32 0, label %906
    i32 1, label %913
    i32 2, label %921
    i32 3, label %923
    i32 4, label %931
    i32 5, label %940
    i32 6, label %948
    i32 7, label %959
    i32 8, label %970
    i32 9, label %979
    i32 10, label %991
    i32 11, label %1002
    i32 12, label %1012
    i32 13, label %1022
    i32 14, label %1032
    i32 15, label %1042
    i32 16, label %1052
    i32 17, label %1062
    i32 18, label %1073
    i32 19, label %1084
    i32 20, label %1095
    i32 21, label %1106
    i32 22, label %1110
    i32 23, label %1122
    i32 24, label %1134
    i32 25, label %1142
  ]

906:                                              ; preds = %896
  %907 = icmp sgt i32 %898, 0
  br i1 %907, label %908, label %1151

908:                                              ; preds = %906
  %909 = add nsw i32 %898, -1
  %910 = zext nneg i32 %909 to i64
  %911 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %910
  %912 = load i32, ptr %911, align 4, !tbaa !12
  br label %1151

913:                                              ; preds = %896
  %914 = add nsw i32 %897, 2
  %915 = sext i32 %902 to i64
  %916 = getelementptr inbounds i32, ptr @code, i64 %915
  %917 = load i32, ptr %916, align 4, !tbaa !12
  %918 = add nsw i32 %898, 1
  %919 = sext i32 %898 to i64
  %920 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %919
  store i32 %917, ptr %920, align 4, !tbaa !12
  br label %1147

921:                                              ; preds = %896
  %922 = add nsw i32 %898, -1
  br label %1147

923:                                              ; preds = %896
  %924 = add nsw i32 %898, -1
  %925 = sext i32 %924 to i64
  %926 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %925
  %927 = load i32, ptr %926, align 4, !tbaa !12
  %928 = sext i32 %898 to i64
  %929 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %928
  store i32 %927, ptr %929, align 4, !tbaa !12
  %930 = add nsw i32 %898, 1
  br label %1147

931:                                              ; preds = %896
  %932 = add nsw i32 %898, -1
  %933 = sext i32 %932 to i64
  %934 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %933
  %935 = load i32, ptr %934, align 4, !tbaa !12
  %936 = add nsw i32 %898, -2
  %937 = sext i32 %936 to i64
  %938 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %937
  %939 = load i32, ptr %938, align 4, !tbaa !12
  store i32 %939, ptr %934, align 4, !tbaa !12
  store i32 %935, ptr %938, align 4, !tbaa !12
  br label %1147

940:                                              ; preds = %896
  %941 = add nsw i32 %898, -2
  %942 = sext i32 %941 to i64
  %943 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %942
  %944 = load i32, ptr %943, align 4, !tbaa !12
  %945 = sext i32 %898 to i64
  %946 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %945
  store i32 %944, ptr %946, align 4, !tbaa !12
  %947 = add nsw i32 %898, 1
  br label %1147

948:                                              ; preds = %896
  %949 = add nsw i32 %897, 2
  %950 = sext i32 %902 to i64
  %951 = getelementptr inbounds i32, ptr @code, i64 %950
  %952 = load i32, ptr %951, align 4, !tbaa !12
  %953 = sext i32 %952 to i64
  %954 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %953
  %955 = load i32, ptr %954, align 4, !tbaa !12
  %956 = add nsw i32 %898, 1
  %957 = sext i32 %898 to i64
  %958 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %957
  store i32 %955, ptr %958, align 4, !tbaa !12
  br label %1147

959:                                              ; preds = %896
  %960 = add nsw i32 %898, -1
  %961 = sext i32 %960 to i64
  %962 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %961
  %963 = load i32, ptr %962, align 4, !tbaa !12
  %964 = add nsw i32 %897, 2
  %965 = sext i32 %902 to i64
  %966 = getelementptr inbounds i32, ptr @code, i64 %965
  %967 = load i32, ptr %966, align 4, !tbaa !12
  %968 = sext i32 %967 to i64
  %969 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %968
  store i32 %963, ptr %969, align 4, !tbaa !12
  br label %1147

970:                                              ; preds = %896
  %971 = add nsw i32 %898, -1
  %972 = sext i32 %971 to i64
  %973 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %972
  %974 = load i32, ptr %973, align 4, !tbaa !12
  %975 = and i32 %974, 1023
  %976 = zext nneg i32 %975 to i64
  %977 = getelementptr inbounds i32, ptr @main.mem, i64 %976
  %978 = load i32, ptr %977, align 4, !tbaa !12
  store i32 %978, ptr %973, align 4, !tbaa !12
  br label %1147

979:                                              ; preds = %896
  %980 = add nsw i32 %898, -2
  %981 = sext i32 %980 to i64
  %982 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %981
  %983 = load i32, ptr %982, align 4, !tbaa !12
  %984 = add nsw i32 %898, -1
  %985 = sext i32 %984 to i64
  %986 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %985
  %987 = load i32, ptr %986, align 4, !tbaa !12
  %988 = and i32 %987, 1023
  %989 = zext nneg i32 %988 to i64
  %990 = getelementptr inbounds i32, ptr @main.mem, i64 %989
  store i32 %983, ptr %990, align 4, !tbaa !12
  br label %1147

991:                                              ; preds = %896
  %992 = getelementptr i8, ptr %904, i64 8
  %993 = load i32, ptr %992, align 4, !tbaa !12
  %994 = sext i32 %902 to i64
  %995 = getelementptr inbounds i32, ptr @code, i64 %994
  %996 = load i32, ptr %995, align 4, !tbaa !12
  %997 = sext i32 %996 to i64
  %998 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %997
  %999 = load i32, ptr %998, align 4, !tbaa !12
  %1000 = add i32 %999, %993
  store i32 %1000, ptr %998, align 4, !tbaa !12
  %1001 = add nsw i32 %897, 3
  br label %1147

1002:                                             ; preds = %896
  %1003 = add nsw i32 %898, -1
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1004
  %1006 = load i32, ptr %1005, align 4, !tbaa !12
  %1007 = add nsw i32 %898, -2
  %1008 = sext i32 %1007 to i64
  %1009 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1008
  %1010 = load i32, ptr %1009, align 4, !tbaa !12
  %1011 = add i32 %1010, %1006
  store i32 %1011, ptr %1009, align 4, !tbaa !12
  br label %1147

1012:                                             ; preds = %896
  %1013 = add nsw i32 %898, -1
  %1014 = sext i32 %1013 to i64
  %1015 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1014
  %1016 = load i32, ptr %1015, align 4, !tbaa !12
  %1017 = add nsw i32 %898, -2
  %1018 = sext i32 %1017 to i64
  %1019 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1018
  %1020 = load i32, ptr %1019, align 4, !tbaa !12
  %1021 = sub i32 %1020, %1016
  store i32 %1021, ptr %1019, align 4, !tbaa !12
  br label %1147

1022:                                             ; preds = %896
  %1023 = add nsw i32 %898, -1
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1024
  %1026 = load i32, ptr %1025, align 4, !tbaa !12
  %1027 = add nsw i32 %898, -2
  %1028 = sext i32 %1027 to i64
  %1029 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1028
  %1030 = load i32, ptr %1029, align 4, !tbaa !12
  %1031 = mul i32 %1030, %1026
  store i32 %1031, ptr %1029, align 4, !tbaa !12
  br label %1147

1032:                                             ; preds = %896
  %1033 = add nsw i32 %898, -1
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1034
  %1036 = load i32, ptr %1035, align 4, !tbaa !12
  %1037 = add nsw i32 %898, -2
  %1038 = sext i32 %1037 to i64
  %1039 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1038
  %1040 = load i32, ptr %1039, align 4, !tbaa !12
  %1041 = and i32 %1040, %1036
  store i32 %1041, ptr %1039, align 4, !tbaa !12
  br label %1147

1042:                                             ; preds = %896
  %1043 = add nsw i32 %898, -1
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1044
  %1046 = load i32, ptr %1045, align 4, !tbaa !12
  %1047 = add nsw i32 %898, -2
  %1048 = sext i32 %1047 to i64
  %1049 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1048
  %1050 = load i32, ptr %1049, align 4, !tbaa !12
  %1051 = or i32 %1050, %1046
  store i32 %1051, ptr %1049, align 4, !tbaa !12
  br label %1147

1052:                                             ; preds = %896
  %1053 = add nsw i32 %898, -1
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1054
  %1056 = load i32, ptr %1055, align 4, !tbaa !12
  %1057 = add nsw i32 %898, -2
  %1058 = sext i32 %1057 to i64
  %1059 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1058
  %1060 = load i32, ptr %1059, align 4, !tbaa !12
  %1061 = xor i32 %1060, %1056
  store i32 %1061, ptr %1059, align 4, !tbaa !12
  br label %1147

1062:                                             ; preds = %896
  %1063 = add nsw i32 %898, -1
  %1064 = sext i32 %1063 to i64
  %1065 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1064
  %1066 = load i32, ptr %1065, align 4, !tbaa !12
  %1067 = and i32 %1066, 31
  %1068 = add nsw i32 %898, -2
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1069
  %1071 = load i32, ptr %1070, align 4, !tbaa !12
  %1072 = shl i32 %1071, %1067
  store i32 %1072, ptr %1070, align 4, !tbaa !12
  br label %1147

1073:                                             ; preds = %896
  %1074 = add nsw i32 %898, -1
  %1075 = sext i32 %1074 to i64
  %1076 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1075
  %1077 = load i32, ptr %1076, align 4, !tbaa !12
  %1078 = and i32 %1077, 31
  %1079 = add nsw i32 %898, -2
  %1080 = sext i32 %1079 to i64
  %1081 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1080
  %1082 = load i32, ptr %1081, align 4, !tbaa !12
  %1083 = lshr i32 %1082, %1078
  store i32 %1083, ptr %1081, align 4, !tbaa !12
  br label %1147

1084:                                             ; preds = %896
  %1085 = add nsw i32 %898, -1
  %1086 = add nsw i32 %898, -2
  %1087 = sext i32 %1086 to i64
  %1088 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1087
  %1089 = load i32, ptr %1088, align 4, !tbaa !12
  %1090 = sext i32 %1085 to i64
  %1091 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1090
  %1092 = load i32, ptr %1091, align 4, !tbaa !12
  %1093 = icmp ult i32 %1089, %1092
  %1094 = zext i1 %1093 to i32
  store i32 %1094, ptr %1088, align 4, !tbaa !12
  br label %1147

1095:                                             ; preds = %896
  %1096 = add nsw i32 %898, -1
  %1097 = add nsw i32 %898, -2
  %1098 = sext i32 %1097 to i64
  %1099 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1098
  %1100 = load i32, ptr %1099, align 4, !tbaa !12
  %1101 = sext i32 %1096 to i64
  %1102 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1101
  %1103 = load i32, ptr %1102, align 4, !tbaa !12
  %1104 = icmp eq i32 %1100, %1103
  %1105 = zext i1 %1104 to i32
  store i32 %1105, ptr %1099, align 4, !tbaa !12
  br label %1147

1106:                                             ; preds = %896
  %1107 = sext i32 %902 to i64
  %1108 = getelementptr inbounds i32, ptr @code, i64 %1107
  %1109 = load i32, ptr %1108, align 4, !tbaa !12
  br label %1147

1110:                                             ; preds = %896
  %1111 = add nsw i32 %898, -1
  %1112 = sext i32 %1111 to i64
  %1113 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1112
  %1114 = load i32, ptr %1113, align 4, !tbaa !12
  %1115 = icmp eq i32 %1114, 0
  br i1 %1115, label %1116, label %1120

1116:                                             ; preds = %1110
  %1117 = sext i32 %902 to i64
  %1118 = getelementptr inbounds i32, ptr @code, i64 %1117
  %1119 = load i32, ptr %1118, align 4, !tbaa !12
  br label %1147

1120:                                             ; preds = %1110
  %1121 = add nsw i32 %897, 2
  br label %1147

1122:                                             ; preds = %896
  %1123 = add nsw i32 %898, -1
  %1124 = sext i32 %1123 to i64
  %1125 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %1124
  %1126 = load i32, ptr %1125, align 4, !tbaa !12
  %1127 = icmp eq i32 %1126, 0
  br i1 %1127, label %1132, label %1128

1128:                                             ; preds = %1122
  %1129 = sext i32 %902 to i64
  %1130 = getelementptr inbounds i32, ptr @code, i64 %1129
  %1131 = load i32, ptr %1130, align 4, !tbaa !12
  br label %1147

1132:                                             ; preds = %1122
  %1133 = add nsw i32 %897, 2
  br label %1147

1134:                                             ; preds = %896
  %1135 = add nsw i32 %897, 2
  %1136 = add nsw i32 %899, 1
  %1137 = sext i32 %899 to i64
  %1138 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %1137
  store i32 %1135, ptr %1138, align 4, !tbaa !12
  %1139 = sext i32 %902 to i64
  %1140 = getelementptr inbounds i32, ptr @code, i64 %1139
  %1141 = load i32, ptr %1140, align 4, !tbaa !12
  br label %1147

1142:                                             ; preds = %896
  %1143 = add nsw i32 %899, -1
  %1144 = sext i32 %1143 to i64
  %1145 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %1144
  %1146 = load i32, ptr %1145, align 4, !tbaa !12
  br label %1147

1147:                                             ; preds = %1142, %1134, %1132, %1128, %1120, %1116, %1106, %1095, %1084, %1073, %1062, %1052, %1042, %1032, %1022, %1012, %1002, %991, %979, %970, %959, %948, %940, %931, %923, %921, %913
  %1148 = phi i32 [ %1146, %1142 ], [ %1141, %1134 ], [ %1131, %1128 ], [ %1133, %1132 ], [ %1119, %1116 ], [ %1121, %1120 ], [ %1109, %1106 ], [ %902, %1095 ], [ %902, %1084 ], [ %902, %1073 ], [ %902, %1062 ], [ %902, %1052 ], [ %902, %1042 ], [ %902, %1032 ], [ %902, %1022 ], [ %902, %1012 ], [ %902, %1002 ], [ %1001, %991 ], [ %902, %979 ], [ %902, %970 ], [ %964, %959 ], [ %949, %948 ], [ %902, %940 ], [ %902, %931 ], [ %902, %923 ], [ %902, %921 ], [ %914, %913 ]
  %1149 = phi i32 [ %898, %1142 ], [ %898, %1134 ], [ %1123, %1128 ], [ %1123, %1132 ], [ %1111, %1116 ], [ %1111, %1120 ], [ %898, %1106 ], [ %1096, %1095 ], [ %1085, %1084 ], [ %1074, %1073 ], [ %1063, %1062 ], [ %1053, %1052 ], [ %1043, %1042 ], [ %1033, %1032 ], [ %1023, %1022 ], [ %1013, %1012 ], [ %1003, %1002 ], [ %898, %991 ], [ %980, %979 ], [ %898, %970 ], [ %960, %959 ], [ %956, %948 ], [ %947, %940 ], [ %898, %931 ], [ %930, %923 ], [ %922, %921 ], [ %918, %913 ]
  %1150 = phi i32 [ %1143, %1142 ], [ %1136, %1134 ], [ %899, %1128 ], [ %899, %1132 ], [ %899, %1116 ], [ %899, %1120 ], [ %899, %1106 ], [ %899, %1095 ], [ %899, %1084 ], [ %899, %1073 ], [ %899, %1062 ], [ %899, %1052 ], [ %899, %1042 ], [ %899, %1032 ], [ %899, %1022 ], [ %899, %1012 ], [ %899, %1002 ], [ %899, %991 ], [ %899, %979 ], [ %899, %970 ], [ %899, %959 ], [ %899, %948 ], [ %899, %940 ], [ %899, %931 ], [ %899, %923 ], [ %899, %921 ], [ %899, %913 ]
  br label %896

1151:                                             ; preds = %896, %906, %908
  %1152 = phi i32 [ %912, %908 ], [ 0, %906 ], [ 57005, %896 ]
  %1153 = add i64 %901, %892
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  %1154 = add i32 %1152, %893
  %1155 = add nuw nsw i32 %890, 1
  %1156 = icmp eq i32 %1155, %29
  br i1 %1156, label %853, label %889, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr nocapture nonnull readnone %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !5
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull @.str, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11}

; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"world\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"%s len=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"band\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"bandana\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"app\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"strncmp:\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"strncpy pad: %d %d %d %c\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"0123456789abc\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"strncpy trunc: %s\0A\00", align 1
@.str.19 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"count o=%d e=%d z=%d q=%d\0A\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"from f: %s | nul? %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"rev: %s\0A\00", align 1
@.str.23 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"abba\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"abca\00", align 1
@.str.27 = private unnamed_addr constant [18 x i8] c"never odd or even\00", align 1
@__const.main.csv = private unnamed_addr constant [24 x i8] c"alpha,beta,,gamma,delta\00", align 16
@.str.28 = private unnamed_addr constant [27 x i8] c"field %d: '%s' (%zu) h=%u\0A\00", align 1
@.str.29 = private unnamed_addr constant [18 x i8] c"built=%s hash=%u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 16
  %3 = alloca [10 x i8], align 1
  %4 = alloca [64 x i8], align 16
  %5 = alloca [24 x i8], align 16
  %6 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %2, ptr noundef nonnull align 1 dereferenceable(6) @.str, i64 6, i1 false) #7
  %7 = call i64 @strlen(ptr nonnull dereferenceable(1) %2)
  %8 = getelementptr inbounds i8, ptr %2, i64 %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %8, ptr noundef nonnull align 1 dereferenceable(3) @.str.1, i64 3, i1 false)
  %9 = call i64 @strlen(ptr nonnull dereferenceable(1) %2)
  %10 = getelementptr inbounds i8, ptr %2, i64 %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %10, ptr noundef nonnull align 1 dereferenceable(6) @.str.2, i64 6, i1 false)
  %11 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %2, i64 noundef %11)
  br label %19

13:                                               ; preds = %27, %19
  %14 = add nuw nsw i64 %21, 1
  %15 = icmp eq i64 %22, 7
  br i1 %15, label %16, label %19, !llvm.loop !9

16:                                               ; preds = %13
  %17 = call i32 @putchar(i32 10)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  br label %39

19:                                               ; preds = %0, %13
  %20 = phi i64 [ 0, %0 ], [ %22, %13 ]
  %21 = phi i64 [ 1, %0 ], [ %14, %13 ]
  %22 = add nuw nsw i64 %20, 1
  %23 = icmp ult i64 %20, 6
  br i1 %23, label %24, label %13

24:                                               ; preds = %19
  %25 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %20
  %26 = load ptr, ptr %25, align 8, !tbaa !11
  br label %27

27:                                               ; preds = %24, %27
  %28 = phi i64 [ %21, %24 ], [ %37, %27 ]
  %29 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !11
  %31 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %26, ptr noundef nonnull dereferenceable(1) %30) #8
  %32 = icmp eq i32 %31, 0
  %33 = select i1 %32, i32 1, i32 2
  %34 = icmp slt i32 %31, 0
  %35 = select i1 %34, i32 0, i32 %33
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %35)
  %37 = add nuw nsw i64 %28, 1
  %38 = icmp eq i64 %37, 7
  br i1 %38, label %13, label %27, !llvm.loop !13

39:                                               ; preds = %16, %39
  %40 = phi i64 [ 0, %16 ], [ %60, %39 ]
  %41 = phi i64 [ 1, %16 ], [ %59, %39 ]
  %42 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %40
  %43 = load ptr, ptr %42, align 8, !tbaa !11
  %44 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %41
  %45 = load ptr, ptr %44, align 8, !tbaa !11
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0)
  %47 = call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %43, ptr noundef nonnull dereferenceable(1) %45, i64 noundef 2) #8
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i32
  %50 = icmp sgt i32 %47, -1
  %51 = select i1 %50, i32 %49, i32 -1
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %51)
  %53 = call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %43, ptr noundef nonnull dereferenceable(1) %45, i64 noundef 4) #8
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i32
  %56 = icmp sgt i32 %53, -1
  %57 = select i1 %56, i32 %55, i32 -1
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %57)
  %59 = add nuw nsw i64 %41, 1
  %60 = add nuw nsw i64 %40, 1
  %61 = icmp eq i64 %60, 6
  br i1 %61, label %62, label %39, !llvm.loop !14

62:                                               ; preds = %39
  %63 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3) #7
  %64 = getelementptr inbounds i8, ptr %3, i64 9
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 120)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %3, ptr noundef nonnull align 1 dereferenceable(14) @.str.17, i64 noundef 9, i1 false) #7
  store i8 0, ptr %64, align 1, !tbaa !15
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  br label %67

67:                                               ; preds = %62, %67
  %68 = phi ptr [ %72, %67 ], [ getelementptr inbounds (i8, ptr @.str.19, i64 12), %62 ]
  %69 = phi i32 [ %70, %67 ], [ 0, %62 ]
  %70 = add nuw nsw i32 %69, 1
  %71 = getelementptr inbounds i8, ptr %68, i64 1
  %72 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %71, i32 noundef 111) #8
  %73 = icmp eq ptr %72, null
  br i1 %73, label %74, label %67, !llvm.loop !16

74:                                               ; preds = %67, %74
  %75 = phi ptr [ %79, %74 ], [ getelementptr inbounds (i8, ptr @.str.19, i64 2), %67 ]
  %76 = phi i32 [ %77, %74 ], [ 0, %67 ]
  %77 = add nuw nsw i32 %76, 1
  %78 = getelementptr inbounds i8, ptr %75, i64 1
  %79 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %78, i32 noundef 101) #8
  %80 = icmp eq ptr %79, null
  br i1 %80, label %81, label %74, !llvm.loop !16

81:                                               ; preds = %74, %81
  %82 = phi ptr [ %86, %81 ], [ getelementptr inbounds (i8, ptr @.str.19, i64 37), %74 ]
  %83 = phi i32 [ %84, %81 ], [ 0, %74 ]
  %84 = add nuw nsw i32 %83, 1
  %85 = getelementptr inbounds i8, ptr %82, i64 1
  %86 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %85, i32 noundef 122) #8
  %87 = icmp eq ptr %86, null
  br i1 %87, label %88, label %81, !llvm.loop !16

88:                                               ; preds = %81
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %70, i32 noundef %77, i32 noundef %84, i32 noundef 0)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.19, i64 16), i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7
  %91 = load volatile i32, ptr %1, align 4, !tbaa !5
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i8, ptr @.str.19, i64 %92
  %94 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %93) #7
  %95 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %4) #8
  %96 = lshr i64 %95, 1
  %97 = icmp ult i64 %95, 2
  br i1 %97, label %130, label %98

98:                                               ; preds = %88
  %99 = getelementptr i8, ptr %4, i64 %95
  %100 = icmp eq i64 %96, 1
  br i1 %100, label %120, label %101

101:                                              ; preds = %98
  %102 = and i64 %96, 9223372036854775806
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %117, %103 ]
  %105 = phi i64 [ 0, %101 ], [ %118, %103 ]
  %106 = getelementptr inbounds i8, ptr %4, i64 %104
  %107 = load i8, ptr %106, align 2, !tbaa !15
  %108 = xor i64 %104, -1
  %109 = getelementptr i8, ptr %99, i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !15
  store i8 %110, ptr %106, align 2, !tbaa !15
  store i8 %107, ptr %109, align 1, !tbaa !15
  %111 = or disjoint i64 %104, 1
  %112 = getelementptr inbounds i8, ptr %4, i64 %111
  %113 = load i8, ptr %112, align 1, !tbaa !15
  %114 = xor i64 %104, -2
  %115 = getelementptr i8, ptr %99, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !15
  store i8 %116, ptr %112, align 1, !tbaa !15
  store i8 %113, ptr %115, align 1, !tbaa !15
  %117 = add nuw nsw i64 %104, 2
  %118 = add i64 %105, 2
  %119 = icmp eq i64 %118, %102
  br i1 %119, label %120, label %103, !llvm.loop !17

120:                                              ; preds = %103, %98
  %121 = phi i64 [ 0, %98 ], [ %117, %103 ]
  %122 = and i64 %95, 2
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %130, label %124

124:                                              ; preds = %120
  %125 = getelementptr inbounds i8, ptr %4, i64 %121
  %126 = load i8, ptr %125, align 1, !tbaa !15
  %127 = xor i64 %121, -1
  %128 = getelementptr i8, ptr %99, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !15
  store i8 %129, ptr %125, align 1, !tbaa !15
  store i8 %126, ptr %128, align 1, !tbaa !15
  br label %130

130:                                              ; preds = %124, %120, %88
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull %4)
  br label %132

132:                                              ; preds = %130, %137
  %133 = phi i64 [ %138, %137 ], [ 0, %130 ]
  %134 = phi i64 [ %135, %137 ], [ 7, %130 ]
  %135 = add i64 %134, -1
  %136 = icmp ult i64 %133, %135
  br i1 %136, label %137, label %144

137:                                              ; preds = %132
  %138 = add nuw i64 %133, 1
  %139 = getelementptr inbounds i8, ptr @.str.23, i64 %133
  %140 = load i8, ptr %139, align 1, !tbaa !15
  %141 = getelementptr inbounds i8, ptr @.str.23, i64 %135
  %142 = load i8, ptr %141, align 1, !tbaa !15
  %143 = icmp eq i8 %140, %142
  br i1 %143, label %132, label %144, !llvm.loop !18

144:                                              ; preds = %137, %132
  %145 = phi i32 [ 1, %132 ], [ 0, %137 ]
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %145)
  br label %147

147:                                              ; preds = %152, %144
  %148 = phi i64 [ %153, %152 ], [ 0, %144 ]
  %149 = phi i64 [ %150, %152 ], [ 4, %144 ]
  %150 = add i64 %149, -1
  %151 = icmp ult i64 %148, %150
  br i1 %151, label %152, label %159

152:                                              ; preds = %147
  %153 = add nuw i64 %148, 1
  %154 = getelementptr inbounds i8, ptr @.str.24, i64 %148
  %155 = load i8, ptr %154, align 1, !tbaa !15
  %156 = getelementptr inbounds i8, ptr @.str.24, i64 %150
  %157 = load i8, ptr %156, align 1, !tbaa !15
  %158 = icmp eq i8 %155, %157
  br i1 %158, label %147, label %159, !llvm.loop !18

159:                                              ; preds = %152, %147
  %160 = phi i32 [ 1, %147 ], [ 0, %152 ]
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %160)
  br label %162

162:                                              ; preds = %167, %159
  %163 = phi i64 [ %168, %167 ], [ 0, %159 ]
  %164 = phi i64 [ %165, %167 ], [ 4, %159 ]
  %165 = add i64 %164, -1
  %166 = icmp ult i64 %163, %165
  br i1 %166, label %167, label %174

167:                                              ; preds = %162
  %168 = add nuw i64 %163, 1
  %169 = getelementptr inbounds i8, ptr @.str.25, i64 %163
  %170 = load i8, ptr %169, align 1, !tbaa !15
  %171 = getelementptr inbounds i8, ptr @.str.25, i64 %165
  %172 = load i8, ptr %171, align 1, !tbaa !15
  %173 = icmp eq i8 %170, %172
  br i1 %173, label %162, label %174, !llvm.loop !18

174:                                              ; preds = %167, %162
  %175 = phi i32 [ 1, %162 ], [ 0, %167 ]
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %175)
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1)
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1)
  br label %179

179:                                              ; preds = %184, %174
  %180 = phi i64 [ %185, %184 ], [ 0, %174 ]
  %181 = phi i64 [ %182, %184 ], [ 17, %174 ]
  %182 = add i64 %181, -1
  %183 = icmp ult i64 %180, %182
  br i1 %183, label %184, label %191

184:                                              ; preds = %179
  %185 = add nuw i64 %180, 1
  %186 = getelementptr inbounds i8, ptr @.str.27, i64 %180
  %187 = load i8, ptr %186, align 1, !tbaa !15
  %188 = getelementptr inbounds i8, ptr @.str.27, i64 %182
  %189 = load i8, ptr %188, align 1, !tbaa !15
  %190 = icmp eq i8 %187, %189
  br i1 %190, label %179, label %191, !llvm.loop !18

191:                                              ; preds = %179, %184
  %192 = phi i32 [ 1, %179 ], [ 0, %184 ]
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %192)
  %194 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.csv, i64 24, i1 false)
  br label %195

195:                                              ; preds = %216, %191
  %196 = phi ptr [ %5, %191 ], [ %219, %216 ]
  %197 = phi i32 [ 0, %191 ], [ %202, %216 ]
  %198 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %196, i32 noundef 44) #8
  %199 = icmp eq ptr %198, null
  br i1 %199, label %201, label %200

200:                                              ; preds = %195
  store i8 0, ptr %198, align 1, !tbaa !15
  br label %201

201:                                              ; preds = %200, %195
  %202 = add nuw nsw i32 %197, 1
  %203 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %196) #8
  %204 = load i8, ptr %196, align 1, !tbaa !15
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %216, label %206

206:                                              ; preds = %201, %206
  %207 = phi i8 [ %214, %206 ], [ %204, %201 ]
  %208 = phi i32 [ %213, %206 ], [ 5381, %201 ]
  %209 = phi ptr [ %211, %206 ], [ %196, %201 ]
  %210 = mul i32 %208, 33
  %211 = getelementptr inbounds i8, ptr %209, i64 1
  %212 = zext i8 %207 to i32
  %213 = add i32 %210, %212
  %214 = load i8, ptr %211, align 1, !tbaa !15
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %216, label %206, !llvm.loop !19

216:                                              ; preds = %206, %201
  %217 = phi i32 [ 5381, %201 ], [ %213, %206 ]
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %197, ptr noundef nonnull %196, i64 noundef %203, i32 noundef %217)
  %219 = getelementptr inbounds i8, ptr %198, i64 1
  br i1 %199, label %220, label %195

220:                                              ; preds = %216
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #7
  store <8 x i8> <i8 97, i8 100, i8 103, i8 106, i8 109, i8 112, i8 115, i8 118>, ptr %6, align 16, !tbaa !15
  %221 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 121, ptr %221, align 8, !tbaa !15
  %222 = getelementptr inbounds i8, ptr %6, i64 9
  store i8 0, ptr %222, align 1, !tbaa !15
  br label %223

223:                                              ; preds = %220, %223
  %224 = phi i8 [ %231, %223 ], [ 97, %220 ]
  %225 = phi i32 [ %230, %223 ], [ 5381, %220 ]
  %226 = phi ptr [ %228, %223 ], [ %6, %220 ]
  %227 = mul i32 %225, 33
  %228 = getelementptr inbounds i8, ptr %226, i64 1
  %229 = zext i8 %224 to i32
  %230 = add i32 %227, %229
  %231 = load i8, ptr %228, align 1, !tbaa !15
  %232 = icmp eq i8 %231, 0
  br i1 %232, label %233, label %223, !llvm.loop !19

233:                                              ; preds = %223
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull %6, i32 noundef %230)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}

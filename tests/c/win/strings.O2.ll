; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 16
  %3 = alloca [10 x i8], align 1
  %4 = alloca [64 x i8], align 16
  %5 = alloca [24 x i8], align 16
  %6 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %2, ptr noundef nonnull align 1 dereferenceable(6) @.str, i64 6, i1 false) #10
  %7 = call i64 @strlen(ptr nonnull dereferenceable(1) %2)
  %8 = getelementptr inbounds i8, ptr %2, i64 %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %8, ptr noundef nonnull align 1 dereferenceable(3) @.str.1, i64 3, i1 false)
  %9 = call i64 @strlen(ptr nonnull dereferenceable(1) %2)
  %10 = getelementptr inbounds i8, ptr %2, i64 %9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %10, ptr noundef nonnull align 1 dereferenceable(6) @.str.2, i64 6, i1 false)
  %11 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #10
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, ptr noundef nonnull %2, i64 noundef %11)
  br label %17

12:                                               ; preds = %25, %17
  %13 = add nuw nsw i64 %19, 1
  %14 = icmp eq i64 %20, 7
  br i1 %14, label %15, label %17, !llvm.loop !9

15:                                               ; preds = %12
  %16 = call i32 @putchar(i32 10)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13)
  br label %36

17:                                               ; preds = %0, %12
  %18 = phi i64 [ 0, %0 ], [ %20, %12 ]
  %19 = phi i64 [ 1, %0 ], [ %13, %12 ]
  %20 = add nuw nsw i64 %18, 1
  %21 = icmp ult i64 %18, 6
  br i1 %21, label %22, label %12

22:                                               ; preds = %17
  %23 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %18
  %24 = load ptr, ptr %23, align 8, !tbaa !11
  br label %25

25:                                               ; preds = %22, %25
  %26 = phi i64 [ %19, %22 ], [ %34, %25 ]
  %27 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !11
  %29 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %24, ptr noundef nonnull dereferenceable(1) %28) #10
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %30, i32 1, i32 2
  %32 = icmp slt i32 %29, 0
  %33 = select i1 %32, i32 0, i32 %31
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %33)
  %34 = add nuw nsw i64 %26, 1
  %35 = icmp eq i64 %34, 7
  br i1 %35, label %12, label %25, !llvm.loop !13

36:                                               ; preds = %15, %36
  %37 = phi i64 [ 0, %15 ], [ %54, %36 ]
  %38 = phi i64 [ 1, %15 ], [ %53, %36 ]
  %39 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %37
  %40 = load ptr, ptr %39, align 8, !tbaa !11
  %41 = getelementptr inbounds [7 x ptr], ptr @__const.main.words, i64 0, i64 %38
  %42 = load ptr, ptr %41, align 8, !tbaa !11
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0)
  %43 = call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %40, ptr noundef nonnull dereferenceable(1) %42, i64 noundef 2) #10
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i32
  %46 = icmp sgt i32 %43, -1
  %47 = select i1 %46, i32 %45, i32 -1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %47)
  %48 = call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %40, ptr noundef nonnull dereferenceable(1) %42, i64 noundef 4) #10
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  %51 = icmp sgt i32 %48, -1
  %52 = select i1 %51, i32 %50, i32 -1
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %52)
  %53 = add nuw nsw i64 %38, 1
  %54 = add nuw nsw i64 %37, 1
  %55 = icmp eq i64 %54, 6
  br i1 %55, label %56, label %36, !llvm.loop !14

56:                                               ; preds = %36
  %57 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3) #10
  %58 = getelementptr inbounds i8, ptr %3, i64 9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 120)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %3, ptr noundef nonnull align 1 dereferenceable(14) @.str.17, i64 noundef 9, i1 false) #10
  store i8 0, ptr %58, align 1, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  br label %59

59:                                               ; preds = %56, %59
  %60 = phi ptr [ %64, %59 ], [ getelementptr inbounds (i8, ptr @.str.19, i64 12), %56 ]
  %61 = phi i32 [ %62, %59 ], [ 0, %56 ]
  %62 = add nuw nsw i32 %61, 1
  %63 = getelementptr inbounds i8, ptr %60, i64 1
  %64 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %63, i32 noundef 111) #10
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %59, !llvm.loop !16

66:                                               ; preds = %59, %66
  %67 = phi ptr [ %71, %66 ], [ getelementptr inbounds (i8, ptr @.str.19, i64 2), %59 ]
  %68 = phi i32 [ %69, %66 ], [ 0, %59 ]
  %69 = add nuw nsw i32 %68, 1
  %70 = getelementptr inbounds i8, ptr %67, i64 1
  %71 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %70, i32 noundef 101) #10
  %72 = icmp eq ptr %71, null
  br i1 %72, label %73, label %66, !llvm.loop !16

73:                                               ; preds = %66, %73
  %74 = phi ptr [ %78, %73 ], [ getelementptr inbounds (i8, ptr @.str.19, i64 37), %66 ]
  %75 = phi i32 [ %76, %73 ], [ 0, %66 ]
  %76 = add nuw nsw i32 %75, 1
  %77 = getelementptr inbounds i8, ptr %74, i64 1
  %78 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %77, i32 noundef 122) #10
  %79 = icmp eq ptr %78, null
  br i1 %79, label %80, label %73, !llvm.loop !16

80:                                               ; preds = %73
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef %62, i32 noundef %69, i32 noundef %76, i32 noundef 0)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.19, i64 16), i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  %81 = load volatile i32, ptr %1, align 4, !tbaa !5
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr @.str.19, i64 %82
  %84 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %83) #10
  %85 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %4) #10
  %86 = lshr i64 %85, 1
  %87 = icmp ult i64 %85, 2
  br i1 %87, label %120, label %88

88:                                               ; preds = %80
  %89 = getelementptr i8, ptr %4, i64 %85
  %90 = icmp eq i64 %86, 1
  br i1 %90, label %110, label %91

91:                                               ; preds = %88
  %92 = and i64 %86, 9223372036854775806
  br label %93

93:                                               ; preds = %93, %91
  %94 = phi i64 [ 0, %91 ], [ %107, %93 ]
  %95 = phi i64 [ 0, %91 ], [ %108, %93 ]
  %96 = getelementptr inbounds i8, ptr %4, i64 %94
  %97 = load i8, ptr %96, align 2, !tbaa !15
  %98 = xor i64 %94, -1
  %99 = getelementptr i8, ptr %89, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !15
  store i8 %100, ptr %96, align 2, !tbaa !15
  store i8 %97, ptr %99, align 1, !tbaa !15
  %101 = or disjoint i64 %94, 1
  %102 = getelementptr inbounds i8, ptr %4, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !15
  %104 = xor i64 %94, -2
  %105 = getelementptr i8, ptr %89, i64 %104
  %106 = load i8, ptr %105, align 1, !tbaa !15
  store i8 %106, ptr %102, align 1, !tbaa !15
  store i8 %103, ptr %105, align 1, !tbaa !15
  %107 = add nuw nsw i64 %94, 2
  %108 = add i64 %95, 2
  %109 = icmp eq i64 %108, %92
  br i1 %109, label %110, label %93, !llvm.loop !17

110:                                              ; preds = %93, %88
  %111 = phi i64 [ 0, %88 ], [ %107, %93 ]
  %112 = and i64 %85, 2
  %113 = icmp eq i64 %112, 0
  br i1 %113, label %120, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %4, i64 %111
  %116 = load i8, ptr %115, align 1, !tbaa !15
  %117 = xor i64 %111, -1
  %118 = getelementptr i8, ptr %89, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !15
  store i8 %119, ptr %115, align 1, !tbaa !15
  store i8 %116, ptr %118, align 1, !tbaa !15
  br label %120

120:                                              ; preds = %114, %110, %80
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.22, ptr noundef nonnull %4)
  br label %121

121:                                              ; preds = %120, %126
  %122 = phi i64 [ %127, %126 ], [ 0, %120 ]
  %123 = phi i64 [ %124, %126 ], [ 7, %120 ]
  %124 = add i64 %123, -1
  %125 = icmp ult i64 %122, %124
  br i1 %125, label %126, label %133

126:                                              ; preds = %121
  %127 = add nuw i64 %122, 1
  %128 = getelementptr inbounds i8, ptr @.str.23, i64 %122
  %129 = load i8, ptr %128, align 1, !tbaa !15
  %130 = getelementptr inbounds i8, ptr @.str.23, i64 %124
  %131 = load i8, ptr %130, align 1, !tbaa !15
  %132 = icmp eq i8 %129, %131
  br i1 %132, label %121, label %133, !llvm.loop !18

133:                                              ; preds = %126, %121
  %134 = phi i32 [ 1, %121 ], [ 0, %126 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %134)
  br label %135

135:                                              ; preds = %140, %133
  %136 = phi i64 [ %141, %140 ], [ 0, %133 ]
  %137 = phi i64 [ %138, %140 ], [ 4, %133 ]
  %138 = add i64 %137, -1
  %139 = icmp ult i64 %136, %138
  br i1 %139, label %140, label %147

140:                                              ; preds = %135
  %141 = add nuw i64 %136, 1
  %142 = getelementptr inbounds i8, ptr @.str.24, i64 %136
  %143 = load i8, ptr %142, align 1, !tbaa !15
  %144 = getelementptr inbounds i8, ptr @.str.24, i64 %138
  %145 = load i8, ptr %144, align 1, !tbaa !15
  %146 = icmp eq i8 %143, %145
  br i1 %146, label %135, label %147, !llvm.loop !18

147:                                              ; preds = %140, %135
  %148 = phi i32 [ 1, %135 ], [ 0, %140 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %148)
  br label %149

149:                                              ; preds = %154, %147
  %150 = phi i64 [ %155, %154 ], [ 0, %147 ]
  %151 = phi i64 [ %152, %154 ], [ 4, %147 ]
  %152 = add i64 %151, -1
  %153 = icmp ult i64 %150, %152
  br i1 %153, label %154, label %161

154:                                              ; preds = %149
  %155 = add nuw i64 %150, 1
  %156 = getelementptr inbounds i8, ptr @.str.25, i64 %150
  %157 = load i8, ptr %156, align 1, !tbaa !15
  %158 = getelementptr inbounds i8, ptr @.str.25, i64 %152
  %159 = load i8, ptr %158, align 1, !tbaa !15
  %160 = icmp eq i8 %157, %159
  br i1 %160, label %149, label %161, !llvm.loop !18

161:                                              ; preds = %154, %149
  %162 = phi i32 [ 1, %149 ], [ 0, %154 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %162)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 1)
  br label %163

163:                                              ; preds = %168, %161
  %164 = phi i64 [ %169, %168 ], [ 0, %161 ]
  %165 = phi i64 [ %166, %168 ], [ 17, %161 ]
  %166 = add i64 %165, -1
  %167 = icmp ult i64 %164, %166
  br i1 %167, label %168, label %175

168:                                              ; preds = %163
  %169 = add nuw i64 %164, 1
  %170 = getelementptr inbounds i8, ptr @.str.27, i64 %164
  %171 = load i8, ptr %170, align 1, !tbaa !15
  %172 = getelementptr inbounds i8, ptr @.str.27, i64 %166
  %173 = load i8, ptr %172, align 1, !tbaa !15
  %174 = icmp eq i8 %171, %173
  br i1 %174, label %163, label %175, !llvm.loop !18

175:                                              ; preds = %163, %168
  %176 = phi i32 [ 1, %163 ], [ 0, %168 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef %176)
  %177 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.csv, i64 24, i1 false)
  br label %178

178:                                              ; preds = %199, %175
  %179 = phi ptr [ %5, %175 ], [ %201, %199 ]
  %180 = phi i32 [ 0, %175 ], [ %185, %199 ]
  %181 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %179, i32 noundef 44) #10
  %182 = icmp eq ptr %181, null
  br i1 %182, label %184, label %183

183:                                              ; preds = %178
  store i8 0, ptr %181, align 1, !tbaa !15
  br label %184

184:                                              ; preds = %183, %178
  %185 = add nuw nsw i32 %180, 1
  %186 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %179) #10
  %187 = load i8, ptr %179, align 1, !tbaa !15
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %199, label %189

189:                                              ; preds = %184, %189
  %190 = phi i8 [ %197, %189 ], [ %187, %184 ]
  %191 = phi i32 [ %196, %189 ], [ 5381, %184 ]
  %192 = phi ptr [ %194, %189 ], [ %179, %184 ]
  %193 = mul i32 %191, 33
  %194 = getelementptr inbounds i8, ptr %192, i64 1
  %195 = zext i8 %190 to i32
  %196 = add i32 %193, %195
  %197 = load i8, ptr %194, align 1, !tbaa !15
  %198 = icmp eq i8 %197, 0
  br i1 %198, label %199, label %189, !llvm.loop !19

199:                                              ; preds = %189, %184
  %200 = phi i32 [ 5381, %184 ], [ %196, %189 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.28, i32 noundef %180, ptr noundef nonnull %179, i64 noundef %186, i32 noundef %200)
  %201 = getelementptr inbounds i8, ptr %181, i64 1
  br i1 %182, label %202, label %178

202:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  store <8 x i8> <i8 97, i8 100, i8 103, i8 106, i8 109, i8 112, i8 115, i8 118>, ptr %6, align 16, !tbaa !15
  %203 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 121, ptr %203, align 8, !tbaa !15
  %204 = getelementptr inbounds i8, ptr %6, i64 9
  store i8 0, ptr %204, align 1, !tbaa !15
  br label %205

205:                                              ; preds = %202, %205
  %206 = phi i8 [ %213, %205 ], [ 97, %202 ]
  %207 = phi i32 [ %212, %205 ], [ 5381, %202 ]
  %208 = phi ptr [ %210, %205 ], [ %6, %202 ]
  %209 = mul i32 %207, 33
  %210 = getelementptr inbounds i8, ptr %208, i64 1
  %211 = zext i8 %206 to i32
  %212 = add i32 %209, %211
  %213 = load i8, ptr %210, align 1, !tbaa !15
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %215, label %205, !llvm.loop !19

215:                                              ; preds = %205
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.29, ptr noundef nonnull %6, i32 noundef %212)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare dso_local ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10
  %4 = load ptr, ptr %2, align 8, !tbaa !11
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}

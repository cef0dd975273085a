; ModuleID = 'varargs_fwd.c'
source_filename = "varargs_fwd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D2 = type { double, double }
%struct.Q3 = type { [3 x i64] }
%struct.CD = type { i8, double }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"i%d \00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"L%lld \00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"d%.3f \00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"s%s \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"p%d/%d \00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"D%.2f/%.2f \00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"f%.2f/%.2f \00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"q%lld/%lld/%lld \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"c%c/%.1f \00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"? \00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"[%d] %s\0A\00", align 1
@__const.main.d = private unnamed_addr constant %struct.D2 { double 1.250000e+00, double -2.500000e+00 }, align 8
@__const.main.q = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 1, i64 1099511627776, i64 -7] }, align 8
@__const.main.c = private unnamed_addr constant %struct.CD { i8 122, double 6.500000e+00 }, align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"idLs\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"pDfqc\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"iiiiiiiidddddddddd\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"ipidDdfLqsc\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.17 = private unnamed_addr constant [12 x i8] c"split %.3f\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"mixed %.4f\0A\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"iLdidLdidLd\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"dddddddddddiiiiiiiL\00", align 1
@__const.main.b = private unnamed_addr constant %struct.D2 { double 4.000000e+00, double 0.000000e+00 }, align 8
@__const.main.e = private unnamed_addr constant %struct.D2 { double 4.000000e+00, double 3.000000e+00 }, align 8
@__const.main.g = private unnamed_addr constant %struct.D2 { double 0.000000e+00, double 3.000000e+00 }, align 8
@.str.21 = private unnamed_addr constant [20 x i8] c"centroid %.3f %.3f\0A\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"centroid9 %.4f %.4f\0A\00", align 1
@__const.main.q2 = private unnamed_addr constant %struct.Q3 { [3 x i64] [i64 -1, i64 2, i64 -3] }, align 8
@.str.23 = private unnamed_addr constant [23 x i8] c"q3_sum %lld %lld %lld\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @vformat(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = load i8, ptr %2, align 1, !tbaa !5
  %6 = icmp ne i8 %5, 0
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %3, i64 4
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  br label %15

13:                                               ; preds = %205, %4
  %14 = phi i32 [ 0, %4 ], [ %207, %205 ]
  ret i32 %14

15:                                               ; preds = %9, %205
  %16 = phi i8 [ %5, %9 ], [ %209, %205 ]
  %17 = phi i32 [ 0, %9 ], [ %207, %205 ]
  %18 = phi ptr [ %2, %9 ], [ %208, %205 ]
  %19 = sub nsw i32 %1, %17
  switch i8 %16, label %200 [
    i8 105, label %20
    i8 76, label %38
    i8 100, label %56
    i8 115, label %74
    i8 112, label %92
    i8 68, label %112
    i8 102, label %136
    i8 113, label %158
    i8 99, label %170
  ]

20:                                               ; preds = %15
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds i8, ptr %0, i64 %21
  %23 = sext i32 %19 to i64
  %24 = load i32, ptr %3, align 8
  %25 = icmp ult i32 %24, 41
  br i1 %25, label %26, label %31

26:                                               ; preds = %20
  %27 = load ptr, ptr %12, align 8
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr i8, ptr %27, i64 %28
  %30 = add nuw nsw i32 %24, 8
  store i32 %30, ptr %3, align 8
  br label %34

31:                                               ; preds = %20
  %32 = load ptr, ptr %11, align 8
  %33 = getelementptr i8, ptr %32, i64 8
  store ptr %33, ptr %11, align 8
  br label %34

34:                                               ; preds = %31, %26
  %35 = phi ptr [ %29, %26 ], [ %32, %31 ]
  %36 = load i32, ptr %35, align 4, !tbaa !8
  %37 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %22, i64 noundef %23, ptr noundef nonnull @.str, i32 noundef %36) #7
  br label %205

38:                                               ; preds = %15
  %39 = sext i32 %17 to i64
  %40 = getelementptr inbounds i8, ptr %0, i64 %39
  %41 = sext i32 %19 to i64
  %42 = load i32, ptr %3, align 8
  %43 = icmp ult i32 %42, 41
  br i1 %43, label %44, label %49

44:                                               ; preds = %38
  %45 = load ptr, ptr %12, align 8
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr i8, ptr %45, i64 %46
  %48 = add nuw nsw i32 %42, 8
  store i32 %48, ptr %3, align 8
  br label %52

49:                                               ; preds = %38
  %50 = load ptr, ptr %11, align 8
  %51 = getelementptr i8, ptr %50, i64 8
  store ptr %51, ptr %11, align 8
  br label %52

52:                                               ; preds = %49, %44
  %53 = phi ptr [ %47, %44 ], [ %50, %49 ]
  %54 = load i64, ptr %53, align 8, !tbaa !10
  %55 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %40, i64 noundef %41, ptr noundef nonnull @.str.1, i64 noundef %54) #7
  br label %205

56:                                               ; preds = %15
  %57 = sext i32 %17 to i64
  %58 = getelementptr inbounds i8, ptr %0, i64 %57
  %59 = sext i32 %19 to i64
  %60 = load i32, ptr %10, align 4
  %61 = icmp ult i32 %60, 161
  br i1 %61, label %62, label %67

62:                                               ; preds = %56
  %63 = load ptr, ptr %12, align 8
  %64 = zext nneg i32 %60 to i64
  %65 = getelementptr i8, ptr %63, i64 %64
  %66 = add nuw nsw i32 %60, 16
  store i32 %66, ptr %10, align 4
  br label %70

67:                                               ; preds = %56
  %68 = load ptr, ptr %11, align 8
  %69 = getelementptr i8, ptr %68, i64 8
  store ptr %69, ptr %11, align 8
  br label %70

70:                                               ; preds = %67, %62
  %71 = phi ptr [ %65, %62 ], [ %68, %67 ]
  %72 = load double, ptr %71, align 8, !tbaa !12
  %73 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %58, i64 noundef %59, ptr noundef nonnull @.str.2, double noundef %72) #7
  br label %205

74:                                               ; preds = %15
  %75 = sext i32 %17 to i64
  %76 = getelementptr inbounds i8, ptr %0, i64 %75
  %77 = sext i32 %19 to i64
  %78 = load i32, ptr %3, align 8
  %79 = icmp ult i32 %78, 41
  br i1 %79, label %80, label %85

80:                                               ; preds = %74
  %81 = load ptr, ptr %12, align 8
  %82 = zext nneg i32 %78 to i64
  %83 = getelementptr i8, ptr %81, i64 %82
  %84 = add nuw nsw i32 %78, 8
  store i32 %84, ptr %3, align 8
  br label %88

85:                                               ; preds = %74
  %86 = load ptr, ptr %11, align 8
  %87 = getelementptr i8, ptr %86, i64 8
  store ptr %87, ptr %11, align 8
  br label %88

88:                                               ; preds = %85, %80
  %89 = phi ptr [ %83, %80 ], [ %86, %85 ]
  %90 = load ptr, ptr %89, align 8, !tbaa !14
  %91 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %76, i64 noundef %77, ptr noundef nonnull @.str.3, ptr noundef %90) #7
  br label %205

92:                                               ; preds = %15
  %93 = load i32, ptr %3, align 8
  %94 = icmp ult i32 %93, 41
  br i1 %94, label %95, label %100

95:                                               ; preds = %92
  %96 = load ptr, ptr %12, align 8
  %97 = zext nneg i32 %93 to i64
  %98 = getelementptr i8, ptr %96, i64 %97
  %99 = add nuw nsw i32 %93, 8
  store i32 %99, ptr %3, align 8
  br label %103

100:                                              ; preds = %92
  %101 = load ptr, ptr %11, align 8
  %102 = getelementptr i8, ptr %101, i64 8
  store ptr %102, ptr %11, align 8
  br label %103

103:                                              ; preds = %100, %95
  %104 = phi ptr [ %98, %95 ], [ %101, %100 ]
  %105 = load i32, ptr %104, align 4, !tbaa !8
  %106 = getelementptr inbounds i8, ptr %104, i64 4
  %107 = load i32, ptr %106, align 4, !tbaa !8
  %108 = sext i32 %17 to i64
  %109 = getelementptr inbounds i8, ptr %0, i64 %108
  %110 = sext i32 %19 to i64
  %111 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %109, i64 noundef %110, ptr noundef nonnull @.str.4, i32 noundef %105, i32 noundef %107) #7
  br label %205

112:                                              ; preds = %15
  %113 = load i32, ptr %10, align 4
  %114 = icmp ult i32 %113, 145
  br i1 %114, label %115, label %123

115:                                              ; preds = %112
  %116 = load ptr, ptr %12, align 8
  %117 = zext nneg i32 %113 to i64
  %118 = getelementptr i8, ptr %116, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load double, ptr %118, align 16
  %121 = load double, ptr %119, align 16
  %122 = add nuw nsw i32 %113, 32
  store i32 %122, ptr %10, align 4
  br label %129

123:                                              ; preds = %112
  %124 = load ptr, ptr %11, align 8
  %125 = getelementptr i8, ptr %124, i64 16
  store ptr %125, ptr %11, align 8
  %126 = load double, ptr %124, align 8, !tbaa !12
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load double, ptr %127, align 8, !tbaa !12
  br label %129

129:                                              ; preds = %123, %115
  %130 = phi double [ %121, %115 ], [ %128, %123 ]
  %131 = phi double [ %120, %115 ], [ %126, %123 ]
  %132 = sext i32 %17 to i64
  %133 = getelementptr inbounds i8, ptr %0, i64 %132
  %134 = sext i32 %19 to i64
  %135 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %133, i64 noundef %134, ptr noundef nonnull @.str.5, double noundef %131, double noundef %130) #7
  br label %205

136:                                              ; preds = %15
  %137 = load i32, ptr %10, align 4
  %138 = icmp ult i32 %137, 161
  br i1 %138, label %139, label %144

139:                                              ; preds = %136
  %140 = load ptr, ptr %12, align 8
  %141 = zext nneg i32 %137 to i64
  %142 = getelementptr i8, ptr %140, i64 %141
  %143 = add nuw nsw i32 %137, 16
  store i32 %143, ptr %10, align 4
  br label %147

144:                                              ; preds = %136
  %145 = load ptr, ptr %11, align 8
  %146 = getelementptr i8, ptr %145, i64 8
  store ptr %146, ptr %11, align 8
  br label %147

147:                                              ; preds = %144, %139
  %148 = phi ptr [ %142, %139 ], [ %145, %144 ]
  %149 = load float, ptr %148, align 4, !tbaa !16
  %150 = getelementptr inbounds i8, ptr %148, i64 4
  %151 = load float, ptr %150, align 4, !tbaa !16
  %152 = sext i32 %17 to i64
  %153 = getelementptr inbounds i8, ptr %0, i64 %152
  %154 = sext i32 %19 to i64
  %155 = fpext float %149 to double
  %156 = fpext float %151 to double
  %157 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %153, i64 noundef %154, ptr noundef nonnull @.str.6, double noundef %155, double noundef %156) #7
  br label %205

158:                                              ; preds = %15
  %159 = load ptr, ptr %11, align 8
  %160 = getelementptr i8, ptr %159, i64 24
  store ptr %160, ptr %11, align 8
  %161 = load i64, ptr %159, align 8
  %162 = getelementptr inbounds i8, ptr %159, i64 8
  %163 = load i64, ptr %162, align 8
  %164 = getelementptr inbounds i8, ptr %159, i64 16
  %165 = load i64, ptr %164, align 8, !tbaa !5
  %166 = sext i32 %17 to i64
  %167 = getelementptr inbounds i8, ptr %0, i64 %166
  %168 = sext i32 %19 to i64
  %169 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %167, i64 noundef %168, ptr noundef nonnull @.str.7, i64 noundef %161, i64 noundef %163, i64 noundef %165) #7
  br label %205

170:                                              ; preds = %15
  %171 = load i32, ptr %3, align 8
  %172 = icmp ult i32 %171, 41
  %173 = load i32, ptr %10, align 4
  %174 = icmp ult i32 %173, 161
  %175 = and i1 %172, %174
  br i1 %175, label %176, label %186

176:                                              ; preds = %170
  %177 = load ptr, ptr %12, align 8
  %178 = zext nneg i32 %171 to i64
  %179 = getelementptr i8, ptr %177, i64 %178
  %180 = zext nneg i32 %173 to i64
  %181 = getelementptr i8, ptr %177, i64 %180
  %182 = load i8, ptr %179, align 1
  %183 = load double, ptr %181, align 8
  %184 = add nuw nsw i32 %171, 8
  store i32 %184, ptr %3, align 8
  %185 = add nuw nsw i32 %173, 16
  store i32 %185, ptr %10, align 4
  br label %192

186:                                              ; preds = %170
  %187 = load ptr, ptr %11, align 8
  %188 = getelementptr i8, ptr %187, i64 16
  store ptr %188, ptr %11, align 8
  %189 = load i8, ptr %187, align 8, !tbaa !5
  %190 = getelementptr inbounds i8, ptr %187, i64 8
  %191 = load double, ptr %190, align 8, !tbaa !12
  br label %192

192:                                              ; preds = %186, %176
  %193 = phi double [ %183, %176 ], [ %191, %186 ]
  %194 = phi i8 [ %182, %176 ], [ %189, %186 ]
  %195 = sext i32 %17 to i64
  %196 = getelementptr inbounds i8, ptr %0, i64 %195
  %197 = sext i32 %19 to i64
  %198 = sext i8 %194 to i32
  %199 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %196, i64 noundef %197, ptr noundef nonnull @.str.8, i32 noundef %198, double noundef %193) #7
  br label %205

200:                                              ; preds = %15
  %201 = sext i32 %17 to i64
  %202 = getelementptr inbounds i8, ptr %0, i64 %201
  %203 = sext i32 %19 to i64
  %204 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %202, i64 noundef %203, ptr noundef nonnull @.str.9) #7
  br label %205

205:                                              ; preds = %200, %192, %158, %147, %129, %103, %88, %70, %52, %34
  %206 = phi i32 [ %204, %200 ], [ %199, %192 ], [ %169, %158 ], [ %157, %147 ], [ %135, %129 ], [ %111, %103 ], [ %91, %88 ], [ %73, %70 ], [ %55, %52 ], [ %37, %34 ]
  %207 = add nsw i32 %206, %17
  %208 = getelementptr inbounds i8, ptr %18, i64 1
  %209 = load i8, ptr %208, align 1, !tbaa !5
  %210 = icmp ne i8 %209, 0
  %211 = icmp slt i32 %207, %1
  %212 = select i1 %210, i1 %211, i1 false
  br i1 %212, label %15, label %13, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local i32 @vformat_twice(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #7
  call void @llvm.va_copy.p0(ptr nonnull %5, ptr %3)
  call void @llvm.va_copy.p0(ptr nonnull %6, ptr %3)
  %7 = call i32 @vformat(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef nonnull %5)
  %8 = add nsw i32 %1, -2
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = sext i32 %7 to i64
  br label %18

12:                                               ; preds = %4
  %13 = add nsw i32 %7, 1
  %14 = sext i32 %7 to i64
  %15 = getelementptr inbounds i8, ptr %0, i64 %14
  store i8 124, ptr %15, align 1, !tbaa !5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  store i8 0, ptr %17, align 1, !tbaa !5
  br label %18

18:                                               ; preds = %10, %12
  %19 = phi i64 [ %11, %10 ], [ %16, %12 ]
  %20 = phi i32 [ %7, %10 ], [ %13, %12 ]
  %21 = getelementptr inbounds i8, ptr %0, i64 %19
  %22 = sub nsw i32 %1, %20
  %23 = call i32 @vformat(ptr noundef %21, i32 noundef %22, ptr noundef %2, ptr noundef nonnull %6)
  %24 = add nsw i32 %23, %20
  call void @llvm.va_end.p0(ptr nonnull %6)
  call void @llvm.va_end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #7
  ret i32 %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @show(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #0 {
  %2 = alloca [512 x i8], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @vformat_twice(ptr noundef nonnull %2, i32 noundef 512, ptr noundef %0, ptr noundef nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %4, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @split_sum(i32 noundef %0, i32 noundef %1, ...) local_unnamed_addr #4 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %72

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = load i32, ptr %3, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = load ptr, ptr %7, align 16
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %50, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, 2147483646
  br label %15

15:                                               ; preds = %41, %13
  %16 = phi ptr [ %9, %13 ], [ %42, %41 ]
  %17 = phi i32 [ %8, %13 ], [ %43, %41 ]
  %18 = phi i64 [ 0, %13 ], [ %47, %41 ]
  %19 = phi i32 [ 0, %13 ], [ %48, %41 ]
  %20 = icmp ult i32 %17, 41
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = zext nneg i32 %17 to i64
  %23 = getelementptr i8, ptr %10, i64 %22
  %24 = add nuw nsw i32 %17, 8
  store i32 %24, ptr %3, align 16
  br label %27

25:                                               ; preds = %15
  %26 = getelementptr i8, ptr %16, i64 8
  store ptr %26, ptr %6, align 8
  br label %27

27:                                               ; preds = %25, %21
  %28 = phi ptr [ %16, %21 ], [ %26, %25 ]
  %29 = phi i32 [ %24, %21 ], [ %17, %25 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %25 ]
  %31 = load i32, ptr %30, align 4, !tbaa !8
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %18, %32
  %34 = icmp ult i32 %29, 41
  br i1 %34, label %37, label %35

35:                                               ; preds = %27
  %36 = getelementptr i8, ptr %28, i64 8
  store ptr %36, ptr %6, align 8
  br label %41

37:                                               ; preds = %27
  %38 = zext nneg i32 %29 to i64
  %39 = getelementptr i8, ptr %10, i64 %38
  %40 = add nuw nsw i32 %29, 8
  store i32 %40, ptr %3, align 16
  br label %41

41:                                               ; preds = %37, %35
  %42 = phi ptr [ %28, %37 ], [ %36, %35 ]
  %43 = phi i32 [ %40, %37 ], [ %29, %35 ]
  %44 = phi ptr [ %39, %37 ], [ %28, %35 ]
  %45 = load i32, ptr %44, align 4, !tbaa !8
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %33, %46
  %48 = add i32 %19, 2
  %49 = icmp eq i32 %48, %14
  br i1 %49, label %50, label %15, !llvm.loop !20

50:                                               ; preds = %41, %5
  %51 = phi i64 [ poison, %5 ], [ %47, %41 ]
  %52 = phi ptr [ %9, %5 ], [ %42, %41 ]
  %53 = phi i32 [ %8, %5 ], [ %43, %41 ]
  %54 = phi i64 [ 0, %5 ], [ %47, %41 ]
  %55 = icmp eq i32 %11, 0
  br i1 %55, label %69, label %56

56:                                               ; preds = %50
  %57 = icmp ult i32 %53, 41
  br i1 %57, label %60, label %58

58:                                               ; preds = %56
  %59 = getelementptr i8, ptr %52, i64 8
  store ptr %59, ptr %6, align 8
  br label %64

60:                                               ; preds = %56
  %61 = zext nneg i32 %53 to i64
  %62 = getelementptr i8, ptr %10, i64 %61
  %63 = add nuw nsw i32 %53, 8
  store i32 %63, ptr %3, align 16
  br label %64

64:                                               ; preds = %60, %58
  %65 = phi ptr [ %62, %60 ], [ %52, %58 ]
  %66 = load i32, ptr %65, align 4, !tbaa !8
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %54, %67
  br label %69

69:                                               ; preds = %50, %64
  %70 = phi i64 [ %51, %50 ], [ %68, %64 ]
  %71 = sitofp i64 %70 to double
  br label %72

72:                                               ; preds = %69, %2
  %73 = phi double [ 0.000000e+00, %2 ], [ %71, %69 ]
  %74 = icmp sgt i32 %1, 0
  br i1 %74, label %75, label %137

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %3, i64 4
  %77 = getelementptr inbounds i8, ptr %3, i64 8
  %78 = getelementptr inbounds i8, ptr %3, i64 16
  %79 = load i32, ptr %76, align 4
  %80 = load ptr, ptr %77, align 8
  %81 = load ptr, ptr %78, align 16
  %82 = and i32 %1, 1
  %83 = icmp eq i32 %1, 1
  br i1 %83, label %119, label %84

84:                                               ; preds = %75
  %85 = and i32 %1, 2147483646
  br label %86

86:                                               ; preds = %111, %84
  %87 = phi ptr [ %80, %84 ], [ %112, %111 ]
  %88 = phi i32 [ %79, %84 ], [ %113, %111 ]
  %89 = phi double [ 0.000000e+00, %84 ], [ %116, %111 ]
  %90 = phi i32 [ 0, %84 ], [ %117, %111 ]
  %91 = icmp ult i32 %88, 161
  br i1 %91, label %92, label %96

92:                                               ; preds = %86
  %93 = zext nneg i32 %88 to i64
  %94 = getelementptr i8, ptr %81, i64 %93
  %95 = add nuw nsw i32 %88, 16
  store i32 %95, ptr %76, align 4
  br label %98

96:                                               ; preds = %86
  %97 = getelementptr i8, ptr %87, i64 8
  store ptr %97, ptr %77, align 8
  br label %98

98:                                               ; preds = %96, %92
  %99 = phi ptr [ %87, %92 ], [ %97, %96 ]
  %100 = phi i32 [ %95, %92 ], [ %88, %96 ]
  %101 = phi ptr [ %94, %92 ], [ %87, %96 ]
  %102 = load double, ptr %101, align 8, !tbaa !12
  %103 = fadd double %89, %102
  %104 = icmp ult i32 %100, 161
  br i1 %104, label %107, label %105

105:                                              ; preds = %98
  %106 = getelementptr i8, ptr %99, i64 8
  store ptr %106, ptr %77, align 8
  br label %111

107:                                              ; preds = %98
  %108 = zext nneg i32 %100 to i64
  %109 = getelementptr i8, ptr %81, i64 %108
  %110 = add nuw nsw i32 %100, 16
  store i32 %110, ptr %76, align 4
  br label %111

111:                                              ; preds = %107, %105
  %112 = phi ptr [ %99, %107 ], [ %106, %105 ]
  %113 = phi i32 [ %110, %107 ], [ %100, %105 ]
  %114 = phi ptr [ %109, %107 ], [ %99, %105 ]
  %115 = load double, ptr %114, align 8, !tbaa !12
  %116 = fadd double %103, %115
  %117 = add i32 %90, 2
  %118 = icmp eq i32 %117, %85
  br i1 %118, label %119, label %86, !llvm.loop !21

119:                                              ; preds = %111, %75
  %120 = phi double [ poison, %75 ], [ %116, %111 ]
  %121 = phi ptr [ %80, %75 ], [ %112, %111 ]
  %122 = phi i32 [ %79, %75 ], [ %113, %111 ]
  %123 = phi double [ 0.000000e+00, %75 ], [ %116, %111 ]
  %124 = icmp eq i32 %82, 0
  br i1 %124, label %137, label %125

125:                                              ; preds = %119
  %126 = icmp ult i32 %122, 161
  br i1 %126, label %129, label %127

127:                                              ; preds = %125
  %128 = getelementptr i8, ptr %121, i64 8
  store ptr %128, ptr %77, align 8
  br label %133

129:                                              ; preds = %125
  %130 = zext nneg i32 %122 to i64
  %131 = getelementptr i8, ptr %81, i64 %130
  %132 = add nuw nsw i32 %122, 16
  store i32 %132, ptr %76, align 4
  br label %133

133:                                              ; preds = %129, %127
  %134 = phi ptr [ %131, %129 ], [ %121, %127 ]
  %135 = load double, ptr %134, align 8, !tbaa !12
  %136 = fadd double %123, %135
  br label %137

137:                                              ; preds = %133, %119, %72
  %138 = phi double [ 0.000000e+00, %72 ], [ %120, %119 ], [ %136, %133 ]
  %139 = load i32, ptr %3, align 16
  %140 = icmp ult i32 %139, 41
  br i1 %140, label %141, label %147

141:                                              ; preds = %137
  %142 = getelementptr inbounds i8, ptr %3, i64 16
  %143 = load ptr, ptr %142, align 16
  %144 = zext nneg i32 %139 to i64
  %145 = getelementptr i8, ptr %143, i64 %144
  %146 = add nuw nsw i32 %139, 8
  store i32 %146, ptr %3, align 16
  br label %151

147:                                              ; preds = %137
  %148 = getelementptr inbounds i8, ptr %3, i64 8
  %149 = load ptr, ptr %148, align 8
  %150 = getelementptr i8, ptr %149, i64 8
  store ptr %150, ptr %148, align 8
  br label %151

151:                                              ; preds = %147, %141
  %152 = phi ptr [ %145, %141 ], [ %149, %147 ]
  %153 = load i64, ptr %152, align 8, !tbaa !10
  call void @llvm.va_end.p0(ptr nonnull %3)
  %154 = fadd double %138, %73
  %155 = sitofp i64 %153 to double
  %156 = fadd double %154, %155
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  ret double %156
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local double @mixed_sum(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %7, align 4
  br label %10

10:                                               ; preds = %59, %1
  %11 = phi i32 [ %9, %1 ], [ %60, %59 ]
  %12 = phi ptr [ %8, %1 ], [ %61, %59 ]
  %13 = phi i32 [ %3, %1 ], [ %62, %59 ]
  %14 = phi double [ 0.000000e+00, %1 ], [ %64, %59 ]
  %15 = phi ptr [ %0, %1 ], [ %65, %59 ]
  %16 = load i8, ptr %15, align 1, !tbaa !5
  switch i8 %16, label %46 [
    i8 0, label %17
    i8 105, label %18
    i8 76, label %32
  ]

17:                                               ; preds = %10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %14

18:                                               ; preds = %10
  %19 = icmp ult i32 %13, 41
  br i1 %19, label %20, label %24

20:                                               ; preds = %18
  %21 = zext nneg i32 %13 to i64
  %22 = getelementptr i8, ptr %6, i64 %21
  %23 = add nuw nsw i32 %13, 8
  store i32 %23, ptr %2, align 16
  br label %26

24:                                               ; preds = %18
  %25 = getelementptr i8, ptr %12, i64 8
  store ptr %25, ptr %4, align 8
  br label %26

26:                                               ; preds = %24, %20
  %27 = phi ptr [ %12, %20 ], [ %25, %24 ]
  %28 = phi i32 [ %23, %20 ], [ %13, %24 ]
  %29 = phi ptr [ %22, %20 ], [ %12, %24 ]
  %30 = load i32, ptr %29, align 4, !tbaa !8
  %31 = sitofp i32 %30 to double
  br label %59

32:                                               ; preds = %10
  %33 = icmp ult i32 %13, 41
  br i1 %33, label %34, label %38

34:                                               ; preds = %32
  %35 = zext nneg i32 %13 to i64
  %36 = getelementptr i8, ptr %6, i64 %35
  %37 = add nuw nsw i32 %13, 8
  store i32 %37, ptr %2, align 16
  br label %40

38:                                               ; preds = %32
  %39 = getelementptr i8, ptr %12, i64 8
  store ptr %39, ptr %4, align 8
  br label %40

40:                                               ; preds = %38, %34
  %41 = phi ptr [ %12, %34 ], [ %39, %38 ]
  %42 = phi i32 [ %37, %34 ], [ %13, %38 ]
  %43 = phi ptr [ %36, %34 ], [ %12, %38 ]
  %44 = load i64, ptr %43, align 8, !tbaa !10
  %45 = sitofp i64 %44 to double
  br label %59

46:                                               ; preds = %10
  %47 = icmp ult i32 %11, 161
  br i1 %47, label %48, label %52

48:                                               ; preds = %46
  %49 = zext nneg i32 %11 to i64
  %50 = getelementptr i8, ptr %6, i64 %49
  %51 = add nuw nsw i32 %11, 16
  store i32 %51, ptr %7, align 4
  br label %54

52:                                               ; preds = %46
  %53 = getelementptr i8, ptr %12, i64 8
  store ptr %53, ptr %4, align 8
  br label %54

54:                                               ; preds = %52, %48
  %55 = phi i32 [ %51, %48 ], [ %11, %52 ]
  %56 = phi ptr [ %12, %48 ], [ %53, %52 ]
  %57 = phi ptr [ %50, %48 ], [ %12, %52 ]
  %58 = load double, ptr %57, align 8, !tbaa !12
  br label %59

59:                                               ; preds = %26, %54, %40
  %60 = phi i32 [ %11, %26 ], [ %11, %40 ], [ %55, %54 ]
  %61 = phi ptr [ %27, %26 ], [ %41, %40 ], [ %56, %54 ]
  %62 = phi i32 [ %28, %26 ], [ %42, %40 ], [ %13, %54 ]
  %63 = phi double [ %31, %26 ], [ %45, %40 ], [ %58, %54 ]
  %64 = fadd double %14, %63
  %65 = getelementptr inbounds i8, ptr %15, i64 1
  br label %10, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local { double, double } @centroid(i32 noundef %0, ...) local_unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %38

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646
  br label %52

15:                                               ; preds = %88, %4
  %16 = phi <2 x double> [ poison, %4 ], [ %92, %88 ]
  %17 = phi ptr [ %10, %4 ], [ %89, %88 ]
  %18 = phi i32 [ %9, %4 ], [ %90, %88 ]
  %19 = phi <2 x double> [ zeroinitializer, %4 ], [ %92, %88 ]
  %20 = icmp eq i32 %11, 0
  br i1 %20, label %38, label %21

21:                                               ; preds = %15
  %22 = icmp ult i32 %18, 145
  br i1 %22, label %26, label %23

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 16
  store ptr %24, ptr %6, align 8
  %25 = load <2 x double>, ptr %17, align 8, !tbaa !12
  br label %35

26:                                               ; preds = %21
  %27 = zext nneg i32 %18 to i64
  %28 = getelementptr i8, ptr %8, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load double, ptr %28, align 16
  %31 = load double, ptr %29, align 16
  %32 = add nuw nsw i32 %18, 32
  store i32 %32, ptr %5, align 4
  %33 = insertelement <2 x double> poison, double %30, i64 0
  %34 = insertelement <2 x double> %33, double %31, i64 1
  br label %35

35:                                               ; preds = %26, %23
  %36 = phi <2 x double> [ %34, %26 ], [ %25, %23 ]
  %37 = fadd <2 x double> %19, %36
  br label %38

38:                                               ; preds = %35, %15, %1
  %39 = phi <2 x double> [ zeroinitializer, %1 ], [ %16, %15 ], [ %37, %35 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  %40 = icmp eq i32 %0, 0
  %41 = sitofp i32 %0 to double
  %42 = insertelement <2 x double> poison, double %41, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  %44 = fdiv <2 x double> %39, %43
  %45 = insertelement <2 x i1> poison, i1 %40, i64 0
  %46 = shufflevector <2 x i1> %45, <2 x i1> poison, <2 x i32> zeroinitializer
  %47 = select <2 x i1> %46, <2 x double> %39, <2 x double> %44
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  %48 = extractelement <2 x double> %47, i64 0
  %49 = insertvalue { double, double } poison, double %48, 0
  %50 = extractelement <2 x double> %47, i64 1
  %51 = insertvalue { double, double } %49, double %50, 1
  ret { double, double } %51

52:                                               ; preds = %88, %13
  %53 = phi ptr [ %10, %13 ], [ %89, %88 ]
  %54 = phi i32 [ %9, %13 ], [ %90, %88 ]
  %55 = phi <2 x double> [ zeroinitializer, %13 ], [ %92, %88 ]
  %56 = phi i32 [ 0, %13 ], [ %93, %88 ]
  %57 = icmp ult i32 %54, 145
  br i1 %57, label %58, label %67

58:                                               ; preds = %52
  %59 = zext nneg i32 %54 to i64
  %60 = getelementptr i8, ptr %8, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load double, ptr %60, align 16
  %63 = load double, ptr %61, align 16
  %64 = add nuw nsw i32 %54, 32
  store i32 %64, ptr %5, align 4
  %65 = insertelement <2 x double> poison, double %62, i64 0
  %66 = insertelement <2 x double> %65, double %63, i64 1
  br label %70

67:                                               ; preds = %52
  %68 = getelementptr i8, ptr %53, i64 16
  store ptr %68, ptr %6, align 8
  %69 = load <2 x double>, ptr %53, align 8, !tbaa !12
  br label %70

70:                                               ; preds = %67, %58
  %71 = phi ptr [ %53, %58 ], [ %68, %67 ]
  %72 = phi i32 [ %64, %58 ], [ %54, %67 ]
  %73 = phi <2 x double> [ %66, %58 ], [ %69, %67 ]
  %74 = fadd <2 x double> %55, %73
  %75 = icmp ult i32 %72, 145
  br i1 %75, label %79, label %76

76:                                               ; preds = %70
  %77 = getelementptr i8, ptr %71, i64 16
  store ptr %77, ptr %6, align 8
  %78 = load <2 x double>, ptr %71, align 8, !tbaa !12
  br label %88

79:                                               ; preds = %70
  %80 = zext nneg i32 %72 to i64
  %81 = getelementptr i8, ptr %8, i64 %80
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load double, ptr %81, align 16
  %84 = load double, ptr %82, align 16
  %85 = add nuw nsw i32 %72, 32
  store i32 %85, ptr %5, align 4
  %86 = insertelement <2 x double> poison, double %83, i64 0
  %87 = insertelement <2 x double> %86, double %84, i64 1
  br label %88

88:                                               ; preds = %79, %76
  %89 = phi ptr [ %71, %79 ], [ %77, %76 ]
  %90 = phi i32 [ %85, %79 ], [ %72, %76 ]
  %91 = phi <2 x double> [ %87, %79 ], [ %78, %76 ]
  %92 = fadd <2 x double> %74, %91
  %93 = add i32 %56, 2
  %94 = icmp eq i32 %93, %14
  br i1 %94, label %15, label %52, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @q3_sum(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Q3) align 8 %0, i32 noundef %1, ...) local_unnamed_addr #4 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %44

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = and i64 %8, 1
  %12 = icmp eq i32 %1, 1
  br i1 %12, label %17, label %13

13:                                               ; preds = %5
  %14 = and i64 %8, 2147483646
  br label %45

15:                                               ; preds = %45
  %16 = add nuw nsw i64 %49, 3
  br label %17

17:                                               ; preds = %15, %5
  %18 = phi i64 [ poison, %5 ], [ %73, %15 ]
  %19 = phi i64 [ poison, %5 ], [ %75, %15 ]
  %20 = phi i64 [ poison, %5 ], [ %77, %15 ]
  %21 = phi i64 [ 0, %5 ], [ %77, %15 ]
  %22 = phi i64 [ 0, %5 ], [ %75, %15 ]
  %23 = phi i64 [ 0, %5 ], [ %73, %15 ]
  %24 = phi i64 [ 1, %5 ], [ %16, %15 ]
  %25 = phi ptr [ %7, %5 ], [ %65, %15 ]
  %26 = icmp eq i64 %11, 0
  br i1 %26, label %40, label %27

27:                                               ; preds = %17
  %28 = getelementptr i8, ptr %25, i64 24
  store ptr %28, ptr %6, align 8
  %29 = load i64, ptr %25, align 8
  %30 = getelementptr inbounds i8, ptr %25, i64 8
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %25, i64 16
  %33 = load i64, ptr %32, align 8, !tbaa !5
  %34 = mul nsw i64 %29, %24
  %35 = add nsw i64 %23, %34
  %36 = mul nsw i64 %31, %24
  %37 = add nsw i64 %22, %36
  %38 = mul nsw i64 %33, %24
  %39 = add nsw i64 %21, %38
  br label %40

40:                                               ; preds = %17, %27
  %41 = phi i64 [ %18, %17 ], [ %35, %27 ]
  %42 = phi i64 [ %19, %17 ], [ %37, %27 ]
  %43 = phi i64 [ %20, %17 ], [ %39, %27 ]
  store i64 %41, ptr %0, align 8, !tbaa !10
  store i64 %42, ptr %9, align 8, !tbaa !10
  store i64 %43, ptr %10, align 8, !tbaa !10
  br label %44

44:                                               ; preds = %40, %2
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  ret void

45:                                               ; preds = %45, %13
  %46 = phi i64 [ 0, %13 ], [ %77, %45 ]
  %47 = phi i64 [ 0, %13 ], [ %75, %45 ]
  %48 = phi i64 [ 0, %13 ], [ %73, %45 ]
  %49 = phi i64 [ 0, %13 ], [ %71, %45 ]
  %50 = phi ptr [ %7, %13 ], [ %65, %45 ]
  %51 = phi i64 [ 0, %13 ], [ %78, %45 ]
  %52 = getelementptr i8, ptr %50, i64 24
  store ptr %52, ptr %6, align 8
  %53 = load i64, ptr %50, align 8
  %54 = getelementptr inbounds i8, ptr %50, i64 8
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %50, i64 16
  %57 = load i64, ptr %56, align 8, !tbaa !5
  %58 = or disjoint i64 %49, 1
  %59 = mul nsw i64 %53, %58
  %60 = add nsw i64 %48, %59
  %61 = mul nsw i64 %55, %58
  %62 = add nsw i64 %47, %61
  %63 = mul nsw i64 %57, %58
  %64 = add nsw i64 %46, %63
  %65 = getelementptr i8, ptr %50, i64 48
  store ptr %65, ptr %6, align 8
  %66 = load i64, ptr %52, align 8
  %67 = getelementptr i8, ptr %50, i64 32
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr i8, ptr %50, i64 40
  %70 = load i64, ptr %69, align 8, !tbaa !5
  %71 = add nuw nsw i64 %49, 2
  %72 = mul nsw i64 %66, %71
  %73 = add nsw i64 %60, %72
  %74 = mul nsw i64 %68, %71
  %75 = add nsw i64 %62, %74
  %76 = mul nsw i64 %70, %71
  %77 = add nsw i64 %64, %76
  %78 = add i64 %51, 2
  %79 = icmp eq i64 %78, %14
  br i1 %79, label %15, label %45, !llvm.loop !24
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 {
  %1 = alloca %struct.D2, align 8
  %2 = alloca %struct.Q3, align 8
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.11, i32 noundef 42, double noundef 3.141590e+00, i64 noundef 1234567890123, ptr noundef nonnull @.str.12)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.13, i64 -17179869181, double 1.250000e+00, double -2.500000e+00, <2 x float> <float 5.000000e-01, float 8.000000e+00>, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q, i8 122, double 6.500000e+00)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.14, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.15, i32 noundef -12, i64 -17179869181, i32 noundef 107, double noundef 2.750000e+00, double 1.250000e+00, double -2.500000e+00, double noundef 1.250000e-01, <2 x float> <float 5.000000e-01, float 8.000000e+00>, i64 noundef -99, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q, ptr noundef nonnull @.str.16, ptr noundef nonnull byval(%struct.CD) align 8 @__const.main.c)
  %3 = tail call double (i32, i32, ...) @split_sum(i32 noundef 3, i32 noundef 2, i32 noundef 10, i32 noundef 20, i32 noundef 30, double noundef 5.000000e-01, double noundef 2.500000e-01, i64 noundef 1000000000000)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %3)
  %5 = tail call double (i32, i32, ...) @split_sum(i32 noundef 7, i32 noundef 9, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, i64 noundef -5)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %5)
  %7 = tail call double (ptr, ...) @mixed_sum(ptr noundef nonnull @.str.19, i32 noundef 1, i64 noundef 2, double noundef 3.500000e+00, i32 noundef -12, double noundef 2.750000e+00, i64 noundef 4000000000, double noundef 2.500000e-01, i32 noundef 107, double noundef -1.500000e+00, i64 noundef -3, double noundef 1.000000e+03)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %7)
  %9 = tail call double (ptr, ...) @mixed_sum(ptr noundef nonnull @.str.20, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i64 noundef 99)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %11 = tail call { double, double } (i32, ...) @centroid(i32 noundef 4, double 0.000000e+00, double 0.000000e+00, double 4.000000e+00, double 0.000000e+00, double 4.000000e+00, double 3.000000e+00, double 0.000000e+00, double 3.000000e+00)
  %12 = extractvalue { double, double } %11, 0
  %13 = extractvalue { double, double } %11, 1
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %12, double noundef %13)
  %15 = tail call { double, double } (i32, ...) @centroid(i32 noundef 9, double 0.000000e+00, double 0.000000e+00, double 4.000000e+00, double 0.000000e+00, double 4.000000e+00, double 3.000000e+00, double 0.000000e+00, double 3.000000e+00, ptr noundef nonnull byval(%struct.D2) align 8 %1, ptr noundef nonnull byval(%struct.D2) align 8 @__const.main.b, ptr noundef nonnull byval(%struct.D2) align 8 @__const.main.e, ptr noundef nonnull byval(%struct.D2) align 8 @__const.main.g, ptr noundef nonnull byval(%struct.D2) align 8 @__const.main.d)
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %16, double noundef %17)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void (ptr, i32, ...) @q3_sum(ptr dead_on_unwind nonnull writable sret(%struct.Q3) align 8 %2, i32 noundef 5, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q2, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q2, ptr noundef nonnull byval(%struct.Q3) align 8 @__const.main.q)
  %19 = load i64, ptr %2, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %2, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !10
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef %19, i64 noundef %21, i64 noundef %23)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7
  ret i32 0
}

attributes #0 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}

; ModuleID = 'vm.c'
source_filename = "vm.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.vm = type { [64 x i32], i32, [16 x i32], [16 x i32], i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"sum\00", align 1
@prog_sum = internal constant [32 x i32] [i32 0, i32 0, i32 14, i32 0, i32 0, i32 100, i32 14, i32 1, i32 13, i32 1, i32 11, i32 28, i32 13, i32 0, i32 13, i32 1, i32 2, i32 14, i32 0, i32 13, i32 1, i32 0, i32 1, i32 3, i32 14, i32 1, i32 10, i32 8, i32 13, i32 0, i32 15, i32 19], align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"fact\00", align 1
@prog_fact = internal constant [38 x i32] [i32 0, i32 1, i32 14, i32 0, i32 0, i32 1, i32 14, i32 1, i32 13, i32 0, i32 0, i32 13, i32 18, i32 11, i32 29, i32 16, i32 30, i32 13, i32 1, i32 15, i32 13, i32 0, i32 0, i32 1, i32 2, i32 14, i32 0, i32 10, i32 8, i32 19, i32 13, i32 1, i32 13, i32 0, i32 4, i32 14, i32 1, i32 17], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"gcd\00", align 1
@prog_gcd = internal constant [15 x i32] [i32 0, i32 1071, i32 0, i32 462, i32 7, i32 11, i32 12, i32 8, i32 9, i32 6, i32 10, i32 4, i32 1, i32 15, i32 19], align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"collatz\00", align 1
@prog_collatz = internal constant [54 x i32] [i32 0, i32 27, i32 14, i32 0, i32 0, i32 0, i32 14, i32 1, i32 13, i32 0, i32 0, i32 1, i32 3, i32 11, i32 50, i32 13, i32 1, i32 0, i32 1, i32 2, i32 14, i32 1, i32 13, i32 0, i32 0, i32 2, i32 6, i32 11, i32 41, i32 13, i32 0, i32 0, i32 3, i32 4, i32 0, i32 1, i32 2, i32 14, i32 0, i32 10, i32 8, i32 13, i32 0, i32 0, i32 2, i32 5, i32 14, i32 0, i32 10, i32 8, i32 13, i32 1, i32 15, i32 19], align 16
@main.bad = internal constant [6 x i32] [i32 0, i32 5, i32 0, i32 0, i32 5, i32 19], align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"div0\00", align 1
@main.badop = internal constant [3 x i32] [i32 0, i32 1, i32 99], align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"badop\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%s: \00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"| rc=%d steps=%ld sp=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @report(ptr noundef nonnull @.str, ptr noundef nonnull @prog_sum)
  tail call fastcc void @report(ptr noundef nonnull @.str.1, ptr noundef nonnull @prog_fact)
  tail call fastcc void @report(ptr noundef nonnull @.str.2, ptr noundef nonnull @prog_gcd)
  tail call fastcc void @report(ptr noundef nonnull @.str.3, ptr noundef nonnull @prog_collatz)
  tail call fastcc void @report(ptr noundef nonnull @.str.4, ptr noundef nonnull @main.bad)
  tail call fastcc void @report(ptr noundef nonnull @.str.5, ptr noundef nonnull @main.badop)
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc void @report(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca %struct.vm, align 4
  call void @llvm.lifetime.start.p0(i64 396, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(396) %3, i8 0, i64 392, i1 false)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, ptr noundef %0)
  %4 = getelementptr inbounds i8, ptr %3, i64 392
  %5 = getelementptr inbounds i8, ptr %3, i64 256
  %6 = getelementptr inbounds i8, ptr %3, i64 324
  %7 = getelementptr inbounds i8, ptr %3, i64 388
  %8 = getelementptr inbounds i8, ptr %3, i64 260
  br label %9

9:                                                ; preds = %198, %2
  %10 = phi i32 [ 0, %2 ], [ %200, %198 ]
  %11 = phi i32 [ 0, %2 ], [ %199, %198 ]
  %12 = add nsw i32 %10, 1
  store i32 %12, ptr %4, align 4, !tbaa !5
  %13 = add nsw i32 %11, 1
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !11
  switch i32 %16, label %201 [
    i32 0, label %17
    i32 1, label %26
    i32 2, label %29
    i32 3, label %40
    i32 4, label %51
    i32 5, label %62
    i32 6, label %75
    i32 7, label %88
    i32 8, label %97
    i32 9, label %104
    i32 10, label %113
    i32 11, label %117
    i32 12, label %129
    i32 13, label %141
    i32 14, label %153
    i32 15, label %165
    i32 16, label %171
    i32 17, label %180
    i32 18, label %186
    i32 19, label %202
  ]

17:                                               ; preds = %9
  %18 = add nsw i32 %11, 2
  %19 = sext i32 %13 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !11
  %22 = load i32, ptr %5, align 4, !tbaa !12
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4, !tbaa !12
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %24
  store i32 %21, ptr %25, align 4, !tbaa !13
  br label %198

26:                                               ; preds = %9
  %27 = load i32, ptr %5, align 4, !tbaa !12
  %28 = add nsw i32 %27, -1
  store i32 %28, ptr %5, align 4, !tbaa !12
  br label %198

29:                                               ; preds = %9
  %30 = load i32, ptr %5, align 4, !tbaa !12
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %5, align 4, !tbaa !12
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = add nsw i32 %30, -2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !13
  %39 = add nsw i32 %38, %34
  store i32 %39, ptr %37, align 4, !tbaa !13
  br label %198

40:                                               ; preds = %9
  %41 = load i32, ptr %5, align 4, !tbaa !12
  %42 = add nsw i32 %41, -1
  store i32 %42, ptr %5, align 4, !tbaa !12
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !13
  %46 = add nsw i32 %41, -2
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !13
  %50 = sub nsw i32 %49, %45
  store i32 %50, ptr %48, align 4, !tbaa !13
  br label %198

51:                                               ; preds = %9
  %52 = load i32, ptr %5, align 4, !tbaa !12
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %5, align 4, !tbaa !12
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !13
  %57 = add nsw i32 %52, -2
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !13
  %61 = mul nsw i32 %60, %56
  store i32 %61, ptr %59, align 4, !tbaa !13
  br label %198

62:                                               ; preds = %9
  %63 = load i32, ptr %5, align 4, !tbaa !12
  %64 = add nsw i32 %63, -1
  store i32 %64, ptr %5, align 4, !tbaa !12
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !13
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %202, label %69

69:                                               ; preds = %62
  %70 = add nsw i32 %63, -2
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !13
  %74 = sdiv i32 %73, %67
  store i32 %74, ptr %72, align 4, !tbaa !13
  br label %198

75:                                               ; preds = %9
  %76 = load i32, ptr %5, align 4, !tbaa !12
  %77 = add nsw i32 %76, -1
  store i32 %77, ptr %5, align 4, !tbaa !12
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !13
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %202, label %82

82:                                               ; preds = %75
  %83 = add nsw i32 %76, -2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !13
  %87 = srem i32 %86, %80
  store i32 %87, ptr %85, align 4, !tbaa !13
  br label %198

88:                                               ; preds = %9
  %89 = load i32, ptr %5, align 4, !tbaa !12
  %90 = add nsw i32 %89, -1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !13
  %94 = sext i32 %89 to i64
  %95 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %94
  store i32 %93, ptr %95, align 4, !tbaa !13
  %96 = add nsw i32 %89, 1
  store i32 %96, ptr %5, align 4, !tbaa !12
  br label %198

97:                                               ; preds = %9
  %98 = load i32, ptr %5, align 4, !tbaa !12
  %99 = add nsw i32 %98, -2
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %100
  %102 = load <2 x i32>, ptr %101, align 4, !tbaa !13
  %103 = shufflevector <2 x i32> %102, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %103, ptr %101, align 4, !tbaa !13
  br label %198

104:                                              ; preds = %9
  %105 = load i32, ptr %5, align 4, !tbaa !12
  %106 = add nsw i32 %105, -2
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !13
  %110 = sext i32 %105 to i64
  %111 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %110
  store i32 %109, ptr %111, align 4, !tbaa !13
  %112 = add nsw i32 %105, 1
  store i32 %112, ptr %5, align 4, !tbaa !12
  br label %198

113:                                              ; preds = %9
  %114 = sext i32 %13 to i64
  %115 = getelementptr inbounds i32, ptr %1, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !11
  br label %198

117:                                              ; preds = %9
  %118 = add nsw i32 %11, 2
  %119 = sext i32 %13 to i64
  %120 = getelementptr inbounds i32, ptr %1, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !11
  %122 = load i32, ptr %5, align 4, !tbaa !12
  %123 = add nsw i32 %122, -1
  store i32 %123, ptr %5, align 4, !tbaa !12
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !13
  %127 = icmp eq i32 %126, 0
  %128 = select i1 %127, i32 %121, i32 %118
  br label %198

129:                                              ; preds = %9
  %130 = add nsw i32 %11, 2
  %131 = sext i32 %13 to i64
  %132 = getelementptr inbounds i32, ptr %1, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !11
  %134 = load i32, ptr %5, align 4, !tbaa !12
  %135 = add nsw i32 %134, -1
  store i32 %135, ptr %5, align 4, !tbaa !12
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !13
  %139 = icmp eq i32 %138, 0
  %140 = select i1 %139, i32 %130, i32 %133
  br label %198

141:                                              ; preds = %9
  %142 = add nsw i32 %11, 2
  %143 = sext i32 %13 to i64
  %144 = getelementptr inbounds i32, ptr %1, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !11
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !13
  %149 = load i32, ptr %5, align 4, !tbaa !12
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %5, align 4, !tbaa !12
  %151 = sext i32 %149 to i64
  %152 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %151
  store i32 %148, ptr %152, align 4, !tbaa !13
  br label %198

153:                                              ; preds = %9
  %154 = load i32, ptr %5, align 4, !tbaa !12
  %155 = add nsw i32 %154, -1
  store i32 %155, ptr %5, align 4, !tbaa !12
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !13
  %159 = add nsw i32 %11, 2
  %160 = sext i32 %13 to i64
  %161 = getelementptr inbounds i32, ptr %1, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !11
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %163
  store i32 %158, ptr %164, align 4, !tbaa !13
  br label %198

165:                                              ; preds = %9
  %166 = load i32, ptr %5, align 4, !tbaa !12
  %167 = add nsw i32 %166, -1
  store i32 %167, ptr %5, align 4, !tbaa !12
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !13
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef %170)
  br label %198

171:                                              ; preds = %9
  %172 = add nsw i32 %11, 2
  %173 = load i32, ptr %7, align 4, !tbaa !14
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %7, align 4, !tbaa !14
  %175 = sext i32 %173 to i64
  %176 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %175
  store i32 %172, ptr %176, align 4, !tbaa !11
  %177 = sext i32 %13 to i64
  %178 = getelementptr inbounds i32, ptr %1, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !11
  br label %198

180:                                              ; preds = %9
  %181 = load i32, ptr %7, align 4, !tbaa !14
  %182 = add nsw i32 %181, -1
  store i32 %182, ptr %7, align 4, !tbaa !14
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4, !tbaa !11
  br label %198

186:                                              ; preds = %9
  %187 = load i32, ptr %5, align 4, !tbaa !12
  %188 = add nsw i32 %187, -1
  store i32 %188, ptr %5, align 4, !tbaa !12
  %189 = add nsw i32 %187, -2
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !13
  %193 = sext i32 %188 to i64
  %194 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !13
  %196 = icmp slt i32 %192, %195
  %197 = zext i1 %196 to i32
  store i32 %197, ptr %191, align 4, !tbaa !13
  br label %198

198:                                              ; preds = %186, %180, %171, %165, %153, %141, %129, %117, %113, %104, %97, %88, %82, %69, %51, %40, %29, %26, %17
  %199 = phi i32 [ %13, %186 ], [ %185, %180 ], [ %179, %171 ], [ %13, %165 ], [ %159, %153 ], [ %142, %141 ], [ %140, %129 ], [ %128, %117 ], [ %116, %113 ], [ %13, %104 ], [ %13, %97 ], [ %13, %88 ], [ %13, %82 ], [ %13, %69 ], [ %13, %51 ], [ %13, %40 ], [ %13, %29 ], [ %13, %26 ], [ %18, %17 ]
  %200 = load i32, ptr %4, align 4, !tbaa !5
  br label %9

201:                                              ; preds = %9
  br label %202

202:                                              ; preds = %62, %75, %9, %201
  %203 = phi i32 [ 0, %9 ], [ -1, %75 ], [ -1, %62 ], [ -2, %201 ]
  %204 = load i32, ptr %5, align 4, !tbaa !12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %203, i32 noundef %12, i32 noundef %204)
  call void @llvm.lifetime.end.p0(i64 396, ptr nonnull %3) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 392}
!6 = !{!"vm", !7, i64 0, !9, i64 256, !7, i64 260, !7, i64 324, !9, i64 388, !10, i64 392}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!9, !9, i64 0}
!12 = !{!6, !9, i64 256}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !9, i64 388}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}

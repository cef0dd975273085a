; ModuleID = 'vm.c'
source_filename = "vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vm = type { [64 x i64], i32, [16 x i64], [16 x i32], i32, i64 }

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @report(ptr noundef nonnull @.str, ptr noundef nonnull @prog_sum)
  tail call fastcc void @report(ptr noundef nonnull @.str.1, ptr noundef nonnull @prog_fact)
  tail call fastcc void @report(ptr noundef nonnull @.str.2, ptr noundef nonnull @prog_gcd)
  tail call fastcc void @report(ptr noundef nonnull @.str.3, ptr noundef nonnull @prog_collatz)
  tail call fastcc void @report(ptr noundef nonnull @.str.4, ptr noundef nonnull @main.bad)
  tail call fastcc void @report(ptr noundef nonnull @.str.5, ptr noundef nonnull @main.badop)
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @report(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca %struct.vm, align 8
  call void @llvm.lifetime.start.p0(i64 728, ptr nonnull %3) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(728) %3, i8 0, i64 720, i1 false)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0)
  %5 = getelementptr inbounds i8, ptr %3, i64 720
  %6 = getelementptr inbounds i8, ptr %3, i64 512
  %7 = getelementptr inbounds i8, ptr %3, i64 648
  %8 = getelementptr inbounds i8, ptr %3, i64 712
  %9 = getelementptr inbounds i8, ptr %3, i64 520
  br label %10

10:                                               ; preds = %201, %2
  %11 = phi i64 [ 0, %2 ], [ %203, %201 ]
  %12 = phi i32 [ 0, %2 ], [ %202, %201 ]
  %13 = add nsw i64 %11, 1
  store i64 %13, ptr %5, align 8, !tbaa !5
  %14 = add nsw i32 %12, 1
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !11
  switch i32 %17, label %204 [
    i32 0, label %18
    i32 1, label %28
    i32 2, label %31
    i32 3, label %42
    i32 4, label %53
    i32 5, label %64
    i32 6, label %77
    i32 7, label %90
    i32 8, label %99
    i32 9, label %106
    i32 10, label %115
    i32 11, label %119
    i32 12, label %131
    i32 13, label %143
    i32 14, label %155
    i32 15, label %167
    i32 16, label %174
    i32 17, label %183
    i32 18, label %189
    i32 19, label %205
  ]

18:                                               ; preds = %10
  %19 = add nsw i32 %12, 2
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !11
  %23 = sext i32 %22 to i64
  %24 = load i32, ptr %6, align 8, !tbaa !12
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 8, !tbaa !12
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %26
  store i64 %23, ptr %27, align 8, !tbaa !13
  br label %201

28:                                               ; preds = %10
  %29 = load i32, ptr %6, align 8, !tbaa !12
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr %6, align 8, !tbaa !12
  br label %201

31:                                               ; preds = %10
  %32 = load i32, ptr %6, align 8, !tbaa !12
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr %6, align 8, !tbaa !12
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !13
  %37 = add nsw i32 %32, -2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !13
  %41 = add nsw i64 %40, %36
  store i64 %41, ptr %39, align 8, !tbaa !13
  br label %201

42:                                               ; preds = %10
  %43 = load i32, ptr %6, align 8, !tbaa !12
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %6, align 8, !tbaa !12
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8, !tbaa !13
  %48 = add nsw i32 %43, -2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !13
  %52 = sub nsw i64 %51, %47
  store i64 %52, ptr %50, align 8, !tbaa !13
  br label %201

53:                                               ; preds = %10
  %54 = load i32, ptr %6, align 8, !tbaa !12
  %55 = add nsw i32 %54, -1
  store i32 %55, ptr %6, align 8, !tbaa !12
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !13
  %59 = add nsw i32 %54, -2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !13
  %63 = mul nsw i64 %62, %58
  store i64 %63, ptr %61, align 8, !tbaa !13
  br label %201

64:                                               ; preds = %10
  %65 = load i32, ptr %6, align 8, !tbaa !12
  %66 = add nsw i32 %65, -1
  store i32 %66, ptr %6, align 8, !tbaa !12
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !13
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %205, label %71

71:                                               ; preds = %64
  %72 = add nsw i32 %65, -2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !13
  %76 = sdiv i64 %75, %69
  store i64 %76, ptr %74, align 8, !tbaa !13
  br label %201

77:                                               ; preds = %10
  %78 = load i32, ptr %6, align 8, !tbaa !12
  %79 = add nsw i32 %78, -1
  store i32 %79, ptr %6, align 8, !tbaa !12
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !13
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %205, label %84

84:                                               ; preds = %77
  %85 = add nsw i32 %78, -2
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %86
  %88 = load i64, ptr %87, align 8, !tbaa !13
  %89 = srem i64 %88, %82
  store i64 %89, ptr %87, align 8, !tbaa !13
  br label %201

90:                                               ; preds = %10
  %91 = load i32, ptr %6, align 8, !tbaa !12
  %92 = add nsw i32 %91, -1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !13
  %96 = sext i32 %91 to i64
  %97 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %96
  store i64 %95, ptr %97, align 8, !tbaa !13
  %98 = add nsw i32 %91, 1
  store i32 %98, ptr %6, align 8, !tbaa !12
  br label %201

99:                                               ; preds = %10
  %100 = load i32, ptr %6, align 8, !tbaa !12
  %101 = add nsw i32 %100, -2
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %102
  %104 = load <2 x i64>, ptr %103, align 8, !tbaa !13
  %105 = shufflevector <2 x i64> %104, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %105, ptr %103, align 8, !tbaa !13
  br label %201

106:                                              ; preds = %10
  %107 = load i32, ptr %6, align 8, !tbaa !12
  %108 = add nsw i32 %107, -2
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %109
  %111 = load i64, ptr %110, align 8, !tbaa !13
  %112 = sext i32 %107 to i64
  %113 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %112
  store i64 %111, ptr %113, align 8, !tbaa !13
  %114 = add nsw i32 %107, 1
  store i32 %114, ptr %6, align 8, !tbaa !12
  br label %201

115:                                              ; preds = %10
  %116 = sext i32 %14 to i64
  %117 = getelementptr inbounds i32, ptr %1, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !11
  br label %201

119:                                              ; preds = %10
  %120 = add nsw i32 %12, 2
  %121 = sext i32 %14 to i64
  %122 = getelementptr inbounds i32, ptr %1, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !11
  %124 = load i32, ptr %6, align 8, !tbaa !12
  %125 = add nsw i32 %124, -1
  store i32 %125, ptr %6, align 8, !tbaa !12
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %126
  %128 = load i64, ptr %127, align 8, !tbaa !13
  %129 = icmp eq i64 %128, 0
  %130 = select i1 %129, i32 %123, i32 %120
  br label %201

131:                                              ; preds = %10
  %132 = add nsw i32 %12, 2
  %133 = sext i32 %14 to i64
  %134 = getelementptr inbounds i32, ptr %1, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !11
  %136 = load i32, ptr %6, align 8, !tbaa !12
  %137 = add nsw i32 %136, -1
  store i32 %137, ptr %6, align 8, !tbaa !12
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %138
  %140 = load i64, ptr %139, align 8, !tbaa !13
  %141 = icmp eq i64 %140, 0
  %142 = select i1 %141, i32 %132, i32 %135
  br label %201

143:                                              ; preds = %10
  %144 = add nsw i32 %12, 2
  %145 = sext i32 %14 to i64
  %146 = getelementptr inbounds i32, ptr %1, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !11
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [16 x i64], ptr %9, i64 0, i64 %148
  %150 = load i64, ptr %149, align 8, !tbaa !13
  %151 = load i32, ptr %6, align 8, !tbaa !12
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %6, align 8, !tbaa !12
  %153 = sext i32 %151 to i64
  %154 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %153
  store i64 %150, ptr %154, align 8, !tbaa !13
  br label %201

155:                                              ; preds = %10
  %156 = load i32, ptr %6, align 8, !tbaa !12
  %157 = add nsw i32 %156, -1
  store i32 %157, ptr %6, align 8, !tbaa !12
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %158
  %160 = load i64, ptr %159, align 8, !tbaa !13
  %161 = add nsw i32 %12, 2
  %162 = sext i32 %14 to i64
  %163 = getelementptr inbounds i32, ptr %1, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !11
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [16 x i64], ptr %9, i64 0, i64 %165
  store i64 %160, ptr %166, align 8, !tbaa !13
  br label %201

167:                                              ; preds = %10
  %168 = load i32, ptr %6, align 8, !tbaa !12
  %169 = add nsw i32 %168, -1
  store i32 %169, ptr %6, align 8, !tbaa !12
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %170
  %172 = load i64, ptr %171, align 8, !tbaa !13
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %172)
  br label %201

174:                                              ; preds = %10
  %175 = add nsw i32 %12, 2
  %176 = load i32, ptr %8, align 8, !tbaa !14
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %8, align 8, !tbaa !14
  %178 = sext i32 %176 to i64
  %179 = getelementptr inbounds [16 x i32], ptr %7, i64 0, i64 %178
  store i32 %175, ptr %179, align 4, !tbaa !11
  %180 = sext i32 %14 to i64
  %181 = getelementptr inbounds i32, ptr %1, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !11
  br label %201

183:                                              ; preds = %10
  %184 = load i32, ptr %8, align 8, !tbaa !14
  %185 = add nsw i32 %184, -1
  store i32 %185, ptr %8, align 8, !tbaa !14
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [16 x i32], ptr %7, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !11
  br label %201

189:                                              ; preds = %10
  %190 = load i32, ptr %6, align 8, !tbaa !12
  %191 = add nsw i32 %190, -1
  store i32 %191, ptr %6, align 8, !tbaa !12
  %192 = add nsw i32 %190, -2
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %193
  %195 = load i64, ptr %194, align 8, !tbaa !13
  %196 = sext i32 %191 to i64
  %197 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %196
  %198 = load i64, ptr %197, align 8, !tbaa !13
  %199 = icmp slt i64 %195, %198
  %200 = zext i1 %199 to i64
  store i64 %200, ptr %194, align 8, !tbaa !13
  br label %201

201:                                              ; preds = %189, %183, %174, %167, %155, %143, %131, %119, %115, %106, %99, %90, %84, %71, %53, %42, %31, %28, %18
  %202 = phi i32 [ %14, %189 ], [ %188, %183 ], [ %182, %174 ], [ %14, %167 ], [ %161, %155 ], [ %144, %143 ], [ %142, %131 ], [ %130, %119 ], [ %118, %115 ], [ %14, %106 ], [ %14, %99 ], [ %14, %90 ], [ %14, %84 ], [ %14, %71 ], [ %14, %53 ], [ %14, %42 ], [ %14, %31 ], [ %14, %28 ], [ %19, %18 ]
  %203 = load i64, ptr %5, align 8, !tbaa !5
  br label %10

204:                                              ; preds = %10
  br label %205

205:                                              ; preds = %64, %77, %10, %204
  %206 = phi i32 [ 0, %10 ], [ -1, %77 ], [ -1, %64 ], [ -2, %204 ]
  %207 = load i32, ptr %6, align 8, !tbaa !12
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %206, i64 noundef %13, i32 noundef %207)
  call void @llvm.lifetime.end.p0(i64 728, ptr nonnull %3) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 720}
!6 = !{!"vm", !7, i64 0, !9, i64 512, !7, i64 520, !7, i64 648, !9, i64 712, !10, i64 720}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!9, !9, i64 0}
!12 = !{!6, !9, i64 512}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !9, i64 712}

; ModuleID = 'sort_search.c'
source_filename = "sort_search.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [10 x ptr], align 16
  %5 = alloca ptr, align 8
  %6 = alloca [7 x %struct.rec], align 16
  %7 = alloca [50 x double], align 16
  %8 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #13
  %9 = load i32, ptr @lcg_state, align 4, !tbaa !5
  br label %42

10:                                               ; preds = %42
  store i32 %53, ptr @lcg_state, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int) #13
  %11 = load i32, ptr %1, align 16, !tbaa !5
  %12 = insertelement <4 x i32> poison, i32 %11, i64 3
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i64 [ 0, %10 ], [ %40, %13 ]
  %15 = phi <4 x i32> [ %12, %10 ], [ %33, %13 ]
  %16 = phi <4 x i1> [ zeroinitializer, %10 ], [ %38, %13 ]
  %17 = phi <4 x i1> [ zeroinitializer, %10 ], [ %39, %13 ]
  %18 = or disjoint i64 %14, 1
  %19 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <4 x i32>, ptr %19, align 4, !tbaa !5
  %22 = load <4 x i32>, ptr %20, align 4, !tbaa !5
  %23 = shufflevector <4 x i32> %15, <4 x i32> %21, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %24 = shufflevector <4 x i32> %21, <4 x i32> %22, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %25 = icmp sgt <4 x i32> %23, %21
  %26 = icmp sgt <4 x i32> %24, %22
  %27 = or <4 x i1> %16, %25
  %28 = or <4 x i1> %17, %26
  %29 = or disjoint i64 %14, 9
  %30 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !5
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !5
  %34 = shufflevector <4 x i32> %22, <4 x i32> %32, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %35 = shufflevector <4 x i32> %32, <4 x i32> %33, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %36 = icmp sgt <4 x i32> %34, %32
  %37 = icmp sgt <4 x i32> %35, %33
  %38 = or <4 x i1> %27, %36
  %39 = or <4 x i1> %28, %37
  %40 = add nuw nsw i64 %14, 16
  %41 = icmp eq i64 %40, 192
  br i1 %41, label %60, label %13, !llvm.loop !9

42:                                               ; preds = %42, %0
  %43 = phi i64 [ 0, %0 ], [ %58, %42 ]
  %44 = phi i32 [ %9, %0 ], [ %53, %42 ]
  %45 = mul i32 %44, 1103515245
  %46 = add i32 %45, 12345
  %47 = lshr i32 %46, 16
  %48 = and i32 %47, 32767
  %49 = add nsw i32 %48, -16384
  %50 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %43
  store i32 %49, ptr %50, align 8, !tbaa !5
  %51 = or disjoint i64 %43, 1
  %52 = mul i32 %46, 1103515245
  %53 = add i32 %52, 12345
  %54 = lshr i32 %53, 16
  %55 = and i32 %54, 32767
  %56 = add nsw i32 %55, -16384
  %57 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %51
  store i32 %56, ptr %57, align 4, !tbaa !5
  %58 = add nuw nsw i64 %43, 2
  %59 = icmp eq i64 %58, 200
  br i1 %59, label %10, label %42, !llvm.loop !13

60:                                               ; preds = %13
  %61 = extractelement <4 x i32> %33, i64 3
  %62 = or <4 x i1> %39, %38
  %63 = freeze <4 x i1> %62
  %64 = bitcast <4 x i1> %63 to i4
  %65 = icmp eq i4 %64, 0
  %66 = getelementptr inbounds i8, ptr %1, i64 772
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = icmp sle i32 %61, %67
  %69 = and i1 %68, %65
  %70 = getelementptr inbounds i8, ptr %1, i64 776
  %71 = load i32, ptr %70, align 8, !tbaa !5
  %72 = icmp sle i32 %67, %71
  %73 = getelementptr inbounds i8, ptr %1, i64 780
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = icmp sle i32 %71, %74
  %76 = getelementptr inbounds i8, ptr %1, i64 784
  %77 = load i32, ptr %76, align 16, !tbaa !5
  %78 = icmp sle i32 %74, %77
  %79 = getelementptr inbounds i8, ptr %1, i64 788
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = icmp sle i32 %77, %80
  %82 = getelementptr inbounds i8, ptr %1, i64 792
  %83 = load i32, ptr %82, align 8, !tbaa !5
  %84 = icmp sle i32 %80, %83
  %85 = getelementptr inbounds i8, ptr %1, i64 796
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = icmp sle i32 %83, %86
  %88 = select i1 %87, i1 %84, i1 false
  %89 = select i1 %88, i1 %81, i1 false
  %90 = select i1 %89, i1 %78, i1 false
  %91 = select i1 %90, i1 %75, i1 false
  %92 = select i1 %91, i1 %72, i1 false
  %93 = select i1 %92, i1 %69, i1 false
  %94 = zext i1 %93 to i32
  %95 = getelementptr inbounds i8, ptr %1, i64 796
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %1, i64 400
  %98 = load i32, ptr %97, align 16, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %94, i32 noundef %11, i32 noundef %96, i32 noundef %98)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #13
  store i32 -16384, ptr %2, align 4, !tbaa !5
  br label %105

99:                                               ; preds = %123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #13
  %100 = getelementptr inbounds i8, ptr %1, i64 548
  %101 = load i32, ptr %100, align 4, !tbaa !5
  store i32 %101, ptr %3, align 4, !tbaa !5
  %102 = call ptr @bsearch(ptr noundef nonnull %3, ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int) #13
  %103 = icmp ne ptr %102, null
  %104 = zext i1 %103 to i32
  br i1 %103, label %129, label %131

105:                                              ; preds = %60, %123
  %106 = phi i32 [ 0, %60 ], [ %126, %123 ]
  %107 = phi i32 [ 0, %60 ], [ %125, %123 ]
  %108 = call ptr @bsearch(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int) #13
  %109 = icmp eq ptr %108, null
  br i1 %109, label %117, label %110

110:                                              ; preds = %105
  %111 = add nsw i32 %106, 1
  %112 = load i32, ptr %108, align 4, !tbaa !5
  %113 = load i32, ptr %2, align 4, !tbaa !5
  %114 = icmp eq i32 %112, %113
  br i1 %114, label %123, label %115

115:                                              ; preds = %110
  %116 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %119

117:                                              ; preds = %105
  %118 = add nsw i32 %107, 1
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %118, %117 ], [ %107, %115 ]
  %121 = phi i32 [ %106, %117 ], [ %111, %115 ]
  %122 = load i32, ptr %2, align 4, !tbaa !5
  br label %123

123:                                              ; preds = %119, %110
  %124 = phi i32 [ %122, %119 ], [ %113, %110 ]
  %125 = phi i32 [ %120, %119 ], [ %107, %110 ]
  %126 = phi i32 [ %121, %119 ], [ %111, %110 ]
  %127 = add nsw i32 %124, 97
  store i32 %127, ptr %2, align 4, !tbaa !5
  %128 = icmp slt i32 %124, 16287
  br i1 %128, label %105, label %99, !llvm.loop !14

129:                                              ; preds = %99
  %130 = load i32, ptr %102, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %99, %129
  %132 = phi i32 [ %130, %129 ], [ 0, %99 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %126, i32 noundef %125, i32 noundef %104, i32 noundef %132)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13
  %133 = load i32, ptr %1, align 16, !tbaa !5
  %134 = load i32, ptr %95, align 4, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %133, i32 noundef %134)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %4, ptr noundef nonnull align 16 dereferenceable(80) @__const.main.words, i64 80, i1 false)
  call void @qsort(ptr noundef nonnull %4, i64 noundef 10, i64 noundef 8, ptr noundef nonnull @cmp_str) #13
  %135 = load ptr, ptr %4, align 16, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %135)
  %136 = getelementptr inbounds i8, ptr %4, i64 8
  %137 = load ptr, ptr %136, align 8, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %137)
  %138 = getelementptr inbounds i8, ptr %4, i64 16
  %139 = load ptr, ptr %138, align 16, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %139)
  %140 = getelementptr inbounds i8, ptr %4, i64 24
  %141 = load ptr, ptr %140, align 8, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %141)
  %142 = getelementptr inbounds i8, ptr %4, i64 32
  %143 = load ptr, ptr %142, align 16, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %143)
  %144 = getelementptr inbounds i8, ptr %4, i64 40
  %145 = load ptr, ptr %144, align 8, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %145)
  %146 = getelementptr inbounds i8, ptr %4, i64 48
  %147 = load ptr, ptr %146, align 16, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %147)
  %148 = getelementptr inbounds i8, ptr %4, i64 56
  %149 = load ptr, ptr %148, align 8, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %149)
  %150 = getelementptr inbounds i8, ptr %4, i64 64
  %151 = load ptr, ptr %150, align 16, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %151)
  %152 = getelementptr inbounds i8, ptr %4, i64 72
  %153 = load ptr, ptr %152, align 8, !tbaa !15
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, ptr noundef %153)
  %154 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13
  store ptr @.str.6, ptr %5, align 8, !tbaa !15
  %155 = call ptr @bsearch(ptr noundef nonnull %5, ptr noundef nonnull %4, i64 noundef 10, i64 noundef 8, ptr noundef nonnull @cmp_str) #13
  %156 = icmp eq ptr %155, null
  %157 = ptrtoint ptr %155 to i64
  %158 = ptrtoint ptr %4 to i64
  %159 = sub i64 %157, %158
  %160 = lshr exact i64 %159, 3
  %161 = trunc i64 %160 to i32
  %162 = select i1 %156, i32 -1, i32 %161
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i32 noundef %162)
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %6, ptr noundef nonnull align 16 dereferenceable(168) @__const.main.recs, i64 168, i1 false)
  call void @qsort(ptr noundef nonnull %6, i64 noundef 7, i64 noundef 24, ptr noundef nonnull @cmp_rec) #13
  %163 = getelementptr inbounds i8, ptr %6, i64 12
  %164 = load i32, ptr %163, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %6, i32 noundef %164)
  %165 = getelementptr inbounds i8, ptr %6, i64 24
  %166 = getelementptr inbounds i8, ptr %6, i64 36
  %167 = load i32, ptr %166, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %165, i32 noundef %167)
  %168 = getelementptr inbounds i8, ptr %6, i64 48
  %169 = getelementptr inbounds i8, ptr %6, i64 60
  %170 = load i32, ptr %169, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %168, i32 noundef %170)
  %171 = getelementptr inbounds i8, ptr %6, i64 72
  %172 = getelementptr inbounds i8, ptr %6, i64 84
  %173 = load i32, ptr %172, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %171, i32 noundef %173)
  %174 = getelementptr inbounds i8, ptr %6, i64 96
  %175 = getelementptr inbounds i8, ptr %6, i64 108
  %176 = load i32, ptr %175, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %174, i32 noundef %176)
  %177 = getelementptr inbounds i8, ptr %6, i64 120
  %178 = getelementptr inbounds i8, ptr %6, i64 132
  %179 = load i32, ptr %178, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %177, i32 noundef %179)
  %180 = getelementptr inbounds i8, ptr %6, i64 144
  %181 = getelementptr inbounds i8, ptr %6, i64 156
  %182 = load i32, ptr %181, align 4, !tbaa !17
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %180, i32 noundef %182)
  %183 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %7) #13
  %184 = load i32, ptr @lcg_state, align 4, !tbaa !5
  br label %201

185:                                              ; preds = %201
  store i32 %214, ptr @lcg_state, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %7, i64 noundef 50, i64 noundef 8, ptr noundef nonnull @cmp_double) #13
  %186 = load double, ptr %7, align 16, !tbaa !20
  %187 = getelementptr inbounds i8, ptr %7, i64 200
  %188 = load double, ptr %187, align 8, !tbaa !20
  %189 = getelementptr inbounds i8, ptr %7, i64 392
  %190 = load double, ptr %189, align 8, !tbaa !20
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, double noundef %186, double noundef %188, double noundef %190)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #13
  %191 = getelementptr inbounds i8, ptr %7, i64 136
  %192 = load double, ptr %191, align 8, !tbaa !20
  store double %192, ptr %8, align 8, !tbaa !20
  %193 = call ptr @bsearch(ptr noundef nonnull %8, ptr noundef nonnull %7, i64 noundef 50, i64 noundef 8, ptr noundef nonnull @cmp_double) #13
  %194 = icmp eq ptr %193, null
  %195 = ptrtoint ptr %193 to i64
  %196 = ptrtoint ptr %7 to i64
  %197 = sub i64 %195, %196
  %198 = lshr exact i64 %197, 3
  %199 = trunc i64 %198 to i32
  %200 = select i1 %194, i32 -1, i32 %199
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i32 noundef %200)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 0, i64 noundef 8, ptr noundef nonnull @cmp_double) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #13
  ret i32 0

201:                                              ; preds = %201, %131
  %202 = phi i64 [ 0, %131 ], [ %221, %201 ]
  %203 = phi i32 [ %184, %131 ], [ %214, %201 ]
  %204 = mul i32 %203, 1103515245
  %205 = add i32 %204, 12345
  %206 = lshr i32 %205, 16
  %207 = and i32 %206, 32767
  %208 = uitofp nneg i32 %207 to double
  %209 = fdiv double %208, 1.000000e+03
  %210 = fadd double %209, -1.000000e+01
  %211 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %202
  store double %210, ptr %211, align 16, !tbaa !20
  %212 = or disjoint i64 %202, 1
  %213 = mul i32 %205, 1103515245
  %214 = add i32 %213, 12345
  %215 = lshr i32 %214, 16
  %216 = and i32 %215, 32767
  %217 = uitofp nneg i32 %216 to double
  %218 = fdiv double %217, 1.000000e+03
  %219 = fadd double %218, -1.000000e+01
  %220 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %212
  store double %219, ptr %220, align 8, !tbaa !20
  %221 = add nuw nsw i64 %202, 2
  %222 = icmp eq i64 %221, 50
  br i1 %222, label %185, label %201, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

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

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret void
}

declare dso_local ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #5

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
  %4 = load ptr, ptr %1, align 8, !tbaa !15
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #13
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !17
  %5 = getelementptr inbounds i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !17
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = sub nsw i32 %6, %4
  br label %12

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #13
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load double, ptr %0, align 8, !tbaa !20
  %4 = load double, ptr %1, align 8, !tbaa !20
  %5 = fcmp olt double %3, %4
  %6 = fcmp ogt double %3, %4
  %7 = zext i1 %6 to i32
  %8 = select i1 %5, i32 -1, i32 %7
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !6, i64 12}
!18 = !{!"rec", !7, i64 0, !6, i64 12, !19, i64 16}
!19 = !{!"double", !7, i64 0}
!20 = !{!19, !19, i64 0}
!21 = distinct !{!21, !10}

; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.state = type { ptr, i32 }

@__const.main.fact = private unnamed_addr constant [19 x i32] [i32 0, i32 1, i32 0, i32 10, i32 3, i32 7, i32 4, i32 0, i32 0, i32 1, i32 4, i32 3, i32 0, i32 0, i32 1, i32 4, i32 6, i32 4, i32 8], align 16
@.str = private unnamed_addr constant [10 x i8] c"run: %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [11 x i32] [i32 0, i32 5, i32 7, i32 6, i32 3, i32 5, i32 2, i32 0, i32 7, i32 2, i32 8], align 16
@.str.1 = private unnamed_addr constant [11 x i8] c"loop: %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"relative(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"resumable: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"labels are never null\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@run.table = internal constant [9 x ptr] [ptr blockaddress(@run, %18), ptr blockaddress(@run, %39), ptr blockaddress(@run, %61), ptr blockaddress(@run, %83), ptr blockaddress(@run, %103), ptr blockaddress(@run, %132), ptr blockaddress(@run, %157), ptr blockaddress(@run, %173), ptr blockaddress(@run, %191)], align 16
@.str.6 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@relative.offsets = internal constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %19) to i64), i64 ptrtoint (ptr blockaddress(@relative, %4) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %26) to i64), i64 ptrtoint (ptr blockaddress(@relative, %4) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@relative, %32) to i64), i64 ptrtoint (ptr blockaddress(@relative, %4) to i64)) to i32)], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [19 x i32], align 16
  %3 = alloca [11 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca %struct.state, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fact, i64 76, i1 false)
  %8 = getelementptr inbounds [19 x i32], ptr %2, i64 0, i64 0
  %9 = call i64 @run(ptr noundef %8)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %9)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.loop, i64 44, i1 false)
  %11 = getelementptr inbounds [11 x i32], ptr %3, i64 0, i64 0
  %12 = call i64 @run(ptr noundef %11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %12)
  store i32 -1, ptr %4, align 4
  br label %14

14:                                               ; preds = %22, %0
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %15, 12
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @relative(i32 noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %18, i32 noundef %20)
  br label %22

22:                                               ; preds = %17
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 3
  store i32 %24, ptr %4, align 4
  br label %14, !llvm.loop !6

25:                                               ; preds = %14
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %32, %25
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 8
  br i1 %28, label %29, label %35

29:                                               ; preds = %26
  %30 = call i32 @resumable(ptr noundef %5)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %30)
  br label %32

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %6, align 4
  br label %26, !llvm.loop !8

35:                                               ; preds = %26
  store ptr blockaddress(@main, %42), ptr %7, align 8
  %36 = load ptr, ptr %7, align 8
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %40

38:                                               ; preds = %35
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %40

40:                                               ; preds = %38, %35
  %41 = load ptr, ptr %7, align 8
  br label %44

42:                                               ; preds = %44
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret i32 0

44:                                               ; preds = %40
  %45 = phi ptr [ %41, %40 ]
  indirectbr ptr %45, [label %42]
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [64 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %5, align 4
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds i32, ptr %9, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8
  br label %206

18:                                               ; preds = %206
  %19 = load ptr, ptr %2, align 8
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %4, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds i32, ptr %30, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  br label %206

39:                                               ; preds = %206
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, ptr %4, align 4
  %42 = load i32, ptr %4, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = load i32, ptr %4, align 4
  %47 = sub nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = add nsw i64 %50, %45
  store i64 %51, ptr %49, align 8
  %52 = load ptr, ptr %2, align 8
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %5, align 4
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds i32, ptr %52, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %58
  %60 = load ptr, ptr %59, align 8
  br label %206

61:                                               ; preds = %206
  %62 = load i32, ptr %4, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr %4, align 4
  %64 = load i32, ptr %4, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8
  %68 = load i32, ptr %4, align 4
  %69 = sub nsw i32 %68, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8
  %73 = mul nsw i64 %72, %67
  store i64 %73, ptr %71, align 8
  %74 = load ptr, ptr %2, align 8
  %75 = load i32, ptr %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %5, align 4
  %77 = sext i32 %75 to i64
  %78 = getelementptr inbounds i32, ptr %74, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %80
  %82 = load ptr, ptr %81, align 8
  br label %206

83:                                               ; preds = %206
  %84 = load i32, ptr %4, align 4
  %85 = sub nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %86
  %88 = load i64, ptr %87, align 8
  %89 = load i32, ptr %4, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %90
  store i64 %88, ptr %91, align 8
  %92 = load i32, ptr %4, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %4, align 4
  %94 = load ptr, ptr %2, align 8
  %95 = load i32, ptr %5, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %5, align 4
  %97 = sext i32 %95 to i64
  %98 = getelementptr inbounds i32, ptr %94, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %100
  %102 = load ptr, ptr %101, align 8
  br label %206

103:                                              ; preds = %206
  %104 = load i32, ptr %4, align 4
  %105 = sub nsw i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  store i64 %108, ptr %7, align 8
  %109 = load i32, ptr %4, align 4
  %110 = sub nsw i32 %109, 2
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %111
  %113 = load i64, ptr %112, align 8
  %114 = load i32, ptr %4, align 4
  %115 = sub nsw i32 %114, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %116
  store i64 %113, ptr %117, align 8
  %118 = load i64, ptr %7, align 8
  %119 = load i32, ptr %4, align 4
  %120 = sub nsw i32 %119, 2
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %121
  store i64 %118, ptr %122, align 8
  %123 = load ptr, ptr %2, align 8
  %124 = load i32, ptr %5, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %5, align 4
  %126 = sext i32 %124 to i64
  %127 = getelementptr inbounds i32, ptr %123, i64 %126
  %128 = load i32, ptr %127, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %129
  %131 = load ptr, ptr %130, align 8
  br label %206

132:                                              ; preds = %206
  %133 = load ptr, ptr %2, align 8
  %134 = load i32, ptr %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %5, align 4
  %136 = sext i32 %134 to i64
  %137 = getelementptr inbounds i32, ptr %133, i64 %136
  %138 = load i32, ptr %137, align 4
  store i32 %138, ptr %8, align 4
  %139 = load i32, ptr %4, align 4
  %140 = add nsw i32 %139, -1
  store i32 %140, ptr %4, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %141
  %143 = load i64, ptr %142, align 8
  %144 = icmp ne i64 %143, 0
  br i1 %144, label %145, label %147

145:                                              ; preds = %132
  %146 = load i32, ptr %8, align 4
  store i32 %146, ptr %5, align 4
  br label %147

147:                                              ; preds = %145, %132
  %148 = load ptr, ptr %2, align 8
  %149 = load i32, ptr %5, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %5, align 4
  %151 = sext i32 %149 to i64
  %152 = getelementptr inbounds i32, ptr %148, i64 %151
  %153 = load i32, ptr %152, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %154
  %156 = load ptr, ptr %155, align 8
  br label %206

157:                                              ; preds = %206
  %158 = load i32, ptr %4, align 4
  %159 = sub nsw i32 %158, 1
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %160
  %162 = load i64, ptr %161, align 8
  %163 = add nsw i64 %162, -1
  store i64 %163, ptr %161, align 8
  %164 = load ptr, ptr %2, align 8
  %165 = load i32, ptr %5, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %5, align 4
  %167 = sext i32 %165 to i64
  %168 = getelementptr inbounds i32, ptr %164, i64 %167
  %169 = load i32, ptr %168, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %170
  %172 = load ptr, ptr %171, align 8
  br label %206

173:                                              ; preds = %206
  %174 = load i32, ptr %4, align 4
  %175 = sub nsw i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %176
  %178 = load i64, ptr %177, align 8
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %178)
  %180 = load i64, ptr %6, align 8
  %181 = add nsw i64 %180, 1
  store i64 %181, ptr %6, align 8
  %182 = load ptr, ptr %2, align 8
  %183 = load i32, ptr %5, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %5, align 4
  %185 = sext i32 %183 to i64
  %186 = getelementptr inbounds i32, ptr %182, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %188
  %190 = load ptr, ptr %189, align 8
  br label %206

191:                                              ; preds = %206
  %192 = load i64, ptr %6, align 8
  %193 = mul nsw i64 %192, 1000
  %194 = load i32, ptr %4, align 4
  %195 = icmp sgt i32 %194, 0
  br i1 %195, label %196, label %202

196:                                              ; preds = %191
  %197 = load i32, ptr %4, align 4
  %198 = sub nsw i32 %197, 1
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %199
  %201 = load i64, ptr %200, align 8
  br label %203

202:                                              ; preds = %191
  br label %203

203:                                              ; preds = %202, %196
  %204 = phi i64 [ %201, %196 ], [ 0, %202 ]
  %205 = add nsw i64 %193, %204
  ret i64 %205

206:                                              ; preds = %173, %157, %147, %103, %83, %61, %39, %18, %1
  %207 = phi ptr [ %17, %1 ], [ %38, %18 ], [ %60, %39 ], [ %82, %61 ], [ %102, %83 ], [ %131, %103 ], [ %156, %147 ], [ %172, %157 ], [ %190, %173 ]
  indirectbr ptr %207, [label %18, label %39, label %61, label %83, label %103, label %132, label %157, label %173, label %191]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @relative(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %26, %19, %34, %34, %1, %34, %34, %34
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @relative.offsets, i64 0, i64 2), align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr blockaddress(@relative, %4), i64 %9
  br label %34

11:                                               ; preds = %4
  %12 = load i32, ptr %2, align 4
  %13 = and i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x i32], ptr @relative.offsets, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr blockaddress(@relative, %4), i64 %17
  br label %34

19:                                               ; preds = %34
  %20 = load i32, ptr %2, align 4
  %21 = sdiv i32 %20, 2
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %3, align 4
  %24 = load i32, ptr %2, align 4
  %25 = sub nsw i32 %24, 3
  store i32 %25, ptr %2, align 4
  br label %4

26:                                               ; preds = %34
  %27 = load i32, ptr %3, align 4
  %28 = mul nsw i32 %27, 3
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  %30 = load i32, ptr %2, align 4
  %31 = sub nsw i32 %30, 1
  store i32 %31, ptr %2, align 4
  br label %4

32:                                               ; preds = %34
  %33 = load i32, ptr %3, align 4
  ret i32 %33

34:                                               ; preds = %11, %7
  %35 = phi ptr [ %10, %7 ], [ %18, %11 ]
  indirectbr ptr %35, [label %19, label %4, label %26, label %4, label %32, label %4, label %4, label %4]
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @resumable(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.state, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.state, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  br label %43

12:                                               ; preds = %1
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.state, ptr %13, i32 0, i32 1
  store i32 0, ptr %14, align 8
  br label %15

15:                                               ; preds = %43, %12
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.state, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 8
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.state, ptr %20, i32 0, i32 0
  store ptr blockaddress(@resumable, %25), ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.state, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 8
  store i32 %24, ptr %2, align 4
  br label %41

25:                                               ; preds = %43, %43
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.state, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 8
  %29 = add nsw i32 %28, 10
  store i32 %29, ptr %27, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.state, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 8
  %33 = icmp sgt i32 %32, 40
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, ptr blockaddress(@resumable, %15), ptr blockaddress(@resumable, %25)
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.state, ptr %36, i32 0, i32 0
  store ptr %35, ptr %37, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.state, ptr %38, i32 0, i32 1
  %40 = load i32, ptr %39, align 8
  store i32 %40, ptr %2, align 4
  br label %41

41:                                               ; preds = %25, %15
  %42 = load i32, ptr %2, align 4
  ret i32 %42

43:                                               ; preds = %8
  %44 = phi ptr [ %11, %8 ]
  indirectbr ptr %44, [label %25, label %15, label %25]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}

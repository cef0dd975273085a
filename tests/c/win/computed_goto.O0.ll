; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.state = type { ptr, i32 }

@__const.main.fact = private unnamed_addr constant [19 x i32] [i32 0, i32 1, i32 0, i32 10, i32 3, i32 7, i32 4, i32 0, i32 0, i32 1, i32 4, i32 3, i32 0, i32 0, i32 1, i32 4, i32 6, i32 4, i32 8], align 16
@.str = private unnamed_addr constant [10 x i8] c"run: %ld\0A\00", align 1
@__const.main.loop = private unnamed_addr constant [11 x i32] [i32 0, i32 5, i32 7, i32 6, i32 3, i32 5, i32 2, i32 0, i32 7, i32 2, i32 8], align 16
@.str.1 = private unnamed_addr constant [11 x i8] c"loop: %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"relative(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"resumable: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"labels are never null\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@run.table = internal constant [9 x ptr] [ptr blockaddress(@run, %18), ptr blockaddress(@run, %38), ptr blockaddress(@run, %60), ptr blockaddress(@run, %82), ptr blockaddress(@run, %102), ptr blockaddress(@run, %131), ptr blockaddress(@run, %156), ptr blockaddress(@run, %172), ptr blockaddress(@run, %190)], align 16
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
  %9 = call i32 @run(ptr noundef %8)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.loop, i64 44, i1 false)
  %11 = getelementptr inbounds [11 x i32], ptr %3, i64 0, i64 0
  %12 = call i32 @run(ptr noundef %11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %12)
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
  br label %14, !llvm.loop !5

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
  br label %26, !llvm.loop !7

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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [64 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
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
  br label %205

18:                                               ; preds = %205
  %19 = load ptr, ptr %2, align 8
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %4, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %27
  store i32 %24, ptr %28, align 4
  %29 = load ptr, ptr %2, align 8
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds i32, ptr %29, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  br label %205

38:                                               ; preds = %205
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, ptr %4, align 4
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %4, align 4
  %46 = sub nsw i32 %45, 1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = add nsw i32 %49, %44
  store i32 %50, ptr %48, align 4
  %51 = load ptr, ptr %2, align 8
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds i32, ptr %51, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %57
  %59 = load ptr, ptr %58, align 8
  br label %205

60:                                               ; preds = %205
  %61 = load i32, ptr %4, align 4
  %62 = add nsw i32 %61, -1
  store i32 %62, ptr %4, align 4
  %63 = load i32, ptr %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load i32, ptr %4, align 4
  %68 = sub nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = mul nsw i32 %71, %66
  store i32 %72, ptr %70, align 4
  %73 = load ptr, ptr %2, align 8
  %74 = load i32, ptr %5, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %5, align 4
  %76 = sext i32 %74 to i64
  %77 = getelementptr inbounds i32, ptr %73, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %79
  %81 = load ptr, ptr %80, align 8
  br label %205

82:                                               ; preds = %205
  %83 = load i32, ptr %4, align 4
  %84 = sub nsw i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = load i32, ptr %4, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %89
  store i32 %87, ptr %90, align 4
  %91 = load i32, ptr %4, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %4, align 4
  %93 = load ptr, ptr %2, align 8
  %94 = load i32, ptr %5, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %5, align 4
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds i32, ptr %93, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %99
  %101 = load ptr, ptr %100, align 8
  br label %205

102:                                              ; preds = %205
  %103 = load i32, ptr %4, align 4
  %104 = sub nsw i32 %103, 1
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  store i32 %107, ptr %7, align 4
  %108 = load i32, ptr %4, align 4
  %109 = sub nsw i32 %108, 2
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = load i32, ptr %4, align 4
  %114 = sub nsw i32 %113, 1
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %115
  store i32 %112, ptr %116, align 4
  %117 = load i32, ptr %7, align 4
  %118 = load i32, ptr %4, align 4
  %119 = sub nsw i32 %118, 2
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %120
  store i32 %117, ptr %121, align 4
  %122 = load ptr, ptr %2, align 8
  %123 = load i32, ptr %5, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %5, align 4
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds i32, ptr %122, i64 %125
  %127 = load i32, ptr %126, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %128
  %130 = load ptr, ptr %129, align 8
  br label %205

131:                                              ; preds = %205
  %132 = load ptr, ptr %2, align 8
  %133 = load i32, ptr %5, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %5, align 4
  %135 = sext i32 %133 to i64
  %136 = getelementptr inbounds i32, ptr %132, i64 %135
  %137 = load i32, ptr %136, align 4
  store i32 %137, ptr %8, align 4
  %138 = load i32, ptr %4, align 4
  %139 = add nsw i32 %138, -1
  store i32 %139, ptr %4, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %144, label %146

144:                                              ; preds = %131
  %145 = load i32, ptr %8, align 4
  store i32 %145, ptr %5, align 4
  br label %146

146:                                              ; preds = %144, %131
  %147 = load ptr, ptr %2, align 8
  %148 = load i32, ptr %5, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %5, align 4
  %150 = sext i32 %148 to i64
  %151 = getelementptr inbounds i32, ptr %147, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %153
  %155 = load ptr, ptr %154, align 8
  br label %205

156:                                              ; preds = %205
  %157 = load i32, ptr %4, align 4
  %158 = sub nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4
  %162 = add nsw i32 %161, -1
  store i32 %162, ptr %160, align 4
  %163 = load ptr, ptr %2, align 8
  %164 = load i32, ptr %5, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %5, align 4
  %166 = sext i32 %164 to i64
  %167 = getelementptr inbounds i32, ptr %163, i64 %166
  %168 = load i32, ptr %167, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %169
  %171 = load ptr, ptr %170, align 8
  br label %205

172:                                              ; preds = %205
  %173 = load i32, ptr %4, align 4
  %174 = sub nsw i32 %173, 1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %177)
  %179 = load i32, ptr %6, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %6, align 4
  %181 = load ptr, ptr %2, align 8
  %182 = load i32, ptr %5, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %5, align 4
  %184 = sext i32 %182 to i64
  %185 = getelementptr inbounds i32, ptr %181, i64 %184
  %186 = load i32, ptr %185, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [9 x ptr], ptr @run.table, i64 0, i64 %187
  %189 = load ptr, ptr %188, align 8
  br label %205

190:                                              ; preds = %205
  %191 = load i32, ptr %6, align 4
  %192 = mul nsw i32 %191, 1000
  %193 = load i32, ptr %4, align 4
  %194 = icmp sgt i32 %193, 0
  br i1 %194, label %195, label %201

195:                                              ; preds = %190
  %196 = load i32, ptr %4, align 4
  %197 = sub nsw i32 %196, 1
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %198
  %200 = load i32, ptr %199, align 4
  br label %202

201:                                              ; preds = %190
  br label %202

202:                                              ; preds = %201, %195
  %203 = phi i32 [ %200, %195 ], [ 0, %201 ]
  %204 = add nsw i32 %192, %203
  ret i32 %204

205:                                              ; preds = %172, %156, %146, %102, %82, %60, %38, %18, %1
  %206 = phi ptr [ %17, %1 ], [ %37, %18 ], [ %59, %38 ], [ %81, %60 ], [ %101, %82 ], [ %130, %102 ], [ %155, %146 ], [ %171, %156 ], [ %189, %172 ]
  indirectbr ptr %206, [label %18, label %38, label %60, label %82, label %102, label %131, label %156, label %172, label %190]
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}

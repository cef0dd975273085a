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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @report(ptr noundef @.str, ptr noundef @prog_sum)
  call void @report(ptr noundef @.str.1, ptr noundef @prog_fact)
  call void @report(ptr noundef @.str.2, ptr noundef @prog_gcd)
  call void @report(ptr noundef @.str.3, ptr noundef @prog_collatz)
  call void @report(ptr noundef @.str.4, ptr noundef @main.bad)
  call void @report(ptr noundef @.str.5, ptr noundef @main.badop)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.vm, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 728, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %7)
  %9 = load ptr, ptr %4, align 8
  %10 = call i32 @run(ptr noundef %5, ptr noundef %9)
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = getelementptr inbounds %struct.vm, ptr %5, i32 0, i32 5
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.vm, ptr %5, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %11, i64 noundef %13, i32 noundef %15)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %417, %2
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.vm, ptr %12, i32 0, i32 5
  %14 = load i64, ptr %13, align 8
  %15 = add nsw i64 %14, 1
  store i64 %15, ptr %13, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %6, align 4
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds i32, ptr %16, i64 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %7, align 4
  switch i32 %22, label %416 [
    i32 0, label %23
    i32 1, label %39
    i32 2, label %44
    i32 3, label %67
    i32 4, label %90
    i32 5, label %113
    i32 6, label %147
    i32 7, label %181
    i32 8, label %202
    i32 9, label %238
    i32 10, label %259
    i32 11, label %265
    i32 12, label %285
    i32 13, label %305
    i32 14, label %325
    i32 15, label %345
    i32 16, label %356
    i32 17, label %372
    i32 18, label %382
    i32 19, label %415
  ]

23:                                               ; preds = %11
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds i32, ptr %24, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = sext i32 %29 to i64
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.vm, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.vm, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %34, align 8
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds [64 x i64], ptr %32, i64 0, i64 %37
  store i64 %30, ptr %38, align 8
  br label %417

39:                                               ; preds = %11
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.vm, ptr %40, i32 0, i32 1
  %42 = load i32, ptr %41, align 8
  %43 = add nsw i32 %42, -1
  store i32 %43, ptr %41, align 8
  br label %417

44:                                               ; preds = %11
  %45 = load ptr, ptr %4, align 8
  %46 = getelementptr inbounds %struct.vm, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %46, align 8
  %48 = add nsw i32 %47, -1
  store i32 %48, ptr %46, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.vm, ptr %49, i32 0, i32 0
  %51 = load ptr, ptr %4, align 8
  %52 = getelementptr inbounds %struct.vm, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i64], ptr %50, i64 0, i64 %54
  %56 = load i64, ptr %55, align 8
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds %struct.vm, ptr %57, i32 0, i32 0
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds %struct.vm, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 8
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [64 x i64], ptr %58, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8
  %66 = add nsw i64 %65, %56
  store i64 %66, ptr %64, align 8
  br label %417

67:                                               ; preds = %11
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds %struct.vm, ptr %68, i32 0, i32 1
  %70 = load i32, ptr %69, align 8
  %71 = add nsw i32 %70, -1
  store i32 %71, ptr %69, align 8
  %72 = load ptr, ptr %4, align 8
  %73 = getelementptr inbounds %struct.vm, ptr %72, i32 0, i32 0
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds %struct.vm, ptr %74, i32 0, i32 1
  %76 = load i32, ptr %75, align 8
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [64 x i64], ptr %73, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8
  %80 = load ptr, ptr %4, align 8
  %81 = getelementptr inbounds %struct.vm, ptr %80, i32 0, i32 0
  %82 = load ptr, ptr %4, align 8
  %83 = getelementptr inbounds %struct.vm, ptr %82, i32 0, i32 1
  %84 = load i32, ptr %83, align 8
  %85 = sub nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [64 x i64], ptr %81, i64 0, i64 %86
  %88 = load i64, ptr %87, align 8
  %89 = sub nsw i64 %88, %79
  store i64 %89, ptr %87, align 8
  br label %417

90:                                               ; preds = %11
  %91 = load ptr, ptr %4, align 8
  %92 = getelementptr inbounds %struct.vm, ptr %91, i32 0, i32 1
  %93 = load i32, ptr %92, align 8
  %94 = add nsw i32 %93, -1
  store i32 %94, ptr %92, align 8
  %95 = load ptr, ptr %4, align 8
  %96 = getelementptr inbounds %struct.vm, ptr %95, i32 0, i32 0
  %97 = load ptr, ptr %4, align 8
  %98 = getelementptr inbounds %struct.vm, ptr %97, i32 0, i32 1
  %99 = load i32, ptr %98, align 8
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x i64], ptr %96, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8
  %103 = load ptr, ptr %4, align 8
  %104 = getelementptr inbounds %struct.vm, ptr %103, i32 0, i32 0
  %105 = load ptr, ptr %4, align 8
  %106 = getelementptr inbounds %struct.vm, ptr %105, i32 0, i32 1
  %107 = load i32, ptr %106, align 8
  %108 = sub nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i64], ptr %104, i64 0, i64 %109
  %111 = load i64, ptr %110, align 8
  %112 = mul nsw i64 %111, %102
  store i64 %112, ptr %110, align 8
  br label %417

113:                                              ; preds = %11
  %114 = load ptr, ptr %4, align 8
  %115 = getelementptr inbounds %struct.vm, ptr %114, i32 0, i32 1
  %116 = load i32, ptr %115, align 8
  %117 = add nsw i32 %116, -1
  store i32 %117, ptr %115, align 8
  %118 = load ptr, ptr %4, align 8
  %119 = getelementptr inbounds %struct.vm, ptr %118, i32 0, i32 0
  %120 = load ptr, ptr %4, align 8
  %121 = getelementptr inbounds %struct.vm, ptr %120, i32 0, i32 1
  %122 = load i32, ptr %121, align 8
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [64 x i64], ptr %119, i64 0, i64 %123
  %125 = load i64, ptr %124, align 8
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %127, label %128

127:                                              ; preds = %113
  store i32 -1, ptr %3, align 4
  br label %418

128:                                              ; preds = %113
  %129 = load ptr, ptr %4, align 8
  %130 = getelementptr inbounds %struct.vm, ptr %129, i32 0, i32 0
  %131 = load ptr, ptr %4, align 8
  %132 = getelementptr inbounds %struct.vm, ptr %131, i32 0, i32 1
  %133 = load i32, ptr %132, align 8
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [64 x i64], ptr %130, i64 0, i64 %134
  %136 = load i64, ptr %135, align 8
  %137 = load ptr, ptr %4, align 8
  %138 = getelementptr inbounds %struct.vm, ptr %137, i32 0, i32 0
  %139 = load ptr, ptr %4, align 8
  %140 = getelementptr inbounds %struct.vm, ptr %139, i32 0, i32 1
  %141 = load i32, ptr %140, align 8
  %142 = sub nsw i32 %141, 1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [64 x i64], ptr %138, i64 0, i64 %143
  %145 = load i64, ptr %144, align 8
  %146 = sdiv i64 %145, %136
  store i64 %146, ptr %144, align 8
  br label %417

147:                                              ; preds = %11
  %148 = load ptr, ptr %4, align 8
  %149 = getelementptr inbounds %struct.vm, ptr %148, i32 0, i32 1
  %150 = load i32, ptr %149, align 8
  %151 = add nsw i32 %150, -1
  store i32 %151, ptr %149, align 8
  %152 = load ptr, ptr %4, align 8
  %153 = getelementptr inbounds %struct.vm, ptr %152, i32 0, i32 0
  %154 = load ptr, ptr %4, align 8
  %155 = getelementptr inbounds %struct.vm, ptr %154, i32 0, i32 1
  %156 = load i32, ptr %155, align 8
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [64 x i64], ptr %153, i64 0, i64 %157
  %159 = load i64, ptr %158, align 8
  %160 = icmp eq i64 %159, 0
  br i1 %160, label %161, label %162

161:                                              ; preds = %147
  store i32 -1, ptr %3, align 4
  br label %418

162:                                              ; preds = %147
  %163 = load ptr, ptr %4, align 8
  %164 = getelementptr inbounds %struct.vm, ptr %163, i32 0, i32 0
  %165 = load ptr, ptr %4, align 8
  %166 = getelementptr inbounds %struct.vm, ptr %165, i32 0, i32 1
  %167 = load i32, ptr %166, align 8
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [64 x i64], ptr %164, i64 0, i64 %168
  %170 = load i64, ptr %169, align 8
  %171 = load ptr, ptr %4, align 8
  %172 = getelementptr inbounds %struct.vm, ptr %171, i32 0, i32 0
  %173 = load ptr, ptr %4, align 8
  %174 = getelementptr inbounds %struct.vm, ptr %173, i32 0, i32 1
  %175 = load i32, ptr %174, align 8
  %176 = sub nsw i32 %175, 1
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [64 x i64], ptr %172, i64 0, i64 %177
  %179 = load i64, ptr %178, align 8
  %180 = srem i64 %179, %170
  store i64 %180, ptr %178, align 8
  br label %417

181:                                              ; preds = %11
  %182 = load ptr, ptr %4, align 8
  %183 = getelementptr inbounds %struct.vm, ptr %182, i32 0, i32 0
  %184 = load ptr, ptr %4, align 8
  %185 = getelementptr inbounds %struct.vm, ptr %184, i32 0, i32 1
  %186 = load i32, ptr %185, align 8
  %187 = sub nsw i32 %186, 1
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [64 x i64], ptr %183, i64 0, i64 %188
  %190 = load i64, ptr %189, align 8
  %191 = load ptr, ptr %4, align 8
  %192 = getelementptr inbounds %struct.vm, ptr %191, i32 0, i32 0
  %193 = load ptr, ptr %4, align 8
  %194 = getelementptr inbounds %struct.vm, ptr %193, i32 0, i32 1
  %195 = load i32, ptr %194, align 8
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [64 x i64], ptr %192, i64 0, i64 %196
  store i64 %190, ptr %197, align 8
  %198 = load ptr, ptr %4, align 8
  %199 = getelementptr inbounds %struct.vm, ptr %198, i32 0, i32 1
  %200 = load i32, ptr %199, align 8
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %199, align 8
  br label %417

202:                                              ; preds = %11
  %203 = load ptr, ptr %4, align 8
  %204 = getelementptr inbounds %struct.vm, ptr %203, i32 0, i32 0
  %205 = load ptr, ptr %4, align 8
  %206 = getelementptr inbounds %struct.vm, ptr %205, i32 0, i32 1
  %207 = load i32, ptr %206, align 8
  %208 = sub nsw i32 %207, 1
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [64 x i64], ptr %204, i64 0, i64 %209
  %211 = load i64, ptr %210, align 8
  store i64 %211, ptr %8, align 8
  %212 = load ptr, ptr %4, align 8
  %213 = getelementptr inbounds %struct.vm, ptr %212, i32 0, i32 0
  %214 = load ptr, ptr %4, align 8
  %215 = getelementptr inbounds %struct.vm, ptr %214, i32 0, i32 1
  %216 = load i32, ptr %215, align 8
  %217 = sub nsw i32 %216, 2
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [64 x i64], ptr %213, i64 0, i64 %218
  %220 = load i64, ptr %219, align 8
  %221 = load ptr, ptr %4, align 8
  %222 = getelementptr inbounds %struct.vm, ptr %221, i32 0, i32 0
  %223 = load ptr, ptr %4, align 8
  %224 = getelementptr inbounds %struct.vm, ptr %223, i32 0, i32 1
  %225 = load i32, ptr %224, align 8
  %226 = sub nsw i32 %225, 1
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [64 x i64], ptr %222, i64 0, i64 %227
  store i64 %220, ptr %228, align 8
  %229 = load i64, ptr %8, align 8
  %230 = load ptr, ptr %4, align 8
  %231 = getelementptr inbounds %struct.vm, ptr %230, i32 0, i32 0
  %232 = load ptr, ptr %4, align 8
  %233 = getelementptr inbounds %struct.vm, ptr %232, i32 0, i32 1
  %234 = load i32, ptr %233, align 8
  %235 = sub nsw i32 %234, 2
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [64 x i64], ptr %231, i64 0, i64 %236
  store i64 %229, ptr %237, align 8
  br label %417

238:                                              ; preds = %11
  %239 = load ptr, ptr %4, align 8
  %240 = getelementptr inbounds %struct.vm, ptr %239, i32 0, i32 0
  %241 = load ptr, ptr %4, align 8
  %242 = getelementptr inbounds %struct.vm, ptr %241, i32 0, i32 1
  %243 = load i32, ptr %242, align 8
  %244 = sub nsw i32 %243, 2
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [64 x i64], ptr %240, i64 0, i64 %245
  %247 = load i64, ptr %246, align 8
  %248 = load ptr, ptr %4, align 8
  %249 = getelementptr inbounds %struct.vm, ptr %248, i32 0, i32 0
  %250 = load ptr, ptr %4, align 8
  %251 = getelementptr inbounds %struct.vm, ptr %250, i32 0, i32 1
  %252 = load i32, ptr %251, align 8
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [64 x i64], ptr %249, i64 0, i64 %253
  store i64 %247, ptr %254, align 8
  %255 = load ptr, ptr %4, align 8
  %256 = getelementptr inbounds %struct.vm, ptr %255, i32 0, i32 1
  %257 = load i32, ptr %256, align 8
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %256, align 8
  br label %417

259:                                              ; preds = %11
  %260 = load ptr, ptr %5, align 8
  %261 = load i32, ptr %6, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds i32, ptr %260, i64 %262
  %264 = load i32, ptr %263, align 4
  store i32 %264, ptr %6, align 4
  br label %417

265:                                              ; preds = %11
  %266 = load ptr, ptr %5, align 8
  %267 = load i32, ptr %6, align 4
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %6, align 4
  %269 = sext i32 %267 to i64
  %270 = getelementptr inbounds i32, ptr %266, i64 %269
  %271 = load i32, ptr %270, align 4
  store i32 %271, ptr %9, align 4
  %272 = load ptr, ptr %4, align 8
  %273 = getelementptr inbounds %struct.vm, ptr %272, i32 0, i32 0
  %274 = load ptr, ptr %4, align 8
  %275 = getelementptr inbounds %struct.vm, ptr %274, i32 0, i32 1
  %276 = load i32, ptr %275, align 8
  %277 = add nsw i32 %276, -1
  store i32 %277, ptr %275, align 8
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [64 x i64], ptr %273, i64 0, i64 %278
  %280 = load i64, ptr %279, align 8
  %281 = icmp eq i64 %280, 0
  br i1 %281, label %282, label %284

282:                                              ; preds = %265
  %283 = load i32, ptr %9, align 4
  store i32 %283, ptr %6, align 4
  br label %284

284:                                              ; preds = %282, %265
  br label %417

285:                                              ; preds = %11
  %286 = load ptr, ptr %5, align 8
  %287 = load i32, ptr %6, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %6, align 4
  %289 = sext i32 %287 to i64
  %290 = getelementptr inbounds i32, ptr %286, i64 %289
  %291 = load i32, ptr %290, align 4
  store i32 %291, ptr %10, align 4
  %292 = load ptr, ptr %4, align 8
  %293 = getelementptr inbounds %struct.vm, ptr %292, i32 0, i32 0
  %294 = load ptr, ptr %4, align 8
  %295 = getelementptr inbounds %struct.vm, ptr %294, i32 0, i32 1
  %296 = load i32, ptr %295, align 8
  %297 = add nsw i32 %296, -1
  store i32 %297, ptr %295, align 8
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [64 x i64], ptr %293, i64 0, i64 %298
  %300 = load i64, ptr %299, align 8
  %301 = icmp ne i64 %300, 0
  br i1 %301, label %302, label %304

302:                                              ; preds = %285
  %303 = load i32, ptr %10, align 4
  store i32 %303, ptr %6, align 4
  br label %304

304:                                              ; preds = %302, %285
  br label %417

305:                                              ; preds = %11
  %306 = load ptr, ptr %4, align 8
  %307 = getelementptr inbounds %struct.vm, ptr %306, i32 0, i32 2
  %308 = load ptr, ptr %5, align 8
  %309 = load i32, ptr %6, align 4
  %310 = add nsw i32 %309, 1
  store i32 %310, ptr %6, align 4
  %311 = sext i32 %309 to i64
  %312 = getelementptr inbounds i32, ptr %308, i64 %311
  %313 = load i32, ptr %312, align 4
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [16 x i64], ptr %307, i64 0, i64 %314
  %316 = load i64, ptr %315, align 8
  %317 = load ptr, ptr %4, align 8
  %318 = getelementptr inbounds %struct.vm, ptr %317, i32 0, i32 0
  %319 = load ptr, ptr %4, align 8
  %320 = getelementptr inbounds %struct.vm, ptr %319, i32 0, i32 1
  %321 = load i32, ptr %320, align 8
  %322 = add nsw i32 %321, 1
  store i32 %322, ptr %320, align 8
  %323 = sext i32 %321 to i64
  %324 = getelementptr inbounds [64 x i64], ptr %318, i64 0, i64 %323
  store i64 %316, ptr %324, align 8
  br label %417

325:                                              ; preds = %11
  %326 = load ptr, ptr %4, align 8
  %327 = getelementptr inbounds %struct.vm, ptr %326, i32 0, i32 0
  %328 = load ptr, ptr %4, align 8
  %329 = getelementptr inbounds %struct.vm, ptr %328, i32 0, i32 1
  %330 = load i32, ptr %329, align 8
  %331 = add nsw i32 %330, -1
  store i32 %331, ptr %329, align 8
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [64 x i64], ptr %327, i64 0, i64 %332
  %334 = load i64, ptr %333, align 8
  %335 = load ptr, ptr %4, align 8
  %336 = getelementptr inbounds %struct.vm, ptr %335, i32 0, i32 2
  %337 = load ptr, ptr %5, align 8
  %338 = load i32, ptr %6, align 4
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %6, align 4
  %340 = sext i32 %338 to i64
  %341 = getelementptr inbounds i32, ptr %337, i64 %340
  %342 = load i32, ptr %341, align 4
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [16 x i64], ptr %336, i64 0, i64 %343
  store i64 %334, ptr %344, align 8
  br label %417

345:                                              ; preds = %11
  %346 = load ptr, ptr %4, align 8
  %347 = getelementptr inbounds %struct.vm, ptr %346, i32 0, i32 0
  %348 = load ptr, ptr %4, align 8
  %349 = getelementptr inbounds %struct.vm, ptr %348, i32 0, i32 1
  %350 = load i32, ptr %349, align 8
  %351 = add nsw i32 %350, -1
  store i32 %351, ptr %349, align 8
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds [64 x i64], ptr %347, i64 0, i64 %352
  %354 = load i64, ptr %353, align 8
  %355 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %354)
  br label %417

356:                                              ; preds = %11
  %357 = load i32, ptr %6, align 4
  %358 = add nsw i32 %357, 1
  %359 = load ptr, ptr %4, align 8
  %360 = getelementptr inbounds %struct.vm, ptr %359, i32 0, i32 3
  %361 = load ptr, ptr %4, align 8
  %362 = getelementptr inbounds %struct.vm, ptr %361, i32 0, i32 4
  %363 = load i32, ptr %362, align 8
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr %362, align 8
  %365 = sext i32 %363 to i64
  %366 = getelementptr inbounds [16 x i32], ptr %360, i64 0, i64 %365
  store i32 %358, ptr %366, align 4
  %367 = load ptr, ptr %5, align 8
  %368 = load i32, ptr %6, align 4
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds i32, ptr %367, i64 %369
  %371 = load i32, ptr %370, align 4
  store i32 %371, ptr %6, align 4
  br label %417

372:                                              ; preds = %11
  %373 = load ptr, ptr %4, align 8
  %374 = getelementptr inbounds %struct.vm, ptr %373, i32 0, i32 3
  %375 = load ptr, ptr %4, align 8
  %376 = getelementptr inbounds %struct.vm, ptr %375, i32 0, i32 4
  %377 = load i32, ptr %376, align 8
  %378 = add nsw i32 %377, -1
  store i32 %378, ptr %376, align 8
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds [16 x i32], ptr %374, i64 0, i64 %379
  %381 = load i32, ptr %380, align 4
  store i32 %381, ptr %6, align 4
  br label %417

382:                                              ; preds = %11
  %383 = load ptr, ptr %4, align 8
  %384 = getelementptr inbounds %struct.vm, ptr %383, i32 0, i32 1
  %385 = load i32, ptr %384, align 8
  %386 = add nsw i32 %385, -1
  store i32 %386, ptr %384, align 8
  %387 = load ptr, ptr %4, align 8
  %388 = getelementptr inbounds %struct.vm, ptr %387, i32 0, i32 0
  %389 = load ptr, ptr %4, align 8
  %390 = getelementptr inbounds %struct.vm, ptr %389, i32 0, i32 1
  %391 = load i32, ptr %390, align 8
  %392 = sub nsw i32 %391, 1
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds [64 x i64], ptr %388, i64 0, i64 %393
  %395 = load i64, ptr %394, align 8
  %396 = load ptr, ptr %4, align 8
  %397 = getelementptr inbounds %struct.vm, ptr %396, i32 0, i32 0
  %398 = load ptr, ptr %4, align 8
  %399 = getelementptr inbounds %struct.vm, ptr %398, i32 0, i32 1
  %400 = load i32, ptr %399, align 8
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds [64 x i64], ptr %397, i64 0, i64 %401
  %403 = load i64, ptr %402, align 8
  %404 = icmp slt i64 %395, %403
  %405 = zext i1 %404 to i32
  %406 = sext i32 %405 to i64
  %407 = load ptr, ptr %4, align 8
  %408 = getelementptr inbounds %struct.vm, ptr %407, i32 0, i32 0
  %409 = load ptr, ptr %4, align 8
  %410 = getelementptr inbounds %struct.vm, ptr %409, i32 0, i32 1
  %411 = load i32, ptr %410, align 8
  %412 = sub nsw i32 %411, 1
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds [64 x i64], ptr %408, i64 0, i64 %413
  store i64 %406, ptr %414, align 8
  br label %417

415:                                              ; preds = %11
  store i32 0, ptr %3, align 4
  br label %418

416:                                              ; preds = %11
  store i32 -2, ptr %3, align 4
  br label %418

417:                                              ; preds = %382, %372, %356, %345, %325, %305, %304, %284, %259, %238, %202, %181, %162, %128, %90, %67, %44, %39, %23
  br label %11

418:                                              ; preds = %416, %415, %161, %127
  %419 = load i32, ptr %3, align 4
  ret i32 %419
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

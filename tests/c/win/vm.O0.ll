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
  %5 = alloca %struct.vm, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 396, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %7)
  %9 = load ptr, ptr %4, align 8
  %10 = call i32 @run(ptr noundef %5, ptr noundef %9)
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %6, align 4
  %12 = getelementptr inbounds %struct.vm, ptr %5, i32 0, i32 5
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.vm, ptr %5, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %11, i32 noundef %13, i32 noundef %15)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %415, %2
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.vm, ptr %12, i32 0, i32 5
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %13, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %6, align 4
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds i32, ptr %16, i64 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %7, align 4
  switch i32 %22, label %414 [
    i32 0, label %23
    i32 1, label %38
    i32 2, label %43
    i32 3, label %66
    i32 4, label %89
    i32 5, label %112
    i32 6, label %146
    i32 7, label %180
    i32 8, label %201
    i32 9, label %237
    i32 10, label %258
    i32 11, label %264
    i32 12, label %284
    i32 13, label %304
    i32 14, label %324
    i32 15, label %344
    i32 16, label %355
    i32 17, label %371
    i32 18, label %381
    i32 19, label %413
  ]

23:                                               ; preds = %11
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds i32, ptr %24, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.vm, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.vm, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %33, align 4
  %36 = sext i32 %34 to i64
  %37 = getelementptr inbounds [64 x i32], ptr %31, i64 0, i64 %36
  store i32 %29, ptr %37, align 4
  br label %415

38:                                               ; preds = %11
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.vm, ptr %39, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, ptr %40, align 4
  br label %415

43:                                               ; preds = %11
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.vm, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr %45, align 4
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.vm, ptr %48, i32 0, i32 0
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.vm, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [64 x i32], ptr %49, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds %struct.vm, ptr %56, i32 0, i32 0
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.vm, ptr %58, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = sub nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x i32], ptr %57, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = add nsw i32 %64, %55
  store i32 %65, ptr %63, align 4
  br label %415

66:                                               ; preds = %11
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds %struct.vm, ptr %67, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, ptr %68, align 4
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.vm, ptr %71, i32 0, i32 0
  %73 = load ptr, ptr %4, align 8
  %74 = getelementptr inbounds %struct.vm, ptr %73, i32 0, i32 1
  %75 = load i32, ptr %74, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [64 x i32], ptr %72, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = load ptr, ptr %4, align 8
  %80 = getelementptr inbounds %struct.vm, ptr %79, i32 0, i32 0
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.vm, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = sub nsw i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i32], ptr %80, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = sub nsw i32 %87, %78
  store i32 %88, ptr %86, align 4
  br label %415

89:                                               ; preds = %11
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.vm, ptr %90, i32 0, i32 1
  %92 = load i32, ptr %91, align 4
  %93 = add nsw i32 %92, -1
  store i32 %93, ptr %91, align 4
  %94 = load ptr, ptr %4, align 8
  %95 = getelementptr inbounds %struct.vm, ptr %94, i32 0, i32 0
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds %struct.vm, ptr %96, i32 0, i32 1
  %98 = load i32, ptr %97, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [64 x i32], ptr %95, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = load ptr, ptr %4, align 8
  %103 = getelementptr inbounds %struct.vm, ptr %102, i32 0, i32 0
  %104 = load ptr, ptr %4, align 8
  %105 = getelementptr inbounds %struct.vm, ptr %104, i32 0, i32 1
  %106 = load i32, ptr %105, align 4
  %107 = sub nsw i32 %106, 1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [64 x i32], ptr %103, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = mul nsw i32 %110, %101
  store i32 %111, ptr %109, align 4
  br label %415

112:                                              ; preds = %11
  %113 = load ptr, ptr %4, align 8
  %114 = getelementptr inbounds %struct.vm, ptr %113, i32 0, i32 1
  %115 = load i32, ptr %114, align 4
  %116 = add nsw i32 %115, -1
  store i32 %116, ptr %114, align 4
  %117 = load ptr, ptr %4, align 8
  %118 = getelementptr inbounds %struct.vm, ptr %117, i32 0, i32 0
  %119 = load ptr, ptr %4, align 8
  %120 = getelementptr inbounds %struct.vm, ptr %119, i32 0, i32 1
  %121 = load i32, ptr %120, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [64 x i32], ptr %118, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %126, label %127

126:                                              ; preds = %112
  store i32 -1, ptr %3, align 4
  br label %416

127:                                              ; preds = %112
  %128 = load ptr, ptr %4, align 8
  %129 = getelementptr inbounds %struct.vm, ptr %128, i32 0, i32 0
  %130 = load ptr, ptr %4, align 8
  %131 = getelementptr inbounds %struct.vm, ptr %130, i32 0, i32 1
  %132 = load i32, ptr %131, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [64 x i32], ptr %129, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = load ptr, ptr %4, align 8
  %137 = getelementptr inbounds %struct.vm, ptr %136, i32 0, i32 0
  %138 = load ptr, ptr %4, align 8
  %139 = getelementptr inbounds %struct.vm, ptr %138, i32 0, i32 1
  %140 = load i32, ptr %139, align 4
  %141 = sub nsw i32 %140, 1
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [64 x i32], ptr %137, i64 0, i64 %142
  %144 = load i32, ptr %143, align 4
  %145 = sdiv i32 %144, %135
  store i32 %145, ptr %143, align 4
  br label %415

146:                                              ; preds = %11
  %147 = load ptr, ptr %4, align 8
  %148 = getelementptr inbounds %struct.vm, ptr %147, i32 0, i32 1
  %149 = load i32, ptr %148, align 4
  %150 = add nsw i32 %149, -1
  store i32 %150, ptr %148, align 4
  %151 = load ptr, ptr %4, align 8
  %152 = getelementptr inbounds %struct.vm, ptr %151, i32 0, i32 0
  %153 = load ptr, ptr %4, align 8
  %154 = getelementptr inbounds %struct.vm, ptr %153, i32 0, i32 1
  %155 = load i32, ptr %154, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [64 x i32], ptr %152, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %161

160:                                              ; preds = %146
  store i32 -1, ptr %3, align 4
  br label %416

161:                                              ; preds = %146
  %162 = load ptr, ptr %4, align 8
  %163 = getelementptr inbounds %struct.vm, ptr %162, i32 0, i32 0
  %164 = load ptr, ptr %4, align 8
  %165 = getelementptr inbounds %struct.vm, ptr %164, i32 0, i32 1
  %166 = load i32, ptr %165, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [64 x i32], ptr %163, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4
  %170 = load ptr, ptr %4, align 8
  %171 = getelementptr inbounds %struct.vm, ptr %170, i32 0, i32 0
  %172 = load ptr, ptr %4, align 8
  %173 = getelementptr inbounds %struct.vm, ptr %172, i32 0, i32 1
  %174 = load i32, ptr %173, align 4
  %175 = sub nsw i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [64 x i32], ptr %171, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4
  %179 = srem i32 %178, %169
  store i32 %179, ptr %177, align 4
  br label %415

180:                                              ; preds = %11
  %181 = load ptr, ptr %4, align 8
  %182 = getelementptr inbounds %struct.vm, ptr %181, i32 0, i32 0
  %183 = load ptr, ptr %4, align 8
  %184 = getelementptr inbounds %struct.vm, ptr %183, i32 0, i32 1
  %185 = load i32, ptr %184, align 4
  %186 = sub nsw i32 %185, 1
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [64 x i32], ptr %182, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4
  %190 = load ptr, ptr %4, align 8
  %191 = getelementptr inbounds %struct.vm, ptr %190, i32 0, i32 0
  %192 = load ptr, ptr %4, align 8
  %193 = getelementptr inbounds %struct.vm, ptr %192, i32 0, i32 1
  %194 = load i32, ptr %193, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [64 x i32], ptr %191, i64 0, i64 %195
  store i32 %189, ptr %196, align 4
  %197 = load ptr, ptr %4, align 8
  %198 = getelementptr inbounds %struct.vm, ptr %197, i32 0, i32 1
  %199 = load i32, ptr %198, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %198, align 4
  br label %415

201:                                              ; preds = %11
  %202 = load ptr, ptr %4, align 8
  %203 = getelementptr inbounds %struct.vm, ptr %202, i32 0, i32 0
  %204 = load ptr, ptr %4, align 8
  %205 = getelementptr inbounds %struct.vm, ptr %204, i32 0, i32 1
  %206 = load i32, ptr %205, align 4
  %207 = sub nsw i32 %206, 1
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [64 x i32], ptr %203, i64 0, i64 %208
  %210 = load i32, ptr %209, align 4
  store i32 %210, ptr %8, align 4
  %211 = load ptr, ptr %4, align 8
  %212 = getelementptr inbounds %struct.vm, ptr %211, i32 0, i32 0
  %213 = load ptr, ptr %4, align 8
  %214 = getelementptr inbounds %struct.vm, ptr %213, i32 0, i32 1
  %215 = load i32, ptr %214, align 4
  %216 = sub nsw i32 %215, 2
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [64 x i32], ptr %212, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4
  %220 = load ptr, ptr %4, align 8
  %221 = getelementptr inbounds %struct.vm, ptr %220, i32 0, i32 0
  %222 = load ptr, ptr %4, align 8
  %223 = getelementptr inbounds %struct.vm, ptr %222, i32 0, i32 1
  %224 = load i32, ptr %223, align 4
  %225 = sub nsw i32 %224, 1
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [64 x i32], ptr %221, i64 0, i64 %226
  store i32 %219, ptr %227, align 4
  %228 = load i32, ptr %8, align 4
  %229 = load ptr, ptr %4, align 8
  %230 = getelementptr inbounds %struct.vm, ptr %229, i32 0, i32 0
  %231 = load ptr, ptr %4, align 8
  %232 = getelementptr inbounds %struct.vm, ptr %231, i32 0, i32 1
  %233 = load i32, ptr %232, align 4
  %234 = sub nsw i32 %233, 2
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [64 x i32], ptr %230, i64 0, i64 %235
  store i32 %228, ptr %236, align 4
  br label %415

237:                                              ; preds = %11
  %238 = load ptr, ptr %4, align 8
  %239 = getelementptr inbounds %struct.vm, ptr %238, i32 0, i32 0
  %240 = load ptr, ptr %4, align 8
  %241 = getelementptr inbounds %struct.vm, ptr %240, i32 0, i32 1
  %242 = load i32, ptr %241, align 4
  %243 = sub nsw i32 %242, 2
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [64 x i32], ptr %239, i64 0, i64 %244
  %246 = load i32, ptr %245, align 4
  %247 = load ptr, ptr %4, align 8
  %248 = getelementptr inbounds %struct.vm, ptr %247, i32 0, i32 0
  %249 = load ptr, ptr %4, align 8
  %250 = getelementptr inbounds %struct.vm, ptr %249, i32 0, i32 1
  %251 = load i32, ptr %250, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [64 x i32], ptr %248, i64 0, i64 %252
  store i32 %246, ptr %253, align 4
  %254 = load ptr, ptr %4, align 8
  %255 = getelementptr inbounds %struct.vm, ptr %254, i32 0, i32 1
  %256 = load i32, ptr %255, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %255, align 4
  br label %415

258:                                              ; preds = %11
  %259 = load ptr, ptr %5, align 8
  %260 = load i32, ptr %6, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds i32, ptr %259, i64 %261
  %263 = load i32, ptr %262, align 4
  store i32 %263, ptr %6, align 4
  br label %415

264:                                              ; preds = %11
  %265 = load ptr, ptr %5, align 8
  %266 = load i32, ptr %6, align 4
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %6, align 4
  %268 = sext i32 %266 to i64
  %269 = getelementptr inbounds i32, ptr %265, i64 %268
  %270 = load i32, ptr %269, align 4
  store i32 %270, ptr %9, align 4
  %271 = load ptr, ptr %4, align 8
  %272 = getelementptr inbounds %struct.vm, ptr %271, i32 0, i32 0
  %273 = load ptr, ptr %4, align 8
  %274 = getelementptr inbounds %struct.vm, ptr %273, i32 0, i32 1
  %275 = load i32, ptr %274, align 4
  %276 = add nsw i32 %275, -1
  store i32 %276, ptr %274, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [64 x i32], ptr %272, i64 0, i64 %277
  %279 = load i32, ptr %278, align 4
  %280 = icmp eq i32 %279, 0
  br i1 %280, label %281, label %283

281:                                              ; preds = %264
  %282 = load i32, ptr %9, align 4
  store i32 %282, ptr %6, align 4
  br label %283

283:                                              ; preds = %281, %264
  br label %415

284:                                              ; preds = %11
  %285 = load ptr, ptr %5, align 8
  %286 = load i32, ptr %6, align 4
  %287 = add nsw i32 %286, 1
  store i32 %287, ptr %6, align 4
  %288 = sext i32 %286 to i64
  %289 = getelementptr inbounds i32, ptr %285, i64 %288
  %290 = load i32, ptr %289, align 4
  store i32 %290, ptr %10, align 4
  %291 = load ptr, ptr %4, align 8
  %292 = getelementptr inbounds %struct.vm, ptr %291, i32 0, i32 0
  %293 = load ptr, ptr %4, align 8
  %294 = getelementptr inbounds %struct.vm, ptr %293, i32 0, i32 1
  %295 = load i32, ptr %294, align 4
  %296 = add nsw i32 %295, -1
  store i32 %296, ptr %294, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds [64 x i32], ptr %292, i64 0, i64 %297
  %299 = load i32, ptr %298, align 4
  %300 = icmp ne i32 %299, 0
  br i1 %300, label %301, label %303

301:                                              ; preds = %284
  %302 = load i32, ptr %10, align 4
  store i32 %302, ptr %6, align 4
  br label %303

303:                                              ; preds = %301, %284
  br label %415

304:                                              ; preds = %11
  %305 = load ptr, ptr %4, align 8
  %306 = getelementptr inbounds %struct.vm, ptr %305, i32 0, i32 2
  %307 = load ptr, ptr %5, align 8
  %308 = load i32, ptr %6, align 4
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %6, align 4
  %310 = sext i32 %308 to i64
  %311 = getelementptr inbounds i32, ptr %307, i64 %310
  %312 = load i32, ptr %311, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [16 x i32], ptr %306, i64 0, i64 %313
  %315 = load i32, ptr %314, align 4
  %316 = load ptr, ptr %4, align 8
  %317 = getelementptr inbounds %struct.vm, ptr %316, i32 0, i32 0
  %318 = load ptr, ptr %4, align 8
  %319 = getelementptr inbounds %struct.vm, ptr %318, i32 0, i32 1
  %320 = load i32, ptr %319, align 4
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr %319, align 4
  %322 = sext i32 %320 to i64
  %323 = getelementptr inbounds [64 x i32], ptr %317, i64 0, i64 %322
  store i32 %315, ptr %323, align 4
  br label %415

324:                                              ; preds = %11
  %325 = load ptr, ptr %4, align 8
  %326 = getelementptr inbounds %struct.vm, ptr %325, i32 0, i32 0
  %327 = load ptr, ptr %4, align 8
  %328 = getelementptr inbounds %struct.vm, ptr %327, i32 0, i32 1
  %329 = load i32, ptr %328, align 4
  %330 = add nsw i32 %329, -1
  store i32 %330, ptr %328, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [64 x i32], ptr %326, i64 0, i64 %331
  %333 = load i32, ptr %332, align 4
  %334 = load ptr, ptr %4, align 8
  %335 = getelementptr inbounds %struct.vm, ptr %334, i32 0, i32 2
  %336 = load ptr, ptr %5, align 8
  %337 = load i32, ptr %6, align 4
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %6, align 4
  %339 = sext i32 %337 to i64
  %340 = getelementptr inbounds i32, ptr %336, i64 %339
  %341 = load i32, ptr %340, align 4
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds [16 x i32], ptr %335, i64 0, i64 %342
  store i32 %333, ptr %343, align 4
  br label %415

344:                                              ; preds = %11
  %345 = load ptr, ptr %4, align 8
  %346 = getelementptr inbounds %struct.vm, ptr %345, i32 0, i32 0
  %347 = load ptr, ptr %4, align 8
  %348 = getelementptr inbounds %struct.vm, ptr %347, i32 0, i32 1
  %349 = load i32, ptr %348, align 4
  %350 = add nsw i32 %349, -1
  store i32 %350, ptr %348, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [64 x i32], ptr %346, i64 0, i64 %351
  %353 = load i32, ptr %352, align 4
  %354 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %353)
  br label %415

355:                                              ; preds = %11
  %356 = load i32, ptr %6, align 4
  %357 = add nsw i32 %356, 1
  %358 = load ptr, ptr %4, align 8
  %359 = getelementptr inbounds %struct.vm, ptr %358, i32 0, i32 3
  %360 = load ptr, ptr %4, align 8
  %361 = getelementptr inbounds %struct.vm, ptr %360, i32 0, i32 4
  %362 = load i32, ptr %361, align 4
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %361, align 4
  %364 = sext i32 %362 to i64
  %365 = getelementptr inbounds [16 x i32], ptr %359, i64 0, i64 %364
  store i32 %357, ptr %365, align 4
  %366 = load ptr, ptr %5, align 8
  %367 = load i32, ptr %6, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds i32, ptr %366, i64 %368
  %370 = load i32, ptr %369, align 4
  store i32 %370, ptr %6, align 4
  br label %415

371:                                              ; preds = %11
  %372 = load ptr, ptr %4, align 8
  %373 = getelementptr inbounds %struct.vm, ptr %372, i32 0, i32 3
  %374 = load ptr, ptr %4, align 8
  %375 = getelementptr inbounds %struct.vm, ptr %374, i32 0, i32 4
  %376 = load i32, ptr %375, align 4
  %377 = add nsw i32 %376, -1
  store i32 %377, ptr %375, align 4
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds [16 x i32], ptr %373, i64 0, i64 %378
  %380 = load i32, ptr %379, align 4
  store i32 %380, ptr %6, align 4
  br label %415

381:                                              ; preds = %11
  %382 = load ptr, ptr %4, align 8
  %383 = getelementptr inbounds %struct.vm, ptr %382, i32 0, i32 1
  %384 = load i32, ptr %383, align 4
  %385 = add nsw i32 %384, -1
  store i32 %385, ptr %383, align 4
  %386 = load ptr, ptr %4, align 8
  %387 = getelementptr inbounds %struct.vm, ptr %386, i32 0, i32 0
  %388 = load ptr, ptr %4, align 8
  %389 = getelementptr inbounds %struct.vm, ptr %388, i32 0, i32 1
  %390 = load i32, ptr %389, align 4
  %391 = sub nsw i32 %390, 1
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds [64 x i32], ptr %387, i64 0, i64 %392
  %394 = load i32, ptr %393, align 4
  %395 = load ptr, ptr %4, align 8
  %396 = getelementptr inbounds %struct.vm, ptr %395, i32 0, i32 0
  %397 = load ptr, ptr %4, align 8
  %398 = getelementptr inbounds %struct.vm, ptr %397, i32 0, i32 1
  %399 = load i32, ptr %398, align 4
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds [64 x i32], ptr %396, i64 0, i64 %400
  %402 = load i32, ptr %401, align 4
  %403 = icmp slt i32 %394, %402
  %404 = zext i1 %403 to i32
  %405 = load ptr, ptr %4, align 8
  %406 = getelementptr inbounds %struct.vm, ptr %405, i32 0, i32 0
  %407 = load ptr, ptr %4, align 8
  %408 = getelementptr inbounds %struct.vm, ptr %407, i32 0, i32 1
  %409 = load i32, ptr %408, align 4
  %410 = sub nsw i32 %409, 1
  %411 = sext i32 %410 to i64
  %412 = getelementptr inbounds [64 x i32], ptr %406, i64 0, i64 %411
  store i32 %404, ptr %412, align 4
  br label %415

413:                                              ; preds = %11
  store i32 0, ptr %3, align 4
  br label %416

414:                                              ; preds = %11
  store i32 -2, ptr %3, align 4
  br label %416

415:                                              ; preds = %381, %371, %355, %344, %324, %304, %303, %283, %258, %237, %201, %180, %161, %127, %89, %66, %43, %38, %23
  br label %11

416:                                              ; preds = %414, %413, %160, %126
  %417 = load i32, ptr %3, align 4
  ret i32 %417
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

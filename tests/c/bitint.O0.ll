; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"50!\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"a%b\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"a/7\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"-a/b\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"-a%b\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"a/-b\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"n=%d \00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"shr\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sar\00", align 1
@.str.13 = private unnamed_addr constant [45 x i8] c"sar200 %d = %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [45 x i8] c"shr200 %d = %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [23 x i8] c"neg129 %lld %llx %llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"3^600\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"3^600/7^100\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"m521\00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"digit sum of 50! = %llu\0A\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"%s =\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c" %016llx\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mul256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, ptr noundef byval(i256) align 8 %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = load i256, ptr %1, align 8
  %7 = load i256, ptr %2, align 8
  store i256 %6, ptr %4, align 8
  store i256 %7, ptr %5, align 8
  %8 = load i256, ptr %4, align 8
  %9 = load i256, ptr %5, align 8
  %10 = mul i256 %8, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @div256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, ptr noundef byval(i256) align 8 %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = load i256, ptr %1, align 8
  %7 = load i256, ptr %2, align 8
  store i256 %6, ptr %4, align 8
  store i256 %7, ptr %5, align 8
  %8 = load i256, ptr %4, align 8
  %9 = load i256, ptr %5, align 8
  %10 = udiv i256 %8, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @rem256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, ptr noundef byval(i256) align 8 %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = load i256, ptr %1, align 8
  %7 = load i256, ptr %2, align 8
  store i256 %6, ptr %4, align 8
  store i256 %7, ptr %5, align 8
  %8 = load i256, ptr %4, align 8
  %9 = load i256, ptr %5, align 8
  %10 = urem i256 %8, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sdiv256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, ptr noundef byval(i256) align 8 %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = load i256, ptr %1, align 8
  %7 = load i256, ptr %2, align 8
  store i256 %6, ptr %4, align 8
  store i256 %7, ptr %5, align 8
  %8 = load i256, ptr %4, align 8
  %9 = load i256, ptr %5, align 8
  %10 = sdiv i256 %8, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @srem256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, ptr noundef byval(i256) align 8 %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = load i256, ptr %1, align 8
  %7 = load i256, ptr %2, align 8
  store i256 %6, ptr %4, align 8
  store i256 %7, ptr %5, align 8
  %8 = load i256, ptr %4, align 8
  %9 = load i256, ptr %5, align 8
  %10 = srem i256 %8, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @shl256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  %6 = load i256, ptr %1, align 8
  store i256 %6, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %7 = load i256, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i256
  %10 = shl i256 %7, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @shr256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  %6 = load i256, ptr %1, align 8
  store i256 %6, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %7 = load i256, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i256
  %10 = lshr i256 %7, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sar256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  %6 = load i256, ptr %1, align 8
  store i256 %6, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %7 = load i256, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i256
  %10 = ashr i256 %7, %9
  store i256 %10, ptr %0, align 8
  %11 = load i256, ptr %0, align 8
  store i256 %11, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sar200(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  %6 = load i256, ptr %1, align 8
  %7 = trunc i256 %6 to i200
  %8 = sext i200 %7 to i256
  store i256 %8, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %9 = load i256, ptr %4, align 8
  %10 = trunc i256 %9 to i200
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i200
  %13 = ashr i200 %10, %12
  %14 = sext i200 %13 to i256
  store i256 %14, ptr %0, align 8
  %15 = load i256, ptr %0, align 8
  %16 = trunc i256 %15 to i200
  %17 = sext i200 %16 to i256
  store i256 %17, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @shr200(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  %6 = load i256, ptr %1, align 8
  %7 = trunc i256 %6 to i200
  %8 = zext i200 %7 to i256
  store i256 %8, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %9 = load i256, ptr %4, align 8
  %10 = trunc i256 %9 to i200
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i200
  %13 = lshr i200 %10, %12
  %14 = zext i200 %13 to i256
  store i256 %14, ptr %0, align 8
  %15 = load i256, ptr %0, align 8
  %16 = trunc i256 %15 to i200
  %17 = zext i200 %16 to i256
  store i256 %17, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cmp200(ptr noundef byval(i256) align 8 %0, ptr noundef byval(i256) align 8 %1) #0 {
  %3 = alloca i256, align 8
  %4 = alloca i256, align 8
  %5 = load i256, ptr %0, align 8
  %6 = trunc i256 %5 to i200
  %7 = load i256, ptr %1, align 8
  %8 = trunc i256 %7 to i200
  %9 = sext i200 %6 to i256
  store i256 %9, ptr %3, align 8
  %10 = sext i200 %8 to i256
  store i256 %10, ptr %4, align 8
  %11 = load i256, ptr %3, align 8
  %12 = trunc i256 %11 to i200
  %13 = load i256, ptr %4, align 8
  %14 = trunc i256 %13 to i200
  %15 = icmp slt i200 %12, %14
  %16 = zext i1 %15 to i32
  %17 = load i256, ptr %3, align 8
  %18 = trunc i256 %17 to i200
  %19 = load i256, ptr %4, align 8
  %20 = trunc i256 %19 to i200
  %21 = icmp eq i200 %18, %20
  %22 = zext i1 %21 to i32
  %23 = mul nsw i32 2, %22
  %24 = add nsw i32 %16, %23
  %25 = load i256, ptr %3, align 8
  %26 = trunc i256 %25 to i200
  %27 = load i256, ptr %4, align 8
  %28 = trunc i256 %27 to i200
  %29 = icmp ugt i200 %26, %28
  %30 = zext i1 %29 to i32
  %31 = mul nsw i32 4, %30
  %32 = add nsw i32 %24, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @neg129(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, ptr noundef byval([24 x i8]) align 8 %1) #0 {
  %3 = alloca [24 x i8], align 8
  %4 = load i192, ptr %1, align 8
  %5 = trunc i192 %4 to i129
  %6 = sext i129 %5 to i192
  store i192 %6, ptr %3, align 8
  %7 = load i192, ptr %3, align 8
  %8 = trunc i192 %7 to i129
  %9 = sub nsw i129 0, %8
  %10 = mul nsw i129 %9, 3
  %11 = add nsw i129 %10, 1
  %12 = sext i129 %11 to i192
  store i192 %12, ptr %0, align 8
  %13 = load i192, ptr %0, align 8
  %14 = trunc i192 %13 to i129
  %15 = sext i129 %14 to i192
  store i192 %15, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i256, align 8
  %3 = alloca i256, align 8
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  %9 = alloca i256, align 8
  %10 = alloca i256, align 8
  %11 = alloca i256, align 8
  %12 = alloca i256, align 8
  %13 = alloca i256, align 8
  %14 = alloca i256, align 8
  %15 = alloca i256, align 8
  %16 = alloca i256, align 8
  %17 = alloca i256, align 8
  %18 = alloca i256, align 8
  %19 = alloca i256, align 8
  %20 = alloca i256, align 8
  %21 = alloca i256, align 8
  %22 = alloca i256, align 8
  %23 = alloca i256, align 8
  %24 = alloca i256, align 8
  %25 = alloca i256, align 8
  %26 = alloca i256, align 8
  %27 = alloca i256, align 8
  %28 = alloca i256, align 8
  %29 = alloca i256, align 8
  %30 = alloca i256, align 8
  %31 = alloca i256, align 8
  %32 = alloca i256, align 8
  %33 = alloca i256, align 8
  %34 = alloca i256, align 8
  %35 = alloca i32, align 4
  %36 = alloca i256, align 8
  %37 = alloca i256, align 8
  %38 = alloca i256, align 8
  %39 = alloca i256, align 8
  %40 = alloca i256, align 8
  %41 = alloca i256, align 8
  %42 = alloca i256, align 8
  %43 = alloca i256, align 8
  %44 = alloca i256, align 8
  %45 = alloca i256, align 8
  %46 = alloca i32, align 4
  %47 = alloca i256, align 8
  %48 = alloca i256, align 8
  %49 = alloca i256, align 8
  %50 = alloca i256, align 8
  %51 = alloca i256, align 8
  %52 = alloca i256, align 8
  %53 = alloca i256, align 8
  %54 = alloca i256, align 8
  %55 = alloca i256, align 8
  %56 = alloca i256, align 8
  %57 = alloca i256, align 8
  %58 = alloca i256, align 8
  %59 = alloca i256, align 8
  %60 = alloca i256, align 8
  %61 = alloca [24 x i8], align 8
  %62 = alloca [24 x i8], align 8
  %63 = alloca [24 x i8], align 8
  %64 = alloca i1024, align 8
  %65 = alloca i1024, align 8
  %66 = alloca i1024, align 8
  %67 = alloca i1024, align 8
  %68 = alloca i1024, align 8
  %69 = alloca i1024, align 8
  %70 = alloca [72 x i8], align 8
  %71 = alloca [72 x i8], align 8
  %72 = alloca i64, align 8
  %73 = alloca i256, align 8
  store i32 0, ptr %1, align 4
  call void @fact(ptr dead_on_unwind writable sret(i256) align 8 %3, i32 noundef 50)
  %74 = load i256, ptr %3, align 8
  store i256 %74, ptr %2, align 8
  %75 = load i256, ptr %2, align 8
  store i256 %75, ptr %4, align 8
  call void @put256(ptr noundef @.str, ptr noundef byval(i256) align 8 %4)
  store i256 111592919740207656565826471026871052826553576136282293025, ptr %5, align 8
  %76 = load i256, ptr %5, align 8
  store i256 %76, ptr %6, align 8
  call void @put256(ptr noundef @.str.1, ptr noundef byval(i256) align 8 %6)
  %77 = load i256, ptr %2, align 8
  %78 = load i256, ptr %5, align 8
  store i256 %77, ptr %8, align 8
  store i256 %78, ptr %9, align 8
  call void @mul256(ptr dead_on_unwind writable sret(i256) align 8 %7, ptr noundef byval(i256) align 8 %8, ptr noundef byval(i256) align 8 %9)
  %79 = load i256, ptr %7, align 8
  store i256 %79, ptr %10, align 8
  call void @put256(ptr noundef @.str.2, ptr noundef byval(i256) align 8 %10)
  %80 = load i256, ptr %2, align 8
  %81 = load i256, ptr %5, align 8
  store i256 %80, ptr %12, align 8
  store i256 %81, ptr %13, align 8
  call void @div256(ptr dead_on_unwind writable sret(i256) align 8 %11, ptr noundef byval(i256) align 8 %12, ptr noundef byval(i256) align 8 %13)
  %82 = load i256, ptr %11, align 8
  store i256 %82, ptr %14, align 8
  call void @put256(ptr noundef @.str.3, ptr noundef byval(i256) align 8 %14)
  %83 = load i256, ptr %2, align 8
  %84 = load i256, ptr %5, align 8
  store i256 %83, ptr %16, align 8
  store i256 %84, ptr %17, align 8
  call void @rem256(ptr dead_on_unwind writable sret(i256) align 8 %15, ptr noundef byval(i256) align 8 %16, ptr noundef byval(i256) align 8 %17)
  %85 = load i256, ptr %15, align 8
  store i256 %85, ptr %18, align 8
  call void @put256(ptr noundef @.str.4, ptr noundef byval(i256) align 8 %18)
  %86 = load i256, ptr %2, align 8
  store i256 %86, ptr %20, align 8
  store i256 7, ptr %21, align 8
  call void @div256(ptr dead_on_unwind writable sret(i256) align 8 %19, ptr noundef byval(i256) align 8 %20, ptr noundef byval(i256) align 8 %21)
  %87 = load i256, ptr %19, align 8
  store i256 %87, ptr %22, align 8
  call void @put256(ptr noundef @.str.5, ptr noundef byval(i256) align 8 %22)
  %88 = load i256, ptr %2, align 8
  %89 = sub nsw i256 0, %88
  %90 = load i256, ptr %5, align 8
  store i256 %89, ptr %24, align 8
  store i256 %90, ptr %25, align 8
  call void @sdiv256(ptr dead_on_unwind writable sret(i256) align 8 %23, ptr noundef byval(i256) align 8 %24, ptr noundef byval(i256) align 8 %25)
  %91 = load i256, ptr %23, align 8
  store i256 %91, ptr %26, align 8
  call void @put256(ptr noundef @.str.6, ptr noundef byval(i256) align 8 %26)
  %92 = load i256, ptr %2, align 8
  %93 = sub nsw i256 0, %92
  %94 = load i256, ptr %5, align 8
  store i256 %93, ptr %28, align 8
  store i256 %94, ptr %29, align 8
  call void @srem256(ptr dead_on_unwind writable sret(i256) align 8 %27, ptr noundef byval(i256) align 8 %28, ptr noundef byval(i256) align 8 %29)
  %95 = load i256, ptr %27, align 8
  store i256 %95, ptr %30, align 8
  call void @put256(ptr noundef @.str.7, ptr noundef byval(i256) align 8 %30)
  %96 = load i256, ptr %2, align 8
  %97 = load i256, ptr %5, align 8
  %98 = sub nsw i256 0, %97
  store i256 %96, ptr %32, align 8
  store i256 %98, ptr %33, align 8
  call void @sdiv256(ptr dead_on_unwind writable sret(i256) align 8 %31, ptr noundef byval(i256) align 8 %32, ptr noundef byval(i256) align 8 %33)
  %99 = load i256, ptr %31, align 8
  store i256 %99, ptr %34, align 8
  call void @put256(ptr noundef @.str.8, ptr noundef byval(i256) align 8 %34)
  store i32 0, ptr %35, align 4
  br label %100

100:                                              ; preds = %116, %0
  %101 = load i32, ptr %35, align 4
  %102 = icmp slt i32 %101, 256
  br i1 %102, label %103, label %119

103:                                              ; preds = %100
  %104 = load i32, ptr %35, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %104)
  %106 = load i256, ptr %2, align 8
  %107 = load i32, ptr %35, align 4
  store i256 %106, ptr %37, align 8
  call void @shl256(ptr dead_on_unwind writable sret(i256) align 8 %36, ptr noundef byval(i256) align 8 %37, i32 noundef %107)
  %108 = load i256, ptr %36, align 8
  store i256 %108, ptr %38, align 8
  call void @put256(ptr noundef @.str.10, ptr noundef byval(i256) align 8 %38)
  %109 = load i256, ptr %2, align 8
  %110 = load i32, ptr %35, align 4
  store i256 %109, ptr %40, align 8
  call void @shr256(ptr dead_on_unwind writable sret(i256) align 8 %39, ptr noundef byval(i256) align 8 %40, i32 noundef %110)
  %111 = load i256, ptr %39, align 8
  store i256 %111, ptr %41, align 8
  call void @put256(ptr noundef @.str.11, ptr noundef byval(i256) align 8 %41)
  %112 = load i256, ptr %2, align 8
  %113 = sub nsw i256 0, %112
  %114 = load i32, ptr %35, align 4
  store i256 %113, ptr %43, align 8
  call void @sar256(ptr dead_on_unwind writable sret(i256) align 8 %42, ptr noundef byval(i256) align 8 %43, i32 noundef %114)
  %115 = load i256, ptr %42, align 8
  store i256 %115, ptr %44, align 8
  call void @put256(ptr noundef @.str.12, ptr noundef byval(i256) align 8 %44)
  br label %116

116:                                              ; preds = %103
  %117 = load i32, ptr %35, align 4
  %118 = add nsw i32 %117, 37
  store i32 %118, ptr %35, align 4
  br label %100, !llvm.loop !6

119:                                              ; preds = %100
  store i256 -1427247692705959881058285969449495136382734279, ptr %45, align 8
  store i32 0, ptr %46, align 4
  br label %120

120:                                              ; preds = %172, %119
  %121 = load i32, ptr %46, align 4
  %122 = icmp slt i32 %121, 200
  br i1 %122, label %123, label %175

123:                                              ; preds = %120
  %124 = load i256, ptr %45, align 8
  %125 = trunc i256 %124 to i200
  %126 = load i32, ptr %46, align 4
  %127 = sext i200 %125 to i256
  store i256 %127, ptr %49, align 8
  call void @sar200(ptr dead_on_unwind writable sret(i256) align 8 %48, ptr noundef byval(i256) align 8 %49, i32 noundef %126)
  %128 = load i256, ptr %48, align 8
  %129 = trunc i256 %128 to i200
  %130 = zext i200 %129 to i256
  store i256 %130, ptr %47, align 8
  %131 = load i256, ptr %45, align 8
  %132 = trunc i256 %131 to i200
  %133 = load i32, ptr %46, align 4
  %134 = zext i200 %132 to i256
  store i256 %134, ptr %52, align 8
  call void @shr200(ptr dead_on_unwind writable sret(i256) align 8 %51, ptr noundef byval(i256) align 8 %52, i32 noundef %133)
  %135 = load i256, ptr %51, align 8
  %136 = trunc i256 %135 to i200
  %137 = zext i200 %136 to i256
  store i256 %137, ptr %50, align 8
  %138 = load i32, ptr %46, align 4
  %139 = load i256, ptr %47, align 8
  %140 = trunc i256 %139 to i200
  %141 = lshr i200 %140, 192
  %142 = trunc i200 %141 to i64
  %143 = load i256, ptr %47, align 8
  %144 = trunc i256 %143 to i200
  %145 = lshr i200 %144, 128
  %146 = trunc i200 %145 to i64
  %147 = load i256, ptr %47, align 8
  %148 = trunc i256 %147 to i200
  %149 = lshr i200 %148, 64
  %150 = trunc i200 %149 to i64
  %151 = load i256, ptr %47, align 8
  %152 = trunc i256 %151 to i200
  %153 = trunc i200 %152 to i64
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %138, i64 noundef %142, i64 noundef %146, i64 noundef %150, i64 noundef %153)
  %155 = load i32, ptr %46, align 4
  %156 = load i256, ptr %50, align 8
  %157 = trunc i256 %156 to i200
  %158 = lshr i200 %157, 192
  %159 = trunc i200 %158 to i64
  %160 = load i256, ptr %50, align 8
  %161 = trunc i256 %160 to i200
  %162 = lshr i200 %161, 128
  %163 = trunc i200 %162 to i64
  %164 = load i256, ptr %50, align 8
  %165 = trunc i256 %164 to i200
  %166 = lshr i200 %165, 64
  %167 = trunc i200 %166 to i64
  %168 = load i256, ptr %50, align 8
  %169 = trunc i256 %168 to i200
  %170 = trunc i200 %169 to i64
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %155, i64 noundef %159, i64 noundef %163, i64 noundef %167, i64 noundef %170)
  br label %172

172:                                              ; preds = %123
  %173 = load i32, ptr %46, align 4
  %174 = add nsw i32 %173, 41
  store i32 %174, ptr %46, align 4
  br label %120, !llvm.loop !8

175:                                              ; preds = %120
  %176 = load i256, ptr %45, align 8
  %177 = trunc i256 %176 to i200
  %178 = sext i200 %177 to i256
  store i256 %178, ptr %53, align 8
  store i256 5, ptr %54, align 8
  %179 = call i32 @cmp200(ptr noundef byval(i256) align 8 %53, ptr noundef byval(i256) align 8 %54)
  %180 = load i256, ptr %45, align 8
  %181 = trunc i256 %180 to i200
  store i256 5, ptr %55, align 8
  %182 = sext i200 %181 to i256
  store i256 %182, ptr %56, align 8
  %183 = call i32 @cmp200(ptr noundef byval(i256) align 8 %55, ptr noundef byval(i256) align 8 %56)
  %184 = load i256, ptr %45, align 8
  %185 = trunc i256 %184 to i200
  %186 = load i256, ptr %45, align 8
  %187 = trunc i256 %186 to i200
  %188 = sext i200 %185 to i256
  store i256 %188, ptr %57, align 8
  %189 = sext i200 %187 to i256
  store i256 %189, ptr %58, align 8
  %190 = call i32 @cmp200(ptr noundef byval(i256) align 8 %57, ptr noundef byval(i256) align 8 %58)
  store i256 -1, ptr %59, align 8
  store i256 0, ptr %60, align 8
  %191 = call i32 @cmp200(ptr noundef byval(i256) align 8 %59, ptr noundef byval(i256) align 8 %60)
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %179, i32 noundef %183, i32 noundef %190, i32 noundef %191)
  store i192 1267650600228229401496703205383, ptr %63, align 8
  call void @neg129(ptr dead_on_unwind writable sret([24 x i8]) align 8 %62, ptr noundef byval([24 x i8]) align 8 %63)
  %193 = load i192, ptr %62, align 8
  %194 = trunc i192 %193 to i129
  %195 = sext i129 %194 to i192
  store i192 %195, ptr %61, align 8
  %196 = load i192, ptr %61, align 8
  %197 = trunc i192 %196 to i129
  %198 = ashr i129 %197, 128
  %199 = trunc i129 %198 to i64
  %200 = load i192, ptr %61, align 8
  %201 = trunc i192 %200 to i129
  %202 = ashr i129 %201, 64
  %203 = trunc i129 %202 to i64
  %204 = load i192, ptr %61, align 8
  %205 = trunc i192 %204 to i129
  %206 = trunc i129 %205 to i64
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %199, i64 noundef %203, i64 noundef %206)
  store i1024 3, ptr %66, align 8
  call void @pow1024(ptr dead_on_unwind writable sret(i1024) align 8 %65, ptr noundef byval(i1024) align 8 %66, i32 noundef 600)
  %208 = load i1024, ptr %65, align 8
  store i1024 %208, ptr %64, align 8
  call void @putwords(ptr noundef @.str.17, ptr noundef %64, i32 noundef 16)
  %209 = load i1024, ptr %64, align 8
  store i1024 7, ptr %69, align 8
  call void @pow1024(ptr dead_on_unwind writable sret(i1024) align 8 %68, ptr noundef byval(i1024) align 8 %69, i32 noundef 100)
  %210 = load i1024, ptr %68, align 8
  %211 = udiv i1024 %209, %210
  store i1024 %211, ptr %67, align 8
  call void @putwords(ptr noundef @.str.18, ptr noundef %67, i32 noundef 16)
  store i576 6864797660130609714981900799081393217269435300143305409394463459185543183397656052122559640661454554977296311391480858037121987999716643812574028291115057151, ptr %70, align 8
  %212 = load i576, ptr %70, align 8
  %213 = trunc i576 %212 to i521
  %214 = udiv i521 %213, 12345678901234567
  %215 = zext i521 %214 to i576
  store i576 %215, ptr %71, align 8
  call void @putwords(ptr noundef @.str.19, ptr noundef %71, i32 noundef 9)
  store i64 0, ptr %72, align 8
  %216 = load i256, ptr %2, align 8
  store i256 %216, ptr %73, align 8
  br label %217

217:                                              ; preds = %220, %175
  %218 = load i256, ptr %73, align 8
  %219 = icmp ne i256 %218, 0
  br i1 %219, label %220, label %228

220:                                              ; preds = %217
  %221 = load i256, ptr %73, align 8
  %222 = urem i256 %221, 10
  %223 = trunc i256 %222 to i64
  %224 = load i64, ptr %72, align 8
  %225 = add i64 %224, %223
  store i64 %225, ptr %72, align 8
  %226 = load i256, ptr %73, align 8
  %227 = udiv i256 %226, 10
  store i256 %227, ptr %73, align 8
  br label %217, !llvm.loop !9

228:                                              ; preds = %217
  %229 = load i64, ptr %72, align 8
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %229)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fact(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i256 1, ptr %4, align 8
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i256
  %13 = load i256, ptr %4, align 8
  %14 = mul i256 %13, %12
  store i256 %14, ptr %4, align 8
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !10

18:                                               ; preds = %6
  %19 = load i256, ptr %4, align 8
  store i256 %19, ptr %0, align 8
  %20 = load i256, ptr %0, align 8
  store i256 %20, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put256(ptr noundef %0, ptr noundef byval(i256) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  %6 = load i256, ptr %1, align 8
  store ptr %0, ptr %3, align 8
  store i256 %6, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %7)
  store i32 3, ptr %5, align 4
  br label %9

9:                                                ; preds = %20, %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp sge i32 %10, 0
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = load i256, ptr %4, align 8
  %14 = load i32, ptr %5, align 4
  %15 = mul nsw i32 64, %14
  %16 = zext i32 %15 to i256
  %17 = lshr i256 %13, %16
  %18 = trunc i256 %17 to i64
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i64 noundef %18)
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr %5, align 4
  br label %9, !llvm.loop !11

23:                                               ; preds = %9
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.23)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pow1024(ptr dead_on_unwind noalias writable sret(i1024) align 8 %0, ptr noundef byval(i1024) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i1024, align 8
  %5 = alloca i32, align 4
  %6 = alloca i1024, align 8
  %7 = load i1024, ptr %1, align 8
  store i1024 %7, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i1024 1, ptr %6, align 8
  br label %8

8:                                                ; preds = %12, %3
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4
  %11 = icmp ne i32 %9, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  %13 = load i1024, ptr %4, align 8
  %14 = load i1024, ptr %6, align 8
  %15 = mul i1024 %14, %13
  store i1024 %15, ptr %6, align 8
  br label %8, !llvm.loop !12

16:                                               ; preds = %8
  %17 = load i1024, ptr %6, align 8
  store i1024 %17, ptr %0, align 8
  %18 = load i1024, ptr %0, align 8
  store i1024 %18, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @putwords(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [32 x i64], align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = getelementptr inbounds [32 x i64], ptr %7, i64 0, i64 0
  %10 = load ptr, ptr %5, align 8
  %11 = load i32, ptr %6, align 4
  %12 = mul nsw i32 %11, 8
  %13 = sext i32 %12 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 1 %10, i64 %13, i1 false)
  %14 = load ptr, ptr %4, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %14)
  %16 = load i32, ptr %6, align 4
  %17 = sub nsw i32 %16, 1
  store i32 %17, ptr %8, align 4
  br label %18

18:                                               ; preds = %27, %3
  %19 = load i32, ptr %8, align 4
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %21, label %30

21:                                               ; preds = %18
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [32 x i64], ptr %7, i64 0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i64 noundef %25)
  br label %27

27:                                               ; preds = %21
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, ptr %8, align 4
  br label %18, !llvm.loop !13

30:                                               ; preds = %18
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.23)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}

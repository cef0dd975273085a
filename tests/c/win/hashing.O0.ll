; ModuleID = 'hashing.c'
source_filename = "hashing.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [38 x i8] c"crc=%08x fnv=%016llx adler=%08x '%s'\0A\00", align 1
@.str.6 = private unnamed_addr constant [46 x i8] c"random block crc=%08x fnv=%016llx adler=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"xorshift last=%u acc=%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 16
@lcg64_state = internal global i64 42, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca [1000 x i8], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [8 x i32], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @crc_init()
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.msgs, i64 40, i1 false)
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %41, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 5
  br i1 %16, label %17, label %44

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %4, align 8
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8
  %26 = call i64 @strlen(ptr noundef %25) #6
  store i64 %26, ptr %5, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i64, ptr %5, align 8
  %29 = call i32 @crc32(ptr noundef %27, i64 noundef %28)
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %5, align 8
  %32 = call i64 @fnv1a64(ptr noundef %30, i64 noundef %31)
  %33 = load ptr, ptr %4, align 8
  %34 = load i64, ptr %5, align 8
  %35 = call i32 @adler32(ptr noundef %33, i64 noundef %34)
  %36 = load i32, ptr %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %29, i64 noundef %32, i32 noundef %35, ptr noundef %39)
  br label %41

41:                                               ; preds = %17
  %42 = load i32, ptr %3, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %3, align 4
  br label %14, !llvm.loop !5

44:                                               ; preds = %14
  store i32 0, ptr %7, align 4
  br label %45

45:                                               ; preds = %55, %44
  %46 = load i32, ptr %7, align 4
  %47 = icmp slt i32 %46, 1000
  br i1 %47, label %48, label %58

48:                                               ; preds = %45
  %49 = call i64 @lcg64()
  %50 = lshr i64 %49, 56
  %51 = trunc i64 %50 to i8
  %52 = load i32, ptr %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [1000 x i8], ptr %6, i64 0, i64 %53
  store i8 %51, ptr %54, align 1
  br label %55

55:                                               ; preds = %48
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %7, align 4
  br label %45, !llvm.loop !7

58:                                               ; preds = %45
  %59 = getelementptr inbounds [1000 x i8], ptr %6, i64 0, i64 0
  %60 = call i32 @crc32(ptr noundef %59, i64 noundef 1000)
  %61 = getelementptr inbounds [1000 x i8], ptr %6, i64 0, i64 0
  %62 = call i64 @fnv1a64(ptr noundef %61, i64 noundef 1000)
  %63 = getelementptr inbounds [1000 x i8], ptr %6, i64 0, i64 0
  %64 = call i32 @adler32(ptr noundef %63, i64 noundef 1000)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %60, i64 noundef %62, i32 noundef %64)
  store i32 -1831433054, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %66

66:                                               ; preds = %74, %58
  %67 = load i32, ptr %10, align 4
  %68 = icmp slt i32 %67, 10000
  br i1 %68, label %69, label %77

69:                                               ; preds = %66
  %70 = call i32 @xorshift32(ptr noundef %8)
  %71 = lshr i32 %70, 7
  %72 = load i32, ptr %9, align 4
  %73 = add i32 %72, %71
  store i32 %73, ptr %9, align 4
  br label %74

74:                                               ; preds = %69
  %75 = load i32, ptr %10, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %10, align 4
  br label %66, !llvm.loop !8

77:                                               ; preds = %66
  %78 = load i32, ptr %8, align 4
  %79 = load i32, ptr %9, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %78, i32 noundef %79)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 32, i1 false)
  store i32 0, ptr %12, align 4
  br label %81

81:                                               ; preds = %90, %77
  %82 = load i32, ptr %12, align 4
  %83 = icmp slt i32 %82, 8000
  br i1 %83, label %84, label %93

84:                                               ; preds = %81
  %85 = call i64 @lcg64()
  %86 = lshr i64 %85, 61
  %87 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %87, align 4
  br label %90

90:                                               ; preds = %84
  %91 = load i32, ptr %12, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %12, align 4
  br label %81, !llvm.loop !9

93:                                               ; preds = %81
  store i32 0, ptr %13, align 4
  br label %94

94:                                               ; preds = %103, %93
  %95 = load i32, ptr %13, align 4
  %96 = icmp slt i32 %95, 8
  br i1 %96, label %97, label %106

97:                                               ; preds = %94
  %98 = load i32, ptr %13, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %101)
  br label %103

103:                                              ; preds = %97
  %104 = load i32, ptr %13, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %13, align 4
  br label %94, !llvm.loop !10

106:                                              ; preds = %94
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  store i32 %8, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %9, !llvm.loop !11

28:                                               ; preds = %9
  %29 = load i32, ptr %2, align 4
  %30 = load i32, ptr %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %1, align 4
  br label %4, !llvm.loop !12

36:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #2

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
define internal i32 @crc32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %11
  %27 = load i64, ptr %6, align 8
  %28 = add i64 %27, 1
  store i64 %28, ptr %6, align 8
  br label %7, !llvm.loop !13

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4
  %31 = xor i32 %30, -1
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv1a64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 -3750763034362895579, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i64
  %17 = load i64, ptr %5, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %5, align 8
  %19 = load i64, ptr %5, align 8
  %20 = mul i64 %19, 1099511628211
  store i64 %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %11
  %22 = load i64, ptr %6, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %6, align 8
  br label %7, !llvm.loop !14

24:                                               ; preds = %7
  %25 = load i64, ptr %5, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @adler32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i64, ptr %7, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %13, %18
  %20 = urem i32 %19, 65521
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %5, align 4
  %23 = add i32 %21, %22
  %24 = urem i32 %23, 65521
  store i32 %24, ptr %6, align 4
  br label %25

25:                                               ; preds = %12
  %26 = load i64, ptr %7, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %7, align 8
  br label %8, !llvm.loop !15

28:                                               ; preds = %8
  %29 = load i32, ptr %6, align 4
  %30 = shl i32 %29, 16
  %31 = load i32, ptr %5, align 4
  %32 = or i32 %30, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lcg64() #0 {
  %1 = load i64, ptr @lcg64_state, align 8
  %2 = mul i64 %1, 6364136223846793005
  %3 = add i64 %2, 1442695040888963407
  store i64 %3, ptr @lcg64_state, align 8
  %4 = load i64, ptr @lcg64_state, align 8
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xorshift32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i32, ptr %4, align 4
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = shl i32 %6, 13
  %8 = load i32, ptr %3, align 4
  %9 = xor i32 %8, %7
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = lshr i32 %10, 17
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = shl i32 %14, 5
  %16 = load i32, ptr %3, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = load ptr, ptr %2, align 8
  store i32 %18, ptr %19, align 4
  ret i32 %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}

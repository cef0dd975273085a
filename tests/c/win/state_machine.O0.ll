; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [56 x i8] c"x1 = 42 + y_2*3.75 # comment here\0Afoo(bar, 7.) - 1000;\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"\0Acounts %d %d %d %d hash=%u\0A\00", align 1
@counts = internal global [4 x i32] zeroinitializer, align 16
@tok_hash = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@table = internal constant [5 x [3 x i32]] [[3 x i32] [i32 1, i32 4, i32 0], [3 x i32] [i32 2, i32 4, i32 0], [3 x i32] [i32 3, i32 4, i32 0], [3 x i32] [i32 0, i32 4, i32 0], [3 x i32] [i32 4, i32 4, i32 0]], align 16
@light_chr = internal constant [6 x i8] c"rRgaF\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%s(%.*s) \00", align 1
@tok_names = internal global [4 x ptr] [ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 16
@.str.6 = private unnamed_addr constant [4 x i8] c"NUM\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"REAL\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"IDENT\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OP\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [80 x i8], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @tokenize(ptr noundef @.str)
  %9 = load i32, ptr @counts, align 16
  %10 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @counts, i64 0, i64 1), align 4
  %11 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @counts, i64 0, i64 2), align 8
  %12 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @counts, i64 0, i64 3), align 4
  %13 = load i32, ptr @tok_hash, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  call void @tokenize(ptr noundef @.str.2)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %2, align 4
  store i32 7, ptr %3, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %51, %0
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %17, 60
  br i1 %18, label %19, label %54

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = mul i32 %20, 1664525
  %22 = add i32 %21, 1013904223
  store i32 %22, ptr %3, align 4
  %23 = load i32, ptr %3, align 4
  %24 = lshr i32 %23, 24
  %25 = urem i32 %24, 16
  store i32 %25, ptr %7, align 4
  %26 = load i32, ptr %7, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %19
  br label %34

29:                                               ; preds = %19
  %30 = load i32, ptr %7, align 4
  %31 = icmp eq i32 %30, 1
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i32 2, i32 0
  br label %34

34:                                               ; preds = %29, %28
  %35 = phi i32 [ 1, %28 ], [ %33, %29 ]
  store i32 %35, ptr %8, align 4
  %36 = load i32, ptr %2, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [5 x [3 x i32]], ptr @table, i64 0, i64 %37
  %39 = load i32, ptr %8, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [3 x i32], ptr %38, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %2, align 4
  %43 = load i32, ptr %2, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [6 x i8], ptr @light_chr, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds [80 x i8], ptr %4, i64 0, i64 %49
  store i8 %46, ptr %50, align 1
  br label %51

51:                                               ; preds = %34
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %6, align 4
  br label %16, !llvm.loop !5

54:                                               ; preds = %16
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [80 x i8], ptr %4, i64 0, i64 %56
  store i8 0, ptr %57, align 1
  %58 = getelementptr inbounds [80 x i8], ptr %4, i64 0, i64 0
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %58)
  %60 = load i32, ptr %2, align 4
  %61 = icmp eq i32 %60, 4
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, i32 3, i32 0
  ret i32 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tokenize(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %7 = load ptr, ptr %2, align 8
  store ptr %7, ptr %4, align 8
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %117, %1
  %10 = load ptr, ptr %5, align 8
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %6, align 1
  %12 = load i32, ptr %3, align 4
  switch i32 %12, label %115 [
    i32 0, label %13
    i32 1, label %49
    i32 2, label %69
    i32 3, label %84
    i32 5, label %103
  ]

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  store ptr %14, ptr %4, align 8
  %15 = load i8, ptr %6, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %120

19:                                               ; preds = %13
  %20 = load i8, ptr %6, align 1
  %21 = call i32 @is_digit(i8 noundef %20)
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store i32 1, ptr %3, align 4
  br label %48

24:                                               ; preds = %19
  %25 = load i8, ptr %6, align 1
  %26 = call i32 @is_alpha(i8 noundef %25)
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %24
  store i32 3, ptr %3, align 4
  br label %47

29:                                               ; preds = %24
  %30 = load i8, ptr %6, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp eq i32 %31, 35
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store i32 5, ptr %3, align 4
  br label %46

34:                                               ; preds = %29
  %35 = load i8, ptr %6, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp eq i32 %36, 32
  br i1 %37, label %42, label %38

38:                                               ; preds = %34
  %39 = load i8, ptr %6, align 1
  %40 = sext i8 %39 to i32
  %41 = icmp eq i32 %40, 10
  br i1 %41, label %42, label %43

42:                                               ; preds = %38, %34
  store i32 0, ptr %3, align 4
  br label %45

43:                                               ; preds = %38
  %44 = load ptr, ptr %5, align 8
  call void @emit(i32 noundef 3, ptr noundef %44, i32 noundef 1)
  store i32 0, ptr %3, align 4
  br label %45

45:                                               ; preds = %43, %42
  br label %46

46:                                               ; preds = %45, %33
  br label %47

47:                                               ; preds = %46, %28
  br label %48

48:                                               ; preds = %47, %23
  br label %116

49:                                               ; preds = %9
  %50 = load i8, ptr %6, align 1
  %51 = call i32 @is_digit(i8 noundef %50)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  br label %116

54:                                               ; preds = %49
  %55 = load i8, ptr %6, align 1
  %56 = sext i8 %55 to i32
  %57 = icmp eq i32 %56, 46
  br i1 %57, label %58, label %59

58:                                               ; preds = %54
  store i32 2, ptr %3, align 4
  br label %116

59:                                               ; preds = %54
  %60 = load ptr, ptr %4, align 8
  %61 = load ptr, ptr %5, align 8
  %62 = load ptr, ptr %4, align 8
  %63 = ptrtoint ptr %61 to i64
  %64 = ptrtoint ptr %62 to i64
  %65 = sub i64 %63, %64
  %66 = trunc i64 %65 to i32
  call void @emit(i32 noundef 0, ptr noundef %60, i32 noundef %66)
  store i32 0, ptr %3, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds i8, ptr %67, i32 -1
  store ptr %68, ptr %5, align 8
  br label %116

69:                                               ; preds = %9
  %70 = load i8, ptr %6, align 1
  %71 = call i32 @is_digit(i8 noundef %70)
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %74

73:                                               ; preds = %69
  br label %116

74:                                               ; preds = %69
  %75 = load ptr, ptr %4, align 8
  %76 = load ptr, ptr %5, align 8
  %77 = load ptr, ptr %4, align 8
  %78 = ptrtoint ptr %76 to i64
  %79 = ptrtoint ptr %77 to i64
  %80 = sub i64 %78, %79
  %81 = trunc i64 %80 to i32
  call void @emit(i32 noundef 1, ptr noundef %75, i32 noundef %81)
  store i32 0, ptr %3, align 4
  %82 = load ptr, ptr %5, align 8
  %83 = getelementptr inbounds i8, ptr %82, i32 -1
  store ptr %83, ptr %5, align 8
  br label %116

84:                                               ; preds = %9
  %85 = load i8, ptr %6, align 1
  %86 = call i32 @is_alpha(i8 noundef %85)
  %87 = icmp ne i32 %86, 0
  br i1 %87, label %92, label %88

88:                                               ; preds = %84
  %89 = load i8, ptr %6, align 1
  %90 = call i32 @is_digit(i8 noundef %89)
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %93

92:                                               ; preds = %88, %84
  br label %116

93:                                               ; preds = %88
  %94 = load ptr, ptr %4, align 8
  %95 = load ptr, ptr %5, align 8
  %96 = load ptr, ptr %4, align 8
  %97 = ptrtoint ptr %95 to i64
  %98 = ptrtoint ptr %96 to i64
  %99 = sub i64 %97, %98
  %100 = trunc i64 %99 to i32
  call void @emit(i32 noundef 2, ptr noundef %94, i32 noundef %100)
  store i32 0, ptr %3, align 4
  %101 = load ptr, ptr %5, align 8
  %102 = getelementptr inbounds i8, ptr %101, i32 -1
  store ptr %102, ptr %5, align 8
  br label %116

103:                                              ; preds = %9
  %104 = load i8, ptr %6, align 1
  %105 = sext i8 %104 to i32
  %106 = icmp eq i32 %105, 10
  br i1 %106, label %107, label %108

107:                                              ; preds = %103
  store i32 0, ptr %3, align 4
  br label %114

108:                                              ; preds = %103
  %109 = load i8, ptr %6, align 1
  %110 = sext i8 %109 to i32
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %113

112:                                              ; preds = %108
  br label %120

113:                                              ; preds = %108
  br label %114

114:                                              ; preds = %113, %107
  br label %116

115:                                              ; preds = %9
  br label %120

116:                                              ; preds = %114, %93, %92, %74, %73, %59, %58, %53, %48
  br label %117

117:                                              ; preds = %116
  %118 = load ptr, ptr %5, align 8
  %119 = getelementptr inbounds i8, ptr %118, i32 1
  store ptr %119, ptr %5, align 8
  br label %9

120:                                              ; preds = %115, %112, %18
  ret void
}

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_digit(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp sge i32 %4, 48
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sle i32 %8, 57
  br label %10

10:                                               ; preds = %6, %1
  %11 = phi i1 [ false, %1 ], [ %9, %6 ]
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_alpha(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp sge i32 %4, 97
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sle i32 %8, 122
  br i1 %9, label %22, label %10

10:                                               ; preds = %6, %1
  %11 = load i8, ptr %2, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp sge i32 %12, 65
  br i1 %13, label %14, label %18

14:                                               ; preds = %10
  %15 = load i8, ptr %2, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp sle i32 %16, 90
  br i1 %17, label %22, label %18

18:                                               ; preds = %14, %10
  %19 = load i8, ptr %2, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp eq i32 %20, 95
  br label %22

22:                                               ; preds = %18, %14, %6
  %23 = phi i1 [ true, %14 ], [ true, %6 ], [ %21, %18 ]
  %24 = zext i1 %23 to i32
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit(i32 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [4 x i32], ptr @counts, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %10, align 4
  %13 = load i32, ptr %4, align 4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [4 x ptr], ptr @tok_names, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %6, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %16, i32 noundef %17, ptr noundef %18)
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %34, %3
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %37

24:                                               ; preds = %20
  %25 = load i32, ptr @tok_hash, align 4
  %26 = mul i32 %25, 131
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %27, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = add i32 %26, %32
  store i32 %33, ptr @tok_hash, align 4
  br label %34

34:                                               ; preds = %24
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %20, !llvm.loop !7

37:                                               ; preds = %20
  %38 = load i32, ptr %4, align 4
  %39 = load i32, ptr @tok_hash, align 4
  %40 = add i32 %39, %38
  store i32 %40, ptr @tok_hash, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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

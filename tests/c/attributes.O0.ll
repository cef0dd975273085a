; ModuleID = 'attributes.c'
source_filename = "attributes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@order = dso_local global [8 x i32] zeroinitializer, align 16
@norder = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [22 x i8] c"dtor runs, norder=%d\0A\00", align 1
@weakval = weak dso_local global i32 42, align 4
@sectioned = dso_local global i32 7, section ".data.custom", align 4
@.str.1 = private unnamed_addr constant [5 x i8] c"cold\00", align 1
@used_var = internal global i32 5, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"die %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"ctor order:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@aligned_buf = internal global [100 x i8] zeroinitializer, align 64
@.str.8 = private unnamed_addr constant [13 x i8] c"in scope %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @ctor_b, ptr null }, { i32, ptr, ptr } { i32 101, ptr @ctor_a, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @ctor_c, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_var], section "llvm.metadata"

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctor_b() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @order, i64 0, i64 %3
  store i32 2, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctor_a() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @order, i64 0, i64 %3
  store i32 1, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctor_c() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [8 x i32], ptr @order, i64 0, i64 %3
  store i32 3, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dtor() #0 {
  %1 = load i32, ptr @norder, align 4
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %1)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @hidden_fn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3
  ret i32 %4
}

; Function Attrs: cold noinline nounwind optnone uwtable
define dso_local void @coldfn() #2 {
  %1 = call i32 @puts(ptr noundef @.str.1)
  ret void
}

declare i32 @puts(ptr noundef) #1

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define dso_local i32 @purefn(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = mul nsw i32 %4, 2
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone willreturn memory(none) uwtable
define dso_local i32 @constfn(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = xor i32 %3, 85
  ret i32 %4
}

; Function Attrs: noinline noreturn nounwind optnone uwtable
define dso_local void @die(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %3)
  %5 = load i32, ptr %2, align 4
  call void @exit(i32 noundef %5) #7
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %17, %0
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr @norder, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %20

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [8 x i32], ptr @order, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %15)
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %7, !llvm.loop !6

20:                                               ; preds = %7
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %22 = load i32, ptr @weakval, align 4
  %23 = load i32, ptr @sectioned, align 4
  %24 = call i32 @hidden_fn(i32 noundef 5)
  store i32 9, ptr %1, align 4
  %25 = load i32, ptr %1, align 4
  %26 = add nsw i32 %25, 1
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %26)
  %28 = urem i64 ptrtoint (ptr @aligned_buf to i64), 64
  %29 = trunc i64 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %29)
  store i32 11, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %31)
  call void @cleanup_fn(ptr noundef %4)
  store i32 21, ptr %5, align 4
  %33 = call i32 @purefn(ptr noundef %5) #8
  %34 = load i32, ptr %5, align 4
  %35 = call i32 @constfn(i32 noundef %34) #9
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %33, i32 noundef %35)
  %37 = load i32, ptr %5, align 4
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %20
  call void @coldfn() #10
  br label %40

40:                                               ; preds = %39, %20
  call void @die(i32 noundef 9) #11
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cleanup_fn(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %4)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { cold noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone willreturn memory(read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { cold }
attributes #11 = { noreturn }

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

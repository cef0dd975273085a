; ModuleID = 'ctors_dtors.c'
source_filename = "ctors_dtors.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [5 x i8] c"d300\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d200\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"dA\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"dB\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"cA\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"cB\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"c150\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @cA, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @cB, ptr null }, { i32, ptr, ptr } { i32 150, ptr @c150, ptr null }]
@llvm.global_dtors = appending global [4 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 300, ptr @d300, ptr null }, { i32, ptr, ptr } { i32 200, ptr @d200, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @dA, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @dB, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d300() #0 {
  %1 = call i32 @puts(ptr noundef @.str)
  ret void
}

declare dso_local i32 @puts(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d200() #0 {
  %1 = call i32 @puts(ptr noundef @.str.1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dA() #0 {
  %1 = call i32 @puts(ptr noundef @.str.2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dB() #0 {
  %1 = call i32 @puts(ptr noundef @.str.3)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cA() #0 {
  %1 = call i32 @puts(ptr noundef @.str.4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cB() #0 {
  %1 = call i32 @puts(ptr noundef @.str.5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c150() #0 {
  %1 = call i32 @puts(ptr noundef @.str.6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @puts(ptr noundef @.str.7)
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @mul256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = mul i256 %5, %4
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @div256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = udiv i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @rem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = urem i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @sdiv256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = sdiv i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @srem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = srem i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @shl256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = zext nneg i32 %2 to i256
  %6 = shl i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @shr256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = zext nneg i32 %2 to i256
  %6 = lshr i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @sar256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = zext nneg i32 %2 to i256
  %6 = ashr i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @sar200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !9
  %5 = trunc i256 %4 to i200
  %6 = zext nneg i32 %2 to i200
  %7 = ashr i200 %5, %6
  %8 = sext i200 %7 to i256
  store i256 %8, ptr %0, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @shr200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i256, ptr %1, align 8, !tbaa !9
  %5 = trunc i256 %4 to i200
  %6 = zext nneg i32 %2 to i200
  %7 = lshr i200 %5, %6
  %8 = zext i200 %7 to i256
  store i256 %8, ptr %0, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 8) i32 @cmp200(ptr nocapture noundef readonly byval(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1) local_unnamed_addr #1 {
  %3 = load i256, ptr %0, align 8, !tbaa !9
  %4 = trunc i256 %3 to i200
  %5 = load i256, ptr %1, align 8, !tbaa !9
  %6 = trunc i256 %5 to i200
  %7 = icmp slt i200 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp eq i200 %4, %6
  %10 = select i1 %9, i32 2, i32 0
  %11 = or disjoint i32 %10, %8
  %12 = icmp ugt i200 %4, %6
  %13 = select i1 %12, i32 4, i32 0
  %14 = or disjoint i32 %11, %13
  ret i32 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @neg129(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, ptr nocapture noundef readonly byval([24 x i8]) align 8 %1) local_unnamed_addr #0 {
  %3 = load i192, ptr %1, align 8, !tbaa !11
  %4 = trunc i192 %3 to i129
  %5 = mul i129 %4, -3
  %6 = add nsw i129 %5, 1
  %7 = sext i129 %6 to i192
  store i192 %7, ptr %0, align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = alloca i256, align 16
  %2 = alloca i256, align 16
  %3 = alloca i256, align 16
  %4 = alloca i256, align 16
  %5 = alloca i256, align 16
  %6 = alloca i256, align 16
  %7 = alloca i256, align 16
  %8 = alloca i256, align 16
  %9 = alloca i256, align 16
  %10 = alloca i256, align 16
  %11 = alloca i256, align 16
  %12 = alloca i256, align 16
  %13 = alloca i256, align 16
  %14 = alloca i256, align 16
  %15 = alloca i256, align 16
  %16 = alloca i256, align 16
  %17 = alloca i256, align 16
  %18 = alloca i256, align 16
  %19 = alloca i256, align 16
  %20 = alloca i256, align 16
  %21 = alloca i256, align 16
  %22 = alloca i256, align 16
  %23 = alloca i256, align 16
  %24 = alloca i256, align 16
  %25 = alloca i256, align 16
  %26 = alloca i256, align 16
  %27 = alloca i256, align 16
  %28 = alloca i256, align 16
  %29 = alloca i256, align 16
  %30 = alloca i256, align 16
  %31 = alloca i256, align 16
  %32 = alloca i256, align 16
  %33 = alloca i256, align 16
  %34 = alloca i256, align 16
  %35 = alloca i256, align 16
  %36 = alloca i256, align 16
  %37 = alloca i256, align 16
  %38 = alloca i256, align 16
  %39 = alloca i256, align 16
  %40 = alloca [24 x i8], align 16
  %41 = alloca [24 x i8], align 16
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 4845244)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -7629429298630549772)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -969090134138326111)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -3258495067890909184)
  %47 = tail call i32 @putchar(i32 10)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.1)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 0)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 327942116865947580)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 0)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 1147797409030816545)
  %53 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  store i256 30414093201713378043612608166064768844377641568960512000000000000, ptr %2, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  store i256 111592919740207656565826471026871052826553576136282293025, ptr %3, align 16, !tbaa !5
  call void @mul256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %1, ptr noundef nonnull byval(i256) align 8 %2, ptr noundef nonnull byval(i256) align 8 %3)
  %54 = load i256, ptr %1, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.2)
  %56 = lshr i256 %54, 192
  %57 = trunc nuw i256 %56 to i64
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %57)
  %59 = lshr i256 %54, 128
  %60 = trunc i256 %59 to i64
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %60)
  %62 = lshr i256 %54, 64
  %63 = trunc i256 %62 to i64
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %63)
  %65 = trunc i256 %54 to i64
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %65)
  %67 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #6
  store i256 30414093201713378043612608166064768844377641568960512000000000000, ptr %5, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6
  store i256 111592919740207656565826471026871052826553576136282293025, ptr %6, align 16, !tbaa !5
  call void @div256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %4, ptr noundef nonnull byval(i256) align 8 %5, ptr noundef nonnull byval(i256) align 8 %6)
  %68 = load i256, ptr %4, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.3)
  %70 = lshr i256 %68, 192
  %71 = trunc nuw i256 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %71)
  %73 = lshr i256 %68, 128
  %74 = trunc i256 %73 to i64
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %74)
  %76 = lshr i256 %68, 64
  %77 = trunc i256 %76 to i64
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %77)
  %79 = trunc i256 %68 to i64
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %79)
  %81 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #6
  store i256 30414093201713378043612608166064768844377641568960512000000000000, ptr %8, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #6
  store i256 111592919740207656565826471026871052826553576136282293025, ptr %9, align 16, !tbaa !5
  call void @rem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %7, ptr noundef nonnull byval(i256) align 8 %8, ptr noundef nonnull byval(i256) align 8 %9)
  %82 = load i256, ptr %7, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #6
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.4)
  %84 = lshr i256 %82, 192
  %85 = trunc nuw i256 %84 to i64
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %85)
  %87 = lshr i256 %82, 128
  %88 = trunc i256 %87 to i64
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %88)
  %90 = lshr i256 %82, 64
  %91 = trunc i256 %90 to i64
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %91)
  %93 = trunc i256 %82 to i64
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %93)
  %95 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #6
  store i256 30414093201713378043612608166064768844377641568960512000000000000, ptr %11, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #6
  store i256 7, ptr %12, align 16, !tbaa !5
  call void @div256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %10, ptr noundef nonnull byval(i256) align 8 %11, ptr noundef nonnull byval(i256) align 8 %12)
  %96 = load i256, ptr %10, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #6
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.5)
  %98 = lshr i256 %96, 192
  %99 = trunc nuw i256 %98 to i64
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %99)
  %101 = lshr i256 %96, 128
  %102 = trunc i256 %101 to i64
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %102)
  %104 = lshr i256 %96, 64
  %105 = trunc i256 %104 to i64
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %105)
  %107 = trunc i256 %96 to i64
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %107)
  %109 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #6
  store i256 -30414093201713378043612608166064768844377641568960512000000000000, ptr %14, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #6
  store i256 111592919740207656565826471026871052826553576136282293025, ptr %15, align 16, !tbaa !5
  call void @sdiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %13, ptr noundef nonnull byval(i256) align 8 %14, ptr noundef nonnull byval(i256) align 8 %15)
  %110 = load i256, ptr %13, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #6
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.6)
  %112 = lshr i256 %110, 192
  %113 = trunc nuw i256 %112 to i64
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %113)
  %115 = lshr i256 %110, 128
  %116 = trunc i256 %115 to i64
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %116)
  %118 = lshr i256 %110, 64
  %119 = trunc i256 %118 to i64
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %119)
  %121 = trunc i256 %110 to i64
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %121)
  %123 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #6
  store i256 -30414093201713378043612608166064768844377641568960512000000000000, ptr %17, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #6
  store i256 111592919740207656565826471026871052826553576136282293025, ptr %18, align 16, !tbaa !5
  call void @srem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %16, ptr noundef nonnull byval(i256) align 8 %17, ptr noundef nonnull byval(i256) align 8 %18)
  %124 = load i256, ptr %16, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #6
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.7)
  %126 = lshr i256 %124, 192
  %127 = trunc nuw i256 %126 to i64
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %127)
  %129 = lshr i256 %124, 128
  %130 = trunc i256 %129 to i64
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %130)
  %132 = lshr i256 %124, 64
  %133 = trunc i256 %132 to i64
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %133)
  %135 = trunc i256 %124 to i64
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %135)
  %137 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #6
  store i256 30414093201713378043612608166064768844377641568960512000000000000, ptr %20, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #6
  store i256 -111592919740207656565826471026871052826553576136282293025, ptr %21, align 16, !tbaa !5
  call void @sdiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %19, ptr noundef nonnull byval(i256) align 8 %20, ptr noundef nonnull byval(i256) align 8 %21)
  %138 = load i256, ptr %19, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #6
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.8)
  %140 = lshr i256 %138, 192
  %141 = trunc nuw i256 %140 to i64
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %141)
  %143 = lshr i256 %138, 128
  %144 = trunc i256 %143 to i64
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %144)
  %146 = lshr i256 %138, 64
  %147 = trunc i256 %146 to i64
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %147)
  %149 = trunc i256 %138 to i64
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %149)
  %151 = tail call i32 @putchar(i32 10)
  br label %152

152:                                              ; preds = %0, %152
  %153 = phi i32 [ 0, %0 ], [ %197, %152 ]
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %153)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #6
  store i256 30414093201713378043612608166064768844377641568960512000000000000, ptr %23, align 16, !tbaa !5
  call void @shl256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %22, ptr noundef nonnull byval(i256) align 8 %23, i32 noundef %153)
  %155 = load i256, ptr %22, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #6
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.10)
  %157 = lshr i256 %155, 192
  %158 = trunc nuw i256 %157 to i64
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %158)
  %160 = lshr i256 %155, 128
  %161 = trunc i256 %160 to i64
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %161)
  %163 = lshr i256 %155, 64
  %164 = trunc i256 %163 to i64
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %164)
  %166 = trunc i256 %155 to i64
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %166)
  %168 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #6
  store i256 30414093201713378043612608166064768844377641568960512000000000000, ptr %25, align 16, !tbaa !5
  call void @shr256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %24, ptr noundef nonnull byval(i256) align 8 %25, i32 noundef %153)
  %169 = load i256, ptr %24, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #6
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.11)
  %171 = lshr i256 %169, 192
  %172 = trunc nuw i256 %171 to i64
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %172)
  %174 = lshr i256 %169, 128
  %175 = trunc i256 %174 to i64
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %175)
  %177 = lshr i256 %169, 64
  %178 = trunc i256 %177 to i64
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %178)
  %180 = trunc i256 %169 to i64
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %180)
  %182 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #6
  store i256 -30414093201713378043612608166064768844377641568960512000000000000, ptr %27, align 16, !tbaa !5
  call void @sar256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %26, ptr noundef nonnull byval(i256) align 8 %27, i32 noundef %153)
  %183 = load i256, ptr %26, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #6
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.12)
  %185 = lshr i256 %183, 192
  %186 = trunc nuw i256 %185 to i64
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %186)
  %188 = lshr i256 %183, 128
  %189 = trunc i256 %188 to i64
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %189)
  %191 = lshr i256 %183, 64
  %192 = trunc i256 %191 to i64
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %192)
  %194 = trunc i256 %183 to i64
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %194)
  %196 = tail call i32 @putchar(i32 10)
  %197 = add nuw nsw i32 %153, 37
  %198 = icmp ult i32 %153, 219
  br i1 %198, label %152, label %199, !llvm.loop !13

199:                                              ; preds = %152
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %29, align 16, !tbaa !9
  call void @sar200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %28, ptr noundef nonnull byval(i256) align 8 %29, i32 noundef 0)
  %200 = load i256, ptr %28, align 16, !tbaa !9
  %201 = trunc i256 %200 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #6
  store i256 1606938044258988848294269386381281544236233544287656452567097, ptr %31, align 16, !tbaa !9
  call void @shr200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %30, ptr noundef nonnull byval(i256) align 8 %31, i32 noundef 0)
  %202 = load i256, ptr %30, align 16, !tbaa !9
  %203 = trunc i256 %202 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #6
  %204 = lshr i200 %201, 192
  %205 = trunc nuw nsw i200 %204 to i64
  %206 = lshr i256 %200, 128
  %207 = trunc i256 %206 to i64
  %208 = lshr i256 %200, 64
  %209 = trunc i256 %208 to i64
  %210 = trunc i256 %200 to i64
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i64 noundef %205, i64 noundef %207, i64 noundef %209, i64 noundef %210)
  %212 = lshr i200 %203, 192
  %213 = trunc nuw nsw i200 %212 to i64
  %214 = lshr i256 %202, 128
  %215 = trunc i256 %214 to i64
  %216 = lshr i256 %202, 64
  %217 = trunc i256 %216 to i64
  %218 = trunc i256 %202 to i64
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, i64 noundef %213, i64 noundef %215, i64 noundef %217, i64 noundef %218)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %29, align 16, !tbaa !9
  call void @sar200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %28, ptr noundef nonnull byval(i256) align 8 %29, i32 noundef 41)
  %220 = load i256, ptr %28, align 16, !tbaa !9
  %221 = trunc i256 %220 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #6
  store i256 1606938044258988848294269386381281544236233544287656452567097, ptr %31, align 16, !tbaa !9
  call void @shr200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %30, ptr noundef nonnull byval(i256) align 8 %31, i32 noundef 41)
  %222 = load i256, ptr %30, align 16, !tbaa !9
  %223 = trunc i256 %222 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #6
  %224 = lshr i200 %221, 192
  %225 = trunc nuw nsw i200 %224 to i64
  %226 = lshr i256 %220, 128
  %227 = trunc i256 %226 to i64
  %228 = lshr i256 %220, 64
  %229 = trunc i256 %228 to i64
  %230 = trunc i256 %220 to i64
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 41, i64 noundef %225, i64 noundef %227, i64 noundef %229, i64 noundef %230)
  %232 = lshr i200 %223, 192
  %233 = trunc nuw nsw i200 %232 to i64
  %234 = lshr i256 %222, 128
  %235 = trunc i256 %234 to i64
  %236 = lshr i256 %222, 64
  %237 = trunc i256 %236 to i64
  %238 = trunc i256 %222 to i64
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 41, i64 noundef %233, i64 noundef %235, i64 noundef %237, i64 noundef %238)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %29, align 16, !tbaa !9
  call void @sar200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %28, ptr noundef nonnull byval(i256) align 8 %29, i32 noundef 82)
  %240 = load i256, ptr %28, align 16, !tbaa !9
  %241 = trunc i256 %240 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #6
  store i256 1606938044258988848294269386381281544236233544287656452567097, ptr %31, align 16, !tbaa !9
  call void @shr200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %30, ptr noundef nonnull byval(i256) align 8 %31, i32 noundef 82)
  %242 = load i256, ptr %30, align 16, !tbaa !9
  %243 = trunc i256 %242 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #6
  %244 = lshr i200 %241, 192
  %245 = trunc nuw nsw i200 %244 to i64
  %246 = lshr i256 %240, 128
  %247 = trunc i256 %246 to i64
  %248 = lshr i256 %240, 64
  %249 = trunc i256 %248 to i64
  %250 = trunc i256 %240 to i64
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 82, i64 noundef %245, i64 noundef %247, i64 noundef %249, i64 noundef %250)
  %252 = lshr i200 %243, 192
  %253 = trunc nuw nsw i200 %252 to i64
  %254 = lshr i256 %242, 128
  %255 = trunc i256 %254 to i64
  %256 = lshr i256 %242, 64
  %257 = trunc i256 %256 to i64
  %258 = trunc i256 %242 to i64
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 82, i64 noundef %253, i64 noundef %255, i64 noundef %257, i64 noundef %258)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %29, align 16, !tbaa !9
  call void @sar200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %28, ptr noundef nonnull byval(i256) align 8 %29, i32 noundef 123)
  %260 = load i256, ptr %28, align 16, !tbaa !9
  %261 = trunc i256 %260 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #6
  store i256 1606938044258988848294269386381281544236233544287656452567097, ptr %31, align 16, !tbaa !9
  call void @shr200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %30, ptr noundef nonnull byval(i256) align 8 %31, i32 noundef 123)
  %262 = load i256, ptr %30, align 16, !tbaa !9
  %263 = trunc i256 %262 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #6
  %264 = lshr i200 %261, 192
  %265 = trunc nuw nsw i200 %264 to i64
  %266 = lshr i256 %260, 128
  %267 = trunc i256 %266 to i64
  %268 = lshr i256 %260, 64
  %269 = trunc i256 %268 to i64
  %270 = trunc i256 %260 to i64
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 123, i64 noundef %265, i64 noundef %267, i64 noundef %269, i64 noundef %270)
  %272 = lshr i200 %263, 192
  %273 = trunc nuw nsw i200 %272 to i64
  %274 = lshr i256 %262, 128
  %275 = trunc i256 %274 to i64
  %276 = lshr i256 %262, 64
  %277 = trunc i256 %276 to i64
  %278 = trunc i256 %262 to i64
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 123, i64 noundef %273, i64 noundef %275, i64 noundef %277, i64 noundef %278)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %29, align 16, !tbaa !9
  call void @sar200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %28, ptr noundef nonnull byval(i256) align 8 %29, i32 noundef 164)
  %280 = load i256, ptr %28, align 16, !tbaa !9
  %281 = trunc i256 %280 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #6
  store i256 1606938044258988848294269386381281544236233544287656452567097, ptr %31, align 16, !tbaa !9
  call void @shr200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %30, ptr noundef nonnull byval(i256) align 8 %31, i32 noundef 164)
  %282 = load i256, ptr %30, align 16, !tbaa !9
  %283 = trunc i256 %282 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #6
  %284 = lshr i200 %281, 192
  %285 = trunc nuw nsw i200 %284 to i64
  %286 = lshr i256 %280, 128
  %287 = trunc i256 %286 to i64
  %288 = lshr i256 %280, 64
  %289 = trunc i256 %288 to i64
  %290 = trunc i256 %280 to i64
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 164, i64 noundef %285, i64 noundef %287, i64 noundef %289, i64 noundef %290)
  %292 = lshr i200 %283, 192
  %293 = trunc nuw nsw i200 %292 to i64
  %294 = lshr i256 %282, 128
  %295 = trunc i256 %294 to i64
  %296 = lshr i256 %282, 64
  %297 = trunc i256 %296 to i64
  %298 = trunc i256 %282 to i64
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 164, i64 noundef %293, i64 noundef %295, i64 noundef %297, i64 noundef %298)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %32, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #6
  store i256 5, ptr %33, align 16, !tbaa !9
  %300 = tail call i32 @cmp200(ptr noundef nonnull byval(i256) align 8 %32, ptr noundef nonnull byval(i256) align 8 %33)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #6
  store i256 5, ptr %34, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %35, align 16, !tbaa !9
  %301 = tail call i32 @cmp200(ptr noundef nonnull byval(i256) align 8 %34, ptr noundef nonnull byval(i256) align 8 %35)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %36, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #6
  store i256 -1427247692705959881058285969449495136382734279, ptr %37, align 16, !tbaa !9
  %302 = tail call i32 @cmp200(ptr noundef nonnull byval(i256) align 8 %36, ptr noundef nonnull byval(i256) align 8 %37)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #6
  store i256 -1, ptr %38, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #6
  store i256 0, ptr %39, align 16, !tbaa !9
  %303 = tail call i32 @cmp200(ptr noundef nonnull byval(i256) align 8 %38, ptr noundef nonnull byval(i256) align 8 %39)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #6
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %300, i32 noundef %301, i32 noundef %302, i32 noundef %303)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %41) #6
  store i192 1267650600228229401496703205383, ptr %41, align 16, !tbaa !11
  call void @neg129(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %40, ptr noundef nonnull byval([24 x i8]) align 8 %41)
  %305 = load i192, ptr %40, align 16, !tbaa !11
  %306 = trunc i192 %305 to i129
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #6
  %307 = ashr i129 %306, 128
  %308 = trunc nsw i129 %307 to i64
  %309 = lshr i192 %305, 64
  %310 = trunc i192 %309 to i64
  %311 = trunc i192 %305 to i64
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i64 noundef %310, i64 noundef %311)
  br label %313

313:                                              ; preds = %313, %199
  %314 = phi i1024 [ %317, %313 ], [ 1, %199 ]
  %315 = phi i32 [ %316, %313 ], [ 600, %199 ]
  %316 = add nsw i32 %315, -1
  %317 = mul i1024 %314, 3
  %318 = icmp eq i32 %316, 0
  br i1 %318, label %319, label %313, !llvm.loop !15

319:                                              ; preds = %313
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.17)
  %321 = lshr i1024 %317, 960
  %322 = trunc nuw i1024 %321 to i64
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %322)
  %324 = lshr i1024 %317, 896
  %325 = trunc i1024 %324 to i64
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %325)
  %327 = lshr i1024 %317, 832
  %328 = trunc i1024 %327 to i64
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %328)
  %330 = lshr i1024 %317, 768
  %331 = trunc i1024 %330 to i64
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %331)
  %333 = lshr i1024 %317, 704
  %334 = trunc i1024 %333 to i64
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %334)
  %336 = lshr i1024 %317, 640
  %337 = trunc i1024 %336 to i64
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %337)
  %339 = lshr i1024 %317, 576
  %340 = trunc i1024 %339 to i64
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %340)
  %342 = lshr i1024 %317, 512
  %343 = trunc i1024 %342 to i64
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %343)
  %345 = lshr i1024 %317, 448
  %346 = trunc i1024 %345 to i64
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %346)
  %348 = lshr i1024 %317, 384
  %349 = trunc i1024 %348 to i64
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %349)
  %351 = lshr i1024 %317, 320
  %352 = trunc i1024 %351 to i64
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %352)
  %354 = lshr i1024 %317, 256
  %355 = trunc i1024 %354 to i64
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %355)
  %357 = lshr i1024 %317, 192
  %358 = trunc i1024 %357 to i64
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %358)
  %360 = lshr i1024 %317, 128
  %361 = trunc i1024 %360 to i64
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %361)
  %363 = lshr i1024 %317, 64
  %364 = trunc i1024 %363 to i64
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %364)
  %366 = trunc i1024 %317 to i64
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %366)
  %368 = tail call i32 @putchar(i32 10)
  %369 = udiv i1024 %317, 3234476509624757991344647769100216810857203198904625400933895331391691459636928060001
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.18)
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 0)
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 0)
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 0)
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 0)
  %375 = lshr i1024 %369, 704
  %376 = trunc nuw nsw i1024 %375 to i64
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %376)
  %378 = lshr i1024 %369, 640
  %379 = trunc i1024 %378 to i64
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %379)
  %381 = lshr i1024 %369, 576
  %382 = trunc i1024 %381 to i64
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %382)
  %384 = lshr i1024 %369, 512
  %385 = trunc i1024 %384 to i64
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %385)
  %387 = lshr i1024 %369, 448
  %388 = trunc i1024 %387 to i64
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %388)
  %390 = lshr i1024 %369, 384
  %391 = trunc i1024 %390 to i64
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %391)
  %393 = lshr i1024 %369, 320
  %394 = trunc i1024 %393 to i64
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %394)
  %396 = lshr i1024 %369, 256
  %397 = trunc i1024 %396 to i64
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %397)
  %399 = lshr i1024 %369, 192
  %400 = trunc i1024 %399 to i64
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %400)
  %402 = lshr i1024 %369, 128
  %403 = trunc i1024 %402 to i64
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %403)
  %405 = lshr i1024 %369, 64
  %406 = trunc i1024 %405 to i64
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %406)
  %408 = trunc i1024 %369 to i64
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %408)
  %410 = tail call i32 @putchar(i32 10)
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.19)
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 0)
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 765023)
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef 6956453372712609681)
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -7619467966050378821)
  %416 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -8063740152047715434)
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -8469653331018977925)
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -7109114987983843132)
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -6516800251089694504)
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef -5774173235182387056)
  %421 = tail call i32 @putchar(i32 10)
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef 216)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(256)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"_BitInt(200)", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(129)", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}

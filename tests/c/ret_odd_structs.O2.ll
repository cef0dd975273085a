; ModuleID = 'ret_odd_structs.c'
source_filename = "ret_odd_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"%d: %u %u %d %d %u %u %.2f %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41)
  ret i32 0

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %41, %3 ]
  %5 = phi i32 [ 1, %0 ], [ %42, %3 ]
  %6 = tail call fastcc { i64, i24 } @make11(i32 noundef %5)
  %7 = extractvalue { i64, i24 } %6, 0
  %8 = extractvalue { i64, i24 } %6, 1
  %9 = tail call fastcc { i64, i40 } @make13(i32 noundef %5)
  %10 = extractvalue { i64, i40 } %9, 0
  %11 = extractvalue { i64, i40 } %9, 1
  %12 = tail call fastcc i48 @make14(i32 noundef %5)
  %13 = tail call fastcc { i64, i56 } @make15(i32 noundef %5)
  %14 = extractvalue { i64, i56 } %13, 0
  %15 = extractvalue { i64, i56 } %13, 1
  %16 = tail call fastcc { double, i24 } @makep(i32 noundef %5)
  %17 = extractvalue { double, i24 } %16, 0
  %18 = extractvalue { double, i24 } %16, 1
  %19 = trunc i64 %7 to i32
  %20 = and i32 %19, 255
  %21 = lshr i24 %8, 16
  %22 = zext nneg i24 %21 to i32
  %23 = lshr i40 %11, 32
  %24 = trunc nuw nsw i40 %23 to i32
  %25 = lshr i48 %12, 16
  %26 = trunc nuw i48 %25 to i32
  %27 = ashr i32 %26, 16
  %28 = trunc i56 %15 to i32
  %29 = and i32 %28, 255
  %30 = lshr i56 %15, 48
  %31 = trunc nuw nsw i56 %30 to i32
  %32 = and i24 %18, 255
  %33 = zext nneg i24 %32 to i32
  %34 = lshr i24 %18, 8
  %35 = and i24 %34, 255
  %36 = zext nneg i24 %35 to i32
  %37 = lshr i24 %18, 16
  %38 = zext nneg i24 %37 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %20, i32 noundef %22, i32 noundef %24, i32 noundef %27, i32 noundef %29, i32 noundef %31, double noundef %17, i32 noundef %33, i32 noundef %36, i32 noundef %38)
  %40 = tail call fastcc i32 @sum11(i64 %7, i24 %8, i64 %10, i40 %11, i64 %14, i56 %15)
  %41 = add i32 %40, %4
  %42 = add nuw nsw i32 %5, 1
  %43 = icmp eq i32 %42, 6
  br i1 %43, label %1, label %3, !llvm.loop !5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @make11(i32 noundef %0) unnamed_addr #1 {
  %2 = mul nsw i32 %0, 3
  %3 = trunc i32 %2 to i8
  %4 = add i8 %3, 8
  %5 = trunc i32 %2 to i8
  %6 = add i8 %5, 9
  %7 = trunc i32 %2 to i8
  %8 = add i8 %7, 10
  %9 = add i32 %2, 7
  %10 = and i32 %9, 255
  %11 = zext nneg i32 %10 to i64
  %12 = shl nuw i64 %11, 56
  %13 = add i32 %2, 6
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 48
  %17 = or disjoint i64 %12, %16
  %18 = add i32 %2, 5
  %19 = and i32 %18, 255
  %20 = zext nneg i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 40
  %22 = or disjoint i64 %17, %21
  %23 = add i32 %2, 4
  %24 = and i32 %23, 255
  %25 = zext nneg i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 32
  %27 = or disjoint i64 %22, %26
  %28 = mul i32 %0, 50331648
  %29 = add i32 %28, 50331648
  %30 = zext i32 %29 to i64
  %31 = or disjoint i64 %27, %30
  %32 = mul i32 %0, 196608
  %33 = add i32 %32, 131072
  %34 = mul i32 %0, 768
  %35 = add i32 %34, 256
  %36 = and i32 %33, 16711680
  %37 = zext nneg i32 %36 to i64
  %38 = or disjoint i64 %31, %37
  %39 = and i32 %2, 255
  %40 = zext nneg i32 %39 to i64
  %41 = and i32 %35, 65280
  %42 = zext nneg i32 %41 to i64
  %43 = or i64 %38, %42
  %44 = or i64 %43, %40
  %45 = zext i8 %8 to i24
  %46 = shl nuw i24 %45, 16
  %47 = zext i8 %6 to i24
  %48 = shl nuw nsw i24 %47, 8
  %49 = or disjoint i24 %46, %48
  %50 = zext i8 %4 to i24
  %51 = or disjoint i24 %49, %50
  %52 = insertvalue { i64, i24 } poison, i64 %44, 0
  %53 = insertvalue { i64, i24 } %52, i24 %51, 1
  ret { i64, i24 } %53
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i40 } @make13(i32 noundef %0) unnamed_addr #1 {
  %2 = trunc i32 %0 to i8
  %3 = xor i8 %2, -120
  %4 = trunc i32 %0 to i8
  %5 = xor i8 %4, -103
  %6 = trunc i32 %0 to i8
  %7 = xor i8 %6, -86
  %8 = trunc i32 %0 to i8
  %9 = xor i8 %8, -69
  %10 = trunc i32 %0 to i8
  %11 = xor i8 %10, -52
  %12 = and i32 %0, 255
  %13 = xor i32 %12, 119
  %14 = zext nneg i32 %13 to i64
  %15 = shl nuw i64 %14, 56
  %16 = and i32 %0, 255
  %17 = xor i32 %16, 102
  %18 = zext nneg i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 48
  %20 = or disjoint i64 %15, %19
  %21 = and i32 %0, 255
  %22 = xor i32 %21, 85
  %23 = zext nneg i32 %22 to i64
  %24 = shl nuw nsw i64 %23, 40
  %25 = or disjoint i64 %20, %24
  %26 = and i32 %0, 255
  %27 = xor i32 %26, 68
  %28 = zext nneg i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 32
  %30 = or disjoint i64 %25, %29
  %31 = shl i32 %0, 24
  %32 = xor i32 %31, 855638016
  %33 = zext i32 %32 to i64
  %34 = or disjoint i64 %30, %33
  %35 = shl i32 %0, 16
  %36 = and i32 %35, 16711680
  %37 = xor i32 %36, 2228224
  %38 = zext nneg i32 %37 to i64
  %39 = shl i32 %0, 8
  %40 = and i32 %39, 65280
  %41 = xor i32 %40, 4352
  %42 = zext nneg i32 %41 to i64
  %43 = or disjoint i64 %34, %38
  %44 = and i32 %0, 255
  %45 = zext nneg i32 %44 to i64
  %46 = or i64 %43, %42
  %47 = or i64 %46, %45
  %48 = zext i8 %11 to i40
  %49 = shl nuw i40 %48, 32
  %50 = zext i8 %9 to i40
  %51 = shl nuw nsw i40 %50, 24
  %52 = or disjoint i40 %49, %51
  %53 = zext i8 %7 to i40
  %54 = shl nuw nsw i40 %53, 16
  %55 = or disjoint i40 %52, %54
  %56 = zext i8 %5 to i40
  %57 = shl nuw nsw i40 %56, 8
  %58 = or disjoint i40 %55, %57
  %59 = zext i8 %3 to i40
  %60 = or disjoint i40 %58, %59
  %61 = insertvalue { i64, i40 } poison, i64 %47, 0
  %62 = insertvalue { i64, i40 } %61, i40 %60, 1
  ret { i64, i40 } %62
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i48 @make14(i32 noundef %0) unnamed_addr #1 {
  %2 = mul nsw i32 %0, 1000
  %3 = trunc i32 %2 to i16
  %4 = add i16 %3, -308
  %5 = trunc i32 %2 to i16
  %6 = add i16 %5, -385
  %7 = trunc i32 %2 to i16
  %8 = add i16 %7, -462
  %9 = zext i16 %8 to i48
  %10 = shl nuw i48 %9, 32
  %11 = zext i16 %6 to i48
  %12 = shl nuw nsw i48 %11, 16
  %13 = or disjoint i48 %10, %12
  %14 = zext i16 %4 to i48
  %15 = or disjoint i48 %13, %14
  ret i48 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @make15(i32 noundef %0) unnamed_addr #1 {
  %2 = trunc i32 %0 to i8
  %3 = add i8 %2, 64
  %4 = trunc i32 %0 to i8
  %5 = add i8 %4, 81
  %6 = trunc i32 %0 to i8
  %7 = add i8 %6, 100
  %8 = trunc i32 %0 to i8
  %9 = add i8 %8, 121
  %10 = trunc i32 %0 to i8
  %11 = add i8 %10, -112
  %12 = trunc i32 %0 to i8
  %13 = add i8 %12, -87
  %14 = trunc i32 %0 to i8
  %15 = add i8 %14, -60
  %16 = add i32 %0, 49
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = shl nuw i64 %18, 56
  %20 = add i32 %0, 36
  %21 = and i32 %20, 255
  %22 = zext nneg i32 %21 to i64
  %23 = shl nuw nsw i64 %22, 48
  %24 = or disjoint i64 %19, %23
  %25 = add i32 %0, 25
  %26 = and i32 %25, 255
  %27 = zext nneg i32 %26 to i64
  %28 = shl nuw nsw i64 %27, 40
  %29 = or disjoint i64 %24, %28
  %30 = add i32 %0, 16
  %31 = and i32 %30, 255
  %32 = zext nneg i32 %31 to i64
  %33 = shl nuw nsw i64 %32, 32
  %34 = or disjoint i64 %29, %33
  %35 = shl i32 %0, 24
  %36 = add i32 %35, 150994944
  %37 = zext i32 %36 to i64
  %38 = or disjoint i64 %34, %37
  %39 = shl i32 %0, 16
  %40 = add i32 %39, 262144
  %41 = shl i32 %0, 8
  %42 = add i32 %41, 256
  %43 = and i32 %40, 16711680
  %44 = zext nneg i32 %43 to i64
  %45 = or disjoint i64 %38, %44
  %46 = and i32 %0, 255
  %47 = zext nneg i32 %46 to i64
  %48 = and i32 %42, 65280
  %49 = zext nneg i32 %48 to i64
  %50 = or i64 %45, %49
  %51 = or i64 %50, %47
  %52 = zext i8 %15 to i56
  %53 = shl nuw i56 %52, 48
  %54 = zext i8 %13 to i56
  %55 = shl nuw nsw i56 %54, 40
  %56 = or disjoint i56 %53, %55
  %57 = zext i8 %11 to i56
  %58 = shl nuw nsw i56 %57, 32
  %59 = or disjoint i56 %56, %58
  %60 = zext i8 %9 to i56
  %61 = shl nuw nsw i56 %60, 24
  %62 = or disjoint i56 %59, %61
  %63 = zext i8 %7 to i56
  %64 = shl nuw nsw i56 %63, 16
  %65 = or disjoint i56 %62, %64
  %66 = zext i8 %5 to i56
  %67 = shl nuw nsw i56 %66, 8
  %68 = zext i8 %3 to i56
  %69 = or disjoint i56 %65, %67
  %70 = or i56 %69, %68
  %71 = insertvalue { i64, i56 } poison, i64 %51, 0
  %72 = insertvalue { i64, i56 } %71, i56 %70, 1
  ret { i64, i56 } %72
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, i24 } @makep(i32 noundef %0) unnamed_addr #1 {
  %2 = sitofp i32 %0 to double
  %3 = fmul double %2, 2.500000e-01
  %4 = trunc i32 %0 to i8
  %5 = shl i8 %4, 1
  %6 = mul i8 %4, 5
  %7 = zext i8 %6 to i24
  %8 = shl nuw i24 %7, 16
  %9 = zext i8 %5 to i24
  %10 = shl nuw nsw i24 %9, 8
  %11 = or disjoint i24 %8, %10
  %12 = trunc i32 %0 to i24
  %13 = and i24 %12, 255
  %14 = or disjoint i24 %11, %13
  %15 = insertvalue { double, i24 } poison, double %3, 0
  %16 = insertvalue { double, i24 } %15, i24 %14, 1
  ret { double, i24 } %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum11(i64 %0, i24 %1, i64 %2, i40 %3, i64 %4, i56 %5) unnamed_addr #1 {
  %7 = trunc i64 %0 to i32
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 8
  %10 = trunc i64 %0 to i32
  %11 = lshr i32 %10, 16
  %12 = trunc i64 %0 to i32
  %13 = lshr i32 %12, 24
  %14 = lshr i64 %0, 32
  %15 = trunc nuw i64 %14 to i32
  %16 = lshr i64 %0, 40
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = lshr i64 %0, 48
  %19 = trunc nuw nsw i64 %18 to i32
  %20 = lshr i64 %0, 56
  %21 = trunc nuw nsw i64 %20 to i32
  %22 = lshr i24 %1, 8
  %23 = lshr i24 %1, 16
  %24 = zext nneg i24 %23 to i32
  %25 = trunc i64 %2 to i32
  %26 = trunc i64 %2 to i32
  %27 = lshr i32 %26, 8
  %28 = trunc i64 %2 to i32
  %29 = lshr i32 %28, 16
  %30 = trunc i64 %2 to i32
  %31 = lshr i32 %30, 24
  %32 = lshr i64 %2, 32
  %33 = trunc nuw i64 %32 to i32
  %34 = lshr i64 %2, 40
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = lshr i64 %2, 48
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = lshr i64 %2, 56
  %39 = trunc nuw nsw i64 %38 to i32
  %40 = trunc i40 %3 to i32
  %41 = trunc i40 %3 to i32
  %42 = lshr i32 %41, 8
  %43 = trunc i40 %3 to i32
  %44 = lshr i32 %43, 16
  %45 = trunc i40 %3 to i32
  %46 = lshr i32 %45, 24
  %47 = lshr i40 %3, 32
  %48 = trunc nuw nsw i40 %47 to i32
  %49 = trunc i64 %4 to i32
  %50 = trunc i64 %4 to i32
  %51 = lshr i32 %50, 8
  %52 = trunc i64 %4 to i32
  %53 = lshr i32 %52, 16
  %54 = trunc i64 %4 to i32
  %55 = lshr i32 %54, 24
  %56 = lshr i64 %4, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = lshr i64 %4, 40
  %59 = trunc nuw nsw i64 %58 to i32
  %60 = lshr i64 %4, 48
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = lshr i64 %4, 56
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = trunc i56 %5 to i32
  %65 = trunc i56 %5 to i32
  %66 = lshr i32 %65, 8
  %67 = trunc i56 %5 to i32
  %68 = lshr i32 %67, 16
  %69 = trunc i56 %5 to i32
  %70 = lshr i32 %69, 24
  %71 = lshr i56 %5, 32
  %72 = trunc nuw nsw i56 %71 to i32
  %73 = lshr i56 %5, 40
  %74 = trunc nuw nsw i56 %73 to i32
  %75 = lshr i56 %5, 48
  %76 = trunc nuw nsw i56 %75 to i32
  %77 = and i32 %7, 255
  %78 = mul nuw nsw i32 %77, 31
  %79 = and i32 %9, 255
  %80 = add nuw nsw i32 %78, %79
  %81 = mul nuw nsw i32 %80, 31
  %82 = and i32 %11, 255
  %83 = add nuw nsw i32 %81, %82
  %84 = mul nuw nsw i32 %83, 31
  %85 = add nuw nsw i32 %84, %13
  %86 = mul nuw nsw i32 %85, 31
  %87 = and i32 %15, 255
  %88 = add nuw nsw i32 %86, %87
  %89 = mul i32 %88, 31
  %90 = and i32 %17, 255
  %91 = add i32 %89, %90
  %92 = mul i32 %91, 31
  %93 = and i32 %19, 255
  %94 = add i32 %92, %93
  %95 = mul i32 %94, 31
  %96 = add i32 %95, %21
  %97 = mul i32 %96, 31
  %98 = and i24 %1, 255
  %99 = zext nneg i24 %98 to i32
  %100 = add i32 %97, %99
  %101 = mul i32 %100, 31
  %102 = and i24 %22, 255
  %103 = zext nneg i24 %102 to i32
  %104 = add i32 %101, %103
  %105 = mul i32 %104, 31
  %106 = add i32 %105, %24
  %107 = mul i32 %106, 31
  %108 = and i32 %25, 255
  %109 = add i32 %107, %108
  %110 = mul i32 %109, 31
  %111 = and i32 %27, 255
  %112 = add i32 %110, %111
  %113 = mul i32 %112, 31
  %114 = and i32 %29, 255
  %115 = add i32 %113, %114
  %116 = mul i32 %115, 31
  %117 = add i32 %116, %31
  %118 = mul i32 %117, 31
  %119 = and i32 %33, 255
  %120 = add i32 %118, %119
  %121 = mul i32 %120, 31
  %122 = and i32 %35, 255
  %123 = add i32 %121, %122
  %124 = mul i32 %123, 31
  %125 = and i32 %37, 255
  %126 = add i32 %124, %125
  %127 = mul i32 %126, 31
  %128 = add i32 %127, %39
  %129 = mul i32 %128, 31
  %130 = and i32 %40, 255
  %131 = add i32 %129, %130
  %132 = mul i32 %131, 31
  %133 = and i32 %42, 255
  %134 = add i32 %132, %133
  %135 = mul i32 %134, 31
  %136 = and i32 %44, 255
  %137 = add i32 %135, %136
  %138 = mul i32 %137, 31
  %139 = add i32 %138, %46
  %140 = mul i32 %139, 31
  %141 = add i32 %140, %48
  %142 = mul i32 %141, 31
  %143 = and i32 %49, 255
  %144 = add i32 %142, %143
  %145 = mul i32 %144, 31
  %146 = and i32 %51, 255
  %147 = add i32 %145, %146
  %148 = mul i32 %147, 31
  %149 = and i32 %53, 255
  %150 = add i32 %148, %149
  %151 = mul i32 %150, 31
  %152 = add i32 %151, %55
  %153 = mul i32 %152, 31
  %154 = and i32 %57, 255
  %155 = add i32 %153, %154
  %156 = mul i32 %155, 31
  %157 = and i32 %59, 255
  %158 = add i32 %156, %157
  %159 = mul i32 %158, 31
  %160 = and i32 %61, 255
  %161 = add i32 %159, %160
  %162 = mul i32 %161, 31
  %163 = add i32 %162, %63
  %164 = mul i32 %163, 31
  %165 = and i32 %64, 255
  %166 = add i32 %164, %165
  %167 = mul i32 %166, 31
  %168 = and i32 %66, 255
  %169 = add i32 %167, %168
  %170 = mul i32 %169, 31
  %171 = and i32 %68, 255
  %172 = add i32 %170, %171
  %173 = mul i32 %172, 31
  %174 = add i32 %173, %70
  %175 = mul i32 %174, 31
  %176 = and i32 %72, 255
  %177 = add i32 %175, %176
  %178 = mul i32 %177, 31
  %179 = and i32 %74, 255
  %180 = add i32 %178, %179
  %181 = mul i32 %180, 31
  %182 = add i32 %181, %76
  ret i32 %182
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

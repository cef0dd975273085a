; ModuleID = 'bitfields_wide.c'
source_filename = "bitfields_wide.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.P2 = type { i64, i64, i32, i32 }
%struct.P3 = type <{ i8, i64, i64, i64, i16, i32 }>

@.str = private unnamed_addr constant [13 x i8] c"g1 %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"l2 %llx %lld %x %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"l3 %llx %llx %llx %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"g4 %u %d %llx %d %llx %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"checksum = %016llx\0A\00", align 1
@crc = internal unnamed_addr global i64 -1, align 8
@g2 = internal unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 15, i8 -20, i8 -27, i8 102, i8 65, i8 -29, [3 x i8] undef, i8 -34, i8 -68, i8 10, i8 undef, i8 -3, i8 -1, [2 x i8] undef }, align 1
@g3 = internal unnamed_addr constant <{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i16, i8, i8, i8, i8 }> <{ i8 1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 127, i8 57, i8 48, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 3, i8 undef, i16 -2, i8 96, i8 121, i8 -2, i8 undef }>, align 1
@g1.0 = internal unnamed_addr global i32 1073741819, align 4
@g1.1 = internal unnamed_addr global i32 131071, align 4
@g1.2 = internal unnamed_addr global i32 1234567, align 4
@g4.1 = internal unnamed_addr global i32 536770913, align 8
@g4.2 = internal unnamed_addr global i64 8589934591, align 8
@g4.4 = internal unnamed_addr global i64 1311768467463790320, align 8
@g4.5 = internal unnamed_addr global i32 1, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.P2, align 8
  %2 = alloca %struct.P3, align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 1 dereferenceable(24) @g2, i64 24, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %2, ptr noundef nonnull align 1 dereferenceable(31) @g3, i64 31, i1 false), !tbaa.struct !9
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = getelementptr inbounds i8, ptr %1, i64 20
  %6 = getelementptr inbounds i8, ptr %2, i64 1
  %7 = getelementptr inbounds i8, ptr %2, i64 9
  %8 = getelementptr inbounds i8, ptr %2, i64 17
  %9 = getelementptr inbounds i8, ptr %2, i64 27
  %10 = getelementptr inbounds i8, ptr %2, i64 25
  %11 = load i32, ptr @g1.0, align 4
  %12 = load i32, ptr @g1.1, align 4
  %13 = load i32, ptr @g1.2, align 4
  %14 = load i32, ptr @g4.1, align 8
  %15 = load i64, ptr @g4.2, align 8
  %16 = load i64, ptr @g4.4, align 8
  %17 = load i32, ptr @g4.5, align 8
  %18 = load i64, ptr @crc, align 8, !tbaa !12
  br label %37

19:                                               ; preds = %37
  store i32 %53, ptr @g1.0, align 4
  store i32 %57, ptr @g1.1, align 4
  store i32 %62, ptr @g1.2, align 4
  store i32 %69, ptr @g4.1, align 8
  store i64 %76, ptr @g4.2, align 8
  store i64 %78, ptr @g4.4, align 8
  store i32 %79, ptr @g4.5, align 8
  store i64 %186, ptr @crc, align 8, !tbaa !12
  %20 = shl i32 %50, 2
  %21 = ashr exact i32 %20, 2
  %22 = shl i32 %59, 7
  %23 = ashr exact i32 %22, 7
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %21, i32 noundef %55, i32 noundef %23)
  %24 = load i32, ptr %3, align 8
  %25 = and i32 %24, 1048575
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %97, i64 noundef %104, i32 noundef %25, i32 noundef %116)
  %26 = sext i8 %148 to i32
  %27 = sext i16 %154 to i32
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef %123, i64 noundef %129, i64 noundef %135, i32 noundef %142, i32 noundef %26, i32 noundef %27)
  %28 = load i32, ptr @g4.1, align 8
  %29 = shl i32 %28, 3
  %30 = ashr exact i32 %29, 3
  %31 = load i64, ptr @g4.2, align 8
  %32 = and i64 %31, 8589934591
  %33 = load i64, ptr @g4.4, align 8
  %34 = load i32, ptr @g4.5, align 8
  %35 = and i32 %34, 1
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 100, i32 noundef %30, i64 noundef %32, i32 noundef 7, i64 noundef %33, i32 noundef %35)
  %36 = load i64, ptr @crc, align 8, !tbaa !12
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef %36)
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 0

37:                                               ; preds = %0, %37
  %38 = phi i32 [ 0, %0 ], [ %187, %37 ]
  %39 = phi i32 [ %11, %0 ], [ %53, %37 ]
  %40 = phi i32 [ %12, %0 ], [ %57, %37 ]
  %41 = phi i32 [ %13, %0 ], [ %62, %37 ]
  %42 = phi i32 [ %14, %0 ], [ %69, %37 ]
  %43 = phi i64 [ %15, %0 ], [ %76, %37 ]
  %44 = phi i64 [ %16, %0 ], [ %78, %37 ]
  %45 = phi i32 [ %17, %0 ], [ %79, %37 ]
  %46 = phi i64 [ %18, %0 ], [ %186, %37 ]
  call fastcc void @step(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %38)
  %47 = load i32, ptr %3, align 8
  %48 = and i32 %47, 1048575
  %49 = sub i32 %39, %48
  %50 = add i32 %49, %38
  %51 = and i32 %50, 1073741823
  %52 = and i32 %39, -1073741824
  %53 = or disjoint i32 %51, %52
  %54 = add i32 %41, %40
  %55 = and i32 %54, 131071
  %56 = and i32 %40, -131072
  %57 = or disjoint i32 %55, %56
  %58 = shl i32 %41, 1
  %59 = xor i32 %53, %58
  %60 = and i32 %59, 33554431
  %61 = and i32 %41, -33554432
  %62 = or disjoint i32 %60, %61
  %63 = mul i32 %42, 7
  %64 = shl i32 %59, 7
  %65 = ashr exact i32 %64, 7
  %66 = add i32 %65, %63
  %67 = and i32 %66, 536870911
  %68 = and i32 %42, -536870912
  %69 = or disjoint i32 %67, %68
  %70 = shl i32 %66, 3
  %71 = ashr exact i32 %70, 3
  %72 = sext i32 %71 to i64
  %73 = add i64 %43, %72
  %74 = and i64 %73, 8589934591
  %75 = and i64 %43, -8589934592
  %76 = or disjoint i64 %74, %75
  %77 = mul i64 %44, 31
  %78 = add i64 %74, %77
  %79 = xor i32 %45, 1
  %80 = shl i32 %50, 2
  %81 = ashr exact i32 %80, 2
  %82 = sext i32 %81 to i64
  %83 = xor i64 %46, %82
  %84 = mul i64 %83, 1099511628211
  %85 = lshr i64 %84, 29
  %86 = zext nneg i32 %55 to i64
  %87 = xor i64 %85, %86
  %88 = xor i64 %87, %84
  %89 = mul i64 %88, 1099511628211
  %90 = lshr i64 %89, 29
  %91 = sext i32 %65 to i64
  %92 = xor i64 %90, %91
  %93 = xor i64 %92, %89
  %94 = mul i64 %93, 1099511628211
  %95 = lshr i64 %94, 29
  %96 = load i64, ptr %1, align 8
  %97 = and i64 %96, 1152921504606846975
  %98 = xor i64 %95, %97
  %99 = xor i64 %98, %94
  %100 = mul i64 %99, 1099511628211
  %101 = lshr i64 %100, 29
  %102 = load i64, ptr %4, align 8
  %103 = shl i64 %102, 24
  %104 = ashr exact i64 %103, 24
  %105 = xor i64 %101, %104
  %106 = xor i64 %105, %100
  %107 = mul i64 %106, 1099511628211
  %108 = lshr i64 %107, 29
  %109 = zext nneg i32 %48 to i64
  %110 = xor i64 %108, %109
  %111 = xor i64 %110, %107
  %112 = mul i64 %111, 1099511628211
  %113 = lshr i64 %112, 29
  %114 = load i32, ptr %5, align 4
  %115 = shl i32 %114, 16
  %116 = ashr exact i32 %115, 16
  %117 = sext i32 %116 to i64
  %118 = xor i64 %113, %117
  %119 = xor i64 %118, %112
  %120 = mul i64 %119, 1099511628211
  %121 = lshr i64 %120, 29
  %122 = load i64, ptr %6, align 1
  %123 = and i64 %122, 9223372036854775807
  %124 = xor i64 %121, %123
  %125 = xor i64 %124, %120
  %126 = mul i64 %125, 1099511628211
  %127 = lshr i64 %126, 29
  %128 = load i64, ptr %7, align 1
  %129 = and i64 %128, 9223372036854775807
  %130 = xor i64 %127, %129
  %131 = xor i64 %130, %126
  %132 = mul i64 %131, 1099511628211
  %133 = lshr i64 %132, 29
  %134 = load i64, ptr %8, align 1
  %135 = and i64 %134, 1125899906842623
  %136 = xor i64 %133, %135
  %137 = xor i64 %136, %132
  %138 = mul i64 %137, 1099511628211
  %139 = lshr i64 %138, 29
  %140 = load i32, ptr %9, align 1
  %141 = shl i32 %140, 8
  %142 = ashr exact i32 %141, 8
  %143 = sext i32 %142 to i64
  %144 = xor i64 %139, %143
  %145 = xor i64 %144, %138
  %146 = mul i64 %145, 1099511628211
  %147 = lshr i64 %146, 29
  %148 = load i8, ptr %2, align 1, !tbaa !14
  %149 = sext i8 %148 to i64
  %150 = xor i64 %147, %149
  %151 = xor i64 %150, %146
  %152 = mul i64 %151, 1099511628211
  %153 = lshr i64 %152, 29
  %154 = load i16, ptr %10, align 1, !tbaa !17
  %155 = sext i16 %154 to i64
  %156 = xor i64 %153, %155
  %157 = xor i64 %156, %152
  %158 = mul i64 %157, 1099511628211
  %159 = lshr i64 %158, 29
  %160 = xor i64 %158, %159
  %161 = xor i64 %160, 100
  %162 = mul i64 %161, 1099511628211
  %163 = lshr i64 %162, 29
  %164 = xor i64 %163, %72
  %165 = xor i64 %164, %162
  %166 = mul i64 %165, 1099511628211
  %167 = lshr i64 %166, 29
  %168 = xor i64 %74, %167
  %169 = xor i64 %168, %166
  %170 = mul i64 %169, 1099511628211
  %171 = lshr i64 %170, 29
  %172 = xor i64 %170, %171
  %173 = xor i64 %172, 7
  %174 = mul i64 %173, 1099511628211
  %175 = lshr i64 %174, 29
  %176 = xor i64 %78, %175
  %177 = xor i64 %176, %174
  %178 = mul i64 %177, 1099511628211
  %179 = lshr i64 %178, 29
  %180 = and i32 %79, 1
  %181 = zext nneg i32 %180 to i64
  %182 = xor i64 %179, %181
  %183 = xor i64 %182, %178
  %184 = mul i64 %183, 1099511628211
  %185 = lshr i64 %184, 29
  %186 = xor i64 %185, %184
  %187 = add nuw nsw i32 %38, 1
  %188 = icmp eq i32 %187, 50
  br i1 %188, label %19, label %37, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @step(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 1
  %6 = mul i64 %5, 3
  %7 = sext i32 %2 to i64
  %8 = add i64 %6, %7
  %9 = and i64 %8, 1099511627775
  %10 = and i64 %5, -1099511627776
  %11 = or disjoint i64 %9, %10
  store i64 %11, ptr %4, align 1
  %12 = shl i64 %8, 24
  %13 = ashr exact i64 %12, 17
  %14 = load i64, ptr %0, align 1
  %15 = and i64 %13, 1152921504606846848
  %16 = xor i64 %15, %14
  store i64 %16, ptr %0, align 1
  %17 = getelementptr inbounds i8, ptr %0, i64 20
  %18 = load i32, ptr %17, align 1
  %19 = add i32 %18, %2
  %20 = and i32 %19, 65535
  %21 = and i32 %18, -65536
  %22 = or disjoint i32 %20, %21
  store i32 %22, ptr %17, align 1
  %23 = getelementptr inbounds i8, ptr %1, i64 9
  %24 = load i64, ptr %23, align 1
  %25 = getelementptr inbounds i8, ptr %1, i64 1
  %26 = load i64, ptr %25, align 1
  %27 = lshr i64 %26, 3
  %28 = and i64 %27, 1152921504606846975
  %29 = add i64 %24, %7
  %30 = add i64 %29, %28
  %31 = and i64 %30, 9223372036854775807
  %32 = and i64 %24, -9223372036854775808
  %33 = or disjoint i64 %31, %32
  store i64 %33, ptr %23, align 1
  %34 = getelementptr inbounds i8, ptr %1, i64 17
  %35 = load i64, ptr %34, align 1
  %36 = mul i64 %35, 5
  %37 = sub i64 %36, %7
  %38 = and i64 %37, 1125899906842623
  %39 = and i64 %35, -1125899906842624
  %40 = or disjoint i64 %38, %39
  store i64 %40, ptr %34, align 1
  %41 = getelementptr inbounds i8, ptr %1, i64 27
  %42 = load i32, ptr %41, align 1
  %43 = shl i32 %2, 4
  %44 = and i32 %43, 16777200
  %45 = xor i32 %42, %44
  store i32 %45, ptr %41, align 1
  %46 = sub i64 %26, %38
  %47 = and i64 %46, 9223372036854775807
  %48 = and i64 %26, -9223372036854775808
  %49 = or disjoint i64 %47, %48
  store i64 %49, ptr %25, align 1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !20
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 8, !6, i64 8, i64 8, !6, i64 16, i64 4, !6, i64 20, i64 4, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 0, i64 1, !6, i64 1, i64 8, !6, i64 9, i64 8, !6, i64 17, i64 8, !6, i64 25, i64 2, !10, i64 27, i64 4, !6}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"P3", !7, i64 0, !13, i64 1, !13, i64 9, !13, i64 17, !11, i64 25, !16, i64 27}
!16 = !{!"int", !7, i64 0}
!17 = !{!15, !11, i64 25}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}

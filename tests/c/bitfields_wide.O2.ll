; ModuleID = 'bitfields_wide.c'
source_filename = "bitfields_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P2 = type <{ [15 x i8], i16 }>
%struct.P3 = type <{ i8, [22 x i8], i16, [3 x i8] }>

@.str = private unnamed_addr constant [13 x i8] c"g1 %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"l2 %llx %lld %x %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"l3 %llx %llx %llx %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"g4 %u %d %llx %d %llx %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"checksum = %016llx\0A\00", align 1
@crc = internal unnamed_addr global i64 -1, align 8
@g2 = internal unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -49, i8 94, i8 110, i8 22, i8 52, i8 -18, i8 -51, i8 -85, i8 -3, i8 -1 }, align 1
@g3 = internal unnamed_addr constant <{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i16, i8, i8, i8 }> <{ i8 1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 28, i8 24, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -64, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i16 -2, i8 96, i8 121, i8 -2 }>, align 1
@g1 = internal unnamed_addr global { i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 67, i8 107, i8 9 }, align 16
@g4.0 = internal unnamed_addr global i64 2305413516779061348, align 8
@g4.1 = internal unnamed_addr global i64 68719476735, align 8
@g4.2 = internal unnamed_addr global i64 1311768467463790320, align 8
@g4.3 = internal unnamed_addr global i8 1, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.P2, align 16
  %2 = alloca %struct.P3, align 1
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(17) %1, ptr noundef nonnull align 1 dereferenceable(17) @g2, i64 17, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(28) %2, ptr noundef nonnull align 1 dereferenceable(28) @g3, i64 28, i1 false), !tbaa.struct !9
  %3 = getelementptr inbounds i8, ptr %1, i64 15
  %4 = getelementptr inbounds i8, ptr %2, i64 1
  %5 = getelementptr inbounds i8, ptr %2, i64 25
  %6 = getelementptr inbounds i8, ptr %2, i64 23
  %7 = load i72, ptr @g1, align 16
  %8 = load i64, ptr @g4.0, align 8
  %9 = load i64, ptr @g4.1, align 8
  %10 = load i64, ptr @g4.2, align 8
  %11 = load i8, ptr @g4.3, align 8
  %12 = load i64, ptr @crc, align 8, !tbaa !12
  %13 = trunc i72 %7 to i32
  %14 = lshr i72 %7, 30
  %15 = trunc i72 %14 to i32
  %16 = lshr i72 %7, 46
  %17 = trunc nuw nsw i72 %16 to i32
  %18 = lshr i72 %7, 47
  %19 = trunc nuw nsw i72 %18 to i32
  br label %56

20:                                               ; preds = %56
  store i72 %84, ptr @g1, align 16
  store i64 %93, ptr @g4.0, align 8
  store i64 %99, ptr @g4.1, align 8
  store i64 %101, ptr @g4.2, align 8
  store i8 %102, ptr @g4.3, align 8
  store i64 %210, ptr @crc, align 8, !tbaa !12
  %21 = trunc nsw i72 %104 to i32
  %22 = and i32 %72, 131071
  %23 = trunc nsw i72 %87 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = load i120, ptr %1, align 16
  %26 = trunc i120 %25 to i64
  %27 = and i64 %26, 1152921504606846975
  %28 = shl i120 %25, 20
  %29 = ashr i120 %28, 80
  %30 = trunc nsw i120 %29 to i64
  %31 = lshr i120 %25, 100
  %32 = trunc nuw nsw i120 %31 to i32
  %33 = sext i16 %138 to i32
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %27, i64 noundef %30, i32 noundef %32, i32 noundef %33)
  %35 = sext i24 %164 to i32
  %36 = sext i8 %170 to i32
  %37 = sext i16 %176 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %146, i64 noundef %153, i64 noundef %159, i32 noundef %35, i32 noundef %36, i32 noundef %37)
  %39 = load i64, ptr @g4.0, align 8
  %40 = trunc i64 %39 to i32
  %41 = and i32 %40, 127
  %42 = shl i64 %39, 3
  %43 = ashr i64 %42, 35
  %44 = trunc nsw i64 %43 to i32
  %45 = load i64, ptr @g4.1, align 8
  %46 = and i64 %45, 8589934591
  %47 = ashr i64 %45, 33
  %48 = trunc nsw i64 %47 to i32
  %49 = load i64, ptr @g4.2, align 8
  %50 = load i8, ptr @g4.3, align 8
  %51 = and i8 %50, 1
  %52 = zext nneg i8 %51 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41, i32 noundef %44, i64 noundef %46, i32 noundef %48, i64 noundef %49, i32 noundef %52)
  %54 = load i64, ptr @crc, align 8, !tbaa !12
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %54)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %1) #5
  ret i32 0

56:                                               ; preds = %0, %56
  %57 = phi i32 [ 0, %0 ], [ %211, %56 ]
  %58 = phi i32 [ %13, %0 ], [ %212, %56 ]
  %59 = phi i32 [ %15, %0 ], [ %214, %56 ]
  %60 = phi i32 [ %17, %0 ], [ %216, %56 ]
  %61 = phi i32 [ %19, %0 ], [ %79, %56 ]
  %62 = phi i64 [ %8, %0 ], [ %93, %56 ]
  %63 = phi i64 [ %9, %0 ], [ %99, %56 ]
  %64 = phi i64 [ %10, %0 ], [ %101, %56 ]
  %65 = phi i8 [ %11, %0 ], [ %102, %56 ]
  %66 = phi i64 [ %12, %0 ], [ %210, %56 ]
  call fastcc void @step(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %57)
  %67 = load i120, ptr %1, align 16
  %68 = lshr i120 %67, 100
  %69 = trunc nuw nsw i120 %68 to i32
  %70 = sub i32 %58, %69
  %71 = add i32 %70, %57
  %72 = add i32 %59, %61
  %73 = zext i32 %72 to i72
  %74 = shl nuw nsw i72 %73, 30
  %75 = and i32 %71, 1073741823
  %76 = zext nneg i32 %75 to i72
  %77 = and i32 %60, 33554430
  %78 = and i32 %71, 33554431
  %79 = xor i32 %78, %77
  %80 = zext nneg i32 %79 to i72
  %81 = shl nuw i72 %80, 47
  %82 = and i72 %74, 140736414613504
  %83 = or disjoint i72 %82, %76
  %84 = or disjoint i72 %83, %81
  %85 = lshr i64 %62, 32
  %86 = mul nuw nsw i64 %85, 7
  %87 = ashr exact i72 %81, 47
  %88 = trunc nsw i72 %87 to i64
  %89 = add nsw i64 %86, %88
  %90 = shl i64 %89, 32
  %91 = and i64 %90, 2305843004918726656
  %92 = and i64 %62, -2305843004918726657
  %93 = or disjoint i64 %91, %92
  %94 = shl i64 %89, 35
  %95 = ashr exact i64 %94, 35
  %96 = add i64 %95, %63
  %97 = and i64 %96, 8589934591
  %98 = and i64 %63, -8589934592
  %99 = or disjoint i64 %97, %98
  %100 = mul i64 %64, 31
  %101 = add i64 %97, %100
  %102 = xor i8 %65, 1
  %103 = shl nuw i72 %76, 42
  %104 = ashr exact i72 %103, 42
  %105 = trunc nsw i72 %104 to i64
  %106 = xor i64 %66, %105
  %107 = mul i64 %106, 1099511628211
  %108 = lshr i64 %107, 29
  %109 = trunc nuw nsw i72 %74 to i64
  %110 = lshr exact i64 %109, 30
  %111 = and i64 %110, 131071
  %112 = xor i64 %111, %108
  %113 = xor i64 %112, %107
  %114 = mul i64 %113, 1099511628211
  %115 = lshr i64 %114, 29
  %116 = xor i64 %115, %88
  %117 = xor i64 %116, %114
  %118 = mul i64 %117, 1099511628211
  %119 = lshr i64 %118, 29
  %120 = trunc i120 %67 to i64
  %121 = and i64 %120, 1152921504606846975
  %122 = xor i64 %121, %119
  %123 = xor i64 %122, %118
  %124 = mul i64 %123, 1099511628211
  %125 = lshr i64 %124, 29
  %126 = shl i120 %67, 20
  %127 = ashr i120 %126, 80
  %128 = trunc nsw i120 %127 to i64
  %129 = xor i64 %125, %128
  %130 = xor i64 %129, %124
  %131 = mul i64 %130, 1099511628211
  %132 = lshr i64 %131, 29
  %133 = trunc nuw nsw i120 %68 to i64
  %134 = xor i64 %132, %133
  %135 = xor i64 %134, %131
  %136 = mul i64 %135, 1099511628211
  %137 = lshr i64 %136, 29
  %138 = load i16, ptr %3, align 1
  %139 = sext i16 %138 to i64
  %140 = xor i64 %137, %139
  %141 = xor i64 %140, %136
  %142 = mul i64 %141, 1099511628211
  %143 = lshr i64 %142, 29
  %144 = load i176, ptr %4, align 1
  %145 = trunc i176 %144 to i64
  %146 = and i64 %145, 9223372036854775807
  %147 = xor i64 %143, %146
  %148 = xor i64 %147, %142
  %149 = mul i64 %148, 1099511628211
  %150 = lshr i64 %149, 29
  %151 = lshr i176 %144, 63
  %152 = trunc i176 %151 to i64
  %153 = and i64 %152, 9223372036854775807
  %154 = xor i64 %153, %150
  %155 = xor i64 %154, %149
  %156 = mul i64 %155, 1099511628211
  %157 = lshr i64 %156, 29
  %158 = lshr i176 %144, 126
  %159 = trunc nuw nsw i176 %158 to i64
  %160 = xor i64 %157, %159
  %161 = xor i64 %160, %156
  %162 = mul i64 %161, 1099511628211
  %163 = lshr i64 %162, 29
  %164 = load i24, ptr %5, align 1
  %165 = sext i24 %164 to i64
  %166 = xor i64 %163, %165
  %167 = xor i64 %166, %162
  %168 = mul i64 %167, 1099511628211
  %169 = lshr i64 %168, 29
  %170 = load i8, ptr %2, align 1, !tbaa !14
  %171 = sext i8 %170 to i64
  %172 = xor i64 %169, %171
  %173 = xor i64 %172, %168
  %174 = mul i64 %173, 1099511628211
  %175 = lshr i64 %174, 29
  %176 = load i16, ptr %6, align 1, !tbaa !17
  %177 = sext i16 %176 to i64
  %178 = xor i64 %175, %177
  %179 = xor i64 %178, %174
  %180 = mul i64 %179, 1099511628211
  %181 = lshr i64 %180, 29
  %182 = and i64 %62, 127
  %183 = xor i64 %182, %181
  %184 = xor i64 %183, %180
  %185 = mul i64 %184, 1099511628211
  %186 = lshr i64 %185, 29
  %187 = xor i64 %95, %186
  %188 = xor i64 %187, %185
  %189 = mul i64 %188, 1099511628211
  %190 = lshr i64 %189, 29
  %191 = xor i64 %97, %190
  %192 = xor i64 %191, %189
  %193 = mul i64 %192, 1099511628211
  %194 = lshr i64 %193, 29
  %195 = ashr i64 %63, 33
  %196 = xor i64 %195, %194
  %197 = xor i64 %196, %193
  %198 = mul i64 %197, 1099511628211
  %199 = lshr i64 %198, 29
  %200 = xor i64 %101, %199
  %201 = xor i64 %200, %198
  %202 = mul i64 %201, 1099511628211
  %203 = lshr i64 %202, 29
  %204 = and i8 %102, 1
  %205 = zext nneg i8 %204 to i64
  %206 = xor i64 %203, %205
  %207 = xor i64 %206, %202
  %208 = mul i64 %207, 1099511628211
  %209 = lshr i64 %208, 29
  %210 = xor i64 %209, %208
  %211 = add nuw nsw i32 %57, 1
  %212 = trunc i72 %83 to i32
  %213 = lshr i72 %84, 30
  %214 = trunc i72 %213 to i32
  %215 = lshr i72 %84, 46
  %216 = trunc nuw nsw i72 %215 to i32
  %217 = icmp eq i32 %211, 50
  br i1 %217, label %20, label %56, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @step(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = load i120, ptr %0, align 1
  %5 = lshr i120 %4, 60
  %6 = trunc nuw nsw i120 %5 to i64
  %7 = mul nuw nsw i64 %6, 3
  %8 = sext i32 %2 to i64
  %9 = add nsw i64 %7, %8
  %10 = and i64 %9, 1099511627775
  %11 = zext nneg i64 %10 to i120
  %12 = shl nuw nsw i120 %11, 60
  %13 = and i120 %4, -1267650600228229401496703205376
  %14 = or disjoint i120 %12, %13
  %15 = shl nuw i120 %11, 80
  %16 = ashr exact i120 %15, 73
  %17 = xor i120 %16, %4
  %18 = and i120 %17, 1152921504606846975
  %19 = or disjoint i120 %18, %14
  store i120 %19, ptr %0, align 1
  %20 = getelementptr inbounds i8, ptr %0, i64 15
  %21 = load i16, ptr %20, align 1
  %22 = trunc i32 %2 to i16
  %23 = add i16 %21, %22
  store i16 %23, ptr %20, align 1
  %24 = getelementptr inbounds i8, ptr %1, i64 1
  %25 = load i176, ptr %24, align 1
  %26 = lshr i176 %25, 63
  %27 = trunc i176 %26 to i64
  %28 = trunc i176 %25 to i64
  %29 = lshr i64 %28, 3
  %30 = and i64 %29, 1152921504606846975
  %31 = add i64 %27, %8
  %32 = add i64 %31, %30
  %33 = zext i64 %32 to i176
  %34 = shl nuw nsw i176 %33, 63
  %35 = lshr i176 %25, 126
  %36 = trunc nuw nsw i176 %35 to i64
  %37 = mul nuw nsw i64 %36, 5
  %38 = sub nsw i64 %37, %8
  %39 = and i64 %38, 1125899906842623
  %40 = zext nneg i64 %39 to i176
  %41 = shl nuw i176 %40, 126
  %42 = and i176 %34, 85070591730234615856620279821087277056
  %43 = or disjoint i176 %42, %41
  %44 = getelementptr inbounds i8, ptr %1, i64 25
  %45 = load i24, ptr %44, align 1
  %46 = zext i24 %45 to i32
  %47 = shl i32 %2, 4
  %48 = xor i32 %47, %46
  %49 = trunc i32 %48 to i24
  store i24 %49, ptr %44, align 1
  %50 = sub i64 %28, %39
  %51 = and i64 %50, 9223372036854775807
  %52 = zext nneg i64 %51 to i176
  %53 = or disjoint i176 %43, %52
  store i176 %53, ptr %24, align 1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 15, !6, i64 15, i64 2, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 0, i64 1, !6, i64 1, i64 22, !6, i64 23, i64 2, !10, i64 25, i64 3, !6}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"P3", !7, i64 0, !13, i64 1, !13, i64 8, !13, i64 16, !11, i64 23, !16, i64 25}
!16 = !{!"int", !7, i64 0}
!17 = !{!15, !11, i64 23}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}

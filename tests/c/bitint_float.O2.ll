; ModuleID = 'bitint_float.c'
source_filename = "bitint_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.v = private unnamed_addr constant [12 x i256] [i256 0, i256 1, i256 -1, i256 12345678901234567, i256 -1427247692705959881058285969449495136382746627, i256 401734511064747613486980920146536933701987293742421220786177, i256 401734511064747613486980920146536933701987293742421220786176, i256 401734511064747702689961714269029499844860384335867244707840, i256 11417981541647677780815687527366559594358767616, i256 170141183460469231731687303715884105727, i256 -170141183460469231731687303715884105728, i256 21267647298733353853499133720740757504], align 16
@.str = private unnamed_addr constant [7 x i8] c"%a %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%a %a %a\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [9 x double] [double 0.000000e+00, double 1.500000e+00, double -2.750000e+00, double 1.000000e+30, double -1.000000e+40, double 3.500000e+59, double 1.234500e+45, double 0xC7E0000000000000, double 0x47FFFFFFFFFFFFFF], align 16
@.str.2 = private unnamed_addr constant [40 x i8] c"%llx %llx %llx | %llx %llx | %llx %llx\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @s2d(ptr nocapture noundef readonly byval(i256) align 8 %0) local_unnamed_addr #0 {
  %2 = load i256, ptr %0, align 8, !tbaa !5
  %3 = trunc i256 %2 to i200
  %4 = sitofp i200 %3 to double
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local float @s2f(ptr nocapture noundef readonly byval(i256) align 8 %0) local_unnamed_addr #0 {
  %2 = load i256, ptr %0, align 8, !tbaa !5
  %3 = trunc i256 %2 to i200
  %4 = sitofp i200 %3 to float
  ret float %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @u2d(ptr nocapture noundef readonly byval(i256) align 8 %0) local_unnamed_addr #0 {
  %2 = load i256, ptr %0, align 8, !tbaa !9
  %3 = uitofp i256 %2 to double
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @big2d(ptr nocapture noundef readonly byval(i1024) align 8 %0) local_unnamed_addr #0 {
  %2 = load i1024, ptr %0, align 8, !tbaa !11
  %3 = trunc i1024 %2 to i1000
  %4 = uitofp i1000 %3 to double
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @d2s(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, double noundef %1) local_unnamed_addr #1 {
  %3 = fptosi double %1 to i200
  %4 = sext i200 %3 to i256
  store i256 %4, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @d2u(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, double noundef %1) local_unnamed_addr #1 {
  %3 = fptoui double %1 to i256
  store i256 %3, ptr %0, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @f2s(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, float noundef %1) local_unnamed_addr #1 {
  %3 = fptosi float %1 to i200
  %4 = sext i200 %3 to i256
  store i256 %4, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = alloca i256, align 16
  %2 = alloca i256, align 16
  %3 = alloca i256, align 16
  %4 = alloca i256, align 16
  %5 = alloca i256, align 16
  %6 = alloca i1024, align 16
  %7 = alloca i1024, align 16
  %8 = alloca i1024, align 16
  %9 = alloca i256, align 16
  %10 = alloca i256, align 16
  %11 = alloca i256, align 16
  br label %21

12:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  store i256 -1, ptr %3, align 16, !tbaa !9
  %13 = tail call double @u2d(ptr noundef nonnull byval(i256) align 8 %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  store i256 72057594037927935, ptr %4, align 16, !tbaa !9
  %14 = tail call double @u2d(ptr noundef nonnull byval(i256) align 8 %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #5
  store i256 12855504354071922204335696738729300820177623950262342682411007, ptr %5, align 16, !tbaa !9
  %15 = tail call double @u2d(ptr noundef nonnull byval(i256) align 8 %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %13, double noundef %14, double noundef %15)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #5
  store i1024 10715086071862673209484250490600018105614048117055336074437503883703510511249361224931983788156958581275946729175531468251871452856923140435984577574698574803934567774824230985421074605062371141877954182153046474983581941267398767559165543946077062914571196477686542167660429831652624386837205668069375, ptr %6, align 16, !tbaa !11
  %17 = tail call double @big2d(ptr noundef nonnull byval(i1024) align 8 %6)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #5
  store i1024 8863311460481781141746416676937941075153709659930434578989576454853657824757125219971944776154496375261537574471193391385403783592849407838528338558092085276740615608975052082196989118065224509657855008735367281473086766641604185629827373864344704645943910512054824309490712575, ptr %7, align 16, !tbaa !11
  %18 = tail call double @big2d(ptr noundef nonnull byval(i1024) align 8 %7)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #5
  store i1024 5357543035931337199548888636413234172032023318487892089722832605609538877933424338842254758240228708705299163050305970045425242505650790399826387005311570518299516328369965805898873481515135148013541024795617985587469283574274266206682254724190566720125174378306504288648257097483877322924742359908352, ptr %8, align 16, !tbaa !11
  %19 = tail call double @big2d(ptr noundef nonnull byval(i1024) align 8 %8)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #5
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %17, double noundef %18, double noundef %19)
  br label %36

21:                                               ; preds = %0, %21
  %22 = phi i64 [ 0, %0 ], [ %33, %21 ]
  %23 = getelementptr inbounds [12 x i256], ptr @__const.main.v, i64 0, i64 %22
  %24 = load i256, ptr %23, align 16, !tbaa !5
  %25 = trunc i256 %24 to i200
  %26 = ashr i200 %25, 73
  %27 = sext i200 %26 to i256
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  %28 = sext i200 %25 to i256
  store i256 %28, ptr %1, align 16, !tbaa !5
  %29 = tail call double @s2d(ptr noundef nonnull byval(i256) align 8 %1)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #5
  store i256 %27, ptr %2, align 16, !tbaa !5
  %30 = tail call float @s2f(ptr noundef nonnull byval(i256) align 8 %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #5
  %31 = fpext float %30 to double
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29, double noundef %31)
  %33 = add nuw nsw i64 %22, 1
  %34 = icmp eq i64 %33, 12
  br i1 %34, label %12, label %21, !llvm.loop !13

35:                                               ; preds = %54
  ret i32 0

36:                                               ; preds = %12, %54
  %37 = phi i64 [ 0, %12 ], [ %69, %54 ]
  %38 = getelementptr inbounds [9 x double], ptr @__const.main.ds, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !15
  call void @d2s(ptr dead_on_unwind nonnull writable sret(i256) align 8 %9, double noundef %39)
  %40 = load i256, ptr %9, align 16, !tbaa !5
  %41 = lshr i64 148, %37
  %42 = and i64 %41, 1
  %43 = icmp eq i64 %42, 0
  %44 = fneg double %39
  %45 = select i1 %43, double %39, double %44
  call void @d2u(ptr dead_on_unwind nonnull writable sret(i256) align 8 %10, double noundef %45)
  %46 = load i256, ptr %10, align 16, !tbaa !9
  %47 = lshr i64 352, %37
  %48 = and i64 %47, 1
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %50, label %54

50:                                               ; preds = %36
  %51 = trunc nuw nsw i64 %37 to i32
  switch i32 %51, label %52 [
    i32 7, label %54
    i32 4, label %54
  ]

52:                                               ; preds = %50
  %53 = fptrunc double %39 to float
  br label %54

54:                                               ; preds = %50, %50, %52, %36
  %55 = phi float [ 0x47D2CED320000000, %36 ], [ %53, %52 ], [ 0xC7D2CED320000000, %50 ], [ 0xC7D2CED320000000, %50 ]
  call void @f2s(ptr dead_on_unwind nonnull writable sret(i256) align 8 %11, float noundef %55)
  %56 = load i256, ptr %11, align 16, !tbaa !5
  %57 = lshr i256 %40, 128
  %58 = trunc i256 %57 to i64
  %59 = lshr i256 %40, 64
  %60 = trunc i256 %59 to i64
  %61 = trunc i256 %40 to i64
  %62 = lshr i256 %46, 128
  %63 = trunc i256 %62 to i64
  %64 = trunc i256 %46 to i64
  %65 = lshr i256 %56, 64
  %66 = trunc i256 %65 to i64
  %67 = trunc i256 %56 to i64
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %58, i64 noundef %60, i64 noundef %61, i64 noundef %63, i64 noundef %64, i64 noundef %66, i64 noundef %67)
  %69 = add nuw nsw i64 %37, 1
  %70 = icmp eq i64 %69, 9
  br i1 %70, label %35, label %36, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(200)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"_BitInt(256)", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(1000)", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = distinct !{!17, !14}

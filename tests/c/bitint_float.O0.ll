; ModuleID = 'bitint_float.c'
source_filename = "bitint_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.v = private unnamed_addr constant [12 x i256] [i256 0, i256 1, i256 -1, i256 12345678901234567, i256 -1427247692705959881058285969449495136382746627, i256 401734511064747613486980920146536933701987293742421220786177, i256 401734511064747613486980920146536933701987293742421220786176, i256 401734511064747702689961714269029499844860384335867244707840, i256 11417981541647677780815687527366559594358767616, i256 170141183460469231731687303715884105727, i256 -170141183460469231731687303715884105728, i256 21267647298733353853499133720740757504], align 16
@.str = private unnamed_addr constant [7 x i8] c"%a %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%a %a %a\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [9 x double] [double 0.000000e+00, double 1.500000e+00, double -2.750000e+00, double 1.000000e+30, double -1.000000e+40, double 3.500000e+59, double 1.234500e+45, double 0xC7E0000000000000, double 0x47FFFFFFFFFFFFFF], align 16
@.str.2 = private unnamed_addr constant [40 x i8] c"%llx %llx %llx | %llx %llx | %llx %llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @s2d(ptr noundef byval(i256) align 8 %0) #0 {
  %2 = alloca i256, align 8
  %3 = load i256, ptr %0, align 8
  %4 = trunc i256 %3 to i200
  %5 = sext i200 %4 to i256
  store i256 %5, ptr %2, align 8
  %6 = load i256, ptr %2, align 8
  %7 = trunc i256 %6 to i200
  %8 = sitofp i200 %7 to double
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @s2f(ptr noundef byval(i256) align 8 %0) #0 {
  %2 = alloca i256, align 8
  %3 = load i256, ptr %0, align 8
  %4 = trunc i256 %3 to i200
  %5 = sext i200 %4 to i256
  store i256 %5, ptr %2, align 8
  %6 = load i256, ptr %2, align 8
  %7 = trunc i256 %6 to i200
  %8 = sitofp i200 %7 to float
  ret float %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @u2d(ptr noundef byval(i256) align 8 %0) #0 {
  %2 = alloca i256, align 8
  %3 = load i256, ptr %0, align 8
  store i256 %3, ptr %2, align 8
  %4 = load i256, ptr %2, align 8
  %5 = uitofp i256 %4 to double
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @big2d(ptr noundef byval(i1024) align 8 %0) #0 {
  %2 = alloca i1024, align 8
  %3 = load i1024, ptr %0, align 8
  %4 = trunc i1024 %3 to i1000
  %5 = zext i1000 %4 to i1024
  store i1024 %5, ptr %2, align 8
  %6 = load i1024, ptr %2, align 8
  %7 = trunc i1024 %6 to i1000
  %8 = uitofp i1000 %7 to double
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @d2s(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  store double %1, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptosi double %4 to i200
  %6 = sext i200 %5 to i256
  store i256 %6, ptr %0, align 8
  %7 = load i256, ptr %0, align 8
  %8 = trunc i256 %7 to i200
  %9 = sext i200 %8 to i256
  store i256 %9, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @d2u(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  store double %1, ptr %3, align 8
  %4 = load double, ptr %3, align 8
  %5 = fptoui double %4 to i256
  store i256 %5, ptr %0, align 8
  %6 = load i256, ptr %0, align 8
  store i256 %6, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f2s(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  store float %1, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = fptosi float %4 to i200
  %6 = sext i200 %5 to i256
  store i256 %6, ptr %0, align 8
  %7 = load i256, ptr %0, align 8
  %8 = trunc i256 %7 to i200
  %9 = sext i200 %8 to i256
  store i256 %9, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x i256], align 16
  %3 = alloca i32, align 4
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  %9 = alloca i256, align 8
  %10 = alloca i256, align 8
  %11 = alloca i1024, align 8
  %12 = alloca i1024, align 8
  %13 = alloca i1024, align 8
  %14 = alloca i1024, align 8
  %15 = alloca [9 x double], align 16
  %16 = alloca i32, align 4
  %17 = alloca i256, align 8
  %18 = alloca i256, align 8
  %19 = alloca i256, align 8
  %20 = alloca i256, align 8
  %21 = alloca float, align 4
  %22 = alloca i256, align 8
  %23 = alloca i256, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 384, i1 false)
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %48, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 12
  br i1 %26, label %27, label %51

27:                                               ; preds = %24
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12 x i256], ptr %2, i64 0, i64 %29
  %31 = load i256, ptr %30, align 16
  %32 = trunc i256 %31 to i200
  %33 = ashr i200 %32, 73
  %34 = sext i200 %33 to i256
  store i256 %34, ptr %4, align 8
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [12 x i256], ptr %2, i64 0, i64 %36
  %38 = load i256, ptr %37, align 16
  %39 = trunc i256 %38 to i200
  %40 = sext i200 %39 to i256
  store i256 %40, ptr %5, align 8
  %41 = call double @s2d(ptr noundef byval(i256) align 8 %5)
  %42 = load i256, ptr %4, align 8
  %43 = trunc i256 %42 to i200
  %44 = sext i200 %43 to i256
  store i256 %44, ptr %6, align 8
  %45 = call float @s2f(ptr noundef byval(i256) align 8 %6)
  %46 = fpext float %45 to double
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %41, double noundef %46)
  br label %48

48:                                               ; preds = %27
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %3, align 4
  br label %24, !llvm.loop !6

51:                                               ; preds = %24
  store i256 -1, ptr %7, align 8
  %52 = load i256, ptr %7, align 8
  store i256 %52, ptr %8, align 8
  %53 = call double @u2d(ptr noundef byval(i256) align 8 %8)
  %54 = load i256, ptr %7, align 8
  %55 = lshr i256 %54, 200
  store i256 %55, ptr %9, align 8
  %56 = call double @u2d(ptr noundef byval(i256) align 8 %9)
  %57 = load i256, ptr %7, align 8
  %58 = lshr i256 %57, 53
  store i256 %58, ptr %10, align 8
  %59 = call double @u2d(ptr noundef byval(i256) align 8 %10)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %53, double noundef %56, double noundef %59)
  store i1024 10715086071862673209484250490600018105614048117055336074437503883703510511249361224931983788156958581275946729175531468251871452856923140435984577574698574803934567774824230985421074605062371141877954182153046474983581941267398767559165543946077062914571196477686542167660429831652624386837205668069375, ptr %11, align 8
  %61 = load i1024, ptr %11, align 8
  %62 = trunc i1024 %61 to i1000
  %63 = zext i1000 %62 to i1024
  store i1024 %63, ptr %12, align 8
  %64 = call double @big2d(ptr noundef byval(i1024) align 8 %12)
  %65 = load i1024, ptr %11, align 8
  %66 = trunc i1024 %65 to i1000
  %67 = lshr i1000 %66, 80
  %68 = zext i1000 %67 to i1024
  store i1024 %68, ptr %13, align 8
  %69 = call double @big2d(ptr noundef byval(i1024) align 8 %13)
  store i1024 5357543035931337199548888636413234172032023318487892089722832605609538877933424338842254758240228708705299163050305970045425242505650790399826387005311570518299516328369965805898873481515135148013541024795617985587469283574274266206682254724190566720125174378306504288648257097483877322924742359908352, ptr %14, align 8
  %70 = call double @big2d(ptr noundef byval(i1024) align 8 %14)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %64, double noundef %69, double noundef %70)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.ds, i64 72, i1 false)
  store i32 0, ptr %16, align 4
  br label %72

72:                                               ; preds = %153, %51
  %73 = load i32, ptr %16, align 4
  %74 = icmp slt i32 %73, 9
  br i1 %74, label %75, label %156

75:                                               ; preds = %72
  %76 = load i32, ptr %16, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  call void @d2s(ptr dead_on_unwind writable sret(i256) align 8 %18, double noundef %79)
  %80 = load i256, ptr %18, align 8
  %81 = trunc i256 %80 to i200
  %82 = sext i200 %81 to i256
  store i256 %82, ptr %17, align 8
  %83 = load i32, ptr %16, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = fcmp olt double %86, 0.000000e+00
  br i1 %87, label %88, label %94

88:                                               ; preds = %75
  %89 = load i32, ptr %16, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = fneg double %92
  br label %99

94:                                               ; preds = %75
  %95 = load i32, ptr %16, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  br label %99

99:                                               ; preds = %94, %88
  %100 = phi double [ %93, %88 ], [ %98, %94 ]
  call void @d2u(ptr dead_on_unwind writable sret(i256) align 8 %20, double noundef %100)
  %101 = load i256, ptr %20, align 8
  store i256 %101, ptr %19, align 8
  %102 = load i32, ptr %16, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = fcmp ogt double %105, 0x47D2CED32A16A1B1
  br i1 %106, label %107, label %108

107:                                              ; preds = %99
  br label %123

108:                                              ; preds = %99
  %109 = load i32, ptr %16, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %110
  %112 = load double, ptr %111, align 8
  %113 = fcmp olt double %112, 0xC7D2CED32A16A1B1
  br i1 %113, label %114, label %115

114:                                              ; preds = %108
  br label %121

115:                                              ; preds = %108
  %116 = load i32, ptr %16, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [9 x double], ptr %15, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = fptrunc double %119 to float
  br label %121

121:                                              ; preds = %115, %114
  %122 = phi float [ 0xC7D2CED320000000, %114 ], [ %120, %115 ]
  br label %123

123:                                              ; preds = %121, %107
  %124 = phi float [ 0x47D2CED320000000, %107 ], [ %122, %121 ]
  store float %124, ptr %21, align 4
  %125 = load float, ptr %21, align 4
  call void @f2s(ptr dead_on_unwind writable sret(i256) align 8 %23, float noundef %125)
  %126 = load i256, ptr %23, align 8
  %127 = trunc i256 %126 to i200
  %128 = sext i200 %127 to i256
  store i256 %128, ptr %22, align 8
  %129 = load i256, ptr %17, align 8
  %130 = trunc i256 %129 to i200
  %131 = ashr i200 %130, 128
  %132 = trunc i200 %131 to i64
  %133 = load i256, ptr %17, align 8
  %134 = trunc i256 %133 to i200
  %135 = ashr i200 %134, 64
  %136 = trunc i200 %135 to i64
  %137 = load i256, ptr %17, align 8
  %138 = trunc i256 %137 to i200
  %139 = trunc i200 %138 to i64
  %140 = load i256, ptr %19, align 8
  %141 = lshr i256 %140, 128
  %142 = trunc i256 %141 to i64
  %143 = load i256, ptr %19, align 8
  %144 = trunc i256 %143 to i64
  %145 = load i256, ptr %22, align 8
  %146 = trunc i256 %145 to i200
  %147 = ashr i200 %146, 64
  %148 = trunc i200 %147 to i64
  %149 = load i256, ptr %22, align 8
  %150 = trunc i256 %149 to i200
  %151 = trunc i200 %150 to i64
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %132, i64 noundef %136, i64 noundef %139, i64 noundef %142, i64 noundef %144, i64 noundef %148, i64 noundef %151)
  br label %153

153:                                              ; preds = %123
  %154 = load i32, ptr %16, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %16, align 4
  br label %72, !llvm.loop !8

156:                                              ; preds = %72
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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

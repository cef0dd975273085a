; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.anon = type { i8, i16, i32, i64 }
%struct.shape = type { ptr, i32, ptr, double }
%union.anon = type { i32 }
%struct.point = type { i32, i32 }

@counter = dso_local global i32 7, align 4
@primes = dso_local constant [12 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37], align 16
@.str = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@days = dso_local constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@mutable_msg = dso_local global [32 x i8] c"mutable\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@counter_ptr = dso_local global ptr @counter, align 8
@prime_ptr = dso_local global ptr getelementptr (i8, ptr @primes, i64 16), align 8
@packed_mix = dso_local global %struct.anon { i8 122, i16 -2, i32 100000, i64 -9000000000 }, align 8
@table_of_ptrs = internal constant [3 x ptr] [ptr @counter, ptr getelementptr (i8, ptr @zeroed, i64 12), ptr getelementptr (i8, ptr @zeroed, i64 60)], align 16
@zeroed = dso_local global [16 x i32] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [41 x i8] c"counter=%d zsum=%d prime_ptr=%d next=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"big %lld %lld %lld %lld\0A\00", align 1
@big_table = internal global [4 x i64] [i64 1099511627776, i64 -8589934592, i64 12345678901, i64 0], align 16
@.str.9 = private unnamed_addr constant [40 x i8] c"primes sum=%d greet=%s tail=%s len=%zu\0A\00", align 1
@greeting = internal constant [10 x i8] c"greetings\00", align 1
@greet_tail = internal global ptr getelementptr (i8, ptr @greeting, i64 5), align 8
@.str.10 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c" message\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1
@.str.15 = private unnamed_addr constant [40 x i8] c"shape %s verts=%d area2=%d scaled=%.2f\0A\00", align 1
@shapes = internal constant [2 x %struct.shape] [%struct.shape { ptr @.str.24, i32 3, ptr @tri, double 1.000000e+00 }, %struct.shape { ptr @.str.25, i32 4, ptr @sq, double 2.500000e+00 }], align 16
@.str.16 = private unnamed_addr constant [12 x i8] c"default=%s\0A\00", align 1
@default_shape = internal global ptr getelementptr (i8, ptr @shapes, i64 32), align 8
@.str.17 = private unnamed_addr constant [19 x i8] c"mix %c %d %d %lld\0A\00", align 1
@bytes = internal global [5 x i8] c"\DE\AD\BE\EF\01", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"bytes v=%u\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"dtab %.2f %.2f %.2f\0A\00", align 1
@dtab = internal global [3 x [2 x double]] [[2 x double] [double 5.000000e-01, double 1.500000e+00], [2 x double] [double 2.500000e+00, double 3.500000e+00], [2 x double] [double -1.000000e+00, double 0.000000e+00]], align 16
@.str.20 = private unnamed_addr constant [14 x i8] c"uinit f=%.2f\0A\00", align 1
@uinit = internal global %union.anon { i32 1065353216 }, align 4
@.str.21 = private unnamed_addr constant [16 x i8] c"days_ptr %s %s\0A\00", align 1
@days_ptr = internal global ptr getelementptr (i8, ptr @days, i64 16), align 8
@.str.22 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c"final counter=%d\0A\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@tri = internal constant [3 x %struct.point] [%struct.point zeroinitializer, %struct.point { i32 4, i32 0 }, %struct.point { i32 0, i32 3 }], align 16
@.str.25 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@sq = internal constant [4 x %struct.point] [%struct.point zeroinitializer, %struct.point { i32 2, i32 0 }, %struct.point { i32 2, i32 2 }, %struct.point { i32 0, i32 2 }], align 16
@next_id.id = internal global i32 100, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = load ptr, ptr @counter_ptr, align 8
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, 5
  store i32 %15, ptr %13, align 4
  %16 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @table_of_ptrs, i64 0, i64 1), align 8
  store i32 33, ptr %16, align 4
  %17 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @table_of_ptrs, i64 0, i64 2), align 16
  store i32 -4, ptr %17, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %28, %0
  %19 = load i32, ptr %3, align 4
  %20 = icmp slt i32 %19, 16
  br i1 %20, label %21, label %31

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [16 x i32], ptr @zeroed, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %2, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %21
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %18, !llvm.loop !5

31:                                               ; preds = %18
  %32 = load i32, ptr @counter, align 4
  %33 = load i32, ptr %2, align 4
  %34 = load ptr, ptr @prime_ptr, align 8
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr @prime_ptr, align 8
  %37 = getelementptr inbounds i32, ptr %36, i64 3
  %38 = load i32, ptr %37, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %38)
  %40 = load i64, ptr @big_table, align 16
  %41 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @big_table, i64 0, i64 1), align 8
  %42 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @big_table, i64 0, i64 2), align 16
  %43 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @big_table, i64 0, i64 3), align 8
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %40, i64 noundef %41, i64 noundef %42, i64 noundef %43)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %45

45:                                               ; preds = %56, %31
  %46 = load i32, ptr %5, align 4
  %47 = zext i32 %46 to i64
  %48 = icmp ult i64 %47, 12
  br i1 %48, label %49, label %59

49:                                               ; preds = %45
  %50 = load i32, ptr %5, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [12 x i32], ptr @primes, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = load i32, ptr %4, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %4, align 4
  br label %56

56:                                               ; preds = %49
  %57 = load i32, ptr %5, align 4
  %58 = add i32 %57, 1
  store i32 %58, ptr %5, align 4
  br label %45, !llvm.loop !7

59:                                               ; preds = %45
  %60 = load i32, ptr %4, align 4
  %61 = load ptr, ptr @greet_tail, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %60, ptr noundef @greeting, ptr noundef %61, i64 noundef 9)
  store i32 0, ptr %6, align 4
  br label %63

63:                                               ; preds = %76, %59
  %64 = load i32, ptr %6, align 4
  %65 = icmp slt i32 %64, 7
  br i1 %65, label %66, label %79

66:                                               ; preds = %63
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [7 x ptr], ptr @days, i64 0, i64 %68
  %70 = load ptr, ptr %69, align 8
  %71 = load i32, ptr %6, align 4
  %72 = icmp slt i32 %71, 6
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, ptr @.str.11, ptr @.str.12
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %70, ptr noundef %74)
  br label %76

76:                                               ; preds = %66
  %77 = load i32, ptr %6, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %6, align 4
  br label %63, !llvm.loop !8

79:                                               ; preds = %63
  %80 = call ptr @strcat(ptr noundef @mutable_msg, ptr noundef @.str.13) #4
  store i8 77, ptr @mutable_msg, align 16
  %81 = call i64 @strlen(ptr noundef @mutable_msg) #4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef @mutable_msg, i64 noundef %81)
  store i32 0, ptr %7, align 4
  br label %83

83:                                               ; preds = %113, %79
  %84 = load i32, ptr %7, align 4
  %85 = icmp slt i32 %84, 2
  br i1 %85, label %86, label %116

86:                                               ; preds = %83
  %87 = load i32, ptr %7, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [2 x %struct.shape], ptr @shapes, i64 0, i64 %88
  %90 = getelementptr inbounds %struct.shape, ptr %89, i32 0, i32 0
  %91 = load ptr, ptr %90, align 16
  %92 = load i32, ptr %7, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [2 x %struct.shape], ptr @shapes, i64 0, i64 %93
  %95 = getelementptr inbounds %struct.shape, ptr %94, i32 0, i32 1
  %96 = load i32, ptr %95, align 8
  %97 = load i32, ptr %7, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [2 x %struct.shape], ptr @shapes, i64 0, i64 %98
  %100 = call i32 @area2(ptr noundef %99)
  %101 = load i32, ptr %7, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [2 x %struct.shape], ptr @shapes, i64 0, i64 %102
  %104 = call i32 @area2(ptr noundef %103)
  %105 = sitofp i32 %104 to double
  %106 = load i32, ptr %7, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [2 x %struct.shape], ptr @shapes, i64 0, i64 %107
  %109 = getelementptr inbounds %struct.shape, ptr %108, i32 0, i32 3
  %110 = load double, ptr %109, align 8
  %111 = fmul double %105, %110
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %91, i32 noundef %96, i32 noundef %100, double noundef %111)
  br label %113

113:                                              ; preds = %86
  %114 = load i32, ptr %7, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %7, align 4
  br label %83, !llvm.loop !9

116:                                              ; preds = %83
  %117 = load ptr, ptr @default_shape, align 8
  %118 = getelementptr inbounds %struct.shape, ptr %117, i32 0, i32 0
  %119 = load ptr, ptr %118, align 8
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %119)
  %121 = load i8, ptr @packed_mix, align 8
  %122 = sext i8 %121 to i32
  %123 = load i16, ptr getelementptr inbounds (%struct.anon, ptr @packed_mix, i32 0, i32 1), align 2
  %124 = sext i16 %123 to i32
  %125 = load i32, ptr getelementptr inbounds (%struct.anon, ptr @packed_mix, i32 0, i32 2), align 4
  %126 = load i64, ptr getelementptr inbounds (%struct.anon, ptr @packed_mix, i32 0, i32 3), align 8
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %122, i32 noundef %124, i32 noundef %125, i64 noundef %126)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %128

128:                                              ; preds = %143, %116
  %129 = load i32, ptr %9, align 4
  %130 = icmp slt i32 %129, 5
  br i1 %130, label %131, label %146

131:                                              ; preds = %128
  %132 = load i32, ptr %8, align 4
  %133 = shl i32 %132, 8
  %134 = load i32, ptr %9, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [5 x i8], ptr @bytes, i64 0, i64 %135
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = or i32 %133, %138
  %140 = load i32, ptr %8, align 4
  %141 = lshr i32 %140, 24
  %142 = xor i32 %139, %141
  store i32 %142, ptr %8, align 4
  br label %143

143:                                              ; preds = %131
  %144 = load i32, ptr %9, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %9, align 4
  br label %128, !llvm.loop !10

146:                                              ; preds = %128
  %147 = load i32, ptr %8, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %147)
  %149 = load double, ptr getelementptr inbounds ([2 x double], ptr getelementptr inbounds ([3 x [2 x double]], ptr @dtab, i64 0, i64 1), i64 0, i64 1), align 8
  %150 = load double, ptr getelementptr inbounds ([3 x [2 x double]], ptr @dtab, i64 0, i64 2), align 16
  %151 = load double, ptr getelementptr inbounds ([2 x double], ptr getelementptr inbounds ([3 x [2 x double]], ptr @dtab, i64 0, i64 2), i64 0, i64 1), align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %149, double noundef %150, double noundef %151)
  %153 = load float, ptr @uinit, align 4
  %154 = fpext float %153 to double
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %154)
  %156 = load ptr, ptr @days_ptr, align 8
  %157 = getelementptr inbounds ptr, ptr %156, i64 0
  %158 = load ptr, ptr %157, align 8
  %159 = load ptr, ptr @days_ptr, align 8
  %160 = getelementptr inbounds ptr, ptr %159, i64 -1
  %161 = load ptr, ptr %160, align 8
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %158, ptr noundef %161)
  %163 = call i32 @next_id()
  store i32 %163, ptr %10, align 4
  %164 = call i32 @next_id()
  store i32 %164, ptr %11, align 4
  %165 = call i32 @next_id()
  store i32 %165, ptr %12, align 4
  %166 = load i32, ptr %10, align 4
  %167 = load i32, ptr %11, align 4
  %168 = load i32, ptr %12, align 4
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %166, i32 noundef %167, i32 noundef %168)
  %170 = load i64, ptr @big_table, align 16
  %171 = sdiv i64 %170, 1024
  store i64 %171, ptr getelementptr inbounds ([4 x i64], ptr @big_table, i64 0, i64 3), align 8
  %172 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @big_table, i64 0, i64 3), align 8
  %173 = trunc i64 %172 to i32
  %174 = load i32, ptr @counter, align 4
  %175 = add nsw i32 %174, %173
  store i32 %175, ptr @counter, align 4
  %176 = load i32, ptr @counter, align 4
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %176)
  ret i32 0
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

; Function Attrs: nounwind
declare dso_local ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @area2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %48, %1
  %8 = load i32, ptr %4, align 4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.shape, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = icmp slt i32 %8, %11
  br i1 %12, label %13, label %51

13:                                               ; preds = %7
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.shape, ptr %14, i32 0, i32 2
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.point, ptr %16, i64 %18
  store ptr %19, ptr %5, align 8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.shape, ptr %20, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.shape, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 8
  %28 = srem i32 %24, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.point, ptr %22, i64 %29
  store ptr %30, ptr %6, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.point, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = load ptr, ptr %6, align 8
  %35 = getelementptr inbounds %struct.point, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = mul nsw i32 %33, %36
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds %struct.point, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds %struct.point, ptr %41, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = mul nsw i32 %40, %43
  %45 = sub nsw i32 %37, %44
  %46 = load i32, ptr %3, align 4
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %3, align 4
  br label %48

48:                                               ; preds = %13
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %4, align 4
  br label %7, !llvm.loop !11

51:                                               ; preds = %7
  %52 = load i32, ptr %3, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = load i32, ptr @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}

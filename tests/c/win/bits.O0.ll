; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@g_vals = dso_local global [9 x i32] [i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 305419896, i32 -559038737, i32 15728880, i32 1000000], align 16
@g_big = dso_local global i64 81985529216486895, align 8
@g_short = dso_local global i16 -24142, align 2
@g_byte = dso_local global i8 -127, align 1
@g_neg = dso_local global i32 -12345, align 4
@g_limit = dso_local global i32 5000, align 4
@.str = private unnamed_addr constant [64 x i8] c"%08x pc=%d/%d/%d clz=%d ctz=%d bswap=%08x/%08x rev=%08x par=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [52 x i8] c"64: pc=%d clz=%d ctz=%d bswap=%016llx rotl=%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"bswap16=%04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"rot mix=%08x rotl8=%02x\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"np2(%u)=%d \00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [47 x i8] c"abs via mask=%d sign=%d lowbit=%d clearlow=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"flags=%016llx has10=%d has11=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"and=%x or=%x xor=%x andnot=%x not=%x\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"bitsum=%u ffs=%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %16

16:                                               ; preds = %46, %0
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %17, 9
  br i1 %18, label %19, label %49

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [9 x i32], ptr @g_vals, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %3, align 4
  %26 = call i32 @popcount_hand(i32 noundef %25)
  %27 = load i32, ptr %3, align 4
  %28 = call i32 @llvm.ctpop.i32(i32 %27)
  %29 = load i32, ptr %3, align 4
  %30 = zext i32 %29 to i64
  %31 = call i32 @popcount_swar(i64 noundef %30)
  %32 = load i32, ptr %3, align 4
  %33 = call i32 @llvm.ctlz.i32(i32 %32, i1 true)
  %34 = load i32, ptr %3, align 4
  %35 = call i32 @llvm.cttz.i32(i32 %34, i1 true)
  %36 = load i32, ptr %3, align 4
  %37 = call i32 @llvm.bswap.i32(i32 %36)
  %38 = load i32, ptr %3, align 4
  %39 = call i32 @bswap_hand(i32 noundef %38)
  %40 = load i32, ptr %3, align 4
  %41 = call i32 @reverse_bits(i32 noundef %40)
  %42 = load i32, ptr %3, align 4
  %43 = call i32 @llvm.ctpop.i32(i32 %42)
  %44 = and i32 %43, 1
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %31, i32 noundef %33, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %41, i32 noundef %44)
  br label %46

46:                                               ; preds = %19
  %47 = load i32, ptr %2, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %2, align 4
  br label %16, !llvm.loop !5

49:                                               ; preds = %16
  %50 = load i64, ptr @g_big, align 8
  store i64 %50, ptr %4, align 8
  %51 = load i64, ptr %4, align 8
  %52 = call i64 @llvm.ctpop.i64(i64 %51)
  %53 = trunc i64 %52 to i32
  %54 = load i64, ptr %4, align 8
  %55 = call i64 @llvm.ctlz.i64(i64 %54, i1 true)
  %56 = trunc i64 %55 to i32
  %57 = load i64, ptr %4, align 8
  %58 = shl i64 %57, 4
  %59 = call i64 @llvm.cttz.i64(i64 %58, i1 true)
  %60 = trunc i64 %59 to i32
  %61 = load i64, ptr %4, align 8
  %62 = call i64 @llvm.bswap.i64(i64 %61)
  %63 = load i64, ptr %4, align 8
  %64 = call i64 @rotl64(i64 noundef %63, i32 noundef 12)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %53, i32 noundef %56, i32 noundef %60, i64 noundef %62, i64 noundef %64)
  %66 = load i16, ptr @g_short, align 2
  %67 = call i16 @llvm.bswap.i16(i16 %66)
  %68 = zext i16 %67 to i32
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %68)
  store i32 -1640531527, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %70

70:                                               ; preds = %84, %49
  %71 = load i32, ptr %6, align 4
  %72 = icmp ult i32 %71, 40
  br i1 %72, label %73, label %87

73:                                               ; preds = %70
  %74 = load i32, ptr %5, align 4
  %75 = load i32, ptr %6, align 4
  %76 = call i32 @rotl32(i32 noundef %74, i32 noundef %75)
  %77 = load i32, ptr %5, align 4
  %78 = load i32, ptr %6, align 4
  %79 = add i32 %78, 1
  %80 = call i32 @rotr32(i32 noundef %77, i32 noundef %79)
  %81 = xor i32 %76, %80
  %82 = load i32, ptr %6, align 4
  %83 = xor i32 %81, %82
  store i32 %83, ptr %5, align 4
  br label %84

84:                                               ; preds = %73
  %85 = load i32, ptr %6, align 4
  %86 = add i32 %85, 3
  store i32 %86, ptr %6, align 4
  br label %70, !llvm.loop !7

87:                                               ; preds = %70
  %88 = load i32, ptr %5, align 4
  %89 = load i8, ptr @g_byte, align 1
  %90 = load i64, ptr @g_big, align 8
  %91 = and i64 %90, 3
  %92 = trunc i64 %91 to i32
  %93 = add nsw i32 %92, 0
  %94 = call i8 @rotl8(i8 noundef %89, i32 noundef %93)
  %95 = zext i8 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %88, i32 noundef %95)
  store i32 0, ptr %7, align 4
  br label %97

97:                                               ; preds = %107, %87
  %98 = load i32, ptr %7, align 4
  %99 = load i32, ptr @g_limit, align 4
  %100 = udiv i32 %99, 71
  %101 = icmp ult i32 %98, %100
  br i1 %101, label %102, label %110

102:                                              ; preds = %97
  %103 = load i32, ptr %7, align 4
  %104 = load i32, ptr %7, align 4
  %105 = call i32 @next_pow2(i32 noundef %104)
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %103, i32 noundef %105)
  br label %107

107:                                              ; preds = %102
  %108 = load i32, ptr %7, align 4
  %109 = add i32 %108, 9
  store i32 %109, ptr %7, align 4
  br label %97, !llvm.loop !8

110:                                              ; preds = %97
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %112 = load i32, ptr @g_neg, align 4
  store i32 %112, ptr %8, align 4
  %113 = load i32, ptr %8, align 4
  %114 = ashr i32 %113, 31
  store i32 %114, ptr %9, align 4
  %115 = load i32, ptr %8, align 4
  %116 = load i32, ptr %9, align 4
  %117 = xor i32 %115, %116
  %118 = load i32, ptr %9, align 4
  %119 = sub nsw i32 %117, %118
  %120 = load i32, ptr %9, align 4
  %121 = or i32 %120, 1
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %119, i32 noundef %121, i32 noundef 8, i32 noundef 32)
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %123

123:                                              ; preds = %132, %110
  %124 = load i32, ptr %11, align 4
  %125 = icmp slt i32 %124, 64
  br i1 %125, label %126, label %135

126:                                              ; preds = %123
  %127 = load i32, ptr %11, align 4
  %128 = zext i32 %127 to i64
  %129 = shl i64 1, %128
  %130 = load i64, ptr %10, align 8
  %131 = or i64 %130, %129
  store i64 %131, ptr %10, align 8
  br label %132

132:                                              ; preds = %126
  %133 = load i32, ptr %11, align 4
  %134 = add nsw i32 %133, 5
  store i32 %134, ptr %11, align 4
  br label %123, !llvm.loop !9

135:                                              ; preds = %123
  %136 = load i64, ptr %10, align 8
  %137 = load i64, ptr %10, align 8
  %138 = lshr i64 %137, 10
  %139 = and i64 %138, 1
  %140 = trunc i64 %139 to i32
  %141 = load i64, ptr %10, align 8
  %142 = lshr i64 %141, 11
  %143 = and i64 %142, 1
  %144 = trunc i64 %143 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %136, i32 noundef %140, i32 noundef %144)
  %146 = load i32, ptr getelementptr inbounds ([9 x i32], ptr @g_vals, i64 0, i64 7), align 4
  %147 = lshr i32 %146, 8
  %148 = or i32 %147, 61680
  store i32 %148, ptr %12, align 4
  %149 = load i32, ptr getelementptr inbounds ([9 x i32], ptr @g_vals, i64 0, i64 4), align 16
  %150 = and i32 %149, 4080
  store i32 %150, ptr %13, align 4
  %151 = load i32, ptr %12, align 4
  %152 = load i32, ptr %13, align 4
  %153 = and i32 %151, %152
  %154 = load i32, ptr %12, align 4
  %155 = load i32, ptr %13, align 4
  %156 = or i32 %154, %155
  %157 = load i32, ptr %12, align 4
  %158 = load i32, ptr %13, align 4
  %159 = xor i32 %157, %158
  %160 = load i32, ptr %12, align 4
  %161 = load i32, ptr %13, align 4
  %162 = xor i32 %161, -1
  %163 = and i32 %160, %162
  %164 = load i32, ptr %12, align 4
  %165 = xor i32 %164, -1
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %153, i32 noundef %156, i32 noundef %159, i32 noundef %163, i32 noundef %165)
  store i32 0, ptr %14, align 4
  store i32 1, ptr %15, align 4
  br label %167

167:                                              ; preds = %181, %135
  %168 = load i32, ptr %15, align 4
  %169 = load i32, ptr @g_limit, align 4
  %170 = icmp ult i32 %168, %169
  br i1 %170, label %171, label %184

171:                                              ; preds = %167
  %172 = load i32, ptr %15, align 4
  %173 = mul i32 %172, -1640531535
  %174 = call i32 @popcount_hand(i32 noundef %173)
  %175 = load i32, ptr %15, align 4
  %176 = mul i32 %175, 8
  %177 = call i32 @llvm.cttz.i32(i32 %176, i1 true)
  %178 = mul i32 %174, %177
  %179 = load i32, ptr %14, align 4
  %180 = add i32 %179, %178
  store i32 %180, ptr %14, align 4
  br label %181

181:                                              ; preds = %171
  %182 = load i32, ptr %15, align 4
  %183 = add i32 %182, 7
  store i32 %183, ptr %15, align 4
  br label %167, !llvm.loop !10

184:                                              ; preds = %167
  %185 = load i32, ptr %14, align 4
  %186 = load i32, ptr @g_neg, align 4
  %187 = and i32 %186, 0
  %188 = call i32 @llvm.cttz.i32(i32 %187, i1 true)
  %189 = add i32 %188, 1
  %190 = icmp eq i32 %187, 0
  %191 = select i1 %190, i32 0, i32 %189
  %192 = load i32, ptr getelementptr inbounds ([9 x i32], ptr @g_vals, i64 0, i64 1), align 4
  %193 = shl i32 %192, 7
  %194 = call i32 @llvm.cttz.i32(i32 %193, i1 true)
  %195 = add i32 %194, 1
  %196 = icmp eq i32 %193, 0
  %197 = select i1 %196, i32 0, i32 %195
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %185, i32 noundef %191, i32 noundef %197)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_hand(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = sub i32 %8, 1
  %10 = load i32, ptr %2, align 4
  %11 = and i32 %10, %9
  store i32 %11, ptr %2, align 4
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %3, align 4
  br label %4, !llvm.loop !11

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_swar(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = lshr i64 %4, 1
  %6 = and i64 %5, 6148914691236517205
  %7 = sub i64 %3, %6
  store i64 %7, ptr %2, align 8
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, 3689348814741910323
  %10 = load i64, ptr %2, align 8
  %11 = lshr i64 %10, 2
  %12 = and i64 %11, 3689348814741910323
  %13 = add i64 %9, %12
  store i64 %13, ptr %2, align 8
  %14 = load i64, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 4
  %17 = add i64 %14, %16
  %18 = and i64 %17, 1085102592571150095
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  %20 = mul i64 %19, 72340172838076673
  %21 = lshr i64 %20, 56
  %22 = trunc i64 %21 to i32
  ret i32 %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bswap_hand(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 24
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 8
  %7 = and i32 %6, 65280
  %8 = or i32 %4, %7
  %9 = load i32, ptr %2, align 4
  %10 = shl i32 %9, 8
  %11 = and i32 %10, 16711680
  %12 = or i32 %8, %11
  %13 = load i32, ptr %2, align 4
  %14 = shl i32 %13, 24
  %15 = or i32 %12, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, ptr %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, ptr %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 16711935
  %27 = load i32, ptr %2, align 4
  %28 = and i32 %27, 16711935
  %29 = shl i32 %28, 8
  %30 = or i32 %26, %29
  store i32 %30, ptr %2, align 4
  %31 = load i32, ptr %2, align 4
  %32 = lshr i32 %31, 16
  %33 = load i32, ptr %2, align 4
  %34 = shl i32 %33, 16
  %35 = or i32 %32, %34
  ret i32 %35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 64, %10
  %12 = zext i32 %11 to i64
  %13 = lshr i64 %9, %12
  %14 = or i64 %8, %13
  ret i64 %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 31
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = shl i32 %7, %8
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 32, %11
  %13 = and i32 %12, 31
  %14 = lshr i32 %10, %13
  %15 = or i32 %9, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotr32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 31
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = lshr i32 %7, %8
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 32, %11
  %13 = and i32 %12, 31
  %14 = shl i32 %10, %13
  %15 = or i32 %9, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @rotl8(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = shl i32 %6, %7
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 8, %11
  %13 = ashr i32 %10, %12
  %14 = or i32 %8, %13
  %15 = trunc i32 %14 to i8
  ret i8 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ule i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @llvm.ctlz.i32(i32 %8, i1 true)
  %10 = sub nsw i32 32, %9
  %11 = shl i32 1, %10
  br label %12

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 1, %5 ], [ %11, %6 ]
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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

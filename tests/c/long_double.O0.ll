; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [8 x i8] c"varargs\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@vthree = internal global x86_fp80 0xK4000C000000000000000, align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"pick\00", align 1
@checksum = internal global i32 0, align 4
@vtwo = internal global x86_fp80 0xK40008000000000000000, align 16
@vone = internal global x86_fp80 0xK3FFF8000000000000000, align 16
@.str.3 = private unnamed_addr constant [15 x i8] c"checksum %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"harmonic1000\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"30!\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"pi\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"newton sqrt2\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"recurrence\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"underflow\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"overflow after %d steps: %Lg\0A\00", align 1
@__const.conversions.ints = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 123456789, i64 -987654321012, i64 9223372036854775807, i64 -9223372036854775808, i64 4611686018427387904], align 16
@.str.12 = private unnamed_addr constant [26 x i8] c"ll %lld -> %.0Lf -> %lld\0A\00", align 1
@__const.conversions.us = private unnamed_addr constant [4 x i64] [i64 0, i64 -1, i64 -9223372036854775808, i64 -6101065172474983726], align 16
@.str.13 = private unnamed_addr constant [27 x i8] c"ull %llu -> %.0Lf -> %llu\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"i128\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"u128max\00", align 1
@.str.16 = private unnamed_addr constant [23 x i8] c"to i128: %llx %016llx\0A\00", align 1
@__const.conversions.vals = private unnamed_addr constant [8 x x86_fp80] [x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xKBFFFC000000000000000, x86_fp80 0xK4000BFFE5C91D14E3BCD, x86_fp80 0xKC000BFFE5C91D14E3BCD, x86_fp80 0xK403ADE0B6B3A76400000, x86_fp80 0xK400EFFFFFD70A3D70A3D], align 16
@.str.17 = private unnamed_addr constant [45 x i8] c"trunc %Lg: int %d short %d uint %u ull %llu\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"from double\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"  back %a %a\0A\00", align 1
@__const.conversions.fs = private unnamed_addr constant [3 x float] [float 0x3FB99999A0000000, float -3.500000e+00, float 0x37A16C2000000000], align 4
@.str.20 = private unnamed_addr constant [11 x i8] c"from float\00", align 1
@__const.conversions.narrow = private unnamed_addr constant [9 x x86_fp80] [x86_fp80 0xK3FFF8000000000000400, x86_fp80 0xK3FFF8000000000000401, x86_fp80 0xK3FFF8000000000000C00, x86_fp80 0xK43FEFFFFFFFFFFFFFC00, x86_fp80 0xK3BCC8000000000000000, x86_fp80 0xK3BCCC000000000000000, x86_fp80 0xK0C179C3D73864F3805C0, x86_fp80 0xKF3E6D1BA8323FE558C61, x86_fp80 0xK3F6A8000008000000000], align 16
@.str.21 = private unnamed_addr constant [28 x i8] c"narrow %La -> %016llx %08x\0A\00", align 1
@vzero = internal global x86_fp80 0xK00000000000000000000, align 16
@.str.22 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"0/0\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"-(0/0)\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"inf-inf\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"0*inf\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"nan+1\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"min/2\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"true min\00", align 1
@.str.30 = private unnamed_addr constant [11 x i8] c"true min/2\00", align 1
@.str.31 = private unnamed_addr constant [15 x i8] c"1.5 true min/2\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"max*2\00", align 1
@.str.33 = private unnamed_addr constant [8 x i8] c"max+max\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"0*-1\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"1-1\00", align 1
@.str.37 = private unnamed_addr constant [4 x i8] c"1/3\00", align 1
@.str.38 = private unnamed_addr constant [4 x i8] c"2/3\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"(1/3)*3\00", align 1
@.str.40 = private unnamed_addr constant [13 x i8] c"1e-4950*1e10\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"q1+q2\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"s1+q1\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"s1*2\00", align 1
@.str.44 = private unnamed_addr constant [6 x i8] c"q2/q1\00", align 1
@.str.45 = private unnamed_addr constant [6 x i8] c"q1-q2\00", align 1
@.str.46 = private unnamed_addr constant [13 x i8] c"pseudo-den+0\00", align 1
@.str.47 = private unnamed_addr constant [11 x i8] c"unnormal+1\00", align 1
@.str.48 = private unnamed_addr constant [23 x i8] c"unnormal cmp %d %d %d\0A\00", align 1
@.str.49 = private unnamed_addr constant [3 x i8] c"%x\00", align 1
@.str.50 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.51 = private unnamed_addr constant [52 x i8] c"isnan %d %d isinf %d %d finite %d %d signbit %d %d\0A\00", align 1
@.str.52 = private unnamed_addr constant [27 x i8] c"fpclassify %d %d %d %d %d\0A\00", align 1
@.str.53 = private unnamed_addr constant [31 x i8] c"nan to double %016llx %016llx\0A\00", align 1
@.str.54 = private unnamed_addr constant [11 x i8] c"double nan\00", align 1
@dzero = internal global double 0.000000e+00, align 8
@__const.formats.v = private unnamed_addr constant [23 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK80000000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKBFFFC000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK4000A000000000000000, x86_fp80 0xK4000E000000000000000, x86_fp80 0xK40209502F90000000000, x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, x86_fp80 0xK4019EB79A2A3F35BA6E7, x86_fp80 0xK3FF28173F7B84CA6E678, x86_fp80 0xK4012F423F80000000000, x86_fp80 0xK73E6D1BA8323FE558C61, x86_fp80 0xK8C179C3D73864F3805C0, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK00018000000000000000, x86_fp80 0xK00000000000000000001, x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xK40029800000000000000, x86_fp80 0xK3FFACCCCCCCCCCCCCCCD, x86_fp80 0xK4041AD78EBC5AC620000, x86_fp80 0xK3FFFFFFFFFFFFFFFFFFF], align 16
@.str.55 = private unnamed_addr constant [4 x i8] c"%Lf\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"%.0Lf\00", align 1
@.str.57 = private unnamed_addr constant [6 x i8] c"%.1Lf\00", align 1
@.str.58 = private unnamed_addr constant [6 x i8] c"%.3Lf\00", align 1
@.str.59 = private unnamed_addr constant [7 x i8] c"%.20Lf\00", align 1
@.str.60 = private unnamed_addr constant [4 x i8] c"%Le\00", align 1
@.str.61 = private unnamed_addr constant [6 x i8] c"%.0Le\00", align 1
@.str.62 = private unnamed_addr constant [6 x i8] c"%.3Le\00", align 1
@.str.63 = private unnamed_addr constant [7 x i8] c"%.30Le\00", align 1
@.str.64 = private unnamed_addr constant [4 x i8] c"%LE\00", align 1
@.str.65 = private unnamed_addr constant [4 x i8] c"%Lg\00", align 1
@.str.66 = private unnamed_addr constant [6 x i8] c"%.3Lg\00", align 1
@.str.67 = private unnamed_addr constant [7 x i8] c"%.10Lg\00", align 1
@.str.68 = private unnamed_addr constant [7 x i8] c"%.20Lg\00", align 1
@.str.69 = private unnamed_addr constant [7 x i8] c"%.21Lg\00", align 1
@.str.70 = private unnamed_addr constant [5 x i8] c"%#Lg\00", align 1
@.str.71 = private unnamed_addr constant [4 x i8] c"%LG\00", align 1
@.str.72 = private unnamed_addr constant [4 x i8] c"%La\00", align 1
@.str.73 = private unnamed_addr constant [4 x i8] c"%LA\00", align 1
@.str.74 = private unnamed_addr constant [6 x i8] c"%.0La\00", align 1
@.str.75 = private unnamed_addr constant [6 x i8] c"%.3La\00", align 1
@.str.76 = private unnamed_addr constant [7 x i8] c"%.20La\00", align 1
@.str.77 = private unnamed_addr constant [9 x i8] c"%+12.4Lf\00", align 1
@.str.78 = private unnamed_addr constant [10 x i8] c"%-14.3Le|\00", align 1
@.str.79 = private unnamed_addr constant [9 x i8] c"%014.2Lf\00", align 1
@.str.80 = private unnamed_addr constant [5 x i8] c"% Lg\00", align 1
@.str.81 = private unnamed_addr constant [7 x i8] c"%#.0Lf\00", align 1
@.str.82 = private unnamed_addr constant [7 x i8] c"%#.0Le\00", align 1
@__const.formats.fmts = private unnamed_addr constant [28 x ptr] [ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59, ptr @.str.60, ptr @.str.61, ptr @.str.62, ptr @.str.63, ptr @.str.64, ptr @.str.65, ptr @.str.66, ptr @.str.67, ptr @.str.68, ptr @.str.69, ptr @.str.70, ptr @.str.71, ptr @.str.72, ptr @.str.73, ptr @.str.74, ptr @.str.75, ptr @.str.76, ptr @.str.77, ptr @.str.78, ptr @.str.79, ptr @.str.80, ptr @.str.81, ptr @.str.82], align 16
@.str.83 = private unnamed_addr constant [32 x i8] c"[%.40s...(%u chars, hash %08x)]\00", align 1
@.str.84 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.85 = private unnamed_addr constant [54 x i8] c"[%Lf][%Le][%Lg][%La][%10Lf][%-10Le|][%+Lg][%LF][%LE]\0A\00", align 1
@.str.86 = private unnamed_addr constant [28 x i8] c"[%.40Lf]\0A[%.45Le]\0A[%.40Lg]\0A\00", align 1
@.str.87 = private unnamed_addr constant [20 x i8] c"[%*.*Lf][%-*.*Le|]\0A\00", align 1
@.str.88 = private unnamed_addr constant [21 x i8] c"[%Lf %f %Lf %d %Le]\0A\00", align 1
@__const.libm.xs = private unnamed_addr constant [9 x x86_fp80] [x86_fp80 0xK4000A000000000000000, x86_fp80 0xKC000A000000000000000, x86_fp80 0xK4000E000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF, x86_fp80 0xK4062C9F2C9CD04674EDF, x86_fp80 0xKC001E000000000000000, x86_fp80 0xK00000000000000000000, x86_fp80 0xK80000000000000000000], align 16
@.str.89 = private unnamed_addr constant [54 x i8] c"%Lg: floor %Lg ceil %Lg trunc %Lg round %Lg fabs %Lg\0A\00", align 1
@.str.90 = private unnamed_addr constant [6 x i8] c"sqrt2\00", align 1
@.str.91 = private unnamed_addr constant [6 x i8] c"sqrt3\00", align 1
@.str.92 = private unnamed_addr constant [14 x i8] c"sqrt(1e-4940)\00", align 1
@.str.93 = private unnamed_addr constant [9 x i8] c"sqrt(-1)\00", align 1
@.str.94 = private unnamed_addr constant [11 x i8] c"fmod(10,3)\00", align 1
@.str.95 = private unnamed_addr constant [14 x i8] c"fmod(-1e30,7)\00", align 1
@.str.96 = private unnamed_addr constant [15 x i8] c"fmod(1e4000,3)\00", align 1
@.str.97 = private unnamed_addr constant [10 x i8] c"fmod(1,0)\00", align 1
@.str.98 = private unnamed_addr constant [16 x i8] c"ldexp(1,-16400)\00", align 1
@.str.99 = private unnamed_addr constant [16 x i8] c"ldexp(3,-16446)\00", align 1
@.str.100 = private unnamed_addr constant [15 x i8] c"ldexp(1,20000)\00", align 1
@.str.101 = private unnamed_addr constant [14 x i8] c"frexp %La %d\0A\00", align 1
@.str.102 = private unnamed_addr constant [9 x i8] c"copysign\00", align 1
@.str.103 = private unnamed_addr constant [4 x i8] c"fma\00", align 1
@.str.104 = private unnamed_addr constant [8 x i8] c"mul+add\00", align 1
@.str.105 = private unnamed_addr constant [5 x i8] c"fmax\00", align 1
@.str.106 = private unnamed_addr constant [5 x i8] c"fmin\00", align 1
@.str.107 = private unnamed_addr constant [9 x i8] c"fmax nan\00", align 1
@.str.108 = private unnamed_addr constant [10 x i8] c"modf frac\00", align 1
@.str.109 = private unnamed_addr constant [11 x i8] c"modf whole\00", align 1
@.str.110 = private unnamed_addr constant [9 x i8] c"modf inf\00", align 1
@.str.111 = private unnamed_addr constant [5 x i8] c"rint\00", align 1
@.str.112 = private unnamed_addr constant [10 x i8] c"nearbyint\00", align 1
@.str.113 = private unnamed_addr constant [7 x i8] c"scalbn\00", align 1
@.str.114 = private unnamed_addr constant [8 x i8] c"scalbln\00", align 1
@.str.115 = private unnamed_addr constant [13 x i8] c"copysign nan\00", align 1
@.str.116 = private unnamed_addr constant [31 x i8] c"%-16s %04x:%016llx %La %.25Lg\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @loops()
  call void @conversions()
  call void @specials()
  call void @formats()
  call void @libm()
  %3 = call x86_fp80 (i32, ...) @sum_ld(i32 noundef 5, i32 noundef 0, x86_fp80 noundef 0xK3FFFA000000000000000, i32 noundef 1, double noundef 2.500000e+00, i32 noundef 2, i64 noundef 7, i32 noundef 0, x86_fp80 noundef 0xK3FBCBCE5086492111AEB, i32 noundef 0, x86_fp80 noundef 0xKBFFC8000000000000000)
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  call void @bits(ptr noundef @.str, x86_fp80 noundef %4)
  %5 = load volatile x86_fp80, ptr @vthree, align 16
  %6 = call x86_fp80 @mix(x86_fp80 noundef 0xK3FFFC000000000000000, double noundef 2.500000e-01, x86_fp80 noundef %5, i32 noundef 7, float noundef 5.000000e-01)
  call void @bits(ptr noundef @.str.1, x86_fp80 noundef %6)
  %7 = load i32, ptr @checksum, align 4
  %8 = and i32 %7, 1
  %9 = load volatile x86_fp80, ptr @vtwo, align 16
  %10 = load volatile x86_fp80, ptr @vthree, align 16
  %11 = fneg x86_fp80 %10
  %12 = call x86_fp80 @pick(i32 noundef %8, x86_fp80 noundef %9, x86_fp80 noundef %11)
  %13 = load volatile x86_fp80, ptr @vone, align 16
  %14 = load volatile x86_fp80, ptr @vtwo, align 16
  %15 = call x86_fp80 @mix(x86_fp80 noundef %13, double noundef 2.000000e+00, x86_fp80 noundef %14, i32 noundef 3, float noundef 1.000000e+00)
  %16 = fadd x86_fp80 %12, %15
  call void @bits(ptr noundef @.str.2, x86_fp80 noundef %16)
  %17 = load i32, ptr @checksum, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %17)
  %19 = load i32, ptr @checksum, align 4
  %20 = urem i32 %19, 200
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @loops() #0 {
  %1 = alloca x86_fp80, align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca i32, align 4
  %13 = alloca x86_fp80, align 16
  %14 = alloca i32, align 4
  %15 = alloca x86_fp80, align 16
  %16 = alloca i32, align 4
  %17 = alloca x86_fp80, align 16
  %18 = alloca i32, align 4
  %19 = alloca x86_fp80, align 16
  %20 = alloca i32, align 4
  store x86_fp80 0xK00000000000000000000, ptr %1, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %2, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %3, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %4, align 16
  store i32 1, ptr %5, align 4
  br label %21

21:                                               ; preds = %30, %0
  %22 = load i32, ptr %5, align 4
  %23 = icmp sle i32 %22, 1000
  br i1 %23, label %24, label %33

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4
  %26 = sitofp i32 %25 to x86_fp80
  %27 = fdiv x86_fp80 0xK3FFF8000000000000000, %26
  %28 = load x86_fp80, ptr %1, align 16
  %29 = fadd x86_fp80 %28, %27
  store x86_fp80 %29, ptr %1, align 16
  br label %30

30:                                               ; preds = %24
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %21, !llvm.loop !6

33:                                               ; preds = %21
  %34 = load x86_fp80, ptr %1, align 16
  call void @bits(ptr noundef @.str.4, x86_fp80 noundef %34)
  store i32 1, ptr %6, align 4
  br label %35

35:                                               ; preds = %46, %33
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 25
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, ptr %6, align 4
  %40 = sitofp i32 %39 to x86_fp80
  %41 = load x86_fp80, ptr %3, align 16
  %42 = fdiv x86_fp80 %41, %40
  store x86_fp80 %42, ptr %3, align 16
  %43 = load x86_fp80, ptr %3, align 16
  %44 = load x86_fp80, ptr %2, align 16
  %45 = fadd x86_fp80 %44, %43
  store x86_fp80 %45, ptr %2, align 16
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %6, align 4
  br label %35, !llvm.loop !8

49:                                               ; preds = %35
  %50 = load x86_fp80, ptr %2, align 16
  call void @bits(ptr noundef @.str.5, x86_fp80 noundef %50)
  store i32 1, ptr %7, align 4
  br label %51

51:                                               ; preds = %59, %49
  %52 = load i32, ptr %7, align 4
  %53 = icmp sle i32 %52, 30
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = load i32, ptr %7, align 4
  %56 = sitofp i32 %55 to x86_fp80
  %57 = load x86_fp80, ptr %4, align 16
  %58 = fmul x86_fp80 %57, %56
  store x86_fp80 %58, ptr %4, align 16
  br label %59

59:                                               ; preds = %54
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %51, !llvm.loop !9

62:                                               ; preds = %51
  %63 = load x86_fp80, ptr %4, align 16
  call void @bits(ptr noundef @.str.6, x86_fp80 noundef %63)
  store x86_fp80 0xK00000000000000000000, ptr %8, align 16
  store x86_fp80 0xK00000000000000000000, ptr %9, align 16
  store x86_fp80 0xK3FFCCCCCCCCCCCCCCCCD, ptr %10, align 16
  store x86_fp80 0xK3FF7891AC73AE9819B50, ptr %11, align 16
  store i32 0, ptr %12, align 4
  br label %64

64:                                               ; preds = %106, %62
  %65 = load i32, ptr %12, align 4
  %66 = icmp slt i32 %65, 30
  br i1 %66, label %67, label %109

67:                                               ; preds = %64
  %68 = load i32, ptr %12, align 4
  %69 = srem i32 %68, 2
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %74

71:                                               ; preds = %67
  %72 = load x86_fp80, ptr %10, align 16
  %73 = fneg x86_fp80 %72
  br label %76

74:                                               ; preds = %67
  %75 = load x86_fp80, ptr %10, align 16
  br label %76

76:                                               ; preds = %74, %71
  %77 = phi x86_fp80 [ %73, %71 ], [ %75, %74 ]
  %78 = load i32, ptr %12, align 4
  %79 = mul nsw i32 2, %78
  %80 = add nsw i32 %79, 1
  %81 = sitofp i32 %80 to x86_fp80
  %82 = fdiv x86_fp80 %77, %81
  %83 = load x86_fp80, ptr %8, align 16
  %84 = fadd x86_fp80 %83, %82
  store x86_fp80 %84, ptr %8, align 16
  %85 = load i32, ptr %12, align 4
  %86 = srem i32 %85, 2
  %87 = icmp ne i32 %86, 0
  br i1 %87, label %88, label %91

88:                                               ; preds = %76
  %89 = load x86_fp80, ptr %11, align 16
  %90 = fneg x86_fp80 %89
  br label %93

91:                                               ; preds = %76
  %92 = load x86_fp80, ptr %11, align 16
  br label %93

93:                                               ; preds = %91, %88
  %94 = phi x86_fp80 [ %90, %88 ], [ %92, %91 ]
  %95 = load i32, ptr %12, align 4
  %96 = mul nsw i32 2, %95
  %97 = add nsw i32 %96, 1
  %98 = sitofp i32 %97 to x86_fp80
  %99 = fdiv x86_fp80 %94, %98
  %100 = load x86_fp80, ptr %9, align 16
  %101 = fadd x86_fp80 %100, %99
  store x86_fp80 %101, ptr %9, align 16
  %102 = load x86_fp80, ptr %10, align 16
  %103 = fdiv x86_fp80 %102, 0xK4003C800000000000000
  store x86_fp80 %103, ptr %10, align 16
  %104 = load x86_fp80, ptr %11, align 16
  %105 = fdiv x86_fp80 %104, 0xK400EDF21000000000000
  store x86_fp80 %105, ptr %11, align 16
  br label %106

106:                                              ; preds = %93
  %107 = load i32, ptr %12, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %12, align 4
  br label %64, !llvm.loop !10

109:                                              ; preds = %64
  %110 = load x86_fp80, ptr %8, align 16
  %111 = load x86_fp80, ptr %9, align 16
  %112 = fmul x86_fp80 0xK40018000000000000000, %111
  %113 = fneg x86_fp80 %112
  %114 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 0xK40038000000000000000, x86_fp80 %110, x86_fp80 %113)
  call void @bits(ptr noundef @.str.7, x86_fp80 noundef %114)
  store x86_fp80 0xK40008000000000000000, ptr %13, align 16
  store i32 0, ptr %14, align 4
  br label %115

115:                                              ; preds = %124, %109
  %116 = load i32, ptr %14, align 4
  %117 = icmp slt i32 %116, 8
  br i1 %117, label %118, label %127

118:                                              ; preds = %115
  %119 = load x86_fp80, ptr %13, align 16
  %120 = load x86_fp80, ptr %13, align 16
  %121 = fdiv x86_fp80 0xK40008000000000000000, %120
  %122 = fadd x86_fp80 %119, %121
  %123 = fdiv x86_fp80 %122, 0xK40008000000000000000
  store x86_fp80 %123, ptr %13, align 16
  br label %124

124:                                              ; preds = %118
  %125 = load i32, ptr %14, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %14, align 4
  br label %115, !llvm.loop !11

127:                                              ; preds = %115
  %128 = load x86_fp80, ptr %13, align 16
  call void @bits(ptr noundef @.str.8, x86_fp80 noundef %128)
  store x86_fp80 0xK3FFF8000000000000000, ptr %15, align 16
  store i32 0, ptr %16, align 4
  br label %129

129:                                              ; preds = %140, %127
  %130 = load i32, ptr %16, align 4
  %131 = icmp slt i32 %130, 100
  br i1 %131, label %132, label %143

132:                                              ; preds = %129
  %133 = load x86_fp80, ptr %15, align 16
  %134 = load i32, ptr %16, align 4
  %135 = add nsw i32 %134, 1
  %136 = sitofp i32 %135 to x86_fp80
  %137 = fdiv x86_fp80 0xK3FFB8000000000000000, %136
  %138 = fneg x86_fp80 %137
  %139 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %133, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %138)
  store x86_fp80 %139, ptr %15, align 16
  br label %140

140:                                              ; preds = %132
  %141 = load i32, ptr %16, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %16, align 4
  br label %129, !llvm.loop !12

143:                                              ; preds = %129
  %144 = load x86_fp80, ptr %15, align 16
  call void @bits(ptr noundef @.str.9, x86_fp80 noundef %144)
  store x86_fp80 0xK00018000000000000000, ptr %17, align 16
  store i32 0, ptr %18, align 4
  br label %145

145:                                              ; preds = %151, %143
  %146 = load i32, ptr %18, align 4
  %147 = icmp slt i32 %146, 70
  br i1 %147, label %148, label %154

148:                                              ; preds = %145
  %149 = load x86_fp80, ptr %17, align 16
  %150 = fdiv x86_fp80 %149, 0xK4000C000000000000000
  store x86_fp80 %150, ptr %17, align 16
  br label %151

151:                                              ; preds = %148
  %152 = load i32, ptr %18, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %18, align 4
  br label %145, !llvm.loop !13

154:                                              ; preds = %145
  %155 = load x86_fp80, ptr %17, align 16
  call void @bits(ptr noundef @.str.10, x86_fp80 noundef %155)
  store x86_fp80 0xK3FFF8000000000000000, ptr %19, align 16
  store i32 0, ptr %20, align 4
  br label %156

156:                                              ; preds = %164, %154
  %157 = load x86_fp80, ptr %19, align 16
  %158 = fcmp olt x86_fp80 %157, 0xK7FFEFFFFFFFFFFFFFFFF
  br i1 %158, label %159, label %162

159:                                              ; preds = %156
  %160 = load i32, ptr %20, align 4
  %161 = icmp slt i32 %160, 20000
  br label %162

162:                                              ; preds = %159, %156
  %163 = phi i1 [ false, %156 ], [ %161, %159 ]
  br i1 %163, label %164, label %169

164:                                              ; preds = %162
  %165 = load x86_fp80, ptr %19, align 16
  %166 = fmul x86_fp80 %165, 0xK414B924D692CA61BE758
  store x86_fp80 %166, ptr %19, align 16
  %167 = load i32, ptr %20, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %20, align 4
  br label %156, !llvm.loop !14

169:                                              ; preds = %162
  %170 = load i32, ptr %20, align 4
  %171 = load x86_fp80, ptr %19, align 16
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %170, x86_fp80 noundef %171)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conversions() #0 {
  %1 = alloca [8 x i64], align 16
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca [4 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 16
  %7 = alloca [6 x i128], align 16
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca i128, align 16
  %12 = alloca [8 x x86_fp80], align 16
  %13 = alloca i32, align 4
  %14 = alloca [5 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca [3 x float], align 4
  %18 = alloca i32, align 4
  %19 = alloca [9 x x86_fp80], align 16
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca float, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.conversions.ints, i64 64, i1 false)
  store i32 0, ptr %2, align 4
  br label %25

25:                                               ; preds = %42, %0
  %26 = load i32, ptr %2, align 4
  %27 = icmp slt i32 %26, 8
  br i1 %27, label %28, label %45

28:                                               ; preds = %25
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x i64], ptr %1, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = sitofp i64 %32 to x86_fp80
  store x86_fp80 %33, ptr %3, align 16
  %34 = load i32, ptr %2, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [8 x i64], ptr %1, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = load x86_fp80, ptr %3, align 16
  %39 = load x86_fp80, ptr %3, align 16
  %40 = fptosi x86_fp80 %39 to i64
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %37, x86_fp80 noundef %38, i64 noundef %40)
  br label %42

42:                                               ; preds = %28
  %43 = load i32, ptr %2, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %2, align 4
  br label %25, !llvm.loop !15

45:                                               ; preds = %25
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.conversions.us, i64 32, i1 false)
  store i32 0, ptr %5, align 4
  br label %46

46:                                               ; preds = %63, %45
  %47 = load i32, ptr %5, align 4
  %48 = icmp slt i32 %47, 4
  br i1 %48, label %49, label %66

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = uitofp i64 %53 to x86_fp80
  store x86_fp80 %54, ptr %6, align 16
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 %56
  %58 = load i64, ptr %57, align 8
  %59 = load x86_fp80, ptr %6, align 16
  %60 = load x86_fp80, ptr %6, align 16
  %61 = fptoui x86_fp80 %60 to i64
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %58, x86_fp80 noundef %59, i64 noundef %61)
  br label %63

63:                                               ; preds = %49
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %5, align 4
  br label %46, !llvm.loop !16

66:                                               ; preds = %46
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 96, i1 false)
  %67 = getelementptr inbounds [6 x i128], ptr %7, i32 0, i32 0
  store i128 1267650600228229401496703205377, ptr %67, align 16
  %68 = getelementptr inbounds [6 x i128], ptr %7, i32 0, i32 1
  store i128 -1237940039285380274899136569, ptr %68, align 16
  %69 = getelementptr inbounds [6 x i128], ptr %7, i32 0, i32 2
  store i128 18446744073709552641, ptr %69, align 16
  %70 = getelementptr inbounds [6 x i128], ptr %7, i32 0, i32 3
  store i128 18446744073709554688, ptr %70, align 16
  %71 = getelementptr inbounds [6 x i128], ptr %7, i32 0, i32 4
  store i128 18446744073709552640, ptr %71, align 16
  %72 = getelementptr inbounds [6 x i128], ptr %7, i32 0, i32 5
  store i128 -1, ptr %72, align 16
  store i32 0, ptr %8, align 4
  br label %73

73:                                               ; preds = %82, %66
  %74 = load i32, ptr %8, align 4
  %75 = icmp slt i32 %74, 6
  br i1 %75, label %76, label %85

76:                                               ; preds = %73
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [6 x i128], ptr %7, i64 0, i64 %78
  %80 = load i128, ptr %79, align 16
  %81 = sitofp i128 %80 to x86_fp80
  call void @bits(ptr noundef @.str.14, x86_fp80 noundef %81)
  br label %82

82:                                               ; preds = %76
  %83 = load i32, ptr %8, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %8, align 4
  br label %73, !llvm.loop !17

85:                                               ; preds = %73
  store i128 -1, ptr %9, align 16
  %86 = load i128, ptr %9, align 16
  %87 = uitofp i128 %86 to x86_fp80
  call void @bits(ptr noundef @.str.15, x86_fp80 noundef %87)
  store x86_fp80 0xK4062F951A9FA3A286C95, ptr %10, align 16
  %88 = load x86_fp80, ptr %10, align 16
  %89 = fptosi x86_fp80 %88 to i128
  store i128 %89, ptr %11, align 16
  %90 = load i128, ptr %11, align 16
  %91 = ashr i128 %90, 64
  %92 = trunc i128 %91 to i64
  %93 = load i128, ptr %11, align 16
  %94 = trunc i128 %93 to i64
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %92, i64 noundef %94)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.conversions.vals, i64 128, i1 false)
  store i32 0, ptr %13, align 4
  br label %96

96:                                               ; preds = %168, %85
  %97 = load i32, ptr %13, align 4
  %98 = icmp slt i32 %97, 8
  br i1 %98, label %99, label %171

99:                                               ; preds = %96
  %100 = load i32, ptr %13, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %101
  %103 = load x86_fp80, ptr %102, align 16
  %104 = load i32, ptr %13, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %105
  %107 = load x86_fp80, ptr %106, align 16
  %108 = fcmp olt x86_fp80 %107, 0xK401E8000000000000000
  br i1 %108, label %109, label %115

109:                                              ; preds = %99
  %110 = load i32, ptr %13, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %111
  %113 = load x86_fp80, ptr %112, align 16
  %114 = fptosi x86_fp80 %113 to i32
  br label %116

115:                                              ; preds = %99
  br label %116

116:                                              ; preds = %115, %109
  %117 = phi i32 [ %114, %109 ], [ 0, %115 ]
  %118 = load i32, ptr %13, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %119
  %121 = load x86_fp80, ptr %120, align 16
  %122 = fcmp olt x86_fp80 %121, 0xK400E8000000000000000
  br i1 %122, label %123, label %130

123:                                              ; preds = %116
  %124 = load i32, ptr %13, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %125
  %127 = load x86_fp80, ptr %126, align 16
  %128 = fptosi x86_fp80 %127 to i16
  %129 = sext i16 %128 to i32
  br label %131

130:                                              ; preds = %116
  br label %131

131:                                              ; preds = %130, %123
  %132 = phi i32 [ %129, %123 ], [ 0, %130 ]
  %133 = load i32, ptr %13, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %134
  %136 = load x86_fp80, ptr %135, align 16
  %137 = fcmp oge x86_fp80 %136, 0xK00000000000000000000
  br i1 %137, label %138, label %150

138:                                              ; preds = %131
  %139 = load i32, ptr %13, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %140
  %142 = load x86_fp80, ptr %141, align 16
  %143 = fcmp olt x86_fp80 %142, 0xK401F8000000000000000
  br i1 %143, label %144, label %150

144:                                              ; preds = %138
  %145 = load i32, ptr %13, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %146
  %148 = load x86_fp80, ptr %147, align 16
  %149 = fptoui x86_fp80 %148 to i32
  br label %151

150:                                              ; preds = %138, %131
  br label %151

151:                                              ; preds = %150, %144
  %152 = phi i32 [ %149, %144 ], [ 0, %150 ]
  %153 = load i32, ptr %13, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %154
  %156 = load x86_fp80, ptr %155, align 16
  %157 = fcmp oge x86_fp80 %156, 0xK00000000000000000000
  br i1 %157, label %158, label %164

158:                                              ; preds = %151
  %159 = load i32, ptr %13, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [8 x x86_fp80], ptr %12, i64 0, i64 %160
  %162 = load x86_fp80, ptr %161, align 16
  %163 = fptoui x86_fp80 %162 to i64
  br label %165

164:                                              ; preds = %151
  br label %165

165:                                              ; preds = %164, %158
  %166 = phi i64 [ %163, %158 ], [ 0, %164 ]
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, x86_fp80 noundef %103, i32 noundef %117, i32 noundef %132, i32 noundef %152, i64 noundef %166)
  br label %168

168:                                              ; preds = %165
  %169 = load i32, ptr %13, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %13, align 4
  br label %96, !llvm.loop !18

171:                                              ; preds = %96
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 40, i1 false)
  %172 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 0
  store double 1.000000e-01, ptr %172, align 16
  %173 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 1
  store double -1.000000e-310, ptr %173, align 8
  %174 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 2
  store double 1.000000e+308, ptr %174, align 16
  %175 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 3
  store double 0x400921FB54442D18, ptr %175, align 8
  %176 = getelementptr inbounds [5 x double], ptr %14, i32 0, i32 4
  store double 4.940660e-324, ptr %176, align 16
  store i32 0, ptr %15, align 4
  br label %177

177:                                              ; preds = %193, %171
  %178 = load i32, ptr %15, align 4
  %179 = icmp slt i32 %178, 5
  br i1 %179, label %180, label %196

180:                                              ; preds = %177
  %181 = load i32, ptr %15, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [5 x double], ptr %14, i64 0, i64 %182
  %184 = load double, ptr %183, align 8
  %185 = fpext double %184 to x86_fp80
  store x86_fp80 %185, ptr %16, align 16
  %186 = load x86_fp80, ptr %16, align 16
  call void @bits(ptr noundef @.str.18, x86_fp80 noundef %186)
  %187 = load x86_fp80, ptr %16, align 16
  %188 = fptrunc x86_fp80 %187 to double
  %189 = load x86_fp80, ptr %16, align 16
  %190 = fmul x86_fp80 %189, 0xK4000C000000000000000
  %191 = fptrunc x86_fp80 %190 to double
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %188, double noundef %191)
  br label %193

193:                                              ; preds = %180
  %194 = load i32, ptr %15, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %15, align 4
  br label %177, !llvm.loop !19

196:                                              ; preds = %177
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @__const.conversions.fs, i64 12, i1 false)
  store i32 0, ptr %18, align 4
  br label %197

197:                                              ; preds = %206, %196
  %198 = load i32, ptr %18, align 4
  %199 = icmp slt i32 %198, 3
  br i1 %199, label %200, label %209

200:                                              ; preds = %197
  %201 = load i32, ptr %18, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [3 x float], ptr %17, i64 0, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = fpext float %204 to x86_fp80
  call void @bits(ptr noundef @.str.20, x86_fp80 noundef %205)
  br label %206

206:                                              ; preds = %200
  %207 = load i32, ptr %18, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %18, align 4
  br label %197, !llvm.loop !20

209:                                              ; preds = %197
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.conversions.narrow, i64 144, i1 false)
  store i32 0, ptr %20, align 4
  br label %210

210:                                              ; preds = %231, %209
  %211 = load i32, ptr %20, align 4
  %212 = icmp slt i32 %211, 9
  br i1 %212, label %213, label %234

213:                                              ; preds = %210
  %214 = load i32, ptr %20, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [9 x x86_fp80], ptr %19, i64 0, i64 %215
  %217 = load x86_fp80, ptr %216, align 16
  %218 = fptrunc x86_fp80 %217 to double
  store double %218, ptr %21, align 8
  %219 = load i32, ptr %20, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [9 x x86_fp80], ptr %19, i64 0, i64 %220
  %222 = load x86_fp80, ptr %221, align 16
  %223 = fptrunc x86_fp80 %222 to float
  store float %223, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %21, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %22, i64 4, i1 false)
  %224 = load i32, ptr %20, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [9 x x86_fp80], ptr %19, i64 0, i64 %225
  %227 = load x86_fp80, ptr %226, align 16
  %228 = load i64, ptr %23, align 8
  %229 = load i32, ptr %24, align 4
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, x86_fp80 noundef %227, i64 noundef %228, i32 noundef %229)
  br label %231

231:                                              ; preds = %213
  %232 = load i32, ptr %20, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %20, align 4
  br label %210, !llvm.loop !21

234:                                              ; preds = %210
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @specials() #0 {
  %1 = alloca x86_fp80, align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca [8 x x86_fp80], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = load volatile x86_fp80, ptr @vone, align 16
  %22 = load volatile x86_fp80, ptr @vzero, align 16
  %23 = fdiv x86_fp80 %21, %22
  store x86_fp80 %23, ptr %1, align 16
  %24 = load volatile x86_fp80, ptr @vzero, align 16
  %25 = load volatile x86_fp80, ptr @vzero, align 16
  %26 = fdiv x86_fp80 %24, %25
  store x86_fp80 %26, ptr %2, align 16
  %27 = load x86_fp80, ptr %1, align 16
  call void @bits(ptr noundef @.str.22, x86_fp80 noundef %27)
  %28 = load x86_fp80, ptr %2, align 16
  call void @bits(ptr noundef @.str.23, x86_fp80 noundef %28)
  %29 = load x86_fp80, ptr %2, align 16
  %30 = fneg x86_fp80 %29
  call void @bits(ptr noundef @.str.24, x86_fp80 noundef %30)
  %31 = load x86_fp80, ptr %1, align 16
  %32 = load x86_fp80, ptr %1, align 16
  %33 = fsub x86_fp80 %31, %32
  call void @bits(ptr noundef @.str.25, x86_fp80 noundef %33)
  %34 = load volatile x86_fp80, ptr @vzero, align 16
  %35 = load x86_fp80, ptr %1, align 16
  %36 = fmul x86_fp80 %34, %35
  call void @bits(ptr noundef @.str.26, x86_fp80 noundef %36)
  %37 = load x86_fp80, ptr %2, align 16
  %38 = load volatile x86_fp80, ptr @vone, align 16
  %39 = fadd x86_fp80 %37, %38
  call void @bits(ptr noundef @.str.27, x86_fp80 noundef %39)
  %40 = load volatile x86_fp80, ptr @vtwo, align 16
  %41 = fdiv x86_fp80 0xK00018000000000000000, %40
  call void @bits(ptr noundef @.str.28, x86_fp80 noundef %41)
  call void @bits(ptr noundef @.str.29, x86_fp80 noundef 0xK00000000000000000001)
  %42 = load volatile x86_fp80, ptr @vtwo, align 16
  %43 = fdiv x86_fp80 0xK00000000000000000001, %42
  call void @bits(ptr noundef @.str.30, x86_fp80 noundef %43)
  %44 = load volatile x86_fp80, ptr @vtwo, align 16
  %45 = fdiv x86_fp80 0xK00000000000000000003, %44
  call void @bits(ptr noundef @.str.31, x86_fp80 noundef %45)
  %46 = load volatile x86_fp80, ptr @vtwo, align 16
  %47 = fmul x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, %46
  call void @bits(ptr noundef @.str.32, x86_fp80 noundef %47)
  call void @bits(ptr noundef @.str.33, x86_fp80 noundef 0xK7FFF8000000000000000)
  %48 = load volatile x86_fp80, ptr @vzero, align 16
  %49 = fneg x86_fp80 %48
  call void @bits(ptr noundef @.str.34, x86_fp80 noundef %49)
  %50 = load volatile x86_fp80, ptr @vzero, align 16
  %51 = load volatile x86_fp80, ptr @vone, align 16
  %52 = fneg x86_fp80 %51
  %53 = fmul x86_fp80 %50, %52
  call void @bits(ptr noundef @.str.35, x86_fp80 noundef %53)
  %54 = load volatile x86_fp80, ptr @vone, align 16
  %55 = load volatile x86_fp80, ptr @vone, align 16
  %56 = fsub x86_fp80 %54, %55
  call void @bits(ptr noundef @.str.36, x86_fp80 noundef %56)
  %57 = load volatile x86_fp80, ptr @vone, align 16
  %58 = load volatile x86_fp80, ptr @vthree, align 16
  %59 = fdiv x86_fp80 %57, %58
  call void @bits(ptr noundef @.str.37, x86_fp80 noundef %59)
  %60 = load volatile x86_fp80, ptr @vtwo, align 16
  %61 = load volatile x86_fp80, ptr @vthree, align 16
  %62 = fdiv x86_fp80 %60, %61
  call void @bits(ptr noundef @.str.38, x86_fp80 noundef %62)
  %63 = load volatile x86_fp80, ptr @vone, align 16
  %64 = load volatile x86_fp80, ptr @vthree, align 16
  %65 = fdiv x86_fp80 %63, %64
  %66 = load volatile x86_fp80, ptr @vthree, align 16
  %67 = fmul x86_fp80 %65, %66
  call void @bits(ptr noundef @.str.39, x86_fp80 noundef %67)
  %68 = load volatile x86_fp80, ptr @vone, align 16
  %69 = fmul x86_fp80 %68, 0xK40209502F90000000000
  %70 = fmul x86_fp80 0xK00000000000000000003, %69
  call void @bits(ptr noundef @.str.40, x86_fp80 noundef %70)
  %71 = call x86_fp80 @make(i16 noundef zeroext 32767, i64 noundef -4611686018427387903)
  store x86_fp80 %71, ptr %3, align 16
  %72 = call x86_fp80 @make(i16 noundef zeroext -1, i64 noundef -4611686018427387902)
  store x86_fp80 %72, ptr %4, align 16
  %73 = call x86_fp80 @make(i16 noundef zeroext 32767, i64 noundef -9223372036854775805)
  store x86_fp80 %73, ptr %5, align 16
  %74 = load x86_fp80, ptr %3, align 16
  store volatile x86_fp80 %74, ptr %6, align 16
  %75 = load x86_fp80, ptr %4, align 16
  store volatile x86_fp80 %75, ptr %7, align 16
  %76 = load x86_fp80, ptr %5, align 16
  store volatile x86_fp80 %76, ptr %8, align 16
  %77 = load volatile x86_fp80, ptr %6, align 16
  %78 = load volatile x86_fp80, ptr %7, align 16
  %79 = fadd x86_fp80 %77, %78
  call void @bits(ptr noundef @.str.41, x86_fp80 noundef %79)
  %80 = load volatile x86_fp80, ptr %8, align 16
  %81 = load volatile x86_fp80, ptr %6, align 16
  %82 = fadd x86_fp80 %80, %81
  call void @bits(ptr noundef @.str.42, x86_fp80 noundef %82)
  %83 = load volatile x86_fp80, ptr %8, align 16
  %84 = load volatile x86_fp80, ptr @vtwo, align 16
  %85 = fmul x86_fp80 %83, %84
  call void @bits(ptr noundef @.str.43, x86_fp80 noundef %85)
  %86 = load volatile x86_fp80, ptr %7, align 16
  %87 = load volatile x86_fp80, ptr %6, align 16
  %88 = fdiv x86_fp80 %86, %87
  call void @bits(ptr noundef @.str.44, x86_fp80 noundef %88)
  %89 = load volatile x86_fp80, ptr %6, align 16
  %90 = load volatile x86_fp80, ptr %7, align 16
  %91 = fsub x86_fp80 %89, %90
  call void @bits(ptr noundef @.str.45, x86_fp80 noundef %91)
  %92 = call x86_fp80 @make(i16 noundef zeroext 0, i64 noundef -9223372036854775808)
  store volatile x86_fp80 %92, ptr %9, align 16
  %93 = load volatile x86_fp80, ptr %9, align 16
  %94 = load volatile x86_fp80, ptr @vzero, align 16
  %95 = fadd x86_fp80 %93, %94
  call void @bits(ptr noundef @.str.46, x86_fp80 noundef %95)
  %96 = call x86_fp80 @make(i16 noundef zeroext 16383, i64 noundef 4611686018427387904)
  store volatile x86_fp80 %96, ptr %10, align 16
  %97 = load volatile x86_fp80, ptr %10, align 16
  %98 = load volatile x86_fp80, ptr @vone, align 16
  %99 = fadd x86_fp80 %97, %98
  call void @bits(ptr noundef @.str.47, x86_fp80 noundef %99)
  %100 = load volatile x86_fp80, ptr %10, align 16
  %101 = load volatile x86_fp80, ptr @vone, align 16
  %102 = fcmp olt x86_fp80 %100, %101
  %103 = zext i1 %102 to i32
  %104 = load volatile x86_fp80, ptr %10, align 16
  %105 = load volatile x86_fp80, ptr %10, align 16
  %106 = fcmp oeq x86_fp80 %104, %105
  %107 = zext i1 %106 to i32
  %108 = load volatile x86_fp80, ptr %10, align 16
  %109 = load volatile x86_fp80, ptr %10, align 16
  %110 = fcmp une x86_fp80 %108, %109
  %111 = zext i1 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.48, i32 noundef %103, i32 noundef %107, i32 noundef %111)
  %113 = load x86_fp80, ptr %1, align 16
  %114 = fneg x86_fp80 %113
  store x86_fp80 %114, ptr %11, align 16
  %115 = getelementptr inbounds x86_fp80, ptr %11, i64 1
  store x86_fp80 0xKBFFF8000000000000000, ptr %115, align 16
  %116 = getelementptr inbounds x86_fp80, ptr %11, i64 2
  store x86_fp80 0xK80000000000000000000, ptr %116, align 16
  %117 = getelementptr inbounds x86_fp80, ptr %11, i64 3
  store x86_fp80 0xK00000000000000000000, ptr %117, align 16
  %118 = getelementptr inbounds x86_fp80, ptr %11, i64 4
  store x86_fp80 0xK00000000000000000001, ptr %118, align 16
  %119 = getelementptr inbounds x86_fp80, ptr %11, i64 5
  store x86_fp80 0xK3FFF8000000000000000, ptr %119, align 16
  %120 = getelementptr inbounds x86_fp80, ptr %11, i64 6
  %121 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %121, ptr %120, align 16
  %122 = getelementptr inbounds x86_fp80, ptr %11, i64 7
  %123 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %123, ptr %122, align 16
  store i32 0, ptr %12, align 4
  br label %124

124:                                              ; preds = %196, %0
  %125 = load i32, ptr %12, align 4
  %126 = icmp slt i32 %125, 8
  br i1 %126, label %127, label %199

127:                                              ; preds = %124
  store i32 0, ptr %13, align 4
  br label %128

128:                                              ; preds = %191, %127
  %129 = load i32, ptr %13, align 4
  %130 = icmp slt i32 %129, 8
  br i1 %130, label %131, label %194

131:                                              ; preds = %128
  %132 = load i32, ptr %12, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [8 x x86_fp80], ptr %11, i64 0, i64 %133
  %135 = load x86_fp80, ptr %134, align 16
  store x86_fp80 %135, ptr %14, align 16
  %136 = load i32, ptr %13, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [8 x x86_fp80], ptr %11, i64 0, i64 %137
  %139 = load x86_fp80, ptr %138, align 16
  store x86_fp80 %139, ptr %15, align 16
  %140 = load x86_fp80, ptr %14, align 16
  %141 = load x86_fp80, ptr %15, align 16
  %142 = fcmp olt x86_fp80 %140, %141
  %143 = zext i1 %142 to i32
  %144 = load x86_fp80, ptr %14, align 16
  %145 = load x86_fp80, ptr %15, align 16
  %146 = fcmp ole x86_fp80 %144, %145
  %147 = zext i1 %146 to i32
  %148 = shl i32 %147, 1
  %149 = or i32 %143, %148
  %150 = load x86_fp80, ptr %14, align 16
  %151 = load x86_fp80, ptr %15, align 16
  %152 = fcmp ogt x86_fp80 %150, %151
  %153 = zext i1 %152 to i32
  %154 = shl i32 %153, 2
  %155 = or i32 %149, %154
  %156 = load x86_fp80, ptr %14, align 16
  %157 = load x86_fp80, ptr %15, align 16
  %158 = fcmp oge x86_fp80 %156, %157
  %159 = zext i1 %158 to i32
  %160 = shl i32 %159, 3
  %161 = or i32 %155, %160
  %162 = load x86_fp80, ptr %14, align 16
  %163 = load x86_fp80, ptr %15, align 16
  %164 = fcmp oeq x86_fp80 %162, %163
  %165 = zext i1 %164 to i32
  %166 = shl i32 %165, 4
  %167 = or i32 %161, %166
  %168 = load x86_fp80, ptr %14, align 16
  %169 = load x86_fp80, ptr %15, align 16
  %170 = fcmp une x86_fp80 %168, %169
  %171 = zext i1 %170 to i32
  %172 = shl i32 %171, 5
  %173 = or i32 %167, %172
  %174 = load x86_fp80, ptr %14, align 16
  %175 = load x86_fp80, ptr %15, align 16
  %176 = fcmp uno x86_fp80 %174, %175
  %177 = zext i1 %176 to i32
  %178 = shl i32 %177, 6
  %179 = or i32 %173, %178
  %180 = load x86_fp80, ptr %14, align 16
  %181 = load x86_fp80, ptr %15, align 16
  %182 = fcmp one x86_fp80 %180, %181
  %183 = zext i1 %182 to i32
  %184 = shl i32 %183, 7
  %185 = or i32 %179, %184
  store i32 %185, ptr %16, align 4
  %186 = load i32, ptr %16, align 4
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, i32 noundef %186)
  %188 = load i32, ptr %16, align 4
  %189 = load i32, ptr @checksum, align 4
  %190 = add i32 %189, %188
  store i32 %190, ptr @checksum, align 4
  br label %191

191:                                              ; preds = %131
  %192 = load i32, ptr %13, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %13, align 4
  br label %128, !llvm.loop !22

194:                                              ; preds = %128
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.50)
  br label %196

196:                                              ; preds = %194
  %197 = load i32, ptr %12, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %12, align 4
  br label %124, !llvm.loop !23

199:                                              ; preds = %124
  %200 = load x86_fp80, ptr %2, align 16
  %201 = call i1 @llvm.is.fpclass.f80(x86_fp80 %200, i32 3)
  %202 = zext i1 %201 to i32
  %203 = load x86_fp80, ptr %1, align 16
  %204 = call i1 @llvm.is.fpclass.f80(x86_fp80 %203, i32 3)
  %205 = zext i1 %204 to i32
  %206 = load x86_fp80, ptr %1, align 16
  %207 = call i1 @llvm.is.fpclass.f80(x86_fp80 %206, i32 516)
  %208 = zext i1 %207 to i32
  %209 = load volatile x86_fp80, ptr @vone, align 16
  %210 = call i1 @llvm.is.fpclass.f80(x86_fp80 %209, i32 516)
  %211 = zext i1 %210 to i32
  %212 = load volatile x86_fp80, ptr @vone, align 16
  %213 = call i1 @llvm.is.fpclass.f80(x86_fp80 %212, i32 504)
  %214 = zext i1 %213 to i32
  %215 = load x86_fp80, ptr %2, align 16
  %216 = call i1 @llvm.is.fpclass.f80(x86_fp80 %215, i32 504)
  %217 = zext i1 %216 to i32
  %218 = load volatile x86_fp80, ptr @vzero, align 16
  %219 = fneg x86_fp80 %218
  %220 = bitcast x86_fp80 %219 to i80
  %221 = icmp slt i80 %220, 0
  %222 = xor i1 %221, true
  %223 = xor i1 %222, true
  %224 = zext i1 %223 to i32
  %225 = load x86_fp80, ptr %2, align 16
  %226 = bitcast x86_fp80 %225 to i80
  %227 = icmp slt i80 %226, 0
  %228 = xor i1 %227, true
  %229 = xor i1 %228, true
  %230 = zext i1 %229 to i32
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.51, i32 noundef %202, i32 noundef %205, i32 noundef %208, i32 noundef %211, i32 noundef %214, i32 noundef %217, i32 noundef %224, i32 noundef %230)
  %232 = load x86_fp80, ptr %2, align 16
  %233 = fcmp oeq x86_fp80 %232, 0xK00000000000000000000
  br i1 %233, label %234, label %238

234:                                              ; preds = %243, %240, %238, %199
  %235 = phi i32 [ 4, %199 ], [ 0, %238 ], [ 1, %240 ], [ %245, %243 ]
  %236 = load x86_fp80, ptr %1, align 16
  %237 = fcmp oeq x86_fp80 %236, 0xK00000000000000000000
  br i1 %237, label %246, label %250

238:                                              ; preds = %199
  %239 = fcmp uno x86_fp80 %232, %232
  br i1 %239, label %234, label %240

240:                                              ; preds = %238
  %241 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %232) #8
  %242 = fcmp oeq x86_fp80 %241, 0xK7FFF8000000000000000
  br i1 %242, label %234, label %243

243:                                              ; preds = %240
  %244 = fcmp uge x86_fp80 %241, 0xK00018000000000000000
  %245 = select i1 %244, i32 2, i32 3
  br label %234

246:                                              ; preds = %255, %252, %250, %234
  %247 = phi i32 [ 4, %234 ], [ 0, %250 ], [ 1, %252 ], [ %257, %255 ]
  %248 = load volatile x86_fp80, ptr @vone, align 16
  %249 = fcmp oeq x86_fp80 %248, 0xK00000000000000000000
  br i1 %249, label %258, label %262

250:                                              ; preds = %234
  %251 = fcmp uno x86_fp80 %236, %236
  br i1 %251, label %246, label %252

252:                                              ; preds = %250
  %253 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %236) #8
  %254 = fcmp oeq x86_fp80 %253, 0xK7FFF8000000000000000
  br i1 %254, label %246, label %255

255:                                              ; preds = %252
  %256 = fcmp uge x86_fp80 %253, 0xK00018000000000000000
  %257 = select i1 %256, i32 2, i32 3
  br label %246

258:                                              ; preds = %267, %264, %262, %246
  %259 = phi i32 [ 4, %246 ], [ 0, %262 ], [ 1, %264 ], [ %269, %267 ]
  %260 = load volatile x86_fp80, ptr @vzero, align 16
  %261 = fcmp oeq x86_fp80 %260, 0xK00000000000000000000
  br i1 %261, label %270, label %284

262:                                              ; preds = %246
  %263 = fcmp uno x86_fp80 %248, %248
  br i1 %263, label %258, label %264

264:                                              ; preds = %262
  %265 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %248) #8
  %266 = fcmp oeq x86_fp80 %265, 0xK7FFF8000000000000000
  br i1 %266, label %258, label %267

267:                                              ; preds = %264
  %268 = fcmp uge x86_fp80 %265, 0xK00018000000000000000
  %269 = select i1 %268, i32 2, i32 3
  br label %258

270:                                              ; preds = %289, %286, %284, %258
  %271 = phi i32 [ 4, %258 ], [ 0, %284 ], [ 1, %286 ], [ %291, %289 ]
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.52, i32 noundef %235, i32 noundef %247, i32 noundef %259, i32 noundef 3, i32 noundef %271)
  %273 = load x86_fp80, ptr %2, align 16
  %274 = fptrunc x86_fp80 %273 to double
  store double %274, ptr %17, align 8
  %275 = load volatile x86_fp80, ptr %6, align 16
  %276 = fptrunc x86_fp80 %275 to double
  store double %276, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %17, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %18, i64 8, i1 false)
  %277 = load i64, ptr %19, align 8
  %278 = load i64, ptr %20, align 8
  %279 = call i32 (ptr, ...) @printf(ptr noundef @.str.53, i64 noundef %277, i64 noundef %278)
  %280 = load volatile double, ptr @dzero, align 8
  %281 = load volatile double, ptr @dzero, align 8
  %282 = fdiv double %280, %281
  %283 = fpext double %282 to x86_fp80
  call void @bits(ptr noundef @.str.54, x86_fp80 noundef %283)
  ret void

284:                                              ; preds = %258
  %285 = fcmp uno x86_fp80 %260, %260
  br i1 %285, label %270, label %286

286:                                              ; preds = %284
  %287 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %260) #8
  %288 = fcmp oeq x86_fp80 %287, 0xK7FFF8000000000000000
  br i1 %288, label %270, label %289

289:                                              ; preds = %286
  %290 = fcmp uge x86_fp80 %287, 0xK00018000000000000000
  %291 = select i1 %290, i32 2, i32 3
  br label %270
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @formats() #0 {
  %1 = alloca [23 x x86_fp80], align 16
  %2 = alloca [28 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6000 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.formats.v, i64 368, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.formats.fmts, i64 224, i1 false)
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %65, %0
  %11 = load i32, ptr %3, align 4
  %12 = zext i32 %11 to i64
  %13 = icmp ult i64 %12, 23
  br i1 %13, label %14, label %68

14:                                               ; preds = %10
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %60, %14
  %16 = load i32, ptr %4, align 4
  %17 = zext i32 %16 to i64
  %18 = icmp ult i64 %17, 28
  br i1 %18, label %19, label %63

19:                                               ; preds = %15
  %20 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %21 = load i32, ptr %4, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [28 x ptr], ptr %2, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = load i32, ptr %3, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [23 x x86_fp80], ptr %1, i64 0, i64 %26
  %28 = load x86_fp80, ptr %27, align 16
  %29 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %20, i64 noundef 6000, ptr noundef %24, x86_fp80 noundef %28) #9
  %30 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %31 = call i64 @strlen(ptr noundef %30) #10
  %32 = icmp ugt i64 %31, 80
  br i1 %32, label %33, label %56

33:                                               ; preds = %19
  store i32 0, ptr %6, align 4
  %34 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  store ptr %34, ptr %7, align 8
  br label %35

35:                                               ; preds = %46, %33
  %36 = load ptr, ptr %7, align 8
  %37 = load i8, ptr %36, align 1
  %38 = icmp ne i8 %37, 0
  br i1 %38, label %39, label %49

39:                                               ; preds = %35
  %40 = load i32, ptr %6, align 4
  %41 = mul i32 %40, 131
  %42 = load ptr, ptr %7, align 8
  %43 = load i8, ptr %42, align 1
  %44 = zext i8 %43 to i32
  %45 = add i32 %41, %44
  store i32 %45, ptr %6, align 4
  br label %46

46:                                               ; preds = %39
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds i8, ptr %47, i32 1
  store ptr %48, ptr %7, align 8
  br label %35, !llvm.loop !24

49:                                               ; preds = %35
  %50 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %51 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %52 = call i64 @strlen(ptr noundef %51) #10
  %53 = trunc i64 %52 to i32
  %54 = load i32, ptr %6, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.83, ptr noundef %50, i32 noundef %53, i32 noundef %54)
  br label %59

56:                                               ; preds = %19
  %57 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.84, ptr noundef %57)
  br label %59

59:                                               ; preds = %56, %49
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %4, align 4
  %62 = add i32 %61, 1
  store i32 %62, ptr %4, align 4
  br label %15, !llvm.loop !25

63:                                               ; preds = %15
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.50)
  br label %65

65:                                               ; preds = %63
  %66 = load i32, ptr %3, align 4
  %67 = add i32 %66, 1
  store i32 %67, ptr %3, align 4
  br label %10, !llvm.loop !26

68:                                               ; preds = %10
  %69 = load volatile x86_fp80, ptr @vone, align 16
  %70 = load volatile x86_fp80, ptr @vzero, align 16
  %71 = fdiv x86_fp80 %69, %70
  store x86_fp80 %71, ptr %8, align 16
  %72 = load volatile x86_fp80, ptr @vzero, align 16
  %73 = load volatile x86_fp80, ptr @vzero, align 16
  %74 = fdiv x86_fp80 %72, %73
  store x86_fp80 %74, ptr %9, align 16
  %75 = load x86_fp80, ptr %8, align 16
  %76 = load x86_fp80, ptr %8, align 16
  %77 = fneg x86_fp80 %76
  %78 = load x86_fp80, ptr %9, align 16
  %79 = load x86_fp80, ptr %9, align 16
  %80 = fneg x86_fp80 %79
  %81 = load x86_fp80, ptr %8, align 16
  %82 = load x86_fp80, ptr %9, align 16
  %83 = load x86_fp80, ptr %8, align 16
  %84 = load x86_fp80, ptr %8, align 16
  %85 = load x86_fp80, ptr %9, align 16
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.85, x86_fp80 noundef %75, x86_fp80 noundef %77, x86_fp80 noundef %78, x86_fp80 noundef %80, x86_fp80 noundef %81, x86_fp80 noundef %82, x86_fp80 noundef %83, x86_fp80 noundef %84, x86_fp80 noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.86, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.87, i32 noundef 15, i32 noundef 4, x86_fp80 noundef 0xK4000C90FDAA22168C235, i32 noundef 20, i32 noundef 6, x86_fp80 noundef 0xKC000ADF85458A2BB4A99)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.88, x86_fp80 noundef 0xK3FFFA000000000000000, double noundef 2.500000e+00, x86_fp80 noundef 0xK4000F000000000000000, i32 noundef 42, x86_fp80 noundef 0xK4001B000000000000000)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @libm() #0 {
  %1 = alloca [9 x x86_fp80], align 16
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.libm.xs, i64 144, i1 false)
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %27, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 9
  br i1 %9, label %10, label %30

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [9 x x86_fp80], ptr %1, i64 0, i64 %12
  %14 = load x86_fp80, ptr %13, align 16
  store x86_fp80 %14, ptr %3, align 16
  %15 = load x86_fp80, ptr %3, align 16
  %16 = load x86_fp80, ptr %3, align 16
  %17 = call x86_fp80 @llvm.floor.f80(x86_fp80 %16)
  %18 = load x86_fp80, ptr %3, align 16
  %19 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %18)
  %20 = load x86_fp80, ptr %3, align 16
  %21 = call x86_fp80 @llvm.trunc.f80(x86_fp80 %20)
  %22 = load x86_fp80, ptr %3, align 16
  %23 = call x86_fp80 @llvm.round.f80(x86_fp80 %22)
  %24 = load x86_fp80, ptr %3, align 16
  %25 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %24)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.89, x86_fp80 noundef %15, x86_fp80 noundef %17, x86_fp80 noundef %19, x86_fp80 noundef %21, x86_fp80 noundef %23, x86_fp80 noundef %25)
  br label %27

27:                                               ; preds = %10
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %7, !llvm.loop !27

30:                                               ; preds = %7
  %31 = load volatile x86_fp80, ptr @vtwo, align 16
  %32 = call x86_fp80 @sqrtl(x86_fp80 noundef %31) #9
  call void @bits(ptr noundef @.str.90, x86_fp80 noundef %32)
  %33 = load volatile x86_fp80, ptr @vthree, align 16
  %34 = call x86_fp80 @sqrtl(x86_fp80 noundef %33) #9
  call void @bits(ptr noundef @.str.91, x86_fp80 noundef %34)
  %35 = load volatile x86_fp80, ptr @vone, align 16
  %36 = fmul x86_fp80 0xK00000000000663278E62, %35
  %37 = call x86_fp80 @sqrtl(x86_fp80 noundef %36) #9
  call void @bits(ptr noundef @.str.92, x86_fp80 noundef %37)
  %38 = load volatile x86_fp80, ptr @vone, align 16
  %39 = fneg x86_fp80 %38
  %40 = call x86_fp80 @sqrtl(x86_fp80 noundef %39) #9
  call void @bits(ptr noundef @.str.93, x86_fp80 noundef %40)
  %41 = load volatile x86_fp80, ptr @vone, align 16
  %42 = fmul x86_fp80 0xK4002A000000000000000, %41
  %43 = load volatile x86_fp80, ptr @vthree, align 16
  %44 = call x86_fp80 @fmodl(x86_fp80 noundef %42, x86_fp80 noundef %43) #9
  call void @bits(ptr noundef @.str.94, x86_fp80 noundef %44)
  %45 = load volatile x86_fp80, ptr @vone, align 16
  %46 = fmul x86_fp80 0xKC062C9F2C9CD04674EDF, %45
  %47 = call x86_fp80 @fmodl(x86_fp80 noundef %46, x86_fp80 noundef 0xK4001E000000000000000) #9
  call void @bits(ptr noundef @.str.95, x86_fp80 noundef %47)
  %48 = load volatile x86_fp80, ptr @vone, align 16
  %49 = fmul x86_fp80 0xK73E6D1BA8323FE558C61, %48
  %50 = load volatile x86_fp80, ptr @vthree, align 16
  %51 = call x86_fp80 @fmodl(x86_fp80 noundef %49, x86_fp80 noundef %50) #9
  call void @bits(ptr noundef @.str.96, x86_fp80 noundef %51)
  %52 = load volatile x86_fp80, ptr @vone, align 16
  %53 = load volatile x86_fp80, ptr @vzero, align 16
  %54 = call x86_fp80 @fmodl(x86_fp80 noundef %52, x86_fp80 noundef %53) #9
  call void @bits(ptr noundef @.str.97, x86_fp80 noundef %54)
  %55 = load volatile x86_fp80, ptr @vone, align 16
  %56 = call x86_fp80 @ldexpl(x86_fp80 noundef %55, i32 noundef -16400) #9
  call void @bits(ptr noundef @.str.98, x86_fp80 noundef %56)
  %57 = load volatile x86_fp80, ptr @vthree, align 16
  %58 = call x86_fp80 @ldexpl(x86_fp80 noundef %57, i32 noundef -16446) #9
  call void @bits(ptr noundef @.str.99, x86_fp80 noundef %58)
  %59 = load volatile x86_fp80, ptr @vone, align 16
  %60 = call x86_fp80 @ldexpl(x86_fp80 noundef %59, i32 noundef 20000) #9
  call void @bits(ptr noundef @.str.100, x86_fp80 noundef %60)
  store i32 0, ptr %4, align 4
  %61 = load volatile x86_fp80, ptr @vone, align 16
  %62 = fmul x86_fp80 0xK414B924D692CA61BE758, %61
  %63 = call x86_fp80 @frexpl(x86_fp80 noundef %62, ptr noundef %4) #9
  store x86_fp80 %63, ptr %5, align 16
  %64 = load x86_fp80, ptr %5, align 16
  %65 = load i32, ptr %4, align 4
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.101, x86_fp80 noundef %64, i32 noundef %65)
  %67 = load volatile x86_fp80, ptr @vone, align 16
  %68 = fmul x86_fp80 0xK00000000000000000001, %67
  %69 = call x86_fp80 @frexpl(x86_fp80 noundef %68, ptr noundef %4) #9
  store x86_fp80 %69, ptr %5, align 16
  %70 = load x86_fp80, ptr %5, align 16
  %71 = load i32, ptr %4, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.101, x86_fp80 noundef %70, i32 noundef %71)
  %73 = load volatile x86_fp80, ptr @vthree, align 16
  %74 = load volatile x86_fp80, ptr @vzero, align 16
  %75 = fneg x86_fp80 %74
  %76 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %73, x86_fp80 %75)
  call void @bits(ptr noundef @.str.102, x86_fp80 noundef %76)
  %77 = load volatile x86_fp80, ptr @vone, align 16
  %78 = load volatile x86_fp80, ptr @vthree, align 16
  %79 = fdiv x86_fp80 %77, %78
  %80 = load volatile x86_fp80, ptr @vthree, align 16
  %81 = load volatile x86_fp80, ptr @vone, align 16
  %82 = fneg x86_fp80 %81
  %83 = call x86_fp80 @llvm.fma.f80(x86_fp80 %79, x86_fp80 %80, x86_fp80 %82)
  call void @bits(ptr noundef @.str.103, x86_fp80 noundef %83)
  %84 = load volatile x86_fp80, ptr @vone, align 16
  %85 = load volatile x86_fp80, ptr @vthree, align 16
  %86 = fdiv x86_fp80 %84, %85
  %87 = load volatile x86_fp80, ptr @vthree, align 16
  %88 = load volatile x86_fp80, ptr @vone, align 16
  %89 = fneg x86_fp80 %88
  %90 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %86, x86_fp80 %87, x86_fp80 %89)
  call void @bits(ptr noundef @.str.104, x86_fp80 noundef %90)
  %91 = load volatile x86_fp80, ptr @vone, align 16
  %92 = load volatile x86_fp80, ptr @vtwo, align 16
  %93 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %91, x86_fp80 %92)
  call void @bits(ptr noundef @.str.105, x86_fp80 noundef %93)
  %94 = load volatile x86_fp80, ptr @vone, align 16
  %95 = load volatile x86_fp80, ptr @vtwo, align 16
  %96 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %94, x86_fp80 %95)
  call void @bits(ptr noundef @.str.106, x86_fp80 noundef %96)
  %97 = load volatile x86_fp80, ptr @vzero, align 16
  %98 = load volatile x86_fp80, ptr @vzero, align 16
  %99 = fdiv x86_fp80 %97, %98
  %100 = load volatile x86_fp80, ptr @vtwo, align 16
  %101 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %99, x86_fp80 %100)
  call void @bits(ptr noundef @.str.107, x86_fp80 noundef %101)
  store x86_fp80 0xK00000000000000000000, ptr %6, align 16
  %102 = load volatile x86_fp80, ptr @vone, align 16
  %103 = fmul x86_fp80 0xKC001F400000000000000, %102
  %104 = call x86_fp80 @modfl(x86_fp80 noundef %103, ptr noundef %6) #9
  call void @bits(ptr noundef @.str.108, x86_fp80 noundef %104)
  %105 = load x86_fp80, ptr %6, align 16
  call void @bits(ptr noundef @.str.109, x86_fp80 noundef %105)
  %106 = load volatile x86_fp80, ptr @vone, align 16
  %107 = load volatile x86_fp80, ptr @vzero, align 16
  %108 = fdiv x86_fp80 %106, %107
  %109 = call x86_fp80 @modfl(x86_fp80 noundef %108, ptr noundef %6) #9
  call void @bits(ptr noundef @.str.110, x86_fp80 noundef %109)
  %110 = load volatile x86_fp80, ptr @vone, align 16
  %111 = fmul x86_fp80 0xK4000A000000000000000, %110
  %112 = call x86_fp80 @llvm.rint.f80(x86_fp80 %111)
  call void @bits(ptr noundef @.str.111, x86_fp80 noundef %112)
  %113 = load volatile x86_fp80, ptr @vone, align 16
  %114 = fmul x86_fp80 0xKC000E000000000000000, %113
  %115 = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %114)
  call void @bits(ptr noundef @.str.112, x86_fp80 noundef %115)
  %116 = load volatile x86_fp80, ptr @vthree, align 16
  %117 = call x86_fp80 @scalbnl(x86_fp80 noundef %116, i32 noundef -16440) #9
  call void @bits(ptr noundef @.str.113, x86_fp80 noundef %117)
  %118 = load volatile x86_fp80, ptr @vthree, align 16
  %119 = call x86_fp80 @scalblnl(x86_fp80 noundef %118, i64 noundef 100) #9
  call void @bits(ptr noundef @.str.114, x86_fp80 noundef %119)
  %120 = load volatile x86_fp80, ptr @vzero, align 16
  %121 = load volatile x86_fp80, ptr @vzero, align 16
  %122 = fdiv x86_fp80 %120, %121
  %123 = load volatile x86_fp80, ptr @vone, align 16
  %124 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %122, x86_fp80 %123)
  call void @bits(ptr noundef @.str.115, x86_fp80 noundef %124)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_ld(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %7)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %86, %1
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %89

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 16
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 8
  store i32 %21, ptr %14, align 16
  br label %26

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %6, align 4
  %29 = load i32, ptr %6, align 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %41

31:                                               ; preds = %26
  %32 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %33 = getelementptr inbounds %struct.__va_list_tag, ptr %32, i32 0, i32 2
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 15
  %36 = call ptr @llvm.ptrmask.p0.i64(ptr %35, i64 -16)
  %37 = getelementptr i8, ptr %36, i32 16
  store ptr %37, ptr %33, align 8
  %38 = load x86_fp80, ptr %36, align 16
  %39 = load x86_fp80, ptr %4, align 16
  %40 = fadd x86_fp80 %39, %38
  store x86_fp80 %40, ptr %4, align 16
  br label %85

41:                                               ; preds = %26
  %42 = load i32, ptr %6, align 4
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %64

44:                                               ; preds = %41
  %45 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %46 = getelementptr inbounds %struct.__va_list_tag, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %46, align 4
  %48 = icmp ule i32 %47, 160
  br i1 %48, label %49, label %54

49:                                               ; preds = %44
  %50 = getelementptr inbounds %struct.__va_list_tag, ptr %45, i32 0, i32 3
  %51 = load ptr, ptr %50, align 16
  %52 = getelementptr i8, ptr %51, i32 %47
  %53 = add i32 %47, 16
  store i32 %53, ptr %46, align 4
  br label %58

54:                                               ; preds = %44
  %55 = getelementptr inbounds %struct.__va_list_tag, ptr %45, i32 0, i32 2
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr i8, ptr %56, i32 8
  store ptr %57, ptr %55, align 8
  br label %58

58:                                               ; preds = %54, %49
  %59 = phi ptr [ %52, %49 ], [ %56, %54 ]
  %60 = load double, ptr %59, align 8
  %61 = fpext double %60 to x86_fp80
  %62 = load x86_fp80, ptr %4, align 16
  %63 = fadd x86_fp80 %62, %61
  store x86_fp80 %63, ptr %4, align 16
  br label %84

64:                                               ; preds = %41
  %65 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %66 = getelementptr inbounds %struct.__va_list_tag, ptr %65, i32 0, i32 0
  %67 = load i32, ptr %66, align 16
  %68 = icmp ule i32 %67, 40
  br i1 %68, label %69, label %74

69:                                               ; preds = %64
  %70 = getelementptr inbounds %struct.__va_list_tag, ptr %65, i32 0, i32 3
  %71 = load ptr, ptr %70, align 16
  %72 = getelementptr i8, ptr %71, i32 %67
  %73 = add i32 %67, 8
  store i32 %73, ptr %66, align 16
  br label %78

74:                                               ; preds = %64
  %75 = getelementptr inbounds %struct.__va_list_tag, ptr %65, i32 0, i32 2
  %76 = load ptr, ptr %75, align 8
  %77 = getelementptr i8, ptr %76, i32 8
  store ptr %77, ptr %75, align 8
  br label %78

78:                                               ; preds = %74, %69
  %79 = phi ptr [ %72, %69 ], [ %76, %74 ]
  %80 = load i64, ptr %79, align 8
  %81 = sitofp i64 %80 to x86_fp80
  %82 = load x86_fp80, ptr %4, align 16
  %83 = fadd x86_fp80 %82, %81
  store x86_fp80 %83, ptr %4, align 16
  br label %84

84:                                               ; preds = %78, %58
  br label %85

85:                                               ; preds = %84, %31
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %5, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %5, align 4
  br label %8, !llvm.loop !28

89:                                               ; preds = %8
  %90 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %90)
  %91 = load x86_fp80, ptr %4, align 16
  ret x86_fp80 %91
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bits(ptr noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca i64, align 8
  %6 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store x86_fp80 %1, ptr %4, align 16
  store i64 0, ptr %5, align 8
  store i16 0, ptr %6, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 16 %4, i64 8, i1 false)
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 1 %7, i64 2, i1 false)
  %8 = load i32, ptr @checksum, align 4
  %9 = mul i32 %8, 31
  %10 = load i64, ptr %5, align 8
  %11 = load i64, ptr %5, align 8
  %12 = lshr i64 %11, 32
  %13 = xor i64 %10, %12
  %14 = trunc i64 %13 to i32
  %15 = add i32 %9, %14
  %16 = load i16, ptr %6, align 2
  %17 = zext i16 %16 to i32
  %18 = add i32 %15, %17
  store i32 %18, ptr @checksum, align 4
  %19 = load ptr, ptr %3, align 8
  %20 = load i16, ptr %6, align 2
  %21 = zext i16 %20 to i32
  %22 = load i64, ptr %5, align 8
  %23 = load x86_fp80, ptr %4, align 16
  %24 = load x86_fp80, ptr %4, align 16
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.116, ptr noundef %19, i32 noundef %21, i64 noundef %22, x86_fp80 noundef %23, x86_fp80 noundef %24)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @mix(x86_fp80 noundef %0, double noundef %1, x86_fp80 noundef %2, i32 noundef %3, float noundef %4) #0 {
  %6 = alloca x86_fp80, align 16
  %7 = alloca double, align 8
  %8 = alloca x86_fp80, align 16
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  store x86_fp80 %0, ptr %6, align 16
  store double %1, ptr %7, align 8
  store x86_fp80 %2, ptr %8, align 16
  store i32 %3, ptr %9, align 4
  store float %4, ptr %10, align 4
  %11 = load x86_fp80, ptr %6, align 16
  %12 = load double, ptr %7, align 8
  %13 = fpext double %12 to x86_fp80
  %14 = load x86_fp80, ptr %8, align 16
  %15 = load i32, ptr %9, align 4
  %16 = sitofp i32 %15 to x86_fp80
  %17 = fdiv x86_fp80 %14, %16
  %18 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %11, x86_fp80 %13, x86_fp80 %17)
  %19 = load float, ptr %10, align 4
  %20 = fpext float %19 to x86_fp80
  %21 = fsub x86_fp80 %18, %20
  ret x86_fp80 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @pick(i32 noundef %0, x86_fp80 noundef %1, x86_fp80 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store i32 %0, ptr %4, align 4
  store x86_fp80 %1, ptr %5, align 16
  store x86_fp80 %2, ptr %6, align 16
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load x86_fp80, ptr %5, align 16
  br label %13

11:                                               ; preds = %3
  %12 = load x86_fp80, ptr %6, align 16
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi x86_fp80 [ %10, %9 ], [ %12, %11 ]
  ret x86_fp80 %14
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @make(i16 noundef zeroext %0, i64 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i64, align 8
  %5 = alloca x86_fp80, align 16
  store i16 %0, ptr %3, align 2
  store i64 %1, ptr %4, align 8
  store x86_fp80 0xK00000000000000000000, ptr %5, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 8 %4, i64 8, i1 false)
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 2 %3, i64 2, i1 false)
  %7 = load x86_fp80, ptr %5, align 16
  ret x86_fp80 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #2

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @ldexpl(x86_fp80 noundef, i32 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @frexpl(x86_fp80 noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #2

; Function Attrs: nounwind
declare x86_fp80 @modfl(x86_fp80 noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80) #2

; Function Attrs: nounwind
declare x86_fp80 @scalbnl(x86_fp80 noundef, i32 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @scalblnl(x86_fp80 noundef, i64 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}

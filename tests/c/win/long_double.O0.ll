; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @loops()
  call void @conversions()
  call void @specials()
  call void @formats()
  call void @libm()
  store x86_fp80 0xK3FFFA000000000000000, ptr %4, align 16
  store x86_fp80 0xK3FBCBCE5086492111AEB, ptr %5, align 16
  store x86_fp80 0xKBFFC8000000000000000, ptr %6, align 16
  call void (ptr, i32, ...) @sum_ld(ptr dead_on_unwind writable sret(x86_fp80) align 16 %3, i32 noundef 5, i64 noundef 0, ptr noundef %4, i32 noundef 1, double noundef 2.500000e+00, i32 noundef 2, i64 noundef 7, i64 noundef 0, ptr noundef %5, i64 noundef 0, ptr noundef %6)
  %19 = load x86_fp80, ptr %3, align 16
  store x86_fp80 %19, ptr %2, align 16
  %20 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %20, ptr %7, align 16
  call void @bits(ptr noundef @.str, ptr noundef %7)
  %21 = load volatile x86_fp80, ptr @vthree, align 16
  store x86_fp80 0xK3FFFC000000000000000, ptr %9, align 16
  store x86_fp80 %21, ptr %10, align 16
  call void @mix(ptr dead_on_unwind writable sret(x86_fp80) align 16 %8, ptr noundef %9, double noundef 2.500000e-01, ptr noundef %10, i32 noundef 7, float noundef 5.000000e-01)
  %22 = load x86_fp80, ptr %8, align 16
  store x86_fp80 %22, ptr %11, align 16
  call void @bits(ptr noundef @.str.1, ptr noundef %11)
  %23 = load i32, ptr @checksum, align 4
  %24 = and i32 %23, 1
  %25 = load volatile x86_fp80, ptr @vtwo, align 16
  %26 = load volatile x86_fp80, ptr @vthree, align 16
  %27 = fneg x86_fp80 %26
  store x86_fp80 %25, ptr %13, align 16
  store x86_fp80 %27, ptr %14, align 16
  call void @pick(ptr dead_on_unwind writable sret(x86_fp80) align 16 %12, i32 noundef %24, ptr noundef %13, ptr noundef %14)
  %28 = load x86_fp80, ptr %12, align 16
  %29 = load volatile x86_fp80, ptr @vone, align 16
  %30 = load volatile x86_fp80, ptr @vtwo, align 16
  store x86_fp80 %29, ptr %16, align 16
  store x86_fp80 %30, ptr %17, align 16
  call void @mix(ptr dead_on_unwind writable sret(x86_fp80) align 16 %15, ptr noundef %16, double noundef 2.000000e+00, ptr noundef %17, i32 noundef 3, float noundef 1.000000e+00)
  %31 = load x86_fp80, ptr %15, align 16
  %32 = fadd x86_fp80 %28, %31
  store x86_fp80 %32, ptr %18, align 16
  call void @bits(ptr noundef @.str.2, ptr noundef %18)
  %33 = load i32, ptr @checksum, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %33)
  %35 = load i32, ptr @checksum, align 4
  %36 = urem i32 %35, 200
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @loops() #0 {
  %1 = alloca x86_fp80, align 16
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = alloca x86_fp80, align 16
  %7 = alloca i32, align 4
  %8 = alloca x86_fp80, align 16
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca i32, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca i32, align 4
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca i32, align 4
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca i32, align 4
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca i32, align 4
  %28 = alloca x86_fp80, align 16
  store x86_fp80 0xK00000000000000000000, ptr %1, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %2, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %3, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %4, align 16
  store i32 1, ptr %5, align 4
  br label %29

29:                                               ; preds = %38, %0
  %30 = load i32, ptr %5, align 4
  %31 = icmp sle i32 %30, 1000
  br i1 %31, label %32, label %41

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4
  %34 = sitofp i32 %33 to x86_fp80
  %35 = fdiv x86_fp80 0xK3FFF8000000000000000, %34
  %36 = load x86_fp80, ptr %1, align 16
  %37 = fadd x86_fp80 %36, %35
  store x86_fp80 %37, ptr %1, align 16
  br label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %29, !llvm.loop !5

41:                                               ; preds = %29
  %42 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %42, ptr %6, align 16
  call void @bits(ptr noundef @.str.4, ptr noundef %6)
  store i32 1, ptr %7, align 4
  br label %43

43:                                               ; preds = %54, %41
  %44 = load i32, ptr %7, align 4
  %45 = icmp slt i32 %44, 25
  br i1 %45, label %46, label %57

46:                                               ; preds = %43
  %47 = load i32, ptr %7, align 4
  %48 = sitofp i32 %47 to x86_fp80
  %49 = load x86_fp80, ptr %3, align 16
  %50 = fdiv x86_fp80 %49, %48
  store x86_fp80 %50, ptr %3, align 16
  %51 = load x86_fp80, ptr %3, align 16
  %52 = load x86_fp80, ptr %2, align 16
  %53 = fadd x86_fp80 %52, %51
  store x86_fp80 %53, ptr %2, align 16
  br label %54

54:                                               ; preds = %46
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %43, !llvm.loop !7

57:                                               ; preds = %43
  %58 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %58, ptr %8, align 16
  call void @bits(ptr noundef @.str.5, ptr noundef %8)
  store i32 1, ptr %9, align 4
  br label %59

59:                                               ; preds = %67, %57
  %60 = load i32, ptr %9, align 4
  %61 = icmp sle i32 %60, 30
  br i1 %61, label %62, label %70

62:                                               ; preds = %59
  %63 = load i32, ptr %9, align 4
  %64 = sitofp i32 %63 to x86_fp80
  %65 = load x86_fp80, ptr %4, align 16
  %66 = fmul x86_fp80 %65, %64
  store x86_fp80 %66, ptr %4, align 16
  br label %67

67:                                               ; preds = %62
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %9, align 4
  br label %59, !llvm.loop !8

70:                                               ; preds = %59
  %71 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %71, ptr %10, align 16
  call void @bits(ptr noundef @.str.6, ptr noundef %10)
  store x86_fp80 0xK00000000000000000000, ptr %11, align 16
  store x86_fp80 0xK00000000000000000000, ptr %12, align 16
  store x86_fp80 0xK3FFCCCCCCCCCCCCCCCCD, ptr %13, align 16
  store x86_fp80 0xK3FF7891AC73AE9819B50, ptr %14, align 16
  store i32 0, ptr %15, align 4
  br label %72

72:                                               ; preds = %114, %70
  %73 = load i32, ptr %15, align 4
  %74 = icmp slt i32 %73, 30
  br i1 %74, label %75, label %117

75:                                               ; preds = %72
  %76 = load i32, ptr %15, align 4
  %77 = srem i32 %76, 2
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %82

79:                                               ; preds = %75
  %80 = load x86_fp80, ptr %13, align 16
  %81 = fneg x86_fp80 %80
  br label %84

82:                                               ; preds = %75
  %83 = load x86_fp80, ptr %13, align 16
  br label %84

84:                                               ; preds = %82, %79
  %85 = phi x86_fp80 [ %81, %79 ], [ %83, %82 ]
  %86 = load i32, ptr %15, align 4
  %87 = mul nsw i32 2, %86
  %88 = add nsw i32 %87, 1
  %89 = sitofp i32 %88 to x86_fp80
  %90 = fdiv x86_fp80 %85, %89
  %91 = load x86_fp80, ptr %11, align 16
  %92 = fadd x86_fp80 %91, %90
  store x86_fp80 %92, ptr %11, align 16
  %93 = load i32, ptr %15, align 4
  %94 = srem i32 %93, 2
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %99

96:                                               ; preds = %84
  %97 = load x86_fp80, ptr %14, align 16
  %98 = fneg x86_fp80 %97
  br label %101

99:                                               ; preds = %84
  %100 = load x86_fp80, ptr %14, align 16
  br label %101

101:                                              ; preds = %99, %96
  %102 = phi x86_fp80 [ %98, %96 ], [ %100, %99 ]
  %103 = load i32, ptr %15, align 4
  %104 = mul nsw i32 2, %103
  %105 = add nsw i32 %104, 1
  %106 = sitofp i32 %105 to x86_fp80
  %107 = fdiv x86_fp80 %102, %106
  %108 = load x86_fp80, ptr %12, align 16
  %109 = fadd x86_fp80 %108, %107
  store x86_fp80 %109, ptr %12, align 16
  %110 = load x86_fp80, ptr %13, align 16
  %111 = fdiv x86_fp80 %110, 0xK4003C800000000000000
  store x86_fp80 %111, ptr %13, align 16
  %112 = load x86_fp80, ptr %14, align 16
  %113 = fdiv x86_fp80 %112, 0xK400EDF21000000000000
  store x86_fp80 %113, ptr %14, align 16
  br label %114

114:                                              ; preds = %101
  %115 = load i32, ptr %15, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %15, align 4
  br label %72, !llvm.loop !9

117:                                              ; preds = %72
  %118 = load x86_fp80, ptr %11, align 16
  %119 = load x86_fp80, ptr %12, align 16
  %120 = fmul x86_fp80 0xK40018000000000000000, %119
  %121 = fneg x86_fp80 %120
  %122 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 0xK40038000000000000000, x86_fp80 %118, x86_fp80 %121)
  store x86_fp80 %122, ptr %16, align 16
  call void @bits(ptr noundef @.str.7, ptr noundef %16)
  store x86_fp80 0xK40008000000000000000, ptr %17, align 16
  store i32 0, ptr %18, align 4
  br label %123

123:                                              ; preds = %132, %117
  %124 = load i32, ptr %18, align 4
  %125 = icmp slt i32 %124, 8
  br i1 %125, label %126, label %135

126:                                              ; preds = %123
  %127 = load x86_fp80, ptr %17, align 16
  %128 = load x86_fp80, ptr %17, align 16
  %129 = fdiv x86_fp80 0xK40008000000000000000, %128
  %130 = fadd x86_fp80 %127, %129
  %131 = fdiv x86_fp80 %130, 0xK40008000000000000000
  store x86_fp80 %131, ptr %17, align 16
  br label %132

132:                                              ; preds = %126
  %133 = load i32, ptr %18, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %18, align 4
  br label %123, !llvm.loop !10

135:                                              ; preds = %123
  %136 = load x86_fp80, ptr %17, align 16
  store x86_fp80 %136, ptr %19, align 16
  call void @bits(ptr noundef @.str.8, ptr noundef %19)
  store x86_fp80 0xK3FFF8000000000000000, ptr %20, align 16
  store i32 0, ptr %21, align 4
  br label %137

137:                                              ; preds = %148, %135
  %138 = load i32, ptr %21, align 4
  %139 = icmp slt i32 %138, 100
  br i1 %139, label %140, label %151

140:                                              ; preds = %137
  %141 = load x86_fp80, ptr %20, align 16
  %142 = load i32, ptr %21, align 4
  %143 = add nsw i32 %142, 1
  %144 = sitofp i32 %143 to x86_fp80
  %145 = fdiv x86_fp80 0xK3FFB8000000000000000, %144
  %146 = fneg x86_fp80 %145
  %147 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %141, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %146)
  store x86_fp80 %147, ptr %20, align 16
  br label %148

148:                                              ; preds = %140
  %149 = load i32, ptr %21, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %21, align 4
  br label %137, !llvm.loop !11

151:                                              ; preds = %137
  %152 = load x86_fp80, ptr %20, align 16
  store x86_fp80 %152, ptr %22, align 16
  call void @bits(ptr noundef @.str.9, ptr noundef %22)
  store x86_fp80 0xK00018000000000000000, ptr %23, align 16
  store i32 0, ptr %24, align 4
  br label %153

153:                                              ; preds = %159, %151
  %154 = load i32, ptr %24, align 4
  %155 = icmp slt i32 %154, 70
  br i1 %155, label %156, label %162

156:                                              ; preds = %153
  %157 = load x86_fp80, ptr %23, align 16
  %158 = fdiv x86_fp80 %157, 0xK4000C000000000000000
  store x86_fp80 %158, ptr %23, align 16
  br label %159

159:                                              ; preds = %156
  %160 = load i32, ptr %24, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %24, align 4
  br label %153, !llvm.loop !12

162:                                              ; preds = %153
  %163 = load x86_fp80, ptr %23, align 16
  store x86_fp80 %163, ptr %25, align 16
  call void @bits(ptr noundef @.str.10, ptr noundef %25)
  store x86_fp80 0xK3FFF8000000000000000, ptr %26, align 16
  store i32 0, ptr %27, align 4
  br label %164

164:                                              ; preds = %172, %162
  %165 = load x86_fp80, ptr %26, align 16
  %166 = fcmp olt x86_fp80 %165, 0xK7FFEFFFFFFFFFFFFFFFF
  br i1 %166, label %167, label %170

167:                                              ; preds = %164
  %168 = load i32, ptr %27, align 4
  %169 = icmp slt i32 %168, 20000
  br label %170

170:                                              ; preds = %167, %164
  %171 = phi i1 [ false, %164 ], [ %169, %167 ]
  br i1 %171, label %172, label %177

172:                                              ; preds = %170
  %173 = load x86_fp80, ptr %26, align 16
  %174 = fmul x86_fp80 %173, 0xK414B924D692CA61BE758
  store x86_fp80 %174, ptr %26, align 16
  %175 = load i32, ptr %27, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %27, align 4
  br label %164, !llvm.loop !13

177:                                              ; preds = %170
  %178 = load i32, ptr %27, align 4
  %179 = load x86_fp80, ptr %26, align 16
  store x86_fp80 %179, ptr %28, align 16
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %178, ptr noundef %28)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conversions() #0 {
  %1 = alloca [8 x i64], align 16
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca [4 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca [6 x i128], align 16
  %10 = alloca i32, align 4
  %11 = alloca x86_fp80, align 16
  %12 = alloca i128, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca i128, align 16
  %16 = alloca [8 x x86_fp80], align 16
  %17 = alloca i32, align 4
  %18 = alloca x86_fp80, align 16
  %19 = alloca [5 x double], align 16
  %20 = alloca i32, align 4
  %21 = alloca x86_fp80, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca [3 x float], align 4
  %24 = alloca i32, align 4
  %25 = alloca x86_fp80, align 16
  %26 = alloca [9 x x86_fp80], align 16
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca float, align 4
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca x86_fp80, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.conversions.ints, i64 64, i1 false)
  store i32 0, ptr %2, align 4
  br label %33

33:                                               ; preds = %50, %0
  %34 = load i32, ptr %2, align 4
  %35 = icmp slt i32 %34, 8
  br i1 %35, label %36, label %53

36:                                               ; preds = %33
  %37 = load i32, ptr %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x i64], ptr %1, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8
  %41 = sitofp i64 %40 to x86_fp80
  store x86_fp80 %41, ptr %3, align 16
  %42 = load i32, ptr %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x i64], ptr %1, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = load x86_fp80, ptr %3, align 16
  %47 = load x86_fp80, ptr %3, align 16
  %48 = fptosi x86_fp80 %47 to i64
  store x86_fp80 %46, ptr %4, align 16
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %45, ptr noundef %4, i64 noundef %48)
  br label %50

50:                                               ; preds = %36
  %51 = load i32, ptr %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %2, align 4
  br label %33, !llvm.loop !14

53:                                               ; preds = %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.conversions.us, i64 32, i1 false)
  store i32 0, ptr %6, align 4
  br label %54

54:                                               ; preds = %71, %53
  %55 = load i32, ptr %6, align 4
  %56 = icmp slt i32 %55, 4
  br i1 %56, label %57, label %74

57:                                               ; preds = %54
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8
  %62 = uitofp i64 %61 to x86_fp80
  store x86_fp80 %62, ptr %7, align 16
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8
  %67 = load x86_fp80, ptr %7, align 16
  %68 = load x86_fp80, ptr %7, align 16
  %69 = fptoui x86_fp80 %68 to i64
  store x86_fp80 %67, ptr %8, align 16
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %66, ptr noundef %8, i64 noundef %69)
  br label %71

71:                                               ; preds = %57
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %6, align 4
  br label %54, !llvm.loop !15

74:                                               ; preds = %54
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 96, i1 false)
  %75 = getelementptr inbounds [6 x i128], ptr %9, i32 0, i32 0
  store i128 1267650600228229401496703205377, ptr %75, align 16
  %76 = getelementptr inbounds [6 x i128], ptr %9, i32 0, i32 1
  store i128 -1237940039285380274899136569, ptr %76, align 16
  %77 = getelementptr inbounds [6 x i128], ptr %9, i32 0, i32 2
  store i128 18446744073709552641, ptr %77, align 16
  %78 = getelementptr inbounds [6 x i128], ptr %9, i32 0, i32 3
  store i128 18446744073709554688, ptr %78, align 16
  %79 = getelementptr inbounds [6 x i128], ptr %9, i32 0, i32 4
  store i128 18446744073709552640, ptr %79, align 16
  %80 = getelementptr inbounds [6 x i128], ptr %9, i32 0, i32 5
  store i128 -1, ptr %80, align 16
  store i32 0, ptr %10, align 4
  br label %81

81:                                               ; preds = %90, %74
  %82 = load i32, ptr %10, align 4
  %83 = icmp slt i32 %82, 6
  br i1 %83, label %84, label %93

84:                                               ; preds = %81
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [6 x i128], ptr %9, i64 0, i64 %86
  %88 = load i128, ptr %87, align 16
  %89 = sitofp i128 %88 to x86_fp80
  store x86_fp80 %89, ptr %11, align 16
  call void @bits(ptr noundef @.str.14, ptr noundef %11)
  br label %90

90:                                               ; preds = %84
  %91 = load i32, ptr %10, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %10, align 4
  br label %81, !llvm.loop !16

93:                                               ; preds = %81
  store i128 -1, ptr %12, align 16
  %94 = load i128, ptr %12, align 16
  %95 = uitofp i128 %94 to x86_fp80
  store x86_fp80 %95, ptr %13, align 16
  call void @bits(ptr noundef @.str.15, ptr noundef %13)
  store x86_fp80 0xK4062F951A9FA3A286C95, ptr %14, align 16
  %96 = load x86_fp80, ptr %14, align 16
  %97 = fptosi x86_fp80 %96 to i128
  store i128 %97, ptr %15, align 16
  %98 = load i128, ptr %15, align 16
  %99 = ashr i128 %98, 64
  %100 = trunc i128 %99 to i64
  %101 = load i128, ptr %15, align 16
  %102 = trunc i128 %101 to i64
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %100, i64 noundef %102)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.conversions.vals, i64 128, i1 false)
  store i32 0, ptr %17, align 4
  br label %104

104:                                              ; preds = %176, %93
  %105 = load i32, ptr %17, align 4
  %106 = icmp slt i32 %105, 8
  br i1 %106, label %107, label %179

107:                                              ; preds = %104
  %108 = load i32, ptr %17, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %109
  %111 = load x86_fp80, ptr %110, align 16
  %112 = load i32, ptr %17, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %113
  %115 = load x86_fp80, ptr %114, align 16
  %116 = fcmp olt x86_fp80 %115, 0xK401E8000000000000000
  br i1 %116, label %117, label %123

117:                                              ; preds = %107
  %118 = load i32, ptr %17, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %119
  %121 = load x86_fp80, ptr %120, align 16
  %122 = fptosi x86_fp80 %121 to i32
  br label %124

123:                                              ; preds = %107
  br label %124

124:                                              ; preds = %123, %117
  %125 = phi i32 [ %122, %117 ], [ 0, %123 ]
  %126 = load i32, ptr %17, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %127
  %129 = load x86_fp80, ptr %128, align 16
  %130 = fcmp olt x86_fp80 %129, 0xK400E8000000000000000
  br i1 %130, label %131, label %138

131:                                              ; preds = %124
  %132 = load i32, ptr %17, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %133
  %135 = load x86_fp80, ptr %134, align 16
  %136 = fptosi x86_fp80 %135 to i16
  %137 = sext i16 %136 to i32
  br label %139

138:                                              ; preds = %124
  br label %139

139:                                              ; preds = %138, %131
  %140 = phi i32 [ %137, %131 ], [ 0, %138 ]
  %141 = load i32, ptr %17, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %142
  %144 = load x86_fp80, ptr %143, align 16
  %145 = fcmp oge x86_fp80 %144, 0xK00000000000000000000
  br i1 %145, label %146, label %158

146:                                              ; preds = %139
  %147 = load i32, ptr %17, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %148
  %150 = load x86_fp80, ptr %149, align 16
  %151 = fcmp olt x86_fp80 %150, 0xK401F8000000000000000
  br i1 %151, label %152, label %158

152:                                              ; preds = %146
  %153 = load i32, ptr %17, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %154
  %156 = load x86_fp80, ptr %155, align 16
  %157 = fptoui x86_fp80 %156 to i32
  br label %159

158:                                              ; preds = %146, %139
  br label %159

159:                                              ; preds = %158, %152
  %160 = phi i32 [ %157, %152 ], [ 0, %158 ]
  %161 = load i32, ptr %17, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %162
  %164 = load x86_fp80, ptr %163, align 16
  %165 = fcmp oge x86_fp80 %164, 0xK00000000000000000000
  br i1 %165, label %166, label %172

166:                                              ; preds = %159
  %167 = load i32, ptr %17, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [8 x x86_fp80], ptr %16, i64 0, i64 %168
  %170 = load x86_fp80, ptr %169, align 16
  %171 = fptoui x86_fp80 %170 to i64
  br label %173

172:                                              ; preds = %159
  br label %173

173:                                              ; preds = %172, %166
  %174 = phi i64 [ %171, %166 ], [ 0, %172 ]
  store x86_fp80 %111, ptr %18, align 16
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %18, i32 noundef %125, i32 noundef %140, i32 noundef %160, i64 noundef %174)
  br label %176

176:                                              ; preds = %173
  %177 = load i32, ptr %17, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %17, align 4
  br label %104, !llvm.loop !17

179:                                              ; preds = %104
  call void @llvm.memset.p0.i64(ptr align 16 %19, i8 0, i64 40, i1 false)
  %180 = getelementptr inbounds [5 x double], ptr %19, i32 0, i32 0
  store double 1.000000e-01, ptr %180, align 16
  %181 = getelementptr inbounds [5 x double], ptr %19, i32 0, i32 1
  store double -1.000000e-310, ptr %181, align 8
  %182 = getelementptr inbounds [5 x double], ptr %19, i32 0, i32 2
  store double 1.000000e+308, ptr %182, align 16
  %183 = getelementptr inbounds [5 x double], ptr %19, i32 0, i32 3
  store double 0x400921FB54442D18, ptr %183, align 8
  %184 = getelementptr inbounds [5 x double], ptr %19, i32 0, i32 4
  store double 4.940660e-324, ptr %184, align 16
  store i32 0, ptr %20, align 4
  br label %185

185:                                              ; preds = %201, %179
  %186 = load i32, ptr %20, align 4
  %187 = icmp slt i32 %186, 5
  br i1 %187, label %188, label %204

188:                                              ; preds = %185
  %189 = load i32, ptr %20, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [5 x double], ptr %19, i64 0, i64 %190
  %192 = load double, ptr %191, align 8
  %193 = fpext double %192 to x86_fp80
  store x86_fp80 %193, ptr %21, align 16
  %194 = load x86_fp80, ptr %21, align 16
  store x86_fp80 %194, ptr %22, align 16
  call void @bits(ptr noundef @.str.18, ptr noundef %22)
  %195 = load x86_fp80, ptr %21, align 16
  %196 = fptrunc x86_fp80 %195 to double
  %197 = load x86_fp80, ptr %21, align 16
  %198 = fmul x86_fp80 %197, 0xK4000C000000000000000
  %199 = fptrunc x86_fp80 %198 to double
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %196, double noundef %199)
  br label %201

201:                                              ; preds = %188
  %202 = load i32, ptr %20, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %20, align 4
  br label %185, !llvm.loop !18

204:                                              ; preds = %185
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 @__const.conversions.fs, i64 12, i1 false)
  store i32 0, ptr %24, align 4
  br label %205

205:                                              ; preds = %214, %204
  %206 = load i32, ptr %24, align 4
  %207 = icmp slt i32 %206, 3
  br i1 %207, label %208, label %217

208:                                              ; preds = %205
  %209 = load i32, ptr %24, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [3 x float], ptr %23, i64 0, i64 %210
  %212 = load float, ptr %211, align 4
  %213 = fpext float %212 to x86_fp80
  store x86_fp80 %213, ptr %25, align 16
  call void @bits(ptr noundef @.str.20, ptr noundef %25)
  br label %214

214:                                              ; preds = %208
  %215 = load i32, ptr %24, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %24, align 4
  br label %205, !llvm.loop !19

217:                                              ; preds = %205
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %26, ptr align 16 @__const.conversions.narrow, i64 144, i1 false)
  store i32 0, ptr %27, align 4
  br label %218

218:                                              ; preds = %239, %217
  %219 = load i32, ptr %27, align 4
  %220 = icmp slt i32 %219, 9
  br i1 %220, label %221, label %242

221:                                              ; preds = %218
  %222 = load i32, ptr %27, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [9 x x86_fp80], ptr %26, i64 0, i64 %223
  %225 = load x86_fp80, ptr %224, align 16
  %226 = fptrunc x86_fp80 %225 to double
  store double %226, ptr %28, align 8
  %227 = load i32, ptr %27, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [9 x x86_fp80], ptr %26, i64 0, i64 %228
  %230 = load x86_fp80, ptr %229, align 16
  %231 = fptrunc x86_fp80 %230 to float
  store float %231, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %28, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 4 %29, i64 4, i1 false)
  %232 = load i32, ptr %27, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [9 x x86_fp80], ptr %26, i64 0, i64 %233
  %235 = load x86_fp80, ptr %234, align 16
  %236 = load i64, ptr %30, align 8
  %237 = load i32, ptr %31, align 4
  store x86_fp80 %235, ptr %32, align 16
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %32, i64 noundef %236, i32 noundef %237)
  br label %239

239:                                              ; preds = %221
  %240 = load i32, ptr %27, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %27, align 4
  br label %218, !llvm.loop !20

242:                                              ; preds = %218
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
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca x86_fp80, align 16
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca x86_fp80, align 16
  %35 = alloca x86_fp80, align 16
  %36 = alloca x86_fp80, align 16
  %37 = alloca x86_fp80, align 16
  %38 = alloca x86_fp80, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  %41 = alloca x86_fp80, align 16
  %42 = alloca [8 x x86_fp80], align 16
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca x86_fp80, align 16
  %46 = alloca x86_fp80, align 16
  %47 = alloca i32, align 4
  %48 = alloca double, align 8
  %49 = alloca double, align 8
  %50 = alloca i64, align 8
  %51 = alloca i64, align 8
  %52 = alloca x86_fp80, align 16
  %53 = load volatile x86_fp80, ptr @vone, align 16
  %54 = load volatile x86_fp80, ptr @vzero, align 16
  %55 = fdiv x86_fp80 %53, %54
  store x86_fp80 %55, ptr %1, align 16
  %56 = load volatile x86_fp80, ptr @vzero, align 16
  %57 = load volatile x86_fp80, ptr @vzero, align 16
  %58 = fdiv x86_fp80 %56, %57
  store x86_fp80 %58, ptr %2, align 16
  %59 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %59, ptr %3, align 16
  call void @bits(ptr noundef @.str.22, ptr noundef %3)
  %60 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %60, ptr %4, align 16
  call void @bits(ptr noundef @.str.23, ptr noundef %4)
  %61 = load x86_fp80, ptr %2, align 16
  %62 = fneg x86_fp80 %61
  store x86_fp80 %62, ptr %5, align 16
  call void @bits(ptr noundef @.str.24, ptr noundef %5)
  %63 = load x86_fp80, ptr %1, align 16
  %64 = load x86_fp80, ptr %1, align 16
  %65 = fsub x86_fp80 %63, %64
  store x86_fp80 %65, ptr %6, align 16
  call void @bits(ptr noundef @.str.25, ptr noundef %6)
  %66 = load volatile x86_fp80, ptr @vzero, align 16
  %67 = load x86_fp80, ptr %1, align 16
  %68 = fmul x86_fp80 %66, %67
  store x86_fp80 %68, ptr %7, align 16
  call void @bits(ptr noundef @.str.26, ptr noundef %7)
  %69 = load x86_fp80, ptr %2, align 16
  %70 = load volatile x86_fp80, ptr @vone, align 16
  %71 = fadd x86_fp80 %69, %70
  store x86_fp80 %71, ptr %8, align 16
  call void @bits(ptr noundef @.str.27, ptr noundef %8)
  %72 = load volatile x86_fp80, ptr @vtwo, align 16
  %73 = fdiv x86_fp80 0xK00018000000000000000, %72
  store x86_fp80 %73, ptr %9, align 16
  call void @bits(ptr noundef @.str.28, ptr noundef %9)
  store x86_fp80 0xK00000000000000000001, ptr %10, align 16
  call void @bits(ptr noundef @.str.29, ptr noundef %10)
  %74 = load volatile x86_fp80, ptr @vtwo, align 16
  %75 = fdiv x86_fp80 0xK00000000000000000001, %74
  store x86_fp80 %75, ptr %11, align 16
  call void @bits(ptr noundef @.str.30, ptr noundef %11)
  %76 = load volatile x86_fp80, ptr @vtwo, align 16
  %77 = fdiv x86_fp80 0xK00000000000000000003, %76
  store x86_fp80 %77, ptr %12, align 16
  call void @bits(ptr noundef @.str.31, ptr noundef %12)
  %78 = load volatile x86_fp80, ptr @vtwo, align 16
  %79 = fmul x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, %78
  store x86_fp80 %79, ptr %13, align 16
  call void @bits(ptr noundef @.str.32, ptr noundef %13)
  store x86_fp80 0xK7FFF8000000000000000, ptr %14, align 16
  call void @bits(ptr noundef @.str.33, ptr noundef %14)
  %80 = load volatile x86_fp80, ptr @vzero, align 16
  %81 = fneg x86_fp80 %80
  store x86_fp80 %81, ptr %15, align 16
  call void @bits(ptr noundef @.str.34, ptr noundef %15)
  %82 = load volatile x86_fp80, ptr @vzero, align 16
  %83 = load volatile x86_fp80, ptr @vone, align 16
  %84 = fneg x86_fp80 %83
  %85 = fmul x86_fp80 %82, %84
  store x86_fp80 %85, ptr %16, align 16
  call void @bits(ptr noundef @.str.35, ptr noundef %16)
  %86 = load volatile x86_fp80, ptr @vone, align 16
  %87 = load volatile x86_fp80, ptr @vone, align 16
  %88 = fsub x86_fp80 %86, %87
  store x86_fp80 %88, ptr %17, align 16
  call void @bits(ptr noundef @.str.36, ptr noundef %17)
  %89 = load volatile x86_fp80, ptr @vone, align 16
  %90 = load volatile x86_fp80, ptr @vthree, align 16
  %91 = fdiv x86_fp80 %89, %90
  store x86_fp80 %91, ptr %18, align 16
  call void @bits(ptr noundef @.str.37, ptr noundef %18)
  %92 = load volatile x86_fp80, ptr @vtwo, align 16
  %93 = load volatile x86_fp80, ptr @vthree, align 16
  %94 = fdiv x86_fp80 %92, %93
  store x86_fp80 %94, ptr %19, align 16
  call void @bits(ptr noundef @.str.38, ptr noundef %19)
  %95 = load volatile x86_fp80, ptr @vone, align 16
  %96 = load volatile x86_fp80, ptr @vthree, align 16
  %97 = fdiv x86_fp80 %95, %96
  %98 = load volatile x86_fp80, ptr @vthree, align 16
  %99 = fmul x86_fp80 %97, %98
  store x86_fp80 %99, ptr %20, align 16
  call void @bits(ptr noundef @.str.39, ptr noundef %20)
  %100 = load volatile x86_fp80, ptr @vone, align 16
  %101 = fmul x86_fp80 %100, 0xK40209502F90000000000
  %102 = fmul x86_fp80 0xK00000000000000000003, %101
  store x86_fp80 %102, ptr %21, align 16
  call void @bits(ptr noundef @.str.40, ptr noundef %21)
  call void @make(ptr dead_on_unwind writable sret(x86_fp80) align 16 %23, i16 noundef 32767, i64 noundef -4611686018427387903)
  %103 = load x86_fp80, ptr %23, align 16
  store x86_fp80 %103, ptr %22, align 16
  call void @make(ptr dead_on_unwind writable sret(x86_fp80) align 16 %25, i16 noundef -1, i64 noundef -4611686018427387902)
  %104 = load x86_fp80, ptr %25, align 16
  store x86_fp80 %104, ptr %24, align 16
  call void @make(ptr dead_on_unwind writable sret(x86_fp80) align 16 %27, i16 noundef 32767, i64 noundef -9223372036854775805)
  %105 = load x86_fp80, ptr %27, align 16
  store x86_fp80 %105, ptr %26, align 16
  %106 = load x86_fp80, ptr %22, align 16
  store volatile x86_fp80 %106, ptr %28, align 16
  %107 = load x86_fp80, ptr %24, align 16
  store volatile x86_fp80 %107, ptr %29, align 16
  %108 = load x86_fp80, ptr %26, align 16
  store volatile x86_fp80 %108, ptr %30, align 16
  %109 = load volatile x86_fp80, ptr %28, align 16
  %110 = load volatile x86_fp80, ptr %29, align 16
  %111 = fadd x86_fp80 %109, %110
  store x86_fp80 %111, ptr %31, align 16
  call void @bits(ptr noundef @.str.41, ptr noundef %31)
  %112 = load volatile x86_fp80, ptr %30, align 16
  %113 = load volatile x86_fp80, ptr %28, align 16
  %114 = fadd x86_fp80 %112, %113
  store x86_fp80 %114, ptr %32, align 16
  call void @bits(ptr noundef @.str.42, ptr noundef %32)
  %115 = load volatile x86_fp80, ptr %30, align 16
  %116 = load volatile x86_fp80, ptr @vtwo, align 16
  %117 = fmul x86_fp80 %115, %116
  store x86_fp80 %117, ptr %33, align 16
  call void @bits(ptr noundef @.str.43, ptr noundef %33)
  %118 = load volatile x86_fp80, ptr %29, align 16
  %119 = load volatile x86_fp80, ptr %28, align 16
  %120 = fdiv x86_fp80 %118, %119
  store x86_fp80 %120, ptr %34, align 16
  call void @bits(ptr noundef @.str.44, ptr noundef %34)
  %121 = load volatile x86_fp80, ptr %28, align 16
  %122 = load volatile x86_fp80, ptr %29, align 16
  %123 = fsub x86_fp80 %121, %122
  store x86_fp80 %123, ptr %35, align 16
  call void @bits(ptr noundef @.str.45, ptr noundef %35)
  call void @make(ptr dead_on_unwind writable sret(x86_fp80) align 16 %37, i16 noundef 0, i64 noundef -9223372036854775808)
  %124 = load x86_fp80, ptr %37, align 16
  store volatile x86_fp80 %124, ptr %36, align 16
  %125 = load volatile x86_fp80, ptr %36, align 16
  %126 = load volatile x86_fp80, ptr @vzero, align 16
  %127 = fadd x86_fp80 %125, %126
  store x86_fp80 %127, ptr %38, align 16
  call void @bits(ptr noundef @.str.46, ptr noundef %38)
  call void @make(ptr dead_on_unwind writable sret(x86_fp80) align 16 %40, i16 noundef 16383, i64 noundef 4611686018427387904)
  %128 = load x86_fp80, ptr %40, align 16
  store volatile x86_fp80 %128, ptr %39, align 16
  %129 = load volatile x86_fp80, ptr %39, align 16
  %130 = load volatile x86_fp80, ptr @vone, align 16
  %131 = fadd x86_fp80 %129, %130
  store x86_fp80 %131, ptr %41, align 16
  call void @bits(ptr noundef @.str.47, ptr noundef %41)
  %132 = load volatile x86_fp80, ptr %39, align 16
  %133 = load volatile x86_fp80, ptr @vone, align 16
  %134 = fcmp olt x86_fp80 %132, %133
  %135 = zext i1 %134 to i32
  %136 = load volatile x86_fp80, ptr %39, align 16
  %137 = load volatile x86_fp80, ptr %39, align 16
  %138 = fcmp oeq x86_fp80 %136, %137
  %139 = zext i1 %138 to i32
  %140 = load volatile x86_fp80, ptr %39, align 16
  %141 = load volatile x86_fp80, ptr %39, align 16
  %142 = fcmp une x86_fp80 %140, %141
  %143 = zext i1 %142 to i32
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.48, i32 noundef %135, i32 noundef %139, i32 noundef %143)
  %145 = load x86_fp80, ptr %1, align 16
  %146 = fneg x86_fp80 %145
  store x86_fp80 %146, ptr %42, align 16
  %147 = getelementptr inbounds x86_fp80, ptr %42, i64 1
  store x86_fp80 0xKBFFF8000000000000000, ptr %147, align 16
  %148 = getelementptr inbounds x86_fp80, ptr %42, i64 2
  store x86_fp80 0xK80000000000000000000, ptr %148, align 16
  %149 = getelementptr inbounds x86_fp80, ptr %42, i64 3
  store x86_fp80 0xK00000000000000000000, ptr %149, align 16
  %150 = getelementptr inbounds x86_fp80, ptr %42, i64 4
  store x86_fp80 0xK00000000000000000001, ptr %150, align 16
  %151 = getelementptr inbounds x86_fp80, ptr %42, i64 5
  store x86_fp80 0xK3FFF8000000000000000, ptr %151, align 16
  %152 = getelementptr inbounds x86_fp80, ptr %42, i64 6
  %153 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %153, ptr %152, align 16
  %154 = getelementptr inbounds x86_fp80, ptr %42, i64 7
  %155 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %155, ptr %154, align 16
  store i32 0, ptr %43, align 4
  br label %156

156:                                              ; preds = %228, %0
  %157 = load i32, ptr %43, align 4
  %158 = icmp slt i32 %157, 8
  br i1 %158, label %159, label %231

159:                                              ; preds = %156
  store i32 0, ptr %44, align 4
  br label %160

160:                                              ; preds = %223, %159
  %161 = load i32, ptr %44, align 4
  %162 = icmp slt i32 %161, 8
  br i1 %162, label %163, label %226

163:                                              ; preds = %160
  %164 = load i32, ptr %43, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [8 x x86_fp80], ptr %42, i64 0, i64 %165
  %167 = load x86_fp80, ptr %166, align 16
  store x86_fp80 %167, ptr %45, align 16
  %168 = load i32, ptr %44, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [8 x x86_fp80], ptr %42, i64 0, i64 %169
  %171 = load x86_fp80, ptr %170, align 16
  store x86_fp80 %171, ptr %46, align 16
  %172 = load x86_fp80, ptr %45, align 16
  %173 = load x86_fp80, ptr %46, align 16
  %174 = fcmp olt x86_fp80 %172, %173
  %175 = zext i1 %174 to i32
  %176 = load x86_fp80, ptr %45, align 16
  %177 = load x86_fp80, ptr %46, align 16
  %178 = fcmp ole x86_fp80 %176, %177
  %179 = zext i1 %178 to i32
  %180 = shl i32 %179, 1
  %181 = or i32 %175, %180
  %182 = load x86_fp80, ptr %45, align 16
  %183 = load x86_fp80, ptr %46, align 16
  %184 = fcmp ogt x86_fp80 %182, %183
  %185 = zext i1 %184 to i32
  %186 = shl i32 %185, 2
  %187 = or i32 %181, %186
  %188 = load x86_fp80, ptr %45, align 16
  %189 = load x86_fp80, ptr %46, align 16
  %190 = fcmp oge x86_fp80 %188, %189
  %191 = zext i1 %190 to i32
  %192 = shl i32 %191, 3
  %193 = or i32 %187, %192
  %194 = load x86_fp80, ptr %45, align 16
  %195 = load x86_fp80, ptr %46, align 16
  %196 = fcmp oeq x86_fp80 %194, %195
  %197 = zext i1 %196 to i32
  %198 = shl i32 %197, 4
  %199 = or i32 %193, %198
  %200 = load x86_fp80, ptr %45, align 16
  %201 = load x86_fp80, ptr %46, align 16
  %202 = fcmp une x86_fp80 %200, %201
  %203 = zext i1 %202 to i32
  %204 = shl i32 %203, 5
  %205 = or i32 %199, %204
  %206 = load x86_fp80, ptr %45, align 16
  %207 = load x86_fp80, ptr %46, align 16
  %208 = fcmp uno x86_fp80 %206, %207
  %209 = zext i1 %208 to i32
  %210 = shl i32 %209, 6
  %211 = or i32 %205, %210
  %212 = load x86_fp80, ptr %45, align 16
  %213 = load x86_fp80, ptr %46, align 16
  %214 = fcmp one x86_fp80 %212, %213
  %215 = zext i1 %214 to i32
  %216 = shl i32 %215, 7
  %217 = or i32 %211, %216
  store i32 %217, ptr %47, align 4
  %218 = load i32, ptr %47, align 4
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, i32 noundef %218)
  %220 = load i32, ptr %47, align 4
  %221 = load i32, ptr @checksum, align 4
  %222 = add i32 %221, %220
  store i32 %222, ptr @checksum, align 4
  br label %223

223:                                              ; preds = %163
  %224 = load i32, ptr %44, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %44, align 4
  br label %160, !llvm.loop !21

226:                                              ; preds = %160
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.50)
  br label %228

228:                                              ; preds = %226
  %229 = load i32, ptr %43, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %43, align 4
  br label %156, !llvm.loop !22

231:                                              ; preds = %156
  %232 = load x86_fp80, ptr %2, align 16
  %233 = call i1 @llvm.is.fpclass.f80(x86_fp80 %232, i32 3)
  %234 = zext i1 %233 to i32
  %235 = load x86_fp80, ptr %1, align 16
  %236 = call i1 @llvm.is.fpclass.f80(x86_fp80 %235, i32 3)
  %237 = zext i1 %236 to i32
  %238 = load x86_fp80, ptr %1, align 16
  %239 = call i1 @llvm.is.fpclass.f80(x86_fp80 %238, i32 516)
  %240 = zext i1 %239 to i32
  %241 = load volatile x86_fp80, ptr @vone, align 16
  %242 = call i1 @llvm.is.fpclass.f80(x86_fp80 %241, i32 516)
  %243 = zext i1 %242 to i32
  %244 = load volatile x86_fp80, ptr @vone, align 16
  %245 = call i1 @llvm.is.fpclass.f80(x86_fp80 %244, i32 504)
  %246 = zext i1 %245 to i32
  %247 = load x86_fp80, ptr %2, align 16
  %248 = call i1 @llvm.is.fpclass.f80(x86_fp80 %247, i32 504)
  %249 = zext i1 %248 to i32
  %250 = load volatile x86_fp80, ptr @vzero, align 16
  %251 = fneg x86_fp80 %250
  %252 = bitcast x86_fp80 %251 to i80
  %253 = icmp slt i80 %252, 0
  %254 = xor i1 %253, true
  %255 = xor i1 %254, true
  %256 = zext i1 %255 to i32
  %257 = load x86_fp80, ptr %2, align 16
  %258 = bitcast x86_fp80 %257 to i80
  %259 = icmp slt i80 %258, 0
  %260 = xor i1 %259, true
  %261 = xor i1 %260, true
  %262 = zext i1 %261 to i32
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.51, i32 noundef %234, i32 noundef %237, i32 noundef %240, i32 noundef %243, i32 noundef %246, i32 noundef %249, i32 noundef %256, i32 noundef %262)
  %264 = load x86_fp80, ptr %2, align 16
  %265 = fcmp oeq x86_fp80 %264, 0xK00000000000000000000
  br i1 %265, label %266, label %270

266:                                              ; preds = %275, %272, %270, %231
  %267 = phi i32 [ 4, %231 ], [ 0, %270 ], [ 1, %272 ], [ %277, %275 ]
  %268 = load x86_fp80, ptr %1, align 16
  %269 = fcmp oeq x86_fp80 %268, 0xK00000000000000000000
  br i1 %269, label %278, label %282

270:                                              ; preds = %231
  %271 = fcmp uno x86_fp80 %264, %264
  br i1 %271, label %266, label %272

272:                                              ; preds = %270
  %273 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %264) #7
  %274 = fcmp oeq x86_fp80 %273, 0xK7FFF8000000000000000
  br i1 %274, label %266, label %275

275:                                              ; preds = %272
  %276 = fcmp uge x86_fp80 %273, 0xK00018000000000000000
  %277 = select i1 %276, i32 2, i32 3
  br label %266

278:                                              ; preds = %287, %284, %282, %266
  %279 = phi i32 [ 4, %266 ], [ 0, %282 ], [ 1, %284 ], [ %289, %287 ]
  %280 = load volatile x86_fp80, ptr @vone, align 16
  %281 = fcmp oeq x86_fp80 %280, 0xK00000000000000000000
  br i1 %281, label %290, label %294

282:                                              ; preds = %266
  %283 = fcmp uno x86_fp80 %268, %268
  br i1 %283, label %278, label %284

284:                                              ; preds = %282
  %285 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %268) #7
  %286 = fcmp oeq x86_fp80 %285, 0xK7FFF8000000000000000
  br i1 %286, label %278, label %287

287:                                              ; preds = %284
  %288 = fcmp uge x86_fp80 %285, 0xK00018000000000000000
  %289 = select i1 %288, i32 2, i32 3
  br label %278

290:                                              ; preds = %299, %296, %294, %278
  %291 = phi i32 [ 4, %278 ], [ 0, %294 ], [ 1, %296 ], [ %301, %299 ]
  %292 = load volatile x86_fp80, ptr @vzero, align 16
  %293 = fcmp oeq x86_fp80 %292, 0xK00000000000000000000
  br i1 %293, label %302, label %316

294:                                              ; preds = %278
  %295 = fcmp uno x86_fp80 %280, %280
  br i1 %295, label %290, label %296

296:                                              ; preds = %294
  %297 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %280) #7
  %298 = fcmp oeq x86_fp80 %297, 0xK7FFF8000000000000000
  br i1 %298, label %290, label %299

299:                                              ; preds = %296
  %300 = fcmp uge x86_fp80 %297, 0xK00018000000000000000
  %301 = select i1 %300, i32 2, i32 3
  br label %290

302:                                              ; preds = %321, %318, %316, %290
  %303 = phi i32 [ 4, %290 ], [ 0, %316 ], [ 1, %318 ], [ %323, %321 ]
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str.52, i32 noundef %267, i32 noundef %279, i32 noundef %291, i32 noundef 3, i32 noundef %303)
  %305 = load x86_fp80, ptr %2, align 16
  %306 = fptrunc x86_fp80 %305 to double
  store double %306, ptr %48, align 8
  %307 = load volatile x86_fp80, ptr %28, align 16
  %308 = fptrunc x86_fp80 %307 to double
  store double %308, ptr %49, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 8 %48, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %49, i64 8, i1 false)
  %309 = load i64, ptr %50, align 8
  %310 = load i64, ptr %51, align 8
  %311 = call i32 (ptr, ...) @printf(ptr noundef @.str.53, i64 noundef %309, i64 noundef %310)
  %312 = load volatile double, ptr @dzero, align 8
  %313 = load volatile double, ptr @dzero, align 8
  %314 = fdiv double %312, %313
  %315 = fpext double %314 to x86_fp80
  store x86_fp80 %315, ptr %52, align 16
  call void @bits(ptr noundef @.str.54, ptr noundef %52)
  ret void

316:                                              ; preds = %290
  %317 = fcmp uno x86_fp80 %292, %292
  br i1 %317, label %302, label %318

318:                                              ; preds = %316
  %319 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %292) #7
  %320 = fcmp oeq x86_fp80 %319, 0xK7FFF8000000000000000
  br i1 %320, label %302, label %321

321:                                              ; preds = %318
  %322 = fcmp uge x86_fp80 %319, 0xK00018000000000000000
  %323 = select i1 %322, i32 2, i32 3
  br label %302
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @formats() #0 {
  %1 = alloca [23 x x86_fp80], align 16
  %2 = alloca [28 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6000 x i8], align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.formats.v, i64 368, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.formats.fmts, i64 224, i1 false)
  store i32 0, ptr %3, align 4
  br label %28

28:                                               ; preds = %83, %0
  %29 = load i32, ptr %3, align 4
  %30 = zext i32 %29 to i64
  %31 = icmp ult i64 %30, 23
  br i1 %31, label %32, label %86

32:                                               ; preds = %28
  store i32 0, ptr %4, align 4
  br label %33

33:                                               ; preds = %78, %32
  %34 = load i32, ptr %4, align 4
  %35 = zext i32 %34 to i64
  %36 = icmp ult i64 %35, 28
  br i1 %36, label %37, label %81

37:                                               ; preds = %33
  %38 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %39 = load i32, ptr %4, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [28 x ptr], ptr %2, i64 0, i64 %40
  %42 = load ptr, ptr %41, align 8
  %43 = load i32, ptr %3, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [23 x x86_fp80], ptr %1, i64 0, i64 %44
  %46 = load x86_fp80, ptr %45, align 16
  store x86_fp80 %46, ptr %6, align 16
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %38, i64 noundef 6000, ptr noundef %42, ptr noundef %6)
  %48 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %49 = call i64 @strlen(ptr noundef %48) #8
  %50 = icmp ugt i64 %49, 80
  br i1 %50, label %51, label %74

51:                                               ; preds = %37
  store i32 0, ptr %7, align 4
  %52 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  store ptr %52, ptr %8, align 8
  br label %53

53:                                               ; preds = %64, %51
  %54 = load ptr, ptr %8, align 8
  %55 = load i8, ptr %54, align 1
  %56 = icmp ne i8 %55, 0
  br i1 %56, label %57, label %67

57:                                               ; preds = %53
  %58 = load i32, ptr %7, align 4
  %59 = mul i32 %58, 131
  %60 = load ptr, ptr %8, align 8
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  store i32 %63, ptr %7, align 4
  br label %64

64:                                               ; preds = %57
  %65 = load ptr, ptr %8, align 8
  %66 = getelementptr inbounds i8, ptr %65, i32 1
  store ptr %66, ptr %8, align 8
  br label %53, !llvm.loop !23

67:                                               ; preds = %53
  %68 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %69 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %70 = call i64 @strlen(ptr noundef %69) #8
  %71 = trunc i64 %70 to i32
  %72 = load i32, ptr %7, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.83, ptr noundef %68, i32 noundef %71, i32 noundef %72)
  br label %77

74:                                               ; preds = %37
  %75 = getelementptr inbounds [6000 x i8], ptr %5, i64 0, i64 0
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.84, ptr noundef %75)
  br label %77

77:                                               ; preds = %74, %67
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %4, align 4
  %80 = add i32 %79, 1
  store i32 %80, ptr %4, align 4
  br label %33, !llvm.loop !24

81:                                               ; preds = %33
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.50)
  br label %83

83:                                               ; preds = %81
  %84 = load i32, ptr %3, align 4
  %85 = add i32 %84, 1
  store i32 %85, ptr %3, align 4
  br label %28, !llvm.loop !25

86:                                               ; preds = %28
  %87 = load volatile x86_fp80, ptr @vone, align 16
  %88 = load volatile x86_fp80, ptr @vzero, align 16
  %89 = fdiv x86_fp80 %87, %88
  store x86_fp80 %89, ptr %9, align 16
  %90 = load volatile x86_fp80, ptr @vzero, align 16
  %91 = load volatile x86_fp80, ptr @vzero, align 16
  %92 = fdiv x86_fp80 %90, %91
  store x86_fp80 %92, ptr %10, align 16
  %93 = load x86_fp80, ptr %9, align 16
  %94 = load x86_fp80, ptr %9, align 16
  %95 = fneg x86_fp80 %94
  %96 = load x86_fp80, ptr %10, align 16
  %97 = load x86_fp80, ptr %10, align 16
  %98 = fneg x86_fp80 %97
  %99 = load x86_fp80, ptr %9, align 16
  %100 = load x86_fp80, ptr %10, align 16
  %101 = load x86_fp80, ptr %9, align 16
  %102 = load x86_fp80, ptr %9, align 16
  %103 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %93, ptr %11, align 16
  store x86_fp80 %95, ptr %12, align 16
  store x86_fp80 %96, ptr %13, align 16
  store x86_fp80 %98, ptr %14, align 16
  store x86_fp80 %99, ptr %15, align 16
  store x86_fp80 %100, ptr %16, align 16
  store x86_fp80 %101, ptr %17, align 16
  store x86_fp80 %102, ptr %18, align 16
  store x86_fp80 %103, ptr %19, align 16
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.85, ptr noundef %11, ptr noundef %12, ptr noundef %13, ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17, ptr noundef %18, ptr noundef %19)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %20, align 16
  store x86_fp80 0xK3FFEAAAAAAAAAAAAAAAB, ptr %21, align 16
  store x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr %22, align 16
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.86, ptr noundef %20, ptr noundef %21, ptr noundef %22)
  store x86_fp80 0xK4000C90FDAA22168C235, ptr %23, align 16
  store x86_fp80 0xKC000ADF85458A2BB4A99, ptr %24, align 16
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.87, i32 noundef 15, i32 noundef 4, ptr noundef %23, i32 noundef 20, i32 noundef 6, ptr noundef %24)
  store x86_fp80 0xK3FFFA000000000000000, ptr %25, align 16
  store x86_fp80 0xK4000F000000000000000, ptr %26, align 16
  store x86_fp80 0xK4001B000000000000000, ptr %27, align 16
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.88, ptr noundef %25, double noundef 2.500000e+00, ptr noundef %26, i32 noundef 42, ptr noundef %27)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @libm() #0 {
  %1 = alloca [9 x x86_fp80], align 16
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca x86_fp80, align 16
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca x86_fp80, align 16
  %35 = alloca x86_fp80, align 16
  %36 = alloca x86_fp80, align 16
  %37 = alloca x86_fp80, align 16
  %38 = alloca x86_fp80, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  %41 = alloca x86_fp80, align 16
  %42 = alloca x86_fp80, align 16
  %43 = alloca x86_fp80, align 16
  %44 = alloca x86_fp80, align 16
  %45 = alloca x86_fp80, align 16
  %46 = alloca x86_fp80, align 16
  %47 = alloca i32, align 4
  %48 = alloca x86_fp80, align 16
  %49 = alloca x86_fp80, align 16
  %50 = alloca x86_fp80, align 16
  %51 = alloca x86_fp80, align 16
  %52 = alloca x86_fp80, align 16
  %53 = alloca x86_fp80, align 16
  %54 = alloca x86_fp80, align 16
  %55 = alloca x86_fp80, align 16
  %56 = alloca x86_fp80, align 16
  %57 = alloca x86_fp80, align 16
  %58 = alloca x86_fp80, align 16
  %59 = alloca x86_fp80, align 16
  %60 = alloca x86_fp80, align 16
  %61 = alloca x86_fp80, align 16
  %62 = alloca x86_fp80, align 16
  %63 = alloca x86_fp80, align 16
  %64 = alloca x86_fp80, align 16
  %65 = alloca x86_fp80, align 16
  %66 = alloca x86_fp80, align 16
  %67 = alloca x86_fp80, align 16
  %68 = alloca x86_fp80, align 16
  %69 = alloca x86_fp80, align 16
  %70 = alloca x86_fp80, align 16
  %71 = alloca x86_fp80, align 16
  %72 = alloca x86_fp80, align 16
  %73 = alloca x86_fp80, align 16
  %74 = alloca x86_fp80, align 16
  %75 = alloca x86_fp80, align 16
  %76 = alloca x86_fp80, align 16
  %77 = alloca x86_fp80, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.libm.xs, i64 144, i1 false)
  store i32 0, ptr %2, align 4
  br label %78

78:                                               ; preds = %98, %0
  %79 = load i32, ptr %2, align 4
  %80 = icmp slt i32 %79, 9
  br i1 %80, label %81, label %101

81:                                               ; preds = %78
  %82 = load i32, ptr %2, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [9 x x86_fp80], ptr %1, i64 0, i64 %83
  %85 = load x86_fp80, ptr %84, align 16
  store x86_fp80 %85, ptr %3, align 16
  %86 = load x86_fp80, ptr %3, align 16
  %87 = load x86_fp80, ptr %3, align 16
  %88 = call x86_fp80 @llvm.floor.f80(x86_fp80 %87)
  %89 = load x86_fp80, ptr %3, align 16
  %90 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %89)
  %91 = load x86_fp80, ptr %3, align 16
  %92 = call x86_fp80 @llvm.trunc.f80(x86_fp80 %91)
  %93 = load x86_fp80, ptr %3, align 16
  %94 = call x86_fp80 @llvm.round.f80(x86_fp80 %93)
  %95 = load x86_fp80, ptr %3, align 16
  %96 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %95)
  store x86_fp80 %86, ptr %4, align 16
  store x86_fp80 %88, ptr %5, align 16
  store x86_fp80 %90, ptr %6, align 16
  store x86_fp80 %92, ptr %7, align 16
  store x86_fp80 %94, ptr %8, align 16
  store x86_fp80 %96, ptr %9, align 16
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.89, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9)
  br label %98

98:                                               ; preds = %81
  %99 = load i32, ptr %2, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %2, align 4
  br label %78, !llvm.loop !26

101:                                              ; preds = %78
  %102 = load volatile x86_fp80, ptr @vtwo, align 16
  store x86_fp80 %102, ptr %11, align 16
  call void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %10, ptr noundef %11) #8
  %103 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %103, ptr %12, align 16
  call void @bits(ptr noundef @.str.90, ptr noundef %12)
  %104 = load volatile x86_fp80, ptr @vthree, align 16
  store x86_fp80 %104, ptr %14, align 16
  call void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %13, ptr noundef %14) #8
  %105 = load x86_fp80, ptr %13, align 16
  store x86_fp80 %105, ptr %15, align 16
  call void @bits(ptr noundef @.str.91, ptr noundef %15)
  %106 = load volatile x86_fp80, ptr @vone, align 16
  %107 = fmul x86_fp80 0xK00000000000663278E62, %106
  store x86_fp80 %107, ptr %17, align 16
  call void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %16, ptr noundef %17) #8
  %108 = load x86_fp80, ptr %16, align 16
  store x86_fp80 %108, ptr %18, align 16
  call void @bits(ptr noundef @.str.92, ptr noundef %18)
  %109 = load volatile x86_fp80, ptr @vone, align 16
  %110 = fneg x86_fp80 %109
  store x86_fp80 %110, ptr %20, align 16
  call void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %19, ptr noundef %20) #8
  %111 = load x86_fp80, ptr %19, align 16
  store x86_fp80 %111, ptr %21, align 16
  call void @bits(ptr noundef @.str.93, ptr noundef %21)
  %112 = load volatile x86_fp80, ptr @vone, align 16
  %113 = fmul x86_fp80 0xK4002A000000000000000, %112
  %114 = load volatile x86_fp80, ptr @vthree, align 16
  store x86_fp80 %113, ptr %23, align 16
  store x86_fp80 %114, ptr %24, align 16
  call void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %22, ptr noundef %23, ptr noundef %24) #8
  %115 = load x86_fp80, ptr %22, align 16
  store x86_fp80 %115, ptr %25, align 16
  call void @bits(ptr noundef @.str.94, ptr noundef %25)
  %116 = load volatile x86_fp80, ptr @vone, align 16
  %117 = fmul x86_fp80 0xKC062C9F2C9CD04674EDF, %116
  store x86_fp80 %117, ptr %27, align 16
  store x86_fp80 0xK4001E000000000000000, ptr %28, align 16
  call void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %26, ptr noundef %27, ptr noundef %28) #8
  %118 = load x86_fp80, ptr %26, align 16
  store x86_fp80 %118, ptr %29, align 16
  call void @bits(ptr noundef @.str.95, ptr noundef %29)
  %119 = load volatile x86_fp80, ptr @vone, align 16
  %120 = fmul x86_fp80 0xK73E6D1BA8323FE558C61, %119
  %121 = load volatile x86_fp80, ptr @vthree, align 16
  store x86_fp80 %120, ptr %31, align 16
  store x86_fp80 %121, ptr %32, align 16
  call void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %30, ptr noundef %31, ptr noundef %32) #8
  %122 = load x86_fp80, ptr %30, align 16
  store x86_fp80 %122, ptr %33, align 16
  call void @bits(ptr noundef @.str.96, ptr noundef %33)
  %123 = load volatile x86_fp80, ptr @vone, align 16
  %124 = load volatile x86_fp80, ptr @vzero, align 16
  store x86_fp80 %123, ptr %35, align 16
  store x86_fp80 %124, ptr %36, align 16
  call void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %34, ptr noundef %35, ptr noundef %36) #8
  %125 = load x86_fp80, ptr %34, align 16
  store x86_fp80 %125, ptr %37, align 16
  call void @bits(ptr noundef @.str.97, ptr noundef %37)
  %126 = load volatile x86_fp80, ptr @vone, align 16
  store x86_fp80 %126, ptr %39, align 16
  call void @ldexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %38, ptr noundef %39, i32 noundef -16400) #8
  %127 = load x86_fp80, ptr %38, align 16
  store x86_fp80 %127, ptr %40, align 16
  call void @bits(ptr noundef @.str.98, ptr noundef %40)
  %128 = load volatile x86_fp80, ptr @vthree, align 16
  store x86_fp80 %128, ptr %42, align 16
  call void @ldexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %41, ptr noundef %42, i32 noundef -16446) #8
  %129 = load x86_fp80, ptr %41, align 16
  store x86_fp80 %129, ptr %43, align 16
  call void @bits(ptr noundef @.str.99, ptr noundef %43)
  %130 = load volatile x86_fp80, ptr @vone, align 16
  store x86_fp80 %130, ptr %45, align 16
  call void @ldexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %44, ptr noundef %45, i32 noundef 20000) #8
  %131 = load x86_fp80, ptr %44, align 16
  store x86_fp80 %131, ptr %46, align 16
  call void @bits(ptr noundef @.str.100, ptr noundef %46)
  store i32 0, ptr %47, align 4
  %132 = load volatile x86_fp80, ptr @vone, align 16
  %133 = fmul x86_fp80 0xK414B924D692CA61BE758, %132
  store x86_fp80 %133, ptr %50, align 16
  call void @frexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %49, ptr noundef %50, ptr noundef %47) #8
  %134 = load x86_fp80, ptr %49, align 16
  store x86_fp80 %134, ptr %48, align 16
  %135 = load x86_fp80, ptr %48, align 16
  %136 = load i32, ptr %47, align 4
  store x86_fp80 %135, ptr %51, align 16
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.101, ptr noundef %51, i32 noundef %136)
  %138 = load volatile x86_fp80, ptr @vone, align 16
  %139 = fmul x86_fp80 0xK00000000000000000001, %138
  store x86_fp80 %139, ptr %53, align 16
  call void @frexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %52, ptr noundef %53, ptr noundef %47) #8
  %140 = load x86_fp80, ptr %52, align 16
  store x86_fp80 %140, ptr %48, align 16
  %141 = load x86_fp80, ptr %48, align 16
  %142 = load i32, ptr %47, align 4
  store x86_fp80 %141, ptr %54, align 16
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.101, ptr noundef %54, i32 noundef %142)
  %144 = load volatile x86_fp80, ptr @vthree, align 16
  %145 = load volatile x86_fp80, ptr @vzero, align 16
  %146 = fneg x86_fp80 %145
  %147 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %144, x86_fp80 %146)
  store x86_fp80 %147, ptr %55, align 16
  call void @bits(ptr noundef @.str.102, ptr noundef %55)
  %148 = load volatile x86_fp80, ptr @vone, align 16
  %149 = load volatile x86_fp80, ptr @vthree, align 16
  %150 = fdiv x86_fp80 %148, %149
  %151 = load volatile x86_fp80, ptr @vthree, align 16
  %152 = load volatile x86_fp80, ptr @vone, align 16
  %153 = fneg x86_fp80 %152
  %154 = call x86_fp80 @llvm.fma.f80(x86_fp80 %150, x86_fp80 %151, x86_fp80 %153)
  store x86_fp80 %154, ptr %56, align 16
  call void @bits(ptr noundef @.str.103, ptr noundef %56)
  %155 = load volatile x86_fp80, ptr @vone, align 16
  %156 = load volatile x86_fp80, ptr @vthree, align 16
  %157 = fdiv x86_fp80 %155, %156
  %158 = load volatile x86_fp80, ptr @vthree, align 16
  %159 = load volatile x86_fp80, ptr @vone, align 16
  %160 = fneg x86_fp80 %159
  %161 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %157, x86_fp80 %158, x86_fp80 %160)
  store x86_fp80 %161, ptr %57, align 16
  call void @bits(ptr noundef @.str.104, ptr noundef %57)
  %162 = load volatile x86_fp80, ptr @vone, align 16
  %163 = load volatile x86_fp80, ptr @vtwo, align 16
  %164 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %162, x86_fp80 %163)
  store x86_fp80 %164, ptr %58, align 16
  call void @bits(ptr noundef @.str.105, ptr noundef %58)
  %165 = load volatile x86_fp80, ptr @vone, align 16
  %166 = load volatile x86_fp80, ptr @vtwo, align 16
  %167 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %165, x86_fp80 %166)
  store x86_fp80 %167, ptr %59, align 16
  call void @bits(ptr noundef @.str.106, ptr noundef %59)
  %168 = load volatile x86_fp80, ptr @vzero, align 16
  %169 = load volatile x86_fp80, ptr @vzero, align 16
  %170 = fdiv x86_fp80 %168, %169
  %171 = load volatile x86_fp80, ptr @vtwo, align 16
  %172 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %170, x86_fp80 %171)
  store x86_fp80 %172, ptr %60, align 16
  call void @bits(ptr noundef @.str.107, ptr noundef %60)
  store x86_fp80 0xK00000000000000000000, ptr %61, align 16
  %173 = load volatile x86_fp80, ptr @vone, align 16
  %174 = fmul x86_fp80 0xKC001F400000000000000, %173
  store x86_fp80 %174, ptr %63, align 16
  call void @modfl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %62, ptr noundef %63, ptr noundef %61) #8
  %175 = load x86_fp80, ptr %62, align 16
  store x86_fp80 %175, ptr %64, align 16
  call void @bits(ptr noundef @.str.108, ptr noundef %64)
  %176 = load x86_fp80, ptr %61, align 16
  store x86_fp80 %176, ptr %65, align 16
  call void @bits(ptr noundef @.str.109, ptr noundef %65)
  %177 = load volatile x86_fp80, ptr @vone, align 16
  %178 = load volatile x86_fp80, ptr @vzero, align 16
  %179 = fdiv x86_fp80 %177, %178
  store x86_fp80 %179, ptr %67, align 16
  call void @modfl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %66, ptr noundef %67, ptr noundef %61) #8
  %180 = load x86_fp80, ptr %66, align 16
  store x86_fp80 %180, ptr %68, align 16
  call void @bits(ptr noundef @.str.110, ptr noundef %68)
  %181 = load volatile x86_fp80, ptr @vone, align 16
  %182 = fmul x86_fp80 0xK4000A000000000000000, %181
  %183 = call x86_fp80 @llvm.rint.f80(x86_fp80 %182)
  store x86_fp80 %183, ptr %69, align 16
  call void @bits(ptr noundef @.str.111, ptr noundef %69)
  %184 = load volatile x86_fp80, ptr @vone, align 16
  %185 = fmul x86_fp80 0xKC000E000000000000000, %184
  %186 = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %185)
  store x86_fp80 %186, ptr %70, align 16
  call void @bits(ptr noundef @.str.112, ptr noundef %70)
  %187 = load volatile x86_fp80, ptr @vthree, align 16
  store x86_fp80 %187, ptr %72, align 16
  call void @scalbnl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %71, ptr noundef %72, i32 noundef -16440) #8
  %188 = load x86_fp80, ptr %71, align 16
  store x86_fp80 %188, ptr %73, align 16
  call void @bits(ptr noundef @.str.113, ptr noundef %73)
  %189 = load volatile x86_fp80, ptr @vthree, align 16
  store x86_fp80 %189, ptr %75, align 16
  call void @scalblnl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %74, ptr noundef %75, i32 noundef 100) #8
  %190 = load x86_fp80, ptr %74, align 16
  store x86_fp80 %190, ptr %76, align 16
  call void @bits(ptr noundef @.str.114, ptr noundef %76)
  %191 = load volatile x86_fp80, ptr @vzero, align 16
  %192 = load volatile x86_fp80, ptr @vzero, align 16
  %193 = fdiv x86_fp80 %191, %192
  %194 = load volatile x86_fp80, ptr @vone, align 16
  %195 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %193, x86_fp80 %194)
  store x86_fp80 %195, ptr %77, align 16
  call void @bits(ptr noundef @.str.115, ptr noundef %77)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_ld(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %5)
  store x86_fp80 0xK00000000000000000000, ptr %6, align 16
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %45, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %48

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %15, ptr %5, align 8
  %16 = load i32, ptr %14, align 8
  store i32 %16, ptr %8, align 4
  %17 = load i32, ptr %8, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %26

19:                                               ; preds = %13
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr %21, ptr %5, align 8
  %22 = load ptr, ptr %20, align 8
  %23 = load x86_fp80, ptr %22, align 16
  %24 = load x86_fp80, ptr %6, align 16
  %25 = fadd x86_fp80 %24, %23
  store x86_fp80 %25, ptr %6, align 16
  br label %44

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %29, label %36

29:                                               ; preds = %26
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %31, ptr %5, align 8
  %32 = load double, ptr %30, align 8
  %33 = fpext double %32 to x86_fp80
  %34 = load x86_fp80, ptr %6, align 16
  %35 = fadd x86_fp80 %34, %33
  store x86_fp80 %35, ptr %6, align 16
  br label %43

36:                                               ; preds = %26
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr %38, ptr %5, align 8
  %39 = load i64, ptr %37, align 8
  %40 = sitofp i64 %39 to x86_fp80
  %41 = load x86_fp80, ptr %6, align 16
  %42 = fadd x86_fp80 %41, %40
  store x86_fp80 %42, ptr %6, align 16
  br label %43

43:                                               ; preds = %36, %29
  br label %44

44:                                               ; preds = %43, %19
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %9, !llvm.loop !27

48:                                               ; preds = %9
  call void @llvm.va_end.p0(ptr %5)
  %49 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %49, ptr %0, align 16
  %50 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %50, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bits(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca i64, align 8
  %6 = alloca i16, align 2
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = load x86_fp80, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store x86_fp80 %9, ptr %4, align 16
  store i64 0, ptr %5, align 8
  store i16 0, ptr %6, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 16 %4, i64 8, i1 false)
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 1 %10, i64 2, i1 false)
  %11 = load i32, ptr @checksum, align 4
  %12 = mul i32 %11, 31
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %5, align 8
  %15 = lshr i64 %14, 32
  %16 = xor i64 %13, %15
  %17 = trunc i64 %16 to i32
  %18 = add i32 %12, %17
  %19 = load i16, ptr %6, align 2
  %20 = zext i16 %19 to i32
  %21 = add i32 %18, %20
  store i32 %21, ptr @checksum, align 4
  %22 = load ptr, ptr %3, align 8
  %23 = load i16, ptr %6, align 2
  %24 = zext i16 %23 to i32
  %25 = load i64, ptr %5, align 8
  %26 = load x86_fp80, ptr %4, align 16
  %27 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %26, ptr %7, align 16
  store x86_fp80 %27, ptr %8, align 16
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.116, ptr noundef %22, i32 noundef %24, i64 noundef %25, ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, double noundef %2, ptr noundef %3, i32 noundef %4, float noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca x86_fp80, align 16
  %9 = alloca double, align 8
  %10 = alloca x86_fp80, align 16
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  store ptr %0, ptr %7, align 8
  %13 = load x86_fp80, ptr %1, align 16
  %14 = load x86_fp80, ptr %3, align 16
  store x86_fp80 %13, ptr %8, align 16
  store double %2, ptr %9, align 8
  store x86_fp80 %14, ptr %10, align 16
  store i32 %4, ptr %11, align 4
  store float %5, ptr %12, align 4
  %15 = load x86_fp80, ptr %8, align 16
  %16 = load double, ptr %9, align 8
  %17 = fpext double %16 to x86_fp80
  %18 = load x86_fp80, ptr %10, align 16
  %19 = load i32, ptr %11, align 4
  %20 = sitofp i32 %19 to x86_fp80
  %21 = fdiv x86_fp80 %18, %20
  %22 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %15, x86_fp80 %17, x86_fp80 %21)
  %23 = load float, ptr %12, align 4
  %24 = fpext float %23 to x86_fp80
  %25 = fsub x86_fp80 %22, %24
  store x86_fp80 %25, ptr %0, align 16
  %26 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %26, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pick(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  store ptr %0, ptr %5, align 8
  %9 = load x86_fp80, ptr %2, align 16
  %10 = load x86_fp80, ptr %3, align 16
  store i32 %1, ptr %6, align 4
  store x86_fp80 %9, ptr %7, align 16
  store x86_fp80 %10, ptr %8, align 16
  %11 = load i32, ptr %6, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %4
  %14 = load x86_fp80, ptr %7, align 16
  br label %17

15:                                               ; preds = %4
  %16 = load x86_fp80, ptr %8, align 16
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi x86_fp80 [ %14, %13 ], [ %16, %15 ]
  store x86_fp80 %18, ptr %0, align 16
  %19 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %19, ptr %0, align 16
  ret void
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #8
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i16 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i16, align 2
  %6 = alloca i64, align 8
  %7 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  store i16 %1, ptr %5, align 2
  store i64 %2, ptr %6, align 8
  store x86_fp80 0xK00000000000000000000, ptr %7, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 8 %6, i64 8, i1 false)
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 2 %5, i64 2, i1 false)
  %9 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %9, ptr %0, align 16
  %10 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %10, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #1

; Function Attrs: nounwind
declare dso_local void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef) #4

; Function Attrs: nounwind
declare dso_local void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare dso_local void @ldexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare dso_local void @frexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #1

; Function Attrs: nounwind
declare dso_local void @modfl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80) #1

; Function Attrs: nounwind
declare dso_local void @scalbnl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare dso_local void @scalblnl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { memory(none) }
attributes #8 = { nounwind }

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
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}

; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [8 x i8] c"varargs\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@vthree = internal global x86_fp80 0xK4000C000000000000000, align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"pick\00", align 1
@checksum = internal unnamed_addr global i32 0, align 4
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
@.str.12 = private unnamed_addr constant [26 x i8] c"ll %lld -> %.0Lf -> %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"ull %llu -> %.0Lf -> %llu\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"i128\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"u128max\00", align 1
@.str.16 = private unnamed_addr constant [23 x i8] c"to i128: %llx %016llx\0A\00", align 1
@__const.conversions.vals = private unnamed_addr constant [8 x x86_fp80] [x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xKBFFE8000000000000000, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xKBFFFC000000000000000, x86_fp80 0xK4000BFFE5C91D14E3BCD, x86_fp80 0xKC000BFFE5C91D14E3BCD, x86_fp80 0xK403ADE0B6B3A76400000, x86_fp80 0xK400EFFFFFD70A3D70A3D], align 16
@.str.17 = private unnamed_addr constant [45 x i8] c"trunc %Lg: int %d short %d uint %u ull %llu\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"from double\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"  back %a %a\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"from float\00", align 1
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
@__const.formats.fmts.rel = private unnamed_addr constant [28 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.55 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.56 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.57 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.58 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.59 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.60 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.61 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.62 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.63 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.64 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.65 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.66 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.67 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.68 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.69 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.70 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.71 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.72 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.73 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.74 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.75 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.76 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.77 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.78 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.79 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.80 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.81 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.82 to i64), i64 ptrtoint (ptr @__const.formats.fmts.rel to i64)) to i32)], align 4
@.str.83 = private unnamed_addr constant [32 x i8] c"[%.40s...(%u chars, hash %08x)]\00", align 1
@.str.84 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.85 = private unnamed_addr constant [54 x i8] c"[%Lf][%Le][%Lg][%La][%10Lf][%-10Le|][%+Lg][%LF][%LE]\0A\00", align 1
@.str.86 = private unnamed_addr constant [28 x i8] c"[%.40Lf]\0A[%.45Le]\0A[%.40Lg]\0A\00", align 1
@.str.87 = private unnamed_addr constant [20 x i8] c"[%*.*Lf][%-*.*Le|]\0A\00", align 1
@.str.88 = private unnamed_addr constant [21 x i8] c"[%Lf %f %Lf %d %Le]\0A\00", align 1
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

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 200) i32 @main() local_unnamed_addr #0 {
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
  %42 = alloca x86_fp80, align 16
  %43 = alloca x86_fp80, align 16
  %44 = alloca x86_fp80, align 16
  %45 = alloca x86_fp80, align 16
  %46 = alloca x86_fp80, align 16
  %47 = alloca x86_fp80, align 16
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
  %78 = alloca x86_fp80, align 16
  %79 = alloca x86_fp80, align 16
  %80 = alloca x86_fp80, align 16
  %81 = alloca x86_fp80, align 16
  %82 = alloca x86_fp80, align 16
  %83 = alloca x86_fp80, align 16
  %84 = alloca x86_fp80, align 16
  %85 = alloca x86_fp80, align 16
  %86 = alloca x86_fp80, align 16
  %87 = alloca x86_fp80, align 16
  %88 = alloca x86_fp80, align 16
  %89 = alloca i32, align 4
  %90 = alloca x86_fp80, align 16
  %91 = alloca x86_fp80, align 16
  %92 = alloca x86_fp80, align 16
  %93 = alloca x86_fp80, align 16
  %94 = alloca x86_fp80, align 16
  %95 = alloca x86_fp80, align 16
  %96 = alloca x86_fp80, align 16
  %97 = alloca x86_fp80, align 16
  %98 = alloca x86_fp80, align 16
  %99 = alloca x86_fp80, align 16
  %100 = alloca x86_fp80, align 16
  %101 = alloca x86_fp80, align 16
  %102 = alloca x86_fp80, align 16
  %103 = alloca x86_fp80, align 16
  %104 = alloca x86_fp80, align 16
  %105 = alloca [6000 x i8], align 16
  %106 = alloca x86_fp80, align 16
  %107 = alloca x86_fp80, align 16
  %108 = alloca x86_fp80, align 16
  %109 = alloca x86_fp80, align 16
  %110 = alloca x86_fp80, align 16
  %111 = alloca x86_fp80, align 16
  %112 = alloca x86_fp80, align 16
  %113 = alloca x86_fp80, align 16
  %114 = alloca x86_fp80, align 16
  %115 = alloca x86_fp80, align 16
  %116 = alloca x86_fp80, align 16
  %117 = alloca x86_fp80, align 16
  %118 = alloca x86_fp80, align 16
  %119 = alloca x86_fp80, align 16
  %120 = alloca x86_fp80, align 16
  %121 = alloca x86_fp80, align 16
  %122 = alloca x86_fp80, align 16
  %123 = alloca x86_fp80, align 16
  %124 = alloca x86_fp80, align 16
  %125 = alloca x86_fp80, align 16
  %126 = alloca x86_fp80, align 16
  %127 = alloca x86_fp80, align 16
  %128 = alloca x86_fp80, align 16
  %129 = alloca x86_fp80, align 16
  %130 = alloca x86_fp80, align 16
  %131 = alloca x86_fp80, align 16
  %132 = alloca x86_fp80, align 16
  %133 = alloca x86_fp80, align 16
  %134 = alloca x86_fp80, align 16
  %135 = alloca x86_fp80, align 16
  %136 = alloca x86_fp80, align 16
  %137 = alloca x86_fp80, align 16
  %138 = alloca x86_fp80, align 16
  %139 = alloca x86_fp80, align 16
  %140 = alloca x86_fp80, align 16
  %141 = alloca x86_fp80, align 16
  %142 = alloca x86_fp80, align 16
  %143 = alloca x86_fp80, align 16
  %144 = alloca x86_fp80, align 16
  %145 = alloca x86_fp80, align 16
  %146 = alloca x86_fp80, align 16
  %147 = alloca x86_fp80, align 16
  %148 = alloca x86_fp80, align 16
  %149 = alloca x86_fp80, align 16
  %150 = alloca x86_fp80, align 16
  %151 = alloca x86_fp80, align 16
  %152 = alloca x86_fp80, align 16
  %153 = alloca x86_fp80, align 16
  %154 = alloca x86_fp80, align 16
  %155 = alloca x86_fp80, align 16
  %156 = alloca x86_fp80, align 16
  %157 = alloca x86_fp80, align 16
  %158 = alloca x86_fp80, align 16
  %159 = alloca x86_fp80, align 16
  %160 = alloca x86_fp80, align 16
  %161 = alloca x86_fp80, align 16
  %162 = alloca x86_fp80, align 16
  %163 = alloca x86_fp80, align 16
  %164 = alloca x86_fp80, align 16
  %165 = alloca x86_fp80, align 16
  %166 = alloca x86_fp80, align 16
  %167 = alloca x86_fp80, align 16
  %168 = alloca x86_fp80, align 16
  %169 = alloca x86_fp80, align 16
  %170 = alloca x86_fp80, align 16
  %171 = alloca x86_fp80, align 16
  %172 = alloca x86_fp80, align 16
  %173 = alloca x86_fp80, align 16
  %174 = alloca x86_fp80, align 16
  %175 = alloca x86_fp80, align 16
  %176 = alloca x86_fp80, align 16
  %177 = alloca x86_fp80, align 16
  %178 = alloca x86_fp80, align 16
  %179 = alloca x86_fp80, align 16
  %180 = alloca x86_fp80, align 16
  %181 = alloca x86_fp80, align 16
  %182 = alloca x86_fp80, align 16
  %183 = alloca [8 x x86_fp80], align 16
  %184 = alloca x86_fp80, align 16
  %185 = alloca x86_fp80, align 16
  %186 = alloca x86_fp80, align 16
  %187 = alloca x86_fp80, align 16
  %188 = alloca x86_fp80, align 16
  %189 = alloca x86_fp80, align 16
  %190 = alloca x86_fp80, align 16
  %191 = alloca x86_fp80, align 16
  %192 = alloca x86_fp80, align 16
  %193 = alloca x86_fp80, align 16
  %194 = alloca x86_fp80, align 16
  %195 = alloca x86_fp80, align 16
  %196 = alloca x86_fp80, align 16
  %197 = alloca x86_fp80, align 16
  %198 = alloca x86_fp80, align 16
  %199 = alloca x86_fp80, align 16
  %200 = alloca x86_fp80, align 16
  %201 = alloca x86_fp80, align 16
  %202 = alloca x86_fp80, align 16
  %203 = alloca x86_fp80, align 16
  %204 = alloca x86_fp80, align 16
  %205 = alloca x86_fp80, align 16
  %206 = alloca x86_fp80, align 16
  %207 = alloca x86_fp80, align 16
  %208 = alloca x86_fp80, align 16
  %209 = alloca x86_fp80, align 16
  %210 = alloca x86_fp80, align 16
  %211 = alloca x86_fp80, align 16
  %212 = alloca x86_fp80, align 16
  %213 = alloca x86_fp80, align 16
  %214 = alloca x86_fp80, align 16
  %215 = alloca x86_fp80, align 16
  %216 = alloca x86_fp80, align 16
  %217 = alloca x86_fp80, align 16
  %218 = alloca x86_fp80, align 16
  %219 = alloca x86_fp80, align 16
  %220 = alloca x86_fp80, align 16
  %221 = alloca x86_fp80, align 16
  %222 = alloca x86_fp80, align 16
  %223 = alloca x86_fp80, align 16
  br label %242

224:                                              ; preds = %242
  %225 = bitcast x86_fp80 %263 to i80
  %226 = trunc i80 %225 to i64
  %227 = lshr i80 %225, 64
  %228 = trunc nuw nsw i80 %227 to i32
  %229 = load i32, ptr @checksum, align 4, !tbaa !5
  %230 = mul i32 %229, 31
  %231 = lshr i64 %226, 32
  %232 = xor i64 %231, %226
  %233 = trunc i64 %232 to i32
  %234 = add i32 %233, %228
  %235 = add i32 %234, %230
  store i32 %235, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %208) #12
  store x86_fp80 %263, ptr %208, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %209) #12
  store x86_fp80 %263, ptr %209, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.4, i32 noundef %228, i64 noundef %226, ptr noundef nonnull %208, ptr noundef nonnull %209)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %208) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %209) #12
  %236 = load i32, ptr @checksum, align 4, !tbaa !5
  %237 = mul i32 %236, 31
  %238 = add i32 %237, 256073411
  store i32 %238, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %206) #12
  store x86_fp80 0xK4000ADF85458A2BB4A9B, ptr %206, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %207) #12
  store x86_fp80 0xK4000ADF85458A2BB4A9B, ptr %207, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.5, i32 noundef 16384, i64 noundef -5910881771259737445, ptr noundef nonnull %206, ptr noundef nonnull %207)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %206) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %207) #12
  %239 = load i32, ptr @checksum, align 4, !tbaa !5
  %240 = mul i32 %239, 31
  %241 = add i32 %240, 676808442
  store i32 %241, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %204) #12
  store x86_fp80 0xK406AD13F6370F96865E0, ptr %204, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %205) #12
  store x86_fp80 0xK406AD13F6370F96865E0, ptr %205, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.6, i32 noundef 16490, i64 noundef -3368864659377986080, ptr noundef nonnull %204, ptr noundef nonnull %205)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %204) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %205) #12
  br label %283

242:                                              ; preds = %242, %0
  %243 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %263, %242 ]
  %244 = phi i32 [ 1, %0 ], [ %264, %242 ]
  %245 = uitofp nneg i32 %244 to x86_fp80
  %246 = fdiv x86_fp80 0xK3FFF8000000000000000, %245
  %247 = fadd x86_fp80 %243, %246
  %248 = add nuw nsw i32 %244, 1
  %249 = uitofp nneg i32 %248 to x86_fp80
  %250 = fdiv x86_fp80 0xK3FFF8000000000000000, %249
  %251 = fadd x86_fp80 %247, %250
  %252 = add nuw nsw i32 %244, 2
  %253 = uitofp nneg i32 %252 to x86_fp80
  %254 = fdiv x86_fp80 0xK3FFF8000000000000000, %253
  %255 = fadd x86_fp80 %251, %254
  %256 = add nuw nsw i32 %244, 3
  %257 = uitofp nneg i32 %256 to x86_fp80
  %258 = fdiv x86_fp80 0xK3FFF8000000000000000, %257
  %259 = fadd x86_fp80 %255, %258
  %260 = add nuw nsw i32 %244, 4
  %261 = uitofp nneg i32 %260 to x86_fp80
  %262 = fdiv x86_fp80 0xK3FFF8000000000000000, %261
  %263 = fadd x86_fp80 %259, %262
  %264 = add nuw nsw i32 %244, 5
  %265 = icmp eq i32 %264, 1001
  br i1 %265, label %224, label %242, !llvm.loop !11

266:                                              ; preds = %283
  %267 = fmul x86_fp80 %301, 0xKC0018000000000000000
  %268 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %297, x86_fp80 0xK40038000000000000000, x86_fp80 %267)
  %269 = bitcast x86_fp80 %268 to i80
  %270 = trunc i80 %269 to i64
  %271 = lshr i80 %269, 64
  %272 = trunc nuw nsw i80 %271 to i32
  %273 = load i32, ptr @checksum, align 4, !tbaa !5
  %274 = mul i32 %273, 31
  %275 = lshr i64 %270, 32
  %276 = xor i64 %275, %270
  %277 = trunc i64 %276 to i32
  %278 = add i32 %277, %272
  %279 = add i32 %278, %274
  store i32 %279, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %202) #12
  store x86_fp80 %268, ptr %202, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %203) #12
  store x86_fp80 %268, ptr %203, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.7, i32 noundef %272, i64 noundef %270, ptr noundef nonnull %202, ptr noundef nonnull %203)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %202) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %203) #12
  %280 = load i32, ptr @checksum, align 4, !tbaa !5
  %281 = mul i32 %280, 31
  %282 = add i32 %281, 1289410486
  store i32 %282, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %200) #12
  store x86_fp80 0xK3FFFB504F333F9DE6484, ptr %200, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %201) #12
  store x86_fp80 0xK3FFFB504F333F9DE6484, ptr %201, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.8, i32 noundef 16383, i64 noundef -5402926248376769404, ptr noundef nonnull %200, ptr noundef nonnull %201)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %200) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %201) #12
  br label %306

283:                                              ; preds = %283, %224
  %284 = phi i32 [ 0, %224 ], [ %304, %283 ]
  %285 = phi x86_fp80 [ 0xK3FF7891AC73AE9819B50, %224 ], [ %303, %283 ]
  %286 = phi x86_fp80 [ 0xK3FFCCCCCCCCCCCCCCCCD, %224 ], [ %302, %283 ]
  %287 = phi x86_fp80 [ 0xK00000000000000000000, %224 ], [ %301, %283 ]
  %288 = phi x86_fp80 [ 0xK00000000000000000000, %224 ], [ %297, %283 ]
  %289 = and i32 %284, 1
  %290 = icmp eq i32 %289, 0
  %291 = fneg x86_fp80 %286
  %292 = select i1 %290, x86_fp80 %286, x86_fp80 %291
  %293 = shl nuw nsw i32 %284, 1
  %294 = or disjoint i32 %293, 1
  %295 = uitofp nneg i32 %294 to x86_fp80
  %296 = fdiv x86_fp80 %292, %295
  %297 = fadd x86_fp80 %288, %296
  %298 = fneg x86_fp80 %285
  %299 = select i1 %290, x86_fp80 %285, x86_fp80 %298
  %300 = fdiv x86_fp80 %299, %295
  %301 = fadd x86_fp80 %287, %300
  %302 = fdiv x86_fp80 %286, 0xK4003C800000000000000
  %303 = fdiv x86_fp80 %285, 0xK400EDF21000000000000
  %304 = add nuw nsw i32 %284, 1
  %305 = icmp eq i32 %304, 30
  br i1 %305, label %266, label %283, !llvm.loop !13

306:                                              ; preds = %306, %266
  %307 = phi i32 [ 0, %266 ], [ %325, %306 ]
  %308 = phi x86_fp80 [ 0xK3FFF8000000000000000, %266 ], [ %328, %306 ]
  %309 = add nuw nsw i32 %307, 1
  %310 = uitofp nneg i32 %309 to x86_fp80
  %311 = fdiv x86_fp80 0xKBFFB8000000000000000, %310
  %312 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %308, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %311)
  %313 = add nuw nsw i32 %307, 2
  %314 = uitofp nneg i32 %313 to x86_fp80
  %315 = fdiv x86_fp80 0xKBFFB8000000000000000, %314
  %316 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %312, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %315)
  %317 = add nuw nsw i32 %307, 3
  %318 = uitofp nneg i32 %317 to x86_fp80
  %319 = fdiv x86_fp80 0xKBFFB8000000000000000, %318
  %320 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %316, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %319)
  %321 = add nuw nsw i32 %307, 4
  %322 = uitofp nneg i32 %321 to x86_fp80
  %323 = fdiv x86_fp80 0xKBFFB8000000000000000, %322
  %324 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %320, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %323)
  %325 = add nuw nsw i32 %307, 5
  %326 = uitofp nneg i32 %325 to x86_fp80
  %327 = fdiv x86_fp80 0xKBFFB8000000000000000, %326
  %328 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %324, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %327)
  %329 = icmp eq i32 %325, 100
  br i1 %329, label %330, label %306, !llvm.loop !14

330:                                              ; preds = %306
  %331 = bitcast x86_fp80 %328 to i80
  %332 = trunc i80 %331 to i64
  %333 = lshr i80 %331, 64
  %334 = trunc nuw nsw i80 %333 to i32
  %335 = load i32, ptr @checksum, align 4, !tbaa !5
  %336 = mul i32 %335, 31
  %337 = lshr i64 %332, 32
  %338 = xor i64 %337, %332
  %339 = trunc i64 %338 to i32
  %340 = add i32 %339, %334
  %341 = add i32 %340, %336
  store i32 %341, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %198) #12
  store x86_fp80 %328, ptr %198, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %199) #12
  store x86_fp80 %328, ptr %199, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.9, i32 noundef %334, i64 noundef %332, ptr noundef nonnull %198, ptr noundef nonnull %199)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %198) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %199) #12
  %342 = load i32, ptr @checksum, align 4, !tbaa !5
  %343 = mul i32 %342, 31
  store i32 %343, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %196) #12
  store x86_fp80 0xK00000000000000000000, ptr %196, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %197) #12
  store x86_fp80 0xK00000000000000000000, ptr %197, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.10, i32 noundef 0, i64 noundef 0, ptr noundef nonnull %196, ptr noundef nonnull %197)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %196) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %197) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %210) #12
  store x86_fp80 0xK7FFF8000000000000000, ptr %210, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 50, ptr noundef nonnull %210)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %210) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xK00000000000000000000, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef 0, ptr noundef nonnull %192, i64 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xK3FFF8000000000000000, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef 1, ptr noundef nonnull %192, i64 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xKBFFF8000000000000000, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef -1, ptr noundef nonnull %192, i64 noundef -1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xK4019EB79A2A000000000, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef 123456789, ptr noundef nonnull %192, i64 noundef 123456789)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xKC026E5F4C8F374000000, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef -987654321012, ptr noundef nonnull %192, i64 noundef -987654321012)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xK403DFFFFFFFFFFFFFFFE, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef 9223372036854775807, ptr noundef nonnull %192, i64 noundef 9223372036854775807)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xKC03E8000000000000000, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef -9223372036854775808, ptr noundef nonnull %192, i64 noundef -9223372036854775808)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %192) #12
  store x86_fp80 0xK403D8000000000000000, ptr %192, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i64 noundef 4611686018427387904, ptr noundef nonnull %192, i64 noundef 4611686018427387904)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %192) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %193) #12
  store x86_fp80 0xK00000000000000000000, ptr %193, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef 0, ptr noundef nonnull %193, i64 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %193) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %193) #12
  store x86_fp80 0xK403EFFFFFFFFFFFFFFFF, ptr %193, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef -1, ptr noundef nonnull %193, i64 noundef -1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %193) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %193) #12
  store x86_fp80 0xK403E8000000000000000, ptr %193, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef -9223372036854775808, ptr noundef nonnull %193, i64 noundef -9223372036854775808)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %193) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %193) #12
  store x86_fp80 0xK403EAB54A98CEB1F0AD2, ptr %193, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i64 noundef -6101065172474983726, ptr noundef nonnull %193, i64 noundef -6101065172474983726)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %193) #12
  %344 = load i32, ptr @checksum, align 4, !tbaa !5
  %345 = mul i32 %344, 31
  %346 = add i32 %345, -2147467165
  store i32 %346, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %188) #12
  store x86_fp80 0xK40638000000000000000, ptr %188, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %189) #12
  store x86_fp80 0xK40638000000000000000, ptr %189, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16483, i64 noundef -9223372036854775808, ptr noundef nonnull %188, ptr noundef nonnull %189)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %188) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %189) #12
  %347 = load i32, ptr @checksum, align 4, !tbaa !5
  %348 = mul i32 %347, 31
  %349 = add i32 %348, -2147434407
  store i32 %349, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %188) #12
  store x86_fp80 0xKC0598000000000000000, ptr %188, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %189) #12
  store x86_fp80 0xKC0598000000000000000, ptr %189, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 49241, i64 noundef -9223372036854775808, ptr noundef nonnull %188, ptr noundef nonnull %189)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %188) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %189) #12
  %350 = load i32, ptr @checksum, align 4, !tbaa !5
  %351 = mul i32 %350, 31
  %352 = add i32 %351, -2147466689
  store i32 %352, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %188) #12
  store x86_fp80 0xK403F8000000000000200, ptr %188, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %189) #12
  store x86_fp80 0xK403F8000000000000200, ptr %189, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16447, i64 noundef -9223372036854775296, ptr noundef nonnull %188, ptr noundef nonnull %189)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %188) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %189) #12
  %353 = load i32, ptr @checksum, align 4, !tbaa !5
  %354 = mul i32 %353, 31
  %355 = add i32 %354, -2147465665
  store i32 %355, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %188) #12
  store x86_fp80 0xK403F8000000000000600, ptr %188, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %189) #12
  store x86_fp80 0xK403F8000000000000600, ptr %189, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16447, i64 noundef -9223372036854774272, ptr noundef nonnull %188, ptr noundef nonnull %189)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %188) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %189) #12
  %356 = load i32, ptr @checksum, align 4, !tbaa !5
  %357 = mul i32 %356, 31
  %358 = add i32 %357, -2147466689
  store i32 %358, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %188) #12
  store x86_fp80 0xK403F8000000000000200, ptr %188, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %189) #12
  store x86_fp80 0xK403F8000000000000200, ptr %189, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16447, i64 noundef -9223372036854775296, ptr noundef nonnull %188, ptr noundef nonnull %189)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %188) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %189) #12
  %359 = load i32, ptr @checksum, align 4, !tbaa !5
  %360 = mul i32 %359, 31
  %361 = add i32 %360, -2147434497
  store i32 %361, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %188) #12
  store x86_fp80 0xKBFFF8000000000000000, ptr %188, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %189) #12
  store x86_fp80 0xKBFFF8000000000000000, ptr %189, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 49151, i64 noundef -9223372036854775808, ptr noundef nonnull %188, ptr noundef nonnull %189)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %188) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %189) #12
  %362 = load i32, ptr @checksum, align 4, !tbaa !5
  %363 = mul i32 %362, 31
  %364 = add i32 %363, -2147467137
  store i32 %364, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %190) #12
  store x86_fp80 0xK407F8000000000000000, ptr %190, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %191) #12
  store x86_fp80 0xK407F8000000000000000, ptr %191, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.15, i32 noundef 16511, i64 noundef -9223372036854775808, ptr noundef nonnull %190, ptr noundef nonnull %191)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %190) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %191) #12
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i64 noundef 66926059427, i64 noundef -6735474847251431424)
  br label %365

365:                                              ; preds = %365, %330
  %366 = phi i64 [ 0, %330 ], [ %385, %365 ]
  %367 = getelementptr inbounds [8 x x86_fp80], ptr @__const.conversions.vals, i64 0, i64 %366
  %368 = load x86_fp80, ptr %367, align 16, !tbaa !9
  %369 = icmp eq i64 %366, 6
  %370 = fptosi x86_fp80 %368 to i32
  %371 = select i1 %369, i32 0, i32 %370
  %372 = or disjoint i64 %366, 4294967288
  %373 = icmp ult i64 %372, 4294967294
  %374 = fptosi x86_fp80 %368 to i16
  %375 = sext i16 %374 to i32
  %376 = select i1 %373, i32 %375, i32 0
  %377 = lshr i64 213, %366
  %378 = and i64 %377, 1
  %379 = icmp eq i64 %378, 0
  %380 = or i1 %369, %379
  %381 = fptoui x86_fp80 %368 to i32
  %382 = select i1 %380, i32 0, i32 %381
  %383 = fptoui x86_fp80 %368 to i64
  %384 = select i1 %379, i64 0, i64 %383
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %194) #12
  store x86_fp80 %368, ptr %194, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, ptr noundef nonnull %194, i32 noundef %371, i32 noundef %376, i32 noundef %382, i64 noundef %384)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %194) #12
  %385 = add nuw nsw i64 %366, 1
  %386 = icmp eq i64 %385, 8
  br i1 %386, label %387, label %365, !llvm.loop !15

387:                                              ; preds = %365
  %388 = load i32, ptr @checksum, align 4, !tbaa !5
  %389 = mul i32 %388, 31
  %390 = add i32 %389, 23751
  store i32 %390, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %186) #12
  store x86_fp80 0xK3FFBCCCCCCCCCCCCD000, ptr %186, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %187) #12
  store x86_fp80 0xK3FFBCCCCCCCCCCCCD000, ptr %187, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 16379, i64 noundef -3689348814741909504, ptr noundef nonnull %186, ptr noundef nonnull %187)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %186) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %187) #12
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, double noundef 1.000000e-01, double noundef 0x3FD3333333333334)
  %391 = load i32, ptr @checksum, align 4, !tbaa !5
  %392 = mul i32 %391, 31
  %393 = add i32 %392, -1575151744
  store i32 %393, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %186) #12
  store x86_fp80 0xKBBF993445B8731580000, ptr %186, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %187) #12
  store x86_fp80 0xKBBF993445B8731580000, ptr %187, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 48121, i64 noundef -7835036815511257088, ptr noundef nonnull %186, ptr noundef nonnull %187)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %186) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %187) #12
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, double noundef -1.000000e-310, double noundef -3.000000e-310)
  %394 = load i32, ptr @checksum, align 4, !tbaa !5
  %395 = mul i32 %394, 31
  %396 = add i32 %395, -803020755
  store i32 %396, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %186) #12
  store x86_fp80 0xK43FE8E679C2F5E450000, ptr %186, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %187) #12
  store x86_fp80 0xK43FE8E679C2F5E450000, ptr %187, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 17406, i64 noundef -8185402070463610880, ptr noundef nonnull %186, ptr noundef nonnull %187)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %186) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %187) #12
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, double noundef 1.000000e+308, double noundef 0x7FF0000000000000)
  %397 = load i32, ptr @checksum, align 4, !tbaa !5
  %398 = mul i32 %397, 31
  %399 = add i32 %398, -395879774
  store i32 %399, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %186) #12
  store x86_fp80 0xK4000C90FDAA22168C000, ptr %186, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %187) #12
  store x86_fp80 0xK4000C90FDAA22168C000, ptr %187, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 16384, i64 noundef -3958705157555306496, ptr noundef nonnull %186, ptr noundef nonnull %187)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %186) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %187) #12
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, double noundef 0x400921FB54442D18, double noundef 0x4022D97C7F3321D2)
  %400 = load i32, ptr @checksum, align 4, !tbaa !5
  %401 = mul i32 %400, 31
  %402 = add i32 %401, -2147468339
  store i32 %402, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %186) #12
  store x86_fp80 0xK3BCD8000000000000000, ptr %186, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %187) #12
  store x86_fp80 0xK3BCD8000000000000000, ptr %187, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 15309, i64 noundef -9223372036854775808, ptr noundef nonnull %186, ptr noundef nonnull %187)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %186) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %187) #12
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, double noundef 4.940660e-324, double noundef 1.482200e-323)
  %403 = load i32, ptr @checksum, align 4, !tbaa !5
  %404 = mul i32 %403, 31
  %405 = add i32 %404, -858977029
  store i32 %405, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %184) #12
  store x86_fp80 0xK3FFBCCCCCD0000000000, ptr %184, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %185) #12
  store x86_fp80 0xK3FFBCCCCCD0000000000, ptr %185, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.20, i32 noundef 16379, i64 noundef -3689348594839584768, ptr noundef nonnull %184, ptr noundef nonnull %185)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %184) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %185) #12
  %406 = load i32, ptr @checksum, align 4, !tbaa !5
  %407 = mul i32 %406, 31
  %408 = add i32 %407, -536821760
  store i32 %408, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %184) #12
  store x86_fp80 0xKC000E000000000000000, ptr %184, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %185) #12
  store x86_fp80 0xKC000E000000000000000, ptr %185, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.20, i32 noundef 49152, i64 noundef -2305843009213693952, ptr noundef nonnull %184, ptr noundef nonnull %185)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %184) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %185) #12
  %409 = load i32, ptr @checksum, align 4, !tbaa !5
  %410 = mul i32 %409, 31
  %411 = add i32 %410, -1956561030
  store i32 %411, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %184) #12
  store x86_fp80 0xK3F7A8B61000000000000, ptr %184, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %185) #12
  store x86_fp80 0xK3F7A8B61000000000000, ptr %185, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.20, i32 noundef 16250, i64 noundef -8403435429696634880, ptr noundef nonnull %184, ptr noundef nonnull %185)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %184) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %185) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK3FFF8000000000000400, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 4607182418800017408, i32 noundef 1065353216)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK3FFF8000000000000401, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 4607182418800017409, i32 noundef 1065353216)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK3FFF8000000000000C00, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 4607182418800017410, i32 noundef 1065353216)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK43FEFFFFFFFFFFFFFC00, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 9218868437227405312, i32 noundef 2139095040)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK3BCC8000000000000000, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 0, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK3BCCC000000000000000, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 1, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK0C179C3D73864F3805C0, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 0, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xKF3E6D1BA8323FE558C61, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef -4503599627370496, i32 noundef -8388608)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %195) #12
  store x86_fp80 0xK3F6A8000008000000000, ptr %195, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.21, ptr noundef nonnull %195, i64 noundef 3936146074590248960, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %195) #12
  %412 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %413 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %414 = fdiv x86_fp80 %412, %413
  %415 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %416 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %417 = fdiv x86_fp80 %415, %416
  %418 = bitcast x86_fp80 %414 to i80
  %419 = trunc i80 %418 to i64
  %420 = lshr i80 %418, 64
  %421 = trunc nuw nsw i80 %420 to i32
  %422 = load i32, ptr @checksum, align 4, !tbaa !5
  %423 = mul i32 %422, 31
  %424 = lshr i64 %419, 32
  %425 = xor i64 %424, %419
  %426 = trunc i64 %425 to i32
  %427 = add i32 %423, %421
  %428 = add i32 %427, %426
  store i32 %428, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %176) #12
  store x86_fp80 %414, ptr %176, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %177) #12
  store x86_fp80 %414, ptr %177, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.22, i32 noundef %421, i64 noundef %419, ptr noundef nonnull %176, ptr noundef nonnull %177)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %176) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %177) #12
  %429 = bitcast x86_fp80 %417 to i80
  %430 = trunc i80 %429 to i64
  %431 = lshr i80 %429, 64
  %432 = trunc nuw nsw i80 %431 to i32
  %433 = load i32, ptr @checksum, align 4, !tbaa !5
  %434 = mul i32 %433, 31
  %435 = lshr i64 %430, 32
  %436 = xor i64 %435, %430
  %437 = trunc i64 %436 to i32
  %438 = add i32 %437, %432
  %439 = add i32 %438, %434
  store i32 %439, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %174) #12
  store x86_fp80 %417, ptr %174, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %175) #12
  store x86_fp80 %417, ptr %175, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.23, i32 noundef %432, i64 noundef %430, ptr noundef nonnull %174, ptr noundef nonnull %175)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %174) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %175) #12
  %440 = fneg x86_fp80 %417
  %441 = bitcast x86_fp80 %440 to i80
  %442 = trunc i80 %441 to i64
  %443 = lshr i80 %441, 64
  %444 = trunc nuw nsw i80 %443 to i32
  %445 = load i32, ptr @checksum, align 4, !tbaa !5
  %446 = mul i32 %445, 31
  %447 = lshr i64 %442, 32
  %448 = xor i64 %447, %442
  %449 = trunc i64 %448 to i32
  %450 = add i32 %449, %444
  %451 = add i32 %450, %446
  store i32 %451, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %172) #12
  store x86_fp80 %440, ptr %172, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %173) #12
  store x86_fp80 %440, ptr %173, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.24, i32 noundef %444, i64 noundef %442, ptr noundef nonnull %172, ptr noundef nonnull %173)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %172) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %173) #12
  %452 = fsub x86_fp80 %414, %414
  %453 = bitcast x86_fp80 %452 to i80
  %454 = trunc i80 %453 to i64
  %455 = lshr i80 %453, 64
  %456 = trunc nuw nsw i80 %455 to i32
  %457 = load i32, ptr @checksum, align 4, !tbaa !5
  %458 = mul i32 %457, 31
  %459 = lshr i64 %454, 32
  %460 = xor i64 %459, %454
  %461 = trunc i64 %460 to i32
  %462 = add i32 %461, %456
  %463 = add i32 %462, %458
  store i32 %463, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %170) #12
  store x86_fp80 %452, ptr %170, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %171) #12
  store x86_fp80 %452, ptr %171, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.25, i32 noundef %456, i64 noundef %454, ptr noundef nonnull %170, ptr noundef nonnull %171)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %170) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %171) #12
  %464 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %465 = fmul x86_fp80 %414, %464
  %466 = bitcast x86_fp80 %465 to i80
  %467 = trunc i80 %466 to i64
  %468 = lshr i80 %466, 64
  %469 = trunc nuw nsw i80 %468 to i32
  %470 = load i32, ptr @checksum, align 4, !tbaa !5
  %471 = mul i32 %470, 31
  %472 = lshr i64 %467, 32
  %473 = xor i64 %472, %467
  %474 = trunc i64 %473 to i32
  %475 = add i32 %471, %469
  %476 = add i32 %475, %474
  store i32 %476, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %168) #12
  store x86_fp80 %465, ptr %168, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %169) #12
  store x86_fp80 %465, ptr %169, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.26, i32 noundef %469, i64 noundef %467, ptr noundef nonnull %168, ptr noundef nonnull %169)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %168) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %169) #12
  %477 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %478 = fadd x86_fp80 %417, %477
  %479 = bitcast x86_fp80 %478 to i80
  %480 = trunc i80 %479 to i64
  %481 = lshr i80 %479, 64
  %482 = trunc nuw nsw i80 %481 to i32
  %483 = load i32, ptr @checksum, align 4, !tbaa !5
  %484 = mul i32 %483, 31
  %485 = lshr i64 %480, 32
  %486 = xor i64 %485, %480
  %487 = trunc i64 %486 to i32
  %488 = add i32 %484, %482
  %489 = add i32 %488, %487
  store i32 %489, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %166) #12
  store x86_fp80 %478, ptr %166, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %167) #12
  store x86_fp80 %478, ptr %167, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.27, i32 noundef %482, i64 noundef %480, ptr noundef nonnull %166, ptr noundef nonnull %167)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %166) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %167) #12
  %490 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %491 = fdiv x86_fp80 0xK00018000000000000000, %490
  %492 = bitcast x86_fp80 %491 to i80
  %493 = trunc i80 %492 to i64
  %494 = lshr i80 %492, 64
  %495 = trunc nuw nsw i80 %494 to i32
  %496 = load i32, ptr @checksum, align 4, !tbaa !5
  %497 = mul i32 %496, 31
  %498 = lshr i64 %493, 32
  %499 = xor i64 %498, %493
  %500 = trunc i64 %499 to i32
  %501 = add i32 %497, %495
  %502 = add i32 %501, %500
  store i32 %502, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %164) #12
  store x86_fp80 %491, ptr %164, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %165) #12
  store x86_fp80 %491, ptr %165, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.28, i32 noundef %495, i64 noundef %493, ptr noundef nonnull %164, ptr noundef nonnull %165)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %164) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %165) #12
  %503 = load i32, ptr @checksum, align 4, !tbaa !5
  %504 = mul i32 %503, 31
  %505 = add i32 %504, 1
  store i32 %505, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %162) #12
  store x86_fp80 0xK00000000000000000001, ptr %162, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %163) #12
  store x86_fp80 0xK00000000000000000001, ptr %163, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.29, i32 noundef 0, i64 noundef 1, ptr noundef nonnull %162, ptr noundef nonnull %163)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %162) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %163) #12
  %506 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %507 = fdiv x86_fp80 0xK00000000000000000001, %506
  %508 = bitcast x86_fp80 %507 to i80
  %509 = trunc i80 %508 to i64
  %510 = lshr i80 %508, 64
  %511 = trunc nuw nsw i80 %510 to i32
  %512 = load i32, ptr @checksum, align 4, !tbaa !5
  %513 = mul i32 %512, 31
  %514 = lshr i64 %509, 32
  %515 = xor i64 %514, %509
  %516 = trunc i64 %515 to i32
  %517 = add i32 %513, %511
  %518 = add i32 %517, %516
  store i32 %518, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %160) #12
  store x86_fp80 %507, ptr %160, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %161) #12
  store x86_fp80 %507, ptr %161, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.30, i32 noundef %511, i64 noundef %509, ptr noundef nonnull %160, ptr noundef nonnull %161)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %160) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %161) #12
  %519 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %520 = fdiv x86_fp80 0xK00000000000000000003, %519
  %521 = bitcast x86_fp80 %520 to i80
  %522 = trunc i80 %521 to i64
  %523 = lshr i80 %521, 64
  %524 = trunc nuw nsw i80 %523 to i32
  %525 = load i32, ptr @checksum, align 4, !tbaa !5
  %526 = mul i32 %525, 31
  %527 = lshr i64 %522, 32
  %528 = xor i64 %527, %522
  %529 = trunc i64 %528 to i32
  %530 = add i32 %526, %524
  %531 = add i32 %530, %529
  store i32 %531, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %158) #12
  store x86_fp80 %520, ptr %158, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %159) #12
  store x86_fp80 %520, ptr %159, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.31, i32 noundef %524, i64 noundef %522, ptr noundef nonnull %158, ptr noundef nonnull %159)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %158) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %159) #12
  %532 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %533 = fmul x86_fp80 %532, 0xK7FFEFFFFFFFFFFFFFFFF
  %534 = bitcast x86_fp80 %533 to i80
  %535 = trunc i80 %534 to i64
  %536 = lshr i80 %534, 64
  %537 = trunc nuw nsw i80 %536 to i32
  %538 = load i32, ptr @checksum, align 4, !tbaa !5
  %539 = mul i32 %538, 31
  %540 = lshr i64 %535, 32
  %541 = xor i64 %540, %535
  %542 = trunc i64 %541 to i32
  %543 = add i32 %539, %537
  %544 = add i32 %543, %542
  store i32 %544, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %156) #12
  store x86_fp80 %533, ptr %156, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %157) #12
  store x86_fp80 %533, ptr %157, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.32, i32 noundef %537, i64 noundef %535, ptr noundef nonnull %156, ptr noundef nonnull %157)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %156) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %157) #12
  %545 = load i32, ptr @checksum, align 4, !tbaa !5
  %546 = mul i32 %545, 31
  %547 = add i32 %546, -2147450881
  store i32 %547, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %154) #12
  store x86_fp80 0xK7FFF8000000000000000, ptr %154, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %155) #12
  store x86_fp80 0xK7FFF8000000000000000, ptr %155, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.33, i32 noundef 32767, i64 noundef -9223372036854775808, ptr noundef nonnull %154, ptr noundef nonnull %155)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %154) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %155) #12
  %548 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %549 = fneg x86_fp80 %548
  %550 = bitcast x86_fp80 %549 to i80
  %551 = trunc i80 %550 to i64
  %552 = lshr i80 %550, 64
  %553 = trunc nuw nsw i80 %552 to i32
  %554 = load i32, ptr @checksum, align 4, !tbaa !5
  %555 = mul i32 %554, 31
  %556 = lshr i64 %551, 32
  %557 = xor i64 %556, %551
  %558 = trunc i64 %557 to i32
  %559 = add i32 %555, %553
  %560 = add i32 %559, %558
  store i32 %560, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %152) #12
  store x86_fp80 %549, ptr %152, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %153) #12
  store x86_fp80 %549, ptr %153, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.34, i32 noundef %553, i64 noundef %551, ptr noundef nonnull %152, ptr noundef nonnull %153)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %152) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %153) #12
  %561 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %562 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %563 = fneg x86_fp80 %562
  %564 = fmul x86_fp80 %561, %563
  %565 = bitcast x86_fp80 %564 to i80
  %566 = trunc i80 %565 to i64
  %567 = lshr i80 %565, 64
  %568 = trunc nuw nsw i80 %567 to i32
  %569 = load i32, ptr @checksum, align 4, !tbaa !5
  %570 = mul i32 %569, 31
  %571 = lshr i64 %566, 32
  %572 = xor i64 %571, %566
  %573 = trunc i64 %572 to i32
  %574 = add i32 %570, %568
  %575 = add i32 %574, %573
  store i32 %575, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %150) #12
  store x86_fp80 %564, ptr %150, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %151) #12
  store x86_fp80 %564, ptr %151, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.35, i32 noundef %568, i64 noundef %566, ptr noundef nonnull %150, ptr noundef nonnull %151)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %150) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %151) #12
  %576 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %577 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %578 = fsub x86_fp80 %576, %577
  %579 = bitcast x86_fp80 %578 to i80
  %580 = trunc i80 %579 to i64
  %581 = lshr i80 %579, 64
  %582 = trunc nuw nsw i80 %581 to i32
  %583 = load i32, ptr @checksum, align 4, !tbaa !5
  %584 = mul i32 %583, 31
  %585 = lshr i64 %580, 32
  %586 = xor i64 %585, %580
  %587 = trunc i64 %586 to i32
  %588 = add i32 %584, %582
  %589 = add i32 %588, %587
  store i32 %589, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %148) #12
  store x86_fp80 %578, ptr %148, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %149) #12
  store x86_fp80 %578, ptr %149, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.36, i32 noundef %582, i64 noundef %580, ptr noundef nonnull %148, ptr noundef nonnull %149)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %148) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %149) #12
  %590 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %591 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %592 = fdiv x86_fp80 %590, %591
  %593 = bitcast x86_fp80 %592 to i80
  %594 = trunc i80 %593 to i64
  %595 = lshr i80 %593, 64
  %596 = trunc nuw nsw i80 %595 to i32
  %597 = load i32, ptr @checksum, align 4, !tbaa !5
  %598 = mul i32 %597, 31
  %599 = lshr i64 %594, 32
  %600 = xor i64 %599, %594
  %601 = trunc i64 %600 to i32
  %602 = add i32 %598, %596
  %603 = add i32 %602, %601
  store i32 %603, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %146) #12
  store x86_fp80 %592, ptr %146, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %147) #12
  store x86_fp80 %592, ptr %147, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.37, i32 noundef %596, i64 noundef %594, ptr noundef nonnull %146, ptr noundef nonnull %147)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %146) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %147) #12
  %604 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %605 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %606 = fdiv x86_fp80 %604, %605
  %607 = bitcast x86_fp80 %606 to i80
  %608 = trunc i80 %607 to i64
  %609 = lshr i80 %607, 64
  %610 = trunc nuw nsw i80 %609 to i32
  %611 = load i32, ptr @checksum, align 4, !tbaa !5
  %612 = mul i32 %611, 31
  %613 = lshr i64 %608, 32
  %614 = xor i64 %613, %608
  %615 = trunc i64 %614 to i32
  %616 = add i32 %612, %610
  %617 = add i32 %616, %615
  store i32 %617, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %144) #12
  store x86_fp80 %606, ptr %144, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %145) #12
  store x86_fp80 %606, ptr %145, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.38, i32 noundef %610, i64 noundef %608, ptr noundef nonnull %144, ptr noundef nonnull %145)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %144) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %145) #12
  %618 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %619 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %620 = fdiv x86_fp80 %618, %619
  %621 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %622 = fmul x86_fp80 %620, %621
  %623 = bitcast x86_fp80 %622 to i80
  %624 = trunc i80 %623 to i64
  %625 = lshr i80 %623, 64
  %626 = trunc nuw nsw i80 %625 to i32
  %627 = load i32, ptr @checksum, align 4, !tbaa !5
  %628 = mul i32 %627, 31
  %629 = lshr i64 %624, 32
  %630 = xor i64 %629, %624
  %631 = trunc i64 %630 to i32
  %632 = add i32 %628, %626
  %633 = add i32 %632, %631
  store i32 %633, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %142) #12
  store x86_fp80 %622, ptr %142, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %143) #12
  store x86_fp80 %622, ptr %143, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.39, i32 noundef %626, i64 noundef %624, ptr noundef nonnull %142, ptr noundef nonnull %143)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %142) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %143) #12
  %634 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %635 = fmul x86_fp80 %634, 0xK40209502F90000000000
  %636 = fmul x86_fp80 %635, 0xK00000000000000000003
  %637 = bitcast x86_fp80 %636 to i80
  %638 = trunc i80 %637 to i64
  %639 = lshr i80 %637, 64
  %640 = trunc nuw nsw i80 %639 to i32
  %641 = load i32, ptr @checksum, align 4, !tbaa !5
  %642 = mul i32 %641, 31
  %643 = lshr i64 %638, 32
  %644 = xor i64 %643, %638
  %645 = trunc i64 %644 to i32
  %646 = add i32 %642, %640
  %647 = add i32 %646, %645
  store i32 %647, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %140) #12
  store x86_fp80 %636, ptr %140, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %141) #12
  store x86_fp80 %636, ptr %141, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.40, i32 noundef %640, i64 noundef %638, ptr noundef nonnull %140, ptr noundef nonnull %141)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %140) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %141) #12
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %178)
  store volatile x86_fp80 0xK7FFFC000000000000001, ptr %178, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %179)
  store volatile x86_fp80 0xKFFFFC000000000000002, ptr %179, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %180)
  store volatile x86_fp80 0xK7FFF8000000000000003, ptr %180, align 16, !tbaa !9
  %648 = load volatile x86_fp80, ptr %178, align 16, !tbaa !9
  %649 = load volatile x86_fp80, ptr %179, align 16, !tbaa !9
  %650 = fadd x86_fp80 %648, %649
  %651 = bitcast x86_fp80 %650 to i80
  %652 = trunc i80 %651 to i64
  %653 = lshr i80 %651, 64
  %654 = trunc nuw nsw i80 %653 to i32
  %655 = load i32, ptr @checksum, align 4, !tbaa !5
  %656 = mul i32 %655, 31
  %657 = lshr i64 %652, 32
  %658 = xor i64 %657, %652
  %659 = trunc i64 %658 to i32
  %660 = add i32 %656, %654
  %661 = add i32 %660, %659
  store i32 %661, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %138) #12
  store x86_fp80 %650, ptr %138, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %139) #12
  store x86_fp80 %650, ptr %139, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.41, i32 noundef %654, i64 noundef %652, ptr noundef nonnull %138, ptr noundef nonnull %139)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %138) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %139) #12
  %662 = load volatile x86_fp80, ptr %180, align 16, !tbaa !9
  %663 = load volatile x86_fp80, ptr %178, align 16, !tbaa !9
  %664 = fadd x86_fp80 %662, %663
  %665 = bitcast x86_fp80 %664 to i80
  %666 = trunc i80 %665 to i64
  %667 = lshr i80 %665, 64
  %668 = trunc nuw nsw i80 %667 to i32
  %669 = load i32, ptr @checksum, align 4, !tbaa !5
  %670 = mul i32 %669, 31
  %671 = lshr i64 %666, 32
  %672 = xor i64 %671, %666
  %673 = trunc i64 %672 to i32
  %674 = add i32 %670, %668
  %675 = add i32 %674, %673
  store i32 %675, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %136) #12
  store x86_fp80 %664, ptr %136, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %137) #12
  store x86_fp80 %664, ptr %137, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.42, i32 noundef %668, i64 noundef %666, ptr noundef nonnull %136, ptr noundef nonnull %137)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %136) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %137) #12
  %676 = load volatile x86_fp80, ptr %180, align 16, !tbaa !9
  %677 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %678 = fmul x86_fp80 %676, %677
  %679 = bitcast x86_fp80 %678 to i80
  %680 = trunc i80 %679 to i64
  %681 = lshr i80 %679, 64
  %682 = trunc nuw nsw i80 %681 to i32
  %683 = load i32, ptr @checksum, align 4, !tbaa !5
  %684 = mul i32 %683, 31
  %685 = lshr i64 %680, 32
  %686 = xor i64 %685, %680
  %687 = trunc i64 %686 to i32
  %688 = add i32 %684, %682
  %689 = add i32 %688, %687
  store i32 %689, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %134) #12
  store x86_fp80 %678, ptr %134, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %135) #12
  store x86_fp80 %678, ptr %135, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.43, i32 noundef %682, i64 noundef %680, ptr noundef nonnull %134, ptr noundef nonnull %135)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %134) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %135) #12
  %690 = load volatile x86_fp80, ptr %179, align 16, !tbaa !9
  %691 = load volatile x86_fp80, ptr %178, align 16, !tbaa !9
  %692 = fdiv x86_fp80 %690, %691
  %693 = bitcast x86_fp80 %692 to i80
  %694 = trunc i80 %693 to i64
  %695 = lshr i80 %693, 64
  %696 = trunc nuw nsw i80 %695 to i32
  %697 = load i32, ptr @checksum, align 4, !tbaa !5
  %698 = mul i32 %697, 31
  %699 = lshr i64 %694, 32
  %700 = xor i64 %699, %694
  %701 = trunc i64 %700 to i32
  %702 = add i32 %698, %696
  %703 = add i32 %702, %701
  store i32 %703, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %132) #12
  store x86_fp80 %692, ptr %132, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %133) #12
  store x86_fp80 %692, ptr %133, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.44, i32 noundef %696, i64 noundef %694, ptr noundef nonnull %132, ptr noundef nonnull %133)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %132) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %133) #12
  %704 = load volatile x86_fp80, ptr %178, align 16, !tbaa !9
  %705 = load volatile x86_fp80, ptr %179, align 16, !tbaa !9
  %706 = fsub x86_fp80 %704, %705
  %707 = bitcast x86_fp80 %706 to i80
  %708 = trunc i80 %707 to i64
  %709 = lshr i80 %707, 64
  %710 = trunc nuw nsw i80 %709 to i32
  %711 = load i32, ptr @checksum, align 4, !tbaa !5
  %712 = mul i32 %711, 31
  %713 = lshr i64 %708, 32
  %714 = xor i64 %713, %708
  %715 = trunc i64 %714 to i32
  %716 = add i32 %712, %710
  %717 = add i32 %716, %715
  store i32 %717, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %130) #12
  store x86_fp80 %706, ptr %130, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %131) #12
  store x86_fp80 %706, ptr %131, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.45, i32 noundef %710, i64 noundef %708, ptr noundef nonnull %130, ptr noundef nonnull %131)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %130) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %131) #12
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %181)
  store volatile x86_fp80 0xK00018000000000000000, ptr %181, align 16, !tbaa !9
  %718 = load volatile x86_fp80, ptr %181, align 16, !tbaa !9
  %719 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %720 = fadd x86_fp80 %718, %719
  %721 = bitcast x86_fp80 %720 to i80
  %722 = trunc i80 %721 to i64
  %723 = lshr i80 %721, 64
  %724 = trunc nuw nsw i80 %723 to i32
  %725 = load i32, ptr @checksum, align 4, !tbaa !5
  %726 = mul i32 %725, 31
  %727 = lshr i64 %722, 32
  %728 = xor i64 %727, %722
  %729 = trunc i64 %728 to i32
  %730 = add i32 %726, %724
  %731 = add i32 %730, %729
  store i32 %731, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %128) #12
  store x86_fp80 %720, ptr %128, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %129) #12
  store x86_fp80 %720, ptr %129, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.46, i32 noundef %724, i64 noundef %722, ptr noundef nonnull %128, ptr noundef nonnull %129)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %128) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %129) #12
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %182)
  store volatile x86_fp80 0xK7FFF4000000000000000, ptr %182, align 16, !tbaa !9
  %732 = load volatile x86_fp80, ptr %182, align 16, !tbaa !9
  %733 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %734 = fadd x86_fp80 %732, %733
  %735 = bitcast x86_fp80 %734 to i80
  %736 = trunc i80 %735 to i64
  %737 = lshr i80 %735, 64
  %738 = trunc nuw nsw i80 %737 to i32
  %739 = load i32, ptr @checksum, align 4, !tbaa !5
  %740 = mul i32 %739, 31
  %741 = lshr i64 %736, 32
  %742 = xor i64 %741, %736
  %743 = trunc i64 %742 to i32
  %744 = add i32 %740, %738
  %745 = add i32 %744, %743
  store i32 %745, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %126) #12
  store x86_fp80 %734, ptr %126, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %127) #12
  store x86_fp80 %734, ptr %127, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.47, i32 noundef %738, i64 noundef %736, ptr noundef nonnull %126, ptr noundef nonnull %127)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %126) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %127) #12
  %746 = load volatile x86_fp80, ptr %182, align 16, !tbaa !9
  %747 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %748 = fcmp olt x86_fp80 %746, %747
  %749 = zext i1 %748 to i32
  %750 = load volatile x86_fp80, ptr %182, align 16, !tbaa !9
  %751 = load volatile x86_fp80, ptr %182, align 16, !tbaa !9
  %752 = fcmp oeq x86_fp80 %750, %751
  %753 = zext i1 %752 to i32
  %754 = load volatile x86_fp80, ptr %182, align 16, !tbaa !9
  %755 = load volatile x86_fp80, ptr %182, align 16, !tbaa !9
  %756 = fcmp une x86_fp80 %754, %755
  %757 = zext i1 %756 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.48, i32 noundef %749, i32 noundef %753, i32 noundef %757)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %183) #12
  %758 = fneg x86_fp80 %414
  store x86_fp80 %758, ptr %183, align 16, !tbaa !9
  %759 = getelementptr inbounds i8, ptr %183, i64 16
  store x86_fp80 0xKBFFF8000000000000000, ptr %759, align 16, !tbaa !9
  %760 = getelementptr inbounds i8, ptr %183, i64 32
  store x86_fp80 0xK80000000000000000000, ptr %760, align 16, !tbaa !9
  %761 = getelementptr inbounds i8, ptr %183, i64 48
  store x86_fp80 0xK00000000000000000000, ptr %761, align 16, !tbaa !9
  %762 = getelementptr inbounds i8, ptr %183, i64 64
  store x86_fp80 0xK00000000000000000001, ptr %762, align 16, !tbaa !9
  %763 = getelementptr inbounds i8, ptr %183, i64 80
  store x86_fp80 0xK3FFF8000000000000000, ptr %763, align 16, !tbaa !9
  %764 = getelementptr inbounds i8, ptr %183, i64 96
  store x86_fp80 %414, ptr %764, align 16, !tbaa !9
  %765 = getelementptr inbounds i8, ptr %183, i64 112
  store x86_fp80 %417, ptr %765, align 16, !tbaa !9
  br label %766

766:                                              ; preds = %799, %387
  %767 = phi i64 [ 0, %387 ], [ %801, %799 ]
  %768 = getelementptr inbounds [8 x x86_fp80], ptr %183, i64 0, i64 %767
  %769 = load x86_fp80, ptr %768, align 16, !tbaa !9
  br label %803

770:                                              ; preds = %799
  %771 = fcmp uno x86_fp80 %417, 0xK00000000000000000000
  %772 = zext i1 %771 to i32
  %773 = fcmp uno x86_fp80 %414, 0xK00000000000000000000
  %774 = zext i1 %773 to i32
  %775 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %414)
  %776 = fcmp oeq x86_fp80 %775, 0xK7FFF8000000000000000
  %777 = zext i1 %776 to i32
  %778 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %779 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %778)
  %780 = fcmp oeq x86_fp80 %779, 0xK7FFF8000000000000000
  %781 = zext i1 %780 to i32
  %782 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %783 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %782)
  %784 = fcmp one x86_fp80 %783, 0xK7FFF8000000000000000
  %785 = zext i1 %784 to i32
  %786 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %417)
  %787 = fcmp one x86_fp80 %786, 0xK7FFF8000000000000000
  %788 = zext i1 %787 to i32
  %789 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %790 = fneg x86_fp80 %789
  %791 = bitcast x86_fp80 %790 to i80
  %792 = lshr i80 %791, 79
  %793 = trunc nuw nsw i80 %792 to i32
  %794 = lshr i80 %429, 79
  %795 = trunc nuw nsw i80 %794 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.51, i32 noundef %772, i32 noundef %774, i32 noundef %777, i32 noundef %781, i32 noundef %785, i32 noundef %788, i32 noundef %793, i32 noundef %795)
  %796 = fcmp oeq x86_fp80 %417, 0xK00000000000000000000
  %797 = fcmp ueq x86_fp80 %417, 0xK00000000000000000000
  %798 = select i1 %796, i32 4, i32 0
  br i1 %797, label %834, label %838

799:                                              ; preds = %803
  %800 = call i32 @putchar(i32 10)
  %801 = add nuw nsw i64 %767, 1
  %802 = icmp eq i64 %801, 8
  br i1 %802, label %770, label %766, !llvm.loop !16

803:                                              ; preds = %803, %766
  %804 = phi i64 [ 0, %766 ], [ %832, %803 ]
  %805 = getelementptr inbounds [8 x x86_fp80], ptr %183, i64 0, i64 %804
  %806 = load x86_fp80, ptr %805, align 16, !tbaa !9
  %807 = fcmp olt x86_fp80 %769, %806
  %808 = zext i1 %807 to i32
  %809 = fcmp ole x86_fp80 %769, %806
  %810 = select i1 %809, i32 2, i32 0
  %811 = or disjoint i32 %810, %808
  %812 = fcmp ogt x86_fp80 %769, %806
  %813 = select i1 %812, i32 4, i32 0
  %814 = or disjoint i32 %811, %813
  %815 = fcmp oge x86_fp80 %769, %806
  %816 = select i1 %815, i32 8, i32 0
  %817 = or disjoint i32 %814, %816
  %818 = fcmp oeq x86_fp80 %769, %806
  %819 = select i1 %818, i32 16, i32 0
  %820 = or disjoint i32 %817, %819
  %821 = fcmp une x86_fp80 %769, %806
  %822 = select i1 %821, i32 32, i32 0
  %823 = or disjoint i32 %820, %822
  %824 = fcmp uno x86_fp80 %769, %806
  %825 = select i1 %824, i32 64, i32 0
  %826 = or i32 %823, %825
  %827 = fcmp one x86_fp80 %769, %806
  %828 = select i1 %827, i32 128, i32 0
  %829 = or i32 %826, %828
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.49, i32 noundef %829)
  %830 = load i32, ptr @checksum, align 4, !tbaa !5
  %831 = add i32 %829, %830
  store i32 %831, ptr @checksum, align 4, !tbaa !5
  %832 = add nuw nsw i64 %804, 1
  %833 = icmp eq i64 %832, 8
  br i1 %833, label %799, label %803, !llvm.loop !17

834:                                              ; preds = %840, %838, %770
  %835 = phi i32 [ %798, %770 ], [ 1, %838 ], [ %842, %840 ]
  %836 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %837 = fcmp oeq x86_fp80 %836, 0xK00000000000000000000
  br i1 %837, label %843, label %847

838:                                              ; preds = %770
  %839 = fcmp oeq x86_fp80 %786, 0xK7FFF8000000000000000
  br i1 %839, label %834, label %840

840:                                              ; preds = %838
  %841 = fcmp uge x86_fp80 %786, 0xK00018000000000000000
  %842 = select i1 %841, i32 2, i32 3
  br label %834

843:                                              ; preds = %852, %849, %847, %834
  %844 = phi i32 [ 4, %834 ], [ 0, %847 ], [ 1, %849 ], [ %854, %852 ]
  %845 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %846 = fcmp oeq x86_fp80 %845, 0xK00000000000000000000
  br i1 %846, label %863, label %855

847:                                              ; preds = %834
  %848 = fcmp uno x86_fp80 %836, 0xK00000000000000000000
  br i1 %848, label %843, label %849

849:                                              ; preds = %847
  %850 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %836) #13
  %851 = fcmp oeq x86_fp80 %850, 0xK7FFF8000000000000000
  br i1 %851, label %843, label %852

852:                                              ; preds = %849
  %853 = fcmp uge x86_fp80 %850, 0xK00018000000000000000
  %854 = select i1 %853, i32 2, i32 3
  br label %843

855:                                              ; preds = %843
  %856 = fcmp uno x86_fp80 %845, 0xK00000000000000000000
  br i1 %856, label %863, label %857

857:                                              ; preds = %855
  %858 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %845) #13
  %859 = fcmp oeq x86_fp80 %858, 0xK7FFF8000000000000000
  br i1 %859, label %863, label %860

860:                                              ; preds = %857
  %861 = fcmp uge x86_fp80 %858, 0xK00018000000000000000
  %862 = select i1 %861, i32 2, i32 3
  br label %863

863:                                              ; preds = %843, %855, %857, %860
  %864 = phi i32 [ 4, %843 ], [ 0, %855 ], [ 1, %857 ], [ %862, %860 ]
  %865 = fcmp uge x86_fp80 %775, 0xK00018000000000000000
  %866 = select i1 %865, i32 2, i32 3
  %867 = fcmp oeq x86_fp80 %414, 0xK00000000000000000000
  %868 = select i1 %867, i32 4, i32 0
  %869 = fcmp ueq x86_fp80 %414, 0xK00000000000000000000
  %870 = select i1 %776, i32 1, i32 %866
  %871 = select i1 %869, i32 %868, i32 %870
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.52, i32 noundef %835, i32 noundef %871, i32 noundef %844, i32 noundef 3, i32 noundef %864)
  %872 = fptrunc x86_fp80 %417 to double
  %873 = load volatile x86_fp80, ptr %178, align 16, !tbaa !9
  %874 = fptrunc x86_fp80 %873 to double
  %875 = bitcast double %872 to i64
  %876 = bitcast double %874 to i64
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.53, i64 noundef %875, i64 noundef %876)
  %877 = load volatile double, ptr @dzero, align 8, !tbaa !18
  %878 = load volatile double, ptr @dzero, align 8, !tbaa !18
  %879 = fdiv double %877, %878
  %880 = fpext double %879 to x86_fp80
  %881 = bitcast x86_fp80 %880 to i80
  %882 = trunc i80 %881 to i64
  %883 = lshr i80 %881, 64
  %884 = trunc nuw nsw i80 %883 to i32
  %885 = load i32, ptr @checksum, align 4, !tbaa !5
  %886 = mul i32 %885, 31
  %887 = lshr i64 %882, 32
  %888 = xor i64 %887, %882
  %889 = trunc i64 %888 to i32
  %890 = add i32 %886, %884
  %891 = add i32 %890, %889
  store i32 %891, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %124) #12
  store x86_fp80 %880, ptr %124, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %125) #12
  store x86_fp80 %880, ptr %125, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.54, i32 noundef %884, i64 noundef %882, ptr noundef nonnull %124, ptr noundef nonnull %125)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %124) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %125) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %183) #12
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %182)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %181)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %180)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %179)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %178)
  br label %892

892:                                              ; preds = %896, %863
  %893 = phi i64 [ 0, %863 ], [ %898, %896 ]
  %894 = getelementptr inbounds [23 x x86_fp80], ptr @__const.formats.v, i64 0, i64 %893
  %895 = load x86_fp80, ptr %894, align 16, !tbaa !9
  br label %900

896:                                              ; preds = %923
  %897 = call i32 @putchar(i32 10)
  %898 = add nuw nsw i64 %893, 1
  %899 = icmp eq i64 %898, 23
  br i1 %899, label %926, label %892, !llvm.loop !20

900:                                              ; preds = %923, %892
  %901 = phi i64 [ 0, %892 ], [ %924, %923 ]
  call void @llvm.lifetime.start.p0(i64 6000, ptr nonnull %105) #12
  %902 = shl i64 %901, 2
  %903 = call ptr @llvm.load.relative.i64(ptr @__const.formats.fmts.rel, i64 %902)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %106) #12
  store x86_fp80 %895, ptr %106, align 16, !tbaa !9
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %105, i64 poison, ptr noundef %903, ptr noundef nonnull %106)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %106) #12
  %904 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %105) #12
  %905 = icmp ugt i64 %904, 80
  br i1 %905, label %906, label %922

906:                                              ; preds = %900
  %907 = load i8, ptr %105, align 16, !tbaa !21
  %908 = icmp eq i8 %907, 0
  br i1 %908, label %909, label %912

909:                                              ; preds = %912, %906
  %910 = phi i32 [ 0, %906 ], [ %918, %912 ]
  %911 = trunc i64 %904 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.83, ptr noundef nonnull %105, i32 noundef %911, i32 noundef %910)
  br label %923

912:                                              ; preds = %906, %912
  %913 = phi i8 [ %920, %912 ], [ %907, %906 ]
  %914 = phi i32 [ %918, %912 ], [ 0, %906 ]
  %915 = phi ptr [ %919, %912 ], [ %105, %906 ]
  %916 = mul i32 %914, 131
  %917 = zext i8 %913 to i32
  %918 = add i32 %916, %917
  %919 = getelementptr inbounds i8, ptr %915, i64 1
  %920 = load i8, ptr %919, align 1, !tbaa !21
  %921 = icmp eq i8 %920, 0
  br i1 %921, label %909, label %912, !llvm.loop !22

922:                                              ; preds = %900
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.84, ptr noundef nonnull %105)
  br label %923

923:                                              ; preds = %922, %909
  call void @llvm.lifetime.end.p0(i64 6000, ptr nonnull %105) #12
  %924 = add nuw nsw i64 %901, 1
  %925 = icmp eq i64 %924, 28
  br i1 %925, label %896, label %900, !llvm.loop !23

926:                                              ; preds = %896
  %927 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %928 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %929 = fdiv x86_fp80 %927, %928
  %930 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %931 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %932 = fdiv x86_fp80 %930, %931
  %933 = fneg x86_fp80 %929
  %934 = fneg x86_fp80 %932
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %107) #12
  store x86_fp80 %929, ptr %107, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %108) #12
  store x86_fp80 %933, ptr %108, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %109) #12
  store x86_fp80 %932, ptr %109, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %110) #12
  store x86_fp80 %934, ptr %110, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %111) #12
  store x86_fp80 %929, ptr %111, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %112) #12
  store x86_fp80 %932, ptr %112, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %113) #12
  store x86_fp80 %929, ptr %113, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %114) #12
  store x86_fp80 %929, ptr %114, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %115) #12
  store x86_fp80 %932, ptr %115, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.85, ptr noundef nonnull %107, ptr noundef nonnull %108, ptr noundef nonnull %109, ptr noundef nonnull %110, ptr noundef nonnull %111, ptr noundef nonnull %112, ptr noundef nonnull %113, ptr noundef nonnull %114, ptr noundef nonnull %115)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %107) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %108) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %109) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %110) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %111) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %112) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %113) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %114) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %115) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %116) #12
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %116, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %117) #12
  store x86_fp80 0xK3FFEAAAAAAAAAAAAAAAB, ptr %117, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %118) #12
  store x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr %118, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.86, ptr noundef nonnull %116, ptr noundef nonnull %117, ptr noundef nonnull %118)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %116) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %117) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %118) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %119) #12
  store x86_fp80 0xK4000C90FDAA22168C235, ptr %119, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %120) #12
  store x86_fp80 0xKC000ADF85458A2BB4A99, ptr %120, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.87, i32 noundef 15, i32 noundef 4, ptr noundef nonnull %119, i32 noundef 20, i32 noundef 6, ptr noundef nonnull %120)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %119) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %120) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %121) #12
  store x86_fp80 0xK3FFFA000000000000000, ptr %121, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %122) #12
  store x86_fp80 0xK4000F000000000000000, ptr %122, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %123) #12
  store x86_fp80 0xK4001B000000000000000, ptr %123, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.88, ptr noundef nonnull %121, double noundef 2.500000e+00, ptr noundef nonnull %122, i32 noundef 42, ptr noundef nonnull %123)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %121) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %122) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %123) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %77)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %99)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %101)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %103)
  %935 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4000A000000000000000)
  %936 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4000A000000000000000)
  %937 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4000A000000000000000)
  %938 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK4000A000000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xK4000A000000000000000, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %935, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %936, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %937, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %938, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 0xK4000A000000000000000, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %939 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  %940 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKC000A000000000000000)
  %941 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC000A000000000000000)
  %942 = call x86_fp80 @llvm.round.f80(x86_fp80 0xKC000A000000000000000)
  %943 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKC000A000000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xKC000A000000000000000, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %939, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %940, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %941, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %942, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 %943, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %944 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4000E000000000000000)
  %945 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4000E000000000000000)
  %946 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4000E000000000000000)
  %947 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK4000E000000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xK4000E000000000000000, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %944, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %945, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %946, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %947, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 0xK4000E000000000000000, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %948 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKBFFE8000000000000000)
  %949 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKBFFE8000000000000000)
  %950 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKBFFE8000000000000000)
  %951 = call x86_fp80 @llvm.round.f80(x86_fp80 0xKBFFE8000000000000000)
  %952 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKBFFE8000000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xKBFFE8000000000000000, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %948, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %949, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %950, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %951, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 %952, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %953 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  %954 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  %955 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  %956 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %953, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %954, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %955, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %956, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %957 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  %958 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  %959 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  %960 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %957, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %958, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %959, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %960, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %961 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC001E000000000000000)
  %962 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKC001E000000000000000)
  %963 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC001E000000000000000)
  %964 = call x86_fp80 @llvm.round.f80(x86_fp80 0xKC001E000000000000000)
  %965 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKC001E000000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xKC001E000000000000000, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %961, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %962, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %963, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %964, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 %965, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %966 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK00000000000000000000)
  %967 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK00000000000000000000)
  %968 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK00000000000000000000)
  %969 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK00000000000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xK00000000000000000000, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %966, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %967, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %968, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %969, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 0xK00000000000000000000, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %970 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK80000000000000000000)
  %971 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK80000000000000000000)
  %972 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK80000000000000000000)
  %973 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK80000000000000000000)
  %974 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xK80000000000000000000)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #12
  store x86_fp80 0xK80000000000000000000, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #12
  store x86_fp80 %970, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #12
  store x86_fp80 %971, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #12
  store x86_fp80 %972, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %61) #12
  store x86_fp80 %973, ptr %61, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #12
  store x86_fp80 %974, ptr %62, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.89, ptr noundef nonnull %57, ptr noundef nonnull %58, ptr noundef nonnull %59, ptr noundef nonnull %60, ptr noundef nonnull %61, ptr noundef nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %61) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #12
  %975 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %64) #12
  store x86_fp80 %975, ptr %64, align 16, !tbaa !9
  call void @sqrtl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %63, ptr noundef nonnull %64) #12
  %976 = load x86_fp80, ptr %63, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %64) #12
  %977 = bitcast x86_fp80 %976 to i80
  %978 = trunc i80 %977 to i64
  %979 = lshr i80 %977, 64
  %980 = trunc nuw nsw i80 %979 to i32
  %981 = load i32, ptr @checksum, align 4, !tbaa !5
  %982 = mul i32 %981, 31
  %983 = lshr i64 %978, 32
  %984 = xor i64 %983, %978
  %985 = trunc i64 %984 to i32
  %986 = add i32 %982, %980
  %987 = add i32 %986, %985
  store i32 %987, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %55) #12
  store x86_fp80 %976, ptr %55, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56) #12
  store x86_fp80 %976, ptr %56, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.90, i32 noundef %980, i64 noundef %978, ptr noundef nonnull %55, ptr noundef nonnull %56)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %55) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56) #12
  %988 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %66) #12
  store x86_fp80 %988, ptr %66, align 16, !tbaa !9
  call void @sqrtl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %65, ptr noundef nonnull %66) #12
  %989 = load x86_fp80, ptr %65, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %66) #12
  %990 = bitcast x86_fp80 %989 to i80
  %991 = trunc i80 %990 to i64
  %992 = lshr i80 %990, 64
  %993 = trunc nuw nsw i80 %992 to i32
  %994 = load i32, ptr @checksum, align 4, !tbaa !5
  %995 = mul i32 %994, 31
  %996 = lshr i64 %991, 32
  %997 = xor i64 %996, %991
  %998 = trunc i64 %997 to i32
  %999 = add i32 %995, %993
  %1000 = add i32 %999, %998
  store i32 %1000, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %53) #12
  store x86_fp80 %989, ptr %53, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %54) #12
  store x86_fp80 %989, ptr %54, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.91, i32 noundef %993, i64 noundef %991, ptr noundef nonnull %53, ptr noundef nonnull %54)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %53) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %54) #12
  %1001 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1002 = fmul x86_fp80 %1001, 0xK00000000000663278E62
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %68) #12
  store x86_fp80 %1002, ptr %68, align 16, !tbaa !9
  call void @sqrtl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %67, ptr noundef nonnull %68) #12
  %1003 = load x86_fp80, ptr %67, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %68) #12
  %1004 = bitcast x86_fp80 %1003 to i80
  %1005 = trunc i80 %1004 to i64
  %1006 = lshr i80 %1004, 64
  %1007 = trunc nuw nsw i80 %1006 to i32
  %1008 = load i32, ptr @checksum, align 4, !tbaa !5
  %1009 = mul i32 %1008, 31
  %1010 = lshr i64 %1005, 32
  %1011 = xor i64 %1010, %1005
  %1012 = trunc i64 %1011 to i32
  %1013 = add i32 %1009, %1007
  %1014 = add i32 %1013, %1012
  store i32 %1014, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %51) #12
  store x86_fp80 %1003, ptr %51, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %52) #12
  store x86_fp80 %1003, ptr %52, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.92, i32 noundef %1007, i64 noundef %1005, ptr noundef nonnull %51, ptr noundef nonnull %52)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %51) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %52) #12
  %1015 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1016 = fneg x86_fp80 %1015
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %70) #12
  store x86_fp80 %1016, ptr %70, align 16, !tbaa !9
  call void @sqrtl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %69, ptr noundef nonnull %70) #12
  %1017 = load x86_fp80, ptr %69, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %70) #12
  %1018 = bitcast x86_fp80 %1017 to i80
  %1019 = trunc i80 %1018 to i64
  %1020 = lshr i80 %1018, 64
  %1021 = trunc nuw nsw i80 %1020 to i32
  %1022 = load i32, ptr @checksum, align 4, !tbaa !5
  %1023 = mul i32 %1022, 31
  %1024 = lshr i64 %1019, 32
  %1025 = xor i64 %1024, %1019
  %1026 = trunc i64 %1025 to i32
  %1027 = add i32 %1023, %1021
  %1028 = add i32 %1027, %1026
  store i32 %1028, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49) #12
  store x86_fp80 %1017, ptr %49, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %50) #12
  store x86_fp80 %1017, ptr %50, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.93, i32 noundef %1021, i64 noundef %1019, ptr noundef nonnull %49, ptr noundef nonnull %50)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %50) #12
  %1029 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1030 = fmul x86_fp80 %1029, 0xK4002A000000000000000
  %1031 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %72) #12
  store x86_fp80 %1030, ptr %72, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %73) #12
  store x86_fp80 %1031, ptr %73, align 16, !tbaa !9
  call void @fmodl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %71, ptr noundef nonnull %72, ptr noundef nonnull %73) #12
  %1032 = load x86_fp80, ptr %71, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %72) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %73) #12
  %1033 = bitcast x86_fp80 %1032 to i80
  %1034 = trunc i80 %1033 to i64
  %1035 = lshr i80 %1033, 64
  %1036 = trunc nuw nsw i80 %1035 to i32
  %1037 = load i32, ptr @checksum, align 4, !tbaa !5
  %1038 = mul i32 %1037, 31
  %1039 = lshr i64 %1034, 32
  %1040 = xor i64 %1039, %1034
  %1041 = trunc i64 %1040 to i32
  %1042 = add i32 %1038, %1036
  %1043 = add i32 %1042, %1041
  store i32 %1043, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %47) #12
  store x86_fp80 %1032, ptr %47, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %48) #12
  store x86_fp80 %1032, ptr %48, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.94, i32 noundef %1036, i64 noundef %1034, ptr noundef nonnull %47, ptr noundef nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %47) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %48) #12
  %1044 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1045 = fmul x86_fp80 %1044, 0xKC062C9F2C9CD04674EDF
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %75) #12
  store x86_fp80 %1045, ptr %75, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %76) #12
  store x86_fp80 0xK4001E000000000000000, ptr %76, align 16, !tbaa !9
  call void @fmodl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %74, ptr noundef nonnull %75, ptr noundef nonnull %76) #12
  %1046 = load x86_fp80, ptr %74, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %75) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %76) #12
  %1047 = bitcast x86_fp80 %1046 to i80
  %1048 = trunc i80 %1047 to i64
  %1049 = lshr i80 %1047, 64
  %1050 = trunc nuw nsw i80 %1049 to i32
  %1051 = load i32, ptr @checksum, align 4, !tbaa !5
  %1052 = mul i32 %1051, 31
  %1053 = lshr i64 %1048, 32
  %1054 = xor i64 %1053, %1048
  %1055 = trunc i64 %1054 to i32
  %1056 = add i32 %1052, %1050
  %1057 = add i32 %1056, %1055
  store i32 %1057, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %45) #12
  store x86_fp80 %1046, ptr %45, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %46) #12
  store x86_fp80 %1046, ptr %46, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.95, i32 noundef %1050, i64 noundef %1048, ptr noundef nonnull %45, ptr noundef nonnull %46)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %45) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %46) #12
  %1058 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1059 = fmul x86_fp80 %1058, 0xK73E6D1BA8323FE558C61
  %1060 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %78) #12
  store x86_fp80 %1059, ptr %78, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %79) #12
  store x86_fp80 %1060, ptr %79, align 16, !tbaa !9
  call void @fmodl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %77, ptr noundef nonnull %78, ptr noundef nonnull %79) #12
  %1061 = load x86_fp80, ptr %77, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %78) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %79) #12
  %1062 = bitcast x86_fp80 %1061 to i80
  %1063 = trunc i80 %1062 to i64
  %1064 = lshr i80 %1062, 64
  %1065 = trunc nuw nsw i80 %1064 to i32
  %1066 = load i32, ptr @checksum, align 4, !tbaa !5
  %1067 = mul i32 %1066, 31
  %1068 = lshr i64 %1063, 32
  %1069 = xor i64 %1068, %1063
  %1070 = trunc i64 %1069 to i32
  %1071 = add i32 %1067, %1065
  %1072 = add i32 %1071, %1070
  store i32 %1072, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %43) #12
  store x86_fp80 %1061, ptr %43, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %44) #12
  store x86_fp80 %1061, ptr %44, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.96, i32 noundef %1065, i64 noundef %1063, ptr noundef nonnull %43, ptr noundef nonnull %44)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %43) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %44) #12
  %1073 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1074 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %81) #12
  store x86_fp80 %1073, ptr %81, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %82) #12
  store x86_fp80 %1074, ptr %82, align 16, !tbaa !9
  call void @fmodl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %80, ptr noundef nonnull %81, ptr noundef nonnull %82) #12
  %1075 = load x86_fp80, ptr %80, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %81) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %82) #12
  %1076 = bitcast x86_fp80 %1075 to i80
  %1077 = trunc i80 %1076 to i64
  %1078 = lshr i80 %1076, 64
  %1079 = trunc nuw nsw i80 %1078 to i32
  %1080 = load i32, ptr @checksum, align 4, !tbaa !5
  %1081 = mul i32 %1080, 31
  %1082 = lshr i64 %1077, 32
  %1083 = xor i64 %1082, %1077
  %1084 = trunc i64 %1083 to i32
  %1085 = add i32 %1081, %1079
  %1086 = add i32 %1085, %1084
  store i32 %1086, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #12
  store x86_fp80 %1075, ptr %41, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42) #12
  store x86_fp80 %1075, ptr %42, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.97, i32 noundef %1079, i64 noundef %1077, ptr noundef nonnull %41, ptr noundef nonnull %42)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42) #12
  %1087 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %84) #12
  store x86_fp80 %1087, ptr %84, align 16, !tbaa !9
  call void @ldexpl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %83, ptr noundef nonnull %84, i32 noundef -16400) #12
  %1088 = load x86_fp80, ptr %83, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %84) #12
  %1089 = bitcast x86_fp80 %1088 to i80
  %1090 = trunc i80 %1089 to i64
  %1091 = lshr i80 %1089, 64
  %1092 = trunc nuw nsw i80 %1091 to i32
  %1093 = load i32, ptr @checksum, align 4, !tbaa !5
  %1094 = mul i32 %1093, 31
  %1095 = lshr i64 %1090, 32
  %1096 = xor i64 %1095, %1090
  %1097 = trunc i64 %1096 to i32
  %1098 = add i32 %1094, %1092
  %1099 = add i32 %1098, %1097
  store i32 %1099, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #12
  store x86_fp80 %1088, ptr %39, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %40) #12
  store x86_fp80 %1088, ptr %40, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.98, i32 noundef %1092, i64 noundef %1090, ptr noundef nonnull %39, ptr noundef nonnull %40)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %40) #12
  %1100 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %86) #12
  store x86_fp80 %1100, ptr %86, align 16, !tbaa !9
  call void @ldexpl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %85, ptr noundef nonnull %86, i32 noundef -16446) #12
  %1101 = load x86_fp80, ptr %85, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %86) #12
  %1102 = bitcast x86_fp80 %1101 to i80
  %1103 = trunc i80 %1102 to i64
  %1104 = lshr i80 %1102, 64
  %1105 = trunc nuw nsw i80 %1104 to i32
  %1106 = load i32, ptr @checksum, align 4, !tbaa !5
  %1107 = mul i32 %1106, 31
  %1108 = lshr i64 %1103, 32
  %1109 = xor i64 %1108, %1103
  %1110 = trunc i64 %1109 to i32
  %1111 = add i32 %1107, %1105
  %1112 = add i32 %1111, %1110
  store i32 %1112, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #12
  store x86_fp80 %1101, ptr %37, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #12
  store x86_fp80 %1101, ptr %38, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.99, i32 noundef %1105, i64 noundef %1103, ptr noundef nonnull %37, ptr noundef nonnull %38)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #12
  %1113 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %88) #12
  store x86_fp80 %1113, ptr %88, align 16, !tbaa !9
  call void @ldexpl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %87, ptr noundef nonnull %88, i32 noundef 20000) #12
  %1114 = load x86_fp80, ptr %87, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %88) #12
  %1115 = bitcast x86_fp80 %1114 to i80
  %1116 = trunc i80 %1115 to i64
  %1117 = lshr i80 %1115, 64
  %1118 = trunc nuw nsw i80 %1117 to i32
  %1119 = load i32, ptr @checksum, align 4, !tbaa !5
  %1120 = mul i32 %1119, 31
  %1121 = lshr i64 %1116, 32
  %1122 = xor i64 %1121, %1116
  %1123 = trunc i64 %1122 to i32
  %1124 = add i32 %1120, %1118
  %1125 = add i32 %1124, %1123
  store i32 %1125, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #12
  store x86_fp80 %1114, ptr %35, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %36) #12
  store x86_fp80 %1114, ptr %36, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.100, i32 noundef %1118, i64 noundef %1116, ptr noundef nonnull %35, ptr noundef nonnull %36)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %89) #12
  store i32 0, ptr %89, align 4, !tbaa !5
  %1126 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1127 = fmul x86_fp80 %1126, 0xK414B924D692CA61BE758
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %91) #12
  store x86_fp80 %1127, ptr %91, align 16, !tbaa !9
  call void @frexpl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %90, ptr noundef nonnull %91, ptr noundef nonnull %89) #12
  %1128 = load x86_fp80, ptr %90, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %91) #12
  %1129 = load i32, ptr %89, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %92) #12
  store x86_fp80 %1128, ptr %92, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.101, ptr noundef nonnull %92, i32 noundef %1129)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %92) #12
  %1130 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1131 = fmul x86_fp80 %1130, 0xK00000000000000000001
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %94) #12
  store x86_fp80 %1131, ptr %94, align 16, !tbaa !9
  call void @frexpl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %93, ptr noundef nonnull %94, ptr noundef nonnull %89) #12
  %1132 = load x86_fp80, ptr %93, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %94) #12
  %1133 = load i32, ptr %89, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %95) #12
  store x86_fp80 %1132, ptr %95, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.101, ptr noundef nonnull %95, i32 noundef %1133)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %95) #12
  %1134 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %1135 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %1136 = fneg x86_fp80 %1135
  %1137 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %1134, x86_fp80 %1136)
  %1138 = bitcast x86_fp80 %1137 to i80
  %1139 = trunc i80 %1138 to i64
  %1140 = lshr i80 %1138, 64
  %1141 = trunc nuw nsw i80 %1140 to i32
  %1142 = load i32, ptr @checksum, align 4, !tbaa !5
  %1143 = mul i32 %1142, 31
  %1144 = lshr i64 %1139, 32
  %1145 = xor i64 %1144, %1139
  %1146 = trunc i64 %1145 to i32
  %1147 = add i32 %1143, %1141
  %1148 = add i32 %1147, %1146
  store i32 %1148, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #12
  store x86_fp80 %1137, ptr %33, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #12
  store x86_fp80 %1137, ptr %34, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.102, i32 noundef %1141, i64 noundef %1139, ptr noundef nonnull %33, ptr noundef nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #12
  %1149 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1150 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %1151 = fdiv x86_fp80 %1149, %1150
  %1152 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %1153 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1154 = fneg x86_fp80 %1153
  %1155 = call x86_fp80 @llvm.fma.f80(x86_fp80 %1151, x86_fp80 %1152, x86_fp80 %1154)
  %1156 = bitcast x86_fp80 %1155 to i80
  %1157 = trunc i80 %1156 to i64
  %1158 = lshr i80 %1156, 64
  %1159 = trunc nuw nsw i80 %1158 to i32
  %1160 = load i32, ptr @checksum, align 4, !tbaa !5
  %1161 = mul i32 %1160, 31
  %1162 = lshr i64 %1157, 32
  %1163 = xor i64 %1162, %1157
  %1164 = trunc i64 %1163 to i32
  %1165 = add i32 %1161, %1159
  %1166 = add i32 %1165, %1164
  store i32 %1166, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #12
  store x86_fp80 %1155, ptr %31, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #12
  store x86_fp80 %1155, ptr %32, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.103, i32 noundef %1159, i64 noundef %1157, ptr noundef nonnull %31, ptr noundef nonnull %32)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #12
  %1167 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1168 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %1169 = fdiv x86_fp80 %1167, %1168
  %1170 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %1171 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1172 = fneg x86_fp80 %1171
  %1173 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %1169, x86_fp80 %1170, x86_fp80 %1172)
  %1174 = bitcast x86_fp80 %1173 to i80
  %1175 = trunc i80 %1174 to i64
  %1176 = lshr i80 %1174, 64
  %1177 = trunc nuw nsw i80 %1176 to i32
  %1178 = load i32, ptr @checksum, align 4, !tbaa !5
  %1179 = mul i32 %1178, 31
  %1180 = lshr i64 %1175, 32
  %1181 = xor i64 %1180, %1175
  %1182 = trunc i64 %1181 to i32
  %1183 = add i32 %1179, %1177
  %1184 = add i32 %1183, %1182
  store i32 %1184, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #12
  store x86_fp80 %1173, ptr %29, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #12
  store x86_fp80 %1173, ptr %30, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.104, i32 noundef %1177, i64 noundef %1175, ptr noundef nonnull %29, ptr noundef nonnull %30)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #12
  %1185 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1186 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %1187 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %1185, x86_fp80 %1186)
  %1188 = bitcast x86_fp80 %1187 to i80
  %1189 = trunc i80 %1188 to i64
  %1190 = lshr i80 %1188, 64
  %1191 = trunc nuw nsw i80 %1190 to i32
  %1192 = load i32, ptr @checksum, align 4, !tbaa !5
  %1193 = mul i32 %1192, 31
  %1194 = lshr i64 %1189, 32
  %1195 = xor i64 %1194, %1189
  %1196 = trunc i64 %1195 to i32
  %1197 = add i32 %1193, %1191
  %1198 = add i32 %1197, %1196
  store i32 %1198, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %27) #12
  store x86_fp80 %1187, ptr %27, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #12
  store x86_fp80 %1187, ptr %28, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.105, i32 noundef %1191, i64 noundef %1189, ptr noundef nonnull %27, ptr noundef nonnull %28)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %27) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #12
  %1199 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1200 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %1201 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %1199, x86_fp80 %1200)
  %1202 = bitcast x86_fp80 %1201 to i80
  %1203 = trunc i80 %1202 to i64
  %1204 = lshr i80 %1202, 64
  %1205 = trunc nuw nsw i80 %1204 to i32
  %1206 = load i32, ptr @checksum, align 4, !tbaa !5
  %1207 = mul i32 %1206, 31
  %1208 = lshr i64 %1203, 32
  %1209 = xor i64 %1208, %1203
  %1210 = trunc i64 %1209 to i32
  %1211 = add i32 %1207, %1205
  %1212 = add i32 %1211, %1210
  store i32 %1212, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #12
  store x86_fp80 %1201, ptr %25, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #12
  store x86_fp80 %1201, ptr %26, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.106, i32 noundef %1205, i64 noundef %1203, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #12
  %1213 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %1214 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %1215 = fdiv x86_fp80 %1213, %1214
  %1216 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %1217 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %1215, x86_fp80 %1216)
  %1218 = bitcast x86_fp80 %1217 to i80
  %1219 = trunc i80 %1218 to i64
  %1220 = lshr i80 %1218, 64
  %1221 = trunc nuw nsw i80 %1220 to i32
  %1222 = load i32, ptr @checksum, align 4, !tbaa !5
  %1223 = mul i32 %1222, 31
  %1224 = lshr i64 %1219, 32
  %1225 = xor i64 %1224, %1219
  %1226 = trunc i64 %1225 to i32
  %1227 = add i32 %1223, %1221
  %1228 = add i32 %1227, %1226
  store i32 %1228, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #12
  store x86_fp80 %1217, ptr %23, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #12
  store x86_fp80 %1217, ptr %24, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.107, i32 noundef %1221, i64 noundef %1219, ptr noundef nonnull %23, ptr noundef nonnull %24)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %96) #12
  store x86_fp80 0xK00000000000000000000, ptr %96, align 16, !tbaa !9
  %1229 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1230 = fmul x86_fp80 %1229, 0xKC001F400000000000000
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %98) #12
  store x86_fp80 %1230, ptr %98, align 16, !tbaa !9
  call void @modfl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %97, ptr noundef nonnull %98, ptr noundef nonnull %96) #12
  %1231 = load x86_fp80, ptr %97, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %98) #12
  %1232 = bitcast x86_fp80 %1231 to i80
  %1233 = trunc i80 %1232 to i64
  %1234 = lshr i80 %1232, 64
  %1235 = trunc nuw nsw i80 %1234 to i32
  %1236 = load i32, ptr @checksum, align 4, !tbaa !5
  %1237 = mul i32 %1236, 31
  %1238 = lshr i64 %1233, 32
  %1239 = xor i64 %1238, %1233
  %1240 = trunc i64 %1239 to i32
  %1241 = add i32 %1237, %1235
  %1242 = add i32 %1241, %1240
  store i32 %1242, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #12
  store x86_fp80 %1231, ptr %21, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #12
  store x86_fp80 %1231, ptr %22, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.108, i32 noundef %1235, i64 noundef %1233, ptr noundef nonnull %21, ptr noundef nonnull %22)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #12
  %1243 = load x86_fp80, ptr %96, align 16, !tbaa !9
  %1244 = bitcast x86_fp80 %1243 to i80
  %1245 = trunc i80 %1244 to i64
  %1246 = lshr i80 %1244, 64
  %1247 = trunc nuw nsw i80 %1246 to i32
  %1248 = load i32, ptr @checksum, align 4, !tbaa !5
  %1249 = mul i32 %1248, 31
  %1250 = lshr i64 %1245, 32
  %1251 = xor i64 %1250, %1245
  %1252 = trunc i64 %1251 to i32
  %1253 = add i32 %1249, %1247
  %1254 = add i32 %1253, %1252
  store i32 %1254, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #12
  store x86_fp80 %1243, ptr %19, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #12
  store x86_fp80 %1243, ptr %20, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.109, i32 noundef %1247, i64 noundef %1245, ptr noundef nonnull %19, ptr noundef nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #12
  %1255 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1256 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %1257 = fdiv x86_fp80 %1255, %1256
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %100) #12
  store x86_fp80 %1257, ptr %100, align 16, !tbaa !9
  call void @modfl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %99, ptr noundef nonnull %100, ptr noundef nonnull %96) #12
  %1258 = load x86_fp80, ptr %99, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %100) #12
  %1259 = bitcast x86_fp80 %1258 to i80
  %1260 = trunc i80 %1259 to i64
  %1261 = lshr i80 %1259, 64
  %1262 = trunc nuw nsw i80 %1261 to i32
  %1263 = load i32, ptr @checksum, align 4, !tbaa !5
  %1264 = mul i32 %1263, 31
  %1265 = lshr i64 %1260, 32
  %1266 = xor i64 %1265, %1260
  %1267 = trunc i64 %1266 to i32
  %1268 = add i32 %1264, %1262
  %1269 = add i32 %1268, %1267
  store i32 %1269, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #12
  store x86_fp80 %1258, ptr %17, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #12
  store x86_fp80 %1258, ptr %18, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.110, i32 noundef %1262, i64 noundef %1260, ptr noundef nonnull %17, ptr noundef nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #12
  %1270 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1271 = fmul x86_fp80 %1270, 0xK4000A000000000000000
  %1272 = call x86_fp80 @llvm.rint.f80(x86_fp80 %1271)
  %1273 = bitcast x86_fp80 %1272 to i80
  %1274 = trunc i80 %1273 to i64
  %1275 = lshr i80 %1273, 64
  %1276 = trunc nuw nsw i80 %1275 to i32
  %1277 = load i32, ptr @checksum, align 4, !tbaa !5
  %1278 = mul i32 %1277, 31
  %1279 = lshr i64 %1274, 32
  %1280 = xor i64 %1279, %1274
  %1281 = trunc i64 %1280 to i32
  %1282 = add i32 %1278, %1276
  %1283 = add i32 %1282, %1281
  store i32 %1283, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #12
  store x86_fp80 %1272, ptr %15, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #12
  store x86_fp80 %1272, ptr %16, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.111, i32 noundef %1276, i64 noundef %1274, ptr noundef nonnull %15, ptr noundef nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #12
  %1284 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1285 = fmul x86_fp80 %1284, 0xKC000E000000000000000
  %1286 = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %1285)
  %1287 = bitcast x86_fp80 %1286 to i80
  %1288 = trunc i80 %1287 to i64
  %1289 = lshr i80 %1287, 64
  %1290 = trunc nuw nsw i80 %1289 to i32
  %1291 = load i32, ptr @checksum, align 4, !tbaa !5
  %1292 = mul i32 %1291, 31
  %1293 = lshr i64 %1288, 32
  %1294 = xor i64 %1293, %1288
  %1295 = trunc i64 %1294 to i32
  %1296 = add i32 %1292, %1290
  %1297 = add i32 %1296, %1295
  store i32 %1297, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #12
  store x86_fp80 %1286, ptr %13, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #12
  store x86_fp80 %1286, ptr %14, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.112, i32 noundef %1290, i64 noundef %1288, ptr noundef nonnull %13, ptr noundef nonnull %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #12
  %1298 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %102) #12
  store x86_fp80 %1298, ptr %102, align 16, !tbaa !9
  call void @scalbnl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %101, ptr noundef nonnull %102, i32 noundef -16440) #12
  %1299 = load x86_fp80, ptr %101, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %102) #12
  %1300 = bitcast x86_fp80 %1299 to i80
  %1301 = trunc i80 %1300 to i64
  %1302 = lshr i80 %1300, 64
  %1303 = trunc nuw nsw i80 %1302 to i32
  %1304 = load i32, ptr @checksum, align 4, !tbaa !5
  %1305 = mul i32 %1304, 31
  %1306 = lshr i64 %1301, 32
  %1307 = xor i64 %1306, %1301
  %1308 = trunc i64 %1307 to i32
  %1309 = add i32 %1305, %1303
  %1310 = add i32 %1309, %1308
  store i32 %1310, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #12
  store x86_fp80 %1299, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #12
  store x86_fp80 %1299, ptr %12, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.113, i32 noundef %1303, i64 noundef %1301, ptr noundef nonnull %11, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #12
  %1311 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %104) #12
  store x86_fp80 %1311, ptr %104, align 16, !tbaa !9
  call void @scalblnl(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %103, ptr noundef nonnull %104, i32 noundef 100) #12
  %1312 = load x86_fp80, ptr %103, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %104) #12
  %1313 = bitcast x86_fp80 %1312 to i80
  %1314 = trunc i80 %1313 to i64
  %1315 = lshr i80 %1313, 64
  %1316 = trunc nuw nsw i80 %1315 to i32
  %1317 = load i32, ptr @checksum, align 4, !tbaa !5
  %1318 = mul i32 %1317, 31
  %1319 = lshr i64 %1314, 32
  %1320 = xor i64 %1319, %1314
  %1321 = trunc i64 %1320 to i32
  %1322 = add i32 %1318, %1316
  %1323 = add i32 %1322, %1321
  store i32 %1323, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #12
  store x86_fp80 %1312, ptr %9, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #12
  store x86_fp80 %1312, ptr %10, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.114, i32 noundef %1316, i64 noundef %1314, ptr noundef nonnull %9, ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #12
  %1324 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %1325 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !9
  %1326 = fdiv x86_fp80 %1324, %1325
  %1327 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1328 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %1326, x86_fp80 %1327)
  %1329 = bitcast x86_fp80 %1328 to i80
  %1330 = trunc i80 %1329 to i64
  %1331 = lshr i80 %1329, 64
  %1332 = trunc nuw nsw i80 %1331 to i32
  %1333 = load i32, ptr @checksum, align 4, !tbaa !5
  %1334 = mul i32 %1333, 31
  %1335 = lshr i64 %1330, 32
  %1336 = xor i64 %1335, %1330
  %1337 = trunc i64 %1336 to i32
  %1338 = add i32 %1334, %1332
  %1339 = add i32 %1338, %1337
  store i32 %1339, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #12
  store x86_fp80 %1328, ptr %7, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #12
  store x86_fp80 %1328, ptr %8, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.115, i32 noundef %1332, i64 noundef %1330, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %96) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %89) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %65)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %71)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %74)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %77)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %80)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %83)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %85)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %87)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %90)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %93)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %97)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %99)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %101)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %103)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %212) #12
  store x86_fp80 0xK3FFFA000000000000000, ptr %212, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %213) #12
  store x86_fp80 0xK3FBCBCE5086492111AEB, ptr %213, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %214) #12
  store x86_fp80 0xKBFFC8000000000000000, ptr %214, align 16, !tbaa !9
  call void (ptr, i32, ...) @sum_ld(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %211, i32 poison, i64 noundef 0, ptr noundef nonnull %212, i32 noundef 1, double noundef 2.500000e+00, i32 noundef 2, i64 noundef 7, i64 noundef 0, ptr noundef nonnull %213, i64 noundef 0, ptr noundef nonnull %214)
  %1340 = load x86_fp80, ptr %211, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %212) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %213) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %214) #12
  %1341 = bitcast x86_fp80 %1340 to i80
  %1342 = trunc i80 %1341 to i64
  %1343 = lshr i80 %1341, 64
  %1344 = trunc nuw nsw i80 %1343 to i32
  %1345 = load i32, ptr @checksum, align 4, !tbaa !5
  %1346 = mul i32 %1345, 31
  %1347 = lshr i64 %1342, 32
  %1348 = xor i64 %1347, %1342
  %1349 = trunc i64 %1348 to i32
  %1350 = add i32 %1346, %1344
  %1351 = add i32 %1350, %1349
  store i32 %1351, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12
  store x86_fp80 %1340, ptr %5, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #12
  store x86_fp80 %1340, ptr %6, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str, i32 noundef %1344, i64 noundef %1342, ptr noundef nonnull %5, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #12
  %1352 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %216) #12
  store x86_fp80 0xK3FFFC000000000000000, ptr %216, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %217) #12
  store x86_fp80 %1352, ptr %217, align 16, !tbaa !9
  call fastcc void @mix(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %215, ptr noundef nonnull %216, double noundef 2.500000e-01, ptr noundef nonnull %217, i32 noundef 7, float noundef 5.000000e-01)
  %1353 = load x86_fp80, ptr %215, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %216) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %217) #12
  %1354 = bitcast x86_fp80 %1353 to i80
  %1355 = trunc i80 %1354 to i64
  %1356 = lshr i80 %1354, 64
  %1357 = trunc nuw nsw i80 %1356 to i32
  %1358 = load i32, ptr @checksum, align 4, !tbaa !5
  %1359 = mul i32 %1358, 31
  %1360 = lshr i64 %1355, 32
  %1361 = xor i64 %1360, %1355
  %1362 = trunc i64 %1361 to i32
  %1363 = add i32 %1359, %1357
  %1364 = add i32 %1363, %1362
  store i32 %1364, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  store x86_fp80 %1353, ptr %3, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #12
  store x86_fp80 %1353, ptr %4, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.1, i32 noundef %1357, i64 noundef %1355, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  %1365 = load i32, ptr @checksum, align 4, !tbaa !5
  %1366 = and i32 %1365, 1
  %1367 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  %1368 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !9
  %1369 = fneg x86_fp80 %1368
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %219) #12
  store x86_fp80 %1367, ptr %219, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %220) #12
  store x86_fp80 %1369, ptr %220, align 16, !tbaa !9
  call fastcc void @pick(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %218, i32 noundef %1366, ptr noundef nonnull %219, ptr noundef nonnull %220)
  %1370 = load x86_fp80, ptr %218, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %219) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %220) #12
  %1371 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !9
  %1372 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %222) #12
  store x86_fp80 %1371, ptr %222, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %223) #12
  store x86_fp80 %1372, ptr %223, align 16, !tbaa !9
  call fastcc void @mix(ptr dead_on_unwind nonnull writable sret(x86_fp80) align 16 %221, ptr noundef nonnull %222, double noundef 2.000000e+00, ptr noundef nonnull %223, i32 noundef 3, float noundef 1.000000e+00)
  %1373 = load x86_fp80, ptr %221, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %222) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %223) #12
  %1374 = fadd x86_fp80 %1370, %1373
  %1375 = bitcast x86_fp80 %1374 to i80
  %1376 = trunc i80 %1375 to i64
  %1377 = lshr i80 %1375, 64
  %1378 = trunc nuw nsw i80 %1377 to i32
  %1379 = mul i32 %1365, 31
  %1380 = lshr i64 %1376, 32
  %1381 = xor i64 %1380, %1376
  %1382 = trunc i64 %1381 to i32
  %1383 = add i32 %1379, %1378
  %1384 = add i32 %1383, %1382
  store i32 %1384, ptr @checksum, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #12
  store x86_fp80 %1374, ptr %1, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  store x86_fp80 %1374, ptr %2, align 16, !tbaa !9
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.116, ptr noundef nonnull @.str.2, i32 noundef %1378, i64 noundef %1376, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  %1385 = load i32, ptr @checksum, align 4, !tbaa !5
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %1385)
  %1386 = load i32, ptr @checksum, align 4, !tbaa !5
  %1387 = urem i32 %1386, 200
  ret i32 %1387
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal void @sum_ld(ptr dead_on_unwind noalias nocapture writable writeonly sret(x86_fp80) align 16 %0, i32 %1, ...) unnamed_addr #2 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %5, ptr %3, align 8
  %6 = load i32, ptr %4, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  switch i32 %6, label %14 [
    i32 0, label %8
    i32 1, label %11
  ]

8:                                                ; preds = %2
  %9 = load ptr, ptr %5, align 8
  %10 = load x86_fp80, ptr %9, align 16, !tbaa !9
  br label %17

11:                                               ; preds = %2
  %12 = load double, ptr %5, align 8, !tbaa !18
  %13 = fpext double %12 to x86_fp80
  br label %17

14:                                               ; preds = %2
  %15 = load i64, ptr %5, align 8, !tbaa !24
  %16 = sitofp i64 %15 to x86_fp80
  br label %17

17:                                               ; preds = %11, %14, %8
  %18 = phi x86_fp80 [ %10, %8 ], [ %13, %11 ], [ %16, %14 ]
  %19 = getelementptr inbounds i8, ptr %4, i64 24
  %20 = load i32, ptr %7, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %4, i64 32
  switch i32 %20, label %28 [
    i32 0, label %25
    i32 1, label %22
  ]

22:                                               ; preds = %17
  %23 = load double, ptr %19, align 8, !tbaa !18
  %24 = fpext double %23 to x86_fp80
  br label %31

25:                                               ; preds = %17
  %26 = load ptr, ptr %19, align 8
  %27 = load x86_fp80, ptr %26, align 16, !tbaa !9
  br label %31

28:                                               ; preds = %17
  %29 = load i64, ptr %19, align 8, !tbaa !24
  %30 = sitofp i64 %29 to x86_fp80
  br label %31

31:                                               ; preds = %28, %25, %22
  %32 = phi x86_fp80 [ %27, %25 ], [ %24, %22 ], [ %30, %28 ]
  %33 = getelementptr inbounds i8, ptr %4, i64 40
  %34 = load i32, ptr %21, align 8, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %4, i64 48
  switch i32 %34, label %42 [
    i32 0, label %39
    i32 1, label %36
  ]

36:                                               ; preds = %31
  %37 = load double, ptr %33, align 8, !tbaa !18
  %38 = fpext double %37 to x86_fp80
  br label %45

39:                                               ; preds = %31
  %40 = load ptr, ptr %33, align 8
  %41 = load x86_fp80, ptr %40, align 16, !tbaa !9
  br label %45

42:                                               ; preds = %31
  %43 = load i64, ptr %33, align 8, !tbaa !24
  %44 = sitofp i64 %43 to x86_fp80
  br label %45

45:                                               ; preds = %42, %39, %36
  %46 = phi x86_fp80 [ %41, %39 ], [ %38, %36 ], [ %44, %42 ]
  %47 = getelementptr inbounds i8, ptr %4, i64 56
  %48 = load i32, ptr %35, align 8, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %4, i64 64
  switch i32 %48, label %56 [
    i32 0, label %53
    i32 1, label %50
  ]

50:                                               ; preds = %45
  %51 = load double, ptr %47, align 8, !tbaa !18
  %52 = fpext double %51 to x86_fp80
  br label %59

53:                                               ; preds = %45
  %54 = load ptr, ptr %47, align 8
  %55 = load x86_fp80, ptr %54, align 16, !tbaa !9
  br label %59

56:                                               ; preds = %45
  %57 = load i64, ptr %47, align 8, !tbaa !24
  %58 = sitofp i64 %57 to x86_fp80
  br label %59

59:                                               ; preds = %56, %53, %50
  %60 = phi x86_fp80 [ %55, %53 ], [ %52, %50 ], [ %58, %56 ]
  %61 = getelementptr inbounds i8, ptr %4, i64 72
  %62 = load i32, ptr %49, align 8, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %4, i64 80
  store ptr %63, ptr %3, align 8
  switch i32 %62, label %70 [
    i32 0, label %67
    i32 1, label %64
  ]

64:                                               ; preds = %59
  %65 = load double, ptr %61, align 8, !tbaa !18
  %66 = fpext double %65 to x86_fp80
  br label %73

67:                                               ; preds = %59
  %68 = load ptr, ptr %61, align 8
  %69 = load x86_fp80, ptr %68, align 16, !tbaa !9
  br label %73

70:                                               ; preds = %59
  %71 = load i64, ptr %61, align 8, !tbaa !24
  %72 = sitofp i64 %71 to x86_fp80
  br label %73

73:                                               ; preds = %70, %67, %64
  %74 = phi x86_fp80 [ %69, %67 ], [ %66, %64 ], [ %72, %70 ]
  %75 = fadd x86_fp80 %18, 0xK00000000000000000000
  %76 = fadd x86_fp80 %75, %32
  %77 = fadd x86_fp80 %76, %46
  %78 = fadd x86_fp80 %77, %60
  %79 = fadd x86_fp80 %78, %74
  call void @llvm.va_end.p0(ptr nonnull %3)
  store x86_fp80 %79, ptr %0, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(x86_fp80) align 16 %0, ptr nocapture noundef readonly %1, double noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, float noundef %5) unnamed_addr #3 {
  %7 = load x86_fp80, ptr %1, align 16, !tbaa !9
  %8 = load x86_fp80, ptr %3, align 16, !tbaa !9
  %9 = fpext double %2 to x86_fp80
  %10 = uitofp nneg i32 %4 to x86_fp80
  %11 = fdiv x86_fp80 %8, %10
  %12 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %7, x86_fp80 %9, x86_fp80 %11)
  %13 = fpext float %5 to x86_fp80
  %14 = fsub x86_fp80 %12, %13
  store x86_fp80 %14, ptr %0, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @pick(ptr dead_on_unwind noalias nocapture writable writeonly sret(x86_fp80) align 16 %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #3 {
  %5 = load x86_fp80, ptr %2, align 16, !tbaa !9
  %6 = load x86_fp80, ptr %3, align 16, !tbaa !9
  %7 = icmp eq i32 %1, 0
  %8 = select i1 %7, x86_fp80 %6, x86_fp80 %5
  store x86_fp80 %8, ptr %0, align 16, !tbaa !9
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !26
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #5

; Function Attrs: inlinehint nounwind uwtable
define internal void @snprintf(ptr noundef %0, i64 %1, ptr noundef nonnull %2, ...) unnamed_addr #4 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !26
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef 6000, ptr noundef nonnull %2, ptr noundef %5) #12
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #5

; Function Attrs: nounwind
declare dso_local void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare dso_local void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare dso_local void @ldexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare dso_local void @frexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: nounwind
declare dso_local void @modfl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80) #5

; Function Attrs: nounwind
declare dso_local void @scalbnl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare dso_local void @scalblnl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !7, i64 0}
!20 = distinct !{!20, !12}
!21 = !{!7, !7, i64 0}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !7, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"any pointer", !7, i64 0}

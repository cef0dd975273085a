; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca [6000 x i8], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca [8 x x86_fp80], align 16
  br label %31

10:                                               ; preds = %31
  %11 = bitcast x86_fp80 %52 to i80
  %12 = trunc i80 %11 to i64
  %13 = lshr i80 %11, 64
  %14 = trunc nuw nsw i80 %13 to i32
  %15 = load i32, ptr @checksum, align 4, !tbaa !5
  %16 = mul i32 %15, 31
  %17 = lshr i64 %12, 32
  %18 = xor i64 %17, %12
  %19 = trunc i64 %18 to i32
  %20 = add i32 %19, %14
  %21 = add i32 %20, %16
  store i32 %21, ptr @checksum, align 4, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.4, i32 noundef %14, i64 noundef %12, x86_fp80 noundef %52, x86_fp80 noundef %52)
  %23 = load i32, ptr @checksum, align 4, !tbaa !5
  %24 = mul i32 %23, 31
  %25 = add i32 %24, 256073411
  store i32 %25, ptr @checksum, align 4, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.5, i32 noundef 16384, i64 noundef -5910881771259737445, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B)
  %27 = load i32, ptr @checksum, align 4, !tbaa !5
  %28 = mul i32 %27, 31
  %29 = add i32 %28, 676808442
  store i32 %29, ptr @checksum, align 4, !tbaa !5
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.6, i32 noundef 16490, i64 noundef -3368864659377986080, x86_fp80 noundef 0xK406AD13F6370F96865E0, x86_fp80 noundef 0xK406AD13F6370F96865E0)
  br label %74

31:                                               ; preds = %31, %0
  %32 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %52, %31 ]
  %33 = phi i32 [ 1, %0 ], [ %53, %31 ]
  %34 = uitofp nneg i32 %33 to x86_fp80
  %35 = fdiv x86_fp80 0xK3FFF8000000000000000, %34
  %36 = fadd x86_fp80 %32, %35
  %37 = add nuw nsw i32 %33, 1
  %38 = uitofp nneg i32 %37 to x86_fp80
  %39 = fdiv x86_fp80 0xK3FFF8000000000000000, %38
  %40 = fadd x86_fp80 %36, %39
  %41 = add nuw nsw i32 %33, 2
  %42 = uitofp nneg i32 %41 to x86_fp80
  %43 = fdiv x86_fp80 0xK3FFF8000000000000000, %42
  %44 = fadd x86_fp80 %40, %43
  %45 = add nuw nsw i32 %33, 3
  %46 = uitofp nneg i32 %45 to x86_fp80
  %47 = fdiv x86_fp80 0xK3FFF8000000000000000, %46
  %48 = fadd x86_fp80 %44, %47
  %49 = add nuw nsw i32 %33, 4
  %50 = uitofp nneg i32 %49 to x86_fp80
  %51 = fdiv x86_fp80 0xK3FFF8000000000000000, %50
  %52 = fadd x86_fp80 %48, %51
  %53 = add nuw nsw i32 %33, 5
  %54 = icmp eq i32 %53, 1001
  br i1 %54, label %10, label %31, !llvm.loop !9

55:                                               ; preds = %74
  %56 = fmul x86_fp80 %92, 0xKC0018000000000000000
  %57 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %88, x86_fp80 0xK40038000000000000000, x86_fp80 %56)
  %58 = bitcast x86_fp80 %57 to i80
  %59 = trunc i80 %58 to i64
  %60 = lshr i80 %58, 64
  %61 = trunc nuw nsw i80 %60 to i32
  %62 = load i32, ptr @checksum, align 4, !tbaa !5
  %63 = mul i32 %62, 31
  %64 = lshr i64 %59, 32
  %65 = xor i64 %64, %59
  %66 = trunc i64 %65 to i32
  %67 = add i32 %66, %61
  %68 = add i32 %67, %63
  store i32 %68, ptr @checksum, align 4, !tbaa !5
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.7, i32 noundef %61, i64 noundef %59, x86_fp80 noundef %57, x86_fp80 noundef %57)
  %70 = load i32, ptr @checksum, align 4, !tbaa !5
  %71 = mul i32 %70, 31
  %72 = add i32 %71, 1289410486
  store i32 %72, ptr @checksum, align 4, !tbaa !5
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.8, i32 noundef 16383, i64 noundef -5402926248376769404, x86_fp80 noundef 0xK3FFFB504F333F9DE6484, x86_fp80 noundef 0xK3FFFB504F333F9DE6484)
  br label %97

74:                                               ; preds = %74, %10
  %75 = phi i32 [ 0, %10 ], [ %95, %74 ]
  %76 = phi x86_fp80 [ 0xK3FF7891AC73AE9819B50, %10 ], [ %94, %74 ]
  %77 = phi x86_fp80 [ 0xK3FFCCCCCCCCCCCCCCCCD, %10 ], [ %93, %74 ]
  %78 = phi x86_fp80 [ 0xK00000000000000000000, %10 ], [ %92, %74 ]
  %79 = phi x86_fp80 [ 0xK00000000000000000000, %10 ], [ %88, %74 ]
  %80 = and i32 %75, 1
  %81 = icmp eq i32 %80, 0
  %82 = fneg x86_fp80 %77
  %83 = select i1 %81, x86_fp80 %77, x86_fp80 %82
  %84 = shl nuw nsw i32 %75, 1
  %85 = or disjoint i32 %84, 1
  %86 = uitofp nneg i32 %85 to x86_fp80
  %87 = fdiv x86_fp80 %83, %86
  %88 = fadd x86_fp80 %79, %87
  %89 = fneg x86_fp80 %76
  %90 = select i1 %81, x86_fp80 %76, x86_fp80 %89
  %91 = fdiv x86_fp80 %90, %86
  %92 = fadd x86_fp80 %78, %91
  %93 = fdiv x86_fp80 %77, 0xK4003C800000000000000
  %94 = fdiv x86_fp80 %76, 0xK400EDF21000000000000
  %95 = add nuw nsw i32 %75, 1
  %96 = icmp eq i32 %95, 30
  br i1 %96, label %55, label %74, !llvm.loop !11

97:                                               ; preds = %97, %55
  %98 = phi i32 [ 0, %55 ], [ %116, %97 ]
  %99 = phi x86_fp80 [ 0xK3FFF8000000000000000, %55 ], [ %119, %97 ]
  %100 = add nuw nsw i32 %98, 1
  %101 = uitofp nneg i32 %100 to x86_fp80
  %102 = fdiv x86_fp80 0xKBFFB8000000000000000, %101
  %103 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %99, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %102)
  %104 = add nuw nsw i32 %98, 2
  %105 = uitofp nneg i32 %104 to x86_fp80
  %106 = fdiv x86_fp80 0xKBFFB8000000000000000, %105
  %107 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %103, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %106)
  %108 = add nuw nsw i32 %98, 3
  %109 = uitofp nneg i32 %108 to x86_fp80
  %110 = fdiv x86_fp80 0xKBFFB8000000000000000, %109
  %111 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %107, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %110)
  %112 = add nuw nsw i32 %98, 4
  %113 = uitofp nneg i32 %112 to x86_fp80
  %114 = fdiv x86_fp80 0xKBFFB8000000000000000, %113
  %115 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %111, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %114)
  %116 = add nuw nsw i32 %98, 5
  %117 = uitofp nneg i32 %116 to x86_fp80
  %118 = fdiv x86_fp80 0xKBFFB8000000000000000, %117
  %119 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %115, x86_fp80 0xK3FFF8800000000000000, x86_fp80 %118)
  %120 = icmp eq i32 %116, 100
  br i1 %120, label %121, label %97, !llvm.loop !12

121:                                              ; preds = %97
  %122 = bitcast x86_fp80 %119 to i80
  %123 = trunc i80 %122 to i64
  %124 = lshr i80 %122, 64
  %125 = trunc nuw nsw i80 %124 to i32
  %126 = load i32, ptr @checksum, align 4, !tbaa !5
  %127 = mul i32 %126, 31
  %128 = lshr i64 %123, 32
  %129 = xor i64 %128, %123
  %130 = trunc i64 %129 to i32
  %131 = add i32 %130, %125
  %132 = add i32 %131, %127
  store i32 %132, ptr @checksum, align 4, !tbaa !5
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.9, i32 noundef %125, i64 noundef %123, x86_fp80 noundef %119, x86_fp80 noundef %119)
  %134 = load i32, ptr @checksum, align 4, !tbaa !5
  %135 = mul i32 %134, 31
  store i32 %135, ptr @checksum, align 4, !tbaa !5
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.10, i32 noundef 0, i64 noundef 0, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef 0xK00000000000000000000)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 50, x86_fp80 noundef 0xK7FFF8000000000000000)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 0, x86_fp80 noundef 0xK00000000000000000000, i64 noundef 0)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 1, x86_fp80 noundef 0xK3FFF8000000000000000, i64 noundef 1)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef -1, x86_fp80 noundef 0xKBFFF8000000000000000, i64 noundef -1)
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 123456789, x86_fp80 noundef 0xK4019EB79A2A000000000, i64 noundef 123456789)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef -987654321012, x86_fp80 noundef 0xKC026E5F4C8F374000000, i64 noundef -987654321012)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 9223372036854775807, x86_fp80 noundef 0xK403DFFFFFFFFFFFFFFFE, i64 noundef 9223372036854775807)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef -9223372036854775808, x86_fp80 noundef 0xKC03E8000000000000000, i64 noundef -9223372036854775808)
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 4611686018427387904, x86_fp80 noundef 0xK403D8000000000000000, i64 noundef 4611686018427387904)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 0, x86_fp80 noundef 0xK00000000000000000000, i64 noundef 0)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef -1, x86_fp80 noundef 0xK403EFFFFFFFFFFFFFFFF, i64 noundef -1)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef -9223372036854775808, x86_fp80 noundef 0xK403E8000000000000000, i64 noundef -9223372036854775808)
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef -6101065172474983726, x86_fp80 noundef 0xK403EAB54A98CEB1F0AD2, i64 noundef -6101065172474983726)
  %150 = load i32, ptr @checksum, align 4, !tbaa !5
  %151 = mul i32 %150, 31
  %152 = add i32 %151, -2147467165
  store i32 %152, ptr @checksum, align 4, !tbaa !5
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16483, i64 noundef -9223372036854775808, x86_fp80 noundef 0xK40638000000000000000, x86_fp80 noundef 0xK40638000000000000000)
  %154 = load i32, ptr @checksum, align 4, !tbaa !5
  %155 = mul i32 %154, 31
  %156 = add i32 %155, -2147434407
  store i32 %156, ptr @checksum, align 4, !tbaa !5
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 49241, i64 noundef -9223372036854775808, x86_fp80 noundef 0xKC0598000000000000000, x86_fp80 noundef 0xKC0598000000000000000)
  %158 = load i32, ptr @checksum, align 4, !tbaa !5
  %159 = mul i32 %158, 31
  %160 = add i32 %159, -2147466689
  store i32 %160, ptr @checksum, align 4, !tbaa !5
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16447, i64 noundef -9223372036854775296, x86_fp80 noundef 0xK403F8000000000000200, x86_fp80 noundef 0xK403F8000000000000200)
  %162 = load i32, ptr @checksum, align 4, !tbaa !5
  %163 = mul i32 %162, 31
  %164 = add i32 %163, -2147465665
  store i32 %164, ptr @checksum, align 4, !tbaa !5
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16447, i64 noundef -9223372036854774272, x86_fp80 noundef 0xK403F8000000000000600, x86_fp80 noundef 0xK403F8000000000000600)
  %166 = load i32, ptr @checksum, align 4, !tbaa !5
  %167 = mul i32 %166, 31
  %168 = add i32 %167, -2147466689
  store i32 %168, ptr @checksum, align 4, !tbaa !5
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 16447, i64 noundef -9223372036854775296, x86_fp80 noundef 0xK403F8000000000000200, x86_fp80 noundef 0xK403F8000000000000200)
  %170 = load i32, ptr @checksum, align 4, !tbaa !5
  %171 = mul i32 %170, 31
  %172 = add i32 %171, -2147434497
  store i32 %172, ptr @checksum, align 4, !tbaa !5
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.14, i32 noundef 49151, i64 noundef -9223372036854775808, x86_fp80 noundef 0xKBFFF8000000000000000, x86_fp80 noundef 0xKBFFF8000000000000000)
  %174 = load i32, ptr @checksum, align 4, !tbaa !5
  %175 = mul i32 %174, 31
  %176 = add i32 %175, -2147467137
  store i32 %176, ptr @checksum, align 4, !tbaa !5
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.15, i32 noundef 16511, i64 noundef -9223372036854775808, x86_fp80 noundef 0xK407F8000000000000000, x86_fp80 noundef 0xK407F8000000000000000)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 66926059427, i64 noundef -6735474847251431424)
  br label %179

179:                                              ; preds = %179, %121
  %180 = phi i64 [ 0, %121 ], [ %200, %179 ]
  %181 = getelementptr inbounds [8 x x86_fp80], ptr @__const.conversions.vals, i64 0, i64 %180
  %182 = load x86_fp80, ptr %181, align 16, !tbaa !13
  %183 = icmp eq i64 %180, 6
  %184 = fptosi x86_fp80 %182 to i32
  %185 = select i1 %183, i32 0, i32 %184
  %186 = or disjoint i64 %180, 4294967288
  %187 = icmp ult i64 %186, 4294967294
  %188 = fptosi x86_fp80 %182 to i16
  %189 = sext i16 %188 to i32
  %190 = select i1 %187, i32 %189, i32 0
  %191 = lshr i64 213, %180
  %192 = and i64 %191, 1
  %193 = icmp eq i64 %192, 0
  %194 = or i1 %183, %193
  %195 = fptoui x86_fp80 %182 to i32
  %196 = select i1 %194, i32 0, i32 %195
  %197 = fptoui x86_fp80 %182 to i64
  %198 = select i1 %193, i64 0, i64 %197
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, x86_fp80 noundef %182, i32 noundef %185, i32 noundef %190, i32 noundef %196, i64 noundef %198)
  %200 = add nuw nsw i64 %180, 1
  %201 = icmp eq i64 %200, 8
  br i1 %201, label %202, label %179, !llvm.loop !15

202:                                              ; preds = %179
  %203 = load i32, ptr @checksum, align 4, !tbaa !5
  %204 = mul i32 %203, 31
  %205 = add i32 %204, 23751
  store i32 %205, ptr @checksum, align 4, !tbaa !5
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 16379, i64 noundef -3689348814741909504, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCD000, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCD000)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef 1.000000e-01, double noundef 0x3FD3333333333334)
  %208 = load i32, ptr @checksum, align 4, !tbaa !5
  %209 = mul i32 %208, 31
  %210 = add i32 %209, -1575151744
  store i32 %210, ptr @checksum, align 4, !tbaa !5
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 48121, i64 noundef -7835036815511257088, x86_fp80 noundef 0xKBBF993445B8731580000, x86_fp80 noundef 0xKBBF993445B8731580000)
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef -1.000000e-310, double noundef -3.000000e-310)
  %213 = load i32, ptr @checksum, align 4, !tbaa !5
  %214 = mul i32 %213, 31
  %215 = add i32 %214, -803020755
  store i32 %215, ptr @checksum, align 4, !tbaa !5
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 17406, i64 noundef -8185402070463610880, x86_fp80 noundef 0xK43FE8E679C2F5E450000, x86_fp80 noundef 0xK43FE8E679C2F5E450000)
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef 1.000000e+308, double noundef 0x7FF0000000000000)
  %218 = load i32, ptr @checksum, align 4, !tbaa !5
  %219 = mul i32 %218, 31
  %220 = add i32 %219, -395879774
  store i32 %220, ptr @checksum, align 4, !tbaa !5
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 16384, i64 noundef -3958705157555306496, x86_fp80 noundef 0xK4000C90FDAA22168C000, x86_fp80 noundef 0xK4000C90FDAA22168C000)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef 0x400921FB54442D18, double noundef 0x4022D97C7F3321D2)
  %223 = load i32, ptr @checksum, align 4, !tbaa !5
  %224 = mul i32 %223, 31
  %225 = add i32 %224, -2147468339
  store i32 %225, ptr @checksum, align 4, !tbaa !5
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.18, i32 noundef 15309, i64 noundef -9223372036854775808, x86_fp80 noundef 0xK3BCD8000000000000000, x86_fp80 noundef 0xK3BCD8000000000000000)
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef 4.940660e-324, double noundef 1.482200e-323)
  %228 = load i32, ptr @checksum, align 4, !tbaa !5
  %229 = mul i32 %228, 31
  %230 = add i32 %229, -858977029
  store i32 %230, ptr @checksum, align 4, !tbaa !5
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.20, i32 noundef 16379, i64 noundef -3689348594839584768, x86_fp80 noundef 0xK3FFBCCCCCD0000000000, x86_fp80 noundef 0xK3FFBCCCCCD0000000000)
  %232 = load i32, ptr @checksum, align 4, !tbaa !5
  %233 = mul i32 %232, 31
  %234 = add i32 %233, -536821760
  store i32 %234, ptr @checksum, align 4, !tbaa !5
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.20, i32 noundef 49152, i64 noundef -2305843009213693952, x86_fp80 noundef 0xKC000E000000000000000, x86_fp80 noundef 0xKC000E000000000000000)
  %236 = load i32, ptr @checksum, align 4, !tbaa !5
  %237 = mul i32 %236, 31
  %238 = add i32 %237, -1956561030
  store i32 %238, ptr @checksum, align 4, !tbaa !5
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.20, i32 noundef 16250, i64 noundef -8403435429696634880, x86_fp80 noundef 0xK3F7A8B61000000000000, x86_fp80 noundef 0xK3F7A8B61000000000000)
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK3FFF8000000000000400, i64 noundef 4607182418800017408, i32 noundef 1065353216)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK3FFF8000000000000401, i64 noundef 4607182418800017409, i32 noundef 1065353216)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK3FFF8000000000000C00, i64 noundef 4607182418800017410, i32 noundef 1065353216)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK43FEFFFFFFFFFFFFFC00, i64 noundef 9218868437227405312, i32 noundef 2139095040)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK3BCC8000000000000000, i64 noundef 0, i32 noundef 0)
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK3BCCC000000000000000, i64 noundef 1, i32 noundef 0)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK0C179C3D73864F3805C0, i64 noundef 0, i32 noundef 0)
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xKF3E6D1BA8323FE558C61, i64 noundef -4503599627370496, i32 noundef -8388608)
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, x86_fp80 noundef 0xK3F6A8000008000000000, i64 noundef 3936146074590248960, i32 noundef 1)
  %249 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %250 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %251 = fdiv x86_fp80 %249, %250
  %252 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %253 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %254 = fdiv x86_fp80 %252, %253
  %255 = bitcast x86_fp80 %251 to i80
  %256 = trunc i80 %255 to i64
  %257 = lshr i80 %255, 64
  %258 = trunc nuw nsw i80 %257 to i32
  %259 = load i32, ptr @checksum, align 4, !tbaa !5
  %260 = mul i32 %259, 31
  %261 = lshr i64 %256, 32
  %262 = xor i64 %261, %256
  %263 = trunc i64 %262 to i32
  %264 = add i32 %260, %258
  %265 = add i32 %264, %263
  store i32 %265, ptr @checksum, align 4, !tbaa !5
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.22, i32 noundef %258, i64 noundef %256, x86_fp80 noundef %251, x86_fp80 noundef %251)
  %267 = bitcast x86_fp80 %254 to i80
  %268 = trunc i80 %267 to i64
  %269 = lshr i80 %267, 64
  %270 = trunc nuw nsw i80 %269 to i32
  %271 = load i32, ptr @checksum, align 4, !tbaa !5
  %272 = mul i32 %271, 31
  %273 = lshr i64 %268, 32
  %274 = xor i64 %273, %268
  %275 = trunc i64 %274 to i32
  %276 = add i32 %272, %270
  %277 = add i32 %276, %275
  store i32 %277, ptr @checksum, align 4, !tbaa !5
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.23, i32 noundef %270, i64 noundef %268, x86_fp80 noundef %254, x86_fp80 noundef %254)
  %279 = fneg x86_fp80 %254
  %280 = bitcast x86_fp80 %279 to i80
  %281 = trunc i80 %280 to i64
  %282 = lshr i80 %280, 64
  %283 = trunc nuw nsw i80 %282 to i32
  %284 = load i32, ptr @checksum, align 4, !tbaa !5
  %285 = mul i32 %284, 31
  %286 = lshr i64 %281, 32
  %287 = xor i64 %286, %281
  %288 = trunc i64 %287 to i32
  %289 = add i32 %288, %283
  %290 = add i32 %289, %285
  store i32 %290, ptr @checksum, align 4, !tbaa !5
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.24, i32 noundef %283, i64 noundef %281, x86_fp80 noundef %279, x86_fp80 noundef %279)
  %292 = fsub x86_fp80 %251, %251
  %293 = bitcast x86_fp80 %292 to i80
  %294 = trunc i80 %293 to i64
  %295 = lshr i80 %293, 64
  %296 = trunc nuw nsw i80 %295 to i32
  %297 = load i32, ptr @checksum, align 4, !tbaa !5
  %298 = mul i32 %297, 31
  %299 = lshr i64 %294, 32
  %300 = xor i64 %299, %294
  %301 = trunc i64 %300 to i32
  %302 = add i32 %301, %296
  %303 = add i32 %302, %298
  store i32 %303, ptr @checksum, align 4, !tbaa !5
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.25, i32 noundef %296, i64 noundef %294, x86_fp80 noundef %292, x86_fp80 noundef %292)
  %305 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %306 = fmul x86_fp80 %251, %305
  %307 = bitcast x86_fp80 %306 to i80
  %308 = trunc i80 %307 to i64
  %309 = lshr i80 %307, 64
  %310 = trunc nuw nsw i80 %309 to i32
  %311 = load i32, ptr @checksum, align 4, !tbaa !5
  %312 = mul i32 %311, 31
  %313 = lshr i64 %308, 32
  %314 = xor i64 %313, %308
  %315 = trunc i64 %314 to i32
  %316 = add i32 %312, %310
  %317 = add i32 %316, %315
  store i32 %317, ptr @checksum, align 4, !tbaa !5
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.26, i32 noundef %310, i64 noundef %308, x86_fp80 noundef %306, x86_fp80 noundef %306)
  %319 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %320 = fadd x86_fp80 %254, %319
  %321 = bitcast x86_fp80 %320 to i80
  %322 = trunc i80 %321 to i64
  %323 = lshr i80 %321, 64
  %324 = trunc nuw nsw i80 %323 to i32
  %325 = load i32, ptr @checksum, align 4, !tbaa !5
  %326 = mul i32 %325, 31
  %327 = lshr i64 %322, 32
  %328 = xor i64 %327, %322
  %329 = trunc i64 %328 to i32
  %330 = add i32 %326, %324
  %331 = add i32 %330, %329
  store i32 %331, ptr @checksum, align 4, !tbaa !5
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.27, i32 noundef %324, i64 noundef %322, x86_fp80 noundef %320, x86_fp80 noundef %320)
  %333 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %334 = fdiv x86_fp80 0xK00018000000000000000, %333
  %335 = bitcast x86_fp80 %334 to i80
  %336 = trunc i80 %335 to i64
  %337 = lshr i80 %335, 64
  %338 = trunc nuw nsw i80 %337 to i32
  %339 = load i32, ptr @checksum, align 4, !tbaa !5
  %340 = mul i32 %339, 31
  %341 = lshr i64 %336, 32
  %342 = xor i64 %341, %336
  %343 = trunc i64 %342 to i32
  %344 = add i32 %340, %338
  %345 = add i32 %344, %343
  store i32 %345, ptr @checksum, align 4, !tbaa !5
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.28, i32 noundef %338, i64 noundef %336, x86_fp80 noundef %334, x86_fp80 noundef %334)
  %347 = load i32, ptr @checksum, align 4, !tbaa !5
  %348 = mul i32 %347, 31
  %349 = add i32 %348, 1
  store i32 %349, ptr @checksum, align 4, !tbaa !5
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.29, i32 noundef 0, i64 noundef 1, x86_fp80 noundef 0xK00000000000000000001, x86_fp80 noundef 0xK00000000000000000001)
  %351 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %352 = fdiv x86_fp80 0xK00000000000000000001, %351
  %353 = bitcast x86_fp80 %352 to i80
  %354 = trunc i80 %353 to i64
  %355 = lshr i80 %353, 64
  %356 = trunc nuw nsw i80 %355 to i32
  %357 = load i32, ptr @checksum, align 4, !tbaa !5
  %358 = mul i32 %357, 31
  %359 = lshr i64 %354, 32
  %360 = xor i64 %359, %354
  %361 = trunc i64 %360 to i32
  %362 = add i32 %358, %356
  %363 = add i32 %362, %361
  store i32 %363, ptr @checksum, align 4, !tbaa !5
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.30, i32 noundef %356, i64 noundef %354, x86_fp80 noundef %352, x86_fp80 noundef %352)
  %365 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %366 = fdiv x86_fp80 0xK00000000000000000003, %365
  %367 = bitcast x86_fp80 %366 to i80
  %368 = trunc i80 %367 to i64
  %369 = lshr i80 %367, 64
  %370 = trunc nuw nsw i80 %369 to i32
  %371 = load i32, ptr @checksum, align 4, !tbaa !5
  %372 = mul i32 %371, 31
  %373 = lshr i64 %368, 32
  %374 = xor i64 %373, %368
  %375 = trunc i64 %374 to i32
  %376 = add i32 %372, %370
  %377 = add i32 %376, %375
  store i32 %377, ptr @checksum, align 4, !tbaa !5
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.31, i32 noundef %370, i64 noundef %368, x86_fp80 noundef %366, x86_fp80 noundef %366)
  %379 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %380 = fmul x86_fp80 %379, 0xK7FFEFFFFFFFFFFFFFFFF
  %381 = bitcast x86_fp80 %380 to i80
  %382 = trunc i80 %381 to i64
  %383 = lshr i80 %381, 64
  %384 = trunc nuw nsw i80 %383 to i32
  %385 = load i32, ptr @checksum, align 4, !tbaa !5
  %386 = mul i32 %385, 31
  %387 = lshr i64 %382, 32
  %388 = xor i64 %387, %382
  %389 = trunc i64 %388 to i32
  %390 = add i32 %386, %384
  %391 = add i32 %390, %389
  store i32 %391, ptr @checksum, align 4, !tbaa !5
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.32, i32 noundef %384, i64 noundef %382, x86_fp80 noundef %380, x86_fp80 noundef %380)
  %393 = load i32, ptr @checksum, align 4, !tbaa !5
  %394 = mul i32 %393, 31
  %395 = add i32 %394, -2147450881
  store i32 %395, ptr @checksum, align 4, !tbaa !5
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.33, i32 noundef 32767, i64 noundef -9223372036854775808, x86_fp80 noundef 0xK7FFF8000000000000000, x86_fp80 noundef 0xK7FFF8000000000000000)
  %397 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %398 = fneg x86_fp80 %397
  %399 = bitcast x86_fp80 %398 to i80
  %400 = trunc i80 %399 to i64
  %401 = lshr i80 %399, 64
  %402 = trunc nuw nsw i80 %401 to i32
  %403 = load i32, ptr @checksum, align 4, !tbaa !5
  %404 = mul i32 %403, 31
  %405 = lshr i64 %400, 32
  %406 = xor i64 %405, %400
  %407 = trunc i64 %406 to i32
  %408 = add i32 %404, %402
  %409 = add i32 %408, %407
  store i32 %409, ptr @checksum, align 4, !tbaa !5
  %410 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.34, i32 noundef %402, i64 noundef %400, x86_fp80 noundef %398, x86_fp80 noundef %398)
  %411 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %412 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %413 = fneg x86_fp80 %412
  %414 = fmul x86_fp80 %411, %413
  %415 = bitcast x86_fp80 %414 to i80
  %416 = trunc i80 %415 to i64
  %417 = lshr i80 %415, 64
  %418 = trunc nuw nsw i80 %417 to i32
  %419 = load i32, ptr @checksum, align 4, !tbaa !5
  %420 = mul i32 %419, 31
  %421 = lshr i64 %416, 32
  %422 = xor i64 %421, %416
  %423 = trunc i64 %422 to i32
  %424 = add i32 %420, %418
  %425 = add i32 %424, %423
  store i32 %425, ptr @checksum, align 4, !tbaa !5
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.35, i32 noundef %418, i64 noundef %416, x86_fp80 noundef %414, x86_fp80 noundef %414)
  %427 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %428 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %429 = fsub x86_fp80 %427, %428
  %430 = bitcast x86_fp80 %429 to i80
  %431 = trunc i80 %430 to i64
  %432 = lshr i80 %430, 64
  %433 = trunc nuw nsw i80 %432 to i32
  %434 = load i32, ptr @checksum, align 4, !tbaa !5
  %435 = mul i32 %434, 31
  %436 = lshr i64 %431, 32
  %437 = xor i64 %436, %431
  %438 = trunc i64 %437 to i32
  %439 = add i32 %435, %433
  %440 = add i32 %439, %438
  store i32 %440, ptr @checksum, align 4, !tbaa !5
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.36, i32 noundef %433, i64 noundef %431, x86_fp80 noundef %429, x86_fp80 noundef %429)
  %442 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %443 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %444 = fdiv x86_fp80 %442, %443
  %445 = bitcast x86_fp80 %444 to i80
  %446 = trunc i80 %445 to i64
  %447 = lshr i80 %445, 64
  %448 = trunc nuw nsw i80 %447 to i32
  %449 = load i32, ptr @checksum, align 4, !tbaa !5
  %450 = mul i32 %449, 31
  %451 = lshr i64 %446, 32
  %452 = xor i64 %451, %446
  %453 = trunc i64 %452 to i32
  %454 = add i32 %450, %448
  %455 = add i32 %454, %453
  store i32 %455, ptr @checksum, align 4, !tbaa !5
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.37, i32 noundef %448, i64 noundef %446, x86_fp80 noundef %444, x86_fp80 noundef %444)
  %457 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %458 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %459 = fdiv x86_fp80 %457, %458
  %460 = bitcast x86_fp80 %459 to i80
  %461 = trunc i80 %460 to i64
  %462 = lshr i80 %460, 64
  %463 = trunc nuw nsw i80 %462 to i32
  %464 = load i32, ptr @checksum, align 4, !tbaa !5
  %465 = mul i32 %464, 31
  %466 = lshr i64 %461, 32
  %467 = xor i64 %466, %461
  %468 = trunc i64 %467 to i32
  %469 = add i32 %465, %463
  %470 = add i32 %469, %468
  store i32 %470, ptr @checksum, align 4, !tbaa !5
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.38, i32 noundef %463, i64 noundef %461, x86_fp80 noundef %459, x86_fp80 noundef %459)
  %472 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %473 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %474 = fdiv x86_fp80 %472, %473
  %475 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %476 = fmul x86_fp80 %474, %475
  %477 = bitcast x86_fp80 %476 to i80
  %478 = trunc i80 %477 to i64
  %479 = lshr i80 %477, 64
  %480 = trunc nuw nsw i80 %479 to i32
  %481 = load i32, ptr @checksum, align 4, !tbaa !5
  %482 = mul i32 %481, 31
  %483 = lshr i64 %478, 32
  %484 = xor i64 %483, %478
  %485 = trunc i64 %484 to i32
  %486 = add i32 %482, %480
  %487 = add i32 %486, %485
  store i32 %487, ptr @checksum, align 4, !tbaa !5
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.39, i32 noundef %480, i64 noundef %478, x86_fp80 noundef %476, x86_fp80 noundef %476)
  %489 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %490 = fmul x86_fp80 %489, 0xK40209502F90000000000
  %491 = fmul x86_fp80 %490, 0xK00000000000000000003
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
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.40, i32 noundef %495, i64 noundef %493, x86_fp80 noundef %491, x86_fp80 noundef %491)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4)
  store volatile x86_fp80 0xK7FFFC000000000000001, ptr %4, align 16, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %5)
  store volatile x86_fp80 0xKFFFFC000000000000002, ptr %5, align 16, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6)
  store volatile x86_fp80 0xK7FFF8000000000000003, ptr %6, align 16, !tbaa !13
  %504 = load volatile x86_fp80, ptr %4, align 16, !tbaa !13
  %505 = load volatile x86_fp80, ptr %5, align 16, !tbaa !13
  %506 = fadd x86_fp80 %504, %505
  %507 = bitcast x86_fp80 %506 to i80
  %508 = trunc i80 %507 to i64
  %509 = lshr i80 %507, 64
  %510 = trunc nuw nsw i80 %509 to i32
  %511 = load i32, ptr @checksum, align 4, !tbaa !5
  %512 = mul i32 %511, 31
  %513 = lshr i64 %508, 32
  %514 = xor i64 %513, %508
  %515 = trunc i64 %514 to i32
  %516 = add i32 %512, %510
  %517 = add i32 %516, %515
  store i32 %517, ptr @checksum, align 4, !tbaa !5
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.41, i32 noundef %510, i64 noundef %508, x86_fp80 noundef %506, x86_fp80 noundef %506)
  %519 = load volatile x86_fp80, ptr %6, align 16, !tbaa !13
  %520 = load volatile x86_fp80, ptr %4, align 16, !tbaa !13
  %521 = fadd x86_fp80 %519, %520
  %522 = bitcast x86_fp80 %521 to i80
  %523 = trunc i80 %522 to i64
  %524 = lshr i80 %522, 64
  %525 = trunc nuw nsw i80 %524 to i32
  %526 = load i32, ptr @checksum, align 4, !tbaa !5
  %527 = mul i32 %526, 31
  %528 = lshr i64 %523, 32
  %529 = xor i64 %528, %523
  %530 = trunc i64 %529 to i32
  %531 = add i32 %527, %525
  %532 = add i32 %531, %530
  store i32 %532, ptr @checksum, align 4, !tbaa !5
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.42, i32 noundef %525, i64 noundef %523, x86_fp80 noundef %521, x86_fp80 noundef %521)
  %534 = load volatile x86_fp80, ptr %6, align 16, !tbaa !13
  %535 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %536 = fmul x86_fp80 %534, %535
  %537 = bitcast x86_fp80 %536 to i80
  %538 = trunc i80 %537 to i64
  %539 = lshr i80 %537, 64
  %540 = trunc nuw nsw i80 %539 to i32
  %541 = load i32, ptr @checksum, align 4, !tbaa !5
  %542 = mul i32 %541, 31
  %543 = lshr i64 %538, 32
  %544 = xor i64 %543, %538
  %545 = trunc i64 %544 to i32
  %546 = add i32 %542, %540
  %547 = add i32 %546, %545
  store i32 %547, ptr @checksum, align 4, !tbaa !5
  %548 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.43, i32 noundef %540, i64 noundef %538, x86_fp80 noundef %536, x86_fp80 noundef %536)
  %549 = load volatile x86_fp80, ptr %5, align 16, !tbaa !13
  %550 = load volatile x86_fp80, ptr %4, align 16, !tbaa !13
  %551 = fdiv x86_fp80 %549, %550
  %552 = bitcast x86_fp80 %551 to i80
  %553 = trunc i80 %552 to i64
  %554 = lshr i80 %552, 64
  %555 = trunc nuw nsw i80 %554 to i32
  %556 = load i32, ptr @checksum, align 4, !tbaa !5
  %557 = mul i32 %556, 31
  %558 = lshr i64 %553, 32
  %559 = xor i64 %558, %553
  %560 = trunc i64 %559 to i32
  %561 = add i32 %557, %555
  %562 = add i32 %561, %560
  store i32 %562, ptr @checksum, align 4, !tbaa !5
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.44, i32 noundef %555, i64 noundef %553, x86_fp80 noundef %551, x86_fp80 noundef %551)
  %564 = load volatile x86_fp80, ptr %4, align 16, !tbaa !13
  %565 = load volatile x86_fp80, ptr %5, align 16, !tbaa !13
  %566 = fsub x86_fp80 %564, %565
  %567 = bitcast x86_fp80 %566 to i80
  %568 = trunc i80 %567 to i64
  %569 = lshr i80 %567, 64
  %570 = trunc nuw nsw i80 %569 to i32
  %571 = load i32, ptr @checksum, align 4, !tbaa !5
  %572 = mul i32 %571, 31
  %573 = lshr i64 %568, 32
  %574 = xor i64 %573, %568
  %575 = trunc i64 %574 to i32
  %576 = add i32 %572, %570
  %577 = add i32 %576, %575
  store i32 %577, ptr @checksum, align 4, !tbaa !5
  %578 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.45, i32 noundef %570, i64 noundef %568, x86_fp80 noundef %566, x86_fp80 noundef %566)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %7)
  store volatile x86_fp80 0xK00018000000000000000, ptr %7, align 16, !tbaa !13
  %579 = load volatile x86_fp80, ptr %7, align 16, !tbaa !13
  %580 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %581 = fadd x86_fp80 %579, %580
  %582 = bitcast x86_fp80 %581 to i80
  %583 = trunc i80 %582 to i64
  %584 = lshr i80 %582, 64
  %585 = trunc nuw nsw i80 %584 to i32
  %586 = load i32, ptr @checksum, align 4, !tbaa !5
  %587 = mul i32 %586, 31
  %588 = lshr i64 %583, 32
  %589 = xor i64 %588, %583
  %590 = trunc i64 %589 to i32
  %591 = add i32 %587, %585
  %592 = add i32 %591, %590
  store i32 %592, ptr @checksum, align 4, !tbaa !5
  %593 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.46, i32 noundef %585, i64 noundef %583, x86_fp80 noundef %581, x86_fp80 noundef %581)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8)
  store volatile x86_fp80 0xK7FFF4000000000000000, ptr %8, align 16, !tbaa !13
  %594 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %595 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %596 = fadd x86_fp80 %594, %595
  %597 = bitcast x86_fp80 %596 to i80
  %598 = trunc i80 %597 to i64
  %599 = lshr i80 %597, 64
  %600 = trunc nuw nsw i80 %599 to i32
  %601 = load i32, ptr @checksum, align 4, !tbaa !5
  %602 = mul i32 %601, 31
  %603 = lshr i64 %598, 32
  %604 = xor i64 %603, %598
  %605 = trunc i64 %604 to i32
  %606 = add i32 %602, %600
  %607 = add i32 %606, %605
  store i32 %607, ptr @checksum, align 4, !tbaa !5
  %608 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.47, i32 noundef %600, i64 noundef %598, x86_fp80 noundef %596, x86_fp80 noundef %596)
  %609 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %610 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %611 = fcmp olt x86_fp80 %609, %610
  %612 = zext i1 %611 to i32
  %613 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %614 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %615 = fcmp oeq x86_fp80 %613, %614
  %616 = zext i1 %615 to i32
  %617 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %618 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %619 = fcmp une x86_fp80 %617, %618
  %620 = zext i1 %619 to i32
  %621 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %612, i32 noundef %616, i32 noundef %620)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #14
  %622 = fneg x86_fp80 %251
  store x86_fp80 %622, ptr %9, align 16, !tbaa !13
  %623 = getelementptr inbounds i8, ptr %9, i64 16
  store x86_fp80 0xKBFFF8000000000000000, ptr %623, align 16, !tbaa !13
  %624 = getelementptr inbounds i8, ptr %9, i64 32
  store x86_fp80 0xK80000000000000000000, ptr %624, align 16, !tbaa !13
  %625 = getelementptr inbounds i8, ptr %9, i64 48
  store x86_fp80 0xK00000000000000000000, ptr %625, align 16, !tbaa !13
  %626 = getelementptr inbounds i8, ptr %9, i64 64
  store x86_fp80 0xK00000000000000000001, ptr %626, align 16, !tbaa !13
  %627 = getelementptr inbounds i8, ptr %9, i64 80
  store x86_fp80 0xK3FFF8000000000000000, ptr %627, align 16, !tbaa !13
  %628 = getelementptr inbounds i8, ptr %9, i64 96
  store x86_fp80 %251, ptr %628, align 16, !tbaa !13
  %629 = getelementptr inbounds i8, ptr %9, i64 112
  store x86_fp80 %254, ptr %629, align 16, !tbaa !13
  br label %630

630:                                              ; preds = %664, %202
  %631 = phi i64 [ 0, %202 ], [ %666, %664 ]
  %632 = getelementptr inbounds [8 x x86_fp80], ptr %9, i64 0, i64 %631
  %633 = load x86_fp80, ptr %632, align 16, !tbaa !13
  br label %668

634:                                              ; preds = %664
  %635 = fcmp uno x86_fp80 %254, 0xK00000000000000000000
  %636 = zext i1 %635 to i32
  %637 = fcmp uno x86_fp80 %251, 0xK00000000000000000000
  %638 = zext i1 %637 to i32
  %639 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %251)
  %640 = fcmp oeq x86_fp80 %639, 0xK7FFF8000000000000000
  %641 = zext i1 %640 to i32
  %642 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %643 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %642)
  %644 = fcmp oeq x86_fp80 %643, 0xK7FFF8000000000000000
  %645 = zext i1 %644 to i32
  %646 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %647 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %646)
  %648 = fcmp one x86_fp80 %647, 0xK7FFF8000000000000000
  %649 = zext i1 %648 to i32
  %650 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %254)
  %651 = fcmp one x86_fp80 %650, 0xK7FFF8000000000000000
  %652 = zext i1 %651 to i32
  %653 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %654 = fneg x86_fp80 %653
  %655 = bitcast x86_fp80 %654 to i80
  %656 = lshr i80 %655, 79
  %657 = trunc nuw nsw i80 %656 to i32
  %658 = lshr i80 %267, 79
  %659 = trunc nuw nsw i80 %658 to i32
  %660 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, i32 noundef %636, i32 noundef %638, i32 noundef %641, i32 noundef %645, i32 noundef %649, i32 noundef %652, i32 noundef %657, i32 noundef %659)
  %661 = fcmp oeq x86_fp80 %254, 0xK00000000000000000000
  %662 = fcmp ueq x86_fp80 %254, 0xK00000000000000000000
  %663 = select i1 %661, i32 4, i32 0
  br i1 %662, label %700, label %704

664:                                              ; preds = %668
  %665 = tail call i32 @putchar(i32 10)
  %666 = add nuw nsw i64 %631, 1
  %667 = icmp eq i64 %666, 8
  br i1 %667, label %634, label %630, !llvm.loop !16

668:                                              ; preds = %668, %630
  %669 = phi i64 [ 0, %630 ], [ %698, %668 ]
  %670 = getelementptr inbounds [8 x x86_fp80], ptr %9, i64 0, i64 %669
  %671 = load x86_fp80, ptr %670, align 16, !tbaa !13
  %672 = fcmp olt x86_fp80 %633, %671
  %673 = zext i1 %672 to i32
  %674 = fcmp ole x86_fp80 %633, %671
  %675 = select i1 %674, i32 2, i32 0
  %676 = or disjoint i32 %675, %673
  %677 = fcmp ogt x86_fp80 %633, %671
  %678 = select i1 %677, i32 4, i32 0
  %679 = or disjoint i32 %676, %678
  %680 = fcmp oge x86_fp80 %633, %671
  %681 = select i1 %680, i32 8, i32 0
  %682 = or disjoint i32 %679, %681
  %683 = fcmp oeq x86_fp80 %633, %671
  %684 = select i1 %683, i32 16, i32 0
  %685 = or disjoint i32 %682, %684
  %686 = fcmp une x86_fp80 %633, %671
  %687 = select i1 %686, i32 32, i32 0
  %688 = or disjoint i32 %685, %687
  %689 = fcmp uno x86_fp80 %633, %671
  %690 = select i1 %689, i32 64, i32 0
  %691 = or i32 %688, %690
  %692 = fcmp one x86_fp80 %633, %671
  %693 = select i1 %692, i32 128, i32 0
  %694 = or i32 %691, %693
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef %694)
  %696 = load i32, ptr @checksum, align 4, !tbaa !5
  %697 = add i32 %694, %696
  store i32 %697, ptr @checksum, align 4, !tbaa !5
  %698 = add nuw nsw i64 %669, 1
  %699 = icmp eq i64 %698, 8
  br i1 %699, label %664, label %668, !llvm.loop !17

700:                                              ; preds = %706, %704, %634
  %701 = phi i32 [ %663, %634 ], [ 1, %704 ], [ %708, %706 ]
  %702 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %703 = fcmp oeq x86_fp80 %702, 0xK00000000000000000000
  br i1 %703, label %709, label %713

704:                                              ; preds = %634
  %705 = fcmp oeq x86_fp80 %650, 0xK7FFF8000000000000000
  br i1 %705, label %700, label %706

706:                                              ; preds = %704
  %707 = fcmp uge x86_fp80 %650, 0xK00018000000000000000
  %708 = select i1 %707, i32 2, i32 3
  br label %700

709:                                              ; preds = %718, %715, %713, %700
  %710 = phi i32 [ 4, %700 ], [ 0, %713 ], [ 1, %715 ], [ %720, %718 ]
  %711 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %712 = fcmp oeq x86_fp80 %711, 0xK00000000000000000000
  br i1 %712, label %729, label %721

713:                                              ; preds = %700
  %714 = fcmp uno x86_fp80 %702, 0xK00000000000000000000
  br i1 %714, label %709, label %715

715:                                              ; preds = %713
  %716 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %702) #15
  %717 = fcmp oeq x86_fp80 %716, 0xK7FFF8000000000000000
  br i1 %717, label %709, label %718

718:                                              ; preds = %715
  %719 = fcmp uge x86_fp80 %716, 0xK00018000000000000000
  %720 = select i1 %719, i32 2, i32 3
  br label %709

721:                                              ; preds = %709
  %722 = fcmp uno x86_fp80 %711, 0xK00000000000000000000
  br i1 %722, label %729, label %723

723:                                              ; preds = %721
  %724 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %711) #15
  %725 = fcmp oeq x86_fp80 %724, 0xK7FFF8000000000000000
  br i1 %725, label %729, label %726

726:                                              ; preds = %723
  %727 = fcmp uge x86_fp80 %724, 0xK00018000000000000000
  %728 = select i1 %727, i32 2, i32 3
  br label %729

729:                                              ; preds = %709, %721, %723, %726
  %730 = phi i32 [ 4, %709 ], [ 0, %721 ], [ 1, %723 ], [ %728, %726 ]
  %731 = fcmp uge x86_fp80 %639, 0xK00018000000000000000
  %732 = select i1 %731, i32 2, i32 3
  %733 = fcmp oeq x86_fp80 %251, 0xK00000000000000000000
  %734 = select i1 %733, i32 4, i32 0
  %735 = fcmp ueq x86_fp80 %251, 0xK00000000000000000000
  %736 = select i1 %640, i32 1, i32 %732
  %737 = select i1 %735, i32 %734, i32 %736
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.52, i32 noundef %701, i32 noundef %737, i32 noundef %710, i32 noundef 3, i32 noundef %730)
  %739 = fptrunc x86_fp80 %254 to double
  %740 = load volatile x86_fp80, ptr %4, align 16, !tbaa !13
  %741 = fptrunc x86_fp80 %740 to double
  %742 = bitcast double %739 to i64
  %743 = bitcast double %741 to i64
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i64 noundef %742, i64 noundef %743)
  %745 = load volatile double, ptr @dzero, align 8, !tbaa !18
  %746 = load volatile double, ptr @dzero, align 8, !tbaa !18
  %747 = fdiv double %745, %746
  %748 = fpext double %747 to x86_fp80
  %749 = bitcast x86_fp80 %748 to i80
  %750 = trunc i80 %749 to i64
  %751 = lshr i80 %749, 64
  %752 = trunc nuw nsw i80 %751 to i32
  %753 = load i32, ptr @checksum, align 4, !tbaa !5
  %754 = mul i32 %753, 31
  %755 = lshr i64 %750, 32
  %756 = xor i64 %755, %750
  %757 = trunc i64 %756 to i32
  %758 = add i32 %754, %752
  %759 = add i32 %758, %757
  store i32 %759, ptr @checksum, align 4, !tbaa !5
  %760 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.54, i32 noundef %752, i64 noundef %750, x86_fp80 noundef %748, x86_fp80 noundef %748)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4)
  br label %761

761:                                              ; preds = %765, %729
  %762 = phi i64 [ 0, %729 ], [ %767, %765 ]
  %763 = getelementptr inbounds [23 x x86_fp80], ptr @__const.formats.v, i64 0, i64 %762
  %764 = load x86_fp80, ptr %763, align 16, !tbaa !13
  br label %769

765:                                              ; preds = %795
  %766 = call i32 @putchar(i32 10)
  %767 = add nuw nsw i64 %762, 1
  %768 = icmp eq i64 %767, 23
  br i1 %768, label %798, label %761, !llvm.loop !20

769:                                              ; preds = %795, %761
  %770 = phi i64 [ 0, %761 ], [ %796, %795 ]
  call void @llvm.lifetime.start.p0(i64 6000, ptr nonnull %3) #14
  %771 = shl i64 %770, 2
  %772 = call ptr @llvm.load.relative.i64(ptr @__const.formats.fmts.rel, i64 %771)
  %773 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 6000, ptr noundef %772, x86_fp80 noundef %764) #14
  %774 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #16
  %775 = icmp ugt i64 %774, 80
  br i1 %775, label %776, label %793

776:                                              ; preds = %769
  %777 = load i8, ptr %3, align 16, !tbaa !21
  %778 = icmp eq i8 %777, 0
  br i1 %778, label %779, label %783

779:                                              ; preds = %783, %776
  %780 = phi i32 [ 0, %776 ], [ %789, %783 ]
  %781 = trunc i64 %774 to i32
  %782 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.83, ptr noundef nonnull %3, i32 noundef %781, i32 noundef %780)
  br label %795

783:                                              ; preds = %776, %783
  %784 = phi i8 [ %791, %783 ], [ %777, %776 ]
  %785 = phi i32 [ %789, %783 ], [ 0, %776 ]
  %786 = phi ptr [ %790, %783 ], [ %3, %776 ]
  %787 = mul i32 %785, 131
  %788 = zext i8 %784 to i32
  %789 = add i32 %787, %788
  %790 = getelementptr inbounds i8, ptr %786, i64 1
  %791 = load i8, ptr %790, align 1, !tbaa !21
  %792 = icmp eq i8 %791, 0
  br i1 %792, label %779, label %783, !llvm.loop !22

793:                                              ; preds = %769
  %794 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.84, ptr noundef nonnull %3)
  br label %795

795:                                              ; preds = %793, %779
  call void @llvm.lifetime.end.p0(i64 6000, ptr nonnull %3) #14
  %796 = add nuw nsw i64 %770, 1
  %797 = icmp eq i64 %796, 28
  br i1 %797, label %765, label %769, !llvm.loop !23

798:                                              ; preds = %765
  %799 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %800 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %801 = fdiv x86_fp80 %799, %800
  %802 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %803 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %804 = fdiv x86_fp80 %802, %803
  %805 = fneg x86_fp80 %801
  %806 = fneg x86_fp80 %804
  %807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.85, x86_fp80 noundef %801, x86_fp80 noundef %805, x86_fp80 noundef %804, x86_fp80 noundef %806, x86_fp80 noundef %801, x86_fp80 noundef %804, x86_fp80 noundef %801, x86_fp80 noundef %801, x86_fp80 noundef %804)
  %808 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.86, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD)
  %809 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef 15, i32 noundef 4, x86_fp80 noundef 0xK4000C90FDAA22168C235, i32 noundef 20, i32 noundef 6, x86_fp80 noundef 0xKC000ADF85458A2BB4A99)
  %810 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.88, x86_fp80 noundef 0xK3FFFA000000000000000, double noundef 2.500000e+00, x86_fp80 noundef 0xK4000F000000000000000, i32 noundef 42, x86_fp80 noundef 0xK4001B000000000000000)
  %811 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4000A000000000000000)
  %812 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4000A000000000000000)
  %813 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4000A000000000000000)
  %814 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK4000A000000000000000)
  %815 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xK4000A000000000000000, x86_fp80 noundef %811, x86_fp80 noundef %812, x86_fp80 noundef %813, x86_fp80 noundef %814, x86_fp80 noundef 0xK4000A000000000000000)
  %816 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  %817 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKC000A000000000000000)
  %818 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC000A000000000000000)
  %819 = call x86_fp80 @llvm.round.f80(x86_fp80 0xKC000A000000000000000)
  %820 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKC000A000000000000000)
  %821 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xKC000A000000000000000, x86_fp80 noundef %816, x86_fp80 noundef %817, x86_fp80 noundef %818, x86_fp80 noundef %819, x86_fp80 noundef %820)
  %822 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4000E000000000000000)
  %823 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4000E000000000000000)
  %824 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4000E000000000000000)
  %825 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK4000E000000000000000)
  %826 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xK4000E000000000000000, x86_fp80 noundef %822, x86_fp80 noundef %823, x86_fp80 noundef %824, x86_fp80 noundef %825, x86_fp80 noundef 0xK4000E000000000000000)
  %827 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKBFFE8000000000000000)
  %828 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKBFFE8000000000000000)
  %829 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKBFFE8000000000000000)
  %830 = call x86_fp80 @llvm.round.f80(x86_fp80 0xKBFFE8000000000000000)
  %831 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKBFFE8000000000000000)
  %832 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xKBFFE8000000000000000, x86_fp80 noundef %827, x86_fp80 noundef %828, x86_fp80 noundef %829, x86_fp80 noundef %830, x86_fp80 noundef %831)
  %833 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  %834 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  %835 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  %836 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK3FFDFFFFFFFFFFFFFFFF)
  %837 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xK3FFDFFFFFFFFFFFFFFFF, x86_fp80 noundef %833, x86_fp80 noundef %834, x86_fp80 noundef %835, x86_fp80 noundef %836, x86_fp80 noundef 0xK3FFDFFFFFFFFFFFFFFFF)
  %838 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  %839 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  %840 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  %841 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK4062C9F2C9CD04674EDF)
  %842 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xK4062C9F2C9CD04674EDF, x86_fp80 noundef %838, x86_fp80 noundef %839, x86_fp80 noundef %840, x86_fp80 noundef %841, x86_fp80 noundef 0xK4062C9F2C9CD04674EDF)
  %843 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC001E000000000000000)
  %844 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xKC001E000000000000000)
  %845 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC001E000000000000000)
  %846 = call x86_fp80 @llvm.round.f80(x86_fp80 0xKC001E000000000000000)
  %847 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xKC001E000000000000000)
  %848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xKC001E000000000000000, x86_fp80 noundef %843, x86_fp80 noundef %844, x86_fp80 noundef %845, x86_fp80 noundef %846, x86_fp80 noundef %847)
  %849 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK00000000000000000000)
  %850 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK00000000000000000000)
  %851 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK00000000000000000000)
  %852 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK00000000000000000000)
  %853 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef %849, x86_fp80 noundef %850, x86_fp80 noundef %851, x86_fp80 noundef %852, x86_fp80 noundef 0xK00000000000000000000)
  %854 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xK80000000000000000000)
  %855 = call x86_fp80 @llvm.ceil.f80(x86_fp80 0xK80000000000000000000)
  %856 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xK80000000000000000000)
  %857 = call x86_fp80 @llvm.round.f80(x86_fp80 0xK80000000000000000000)
  %858 = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xK80000000000000000000)
  %859 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, x86_fp80 noundef 0xK80000000000000000000, x86_fp80 noundef %854, x86_fp80 noundef %855, x86_fp80 noundef %856, x86_fp80 noundef %857, x86_fp80 noundef %858)
  %860 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %861 = call x86_fp80 @sqrtl(x86_fp80 noundef %860) #14
  %862 = bitcast x86_fp80 %861 to i80
  %863 = trunc i80 %862 to i64
  %864 = lshr i80 %862, 64
  %865 = trunc nuw nsw i80 %864 to i32
  %866 = load i32, ptr @checksum, align 4, !tbaa !5
  %867 = mul i32 %866, 31
  %868 = lshr i64 %863, 32
  %869 = xor i64 %868, %863
  %870 = trunc i64 %869 to i32
  %871 = add i32 %867, %865
  %872 = add i32 %871, %870
  store i32 %872, ptr @checksum, align 4, !tbaa !5
  %873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.90, i32 noundef %865, i64 noundef %863, x86_fp80 noundef %861, x86_fp80 noundef %861)
  %874 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %875 = call x86_fp80 @sqrtl(x86_fp80 noundef %874) #14
  %876 = bitcast x86_fp80 %875 to i80
  %877 = trunc i80 %876 to i64
  %878 = lshr i80 %876, 64
  %879 = trunc nuw nsw i80 %878 to i32
  %880 = load i32, ptr @checksum, align 4, !tbaa !5
  %881 = mul i32 %880, 31
  %882 = lshr i64 %877, 32
  %883 = xor i64 %882, %877
  %884 = trunc i64 %883 to i32
  %885 = add i32 %881, %879
  %886 = add i32 %885, %884
  store i32 %886, ptr @checksum, align 4, !tbaa !5
  %887 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.91, i32 noundef %879, i64 noundef %877, x86_fp80 noundef %875, x86_fp80 noundef %875)
  %888 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %889 = fmul x86_fp80 %888, 0xK00000000000663278E62
  %890 = call x86_fp80 @sqrtl(x86_fp80 noundef %889) #14
  %891 = bitcast x86_fp80 %890 to i80
  %892 = trunc i80 %891 to i64
  %893 = lshr i80 %891, 64
  %894 = trunc nuw nsw i80 %893 to i32
  %895 = load i32, ptr @checksum, align 4, !tbaa !5
  %896 = mul i32 %895, 31
  %897 = lshr i64 %892, 32
  %898 = xor i64 %897, %892
  %899 = trunc i64 %898 to i32
  %900 = add i32 %896, %894
  %901 = add i32 %900, %899
  store i32 %901, ptr @checksum, align 4, !tbaa !5
  %902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.92, i32 noundef %894, i64 noundef %892, x86_fp80 noundef %890, x86_fp80 noundef %890)
  %903 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %904 = fneg x86_fp80 %903
  %905 = call x86_fp80 @sqrtl(x86_fp80 noundef %904) #14
  %906 = bitcast x86_fp80 %905 to i80
  %907 = trunc i80 %906 to i64
  %908 = lshr i80 %906, 64
  %909 = trunc nuw nsw i80 %908 to i32
  %910 = load i32, ptr @checksum, align 4, !tbaa !5
  %911 = mul i32 %910, 31
  %912 = lshr i64 %907, 32
  %913 = xor i64 %912, %907
  %914 = trunc i64 %913 to i32
  %915 = add i32 %911, %909
  %916 = add i32 %915, %914
  store i32 %916, ptr @checksum, align 4, !tbaa !5
  %917 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.93, i32 noundef %909, i64 noundef %907, x86_fp80 noundef %905, x86_fp80 noundef %905)
  %918 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %919 = fmul x86_fp80 %918, 0xK4002A000000000000000
  %920 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %921 = call x86_fp80 @fmodl(x86_fp80 noundef %919, x86_fp80 noundef %920) #14
  %922 = bitcast x86_fp80 %921 to i80
  %923 = trunc i80 %922 to i64
  %924 = lshr i80 %922, 64
  %925 = trunc nuw nsw i80 %924 to i32
  %926 = load i32, ptr @checksum, align 4, !tbaa !5
  %927 = mul i32 %926, 31
  %928 = lshr i64 %923, 32
  %929 = xor i64 %928, %923
  %930 = trunc i64 %929 to i32
  %931 = add i32 %927, %925
  %932 = add i32 %931, %930
  store i32 %932, ptr @checksum, align 4, !tbaa !5
  %933 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.94, i32 noundef %925, i64 noundef %923, x86_fp80 noundef %921, x86_fp80 noundef %921)
  %934 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %935 = fmul x86_fp80 %934, 0xKC062C9F2C9CD04674EDF
  %936 = call x86_fp80 @fmodl(x86_fp80 noundef %935, x86_fp80 noundef 0xK4001E000000000000000) #14
  %937 = bitcast x86_fp80 %936 to i80
  %938 = trunc i80 %937 to i64
  %939 = lshr i80 %937, 64
  %940 = trunc nuw nsw i80 %939 to i32
  %941 = load i32, ptr @checksum, align 4, !tbaa !5
  %942 = mul i32 %941, 31
  %943 = lshr i64 %938, 32
  %944 = xor i64 %943, %938
  %945 = trunc i64 %944 to i32
  %946 = add i32 %942, %940
  %947 = add i32 %946, %945
  store i32 %947, ptr @checksum, align 4, !tbaa !5
  %948 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.95, i32 noundef %940, i64 noundef %938, x86_fp80 noundef %936, x86_fp80 noundef %936)
  %949 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %950 = fmul x86_fp80 %949, 0xK73E6D1BA8323FE558C61
  %951 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %952 = call x86_fp80 @fmodl(x86_fp80 noundef %950, x86_fp80 noundef %951) #14
  %953 = bitcast x86_fp80 %952 to i80
  %954 = trunc i80 %953 to i64
  %955 = lshr i80 %953, 64
  %956 = trunc nuw nsw i80 %955 to i32
  %957 = load i32, ptr @checksum, align 4, !tbaa !5
  %958 = mul i32 %957, 31
  %959 = lshr i64 %954, 32
  %960 = xor i64 %959, %954
  %961 = trunc i64 %960 to i32
  %962 = add i32 %958, %956
  %963 = add i32 %962, %961
  store i32 %963, ptr @checksum, align 4, !tbaa !5
  %964 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.96, i32 noundef %956, i64 noundef %954, x86_fp80 noundef %952, x86_fp80 noundef %952)
  %965 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %966 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %967 = call x86_fp80 @fmodl(x86_fp80 noundef %965, x86_fp80 noundef %966) #14
  %968 = bitcast x86_fp80 %967 to i80
  %969 = trunc i80 %968 to i64
  %970 = lshr i80 %968, 64
  %971 = trunc nuw nsw i80 %970 to i32
  %972 = load i32, ptr @checksum, align 4, !tbaa !5
  %973 = mul i32 %972, 31
  %974 = lshr i64 %969, 32
  %975 = xor i64 %974, %969
  %976 = trunc i64 %975 to i32
  %977 = add i32 %973, %971
  %978 = add i32 %977, %976
  store i32 %978, ptr @checksum, align 4, !tbaa !5
  %979 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.97, i32 noundef %971, i64 noundef %969, x86_fp80 noundef %967, x86_fp80 noundef %967)
  %980 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %981 = call x86_fp80 @ldexpl(x86_fp80 noundef %980, i32 noundef -16400) #14
  %982 = bitcast x86_fp80 %981 to i80
  %983 = trunc i80 %982 to i64
  %984 = lshr i80 %982, 64
  %985 = trunc nuw nsw i80 %984 to i32
  %986 = load i32, ptr @checksum, align 4, !tbaa !5
  %987 = mul i32 %986, 31
  %988 = lshr i64 %983, 32
  %989 = xor i64 %988, %983
  %990 = trunc i64 %989 to i32
  %991 = add i32 %987, %985
  %992 = add i32 %991, %990
  store i32 %992, ptr @checksum, align 4, !tbaa !5
  %993 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.98, i32 noundef %985, i64 noundef %983, x86_fp80 noundef %981, x86_fp80 noundef %981)
  %994 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %995 = call x86_fp80 @ldexpl(x86_fp80 noundef %994, i32 noundef -16446) #14
  %996 = bitcast x86_fp80 %995 to i80
  %997 = trunc i80 %996 to i64
  %998 = lshr i80 %996, 64
  %999 = trunc nuw nsw i80 %998 to i32
  %1000 = load i32, ptr @checksum, align 4, !tbaa !5
  %1001 = mul i32 %1000, 31
  %1002 = lshr i64 %997, 32
  %1003 = xor i64 %1002, %997
  %1004 = trunc i64 %1003 to i32
  %1005 = add i32 %1001, %999
  %1006 = add i32 %1005, %1004
  store i32 %1006, ptr @checksum, align 4, !tbaa !5
  %1007 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.99, i32 noundef %999, i64 noundef %997, x86_fp80 noundef %995, x86_fp80 noundef %995)
  %1008 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1009 = call x86_fp80 @ldexpl(x86_fp80 noundef %1008, i32 noundef 20000) #14
  %1010 = bitcast x86_fp80 %1009 to i80
  %1011 = trunc i80 %1010 to i64
  %1012 = lshr i80 %1010, 64
  %1013 = trunc nuw nsw i80 %1012 to i32
  %1014 = load i32, ptr @checksum, align 4, !tbaa !5
  %1015 = mul i32 %1014, 31
  %1016 = lshr i64 %1011, 32
  %1017 = xor i64 %1016, %1011
  %1018 = trunc i64 %1017 to i32
  %1019 = add i32 %1015, %1013
  %1020 = add i32 %1019, %1018
  store i32 %1020, ptr @checksum, align 4, !tbaa !5
  %1021 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.100, i32 noundef %1013, i64 noundef %1011, x86_fp80 noundef %1009, x86_fp80 noundef %1009)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #14
  store i32 0, ptr %1, align 4, !tbaa !5
  %1022 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1023 = fmul x86_fp80 %1022, 0xK414B924D692CA61BE758
  %1024 = call x86_fp80 @frexpl(x86_fp80 noundef %1023, ptr noundef nonnull %1) #14
  %1025 = load i32, ptr %1, align 4, !tbaa !5
  %1026 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.101, x86_fp80 noundef %1024, i32 noundef %1025)
  %1027 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1028 = fmul x86_fp80 %1027, 0xK00000000000000000001
  %1029 = call x86_fp80 @frexpl(x86_fp80 noundef %1028, ptr noundef nonnull %1) #14
  %1030 = load i32, ptr %1, align 4, !tbaa !5
  %1031 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.101, x86_fp80 noundef %1029, i32 noundef %1030)
  %1032 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1033 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %1034 = fneg x86_fp80 %1033
  %1035 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %1032, x86_fp80 %1034)
  %1036 = bitcast x86_fp80 %1035 to i80
  %1037 = trunc i80 %1036 to i64
  %1038 = lshr i80 %1036, 64
  %1039 = trunc nuw nsw i80 %1038 to i32
  %1040 = load i32, ptr @checksum, align 4, !tbaa !5
  %1041 = mul i32 %1040, 31
  %1042 = lshr i64 %1037, 32
  %1043 = xor i64 %1042, %1037
  %1044 = trunc i64 %1043 to i32
  %1045 = add i32 %1041, %1039
  %1046 = add i32 %1045, %1044
  store i32 %1046, ptr @checksum, align 4, !tbaa !5
  %1047 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.102, i32 noundef %1039, i64 noundef %1037, x86_fp80 noundef %1035, x86_fp80 noundef %1035)
  %1048 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1049 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1050 = fdiv x86_fp80 %1048, %1049
  %1051 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1052 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1053 = fneg x86_fp80 %1052
  %1054 = call x86_fp80 @llvm.fma.f80(x86_fp80 %1050, x86_fp80 %1051, x86_fp80 %1053)
  %1055 = bitcast x86_fp80 %1054 to i80
  %1056 = trunc i80 %1055 to i64
  %1057 = lshr i80 %1055, 64
  %1058 = trunc nuw nsw i80 %1057 to i32
  %1059 = load i32, ptr @checksum, align 4, !tbaa !5
  %1060 = mul i32 %1059, 31
  %1061 = lshr i64 %1056, 32
  %1062 = xor i64 %1061, %1056
  %1063 = trunc i64 %1062 to i32
  %1064 = add i32 %1060, %1058
  %1065 = add i32 %1064, %1063
  store i32 %1065, ptr @checksum, align 4, !tbaa !5
  %1066 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.103, i32 noundef %1058, i64 noundef %1056, x86_fp80 noundef %1054, x86_fp80 noundef %1054)
  %1067 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1068 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1069 = fdiv x86_fp80 %1067, %1068
  %1070 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1071 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1072 = fneg x86_fp80 %1071
  %1073 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %1069, x86_fp80 %1070, x86_fp80 %1072)
  %1074 = bitcast x86_fp80 %1073 to i80
  %1075 = trunc i80 %1074 to i64
  %1076 = lshr i80 %1074, 64
  %1077 = trunc nuw nsw i80 %1076 to i32
  %1078 = load i32, ptr @checksum, align 4, !tbaa !5
  %1079 = mul i32 %1078, 31
  %1080 = lshr i64 %1075, 32
  %1081 = xor i64 %1080, %1075
  %1082 = trunc i64 %1081 to i32
  %1083 = add i32 %1079, %1077
  %1084 = add i32 %1083, %1082
  store i32 %1084, ptr @checksum, align 4, !tbaa !5
  %1085 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.104, i32 noundef %1077, i64 noundef %1075, x86_fp80 noundef %1073, x86_fp80 noundef %1073)
  %1086 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1087 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %1088 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %1086, x86_fp80 %1087)
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
  %1100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.105, i32 noundef %1092, i64 noundef %1090, x86_fp80 noundef %1088, x86_fp80 noundef %1088)
  %1101 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1102 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %1103 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %1101, x86_fp80 %1102)
  %1104 = bitcast x86_fp80 %1103 to i80
  %1105 = trunc i80 %1104 to i64
  %1106 = lshr i80 %1104, 64
  %1107 = trunc nuw nsw i80 %1106 to i32
  %1108 = load i32, ptr @checksum, align 4, !tbaa !5
  %1109 = mul i32 %1108, 31
  %1110 = lshr i64 %1105, 32
  %1111 = xor i64 %1110, %1105
  %1112 = trunc i64 %1111 to i32
  %1113 = add i32 %1109, %1107
  %1114 = add i32 %1113, %1112
  store i32 %1114, ptr @checksum, align 4, !tbaa !5
  %1115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.106, i32 noundef %1107, i64 noundef %1105, x86_fp80 noundef %1103, x86_fp80 noundef %1103)
  %1116 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %1117 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %1118 = fdiv x86_fp80 %1116, %1117
  %1119 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %1120 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %1118, x86_fp80 %1119)
  %1121 = bitcast x86_fp80 %1120 to i80
  %1122 = trunc i80 %1121 to i64
  %1123 = lshr i80 %1121, 64
  %1124 = trunc nuw nsw i80 %1123 to i32
  %1125 = load i32, ptr @checksum, align 4, !tbaa !5
  %1126 = mul i32 %1125, 31
  %1127 = lshr i64 %1122, 32
  %1128 = xor i64 %1127, %1122
  %1129 = trunc i64 %1128 to i32
  %1130 = add i32 %1126, %1124
  %1131 = add i32 %1130, %1129
  store i32 %1131, ptr @checksum, align 4, !tbaa !5
  %1132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.107, i32 noundef %1124, i64 noundef %1122, x86_fp80 noundef %1120, x86_fp80 noundef %1120)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14
  store x86_fp80 0xK00000000000000000000, ptr %2, align 16, !tbaa !13
  %1133 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1134 = fmul x86_fp80 %1133, 0xKC001F400000000000000
  %1135 = call x86_fp80 @modfl(x86_fp80 noundef %1134, ptr noundef nonnull %2) #14
  %1136 = bitcast x86_fp80 %1135 to i80
  %1137 = trunc i80 %1136 to i64
  %1138 = lshr i80 %1136, 64
  %1139 = trunc nuw nsw i80 %1138 to i32
  %1140 = load i32, ptr @checksum, align 4, !tbaa !5
  %1141 = mul i32 %1140, 31
  %1142 = lshr i64 %1137, 32
  %1143 = xor i64 %1142, %1137
  %1144 = trunc i64 %1143 to i32
  %1145 = add i32 %1141, %1139
  %1146 = add i32 %1145, %1144
  store i32 %1146, ptr @checksum, align 4, !tbaa !5
  %1147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.108, i32 noundef %1139, i64 noundef %1137, x86_fp80 noundef %1135, x86_fp80 noundef %1135)
  %1148 = load x86_fp80, ptr %2, align 16, !tbaa !13
  %1149 = bitcast x86_fp80 %1148 to i80
  %1150 = trunc i80 %1149 to i64
  %1151 = lshr i80 %1149, 64
  %1152 = trunc nuw nsw i80 %1151 to i32
  %1153 = load i32, ptr @checksum, align 4, !tbaa !5
  %1154 = mul i32 %1153, 31
  %1155 = lshr i64 %1150, 32
  %1156 = xor i64 %1155, %1150
  %1157 = trunc i64 %1156 to i32
  %1158 = add i32 %1154, %1152
  %1159 = add i32 %1158, %1157
  store i32 %1159, ptr @checksum, align 4, !tbaa !5
  %1160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.109, i32 noundef %1152, i64 noundef %1150, x86_fp80 noundef %1148, x86_fp80 noundef %1148)
  %1161 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1162 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %1163 = fdiv x86_fp80 %1161, %1162
  %1164 = call x86_fp80 @modfl(x86_fp80 noundef %1163, ptr noundef nonnull %2) #14
  %1165 = bitcast x86_fp80 %1164 to i80
  %1166 = trunc i80 %1165 to i64
  %1167 = lshr i80 %1165, 64
  %1168 = trunc nuw nsw i80 %1167 to i32
  %1169 = load i32, ptr @checksum, align 4, !tbaa !5
  %1170 = mul i32 %1169, 31
  %1171 = lshr i64 %1166, 32
  %1172 = xor i64 %1171, %1166
  %1173 = trunc i64 %1172 to i32
  %1174 = add i32 %1170, %1168
  %1175 = add i32 %1174, %1173
  store i32 %1175, ptr @checksum, align 4, !tbaa !5
  %1176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.110, i32 noundef %1168, i64 noundef %1166, x86_fp80 noundef %1164, x86_fp80 noundef %1164)
  %1177 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1178 = fmul x86_fp80 %1177, 0xK4000A000000000000000
  %1179 = call x86_fp80 @llvm.rint.f80(x86_fp80 %1178)
  %1180 = bitcast x86_fp80 %1179 to i80
  %1181 = trunc i80 %1180 to i64
  %1182 = lshr i80 %1180, 64
  %1183 = trunc nuw nsw i80 %1182 to i32
  %1184 = load i32, ptr @checksum, align 4, !tbaa !5
  %1185 = mul i32 %1184, 31
  %1186 = lshr i64 %1181, 32
  %1187 = xor i64 %1186, %1181
  %1188 = trunc i64 %1187 to i32
  %1189 = add i32 %1185, %1183
  %1190 = add i32 %1189, %1188
  store i32 %1190, ptr @checksum, align 4, !tbaa !5
  %1191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.111, i32 noundef %1183, i64 noundef %1181, x86_fp80 noundef %1179, x86_fp80 noundef %1179)
  %1192 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1193 = fmul x86_fp80 %1192, 0xKC000E000000000000000
  %1194 = call x86_fp80 @llvm.nearbyint.f80(x86_fp80 %1193)
  %1195 = bitcast x86_fp80 %1194 to i80
  %1196 = trunc i80 %1195 to i64
  %1197 = lshr i80 %1195, 64
  %1198 = trunc nuw nsw i80 %1197 to i32
  %1199 = load i32, ptr @checksum, align 4, !tbaa !5
  %1200 = mul i32 %1199, 31
  %1201 = lshr i64 %1196, 32
  %1202 = xor i64 %1201, %1196
  %1203 = trunc i64 %1202 to i32
  %1204 = add i32 %1200, %1198
  %1205 = add i32 %1204, %1203
  store i32 %1205, ptr @checksum, align 4, !tbaa !5
  %1206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.112, i32 noundef %1198, i64 noundef %1196, x86_fp80 noundef %1194, x86_fp80 noundef %1194)
  %1207 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1208 = call x86_fp80 @scalbnl(x86_fp80 noundef %1207, i32 noundef -16440) #14
  %1209 = bitcast x86_fp80 %1208 to i80
  %1210 = trunc i80 %1209 to i64
  %1211 = lshr i80 %1209, 64
  %1212 = trunc nuw nsw i80 %1211 to i32
  %1213 = load i32, ptr @checksum, align 4, !tbaa !5
  %1214 = mul i32 %1213, 31
  %1215 = lshr i64 %1210, 32
  %1216 = xor i64 %1215, %1210
  %1217 = trunc i64 %1216 to i32
  %1218 = add i32 %1214, %1212
  %1219 = add i32 %1218, %1217
  store i32 %1219, ptr @checksum, align 4, !tbaa !5
  %1220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.113, i32 noundef %1212, i64 noundef %1210, x86_fp80 noundef %1208, x86_fp80 noundef %1208)
  %1221 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1222 = call x86_fp80 @scalblnl(x86_fp80 noundef %1221, i64 noundef 100) #14
  %1223 = bitcast x86_fp80 %1222 to i80
  %1224 = trunc i80 %1223 to i64
  %1225 = lshr i80 %1223, 64
  %1226 = trunc nuw nsw i80 %1225 to i32
  %1227 = load i32, ptr @checksum, align 4, !tbaa !5
  %1228 = mul i32 %1227, 31
  %1229 = lshr i64 %1224, 32
  %1230 = xor i64 %1229, %1224
  %1231 = trunc i64 %1230 to i32
  %1232 = add i32 %1228, %1226
  %1233 = add i32 %1232, %1231
  store i32 %1233, ptr @checksum, align 4, !tbaa !5
  %1234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.114, i32 noundef %1226, i64 noundef %1224, x86_fp80 noundef %1222, x86_fp80 noundef %1222)
  %1235 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %1236 = load volatile x86_fp80, ptr @vzero, align 16, !tbaa !13
  %1237 = fdiv x86_fp80 %1235, %1236
  %1238 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1239 = call x86_fp80 @llvm.copysign.f80(x86_fp80 %1237, x86_fp80 %1238)
  %1240 = bitcast x86_fp80 %1239 to i80
  %1241 = trunc i80 %1240 to i64
  %1242 = lshr i80 %1240, 64
  %1243 = trunc nuw nsw i80 %1242 to i32
  %1244 = load i32, ptr @checksum, align 4, !tbaa !5
  %1245 = mul i32 %1244, 31
  %1246 = lshr i64 %1241, 32
  %1247 = xor i64 %1246, %1241
  %1248 = trunc i64 %1247 to i32
  %1249 = add i32 %1245, %1243
  %1250 = add i32 %1249, %1248
  store i32 %1250, ptr @checksum, align 4, !tbaa !5
  %1251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.115, i32 noundef %1243, i64 noundef %1241, x86_fp80 noundef %1239, x86_fp80 noundef %1239)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #14
  %1252 = call x86_fp80 (i32, ...) @sum_ld(i32 poison, i32 noundef 0, x86_fp80 noundef 0xK3FFFA000000000000000, i32 noundef 1, double noundef 2.500000e+00, i32 noundef 2, i64 noundef 7, i32 noundef 0, x86_fp80 noundef 0xK3FBCBCE5086492111AEB, i32 noundef 0, x86_fp80 noundef 0xKBFFC8000000000000000)
  %1253 = bitcast x86_fp80 %1252 to i80
  %1254 = trunc i80 %1253 to i64
  %1255 = lshr i80 %1253, 64
  %1256 = trunc nuw nsw i80 %1255 to i32
  %1257 = load i32, ptr @checksum, align 4, !tbaa !5
  %1258 = mul i32 %1257, 31
  %1259 = lshr i64 %1254, 32
  %1260 = xor i64 %1259, %1254
  %1261 = trunc i64 %1260 to i32
  %1262 = add i32 %1258, %1256
  %1263 = add i32 %1262, %1261
  store i32 %1263, ptr @checksum, align 4, !tbaa !5
  %1264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str, i32 noundef %1256, i64 noundef %1254, x86_fp80 noundef %1252, x86_fp80 noundef %1252)
  %1265 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1266 = call fastcc x86_fp80 @mix(x86_fp80 noundef 0xK3FFFC000000000000000, double noundef 2.500000e-01, x86_fp80 noundef %1265, i32 noundef 7, float noundef 5.000000e-01)
  %1267 = bitcast x86_fp80 %1266 to i80
  %1268 = trunc i80 %1267 to i64
  %1269 = lshr i80 %1267, 64
  %1270 = trunc nuw nsw i80 %1269 to i32
  %1271 = load i32, ptr @checksum, align 4, !tbaa !5
  %1272 = mul i32 %1271, 31
  %1273 = lshr i64 %1268, 32
  %1274 = xor i64 %1273, %1268
  %1275 = trunc i64 %1274 to i32
  %1276 = add i32 %1272, %1270
  %1277 = add i32 %1276, %1275
  store i32 %1277, ptr @checksum, align 4, !tbaa !5
  %1278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.1, i32 noundef %1270, i64 noundef %1268, x86_fp80 noundef %1266, x86_fp80 noundef %1266)
  %1279 = load i32, ptr @checksum, align 4, !tbaa !5
  %1280 = and i32 %1279, 1
  %1281 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %1282 = load volatile x86_fp80, ptr @vthree, align 16, !tbaa !13
  %1283 = fneg x86_fp80 %1282
  %1284 = call fastcc x86_fp80 @pick(i32 noundef %1280, x86_fp80 noundef %1281, x86_fp80 noundef %1283)
  %1285 = load volatile x86_fp80, ptr @vone, align 16, !tbaa !13
  %1286 = load volatile x86_fp80, ptr @vtwo, align 16, !tbaa !13
  %1287 = call fastcc x86_fp80 @mix(x86_fp80 noundef %1285, double noundef 2.000000e+00, x86_fp80 noundef %1286, i32 noundef 3, float noundef 1.000000e+00)
  %1288 = fadd x86_fp80 %1284, %1287
  %1289 = bitcast x86_fp80 %1288 to i80
  %1290 = trunc i80 %1289 to i64
  %1291 = lshr i80 %1289, 64
  %1292 = trunc nuw nsw i80 %1291 to i32
  %1293 = mul i32 %1279, 31
  %1294 = lshr i64 %1290, 32
  %1295 = xor i64 %1294, %1290
  %1296 = trunc i64 %1295 to i32
  %1297 = add i32 %1293, %1292
  %1298 = add i32 %1297, %1296
  store i32 %1298, ptr @checksum, align 4, !tbaa !5
  %1299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.116, ptr noundef nonnull @.str.2, i32 noundef %1292, i64 noundef %1290, x86_fp80 noundef %1288, x86_fp80 noundef %1288)
  %1300 = load i32, ptr @checksum, align 4, !tbaa !5
  %1301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1300)
  %1302 = load i32, ptr @checksum, align 4, !tbaa !5
  %1303 = urem i32 %1302, 200
  ret i32 %1303
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal x86_fp80 @sum_ld(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %7, align 4
  br label %11

10:                                               ; preds = %62
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14
  ret x86_fp80 %67

11:                                               ; preds = %1, %62
  %12 = phi i32 [ %9, %1 ], [ %63, %62 ]
  %13 = phi ptr [ %8, %1 ], [ %64, %62 ]
  %14 = phi x86_fp80 [ 0xK00000000000000000000, %1 ], [ %67, %62 ]
  %15 = phi i32 [ 0, %1 ], [ %68, %62 ]
  %16 = phi i32 [ %3, %1 ], [ %65, %62 ]
  %17 = icmp ult i32 %16, 41
  br i1 %17, label %18, label %22

18:                                               ; preds = %11
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr i8, ptr %6, i64 %19
  %21 = add nuw nsw i32 %16, 8
  store i32 %21, ptr %2, align 16
  br label %24

22:                                               ; preds = %11
  %23 = getelementptr i8, ptr %13, i64 8
  store ptr %23, ptr %4, align 8
  br label %24

24:                                               ; preds = %22, %18
  %25 = phi ptr [ %13, %18 ], [ %23, %22 ]
  %26 = phi i32 [ %21, %18 ], [ %16, %22 ]
  %27 = phi ptr [ %20, %18 ], [ %13, %22 ]
  %28 = load i32, ptr %27, align 4, !tbaa !5
  switch i32 %28, label %48 [
    i32 0, label %29
    i32 1, label %34
  ]

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %25, i64 15
  %31 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %30, i64 -16)
  %32 = getelementptr i8, ptr %31, i64 16
  store ptr %32, ptr %4, align 8
  %33 = load x86_fp80, ptr %31, align 16, !tbaa !13
  br label %62

34:                                               ; preds = %24
  %35 = icmp ult i32 %12, 161
  br i1 %35, label %36, label %40

36:                                               ; preds = %34
  %37 = zext nneg i32 %12 to i64
  %38 = getelementptr i8, ptr %6, i64 %37
  %39 = add nuw nsw i32 %12, 16
  store i32 %39, ptr %7, align 4
  br label %42

40:                                               ; preds = %34
  %41 = getelementptr i8, ptr %25, i64 8
  store ptr %41, ptr %4, align 8
  br label %42

42:                                               ; preds = %40, %36
  %43 = phi i32 [ %39, %36 ], [ %12, %40 ]
  %44 = phi ptr [ %25, %36 ], [ %41, %40 ]
  %45 = phi ptr [ %38, %36 ], [ %25, %40 ]
  %46 = load double, ptr %45, align 8, !tbaa !18
  %47 = fpext double %46 to x86_fp80
  br label %62

48:                                               ; preds = %24
  %49 = icmp ult i32 %26, 41
  br i1 %49, label %50, label %54

50:                                               ; preds = %48
  %51 = zext nneg i32 %26 to i64
  %52 = getelementptr i8, ptr %6, i64 %51
  %53 = add nuw nsw i32 %26, 8
  store i32 %53, ptr %2, align 16
  br label %56

54:                                               ; preds = %48
  %55 = getelementptr i8, ptr %25, i64 8
  store ptr %55, ptr %4, align 8
  br label %56

56:                                               ; preds = %54, %50
  %57 = phi ptr [ %25, %50 ], [ %55, %54 ]
  %58 = phi i32 [ %53, %50 ], [ %26, %54 ]
  %59 = phi ptr [ %52, %50 ], [ %25, %54 ]
  %60 = load i64, ptr %59, align 8, !tbaa !24
  %61 = sitofp i64 %60 to x86_fp80
  br label %62

62:                                               ; preds = %42, %56, %29
  %63 = phi i32 [ %12, %29 ], [ %43, %42 ], [ %12, %56 ]
  %64 = phi ptr [ %32, %29 ], [ %44, %42 ], [ %57, %56 ]
  %65 = phi i32 [ %26, %29 ], [ %26, %42 ], [ %58, %56 ]
  %66 = phi x86_fp80 [ %33, %29 ], [ %47, %42 ], [ %61, %56 ]
  %67 = fadd x86_fp80 %14, %66
  %68 = add nuw nsw i32 %15, 1
  %69 = icmp eq i32 %68, 5
  br i1 %69, label %10, label %11, !llvm.loop !26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @mix(x86_fp80 noundef %0, double noundef %1, x86_fp80 noundef %2, i32 noundef %3, float noundef %4) unnamed_addr #3 {
  %6 = fpext double %1 to x86_fp80
  %7 = uitofp nneg i32 %3 to x86_fp80
  %8 = fdiv x86_fp80 %2, %7
  %9 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 %6, x86_fp80 %8)
  %10 = fpext float %4 to x86_fp80
  %11 = fsub x86_fp80 %9, %10
  ret x86_fp80 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @pick(i32 noundef %0, x86_fp80 noundef %1, x86_fp80 noundef %2) unnamed_addr #3 {
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, x86_fp80 %2, x86_fp80 %1
  ret x86_fp80 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #5

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @ldexpl(x86_fp80 noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare x86_fp80 @frexpl(x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare x86_fp80 @modfl(x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.nearbyint.f80(x86_fp80) #5

; Function Attrs: nounwind
declare x86_fp80 @scalbnl(x86_fp80 noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare x86_fp80 @scalblnl(x86_fp80 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #14 = { nounwind }
attributes #15 = { memory(none) }
attributes #16 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !14, i64 0}
!14 = !{!"long double", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = !{!7, !7, i64 0}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !7, i64 0}
!26 = distinct !{!26, !10}

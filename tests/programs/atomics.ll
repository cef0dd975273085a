declare i32 @printf(ptr, ...)
@.i = private constant [14 x i8] c"%s %lld %lld\0A\00"
@.f = private constant [10 x i8] c"%s %g %g\0A\00"
@.c = private constant [17 x i8] c"%s %lld %d %lld\0A\00"
@cell = global i64 0, align 8
@.n1 = private constant [7 x i8] c"add.i8\00"
@.n2 = private constant [7 x i8] c"sub.i8\00"
@.n3 = private constant [8 x i8] c"nand.i8\00"
@.n4 = private constant [7 x i8] c"max.i8\00"
@.n5 = private constant [7 x i8] c"min.i8\00"
@.n6 = private constant [8 x i8] c"umax.i8\00"
@.n7 = private constant [8 x i8] c"umin.i8\00"
@.n8 = private constant [8 x i8] c"and.i16\00"
@.n9 = private constant [7 x i8] c"or.i16\00"
@.n10 = private constant [8 x i8] c"xor.i16\00"
@.n11 = private constant [9 x i8] c"xchg.i16\00"
@.n12 = private constant [14 x i8] c"uinc_wrap.i32\00"
@.n13 = private constant [14 x i8] c"uinc_wrap.i32\00"
@.n14 = private constant [14 x i8] c"udec_wrap.i32\00"
@.n15 = private constant [14 x i8] c"udec_wrap.i32\00"
@.n16 = private constant [14 x i8] c"udec_wrap.i32\00"
@.n17 = private constant [8 x i8] c"max.i32\00"
@.n18 = private constant [8 x i8] c"min.i32\00"
@.n19 = private constant [9 x i8] c"umax.i32\00"
@.n20 = private constant [9 x i8] c"umin.i32\00"
@.n21 = private constant [8 x i8] c"add.i64\00"
@.n22 = private constant [8 x i8] c"sub.i64\00"
@.n23 = private constant [9 x i8] c"nand.i64\00"
@.n24 = private constant [8 x i8] c"max.i64\00"
@.n25 = private constant [9 x i8] c"umin.i64\00"
@.n26 = private constant [14 x i8] c"uinc_wrap.i64\00"
@.n27 = private constant [14 x i8] c"udec_wrap.i64\00"
@.n28 = private constant [11 x i8] c"fadd.float\00"
@.n29 = private constant [11 x i8] c"fsub.float\00"
@.n30 = private constant [12 x i8] c"fmax.double\00"
@.n31 = private constant [12 x i8] c"fmin.double\00"
@.n32 = private constant [11 x i8] c"fmax.float\00"
@.n33 = private constant [12 x i8] c"xchg.double\00"
@.n34 = private constant [11 x i8] c"fmin.float\00"
@.n35 = private constant [11 x i8] c"cmpxchg.i8\00"
@.n36 = private constant [11 x i8] c"cmpxchg.i8\00"
@.n37 = private constant [12 x i8] c"cmpxchg.i16\00"
@.n38 = private constant [12 x i8] c"cmpxchg.i32\00"
@.n39 = private constant [12 x i8] c"cmpxchg.i32\00"
@.n40 = private constant [12 x i8] c"cmpxchg.i64\00"
@.n41 = private constant [4 x i8] c"ptr\00"
@.n42 = private constant [6 x i8] c"loads\00"
@.n43 = private constant [6 x i8] c"float\00"
@.n44 = private constant [7 x i8] c"unused\00"

; Every atomicrmw operation at several widths, cmpxchg success and failure with their
; {T, i1} results, atomic loads and stores with each ordering, and fences.
define i32 @main() {
  store i8 250, ptr @cell, align 8
  %o0 = atomicrmw add ptr @cell, i8 10 seq_cst
  %n0 = load i8, ptr @cell
  %o0x = zext i8 %o0 to i64
  %n0x = zext i8 %n0 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n1, i64 %o0x, i64 %n0x)
  store i8 3, ptr @cell, align 8
  %o1 = atomicrmw sub ptr @cell, i8 5 seq_cst
  %n1 = load i8, ptr @cell
  %o1x = zext i8 %o1 to i64
  %n1x = zext i8 %n1 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n2, i64 %o1x, i64 %n1x)
  store i8 240, ptr @cell, align 8
  %o2 = atomicrmw nand ptr @cell, i8 60 seq_cst
  %n2 = load i8, ptr @cell
  %o2x = zext i8 %o2 to i64
  %n2x = zext i8 %n2 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n3, i64 %o2x, i64 %n2x)
  store i8 128, ptr @cell, align 8
  %o3 = atomicrmw max ptr @cell, i8 5 seq_cst
  %n3 = load i8, ptr @cell
  %o3x = zext i8 %o3 to i64
  %n3x = zext i8 %n3 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n4, i64 %o3x, i64 %n3x)
  store i8 128, ptr @cell, align 8
  %o4 = atomicrmw min ptr @cell, i8 5 seq_cst
  %n4 = load i8, ptr @cell
  %o4x = zext i8 %o4 to i64
  %n4x = zext i8 %n4 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n5, i64 %o4x, i64 %n4x)
  store i8 128, ptr @cell, align 8
  %o5 = atomicrmw umax ptr @cell, i8 5 seq_cst
  %n5 = load i8, ptr @cell
  %o5x = zext i8 %o5 to i64
  %n5x = zext i8 %n5 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n6, i64 %o5x, i64 %n5x)
  store i8 128, ptr @cell, align 8
  %o6 = atomicrmw umin ptr @cell, i8 5 seq_cst
  %n6 = load i8, ptr @cell
  %o6x = zext i8 %o6 to i64
  %n6x = zext i8 %n6 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n7, i64 %o6x, i64 %n6x)
  store i16 65295, ptr @cell, align 8
  %o7 = atomicrmw and ptr @cell, i16 4080 seq_cst
  %n7 = load i16, ptr @cell
  %o7x = zext i16 %o7 to i64
  %n7x = zext i16 %n7 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n8, i64 %o7x, i64 %n7x)
  store i16 4096, ptr @cell, align 8
  %o8 = atomicrmw or ptr @cell, i16 257 seq_cst
  %n8 = load i16, ptr @cell
  %o8x = zext i16 %o8 to i64
  %n8x = zext i16 %n8 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n9, i64 %o8x, i64 %n8x)
  store i16 65535, ptr @cell, align 8
  %o9 = atomicrmw xor ptr @cell, i16 4660 seq_cst
  %n9 = load i16, ptr @cell
  %o9x = zext i16 %o9 to i64
  %n9x = zext i16 %n9 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n10, i64 %o9x, i64 %n9x)
  store i16 7, ptr @cell, align 8
  %o10 = atomicrmw xchg ptr @cell, i16 65535 seq_cst
  %n10 = load i16, ptr @cell
  %o10x = zext i16 %o10 to i64
  %n10x = zext i16 %n10 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n11, i64 %o10x, i64 %n10x)
  store i32 7, ptr @cell, align 8
  %o11 = atomicrmw uinc_wrap ptr @cell, i32 7 seq_cst
  %n11 = load i32, ptr @cell
  %o11x = zext i32 %o11 to i64
  %n11x = zext i32 %n11 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n12, i64 %o11x, i64 %n11x)
  store i32 6, ptr @cell, align 8
  %o12 = atomicrmw uinc_wrap ptr @cell, i32 7 seq_cst
  %n12 = load i32, ptr @cell
  %o12x = zext i32 %o12 to i64
  %n12x = zext i32 %n12 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n13, i64 %o12x, i64 %n12x)
  store i32 0, ptr @cell, align 8
  %o13 = atomicrmw udec_wrap ptr @cell, i32 7 seq_cst
  %n13 = load i32, ptr @cell
  %o13x = zext i32 %o13 to i64
  %n13x = zext i32 %n13 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n14, i64 %o13x, i64 %n13x)
  store i32 9, ptr @cell, align 8
  %o14 = atomicrmw udec_wrap ptr @cell, i32 7 seq_cst
  %n14 = load i32, ptr @cell
  %o14x = zext i32 %o14 to i64
  %n14x = zext i32 %n14 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n15, i64 %o14x, i64 %n14x)
  store i32 5, ptr @cell, align 8
  %o15 = atomicrmw udec_wrap ptr @cell, i32 7 seq_cst
  %n15 = load i32, ptr @cell
  %o15x = zext i32 %o15 to i64
  %n15x = zext i32 %n15 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n16, i64 %o15x, i64 %n15x)
  store i32 -5, ptr @cell, align 8
  %o16 = atomicrmw max ptr @cell, i32 -7 seq_cst
  %n16 = load i32, ptr @cell
  %o16x = zext i32 %o16 to i64
  %n16x = zext i32 %n16 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n17, i64 %o16x, i64 %n16x)
  store i32 -5, ptr @cell, align 8
  %o17 = atomicrmw min ptr @cell, i32 -7 seq_cst
  %n17 = load i32, ptr @cell
  %o17x = zext i32 %o17 to i64
  %n17x = zext i32 %n17 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n18, i64 %o17x, i64 %n17x)
  store i32 -5, ptr @cell, align 8
  %o18 = atomicrmw umax ptr @cell, i32 3 seq_cst
  %n18 = load i32, ptr @cell
  %o18x = zext i32 %o18 to i64
  %n18x = zext i32 %n18 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n19, i64 %o18x, i64 %n18x)
  store i32 -5, ptr @cell, align 8
  %o19 = atomicrmw umin ptr @cell, i32 3 seq_cst
  %n19 = load i32, ptr @cell
  %o19x = zext i32 %o19 to i64
  %n19x = zext i32 %n19 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n20, i64 %o19x, i64 %n19x)
  store i64 9223372036854775807, ptr @cell, align 8
  %o20 = atomicrmw add ptr @cell, i64 1 seq_cst
  %n20 = load i64, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n21, i64 %o20, i64 %n20)
  store i64 0, ptr @cell, align 8
  %o21 = atomicrmw sub ptr @cell, i64 1 seq_cst
  %n21 = load i64, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n22, i64 %o21, i64 %n21)
  store i64 -1, ptr @cell, align 8
  %o22 = atomicrmw nand ptr @cell, i64 -1 seq_cst
  %n22 = load i64, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n23, i64 %o22, i64 %n22)
  store i64 -1, ptr @cell, align 8
  %o23 = atomicrmw max ptr @cell, i64 1 seq_cst
  %n23 = load i64, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n24, i64 %o23, i64 %n23)
  store i64 -1, ptr @cell, align 8
  %o24 = atomicrmw umin ptr @cell, i64 1 seq_cst
  %n24 = load i64, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n25, i64 %o24, i64 %n24)
  store i64 -1, ptr @cell, align 8
  %o25 = atomicrmw uinc_wrap ptr @cell, i64 -1 seq_cst
  %n25 = load i64, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n26, i64 %o25, i64 %n25)
  store i64 0, ptr @cell, align 8
  %o26 = atomicrmw udec_wrap ptr @cell, i64 -1 seq_cst
  %n26 = load i64, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n27, i64 %o26, i64 %n26)
  store float 1.5, ptr @cell, align 8
  %fo0 = atomicrmw fadd ptr @cell, float 2.25 acq_rel
  %fn0 = load float, ptr @cell
  %fo0x = fpext float %fo0 to double
  %fn0x = fpext float %fn0 to double
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n28, double %fo0x, double %fn0x)
  store float 1.5, ptr @cell, align 8
  %fo1 = atomicrmw fsub ptr @cell, float 2.25 acq_rel
  %fn1 = load float, ptr @cell
  %fo1x = fpext float %fo1 to double
  %fn1x = fpext float %fn1 to double
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n29, double %fo1x, double %fn1x)
  store double 0x7FF8000000000000, ptr @cell, align 8
  %fo2 = atomicrmw fmax ptr @cell, double 2.0 acq_rel
  %fn2 = load double, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n30, double %fo2, double %fn2)
  store double -4.0, ptr @cell, align 8
  %fo3 = atomicrmw fmin ptr @cell, double 0.5 acq_rel
  %fn3 = load double, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n31, double %fo3, double %fn3)
  store float -1.0, ptr @cell, align 8
  %fo4 = atomicrmw fmax ptr @cell, float -2.0 acq_rel
  %fn4 = load float, ptr @cell
  %fo4x = fpext float %fo4 to double
  %fn4x = fpext float %fn4 to double
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n32, double %fo4x, double %fn4x)
  store double 1.0, ptr @cell, align 8
  %fo5 = atomicrmw xchg ptr @cell, double -3.5 acq_rel
  %fn5 = load double, ptr @cell
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n33, double %fo5, double %fn5)
  store float 3.0, ptr @cell, align 8
  %fo6 = atomicrmw fmin ptr @cell, float 0x7FF8000000000000 acq_rel
  %fn6 = load float, ptr @cell
  %fo6x = fpext float %fo6 to double
  %fn6x = fpext float %fn6 to double
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n34, double %fo6x, double %fn6x)
  store i8 200, ptr @cell, align 8
  %c0 = cmpxchg ptr @cell, i8 200, i8 7 seq_cst seq_cst
  %c0o = extractvalue { i8, i1 } %c0, 0
  %c0s = extractvalue { i8, i1 } %c0, 1
  %c0n = load i8, ptr @cell
  %c0sx = zext i1 %c0s to i32
  %c0ox = sext i8 %c0o to i64
  %c0nx = sext i8 %c0n to i64
  call i32 (ptr, ...) @printf(ptr @.c, ptr @.n35, i64 %c0ox, i32 %c0sx, i64 %c0nx)
  store i8 200, ptr @cell, align 8
  %c1 = cmpxchg ptr @cell, i8 199, i8 7 acquire monotonic
  %c1o = extractvalue { i8, i1 } %c1, 0
  %c1s = extractvalue { i8, i1 } %c1, 1
  %c1n = load i8, ptr @cell
  %c1sx = zext i1 %c1s to i32
  %c1ox = sext i8 %c1o to i64
  %c1nx = sext i8 %c1n to i64
  call i32 (ptr, ...) @printf(ptr @.c, ptr @.n36, i64 %c1ox, i32 %c1sx, i64 %c1nx)
  store i16 1, ptr @cell, align 8
  %c2 = cmpxchg weak ptr @cell, i16 1, i16 2 release monotonic
  %c2o = extractvalue { i16, i1 } %c2, 0
  %c2s = extractvalue { i16, i1 } %c2, 1
  %c2n = load i16, ptr @cell
  %c2sx = zext i1 %c2s to i32
  %c2ox = sext i16 %c2o to i64
  %c2nx = sext i16 %c2n to i64
  call i32 (ptr, ...) @printf(ptr @.c, ptr @.n37, i64 %c2ox, i32 %c2sx, i64 %c2nx)
  store i32 -1, ptr @cell, align 8
  %c3 = cmpxchg ptr @cell, i32 -1, i32 5 acq_rel acquire
  %c3o = extractvalue { i32, i1 } %c3, 0
  %c3s = extractvalue { i32, i1 } %c3, 1
  %c3n = load i32, ptr @cell
  %c3sx = zext i1 %c3s to i32
  %c3ox = sext i32 %c3o to i64
  %c3nx = sext i32 %c3n to i64
  call i32 (ptr, ...) @printf(ptr @.c, ptr @.n38, i64 %c3ox, i32 %c3sx, i64 %c3nx)
  store i32 4, ptr @cell, align 8
  %c4 = cmpxchg ptr @cell, i32 5, i32 6 monotonic seq_cst
  %c4o = extractvalue { i32, i1 } %c4, 0
  %c4s = extractvalue { i32, i1 } %c4, 1
  %c4n = load i32, ptr @cell
  %c4sx = zext i1 %c4s to i32
  %c4ox = sext i32 %c4o to i64
  %c4nx = sext i32 %c4n to i64
  call i32 (ptr, ...) @printf(ptr @.c, ptr @.n39, i64 %c4ox, i32 %c4sx, i64 %c4nx)
  store i64 1099511627776, ptr @cell, align 8
  %c5 = cmpxchg weak ptr @cell, i64 1099511627776, i64 3 seq_cst acquire
  %c5o = extractvalue { i64, i1 } %c5, 0
  %c5s = extractvalue { i64, i1 } %c5, 1
  %c5n = load i64, ptr @cell
  %c5sx = zext i1 %c5s to i32
  call i32 (ptr, ...) @printf(ptr @.c, ptr @.n40, i64 %c5o, i32 %c5sx, i64 %c5n)
  store atomic ptr null, ptr @cell release, align 8
  %pc = cmpxchg ptr @cell, ptr null, ptr @cell seq_cst seq_cst
  %pcs = extractvalue { ptr, i1 } %pc, 1
  %px = atomicrmw xchg ptr @cell, ptr null seq_cst
  %pxe = icmp eq ptr %px, @cell
  %pok = and i1 %pcs, %pxe
  %pokx = zext i1 %pok to i64
  fence seq_cst
  fence syncscope("singlethread") acquire
  store atomic i32 -3, ptr @cell seq_cst, align 4
  store atomic i16 9, ptr @cell syncscope("singlethread") seq_cst, align 4
  %la = load atomic i32, ptr @cell acquire, align 4
  %lb = load atomic volatile i8, ptr @cell seq_cst, align 1
  %lc = load atomic i64, ptr @cell monotonic, align 8
  fence release
  store atomic float 2.5, ptr @cell unordered, align 4
  %ld = load atomic float, ptr @cell seq_cst, align 4
  %ldx = fpext float %ld to double
  %lax = sext i32 %la to i64
  %lbx = zext i8 %lb to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n41, i64 %pokx, i64 %lax)
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n42, i64 %lbx, i64 %lc)
  call i32 (ptr, ...) @printf(ptr @.f, ptr @.n43, double %ldx, double %ldx)
  store i32 1, ptr @cell, align 4
  %u1 = atomicrmw add ptr @cell, i32 5 monotonic
  %u2 = atomicrmw sub ptr @cell, i32 2 seq_cst
  %u3 = atomicrmw or ptr @cell, i32 64 seq_cst
  %u4 = atomicrmw and ptr @cell, i32 -2 release
  %u5 = atomicrmw xor ptr @cell, i32 255 acquire
  %u6 = load i32, ptr @cell
  %u6x = sext i32 %u6 to i64
  %u5x = sext i32 %u5 to i64
  call i32 (ptr, ...) @printf(ptr @.i, ptr @.n44, i64 %u5x, i64 %u6x)
  ret i32 0
}

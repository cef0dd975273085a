; Integers wider than 128 bits (Kiln rejected them): constants in code and in globals, phis,
; selects, switch, every icmp predicate, extensions and truncations between i129/i200/i256/i512,
; constant and variable shifts (including by width - 1), mul, div/rem (signed and unsigned),
; min/max/abs intrinsics, freeze, a wide member of a struct, and stores of a width that is not a
; whole number of bytes (i129: the top byte is zero-extended).
@.fmt = private constant [20 x i8] c"%s %016llx %016llx\0A\00"
@.n0 = private constant [4 x i8] c"mul\00"
@.n1 = private constant [4 x i8] c"div\00"
@.n2 = private constant [4 x i8] c"rem\00"
@.n3 = private constant [5 x i8] c"sdiv\00"
@.n4 = private constant [5 x i8] c"srem\00"
@.n5 = private constant [4 x i8] c"shl\00"
@.n6 = private constant [5 x i8] c"lshr\00"
@.n7 = private constant [5 x i8] c"ashr\00"
@.n8 = private constant [4 x i8] c"cmp\00"
@.n9 = private constant [4 x i8] c"ext\00"
@.na = private constant [4 x i8] c"sw \00"
@.nb = private constant [4 x i8] c"min\00"
@.nc = private constant [5 x i8] c"i129\00"
@.nd = private constant [4 x i8] c"phi\00"
@.ne = private constant [4 x i8] c"agg\00"
@g = internal global i256 -340282366920938463463374607431768211457, align 8
@big = internal constant i512 13407807929942597099574024998205846127479365820592393377723561443721764030073546976801874298166903427690031858186486050853753882811946569946433649006084095, align 8
@buf = internal global [40 x i8] zeroinitializer, align 8

declare i32 @printf(ptr, ...)
declare i256 @llvm.umin.i256(i256, i256)
declare i256 @llvm.smax.i256(i256, i256)
declare i200 @llvm.abs.i200(i200, i1)

; Prints the low 128 bits of x folded with its high bits (so that every word matters).
define internal void @show(ptr %name, ptr %p, i32 %words) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc0 = phi i64 [ 0, %entry ], [ %a0, %loop ]
  %acc1 = phi i64 [ 0, %entry ], [ %a1, %loop ]
  %q = getelementptr i64, ptr %p, i32 %i
  %w = load i64, ptr %q, align 8
  %m = mul i64 %acc0, 1099511628211
  %a0 = xor i64 %m, %w
  %r = add i64 %acc1, %w
  %a1 = mul i64 %r, 31
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %words
  br i1 %done, label %out, label %loop
out:
  %c = call i32 (ptr, ...) @printf(ptr @.fmt, ptr %name, i64 %a0, i64 %a1)
  ret void
}

define internal i32 @classify(ptr %p) {
entry:
  %v = load i256, ptr %p, align 8
  switch i256 %v, label %other [
    i256 0, label %zero
    i256 -1, label %ones
    i256 340282366920938463463374607431768211456, label %bit128
    i256 57896044618658097711785492504343953926634992332820282019728792003956564819968, label %top
  ]
zero:
  ret i32 1
ones:
  ret i32 2
bit128:
  ret i32 3
top:
  ret i32 4
other:
  ret i32 0
}

define i32 @main() {
entry:
  %s = alloca [8 x i64], align 16
  %a = load i256, ptr @g, align 8
  %b = load i512, ptr @big, align 8
  %bt = trunc i512 %b to i256
  %k = mul i256 %a, %bt
  store i256 %k, ptr %s, align 8
  call void @show(ptr @.n0, ptr %s, i32 4)
  %b300 = trunc i512 %b to i300
  %a300 = zext i256 %a to i300
  %d300 = udiv i300 %b300, %a300
  %d = zext i300 %d300 to i512
  store i512 %d, ptr %s, align 8
  call void @show(ptr @.n1, ptr %s, i32 8)
  %r300 = urem i300 %b300, 1234567890123456789012345678901
  %r = zext i300 %r300 to i512
  store i512 %r, ptr %s, align 8
  call void @show(ptr @.n2, ptr %s, i32 8)
  %neg = sub i256 0, %k
  %sd = sdiv i256 %neg, 98765432109876543210987654321
  store i256 %sd, ptr %s, align 8
  call void @show(ptr @.n3, ptr %s, i32 4)
  %sr = srem i256 %neg, -98765432109876543210987654321
  store i256 %sr, ptr %s, align 8
  call void @show(ptr @.n4, ptr %s, i32 4)
  br label %shifts

shifts:
  %n = phi i256 [ 0, %entry ], [ %n1, %shifts ]
  %acc = phi i256 [ 1, %entry ], [ %acc2, %shifts ]
  %x1 = shl i256 %k, %n
  %x2 = lshr i256 %k, %n
  %x3 = ashr i256 %neg, %n
  %y = xor i256 %x1, %x2
  %y2 = add i256 %y, %x3
  %acc1 = mul i256 %acc, 3
  %acc2 = xor i256 %acc1, %y2
  %n1 = add i256 %n, 23
  %more = icmp ult i256 %n1, 256
  br i1 %more, label %shifts, label %after

after:
  store i256 %acc2, ptr %s, align 8
  call void @show(ptr @.n5, ptr %s, i32 4)
  %c1 = shl i256 %k, 255
  %c2 = lshr i256 %neg, 255
  %c3 = ashr i256 %neg, 64
  %c4 = ashr i256 %neg, 191
  %c5 = or i256 %c1, %c2
  %c6 = xor i256 %c5, %c3
  %c7 = add i256 %c6, %c4
  store i256 %c7, ptr %s, align 8
  call void @show(ptr @.n6, ptr %s, i32 4)
  %t200 = trunc i256 %neg to i200
  %h200 = ashr i200 %t200, 199
  %l200 = lshr i200 %t200, 137
  %e1 = sext i200 %h200 to i512
  %e2 = zext i200 %l200 to i512
  %e3 = add i512 %e1, %e2
  store i512 %e3, ptr %s, align 8
  call void @show(ptr @.n7, ptr %s, i32 8)
  ; every predicate, on values differing in the top word only and in the low word only
  %hi = xor i256 %k, 57896044618658097711785492504343953926634992332820282019728792003956564819968
  %lo = xor i256 %k, 1
  %p0 = icmp eq i256 %k, %hi
  %p1 = icmp ne i256 %k, %lo
  %p2 = icmp ult i256 %k, %hi
  %p3 = icmp ule i256 %lo, %k
  %p4 = icmp ugt i256 %k, %lo
  %p5 = icmp uge i256 %hi, %hi
  %p6 = icmp slt i256 %k, %hi
  %p7 = icmp sle i256 %lo, %k
  %p8 = icmp sgt i256 %k, %lo
  %p9 = icmp sge i256 %hi, %k
  %t129a = trunc i256 %k to i129
  %t129b = trunc i256 %hi to i129
  %pa = icmp slt i129 %t129a, %t129b
  %pb = icmp ugt i129 %t129a, %t129b
  %bits = zext i1 %p0 to i64
  %v1 = zext i1 %p1 to i64
  %v2 = zext i1 %p2 to i64
  %v3 = zext i1 %p3 to i64
  %v4 = zext i1 %p4 to i64
  %v5 = zext i1 %p5 to i64
  %v6 = zext i1 %p6 to i64
  %v7 = zext i1 %p7 to i64
  %v8 = zext i1 %p8 to i64
  %v9 = zext i1 %p9 to i64
  %va = zext i1 %pa to i64
  %vb = zext i1 %pb to i64
  %w1 = shl i64 %v1, 1
  %w2 = shl i64 %v2, 2
  %w3 = shl i64 %v3, 3
  %w4 = shl i64 %v4, 4
  %w5 = shl i64 %v5, 5
  %w6 = shl i64 %v6, 6
  %w7 = shl i64 %v7, 7
  %w8 = shl i64 %v8, 8
  %w9 = shl i64 %v9, 9
  %wa = shl i64 %va, 10
  %wb = shl i64 %vb, 11
  %o1 = or i64 %bits, %w1
  %o2 = or i64 %o1, %w2
  %o3 = or i64 %o2, %w3
  %o4 = or i64 %o3, %w4
  %o5 = or i64 %o4, %w5
  %o6 = or i64 %o5, %w6
  %o7 = or i64 %o6, %w7
  %o8 = or i64 %o7, %w8
  %o9 = or i64 %o8, %w9
  %oa = or i64 %o9, %wa
  %ob = or i64 %oa, %wb
  store i64 %ob, ptr %s, align 8
  call void @show(ptr @.n8, ptr %s, i32 1)
  ; extensions and truncations
  %z1 = trunc i256 %neg to i129
  %z2 = sext i129 %z1 to i256
  %z3 = zext i129 %z1 to i256
  %z4 = trunc i256 %z2 to i64
  %z5 = sext i64 %z4 to i200
  %z6 = zext i200 %z5 to i256
  %z7 = trunc i256 %z3 to i100
  %z8 = sext i100 %z7 to i256
  %z9 = add i256 %z2, %z3
  %za = xor i256 %z9, %z6
  %zb = sub i256 %za, %z8
  store i256 %zb, ptr %s, align 8
  call void @show(ptr @.n9, ptr %s, i32 4)
  ; switch
  store i256 0, ptr %s, align 8
  %sw0 = call i32 @classify(ptr %s)
  store i256 -1, ptr %s, align 8
  %sw1 = call i32 @classify(ptr %s)
  store i256 340282366920938463463374607431768211456, ptr %s, align 8
  %sw2 = call i32 @classify(ptr %s)
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %s, align 8
  %sw3 = call i32 @classify(ptr %s)
  store i256 %k, ptr %s, align 8
  %sw4 = call i32 @classify(ptr %s)
  %q0 = mul i32 %sw0, 10000
  %q1 = mul i32 %sw1, 1000
  %q2 = mul i32 %sw2, 100
  %q3 = mul i32 %sw3, 10
  %r0 = add i32 %q0, %q1
  %r1 = add i32 %r0, %q2
  %r2 = add i32 %r1, %q3
  %r3 = add i32 %r2, %sw4
  %r64 = zext i32 %r3 to i64
  store i64 %r64, ptr %s, align 8
  call void @show(ptr @.na, ptr %s, i32 1)
  ; intrinsics, select, freeze
  %m1 = call i256 @llvm.umin.i256(i256 %k, i256 %neg)
  %m2 = call i256 @llvm.smax.i256(i256 %k, i256 %neg)
  %m3 = call i200 @llvm.abs.i200(i200 %t200, i1 false)
  %m3e = zext i200 %m3 to i256
  %f = freeze i256 %m2
  %cond = icmp ugt i256 %m1, %f
  %sel = select i1 %cond, i256 %m1, i256 %f
  %m4 = add i256 %sel, %m3e
  %m5 = mul i256 %m4, %m1
  store i256 %m5, ptr %s, align 8
  call void @show(ptr @.nb, ptr %s, i32 4)
  ; i129 stores: 17 bytes, the top byte holding one bit
  %u = trunc i256 %neg to i129
  store i129 %u, ptr getelementptr (i8, ptr @buf, i64 3), align 1
  %u2 = load i129, ptr getelementptr (i8, ptr @buf, i64 3), align 1
  %u3 = mul i129 %u2, %u
  store i129 %u3, ptr getelementptr (i8, ptr @buf, i64 21), align 1
  call void @show(ptr @.nc, ptr @buf, i32 5)
  ; a loop carrying wide values through phis that swap
  br label %swap
swap:
  %i = phi i32 [ 0, %after ], [ %i1, %swap ]
  %sa = phi i256 [ %k, %after ], [ %sb, %swap ]
  %sb = phi i256 [ %neg, %after ], [ %sc, %swap ]
  %sc = add i256 %sa, %sb
  %i1 = add i32 %i, 1
  %again = icmp ult i32 %i1, 100
  br i1 %again, label %swap, label %fin
fin:
  store i256 %sc, ptr %s, align 8
  call void @show(ptr @.nd, ptr %s, i32 4)
  ; a wide member of a first-class aggregate
  %agg0 = insertvalue { i8, i256, i16 } undef, i256 %sc, 1
  %agg1 = insertvalue { i8, i256, i16 } %agg0, i8 7, 0
  %agg2 = insertvalue { i8, i256, i16 } %agg1, i16 -3, 2
  store { i8, i256, i16 } %agg2, ptr %s, align 8
  %agg3 = load { i8, i256, i16 }, ptr %s, align 8
  %ex = extractvalue { i8, i256, i16 } %agg3, 1
  %ex2 = extractvalue { i8, i256, i16 } %agg3, 2
  %ex3 = sext i16 %ex2 to i256
  %ex4 = mul i256 %ex, %ex3
  store i256 %ex4, ptr %s, align 8
  call void @show(ptr @.ne, ptr %s, i32 4)
  ret i32 0
}

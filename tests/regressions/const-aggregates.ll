; Constant first-class aggregates: c"..." byte strings, structs, nested ones with undef, poison and
; zeroinitializer parts, pointers to globals and functions, vectors inside them, stored, passed,
; returned, selected, merged by phis and used as insertvalue bases; vectors whose lanes are addresses
; (of thread-locals too). Instruction selection rejected every non-zero one ("unsupported constant
; expression"), and vectors of sub-byte lanes (packed bits) could not be encoded at all. Only field
; bytes are printed (padding, undef fields and the bits past a packed vector are unspecified).
%big = type { i64, [3 x i16], ptr, float, ptr, [5 x i8] }
%nest = type { [2 x { i8, i32 }], { i16, i16 }, i32, [3 x i8] }

@g = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@t = thread_local global i32 77
@m = global <12 x i2> <i2 1, i2 2, i2 3, i2 0, i2 1, i2 1, i2 1, i2 1, i2 -1, i2 0, i2 0, i2 1>
@.hex = private constant [5 x i8] c"%02x\00"
@.called = private constant [8 x i8] c"called \00"

declare i32 @printf(ptr, ...)
declare i32 @putchar(i32)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @dump(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = getelementptr i8, ptr %p, i64 %i
  %b = load i8, ptr %a
  %z = zext i8 %b to i32
  %r = call i32 (ptr, ...) @printf(ptr @.hex, i32 %z)
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %out, label %loop
out:
  %s = call i32 @putchar(i32 32)
  ret void
}

define void @dumpat(ptr %p, i64 %o, i64 %n) {
  %a = getelementptr i8, ptr %p, i64 %o
  call void @dump(ptr %a, i64 %n)
  ret void
}

define void @nl(ptr %b) {
  %s = call i32 @putchar(i32 10)
  call void @llvm.memset.p0.i64(ptr %b, i8 90, i64 128, i1 false)
  ret void
}

define void @callee() {
  %r = call i32 (ptr, ...) @printf(ptr @.called)
  ret void
}

; Prints the i32 a pointer field points to, and whether a second field is @callee (then calls it).
define void @show_ptrs(ptr %p, i64 %po, i64 %fo) {
  %pa = getelementptr i8, ptr %p, i64 %po
  %ptr = load ptr, ptr %pa
  %v = load i32, ptr %ptr
  %r = call i32 (ptr, ...) @printf(ptr @.hex, i32 %v)
  %s = call i32 @putchar(i32 32)
  %fa = getelementptr i8, ptr %p, i64 %fo
  %fp = load ptr, ptr %fa
  %is = icmp eq ptr %fp, @callee
  br i1 %is, label %yes, label %no
yes:
  call void %fp()
  ret void
no:
  ret void
}

define void @stores(ptr %b) {
  store [4 x i8] c"abc\00", ptr %b, align 1
  call void @dump(ptr %b, i64 4)
  call void @nl(ptr %b)
  store { i32, double, [2 x i8] } { i32 1, double 2.5, [2 x i8] c"xy" }, ptr %b, align 8
  call void @dumpat(ptr %b, i64 0, i64 4)
  call void @dumpat(ptr %b, i64 8, i64 8)
  call void @dumpat(ptr %b, i64 16, i64 2)
  call void @nl(ptr %b)
  store [24 x i8] c"the quick brown fox\01\02\03\04\FF", ptr %b, align 1
  call void @dump(ptr %b, i64 24)
  call void @nl(ptr %b)
  store %big { i64 -2, [3 x i16] [i16 1, i16 undef, i16 -3], ptr getelementptr (i8, ptr @g, i64 8), float 1.5, ptr @callee, [5 x i8] c"hello" }, ptr %b, align 8
  call void @dumpat(ptr %b, i64 0, i64 10)
  call void @dumpat(ptr %b, i64 12, i64 2)
  call void @dumpat(ptr %b, i64 24, i64 4)
  call void @dumpat(ptr %b, i64 40, i64 5)
  call void @show_ptrs(ptr %b, i64 16, i64 32)
  call void @nl(ptr %b)
  store %nest { [2 x { i8, i32 }] [{ i8, i32 } { i8 7, i32 -1 }, { i8, i32 } zeroinitializer], { i16, i16 } zeroinitializer, i32 poison, [3 x i8] c"xyz" }, ptr %b, align 4
  call void @dumpat(ptr %b, i64 0, i64 1)
  call void @dumpat(ptr %b, i64 4, i64 5)
  call void @dumpat(ptr %b, i64 12, i64 8)
  call void @dumpat(ptr %b, i64 24, i64 3)
  call void @nl(ptr %b)
  store { i8, i16, {}, [2 x {}] } { i8 undef, i16 513, {} zeroinitializer, [2 x {}] undef }, ptr %b, align 2
  call void @dumpat(ptr %b, i64 2, i64 2)
  call void @nl(ptr %b)
  store { i32, {}, i8 } { i32 3, {} {}, i8 4 }, ptr %b, align 4
  call void @dumpat(ptr %b, i64 0, i64 5)
  call void @nl(ptr %b)
  store { ptr, ptr, i32 } { ptr getelementptr (i8, ptr @g, i64 4), ptr @callee, i32 -7 }, ptr %b, align 8
  call void @dumpat(ptr %b, i64 16, i64 4)
  call void @show_ptrs(ptr %b, i64 0, i64 8)
  call void @nl(ptr %b)
  store { ptr, [6 x i16] } { ptr @t, [6 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 6] }, ptr %b, align 8
  call void @dumpat(ptr %b, i64 8, i64 12)
  %tp = load ptr, ptr %b
  %same = icmp eq ptr %tp, @t
  %sz = zext i1 %same to i32
  %r = call i32 (ptr, ...) @printf(ptr @.hex, i32 %sz)
  call void @nl(ptr %b)
  ret void
}

define void @vectors(ptr %b) {
  store { <4 x i32>, i16 } { <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i16 9 }, ptr %b, align 16
  call void @dumpat(ptr %b, i64 0, i64 18)
  call void @nl(ptr %b)
  store { <2 x float>, [3 x i8] } { <2 x float> <float 1.0, float -2.0>, [3 x i8] c"pqr" }, ptr %b, align 8
  call void @dumpat(ptr %b, i64 0, i64 11)
  call void @nl(ptr %b)
  store { <4 x i32>, [6 x i16] } { <4 x i32> <i32 5, i32 undef, i32 7, i32 8>, [6 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 6] }, ptr %b, align 16
  call void @dumpat(ptr %b, i64 0, i64 4)
  call void @dumpat(ptr %b, i64 8, i64 20)
  call void @nl(ptr %b)
  store { <2 x ptr>, i8 } { <2 x ptr> <ptr getelementptr (i8, ptr @g, i64 12), ptr @callee>, i8 5 }, ptr %b, align 16
  call void @dumpat(ptr %b, i64 16, i64 1)
  call void @show_ptrs(ptr %b, i64 0, i64 8)
  call void @nl(ptr %b)
  store { <2 x ptr>, [5 x i8] } { <2 x ptr> <ptr @g, ptr @callee>, [5 x i8] c"vwxyz" }, ptr %b, align 16
  call void @dumpat(ptr %b, i64 16, i64 5)
  call void @show_ptrs(ptr %b, i64 0, i64 8)
  call void @nl(ptr %b)
  store <2 x ptr> <ptr getelementptr (i8, ptr @g, i64 4), ptr @callee>, ptr %b, align 16
  call void @show_ptrs(ptr %b, i64 0, i64 8)
  call void @nl(ptr %b)
  store <4 x i64> <i64 ptrtoint (ptr @g to i64), i64 1, i64 -1, i64 ptrtoint (ptr getelementptr (i8, ptr @g, i64 8) to i64)>, ptr %b, align 32
  call void @dumpat(ptr %b, i64 8, i64 16)
  %l0 = load i64, ptr %b
  %e0 = icmp eq i64 %l0, ptrtoint (ptr @g to i64)
  %z0 = zext i1 %e0 to i32
  %p3 = getelementptr i8, ptr %b, i64 24
  %l3 = load ptr, ptr %p3
  %v3 = load i32, ptr %l3
  %s = add i32 %v3, %z0
  %r = call i32 (ptr, ...) @printf(ptr @.hex, i32 %s)
  call void @nl(ptr %b)
  store { <4 x i1>, [5 x i8] } { <4 x i1> <i1 1, i1 0, i1 1, i1 1>, [5 x i8] c"masks" }, ptr %b, align 1
  %mb = load i8, ptr %b
  %mk = and i8 %mb, 15
  %mz = zext i8 %mk to i32
  %r1 = call i32 (ptr, ...) @printf(ptr @.hex, i32 %mz)
  call void @dumpat(ptr %b, i64 1, i64 5)
  call void @dump(ptr @m, i64 3)
  call void @nl(ptr %b)
  store <2 x ptr> <ptr getelementptr (i8, ptr @t, i64 4), ptr @t>, ptr %b, align 16
  %t0 = load ptr, ptr %b
  %t1a = getelementptr i8, ptr %b, i64 8
  %t1 = load ptr, ptr %t1a
  %te0 = icmp eq ptr %t0, getelementptr (i8, ptr @t, i64 4)
  %te1 = icmp eq ptr %t1, @t
  %tv = load i32, ptr %t1
  %tb = and i1 %te0, %te1
  %tz = zext i1 %tb to i32
  %ts = add i32 %tv, %tz
  %r3 = call i32 (ptr, ...) @printf(ptr @.hex, i32 %ts)
  call void @nl(ptr %b)
  %v = insertelement <2 x ptr> <ptr @g, ptr @callee>, ptr getelementptr (i8, ptr @g, i64 4), i64 1
  store <2 x ptr> %v, ptr %b, align 16
  %q = getelementptr i8, ptr %b, i64 8
  %qp = load ptr, ptr %q
  %qv = load i32, ptr %qp
  %r2 = call i32 (ptr, ...) @printf(ptr @.hex, i32 %qv)
  call void @nl(ptr %b)
  ret void
}

define { i32, [2 x i8] } @ret_small() {
  ret { i32, [2 x i8] } { i32 -559038737, [2 x i8] c"hi" }
}

define [24 x i8] @ret_big() {
  ret [24 x i8] c"returned in memory?\00\01\02\03\04"
}

define %big @ret_bigstruct() {
  ret %big { i64 12345, [3 x i16] [i16 4, i16 5, i16 6], ptr @g, float 3.0, ptr @callee, [5 x i8] c"ABCDE" }
}

define void @take_small({ i32, [3 x i8] } %v, ptr %out) {
  store { i32, [3 x i8] } %v, ptr %out
  ret void
}

define void @take_big([20 x i8] %v, ptr %out) {
  store [20 x i8] %v, ptr %out
  ret void
}

define void @take_nest(%nest %v, i32 %k, ptr %out) {
  store %nest %v, ptr %out
  store i32 %k, ptr %out
  ret void
}

define void @calls(ptr %b) {
  %s = call { i32, [2 x i8] } @ret_small()
  store { i32, [2 x i8] } %s, ptr %b
  call void @dumpat(ptr %b, i64 0, i64 6)
  call void @nl(ptr %b)
  %g = call [24 x i8] @ret_big()
  store [24 x i8] %g, ptr %b
  call void @dump(ptr %b, i64 24)
  call void @nl(ptr %b)
  %h = call %big @ret_bigstruct()
  store %big %h, ptr %b
  call void @dumpat(ptr %b, i64 0, i64 14)
  call void @dumpat(ptr %b, i64 24, i64 4)
  call void @dumpat(ptr %b, i64 40, i64 5)
  call void @show_ptrs(ptr %b, i64 16, i64 32)
  call void @nl(ptr %b)
  call void @take_small({ i32, [3 x i8] } { i32 258, [3 x i8] c"jkl" }, ptr %b)
  call void @dumpat(ptr %b, i64 0, i64 7)
  call void @nl(ptr %b)
  call void @take_big([20 x i8] c"passed by value\00\11\22\33\44", ptr %b)
  call void @dump(ptr %b, i64 20)
  call void @nl(ptr %b)
  call void @take_nest(%nest { [2 x { i8, i32 }] [{ i8, i32 } { i8 1, i32 2 }, { i8, i32 } { i8 3, i32 4 }], { i16, i16 } { i16 5, i16 6 }, i32 7, [3 x i8] c"ijk" }, i32 -1, ptr %b)
  call void @dumpat(ptr %b, i64 0, i64 5)
  call void @dumpat(ptr %b, i64 8, i64 1)
  call void @dumpat(ptr %b, i64 12, i64 15)
  call void @nl(ptr %b)
  ret void
}

define void @values(ptr %b, i1 %c, i8 %x) {
entry:
  %i1 = insertvalue { i32, [2 x i8] } { i32 5, [2 x i8] c"ab" }, i8 %x, 1, 0
  store { i32, [2 x i8] } %i1, ptr %b
  call void @dumpat(ptr %b, i64 0, i64 6)
  call void @nl(ptr %b)
  %i2 = insertvalue [24 x i8] c"insert into a constant!!", i8 %x, 3
  store [24 x i8] %i2, ptr %b
  call void @dump(ptr %b, i64 24)
  call void @nl(ptr %b)
  %i3 = insertvalue %big { i64 1, [3 x i16] [i16 2, i16 3, i16 4], ptr @g, float 5.0, ptr null, [5 x i8] c"fghij" }, ptr @callee, 4
  store %big %i3, ptr %b
  call void @dumpat(ptr %b, i64 0, i64 14)
  call void @dumpat(ptr %b, i64 24, i64 4)
  call void @dumpat(ptr %b, i64 40, i64 5)
  call void @show_ptrs(ptr %b, i64 16, i64 32)
  call void @nl(ptr %b)
  %e1 = extractvalue { i32, [2 x i8] } { i32 5, [2 x i8] c"ab" }, 1, 1
  %e2 = extractvalue [24 x i8] c"extract from a constant.", 8
  %e3 = extractvalue %nest { [2 x { i8, i32 }] [{ i8, i32 } { i8 1, i32 2 }, { i8, i32 } { i8 3, i32 4 }], { i16, i16 } { i16 5, i16 6 }, i32 7, [3 x i8] c"ijk" }, 0, 1
  store i8 %e1, ptr %b
  %b1 = getelementptr i8, ptr %b, i64 1
  store i8 %e2, ptr %b1
  %b4 = getelementptr i8, ptr %b, i64 4
  store { i8, i32 } %e3, ptr %b4
  call void @dumpat(ptr %b, i64 0, i64 2)
  call void @dumpat(ptr %b, i64 4, i64 1)
  call void @dumpat(ptr %b, i64 8, i64 4)
  call void @nl(ptr %b)
  %s1 = select i1 %c, { i32, [2 x i8] } { i32 1, [2 x i8] c"st" }, { i32, [2 x i8] } { i32 2, [2 x i8] c"uv" }
  store { i32, [2 x i8] } %s1, ptr %b
  call void @dumpat(ptr %b, i64 0, i64 6)
  call void @nl(ptr %b)
  %s2 = select i1 %c, [20 x i8] c"selected when true..", [20 x i8] c"selected when false."
  store [20 x i8] %s2, ptr %b
  call void @dump(ptr %b, i64 20)
  call void @nl(ptr %b)
  br i1 %c, label %t, label %f
t:
  br label %j
f:
  br label %j
j:
  %p1 = phi { i16, [3 x i8] } [ { i16 1, [3 x i8] c"phi" }, %t ], [ { i16 2, [3 x i8] c"PHI" }, %f ]
  %p2 = phi [20 x i8] [ c"phi of a big const T", %t ], [ c"phi of a big const F", %f ]
  %p3 = phi %nest [ { [2 x { i8, i32 }] [{ i8, i32 } { i8 1, i32 2 }, { i8, i32 } { i8 3, i32 4 }], { i16, i16 } { i16 5, i16 6 }, i32 7, [3 x i8] c"ijk" }, %t ], [ zeroinitializer, %f ]
  store { i16, [3 x i8] } %p1, ptr %b
  call void @dumpat(ptr %b, i64 0, i64 5)
  call void @nl(ptr %b)
  store [20 x i8] %p2, ptr %b
  call void @dump(ptr %b, i64 20)
  call void @nl(ptr %b)
  store %nest %p3, ptr %b
  call void @dumpat(ptr %b, i64 0, i64 1)
  call void @dumpat(ptr %b, i64 4, i64 5)
  call void @dumpat(ptr %b, i64 12, i64 15)
  call void @nl(ptr %b)
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
  %b = alloca [128 x i8], align 32
  call void @nl(ptr %b)
  call void @stores(ptr %b)
  call void @vectors(ptr %b)
  call void @calls(ptr %b)
  %c = icmp eq i32 %argc, 1
  %x = trunc i32 %argc to i8
  call void @values(ptr %b, i1 %c, i8 %x)
  %nc = xor i1 %c, true
  call void @values(ptr %b, i1 %nc, i8 66)
  ret i32 0
}

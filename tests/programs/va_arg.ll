; The va_arg instruction reading every kind of variadic argument: integers of several widths,
; pointers, doubles, i128 (two general registers, 16-aligned in the overflow area), 16-byte
; vectors, a mixed { i64, double } (one general and one SSE register, gathered), a
; { float, float, float } (two SSE eightbytes) and a 40-byte struct (always in memory), enough of
; each to run out of registers and continue in the overflow area, and a va_list handed to another
; function, both directly and through va_copy.
@.i = private constant [8 x i8] c"i %lld\0A\00"
@.d = private constant [6 x i8] c"d %g\0A\00"
@.x = private constant [16 x i8] c"x %016llx %llx\0A\00"
@.s = private constant [6 x i8] c"s %s\0A\00"
@.m = private constant [19 x i8] c"m %lld %g %lld %g\0A\00"
@.t = private constant [12 x i8] c"t %g %g %g\0A\00"
@.b = private constant [13 x i8] c"b %lld %lld\0A\00"
@.hello = private constant [6 x i8] c"hello\00"
declare i32 @printf(ptr, ...)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)

; Reads `n` arguments whose kinds are the bytes of `kinds`: 'i' i64, 'w' i32, 'b' i8,
; 'd' double, 'p' ptr (a string), 'q' i128, 'v' <2 x i64>, 'm' { i64, double },
; 't' { float, float, float }, 'B' { [5 x i64] }.
define internal void @walk(ptr %kinds, i32 %n, ptr %ap) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %next ]
  %done = icmp sge i32 %k, %n
  br i1 %done, label %exit, label %body
body:
  %kp = getelementptr i8, ptr %kinds, i32 %k
  %kind = load i8, ptr %kp
  switch i8 %kind, label %next [
    i8 105, label %ki
    i8 119, label %kw
    i8 98, label %kb
    i8 100, label %kd
    i8 112, label %kp2
    i8 113, label %kq
    i8 118, label %kv
    i8 109, label %km
    i8 116, label %kt
    i8 66, label %kbig
  ]
ki:
  %vi = va_arg ptr %ap, i64
  call i32 (ptr, ...) @printf(ptr @.i, i64 %vi)
  br label %next
kw:
  %vw = va_arg ptr %ap, i32
  %vw64 = sext i32 %vw to i64
  call i32 (ptr, ...) @printf(ptr @.i, i64 %vw64)
  br label %next
kb:
  %vb = va_arg ptr %ap, i8
  %vb64 = sext i8 %vb to i64
  call i32 (ptr, ...) @printf(ptr @.i, i64 %vb64)
  br label %next
kd:
  %vd = va_arg ptr %ap, double
  call i32 (ptr, ...) @printf(ptr @.d, double %vd)
  br label %next
kp2:
  %vp = va_arg ptr %ap, ptr
  call i32 (ptr, ...) @printf(ptr @.s, ptr %vp)
  br label %next
kq:
  %vq = va_arg ptr %ap, i128
  %qlo = trunc i128 %vq to i64
  %qs = lshr i128 %vq, 64
  %qhi = trunc i128 %qs to i64
  call i32 (ptr, ...) @printf(ptr @.x, i64 %qhi, i64 %qlo)
  br label %next
kv:
  %vv = va_arg ptr %ap, <2 x i64>
  %v0 = extractelement <2 x i64> %vv, i32 0
  %v1 = extractelement <2 x i64> %vv, i32 1
  call i32 (ptr, ...) @printf(ptr @.x, i64 %v1, i64 %v0)
  br label %next
km:
  %vm = va_arg ptr %ap, { i64, double }
  %m0 = extractvalue { i64, double } %vm, 0
  %m1 = extractvalue { i64, double } %vm, 1
  %m2 = va_arg ptr %ap, { i64, double }
  %m20 = extractvalue { i64, double } %m2, 0
  %m21 = extractvalue { i64, double } %m2, 1
  call i32 (ptr, ...) @printf(ptr @.m, i64 %m0, double %m1, i64 %m20, double %m21)
  br label %next
kt:
  %vt = va_arg ptr %ap, { float, float, float }
  %t0 = extractvalue { float, float, float } %vt, 0
  %t1 = extractvalue { float, float, float } %vt, 1
  %t2 = extractvalue { float, float, float } %vt, 2
  %t0d = fpext float %t0 to double
  %t1d = fpext float %t1 to double
  %t2d = fpext float %t2 to double
  call i32 (ptr, ...) @printf(ptr @.t, double %t0d, double %t1d, double %t2d)
  br label %next
kbig:
  %vbig = va_arg ptr %ap, { [5 x i64] }
  %b0 = extractvalue { [5 x i64] } %vbig, 0, 0
  %b4 = extractvalue { [5 x i64] } %vbig, 0, 4
  call i32 (ptr, ...) @printf(ptr @.b, i64 %b0, i64 %b4)
  br label %next
next:
  %k1 = add i32 %k, 1
  br label %loop
exit:
  ret void
}

; Walks its variadic arguments twice: through a va_copy, then through the original.
define internal void @show(ptr %kinds, i32 %n, ...) {
entry:
  %ap = alloca [24 x i8], align 16
  %aq = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  call void @walk(ptr %kinds, i32 %n, ptr %aq)
  call void @llvm.va_end.p0(ptr %aq)
  call void @walk(ptr %kinds, i32 %n, ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret void
}

@k1 = private constant [13 x i8] c"iwbdpiiiiiii\00"
@k2 = private constant [12 x i8] c"ddddddddddd\00"
@k3 = private constant [9 x i8] c"iqiqvqdv\00"
@k4 = private constant [13 x i8] c"iiiiqdvdvdvd\00"
@k5 = private constant [9 x i8] c"mtBmtBid\00"

define i32 @main() {
entry:
  call void (ptr, i32, ...) @show(ptr @k1, i32 12, i64 -1, i32 -7, i8 65, double 2.5, ptr @.hello, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7)
  call void (ptr, i32, ...) @show(ptr @k2, i32 11, double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0, double 9.0, double 10.0, double 11.0)
  call void (ptr, i32, ...) @show(ptr @k3, i32 8, i64 9, i128 18446744073709551621, i64 10, i128 -2, <2 x i64> <i64 11, i64 12>, i128 340282366920938463463374607431768211455, double 0.5, <2 x i64> <i64 13, i64 -14>)
  call void (ptr, i32, ...) @show(ptr @k4, i32 12, i64 21, i64 22, i64 23, i64 24, i128 25, double 0.25, <2 x i64> <i64 26, i64 27>, double 0.125, <2 x i64> <i64 28, i64 29>, double 0.0625, <2 x i64> <i64 30, i64 31>, double 0.03125)
  call void (ptr, i32, ...) @show(ptr @k5, i32 8, { i64, double } { i64 41, double 4.5 }, { i64, double } { i64 42, double 5.5 }, { float, float, float } { float 1.5, float 2.5, float 3.5 }, { [5 x i64] } { [5 x i64] [i64 51, i64 52, i64 53, i64 54, i64 55] }, { i64, double } { i64 43, double 6.5 }, { i64, double } { i64 44, double 7.5 }, { float, float, float } { float 8.5, float 9.5, float 10.5 }, { [5 x i64] } { [5 x i64] [i64 61, i64 62, i64 63, i64 64, i64 65] }, i64 70, double 71.5)
  ret i32 0
}

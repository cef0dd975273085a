; Vector getelementptr as clang's vectorizers make it: a scalar base with a vector of indices,
; a vector of bases with a scalar index, i32 indices (sign-extended, negative too), a struct
; field through a splat index, and <4 x ptr> results; every lane is loaded and printed.
%struct.P = type { i32, double, [3 x i16] }

@arr = global [8 x i64] [i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17], align 16
@ps = global [3 x %struct.P] [%struct.P { i32 1, double 1.5, [3 x i16] [i16 100, i16 101, i16 102] }, %struct.P { i32 2, double 2.5, [3 x i16] [i16 200, i16 201, i16 202] }, %struct.P { i32 3, double 3.5, [3 x i16] [i16 300, i16 301, i16 302] }], align 16
@.l = private constant [6 x i8] c"%lld\0A\00"
@.d = private constant [4 x i8] c"%g\0A\00"

declare i32 @printf(ptr, ...)

define void @show_i64(<2 x ptr> %v) {
  %a = extractelement <2 x ptr> %v, i32 0
  %b = extractelement <2 x ptr> %v, i32 1
  %x = load i64, ptr %a
  %y = load i64, ptr %b
  call i32 (ptr, ...) @printf(ptr @.l, i64 %x)
  call i32 (ptr, ...) @printf(ptr @.l, i64 %y)
  ret void
}

define i32 @main() {
  ; scalar base, vector index
  %g1 = getelementptr inbounds i64, ptr @arr, <2 x i64> <i64 1, i64 6>
  call void @show_i64(<2 x ptr> %g1)
  ; vector base, scalar index
  %bases = insertelement <2 x ptr> poison, ptr @arr, i32 0
  %b2 = getelementptr i64, ptr @arr, i64 4
  %bases2 = insertelement <2 x ptr> %bases, ptr %b2, i32 1
  %g2 = getelementptr i64, <2 x ptr> %bases2, i64 2
  call void @show_i64(<2 x ptr> %g2)
  ; i32 indices, one negative, from a base in the middle
  %mid = getelementptr i64, ptr @arr, i64 5
  %idx = insertelement <2 x i32> <i32 -3, i32 0>, i32 2, i32 1
  %g3 = getelementptr inbounds i64, ptr %mid, <2 x i32> %idx
  call void @show_i64(<2 x ptr> %g3)
  ; array of structs: element k, field 1 (a double) through a splat struct index
  %ks = insertelement <2 x i64> <i64 0, i64 0>, i64 2, i32 1
  %g4 = getelementptr inbounds [3 x %struct.P], ptr @ps, i64 0, <2 x i64> %ks, <2 x i32> <i32 1, i32 1>
  %d0p = extractelement <2 x ptr> %g4, i32 0
  %d1p = extractelement <2 x ptr> %g4, i32 1
  %d0 = load double, ptr %d0p
  %d1 = load double, ptr %d1p
  call i32 (ptr, ...) @printf(ptr @.d, double %d0)
  call i32 (ptr, ...) @printf(ptr @.d, double %d1)
  ; four lanes: field 2, element j of the i16 array
  %g5 = getelementptr inbounds %struct.P, ptr @ps, <4 x i64> <i64 0, i64 1, i64 2, i64 1>, i32 2, <4 x i64> <i64 2, i64 0, i64 1, i64 1>
  %e0 = extractelement <4 x ptr> %g5, i32 0
  %e1 = extractelement <4 x ptr> %g5, i32 1
  %e2 = extractelement <4 x ptr> %g5, i32 2
  %e3 = extractelement <4 x ptr> %g5, i32 3
  %h0 = load i16, ptr %e0
  %h1 = load i16, ptr %e1
  %h2 = load i16, ptr %e2
  %h3 = load i16, ptr %e3
  %s0 = sext i16 %h0 to i64
  %s1 = sext i16 %h1 to i64
  %s2 = sext i16 %h2 to i64
  %s3 = sext i16 %h3 to i64
  call i32 (ptr, ...) @printf(ptr @.l, i64 %s0)
  call i32 (ptr, ...) @printf(ptr @.l, i64 %s1)
  call i32 (ptr, ...) @printf(ptr @.l, i64 %s2)
  call i32 (ptr, ...) @printf(ptr @.l, i64 %s3)
  ret i32 0
}

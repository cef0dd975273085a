; Conversions of integers wider than 128 bits to float and double that overflow, or round to
; the largest finite value: exactly at and just below the midpoint between it and 2^128 (float)
; or 2^1024 (double). The expected output is IEEE round-to-nearest-even (hand-checked); LLVM 19's
; ExpandLargeFpConvert gets the overflowing cases wrong (llc-19 prints -0x1p+0, -0x1p-106 and
; -0x1p-948 for the first three), so this file is not in tests/regressions.
@.f = private constant [4 x i8] c"%a\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  %p0 = alloca i256, align 8
  store volatile i256 -1, ptr %p0, align 8
  %v0 = load volatile i256, ptr %p0, align 8
  %f0 = uitofp i256 %v0 to float
  %d0 = fpext float %f0 to double
  %c0 = call i32 (ptr, ...) @printf(ptr @.f, double %d0)
  %p1 = alloca i200, align 8
  store volatile i200 -1427247692705959881058285969449495136382746624, ptr %p1, align 8
  %v1 = load volatile i200, ptr %p1, align 8
  %f1 = sitofp i200 %v1 to float
  %d1 = fpext float %f1 to double
  %c1 = call i32 (ptr, ...) @printf(ptr @.f, double %d1)
  %p2 = alloca i1100, align 8
  store volatile i1100 -1, ptr %p2, align 8
  %v2 = load volatile i1100, ptr %p2, align 8
  %f2 = uitofp i1100 %v2 to double
  %d2 = fadd double %f2, 0.000000e+00
  %c2 = call i32 (ptr, ...) @printf(ptr @.f, double %d2)
  %p3 = alloca i1100, align 8
  store volatile i1100 179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792, ptr %p3, align 8
  %v3 = load volatile i1100, ptr %p3, align 8
  %f3 = uitofp i1100 %v3 to double
  %d3 = fadd double %f3, 0.000000e+00
  %c3 = call i32 (ptr, ...) @printf(ptr @.f, double %d3)
  %p4 = alloca i1100, align 8
  store volatile i1100 179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791, ptr %p4, align 8
  %v4 = load volatile i1100, ptr %p4, align 8
  %f4 = uitofp i1100 %v4 to double
  %d4 = fadd double %f4, 0.000000e+00
  %c4 = call i32 (ptr, ...) @printf(ptr @.f, double %d4)
  %p5 = alloca i1100, align 8
  store volatile i1100 -179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791, ptr %p5, align 8
  %v5 = load volatile i1100, ptr %p5, align 8
  %f5 = sitofp i1100 %v5 to double
  %d5 = fadd double %f5, 0.000000e+00
  %c5 = call i32 (ptr, ...) @printf(ptr @.f, double %d5)
  %p6 = alloca i1100, align 8
  store volatile i1100 -179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792, ptr %p6, align 8
  %v6 = load volatile i1100, ptr %p6, align 8
  %f6 = sitofp i1100 %v6 to double
  %d6 = fadd double %f6, 0.000000e+00
  %c6 = call i32 (ptr, ...) @printf(ptr @.f, double %d6)
  %p7 = alloca i200, align 8
  store volatile i200 340282356779733661637539395458142568448, ptr %p7, align 8
  %v7 = load volatile i200, ptr %p7, align 8
  %f7 = uitofp i200 %v7 to float
  %d7 = fpext float %f7 to double
  %c7 = call i32 (ptr, ...) @printf(ptr @.f, double %d7)
  %p8 = alloca i200, align 8
  store volatile i200 340282356779733661637539395458142568447, ptr %p8, align 8
  %v8 = load volatile i200, ptr %p8, align 8
  %f8 = uitofp i200 %v8 to float
  %d8 = fpext float %f8 to double
  %c8 = call i32 (ptr, ...) @printf(ptr @.f, double %d8)
  %p9 = alloca i129, align 8
  store volatile i129 -340282366920938463463374607431768211456, ptr %p9, align 8
  %v9 = load volatile i129, ptr %p9, align 8
  %f9 = sitofp i129 %v9 to float
  %d9 = fpext float %f9 to double
  %c9 = call i32 (ptr, ...) @printf(ptr @.f, double %d9)
  %p10 = alloca i129, align 8
  store volatile i129 -340282356779733661637539395458142568447, ptr %p10, align 8
  %v10 = load volatile i129, ptr %p10, align 8
  %f10 = sitofp i129 %v10 to float
  %d10 = fpext float %f10 to double
  %c10 = call i32 (ptr, ...) @printf(ptr @.f, double %d10)
  ret i32 0
}

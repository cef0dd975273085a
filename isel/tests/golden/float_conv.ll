define double @conv(i64 %u, float %f) {
  %a = uitofp i64 %u to double
  %b = fpext float %f to double
  %c = fmul double %a, %b
  %n = fneg double %c
  %i = fptoui double %n to i64
  %d = uitofp i64 %i to double
  ret double %d
}

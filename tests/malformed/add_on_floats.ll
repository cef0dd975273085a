define double @f(double %a) {
  %c = add double %a, 1.0
  ret double %c
}

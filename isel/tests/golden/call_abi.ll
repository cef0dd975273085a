%struct.S = type { i64, i64, i64 }
declare void @take(ptr byval(%struct.S) align 8, double, i128, i32 signext)
define { i64, double } @f(ptr %s, double %d, i128 %w, i8 %b) {
  %e = sext i8 %b to i32
  call void @take(ptr byval(%struct.S) align 8 %s, double %d, i128 %w, i32 signext %e)
  %r0 = insertvalue { i64, double } poison, i64 7, 0
  %r1 = insertvalue { i64, double } %r0, double %d, 1
  ret { i64, double } %r1
}

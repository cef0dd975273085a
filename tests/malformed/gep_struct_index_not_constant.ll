%S = type { i32, i64 }
define ptr @f(ptr %p, i32 %i) {
  %g = getelementptr %S, ptr %p, i32 0, i32 %i
  ret ptr %g
}

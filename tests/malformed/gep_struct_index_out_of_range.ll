%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i32 0, i32 5
  ret ptr %g
}

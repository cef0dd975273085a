define i32 @f(i1 %c, i64 %w) {
entry:
  br label %m
m:
  %p = phi i32 [ %w, %entry ]
  ret i32 %p
}

define i32 @f(i1 %c) {
entry:
  br label %m
other:
  br label %m
m:
  %p = phi i32 [ 1, %entry ], [ 2, %other ], [ 3, %m ]
  ret i32 %p
}

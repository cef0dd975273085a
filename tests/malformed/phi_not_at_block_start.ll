define i32 @f(i1 %c) {
entry:
  br label %next
next:
  %x = add i32 1, 2
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}

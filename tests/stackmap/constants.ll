; llvm.experimental.stackmap with constant values (small ones inline, large ones pooled, null,
; undef) and shadows, in two functions: the StackMap section must list the same functions,
; records, location counts, kinds and constants as llc-19's.
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare i32 @g(i32)

define i32 @f(i32 %x) {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 7, i32 0, i64 1, i32 -5, i64 1099511627776, ptr null, i64 undef)
  %r = call i32 @g(i32 %x)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 8, i32 4)
  ret i32 %r
}

define i32 @h() {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 9, i32 0, i64 1099511627776, i64 -1099511627776)
  ret i32 0
}

define i32 @none() {
  ret i32 1
}

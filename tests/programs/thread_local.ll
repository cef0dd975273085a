; Thread-local globals on one thread: initialised (.tdata) and zero (.tbss) ones, an array, a
; constant offset into it, reached both through llvm.threadlocal.address (as clang emits) and
; directly, read and written. The native build must print what the interpreter prints.
@.f = private constant [16 x i8] c"%lld %lld %lld\0A\00"
@count = internal thread_local global i64 40
@zero = thread_local global i32 0
@table = internal thread_local global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 16
declare i32 @printf(ptr, ...)
declare ptr @llvm.threadlocal.address.p0(ptr)

define internal i64 @step(i64 %k) {
entry:
  %c = call ptr @llvm.threadlocal.address.p0(ptr @count)
  %v = load i64, ptr %c
  %w = add i64 %v, %k
  store i64 %w, ptr %c
  %z = load i32, ptr @zero
  %z1 = add i32 %z, 1
  store i32 %z1, ptr @zero
  %t = call ptr @llvm.threadlocal.address.p0(ptr @table)
  %slot = getelementptr i64, ptr %t, i64 %k
  %old = load i64, ptr %slot
  %new = mul i64 %old, 3
  store i64 %new, ptr %slot
  ret i64 %w
}

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %k = and i64 %i, 3
  %r = call i64 @step(i64 %k)
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, 10
  br i1 %done, label %out, label %loop
out:
  %third = load i64, ptr getelementptr inbounds ([4 x i64], ptr @table, i64 0, i64 2)
  %z = load i32, ptr @zero
  %z64 = zext i32 %z to i64
  call i32 (ptr, ...) @printf(ptr @.f, i64 %r, i64 %third, i64 %z64)
  ret i32 0
}

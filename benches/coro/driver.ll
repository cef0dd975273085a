; The driver of the resume-cost benchmark (a separate module, so every resume is an indirect call): sums 10^8 yielded integers through coro.resume, coro.done and coro.promise.

declare ptr @gen(i64)
@.fmt = private constant [11 x i8] c"sum %lld\0A\00\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  %h = call ptr @gen(i64 100000000)
  %p = call ptr @llvm.coro.promise(ptr %h, i32 8, i1 false)
  br label %loop
loop:
  %acc = phi i64 [ 0, %entry ], [ %acc2, %body ]
  call void @llvm.coro.resume(ptr %h)
  %done = call i1 @llvm.coro.done(ptr %h)
  br i1 %done, label %out, label %body
body:
  %v = load i64, ptr %p
  %acc2 = add i64 %acc, %v
  br label %loop
out:
  call void @llvm.coro.destroy(ptr %h)
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %acc)
  ret i32 0
}

; Drives benches/coro/async.ll: allocates the context the async function pointer asks for, starts
; the coroutine with n = 10^8, and resumes it through the resume function in its context until it
; no longer parks itself.
@counter_fp = external constant <{ i32, i32 }>
@pending = external global ptr
@.fmt = private constant [5 x i8] c"%ld\0A\00"
declare void @counter(ptr)
declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %szp = getelementptr inbounds i8, ptr @counter_fp, i64 4
  %sz = load i32, ptr %szp
  %sz64 = zext i32 %sz to i64
  %ctx = call ptr @malloc(i64 %sz64)
  store i64 100000000, ptr %ctx
  call void @counter(ptr %ctx)
  br label %loop
loop:
  %c = load ptr, ptr @pending
  %done = icmp eq ptr %c, null
  br i1 %done, label %out, label %go
go:
  store ptr null, ptr @pending
  %rp = getelementptr inbounds i8, ptr %c, i64 8
  %fn = load ptr, ptr %rp
  call void %fn(ptr %c)
  br label %loop
out:
  %acc = load i64, ptr %ctx
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %acc)
  ret i32 0
}

; Seed 001 (GC statepoints), section "PlaceSafepoints": the poll routine is the
; function named @gc.safepoint_poll, whose body is inlined at each poll site.
; @test is the seed's input and @test.polled the seed's output (an
; unconditional entry poll before the call to @foo). @list_length /
; @list_length.polled add the loop-backedge case, as produced by
; opt-19 -passes=place-safepoints (entry poll plus a poll on the backedge of a
; loop without a bounded trip count). @main drives the polled versions; the
; poll counts how often it ran. Expected output: "polls=5 len=3".
target triple = "x86_64-unknown-linux-gnu"

@polls = global i32 0, align 4
@.fmt = private unnamed_addr constant [17 x i8] c"polls=%d len=%d\0A\00", align 1

define void @foo() {
entry:
  ret void
}

define void @do_safepoint() {
entry:
  %n = load i32, ptr @polls, align 4
  %n1 = add i32 %n, 1
  store i32 %n1, ptr @polls, align 4
  ret void
}

define void @gc.safepoint_poll() {
  call void @do_safepoint()
  ret void
}

; Input.
define void @test() gc "statepoint-example" {
  call void @foo()
  ret void
}

; Output of PlaceSafepoints for @test.
define void @test.polled() gc "statepoint-example" {
  call void @do_safepoint()
  call void @foo()
  ret void
}

; Input: a loop with no bounded trip count.
define i64 @list_length(ptr %head) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %p = phi ptr [ %head, %entry ], [ %next, %loop ]
  %len = phi i64 [ 0, %entry ], [ %len.next, %loop ]
  %len.next = add i64 %len, 1
  %next = load ptr, ptr %p, align 8
  %done = icmp eq ptr %next, null
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %len.next
}

; Output of PlaceSafepoints for @list_length.
define i64 @list_length.polled(ptr %head) gc "statepoint-example" {
entry:
  call void @do_safepoint()
  br label %loop
loop:
  %p = phi ptr [ %head, %entry ], [ %next, %loop ]
  %len = phi i64 [ 0, %entry ], [ %len.next, %loop ]
  %len.next = add i64 %len, 1
  %next = load ptr, ptr %p, align 8
  %done = icmp eq ptr %next, null
  call void @do_safepoint()
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %len.next
}

define i32 @main() {
entry:
  %n3 = alloca ptr, align 8
  %n2 = alloca ptr, align 8
  %n1 = alloca ptr, align 8
  store ptr null, ptr %n3, align 8
  store ptr %n3, ptr %n2, align 8
  store ptr %n2, ptr %n1, align 8
  call void @test.polled()
  %len = call i64 @list_length.polled(ptr %n1)
  %len32 = trunc i64 %len to i32
  %polls = load i32, ptr @polls, align 4
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %polls, i32 %len32)
  ret i32 0
}

declare i32 @printf(ptr, ...)

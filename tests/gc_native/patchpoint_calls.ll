; Patchpoints that call their target (an IR function, a C library function, a target computed at
; run time), a null-target patchpoint (nothing runs), and stack maps, in a loop with values live
; across them; managed references live across the patchpoint's statepoints around it. The
; interpreter calls the targets as the unpatched code does.

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare i64 @labs(i64)
declare i64 @llvm.experimental.patchpoint.i64(i64, i32, ptr, i32, ...)
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
declare void @llvm.experimental.stackmap(i64, i32, ...)

@fmt = private unnamed_addr constant [21 x i8] c"%lld %lld %lld %lld\0A\00"

define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}

define i64 @mix(i64 %a, i64 %b) {
entry:
  %m = mul i64 %a, 31
  %s = add i64 %m, %b
  ret i64 %s
}

define i64 @twice(i64 %a) {
entry:
  %s = shl i64 %a, 1
  ret i64 %s
}

define i64 @run(i64 %n, i1 %which) gc "statepoint-example" {
entry:
  %box = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %target = select i1 %which, ptr @twice, ptr @labs
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 7, %entry ], [ %acc2, %loop ]
  %neg = sub i64 0, %i
  %x = call i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 1, i32 16, ptr @mix, i32 2, i64 %acc, i64 %i, i64 %acc, i64 %n, i64 99)
  %y = call i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 2, i32 13, ptr @labs, i32 1, i64 %neg, i64 %x)
  %z = call i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 3, i32 16, ptr %target, i32 1, i64 %y)
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 4, i32 12, ptr null, i32 0, i64 %z, i64 %x)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 5, i32 4, i64 %x, i64 %y, i64 %z, i64 -1)
  %old = load i64, ptr addrspace(1) %box
  %acc1 = add i64 %x, %z
  %acc2 = urem i64 %acc1, 1000003
  %new = add i64 %old, %acc2
  store i64 %new, ptr addrspace(1) %box
  %tmp = call ptr addrspace(1) @gc_alloc(i64 0, i64 24)
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop

exit:
  %total = load i64, ptr addrspace(1) %box
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i64 %n, i64 %acc2, i64 %total, i64 %i1)
  ret i64 %total
}

define i32 @main() gc "statepoint-example" {
entry:
  %a = call i64 @run(i64 20, i1 false)
  %b = call i64 @run(i64 9, i1 true)
  ret i32 0
}

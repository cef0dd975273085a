; Patchpoints (a call padded to its size; only nops for a null target) and stack maps with live
; values: registers or spill slots, an alloca (Direct), a constant; a value live across several.

declare i64 @llvm.experimental.patchpoint.i64(i64, i32, ptr, i32, ...)
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare i64 @target(i64, i64)
define i64 @f(i64 %a, i64 %b, i32 %c, ptr %p) {
entry:
  %s = alloca i64
  %r = call i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 5, i32 16, ptr @target, i32 2, i64 %a, i64 %b, i64 %a, i32 %c, ptr %s, i64 77)
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 6, i32 20, ptr null, i32 0, i64 %r, ptr %p)
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 7, i32 0, i64 %r, i32 %c, ptr %p)
  %x = add i64 %r, %b
  ret i64 %x
}

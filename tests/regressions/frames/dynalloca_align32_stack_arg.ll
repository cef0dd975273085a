; A call passing a 32-byte-aligned byval argument on the stack after a dynamic alloca:
; the outgoing argument area (at rsp) must be 32-aligned at the call.
%struct.S32 = type { [4 x i64] }
declare void @g(i32, ptr byval(%struct.S32) align 32)
declare void @use(ptr)
define void @caller(i32 %n) {
  %s = alloca %struct.S32, align 32
  %n64 = zext i32 %n to i64
  %vla = alloca i8, i64 %n64, align 16
  call void @use(ptr %vla)
  %n64s = sext i32 %n to i64
  store i64 %n64s, ptr %s
  %p3 = getelementptr i64, ptr %s, i64 3
  %n3 = add i64 %n64s, 3
  store i64 %n3, ptr %p3
  call void @g(i32 %n, ptr byval(%struct.S32) align 32 %s)
  ret void
}

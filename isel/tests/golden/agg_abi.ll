%struct.F3 = type { float, float, float }
%struct.M = type { i8, float, double }
declare %struct.F3 @f3(%struct.F3, [3 x float])
declare win64cc { i64, i64, i64 } @w(%struct.M, i64, <4 x float>)
define void @sysv_caller(ptr %p, ptr %q) {
  %a = load %struct.F3, ptr %p
  %b = load [3 x float], ptr %p
  %r = call %struct.F3 @f3(%struct.F3 %a, [3 x float] %b)
  store %struct.F3 %r, ptr %q
  ret void
}
define win64cc %struct.M @win64_callee(%struct.M %m, i64 %k) {
  %r = call win64cc { i64, i64, i64 } @w(%struct.M %m, i64 %k, <4 x float> zeroinitializer)
  ret %struct.M %m
}

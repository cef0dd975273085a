; Vector frem (fmod/fmodf per lane) and llvm.fma on vectors fused exactly (fma/fmaf per lane): the
; fma inputs are chosen so an unfused multiply-add gives a different last bit.
@.f = private constant [16 x i8] c"%g %g %g %g %g\0A\00"
declare i32 @printf(ptr, ...)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>)
define i32 @main() {
entry:
  %r = frem <4 x float> <float 7.5, float -7.5, float 1.0e10, float 3.0>, <float 2.0, float 2.0, float 3.0, float 0.5>
  %d = frem <2 x double> <double 10.25, double -3.5>, <double 3.0, double 1.5>
  %f = call <4 x float> @llvm.fma.v4f32(<4 x float> <float 0x3FF0000020000000, float 2.0, float 3.0, float 4.0>, <4 x float> <float 0x3FF0000020000000, float 2.0, float 3.0, float 4.0>, <4 x float> <float -1.0, float 1.0, float 1.0, float 1.0>)
  %g = call <2 x double> @llvm.fma.v2f64(<2 x double> <double 0x3FF0000000000001, double 2.0>, <2 x double> <double 0x3FF0000000000001, double 2.0>, <2 x double> <double -1.0, double 0.5>)
  %r0 = extractelement <4 x float> %r, i32 0
  %r1 = extractelement <4 x float> %r, i32 1
  %r2 = extractelement <4 x float> %r, i32 2
  %r3 = extractelement <4 x float> %r, i32 3
  %e0 = fpext float %r0 to double
  %e1 = fpext float %r1 to double
  %e2 = fpext float %r2 to double
  %e3 = fpext float %r3 to double
  %d0 = extractelement <2 x double> %d, i32 0
  call i32 (ptr, ...) @printf(ptr @.f, double %e0, double %e1, double %e2, double %e3, double %d0)
  %d1 = extractelement <2 x double> %d, i32 1
  %f0 = extractelement <4 x float> %f, i32 0
  %f1 = extractelement <4 x float> %f, i32 1
  %ef0 = fpext float %f0 to double
  %ef1 = fpext float %f1 to double
  %g0 = extractelement <2 x double> %g, i32 0
  %g1 = extractelement <2 x double> %g, i32 1
  call i32 (ptr, ...) @printf(ptr @.f, double %d1, double %ef0, double %ef1, double %g0, double %g1)
  ret i32 0
}

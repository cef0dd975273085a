# Hand-written: a variadic C callee receiving doubles, an i128, small and large structs and a vector.
abi: sysv
ret: { double, i64 }
param: i32
param: { float, float }
vararg: double
vararg: { i8, i16 }
vararg: i128
vararg: { i64, i64, i64 }
vararg: <2 x double>
vararg: double
vararg: ptr

# Hand-written: the 12-byte {float,float,float}, a packed struct with a misaligned double, an
# over-aligned struct, an i128 and a vector, both as parameters and (where allowed) returned.
abi: sysv
ret: { float, float, float }
param: { float, float, float }
param: <{ i8, double }>
param: { i32, i8 } alignstack(16)
param: i128
param: <4 x float>
param: { [3 x i16], { i8, <2 x double> } } alignstack(32)
param: [3 x i8]

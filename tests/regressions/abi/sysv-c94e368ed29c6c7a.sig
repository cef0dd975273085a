# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 75)
# failed with: sig 75 kiln->c arg 2 byte 0: expected 0x91 got 0x61
abi: sysv
ret: i32
param: { ptr, <{ i64, i64, i64 }> }
vararg: <2 x double>
vararg: <8 x float>
vararg: i32
vararg: double
vararg: { i8 }

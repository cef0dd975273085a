# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 151)
# failed with: sig 151 kiln->c arg 0 byte 0: expected 0x37 got 0x30
abi: sysv
ret: void
param: <8 x float>

# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 12)
# failed with: sig 12 c->kiln arg 0 byte 8: expected 0xaa got 0x00
abi: sysv
ret: void
param: { double, double, double }

# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424b sig 157)
# failed with: sig 157 c->kiln arg 0 byte 0: expected 0xbd got 0x10
abi: msabi
ret: void
param: i64

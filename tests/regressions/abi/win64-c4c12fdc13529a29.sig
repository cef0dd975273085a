# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424a sig 65)
# failed with: sig 65 c->kiln arg 0 byte 0: expected 0x71 got 0xb0
abi: win64
ret: void
param: ptr

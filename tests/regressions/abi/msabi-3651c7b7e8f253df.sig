# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424b sig 462)
# failed with: sig 462 kiln->c arg 0 byte 0: expected 0x24 got 0x48
abi: msabi
ret: void
param: <4 x i32>

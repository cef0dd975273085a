# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424b sig 548)
# failed with: rejected by Kiln: batch.ll: error: writing the object failed: no CFI rule for saving rsi
abi: msabi
ret: void
param: i128
param: i32
param: i32
param: i128
param: i8
param: <4 x i32>

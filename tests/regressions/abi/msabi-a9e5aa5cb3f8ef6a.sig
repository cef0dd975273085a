# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424b sig 772)
# failed with: rejected by Kiln: batch.ll: error: writing the object failed: no CFI rule for saving rsi
abi: msabi
ret: void
param: i16
param: ptr

# Kiln ABI fuzz regression (kiln, shrunk from seed 0x309 sig 1367)
# failed with: rejected by Kiln: batch.ll: error: writing the object failed: no CFI rule for saving rsi
abi: msabi
ret: void
param: i128
param: i16
param: { ptr, i16, i16 }
param: i32
param: i8

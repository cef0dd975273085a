# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 551)
# failed with: sig 551 c->kiln ret byte 1: expected 0xbb got 0x00
abi: sysv
ret: { i8, i8 }
param: i16

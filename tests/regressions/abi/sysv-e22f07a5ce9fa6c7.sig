# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 41)
# failed with: crashed or hung in Kiln calling C (kiln->c)
abi: sysv
ret: { <16 x i8>, i8 }
param: i8

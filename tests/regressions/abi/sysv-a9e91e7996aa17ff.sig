# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 627)
# failed with: crashed or hung in Kiln calling C (kiln->c) (killed after 30s)
abi: sysv
ret: <4 x double>
param: double

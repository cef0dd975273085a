# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424b sig 986)
# failed with: crashed or hung in Kiln calling C (kiln->c) (signal: 11 (SIGSEGV))
abi: msabi
ret: void
param: double
param: <2 x double>

# Found against the isel branch (seed 0x4b494c4e5f414248 sig 151, shrunk): a 256-bit vector parameter is
# passed in memory by gcc without AVX (psABI: __m256 is MEMORY without AVX), not in two xmm registers.
abi: sysv
ret: void
param: <8 x float>

# Found against the isel branch (seed 0x4b494c4e5f414248 sig 627, shrunk): a 256-bit vector returned by a
# C callee comes back through a hidden buffer with gcc without AVX; Kiln calling C hung.
abi: sysv
ret: <4 x double>
param: double

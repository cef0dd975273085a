# Kiln ABI fuzz regression (kiln, shrunk from seed 0x309 sig 588)
# failed with: rejected by Kiln: batch.ll: error: code emission failed in @kiln_caller_0: unsupported: saving xmm6-xmm15 in a Win64 function
abi: msabi
ret: void
param: float
param: double
param: <4 x float>
param: [3 x double]

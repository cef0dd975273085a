# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424b sig 517)
# failed with: rejected by Kiln: batch.ll: error: code emission failed in @kiln_caller_0: unsupported: saving xmm6-xmm15 in a Win64 function
abi: msabi
ret: void
param: [2 x double]
param: { [2 x float], <2 x double> }
param: float

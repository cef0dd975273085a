# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424a sig 564)
# failed with: rejected by Kiln: batch.ll: error: code emission failed in @kiln_caller_0: unsupported: saving xmm6-xmm15 in a Win64 function
abi: win64
ret: void
param: double
param: double
vararg: double
vararg: <2 x double>
vararg: double
vararg: double

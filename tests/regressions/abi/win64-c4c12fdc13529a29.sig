# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424a sig 65)
# failed with: rejected by Kiln: batch.ll: error: writing the object failed: COFF objects are not implemented yet
abi: win64
ret: void
param: ptr

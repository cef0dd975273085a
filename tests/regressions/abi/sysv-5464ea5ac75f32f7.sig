# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 382)
# failed with: rejected by Kiln: batch.ll:7:1: error: in @kiln_callee_0: in @kiln_callee_0: values of type i32 need too many registers
abi: sysv
ret: void
param: { i32, i32, i32, i32, i32 }

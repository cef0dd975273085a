# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f414248 sig 43)
# failed with: rejected by Kiln: batch.ll:13:3: error: in @kiln_callee_0: return value needs more than two registers of a class
abi: sysv
ret: { i32, i8, ptr }
param: double

# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424b sig 36)
# failed with: rejected by Kiln: batch.ll:13:3: error: in @kiln_callee_0: return value needs more than two registers of a class
abi: msabi
ret: [3 x i16]
param: i64

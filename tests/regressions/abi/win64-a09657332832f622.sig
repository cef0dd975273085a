# Kiln ABI fuzz regression (kiln, shrunk from seed 0x4b494c4e5f41424a sig 57)
# failed with: crashed or hung in Kiln calling C (kiln->c) (exit status: 5)
abi: win64
ret: { double, double }
param: i64

declare void @llvm.frobnicate.i32(i32)

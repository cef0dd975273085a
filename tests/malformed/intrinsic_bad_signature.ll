declare void @llvm.memcpy.p0.p0.i64(ptr, ptr)

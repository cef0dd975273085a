frobnicate void @f()

@s = constant [2 x i8] c"\zz"

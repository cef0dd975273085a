@s = constant [4 x i8] c"abc"

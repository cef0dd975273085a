@g = global i32 0
@a = alias i32, ptr @g

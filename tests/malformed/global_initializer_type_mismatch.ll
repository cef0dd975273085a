@g = global i32 1.5

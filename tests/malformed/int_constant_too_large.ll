@g = global i8 256

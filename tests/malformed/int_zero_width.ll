@g = global i0 0

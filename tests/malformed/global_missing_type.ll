@g = global 0

@g = global <2 x { i32 }> zeroinitializer

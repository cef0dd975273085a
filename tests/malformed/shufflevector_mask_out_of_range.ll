define <4 x i32> @f(<4 x i32> %a) {
  %v = shufflevector <4 x i32> %a, <4 x i32> %a, <4 x i32> <i32 0, i32 9, i32 1, i32 2>
  ret <4 x i32> %v
}

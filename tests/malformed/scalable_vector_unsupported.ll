define void @f(<vscale x 4 x i32> %v) {
  ret void
}

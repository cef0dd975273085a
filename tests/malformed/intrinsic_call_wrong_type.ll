declare void @llvm.coro.await.suspend.void(ptr, ptr, ptr)
define void @f(ptr %h, ptr %w) {
  call void @llvm.coro.await.suspend.void(ptr %h, ptr %w)
  ret void
}

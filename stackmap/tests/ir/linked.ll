; Linked with linked_main.c into an executable (tests/linked.rs). Each call is a statepoint after
; `opt -passes=rewrite-statepoints-for-gc`; every callee prints its return address, so each
; record's address is seen at run time. `first` and `second` call different callees.
declare ptr addrspace(1) @make(i64)
declare void @poll_first()
declare void @poll_second(i64)

define i64 @first(i64 %x) gc "statepoint-example" {
entry:
  %p = call ptr addrspace(1) @make(i64 %x)
  call void @poll_first()
  %v = load i64, ptr addrspace(1) %p
  call void @poll_first()
  %w = load i64, ptr addrspace(1) %p
  %s = add i64 %v, %w
  ret i64 %s
}

define i64 @second(ptr addrspace(1) %p, i64 %n) gc "statepoint-example" {
entry:
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  call void @poll_second(i64 %n)
  %v = load i64, ptr addrspace(1) %q
  ret i64 %v
}

; Seed 001 (GC statepoints), sections "GC 转换" (GC transitions),
; "RewriteStatepointsForGC" (the "statepoint-id" / "statepoint-num-patch-bytes"
; call-site attributes, "deopt" state, gc.get.pointer.base/offset) and
; "RewriteStatepointsForGC intrinsic 降低" (GC-parseable element-atomic
; memcpy lowered to a __llvm_memcpy_element_unordered_atomic_safepoint_1 call).
;  * @test1_transition: the seed's "hypothetical-gc" transition example in
;    today's form. The seed passes the transition argument inline and uses
;    relocate indices (7, 7); statepoints now take transition arguments in a
;    "gc-transition" operand bundle (flags = 1 marks a GC transition) and live
;    values in "gc-live", so the relocate is (0, 0). The seed's @flag/@Flag is
;    a thread_local global; it is an ordinary global here. The seed's
;    gc "hypothetical-gc" is replaced by "statepoint-example": the LLVM 19
;    verifier looks the strategy up and aborts on an unregistered GC name.
;  * @abstract_deopt: RS4GC input; @abstract_deopt.rs4gc: what
;    opt -passes=rewrite-statepoints-for-gc makes of it (ID 7 and 16 patch
;    bytes taken from the call-site attributes, the deopt bundle carried over,
;    gc.get.pointer.base/offset folded, the gc-leaf-function call untouched).
;  * @copy_gc_parseable: a statepoint around the safepointing memcpy helper
;    with its (base, offset) argument pairs.
target triple = "x86_64-unknown-linux-gnu"

@Flag = global i32 0, align 4

declare void @foo()
declare void @bar(i32)

define ptr addrspace(1) @test1_transition(ptr addrspace(1) %obj)
       gc "statepoint-example" {
entry:
  %0 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 1, i32 0, i32 0) [ "gc-transition"(ptr @Flag), "gc-live"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %0, i32 0, i32 0)
  ret ptr addrspace(1) %obj.relocated
}

define ptr addrspace(1) @abstract_deopt(ptr addrspace(1) %obj, i32 %pc) gc "statepoint-example" {
entry:
  call void @foo() #0 [ "deopt"(i32 %pc, i64 42) ]
  call void @bar(i32 %pc) #1
  %d = getelementptr inbounds i8, ptr addrspace(1) %obj, i64 16
  %base = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %d)
  %off = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %d)
  call void @foo()
  store i64 %off, ptr addrspace(1) %base
  ret ptr addrspace(1) %d
}

define ptr addrspace(1) @abstract_deopt.rs4gc(ptr addrspace(1) %obj, i32 %pc) gc "statepoint-example" {
entry:
  %statepoint_token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 7, i32 16, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "deopt"(i32 %pc, i64 42), "gc-live"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0) ; (%obj, %obj)
  call void @bar(i32 %pc) #1
  %d = getelementptr inbounds i8, ptr addrspace(1) %obj.relocated, i64 16
  %obj.int = ptrtoint ptr addrspace(1) %obj.relocated to i64
  %d.int = ptrtoint ptr addrspace(1) %d to i64
  %off = sub i64 %d.int, %obj.int
  %statepoint_token1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj.relocated) ]
  %obj.relocated2 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token1, i32 0, i32 0) ; (%obj.relocated, %obj.relocated)
  %d.remat = getelementptr inbounds i8, ptr addrspace(1) %obj.relocated2, i64 16
  store i64 %off, ptr addrspace(1) %obj.relocated2, align 8
  ret ptr addrspace(1) %d.remat
}

declare void @__llvm_memcpy_element_unordered_atomic_safepoint_1(
  ptr addrspace(1)  %dest_base, i64 %dest_offset,
  ptr addrspace(1)  %src_base, i64 %src_offset,
  i64 %length)

define void @copy_gc_parseable(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 %len) gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void (ptr addrspace(1), i64, ptr addrspace(1), i64, i64)) @__llvm_memcpy_element_unordered_atomic_safepoint_1, i32 5, i32 0, ptr addrspace(1) %dst, i64 8, ptr addrspace(1) %src, i64 8, i64 %len, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %dst, ptr addrspace(1) %src) ]
  %dst.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %src.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 1, i32 1)
  store i8 0, ptr addrspace(1) %dst.relocated, align 1
  ret void
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1))
declare i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1))

attributes #0 = { "statepoint-id"="7" "statepoint-num-patch-bytes"="16" }
attributes #1 = { "gc-leaf-function" }

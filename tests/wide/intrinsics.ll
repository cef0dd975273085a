; The overflow, saturating, funnel-shift, bswap and bitreverse intrinsics on integers wider than
; 128 bits (rewritten by wide-expand), on values near the limits. intrinsics.expected comes from
; intrinsics.py, an independent Python model. llc-19 cannot compile this file: it stops with
; "Unsupported library call operation" at the i200 multiplications with overflow and the i200
; funnel shift.
@.f = private constant [11 x i8] c"%llx %llx\0A\00"
declare i32 @printf(ptr, ...)
declare { i256, i1 } @llvm.uadd.with.overflow.i256(i256, i256)
declare { i256, i1 } @llvm.sadd.with.overflow.i256(i256, i256)
declare { i256, i1 } @llvm.usub.with.overflow.i256(i256, i256)
declare { i256, i1 } @llvm.ssub.with.overflow.i256(i256, i256)
declare { i200, i1 } @llvm.umul.with.overflow.i200(i200, i200)
declare { i200, i1 } @llvm.smul.with.overflow.i200(i200, i200)
declare i256 @llvm.uadd.sat.i256(i256, i256)
declare i256 @llvm.sadd.sat.i256(i256, i256)
declare i256 @llvm.usub.sat.i256(i256, i256)
declare i256 @llvm.ssub.sat.i256(i256, i256)
declare i256 @llvm.fshl.i256(i256, i256, i256)
declare i200 @llvm.fshr.i200(i200, i200, i200)
declare i256 @llvm.bswap.i256(i256)
declare i208 @llvm.bswap.i208(i208)
declare i200 @llvm.bitreverse.i200(i200)
@vals = internal constant [5 x i256] [i256 0, i256 -1, i256 57896044618658097711785492504343953926634992332820282019728792003956564819967, i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, i256 12345678901234567890123456789012345678901234567890]

define internal void @show(i256 %v, i1 %flag) {
  %s = lshr i256 %v, 192
  %hi = trunc i256 %s to i64
  %lo = trunc i256 %v to i64
  %f = zext i1 %flag to i64
  %m = mul i64 %f, 1000000007
  %x = xor i64 %hi, %m
  call i32 (ptr, ...) @printf(ptr @.f, i64 %x, i64 %lo)
  ret void
}

define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %inner.end ]
  %pa = getelementptr [5 x i256], ptr @vals, i32 0, i32 %i
  %a = load i256, ptr %pa
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %pb = getelementptr [5 x i256], ptr @vals, i32 0, i32 %j
  %b = load i256, ptr %pb
  %r0 = call { i256, i1 } @llvm.uadd.with.overflow.i256(i256 %a, i256 %b)
  %v0 = extractvalue { i256, i1 } %r0, 0
  %o0 = extractvalue { i256, i1 } %r0, 1
  call void @show(i256 %v0, i1 %o0)
  %r1 = call { i256, i1 } @llvm.sadd.with.overflow.i256(i256 %a, i256 %b)
  %v1 = extractvalue { i256, i1 } %r1, 0
  %o1 = extractvalue { i256, i1 } %r1, 1
  call void @show(i256 %v1, i1 %o1)
  %r2 = call { i256, i1 } @llvm.usub.with.overflow.i256(i256 %a, i256 %b)
  %v2 = extractvalue { i256, i1 } %r2, 0
  %o2 = extractvalue { i256, i1 } %r2, 1
  call void @show(i256 %v2, i1 %o2)
  %r3 = call { i256, i1 } @llvm.ssub.with.overflow.i256(i256 %a, i256 %b)
  %v3 = extractvalue { i256, i1 } %r3, 0
  %o3 = extractvalue { i256, i1 } %r3, 1
  call void @show(i256 %v3, i1 %o3)
  %a2 = trunc i256 %a to i200
  %b2 = trunc i256 %b to i200
  %r4 = call { i200, i1 } @llvm.umul.with.overflow.i200(i200 %a2, i200 %b2)
  %v4 = extractvalue { i200, i1 } %r4, 0
  %o4 = extractvalue { i200, i1 } %r4, 1
  %v4w = zext i200 %v4 to i256
  call void @show(i256 %v4w, i1 %o4)
  %r5 = call { i200, i1 } @llvm.smul.with.overflow.i200(i200 %a2, i200 %b2)
  %v5 = extractvalue { i200, i1 } %r5, 0
  %o5 = extractvalue { i200, i1 } %r5, 1
  %v5w = sext i200 %v5 to i256
  call void @show(i256 %v5w, i1 %o5)
  %s0 = call i256 @llvm.uadd.sat.i256(i256 %a, i256 %b)
  call void @show(i256 %s0, i1 false)
  %s1 = call i256 @llvm.sadd.sat.i256(i256 %a, i256 %b)
  call void @show(i256 %s1, i1 false)
  %s2 = call i256 @llvm.usub.sat.i256(i256 %a, i256 %b)
  call void @show(i256 %s2, i1 false)
  %s3 = call i256 @llvm.ssub.sat.i256(i256 %a, i256 %b)
  call void @show(i256 %s3, i1 false)
  %jj = zext i32 %j to i256
  %amt = mul i256 %jj, 77
  %f0 = call i256 @llvm.fshl.i256(i256 %a, i256 %b, i256 %amt)
  call void @show(i256 %f0, i1 false)
  %amt2 = trunc i256 %amt to i200
  %f1 = call i200 @llvm.fshr.i200(i200 %a2, i200 %b2, i200 %amt2)
  %f1w = zext i200 %f1 to i256
  call void @show(i256 %f1w, i1 false)
  %j1 = add i32 %j, 1
  %jd = icmp eq i32 %j1, 5
  br i1 %jd, label %inner.end, label %inner
inner.end:
  %bs = call i256 @llvm.bswap.i256(i256 %a)
  call void @show(i256 %bs, i1 false)
  %a3 = trunc i256 %a to i208
  %bs2 = call i208 @llvm.bswap.i208(i208 %a3)
  %bs2w = zext i208 %bs2 to i256
  call void @show(i256 %bs2w, i1 false)
  %br = call i200 @llvm.bitreverse.i200(i200 %a2)
  %brw = zext i200 %br to i256
  call void @show(i256 %brw, i1 true)
  %i1 = add i32 %i, 1
  %id = icmp eq i32 %i1, 5
  br i1 %id, label %exit, label %outer
exit:
  ret i32 0
}

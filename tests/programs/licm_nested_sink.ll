; Regression (LICM, found by the GC soak, seed 15 case 470): a GEP used only after an inner loop
; sinks into the inner loop's exit and keeps using a GEP of the outer loop, which the outer exit's
; phi also uses. LICM once forgot the sunk copy's use, sank the outer GEP out of the outer loop
; too and left the copy using a deleted value (the verifier rolled LICM back at -O1/-O2).

@fmt = private constant [5 x i8] c"%ld\0A\00"
@arr = global [16 x i64] zeroinitializer

declare i32 @printf(ptr, ...)

define i64 @f(ptr %a, i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %inner.exit ]
  %b = getelementptr inbounds i64, ptr %a, i64 %i
  %p = getelementptr inbounds i64, ptr %b, i64 1
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %q = getelementptr inbounds i64, ptr %p, i64 2
  %j1 = add i64 %j, 1
  %c = icmp slt i64 %j1, 2
  br i1 %c, label %inner, label %inner.exit
inner.exit:
  %q.lcssa = phi ptr [ %q, %inner ]
  %old = load i64, ptr %q.lcssa
  %new = add i64 %old, %i
  store i64 %new, ptr %q.lcssa
  %i1 = add i64 %i, 1
  %d = icmp slt i64 %i1, %n
  br i1 %d, label %outer, label %done
done:
  %p.lcssa = phi ptr [ %p, %inner.exit ]
  %v = load i64, ptr %p.lcssa
  ret i64 %v
}

define i32 @main() {
entry:
  %r1 = call i64 @f(ptr @arr, i64 5)
  %r2 = call i64 @f(ptr @arr, i64 9)
  %s = mul i64 %r1, 100
  %t = add i64 %s, %r2
  %x = call i32 (ptr, ...) @printf(ptr @fmt, i64 %t)
  ret i32 0
}

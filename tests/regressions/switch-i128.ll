; switch on i128: cases differing only in the high word, all-ones, duplicates to one target,
; and no cases at all (found by the native differential test: Kiln rejected i128 switches).
@.f = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)
define internal i32 @pick(i128 %x) {
entry:
  switch i128 %x, label %def [ i128 5, label %a
                               i128 18446744073709551621, label %b
                               i128 -1, label %c
                               i128 7, label %a ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
def:
  ret i32 0
}
define internal i32 @none(i128 %x) {
entry:
  switch i128 %x, label %def [ ]
def:
  ret i32 9
}
define i32 @main() {
entry:
  %r0 = call i32 @pick(i128 5)
  %r1 = call i32 @pick(i128 18446744073709551621)
  %r2 = call i32 @pick(i128 -1)
  %r3 = call i32 @pick(i128 7)
  %r4 = call i32 @pick(i128 18446744073709551615)
  %r5 = call i32 @none(i128 3)
  %s1 = mul i32 %r1, 10
  %s2 = mul i32 %r2, 100
  %s3 = mul i32 %r3, 1000
  %s4 = mul i32 %r4, 10000
  %s5 = mul i32 %r5, 100000
  %t1 = add i32 %r0, %s1
  %t2 = add i32 %t1, %s2
  %t3 = add i32 %t2, %s3
  %t4 = add i32 %t3, %s4
  %t5 = add i32 %t4, %s5
  call i32 (ptr, ...) @printf(ptr @.f, i32 %t5)
  ret i32 0
}

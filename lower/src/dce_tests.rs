//! Unit tests of `dce` on hand-written IR, with the exact printed result.

use super::Dce;
use crate::test_util::{dedent, parse, run_on, run_pass};
use kiln_ir::pass::Preserved;

/// Asserts dce turns `@f` of `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = run_on(&mut Dce::default(), src, "f");
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

#[test]
fn chains_of_unused_arithmetic_go() {
    check(
        r#"
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, %x
  %z = icmp eq i32 %y, 0
  %s = select i1 %z, i32 %x, i32 %y
  ret i32 %a
}
"#,
        r#"
        define i32 @f(i32 %a) {
        entry:
          ret i32 %a
        }
        "#,
    );
}

#[test]
fn stores_calls_and_volatile_loads_stay() {
    check(
        r#"
declare i32 @g(i32)

define void @f(ptr %p) {
entry:
  %v = load volatile i32, ptr %p, align 4
  %w = load i32, ptr %p, align 4
  %r = call i32 @g(i32 %w)
  store i32 1, ptr %p, align 4
  ret void
}
"#,
        r#"
        define void @f(ptr %p) {
        entry:
          %v = load volatile i32, ptr %p, align 4
          %w = load i32, ptr %p, align 4
          %r = call i32 @g(i32 %w)
          store i32 1, ptr %p, align 4
          ret void
        }
        "#,
    );
}

#[test]
fn unused_loads_allocas_and_pure_calls_go() {
    check(
        r#"
declare i32 @llvm.smax.i32(i32, i32)
declare double @llvm.fmuladd.f64(double, double, double)
declare i32 @pure(i32) nounwind willreturn memory(none)
declare i32 @reader(ptr) nounwind willreturn memory(read)
declare i32 @may_loop(i32) nounwind memory(none)

define void @f(ptr %p, i32 %a, double %d) {
entry:
  %slot = alloca i64, align 8
  %l = load i32, ptr %p, align 4
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %l)
  %fm = call double @llvm.fmuladd.f64(double %d, double %d, double %d)
  %q = call i32 @pure(i32 %a)
  %r = call i32 @reader(ptr %slot)
  %k = call i32 @may_loop(i32 %a)
  ret void
}
"#,
        r#"
        define void @f(ptr %p, i32 %a, double %d) {
        entry:
          %k = call i32 @may_loop(i32 %a)
          ret void
        }
        "#,
    );
}

#[test]
fn call_site_attributes_count_too() {
    check(
        r#"
declare i32 @h(i32)

define void @f(i32 %a) {
entry:
  %q = call i32 @h(i32 %a) #0
  %r = call i32 @h(i32 %a)
  ret void
}

attributes #0 = { nounwind willreturn memory(none) }
"#,
        r#"
        define void @f(i32 %a) {
        entry:
          %r = call i32 @h(i32 %a)
          ret void
        }
        "#,
    );
}

#[test]
fn dead_phi_cycles_go_but_live_loops_stay() {
    check(
        r#"
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %dead = phi i32 [ 0, %entry ], [ %dead.next, %loop ]
  %dead.next = add i32 %dead, 3
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i
}
"#,
        r#"
        define i32 @f(i32 %n) {
        entry:
          br label %loop

        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit

        exit:
          ret i32 %i
        }
        "#,
    );
}

#[test]
fn division_by_zero_is_deleted_when_unused_but_kept_when_used() {
    // Deleting an unused division cannot remove defined behaviour: division by zero is UB.
    check(
        r#"
define i32 @f(i32 %a) {
entry:
  %d = sdiv i32 %a, 0
  %e = udiv i32 %a, 3
  ret i32 %e
}
"#,
        r#"
        define i32 @f(i32 %a) {
        entry:
          %e = udiv i32 %a, 3
          ret i32 %e
        }
        "#,
    );
}

#[test]
fn values_used_only_in_unreachable_code_stay_when_that_code_has_effects() {
    check(
        r#"
define void @f(ptr %p) {
entry:
  %x = add i32 1, 2
  ret void
dead:
  %y = add i32 %x, 1
  store i32 %y, ptr %p, align 4
  %z = mul i32 %y, 2
  br label %dead
}
"#,
        r#"
        define void @f(ptr %p) {
        entry:
          %x = add i32 1, 2
          ret void

        dead:
          %y = add i32 %x, 1
          store i32 %y, ptr %p, align 4
          br label %dead
        }
        "#,
    );
}

#[test]
fn nothing_dead_preserves_all_and_deletion_preserves_cfg() {
    let mut m = parse("define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n");
    assert_eq!(run_pass(&mut Dce::default(), &mut m), vec![Preserved::All]);
    let mut m = parse("define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %a\n}\n");
    let mut pass = Dce::default();
    assert_eq!(run_pass(&mut pass, &mut m), vec![Preserved::Cfg]);
    assert_eq!(pass.removed, 1);
}

#[test]
fn intrinsics_with_effects_stay() {
    check(
        r#"
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.trap()
declare ptr @llvm.stacksave.p0()

define void @f(ptr %p) {
entry:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  %s = call ptr @llvm.stacksave.p0()
  call void @llvm.trap()
  unreachable
}
"#,
        r#"
        define void @f(ptr %p) {
        entry:
          call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
          %s = call ptr @llvm.stacksave.p0()
          call void @llvm.trap()
          unreachable
        }
        "#,
    );
}

#[test]
fn atomics_with_unused_results_stay_except_unordered_loads() {
    check(
        r#"
define void @f(ptr %p) {
entry:
  %a = atomicrmw add ptr %p, i32 1 monotonic
  %b = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  fence acquire
  %c = load atomic i32, ptr %p monotonic, align 4
  %d = load atomic i32, ptr %p unordered, align 4
  %e = load i32, ptr %p
  ret void
}
"#,
        r#"
        define void @f(ptr %p) {
        entry:
          %a = atomicrmw add ptr %p, i32 1 monotonic, align 4
          %b = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
          fence acquire
          %c = load atomic i32, ptr %p monotonic, align 4
          ret void
        }
        "#,
    );
}

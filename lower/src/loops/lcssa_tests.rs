//! Unit tests of `lcssa`.

use super::{form_lcssa, is_lcssa, Lcssa};
use crate::loops::simplify::tests::same_behaviour;
use crate::test_util::{dedent, parse, run_on, run_pass};
use kiln_ir::pass::{LoopInfo, Preserved};
use kiln_ir::text::printer::print_module;
use kiln_ir::Module;

/// Asserts lcssa turns `@f` of `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = run_on(&mut Lcssa::default(), src, "f");
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

/// True when every loop of `@name` is in LCSSA form.
fn lcssa_everywhere(m: &Module, name: &str) -> bool {
    let f = &m.funcs[m.func_by_name(name).expect("function exists")];
    let li = LoopInfo::compute(f);
    let ok = li.top_level().into_iter().all(|l| is_lcssa(f, &li, l));
    ok
}

#[test]
fn exits_get_phis_and_a_join_of_two_exits_gets_a_phi_of_them() {
    // opt-19 -passes=lcssa gives the same shape (its join phis are named %i4 and %sq2).
    let src = r#"
define i32 @f(i32 %n, i32 %k) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %sq = mul i32 %i, %i
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %body, label %e1
body:
  %hit = icmp eq i32 %sq, %k
  br i1 %hit, label %e2, label %latch
latch:
  %inc = add i32 %i, 1
  br label %h
e1:
  br label %join
e2:
  br label %join
join:
  %r = add i32 %sq, %i
  ret i32 %r
}
"#;
    assert!(!lcssa_everywhere(&parse(src), "f"));
    check(
        src,
        r#"
        define i32 @f(i32 %n, i32 %k) {
        entry:
          br label %h

        h:
          %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
          %sq = mul i32 %i, %i
          %cmp = icmp slt i32 %i, %n
          br i1 %cmp, label %body, label %e1

        body:
          %hit = icmp eq i32 %sq, %k
          br i1 %hit, label %e2, label %latch

        latch:
          %inc = add i32 %i, 1
          br label %h

        e1:
          %sq.lcssa = phi i32 [ %sq, %h ]
          %i.lcssa = phi i32 [ %i, %h ]
          br label %join

        e2:
          %sq.lcssa.1 = phi i32 [ %sq, %body ]
          %i.lcssa.1 = phi i32 [ %i, %body ]
          br label %join

        join:
          %i.0 = phi i32 [ %i.lcssa, %e1 ], [ %i.lcssa.1, %e2 ]
          %sq.0 = phi i32 [ %sq.lcssa, %e1 ], [ %sq.lcssa.1, %e2 ]
          %r = add i32 %sq.0, %i.0
          ret i32 %r
        }
        "#,
    );
}

#[test]
fn nested_loops_close_at_every_level() {
    // A value of the inner loop used after the outer loop goes through an exit phi of the inner
    // loop (inside the outer one) and then one of the outer loop.
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [7 x i8] c"%d %d\0A\00"
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %prod = mul i32 %i, %j
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, 4
  br i1 %more, label %inner, label %olatch
olatch:
  %i1 = add i32 %i, 1
  %again = icmp slt i32 %i1, 3
  br i1 %again, label %outer, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %prod, i32 %j1)
  ret i32 0
}
"#;
    let m = same_behaviour(src, &["lcssa"]);
    assert!(lcssa_everywhere(&m, "main"), "{}", print_module(&m));
    let text = print_module(&m);
    assert!(text.contains("%prod.lcssa = phi i32 [ %prod, %inner ]"), "{text}");
    assert!(text.contains("%prod.lcssa.lcssa = phi i32 [ %prod.lcssa, %olatch ]"), "{text}");
}

#[test]
fn invoke_results_and_values_used_by_phis_after_the_loop() {
    let src = r#"
declare i32 @next(i32)
declare i32 @__gxx_personality_v0(...)
define i32 @f(i32 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %v, %cont ]
  %v = invoke i32 @next(i32 %i) to label %cont unwind label %lpad
cont:
  %c = icmp slt i32 %v, %n
  br i1 %c, label %h, label %out
out:
  %r = phi i32 [ %v, %cont ]
  %s = add i32 %r, %v
  ret i32 %s
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 %i
}
"#;
    let got = run_on(&mut Lcssa::default(), src, "f");
    let expected = r#"
        define i32 @f(i32 %n) personality ptr @__gxx_personality_v0 {
        entry:
          br label %h

        h:
          %i = phi i32 [ 0, %entry ], [ %v, %cont ]
          %v = invoke i32 @next(i32 %i)
                  to label %cont unwind label %lpad

        cont:
          %c = icmp slt i32 %v, %n
          br i1 %c, label %h, label %out

        out:
          %v.lcssa = phi i32 [ %v, %cont ]
          %r = phi i32 [ %v, %cont ]
          %s = add i32 %r, %v.lcssa
          ret i32 %s

        lpad:
          %i.lcssa = phi i32 [ %i, %h ]
          %lp = landingpad { ptr, i32 }
                  cleanup
          ret i32 %i.lcssa
        }
        "#;
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

#[test]
fn a_loop_already_closed_is_left_alone() {
    let src = r#"
define i32 @f(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %out
out:
  %i1.lcssa = phi i32 [ %i1, %h ]
  ret i32 %i1.lcssa
}
"#;
    let mut m = parse(src);
    assert!(lcssa_everywhere(&m, "f"));
    let before = print_module(&m);
    assert_eq!(run_pass(&mut Lcssa::default(), &mut m), [Preserved::All]);
    assert_eq!(print_module(&m), before);
    let f = m.func_by_name("f").unwrap();
    assert!(!form_lcssa(&mut m, f));
}

#[test]
fn exits_to_a_loop_with_a_use_inside_it_and_uses_in_unreachable_code() {
    // The second loop uses the first loop's value in its body (outside the first loop); an
    // unreachable block also uses it, which does not count.
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
define i32 @main() {
entry:
  br label %a
a:
  %i = phi i32 [ 0, %entry ], [ %i1, %a ]
  %i1 = add i32 %i, 3
  %c = icmp slt i32 %i1, 10
  br i1 %c, label %a, label %b
b:
  %j = phi i32 [ 0, %a ], [ %j1, %b ]
  %j1 = add i32 %j, %i1
  %d = icmp slt i32 %j1, 100
  br i1 %d, label %b, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %j1)
  ret i32 0
dead:
  %x = add i32 %i1, 1
  ret i32 %x
}
"#;
    let m = same_behaviour(src, &["lcssa"]);
    assert!(lcssa_everywhere(&m, "main"), "{}", print_module(&m));
    let text = print_module(&m);
    assert!(text.contains("%j1 = add i32 %j, %i1.lcssa"), "{text}");
    assert!(text.contains("%x = add i32 %i1, 1"), "uses in unreachable blocks stay:\n{text}");
}

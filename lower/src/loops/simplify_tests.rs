//! Unit tests of `loop-simplify`, and the helpers the loop passes' tests share: running a chain
//! of passes, checking the loop forms, and interpreting a module before and after.

use super::{is_simplified, LoopSimplify};
use crate::test_util::{assert_llvm_accepts, assert_verifies, dedent, parse, run_on, run_pass};
use kiln_interp::{run_main, Config, Outcome};
use kiln_ir::pass::{FunctionPass, LoopInfo, Preserved};
use kiln_ir::text::printer::{print_function, print_module};
use kiln_ir::Module;

/// Runs the registry passes `names` in order on every function of `m`, verifying after each.
pub(crate) fn run_chain(m: &mut Module, names: &[&str]) {
    for name in names {
        let Some(kiln_ir::pass::PassBox::Function(mut pass)) = crate::registry::lookup_pass(name) else {
            panic!("{name} is not a function pass");
        };
        let pass: &mut dyn FunctionPass = pass.as_mut();
        run_pass(pass, m);
        assert_verifies(m, name);
    }
}

/// Interprets `m` (a program with `main`), panicking on a trap.
pub(crate) fn interpret(m: &Module, what: &str) -> Outcome {
    let cfg = Config { fuel: Some(500_000_000), capture: true, ..Config::default() };
    match run_main(m, &cfg) {
        Ok(o) => o,
        Err((trap, _)) => panic!("{what}: the interpreter trapped: {trap:?}\n{}", print_module(m)),
    }
}

/// Interprets `src`, runs `passes`, checks the result verifies, prints as text `llvm-as-19`
/// accepts and behaves the same; returns the transformed module.
pub(crate) fn same_behaviour(src: &str, passes: &[&str]) -> Module {
    let before = interpret(&parse(src), "before");
    let mut m = parse(src);
    run_chain(&mut m, passes);
    let text = print_module(&m);
    parse(&text);
    assert_llvm_accepts(&text, &passes.join(","));
    let after = interpret(&m, &passes.join(","));
    assert_eq!(after.stdout, before.stdout, "stdout changed:\n{text}");
    assert_eq!(after.exit_code, before.exit_code, "exit status changed:\n{text}");
    m
}

/// True when every loop of every function of `m` is in simplify form, except in functions
/// with an `indirectbr` (whose edges cannot be split).
pub(crate) fn all_simplified(m: &Module) -> bool {
    m.funcs.values().filter(|f| f.is_definition).all(|f| {
        let li = LoopInfo::compute(f);
        let indirect = f.layout.insts().any(|i| matches!(f.dfg.inst(i), kiln_ir::InstKind::IndirectBr { .. }));
        let ok = indirect || li.loops().all(|l| is_simplified(f, &li, l));
        ok
    })
}

/// Asserts loop-simplify turns `@f` of `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = run_on(&mut LoopSimplify::default(), src, "f");
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

#[test]
fn preheader_backedge_and_exit_like_llvm() {
    // The shape of `opt-19 -passes=loop-simplify` on the same input: two outside predecessors
    // (a phi moves to the preheader), two latches (one carries the LoopID), an exit shared with
    // a block outside the loop.
    check(
        r#"
define i32 @f(i32 %n, i1 %c, i1 %d) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %h
b:
  br i1 %d, label %h, label %out
h:
  %i = phi i32 [ 0, %a ], [ 1, %b ], [ %i1, %l1 ], [ %i2, %l2 ]
  %x = icmp slt i32 %i, %n
  br i1 %x, label %body, label %out
body:
  %i1 = add i32 %i, 1
  %y = icmp eq i32 %i, 5
  br i1 %y, label %l1, label %l2
l1:
  br label %h, !llvm.loop !0
l2:
  %i2 = add i32 %i, 2
  br label %h
out:
  %r = phi i32 [ %i, %h ], [ -1, %b ]
  ret i32 %r
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
"#,
        r#"
        define i32 @f(i32 %n, i1 %c, i1 %d) {
        entry:
          br i1 %c, label %a, label %b

        a:
          br label %h.preheader

        b:
          br i1 %d, label %h.preheader, label %out

        h.preheader:
          %i.ph = phi i32 [ 0, %a ], [ 1, %b ]
          br label %h

        h:
          %i = phi i32 [ %i.ph, %h.preheader ], [ %i.be, %h.backedge ]
          %x = icmp slt i32 %i, %n
          br i1 %x, label %body, label %out.loopexit

        body:
          %i1 = add i32 %i, 1
          %y = icmp eq i32 %i, 5
          br i1 %y, label %l1, label %l2

        l1:
          br label %h.backedge

        l2:
          %i2 = add i32 %i, 2
          br label %h.backedge

        h.backedge:
          %i.be = phi i32 [ %i1, %l1 ], [ %i2, %l2 ]
          br label %h, !llvm.loop !0

        out.loopexit:
          %r.ph = phi i32 [ %i, %h ]
          br label %out

        out:
          %r = phi i32 [ %r.ph, %out.loopexit ], [ -1, %b ]
          ret i32 %r
        }
        "#,
    );
}

#[test]
fn loops_already_in_form_are_left_alone() {
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
  ret i32 %i1
}
"#;
    let mut m = parse(src);
    let before = print_module(&m);
    assert_eq!(run_pass(&mut LoopSimplify::default(), &mut m), [Preserved::All]);
    assert_eq!(print_module(&m), before);
}

#[test]
fn nested_loops_with_a_shared_exit_and_an_outer_latch_exit() {
    // The inner loop exits straight to the outer header (it is the outer latch) and to a block
    // reached from outside the inner loop; the outer LoopID must follow the outer latch.
    let src = r#"
declare void @print(i32)
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %inner ], [ %i1, %skip ]
  %i1 = add i32 %i, 1
  %big = icmp sgt i32 %i, 20
  br i1 %big, label %done, label %pre
pre:
  %odd = and i32 %i, 1
  %isodd = icmp eq i32 %odd, 1
  br i1 %isodd, label %skip, label %inner
inner:
  %j = phi i32 [ 0, %pre ], [ %j1, %inner ]
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %i
  br i1 %more, label %inner, label %outer, !llvm.loop !0
skip:
  br label %outer, !llvm.loop !2
done:
  ret i32 %i
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
"#;
    let m = same_behaviour(src, &["loop-simplify"]);
    assert!(all_simplified(&m), "{}", print_module(&m));
    let f = m.func_by_name("main").unwrap();
    let func = &m.funcs[f];
    let li = LoopInfo::compute(func);
    assert_eq!(li.num_loops(), 2);
    for l in li.loops() {
        let d = li.data(l);
        let latch = d.latches[0];
        let md = super::loop_md(func, func.terminator(latch).unwrap()).expect("the latch keeps the LoopID");
        let number = m.metadata.nodes[md].number;
        // The inner loop keeps !0, the outer one !2.
        assert_eq!(number, if d.depth == 2 { 0 } else { 2 }, "{}", print_function(&m, f));
    }
    // Exactly two loop attachments remain: one per latch.
    assert_eq!(func.inst_metadata.values().flatten().filter(|a| a.kind == "llvm.loop").count(), 2);
}

#[test]
fn indirectbr_into_the_header_is_left_alone_and_reported() {
    let src = r#"
define i32 @f(i32 %n, ptr %p) {
entry:
  indirectbr ptr %p, [label %h, label %out]
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %out
out:
  ret i32 0
}
"#;
    let mut m = parse(src);
    let f = m.func_by_name("f").unwrap();
    let report = super::simplify_function(&mut m, f);
    assert_eq!(report.not_simplified.len(), 1);
    assert_verifies(&m, "loop-simplify");
}

#[test]
fn landing_pad_exit_is_split_like_llvm() {
    // The invoke in the loop and the one before it unwind to one pad: the loop's edge gets a
    // pad of its own and the old pad block takes the exception through a phi. The entry's
    // invoke has two successors, so the loop also gets a preheader.
    let src = r#"
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
define i32 @f(i32 %n) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 -1) to label %h unwind label %lpad
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  invoke void @may_throw(i32 %i) to label %cont unwind label %lpad
cont:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %out
lpad:
  %where = phi i32 [ -1, %entry ], [ %i, %h ]
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
out:
  ret i32 0
}
"#;
    let got = run_on(&mut LoopSimplify::default(), src, "f");
    let expected = r#"
        define i32 @f(i32 %n) personality ptr @__gxx_personality_v0 {
        entry:
          invoke void @may_throw(i32 -1)
                  to label %h.preheader unwind label %lpad.loopexit.split-lp

        h.preheader:
          br label %h

        h:
          %i = phi i32 [ 0, %h.preheader ], [ %i1, %cont ]
          invoke void @may_throw(i32 %i)
                  to label %cont unwind label %lpad.loopexit

        cont:
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %h, label %out

        lpad.loopexit:
          %where.ph = phi i32 [ %i, %h ]
          %lp.1 = landingpad { ptr, i32 }
                  cleanup
          br label %lpad

        lpad.loopexit.split-lp:
          %lp.2 = landingpad { ptr, i32 }
                  cleanup
          br label %lpad

        lpad:
          %where = phi i32 [ -1, %lpad.loopexit.split-lp ], [ %where.ph, %lpad.loopexit ]
          %lpad.phi = phi { ptr, i32 } [ %lp.1, %lpad.loopexit ], [ %lp.2, %lpad.loopexit.split-lp ]
          resume { ptr, i32 } %lpad.phi

        out:
          ret i32 0
        }
        "#;
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

#[test]
fn token_landing_pad_exit_is_refused() {
    let src = r#"
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
define i32 @f(i32 %n) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 -1) to label %h unwind label %lpad
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  invoke void @may_throw(i32 %i) to label %cont unwind label %lpad
cont:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %out
lpad:
  %lp = landingpad token cleanup
  ret i32 1
out:
  ret i32 0
}
"#;
    let mut m = parse(src);
    let f = m.func_by_name("f").unwrap();
    let report = super::simplify_function(&mut m, f);
    assert_eq!(report.not_simplified.len(), 1, "{}", print_module(&m));
    assert_verifies(&m, "loop-simplify");
}

#[test]
fn multiple_latches_and_exits_interpret_the_same() {
    // Three latches (continue-style edges), two exits joining, one shared with the entry path.
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
define i32 @main() {
entry:
  %early = icmp eq i32 0, 1
  br i1 %early, label %join, label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %c1 ], [ %i2, %c2 ], [ %i3, %c3 ]
  %s = phi i32 [ 0, %entry ], [ %s1, %c1 ], [ %s2, %c2 ], [ %s3, %c3 ]
  %m3 = urem i32 %i, 3
  switch i32 %m3, label %c3 [ i32 0, label %c1
                              i32 1, label %c2 ]
c1:
  %i1 = add i32 %i, 1
  %s1 = add i32 %s, %i
  %e1 = icmp sgt i32 %s1, 100
  br i1 %e1, label %join, label %h
c2:
  %i2 = add i32 %i, 2
  %s2 = mul i32 %s, 2
  br label %h
c3:
  %i3 = add i32 %i, 3
  %s3 = sub i32 %s, 1
  %e3 = icmp sgt i32 %i3, 50
  br i1 %e3, label %join, label %h
join:
  %r = phi i32 [ -1, %entry ], [ %s1, %c1 ], [ %s3, %c3 ]
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 0
}
"#;
    let m = same_behaviour(src, &["loop-simplify"]);
    assert!(all_simplified(&m), "{}", print_module(&m));
}

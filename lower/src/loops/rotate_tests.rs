//! Unit tests of `loop-rotate`.

use super::{rotate_loop, LoopRotate, DEFAULT_MAX_HEADER_SIZE};
use crate::loops::lcssa::is_lcssa;
use crate::loops::simplify::loop_md;
use crate::loops::simplify::tests::{all_simplified, same_behaviour};
use crate::test_util::{dedent, parse, run_on, run_pass};
use kiln_ir::pass::{LoopInfo, Preserved};
use kiln_ir::text::printer::{print_function, print_module};
use kiln_ir::Module;

/// Asserts loop-rotate turns `@f` of `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = run_on(&mut LoopRotate::default(), src, "f");
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

/// Every loop of `@name`: whether its latch exits.
fn latch_exits(m: &Module, name: &str) -> Vec<bool> {
    let f = &m.funcs[m.func_by_name(name).expect("function exists")];
    let li = LoopInfo::compute(f);
    let out = li.loops().map(|l| li.data(l).latches.iter().any(|b| li.data(l).exiting.contains(b))).collect();
    out
}

#[test]
fn top_tested_loop_becomes_guarded_and_bottom_tested_like_llvm() {
    // `opt-19 -passes=loop-rotate` gives this shape too (names aside: it calls the copy of %c
    // %c1 and the phis %i2 and %s3), and rotates despite llvm.loop.disable_nonforced.
    check(
        r#"
define i32 @f(i32 %n) {
entry:
  br label %cond
cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s2, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %end
body:
  %s2 = add i32 %s, %i
  br label %latch
latch:
  %inc = add nsw i32 %i, 1
  br label %cond, !llvm.loop !0
end:
  ret i32 %s
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.disable_nonforced"}
"#,
        r#"
        define i32 @f(i32 %n) {
        entry:
          %c.1 = icmp slt i32 0, %n
          br i1 %c.1, label %body.lr.ph, label %end

        body.lr.ph:
          br label %body

        body:
          %i.0 = phi i32 [ 0, %body.lr.ph ], [ %inc, %latch ]
          %s.0 = phi i32 [ 0, %body.lr.ph ], [ %s2, %latch ]
          %s2 = add i32 %s.0, %i.0
          br label %latch

        latch:
          %inc = add nsw i32 %i.0, 1
          %c = icmp slt i32 %inc, %n
          br i1 %c, label %body, label %cond.end_crit_edge, !llvm.loop !0

        cond.end_crit_edge:
          %s.1.ph = phi i32 [ %s2, %latch ]
          br label %end

        end:
          %s.1 = phi i32 [ 0, %entry ], [ %s.1.ph, %cond.end_crit_edge ]
          ret i32 %s.1
        }
        "#,
    );
}

#[test]
fn constant_guard_folds_and_invariant_header_code_is_hoisted() {
    // The first test of `i < 10` is `0 < 10`: no guard. `%lim` only depends on `%n`, so it
    // moves to the preheader instead of being copied.
    check(
        r#"
define i32 @f(i32 %n) {
entry:
  br label %cond
cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %lim = mul i32 %n, 2
  %c = icmp slt i32 %i, 10
  br i1 %c, label %body, label %end
body:
  %inc = add i32 %i, %lim
  br label %cond
end:
  ret i32 %i
}
"#,
        r#"
        define i32 @f(i32 %n) {
        entry:
          %lim = mul i32 %n, 2
          br label %body

        body:
          %i.0 = phi i32 [ 0, %entry ], [ %inc, %body ]
          %inc = add i32 %i.0, %lim
          %c = icmp slt i32 %inc, 10
          br i1 %c, label %body, label %end

        end:
          ret i32 %inc
        }
        "#,
    );
}

/// A loop whose header holds `muls` multiplications, an `icmp` and the branch.
fn header_of_size(muls: usize) -> String {
    let mut chain = String::new();
    let mut prev = "%i".to_string();
    for k in 1..=muls {
        chain += &format!("  %a{k} = mul i32 {prev}, %x\n");
        prev = format!("%a{k}");
    }
    format!(
        r#"
declare void @use(i32)
define void @f(i32 %n, i32 %x) {{
entry:
  br label %cond
cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
{chain}  %c = icmp slt i32 {prev}, %n
  br i1 %c, label %body, label %end
body:
  call void @use(i32 {prev})
  br label %latch
latch:
  %inc = add nsw i32 %i, 1
  br label %cond
end:
  ret void
}}
"#
    )
}

/// Whether `opt-19 -passes=loop-rotate` rotates the loop of `src` (`None` without opt-19).
fn llvm_rotates(src: &str) -> Option<bool> {
    use std::io::Write;
    let mut child = std::process::Command::new("opt-19")
        .args(["-passes=loop-rotate", "-S", "-o", "-", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(src.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(String::from_utf8_lossy(&out.stdout).contains(".lr.ph:"))
}

#[test]
fn headers_up_to_the_size_limit_are_rotated_as_llvm_decides() {
    // 14 multiplications, the compare and the branch cost 16: rotated; one more is too many.
    for (muls, rotated) in [(14, true), (15, false)] {
        let src = header_of_size(muls);
        let mut m = parse(&src);
        let report = run_pass(&mut LoopRotate::default(), &mut m);
        assert_eq!(latch_exits(&m, "f"), [rotated], "{muls} muls:\n{}", print_module(&m));
        assert_eq!(report[0] != Preserved::All, rotated);
        if let Some(llvm) = llvm_rotates(&src) {
            assert_eq!(llvm, rotated, "opt-19 decides differently for {muls} muls");
        }
    }
    assert_eq!(DEFAULT_MAX_HEADER_SIZE, 16);
    // A larger limit rotates the bigger header too.
    let mut m = parse(&header_of_size(15));
    run_pass(&mut LoopRotate { max_header_size: 17, rotated: 0 }, &mut m);
    assert_eq!(latch_exits(&m, "f"), [true]);
}

#[test]
fn loop_id_moves_to_the_new_latch_and_the_loop_stays_in_simplify_and_lcssa_form() {
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
define i32 @main() {
entry:
  br label %cond
cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %s = phi i32 [ 1, %entry ], [ %s2, %latch ]
  %c = icmp slt i32 %i, 7
  br i1 %c, label %body, label %end
body:
  %odd = and i32 %i, 1
  %isodd = icmp eq i32 %odd, 1
  br i1 %isodd, label %then, label %latch
then:
  %t = mul i32 %s, 3
  br label %latch
latch:
  %s2 = phi i32 [ %s, %body ], [ %t, %then ]
  %inc = add nsw i32 %i, 1
  br label %cond, !llvm.loop !0
end:
  %s.lcssa = phi i32 [ %s, %cond ]
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s.lcssa)
  ret i32 0
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 2}
"#;
    let m = same_behaviour(src, &["loop-rotate"]);
    assert_eq!(latch_exits(&m, "main"), [true]);
    assert!(all_simplified(&m));
    let f = m.func_by_name("main").unwrap();
    let func = &m.funcs[f];
    let li = LoopInfo::compute(func);
    let l = li.loops().next().unwrap();
    assert!(is_lcssa(func, &li, l), "{}", print_function(&m, f));
    let latch = li.data(l).latches[0];
    let id = loop_md(func, func.terminator(latch).unwrap()).expect("the new latch has the LoopID");
    assert_eq!(m.metadata.nodes[id].number, 0);
    let attached = func.layout.insts().filter(|&i| loop_md(func, i).is_some()).count();
    assert_eq!(attached, 1, "{}", print_function(&m, f));
}

#[test]
fn zero_trip_loops_multiple_exits_calls_in_the_header_and_nested_loops_interpret_the_same() {
    // The header calls a function with a side effect (printing) in its condition; the body
    // breaks out early; an inner loop runs zero times for some outer iterations.
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
@calls = global i32 0
define i32 @bound(i32 %x) {
entry:
  %n = load i32, ptr @calls
  %n1 = add i32 %n, 1
  store i32 %n1, ptr @calls
  %r = sub i32 6, %x
  ret i32 %r
}
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.out, %olatch ]
  %lim = call i32 @bound(i32 %i)
  %oc = icmp slt i32 %i, %lim
  br i1 %oc, label %inner.pre, label %done
inner.pre:
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j1, %ibody ]
  %a = phi i32 [ %acc, %inner.pre ], [ %a1, %ibody ]
  %ic = icmp slt i32 %j, %i
  br i1 %ic, label %ibody, label %olatch
ibody:
  %a1 = add i32 %a, %j
  %j1 = add i32 %j, 1
  %big = icmp sgt i32 %a1, 5
  br i1 %big, label %early, label %inner
olatch:
  %acc.out = phi i32 [ %a, %inner ]
  %i1 = add i32 %i, 1
  br label %outer
early:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a1)
  br label %done
done:
  %r = phi i32 [ %acc, %outer ], [ -1, %early ]
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  %k = load i32, ptr @calls
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %k)
  ret i32 0
}
"#;
    let m = same_behaviour(src, &["loop-rotate"]);
    assert_eq!(latch_exits(&m, "main"), [true, true], "{}", print_module(&m));
    assert!(all_simplified(&m));
}

#[test]
fn header_phis_that_swap_are_repaired() {
    // `a, b = b, a` in the header phis, with the values used after the loop.
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [7 x i8] c"%d %d\0A\00"
define i32 @main() {
entry:
  br label %h
h:
  %a = phi i32 [ 1, %entry ], [ %b, %latch ]
  %b = phi i32 [ 2, %entry ], [ %a, %latch ]
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %sum = add i32 %a, %b
  %c = icmp slt i32 %k, 5
  br i1 %c, label %latch, label %end
latch:
  %k1 = add i32 %k, %sum
  br label %h
end:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %k)
  ret i32 0
}
"#;
    let m = same_behaviour(src, &["loop-rotate"]);
    assert_eq!(latch_exits(&m, "main"), [true]);
}

#[test]
fn rotated_loops_and_unrotatable_ones_are_left_alone() {
    // Already bottom-tested; a header that does not exit; a single-block loop.
    let src = r#"
define i32 @f(i32 %n) {
entry:
  br label %a
a:
  %i = phi i32 [ 0, %entry ], [ %i1, %a ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %a, label %b
b:
  br label %bh
bh:
  %j = phi i32 [ 0, %b ], [ %j1, %bb ]
  %j1 = add i32 %j, 1
  br label %bb
bb:
  %d = icmp slt i32 %j1, %n
  br i1 %d, label %bh, label %out
out:
  %r = add i32 %i1, %j1
  ret i32 %r
}
"#;
    let mut m = parse(src);
    let before = print_module(&m);
    assert_eq!(run_pass(&mut LoopRotate::default(), &mut m), [Preserved::All]);
    assert_eq!(print_module(&m), before);
    let f = m.func_by_name("f").unwrap();
    let header = m.funcs[f].layout.blocks()[1];
    assert_eq!(rotate_loop(&mut m, f, header, DEFAULT_MAX_HEADER_SIZE), None);
}

#[test]
fn header_values_used_after_the_loop_take_local_phis_or_the_slot_updater() {
    // Loop 1: `%s1` of the header is used in the exit block, which only the header and the
    // guard reach: a phi there. Loop 2: the body also leaves to the exit, and `%s2` is used in
    // the exit: the slot-based updater places the phis. Both run zero, one and several times.
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [7 x i8] c"%d %d\0A\00"
define void @run(i32 %n, i32 %stop) {
entry:
  br label %h1
h1:
  %i = phi i32 [ 0, %entry ], [ %i1, %b1 ]
  %s1 = mul i32 %i, 3
  %c1 = icmp slt i32 %i, %n
  br i1 %c1, label %b1, label %x1
b1:
  %i1 = add i32 %i, 1
  br label %h1
x1:
  br label %h2
h2:
  %j = phi i32 [ 0, %x1 ], [ %j1, %l2 ]
  %s2 = add i32 %j, %s1
  %c2 = icmp slt i32 %j, %n
  br i1 %c2, label %b2, label %x2
b2:
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, %stop
  br i1 %e, label %x2, label %l2
l2:
  br label %h2
x2:
  %t = phi i32 [ 0, %h2 ], [ 1, %b2 ]
  %u = add i32 %s2, %t
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s1, i32 %u)
  ret void
}
define i32 @main() {
entry:
  call void @run(i32 0, i32 9)
  call void @run(i32 1, i32 9)
  call void @run(i32 5, i32 9)
  call void @run(i32 5, i32 2)
  ret i32 0
}
"#;
    let m = same_behaviour(src, &["loop-rotate"]);
    assert_eq!(latch_exits(&m, "run"), [true, true], "{}", print_module(&m));
    assert!(all_simplified(&m));
    let text = print_function(&m, m.func_by_name("run").unwrap());
    // mem2reg's naming either way: `<value>.<n>`.
    assert!(text.contains("%s1.0 = phi i32 [ 0, %entry ]"), "{text}");
    assert!(text.contains("%s2.0 = phi i32") || text.contains("%s2.1 = phi i32"), "{text}");
}

//! Unrolling tests: every transformed program runs in the interpreter before and after, over
//! trip counts 0, 1, 2 and non-multiples of the factor; the resulting loops and LoopIDs are
//! checked against seed 003's rules.

use super::md;
use super::unroll::LoopUnroll;
use crate::test_util::{assert_verifies, parse, run_pass};
use kiln_ir::pass::{FunctionPass, LoopInfo};
use kiln_ir::text::printer::print_module;
use kiln_ir::Module;

/// Runs `main` and returns its output.
fn run(m: &Module) -> String {
    let cfg = kiln_interp::Config { capture: true, fuel: Some(50_000_000), ..Default::default() };
    match kiln_interp::run_main(m, &cfg) {
        Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
        Err((t, _)) => panic!("trap: {t:?}\n{}", print_module(m)),
    }
}

/// A program whose `@f(n)` runs a rotated loop (in loop-simplify and LCSSA form) and whose
/// `main` prints `f(n)` for n in -2..=21. `iv` is the induction update, `test` the latch test
/// (continuing to `%loop` when true), `guard` the preheader test.
fn program(ty: &str, start: &str, iv: &str, test: &str, guard: &str, md: &str) -> String {
    let (narrow, widen) = if ty == "i32" {
        ("add i32 %i, 0".to_string(), "add i32 %k, 0".to_string())
    } else {
        (format!("trunc {ty} %i to i32"), format!("sext i32 %k to {ty}"))
    };
    format!(
        r#"@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)

define i32 @f({ty} %n) {{
entry:
  %g = {guard}
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi {ty} [ {start}, %ph ], [ %next, %loop ]
  %s = phi i32 [ 7, %ph ], [ %s2, %loop ]
  %t = {narrow}
  %sq = mul i32 %t, 31
  %s1 = add i32 %s, %sq
  %s2 = xor i32 %s1, %t
  %next = {iv}
  %c = {test}
  br i1 %c, label %loop, label %done{md}
done:
  %r.lcssa = phi i32 [ %s2, %loop ]
  br label %exit
exit:
  %r = phi i32 [ -1, %entry ], [ %r.lcssa, %done ]
  ret i32 %r
}}

define i32 @main() {{
entry:
  br label %l
l:
  %k = phi i32 [ -2, %entry ], [ %k1, %l ]
  %kn = {widen}
  %v = call i32 @f({ty} %kn)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 22
  br i1 %more, label %l, label %e
e:
  ret i32 0
}}
"#
    )
}

const COUNT4: &str =
    "\n!0 = distinct !{!0, !1, !2}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n!2 = !{!\"llvm.loop.mustprogress\"}\n";

fn with_count(n: u32) -> String {
    COUNT4.replace("i32 4}", &format!("i32 {n}}}"))
}

/// Unrolls `src` with `pass`, checks it verifies and prints the same, and returns the module.
fn unroll_and_compare(src: &str, mut pass: LoopUnroll, expect_unrolled: bool) -> Module {
    let before = parse(src);
    let want = run(&before);
    let mut m = parse(src);
    run_pass(&mut pass, &mut m);
    assert_verifies(&m, pass.name());
    let text = print_module(&m);
    let again = parse(&text);
    let got = run(&again);
    assert_eq!(got, want, "output changed by {}:\n{text}", pass.name());
    let f = m.func_by_name("f").unwrap();
    let li = LoopInfo::compute(&m.funcs[f]);
    let loops = li.num_loops();
    if expect_unrolled {
        assert!(text.contains(".1 = ") || loops != 1, "expected @f's loop to be unrolled:\n{text}");
    } else {
        assert_eq!(text, print_module(&before), "expected no change");
    }
    crate::test_util::assert_llvm_accepts(&text, pass.name());
    m
}

fn attrs_of_loops(m: &Module) -> Vec<Vec<String>> {
    let f = m.func_by_name("f").unwrap();
    let func = &m.funcs[f];
    let li = LoopInfo::compute(func);
    li.loops()
        .map(|l| {
            let id = md::loop_id(m, func, &li.data(l).latches);
            id.map(|id| {
                md::attributes(&m.metadata, id)
                    .filter_map(|o| match o {
                        kiln_ir::metadata::MdOperand::Node(n) => match md::ops(&m.metadata, *n)?.first()? {
                            kiln_ir::metadata::MdOperand::Str(s) => Some(String::from_utf8_lossy(s).into_owned()),
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
        })
        .collect()
}

const SLT: (&str, &str, &str, &str, &str) =
    ("i32", "0", "add nsw i32 %i, 1", "icmp slt i32 %next, %n", "icmp sgt i32 %n, 0");

#[test]
fn runtime_unrolling_by_four_keeps_results_and_sets_followup_metadata() {
    let (ty, st, iv, t, g) = SLT;
    let m = unroll_and_compare(&(program(ty, st, iv, t, g, ", !llvm.loop !0") + COUNT4), LoopUnroll::partial(), true);
    let mut attrs = attrs_of_loops(&m);
    attrs.sort();
    // The unrolled loop keeps mustprogress and gets unroll.disable; the remainder has no LoopID.
    assert_eq!(attrs, vec![vec![], vec!["llvm.loop.mustprogress".to_string(), "llvm.loop.unroll.disable".to_string()]]);
}

#[test]
fn runtime_unrolling_with_factors_that_are_not_powers_of_two() {
    let (ty, st, iv, t, g) = SLT;
    for n in [2, 3, 5, 7, 8] {
        unroll_and_compare(
            &(program(ty, st, iv, t, g, ", !llvm.loop !0") + &with_count(n)),
            LoopUnroll::partial(),
            true,
        );
    }
}

#[test]
fn runtime_unrolling_of_other_induction_shapes() {
    let shapes = [
        // while (++i != n)
        ("i32", "0", "add i32 %i, 1", "icmp ne i32 %next, %n", "icmp sgt i32 %n, 0"),
        // for (i = n; i > 0; i--) with the test on the decremented value
        ("i32", "%n", "add nsw i32 %i, -1", "icmp sgt i32 %next, 0", "icmp sgt i32 %n, 0"),
        // step 3
        ("i32", "0", "add nsw i32 %i, 3", "icmp slt i32 %next, %n", "icmp sgt i32 %n, 0"),
        // test on the phi: do { } while (i++ <u n)
        ("i32", "0", "add i32 %i, 1", "icmp ult i32 %i, %n", "icmp sge i32 %n, 0"),
        // inclusive: do { } while (++i <= n), nsw
        ("i32", "0", "add nsw i32 %i, 1", "icmp sle i32 %next, %n", "icmp sgt i32 %n, 0"),
        // exit on true: br (next >= n) exits
        ("i64", "0", "add nsw i64 %i, 2", "icmp slt i64 %next, %n", "icmp sgt i64 %n, 0"),
        // down by 4 from n to a bound of 1
        ("i32", "%n", "sub nsw i32 %i, 4", "icmp sgt i32 %next, 1", "icmp sgt i32 %n, 1"),
    ];
    for (ty, st, iv, t, g) in shapes {
        for n in [2, 3, 4] {
            let src = program(ty, st, iv, t, g, ", !llvm.loop !0") + &with_count(n);
            unroll_and_compare(&src, LoopUnroll::partial(), true);
        }
    }
}

#[test]
fn exit_on_true_branches_are_read_the_other_way() {
    let src =
        program("i32", "0", "add nsw i32 %i, 1", "icmp sge i32 %next, %n", "icmp sgt i32 %n, 0", ", !llvm.loop !0")
            .replace("br i1 %c, label %loop, label %done", "br i1 %c, label %done, label %loop")
            + COUNT4;
    unroll_and_compare(&src, LoopUnroll::partial(), true);
}

/// `@f` with a constant trip count: `for (i = 0; i < N; i++)` rotated.
fn constant_program(n: u32, md: &str) -> String {
    program("i32", "0", "add nsw i32 %i, 1", &format!("icmp slt i32 %next, {n}"), "icmp sgt i32 %n, -100", md)
}

#[test]
fn constant_trip_counts_unroll_partially_without_a_remainder() {
    for (trip, count) in [(10, 4), (12, 4), (7, 3), (9, 2), (5, 4)] {
        let m = unroll_and_compare(
            &(constant_program(trip, ", !llvm.loop !0") + &with_count(count)),
            LoopUnroll::partial(),
            true,
        );
        let f = m.func_by_name("f").unwrap();
        assert_eq!(LoopInfo::compute(&m.funcs[f]).num_loops(), 1, "no remainder loop for trip {trip} by {count}");
    }
}

#[test]
fn full_unrolling_removes_the_loop_and_its_loop_id() {
    let full = "\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.full\"}\n";
    for trip in [1, 2, 5, 16] {
        let m = unroll_and_compare(&(constant_program(trip, ", !llvm.loop !0") + full), LoopUnroll::full(), true);
        let f = m.func_by_name("f").unwrap();
        assert_eq!(LoopInfo::compute(&m.funcs[f]).num_loops(), 0);
        assert!(!print_module(&m).contains("!llvm.loop"), "no LoopID is left");
    }
    // A count at least the trip count unrolls fully too.
    let m = unroll_and_compare(&(constant_program(3, ", !llvm.loop !0") + &with_count(8)), LoopUnroll::full(), true);
    assert_eq!(LoopInfo::compute(&m.funcs[m.func_by_name("f").unwrap()]).num_loops(), 0);
}

#[test]
fn top_tested_loops_unroll_fully() {
    // for (i = 0; i < 6; i++) s = s*3 + i, tested in the header.
    let src = r#"@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)
define i32 @f(i32 %x) {
entry:
  br label %cond
cond:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %s = phi i32 [ %x, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, 6
  br i1 %c, label %body, label %done
body:
  %m = mul i32 %s, 3
  %s1 = add i32 %m, %i
  %next = add nsw i32 %i, 1
  br label %cond, !llvm.loop !0
done:
  %r = phi i32 [ %s, %cond ]
  ret i32 %r
}
define i32 @main() {
  %v = call i32 @f(i32 5)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
"#;
    let m = unroll_and_compare(src, LoopUnroll::full(), true);
    assert_eq!(LoopInfo::compute(&m.funcs[m.func_by_name("f").unwrap()]).num_loops(), 0);
    // Partially by 4 (7 header runs: the exit fires in copy 2).
    let src4 = src.replace("!{!\"llvm.loop.unroll.full\"}", "!{!\"llvm.loop.unroll.count\", i32 4}");
    unroll_and_compare(&src4, LoopUnroll::partial(), true);
}

#[test]
fn followups_replace_the_default_attributes() {
    let md = "\n!0 = distinct !{!0, !1, !2, !3, !6}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n!2 = !{!\"llvm.loop.unroll.followup_unrolled\", !4}\n!3 = !{!\"llvm.loop.unroll.followup_remainder\", !5}\n!4 = !{!\"llvm.loop.vectorize.enable\", i1 true}\n!5 = !{!\"llvm.loop.unroll.count\", i32 2}\n!6 = !{!\"llvm.loop.unroll.followup_all\", !7}\n!7 = !{!\"llvm.loop.mustprogress\"}\n";
    let (ty, st, iv, t, g) = SLT;
    let m = unroll_and_compare(&(program(ty, st, iv, t, g, ", !llvm.loop !0") + md), LoopUnroll::partial(), true);
    let mut attrs = attrs_of_loops(&m);
    attrs.sort();
    assert_eq!(
        attrs,
        vec![
            vec!["llvm.loop.mustprogress".to_string(), "llvm.loop.unroll.count".to_string()],
            vec!["llvm.loop.mustprogress".to_string(), "llvm.loop.vectorize.enable".to_string()],
        ]
    );
}

#[test]
fn disable_and_disable_nonforced_and_count_one_leave_the_loop_alone() {
    let (ty, st, iv, t, g) = SLT;
    for attr in [
        "!{!\"llvm.loop.unroll.disable\"}",
        "!{!\"llvm.loop.disable_nonforced\"}",
        "!{!\"llvm.loop.unroll.count\", i32 1}",
    ] {
        let md = format!("\n!0 = distinct !{{!0, !1}}\n!1 = {attr}\n");
        unroll_and_compare(&(program(ty, st, iv, t, g, ", !llvm.loop !0") + &md), LoopUnroll::partial(), false);
        unroll_and_compare(&(constant_program(4, ", !llvm.loop !0") + &md), LoopUnroll::full(), false);
    }
    // The forced-only pass does nothing without metadata; the heuristic one unrolls.
    unroll_and_compare(&program(ty, st, iv, t, g, ""), LoopUnroll::forced(), false);
    unroll_and_compare(&program(ty, st, iv, t, g, ""), LoopUnroll::partial(), true);
    // Runtime unrolling disabled: the runtime loop stays, a constant one still unrolls.
    let rd = "\n!0 = distinct !{!0, !1, !2}\n!1 = !{!\"llvm.loop.unroll.enable\"}\n!2 = !{!\"llvm.loop.unroll.runtime.disable\"}\n";
    unroll_and_compare(&(program(ty, st, iv, t, g, ", !llvm.loop !0") + rd), LoopUnroll::partial(), false);
    unroll_and_compare(&(constant_program(40, ", !llvm.loop !0") + rd), LoopUnroll::partial(), true);
}

// ---- unroll-and-jam ------------------------------------------------------------------------

/// `k(n)`: for i < n { acc = i; for j < 8 { acc += B[j]*(i+1); A[i][j] = acc }; C[i] = acc },
/// rotated, with `md` on the outer latch; `main` runs it for several n and prints checksums.
fn jam_program(outer_md: &str, extra: &str) -> String {
    format!(
        r#"@A = global [16 x [8 x i32]] zeroinitializer
@B = global [8 x i32] zeroinitializer
@C = global [16 x i32] zeroinitializer
@fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(ptr, ...)

define void @k(i32 %n) {{
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer.ph, label %end
outer.ph:
  br label %outer
outer:
  %i = phi i32 [ 0, %outer.ph ], [ %i.next, %latch ]
  %ie = sext i32 %i to i64
  %i1 = add i32 %i, 1
  br label %inner.ph
inner.ph:
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner ]
  %acc = phi i32 [ %i, %inner.ph ], [ %acc1, %inner ]
  %je = sext i32 %j to i64
  %bp = getelementptr inbounds [8 x i32], ptr @B, i64 0, i64 %je
  %b = load i32, ptr %bp
  %bm = mul i32 %b, %i1
  %acc1 = add i32 %acc, %bm
  %ap = getelementptr inbounds [16 x [8 x i32]], ptr @A, i64 0, i64 %ie, i64 %je
  store i32 %acc1, ptr %ap
  %j.next = add nsw i32 %j, 1
  %jc = icmp slt i32 %j.next, 8
  br i1 %jc, label %inner, label %latch{extra}
latch:
  %acc.l = phi i32 [ %acc1, %inner ]
  %cp = getelementptr inbounds [16 x i32], ptr @C, i64 0, i64 %ie
  store i32 %acc.l, ptr %cp
  %i.next = add nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %end.loopexit{outer_md}
end.loopexit:
  br label %end
end:
  ret void
}}

define i32 @sum() {{
entry:
  br label %l
l:
  %x = phi i64 [ 0, %entry ], [ %x1, %l ]
  %s = phi i32 [ 0, %entry ], [ %s2, %l ]
  %p = getelementptr inbounds i32, ptr @A, i64 %x
  %v = load i32, ptr %p
  %xt = trunc i64 %x to i32
  %w = mul i32 %v, %xt
  %s1 = add i32 %s, %w
  %q = getelementptr inbounds i32, ptr @C, i64 %x
  %c = load i32, ptr %q
  %s2 = xor i32 %s1, %c
  %x1 = add i64 %x, 1
  %more = icmp ult i64 %x1, 16
  br i1 %more, label %l, label %e
e:
  ret i32 %s2
}}

define i32 @main() {{
entry:
  br label %init
init:
  %t = phi i64 [ 0, %entry ], [ %t1, %init ]
  %tp = getelementptr inbounds [8 x i32], ptr @B, i64 0, i64 %t
  %tt = trunc i64 %t to i32
  %tv = mul i32 %tt, 7
  %tv1 = add i32 %tv, 3
  store i32 %tv1, ptr %tp
  %t1 = add i64 %t, 1
  %tm = icmp ult i64 %t1, 8
  br i1 %tm, label %init, label %go
go:
  br label %l
l:
  %k = phi i32 [ 0, %go ], [ %k1, %l ]
  call void @k(i32 %k)
  %v = call i32 @sum()
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %k, i32 %v)
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 17
  br i1 %more, label %l, label %e
e:
  ret i32 0
}}
"#
    )
}

fn jam_and_compare(src: &str, expect: bool) -> Module {
    let before = parse(src);
    let want = run(&before);
    let mut m = parse(src);
    let mut pass = super::unroll_and_jam::LoopUnrollAndJam::default();
    run_pass(&mut pass, &mut m);
    assert_verifies(&m, "loop-unroll-and-jam");
    let text = print_module(&m);
    assert_eq!(run(&parse(&text)), want, "output changed by unroll-and-jam:\n{text}");
    assert_eq!(pass.jammed > 0 || text != print_module(&before), expect, "jammed? {text}");
    crate::test_util::assert_llvm_accepts(&text, "loop-unroll-and-jam");
    m
}

#[test]
fn unroll_and_jam_keeps_results_for_every_outer_trip_count() {
    for count in [2, 3, 4] {
        let md = format!(
            "\n!0 = distinct !{{!0, !1, !2}}\n!1 = !{{!\"llvm.loop.unroll_and_jam.count\", i32 {count}}}\n!2 = !{{!\"llvm.loop.mustprogress\"}}\n"
        );
        let m = jam_and_compare(&(jam_program(", !llvm.loop !0", "") + &md), true);
        let text = print_module(&m);
        // The jammed inner loop holds `count` stores to @A per iteration.
        let f = m.func_by_name("k").unwrap();
        let func = &m.funcs[f];
        let li = LoopInfo::compute(func);
        let inner = li.loops().find(|&l| li.data(l).children.is_empty() && li.data(l).depth == 2).unwrap();
        let stores = li
            .data(inner)
            .blocks
            .iter()
            .flat_map(|&b| func.layout.block_insts(b))
            .filter(|&&i| matches!(func.dfg.inst(i), kiln_ir::InstKind::Store { .. }))
            .count();
        assert!(stores >= count as usize, "count {count}: {stores} stores in a jammed inner loop:\n{text}");
    }
}

#[test]
fn unroll_and_jam_follow_ups() {
    let md = "\n!0 = distinct !{!0, !1, !2, !3, !4, !5}\n!1 = !{!\"llvm.loop.unroll_and_jam.count\", i32 2}\n!2 = !{!\"llvm.loop.unroll_and_jam.followup_outer\", !6}\n!3 = !{!\"llvm.loop.unroll_and_jam.followup_inner\", !7}\n!4 = !{!\"llvm.loop.unroll_and_jam.followup_remainder_outer\", !8}\n!5 = !{!\"llvm.loop.unroll_and_jam.followup_all\", !9}\n!6 = !{!\"llvm.loop.unroll.count\", i32 2}\n!7 = !{!\"llvm.loop.vectorize.enable\", i1 true}\n!8 = !{!\"llvm.loop.unroll.disable\"}\n!9 = !{!\"llvm.loop.mustprogress\"}\n!10 = distinct !{!10, !11}\n!11 = !{!\"llvm.loop.isvectorized\"}\n";
    let m = jam_and_compare(&(jam_program(", !llvm.loop !0", ", !llvm.loop !10") + md), true);
    let f = m.func_by_name("k").unwrap();
    let func = &m.funcs[f];
    let li = LoopInfo::compute(func);
    let mut got: Vec<(u32, bool, Vec<String>)> = li
        .loops()
        .map(|l| {
            let id = md::loop_id(&m, func, &li.data(l).latches);
            let names = id
                .map(|id| {
                    md::attributes(&m.metadata, id)
                        .filter_map(|o| match o {
                            kiln_ir::metadata::MdOperand::Node(n) => match md::ops(&m.metadata, *n)?.first()? {
                                kiln_ir::metadata::MdOperand::Str(s) => Some(String::from_utf8_lossy(s).into_owned()),
                                _ => None,
                            },
                            _ => None,
                        })
                        .collect()
                })
                .unwrap_or_default();
            (li.data(l).depth, li.data(l).children.is_empty(), names)
        })
        .collect();
    got.sort();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let want = vec![
        // Outer loops: the remainder's and the jammed one's.
        (1, false, s(&["llvm.loop.mustprogress", "llvm.loop.unroll.count"])),
        (1, false, s(&["llvm.loop.mustprogress", "llvm.loop.unroll.disable"])),
        // Inner loops: the jammed one's follow-up, the remainder's original attributes.
        // `followup_all` is a follow-up too: it replaces the remainder inner loop's default
        // (the original inner attributes), as the seed's vectorizer section and LLVM say.
        (2, true, s(&["llvm.loop.mustprogress"])),
        (2, true, s(&["llvm.loop.mustprogress", "llvm.loop.vectorize.enable"])),
    ];
    let mut want = want;
    want.sort();
    assert_eq!(got, want);
}

#[test]
fn unroll_and_jam_refuses_unsafe_or_unshaped_nests() {
    let md = "\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll_and_jam.enable\"}\n";
    let cases = [
        // A[i][j] also read at A[i][j+1]: two address functions for a stored object.
        (
            "%b = load i32, ptr %bp",
            "%ap0 = getelementptr inbounds [16 x [8 x i32]], ptr @A, i64 0, i64 %ie, i64 0\n  %b = load i32, ptr %ap0",
            "different addresses",
        ),
        // The accumulator carried from the inner loop into the next outer iteration.
        ("%acc = phi i32 [ %i, %inner.ph ]", "%acc = phi i32 [ %i.acc, %inner.ph ]", "computed by the inner loop"),
        // A call in the nest.
        ("store i32 %acc.l, ptr %cp", "store i32 %acc.l, ptr %cp\n  call void @ext()", "call that may access memory"),
    ];
    for (from, to, why) in cases {
        let mut src = jam_program(", !llvm.loop !0", "").replace(from, to) + md;
        if to.contains("%i.acc") {
            src = src
                .replace("%i = phi i32 [ 0, %outer.ph ], [ %i.next, %latch ]", "%i = phi i32 [ 0, %outer.ph ], [ %i.next, %latch ]\n  %i.acc = phi i32 [ 0, %outer.ph ], [ %acc.l, %latch ]");
        }
        if to.contains("@ext") {
            src.push_str("define void @ext() {\n  ret void\n}\n");
        }
        let m = parse(&src);
        let f = m.func_by_name("k").unwrap();
        let func = &m.funcs[f];
        let facts = super::unroll::FuncFacts::compute(&m, f);
        let li = &facts.li;
        let outer = li.loops().find(|&l| li.data(l).depth == 1).unwrap();
        let _ = func;
        let why_not = super::unroll_and_jam::why_not_jammed(&m, f, &facts, outer).expect("refused");
        assert!(why_not.contains(why), "{why_not:?} should mention {why:?}");
        jam_and_compare(&src, false);
    }
}

/// Loops of `@f` with the LCSSA, counted-loop and trip-count facts a second unrolling needs.
fn unrollable_again(m: &Module) -> Vec<Result<super::unroll::LoopShape, String>> {
    let f = m.func_by_name("f").unwrap();
    let facts = super::unroll::FuncFacts::compute(m, f);
    facts.li.loops().map(|l| super::unroll::loop_shape(m, f, &facts, l)).collect()
}

#[test]
fn a_runtime_unrolled_loop_stays_in_lcssa_form_and_counted_so_a_followup_unrolls_it_again() {
    // followup_unrolled asks for a second unrolling by 2 of the loop unrolled by 4.
    let md = "\n!0 = distinct !{!0, !1, !2}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n!2 = !{!\"llvm.loop.unroll.followup_unrolled\", !3}\n!3 = !{!\"llvm.loop.unroll.count\", i32 2}\n";
    for (ty, st, iv, t, g) in [
        SLT,
        ("i32", "%n", "add nsw i32 %i, -1", "icmp sgt i32 %next, 0", "icmp sgt i32 %n, 0"),
        ("i64", "0", "add nsw i64 %i, 3", "icmp slt i64 %next, %n", "icmp sgt i64 %n, 0"),
    ] {
        let src = program(ty, st, iv, t, g, ", !llvm.loop !0") + md;
        let once = unroll_and_compare(&src, LoopUnroll::forced(), true);
        for shape in unrollable_again(&once) {
            shape.expect("every loop the unroller made is in loop-simplify and LCSSA form");
        }
        let f = once.func_by_name("f").unwrap();
        let facts = super::unroll::FuncFacts::compute(&once, f);
        let unrolled = facts.li.loops().find(|&l| {
            md::unroll_mode(&once, md::loop_id(&once, &once.funcs[f], &facts.li.data(l).latches)) == md::Mode::Forced
        });
        let unrolled = unrolled.expect("the follow-up's count 2 is on the unrolled loop");
        let c = facts.tc.counted(facts.li.header(unrolled)).expect("the unrolled loop is a counted loop");
        assert!(c.backedge_taken_form().is_some(), "its count has a closed form: {c:?}");
        // The second unrolling applies and keeps the results.
        let text = print_module(&once);
        let twice = unroll_and_compare(&text, LoopUnroll::forced(), true);
        let printed = print_module(&twice);
        let f = twice.func_by_name("f").unwrap();
        let func = &twice.funcs[f];
        let li = LoopInfo::compute(func);
        let main_loop = li.loops().find(|&l| func.dfg.block_name(li.header(l)) == Some("loop")).unwrap();
        let xors = li
            .data(main_loop)
            .blocks
            .iter()
            .flat_map(|&b| func.layout.block_insts(b))
            .filter(|&&i| matches!(func.dfg.inst(i), kiln_ir::InstKind::Binary { op: kiln_ir::Opcode::Xor, .. }))
            .count();
        assert_eq!(xors, 8, "eight copies of the body after 4 then 2:\n{printed}");
    }
}

#[test]
fn partial_unrolling_folds_the_induction_chain_into_one_step() {
    // Trip count 24, factor 4: the copies step %i by 1, 2, 3 and the latch by 4.
    let md = "\n!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n";
    let src =
        program("i32", "0", "add nsw i32 %i, 1", "icmp slt i32 %next, 24", "icmp sgt i32 %n, 0", ", !llvm.loop !0")
            + md;
    let m = unroll_and_compare(&src, LoopUnroll::forced(), true);
    let text = print_module(&m);
    assert!(text.contains("%next.3 = add nsw i32 %i, 4"), "folded step:\n{text}");
    let f = m.func_by_name("f").unwrap();
    let facts = super::unroll::FuncFacts::compute(&m, f);
    let l = facts.li.loops().next().unwrap();
    assert_eq!(facts.tc.trip_count(facts.li.header(l)), Some(6), "24 iterations by 4:\n{text}");
}

#[test]
fn clang_unroll_and_jam_pragma_metadata_jams_and_leaves_no_warning() {
    // `#pragma unroll_and_jam(2)` at clang-19 -O1: mustprogress, unroll.disable and the count.
    let md = "\n!0 = distinct !{!0, !1, !2, !3}\n!1 = !{!\"llvm.loop.mustprogress\"}\n!2 = !{!\"llvm.loop.unroll.disable\"}\n!3 = !{!\"llvm.loop.unroll_and_jam.count\", i32 2}\n!4 = distinct !{!4, !2}\n";
    let m = jam_and_compare(&(jam_program(", !llvm.loop !0", ", !llvm.loop !4") + md), true);
    let f = m.func_by_name("k").unwrap();
    let func = &m.funcs[f];
    let li = LoopInfo::compute(func);
    for l in li.loops() {
        let id = md::loop_id(&m, func, &li.data(l).latches);
        assert_ne!(md::unroll_and_jam_mode(&m, id), md::Mode::Forced, "no loop asks to be jammed again");
    }
    let mut warn = super::warn::TransformWarning::default();
    let mut m2 = m;
    run_pass(&mut warn, &mut m2);
    let remarks = warn.take_remarks();
    assert!(remarks.is_empty(), "no warning after jamming: {remarks:?}");
    // `#pragma nounroll` alone (unroll.disable without an unroll-and-jam attribute) suppresses it.
    let nounroll = "\n!0 = distinct !{!0, !2}\n!2 = !{!\"llvm.loop.unroll.disable\"}\n!4 = distinct !{!4, !2}\n";
    jam_and_compare(&(jam_program(", !llvm.loop !0", ", !llvm.loop !4") + nounroll), false);
}

#[test]
fn runtime_unrolling_of_ne_tests_with_larger_steps_and_inclusive_countdowns_to_a_constant() {
    // `i += 2` until `i != n` (nsw: n must be reached, so n is made even) and `i -= 1` while
    // `i >=u 1` (stops at 0 without wrapping): the trip-count closed forms beyond step ±1 on a
    // strict test.
    let even = |src: String| {
        src.replace("define i32 @f(i32 %n) {\nentry:\n", "define i32 @f(i32 %m) {\nentry:\n  %n = shl i32 %m, 1\n")
    };
    let shapes = [
        (
            even(program(
                "i32",
                "0",
                "add nsw i32 %i, 2",
                "icmp ne i32 %next, %n",
                "icmp sgt i32 %n, 0",
                ", !llvm.loop !0",
            )),
            true,
        ),
        (
            program("i32", "%n", "add i32 %i, -1", "icmp uge i32 %next, 1", "icmp sgt i32 %n, 0", ", !llvm.loop !0"),
            true,
        ),
        // Without a no-wrap flag a step of 2 may step over n: no count, no unrolling.
        (
            even(program(
                "i32",
                "0",
                "add i32 %i, 2",
                "icmp ne i32 %next, %n",
                "icmp sgt i32 %n, 0",
                ", !llvm.loop !0",
            )),
            false,
        ),
    ];
    for (src, unrolls) in shapes {
        for n in [2, 3] {
            unroll_and_compare(&(src.clone() + &with_count(n)), LoopUnroll::forced(), unrolls);
        }
    }
}

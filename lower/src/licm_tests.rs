//! Unit tests of `licm`, and the corpus differential test of the whole loop chain
//! (`loop-simplify, loop-rotate, lcssa, licm`).

use super::Licm;
use crate::loops::lcssa::is_lcssa;
use crate::loops::simplify::tests::{all_simplified, interpret, run_chain, same_behaviour};
use crate::test_util::{assert_verifies, corpus_files, dedent, parse, run_on};
use kiln_ir::pass::LoopInfo;
use kiln_ir::text::printer::print_module;
use kiln_ir::Module;

/// True when every loop of every function of `m` is in LCSSA form.
fn all_lcssa(m: &Module) -> bool {
    m.funcs.values().filter(|f| f.is_definition).all(|f| {
        let li = LoopInfo::compute(f);
        let ok = li.top_level().into_iter().all(|l| is_lcssa(f, &li, l));
        ok
    })
}

/// Loops whose latch exits, and instructions inside loops, over every function of `m`.
fn loop_shape(m: &Module) -> (usize, usize) {
    let (mut bottom_tested, mut in_loops) = (0, 0);
    for f in m.funcs.values().filter(|f| f.is_definition) {
        let li = LoopInfo::compute(f);
        for l in li.loops() {
            let d = li.data(l);
            if d.latches.iter().any(|&b| d.exiting.contains(&b)) {
                bottom_tested += 1;
            }
        }
        for &b in f.layout.blocks() {
            if li.loop_depth(b) > 0 {
                in_loops += f.layout.block_insts(b).len();
            }
        }
    }
    (bottom_tested, in_loops)
}

#[test]
fn corpus_interprets_the_same_after_the_loop_passes() {
    let mut loops = 0;
    let (mut rotated, mut moved_out) = (0, 0);
    for (prog, path) in corpus_files() {
        let src = std::fs::read_to_string(&path).expect("read corpus file");
        let mut m = parse(&src);
        run_chain(&mut m, &["mem2reg", "instsimplify", "simplifycfg"]);
        let before = interpret(&m, &format!("{prog} (cleaned up)"));
        run_chain(&mut m, &["loop-simplify"]);
        assert!(all_simplified(&m), "{prog}: loop-simplify left a loop out of form");
        let (bottom_before, _) = loop_shape(&m);
        run_chain(&mut m, &["loop-rotate"]);
        let (bottom_after, _) = loop_shape(&m);
        rotated += bottom_after - bottom_before;
        assert!(all_simplified(&m), "{prog}: loop-rotate left a loop out of form");
        run_chain(&mut m, &["lcssa"]);
        assert!(all_lcssa(&m), "{prog}: lcssa left a loop out of form");
        let (_, inside_before) = loop_shape(&m);
        run_chain(&mut m, &["licm"]);
        let (_, inside_after) = loop_shape(&m);
        moved_out += inside_before - inside_after;
        assert!(all_lcssa(&m), "{prog}: licm broke LCSSA form");
        assert!(all_simplified(&m), "{prog}: licm broke simplify form");
        let after = interpret(&m, &format!("{prog} (loop passes)"));
        assert_eq!(after.stdout, before.stdout, "{prog}: stdout changed");
        assert_eq!(after.exit_code, before.exit_code, "{prog}: exit status changed");
        loops += m.funcs.values().filter(|f| f.is_definition).map(|f| LoopInfo::compute(f).num_loops()).sum::<usize>();
        assert_verifies(&m, &prog);
    }
    eprintln!("{loops} loops, {rotated} rotated, {moved_out} instructions moved out of loops");
    assert!(loops > 50, "the corpus has loops ({loops})");
    assert!(rotated * 4 > loops, "most -O0 loops are top-tested and get rotated ({rotated} of {loops})");
    assert!(moved_out > 100, "licm moves code out of loops ({moved_out})");
}

/// Asserts licm turns `@f` of `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = run_on(&mut Licm::default(), src, "f");
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

/// A loop with invariant computations of every kind, top-tested (`rotated` false: only what is
/// speculatable or provably safe to load moves) or after `loop-rotate`.
const MIXED: &str = r#"
@g = global [4 x i32] zeroinitializer, align 16
define i32 @f(i32 %n, i32 %a, i32 %b, ptr %p, i1 %c) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s2, %latch ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %body, label %exit
body:
  %m = mul i32 %a, %b
  %d = sdiv i32 %a, %b
  %d7 = sdiv i32 %a, 7
  %gp = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 2
  %gl = load i32, ptr %gp, align 8
  %pl = load i32, ptr %p, align 4
  br i1 %c, label %then, label %latch
then:
  %d2 = udiv i32 %a, %b
  br label %latch
latch:
  %t = phi i32 [ 0, %body ], [ %d2, %then ]
  %x1 = add i32 %m, %d
  %x2 = add i32 %x1, %d7
  %x3 = add i32 %x2, %gl
  %x4 = add i32 %x3, %pl
  %x5 = add i32 %x4, %t
  %s2 = add i32 %s, %x5
  %inc = add i32 %i, 1
  br label %h, !llvm.loop !0
exit:
  %s.lcssa = phi i32 [ %s, %h ]
  ret i32 %s.lcssa
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.disable_nonforced"}
"#;

#[test]
fn top_tested_loop_hoists_only_what_is_safe_without_running_like_llvm() {
    // What `opt-19 -passes='loop-mssa(licm)'` hoists from the same loop: the product, the
    // division by 7 and the load of the global (dereferenceable), not the division by %b nor
    // the load of %p (the body may not run), not the guarded udiv.
    check(
        MIXED,
        r#"
        define i32 @f(i32 %n, i32 %a, i32 %b, ptr %p, i1 %c) {
        entry:
          %m = mul i32 %a, %b
          %d7 = sdiv i32 %a, 7
          %gp = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 2
          %gl = load i32, ptr %gp, align 8
          br label %h

        h:
          %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
          %s = phi i32 [ 0, %entry ], [ %s2, %latch ]
          %cmp = icmp slt i32 %i, %n
          br i1 %cmp, label %body, label %exit

        body:
          %d = sdiv i32 %a, %b
          %pl = load i32, ptr %p, align 4
          br i1 %c, label %then, label %latch

        then:
          %d2 = udiv i32 %a, %b
          br label %latch

        latch:
          %t = phi i32 [ 0, %body ], [ %d2, %then ]
          %x1 = add i32 %m, %d
          %x2 = add i32 %x1, %d7
          %x3 = add i32 %x2, %gl
          %x4 = add i32 %x3, %pl
          %x5 = add i32 %x4, %t
          %s2 = add i32 %s, %x5
          %inc = add i32 %i, 1
          br label %h, !llvm.loop !0

        exit:
          %s.lcssa = phi i32 [ %s, %h ]
          ret i32 %s.lcssa
        }
        "#,
    );
}

#[test]
fn rotated_loop_hoists_what_runs_on_every_iteration_like_llvm() {
    // After rotation the body runs before any exit: the division by %b, the load of %p and the
    // sums of invariants move too (as with opt-19 loop-rotate then licm); the udiv under %c stays.
    let mut m = parse(MIXED);
    run_chain(&mut m, &["loop-simplify", "loop-rotate", "lcssa", "licm"]);
    let f = m.func_by_name("f").unwrap();
    let text = kiln_ir::text::printer::print_function(&m, f);
    let pre = text.split("br label %body\n").next().expect("the preheader ends in br label %body");
    for hoisted in ["%d = sdiv i32 %a, %b", "%pl = load i32, ptr %p", "%x4 = add i32 %x3, %pl", "%gl = load"] {
        assert!(pre.contains(hoisted), "{hoisted} is not in the preheader:\n{text}");
    }
    let after_pre = &text[pre.len()..];
    assert!(after_pre.contains("%d2 = udiv i32 %a, %b"), "{text}");
    assert!(after_pre.contains("%x5 = add i32 %x4, %t"), "{text}");
}

#[test]
fn guarded_trapping_division_is_not_hoisted() {
    // `if (b != 0) s += a / b` with b == 0: hoisting the division would trap.
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
@zero = global i32 0
define i32 @main() {
entry:
  %b = load i32, ptr @zero
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s2, %latch ]
  %ok = icmp ne i32 %b, 0
  br i1 %ok, label %div, label %latch
div:
  %q = sdiv i32 100, %b
  %r = urem i32 100, %b
  %qr = add i32 %q, %r
  br label %latch
latch:
  %add = phi i32 [ 0, %h ], [ %qr, %div ]
  %s2 = add i32 %s, %add
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 10
  br i1 %c, label %h, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s2)
  ret i32 0
}
"#;
    let m = same_behaviour(src, &["loop-simplify", "lcssa", "licm"]);
    assert_eq!(depth_of(&m, "main", "q"), 1, "{}", print_module(&m));
    assert_eq!(depth_of(&m, "main", "r"), 1);
    // The invariant compare moves out.
    assert_eq!(depth_of(&m, "main", "ok"), 0);
}

/// The loop depth of the block defining `%value` in `@func`.
fn depth_of(m: &Module, func: &str, value: &str) -> u32 {
    let f = &m.funcs[m.func_by_name(func).expect("function exists")];
    let def = f.layout.insts().find(|&i| f.dfg.inst_result(i).and_then(|v| f.dfg.value_name(v)) == Some(value));
    let block = def.and_then(|i| f.layout.inst_block(i)).unwrap_or_else(|| panic!("%{value} is not defined"));
    LoopInfo::compute(f).loop_depth(block)
}

/// `@main` printing the sum of `load LOAD` over ten iterations of a rotated loop whose body runs
/// `BODY` first (with `%i` the counter); `DECLS` is added at the top.
fn memory_program(decls: &str, body: &str, load: &str) -> String {
    format!(
        r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
@g = global i32 5, align 4
@h = global i32 7, align 4
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
{decls}
define i32 @main() {{
entry:
  %local = alloca [4 x i32], align 16
  store i32 11, ptr %local, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
{body}
  %v = load {load}
  %s2 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 10
  br i1 %c, label %loop, label %done
done:
  %s.lcssa = phi i32 [ %s2, %loop ]
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s.lcssa)
  ret i32 0
}}
"#
    )
}

#[test]
fn stores_and_calls_that_may_write_keep_loads_in_the_loop() {
    let writer = "define void @bump() {\nentry:\n  %x = load i32, ptr @g\n  %y = add i32 %x, 1\n  store i32 %y, ptr @g\n  ret void\n}\ndefine i32 @peek() #0 {\nentry:\n  %x = load i32, ptr @h\n  ret i32 %x\n}\nattributes #0 = { nounwind willreturn memory(read) }\ndeclare void @opaque(ptr)";
    let writer = writer.replace("\\n", "\n");
    // (body, loaded location, hoisted?)
    let cases = [
        ("  store i32 %i, ptr @g, align 4", "i32, ptr @g, align 4", false),
        ("  store i32 %i, ptr @h, align 4", "i32, ptr @g, align 4", true),
        ("  call void @bump()", "i32, ptr @g, align 4", false),
        ("  call void @bump()", "i32, ptr %local, align 4", true),
        ("  %pk = call i32 @peek()", "i32, ptr @g, align 4", true),
        (
            "  %e = getelementptr [4 x i32], ptr @arr, i64 0, i64 1\n  store i32 %i, ptr %e, align 4",
            "i32, ptr @arr, align 4",
            true,
        ),
        (
            "  %e = getelementptr [4 x i32], ptr @arr, i64 0, i64 0\n  store i32 %i, ptr %e, align 4",
            "i32, ptr @arr, align 4",
            false,
        ),
        ("  %q = load ptr, ptr @g, align 8\n  store i32 %i, ptr %q, align 4", "i32, ptr @h, align 4", false),
        (
            "  %e = getelementptr [4 x i32], ptr %local, i64 0, i64 3\n  store i32 %i, ptr %e, align 4",
            "i32, ptr %local, align 4",
            true,
        ),
        ("  call void @opaque(ptr %local)", "i32, ptr %local, align 4", false),
        ("", "volatile i32, ptr @g, align 4", false),
        ("", "atomic i32, ptr @g monotonic, align 4", false),
        ("  fence seq_cst", "i32, ptr @g, align 4", false),
    ];
    for (body, load, hoisted) in cases {
        let body = body.replace("\\n", "\n");
        let src = memory_program(&writer, &body, load);
        let mut m = parse(&src);
        run_chain(&mut m, &["licm"]);
        let depth = depth_of(&m, "main", "v");
        assert_eq!(depth == 0, hoisted, "body {body:?}, load {load:?}:\n{}", print_module(&m));
        // The unknown pointer and the opaque callee only exist to be analysed.
        if !body.contains("opaque") && !body.contains("%q") {
            same_behaviour(&src, &["licm"]);
        }
    }
}

#[test]
fn a_call_that_may_not_return_keeps_a_later_trapping_division_in_the_loop() {
    // The loop exits the program before its first division by zero: hoisting the division above
    // the call would trap. Without the call the division is guaranteed to run and moves.
    let program = |call: &str| {
        format!(
            r#"
declare void @exit(i32)
@zero = global i32 0
define i32 @main() {{
entry:
  %b = load i32, ptr @zero
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
{call}
  %q = sdiv i32 100, %b
  %i1 = add i32 %i, %q
  %c = icmp slt i32 %i1, 10
  br i1 %c, label %loop, label %done
done:
  %i1.lcssa = phi i32 [ %i1, %loop ]
  ret i32 %i1.lcssa
}}
"#
        )
    };
    let m = same_behaviour(&program("  call void @exit(i32 3)"), &["licm"]);
    assert_eq!(depth_of(&m, "main", "q"), 1, "{}", print_module(&m));
    let mut m = parse(&program(""));
    run_chain(&mut m, &["licm"]);
    assert_eq!(depth_of(&m, "main", "q"), 0, "{}", print_module(&m));
}

#[test]
fn values_used_only_after_the_loop_sink_into_the_exit_with_their_operands() {
    // %t and then %u (its only user moved out) sink into the exit through LCSSA phis; %k is
    // needed by the loop and stays, reaching the copies through a new LCSSA phi.
    check(
        r#"
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %k = mul i32 %i, 3
  %u = add i32 %k, 7
  %t = mul i32 %u, %u
  %i1 = add i32 %i, %k
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %t.lcssa = phi i32 [ %t, %loop ]
  ret i32 %t.lcssa
}
"#,
        r#"
        define i32 @f(i32 %n) {
        entry:
          br label %loop

        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %k = mul i32 %i, 3
          %i1 = add i32 %i, %k
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %loop, label %done

        done:
          %k.lcssa = phi i32 [ %k, %loop ]
          %u.le = add i32 %k.lcssa, 7
          %t.le = mul i32 %u.le, %u.le
          ret i32 %t.le
        }
        "#,
    );
}

#[test]
fn invariants_of_nested_loops_climb_to_the_outermost_preheader() {
    let src = r#"
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
@scale = global i32 3
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %s = phi i32 [ 0, %entry ], [ %s.inner, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %a = phi i32 [ %s, %outer ], [ %a1, %inner ]
  %sc = load i32, ptr @scale
  %both = mul i32 %sc, 5
  %row = mul i32 %i, %both
  %x = add i32 %row, %j
  %a1 = add i32 %a, %x
  %j1 = add i32 %j, 1
  %ic = icmp slt i32 %j1, 4
  br i1 %ic, label %inner, label %olatch
olatch:
  %s.inner = phi i32 [ %a1, %inner ]
  %i1 = add i32 %i, 1
  %oc = icmp slt i32 %i1, 3
  br i1 %oc, label %outer, label %done
done:
  %r = phi i32 [ %s.inner, %olatch ]
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 0
}
"#;
    let m = same_behaviour(src, &["loop-simplify", "lcssa", "licm"]);
    assert_eq!(depth_of(&m, "main", "sc"), 0, "{}", print_module(&m));
    assert_eq!(depth_of(&m, "main", "both"), 0);
    assert_eq!(depth_of(&m, "main", "row"), 1, "invariant in the inner loop only");
    assert_eq!(depth_of(&m, "main", "x"), 2);
}

#[test]
fn llvm_licm_disable_is_respected_and_disable_nonforced_is_not() {
    let program = |md: &str| {
        format!(
            r#"
define i32 @f(i32 %n, i32 %a) {{
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = mul i32 %a, %a
  %i1 = add i32 %i, %x
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done, !llvm.loop !0
done:
  %i1.lcssa = phi i32 [ %i1, %loop ]
  ret i32 %i1.lcssa
}}
!0 = distinct !{{!0, !1}}
!1 = !{{!"{md}"}}
"#
        )
    };
    let mut m = parse(&program("llvm.licm.disable"));
    assert_eq!(crate::test_util::run_pass(&mut Licm::default(), &mut m), [kiln_ir::pass::Preserved::All]);
    let mut m = parse(&program("llvm.loop.disable_nonforced"));
    run_chain(&mut m, &["licm"]);
    let f = &m.funcs[m.func_by_name("f").unwrap()];
    let x = f.layout.insts().find(|&i| f.dfg.inst_result(i).and_then(|v| f.dfg.value_name(v)) == Some("x"));
    assert_eq!(x.and_then(|i| f.layout.inst_block(i)), f.layout.entry_block());
}

#[test]
fn a_load_hoisted_speculatively_loses_its_ub_metadata() {
    // The load of the alloca runs only when %c holds; hoisted, !noundef must go (the loaded
    // value may be uninitialised on paths that never loaded it), !tbaa-like data stays.
    let src = r#"
define i32 @f(i32 %n, i1 %c) {
entry:
  %slot = alloca i32, align 4
  store i32 1, ptr %slot, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  br i1 %c, label %then, label %latch
then:
  %v = load i32, ptr %slot, align 4, !noundef !0, !range !1
  br label %latch
latch:
  %a = phi i32 [ 0, %loop ], [ %v, %then ]
  %i1 = add i32 %i, %a
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %done
done:
  %i1.lcssa = phi i32 [ %i1, %latch ]
  ret i32 %i1.lcssa
}
!0 = !{}
!1 = !{i32 0, i32 10}
"#;
    let got = run_on(&mut Licm::default(), src, "f");
    assert!(got.contains("entry:\n  %slot = alloca i32, align 4\n  store i32 1, ptr %slot, align 4\n  %v = load i32, ptr %slot, align 4\n"), "{got}");
}

#[test]
fn a_value_sunk_from_an_inner_loop_keeps_its_outer_operand_in_the_outer_loop() {
    // %q is used only after the inner loop: it sinks into %inner.exit, where it still uses %p.
    // %p is then used in the outer loop by that copy as well as by the outer exit's phi, so it
    // must not sink out of the outer loop (the copy's use was once not recorded: the verifier
    // found %q.le using a deleted %p).
    check(
        r#"
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
  store i64 %i, ptr %q.lcssa
  %i1 = add i64 %i, 1
  %d = icmp slt i64 %i1, %n
  br i1 %d, label %outer, label %done
done:
  %p.lcssa = phi ptr [ %p, %inner.exit ]
  %v = load i64, ptr %p.lcssa
  ret i64 %v
}
"#,
        r#"
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
          %j1 = add i64 %j, 1
          %c = icmp slt i64 %j1, 2
          br i1 %c, label %inner, label %inner.exit

        inner.exit:
          %q.le = getelementptr inbounds i64, ptr %p, i64 2
          store i64 %i, ptr %q.le
          %i1 = add i64 %i, 1
          %d = icmp slt i64 %i1, %n
          br i1 %d, label %outer, label %done

        done:
          %p.lcssa = phi ptr [ %p, %inner.exit ]
          %v = load i64, ptr %p.lcssa
          ret i64 %v
        }
        "#,
    );
}

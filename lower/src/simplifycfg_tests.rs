//! Unit tests of `simplifycfg` on hand-written IR, with the exact printed result.

use super::SimplifyCfg;
use crate::test_util::{dedent, parse, run_on, run_pass};
use kiln_ir::pass::Preserved;

/// Asserts simplifycfg turns `@f` of `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = run_on(&mut SimplifyCfg::default(), src, "f");
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

#[test]
fn constant_branches_fold_and_the_dead_side_goes() {
    check(
        r#"
define i32 @f(i32 %a) {
entry:
  br i1 true, label %yes, label %no
yes:
  %y = add i32 %a, 1
  br label %join
no:
  %n = add i32 %a, 2
  br label %join
join:
  %r = phi i32 [ %y, %yes ], [ %n, %no ]
  ret i32 %r
}
"#,
        r#"
        define i32 @f(i32 %a) {
        entry:
          %y = add i32 %a, 1
          ret i32 %y
        }
        "#,
    );
}

#[test]
fn constant_switch_takes_its_case_and_drops_every_other_edge() {
    check(
        r#"
define i32 @f(i32 %a, i1 %c) {
entry:
  br i1 %c, label %sw, label %join
sw:
  switch i32 2, label %join [
    i32 1, label %join
    i32 2, label %two
    i32 3, label %join
  ]
two:
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ 5, %sw ], [ 5, %sw ], [ 5, %sw ], [ 7, %two ]
  ret i32 %r
}
"#,
        r#"
        define i32 @f(i32 %a, i1 %c) {
        entry:
          br i1 %c, label %sw, label %join

        sw:
          br label %join

        join:
          %r = phi i32 [ 0, %entry ], [ 7, %sw ]
          ret i32 %r
        }
        "#,
    );
}

#[test]
fn unreachable_blocks_go_with_their_phi_entries() {
    check(
        r#"
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
island:
  %x = add i32 1, 2
  br label %island2
island2:
  br i1 %c, label %join, label %island
join:
  %r = phi i32 [ 1, %entry ], [ 2, %a ], [ %x, %island2 ]
  ret i32 %r
}
"#,
        r#"
        define i32 @f(i1 %c) {
        entry:
          br i1 %c, label %a, label %join

        a:
          br label %join

        join:
          %r = phi i32 [ 1, %entry ], [ 2, %a ]
          ret i32 %r
        }
        "#,
    );
}

#[test]
fn straight_line_chains_merge_and_single_entry_phis_dissolve() {
    check(
        r#"
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  br label %b1
b1:
  %p = phi i32 [ %x, %entry ]
  %y = mul i32 %p, 2
  br label %b2
b2:
  br label %b3
b3:
  %z = sub i32 %y, %p
  ret i32 %z
}
"#,
        r#"
        define i32 @f(i32 %a) {
        entry:
          %x = add i32 %a, 1
          %y = mul i32 %x, 2
          %z = sub i32 %y, %x
          ret i32 %z
        }
        "#,
    );
}

#[test]
fn empty_forwarding_blocks_are_bypassed() {
    check(
        r#"
define i32 @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %fwd, label %other
other:
  br i1 %d, label %fwd, label %join
fwd:
  br label %join
join:
  %r = phi i32 [ 1, %fwd ], [ 2, %other ]
  ret i32 %r
}
"#,
        // %fwd is reached from %entry and %other; %other already reaches %join with 2, and
        // would need 1 through %fwd: conflict, so %fwd stays.
        r#"
        define i32 @f(i1 %c, i1 %d) {
        entry:
          br i1 %c, label %fwd, label %other

        other:
          br i1 %d, label %fwd, label %join

        fwd:
          br label %join

        join:
          %r = phi i32 [ 1, %fwd ], [ 2, %other ]
          ret i32 %r
        }
        "#,
    );
    check(
        r#"
declare void @g()

define i32 @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %fwd, label %other
other:
  call void @g()
  br i1 %d, label %fwd, label %join
fwd:
  br label %join
join:
  %r = phi i32 [ 1, %fwd ], [ 1, %other ]
  ret i32 %r
}
"#,
        // Same shape, but %other brings the same value: %fwd can go; then %other's branch has
        // two equal targets and becomes `br`.
        r#"
        define i32 @f(i1 %c, i1 %d) {
        entry:
          br i1 %c, label %join, label %other

        other:
          call void @g()
          br label %join

        join:
          %r = phi i32 [ 1, %entry ], [ 1, %other ]
          ret i32 %r
        }
        "#,
    );
}

#[test]
fn fixed_point_collapses_a_diamond_of_empty_blocks() {
    // After %fwd is bypassed, %other branches twice to %join: that folds to `br`; %other is
    // then an empty forwarding block, so %entry branches twice to %join, which folds and
    // merges.
    check(
        r#"
define i32 @f(i1 %c, i1 %d, i32 %a) {
entry:
  br i1 %c, label %fwd, label %other
other:
  br i1 %d, label %fwd, label %join
fwd:
  br label %join
join:
  ret i32 %a
}
"#,
        r#"
        define i32 @f(i1 %c, i1 %d, i32 %a) {
        entry:
          ret i32 %a
        }
        "#,
    );
}

#[test]
fn switch_with_only_a_default_becomes_br() {
    check(
        r#"
define i32 @f(i32 %k, i32 %a) {
entry:
  %x = add i32 %a, 1
  switch i32 %k, label %next [
  ]
next:
  ret i32 %x
}
"#,
        r#"
        define i32 @f(i32 %k, i32 %a) {
        entry:
          %x = add i32 %a, 1
          ret i32 %x
        }
        "#,
    );
}

#[test]
fn loops_keep_their_shape() {
    let src = r#"
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
"#;
    let mut m = parse(src);
    assert_eq!(run_pass(&mut SimplifyCfg::default(), &mut m), vec![Preserved::All]);
}

#[test]
fn address_taken_blocks_are_kept() {
    check(
        r#"
@addr = global ptr blockaddress(@f, %target)

define i32 @f(ptr %p) {
entry:
  indirectbr ptr %p, [label %target]
target:
  br label %next
next:
  ret i32 1
}
"#,
        r#"
        define i32 @f(ptr %p) {
        entry:
          indirectbr ptr %p, [label %target]

        target:
          ret i32 1
        }
        "#,
    );
}

#[test]
fn changes_report_nothing_preserved() {
    let mut m = parse("define void @f() {\nentry:\n  br label %a\na:\n  ret void\n}\n");
    let mut pass = SimplifyCfg::default();
    assert_eq!(run_pass(&mut pass, &mut m), vec![Preserved::Nothing]);
    assert_eq!(pass.blocks_removed, 1);
}

#[test]
fn undef_conditions_are_left_alone() {
    let src = "define i32 @f() {\nentry:\n  br i1 undef, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}\n";
    let mut m = parse(src);
    assert_eq!(run_pass(&mut SimplifyCfg::default(), &mut m), vec![Preserved::All]);
}

#[test]
fn long_chains_collapse_without_recursion() {
    // 5000 blocks, each an add and a `br` to the next: all merge into the entry block. (Whole
    // chains merge at once; each deleted block still costs a scan of the layout's block list,
    // `Layout::remove_block`, so this is kept moderate for debug builds.)
    let n = 5_000u32;
    let mut src = String::from("define i32 @f(i32 %a) {\nentry:\n  br label %1\n");
    let mut prev = "%a".to_string();
    for i in 0..n {
        let (label, value) = (1 + 2 * i, 2 + 2 * i);
        src.push_str(&format!("{label}:\n  %{value} = add i32 {prev}, 1\n  br label %{}\n", label + 2));
        prev = format!("%{value}");
    }
    src.push_str(&format!("{}:\n  ret i32 {prev}\n}}\n", 1 + 2 * n));
    let mut m = parse(&src);
    let mut pass = SimplifyCfg::default();
    run_pass(&mut pass, &mut m);
    crate::test_util::assert_verifies(&m, "long chain");
    assert_eq!(pass.blocks_removed, n as usize + 1);
    let f = m.func_by_name("f").unwrap();
    assert_eq!(m.funcs[f].layout.num_blocks(), 1);
    assert_eq!(m.funcs[f].num_insts(), n as usize + 1);
}

#[test]
fn merged_blocks_hand_over_every_duplicate_edge() {
    // %b (two switch edges to %s) merges into %entry; both edges must then count as coming
    // from %entry when %s is bypassed, or %t's phi would name the deleted %b.
    check(
        r#"
declare void @g()

define i32 @f(i32 %k) {
entry:
  br label %b
b:
  call void @g()
  switch i32 %k, label %s [
    i32 1, label %s
    i32 2, label %other
  ]
s:
  br label %t
other:
  br label %t
t:
  %r = phi i32 [ 1, %s ], [ 2, %other ]
  ret i32 %r
}
"#,
        r#"
        define i32 @f(i32 %k) {
        entry:
          call void @g()
          switch i32 %k, label %t [
            i32 1, label %t
            i32 2, label %other
          ]

        other:
          br label %t

        t:
          %r = phi i32 [ 2, %other ], [ 1, %entry ], [ 1, %entry ]
          ret i32 %r
        }
        "#,
    );
}

#[test]
fn an_unreachable_address_taken_block_stays_as_a_stub() {
    // %target is named by a blockaddress but no indirectbr reaches it: it stays, so the
    // constant names a block, but as `unreachable` (what only it reached goes, and nothing
    // branches to a deleted block).
    check(
        r#"
@addr = global ptr blockaddress(@f, %target)

define i32 @f(i1 %c) {
entry:
  ret i32 0
target:
  br i1 %c, label %after, label %other
after:
  ret i32 1
other:
  ret i32 2
}
"#,
        r#"
        define i32 @f(i1 %c) {
        entry:
          ret i32 0

        target:
          unreachable
        }
        "#,
    );
}

/// 60,000 straight-line blocks and 60,000 unreachable ones all go in one run (this shape once
/// took 20 s when blocks were deleted one by one; timing belongs in benchmarks, not here).
#[test]
fn deleting_many_blocks_merges_a_long_chain() {
    const N: usize = 60_000;
    let mut src = String::from("define i32 @f(i32 %a) {\nentry:\n  br label %b0\n");
    for i in 0..N {
        src += &format!("b{i}:\n  %v{i} = add i32 %a, {i}\n  br label %b{}\n", i + 1);
        src += &format!("dead{i}:\n  br label %b{i}\n");
    }
    src += &format!("b{N}:\n  ret i32 %v{}\n}}\n", N - 1);
    let mut m = parse(&src);
    let mut pass = SimplifyCfg::default();
    run_pass(&mut pass, &mut m);
    let f = m.funcs.values().next().expect("one function");
    assert_eq!(f.layout.num_blocks(), 1, "everything merges into the entry");
    assert_eq!(f.layout.block_insts(f.layout.blocks()[0]).len(), N + 1);
    assert_eq!(pass.blocks_removed, 2 * N + 1);
}

#[test]
fn a_branch_on_a_phi_of_constants_is_threaded_into_its_predecessors() {
    // The shape coroutine splitting leaves at a suspend point: the resume entry (0) and the
    // suspending block (-1) both jump to a block that only switches on which one they were.
    check(
        r#"
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %resume, label %suspend.here
resume:
  br label %landing
suspend.here:
  %y = add i32 %x, 1
  br label %landing
landing:
  %s = phi i8 [ 0, %resume ], [ -1, %suspend.here ]
  switch i8 %s, label %out [
    i8 0, label %go
    i8 1, label %out
  ]
go:
  ret i32 %x
out:
  %r = phi i32 [ 7, %landing ], [ 7, %landing ]
  ret i32 %r
}
"#,
        r#"
        define i32 @f(i1 %c, i32 %x) {
        entry:
          br i1 %c, label %go, label %suspend.here

        suspend.here:
          %y = add i32 %x, 1
          ret i32 7

        go:
          ret i32 %x
        }
        "#,
    );
}

#[test]
fn a_phi_used_beyond_its_branch_is_not_threaded() {
    let src = r#"
define i8 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %s = phi i8 [ 0, %a ], [ 1, %b ]
  %t = icmp eq i8 %s, 0
  br i1 %t, label %x, label %y
x:
  ret i8 %s
y:
  ret i8 %s
}
"#;
    let got = run_on(&mut SimplifyCfg::default(), src, "f");
    assert!(got.contains("phi i8"), "the phi has other uses and must stay:\n{got}");
}

#[test]
fn unreachable_address_taken_blocks_become_unreachable_stubs() {
    // %dead is unreachable, and so is %t, reached only through its indirectbr: %t stays (its
    // address is taken) as a stub, and %out's phi loses its entry.
    let got = run_on(
        &mut SimplifyCfg::default(),
        r#"
define i32 @f(i32 %a) {
entry:
  br i1 false, label %dead, label %out
dead:
  %v = add i32 %a, 1
  indirectbr ptr blockaddress(@f, %t), [label %t]
t:
  br label %out
out:
  %p = phi i32 [ %v, %t ], [ 0, %entry ]
  ret i32 %p
}
"#,
        "f",
    );
    assert!(!got.contains("%v = add") && !got.contains("indirectbr"), "{got}");
    assert!(got.contains("t:\n  unreachable"), "{got}");
}

//! Unit tests of `mem2reg` on hand-written IR, with the exact printed result.

use super::Mem2Reg;
use crate::test_util::{dedent, parse, run_on, run_pass};
use kiln_ir::pass::Preserved;

/// Runs mem2reg on `src` and returns the printed `@f` (checked by the verifier and llvm-as-19).
fn m2r(src: &str) -> String {
    run_on(&mut Mem2Reg::default(), src, "f")
}

/// Asserts mem2reg turns `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = m2r(src);
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

#[test]
fn diamond_gets_one_phi() {
    let src = r#"
define i32 @f(i1 %c) {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x, align 4
  br i1 %c, label %then, label %join
then:
  store i32 2, ptr %x, align 4
  br label %join
join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
"#;
    check(
        src,
        r#"
        define i32 @f(i1 %c) {
        entry:
          br i1 %c, label %then, label %join

        then:
          br label %join

        join:
          %x.0 = phi i32 [ 1, %entry ], [ 2, %then ]
          ret i32 %x.0
        }
        "#,
    );
}

#[test]
fn counting_loop() {
    let src = r#"
define i32 @f(i32 %n) {
entry:
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, ptr %i, align 4
  store i32 0, ptr %s, align 4
  br label %head
head:
  %iv = load i32, ptr %i, align 4
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %exit
body:
  %sv = load i32, ptr %s, align 4
  %iv2 = load i32, ptr %i, align 4
  %sum = add i32 %sv, %iv2
  store i32 %sum, ptr %s, align 4
  %inc = add i32 %iv2, 1
  store i32 %inc, ptr %i, align 4
  br label %head
exit:
  %r = load i32, ptr %s, align 4
  ret i32 %r
}
"#;
    check(
        src,
        r#"
        define i32 @f(i32 %n) {
        entry:
          br label %head

        head:
          %i.0 = phi i32 [ 0, %entry ], [ %inc, %body ]
          %s.0 = phi i32 [ 0, %entry ], [ %sum, %body ]
          %c = icmp slt i32 %i.0, %n
          br i1 %c, label %body, label %exit

        body:
          %sum = add i32 %s.0, %i.0
          %inc = add i32 %i.0, 1
          br label %head

        exit:
          ret i32 %s.0
        }
        "#,
    );
}

#[test]
fn switch_with_two_edges_to_one_block_gets_two_equal_entries() {
    let src = r#"
define i32 @f(i32 %k) {
entry:
  %x = alloca i32, align 4
  store i32 7, ptr %x, align 4
  switch i32 %k, label %other [
    i32 1, label %join
    i32 2, label %join
  ]
other:
  store i32 9, ptr %x, align 4
  br label %join
join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
"#;
    check(
        src,
        r#"
        define i32 @f(i32 %k) {
        entry:
          switch i32 %k, label %other [
            i32 1, label %join
            i32 2, label %join
          ]

        other:
          br label %join

        join:
          %x.0 = phi i32 [ 7, %entry ], [ 7, %entry ], [ 9, %other ]
          ret i32 %x.0
        }
        "#,
    );
}

#[test]
fn escaping_volatile_and_type_punned_allocas_stay() {
    let src = r#"
declare void @use(ptr)

define i32 @f(float %fl) {
entry:
  %esc = alloca i32, align 4
  %vol = alloca i32, align 4
  %pun = alloca float, align 4
  %stored = alloca ptr, align 8
  %ok = alloca i32, align 4
  call void @use(ptr %esc)
  store volatile i32 1, ptr %vol, align 4
  store float %fl, ptr %pun, align 4
  %bits = load i32, ptr %pun, align 4
  store ptr %esc, ptr %stored, align 8
  store i32 %bits, ptr %ok, align 4
  %a = load i32, ptr %esc, align 4
  %b = load i32, ptr %vol, align 4
  %c = load i32, ptr %ok, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  ret i32 %s2
}
"#;
    check(
        src,
        r#"
        define i32 @f(float %fl) {
        entry:
          %esc = alloca i32, align 4
          %vol = alloca i32, align 4
          %pun = alloca float, align 4
          call void @use(ptr %esc)
          store volatile i32 1, ptr %vol, align 4
          store float %fl, ptr %pun, align 4
          %bits = load i32, ptr %pun, align 4
          %a = load i32, ptr %esc, align 4
          %b = load i32, ptr %vol, align 4
          %s1 = add i32 %a, %b
          %s2 = add i32 %s1, %bits
          ret i32 %s2
        }
        "#,
    );
}

#[test]
fn load_before_any_store_is_undef_and_lifetime_markers_go() {
    let src = r#"
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define i64 @f() {
entry:
  %x = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %x)
  %v = load i64, ptr %x, align 8
  store i64 5, ptr %x, align 8
  %w = load i64, ptr %x, align 8
  call void @llvm.lifetime.end.p0(i64 8, ptr %x)
  %s = add i64 %v, %w
  ret i64 %s
}
"#;
    check(
        src,
        r#"
        define i64 @f() {
        entry:
          %s = add i64 undef, 5
          ret i64 %s
        }
        "#,
    );
}

#[test]
fn unreachable_blocks_load_undef_and_feed_phis_undef() {
    // %dead is unreachable but branches into %join, so the phi needs an entry for it.
    let src = r#"
define i32 @f(i1 %c) {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x, align 4
  br i1 %c, label %a, label %join
a:
  store i32 2, ptr %x, align 4
  br label %join
dead:
  %d = load i32, ptr %x, align 4
  store i32 %d, ptr %x, align 4
  br label %join
join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
"#;
    check(
        src,
        r#"
        define i32 @f(i1 %c) {
        entry:
          br i1 %c, label %a, label %join

        a:
          br label %join

        dead:
          br label %join

        join:
          %x.0 = phi i32 [ 1, %entry ], [ 2, %a ], [ undef, %dead ]
          ret i32 %x.0
        }
        "#,
    );
}

#[test]
fn vectors_and_pointers_are_promoted_but_structs_and_arrays_are_not() {
    let src = r#"
define <2 x i32> @f(<2 x i32> %a, ptr %p) {
entry:
  %vec = alloca <2 x i32>, align 8
  %ptr = alloca ptr, align 8
  %agg = alloca { i32, i32 }, align 4
  %arr = alloca [2 x i32], align 4
  store <2 x i32> %a, ptr %vec, align 8
  store ptr %p, ptr %ptr, align 8
  store { i32, i32 } zeroinitializer, ptr %agg, align 4
  store [2 x i32] zeroinitializer, ptr %arr, align 4
  %q = load ptr, ptr %ptr, align 8
  %v = load <2 x i32>, ptr %vec, align 8
  store <2 x i32> %v, ptr %q, align 8
  ret <2 x i32> %v
}
"#;
    check(
        src,
        r#"
        define <2 x i32> @f(<2 x i32> %a, ptr %p) {
        entry:
          %agg = alloca { i32, i32 }, align 4
          %arr = alloca [2 x i32], align 4
          store { i32, i32 } zeroinitializer, ptr %agg, align 4
          store [2 x i32] zeroinitializer, ptr %arr, align 4
          store <2 x i32> %a, ptr %p, align 8
          ret <2 x i32> %a
        }
        "#,
    );
}

#[test]
fn allocas_outside_the_entry_block_or_with_a_count_stay() {
    let src = r#"
define i32 @f(i32 %n) {
entry:
  %many = alloca i32, i32 %n, align 4
  %one = alloca i32, i32 1, align 4
  store i32 3, ptr %many, align 4
  store i32 4, ptr %one, align 4
  br label %next
next:
  %late = alloca i32, align 4
  store i32 5, ptr %late, align 4
  %a = load i32, ptr %many, align 4
  %b = load i32, ptr %one, align 4
  %c = load i32, ptr %late, align 4
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
"#;
    check(
        src,
        r#"
        define i32 @f(i32 %n) {
        entry:
          %many = alloca i32, i32 %n, align 4
          store i32 3, ptr %many, align 4
          br label %next

        next:
          %late = alloca i32, align 4
          store i32 5, ptr %late, align 4
          %a = load i32, ptr %many, align 4
          %c = load i32, ptr %late, align 4
          %s = add i32 %a, 4
          %t = add i32 %s, %c
          ret i32 %t
        }
        "#,
    );
}

#[test]
fn phis_are_pruned_where_the_variable_is_dead() {
    // %x is stored on both arms but never loaded after the join: no phi.
    let src = r#"
define void @f(i1 %c, ptr %out) {
entry:
  %x = alloca i32, align 4
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %x, align 4
  %va = load i32, ptr %x, align 4
  store i32 %va, ptr %out, align 4
  br label %join
b:
  store i32 2, ptr %x, align 4
  br label %join
join:
  store i32 3, ptr %x, align 4
  ret void
}
"#;
    check(
        src,
        r#"
        define void @f(i1 %c, ptr %out) {
        entry:
          br i1 %c, label %a, label %b

        a:
          store i32 1, ptr %out, align 4
          br label %join

        b:
          br label %join

        join:
          ret void
        }
        "#,
    );
}

#[test]
fn nothing_to_promote_preserves_all() {
    let mut m = parse(
        r#"
declare void @use(ptr)
define void @f() {
entry:
  %x = alloca i32, align 4
  call void @use(ptr %x)
  ret void
}
"#,
    );
    assert_eq!(run_pass(&mut Mem2Reg::default(), &mut m), vec![Preserved::All]);
}

#[test]
fn promotion_reports_cfg_preserved() {
    let mut m = parse(
        "define i32 @f() {\n  %x = alloca i32\n  store i32 1, ptr %x\n  %v = load i32, ptr %x\n  ret i32 %v\n}\n",
    );
    let mut pass = Mem2Reg::default();
    assert_eq!(run_pass(&mut pass, &mut m), vec![Preserved::Cfg]);
    assert_eq!(pass.promoted, 1);
}

#[test]
fn deep_chain_of_blocks_does_not_recurse() {
    // 30000 blocks in a chain, each loading, incrementing and storing the same slot, and each
    // branching back to the first: a dominator tree 30000 deep. Numbered (not named) values keep
    // the parser fast.
    let n = 30_000u32;
    let label = |i: u32| 1 + 3 * i;
    let mut src =
        String::from("define i32 @f(i1 %c) {\nentry:\n  %0 = alloca i32\n  store i32 0, ptr %0\n  br label %1\n");
    for i in 0..n {
        let (b, v) = (label(i), label(i) + 1);
        let next = label(i + 1);
        src.push_str(&format!(
            "{b}:\n  %{v} = load i32, ptr %0\n  %{} = add i32 %{v}, 1\n  store i32 %{}, ptr %0\n  br i1 %c, label %{next}, label %1\n",
            v + 1,
            v + 1
        ));
    }
    src.push_str(&format!("{}:\n  %{} = load i32, ptr %0\n  ret i32 %{}\n}}\n", label(n), label(n) + 1, label(n) + 1));
    let mut m = parse(&src);
    run_pass(&mut Mem2Reg::default(), &mut m);
    crate::test_util::assert_verifies(&m, "deep chain");
    let f = m.func_by_name("f").unwrap();
    let func = &m.funcs[f];
    let phis = func.layout.insts().filter(|&i| matches!(func.dfg.inst(i), kiln_ir::InstKind::Phi { .. })).count();
    assert_eq!(phis, 1, "only the loop head needs a phi");
    assert_eq!(func.num_insts(), 1 + 2 * n as usize + 1 + 1);
}

#[test]
fn atomic_accesses_of_a_private_slot_are_promoted_as_llvm_does() {
    check(
        r#"
define i32 @f(i32 %a) {
entry:
  %s = alloca i32, align 4
  store atomic i32 %a, ptr %s seq_cst, align 4
  %v = load atomic i32, ptr %s acquire, align 4
  ret i32 %v
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

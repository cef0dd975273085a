//! Unit tests of `early-cse`, and the corpus check that it changes no program's behaviour.

use super::EarlyCse;
use crate::loops::simplify::tests::{run_chain, same_behaviour};
use crate::test_util::{corpus_files, dedent, parse, run_on};

/// Runs early-cse on `src` and returns the printed `@f`.
fn cse(src: &str) -> String {
    run_on(&mut EarlyCse::default(), &dedent(src), "f")
}

/// How many lines of `text` contain `needle`.
fn count(text: &str, needle: &str) -> usize {
    text.lines().filter(|l| l.contains(needle)).count()
}

#[test]
fn a_repeated_pure_value_is_computed_once_in_its_block_and_in_dominated_blocks() {
    let out = cse("
        define i64 @f(i32 %x, ptr %p, i1 %c) {
          %a = sext i32 %x to i64
          %b = sext i32 %x to i64
          %g1 = getelementptr inbounds i64, ptr %p, i64 %a
          %g2 = getelementptr inbounds i64, ptr %p, i64 %b
          %d = ptrtoint ptr %g1 to i64
          %e = ptrtoint ptr %g2 to i64
          br i1 %c, label %then, label %join
        then:
          %h = sext i32 %x to i64
          %s = add i64 %h, %d
          br label %join
        join:
          %r = phi i64 [ %s, %then ], [ %e, %0 ]
          %h2 = sext i32 %x to i64
          %k = add i64 %r, %h2
          ret i64 %k
        }
    ");
    assert_eq!(count(&out, "sext"), 1, "{out}");
    assert_eq!(count(&out, "getelementptr"), 1, "{out}");
    assert_eq!(count(&out, "ptrtoint"), 1, "{out}");
    assert!(out.contains("[ %d, %0 ]"), "{out}");
    assert!(out.contains("add i64 %r, %a"), "{out}");
}

#[test]
fn values_in_sibling_blocks_are_not_merged() {
    let out = cse("
        define i32 @f(i32 %x, i1 %c) {
          br i1 %c, label %a, label %b
        a:
          %u = mul i32 %x, 3
          br label %j
        b:
          %v = mul i32 %x, 3
          br label %j
        j:
          %r = phi i32 [ %u, %a ], [ %v, %b ]
          ret i32 %r
        }
    ");
    assert_eq!(count(&out, "mul i32"), 2, "{out}");
}

#[test]
fn the_survivor_keeps_only_the_flags_both_had() {
    let out = cse("
        define i32 @f(i32 %x, i32 %y, ptr %p) {
          %a = add nsw nuw i32 %x, %y
          %b = add nsw i32 %y, %x
          %g = getelementptr inbounds i8, ptr %p, i32 %a
          %h = getelementptr i8, ptr %p, i32 %b
          %s = ptrtoint ptr %g to i32
          %t = ptrtoint ptr %h to i32
          %r = xor i32 %s, %t
          ret i32 %r
        }
    ");
    assert_eq!(count(&out, "add "), 1, "{out}");
    assert!(out.contains("add nsw i32 %x, %y"), "nuw must go, nsw stay:\n{out}");
    assert!(out.contains("getelementptr i8, ptr %p, i32 %a"), "inbounds must go:\n{out}");
    assert!(out.contains("xor i32 %s, %s"), "{out}");
}

#[test]
fn commuted_operands_and_swapped_compares_are_the_same_value() {
    let out = cse("
        define i1 @f(i32 %x, i32 %y) {
          %a = mul i32 %x, %y
          %b = mul i32 %y, %x
          %c = icmp slt i32 %a, %y
          %d = icmp sgt i32 %y, %b
          %e = sub i32 %x, %y
          %g = sub i32 %y, %x
          %h = icmp eq i32 %e, %g
          %r = and i1 %c, %d
          %s = and i1 %r, %h
          ret i1 %s
        }
    ");
    assert_eq!(count(&out, "mul "), 1, "{out}");
    assert_eq!(count(&out, "icmp s"), 1, "{out}");
    assert_eq!(count(&out, "sub "), 2, "subtraction does not commute:\n{out}");
}

#[test]
fn a_load_is_reused_until_something_may_write_memory() {
    let out = cse("
        declare void @g()
        declare i32 @pure_reader(ptr) nounwind willreturn memory(read)
        define i32 @f(ptr %p, ptr %q) {
          %a = load i32, ptr %p
          %b = load i32, ptr %p
          %r1 = call i32 @pure_reader(ptr %q)
          %c = load i32, ptr %p
          store i32 7, ptr %q
          %d = load i32, ptr %p
          %e = load i32, ptr %q
          call void @g()
          %f2 = load i32, ptr %p
          %v = load volatile i32, ptr %p
          %w = load volatile i32, ptr %p
          %s1 = add i32 %a, %b
          %s2 = add i32 %s1, %c
          %s3 = add i32 %s2, %d
          %s4 = add i32 %s3, %e
          %s5 = add i32 %s4, %f2
          %s6 = add i32 %s5, %v
          %s7 = add i32 %s6, %w
          %s8 = add i32 %s7, %r1
          ret i32 %s8
        }
    ");
    // %a serves %b and %c (a reading call writes nothing); the store forces %d again and gives %e
    // its value; the call forces %f2; volatile loads always stay.
    assert_eq!(count(&out, "load i32, ptr %p"), 3, "{out}");
    assert_eq!(count(&out, "load i32, ptr %q"), 0, "{out}");
    assert_eq!(count(&out, "load volatile"), 2, "{out}");
    assert!(out.contains("add i32 %s3, 7"), "the stored value is forwarded:\n{out}");
}

#[test]
fn ordered_atomics_and_fences_end_what_is_known_about_memory() {
    let out = cse("
        define i32 @f(ptr %p, ptr %flag) {
          %a = load i32, ptr %p
          %g = load atomic i32, ptr %flag acquire, align 4
          %b = load i32, ptr %p
          fence seq_cst
          %c = load i32, ptr %p
          %u1 = load atomic i32, ptr %flag unordered, align 4
          %u2 = load atomic i32, ptr %flag unordered, align 4
          %d = load i32, ptr %p
          %s1 = add i32 %a, %b
          %s2 = add i32 %s1, %c
          %s3 = add i32 %s2, %d
          %s4 = add i32 %s3, %g
          %s5 = add i32 %s4, %u1
          %s6 = add i32 %s5, %u2
          ret i32 %s6
        }
    ");
    // The acquire load and the fence each force %p to be read again; unordered loads write
    // nothing (so %d reuses %c) but are never merged themselves.
    assert_eq!(count(&out, "load i32, ptr %p"), 3, "{out}");
    assert_eq!(count(&out, "unordered"), 2, "{out}");
    assert!(out.contains("add i32 %s2, %c"), "{out}");
}

#[test]
fn a_block_with_another_way_in_sees_memory_as_unknown() {
    let out = cse("
        define i32 @f(ptr %p, i1 %c) {
        entry:
          %a = load i32, ptr %p
          br i1 %c, label %w, label %j
        w:
          store i32 1, ptr %p
          br label %j
        j:
          %b = load i32, ptr %p
          %n = load i32, ptr %p
          %s = add i32 %a, %b
          %t = add i32 %s, %n
          ret i32 %t
        }
    ");
    // %b may see the store in %w; %n repeats %b.
    assert_eq!(count(&out, "load i32"), 2, "{out}");
    let out = cse("
        define i32 @f(ptr %p, i1 %c) {
        entry:
          %a = load i32, ptr %p
          br i1 %c, label %t, label %e
        t:
          %b = load i32, ptr %p
          ret i32 %b
        e:
          ret i32 %a
        }
    ");
    assert_eq!(count(&out, "load i32"), 1, "a block entered only from its dominator keeps the value:\n{out}");
}

#[test]
fn a_loop_header_does_not_reuse_a_load_from_before_the_loop() {
    let out = cse("
        define i32 @f(ptr %p, i32 %n) {
        entry:
          %a = load i32, ptr %p
          br label %h
        h:
          %i = phi i32 [ 0, %entry ], [ %i1, %h ]
          %b = load i32, ptr %p
          %b1 = add i32 %b, 1
          store i32 %b1, ptr %p
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %h, label %x
        x:
          %r = add i32 %a, %b
          ret i32 %r
        }
    ");
    assert_eq!(count(&out, "load i32"), 2, "{out}");
}

#[test]
fn the_survivor_drops_metadata_the_replaced_load_lacked() {
    let out = cse("
        define i32 @f(ptr %p) {
          %a = load i32, ptr %p, !range !0
          %b = load i32, ptr %p
          %s = add i32 %a, %b
          ret i32 %s
        }
        !0 = !{i32 0, i32 10}
    ");
    assert_eq!(count(&out, "load i32"), 1, "{out}");
    assert!(!out.contains("!range"), "{out}");
}

#[test]
fn phis_allocas_and_calls_with_effects_are_never_merged() {
    let out = cse("
        declare i32 @g(i32)
        define i32 @f(i32 %x) {
          %a = alloca i32
          %b = alloca i32
          %c = call i32 @g(i32 %x)
          %d = call i32 @g(i32 %x)
          store i32 %c, ptr %a
          store i32 %d, ptr %b
          %s = add i32 %c, %d
          ret i32 %s
        }
    ");
    assert_eq!(count(&out, "alloca"), 2, "{out}");
    assert_eq!(count(&out, "call i32 @g"), 2, "{out}");
}

#[test]
fn corpus_interprets_the_same_after_early_cse() {
    let mut removed = 0;
    for (prog, path) in corpus_files() {
        let src = std::fs::read_to_string(&path).expect("read corpus file");
        let mut m = parse(&src);
        run_chain(&mut m, &["mem2reg", "instsimplify", "simplifycfg"]);
        let text = kiln_ir::text::printer::print_module(&m);
        let before = kiln_ir::text::printer::print_module(&m).lines().count();
        let after = same_behaviour(&text, &["early-cse", "dce"]);
        removed += before.saturating_sub(kiln_ir::text::printer::print_module(&after).lines().count());
        let _ = prog;
    }
    assert!(removed > 100, "early-cse removed only {removed} lines over the corpus");
}

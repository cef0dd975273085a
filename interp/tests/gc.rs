//! GC statepoints in the interpreter: hand-written programs using `@gc_alloc` and statepoints,
//! each run with and without `Config::gc_stress` (the moving collector at every statepoint).
#![allow(clippy::result_large_err)]

use kiln_interp::{run_main, Config, Outcome, Trap, TrapKind};

const PRELUDE: &str = r#"
declare i32 @printf(ptr, ...)
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token, i32, i32)
declare ptr addrspace(1) @llvm.experimental.gc.result.p1(token)
declare i64 @llvm.experimental.gc.result.i64(token)
declare i32 @llvm.experimental.gc.result.i32(token)
declare ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1))
declare i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1))
@.d = private constant [4 x i8] c"%d\0A\00"
@.dd = private constant [7 x i8] c"%d %d\0A\00"
define void @poll() {
entry:
  ret void
}
"#;

fn module(src: &str) -> kiln_ir::Module {
    let full = format!("{PRELUDE}{src}");
    let m = kiln_ir::text::parse(full.as_bytes()).unwrap_or_else(|d| panic!("parse: {}\n{full}", d.message));
    if let Err(ds) = kiln_ir::verifier::verify_module(&m) {
        panic!("verify: {}\n{full}", ds.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n"));
    }
    m
}

fn run(src: &str, gc_stress: bool) -> Result<Outcome, (Trap, Outcome)> {
    run_main(&module(src), &Config { capture: true, gc_stress, fuel: Some(10_000_000), ..Config::default() })
}

fn ok(src: &str, gc_stress: bool) -> (String, u64) {
    match run(src, gc_stress) {
        Ok(o) => {
            assert_eq!(o.exit_code, 0);
            (String::from_utf8(o.stdout).unwrap(), o.gc_collections)
        }
        Err((t, o)) => {
            panic!("unexpected trap (stress {gc_stress}): {t}\noutput: {}", String::from_utf8_lossy(&o.stdout))
        }
    }
}

/// Runs without and with stress: the same output, `want`, and `collections` collections under stress.
fn same_both_ways(src: &str, want: &str, collections: u64) {
    let (plain, n0) = ok(src, false);
    assert_eq!(plain, want);
    assert_eq!(n0, 0, "nothing collects without stress");
    let (stressed, n1) = ok(src, true);
    assert_eq!(stressed, want, "stress changes the output");
    assert_eq!(n1, collections);
}

fn trap_under_stress(src: &str) -> Trap {
    match run(src, true) {
        Ok(o) => panic!("expected a trap under stress, got {:?}", String::from_utf8_lossy(&o.stdout)),
        Err((t, _)) => t,
    }
}

/// A list of ten nodes (`{ next, i64 value }`), each allocated through a statepoint that keeps
/// the list so far live; unreachable garbage every iteration; three more statepoints around a
/// poll; then the walk sums and prints the values.
const LIST: &str = r#"
define i32 @main() gc "statepoint-example" {
entry:
  br label %build
build:
  %i = phi i64 [ 0, %entry ], [ %i1, %build ]
  %head = phi ptr addrspace(1) [ null, %entry ], [ %node, %build ]
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 1, i64 8, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %head) ]
  %node = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %tok)
  %head.r = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  store ptr addrspace(1) %head.r, ptr addrspace(1) %node
  %data = getelementptr i8, ptr addrspace(1) %node, i64 8
  store i64 %i, ptr addrspace(1) %data
  %junk = call ptr addrspace(1) @gc_alloc(i64 2, i64 100)
  store ptr addrspace(1) %node, ptr addrspace(1) %junk
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 10
  br i1 %c, label %build, label %polls
polls:
  %k = phi i32 [ 0, %build ], [ %k1, %polls ]
  %l = phi ptr addrspace(1) [ %node, %build ], [ %l.r, %polls ]
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l) ]
  %l.r = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 0)
  %k1 = add i32 %k, 1
  %kc = icmp ult i32 %k1, 3
  br i1 %kc, label %polls, label %walk
walk:
  %p = phi ptr addrspace(1) [ %l.r, %polls ], [ %next, %walk ]
  %sum = phi i64 [ 0, %polls ], [ %sum1, %walk ]
  %pd = getelementptr i8, ptr addrspace(1) %p, i64 8
  %v = load i64, ptr addrspace(1) %pd
  %sum1 = add i64 %sum, %v
  %next = load ptr addrspace(1), ptr addrspace(1) %p
  %more = icmp ne ptr addrspace(1) %next, null
  br i1 %more, label %walk, label %done
done:
  %s32 = trunc i64 %sum1 to i32
  %v32 = trunc i64 %v to i32
  call i32 (ptr, ...) @printf(ptr @.dd, i32 %s32, i32 %v32)
  ret i32 0
}
"#;

#[test]
fn a_list_relocated_across_statepoints_in_a_loop_prints_the_same_under_stress() {
    same_both_ways(LIST, "45 0\n", 13);
}

#[test]
fn a_list_dropped_from_gc_live_is_freed_as_unreachable() {
    // The same walk, but the list head is passed on through a poll without being in its
    // "gc-live" bundle: the collector frees the whole list as unreachable.
    let src = LIST.replace(
        r#"@poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l) ]"#,
        r#"@poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) null) ]"#,
    );
    let src = src.replace(
        "%l.r = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 0)",
        "%l.r = getelementptr i8, ptr addrspace(1) %l, i64 0",
    );
    assert_eq!(ok(&src, false).0, "45 0\n");
    let t = trap_under_stress(&src);
    assert_eq!(t.kind, TrapKind::UndefinedBehavior);
    assert!(t.message.contains("freed as unreachable"), "{t}");
    assert!(t.message.contains("@poll"), "{t}");
}

/// A tree of seven nodes (`{ left, right, i64 depth }`) built recursively: every allocation is a
/// statepoint in the callee while the caller's statepoint is pending with the subtrees so far.
const TREE: &str = r#"
define ptr addrspace(1) @build(i64 %d) gc "statepoint-example" {
entry:
  %leaf = icmp eq i64 %d, 0
  br i1 %leaf, label %none, label %inner
none:
  ret ptr addrspace(1) null
inner:
  %d1 = sub i64 %d, 1
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64)) @build, i32 1, i32 0, i64 %d1, i32 0, i32 0)
  %l = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t1)
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64)) @build, i32 1, i32 0, i64 %d1, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l) ]
  %r = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t2)
  %l2 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 0)
  %t3 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 2, i64 8, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l2, ptr addrspace(1) %r) ]
  %n = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t3)
  %l3 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t3, i32 0, i32 0)
  %r3 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t3, i32 1, i32 1)
  store ptr addrspace(1) %l3, ptr addrspace(1) %n
  %rs = getelementptr i8, ptr addrspace(1) %n, i64 8
  store ptr addrspace(1) %r3, ptr addrspace(1) %rs
  %ds = getelementptr i8, ptr addrspace(1) %n, i64 16
  store i64 %d, ptr addrspace(1) %ds
  ret ptr addrspace(1) %n
}

define i64 @sum(ptr addrspace(1) %n) {
entry:
  %z = icmp eq ptr addrspace(1) %n, null
  br i1 %z, label %zero, label %node
zero:
  ret i64 0
node:
  %l = load ptr addrspace(1), ptr addrspace(1) %n
  %rs = getelementptr i8, ptr addrspace(1) %n, i64 8
  %r = load ptr addrspace(1), ptr addrspace(1) %rs
  %ds = getelementptr i8, ptr addrspace(1) %n, i64 16
  %d = load i64, ptr addrspace(1) %ds
  %a = call i64 @sum(ptr addrspace(1) %l)
  %b = call i64 @sum(ptr addrspace(1) %r)
  %ab = add i64 %a, %b
  %s = add i64 %ab, %d
  ret i64 %s
}

define i32 @main() gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64)) @build, i32 1, i32 0, i64 3, i32 0, i32 0)
  %tree = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t)
  %tp = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %tree) ]
  %tree.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tp, i32 0, i32 0)
  %s = call i64 @sum(ptr addrspace(1) %tree.r)
  %s32 = trunc i64 %s to i32
  call i32 (ptr, ...) @printf(ptr @.d, i32 %s32)
  ret i32 0
}
"#;

#[test]
fn a_tree_built_by_nested_statepoints_prints_the_same_under_stress() {
    // 1*3 + 2*2 + 4*1 = 11; statepoints: 1 + 7 inner nodes * 3 + 1.
    same_both_ways(TREE, "11\n", 1 + 7 * 3 + 1);
}

#[test]
fn a_subtree_missing_from_gc_live_is_caught() {
    let src = TREE.replace(
        r#"@build, i32 1, i32 0, i64 %d1, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %l) ]"#,
        "@build, i32 1, i32 0, i64 %d1, i32 0, i32 0)",
    );
    let src = src.replace(
        "%l2 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 0)",
        "%l2 = getelementptr i8, ptr addrspace(1) %l, i64 0",
    );
    assert_eq!(ok(&src, false).0, "11\n");
    let t = trap_under_stress(&src);
    // The stale left subtree reaches the next statepoint's "gc-live" bundle.
    assert!(t.message.contains("\"gc-live\" operand 0 of the statepoint"), "{t}");
    assert!(t.message.contains("freed as unreachable"), "{t}");
}

const STALE: &str = r#"
define i32 @main() gc "statepoint-example" {
entry:
  %obj = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 42, ptr addrspace(1) %obj
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %v = load i64, ptr addrspace(1) %obj
  %v32 = trunc i64 %v to i32
  call i32 (ptr, ...) @printf(ptr @.d, i32 %v32)
  ret i32 0
}
"#;

#[test]
fn an_unrelocated_use_runs_without_stress_and_traps_under_it() {
    assert_eq!(ok(STALE, false).0, "42\n");
    let t = trap_under_stress(STALE);
    assert_eq!(t.kind, TrapKind::UndefinedBehavior);
    assert_eq!(t.exit_status(), 70);
    for part in [
        "moved to",
        "the statepoint `%tok = call token",
        "@poll",
        "in block %entry of @main (collection 1)",
        "a managed reference used after a statepoint was not relocated",
    ] {
        assert!(t.message.contains(part), "message {:?} lacks {part:?}", t.message);
    }
    let site = t.site.expect("site");
    assert_eq!(site.func, "main");
    assert!(site.inst.starts_with("%v = load i64, ptr addrspace(1) %obj"), "{}", site.inst);
    // Determinism: the same trap text every run.
    assert_eq!(trap_under_stress(STALE).to_string(), trap_under_stress(STALE).to_string());
    // The relocated value is fine.
    let fixed = STALE.replace("load i64, ptr addrspace(1) %obj\n", "load i64, ptr addrspace(1) %obj.relocated\n");
    same_both_ways(&fixed, "42\n", 1);
}

#[test]
fn a_reference_missing_from_gc_live_is_freed_as_unreachable() {
    let src = STALE.replace(r#" [ "gc-live"(ptr addrspace(1) %obj) ]"#, "").replace(
        "  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)\n",
        "",
    );
    assert_eq!(ok(&src, false).0, "42\n");
    let t = trap_under_stress(&src);
    assert!(t.message.contains("freed as unreachable"), "{t}");
    assert!(t.message.contains("outside its \"gc-live\" bundle"), "{t}");
}

#[test]
fn a_reference_kept_in_an_alloca_is_not_a_root() {
    let src = r#"
define i32 @main() gc "statepoint-example" {
entry:
  %slot = alloca ptr addrspace(1)
  %obj = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 5, ptr addrspace(1) %obj
  store ptr addrspace(1) %obj, ptr %slot
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %o = load ptr addrspace(1), ptr %slot
  %v = load i64, ptr addrspace(1) %o
  %v32 = trunc i64 %v to i32
  call i32 (ptr, ...) @printf(ptr @.d, i32 %v32)
  ret i32 0
}
"#;
    assert_eq!(ok(src, false).0, "5\n");
    let t = trap_under_stress(src);
    assert!(t.message.contains("moved to"), "{t}");
    assert!(t.site.unwrap().inst.contains("%v = load i64"));
}

/// Interior (offset 16) and exterior (offset 100 of a 64-byte object, and 8 bytes below the
/// start of another) derived pointers, and a vector of two derived pointers into two objects
/// with a vector of their bases. The pointer below its base cannot be told from its address
/// (it lies in the `malloc` block allocated just before): only relocating it relative to its
/// base gives the right address.
const DERIVED: &str = r#"
declare ptr @malloc(i64)
define i32 @main() gc "statepoint-example" {
entry:
  %obj = call ptr addrspace(1) @gc_alloc(i64 0, i64 64)
  %gap = call ptr @malloc(i64 8)
  %other = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  %below = getelementptr i8, ptr addrspace(1) %other, i64 -8
  %in = getelementptr i8, ptr addrspace(1) %obj, i64 16
  store i64 7, ptr addrspace(1) %in
  %ex = getelementptr i8, ptr addrspace(1) %obj, i64 100
  %o8 = getelementptr i8, ptr addrspace(1) %other, i64 8
  store i64 9, ptr addrspace(1) %o8
  %b0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %obj, i32 0
  %bases = insertelement <2 x ptr addrspace(1)> %b0, ptr addrspace(1) %other, i32 1
  %d0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %in, i32 0
  %ders = insertelement <2 x ptr addrspace(1)> %d0, ptr addrspace(1) %o8, i32 1
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj, ptr addrspace(1) %in, ptr addrspace(1) %ex, <2 x ptr addrspace(1)> %bases, <2 x ptr addrspace(1)> %ders, ptr addrspace(1) %other, ptr addrspace(1) %below) ]
  %obj.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %in.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)
  %ex.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 2)
  %ders.r = call <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token %tok, i32 3, i32 4)
  %below.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 5, i32 6)
  %up = getelementptr i8, ptr addrspace(1) %below.r, i64 16
  %e = load i64, ptr addrspace(1) %up
  %e32 = trunc i64 %e to i32
  call i32 (ptr, ...) @printf(ptr @.d, i32 %e32)
  %a = load i64, ptr addrspace(1) %in.r
  %back = getelementptr i8, ptr addrspace(1) %ex.r, i64 -84
  %b = load i64, ptr addrspace(1) %back
  %exoff = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %ex.r)
  %exbase = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %ex.r)
  %same = icmp eq ptr addrspace(1) %exbase, %obj.r
  %l0 = extractelement <2 x ptr addrspace(1)> %ders.r, i32 0
  %l1 = extractelement <2 x ptr addrspace(1)> %ders.r, i32 1
  %c = load i64, ptr addrspace(1) %l0
  %d = load i64, ptr addrspace(1) %l1
  %ab = add i64 %a, %b
  %cd = add i64 %c, %d
  %ab32 = trunc i64 %ab to i32
  %cd32 = trunc i64 %cd to i32
  call i32 (ptr, ...) @printf(ptr @.dd, i32 %ab32, i32 %cd32)
  %exoff32 = trunc i64 %exoff to i32
  %same32 = zext i1 %same to i32
  call i32 (ptr, ...) @printf(ptr @.dd, i32 %exoff32, i32 %same32)
  ret i32 0
}
"#;

#[test]
fn derived_pointers_move_with_their_base_interior_exterior_and_vector() {
    same_both_ways(DERIVED, "9\n14 16\n100 1\n", 1);
}

#[test]
fn a_derived_pointer_relocated_relative_to_the_wrong_base_traps_under_stress() {
    // Relocating %in (into %obj) relative to %other (gc-live operand 5).
    let src = DERIVED.replace(
        "%in.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)",
        "%in.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 5, i32 1)",
    );
    assert_eq!(ok(&src, false).0, "9\n14 16\n100 1\n");
    let t = trap_under_stress(&src);
    assert!(t.message.contains("is not the base of its derived pointer"), "{t}");
    assert!(t.site.unwrap().inst.contains("%in.r = call"));
}

#[test]
fn statepoints_around_varargs_targets_and_gc_result_values() {
    let src = r#"
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define i64 @sum2(i32 %n, ...) gc "statepoint-example" {
entry:
  %ap = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
  %p = va_arg ptr %ap, ptr addrspace(1)
  %q = va_arg ptr %ap, ptr addrspace(1)
  call void @llvm.va_end.p0(ptr %ap)
  %a = load i64, ptr addrspace(1) %p
  %b = load i64, ptr addrspace(1) %q
  %s = add i64 %a, %b
  ret i64 %s
}
define i64 @get(ptr addrspace(1) %o) {
entry:
  %v = load i64, ptr addrspace(1) %o
  ret i64 %v
}
define i32 @main() gc "statepoint-example" {
entry:
  %x = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %y = call ptr addrspace(1) @gc_alloc(i64 0, i64 16)
  store i64 30, ptr addrspace(1) %x
  %y8 = getelementptr i8, ptr addrspace(1) %y, i64 8
  store i64 12, ptr addrspace(1) %y8
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i64 (i32, ...)) @sum2, i32 3, i32 0, i32 2, ptr addrspace(1) %x, ptr addrspace(1) %y8, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %x, ptr addrspace(1) %y8, ptr addrspace(1) %y) ]
  %s = call i64 @llvm.experimental.gc.result.i64(token %t1)
  %x.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t1, i32 0, i32 0)
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i64 (ptr addrspace(1))) @get, i32 1, i32 0, ptr addrspace(1) %x.r, i32 0, i32 0)
  %g = call i64 @llvm.experimental.gc.result.i64(token %t2)
  %s32 = trunc i64 %s to i32
  %g32 = trunc i64 %g to i32
  %t3 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 (ptr, ...)) @printf, i32 3, i32 0, ptr @.dd, i32 %s32, i32 %g32, i32 0, i32 0) [ "deopt"(i32 1), "gc-transition"(i32 2) ]
  %n = call i32 @llvm.experimental.gc.result.i32(token %t3)
  call i32 (ptr, ...) @printf(ptr @.d, i32 %n)
  ret i32 0
}
"#;
    same_both_ways(src, "42 30\n6\n", 3);
}

/// `@main` keeps an object live across a statepoint calling `@inner`, whose own statepoint
/// moves it (and returns the relocated pointer): `@main`'s relocate must see the new address.
const NESTED: &str = r#"
define ptr addrspace(1) @inner(ptr addrspace(1) %o) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %o) ]
  %o.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  store i64 8, ptr addrspace(1) %o.r
  ret ptr addrspace(1) %o.r
}
define i32 @main() gc "statepoint-example" {
entry:
  %obj = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (ptr addrspace(1))) @inner, i32 1, i32 0, ptr addrspace(1) %obj, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %ret = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t)
  %obj.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %same = icmp eq ptr addrspace(1) %ret, %obj.r
  %v = load i64, ptr addrspace(1) %obj.r
  %same32 = zext i1 %same to i32
  %v32 = trunc i64 %v to i32
  call i32 (ptr, ...) @printf(ptr @.dd, i32 %same32, i32 %v32)
  ret i32 0
}
"#;

#[test]
fn a_nested_statepoint_moves_objects_of_the_callers_pending_statepoint() {
    same_both_ways(NESTED, "1 8\n", 2);
}

#[test]
fn a_reference_passed_to_a_statepoint_target_but_not_kept_live_goes_stale() {
    // Without the reference in @main's bundle, @main's collection moves the object for its
    // call argument only, and @main's own %obj is stale when the target returns.
    let src = NESTED
        .replace(
            r#"i32 1, i32 0, ptr addrspace(1) %obj, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]"#,
            "i32 1, i32 0, ptr addrspace(1) %obj, i32 0, i32 0)",
        )
        .replace(
            "%obj.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)",
            "%obj.r = getelementptr i8, ptr addrspace(1) %obj, i64 0",
        );
    let (out, _) = ok(&src, false);
    assert_eq!(out, "1 8\n");
    let t = trap_under_stress(&src);
    assert!(t.message.contains("moved to"), "{t}");
    assert!(t.message.contains("in block %entry of @main (collection 1)"), "{t}");
    assert!(t.site.unwrap().inst.contains("%v = load i64"));
}

#[test]
fn pointer_base_and_offset_and_element_atomic_copies() {
    let src = r#"
declare ptr @malloc(i64)
declare ptr @llvm.experimental.gc.get.pointer.base.p0.p0(ptr)
declare i64 @llvm.experimental.gc.get.pointer.offset.p0(ptr)
declare void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i32)
declare void @llvm.memmove.element.unordered.atomic.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i32)
declare void @__llvm_memcpy_element_unordered_atomic_8(ptr addrspace(1), ptr addrspace(1), i64)
declare void @__llvm_memmove_element_unordered_atomic_safepoint_4(ptr addrspace(1), i64, ptr addrspace(1), i64, i64)
define i32 @main() gc "statepoint-example" {
entry:
  %o = call ptr addrspace(1) @gc_alloc(i64 1, i64 24)
  %p = getelementptr i8, ptr addrspace(1) %o, i64 12
  %b = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %p)
  %isbase = icmp eq ptr addrspace(1) %b, %o
  %off = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %p)
  %nb = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) null)
  %isnull = icmp eq ptr addrspace(1) %nb, null
  %m = call ptr @malloc(i64 16)
  %m5 = getelementptr i8, ptr %m, i64 5
  %mb = call ptr @llvm.experimental.gc.get.pointer.base.p0.p0(ptr %m5)
  %mself = icmp eq ptr %mb, %m5
  %moff = call i64 @llvm.experimental.gc.get.pointer.offset.p0(ptr %m5)
  %r1 = zext i1 %isbase to i32
  %r2 = trunc i64 %off to i32
  call i32 (ptr, ...) @printf(ptr @.dd, i32 %r1, i32 %r2)
  %r3 = zext i1 %isnull to i32
  %r4 = zext i1 %mself to i32
  %r5 = trunc i64 %moff to i32
  %r34 = add i32 %r3, %r4
  call i32 (ptr, ...) @printf(ptr @.dd, i32 %r34, i32 %r5)
  ; data at offsets 8..32: words 1, 2, 3
  %w1 = getelementptr i8, ptr addrspace(1) %o, i64 8
  store i64 1, ptr addrspace(1) %w1
  %w2 = getelementptr i8, ptr addrspace(1) %o, i64 16
  store i64 2, ptr addrspace(1) %w2
  %w3 = getelementptr i8, ptr addrspace(1) %o, i64 24
  store i64 3, ptr addrspace(1) %w3
  %d = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) align 8 %w1, i64 24, i32 8)
  ; move words 0..2 of %d up by one: d = 1 1 2 3
  %d8 = getelementptr i8, ptr addrspace(1) %d, i64 8
  call void @llvm.memmove.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 8 %d8, ptr addrspace(1) align 8 %d, i64 24, i32 8)
  ; leaf runtime form: o's words 1..2 = d's words 2..3 (2, 3)
  %d16 = getelementptr i8, ptr addrspace(1) %d, i64 16
  call void @__llvm_memcpy_element_unordered_atomic_8(ptr addrspace(1) %w1, ptr addrspace(1) %d16, i64 16)
  ; safepoint form through a statepoint: d's bytes 0..8 = o's bytes 8..16 (the 2)
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void (ptr addrspace(1), i64, ptr addrspace(1), i64, i64)) @__llvm_memmove_element_unordered_atomic_safepoint_4, i32 5, i32 0, ptr addrspace(1) %d, i64 0, ptr addrspace(1) %o, i64 8, i64 8, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %d) ]
  %d.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %x0 = load i64, ptr addrspace(1) %d.r
  %dr24 = getelementptr i8, ptr addrspace(1) %d.r, i64 24
  %x3 = load i64, ptr addrspace(1) %dr24
  %x0t = trunc i64 %x0 to i32
  %x3t = trunc i64 %x3 to i32
  call i32 (ptr, ...) @printf(ptr @.dd, i32 %x0t, i32 %x3t)
  ret i32 0
}
"#;
    same_both_ways(src, "1 12\n2 0\n2 3\n", 1);
    // A length that is not a multiple of the element size is undefined.
    let bad = src.replace(
        "(ptr addrspace(1) %w1, ptr addrspace(1) %d16, i64 16)",
        "(ptr addrspace(1) %w1, ptr addrspace(1) %d16, i64 12)",
    );
    let t = run(&bad, false).expect_err("length 12 with 8-byte elements");
    assert!(t.0.message.contains("length 12 is not a multiple of the element size 8"), "{}", t.0);
    let bad = src.replace("i64 24, i32 8)\n  ; move", "i64 20, i32 8)\n  ; move");
    let t = run(&bad, false).expect_err("length 20 with 8-byte elements");
    assert!(t.0.message.contains("llvm.memcpy.element.unordered.atomic: length 20"), "{}", t.0);
}

#[test]
fn a_stale_reference_stored_in_a_slot_is_reported_by_the_next_collection() {
    let src = r#"
define i32 @main() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %holder = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %a, ptr addrspace(1) %holder) ]
  %h.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t1, i32 1, i32 1)
  store ptr addrspace(1) %a, ptr addrspace(1) %h.r
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @poll, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %h.r) ]
  ret i32 0
}
"#;
    assert_eq!(ok(src, false).0, "");
    let t = trap_under_stress(src);
    assert!(t.message.contains("reference slot 0 of a managed object"), "{t}");
    assert!(t.message.contains("collection 1"), "{t}");
    assert!(t.site.unwrap().inst.starts_with("%t2 = call token"));
}

#[test]
fn null_bases_indirect_targets_and_references_inside_aggregate_arguments() {
    // gc.relocate with a null base gives the current derived value; the target is called
    // through a pointer; the struct and vector arguments carry the only references to two
    // objects, which the callee reads after the collection.
    let src = r#"
define i64 @take({ i64, ptr addrspace(1) } %s, <2 x ptr addrspace(1)> %v) {
entry:
  %p = extractvalue { i64, ptr addrspace(1) } %s, 1
  %k = extractvalue { i64, ptr addrspace(1) } %s, 0
  %a = load i64, ptr addrspace(1) %p
  %q = extractelement <2 x ptr addrspace(1)> %v, i32 1
  %b = load i64, ptr addrspace(1) %q
  %ab = add i64 %a, %b
  %r = add i64 %ab, %k
  ret i64 %r
}
define i32 @main() gc "statepoint-example" {
entry:
  %x = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 100, ptr addrspace(1) %x
  %y = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 20, ptr addrspace(1) %y
  %z = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  store i64 3, ptr addrspace(1) %z
  %s0 = insertvalue { i64, ptr addrspace(1) } poison, i64 4000, 0
  %s = insertvalue { i64, ptr addrspace(1) } %s0, ptr addrspace(1) %y, 1
  %v0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) null, i32 0
  %v = insertelement <2 x ptr addrspace(1)> %v0, ptr addrspace(1) %z, i32 1
  %fp = select i1 true, ptr @take, ptr null
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i64 ({ i64, ptr addrspace(1) }, <2 x ptr addrspace(1)>)) %fp, i32 2, i32 0, { i64, ptr addrspace(1) } %s, <2 x ptr addrspace(1)> %v, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) null, ptr addrspace(1) %x) ]
  %r = call i64 @llvm.experimental.gc.result.i64(token %t)
  %x.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 1)
  %a = load i64, ptr addrspace(1) %x.r
  %sum = add i64 %r, %a
  %s32 = trunc i64 %sum to i32
  call i32 (ptr, ...) @printf(ptr @.d, i32 %s32)
  ret i32 0
}
"#;
    same_both_ways(src, "4123\n", 1);
}

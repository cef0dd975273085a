//! The verifier's statepoint rules, on IR text.

use crate::text::parse;
use crate::verifier::verify_module;

/// A module with one statepoint of `@foo` (`void (ptr addrspace(1))`) keeping `%a` and `%b`
/// live, then `body`.
fn module(statepoint: &str, body: &str) -> String {
    format!(
        "declare void @foo(ptr addrspace(1))
declare i32 @bar()
define void @t(ptr addrspace(1) %a, ptr addrspace(1) %b, <2 x ptr addrspace(1)> %v) gc \"statepoint-example\" {{
  %tok = {statepoint}
  {body}
  ret void
}}"
    )
}

const SP: &str = "call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(void (ptr addrspace(1))) @foo, i32 1, i32 0, ptr addrspace(1) %a, i32 0, i32 0) [ \"gc-live\"(ptr addrspace(1) %a, ptr addrspace(1) %b, <2 x ptr addrspace(1)> %v) ]";

fn errors(src: &str) -> Vec<String> {
    let m = parse(src.as_bytes()).unwrap_or_else(|d| panic!("{}", d.render("<t>", src.as_bytes())));
    match verify_module(&m) {
        Ok(()) => Vec::new(),
        Err(d) => d.into_iter().map(|d| d.message).collect(),
    }
}

fn expect(src: &str, needle: &str) {
    let e = errors(src);
    assert!(e.iter().any(|m| m.contains(needle)), "wanted '{needle}', got {e:?}\n{src}");
}

#[test]
fn well_formed_statepoints_relocates_and_results_verify() {
    let body = "%r = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)
  %w = call coldcc <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token %tok, i32 2, i32 2)";
    assert_eq!(errors(&module(SP, body)), Vec::<String>::new());
    let with_result = "call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(i32 ()) @bar, i32 0, i32 0, i32 0, i32 0)";
    let body = "%x = call i32 @llvm.experimental.gc.result.i32(token %tok)";
    assert_eq!(errors(&module(with_result, body)), Vec::<String>::new());
}

#[test]
fn relocate_rules() {
    let reloc = |b: u32, d: u32, ty: &str, tag: &str| {
        format!("%r = call {ty} @llvm.experimental.gc.relocate.{tag}(token %tok, i32 {b}, i32 {d})")
    };
    expect(&module(SP, &reloc(0, 3, "ptr addrspace(1)", "p1")), "derived index 3 is out of range");
    expect(&module(SP, &reloc(5, 0, "ptr addrspace(1)", "p1")), "base index 5 is out of range");
    expect(&module(SP, &reloc(0, 2, "ptr addrspace(1)", "p1")), "both be vectors or both be pointers");
    expect(&module(SP, &reloc(2, 2, "ptr addrspace(1)", "p1")), "the derived pointer's type");
    let not_sp = "call token @llvm.coro.save(ptr null)";
    expect(&module(not_sp, &reloc(0, 0, "ptr addrspace(1)", "p1")), "token must be a gc.statepoint's result");
}

#[test]
fn result_rules() {
    expect(&module(SP, "%x = call i32 @llvm.experimental.gc.result.i32(token %tok)"), "target returns void");
    let sp = "call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(i32 ()) @bar, i32 0, i32 0, i32 0, i32 0)";
    expect(
        &module(sp, "%x = call i64 @llvm.experimental.gc.result.i64(token %tok)"),
        "does not match the statepoint target's return type",
    );
}

#[test]
fn statepoint_layout_rules() {
    let cases = [
        (SP.replace("ptr elementtype(void (ptr addrspace(1))) @foo", "ptr @foo"), "elementtype"),
        (SP.replace("i32 1, i32 0, ptr addrspace(1) %a", "i32 1, i32 4, ptr addrspace(1) %a"), "flags 4"),
        (SP.replace("%a, i32 0, i32 0)", "%a, i32 1, i32 0)"), "inline gc-transition argument count must be 0"),
        (SP.replace("%a, i32 0, i32 0)", "%a, i32 0, i32 1)"), "inline deopt argument count must be 0"),
        (SP.replace("i32 1, i32 0, ptr addrspace(1) %a", "i32 2, i32 0, ptr addrspace(1) %a"), "arguments"),
        (SP.replace("[ \"gc-live\"", "[ \"deopt\"(), \"deopt\"(), \"gc-live\""), "more than one \"deopt\""),
        (SP.replace("[ \"gc-live\"", "[ \"funclet\"(token none), \"gc-live\""), "does not take a \"funclet\" bundle"),
        (SP.replace("ptr addrspace(1) %a, ptr addrspace(1) %b", "i64 1, ptr addrspace(1) %b"), "must be pointers"),
    ];
    for (sp, needle) in cases {
        expect(&module(&sp, ""), needle);
    }
}

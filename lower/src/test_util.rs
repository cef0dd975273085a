//! Test helpers shared by the passes' unit tests and the differential tests: parse, run a pass
//! on every function with the "preserves all" check, verify, print, and ask `llvm-as-19`.
#![allow(dead_code)]

use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::text::printer::{print_function, print_module};
use kiln_ir::verifier::verify_module;
use kiln_ir::{Func, Module};

/// Parses IR text, panicking with the rendered diagnostic.
pub fn parse(src: &str) -> Module {
    kiln_ir::text::parse(src.as_bytes()).unwrap_or_else(|d| panic!("{}", d.render("<test>", src.as_bytes())))
}

/// Runs `pass` on every defined function of `m`, asserting that `Preserved::All` is returned
/// exactly when the function's generation did not move. Returns what each run reported.
pub fn run_pass(pass: &mut dyn FunctionPass, m: &mut Module) -> Vec<Preserved> {
    let funcs: Vec<Func> = m.funcs.keys().filter(|&f| m.funcs[f].is_definition).collect();
    let mut out = Vec::new();
    for f in funcs {
        let before = m.funcs[f].generation();
        let mut am = AnalysisManager::new();
        let p = pass.run(m, f, &mut am);
        let changed = m.funcs[f].generation() != before;
        assert_eq!(p == Preserved::All, !changed, "{} on @{}: reported {p:?}", pass.name(), m.funcs[f].name());
        out.push(p);
    }
    out
}

/// Asserts that the verifier accepts `m`.
pub fn assert_verifies(m: &Module, what: &str) {
    if let Err(diags) = verify_module(m) {
        let msgs: Vec<String> = diags.iter().take(5).map(|d| d.message.clone()).collect();
        panic!("{what}: verifier rejected the module: {msgs:#?}\n{}", print_module(m));
    }
}

/// Parses `src`, runs `pass` on every function, verifies, and returns the printed function
/// `name`. The printed module must parse again and be accepted by `llvm-as-19`.
pub fn run_on(pass: &mut dyn FunctionPass, src: &str, name: &str) -> String {
    let mut m = parse(src);
    run_pass(pass, &mut m);
    assert_verifies(&m, pass.name());
    let f = m.func_by_name(name).expect("function exists");
    let text = print_function(&m, f);
    let whole = print_module(&m);
    parse(&whole);
    assert_llvm_accepts(&whole, pass.name());
    text
}

/// Asserts `llvm-as-19` accepts `text`; skipped with a warning when the tool is missing.
pub fn assert_llvm_accepts(text: &str, what: &str) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let child =
        Command::new("llvm-as-19").args(["-o", "/dev/null", "-"]).stdin(Stdio::piped()).stderr(Stdio::piped()).spawn();
    let Ok(mut child) = child else {
        eprintln!("warning: llvm-as-19 not found; skipped the LLVM check of {what}");
        return;
    };
    child.stdin.take().expect("piped stdin").write_all(text.as_bytes()).expect("write to llvm-as-19");
    let out = child.wait_with_output().expect("wait for llvm-as-19");
    assert!(out.status.success(), "{what}: llvm-as-19 rejected:\n{}", String::from_utf8_lossy(&out.stderr));
}

/// Trims the common leading indentation of an expected-output literal and its first newline.
pub fn dedent(s: &str) -> String {
    let s = s.strip_prefix('\n').unwrap_or(s);
    let indent = s.lines().filter(|l| !l.trim().is_empty()).map(|l| l.len() - l.trim_start().len()).min().unwrap_or(0);
    let mut out = String::new();
    for l in s.trim_end().lines() {
        out.push_str(l.get(indent..).unwrap_or("").trim_end());
        out.push('\n');
    }
    out
}

/// The C corpus directory (`tests/c`).
pub fn corpus_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c")
}

/// Every corpus IR file (`NAME.O0.ll`, `NAME.O2.ll`) with the program name it belongs to, sorted.
pub fn corpus_files() -> Vec<(String, std::path::PathBuf)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(corpus_dir()).expect("tests/c exists") {
        let path = entry.expect("dir entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        for suffix in [".O0.ll", ".O2.ll"] {
            if let Some(prog) = name.strip_suffix(suffix) {
                out.push((prog.to_string(), path.clone()));
            }
        }
    }
    out.sort();
    assert!(out.len() >= 40, "corpus looks incomplete: {} files", out.len());
    out
}

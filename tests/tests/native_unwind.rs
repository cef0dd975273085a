//! Unwinding through Kiln frames: glibc's `backtrace()` called from C below two Kiln functions
//! sees both of them and `main` above them, and a C++ exception thrown below Kiln frames is caught
//! above them. Both rely on Kiln's `.eh_frame` CFI and the kept frame-pointer chain.

use kiln::codegen::{build, BuildOptions};
use kiln_tests::gen_program::harness::{run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::native::{find_tool, scratch_stem};
use std::process::Command;

/// Two Kiln frames (one with a stack object, one with callee-saved pressure) around a call to C;
/// `noinline` keeps both frames at -O2.
const KILN_IR: &str = r#"
declare i32 @c_below(i32)

define i32 @kiln_middle(i32 %x) noinline {
entry:
  %a = mul i32 %x, 3
  %b = add i32 %x, 7
  %r = call i32 @c_below(i32 %a)
  %s = add i32 %r, %b
  %t = add i32 %s, %a
  ret i32 %t
}

define i32 @kiln_outer(i32 %x) {
entry:
  %slot = alloca [40 x i32], align 16
  %p = getelementptr inbounds [40 x i32], ptr %slot, i64 0, i64 5
  store i32 %x, ptr %p, align 4
  %r = call i32 @kiln_middle(i32 %x)
  %v = load i32, ptr %p, align 4
  %s = add i32 %r, %v
  ret i32 %s
}
"#;

fn object(opt_level: u8) -> Vec<u8> {
    let mut module = kiln::load_module(KILN_IR.as_bytes())
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics("<unwind>", KILN_IR.as_bytes(), &d)));
    build(&mut module, &BuildOptions { opt_level, ..BuildOptions::default() })
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics("<unwind>", KILN_IR.as_bytes(), &d)))
}

/// Links the Kiln object with `source` using `compiler` and runs the program.
fn link_run(compiler: &str, source: &str, ext: &str, opt_level: u8) -> String {
    let stem = scratch_stem("unwind");
    let obj = stem.with_extension("o");
    let src = stem.with_extension(ext);
    let exe = stem.with_extension("exe");
    std::fs::write(&obj, object(opt_level)).unwrap();
    std::fs::write(&src, source).unwrap();
    let out = Command::new(compiler)
        .args(["-O1", "-rdynamic", "-o"])
        .arg(&exe)
        .arg(&src)
        .arg(&obj)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {compiler}: {e}"));
    assert!(out.status.success(), "{compiler} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let run = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT).unwrap_or_else(|e| panic!("{e}"));
    for p in [&obj, &src, &exe] {
        let _ = std::fs::remove_file(p);
    }
    let text = String::from_utf8_lossy(&run.stdout).into_owned();
    assert_eq!(run.status, Some(0), "program failed:\n{text}");
    text
}

const BACKTRACE_C: &str = r#"
#include <execinfo.h>
#include <stdio.h>
#include <stdlib.h>
int kiln_outer(int);
__attribute__((noinline)) int c_below(int x) {
    void *frames[64];
    int n = backtrace(frames, 64);
    char **names = backtrace_symbols(frames, n);
    for (int i = 0; i < n; i++) printf("%s\n", names[i]);
    free(names);
    return x + 1;
}
int main(void) {
    int r = kiln_outer(5);
    printf("result %d\n", r);
    return r == 48 ? 0 : 1;
}
"#;

/// Position of the first backtrace line naming `func`.
fn frame_index(text: &str, func: &str) -> Option<usize> {
    text.lines().position(|l| l.contains(&format!("({func}+")))
}

fn check_backtrace(opt_level: u8) {
    let text = link_run("cc", BACKTRACE_C, "c", opt_level);
    let below = frame_index(&text, "c_below").unwrap_or_else(|| panic!("no c_below frame:\n{text}"));
    let middle = frame_index(&text, "kiln_middle").unwrap_or_else(|| panic!("no kiln_middle frame:\n{text}"));
    let outer = frame_index(&text, "kiln_outer").unwrap_or_else(|| panic!("no kiln_outer frame:\n{text}"));
    let main = frame_index(&text, "main")
        .unwrap_or_else(|| panic!("no main frame (the unwinder stopped in Kiln code):\n{text}"));
    assert!(below < middle && middle < outer && outer < main, "frames out of order:\n{text}");
}

#[test]
fn glibc_backtrace_walks_through_kiln_frames_at_o0() {
    check_backtrace(0);
}

#[test]
fn glibc_backtrace_walks_through_kiln_frames_at_o2() {
    check_backtrace(2);
}

const THROW_CPP: &str = r#"
#include <cstdio>
extern "C" int kiln_outer(int);
extern "C" __attribute__((noinline)) int c_below(int x) {
    if (x > 0) throw x * 2;
    return 0;
}
int main() {
    try {
        kiln_outer(4);
        std::puts("no exception");
        return 1;
    } catch (int e) {
        std::printf("caught %d\n", e);
        return e == 24 ? 0 : 1;
    }
}
"#;

#[test]
fn cpp_exceptions_unwind_through_kiln_frames() {
    if find_tool("g++").is_none() {
        eprintln!("\n!!! WARNING: g++ not found: C++ unwinding through Kiln frames was NOT checked.\n");
        assert!(std::env::var_os("KILN_REQUIRE_ORACLE").is_none(), "KILN_REQUIRE_ORACLE is set but g++ is missing");
        return;
    }
    for opt_level in [0, 2] {
        let text = link_run("g++", THROW_CPP, "cpp", opt_level);
        assert!(text.contains("caught 24"), "kiln -O{opt_level}: {text}");
    }
}

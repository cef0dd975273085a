//! Multi-threaded C programs (tests/threads: atomic counters, a Treiber stack, spin and ticket
//! locks, CAS loops over 8- to 128-bit values) compiled by clang-19 to IR at -O0 and -O2, built
//! by Kiln at -O0 and -O2, linked with `cc -pthread -latomic` and run: each prints exactly what
//! the clang-built program prints. The same IR for x86_64-w64-windows-gnu, built by Kiln and
//! linked with mingw gcc (winpthreads, libatomic), runs under wine with the same output.
//!
//! The interpreter has no threads, so these are native-only; tests/c/atomics_single and
//! tests/programs/atomics check each atomic operation's single-threaded meaning against the
//! interpreter.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::gen_program::harness::run_with_limit;
use kiln_tests::native::{link, scratch_stem};
use kiln_tests::windows::{link_and_run_windows, windows_tools_present};
use kiln_tests::{llvm_tool, repo_root};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How long one program may run (they take well under a second; a lost wakeup would hang).
const LIMIT: Duration = Duration::from_secs(60);

fn programs() -> Vec<PathBuf> {
    let dir = repo_root().join("tests/threads");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    assert!(v.len() >= 5, "tests/threads has {} programs", v.len());
    v
}

fn name(p: &Path) -> String {
    p.file_stem().unwrap_or_default().to_string_lossy().into_owned()
}

/// clang-19's IR of `src` at `-O{level}` for `target` (a clang triple).
fn clang_ir(clang: &Path, src: &Path, level: u8, triple: &str) -> String {
    let out = Command::new(clang)
        .args(["-S", "-emit-llvm", &format!("-O{level}"), &format!("--target={triple}"), "-o", "-"])
        .arg(src)
        .output()
        .expect("run clang-19");
    assert!(out.status.success(), "clang-19 {}: {}", src.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("IR is text")
}

fn kiln_object(ir: &str, what: &str, opt_level: u8, target: Target) -> Vec<u8> {
    let mut module = kiln::load_module(ir.as_bytes())
        .unwrap_or_else(|d| panic!("{what}: {}", kiln::render_diagnostics(what, ir.as_bytes(), &d)));
    build(&mut module, &BuildOptions { opt_level, target, emit: EmitKind::Object })
        .unwrap_or_else(|d| panic!("{what} -O{opt_level}: {}", kiln::render_diagnostics(what, ir.as_bytes(), &d)))
}

/// Runs `exe`; its stdout, after checking it exits 0.
fn run(exe: &Path, what: &str) -> String {
    let r = run_with_limit(&mut Command::new(exe), LIMIT).unwrap_or_else(|e| panic!("{what}: {e}"));
    let out = String::from_utf8_lossy(&r.stdout).into_owned();
    assert_eq!(r.status, Some(0), "{what} exited with {:?}:\n{out}", r.status);
    out
}

/// The clang-19 -O0 build's output: what every build must print.
fn reference(clang: &Path, src: &Path) -> String {
    let exe = scratch_stem(&name(src)).with_extension("ref");
    let out = Command::new(clang)
        .args(["-O0", "-pthread", "-o"])
        .arg(&exe)
        .arg(src)
        .arg("-latomic")
        .output()
        .expect("run clang-19");
    assert!(out.status.success(), "clang-19 {}: {}", src.display(), String::from_utf8_lossy(&out.stderr));
    let text = run(&exe, &format!("clang-19 build of {}", src.display()));
    let _ = std::fs::remove_file(&exe);
    assert!(text.contains("ok"), "{}: the reference run does not report ok:\n{text}", src.display());
    text
}

#[test]
fn threaded_programs_built_by_kiln_behave_like_clangs_builds() {
    let Some(clang) = llvm_tool("clang-19", "multi-threaded atomics programs") else { return };
    for src in programs() {
        let expected = reference(&clang, &src);
        for ir_level in [0, 2] {
            let ir = clang_ir(&clang, &src, ir_level, "x86_64-linux-gnu");
            for opt_level in [0, 2] {
                let what = format!("{}.O{ir_level}.ll built by kiln -O{opt_level}", name(&src));
                let obj = kiln_object(&ir, &what, opt_level, Target::LINUX);
                let exe =
                    link(&obj, &[], &["-pthread", "-latomic"], &name(&src)).unwrap_or_else(|e| panic!("{what}: {e}"));
                let got = run(&exe, &what);
                let _ = std::fs::remove_file(&exe);
                assert_eq!(got, expected, "{what} prints something else than clang's build");
            }
        }
    }
}

#[test]
fn threaded_programs_built_by_kiln_for_windows_behave_the_same_under_wine() {
    let Some(clang) = llvm_tool("clang-19", "multi-threaded atomics programs for Windows") else { return };
    if !windows_tools_present("multi-threaded atomics programs under wine") {
        return;
    }
    for src in programs() {
        let expected = reference(&clang, &src);
        // -O2 IR at both Kiln levels (the -O0 IR takes the same lowering paths on Windows as on
        // Linux, which the test above covers).
        let ir = clang_ir(&clang, &src, 2, "x86_64-w64-windows-gnu");
        for opt_level in [0, 2] {
            let what = format!("{}.O2.ll (windows-gnu) built by kiln -O{opt_level}", name(&src));
            let obj = kiln_object(&ir, &what, opt_level, Target::WINDOWS_GNU);
            let r = link_and_run_windows(&[&obj], &[], &["-pthread", "-static", "-latomic"], &[], &name(&src))
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let got = String::from_utf8_lossy(&r.stdout).into_owned();
            assert_eq!(r.status, Some(0), "{what} under wine exited with {:?}:\n{got}", r.status);
            assert_eq!(got, expected, "{what} under wine prints something else than clang's Linux build");
        }
    }
}

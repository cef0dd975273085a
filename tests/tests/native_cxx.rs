//! C++ exceptions in Kiln-built native code, linked and run by g++ against libstdc++ and the
//! system unwinder. The exception corpus (tests/cxx: clang++-19 -O0/-O2 IR, each holding `main`),
//! built by Kiln at -O0 and -O2 and linked alone, prints exactly what the native clang++ build
//! printed and exits with its status (134, a SIGABRT death, for the program that terminates).
//! The mixed-object programs of tests/cxx_native pair `NAME.kiln.cpp`, compiled by clang++-19
//! to IR at -O0 and -O2 and built by Kiln at -O0 and -O2, with `NAME.gxx.cpp`, compiled by g++;
//! exceptions cross between the two compilers' frames in both directions (Kiln catching what
//! g++ code throws, g++ catching what Kiln code throws, and back and forth with cleanups and
//! callbacks), and the linked program must behave exactly like both halves built by g++.

use kiln::codegen::{build, BuildOptions};
use kiln_tests::gen_program::harness::{run_killing_after, RUN_TIME_LIMIT};
use kiln_tests::native::{find_tool, scratch_stem};
use kiln_tests::{ll_files, llvm_tool, recorded_outcome, repo_root, run_cases};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// What a program did: its stdout and its exit status as bash reports it (128 + the signal
/// number when a signal killed it).
type Outcome = (Vec<u8>, i32);

/// Finds g++, or prints a loud warning (and fails under `KILN_REQUIRE_ORACLE`) naming `check`.
fn gxx_or_warn(check: &str) -> bool {
    if find_tool("g++").is_some() {
        return true;
    }
    eprintln!("\n!!! WARNING: g++ not found: {check} was NOT checked.\n");
    assert!(std::env::var_os("KILN_REQUIRE_ORACLE").is_none(), "KILN_REQUIRE_ORACLE is set but g++ is missing");
    false
}

/// Loads `src` (named `name` in diagnostics) and builds it into an ELF object at `opt_level`;
/// a Kiln panic is reported as an error so that the other cases still run.
fn kiln_object(name: &str, src: &[u8], opt_level: u8) -> Result<Vec<u8>, String> {
    kiln_output(name, src, opt_level, kiln::codegen::EmitKind::Object)
}

/// Builds `src` with Kiln at `opt_level` into an object or an assembly listing.
fn kiln_output(name: &str, src: &[u8], opt_level: u8, emit: kiln::codegen::EmitKind) -> Result<Vec<u8>, String> {
    let built = std::panic::catch_unwind(|| {
        let mut module =
            kiln::load_module(src).map_err(|d| format!("rejected:\n{}", kiln::render_diagnostics(name, src, &d)))?;
        build(&mut module, &BuildOptions { opt_level, emit, ..BuildOptions::default() })
            .map_err(|d| format!("build failed:\n{}", kiln::render_diagnostics(name, src, &d)))
    });
    built.unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        Err(format!("Kiln panicked: {msg}"))
    })
}

/// Runs `cmd` and reports its stdout and its status, or an error naming `what`.
fn command_ok(cmd: &mut Command, what: &str) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("cannot run {what}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed:\n{}", String::from_utf8_lossy(&out.stderr)))
    }
}

/// Runs `exe` with the time limit (core dumps off, in the scratch directory).
fn run(exe: &Path) -> Result<Outcome, String> {
    let mut cmd = Command::new("sh");
    cmd.args(["-c", "ulimit -c 0; exec \"$0\""]).arg(exe).current_dir(exe.parent().unwrap());
    let (status, stdout) = run_killing_after(&mut cmd, RUN_TIME_LIMIT, Duration::from_millis(2))?;
    let status = status.ok_or_else(|| format!("timed out after {RUN_TIME_LIMIT:?}"))?;
    let code = status.code().or_else(|| status.signal().map(|s| 128 + s)).ok_or("no exit status")?;
    Ok((stdout, code))
}

/// Links `inputs` (objects and C++ sources) with `g++ -std=c++17 -O1`, runs the program and
/// removes it.
fn link_run(inputs: &[&Path], prefix: &str) -> Result<Outcome, String> {
    let exe = scratch_stem(prefix).with_extension("exe");
    command_ok(Command::new("g++").args(["-std=c++17", "-O1", "-o"]).arg(&exe).args(inputs), "g++")?;
    let result = run(&exe);
    let _ = std::fs::remove_file(&exe);
    result
}

/// A short description of how `got` differs from `expected`: the statuses and the first
/// differing line with a little context.
fn short_diff(expected: &Outcome, got: &Outcome) -> String {
    let (exp, got_text) = (String::from_utf8_lossy(&expected.0), String::from_utf8_lossy(&got.0));
    let (e, g): (Vec<&str>, Vec<&str>) = (exp.lines().collect(), got_text.lines().collect());
    let mut msg = String::new();
    if expected.1 != got.1 {
        msg += &format!("    status: expected {}, got {}\n", expected.1, got.1);
    }
    if let Some(i) = (0..e.len().max(g.len())).find(|&i| e.get(i) != g.get(i)) {
        let from = i.saturating_sub(2);
        msg += &format!("    stdout differs at line {} ({} lines expected, {} got):\n", i + 1, e.len(), g.len());
        for (label, lines) in [("expected", &e), ("got     ", &g)] {
            for (n, l) in lines.iter().enumerate().skip(from).take(i + 3 - from) {
                msg += &format!("      {label} {:>4}: {l}\n", n + 1);
            }
        }
    } else if exp != got_text {
        msg += "    stdout differs in its trailing newline\n";
    }
    msg
}

/// Compares `got` with `expected`, describing the difference.
fn compare(expected: &Outcome, got: Result<Outcome, String>) -> Result<(), String> {
    let got = got?;
    if &got == expected {
        Ok(())
    } else {
        Err(short_diff(expected, &got))
    }
}

#[test]
fn cxx_corpus_runs_natively_like_the_native_build() {
    if !gxx_or_warn("the native C++ exception corpus") {
        return;
    }
    let files = ll_files("tests/cxx");
    assert!(files.len() >= 12, "tests/cxx has {} IR files", files.len());
    // Each file at -O0 and -O2, as an object and (assembled by g++) as the assembly listing, whose
    // `.gcc_except_table` and CFI directives must describe the code as the assembler encodes it.
    use kiln::codegen::EmitKind;
    let cases: Vec<(&PathBuf, u8, EmitKind)> = files
        .iter()
        .flat_map(|f| {
            [(f, 0, EmitKind::Object), (f, 2, EmitKind::Object), (f, 0, EmitKind::Asm), (f, 2, EmitKind::Asm)]
        })
        .collect();
    let failures = run_cases(cases.len() as u64, |i| {
        let (f, opt_level, emit) = cases[i as usize];
        let name = f.display().to_string();
        let src = std::fs::read(f).map_err(|e| e.to_string())?;
        let input = scratch_stem("cxx").with_extension(if emit == EmitKind::Asm { "s" } else { "o" });
        std::fs::write(&input, kiln_output(&name, &src, opt_level, emit)?).map_err(|e| e.to_string())?;
        let result = link_run(&[&input], "cxx");
        let _ = std::fs::remove_file(&input);
        compare(&recorded_outcome(f), result)
    });
    let report: Vec<String> = failures
        .iter()
        .map(|(i, e)| {
            let (f, opt_level, emit) = cases[*i as usize];
            format!("  {} at kiln -O{opt_level} ({emit:?}):\n{e}", f.file_name().unwrap().to_string_lossy())
        })
        .collect();
    assert!(
        report.is_empty(),
        "{} of {} corpus builds differ from the native build:\n{}",
        report.len(),
        cases.len(),
        report.join("\n")
    );
}

/// Builds the mixed-object program `name` of tests/cxx_native: the reference (both halves by
/// g++), then the Kiln half at clang -O0/-O2 × Kiln -O0/-O2 linked with the g++ half; every
/// combination must print what the reference printed and exit with its status.
fn check_mixed(name: &str) {
    if !gxx_or_warn("mixed Kiln/g++ C++ exception programs") {
        return;
    }
    let Some(clang) = llvm_tool("clang++-19", "mixed Kiln/g++ C++ exception programs") else { return };
    let dir = repo_root().join("tests/cxx_native");
    let kiln_src = dir.join(format!("{name}.kiln.cpp"));
    let gxx_src = dir.join(format!("{name}.gxx.cpp"));
    let reference = link_run(&[&kiln_src, &gxx_src], name).unwrap_or_else(|e| panic!("{name}: reference build: {e}"));
    assert_eq!(reference.1, 0, "{name}: the g++ reference build fails:\n{}", String::from_utf8_lossy(&reference.0));

    let gxx_obj = scratch_stem(name).with_extension("o");
    command_ok(Command::new("g++").args(["-std=c++17", "-O1", "-c", "-o"]).arg(&gxx_obj).arg(&gxx_src), "g++ -c")
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut failures = Vec::new();
    for clang_level in ["-O0", "-O2"] {
        let ll = scratch_stem(name).with_extension("ll");
        command_ok(
            Command::new(&clang).args(["-std=c++17", "-S", "-emit-llvm", clang_level, "-o"]).arg(&ll).arg(&kiln_src),
            "clang++-19",
        )
        .unwrap_or_else(|e| panic!("{name} clang++ {clang_level}: {e}"));
        let src = std::fs::read(&ll).unwrap();
        let _ = std::fs::remove_file(&ll);
        for opt_level in [0, 2] {
            let result = kiln_object(&format!("{name}.kiln.cpp ({clang_level})"), &src, opt_level).and_then(|o| {
                let obj = scratch_stem(name).with_extension("o");
                std::fs::write(&obj, o).map_err(|e| e.to_string())?;
                let run = link_run(&[&obj, &gxx_obj], name);
                let _ = std::fs::remove_file(&obj);
                compare(&reference, run)
            });
            if let Err(e) = result {
                failures.push(format!("  clang++ {clang_level}, kiln -O{opt_level}:\n{e}"));
            }
        }
    }
    let _ = std::fs::remove_file(&gxx_obj);
    assert!(
        failures.is_empty(),
        "{name}: {} of 4 Kiln builds differ from the g++ build:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn kiln_code_catches_exceptions_thrown_by_gxx_code() {
    check_mixed("kiln_catches");
}

#[test]
fn gxx_code_catches_exceptions_thrown_by_kiln_code() {
    check_mixed("gxx_catches");
}

#[test]
fn exceptions_cross_kiln_and_gxx_frames_both_ways() {
    check_mixed("through_both");
}

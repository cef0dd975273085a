//! Generated programs (`kiln_tests::gen_program`) against Kiln and LLVM 19: they verify in Kiln and
//! round-trip through its printer, `llvm-as-19` accepts them, and clang-19 -O0 and -O2 builds print
//! the same (a disagreement means the generator produced undefined behaviour). Failing cases shrink;
//! kept failures live in tests/regressions/*.ll and are checked the same way.
//!
//! `KILN_DIFF_CASES=N` sets the number of modules of the clang comparison (default 300);
//! `KILN_DIFF_SEED=TEXT` draws other modules than CI's fixed seed (for local soaks).

use kiln_tests::gen_program::harness::{clang_run, run_property, RunConfig};
use kiln_tests::{ll_files, llvm_as_accepts, llvm_tool};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Modules of the round-trip and `llvm-as` tests.
const ROUND_TRIP_CASES: u32 = 200;
/// Default number of modules of the clang -O0/-O2 comparison.
const DEFAULT_DIFF_CASES: u32 = 300;

/// A unique scratch file stem for checks running on several threads.
fn scratch_name(prefix: &str) -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    format!("{prefix}-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// Parses and verifies `ll`, prints it, parses the print, and checks printing is a fixed point.
fn kiln_round_trip(ll: &str) -> Result<String, String> {
    let module = kiln::load_module(ll.as_bytes()).map_err(|d| {
        format!("Kiln rejects the module:\n{}", kiln::render_diagnostics("<generated>", ll.as_bytes(), &d))
    })?;
    let printed = kiln_ir::text::print_module(&module);
    let again = kiln::load_module(printed.as_bytes()).map_err(|d| {
        format!("Kiln rejects its printed form:\n{}", kiln::render_diagnostics("<printed>", printed.as_bytes(), &d))
    })?;
    let printed_again = kiln_ir::text::print_module(&again);
    if printed != printed_again {
        let line = printed.lines().zip(printed_again.lines()).position(|(a, b)| a != b).unwrap_or(0);
        return Err(format!(
            "printing is not a fixed point at line {}:\n  first:  {:?}\n  second: {:?}",
            line + 1,
            printed.lines().nth(line),
            printed_again.lines().nth(line)
        ));
    }
    if module.num_insts() != again.num_insts() {
        return Err("instruction count changed in the round trip".to_string());
    }
    Ok(printed)
}

/// The generated text and Kiln's print of it are both accepted by `llvm-as-19`.
fn llvm_as_check(tool: &Path, ll: &str) -> Result<(), String> {
    llvm_as_accepts(tool, ll, &scratch_name("progen-as"))
        .map_err(|e| format!("llvm-as-19 rejects the module:\n{e}"))?;
    let printed = kiln_round_trip(ll)?;
    llvm_as_accepts(tool, &printed, &scratch_name("progen-as-printed"))
        .map_err(|e| format!("llvm-as-19 rejects Kiln's printed form:\n{e}"))
}

/// clang-19 -O0 and -O2 builds exit 0 and print the same.
fn clang_levels_agree(clang: &Path, ll: &str) -> Result<(), String> {
    let name = scratch_name("progen-cc");
    let o0 = clang_run(clang, ll, "0", &name)?;
    let o2 = clang_run(clang, ll, "2", &name)?;
    if o0.status != Some(0) {
        return Err(format!("the -O0 build exits with {:?}", o0.status));
    }
    if o0 != o2 {
        return Err(format!(
            "-O0 and -O2 builds disagree (the generator produced undefined behaviour):\n-O0 (status {:?}):\n{}\n\
             -O2 (status {:?}):\n{}",
            o0.status,
            String::from_utf8_lossy(&o0.stdout),
            o2.status,
            String::from_utf8_lossy(&o2.stdout)
        ));
    }
    Ok(())
}

/// Runs `check` on `cases` generated modules; panics with the shrunk failure.
fn run(test: &str, cfg: RunConfig, check: impl Fn(&str) -> Result<(), String> + Sync) {
    let start = Instant::now();
    match run_property(&cfg, check) {
        Ok(n) => eprintln!("{test}: {n} generated modules passed in {:.1}s", start.elapsed().as_secs_f64()),
        Err(f) => panic!("{}", f.report(test)),
    }
}

#[test]
fn generated_modules_verify_and_round_trip() {
    run(
        "round_trip",
        RunConfig { exceptions: true, odd_ints: true, fp80: true, ..RunConfig::new(ROUND_TRIP_CASES) },
        |ll| kiln_round_trip(ll).map(|_| ()),
    );
}

#[test]
fn generated_modules_are_accepted_by_llvm_as() {
    let Some(tool) = llvm_tool("llvm-as-19", "acceptance of generated modules") else { return };
    run(
        "llvm_as",
        RunConfig { exceptions: true, odd_ints: true, fp80: true, ..RunConfig::new(ROUND_TRIP_CASES) },
        |ll| llvm_as_check(&tool, ll),
    );
}

#[test]
fn clang_o0_and_o2_agree_on_generated_modules() {
    let Some(clang) = llvm_tool("clang-19", "clang -O0/-O2 agreement on generated modules") else { return };
    let cfg = RunConfig { exceptions: true, odd_ints: true, fp80: true, ..RunConfig::from_env(DEFAULT_DIFF_CASES) };
    run("clang_levels", cfg, |ll| clang_levels_agree(&clang, ll));
}

#[test]
fn regression_modules_pass_every_check() {
    let files = ll_files("tests/regressions");
    let llvm_as = llvm_tool("llvm-as-19", "acceptance of regression modules");
    let clang = llvm_tool("clang-19", "clang -O0/-O2 agreement on regression modules");
    for f in &files {
        let ll = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let mut checks: Vec<Result<(), String>> = vec![kiln_round_trip(&ll).map(|_| ())];
        if let Some(tool) = &llvm_as {
            checks.push(llvm_as_check(tool, &ll));
        }
        if let Some(cc) = &clang {
            checks.push(clang_levels_agree(cc, &ll));
        }
        for c in checks {
            if let Err(e) = c {
                panic!("{}: {e}", f.display());
            }
        }
    }
    eprintln!("tests/regressions: {} modules checked", files.len());
}

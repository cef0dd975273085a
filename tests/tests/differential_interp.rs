//! The differential test of the interpreter: every generated program (`kiln_tests::gen_program`)
//! must print the same and exit the same under `kiln_interp::run_main` as its clang-19 -O0 build,
//! both as parsed and after a trip through Kiln's printer.
//! Failing cases shrink; kept failures in tests/regressions/*.ll are checked the same way.
//!
//! `KILN_DIFF_CASES=N` sets the number of modules (default 500; raise it for a local soak);
//! `KILN_DIFF_SEED=TEXT` draws other modules than CI's fixed seed.

use kiln_tests::gen_program::harness::{clang_run, run_property, RunConfig, RunResult};
use kiln_tests::{ll_files, llvm_tool};
use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

/// Default number of generated modules.
const DEFAULT_CASES: u32 = 500;
/// Steps the interpreter may take: far above what a generated program can execute
/// (8 functions × `FN_STEP_BUDGET` plus `main`), so running out means a bug.
const FUEL: u64 = 50_000_000;

/// Interpreter steps over all runs (for the summary line).
static STEPS: AtomicU64 = AtomicU64::new(0);

fn scratch_name() -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    format!("progen-interp-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// Runs `ll` natively (clang-19 -O0) and in the interpreter, both as parsed and after a trip
/// through Kiln's printer; compares exit status and stdout.
fn interp_matches_clang(clang: &Path, ll: &str) -> Result<(), String> {
    let module = kiln::load_module(ll.as_bytes()).map_err(|d| {
        format!("Kiln rejects the module:\n{}", kiln::render_diagnostics("<generated>", ll.as_bytes(), &d))
    })?;
    let printed = kiln_ir::text::print_module(&module);
    let reparsed = kiln::load_module(printed.as_bytes()).map_err(|d| {
        format!("Kiln rejects its printed form:\n{}", kiln::render_diagnostics("<printed>", printed.as_bytes(), &d))
    })?;
    let native = clang_run(clang, ll, "0", &scratch_name())?;
    if native.stdout.is_empty() {
        return Err("the native program printed nothing (a generated main always prints)".to_string());
    }
    compare(&module, &native, "the module")?;
    compare(&reparsed, &native, "Kiln's printed form of the module")
}

/// Interprets `module` and compares with the native run.
fn compare(module: &kiln_ir::Module, native: &RunResult, what: &str) -> Result<(), String> {
    let config = kiln_interp::Config {
        fuel: Some(FUEL),
        args: Vec::new(),
        capture: true,
        program_name: "generated".to_string(),
        ..kiln_interp::Config::default()
    };
    let native_out = String::from_utf8_lossy(&native.stdout);
    let outcome = match kiln_interp::run_main(module, &config) {
        Ok(outcome) => outcome,
        Err((trap, partial)) => {
            return Err(format!(
            "interpreting {what}: trapped: {trap} after {} steps\nits stdout so far:\n{}\nnative stdout:\n{native_out}",
            partial.steps,
            String::from_utf8_lossy(&partial.stdout),
        ))
        }
    };
    STEPS.fetch_add(outcome.steps, Ordering::Relaxed);
    if native.status != Some(outcome.exit_code) || native.stdout != outcome.stdout {
        return Err(format!(
            "interpreting {what}: disagrees with clang-19 -O0:\ninterpreter (exit {}, {} steps):\n{}\n\
             native (exit {:?}):\n{native_out}",
            outcome.exit_code,
            outcome.steps,
            String::from_utf8_lossy(&outcome.stdout),
            native.status,
        ));
    }
    Ok(())
}

#[test]
fn interpreter_matches_clang_on_generated_modules() {
    let Some(clang) = llvm_tool("clang-19", "the interpreter against native builds of generated modules") else {
        return;
    };
    let start = Instant::now();
    let cfg = RunConfig { exceptions: true, odd_ints: true, fp80: true, ..RunConfig::from_env(DEFAULT_CASES) };
    match run_property(&cfg, |ll| interp_matches_clang(&clang, ll)) {
        Ok(n) => eprintln!(
            "interp vs clang: {n} generated modules agree ({:.1}s, {} interpreter steps)",
            start.elapsed().as_secs_f64(),
            STEPS.load(Ordering::Relaxed)
        ),
        Err(f) => panic!("{}", f.report("interp")),
    }
}

#[test]
fn interpreter_matches_clang_on_regression_modules() {
    let Some(clang) = llvm_tool("clang-19", "the interpreter against native builds of regression modules") else {
        return;
    };
    let files = ll_files("tests/regressions");
    for f in &files {
        let ll = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if let Err(e) = interp_matches_clang(&clang, &ll) {
            panic!("{}: {e}", f.display());
        }
    }
    eprintln!("tests/regressions: {} modules agree", files.len());
}

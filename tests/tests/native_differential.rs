//! The differential test of the code generator: every generated program (`kiln_tests::gen_program`)
//! must print the same and exit the same when built by Kiln at -O0 and at -O2 (linked with the
//! system C compiler and run) as under the reference interpreter. Failing cases shrink; kept
//! failures in tests/regressions/*.ll are checked the same way.
//!
//! `KILN_DIFF_CASES=N` sets the number of modules (default 300); `KILN_DIFF_SEED=TEXT` draws other
//! modules than CI's fixed seed.

use kiln::codegen::{build, BuildOptions};
use kiln_tests::gen_program::harness::{needs_cxx_runtime, run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::gen_program::harness::{run_property, RunConfig};
use kiln_tests::ll_files;
use kiln_tests::native::link;
use std::time::Instant;

/// Default number of generated modules per run.
const DEFAULT_CASES: u32 = 300;
/// Interpreter fuel: far above what a generated program executes.
const FUEL: u64 = 50_000_000;

/// Interprets `ll`, then builds it at kiln -O0 and -O2, runs both and compares.
fn native_matches_interp(ll: &str) -> Result<(), String> {
    let module = kiln::load_module(ll.as_bytes()).map_err(|d| {
        format!("Kiln rejects the module:\n{}", kiln::render_diagnostics("<generated>", ll.as_bytes(), &d))
    })?;
    let config = kiln_interp::Config {
        fuel: Some(FUEL),
        args: Vec::new(),
        capture: true,
        program_name: "generated".into(),
        ..Default::default()
    };
    let want =
        kiln_interp::run_main(&module, &config).map_err(|(trap, _)| format!("the interpreter trapped: {trap}"))?;
    for opt_level in [0u8, 2] {
        let mut m = module.clone();
        let object = build(&mut m, &BuildOptions { opt_level, ..BuildOptions::default() }).map_err(|d| {
            format!(
                "kiln -O{opt_level} cannot build it:\n{}",
                kiln::render_diagnostics("<generated>", ll.as_bytes(), &d)
            )
        })?;
        let flags: &[&str] = if needs_cxx_runtime(ll) { &["-lstdc++"] } else { &[] };
        let exe = link(&object, &[], flags, "progen-native")?;
        let got = run_with_limit(&mut std::process::Command::new(&exe), RUN_TIME_LIMIT);
        let _ = std::fs::remove_file(&exe);
        let got = got?;
        if got.status != Some(want.exit_code) || got.stdout != want.stdout {
            return Err(format!(
                "kiln -O{opt_level} build disagrees with the interpreter:\ninterpreter (exit {}):\n{}\nnative (exit {:?}):\n{}",
                want.exit_code,
                String::from_utf8_lossy(&want.stdout),
                got.status,
                String::from_utf8_lossy(&got.stdout)
            ));
        }
    }
    Ok(())
}

#[test]
fn native_builds_match_interpreter_on_generated_modules() {
    let start = Instant::now();
    let cfg = RunConfig { exceptions: true, odd_ints: true, fp80: true, ..RunConfig::from_env(DEFAULT_CASES) };
    match run_property(&cfg, native_matches_interp) {
        Ok(n) => eprintln!(
            "native vs interp: {n} generated modules agree at kiln -O0 and -O2 ({:.1}s)",
            start.elapsed().as_secs_f64()
        ),
        Err(f) => panic!("{}", f.report("native")),
    }
}

#[test]
fn native_builds_match_interpreter_on_regression_modules() {
    let files = ll_files("tests/regressions");
    for f in &files {
        let ll = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if let Err(e) = native_matches_interp(&ll) {
            panic!("{}: {e}", f.display());
        }
    }
    eprintln!("tests/regressions: {} modules agree natively", files.len());
}

/// Hand-written programs in tests/programs (features the generator does not produce, such as the
/// `va_arg` instruction): the interpreter prints exactly `NAME.expected`, and Kiln's builds at
/// -O0 and -O2 agree with the interpreter.
#[test]
fn hand_written_programs_print_their_expectation_interpreted_and_native() {
    let files = ll_files("tests/programs");
    assert!(!files.is_empty(), "tests/programs has no .ll files");
    for f in &files {
        let ll = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let expected = std::fs::read(f.with_extension("expected")).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let module = kiln::load_module(ll.as_bytes())
            .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics(&f.display().to_string(), ll.as_bytes(), &d)));
        let config = kiln_interp::Config {
            fuel: Some(FUEL),
            args: Vec::new(),
            capture: true,
            program_name: "program".into(),
            ..Default::default()
        };
        let run = kiln_interp::run_main(&module, &config)
            .unwrap_or_else(|(trap, _)| panic!("{}: the interpreter trapped: {trap}", f.display()));
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&expected),
            "{}: the interpreter's output",
            f.display()
        );
        if let Err(e) = native_matches_interp(&ll) {
            panic!("{}: {e}", f.display());
        }
    }
}

//! Differential tests of the IR passes on generated modules: every pass alone, and the default
//! -O1 and -O2 pipelines, must leave each generated program's output and exit status unchanged
//! under the reference interpreter, pass the manager's commit checks (no rollback, no false
//! "preserves all") and leave a module the final verify accepts.
//!
//! `KILN_DIFF_CASES=N` sets the number of modules (default 500); `KILN_DIFF_SEED=TEXT` draws other
//! modules than CI's fixed seed. Failing cases shrink like the other generator-driven tests.

use kiln_ir::pass::{build_default_pipeline, build_pipeline, PassManager};
use kiln_lower::registry::{lookup_pass, PASS_NAMES};
use kiln_tests::gen_program::harness::{run_property, RunConfig};

const DEFAULT_CASES: u32 = 500;
const FUEL: u64 = 50_000_000;

fn interpret(m: &kiln_ir::Module) -> Result<(i32, Vec<u8>), String> {
    let cfg = kiln_interp::Config { fuel: Some(FUEL), capture: true, ..Default::default() };
    match kiln_interp::run_main(m, &cfg) {
        Ok(o) => Ok((o.exit_code, o.stdout)),
        Err((trap, _)) => Err(format!("trapped: {trap}")),
    }
}

/// Every pipeline this test applies: each pass alone, then the default -O1 and -O2 pipelines.
fn pipelines() -> Vec<(String, PassManager)> {
    let mut out: Vec<(String, PassManager)> =
        PASS_NAMES.iter().map(|&name| (name.to_string(), build_pipeline(&[name], lookup_pass).unwrap())).collect();
    for level in [1, 2] {
        out.push((format!("-O{level}"), build_default_pipeline(level, lookup_pass).unwrap()));
    }
    out
}

fn passes_preserve_behaviour(ll: &str) -> Result<(), String> {
    let original =
        kiln::load_module(ll.as_bytes()).map_err(|d| kiln::render_diagnostics("<generated>", ll.as_bytes(), &d))?;
    let expected = interpret(&original).map_err(|e| format!("original module: {e}"))?;
    for (name, mut pm) in pipelines() {
        let mut m = original.clone();
        let report = pm.run(&mut m);
        if !report.ok() {
            return Err(format!("{name}: {}", report.format_diagnostics()));
        }
        let got = interpret(&m).map_err(|e| format!("after {name}: {e}"))?;
        if got != expected {
            return Err(format!(
                "after {name}: exit {} and output {:?}, expected exit {} and output {:?}",
                got.0,
                String::from_utf8_lossy(&got.1),
                expected.0,
                String::from_utf8_lossy(&expected.1)
            ));
        }
    }
    Ok(())
}

#[test]
fn passes_preserve_behaviour_of_generated_modules() {
    let cfg = RunConfig { exceptions: true, odd_ints: true, fp80: true, ..RunConfig::from_env(DEFAULT_CASES) };
    match run_property(&cfg, passes_preserve_behaviour) {
        Ok(n) => eprintln!("{n} generated modules: every pass and pipeline preserved their behaviour"),
        Err(failure) => panic!("{}", failure.report("passes_preserve_behaviour_of_generated_modules")),
    }
}

//! Differential tests of the mid-end passes through the reference interpreter: every corpus
//! module (tests/c/*.O0.ll, *.O2.ll) is run by `kiln_interp` before and after each pass alone
//! and after the pipeline mem2reg,instsimplify,simplifycfg,dce; exit status, stdout and stderr
//! must be identical (and match NAME.expected / NAME.status). Also reports how many
//! interpreted steps the pipeline saves.

#[path = "../src/test_util.rs"]
mod test_util;

use kiln_interp::{run_main, Config, Outcome};
use kiln_ir::pass::FunctionPass;
use kiln_ir::Module;
use std::sync::OnceLock;
use test_util::{assert_verifies, corpus_dir, corpus_files, parse, run_pass};

/// Step budget per run: far above what any corpus program needs.
const FUEL: u64 = 2_000_000_000;

/// Interprets `m`, panicking on a trap.
fn interpret(m: &Module, what: &str) -> Outcome {
    let cfg =
        Config { fuel: Some(FUEL), args: Vec::new(), capture: true, program_name: String::new(), ..Config::default() };
    match run_main(m, &cfg) {
        Ok(o) => o,
        Err((trap, _)) => panic!("{what}: the interpreter trapped: {trap:?}"),
    }
}

/// Runs `pipeline` on `m` (verifying after each pass); returns whether anything changed.
fn run_pipeline(m: &mut Module, pipeline: &[&str], what: &str) -> bool {
    let mut changed = false;
    for name in pipeline {
        let Some(kiln_ir::pass::manager::PassBox::Function(mut pass)) = kiln_lower::registry::lookup_pass(name) else {
            panic!("{name} is not a function pass of kiln-lower");
        };
        let pass: &mut dyn FunctionPass = pass.as_mut();
        changed |= run_pass(pass, m).iter().any(|&p| p != kiln_ir::pass::Preserved::All);
        assert_verifies(m, &format!("{what} after {name}"));
    }
    changed
}

/// One corpus module with how the interpreter runs it unchanged.
struct Original {
    prog: String,
    file: String,
    src: String,
    outcome: Outcome,
}

/// Every corpus module interpreted once (shared by the tests of this file, which run as threads
/// of one process), checked against NAME.expected and NAME.status.
fn originals() -> &'static [Original] {
    static ORIGINALS: OnceLock<Vec<Original>> = OnceLock::new();
    ORIGINALS.get_or_init(|| {
        corpus_files()
            .into_iter()
            .map(|(prog, path)| {
                let src = std::fs::read_to_string(&path).expect("read corpus file");
                let file = path.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string();
                let outcome = interpret(&parse(&src), &format!("{file} (original)"));
                let expected = std::fs::read(corpus_dir().join(format!("{prog}.expected"))).expect("NAME.expected");
                let status: i32 = std::fs::read_to_string(corpus_dir().join(format!("{prog}.status")))
                    .expect("NAME.status")
                    .trim()
                    .parse()
                    .expect("status is a number");
                assert_eq!(outcome.stdout, expected, "{file}: the interpreter disagrees with {prog}.expected");
                assert_eq!(outcome.exit_code, status, "{file}: the interpreter disagrees with {prog}.status");
                Original { prog, file, src, outcome }
            })
            .collect()
    })
}

/// Interprets every corpus module after `pipeline` and compares with the original run (modules
/// the pipeline leaves unchanged are not run again); returns the total steps (before, after)
/// over the -O0 files.
fn differential(pipeline: &[&str]) -> (u64, u64) {
    let (mut before_steps, mut after_steps) = (0, 0);
    for o in originals() {
        let what = format!("{} [{}]", o.file, pipeline.join(","));
        let mut m = parse(&o.src);
        let changed = run_pipeline(&mut m, pipeline, &what);
        let after = if changed { interpret(&m, &what) } else { o.outcome.clone() };
        let before = &o.outcome;
        assert_eq!(
            String::from_utf8_lossy(&after.stdout),
            String::from_utf8_lossy(&before.stdout),
            "{what}: stdout changed ({} expected)",
            o.prog
        );
        assert_eq!(after.stderr, before.stderr, "{what}: stderr changed");
        assert_eq!(after.exit_code, before.exit_code, "{what}: exit status changed");
        if o.file.ends_with(".O0.ll") {
            before_steps += before.steps;
            after_steps += after.steps;
        }
    }
    (before_steps, after_steps)
}

#[test]
fn mem2reg_alone_interprets_the_same() {
    differential(&["mem2reg"]);
}

#[test]
fn dce_alone_interprets_the_same() {
    differential(&["dce"]);
}

#[test]
fn simplifycfg_alone_interprets_the_same() {
    differential(&["simplifycfg"]);
}

#[test]
fn instsimplify_alone_interprets_the_same() {
    differential(&["instsimplify"]);
}

#[test]
fn pipeline_interprets_the_same_in_fewer_steps() {
    let (before, after) = differential(&["mem2reg", "instsimplify", "simplifycfg", "dce"]);
    eprintln!("-O0 corpus: {before} interpreted steps before, {after} after mem2reg,instsimplify,simplifycfg,dce");
    assert!(after < before, "the pipeline should make -O0 programs execute fewer instructions");
}

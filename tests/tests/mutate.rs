//! Mutation fuzzing: byte flips, truncations, token swaps, line deletions and duplications of
//! valid files must never make the parser, the verifier, the printer, the -O2 passes or the code
//! generator panic; whatever Kiln accepts must print to text that it accepts again, and the passes
//! must commit cleanly on it (no rollback, no false preservation claim).
//!
//! `PROPTEST_CASES` raises the number of mutants for a local soak (default 1500 per test);
//! `KILN_FUZZ_SEED=N` draws other mutants than CI's fixed seed (CI stays deterministic: a bug
//! found by a soak becomes a regression file under `tests/malformed` or `tests/regressions`).

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

/// Valid inputs to mutate: a few corpus files of different shapes, plus all seed examples.
fn seeds() -> &'static [Vec<u8>] {
    static SEEDS: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    SEEDS.get_or_init(load_seeds)
}

fn load_seeds() -> Vec<Vec<u8>> {
    let mut files = kiln_tests::ll_files("tests/seeds");
    files.extend(kiln_tests::ll_files("tests/programs"));
    let corpus = kiln_tests::ll_files("tests/c");
    files.extend(corpus.into_iter().filter(|p| std::fs::metadata(p).map(|m| m.len() < 40_000).unwrap_or(false)));
    let out: Vec<Vec<u8>> = files.iter().map(|p| std::fs::read(p).unwrap()).collect();
    assert!(!out.is_empty(), "no seed files to mutate");
    out
}

#[derive(Clone, Debug)]
enum Mutation {
    Flip { pos: usize, byte: u8 },
    Truncate { pos: usize },
    SwapTokens { a: usize, b: usize },
    DeleteLine { line: usize },
    DuplicateLine { line: usize },
    InsertToken { pos: usize, token: usize },
}

const TOKENS: &[&str] = &[
    "%0",
    "@f",
    "i32",
    "ptr",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ",",
    "=",
    "!0",
    "label",
    "phi",
    "br",
    "ret",
    "void",
    "i128",
    "<4 x i32>",
    "\"",
    "\\",
    "0x",
    "-",
    "9999999999999999999999",
    "#0",
    "...",
    "\0",
    "\u{ff}",
    "align 3",
    "thread_local",
    "dllimport",
    "dllexport",
    "{ i64, i24 }",
    "align 64",
    "align 2147483648",
    "va_arg ptr %0, i32",
];

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(pos, byte)| Mutation::Flip { pos, byte }),
        any::<usize>().prop_map(|pos| Mutation::Truncate { pos }),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapTokens { a, b }),
        any::<usize>().prop_map(|line| Mutation::DeleteLine { line }),
        any::<usize>().prop_map(|line| Mutation::DuplicateLine { line }),
        (any::<usize>(), 0..TOKENS.len()).prop_map(|(pos, token)| Mutation::InsertToken { pos, token }),
    ]
}

fn apply(src: &[u8], m: &Mutation) -> Vec<u8> {
    let mut out = src.to_vec();
    if out.is_empty() {
        return out;
    }
    match *m {
        Mutation::Flip { pos, byte } => out[pos % src.len()] = byte,
        Mutation::Truncate { pos } => out.truncate(pos % src.len()),
        Mutation::InsertToken { pos, token } => {
            let p = pos % src.len();
            out.splice(p..p, TOKENS[token].bytes());
        }
        Mutation::SwapTokens { a, b } => {
            let text = String::from_utf8_lossy(src);
            let mut toks: Vec<&str> = text.split(' ').collect();
            let (i, j) = (a % toks.len(), b % toks.len());
            toks.swap(i, j);
            out = toks.join(" ").into_bytes();
        }
        Mutation::DeleteLine { line } | Mutation::DuplicateLine { line } => {
            let text = String::from_utf8_lossy(src);
            let mut lines: Vec<&str> = text.lines().collect();
            let i = line % lines.len();
            if matches!(m, Mutation::DeleteLine { .. }) {
                lines.remove(i);
            } else {
                lines.insert(i, lines[i]);
            }
            out = lines.join("\n").into_bytes();
        }
    }
    out
}

/// Runs Kiln on `src` (parse, verify, print, the -O2 pipeline, code generation at -O0 for one of the
/// targets); panics
/// only on a real bug.
fn exercise(src: &[u8]) {
    let Ok(module) = kiln_ir::text::parse(src) else { return };
    if kiln_ir::verifier::verify_module(&module).is_err() {
        return;
    }
    let mut optimised = module.clone();
    let report = kiln_ir::pass::build_default_pipeline(2, kiln_lower::registry::lookup_pass)
        .expect("the -O2 pipeline builds")
        .run(&mut optimised);
    // A pass may refuse input it cannot transform (a malformed coroutine, say), but only with
    // located errors; anything else is a bug.
    let refused = !report.pass_errors.is_empty();
    assert!(
        report.pass_errors.iter().all(|e| e.offset.is_some()),
        "a pass reported an error without a location: {:?}",
        report.pass_errors
    );
    let mut without_refusals = report.clone();
    without_refusals.pass_errors.clear();
    assert!(without_refusals.ok(), "the -O2 pipeline failed on a valid module:\n{}", report.format_diagnostics());
    if refused {
        return;
    }
    // The back end may reject what it does not support, but with diagnostics, never a panic (the
    // debug-build register-allocation checker runs on everything it accepts). The target varies with
    // the input, so every object writer and both conventions see mutants.
    use kiln::codegen::{BuildOptions, Target};
    let targets = [Target::LINUX, Target::WINDOWS_GNU, Target::MACOS, Target::WINDOWS_MSVC];
    let target = targets[src.iter().fold(src.len(), |h, &b| h.wrapping_mul(31).wrapping_add(b as usize)) % 4];
    let mut for_codegen = module.clone();
    let _ = kiln::codegen::build(&mut for_codegen, &BuildOptions { target, ..BuildOptions::default() });
    let printed = kiln_ir::text::print_module(&module);
    if let Err(d) = kiln::load_module(printed.as_bytes()) {
        panic!(
            "accepted input printed to text Kiln rejects:\n{}\n--- printed ---\n{printed}",
            kiln::render_diagnostics("<printed>", printed.as_bytes(), &d)
        );
    }
}

fn seed() -> RngSeed {
    RngSeed::Fixed(std::env::var("KILN_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x6b69_6c6e))
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(1500)
}

proptest! {
    #![proptest_config(Config { cases: cases(), rng_seed: seed(), failure_persistence: None, ..Config::default() })]

    #[test]
    fn single_mutations_never_panic(idx in any::<usize>(), m in mutation()) {
        let seeds = seeds();
        let src = &seeds[idx % seeds.len()];
        exercise(&apply(src, &m));
    }

    #[test]
    fn stacked_mutations_never_panic(idx in any::<usize>(), ms in prop::collection::vec(mutation(), 2..6)) {
        let seeds = seeds();
        let mut src = seeds[idx % seeds.len()].clone();
        for m in &ms {
            src = apply(&src, m);
        }
        exercise(&src);
    }
}

#[test]
fn every_truncation_of_a_seed_file_is_handled() {
    for path in kiln_tests::ll_files("tests/seeds").iter().take(4) {
        let src = std::fs::read(path).unwrap();
        for cut in 0..src.len() {
            exercise(&src[..cut]);
        }
    }
}

//! Running generated programs: clang-19 builds and native runs with a time limit, and a
//! deterministic property runner that checks cases on several threads and shrinks the first failure.

use super::ast::GenModule;
use super::strategy::arb_module;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a native or interpreted run may take before it counts as hung.
pub const RUN_TIME_LIMIT: Duration = Duration::from_secs(20);

/// What a program did: exit status (`None` when killed by a signal or the time limit) and stdout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunResult {
    /// Exit code.
    pub status: Option<i32>,
    /// Everything written to stdout.
    pub stdout: Vec<u8>,
}

/// A per-process scratch directory for generated files.
pub fn scratch_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kiln-progen-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// Runs `cmd` with stdout captured, killing it after `limit`.
pub fn run_with_limit(cmd: &mut Command, limit: Duration) -> Result<RunResult, String> {
    match run_killing_after(cmd, limit, Duration::from_millis(2))? {
        (Some(s), stdout) => Ok(RunResult { status: s.code(), stdout }),
        (None, _) => Err(format!("timed out after {limit:?}")),
    }
}

/// Runs `cmd` (stdin and stderr closed), checking every `poll` whether it exited and killing it
/// after `limit`: its exit status (`None` when killed) and everything it wrote to stdout, which is
/// kept even when it crashed or was killed.
pub fn run_killing_after(
    cmd: &mut Command,
    limit: Duration,
    poll: Duration,
) -> Result<(Option<ExitStatus>, Vec<u8>), String> {
    let mut child =
        cmd.stdout(Stdio::piped()).stderr(Stdio::null()).stdin(Stdio::null()).spawn().map_err(|e| e.to_string())?;
    let mut stdout = child.stdout.take().ok_or("no stdout pipe")?;
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(s);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(poll);
    };
    let stdout = reader.join().map_err(|_| "stdout reader panicked")?;
    Ok((status, stdout))
}

/// Whether the IR text `ll` throws C++ exceptions, so that its program links the C++ runtime.
pub fn needs_cxx_runtime(ll: &str) -> bool {
    ll.contains("@__gxx_personality_v0")
}

/// Compiles `ll` with `clang -O{opt} -w` (linking libc and libm, for `frem`, and libstdc++ for
/// programs with exceptions) and runs the program.
pub fn clang_run(clang: &Path, ll: &str, opt: &str, name: &str) -> Result<RunResult, String> {
    let dir = scratch_dir();
    let src = dir.join(format!("{name}.ll"));
    let exe = dir.join(format!("{name}.{opt}.exe"));
    std::fs::write(&src, ll).map_err(|e| e.to_string())?;
    let out = Command::new(clang)
        .arg(format!("-O{opt}"))
        .arg("-w")
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .args(needs_cxx_runtime(ll).then_some("-lstdc++"))
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        let _ = std::fs::remove_file(&src);
        return Err(format!("clang -O{opt} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let result = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT);
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(&exe);
    result.map_err(|e| format!("native -O{opt} build: {e}"))
}

/// Settings of [`run_property`].
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Number of generated modules to check.
    pub cases: u32,
    /// Seed of the XorShift generator (fixed, for deterministic CI; ChaCha is 3x slower in debug builds).
    pub seed: [u8; 16],
    /// Worker threads checking cases.
    pub threads: usize,
    /// Upper bound on shrinking steps.
    pub max_shrink_steps: u32,
    /// Upper bound on time spent shrinking.
    pub max_shrink_time: Duration,
    /// Whether the modules throw and catch C++ exceptions (`GenModule::exceptions`).
    pub exceptions: bool,
    /// Whether the modules have odd-width integers, `i24` to `i256` (`GenModule::odd_ints`).
    pub odd_ints: bool,
    /// Whether the modules have `x86_fp80` (`GenModule::fp80`).
    pub fp80: bool,
}

impl RunConfig {
    /// `cases` cases from the fixed CI seed on two threads.
    pub fn new(cases: u32) -> Self {
        RunConfig {
            cases,
            seed: *b"kiln gen_program",
            threads: 2,
            max_shrink_steps: 4000,
            max_shrink_time: Duration::from_secs(150),
            exceptions: false,
            odd_ints: false,
            fp80: false,
        }
    }
}

impl RunConfig {
    /// `default_cases` cases, or `KILN_DIFF_CASES`; the seed from `KILN_DIFF_SEED` (any text, for
    /// local soaks with fresh programs) when set.
    pub fn from_env(default_cases: u32) -> Self {
        let cases = std::env::var("KILN_DIFF_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(default_cases);
        let mut cfg = RunConfig::new(cases);
        if let Ok(text) = std::env::var("KILN_DIFF_SEED") {
            cfg.seed = [b'_'; 16];
            for (i, b) in text.bytes().enumerate() {
                cfg.seed[i % 16] ^= b.rotate_left(i as u32 / 16);
            }
        }
        cfg
    }
}

/// A failing case after shrinking.
#[derive(Clone, Debug)]
pub struct Failure {
    /// Index of the first failing case.
    pub case: u32,
    /// The shrunk recipe.
    pub module: GenModule,
    /// Its IR text.
    pub ll: String,
    /// What the check said about the shrunk module.
    pub message: String,
    /// Successful shrinking steps taken.
    pub shrink_steps: u32,
}

impl Failure {
    /// A report for a test failure: the message, the shrunk module, and where to keep it.
    pub fn report(&self, test: &str) -> String {
        let path = scratch_dir().join(format!("{test}-case{}.ll", self.case));
        let _ = std::fs::write(&path, &self.ll);
        format!(
            "{test}: generated case {} fails (shrunk in {} steps):\n{}\n\n--- shrunk module (also in {}) ---\n{}\n\
             --- end ---\nTo keep it as a regression test: copy it to tests/regressions/{test}-NAME.ll \
             (tests/tests/differential_clang.rs runs every file there).",
            self.case,
            self.shrink_steps,
            self.message,
            path.display(),
            self.ll
        )
    }
}

/// Checks `cfg.cases` generated modules with `check` (given the recipe's IR text), `cfg.threads`
/// at a time. The first failure (lowest case index) is shrunk on one thread and returned.
pub fn run_property<F>(cfg: &RunConfig, check: F) -> Result<u32, Box<Failure>>
where
    F: Fn(&str) -> Result<(), String> + Sync,
{
    let config = Config {
        cases: cfg.cases,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::XorShift,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::XorShift, &cfg.seed));
    let (exceptions, odd_ints, fp80) = (cfg.exceptions, cfg.odd_ints, cfg.fp80);
    let strategy = arb_module().prop_map(move |mut m| {
        m.exceptions = exceptions;
        m.odd_ints = odd_ints;
        m.fp80 = fp80;
        m
    });
    let batch = 32u32;
    let mut case = 0u32;
    while case < cfg.cases {
        let n = batch.min(cfg.cases - case);
        let mut trees = Vec::with_capacity(n as usize);
        for _ in 0..n {
            trees.push(strategy.new_tree(&mut runner).map_err(|e| failure_without_case(&e.to_string()))?);
        }
        let texts: Vec<String> = trees.iter().map(|t| t.current().to_ll()).collect();
        if let Some((k, message)) = first_failure(&texts, cfg.threads, &check) {
            let tree = &mut trees[k];
            return Err(Box::new(shrink(tree, case + k as u32, message, cfg, &check)));
        }
        case += n;
    }
    Ok(case)
}

fn failure_without_case(message: &str) -> Box<Failure> {
    Box::new(Failure {
        case: 0,
        module: GenModule { funcs: Vec::new(), ginit: Vec::new(), exceptions: false, odd_ints: false, fp80: false },
        ll: String::new(),
        message: format!("could not generate a case: {message}"),
        shrink_steps: 0,
    })
}

/// Runs `check` on every text on `threads` threads; the lowest failing index and its message.
fn first_failure<F>(texts: &[String], threads: usize, check: &F) -> Option<(usize, String)>
where
    F: Fn(&str) -> Result<(), String> + Sync,
{
    let next = AtomicUsize::new(0);
    let failures: Mutex<Vec<(usize, String)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(text) = texts.get(k) else { break };
                if let Err(m) = check(text) {
                    failures.lock().unwrap_or_else(|e| e.into_inner()).push((k, m));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort_by_key(|(k, _)| *k);
    failures.into_iter().next()
}

/// Proptest's shrinking loop: simplify while the case still fails, complicate when it passes.
fn shrink<T, F>(tree: &mut T, case: u32, message: String, cfg: &RunConfig, check: &F) -> Failure
where
    T: ValueTree<Value = GenModule>,
    F: Fn(&str) -> Result<(), String>,
{
    let start = Instant::now();
    let mut best = (tree.current(), message);
    let mut steps = 0u32;
    let mut tries = 0u32;
    let mut more = tree.simplify();
    while more && tries < cfg.max_shrink_steps && start.elapsed() < cfg.max_shrink_time {
        tries += 1;
        let candidate = tree.current();
        match check(&candidate.to_ll()) {
            Err(m) => {
                best = (candidate, m);
                steps += 1;
                more = tree.simplify();
            }
            Ok(()) => more = tree.complicate(),
        }
    }
    let ll = best.0.to_ll();
    Failure { case, module: best.0, ll, message: best.1, shrink_steps: steps }
}

/// Draws `n` recipes from the fixed seed (for tests of the generator itself).
pub fn sample_modules(n: u32, seed: [u8; 16]) -> Vec<GenModule> {
    let config = Config { rng_algorithm: RngAlgorithm::XorShift, failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::XorShift, &seed));
    let strategy = arb_module();
    (0..n).filter_map(|_| strategy.new_tree(&mut runner).ok().map(|t| t.current())).collect()
}

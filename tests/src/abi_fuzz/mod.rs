//! A random ABI fuzzer with gcc as the oracle: random signatures (scalars, i128, vectors, nested,
//! packed and over-aligned structs, arrays, variadic calls) are written as a C driver and a Kiln IR
//! module; C calls Kiln and Kiln calls C, and every non-padding byte of every argument and return
//! value is compared. Conventions: SysV (gcc), Win64 via gcc's `ms_abi` on Linux (`win64cc` in
//! IR), and real Win64 (mingw gcc, run under wine). Failures shrink into regression files.
//!
//! Environment: `KILN_ABI_FUZZ_SEED` (run seed; default fixed per ABI), `KILN_ABI_FUZZ_COUNT`
//! (signatures per ABI), `KILN_ABI_FUZZ_BATCH` (signatures per program, default 100),
//! `KILN_ABI_FUZZ_ONLY` (comma-separated signature ids), `KILN_ABI_FUZZ_SHRINK` (how many failures
//! to shrink into regression files, one per kind of failure, default 1), `KILN_ABI_FUZZ_KEEP` (keep
//! the generated files of passing batches too). Failing batches keep their files (printed).
//! Wine runs go through `crate::windows` (the shared prefix and runner of every wine test).

pub mod emit_c;
pub mod emit_ir;
pub mod gen;
pub mod run;
pub mod shrink;
pub mod ty;

use run::{run_batch, CaseFailure, Failure, KilnSide};
use std::fmt::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use ty::Sig;

/// A calling convention the fuzzer checks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Abi {
    /// SysV x86-64: gcc on Linux, `ccc` in IR.
    SysV,
    /// Win64 on Linux: gcc's `__attribute__((ms_abi))`, `win64cc` in IR.
    MsAbi,
    /// Real Win64: x86_64-w64-mingw32-gcc, target x86_64-pc-windows-gnu, run under wine.
    Win64,
}

impl Abi {
    /// Every ABI.
    pub const ALL: [Abi; 3] = [Abi::SysV, Abi::MsAbi, Abi::Win64];

    /// Short name (used in file names and `abi:` lines).
    pub fn name(self) -> &'static str {
        match self {
            Abi::SysV => "sysv",
            Abi::MsAbi => "msabi",
            Abi::Win64 => "win64",
        }
    }

    /// The ABI of a short name.
    pub fn from_name(name: &str) -> Option<Abi> {
        Abi::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The C attribute (with a trailing space) on every function the fuzzer declares.
    pub fn c_attr(self) -> &'static str {
        match self {
            Abi::MsAbi => "__attribute__((ms_abi)) ",
            _ => "",
        }
    }

    /// The IR calling convention (with a trailing space) on every define, declare and call.
    pub fn ir_cc(self) -> &'static str {
        match self {
            Abi::MsAbi => "win64cc ",
            _ => "",
        }
    }

    /// The target triple of the IR module (and the Kiln target).
    pub fn triple(self) -> &'static str {
        match self {
            Abi::Win64 => "x86_64-pc-windows-gnu",
            _ => "x86_64-unknown-linux-gnu",
        }
    }

    /// The C compiler of the C side.
    pub fn c_compiler(self) -> &'static str {
        match self {
            Abi::Win64 => "x86_64-w64-mingw32-gcc",
            _ => "gcc",
        }
    }

    /// The default seed of this ABI's runs (fixed, so CI runs are reproducible).
    pub fn default_seed(self) -> u64 {
        let salt = match self {
            Abi::SysV => 1,
            Abi::MsAbi => 2,
            Abi::Win64 => 3,
        };
        0x4b49_4c4e_5f41_4249 ^ salt
    }
}

/// One signature of a run: its id (index in the run) and the signature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Index in the run (signature `id` of seed `s` is `gen::gen_sig(s, id)`).
    pub id: u64,
    /// The signature.
    pub sig: Sig,
}

/// What a fuzz run does.
#[derive(Clone, Debug)]
pub struct Config {
    /// Run seed.
    pub seed: u64,
    /// Number of signatures.
    pub count: u64,
    /// Signatures per generated program.
    pub batch: usize,
    /// Only these signature ids (all when `None`).
    pub only: Option<Vec<u64>>,
    /// How many failures to shrink into regression files.
    pub shrink: usize,
}

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => v.parse().ok(),
    }
}

impl Config {
    /// The configuration of a CI run of `abi` with `default_count` signatures, overridden by the
    /// `KILN_ABI_FUZZ_*` environment variables.
    pub fn from_env(abi: Abi, default_count: u64) -> Config {
        let only = std::env::var("KILN_ABI_FUZZ_ONLY")
            .ok()
            .map(|v| v.split(',').filter_map(|s| s.trim().parse().ok()).collect::<Vec<u64>>());
        Config {
            seed: env_u64("KILN_ABI_FUZZ_SEED").unwrap_or(abi.default_seed()),
            count: env_u64("KILN_ABI_FUZZ_COUNT").unwrap_or(default_count),
            batch: env_u64("KILN_ABI_FUZZ_BATCH").map_or(100, |b| b.max(1) as usize),
            only,
            shrink: env_u64("KILN_ABI_FUZZ_SHRINK").map_or(1, |n| n as usize),
        }
    }

    /// The cases of this run.
    pub fn cases(&self) -> Vec<Case> {
        let ids: Vec<u64> = match &self.only {
            Some(ids) => ids.clone(),
            None => (0..self.count).collect(),
        };
        ids.into_iter().map(|id| Case { id, sig: gen::gen_sig(self.seed, id) }).collect()
    }
}

/// The outcome of a fuzz run.
#[derive(Debug)]
pub struct Summary {
    /// Convention.
    pub abi: Abi,
    /// What ran ("kiln" or "gcc self-check" or "regressions").
    pub what: String,
    /// Seed (for reproduction).
    pub seed: u64,
    /// Signatures run.
    pub ran: usize,
    /// Failing signatures.
    pub failures: Vec<CaseFailure>,
    /// Harness problems (a C file that does not compile, a missing tool...).
    pub harness_errors: Vec<String>,
    /// Directories holding the files of failing batches.
    pub kept: Vec<PathBuf>,
    /// Shrunk regression files written.
    pub regressions: Vec<PathBuf>,
    /// Remarks (failures that are not about any signature).
    pub notes: Vec<String>,
    /// Wall time.
    pub elapsed: Duration,
}

impl Summary {
    /// True when every byte of every case arrived and the harness worked.
    pub fn passed(&self) -> bool {
        self.failures.is_empty() && self.harness_errors.is_empty()
    }

    /// A human-readable report: counts, failures grouped by kind with an example signature, the
    /// first mismatches in full, and how to reproduce.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let count = |pred: fn(&Failure) -> bool| self.failures.iter().filter(|f| pred(&f.failure)).count();
        let _ = writeln!(
            s,
            "ABI fuzz {} ({}), seed {:#x}: {} signatures, {} failing ({} rejected, {} crashed, {} mismatched) in {:.1}s",
            self.abi.name(),
            self.what,
            self.seed,
            self.ran,
            self.failures.len(),
            count(|f| matches!(f, Failure::Rejected(_))),
            count(|f| matches!(f, Failure::Crashed(_))),
            count(|f| matches!(f, Failure::Mismatch(_))),
            self.elapsed.as_secs_f64()
        );
        for e in &self.harness_errors {
            let _ = writeln!(s, "  HARNESS ERROR: {e}");
        }
        let mut groups: Vec<(String, Vec<&CaseFailure>)> = Vec::new();
        for f in &self.failures {
            let key = shrink::group_key(&f.failure);
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, v)) => v.push(f),
                None => groups.push((key, vec![f])),
            }
        }
        for (key, members) in &groups {
            let _ = writeln!(s, "  {} x {key}", members.len());
            for f in members.iter().take(3) {
                let _ = writeln!(s, "    sig {}: {}", f.case.id, f.failure.headline());
                if let Failure::Mismatch(lines) = &f.failure {
                    for l in lines.iter().skip(1).take(3) {
                        let _ = writeln!(s, "      {l}");
                    }
                }
                for l in f.case.sig.to_text().lines() {
                    let _ = writeln!(s, "      | {l}");
                }
            }
        }
        for k in self.kept.iter().take(5) {
            let _ = writeln!(s, "  files of a failing batch: {}", k.display());
        }
        for n in &self.notes {
            let _ = writeln!(s, "  note: {n}");
        }
        for r in &self.regressions {
            let _ = writeln!(s, "  shrunk regression written: {}", r.display());
        }
        if !self.failures.is_empty() && !self.what.starts_with("regressions") {
            let ids: Vec<String> = self.failures.iter().map(|f| f.case.id.to_string()).collect();
            let _ = writeln!(
                s,
                "  reproduce: KILN_ABI_FUZZ_SEED={:#x} KILN_ABI_FUZZ_ONLY={} cargo test -p kiln-tests --test abi_fuzz",
                self.seed,
                ids.join(",")
            );
        }
        s
    }
}

/// Runs `cases` in batches of `batch` for `abi`.
pub fn run_cases(abi: Abi, side: KilnSide<'_>, cases: &[Case], batch: usize, what: &str, seed: u64) -> Summary {
    let start = Instant::now();
    let mut summary = Summary {
        abi,
        what: what.to_string(),
        seed,
        ran: cases.len(),
        failures: Vec::new(),
        harness_errors: Vec::new(),
        kept: Vec::new(),
        regressions: Vec::new(),
        notes: Vec::new(),
        elapsed: Duration::ZERO,
    };
    for chunk in cases.chunks(batch.max(1)) {
        match run_batch(abi, chunk, side) {
            Ok(report) => {
                summary.failures.extend(report.failures);
                summary.kept.extend(report.kept);
            }
            Err(e) => summary.harness_errors.push(e),
        }
    }
    summary.elapsed = start.elapsed();
    summary
}

/// A fuzz run: generate, run, and shrink up to `config.shrink` failures (crashes and mismatches
/// before rejections, smallest first) into regression files.
pub fn fuzz(abi: Abi, side: KilnSide<'_>, config: &Config, what: &str) -> Summary {
    let start = Instant::now();
    let mut summary = run_cases(abi, side, &config.cases(), config.batch, what, config.seed);
    let mut to_shrink: Vec<&CaseFailure> = summary.failures.iter().collect();
    to_shrink.sort_by_key(|f| (matches!(f.failure, Failure::Rejected(_)), f.case.sig.weight()));
    let mut seen_keys = Vec::new();
    let mut picked = Vec::new();
    for f in to_shrink {
        let key = shrink::group_key(&f.failure);
        if picked.len() < config.shrink && !seen_keys.contains(&key) {
            seen_keys.push(key);
            picked.push(f.clone());
        }
    }
    for f in picked {
        if let Some(note) = target_wide(abi, side, &f) {
            summary.notes.push(note);
            continue;
        }
        match shrink::shrink(abi, side, &f, 20) {
            Ok(Some(small)) => {
                let origin = format!("{what}, shrunk from seed {:#x} sig {}", config.seed, f.case.id);
                match shrink::save(abi, &small, &origin, &shrink::regression_dir()) {
                    Ok(path) => summary.regressions.push(path),
                    Err(e) => summary.harness_errors.push(format!("cannot write a regression file: {e}")),
                }
            }
            Ok(None) => summary.harness_errors.push(format!("sig {} passes when run alone", f.case.id)),
            Err(e) => summary.harness_errors.push(format!("shrinking sig {} failed: {e}", f.case.id)),
        }
    }
    summary.elapsed = start.elapsed();
    summary
}

/// When `failure` is a rejection that the simplest signature (`void (i32)`) gets too, it is not
/// about the signature (for example, no object writer for the target): says so instead of shrinking.
fn target_wide(abi: Abi, side: KilnSide<'_>, failure: &CaseFailure) -> Option<String> {
    if !matches!(failure.failure, Failure::Rejected(_)) {
        return None;
    }
    let trivial = Case {
        id: 0,
        sig: Sig { ret: None, params: vec![ty::Param { ty: ty::Ty::I32, align: None }], varargs: vec![] },
    };
    let report = run_batch(abi, &[trivial], side).ok()?;
    let key = shrink::group_key(&failure.failure);
    report
        .failures
        .iter()
        .any(|f| shrink::group_key(&f.failure) == key)
        .then(|| format!("not shrunk, every signature fails this way: {key}"))
}

/// The regression cases of `abi` stored in tests/regressions/abi (ids are their file order).
pub fn regression_cases(abi: Abi) -> Result<Vec<(PathBuf, Case)>, String> {
    let all = shrink::load_dir(&shrink::regression_dir())?;
    Ok(all
        .into_iter()
        .filter(|(_, a, _)| *a == abi)
        .enumerate()
        .map(|(i, (path, _, sig))| (path, Case { id: i as u64, sig }))
        .collect())
}

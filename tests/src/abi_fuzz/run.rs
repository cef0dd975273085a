//! Running one ABI fuzz batch: compile the C driver (gcc -O1, or mingw gcc for Win64), build the
//! Kiln side (Kiln from IR, or gcc from C for the self-check), link, run (natively or under wine),
//! and turn the driver's output into per-case failures. A case Kiln rejects is isolated by building
//! each case alone; a case that crashes the program is recorded and the run resumes after it.

use super::emit_c::{kiln_side_file, main_file};
use super::emit_ir::module_text;
use super::{Abi, Case};
use crate::gen_program::harness::run_killing_after;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

/// Compiles the IR text of a batch for an ABI into object bytes, or says why not.
pub type CompileIr<'a> = &'a (dyn Fn(&str, Abi) -> Result<Vec<u8>, String> + Sync);

/// Who builds the "Kiln side" (`kiln_callee_P`, `kiln_caller_P`).
#[derive(Copy, Clone)]
pub enum KilnSide<'a> {
    /// gcc, from C: the harness self-check.
    Gcc,
    /// Kiln, from the IR module.
    Kiln(CompileIr<'a>),
}

/// How a case failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Kiln refused to compile the case (its diagnostic).
    Rejected(String),
    /// The program crashed or hung inside the case.
    Crashed(String),
    /// Bytes differed: the driver's `sig N dir arg K byte B: expected X got Y` lines.
    Mismatch(Vec<String>),
}

impl Failure {
    /// The first line of the report.
    pub fn headline(&self) -> String {
        match self {
            Failure::Rejected(e) => format!("rejected by Kiln: {}", e.lines().next().unwrap_or("")),
            Failure::Crashed(e) => e.clone(),
            Failure::Mismatch(lines) => lines.first().cloned().unwrap_or_default(),
        }
    }

    /// True when `other` is the same kind of failure (used while shrinking).
    pub fn same_kind(&self, other: &Failure) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// One failing case.
#[derive(Clone, Debug)]
pub struct CaseFailure {
    /// The case.
    pub case: Case,
    /// What went wrong.
    pub failure: Failure,
}

/// The result of a batch: the failures (empty = every byte of every case arrived) and the
/// directory holding the generated files when something failed.
#[derive(Debug, Default)]
pub struct BatchReport {
    /// Failing cases.
    pub failures: Vec<CaseFailure>,
    /// Kept files of a failing batch.
    pub kept: Option<PathBuf>,
}

/// Checks that the tools an ABI needs exist; `Err` names the missing one.
pub fn tools_available(abi: Abi) -> Result<(), String> {
    if crate::native::find_tool(abi.c_compiler()).is_none() {
        return Err(format!("{} is not on PATH", abi.c_compiler()));
    }
    if abi == Abi::Win64 && !Path::new(crate::windows::WINE64).is_file() {
        return Err(format!("{} is missing", crate::windows::WINE64));
    }
    Ok(())
}

/// Objects of C files already compiled by this process (kept in its scratch directory), by hash of
/// compiler and source: the Kiln run and the gcc self-check of an ABI share their drivers
/// (concurrent requests for the same object wait for the first).
type ObjectCache = Mutex<HashMap<u64, Arc<OnceLock<Result<PathBuf, String>>>>>;

fn object_cache() -> &'static ObjectCache {
    static CACHE: OnceLock<ObjectCache> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// Compiles the C file `src` (contents `text`) to `obj`, reusing an earlier identical compile.
fn compile_c_cached(abi: Abi, text: &str, src: &Path, obj: &Path) -> Result<(), String> {
    std::fs::write(src, text).map_err(|e| e.to_string())?;
    let key = super::shrink::fnv64(&format!("{}\n{text}", abi.c_compiler()));
    let slot = {
        let mut map = object_cache().lock().map_err(|_| "object cache poisoned")?;
        map.entry(key).or_default().clone()
    };
    let cached = slot.get_or_init(|| {
        let path = crate::native::scratch_stem(&format!("abi-fuzz-obj-{key:016x}")).with_extension("o");
        compile_c(abi, src, &path)?;
        Ok(path)
    });
    let cached = cached.as_ref().map_err(Clone::clone)?;
    std::fs::copy(cached, obj).map_err(|e| format!("cannot copy {}: {e}", cached.display()))?;
    Ok(())
}

fn compile_c(abi: Abi, src: &Path, obj: &Path) -> Result<(), String> {
    let mut cmd = Command::new(abi.c_compiler());
    cmd.args(["-O1", "-w", "-c", "-o"]).arg(obj).arg(src);
    if abi == Abi::Win64 {
        cmd.arg("-D__USE_MINGW_ANSI_STDIO=1");
    }
    let out = cmd.output().map_err(|e| format!("cannot run {}: {e}", abi.c_compiler()))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let head: String = err.lines().take(30).collect::<Vec<_>>().join("\n");
        return Err(format!("{} failed on {}:\n{head}", abi.c_compiler(), src.display()));
    }
    Ok(())
}

fn link(abi: Abi, objs: &[&Path], exe: &Path) -> Result<(), String> {
    let out = Command::new(abi.c_compiler())
        .arg("-o")
        .arg(exe)
        .args(objs)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", abi.c_compiler()))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let head: String = err.lines().take(30).collect::<Vec<_>>().join("\n");
        return Err(format!("linking failed:\n{head}"));
    }
    Ok(())
}

/// Runs `cmd`, capturing stdout even when the program crashes or is killed after `limit`.
/// Runs the Win64 driver from case `from` through the shared wine runner (which repeats a start
/// that wine itself botched); a batch runs in well under a second, wine's first start takes seconds.
fn run_under_wine(exe: &Path, from: usize) -> Result<(Result<(), String>, String), String> {
    let out = crate::windows::run_wine_capture(exe, &[&from.to_string()], Duration::from_secs(90))?;
    let status = if out.status == 0 { Ok(()) } else { Err(crate::windows::describe_exit_code(out.status)) };
    Ok((status, String::from_utf8_lossy(&out.stdout).into_owned()))
}

fn run_capturing(cmd: &mut Command, limit: Duration) -> Result<(Result<(), String>, String), String> {
    let (status, out) = run_killing_after(cmd, limit, Duration::from_millis(5))?;
    let status = match status {
        Some(s) if s.success() => Ok(()),
        Some(s) => Err(s.to_string()),
        None => Err(format!("killed after {limit:?}")),
    };
    Ok((status, String::from_utf8_lossy(&out).replace('\r', "")))
}

/// What one run of the driver printed.
#[derive(Default)]
struct RunLog {
    finished: bool,
    last_start: Option<(usize, String)>,
    mismatches: Vec<(usize, String)>,
}

fn parse_log(text: &str) -> RunLog {
    let mut log = RunLog::default();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("start ") {
            let mut it = rest.split(' ');
            if let (Some(Ok(p)), Some(d)) = (it.next().map(str::parse), it.next()) {
                log.last_start = Some((p, d.to_string()));
            }
        } else if let Some(rest) = line.strip_prefix("M ") {
            if let Some((p, msg)) = rest.split_once(' ') {
                if let Ok(p) = p.parse() {
                    log.mismatches.push((p, msg.to_string()));
                }
            }
        } else if line.starts_with("done ") {
            log.finished = true;
        }
    }
    log
}

fn direction_name(d: &str) -> &'static str {
    if d == "a" {
        "C calling Kiln (c->kiln)"
    } else {
        "Kiln calling C (kiln->c)"
    }
}

/// After this many crashes (each one a new process start) the rest of a batch is skipped: 20
/// natively, 8 under wine (where a start costs up to a second).
fn max_crashes_per_batch(abi: Abi) -> usize {
    if abi == Abi::Win64 {
        8
    } else {
        20
    }
}

/// Runs the linked driver from case 0, resuming after each crash; returns per-position failures.
fn run_driver(abi: Abi, exe: &Path, n: usize) -> Result<Vec<(usize, Failure)>, String> {
    let mut failures: Vec<(usize, Failure)> = Vec::new();
    let mut from = 0;
    let mut crashes = 0;
    while from < n {
        let (status, text) = if abi == Abi::Win64 {
            run_under_wine(exe, from)?
        } else {
            run_capturing(Command::new(exe).arg(from.to_string()), Duration::from_secs(10))?
        };
        let log = parse_log(&text);
        let mut by_pos: std::collections::BTreeMap<usize, Vec<String>> = Default::default();
        for (p, msg) in log.mismatches {
            by_pos.entry(p).or_default().push(msg);
        }
        failures.extend(by_pos.into_iter().map(|(p, lines)| (p, Failure::Mismatch(lines))));
        if log.finished && status.is_ok() {
            break;
        }
        let how = status.err().unwrap_or_else(|| "no `done` line".into());
        match log.last_start {
            Some((p, d)) if p >= from => {
                failures.retain(|(q, _)| *q != p);
                failures.push((p, Failure::Crashed(format!("crashed or hung in {} ({how})", direction_name(&d)))));
                from = p + 1;
                crashes += 1;
                if crashes >= max_crashes_per_batch(abi) {
                    let skipped = format!("not run: the batch crashed {crashes} times");
                    failures.extend((from..n).map(|q| (q, Failure::Crashed(skipped.clone()))));
                    break;
                }
            }
            _ => {
                let tail: String = text.lines().rev().take(5).collect::<Vec<_>>().join(" | ");
                return Err(format!("the driver {} failed before running case {from}: {tail}", exe.display()));
            }
        }
    }
    Ok(failures)
}

/// Builds the Kiln side with Kiln. Cases Kiln rejects come back as failures and are left out of
/// the returned object, which covers the `kept` cases.
fn build_kiln_side(
    abi: Abi,
    cases: &[Case],
    compile: CompileIr<'_>,
    dir: &Path,
) -> (Option<Vec<u8>>, Vec<Case>, Vec<CaseFailure>) {
    let text = module_text(abi, cases);
    let _ = std::fs::write(dir.join("kiln.ll"), &text);
    let whole_err = match compile(&text, abi) {
        Ok(obj) => return (Some(obj), cases.to_vec(), Vec::new()),
        Err(e) => e,
    };
    let mut kept = Vec::new();
    let mut failures = Vec::new();
    for case in cases {
        match compile(&module_text(abi, std::slice::from_ref(case)), abi) {
            Ok(_) => kept.push(case.clone()),
            Err(e) => failures.push(CaseFailure { case: case.clone(), failure: Failure::Rejected(e) }),
        }
    }
    if failures.is_empty() {
        // No single case is to blame: the whole batch fails (for example, no object writer).
        let failures =
            cases.iter().map(|c| CaseFailure { case: c.clone(), failure: Failure::Rejected(whole_err.clone()) });
        return (None, Vec::new(), failures.collect());
    }
    if kept.is_empty() {
        return (None, kept, failures);
    }
    match compile(&module_text(abi, &kept), abi) {
        Ok(obj) => (Some(obj), kept, failures),
        Err(e) => {
            failures
                .extend(kept.iter().map(|c| CaseFailure { case: c.clone(), failure: Failure::Rejected(e.clone()) }));
            (None, Vec::new(), failures)
        }
    }
}

/// Runs one batch of cases for `abi` with the given Kiln side. `Err` is a harness problem (the C
/// driver does not compile, a tool is missing, ...), never a Kiln bug.
pub fn run_batch(abi: Abi, cases: &[Case], side: KilnSide<'_>) -> Result<BatchReport, String> {
    let dir = crate::native::scratch_stem(&format!("abi-fuzz-{}", abi.name()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut report = BatchReport::default();
    let (side_obj, cases) = match side {
        KilnSide::Gcc => {
            let obj = dir.join("kside.o");
            compile_c_cached(abi, &kiln_side_file(abi, cases), &dir.join("kside.c"), &obj)?;
            (obj, cases.to_vec())
        }
        KilnSide::Kiln(compile) => {
            let (obj, kept, failures) = build_kiln_side(abi, cases, compile, &dir);
            report.failures = failures;
            let Some(bytes) = obj else {
                report.kept = Some(dir);
                return Ok(report);
            };
            let path = dir.join("kiln.o");
            std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
            (path, kept)
        }
    };
    let main_o = dir.join("main.o");
    compile_c_cached(abi, &main_file(abi, &cases), &dir.join("main.c"), &main_o)?;
    let exe = dir.join(if abi == Abi::Win64 { "prog.exe" } else { "prog" });
    link(abi, &[&main_o, &side_obj], &exe)?;
    for (pos, failure) in run_driver(abi, &exe, cases.len())? {
        report.failures.push(CaseFailure { case: cases[pos].clone(), failure });
    }
    if report.failures.is_empty() && std::env::var_os("KILN_ABI_FUZZ_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    } else {
        report.kept = Some(dir);
    }
    Ok(report)
}

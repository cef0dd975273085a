//! The Win64 C corpus: every tests/c/win/NAME.{O0,O2}.ll (clang-19's x86_64-w64-windows-gnu IR of
//! a portable tests/c program, made by scripts/gen-win-corpus.sh), built for Windows, linked with
//! x86_64-w64-mingw32-gcc and run under wine, prints exactly NAME.expected (the mingw gcc build's
//! output) and exits with NAME.status.
//!
//! Two builders go through the same link-and-run path: `llc-19` (the oracle: it proves the corpus
//! and the harness right) and Kiln itself at -O0 and -O2 (`--target x86_64-pc-windows-gnu`). Each
//! test collects every failure with its reason and fails at the end with a summary.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::gen_program::harness::RunResult;
use kiln_tests::windows::{describe_exit_code, link_and_run_windows, windows_tools_present};
use kiln_tests::{llvm_tool, repo_root};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Programs run at the same time (each wine start costs a few hundred milliseconds of waiting).
const THREADS: usize = 3;

/// The Win64 corpus directory, relative to the repository root.
const WIN_DIR: &str = "tests/c/win";

/// One corpus IR file: the program's name and the file.
#[derive(Clone, Debug)]
struct CorpusFile {
    stem: String,
    path: PathBuf,
}

/// Every tests/c/win IR file, sorted.
fn corpus() -> Vec<CorpusFile> {
    kiln_tests::ll_files(WIN_DIR)
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
            let stem = name.split('.').next().unwrap_or_default().to_string();
            CorpusFile { stem, path }
        })
        .collect()
}

/// The file name of `path`, for messages.
fn file_name(path: &Path) -> String {
    path.file_name().unwrap_or_default().to_string_lossy().into_owned()
}

/// Reads NAME.expected and NAME.status of a Win64 corpus program.
fn expectation(stem: &str) -> Result<(Vec<u8>, i32), String> {
    let dir = repo_root().join(WIN_DIR);
    let expected = std::fs::read(dir.join(format!("{stem}.expected"))).map_err(|e| format!("{stem}.expected: {e}"))?;
    let status = std::fs::read_to_string(dir.join(format!("{stem}.status")))
        .map_err(|e| format!("{stem}.status: {e}"))?
        .trim()
        .parse()
        .map_err(|e| format!("bad {stem}.status: {e}"))?;
    Ok((expected, status))
}

/// Compares a run with the program's expected output and status.
fn compare(stem: &str, run: &RunResult) -> Result<(), String> {
    let (expected, status) = expectation(stem)?;
    if run.stdout != expected {
        let got = String::from_utf8_lossy(&run.stdout);
        let want = String::from_utf8_lossy(&expected);
        let line = got.lines().zip(want.lines()).position(|(a, b)| a != b).unwrap_or(got.lines().count());
        return Err(format!(
            "stdout differs at line {} ({}):\n  got:  {:?}\n  want: {:?}",
            line + 1,
            run.status.map_or("killed".to_string(), describe_exit_code),
            got.lines().nth(line),
            want.lines().nth(line)
        ));
    }
    if run.status != Some(status) {
        return Err(format!(
            "{}, want exit code {status}",
            run.status.map_or("killed".to_string(), describe_exit_code)
        ));
    }
    Ok(())
}

/// Links `object` with mingw gcc, runs it under wine and compares with the expectation of `stem`;
/// errors start with `name` and the failing phase (link failed / run failed / wrong result).
fn link_run_compare(name: &str, object: &[u8], stem: &str) -> Result<(), String> {
    let run = link_and_run_windows(&[object], &[], &[], &[], stem).map_err(|e| {
        let phase = if e.starts_with("linking") { "link failed" } else { "run failed" };
        format!("{name}: {phase}: {e}")
    })?;
    compare(stem, &run).map_err(|e| format!("{name}: wrong result: {e}"))
}

/// Runs `jobs` on [`THREADS`] threads; returns the failures' messages, sorted.
fn parallel<T: Sync>(jobs: &[T], f: impl Fn(&T) -> Result<(), String> + Sync) -> Vec<String> {
    let failures = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..THREADS {
            s.spawn(|| {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if let Err(e) = f(job) {
                        failures.lock().unwrap_or_else(|p| p.into_inner()).push(e);
                    }
                }
            });
        }
    });
    let mut v = failures.into_inner().unwrap_or_else(|p| p.into_inner());
    v.sort();
    v
}

/// Fails with a summary of `failures`, grouped by the phase each message starts with.
fn report(what: &str, total: usize, started: Instant, failures: &[String]) {
    eprintln!("{what}: {} of {total} run correctly ({:.1?})", total - failures.len(), started.elapsed());
    if failures.is_empty() {
        return;
    }
    let mut phases: Vec<(String, usize)> = Vec::new();
    for f in failures {
        let phase = f.split(": ").nth(1).and_then(|p| p.lines().next()).unwrap_or("?").to_string();
        match phases.iter_mut().find(|p| p.0 == phase) {
            Some(p) => p.1 += 1,
            None => phases.push((phase, 1)),
        }
    }
    let summary: Vec<String> = phases.iter().map(|(p, n)| format!("{n} x {p}")).collect();
    panic!("{what}: {} of {total} failed ({}):\n{}", failures.len(), summary.join(", "), failures.join("\n"));
}

/// The names of the programs scripts/gen-win-corpus.sh excludes (`[NAME]="reason"` lines).
fn excluded_programs() -> BTreeSet<String> {
    let script = std::fs::read_to_string(repo_root().join("scripts/gen-win-corpus.sh")).unwrap_or_default();
    script
        .lines()
        .filter_map(|l| l.trim().strip_prefix('[')?.split_once("]=\"").map(|(name, _)| name.to_string()))
        .collect()
}

#[test]
fn every_c_program_is_in_the_win64_corpus_or_excluded_with_a_reason() {
    let excluded = excluded_programs();
    assert!(excluded.contains("heap"), "the exclusion list of scripts/gen-win-corpus.sh was not found");
    let dir = repo_root().join(WIN_DIR);
    let in_corpus: BTreeSet<String> = corpus().into_iter().map(|f| f.stem).collect();
    let mut problems = Vec::new();
    for path in kiln_tests::ll_files("tests/c") {
        let stem = file_name(&path).split('.').next().unwrap_or_default().to_string();
        if !in_corpus.contains(&stem) && !excluded.contains(&stem) {
            problems.push(format!("{stem}: neither in {WIN_DIR} nor excluded (run scripts/gen-win-corpus.sh {stem})"));
        }
        if in_corpus.contains(&stem) && excluded.contains(&stem) {
            problems.push(format!("{stem}: excluded but still in {WIN_DIR}"));
        }
    }
    for stem in &in_corpus {
        for suffix in ["O0.ll", "O2.ll", "expected", "status"] {
            if !dir.join(format!("{stem}.{suffix}")).is_file() {
                problems.push(format!("{stem}: {WIN_DIR}/{stem}.{suffix} is missing"));
            }
        }
    }
    assert!(in_corpus.len() >= 30, "only {} programs in {WIN_DIR}", in_corpus.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn win64_corpus_parses_and_verifies() {
    let files = corpus();
    let failures = parallel(&files, |file| {
        let src = std::fs::read(&file.path).map_err(|e| e.to_string())?;
        let module = kiln::load_module(&src)
            .map_err(|d| kiln::render_diagnostics(&file.path.display().to_string(), &src, &d))?;
        if !module.target_triple.as_deref().is_some_and(|t| t.contains("windows")) {
            return Err(format!("{}: not Windows IR", file_name(&file.path)));
        }
        Ok(())
    });
    assert!(failures.is_empty(), "{} files rejected:\n{}", failures.len(), failures.join("\n"));
}

/// Compiles `file` with `llc-19 -mtriple=x86_64-w64-windows-gnu` to COFF object bytes.
fn llc_object(llc: &Path, file: &CorpusFile) -> Result<Vec<u8>, String> {
    let obj = kiln_tests::windows::win_scratch_stem(&file.stem).with_extension("llc.obj");
    let out = Command::new(llc)
        .args(["-mtriple=x86_64-w64-windows-gnu", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&file.path)
        .output()
        .map_err(|e| e.to_string())?;
    let bytes = std::fs::read(&obj);
    let _ = std::fs::remove_file(&obj);
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    bytes.map_err(|e| e.to_string())
}

/// The oracle: LLVM's own Windows build of each corpus file links with mingw gcc, runs under wine
/// and matches the expectation. When this fails, the corpus or the harness is wrong, not Kiln.
#[test]
fn llc_builds_of_the_win64_corpus_run_correctly_under_wine() {
    let Some(llc) = llvm_tool("llc-19", "the Win64 corpus oracle") else { return };
    if !windows_tools_present("the Win64 corpus oracle (llc-19 builds under wine)") {
        return;
    }
    let started = Instant::now();
    let files = corpus();
    let failures = parallel(&files, |file| {
        let name = file_name(&file.path);
        let object = llc_object(&llc, file).map_err(|e| format!("{name}: llc failed: {e}"))?;
        link_run_compare(&name, &object, &file.stem)
    });
    report("Win64 corpus via llc-19", files.len(), started, &failures);
}

/// Builds `file` for x86_64-pc-windows-gnu at `opt_level` with Kiln.
fn kiln_object(file: &CorpusFile, opt_level: u8) -> Result<Vec<u8>, String> {
    let src = std::fs::read(&file.path).map_err(|e| e.to_string())?;
    let name = file.path.display().to_string();
    let mut module = kiln::load_module(&src).map_err(|d| kiln::render_diagnostics(&name, &src, &d))?;
    let options = BuildOptions { opt_level, target: Target::WINDOWS_GNU, emit: EmitKind::Object };
    let object = build(&mut module, &options).map_err(|d| kiln::render_diagnostics(&name, &src, &d))?;
    // IMAGE_FILE_MACHINE_AMD64, little-endian, opens a COFF object.
    if !object.starts_with(&[0x64, 0x86]) {
        return Err(format!("not an AMD64 COFF object (starts with {:02x?})", &object[..object.len().min(4)]));
    }
    Ok(object)
}

/// Kiln's Windows builds of the corpus at -O0 and -O2 link with mingw gcc, run under wine and
/// match the expectation.
#[test]
fn kiln_builds_of_the_win64_corpus_run_correctly_under_wine() {
    if !windows_tools_present("the Win64 corpus built by Kiln") {
        return;
    }
    let started = Instant::now();
    let jobs: Vec<(CorpusFile, u8)> = corpus().into_iter().flat_map(|f| [0u8, 2].map(|o| (f.clone(), o))).collect();
    let failures = parallel(&jobs, |(file, opt)| {
        let name = format!("{} at kiln -O{opt}", file_name(&file.path));
        let object = kiln_object(file, *opt).map_err(|e| format!("{name}: kiln build failed: {}", e.trim_end()))?;
        link_run_compare(&name, &object, &file.stem)
    });
    report("Win64 corpus via Kiln", jobs.len(), started, &failures);
}

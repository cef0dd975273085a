//! Support for Kiln's integration tests: locating the corpus and the LLVM 19 oracle tools, and
//! generating large modules for benchmarks, and linking and running Kiln-built objects.

pub mod abi_fuzz;
pub mod gc_native;
pub mod gen_coro;
pub mod gen_gc;
pub mod gen_large;
pub mod gen_loops;
pub mod gen_program;
pub mod native;
pub mod real;
pub mod windows;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests crate lives in the repo").to_path_buf()
}

/// All `.ll` files directly inside `dir` (relative to the repo root), sorted by name.
pub fn ll_files(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(repo_root().join(dir))
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    files.sort();
    files
}

/// The recorded behaviour of a corpus program `DIR/NAME.O*.ll`: the stdout in `DIR/NAME.expected`
/// and the exit status in `DIR/NAME.status` (written by the directory's `regen.sh` from a native build).
pub fn recorded_outcome(ll: &Path) -> (Vec<u8>, i32) {
    let stem = ll.file_name().unwrap().to_string_lossy().split('.').next().unwrap().to_string();
    let dir = ll.parent().unwrap();
    let out = std::fs::read(dir.join(format!("{stem}.expected"))).expect("NAME.expected");
    let status = std::fs::read_to_string(dir.join(format!("{stem}.status"))).expect("NAME.status");
    (out, status.trim().parse().expect("a status number"))
}

/// Finds an LLVM 19 tool (`llvm-as-19`, ...) on PATH. When it is missing, prints a loud warning
/// naming the check that cannot run; the README's test command installs it.
pub fn llvm_tool(name: &str, check: &str) -> Option<PathBuf> {
    let found = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .map(|d| d.join(name))
        .find(|p| p.is_file());
    if found.is_none() {
        eprintln!("\n!!! WARNING: {name} not found on PATH: {check} was NOT checked against LLVM 19.");
        eprintln!("!!! Install it with: apt-get install llvm-19 (the README's test command does).\n");
        if std::env::var_os("KILN_REQUIRE_ORACLE").is_some() {
            panic!("KILN_REQUIRE_ORACLE is set but {name} is missing");
        }
    }
    found
}

/// Runs `llvm-as-19 -o /dev/null` on `text`; returns its stderr on rejection.
pub fn llvm_as_accepts(tool: &Path, text: &str, scratch_name: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join("kiln-tests");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join(format!("{}-{}.ll", scratch_name, std::process::id()));
    std::fs::write(&path, text).map_err(|e| e.to_string())?;
    let out = Command::new(tool).arg("-o").arg("/dev/null").arg(&path).output().map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&path);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The value of environment variable `name` as a number, or `default` when unset or not a number
/// (how the random-program tests read their case counts and seeds).
pub fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Runs `check(i)` for every case `i` in `0..cases` on up to four threads and returns the
/// failures `(case, message)` sorted by case: the loop of the random-program tests.
pub fn run_cases(cases: u64, check: impl Fn(u64) -> Result<(), String> + Sync) -> Vec<(u64, String)> {
    use std::sync::atomic::{AtomicU64, Ordering};
    let next = AtomicU64::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(4);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= cases {
                    break;
                }
                if let Err(e) = check(i) {
                    failures.lock().unwrap().push((i, e));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort_by_key(|f| f.0);
    failures
}

//! Linking and running Kiln-built objects: the system C compiler links an object (plus optional C
//! sources) into an executable in a scratch directory, which then runs with a time limit.

use crate::gen_program::harness::{run_with_limit, RunResult, RUN_TIME_LIMIT};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh, unique path stem in the per-process scratch directory.
pub fn scratch_stem(prefix: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("kiln-native-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir.join(format!("{prefix}-{}", NEXT.fetch_add(1, Ordering::Relaxed)))
}

/// ld64.lld-19 flags for linking Mach-O objects here: x86-64, macOS 11, undefined symbols left
/// to the dynamic loader (there is no SDK on this machine).
pub const LD64_FLAGS: [&str; 8] =
    ["-arch", "x86_64", "-platform_version", "macos", "11.0", "11.0", "-undefined", "dynamic_lookup"];

/// The C compiler used to link (`$CC`, else `cc`).
pub fn c_compiler() -> String {
    std::env::var("CC").unwrap_or_else(|_| "cc".to_string())
}

/// Links `object` with the C files `c_sources` (and `extra_flags`) into an executable; returns its path.
pub fn link(object: &[u8], c_sources: &[&Path], extra_flags: &[&str], prefix: &str) -> Result<PathBuf, String> {
    let stem = scratch_stem(prefix);
    let obj = stem.with_extension("o");
    let exe = stem.with_extension("exe");
    std::fs::write(&obj, object).map_err(|e| e.to_string())?;
    let out = Command::new(c_compiler())
        .arg("-o")
        .arg(&exe)
        .arg(&obj)
        .args(c_sources)
        .args(extra_flags)
        .arg("-lm")
        .output()
        .map_err(|e| format!("cannot run the C compiler: {e}"))?;
    let _ = std::fs::remove_file(&obj);
    if !out.status.success() {
        return Err(format!("linking failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(exe)
}

/// Links `object` alone and runs it with `args`; removes the executable afterwards.
pub fn link_and_run(object: &[u8], args: &[&str], prefix: &str) -> Result<RunResult, String> {
    let exe = link(object, &[], &[], prefix)?;
    let result = run_with_limit(Command::new(&exe).args(args), RUN_TIME_LIMIT);
    let _ = std::fs::remove_file(&exe);
    result
}

/// Runs an object-file inspection tool (`readelf -a`, `objdump -d`, ...) on `object`; returns its
/// stderr when it fails or complains.
pub fn inspect_object(object: &[u8], tool: &Path, args: &[&str], prefix: &str) -> Result<(), String> {
    let path = scratch_stem(prefix).with_extension("o");
    std::fs::write(&path, object).map_err(|e| e.to_string())?;
    let out = Command::new(tool).args(args).arg(&path).output().map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&path);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || stderr.contains("Warning") || stderr.contains("warning") || stderr.contains("error") {
        return Err(format!("{} {:?} rejects the object:\n{stderr}", tool.display(), args));
    }
    Ok(())
}

/// Finds a tool on PATH.
pub fn find_tool(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

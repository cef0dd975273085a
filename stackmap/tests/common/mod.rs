//! Shared helpers for the tests that run LLVM 19 tools and the C compiler.
//!
//! A missing tool skips the test with a loud message on stderr, unless `KILN_REQUIRE_ORACLE` is
//! set: then it fails.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// `tool` if it runs (`tool --version` succeeds); otherwise skips or, under
/// `KILN_REQUIRE_ORACLE`, panics.
pub fn oracle(tool: &str, test: &str) -> Option<PathBuf> {
    let runs = Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success());
    if runs {
        return Some(PathBuf::from(tool));
    }
    if std::env::var_os("KILN_REQUIRE_ORACLE").is_some() {
        panic!("{test}: `{tool}` is required (KILN_REQUIRE_ORACLE is set) but does not run");
    }
    eprintln!("\n*** SKIPPED {test}: `{tool}` not found; set KILN_REQUIRE_ORACLE to make this a failure ***\n");
    None
}

/// All of `tools`, or `None` (skipping loudly) if any is missing.
pub fn oracles(tools: &[&str], test: &str) -> Option<Vec<PathBuf>> {
    tools.iter().map(|t| oracle(t, test)).collect()
}

/// A fresh scratch directory for `name`.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln-stackmap").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `cmd`, returning stdout; `Err` with the command and its stderr if it fails.
pub fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{cmd:?} failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `opt-19 -passes=rewrite-statepoints-for-gc input -o out`.
pub fn rewrite_statepoints(input: &Path, out: &Path) -> Result<(), String> {
    run(Command::new("opt-19").arg("-passes=rewrite-statepoints-for-gc").arg("-S").arg(input).arg("-o").arg(out))
        .map(drop)
}

/// `llc-19 -O2 -filetype=obj -mtriple=triple input -o out`.
pub fn llc(input: &Path, triple: &str, out: &Path) -> Result<(), String> {
    run(Command::new("llc-19")
        .args(["-O2", "-filetype=obj"])
        .arg(format!("-mtriple={triple}"))
        .arg(input)
        .arg("-o")
        .arg(out))
    .map(drop)
}

/// The directory of this crate's IR inputs.
pub fn ir_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir")
}

//! A minimal wine runner for the Win64 fuzz batches (until tests/src/windows.rs lands): runs a
//! Windows executable with `WINEDEBUG=-all` and a private `WINEPREFIX` under `target/`.

use std::path::Path;
use std::process::Command;

/// The wine loader for 64-bit programs.
pub const WINE: &str = "/usr/lib/wine/wine64";

/// A command that runs `exe` under wine (the first start creates the prefix and takes seconds).
pub fn command(exe: &Path) -> Command {
    let prefix = crate::repo_root().join("target").join("abi-fuzz-wineprefix");
    let mut cmd = Command::new(WINE);
    // winedbg would print a crash report to stdout and take seconds per crash: keep it out.
    cmd.arg(exe).env("WINEDEBUG", "-all").env("WINEPREFIX", prefix).env("WINEDLLOVERRIDES", "winedbg.exe=d");
    cmd
}

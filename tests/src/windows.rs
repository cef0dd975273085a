//! Building and running Win64 programs on Linux: `x86_64-w64-mingw32-gcc` compiles C and links
//! objects into `.exe` files under the cargo target directory, and wine runs them with a time limit
//! in a wine prefix shared by all test processes (`target/kiln-wine/prefix`, created once under a
//! lock file). A tiny runner program (compiled once with mingw) starts each program, so the full
//! 32-bit Windows exit code is known: crashes show up as NTSTATUS codes such as 0xC0000005.
//!
//! For ABI checks: [`compile_c_windows`] turns a C file into object bytes, [`link_windows`] links
//! object bytes (and C files) into an executable, [`run_wine`] runs it, and
//! [`link_and_run_windows`] does the last two and removes the executable.

use crate::gen_program::harness::RunResult;
use crate::native::find_tool;
use std::ffi::OsString;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime};

/// The mingw-w64 C compiler driver that compiles and links for Win64.
pub const MINGW_GCC: &str = "x86_64-w64-mingw32-gcc";

/// Where Debian's `wine64` package installs the 64-bit wine loader.
pub const WINE64: &str = "/usr/lib/wine/wine64";

/// How long a program may run under wine before it counts as hung.
pub const WINE_RUN_TIME_LIMIT: Duration = Duration::from_secs(30);

/// NTSTATUS exit code of a program killed by an access violation (segmentation fault).
pub const STATUS_ACCESS_VIOLATION: i32 = 0xC000_0005_u32 as i32;

/// NTSTATUS exit code of a program that overflowed its stack (or hit an unprobed guard page).
pub const STATUS_STACK_OVERFLOW: i32 = 0xC000_00FD_u32 as i32;

/// NTSTATUS exit code of a program that executed an invalid instruction (`ud2`).
pub const STATUS_ILLEGAL_INSTRUCTION: i32 = 0xC000_001D_u32 as i32;

/// NTSTATUS exit code of an integer division by zero.
pub const STATUS_INTEGER_DIVIDE_BY_ZERO: i32 = 0xC000_0094_u32 as i32;

/// Exit code of a program that called `abort()` (msvcrt's `abort` exits with 3).
pub const ABORT_EXIT_CODE: i32 = 3;

/// What a program run under wine did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WineOutput {
    /// The full 32-bit Windows exit code (NTSTATUS codes like [`STATUS_ACCESS_VIOLATION`] for crashes).
    pub status: i32,
    /// Everything written to stdout, with CRLF line ends turned into LF (msvcrt writes text mode).
    pub stdout: Vec<u8>,
    /// What the program (and wine) wrote to stderr, without the runner's own report.
    pub stderr: String,
}

/// The wine set-up shared by one test process: loader, prefix and runner program.
#[derive(Clone, Debug)]
struct WineSetup {
    wine: PathBuf,
    prefix: PathBuf,
    runner: PathBuf,
}

/// Finds `x86_64-w64-mingw32-gcc` on PATH.
pub fn mingw_gcc() -> Option<PathBuf> {
    find_tool(MINGW_GCC)
}

/// Finds the 64-bit wine loader (`/usr/lib/wine/wine64`, else `wine64` on PATH).
pub fn wine() -> Option<PathBuf> {
    let standard = PathBuf::from(WINE64);
    if standard.is_file() {
        return Some(standard);
    }
    find_tool("wine64")
}

/// Whether mingw-w64 gcc and wine are both present. When one is missing, prints a loud warning
/// naming `check` (which is then skipped) and panics if `KILN_REQUIRE_ORACLE` is set (CI).
pub fn windows_tools_present(check: &str) -> bool {
    let missing: Vec<&str> =
        [(mingw_gcc().is_none(), MINGW_GCC), (wine().is_none(), WINE64)].iter().filter(|m| m.0).map(|m| m.1).collect();
    if missing.is_empty() {
        return true;
    }
    eprintln!("\n!!! WARNING: {} not found: {check} was NOT checked.", missing.join(" and "));
    eprintln!("!!! Install them with: apt-get install gcc-mingw-w64-x86-64 wine64 (scripts/test-all.sh does).\n");
    if std::env::var_os("KILN_REQUIRE_ORACLE").is_some() {
        panic!("KILN_REQUIRE_ORACLE is set but {} is missing", missing.join(" and "));
    }
    false
}

/// The cargo target directory of the running test binary (`target/` of the workspace by default).
pub fn target_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        let dir = PathBuf::from(dir);
        return if dir.is_absolute() { dir } else { crate::repo_root().join(dir) };
    }
    // Test binaries live in target/<profile>/deps/.
    let from_exe = std::env::current_exe().ok().and_then(|exe| {
        let deps = exe.parent()?;
        if deps.file_name()? != "deps" {
            return None;
        }
        Some(deps.parent()?.parent()?.to_path_buf())
    });
    from_exe.unwrap_or_else(|| crate::repo_root().join("target"))
}

/// A fresh, unique path stem in this process's scratch directory under `target/kiln-win/`.
pub fn win_scratch_stem(prefix: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = target_dir().join("kiln-win").join(std::process::id().to_string());
    let _ = std::fs::create_dir_all(&dir);
    dir.join(format!("{prefix}-{}", NEXT.fetch_add(1, Ordering::Relaxed)))
}

/// Runs mingw gcc with `args`; returns its stderr when it fails.
fn run_mingw_gcc(args: &[OsString]) -> Result<(), String> {
    let gcc = mingw_gcc().ok_or_else(|| format!("{MINGW_GCC} not found on PATH"))?;
    let out = Command::new(&gcc).args(args).output().map_err(|e| format!("cannot run {MINGW_GCC}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Compiles one C file for Win64 with mingw gcc (`-c`, plus `flags`); returns the COFF object's bytes.
pub fn compile_c_windows(c_source: &Path, flags: &[&str], prefix: &str) -> Result<Vec<u8>, String> {
    let obj = win_scratch_stem(prefix).with_extension("o");
    let mut args: Vec<OsString> = vec!["-c".into(), "-o".into(), obj.clone().into(), c_source.into()];
    args.extend(flags.iter().map(OsString::from));
    run_mingw_gcc(&args).map_err(|e| format!("{MINGW_GCC} -c {} failed:\n{e}", c_source.display()))?;
    let bytes = std::fs::read(&obj).map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&obj);
    bytes
}

/// Links the COFF `objects` with the C files `c_sources` (and `flags`) into a Win64 executable
/// under `target/kiln-win/`, using mingw gcc; returns the `.exe` path.
pub fn link_windows(objects: &[&[u8]], c_sources: &[&Path], flags: &[&str], prefix: &str) -> Result<PathBuf, String> {
    let stem = win_scratch_stem(prefix);
    let exe = stem.with_extension("exe");
    let mut object_paths = Vec::new();
    for (i, bytes) in objects.iter().enumerate() {
        let path = stem.with_extension(format!("{i}.obj"));
        std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
        object_paths.push(path);
    }
    let mut args: Vec<OsString> = vec!["-o".into(), exe.clone().into()];
    args.extend(object_paths.iter().map(OsString::from));
    args.extend(c_sources.iter().map(OsString::from));
    args.extend(flags.iter().map(OsString::from));
    args.push("-lm".into());
    let result = run_mingw_gcc(&args);
    for path in &object_paths {
        let _ = std::fs::remove_file(path);
    }
    result.map_err(|e| format!("linking with {MINGW_GCC} failed:\n{e}"))?;
    Ok(exe)
}

/// Links `objects` and `c_sources` into the DLL `name.dll` with mingw gcc in this process's
/// scratch directory (where [`link_windows`] puts executables, so wine finds the DLL next to them);
/// returns the DLL's path and its import library's (`--out-implib`), to pass to [`link_windows`].
pub fn build_dll(objects: &[&[u8]], c_sources: &[&Path], name: &str) -> Result<(PathBuf, PathBuf), String> {
    let stem = win_scratch_stem(name);
    let dir = stem.parent().map(Path::to_path_buf).ok_or("no scratch directory")?;
    let dll = dir.join(format!("{name}.dll"));
    let implib = dir.join(format!("lib{name}.dll.a"));
    let mut implib_flag = OsString::from("-Wl,--out-implib,");
    implib_flag.push(&implib);
    let mut args: Vec<OsString> = vec!["-shared".into(), "-o".into(), dll.clone().into(), implib_flag];
    let mut object_paths = Vec::new();
    for (i, bytes) in objects.iter().enumerate() {
        let path = stem.with_extension(format!("{i}.obj"));
        std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
        object_paths.push(path);
    }
    args.extend(object_paths.iter().map(OsString::from));
    args.extend(c_sources.iter().map(OsString::from));
    let result = run_mingw_gcc(&args);
    for path in &object_paths {
        let _ = std::fs::remove_file(path);
    }
    result.map_err(|e| format!("{MINGW_GCC} -shared -o {} failed:\n{e}", dll.display()))?;
    Ok((dll, implib))
}

/// Runs the Win64 executable `exe` under wine with `args` and [`WINE_RUN_TIME_LIMIT`]. `status` is
/// the full Windows exit code (see [`describe_exit_code`]); stdout has CRLF turned into LF.
pub fn run_wine(exe: &Path, args: &[&str]) -> Result<RunResult, String> {
    let out = run_wine_capture(exe, args, WINE_RUN_TIME_LIMIT)?;
    Ok(RunResult { status: Some(out.status), stdout: out.stdout })
}

/// Links `objects` (and `c_sources`, `flags`) with mingw gcc, runs the result under wine with
/// `args`, and removes the executable.
pub fn link_and_run_windows(
    objects: &[&[u8]],
    c_sources: &[&Path],
    flags: &[&str],
    args: &[&str],
    prefix: &str,
) -> Result<RunResult, String> {
    let exe = link_windows(objects, c_sources, flags, prefix)?;
    let result = run_wine(&exe, args);
    let _ = std::fs::remove_file(&exe);
    result
}

/// Runs `exe` under wine with `args`, killing it after `limit`; returns exit code, stdout and stderr.
pub fn run_wine_capture(exe: &Path, args: &[&str], limit: Duration) -> Result<WineOutput, String> {
    let setup = wine_setup()?;
    let exe = std::path::absolute(exe).map_err(|e| e.to_string())?;
    // When the runner does not report, wine itself failed before or around the program (seen in
    // CI as wine exiting with status 1 and no output while many wine processes start and stop
    // together); the program's own result is then unknown, so the run is repeated. A program that
    // crashes or fails is always reported by the runner and never repeated.
    let mut failed_starts = Vec::new();
    for _ in 0..WINE_START_ATTEMPTS {
        let mut cmd = Command::new(&setup.wine);
        wine_env(&mut cmd, &setup.prefix);
        cmd.arg(&setup.runner).arg(limit.as_millis().to_string()).arg(windows_path(&exe)).args(args);
        // The runner enforces `limit`; this outer limit only catches a wedged wine.
        let Captured { status, stdout, stderr } = run_captured(&mut cmd, limit + Duration::from_secs(60))?;
        let stderr = String::from_utf8_lossy(&stderr).into_owned();
        let Some((code, stderr)) = parse_runner_report(&stderr) else {
            failed_starts.push(format!("wine status {status:?}, stderr:\n{stderr}"));
            std::thread::sleep(Duration::from_millis(500));
            continue;
        };
        if !failed_starts.is_empty() {
            eprintln!(
                "note: wine ran {} only at attempt {}; earlier attempts: {}",
                exe.display(),
                failed_starts.len() + 1,
                failed_starts.join("; ")
            );
        }
        let code = code.map_err(|()| format!("timed out after {limit:?}"))?;
        return Ok(WineOutput { status: code, stdout: crlf_to_lf(&stdout), stderr });
    }
    Err(format!("wine did not run {} in {WINE_START_ATTEMPTS} attempts:\n{}", exe.display(), failed_starts.join("\n")))
}

/// How many times [`run_wine_capture`] starts wine when the runner never reports.
const WINE_START_ATTEMPTS: usize = 3;

/// A readable name for a Windows exit code: the number, and for crash codes what happened.
pub fn describe_exit_code(code: i32) -> String {
    if code == ABORT_EXIT_CODE {
        return "exit code 3 (also what abort() gives)".to_string();
    }
    let name = match code as u32 {
        0xC000_0005 => "access violation",
        0xC000_00FD => "stack overflow",
        0xC000_001D => "illegal instruction",
        0xC000_0096 => "privileged instruction",
        0xC000_0094 => "integer divide by zero",
        0xC000_0095 => "integer overflow",
        0xC000_008C..=0xC000_0093 => "floating-point exception",
        0x8000_0002 => "misaligned data access",
        0x8000_0003 => "breakpoint",
        0xC000_0409 => "stack buffer overrun / fast fail",
        0xC000_0374 => "heap corruption",
        0xC000_007B => "invalid executable image",
        0xC000_0135 => "a DLL was not found",
        0xC000_0139 => "an imported procedure was not found",
        0xC000_0142 => "DLL initialisation failed",
        0xC000_0025 => "noncontinuable exception",
        0xC000_0026 => "invalid exception disposition (bad unwind data?)",
        _ if is_crash_code(code) => "an NTSTATUS error",
        _ => return format!("exit code {code}"),
    };
    format!("exit code {:#010x} ({name})", code as u32)
}

/// Whether `code` is an NTSTATUS exception code (0xC000xxxx, a breakpoint or a misaligned access:
/// a crash) rather than a value the program passed to `exit` (-1 is 0xFFFFFFFF, not a crash).
pub fn is_crash_code(code: i32) -> bool {
    let code = code as u32;
    code & 0xFFFF_0000 == 0xC000_0000 || code == 0x8000_0003 || code == 0x8000_0002
}

/// `path` (absolute) as wine sees it through its `Z:` drive.
pub fn windows_path(path: &Path) -> String {
    format!("Z:{}", path.display()).replace('/', "\\")
}

/// `bytes` with every CRLF turned into LF.
pub fn crlf_to_lf(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for (i, &b) in bytes.iter().enumerate() {
        if !(b == b'\r' && bytes.get(i + 1) == Some(&b'\n')) {
            out.push(b);
        }
    }
    out
}

/// The runner's report at the end of `stderr`: `Ok(code)`, `Err(())` for a timeout, and the rest of
/// stderr; `None` when the runner did not report (wine or the runner failed to start).
fn parse_runner_report(stderr: &str) -> Option<(Result<i32, ()>, String)> {
    let at = stderr.rfind(RUNNER_TAG)?;
    let report = stderr[at + RUNNER_TAG.len()..].lines().next()?.trim();
    let rest = stderr[..at].trim_end_matches('\n').to_string();
    if report == "timeout" {
        return Some((Err(()), rest));
    }
    let hex = report.strip_prefix("exit=0x")?;
    let code = u32::from_str_radix(hex, 16).ok()? as i32;
    Some((Ok(code), rest))
}

/// Sets the environment every wine command of the tests runs with: quiet, in `prefix`, without
/// starting the debugger on crashes (its register dump would go to the program's stdout) and
/// without offering to install Mono or Gecko.
fn wine_env(cmd: &mut Command, prefix: &Path) {
    cmd.env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .env("WINEDLLOVERRIDES", "winedbg.exe=d;mscoree=d;mshtml=d")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY");
}

/// What a command printed and how it ended.
struct Captured {
    /// Exit status (`None` if killed by a signal).
    status: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// Runs `cmd` with stdout and stderr captured and stdin empty, killing it after `limit`.
///
/// The output goes to files, not pipes: a wine command that finds no wineserver running starts
/// one, which inherits the standard handles and lingers after the command exits, so reading a
/// pipe to its end would wait for the wineserver to quit.
fn run_captured(cmd: &mut Command, limit: Duration) -> Result<Captured, String> {
    let stem = win_scratch_stem("wine");
    let (out_path, err_path) = (stem.with_extension("stdout"), stem.with_extension("stderr"));
    let result = run_to_files(cmd, limit, &out_path, &err_path);
    let stdout = std::fs::read(&out_path).unwrap_or_default();
    let stderr = std::fs::read(&err_path).unwrap_or_default();
    let _ = std::fs::remove_file(&out_path);
    let _ = std::fs::remove_file(&err_path);
    Ok(Captured { status: result?, stdout, stderr })
}

/// Runs `cmd` with stdout and stderr written to the files `out` and `err`, killing it after `limit`.
fn run_to_files(cmd: &mut Command, limit: Duration, out: &Path, err: &Path) -> Result<Option<i32>, String> {
    let create = |path: &Path| File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()));
    let mut child = cmd.stdin(Stdio::null()).stdout(create(out)?).stderr(create(err)?).spawn().map_err(|e| {
        let program = cmd.get_program().to_string_lossy().into_owned();
        format!("cannot run {program}: {e}")
    })?;
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return Ok(status.code());
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("wine did not finish within {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The first line of every report the runner writes to stderr.
const RUNNER_TAG: &str = "kiln-wine-runner: ";

/// The runner: `runner.exe TIMEOUT_MS PROGRAM [ARGS...]` starts PROGRAM with the rest of its own
/// command line and the same standard handles, waits at most TIMEOUT_MS, and reports PROGRAM's full
/// exit code (or `timeout`) on stderr. It turns off crash dialogs, which the program inherits.
const RUNNER_SOURCE: &str = r#"
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

static wchar_t *skip_token(wchar_t *p) {
    int quoted = 0;
    while (*p == L' ' || *p == L'\t') p++;
    while (*p && (quoted || (*p != L' ' && *p != L'\t'))) {
        if (*p == L'"') quoted = !quoted;
        p++;
    }
    while (*p == L' ' || *p == L'\t') p++;
    return p;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "\nkiln-wine-runner: usage: runner TIMEOUT_MS PROGRAM [ARGS...]\n");
        return 120;
    }
    DWORD timeout_ms = (DWORD)strtoul(argv[1], NULL, 10);
    wchar_t *command = skip_token(skip_token(GetCommandLineW()));
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX | SEM_NOOPENFILEERRORBOX);
    STARTUPINFOW si;
    PROCESS_INFORMATION pi;
    ZeroMemory(&si, sizeof si);
    si.cb = sizeof si;
    si.dwFlags = STARTF_USESTDHANDLES;
    si.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
    si.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
    si.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    if (!CreateProcessW(NULL, command, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
        fprintf(stderr, "\ncannot start %ls: error %lu\n", command, GetLastError());
        return 121;
    }
    CloseHandle(pi.hThread);
    if (WaitForSingleObject(pi.hProcess, timeout_ms) != WAIT_OBJECT_0) {
        TerminateProcess(pi.hProcess, 124);
        WaitForSingleObject(pi.hProcess, INFINITE);
        fprintf(stderr, "\nkiln-wine-runner: timeout\n");
        return 124;
    }
    DWORD code = 0;
    GetExitCodeProcess(pi.hProcess, &code);
    fprintf(stderr, "\nkiln-wine-runner: exit=0x%08lx\n", (unsigned long)code);
    return (int)code;
}
"#;

/// The wine set-up of this process, created on first use (see [`prepare_wine`]).
fn wine_setup() -> Result<WineSetup, String> {
    static SETUP: OnceLock<Result<WineSetup, String>> = OnceLock::new();
    SETUP.get_or_init(prepare_wine).clone()
}

/// Makes sure the shared prefix `target/kiln-wine/prefix` is initialised (`wineboot -i`, which
/// takes seconds the first time) and the runner is compiled. Test processes may run at the same
/// time, so both happen while holding `target/kiln-wine/lock`.
fn prepare_wine() -> Result<WineSetup, String> {
    let wine = wine().ok_or_else(|| format!("{WINE64} not found (apt-get install wine64)"))?;
    let dir = target_dir().join("kiln-wine");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let prefix = dir.join("prefix");
    let runner = dir.join(format!("runner-{:016x}.exe", fnv1a(RUNNER_SOURCE.as_bytes())));
    let _lock = DirLock::acquire(&dir.join("lock"))?;
    let ready = prefix.join(".kiln-ready");
    if !ready.is_file() {
        let mut cmd = Command::new(&wine);
        wine_env(&mut cmd, &prefix);
        cmd.arg("wineboot").arg("-i");
        let boot = run_captured(&mut cmd, Duration::from_secs(300))?;
        if boot.status != Some(0) {
            return Err(format!("wineboot -i failed ({:?}):\n{}", boot.status, String::from_utf8_lossy(&boot.stderr)));
        }
        std::fs::write(&ready, "initialised by kiln-tests\n").map_err(|e| e.to_string())?;
    }
    if !runner.is_file() {
        let source = dir.join("runner.c");
        let partial = runner.with_extension("partial.exe");
        std::fs::write(&source, RUNNER_SOURCE).map_err(|e| e.to_string())?;
        run_mingw_gcc(&["-O2".into(), "-o".into(), partial.clone().into(), source.clone().into()])
            .map_err(|e| format!("cannot compile the wine runner:\n{e}"))?;
        std::fs::rename(&partial, &runner).map_err(|e| e.to_string())?;
    }
    Ok(WineSetup { wine, prefix, runner })
}

/// The 64-bit FNV-1a hash of `bytes` (names the runner build after its source).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// A lock between processes: a file created exclusively, removed on drop. A lock file older than
/// ten minutes is stale (its holder died) and is taken over.
struct DirLock {
    path: PathBuf,
}

impl DirLock {
    /// Waits (up to ten minutes) until `path` can be created.
    fn acquire(path: &Path) -> Result<DirLock, String> {
        let start = Instant::now();
        loop {
            match std::fs::OpenOptions::new().write(true).create_new(true).open(path) {
                Ok(_) => return Ok(DirLock { path: path.to_path_buf() }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let age = std::fs::metadata(path)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|t| SystemTime::now().duration_since(t).ok());
                    if age.is_some_and(|a| a > Duration::from_secs(600)) {
                        let _ = std::fs::remove_file(path);
                    } else if start.elapsed() > Duration::from_secs(600) {
                        return Err(format!("gave up waiting for the lock {}", path.display()));
                    }
                    std::thread::sleep(Duration::from_millis(100));
                }
                Err(e) => return Err(format!("cannot create the lock {}: {e}", path.display())),
            }
        }
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf_pairs_become_lf_and_lone_carriage_returns_stay() {
        assert_eq!(crlf_to_lf(b"a\r\nb\rc\n\r\n\r"), b"a\nb\rc\n\n\r".to_vec());
    }

    #[test]
    fn runner_report_gives_the_full_code_and_strips_itself() {
        let (code, rest) = parse_runner_report("boom\n\nkiln-wine-runner: exit=0xc0000005\n").unwrap();
        assert_eq!(code, Ok(STATUS_ACCESS_VIOLATION));
        assert_eq!(rest, "boom");
        assert_eq!(parse_runner_report("\nkiln-wine-runner: timeout\n").unwrap().0, Err(()));
        assert!(parse_runner_report("wine: could not load runner").is_none());
    }

    #[test]
    fn exit_codes_are_described_by_kind() {
        assert!(describe_exit_code(STATUS_ACCESS_VIOLATION).contains("access violation"));
        assert!(describe_exit_code(STATUS_STACK_OVERFLOW).contains("stack overflow"));
        assert_eq!(describe_exit_code(7), "exit code 7");
        assert!(describe_exit_code(ABORT_EXIT_CODE).contains("abort"));
        assert!(is_crash_code(STATUS_ILLEGAL_INSTRUCTION) && !is_crash_code(300) && !is_crash_code(-1));
    }

    #[test]
    fn windows_paths_go_through_the_z_drive() {
        assert_eq!(windows_path(Path::new("/work/a b/x.exe")), "Z:\\work\\a b\\x.exe");
    }

    /// A C program whose behaviour depends on its first argument.
    const PROBE: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    const char *what = argc > 1 ? argv[1] : "none";
    printf("arg=%s argc=%d\nsecond line\n", what, argc);
    fflush(stdout);
    if (!strcmp(what, "segv")) { volatile int *p = 0; *p = 1; }
    if (!strcmp(what, "abort")) abort();
    if (!strcmp(what, "big")) exit(300);
    if (!strcmp(what, "hang")) for (;;) {}
    if (!strcmp(what, "recurse")) { volatile char big[1 << 16]; big[0] = 1; return main(argc, argv) + big[0]; }
    return 17;
}
"#;

    #[test]
    fn wine_runs_report_output_exit_codes_crashes_and_hangs() {
        if !windows_tools_present("the wine harness") {
            return;
        }
        let src = win_scratch_stem("probe").with_extension("c");
        std::fs::write(&src, PROBE).unwrap();
        let object = compile_c_windows(&src, &["-O0"], "probe").unwrap();
        assert_eq!(&object[..2], &[0x64, 0x86], "an AMD64 COFF object");
        let exe = link_windows(&[&object], &[], &[], "probe").unwrap();
        let run = |args: &[&str]| run_wine_capture(&exe, args, Duration::from_secs(10));

        let plain = run(&[]).unwrap();
        assert_eq!(plain.stdout, b"arg=none argc=1\nsecond line\n".to_vec());
        assert_eq!(plain.status, 17);
        let spaced = run(&["with space"]).unwrap();
        assert_eq!(spaced.stdout, b"arg=with space argc=2\nsecond line\n".to_vec());
        assert_eq!(run(&["big"]).unwrap().status, 300, "the full exit code, not its low byte");
        assert_eq!(run(&["abort"]).unwrap().status, ABORT_EXIT_CODE);
        let segv = run(&["segv"]).unwrap();
        assert_eq!(segv.status, STATUS_ACCESS_VIOLATION, "{}", describe_exit_code(segv.status));
        assert_eq!(segv.stdout, b"arg=segv argc=2\nsecond line\n".to_vec(), "no debugger output on stdout");
        assert_eq!(run(&["recurse"]).unwrap().status, STATUS_STACK_OVERFLOW);
        let hang = run_wine_capture(&exe, &["hang"], Duration::from_millis(1500));
        assert!(hang.as_ref().is_err_and(|e| e.contains("timed out")), "{hang:?}");

        let _ = std::fs::remove_file(&exe);
        let _ = std::fs::remove_file(&src);
    }
}

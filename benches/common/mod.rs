//! Helpers shared by the benchmarks that time whole commands (`codegen`, `naive`): running and
//! timing processes, building with Kiln and llc-19, linking with cc, and the corpus's `bench_*`
//! programs with the scale that makes one of their builds run long enough to time.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `cmd` to completion and returns its wall time; panics if it fails.
pub fn timed(cmd: &mut Command) -> Duration {
    let start = Instant::now();
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let elapsed = start.elapsed();
    assert!(out.status.success(), "{cmd:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    elapsed
}

pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Geometric mean of `ratios` (1 when there are none).
pub fn geomean(ratios: &[f64]) -> f64 {
    (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len().max(1) as f64).exp()
}

/// The release `kiln` binary of this workspace.
pub fn kiln_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_kiln"))
}

/// `KILN build -O2 LL -o OUT` with the `kiln` binary `kiln`.
pub fn kiln_build(kiln: &Path, ll: &Path, out: &Path) -> Command {
    let mut c = Command::new(kiln);
    c.arg("build").arg("-O2").arg(ll).arg("-o").arg(out);
    c
}

/// `llc-19 -O{level}` to a PIC object (Debian's cc links PIE, as Kiln's objects are).
pub fn llc(level: &str, ll: &Path, out: &Path) -> Command {
    let mut c = Command::new("llc-19");
    c.arg(format!("-O{level}")).arg("-relocation-model=pic").arg("-filetype=obj").arg(ll).arg("-o").arg(out);
    c
}

/// A compiler as the compile-time benchmarks run it: the command that builds `LL` into `OUT`.
pub type Compiler<'a> = &'a dyn Fn(&Path, &Path) -> Command;

/// User CPU time of this process's waited-for children so far: `cutime` of /proc/self/stat, in
/// USER_HZ ticks (100 a second on x86-64 Linux). The kernel counts it in nanoseconds and rounds
/// when it is read, so the difference of two readings is within one tick. Zero where there is no
/// /proc.
pub fn children_user_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the parenthesised command name start at field 3 (state); cutime is field 16.
    let ticks: u64 =
        stat.rsplit_once(')').and_then(|(_, rest)| rest.split_whitespace().nth(13)?.parse().ok()).unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

/// Median compile time of each of `compilers` on the files `lls`: per round every file is built
/// by every compiler in turn (so they share the machine's load), the times summed per compiler.
/// Per compiler: (wall time, user CPU time of its processes, all threads), medians taken apart;
/// the machine's other load disturbs the CPU time far less.
pub fn compile_times(compilers: &[Compiler], lls: &[PathBuf], dir: &Path, rounds: usize) -> Vec<(Duration, Duration)> {
    let out = dir.join("out.o");
    let (mut wall, mut user) = (vec![Vec::new(); compilers.len()], vec![Vec::new(); compilers.len()]);
    for _ in 0..rounds {
        let (mut w, mut u) = (vec![Duration::ZERO; compilers.len()], vec![Duration::ZERO; compilers.len()]);
        for ll in lls {
            for (k, compiler) in compilers.iter().enumerate() {
                let cpu = children_user_time();
                w[k] += timed(&mut compiler(ll, &out));
                u[k] += children_user_time() - cpu;
            }
        }
        for k in 0..compilers.len() {
            wall[k].push(w[k]);
            user[k].push(u[k]);
        }
    }
    wall.into_iter().zip(user).map(|(w, u)| (median(w), median(u))).collect()
}

/// Links `obj` into the executable `exe` with cc and libm.
pub fn link(obj: &Path, exe: &Path) {
    let st = Command::new("cc").arg("-o").arg(exe).arg(obj).arg("-lm").status().expect("cc");
    assert!(st.success(), "linking {} failed", obj.display());
}

/// Wall time of one run of `exe SCALE`.
pub fn run_time(exe: &Path, scale: u64) -> Duration {
    timed(Command::new(exe).arg(scale.to_string()))
}

/// The smallest power-of-two scale (at most 2^20) at which `exe` runs at least 0.25 s.
pub fn pick_scale(exe: &Path) -> u64 {
    let mut scale = 1u64;
    while run_time(exe, scale) < Duration::from_millis(250) && scale < 1 << 20 {
        scale *= 2;
    }
    scale
}

/// The corpus's benchmark programs: (`bench_X`, `tests/c/bench_X.{suffix}`) for every
/// `bench_X.{suffix}` in tests/c, sorted by name.
pub fn bench_programs(suffix: &str) -> Vec<(String, PathBuf)> {
    let ext = format!(".{suffix}");
    kiln_tests::ll_files("tests/c")
        .into_iter()
        .filter_map(|p| {
            let n = p.file_name()?.to_str()?;
            let name = n.strip_suffix(&ext)?;
            name.starts_with("bench_").then(|| (name.to_string(), p.clone()))
        })
        .collect()
}

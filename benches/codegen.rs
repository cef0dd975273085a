//! Code generation benchmark: compile time of `kiln build -O2` against `llc-19 -O0` and
//! `llc-19 -O2` (`-filetype=obj`) on the same IR, and run time of the programs each produces.
//!
//! Run with `cargo bench --bench codegen [-- INSTS]` (default 300000 instructions for the large
//! module). All three compilers run as processes on the same file, interleaved over several
//! rounds; the median round is reported. Run time: the corpus's `bench_*` programs from their
//! clang -O2 IR, each given a scale argument so that the llc-19 -O2 build runs at least 0.25 s;
//! the Kiln and llc builds run alternately and the median of 5 runs each is compared.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `cmd` to completion and returns its wall time; panics if it fails.
fn timed(cmd: &mut Command) -> Duration {
    let start = Instant::now();
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let elapsed = start.elapsed();
    assert!(out.status.success(), "{cmd:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    elapsed
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn kiln_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_kiln"))
}

fn kiln_build(ll: &Path, out: &Path) -> Command {
    let mut c = Command::new(kiln_bin());
    c.arg("build").arg("-O2").arg(ll).arg("-o").arg(out);
    c
}

fn llc(level: &str, ll: &Path, out: &Path) -> Command {
    let mut c = Command::new("llc-19");
    c.arg(format!("-O{level}")).arg("-relocation-model=pic").arg("-filetype=obj").arg(ll).arg("-o").arg(out);
    c
}

/// Median compile times (kiln -O2, llc -O0, llc -O2) of the files `lls` (summed per round).
fn compile_times(lls: &[PathBuf], dir: &Path, rounds: usize) -> [Duration; 3] {
    let out = dir.join("out.o");
    let mut times: [Vec<Duration>; 3] = Default::default();
    for _ in 0..rounds {
        let mut sum = [Duration::ZERO; 3];
        for ll in lls {
            sum[0] += timed(&mut kiln_build(ll, &out));
            sum[1] += timed(&mut llc("0", ll, &out));
            sum[2] += timed(&mut llc("2", ll, &out));
        }
        for k in 0..3 {
            times[k].push(sum[k]);
        }
    }
    times.map(median)
}

fn link(obj: &Path, exe: &Path) {
    let st = Command::new("cc").arg("-o").arg(exe).arg(obj).arg("-lm").status().expect("cc");
    assert!(st.success(), "linking {} failed", obj.display());
}

fn run_time(exe: &Path, scale: u64) -> Duration {
    timed(Command::new(exe).arg(scale.to_string()))
}

fn main() {
    let insts: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(300_000);
    let dir = std::env::temp_dir().join("kiln-bench-codegen");
    std::fs::create_dir_all(&dir).unwrap();
    let root = kiln_tests::repo_root();

    // ---- Compile time: a large generated module ----
    let (text, count) = kiln_tests::gen_large::generate(insts, 42);
    let large = dir.join("large.ll");
    std::fs::write(&large, &text).unwrap();
    println!("large module: {count} instructions, {} bytes", text.len());
    let [k, l0, l2] = compile_times(std::slice::from_ref(&large), &dir, 5);
    println!("| large module ({count} insts) | kiln -O2 {:.3} s | llc-19 -O0 {:.3} s | llc-19 -O2 {:.3} s | llc -O0 / kiln {:.2}x | llc -O2 / kiln {:.2}x |",
        k.as_secs_f64(), l0.as_secs_f64(), l2.as_secs_f64(), l0.as_secs_f64() / k.as_secs_f64(), l2.as_secs_f64() / k.as_secs_f64());

    // ---- Compile time: the corpus ----
    let corpus = kiln_tests::ll_files("tests/c");
    let [k, l0, l2] = compile_times(&corpus, &dir, 3);
    println!("| corpus ({} files) | kiln -O2 {:.3} s | llc-19 -O0 {:.3} s | llc-19 -O2 {:.3} s | llc -O0 / kiln {:.2}x | llc -O2 / kiln {:.2}x |",
        corpus.len(), k.as_secs_f64(), l0.as_secs_f64(), l2.as_secs_f64(), l0.as_secs_f64() / k.as_secs_f64(), l2.as_secs_f64() / k.as_secs_f64());

    // ---- Run time: bench_* programs from clang -O2 IR ----
    let mut ratios = Vec::new();
    println!("\n| program | scale | llc-19 -O2 | kiln -O2 | kiln / llc |");
    println!("|---|---|---|---|---|");
    for ll in corpus.iter().filter(|p| {
        let n = p.file_name().unwrap().to_string_lossy();
        n.starts_with("bench_") && n.ends_with(".O2.ll")
    }) {
        let name = ll.file_name().unwrap().to_string_lossy().replace(".O2.ll", "");
        let (kobj, lobj) = (dir.join(format!("{name}.kiln.o")), dir.join(format!("{name}.llc.o")));
        let (kexe, lexe) = (dir.join(format!("{name}.kiln")), dir.join(format!("{name}.llc")));
        timed(&mut kiln_build(ll, &kobj));
        timed(&mut llc("2", ll, &lobj));
        link(&kobj, &kexe);
        link(&lobj, &lexe);
        let mut scale = 1u64;
        while run_time(&lexe, scale) < Duration::from_millis(250) && scale < 1 << 20 {
            scale *= 2;
        }
        let (mut kt, mut lt) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            lt.push(run_time(&lexe, scale));
            kt.push(run_time(&kexe, scale));
        }
        let (k, l) = (median(kt), median(lt));
        let ratio = k.as_secs_f64() / l.as_secs_f64();
        ratios.push(ratio);
        println!("| {name} | {scale} | {:.3} s | {:.3} s | {ratio:.2}x |", l.as_secs_f64(), k.as_secs_f64());
    }
    let geomean = (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len().max(1) as f64).exp();
    println!("\nrun time, geometric mean of kiln -O2 / llc-19 -O2 over {} programs: {geomean:.2}x", ratios.len());
    let _ = root;
}

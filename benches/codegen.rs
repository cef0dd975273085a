//! Code generation benchmark: compile time of `kiln build -O2` against `llc-19 -O0` and
//! `llc-19 -O2` (`-filetype=obj`) on the same IR, and run time of the programs each produces.
//!
//! Run with `cargo bench --bench codegen [-- INSTS]` (default 300000 instructions for the large
//! module). All three compilers run as processes on the same file, interleaved over several
//! rounds; the median round is reported. Run time: the corpus's `bench_*` programs from their
//! clang -O2 IR, each given a scale argument so that the llc-19 -O2 build runs at least 0.25 s;
//! the Kiln and llc builds run alternately and the median of 5 runs each is compared.

mod common;

use common::{
    bench_programs, compile_times, geomean, kiln_bin, kiln_build, link, llc, median, pick_scale, run_time, timed,
};
use std::path::Path;
use std::time::Duration;

/// The wall times of the three compilers' [`compile_times`].
fn wall(times: Vec<(Duration, Duration)>) -> [Duration; 3] {
    [times[0].0, times[1].0, times[2].0]
}

fn main() {
    let insts: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(300_000);
    let dir = std::env::temp_dir().join("kiln-bench-codegen");
    std::fs::create_dir_all(&dir).unwrap();

    // ---- Compile time: a large generated module ----
    let (text, count) = kiln_tests::gen_large::generate(insts, 42);
    let large = dir.join("large.ll");
    std::fs::write(&large, &text).unwrap();
    println!("large module: {count} instructions, {} bytes", text.len());
    let kiln = kiln_bin();
    let compilers: [common::Compiler; 3] = [
        &|ll: &Path, out: &Path| kiln_build(&kiln, ll, out),
        &|ll: &Path, out: &Path| llc("0", ll, out),
        &|ll: &Path, out: &Path| llc("2", ll, out),
    ];
    let [k, l0, l2] = wall(compile_times(&compilers, std::slice::from_ref(&large), &dir, 5));
    println!("| large module ({count} insts) | kiln -O2 {:.3} s | llc-19 -O0 {:.3} s | llc-19 -O2 {:.3} s | llc -O0 / kiln {:.2}x | llc -O2 / kiln {:.2}x |",
        k.as_secs_f64(), l0.as_secs_f64(), l2.as_secs_f64(), l0.as_secs_f64() / k.as_secs_f64(), l2.as_secs_f64() / k.as_secs_f64());

    // ---- Compile time: the corpus ----
    let corpus = kiln_tests::ll_files("tests/c");
    let [k, l0, l2] = wall(compile_times(&compilers, &corpus, &dir, 3));
    println!("| corpus ({} files) | kiln -O2 {:.3} s | llc-19 -O0 {:.3} s | llc-19 -O2 {:.3} s | llc -O0 / kiln {:.2}x | llc -O2 / kiln {:.2}x |",
        corpus.len(), k.as_secs_f64(), l0.as_secs_f64(), l2.as_secs_f64(), l0.as_secs_f64() / k.as_secs_f64(), l2.as_secs_f64() / k.as_secs_f64());

    // ---- Run time: bench_* programs from clang -O2 IR ----
    let mut ratios = Vec::new();
    println!("\n| program | scale | llc-19 -O2 | kiln -O2 | kiln / llc |");
    println!("|---|---|---|---|---|");
    for (name, ll) in &bench_programs("O2.ll") {
        let (kobj, lobj) = (dir.join(format!("{name}.kiln.o")), dir.join(format!("{name}.llc.o")));
        let (kexe, lexe) = (dir.join(format!("{name}.kiln")), dir.join(format!("{name}.llc")));
        timed(&mut kiln_build(&kiln, ll, &kobj));
        timed(&mut llc("2", ll, &lobj));
        link(&kobj, &kexe);
        link(&lobj, &lexe);
        let scale = pick_scale(&lexe);
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
    let geomean = geomean(&ratios);
    println!("\nrun time, geometric mean of kiln -O2 / llc-19 -O2 over {} programs: {geomean:.2}x", ratios.len());
}

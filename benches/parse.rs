//! Parse + verify throughput benchmark against `llvm-as-19`, and memory per instruction.
//!
//! Run with `cargo bench --bench parse [-- INSTS]` (default 300000 instructions). Generates a
//! clang-style module, then measures in the same run: Kiln's parse + verify (best of 3 per round), and
//! `llvm-as-19 -o /dev/null` on the same file, interleaved in 7 rounds (it parses, verifies and writes
//! bitcode). Memory is the resident-set growth while the parsed module is alive, per instruction.

use std::time::{Duration, Instant};

fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// Best wall time of `n` calls of `f`; what `f` returns is dropped outside the timed region
/// (freeing a module is not part of reading it, just as llvm-as-19 exits without freeing).
fn best_of<T>(n: usize, mut f: impl FnMut() -> T) -> Duration {
    (0..n)
        .map(|_| {
            let t = Instant::now();
            let out = f();
            let elapsed = t.elapsed();
            drop(out);
            elapsed
        })
        .min()
        .unwrap()
}

fn main() {
    let insts: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(300_000);
    let (text, count) = kiln_tests::gen_large::generate(insts, 42);
    let dir = std::env::temp_dir().join("kiln-bench");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("parse-bench.ll");
    std::fs::write(&path, &text).unwrap();
    println!("module: {count} instructions, {} bytes, {}", text.len(), path.display());

    // Memory: resident growth while one parsed module is alive.
    let before = resident_bytes();
    let module = kiln::load_module(text.as_bytes()).unwrap_or_else(|d| {
        panic!("benchmark module rejected:\n{}", kiln::render_diagnostics("bench.ll", text.as_bytes(), &d))
    });
    let after = resident_bytes();
    assert_eq!(module.num_insts(), count, "instruction count mismatch");
    let heap = module.heap_bytes();
    drop(module);

    let parse_time = best_of(15, || kiln_ir::text::parse(text.as_bytes()).unwrap());
    let parsed = kiln_ir::text::parse(text.as_bytes()).unwrap();
    let verify_time = best_of(15, || kiln_ir::verifier::verify_module(&parsed).unwrap());
    println!(
        "kiln parse only: {:.2} ms; verify only: {:.2} ms",
        parse_time.as_secs_f64() * 1e3,
        verify_time.as_secs_f64() * 1e3
    );
    // The machine is a shared VM: interleave Kiln and llvm-as-19 in rounds so both see the same
    // conditions, and report the best time of each plus the median of the per-round ratios.
    let llvm_as = kiln_tests::llvm_tool("llvm-as-19", "the llvm-as-19 comparison");
    let kiln_run = || kiln::load_module(text.as_bytes()).unwrap();
    let mut kiln_best = Duration::MAX;
    let mut llvm_best = Duration::MAX;
    let mut ratios = Vec::new();
    for _round in 0..7 {
        let k = best_of(3, kiln_run);
        kiln_best = kiln_best.min(k);
        if let Some(tool) = &llvm_as {
            let l = best_of(1, || {
                let st = std::process::Command::new(tool).arg("-o").arg("/dev/null").arg(&path).status().unwrap();
                assert!(st.success(), "llvm-as-19 rejected the benchmark module");
            });
            llvm_best = llvm_best.min(l);
            ratios.push(l.as_secs_f64() / k.as_secs_f64());
        }
    }
    let kiln_time = kiln_best;
    let kiln_ips = count as f64 / kiln_time.as_secs_f64();
    println!("kiln parse+verify: {:.2} ms, {:.2} M instructions/s", kiln_time.as_secs_f64() * 1e3, kiln_ips / 1e6);
    if let (Some(b), Some(a)) = (before, after) {
        println!("kiln memory: {:.1} bytes/instruction resident growth", a.saturating_sub(b) as f64 / count as f64);
    }
    println!("kiln memory: {:.1} bytes/instruction counted heap (Module::heap_bytes)", heap as f64 / count as f64);
    if llvm_as.is_some() {
        ratios.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "llvm-as-19: {:.2} ms, {:.2} M instructions/s",
            llvm_best.as_secs_f64() * 1e3,
            count as f64 / llvm_best.as_secs_f64() / 1e6
        );
        println!(
            "ratio: kiln is {:.1}x faster than llvm-as-19 (best vs best); per-round median {:.1}x, range {:.1}x-{:.1}x",
            llvm_best.as_secs_f64() / kiln_time.as_secs_f64(),
            ratios[ratios.len() / 2],
            ratios[0],
            ratios[ratios.len() - 1]
        );
    } else {
        println!("llvm-as-19 missing: no comparison");
    }
}

//! Random programs over a managed heap (`kiln_tests::gen_gc`) checked differentially: each must
//! print the same and exit the same interpreted as written (no collector: statepoints are plain
//! calls and nothing moves), and interpreted with the moving-GC stress collector (every executed
//! statepoint moves every reachable object and poisons the old copies) after
//! `place-safepoints,rewrite-statepoints-for-gc,verify-safepoint-ir` and after Kiln's -O2
//! pipeline. The rewritten modules must leave no collecting call outside a statepoint and wrap no
//! `"gc-leaf-function"`, and the stress runs must collect. Every third case also drops one
//! `gc.relocate` of the rewrite (its uses get the unrelocated value): at least 60% of these mutants
//! must trap or change the output, or the programs would not catch a rewrite that forgets one.
//!
//! `KILN_GC_CASES=N` sets the number of programs (default 300, CI's count; run thousands locally as
//! the soak), `KILN_GC_SEED=N` draws others than CI's fixed seed, `KILN_GC_DUMP=DIR` writes each
//! failing program to `DIR/gc-SEED-CASE.ll`, `KILN_GC_CASE=N` prints case N and stops, and
//! `KILN_GC_LLVM=1` also runs each program through LLVM 19's passes (`opt-19`) and requires the
//! same behaviour under stress for the programs inside what LLVM 19 rewrites correctly (those
//! without references in aggregates; the only variadic call is the libc `printf`, which LLVM takes
//! for a leaf).

use kiln::codegen::{optimize, run_passes};
use kiln_interp::{run_main, Config};
use kiln_tests::gen_gc::{gc_shape, program, relocations, without_relocation};
use kiln_tests::native::scratch_stem;
use kiln_tests::{env_u64, llvm_tool, run_cases};
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

const DEFAULT_CASES: u64 = 300;
const DEFAULT_SEED: u64 = 0x6c_5afe;
/// Every this-many-th case also checks one relocation mutant.
const MUTANT_EVERY: u64 = 3;
const PASSES: [&str; 3] = ["place-safepoints", "rewrite-statepoints-for-gc", "verify-safepoint-ir"];

/// Exit code, stdout and collections of a run.
type Run = (i32, Vec<u8>, u64);

fn interp(m: &kiln_ir::Module, gc_stress: bool) -> Result<Run, String> {
    let cfg = Config { fuel: Some(200_000_000), capture: true, gc_stress, ..Config::default() };
    match run_main(m, &cfg) {
        Ok(o) => Ok((o.exit_code, o.stdout, o.gc_collections)),
        Err((t, o)) => Err(format!("trapped: {t}\n--- output so far:\n{}", String::from_utf8_lossy(&o.stdout))),
    }
}

fn show(r: &Run) -> String {
    format!("exit {}:\n{}", r.0, String::from_utf8_lossy(&r.1))
}

/// LLVM 19's rewrite of `src` (`opt-19` with place-safepoints and rewrite-statepoints-for-gc).
fn llvm_rewrite(opt: &Path, src: &str) -> Result<kiln_ir::Module, String> {
    let file = scratch_stem("gc-random").with_extension("ll");
    std::fs::write(&file, src).map_err(|e| e.to_string())?;
    let out = Command::new(opt)
        .args(["-S", "-passes=function(place-safepoints),rewrite-statepoints-for-gc", "-o", "-"])
        .arg(&file)
        .output()
        .map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&file);
    let out = out?;
    if !out.status.success() {
        return Err(format!("opt-19 fails:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    kiln::load_module(text.as_bytes()).map_err(|d| {
        format!("Kiln does not read opt-19's output:\n{}", kiln::render_diagnostics("opt-19", text.as_bytes(), &d))
    })
}

/// What one program's check found: collections of its stress runs, and for a sampled relocation
/// mutant whether the stress run caught it.
struct Checked {
    collections: u64,
    mutant_killed: Option<bool>,
}

/// Checks one program; the error says which stage disagreed. With `mutant = Some(k)`, also runs the
/// rewrite without its relocation number `k` (modulo their count).
fn check(src: &str, opt: Option<&Path>, mutant: Option<u64>) -> Result<Checked, String> {
    let pre = kiln::load_module(src.as_bytes())
        .map_err(|d| format!("Kiln rejects the program:\n{}", kiln::render_diagnostics("gen", src.as_bytes(), &d)))?;
    let want = interp(&pre, false).map_err(|e| format!("interpreter, as written: {e}"))?;
    let mut collections = 0;
    let mut mutant_killed = None;
    for stage in ["passes", "-O2"] {
        let mut m = pre.clone();
        let r = if stage == "passes" { run_passes(&mut m, &PASSES) } else { optimize(&mut m, 2) };
        r.map_err(|d| format!("{stage}:\n{}", kiln::render_diagnostics("gen", src.as_bytes(), &d)))?;
        let shape = gc_shape(&m);
        let text = || kiln_ir::text::print_module(&m);
        if !shape.unrewritten.is_empty() {
            return Err(format!(
                "after {stage}, calls that may collect are not statepoints: {:?}\n--- module:\n{}",
                shape.unrewritten,
                text()
            ));
        }
        if !shape.leaf_targets.is_empty() {
            return Err(format!("after {stage}, statepoints wrap gc-leaf functions: {:?}", shape.leaf_targets));
        }
        let got = interp(&m, true).map_err(|e| format!("stress run after {stage}: {e}\n--- module:\n{}", text()))?;
        if (got.0, &got.1) != (want.0, &want.1) {
            return Err(format!(
                "stress run after {stage} differs:\nwant {}\ngot {}\n--- module:\n{}",
                show(&want),
                show(&got),
                text()
            ));
        }
        if got.2 == 0 {
            return Err(format!("the stress run after {stage} never collected"));
        }
        collections += got.2;
        if let (Some(k), "passes") = (mutant, stage) {
            let rs = relocations(&m);
            if !rs.is_empty() {
                let r = &rs[(k % rs.len() as u64) as usize];
                let caught =
                    !matches!(interp(&without_relocation(&m, r), true), Ok(g) if (g.0, &g.1) == (want.0, &want.1));
                mutant_killed = Some(caught);
            }
        }
    }
    // LLVM 19 does not relocate references inside aggregates (see tests/gc/aggregate_struct.ll).
    if let Some(opt) = opt.filter(|_| !src.contains(" = insertvalue ")) {
        let m = llvm_rewrite(opt, src)?;
        let got = interp(&m, true).map_err(|e| format!("stress run after LLVM 19's rewrite: {e}"))?;
        if (got.0, &got.1) != (want.0, &want.1) {
            return Err(format!(
                "stress run after LLVM 19's rewrite differs:\nwant {}\ngot {}",
                show(&want),
                show(&got)
            ));
        }
    }
    Ok(Checked { collections, mutant_killed })
}

#[test]
fn random_gc_programs_behave_the_same_under_a_moving_collector_after_rewriting() {
    let cases = env_u64("KILN_GC_CASES", DEFAULT_CASES);
    let seed = env_u64("KILN_GC_SEED", DEFAULT_SEED);
    let dump = std::env::var_os("KILN_GC_DUMP").map(std::path::PathBuf::from);
    let opt =
        std::env::var_os("KILN_GC_LLVM").and_then(|_| llvm_tool("opt-19", "random GC programs rewritten by LLVM 19"));
    let start = Instant::now();
    let collections = AtomicU64::new(0);
    let (mutants, killed) = (AtomicU64::new(0), AtomicU64::new(0));
    let failures = run_cases(cases, |i| {
        let src = program(seed, i);
        let mutant = i.is_multiple_of(MUTANT_EVERY).then_some(i / MUTANT_EVERY);
        match check(&src, opt.as_deref(), mutant) {
            Ok(c) => {
                collections.fetch_add(c.collections, Ordering::Relaxed);
                if let Some(k) = c.mutant_killed {
                    mutants.fetch_add(1, Ordering::Relaxed);
                    killed.fetch_add(u64::from(k), Ordering::Relaxed);
                }
                Ok(())
            }
            Err(e) => {
                if let Some(dir) = &dump {
                    let _ = std::fs::create_dir_all(dir);
                    let _ = std::fs::write(dir.join(format!("gc-{seed}-{i}.ll")), &src);
                }
                Err(format!("{e}\n--- program:\n{src}"))
            }
        }
    });
    if let Some((i, first)) = failures.first() {
        let which: Vec<u64> = failures.iter().map(|f| f.0).collect();
        panic!(
            "{} of {cases} random GC programs (seed {seed}) failed: cases {which:?}; the first, case {i}:\n{first}",
            failures.len()
        );
    }
    let (mutants, killed) = (mutants.into_inner(), killed.into_inner());
    eprintln!(
        "{cases} random GC programs (seed {seed}) agree under the stress collector ({} collections, {:.1} s); \
         {killed} of {mutants} sampled relocation mutants caught",
        collections.load(Ordering::Relaxed),
        start.elapsed().as_secs_f64()
    );
    // Some relocations do not matter (the value is null at run time, only compared with null, or
    // follows a poll that did not collect; about a quarter over thousands of cases), but most must:
    // otherwise the programs would not notice a rewrite that forgot them.
    assert!(
        mutants < 20 || killed * 100 >= mutants * 60,
        "only {killed} of {mutants} sampled relocation mutants were caught: the random programs barely use relocated values"
    );
}

/// `KILN_GC_CASE=N` prints case N and stops: for reading what the generator makes.
#[test]
fn dump_one_case_when_asked() {
    if let Ok(n) = std::env::var("KILN_GC_CASE") {
        let i: u64 = n.parse().expect("a case number");
        println!("{}", program(env_u64("KILN_GC_SEED", DEFAULT_SEED), i));
    }
}

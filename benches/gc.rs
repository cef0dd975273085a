//! Statepoint benchmark: code and table size per statepoint, and a GC-heavy program's run time,
//! Kiln against llc-19 on the same rewritten IR.
//!
//! Every program (tests/gc/*.ll that both compile, and benches/gc/binary_trees.ll) goes through
//! Kiln's -O2 pipeline (place-safepoints and rewrite-statepoints-for-gc included) and `dce`; that
//! module is compiled by Kiln (`kiln::codegen::emit`) and, as text, by `llc-19 -O2
//! -frame-pointer=all -relocation-model=pic`. Per object: its instructions (padding excluded),
//! its `mov`s to and from frame slots (rsp- or rbp-relative: spills, reloads and the statepoints'
//! slots), and the StackMap section's size, each divided by the number of statepoint records. Then binary_trees runs under
//! the test tree's collector (tests/gc_native/runtime.c) linked with each object, alternately, 5
//! times each, with a collection at every safepoint (`binary_trees 6`) and at every 1000th
//! (`binary_trees 12`, `KILN_GC_EVERY=1000`); medians are compared.
//!
//! Run with `cargo bench --bench gc`.

use kiln::codegen::{emit, optimize, run_passes, BuildOptions};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn run(cmd: &mut Command) -> Vec<u8> {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(out.status.success(), "{cmd:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

/// The rewritten module as text and Kiln's object of it; `None` when Kiln cannot compile it.
fn kiln_build(src: &str) -> Option<(String, Vec<u8>)> {
    let mut m = kiln::load_module(src.as_bytes()).ok()?;
    optimize(&mut m, 2).ok()?;
    run_passes(&mut m, &["dce"]).ok()?;
    let obj = emit(&m, &BuildOptions::default()).ok()?;
    Some((kiln_ir::text::printer::print_module(&m), obj))
}

fn llc_build(dir: &Path, text: &str) -> Option<Vec<u8>> {
    let (ll, obj) = (dir.join("in.ll"), dir.join("llc.o"));
    std::fs::write(&ll, text).unwrap();
    let st = Command::new("llc-19")
        .args(["-O2", "-frame-pointer=all", "-relocation-model=pic", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&ll)
        .output()
        .ok()?;
    st.status.success().then(|| std::fs::read(&obj).unwrap())
}

/// (records, instructions, frame-slot moves, section bytes).
fn measure(dir: &Path, obj: &[u8]) -> (usize, usize, usize, usize) {
    let section = kiln_stackmap::obj::from_object(obj).expect("a StackMap section");
    let map = kiln_stackmap::parse(section.data).unwrap();
    let path = dir.join("m.o");
    std::fs::write(&path, obj).unwrap();
    let dis =
        String::from_utf8(run(Command::new("llvm-objdump-19").args(["-d", "--no-show-raw-insn"]).arg(&path))).unwrap();
    // Every function of the program (both objects hold the same ones, from the same IR).
    let (mut insts, mut slots) = (0, 0);
    for line in dis.lines().filter(|l| l.starts_with(' ')) {
        let Some(text) = line.split_once(':').map(|x| x.1.trim()) else { continue };
        if text.is_empty() || text.starts_with("int3") || text.starts_with("nop") {
            continue;
        }
        insts += 1;
        if text.starts_with("mov") && (text.contains("(%rsp)") || text.contains("(%rbp)")) {
            slots += 1;
        }
    }
    (map.records.len(), insts, slots, section.data.len())
}

/// One table row: Kiln's and llc-19's measurements, per record.
fn row(name: &str, k: (usize, usize, usize, usize), l: (usize, usize, usize, usize)) {
    let per = |m: (usize, usize, usize, usize)| {
        let n = m.0 as f64;
        (m.1 as f64 / n, m.2 as f64 / n, m.3 as f64 / n)
    };
    let (kp, lp) = (per(k), per(l));
    println!(
        "{name:<26} {:>8} | {:>14.1} {:>14.1} | {:>12.2} {:>12.2} | {:>10.1} {:>10.1}",
        k.0, kp.0, lp.0, kp.1, lp.1, kp.2, lp.2
    );
}

fn timed(exe: &Path, args: &[&str], every: &str) -> Duration {
    let start = Instant::now();
    run(Command::new(exe).args(args).env("KILN_GC_EVERY", every));
    start.elapsed()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let dir = std::env::temp_dir().join(format!("kiln-bench-gc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/gc"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files.push(root().join("benches/gc/binary_trees.ll"));
    let mut totals = [(0usize, 0usize, 0usize, 0usize); 2];
    println!(
        "{:<26} {:>8} | {:>14} {:>14} | {:>12} {:>12} | {:>10} {:>10}",
        "program", "records", "insts/sp kiln", "llc", "slot mov kiln", "llc", "B/rec kiln", "llc"
    );
    let mut trees = None;
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let Some((text, kobj)) = kiln_build(&src) else { continue };
        let Some(lobj) = llc_build(&dir, &text) else { continue };
        let k = measure(&dir, &kobj);
        let l = measure(&dir, &lobj);
        row(&name, k, l);
        for (t, m) in totals.iter_mut().zip([k, l]) {
            t.0 += m.0;
            t.1 += m.1;
            t.2 += m.2;
            t.3 += m.3;
        }
        if name == "binary_trees" {
            trees = Some((kobj, lobj));
        }
    }
    let [k, l] = totals;
    row("all", k, l);
    let (kobj, lobj) = trees.expect("binary_trees builds with both");
    let rt = dir.join("rt.o");
    run(Command::new("cc")
        .args(["-c", "-O2", "-fno-omit-frame-pointer", "-o"])
        .arg(&rt)
        .arg(root().join("tests/gc_native/runtime.c")));
    let link = |obj: &[u8], name: &str| {
        let (o, exe) = (dir.join(format!("{name}.o")), dir.join(name));
        std::fs::write(&o, obj).unwrap();
        run(Command::new("cc").arg("-o").arg(&exe).arg(&o).arg(&rt));
        exe
    };
    let (kexe, lexe) = (link(&kobj, "trees-kiln"), link(&lobj, "trees-llc"));
    for (args, every, what) in [(["6"], "1", "collection at every safepoint"), (["12"], "1000", "every 1000th")] {
        let (mut kt, mut lt) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            kt.push(timed(&kexe, &args, every));
            lt.push(timed(&lexe, &args, every));
        }
        let (km, lm) = (median(kt), median(lt));
        println!(
            "binary_trees {} ({what}): Kiln {:.3} s, llc-19 {:.3} s, ratio {:.3}",
            args[0],
            km.as_secs_f64(),
            lm.as_secs_f64(),
            km.as_secs_f64() / lm.as_secs_f64()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

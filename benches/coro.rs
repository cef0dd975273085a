//! Coroutine benchmark: the cost of a resume and of an async suspend/resume round trip, and frame
//! sizes. The async coroutine `benches/coro/async.ll` suspends 10^8 times to its driver
//! `benches/coro/async_driver.ll` (built the same two ways). A generator yielding 10^8
//! integers (`benches/coro/generator.ll`) and its driver (`benches/coro/driver.ll`, a separate
//! module, so each resume is an indirect call through the frame, as across translation units)
//! are built by `kiln build -O2` and by `opt-19 -O2` + `llc-19 -O2` (LLVM's own coroutine passes),
//! linked with cc, and run alternately; the medians of 5 runs each are compared. Frame sizes of
//! the coroutine programs under tests/coro are reported next to LLVM 19's
//! (`opt-19 -passes='default<O0>,coro-early,cgscc(coro-split),coro-cleanup'`).
//!
//! Run with `cargo bench --bench coro`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn run(cmd: &mut Command) -> Vec<u8> {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(out.status.success(), "{cmd:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

fn timed(exe: &Path) -> (Duration, Vec<u8>) {
    let start = Instant::now();
    let out = run(&mut Command::new(exe));
    (start.elapsed(), out)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn kiln_obj(ll: &Path, out: &Path) {
    run(Command::new(env!("CARGO_BIN_EXE_kiln")).arg("build").arg("-O2").arg(ll).arg("-o").arg(out));
}

fn llvm_obj(ll: &Path, out: &Path) {
    let bc = out.with_extension("bc");
    run(Command::new("opt-19").arg("-O2").arg(ll).arg("-o").arg(&bc));
    run(Command::new("llc-19").args(["-O2", "-relocation-model=pic", "-filetype=obj"]).arg(&bc).arg("-o").arg(out));
}

/// The frame size `@NAME.resume`'s parameter is dereferenceable for, per coroutine, in IR text.
fn frames(text: &str) -> Vec<(String, u64)> {
    text.lines()
        .filter(|l| l.starts_with("define ") && l.contains(".resume("))
        .filter_map(|l| {
            let name = l.split('@').nth(1)?.split(".resume(").next()?.to_string();
            let d = l.split("dereferenceable(").nth(1)?;
            Some((name, d.split(')').next()?.parse().ok()?))
        })
        .collect()
}

/// Builds `coro` and `driver` with Kiln and with LLVM 19, each linked into an executable.
fn build_pair(dir: &Path, name: &str, coro: &Path, driver: &Path) -> Vec<PathBuf> {
    let mut exes = Vec::new();
    for (tag, build) in [("kiln", kiln_obj as fn(&Path, &Path)), ("llvm", llvm_obj)] {
        let (g, d) = (dir.join(format!("{tag}-{name}.o")), dir.join(format!("{tag}-{name}-drv.o")));
        build(coro, &g);
        build(driver, &d);
        let exe = dir.join(format!("{tag}-{name}.exe"));
        run(Command::new("cc").arg(&g).arg(&d).arg("-o").arg(&exe));
        exes.push(exe);
    }
    exes
}

fn main() {
    let dir = std::env::temp_dir().join(format!("kiln-bench-coro-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let gen = root().join("benches/coro/generator.ll");
    let drv = root().join("benches/coro/driver.ll");
    let exes = build_pair(&dir, "gen", &gen, &drv);
    let async_exes =
        build_pair(&dir, "async", &root().join("benches/coro/async.ll"), &root().join("benches/coro/async_driver.ll"));
    let (mut kiln, mut llvm) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        let (t, out_k) = timed(&exes[0]);
        kiln.push(t);
        let (t, out_l) = timed(&exes[1]);
        llvm.push(t);
        assert_eq!(out_k, out_l, "the two builds disagree");
    }
    let (k, l) = (median(kiln), median(llvm));
    println!("resume cost, 10^8 resumes of a generator (median of 5):");
    println!(
        "  kiln -O2 {:.3} s ({:.2} ns/resume), opt-19+llc-19 -O2 {:.3} s ({:.2} ns/resume): {:.2}x",
        k.as_secs_f64(),
        k.as_secs_f64() * 10.0,
        l.as_secs_f64(),
        l.as_secs_f64() * 10.0,
        k.as_secs_f64() / l.as_secs_f64()
    );
    let (mut kiln, mut llvm) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        let (t, out_k) = timed(&async_exes[0]);
        kiln.push(t);
        let (t, out_l) = timed(&async_exes[1]);
        llvm.push(t);
        assert_eq!(out_k, out_l, "the two async builds disagree");
    }
    let (k, l) = (median(kiln), median(llvm));
    println!("async round trip, 10^8 suspends and resumes of an async coroutine (median of 5):");
    println!(
        "  kiln -O2 {:.3} s ({:.2} ns/round trip), opt-19+llc-19 -O2 {:.3} s ({:.2} ns/round trip): {:.2}x",
        k.as_secs_f64(),
        k.as_secs_f64() * 10.0,
        l.as_secs_f64(),
        l.as_secs_f64() * 10.0,
        k.as_secs_f64() / l.as_secs_f64()
    );
    println!("frame bytes (kiln -O0 / llvm-19 O0 coroutine passes):");
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/coro"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    for f in files {
        let ours = Command::new(env!("CARGO_BIN_EXE_kiln")).arg("opt").arg("-O0").arg(&f).output().unwrap();
        let theirs = Command::new("opt-19")
            .args(["-S", "-passes=default<O0>,coro-early,cgscc(coro-split),coro-cleanup", "-o", "-"])
            .arg(&f)
            .output()
            .unwrap();
        if !ours.status.success() || !theirs.status.success() {
            continue;
        }
        let (o, t) = (frames(&String::from_utf8_lossy(&ours.stdout)), frames(&String::from_utf8_lossy(&theirs.stdout)));
        for (name, size) in t {
            let k = o.iter().find(|x| x.0 == name).map(|x| x.1);
            let stem = f.file_stem().unwrap().to_string_lossy();
            println!("  {stem:>14} @{name:<8} kiln {:>5}  llvm-19 {size:>5}", k.map_or("-".into(), |k| k.to_string()));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

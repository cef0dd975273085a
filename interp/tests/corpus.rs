//! Every C corpus program (tests/c/NAME.O0.ll and NAME.O2.ll) runs under the interpreter and
//! prints exactly NAME.expected and exits with NAME.status.

use kiln_interp::{run_main, Config};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c")
}

fn run_one(ll: &Path) -> Result<(), String> {
    let src = std::fs::read(ll).map_err(|e| e.to_string())?;
    let m = kiln_ir::text::parse(&src).map_err(|d| format!("parse: {}", d.message))?;
    let stem = ll.file_name().unwrap().to_str().unwrap().split('.').next().unwrap().to_string();
    let dir = ll.parent().unwrap();
    let expected = std::fs::read(dir.join(format!("{stem}.expected"))).map_err(|e| e.to_string())?;
    let status: i32 = std::fs::read_to_string(dir.join(format!("{stem}.status")))
        .map_err(|e| e.to_string())?
        .trim()
        .parse()
        .map_err(|e| format!("{e}"))?;
    let cfg = Config { capture: true, program_name: stem.clone(), ..Config::default() };
    let out = run_main(&m, &cfg)
        .map_err(|(t, o)| format!("trap: {t}\n--- partial stdout:\n{}", String::from_utf8_lossy(&o.stdout)))?;
    if out.stdout != expected {
        let got = String::from_utf8_lossy(&out.stdout);
        let want = String::from_utf8_lossy(&expected);
        let line = got.lines().zip(want.lines()).position(|(a, b)| a != b);
        return Err(format!(
            "stdout differs (first differing line {:?}):\n--- got:\n{got}\n--- want:\n{want}",
            line.map(|l| (l + 1, got.lines().nth(l), want.lines().nth(l)))
        ));
    }
    if out.exit_code & 0xff != status {
        return Err(format!("exit status {} (& 0xff = {}), want {status}", out.exit_code, out.exit_code & 0xff));
    }
    Ok(())
}

#[test]
fn corpus_programs_match_native_output() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("tests/c exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 60, "expected at least 60 corpus modules, found {}", files.len());
    // Run on every core: the debug-build interpreter needs a few seconds for the longest ones.
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(files.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(f) = files.get(i) else { break };
                if let Err(e) = run_one(f) {
                    failures.lock().unwrap().push(format!("{}: {e}", f.display()));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {} corpus programs failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

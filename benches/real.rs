//! Run time of the real programs (tests/tests/real_programs.rs) built by `kiln build -O2` against
//! `llc-19 -O2` (`-relocation-model=pic -filetype=obj`) from the same clang-19 -O2 IR, each linked with
//! the same driver: SQLite, QuickJS and Lua on the heavier workloads in benches/real/.
//!
//! Run with `cargo bench --bench real` (it fetches the crates like the test does). The two builds
//! run alternately, 5 times each; the median of each is reported with the ratio kiln/llc.

use kiln_tests::real::{clang_ir, crate_dir, link, run, sources, tree_key, Program, PROGRAMS};
use kiln_tests::repo_root;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Object files of `p` at clang -O2, built by `kiln build -O2` (`llc` false) or `llc-19 -O2`.
fn objects(p: &Program, dir: &Path, llc: bool) -> Vec<Vec<u8>> {
    let key = tree_key(dir, p.flags);
    let tmp = std::env::temp_dir().join(format!("kiln-bench-real-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    sources(p, dir)
        .iter()
        .map(|src| {
            let ir = clang_ir(Path::new("clang-19"), p, dir, src, "O2", key).unwrap_or_else(|e| panic!("{e}"));
            let ll = tmp.join(src.file_name().unwrap()).with_extension("ll");
            let obj = ll.with_extension("o");
            std::fs::write(&ll, ir).unwrap();
            let mut cmd = if llc {
                let mut c = Command::new("llc-19");
                c.args(["-O2", "-relocation-model=pic", "-filetype=obj"]).arg(&ll).arg("-o").arg(&obj);
                c
            } else {
                let mut c = Command::new(env!("CARGO_BIN_EXE_kiln"));
                c.args(["build", "-O2"]).arg(&ll).arg("-o").arg(&obj);
                c
            };
            let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
            assert!(out.status.success(), "{cmd:?}:\n{}", String::from_utf8_lossy(&out.stderr));
            std::fs::read(&obj).unwrap()
        })
        .collect()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let work: [(usize, &str); 3] = [(2, "sqlite.sql"), (1, "quickjs.js"), (0, "lua.lua")];
    println!("{:<8} {:>10} {:>10} {:>8}", "program", "kiln -O2", "llc -O2", "ratio");
    for (k, script) in work {
        let p = &PROGRAMS[k];
        let dir = crate_dir(p.krate).join(p.dir);
        let script: PathBuf = repo_root().join("benches/real").join(script);
        let exes: Vec<PathBuf> = [false, true]
            .iter()
            .map(|&llc| link(p, &dir, &objects(p, &dir, llc), &[], "bench").unwrap_or_else(|e| panic!("{e}")))
            .collect();
        let outputs: Vec<_> = exes.iter().map(|e| run(p, e, &script).unwrap_or_else(|e| panic!("{e}"))).collect();
        assert_eq!(outputs[0], outputs[1], "{}: the Kiln and llc builds disagree on {}", p.name, script.display());
        let mut times = [Vec::new(), Vec::new()];
        for _ in 0..5 {
            for (j, exe) in exes.iter().enumerate() {
                let start = Instant::now();
                run(p, exe, &script).unwrap_or_else(|e| panic!("{e}"));
                times[j].push(start.elapsed());
            }
        }
        let [kiln, llc] = times.map(median);
        println!(
            "{:<8} {:>9.3}s {:>9.3}s {:>8.2}",
            p.name,
            kiln.as_secs_f64(),
            llc.as_secs_f64(),
            kiln.as_secs_f64() / llc.as_secs_f64()
        );
        for e in exes {
            let _ = std::fs::remove_file(e);
        }
    }
}

//! The C corpus compiled by Kiln: every tests/c/NAME.{O0,O2}.ll, built at kiln -O0 and -O2, linked
//! with the system C compiler and run, prints exactly NAME.expected (the native clang build's
//! output) and exits with NAME.status. Every object is also accepted by `readelf`, `objdump -d`
//! and `llvm-readobj-19`, and building twice gives byte-identical objects.

use kiln::codegen::{build, BuildOptions};
use kiln_tests::native::{find_tool, inspect_object, link_and_run};
use kiln_tests::{llvm_tool, repo_root};
use std::path::PathBuf;
use std::sync::Mutex;

/// Every corpus IR file: (program stem, path).
fn corpus() -> Vec<(String, PathBuf)> {
    let mut v: Vec<(String, PathBuf)> = kiln_tests::ll_files("tests/c")
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let stem = name.split('.').next().unwrap().to_string();
            (stem, p)
        })
        .collect();
    v.sort();
    v
}

/// Builds `path` at `opt_level` with Kiln.
fn kiln_object(path: &PathBuf, opt_level: u8) -> Result<Vec<u8>, String> {
    let src = std::fs::read(path).map_err(|e| e.to_string())?;
    let name = path.display().to_string();
    let mut module = kiln::load_module(&src).map_err(|d| kiln::render_diagnostics(&name, &src, &d))?;
    build(&mut module, &BuildOptions { opt_level, ..BuildOptions::default() })
        .map_err(|d| kiln::render_diagnostics(&name, &src, &d))
}

/// Builds, links and runs one corpus file; compares with the expected output and status.
fn check_one(stem: &str, path: &PathBuf, opt_level: u8) -> Result<(), String> {
    let dir = repo_root().join("tests/c");
    let expected = std::fs::read(dir.join(format!("{stem}.expected"))).map_err(|e| e.to_string())?;
    let status: i32 = std::fs::read_to_string(dir.join(format!("{stem}.status")))
        .map_err(|e| e.to_string())?
        .trim()
        .parse()
        .map_err(|e| format!("bad status file: {e}"))?;
    let object = kiln_object(path, opt_level)?;
    let run = link_and_run(&object, &[], stem)?;
    if run.stdout != expected {
        let got = String::from_utf8_lossy(&run.stdout);
        let want = String::from_utf8_lossy(&expected);
        let line = got.lines().zip(want.lines()).position(|(a, b)| a != b).unwrap_or(got.lines().count());
        return Err(format!(
            "stdout differs at line {}:\n  got:  {:?}\n  want: {:?}",
            line + 1,
            got.lines().nth(line),
            want.lines().nth(line)
        ));
    }
    if run.status != Some(status) {
        return Err(format!("exit status {:?}, want {status}", run.status));
    }
    Ok(())
}

/// Runs `jobs` on two threads; returns the failures' messages.
fn parallel<T: Sync>(jobs: &[T], f: impl Fn(&T) -> Result<(), String> + Sync) -> Vec<String> {
    let failures = Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                if let Err(e) = f(job) {
                    failures.lock().unwrap().push(e);
                }
            });
        }
    });
    let mut v = failures.into_inner().unwrap();
    v.sort();
    v
}

#[test]
fn corpus_runs_correctly_at_kiln_o0_and_o2() {
    let jobs: Vec<(String, PathBuf, u8)> =
        corpus().into_iter().flat_map(|(s, p)| [0u8, 2].map(|o| (s.clone(), p.clone(), o))).collect();
    let failures = parallel(&jobs, |(stem, path, opt)| {
        check_one(stem, path, *opt).map_err(|e| format!("{} at kiln -O{opt}: {e}", path.display()))
    });
    eprintln!("native corpus: {} of {} builds run correctly", jobs.len() - failures.len(), jobs.len());
    assert!(failures.is_empty(), "{} corpus builds failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn corpus_objects_are_accepted_by_binary_tools_and_deterministic() {
    let readelf = find_tool("readelf");
    let objdump = find_tool("objdump");
    let readobj = llvm_tool("llvm-readobj-19", "object acceptance by llvm-readobj");
    assert!(readelf.is_some() && objdump.is_some(), "binutils (readelf, objdump) are required");
    let files = corpus();
    let failures = parallel(&files, |(stem, path)| {
        let object = kiln_object(path, 2).map_err(|e| format!("{}: {e}", path.display()))?;
        let again = kiln_object(path, 2).map_err(|e| format!("{}: {e}", path.display()))?;
        if object != again {
            return Err(format!("{}: two builds differ", path.display()));
        }
        inspect_object(&object, readelf.as_ref().unwrap(), &["-a", "-W"], stem)?;
        inspect_object(&object, objdump.as_ref().unwrap(), &["-d", "-r"], stem)?;
        if let Some(r) = &readobj {
            inspect_object(&object, r, &["--all", "--unwind"], stem)?;
        }
        Ok(())
    });
    eprintln!("object tools: {} of {} objects accepted", files.len() - failures.len(), files.len());
    assert!(failures.is_empty(), "{} objects rejected:\n{}", failures.len(), failures.join("\n"));
}

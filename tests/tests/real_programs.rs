//! Real programs, unpatched: the C sources crates ship (fetched from crates.io by
//! `cargo fetch --manifest-path tests/real/Cargo.toml`, pinned there), compiled by clang-19 at -O0
//! and -O2 with the flags their build scripts pass, every file built by Kiln (at -O0 for clang's
//! -O0 IR, at -O2 for its -O2 IR) and linked with a small driver; each script must print exactly
//! what the native build of the same sources prints, and exit the same.
//!
//! - Lua 5.4.7 from `lua-src` 547.1.0 (its build script: `-DLUA_USE_LINUX -DLUA_COMPAT_5_3 -w
//!   -fno-common`, every `.c` of the directory; the interpreter loop uses its computed-goto jump
//!   table), driven through the C API by tests/real/lua/driver.c on the scripts next to it.
//! - QuickJS (quickjs-ng 0.8) from `rquickjs-sys` 0.9.0 (its build script's five files and
//!   `_GNU_SOURCE`; atomics, computed goto, clang -O2's `<2 x i128>` vectors in libbf), driven by
//!   tests/real/quickjs/driver.c: closures, classes, exceptions, generators, JSON, BigInt
//!   (libbf's NTT multiplication), typed arrays, `Atomics`, promises and async functions.
//!
//! - SQLite 3 (the amalgamation) from `libsqlite3-sys` 0.30.1 with `bundled` (its build script's
//!   flags for Linux), driven by tests/real/sqlite/driver.c on SQL scripts: tables, indexes, joins,
//!   WAL, FTS5, JSON, dates, floating-point formatting including `printf('%!.20g')` in long double.
//!
//! clang's IR is cached under `target/kiln-real/` by a hash of the source directory and flags.
//! CI checks SQLite at clang -O2/Kiln -O2 only; `KILN_REAL_ALL=1` checks every program at both.

use kiln::codegen::{build, BuildOptions};
use kiln_tests::gen_program::harness::RunResult;
use kiln_tests::real::{clang_ir, crate_dir, link, run, scripts, sources, tree_key, Program, BOTH, PROGRAMS};
use kiln_tests::{llvm_tool, run_cases};

fn check(p: &Program) {
    let Some(clang) = llvm_tool("clang-19", &format!("the real program {}", p.name)) else { return };
    let dir = crate_dir(p.krate).join(p.dir);
    let files = sources(p, &dir);
    let key = tree_key(&dir, p.flags);
    let scripts = scripts(p);
    assert!(!scripts.is_empty(), "no scripts in tests/real/{}", p.name);
    let native = link(p, &dir, &[], &files, "the native build").unwrap_or_else(|e| panic!("{}: {e}", p.name));
    let want: Vec<RunResult> = scripts.iter().map(|s| run(p, &native, s).unwrap_or_else(|e| panic!("{e}"))).collect();
    let _ = std::fs::remove_file(&native);
    for (s, w) in scripts.iter().zip(&want) {
        assert_eq!(w.status, Some(0), "{}: the native build fails on {}", p.name, s.display());
    }
    let mut failures = Vec::new();
    let levels = if std::env::var_os("KILN_REAL_ALL").is_some() { BOTH } else { p.levels };
    for &(level, kiln_level) in levels {
        let objects = std::sync::Mutex::new(vec![Vec::new(); files.len()]);
        let errors = run_cases(files.len() as u64, |i| {
            let src = &files[i as usize];
            let ir = clang_ir(&clang, p, &dir, src, level, key)?;
            let name = src.file_name().unwrap().to_string_lossy().to_string();
            let mut module = kiln::load_module(&ir).map_err(|d| kiln::render_diagnostics(&name, &ir, &d))?;
            let obj = build(&mut module, &BuildOptions { opt_level: kiln_level, ..BuildOptions::default() })
                .map_err(|d| kiln::render_diagnostics(&name, &ir, &d))?;
            objects.lock().unwrap()[i as usize] = obj;
            Ok(())
        });
        if !errors.is_empty() {
            for (i, e) in errors {
                failures.push(format!("{} clang -{level}: {}: {e}", p.name, files[i as usize].display()));
            }
            continue;
        }
        let objects = objects.into_inner().unwrap();
        let exe = match link(p, &dir, &objects, &[], &format!("the Kiln -O{kiln_level} build")) {
            Ok(e) => e,
            Err(e) => {
                failures.push(format!("{} clang -{level}: {e}", p.name));
                continue;
            }
        };
        for (s, w) in scripts.iter().zip(&want) {
            match run(p, &exe, s) {
                Ok(got) if got == *w => {}
                Ok(got) => failures.push(format!(
                    "{} clang -{level} kiln -O{kiln_level}: {} differs:\nwant (status {:?}):\n{}\ngot (status {:?}):\n{}",
                    p.name,
                    s.display(),
                    w.status,
                    String::from_utf8_lossy(&w.stdout),
                    got.status,
                    String::from_utf8_lossy(&got.stdout)
                )),
                Err(e) => failures.push(format!("{} clang -{level}: {}: {e}", p.name, s.display())),
            }
        }
        let _ = std::fs::remove_file(&exe);
    }
    assert!(failures.is_empty(), "{} failure(s):\n\n{}", failures.len(), failures.join("\n\n"));
    let at: Vec<String> = levels.iter().map(|(c, k)| format!("clang -{c}/kiln -O{k}")).collect();
    eprintln!("{}: {} files, {} scripts agree at {}", p.name, files.len(), scripts.len(), at.join(" and "));
}

#[test]
fn lua_with_its_jump_table_runs_scripts_like_the_native_build() {
    check(&PROGRAMS[0]);
}

#[test]
fn quickjs_runs_scripts_like_the_native_build() {
    check(&PROGRAMS[1]);
}

#[test]
fn sqlite_runs_sql_like_the_native_build() {
    check(&PROGRAMS[2]);
}

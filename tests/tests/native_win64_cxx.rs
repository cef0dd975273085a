//! C++ exceptions in Kiln-built Win64 code (MinGW: SEH unwind info whose language handler is
//! `__gxx_personality_seh0`, with the LSDA as its handler data in `.xdata`). Each tests/cxx
//! program, compiled by clang++-19 for x86_64-w64-windows-gnu at -O0 and -O2 and built by Kiln at
//! -O0 and -O2, linked statically with libstdc++ by mingw-w64 and run under wine, prints exactly
//! the recorded output of the Linux build (the programs are portable) and exits with its status
//! (Windows' `abort` exit code 3 for the program whose Linux build dies of SIGABRT, 134).

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::windows::{link_and_run_windows, win_scratch_stem, windows_tools_present};
use kiln_tests::{llvm_tool, recorded_outcome, repo_root, run_cases};
use std::process::Command;

/// The Windows status of a program whose Linux build exits with `linux`.
fn windows_status(linux: i32) -> i32 {
    if linux == 134 {
        3
    } else {
        linux
    }
}

#[test]
fn cxx_corpus_runs_under_wine_like_the_native_build() {
    if !windows_tools_present("the Win64 C++ exception corpus") {
        return;
    }
    let Some(clang) = llvm_tool("clang++-19", "the Win64 C++ exception corpus") else { return };
    let dir = repo_root().join("tests/cxx");
    let mut programs: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.path().file_name()?.to_str()?.strip_suffix(".cpp").map(str::to_string))
        .collect();
    programs.sort();
    assert!(programs.len() >= 6, "tests/cxx has {} programs", programs.len());
    let cases: Vec<(&String, &str, u8)> = programs
        .iter()
        .flat_map(|p| [("-O0", 0), ("-O0", 2), ("-O2", 0), ("-O2", 2)].map(|(c, k)| (p, c, k)))
        .collect();
    let failures = run_cases(cases.len() as u64, |i| {
        let (name, clang_level, opt_level) = cases[i as usize];
        let ll = win_scratch_stem(name).with_extension("ll");
        let out = Command::new(&clang)
            .args(["--target=x86_64-w64-windows-gnu", "-std=c++17", "-S", "-emit-llvm", clang_level, "-o"])
            .arg(&ll)
            .arg(dir.join(format!("{name}.cpp")))
            .output()
            .map_err(|e| format!("cannot run clang++-19: {e}"))?;
        if !out.status.success() {
            return Err(format!("clang++-19 failed:\n{}", String::from_utf8_lossy(&out.stderr)));
        }
        let src = std::fs::read(&ll).map_err(|e| e.to_string())?;
        let _ = std::fs::remove_file(&ll);
        let mut module = kiln::load_module(&src).map_err(|d| kiln::render_diagnostics(name, &src, &d))?;
        let options = BuildOptions { opt_level, target: Target::WINDOWS_GNU, emit: EmitKind::Object };
        let object = build(&mut module, &options).map_err(|d| kiln::render_diagnostics(name, &src, &d))?;
        let run = link_and_run_windows(&[&object], &[], &["-static", "-lstdc++"], &[], name)?;
        let (stdout, status) = recorded_outcome(&dir.join(format!("{name}.O0.ll")));
        let want = windows_status(status);
        if run.stdout != stdout || run.status != Some(want) {
            return Err(format!(
                "expected status {want} and:\n{}\ngot status {:?} and:\n{}",
                String::from_utf8_lossy(&stdout),
                run.status,
                String::from_utf8_lossy(&run.stdout)
            ));
        }
        Ok(())
    });
    let report: Vec<String> = failures
        .iter()
        .map(|(i, e)| {
            let (name, clang_level, opt_level) = cases[*i as usize];
            format!("  {name} (clang++ {clang_level}, kiln -O{opt_level}): {e}")
        })
        .collect();
    assert!(report.is_empty(), "{} of {} Win64 C++ builds differ:\n{}", report.len(), cases.len(), report.join("\n"));
}

//! The corpus round trip: every `.ll` of the C and C++ corpora (clang-19 -O0 and -O2) and of the seed
//! examples parses, verifies, prints, parses again to the same text, and the printed text is
//! accepted by `llvm-as-19`.

use kiln_tests::{ll_files, llvm_as_accepts, llvm_tool};
use std::path::Path;

/// Parses, verifies and round-trips one file; returns the printed text.
fn round_trip(path: &Path) -> String {
    let src = std::fs::read(path).unwrap();
    let name = path.display().to_string();
    let module = kiln::load_module(&src)
        .unwrap_or_else(|d| panic!("{name} rejected:\n{}", kiln::render_diagnostics(&name, &src, &d)));
    let printed = kiln_ir::text::print_module(&module);
    let again = kiln::load_module(printed.as_bytes()).unwrap_or_else(|d| {
        panic!("printed form of {name} rejected:\n{}", kiln::render_diagnostics("<printed>", printed.as_bytes(), &d))
    });
    let printed_again = kiln_ir::text::print_module(&again);
    if printed != printed_again {
        let line = printed.lines().zip(printed_again.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!(
            "{name}: printing is not a fixed point at line {}:\n  first:  {:?}\n  second: {:?}",
            line + 1,
            printed.lines().nth(line),
            printed_again.lines().nth(line)
        );
    }
    assert_eq!(module.num_insts(), again.num_insts(), "{name}: instruction count changed in the round trip");
    assert_eq!(module.funcs.len(), again.funcs.len(), "{name}: function count changed");
    assert_eq!(module.globals.len(), again.globals.len(), "{name}: global count changed");
    printed
}

fn check_dir(dir: &str, min_files: usize) {
    let files = ll_files(dir);
    assert!(files.len() >= min_files, "{dir}: expected at least {min_files} .ll files, found {}", files.len());
    let llvm_as = llvm_tool("llvm-as-19", "acceptance of Kiln's printed IR");
    for f in &files {
        let printed = round_trip(f);
        if let Some(tool) = &llvm_as {
            let stem = f.file_stem().unwrap().to_string_lossy();
            if let Err(e) = llvm_as_accepts(tool, &printed, &stem) {
                panic!("llvm-as-19 rejects Kiln's printed form of {}:\n{e}", f.display());
            }
        }
    }
    eprintln!("{dir}: {} files round-tripped", files.len());
}

#[test]
fn c_corpus_round_trips() {
    // 24 programs, each at -O0 and -O2.
    check_dir("tests/c", 48);
}

#[test]
fn cxx_corpus_round_trips() {
    // 6 C++ exception programs, each at -O0 and -O2.
    check_dir("tests/cxx", 12);
}

#[test]
fn seed_examples_round_trip() {
    check_dir("tests/seeds", 12);
}

#[test]
fn every_c_program_has_both_optimisation_levels_and_expected_output() {
    let root = kiln_tests::repo_root().join("tests/c");
    let mut programs = 0;
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "c") {
            programs += 1;
            for suffix in ["O0.ll", "O2.ll", "expected", "status"] {
                let p = path.with_extension(suffix);
                assert!(p.is_file(), "{} is missing (run tests/c/regen.sh)", p.display());
            }
        }
    }
    assert!(programs >= 20, "the C corpus needs at least 20 programs, found {programs}");
}

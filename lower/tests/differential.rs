//! Differential tests of the mid-end passes on the C corpus (tests/c/*.O0.ll, *.O2.ll): each
//! pass alone and the pipeline mem2reg,instsimplify,simplifycfg,dce must leave a module that
//! verifies, prints as text Kiln and `llvm-as-19` accept, and behaves like the original
//! program (compiled with `clang-19 -O0` and run: same stdout and exit status as NAME.expected
//! and NAME.status). Without clang-19 the behaviour check is skipped with a warning.

#[path = "../src/test_util.rs"]
mod test_util;

use kiln_ir::pass::FunctionPass;
use kiln_ir::text::printer::print_module;
use kiln_ir::Module;
use kiln_lower::dce::Dce;
use kiln_lower::instsimplify::InstSimplify;
use kiln_lower::mem2reg::Mem2Reg;
use kiln_lower::simplifycfg::SimplifyCfg;
use std::path::{Path, PathBuf};
use std::process::Command;
use test_util::{assert_llvm_accepts, assert_verifies, corpus_dir, corpus_files, parse, run_pass};

/// Makes a fresh pass by name.
fn make_pass(name: &str) -> Box<dyn FunctionPass> {
    match name {
        "mem2reg" => Box::new(Mem2Reg::default()),
        "dce" => Box::new(Dce::default()),
        "simplifycfg" => Box::new(SimplifyCfg::default()),
        "instsimplify" => Box::new(InstSimplify::default()),
        _ => panic!("unknown pass {name}"),
    }
}

/// Runs `pipeline` on `m`, verifying after each pass; returns whether anything changed.
fn run_pipeline(m: &mut Module, pipeline: &[&str], what: &str) -> bool {
    let mut changed = false;
    for name in pipeline {
        let mut pass = make_pass(name);
        let reports = run_pass(pass.as_mut(), m);
        changed |= reports.iter().any(|&p| p != kiln_ir::pass::Preserved::All);
        assert_verifies(m, &format!("{what} after {name}"));
    }
    changed
}

/// True when clang-19 can be run.
fn have_clang() -> bool {
    Command::new("clang-19").arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Compiles `text` with clang-19 -O0, runs it, and compares with the recorded behaviour.
fn check_behaviour(prog: &str, text: &str, tag: &str) {
    let dir = std::env::temp_dir().join(format!("kiln-lower-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let ll = dir.join(format!("{tag}.ll"));
    let exe = dir.join(tag);
    std::fs::write(&ll, text).expect("write .ll");
    let out = Command::new("clang-19").args(["-O0", "-w"]).arg(&ll).arg("-o").arg(&exe).arg("-lm").output();
    let out = out.expect("run clang-19");
    assert!(out.status.success(), "{tag}: clang-19 failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().expect("run the compiled program");
    let expected = std::fs::read(corpus_dir().join(format!("{prog}.expected"))).expect("NAME.expected");
    let status: i32 = std::fs::read_to_string(corpus_dir().join(format!("{prog}.status")))
        .expect("NAME.status")
        .trim()
        .parse()
        .expect("status is a number");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&expected),
        "{tag}: stdout differs from {prog}.expected"
    );
    assert_eq!(run.status.code(), Some(status), "{tag}: exit status differs from {prog}.status");
    let _ = std::fs::remove_file(&ll);
    let _ = std::fs::remove_file(&exe);
}

/// Runs `pipeline` over the whole corpus with all three checks.
fn differential(pipeline: &[&str]) {
    let clang = have_clang();
    if !clang {
        eprintln!("warning: clang-19 not found; behaviour checks of {pipeline:?} SKIPPED");
    }
    for (prog, path) in corpus_files() {
        let src = std::fs::read_to_string(&path).expect("read corpus file");
        let mut m = parse(&src);
        let file = path.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string();
        let what = format!("{file} [{}]", pipeline.join(","));
        let changed = run_pipeline(&mut m, pipeline, &what);
        let text = print_module(&m);
        let again = parse(&text);
        assert_eq!(print_module(&again), text, "{what}: print -> parse -> print changed the text");
        assert_llvm_accepts(&text, &what);
        if clang && changed {
            let tag = format!("{}-{}", file.trim_end_matches(".ll").replace('.', "_"), pipeline.join("_"));
            check_behaviour(&prog, &text, &tag);
        }
    }
}

#[test]
fn mem2reg_alone_keeps_behaviour() {
    differential(&["mem2reg"]);
}

#[test]
fn dce_alone_keeps_behaviour() {
    differential(&["dce"]);
}

#[test]
fn simplifycfg_alone_keeps_behaviour() {
    differential(&["simplifycfg"]);
}

#[test]
fn instsimplify_alone_keeps_behaviour() {
    differential(&["instsimplify"]);
}

#[test]
fn pipeline_keeps_behaviour() {
    differential(&["mem2reg", "instsimplify", "simplifycfg", "dce"]);
}

/// Counts what the pipeline removes on the -O0 corpus (printed; asserted to be substantial).
#[test]
fn pipeline_shrinks_the_o0_corpus() {
    let (mut before, mut after) = (0usize, 0usize);
    for (_, path) in corpus_files().into_iter().filter(|(_, p)| p.to_string_lossy().ends_with(".O0.ll")) {
        let src = std::fs::read_to_string(&path).expect("read corpus file");
        let mut m = parse(&src);
        before += m.num_insts();
        run_pipeline(&mut m, &["mem2reg", "instsimplify", "simplifycfg", "dce"], "count");
        after += m.num_insts();
    }
    eprintln!("-O0 corpus: {before} instructions before, {after} after mem2reg,instsimplify,simplifycfg,dce");
    assert!(after * 10 < before * 7, "expected at least 30% fewer instructions: {before} -> {after}");
}

/// The default -O1 and -O2 pipelines through the pass manager (commit checks on in tests):
/// no rollback, no false "preserves all", a valid result that behaves like the original.
#[test]
fn default_pipelines_through_the_pass_manager() {
    let clang = have_clang();
    for (prog, path) in corpus_files() {
        let src = std::fs::read_to_string(&path).expect("read corpus file");
        let file = path.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string();
        for level in [1u8, 2] {
            let mut m = parse(&src);
            let mut pm = kiln_ir::pass::build_default_pipeline(level, kiln_lower::registry::lookup_pass)
                .expect("every default pass is registered");
            let report = pm.run(&mut m);
            assert!(report.ok(), "{file} -O{level}:\n{}", report.format_diagnostics());
            if clang && level == 2 {
                let tag = format!("{}-pm-O{level}", file.trim_end_matches(".ll").replace('.', "_"));
                check_behaviour(&prog, &print_module(&m), &tag);
            }
        }
    }
}

/// Every pass alone and the pipeline on the seed modules (tests/seeds/*.ll: coroutines, GC
/// statepoints, exceptions-free control flow of every kind): the result verifies, round-trips
/// and `llvm-as-19` accepts it. (No behaviour check: most seeds have no `main`.)
#[test]
fn passes_keep_the_seed_modules_valid() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/seeds");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/seeds exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let pipelines: [&[&str]; 5] = [
        &["mem2reg"],
        &["dce"],
        &["simplifycfg"],
        &["instsimplify"],
        &["mem2reg", "instsimplify", "simplifycfg", "dce"],
    ];
    for path in files {
        let src = std::fs::read_to_string(&path).expect("read seed");
        let Ok(original) = kiln_ir::text::parse(src.as_bytes()) else { continue };
        if kiln_ir::verifier::verify_module(&original).is_err() {
            continue;
        }
        for pipeline in pipelines {
            let mut m = original.clone();
            let what = format!("{} [{}]", path.display(), pipeline.join(","));
            run_pipeline(&mut m, pipeline, &what);
            let text = print_module(&m);
            assert_eq!(print_module(&parse(&text)), text, "{what}: print -> parse -> print changed the text");
            assert_llvm_accepts(&text, &what);
        }
    }
}

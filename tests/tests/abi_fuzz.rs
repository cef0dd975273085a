//! The ABI fuzzer (tests/src/abi_fuzz): random signatures checked byte by byte in both directions
//! (C calls Kiln, Kiln calls C) against gcc, per convention: SysV, Win64 via `ms_abi` on Linux, and
//! real Win64 under wine. A gcc-vs-gcc self-check proves the harness; the generated IR must parse
//! and verify in Kiln and be accepted by llvm-as-19; every file in tests/regressions/abi re-runs.
//!
//! Soak: `KILN_ABI_FUZZ_COUNT=20000 KILN_ABI_FUZZ_SEED=$RANDOM cargo test -p kiln-tests --test
//! abi_fuzz kiln_sysv -- --nocapture` (see tests/src/abi_fuzz/mod.rs for all variables).

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::abi_fuzz::emit_ir::module_text;
use kiln_tests::abi_fuzz::run::{tools_available, KilnSide};
use kiln_tests::abi_fuzz::{fuzz, regression_cases, run_cases, Abi, Case, Config, Summary};
use kiln_tests::{llvm_as_accepts, llvm_tool};
use std::fmt::Write;

/// Signatures per ABI per CI run.
const CI_COUNT: u64 = 1000;

/// Parses, verifies and builds `text` with Kiln for `abi`; any diagnostic or panic is an error.
fn compile_with_kiln(text: &str, abi: Abi) -> Result<Vec<u8>, String> {
    let src = text.as_bytes();
    let render =
        |ds: &[kiln_ir::Diagnostic]| ds.iter().map(|d| d.render("batch.ll", src)).collect::<Vec<_>>().join("\n");
    let mut module = kiln_ir::text::parse(src).map_err(|d| d.render("batch.ll", src))?;
    kiln_ir::verifier::verify_module(&module).map_err(|ds| render(&ds))?;
    let target = if abi == Abi::Win64 { Target::WINDOWS_GNU } else { Target::LINUX };
    let opts = BuildOptions { opt_level: 0, target, emit: EmitKind::Object };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| build(&mut module, &opts))) {
        Ok(Ok(obj)) => Ok(obj),
        Ok(Err(ds)) => Err(render(&ds)),
        Err(p) => {
            let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
            Err(format!("Kiln panicked: {}", msg.unwrap_or_default()))
        }
    }
}

/// False (after a loud warning) when the tools of `abi` are missing and the oracle is optional.
fn tools_or_skip(abi: Abi) -> bool {
    match tools_available(abi) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("\n!!! WARNING: ABI fuzz {} NOT run: {e}\n", abi.name());
            if std::env::var_os("KILN_REQUIRE_ORACLE").is_some() {
                panic!("KILN_REQUIRE_ORACLE is set but {e}");
            }
            false
        }
    }
}

fn report(summary: &Summary) {
    let text = summary.render();
    assert!(summary.passed(), "{text}");
    eprintln!("{text}");
}

fn kiln_fuzz(abi: Abi) {
    if !tools_or_skip(abi) {
        return;
    }
    let compile = compile_with_kiln;
    report(&fuzz(abi, KilnSide::Kiln(&compile), &Config::from_env(abi, CI_COUNT), "kiln"));
}

fn gcc_selfcheck(abi: Abi) {
    if !tools_or_skip(abi) {
        return;
    }
    let mut config = Config::from_env(abi, CI_COUNT);
    config.shrink = 0;
    report(&fuzz(abi, KilnSide::Gcc, &config, "gcc self-check"));
}

#[test]
fn kiln_sysv() {
    kiln_fuzz(Abi::SysV);
}

#[test]
fn kiln_msabi_on_linux() {
    kiln_fuzz(Abi::MsAbi);
}

#[test]
fn kiln_win64_wine() {
    kiln_fuzz(Abi::Win64);
}

#[test]
fn gcc_selfcheck_sysv() {
    gcc_selfcheck(Abi::SysV);
}

#[test]
fn gcc_selfcheck_msabi_on_linux() {
    gcc_selfcheck(Abi::MsAbi);
}

#[test]
fn gcc_selfcheck_win64_wine() {
    gcc_selfcheck(Abi::Win64);
}

/// The IR of every CI signature parses and verifies in Kiln, and llvm-as-19 accepts it.
#[test]
fn generated_ir_is_valid() {
    let llvm_as = llvm_tool("llvm-as-19", "the ABI fuzzer's IR");
    for abi in Abi::ALL {
        let config = Config::from_env(abi, CI_COUNT);
        for chunk in config.cases().chunks(config.batch) {
            let text = module_text(abi, chunk);
            let module = kiln_ir::text::parse(text.as_bytes())
                .unwrap_or_else(|d| panic!("Kiln rejects the fuzz IR:\n{}", d.render("fuzz.ll", text.as_bytes())));
            if let Err(ds) = kiln_ir::verifier::verify_module(&module) {
                panic!("the fuzz IR does not verify:\n{}", ds[0].render("fuzz.ll", text.as_bytes()));
            }
            if let Some(tool) = &llvm_as {
                if let Err(e) = llvm_as_accepts(tool, &text, "abi-fuzz") {
                    panic!("llvm-as-19 rejects the fuzz IR of {}:\n{e}", abi.name());
                }
            }
        }
    }
}

/// Every shrunk failure in tests/regressions/abi passes, with Kiln and (proving the file is a
/// valid case) with gcc on both sides.
#[test]
fn regressions() {
    let compile = compile_with_kiln;
    let mut failed = Vec::new();
    for abi in Abi::ALL {
        let files = regression_cases(abi).unwrap_or_else(|e| panic!("bad regression file: {e}"));
        if files.is_empty() || !tools_or_skip(abi) {
            continue;
        }
        let cases: Vec<Case> = files.iter().map(|(_, c)| c.clone()).collect();
        let oracle = run_cases(abi, KilnSide::Gcc, &cases, 100, "regressions, gcc self-check", 0);
        let kiln = run_cases(abi, KilnSide::Kiln(&compile), &cases, 100, "regressions, kiln", 0);
        for summary in [oracle, kiln] {
            let mut text = summary.render();
            for f in &summary.failures {
                let _ = writeln!(text, "  regression case {} is {}", f.case.id, files[f.case.id as usize].0.display());
            }
            eprintln!("{text}");
            if !summary.passed() {
                failed.push(text);
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

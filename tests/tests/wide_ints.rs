//! Integers wider than 128 bits: `wide-expand` (division, min/max/abs, conversions to and from
//! float and double) keeps every program's meaning, and hand-checked programs in tests/wide run
//! as expected in the interpreter and built by Kiln at -O0 and -O2. (The C corpus programs
//! tests/c/bitint*.c and bitfields_wide.c, and tests/regressions/wide-int-*.ll, check the same
//! against clang's native builds.)

use kiln::codegen::{build, BuildOptions};
use kiln_interp::{run_main, Config};
use kiln_tests::native::link_and_run;
use kiln_tests::{ll_files, llvm_as_accepts, llvm_tool, repo_root};

fn interp(m: &kiln_ir::Module, what: &str) -> (Vec<u8>, i32) {
    match run_main(m, &Config { capture: true, ..Config::default() }) {
        Ok(o) => (o.stdout, o.exit_code),
        Err((t, _)) => panic!("{what}: trap {t}"),
    }
}

fn load(file: &str) -> (Vec<u8>, kiln_ir::Module) {
    let src = std::fs::read(repo_root().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let m = kiln::load_module(&src).unwrap_or_else(|d| panic!("{file}: {}", kiln::render_diagnostics(file, &src, &d)));
    (src, m)
}

#[test]
fn expanded_wide_integers_run_like_the_originals() {
    let llvm_as = llvm_tool("llvm-as-19", "acceptance of wide-expand's output");
    let files = [
        "tests/c/bitint.O0.ll",
        "tests/c/bitint.O2.ll",
        "tests/c/bitint_float.O0.ll",
        "tests/c/bitint_float.O2.ll",
        "tests/regressions/wide-int-ops.ll",
    ];
    for file in files {
        let (_, original) = load(file);
        assert!(kiln_isel::wide_expand::is_needed(&original), "{file} has nothing to expand");
        let mut expanded = original.clone();
        let n = kiln_isel::wide_expand::expand_module(&mut expanded);
        assert!(n >= 3, "{file}: only {n} instructions expanded");
        assert!(!kiln_isel::wide_expand::is_needed(&expanded), "{file}: expansion is not a fixed point");
        if let Err(d) = kiln_ir::verifier::verify_module(&expanded) {
            panic!(
                "{file}: the expanded module does not verify: {:?}",
                d.iter().map(|d| &d.message).collect::<Vec<_>>()
            );
        }
        let printed = kiln_ir::text::print_module(&expanded);
        for gone in [" udiv i2", " sdiv i2", " urem i3", " sitofp i2"] {
            assert!(!printed.contains(gone), "{file}: '{gone}' left after expansion");
        }
        if let Some(tool) = &llvm_as {
            llvm_as_accepts(tool, &printed, "wide-expand").unwrap_or_else(|e| panic!("{file}: llvm-as-19: {e}"));
        }
        assert_eq!(interp(&expanded, file), interp(&original, file), "{file}: expansion changed the output");
    }
}

#[test]
fn wide_programs_print_what_is_expected() {
    let files = ll_files("tests/wide");
    assert!(!files.is_empty(), "no programs in tests/wide");
    for path in files {
        let file = path.strip_prefix(repo_root()).unwrap_or(&path).display().to_string();
        let expected = std::fs::read(path.with_extension("expected")).unwrap_or_else(|e| panic!("{file}: {e}"));
        let (src, mut m) = load(&file);
        let (out, code) = interp(&m, &file);
        assert_eq!(code, 0, "{file}: interpreter exit status");
        assert_eq!(String::from_utf8_lossy(&out), String::from_utf8_lossy(&expected), "{file}: interpreter output");
        for opt_level in [0, 2] {
            let obj = build(&mut m, &BuildOptions { opt_level, ..BuildOptions::default() })
                .unwrap_or_else(|d| panic!("{file}: {}", kiln::render_diagnostics(&file, &src, &d)));
            let run = link_and_run(&obj, &[], "wide").unwrap_or_else(|e| panic!("{file}: {e}"));
            assert_eq!(
                String::from_utf8_lossy(&run.stdout),
                String::from_utf8_lossy(&expected),
                "{file}: output of the -O{opt_level} build"
            );
        }
    }
}

/// What Kiln cannot build yet is a located error naming the construct.
#[test]
fn unsupported_wide_constructs_are_located_errors() {
    let cases = [
        (
            "define i256 @f(i256 %x) {\n  ret i256 %x\n}\n",
            "i256 as a parameter or return value is not supported",
        ),
        (
            "declare i256 @llvm.bswap.i256(i256)\ndefine void @f(ptr %p) {\n  %x = load i256, ptr %p\n  %y = call i256 @llvm.bswap.i256(i256 %x)\n  store i256 %y, ptr %p\n  ret void\n}\n",
            "llvm.bswap on integers wider than 128 bits is not supported",
        ),
        (
            "define void @f(ptr %p) {\n  %x = load i256, ptr %p\n  %y = sitofp i256 %x to x86_fp80\n  store x86_fp80 %y, ptr %p\n  ret void\n}\n",
            "conversion from i256 to x86_fp80 is not supported",
        ),
    ];
    for (src, want) in cases {
        let mut m = kiln::load_module(src.as_bytes()).unwrap_or_else(|d| panic!("{src}: {d:?}"));
        let err = build(&mut m, &BuildOptions::default()).expect_err(src);
        let text = kiln::render_diagnostics("t.ll", src.as_bytes(), &err);
        assert!(text.contains(want), "{src}: expected '{want}' in:\n{text}");
        assert!(text.contains("t.ll:"), "{src}: the error is not located:\n{text}");
    }
}

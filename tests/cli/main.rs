//! Tests of the `kiln` command line: exit codes, stdin, diagnostics format, `fmt` output.

use std::io::Write;
use std::process::{Command, Output, Stdio};

mod unsupported_calls;

fn kiln(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kiln"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(input) = stdin {
        // A command that fails on its arguments exits without reading stdin: a broken pipe here
        // is expected then, and the exit status is what the test checks.
        let _ = child.stdin.take().unwrap().write_all(input);
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

const GOOD: &str = "define i32 @add(i32 %a, i32 %b) {\nentry:\n  %s = add nsw i32 %a, %b\n  ret i32 %s\n}\n";

#[test]
fn verify_accepts_valid_input_silently() {
    let out = kiln(&["verify", "-"], Some(GOOD.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty() && out.stderr.is_empty());
}

#[test]
fn verify_reports_located_errors_with_exit_1() {
    let bad = "define i32 @f(i32 %a) {\nentry:\n  %s = add i32 %a, %nope\n  ret i32 %s\n}\n";
    let out = kiln(&["verify", "-"], Some(bad.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("<stdin>:3:"), "{err}");
    assert!(err.contains("error:") && err.contains("%nope"), "{err}");
    assert!(err.lines().nth(1) == Some("  %s = add i32 %a, %nope"), "{err}");
    assert!(err.lines().nth(2).is_some_and(|l| l.trim_end().ends_with('^')), "{err}");
}

#[test]
fn fmt_prints_canonical_text_that_verifies() {
    let out = kiln(&["fmt", "-"], Some(GOOD.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("define i32 @add(i32 %a, i32 %b)"), "{text}");
    assert!(text.contains("%s = add nsw i32 %a, %b"), "{text}");
    let again = kiln(&["fmt", "-"], Some(text.as_bytes()));
    assert_eq!(String::from_utf8(again.stdout).unwrap(), text, "fmt is not idempotent");
}

#[test]
fn fmt_reads_files_and_names_them_in_errors() {
    let dir = std::env::temp_dir().join(format!("kiln-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.ll");
    std::fs::write(&path, "define void @f() {\n  ret i999 0\n}\n").unwrap();
    let out = kiln(&["fmt", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with(&format!("{}:2:", path.display())), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn usage_errors_exit_2() {
    for args in
        [&[][..], &["frobnicate"][..], &["verify"][..], &["verify", "a.ll", "b.ll"][..], &["fmt", "--bogus", "x"][..]]
    {
        let out = kiln(args, None);
        assert_eq!(out.status.code(), Some(2), "args {args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("kiln:"), "args {args:?}");
    }
    let missing = kiln(&["verify", "/nonexistent/x.ll"], None);
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn help_and_version() {
    let out = kiln(&["--help"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("kiln verify") && text.contains("kiln fmt"), "{text}");
    let v = kiln(&["--version"], None);
    assert!(String::from_utf8_lossy(&v.stdout).starts_with("kiln "));
}

#[test]
fn interp_runs_a_corpus_program_with_its_exit_status() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c");
    let file = root.join("state_machine.O2.ll");
    let out = kiln(&["interp", file.to_str().unwrap()], None);
    let expected = std::fs::read(root.join("state_machine.expected")).unwrap();
    let status: i32 = std::fs::read_to_string(root.join("state_machine.status")).unwrap().trim().parse().unwrap();
    assert_eq!(out.stdout, expected);
    assert_eq!(out.status.code(), Some(status));
}

#[test]
fn interp_passes_arguments_to_main() {
    let prog = "@fmt = private constant [4 x i8] c\"%s\\0A\\00\"\ndeclare i32 @printf(ptr, ...)\n\
        define i32 @main(i32 %argc, ptr %argv) {\n  %p = getelementptr ptr, ptr %argv, i64 2\n  \
        %s = load ptr, ptr %p\n  %r = call i32 (ptr, ...) @printf(ptr @fmt, ptr %s)\n  ret i32 %argc\n}\n";
    let out = kiln(&["interp", "-", "first", "second"], Some(prog.as_bytes()));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "second\n");
    assert_eq!(out.status.code(), Some(3), "argc counts argv[0] and two arguments");
}

#[test]
fn interp_reports_undefined_behaviour_and_fuel_with_distinct_statuses() {
    let ub = "define i32 @main() {\nentry:\n  %x = sdiv i32 1, 0\n  ret i32 %x\n}\n";
    let out = kiln(&["interp", "-"], Some(ub.as_bytes()));
    assert_eq!(out.status.code(), Some(70));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("division by zero") && err.contains("@main") && err.contains("%entry"), "{err}");
    let spin = "define i32 @main() {\nentry:\n  br label %loop\nloop:\n  br label %loop\n}\n";
    let out = kiln(&["interp", "--fuel", "1000", "-"], Some(spin.as_bytes()));
    assert_eq!(out.status.code(), Some(72));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fuel"));
    let bad = kiln(&["interp", "--fuel", "lots", "-"], Some(spin.as_bytes()));
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn opt_runs_named_passes_and_default_pipelines() {
    let src = "define i32 @f(i32 %a) {\nentry:\n  %p = alloca i32, align 4\n  store i32 %a, ptr %p, align 4\n  \
        %v = load i32, ptr %p, align 4\n  %w = add i32 %v, 0\n  br i1 true, label %t, label %e\nt:\n  ret i32 %w\ne:\n  ret i32 0\n}\n";
    let out = kiln(&["opt", "--passes=mem2reg,instsimplify,simplifycfg,dce", "-"], Some(src.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains("alloca") && !text.contains("load") && !text.contains("add"), "{text}");
    assert!(text.contains("ret i32 %a"), "{text}");
    let o2 = kiln(&["opt", "-O2", "-"], Some(src.as_bytes()));
    assert_eq!(String::from_utf8(o2.stdout).unwrap(), text, "-O2 should reach the same fixed point here");
    let o0 = kiln(&["opt", "-O0", "-"], Some(src.as_bytes()));
    assert!(String::from_utf8(o0.stdout).unwrap().contains("alloca"), "-O0 runs no pass");
}

#[test]
fn opt_options_and_errors() {
    let src = "define i32 @f(i32 %a) {\n  %p = alloca i32\n  store i32 %a, ptr %p\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n";
    let out = kiln(
        &["opt", "--passes=mem2reg,dce", "--print-after-all", "--time-passes", "--verify-each", "-"],
        Some(src.as_bytes()),
    );
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("IR Dump After mem2reg") && err.contains("IR Dump After dce"), "{err}");
    assert!(err.contains("timing report") && err.contains("final_verify"), "{err}");
    assert_eq!(kiln(&["opt", "--passes=loop-vectorize", "-"], Some(src.as_bytes())).status.code(), Some(2));
    assert_eq!(kiln(&["opt", "--passes=final_verify:dce", "-"], Some(src.as_bytes())).status.code(), Some(2));
    assert_eq!(kiln(&["opt", "-O2", "--passes=dce", "-"], Some(src.as_bytes())).status.code(), Some(2));
}

/// A program that prints its argument count and exits with 3 when given arguments.
const RUNNABLE: &str = r#"@.fmt = private constant [9 x i8] c"argc=%d\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main(i32 %argc, ptr %argv) {
entry:
  %n = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %argc)
  %many = icmp sgt i32 %argc, 1
  %r = select i1 %many, i32 3, i32 0
  ret i32 %r
}
"#;

#[test]
fn run_builds_links_and_passes_arguments_and_status() {
    for opt in ["-O0", "-O2"] {
        let out = kiln(&["run", opt, "-"], Some(RUNNABLE.as_bytes()));
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stdout), "argc=1\n");
        let out = kiln(&["run", opt, "-", "a", "b"], Some(RUNNABLE.as_bytes()));
        assert_eq!(out.status.code(), Some(3), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stdout), "argc=3\n");
    }
}

#[test]
fn build_writes_an_elf_object_and_an_asm_listing() {
    let dir = std::env::temp_dir().join(format!("kiln-cli-build-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let obj = dir.join("add.o");
    let out = kiln(&["build", "-", "-O2", "-o", obj.to_str().unwrap()], Some(GOOD.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(&obj).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF", "not an ELF file");
    assert_eq!(bytes[4], 2, "not ELF64");
    let out = kiln(&["build", "-", "--emit", "asm"], Some(GOOD.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let asm = String::from_utf8_lossy(&out.stdout);
    assert!(asm.contains("add:"), "no label for @add:\n{asm}");
    assert!(asm.contains("ret"), "no ret:\n{asm}");
    let out = kiln(&["build", "-", "--emit", "mir"], Some(GOOD.as_bytes()));
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("ret %rax"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn build_rejects_unknown_targets_and_unsupported_ir() {
    let out = kiln(&["build", "-", "--target", "riscv64-unknown-linux-gnu"], Some(GOOD.as_bytes()));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unsupported target"));
    // half arithmetic parses but the back end does not compile it: a located error, no object.
    let half = "define half @f(half %a) {\nentry:\n  %s = fadd half %a, %a\n  ret half %s\n}\n";
    let dir = std::env::temp_dir().join(format!("kiln-cli-half-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let obj = dir.join("f.o");
    let out = kiln(&["build", "-", "-o", obj.to_str().unwrap()], Some(half.as_bytes()));
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("<stdin>:"), "error without a location: {err}");
    assert!(!obj.exists(), "an object was written despite the error");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Builds `src` (from stdin) with `args` into a fresh file and returns the object bytes.
fn build_object(src: &str, args: &[&str], file: &str) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("kiln-cli-targets-{}-{file}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let obj = dir.join(file);
    let mut all = vec!["build", "-", "-o", obj.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = kiln(&all, Some(src.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(&obj).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
}

#[test]
fn build_follows_the_module_triple_and_target_overrides_it() {
    let coff_machine = |b: &[u8]| u16::from_le_bytes([b[0], b[1]]);
    let macho_magic = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    // No triple: Linux ELF.
    assert_eq!(&build_object(GOOD, &[], "plain.o")[..4], b"\x7fELF");
    // The module's triple picks the format.
    let win = format!("target triple = \"x86_64-w64-windows-gnu\"\n{GOOD}");
    assert_eq!(coff_machine(&build_object(&win, &[], "win.obj")), 0x8664, "not an AMD64 COFF object");
    let mac = format!("target triple = \"x86_64-apple-macosx11.0.0\"\n{GOOD}");
    assert_eq!(macho_magic(&build_object(&mac, &[], "mac.o")), 0xfeed_facf, "not a 64-bit Mach-O object");
    // --target wins over the triple.
    assert_eq!(&build_object(&win, &["--target", "x86_64-unknown-linux-gnu"], "forced.o")[..4], b"\x7fELF");
    assert_eq!(coff_machine(&build_object(GOOD, &["--target", "x86_64-pc-windows-msvc"], "msvc.obj")), 0x8664);
    assert_eq!(macho_magic(&build_object(GOOD, &["--target", "x86_64-apple-darwin"], "d.o")), 0xfeed_facf);
}

#[test]
fn a_module_for_another_architecture_is_refused_unless_overridden() {
    let arm = format!("target triple = \"aarch64-unknown-linux-gnu\"\n{GOOD}");
    let out = kiln(&["build", "-", "-o", "/dev/null"], Some(arm.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("'aarch64-unknown-linux-gnu' is not a target"));
    // `kiln run` runs on this Linux host only.
    let win = format!("target triple = \"x86_64-w64-windows-gnu\"\n{GOOD}");
    let out = kiln(&["run", "-"], Some(win.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("links and runs on this Linux host"));
}

#[test]
fn back_end_errors_point_at_the_function() {
    let src = "declare void @g()\n\ndefine void @f() {\n  %a = alloca [3000000000 x i8]\n  store volatile i8 0, ptr %a\n  ret void\n}\n";
    let out = kiln(&["build", "-", "-o", "/dev/null"], Some(src.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("<stdin>:3:1: error: code emission failed in @f: frame of"), "{err}");
    assert!(err.lines().nth(1) == Some("define void @f() {"), "{err}");
}

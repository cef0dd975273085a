//! Objects for `x86_64-pc-windows-msvc` linked by a Microsoft-style linker: `lld-link-19` links Kiln's
//! COFF objects (no C runtime: the entry point calls kernel32 through MinGW's import library, and
//! `__chkstk` comes from a few lines assembled with `llvm-mc-19`) and the programs run under wine.
//! Checks aggregates by value, `dllimport` calls through `__imp_` pointers, frames of several pages
//! probed through `__chkstk`, a realigned frame with a dynamic alloca, and the unwind tables lld-link
//! accepts.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::native::scratch_stem;
use kiln_tests::windows::{describe_exit_code, run_wine, windows_tools_present};
use std::path::Path;
use std::process::Command;

/// MinGW's import library for kernel32 (lld-link reads the GNU archive format too).
const KERNEL32: &str = "/usr/x86_64-w64-mingw32/lib/libkernel32.a";

const PROGRAM: &str = r#"
target triple = "x86_64-pc-windows-msvc"
%S = type { i64, i64, i64 }
declare dllimport void @ExitProcess(i32)
declare dllimport ptr @GetStdHandle(i32)
declare dllimport i32 @WriteFile(ptr, ptr, i32, ptr, ptr)
@msg = private constant [8 x i8] c"msvc ok\0A"

define internal i64 @sum(%S %s, i64 %k) {
  %a = extractvalue %S %s, 0
  %b = extractvalue %S %s, 2
  %t = add i64 %a, %b
  %r = add i64 %t, %k
  ret i64 %r
}

define internal i64 @big(i64 %n) {
  %buf = alloca [20000 x i8], align 16
  %p = getelementptr i8, ptr %buf, i64 %n
  store volatile i8 5, ptr %p
  %v = load volatile i8, ptr %p
  %d = alloca i8, i64 %n, align 64
  %da = ptrtoint ptr %d to i64
  %mis = and i64 %da, 63
  store volatile i8 7, ptr %d
  %w = load volatile i8, ptr %d
  %s = add i8 %v, %w
  %r = zext i8 %s to i64
  %r2 = add i64 %r, %mis
  ret i64 %r2
}

define void @start() {
  %s0 = insertvalue %S undef, i64 1, 0
  %s1 = insertvalue %S %s0, i64 2, 1
  %s2 = insertvalue %S %s1, i64 3, 2
  %v = call i64 @sum(%S %s2, i64 26)
  %b = call i64 @big(i64 9000)
  %h = call ptr @GetStdHandle(i32 -11)
  %w = alloca i32
  call i32 @WriteFile(ptr %h, ptr @msg, i32 8, ptr %w, ptr null)
  %t = add i64 %v, %b
  %c = trunc i64 %t to i32
  call void @ExitProcess(i32 %c)
  unreachable
}
"#;

/// `__chkstk` as the Microsoft runtime defines it: touches every page from rsp down `rax` bytes,
/// preserving every register.
const CHKSTK: &str = "\t.intel_syntax noprefix\n\t.text\n\t.globl __chkstk\n__chkstk:\n\tpush rcx\n\tpush rax\n\
\tlea rcx, [rsp + 24]\n\tcmp rax, 4096\n\tjb 2f\n1:\n\tsub rcx, 4096\n\tor qword ptr [rcx], 0\n\tsub rax, 4096\n\
\tcmp rax, 4096\n\tja 1b\n2:\n\tsub rcx, rax\n\tor qword ptr [rcx], 0\n\tpop rax\n\tpop rcx\n\tret\n";

fn run(tool: &Path, args: &[&std::ffi::OsStr]) {
    let out = Command::new(tool).args(args).output().unwrap_or_else(|e| panic!("{}: {e}", tool.display()));
    assert!(out.status.success(), "{} failed:\n{}", tool.display(), String::from_utf8_lossy(&out.stderr));
}

#[test]
fn msvc_objects_link_with_lld_link_and_run_under_wine() {
    let Some(lld_link) = kiln_tests::llvm_tool("lld-link-19", "MSVC objects linked by lld-link") else { return };
    let Some(mc) = kiln_tests::llvm_tool("llvm-mc-19", "MSVC objects linked by lld-link") else { return };
    if !windows_tools_present("MSVC objects under wine") || !Path::new(KERNEL32).is_file() {
        eprintln!("\n!!! WARNING: {KERNEL32} or wine missing: MSVC objects were NOT run.");
        return;
    }
    let stem = scratch_stem("msvc");
    let (asm, probe, obj) = (stem.with_extension("s"), stem.with_extension("chkstk.obj"), stem.with_extension("obj"));
    std::fs::write(&asm, CHKSTK).expect("write asm");
    run(
        &mc,
        &[
            "-triple=x86_64-pc-windows-msvc".as_ref(),
            "-filetype=obj".as_ref(),
            asm.as_ref(),
            "-o".as_ref(),
            probe.as_ref(),
        ],
    );
    for opt_level in [0, 2] {
        let mut module = kiln_ir::text::parse(PROGRAM.as_bytes()).expect("test IR parses");
        let opts = BuildOptions { opt_level, target: Target::WINDOWS_MSVC, emit: EmitKind::Object };
        std::fs::write(&obj, build(&mut module, &opts).expect("builds")).expect("write object");
        let exe = stem.with_extension(format!("O{opt_level}.exe"));
        let mut out_flag = std::ffi::OsString::from("/out:");
        out_flag.push(&exe);
        run(
            &lld_link,
            &[
                "/entry:start".as_ref(),
                "/subsystem:console".as_ref(),
                out_flag.as_os_str(),
                obj.as_ref(),
                probe.as_ref(),
                KERNEL32.as_ref(),
            ],
        );
        let got = run_wine(&exe, &[]).unwrap_or_else(|e| panic!("{e}"));
        let _ = std::fs::remove_file(&exe);
        let status = got.status.unwrap_or(-1);
        // sum = 1 + 3 + 26, big = 5 + 7 with the 64-aligned alloca at offset 0 of 64.
        assert_eq!(status, 42, "-O{opt_level}: {}", describe_exit_code(status));
        assert_eq!(String::from_utf8_lossy(&got.stdout), "msvc ok\n", "-O{opt_level}");
    }
    for f in [asm, probe, obj] {
        let _ = std::fs::remove_file(f);
    }
}

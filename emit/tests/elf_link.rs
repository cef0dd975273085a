//! End to end: write the sample module as an ELF object, check it with binutils/LLVM tools, link it
//! with C code using `cc`, run it, and walk the stack through Kiln frames with glibc `backtrace()`.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

const MAIN_C: &str = r#"
#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long add3(long, long, long);
long hello(void);
long pick(long);
long spilly(long, long);
long kiln_frame(long);
long aligned_probe(void (*)(void *));
long read_ext(void);
long weak_fn(void);
long arg7(long, long, long, long, long, long, long);
long call_arg7(long);
long big_frame(long);
extern long counter;
extern long *table_ptr;
extern char zeros[64];
extern const char *const ro_ptr;
long ext_var = 1234;

static int probe_aligned;
static int do_backtrace;

__attribute__((noinline)) long c_probe(long x) {
    probe_aligned = ((uintptr_t)__builtin_frame_address(0) % 16) == 0;
    if (do_backtrace) {
        void *frames[32];
        int n = backtrace(frames, 32);
        char **names = backtrace_symbols(frames, n);
        int kiln = -1, main_at = -1;
        for (int i = 0; i < n; i++) {
            if (names && strstr(names[i], "(kiln_frame+")) kiln = i;
            if (names && strstr(names[i], "(main+")) main_at = i;
        }
        printf("frames kiln_frame=%d main=%d\n", kiln, main_at);
    }
    return x * 2;
}

static void cb(void *p) {
    printf("aligned32=%d\n", (int)((uintptr_t)p % 32 == 0));
    memset(p, 0xab, 64);
}

__attribute__((noinline)) static void probe_at_depth(int n) {
    volatile char pad[n + 1];
    pad[0] = 1;
    printf("aligned_probe=%ld ", aligned_probe(cb));
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "bt") == 0) {
        do_backtrace = 1;
        printf("kiln_frame=%ld\n", kiln_frame(5));
        return 0;
    }
    printf("counter0=%ld\n", counter);
    printf("add3=%ld\n", add3(1, 20, 300));
    printf("hello=%ld\n", hello());
    printf("counter1=%ld\n", counter);
    for (long i = -1; i < 6; i++) printf("pick(%ld)=%ld\n", i, pick(i));
    long s = 0;
    for (long i = 0; i < 100; i++) s += spilly(i, i * 3) + i;
    printf("spilly=%ld\n", s);
    long kf = kiln_frame(21);
    printf("kiln_frame=%ld aligned=%d\n", kf, probe_aligned);
    for (int d = 0; d < 4; d++) probe_at_depth(d * 8);
    printf("read_ext=%ld weak=%ld\n", read_ext(), weak_fn());
    printf("table_ok=%d zeros=%d\n", table_ptr == &counter, zeros[63]);
    printf("arg7=%ld call_arg7=%ld\n", arg7(1, 2, 3, 4, 5, 6, 77), call_arg7(99));
    printf("big_frame=%ld ro_ptr=%s\n", big_frame(21), ro_ptr);
    return 0;
}
"#;

const EXPECTED: &str = "counter0=15
add3=321
hello from kiln
hello=0
counter1=16
pick(-1)=-1
pick(0)=1
pick(1)=11
pick(2)=21
pick(3)=31
pick(4)=-1
pick(5)=-1
spilly=24750
kiln_frame=63 aligned=1
aligned32=1
aligned_probe=3 aligned32=1
aligned_probe=3 aligned32=1
aligned_probe=3 aligned32=1
aligned_probe=3 read_ext=1234 weak=7
table_ok=1 zeros=0
arg7=77 call_arg7=99
big_frame=42 ro_ptr=from kiln
";

fn write_object(dir: &Path) -> PathBuf {
    let s = common::sample();
    let funcs = common::emit_all(&s);
    let bytes = kiln_emit::write_elf(&s.module, &funcs).expect("ELF object");
    let path = dir.join("sample.o");
    std::fs::write(&path, bytes).unwrap();
    path
}

fn run_tool(tool: &str, args: &[&str], obj: &Path) -> String {
    let out = Command::new(tool).args(args).arg(obj).output().unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{tool} {args:?} failed: {stderr}");
    assert!(!stderr.to_lowercase().contains("warning"), "{tool} {args:?} warned: {stderr}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn tool_exists(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Links the sample object with the C driver and returns the executable.
fn link(dir: &Path) -> PathBuf {
    let obj = write_object(dir);
    let c = dir.join("main.c");
    std::fs::write(&c, MAIN_C).unwrap();
    let exe = dir.join("prog");
    let out = Command::new("cc")
        .args(["-O1", "-fno-omit-frame-pointer", "-rdynamic", "-o"])
        .arg(&exe)
        .arg(&c)
        .arg(&obj)
        .output()
        .expect("cc");
    assert!(out.status.success(), "cc failed: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "cc warned: {}", String::from_utf8_lossy(&out.stderr));
    exe
}

#[test]
fn object_is_accepted_by_readelf_objdump_and_llvm_readobj() {
    let dir = common::temp_dir("tools");
    let obj = write_object(&dir);
    let re = run_tool("readelf", &["-a", "-W"], &obj);
    for needle in [
        ".text",
        ".rodata",
        ".data",
        ".bss",
        ".eh_frame",
        ".note.GNU-stack",
        ".init_array",
        "R_X86_64_PLT32",
        "R_X86_64_PC32",
        "R_X86_64_REX_GOTPCRELX",
        "R_X86_64_64",
    ] {
        assert!(re.contains(needle), "readelf output lacks {needle}:\n{re}");
    }
    let sym_line = |name: &str| {
        re.lines().find(|l| l.split_whitespace().last() == Some(name)).unwrap_or_else(|| panic!("no symbol {name}"))
    };
    assert!(sym_line("add3").contains("FUNC    GLOBAL DEFAULT"), "{}", sym_line("add3"));
    assert!(sym_line("weak_fn").contains("FUNC    WEAK   DEFAULT"), "{}", sym_line("weak_fn"));
    assert!(sym_line("read_ext").contains("GLOBAL HIDDEN"), "{}", sym_line("read_ext"));
    assert!(sym_line("kiln_ctor").contains("FUNC    LOCAL  DEFAULT"), "{}", sym_line("kiln_ctor"));
    assert!(sym_line("counter").contains("8 OBJECT  GLOBAL"), "{}", sym_line("counter"));
    assert!(sym_line("puts").contains("NOTYPE  GLOBAL DEFAULT  UND"), "{}", sym_line("puts"));
    // The stack note is present and not executable.
    let note = re.lines().find(|l| l.contains(".note.GNU-stack")).unwrap();
    assert!(!note.contains(" X"), "{note}");
    let frames = run_tool("readelf", &["--debug-dump=frames"], &obj);
    assert!(frames.contains("DW_CFA_def_cfa_register: r6 (rbp)"), "{frames}");
    assert!(frames.contains("DW_CFA_offset: r3 (rbx) at cfa-24"), "{frames}");
    let dis = run_tool("objdump", &["-d", "-r"], &obj);
    assert!(dis.contains("<kiln_frame>:") && dis.contains("R_X86_64_PLT32\tc_probe-0x4"), "{dis}");
    if tool_exists("llvm-readobj-19") {
        run_tool("llvm-readobj-19", &["--all"], &obj);
        let uw = run_tool("llvm-dwarfdump-19", &["--eh-frame"], &obj);
        assert!(uw.contains("DW_CFA_def_cfa_register: RBP") || uw.contains("DW_CFA_def_cfa_register: reg6"), "{uw}");
    } else if std::env::var_os("KILN_REQUIRE_ORACLE").is_some() {
        panic!("llvm-readobj-19 is not installed and KILN_REQUIRE_ORACLE is set");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn linked_program_runs_correctly() {
    let dir = common::temp_dir("run");
    let exe = link(&dir);
    let out = Command::new(&exe).output().expect("run");
    assert!(out.status.success(), "exit {:?}: {}", out.status, String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout, EXPECTED);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn listing_assembles_links_and_runs_the_same() {
    if !tool_exists("as") {
        return;
    }
    let dir = common::temp_dir("listing");
    let s = common::sample();
    let text = kiln_emit::listing(&s.module, &common::emit_all(&s));
    std::fs::write(dir.join("sample.s"), text).unwrap();
    std::fs::write(dir.join("main.c"), MAIN_C).unwrap();
    let exe = dir.join("prog");
    let out = Command::new("cc")
        .args(["-O1", "-fno-omit-frame-pointer", "-rdynamic", "-o"])
        .arg(&exe)
        .arg(dir.join("main.c"))
        .arg(dir.join("sample.s"))
        .output()
        .expect("cc");
    assert!(out.status.success(), "cc failed on the listing: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "cc warned on the listing: {}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().expect("run");
    assert_eq!(String::from_utf8_lossy(&run.stdout), EXPECTED);
    // The listing's .cfi directives let the unwinder through kiln_frame too.
    let bt = Command::new(&exe).arg("bt").output().expect("run");
    let bt = String::from_utf8_lossy(&bt.stdout);
    assert!(bt.starts_with("frames kiln_frame=1 main=2\n"), "{bt}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn backtrace_walks_through_kiln_frame() {
    let dir = common::temp_dir("bt");
    let exe = link(&dir);
    let out = Command::new(&exe).arg("bt").output().expect("run");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().next().unwrap_or_default();
    let nums: Vec<i32> =
        line.split_whitespace().filter_map(|w| w.split('=').nth(1)).filter_map(|n| n.parse().ok()).collect();
    assert_eq!(nums.len(), 2, "{stdout}");
    // kiln_frame is found, and main is found above it: the unwinder got through the Kiln frame.
    assert!(nums[0] > 0 && nums[1] > nums[0], "{stdout}");
    assert!(stdout.contains("kiln_frame=15"), "{stdout}");
    std::fs::remove_dir_all(&dir).ok();
}

const MAIN_CXX: &str = r#"
#include <cstdio>
#include <stdexcept>
extern "C" {
long kiln_frame(long);
long ext_var = 1;
long c_probe(long x) {
    if (x == 13) throw std::runtime_error("boom");
    return x * 2;
}
}
int main() {
    try {
        kiln_frame(13);
        std::puts("no throw");
    } catch (const std::exception &e) {
        std::printf("caught %s\n", e.what());
    }
    std::printf("after %ld\n", kiln_frame(4));
}
"#;

#[test]
fn cxx_exception_unwinds_through_kiln_frame() {
    if !tool_exists("c++") {
        return;
    }
    let dir = common::temp_dir("cxx");
    let obj = write_object(&dir);
    let src = dir.join("main.cc");
    std::fs::write(&src, MAIN_CXX).unwrap();
    let exe = dir.join("prog");
    let out = Command::new("c++").arg("-O1").arg("-o").arg(&exe).arg(&src).arg(&obj).output().expect("c++");
    assert!(out.status.success(), "c++ failed: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "c++ warned: {}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().expect("run");
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "exit {:?}: {stdout}", run.status);
    assert_eq!(stdout, "caught boom\nafter 12\n");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn gdb_backtrace_names_kiln_frame() {
    if !tool_exists("gdb") {
        return;
    }
    let dir = common::temp_dir("gdb");
    let exe = link(&dir);
    let out = Command::new("gdb")
        .args(["-nx", "-batch", "-ex", "break c_probe", "-ex", "run bt", "-ex", "bt"])
        .arg(&exe)
        .output()
        .expect("gdb");
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    if err.contains("ptrace") || err.contains("Operation not permitted") {
        eprintln!("gdb cannot trace here; skipping: {err}");
        return;
    }
    let bt: Vec<&str> = text.lines().filter(|l| l.starts_with('#')).collect();
    let pos =
        |name: &str| bt.iter().position(|l| l.contains(&format!(" {name} (")) || l.contains(&format!("in {name} (")));
    let (k, m) = (pos("kiln_frame"), pos("main"));
    assert!(k.is_some() && m.is_some() && k < m, "gdb backtrace:\n{text}\n{err}");
    std::fs::remove_dir_all(&dir).ok();
}

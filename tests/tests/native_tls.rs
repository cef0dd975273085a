//! Thread-local globals. Linux (initial-exec TLS: `mov r, [rip + x@GOTTPOFF]` plus `%fs:0`, data
//! in `.tdata`/`.tbss`, `STT_TLS` symbols): several threads each see their own copy, Kiln and C
//! share thread-local variables in both directions, and clang-19's `llvm.threadlocal.address` form
//! works at every optimisation level. Windows (`_tls_index`, `gs:[0x58]`, `x@SECREL32`, data in
//! `.tls$`): clang's IR of a CreateThread program runs under wine like mingw gcc's build. macOS
//! rejects thread-local globals with a located error.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::gen_program::harness::{run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::native::{link, scratch_stem};
use std::process::Command;

/// Kiln IR: `bump` adds one to C's `c_tls` and returns it plus Kiln's own `k_tls`.
const IR: &str = r#"
@c_tls = external thread_local global i64
@k_tls = thread_local global i64 7
@k_zero = internal thread_local global [8 x i32] zeroinitializer
declare ptr @llvm.threadlocal.address.p0(ptr)
define i64 @bump() {
entry:
  %a = call ptr @llvm.threadlocal.address.p0(ptr @c_tls)
  %v = load i64, ptr %a
  %w = add i64 %v, 1
  store i64 %w, ptr %a
  %b = load i64, ptr @k_tls
  %s = add i64 %w, %b
  %z = getelementptr [8 x i32], ptr @k_zero, i64 0, i64 5
  %zv = load i32, ptr %z
  %zw = add i32 %zv, 1
  store i32 %zw, ptr %z
  %zx = sext i32 %zw to i64
  %r = add i64 %s, %zx
  ret i64 %r
}
define ptr @k_tls_address() {
entry:
  %a = call ptr @llvm.threadlocal.address.p0(ptr @k_tls)
  ret ptr %a
}
"#;

/// Eight threads set their own copies, call Kiln, and check what comes back; the main thread's
/// copies must be untouched.
const DRIVER: &str = r#"
#include <stdio.h>
#include <pthread.h>
__thread long long c_tls = 100;
extern __thread long long k_tls;
long long bump(void);
long long *k_tls_address(void);
static void *work(void *arg) {
    long long k = (long long)arg;
    c_tls = k;
    k_tls = 1000 * k;
    long long r = 0;
    for (int i = 0; i < 3; i++) r = bump();
    /* c_tls = k + 3, k_tls = 1000k, k_zero[5] = 3 in this thread */
    int ok = r == k + 3 + 1000 * k + 3 && c_tls == k + 3 && k_tls_address() == &k_tls;
    return (void *)(long)ok;
}
int main(void) {
    pthread_t t[8];
    for (long i = 0; i < 8; i++) pthread_create(&t[i], 0, work, (void *)(i + 1));
    int good = 0;
    for (int i = 0; i < 8; i++) { void *r; pthread_join(t[i], &r); good += (int)(long)r; }
    long long m = bump();
    int ok = good == 8 && m == 101 + 7 + 1 && c_tls == 101 && k_tls == 7;
    printf("%s %d %lld\n", ok ? "ok" : "MISMATCH", good, m);
    return !ok;
}
"#;

fn build_ir(ir: &str, opt_level: u8, target: Target, emit: EmitKind) -> Result<Vec<u8>, String> {
    let mut module = kiln_ir::text::parse(ir.as_bytes()).map_err(|d| format!("{d:?}"))?;
    build(&mut module, &BuildOptions { opt_level, target, emit })
        .map_err(|d| kiln::render_diagnostics("tls.ll", ir.as_bytes(), &d))
}

fn run_with_c(object: &[u8], c: &str, prefix: &str) -> String {
    let c_path = scratch_stem(prefix).with_extension("c");
    std::fs::write(&c_path, c).expect("write C driver");
    let exe = link(object, &[&c_path], &["-pthread"], prefix).unwrap_or_else(|e| panic!("{e}"));
    let run = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_file(&exe);
    let _ = std::fs::remove_file(&c_path);
    assert_eq!(run.status, Some(0), "{}", String::from_utf8_lossy(&run.stdout));
    String::from_utf8_lossy(&run.stdout).into_owned()
}

#[test]
fn every_thread_sees_its_own_copy_shared_with_c() {
    for opt_level in [0, 2] {
        let object = build_ir(IR, opt_level, Target::LINUX, EmitKind::Object).unwrap_or_else(|e| panic!("{e}"));
        let out = run_with_c(&object, DRIVER, "tls");
        assert!(out.starts_with("ok 8"), "-O{opt_level}: {out}");
    }
}

#[test]
fn listing_shows_initial_exec_accesses_and_tls_sections() {
    let text = String::from_utf8(build_ir(IR, 2, Target::LINUX, EmitKind::Asm).expect("builds")).expect("text");
    assert!(text.contains("c_tls@GOTTPOFF(%rip)") && text.contains("%fs:0"), "{text}");
    assert!(text.contains(".tdata") && text.contains(".tbss") && text.contains("@tls_object"), "{text}");
}

/// Mach-O (no Mac to run on): thread-locals are descriptors in `__thread_vars` { `__tlv_bootstrap`,
/// 0, `NAME$tlv$init` } over their images in `__thread_data`/`__thread_bss`, code reaches them with
/// `TLV` relocations and a call through the descriptor, and `ld64.lld-19` links the result (with a
/// second Kiln object defining the C variable), as it links llc-19's object of the same IR.
#[test]
fn macos_thread_locals_are_tlv_descriptors_that_ld64_links() {
    use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget};
    let ir = IR.replacen("\n", "\ntarget triple = \"x86_64-apple-macosx11.0.0\"\n", 1);
    let obj = build_ir(&ir, 2, Target::MACOS, EmitKind::Object).unwrap_or_else(|e| panic!("{e}"));
    let file = object::File::parse(&*obj).expect("Mach-O parses");
    let name_of = |t: RelocationTarget| match t {
        RelocationTarget::Symbol(i) => file.symbol_by_index(i).ok().and_then(|s| s.name().ok().map(str::to_string)),
        _ => None,
    };
    let relocs = |sec: &str| -> Vec<(u8, String)> {
        let section = file.section_by_name(sec).unwrap_or_else(|| panic!("no {sec}"));
        section
            .relocations()
            .filter_map(|(_, r)| match r.flags() {
                RelocationFlags::MachO { r_type, .. } => name_of(r.target()).map(|n| (r_type, n)),
                _ => None,
            })
            .collect()
    };
    let text = relocs("__text");
    for var in ["_c_tls", "_k_tls", "_k_zero"] {
        assert!(text.contains(&(object::macho::X86_64_RELOC_TLV, var.to_string())), "{var}: {text:?}");
    }
    let vars = relocs("__thread_vars");
    let unsigned = |n: &str| (object::macho::X86_64_RELOC_UNSIGNED, n.to_string());
    assert!(vars.contains(&unsigned("_k_tls$tlv$init")) && vars.contains(&unsigned("_k_zero$tlv$init")), "{vars:?}");
    assert_eq!(vars.iter().filter(|v| v.1 == "__tlv_bootstrap").count(), 2, "{vars:?}");
    assert!(file.section_by_name("__thread_data").is_some() && file.section_by_name("__thread_bss").is_some());
    let Some(ld) = kiln_tests::llvm_tool("ld64.lld-19", "Mach-O thread-locals linked") else { return };
    let defining = "target triple = \"x86_64-apple-macosx11.0.0\"\n@c_tls = thread_local global i64 100\n";
    let def = build_ir(defining, 0, Target::MACOS, EmitKind::Object).unwrap_or_else(|e| panic!("{e}"));
    let stem = scratch_stem("tls-macho");
    let (a, b, out) = (stem.with_extension("a.o"), stem.with_extension("b.o"), stem.with_extension("dylib"));
    std::fs::write(&a, &obj).expect("write");
    std::fs::write(&b, &def).expect("write");
    let status = Command::new(&ld)
        .args(kiln_tests::native::LD64_FLAGS)
        .args(["-dylib", "-o"])
        .arg(&out)
        .arg(&a)
        .arg(&b)
        .output()
        .expect("runs ld64.lld-19");
    for f in [&a, &b, &out] {
        let _ = std::fs::remove_file(f);
    }
    assert!(status.status.success(), "{}", String::from_utf8_lossy(&status.stderr));
    assert!(status.stderr.is_empty(), "{}", String::from_utf8_lossy(&status.stderr));
}

/// A C program with `__thread` and `_Thread_local` variables, compiled to IR by clang-19 at -O0
/// and -O2 (so Kiln reads clang's `llvm.threadlocal.address` calls), built by Kiln, run with four
/// threads, and compared with clang's own build.
#[test]
fn clang_thread_local_ir_runs_like_clangs_build() {
    let Some(clang) = kiln_tests::llvm_tool("clang-19", "thread-local IR from clang") else { return };
    let c = r#"
#include <stdio.h>
#include <pthread.h>
__thread int counter = 5;
static __thread long long big[4];
_Thread_local double d;
static void *work(void *arg) {
    int k = (int)(long)arg;
    for (int i = 0; i < 1000; i++) { counter += k; big[i & 3] += i; d += 0.5; }
    return (void *)(long)(counter + big[1] + (long long)d);
}
int main(void) {
    pthread_t t[4];
    for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, work, (void *)(i + 1));
    long sum = 0;
    for (int i = 0; i < 4; i++) { void *r; pthread_join(t[i], &r); sum += (long)r; }
    printf("%ld %d %g\n", sum, counter, d);
    return 0;
}
"#;
    let stem = scratch_stem("tls-clang");
    let c_path = stem.with_extension("c");
    std::fs::write(&c_path, c).expect("write C");
    let reference = stem.with_extension("ref");
    let ok = Command::new(&clang).args(["-O0", "-pthread", "-o"]).arg(&reference).arg(&c_path).status();
    assert!(ok.is_ok_and(|s| s.success()), "clang-19 builds the reference");
    let want = run_with_limit(&mut Command::new(&reference), RUN_TIME_LIMIT).expect("reference runs");
    let _ = std::fs::remove_file(&reference);
    for clang_opt in ["-O0", "-O2"] {
        let ll = stem.with_extension(format!("{}.ll", &clang_opt[1..]));
        let ok = Command::new(&clang).args([clang_opt, "-S", "-emit-llvm", "-o"]).arg(&ll).arg(&c_path).status();
        assert!(ok.is_ok_and(|s| s.success()), "clang-19 {clang_opt} -emit-llvm");
        let ir = std::fs::read_to_string(&ll).expect("read IR");
        let _ = std::fs::remove_file(&ll);
        assert!(ir.contains("llvm.threadlocal.address"), "clang's IR uses the intrinsic");
        for opt_level in [0, 2] {
            let object = build_ir(&ir, opt_level, Target::LINUX, EmitKind::Object).unwrap_or_else(|e| panic!("{e}"));
            let exe = link(&object, &[], &["-pthread"], "tls-clang").unwrap_or_else(|e| panic!("{e}"));
            let got = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT).expect("runs");
            let _ = std::fs::remove_file(&exe);
            assert_same_run((got.status, &got.stdout), (want.status, &want.stdout), clang_opt, opt_level);
        }
    }
    let _ = std::fs::remove_file(&c_path);
}

/// Four Windows threads each update their own copies of an initialised and a zero thread-local.
const WINDOWS_C: &str = r#"
#include <stdio.h>
#include <windows.h>
__thread int counter = 5;
static __thread long long big[4];
static DWORD WINAPI work(LPVOID arg) {
    int k = (int)(INT_PTR)arg;
    for (int i = 0; i < 1000; i++) { counter += k; big[i & 3] += i; }
    return (DWORD)(counter + big[1]);
}
int main(void) {
    HANDLE t[4]; DWORD sum = 0;
    for (int i = 0; i < 4; i++) t[i] = CreateThread(0, 0, work, (LPVOID)(INT_PTR)(i + 1), 0, 0);
    for (int i = 0; i < 4; i++) { DWORD r; WaitForSingleObject(t[i], INFINITE); GetExitCodeThread(t[i], &r); sum += r; }
    printf("%lu %d %lld\n", (unsigned long)sum, counter, big[1]);
    return 0;
}
"#;

#[test]
fn windows_thread_locals_run_under_wine_like_mingw() {
    use kiln_tests::windows::{link_windows, run_wine, windows_tools_present};
    let Some(clang) = kiln_tests::llvm_tool("clang-19", "Windows thread-local IR from clang") else { return };
    if !windows_tools_present("Windows thread-locals under wine") {
        return;
    }
    let stem = scratch_stem("tls-win");
    let c_path = stem.with_extension("c");
    std::fs::write(&c_path, WINDOWS_C).expect("write C");
    let reference = link_windows(&[], &[&c_path], &[], "tls-win-ref").unwrap_or_else(|e| panic!("{e}"));
    let want = run_wine(&reference, &[]).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_file(&reference);
    assert_eq!(want.status, Some(0));
    for clang_opt in ["-O0", "-O2"] {
        let ll = stem.with_extension(format!("{}.ll", &clang_opt[1..]));
        let ok = Command::new(&clang)
            .args(["--target=x86_64-w64-windows-gnu", clang_opt, "-S", "-emit-llvm", "-o"])
            .arg(&ll)
            .arg(&c_path)
            .status();
        assert!(ok.is_ok_and(|s| s.success()), "clang-19 {clang_opt} -emit-llvm for mingw");
        let ir = std::fs::read_to_string(&ll).expect("read IR");
        let _ = std::fs::remove_file(&ll);
        for opt_level in [0, 2] {
            let object =
                build_ir(&ir, opt_level, Target::WINDOWS_GNU, EmitKind::Object).unwrap_or_else(|e| panic!("{e}"));
            check_coff_tls(&object);
            let exe = link_windows(&[&object], &[], &[], "tls-win").unwrap_or_else(|e| panic!("{e}"));
            let got = run_wine(&exe, &[]).unwrap_or_else(|e| panic!("{e}"));
            let _ = std::fs::remove_file(&exe);
            assert_same_run((got.status, &got.stdout), (want.status, &want.stdout), clang_opt, opt_level);
        }
    }
    let _ = std::fs::remove_file(&c_path);
}

/// The COFF object keeps its thread-locals in `.tls$` and reaches them with SECREL relocations.
fn check_coff_tls(object: &[u8]) {
    use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget};
    let file = object::File::parse(object).expect("COFF parses");
    let tls = file.section_by_name(".tls$").expect("a .tls$ section");
    assert!(tls.size() >= 4 + 32, "both thread-locals have bytes in .tls$");
    let text = file.section_by_name(".text").expect(".text");
    let secrel: Vec<String> = text
        .relocations()
        .filter(|(_, r)| r.flags() == RelocationFlags::Coff { typ: object::pe::IMAGE_REL_AMD64_SECREL })
        .filter_map(|(_, r)| match r.target() {
            RelocationTarget::Symbol(i) => file.symbol_by_index(i).ok().and_then(|s| s.name().ok().map(str::to_string)),
            _ => None,
        })
        .collect();
    assert!(secrel.iter().any(|n| n == "counter") && secrel.iter().any(|n| n == "big"), "{secrel:?}");
}

#[test]
fn windows_listing_shows_the_tls_array_and_section_offsets() {
    let ir = IR.replacen("\n", "\ntarget triple = \"x86_64-w64-windows-gnu\"\n", 1);
    let text = String::from_utf8(build_ir(&ir, 2, Target::WINDOWS_GNU, EmitKind::Asm).expect("builds")).expect("text");
    assert!(text.contains("_tls_index(%rip)") && text.contains("%gs:0x58"), "{text}");
    assert!(text.contains("c_tls@SECREL32(") && text.contains("k_zero@SECREL32+20("), "{text}");
}

/// Asserts that Kiln's build of clang's IR (`got`: status, stdout) ran like the reference (`want`).
fn assert_same_run(got: (Option<i32>, &[u8]), want: (Option<i32>, &[u8]), clang_opt: &str, opt_level: u8) {
    assert_eq!(
        (got.0, String::from_utf8_lossy(got.1)),
        (want.0, String::from_utf8_lossy(want.1)),
        "clang {clang_opt} IR, kiln -O{opt_level}"
    );
}

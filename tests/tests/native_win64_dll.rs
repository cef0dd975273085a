//! DLLs on Windows. `dllimport`: Kiln code reads and writes a variable and calls a function that a
//! DLL exports, through the import pointers `__imp_NAME` the loader fills in. The program is linked
//! with MinGW's auto-import turned off, so a direct reference to the DLL's data (what Kiln wrote
//! before it honoured `dllimport`) cannot link or run; the object is also checked for the
//! `__imp_` relocations and the absence of direct ones. `dllexport`: a DLL linked from a Kiln
//! object exports exactly its `dllexport` definitions (the `.drectve` directives), and C uses them.

use kiln::codegen::{build, BuildOptions, Target};
use kiln_tests::windows::{build_dll, describe_exit_code, link_windows, run_wine, windows_tools_present};
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget};

const IR: &str = r#"
target triple = "x86_64-w64-windows-gnu"
@dll_counter = external dllimport global i32
@dll_table = external dllimport global [4 x i64]
declare dllimport i32 @dll_add(i32)

define i32 @kiln_use(i32 %x) {
entry:
  %c = load i32, ptr @dll_counter
  %s = add i32 %c, %x
  store i32 %s, ptr @dll_counter
  %p = getelementptr [4 x i64], ptr @dll_table, i64 0, i64 2
  %t = load i64, ptr %p
  %t32 = trunc i64 %t to i32
  %r = call i32 @dll_add(i32 %t32)
  %r2 = add i32 %r, %s
  ret i32 %r2
}

define ptr @kiln_addr_of_add() {
entry:
  ret ptr @dll_add
}

define ptr @kiln_addr_of_table_end() {
entry:
  ret ptr getelementptr (i8, ptr @dll_table, i64 32)
}
"#;

const DLL: &str = r#"
__declspec(dllexport) int dll_counter = 5;
__declspec(dllexport) long long dll_table[4] = {10, 20, 30, 40};
__declspec(dllexport) int dll_add(int x) { return x + dll_counter * 100; }
"#;

const DRIVER: &str = r#"
#include <stdio.h>
__declspec(dllimport) extern int dll_counter;
__declspec(dllimport) extern long long dll_table[4];
__declspec(dllimport) int dll_add(int);
int kiln_use(int);
void *kiln_addr_of_add(void);
void *kiln_addr_of_table_end(void);
int main(void) {
    int r = kiln_use(7);
    int ok = r == 1242 && dll_counter == 12 && kiln_addr_of_add() == (void *)&dll_add
        && kiln_addr_of_table_end() == (void *)(dll_table + 4);
    printf("%s %d %d\n", ok ? "ok" : "MISMATCH", r, dll_counter);
    return !ok;
}
"#;

fn object() -> Vec<u8> {
    let mut module = kiln_ir::text::parse(IR.as_bytes()).expect("test IR parses");
    build(&mut module, &BuildOptions { opt_level: 2, target: Target::WINDOWS_GNU, ..BuildOptions::default() })
        .expect("builds")
}

#[test]
fn dllimport_references_go_through_import_pointers() {
    let bytes = object();
    let file = object::File::parse(&*bytes).expect("COFF parses");
    let text = file.section_by_name(".text").expect(".text");
    let mut targets = Vec::new();
    for (_, r) in text.relocations() {
        if let RelocationTarget::Symbol(i) = r.target() {
            targets.push(file.symbol_by_index(i).and_then(|s| s.name().map(str::to_string)).unwrap_or_default());
        }
    }
    for name in ["__imp_dll_counter", "__imp_dll_table", "__imp_dll_add"] {
        assert!(targets.iter().any(|t| t == name), "no relocation against {name}: {targets:?}");
    }
    for name in ["dll_counter", "dll_table", "dll_add"] {
        assert!(!targets.iter().any(|t| t == name), "direct relocation against {name}: {targets:?}");
    }
    // Elsewhere `dllimport` means nothing: the ELF object references the symbols themselves.
    let mut module = kiln_ir::text::parse(IR.as_bytes()).expect("test IR parses");
    let elf = build(&mut module, &BuildOptions { opt_level: 2, target: Target::LINUX, ..BuildOptions::default() })
        .expect("builds for Linux");
    let file = object::File::parse(&*elf).expect("ELF parses");
    assert!(file.symbols().all(|s| !s.name().unwrap_or("").starts_with("__imp_")), "no __imp_ symbols in ELF");
}

#[test]
fn dllimport_data_and_functions_work_without_auto_import() {
    if !windows_tools_present("dllimport through a DLL under wine") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("kiln-dll-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (dll_c, driver_c) = (dir.join("kilndll.c"), dir.join("driver.c"));
    std::fs::write(&dll_c, DLL).expect("write");
    std::fs::write(&driver_c, DRIVER).expect("write");
    let (_dll, implib) = build_dll(&[], &[&dll_c], "kilndll").unwrap_or_else(|e| panic!("{e}"));
    let implib = implib.to_string_lossy().into_owned();
    let exe = link_windows(&[&object()], &[&driver_c], &[&implib, "-Wl,--disable-auto-import"], "dll")
        .unwrap_or_else(|e| panic!("{e}"));
    run_expecting_ok(&exe);
    let _ = std::fs::remove_dir_all(&dir);
}

const EXPORTING_IR: &str = r#"
target triple = "x86_64-w64-windows-gnu"
@kiln_data = dllexport global i32 77
@kiln_private_data = global i32 1
define dllexport i32 @kiln_exported(i32 %x) {
entry:
  %d = load i32, ptr @kiln_data
  %r = mul i32 %x, %d
  store i32 %r, ptr @kiln_data
  ret i32 %r
}
define i32 @kiln_not_exported() {
entry:
  ret i32 0
}
"#;

const EXPORT_DRIVER: &str = r#"
#include <stdio.h>
__declspec(dllimport) extern int kiln_data;
__declspec(dllimport) int kiln_exported(int);
int main(void) {
    int r = kiln_exported(3);
    int ok = r == 231 && kiln_data == 231;
    printf("%s %d %d\n", ok ? "ok" : "MISMATCH", r, kiln_data);
    return !ok;
}
"#;

#[test]
fn dllexport_definitions_are_exported_from_a_dll() {
    if !windows_tools_present("dllexport from a Kiln DLL under wine") {
        return;
    }
    let mut module = kiln_ir::text::parse(EXPORTING_IR.as_bytes()).expect("test IR parses");
    let object =
        build(&mut module, &BuildOptions { opt_level: 2, target: Target::WINDOWS_GNU, ..BuildOptions::default() })
            .expect("builds");
    let (dll, implib) = build_dll(&[&object], &[], "kilnexp").unwrap_or_else(|e| panic!("{e}"));
    // The export table lists the two dllexport definitions and nothing else.
    let image = std::fs::read(&dll).expect("DLL written");
    let pe = object::read::pe::PeFile64::parse(&*image).expect("DLL parses");
    let mut exports: Vec<String> =
        pe.exports().expect("export table").iter().map(|e| String::from_utf8_lossy(e.name()).into_owned()).collect();
    exports.sort();
    assert_eq!(exports, ["kiln_data", "kiln_exported"]);

    let dir = std::env::temp_dir().join(format!("kiln-dllexp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let driver_c = dir.join("driver.c");
    std::fs::write(&driver_c, EXPORT_DRIVER).expect("write");
    let implib = implib.to_string_lossy().into_owned();
    let exe = link_windows(&[], &[&driver_c], &[&implib], "dllexp").unwrap_or_else(|e| panic!("{e}"));
    run_expecting_ok(&exe);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Kiln writes COFF linkonce/weak definitions as weak externals, which the linker cannot export:
/// a `dllexport` one is a located error rather than a link failure.
#[test]
fn dllexport_of_a_linkonce_definition_is_a_located_error() {
    let ir = "target triple = \"x86_64-w64-windows-gnu\"\ndefine linkonce_odr dllexport i32 @lo() {\n  ret i32 1\n}\n";
    let mut module = kiln_ir::text::parse(ir.as_bytes()).expect("test IR parses");
    let d = build(&mut module, &BuildOptions { target: Target::WINDOWS_GNU, ..BuildOptions::default() })
        .expect_err("not exportable");
    let text = kiln::render_diagnostics("lo.ll", ir.as_bytes(), &d);
    assert!(text.starts_with("lo.ll:2:1: error: dllexport of the weak or linkonce definition @lo"), "{text}");
}

/// Runs `exe` under wine (then removes it) and expects exit 0 and output starting with `ok`.
fn run_expecting_ok(exe: &std::path::Path) {
    let run = run_wine(exe, &[]).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_file(exe);
    let out = String::from_utf8_lossy(&run.stdout).into_owned();
    let status = run.status.unwrap_or(-1);
    assert!(status == 0 && out.starts_with("ok"), "{} ({out})", describe_exit_code(status));
}

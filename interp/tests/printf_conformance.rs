//! printf conformance: ~250 format/value combinations compiled with clang-19 both natively and
//! to IR; the interpreter's output must equal the native glibc output byte for byte. Skipped
//! (loudly) when clang-19 is not on PATH.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

fn has_clang() -> bool {
    Command::new("clang-19").arg("--version").output().is_ok_and(|o| o.status.success())
}

fn program() -> String {
    let mut c = String::from("#include <stdio.h>\n#include <stddef.h>\n#include <stdint.h>\nint main(void) {\n");
    let ints = ["0", "1", "-1", "42", "-42", "2147483647", "(-2147483647-1)", "255", "65535", "100000"];
    let int_fmts = [
        "%d", "%i", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%.0d", "%8.4d", "%-+8d|", "%x", "%X", "%#x", "%#o",
        "%o", "%u", "%08X", "%#010x", "%hhd", "%hd", "%hhu", "%hu",
    ];
    for f in int_fmts {
        for v in ints {
            writeln!(c, "  printf(\"[{f}]\\n\", {v});").unwrap();
        }
    }
    let longs = ["0LL", "-1LL", "9223372036854775807LL", "(-9223372036854775807LL-1)", "1099511627776LL"];
    for f in ["%lld", "%llu", "%llx", "%016llx", "%ld", "%lu", "%+lld", "%jd", "%zd", "%td"] {
        for v in longs {
            writeln!(c, "  printf(\"[{f}]\\n\", {v});").unwrap();
        }
    }
    writeln!(c, "  printf(\"[%zu %zu]\\n\", (size_t)0, (size_t)18446744073709551615ULL);").unwrap();
    let doubles = [
        "0.0",
        "-0.0",
        "1.0",
        "-1.5",
        "0.1",
        "2.5",
        "3.14159265358979",
        "1e10",
        "1e-10",
        "123456789.0",
        "0.0001",
        "0.00001",
        "1e100",
        "-1e-300",
        "5e-324",
        "1.7976931348623157e308",
        "0.5",
        "1.5",
        "2.675",
        "999999.5",
        "1e15",
        "9.9996",
        "100000.0",
        "1e6",
        "9.5",
        "0.0000999999",
        "99.95",
        "0.000123456",
    ];
    let dbl_fmts = [
        "%f", "%.0f", "%.1f", "%.2f", "%.10f", "%e", "%.0e", "%.3e", "%E", "%g", "%.3g", "%.10g", "%.17g", "%G",
        "%10.3f", "%-10.2e|", "%+g", "% f", "%#g", "%#.0f", "%#.0e", "%012.4f", "%#x",
    ];
    for f in dbl_fmts {
        if f == "%#x" {
            continue;
        }
        for v in doubles {
            writeln!(c, "  printf(\"[{f}]\\n\", {v});").unwrap();
        }
    }
    for v in ["1.0/0.0", "-1.0/0.0", "0.0/0.0", "-(0.0/0.0)"] {
        for f in ["%f", "%e", "%g", "%5.1f", "%-6F|", "%+E", "%010f"] {
            writeln!(c, "  {{ volatile double z = 0.0; (void)z; printf(\"[{f}]\\n\", {}); }}", v.replace("0.0", "z"))
                .unwrap();
        }
    }
    for (f, v) in [
        ("%s", "\"hello\""),
        ("%10s", "\"hi\""),
        ("%-10s|", "\"hi\""),
        ("%.3s", "\"abcdef\""),
        ("%10.2s", "\"abcdef\""),
        ("%s", "(char*)NULL"),
        ("%.3s", "(char*)NULL"),
        ("%c", "'x'"),
        ("%5c", "'y'"),
        ("%-3c|", "'z'"),
        ("%p", "(void*)0"),
        ("%10p", "(void*)0"),
        ("%%", "0"),
        ("%5%", "0"),
    ] {
        writeln!(c, "  printf(\"[{f}]\\n\", {v});").unwrap();
    }
    writeln!(c, "  printf(\"[%*d][%-*d][%.*f][%*.*s]\\n\", 6, 42, 6, 42, 2, 3.14159, 8, 3, \"abcdef\");").unwrap();
    writeln!(c, "  printf(\"[%*d][%.*d]\\n\", -6, 42, -1, 7);").unwrap();
    writeln!(
        c,
        "  char buf[64]; int n = snprintf(buf, 8, \"%d-%s\", 123456, \"xyz\"); printf(\"[%s %d]\\n\", buf, n);"
    )
    .unwrap();
    writeln!(c, "  n = sprintf(buf, \"%05.1f|%x\", 2.25, 48879); printf(\"[%s %d]\\n\", buf, n);").unwrap();
    writeln!(c, "  fprintf(stdout, \"[%s]\\n\", \"to stdout\");").unwrap();
    c.push_str("  return 0;\n}\n");
    c
}

#[test]
fn printf_matches_glibc() {
    if !has_clang() {
        eprintln!("SKIPPED printf_matches_glibc: clang-19 is not on PATH");
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("printf_conformance");
    std::fs::create_dir_all(&dir).unwrap();
    let c_path = dir.join("p.c");
    std::fs::write(&c_path, program()).unwrap();
    let exe = dir.join("p");
    let ll = dir.join("p.ll");
    let st = Command::new("clang-19").args(["-O0", "-w", "-o"]).arg(&exe).arg(&c_path).status().unwrap();
    assert!(st.success(), "clang-19 failed to build the native program");
    let st = Command::new("clang-19")
        .args(["-O0", "-w", "-S", "-emit-llvm", "-fno-discard-value-names", "-o"])
        .arg(&ll)
        .arg(&c_path)
        .status()
        .unwrap();
    assert!(st.success(), "clang-19 failed to emit IR");
    let native = Command::new(&exe).output().unwrap();
    let m = kiln_ir::text::parse(&std::fs::read(&ll).unwrap()).expect("clang's IR parses");
    let cfg = kiln_interp::Config { capture: true, ..Default::default() };
    let out = kiln_interp::run_main(&m, &cfg).unwrap_or_else(|(t, _)| panic!("trap: {t}"));
    let got = String::from_utf8_lossy(&out.stdout).to_string();
    let want = String::from_utf8_lossy(&native.stdout).to_string();
    let c_src = program();
    let calls: Vec<&str> = c_src.lines().filter(|l| l.contains("printf(")).collect();
    let mut diffs = Vec::new();
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        if g != w {
            diffs.push(format!("line {}: got {g:?} want {w:?}   ({})", i + 1, calls.get(i).unwrap_or(&"?").trim()));
        }
    }
    assert_eq!(got.lines().count(), want.lines().count(), "line counts differ");
    assert!(diffs.is_empty(), "{} of {} lines differ:\n{}", diffs.len(), want.lines().count(), diffs.join("\n"));
    assert!(want.lines().count() >= 200, "only {} conformance lines", want.lines().count());
}

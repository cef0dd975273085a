//! `x86_fp80` against the x87 unit: every case of `fp80_hardware.expected` (recorded on x86-64
//! hardware by `c/fp80_cases.c`, see its header) and of `c/fp80_random.c` (random cases the x87
//! computes at test time; `KILN_FP80_CASES`, `KILN_FP80_SEED`) is computed by an IR program in
//! the interpreter and must give the same bits and the same printf text; hand-written IR for
//! memory, bitcasts, constants, varargs, poison and `llvm.is.fpclass`; and `../tests/c/long_double.c`
//! compiled by clang-19 at -O0 and -O2, run in the interpreter and natively, with the same output
//! and exit status. The C programs need clang-19 (skipped with a loud warning without it; a
//! failure with `KILN_REQUIRE_ORACLE` set).
#![allow(clippy::result_large_err)]

use kiln_interp::{run_main, Config, Outcome, Trap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

const GOLDEN: &str = include_str!("fp80_hardware.expected");

fn run(src: &str) -> Result<Outcome, (Trap, Outcome)> {
    let m = kiln_ir::text::parse(src.as_bytes()).unwrap_or_else(|d| panic!("parse: {}\n{src}", d.message));
    run_main(&m, &Config { capture: true, ..Config::default() })
}

fn ok(src: &str) -> String {
    match run(src) {
        Ok(o) => String::from_utf8(o.stdout).unwrap(),
        Err((t, _)) => panic!("unexpected trap: {t}"),
    }
}

/// The printing helpers every generated program starts with.
const PRELUDE: &str = r#"declare i32 @printf(ptr, ...)
@.f80 = private constant [12 x i8] c"%04x%016llx\00"
@.f80nl = private constant [13 x i8] c"%04x%016llx\0A\00"
@.i64 = private constant [8 x i8] c"%016llx\00"
@.i32 = private constant [5 x i8] c"%08x\00"
@.i16 = private constant [5 x i8] c"%04x\00"
@.d = private constant [3 x i8] c"%d\00"
@.nl = private constant [2 x i8] c"\0A\00"
define void @show(x86_fp80 %x, i1 %newline) {
  %i = bitcast x86_fp80 %x to i80
  %lo = trunc i80 %i to i64
  %h = lshr i80 %i, 64
  %hi = trunc i80 %h to i32
  %f = select i1 %newline, ptr @.f80nl, ptr @.f80
  call i32 (ptr, ...) @printf(ptr %f, i32 %hi, i64 %lo)
  ret void
}
define void @nl() {
  call i32 (ptr, ...) @printf(ptr @.nl)
  ret void
}
"#;

/// Builds one IR program from cases in the golden file's format and returns it with, for each
/// line it prints, the expected text and the case it comes from.
fn golden_program(cases: &str) -> (String, Vec<(String, String)>) {
    let mut body = String::new();
    let mut globals = String::new();
    let mut expect = Vec::new();
    let mut n = 0usize;
    let mut fresh = || {
        n += 1;
        format!("%v{n}")
    };
    let k = |hex: &str| format!("x86_fp80 0xK{}", hex.to_ascii_uppercase());
    let unary_intrinsic = |op: &str| match op {
        "sqrt" | "floor" | "ceil" | "trunc" | "round" | "rint" | "fabs" => Some(format!("llvm.{op}.f80")),
        _ => None,
    };
    for (line_no, line) in cases.lines().enumerate() {
        let case = format!("line {}: {line}", line_no + 1);
        let f: Vec<&str> = line.split(' ').collect();
        let mut show = |body: &mut String, v: &str, expect_line: &str| {
            writeln!(body, "  call void @show(x86_fp80 {v}, i1 true)").unwrap();
            expect.push((expect_line.to_string(), case.clone()));
        };
        match f[0] {
            "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                let v = fresh();
                writeln!(body, "  {v} = {} {}, 0xK{}", f[0], k(f[1]), f[2].to_ascii_uppercase()).unwrap();
                show(&mut body, &v, f[3]);
                if f[0] == "frem" {
                    let w = fresh();
                    writeln!(body, "  {w} = call x86_fp80 @fmodl({}, {})", k(f[1]), k(f[2])).unwrap();
                    show(&mut body, &w, f[3]);
                }
            }
            "fmax" | "fmin" => {
                let (intr, libc) = if f[0] == "fmax" { ("maxnum", "fmaxl") } else { ("minnum", "fminl") };
                for callee in [format!("llvm.{intr}.f80"), libc.to_string()] {
                    let v = fresh();
                    writeln!(body, "  {v} = call x86_fp80 @{callee}({}, {})", k(f[1]), k(f[2])).unwrap();
                    show(&mut body, &v, f[3]);
                }
            }
            "fma" | "fmuladd" => {
                let callees: &[&str] = if f[0] == "fma" { &["llvm.fma.f80", "fmal"] } else { &["llvm.fmuladd.f80"] };
                for callee in callees {
                    let v = fresh();
                    writeln!(body, "  {v} = call x86_fp80 @{callee}({}, {}, {})", k(f[1]), k(f[2]), k(f[3])).unwrap();
                    show(&mut body, &v, f[4]);
                }
            }
            "fneg" => {
                let v = fresh();
                writeln!(body, "  {v} = fneg {}", k(f[1])).unwrap();
                show(&mut body, &v, f[2]);
            }
            op if unary_intrinsic(op).is_some() => {
                let libc = if op == "round" { "roundl".to_string() } else { format!("{op}l") };
                let intr = unary_intrinsic(op).unwrap();
                for callee in [intr, libc] {
                    let v = fresh();
                    writeln!(body, "  {v} = call x86_fp80 @{callee}({})", k(f[1])).unwrap();
                    show(&mut body, &v, f[2]);
                }
                if op == "rint" {
                    let v = fresh();
                    writeln!(body, "  {v} = call x86_fp80 @llvm.nearbyint.f80({})", k(f[1])).unwrap();
                    show(&mut body, &v, f[2]);
                }
            }
            "fcmp" => {
                let preds =
                    ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"];
                for p in preds {
                    let (c, z) = (fresh(), fresh());
                    writeln!(body, "  {c} = fcmp {p} {}, 0xK{}", k(f[1]), f[2].to_ascii_uppercase()).unwrap();
                    writeln!(body, "  {z} = zext i1 {c} to i32\n  call i32 (ptr, ...) @printf(ptr @.d, i32 {z})")
                        .unwrap();
                }
                writeln!(body, "  call void @nl()").unwrap();
                expect.push((f[3].to_string(), case.clone()));
            }
            op if op.starts_with("fptrunc_") => {
                let (ty, ity, fmt, zext) = match op {
                    "fptrunc_double" => ("double", "i64", "@.i64", false),
                    "fptrunc_float" => ("float", "i32", "@.i32", false),
                    _ => ("half", "i16", "@.i16", true),
                };
                let (v, i) = (fresh(), fresh());
                writeln!(body, "  {v} = fptrunc {} to {ty}\n  {i} = bitcast {ty} {v} to {ity}", k(f[1])).unwrap();
                let arg = if zext {
                    let z = fresh();
                    writeln!(body, "  {z} = zext i16 {i} to i32").unwrap();
                    format!("i32 {z}")
                } else {
                    format!("{ity} {i}")
                };
                writeln!(body, "  call i32 (ptr, ...) @printf(ptr {fmt}, {arg})\n  call void @nl()").unwrap();
                expect.push((f[2].to_string(), case.clone()));
            }
            op if op.starts_with("fpext_") => {
                let (ty, ity) = match op {
                    "fpext_double" => ("double", "i64"),
                    "fpext_float" => ("float", "i32"),
                    _ => ("half", "i16"),
                };
                let bits = u64::from_str_radix(f[1], 16).unwrap();
                let (s, v) = (fresh(), fresh());
                writeln!(body, "  {s} = bitcast {ity} {bits} to {ty}\n  {v} = fpext {ty} {s} to x86_fp80").unwrap();
                show(&mut body, &v, f[2]);
            }
            op if op.starts_with("sitofp_") || op.starts_with("uitofp_") => {
                let ity = &op[7..];
                let value = u128::from_str_radix(f[1], 16).unwrap();
                let v = fresh();
                writeln!(body, "  {v} = {} {ity} {value} to x86_fp80", &op[..6]).unwrap();
                show(&mut body, &v, f[2]);
            }
            op if op.starts_with("fptosi_") || op.starts_with("fptoui_") => {
                let ity = &op[7..];
                let v = fresh();
                writeln!(body, "  {v} = {} {} to {ity}", &op[..6], k(f[1])).unwrap();
                match ity {
                    "i32" => writeln!(body, "  call i32 (ptr, ...) @printf(ptr @.i32, i32 {v})").unwrap(),
                    "i64" => writeln!(body, "  call i32 (ptr, ...) @printf(ptr @.i64, i64 {v})").unwrap(),
                    _ => {
                        let (h, hi, lo) = (fresh(), fresh(), fresh());
                        writeln!(
                            body,
                            "  {h} = lshr i128 {v}, 64\n  {hi} = trunc i128 {h} to i64\n  {lo} = trunc i128 {v} to i64"
                        )
                        .unwrap();
                        writeln!(body, "  call i32 (ptr, ...) @printf(ptr @.i64, i64 {hi})\n  call i32 (ptr, ...) @printf(ptr @.i64, i64 {lo})").unwrap();
                    }
                }
                writeln!(body, "  call void @nl()").unwrap();
                expect.push((f[2].to_string(), case.clone()));
            }
            "ldexp" => {
                for callee in ["llvm.ldexp.f80.i32", "ldexpl", "scalbnl"] {
                    let v = fresh();
                    writeln!(body, "  {v} = call x86_fp80 @{callee}({}, i32 {})", k(f[1]), f[2]).unwrap();
                    show(&mut body, &v, f[3]);
                }
            }
            "frexp" => {
                let (r, m, e) = (fresh(), fresh(), fresh());
                writeln!(body, "  {r} = call {{ x86_fp80, i32 }} @llvm.frexp.f80.i32({})", k(f[1])).unwrap();
                writeln!(
                    body,
                    "  {m} = extractvalue {{ x86_fp80, i32 }} {r}, 0\n  {e} = extractvalue {{ x86_fp80, i32 }} {r}, 1"
                )
                .unwrap();
                writeln!(
                    body,
                    "  call void @show(x86_fp80 {m}, i1 false)\n  call i32 (ptr, ...) @printf(ptr @.sp_d, i32 {e})"
                )
                .unwrap();
                expect.push((format!("{} {}", f[2], f[3]), case.clone()));
                let (p, m, e) = (fresh(), fresh(), fresh());
                writeln!(
                    body,
                    "  {p} = alloca i32\n  {m} = call x86_fp80 @frexpl({}, ptr {p})\n  {e} = load i32, ptr {p}",
                    k(f[1])
                )
                .unwrap();
                writeln!(
                    body,
                    "  call void @show(x86_fp80 {m}, i1 false)\n  call i32 (ptr, ...) @printf(ptr @.sp_d, i32 {e})"
                )
                .unwrap();
                expect.push((format!("{} {}", f[2], f[3]), case.clone()));
            }
            "printf" => {
                let (fmt, hex) = (f[1], f[2]);
                let out = &line[f[0].len() + fmt.len() + hex.len() + 3..];
                let g = format!("@.fmt{line_no}");
                let text = format!("[{fmt}]\\0A\\00");
                writeln!(globals, "{g} = private constant [{} x i8] c\"{text}\"", fmt.len() + 4).unwrap();
                writeln!(body, "  call i32 (ptr, ...) @printf(ptr {g}, {})", k(hex)).unwrap();
                expect.push((out.to_string(), case.clone()));
            }
            other => panic!("unknown case kind {other:?} ({case})"),
        }
    }
    let decls = "declare x86_fp80 @fmodl(x86_fp80, x86_fp80)\ndeclare x86_fp80 @fmaxl(x86_fp80, x86_fp80)\n\
                 declare x86_fp80 @fminl(x86_fp80, x86_fp80)\ndeclare x86_fp80 @fmal(x86_fp80, x86_fp80, x86_fp80)\n\
                 declare x86_fp80 @sqrtl(x86_fp80)\ndeclare x86_fp80 @floorl(x86_fp80)\ndeclare x86_fp80 @ceill(x86_fp80)\n\
                 declare x86_fp80 @truncl(x86_fp80)\ndeclare x86_fp80 @roundl(x86_fp80)\ndeclare x86_fp80 @rintl(x86_fp80)\n\
                 declare x86_fp80 @fabsl(x86_fp80)\ndeclare x86_fp80 @ldexpl(x86_fp80, i32)\ndeclare x86_fp80 @scalbnl(x86_fp80, i32)\n\
                 declare x86_fp80 @frexpl(x86_fp80, ptr)\n@.sp_d = private constant [5 x i8] c\" %d\\0A\\00\"\n";
    let src = format!("{PRELUDE}{decls}{globals}define i32 @main() {{\nentry:\n{body}  ret i32 0\n}}\n");
    (src, expect)
}

/// Runs every case of `cases` in the interpreter and checks its results; returns the number of
/// checks.
fn check_cases(cases: &str) -> usize {
    let (src, expect) = golden_program(cases);
    let out = ok(&src);
    let got: Vec<&str> = out.lines().collect();
    let mut diffs = Vec::new();
    for (i, (want, case)) in expect.iter().enumerate() {
        let g = got.get(i).copied().unwrap_or("<missing>");
        if g != want {
            diffs.push(format!("{case}\n    got {g}\n    want {want}"));
        }
    }
    assert_eq!(got.len(), expect.len(), "one output line per check");
    assert!(diffs.is_empty(), "{} of {} checks differ:\n{}", diffs.len(), expect.len(), diffs.join("\n"));
    expect.len()
}

#[test]
fn every_recorded_hardware_case_matches() {
    let n = check_cases(GOLDEN);
    assert!(n > 2000, "only {n} checks");
}

#[test]
fn random_cases_match_the_x87() {
    // KILN_FP80_CASES=100000 KILN_FP80_SEED=N for a longer soak.
    let Some(cc) = tool("clang-19", "random x86_fp80 cases") else { return };
    let env = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let (seed, cases) = (env("KILN_FP80_SEED", 1), env("KILN_FP80_CASES", 3000));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fp80");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join("fp80_random");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c/fp80_random.c");
    checked(
        Command::new(cc).args(["-O0", "-fno-builtin", "-o"]).arg(&exe).arg(&src).arg("-lm"),
        "clang-19 fp80_random.c",
    );
    let out = checked(Command::new(&exe).arg(seed.to_string()).arg(cases.to_string()), "fp80_random");
    let n = check_cases(&String::from_utf8(out.stdout).unwrap());
    assert!(n as u64 >= cases, "only {n} checks for {cases} cases (seed {seed})");
}

#[test]
fn memory_layout_bitcasts_and_constants() {
    // Stored in 10 bytes of a 16-byte slot; loads and stores keep even invalid encodings.
    let src = format!(
        "{PRELUDE}@g = global x86_fp80 0xK3FFF4000000000000000\n@h = global [2 x x86_fp80] [x86_fp80 1.5, x86_fp80 0xKC000C000000000000000]\n\
         define i32 @main() {{\nentry:\n  %a = alloca [2 x x86_fp80], align 16\n  %p1 = getelementptr x86_fp80, ptr %a, i64 1\n\
         %s = ptrtoint ptr %p1 to i64\n  %b = ptrtoint ptr %a to i64\n  %d = sub i64 %s, %b\n\
         call i32 (ptr, ...) @printf(ptr @.d, i64 %d)\n  call void @nl()\n\
         call void @llvm.memset.p0.i64(ptr %a, i8 -1, i64 32, i1 false)\n\
         %u = load x86_fp80, ptr @g\n  store x86_fp80 %u, ptr %a\n  %pad = getelementptr i8, ptr %a, i64 10\n\
         %padv = load i16, ptr %pad\n  %padz = zext i16 %padv to i32\n  call i32 (ptr, ...) @printf(ptr @.i32, i32 %padz)\n  call void @nl()\n\
         %back = load x86_fp80, ptr %a\n  call void @show(x86_fp80 %back, i1 true)\n\
         %e1 = getelementptr [2 x x86_fp80], ptr @h, i64 0, i64 1\n  %h1 = load x86_fp80, ptr %e1\n  call void @show(x86_fp80 %h1, i1 true)\n\
         %h0 = load x86_fp80, ptr @h\n  call void @show(x86_fp80 %h0, i1 true)\n\
         %i = bitcast x86_fp80 %h1 to i80\n  %j = xor i80 %i, 604462909807314587353088\n  %x = bitcast i80 %j to x86_fp80\n\
         call void @show(x86_fp80 %x, i1 true)\n  %w = load i80, ptr @g\n  %wx = bitcast i80 %w to x86_fp80\n\
         %sum = fadd x86_fp80 %wx, 0xK3FFF8000000000000000\n  call void @show(x86_fp80 %sum, i1 true)\n  ret i32 0\n}}\n\
         declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
    );
    assert_eq!(
        ok(&src),
        "16\n0000ffff\n3fff4000000000000000\nc000c000000000000000\n3fffc000000000000000\n4000c000000000000000\nffffc000000000000000\n"
    );
}

#[test]
fn varargs_and_vectors_of_long_double() {
    // `va_arg` of x86_fp80 reads 16-byte-aligned overflow slots, after the integer registers'
    // arguments; vector lanes compute independently.
    let src = format!(
        "{PRELUDE}declare void @llvm.va_start.p0(ptr)\ndeclare void @llvm.va_end.p0(ptr)\n\
         define x86_fp80 @sum(i32 %n, ...) {{\nentry:\n  %ap = alloca [24 x i8], align 16\n  call void @llvm.va_start.p0(ptr %ap)\n\
         %a = va_arg ptr %ap, x86_fp80\n  %i = va_arg ptr %ap, i32\n  %b = va_arg ptr %ap, x86_fp80\n  %d = va_arg ptr %ap, double\n\
         %c = va_arg ptr %ap, x86_fp80\n  call void @llvm.va_end.p0(ptr %ap)\n  %fi = sitofp i32 %i to x86_fp80\n\
         %fd = fpext double %d to x86_fp80\n  %s1 = fadd x86_fp80 %a, %fi\n  %s2 = fadd x86_fp80 %s1, %b\n  %s3 = fadd x86_fp80 %s2, %fd\n\
         %s4 = fadd x86_fp80 %s3, %c\n  ret x86_fp80 %s4\n}}\n\
         define i32 @main() {{\nentry:\n  %r = call x86_fp80 (i32, ...) @sum(i32 5, x86_fp80 0xK3FFF8000000000000000, i32 2, x86_fp80 0xK4000C000000000000000, double 0.5, x86_fp80 0xK3FBF8000000000000000)\n\
         call void @show(x86_fp80 %r, i1 true)\n\
         %v = fmul <2 x x86_fp80> <x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK7FFF8000000000000000>, <x86_fp80 0xK4000C000000000000000, x86_fp80 0xK00000000000000000000>\n\
         %v0 = extractelement <2 x x86_fp80> %v, i32 0\n  %v1 = extractelement <2 x x86_fp80> %v, i32 1\n\
         call void @show(x86_fp80 %v0, i1 true)\n  call void @show(x86_fp80 %v1, i1 true)\n  ret i32 0\n}}\n"
    );
    // 1 + 2 + 3 + 0.5 + 2^-64 = 6.5 + 2^-64, which rounds to 6.5 (the bit is below the 64th).
    assert_eq!(ok(&src), "4001d000000000000000\n4000c000000000000000\nffffc000000000000000\n");
}

#[test]
fn out_of_range_conversions_are_poison() {
    for (value, ty) in [
        ("0xK7FFF8000000000000000", "i32"),
        ("0xK7FFFC000000000000000", "i64"),
        ("0xK3FFF4000000000000000", "i64"),
        ("0xK401E8000000000000000", "i32"),
        ("0xKBFFF8000000000000000", "i8"),
        ("0xK407F8000000000000000", "i128"),
    ] {
        let op = if value == "0xKBFFF8000000000000000" { "fptoui" } else { "fptosi" };
        let src = format!(
            "{PRELUDE}define i32 @main() {{\nentry:\n  %x = {op} x86_fp80 {value} to {ty}\n  %c = icmp eq {ty} %x, 0\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}}\n"
        );
        match run(&src) {
            Err((t, _)) => assert!(t.message.contains("poison"), "{op} {value} to {ty}: {t}"),
            Ok(o) => panic!("{op} {value} to {ty} is not poison (exit {})", o.exit_code),
        }
    }
    // The edges that do fit.
    let src = format!(
        "{PRELUDE}define i32 @main() {{\nentry:\n  %a = fptosi x86_fp80 0xKC01E8000000000000000 to i32\n  call i32 (ptr, ...) @printf(ptr @.i32, i32 %a)\n\
         %b = fptoui x86_fp80 0xKBFFEFFFFFFFFFFFFFFFF to i8\n  %bz = zext i8 %b to i32\n  call i32 (ptr, ...) @printf(ptr @.i32, i32 %bz)\n  ret i32 0\n}}\n"
    );
    assert_eq!(ok(&src), "8000000000000000");
}

#[test]
fn is_fpclass_matches_llvm_on_x86() {
    // Recorded from clang-19 -O0 on x86-64 (`__builtin_isfpclass(x, mask)` on volatile values):
    // one class at a time (the mask bits that test true), then the masks clang's builtins use
    // and a few unions. Invalid encodings and pseudo-denormals belong to no single class.
    let single = [
        ("3fff4000000000000000", 0x000),
        ("bfff4000000000000000", 0x000),
        ("00008000000000000000", 0x000),
        ("80008000000000000001", 0x000),
        ("7fff0000000000000000", 0x000),
        ("7fff4000000000000001", 0x000),
        ("ffff0000000000000001", 0x000),
        ("7fff8000000000000001", 0x001),
        ("7fffc000000000000000", 0x002),
        ("00018000000000000000", 0x100),
        ("00000000000000000001", 0x080),
        ("00000000000000000000", 0x040),
        ("80000000000000000000", 0x020),
        ("ffff8000000000000000", 0x004),
    ];
    // (LLVM tests 0x3fe, all but signalling NaNs, as "not a signalling NaN", true for invalid
    // encodings; the interpreter says false there: see `f80::is_fpclass`.)
    let masks = [3, 0x3fc, 0x3ff, 0x1f8, 0x90, 0x204, 0x108, 0x3f0];
    let unions = [
        ("3fff4000000000000000", "10100000"),
        ("00008000000000000000", "01110001"),
        ("7fff0000000000000000", "10100000"),
        ("7fff4000000000000001", "10100000"),
        ("7fff8000000000000001", "10100000"),
        ("00018000000000000000", "01110011"),
    ];
    let mut body = String::new();
    let mut want = String::new();
    let mut n = 0;
    let mut test = |body: &mut String, hex: &str, mask: u32| {
        n += 1;
        writeln!(body, "  %c{n} = call i1 @llvm.is.fpclass.f80(x86_fp80 0xK{}, i32 {mask})", hex.to_ascii_uppercase())
            .unwrap();
        writeln!(body, "  %z{n} = zext i1 %c{n} to i32\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %z{n})").unwrap();
    };
    for (hex, bits) in single {
        for b in 0..10 {
            test(&mut body, hex, 1 << b);
            want.push(if bits >> b & 1 == 1 { '1' } else { '0' });
        }
        writeln!(body, "  call void @nl()").unwrap();
        want.push('\n');
    }
    for (hex, results) in unions {
        for m in masks {
            test(&mut body, hex, m);
        }
        writeln!(body, "  call void @nl()").unwrap();
        writeln!(want, "{results}").unwrap();
    }
    assert_eq!(ok(&format!("{PRELUDE}define i32 @main() {{\nentry:\n{body}  ret i32 0\n}}\n")), want);
}

// ---- clang-19 against the native build ---------------------------------------------------------

/// Compiler `name` on PATH, or a loud warning that `check` did not run (a panic with
/// `KILN_REQUIRE_ORACLE` set), as `kiln_tests::llvm_tool` does.
fn tool(name: &str, check: &str) -> Option<PathBuf> {
    let found = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .map(|d| d.join(name))
        .find(|p| p.is_file());
    if found.is_none() {
        eprintln!("\n!!! WARNING: {name} not found on PATH: {check} was NOT checked against native x87 code.");
        eprintln!("!!! Install it with: apt-get install {name} (the README's test command installs clang-19).\n");
        if std::env::var_os("KILN_REQUIRE_ORACLE").is_some() {
            panic!("KILN_REQUIRE_ORACLE is set but {name} is missing");
        }
    }
    found
}

fn checked(cmd: &mut Command, what: &str) -> std::process::Output {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(out.status.success(), "{what} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    out
}

#[test]
fn long_double_c_program_matches_native_x87() {
    let Some(clang) = tool("clang-19", "long_double.c") else { return };
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c/long_double.c");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fp80");
    std::fs::create_dir_all(&dir).unwrap();
    for level in ["-O0", "-O2"] {
        let exe = dir.join(format!("long_double{level}"));
        let ll = dir.join(format!("long_double{level}.ll"));
        checked(Command::new(&clang).args([level, "-w", "-o"]).arg(&exe).arg(&src).arg("-lm"), "clang-19 (native)");
        checked(Command::new(&clang).args([level, "-w", "-S", "-emit-llvm", "-o"]).arg(&ll).arg(&src), "clang-19 (IR)");
        let native = Command::new(&exe).output().unwrap();
        let m = kiln_ir::text::parse(&std::fs::read(&ll).unwrap()).unwrap_or_else(|d| panic!("{level}: {}", d.message));
        let out = run_main(&m, &Config { capture: true, ..Config::default() })
            .unwrap_or_else(|(t, o)| panic!("{level}: trap: {t}\nafter:\n{}", String::from_utf8_lossy(&o.stdout)));
        let (got, want) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&native.stdout));
        let diffs: Vec<String> = got
            .lines()
            .zip(want.lines())
            .enumerate()
            .filter(|(_, (g, w))| g != w)
            .map(|(i, (g, w))| format!("line {}:\n  got  {g}\n  want {w}", i + 1))
            .collect();
        assert!(diffs.is_empty(), "{level}: {} lines differ:\n{}", diffs.len(), diffs.join("\n"));
        assert_eq!(got.lines().count(), want.lines().count(), "{level}: line counts differ");
        assert_eq!(Some(out.exit_code), native.status.code(), "{level}: exit status");
        assert!(want.lines().count() > 100, "{level}: only {} lines", want.lines().count());
    }
}

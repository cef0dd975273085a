//! C and Kiln calling each other: C code (compiled by the system C compiler) calls Kiln functions
//! of many signatures — up to 16 arguments mixing every integer width, signed and unsigned,
//! `_Bool`, float, double and pointers, with every return type — and Kiln code calls back into C
//! through function pointers with the same signatures. Every argument must arrive intact (the
//! Kiln side reports each one back to C) and every return value must come back.

use kiln::codegen::{build, BuildOptions};
use kiln_tests::gen_program::harness::{run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::native::{link, scratch_stem};
use std::fmt::Write;
use std::process::Command;

/// A C scalar type and its IR spelling.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum CTy {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
    Ptr,
}

const ALL: [CTy; 12] = [
    CTy::Bool,
    CTy::I8,
    CTy::U8,
    CTy::I16,
    CTy::U16,
    CTy::I32,
    CTy::U32,
    CTy::I64,
    CTy::U64,
    CTy::F32,
    CTy::F64,
    CTy::Ptr,
];

impl CTy {
    fn c(self) -> &'static str {
        match self {
            CTy::Bool => "_Bool",
            CTy::I8 => "signed char",
            CTy::U8 => "unsigned char",
            CTy::I16 => "short",
            CTy::U16 => "unsigned short",
            CTy::I32 => "int",
            CTy::U32 => "unsigned",
            CTy::I64 => "long long",
            CTy::U64 => "unsigned long long",
            CTy::F32 => "float",
            CTy::F64 => "double",
            CTy::Ptr => "char *",
        }
    }
    fn ir(self) -> &'static str {
        match self {
            CTy::Bool => "i1",
            CTy::I8 | CTy::U8 => "i8",
            CTy::I16 | CTy::U16 => "i16",
            CTy::I32 | CTy::U32 => "i32",
            CTy::I64 | CTy::U64 => "i64",
            CTy::F32 => "float",
            CTy::F64 => "double",
            CTy::Ptr => "ptr",
        }
    }
    /// The parameter/return attribute clang puts on this type.
    fn attr(self) -> &'static str {
        match self {
            CTy::Bool | CTy::U8 | CTy::U16 => " zeroext",
            CTy::I8 | CTy::I16 => " signext",
            _ => "",
        }
    }
    fn is_fp(self) -> bool {
        matches!(self, CTy::F32 | CTy::F64)
    }
    /// IR converting `%v` of this type to the i64 or double that is recorded.
    fn widen(self, v: &str, out: &str) -> String {
        match self {
            CTy::Bool | CTy::U8 | CTy::U16 | CTy::U32 => format!("  {out} = zext {} {v} to i64\n", self.ir()),
            CTy::I8 | CTy::I16 | CTy::I32 => format!("  {out} = sext {} {v} to i64\n", self.ir()),
            CTy::I64 | CTy::U64 => format!("  {out} = add i64 {v}, 0\n"),
            CTy::F32 => format!("  {out} = fpext float {v} to double\n"),
            CTy::F64 => format!("  {out} = fadd double {v}, 0.0\n"),
            CTy::Ptr => format!("  {out} = ptrtoint ptr {v} to i64\n"),
        }
    }
    /// A C expression of this type from a random 64-bit pattern.
    fn literal(self, r: u64) -> String {
        match self {
            CTy::Bool => format!("{}", r & 1),
            CTy::I8 => format!("(signed char){}", r as i8),
            CTy::U8 => format!("(unsigned char){}u", r as u8),
            CTy::I16 => format!("(short){}", r as i16),
            CTy::U16 => format!("(unsigned short){}u", r as u16),
            CTy::I32 => format!("(int){}", r as i32),
            CTy::U32 => format!("{}u", r as u32),
            CTy::I64 => format!("(long long)0x{r:x}ull"),
            CTy::U64 => format!("0x{r:x}ull"),
            CTy::F32 => format!("{:?}f", (r as i32 as f32) / 64.0),
            CTy::F64 => format!("{:?}", (r as i64 as f64) / 1024.0),
            CTy::Ptr => format!("(buf + {})", r % 64),
        }
    }
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// One signature: parameter types, return type (`None` = void), and which parameter is returned.
struct Sig {
    params: Vec<CTy>,
    ret: Option<CTy>,
    returned: Option<usize>,
}

fn signatures(count: usize, seed: u64) -> Vec<Sig> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|i| {
            // Every third signature has 12..16 arguments; the rest 1..16.
            let n = if i % 3 == 0 { 12 + rng.below(5) } else { 1 + rng.below(16) };
            let params: Vec<CTy> = (0..n).map(|_| ALL[rng.below(ALL.len())]).collect();
            // Cycle through every return type, and void.
            let ret = if i % (ALL.len() + 1) == ALL.len() { None } else { Some(ALL[i % (ALL.len() + 1)]) };
            let returned = ret.and_then(|t| params.iter().position(|&p| p == t));
            Sig { params, ret, returned }
        })
        .collect()
}

/// The IR return constant when no parameter of the return type exists.
fn ir_const(t: CTy) -> &'static str {
    match t {
        CTy::F32 | CTy::F64 => "2.5",
        CTy::Ptr => "null",
        CTy::Bool => "true",
        _ => "-3",
    }
}

/// The C value the same constant has.
fn c_const(t: CTy) -> &'static str {
    match t {
        CTy::F32 | CTy::F64 => "2.5",
        CTy::Ptr => "(char *)0",
        CTy::Bool => "1",
        _ => "-3",
    }
}

/// Kiln's side: `kf{i}` reports its arguments to C and returns one; `kcb{i}` calls a C function
/// pointer with its arguments and returns the result.
fn ir_module(sigs: &[Sig]) -> String {
    let mut s = String::from("declare void @rec_i(i64)\ndeclare void @rec_f(double)\n\n");
    for (i, sig) in sigs.iter().enumerate() {
        let ret = sig.ret.map_or("void".to_string(), |t| format!("{} {}", t.attr(), t.ir()).trim().to_string());
        let params: Vec<String> =
            sig.params.iter().enumerate().map(|(k, t)| format!("{}{} %a{k}", t.ir(), t.attr())).collect();
        let _ = writeln!(s, "define {ret} @kf{i}({}) {{", params.join(", "));
        for (k, t) in sig.params.iter().enumerate() {
            s.push_str(&t.widen(&format!("%a{k}"), &format!("%w{k}")));
            if t.is_fp() {
                let _ = writeln!(s, "  call void @rec_f(double %w{k})");
            } else {
                let _ = writeln!(s, "  call void @rec_i(i64 %w{k})");
            }
        }
        match (sig.ret, sig.returned) {
            (None, _) => s.push_str("  ret void\n"),
            (Some(t), Some(k)) => {
                let _ = writeln!(s, "  ret {} %a{k}", t.ir());
            }
            (Some(t), None) => {
                let _ = writeln!(s, "  ret {} {}", t.ir(), ir_const(t));
            }
        }
        s.push_str("}\n\n");
        let _ = writeln!(s, "define {ret} @kcb{i}(ptr %fp, {}) {{", params.join(", "));
        let args: Vec<String> =
            sig.params.iter().enumerate().map(|(k, t)| format!("{}{} %a{k}", t.ir(), t.attr())).collect();
        match sig.ret {
            None => {
                let _ = writeln!(s, "  call void %fp({})\n  ret void", args.join(", "));
            }
            Some(t) => {
                let _ = writeln!(s, "  %r = call {ret} %fp({})\n  ret {} %r", args.join(", "), t.ir());
            }
        }
        s.push_str("}\n\n");
    }
    s
}

/// C's side: calls every Kiln function with random values and checks what arrives.
fn c_program(sigs: &[Sig], seed: u64) -> String {
    let mut rng = Rng(seed ^ 0x5eed);
    let mut s = String::from(
        "#include <stdio.h>\n#include <string.h>\n\
         static char buf[64];\nstatic long long ri[64]; static double rf[64]; static int ni, nf, bad;\n\
         void rec_i(long long v) { ri[ni++] = v; }\nvoid rec_f(double v) { rf[nf++] = v; }\n\
         static void expect_i(int sig, int k, long long got, long long want) { if (got != want) { printf(\"sig %d arg %d: got %lld want %lld\\n\", sig, k, got, want); bad++; } }\n\
         static void expect_f(int sig, int k, double got, double want) { if (memcmp(&got, &want, sizeof got)) { printf(\"sig %d arg %d: got %a want %a\\n\", sig, k, got, want); bad++; } }\n\n",
    );
    let widen_c = |t: CTy, e: &str| -> String {
        match t {
            CTy::Ptr => format!("(long long)(unsigned long long)(unsigned long){e}"),
            CTy::F32 | CTy::F64 => format!("(double){e}"),
            _ => format!("(long long){e}"),
        }
    };
    for (i, sig) in sigs.iter().enumerate() {
        let ret_c = sig.ret.map_or("void", |t| t.c());
        let params: Vec<String> = sig.params.iter().enumerate().map(|(k, t)| format!("{} a{k}", t.c())).collect();
        let _ = writeln!(s, "{ret_c} kf{i}({});", params.join(", "));
        let _ = writeln!(s, "{ret_c} kcb{i}({ret_c} (*)({}), {});", params.join(", "), params.join(", "));
        // The callback records like the Kiln side does.
        let _ = writeln!(s, "static {ret_c} cb{i}({}) {{", params.join(", "));
        for (k, t) in sig.params.iter().enumerate() {
            if t.is_fp() {
                let _ = writeln!(s, "  rec_f({});", widen_c(*t, &format!("a{k}")));
            } else {
                let _ = writeln!(s, "  rec_i({});", widen_c(*t, &format!("a{k}")));
            }
        }
        match (sig.ret, sig.returned) {
            (None, _) => {}
            (Some(_), Some(k)) => {
                let _ = writeln!(s, "  return a{k};");
            }
            (Some(t), None) => {
                let _ = writeln!(s, "  return {};", c_const(t));
            }
        }
        s.push_str("}\n");
    }
    s.push_str("\nint main(void) {\n");
    for (i, sig) in sigs.iter().enumerate() {
        let vals: Vec<String> = sig.params.iter().map(|t| t.literal(rng.next())).collect();
        let _ = writeln!(s, "  {{");
        for (k, t) in sig.params.iter().enumerate() {
            let _ = writeln!(s, "    {} v{k} = {};", t.c(), vals[k]);
        }
        let args: Vec<String> = (0..sig.params.len()).map(|k| format!("v{k}")).collect();
        for (call, name) in
            [(format!("kf{i}({})", args.join(", ")), "kf"), (format!("kcb{i}(cb{i}, {})", args.join(", ")), "kcb")]
        {
            let _ = writeln!(s, "    {{ ni = nf = 0;");
            match sig.ret {
                None => {
                    let _ = writeln!(s, "    {call};");
                }
                Some(t) => {
                    let _ = writeln!(s, "    {} r = {call};", t.c());
                    let want = sig.returned.map_or(c_const(t).to_string(), |k| format!("v{k}"));
                    if t.is_fp() {
                        let _ = writeln!(s, "    expect_f({i}, -1, (double)r, (double)({want}));");
                    } else {
                        let _ = writeln!(
                            s,
                            "    expect_i({i}, -1, {}, {});",
                            widen_c(t, "r"),
                            widen_c(t, &format!("(({})({want}))", t.c()))
                        );
                    }
                }
            }
            let (mut fi, mut ii) = (0, 0);
            for (k, t) in sig.params.iter().enumerate() {
                if t.is_fp() {
                    let _ = writeln!(s, "    expect_f({i}, {k}, rf[{fi}], {});", widen_c(*t, &format!("v{k}")));
                    fi += 1;
                } else {
                    let _ = writeln!(s, "    expect_i({i}, {k}, ri[{ii}], {});", widen_c(*t, &format!("v{k}")));
                    ii += 1;
                }
            }
            let _ = writeln!(s, "    if (ni != {ii} || nf != {fi}) {{ printf(\"sig {i} ({name}): %d/%d records\\n\", ni, nf); bad++; }} }}");
        }
        let _ = writeln!(s, "  }}");
    }
    let _ = writeln!(s, "  printf(\"%d signatures, %d mismatches\\n\", {}, bad);\n  return bad != 0;\n}}", sigs.len());
    s
}

fn run_signatures(opt_level: u8) {
    let sigs = signatures(60, 0xc0ffee);
    let ir = ir_module(&sigs);
    let c = c_program(&sigs, 0xc0ffee);
    let mut module = kiln::load_module(ir.as_bytes())
        .unwrap_or_else(|d| panic!("{}\n{ir}", kiln::render_diagnostics("<callers>", ir.as_bytes(), &d)));
    let object = build(&mut module, &BuildOptions { opt_level, ..BuildOptions::default() })
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics("<callers>", ir.as_bytes(), &d)));
    let c_path = scratch_stem("callers").with_extension("c");
    std::fs::write(&c_path, &c).unwrap();
    let exe = link(&object, &[&c_path], &["-O1"], "callers").unwrap_or_else(|e| panic!("{e}"));
    let out = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT).unwrap_or_else(|e| panic!("{e}"));
    let text = String::from_utf8_lossy(&out.stdout);
    let _ = std::fs::remove_file(&exe);
    assert_eq!(
        out.status,
        Some(0),
        "kiln -O{opt_level}: C/Kiln calls disagree:\n{text}\n(C side: {})",
        c_path.display()
    );
    assert!(text.contains("60 signatures, 0 mismatches"), "unexpected output: {text}");
    let _ = std::fs::remove_file(&c_path);
    eprintln!("kiln -O{opt_level}: {}", text.trim());
}

#[test]
fn c_calls_kiln_and_kiln_calls_back_at_o0() {
    run_signatures(0);
}

#[test]
fn c_calls_kiln_and_kiln_calls_back_at_o2() {
    run_signatures(2);
}

#[test]
fn signatures_cover_every_type_and_long_lists() {
    let sigs = signatures(60, 0xc0ffee);
    for t in ALL {
        assert!(sigs.iter().any(|s| s.params.contains(&t)), "{t:?} never passed");
        assert!(sigs.iter().any(|s| s.ret == Some(t)), "{t:?} never returned");
    }
    assert!(sigs.iter().filter(|s| s.params.len() >= 12).count() >= 15);
}

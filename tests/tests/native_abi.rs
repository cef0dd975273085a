//! Aggregates, vectors and `i128` passed and returned by value between Kiln and gcc, both directions,
//! under SysV (`ccc`) and Win64 (`win64cc` against gcc's `__attribute__((ms_abi))`): C calls a Kiln
//! function with pattern-filled arguments, the Kiln function hands each argument back to C through a
//! pointer, and C compares every member byte; Kiln calls a C function the same way and stores its
//! result for C to compare. Also a variadic call passing structs to a C variadic function, a Win64
//! variadic Kiln body reading its `va_list`, and a 12-byte `{float, float, float}` at the very end of a
//! mapped page (the next page `PROT_NONE`) passed, returned, loaded and stored without faulting.

use kiln::codegen::{build, BuildOptions, Target};
use kiln_tests::gen_program::harness::{run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::native::{link, scratch_stem};
use std::fmt::Write;
use std::process::Command;

/// A type on both sides.
#[derive(Clone, Debug)]
enum T {
    I8,
    I16,
    I32,
    I64,
    I128,
    F32,
    F64,
    Ptr,
    M128,
    V2F,
    V8F,
    Struct(Vec<T>),
    Packed(Vec<T>),
    Arr(Box<T>, u32),
}

use T::*;

fn st(f: Vec<T>) -> T {
    Struct(f)
}

fn arr(t: T, n: u32) -> T {
    Arr(Box::new(t), n)
}

impl T {
    fn ir(&self) -> String {
        match self {
            I8 => "i8".into(),
            I16 => "i16".into(),
            I32 => "i32".into(),
            I64 => "i64".into(),
            I128 => "i128".into(),
            F32 => "float".into(),
            F64 => "double".into(),
            Ptr => "ptr".into(),
            M128 => "<4 x float>".into(),
            V2F => "<2 x float>".into(),
            V8F => "<8 x float>".into(),
            Struct(f) => format!("{{ {} }}", f.iter().map(T::ir).collect::<Vec<_>>().join(", ")),
            Packed(f) => format!("<{{ {} }}>", f.iter().map(T::ir).collect::<Vec<_>>().join(", ")),
            Arr(e, n) => format!("[{n} x {}]", e.ir()),
        }
    }
}

/// C declarations generated for the types of one program.
#[derive(Default)]
struct CTypes {
    defs: String,
    next: usize,
}

impl CTypes {
    /// The C spelling of a member type (arrays are spelled by the declarator, see `decl`).
    fn name(&mut self, t: &T, align: u32) -> String {
        let scalar = match t {
            I8 => "signed char",
            I16 => "short",
            I32 => "int",
            I64 => "long long",
            I128 => "__int128",
            F32 => "float",
            F64 => "double",
            Ptr => "void *",
            M128 => "__m128",
            V2F => "v2f",
            V8F => "v8f",
            _ => "",
        };
        if !scalar.is_empty() {
            return scalar.to_string();
        }
        let (fields, packed) = match t {
            Struct(f) => (f.clone(), false),
            Packed(f) => (f.clone(), true),
            // A whole array: `struct { T a[N]; }`.
            Arr(..) => (vec![t.clone()], false),
            _ => unreachable!(),
        };
        let mut body = String::new();
        for (k, f) in fields.iter().enumerate() {
            let d = self.decl(f, &format!("f{k}"));
            let _ = writeln!(body, "  {d};");
        }
        let id = self.next;
        self.next += 1;
        let mut attrs = Vec::new();
        if packed {
            attrs.push("packed".to_string());
        }
        if align > 0 {
            attrs.push(format!("aligned({align})"));
        }
        let attr = if attrs.is_empty() { String::new() } else { format!(" __attribute__(({}))", attrs.join(", ")) };
        let _ = writeln!(self.defs, "struct{attr} s{id} {{\n{body}}};");
        format!("struct s{id}")
    }

    /// A declaration of `name` with member type `t`.
    fn decl(&mut self, t: &T, name: &str) -> String {
        match t {
            Arr(e, n) => {
                let inner = self.decl(e, &format!("{name}[{n}]"));
                inner
            }
            _ => format!("{} {name}", self.name(t, 0)),
        }
    }
}

/// C access paths of every scalar member of a value of type `t` reached through `path`.
fn leaves(t: &T, path: &str, top: bool, out: &mut Vec<String>) {
    match t {
        Struct(f) | Packed(f) => {
            for (k, x) in f.iter().enumerate() {
                leaves(x, &format!("{path}.f{k}"), false, out);
            }
        }
        Arr(e, n) => {
            let base = if top { format!("{path}.f0") } else { path.to_string() };
            for k in 0..*n {
                leaves(e, &format!("{base}[{k}]"), false, out);
            }
        }
        _ => out.push(path.to_string()),
    }
}

/// One signature: parameters (type, alignstack), return type.
struct Sig {
    params: Vec<(T, u32)>,
    ret: Option<T>,
}

fn sig(params: Vec<T>, ret: Option<T>) -> Sig {
    Sig { params: params.into_iter().map(|t| (t, 0)).collect(), ret }
}

/// The signatures both conventions are tested with.
fn signatures() -> Vec<Sig> {
    let mixed = st(vec![I8, F32, F64]);
    let fff = st(vec![F32, F32, F32]);
    let nested = st(vec![st(vec![F32, F32]), st(vec![I32, arr(I16, 2)]), F64]);
    let big7 = st(vec![arr(I16, 7), F64, I8, F32, I32]);
    vec![
        sig(vec![mixed.clone(), mixed.clone()], Some(mixed.clone())),
        sig(vec![fff.clone(), I32, fff.clone()], Some(fff.clone())),
        sig(vec![arr(F32, 3), arr(F32, 3)], Some(arr(F32, 3))),
        sig(vec![nested.clone(), I64], Some(nested.clone())),
        sig(vec![Packed(vec![I8, I32, I16]), Packed(vec![I8, F64]), I8], Some(Packed(vec![I8, I32, I16]))),
        Sig { params: vec![(fff.clone(), 16), (I32, 0), (st(vec![F64]), 32), (F32, 0)], ret: Some(F64) },
        sig(vec![st(vec![I64, I64, I64]), st(vec![F64, F64, F64, F64])], Some(st(vec![I64, I64, I64]))),
        sig(vec![arr(I8, 64), I32, arr(I8, 64)], Some(arr(I8, 64))),
        sig(vec![big7.clone(), big7.clone(), F32], Some(big7.clone())),
        sig(vec![M128, F64, M128], Some(M128)),
        sig(vec![I128, I64, I128], Some(I128)),
        sig(
            vec![st(vec![I16]), st(vec![I8, I8, I8]), st(vec![I32, I8]), st(vec![F32]), st(vec![I64, I32])],
            Some(st(vec![I8, I8, I8])),
        ),
        sig(vec![st(vec![F64]), st(vec![I32, F32])], Some(st(vec![I32, F32]))),
        sig(vec![st(vec![M128]), st(vec![F32, F32, F32, F32])], Some(st(vec![F32, F32, F32, F32]))),
        // Registers run out: six integers and eight doubles first, then structs that must go to memory
        // whole while later scalars still get registers.
        sig(
            vec![
                I64,
                I64,
                I64,
                I64,
                I64,
                st(vec![I64, I64]),
                I32,
                F64,
                F64,
                F64,
                F64,
                F64,
                F64,
                F64,
                st(vec![F64, F64]),
                F32,
                mixed.clone(),
                I8,
                fff,
                arr(I8, 64),
            ],
            Some(mixed),
        ),
    ]
}

/// Builds the IR and C sides for `sigs` under SysV (`win64 == false`) or Win64.
fn programs(sigs: &[Sig], win64: bool) -> (String, String) {
    let cc = if win64 { "win64cc " } else { "" };
    let ms = if win64 { "__attribute__((ms_abi)) " } else { "" };
    let mut ct = CTypes::default();
    let mut ir = String::new();
    let mut c = String::new();
    let _ = writeln!(ir, "declare {cc}void @record(i32, i32, ptr)\n");
    let mut cfuncs = String::new();
    let mut cmain = String::new();
    for (n, s) in sigs.iter().enumerate() {
        let ctys: Vec<String> = s.params.iter().map(|(t, a)| ct.name(t, *a)).collect();
        let cret = s.ret.as_ref().map(|t| ct.name(t, 0)).unwrap_or_else(|| "void".into());
        let irp: Vec<String> =
            s.params.iter().map(|(t, a)| if *a > 0 { format!("{} alignstack({a})", t.ir()) } else { t.ir() }).collect();
        let iret = s.ret.as_ref().map(T::ir).unwrap_or_else(|| "void".into());
        // C globals holding the patterns.
        for (k, ty) in ctys.iter().enumerate() {
            let _ = writeln!(cfuncs, "{ty} a{n}_{k};");
        }
        if s.ret.is_some() {
            let _ = writeln!(cfuncs, "{cret} r{n};\n{cret} got{n};");
        }
        // check: compares every scalar member of argument k of signature n.
        let _ = writeln!(cfuncs, "static void check{n}(int k, const void *p) {{\n  switch (k) {{");
        for (k, (t, _)) in s.params.iter().enumerate() {
            let mut ls = Vec::new();
            leaves(t, "", true, &mut ls);
            let _ = writeln!(cfuncs, "  case {k}: {{ const {} *g = p; (void)g;", ctys[k]);
            for l in ls {
                let _ = writeln!(
                    cfuncs,
                    "    if (memcmp(&g[0]{l}, &a{n}_{k}{l}, sizeof a{n}_{k}{l})) {{ printf(\"sig {n} arg {k} member {l} differs\\n\"); bad++; }}"
                );
            }
            let _ = writeln!(cfuncs, "    break; }}");
        }
        let _ = writeln!(cfuncs, "  }}\n  seen++;\n}}");
        if let Some(t) = &s.ret {
            let mut ls = Vec::new();
            leaves(t, "", true, &mut ls);
            let _ = writeln!(cfuncs, "static void check_ret{n}(const {cret} *g, const char *who) {{");
            for l in ls {
                let _ = writeln!(
                    cfuncs,
                    "  if (memcmp(&g[0]{l}, &r{n}{l}, sizeof r{n}{l})) {{ printf(\"sig {n} return member {l} differs (%s)\\n\", who); bad++; }}"
                );
            }
            let _ = writeln!(cfuncs, "}}");
        }
        // The C callee Kiln calls.
        let cparams: Vec<String> = ctys.iter().enumerate().map(|(k, t)| format!("{t} p{k}")).collect();
        let _ = writeln!(cfuncs, "{ms}{cret} c_callee{n}({}) {{", cparams.join(", "));
        for k in 0..s.params.len() {
            let _ = writeln!(cfuncs, "  check{n}({k}, &p{k});");
        }
        if s.ret.is_some() {
            let _ = writeln!(cfuncs, "  return r{n};");
        }
        let _ = writeln!(cfuncs, "}}");
        let _ = writeln!(cfuncs, "{ms}{cret} k_callee{n}({});\nvoid k_caller{n}(void);", ctys.join(", "));
        // main's part: fill patterns, C calls Kiln, Kiln calls C.
        let _ = writeln!(cmain, "  {{");
        for k in 0..s.params.len() {
            let _ = writeln!(cmain, "    fill(&a{n}_{k}, sizeof a{n}_{k}, {});", n * 31 + k * 7 + 1);
        }
        if s.ret.is_some() {
            let _ = writeln!(cmain, "    fill(&r{n}, sizeof r{n}, {});", n * 31 + 99);
        }
        let args: Vec<String> = (0..s.params.len()).map(|k| format!("a{n}_{k}")).collect();
        let want = s.params.len();
        if s.ret.is_some() {
            let _ = writeln!(cmain, "    seen = 0; {cret} x = k_callee{n}({});", args.join(", "));
            let _ = writeln!(cmain, "    check_ret{n}(&x, \"C calls Kiln\");");
        } else {
            let _ = writeln!(cmain, "    seen = 0; k_callee{n}({});", args.join(", "));
        }
        let _ = writeln!(
            cmain,
            "    if (seen != {want}) {{ printf(\"sig {n}: Kiln callee saw %d args\\n\", seen); bad++; }}"
        );
        let _ = writeln!(cmain, "    seen = 0; k_caller{n}();");
        if s.ret.is_some() {
            let _ = writeln!(cmain, "    check_ret{n}(&got{n}, \"Kiln calls C\");");
        }
        let _ = writeln!(
            cmain,
            "    if (seen != {want}) {{ printf(\"sig {n}: C callee saw %d args\\n\", seen); bad++; }}\n  }}"
        );
        // IR: the Kiln callee hands every argument back through memory and returns the pattern.
        let ps: Vec<String> = irp.iter().enumerate().map(|(k, t)| format!("{t} %p{k}")).collect();
        let mut body = String::new();
        let _ = writeln!(body, "define {cc}{iret} @k_callee{n}({}) {{", ps.join(", "));
        // Even signatures store every argument before the first call; odd ones store each just before
        // handing it back, so the other arguments stay live across calls (callee-saved registers).
        for (k, (t, _)) in s.params.iter().enumerate() {
            let _ = writeln!(body, "  %s{k} = alloca {}, align 16", t.ir());
            if n % 2 == 0 {
                let _ = writeln!(body, "  store {} %p{k}, ptr %s{k}", t.ir());
            }
        }
        for (k, (t, _)) in s.params.iter().enumerate() {
            if n % 2 == 1 {
                let _ = writeln!(body, "  store {} %p{k}, ptr %s{k}", t.ir());
            }
            let _ = writeln!(body, "  call {cc}void @record(i32 {n}, i32 {k}, ptr %s{k})");
        }
        if s.ret.is_some() {
            let _ = writeln!(body, "  %r = load {iret}, ptr @r{n}\n  ret {iret} %r\n}}");
        } else {
            let _ = writeln!(body, "  ret void\n}}");
        }
        ir.push_str(&body);
        // The Kiln caller loads the patterns, calls C and stores the result.
        let _ = writeln!(ir, "declare {cc}{iret} @c_callee{n}({})", irp.join(", "));
        let _ = writeln!(ir, "define void @k_caller{n}() {{");
        let mut args = Vec::new();
        for (k, (t, _)) in s.params.iter().enumerate() {
            let _ = writeln!(ir, "  %v{k} = load {}, ptr @a{n}_{k}", t.ir());
            args.push(format!("{} %v{k}", irp[k]));
        }
        if s.ret.is_some() {
            let _ = writeln!(ir, "  %x = call {cc}{iret} @c_callee{n}({})", args.join(", "));
            let _ = writeln!(ir, "  store {iret} %x, ptr @got{n}\n  ret void\n}}\n");
        } else {
            let _ = writeln!(ir, "  call {cc}void @c_callee{n}({})\n  ret void\n}}\n", args.join(", "));
        }
        for k in 0..s.params.len() {
            let _ = writeln!(ir, "@a{n}_{k} = external global i8");
        }
        let _ = writeln!(ir, "@r{n} = external global i8\n@got{n} = external global i8");
    }
    let _ = writeln!(c, "#include <stdio.h>\n#include <string.h>\n#include <xmmintrin.h>");
    let _ = writeln!(c, "typedef float v2f __attribute__((vector_size(8)));");
    let _ = writeln!(c, "typedef float v8f __attribute__((vector_size(32)));");
    c.push_str(&ct.defs);
    let _ = writeln!(c, "static int bad, seen;");
    let _ = writeln!(c, "static void fill(void *p, unsigned long n, int seed) {{ unsigned char *b = p; for (unsigned long i = 0; i < n; i++) b[i] = (unsigned char)(i * 37 + seed * 11 + 5); }}");
    let nsigs = sigs.len();
    let _ = writeln!(c, "{cfuncs}");
    let mut rec = format!("{ms}void record(int n, int k, const void *p) {{\n  switch (n) {{\n");
    for n in 0..nsigs {
        let _ = writeln!(rec, "  case {n}: check{n}(k, p); break;");
    }
    rec.push_str("  }\n}\n");
    c.push_str(&rec);
    let _ = writeln!(
        c,
        "int main(void) {{\n{cmain}  printf(\"{nsigs} signatures, %d mismatches\\n\", bad);\n  return bad != 0;\n}}"
    );
    (ir, c)
}

/// Builds `ir` for Linux, links it with the C source `c` and runs it; returns stdout.
fn build_link_run(ir: &str, c: &str, prefix: &str) -> String {
    let mut module = kiln::load_module(ir.as_bytes())
        .unwrap_or_else(|d| panic!("{}\n{ir}", kiln::render_diagnostics(prefix, ir.as_bytes(), &d)));
    let object = build(&mut module, &BuildOptions { target: Target::LINUX, ..BuildOptions::default() })
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics(prefix, ir.as_bytes(), &d)));
    let c_path = scratch_stem(prefix).with_extension("c");
    std::fs::write(&c_path, c).unwrap();
    let exe = link(&object, &[&c_path], &["-O1", "-w"], prefix).unwrap_or_else(|e| panic!("{e}"));
    let out = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT).unwrap_or_else(|e| panic!("{e}"));
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let _ = std::fs::remove_file(&exe);
    assert_eq!(out.status, Some(0), "{prefix}: mismatches (C side kept at {}):\n{text}", c_path.display());
    let _ = std::fs::remove_file(&c_path);
    text
}

/// A small deterministic generator for random signatures.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// A random member or parameter type nested at most `depth` levels.
fn random_type(rng: &mut Rng, depth: u32) -> T {
    let scalars = [I8, I16, I32, I64, I128, F32, F64, Ptr, M128, V2F, F32, F64, I32, I8];
    if depth == 0 || rng.below(3) == 0 {
        return scalars[rng.below(scalars.len() as u64) as usize].clone();
    }
    // Members only: a top-level 32-byte vector keeps LLVM's two-register SysV form, unlike gcc's __m256.
    let member = |rng: &mut Rng| if rng.below(16) == 0 { V8F } else { random_type(rng, depth - 1) };
    let fields = |rng: &mut Rng, max: u64| (0..1 + rng.below(max)).map(|_| member(rng)).collect();
    match rng.below(5) {
        0 => Packed(fields(rng, 4)),
        1 => arr(random_type(rng, depth - 1), 1 + rng.below(4) as u32),
        _ => Struct(fields(rng, 5)),
    }
}

/// Random signatures: mostly aggregates (nested, packed, arrays, some over-aligned), 1 to 12 parameters.
fn random_signatures(seed: u64, count: usize) -> Vec<Sig> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|_| {
            let n = 1 + rng.below(12) as usize;
            let params = (0..n)
                .map(|_| {
                    let depth = 1 + rng.below(3) as u32;
                    let t = random_type(&mut rng, depth);
                    let aggregate = matches!(t, Struct(_) | Packed(_) | Arr(..));
                    let align = if aggregate && rng.below(6) == 0 { [16, 32][rng.below(2) as usize] } else { 0 };
                    (t, align)
                })
                .collect();
            let ret = match rng.below(8) {
                0 => None,
                _ => {
                    let depth = 1 + rng.below(3) as u32;
                    Some(random_type(&mut rng, depth))
                }
            };
            Sig { params, ret }
        })
        .collect()
}

fn run_convention(win64: bool) {
    run_signatures(signatures(), win64);
}

fn run_signatures(sigs: Vec<Sig>, win64: bool) {
    let sigs: Vec<Sig> = match std::env::var("KILN_ABI_ONLY").ok().and_then(|v| v.parse::<usize>().ok()) {
        Some(k) => sigs.into_iter().skip(k).take(1).collect(),
        None => sigs,
    };
    if std::env::var_os("KILN_ABI_DUMP").is_some() {
        let (ir, _) = programs(&sigs, win64);
        let _ = std::fs::write("/tmp/abi_dump.ll", ir);
    }
    let (ir, c) = programs(&sigs, win64);
    let prefix = if win64 { "abi-win64" } else { "abi-sysv" };
    let text = build_link_run(&ir, &c, prefix);
    assert!(text.contains(&format!("{} signatures, 0 mismatches", sigs.len())), "{text}");
}

#[test]
fn sysv_aggregates_vectors_and_i128_by_value_both_directions() {
    run_convention(false);
}

#[test]
fn win64cc_against_gcc_ms_abi_both_directions() {
    run_convention(true);
}

/// The seed of the random-signature tests: `KILN_ABI_SEED` (to explore more), else a fixed one.
fn seed(default: u64) -> u64 {
    let s = std::env::var("KILN_ABI_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    eprintln!("random signatures with seed {s} (set KILN_ABI_SEED to change)");
    s
}

/// How many random signatures per convention: `KILN_ABI_COUNT`, else 60.
fn count() -> usize {
    std::env::var("KILN_ABI_COUNT").ok().and_then(|v| v.parse().ok()).unwrap_or(60)
}

#[test]
fn random_signatures_sysv() {
    run_signatures(random_signatures(seed(0x5eed_0001), count()), false);
}

#[test]
fn random_signatures_win64() {
    run_signatures(random_signatures(seed(0x5eed_0002), count()), true);
}

/// Kiln calls C variadic functions with structs among the variadic arguments (SysV: %al counts the
/// vector registers; Win64: floats also in the integer register, other sizes by reference).
#[test]
fn variadic_calls_pass_structs_to_c() {
    for win64 in [false, true] {
        // gcc 12's `__builtin_va_arg` on an ms_abi va_list mishandles structs passed by reference (it
        // fails against its own ms_abi caller), so the Win64 C side reads those slots as pointers, which
        // is what the convention puts there.
        let (cc, ms, valist, start, end, byref) = if win64 {
            (
                "win64cc ",
                "__attribute__((ms_abi)) ",
                "__builtin_ms_va_list",
                "__builtin_ms_va_start",
                "__builtin_ms_va_end",
                "*",
            )
        } else {
            ("", "", "va_list", "va_start", "va_end", "")
        };
        let get = |ty: &str| {
            if byref.is_empty() {
                format!("__builtin_va_arg(ap, {ty})")
            } else {
                format!("*__builtin_va_arg(ap, {ty} *)")
            }
        };
        let (gm, gf, gb) = (get("struct m"), get("struct f3"), get("struct big"));
        let c = format!(
            r#"#include <stdarg.h>
#include <stdio.h>
struct m {{ signed char a; float b; double c; }};
struct f3 {{ float x, y, z; }};
struct big {{ long long p, q, r; }};
struct p8 {{ int i; float f; }};
{ms}double c_va(int n, ...) {{
  {valist} ap; {start}(ap, n);
  struct m m = {gm};
  double d = __builtin_va_arg(ap, double);
  struct f3 f = {gf};
  struct big b = {gb};
  int i = __builtin_va_arg(ap, int);
  struct p8 q = __builtin_va_arg(ap, struct p8);
  {end}(ap);
  return n * 1000000.0 + m.a * 100000.0 + m.b * 10000.0 + m.c * 1000.0 + d * 100.0 + (f.x + f.y + f.z) * 10.0 + (b.p + b.q + b.r) + i * 0.5 + q.i * 0.125 + q.f;
}}
double k_va(void);
int main(void) {{
  double want = 2 * 1000000.0 + 3 * 100000.0 + 0.5 * 10000.0 + 0.25 * 1000.0 + 7.0 * 100.0 + (1.0 + 2.0 + 4.0) * 10.0 + (10 + 20 + 30) + 9 * 0.5 + 6 * 0.125 + 0.0625;
  double got = k_va();
  printf("%s %f %f\n", got == want ? "ok" : "MISMATCH", got, want);
  return got != want;
}}
"#
        );
        let ir = format!(
            r#"declare {cc}double @c_va(i32, ...)
define double @k_va() {{
  %r = call {cc}double (i32, ...) @c_va(i32 2, {{ i8, float, double }} {{ i8 3, float 0.5, double 0.25 }}, double 7.0, {{ float, float, float }} {{ float 1.0, float 2.0, float 4.0 }}, {{ i64, i64, i64 }} {{ i64 10, i64 20, i64 30 }}, i32 9, {{ i32, float }} {{ i32 6, float 0.0625 }})
  ret double %r
}}
"#
        );
        let text = build_link_run(&ir, &c, if win64 { "abi-va-win64" } else { "abi-va-sysv" });
        assert!(text.starts_with("ok"), "{text}");
    }
}

/// A Win64 variadic Kiln function: `va_start` gives a pointer to the first variadic slot (the named
/// arguments' home slots hold rcx..r9), doubles arrive as 8-byte slots, structs over 8 bytes by reference.
#[test]
fn win64_variadic_kiln_body_reads_its_slots() {
    let ir = r#"declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
define win64cc double @k_sum(i32 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %p = load ptr, ptr %ap
  %a = load i64, ptr %p
  %p1 = getelementptr i8, ptr %p, i64 8
  %b = load double, ptr %p1
  %p2 = getelementptr i8, ptr %p, i64 16
  %sp = load ptr, ptr %p2
  %s = load { i64, i64, i64 }, ptr %sp
  %s2 = extractvalue { i64, i64, i64 } %s, 2
  %p3 = getelementptr i8, ptr %p, i64 24
  %c = load double, ptr %p3
  call void @llvm.va_end(ptr %ap)
  %af = sitofp i64 %a to double
  %s2f = sitofp i64 %s2 to double
  %nf = sitofp i32 %n to double
  %t0 = fadd double %af, %b
  %t1 = fadd double %t0, %s2f
  %t2 = fadd double %t1, %c
  %t3 = fmul double %nf, 1000.0
  %t4 = fadd double %t2, %t3
  ret double %t4
}
"#;
    let c = r#"#include <stdio.h>
struct big { long long p, q, r; };
__attribute__((ms_abi)) double k_sum(int n, ...);
int main(void) {
  struct big b = { 1, 2, 300 };
  double got = k_sum(4, 5LL, 0.25, b, 0.5);
  double want = 4000.0 + 5 + 0.25 + 300 + 0.5;
  printf("%s %f %f\n", got == want ? "ok" : "MISMATCH", got, want);
  return got != want;
}
"#;
    let text = build_link_run(ir, c, "abi-va-body");
    assert!(text.starts_with("ok"), "{text}");
}

/// A 12-byte `{float, float, float}` at the very end of a readable page whose successor is
/// `PROT_NONE`: passing it to Kiln, returning it from Kiln, and Kiln loading and storing it through a
/// pointer must touch none of the 4 bytes past it.
#[test]
fn twelve_byte_struct_at_page_end_never_faults() {
    let ir = r#"define { float, float, float } @k_pass({ float, float, float } %v) {
  %x = extractvalue { float, float, float } %v, 0
  %y = fadd float %x, 1.0
  %w = insertvalue { float, float, float } %v, float %y, 0
  ret { float, float, float } %w
}
define void @k_copy(ptr %dst, ptr %src) {
  %v = load { float, float, float }, ptr %src
  %r = call { float, float, float } @k_pass({ float, float, float } %v)
  store { float, float, float } %r, ptr %dst
  ret void
}
define void @k_copy_arr(ptr %dst, ptr %src) {
  %v = load [3 x float], ptr %src
  store [3 x float] %v, ptr %dst
  ret void
}
"#;
    let c = r#"#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
struct f3 { float x, y, z; };
struct f3 k_pass(struct f3 v);
void k_copy(struct f3 *dst, const struct f3 *src);
void k_copy_arr(struct f3 *dst, const struct f3 *src);
int main(void) {
  long pg = sysconf(_SC_PAGESIZE);
  char *m = mmap(0, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED || mprotect(m + pg, pg, PROT_NONE)) { printf("mmap failed\n"); return 2; }
  struct f3 *a = (struct f3 *)(m + pg - sizeof(struct f3));
  struct f3 *b = (struct f3 *)(m + pg - 2 * sizeof(struct f3) - 4);
  a->x = 1.5f; a->y = 2.5f; a->z = 3.5f;
  struct f3 r = k_pass(*a);
  *a = k_pass(*a);
  k_copy(b, a);
  k_copy_arr(a, b);
  k_copy_arr(b, a);
  int ok = r.x == 2.5f && r.y == 2.5f && r.z == 3.5f && a->x == 3.5f && b->x == 3.5f && b->z == 3.5f && a->y == 2.5f;
  printf("%s %f %f %f\n", ok ? "ok" : "MISMATCH", a->x, a->y, a->z);
  return !ok;
}
"#;
    let text = build_link_run(ir, c, "abi-page-end");
    assert!(text.starts_with("ok"), "{text}");
}

/// Phis of memory-resident aggregates that swap each other around a loop keep SSA's parallel semantics.
#[test]
fn memory_resident_phis_swap_correctly() {
    let ir = r#"define void @k_swap(ptr %p, ptr %q, i32 %n) {
entry:
  %a = load [16 x i32], ptr %p
  %b = load [16 x i32], ptr %q
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi [16 x i32] [ %a, %entry ], [ %y, %loop ]
  %y = phi [16 x i32] [ %b, %entry ], [ %x2, %loop ]
  %e = extractvalue [16 x i32] %x, 0
  %e1 = add i32 %e, 1
  %x2 = insertvalue [16 x i32] %x, i32 %e1, 0
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  store [16 x i32] %x2, ptr %p
  store [16 x i32] %y, ptr %q
  ret void
}
"#;
    let c = r#"#include <stdio.h>
#include <string.h>
void k_swap(int *p, int *q, int n);
int main(void) {
  int p[16], q[16], x[16], y[16], x2[16], t[16];
  for (int i = 0; i < 16; i++) { p[i] = i * 3; q[i] = 100 + i; }
  memcpy(x, p, sizeof x); memcpy(y, q, sizeof y);
  int n = 7;
  for (int i = 0;; ) {
    memcpy(x2, x, sizeof x); x2[0] = x[0] + 1;
    i++;
    if (i < n) { memcpy(t, y, sizeof t); memcpy(y, x2, sizeof y); memcpy(x, t, sizeof x); } else break;
  }
  k_swap(p, q, n);
  int ok = !memcmp(p, x2, sizeof p) && !memcmp(q, y, sizeof q);
  printf("%s %d %d %d %d\n", ok ? "ok" : "MISMATCH", p[0], x2[0], q[0], y[0]);
  return !ok;
}
"#;
    let text = build_link_run(ir, c, "abi-phi-swap");
    assert!(text.starts_with("ok"), "{text}");
}

/// `byval` under Win64 means what LLVM makes of it: a pointer to a copy, the same as gcc's ms_abi passes
/// a 24-byte struct by value.
#[test]
fn win64_byval_matches_ms_abi_struct_by_value() {
    let ir = r#"%S = type { i64, i64, i64 }
declare win64cc i64 @c_sum(ptr byval(%S), i64)
define win64cc i64 @k_sum(ptr byval(%S) %s, i64 %k) {
  %b = getelementptr i8, ptr %s, i64 8
  %v = load i64, ptr %b
  store i64 0, ptr %s
  %r = add i64 %v, %k
  ret i64 %r
}
define i64 @k_call(ptr %p) {
  %r = call win64cc i64 @c_sum(ptr byval(%S) %p, i64 5)
  ret i64 %r
}
"#;
    let c = r#"#include <stdio.h>
struct S { long long a, b, c; };
__attribute__((ms_abi)) long long c_sum(struct S s, long long k) { long long r = s.a + s.b + s.c + k; s.a = 99; return r; }
__attribute__((ms_abi)) long long k_sum(struct S s, long long k);
long long k_call(struct S *p);
int main(void) {
  struct S s = { 1, 20, 300 };
  long long x = k_sum(s, 4000), y = k_call(&s);
  int ok = x == 4020 && y == 326 && s.a == 1;
  printf("%s %lld %lld %lld\n", ok ? "ok" : "MISMATCH", x, y, s.a);
  return !ok;
}
"#;
    let text = build_link_run(ir, c, "abi-win64-byval");
    assert!(text.starts_with("ok"), "{text}");
}

/// 32-byte vectors under Win64 without AVX, as gcc's ms_abi passes them: arguments by reference, the
/// return value through the hidden buffer.
#[test]
fn win64_wide_vectors_match_ms_abi() {
    let ir = r#"declare win64cc <8 x float> @c_rev(<8 x float>, i32)
define win64cc <8 x float> @k_add(<8 x float> %a, <8 x float> %b) {
  %r = fadd <8 x float> %a, %b
  ret <8 x float> %r
}
define void @k_call(ptr %p) {
  %v = load <8 x float>, ptr %p
  %r = call win64cc <8 x float> @c_rev(<8 x float> %v, i32 3)
  store <8 x float> %r, ptr %p
  ret void
}
"#;
    let c = r#"#include <stdio.h>
typedef float v8 __attribute__((vector_size(32)));
__attribute__((ms_abi)) v8 c_rev(v8 a, int k) { v8 r; for (int i = 0; i < 8; i++) r[i] = a[7 - i] * k; return r; }
__attribute__((ms_abi)) v8 k_add(v8 a, v8 b);
void k_call(v8 *p);
int main(void) {
  v8 a = { 1, 2, 3, 4, 5, 6, 7, 8 }, b = { 10, 20, 30, 40, 50, 60, 70, 80 };
  v8 s = k_add(a, b);
  v8 p = a;
  k_call(&p);
  int ok = 1;
  for (int i = 0; i < 8; i++) ok &= s[i] == a[i] + b[i] && p[i] == a[7 - i] * 3;
  printf("%s %f %f\n", ok ? "ok" : "MISMATCH", s[7], p[0]);
  return !ok;
}
"#;
    let text = build_link_run(ir, c, "abi-win64-m256");
    assert!(text.starts_with("ok"), "{text}");
}

/// clang returns a SysV struct whose second eightbyte holds 3, 5, 6 or 7 bytes of integer data as
/// `{ i64, iN }` (an 11-byte char array is `{ i64, i24 }`); such odd-width integers are the integer
/// of their allocation size, so the halves travel in rax and rdx as gcc's struct does. Both ways.
#[test]
fn odd_width_integers_in_returned_aggregates_match_gcc_structs() {
    let ir = r#"declare { i64, i24 } @c_make11(i32)
declare { i64, i56 } @c_make15(i32)
declare { double, i24 } @c_makep(i32)
define { i64, i24 } @k_make11(i32 %s) {
  %lo = sext i32 %s to i64
  %a = insertvalue { i64, i24 } undef, i64 %lo, 0
  %hi = trunc i32 %s to i24
  %b = insertvalue { i64, i24 } %a, i24 %hi, 1
  ret { i64, i24 } %b
}
define { i64, i40 } @k_make13(i64 %s) {
  %a = insertvalue { i64, i40 } undef, i64 %s, 0
  %hi = trunc i64 %s to i40
  %h2 = xor i40 %hi, 1099511627775
  %b = insertvalue { i64, i40 } %a, i40 %h2, 1
  ret { i64, i40 } %b
}
define i64 @k_sum(i32 %s) {
  %r = call { i64, i24 } @c_make11(i32 %s)
  %lo = extractvalue { i64, i24 } %r, 0
  %hi = extractvalue { i64, i24 } %r, 1
  %h = zext i24 %hi to i64
  %q = call { i64, i56 } @c_make15(i32 %s)
  %qhi = extractvalue { i64, i56 } %q, 1
  %qh = zext i56 %qhi to i64
  %p = call { double, i24 } @c_makep(i32 %s)
  %pd = extractvalue { double, i24 } %p, 0
  %pi = fptosi double %pd to i64
  %ph = extractvalue { double, i24 } %p, 1
  %phz = zext i24 %ph to i64
  %t0 = add i64 %lo, %h
  %t1 = add i64 %t0, %qh
  %t2 = add i64 %t1, %pi
  %t3 = add i64 %t2, %phz
  ret i64 %t3
}
"#;
    let c = r#"#include <stdio.h>
#include <string.h>
typedef struct { unsigned char c[11]; } S11;
typedef struct { unsigned char c[13]; } S13;
typedef struct { unsigned char c[15]; } S15;
typedef struct __attribute__((packed)) { double d; unsigned char c[3]; } SP;
S11 k_make11(int);
S13 k_make13(long long);
long long k_sum(int);
S11 c_make11(int s) { S11 r; memset(&r, 0, sizeof r); long long lo = s; memcpy(r.c, &lo, 8); memcpy(r.c + 8, &s, 3); return r; }
S15 c_make15(int s) { S15 r; for (int i = 0; i < 15; i++) r.c[i] = (unsigned char)(s + i); return r; }
SP c_makep(int s) { SP r; r.d = s * 2.0; r.c[0] = 1; r.c[1] = 2; r.c[2] = (unsigned char)s; return r; }
int main(void) {
  int bad = 0;
  S11 a = k_make11(0x123456);
  long long lo; memcpy(&lo, a.c, 8);
  bad += lo != 0x123456 || a.c[8] != 0x56 || a.c[9] != 0x34 || a.c[10] != 0x12;
  S13 b = k_make13(0x1122334455667788LL);
  bad += b.c[8] != (0x88 ^ 0xff) || b.c[12] != (0x44 ^ 0xff) || b.c[0] != 0x88;
  int s = 9;
  long long want = (long long)s + (s & 0xffffff);
  long long q = 0; for (int i = 0; i < 7; i++) q |= (long long)(unsigned char)(s + 8 + i) << (8 * i);
  want += q + 2 * s + (1 | 2 << 8 | (long long)s << 16);
  long long got = k_sum(s);
  bad += got != want;
  printf("%s %lld %lld\n", bad ? "MISMATCH" : "ok", got, want);
  return bad;
}
"#;
    let text = build_link_run(ir, c, "abi-odd-int");
    assert!(text.starts_with("ok"), "{text}");
}

//! Systematic differential test of `instsimplify`'s constant folding: every integer operator
//! (with its flags), shift, division, compare and cast at widths i1, i7, i33, i64 and i128 on
//! edge constants (0, 1, -1, INT_MIN, INT_MAX, shift amounts at and past the width), and every
//! IEEE operator, compare and conversion on `float` and `double` with NaN, ±inf, ±0.0 and
//! values that round differently in single precision, plus a few vector cases with a poison
//! lane. Each case is a tiny `main` that computes one instruction on constants and prints the
//! result's bits; the module is run by the reference interpreter before and after
//! `instsimplify`, and stdout plus the trap (poison reaching `printf`, division by zero, ...)
//! must be identical: folding must neither change a value, nor turn poison into a value, nor
//! fold away immediate undefined behaviour.

#[path = "../src/test_util.rs"]
#[allow(dead_code)]
mod test_util;

use kiln_interp::{run_main, Config};
use kiln_ir::Module;
use kiln_lower::instsimplify::InstSimplify;
use test_util::{assert_verifies, parse, run_pass};

/// Integer widths exercised.
const WIDTHS: [u32; 5] = [1, 7, 33, 64, 128];

/// The edge constants of an `iN`, as LLVM literals.
fn int_edges(bits: u32) -> Vec<String> {
    let mask = if bits == 128 { u128::MAX } else { (1u128 << bits) - 1 };
    let mut raw = vec![0u128, 1, mask, 1u128 << (bits - 1), (1u128 << (bits - 1)).wrapping_sub(1), 2, 3];
    raw.push(u128::from(bits) & mask);
    raw.push(u128::from(bits + 1) & mask);
    raw.sort_unstable();
    raw.dedup();
    raw.into_iter().map(|v| int_literal(bits, v)).collect()
}

/// `v` (zero-extended bits of an `iN`) as a signed LLVM literal.
fn int_literal(bits: u32, v: u128) -> String {
    if bits == 1 {
        return if v & 1 == 1 { "true".into() } else { "false".into() };
    }
    let negative = (v >> (bits - 1)) & 1 == 1;
    if negative {
        let magnitude = if bits == 128 { v.wrapping_neg() } else { (1u128 << bits) - v };
        format!("-{magnitude}")
    } else {
        v.to_string()
    }
}

/// Edge `float`/`double` constants (LLVM writes both in double hex form).
const FLOATS: [&str; 14] = [
    "0.0",
    "-0.0",
    "1.0",
    "-1.0",
    "0x7FF8000000000000",
    "0x7FF0000000000000",
    "0xFFF0000000000000",
    "0x3FB99999A0000000",
    "0x47EFFFFFE0000000",
    "0x36A0000000000000",
    "2.5",
    "-2.5",
    "0x41E0000000000000",
    "0x4170000000000000",
];

/// `main` computing `body` (which defines `%r` of type `ty`) and printing `%r`'s bits.
fn module_text(ty: &str, body: &str) -> String {
    let mut s = String::from("@fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\n");
    s += "declare i32 @printf(ptr, ...)\n";
    s += "declare float @llvm.sqrt.f32(float)\ndeclare double @llvm.minimum.f64(double, double)\n";
    s += &intrinsic_declarations();
    s += "define i32 @main() {\nentry:\n";
    s += body;
    s += "\n";
    s += &print_value(ty, "%r");
    s += "  ret i32 0\n}\n";
    s
}

/// Two-operand integer intrinsics folded lane by lane.
const INT_INTRINSICS2: [&str; 12] = [
    "smin", "smax", "umin", "umax", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat", "scmp",
    "ucmp",
];

/// Declarations of every integer intrinsic the cases call, at every width.
fn intrinsic_declarations() -> String {
    let mut s = String::new();
    for bits in WIDTHS {
        let t = format!("i{bits}");
        for name in INT_INTRINSICS2 {
            let ret = if name.ends_with("cmp") { "i8" } else { &t };
            s += &format!("declare {ret} @llvm.{name}.{}({t}, {t})\n", intrinsic_suffix(name, bits));
        }
        s += &format!("declare {t} @llvm.abs.{t}({t}, i1)\ndeclare {t} @llvm.ctlz.{t}({t}, i1)\n");
        s += &format!("declare {t} @llvm.cttz.{t}({t}, i1)\ndeclare {t} @llvm.ctpop.{t}({t})\n");
        s += &format!("declare {t} @llvm.bitreverse.{t}({t})\n");
        s += &format!("declare {t} @llvm.fshl.{t}({t}, {t}, {t})\ndeclare {t} @llvm.fshr.{t}({t}, {t}, {t})\n");
    }
    s
}

/// The type suffix of intrinsic `name` on `iN` (`scmp`/`ucmp` name the result type too).
fn intrinsic_suffix(name: &str, bits: u32) -> String {
    if name.ends_with("cmp") {
        format!("i8.i{bits}")
    } else {
        format!("i{bits}")
    }
}

/// Instructions printing the bits of `v` of type `ty` (lane by lane for vectors).
fn print_value(ty: &str, v: &str) -> String {
    if let Some(inner) = ty.strip_prefix("<2 x ").and_then(|t| t.strip_suffix('>')) {
        let mut s = String::new();
        for lane in 0..2 {
            s += &format!("  %lane{lane} = extractelement {ty} {v}, i32 {lane}\n");
            s += &print_value(inner, &format!("%lane{lane}")).replace("%p", &format!("%p{lane}_"));
        }
        return s;
    }
    let (int_ty, prep) = match ty {
        "float" => ("i32", format!("  %pb = bitcast float {v} to i32\n")),
        "double" => ("i64", format!("  %pb = bitcast double {v} to i64\n")),
        _ => (ty, format!("  %pb = add {ty} {v}, 0\n")),
    };
    let bits: u32 = int_ty[1..].parse().unwrap_or(64);
    let mut s = prep;
    if bits > 64 {
        s += &format!("  %ph = lshr {int_ty} %pb, 64\n  %phi64 = trunc {int_ty} %ph to i64\n");
        s += "  %pc1 = call i32 (ptr, ...) @printf(ptr @fmt, i64 %phi64)\n";
        s += &format!("  %plo = trunc {int_ty} %pb to i64\n");
    } else if bits < 64 {
        s += &format!("  %plo = zext {int_ty} %pb to i64\n");
    } else {
        s += "  %plo = add i64 %pb, 0\n";
    }
    s += "  %pc2 = call i32 (ptr, ...) @printf(ptr @fmt, i64 %plo)\n";
    s
}

/// Every case: (result type, body defining `%r`).
fn cases() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let int_ops = [
        "add",
        "add nsw",
        "add nuw",
        "sub",
        "sub nsw",
        "sub nuw",
        "mul",
        "mul nsw",
        "mul nuw",
        "udiv",
        "udiv exact",
        "sdiv",
        "sdiv exact",
        "urem",
        "srem",
        "shl",
        "shl nsw",
        "shl nuw",
        "lshr",
        "lshr exact",
        "ashr",
        "ashr exact",
        "and",
        "or",
        "or disjoint",
        "xor",
    ];
    let preds = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
    for bits in WIDTHS {
        let ty = format!("i{bits}");
        let edges = int_edges(bits);
        for op in int_ops {
            for a in &edges {
                for b in &edges {
                    out.push((ty.clone(), format!("  %r = {op} {ty} {a}, {b}")));
                }
            }
        }
        for name in INT_INTRINSICS2 {
            let ret = if name.ends_with("cmp") { "i8".to_string() } else { ty.clone() };
            let sfx = intrinsic_suffix(name, bits);
            for a in &edges {
                for b in &edges {
                    out.push((ret.clone(), format!("  %r = call {ret} @llvm.{name}.{sfx}({ty} {a}, {ty} {b})")));
                }
            }
        }
        for a in &edges {
            for flag in ["false", "true"] {
                for name in ["abs", "ctlz", "cttz"] {
                    out.push((ty.clone(), format!("  %r = call {ty} @llvm.{name}.{ty}({ty} {a}, i1 {flag})")));
                }
            }
            for name in ["ctpop", "bitreverse"] {
                out.push((ty.clone(), format!("  %r = call {ty} @llvm.{name}.{ty}({ty} {a})")));
            }
            for b in &edges {
                for c in &edges {
                    for name in ["fshl", "fshr"] {
                        out.push((
                            ty.clone(),
                            format!("  %r = call {ty} @llvm.{name}.{ty}({ty} {a}, {ty} {b}, {ty} {c})"),
                        ));
                    }
                }
            }
        }
        for pred in preds {
            for a in &edges {
                for b in &edges {
                    out.push(("i1".into(), format!("  %r = icmp {pred} {ty} {a}, {b}")));
                }
            }
        }
        for to in WIDTHS {
            for a in &edges {
                let casts: &[&str] = match to.cmp(&bits) {
                    std::cmp::Ordering::Less => &["trunc", "trunc nsw", "trunc nuw"],
                    std::cmp::Ordering::Greater => &["zext", "zext nneg", "sext"],
                    std::cmp::Ordering::Equal => &[],
                };
                for cast in casts {
                    out.push((format!("i{to}"), format!("  %r = {cast} {ty} {a} to i{to}")));
                }
            }
        }
        for a in &edges {
            for fty in ["float", "double"] {
                for cast in ["sitofp", "uitofp", "uitofp nneg"] {
                    out.push((fty.into(), format!("  %r = {cast} {ty} {a} to {fty}")));
                }
            }
        }
    }
    let fpreds = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true",
    ];
    for fty in ["float", "double"] {
        for a in FLOATS {
            for b in FLOATS {
                for op in ["fadd", "fsub", "fmul", "fdiv", "frem", "fadd nnan", "fmul ninf"] {
                    out.push((fty.into(), format!("  %r = {op} {fty} {a}, {b}")));
                }
                for pred in fpreds {
                    out.push(("i1".into(), format!("  %r = fcmp {pred} {fty} {a}, {b}")));
                }
            }
            out.push((fty.into(), format!("  %r = fneg {fty} {a}")));
            for bits in WIDTHS {
                for cast in ["fptosi", "fptoui"] {
                    out.push((format!("i{bits}"), format!("  %r = {cast} {fty} {a} to i{bits}")));
                }
            }
        }
    }
    for a in FLOATS {
        out.push(("float".into(), format!("  %r = fptrunc double {a} to float")));
        out.push(("double".into(), format!("  %r = fpext float {a} to double")));
        out.push(("float".into(), format!("  %r = call float @llvm.sqrt.f32(float {a})")));
        for b in FLOATS {
            out.push(("double".into(), format!("  %r = call double @llvm.minimum.f64(double {a}, double {b})")));
        }
    }
    let vectors = [
        ("<2 x i7>", "  %r = add nsw <2 x i7> <i7 63, i7 1>, <i7 1, i7 poison>"),
        ("<2 x i7>", "  %r = shl <2 x i7> <i7 3, i7 3>, <i7 7, i7 2>"),
        ("<2 x i7>", "  %r = udiv <2 x i7> <i7 7, i7 9>, <i7 2, i7 0>"),
        ("<2 x i7>", "  %r = udiv <2 x i7> <i7 7, i7 9>, <i7 2, i7 poison>"),
        ("<2 x i7>", "  %r = sdiv <2 x i7> <i7 -64, i7 9>, <i7 -1, i7 2>"),
        ("<2 x i7>", "  %r = select <2 x i1> <i1 true, i1 poison>, <2 x i7> <i7 1, i7 2>, <2 x i7> <i7 3, i7 4>"),
        ("<2 x i7>", "  %r = select i1 false, <2 x i7> <i7 1, i7 2>, <2 x i7> <i7 3, i7 poison>"),
        (
            "<2 x float>",
            "  %r = fadd <2 x float> <float 0x3FB99999A0000000, float -0.0>, <float 0x3FC99999A0000000, float -0.0>",
        ),
        ("<2 x i1>", "  %r = fcmp ueq <2 x double> <double 0x7FF8000000000000, double -0.0>, <double 1.0, double 0.0>"),
        ("<2 x i33>", "  %r = sext <2 x i7> <i7 -1, i7 63> to <2 x i33>"),
        ("<2 x i7>", "  %r = fptosi <2 x float> <float 63.0, float 64.0> to <2 x i7>"),
        ("<2 x i7>", "  %r = insertelement <2 x i7> <i7 1, i7 2>, i7 5, i32 2"),
    ];
    for (ty, body) in vectors {
        out.push((ty.into(), body.into()));
    }
    out
}

/// What a run shows: stdout, and the exit code or the trap class and message.
fn observe(m: &Module) -> String {
    let cfg = Config {
        fuel: Some(10_000),
        args: Vec::new(),
        capture: true,
        program_name: String::new(),
        ..Config::default()
    };
    match run_main(m, &cfg) {
        Ok(o) => format!("{}exit {}", String::from_utf8_lossy(&o.stdout), o.exit_code),
        Err((trap, o)) => format!("{}trap {:?}: {}", String::from_utf8_lossy(&o.stdout), trap.kind, trap.message),
    }
}

/// True when `body` has `nnan`/`ninf` and folding made it poison: the language reference
/// makes a NaN/infinite operand or result poison there, which the interpreter does not model
/// (it computes the IEEE value), so poison after folding is the exact answer, not a change.
fn fast_math_poison(body: &str, after: &str) -> bool {
    (body.contains(" nnan ") || body.contains(" ninf ")) && after.ends_with("is poison")
}

#[test]
fn constant_folding_matches_the_interpreter_on_edge_cases() {
    let mut folded = 0;
    let mut failures = Vec::new();
    let all = cases();
    for (ty, body) in &all {
        let text = module_text(ty, body);
        let original = parse(&text);
        let before = observe(&original);
        let mut m = original.clone();
        let mut pass = InstSimplify::default();
        run_pass(&mut pass, &mut m);
        assert_verifies(&m, body);
        let main = m.funcs.values().find(|f| f.name() == "main").expect("main");
        let left = main.layout.insts().count();
        let orig_main = original.funcs.values().find(|f| f.name() == "main").expect("main");
        if left < orig_main.layout.insts().count() {
            folded += 1;
        }
        let after = observe(&m);
        if before != after && !fast_math_poison(body, &after) {
            failures.push(format!("{body}\n  before: {before}\n  after:  {after}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases differ:\n{}", failures.len(), all.len(), failures.join("\n"));
    // Most cases fold (those that do not are immediate UB such as division by zero).
    assert!(folded * 10 > all.len() * 9, "only {folded} of {} cases folded", all.len());
}

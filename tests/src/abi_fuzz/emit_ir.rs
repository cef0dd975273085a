//! The Kiln side of an ABI fuzz batch as IR text: per case `P`, `@kiln_callee_P` stores every
//! argument (aggregates by value, as docs/ir.md defines them) into the C buffers `@af_kin_P_K` and
//! returns a value loaded from `@af_ret_P` (a variadic one reads its variadic arguments with the
//! `va_arg` instruction); `@kiln_caller_P` loads each argument from the C
//! patterns `@af_pat_P_K`, calls `@c_callee_P` by value and stores the result into `@af_kres_P`.
//! All globals are defined (and 64-byte aligned) by the C driver; see emit_c.rs. Some top-level
//! struct types are spelled through a named type (`%af_tP_K = type {...}`), which must mean the same.

use super::ty::{Sig, Ty};
use super::{Abi, Case};
use std::fmt::Write;

fn externals(out: &mut String, pos: usize, sig: &Sig) {
    for (k, p) in sig.all_args().iter().enumerate() {
        let size = p.c_size();
        let _ = writeln!(out, "@af_pat_{pos}_{k} = external global [{size} x i8]");
        let _ = writeln!(out, "@af_kin_{pos}_{k} = external global [{size} x i8]");
    }
    if let Some(r) = &sig.ret {
        let _ = writeln!(out, "@af_ret_{pos} = external global [{} x i8]", r.size());
        let _ = writeln!(out, "@af_kres_{pos} = external global [{} x i8]", r.size());
    }
}

/// How one case spells its types: per argument (fixed then variadic) and for the return value,
/// literally or through a named type declared at the top of the module.
struct Spelling {
    args: Vec<String>,
    ret: Option<String>,
    type_defs: String,
}

/// Every fourth struct-typed value (chosen by case id and slot) goes through a named type.
fn spelling(pos: usize, case: &Case) -> Spelling {
    let mut type_defs = String::new();
    let mut spell = |slot: String, k: u64, ty: &Ty| {
        if matches!(ty, Ty::Struct { .. }) && (case.id + k).is_multiple_of(4) {
            let name = format!("%af_t{pos}_{slot}");
            let _ = writeln!(type_defs, "{name} = type {}", ty.ir());
            name
        } else {
            ty.ir()
        }
    };
    let args = case.sig.all_args().iter().enumerate().map(|(k, p)| spell(k.to_string(), k as u64, &p.ty)).collect();
    let ret = case.sig.ret.as_ref().map(|t| spell("r".into(), 99, t));
    Spelling { args, ret, type_defs }
}

impl Spelling {
    /// Argument `k` with its attributes (`alignstack(N)` or `signext`).
    fn arg(&self, sig: &Sig, k: usize) -> String {
        let p = &sig.all_args()[k];
        match p.align {
            Some(n) => format!("{} alignstack({n})", self.args[k]),
            None => format!("{}{}", self.args[k], p.ty.ext_attr()),
        }
    }

    /// The return type with its attribute (`signext i8`), or `void`.
    fn ret_with_attr(&self, sig: &Sig) -> String {
        match (&sig.ret, &self.ret) {
            (Some(t), Some(name)) => match t.ext_attr() {
                "" => name.clone(),
                attr => format!("{} {name}", attr.trim()),
            },
            _ => "void".into(),
        }
    }
}

fn callee(out: &mut String, cc: &str, pos: usize, sig: &Sig, sp: &Spelling) {
    let mut params: Vec<String> = (0..sig.params.len()).map(|k| format!("{} %a{k}", sp.arg(sig, k))).collect();
    if sig.is_variadic() {
        params.push("...".into());
    }
    let _ = writeln!(out, "define {cc}{} @kiln_callee_{pos}({}) {{\nentry:", sp.ret_with_attr(sig), params.join(", "));
    for (k, p) in sig.params.iter().enumerate() {
        let _ = writeln!(out, "  store {} %a{k}, ptr @af_kin_{pos}_{k}, align {}", sp.args[k], p.ty.align());
    }
    if sig.is_variadic() {
        // 24 bytes hold a SysV va_list; a Win64 one is a single pointer.
        out.push_str("  %ap = alloca [24 x i8], align 16\n  call void @llvm.va_start.p0(ptr %ap)\n");
        for (j, v) in sig.varargs.iter().enumerate() {
            let k = sig.params.len() + j;
            let _ = writeln!(out, "  %v{k} = va_arg ptr %ap, {}", sp.args[k]);
            let _ = writeln!(out, "  store {} %v{k}, ptr @af_kin_{pos}_{k}, align {}", sp.args[k], v.align());
        }
        out.push_str("  call void @llvm.va_end.p0(ptr %ap)\n");
    }
    match (&sig.ret, &sp.ret) {
        (Some(t), Some(name)) => {
            let _ = writeln!(out, "  %r = load {name}, ptr @af_ret_{pos}, align {}\n  ret {name} %r", t.align());
        }
        _ => out.push_str("  ret void\n"),
    }
    out.push_str("}\n");
}

fn caller(out: &mut String, cc: &str, pos: usize, sig: &Sig, sp: &Spelling) {
    let all = sig.all_args();
    let mut decl: Vec<String> = (0..sig.params.len()).map(|k| sp.arg(sig, k)).collect();
    let mut fn_types: Vec<String> = sp.args[..sig.params.len()].to_vec();
    if sig.is_variadic() {
        decl.push("...".into());
        fn_types.push("...".into());
    }
    let ret = sp.ret_with_attr(sig);
    let _ = writeln!(out, "declare {cc}{ret} @c_callee_{pos}({})", decl.join(", "));
    let _ = writeln!(out, "define {cc}void @kiln_caller_{pos}() {{\nentry:");
    for (k, p) in all.iter().enumerate() {
        let _ = writeln!(out, "  %a{k} = load {}, ptr @af_pat_{pos}_{k}, align {}", sp.args[k], p.ty.align());
    }
    let args: Vec<String> = (0..all.len()).map(|k| format!("{} %a{k}", sp.arg(sig, k))).collect();
    // A variadic callee needs the function type spelled out (types only, no attributes).
    let fn_ty = if sig.is_variadic() { format!(" ({})", fn_types.join(", ")) } else { String::new() };
    let call = format!("call {cc}{ret}{fn_ty} @c_callee_{pos}({})", args.join(", "));
    match (&sig.ret, &sp.ret) {
        (Some(t), Some(name)) => {
            let _ = writeln!(out, "  %r = {call}\n  store {name} %r, ptr @af_kres_{pos}, align {}", t.align());
        }
        _ => {
            let _ = writeln!(out, "  {call}");
        }
    }
    out.push_str("  ret void\n}\n");
}

/// The IR module of a batch.
pub fn module_text(abi: Abi, cases: &[Case]) -> String {
    let mut out = format!("; Kiln ABI fuzz batch ({})\ntarget triple = \"{}\"\n", abi.name(), abi.triple());
    let cc = abi.ir_cc();
    let spellings: Vec<Spelling> = cases.iter().enumerate().map(|(pos, c)| spelling(pos, c)).collect();
    for sp in &spellings {
        out.push_str(&sp.type_defs);
    }
    if cases.iter().any(|c| c.sig.is_variadic()) {
        out.push_str("declare void @llvm.va_start.p0(ptr)\ndeclare void @llvm.va_end.p0(ptr)\n");
    }
    for (pos, (case, sp)) in cases.iter().zip(&spellings).enumerate() {
        let sig = &case.sig;
        let _ = writeln!(out, "\n; sig {}", case.id);
        externals(&mut out, pos, sig);
        callee(&mut out, cc, pos, sig, sp);
        caller(&mut out, cc, pos, sig, sp);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_spells_conventions_attributes_and_named_types() {
        let sig = Sig::from_text("ret: i8\nparam: { i8, float } alignstack(16)\nparam: i16\nvararg: double\n")
            .expect("parses");
        let text = module_text(Abi::MsAbi, &[Case { id: 4, sig }]);
        assert!(text.contains("%af_t0_0 = type { i8, float }"), "{text}");
        assert!(
            text.contains("declare win64cc signext i8 @c_callee_0(%af_t0_0 alignstack(16), i16 signext, ...)"),
            "{text}"
        );
        assert!(
            text.contains(
                "call win64cc signext i8 (%af_t0_0, i16, ...) @c_callee_0(%af_t0_0 alignstack(16) %a0, i16 signext %a1, double %a2)"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "define win64cc signext i8 @kiln_callee_0(%af_t0_0 alignstack(16) %a0, i16 signext %a1, ...)"
            ),
            "{text}"
        );
        assert!(text.contains("%v2 = va_arg ptr %ap, double"), "{text}");
        let module = kiln_ir::text::parse(text.as_bytes()).map_err(|d| d.render("t.ll", text.as_bytes()));
        assert!(module.is_ok(), "{module:?}");
    }
}

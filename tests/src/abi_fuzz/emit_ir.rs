//! The Kiln side of an ABI fuzz batch as IR text: per case `P`, `@kiln_callee_P` stores every
//! argument (aggregates by value, as docs/ir.md defines them) into the C buffers `@af_kin_P_K` and
//! returns a value loaded from `@af_ret_P`; `@kiln_caller_P` loads each argument from the C
//! patterns `@af_pat_P_K`, calls `@c_callee_P` by value and stores the result into `@af_kres_P`.
//! All globals are defined (and 64-byte aligned) by the C driver; see emit_c.rs.

use super::ty::Sig;
use super::{Abi, Case};
use std::fmt::Write;

fn externals(out: &mut String, pos: usize, sig: &Sig) {
    for (k, p) in sig.all_args().iter().enumerate() {
        let size = p.c_size();
        let _ = writeln!(out, "@af_pat_{pos}_{k} = external global [{size} x i8]");
        if !sig.is_variadic() {
            let _ = writeln!(out, "@af_kin_{pos}_{k} = external global [{size} x i8]");
        }
    }
    if let Some(r) = &sig.ret {
        let _ = writeln!(out, "@af_ret_{pos} = external global [{} x i8]", r.size());
        let _ = writeln!(out, "@af_kres_{pos} = external global [{} x i8]", r.size());
    }
}

/// `signext i8` / `{ i8, float }` / `void`: the return type with its attribute.
fn ret_spelling(sig: &Sig) -> String {
    match &sig.ret {
        Some(t) => match t.ext_attr() {
            "" => t.ir(),
            attr => format!("{} {}", attr.trim(), t.ir()),
        },
        None => "void".into(),
    }
}

fn callee(out: &mut String, cc: &str, pos: usize, sig: &Sig) {
    let params: Vec<String> = sig.params.iter().enumerate().map(|(k, p)| format!("{} %a{k}", p.ir())).collect();
    let _ = writeln!(out, "define {cc}{} @kiln_callee_{pos}({}) {{\nentry:", ret_spelling(sig), params.join(", "));
    for (k, p) in sig.params.iter().enumerate() {
        let _ = writeln!(out, "  store {} %a{k}, ptr @af_kin_{pos}_{k}, align {}", p.ty.ir(), p.ty.align());
    }
    match &sig.ret {
        Some(t) => {
            let _ =
                writeln!(out, "  %r = load {}, ptr @af_ret_{pos}, align {}\n  ret {} %r", t.ir(), t.align(), t.ir());
        }
        None => out.push_str("  ret void\n"),
    }
    out.push_str("}\n");
}

fn caller(out: &mut String, cc: &str, pos: usize, sig: &Sig) {
    let all = sig.all_args();
    let mut decl: Vec<String> = sig.params.iter().map(|p| p.ir()).collect();
    if sig.is_variadic() {
        decl.push("...".into());
    }
    let _ = writeln!(out, "declare {cc}{} @c_callee_{pos}({})", ret_spelling(sig), decl.join(", "));
    let _ = writeln!(out, "define {cc}void @kiln_caller_{pos}() {{\nentry:");
    for (k, p) in all.iter().enumerate() {
        let _ = writeln!(out, "  %a{k} = load {}, ptr @af_pat_{pos}_{k}, align {}", p.ty.ir(), p.ty.align());
    }
    let args: Vec<String> = all.iter().enumerate().map(|(k, p)| format!("{} %a{k}", p.ir())).collect();
    let fn_ty = if sig.is_variadic() {
        let mut types: Vec<String> = sig.params.iter().map(|p| p.ty.ir()).collect();
        types.push("...".into());
        format!(" ({})", types.join(", "))
    } else {
        String::new()
    };
    let call = format!("call {cc}{}{fn_ty} @c_callee_{pos}({})", ret_spelling(sig), args.join(", "));
    match &sig.ret {
        Some(t) => {
            let _ = writeln!(out, "  %r = {call}\n  store {} %r, ptr @af_kres_{pos}, align {}", t.ir(), t.align());
        }
        None => {
            let _ = writeln!(out, "  {call}");
        }
    }
    out.push_str("  ret void\n}\n");
}

/// The IR module of a batch.
pub fn module_text(abi: Abi, cases: &[Case]) -> String {
    let mut out = format!("; Kiln ABI fuzz batch ({})\ntarget triple = \"{}\"\n", abi.name(), abi.triple());
    let cc = abi.ir_cc();
    for (pos, case) in cases.iter().enumerate() {
        let sig = &case.sig;
        let _ = writeln!(out, "\n; sig {}", case.id);
        externals(&mut out, pos, sig);
        if !sig.is_variadic() {
            callee(&mut out, cc, pos, sig);
        }
        caller(&mut out, cc, pos, sig);
    }
    out
}

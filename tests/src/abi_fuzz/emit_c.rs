//! The C side of an ABI fuzz batch: the test driver (patterns, the C callees that record their
//! arguments, calls into Kiln, byte-by-byte checks of every non-padding byte) and, for the gcc
//! self-check, the "Kiln side" written in C with the same symbols the IR module defines.
//!
//! Symbols of case `P` (its position in the batch): `af_pat_P_K` / `af_ret_P` (byte patterns of
//! argument K / the return value), `af_kin_P_K` (what `kiln_callee_P` stored), `af_cin_P_K` (what
//! `c_callee_P` received), `af_kres_P` (what `kiln_caller_P` got back from `c_callee_P`).

use super::ty::{pattern, Param, Sig, Ty};
use super::{Abi, Case};
use std::fmt::Write;

const PRELUDE: &str = r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
typedef float af_v4f __attribute__((vector_size(16)));
typedef double af_v2d __attribute__((vector_size(16)));
typedef int af_v4i __attribute__((vector_size(16)));
typedef signed char af_v16b __attribute__((vector_size(16)));
typedef float af_v2f __attribute__((vector_size(8)));
typedef int af_v2i __attribute__((vector_size(8)));
typedef float af_v8f __attribute__((vector_size(32)));
typedef double af_v4d __attribute__((vector_size(32)));
"#;

const CHECKER: &str = r#"typedef struct { int lo, hi; } af_range;
static int af_failures;
static void af_check(int pos, unsigned long long id, const char *dir, int arg, const unsigned char *exp,
                     const unsigned char *got, const af_range *r, int nr) {
  int shown = 0, more = 0;
  for (int i = 0; i < nr; i++)
    for (int b = r[i].lo; b < r[i].hi; b++)
      if (exp[b] != got[b]) {
        af_failures++;
        if (shown < 4) {
          char what[16];
          if (arg < 0) snprintf(what, sizeof what, "ret"); else snprintf(what, sizeof what, "arg %d", arg);
          printf("M %d sig %llu %s %s byte %d: expected 0x%02x got 0x%02x\n", pos, id, dir, what, b, exp[b], got[b]);
          shown++;
        } else {
          more++;
        }
      }
  if (more) printf("M %d sig %llu %s (%d more mismatching bytes)\n", pos, id, dir, more);
}
"#;

/// C type names and definitions of one case's values.
pub struct CaseTypes {
    /// Struct definitions and static size/alignment assertions.
    pub defs: String,
    /// C type of every argument (fixed then variadic).
    pub args: Vec<String>,
    /// C type of the return value (`void` when none).
    pub ret: String,
}

struct Namer {
    prefix: String,
    next: u32,
    defs: String,
}

impl Namer {
    fn scalar(ty: &Ty) -> Option<&'static str> {
        Some(match ty {
            Ty::I8 => "signed char",
            Ty::I16 => "short",
            Ty::I32 => "int",
            Ty::I64 => "long long",
            Ty::I128 => "__int128",
            Ty::F32 => "float",
            Ty::F64 => "double",
            Ty::Ptr => "void *",
            Ty::Vec(k) => k.c(),
            Ty::Struct { .. } | Ty::Array { .. } => return None,
        })
    }

    /// `T name[a][b]` for a member of type `ty`.
    fn member(&mut self, ty: &Ty, name: &str) -> String {
        let mut dims = String::new();
        let mut base = ty;
        while let Ty::Array { elem, len } = base {
            let _ = write!(dims, "[{len}]");
            base = elem;
        }
        let base_name = self.name(base, None);
        format!("{base_name} {name}{dims}")
    }

    /// Defines a struct with the given member declarations; returns `struct NAME`.
    fn define(&mut self, members: Vec<String>, packed: bool, align: Option<u32>, size: u32, c_align: u32) -> String {
        let name = format!("{}{}", self.prefix, self.next);
        self.next += 1;
        let mut attrs = Vec::new();
        if packed {
            attrs.push("packed".to_string());
        }
        if let Some(n) = align {
            attrs.push(format!("aligned({n})"));
        }
        let attr = if attrs.is_empty() { String::new() } else { format!(" __attribute__(({}))", attrs.join(", ")) };
        let _ = writeln!(self.defs, "struct {name} {{ {}; }}{attr};", members.join("; "));
        let _ = writeln!(
            self.defs,
            "_Static_assert(sizeof(struct {name}) == {size} && _Alignof(struct {name}) == {c_align}, \"layout of {name}\");"
        );
        format!("struct {name}")
    }

    /// The C type name of a whole value (aggregates get a named struct; `align` over-aligns it).
    fn name(&mut self, ty: &Ty, align: Option<u32>) -> String {
        if let Some(s) = Self::scalar(ty) {
            return s.to_string();
        }
        let param = Param { ty: ty.clone(), align };
        let (size, c_align) = (param.c_size(), param.c_align());
        match ty {
            Ty::Struct { fields, packed } => {
                let members = fields.iter().enumerate().map(|(i, f)| self.member(f, &format!("f{i}"))).collect();
                self.define(members, *packed, align, size, c_align)
            }
            Ty::Array { .. } => {
                let members = vec![self.member(ty, "a")];
                self.define(members, false, align, size, c_align)
            }
            _ => unreachable!("scalars returned above"),
        }
    }
}

/// Names and defines the C types of case `pos`.
pub fn case_types(pos: usize, sig: &Sig) -> CaseTypes {
    let mut namer = Namer { prefix: format!("af_s{pos}_"), next: 0, defs: String::new() };
    let args = sig.all_args().iter().map(|p| namer.name(&p.ty, p.align)).collect();
    let ret = sig.ret.as_ref().map_or("void".to_string(), |t| namer.name(t, None));
    CaseTypes { defs: namer.defs, args, ret }
}

fn byte_array(name: &str, bytes: Option<&[u8]>, size: u32) -> String {
    match bytes {
        Some(b) => {
            let list: Vec<String> = b.iter().map(|x| format!("0x{x:02x}")).collect();
            format!("unsigned char {name}[{size}] __attribute__((aligned(64))) = {{{}}};\n", list.join(","))
        }
        None => format!("unsigned char {name}[{size}] __attribute__((aligned(64)));\n"),
    }
}

fn ranges(name: &str, ty: &Ty) -> String {
    let list: Vec<String> = ty.data_ranges().iter().map(|(lo, hi)| format!("{{{lo},{hi}}}")).collect();
    format!("static const af_range {name}[] = {{{}}};\n", list.join(","))
}

/// The parameter list of `c_callee_P`/`kiln_callee_P` (with names when `named`).
fn param_list(types: &CaseTypes, sig: &Sig, named: bool) -> String {
    let mut parts: Vec<String> = (0..sig.params.len())
        .map(|k| if named { format!("{} a{k}", types.args[k]) } else { types.args[k].clone() })
        .collect();
    if sig.is_variadic() {
        parts.push("...".into());
    }
    parts.join(", ")
}

/// The return-value load shared by both callees: `R r; memcpy(&r, af_ret_P, sizeof r); return r;`.
fn return_pattern(out: &mut String, pos: usize, types: &CaseTypes) {
    if types.ret != "void" {
        let _ = writeln!(out, "  {} r; memcpy(&r, af_ret_{pos}, sizeof r); return r;", types.ret);
    }
}

/// The C callee of case `pos`: records every argument (reading varargs with `va_arg`).
fn c_callee(out: &mut String, abi: Abi, pos: usize, sig: &Sig, types: &CaseTypes) {
    recording_callee(out, abi, &format!("c_callee_{pos}"), "af_cin", pos, sig, types);
}

/// A C function `name` with case `pos`'s signature that copies every argument into
/// `{record}_{pos}_K` (reading varargs with `va_arg`) and returns the return pattern.
fn recording_callee(out: &mut String, abi: Abi, name: &str, record: &str, pos: usize, sig: &Sig, types: &CaseTypes) {
    let attr = abi.c_attr();
    let _ = writeln!(out, "{attr}{} {name}({}) {{", types.ret, param_list(types, sig, true));
    for k in 0..sig.params.len() {
        let _ = writeln!(out, "  memcpy({record}_{pos}_{k}, &a{k}, sizeof a{k});");
    }
    if sig.is_variadic() {
        let last = sig.params.len() - 1;
        let (list, start, end) = if abi == Abi::MsAbi {
            ("__builtin_ms_va_list", "__builtin_ms_va_start", "__builtin_ms_va_end")
        } else {
            ("va_list", "va_start", "va_end")
        };
        let _ = writeln!(out, "  {list} ap; {start}(ap, a{last});");
        for (j, v) in sig.varargs.iter().enumerate() {
            let k = sig.params.len() + j;
            let t = &types.args[k];
            // gcc 12's `__builtin_va_arg` on an `ms_abi` va_list reads a by-reference argument (not
            // 1, 2, 4 or 8 bytes) as if it were by value, so fetch the pointer explicitly.
            let by_ref = abi == Abi::MsAbi && ![1, 2, 4, 8].contains(&v.size());
            let fetch =
                if by_ref { format!("*__builtin_va_arg(ap, {t} *)") } else { format!("__builtin_va_arg(ap, {t})") };
            let _ = writeln!(out, "  {{ {t} v = {fetch}; memcpy({record}_{pos}_{k}, &v, sizeof v); }}");
        }
        let _ = writeln!(out, "  {end}(ap);");
    }
    return_pattern(out, pos, types);
    out.push_str("}\n");
}

/// The test of case `pos`: C calls Kiln (direction a), then Kiln calls C (b).
fn test_fn(out: &mut String, abi: Abi, case: &Case, pos: usize, types: &CaseTypes) {
    let sig = &case.sig;
    let id = case.id;
    let attr = abi.c_attr();
    let all = sig.all_args();
    let _ = writeln!(out, "extern {attr}{} kiln_callee_{pos}({});", types.ret, param_list(types, sig, false));
    let _ = writeln!(out, "extern {attr}void kiln_caller_{pos}(void);");
    let _ = writeln!(out, "static void af_test_{pos}(void) {{");
    {
        let _ = writeln!(out, "  printf(\"start {pos} a\\n\");");
        let _ = writeln!(out, "  {{");
        for k in 0..all.len() {
            let _ = writeln!(out, "    {} a{k}; memcpy(&a{k}, af_pat_{pos}_{k}, sizeof a{k});", types.args[k]);
        }
        let call_args: Vec<String> = (0..all.len()).map(|k| format!("a{k}")).collect();
        let call = format!("kiln_callee_{pos}({})", call_args.join(", "));
        if types.ret == "void" {
            let _ = writeln!(out, "    {call};");
        } else {
            let _ = writeln!(out, "    {} r = {call};", types.ret);
        }
        for k in 0..all.len() {
            let _ = writeln!(
                out,
                "    af_check({pos}, {id}ULL, \"c->kiln\", {k}, af_pat_{pos}_{k}, af_kin_{pos}_{k}, af_rg_{pos}_{k}, sizeof af_rg_{pos}_{k} / sizeof(af_range));"
            );
        }
        if types.ret != "void" {
            let _ = writeln!(
                out,
                "    af_check({pos}, {id}ULL, \"c->kiln\", -1, af_ret_{pos}, (const unsigned char *)&r, af_rg_{pos}_r, sizeof af_rg_{pos}_r / sizeof(af_range));"
            );
        }
        let _ = writeln!(out, "  }}");
    }
    let _ = writeln!(out, "  printf(\"start {pos} b\\n\");");
    let _ = writeln!(out, "  kiln_caller_{pos}();");
    for k in 0..all.len() {
        let _ = writeln!(
            out,
            "  af_check({pos}, {id}ULL, \"kiln->c\", {k}, af_pat_{pos}_{k}, af_cin_{pos}_{k}, af_rg_{pos}_{k}, sizeof af_rg_{pos}_{k} / sizeof(af_range));"
        );
    }
    if types.ret != "void" {
        let _ = writeln!(
            out,
            "  af_check({pos}, {id}ULL, \"kiln->c\", -1, af_ret_{pos}, af_kres_{pos}, af_rg_{pos}_r, sizeof af_rg_{pos}_r / sizeof(af_range));"
        );
    }
    out.push_str("}\n");
}

/// The C test driver of a batch. `main(argc, argv)` runs the cases from position `argv[1]` (all
/// of them when absent), printing `start P a|b` before each direction (stdout is unbuffered, so
/// the harness knows which case crashed), `M P ...` per mismatch, and `done N` at the end.
pub fn main_file(abi: Abi, cases: &[Case]) -> String {
    let mut out = String::from(PRELUDE);
    out.push_str(CHECKER);
    for (pos, case) in cases.iter().enumerate() {
        let sig = &case.sig;
        let types = case_types(pos, sig);
        let _ = writeln!(out, "\n/* sig {} */", case.id);
        out.push_str(&types.defs);
        for (k, p) in sig.all_args().iter().enumerate() {
            let size = p.c_size();
            let pat = pattern(case.id, k as u32, &p.ty, size);
            out.push_str(&byte_array(&format!("af_pat_{pos}_{k}"), Some(&pat), size));
            out.push_str(&byte_array(&format!("af_cin_{pos}_{k}"), None, size));
            out.push_str(&byte_array(&format!("af_kin_{pos}_{k}"), None, size));
            out.push_str(&ranges(&format!("af_rg_{pos}_{k}"), &p.ty));
        }
        if let Some(r) = &sig.ret {
            let pat = pattern(case.id, u32::MAX, r, r.size());
            out.push_str(&byte_array(&format!("af_ret_{pos}"), Some(&pat), r.size()));
            out.push_str(&byte_array(&format!("af_kres_{pos}"), None, r.size()));
            out.push_str(&ranges(&format!("af_rg_{pos}_r"), r));
        }
        c_callee(&mut out, abi, pos, sig, &types);
        test_fn(&mut out, abi, case, pos, &types);
    }
    let tests: Vec<String> = (0..cases.len()).map(|p| format!("af_test_{p}")).collect();
    let _ = writeln!(out, "\nstatic void (*const af_tests[])(void) = {{{}}};", tests.join(", "));
    out.push_str(
        r#"int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  int n = (int)(sizeof af_tests / sizeof af_tests[0]);
  for (int i = argc > 1 ? atoi(argv[1]) : 0; i < n; i++) af_tests[i]();
  printf("done %d\n", af_failures);
  return 0;
}
"#,
    );
    out
}

/// The "Kiln side" of a batch written in C, for the gcc-vs-gcc self-check of the harness.
pub fn kiln_side_file(abi: Abi, cases: &[Case]) -> String {
    let mut out = String::from(PRELUDE);
    let attr = abi.c_attr();
    for (pos, case) in cases.iter().enumerate() {
        let sig = &case.sig;
        let types = case_types(pos, sig);
        out.push_str(&types.defs);
        let all = sig.all_args();
        for k in 0..all.len() {
            let _ = writeln!(out, "extern unsigned char af_pat_{pos}_{k}[], af_kin_{pos}_{k}[];");
        }
        let _ = writeln!(out, "extern unsigned char af_ret_{pos}[], af_kres_{pos}[];");
        recording_callee(&mut out, abi, &format!("kiln_callee_{pos}"), "af_kin", pos, sig, &types);
        let _ = writeln!(out, "extern {attr}{} c_callee_{pos}({});", types.ret, param_list(&types, sig, false));
        let _ = writeln!(out, "{attr}void kiln_caller_{pos}(void) {{");
        for k in 0..all.len() {
            let _ = writeln!(out, "  {} a{k}; memcpy(&a{k}, af_pat_{pos}_{k}, sizeof a{k});", types.args[k]);
        }
        let call_args: Vec<String> = (0..all.len()).map(|k| format!("a{k}")).collect();
        let call = format!("c_callee_{pos}({})", call_args.join(", "));
        if types.ret == "void" {
            let _ = writeln!(out, "  {call};");
        } else {
            let _ = writeln!(out, "  {} r = {call}; memcpy(af_kres_{pos}, &r, sizeof r);", types.ret);
        }
        out.push_str("}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_types_follow_the_ir_surface() {
        let sig = Sig::from_text(
            "ret: [3 x float]\nparam: <{ i8, [2 x [3 x i16]], { double } }> alignstack(32)\nparam: <4 x i32>\nvararg: i128\n",
        )
        .expect("parses");
        let t = case_types(7, &sig);
        assert_eq!(t.args, ["struct af_s7_1", "af_v4i", "__int128"]);
        assert_eq!(t.ret, "struct af_s7_2");
        let defs: Vec<&str> = t.defs.lines().filter(|l| l.starts_with("struct")).collect();
        assert_eq!(
            defs,
            [
                "struct af_s7_0 { double f0; };",
                "struct af_s7_1 { signed char f0; short f1[2][3]; struct af_s7_0 f2; } __attribute__((packed, aligned(32)));",
                "struct af_s7_2 { float a[3]; };",
            ]
        );
        assert!(t.defs.contains("sizeof(struct af_s7_1) == 32 && _Alignof(struct af_s7_1) == 32"));
    }

    #[test]
    fn ms_abi_varargs_by_reference_are_fetched_through_a_pointer() {
        let sig =
            Sig::from_text("ret: void\nparam: i32\nvararg: { i64, i64, i64 }\nvararg: { i32 }\n").expect("parses");
        let case = Case { id: 1, sig };
        let ms = main_file(Abi::MsAbi, std::slice::from_ref(&case));
        assert!(ms.contains("*__builtin_va_arg(ap, struct af_s0_0 *)"));
        assert!(ms.contains("__builtin_va_arg(ap, struct af_s0_1)"));
        assert!(ms.contains("__attribute__((ms_abi)) void c_callee_0(int a0, ...)"));
        let sysv = main_file(Abi::SysV, std::slice::from_ref(&case));
        assert!(sysv.contains("__builtin_va_arg(ap, struct af_s0_0)") && !sysv.contains("ms_abi"));
    }
}

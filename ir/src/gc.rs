//! Garbage collection with statepoints: the GC strategy table, which types a strategy manages,
//! and the structure of `llvm.experimental.gc.statepoint` calls and the `gc.relocate` /
//! `gc.result` calls tied to them. The verifier, the safepoint passes, the interpreter and the
//! back end all read statepoints through `Statepoint::of`, so the operand layout is decoded in
//! one place.
//!
//! A statepoint call is
//! `token @llvm.experimental.gc.statepoint.p0(i64 id, i32 patch_bytes, ptr elementtype(F) target,
//! i32 nargs, i32 flags, <nargs call arguments>, i32 0, i32 0) [ "gc-live"(...), "deopt"(...),
//! "gc-transition"(...) ]`; the two trailing zeros are the retired inline transition and deopt
//! counts, which LLVM 19 requires to be zero (the bundles replaced them).

use crate::attributes::AttrKind;
use crate::constant::ConstData;
use crate::dfg::{Inst, Value, ValueDef};
use crate::instructions::{Bundle, CallData, InstKind};
use crate::intrinsics::Intrinsic;
use crate::module::{Func, Function, Module};
use crate::types::{Type, TypeData, TypeStore};

/// A collector strategy named by `gc "name"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GcStrategy {
    /// The name in `gc "name"`.
    pub name: &'static str,
    /// True when functions using it are rewritten to statepoints (LLVM's `UseRS4GC`).
    pub uses_statepoints: bool,
    /// The address space of managed references (`ptr addrspace(N)`), for statepoint strategies.
    pub managed_addrspace: Option<u32>,
    /// The code a GC-transition statepoint runs around its call.
    pub transition: Transition,
}

/// What a strategy's GC transitions do (the code around a statepoint with the GC-transition
/// flag, whose `"gc-transition"` bundle holds the transition's data).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Transition {
    /// The strategy has no transitions: a statepoint with the flag is an error.
    Unsupported,
    /// The bundle's one operand is the address of an `i32` flag (a global, a `thread_local`
    /// global or any pointer): 1 is stored to it right before the call and 0 right after, so the
    /// collector knows while the callee runs that this thread is outside managed code.
    Flag,
}

/// The strategies Kiln knows, as LLVM 19 defines them: `statepoint-example` and `coreclr` use
/// statepoints with references in address space 1 (and, as Kiln's documented choice, the flag
/// transition of [`Transition::Flag`]); `shadow-stack`, `erlang` and `ocaml` are
/// `llvm.gcroot` strategies, which Kiln parses but does not lower.
pub const STRATEGIES: &[GcStrategy] = &[
    GcStrategy {
        name: "statepoint-example",
        uses_statepoints: true,
        managed_addrspace: Some(1),
        transition: Transition::Flag,
    },
    GcStrategy { name: "coreclr", uses_statepoints: true, managed_addrspace: Some(1), transition: Transition::Flag },
    GcStrategy {
        name: "shadow-stack",
        uses_statepoints: false,
        managed_addrspace: None,
        transition: Transition::Unsupported,
    },
    GcStrategy {
        name: "erlang",
        uses_statepoints: false,
        managed_addrspace: None,
        transition: Transition::Unsupported,
    },
    GcStrategy { name: "ocaml", uses_statepoints: false, managed_addrspace: None, transition: Transition::Unsupported },
];

/// The strategy called `name`.
pub fn strategy(name: &str) -> Option<&'static GcStrategy> {
    STRATEGIES.iter().find(|s| s.name == name)
}

/// The statepoint strategy of `f`, when its `gc "name"` names one.
pub fn statepoint_strategy(f: &Function) -> Option<&'static GcStrategy> {
    f.gc.as_deref().and_then(strategy).filter(|s| s.uses_statepoints)
}

impl GcStrategy {
    /// True when values of type `t` are managed references: pointers in the managed address
    /// space, or vectors of them.
    pub fn is_managed(&self, types: &TypeStore, t: Type) -> bool {
        match (self.managed_addrspace, types.data(t)) {
            (Some(a), TypeData::Ptr(b)) => a == *b,
            (Some(_), TypeData::Vector { elem, .. }) => self.is_managed(types, *elem),
            _ => false,
        }
    }
    /// True when values of type `t` are or contain managed references (through structs,
    /// arrays and vectors).
    pub fn contains_managed(&self, types: &TypeStore, t: Type) -> bool {
        let mut stack = vec![t];
        let mut seen = Vec::new();
        while let Some(t) = stack.pop() {
            if seen.contains(&t) {
                continue;
            }
            seen.push(t);
            match types.data(t) {
                TypeData::Ptr(_) | TypeData::Vector { .. } if self.is_managed(types, t) => return true,
                TypeData::Array { elem, .. } => stack.push(*elem),
                _ => stack.extend(types.struct_fields(t).unwrap_or(&[]).iter().copied()),
            }
        }
        false
    }
}

/// Bit 0 of a statepoint's flags: the call is a GC transition.
pub const FLAG_GC_TRANSITION: u64 = 1;
/// Bit 1 of a statepoint's flags: deopt values are live in (LLVM's `DeoptLiveIn`).
pub const FLAG_DEOPT_LIVE_IN: u64 = 2;
/// The flags LLVM 19 defines.
pub const FLAGS_MASK: u64 = FLAG_GC_TRANSITION | FLAG_DEOPT_LIVE_IN;
/// The constant a stack map records for an `undef` value (LLVM's choice: 0xFEFEFEFE as an inline
/// 32-bit constant).
pub const STACKMAP_UNDEF: i64 = 0xFEFE_FEFE_u32 as i32 as i64;
/// The constant a statepoint records for an `undef` deopt or GC value (LLVM's: 0xFEFEFEFE as a
/// 64-bit constant, which goes to the constant pool).
pub const STATEPOINT_UNDEF: i64 = 0xFEFE_FEFE;
/// The statepoint ID RewriteStatepointsForGC uses when a call names none.
pub const DEFAULT_STATEPOINT_ID: u64 = 0xABCD_EF00;
/// The record ID of a plain call with a `"deopt"` bundle that names none (LLVM's choice).
pub const DEOPT_CALL_STATEPOINT_ID: u64 = 0xABCD_EF0F;

/// A decoded `gc.statepoint` call.
#[derive(Clone, Debug)]
pub struct Statepoint<'a> {
    /// The call instruction.
    pub inst: Inst,
    /// The ID recorded in the stack map.
    pub id: u64,
    /// Bytes of patchable space to reserve instead of the call.
    pub patch_bytes: u32,
    /// The called value.
    pub target: Value,
    /// The target's function type (`elementtype` of the third argument).
    pub target_ty: Type,
    /// The call arguments passed to the target.
    pub call_args: &'a [Value],
    /// The flags (`FLAG_*`).
    pub flags: u64,
    /// Operands of the `"gc-live"` bundle: every reference the collector may relocate.
    pub gc_live: &'a [Value],
    /// Operands of the `"deopt"` bundle.
    pub deopt: &'a [Value],
    /// Operands of the `"gc-transition"` bundle.
    pub transition: &'a [Value],
}

/// The integer value of a constant operand.
pub fn const_int(m: &Module, f: &Function, v: Value) -> Option<u128> {
    let ValueDef::Const(c) = f.dfg.value_def(v) else { return None };
    match m.consts.contains(c).then(|| m.consts.data(c))? {
        ConstData::Int { value, .. } => Some(*value),
        ConstData::Zero(_) => Some(0),
        _ => None,
    }
}

/// LLVM's statepoint directives on call `c`: its `"statepoint-id"` and
/// `"statepoint-num-patch-bytes"` function attributes, each when present and a valid number.
pub fn statepoint_directives(m: &Module, c: &CallData) -> (Option<u64>, Option<u32>) {
    let int = |key: &str| m.attr_sets.str_arg(c.attrs.func, key).flatten().and_then(|v| v.parse::<u64>().ok());
    (int("statepoint-id"), int("statepoint-num-patch-bytes").and_then(|n| u32::try_from(n).ok()))
}

/// The operands of the bundle tagged `tag` (empty when absent).
pub fn bundle<'a>(c: &'a CallData, tag: &str) -> &'a [Value] {
    c.bundles.iter().find(|b| b.tag == tag).map_or(&[], |b: &Bundle| &b.args)
}

/// The intrinsic `inst` calls (or invokes) directly, if any.
pub fn called_intrinsic(m: &Module, f: &Function, inst: Inst) -> Option<Intrinsic> {
    let c = f.dfg.inst(inst).call_data()?;
    m.callee_func(f, c.callee).and_then(|g| m.funcs[g].intrinsic)
}

impl<'a> Statepoint<'a> {
    /// The statepoint `inst` is, or `Ok(None)` when it is not a call of `gc.statepoint`; `Err`
    /// says what is malformed.
    pub fn of(m: &Module, f: &'a Function, inst: Inst) -> Result<Option<Statepoint<'a>>, String> {
        if called_intrinsic(m, f, inst) != Some(Intrinsic::GcStatepoint) {
            return Ok(None);
        }
        let Some(c) = f.dfg.inst(inst).call_data() else { return Ok(None) };
        if c.args.len() < 5 {
            return Err("gc.statepoint needs at least five arguments".into());
        }
        let int = |i: usize, what: &str| {
            const_int(m, f, c.args[i]).ok_or_else(|| format!("gc.statepoint's {what} must be a constant integer"))
        };
        let id = int(0, "ID")? as u64;
        let patch_bytes = int(1, "patch byte count")? as u32;
        let nargs = int(3, "argument count")? as usize;
        let flags = int(4, "flags")? as u64;
        if flags & !FLAGS_MASK != 0 {
            return Err(format!("gc.statepoint flags {flags} has bits other than {FLAGS_MASK}"));
        }
        let target_ty = m
            .attr_sets
            .type_arg(c.attrs.param(2), AttrKind::ElementType)
            .ok_or("gc.statepoint's target must carry elementtype(function type)")?;
        let Some((_, params, varargs)) = m.types.func_info(target_ty) else {
            return Err("gc.statepoint's elementtype must be a function type".into());
        };
        if c.args.len() != 5 + nargs + 2 {
            return Err(format!(
                "gc.statepoint has {} arguments: expected 5, {nargs} call argument(s) and the two trailing zeros",
                c.args.len()
            ));
        }
        let call_args = &c.args[5..5 + nargs];
        let count_ok = if varargs { nargs >= params.len() } else { nargs == params.len() };
        if !count_ok {
            return Err(format!(
                "gc.statepoint passes {nargs} call argument(s) but the target type has {} parameter(s){}",
                params.len(),
                if varargs { " and varargs" } else { "" }
            ));
        }
        for (i, (&a, &p)) in call_args.iter().zip(params).enumerate() {
            if f.dfg.value_type(a) != p {
                return Err(format!("gc.statepoint call argument {i} does not match the target's parameter type"));
            }
        }
        for (i, bundle) in [(5 + nargs, "gc-transition"), (6 + nargs, "deopt")] {
            if const_int(m, f, c.args[i]) != Some(0) {
                return Err(format!(
                    "gc.statepoint's inline {bundle} argument count must be 0 (use the \"{bundle}\" bundle)"
                ));
            }
        }
        for tag in ["gc-live", "deopt", "gc-transition"] {
            if c.bundles.iter().filter(|b| b.tag == tag).count() > 1 {
                return Err(format!("gc.statepoint has more than one \"{tag}\" bundle"));
            }
        }
        if let Some(b) = c.bundles.iter().find(|b| !matches!(b.tag.as_str(), "gc-live" | "deopt" | "gc-transition")) {
            return Err(format!("gc.statepoint does not take a \"{}\" bundle", b.tag));
        }
        Ok(Some(Statepoint {
            inst,
            id,
            patch_bytes,
            target: c.args[2],
            target_ty,
            call_args,
            flags,
            gc_live: bundle(c, "gc-live"),
            deopt: bundle(c, "deopt"),
            transition: bundle(c, "gc-transition"),
        }))
    }

    /// The target's return type.
    pub fn ret_ty(&self, types: &TypeStore) -> Type {
        types.func_info(self.target_ty).map_or(Type::VOID, |(r, _, _)| r)
    }
}

/// A `gc.relocate` call: the statepoint token and the indices of its base and derived pointers
/// in the statepoint's `"gc-live"` operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Relocate {
    /// The statepoint's token.
    pub token: Value,
    /// Index of the base pointer.
    pub base: usize,
    /// Index of the derived pointer.
    pub derived: usize,
}

impl Relocate {
    /// The relocate `inst` is, when it calls `gc.relocate` with constant indices.
    pub fn of(m: &Module, f: &Function, inst: Inst) -> Option<Relocate> {
        if called_intrinsic(m, f, inst) != Some(Intrinsic::GcRelocate) {
            return None;
        }
        let InstKind::Call(c) = f.dfg.inst(inst) else { return None };
        let [token, b, d] = c.args[..] else { return None };
        Some(Relocate {
            token,
            base: usize::try_from(const_int(m, f, b)?).ok()?,
            derived: usize::try_from(const_int(m, f, d)?).ok()?,
        })
    }
}

/// The statepoint whose token `v` is: a `gc.statepoint` call or invoke, or the `landingpad` of a
/// statepoint invoke's unwind destination (which that invoke must be the only way into), whose
/// `gc.relocate`s give the references relocated when the call unwinds.
pub fn token_statepoint(m: &Module, f: &Function, v: Value) -> Option<Inst> {
    let i = f.dfg.value_inst(v)?;
    if matches!(f.dfg.inst(i), InstKind::LandingPad(_)) {
        return landing_statepoint(m, f, i);
    }
    (called_intrinsic(m, f, i) == Some(Intrinsic::GcStatepoint)).then_some(i)
}

/// The statepoint invoke that is the only predecessor of landing pad `lp`'s block.
fn landing_statepoint(m: &Module, f: &Function, lp: Inst) -> Option<Inst> {
    let blk = f.layout.inst_block(lp)?;
    let mut preds = f.layout.blocks().iter().filter(|&&b| f.successors(b).contains(&blk));
    let (Some(&pred), None) = (preds.next(), preds.next()) else { return None };
    let term = *f.layout.block_insts(pred).last()?;
    match f.dfg.inst(term) {
        InstKind::Invoke(d) if d.unwind == blk && called_intrinsic(m, f, term) == Some(Intrinsic::GcStatepoint) => {
            Some(term)
        }
        _ => None,
    }
}

/// Whether the statepoint token `v` is a landing pad's (the exceptional path's relocations).
pub fn is_landing_token(f: &Function, v: Value) -> bool {
    f.dfg.value_inst(v).is_some_and(|i| matches!(f.dfg.inst(i), InstKind::LandingPad(_)))
}

/// Checks the statepoint-related intrinsic call `inst` (a statepoint, relocate or result):
/// operand layout, that tokens come from statepoints, that indices are in range and that types
/// match. Returns the problem.
pub fn check_call(m: &Module, f: &Function, inst: Inst) -> Result<(), String> {
    let Some(which) = called_intrinsic(m, f, inst) else { return Ok(()) };
    let InstKind::Call(c) = f.dfg.inst(inst) else { return Ok(()) };
    let tokened = |what: &str| -> Result<Statepoint<'_>, String> {
        let token = c.args.first().copied().ok_or(format!("{what} needs a token"))?;
        let sp = token_statepoint(m, f, token).ok_or(format!(
            "{what}'s token must be a gc.statepoint's result, or the landingpad of a statepoint invoke's \
             unwind destination reached only from it"
        ))?;
        Statepoint::of(m, f, sp)?.ok_or(format!("{what}'s token must be a gc.statepoint's result"))
    };
    match which {
        Intrinsic::GcStatepoint => {
            let sp = Statepoint::of(m, f, inst)?.expect("a statepoint call");
            for &v in sp.gc_live {
                if !m.types.is_ptr_or_ptr_vector(f.dfg.value_type(v)) {
                    return Err("\"gc-live\" operands must be pointers or vectors of pointers".into());
                }
            }
            Ok(())
        }
        Intrinsic::GcResult => {
            if c.args.first().is_some_and(|&t| is_landing_token(f, t)) {
                return Err("gc.result's token must be a gc.statepoint's, not a landing pad's".into());
            }
            let sp = tokened("gc.result")?;
            let want = sp.ret_ty(&m.types);
            let got = f.dfg.inst_result(inst).map_or(Type::VOID, |r| f.dfg.value_type(r));
            if want == Type::VOID {
                return Err("gc.result of a statepoint whose target returns void".into());
            }
            if got != want {
                return Err("gc.result's type does not match the statepoint target's return type".into());
            }
            Ok(())
        }
        Intrinsic::GcRelocate => {
            let sp = tokened("gc.relocate")?;
            let r = Relocate::of(m, f, inst).ok_or("gc.relocate's indices must be constant integers")?;
            let n = sp.gc_live.len();
            for (what, i) in [("base", r.base), ("derived", r.derived)] {
                if i >= n {
                    return Err(format!(
                        "gc.relocate's {what} index {i} is out of range: the statepoint has {n} \"gc-live\" operand(s)"
                    ));
                }
            }
            let (bt, dt) = (f.dfg.value_type(sp.gc_live[r.base]), f.dfg.value_type(sp.gc_live[r.derived]));
            let got = f.dfg.inst_result(inst).map_or(Type::VOID, |v| f.dfg.value_type(v));
            if m.types.is_vector(bt) != m.types.is_vector(dt) {
                return Err("gc.relocate's base and derived pointers must both be vectors or both be pointers".into());
            }
            if got != dt {
                return Err("gc.relocate's type must be the derived pointer's type".into());
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// C library functions that cannot call back into the program (no function-pointer arguments,
/// no `atexit` handlers run), so their calls take no safepoint. LLVM treats every library
/// function it knows as a leaf (`qsort` and `exit` included); Kiln keeps this shorter list.
pub const LEAF_LIBRARY_FUNCTIONS: &[&str] = &[
    "printf",
    "fprintf",
    "sprintf",
    "snprintf",
    "vprintf",
    "vfprintf",
    "vsprintf",
    "vsnprintf",
    "puts",
    "putchar",
    "putc",
    "fputc",
    "fputs",
    "fwrite",
    "fread",
    "fflush",
    "fopen",
    "fclose",
    "getchar",
    "getc",
    "fgetc",
    "fgets",
    "malloc",
    "calloc",
    "realloc",
    "free",
    "aligned_alloc",
    "posix_memalign",
    "memcpy",
    "memmove",
    "memset",
    "memcmp",
    "bcmp",
    "memchr",
    "strlen",
    "strnlen",
    "strcmp",
    "strncmp",
    "strcpy",
    "strncpy",
    "strcat",
    "strncat",
    "strchr",
    "strrchr",
    "strstr",
    "strdup",
    "atoi",
    "atol",
    "atoll",
    "strtol",
    "strtoll",
    "strtoul",
    "strtoull",
    "strtod",
    "abs",
    "labs",
    "llabs",
    "fabs",
    "fabsf",
    "sqrt",
    "sqrtf",
    "sin",
    "sinf",
    "cos",
    "cosf",
    "tan",
    "exp",
    "expf",
    "log",
    "logf",
    "log2",
    "log10",
    "pow",
    "powf",
    "floor",
    "floorf",
    "ceil",
    "ceilf",
    "fmod",
    "fmodf",
    "round",
    "roundf",
    "trunc",
    "truncf",
    "abort",
    "time",
    "clock",
    "rand",
    "srand",
    "getenv",
    "write",
    "read",
];

/// True when a call does not take a safepoint: the call or its callee has `"gc-leaf-function"`,
/// it calls a declared (not defined) function of `LEAF_LIBRARY_FUNCTIONS`, or it calls an
/// intrinsic other than the ones that are lowered to calls that may (statepoints, `deoptimize`
/// and the element-atomic memcpy/memmove), as in LLVM.
pub fn is_leaf_call(m: &Module, f: &Function, inst: Inst) -> bool {
    let Some(c) = f.dfg.inst(inst).call_data() else { return true };
    if m.attr_sets.str_arg(c.attrs.func, "gc-leaf-function").is_some() {
        return true;
    }
    let Some(g) = m.callee_func(f, c.callee) else { return false };
    let callee = &m.funcs[g];
    if m.attr_sets.str_arg(callee.attrs.func, "gc-leaf-function").is_some() {
        return true;
    }
    if !callee.is_definition && LEAF_LIBRARY_FUNCTIONS.contains(&callee.name()) {
        return true;
    }
    match callee.intrinsic {
        Some(i) => !matches!(
            i,
            Intrinsic::GcStatepoint
                | Intrinsic::Deoptimize
                | Intrinsic::MemcpyElementUnorderedAtomic
                | Intrinsic::MemmoveElementUnorderedAtomic
        ),
        None => false,
    }
}

/// True when `g` is a `gc-leaf-function`.
pub fn is_leaf_function(m: &Module, g: Func) -> bool {
    m.attr_sets.str_arg(m.funcs[g].attrs.func, "gc-leaf-function").is_some()
}

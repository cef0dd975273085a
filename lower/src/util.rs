//! Helpers shared by the mid-end passes: instruction removal, constant operands, and the
//! side-effect rules DCE and friends rely on. Use counts, user lists and batched
//! replace-all-uses are the IR's own (`kiln_ir::uses`), re-exported here.

use kiln_ir::attributes::{Attr, AttrKind, AttrSetId};
use kiln_ir::constant::{ConstData, ConstPool};
use kiln_ir::instructions::InstKind;
pub use kiln_ir::uses::{replace_all_uses, use_counts, Replacements, UseLists};
use kiln_ir::{Func, Function, Inst, Intrinsic, Module, Type, Value, ValueDef};

/// The value of constant `data` in `f` (interned in the module's pool).
pub fn const_value(consts: &mut ConstPool, f: &mut Function, data: ConstData) -> Value {
    let ty = data.ty();
    let c = consts.intern(data);
    f.dfg.const_value(c, ty)
}

/// `undef` of type `ty` as a value of `f`.
pub fn undef_value(consts: &mut ConstPool, f: &mut Function, ty: Type) -> Value {
    const_value(consts, f, ConstData::Undef(ty))
}

/// `poison` of type `ty` as a value of `f`.
pub fn poison_value(consts: &mut ConstPool, f: &mut Function, ty: Type) -> Value {
    const_value(consts, f, ConstData::Poison(ty))
}

/// The constant data behind `v`, if `v` is a constant operand.
pub fn value_const_data<'m>(m: &'m Module, f: &Function, v: Value) -> Option<&'m ConstData> {
    match f.dfg.value_def(v) {
        ValueDef::Const(c) if m.consts.contains(c) => Some(m.consts.data(c)),
        _ => None,
    }
}

/// The function a call instruction calls directly (its callee is a function address constant).
pub fn direct_callee(m: &Module, f: &Function, inst: Inst) -> Option<Func> {
    let InstKind::Call(c) = f.dfg.inst(inst) else {
        return None;
    };
    m.callee_func(f, c.callee)
}

pub use kiln_ir::gc::called_intrinsic;

/// True for intrinsics that neither touch memory nor have other effects, and always return:
/// integer and floating-point arithmetic, vector reductions and shuffles, `expect`, and the
/// statepoint projections (`gc.relocate`, `gc.result`, readnone in LLVM: an unused relocation
/// is a reference dead after its statepoint).
pub fn is_pure_intrinsic(i: Intrinsic) -> bool {
    use Intrinsic as I;
    let id = i.id();
    let arithmetic = (100..200).contains(&id) || (200..300).contains(&id) || (300..400).contains(&id);
    let impure_math = matches!(i, I::GetRounding | I::SetRounding | I::ArithmeticFence);
    (arithmetic && !impure_math)
        || matches!(
            i,
            I::Expect
                | I::ExpectWithProbability
                | I::PtrMask
                | I::ObjectSize
                | I::IsConstant
                | I::Donothing
                | I::GcRelocate
                | I::GcResult
                | I::GcGetPointerBase
                | I::GcGetPointerOffset
                | I::EhTypeidFor
        )
}

/// Removes `inst` from the layout of `f` (it stays in the data-flow graph, unused).
pub fn erase_inst(f: &mut Function, inst: Inst) {
    f.layout.remove_inst(inst);
}

/// True when an attribute set says its function reads no memory, or only reads it
/// (`readnone`, `readonly`, `memory(none)`, `memory(read)`, `memory(argmem: read)` ...).
fn attrs_only_read(m: &Module, set: AttrSetId) -> bool {
    m.attr_sets.get(set).iter().any(only_reads)
}

/// The attribute sets of a call: the call site's and the direct callee's.
pub(crate) fn call_attr_sets(m: &Module, func: &Function, i: Inst) -> Vec<AttrSetId> {
    let Some(c) = func.dfg.inst(i).call_data() else { return Vec::new() };
    let callee = m.callee_func(func, c.callee);
    std::iter::once(c.attrs.func).chain(callee.map(|g| m.funcs[g].attrs.func)).collect()
}

/// True when the call site or the callee has an attribute `pred` accepts.
pub(crate) fn call_has(m: &Module, func: &Function, i: Inst, pred: fn(&Attr) -> bool) -> bool {
    call_attr_sets(m, func, i).into_iter().any(|s| m.attr_sets.get(s).iter().any(pred))
}

/// `readnone` or `memory(none)`.
pub(crate) fn readnone(a: &Attr) -> bool {
    matches!(a, Attr::Flag(AttrKind::ReadNone)) || matches!(a, Attr::Raw(AttrKind::Memory, t) if t.trim() == "none")
}

/// `readnone`, `readonly`, or a `memory(...)` without writes.
pub(crate) fn only_reads(a: &Attr) -> bool {
    match a {
        Attr::Flag(AttrKind::ReadNone | AttrKind::ReadOnly) => true,
        Attr::Raw(AttrKind::Memory, text) => !text.contains("write"),
        _ => false,
    }
}

/// True when a call can be deleted if its result is unused: a pure intrinsic, or a callee that
/// only reads memory, cannot unwind and always returns (`nounwind willreturn` plus `readnone`,
/// `readonly` or a `memory(...)` without writes), from the call site's or the callee's
/// attributes.
pub fn call_is_removable(m: &Module, f: &Function, inst: Inst) -> bool {
    let InstKind::Call(c) = f.dfg.inst(inst) else {
        return false;
    };
    if !c.bundles.is_empty() {
        return false;
    }
    let callee = direct_callee(m, f, inst);
    if let Some(i) = callee.and_then(|func| m.funcs[func].intrinsic) {
        return is_pure_intrinsic(i);
    }
    let sets: Vec<AttrSetId> =
        std::iter::once(c.attrs.func).chain(callee.map(|func| m.funcs[func].attrs.func)).collect();
    let has = |k: AttrKind| sets.iter().any(|&s| m.attr_sets.has(s, k));
    has(AttrKind::NoUnwind) && has(AttrKind::WillReturn) && sets.iter().any(|&s| attrs_only_read(m, s))
}

/// True when `inst` may be deleted once its result is unused: it has no effect besides its
/// result (no store, no volatile or ordered access, no call with effects, no terminator).
/// Other loads count as removable, as in LLVM (a load that would trap is undefined behaviour).
pub fn is_removable_if_unused(m: &Module, f: &Function, inst: Inst) -> bool {
    match f.dfg.inst(inst) {
        k if k.writes_memory() => false,
        // A landing pad takes the exception whether or not its value is used.
        InstKind::LandingPad(_) => false,
        InstKind::Call(_) => call_is_removable(m, f, inst),
        k => !k.is_terminator(),
    }
}

/// A diagnostic located at instruction `i` of `f`, or at `f` when `i` is `None` or has no
/// source location (an instruction a pass created).
pub fn located(f: &Function, i: Option<Inst>, message: String) -> kiln_ir::Diagnostic {
    let offset = i.and_then(|i| f.inst_srclocs[i].offset()).or(f.srcloc.offset());
    kiln_ir::Diagnostic { offset, message }
}

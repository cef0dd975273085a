//! Helpers shared by the mid-end passes: use counts and user lists, batched replace-all-uses,
//! instruction removal, constant operands, and the side-effect rules DCE and friends rely on.
//!
//! The IR keeps no use lists (values know their definition, not their users), so passes build
//! what they need here in one linear scan of the function and throw it away when they change
//! the function.

use kiln_ir::attributes::{Attr, AttrKind, AttrSetId};
use kiln_ir::constant::{ConstData, ConstPool};
use kiln_ir::entity::EntityRef;
use kiln_ir::instructions::{InstFlags, InstKind};
use kiln_ir::{Func, Function, Inst, Intrinsic, Module, Type, Value, ValueDef};

/// Number of uses of every value by instructions in the layout (indexed by value index).
pub fn use_counts(f: &Function) -> Vec<u32> {
    let mut counts = vec![0u32; f.dfg.values().len()];
    for inst in f.layout.insts() {
        f.dfg.for_each_arg(inst, |v| counts[v.index()] += 1);
    }
    counts
}

/// The instructions using each value, one entry per use (an instruction using a value twice is
/// listed twice), in layout order; built in one scan of the function.
#[derive(Clone, Debug, Default)]
pub struct UseLists {
    start: Vec<u32>,
    users: Vec<Inst>,
}

impl UseLists {
    /// Builds the user lists of every value of `f` from the instructions in its layout.
    pub fn compute(f: &Function) -> UseLists {
        let n = f.dfg.values().len();
        let mut start = vec![0u32; n + 1];
        for inst in f.layout.insts() {
            f.dfg.for_each_arg(inst, |v| start[v.index() + 1] += 1);
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut users = vec![Inst::new(0); start[n] as usize];
        for inst in f.layout.insts() {
            f.dfg.for_each_arg(inst, |v| {
                users[fill[v.index()] as usize] = inst;
                fill[v.index()] += 1;
            });
        }
        UseLists { start, users }
    }

    /// The users of `v` (empty for values created after `compute`).
    pub fn users(&self, v: Value) -> &[Inst] {
        let i = v.index();
        if i + 1 >= self.start.len() {
            return &[];
        }
        &self.users[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

/// A batch of "replace every use of `from` with `to`" requests, applied in one scan.
///
/// Chains are followed (`a → b`, `b → c` replaces `a` with `c`); a request that would close a
/// cycle is ignored.
#[derive(Clone, Debug, Default)]
pub struct Replacements {
    map: Vec<Option<Value>>,
    count: usize,
}

impl Replacements {
    /// An empty batch.
    pub fn new() -> Self {
        Self::default()
    }
    /// True when no replacement was requested.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }
    /// Requests that every use of `from` become a use of `to`.
    pub fn insert(&mut self, from: Value, to: Value) {
        let to = self.resolve(to);
        if to == from {
            return;
        }
        let i = from.index();
        if i >= self.map.len() {
            self.map.resize(i + 1, None);
        }
        if self.map[i].is_none() {
            self.count += 1;
        }
        self.map[i] = Some(to);
    }
    /// What `v` stands for after all requested replacements.
    pub fn resolve(&self, mut v: Value) -> Value {
        // Every stored target was resolved when stored, but a later request may have redirected
        // it again; the chain is short and acyclic (insert refuses self-maps).
        while let Some(Some(next)) = self.map.get(v.index()) {
            v = *next;
        }
        v
    }
    /// True when `v` is to be replaced.
    pub fn contains(&self, v: Value) -> bool {
        matches!(self.map.get(v.index()), Some(Some(_)))
    }
    /// Rewrites the operands of every instruction in `f`'s layout; returns how many
    /// instructions changed.
    pub fn apply(&self, f: &mut Function) -> usize {
        if self.is_empty() {
            return 0;
        }
        let mut changed = 0;
        let blocks: Vec<_> = f.layout.blocks().to_vec();
        for b in blocks {
            for idx in 0..f.layout.block_insts(b).len() {
                let inst = f.layout.block_insts(b)[idx];
                let mut hit = false;
                f.dfg.for_each_arg(inst, |v| hit |= self.contains(v));
                if hit {
                    f.dfg.map_args(inst, |v| self.resolve(v));
                    changed += 1;
                }
            }
        }
        changed
    }
}

/// Replaces every use of `from` in `f` with `to` (one scan of the function).
pub fn replace_all_uses(f: &mut Function, from: Value, to: Value) {
    let mut r = Replacements::new();
    r.insert(from, to);
    r.apply(f);
}

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
    match value_const_data(m, f, c.callee)? {
        ConstData::FuncAddr { func, .. } if m.funcs.is_valid(*func) => Some(*func),
        _ => None,
    }
}

/// The intrinsic a call instruction calls, if any.
pub fn called_intrinsic(m: &Module, f: &Function, inst: Inst) -> Option<Intrinsic> {
    direct_callee(m, f, inst).and_then(|func| m.funcs[func].intrinsic)
}

/// True for intrinsics that neither touch memory nor have other effects, and always return:
/// integer and floating-point arithmetic, vector reductions and shuffles, `expect`.
pub fn is_pure_intrinsic(i: Intrinsic) -> bool {
    use Intrinsic as I;
    let id = i.id();
    let arithmetic = (100..200).contains(&id) || (200..300).contains(&id) || (300..400).contains(&id);
    let impure_math = matches!(i, I::GetRounding | I::SetRounding | I::ArithmeticFence);
    (arithmetic && !impure_math)
        || matches!(i, I::Expect | I::ExpectWithProbability | I::PtrMask | I::ObjectSize | I::IsConstant | I::Donothing)
}

/// Removes `inst` from the layout of `f` (it stays in the data-flow graph, unused).
pub fn erase_inst(f: &mut Function, inst: Inst) {
    f.layout.remove_inst(inst);
}

/// True when an attribute set says its function reads no memory, or only reads it
/// (`readnone`, `readonly`, `memory(none)`, `memory(read)`, `memory(argmem: read)` ...).
fn attrs_only_read(m: &Module, set: AttrSetId) -> bool {
    m.attr_sets.get(set).iter().any(|a| match a {
        Attr::Flag(AttrKind::ReadNone) | Attr::Flag(AttrKind::ReadOnly) => true,
        Attr::Raw(AttrKind::Memory, text) => !text.contains("write"),
        _ => false,
    })
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
/// result (no store, no volatile access, no call with effects, no terminator). Non-volatile
/// loads count as removable, as in LLVM (a load that would trap is undefined behaviour).
pub fn is_removable_if_unused(m: &Module, f: &Function, inst: Inst) -> bool {
    match f.dfg.inst(inst) {
        InstKind::Load { flags, .. } => !flags.contains(InstFlags::VOLATILE),
        InstKind::Store { .. } | InstKind::VaArg { .. } => false,
        InstKind::Call(_) => call_is_removable(m, f, inst),
        k => !k.is_terminator(),
    }
}

//! `instsimplify`: replaces instructions by a constant or an existing value when that is what
//! they compute, and deletes them.
//!
//! Folds operators, compares, casts, `select`, `freeze`, `fneg`, vector element and aggregate
//! accesses and pure integer/floating-point intrinsics whose operands are constants (lane by
//! lane for vectors; exact semantics from `fold`: poison results become `poison`, immediate UB
//! such as division by zero is left unfolded, IEEE arithmetic in the operation's own format).
//! Identities: `x+0 x-0 x*1 x/1 x|0 x^0 x&-1 x<<0` → `x` (signed
//! division and remainder by 1 only above i1, where 1 is -1); `x*0 x&0 x-x x^x x%1 0<<x` → `0`;
//! `x|-1` → `-1`; `x&x x|x` → `x`; `fadd x, -0.0`, `fsub x, +0.0`, `fmul x, 1.0`, `fdiv x, 1.0`
//! → `x`; `select c, x, x` and `select true/false`; `icmp pred x, x`; `fcmp true/false`;
//! `trunc (zext/sext x)` back to `x`'s type; same-type `bitcast`; all-zero-index `gep`; a phi
//! whose incoming values are all one value; `extractelement (insertelement v, x, i), i`;
//! `extractvalue (insertvalue a, x, idx), idx`; `freeze` of a defined constant or of a freeze;
//! `llvm.expect(x, _)`. Repeats over the function until nothing changes. Replaced instructions
//! are deleted, and so are the instructions only they used (if those have no effect).
//!
//! Requires nothing. Preserves the CFG (returns `Preserved::Cfg` when it changed something,
//! `All` otherwise); branch conditions that become constant are left for `simplifycfg`.

use crate::constfold::{self, Folder, Scalar};
use crate::util::{is_pure_intrinsic, Replacements};
use kiln_ir::constant::{ConstData, Constant};
use kiln_ir::entity::EntityRef;
use kiln_ir::fold;
use kiln_ir::instructions::{FloatPredicate, InstKind, IntPredicate, Opcode};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{Func, Function, Inst, Intrinsic, Module, Type, Value};

/// The `instsimplify` pass.
#[derive(Default)]
pub struct InstSimplify {
    /// Number of instructions replaced by the last run.
    pub simplified: usize,
}

impl FunctionPass for InstSimplify {
    fn name(&self) -> &'static str {
        "instsimplify"
    }

    fn run(&mut self, m: &mut Module, f: Func, _am: &mut AnalysisManager) -> Preserved {
        self.simplified = simplify_instructions(m, f);
        if self.simplified == 0 {
            Preserved::All
        } else {
            Preserved::Cfg
        }
    }
}

/// Simplifies every instruction of `f` to a fixed point; returns how many were replaced (and
/// deleted).
pub fn simplify_instructions(m: &mut Module, f: Func) -> usize {
    let intrinsics: Vec<Option<Intrinsic>> = m.funcs.values().map(|func| func.intrinsic).collect();
    let Module { types, consts, funcs, .. } = m;
    let func = &mut funcs[f];
    let mut s = Simplifier { folder: Folder { types, consts }, intrinsics, repl: Replacements::new() };
    let mut dead = vec![false; func.dfg.num_insts()];
    let blocks = func.layout.blocks().to_vec();
    let mut total = 0;
    loop {
        let mut changed = 0;
        for &b in &blocks {
            for idx in 0..func.layout.block_insts(b).len() {
                let inst = func.layout.block_insts(b)[idx];
                if dead[inst.index()] {
                    continue;
                }
                s.refresh_operands(func, inst);
                let Some(result) = func.dfg.inst_result(inst) else { continue };
                if let Some(v) = s.simplify(func, inst, result) {
                    if s.repl.resolve(v) != result {
                        s.repl.insert(result, v);
                        dead[inst.index()] = true;
                        changed += 1;
                    }
                }
            }
        }
        if changed == 0 {
            break;
        }
        total += changed;
    }
    if total > 0 {
        s.repl.apply(func);
        mark_newly_dead(&s.intrinsics, &s.folder, func, &mut dead);
        for &b in &blocks {
            if func.layout.block_insts(b).iter().any(|i| dead[i.index()]) {
                func.layout.retain_insts(b, |i| !dead[i.index()]);
            }
        }
    }
    total
}

/// Marks instructions that the deletion of the already marked ones leaves without users and
/// that have no effect (operands of replaced instructions, transitively).
fn mark_newly_dead(intrinsics: &[Option<Intrinsic>], folder: &Folder, func: &Function, dead: &mut [bool]) {
    let mut uses = crate::util::use_counts(func);
    let mut work: Vec<Inst> = func.layout.insts().filter(|i| dead[i.index()]).collect();
    while let Some(inst) = work.pop() {
        func.dfg.for_each_arg(inst, |v| {
            uses[v.index()] = uses[v.index()].saturating_sub(1);
            let Some(def) = func.dfg.value_inst(v) else { return };
            if uses[v.index()] == 0
                && !dead[def.index()]
                && func.layout.inst_block(def).is_some()
                && has_no_effect(intrinsics, folder, func, def)
            {
                dead[def.index()] = true;
                work.push(def);
            }
        });
    }
}

/// True when deleting `inst` (once unused) changes nothing else: what
/// `util::is_removable_if_unused` says, with calls limited to pure intrinsics.
fn has_no_effect(intrinsics: &[Option<Intrinsic>], folder: &Folder, func: &Function, inst: Inst) -> bool {
    match func.dfg.inst(inst) {
        k if k.writes_memory() => false,
        // A landing pad takes the exception whether or not its value is used.
        InstKind::LandingPad(_) => false,
        InstKind::Call(c) => {
            let callee = func.dfg.value_const(c.callee).filter(|&k| folder.consts.contains(k));
            let intr = callee.and_then(|k| match folder.consts.data(k) {
                ConstData::FuncAddr { func, .. } => intrinsics.get(func.index()).copied().flatten(),
                _ => None,
            });
            c.bundles.is_empty() && intr.is_some_and(is_pure_intrinsic)
        }
        k => !k.is_terminator(),
    }
}

/// Scratch state of one run.
struct Simplifier<'a> {
    folder: Folder<'a>,
    /// The intrinsic of each function of the module (by index).
    intrinsics: Vec<Option<Intrinsic>>,
    repl: Replacements,
}

impl Simplifier<'_> {
    /// Rewrites operands of `inst` that earlier simplifications replaced.
    fn refresh_operands(&self, func: &mut Function, inst: Inst) {
        let mut stale = false;
        func.dfg.for_each_arg(inst, |v| stale |= self.repl.contains(v));
        if stale {
            func.dfg.map_args(inst, |v| self.repl.resolve(v));
        }
    }

    /// The constant behind `v`, if any.
    fn konst(&self, func: &Function, v: Value) -> Option<Constant> {
        func.dfg.value_const(v).filter(|&c| self.folder.consts.contains(c))
    }

    /// True when `v` is a constant each of whose lanes satisfies `pred`.
    fn every_lane(&self, func: &Function, v: Value, pred: impl Fn(Scalar) -> bool) -> bool {
        let Some(c) = self.konst(func, v) else { return false };
        self.folder.lanes(c).is_some_and(|lanes| !lanes.is_empty() && lanes.into_iter().all(pred))
    }

    /// A constant of type `ty` with every lane equal to `lane`, as a value of `func`.
    fn splat(&mut self, func: &mut Function, ty: Type, lane: Scalar) -> Option<Value> {
        let n = self.folder.types.vector_info(ty).map_or(1, |(len, _)| len as usize);
        let c = self.folder.make(ty, &vec![lane; n])?;
        Some(func.dfg.const_value(c, ty))
    }

    /// Folds with `f` over the operands `args` when they are all constants.
    fn fold_lanes(
        &mut self,
        func: &mut Function,
        ty: Type,
        args: &[Value],
        f: impl Fn(&[Scalar]) -> Option<Scalar>,
    ) -> Option<Value> {
        let consts: Vec<Constant> = args.iter().map(|&v| self.konst(func, v)).collect::<Option<_>>()?;
        let c = self.folder.lanewise(ty, &consts, f)?;
        Some(func.dfg.const_value(c, ty))
    }

    /// What `inst` (with result `result`) can be replaced by, if anything.
    fn simplify(&mut self, func: &mut Function, inst: Inst, result: Value) -> Option<Value> {
        let ty = func.dfg.value_type(result);
        match func.dfg.inst(inst) {
            InstKind::Binary { op, flags, fmf, args: [a, b] } => {
                let (op, flags, fmf, a, b) = (*op, *flags, *fmf, *a, *b);
                if let Some(v) =
                    self.fold_lanes(func, ty, &[a, b], |l| constfold::binary_lane(op, flags, fmf, l[0], l[1]))
                {
                    return Some(v);
                }
                let divides = matches!(op, Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem);
                if self.is_poison(func, a) || (self.is_poison(func, b) && !divides) {
                    return self.splat(func, ty, Scalar::Poison);
                }
                self.binary_identity(func, ty, op, a, b)
            }
            InstKind::Unary { op: Opcode::FNeg, arg, .. } => {
                let arg = *arg;
                self.fold_lanes(func, ty, &[arg], |l| match l[0] {
                    Scalar::Float { ty, v } => Some(Scalar::Float { ty, v: fold::fneg(ty, v) }),
                    Scalar::Poison => Some(Scalar::Poison),
                    _ => None,
                })
            }
            InstKind::Unary { op: Opcode::Freeze, arg, .. } => {
                let arg = *arg;
                let defined = |l: Scalar| matches!(l, Scalar::Int { .. } | Scalar::Float { .. } | Scalar::Null);
                let inner_freeze = func
                    .dfg
                    .value_inst(arg)
                    .is_some_and(|i| matches!(func.dfg.inst(i), InstKind::Unary { op: Opcode::Freeze, .. }));
                (inner_freeze || self.every_lane(func, arg, defined)).then_some(arg)
            }
            InstKind::Cast { op, flags, arg } => {
                let (op, flags, arg) = (*op, *flags, *arg);
                let to = self.folder.types.scalar(ty);
                let types = self.folder.types;
                if let Some(v) = self.fold_lanes(func, ty, &[arg], |l| constfold::cast_lane(types, op, flags, to, l[0]))
                {
                    return Some(v);
                }
                self.cast_identity(func, ty, op, arg)
            }
            InstKind::ICmp { pred, args: [a, b] } => {
                let (pred, a, b) = (*pred, *a, *b);
                if let Some(v) = self.fold_lanes(func, ty, &[a, b], |l| constfold::icmp_lane(pred, l[0], l[1])) {
                    return Some(v);
                }
                if self.is_poison(func, a) || self.is_poison(func, b) {
                    return self.splat(func, ty, Scalar::Poison);
                }
                if a != b {
                    return None;
                }
                let holds = matches!(
                    pred,
                    IntPredicate::Eq | IntPredicate::Uge | IntPredicate::Ule | IntPredicate::Sge | IntPredicate::Sle
                );
                self.splat(func, ty, Scalar::Int { bits: 1, v: holds as u128 })
            }
            InstKind::FCmp { pred, fmf, args: [a, b] } => {
                let (pred, fmf, a, b) = (*pred, *fmf, *a, *b);
                match pred {
                    FloatPredicate::False => self.splat(func, ty, Scalar::Int { bits: 1, v: 0 }),
                    FloatPredicate::True => self.splat(func, ty, Scalar::Int { bits: 1, v: 1 }),
                    _ if self.is_poison(func, a) || self.is_poison(func, b) => self.splat(func, ty, Scalar::Poison),
                    _ => self.fold_lanes(func, ty, &[a, b], |l| constfold::fcmp_lane(pred, fmf, l[0], l[1])),
                }
            }
            InstKind::Select { args: [c, x, y], .. } => {
                let (c, x, y) = (*c, *x, *y);
                self.select(func, ty, c, x, y)
            }
            InstKind::Phi { .. } => self.phi(func, inst, result),
            InstKind::ExtractElement { args: [vec, idx] } => {
                let (vec, idx) = (*vec, *idx);
                self.extract_element(func, ty, vec, idx)
            }
            InstKind::InsertElement { args: [vec, elt, idx] } => {
                let (vec, elt, idx) = (*vec, *elt, *idx);
                self.insert_element(func, ty, vec, elt, idx)
            }
            InstKind::ExtractValue { arg, indices } => {
                let (arg, indices) = (*arg, func.dfg.imms_of(*indices).to_vec());
                self.extract_value(func, ty, arg, &indices)
            }
            InstKind::Gep { args, .. } => {
                let args = func.dfg.values_of(*args).to_vec();
                let (&base, indices) = args.split_first()?;
                let all_zero =
                    indices.iter().all(|&i| self.every_lane(func, i, |l| matches!(l, Scalar::Int { v: 0, .. })));
                (all_zero && func.dfg.value_type(base) == ty).then_some(base)
            }
            InstKind::Call(_) => self.call(func, inst, ty),
            _ => None,
        }
    }

    /// True when `v` is `poison` (every lane of it).
    fn is_poison(&self, func: &Function, v: Value) -> bool {
        self.every_lane(func, v, |l| l == Scalar::Poison)
    }

    /// True when `v` is an integer constant (or splat) equal to `want`.
    fn int_is(&self, func: &Function, v: Value, want: u128) -> bool {
        self.every_lane(func, v, |l| matches!(l, Scalar::Int { v, .. } if v == want))
    }

    /// True when `ty` (or its lane type) is an integer type of more than one bit.
    fn wider_than_i1(&self, ty: Type) -> bool {
        self.folder.types.int_bits(self.folder.types.scalar(ty)).is_some_and(|bits| bits > 1)
    }

    /// True when `v` is an integer constant (or splat) with every bit set.
    fn all_ones(&self, func: &Function, v: Value) -> bool {
        self.every_lane(func, v, |l| matches!(l, Scalar::Int { bits, v } if v == fold::mask(bits)))
    }

    /// True when `v` is a floating-point constant (or splat) with exactly the value `x`
    /// (`-0.0` and `+0.0` are told apart).
    fn float_is(&self, func: &Function, v: Value, x: f64) -> bool {
        self.every_lane(func, v, |l| matches!(l, Scalar::Float { ty, v } if v == fold::from_f64(ty, x)))
    }

    /// Algebraic identities of two-operand operators.
    fn binary_identity(&mut self, func: &mut Function, ty: Type, op: Opcode, a: Value, b: Value) -> Option<Value> {
        let zero = Scalar::Int { bits: 0, v: 0 };
        match op {
            Opcode::Add if self.int_is(func, b, 0) => Some(a),
            Opcode::Add if self.int_is(func, a, 0) => Some(b),
            Opcode::Sub if self.int_is(func, b, 0) => Some(a),
            Opcode::Sub | Opcode::Xor if a == b => self.splat(func, ty, zero),
            Opcode::Mul if self.int_is(func, b, 1) => Some(a),
            Opcode::Mul if self.int_is(func, a, 1) => Some(b),
            Opcode::Mul | Opcode::And if self.int_is(func, a, 0) || self.int_is(func, b, 0) => {
                self.splat(func, ty, zero)
            }
            Opcode::And if self.all_ones(func, b) => Some(a),
            Opcode::And if self.all_ones(func, a) => Some(b),
            Opcode::And | Opcode::Or if a == b => Some(a),
            Opcode::Or | Opcode::Xor if self.int_is(func, b, 0) => Some(a),
            Opcode::Or | Opcode::Xor if self.int_is(func, a, 0) => Some(b),
            Opcode::Or if self.all_ones(func, a) => Some(a),
            Opcode::Or if self.all_ones(func, b) => Some(b),
            Opcode::Shl | Opcode::LShr | Opcode::AShr if self.int_is(func, b, 0) => Some(a),
            Opcode::Shl | Opcode::LShr | Opcode::AShr if self.int_is(func, a, 0) => self.splat(func, ty, zero),
            // In i1 the constant 1 is -1 for signed division: `sdiv/srem i1 x, true` is immediate
            // UB when x is true (INT_MIN / -1), so only the unsigned forms fold there.
            Opcode::UDiv if self.int_is(func, b, 1) => Some(a),
            Opcode::SDiv if self.int_is(func, b, 1) && self.wider_than_i1(ty) => Some(a),
            Opcode::URem if self.int_is(func, b, 1) => self.splat(func, ty, zero),
            Opcode::SRem if self.int_is(func, b, 1) && self.wider_than_i1(ty) => self.splat(func, ty, zero),
            Opcode::FAdd if self.float_is(func, b, -0.0) => Some(a),
            Opcode::FAdd if self.float_is(func, a, -0.0) => Some(b),
            Opcode::FSub if self.float_is(func, b, 0.0) => Some(a),
            Opcode::FMul | Opcode::FDiv if self.float_is(func, b, 1.0) => Some(a),
            Opcode::FMul if self.float_is(func, a, 1.0) => Some(b),
            _ => None,
        }
    }

    /// Casts that give back their operand.
    fn cast_identity(&mut self, func: &mut Function, ty: Type, op: Opcode, arg: Value) -> Option<Value> {
        match op {
            Opcode::BitCast | Opcode::AddrSpaceCast if func.dfg.value_type(arg) == ty => Some(arg),
            Opcode::Trunc => {
                let def = func.dfg.value_inst(arg)?;
                match func.dfg.inst(def) {
                    InstKind::Cast { op: Opcode::ZExt | Opcode::SExt, arg: inner, .. }
                        if func.dfg.value_type(*inner) == ty =>
                    {
                        Some(*inner)
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `select` with a known condition, equal arms, or all-constant operands.
    fn select(&mut self, func: &mut Function, ty: Type, c: Value, x: Value, y: Value) -> Option<Value> {
        if x == y {
            return Some(x);
        }
        if self.every_lane(func, c, |l| matches!(l, Scalar::Int { v: 1, .. })) {
            return Some(x);
        }
        if self.every_lane(func, c, |l| matches!(l, Scalar::Int { v: 0, .. })) {
            return Some(y);
        }
        self.fold_lanes(func, ty, &[c, x, y], |l| match l[0] {
            Scalar::Int { v, .. } => Some(if v == 1 { l[1] } else { l[2] }),
            Scalar::Poison => Some(Scalar::Poison),
            _ => None,
        })
    }

    /// A phi whose incoming values (other than the phi itself) are all one value.
    fn phi(&mut self, func: &Function, inst: Inst, result: Value) -> Option<Value> {
        let mut only: Option<Value> = None;
        for (v, _) in func.dfg.phi_incoming(inst) {
            let v = self.repl.resolve(v);
            if v == result || only == Some(v) {
                continue;
            }
            if only.is_some() {
                return None;
            }
            only = Some(v);
        }
        only
    }

    /// `extractelement` of a constant, of an out-of-range index, or of the lane just inserted.
    fn extract_element(&mut self, func: &mut Function, ty: Type, vec: Value, idx: Value) -> Option<Value> {
        let (len, _) = self.folder.types.vector_info(func.dfg.value_type(vec))?;
        let Scalar::Int { v: i, .. } = self.folder.scalar(self.konst(func, idx)?) else { return None };
        if i >= len as u128 {
            return self.splat(func, ty, Scalar::Poison);
        }
        if let Some(c) = self.konst(func, vec) {
            let lane = *self.folder.lanes(c)?.get(i as usize)?;
            let k = self.folder.make_scalar(ty, lane)?;
            return Some(func.dfg.const_value(k, ty));
        }
        let def = func.dfg.value_inst(vec)?;
        let InstKind::InsertElement { args: [_, elt, idx2] } = func.dfg.inst(def) else { return None };
        let same =
            self.konst(func, *idx2).is_some_and(|c| matches!(self.folder.scalar(c), Scalar::Int { v, .. } if v == i));
        same.then_some(*elt)
    }

    /// `insertelement` into a constant vector at a constant index.
    fn insert_element(&mut self, func: &mut Function, ty: Type, vec: Value, elt: Value, idx: Value) -> Option<Value> {
        let (len, _) = self.folder.types.vector_info(ty)?;
        let Scalar::Int { v: i, .. } = self.folder.scalar(self.konst(func, idx)?) else { return None };
        if i >= len as u128 {
            return self.splat(func, ty, Scalar::Poison);
        }
        let mut lanes = self.folder.lanes(self.konst(func, vec)?)?;
        lanes[i as usize] = self.folder.scalar(self.konst(func, elt)?);
        if lanes.contains(&Scalar::Other) {
            return None;
        }
        let c = self.folder.make(ty, &lanes)?;
        Some(func.dfg.const_value(c, ty))
    }

    /// `extractvalue` of a constant aggregate or of the field just inserted, looking through
    /// `insertvalue`s of other fields (`extractvalue (insertvalue %a, %x, 1), 0` is field 0 of %a).
    fn extract_value(&mut self, func: &mut Function, ty: Type, agg: Value, indices: &[u32]) -> Option<Value> {
        let mut agg = agg;
        loop {
            if let Some(mut c) = self.konst(func, agg) {
                for &i in indices {
                    c = self.const_field(c, i)?;
                }
                return (self.folder.consts.data(c).ty() == ty).then(|| func.dfg.const_value(c, ty));
            }
            let def = func.dfg.value_inst(agg)?;
            let InstKind::InsertValue { args: [inner, elt], indices: ins } = func.dfg.inst(def) else { break };
            let ins = func.dfg.imms_of(*ins);
            if ins == indices {
                return Some(*elt);
            }
            // Disjoint paths: the inserted field is not the one read.
            if !ins.iter().zip(indices).any(|(a, b)| a != b) {
                break;
            }
            agg = *inner;
        }
        None
    }

    /// Field `i` of a constant aggregate.
    fn const_field(&mut self, c: Constant, i: u32) -> Option<Constant> {
        let types = self.folder.types;
        let data = self.folder.consts.data(c).clone();
        let field_ty = types.element_at(data.ty(), i as u64)?;
        Some(match data {
            ConstData::Aggregate { elems, .. } => *elems.get(i as usize)?,
            ConstData::Zero(_) => self.folder.consts.intern(ConstData::Zero(field_ty)),
            ConstData::Undef(_) => self.folder.consts.intern(ConstData::Undef(field_ty)),
            ConstData::Poison(_) => self.folder.consts.intern(ConstData::Poison(field_ty)),
            ConstData::Bytes { bytes, .. } => self.folder.consts.int(field_ty, 8, *bytes.get(i as usize)? as u128),
            _ => return None,
        })
    }

    /// Calls of pure intrinsics: `expect`, and folding when every argument is a constant.
    fn call(&mut self, func: &mut Function, inst: Inst, ty: Type) -> Option<Value> {
        let InstKind::Call(call) = func.dfg.inst(inst) else { return None };
        if !call.bundles.is_empty() {
            return None;
        }
        let callee = self.konst(func, call.callee)?;
        let ConstData::FuncAddr { func: target, .. } = *self.folder.consts.data(callee) else { return None };
        let intr = (*self.intrinsics.get(target.index())?)?;
        if !is_pure_intrinsic(intr) {
            return None;
        }
        let args = call.args.clone();
        match intr {
            Intrinsic::Expect | Intrinsic::ExpectWithProbability => args.first().copied(),
            _ if fold_with_overflow(intr) => {
                let (a, b) = (self.konst(func, *args.first()?)?, self.konst(func, *args.get(1)?)?);
                let (a, b) = (self.folder.scalar(a), self.folder.scalar(b));
                let c = constfold::with_overflow(&mut self.folder, intr, ty, a, b)?;
                Some(func.dfg.const_value(c, ty))
            }
            _ => {
                let res_bits = self.folder.types.int_bits(self.folder.types.scalar(ty));
                self.fold_lanes(func, ty, &args, |l| constfold::intrinsic_lane(intr, res_bits, l))
            }
        }
    }
}

/// True for the `*.with.overflow` intrinsics.
fn fold_with_overflow(intr: Intrinsic) -> bool {
    fold::OverflowOp::of(intr).is_some()
}

#[cfg(test)]
#[path = "instsimplify_tests.rs"]
mod tests;

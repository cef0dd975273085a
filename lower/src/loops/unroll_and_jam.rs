//! `loop-unroll-and-jam`: unrolls an outer loop by a factor and fuses ("jams") the copies of
//! its one inner loop into a single inner loop (seed 003, "Unroll-and-jam"), when metadata
//! forces it (`llvm.loop.unroll_and_jam.enable` or `.count N`; Kiln, like LLVM, has no heuristic
//! for it) and a dependence test proves the new order of memory accesses safe.
//!
//! Shape required: the outer loop in loop-simplify form and LCSSA, rotated (exiting from its
//! latch) with one exit and a counted trip count (constant or runtime); exactly one inner loop,
//! innermost, rotated, with one exit, whose trip count is invariant in the outer loop (its
//! induction variable starts at and is compared with values from outside the outer loop). The
//! outer body is *Fore* (header to the inner preheader: the blocks dominating the inner loop),
//! the inner loop, and *Aft* (inner exit to latch: the blocks it dominates); nothing may bypass
//! the inner loop. The values the outer header phis take on the back edge must be computable in
//! Fore: pure computations in Aft are moved to the end of Fore first (as LLVM does); a value
//! computed by the inner loop or by memory accesses in Aft cannot be.
//!
//! Dependence test: every memory access is a non-volatile, non-atomic load or store (calls that
//! may access memory are rejected) whose address is an affine function `base + ci*i + cj*j + k`
//! (plus loop-invariant terms) of the outer and inner induction variables. Accesses to objects
//! that provably differ (distinct allocas or globals, `noalias` parameters) are independent.
//! For an object that is stored to, every access must have the same address function, and that
//! function must give different addresses to different `(i, j)`: `cj = 0` and `|ci| >=` the
//! access size, or `|cj| >=` the size and `|ci| >= |cj| * (inner trip count)` with a constant
//! inner trip count. Then every dependence is within one `(i, j)`, which jamming keeps in
//! order. Anything else is rejected with the reason.
//!
//! The transformation is the unroller's (the outer loop unrolled by the factor, with an epilogue
//! outer loop when the trip count may not be a multiple), then jamming: the copies' Fore blocks
//! run first, then one inner loop whose body is the copies' inner bodies chained (their header
//! phis moved to the first copy's header, the last copy's exit test kept), then the Aft blocks.
//! Follow-ups: `followup_outer`, `followup_inner`, `followup_remainder_outer`,
//! `followup_remainder_inner`, `followup_all`; defaults as the seed says (outer: the original
//! attributes without `llvm.loop.unroll.*` and `llvm.loop.unroll_and_jam.*` plus
//! `llvm.loop.unroll.disable`, which then suppresses unroll-and-jam too; inner and remainder
//! inner: the original inner attributes; remainder outer: none).

use super::md::{self, Followup, Mode};
use super::unroll::{self, FollowupNames, FuncFacts, LoopShape, Plan};
use kiln_ir::domtree::DomTree;
use kiln_ir::metadata::MdNode;
use kiln_ir::pass::tripcount::CountedLoop;
use kiln_ir::pass::{AnalysisManager, FunctionPass, Loop, LoopInfo, Preserved, TripCounts};
use kiln_ir::{AttrKind, Block, ConstData, Func, Function, Inst, InstKind, Module, Opcode, Value, ValueDef};
use std::collections::HashSet;

/// The factor `llvm.loop.unroll_and_jam.enable` without a count uses.
pub const DEFAULT_COUNT: u32 = 4;
/// Largest jammed inner body (instructions).
pub const SIZE_LIMIT: u64 = 4096;

/// The pass.
#[derive(Default)]
pub struct LoopUnrollAndJam {
    /// Loops transformed by the last run (for tests).
    pub jammed: usize,
}

impl FunctionPass for LoopUnrollAndJam {
    fn name(&self) -> &'static str {
        "loop-unroll-and-jam"
    }

    fn run(&mut self, m: &mut Module, f: Func, _am: &mut AnalysisManager) -> Preserved {
        self.jammed = 0;
        // Unroll-and-jam is only ever forced by metadata.
        if !md::has_loop_ids(&m.funcs[f]) || m.attr_sets.has(m.funcs[f].attrs.func, AttrKind::PresplitCoroutine) {
            return Preserved::All;
        }
        let mut done: HashSet<Block> = HashSet::new();
        let mut facts = FuncFacts::compute(m, f);
        loop {
            let li = &facts.li;
            let next = li.loops().find(|&l| !li.data(l).children.is_empty() && !done.contains(&li.header(l)));
            let Some(l) = next else { break };
            done.insert(li.header(l));
            let Ok(Some(plan)) = decide(m, f, &facts, l) else { continue };
            match jam(m, f, &plan) {
                Ok(new) => {
                    done.extend(new);
                    self.jammed += 1;
                }
                Err(e) => panic!("unroll-and-jam of a checked loop of @{} failed: {e}", m.funcs[f].name()),
            }
            facts = FuncFacts::compute(m, f);
        }
        if self.jammed == 0 {
            Preserved::All
        } else {
            crate::simplifycfg::remove_unreachable_blocks(m, f);
            Preserved::Nothing
        }
    }
}

/// Everything `jam` needs about a loop nest that passed the checks.
#[derive(Clone, Debug)]
pub struct JamPlan {
    outer: LoopShape,
    inner: LoopShape,
    /// The inner loop's preheader (the last Fore block).
    inner_pre: Block,
    /// How the outer loop is unrolled.
    unroll: Plan,
    /// Aft instructions computing back-edge values, to move to the end of Fore (in order).
    to_move: Vec<Inst>,
}

/// Why a loop whose unroll-and-jam is forced is not transformed (`None`: it could be now).
pub fn why_not_jammed(m: &Module, f: Func, facts: &FuncFacts, l: Loop) -> Option<String> {
    decide(m, f, facts, l).err()
}

/// `Ok(None)`: not asked for; `Err`: asked for but not possible, with the reason.
pub fn decide(m: &Module, f: Func, facts: &FuncFacts, l: Loop) -> Result<Option<JamPlan>, String> {
    let func = &m.funcs[f];
    let (li, dt, tc) = (&facts.li, &facts.dt, &facts.tc);
    let d = li.data(l);
    let id = md::loop_id(m, func, &d.latches);
    if md::unroll_and_jam_mode(m, id) != Mode::Forced {
        return Ok(None);
    }
    let count = match md::int_attr(m, id, "llvm.loop.unroll_and_jam.count") {
        Some(c) => u32::try_from(c).map_err(|_| format!("the factor {c} is out of range"))?,
        None => DEFAULT_COUNT,
    };
    let [sub] = d.children[..] else {
        return Err(if d.children.is_empty() {
            "the loop has no inner loop to jam".into()
        } else {
            "the loop has more than one inner loop".into()
        });
    };
    if !li.data(sub).children.is_empty() {
        return Err("the inner loop has loops nested in it".into());
    }
    let outer = unroll::loop_shape(m, f, facts, l)
        .map_err(|r| format!("the outer loop{}", r.trim_start_matches("the loop")))?;
    let inner = unroll::loop_shape(m, f, facts, sub)
        .map_err(|r| format!("the inner loop{}", r.trim_start_matches("the loop")))?;
    if outer.exiting != outer.latch {
        return Err("the outer loop does not exit from its latch (it could not be rotated)".into());
    }
    if inner.exiting != inner.latch {
        return Err("the inner loop does not exit from its latch (it could not be rotated)".into());
    }
    if outer.convergent {
        return Err("the loop nest contains a convergent call".into());
    }
    let size = outer.size;
    if (count as u64).checked_mul(size).is_none_or(|s| s > SIZE_LIMIT) {
        return Err(format!("jamming {count} copies of its {size} instructions would pass the limit of {SIZE_LIMIT}"));
    }
    // Fore, inner loop, Aft.
    let inner_pre = li.data(sub).preheader.ok_or("the inner loop has no preheader")?;
    let in_sub: HashSet<Block> = inner.blocks.iter().copied().collect();
    for &b in &outer.blocks {
        if in_sub.contains(&b) {
            continue;
        }
        let fore = dt.dominates(b, inner_pre);
        let aft = dt.dominates(inner.exit, b);
        if fore == aft {
            return Err("control flow in the outer loop bypasses the inner loop".into());
        }
    }
    // The inner trip count must not depend on the outer iteration.
    let inner_count = tc.counted(inner.header).ok_or("the inner loop's trip count cannot be computed")?;
    let outside_outer = |v: Value| match func.dfg.value_def(v) {
        ValueDef::Param(_) | ValueDef::Const(_) => true,
        ValueDef::Inst(i) => func.layout.inst_block(i).is_some_and(|b| !li.contains(l, b)),
        _ => false,
    };
    if !outside_outer(inner_count.start) || !outside_outer(inner_count.bound) {
        return Err("the inner loop's trip count changes with the outer loop's iteration".into());
    }
    // The outer loop's trip count.
    let outer_count = tc.counted(outer.header).ok_or("the outer loop's trip count cannot be computed")?;
    let unroll = match tc.trip_count(outer.header) {
        Some(t) if t % count as u64 == 0 => Plan::Partial { count, trip: t },
        _ => {
            let form = outer_count
                .backedge_taken_form()
                .ok_or("the outer loop's trip count cannot be computed (its induction variable may wrap)")?;
            Plan::Runtime { count, counted: outer_count.clone(), form }
        }
    };
    if count < 2 {
        return Err("the factor is less than 2".into());
    }
    if tc.trip_count(outer.header).is_some_and(|t| t < count as u64) {
        return Err(format!("the outer loop runs fewer than {count} times"));
    }
    let to_move = backedge_computation(func, &outer, &inner, li, l, dt, inner_pre)?;
    dependences(m, func, li, l, &outer, &inner, outer_count, inner_count, tc)?;
    Ok(Some(JamPlan { outer, inner, inner_pre, unroll, to_move }))
}

/// The Aft instructions the outer header phis' back-edge values need, in an order that keeps
/// definitions before uses; an error when one cannot move to the end of Fore.
fn backedge_computation(
    func: &Function,
    outer: &LoopShape,
    inner: &LoopShape,
    li: &LoopInfo,
    l: Loop,
    dt: &DomTree,
    inner_pre: Block,
) -> Result<Vec<Inst>, String> {
    let in_sub: HashSet<Block> = inner.blocks.iter().copied().collect();
    let is_aft = |b: Block| li.contains(l, b) && !in_sub.contains(&b) && !dt.dominates(b, inner_pre);
    let mut order = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<(Value, bool)> = Vec::new();
    for &p in func.layout.block_insts(outer.header) {
        if !matches!(func.dfg.inst(p), InstKind::Phi { .. }) {
            break;
        }
        if let Some((v, _)) = func.dfg.phi_incoming(p).find(|&(_, b)| b == outer.latch) {
            stack.push((v, false));
        }
    }
    while let Some((v, expanded)) = stack.pop() {
        let Some(i) = func.dfg.value_inst(v) else { continue };
        let Some(b) = func.layout.inst_block(i) else { continue };
        if in_sub.contains(&b) {
            return Err("a value the next outer iteration needs is computed by the inner loop".into());
        }
        if !is_aft(b) {
            continue;
        }
        if expanded {
            if seen.insert(i) {
                order.push(i);
            }
            continue;
        }
        if seen.contains(&i) {
            continue;
        }
        let k = func.dfg.inst(i);
        if b == inner.exit && matches!(k, InstKind::Phi { .. }) {
            return Err("a value the next outer iteration needs is computed by the inner loop".into());
        }
        let movable = !matches!(k, InstKind::Phi { .. } | InstKind::Call(_))
            && !k.is_terminator()
            && !touches_memory(k)
            && !matches!(k.opcode(), Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem | Opcode::Alloca);
        if !movable {
            return Err(
                "a value the next outer iteration needs is computed after the inner loop and cannot move before it"
                    .into(),
            );
        }
        stack.push((v, true));
        for a in func.dfg.inst_args(i) {
            stack.push((a, false));
        }
    }
    Ok(order)
}

/// An address as `base + ci*i + cj*j + k + sum(terms)`, in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Affine {
    base: Value,
    ci: i128,
    cj: i128,
    k: i128,
    terms: Vec<(Value, i128)>,
}

impl Affine {
    fn add_term(&mut self, v: Value, c: i128) {
        if c == 0 {
            return;
        }
        match self.terms.iter_mut().find(|t| t.0 == v) {
            Some(t) => t.1 += c,
            None => self.terms.push((v, c)),
        }
        self.terms.retain(|t| t.1 != 0);
        self.terms.sort_by_key(|t| kiln_ir::EntityRef::index(t.0));
    }
}

/// Which object an address base is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Object {
    /// An alloca of this function, a global, or a `noalias` parameter: distinct from every other.
    Identified(Value),
    /// Anything else.
    Unknown,
}

/// The dependence test (see the module documentation).
#[allow(clippy::too_many_arguments)]
fn dependences(
    m: &Module,
    func: &Function,
    li: &LoopInfo,
    l: Loop,
    _outer: &LoopShape,
    inner: &LoopShape,
    oc: &CountedLoop,
    ic: &CountedLoop,
    tc: &TripCounts,
) -> Result<(), String> {
    let inside =
        |v: Value| func.dfg.value_inst(v).and_then(|i| func.layout.inst_block(i)).is_some_and(|b| li.contains(l, b));
    let mut accesses: Vec<(Affine, u64, bool)> = Vec::new();
    for &b in &li.data(l).blocks {
        for &i in func.layout.block_insts(b) {
            let k = func.dfg.inst(i);
            let (ptr, ty, store) = match *k {
                InstKind::Load { flags, ptr, .. } => {
                    if flags.contains(kiln_ir::instructions::InstFlags::VOLATILE) || is_atomic(k) {
                        return Err("the loop nest contains a volatile or atomic access".into());
                    }
                    (ptr, func.dfg.value_type(func.dfg.inst_result(i).expect("a load has a result")), false)
                }
                InstKind::Store { flags, args, .. } => {
                    if flags.contains(kiln_ir::instructions::InstFlags::VOLATILE) || is_atomic(k) {
                        return Err("the loop nest contains a volatile or atomic access".into());
                    }
                    (args[1], func.dfg.value_type(args[0]), true)
                }
                InstKind::Call(_) if !crate::util::call_is_removable(m, func, i) && !is_annotation(m, func, i) => {
                    return Err("the loop nest contains a call that may access memory".into());
                }
                _ if touches_memory(k) => {
                    return Err("the loop nest contains a memory access the dependence test does not understand".into());
                }
                _ => continue,
            };
            let a = affine(m, func, ptr, oc.phi, ic.phi, &inside)
                .ok_or("an address in the loop nest is not an affine function of the induction variables")?;
            let size = m.types.store_size(ty);
            accesses.push((a, size, store));
        }
    }
    let inner_trip = tc.trip_count(inner.header);
    let object = |v: Value| classify(m, func, v);
    for (x, (a, size, store)) in accesses.iter().enumerate() {
        if !store {
            continue;
        }
        for (y, (b, bsize, _)) in accesses.iter().enumerate() {
            if x == y && accesses.iter().filter(|o| o.0.base == a.base).count() > 1 {
                continue;
            }
            let (oa, ob) = (object(a.base), object(b.base));
            let same = a.base == b.base;
            if !same {
                match (oa, ob) {
                    (Object::Identified(_), Object::Identified(_)) => continue,
                    _ => return Err("two pointers in the loop nest may point into the same object".into()),
                }
            }
            if a != b || size != bsize {
                return Err("accesses to one object use different addresses (a dependence between iterations)".into());
            }
        }
        let size = *size as i128;
        let distinct = if a.cj == 0 {
            a.ci.abs() >= size
        } else {
            a.cj.abs() >= size && inner_trip.is_some_and(|t| a.ci.abs() >= a.cj.abs().saturating_mul(t as i128))
        };
        if !distinct {
            return Err(
                "a stored address repeats across iterations of the loop nest (a dependence the jam could reorder)"
                    .into(),
            );
        }
    }
    Ok(())
}

fn is_atomic(k: &InstKind) -> bool {
    use kiln_ir::instructions::AtomicOrdering;
    matches!(k, InstKind::Load { atomic, .. } | InstKind::Store { atomic, .. } if atomic.ordering != AtomicOrdering::NotAtomic)
}

/// True for every instruction that may read or write memory.
fn touches_memory(k: &InstKind) -> bool {
    k.writes_memory() || matches!(k, InstKind::Load { .. } | InstKind::Call(_) | InstKind::Invoke(_))
}

/// Debug-info and lifetime intrinsics do not access memory the loop reads.
fn is_annotation(m: &Module, func: &Function, i: Inst) -> bool {
    let Some(g) = crate::util::direct_callee(m, func, i) else { return false };
    let name = m.funcs[g].name();
    name.starts_with("llvm.dbg.") || name.starts_with("llvm.lifetime.") || name.starts_with("llvm.assume")
}

/// The object an address base is.
fn classify(m: &Module, func: &Function, v: Value) -> Object {
    match func.dfg.value_def(v) {
        ValueDef::Inst(i) if matches!(func.dfg.inst(i), InstKind::Alloca { .. }) => Object::Identified(v),
        ValueDef::Const(c) if matches!(m.consts.data(c), ConstData::GlobalAddr { .. }) => Object::Identified(v),
        ValueDef::Param(n) => {
            let noalias = func.attrs.params.get(n as usize).is_some_and(|&s| m.attr_sets.has(s, AttrKind::NoAlias));
            if noalias {
                Object::Identified(v)
            } else {
                Object::Unknown
            }
        }
        _ => Object::Unknown,
    }
}

/// `ptr` as an affine function of the induction variables `i` (outer) and `j` (inner).
fn affine(
    m: &Module,
    func: &Function,
    ptr: Value,
    i: Value,
    j: Value,
    inside: &dyn Fn(Value) -> bool,
) -> Option<Affine> {
    if let Some(inst) = func.dfg.value_inst(ptr) {
        if let InstKind::Gep { source_ty, args, .. } = *func.dfg.inst(inst) {
            let ops = func.dfg.values_of(args).to_vec();
            let mut a = affine(m, func, ops[0], i, j, inside)?;
            let mut ty = source_ty;
            for (n, &idx) in ops[1..].iter().enumerate() {
                let scale: i128 = if n == 0 {
                    m.types.alloc_size(ty) as i128
                } else {
                    match m.types.data(ty) {
                        kiln_ir::TypeData::Array { elem, .. } | kiln_ir::TypeData::Vector { elem, .. } => {
                            ty = *elem;
                            m.types.alloc_size(ty) as i128
                        }
                        _ => {
                            let field = int_value(m, func, idx)?;
                            let layout = m.types.struct_layout(ty)?;
                            a.k += *layout.offsets.get(usize::try_from(field).ok()?)? as i128;
                            ty = m.types.element_at(ty, field as u64)?;
                            continue;
                        }
                    }
                };
                let e = index(m, func, idx, i, j, inside)?;
                a.ci += e.ci * scale;
                a.cj += e.cj * scale;
                a.k += e.k * scale;
                for (v, c) in e.terms {
                    a.add_term(v, c * scale);
                }
            }
            return Some(a);
        }
    }
    if inside(ptr) {
        return None;
    }
    Some(Affine { base: ptr, ci: 0, cj: 0, k: 0, terms: Vec::new() })
}

/// An integer index as an affine function (the base is unused).
fn index(m: &Module, func: &Function, v: Value, i: Value, j: Value, inside: &dyn Fn(Value) -> bool) -> Option<Affine> {
    let zero = |base| Affine { base, ci: 0, cj: 0, k: 0, terms: Vec::new() };
    if let Some(c) = int_value(m, func, v) {
        let mut a = zero(v);
        a.k = c;
        return Some(a);
    }
    if v == i {
        let mut a = zero(v);
        a.ci = 1;
        return Some(a);
    }
    if v == j {
        let mut a = zero(v);
        a.cj = 1;
        return Some(a);
    }
    if !inside(v) {
        let mut a = zero(v);
        a.add_term(v, 1);
        return Some(a);
    }
    let inst = func.dfg.value_inst(v)?;
    match *func.dfg.inst(inst) {
        // Extensions of an index: exact when the narrow value does not wrap, which the
        // induction variables' nsw/nuw flags (required for the trip count) give.
        InstKind::Cast { op: Opcode::SExt | Opcode::ZExt, arg, .. } => index(m, func, arg, i, j, inside),
        InstKind::Binary { op, args, .. } => {
            let a = index(m, func, args[0], i, j, inside)?;
            let b = index(m, func, args[1], i, j, inside)?;
            let scale = |x: &Affine, c: i128| {
                let mut r = zero(x.base);
                r.ci = x.ci * c;
                r.cj = x.cj * c;
                r.k = x.k * c;
                for &(t, tc) in &x.terms {
                    r.add_term(t, tc * c);
                }
                r
            };
            let constant = |x: &Affine| (x.ci == 0 && x.cj == 0 && x.terms.is_empty()).then_some(x.k);
            match op {
                Opcode::Add | Opcode::Sub => {
                    let sign = if op == Opcode::Add { 1 } else { -1 };
                    let b = scale(&b, sign);
                    let mut r = zero(v);
                    r.ci = a.ci + b.ci;
                    r.cj = a.cj + b.cj;
                    r.k = a.k + b.k;
                    for &(t, c) in a.terms.iter().chain(b.terms.iter()) {
                        r.add_term(t, c);
                    }
                    Some(r)
                }
                Opcode::Mul => match (constant(&a), constant(&b)) {
                    (_, Some(c)) => Some(scale(&a, c)),
                    (Some(c), _) => Some(scale(&b, c)),
                    _ => None,
                },
                Opcode::Shl => constant(&b).filter(|&s| (0..64).contains(&s)).map(|s| scale(&a, 1i128 << s)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A constant integer operand, sign-extended.
fn int_value(m: &Module, func: &Function, v: Value) -> Option<i128> {
    let ValueDef::Const(c) = func.dfg.value_def(v) else { return None };
    match m.consts.data(c) {
        ConstData::Int { ty, value } => {
            let bits = m.types.int_bits(*ty)?;
            Some(kiln_ir::fold::sext(bits, *value))
        }
        ConstData::Zero(_) => Some(0),
        _ => None,
    }
}

/// Unroll-and-jam's follow-ups for the outer loops.
const OUTER_FOLLOWUPS: FollowupNames = FollowupNames {
    all: "llvm.loop.unroll_and_jam.followup_all",
    unrolled: "llvm.loop.unroll_and_jam.followup_outer",
    remainder: "llvm.loop.unroll_and_jam.followup_remainder_outer",
    // Unlike LLVM 19, which keeps `llvm.loop.unroll_and_jam.count` on the jammed loop and then
    // warns that the loop it jammed was not jammed: without an unroll-and-jam attribute,
    // `llvm.loop.unroll.disable` suppresses unroll-and-jam (seed 003).
    drop: &["llvm.loop.unroll.", "llvm.loop.unroll_and_jam."],
};

/// Applies a checked plan; returns the headers of the loops it made.
fn jam(m: &mut Module, f: Func, p: &JamPlan) -> Result<Vec<Block>, String> {
    let outer_id = p.outer.id;
    // 1. The back-edge values of the outer phis move to the end of Fore.
    {
        let func = &mut m.funcs[f];
        let pre_term = func.terminator(p.inner_pre).expect("a block has a terminator");
        for &i in &p.to_move {
            func.layout.remove_inst(i);
            func.layout.insert_inst_before(i, pre_term);
        }
    }
    // 2. Unroll the outer loop.
    let src = m.funcs[f].clone();
    let count = match p.unroll {
        Plan::Partial { count, .. } | Plan::Runtime { count, .. } => count as usize,
        Plan::Full { .. } => unreachable!("unroll-and-jam never unrolls fully"),
    };
    let done = unroll::apply_with(m, f, &src, &p.outer, &p.unroll, OUTER_FOLLOWUPS)?;
    let c = &done.copies;
    let last = count - 1;
    let (ih, il, ix, ip) = (p.inner.header, p.inner.latch, p.inner.exit, p.inner_pre);
    let func = &mut m.funcs[f];
    // 3. Fore chain: the inner preheader of copy k goes on to Fore of copy k + 1, the last one
    //    into the jammed inner loop.
    for k in 0..count {
        let pre = c.block(k, ip);
        let t = func.terminator(pre).expect("a block has a terminator");
        let to = if k < last { c.block(k + 1, p.outer.header) } else { ih };
        func.dfg.replace_successor(t, c.block(k, ih), to);
    }
    // 4. The inner latches chain; only the last copy's test stays, back to the first header.
    for k in 0..count {
        let lat = c.block(k, il);
        let t = func.terminator(lat).expect("a block has a terminator");
        if k < last {
            *func.dfg.inst_mut(t) = InstKind::Br { dest: c.block(k + 1, ih) };
        } else {
            func.dfg.replace_successor(t, c.block(k, ih), ih);
            func.dfg.replace_successor(t, c.block(k, ix), ix);
        }
    }
    // 5. Aft chain: the outer latch of copy k goes on to the Aft of copy k + 1.
    for k in 0..last {
        let lat = c.block(k, p.outer.latch);
        let t = func.terminator(lat).expect("a block has a terminator");
        func.dfg.replace_successor(t, c.block(k + 1, p.outer.header), c.block(k + 1, ix));
    }
    // 6. Inner header phis all live in the first copy's header; exit phis in its exit.
    let (new_pre, new_latch) = (c.block(last, ip), c.block(last, il));
    move_phis(func, c, count, ih, |b, k| {
        if b == c.block(k, ip) {
            new_pre
        } else if b == c.block(k, il) {
            new_latch
        } else {
            b
        }
    });
    move_phis(func, c, count, ix, |b, k| if b == c.block(k, il) { new_latch } else { b });
    // 7. LoopIDs: the copies' inner latches are no latches any more.
    for k in 0..last {
        let t = func.terminator(c.block(k, il)).expect("a block has a terminator");
        if let Some(atts) = func.inst_metadata.get_mut(&t) {
            atts.retain(|a| a.kind != md::LOOP_KIND);
        }
    }
    let inner_id = md::loop_id(m, &src, &[il]);
    let inner_new = followup(m, outer_id, "llvm.loop.unroll_and_jam.followup_inner", inner_id);
    let inner_blocks: Vec<Block> =
        (0..count).flat_map(|k| p.inner.blocks.iter().map(move |&b| c.block(k, b))).collect();
    md::set_loop_id(m, f, &[new_latch], &inner_blocks, inner_new);
    let mut made = Vec::new();
    if let Some(rem) = &done.remainder {
        let rem_latch = rem.block(il).expect("cloned");
        let rem_inner = followup(m, outer_id, "llvm.loop.unroll_and_jam.followup_remainder_inner", inner_id);
        let blocks: Vec<Block> = p.inner.blocks.iter().map(|&b| rem.block(b).expect("cloned")).collect();
        md::set_loop_id(m, f, &[rem_latch], &blocks, rem_inner);
        made.push(rem.block(p.outer.header).expect("cloned"));
        made.push(rem.block(ih).expect("cloned"));
    }
    Ok(made)
}

/// Moves the phis of block `b`'s copies 1.. into copy 0 of `b`, and renames every phi's incoming
/// blocks with `rename(block, copy)`.
fn move_phis(func: &mut Function, c: &unroll::Copies, count: usize, b: Block, rename: impl Fn(Block, usize) -> Block) {
    let first = c.block(0, b);
    let phis_of = |func: &Function, blk: Block| func.phis(blk);
    let mut at = phis_of(func, first).len();
    for k in 0..count {
        let blk = c.block(k, b);
        for p in phis_of(func, blk) {
            let inc: Vec<(Value, Block)> = func.dfg.phi_incoming(p).map(|(v, from)| (v, rename(from, k))).collect();
            func.dfg.set_phi_incoming(p, &inc);
            if k > 0 {
                func.layout.remove_inst(p);
                func.layout.insert_inst(p, first, at);
                at += 1;
            }
        }
    }
}

/// The LoopID an inner loop gets: the follow-up `name` (plus `followup_all`) when either is
/// given, otherwise `default`.
fn followup(m: &mut Module, outer_id: Option<MdNode>, name: &str, default: Option<MdNode>) -> Option<MdNode> {
    match md::followup_id(&mut m.metadata, outer_id, &["llvm.loop.unroll_and_jam.followup_all", name], None) {
        Followup::Id(x) => x,
        Followup::Unspecified => default,
    }
}

//! `loop-rotate`: turns top-tested loops into guarded bottom-tested ones, as LLVM's
//! `LoopRotate` does, so the loop exits from its latch.
//!
//! A loop in simplify form (the pass runs `loop-simplify` first) whose header ends in a
//! conditional branch that leaves the loop, whose latch does not exit, and whose header costs at
//! most `max_header_size` (16 by default, LLVM's `-rotation-max-header-size`) is rotated:
//!
//! 1. the header's in-loop successor (its only predecessor is the header) becomes the new
//!    header; its single-entry phis dissolve;
//! 2. header instructions that only compute from values defined outside the loop (no memory
//!    access, no alloca, not in a `presplitcoroutine`) move to the preheader; the rest of the
//!    header is copied there (`ir::clone`), copies whose operands are constants are folded, and
//!    the copied branch becomes the guard (`br label %newheader` when it folds to the loop side);
//! 3. values of the old header used outside it now have two definitions (the copy on the guard
//!    path, the original on the back edge); uses are rewritten by the slot-based SSA updater
//!    (`lcssa::SlotRepair`, i.e. mem2reg's `promote_listed`), which places the phis in the new
//!    header and after the loop; the exit block's phis take the copied values from the guard;
//! 4. the old header, now reached only from the latch, is merged into the latch when the latch
//!    ends in `br label %header` (the latch then exits), else it becomes the latch;
//! 5. the guard edge into the loop gets a new preheader `<newheader>.lr.ph` and the exit block
//!    a dedicated `<header>.<exit>_crit_edge`, so the result is in simplify form. A loop that
//!    was in LCSSA form is put back into it.
//!
//! The header cost approximates LLVM's x86-64 code-size model (`CodeMetrics` with
//! `TCK_CodeSize`), measured with `opt-19 -passes=loop-rotate`: phis, GEPs, `trunc`, `zext i32
//! to i64`, `ptrtoint`/`inttoptr`, pointer and vector `bitcast`s, `freeze` and the
//! `lifetime`/`assume`/`expect` intrinsics are free; integer division and remainder cost 4, a call
//! of a non-intrinsic 1 + its arguments, everything else (the branch included) 1. A header with a
//! `convergent` or `noduplicate` call or a `token` value is not copied.
//!
//! Like LLVM 19 (verified with `opt-19`), rotation ignores `llvm.loop.disable_nonforced`: it is a
//! canonicalisation, not an optional transformation. The LoopID moves to the new latch's
//! terminator. Differences from LLVM: no `simplifyLoopLatch` (folding an unconditional latch into
//! its exiting predecessor), no rotation of loops whose latch already exits (LLVM's
//! "profitable" case for exit-value phis), and each loop is rotated at most once, as in LLVM.
//!
//! Requires nothing. Preserves nothing when it changed the function (`All` otherwise).

use super::lcssa::{
    form_lcssa_loop, form_lcssa_nest, is_lcssa, lcssa_by_header, loops_and_dominators, use_sites, SlotRepair, UseSite,
};
use super::simplify::{
    base_name, defined_in, is_simplified, make_phi, phi_can_hold, phis_of, simplify_loops, split_predecessors, LoopIds,
    Place,
};
use crate::constfold::{self, Folder};
use crate::mem2reg::PhiNamer;
use crate::util::{called_intrinsic, is_pure_intrinsic, Replacements};
use kiln_ir::attributes::AttrKind;
use kiln_ir::clone::{clone_blocks_within, CloneMap, NameSet};
use kiln_ir::constant::ConstData;
use kiln_ir::instructions::{InstKind, Opcode};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Loop, LoopInfo, Preserved};
use kiln_ir::uses::UseLists;
use kiln_ir::{Block, Func, Function, Inst, Intrinsic, Module, Type, Value, ValueDef};

/// LLVM's default `-rotation-max-header-size`.
pub const DEFAULT_MAX_HEADER_SIZE: u32 = 16;

/// The `loop-rotate` pass.
pub struct LoopRotate {
    /// Headers costing more than this are not copied.
    pub max_header_size: u32,
    /// Loops the last run rotated.
    pub rotated: usize,
}

impl Default for LoopRotate {
    fn default() -> Self {
        LoopRotate { max_header_size: DEFAULT_MAX_HEADER_SIZE, rotated: 0 }
    }
}

impl FunctionPass for LoopRotate {
    fn name(&self) -> &'static str {
        "loop-rotate"
    }

    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        if am.loop_info(m, f).num_loops() == 0 {
            self.rotated = 0;
            return Preserved::All;
        }
        let report = rotate_function(m, f, self.max_header_size);
        self.rotated = report.rotated;
        if report.changed {
            Preserved::Nothing
        } else {
            Preserved::All
        }
    }
}

/// What rotating the loops of a function did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct RotateReport {
    /// The function changed (loop-simplify included).
    pub changed: bool,
    /// Loops rotated.
    pub rotated: usize,
}

/// Puts the loops of `f` into simplify form and rotates those that qualify, innermost first;
/// returns whether the function changed.
pub fn rotate_loops(m: &mut Module, f: Func, max_header_size: u32) -> bool {
    rotate_function(m, f, max_header_size).changed
}

/// As `rotate_loops`, counting the rotated loops.
pub fn rotate_function(m: &mut Module, f: Func, max_header_size: u32) -> RotateReport {
    let mut report = RotateReport { changed: simplify_loops(m, f), rotated: 0 };
    let mut li = LoopInfo::compute(&m.funcs[f]);
    let mut ids = LoopIds::capture(&m.funcs[f], &li);
    let headers: Vec<Block> = li.innermost_first().into_iter().map(|l| li.header(l)).collect();
    let mut was_lcssa: Option<std::collections::HashMap<Block, bool>> = None;
    let mut stale = false;
    for h in headers {
        if stale {
            li = LoopInfo::compute(&m.funcs[f]);
            stale = false;
        }
        let Some(l) = li.loop_with_header(h) else { continue };
        let Some(plan) = plan(m, &m.funcs[f], &li, l, max_header_size) else { continue };
        let lcssa = was_lcssa.get_or_insert_with(|| lcssa_by_header(&m.funcs[f], &li));
        let lcssa = lcssa.get(&h).copied().unwrap_or(false);
        let new_header = rotate(m, f, &li, l, plan);
        ids.rename_header(h, new_header);
        if lcssa {
            // The loops after the rotation serve LCSSA and the next loop alike.
            let dt;
            (li, dt) = loops_and_dominators(&m.funcs[f]);
            form_lcssa_nest(m, f, &li, &dt, new_header);
        } else {
            stale = true;
        }
        report.changed = true;
        report.rotated += 1;
    }
    if report.rotated > 0 {
        if stale {
            li = LoopInfo::compute(&m.funcs[f]);
        }
        ids.restore(&mut m.funcs[f], &li);
    }
    report
}

/// Simplifies the loop headed by `header` and rotates it if it qualifies; returns its new
/// header (`None`: not rotated; the loop may still have been simplified).
pub fn rotate_loop(m: &mut Module, f: Func, header: Block, max_header_size: u32) -> Option<Block> {
    super::simplify::simplify_loop(m, f, header);
    let li = LoopInfo::compute(&m.funcs[f]);
    let l = li.loop_with_header(header)?;
    let plan = plan(m, &m.funcs[f], &li, l, max_header_size)?;
    let mut ids = LoopIds::capture(&m.funcs[f], &li);
    let was_lcssa = is_lcssa(&m.funcs[f], &li, l);
    let new_header = rotate(m, f, &li, l, plan);
    ids.rename_header(header, new_header);
    let func = &mut m.funcs[f];
    ids.restore(func, &LoopInfo::compute(func));
    if was_lcssa {
        form_lcssa_loop(m, f, new_header);
    }
    Some(new_header)
}

/// The blocks a rotation works on.
#[derive(Copy, Clone, Debug)]
struct Plan {
    header: Block,
    preheader: Block,
    latch: Block,
    new_header: Block,
    exit: Block,
}

/// The rotation of loop `l`, if it qualifies (see the module comment).
fn plan(m: &Module, func: &Function, li: &LoopInfo, l: Loop, max_header_size: u32) -> Option<Plan> {
    let d = li.data(l);
    if d.blocks.len() == 1 || !is_simplified(func, li, l) {
        return None;
    }
    let inside = |b: Block| li.contains(l, b);
    let header = d.header;
    let preds = func.predecessors();
    let preheader = preds[header].iter().copied().find(|&p| !inside(p))?;
    let latch = *d.latches.first()?;
    let InstKind::CondBr { dests, .. } = func.dfg.inst(func.terminator(header)?) else { return None };
    let (new_header, exit) = match (inside(dests[0]), inside(dests[1])) {
        (true, false) => (dests[0], dests[1]),
        (false, true) => (dests[1], dests[0]),
        _ => return None,
    };
    if func.successors(latch).iter().any(|&s| !inside(s)) {
        return None; // already exits from its latch
    }
    if super::simplify::distinct(preds[new_header].iter().copied()) != [header] {
        return None;
    }
    let mut cost = 0u32;
    for &i in func.layout.block_insts(header) {
        if let Some(v) = func.dfg.inst_result(i) {
            if !phi_can_hold(m, func.dfg.value_type(v)) {
                return None;
            }
        }
        if !can_duplicate(m, func, i) {
            return None;
        }
        cost += inst_cost(m, func, i);
    }
    (cost <= max_header_size).then_some(Plan { header, preheader, latch, new_header, exit })
}

/// False for calls marked `convergent` or `noduplicate` (at the call site or on the callee).
fn can_duplicate(m: &Module, func: &Function, i: Inst) -> bool {
    let Some(c) = func.dfg.inst(i).call_data() else { return true };
    let callee = m.callee_func(func, c.callee);
    let sets = std::iter::once(c.attrs.func).chain(callee.map(|g| m.funcs[g].attrs.func));
    !sets.into_iter().any(|s| m.attr_sets.has(s, AttrKind::Convergent) || m.attr_sets.has(s, AttrKind::NoDuplicate))
}

/// The code-size cost of `i` (see the module comment).
fn inst_cost(m: &Module, func: &Function, i: Inst) -> u32 {
    let result_ty = func.dfg.inst_result(i).map(|v| func.dfg.value_type(v));
    match func.dfg.inst(i) {
        InstKind::Phi { .. } | InstKind::Gep { .. } => 0,
        InstKind::Unary { op: Opcode::Freeze, .. } => 0,
        InstKind::Cast { op, arg, .. } => {
            let from = func.dfg.value_type(*arg);
            let to = result_ty.unwrap_or(Type::VOID);
            let free = match op {
                Opcode::Trunc | Opcode::PtrToInt | Opcode::IntToPtr => true,
                Opcode::ZExt => from == Type::I32 && to == Type::I64,
                Opcode::BitCast => {
                    (m.types.is_ptr(from) && m.types.is_ptr(to)) || (m.types.is_vector(from) && m.types.is_vector(to))
                }
                _ => false,
            };
            u32::from(!free)
        }
        InstKind::Binary { op: Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem, .. } => 4,
        InstKind::Call(c) => match called_intrinsic(m, func, i) {
            Some(
                Intrinsic::LifetimeStart
                | Intrinsic::LifetimeEnd
                | Intrinsic::Assume
                | Intrinsic::Expect
                | Intrinsic::ExpectWithProbability
                | Intrinsic::Donothing,
            ) => 0,
            Some(_) => 1,
            None => 1 + c.args.len() as u32,
        },
        _ => 1,
    }
}

/// True when `i`, in the header of a loop, may move to the preheader instead of being copied:
/// it neither touches memory nor allocates, and computes only from values defined outside the
/// loop (`invariant`). It runs exactly when the header would have run first, so trapping
/// operations are fine (LLVM's rule).
fn hoistable_from_header(m: &Module, func: &Function, i: Inst, invariant: &dyn Fn(Value) -> bool) -> bool {
    let pure = is_pure_value_op(m, func, i);
    let mut ok = pure;
    func.dfg.for_each_arg(i, |v| ok &= invariant(v));
    ok
}

/// True for instructions without effects that touch no memory and allocate nothing: arithmetic,
/// compares, casts, `select`, GEPs, aggregate and vector element operations, and calls of pure
/// intrinsics without bundles (not the statepoint projections). Not phis.
pub(crate) fn is_pure_value_op(m: &Module, func: &Function, i: Inst) -> bool {
    match func.dfg.inst(i) {
        InstKind::Binary { .. }
        | InstKind::Unary { .. }
        | InstKind::Cast { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::Select { .. }
        | InstKind::Gep { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. }
        | InstKind::ExtractElement { .. }
        | InstKind::InsertElement { .. }
        | InstKind::ShuffleVector { .. } => true,
        InstKind::Call(c) => {
            c.bundles.is_empty()
                && called_intrinsic(m, func, i).is_some_and(|x| is_pure_intrinsic(x) && !is_gc_projection(x))
        }
        _ => false,
    }
}

/// The statepoint projections, tied to their statepoint's token.
pub(crate) fn is_gc_projection(i: Intrinsic) -> bool {
    matches!(
        i,
        Intrinsic::GcRelocate | Intrinsic::GcResult | Intrinsic::GcGetPointerBase | Intrinsic::GcGetPointerOffset
    )
}

/// The constant `inst` computes when its operands are constants (`binop`, compares, casts) or
/// the operand a `select` on a constant picks.
fn fold(m: &mut Module, f: Func, inst: Inst) -> Option<Value> {
    let Module { types, consts, funcs, .. } = m;
    let func = &mut funcs[f];
    let result = func.dfg.inst_result(inst)?;
    let ty = func.dfg.value_type(result);
    let kind = func.dfg.inst(inst).clone();
    let konst = |v: Value| func.dfg.value_const(v).filter(|&c| consts.contains(c));
    let c = match kind {
        InstKind::Select { args: [c, x, y], .. } => {
            let cc = konst(c)?;
            return match consts.data(cc) {
                ConstData::Int { value, .. } => Some(if value & 1 == 1 { x } else { y }),
                _ => None,
            };
        }
        InstKind::Binary { op, flags, fmf, args: [a, b] } => {
            let ops = [konst(a)?, konst(b)?];
            let mut folder = Folder { types, consts };
            folder.lanewise(ty, &ops, |l| constfold::binary_lane(op, flags, fmf, l[0], l[1]))?
        }
        InstKind::ICmp { pred, args: [a, b] } => {
            let ops = [konst(a)?, konst(b)?];
            let mut folder = Folder { types, consts };
            folder.lanewise(ty, &ops, |l| constfold::icmp_lane(pred, l[0], l[1]))?
        }
        InstKind::FCmp { pred, fmf, args: [a, b] } => {
            let ops = [konst(a)?, konst(b)?];
            let mut folder = Folder { types, consts };
            folder.lanewise(ty, &ops, |l| constfold::fcmp_lane(pred, fmf, l[0], l[1]))?
        }
        InstKind::Cast { op, flags, arg } => {
            let ops = [konst(arg)?];
            let to = types.scalar(ty);
            let tys: &kiln_ir::types::TypeStore = types;
            let mut folder = Folder { types: tys, consts };
            folder.lanewise(ty, &ops, |l| constfold::cast_lane(tys, op, flags, to, l[0]))?
        }
        _ => return None,
    };
    Some(func.dfg.const_value(c, ty))
}

/// True when a `blockaddress` constant names block `b` of `f`.
fn address_taken(m: &Module, f: Func, b: Block) -> bool {
    m.consts.iter().any(|(_, d)| matches!(d, ConstData::BlockAddr { func, block } if *func == f && *block == b))
}

/// Rotates loop `l` of `li` as planned; returns the new header.
fn rotate(m: &mut Module, f: Func, li: &LoopInfo, l: Loop, plan: Plan) -> Block {
    let Plan { header: h, preheader: p, latch, new_header: n, exit } = plan;
    let inside = |b: Block| li.contains(l, b);
    let presplit = crate::coro::is_presplit(m, &m.funcs[f]);
    let h_is_address_taken = address_taken(m, f, h);

    // 1. The new header's phis have the old header as only predecessor.
    {
        let func = &mut m.funcs[f];
        let mut repl = Replacements::new();
        for phi in phis_of(func, n) {
            let result = func.dfg.inst_result(phi).expect("a phi has a result");
            if let Some((v, _)) = func.dfg.phi_incoming(phi).next() {
                repl.insert(result, v);
            }
            func.layout.remove_inst(phi);
        }
        repl.apply(func);
    }

    // 2. Invariant header computations move to the preheader.
    let mut hoisted: Vec<Inst> = Vec::new();
    {
        let func = &m.funcs[f];
        let body: Vec<Inst> = func.layout.block_insts(h).iter().copied().filter(|&i| !is_phi(func, i)).collect();
        for &i in &body[..body.len() - 1] {
            let ok = {
                let invariant = |v: Value| {
                    !defined_in(func, v, &inside) || func.dfg.value_inst(v).is_some_and(|d| hoisted.contains(&d))
                };
                !presplit && hoistable_from_header(m, func, i, &invariant)
            };
            if ok {
                hoisted.push(i);
            }
        }
        let func = &mut m.funcs[f];
        let pbr = func.terminator(p).expect("the preheader ends in br");
        for &i in &hoisted {
            func.layout.remove_inst(i);
            func.layout.insert_inst_before(i, pbr);
        }
    }

    // 3. The rest of the header is copied into the preheader.
    let (p_version, guarded) = copy_header(m, f, h, p, n, &hoisted);

    // 4. Uses of header values outside the header see the copy on the guard path.
    {
        let func = &mut m.funcs[f];
        if guarded {
            for phi in phis_of(func, exit) {
                let from_h: Vec<Value> = func.dfg.phi_incoming(phi).filter(|e| e.1 == h).map(|e| e.0).collect();
                for v in from_h {
                    func.dfg.add_phi_incoming(phi, p_version(v), p);
                }
            }
        }
        for phi in phis_of(func, h) {
            let entries: Vec<(Value, Block)> = func.dfg.phi_incoming(phi).filter(|e| e.1 != p).collect();
            func.dfg.set_phi_incoming(phi, &entries);
        }
    }
    repair_header_values(m, f, plan, guarded, &inside, &p_version);

    // 5. The old header's phis dissolve; it merges into the latch when it can.
    let new_latch = {
        let func = &mut m.funcs[f];
        let mut repl = Replacements::new();
        for phi in phis_of(func, h) {
            let result = func.dfg.inst_result(phi).expect("a phi has a result");
            if let Some((v, _)) = func.dfg.phi_incoming(phi).next() {
                repl.insert(result, v);
            }
            func.layout.remove_inst(phi);
        }
        repl.apply(func);
        let latch_br = func.terminator(latch).filter(|&t| matches!(func.dfg.inst(t), InstKind::Br { .. }));
        match latch_br {
            Some(br) if latch != h && !h_is_address_taken => {
                func.layout.remove_inst(br);
                for i in func.layout.block_insts(h).to_vec() {
                    func.layout.remove_inst(i);
                    func.layout.append_inst(i, latch);
                }
                for s in super::simplify::distinct(func.successors(latch).into_iter()) {
                    for phi in phis_of(func, s) {
                        func.dfg.map_blocks(phi, |b| if b == h { latch } else { b });
                    }
                }
                func.layout.remove_block(h);
                latch
            }
            _ => h,
        }
    };

    // 6. Back to simplify form: a preheader on the guard's loop edge, a dedicated exit.
    if guarded {
        let func = &mut m.funcs[f];
        let mut names = NameSet::of(func);
        let name = format!("{}.lr.ph", base_name(func, n));
        split_predecessors(func, &mut names, n, &[p], &name, ".ph", Place::Before, &|_, _| false);
        let preds = func.predecessors();
        let in_loop: Vec<Block> =
            super::simplify::distinct(preds[exit].iter().copied().filter(|&b| b == new_latch || (b != h && inside(b))));
        let name = format!("{}.{}_crit_edge", base_name(func, h), base_name(func, exit));
        let keep = |func: &Function, v: Value| defined_in(func, v, &|b| b == new_latch || (b != h && inside(b)));
        split_predecessors(func, &mut names, exit, &in_loop, &name, ".ph", Place::Before, &keep);
    }
    n
}

fn is_phi(func: &Function, i: Inst) -> bool {
    matches!(func.dfg.inst(i), InstKind::Phi { .. })
}

/// Copies the non-phi instructions of header `h` that were not hoisted into preheader `p` (in
/// place of its `br`), folding copies of constants; returns the value each header value has on
/// the guard path, and whether the guard still branches to the exit.
fn copy_header(
    m: &mut Module,
    f: Func,
    h: Block,
    p: Block,
    n: Block,
    hoisted: &[Inst],
) -> (impl Fn(Value) -> Value, bool) {
    let mut map = CloneMap::new();
    {
        let func = &m.funcs[f];
        for phi in phis_of(func, h) {
            let result = func.dfg.inst_result(phi).expect("a phi has a result");
            let from_p =
                func.dfg.phi_incoming(phi).find(|e| e.1 == p).map(|e| e.0).expect("an entry from the preheader");
            map.set_value(result, from_p);
        }
        for &i in hoisted {
            if let Some(r) = func.dfg.inst_result(i) {
                map.set_value(r, r);
            }
        }
        for &i in func.layout.block_insts(h) {
            func.dfg.for_each_arg(i, |v| {
                let outside = match func.dfg.value_def(v) {
                    ValueDef::Param(_) => true,
                    ValueDef::Inst(d) => func.layout.inst_block(d) != Some(h),
                    _ => false,
                };
                if outside && map.value(v).is_none() {
                    map.set_value(v, v);
                }
            });
        }
    }
    let func = &m.funcs[f];
    let header_values: Vec<Value> = func
        .layout
        .block_insts(h)
        .iter()
        .filter_map(|&i| func.dfg.inst_result(i))
        .filter(|&v| !hoisted.iter().any(|&i| func.dfg.inst_result(i) == Some(v)))
        .collect();
    clone_blocks_within(&mut m.funcs[f], &[h], &mut map)
        .expect("every operand of the header outside it is mapped before copying");
    let t = map.block(h).expect("the copy's block");
    let copies: Vec<Inst> = m.funcs[f].layout.block_insts(t).to_vec();
    let (&term, body) = copies.split_last().expect("the header has a terminator");
    let pbr = m.funcs[f].terminator(p).expect("the preheader ends in br");
    let mut folded = Replacements::new();
    for &c in body {
        let func = &mut m.funcs[f];
        func.layout.remove_inst(c);
        func.layout.insert_inst_before(c, pbr);
        func.dfg.map_args(c, |v| folded.resolve(v));
        if let Some(k) = fold(m, f, c) {
            let func = &mut m.funcs[f];
            let r = func.dfg.inst_result(c).expect("folded instructions have results");
            folded.insert(r, k);
            func.layout.remove_inst(c);
        }
    }
    let func = &mut m.funcs[f];
    func.dfg.map_args(term, |v| folded.resolve(v));
    func.layout.remove_inst(pbr);
    func.layout.remove_inst(term);
    let taken = match func.dfg.inst(term) {
        InstKind::CondBr { cond, dests } => func.dfg.value_const(*cond).and_then(|c| match m.consts.data(c) {
            ConstData::Int { value, .. } => Some(if value & 1 == 1 { dests[0] } else { dests[1] }),
            _ => None,
        }),
        _ => None,
    };
    let guarded = if taken == Some(n) {
        let br = func.dfg.make_inst(InstKind::Br { dest: n }, None);
        func.inst_srclocs[br] = func.inst_srclocs[term];
        func.layout.append_inst(br, p);
        false
    } else {
        func.layout.append_inst(term, p);
        true
    };
    func.layout.remove_block(t);
    func.dfg.block_names.remove(&t);
    let versions: Vec<(Value, Value)> =
        header_values.into_iter().map(|v| (v, folded.resolve(map.value(v).unwrap_or(v)))).collect();
    let p_version = move |v: Value| versions.iter().find(|e| e.0 == v).map_or(v, |e| e.1);
    (p_version, guarded)
}

/// Rewrites the uses of header `h`'s values outside `h` (and outside the preheader `p`, whose
/// copies already use the guard-path values): each such value now has two definitions, the
/// header's on the back-edge path and `p_version`'s on the guard path.
///
/// The common cases get their phis here, where and as mem2reg would place them (pruned, named
/// `<value>.<n>`, entries in layout order): a use in the loop sees a phi at the new header `n`,
/// whose predecessors are `p` and `h` and which dominates every loop block but `h`; a use in the
/// exit block, when only `h` and the guard lead there, sees a phi at the exit (the value itself
/// when the guard folded away). When some value has any other use (after a join of several
/// exits, say), all of them go through slots of the slot-based updater (`SlotRepair`), which
/// places phis by iterated dominance frontiers over the whole function (all, so the phis keep
/// mem2reg's order); doing that for every rotation made rotation cost a whole-function mem2reg
/// per loop.
fn repair_header_values(
    m: &mut Module,
    f: Func,
    plan: Plan,
    guarded: bool,
    inside: &dyn Fn(Block) -> bool,
    p_version: &dyn Fn(Value) -> Value,
) {
    let Plan { header: h, preheader: p, new_header: n, exit, .. } = plan;
    let func = &mut m.funcs[f];
    let values: Vec<Value> = func.layout.block_insts(h).iter().filter_map(|&i| func.dfg.inst_result(i)).collect();
    let uses = UseLists::compute_for(func, &values);
    let mut work: Vec<(Value, Vec<UseSite>)> = Vec::new();
    for &v in &values {
        let sites: Vec<UseSite> = use_sites(func, uses.users(v), v)
            .into_iter()
            .filter(|s| s.block(func).is_some_and(|b| b != h && b != p))
            .collect();
        if !sites.is_empty() {
            work.push((v, sites));
        }
    }
    if work.is_empty() {
        return;
    }
    let exit_preds_known = func.predecessors()[exit].iter().all(|&b| b == h || (guarded && b == p));
    let local = |func: &Function, sites: &[UseSite]| {
        sites.iter().all(|s| s.block(func).is_some_and(|b| inside(b) || (b == exit && exit_preds_known)))
    };
    // All or nothing, so the phis come out in the one order mem2reg gives them.
    let all_local = work.iter().all(|(_, sites)| local(func, sites));
    let (local_work, slot_work) = if all_local { (work, Vec::new()) } else { (Vec::new(), work) };

    if !local_work.is_empty() {
        let position = |b: Block| func.layout.blocks().iter().position(|&x| x == b).unwrap_or(usize::MAX);
        let h_first = position(h) < position(p);
        let n_first = position(n) < position(exit);
        let entries_for = |v: Value| {
            let mut e = [(p_version(v), p), (v, h)];
            if h_first {
                e.swap(0, 1);
            }
            e
        };
        let bases: Vec<String> =
            local_work.iter().filter_map(|(v, _)| func.dfg.value_name(*v).map(str::to_string)).collect();
        let base_refs: Vec<&str> = bases.iter().map(String::as_str).collect();
        let mut namer = PhiNamer::for_bases(func, &base_refs);
        let (mut at_n, mut at_exit) = (0usize, 0usize);
        for (v, sites) in local_work {
            let need_n = sites.iter().any(|s| s.block(func).is_some_and(|b| inside(b)));
            let need_exit = guarded && sites.iter().any(|s| s.block(func).is_some_and(|b| !inside(b)));
            let ty = func.dfg.value_type(v);
            let entries = entries_for(v);
            let make = |func: &mut Function, b: Block, pos: usize| {
                let phi = make_phi(func, ty, &entries);
                func.layout.insert_inst(phi, b, pos);
                func.dfg.inst_result(phi).expect("a phi has a result")
            };
            let mut in_n = v;
            let mut in_exit = v;
            let order: [(bool, bool); 2] =
                if n_first { [(true, need_n), (false, need_exit)] } else { [(false, need_exit), (true, need_n)] };
            for (is_n, needed) in order {
                if !needed {
                    continue;
                }
                let r = if is_n {
                    at_n += 1;
                    in_n = make(func, n, at_n - 1);
                    in_n
                } else {
                    at_exit += 1;
                    in_exit = make(func, exit, at_exit - 1);
                    in_exit
                };
                let name = func.dfg.value_name(v).map(|base| namer.fresh(base));
                func.dfg.set_value_name(r, name);
            }
            for site in sites {
                let at = site.block(func).expect("classified above");
                site.replace(func, v, if inside(at) { in_n } else { in_exit });
            }
        }
    }

    let mut repair = SlotRepair::default();
    for (v, sites) in slot_work {
        let ty = func.dfg.value_type(v);
        let name = func.dfg.value_name(v).unwrap_or("").to_string();
        let slot = repair.slot(func, ty, &name);
        repair.store_at_end(func, slot, v, h);
        repair.store_at_end(func, slot, p_version(v), p);
        for site in sites {
            let loaded = repair.load_for(func, slot, ty, site);
            site.replace(func, v, loaded);
        }
    }
    repair.finish(m, f);
}

#[cfg(test)]
#[path = "rotate_tests.rs"]
mod tests;

//! Loop unrolling: full unrolling of loops with a constant trip count, partial unrolling of
//! constant-count loops, and runtime unrolling with an epilogue remainder loop, driven by the
//! `llvm.loop.unroll.*` metadata of seed 003 and, where no metadata forces or forbids it and the
//! pass instance has heuristics on (`-O2`), by a size heuristic.
//!
//! Passes: `loop-unroll-full` (only full unrolling, LLVM's `LoopFullUnrollPass`, run first),
//! `loop-unroll` (full, partial and runtime) and `loop-unroll-forced` (the same, but only what
//! metadata forces: the `-O1` pipeline). They are function passes that walk the loops innermost
//! first, recomputing loop info after each change; loops a run creates (remainders) are not
//! revisited.
//!
//! Requires loop-simplify form (a preheader, one latch, dedicated exits) and LCSSA, which the
//! pipeline establishes before (`loop-simplify`, `loop-rotate`, `lcssa`); a loop without them is
//! left alone (and, when unrolling was forced, explained by the warning pass). Runtime unrolling
//! needs a loop exiting from its latch (rotated) whose induction variable and bound the trip
//! count analysis understands (`CountedLoop::backedge_taken_form`). The loop must leave through
//! one exit (early exits: left alone). Preserves loop-simplify form and LCSSA of every loop it
//! produces; invalidates everything.
//!
//! The unrolled body is `count` copies of the loop's blocks chained latch to header; copy 0 is
//! the original blocks. A copy's exit test is folded where the trip count decides it: with a
//! constant trip count `t` the exit can only fire in copy `(t - 1) mod count`, so every other
//! copy branches on, and no remainder loop is needed. With a runtime count the unrolled loop
//! runs `(btc + 1) - xtra` iterations, counted by a new down-counter, and the epilogue (a copy of
//! the original loop, its exit test intact) runs the `xtra = (btc + 1) mod count` left, where
//! `btc` is the back-edge-taken count computed in the preheader:
//!
//! ```text
//! preheader: btc = ...; xtra = ...; br (btc <u count-1), epil.ph, unr.ph
//! unr.ph:    niter0 = (btc - xtra) /u count + 1; br header
//! header..latch (count copies; the last latch: niter' = niter - 1; br niter' == 0, unr.exit, header)
//! unr.exit:  LCSSA phis; br xtra != 0, epil.ph, exit
//! epil.ph:   phis of the induction values from the preheader or the unrolled loop; br epil.header
//! epil.header..epil.latch -> epil.exit (LCSSA phis) -> exit
//! ```
//!
//! Metadata (seed 003): a fully unrolled loop has no LoopID left. The unrolled loop gets
//! `llvm.loop.unroll.followup_all` + `followup_unrolled` when either is given, otherwise the
//! original attributes without `llvm.loop.unroll.*` plus `llvm.loop.unroll.disable`; the
//! remainder gets `followup_all` + `followup_remainder`, otherwise no attributes (LLVM 19 gives
//! it `llvm.loop.unroll.disable`; the seed says none).

use super::md::{self, Followup, Mode};
use crate::insert::{At, Ins};
use kiln_ir::clone::{clone_blocks, CloneMap};
use kiln_ir::domtree::{Cfg, DomTree};
use kiln_ir::instructions::InstFlags;
use kiln_ir::metadata::MdNode;
use kiln_ir::pass::tripcount::{BackedgeForm, CountedLoop};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Loop, LoopInfo, Preserved, TripCounts};
use kiln_ir::{AttrKind, Block, Func, Function, InstKind, IntPredicate, Module, Opcode, Value, ValueDef};
use std::collections::HashSet;

/// Largest unrolled size (instructions) a forced full or partial unrolling may produce.
pub const FORCED_SIZE_LIMIT: u64 = 16 * 1024;
/// Largest unrolled size the heuristic fully unrolls to.
pub const FULL_SIZE_LIMIT: u64 = 150;
/// Largest constant trip count the heuristic unrolls fully.
pub const FULL_TRIP_LIMIT: u64 = 32;
/// Largest unrolled body the heuristic partially or runtime-unrolls to.
pub const PARTIAL_SIZE_LIMIT: u64 = 64;
/// Largest factor the heuristic or `llvm.loop.unroll.enable` picks.
pub const MAX_AUTO_COUNT: u32 = 8;

/// Which unrollings a pass instance does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Full unrolling only.
    FullOnly,
    /// Full, partial and runtime unrolling.
    All,
}

/// An unrolling pass (see the module documentation for the three names).
pub struct LoopUnroll {
    name: &'static str,
    scope: Scope,
    heuristics: bool,
    /// Loops unrolled by the last run (for tests).
    pub unrolled: usize,
}

impl LoopUnroll {
    /// `loop-unroll-full`.
    pub fn full() -> Self {
        LoopUnroll { name: "loop-unroll-full", scope: Scope::FullOnly, heuristics: true, unrolled: 0 }
    }
    /// `loop-unroll`.
    pub fn partial() -> Self {
        LoopUnroll { name: "loop-unroll", scope: Scope::All, heuristics: true, unrolled: 0 }
    }
    /// `loop-unroll-forced`.
    pub fn forced() -> Self {
        LoopUnroll { name: "loop-unroll-forced", scope: Scope::All, heuristics: false, unrolled: 0 }
    }
}

impl FunctionPass for LoopUnroll {
    fn name(&self) -> &'static str {
        self.name
    }

    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        self.unrolled = 0;
        let only_forced = !self.heuristics && !md::has_loop_ids(&m.funcs[f]);
        if only_forced || m.attr_sets.has(m.funcs[f].attrs.func, AttrKind::PresplitCoroutine) {
            return Preserved::All;
        }
        if am.loop_info(m, f).num_loops() == 0 {
            return Preserved::All;
        }
        let mut done: HashSet<Block> = HashSet::new();
        let mut facts = FuncFacts::compute(m, f);
        loop {
            let next = facts.li.innermost_first().into_iter().find(|&l| !done.contains(&facts.li.header(l)));
            let Some(l) = next else { break };
            done.insert(facts.li.header(l));
            let Ok(Some((plan, shape))) = decide(m, f, &facts, l, self.scope, self.heuristics) else { continue };
            match apply(m, f, &shape, &plan) {
                Ok(new_headers) => {
                    done.extend(new_headers);
                    self.unrolled += 1;
                }
                Err(e) => panic!("unrolling a loop of @{} that was checked: {e}", m.funcs[f].name()),
            }
            facts = FuncFacts::compute(m, f);
        }
        if self.unrolled == 0 {
            Preserved::All
        } else {
            crate::simplifycfg::remove_unreachable_blocks(m, f);
            Preserved::Nothing
        }
    }
}

/// The analyses of one function the loop passes decide with, computed once per change.
pub struct FuncFacts {
    /// The dominator tree.
    pub dt: DomTree,
    /// The loops.
    pub li: LoopInfo,
    /// Trip counts and counted loops.
    pub tc: TripCounts,
    uses: kiln_ir::uses::UseLists,
    address_taken: Vec<bool>,
    preds: kiln_ir::SecondaryMap<Block, Vec<Block>>,
}

impl FuncFacts {
    /// The facts of `m.funcs[f]` as it is now.
    pub fn compute(m: &Module, f: Func) -> FuncFacts {
        let func = &m.funcs[f];
        let cfg = Cfg::compute(func);
        let dt = DomTree::with_cfg(func, &cfg);
        let li = LoopInfo::with(func, &cfg, &dt);
        let tc = TripCounts::compute(m, f, &li, &dt);
        FuncFacts {
            dt,
            li,
            tc,
            uses: kiln_ir::uses::UseLists::compute(func),
            address_taken: crate::simplifycfg::address_taken_blocks(m, f),
            preds: func.predecessors(),
        }
    }
}

/// What to do with one loop.
#[derive(Clone, Debug)]
pub enum Plan {
    /// Replace the loop by `trip` copies of its body.
    Full {
        /// Header executions.
        trip: u64,
    },
    /// `count` copies per iteration of a loop with constant trip count `trip`.
    Partial {
        /// The factor.
        count: u32,
        /// Header executions.
        trip: u64,
    },
    /// `count` copies per iteration and an epilogue remainder loop.
    Runtime {
        /// The factor.
        count: u32,
        /// The loop's induction variable and bound.
        counted: CountedLoop,
        /// How the back-edge-taken count follows from them.
        form: BackedgeForm,
    },
}

/// The blocks and facts of a loop in loop-simplify form with one exit.
#[derive(Clone, Debug)]
pub struct LoopShape {
    /// The header.
    pub header: Block,
    /// The preheader (ends in `br header`).
    pub preheader: Block,
    /// The one latch.
    pub latch: Block,
    /// The one exiting block.
    pub exiting: Block,
    /// The one exit block (all its predecessors are in the loop).
    pub exit: Block,
    /// Every block of the loop, header first.
    pub blocks: Vec<Block>,
    /// The LoopID.
    pub id: Option<MdNode>,
    /// Instructions other than phis.
    pub size: u64,
    /// The loop contains a call that is not an intrinsic.
    pub has_call: bool,
    /// The loop contains a convergent call.
    pub convergent: bool,
    /// No loop is nested in it.
    pub innermost: bool,
}

/// The shape of loop `l`, or why it cannot be unrolled.
pub fn loop_shape(m: &Module, f: Func, facts: &FuncFacts, l: Loop) -> Result<LoopShape, String> {
    let func = &m.funcs[f];
    let li = &facts.li;
    let d = li.data(l);
    let preheader = d.preheader.ok_or("the loop has no preheader")?;
    let [latch] = d.latches[..] else { return Err("the loop has more than one back edge".into()) };
    let [exiting] = d.exiting[..] else {
        return Err(if d.exiting.is_empty() {
            "the loop never exits".into()
        } else {
            "the loop has more than one exiting block (an early exit)".into()
        });
    };
    let [exit] = d.exits[..] else { return Err("the loop has more than one exit block".into()) };
    let preds = &facts.preds;
    if preds[exit].iter().any(|&p| !li.contains(l, p)) {
        return Err("the loop's exit block is also entered from outside the loop".into());
    }
    if preds[d.header].iter().filter(|&&p| !li.contains(l, p)).count() != 1 {
        return Err("the loop has no preheader".into());
    }
    let address_taken = &facts.address_taken;
    let (mut size, mut has_call, mut convergent) = (0u64, false, false);
    for &b in &d.blocks {
        if address_taken.get(kiln_ir::EntityRef::index(b)).copied().unwrap_or(false) {
            return Err("a block of the loop has its address taken".into());
        }
        for &i in func.layout.block_insts(b) {
            match func.dfg.inst(i) {
                InstKind::Phi { .. } => continue,
                InstKind::IndirectBr { .. } => return Err("the loop contains an indirectbr".into()),
                InstKind::Call(c) => {
                    let callee = crate::util::direct_callee(m, func, i);
                    let sets = [Some(c.attrs.func), callee.map(|g| m.funcs[g].attrs.func)];
                    let has = |k| sets.iter().flatten().any(|&s| m.attr_sets.has(s, k));
                    if has(AttrKind::NoDuplicate) {
                        return Err("the loop contains a noduplicate call".into());
                    }
                    convergent |= has(AttrKind::Convergent);
                    has_call |= callee.is_none_or(|g| m.funcs[g].intrinsic.is_none());
                }
                _ => {}
            }
            size += 1;
        }
    }
    // LCSSA: values of the loop are used outside only by phis of the exit block.
    let uses = &facts.uses;
    for &b in &d.blocks {
        for &i in func.layout.block_insts(b) {
            let Some(r) = func.dfg.inst_result(i) else { continue };
            for &u in uses.users(r) {
                let ub = func.layout.inst_block(u);
                let ok = ub.is_some_and(|ub| li.contains(l, ub))
                    || (ub == Some(exit) && matches!(func.dfg.inst(u), InstKind::Phi { .. }));
                if !ok {
                    return Err("the loop is not in LCSSA form".into());
                }
            }
        }
    }
    Ok(LoopShape {
        header: d.header,
        preheader,
        latch,
        exiting,
        exit,
        blocks: d.blocks.clone(),
        id: md::loop_id(m, func, &d.latches),
        size,
        has_call,
        convergent,
        innermost: d.children.is_empty(),
    })
}

/// What the pass does with loop `l`: `Ok(None)` nothing (not asked, or the heuristic declines),
/// `Err(reason)` when unrolling is forced by metadata but cannot be done (only for
/// `Scope::All`; the full-only pass leaves the loop to the later one).
pub fn decide(
    m: &Module,
    f: Func,
    facts: &FuncFacts,
    l: Loop,
    scope: Scope,
    heuristics: bool,
) -> Result<Option<(Plan, LoopShape)>, String> {
    let func = &m.funcs[f];
    let (li, tc) = (&facts.li, &facts.tc);
    let id = md::loop_id(m, func, &li.data(l).latches);
    let mode = md::unroll_mode(m, id);
    let forced = mode == Mode::Forced;
    match mode {
        Mode::Suppressed | Mode::Disable => return Ok(None),
        Mode::Unspecified | Mode::Enable if !heuristics => return Ok(None),
        _ => {}
    }
    // The inner loop of a nest that metadata asks to unroll-and-jam is left to that pass unless
    // its own metadata forces unrolling (LLVM's rule too): unrolled first, there would be no
    // inner loop to jam.
    let jam_parent = li
        .data(l)
        .parent
        .is_some_and(|p| md::unroll_and_jam_mode(m, md::loop_id(m, func, &li.data(p).latches)) == Mode::Forced);
    if jam_parent && !forced {
        return Ok(None);
    }
    let fail = |reason: String| if forced && scope == Scope::All { Err(reason) } else { Ok(None) };
    let shape = match loop_shape(m, f, facts, l) {
        Ok(s) => s,
        Err(r) => return fail(r),
    };
    let want_full = md::flag(m, id, "llvm.loop.unroll.full");
    let want_count = md::int_attr(m, id, "llvm.loop.unroll.count").filter(|&c| c > 1);
    let limit = if forced { FORCED_SIZE_LIMIT } else { FULL_SIZE_LIMIT };
    let trip = tc.trip_count(shape.header);
    if let Some(t) = trip {
        let asked = want_full || want_count.is_some_and(|c| c as u64 >= t) || (forced && want_count.is_none());
        let heuristic = !forced && shape.innermost && !shape.has_call && t <= FULL_TRIP_LIMIT;
        let fits = t.checked_mul(shape.size).is_some_and(|s| s <= limit);
        if (asked || heuristic) && fits {
            return Ok(Some((Plan::Full { trip: t }, shape)));
        }
        if want_full && scope == Scope::All {
            return fail(format!(
                "unrolling it fully would copy its {} instructions {t} times, more than the limit of {FORCED_SIZE_LIMIT}",
                shape.size
            ));
        }
    }
    if scope == Scope::FullOnly {
        return Ok(None);
    }
    if want_full {
        return fail("full unrolling needs a trip count known at compile time, and this loop's is not".into());
    }
    let count = match want_count {
        Some(c) => u32::try_from(c).unwrap_or(u32::MAX),
        None if forced => auto_count(shape.size, FORCED_SIZE_LIMIT.min(1024)),
        None if shape.innermost && !shape.has_call => auto_count(shape.size, PARTIAL_SIZE_LIMIT),
        None => return Ok(None),
    };
    if count < 2 {
        return fail("the loop is too large to unroll".into());
    }
    if (count as u64).checked_mul(shape.size).is_none_or(|s| s > FORCED_SIZE_LIMIT) {
        return fail(format!(
            "unrolling it {count} times would copy its {} instructions past the limit of {FORCED_SIZE_LIMIT}",
            shape.size
        ));
    }
    if let Some(t) = trip {
        if count as u64 >= t {
            return Ok(Some((Plan::Full { trip: t }, shape)));
        }
        if shape.convergent && t % count as u64 != 0 {
            return fail("the loop contains a convergent call and the factor does not divide its trip count".into());
        }
        return Ok(Some((Plan::Partial { count, trip: t }, shape)));
    }
    if md::flag(m, id, "llvm.loop.unroll.runtime.disable") {
        return fail(
            "its trip count is not known at compile time and runtime unrolling is disabled (llvm.loop.unroll.runtime.disable)"
                .into(),
        );
    }
    if shape.convergent {
        return fail("the loop contains a convergent call, which runtime unrolling cannot copy".into());
    }
    let Some(counted) = tc.counted(shape.header) else {
        return fail("its trip count cannot be computed (no induction variable compared with a loop-invariant bound controls its exit)".into());
    };
    if counted.exiting != shape.latch {
        return fail("runtime unrolling needs the loop to exit from its latch, and it could not be rotated".into());
    }
    let Some(form) = counted.backedge_taken_form() else {
        return fail(
            "its trip count cannot be computed (the induction variable may wrap before it reaches the bound)".into(),
        );
    };
    Ok(Some((Plan::Runtime { count, counted: counted.clone(), form }, shape)))
}

/// The largest power of two up to `MAX_AUTO_COUNT` whose copies of `size` instructions stay
/// within `budget`.
fn auto_count(size: u64, budget: u64) -> u32 {
    let mut c = MAX_AUTO_COUNT;
    while c > 1 && (c as u64) * size.max(1) > budget {
        c /= 2;
    }
    c
}

/// What a copy's exit test becomes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ExitRule {
    /// It cannot fire here: branch on.
    Never,
    /// It fires here: leave.
    Always,
    /// Kept as it is.
    Keep,
    /// The caller replaces the branch (runtime unrolling's new counter).
    Custom,
}

/// The copies of a loop body: copy 0 is the original blocks, copy `j > 0` what `maps[j - 1]`
/// made.
pub(crate) struct Copies {
    maps: Vec<CloneMap>,
}

impl Copies {
    pub(crate) fn value(&self, j: usize, v: Value) -> Value {
        if j == 0 {
            v
        } else {
            self.maps[j - 1].value(v).unwrap_or(v)
        }
    }
    pub(crate) fn block(&self, j: usize, b: Block) -> Block {
        if j == 0 {
            b
        } else {
            self.maps[j - 1].block(b).unwrap_or(b)
        }
    }
}

/// Values defined outside `blocks` that instructions in them use (they map to themselves).
fn outside_operands(f: &Function, blocks: &[Block]) -> Vec<Value> {
    let inside: HashSet<Block> = blocks.iter().copied().collect();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for &b in blocks {
        for &i in f.layout.block_insts(b) {
            f.dfg.for_each_arg(i, |v| {
                let outside = match f.dfg.value_def(v) {
                    ValueDef::Param(_) => true,
                    ValueDef::Inst(d) => f.layout.inst_block(d).is_none_or(|db| !inside.contains(&db)),
                    _ => false,
                };
                if outside && seen.insert(v) {
                    out.push(v);
                }
            });
        }
    }
    out
}

/// The phis of block `b`.
fn phis(f: &Function, b: Block) -> Vec<kiln_ir::Inst> {
    f.phis(b)
}

/// The value phi `p` takes from block `from`.
fn incoming_from(f: &Function, p: kiln_ir::Inst, from: Block) -> Option<Value> {
    f.dfg.phi_incoming(p).find(|&(_, b)| b == from).map(|(v, _)| v)
}

/// Makes copies 1..`count` of the loop body from `src` (the function before the change), each
/// copy's header phis replaced by the previous copy's values on the back edge, and places each
/// copy's blocks after the previous copy's.
fn make_copies(m: &mut Module, f: Func, src: &Function, shape: &LoopShape, count: usize) -> Result<Copies, String> {
    let outside = outside_operands(src, &shape.blocks);
    let header_phis = phis(src, shape.header);
    let mut copies = Copies { maps: Vec::new() };
    let mut after = *shape.blocks.iter().max_by_key(|b| layout_pos(src, **b)).expect("a loop has blocks");
    for j in 1..count {
        let mut map = CloneMap::new();
        for &v in &outside {
            map.set_value(v, v);
        }
        for &p in &header_phis {
            let back = incoming_from(src, p, shape.latch).ok_or("a header phi has no value from the latch")?;
            let r = src.dfg.inst_result(p).expect("a phi has a result");
            map.set_value(r, copies.value(j - 1, back));
        }
        let func = &mut m.funcs[f];
        clone_blocks(src, func, &shape.blocks, &mut map)?;
        let mut order: Vec<Block> = shape.blocks.clone();
        order.sort_by_key(|b| layout_pos(src, *b));
        for b in order {
            let nb = map.block(b).expect("cloned");
            func.layout.move_block_after(nb, after);
            after = nb;
        }
        copies.maps.push(map);
    }
    fold_induction_steps(m, f, src, shape, &copies, count);
    Ok(copies)
}

/// Rewrites the chained updates of each basic induction variable `%i` (`%next = add %i, C`,
/// `add C, %i` or `sub %i, C`) in the copies: copy `j`'s `add %next.(j-1), C` becomes
/// `add %i, (j+1)*C`, so that the unrolled loop is again a counted loop stepping by
/// `count * C` that the trip-count analysis (and a later unrolling) understands. A wrap flag
/// stays when the multiplied constant does not overflow in its sense (each copy's value is the
/// same; the updates are monotone, so the single update overflows exactly when the chain does).
fn fold_induction_steps(m: &mut Module, f: Func, src: &Function, shape: &LoopShape, copies: &Copies, count: usize) {
    let in_loop: HashSet<Block> = shape.blocks.iter().copied().collect();
    for p in phis(src, shape.header) {
        let phi = src.dfg.inst_result(p).expect("a phi has a result");
        let Some(next) = incoming_from(src, p, shape.latch) else { continue };
        let Some(ni) = src.dfg.value_inst(next) else { continue };
        if !src.layout.inst_block(ni).is_some_and(|b| in_loop.contains(&b)) {
            continue;
        }
        let InstKind::Binary { op, flags, args, .. } = *src.dfg.inst(ni) else { continue };
        let c = match op {
            Opcode::Add if args[0] == phi => args[1],
            Opcode::Add if args[1] == phi => args[0],
            Opcode::Sub if args[0] == phi => args[1],
            _ => continue,
        };
        let ValueDef::Const(k) = src.dfg.value_def(c) else { continue };
        let kiln_ir::ConstData::Int { value, .. } = *m.consts.data(k) else { continue };
        let ty = src.dfg.value_type(phi);
        let Some(bits) = m.types.int_bits(ty) else { continue };
        if bits > 64 {
            continue;
        }
        let mask = kiln_ir::fold::mask(bits);
        let signed = |x: u128| kiln_ir::fold::sext(bits, x);
        for j in 1..count {
            let nj = copies.value(j, next);
            let Some(inst) = m.funcs[f].dfg.value_inst(nj) else { continue };
            let times = (j + 1) as u128;
            let folded = value.wrapping_mul(times) & mask;
            let mut keep = flags & (InstFlags::NSW | InstFlags::NUW);
            if signed(value).checked_mul(times as i128).is_none_or(|x| x != signed(folded)) {
                keep.remove(InstFlags::NSW);
            }
            if (value & mask).checked_mul(times).is_none_or(|x| x > mask) {
                keep.remove(InstFlags::NUW);
            }
            let kc = m.consts.int(ty, bits, folded);
            let func = &mut m.funcs[f];
            let kv = func.dfg.const_value(kc, ty);
            if let InstKind::Binary { flags, args, .. } = func.dfg.inst_mut(inst) {
                *args = [phi, kv];
                *flags = (*flags - (InstFlags::NSW | InstFlags::NUW)) | keep;
            }
        }
    }
}

/// Position of `b` in the layout of `f`.
fn layout_pos(f: &Function, b: Block) -> usize {
    f.layout.blocks().iter().position(|&x| x == b).unwrap_or(usize::MAX)
}

/// Chains the copies: copy `j`'s exit test per `rule(j)`, its back edge to copy `j + 1`'s
/// header, and the last copy's back edge to `last_back` (`None`: the loop is gone and the last
/// latch becomes `unreachable` when it is not the exiting block). Updates the exit block's phis.
fn chain(
    m: &mut Module,
    f: Func,
    src: &Function,
    shape: &LoopShape,
    copies: &Copies,
    count: usize,
    rule: impl Fn(usize) -> ExitRule,
    last_back: Option<Block>,
) {
    let func = &mut m.funcs[f];
    let exit_phis = phis(src, shape.exit);
    let mut exit_incoming: Vec<Vec<(Value, Block)>> = vec![Vec::new(); exit_phis.len()];
    for j in 0..count {
        let e = copies.block(j, shape.exiting);
        let term = func.terminator(e).expect("a block has a terminator");
        let InstKind::CondBr { dests, .. } = *func.dfg.inst(term) else { unreachable!("the exiting block branches") };
        let on = if dests[0] == shape.exit { dests[1] } else { dests[0] };
        let r = rule(j);
        match r {
            ExitRule::Never => *func.dfg.inst_mut(term) = InstKind::Br { dest: on },
            ExitRule::Always => *func.dfg.inst_mut(term) = InstKind::Br { dest: shape.exit },
            ExitRule::Keep | ExitRule::Custom => {}
        }
        if matches!(r, ExitRule::Always | ExitRule::Keep) {
            for (k, &p) in exit_phis.iter().enumerate() {
                let v = incoming_from(src, p, shape.exiting).expect("LCSSA phis have the exiting block's value");
                exit_incoming[k].push((copies.value(j, v), e));
            }
        }
        if r == ExitRule::Custom {
            continue;
        }
        let latch = copies.block(j, shape.latch);
        let own_header = copies.block(j, shape.header);
        let next = if j + 1 < count { Some(copies.block(j + 1, shape.header)) } else { last_back };
        let lt = func.terminator(latch).expect("a block has a terminator");
        if !func.dfg.successors(lt).contains(&own_header) {
            continue;
        }
        match next {
            Some(h) => func.dfg.replace_successor(lt, own_header, h),
            None if r == ExitRule::Always && latch == e => {}
            None => *func.dfg.inst_mut(lt) = InstKind::Unreachable,
        }
    }
    for (k, &p) in exit_phis.iter().enumerate() {
        let others: Vec<(Value, Block)> = func.dfg.phi_incoming(p).filter(|&(_, b)| b != shape.exiting).collect();
        let mut all = others;
        all.extend(exit_incoming[k].iter().copied());
        func.dfg.set_phi_incoming(p, &all);
    }
}

/// Removes `llvm.loop` from the terminators of the latches of copies `0..upto`.
fn clear_copy_ids(m: &mut Module, f: Func, shape: &LoopShape, copies: &Copies, upto: usize) {
    let func = &mut m.funcs[f];
    for j in 0..upto {
        let latch = copies.block(j, shape.latch);
        if let Some(t) = func.terminator(latch) {
            if let Some(atts) = func.inst_metadata.get_mut(&t) {
                atts.retain(|a| a.kind != md::LOOP_KIND);
                if atts.is_empty() {
                    func.inst_metadata.remove(&t);
                }
            }
        }
    }
}

/// The follow-up attributes of a transformation that makes an unrolled loop and a remainder.
#[derive(Copy, Clone, Debug)]
pub(crate) struct FollowupNames {
    /// Added to both loops.
    pub all: &'static str,
    /// The unrolled loop's.
    pub unrolled: &'static str,
    /// The remainder's.
    pub remainder: &'static str,
    /// Without a follow-up, the unrolled loop keeps the original attributes except those whose
    /// names start with one of these.
    pub drop: &'static [&'static str],
}

/// Unrolling's follow-ups.
pub(crate) const UNROLL_FOLLOWUPS: FollowupNames = FollowupNames {
    all: "llvm.loop.unroll.followup_all",
    unrolled: "llvm.loop.unroll.followup_unrolled",
    remainder: "llvm.loop.unroll.followup_remainder",
    drop: &["llvm.loop.unroll."],
};

/// The LoopIDs of the unrolled loop and of the remainder (seed 003): the follow-ups when given;
/// otherwise the original attributes without `names.drop` (`llvm.loop.unroll.*`) plus
/// `llvm.loop.unroll.disable` for the unrolled loop, none for the remainder.
fn followup_ids(m: &mut Module, id: Option<MdNode>, names: FollowupNames) -> (Option<MdNode>, Option<MdNode>) {
    let unrolled = match md::followup_id(&mut m.metadata, id, &[names.all, names.unrolled], None) {
        Followup::Id(x) => x,
        Followup::Unspecified => {
            Some(md::post_transformation_id(&mut m.metadata, id, names.drop, &["llvm.loop.unroll.disable"]))
        }
    };
    let remainder = match md::followup_id(&mut m.metadata, id, &[names.all, names.remainder], None) {
        Followup::Id(x) => x,
        Followup::Unspecified => None,
    };
    (unrolled, remainder)
}

/// What an unrolling made: the copies of the body and the remainder loop's blocks.
pub(crate) struct Unrolled {
    /// The copies (copy 0 is the original blocks).
    pub copies: Copies,
    /// The remainder loop's copy of the original blocks (runtime unrolling).
    pub remainder: Option<CloneMap>,
}

/// Applies `plan` to the loop; returns the headers of loops it created (not to revisit).
pub fn apply(m: &mut Module, f: Func, shape: &LoopShape, plan: &Plan) -> Result<Vec<Block>, String> {
    let src = m.funcs[f].clone();
    let done = apply_with(m, f, &src, shape, plan, UNROLL_FOLLOWUPS)?;
    Ok(done.remainder.map(|r| r.block(shape.header).expect("cloned")).into_iter().collect())
}

/// `apply`, from `src` (the function before the change), with the follow-ups `names`.
pub(crate) fn apply_with(
    m: &mut Module,
    f: Func,
    src: &Function,
    shape: &LoopShape,
    plan: &Plan,
    names: FollowupNames,
) -> Result<Unrolled, String> {
    match *plan {
        Plan::Full { trip } => {
            let count = usize::try_from(trip).map_err(|_| "trip count too large")?;
            let copies = make_copies(m, f, src, shape, count)?;
            let last = count - 1;
            chain(
                m,
                f,
                src,
                shape,
                &copies,
                count,
                |j| if j == last { ExitRule::Always } else { ExitRule::Never },
                None,
            );
            drop_latch_phi_inputs(m, f, src, shape);
            clear_copy_ids(m, f, shape, &copies, count);
            Ok(Unrolled { copies, remainder: None })
        }
        Plan::Partial { count, trip } => {
            let count = count as usize;
            let fires = ((trip - 1) % count as u64) as usize;
            let copies = make_copies(m, f, src, shape, count)?;
            let rule = |j| if j == fires { ExitRule::Keep } else { ExitRule::Never };
            chain(m, f, src, shape, &copies, count, rule, Some(shape.header));
            retarget_header_phis(m, f, src, shape, &copies, count - 1, None);
            let (unrolled, _) = followup_ids(m, shape.id, names);
            let last_latch = copies.block(count - 1, shape.latch);
            let blocks = all_copy_blocks(shape, &copies, count);
            md::set_loop_id(m, f, &[last_latch], &blocks, unrolled);
            clear_copy_ids(m, f, shape, &copies, count - 1);
            Ok(Unrolled { copies, remainder: None })
        }
        Plan::Runtime { count, ref counted, form } => runtime(m, f, src, shape, count as usize, counted, form, names),
    }
}

/// Every block of every copy.
fn all_copy_blocks(shape: &LoopShape, copies: &Copies, count: usize) -> Vec<Block> {
    (0..count).flat_map(|j| shape.blocks.iter().map(move |&b| copies.block(j, b))).collect()
}

/// The header phis of copy 0 after full unrolling: only the preheader's value is left.
fn drop_latch_phi_inputs(m: &mut Module, f: Func, src: &Function, shape: &LoopShape) {
    let func = &mut m.funcs[f];
    for p in phis(src, shape.header) {
        let inc: Vec<(Value, Block)> = func.dfg.phi_incoming(p).filter(|&(_, b)| b != shape.latch).collect();
        func.dfg.set_phi_incoming(p, &inc);
    }
}

/// The header phis of copy 0: the back-edge value comes from copy `last` (and the entry value
/// from `entry` when given, instead of the preheader).
fn retarget_header_phis(
    m: &mut Module,
    f: Func,
    src: &Function,
    shape: &LoopShape,
    copies: &Copies,
    last: usize,
    entry: Option<Block>,
) {
    let func = &mut m.funcs[f];
    let last_latch = copies.block(last, shape.latch);
    for p in phis(src, shape.header) {
        let inc: Vec<(Value, Block)> = src
            .dfg
            .phi_incoming(p)
            .map(|(v, b)| {
                if b == shape.latch {
                    (copies.value(last, v), last_latch)
                } else if b == shape.preheader {
                    (v, entry.unwrap_or(b))
                } else {
                    (v, b)
                }
            })
            .collect();
        func.dfg.set_phi_incoming(p, &inc);
    }
}

/// Runtime unrolling with an epilogue (see the module documentation).
fn runtime(
    m: &mut Module,
    f: Func,
    src: &Function,
    shape: &LoopShape,
    count: usize,
    c: &CountedLoop,
    form: BackedgeForm,
    names: FollowupNames,
) -> Result<Unrolled, String> {
    let ty = src.dfg.value_type(c.phi);
    let header_phis = phis(src, shape.header);
    let exit_phis = phis(src, shape.exit);
    // The counts, at the end of the preheader.
    let pre_term = src.terminator(shape.preheader).expect("a block has a terminator");
    let mut ins = Ins { m: &mut *m, f, at: At::Before(pre_term) };
    let btc = expand_backedge_taken(&mut ins, c, form);
    let cnt = count as u128;
    let xtra = if cnt.is_power_of_two() {
        let one = ins.int(ty, 1);
        let tcv = ins.binary(Opcode::Add, InstFlags::empty(), btc, one);
        let mask = ins.int(ty, cnt - 1);
        ins.binary(Opcode::And, InstFlags::empty(), tcv, mask)
    } else {
        let cv = ins.int(ty, cnt);
        let r = ins.binary(Opcode::URem, InstFlags::empty(), btc, cv);
        let one = ins.int(ty, 1);
        let r1 = ins.binary(Opcode::Add, InstFlags::empty(), r, one);
        let full = ins.icmp(IntPredicate::Eq, r1, cv);
        let zero = ins.int(ty, 0);
        ins.select(full, zero, r1)
    };
    let cm1 = ins.int(ty, cnt - 1);
    let skip = ins.icmp(IntPredicate::Ult, btc, cm1);
    // New blocks.
    let func = &mut m.funcs[f];
    let mk = |func: &mut Function, name: &str, after: Block| {
        let b = func.dfg.make_block();
        func.layout.insert_block_after(b, after);
        let base = func.dfg.block_name(shape.header).unwrap_or("loop").to_string();
        let mut names = kiln_ir::clone::NameSet::of(func);
        let n = names.fresh_block(&format!("{base}.{name}"));
        func.dfg.block_names.insert(b, n);
        b
    };
    let unr_ph = mk(func, "unr.ph", shape.preheader);
    // Copies of the body (from the function before the change).
    let copies = make_copies(m, f, src, shape, count)?;
    let last_block = *all_copy_blocks(shape, &copies, count)
        .iter()
        .max_by_key(|b| layout_pos(&m.funcs[f], **b))
        .expect("a loop has blocks");
    let func = &mut m.funcs[f];
    let unr_exit = mk(func, "unr.exit", last_block);
    let epil_ph = mk(func, "epil.ph", unr_exit);
    // The epilogue: a copy of the original loop.
    let mut emap = CloneMap::new();
    for v in outside_operands(src, &shape.blocks) {
        emap.set_value(v, v);
    }
    clone_blocks(src, func, &shape.blocks, &mut emap)?;
    let mut after = epil_ph;
    let mut order = shape.blocks.clone();
    order.sort_by_key(|b| layout_pos(src, *b));
    for b in order {
        let nb = emap.block(b).expect("cloned");
        func.layout.move_block_after(nb, after);
        after = nb;
    }
    let epil_exit = mk(func, "epil.exit", after);
    // The preheader branches to the unrolled loop or straight to the epilogue.
    *func.dfg.inst_mut(pre_term) = InstKind::CondBr { cond: skip, dests: [epil_ph, unr_ph] };
    // unr.ph: the unrolled loop's counter, its iterations `(btc - xtra) / count + 1` (exact:
    // `btc - xtra + 1` is a multiple of `count`; no overflow even when `btc + 1` wraps).
    let mut ins = Ins { m: &mut *m, f, at: At::End(unr_ph) };
    let one = ins.int(ty, 1);
    let d = ins.binary(Opcode::Sub, InstFlags::empty(), btc, xtra);
    let q = if cnt.is_power_of_two() {
        let sh = ins.int(ty, cnt.trailing_zeros() as u128);
        ins.binary(Opcode::LShr, InstFlags::empty(), d, sh)
    } else {
        let cv = ins.int(ty, cnt);
        ins.binary(Opcode::UDiv, InstFlags::empty(), d, cv)
    };
    let niter0 = ins.binary(Opcode::Add, InstFlags::NUW, q, one);
    ins.br(shape.header);
    // The copies, the last one's exit test replaced by the counter.
    let last = count - 1;
    chain(m, f, src, shape, &copies, count, |j| if j == last { ExitRule::Custom } else { ExitRule::Never }, None);
    retarget_header_phis(m, f, src, shape, &copies, last, Some(unr_ph));
    let last_latch = copies.block(last, shape.latch);
    let first_phi = m.funcs[f].layout.block_insts(shape.header)[0];
    let mut ins = Ins { m: &mut *m, f, at: At::Before(first_phi) };
    let niter = ins.phi(ty, &[(niter0, unr_ph)]);
    let lt = ins.func().terminator(last_latch).expect("a block has a terminator");
    ins.at = At::Before(lt);
    let step = ins.int(ty, 1);
    let niter_next = ins.binary(Opcode::Sub, InstFlags::NUW, niter, step);
    let zero = ins.int(ty, 0);
    let done = ins.icmp(IntPredicate::Eq, niter_next, zero);
    let func = &mut m.funcs[f];
    *func.dfg.inst_mut(lt) = InstKind::CondBr { cond: done, dests: [unr_exit, shape.header] };
    let niter_phi = func.dfg.value_inst(niter).expect("a phi");
    func.dfg.add_phi_incoming(niter_phi, niter_next, last_latch);
    // unr.exit: LCSSA phis of the unrolled loop's values the epilogue and the exit take, then
    // on to the epilogue when iterations are left.
    let mut ins = Ins { m: &mut *m, f, at: At::End(unr_exit) };
    let unrolled_blocks: HashSet<Block> = all_copy_blocks(shape, &copies, count).into_iter().collect();
    let mut closed: Vec<(Value, Value)> = Vec::new();
    let mut close = |ins: &mut Ins, v: Value| -> Value {
        let v = copies.value(last, v);
        if let Some(&(_, c)) = closed.iter().find(|(x, _)| *x == v) {
            return c;
        }
        let def_block = ins.func().dfg.value_inst(v).and_then(|i| ins.func().layout.inst_block(i));
        if !def_block.is_some_and(|b| unrolled_blocks.contains(&b)) {
            return v;
        }
        let vty = ins.func().dfg.value_type(v);
        let c = ins.phi(vty, &[(v, last_latch)]);
        closed.push((v, c));
        c
    };
    let mut back_closed = Vec::new();
    for &p in &header_phis {
        let back = incoming_from(src, p, shape.latch).ok_or("a header phi has no latch value")?;
        back_closed.push(close(&mut ins, back));
    }
    let mut exit_closed = Vec::new();
    for &p in &exit_phis {
        let v = incoming_from(src, p, shape.exiting).expect("LCSSA phis have the exiting block's value");
        exit_closed.push(close(&mut ins, v));
    }
    let zero = ins.int(ty, 0);
    let left = ins.icmp(IntPredicate::Ne, xtra, zero);
    ins.cond_br(left, epil_ph, shape.exit);
    // epil.ph: the induction values from the preheader or the unrolled loop.
    ins.at = At::End(epil_ph);
    let mut entry_vals = Vec::new();
    for (k, &p) in header_phis.iter().enumerate() {
        let pty = src.dfg.value_type(src.dfg.inst_result(p).expect("a phi has a result"));
        let start = incoming_from(src, p, shape.preheader).ok_or("a header phi has no preheader value")?;
        let v = ins.phi(pty, &[(start, shape.preheader), (back_closed[k], unr_exit)]);
        entry_vals.push(v);
    }
    let epil_header = emap.block(shape.header).expect("cloned");
    ins.br(epil_header);
    // The epilogue's header phis enter from epil.ph; its exit goes through epil.exit.
    let func = &mut m.funcs[f];
    for (k, &p) in header_phis.iter().enumerate() {
        let ep = emap.inst(p).expect("the epilogue's phis are copies");
        let inc: Vec<(Value, Block)> = func
            .dfg
            .phi_incoming(ep)
            .map(|(v, b)| if b == shape.preheader { (entry_vals[k], epil_ph) } else { (v, b) })
            .collect();
        func.dfg.set_phi_incoming(ep, &inc);
    }
    let epil_latch = emap.block(shape.latch).expect("cloned");
    let elt = func.terminator(epil_latch).expect("a block has a terminator");
    func.dfg.replace_successor(elt, shape.exit, epil_exit);
    let mut ins = Ins { m: &mut *m, f, at: At::End(epil_exit) };
    let mut lcssa = Vec::new();
    for &p in &exit_phis {
        let pty = src.dfg.value_type(src.dfg.inst_result(p).expect("a phi has a result"));
        let v = incoming_from(src, p, shape.exiting).expect("LCSSA phis have the exiting block's value");
        let ev = emap.value(v).unwrap_or(v);
        lcssa.push((v, ins.phi(pty, &[(ev, epil_latch)])));
    }
    ins.br(shape.exit);
    let func = &mut m.funcs[f];
    for (k, &p) in exit_phis.iter().enumerate() {
        let (_, ev) = lcssa[k];
        let mut inc: Vec<(Value, Block)> = func.dfg.phi_incoming(p).filter(|&(_, b)| b != shape.exiting).collect();
        inc.push((exit_closed[k], unr_exit));
        inc.push((ev, epil_exit));
        func.dfg.set_phi_incoming(p, &inc);
    }
    // LoopIDs.
    let (unrolled, remainder) = followup_ids(m, shape.id, names);
    let blocks = all_copy_blocks(shape, &copies, count);
    md::set_loop_id(m, f, &[last_latch], &blocks, unrolled);
    clear_copy_ids(m, f, shape, &copies, count - 1);
    let epil_blocks: Vec<Block> = shape.blocks.iter().map(|&b| emap.block(b).expect("cloned")).collect();
    md::set_loop_id(m, f, &[epil_latch], &epil_blocks, remainder);
    Ok(Unrolled { copies, remainder: Some(emap) })
}

/// Emits the back-edge-taken count of a counted loop (see `BackedgeForm`) at `ins`.
pub(crate) fn expand_backedge_taken(ins: &mut Ins, c: &CountedLoop, form: BackedgeForm) -> Value {
    let ty = ins.func().dfg.value_type(c.phi);
    let no = InstFlags::empty();
    let first = if c.tested == c.next {
        let s = ins.int(ty, c.step);
        ins.binary(Opcode::Add, no, c.start, s)
    } else {
        c.start
    };
    let n = c.bound;
    match form {
        BackedgeForm::Difference { up, magnitude } => {
            let diff = if up { ins.binary(Opcode::Sub, no, n, first) } else { ins.binary(Opcode::Sub, no, first, n) };
            divide_by_step(ins, ty, diff, magnitude)
        }
        BackedgeForm::Guarded { up, pred, magnitude, inclusive } => {
            let go = ins.icmp(pred, first, n);
            let diff = if up { ins.binary(Opcode::Sub, no, n, first) } else { ins.binary(Opcode::Sub, no, first, n) };
            let diff = if inclusive {
                diff
            } else {
                let one = ins.int(ty, 1);
                ins.binary(Opcode::Sub, no, diff, one)
            };
            let q = divide_by_step(ins, ty, diff, magnitude);
            let one = ins.int(ty, 1);
            let q1 = ins.binary(Opcode::Add, no, q, one);
            let zero = ins.int(ty, 0);
            ins.select(go, q1, zero)
        }
    }
}

/// `diff /u magnitude`: nothing for 1, a shift for powers of two.
fn divide_by_step(ins: &mut Ins, ty: kiln_ir::Type, diff: Value, magnitude: u128) -> Value {
    if magnitude == 1 {
        diff
    } else if magnitude.is_power_of_two() {
        let sh = ins.int(ty, magnitude.trailing_zeros() as u128);
        ins.binary(Opcode::LShr, InstFlags::empty(), diff, sh)
    } else {
        let d = ins.int(ty, magnitude);
        ins.binary(Opcode::UDiv, InstFlags::empty(), diff, d)
    }
}

/// Why a loop whose unrolling is forced is not unrolled, as the unroll pass would decide it
/// now (`None`: it could be unrolled now — it was asked for after the unroll pass ran, or the
/// pass was not in the pipeline).
pub fn why_not_unrolled(m: &Module, f: Func, facts: &FuncFacts, l: Loop) -> Option<String> {
    decide(m, f, facts, l, Scope::All, false).err()
}

//! `loop-simplify`: puts natural loops into loop-simplify form, as LLVM's `LoopSimplify` does:
//! a preheader, a single back edge, and dedicated exits.
//!
//! - **Preheader**: a block outside the loop that is the header's only predecessor outside it
//!   and ends in `br label %header`. When missing, every outside predecessor (unreachable ones
//!   included) is redirected to a new block `<header>.preheader` laid out before the header; the
//!   header phis' outside entries move into phis `<phi>.ph` of the new block (a single value
//!   when they all agree).
//! - **One back edge**: when several latches branch to the header, they all branch to a new
//!   block `<header>.backedge` (laid out after the last latch) that branches to the header; the
//!   header phis get one entry from it, through phis `<phi>.be` where the latches disagree.
//! - **Dedicated exits**: an exit block with a predecessor outside the loop is split: the
//!   in-loop predecessors go to a new block `<exit>.loopexit` before it. The split keeps LCSSA
//!   form: entries of values defined in the loop move into phis of the new block even when only
//!   one predecessor moved (LLVM does this only when LCSSA must be preserved). An exit that is a
//!   landing pad (reached by `invoke` unwind edges) is split as LLVM's
//!   `SplitLandingPadPredecessors` does: the in-loop invokes unwind to `<exit>.loopexit`, the
//!   others to `<exit>.loopexit.split-lp`, each starting with a copy of the `landingpad`, and the
//!   old block takes the landing pad's value through a phi `lpad.phi`.
//!
//! Loops are processed innermost first. What cannot be split is left alone and the loop is
//! reported as not in simplify form: edges from `indirectbr` (into the header, from a latch, or
//! into an exit), headers that are landing pads, and landing-pad exits whose pad is a `token`
//! (a phi cannot merge tokens). Kiln has no `callbr`.
//!
//! Differences from LLVM 19 (checked with `opt-19 -passes=loop-simplify`): LLVM first tries to
//! split a loop with several back edges into two nested loops when a header phi is its own
//! incoming value on some back edges (`separateNestedLoop`); Kiln always merges the back edges.
//! LLVM also turns the terminators of unreachable blocks branching into non-header loop blocks
//! into `unreachable`, folds header phis `x = phi [x, y]` and merges exiting blocks' conditions;
//! Kiln does none of these (they are not part of the form). Block and phi names follow LLVM's.
//!
//! The loop's `!llvm.loop` attachment (its LoopID) stays on its latch's terminator: on the new
//! back-edge block's `br` when latches are merged, on the new exit block's `br` when the split
//! exit was an outer loop's header.
//!
//! Requires nothing. Preserves nothing when it changed the function (`All` otherwise).

use kiln_ir::clone::NameSet;
use kiln_ir::instructions::{FastMath, InstKind};
use kiln_ir::metadata::{MdAttachment, MdNode};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Loop, LoopInfo, Preserved};
use kiln_ir::types::TypeKind;
use kiln_ir::{Block, Func, Function, Inst, Module, SecondaryMap, Value};

/// The `loop-simplify` pass.
#[derive(Default)]
pub struct LoopSimplify {
    /// Headers of the loops the last run left out of simplify form (see the module comment).
    pub not_simplified: Vec<Block>,
}

impl FunctionPass for LoopSimplify {
    fn name(&self) -> &'static str {
        "loop-simplify"
    }

    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        if am.loop_info(m, f).num_loops() == 0 {
            self.not_simplified.clear();
            return Preserved::All;
        }
        let li = am.loop_info(m, f).clone();
        let report = simplify_function_with(&mut m.funcs[f], li);
        self.not_simplified = report.not_simplified;
        if report.changed {
            Preserved::Nothing
        } else {
            Preserved::All
        }
    }
}

/// What simplifying the loops of a function did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimplifyReport {
    /// The CFG changed.
    pub changed: bool,
    /// Headers of the loops left out of simplify form.
    pub not_simplified: Vec<Block>,
}

/// What simplifying one loop did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Simplified {
    /// The CFG changed.
    pub changed: bool,
    /// The loop is in simplify form now.
    pub in_form: bool,
}

/// Puts every loop of `f` into simplify form where possible; returns whether the CFG changed.
pub fn simplify_loops(m: &mut Module, f: Func) -> bool {
    simplify_function(m, f).changed
}

/// As `simplify_loops`, also naming the loops left out of simplify form.
pub fn simplify_function(m: &mut Module, f: Func) -> SimplifyReport {
    let func = &mut m.funcs[f];
    let li = LoopInfo::compute(func);
    simplify_function_with(func, li)
}

/// Puts the loop headed by `header` (not the loops nested in it) into simplify form where
/// possible. A block that heads no loop is reported as changed: false, in_form: false.
pub fn simplify_loop(m: &mut Module, f: Func, header: Block) -> Simplified {
    let func = &mut m.funcs[f];
    let li = LoopInfo::compute(func);
    let Some(l) = li.loop_with_header(header) else { return Simplified::default() };
    let ids = LoopIds::capture(func, &li);
    let mut names = NameSet::of(func);
    let out = simplify_one(func, &li, l, &mut names, &mut None);
    if out.changed {
        ids.restore(func, &LoopInfo::compute(func));
    }
    out
}

/// True when loop `l` is in simplify form: a preheader ending in `br`, one latch, and exit
/// blocks whose predecessors are all in the loop.
pub fn is_simplified(func: &Function, li: &LoopInfo, l: Loop) -> bool {
    let d = li.data(l);
    let preds = func.predecessors();
    let outside: Vec<Block> = distinct(preds[d.header].iter().copied().filter(|&p| !li.contains(l, p)));
    let preheader_ok = matches!(outside[..], [p] if matches!(term_kind(func, p), Some(InstKind::Br { .. })));
    let inside = distinct(preds[d.header].iter().copied().filter(|&p| li.contains(l, p)));
    preheader_ok && inside.len() == 1 && d.exits.iter().all(|&e| preds[e].iter().all(|&p| li.contains(l, p)))
}

/// Simplifies every loop of `func` (whose loop info is `li`), innermost first.
fn simplify_function_with(func: &mut Function, mut li: LoopInfo) -> SimplifyReport {
    let mut report = SimplifyReport::default();
    if li.num_loops() == 0 {
        return report;
    }
    let ids = LoopIds::capture(func, &li);
    let mut names = NameSet::of(func);
    let headers: Vec<Block> = li.innermost_first().into_iter().map(|l| li.header(l)).collect();
    let mut stale = false;
    // The predecessor lists, kept until a change to the CFG.
    let mut preds = None;
    for h in headers {
        if stale {
            li = LoopInfo::compute(func);
            stale = false;
        }
        let Some(l) = li.loop_with_header(h) else { continue };
        let out = simplify_one(func, &li, l, &mut names, &mut preds);
        if out.changed {
            report.changed = true;
            stale = true;
        }
        if !out.in_form {
            report.not_simplified.push(h);
        }
    }
    if report.changed {
        ids.restore(func, &LoopInfo::compute(func));
    }
    report
}

/// Simplifies loop `l` (described by `li`, valid on entry): preheader, dedicated exits, then
/// the single back edge, as LLVM orders them. Blocks created on the way are outside the loop
/// except the back-edge block, which is created last, so `li.contains` stays a correct
/// membership test throughout.
fn simplify_one(
    func: &mut Function,
    li: &LoopInfo,
    l: Loop,
    names: &mut NameSet,
    preds: &mut Option<SecondaryMap<Block, Vec<Block>>>,
) -> Simplified {
    let header = li.header(l);
    let mut out = Simplified { changed: false, in_form: true };
    if is_landing_pad(func, header) {
        out.in_form = false;
        return out;
    }
    let inside = |b: Block| li.contains(l, b);

    // Preheader.
    let outside: Vec<Block> =
        distinct(preds.get_or_insert_with(|| func.predecessors())[header].iter().copied().filter(|&p| !inside(p)));
    let has_preheader = matches!(outside[..], [p] if matches!(term_kind(func, p), Some(InstKind::Br { .. })));
    if !has_preheader {
        if outside.is_empty() || outside.iter().any(|&p| is_indirectbr(func, p)) {
            out.in_form = false;
        } else {
            let name = format!("{}.preheader", base_name(func, header));
            split_predecessors(func, names, header, &outside, &name, ".ph", Place::Before, &|_, _| false);
            *preds = None;
            out.changed = true;
        }
    }

    // Dedicated exits.
    for &exit in &li.data(l).exits {
        let all = distinct(preds.get_or_insert_with(|| func.predecessors())[exit].iter().copied());
        let (in_loop, outside): (Vec<Block>, Vec<Block>) = all.into_iter().partition(|&p| inside(p));
        if outside.is_empty() {
            continue;
        }
        if in_loop.iter().any(|&p| is_indirectbr(func, p)) {
            out.in_form = false;
            continue;
        }
        let keep = |func: &Function, v: Value| defined_in(func, v, &inside);
        let name = format!("{}.loopexit", base_name(func, exit));
        if is_landing_pad(func, exit) {
            let split = split_landing_pad(func, names, exit, &in_loop, &outside, &name, &keep);
            *preds = None;
            if !split {
                out.in_form = false;
                continue;
            }
        } else {
            split_predecessors(func, names, exit, &in_loop, &name, ".ph", Place::Before, &keep);
            *preds = None;
        }
        out.changed = true;
    }

    // One back edge.
    let latches: Vec<Block> =
        distinct(preds.get_or_insert_with(|| func.predecessors())[header].iter().copied().filter(|&p| inside(p)));
    if latches.len() > 1 {
        if latches.iter().any(|&p| is_indirectbr(func, p)) {
            out.in_form = false;
        } else {
            let last = func.layout.blocks().iter().copied().filter(|b| latches.contains(b)).last();
            let place = last.map_or(Place::Before, Place::After);
            let name = format!("{}.backedge", base_name(func, header));
            split_predecessors(func, names, header, &latches, &name, ".be", place, &|_, _| false);
            *preds = None;
            out.changed = true;
        }
    }
    out
}

// ---- shared helpers (also used by lcssa, rotate and licm) --------------------------------------

/// Where a new block goes in the layout.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Place {
    /// Right before the block whose predecessors are split.
    Before,
    /// Right after this block.
    After(Block),
}

/// Redirects every edge from the distinct blocks `preds` to `target` into a new block `name`
/// that branches to `target`, LLVM's `SplitBlockPredecessors`. In each phi of `target` the
/// entries of the moved edges become one entry from the new block: their value when they all
/// agree and `keep_phi` does not ask for a phi, else a phi `<phi><suffix>` of the new block.
/// The new entry takes the position of the first moved one. Returns the new block.
pub(crate) fn split_predecessors(
    func: &mut Function,
    names: &mut NameSet,
    target: Block,
    preds: &[Block],
    name: &str,
    suffix: &str,
    place: Place,
    keep_phi: &dyn Fn(&Function, Value) -> bool,
) -> Block {
    let nb = new_block(func, names, target, name, place);
    redirect(func, preds, target, nb);
    move_phi_entries(func, names, target, preds, nb, suffix, keep_phi);
    func.append_inst(nb, InstKind::Br { dest: target }, None);
    nb
}

/// Splits the predecessors of landing pad `target` into `in_loop` (unwinding to a new pad
/// `name`) and `outside` (to `<name>.split-lp`), as LLVM's `SplitLandingPadPredecessors`:
/// each new block holds the moved phi entries, a copy of the landing pad, and `br target`;
/// the landing pad of `target` becomes a phi of the copies. False (nothing changed) when the
/// landing pad is a token.
fn split_landing_pad(
    func: &mut Function,
    names: &mut NameSet,
    target: Block,
    in_loop: &[Block],
    outside: &[Block],
    name: &str,
    keep_phi: &dyn Fn(&Function, Value) -> bool,
) -> bool {
    let Some(lp) = first_non_phi(func, target) else { return false };
    let Some(lp_val) = func.dfg.inst_result(lp) else { return false };
    let ty = func.dfg.value_type(lp_val);
    if ty == kiln_ir::Type::TOKEN {
        return false;
    }
    let mut copies = Vec::new();
    for (preds, block_name) in [(in_loop, name.to_string()), (outside, format!("{name}.split-lp"))] {
        let nb = new_block(func, names, target, &block_name, Place::Before);
        redirect(func, preds, target, nb);
        move_phi_entries(func, names, target, preds, nb, ".ph", keep_phi);
        let kind = func.dfg.inst(lp).clone();
        let copy = func.append_inst(nb, kind, Some(ty));
        func.inst_srclocs[copy] = func.inst_srclocs[lp];
        let copy_val = func.dfg.inst_result(copy).expect("a landingpad has a result");
        if let Some(n) = func.dfg.value_name(lp_val).map(str::to_string) {
            let fresh = names.fresh_value(&n);
            func.dfg.set_value_name(copy_val, Some(fresh));
        }
        func.append_inst(nb, InstKind::Br { dest: target }, None);
        copies.push((copy_val, nb));
    }
    let phi = make_phi(func, ty, &copies);
    let pos = phis_of(func, target).len();
    func.layout.insert_inst(phi, target, pos);
    let phi_val = func.dfg.inst_result(phi).expect("a phi has a result");
    let fresh = names.fresh_value("lpad.phi");
    func.dfg.set_value_name(phi_val, Some(fresh));
    func.layout.remove_inst(lp);
    kiln_ir::uses::replace_all_uses(func, lp_val, phi_val);
    true
}

/// A new block named `name`, placed relative to `target`.
fn new_block(func: &mut Function, names: &mut NameSet, target: Block, name: &str, place: Place) -> Block {
    let nb = func.dfg.make_block();
    let fresh = names.fresh_block(name);
    func.dfg.block_names.insert(nb, fresh);
    match place {
        Place::After(b) => func.layout.insert_block_after(nb, b),
        Place::Before => {
            let blocks = func.layout.blocks();
            match blocks.iter().position(|&b| b == target) {
                Some(pos) if pos > 0 => {
                    let prev = blocks[pos - 1];
                    func.layout.insert_block_after(nb, prev);
                }
                _ => func.layout.append_block(nb),
            }
        }
    }
    nb
}

/// Points every edge from `preds` to `target` at `to`.
fn redirect(func: &mut Function, preds: &[Block], target: Block, to: Block) {
    for &p in preds {
        if let Some(t) = func.terminator(p) {
            func.dfg.replace_successor(t, target, to);
        }
    }
}

/// Moves the entries of `target`'s phis from `preds` to one entry from `nb` (see
/// `split_predecessors`).
fn move_phi_entries(
    func: &mut Function,
    names: &mut NameSet,
    target: Block,
    preds: &[Block],
    nb: Block,
    suffix: &str,
    keep_phi: &dyn Fn(&Function, Value) -> bool,
) {
    for phi in phis_of(func, target) {
        let entries: Vec<(Value, Block)> = func.dfg.phi_incoming(phi).collect();
        let Some(first) = entries.iter().position(|e| preds.contains(&e.1)) else { continue };
        let moved: Vec<(Value, Block)> = entries.iter().copied().filter(|e| preds.contains(&e.1)).collect();
        let agree = moved.iter().all(|e| e.0 == moved[0].0);
        let value = if agree && !keep_phi(func, moved[0].0) {
            moved[0].0
        } else {
            let result = func.dfg.inst_result(phi).expect("a phi has a result");
            let ty = func.dfg.value_type(result);
            let new_phi = make_phi(func, ty, &moved);
            let pos = phis_of(func, nb).len();
            func.layout.insert_inst(new_phi, nb, pos);
            let v = func.dfg.inst_result(new_phi).expect("a phi has a result");
            let base = func.dfg.value_name(result).unwrap_or("").to_string();
            let fresh = names.fresh_value(&format!("{base}{suffix}"));
            func.dfg.set_value_name(v, Some(fresh));
            v
        };
        let mut kept: Vec<(Value, Block)> = Vec::with_capacity(entries.len());
        for (k, e) in entries.iter().enumerate() {
            if k == first {
                kept.push((value, nb));
            } else if !preds.contains(&e.1) {
                kept.push(*e);
            }
        }
        func.dfg.set_phi_incoming(phi, &kept);
    }
}

/// A phi (not yet in the layout) of type `ty` with `entries`.
pub(crate) fn make_phi(func: &mut Function, ty: kiln_ir::Type, entries: &[(Value, Block)]) -> Inst {
    let kind = InstKind::Phi { fmf: FastMath::empty(), args: Default::default(), blocks: Default::default() };
    let phi = func.dfg.make_inst(kind, Some(ty));
    func.dfg.set_phi_incoming(phi, entries);
    phi
}

/// The leading phis of `b`.
pub(crate) fn phis_of(func: &Function, b: Block) -> Vec<Inst> {
    func.phis(b)
}

/// The first instruction of `b` that is not a phi.
pub(crate) fn first_non_phi(func: &Function, b: Block) -> Option<Inst> {
    func.layout.block_insts(b).iter().copied().find(|&i| !matches!(func.dfg.inst(i), InstKind::Phi { .. }))
}

/// True when `b` starts (after its phis) with a `landingpad`.
pub(crate) fn is_landing_pad(func: &Function, b: Block) -> bool {
    first_non_phi(func, b).is_some_and(|i| matches!(func.dfg.inst(i), InstKind::LandingPad(_)))
}

/// Where instructions may be inserted at the top of `b`: after its phis and landing pad.
pub(crate) fn insertion_index(func: &Function, b: Block) -> usize {
    phis_of(func, b).len() + usize::from(is_landing_pad(func, b))
}

fn is_indirectbr(func: &Function, b: Block) -> bool {
    matches!(term_kind(func, b), Some(InstKind::IndirectBr { .. }))
}

fn term_kind(func: &Function, b: Block) -> Option<&InstKind> {
    func.terminator(b).map(|t| func.dfg.inst(t))
}

/// The distinct blocks of `it`, in first-seen order.
pub(crate) fn distinct(it: impl Iterator<Item = Block>) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for b in it {
        if !out.contains(&b) {
            out.push(b);
        }
    }
    out
}

/// The name new blocks derived from `b` start with (LLVM uses `""` for unnamed blocks, so they
/// become `.preheader`, `.lr.ph`, ...).
pub(crate) fn base_name(func: &Function, b: Block) -> String {
    func.dfg.block_name(b).unwrap_or("").to_string()
}

/// True when `v` is the result of an instruction laid out in a block `inside` accepts.
pub(crate) fn defined_in(func: &Function, v: Value, inside: &dyn Fn(Block) -> bool) -> bool {
    func.dfg.value_inst(v).and_then(|i| func.layout.inst_block(i)).is_some_and(inside)
}

/// True when values of type `ty` may flow through a phi (not `token`, `void`, labels or
/// metadata).
pub(crate) fn phi_can_hold(m: &Module, ty: kiln_ir::Type) -> bool {
    !matches!(m.types.kind(ty), TypeKind::Token | TypeKind::Void | TypeKind::Label | TypeKind::Metadata)
        && m.types.is_first_class(ty)
        && m.types.is_sized(ty)
}

/// The `!llvm.loop` node attached to `inst`.
pub(crate) fn loop_md(func: &Function, inst: Inst) -> Option<MdNode> {
    func.inst_metadata.get(&inst)?.iter().find(|a| a.kind == "llvm.loop").map(|a| a.node)
}

/// Sets (or with `None` removes) the `!llvm.loop` attachment of `inst`.
pub(crate) fn set_loop_md(func: &mut Function, inst: Inst, node: Option<MdNode>) {
    let list = func.inst_metadata.entry(inst).or_default();
    list.retain(|a| a.kind != "llvm.loop");
    if let Some(node) = node {
        list.push(MdAttachment { kind: "llvm.loop".to_string(), node });
    }
    if list.is_empty() {
        func.inst_metadata.remove(&inst);
    }
}

/// The LoopIDs of a function's loops by header, so a transformation can put each back on its
/// loop's latch terminators afterwards (LLVM keeps the LoopID on the latch branch).
#[derive(Clone, Debug, Default)]
pub(crate) struct LoopIds {
    by_header: Vec<(Block, MdNode)>,
}

impl LoopIds {
    /// The LoopID of each loop of `li`: the `!llvm.loop` of its first latch's terminator that
    /// has one, skipping latches that are also latches of a loop nested in it (an attachment on
    /// a terminator that closes two loops belongs to the inner one).
    pub(crate) fn capture(func: &Function, li: &LoopInfo) -> LoopIds {
        let mut by_header = Vec::new();
        for l in li.loops() {
            let d = li.data(l);
            let closes_inner = |b: Block| {
                func.successors(b).into_iter().any(|s| {
                    s != d.header
                        && li.loop_with_header(s).is_some_and(|x| x != l && li.contains(l, s) && li.contains(x, b))
                })
            };
            let id = d
                .latches
                .iter()
                .filter(|&&b| !closes_inner(b))
                .find_map(|&b| func.terminator(b).and_then(|t| loop_md(func, t)));
            if let Some(id) = id {
                by_header.push((d.header, id));
            }
        }
        LoopIds { by_header }
    }

    /// Records that the loop headed by `from` is now headed by `to` (after a rotation).
    pub(crate) fn rename_header(&mut self, from: Block, to: Block) {
        for e in &mut self.by_header {
            if e.0 == from {
                e.0 = to;
            }
        }
    }

    /// Puts each recorded LoopID on the terminators of its loop's latches (in `li`, computed
    /// after the change) and takes recorded LoopIDs off every other terminator. A terminator
    /// that is a latch of two loops gets the inner loop's. Other attachments are untouched.
    pub(crate) fn restore(&self, func: &mut Function, li: &LoopInfo) {
        if self.by_header.is_empty() {
            return;
        }
        let mut want: std::collections::HashMap<Inst, MdNode> = Default::default();
        // Outer loops come first in `li.loops()`, so inner loops overwrite.
        for l in li.loops() {
            let d = li.data(l);
            let Some(&(_, id)) = self.by_header.iter().find(|e| e.0 == d.header) else { continue };
            for &latch in &d.latches {
                if let Some(t) = func.terminator(latch) {
                    want.insert(t, id);
                }
            }
        }
        let recorded = |n: MdNode| self.by_header.iter().any(|e| e.1 == n);
        for b in func.layout.blocks().to_vec() {
            let Some(t) = func.terminator(b) else { continue };
            let current = loop_md(func, t);
            let wanted = want.get(&t).copied();
            if current != wanted && (current.is_some_and(recorded) || wanted.is_some()) {
                set_loop_md(func, t, wanted);
            }
        }
    }
}

#[cfg(test)]
#[path = "simplify_tests.rs"]
pub(crate) mod tests;

//! `lcssa`: puts loops into loop-closed SSA form, as LLVM's `LCSSA` does: every value defined in
//! a loop and used outside it is used outside only through phis in the loop's exit blocks
//! (`<value>.lcssa`), for every loop, nested ones included.
//!
//! For each loop, innermost first, and each value defined in it with uses outside it (a phi's
//! use is at the end of its incoming block; uses in unreachable blocks do not count), every exit
//! block the value's definition dominates gets a phi taking the value from each predecessor.
//! A use dominated by one of those exit blocks then uses its phi; the others (after a join of
//! several exits, or in a phi entry from a predecessor outside the loop) are rewritten by the
//! SSA updater: the exit phis are stored to a slot, the uses load it, and mem2reg's
//! `promote_listed` turns the slot into SSA values, adding phis `<value>.<n>` at the joins
//! (LLVM's `SSAUpdater` names them `<value><n>`). Exit phis that end up unused are removed.
//!
//! Not rewritten (as in LLVM): `token` values, which no phi can carry, and results of an
//! `invoke` whose normal destination has other predecessors (the result is available only on
//! the normal edge, so no exit phi can take it from every predecessor); such a loop is reported
//! as not in LCSSA form by `is_lcssa`.
//!
//! Requires nothing (dedicated exits are not needed). Preserves the CFG (returns
//! `Preserved::Cfg` when it added phis, `All` otherwise).

use super::simplify::{distinct, insertion_index, make_phi, phi_can_hold};
use crate::mem2reg::promote_listed;
use kiln_ir::clone::NameSet;
use kiln_ir::domtree::{Cfg, DomTree};
use kiln_ir::entity::EntityRef;
use kiln_ir::instructions::InstKind;
use kiln_ir::pass::{AnalysisManager, FunctionPass, Loop, LoopInfo, Preserved};
use kiln_ir::uses::UseLists;
use kiln_ir::{Block, Func, Function, Inst, Module, Type, Value};
use std::collections::HashMap;

/// The `lcssa` pass.
#[derive(Default)]
pub struct Lcssa {
    /// Exit phis the last run added.
    pub phis_added: usize,
}

impl FunctionPass for Lcssa {
    fn name(&self) -> &'static str {
        "lcssa"
    }

    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        if am.loop_info(m, f).num_loops() == 0 {
            self.phis_added = 0;
            return Preserved::All;
        }
        let li = am.loop_info(m, f).clone();
        let order = li.innermost_first();
        let dt = DomTree::compute(&m.funcs[f]);
        self.phis_added = form_loops(m, f, &li, &dt, &order);
        if self.phis_added == 0 {
            Preserved::All
        } else {
            Preserved::Cfg
        }
    }
}

/// Puts every loop of `f` into LCSSA form; returns whether anything changed.
pub fn form_lcssa(m: &mut Module, f: Func) -> bool {
    let (li, dt) = loops_and_dominators(&m.funcs[f]);
    let order = li.innermost_first();
    form_loops(m, f, &li, &dt, &order) > 0
}

/// Puts the loop headed by `header` and the loops nested in it into LCSSA form; returns whether
/// anything changed (false also when `header` heads no loop).
pub fn form_lcssa_loop(m: &mut Module, f: Func, header: Block) -> bool {
    let (li, dt) = loops_and_dominators(&m.funcs[f]);
    form_lcssa_nest(m, f, &li, &dt, header)
}

/// As [`form_lcssa_loop`] with the function's loops and dominator tree at hand (both stay valid:
/// LCSSA does not change the CFG).
pub(crate) fn form_lcssa_nest(m: &mut Module, f: Func, li: &LoopInfo, dt: &DomTree, header: Block) -> bool {
    let Some(l) = li.loop_with_header(header) else { return false };
    let order: Vec<Loop> = li.innermost_first().into_iter().filter(|&x| is_within(li, x, l)).collect();
    form_loops(m, f, li, dt, &order) > 0
}

/// The loops of `func` and its dominator tree, from one CFG.
pub(crate) fn loops_and_dominators(func: &Function) -> (LoopInfo, DomTree) {
    let cfg = Cfg::compute(func);
    let dt = DomTree::with_cfg(func, &cfg);
    (LoopInfo::with(func, &cfg, &dt), dt)
}

/// True when loop `l` and every loop nested in it are in LCSSA form.
pub fn is_lcssa(func: &Function, li: &LoopInfo, l: Loop) -> bool {
    lcssa_by_header(func, li).get(&li.header(l)).copied().unwrap_or(false)
}

/// For every loop of `li`, by header: whether it and every loop nested in it are in LCSSA form.
/// One pass over the function's uses answers for all loops, so a pass that transforms loop after
/// loop asks once before the first change (a loop's transformation does not change whether the
/// loops around it or beside it are in the form).
pub fn lcssa_by_header(func: &Function, li: &LoopInfo) -> HashMap<Block, bool> {
    let uses = UseLists::compute(func);
    let dt = DomTree::compute(func);
    let mut ok: HashMap<Loop, bool> = HashMap::new();
    for x in li.innermost_first() {
        let inside = |b: Block| li.contains(x, b);
        let own = li.data(x).blocks.iter().all(|&b| {
            func.layout.block_insts(b).iter().all(|&i| {
                let Some(v) = func.dfg.inst_result(i) else { return true };
                func.dfg.value_type(v) == Type::TOKEN || outside_uses(func, &uses, &dt, v, &inside).is_empty()
            })
        });
        let nested = li.data(x).children.iter().all(|c| ok[c]);
        ok.insert(x, own && nested);
    }
    ok.into_iter().map(|(l, v)| (li.header(l), v)).collect()
}

/// True when loop `x` is `l` or nested in it.
fn is_within(li: &LoopInfo, x: Loop, l: Loop) -> bool {
    let mut cur = Some(x);
    while let Some(c) = cur {
        if c == l {
            return true;
        }
        cur = li.data(c).parent;
    }
    false
}

/// Forms LCSSA for the loops `order` of `li` (inner before outer); returns the number of exit
/// phis kept. The CFG does not change, so `li` and one dominator tree stay valid throughout.
fn form_loops(m: &mut Module, f: Func, li: &LoopInfo, dt: &DomTree, order: &[Loop]) -> usize {
    let mut added = 0;
    // Only values defined in these loops can need exit phis.
    let loop_values = |func: &Function| {
        let mut seen = vec![false; func.dfg.num_blocks()];
        let mut values = Vec::new();
        for &l in order {
            for &b in &li.data(l).blocks {
                if !std::mem::replace(&mut seen[b.index()], true) {
                    values.extend(func.layout.block_insts(b).iter().filter_map(|&i| func.dfg.inst_result(i)));
                }
            }
        }
        values
    };
    let mut uses: Option<UseLists> = None;
    // Loops changed since the use lists were computed. Forming LCSSA for loop `a` changes only
    // the uses of `a`'s values and adds phis in `a`'s exit blocks, so the lists stay exact for
    // every loop that neither contains `a` nor one of those exits.
    let mut changed: Vec<Loop> = Vec::new();
    for &l in order {
        let stale = |a: Loop| is_within(li, a, l) || li.data(a).exits.iter().any(|&e| li.contains(l, e));
        if changed.iter().any(|&a| stale(a)) {
            uses = None;
            changed.clear();
        }
        let lists = uses.get_or_insert_with(|| {
            let func = &m.funcs[f];
            UseLists::compute_for(func, &loop_values(func))
        });
        let n = form_one(m, f, li, dt, l, lists);
        if n > 0 {
            added += n;
            changed.push(l);
        }
    }
    added
}

/// Where a value is used.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum UseSite {
    /// By this instruction (not a phi).
    Inst(Inst),
    /// By entry `.1` of this phi.
    PhiEntry(Inst, usize),
}

impl UseSite {
    /// The block the use happens in (a phi entry's incoming block).
    pub(crate) fn block(self, func: &Function) -> Option<Block> {
        match self {
            UseSite::Inst(i) => func.layout.inst_block(i),
            UseSite::PhiEntry(phi, k) => func.dfg.phi_incoming(phi).nth(k).map(|e| e.1),
        }
    }

    /// Makes the use of `old` a use of `new`.
    pub(crate) fn replace(self, func: &mut Function, old: Value, new: Value) {
        match self {
            UseSite::Inst(i) => func.dfg.map_args(i, |v| if v == old { new } else { v }),
            UseSite::PhiEntry(phi, k) => {
                let mut entries: Vec<(Value, Block)> = func.dfg.phi_incoming(phi).collect();
                if entries[k].0 == old {
                    entries[k].0 = new;
                    func.dfg.set_phi_incoming(phi, &entries);
                }
            }
        }
    }
}

/// Every use of `v` by an instruction in the layout, one site per use (`users` may be stale:
/// users that no longer use `v` are skipped, users added since are missed).
pub(crate) fn use_sites(func: &Function, users: &[Inst], v: Value) -> Vec<UseSite> {
    let mut sites = Vec::new();
    for &u in &distinct_insts(users) {
        if func.layout.inst_block(u).is_none() {
            continue;
        }
        if matches!(func.dfg.inst(u), InstKind::Phi { .. }) {
            for (k, (val, _)) in func.dfg.phi_incoming(u).enumerate() {
                if val == v {
                    sites.push(UseSite::PhiEntry(u, k));
                }
            }
        } else {
            let mut uses_it = false;
            func.dfg.for_each_arg(u, |a| uses_it |= a == v);
            if uses_it {
                sites.push(UseSite::Inst(u));
            }
        }
    }
    sites
}

fn distinct_insts(list: &[Inst]) -> Vec<Inst> {
    let mut out: Vec<Inst> = Vec::with_capacity(list.len());
    for &i in list {
        if out.last() != Some(&i) && !out.contains(&i) {
            out.push(i);
        }
    }
    out
}

/// The uses of `v` outside the blocks `inside` accepts, in reachable blocks.
fn outside_uses(
    func: &Function,
    uses: &UseLists,
    dt: &DomTree,
    v: Value,
    inside: &dyn Fn(Block) -> bool,
) -> Vec<UseSite> {
    // Most values are used only by instructions in the loop: answered without listing sites.
    let users = uses.users(v);
    let inside_user = |u: Inst| {
        !matches!(func.dfg.inst(u), InstKind::Phi { .. }) && func.layout.inst_block(u).is_some_and(|b| inside(b))
    };
    if users.iter().all(|&u| inside_user(u)) {
        return Vec::new();
    }
    use_sites(func, users, v)
        .into_iter()
        .filter(|s| s.block(func).is_some_and(|b| !inside(b) && dt.is_reachable(b)))
        .collect()
}

/// True when `v` is available on entry to block `b` from every predecessor: its definition
/// dominates `b` (for an `invoke`, its normal edge does, the normal destination having no other
/// predecessor).
pub(crate) fn available_at_entry(func: &Function, dt: &DomTree, v: Value, b: Block) -> bool {
    let Some(i) = func.dfg.value_inst(v) else { return true };
    let Some(d) = func.layout.inst_block(i) else { return false };
    match func.dfg.inst(i) {
        InstKind::Invoke(data) => {
            let n = data.normal;
            let preds = func.predecessors();
            distinct(preds[n].iter().copied()) == [d] && dt.dominates(n, b)
        }
        _ => d != b && dt.dominates(d, b),
    }
}

/// Forms LCSSA for the values defined in loop `l`; returns the number of exit phis kept.
fn form_one(m: &mut Module, f: Func, li: &LoopInfo, dt: &DomTree, l: Loop, uses: &UseLists) -> usize {
    let inside = |b: Block| li.contains(l, b);
    let exits = li.data(l).exits.clone();
    let mut work: Vec<(Value, Vec<UseSite>)> = Vec::new();
    {
        let func = &m.funcs[f];
        for &b in &li.data(l).blocks {
            for &i in func.layout.block_insts(b) {
                let Some(v) = func.dfg.inst_result(i) else { continue };
                if !phi_can_hold(m, func.dfg.value_type(v)) {
                    continue;
                }
                let sites = outside_uses(func, uses, dt, v, &inside);
                if !sites.is_empty() {
                    work.push((v, sites));
                }
            }
        }
    }
    if work.is_empty() {
        return 0;
    }
    let mut repair = SlotRepair::default();
    let mut new_phis: Vec<Inst> = Vec::new();
    let func = &mut m.funcs[f];
    let preds = func.predecessors();
    let mut names = NameSet::of(func);
    for (v, mut sites) in work {
        let ty = func.dfg.value_type(v);
        let base = func.dfg.value_name(v).unwrap_or("").to_string();
        let mut exit_phis: Vec<(Block, Value)> = Vec::new();
        for &e in &exits {
            if !available_at_entry(func, dt, v, e) {
                continue;
            }
            let entries: Vec<(Value, Block)> = preds[e].iter().map(|&p| (v, p)).collect();
            let phi = make_phi(func, ty, &entries);
            func.layout.insert_inst(phi, e, 0);
            let pv = func.dfg.inst_result(phi).expect("a phi has a result");
            func.dfg.set_value_name(pv, Some(names.fresh_value(&format!("{base}.lcssa"))));
            for (k, &(_, p)) in entries.iter().enumerate() {
                if !inside(p) {
                    sites.push(UseSite::PhiEntry(phi, k));
                }
            }
            exit_phis.push((e, pv));
            new_phis.push(phi);
        }
        if exit_phis.is_empty() {
            continue;
        }
        let mut slot = None;
        for site in sites {
            let Some(at) = site.block(func) else { continue };
            if let Some(&(_, pv)) = exit_phis.iter().find(|&&(e, _)| dt.dominates(e, at)) {
                site.replace(func, v, pv);
                continue;
            }
            let s = *slot.get_or_insert_with(|| {
                let s = repair.slot(func, ty, &base);
                for &(e, pv) in &exit_phis {
                    let pos = insertion_index(func, e);
                    repair.store(func, s, pv, e, pos);
                }
                s
            });
            let loaded = repair.load_for(func, s, ty, site);
            site.replace(func, v, loaded);
        }
    }
    repair.finish(m, f);
    remove_unused_phis(&mut m.funcs[f], &new_phis)
}

/// Removes the phis of `phis` that nothing but themselves uses; returns how many stay.
fn remove_unused_phis(func: &mut Function, phis: &[Inst]) -> usize {
    let counts = kiln_ir::uses::use_counts(func);
    let mut kept = 0;
    for &phi in phis {
        let Some(v) = func.dfg.inst_result(phi) else { continue };
        let self_uses = func.dfg.phi_incoming(phi).filter(|e| e.0 == v).count() as u32;
        if counts[v.index()] <= self_uses {
            func.layout.remove_inst(phi);
        } else {
            kept += 1;
        }
    }
    kept
}

/// An SSA updater over memory: values with several definitions are stored to slots at each
/// definition, their uses load the slot, and `finish` promotes the slots with mem2reg's
/// `promote_listed` (the one SSA construction of the code base), which places the phis.
#[derive(Default)]
pub(crate) struct SlotRepair {
    slots: Vec<Inst>,
}

impl SlotRepair {
    /// A new slot for values of type `ty`, named `name` so the phis mem2reg places are
    /// `<name>.<n>`.
    pub(crate) fn slot(&mut self, func: &mut Function, ty: Type, name: &str) -> Value {
        let entry = func.layout.entry_block().expect("a function with loops has an entry block");
        let kind = InstKind::Alloca { ty, count: None, align: 0, addrspace: 0 };
        let a = func.dfg.make_inst(kind, Some(Type::PTR));
        func.layout.insert_inst(a, entry, 0);
        let p = func.dfg.inst_result(a).expect("an alloca has a result");
        if !name.is_empty() {
            func.dfg.set_value_name(p, Some(name.to_string()));
        }
        self.slots.push(a);
        p
    }

    /// Stores `v` to `slot` at position `pos` of block `b`.
    pub(crate) fn store(&mut self, func: &mut Function, slot: Value, v: Value, b: Block, pos: usize) {
        let st = func.dfg.make_inst(InstKind::store(v, slot, 0), None);
        func.layout.insert_inst(st, b, pos);
    }

    /// Stores `v` to `slot` right before the terminator of `b`.
    pub(crate) fn store_at_end(&mut self, func: &mut Function, slot: Value, v: Value, b: Block) {
        let pos = func.layout.block_insts(b).len().saturating_sub(1);
        self.store(func, slot, v, b, pos);
    }

    /// A load of `slot` where `site` uses a value: right before the instruction, or at the end
    /// of a phi entry's incoming block.
    pub(crate) fn load_for(&mut self, func: &mut Function, slot: Value, ty: Type, site: UseSite) -> Value {
        let ld = func.dfg.make_inst(InstKind::load(slot, 0), Some(ty));
        match site {
            UseSite::Inst(u) => func.layout.insert_inst_before(ld, u),
            UseSite::PhiEntry(..) => {
                let b = site.block(func).expect("a phi entry has an incoming block");
                let pos = func.layout.block_insts(b).len().saturating_sub(1);
                func.layout.insert_inst(ld, b, pos);
            }
        }
        func.dfg.inst_result(ld).expect("a load has a result")
    }

    /// Promotes the slots to SSA values.
    pub(crate) fn finish(self, m: &mut Module, f: Func) {
        if self.slots.is_empty() {
            return;
        }
        let dt = DomTree::compute(&m.funcs[f]);
        let promoted = promote_listed(m, f, &dt, &self.slots);
        debug_assert_eq!(promoted, self.slots.len(), "every repair slot is promotable");
    }
}

#[cfg(test)]
#[path = "lcssa_tests.rs"]
mod tests;

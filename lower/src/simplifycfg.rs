//! `simplifycfg`: folds constant branches, deletes unreachable blocks, merges straight-line
//! blocks and bypasses empty forwarding blocks, to a fixed point.
//!
//! Each round: (1) `br i1 true/false`, `br` with two equal targets, `switch` on a constant
//! integer, `switch` without cases and `switch` whose every destination is the same become
//! `br`; (2) blocks unreachable from the entry are deleted (their phi entries in reachable
//! successors go too); (3) a block whose single predecessor edge comes from a block ending in
//! an unconditional `br` to it is appended to that predecessor (its phis become their single
//! incoming value); (4) a block holding only `br %s` is bypassed (its predecessors branch to
//! `%s` directly) unless a phi of `%s` would then need two different values for one
//! predecessor. Phis always keep one entry per predecessor edge. Blocks whose address is taken
//! (`blockaddress`) are never deleted or merged away: unreachable ones become `unreachable`
//! stubs. The entry block stays first.
//!
//! Requires nothing. Preserves nothing when it changed the function (`All` otherwise).

use crate::util::{poison_value, Replacements};
use kiln_ir::constant::{ConstData, ConstPool};
use kiln_ir::entity::EntityRef;
use kiln_ir::instructions::InstKind;
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{Block, Func, Function, Inst, Module, Value};

/// The `simplifycfg` pass.
#[derive(Default)]
pub struct SimplifyCfg {
    /// Number of blocks deleted or merged away by the last run.
    pub blocks_removed: usize,
    /// Number of terminators folded into `br` by the last run.
    pub branches_folded: usize,
}

impl FunctionPass for SimplifyCfg {
    fn name(&self) -> &'static str {
        "simplifycfg"
    }

    fn run(&mut self, m: &mut Module, f: Func, _am: &mut AnalysisManager) -> Preserved {
        let stats = simplify_cfg(m, f);
        self.blocks_removed = stats.blocks_removed;
        self.branches_folded = stats.branches_folded;
        if stats.blocks_removed + stats.branches_folded == 0 {
            Preserved::All
        } else {
            Preserved::Nothing
        }
    }
}

/// Deletes the blocks of `f` unreachable from its entry and nothing else (round 2 of
/// `simplify_cfg` alone), for passes that leave dead code behind but need the rest of the CFG
/// as it is (loop unrolling, which must not disturb the form of the loops it has not reached).
/// Returns the number of blocks removed.
pub fn remove_unreachable_blocks(m: &mut Module, f: Func) -> usize {
    let address_taken = address_taken_blocks(m, f);
    let func = &mut m.funcs[f];
    if func.layout.entry_block().is_none() {
        return 0;
    }
    let gone = vec![false; func.dfg.num_blocks()];
    let mut s =
        Simplifier { stats: CfgStats::default(), preds: Vec::new(), address_taken, repl: Replacements::new(), gone };
    s.remove_unreachable(func);
    s.stats.blocks_removed
}

/// What one run changed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CfgStats {
    /// Blocks deleted or merged into their predecessor.
    pub blocks_removed: usize,
    /// Terminators replaced by an unconditional `br`.
    pub branches_folded: usize,
}

/// Simplifies the control flow of `f` to a fixed point; returns what changed.
pub fn simplify_cfg(m: &mut Module, f: Func) -> CfgStats {
    let address_taken = address_taken_blocks(m, f);
    let Module { consts, funcs, .. } = m;
    let func = &mut funcs[f];
    let gone = vec![false; func.dfg.num_blocks()];
    let mut s =
        Simplifier { stats: CfgStats::default(), preds: Vec::new(), address_taken, repl: Replacements::new(), gone };
    if func.layout.entry_block().is_none() {
        return s.stats;
    }
    loop {
        let before = s.stats;
        s.fold_terminators(consts, func);
        s.remove_unreachable(func);
        s.compute_preds(func);
        s.merge_into_predecessors(consts, func);
        s.bypass_empty_blocks(func);
        s.repl.apply(func);
        s.thread_phi_branches(consts, func);
        s.repl = Replacements::new();
        if s.stats == before {
            return s.stats;
        }
    }
}

/// Blocks of `f` named by a `blockaddress` constant of the module (by block index).
pub(crate) fn address_taken_blocks(m: &Module, f: Func) -> Vec<bool> {
    let mut taken = vec![false; m.funcs[f].dfg.num_blocks()];
    for (_, data) in m.consts.iter() {
        if let ConstData::BlockAddr { func, block } = data {
            if *func == f {
                if let Some(t) = taken.get_mut(block.index()) {
                    *t = true;
                }
            }
        }
    }
    taken
}

/// Scratch state of one run.
struct Simplifier {
    stats: CfgStats,
    /// Predecessor edges of each block (by index), kept current by rounds 3 and 4.
    preds: Vec<Vec<Block>>,
    address_taken: Vec<bool>,
    /// Phis of merged blocks, replaced by their incoming value at the end of the round.
    repl: Replacements,
    /// Blocks emptied and deleted in the current phase but still in the block order: they
    /// leave it all at once in `flush_deleted`, since one-by-one removal is quadratic.
    gone: Vec<bool>,
}

impl Simplifier {
    fn is_address_taken(&self, b: Block) -> bool {
        self.address_taken.get(b.index()).copied().unwrap_or(false)
    }

    /// True when `b` is in the layout and not deleted by the current phase.
    fn is_live(&self, func: &Function, b: Block) -> bool {
        func.layout.is_block_inserted(b) && !self.gone.get(b.index()).copied().unwrap_or(false)
    }

    /// Deletes `b`: takes its instructions out of the layout now (so they can be appended
    /// elsewhere) and the block itself at the next `flush_deleted`.
    fn delete_block(&mut self, func: &mut Function, b: Block) {
        func.layout.retain_insts(b, |_| false);
        if let Some(g) = self.gone.get_mut(b.index()) {
            *g = true;
        }
        self.stats.blocks_removed += 1;
    }

    /// Removes the blocks deleted so far from the block order, in one pass.
    fn flush_deleted(&mut self, func: &mut Function) {
        if !self.gone.iter().any(|&g| g) {
            return;
        }
        let gone = &self.gone;
        func.layout.retain_blocks(|b| !gone.get(b.index()).copied().unwrap_or(false));
        self.gone.iter_mut().for_each(|g| *g = false);
    }

    // ---- round 1: constant terminators -------------------------------------------------------

    /// Replaces terminators whose destination is known by `br`.
    fn fold_terminators(&mut self, consts: &ConstPool, func: &mut Function) {
        for b in func.layout.blocks().to_vec() {
            let Some(term) = func.terminator(b) else { continue };
            if let Some(target) = known_destination(consts, func, term) {
                if !matches!(func.dfg.inst(term), InstKind::Br { .. }) {
                    redirect_terminator(func, b, term, target);
                    self.stats.branches_folded += 1;
                }
            }
        }
    }

    // ---- round 2: unreachable blocks ---------------------------------------------------------

    /// Deletes the blocks unreachable from the entry. An unreachable block whose address is
    /// taken stays, as a stub holding only `unreachable`, so every `blockaddress` still names a
    /// block of the function (LLVM deletes it and rewrites the constants instead).
    fn remove_unreachable(&mut self, func: &mut Function) {
        let reachable = reachable_blocks(func);
        let dead: Vec<Block> = func
            .layout
            .blocks()
            .iter()
            .copied()
            .filter(|&b| !reachable[b.index()] && !(self.is_address_taken(b) && is_stub(func, b)))
            .collect();
        for &b in &dead {
            for s in func.successors(b) {
                if func.layout.is_block_inserted(s) {
                    remove_phi_entries(func, s, b, usize::MAX);
                }
            }
        }
        for &b in &dead {
            if self.is_address_taken(b) {
                func.layout.retain_insts(b, |_| false);
                let u = func.dfg.make_inst(InstKind::Unreachable, None);
                func.layout.append_inst(u, b);
                self.stats.blocks_removed += 1;
            } else {
                self.delete_block(func, b);
            }
        }
        self.flush_deleted(func);
    }

    /// Rebuilds the predecessor lists from the terminators.
    fn compute_preds(&mut self, func: &Function) {
        self.preds = vec![Vec::new(); func.dfg.num_blocks()];
        for &b in func.layout.blocks() {
            for s in func.successors(b) {
                if let Some(list) = self.preds.get_mut(s.index()) {
                    list.push(b);
                }
            }
        }
    }

    // ---- round 3: straight-line merging ------------------------------------------------------

    /// Appends each block with a single predecessor edge, from a block ending in `br` to it, to
    /// that predecessor; whole chains at once, so a long straight line costs linear time.
    fn merge_into_predecessors(&mut self, consts: &mut ConstPool, func: &mut Function) {
        for p in func.layout.blocks().to_vec() {
            if !self.is_live(func, p) {
                continue;
            }
            let chain = self.mergeable_chain(func, p);
            if !chain.is_empty() {
                self.merge_chain(consts, func, p, &chain);
            }
        }
        self.flush_deleted(func);
    }

    /// The blocks that can be appended to `p` one after the other: each is the target of the
    /// previous one's `br`, and that `br` is its only predecessor edge.
    fn mergeable_chain(&self, func: &Function, p: Block) -> Vec<Block> {
        let mut chain = Vec::new();
        let mut tail = p;
        while let Some(term) = func.terminator(tail) {
            let InstKind::Br { dest: b } = *func.dfg.inst(term) else { break };
            // A single predecessor edge from `tail` also rules out revisiting the chain.
            if b == tail || b == p || self.is_address_taken(b) || self.preds[b.index()] != [tail] {
                break;
            }
            chain.push(b);
            tail = b;
        }
        chain
    }

    /// Moves the instructions of `chain` (minus phis and all but the last terminator) to the
    /// end of `p` in place of `p`'s `br`; the phis become their single incoming value.
    fn merge_chain(&mut self, consts: &mut ConstPool, func: &mut Function, p: Block, chain: &[Block]) {
        if let Some(br) = func.terminator(p) {
            func.layout.remove_inst(br);
        }
        for (k, &b) in chain.iter().enumerate() {
            let insts: Vec<Inst> = func.layout.block_insts(b).to_vec();
            for &i in &insts {
                if matches!(func.dfg.inst(i), InstKind::Phi { .. }) {
                    self.dissolve_phi(consts, func, i);
                }
            }
            self.delete_block(func, b);
            let is_last = k + 1 == chain.len();
            for &i in &insts {
                let kind = func.dfg.inst(i);
                if matches!(kind, InstKind::Phi { .. }) || (!is_last && kind.is_terminator()) {
                    continue;
                }
                func.layout.append_inst(i, p);
            }
            self.preds[b.index()].clear();
        }
        let Some(&last) = chain.last() else { return };
        let mut seen: Vec<Block> = Vec::new();
        for s in func.successors(p) {
            if seen.contains(&s) {
                continue;
            }
            seen.push(s);
            rename_phi_block(func, s, last, p);
            if let Some(list) = self.preds.get_mut(s.index()) {
                list.iter_mut().filter(|x| **x == last).for_each(|x| *x = p);
            }
        }
    }

    /// Records that a phi with a single predecessor is its incoming value (poison if it only
    /// names itself).
    fn dissolve_phi(&mut self, consts: &mut ConstPool, func: &mut Function, phi: Inst) {
        let Some(result) = func.dfg.inst_result(phi) else { return };
        let incoming = func.dfg.phi_incoming(phi).next().map(|(v, _)| v);
        let value = match incoming.map(|v| self.repl.resolve(v)) {
            Some(v) if v != result => v,
            _ => poison_value(consts, func, func.dfg.value_type(result)),
        };
        self.repl.insert(result, value);
    }

    // ---- round 4: empty forwarding blocks ----------------------------------------------------

    /// Bypasses blocks that hold nothing but `br %s`.
    fn bypass_empty_blocks(&mut self, func: &mut Function) {
        let entry = func.layout.entry_block();
        for b in func.layout.blocks().to_vec() {
            if Some(b) == entry || !self.is_live(func, b) || self.is_address_taken(b) {
                continue;
            }
            let [only] = func.layout.block_insts(b)[..] else { continue };
            let InstKind::Br { dest: s } = *func.dfg.inst(only) else { continue };
            let preds = &self.preds[b.index()];
            let from_indirectbr = preds
                .iter()
                .any(|&p| matches!(func.terminator(p).map(|t| func.dfg.inst(t)), Some(InstKind::IndirectBr { .. })));
            if s == b || preds.is_empty() || from_indirectbr || !self.phis_allow_bypass(func, b, s) {
                continue;
            }
            self.bypass(func, b, s);
        }
        self.flush_deleted(func);
    }

    /// True when every phi of `s` can take `b`'s value from each of `b`'s predecessors: a
    /// predecessor that already reaches `s` directly must bring the same value.
    fn phis_allow_bypass(&self, func: &Function, b: Block, s: Block) -> bool {
        let preds = &self.preds[b.index()];
        for &i in func.layout.block_insts(s) {
            if !matches!(func.dfg.inst(i), InstKind::Phi { .. }) {
                break;
            }
            let entries: Vec<(Value, Block)> = func.dfg.phi_incoming(i).collect();
            let Some(from_b) = entries.iter().find(|e| e.1 == b).map(|e| self.repl.resolve(e.0)) else {
                return false;
            };
            for &(v, q) in &entries {
                if preds.contains(&q) && self.repl.resolve(v) != from_b {
                    return false;
                }
            }
        }
        true
    }

    /// Points every predecessor of `b` at `s` and deletes `b`.
    fn bypass(&mut self, func: &mut Function, b: Block, s: Block) {
        let preds = std::mem::take(&mut self.preds[b.index()]);
        let phis: Vec<Inst> = phis_of(func, s);
        for phi in phis {
            let mut entries: Vec<(Value, Block)> = func.dfg.phi_incoming(phi).collect();
            let Some(pos) = entries.iter().position(|e| e.1 == b) else { continue };
            let (v, _) = entries.remove(pos);
            entries.extend(preds.iter().map(|&p| (v, p)));
            func.dfg.set_phi_incoming(phi, &entries);
        }
        let mut seen: Vec<Block> = Vec::new();
        for &p in &preds {
            if !seen.contains(&p) {
                seen.push(p);
                if let Some(t) = func.terminator(p) {
                    func.dfg.replace_successor(t, b, s);
                }
            }
        }
        let list = &mut self.preds[s.index()];
        if let Some(pos) = list.iter().position(|&x| x == b) {
            list.remove(pos);
        }
        list.extend_from_slice(&preds);
        self.delete_block(func, b);
    }
}

impl Simplifier {
    // ---- round 5: branches on a phi of constants ---------------------------------------------

    /// A block that holds only a phi and a `br i1` or `switch` on it (the shape coroutine
    /// splitting leaves at every suspend point, and `&&`/`||` chains produce): each predecessor
    /// whose incoming value is a constant branches straight to the destination that constant
    /// selects. The phi must have no other use, since the threaded paths skip it.
    fn thread_phi_branches(&mut self, consts: &ConstPool, func: &mut Function) {
        let entry = func.layout.entry_block();
        let uses = crate::util::use_counts(func);
        for b in func.layout.blocks().to_vec() {
            if Some(b) == entry || self.is_address_taken(b) {
                continue;
            }
            let [phi, term] = func.layout.block_insts(b)[..] else { continue };
            let Some(pv) = func.dfg.inst_result(phi) else { continue };
            let on_phi = match func.dfg.inst(term) {
                InstKind::CondBr { cond, .. } => *cond == pv,
                InstKind::Switch(sw) => sw.arg == pv,
                _ => false,
            };
            if !matches!(func.dfg.inst(phi), InstKind::Phi { .. }) || !on_phi || uses[pv.index()] != 1 {
                continue;
            }
            let incoming: Vec<(Value, Block)> = func.dfg.phi_incoming(phi).collect();
            let mut threaded: Vec<Block> = Vec::new();
            for &(v, p) in &incoming {
                if p == b || threaded.contains(&p) {
                    continue;
                }
                let Some(c) = func.dfg.value_const(v).filter(|&c| matches!(consts.data(c), ConstData::Int { .. }))
                else {
                    continue;
                };
                let Some(pt) = func.terminator(p) else { continue };
                if matches!(func.dfg.inst(pt), InstKind::IndirectBr { .. }) {
                    continue;
                }
                let target = destination_for(consts, func, term, c);
                if target == b {
                    continue;
                }
                // The target's phis take from `p` what they took from `b`; an edge `p` already
                // has to the target must agree.
                let edges = func.dfg.successors(pt).iter().filter(|&&x| x == b).count();
                let mut updates = Vec::new();
                let mut agree = true;
                for tphi in phis_of(func, target) {
                    let entries: Vec<(Value, Block)> = func.dfg.phi_incoming(tphi).collect();
                    let Some(from_b) = entries.iter().find(|e| e.1 == b).map(|e| e.0) else {
                        agree = false;
                        break;
                    };
                    if entries.iter().any(|e| e.1 == p && e.0 != from_b) {
                        agree = false;
                        break;
                    }
                    let mut new = entries.clone();
                    new.extend(std::iter::repeat_n((from_b, p), edges));
                    updates.push((tphi, new));
                }
                if !agree {
                    continue;
                }
                for (tphi, new) in updates {
                    func.dfg.set_phi_incoming(tphi, &new);
                }
                func.dfg.replace_successor(pt, b, target);
                threaded.push(p);
                self.stats.branches_folded += 1;
            }
            if !threaded.is_empty() {
                let left: Vec<(Value, Block)> = incoming.into_iter().filter(|e| !threaded.contains(&e.1)).collect();
                func.dfg.set_phi_incoming(phi, &left);
            }
        }
    }
}

/// Where terminator `term` (a `br i1` or `switch`) goes when its condition is constant `c`.
fn destination_for(consts: &ConstPool, func: &Function, term: Inst, c: kiln_ir::Constant) -> Block {
    match func.dfg.inst(term) {
        InstKind::CondBr { dests, .. } => match consts.data(c) {
            ConstData::Int { value, .. } if value & 1 == 1 => dests[0],
            _ => dests[1],
        },
        InstKind::Switch(s) => s.cases.iter().find(|case| case.0 == c).map_or(s.default, |case| case.1),
        _ => unreachable!("only branches on a value are threaded"),
    }
}

/// The single destination `term` is known to transfer to, if any: the target of `br`, the
/// taken side of `br i1 <const>`, the common target of a `br` or `switch` whose destinations
/// are all equal, or the matching case of a `switch` on a constant integer.
fn known_destination(consts: &ConstPool, func: &Function, term: Inst) -> Option<Block> {
    let const_int = |v: Value| match func.dfg.value_const(v).filter(|&c| consts.contains(c)) {
        Some(c) => match consts.data(c) {
            ConstData::Int { .. } => Some(c),
            _ => None,
        },
        None => None,
    };
    match func.dfg.inst(term) {
        InstKind::Br { dest } => Some(*dest),
        InstKind::CondBr { cond, dests } => {
            if dests[0] == dests[1] {
                return Some(dests[0]);
            }
            let c = const_int(*cond)?;
            match consts.data(c) {
                ConstData::Int { value, .. } => Some(if value & 1 == 1 { dests[0] } else { dests[1] }),
                _ => None,
            }
        }
        InstKind::Switch(s) => {
            if s.cases.iter().all(|c| c.1 == s.default) {
                return Some(s.default);
            }
            let c = const_int(s.arg)?;
            Some(s.cases.iter().find(|case| case.0 == c).map_or(s.default, |case| case.1))
        }
        _ => None,
    }
}

/// Replaces the terminator of `b` by `br target` and drops the phi entries of the edges that
/// disappear (one per removed edge).
fn redirect_terminator(func: &mut Function, b: Block, term: Inst, target: Block) {
    let old = func.dfg.successors(term);
    *func.dfg.inst_mut(term) = InstKind::Br { dest: target };
    let mut done: Vec<Block> = Vec::new();
    for &s in &old {
        if done.contains(&s) {
            continue;
        }
        done.push(s);
        let edges = old.iter().filter(|&&x| x == s).count();
        let kept = usize::from(s == target);
        if edges > kept {
            remove_phi_entries(func, s, b, edges - kept);
        }
    }
}

/// The leading phis of `b`.
fn phis_of(func: &Function, b: Block) -> Vec<Inst> {
    func.phis(b)
}

/// Removes up to `count` entries for predecessor `from` from every phi of `s`.
fn remove_phi_entries(func: &mut Function, s: Block, from: Block, count: usize) {
    for phi in phis_of(func, s) {
        let mut left = count;
        let entries: Vec<(Value, Block)> = func
            .dfg
            .phi_incoming(phi)
            .filter(|e| {
                if e.1 == from && left > 0 {
                    left -= 1;
                    false
                } else {
                    true
                }
            })
            .collect();
        if left != count {
            func.dfg.set_phi_incoming(phi, &entries);
        }
    }
}

/// Renames the incoming block `from` into `to` in every phi of `s`.
fn rename_phi_block(func: &mut Function, s: Block, from: Block, to: Block) {
    for phi in phis_of(func, s) {
        let mut entries: Vec<(Value, Block)> = func.dfg.phi_incoming(phi).collect();
        if !entries.iter().any(|e| e.1 == from) {
            continue;
        }
        for e in &mut entries {
            if e.1 == from {
                e.1 = to;
            }
        }
        func.dfg.set_phi_incoming(phi, &entries);
    }
}

/// Which blocks (by index) the entry or an address-taken block reaches (a `blockaddress` may
/// be jumped to from anywhere, so what it reaches must stay).
/// Whether `b` is the `unreachable`-only stub of an address-taken block.
fn is_stub(func: &Function, b: Block) -> bool {
    matches!(func.layout.block_insts(b), [i] if matches!(func.dfg.inst(*i), InstKind::Unreachable))
}

/// The blocks reachable from the entry (through every kind of edge, `indirectbr` included).
fn reachable_blocks(func: &Function) -> Vec<bool> {
    let mut seen = vec![false; func.dfg.num_blocks()];
    let Some(entry) = func.layout.entry_block() else { return seen };
    let mut work = vec![entry];
    seen[entry.index()] = true;
    while let Some(b) = work.pop() {
        kiln_ir::domtree::for_each_successor(func, b, |s| {
            if let Some(slot) = seen.get_mut(s.index()) {
                if !*slot && func.layout.is_block_inserted(s) {
                    *slot = true;
                    work.push(s);
                }
            }
        });
    }
    seen
}

#[cfg(test)]
#[path = "simplifycfg_tests.rs"]
mod tests;

//! `mem2reg`: promotes stack slots to SSA values (Cytron et al.: phis at the iterated dominance
//! frontier of the stores, pruned by liveness, then renaming in a dominator-tree walk).
//!
//! Promoted: allocas in the entry block, of one element (no count or a constant count of 1), of
//! a scalar or vector type (integer, floating point, pointer, vector), whose every use is a
//! non-volatile `load` of exactly that type, a non-volatile `store` of a value of exactly that
//! type *to* it, or a `llvm.lifetime.start`/`end` marker. Loads become the reaching stored value
//! (`undef` before any store and in unreachable blocks), stores and lifetime markers are
//! deleted, and new phis named `<alloca>.<n>` merge the values at join points, one entry per
//! predecessor edge. The walk uses an explicit stack, so deep dominator trees are fine.
//!
//! Requires: the dominator tree (from the analysis manager). Preserves the CFG (returns
//! `Preserved::Cfg` when it promoted something, `All` otherwise).

use crate::util::{undef_value, Replacements};
use kiln_ir::domtree::{for_each_successor, Cfg, DomTree};
use kiln_ir::entity::EntityRef;
use kiln_ir::instructions::{FastMath, InstFlags, InstKind};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::types::TypeKind;
use kiln_ir::{Block, ConstData, Func, Function, Inst, Intrinsic, Module, Type, Value};
use std::collections::HashSet;

/// The `mem2reg` pass.
#[derive(Default)]
pub struct Mem2Reg {
    /// Number of allocas promoted by the last run.
    pub promoted: usize,
}

impl FunctionPass for Mem2Reg {
    fn name(&self) -> &'static str {
        "mem2reg"
    }

    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        let dt = am.dom_tree(m, f);
        self.promoted = promote_allocas(m, f, dt);
        if self.promoted == 0 {
            Preserved::All
        } else {
            Preserved::Cfg
        }
    }
}

/// Marks "no slot" / "never stamped" in the dense tables.
const NONE: u32 = u32::MAX;

/// One promotable alloca: a variable of the SSA construction.
struct Var {
    alloca: Inst,
    ptr: Value,
    ty: Type,
    /// Still promotable after looking at every use.
    ok: bool,
    /// Reachable blocks holding a store to it.
    def_blocks: Vec<Block>,
    /// Reachable blocks where a load comes before any store.
    use_first_blocks: Vec<Block>,
}

/// Promotes every promotable alloca of `f`; returns how many were promoted. `dt` must be the
/// dominator tree of `f` as it is now.
pub fn promote_allocas(m: &mut Module, f: Func, dt: &DomTree) -> usize {
    let vars = find_candidates(m, &m.funcs[f]);
    promote(m, f, dt, vars)
}

/// Promotes the listed allocas of `f` (of any sized first-class type, aggregates included, in
/// any block) whose uses allow it; returns how many were promoted. Passes that build SSA
/// through memory (statepoint rewriting) use this for their own slots.
pub fn promote_listed(m: &mut Module, f: Func, dt: &DomTree, allocas: &[Inst]) -> usize {
    let func = &m.funcs[f];
    let vars = allocas
        .iter()
        .filter_map(|&inst| {
            let InstKind::Alloca { ty, count: None, .. } = func.dfg.inst(inst) else { return None };
            let ptr = func.dfg.inst_result(inst)?;
            (m.types.is_first_class(*ty) && m.types.is_sized(*ty)).then(|| Var {
                alloca: inst,
                ptr,
                ty: *ty,
                ok: true,
                def_blocks: Vec::new(),
                use_first_blocks: Vec::new(),
            })
        })
        .collect();
    promote(m, f, dt, vars)
}

/// Promotes the candidate variables whose uses allow it.
fn promote(m: &mut Module, f: Func, dt: &DomTree, mut vars: Vec<Var>) -> usize {
    if vars.is_empty() {
        return 0;
    }
    let slot_of = slot_table(&m.funcs[f], &vars);
    check_uses(m, &m.funcs[f], dt, &mut vars, &slot_of);
    vars.retain(|v| v.ok);
    if vars.is_empty() {
        return 0;
    }
    let slot_of = slot_table(&m.funcs[f], &vars);
    let func = &m.funcs[f];
    let cfg = Cfg::compute(func);
    let placement = place_phis(func, &cfg, dt, &vars);
    let mut r = Renamer::new(m, f, &vars, slot_of, placement);
    r.create_phis(m, f, &vars);
    r.rename(m, f, dt, &cfg, &vars);
    vars.len()
}

/// Allocas of the entry block that could be promoted by their own shape (uses not yet checked).
fn find_candidates(m: &Module, func: &Function) -> Vec<Var> {
    let Some(entry) = func.layout.entry_block() else {
        return Vec::new();
    };
    let mut vars = Vec::new();
    for &inst in func.layout.block_insts(entry) {
        let InstKind::Alloca { ty, count, .. } = func.dfg.inst(inst) else {
            continue;
        };
        let Some(ptr) = func.dfg.inst_result(inst) else {
            continue;
        };
        let single = match count {
            None => true,
            Some(c) => matches!(crate::util::value_const_data(m, func, *c), Some(ConstData::Int { value: 1, .. })),
        };
        if single && is_promotable_type(m, *ty) {
            let var =
                Var { alloca: inst, ptr, ty: *ty, ok: true, def_blocks: Vec::new(), use_first_blocks: Vec::new() };
            vars.push(var);
        }
    }
    vars
}

/// Scalars and vectors: the types a register can hold.
fn is_promotable_type(m: &Module, ty: Type) -> bool {
    matches!(
        m.types.kind(ty),
        TypeKind::Int
            | TypeKind::Half
            | TypeKind::Float
            | TypeKind::Double
            | TypeKind::X86Fp80
            | TypeKind::Ptr
            | TypeKind::Vector
    ) && m.types.is_sized(ty)
}

/// Variable number of each value (by value index; `NONE` for values that are no alloca of ours).
fn slot_table(func: &Function, vars: &[Var]) -> Vec<u32> {
    let mut slot_of = vec![NONE; func.dfg.values().len()];
    for (i, v) in vars.iter().enumerate() {
        slot_of[v.ptr.index()] = i as u32;
    }
    slot_of
}

/// The variable `v` is the address of, if any.
fn slot(slot_of: &[u32], v: Value) -> Option<usize> {
    slot_of.get(v.index()).copied().filter(|&s| s != NONE).map(|s| s as usize)
}

/// True for calls of `llvm.lifetime.start` / `llvm.lifetime.end`.
fn is_lifetime_marker(m: &Module, func: &Function, inst: Inst) -> bool {
    matches!(crate::util::called_intrinsic(m, func, inst), Some(Intrinsic::LifetimeStart | Intrinsic::LifetimeEnd))
}

/// Looks at every use of every candidate: clears `ok` for those used in any other way than a
/// plain load or store of their type or a lifetime marker, and records the blocks that store
/// to each candidate and those that load it before storing.
fn check_uses(m: &Module, func: &Function, dt: &DomTree, vars: &mut [Var], slot_of: &[u32]) {
    // Per variable: the last block in which an access was seen and in which a store was seen.
    let mut seen_in = vec![NONE; vars.len()];
    let mut stored_in = vec![NONE; vars.len()];
    for &b in func.layout.blocks() {
        let reachable = dt.is_reachable(b);
        for &inst in func.layout.block_insts(b) {
            match func.dfg.inst(inst) {
                InstKind::Load { flags, ptr, .. } => {
                    let Some(s) = slot(slot_of, *ptr) else { continue };
                    let result_ty = func.dfg.inst_result(inst).map(|r| func.dfg.value_type(r));
                    if flags.contains(InstFlags::VOLATILE) || result_ty != Some(vars[s].ty) {
                        vars[s].ok = false;
                    } else if reachable && seen_in[s] != b.as_u32() {
                        vars[s].use_first_blocks.push(b);
                    }
                    seen_in[s] = b.as_u32();
                }
                InstKind::Store { flags, args: [val, ptr], .. } => {
                    if let Some(s) = slot(slot_of, *val) {
                        vars[s].ok = false;
                    }
                    let Some(s) = slot(slot_of, *ptr) else { continue };
                    if flags.contains(InstFlags::VOLATILE) || func.dfg.value_type(*val) != vars[s].ty {
                        vars[s].ok = false;
                    } else if reachable && stored_in[s] != b.as_u32() {
                        vars[s].def_blocks.push(b);
                        stored_in[s] = b.as_u32();
                    }
                    seen_in[s] = b.as_u32();
                }
                InstKind::Call(_) if is_lifetime_marker(m, func, inst) => {}
                _ => func.dfg.for_each_arg(inst, |v| {
                    if let Some(s) = slot(slot_of, v) {
                        vars[s].ok = false;
                    }
                }),
            }
        }
    }
}

/// Where phis go: for each block (by index), the variables needing a phi there, in variable
/// order.
struct Placement {
    phis_at: Vec<Vec<u32>>,
    num_phis: usize,
}

/// Dominance frontier of every reachable block (Cytron et al.: walk up from each predecessor of
/// a join point to the join point's immediate dominator, stopping early where an earlier walk
/// for the same join point passed, so the work is linear in the size of the frontiers).
fn dominance_frontiers(func: &Function, cfg: &Cfg, dt: &DomTree) -> Vec<Vec<Block>> {
    let mut df: Vec<Vec<Block>> = vec![Vec::new(); func.dfg.num_blocks()];
    for &b in dt.rpo() {
        let preds = cfg.preds(b);
        if preds.len() < 2 {
            continue;
        }
        let idom = dt.idom(b);
        for &p in preds {
            if !dt.is_reachable(p) {
                continue;
            }
            let mut runner = p;
            while Some(runner) != idom {
                let list = &mut df[runner.index()];
                if list.last() == Some(&b) {
                    // An earlier predecessor's walk already went from here up to `idom`.
                    break;
                }
                list.push(b);
                match dt.idom(runner) {
                    Some(up) => runner = up,
                    None => break,
                }
            }
        }
    }
    df
}

/// Pruned phi placement: the iterated dominance frontier of each variable's store blocks,
/// restricted to the blocks where the variable is live on entry.
fn place_phis(func: &Function, cfg: &Cfg, dt: &DomTree, vars: &[Var]) -> Placement {
    let n = func.dfg.num_blocks();
    let mut placement = Placement { phis_at: vec![Vec::new(); n], num_phis: 0 };
    if vars.iter().all(|v| v.use_first_blocks.is_empty()) {
        return placement;
    }
    let df = dominance_frontiers(func, cfg, dt);
    // Stamps (variable number) so the tables never need clearing.
    let mut live = vec![NONE; n];
    let mut defines = vec![NONE; n];
    let mut queued = vec![NONE; n];
    let mut has_phi = vec![NONE; n];
    let mut work: Vec<Block> = Vec::new();
    for (vi, var) in vars.iter().enumerate() {
        if var.use_first_blocks.is_empty() {
            continue;
        }
        let stamp = vi as u32;
        for &b in &var.def_blocks {
            defines[b.index()] = stamp;
        }
        // Live-in blocks: from each upward-exposed load, backwards until a block that stores.
        work.clear();
        for &b in &var.use_first_blocks {
            if live[b.index()] != stamp {
                live[b.index()] = stamp;
                work.push(b);
            }
        }
        while let Some(b) = work.pop() {
            for &p in cfg.preds(b) {
                let pi = p.index();
                if live[pi] == stamp || defines[pi] == stamp || !dt.is_reachable(p) {
                    continue;
                }
                live[pi] = stamp;
                work.push(p);
            }
        }
        // Iterated dominance frontier of the store blocks.
        work.clear();
        for &b in &var.def_blocks {
            queued[b.index()] = stamp;
            work.push(b);
        }
        while let Some(x) = work.pop() {
            for &y in &df[x.index()] {
                let yi = y.index();
                if has_phi[yi] == stamp || live[yi] != stamp {
                    continue;
                }
                has_phi[yi] = stamp;
                placement.phis_at[yi].push(stamp);
                placement.num_phis += 1;
                if queued[yi] != stamp {
                    queued[yi] = stamp;
                    work.push(y);
                }
            }
        }
    }
    for list in &mut placement.phis_at {
        list.sort_unstable();
    }
    placement
}

/// State of the renaming walk.
struct Renamer {
    slot_of: Vec<u32>,
    placement: Placement,
    /// For each block (by index), the phis created there: `(variable, phi, phi number)`.
    block_phis: Vec<Vec<(u32, Inst, u32)>>,
    /// Incoming entries of each created phi, by phi number.
    incoming: Vec<Vec<(Value, Block)>>,
    /// `undef` of each variable's type.
    undef: Vec<Value>,
    /// Current reaching definition of each variable.
    current: Vec<Value>,
    /// Values to restore when leaving a dominator subtree: `(variable, previous value)`.
    undo: Vec<(u32, Value)>,
    repl: Replacements,
    dead: Vec<bool>,
}

impl Renamer {
    fn new(m: &mut Module, f: Func, vars: &[Var], slot_of: Vec<u32>, placement: Placement) -> Self {
        let Module { consts, funcs, .. } = m;
        let func = &mut funcs[f];
        let undef: Vec<Value> = vars.iter().map(|v| undef_value(consts, func, v.ty)).collect();
        Renamer {
            slot_of,
            block_phis: vec![Vec::new(); func.dfg.num_blocks()],
            incoming: vec![Vec::new(); placement.num_phis],
            placement,
            current: undef.clone(),
            undef,
            undo: Vec::new(),
            repl: Replacements::new(),
            dead: vec![false; func.dfg.num_insts()],
        }
    }

    /// Creates the placed phis at the top of their blocks (before any existing phi), named
    /// after their alloca when it has a name.
    fn create_phis(&mut self, m: &mut Module, f: Func, vars: &[Var]) {
        let func = &mut m.funcs[f];
        let mut names = PhiNamer::new(func);
        let mut number = 0u32;
        let blocks: Vec<Block> = func.layout.blocks().to_vec();
        for b in blocks {
            let wanted = std::mem::take(&mut self.placement.phis_at[b.index()]);
            for (pos, &vi) in wanted.iter().enumerate() {
                let var = &vars[vi as usize];
                let kind =
                    InstKind::Phi { fmf: FastMath::empty(), args: Default::default(), blocks: Default::default() };
                let phi = func.dfg.make_inst(kind, Some(var.ty));
                func.layout.insert_inst(phi, b, pos);
                if let Some(result) = func.dfg.inst_result(phi) {
                    let name = func.dfg.value_name(var.ptr).map(|base| names.fresh(base));
                    func.dfg.set_value_name(result, name);
                }
                self.block_phis[b.index()].push((vi, phi, number));
                number += 1;
            }
        }
        self.dead.resize(func.dfg.num_insts(), false);
    }

    /// Rewrites loads, deletes stores and markers, fills in the phis, and removes the allocas.
    fn rename(&mut self, m: &mut Module, f: Func, dt: &DomTree, cfg: &Cfg, vars: &[Var]) {
        let func_ro = &m.funcs[f];
        self.walk_dominator_tree(m, func_ro, dt);
        for &b in func_ro.layout.blocks() {
            if !dt.is_reachable(b) {
                self.rewrite_block(m, func_ro, b, true);
            }
        }
        let func = &mut m.funcs[f];
        self.finish_phis(func, dt, cfg);
        self.repl.apply(func);
        for var in vars {
            self.dead[var.alloca.index()] = true;
        }
        let blocks: Vec<Block> = func.layout.blocks().to_vec();
        let dead = &self.dead;
        for b in blocks {
            if func.layout.block_insts(b).iter().any(|i| dead[i.index()]) {
                func.layout.retain_insts(b, |i| !dead[i.index()]);
            }
        }
    }

    /// Visits the reachable blocks in dominator-tree pre-order with an explicit stack.
    fn walk_dominator_tree(&mut self, m: &Module, func: &Function, dt: &DomTree) {
        let rpo = dt.rpo();
        let Some(&entry) = rpo.first() else { return };
        let (child_start, children) = dominator_children(func, dt);
        // Frames: (block, index of the next child to visit, undo-log length on entry).
        let mut stack: Vec<(Block, u32, usize)> = vec![(entry, child_start[entry.index()], self.undo.len())];
        self.enter_block(m, func, entry);
        while let Some(top) = stack.last_mut() {
            let (b, next, mark) = *top;
            if next < child_start[b.index() + 1] {
                top.1 += 1;
                let child = children[next as usize];
                stack.push((child, child_start[child.index()], self.undo.len()));
                self.enter_block(m, func, child);
            } else {
                stack.pop();
                while self.undo.len() > mark {
                    if let Some((vi, old)) = self.undo.pop() {
                        self.current[vi as usize] = old;
                    }
                }
            }
        }
    }

    /// Renames inside a reachable block and feeds its successors' phis.
    fn enter_block(&mut self, m: &Module, func: &Function, b: Block) {
        for &(vi, phi, _) in &self.block_phis[b.index()] {
            if let Some(result) = func.dfg.inst_result(phi) {
                self.undo.push((vi, self.current[vi as usize]));
                self.current[vi as usize] = result;
            }
        }
        self.rewrite_block(m, func, b, false);
        let (block_phis, incoming, current) = (&self.block_phis, &mut self.incoming, &self.current);
        for_each_successor(func, b, |s| {
            if let Some(list) = block_phis.get(s.index()) {
                for &(vi, _, number) in list {
                    incoming[number as usize].push((current[vi as usize], b));
                }
            }
        });
    }

    /// Replaces loads of promoted variables with their reaching value (`undef` in unreachable
    /// blocks), records stores as new reaching values, and marks both (and lifetime markers)
    /// dead.
    fn rewrite_block(&mut self, m: &Module, func: &Function, b: Block, unreachable: bool) {
        for &inst in func.layout.block_insts(b) {
            match func.dfg.inst(inst) {
                InstKind::Load { ptr, .. } => {
                    let Some(s) = slot(&self.slot_of, *ptr) else { continue };
                    if let Some(result) = func.dfg.inst_result(inst) {
                        let value = if unreachable { self.undef[s] } else { self.current[s] };
                        self.repl.insert(result, value);
                    }
                    self.dead[inst.index()] = true;
                }
                InstKind::Store { args: [val, ptr], .. } => {
                    let Some(s) = slot(&self.slot_of, *ptr) else { continue };
                    if !unreachable {
                        self.undo.push((s as u32, self.current[s]));
                        self.current[s] = self.repl.resolve(*val);
                    }
                    self.dead[inst.index()] = true;
                }
                InstKind::Call(c)
                    if c.args.len() == 2
                        && slot(&self.slot_of, c.args[1]).is_some()
                        && is_lifetime_marker(m, func, inst) =>
                {
                    self.dead[inst.index()] = true;
                }
                _ => {}
            }
        }
    }

    /// Gives unreachable predecessors `undef` entries, orders each phi's entries like the
    /// block order, and stores them.
    fn finish_phis(&mut self, func: &mut Function, dt: &DomTree, cfg: &Cfg) {
        let mut position = vec![u32::MAX; func.dfg.num_blocks()];
        for (i, &b) in func.layout.blocks().iter().enumerate() {
            position[b.index()] = i as u32;
        }
        for b in func.layout.blocks().to_vec() {
            for &(vi, phi, number) in &self.block_phis[b.index()] {
                let entries = &mut self.incoming[number as usize];
                for &p in cfg.preds(b) {
                    if !dt.is_reachable(p) {
                        entries.push((self.undef[vi as usize], p));
                    }
                }
                entries.sort_by_key(|&(_, p)| position[p.index()]);
                func.dfg.set_phi_incoming(phi, entries);
            }
        }
    }
}

/// Children of each reachable block in the dominator tree, in reverse post-order, as a
/// prefix table (`start` has one entry per block plus one) and the flat child list.
fn dominator_children(func: &Function, dt: &DomTree) -> (Vec<u32>, Vec<Block>) {
    let n = func.dfg.num_blocks();
    let mut start = vec![0u32; n + 1];
    for &b in dt.rpo() {
        if let Some(d) = dt.idom(b) {
            start[d.index() + 1] += 1;
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut children = vec![Block::new(0); start[n] as usize];
    for &b in dt.rpo() {
        if let Some(d) = dt.idom(b) {
            children[fill[d.index()] as usize] = b;
            fill[d.index()] += 1;
        }
    }
    (start, children)
}

/// Hands out local names `<base>.<n>` not yet used in the function. The SSA updaters that place
/// phis themselves (loop rotation's) name them through it too, so a phi gets the same name
/// whichever placed it.
pub(crate) struct PhiNamer {
    taken: HashSet<String>,
    next: std::collections::HashMap<String, u32>,
}

impl PhiNamer {
    fn new(func: &Function) -> Self {
        let taken = func.dfg.value_names.values().chain(func.dfg.block_names.values()).cloned().collect();
        PhiNamer { taken, next: Default::default() }
    }

    /// A namer for phis derived from `bases` only: it records just the names of the function
    /// that such a phi could clash with (`<base>.<digits>`), so it costs one scan and no copy of
    /// every name.
    pub(crate) fn for_bases(func: &Function, bases: &[&str]) -> Self {
        let relevant = |name: &&String| {
            name.rsplit_once('.')
                .is_some_and(|(b, d)| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()) && bases.contains(&b))
        };
        let names = func.dfg.value_names.values().chain(func.dfg.block_names.values());
        PhiNamer { taken: names.filter(relevant).cloned().collect(), next: Default::default() }
    }

    /// A fresh name derived from `base`.
    pub(crate) fn fresh(&mut self, base: &str) -> String {
        let counter = self.next.entry(base.to_string()).or_insert(0);
        loop {
            let candidate = format!("{base}.{counter}");
            *counter += 1;
            if self.taken.insert(candidate.clone()) {
                return candidate;
            }
        }
    }
}

#[cfg(test)]
#[path = "mem2reg_tests.rs"]
mod tests;

//! SSA construction from mutable variables after Braun, Buchwald, Hack, Leißa, Mallon and
//! Zwinkau, "Simple and Efficient Construction of Static Single Assignment Form" (CC 2013).
//!
//! Each block records the last value it assigned to each variable. Reading a variable where no
//! local definition exists looks through the predecessors: a sealed block (all predecessors
//! known) with one predecessor asks that predecessor; with several it places a phi and asks each
//! predecessor for an operand; an unsealed block gets an operand-less *incomplete* phi that is
//! completed when the block is sealed. A phi whose operands are all one value (or itself) is
//! *trivial*: it is removed and every use of it rewritten, which may make phis that use it trivial
//! in turn. At the end, strongly connected groups of phis that together merge only one outside
//! value (possible with irreducible control flow) are removed too (the paper's section 3.2).
//!
//! The lookup runs on an explicit task stack rather than by recursion, so that deep chains of
//! blocks cannot overflow the native stack.
//!
//! Bookkeeping: `defs` may hold values of phis removed later; every read goes through
//! `resolve`, which follows the `replaced` map, so the variable maps never yield a removed phi.
//! Users of each builder-made phi are recorded so that removal can rewrite them in place.

use crate::constant::{ConstData, ConstPool};
use crate::dfg::{Block, BlockList, Inst, Value, ValueList};
use crate::entity::{PrimaryMap, SecondaryMap};
use crate::instructions::{FastMath, InstKind};
use crate::module::Function;
use crate::types::Type;
use std::collections::{HashMap, HashSet};

crate::entity!(
    /// A mutable variable of the front end, turned into SSA values by the builder.
    Variable,
    "var"
);

/// What the function and its module offer the SSA builder: the body and the constant pool
/// (for `undef`).
pub(crate) struct SsaCtx<'a> {
    /// The function under construction.
    pub func: &'a mut Function,
    /// The module's constants.
    pub consts: &'a mut ConstPool,
}

impl SsaCtx<'_> {
    /// The per-function value of `undef` of type `ty`.
    fn undef(&mut self, ty: Type) -> Value {
        let c = self.consts.intern(ConstData::Undef(ty));
        self.func.dfg.const_value(c, ty)
    }
}

/// One step of a variable lookup; every `Read` leaves exactly one value on the result stack.
#[derive(Copy, Clone, Debug)]
enum Task {
    /// Find the variable's value at the end of the block and push it.
    Read(Block),
    /// Record the value on top of the result stack as the block's definition (single-predecessor
    /// blocks cache what their predecessor gave them).
    Define(Block),
    /// Pop one value per predecessor of `block`, make them the operands of `phi`, try to remove
    /// it, and push what stands for it.
    FinishPhi {
        /// The phi being completed.
        phi: Value,
        /// Its block.
        block: Block,
    },
}

/// Variable maps, sealing state and phi bookkeeping of one function under construction.
#[derive(Default)]
pub(crate) struct SsaBuilder {
    /// The type of each declared variable.
    var_types: PrimaryMap<Variable, Type>,
    /// The value each variable holds at the end of (the filled part of) each block.
    defs: HashMap<(Variable, Block), Value>,
    /// Blocks whose predecessors are all known.
    sealed: SecondaryMap<Block, bool>,
    /// Predecessors of each block, one entry per edge, in the order the edges were added.
    preds: SecondaryMap<Block, Vec<Block>>,
    /// Phis placed in unsealed blocks, completed when the block is sealed.
    incomplete: HashMap<Block, Vec<(Variable, Value)>>,
    /// Phis made by the builder and not removed.
    live_phis: HashSet<Value>,
    /// The variable each builder phi was placed for.
    phi_vars: HashMap<Value, Variable>,
    /// Live phis whose operands are not filled in yet (never candidates for removal).
    pending_phis: HashSet<Value>,
    /// Instructions using each live phi (may hold stale entries; rewriting is idempotent).
    phi_users: HashMap<Value, Vec<Inst>>,
    /// Removed phi -> the value that replaced it.
    replaced: HashMap<Value, Value>,
    /// Number of `Define` tasks on the stack per block (detects single-predecessor cycles).
    pending_defines: HashMap<Block, u32>,
    /// Lookup task stack (scratch).
    tasks: Vec<Task>,
    /// Lookup result stack (scratch).
    results: Vec<Value>,
}

impl SsaBuilder {
    // ---- variables -----------------------------------------------------------------------------

    /// Declares a variable of type `ty`.
    pub fn declare_var(&mut self, ty: Type) -> Variable {
        self.var_types.push(ty)
    }

    /// The type of `var`, if it was declared.
    pub fn var_type(&self, var: Variable) -> Option<Type> {
        self.var_types.get(var).copied()
    }

    /// Records that `var` holds `val` at the current end of `block`.
    pub fn def_var(&mut self, var: Variable, block: Block, val: Value) {
        let val = self.resolve(val);
        self.defs.insert((var, block), val);
    }

    /// The value of `var` at the current end of `block`, placing phis as needed.
    pub fn use_var(&mut self, cx: &mut SsaCtx, var: Variable, block: Block) -> Value {
        debug_assert!(self.tasks.is_empty() && self.results.is_empty());
        self.tasks.push(Task::Read(block));
        self.run(cx, var)
    }

    /// Follows the replacement chain of removed phis to the value that stands for `v` now.
    pub fn resolve(&self, mut v: Value) -> Value {
        while let Some(&r) = self.replaced.get(&v) {
            v = r;
        }
        v
    }

    // ---- blocks --------------------------------------------------------------------------------

    /// True when `block` has been sealed.
    pub fn is_sealed(&self, block: Block) -> bool {
        self.sealed[block]
    }

    /// Predecessors of `block` recorded so far (one per edge).
    pub fn preds(&self, block: Block) -> &[Block] {
        &self.preds[block]
    }

    /// Records an edge `pred -> block`; the caller has checked that `block` is not sealed.
    pub fn add_pred(&mut self, block: Block, pred: Block) {
        debug_assert!(!self.sealed[block]);
        self.preds[block].push(pred);
    }

    /// Declares that `block` will get no more predecessors and completes its incomplete phis.
    pub fn seal(&mut self, cx: &mut SsaCtx, block: Block) {
        if self.sealed[block] {
            return;
        }
        let incomplete = self.incomplete.remove(&block).unwrap_or_default();
        for (var, phi) in incomplete {
            debug_assert!(self.tasks.is_empty() && self.results.is_empty());
            self.push_phi_operand_reads(phi, block);
            self.run(cx, var);
        }
        self.sealed[block] = true;
    }

    // ---- the lookup machine --------------------------------------------------------------------

    /// Runs the task stack for `var` to completion and returns the one value it computed.
    fn run(&mut self, cx: &mut SsaCtx, var: Variable) -> Value {
        while let Some(task) = self.tasks.pop() {
            match task {
                Task::Read(b) => self.read(cx, var, b),
                Task::Define(b) => self.define_from_top(var, b),
                Task::FinishPhi { phi, block } => self.finish_phi(cx, phi, block),
            }
        }
        let v = self.results.pop().expect("SSA lookup must leave exactly one result");
        debug_assert!(self.results.is_empty());
        self.resolve(v)
    }

    /// Handles `Task::Read(b)`.
    fn read(&mut self, cx: &mut SsaCtx, var: Variable, b: Block) {
        if let Some(&v) = self.defs.get(&(var, b)) {
            let v = self.resolve(v);
            self.results.push(v);
            return;
        }
        let ty = self.var_types[var];
        if !self.sealed[b] {
            let phi = self.make_phi(cx.func, b, var);
            self.incomplete.entry(b).or_default().push((var, phi));
            self.defs.insert((var, b), phi);
            self.results.push(phi);
            return;
        }
        let num_preds = self.preds[b].len();
        let in_single_pred_walk = self.pending_defines.get(&b).is_some_and(|&n| n > 0);
        if num_preds == 0 {
            // The entry block or an unreachable block: the variable was never assigned.
            let u = cx.undef(ty);
            self.defs.insert((var, b), u);
            self.results.push(u);
        } else if num_preds == 1 && !in_single_pred_walk {
            let pred = self.preds[b][0];
            *self.pending_defines.entry(b).or_insert(0) += 1;
            self.tasks.push(Task::Define(b));
            self.tasks.push(Task::Read(pred));
        } else {
            // Several predecessors, or a cycle of single-predecessor blocks (unreachable code):
            // a phi defined before its operands are read breaks the cycle.
            let phi = self.make_phi(cx.func, b, var);
            self.defs.insert((var, b), phi);
            self.push_phi_operand_reads(phi, b);
        }
    }

    /// Pushes the tasks that read one operand per predecessor of `block` and then finish `phi`.
    fn push_phi_operand_reads(&mut self, phi: Value, block: Block) {
        self.tasks.push(Task::FinishPhi { phi, block });
        for &p in self.preds[block].iter().rev() {
            self.tasks.push(Task::Read(p));
        }
    }

    /// Handles `Task::Define(b)`.
    fn define_from_top(&mut self, var: Variable, b: Block) {
        if let Some(n) = self.pending_defines.get_mut(&b) {
            *n -= 1;
            if *n == 0 {
                self.pending_defines.remove(&b);
            }
        }
        let top = *self.results.last().expect("Define follows a Read");
        self.defs.insert((var, b), top);
    }

    /// Handles `Task::FinishPhi`: fills in the operands, then tries to remove the phi.
    fn finish_phi(&mut self, cx: &mut SsaCtx, phi: Value, block: Block) {
        let num_preds = self.preds[block].len();
        let start = self.results.len() - num_preds;
        let incoming: Vec<(Value, Block)> =
            self.results[start..].iter().zip(&self.preds[block]).map(|(&v, &p)| (self.resolve(v), p)).collect();
        self.results.truncate(start);
        let inst = phi_inst(cx.func, phi);
        cx.func.dfg.set_phi_incoming(inst, &incoming);
        self.pending_phis.remove(&phi);
        for &(v, _) in &incoming {
            self.note_use(v, inst);
        }
        self.remove_trivial(cx, vec![phi]);
        let v = self.resolve(phi);
        self.results.push(v);
    }

    // ---- phis ----------------------------------------------------------------------------------

    /// Creates an operand-less phi for `var` after the phis at the top of `block`.
    fn make_phi(&mut self, func: &mut Function, block: Block, var: Variable) -> Value {
        let ty = self.var_types[var];
        let kind = InstKind::Phi { fmf: FastMath::empty(), args: ValueList::default(), blocks: BlockList::default() };
        let inst = func.dfg.make_inst(kind, Some(ty));
        let pos = func
            .layout
            .block_insts(block)
            .iter()
            .take_while(|&&i| matches!(func.dfg.inst(i), InstKind::Phi { .. }))
            .count();
        func.layout.insert_inst(inst, block, pos);
        let v = func.dfg.inst_result(inst).expect("a phi made with a result type has a result");
        self.live_phis.insert(v);
        self.pending_phis.insert(v);
        self.phi_vars.insert(v, var);
        v
    }

    /// Each phi still in the layout with the variable it was placed for, in layout order.
    pub fn phis_with_vars(&self, func: &Function) -> Vec<(Value, Variable)> {
        self.live_phis_in_layout(func).into_iter().filter_map(|v| Some((v, *self.phi_vars.get(&v)?))).collect()
    }

    /// Records that `inst` uses `v` (only phis are tracked).
    fn note_use(&mut self, v: Value, inst: Inst) {
        if self.live_phis.contains(&v) {
            self.phi_users.entry(v).or_default().push(inst);
        }
    }

    /// Records the phi operands of a newly created instruction.
    pub fn note_inst_uses(&mut self, func: &Function, inst: Inst) {
        func.dfg.for_each_arg(inst, |v| {
            if self.live_phis.contains(&v) {
                self.phi_users.entry(v).or_default().push(inst);
            }
        });
    }

    /// Removes the trivial phis of `worklist` and, transitively, phis that become trivial
    /// because of it.
    fn remove_trivial(&mut self, cx: &mut SsaCtx, mut worklist: Vec<Value>) {
        while let Some(phi) = worklist.pop() {
            if !self.live_phis.contains(&phi) || self.pending_phis.contains(&phi) {
                continue;
            }
            let Some(same) = self.trivial_value(cx.func, phi) else {
                continue;
            };
            let same = match same {
                Some(v) => v,
                None => {
                    let ty = cx.func.dfg.value_type(phi);
                    cx.undef(ty)
                }
            };
            self.replace_phi(cx.func, phi, same, &mut worklist);
        }
    }

    /// `None` when `phi` merges two different values; `Some(Some(v))` when its only operand
    /// besides itself is `v`; `Some(None)` when it has no operand besides itself.
    fn trivial_value(&self, func: &Function, phi: Value) -> Option<Option<Value>> {
        let inst = phi_inst(func, phi);
        let mut same: Option<Value> = None;
        for (v, _) in func.dfg.phi_incoming(inst) {
            let v = self.resolve(v);
            if v == phi || Some(v) == same {
                continue;
            }
            if same.is_some() {
                return None;
            }
            same = Some(v);
        }
        Some(same)
    }

    /// Removes `phi` from the layout and rewrites its users to `same`; phis among the users are
    /// queued on `worklist` since they may have become trivial.
    fn replace_phi(&mut self, func: &mut Function, phi: Value, same: Value, worklist: &mut Vec<Value>) {
        debug_assert_ne!(phi, same);
        let inst = phi_inst(func, phi);
        func.layout.remove_inst(inst);
        self.live_phis.remove(&phi);
        self.pending_phis.remove(&phi);
        self.replaced.insert(phi, same);
        let users = self.phi_users.remove(&phi).unwrap_or_default();
        for user in users {
            if user == inst || func.layout.inst_block(user).is_none() {
                continue;
            }
            func.dfg.map_args(user, |v| if v == phi { same } else { v });
            self.note_use(same, user);
            if let Some(r) = func.dfg.inst_result(user) {
                if self.live_phis.contains(&r) {
                    worklist.push(r);
                }
            }
        }
    }

    // ---- finishing -----------------------------------------------------------------------------

    /// Removes every trivial phi and every redundant group of phis, then rewrites each operand
    /// in the layout through the replacement map. Every block must be sealed.
    pub fn finish(&mut self, cx: &mut SsaCtx) {
        let all = self.live_phis_in_layout(cx.func);
        self.remove_trivial(cx, all);
        self.remove_redundant_phi_sccs(cx);
        let insts: Vec<Inst> = cx.func.layout.insts().collect();
        for inst in insts {
            cx.func.dfg.map_args(inst, |v| self.resolve(v));
        }
    }

    /// Live builder phis in layout order.
    fn live_phis_in_layout(&self, func: &Function) -> Vec<Value> {
        func.layout.insts().filter_map(|i| func.dfg.inst_result(i)).filter(|v| self.live_phis.contains(v)).collect()
    }

    /// The paper's section 3.2: a strongly connected group of phis whose operands outside the
    /// group are one value `v` all stand for `v`. Groups are visited operands-first; a group with
    /// several outside operands is searched again among its inner phis (those whose operands all
    /// lie inside the group).
    fn remove_redundant_phi_sccs(&mut self, cx: &mut SsaCtx) {
        let all = self.live_phis_in_layout(cx.func);
        let mut frames = vec![self.phi_sccs(cx.func, &all).into_iter()];
        while let Some(frame) = frames.last_mut() {
            let Some(scc) = frame.next() else {
                frames.pop();
                continue;
            };
            let live: Vec<Value> = scc.iter().copied().filter(|v| self.live_phis.contains(v)).collect();
            if live.len() <= 1 {
                continue;
            }
            if live.len() < scc.len() {
                // Some members were removed meanwhile: the rest may no longer be one group.
                frames.push(self.phi_sccs(cx.func, &live).into_iter());
                continue;
            }
            let members: HashSet<Value> = live.iter().copied().collect();
            let mut outer: Vec<Value> = Vec::new();
            let mut inner: Vec<Value> = Vec::new();
            for &phi in &live {
                let mut is_inner = true;
                for (v, _) in cx.func.dfg.phi_incoming(phi_inst(cx.func, phi)) {
                    let v = self.resolve(v);
                    if !members.contains(&v) {
                        is_inner = false;
                        if !outer.contains(&v) {
                            outer.push(v);
                        }
                    }
                }
                if is_inner {
                    inner.push(phi);
                }
            }
            match outer.len() {
                0 | 1 => {
                    let same = match outer.first() {
                        Some(&v) => v,
                        None => {
                            let ty = cx.func.dfg.value_type(live[0]);
                            cx.undef(ty)
                        }
                    };
                    let mut worklist = Vec::new();
                    for &phi in &live {
                        self.replace_phi(cx.func, phi, same, &mut worklist);
                    }
                    self.remove_trivial(cx, worklist);
                }
                _ if !inner.is_empty() => frames.push(self.phi_sccs(cx.func, &inner).into_iter()),
                _ => {}
            }
        }
    }

    /// Strongly connected components of the graph "phi -> its phi operands" restricted to
    /// `phis`, operands' components first (Tarjan's algorithm, iterative).
    fn phi_sccs(&self, func: &Function, phis: &[Value]) -> Vec<Vec<Value>> {
        let pos: HashMap<Value, usize> = phis.iter().enumerate().map(|(i, &v)| (v, i)).collect();
        let succs: Vec<Vec<usize>> = phis
            .iter()
            .map(|&phi| {
                func.dfg
                    .phi_incoming(phi_inst(func, phi))
                    .filter_map(|(v, _)| pos.get(&self.resolve(v)).copied())
                    .collect()
            })
            .collect();
        tarjan_sccs(&succs).into_iter().map(|c| c.into_iter().map(|i| phis[i]).collect()).collect()
    }
}

/// The instruction defining builder phi `phi`.
fn phi_inst(func: &Function, phi: Value) -> Inst {
    func.dfg.value_inst(phi).expect("a builder phi is an instruction result")
}

/// Strongly connected components of the graph with `succs[n]` edges out of node `n`, each
/// emitted after every component reachable from it (iterative Tarjan).
fn tarjan_sccs(succs: &[Vec<usize>]) -> Vec<Vec<usize>> {
    const UNVISITED: usize = usize::MAX;
    let n = succs.len();
    let mut index = vec![UNVISITED; n];
    let mut lowlink = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut sccs = Vec::new();
    let mut next_index = 0;
    // (node, next successor position)
    let mut call: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != UNVISITED {
            continue;
        }
        call.push((root, 0));
        index[root] = next_index;
        lowlink[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(top) = call.last_mut() {
            let node = top.0;
            if let Some(&s) = succs[node].get(top.1) {
                top.1 += 1;
                if index[s] == UNVISITED {
                    index[s] = next_index;
                    lowlink[s] = next_index;
                    next_index += 1;
                    stack.push(s);
                    on_stack[s] = true;
                    call.push((s, 0));
                } else if on_stack[s] {
                    lowlink[node] = lowlink[node].min(index[s]);
                }
                continue;
            }
            call.pop();
            if let Some(&(parent, _)) = call.last() {
                lowlink[parent] = lowlink[parent].min(lowlink[node]);
            }
            if lowlink[node] == index[node] {
                let mut scc = Vec::new();
                while let Some(m) = stack.pop() {
                    on_stack[m] = false;
                    scc.push(m);
                    if m == node {
                        break;
                    }
                }
                sccs.push(scc);
            }
        }
    }
    sccs
}

#[cfg(test)]
mod tests {
    use super::tarjan_sccs;

    fn sorted(mut sccs: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
        sccs.iter_mut().for_each(|c| c.sort());
        sccs
    }

    #[test]
    fn tarjan_finds_cycles_operands_first() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3
        let g = vec![vec![1], vec![2], vec![1, 3], vec![]];
        assert_eq!(sorted(tarjan_sccs(&g)), vec![vec![3], vec![1, 2], vec![0]]);
    }

    #[test]
    fn tarjan_handles_self_loops_and_disconnected_nodes() {
        let g = vec![vec![0], vec![], vec![0, 1]];
        assert_eq!(sorted(tarjan_sccs(&g)), vec![vec![0], vec![1], vec![2]]);
    }

    #[test]
    fn tarjan_survives_a_long_chain() {
        let n = 200_000;
        let g: Vec<Vec<usize>> = (0..n).map(|i| if i + 1 < n { vec![i + 1] } else { vec![0] }).collect();
        let sccs = tarjan_sccs(&g);
        assert_eq!(sccs.len(), 1);
        assert_eq!(sccs[0].len(), n);
    }
}

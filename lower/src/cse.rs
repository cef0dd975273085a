//! `early-cse`: removes instructions that recompute a value already available, and loads of
//! memory whose contents are already known.
//!
//! A walk of the dominator tree in pre-order with scoped tables, as LLVM's EarlyCSE does:
//! - **Pure values** (`is_pure_value_op`: operators, compares, casts, `select`, `gep`, vector
//!   and aggregate element operations, pure intrinsic calls) are keyed by opcode, result type,
//!   operands (after earlier replacements; commutative operators and `icmp` in a canonical
//!   operand order), immediates and everything else the instruction carries except its
//!   poison-generating flags (`nuw nsw exact disjoint nneg inbounds`, fast-math flags). A later
//!   instruction with the same key in a dominated position is replaced by the earlier one,
//!   whose flags become the intersection of both (it now stands for both, so it may not be
//!   more poisonous than either), and whose metadata keeps only what both carry.
//! - **Loads** (neither volatile nor atomic) are keyed by pointer and type and remembered with
//!   the *memory generation* they saw. The generation moves at every instruction that may
//!   write memory (stores, atomics, fences, `va_arg`, calls other than pure intrinsics and
//!   `readnone`/`readonly`/`memory(read)` calls without bundles) and on entering a block whose
//!   only predecessor is not its immediate dominator (another path may have written). A load
//!   is replaced by an earlier load of the same pointer and type, or by the value a plain store
//!   of that type put there, when the generation has not moved since.
//!
//! Phis, allocas, calls with effects and terminators are never merged. Replaced instructions
//! are deleted. Unreachable blocks are left alone.
//!
//! Requires nothing (it computes the dominator tree it walks). Preserves the CFG.

use crate::loops::rotate::is_pure_value_op;
use crate::util::{call_has, called_intrinsic, is_pure_intrinsic, only_reads};
use kiln_ir::domtree::{Cfg, DomTree};
use kiln_ir::entity::EntityRef;
use kiln_ir::fasthash::FastMap;
use kiln_ir::instructions::{Atomic, FastMath, InstFlags, InstKind};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::uses::Replacements;
use kiln_ir::{Block, Func, Function, Inst, Intrinsic, Module, Type, Value};
use std::collections::hash_map::Entry;

/// The `early-cse` pass.
#[derive(Default)]
pub struct EarlyCse {
    /// Instructions the last run replaced (and deleted).
    pub replaced: usize,
}

impl FunctionPass for EarlyCse {
    fn name(&self) -> &'static str {
        "early-cse"
    }

    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        if m.funcs[f].layout.entry_block().is_none() {
            self.replaced = 0;
            return Preserved::All;
        }
        let dt = am.dom_tree(m, f);
        self.replaced = early_cse(m, f, dt);
        if self.replaced == 0 {
            Preserved::All
        } else {
            Preserved::Cfg
        }
    }
}

/// What identifies a pure value: the instruction with its list operands and immediates spelled
/// out (pool handles differ between equal instructions) and its flags cleared.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ExprKey {
    kind: InstKind,
    list: Vec<Value>,
    imms: Vec<u32>,
    ty: Type,
}

/// A memory location as a load sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct LoadKey {
    ptr: Value,
    ty: Type,
}

/// A pure value available to later instructions of the walk, and the block it is in. An entry
/// is in scope exactly when its block dominates the block being visited.
///
/// This table is never unwound. Pre-order of the dominator tree makes that exact: while the walk
/// is inside the subtree of the block that made a key available, every lookup of that key finds
/// the entry in scope and so inserts nothing; a key is overwritten only from outside the
/// subtrees of all its earlier entries, which the walk has left for good. (Loads cannot work so:
/// a location's entry is replaced inside the subtree whenever memory changes, and the sibling
/// subtrees that follow need the older entry back; their table is scoped.)
#[derive(Copy, Clone)]
struct Avail {
    inst: Inst,
    block: Block,
}

/// A table whose insertions are undone when the scope that made them closes.
struct Scoped<K, V> {
    map: FastMap<K, V>,
    undo: Vec<(K, Option<V>)>,
}

impl<K: Copy + Eq + std::hash::Hash, V: Copy> Scoped<K, V> {
    fn new() -> Self {
        Scoped { map: FastMap::default(), undo: Vec::new() }
    }
    fn get(&self, k: &K) -> Option<&V> {
        self.map.get(k)
    }
    fn insert(&mut self, k: K, v: V) {
        let old = self.map.insert(k, v);
        self.undo.push((k, old));
    }
    fn mark(&self) -> usize {
        self.undo.len()
    }
    fn pop_to(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let (k, old) = self.undo.pop().expect("undo entry");
            match old {
                Some(v) => self.map.insert(k, v),
                None => self.map.remove(&k),
            };
        }
    }
}

/// A location's known contents: the value, the memory generation it is good for, and the load
/// that produced it (`None`: a store did).
type Known = (Value, u64, Option<Inst>);

/// One open node of the dominator-tree walk.
struct Frame {
    block: Block,
    next_child: usize,
    load_mark: usize,
    /// The memory generation at the end of the block, which a child entered only from it sees.
    generation: u64,
}

/// The state of one walk.
struct Walk<'a> {
    dt: &'a DomTree,
    exprs: FastMap<ExprKey, Avail>,
    loads: Scoped<LoadKey, Known>,
    repl: Replacements,
    /// Replaced instructions, to delete at the end.
    dead: Vec<Inst>,
    /// The last memory generation handed out.
    counter: u64,
}

/// Runs EarlyCSE over `f` walking `dt` (the dominator tree of `f` as it is); returns how many
/// instructions were replaced.
pub fn early_cse(m: &mut Module, f: Func, dt: &DomTree) -> usize {
    let Some(entry) = m.funcs[f].layout.entry_block() else { return 0 };
    let cfg = Cfg::compute(&m.funcs[f]);
    let n = m.funcs[f].dfg.num_blocks();
    let mut children: Vec<Vec<Block>> = vec![Vec::new(); n];
    for &b in dt.rpo().iter().skip(1) {
        if let Some(d) = dt.idom(b) {
            children[d.index()].push(b);
        }
    }
    let mut st = Walk {
        dt,
        exprs: FastMap::default(),
        loads: Scoped::new(),
        repl: Replacements::new(),
        dead: Vec::new(),
        counter: 0,
    };
    let enter = |b: Block, parent_end: Option<u64>, st: &mut Walk, m: &mut Module| -> Frame {
        let load_mark = st.loads.mark();
        // Only a block entered from its immediate dominator alone keeps what memory held there;
        // fresh generations come from a counter that only grows, so none is ever reused.
        let preds = cfg.preds(b);
        let current = match parent_end {
            Some(g) if preds.len() == 1 && Some(preds[0]) == dt.idom(b) => g,
            _ => {
                st.counter += 1;
                st.counter
            }
        };
        let end = visit_block(m, f, b, current, st);
        Frame { block: b, next_child: 0, load_mark, generation: end }
    };

    let mut stack = vec![enter(entry, None, &mut st, m)];
    while let Some(top) = stack.last_mut() {
        if let Some(&c) = children[top.block.index()].get(top.next_child) {
            top.next_child += 1;
            let g = top.generation;
            let frame = enter(c, Some(g), &mut st, m);
            stack.push(frame);
        } else {
            let done = stack.pop().expect("open frame");
            st.loads.pop_to(done.load_mark);
        }
    }

    let Walk { repl, dead, .. } = st;
    if dead.is_empty() {
        return 0;
    }
    let func = &mut m.funcs[f];
    repl.apply(func);
    let mut is_dead = vec![false; func.dfg.num_insts()];
    for &i in &dead {
        is_dead[i.index()] = true;
        func.inst_metadata.remove(&i);
    }
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    for b in blocks {
        if func.layout.block_insts(b).iter().any(|i| is_dead[i.index()]) {
            func.layout.retain_insts(b, |i| !is_dead[i.index()]);
        }
    }
    dead.len()
}

/// Processes the instructions of `b` in order, starting at memory generation `current`;
/// returns the generation at the block's end.
fn visit_block(m: &mut Module, f: Func, b: Block, mut current: u64, st: &mut Walk) -> u64 {
    let Walk { dt, exprs, loads, repl, dead, counter } = st;
    let insts: Vec<Inst> = m.funcs[f].layout.block_insts(b).to_vec();
    for inst in insts {
        let func = &m.funcs[f];
        let kind = func.dfg.inst(inst);
        match kind {
            InstKind::Load { flags, ptr, atomic, .. }
                if !flags.contains(InstFlags::VOLATILE) && *atomic == Atomic::NONE =>
            {
                let Some(result) = func.dfg.inst_result(inst) else { continue };
                let key = LoadKey { ptr: repl.resolve(*ptr), ty: func.dfg.value_type(result) };
                match loads.get(&key) {
                    Some(&(v, g, from)) if g == current => {
                        // An earlier load stands for this one from now on; a stored value
                        // carries no metadata.
                        if let Some(earlier) = from {
                            merge_into(&mut m.funcs[f], earlier, inst);
                        }
                        repl.insert(result, v);
                        dead.push(inst);
                    }
                    _ => loads.insert(key, (result, current, Some(inst))),
                }
                continue;
            }
            InstKind::Store { flags, args: [v, p], atomic, .. } => {
                let plain = !flags.contains(InstFlags::VOLATILE) && *atomic == Atomic::NONE;
                let (v, p) = (repl.resolve(*v), repl.resolve(*p));
                *counter += 1;
                current = *counter;
                if plain {
                    let ty = func.dfg.value_type(v);
                    loads.insert(LoadKey { ptr: p, ty }, (v, current, None));
                }
                continue;
            }
            _ => {}
        }
        if is_pure_value_op(m, func, inst) {
            let Some(result) = func.dfg.inst_result(inst) else { continue };
            let Some(key) = expr_key(func, inst, result, repl) else { continue };
            match exprs.entry(key) {
                Entry::Occupied(e) if dt.dominates(e.get().block, b) => {
                    let earlier = e.get().inst;
                    let to = func.dfg.inst_result(earlier).expect("keyed instructions have results");
                    merge_into(&mut m.funcs[f], earlier, inst);
                    repl.insert(result, to);
                    dead.push(inst);
                }
                Entry::Occupied(mut e) => *e.get_mut() = Avail { inst, block: b },
                Entry::Vacant(e) => {
                    e.insert(Avail { inst, block: b });
                }
            }
            continue;
        }
        if may_write_memory(m, func, inst) {
            *counter += 1;
            current = *counter;
        }
    }
    current
}

/// True when `inst` (not a plain load or store) may change memory a later load reads.
fn may_write_memory(m: &Module, func: &Function, inst: Inst) -> bool {
    match func.dfg.inst(inst) {
        k if k.writes_memory() => true,
        InstKind::Call(c) => match called_intrinsic(m, func, inst) {
            Some(x) if is_pure_intrinsic(x) => false,
            Some(Intrinsic::Assume | Intrinsic::Donothing) => false,
            _ => !(c.bundles.is_empty() && call_has(m, func, inst, only_reads)),
        },
        InstKind::Invoke(_) => !call_has(m, func, inst, only_reads),
        _ => false,
    }
}

/// The key of pure instruction `inst` (result `result`), operands resolved through `repl`.
fn expr_key(func: &Function, inst: Inst, result: Value, repl: &Replacements) -> Option<ExprKey> {
    let r = |v: Value| repl.resolve(v);
    let mut list = Vec::new();
    let mut imms = Vec::new();
    let kind = match func.dfg.inst(inst).clone() {
        InstKind::Binary { op, args, .. } => {
            let mut args = args.map(r);
            if op.is_commutative() && args[1] < args[0] {
                args.swap(0, 1);
            }
            InstKind::Binary { op, flags: InstFlags::empty(), fmf: FastMath::empty(), args }
        }
        InstKind::Unary { op, arg, .. } => InstKind::Unary { op, fmf: FastMath::empty(), arg: r(arg) },
        InstKind::Cast { op, arg, .. } => InstKind::Cast { op, flags: InstFlags::empty(), arg: r(arg) },
        InstKind::ICmp { pred, args } => {
            let args = args.map(r);
            if args[1] < args[0] {
                InstKind::ICmp { pred: pred.swapped(), args: [args[1], args[0]] }
            } else {
                InstKind::ICmp { pred, args }
            }
        }
        InstKind::FCmp { pred, args, .. } => InstKind::FCmp { pred, fmf: FastMath::empty(), args: args.map(r) },
        InstKind::Select { args, .. } => InstKind::Select { fmf: FastMath::empty(), args: args.map(r) },
        InstKind::Gep { source_ty, args, .. } => {
            list = func.dfg.values_of(args).iter().map(|&v| r(v)).collect();
            InstKind::Gep { flags: InstFlags::empty(), source_ty, args: Default::default() }
        }
        InstKind::ExtractValue { arg, indices } => {
            imms = func.dfg.imms_of(indices).to_vec();
            InstKind::ExtractValue { arg: r(arg), indices: Default::default() }
        }
        InstKind::InsertValue { args, indices } => {
            imms = func.dfg.imms_of(indices).to_vec();
            InstKind::InsertValue { args: args.map(r), indices: Default::default() }
        }
        InstKind::ShuffleVector { args, mask } => {
            imms = func.dfg.imms_of(mask).to_vec();
            InstKind::ShuffleVector { args: args.map(r), mask: Default::default() }
        }
        InstKind::ExtractElement { args } => InstKind::ExtractElement { args: args.map(r) },
        InstKind::InsertElement { args } => InstKind::InsertElement { args: args.map(r) },
        InstKind::Call(mut c) => {
            c.callee = r(c.callee);
            c.args.iter_mut().for_each(|v| *v = r(*v));
            InstKind::Call(c)
        }
        _ => return None,
    };
    Some(ExprKey { kind, list, imms, ty: func.dfg.value_type(result) })
}

/// Makes `earlier` stand for `later` too: the intersection of their poison-generating flags and
/// of their metadata (`dbg` stays the earlier one's).
fn merge_into(func: &mut Function, earlier: Inst, later: Inst) {
    let late = func.dfg.inst(later).clone();
    match (func.dfg.inst_mut(earlier), &late) {
        (InstKind::Binary { flags, fmf, .. }, InstKind::Binary { flags: f2, fmf: m2, .. }) => {
            *flags &= *f2;
            *fmf &= *m2;
        }
        (InstKind::Unary { fmf, .. }, InstKind::Unary { fmf: m2, .. })
        | (InstKind::FCmp { fmf, .. }, InstKind::FCmp { fmf: m2, .. })
        | (InstKind::Select { fmf, .. }, InstKind::Select { fmf: m2, .. }) => *fmf &= *m2,
        (InstKind::Cast { flags, .. }, InstKind::Cast { flags: f2, .. })
        | (InstKind::Gep { flags, .. }, InstKind::Gep { flags: f2, .. }) => *flags &= *f2,
        _ => {}
    }
    let theirs = func.inst_metadata.get(&later).cloned().unwrap_or_default();
    if let Some(mine) = func.inst_metadata.get_mut(&earlier) {
        mine.retain(|a| a.kind == "dbg" || theirs.iter().any(|t| t.kind == a.kind && t.node == a.node));
        if mine.is_empty() {
            func.inst_metadata.remove(&earlier);
        }
    }
}

#[cfg(test)]
#[path = "cse_tests.rs"]
mod tests;

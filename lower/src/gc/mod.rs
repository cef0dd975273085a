//! Garbage-collection safepoints (LLVM's statepoint design, docs/gc.md): the passes
//! `place-safepoints` (polls at function entry and on loop backedges), `rewrite-statepoints-for-gc`
//! (calls become `gc.statepoint` with a `gc.relocate` for every live managed reference) and the
//! verifier pass `verify-safepoint-ir` (no managed reference is used after a statepoint that may
//! have moved it), and what they share: which values are managed and where they are live.
//!
//! Managed references are the values whose type contains a pointer in the strategy's managed
//! address space (`kiln_ir::gc::GcStrategy`); only values defined by instructions or parameters
//! are tracked (constants such as `null` never move).

pub mod base;
pub mod place;
pub mod rewrite;
pub mod verify;

use kiln_ir::domtree::{for_each_successor, DomTree};
use kiln_ir::entity::EntityRef;
use kiln_ir::gc::GcStrategy;
use kiln_ir::{Block, Diagnostic, Function, Inst, InstKind, Module, Value, ValueDef};

pub use place::PlaceSafepoints;
pub use rewrite::RewriteStatepoints;
pub use verify::VerifySafepointIr;

/// A dense numbering of the tracked (managed, non-constant) values of a function.
pub(crate) struct Tracked {
    /// Dense index by value index (`u32::MAX`: not tracked).
    index: Vec<u32>,
    /// The tracked values in index order.
    pub values: Vec<Value>,
}

impl Tracked {
    /// The parameters and instruction results of `f` whose type contains managed references.
    pub fn compute(m: &Module, f: &Function, s: &GcStrategy) -> Tracked {
        let mut t = Tracked { index: vec![u32::MAX; f.dfg.values().len()], values: Vec::new() };
        let candidates = f.params.iter().copied().chain(f.layout.insts().filter_map(|i| f.dfg.inst_result(i)));
        for v in candidates {
            if s.contains_managed(&m.types, f.dfg.value_type(v)) {
                t.index[v.index()] = t.values.len() as u32;
                t.values.push(v);
            }
        }
        t
    }
    /// The dense index of `v`, if it is tracked.
    pub fn get(&self, v: Value) -> Option<usize> {
        self.index.get(v.index()).copied().filter(|&i| i != u32::MAX).map(|i| i as usize)
    }
    /// Number of tracked values.
    pub fn len(&self) -> usize {
        self.values.len()
    }
}

/// A fixed-size bit set.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Bits(Vec<u64>);

impl Bits {
    pub fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    pub fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    pub fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }
    /// Adds `other`; true when something changed.
    pub fn union(&mut self, other: &Bits) -> bool {
        let mut changed = false;
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            let n = *a | *b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &w)| (0..64).filter(move |b| w >> b & 1 != 0).map(move |b| k * 64 + b))
    }
}

/// The uses an instruction makes, excluding phis (whose uses belong to predecessor edges).
fn non_phi_uses(f: &Function, inst: Inst, mut use_v: impl FnMut(Value)) {
    if !matches!(f.dfg.inst(inst), InstKind::Phi { .. }) {
        f.dfg.for_each_arg(inst, &mut use_v);
    }
}

/// Liveness of tracked values: for each instruction in `points`, the tracked values live right
/// after it (used later on some path without an intervening definition), excluding its own
/// result. Phi operands are live at the end of their incoming block. Unreachable blocks are
/// ignored.
pub(crate) fn live_after(f: &Function, dt: &DomTree, tracked: &Tracked, points: &[Inst]) -> Vec<(Inst, Vec<Value>)> {
    let n = tracked.len();
    let nb = f.dfg.num_blocks();
    let mut live_in = vec![Bits::new(n); nb];
    let mut live_out = vec![Bits::new(n); nb];
    // Phi uses along each edge, added to the predecessor's live-out.
    let mut phi_uses = vec![Bits::new(n); nb];
    for &b in dt.rpo() {
        for &i in f.layout.block_insts(b) {
            if matches!(f.dfg.inst(i), InstKind::Phi { .. }) {
                for (v, from) in f.dfg.phi_incoming(i) {
                    if let Some(k) = tracked.get(v) {
                        phi_uses[from.index()].insert(k);
                    }
                }
            }
        }
    }
    let transfer = |b: Block, out: &Bits| -> Bits {
        let mut live = out.clone();
        for &i in f.layout.block_insts(b).iter().rev() {
            if let Some(k) = f.dfg.inst_result(i).and_then(|r| tracked.get(r)) {
                live.remove(k);
            }
            non_phi_uses(f, i, |v| {
                if let Some(k) = tracked.get(v) {
                    live.insert(k);
                }
            });
        }
        live
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in dt.rpo().iter().rev() {
            let mut out = phi_uses[b.index()].clone();
            for_each_successor(f, b, |s| {
                out.union(&live_in[s.index()]);
            });
            let inn = transfer(b, &out);
            if inn != live_in[b.index()] {
                live_in[b.index()] = inn;
                changed = true;
            }
            live_out[b.index()] = out;
        }
    }
    let mut result = Vec::with_capacity(points.len());
    for &p in points {
        let Some(b) = f.layout.inst_block(p).filter(|&b| dt.is_reachable(b)) else {
            result.push((p, Vec::new()));
            continue;
        };
        let mut live = live_out[b.index()].clone();
        for &i in f.layout.block_insts(b).iter().rev() {
            if i == p {
                break;
            }
            if let Some(k) = f.dfg.inst_result(i).and_then(|r| tracked.get(r)) {
                live.remove(k);
            }
            non_phi_uses(f, i, |v| {
                if let Some(k) = tracked.get(v) {
                    live.insert(k);
                }
            });
        }
        if let Some(k) = f.dfg.inst_result(p).and_then(|r| tracked.get(r)) {
            live.remove(k);
        }
        result.push((p, live.iter().map(|k| tracked.values[k]).collect()));
    }
    result
}

/// A located error at instruction `i` of `f` (at the function when `i` has no location).
pub(crate) fn error_at(f: &Function, i: Option<Inst>, msg: impl AsRef<str>) -> Diagnostic {
    crate::util::located(f, i, format!("in function @{}: {}", f.name(), msg.as_ref()))
}

/// True when `v` is a constant (constants never move).
pub(crate) fn is_const(f: &Function, v: Value) -> bool {
    matches!(f.dfg.value_def(v), ValueDef::Const(_))
}

#[cfg(test)]
mod tests;

//! `verify-safepoint-ir`: checks the relocation invariant of functions with a statepoint GC
//! strategy (LLVM's `-safepoint-ir-verifier`): no managed reference defined before a
//! statepoint is used after it on any static path. The result of the statepoint's own
//! `gc.relocate`s (defined after it) and constants are fine; a phi's operand is used at the end
//! of its incoming block.
//!
//! A forward data flow over two bit sets of tracked values: *fresh* (defined on some path since
//! the last statepoint) and *crossed* (defined on some path, then a statepoint was passed). A
//! definition makes a value fresh and not crossed; a statepoint makes every fresh value
//! crossed. A use of a crossed value is an error, reported at the using instruction. Changes
//! nothing; reports errors through `take_errors`.

use super::{error_at, Bits, Tracked};
use kiln_ir::domtree::{for_each_successor, DomTree};
use kiln_ir::entity::EntityRef;
use kiln_ir::gc::{called_intrinsic, statepoint_strategy};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{Block, Diagnostic, Func, Function, Inst, InstKind, Intrinsic, Module, Value};

/// The `verify-safepoint-ir` pass.
#[derive(Default)]
pub struct VerifySafepointIr {
    errors: Vec<Diagnostic>,
}

impl FunctionPass for VerifySafepointIr {
    fn name(&self) -> &'static str {
        "verify-safepoint-ir"
    }

    fn run(&mut self, m: &mut Module, f: Func, _am: &mut AnalysisManager) -> Preserved {
        self.errors.extend(verify_function(m, &m.funcs[f]));
        Preserved::All
    }

    fn take_errors(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.errors)
    }
}

/// The dataflow state at a program point.
#[derive(Clone, PartialEq, Eq)]
struct State {
    fresh: Bits,
    crossed: Bits,
}

/// Uses of unrelocated references after a statepoint in `f`, as located errors (one per
/// offending use).
pub fn verify_function(m: &Module, f: &Function) -> Vec<Diagnostic> {
    let Some(s) = statepoint_strategy(f) else { return Vec::new() };
    if !f.is_definition || f.layout.num_blocks() == 0 {
        return Vec::new();
    }
    let tracked = Tracked::compute(m, f, s);
    if tracked.len() == 0 {
        return Vec::new();
    }
    let dt = DomTree::compute(f);
    let n = tracked.len();
    let mut entry_state = State { fresh: Bits::new(n), crossed: Bits::new(n) };
    for &p in &f.params {
        if let Some(k) = tracked.get(p) {
            entry_state.fresh.insert(k);
        }
    }
    let nb = f.dfg.num_blocks();
    let mut ins: Vec<Option<State>> = vec![None; nb];
    let entry = f.layout.entry_block().expect("a body");
    ins[entry.index()] = Some(entry_state);
    let is_statepoint = |i: Inst| called_intrinsic(m, f, i) == Some(Intrinsic::GcStatepoint);
    // Applies block `b` to `st`; reports crossed uses through `bad` when given.
    let walk = |b: Block, st: &mut State, mut bad: Option<&mut Vec<(Inst, Value)>>| {
        for &i in f.layout.block_insts(b) {
            if !matches!(f.dfg.inst(i), InstKind::Phi { .. }) {
                f.dfg.for_each_arg(i, |v| {
                    if let (Some(k), Some(bad)) = (tracked.get(v), bad.as_deref_mut()) {
                        if st.crossed.contains(k) {
                            bad.push((i, v));
                        }
                    }
                });
            }
            if let Some(k) = f.dfg.inst_result(i).and_then(|r| tracked.get(r)) {
                st.fresh.insert(k);
                st.crossed.remove(k);
            }
            if is_statepoint(i) {
                let fresh = std::mem::replace(&mut st.fresh, Bits::new(n));
                st.crossed.union(&fresh);
            }
        }
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in dt.rpo() {
            let Some(mut st) = ins[b.index()].clone() else { continue };
            walk(b, &mut st, None);
            for_each_successor(f, b, |succ| {
                let slot = &mut ins[succ.index()];
                match slot {
                    None => {
                        *slot = Some(st.clone());
                        changed = true;
                    }
                    Some(old) => {
                        let a = old.fresh.union(&st.fresh);
                        let c = old.crossed.union(&st.crossed);
                        changed |= a || c;
                    }
                }
            });
        }
    }
    let mut bad: Vec<(Inst, Value)> = Vec::new();
    for &b in dt.rpo() {
        let Some(mut st) = ins[b.index()].clone() else { continue };
        walk(b, &mut st, Some(&mut bad));
        // Phi operands of successors are used at the end of this block.
        for_each_successor(f, b, |succ| {
            for &i in f.layout.block_insts(succ) {
                if !matches!(f.dfg.inst(i), InstKind::Phi { .. }) {
                    break;
                }
                for (v, from) in f.dfg.phi_incoming(i) {
                    if from == b && tracked.get(v).is_some_and(|k| st.crossed.contains(k)) {
                        bad.push((i, v));
                    }
                }
            }
        });
    }
    bad.dedup();
    bad.into_iter()
        .map(|(i, v)| {
            let name = f.dfg.value_name(v).map_or_else(|| format!("%{}", v.index()), |n| format!("%{n}"));
            error_at(
                f,
                Some(i),
                format!(
                    "managed reference {name} is used after a statepoint that may have moved it \
                     (it must be relocated: use the gc.relocate of that statepoint)"
                ),
            )
        })
        .collect()
}

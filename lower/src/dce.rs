//! `dce`: deletes instructions whose results nothing needs, including cycles of phis and
//! arithmetic that only feed each other.
//!
//! Liveness is marked from the roots, the instructions with effects (stores, calls that may
//! write, unwind or not return, volatile loads, terminators; see
//! `util::is_removable_if_unused`), through their operands; everything else is deleted. Unused
//! non-volatile loads and unused allocas go too, as in LLVM. Control flow is never touched.
//!
//! Requires nothing. Preserves the CFG (returns `Preserved::Cfg` when it deleted something,
//! `All` otherwise).

use crate::util::is_removable_if_unused;
use kiln_ir::entity::EntityRef;
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{Block, Func, Inst, Module};

/// The `dce` pass.
#[derive(Default)]
pub struct Dce {
    /// Number of instructions deleted by the last run.
    pub removed: usize,
}

impl FunctionPass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }

    fn run(&mut self, m: &mut Module, f: Func, _am: &mut AnalysisManager) -> Preserved {
        self.removed = remove_dead_code(m, f);
        if self.removed == 0 {
            Preserved::All
        } else {
            Preserved::Cfg
        }
    }
}

/// Deletes every instruction of `f` that neither has an effect nor feeds one; returns how many.
pub fn remove_dead_code(m: &mut Module, f: Func) -> usize {
    let func = &m.funcs[f];
    let mut live = vec![false; func.dfg.num_insts()];
    let mut work: Vec<Inst> = Vec::new();
    for inst in func.layout.insts() {
        if !is_removable_if_unused(m, func, inst) {
            live[inst.index()] = true;
            work.push(inst);
        }
    }
    while let Some(inst) = work.pop() {
        func.dfg.for_each_arg(inst, |v| {
            if let Some(def) = func.dfg.value_inst(v) {
                if let Some(slot) = live.get_mut(def.index()) {
                    if !*slot {
                        *slot = true;
                        work.push(def);
                    }
                }
            }
        });
    }
    let func = &mut m.funcs[f];
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    let mut removed = 0;
    for b in blocks {
        let before = func.layout.block_insts(b).len();
        if func.layout.block_insts(b).iter().all(|i| live[i.index()]) {
            continue;
        }
        func.layout.retain_insts(b, |i| live[i.index()]);
        removed += before - func.layout.block_insts(b).len();
    }
    removed
}

#[cfg(test)]
#[path = "dce_tests.rs"]
mod tests;

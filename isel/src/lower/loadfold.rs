//! Folding loads into the memory operand of their single user (`add r, [mem]`, `cmp r, [mem]`,
//! `addsd x, [mem]`) when the user is in the same block and nothing in between may write memory.

use kiln_ir::{Block, Inst, InstFlags, InstKind, Opcode, TypeData, Value};

use super::dense::DenseSet;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError};
use crate::mir::Amode;

impl FuncLower<'_> {
    /// Marks loads that their single user reads as a memory operand (run after compare folding).
    pub(crate) fn choose_load_folds(&mut self, reachable: &DenseSet<Block>) {
        let f = self.func;
        let users = std::mem::take(&mut self.uses);
        for &blk in f.layout.blocks() {
            if !reachable.contains(&blk) {
                continue;
            }
            let insts = f.layout.block_insts(blk);
            // Position within this block (instructions of other blocks have none).
            let pos_of = |i| if f.layout.inst_block(i) == Some(blk) { users.position(i) } else { None };
            for (pos, &l) in insts.iter().enumerate() {
                let k @ InstKind::Load { flags, .. } = f.dfg.inst(l) else { continue };
                // An atomic load is one access of its own (never folded into an ALU operand).
                if flags.contains(InstFlags::VOLATILE) || k.atomic().is_atomic() {
                    continue;
                }
                let Some(res) = f.dfg.inst_result(l) else { continue };
                let [u] = users.users(res) else { continue };
                if !self.accepts_mem_operand(*u, res) {
                    continue;
                }
                let Some(upos) = pos_of(*u) else { continue };
                // Where the user is actually emitted: a folded compare is emitted at its user.
                let emit_pos = if self.folded.contains(u) {
                    let Some(cr) = f.dfg.inst_result(*u) else { continue };
                    match users.users(cr) {
                        [cu] => match pos_of(*cu) {
                            Some(p) => p,
                            None => continue,
                        },
                        _ => continue,
                    }
                } else {
                    upos
                };
                if emit_pos <= pos {
                    continue;
                }
                let writes = insts[pos + 1..emit_pos].iter().any(|&i| {
                    let k = f.dfg.inst(i);
                    k.writes_memory() || matches!(k, InstKind::Call(_))
                });
                if !writes {
                    self.folded.insert(l);
                }
            }
        }
        self.uses = users;
    }

    /// Whether `user` can read `load` (its second operand) from memory.
    fn accepts_mem_operand(&self, user: Inst, load: Value) -> bool {
        let f = self.func;
        let types = &self.module.types;
        let ty = f.dfg.value_type(load);
        match f.dfg.inst(user) {
            InstKind::Binary { op, args, .. } if args[1] == load && args[0] != load => match op {
                Opcode::Add | Opcode::Sub | Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Mul => {
                    matches!(types.data(ty), TypeData::Int(32) | TypeData::Int(64))
                }
                Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv => {
                    matches!(types.data(ty), TypeData::Float | TypeData::Double)
                }
                _ => false,
            },
            InstKind::ICmp { args, .. } if args[1] == load && args[0] != load => matches!(
                types.data(ty),
                TypeData::Int(8) | TypeData::Int(16) | TypeData::Int(32) | TypeData::Int(64) | TypeData::Ptr(0)
            ),
            _ => false,
        }
    }

    /// The memory operand of `v` when it is a folded load.
    pub(crate) fn folded_load_mem(&mut self, v: Value) -> Result<Option<Amode>, LowerError> {
        let f = self.func;
        let Some(i) = f.dfg.value_inst(v) else { return Ok(None) };
        if !self.folded.contains(&i) {
            return Ok(None);
        }
        let InstKind::Load { ptr, .. } = f.dfg.inst(i) else { return Ok(None) };
        let a = self.address(*ptr)?;
        Ok(Some(a))
    }
}

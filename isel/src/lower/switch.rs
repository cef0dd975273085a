//! `switch`: a jump table when the cases are dense (at least 4 cases filling at least 40% of
//! their range), else a balanced binary tree of compares.

use iced_x86::Code;
use kiln_ir::instructions::SwitchData;
use kiln_ir::Block;
use kiln_regalloc::{Block as MBlock, Operand, VReg};

use super::build::{fits_i32, imm, m, u};
use super::FuncLower;
use crate::ctx::LowerError;
use crate::mir::{Cond, MOp, MOperand};

/// Cases sorted by unsigned value.
type Cases = Vec<(u64, Block)>;

impl FuncLower<'_> {
    /// Lowers a `switch` terminator.
    pub(crate) fn lower_switch(&mut self, s: &SwitchData) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(s.arg);
        let bits = self.int_bits(ty);
        if bits > 64 {
            return self.lower_wide_switch(s, bits);
        }
        let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
        let mut cases: Cases = Vec::with_capacity(s.cases.len());
        for &(c, b) in &s.cases {
            let v = super::consts::const_int_of(self.module, c)
                .ok_or_else(|| self.err("switch case is not an integer".into()))?;
            cases.push((v as u64 & mask, b));
        }
        cases.sort_by_key(|c| c.0);
        let x = self.reg1(s.arg)?;
        let x = self.extend_to(x, bits, false, true);
        let mut pending = Vec::new();
        let n = cases.len() as u64;
        let range = match (cases.first(), cases.last()) {
            (Some(f), Some(l)) => l.0.wrapping_sub(f.0).saturating_add(1),
            _ => 0,
        };
        if n >= 4 && range <= 4096 && n * 10 >= range * 4 {
            self.jump_table(x, &cases, range, s.default, &mut pending)?;
        } else {
            self.compare_tree(x, &cases, s.default, &mut pending)?;
        }
        self.fill_edges(pending)
    }

    /// `indirectbr addr, [dests]`: a `switch` on the label number (`consts::block_address`) with a
    /// case per destination; an address outside the list is undefined behaviour, so the first
    /// destination serves as the default.
    pub(crate) fn lower_indirectbr(&mut self, addr: kiln_ir::Value, dests: &[Block]) -> Result<(), LowerError> {
        let Some(&first) = dests.first() else {
            // No destination: unreachable.
            self.ins(Code::Ud2, &[]);
            self.b.push(MOp::Ret, &[]);
            return Ok(());
        };
        let mut cases: Cases = Vec::with_capacity(dests.len());
        for &d in dests {
            let n = super::consts::block_number(self.func, d)
                .ok_or_else(|| self.err("indirectbr to a block that is not in the function".into()))?;
            if !cases.iter().any(|c| c.1 == d) {
                cases.push((n as u64, d));
            }
        }
        cases.sort_by_key(|c| c.0);
        let x = self.reg1(addr)?;
        let mut pending = Vec::new();
        let n = cases.len() as u64;
        let range = cases.last().map_or(0, |l| l.0 - cases[0].0 + 1);
        // The default edge to `first` is one more machine edge into it than the IR has.
        let preds = self.pred_edges.get(&first).copied().unwrap_or(0);
        self.pred_edges.insert(first, preds + 1);
        let r = if n >= 4 && range <= 4096 && n * 10 >= range * 4 {
            self.jump_table(x, &cases, range, first, &mut pending)
        } else {
            self.compare_tree(x, &cases, first, &mut pending)
        };
        self.pred_edges.insert(first, preds);
        r?;
        self.fill_edges(pending)
    }

    /// A switch on an integer wider than 64 bits: a chain of word-by-word equality tests (such
    /// switches are rare and small; no table or tree).
    fn lower_wide_switch(&mut self, s: &SwitchData, bits: u32) -> Result<(), LowerError> {
        let words: Vec<VReg> = if bits <= 128 {
            let (lo, hi) = self.pair_ext(s.arg, false)?;
            vec![lo, hi]
        } else {
            self.wide_words_ext(s.arg)?
        };
        let mut pending = Vec::new();
        for &(c, b) in &s.cases {
            let v = super::consts::const_words_of(self.module, c, bits)
                .ok_or_else(|| self.err("switch case is not an integer".into()))?;
            let t = self.xor_const(words[0], v[0]);
            for (k, &w) in words.iter().enumerate().skip(1) {
                let t_k = self.xor_const(w, v[k]);
                self.ins(Code::Or_r64_rm64, &[m(t), u(t_k)]);
            }
            let target = self.edge_target(b, &mut pending)?;
            let next = self.fresh_block();
            self.b.push(MOp::Jcc(Cond::E), &[MOperand::Block(target), MOperand::Block(next)]);
            self.b.switch_to(next);
        }
        let d = self.default_edge(s.default, &mut pending);
        self.b.push(MOp::Jmp, &[MOperand::Block(d)]);
        self.fill_edges(pending)
    }

    /// A fresh register holding `x ^ v`.
    fn xor_const(&mut self, x: VReg, v: u64) -> VReg {
        let t = self.gpr();
        self.copy(t, x);
        if fits_i32(v as i64) {
            self.ins(Code::Xor_rm64_imm32, &[m(t), imm(v as i64)]);
        } else {
            let k = self.imm_reg(v as i64);
            self.ins(Code::Xor_r64_rm64, &[m(t), u(k)]);
        }
        t
    }

    /// Compares `x` with a case value.
    fn cmp_const(&mut self, x: VReg, v: u64) {
        if fits_i32(v as i64) {
            self.ins(Code::Cmp_rm64_imm32, &[u(x), imm(v as i64)]);
        } else {
            let k = self.imm_reg(v as i64);
            self.ins(Code::Cmp_r64_rm64, &[u(x), u(k)]);
        }
    }

    /// A new block in the current loop, placed after the current one.
    fn fresh_block(&mut self) -> MBlock {
        let nb = self.b.new_block();
        self.b.set_loop_depth(nb, self.cur_depth);
        self.block_order.push(nb);
        nb
    }

    /// A branch target for an edge to the default block (always a split block: the default is
    /// reached from several places).
    fn default_edge(&mut self, default: Block, pending: &mut Vec<(MBlock, Block)>) -> MBlock {
        let nb = self.b.new_block();
        self.b.set_loop_depth(nb, self.cur_depth);
        pending.push((nb, default));
        nb
    }

    fn jump_table(
        &mut self,
        x: VReg,
        cases: &Cases,
        range: u64,
        default: Block,
        pending: &mut Vec<(MBlock, Block)>,
    ) -> Result<(), LowerError> {
        let lo = cases[0].0;
        let idx = self.gpr();
        self.copy(idx, x);
        if lo != 0 {
            if fits_i32(lo as i64) {
                self.ins(Code::Sub_rm64_imm32, &[m(idx), imm(lo as i64)]);
            } else {
                let k = self.imm_reg(lo as i64);
                self.ins(Code::Sub_r64_rm64, &[m(idx), u(k)]);
            }
        }
        self.cmp_const(idx, range - 1);
        let def_edge = self.default_edge(default, pending);
        let table_block = self.fresh_block();
        self.b.push(MOp::Jcc(Cond::A), &[MOperand::Block(def_edge), MOperand::Block(table_block)]);
        self.b.switch_to(table_block);
        let mut targets = vec![table_block; range as usize];
        let mut seen: Vec<(Block, MBlock)> = Vec::new();
        for &(v, b) in cases {
            let t = match seen.iter().find(|s| s.0 == b) {
                Some(s) => s.1,
                None => {
                    // One machine edge per distinct target (the table dedups its successors).
                    let t = if self.pred_edges.get(&b).copied().unwrap_or(0) as usize
                        == cases.iter().filter(|c| c.1 == b).count()
                        && !self.block_has_phis(b)
                    {
                        self.mblock(b)?
                    } else {
                        let nb = self.b.new_block();
                        self.b.set_loop_depth(nb, self.cur_depth);
                        pending.push((nb, b));
                        nb
                    };
                    seen.push((b, t));
                    t
                }
            };
            targets[(v - lo) as usize] = t;
        }
        let mut covered = vec![false; range as usize];
        for &(v, _) in cases {
            covered[(v - lo) as usize] = true;
        }
        if covered.iter().any(|c| !c) {
            let hole = self.default_edge(default, pending);
            for (t, c) in targets.iter_mut().zip(&covered) {
                if !c {
                    *t = hole;
                }
            }
        }
        let jt = self.b.new_jump_table(targets);
        let tmp = self.gpr();
        self.b.push(MOp::JmpTable, &[u(idx), MOperand::Reg(Operand::vreg_early_def(tmp)), MOperand::JumpTable(jt)]);
        Ok(())
    }

    fn block_has_phis(&self, b: Block) -> bool {
        self.func
            .layout
            .block_insts(b)
            .first()
            .is_some_and(|&i| matches!(self.func.dfg.inst(i), kiln_ir::InstKind::Phi { .. }))
    }

    fn compare_tree(
        &mut self,
        x: VReg,
        cases: &[(u64, Block)],
        default: Block,
        pending: &mut Vec<(MBlock, Block)>,
    ) -> Result<(), LowerError> {
        if cases.len() <= 3 {
            for &(v, b) in cases {
                self.cmp_const(x, v);
                let t = self.edge_target(b, pending)?;
                let next = self.fresh_block();
                self.b.push(MOp::Jcc(Cond::E), &[MOperand::Block(t), MOperand::Block(next)]);
                self.b.switch_to(next);
            }
            let d = self.default_edge(default, pending);
            self.b.push(MOp::Jmp, &[MOperand::Block(d)]);
            return Ok(());
        }
        let mid = cases.len() / 2;
        self.cmp_const(x, cases[mid].0);
        let left = self.fresh_block();
        let right = self.fresh_block();
        self.b.push(MOp::Jcc(Cond::B), &[MOperand::Block(left), MOperand::Block(right)]);
        self.b.switch_to(left);
        self.compare_tree(x, &cases[..mid], default, pending)?;
        self.b.switch_to(right);
        self.compare_tree(x, &cases[mid..], default, pending)
    }
}

//! Small helpers that append machine instructions: operand constructors, copies, immediates,
//! extensions, `lea`, `setcc`, fixed-register moves.

use iced_x86::Code;
use kiln_regalloc::{Operand, PReg, PRegSet, RegClass, VReg};

use super::FuncLower;
use crate::mir::{Amode, Cond, MOp, MOperand};

pub(crate) use crate::mir::ops::{d, imm, m, mem, pu, u};

/// Whether `v` fits a sign-extended 32-bit immediate.
pub(crate) fn fits_i32(v: i64) -> bool {
    i32::try_from(v).is_ok()
}

impl FuncLower<'_> {
    /// Appends a real instruction with explicit operands only.
    pub(crate) fn ins(&mut self, code: Code, ops: &[MOperand]) {
        self.b.push(MOp::X86(code), ops);
    }
    /// Appends a real instruction with implicit register operands and clobbers.
    pub(crate) fn ins_full(&mut self, code: Code, ops: &[MOperand], implicit: &[Operand], clobbers: PRegSet) {
        self.b.push_full(MOp::X86(code), ops, implicit, clobbers, &[]);
    }
    /// A new Int vreg.
    pub(crate) fn gpr(&mut self) -> VReg {
        self.b.new_vreg(RegClass::Int)
    }
    /// A new Vec vreg.
    pub(crate) fn xmm(&mut self) -> VReg {
        self.b.new_vreg(RegClass::Vec)
    }
    /// `dst = src` (same class).
    pub(crate) fn copy(&mut self, dst: VReg, src: VReg) {
        self.b.push(MOp::Copy, &[d(dst), u(src)]);
    }
    /// A fresh copy of `src` (for two-address forms).
    pub(crate) fn copy_new(&mut self, src: VReg, class: RegClass) -> VReg {
        let t = self.b.new_vreg(class);
        self.copy(t, src);
        t
    }
    /// `%p = v`.
    pub(crate) fn copy_to_preg(&mut self, p: PReg, v: VReg) {
        self.b.push(MOp::Copy, &[MOperand::Reg(Operand::preg_def(p)), u(v)]);
    }
    /// `v = %p`.
    pub(crate) fn copy_from_preg(&mut self, v: VReg, p: PReg) {
        self.b.push(MOp::Copy, &[d(v), pu(p)]);
    }
    /// `dst = value` (any 64-bit pattern).
    pub(crate) fn mov_imm(&mut self, dst: VReg, value: i64) {
        if (0..=u32::MAX as i64).contains(&value) {
            self.ins(Code::Mov_r32_imm32, &[d(dst), imm(value)]);
        } else if fits_i32(value) {
            self.ins(Code::Mov_rm64_imm32, &[d(dst), imm(value)]);
        } else {
            self.ins(Code::Mov_r64_imm64, &[d(dst), imm(value)]);
        }
    }
    /// A new register holding `value`.
    pub(crate) fn imm_reg(&mut self, value: i64) -> VReg {
        let t = self.gpr();
        self.mov_imm(t, value);
        t
    }
    /// `dst = lea amode`.
    pub(crate) fn lea(&mut self, dst: VReg, a: Amode) {
        self.ins(Code::Lea_r64_m, &[d(dst), mem(a)]);
    }
    /// `dst = setcc` (an `i1` with undefined upper bits).
    pub(crate) fn setcc(&mut self, c: Cond, dst: VReg) {
        self.ins(c.setcc_code(), &[d(dst)]);
    }
    /// Zero- or sign-extends the low `bits` of `v` to a full 32-bit (`bits <= 32`) or 64-bit
    /// register value; returns `v` itself when nothing needs doing.
    pub(crate) fn extend(&mut self, v: VReg, bits: u32, signed: bool) -> VReg {
        self.extend_to(v, bits, signed, bits > 32)
    }
    /// Like [`Self::extend`], to 64 bits when `to64`.
    pub(crate) fn extend_to(&mut self, v: VReg, bits: u32, signed: bool, to64: bool) -> VReg {
        if bits >= 64 || (bits == 32 && !to64) {
            return v;
        }
        let t = self.gpr();
        match (bits, signed, to64) {
            (8, false, _) => self.ins(Code::Movzx_r32_rm8, &[d(t), u(v)]),
            (16, false, _) => self.ins(Code::Movzx_r32_rm16, &[d(t), u(v)]),
            (32, false, true) => self.ins(Code::Mov_r32_rm32, &[d(t), u(v)]),
            (8, true, false) => self.ins(Code::Movsx_r32_rm8, &[d(t), u(v)]),
            (16, true, false) => self.ins(Code::Movsx_r32_rm16, &[d(t), u(v)]),
            (8, true, true) => self.ins(Code::Movsx_r64_rm8, &[d(t), u(v)]),
            (16, true, true) => self.ins(Code::Movsx_r64_rm16, &[d(t), u(v)]),
            (32, true, true) => self.ins(Code::Movsxd_r64_rm32, &[d(t), u(v)]),
            (n, false, _) if n < 32 => {
                self.copy(t, v);
                self.ins(Code::And_rm32_imm32, &[m(t), imm(((1u64 << n) - 1) as i64)]);
            }
            (n, _, _) => {
                // Shift the value to the top of the register and back.
                self.copy(t, v);
                let wide = n > 32 || to64;
                let sh = if wide { 64 - n } else { 32 - n } as i64;
                let (shl, shr) = match (wide, signed) {
                    (true, true) => (Code::Shl_rm64_imm8, Code::Sar_rm64_imm8),
                    (true, false) => (Code::Shl_rm64_imm8, Code::Shr_rm64_imm8),
                    (false, true) => (Code::Shl_rm32_imm8, Code::Sar_rm32_imm8),
                    (false, false) => (Code::Shl_rm32_imm8, Code::Shr_rm32_imm8),
                };
                self.ins(shl, &[m(t), imm(sh)]);
                self.ins(shr, &[m(t), imm(sh)]);
                if !wide || n > 32 || !to64 {
                    return t;
                }
            }
        }
        t
    }
}
